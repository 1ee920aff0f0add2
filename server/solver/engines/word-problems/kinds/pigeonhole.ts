import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import type { Problem } from '../read';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

/**
 * 鸽巢问题（抽屉原理，六年级下册 数学广角）, in its three textbook questions:
 * - 「把13个苹果放进4个抽屉里，总有一个抽屉至少放进几个？」: ⌈n ÷ k⌉;
 * - 「6只猴分桃，总有1只猴至少分到5个。这堆桃至少有多少个？」: (m − 1) × k + 1;
 * - 「红、黄、蓝球各8个，至少摸出几个才能保证有4个颜色相同？」: the worst case takes m − 1 of each colour
 *   (or all of a colour that has fewer), then one more.
 * Each answer is checked by the worst case itself: one fewer is not enough, the answer is.
 */

const GUARANTEE = /总有|一定有|保证|必有|至少有一/;

/** ⌈n ÷ k⌉ for positive integers. */
function ceilDiv(n: bigint, k: bigint): bigint {
  return (n + k - 1n) / k;
}

/** 「总有一个抽屉至少放进几个」: n things into k places. */
function leastInOne(p: Problem): Model | null {
  if (!/至少/.test(p.ask.text) || !GUARANTEE.test(p.ask.text) || !p.ask.measure) return null;
  const m = new RegExp(
    `${SMALL_NUMBER}(${'[个只本支枝张块枚颗粒封件朵名位人]'})[^，,。]{0,8}?(?:放进|放入|放到|放在|飞进|飞回|分给|分到|装进|住进|插进|投进|送给)${SMALL_NUMBER}(个|只|本|间|位|名|人|格|层|组|盒|排|辆)`,
  ).exec(p.text);
  if (!m) return null;
  const n = smallNumber(m[1]);
  const k = smallNumber(m[3]);
  if (!n || !k || k < 2 || (m[2] !== p.ask.measure.replace('位', '人').replace('名', '人') && m[2] !== p.ask.measure)) return null;
  const start = m.index;
  const used = quantitiesIn(p, [[start, start + m[0].length]]);
  if (used?.filter((q) => !q.label).length !== 2) return null;
  const answer = ceilDiv(BigInt(n), BigInt(k));
  // worst case: spread as evenly as possible; one fewer in every place would hold fewer than n
  if ((answer - 1n) * BigInt(k) >= BigInt(n) || answer * BigInt(k) < BigInt(n)) return null;
  const q = Math.floor(n / k);
  const r = n % k;
  return {
    kind: 'pigeonhole',
    idea: `鸽巢问题：把 ${n} ${m[2]}尽量平均地放进 ${k} ${m[4]}，最坏的情况是每${m[4]}放得一样多，余下的再放进任意一${m[4]}。`,
    steps: [`**列式计算** $${n} \\div ${k} = ${q}$${r ? `……$${r}$，$${q} + 1 = ${answer}$` : `，正好分完`}（${m[2]}）`],
    answer: Rat.of(answer),
    unit: p.ask.measure,
    form: 'number',
    used,
    check: `最坏情况验证：每${m[4]}最多放 $${answer - 1n}$ ${m[2]}时一共只能放 $${(answer - 1n) * BigInt(k)}$ ${m[2]}，少于 ${n} ${m[2]}，所以总有一${m[4]}至少 $${answer}$ ${m[2]}。`,
  };
}

/** 「6只猴分桃，总有1只猴至少分到5个。这堆桃至少有多少个？」: the fewest things that force m into one place. */
function fewestForcing(p: Problem): Model | null {
  if (!/至少|最少/.test(p.ask.text) || !p.ask.measure) return null;
  const g = new RegExp(
    `(?:总有|一定有|保证有?)(?:1|一)(个|只|人|位|名|组|班|盒)[^，,。]{0,6}?至少(?:要)?(?:分到|分得|拿到|放进|放入|有|得到|装)了?${SMALL_NUMBER}(个|只|本|支|块|颗|粒|张|枚|件|朵|人|名)`,
  ).exec(p.text);
  if (!g) return null;
  const mAt = smallNumber(g[2]);
  if (!mAt || mAt < 2 || g[3] !== p.ask.measure) return null;
  // the places: the one count before the guarantee of the word it names (6只猴 … 1只猴)
  const placesRe = new RegExp(`${SMALL_NUMBER}${g[1]}`, 'g');
  const before = p.text.slice(0, g.index);
  const places = [...before.matchAll(placesRe)];
  if (places.length !== 1) return null;
  const k = smallNumber(places[0][1]);
  if (!k || k < 2) return null;
  const spans: Array<[number, number]> = [
    [places[0].index ?? 0, (places[0].index ?? 0) + places[0][0].length],
    [g.index, g.index + g[0].length],
  ];
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const answer = BigInt(mAt - 1) * BigInt(k) + 1n;
  // check: with one fewer, each can get m − 1; with the answer, ⌈answer ÷ k⌉ = m
  if (ceilDiv(answer - 1n, BigInt(k)) !== BigInt(mAt - 1) || ceilDiv(answer, BigInt(k)) !== BigInt(mAt)) return null;
  return {
    kind: 'pigeonhole',
    idea: `鸽巢问题：要保证总有一${g[1]}至少 ${mAt} ${g[3]}，最坏的情况是每${g[1]}先各得 ${mAt - 1} ${g[3]}，再多 1 ${g[3]}就一定有一${g[1]}得到 ${mAt} ${g[3]}。`,
    steps: [`**列式计算** $(${mAt} - 1) \\times ${k} + 1 = ${answer}$（${g[3]}）`],
    answer: Rat.of(answer),
    unit: p.ask.measure,
    form: 'number',
    used,
    check: `验证：$${answer - 1n}$ ${g[3]}可以每${g[1]}各分 $${mAt - 1}$ ${g[3]}，保证不了；$${answer}$ ${g[3]}平均分给 ${k} ${g[1]}，$${answer} \\div ${k}$ 的商进一是 $${mAt}$，一定有一${g[1]}至少 ${mAt} ${g[3]}。`,
  };
}

const COLOUR = /[红黄蓝绿白黑紫橙粉灰棕]/g;
const DRAWN = '(个|只|根|支|枚|颗|粒|张|块|本|件)';

/**
 * The colours in the bag and how many of each, told before `upTo`: 「红、黄、蓝球各8个」, 「红球5个，白球3个」 or
 * 「13个红球、10个黄球」, all counted in one unit (`unit` when given: the unit of the draw). Null when a colour is told
 * twice, counts are in two units, or fewer than two colours are told.
 */
function colourCounts(
  p: Problem,
  upTo: number,
  unit: string | null,
): { colours: string[]; counts: number[]; unit: string; spans: Array<[number, number]> } | null {
  const before = p.text.slice(0, upTo);
  // a colour without a count (「还有若干个蓝球」) leaves the worst case unknown
  // (「一些球，其中白的有8个，黑的有9个」 tells the whole by its parts)
  if (/若干|还有|另外|其他|其它|其余|别的|几种|一些(?![^，,。]*[，,]其中)/.test(before)) return null;
  // 「红球和黄球共20个」 is a total of colours, not one colour's count
  if (/共|合计/.test(before)) return null;
  const bag = bagCounts(before, unit);
  const named = new Set(before.match(COLOUR) ?? []);
  if (!bag || ![...named].every((c) => bag.colours.includes(c))) return null;
  // 「三种颜色的球，其中红球5个，黄球4个」: a colour told only by the count of colours has no count
  const kinds = [...before.matchAll(new RegExp(`${SMALL_NUMBER}(?:种颜?色|色)`, 'g'))];
  return kinds.every((k) => smallNumber(k[1]) === bag.colours.length) ? bag : null;
}

function bagCounts(
  before: string,
  unit: string | null,
): { colours: string[]; counts: number[]; unit: string; spans: Array<[number, number]> } | null {
  const each = new RegExp(`((?:[红黄蓝绿白黑紫橙粉灰棕]色?[、和与及]?)+)[\\u4e00-\\u9fff]{0,8}?各(?:有)?${SMALL_NUMBER}${DRAWN}`).exec(
    before,
  );
  if (each) {
    const colours = [...new Set(each[1].match(COLOUR) ?? [])];
    const c = smallNumber(each[2]);
    if (colours.length < 2 || !c || (unit && each[3] !== unit)) return null;
    // 「红、黄、蓝三种颜色」: the count of colours told agrees with the colours named
    const told = new RegExp(`${SMALL_NUMBER}种颜色`).exec(each[0]);
    if (told && smallNumber(told[1]) !== colours.length) return null;
    return { colours, counts: colours.map(() => c), unit: each[3], spans: [[each.index, each.index + each[0].length]] };
  }
  const colourFirst = new RegExp(`([红黄蓝绿白黑紫橙粉灰棕])色?[\\u4e00-\\u9fff]{0,3}?(?:有)?${SMALL_NUMBER}${DRAWN}`, 'g');
  const countFirst = new RegExp(`${SMALL_NUMBER}${DRAWN}([红黄蓝绿白黑紫橙粉灰棕])色?的?[\\u4e00-\\u9fff]{0,3}?`, 'g');
  // 「红球5个，白球3个」 or 「6支红笔、4支蓝笔」: the one reading that names two colours or more (「蓝笔和5支」 is no count)
  const readings = [readEach(before, colourFirst, 2, 3, 1, unit), readEach(before, countFirst, 1, 2, 3, unit)].filter((r) => r !== null);
  return readings.length === 1 ? readings[0] : null;
}

function readEach(
  before: string,
  re: RegExp,
  c: number,
  u: number,
  k: number,
  unit: string | null,
): { colours: string[]; counts: number[]; unit: string; spans: Array<[number, number]> } | null {
  const colours: string[] = [];
  const counts: number[] = [];
  const spans: Array<[number, number]> = [];
  let seen: string | null = unit;
  for (const m of before.matchAll(re)) {
    const n = smallNumber(m[c]);
    if (!n || (seen && m[u] !== seen) || colours.includes(m[k])) return null;
    seen = m[u];
    colours.push(m[k]);
    counts.push(n);
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return colours.length >= 2 && seen ? { colours, counts, unit: seen, spans } : null;
}

/** The fewest drawn is asked: 「至少/最少」 before the guarantee at `at`, or 「取出几个，才能保证」 (才 says no fewer do). */
function leastDraw(p: Problem, at: number): boolean {
  return /至少|最少/.test(p.text.slice(0, at + 1)) || /才(?:能|可以)$/.test(p.text.slice(0, at));
}

/** The draw asked is of the things drawn: 「至少摸出几个」, or 「至少拿几次」 when each time takes one. */
function drawAsked(p: Problem, unit: string): boolean {
  if (!p.ask.measure || p.ask.measure === unit) return true;
  return p.ask.measure === '次' && /每次(?:只)?(?:拿|摸|取)(?:出)?(?:一|1)(?:个|只|根|支|枚|颗|粒|张|块|本|件)/.test(p.text);
}

/** 「红、黄、蓝球各8个，至少摸出几个才能保证有4个颜色相同？」: the worst case takes m − 1 of every colour first. */
function drawSameColour(p: Problem): Model | null {
  const g = new RegExp(
    `(?:保证|一定)[^，,。？?]{0,8}?(?:有|能有|摸到|取到|拿到)?${SMALL_NUMBER}${DRAWN}(?:球|棒|笔)?[^，,。？?]{0,6}?(?:颜色相同|同色|同一种颜色|颜色一样|是同一颜色)`,
  ).exec(p.text);
  if (!g) return null;
  const mAt = smallNumber(g[1]);
  if (!mAt || mAt < 2) return null;
  // 「颜色不同」「两种颜色各一个」「两双」 ask another guarantee; 「两种颜色的袜子」 told before the draw does not
  if (/不同|各一|双/.test(p.text) || /两种颜色/.test(p.text.slice(g.index))) return null;
  const bag = colourCounts(p, g.index, g[2]);
  if (!bag) return null;
  const { counts } = bag;
  if (!drawAsked(p, g[2])) return null;
  if (!/至少|最少/.test(p.ask.text) && !/至少/.test(p.text.slice(Math.max(0, g.index - 16), g.index))) return null;
  if (!counts.some((c) => c >= mAt)) return null;
  const used = quantitiesIn(p, [[g.index, g.index + g[0].length], ...bag.spans]);
  if (!used) return null;
  const worst = counts.reduce((s, c) => s + Math.min(c, mAt - 1), 0);
  const answer = worst + 1;
  const allSame = counts.every((c) => c === counts[0]) && counts[0] >= mAt - 1;
  return {
    kind: 'pigeonhole',
    idea: `鸽巢问题：把 ${counts.length} 种颜色看作 ${counts.length} 个抽屉。最坏的情况是每种颜色都先取到 ${mAt - 1} ${g[2]}${allSame ? '' : '（不够的全部取完）'}，这时还没有 ${mAt} ${g[2]}同色，再取 1 ${g[2]}就一定有。`,
    steps: [
      allSame
        ? `**列式计算** $(${mAt} - 1) \\times ${counts.length} + 1 = ${answer}$（${g[2]}）`
        : `**列式计算** $${counts.map((c) => Math.min(c, mAt - 1)).join(' + ')} + 1 = ${answer}$（${g[2]}）`,
    ],
    answer: Rat.of(answer),
    unit: p.ask.measure ?? g[2],
    form: 'number',
    used,
    check: `验证：取 $${worst}$ ${g[2]}时可能每种颜色都不到 ${mAt} ${g[2]}，保证不了；再取 1 ${g[2]}，它只能使某种颜色达到 ${mAt} ${g[2]}。`,
  };
}

/**
 * 「白球8个，黑球9个，至少拿几个才能保证拿到黑球？」 (or 「拿到2个黑球」): the worst case takes every ball of the other
 * colours first, then the k of the one asked.
 */
function drawOfColour(p: Problem): Model | null {
  const g = new RegExp(
    `(?:保证|一定)(?:能)?(?:拿到|摸到|取到|摸出|取出|拿出|有)(?:至少)?(?:${SMALL_NUMBER}${DRAWN})?([红黄蓝绿白黑紫橙粉灰棕])色?的?(?:球|珠子?|棋子|围棋子|玻璃球|弹珠|笔|铅笔|袜子|手套|卡片|纸片|小球)[？?。．.]?$`,
  ).exec(p.text);
  if (!g || !leastDraw(p, g.index)) return null;
  const k = g[1] ? smallNumber(g[1]) : 1;
  if (!k) return null;
  const bag = colourCounts(p, g.index, g[2] ?? null);
  if (!bag || !drawAsked(p, bag.unit)) return null;
  const drawn = bag.unit;
  const at = bag.colours.indexOf(g[3]);
  if (at < 0 || bag.counts[at] < k) return null;
  const spans: Array<[number, number]> = [...bag.spans];
  if (g[1]) spans.push([g.index, g.index + g[0].length]);
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const others = bag.counts.filter((_, i) => i !== at);
  const worst = others.reduce((s, c) => s + c, 0) + k - 1;
  const answer = worst + 1;
  const colour = g[3];
  return {
    kind: 'pigeonhole',
    idea: `最不利原则：最坏的情况是先把其他颜色的全部取完（共 ${others.reduce((s, c) => s + c, 0)} ${drawn}）${k > 1 ? `，${colour}色的又只取到 ${k - 1} ${drawn}` : ''}，再取 1 ${drawn}就一定${k > 1 ? `有 ${k} ${drawn}` : ''}是${colour}色的。`,
    steps: [`**列式计算** $${[...others, ...(k > 1 ? [k - 1] : [])].join(' + ')} + 1 = ${answer}$（${drawn}）`],
    answer: Rat.of(answer),
    unit: p.ask.measure ?? drawn,
    form: 'number',
    used,
    check: `验证：取 $${worst}$ ${drawn}时可能${k > 1 ? `只有 ${k - 1} ${drawn}` : '一个也没有'}${colour}色的，保证不了；取 $${answer}$ ${drawn}时其他颜色最多 $${others.reduce((s, c) => s + c, 0)}$ ${drawn}，${colour}色的至少 ${k} ${drawn}。`,
  };
}

/** 「红球13个、黄球10个、蓝球15个，至少取几个才能保证三种颜色都至少有4个？」: the worst case leaves one colour at m − 1. */
function drawEveryColour(p: Problem): Model | null {
  const g = new RegExp(
    `(?:保证|一定)[^，,。？?]{0,10}?(?:(${SMALL_NUMBER})[种个]颜色|每种颜色)[^，,。？?]{0,6}?都(?:至少)?(?:有|能有)?${SMALL_NUMBER}${DRAWN}`,
  ).exec(p.text);
  if (!g || !leastDraw(p, g.index)) return null;
  const m = smallNumber(g[3]);
  if (!m || /不同|双/.test(p.text)) return null;
  const bag = colourCounts(p, g.index, g[4]);
  if (!bag || !drawAsked(p, g[4])) return null;
  if (g[2] && smallNumber(g[2]) !== bag.colours.length) return null;
  const { counts } = bag;
  if (counts.some((c) => c < m)) return null;
  const used = quantitiesIn(p, [[g.index, g.index + g[0].length], ...bag.spans]);
  if (!used) return null;
  const total = counts.reduce((s, c) => s + c, 0);
  // the worst case: every ball of the other colours, and m − 1 of the colour left short; the smallest colour is the worst
  const least = Math.min(...counts);
  const worst = total - least + m - 1;
  const answer = worst + 1;
  const u = g[4];
  return {
    kind: 'pigeonhole',
    idea: `最不利原则：最坏的情况是某一种颜色只取到 ${m - 1} ${u}，其余颜色全部取完；让这种颜色是个数最少的那种（${least} ${u}），取的个数最多。`,
    steps: [`**列式计算** $${total} - ${least} + ${m - 1} + 1 = ${answer}$（${u}）`],
    answer: Rat.of(answer),
    unit: p.ask.measure ?? u,
    form: 'number',
    used,
    check: `验证：取 $${worst}$ ${u}时可能有一种颜色只有 ${m - 1} ${u}，保证不了；取 $${answer}$ ${u}时，任何一种颜色最多缺 $${total} - ${answer} = ${total - answer}$ ${u}，而每种颜色至少 ${least} ${u}，所以每种都至少 $${least - (total - answer)}$ ${u}（不少于 ${m}）。`,
  };
}

export function pigeonholeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  return leastInOne(p) ?? fewestForcing(p) ?? drawSameColour(p) ?? drawOfColour(p) ?? drawEveryColour(p);
}

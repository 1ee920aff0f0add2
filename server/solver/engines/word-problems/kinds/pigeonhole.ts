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

/** 「红、黄、蓝球各8个，至少摸出几个才能保证有4个颜色相同？」: the worst case takes m − 1 of every colour first. */
function drawSameColour(p: Problem): Model | null {
  const g = new RegExp(
    `(?:保证|一定)(?:有|能有|摸到|取到|拿到)?${SMALL_NUMBER}(个|只|根|支|枚|颗|粒|张|块|双|本|件)(?:球|棒|笔)?[^，,。？?]{0,6}?(?:颜色相同|同色|同一种颜色|颜色一样|是同一颜色)`,
  ).exec(p.text);
  if (!g || !/至少|最少/.test(p.text.slice(0, g.index + 1)) || g[2] === '双') return null;
  const mAt = smallNumber(g[1]);
  if (!mAt || mAt < 2) return null;
  if (/不同|两种颜色|各一|双/.test(p.text)) return null;
  // the colours and how many of each: 「红、黄、蓝球各8个」 or 「红球5个，白球3个」
  const each = new RegExp(
    `((?:[红黄蓝绿白黑紫橙粉灰棕]色?[、和与及]?)+)[\\u4e00-\\u9fff]{0,8}?各(?:有)?${SMALL_NUMBER}(个|只|根|支|枚|颗|粒|张|块|本|件)`,
  ).exec(p.text);
  let counts: number[] = [];
  const spans: Array<[number, number]> = [[g.index, g.index + g[0].length]];
  if (each) {
    const colours = new Set(each[1].match(COLOUR) ?? []);
    const c = smallNumber(each[2]);
    if (colours.size < 2 || !c || each[3] !== g[2]) return null;
    // 「红、黄、蓝三种颜色」: the count of colours told agrees with the colours named
    const told = new RegExp(`${SMALL_NUMBER}种颜色`).exec(each[0]);
    if (told && smallNumber(told[1]) !== colours.size) return null;
    counts = [...colours].map(() => c);
    spans.push([each.index, each.index + each[0].length]);
  } else {
    const re = new RegExp(
      `([红黄蓝绿白黑紫橙粉灰棕])色?[\\u4e00-\\u9fff]{0,3}?(?:有)?${SMALL_NUMBER}(个|只|根|支|枚|颗|粒|张|块|本|件)`,
      'g',
    );
    const seen = new Set<string>();
    for (const m of p.text.slice(0, g.index).matchAll(re)) {
      const c = smallNumber(m[2]);
      if (!c || m[3] !== g[2] || seen.has(m[1])) return null;
      seen.add(m[1]);
      counts.push(c);
      spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
    if (counts.length < 2) return null;
  }
  // the draw asked: 「至少要取出（几根）才能保证」; a count asked must be of the thing drawn
  if (p.ask.measure && p.ask.measure !== g[2]) return null;
  if (!/至少|最少/.test(p.ask.text) && !/至少/.test(p.text.slice(Math.max(0, g.index - 16), g.index))) return null;
  if (!counts.some((c) => c >= mAt)) return null;
  const used = quantitiesIn(p, spans);
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
    unit: g[2],
    form: 'number',
    used,
    check: `验证：取 $${worst}$ ${g[2]}时可能每种颜色都不到 ${mAt} ${g[2]}，保证不了；再取 1 ${g[2]}，它只能使某种颜色达到 ${mAt} ${g[2]}。`,
  };
}

export function pigeonholeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  return leastInOne(p) ?? fewestForcing(p) ?? drawSameColour(p);
}

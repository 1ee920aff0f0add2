import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { ratOf } from './plain';

/**
 * Drawing balls from a bag whose colours are counted (「袋中有 3 个红球和 2 个白球，除颜色外都相同」): one ball
 * (P = its count over all), two balls at once or one after another without putting back, two draws putting the first
 * back (放回) — both of a colour, one of each, the same colour, at least one of a colour — and a count left unknown
 * (「红球若干个」) found from the probability of a colour. Every outcome is listed as ordered pairs of balls and counted.
 */

type Out = ReturnType<typeof solved>;

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const n = (s: string): number => CN[s] ?? Number(s);
const COLOUR = '红|白|黑|黄|蓝|绿|紫';

interface Bag {
  colours: string[];
  counts: Array<number | null>;
  rest: string;
}

function readBag(t: string): Bag | null {
  if (!/袋|盒|箱|口袋/.test(t) || !/球/.test(t)) return null;
  const re = new RegExp(String.raw`(?:(\d+|[一两二三四五六七八九十])个(${COLOUR})(?:色)?球|(${COLOUR})(?:色)?球(若干|x|n|m)个?)`, 'g');
  // the bag is told before the first draw: 「恰好一个红球一个白球」 after it is the event, not more balls
  const draw = t.search(/摸|取|抽/);
  const found = [...(draw < 0 ? t : t.slice(0, draw)).matchAll(re)];
  if (found.length < 2) return null;
  const colours = found.map((f) => f[2] ?? f[3]);
  if (new Set(colours).size !== colours.length) return null;
  const counts = found.map((f) => (f[1] ? n(f[1]) : null));
  if (counts.filter((c) => c === null).length > 1) return null;
  const rest = drawSaidOneWay(found.reduce((s, f) => s.replace(f[0], '〈球〉'), t));
  return { colours, counts, rest };
}

/**
 * One wording for a draw, as papers print it many ways: 「任取」「一次取出」「同时摸出」「随机取出」 are 「取出」 (at
 * random: 任 says it), 「2 个球」 is 「两个球」, and the balls drawn named again (「取到的 2 个球」「所取的两球」) are 「两个球」.
 */
function drawSaidOneWay(rest: string): string {
  // An event that names the draws (「第一次…第二次」, a condition) depends on their order: 不放回地依次 must stay.
  const ordered = /第[一二1-2]次|条件/.test(rest);
  return (
    rest
      .replace(/(?<![\d.])2\s*个球/g, '两个球')
      // the verb printed (摸出 or 取出) is kept: the readers after this tell a draw 「取出…后」 from a putting back
      .replace(/(?:任取|任意取出|随机(?:地)?取出|一次(?:性)?(?:地)?取出|同时取出)/g, (m) => (/任|随机/.test(m) ? '随机取出' : '取出'))
      .replace(/(?:随机(?:地)?摸出|一次(?:性)?(?:地)?摸出|同时摸出)/g, (m) => (/随机/.test(m) ? '随机摸出' : '摸出'))
      .replace(/(?:则)?(?:取到|取出|摸到|摸出|所取|所摸)的两(?:个)?球/g, '两个球')
      // 「不放回地依次取出两个球」: for an event on the two colours, the same draw as two balls taken at once
      .replace(/不放回地(?:依次|先后)?(取出|摸出)(?=两个球)/g, (m, verb: string) => (ordered ? m : verb))
      // 「有放回地依次取球 2 次，每次取 1 个」: one ball, put back, then another
      .replace(
        /有放回地(?:依次|先后)?(?:取|摸)球(?:两|2)次[,，]每次(?:取|摸)(?:一|1)个[,，](?:则)?/g,
        '摸出一个球,记下颜色后放回,再摸出一个球,',
      )
      .replace(/两次(?:取到|摸到|取出|摸出)的球/g, '两次摸到的球')
      .replace(/[.。]$/, '')
  );
}

export function ballDraw(t: string, mp: MathProblem): Out | null {
  const bag = readBag(t);
  if (!bag) return null;
  if (/条件下/.test(bag.rest)) return bag.counts.includes(null) ? null : secondGivenFirst(bag, mp);
  if (!/除颜色外(?:都|完全|其余都)?相同|除颜色外无其他差别|除颜色不同外|只有颜色不同/.test(bag.rest)) {
    // Equally likely balls must be said: 除颜色外都相同, the usual 「不透明的袋子」, or a draw 随机/任意.
    if (!/不透明|随机|任意/.test(bag.rest)) return null;
  }
  return bag.counts.includes(null) ? unknownCount(bag, mp) : drawn(bag, mp);
}

function drawn(bag: Bag, mp: MathProblem): Out | null {
  const counts = bag.counts as number[];
  const total = counts.reduce((a, b) => a + b, 0);
  const r = bag.rest;
  if (/\d/.test(r.replace(/〈球〉/g, ''))) return null;
  if (/若干|再放入|再加入|放入|取出.*后|拿走|黑色的|至多|恰有|第二次摸到|第一次摸到/.test(r)) return null;
  const one = new RegExp(
    `(?:摸出|摸取|取出|摸)(?:一|1)个球[,，]?(?:摸(?:到|出)|取到|恰好是|是|为)(?:的是)?(${COLOUR})(?:色)?球的概率(?:是|为)?＿$`,
  ).exec(r);
  const two = /(?:摸出|取出|摸取)(?:两|2)个球[,，](?:则|那么)?(.+)的概率(?:是|为)?＿$/.exec(r);
  const again =
    /(?:摸出|摸取|取出|摸)(?:一|1)个球[,，]?记下(?:它的)?颜色后(放回|不放回)[^，,]*[,，](?:再|然后再|再随机)(?:摸出|摸取|取出|摸)(?:一|1)个球[,，](.+)的概率(?:是|为)?＿$/.exec(
      r,
    );
  let good: number;
  let all: number;
  let event: string;
  let how: string;
  if (one) {
    const i = bag.colours.indexOf(one[1]);
    if (i < 0) return null;
    good = counts[i];
    all = total;
    event = `摸到${one[1]}球`;
    how = `共 ${total} 个球，每个被摸到的可能性相同，其中${one[1]}球 ${counts[i]} 个。`;
  } else {
    const m = two ?? again;
    if (!m) return null;
    const back = again ? again[1] === '放回' : false;
    const ev = readPairEvent(two ? two[1] : (again as RegExpExecArray)[2], bag.colours);
    if (!ev) return null;
    // Balls numbered 0..total−1; ordered pairs of different balls (not put back) or any two (put back).
    const colourOf: number[] = counts.flatMap((c, i) => Array(c).fill(i));
    good = 0;
    all = 0;
    for (let a = 0; a < total; a++)
      for (let b = 0; b < total; b++) {
        if (!back && a === b) continue;
        all++;
        if (ev.test(colourOf[a], colourOf[b])) good++;
      }
    event = ev.words;
    how = back
      ? `放回摸两次，有序结果共 ${im(`${total}\\times ${total}=${all}`)} 种，等可能。`
      : `不放回摸两个球，把球编号后有序结果共 ${im(`${total}\\times ${total - 1}=${all}`)} 种，等可能。`;
    // Check by the multiplication rule on colours.
    const p = (i: number) => Rat.of(counts[i], total);
    const q = (i: number, j: number) => (back ? p(j) : Rat.of(counts[j] - (i === j ? 1 : 0), total - 1));
    let byRule = Rat.ZERO;
    for (let i = 0; i < counts.length; i++)
      for (let j = 0; j < counts.length; j++) if (ev.test(i, j)) byRule = byRule.add(p(i).mul(q(i, j)));
    if (!byRule.eq(Rat.of(good, all))) return null;
  }
  const v = Rat.of(good, all);
  if (good > all) return null;
  return solved(mp, {
    engine: 'statistics:ball-draw',
    idea: '古典概型：所有等可能结果的个数作分母，所求事件包含的结果个数作分子。',
    steps: [how, `${event}的结果有 ${good} 种，${im(`P=\\frac{${good}}{${all}}=${v.toLatex()}`)}。`],
    finalAnswer: im(v.toLatex()),
    verificationNote: '按颜色用乘法公式（第一次的概率乘第二次的条件概率）重算，结果一致。',
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

function readPairEvent(s: string, colours: string[]): { test: (a: number, b: number) => boolean; words: string } | null {
  const c = (name: string) => colours.indexOf(name);
  const both = new RegExp(`^(?:两个|两次|两球|两个球|两次摸到的球)?(?:都|均|全)(?:是|为|摸到)?(${COLOUR})(?:色)?球?$`).exec(s);
  if (both && c(both[1]) >= 0) return { test: (a, b) => a === c(both[1]) && b === c(both[1]), words: `两个都是${both[1]}球` };
  const mixed = new RegExp(
    `^(?:恰好|恰)?(?:摸到|取到|是)?(?:一个|1个)?(${COLOUR})(?:色)?球?(?:[,、，和]|一个|1个)+(${COLOUR})(?:色)?球?$|^一(${COLOUR})一(${COLOUR})$`,
  ).exec(s);
  if (mixed) {
    const [x, y] = [c(mixed[1] ?? mixed[3]), c(mixed[2] ?? mixed[4])];
    if (x < 0 || y < 0 || x === y) return null;
    return { test: (a, b) => (a === x && b === y) || (a === y && b === x), words: '一个是一种颜色、另一个是另一种颜色' };
  }
  if (/^(?:两个球|两球|两次摸到的球)?(?:的)?颜色相同$/.test(s)) return { test: (a, b) => a === b, words: '颜色相同' };
  if (/^(?:两个球|两球|两次摸到的球)?(?:的)?颜色不同$/.test(s)) return { test: (a, b) => a !== b, words: '颜色不同' };
  const least = new RegExp(`^至少(?:有)?一个(?:是)?(${COLOUR})(?:色)?球$`).exec(s);
  if (least && c(least[1]) >= 0) return { test: (a, b) => a === c(least[1]) || b === c(least[1]), words: `至少一个${least[1]}球` };
  return null;
}

function unknownCount(bag: Bag, mp: MathProblem): Out | null {
  const m = new RegExp(
    String.raw`(?:摸出|摸取|取出|摸)(?:一|1)个球(?:[,，])?(?:是|为|摸到|恰好是)(${COLOUR})(?:色)?球的概率(?:是|为)(\d+/\d+|0\.\d+)[,，](?:则|那么)?(${COLOUR})(?:色)?球(?:有|的个数(?:是|为))＿个?$`,
  ).exec(bag.rest);
  if (!m) return null;
  const p = ratOf(m[2]);
  const colour = m[1];
  const askedColour = m[3];
  const iu = bag.counts.indexOf(null);
  if (!p || p.sign() <= 0 || p.cmp(Rat.ONE) >= 0 || bag.colours[iu] !== askedColour) return null;
  if (/\d/.test(bag.rest.replace(m[0], '').replace(/〈球〉/g, ''))) return null;
  const ip = bag.colours.indexOf(colour);
  if (ip < 0) return null;
  const known = (bag.counts as Array<number | null>).reduce<number>((a, c) => a + (c ?? 0), 0);
  // P = c/(known + x) when the colour is known, x/(known + x) when it is the unknown one.
  let x: Rat;
  if (ip === iu) x = p.mul(Rat.of(known)).div(Rat.ONE.sub(p));
  else
    x = Rat.of(bag.counts[ip] as number)
      .div(p)
      .sub(Rat.of(known));
  if (!x.isInteger() || x.sign() <= 0) return null;
  const xn = Number(x.n);
  const total = known + xn;
  const back = Rat.of(ip === iu ? xn : (bag.counts[ip] as number), total);
  if (!back.eq(p)) return null;
  return solved(mp, {
    engine: 'statistics:ball-draw',
    idea: '设未知的球有 x 个，用“该颜色球数 ÷ 球的总数 = 概率”列方程。',
    steps: [
      `设${askedColour}球有 ${im('x')} 个，则球共 ${im(`${known}+x`)} 个。`,
      `${im(`\\frac{${ip === iu ? 'x' : bag.counts[ip]}}{${known}+x}=${p.toLatex()}`)}，解得 ${im(`x=${xn}`)}。`,
    ],
    finalAnswer: im(String(xn)),
    verificationNote: `代回：${im(`\\frac{${ip === iu ? xn : bag.counts[ip]}}{${total}}=${p.toLatex()}`)}，与已知概率相同。`,
    value: { kind: 'numbers', values: [xn] },
  });
}

/**
 * 「依次不放回地摸出 2 个球，在第一次摸到红球的条件下，第二次摸到红球的概率」: after the first ball (of the told
 * colour) is out, the second is one of the balls left; with putting back (放回) the bag is whole again. Checked by
 * P(AB)/P(A) over ordered pairs of balls.
 */
function secondGivenFirst(bag: Bag, mp: MathProblem): Out | null {
  const counts = bag.counts as number[];
  const total = counts.reduce((a, b) => a + b, 0);
  const m = new RegExp(
    `^[^，,]*?[,，](?:现)?(?:从中|从袋中|从盒中)?(?:每次(?:摸|取)(?:出)?一个球[,，])?(?:依次|先后|随机)(不放回|有放回|放回)地?(?:摸出|取出|摸|取)两个球[,，](?:则|那么)?在第一次(?:摸|取)(?:到|出)的?是?(${COLOUR})(?:色)?球的条件下[,，](?:则|那么)?第二次(?:摸|取|也)*(?:到|出)?的?是?(${COLOUR})(?:色)?球的概率(?:是|为)?＿$`,
  ).exec(bag.rest);
  if (!m || /\d/.test(bag.rest.replace(/〈球〉/g, ''))) return null;
  const [first, second] = [bag.colours.indexOf(m[2]), bag.colours.indexOf(m[3])];
  if (first < 0 || second < 0) return null;
  const back = m[1] !== '不放回';
  const left = back ? counts[second] : counts[second] - (first === second ? 1 : 0);
  const from = back ? total : total - 1;
  const v = Rat.of(left, from);
  // by ordered pairs: P(first of colour and second of colour) / P(first of colour)
  const colourOf: number[] = counts.flatMap((c, i) => Array(c).fill(i));
  let a = 0;
  let ab = 0;
  for (let x = 0; x < total; x++)
    for (let y = 0; y < total; y++) {
      if (!back && x === y) continue;
      if (colourOf[x] !== first) continue;
      a++;
      if (colourOf[y] === second) ab++;
    }
  if (a === 0 || !Rat.of(ab, a).eq(v)) return null;
  return solved(mp, {
    engine: 'statistics:ball-draw',
    idea: '条件概率：第一次摸到的球已知，第二次就在剩下的球中等可能地摸。',
    steps: [
      back
        ? `放回后袋中仍是 ${total} 个球，其中${m[3]}球 ${counts[second]} 个。`
        : `第一次摸出一个${m[2]}球后，袋中剩 ${total - 1} 个球，其中${m[3]}球 ${left} 个。`,
      `${im(`P=\\frac{${left}}{${from}}=${v.toLatex()}`)}。`,
    ],
    finalAnswer: im(v.toLatex()),
    verificationNote: `按 ${im('P(B\\mid A)=\\frac{P(AB)}{P(A)}')} 在有序结果中重算：${im(`\\frac{${ab}}{${a}}=${v.toLatex()}`)}。`,
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

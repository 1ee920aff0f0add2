import { pickOption } from '../../math/answers/choice';
import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { examText } from '../counting';
import { decimalLatex } from '../statistics/plain';
import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';
import { adjacentInRow } from './arrangement';
import { binomialFromMoments } from './binomial-moments';
import { binomialNamedAsSim } from './binomial-naming';
import { binomialParameter } from './binomial-param';
import { conditionalFromFormulas } from './conditional';
import { groupsHypergeometric, hypergeometric, independentEvents } from './independent';
import { intervalLength } from './interval-length';
import { namedInRow } from './named-row';
import { normalSymmetry } from './normal';
import { numberDraw } from './number-draw';
import { onlyAndBoth } from './only-both';
import { repeatedTrials } from './repeated';
import { randomSelection } from './selection';
import { systematicSampling } from './systematic';
import { distributionTable } from './table';

/**
 * Probability: the binomial distribution written as X~B(n,p) (P(X=k), P(X≥k), P(X≤k), E(X), D(X)), and
 * classical probability with dice (sum of the points of two or three dice) and coins (exactly / at least
 * k heads), counted by listing every equally likely outcome; formulas are checked against the listing.
 */
export const probabilityEngine: Engine = {
  name: 'probability',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const text = binomialNamedAsSim(examText(q.stem));
      const mp = stemProblem(q);
      const sampled = systematicSampling(q.stem, q.options, mp);
      if (sampled) return sampled;
      const out =
        normalSymmetry(q.stem, mp) ??
        intervalLength(q.stem, mp) ??
        distributionTable(q.stem, mp) ??
        binomialDist(text, mp) ??
        binomialParameter(text, mp) ??
        binomialFromMoments(text, mp) ??
        conditionalFromFormulas(text, mp) ??
        dice(text, mp) ??
        coins(text, mp) ??
        sameChoice(text, mp) ??
        independentEvents(text, mp) ??
        onlyAndBoth(text, mp) ??
        hypergeometric(text, mp) ??
        groupsHypergeometric(text, mp) ??
        repeatedTrials(text, mp) ??
        adjacentInRow(text, mp) ??
        namedInRow(text, mp) ??
        randomSelection(text, mp) ??
        numberDraw(text, mp);
      if (!out) return null;
      if (q.options.length && out.outcome.ok) {
        const picked = pickOption(out, { stem: q.stem, options: q.options });
        return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
      }
      return out.outcome.ok ? { outcome: out.outcome, value: out.value } : { outcome: out.outcome };
    } catch {
      return null;
    }
  },
};

function binom(n: number, r: number): Rat {
  let v = 1n;
  for (let i = 0; i < r; i++) v = (v * BigInt(n - i)) / BigInt(i + 1);
  return Rat.of(v);
}

type Out = ReturnType<typeof solved>;

const BINOM_PROSE = /已知|设|随机变量|服从|二项分布|若|且|则|求|的|值|为|是|等于|期望|数学期望|方差|和|及|，|,|。|\.|\s|[:：()（）]/g;

function binomialDist(text: string, mp: MathProblem): Out | null {
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.replace(/\s+/g, ''));
    return ' ';
  });
  const spec = segs.map((s) => /^([A-Zξη]|\\xi|\\eta)(?:\\sim|~)B\(([^,]+),([^)]+)\)$/.exec(s)).find(Boolean);
  if (!spec) return null;
  if (prose.replace(BINOM_PROSE, '').trim() !== '') return null;
  const X = spec[1];
  const n = Number(spec[2]);
  const pNode = parseRat(spec[3]);
  const p = pNode && evalRat(pNode, () => null);
  if (!Number.isInteger(n) || n < 1 || n > 200 || !p || p.sign() < 0 || p.cmp(Rat.ONE) > 0) return null;
  const q = Rat.ONE.sub(p);
  const others = segs.filter((s) => s && s !== spec[0]);
  const esc = X.replace(/\\/g, '\\\\');
  const pmf = (k: number) =>
    binom(n, k)
      .mul(p.pow(k))
      .mul(q.pow(n - k));
  const asks: Array<{ tex: string; value: Rat; show: string; shown?: string }> = [];
  for (const s of others) {
    const t = s.replace(/=$/, '');
    const m = new RegExp(`^P\\(${esc}(=|\\\\geq?|\\\\leq?|\\\\geqslant|\\\\leqslant|>|<)(\\d+)\\)$`).exec(t);
    if (m) {
      const k = Number(m[2]);
      if (k > n) return null;
      const op = m[1];
      const ks = Array.from({ length: n + 1 }, (_, i) => i).filter((i) =>
        op === '=' ? i === k : op === '>' ? i > k : op === '<' ? i < k : op.includes('g') ? i >= k : i <= k,
      );
      const v = ks.reduce((a, i) => a.add(pmf(i)), Rat.ZERO);
      const terms = ks.map((i) => `C_{${n}}^{${i}}\\left(${p.toLatex()}\\right)^{${i}}\\left(${q.toLatex()}\\right)^{${n - i}}`);
      asks.push({ tex: t, value: v, show: `${t}=${terms.length > 4 ? `\\sum` : terms.join('+')}=${v.toLatex()}` });
      continue;
    }
    if (new RegExp(`^(?:E\\(${esc}\\)|E${esc})$`).test(t)) {
      const v = p.mul(Rat.of(n));
      asks.push({ tex: t, value: v, show: `${t}=np=${n}\\times ${p.toLatex()}=${v.toLatex()}` });
      continue;
    }
    // 「D(2X+1)」「E(3X-2)」: the linear rule E(aX+b)=aE(X)+b, D(aX+b)=a²D(X) on the binomial moments
    const lin = new RegExp(`^([ED])\\((-?\\d*)${esc}([+-]\\d+)?\\)$`).exec(t);
    if (lin && (lin[2] !== '' || lin[3])) {
      const a = lin[2] === '' ? Rat.ONE : lin[2] === '-' ? Rat.ONE.neg() : Rat.of(Number(lin[2]));
      const b = lin[3] ? Rat.of(Number(lin[3])) : Rat.ZERO;
      if (a.isZero()) return null;
      const e = p.mul(Rat.of(n));
      const d = p.mul(q).mul(Rat.of(n));
      const v = lin[1] === 'E' ? a.mul(e).add(b) : a.mul(a).mul(d);
      // Check: the moments of Y = aX+b straight from the distribution table
      let ey = Rat.ZERO;
      let ey2 = Rat.ZERO;
      for (let k = 0; k <= n; k++) {
        const y = a.mul(Rat.of(k)).add(b);
        ey = ey.add(pmf(k).mul(y));
        ey2 = ey2.add(pmf(k).mul(y).mul(y));
      }
      if (!(lin[1] === 'E' ? ey : ey2.sub(ey.mul(ey))).eq(v)) return null;
      const show =
        lin[1] === 'E'
          ? `E(${X})=np=${e.toLatex()},\\quad ${t}=${a.toLatex()}E(${X})${b.sign() < 0 ? '' : '+'}${b.toLatex()}=${v.toLatex()}`
          : `D(${X})=np(1-p)=${d.toLatex()},\\quad ${t}=${a.mul(a).toLatex()}D(${X})=${v.toLatex()}`;
      // p printed as a decimal (0.3): the answer as the paper would print it, 8.4 rather than 42/5
      asks.push({ tex: t, value: v, show, shown: spec[3].includes('.') ? decimalLatex(v) : undefined });
      continue;
    }
    if (new RegExp(`^(?:D\\(${esc}\\)|D${esc})$`).test(t)) {
      const v = p.mul(q).mul(Rat.of(n));
      asks.push({ tex: t, value: v, show: `${t}=np(1-p)=${n}\\times ${p.toLatex()}\\times ${q.toLatex()}=${v.toLatex()}` });
      continue;
    }
    return null;
  }
  if (asks.length === 0) return null;
  // Check: the probabilities add up to 1, and E, D from the table agree with np, np(1−p).
  let sum = Rat.ZERO;
  let e = Rat.ZERO;
  let e2 = Rat.ZERO;
  for (let k = 0; k <= n; k++) {
    const pk = pmf(k);
    sum = sum.add(pk);
    e = e.add(pk.mul(Rat.of(k)));
    e2 = e2.add(pk.mul(Rat.of(k * k)));
  }
  if (!sum.isOne() || !e.eq(p.mul(Rat.of(n))) || !e2.sub(e.mul(e)).eq(p.mul(q).mul(Rat.of(n)))) return null;
  return solved(mp, {
    engine: 'probability:binomial',
    idea: `${im(`${X}\\sim B(${n},${p.toLatex()})`)}，用 ${im(`P(${X}=k)=C_{${n}}^{k}p^k(1-p)^{${n}-k}`)}，${im(`E(${X})=np`)}，${im(`D(${X})=np(1-p)`)}。`,
    steps: asks.map((a) => im(a.show)),
    finalAnswer: asks.map((a) => `$${a.tex}=${a.shown ?? a.value.toLatex()}$`).join('，'),
    verificationNote: `逐一算出分布列 ${im(`P(${X}=k),k=0,1,\\dots,${n}`)}：各概率之和为 1，由分布列直接算出的期望与方差也与公式结果一致。`,
    value: { kind: 'numbers', values: asks.map((a) => a.value.toNumber()) },
  });
}

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const numOf = (s: string): number => CN[s] ?? Number(s);

const DICE_PROSE =
  /(?:[甲乙丙]、)+[甲乙丙](?:[两二三]人)?各|[两二三]人的?|所得的?|同时|先后|连续|抛掷|投掷|掷|枚|颗|个|质地均匀的|均匀的|正方体|骰子|次|一枚|一颗|向上的|朝上的|点数|之和|的和|和|为|是|等于|大于|小于|不小于|不大于|至少|至多|的|倍数|概率|则|求|出现|，|,|。|\.|\s|\d|[一两二三四五六]|[()（）]/g;

function dice(text: string, mp: MathProblem): Out | null {
  if (!/骰子/.test(text) || !/点数(?:之和|的和|和)/.test(text) || !/概率/.test(text)) return null;
  const plain = text.replace(/\$\s*(\d+)\s*\$/g, '$1');
  if (/\$/.test(plain)) return null;
  if (plain.replace(DICE_PROSE, '').trim() !== '') return null;
  const counts = [...plain.matchAll(/([一两二三2-3])\s*(?:枚|颗|个|次)/g)].map((x) => numOf(x[1])).filter((x) => x > 1);
  // 「甲、乙两人各掷一枚」: one die for each person named (a told head count must agree)
  const people = /((?:[甲乙丙]、)+[甲乙丙])\s*(?:([两二三])人)?\s*各\s*(?:抛掷|投掷|掷)\s*一\s*(?:枚|颗|次)/.exec(plain);
  if (people) {
    const n = people[1].split('、').length;
    if (counts.length || (people[2] && numOf(people[2]) !== n)) return null;
    counts.push(n);
  }
  if (counts.length !== 1) return null;
  const m = counts[0];
  const cond = /点数(?:之和|的和|和)\s*(?:为|是|等于)?\s*(大于|小于|不小于|不大于|至少为?|至多为?|等于|为|是)?\s*(\d+)\s*(的倍数)?/.exec(
    plain,
  );
  if (!cond) return null;
  const k = Number(cond[2]);
  const rel = cond[3] ? 'mult' : (cond[1] ?? '为');
  const test = (s: number): boolean => {
    if (rel === 'mult') return k > 0 && s % k === 0;
    if (rel === '大于') return s > k;
    if (rel === '小于') return s < k;
    if (rel === '不小于' || rel.startsWith('至少')) return s >= k;
    if (rel === '不大于' || rel.startsWith('至多')) return s <= k;
    return s === k;
  };
  // Exactly one condition on the sum.
  if ((plain.match(/点数/g) ?? []).length !== 1) return null;
  const total = 6 ** m;
  const good: number[][] = [];
  const rec = (acc: number[]) => {
    if (acc.length === m) {
      if (test(acc.reduce((a, b) => a + b, 0))) good.push(acc);
      return;
    }
    for (let f = 1; f <= 6; f++) rec([...acc, f]);
  };
  rec([]);
  const v = Rat.of(good.length, total);
  const relTex = rel === 'mult' ? `是 ${k} 的倍数` : `${rel === '为' ? '等于' : rel} ${k}`;
  const list = good.length <= 12 ? good.map((g) => `(${g.join(',')})`).join(',') : `共 ${good.length} 个`;
  // Independent check: count by the number of ways to reach each sum (convolution).
  let ways: number[] = [1];
  for (let i = 0; i < m; i++) {
    const next = new Array(ways.length + 6).fill(0);
    ways.forEach((w, s) => {
      for (let f = 1; f <= 6; f++) next[s + f] += w;
    });
    ways = next;
  }
  const byConv = ways.reduce((a, w, s) => a + (test(s) ? w : 0), 0);
  if (byConv !== good.length) return null;
  return solved(mp, {
    engine: 'probability:classical',
    idea: '古典概型：列出所有等可能的基本事件，数出所求事件包含的基本事件个数。',
    steps: [
      `掷 ${m} 枚骰子，每枚有 6 种结果，基本事件共 ${im(`6^{${m}}=${total}`)} 个，且等可能。`,
      `点数之和${relTex} 的基本事件：${good.length <= 12 ? im(list) : list}，共 ${good.length} 个。`,
      `所以 ${im(`P=\\frac{${good.length}}{${total}}=${v.toLatex()}`)}。`,
    ],
    finalAnswer: `$${v.toLatex()}$`,
    verificationNote: '按点数和的分布逐个相加重新计数，个数一致。',
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

const COIN_PROSE =
  /将|同时|先后|连续|抛掷|投掷|抛|掷|枚|次|质地均匀的|均匀的|硬币|一枚|恰有|恰好|恰|至少|至多|有|正面|反面|向上|朝上|出现|的|概率|为|是|则|求|，|,|。|\.|\s|\d|[一两二三四五六]|[()（）]/g;

function coins(text: string, mp: MathProblem): Out | null {
  if (!/硬币/.test(text) || !/概率/.test(text)) return null;
  const plain = text.replace(/\$\s*(\d+)\s*\$/g, '$1');
  if (/\$/.test(plain) || plain.replace(COIN_PROSE, '').trim() !== '') return null;
  // n coins tossed once and one coin tossed n times are the same n fair tosses; 「一枚硬币抛 4 次」 is four
  const pieces = /([一两二三四五六1-6])\s*枚[^，,。]*?硬币/.exec(plain);
  const times = /硬币[^，,。]*?([一两二三四五六1-6])\s*次/.exec(plain);
  if (!pieces && !times) return null;
  const coinCount = pieces ? numOf(pieces[1]) : 1;
  const tossCount = times ? numOf(times[1]) : 1;
  if (coinCount > 1 && tossCount > 1) return null;
  const all = [...plain.matchAll(/([一两二三四五六0-9])\s*(?:枚|次)/g)];
  if (all.length !== (pieces ? 1 : 0) + (times ? 1 : 0) + 1) return null;
  const n = coinCount * tossCount;
  if (n < 2) return null;
  const cond = /(恰有|恰好有?|恰|至少有?|至多有?)\s*(?:出现)?\s*([一两二三四五六0-6])\s*(?:枚|次)\s*(?:是)?\s*(正面|反面)/.exec(plain);
  if (!cond) return null;
  const k = numOf(cond[2]);
  if (k > n) return null;
  const rel = cond[1].startsWith('至少') ? '>=' : cond[1].startsWith('至多') ? '<=' : '=';
  let good = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let c = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) c++;
    if (rel === '=' ? c === k : rel === '>=' ? c >= k : c <= k) good++;
  }
  let byFormula = 0;
  for (let c = 0; c <= n; c++) if (rel === '=' ? c === k : rel === '>=' ? c >= k : c <= k) byFormula += Number(binom(n, c).n);
  if (byFormula !== good) return null;
  const total = 2 ** n;
  const v = Rat.of(good, total);
  const face = cond[3];
  return solved(mp, {
    engine: 'probability:classical',
    idea: '古典概型：每枚硬币正、反面等可能，列举（或用组合数计数）所有基本事件。',
    steps: [
      `基本事件共 ${im(`2^{${n}}=${total}`)} 个，且等可能。`,
      `${cond[1]}${k}${tossCount > 1 ? '次' : '枚'}${face}的基本事件个数：${im(
        Array.from({ length: n + 1 }, (_, c) => c)
          .filter((c) => (rel === '=' ? c === k : rel === '>=' ? c >= k : c <= k))
          .map((c) => `C_{${n}}^{${c}}`)
          .join('+'),
      )}${im(`=${good}`)}。`,
      `所以 ${im(`P=\\frac{${good}}{${total}}${v.d === BigInt(total) ? '' : `=${v.toLatex()}`}`)}。`,
    ],
    finalAnswer: `$${v.toLatex()}$`,
    verificationNote: `逐一列举全部 ${total} 种结果重新计数，个数一致。`,
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

/**
 * Two people each choose one of k equally likely options independently (兴趣小组, 颜色, 景点 …):
 * P(same) = k/k², P(different) = (k²−k)/k², counted over the k² ordered pairs.
 */
function sameChoice(text: string, mp: MathProblem): Out | null {
  const plain = text.replace(/\$\s*(\d+)\s*\$/g, '$1').replace(/\s+/g, '');
  if (/\$/.test(plain) || !/概率/.test(plain) || !/各自/.test(plain)) return null;
  if (!/等可能|可能性相同|可能性相等|机会均等/.test(plain)) return null;
  if (!/^(?:\d+\.)?(?:有[^，,。]*[，,])?(?:甲、乙两|甲、乙|两)(?:名|位|个|人)?[^丙]*$/.test(plain)) return null;
  const ks = [...plain.matchAll(/(\d+|[二三四五六七八九十])(?:种|个|项|处)/g)].map((m) => numOf2(m[1])).filter((x) => x > 1);
  if (new Set(ks).size !== 1) return null;
  const k = ks[0];
  if (k > 20) return null;
  const same = /(?:相同|同一)[^，,。]*(?:的)?概率/.test(plain);
  const diff = /(?:不同|不相同|不在同一)[^，,。]*(?:的)?概率/.test(plain);
  if (same === diff) return null;
  let good = 0;
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) if ((i === j) === same) good++;
  const total = k * k;
  const v = Rat.of(good, total);
  if (!v.eq(same ? Rat.of(1, k) : Rat.of(k - 1, k))) return null;
  return solved(mp, {
    engine: 'probability:classical',
    idea: '古典概型：两人各自选择，所有等可能的选法共 k×k 种。',
    steps: [
      `两人各从 ${k} 个中选 1 个，基本事件（有序对）共 ${im(`${k}\\times ${k}=${total}`)} 个，且等可能。`,
      same ? `选得相同的基本事件有 ${im(`${k}`)} 个。` : `选得不同的基本事件有 ${im(`${total}-${k}=${good}`)} 个。`,
      `所以 ${im(`P=\\frac{${good}}{${total}}=${v.toLatex()}`)}。`,
    ],
    finalAnswer: `$${v.toLatex()}$`,
    verificationNote: `逐一列出全部 ${total} 个有序对重新计数，个数一致。`,
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

function numOf2(s: string): number {
  const m: Record<string, number> = { 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
  return m[s] ?? Number(s);
}

import type { Node } from '../../math/expression/ast';
import type { ExactInterval } from '../../math/equations/intervals';

/**
 * The integers of an answer set with exact ends (「整数 a 的最大值 / 最小值 / 个数」). An end is placed against the
 * integers by its float only when it stays clear of every integer by a wide margin (the float of an exact expression
 * in e, ln and surds is off by far less); an end that is itself an integer must be written as one, and then its
 * bracket decides. Anything closer to an integer than the margin, without being one, is undecided (null).
 */

const MARGIN = 1e-6;

/** The integer an exact end equals, or null when it is not written as an integer. */
function integerEnd(n: Node): number | null {
  if (n.k === 'num' && n.v.isInteger()) return n.v.toNumber();
  if (n.k === 'neg' && n.arg.k === 'num' && n.arg.v.isInteger()) return -n.arg.v.toNumber();
  return null;
}

/** The smallest (lower end) or largest (upper end) integer on the inner side of an end; undefined when undecided. */
function innerInteger(end: { node: Node; approx: number }, closed: boolean, lower: boolean): number | undefined {
  const v = end.approx;
  if (!Number.isFinite(v) || Math.abs(v) > 1e6) return undefined;
  const k = integerEnd(end.node);
  if (k !== null) {
    if (Math.abs(k - v) > MARGIN) return undefined;
    return closed ? k : lower ? k + 1 : k - 1;
  }
  if (Math.abs(v - Math.round(v)) <= MARGIN) return undefined;
  return lower ? Math.ceil(v) : Math.floor(v);
}

/** Each interval's integers as [smallest, largest] (±∞ when unbounded), the empty ones left out; null when undecided. */
export function integerRuns(set: ExactInterval[], positive: boolean): Array<[number, number]> | null {
  const out: Array<[number, number]> = [];
  for (const i of set) {
    let lo = i.lo ? innerInteger(i.lo, i.loClosed, true) : -Infinity;
    const hi = i.hi ? innerInteger(i.hi, i.hiClosed, false) : Infinity;
    if (lo === undefined || hi === undefined) return null;
    if (positive) lo = Math.max(lo, 1);
    if (lo <= hi) out.push([lo, hi]);
  }
  return out;
}

export type IntegerAsk = 'max' | 'min' | 'count';

/** The integer asked, or a reason in Chinese why there is none. */
export function integerAnswer(runs: Array<[number, number]>, ask: IntegerAsk): number | string {
  if (!runs.length) return '取值范围内没有符合要求的整数';
  if (ask === 'max') {
    const v = runs[runs.length - 1][1];
    return Number.isFinite(v) ? v : '取值范围向右无界，没有最大的整数';
  }
  if (ask === 'min') {
    const v = runs[0][0];
    return Number.isFinite(v) ? v : '取值范围向左无界，没有最小的整数';
  }
  if (runs.some(([u, w]) => !Number.isFinite(u) || !Number.isFinite(w))) return '取值范围无界，其中有无穷多个整数';
  return runs.reduce((s, [u, w]) => s + w - u + 1, 0);
}

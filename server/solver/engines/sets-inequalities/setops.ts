import { num } from '../../math/expression/ast';
import { type Endpoint, type ExactInterval, intersect, mergeSorted } from '../../math/equations/intervals';
import { toLatex } from '../../math/write/latex';
import { Rat } from '../../math/expression/rational';

/** Sets of real numbers as sorted, disjoint intervals (a single element a is [a, a]). */
export type RealSet = ExactInterval[];

const same = (a: Endpoint, b: Endpoint) => Math.abs(a.approx - b.approx) <= 1e-12 * Math.max(1, Math.abs(a.approx));

function nonEmpty(i: ExactInterval): boolean {
  if (!i.lo || !i.hi) return true;
  if (same(i.lo, i.hi)) return i.loClosed && i.hiClosed;
  return i.lo.approx < i.hi.approx;
}

export function complement(s: RealSet): RealSet {
  const out: ExactInterval[] = [];
  let cur: { ep: Endpoint; closed: boolean } | 'start' | 'end' = 'start';
  for (const i of s) {
    if (cur === 'end') break;
    if (i.lo) {
      const gap: ExactInterval =
        cur === 'start'
          ? { lo: null, loClosed: false, hi: i.lo, hiClosed: !i.loClosed }
          : { lo: cur.ep, loClosed: !cur.closed, hi: i.lo, hiClosed: !i.loClosed };
      if (nonEmpty(gap)) out.push(gap);
    }
    cur = i.hi ? { ep: i.hi, closed: i.hiClosed } : 'end';
  }
  if (cur === 'start') return [{ lo: null, hi: null, loClosed: false, hiClosed: false }];
  if (cur !== 'end') out.push({ lo: cur.ep, loClosed: !cur.closed, hi: null, hiClosed: false });
  return out;
}

export function union(a: RealSet, b: RealSet): RealSet {
  return complement(intersect(complement(a), complement(b)));
}

export { intersect };

export const REALS: RealSet = [{ lo: null, hi: null, loClosed: false, hiClosed: false }];

export function points(values: Rat[]): RealSet {
  const sorted = [...values].sort((x, y) => x.cmp(y));
  const out: ExactInterval[] = [];
  for (const v of sorted) {
    if (out.length && out[out.length - 1].lo!.approx === v.toNumber()) continue;
    const ep = { node: num(v), approx: v.toNumber() };
    out.push({ lo: ep, hi: ep, loClosed: true, hiClosed: true });
  }
  return mergeSorted(out);
}

export function isFiniteSet(s: RealSet): boolean {
  return s.every((i) => i.lo && i.hi && same(i.lo, i.hi));
}

/** The integers of a bounded set (null when unbounded or too many). */
export function integersIn(s: RealSet, natural: 'Z' | 'N' | 'N*'): Rat[] | null {
  const out: Rat[] = [];
  for (const i of s) {
    let lo = i.lo ? Math.ceil(i.lo.approx - 1e-9) : null;
    const hi = i.hi ? Math.floor(i.hi.approx + 1e-9) : null;
    const min = natural === 'Z' ? null : natural === 'N' ? 0 : 1;
    if (min !== null && (lo === null || lo < min)) lo = min;
    if (lo === null || hi === null) return null;
    if (hi - lo > 200) return null;
    for (let k = lo; k <= hi; k++) if (contains1(i, k)) out.push(Rat.of(k));
  }
  return out;
}

function contains1(i: ExactInterval, x: number): boolean {
  const eps = 1e-9 * Math.max(1, Math.abs(x));
  const aboveLo = !i.lo || x > i.lo.approx + eps || (i.loClosed && Math.abs(x - i.lo.approx) <= eps);
  const belowHi = !i.hi || x < i.hi.approx - eps || (i.hiClosed && Math.abs(x - i.hi.approx) <= eps);
  return aboveLo && belowHi;
}

export function member(s: RealSet, x: number): boolean {
  return s.some((i) => contains1(i, x));
}

/** {x | 2<x<3}, {x | x<1 或 x≥2}, {1, 2}, ∅, R. */
export function builderLatex(s: RealSet, v = 'x'): string {
  if (!s.length) return '\\varnothing';
  if (s.length === 1 && !s[0].lo && !s[0].hi) return '\\mathbb{R}';
  if (isFiniteSet(s)) return `\\{${s.map((i) => toLatex(i.lo!.node)).join(',')}\\}`;
  const piece = (i: ExactInterval): string => {
    if (i.lo && i.hi && same(i.lo, i.hi)) return `${v}=${toLatex(i.lo.node)}`;
    const lo = i.lo ? `${toLatex(i.lo.node)}${i.loClosed ? '\\le ' : '<'}` : '';
    const hi = i.hi ? `${i.hiClosed ? '\\le ' : '<'}${toLatex(i.hi.node)}` : '';
    if (!i.lo) return `${v}${hi}`;
    if (!i.hi) return `${v}${i.loClosed ? '\\ge ' : '>'}${toLatex(i.lo.node)}`;
    return `${lo}${v}${hi}`;
  };
  return `\\{${v} \\mid ${s.map(piece).join('\\text{ 或 }')}\\}`;
}

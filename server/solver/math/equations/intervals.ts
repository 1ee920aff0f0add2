import type { Node } from '../expression/ast';
import { toLatex } from '../write/latex';
import type { Interval } from '../expression/types';

export interface Endpoint {
  node: Node;
  approx: number;
}

/** An interval with exact endpoints; null endpoints mean ∓∞. A point is [a, a]. */
export interface ExactInterval {
  lo: Endpoint | null;
  hi: Endpoint | null;
  loClosed: boolean;
  hiClosed: boolean;
}

const same = (a: Endpoint, b: Endpoint) => Math.abs(a.approx - b.approx) <= 1e-12 * Math.max(1, Math.abs(a.approx));

export function toNumeric(set: ExactInterval[]): Interval[] {
  return set.map((i) => ({
    lo: i.lo ? i.lo.approx : Number.NEGATIVE_INFINITY,
    hi: i.hi ? i.hi.approx : Number.POSITIVE_INFINITY,
    loClosed: i.loClosed,
    hiClosed: i.hiClosed,
  }));
}

export function intervalLatex(i: ExactInterval): string {
  if (i.lo && i.hi && same(i.lo, i.hi)) return `\\{${toLatex(i.lo.node)}\\}`;
  const lo = i.lo ? toLatex(i.lo.node) : '-\\infty';
  const hi = i.hi ? toLatex(i.hi.node) : '+\\infty';
  return `${i.loClosed ? '[' : '('}${lo}, ${hi}${i.hiClosed ? ']' : ')'}`;
}

export function setLatex(set: ExactInterval[]): string {
  if (!set.length) return '\\varnothing';
  if (set.length === 1 && !set[0].lo && !set[0].hi) return '\\mathbb{R}';
  return set.map(intervalLatex).join(' \\cup ');
}

export function contains(set: Interval[], x: number): boolean {
  return set.some((i) => (x > i.lo || (i.loClosed && x === i.lo)) && (x < i.hi || (i.hiClosed && x === i.hi)));
}

/** Joins pieces that touch ((1,2) ∪ {2} ∪ (2,3) = (1,3)); input sorted by lower end. */
export function mergeSorted(pieces: ExactInterval[]): ExactInterval[] {
  const out: ExactInterval[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (last?.hi && p.lo && same(last.hi, p.lo) && (last.hiClosed || p.loClosed)) {
      out[out.length - 1] = { lo: last.lo, loClosed: last.loClosed, hi: p.hi, hiClosed: p.hiClosed };
    } else out.push({ ...p });
  }
  return out;
}

function maxLo(a: ExactInterval, b: ExactInterval): [Endpoint | null, boolean] {
  if (!a.lo) return [b.lo, b.loClosed];
  if (!b.lo) return [a.lo, a.loClosed];
  if (same(a.lo, b.lo)) return [a.lo, a.loClosed && b.loClosed];
  return a.lo.approx > b.lo.approx ? [a.lo, a.loClosed] : [b.lo, b.loClosed];
}

function minHi(a: ExactInterval, b: ExactInterval): [Endpoint | null, boolean] {
  if (!a.hi) return [b.hi, b.hiClosed];
  if (!b.hi) return [a.hi, a.hiClosed];
  if (same(a.hi, b.hi)) return [a.hi, a.hiClosed && b.hiClosed];
  return a.hi.approx < b.hi.approx ? [a.hi, a.hiClosed] : [b.hi, b.hiClosed];
}

export function intersect(a: ExactInterval[], b: ExactInterval[]): ExactInterval[] {
  const out: ExactInterval[] = [];
  for (const x of a) {
    for (const y of b) {
      const [lo, loClosed] = maxLo(x, y);
      const [hi, hiClosed] = minHi(x, y);
      if (lo && hi) {
        if (lo.approx > hi.approx && !same(lo, hi)) continue;
        if (same(lo, hi) && !(loClosed && hiClosed)) continue;
      }
      out.push({ lo, hi, loClosed, hiClosed });
    }
  }
  return mergeSorted(out.sort((p, q) => (p.lo?.approx ?? Number.NEGATIVE_INFINITY) - (q.lo?.approx ?? Number.NEGATIVE_INFINITY)));
}

/**
 * Numeric facts about one real function of x, each found on two different sample grids that must agree:
 * whether two expressions agree at every sample (an identity such as f(−x) = f(x)), the largest or
 * smallest value on a closed window, the zeros on an interval, the points where a derivative changes sign.
 * A value that falls between "clearly equal" and "clearly different" makes the answer 'unsure', never a guess.
 */
import { type Fn1, rng, scanRoots } from '../math/compute/numeric';
import type { Interval } from '../math/expression/types';

export type Unsure = 'unsure';

const EQUAL = 1e-9;
const DIFFERENT = 1e-6;
/** Rounding in computing an ordinary value stays below this; a tiny value above it (f(0.001) = −1.7·10⁻¹⁰) is no 0. */
const ROUNDING = 1e-12;

/** 'same', 'different' or 'unsure' for two values (undefined values are the same only as each other). */
export function compareValues(a: number, b: number): 'same' | 'different' | Unsure {
  const fa = Number.isFinite(a);
  const fb = Number.isFinite(b);
  if (!fa || !fb) return fa === fb ? 'same' : 'different';
  const d = Math.abs(a - b);
  if (d <= EQUAL * Math.max(Math.abs(a), Math.abs(b)) || d <= ROUNDING) return 'same';
  return d > DIFFERENT * Math.max(1, Math.abs(a), Math.abs(b)) ? 'different' : 'unsure';
}

/**
 * Whether left(t) = right(t) at 600 spread points of [−20, 20] (both undefined counts as equal): true,
 * a point t where they clearly differ, or 'unsure'. Fewer than 100 points where both are defined is 'unsure'.
 */
export function identity(left: Fn1, right: Fn1): true | { at: number } | Unsure {
  const rand = rng(7919);
  let defined = 0;
  let unsure = false;
  for (let i = 0; i < 600; i++) {
    const t = -20 + 40 * rand();
    const [a, b] = [left(t), right(t)];
    const c = compareValues(a, b);
    if (c === 'different') return { at: t };
    if (c === 'unsure') unsure = true;
    if (Number.isFinite(a) && Number.isFinite(b)) defined++;
  }
  return unsure || defined < 100 ? 'unsure' : true;
}

/** n + 1 points from lo to hi, the ends left out where the interval is open. */
export function grid(w: Interval, n: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i <= n; i++) {
    if ((i === 0 && !w.loClosed) || (i === n && !w.hiClosed)) continue;
    xs.push(w.lo + ((w.hi - w.lo) * i) / n);
  }
  return xs;
}

function refineMax(f: Fn1, a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [a, b];
  for (let i = 0; i < 100; i++) {
    const x1 = hi - g * (hi - lo);
    const x2 = lo + g * (hi - lo);
    if (f(x1) > f(x2)) hi = x2;
    else lo = x1;
  }
  return (lo + hi) / 2;
}

function largestOn(f: Fn1, w: Interval, n: number): { value: number; at: number } | Unsure {
  const xs = grid(w, n);
  const ys = xs.map(f);
  if (!ys.every(Number.isFinite)) return 'unsure';
  let best = 0;
  for (let i = 1; i < ys.length; i++) if (ys[i] > ys[best]) best = i;
  // the largest value next to an open end may only be approached, not reached
  if ((best === 0 && !w.loClosed) || (best === xs.length - 1 && !w.hiClosed)) return 'unsure';
  const a = xs[Math.max(0, best - 1)];
  const b = xs[Math.min(xs.length - 1, best + 1)];
  const x = refineMax(f, a, b);
  const y = f(x);
  return Number.isFinite(y) && y > ys[best] ? { value: y, at: x } : { value: ys[best], at: xs[best] };
}

/** The largest value of f on a bounded window, found on two grids that must agree; 'unsure' otherwise. */
export function maximumOn(f: Fn1, w: Interval): { value: number; at: number } | Unsure {
  if (!Number.isFinite(w.lo) || !Number.isFinite(w.hi)) return 'unsure';
  const a = largestOn(f, w, 4000);
  const b = largestOn(f, w, 2999);
  if (a === 'unsure' || b === 'unsure') return 'unsure';
  return compareValues(a.value, b.value) === 'same' ? a : 'unsure';
}

function minAbs(f: Fn1, a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [a, b];
  for (let i = 0; i < 100; i++) {
    const x1 = hi - g * (hi - lo);
    const x2 = lo + g * (hi - lo);
    if (Math.abs(f(x1)) < Math.abs(f(x2))) hi = x2;
    else lo = x1;
  }
  return (lo + hi) / 2;
}

function zerosOn(f: Fn1, w: Interval, n: number): number[] | Unsure {
  const xs = grid({ ...w, loClosed: true, hiClosed: true }, n);
  const inside = (r: number) =>
    (r > w.lo + 1e-9 || (w.loClosed && r > w.lo - 1e-9)) && (r < w.hi - 1e-9 || (w.hiClosed && r < w.hi + 1e-9));
  const found = scanRoots(f, xs);
  for (const end of [w.lo, w.hi]) {
    const y = Math.abs(f(end));
    if (y < 1e-12 && !found.some((r) => Math.abs(r - end) < 1e-7)) found.push(end);
    else if (y >= 1e-12 && y < 1e-6) return 'unsure';
  }
  // zeros all along a piece: not a finite count
  if (found.length > 60) return 'unsure';
  const ys = xs.map(f);
  const scale = Math.max(1, ...ys.filter(Number.isFinite).map(Math.abs));
  for (let i = 1; i + 1 < xs.length; i++) {
    const [a, m, b] = [ys[i - 1], ys[i], ys[i + 1]];
    if (![a, m, b].every(Number.isFinite) || m === 0) continue;
    if (Math.sign(a) !== Math.sign(m) || Math.sign(b) !== Math.sign(m)) continue;
    if (Math.abs(m) > Math.abs(a) || Math.abs(m) > Math.abs(b)) continue;
    // f comes close to 0 without changing sign: a zero touched there, or clearly none
    const r = minAbs(f, xs[i - 1], xs[i + 1]);
    const least = Math.abs(f(r));
    const touched = found.some((z) => Math.abs(z - r) < 1e-6);
    if (least < 1e-10 ? !touched : least < 1e-6 * scale) return 'unsure';
  }
  // a zero just beyond an open end, or just inside it, cannot be told apart numerically
  for (const r of found) if (!inside(r) && Math.abs(r - w.lo) > 1e-7 && Math.abs(r - w.hi) > 1e-7) return 'unsure';
  return found.filter(inside).sort((a, b) => a - b);
}

/** The zeros of f on a bounded interval (ends included only where closed), the same on two grids; 'unsure' otherwise. */
export function zerosIn(f: Fn1, w: Interval): number[] | Unsure {
  if (!Number.isFinite(w.lo) || !Number.isFinite(w.hi)) return 'unsure';
  const a = zerosOn(f, w, 4000);
  const b = zerosOn(f, w, 2999);
  if (a === 'unsure' || b === 'unsure' || a.length !== b.length) return 'unsure';
  return a.every((r, i) => Math.abs(r - b[i]) < 1e-6) ? a : 'unsure';
}

/**
 * The points of an open window where the derivative d changes sign (the extreme points of f), each with
 * whether f has a maximum there; 'unsure' when a zero of d cannot be classified.
 */
export function signChanges(d: Fn1, w: Interval): Array<{ at: number; max: boolean }> | Unsure {
  const zs = zerosIn(d, { ...w, loClosed: false, hiClosed: false });
  if (zs === 'unsure') return 'unsure';
  const out: Array<{ at: number; max: boolean }> = [];
  const span = w.hi - w.lo;
  for (const z of zs) {
    const h = Math.min(1e-4 * Math.max(1, span), (z - w.lo) / 2, (w.hi - z) / 2);
    const [l, r] = [d(z - h), d(z + h)];
    if (!Number.isFinite(l) || !Number.isFinite(r) || Math.abs(l) < 1e-12 || Math.abs(r) < 1e-12) return 'unsure';
    if (Math.sign(l) !== Math.sign(r)) out.push({ at: z, max: l > 0 });
  }
  return out;
}

/**
 * Decides a statement about one given function f(x) (read by function-claims): true or false with the
 * reason, or 'unsure'. Symmetries and periods are identities checked at many points, a false one shown by a
 * point where they clearly fail; values on an interval come from two sample grids that must agree; what
 * is claimed on the whole real line is decided only where it can be: a polynomial (exact zero counts by
 * Sturm's theorem, every critical point inside a known bound) or a function with a verified period.
 */
import type { Node } from '../math/expression/ast';
import { derivative, checkDerivative } from '../math/compute/calculus';
import { ceEvaluate, toJson } from '../math/compute/ce';
import { evaluate } from '../math/compute/evaluate';
import { type Fn1, fn1 } from '../math/compute/numeric';
import type { Interval } from '../math/expression/types';
import { evalNum } from '../math/polynomials/upoly';
import { toLatex } from '../math/write/latex';
import type { FunctionClaim } from './function-claims';
import { endSigns, extremePointCount, polynomialOf, polyDerivative, realZeroCount, zeroBound } from './function-polynomial';
import { gapsIn, mapsGapsOnto, nearGap } from './function-gaps';
import { compareValues, identity, maximumOn, signChanges, type Unsure, zerosIn } from './function-sampling';

export interface Judgement {
  truth: boolean;
  why: string;
}

/**
 * The value computed and the value claimed differ by less than any check can trust but are not the same
 * (f(1/1000) = −1.7·10⁻¹⁰ against a claimed 0): a reading that matches answers to 10⁻⁶ must not decide it either.
 */
export type TooClose = 'too close';

type Outcome = Judgement | Unsure | TooClose;

const show = (x: number) => String(Number(x.toPrecision(6)));
const tex = (n: Node) => `$${toLatex(n)}$`;

/** A constant's value, computed by the evaluator and (where it can) the compute engine, which must agree. */
function constantValue(n: Node): number | null {
  const a = evaluate(n);
  if (!Number.isFinite(a)) return null;
  try {
    const b = evaluate(ceEvaluate(toJson(n)));
    if (Number.isFinite(b) && compareValues(a, b) !== 'same') return null;
  } catch {
    // left exact by the compute engine: the evaluator stands
  }
  return a;
}

function decided(c: 'same' | 'different' | Unsure, claimSame: boolean, why: string): Outcome {
  if (c === 'unsure') return 'too close';
  return { truth: (c === 'same') === claimSame, why };
}

/** A verified derivative of f (symbolic, checked against difference quotients); null when none. */
function derivativeOf(f: Node): Fn1 | null {
  try {
    const d = derivative(f, 'x');
    return checkDerivative(f, d, 'x', [-3, 3]) || checkDerivative(f, d, 'x', [0.2, 5]) ? fn1(d, 'x') : null;
  } catch {
    return null;
  }
}

/** An identity in the variable `v` (x for parity, t for a shift from the axis or centre). */
function symmetric(left: Fn1, right: Fn1, said: string, unsaid: string, v = 'x'): Outcome {
  const r = identity(left, right);
  if (r === 'unsure') return 'unsure';
  return r === true ? { truth: true, why: said } : { truth: false, why: `${unsaid}（例如 $${v}=${show(r.at)}$ 时不成立）` };
}

function parity(f: Fn1, odd: boolean): Outcome {
  return symmetric(
    (x) => f(-x),
    (x) => (odd ? -f(x) : f(x)),
    `对定义域内的 $x$ 都有 $f(-x)=${odd ? '-' : ''}f(x)$，所以 $f(x)$ 是${odd ? '奇' : '偶'}函数`,
    `$f(-x)=${odd ? '-' : ''}f(x)$ 不恒成立`,
  );
}

function isPeriod(f: Fn1, T: number): true | { at: number } | Unsure {
  return identity(
    (x) => f(x + T),
    (x) => f(x),
  );
}

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

function period(f: Fn1, T: number, smallest: boolean, shown: string): Outcome {
  if (!(T > 0)) return 'unsure';
  const p = isPeriod(f, T);
  if (p === 'unsure') return 'unsure';
  if (p !== true) return { truth: false, why: `$f(x+${shown})=f(x)$ 不恒成立（例如 $x=${show(p.at)}$），$${shown}$ 不是它的周期` };
  if (!smallest) return { truth: true, why: `$f(x+${shown})=f(x)$ 恒成立，$${shown}$ 是它的一个周期` };
  // a constant has no smallest period
  if (typeof identity(f, () => f(0.123)) !== 'object') return 'unsure';
  // any smaller period divides T, so T/p is a period for some prime p
  for (const q of PRIMES) {
    const r = isPeriod(f, T / q);
    if (r === 'unsure') return 'unsure';
    if (r === true) return { truth: false, why: `$${shown}/${q}$ 也是它的周期，所以最小正周期不是 $${shown}$` };
  }
  return { truth: true, why: `$f(x+${shown})=f(x)$ 恒成立，且 $${shown}$ 除以任何素数都不再是周期，最小正周期是 $${shown}$` };
}

/** Strict monotonicity on a bounded interval: the values on two grids increase (decrease) throughout. */
function monotonic(node: Node, f: Fn1, w: Interval, increasing: boolean): Outcome {
  if (!Number.isFinite(w.lo) || !Number.isFinite(w.hi)) return 'unsure';
  // a closed end where f is not defined: the statement is about a point outside the domain
  if ((w.loClosed && !Number.isFinite(f(w.lo))) || (w.hiClosed && !Number.isFinite(f(w.hi)))) return 'unsure';
  // a point inside (or a closed end) where the formula is not defined: a pole or a hole the grids may step over
  const gaps = gapsIn(node, w);
  const atOpenEnd = (g: number) => (!w.loClosed && Math.abs(g - w.lo) < 1e-7) || (!w.hiClosed && Math.abs(g - w.hi) < 1e-7);
  if (gaps === 'unsure' || !gaps.every(atOpenEnd)) return 'unsure';
  for (const n of [4000, 2999]) {
    const xs: number[] = [];
    for (let i = 1; i < n; i++) xs.push(w.lo + ((w.hi - w.lo) * i) / n);
    const ys = xs.map(f);
    if (!ys.every(Number.isFinite)) return 'unsure';
    for (let i = 1; i < ys.length; i++) {
      // the size of the values compared: near a pole they are huge, elsewhere ordinary
      const scale = Math.max(1, Math.abs(ys[i]), Math.abs(ys[i - 1]));
      const d = (ys[i] - ys[i - 1]) * (increasing ? 1 : -1);
      if (d < -1e-7 * scale)
        return {
          truth: false,
          why: `在 $x=${show(xs[i - 1])}$ 与 $x=${show(xs[i])}$ 处函数值 ${show(ys[i - 1])}、${show(ys[i])} 的大小关系与单调${increasing ? '递增' : '递减'}不符`,
        };
      if (d <= 1e-13 * scale) return 'unsure';
    }
  }
  return { truth: true, why: `在该区间上函数值随 $x$ 增大而${increasing ? '增大' : '减小'}` };
}

/** The window outside which a polynomial has no zeros (and, for its derivative, no critical points). */
function polyWindow(bound: number, w: Interval | null): Interval {
  const lo = Math.max(w?.lo ?? -Infinity, -bound - 1);
  const hi = Math.min(w?.hi ?? Infinity, bound + 1);
  return { lo, hi, loClosed: w && w.lo === lo ? w.loClosed : true, hiClosed: w && w.hi === hi ? w.hiClosed : true };
}

function zeros(node: Node, f: Fn1, count: number, w: Interval | null): Outcome {
  const p = polynomialOf(node);
  let found: number[] | Unsure;
  if (w && Number.isFinite(w.lo) && Number.isFinite(w.hi)) found = zerosIn(f, w);
  else if (p) {
    found = zerosIn((x) => evalNum(p, x), polyWindow(zeroBound(p), w));
    // on the whole line the count is exact (Sturm's theorem): the samples must agree with it
    if (!w && found !== 'unsure' && found.length !== realZeroCount(p)) return 'unsure';
  } else return 'unsure';
  if (found === 'unsure') return 'unsure';
  // a zero next to a point the formula leaves out (x²/x at 0) may be no value of f at all
  if (w && nearGap(node, w, found) !== false) return 'unsure';
  const list = found.length ? `，零点约为 ${found.map(show).join('、')}` : '';
  return { truth: found.length === count, why: `$f(x)$ 在${w ? '该区间' : '定义域'}上有 ${found.length} 个零点${list}` };
}

/** Extreme points of f on w (or on the line for a polynomial), each with whether it is a maximum. */
function extremes(node: Node, w: Interval | null): Array<{ at: number; max: boolean }> | Unsure {
  const p = polynomialOf(node);
  if (p) {
    const d = polyDerivative(p);
    if (d.length < 2) return [];
    const found = signChanges((x) => evalNum(d, x), polyWindow(zeroBound(d), w));
    if (!w && found !== 'unsure' && found.length !== extremePointCount(p)) return 'unsure';
    return found;
  }
  if (!w || !Number.isFinite(w.lo) || !Number.isFinite(w.hi)) return 'unsure';
  const d = derivativeOf(node);
  const found = d ? signChanges(d, w) : 'unsure';
  // f′ changing sign across a point where f is not defined (sin x / x at 0) marks no extreme point
  if (found === 'unsure') return 'unsure';
  const points = found.map((e) => e.at);
  return nearGap(node, w, points) === false ? found : 'unsure';
}

function extremeCount(node: Node, count: number, w: Interval | null): Outcome {
  const found = extremes(node, w);
  if (found === 'unsure') return 'unsure';
  return { truth: found.length === count, why: `$f'(x)$ 变号的点有 ${found.length} 个，所以 $f(x)$ 有 ${found.length} 个极值点` };
}

function extremum(node: Node, f: Fn1, max: boolean, v: number, shown: string): Outcome {
  const found = extremes(node, null);
  if (found === 'unsure') return 'unsure';
  const values = found.filter((e) => e.max === max).map((e) => f(e.at));
  const word = max ? '极大值' : '极小值';
  if (!values.length) return { truth: false, why: `$f(x)$ 没有${word}` };
  const verdicts = values.map((y) => compareValues(y, v));
  if (verdicts.includes('unsure')) return 'unsure';
  if (verdicts.every((c) => c === 'different'))
    return { truth: false, why: `$f(x)$ 的${word}为 ${values.map(show).join('、')}，不是 ${shown}` };
  return values.length === 1 ? { truth: true, why: `$f(x)$ 的${word}为 ${shown}` } : 'unsure';
}

/** The closed window on which f reaches its largest value over w (for −f: its least), or whether it is unbounded. */
function boundWindow(node: Node, f: Fn1, max: boolean, w: Interval | null): Interval | 'unbounded' | Unsure {
  if (w && Number.isFinite(w.lo) && Number.isFinite(w.hi)) return w;
  const p = polynomialOf(node);
  if (p) {
    const ends = endSigns(p);
    const wanted = max ? -1 : 1;
    if ((!w || w.hi === Infinity) && ends.right !== wanted) return 'unbounded';
    if ((!w || w.lo === -Infinity) && ends.left !== wanted) return 'unbounded';
    const d = polyDerivative(p);
    return polyWindow(d.length >= 2 ? zeroBound(d) : 1, w);
  }
  if (w) return 'unsure';
  // periodic on each half-line (sin|x| too): every value is taken on [−T, T]
  for (const T of [2, 4, 6, 8, 12].map((k) => k * Math.PI)) {
    const right = identity(
      (t) => f(Math.abs(t) + T),
      (t) => f(Math.abs(t)),
    );
    const left = identity(
      (t) => f(-Math.abs(t) - T),
      (t) => f(-Math.abs(t)),
    );
    if (right === true && left === true) return { lo: -T, hi: T, loClosed: true, hiClosed: true };
  }
  return 'unsure';
}

function bound(node: Node, f: Fn1, max: boolean, v: number, w: Interval | null): Outcome {
  const word = max ? '最大值' : '最小值';
  const window = boundWindow(node, f, max, w);
  if (window === 'unsure') return 'unsure';
  if (window === 'unbounded') return { truth: false, why: `$f(x)$ 无${word}（当 $x$ 趋于无穷时函数值${max ? '无上界' : '无下界'}）` };
  const g: Fn1 = max ? f : (x) => -f(x);
  const m = maximumOn(g, window);
  if (m === 'unsure') return 'unsure';
  // the largest value next to a point the formula leaves out may only be approached (sin x / x near 0)
  if (nearGap(node, window, [m.at]) !== false) return 'unsure';
  const value = max ? m.value : -m.value;
  return decided(compareValues(value, v), true, `$f(x)$ 的${word}为 ${show(value)}（在 $x\\approx ${show(m.at)}$ 处取得）`);
}

function tangent(node: Node, f: Fn1, k: number, b: number): Outcome {
  const p = polynomialOf(node);
  const d = p ? (x: number) => evalNum(polyDerivative(p), x) : derivativeOf(node);
  if (!d) return 'unsure';
  const slopeGap: Fn1 = (x) => d(x) - k;
  let points: number[] | Unsure;
  if (p) {
    const dp = polyDerivative(p);
    const kb = Math.abs(k) / Math.max(1e-12, Math.abs(dp[dp.length - 1]?.toNumber() ?? 0));
    const w = polyWindow(dp.length >= 2 ? zeroBound(dp) + kb : 1, null);
    points = zerosIn(slopeGap, w);
  } else points = zerosIn(slopeGap, { lo: -20, hi: 20, loClosed: true, hiClosed: true });
  if (points === 'unsure') return 'unsure';
  for (const x of points) {
    const c = compareValues(f(x), k * x + b);
    if (c === 'same') return { truth: true, why: `在 $x=${show(x)}$ 处 $f'(x)=${show(k)}$ 且切点在直线上，直线是切线` };
    if (c === 'unsure') return 'unsure';
  }
  // without a polynomial, a point of contact far away is not ruled out
  if (!p) return 'unsure';
  return {
    truth: false,
    why: `斜率为 ${show(k)} 的切线的切点${points.length ? ` $x=${points.map(show).join(',')}$ 都不在该直线上` : '不存在'}`,
  };
}

/** f′ as a function: exact for a polynomial, otherwise a symbolic derivative checked against difference quotients. */
function slopeOf(node: Node): Fn1 | null {
  const p = polynomialOf(node);
  if (!p) return derivativeOf(node);
  const d = polyDerivative(p);
  return (x) => evalNum(d, x);
}

/** x = c is an extreme point when f′(c) = 0 and f′ changes sign there (the same on two small steps). */
function extremeAt(node: Node, c: number, max: boolean, shown: string): Outcome {
  const d = slopeOf(node);
  if (!d) return 'unsure';
  if (nearGap(node, { lo: c - 1, hi: c + 1, loClosed: true, hiClosed: true }, [c]) !== false) return 'unsure';
  const dc = d(c);
  if (!Number.isFinite(dc)) return 'unsure';
  const zero = compareValues(dc, 0);
  if (zero === 'unsure') return 'unsure';
  if (zero === 'different') return { truth: false, why: `$f'(${shown})\\approx ${show(dc)}\\neq 0$，$x=${shown}$ 不是极值点` };
  const kinds = [1e-3, 1e-4].map((h) => {
    const [l, r] = [d(c - h), d(c + h)];
    if (!Number.isFinite(l) || !Number.isFinite(r) || Math.abs(l) < 1e-12 || Math.abs(r) < 1e-12) return 'unsure';
    return Math.sign(l) === Math.sign(r) ? 'none' : l > 0 ? 'max' : 'min';
  });
  if (kinds[0] !== kinds[1] || kinds[0] === 'unsure') return 'unsure';
  if (kinds[0] === 'none') return { truth: false, why: `$f'(x)$ 在 $x=${shown}$ 两侧不变号，它不是极值点` };
  const isMax = kinds[0] === 'max';
  return {
    truth: isMax === max,
    why: `$f'(${shown})=0$，且 $f'(x)$ 在 $x=${shown}$ 左侧${isMax ? '为正、右侧为负' : '为负、右侧为正'}，$x=${shown}$ 是极${isMax ? '大' : '小'}值点`,
  };
}

/** "y=2x-1", "y=-2", "y=x" for the line of slope k and intercept b (numbers as computed). */
function lineText(k: number, b: number): string {
  const kx = Math.abs(k) < 1e-12 ? '' : `${k === 1 ? '' : k === -1 ? '-' : show(k)}x`;
  const rest = Math.abs(b) < 1e-12 ? (kx ? '' : '0') : `${kx && b > 0 ? '+' : ''}${show(b)}`;
  return `y=${kx}${rest}`;
}

/** The tangent at x = c has slope f′(c) and passes through (c, f(c)). */
function tangentAt(node: Node, f: Fn1, c: number, k: number, b: number, shown: string): Outcome {
  const d = slopeOf(node);
  if (!d) return 'unsure';
  const slope = d(c);
  const y = f(c);
  if (!Number.isFinite(slope) || !Number.isFinite(y)) return 'unsure';
  const sameSlope = compareValues(slope, k);
  const sameIntercept = compareValues(y - slope * c, b);
  if (sameSlope === 'unsure' || sameIntercept === 'unsure') return 'unsure';
  const truth = sameSlope === 'same' && sameIntercept === 'same';
  return { truth, why: `$f'(${shown})=${show(slope)}$，$f(${shown})=${show(y)}$，切线为 $${lineText(slope, y - slope * c)}$` };
}

/** A translated graph compared with the function it is said to become (or with an odd or even function). */
function translate(f: Fn1, claim: Extract<FunctionClaim, { kind: 'translate' }>): Outcome {
  const dx = constantValue(claim.dx);
  const dy = constantValue(claim.dy);
  if (dx === null || dy === null) return 'unsure';
  const moved =
    (h: Fn1): Fn1 =>
    (x) =>
      h(x + dx) + dy;
  const by = `$h(x)\\mapsto h(x${dx === 0 ? '' : `${dx > 0 ? '+' : '-'}${toLatex(dx > 0 ? claim.dx : claim.dx.k === 'neg' ? claim.dx.arg : claim.dx)}`})${dy === 0 ? '' : `${dy > 0 ? '+' : '-'}${toLatex(dy > 0 ? claim.dy : claim.dy.k === 'neg' ? claim.dy.arg : claim.dy)}`}$`;
  if (claim.onto === 'odd' || claim.onto === 'even') {
    const g = moved(f);
    const odd = claim.onto === 'odd';
    return symmetric(
      (x) => g(-x),
      (x) => (odd ? -g(x) : g(x)),
      `平移（${by}）后的函数 $g(x)$ 满足 $g(-x)=${odd ? '-' : ''}g(x)$，是${odd ? '奇' : '偶'}函数`,
      `平移（${by}）后的函数 $g(x)$ 不满足 $g(-x)=${odd ? '-' : ''}g(x)$`,
    );
  }
  const other = fn1(claim.onto, 'x');
  const [left, right] = claim.from === 'f' ? [moved(f), other] : [moved(other), f];
  const named = `$y=${toLatex(claim.onto)}$`;
  return symmetric(
    left,
    right,
    claim.from === 'f' ? `平移（${by}）后恰为 ${named}` : `${named} 平移（${by}）后恰为 $f(x)$`,
    claim.from === 'f' ? `平移（${by}）后不是 ${named}` : `${named} 平移（${by}）后不是 $f(x)$`,
  );
}

/**
 * The map a symmetry or period claim makes of the line (x ↦ −x, x ↦ 2c − x, x ↦ x + T); null for other claims.
 * The samples agree at every point but a lone one f leaves out, so the points left out must map onto each other.
 */
function claimedMap(claim: FunctionClaim): ((x: number) => number) | null {
  const value = (n: Node) => constantValue(n) ?? Number.NaN;
  switch (claim.kind) {
    case 'parity':
      return (x) => -x;
    case 'axis':
    case 'centre': {
      const c = value(claim.at);
      return (x) => 2 * c - x;
    }
    case 'period': {
      const T = value(claim.period);
      return (x) => x + T;
    }
    case 'translate': {
      // g(x) = f(x + dx) is odd or even when f is symmetric about x = dx
      const dx = value(claim.dx);
      return claim.onto === 'odd' || claim.onto === 'even' ? (x) => 2 * dx - x : null;
    }
    default:
      return null;
  }
}

/** Decides the claim about f(x) = node. */
export function judgeFunctionClaim(node: Node, claim: FunctionClaim): Outcome {
  const r = judgeClaim(node, claim);
  const map = claimedMap(claim);
  // a symmetry shown false at a sample stands; one found true (or a period, whose smallest may be decided by a
  // smaller one) must also map the points f leaves out onto each other
  if (!map || typeof r !== 'object' || (!r.truth && claim.kind !== 'period')) return r;
  return mapsGapsOnto(node, map) === true ? r : 'unsure';
}

function judgeClaim(node: Node, claim: FunctionClaim): Outcome {
  const f = fn1(node, 'x');
  switch (claim.kind) {
    case 'parity':
      return parity(f, claim.parity === 'odd');
    case 'period': {
      const T = constantValue(claim.period);
      return T === null ? 'unsure' : period(f, T, claim.smallest, toLatex(claim.period));
    }
    case 'axis': {
      const c = constantValue(claim.at);
      if (c === null) return 'unsure';
      return symmetric(
        (t) => f(c + t),
        (t) => f(c - t),
        `$f(${tex(claim.at).slice(1, -1)}+t)=f(${tex(claim.at).slice(1, -1)}-t)$ 恒成立，图象关于直线 $x=${toLatex(claim.at)}$ 对称`,
        `$f(c+t)=f(c-t)$（$c=${toLatex(claim.at)}$）不恒成立，图象不关于该直线对称`,
        't',
      );
    }
    case 'centre': {
      const c = constantValue(claim.at);
      const h = constantValue(claim.height);
      if (c === null || h === null) return 'unsure';
      return symmetric(
        (t) => f(c + t),
        (t) => 2 * h - f(c - t),
        `$f(c+t)+f(c-t)=2d$ 恒成立（$c=${toLatex(claim.at)},d=${toLatex(claim.height)}$），图象关于该点对称`,
        `$f(c+t)+f(c-t)=2d$ 不恒成立，图象不关于该点对称`,
        't',
      );
    }
    case 'monotonic':
      return monotonic(node, f, claim.interval, claim.increasing);
    case 'zeros':
      return zeros(node, f, claim.count, claim.interval);
    case 'extremes':
      return extremeCount(node, claim.count, claim.interval);
    case 'extremum': {
      const v = constantValue(claim.value);
      return v === null ? 'unsure' : extremum(node, f, claim.max, v, tex(claim.value));
    }
    case 'bound': {
      const v = constantValue(claim.value);
      return v === null ? 'unsure' : bound(node, f, claim.max, v, claim.interval);
    }
    case 'tangent': {
      const k = constantValue(claim.slope);
      const b = constantValue(claim.intercept);
      return k === null || b === null ? 'unsure' : tangent(node, f, k, b);
    }
    case 'extremeAt': {
      const c = constantValue(claim.at);
      return c === null ? 'unsure' : extremeAt(node, c, claim.max, toLatex(claim.at));
    }
    case 'tangentAt': {
      const [c, k, b] = [claim.at, claim.slope, claim.intercept].map(constantValue);
      return c === null || k === null || b === null ? 'unsure' : tangentAt(node, f, c, k, b, toLatex(claim.at));
    }
    case 'translate':
      return translate(f, claim);
    case 'value': {
      const x = constantValue(claim.at);
      const v = constantValue(claim.value);
      if (x === null || v === null) return 'unsure';
      const y = f(x);
      return decided(compareValues(y, v), true, `$f(${toLatex(claim.at)})\\approx ${show(y)}$`);
    }
  }
}

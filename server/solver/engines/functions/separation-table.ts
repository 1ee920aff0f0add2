import { add, contains, div, E, fn, mul, type Node, neg, num, pow, substitute } from '../../math/expression/ast';
import { ceSimplify, toJson } from '../../math/compute/ce';
import { checkDerivative, derivative, onlyVar } from '../../math/compute/calculus';
import { evaluate } from '../../math/compute/evaluate';
import { recognize } from '../../math/write/recognize';

/**
 * The table of variation of h(x) = −P(x)/Q(x) on a domain (分离参数后的函数): its monotonic pieces, the exact values
 * at its extreme points and at the closed ends, and the limits at the open ends. Every value that bounds the answer
 * must be exact (a rational, a surd, or an expression in e and ln the compute engine folds); anything else is null.
 */

/** A value of h: exact (node) or ±∞. */
export interface Level {
  v: number;
  node: Node | null;
}

export interface End {
  x: number;
  node: Node | null; // null: ±∞
  closed: boolean;
}

/** One open monotonic piece of h with the values it tends to at its two ends, and the sign of Q on it. */
export interface Segment {
  from: End;
  to: End;
  up: boolean;
  lo: Level;
  hi: Level;
  dir: number;
}

/** A point of the domain where h takes an exact value (an extreme point or a closed end). */
export interface Point {
  x: End;
  value: Level;
  dir: number;
  extreme: boolean;
}

export interface Table {
  h: Node;
  dh: Node;
  segments: Segment[];
  points: Point[];
  poles: End[];
}

const INF = Number.POSITIVE_INFINITY;

/** Split G = P + a·Q when the letter a enters linearly (never under a function, a power or a denominator). */
export function linearSplit(n: Node, a: string): [Node, Node] | null {
  const has = (m: Node) => contains(m, (k) => k.k === 'var' && k.name === a);
  if (!has(n)) return [n, num(0)];
  switch (n.k) {
    case 'var':
      return [num(0), num(1)];
    case 'neg': {
      const s = linearSplit(n.arg, a);
      return s && [neg(s[0]), neg(s[1])];
    }
    case 'add': {
      const parts = n.args.map((t) => linearSplit(t, a));
      if (parts.some((s) => !s)) return null;
      return [add(...parts.map((s) => s![0])), add(...parts.map((s) => s![1]))];
    }
    case 'mul': {
      const withA = n.args.filter(has);
      if (withA.length !== 1) return null;
      const s = linearSplit(withA[0], a);
      if (!s) return null;
      const rest = n.args.filter((t) => t !== withA[0]);
      return [mul(s[0], ...rest), mul(s[1], ...rest)];
    }
    case 'div': {
      if (has(n.den)) return null;
      const s = linearSplit(n.num, a);
      return s && [div(s[0], n.den), div(s[1], n.den)];
    }
    default:
      return null;
  }
}

/** Beyond |x| = 300 a derivative's e^{2x} (quotient rule) leaves double range: its NaN, 0 or ∞ there is numerical. */
const FAR = 300;

/** NaN far out is an overflow of e^x (∞ − ∞), not a gap in the domain; nearer, it is undefined. */
export const undefinedAt = (x: number, y: number) => Number.isNaN(y) && Math.abs(x) <= FAR;

/** Far out, 0 and ±∞ may be an underflow or an overflow of e^x: such samples say nothing about the sign. */
export const silent = (x: number, y: number) => Math.abs(x) > FAR && (y === 0 || !Number.isFinite(y));

export const nearly = (a: number, b: number) =>
  a === b || (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));

/** Sample points strictly inside (lo, hi), dense near finite ends and reaching far towards infinite ones. */
export function insidePoints(lo: number, hi: number, n = 4000, nearest = 12): number[] {
  const xs: number[] = [];
  if (Number.isFinite(lo) && Number.isFinite(hi)) {
    for (let i = 1; i < n; i++) xs.push(lo + ((hi - lo) * (i + 0.01 * Math.sin(i))) / n);
    for (let k = 3; k <= nearest; k++) xs.push(lo + (hi - lo) * 10 ** -k, hi - (hi - lo) * 10 ** -k);
  } else {
    // x = c ± sinh(s): fine near the finite end, geometric far out
    const S = Math.asinh(1e7);
    const c = Number.isFinite(lo) ? lo : Number.isFinite(hi) ? hi : 0;
    for (let i = 1; i <= n; i++) {
      const s = (S * (i + 0.013 * Math.sin(i))) / n;
      if (Number.isFinite(lo)) xs.push(c + Math.sinh(s));
      else if (Number.isFinite(hi)) xs.push(c - Math.sinh(s));
      else xs.push(Math.sinh(s), -Math.sinh(s));
    }
    if (!Number.isFinite(lo) && !Number.isFinite(hi)) xs.push(0);
    else for (let k = 6; k <= nearest; k++) xs.push(Number.isFinite(lo) ? lo + 10 ** -k : hi - 10 ** -k);
  }
  return xs.filter((x) => x > lo && x < hi).sort((u, v) => u - v);
}

/** A number that is a rational, a surd, e^r or ln r for a small rational r; checked by the caller. */
export function exactNumber(v: number): Node | null {
  const s = recognize(v);
  if (s && Math.abs(s.toNumber() - v) <= 1e-10 * Math.max(1, Math.abs(v))) return s.toNode();
  if (v > 0) {
    const r = recognize(Math.log(v));
    if (r?.isRational() && Math.abs(Math.exp(r.toNumber()) - v) <= 1e-10 * v) {
      const q = r.toNumber();
      return q === 1 ? E : pow(E, r.toNode());
    }
  }
  const l = Math.exp(v);
  const r = recognize(l);
  if (r?.isRational() && r.toNumber() > 0 && Math.abs(Math.log(r.toNumber()) - v) <= 1e-10 * Math.max(1, Math.abs(v)))
    return fn('ln', r.toNode());
  return null;
}

/** −1/e as a textbook writes it: the sign before the fraction, not in its numerator. */
function signOut(n: Node): Node {
  if (n.k === 'div' && n.num.k === 'num' && n.num.v.sign() < 0) return neg(div(num(n.num.v.neg()), n.den));
  if (n.k === 'div' && n.num.k === 'neg') return neg(div(n.num.arg, n.den));
  return n;
}

/** h at an exact point, folded by the compute engine and checked against the float value. */
function exactValue(h: Node, x: Node): Level | null {
  const want = evaluate(h, { x: evaluate(x) });
  if (!Number.isFinite(want)) return null;
  let node: Node;
  try {
    node = signOut(ceSimplify(toJson(substitute(h, 'x', x))));
  } catch {
    return null;
  }
  const got = evaluate(node);
  if (!nearly(got, want) || !onlyVar(node, 'x') || contains(node, (m) => m.k === 'var')) return null;
  return { v: got, node };
}

/**
 * At an open end c where h is defined and finite, h (an elementary function) is continuous: the limit is h(c) exactly,
 * approached but not attained. Confirmed by h(c ± 10⁻ᵏ) closing in on h(c) from inside; null leaves it to limitAt.
 */
function continuousEnd(h: Node, c: Node, fromAbove: boolean): Level | null {
  const at = exactValue(h, c);
  if (!at) return null;
  const x0 = evaluate(c);
  const errs = [2, 3, 4, 5, 6].map((k) =>
    Math.abs(evaluate(h, { x: x0 + (fromAbove ? 1 : -1) * Math.max(1, Math.abs(x0)) * 10 ** -k }) - at.v),
  );
  if (errs.some((e) => !Number.isFinite(e))) return null;
  if (errs.some((e, i) => i > 0 && e > errs[i - 1] + 1e-12)) return null;
  return errs[errs.length - 1] <= 1e-4 * Math.max(1, Math.abs(at.v)) ? at : null;
}

/** The limit of h at an open end, approached from inside: ±∞ or an exact finite value; null when unsettled. */
export function limitAt(h: Node, end: number, fromAbove: boolean): Level | null {
  // towards ±∞ far beyond double precision; near a finite end no closer than 10⁻⁸, where e^x − 1 and ln(1 + d) still
  // keep their digits
  const at = (ks: number[]) =>
    ks
      .map((k) =>
        Number.isFinite(end) ? end + (fromAbove ? 1 : -1) * Math.max(1, Math.abs(end)) * 10 ** -k : (end > 0 ? 1 : -1) * 10 ** k,
      )
      .filter((x) => x !== end)
      .map((x) => evaluate(h, { x }));
  let vs = at(Number.isFinite(end) ? [3, 4, 5, 6, 7, 8] : [2, 4, 8, 16, 32, 64]);
  // x/e^x at −∞ divides by an underflowed 0 beyond x ≈ −745: stay within double range
  if (!Number.isFinite(end) && vs.some((v) => Number.isNaN(v))) vs = at([1, 1.4, 1.8, 2.2, 2.4, 2.6]);
  if (vs.some((v) => Number.isNaN(v)) || vs.length < 5) return null;
  const last = vs[vs.length - 1];
  const tail = vs.slice(-4);
  const signs = new Set(tail.map(Math.sign));
  const grows = tail.every((v, i, arr) => i === 0 || Math.abs(v) > Math.abs(arr[i - 1]) || Math.abs(v) === INF);
  // a convergent sequence closes its steps tenfold; a divergent one (even like ln x) does not
  const steps = tail.slice(1).map((v, i) => Math.abs(v - tail[i]));
  const keepsGoing = steps.every((d) => !Number.isFinite(d)) || steps[2] >= 0.5 * steps[0] || Math.abs(last) > 1e12;
  if (signs.size === 1 && grows && keepsGoing) return { v: last > 0 ? INF : -INF, node: null };
  if (!vs.every(Number.isFinite)) return null;
  const guess = Math.round(last * 1e6) / 1e6;
  const node = exactNumber(guess);
  if (!node) return null;
  const L = evaluate(node);
  const errs = vs.map((v) => Math.abs(v - L));
  if (errs[errs.length - 1] > 1e-6 * Math.max(1, Math.abs(L))) return null;
  if (errs.slice(-4).some((e, i, arr) => i > 0 && e > arr[i - 1] + 1e-12)) return null;
  return { v: L, node };
}

/** The zeros of a sampled function inside (lo, hi): sign changes and touching minima of |g|. */
export function zerosOf(g: (x: number) => number, lo: number, hi: number): number[] | null {
  // samples keep 10⁻⁶ off the ends: nearer, cancellation decides the sign (x − 1 − ln x near 1); the ends are limits
  const xs = insidePoints(lo, hi, 4000, 6);
  const out: number[] = [];
  let prev: { x: number; y: number } | null = null;
  const vals = xs.map((x) => ({ x, y: g(x) }));
  for (let i = 0; i < vals.length; i++) {
    const c = vals[i];
    if (undefinedAt(c.x, c.y)) return null;
    if (!Number.isFinite(c.y) || silent(c.x, c.y)) {
      prev = null;
      continue;
    }
    if (c.y === 0) {
      // a run of exact zeros is an underflow (x/e^{2x} far out), not a root
      const flat = (prev && prev.y === 0) || (i + 1 < vals.length && vals[i + 1].y === 0);
      if (!flat) out.push(c.x);
      else {
        prev = null;
        continue;
      }
    } else if (prev && prev.y !== 0 && Math.sign(prev.y) !== Math.sign(c.y)) {
      let [u, w] = [prev.x, c.x];
      for (let k = 0; k < 200; k++) {
        const m = (u + w) / 2;
        if (Math.sign(g(m)) === Math.sign(g(u))) u = m;
        else w = m;
      }
      out.push((u + w) / 2);
    } else if (prev && i + 1 < vals.length) {
      // a zero of even order: |g| dips towards 0 without a change of sign
      const nx = vals[i + 1];
      if (Math.abs(c.y) < Math.abs(prev.y) && Math.abs(c.y) < Math.abs(nx.y) && Math.sign(nx.y) === Math.sign(c.y)) {
        let [u, w] = [prev.x, nx.x];
        for (let k = 0; k < 200; k++) {
          const m1 = u + (w - u) / 3;
          const m2 = w - (w - u) / 3;
          if (Math.abs(g(m1)) < Math.abs(g(m2))) w = m2;
          else u = m1;
        }
        const m = (u + w) / 2;
        if (Math.abs(g(m)) < 1e-10 * Math.max(1, Math.abs(c.y) * 1e3)) out.push(m);
      }
    }
    prev = c;
  }
  return out;
}

/** Builds the table of h = −P/Q on the domain pieces; null (with a reason) when a value is not exact or settled. */
export function buildTable(P: Node, Q: Node, pieces: Array<[End, End]>, cuts: End[] = []): Table | string {
  let h: Node = div(neg(P), Q);
  try {
    const s = ceSimplify(toJson(h));
    const probe = [0.37, 1.3, 2.9, 0.81, 5.3].every((x) => {
      const [u, w] = [evaluate(s, { x }), evaluate(h, { x })];
      return Number.isNaN(w) || nearly(u, w);
    });
    if (probe && onlyVar(s, 'x')) h = s;
  } catch {
    // the unsimplified quotient is kept
  }
  let dh: Node;
  try {
    dh = derivative(h, 'x');
  } catch {
    return '没能求出分离后函数的导数';
  }
  const range: [number, number] = [Math.max(-3, pieces[0][0].x + 1e-3), Math.min(3, pieces[pieces.length - 1][1].x - 1e-3)];
  if (!onlyVar(dh, 'x') || !checkDerivative(h, dh, 'x', range[0] < range[1] ? range : [0.1, 3])) return '导数没有通过验算';
  const H = (x: number) => evaluate(h, { x });
  const DH = (x: number) => evaluate(dh, { x });
  const Qf = (x: number) => evaluate(Q, { x });
  const segments: Segment[] = [];
  const points: Point[] = [];
  const poles: End[] = [];
  for (const [given0, given1] of pieces) {
    // a closed end where Q = 0 is a point where the condition does not involve a: the piece is open there
    const [from, to] = [given0, given1].map((e) => {
      if (!e.closed || Math.abs(Qf(e.x)) > 1e-12) return e;
      poles.push({ ...e, closed: false });
      return { ...e, closed: false };
    });
    // Q's zeros split the piece: there the equation does not involve a at all
    const qz = zerosOf(Qf, from.x, to.x);
    if (!qz || qz.length > 3) return '参数的系数在定义域内的零点无法确定';
    const qCuts: End[] = [];
    for (const z of qz) {
      const node = exactNumber(z);
      if (!node) return '参数的系数的零点不是精确值';
      const x = evaluate(node);
      if (Math.abs(Qf(x)) > 1e-12) return '参数的系数的零点没有通过验算';
      qCuts.push({ x, node, closed: false });
      poles.push({ x, node, closed: false });
    }
    const bounds = [from, ...qCuts, to];
    for (let i = 0; i + 1 < bounds.length; i++) {
      const lo = { ...bounds[i], closed: i === 0 ? from.closed : false };
      const hi = { ...bounds[i + 1], closed: i + 1 === bounds.length - 1 ? to.closed : false };
      const xs = insidePoints(lo.x, hi.x, 800, 6);
      const dir = Math.sign(Qf(xs[Math.floor(xs.length / 2)]));
      if (!dir || xs.some((x) => Math.sign(Qf(x)) !== dir || undefinedAt(x, H(x)))) return '分离参数后的函数在区间内没有定义或参数系数变号';
      const crit = zerosOf(DH, lo.x, hi.x);
      if (!crit) return '分离参数后函数的导数在区间内没有定义';
      if (crit.length > 4) return '分离参数后的函数有太多极值点';
      const nodes: End[] = [];
      for (const c of crit) {
        const node = exactNumber(c);
        if (!node) return '分离参数后函数的极值点不是精确值';
        const x = evaluate(node);
        if (Math.abs(DH(x)) > 1e-9 * Math.max(1, Math.abs(DH(x + 1e-3)))) return '极值点没有通过验算';
        nodes.push({ x, node, closed: true });
      }
      // a boundary the question draws (「零点 x₀>0」) is a point of the table too
      const drawn = cuts
        .filter((c) => c.x > lo.x && c.x < hi.x && !nodes.some((n) => nearly(n.x, c.x)))
        .map((c) => ({ ...c, closed: true }));
      const cutsIn = [lo, ...[...nodes, ...drawn].sort((u, w) => u.x - w.x), hi];
      const levelAt = (e: End, fromAbove: boolean): Level | null =>
        e.closed && e.node ? exactValue(h, e.node) : ((e.node && continuousEnd(h, e.node, fromAbove)) ?? limitAt(h, e.x, fromAbove));
      for (let j = 0; j + 1 < cutsIn.length; j++) {
        const [u, w] = [cutsIn[j], cutsIn[j + 1]];
        const inner = insidePoints(u.x, w.x, 400, 6);
        const signs = new Set(
          inner
            .filter((x) => !silent(x, DH(x)))
            .map((x) => Math.sign(DH(x)))
            .filter((s) => s !== 0),
        );
        if (inner.some((x) => undefinedAt(x, DH(x)))) return '分离参数后函数的导数在区间内没有定义';
        if (signs.size !== 1) return '分离参数后的函数在某一段上不单调';
        const a = levelAt(u, true);
        const b = levelAt(w, false);
        if (!a || !b) return '分离参数后函数在区间端点处的值或极限无法确定';
        const up = signs.has(1);
        if (up ? !(a.v < b.v) : !(a.v > b.v)) return '函数值与单调性不一致';
        segments.push({ from: u, to: w, up, lo: up ? a : b, hi: up ? b : a, dir });
      }
      for (const n of nodes) {
        const value = exactValue(h, n.node!);
        if (!value) return '极值不是精确值';
        points.push({ x: n, value, dir, extreme: true });
      }
      for (const e of [lo, hi, ...drawn]) {
        if (!e.closed) continue;
        const value = exactValue(h, e.node!);
        if (!value) return '端点处的函数值不是精确值';
        points.push({ x: e, value, dir, extreme: false });
      }
    }
  }
  return { h, dh, segments, points, poles };
}

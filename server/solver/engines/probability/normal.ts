import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';

type Out = ReturnType<typeof solved>;

/**
 * A normal distribution's symmetry (人教A版 选择性必修三 7.5): X ~ N(μ, σ²) with one probability given, P(X<4)=0.8,
 * and another asked, P(0<X<2). The curve is symmetric about x = μ: F(μ) = 1/2 and F(μ − t) = 1 − F(μ + t), so
 * every probability between the points μ, μ ± t (and ±∞) is a + b·F(μ + t). Anything at other points is refused;
 * F(μ + t) must come out in [1/2, 1], and both probabilities are recomputed from it.
 */

/** A bound of P(L < X < R): −∞, +∞ or a number. */
type Bound = Rat | '-inf' | '+inf';

interface Interval {
  lo: Bound;
  hi: Bound;
  tex: string;
}

const VAR = '(?:[A-Zξη]|\\\\xi|\\\\eta)';

function num(s: string): Rat | null {
  const n = parseRat(s.trim());
  return n ? evalRat(n, () => null) : null;
}

/** 「P(X<4)」「P(X \\geq 4)」「P(0<X<2)」: the interval, the variable's name checked by the caller. */
function readEvent(src: string, v: string): Interval | null {
  const s = src.replace(/\s+/g, '').replace(/\\leq|\\le|≤|\\geq|\\ge|≥/g, (m) => (/l|≤/.test(m) ? '<' : '>'));
  const esc = v.replace(/\\/g, '\\\\');
  const one = new RegExp(`^P\\(${esc}([<>])([^<>()]+)\\)$`).exec(s);
  if (one) {
    const b = num(one[2]!);
    if (!b) return null;
    return one[1] === '<' ? { lo: '-inf', hi: b, tex: src } : { lo: b, hi: '+inf', tex: src };
  }
  const two = new RegExp(`^P\\(([^<>()]+)<${esc}<([^<>()]+)\\)$`).exec(s);
  if (!two) return null;
  const [a, b] = [num(two[1]!), num(two[2]!)];
  return a && b && a.cmp(b) < 0 ? { lo: a, hi: b, tex: src } : null;
}

/** F(x) as a + b·u with u = F(μ + t); null at a point that is not μ or μ ± t. */
function cdf(x: Bound, mu: Rat, t: Rat): [Rat, Rat] | null {
  if (x === '-inf') return [Rat.ZERO, Rat.ZERO];
  if (x === '+inf') return [Rat.ONE, Rat.ZERO];
  if (x.eq(mu)) return [Rat.of(1, 2), Rat.ZERO];
  if (x.eq(mu.add(t))) return [Rat.ZERO, Rat.ONE];
  if (x.eq(mu.sub(t))) return [Rat.ONE, Rat.of(-1)];
  return null;
}

function prob(i: Interval, mu: Rat, t: Rat): [Rat, Rat] | null {
  const hi = cdf(i.hi, mu, t);
  const lo = cdf(i.lo, mu, t);
  return hi && lo ? [hi[0].sub(lo[0]), hi[1].sub(lo[1])] : null;
}

/** The distance t of the given event's finite bound(s) from μ (one distance only). */
function distance(i: Interval, mu: Rat): Rat | null {
  const ds = [i.lo, i.hi].filter((b): b is Rat => b instanceof Rat && !b.eq(mu)).map((b) => (b.cmp(mu) > 0 ? b.sub(mu) : mu.sub(b)));
  if (!ds.length || ds.some((d) => !d.eq(ds[0]!))) return null;
  return ds[0]!;
}

export function normalSymmetry(text: string, mp: MathProblem): Out | null {
  if (!/N\s*\(/.test(text) || !/正态|\\sim|~/.test(text)) return null;
  const t0 = text.replace(/\\left|\\right/g, '');
  const dist = new RegExp(`${VAR}\\s*(?:\\\\sim|~|服从正态分布)\\s*N\\s*\\(\\s*([^,，()]+?)\\s*[,，]\\s*([^()]+?)\\s*\\)`).exec(
    t0.replace(/\$/g, ''),
  );
  const named = new RegExp(`(${VAR})\\s*(?:\\\\sim|~|服从正态分布)`).exec(t0.replace(/\$/g, ''));
  if (!dist || !named) return null;
  const v = named[1]!;
  const mu = num(dist[1]!);
  if (!mu || !/^(?:\\sigma\^\{?2\}?|\d+(?:\.\d+)?)$/.test(dist[2]!.replace(/\s+/g, ''))) return null;
  const events = [...t0.matchAll(/P\s*\(([^()]*)\)\s*(=\s*([^$,，。]*?))?\s*(?=\$|[,，。]|$)/g)];
  if (events.length !== 2) return null;
  const [givenM, askM] = events as [RegExpMatchArray, RegExpMatchArray];
  if (!givenM[3] || askM[3]?.trim()) return null;
  const given = readEvent(`P(${givenM[1]})`, v);
  const asked = readEvent(`P(${askM[1]})`, v);
  const p = num(givenM[3]);
  if (!given || !asked || !p || p.sign() < 0 || p.cmp(Rat.ONE) > 0) return null;
  const t = distance(given, mu);
  if (!t) return null;
  const g = prob(given, mu, t);
  const a = prob(asked, mu, t);
  if (!g || !a || g[1].isZero()) return null;
  const u = p.sub(g[0]).div(g[1]);
  // F(μ + t) lies between 1/2 and 1
  if (u.cmp(Rat.of(1, 2)) < 0 || u.cmp(Rat.ONE) > 0) return null;
  const answer = a[0].add(a[1].mul(u));
  if (answer.sign() < 0 || answer.cmp(Rat.ONE) > 0) return null;
  if (!g[0].add(g[1].mul(u)).eq(p)) return null;
  const decimals = /\d\.\d/.test(givenM[3]);
  const shown = decimals ? decimal(answer) : answer.toLatex();
  const hi = mu.add(t).toLatex();
  return solved(mp, {
    engine: 'probability:normal',
    idea: `正态曲线关于直线 ${im(`x=${mu.toLatex()}`)} 对称：${im(`P(${v}<${mu.toLatex()})=\\frac{1}{2}`)}，且关于 ${im(`x=${mu.toLatex()}`)} 对称的两个区间概率相等。`,
    steps: [
      `由 ${im(`${given.tex}=${givenM[3].trim()}`)} 得 ${im(`P(${v}<${hi})=${u.toLatex()}`)}。`,
      `由对称性，${im(`P(${v}<${mu.sub(t).toLatex()})=P(${v}>${hi})=1-${u.toLatex()}=${Rat.ONE.sub(u).toLatex()}`)}。`,
      `所以 ${im(`${asked.tex}=${answer.toLatex()}`)}。`,
    ],
    finalAnswer: im(shown),
    verificationNote: `用对称性把两个概率都写成 ${im(`P(${v}<${hi})`)} 的式子：代回已知概率成立，所求概率在 0 与 1 之间。`,
    value: { kind: 'numbers', values: [answer.toNumber()] },
  });
}

/** 3/10 → 0.3 when the fraction terminates; the fraction otherwise. */
function decimal(r: Rat): string {
  for (let digits = 0; digits <= 6; digits++) {
    const scaled = r.mul(Rat.of(10 ** digits));
    if (scaled.isInteger()) return (Number(scaled.n) / 10 ** digits).toFixed(digits);
  }
  return r.toLatex();
}

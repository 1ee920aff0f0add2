import { Rat, squareFactor } from '../../../math/expression/rational';
import { sqrtTex } from '../../analytic-geometry/curve';

/**
 * Points and vectors of a solid placed on three perpendicular axes, each axis with its own unit √s (s rational): a
 * coordinate is stored as the rational q of q·√s. Every solid read here has such axes (a √3 only along one axis, a
 * height √h along the vertical), so dot products, squared lengths and squared volumes stay rational and every answer
 * is an exact ±√(rational).
 */
export type Vec = [Rat, Rat, Rat];
export type Scale = [Rat, Rat, Rat];

export const vec = (x: Rat | number, y: Rat | number, z: Rat | number): Vec =>
  [x, y, z].map((c) => (typeof c === 'number' ? Rat.of(c) : c)) as Vec;
export const sub = (a: Vec, b: Vec): Vec => [a[0].sub(b[0]), a[1].sub(b[1]), a[2].sub(b[2])];
export const add = (a: Vec, b: Vec): Vec => [a[0].add(b[0]), a[1].add(b[1]), a[2].add(b[2])];
export const times = (a: Vec, k: Rat): Vec => [a[0].mul(k), a[1].mul(k), a[2].mul(k)];
export const isZeroVec = (a: Vec) => a.every((c) => c.isZero());

export function dot(a: Vec, b: Vec, s: Scale): Rat {
  return a[0].mul(b[0]).mul(s[0]).add(a[1].mul(b[1]).mul(s[1])).add(a[2].mul(b[2]).mul(s[2]));
}
export const len2 = (a: Vec, s: Scale): Rat => dot(a, a, s);

/** det[a b c] in stored coordinates (the true one is this times √(s₀s₁s₂)). */
export function det(a: Vec, b: Vec, c: Vec): Rat {
  return a[0]
    .mul(b[1].mul(c[2]).sub(b[2].mul(c[1])))
    .sub(a[1].mul(b[0].mul(c[2]).sub(b[2].mul(c[0]))))
    .add(a[2].mul(b[0].mul(c[1]).sub(b[1].mul(c[0]))));
}

/**
 * A normal of the plane spanned by u and v: the stored n with n·u = n·v = 0, i.e. Σ sᵢuᵢnᵢ = 0 — the plain cross
 * product of (sᵢuᵢ) and (sᵢvᵢ), scaled to coprime integers. null when u ∥ v.
 */
export function normalOf(u: Vec, v: Vec, s: Scale): Vec | null {
  const a = u.map((c, i) => c.mul(s[i])) as Vec;
  const b = v.map((c, i) => c.mul(s[i])) as Vec;
  const cross: Vec = [a[1].mul(b[2]).sub(a[2].mul(b[1])), a[2].mul(b[0]).sub(a[0].mul(b[2])), a[0].mul(b[1]).sub(a[1].mul(b[0]))];
  // plainly orthogonal to (sᵢuᵢ) and (sᵢvᵢ) is orthogonal to u and v under the metric
  if (isZeroVec(cross)) return null;
  return plainest(integral(cross), s);
}

/**
 * The same normal with its true coordinates k·√r as small as they go: the rational factors k divided by their
 * common divisor (a cube of edge 2 gives (1,−1,−1), not (2,−2,−2)); the first non-zero coordinate positive.
 */
function plainest(n: Vec, s: Scale): Vec {
  const first = n.find((c) => !c.isZero()) as Rat;
  const signed = first.sign() < 0 ? (n.map((c) => c.neg()) as Vec) : n;
  // true value = √(n/d) = k·√rest / d with n·d = k²·rest
  const parts = signed.flatMap((c, i) => {
    if (c.isZero()) return [];
    const v2 = c.mul(c).mul(s[i]);
    return [{ k: squareFactor(v2.n * v2.d)[0], d: v2.d }];
  });
  let l = 1n;
  for (const p of parts) l = (l * p.d) / gcdB(l, p.d);
  let g = 0n;
  for (const p of parts) g = gcdB(g, (p.k * l) / p.d);
  return g === 0n ? signed : (signed.map((c) => c.div(Rat.of(g, l))) as Vec);
}

/** The same direction with coprime integer entries. */
export function integral(n: Vec): Vec {
  let l = 1n;
  for (const c of n) l = (l * c.d) / gcdB(l, c.d);
  const ints = n.map((c) => (c.n * l) / c.d);
  let g = 0n;
  for (const c of ints) g = gcdB(g, c < 0n ? -c : c);
  return ints.map((c) => Rat.of(c / (g || 1n))) as Vec;
}
function gcdB(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcdB(b, a % b);
}

/** One coordinate as printed: q·√s exactly (0, 2, -\frac{1}{2}, \sqrt{3}, -2\sqrt{2}). */
export function coordTex(q: Rat, s: Rat): string {
  if (q.isZero()) return '0';
  const t = sqrtTex(q.mul(q).mul(s));
  return q.sign() < 0 ? `-${t}` : t;
}
export const vecTex = (a: Vec, s: Scale): string => `(${a.map((c, i) => coordTex(c, s[i])).join(',')})`;

/** ±√r as LaTeX, with the sign given. */
export function signedSqrtTex(r: Rat, sign: number): string {
  const t = sqrtTex(r);
  return sign < 0 && !r.isZero() ? `-${t}` : t;
}

import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { sqrtTex } from '../analytic-geometry/curve';

/** A sphere's radius told through one of its measures, and the sentence that finds it. */
export interface SphereRadius {
  text: string;
  step: string;
}

/** The rational q of a measure written q·π (「16\pi」「\frac{32\pi}{3}」「\pi」), null when π is missing or q is not read. */
function timesPi(s: string): Rat | null {
  if ((s.match(/\\pi/g) ?? []).length !== 1) return null;
  const without = s.replace(/\\pi/, '').replace(/\{\s*\}/g, '{1}');
  const n = parseRat(without.trim() === '' ? '1' : without);
  const q = n ? evalRat(n, () => null) : null;
  return q && q.sign() > 0 ? q : null;
}

/** The rational root of q of degree k, or null when q is not a k-th power of a rational. */
function rationalRoot(q: Rat, k: 3): Rat | null {
  const root = (x: bigint): bigint | null => {
    const r = BigInt(Math.round(Number(x) ** (1 / k)));
    for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** BigInt(k) === x) return c;
    return null;
  };
  const n = root(q.n);
  const d = root(q.d);
  return n !== null && d !== null ? Rat.of(n, d) : null;
}

/**
 * 「球的表面积为 16π，则该球的体积为」: the sphere's surface area (4πR²) or volume (4πR³/3), told as the one given
 * measure beside the one asked, is turned into the radius it fixes, so the sphere is then read by its radius.
 * Null when the text tells no such measure or the radius is not a rational number.
 */
export function sphereRadiusFromMeasure(t: string): SphereRadius | null {
  // a hemisphere has its own area (3πR²) and volume: no sphere measure reads it
  if (!/球/.test(t) || /外接|内切|截面|顶点|半径|直径|半球|[圆棱柱锥台]/.test(t)) return null;
  const told = /球\s*(?:⟨[^⟩]*⟩)?\s*的?\s*(表面积|体积)\s*(?:为|是|等于)\s*⟨([^⟩]*)⟩/.exec(t);
  if (!told) return null;
  const q = timesPi(told[2]);
  if (!q) return null;
  const surface = told[1] === '表面积';
  // 4πR² = qπ gives R² = q/4 (R may be a surd); (4/3)πR³ = qπ gives R³ = 3q/4 (R must be rational)
  const R2 = q.div(Rat.of(4));
  const R3 = q.mul(Rat.of(3, 4));
  const R = surface ? sqrtTex(R2) : rationalRoot(R3, 3)?.toLatex();
  if (!R) return null;
  // the sphere's name (球 O) is no number of the problem
  const rest = t.replace(told[0], `球的半径为 ⟨${R}⟩`).replace(/球\s*⟨[A-Z]⟩/g, '球');
  const step = surface
    ? `由 $4\\pi R^2=${told[2]}$ 得 $R^2=${R2.toLatex()}$，球的半径 $R=${R}$。`
    : `由 $\\frac{4}{3}\\pi R^3=${told[2]}$ 得 $R^3=${R3.toLatex()}$，球的半径 $R=${R}$。`;
  return { text: rest, step };
}

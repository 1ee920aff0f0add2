import { lcm, Rat } from '../../math/expression/rational';
import { Surd } from '../../math/numbers/surd';
import { recognize, surdLatex } from '../../math/write/recognize';

/** A computed length, area or parameter as exact LaTeX (n/d·√r), or null when it is not recognised. */
export function valueTex(x: number): string | null {
  const s = recognize(x) ?? mixedSurd(x);
  if (!s) return null;
  if (Math.abs(s.toNumber() - x) > 1e-9 * Math.max(1, Math.abs(x))) return null;
  if (s.b.isZero() || s.a.isZero()) return surdLatex(s);
  // (q√r + p)/d with the root first, as textbooks print √2−1 and (√5−1)/2.
  const d = lcm(s.a.d, s.b.d);
  const [p, q] = [s.a.mul(Rat.of(d)), s.b.mul(Rat.of(d))];
  const root = `${q.abs().isOne() ? '' : q.abs().toLatex()}\\sqrt{${s.r}}`;
  const top = `${q.sign() < 0 ? '-' : ''}${root}${p.sign() < 0 ? '-' : '+'}${p.abs().toLatex()}`;
  return d === 1n ? top : `\\frac{${top}}{${d}}`;
}

/** p + q·√r with small denominators (eccentricities such as √2−1, (√5−1)/2). */
function mixedSurd(x: number): Surd | null {
  for (const r of [2, 3, 5, 6, 7]) {
    for (let d = 1; d <= 6; d++) {
      for (let qn = -12; qn <= 12; qn++) {
        if (qn === 0) continue;
        const p = x - (qn / d) * Math.sqrt(r);
        const pn = Math.round(p * d);
        if (Math.abs(p * d - pn) < 1e-9) return new Surd(Rat.of(pn, d), Rat.of(qn, d), BigInt(r));
      }
    }
  }
  return null;
}

/** The one value shared by all solutions (within 1e-7 relative), or null when they differ or none exist. */
export function unique(values: number[]): number | null {
  if (!values.length || values.some((v) => !Number.isFinite(v))) return null;
  const v0 = values[0];
  return values.every((v) => Math.abs(v - v0) <= 1e-7 * Math.max(1, Math.abs(v0))) ? v0 : null;
}

/** x as an exact rational when x is one with a small denominator (squares of surds such as √2/2). */
export function rationalise(x: number): Rat | null {
  if (!Number.isFinite(x)) return null;
  for (let d = 1; d <= 1000; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-11 * Math.max(1, Math.abs(x))) return Rat.of(n, d);
  }
  return null;
}

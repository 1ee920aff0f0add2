import { recognize, surdLatex } from '../../math/recognize';

/** A computed length, area or parameter as exact LaTeX (n/d·√r), or null when it is not recognised. */
export function valueTex(x: number): string | null {
  const s = recognize(x);
  if (!s) return null;
  if (Math.abs(s.toNumber() - x) > 1e-9 * Math.max(1, Math.abs(x))) return null;
  return surdLatex(s);
}

/** The one value shared by all solutions (within 1e-7 relative), or null when they differ or none exist. */
export function unique(values: number[]): number | null {
  if (!values.length || values.some((v) => !Number.isFinite(v))) return null;
  const v0 = values[0];
  return values.every((v) => Math.abs(v - v0) <= 1e-7 * Math.max(1, Math.abs(v0))) ? v0 : null;
}

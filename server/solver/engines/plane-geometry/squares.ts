import { Rat } from '../../math/expression/rational';
import { sqrtLatex } from '../statistics/measures';

/**
 * Lengths in plane geometry worked as their squares, which stay rational through 勾股定理 and the special angles
 * (2√3 is kept as 12): a length written 「3」, 「2.5」, 「√3」, 「2√3」, 「√3/2」 or 「3/5」 read as its square.
 */
export function squareOf(s: string): Rat | null {
  const m = /^(\d+(?:\.\d+)?)?(?:√(\d+))?(?:\/(\d+))?$/.exec(s);
  if (!m || (!m[1] && !m[2])) return null;
  const a = m[1] ? Rat.parseDecimal(m[1]) : Rat.ONE;
  if (!a) return null;
  let sq = a.mul(a);
  if (m[2]) sq = sq.mul(Rat.of(BigInt(m[2])));
  if (m[3]) {
    const d = BigInt(m[3]);
    if (d === 0n) return null;
    sq = sq.div(Rat.of(d * d));
  }
  return sq;
}

/** The length whose square is `sq`, in LaTeX (12 → 2\sqrt{3}). */
export const lengthLatex = (sq: Rat): string => sqrtLatex(sq);

/** sin² of the special acute angles, by which an angle is read back from a ratio. */
export const SIN2: Record<number, Rat> = { 30: Rat.of(1, 4), 45: Rat.of(1, 2), 60: Rat.of(3, 4) };

export function specialAngle(sin2: Rat): number | null {
  for (const [deg, v] of Object.entries(SIN2)) if (v.eq(sin2)) return Number(deg);
  return null;
}

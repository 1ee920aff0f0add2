import { evaluate } from '../../math/compute/evaluate';
import type { Node } from '../../math/expression/ast';
import { Rat } from '../../math/expression/rational';
import { piLatex, SPECIAL_ANGLES } from '../../math/write/pi-latex';

export type Angle = 'A' | 'B' | 'C';

/** The special angles strictly between 0 and π that a relation of the papers can fix. */
const SPECIAL = SPECIAL_ANGLES.filter((q) => q.sign() > 0 && q.cmp(Rat.ONE) < 0);

export interface FixedAngle {
  angle: Angle;
  radians: number;
  latex: string;
}

/**
 * The angle X that a relation between the sides and the angles of a triangle (written as lhs − rhs) fixes: by the
 * law of sines (a = 2R sin A, …) the relation is one between the angles; X is fixed when, for several free shapes of
 * the other two angles, the relation has exactly one root in X, the same each time, and it is a special angle.
 * Without a known side the relation must not depend on the size of the triangle (2R is 1, and 3 in the check); with
 * the length of the side opposite X known, 2R is that length over sin X (「a=2 且 (2+b)(sin A−sin B)=(c−b)sin C」).
 * Checked on concrete triangles with that angle: the sides themselves satisfy the printed relation.
 */
export function angleFixedBy(node: Node, X: Angle, oppositeSide?: number): FixedAngle | null {
  const others = (['A', 'B', 'C'] as const).filter((x) => x !== X);
  const G = (angles: Record<string, number>, twoR: number) =>
    evaluate(node, {
      ...angles,
      a: twoR * Math.sin(angles.A),
      b: twoR * Math.sin(angles.B),
      c: twoR * Math.sin(angles.C),
    });
  const scale = (x: number, free: number) => (oppositeSide === undefined ? free : oppositeSide / Math.sin(x));
  const at = (x: number, t: number) => ({ [X]: x, [others[0]]: (Math.PI - x) * t, [others[1]]: (Math.PI - x) * (1 - t) });
  const value = (x: number, t: number) => G(at(x, t), scale(x, 1));
  // The roots in X, for one free shape of the rest of the triangle.
  const rootsFor = (t: number): number[] | null => {
    const out: number[] = [];
    const N = 3000;
    let prev = value(1e-6, t);
    for (let i = 1; i < N; i++) {
      const x = (Math.PI * i) / N;
      const cur = value(x, t);
      if (!Number.isFinite(cur) || !Number.isFinite(prev)) return null;
      if (cur === 0 || Math.sign(cur) !== Math.sign(prev)) {
        let [lo, hi] = [(Math.PI * (i - 1)) / N, x];
        for (let k = 0; k < 80; k++) {
          const mid = (lo + hi) / 2;
          if (Math.sign(value(mid, t)) === Math.sign(value(lo, t))) lo = mid;
          else hi = mid;
        }
        // a root on a grid point is seen from both sides: it is one root
        if (!out.length || Math.abs(out[out.length - 1] - (lo + hi) / 2) > 1e-7) out.push((lo + hi) / 2);
      }
      prev = cur;
    }
    return out;
  };
  const runs = [0.21, 0.47, 0.66].map(rootsFor);
  if (runs.some((r) => r === null || r.length !== 1)) return null;
  const x0 = runs[0]![0];
  if (runs.some((r) => Math.abs(r![0] - x0) > 1e-9)) return null;
  const special = SPECIAL.find((q) => Math.abs(q.toNumber() * Math.PI - x0) < 1e-9);
  if (!special) return null;
  const radians = special.toNumber() * Math.PI;
  for (const t of [0.3, 0.55]) if (!(Math.abs(G(at(radians, t), scale(radians, 3))) < 1e-9)) return null;
  return { angle: X, radians, latex: piLatex(special) };
}

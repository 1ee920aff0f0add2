import { Rat } from '../../../math/expression/rational';

/**
 * Told lengths as linear equations in a solid's unknown squared dimensions (a², h², …): every segment between two
 * placed points has a squared length Σ cᵢuᵢ, so 「AB=AA₁=2」 gives AB² = 4, AA₁² = 4. Solved exactly; null unless every
 * unknown is fixed, positive and the equations agree. With no number at all (angles only), the first unknown is a
 * free unit: `free` says so.
 */
export type Form = Rat[]; // coefficients of u₀, u₁, … (then the constant on the right side)

export function solveSquares(eqs: Array<{ form: Form; value: Rat }>, unknowns: number, unit: Rat): { u: Rat[]; free: boolean } | null {
  const rows = eqs.map((e) => [...e.form, e.value]);
  let isFree = false;
  if (!rows.some((r) => !r[unknowns].isZero())) {
    // only equalities between lengths: fix the scale with u₀ = unit
    isFree = true;
    rows.push([...Array.from({ length: unknowns }, (_, i) => Rat.of(i === 0 ? 1 : 0)), unit]);
  }
  const m = rows.map((r) => [...r]);
  let row = 0;
  const pivots: number[] = [];
  for (let col = 0; col < unknowns; col++) {
    const p = m.findIndex((r, i) => i >= row && !r[col].isZero());
    if (p < 0) return null; // this dimension is not fixed by what is told
    [m[row], m[p]] = [m[p], m[row]];
    const inv = m[row][col].inv();
    m[row] = m[row].map((c) => c.mul(inv));
    for (let i = 0; i < m.length; i++) {
      if (i === row || m[i][col].isZero()) continue;
      const f = m[i][col];
      m[i] = m[i].map((c, j) => c.sub(m[row][j].mul(f)));
    }
    pivots.push(row);
    row++;
  }
  // a told length beyond those needed must agree with them
  for (let i = row; i < m.length; i++) if (!m[i][unknowns].isZero()) return null;
  const u = pivots.map((r) => m[r][unknowns]);
  if (u.some((x) => x.sign() <= 0)) return null;
  return { u, free: isFree };
}

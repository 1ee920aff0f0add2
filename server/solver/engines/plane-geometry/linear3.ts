import type { Rat } from '../../math/expression/rational';

/** The one solution of a square linear system with exact rationals (Gauss–Jordan), or null when it has none or many. */
export function solveLinear(rows: Rat[][]): Rat[] | null {
  const n = rows.length;
  const m = rows.map((r) => [...r]);
  for (let col = 0; col < n; col++) {
    const pivot = m.findIndex((r, i) => i >= col && !r[col].isZero());
    if (pivot < 0) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const inv = m[col][col].inv();
    m[col] = m[col].map((v) => v.mul(inv));
    for (let i = 0; i < n; i++)
      if (i !== col && !m[i][col].isZero()) {
        const f = m[i][col];
        m[i] = m[i].map((v, j) => v.sub(f.mul(m[col][j])));
      }
  }
  return m.map((r) => r[n]);
}

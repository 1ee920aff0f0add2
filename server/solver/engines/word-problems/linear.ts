import { Rat } from '../../math/expression/rational';

/** A linear equation Σ coef·x = rhs over named unknowns. */
export interface Eq {
  coef: Map<string, Rat>;
  rhs: Rat;
}

export function eq(terms: Array<[string, Rat | number]>, rhs: Rat | number): Eq {
  const coef = new Map<string, Rat>();
  for (const [v, c] of terms) {
    const r = typeof c === 'number' ? Rat.of(c) : c;
    coef.set(v, (coef.get(v) ?? Rat.ZERO).add(r));
  }
  return { coef, rhs: typeof rhs === 'number' ? Rat.of(rhs) : rhs };
}

/**
 * Value of Σ target·x determined by the equations (exact Gauss–Jordan), or null when the equations
 * contradict each other or do not determine it.
 */
export function determined(eqs: Eq[], target: Map<string, Rat>): Rat | null {
  const vars = [...new Set([...eqs.flatMap((e) => [...e.coef.keys()]), ...target.keys()])];
  if (vars.length > 12 || eqs.length > 12) return null;
  const rows = eqs.map((e) => [...vars.map((v) => e.coef.get(v) ?? Rat.ZERO), e.rhs]);
  const n = vars.length;
  const pivots: number[] = [];
  let r = 0;
  for (let c = 0; c < n && r < rows.length; c++) {
    const p = rows.findIndex((row, i) => i >= r && !row[c].isZero());
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p], rows[r]];
    const inv = rows[r][c].inv();
    rows[r] = rows[r].map((x) => x.mul(inv));
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i][c].isZero()) continue;
      const f = rows[i][c];
      rows[i] = rows[i].map((x, j) => x.sub(f.mul(rows[r][j])));
    }
    pivots.push(c);
    r++;
  }
  // inconsistent: 0 = nonzero
  for (let i = r; i < rows.length; i++) if (!rows[i][n].isZero()) return null;
  const t = vars.map((v) => target.get(v) ?? Rat.ZERO);
  let value = Rat.ZERO;
  pivots.forEach((c, i) => {
    const f = t[c];
    if (f.isZero()) return;
    for (let j = 0; j < n; j++) t[j] = t[j].sub(f.mul(rows[i][j]));
    value = value.add(f.mul(rows[i][n]));
  });
  return t.every((x) => x.isZero()) ? value : null;
}

/** Every equation holds for the assignment (a second check after solving). */
export function satisfies(eqs: Eq[], values: Map<string, Rat>): boolean {
  return eqs.every((e) => {
    let s = Rat.ZERO;
    for (const [v, c] of e.coef) {
      const x = values.get(v);
      if (!x) return false;
      s = s.add(c.mul(x));
    }
    return s.eq(e.rhs);
  });
}

/** Values of every unknown when all are determined, else null. */
export function solveAll(eqs: Eq[]): Map<string, Rat> | null {
  const vars = [...new Set(eqs.flatMap((e) => [...e.coef.keys()]))];
  const out = new Map<string, Rat>();
  for (const v of vars) {
    const x = determined(eqs, new Map([[v, Rat.ONE]]));
    if (!x) return null;
    out.set(v, x);
  }
  return satisfies(eqs, out) ? out : null;
}

/**
 * Every solution of a small system F(u) = 0 (n ≤ 3 unknowns, at least n equations), found by damped
 * Gauss–Newton from a grid of starts. A solution is kept only when every residual is below 1e-9 and it
 * lies in the given domain; solutions closer than 1e-6 are merged. Callers decide uniqueness from what
 * they read off the solutions, and re-check the conditions on each one.
 */
export type System = (u: number[]) => number[] | null;

export function solveSystem(F: System, starts: number[][], inDomain: (u: number[]) => boolean): number[][] {
  const found: number[][] = [];
  for (const s of starts) {
    const u = refine(F, s);
    if (!u || !inDomain(u)) continue;
    const r = F(u);
    if (!r || r.some((x) => !Number.isFinite(x) || Math.abs(x) > 1e-9)) continue;
    if (!found.some((v) => v.every((x, i) => Math.abs(x - u[i]) < 1e-6 * Math.max(1, Math.abs(x))))) found.push(u);
  }
  return found;
}

/** The grid of starts: every combination of the given values per unknown. */
export function grid(values: number[][]): number[][] {
  return values.reduce<number[][]>((acc, vs) => acc.flatMap((a) => vs.map((v) => [...a, v])), [[]]);
}

function norm2(r: number[]): number {
  return r.reduce((s, x) => s + x * x, 0);
}

function refine(F: System, start: number[]): number[] | null {
  let u = [...start];
  let r = F(u);
  if (!r || r.some((x) => !Number.isFinite(x))) return null;
  let lambda = 1e-6;
  for (let it = 0; it < 200; it++) {
    const f0 = norm2(r);
    if (f0 < 1e-26) return u;
    const n = u.length;
    const J: number[][] = [];
    for (let j = 0; j < n; j++) {
      const h = 1e-7 * Math.max(1, Math.abs(u[j]));
      const v = [...u];
      v[j] += h;
      const rv = F(v);
      if (!rv) return null;
      J.push(rv.map((x, i) => (x - (r as number[])[i]) / h));
    }
    // (JᵀJ + λ diag) δ = −Jᵀr
    const A = Array.from({ length: n }, (_, a) => Array.from({ length: n }, (_, b) => J[a].reduce((s, x, i) => s + x * J[b][i], 0)));
    const g = Array.from({ length: n }, (_, a) => J[a].reduce((s, x, i) => s + x * (r as number[])[i], 0));
    let improved = false;
    for (let tries = 0; tries < 12; tries++) {
      const M = A.map((row, a) => row.map((x, b) => (a === b ? x * (1 + lambda) + lambda * 1e-12 : x)));
      const d = solveLinear(
        M,
        g.map((x) => -x),
      );
      if (!d) {
        lambda *= 10;
        continue;
      }
      const v = u.map((x, i) => x + d[i]);
      const rv = F(v);
      if (rv?.every(Number.isFinite) && norm2(rv) < f0) {
        u = v;
        r = rv;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = true;
        break;
      }
      lambda *= 10;
    }
    if (!improved) return norm2(r) < 1e-20 ? u : null;
  }
  return norm2(r) < 1e-20 ? u : null;
}

function solveLinear(A: number[][], b: number[]): number[] | null {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let i = c + 1; i < n; i++) if (Math.abs(M[i][c]) > Math.abs(M[p][c])) p = i;
    if (Math.abs(M[p][c]) < 1e-300) return null;
    [M[c], M[p]] = [M[p], M[c]];
    for (let i = 0; i < n; i++) {
      if (i === c) continue;
      const f = M[i][c] / M[c][c];
      for (let j = c; j <= n; j++) M[i][j] -= f * M[c][j];
    }
  }
  return M.map((row, i) => row[n] / M[i][i]);
}

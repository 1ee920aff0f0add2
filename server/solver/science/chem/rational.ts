/** Exact rational arithmetic on BigInt, just enough for Gaussian elimination. */
export interface Q {
  n: bigint;
  d: bigint; // always > 0
}

const abs = (x: bigint) => (x < 0n ? -x : x);

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export const lcm = (a: bigint, b: bigint): bigint => (a === 0n || b === 0n ? 0n : abs(a * b) / gcd(a, b));

export function q(n: bigint, d = 1n): Q {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const isZero = (a: Q) => a.n === 0n;
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q) => q(-a.n, a.d);

/**
 * Basis of the null space of an integer matrix (rows × cols), each vector scaled to the smallest
 * integers. Exact: reduced row echelon form over the rationals.
 */
export function integerNullSpace(matrix: bigint[][], cols: number): bigint[][] {
  const m = matrix.map((row) => row.map((v) => q(v)));
  const pivots: number[] = [];
  let r = 0;
  for (let c = 0; c < cols && r < m.length; c++) {
    const p = m.findIndex((row, i) => i >= r && !isZero(row[c]));
    if (p < 0) continue;
    [m[r], m[p]] = [m[p], m[r]];
    const pv = m[r][c];
    m[r] = m[r].map((v) => div(v, pv));
    for (let i = 0; i < m.length; i++) {
      if (i === r || isZero(m[i][c])) continue;
      const f = m[i][c];
      m[i] = m[i].map((v, j) => sub(v, mul(f, m[r][j])));
    }
    pivots.push(c);
    r++;
  }
  const free = [...Array(cols).keys()].filter((c) => !pivots.includes(c));
  return free.map((fc) => {
    const vec: Q[] = Array.from({ length: cols }, () => q(0n));
    vec[fc] = q(1n);
    pivots.forEach((pc, row) => {
      vec[pc] = neg(m[row][fc]);
    });
    return toSmallestIntegers(vec);
  });
}

function toSmallestIntegers(vec: Q[]): bigint[] {
  const den = vec.reduce((acc, v) => (v.n === 0n ? acc : lcm(acc, v.d)), 1n);
  const ints = vec.map((v) => (v.n * den) / v.d);
  const g = ints.reduce((acc, v) => gcd(acc, v), 0n) || 1n;
  return ints.map((v) => v / g);
}

import { Rat } from '../expression/rational';

/** Exact m-th root of a non-negative bigint, or null. */
export function exactRoot(n: bigint, m: number): bigint | null {
  if (n < 0n) return null;
  if (n < 2n) return n;
  const r = BigInt(Math.round(Number(n) ** (1 / m)));
  for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** BigInt(m) === n) return c;
  return null;
}

/** r = root^m with root not a perfect power (root > 1 written as integer or 1/integer when possible). */
export function perfectPower(r: Rat): { root: Rat; m: number } | null {
  if (r.sign() <= 0 || r.isOne()) return null;
  if (r.cmp(Rat.ONE) < 0) {
    const inv = perfectPower(r.inv());
    return inv ? { root: inv.root, m: -inv.m } : null;
  }
  for (let m = 64; m >= 2; m--) {
    const a = exactRoot(r.n, m);
    const b = exactRoot(r.d, m);
    if (a !== null && b !== null) return { root: Rat.of(a, b), m };
  }
  return { root: r, m: 1 };
}

/** k when r = base^k for an integer k (|k| ≤ 64), else null. */
export function logExact(base: Rat, r: Rat): number | null {
  for (let k = -64; k <= 64; k++) {
    if (base.pow(k).eq(r)) return k;
  }
  return null;
}

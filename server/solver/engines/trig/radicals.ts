import { Rat, squareFactor } from '../../math/expression/rational';
import type { Surd } from '../../math/numbers/surd';

/**
 * Exact numbers Σ cₘ·√m over square-free m (m = 1 the rational part): the field the values of one angle
 * with tan α = 2 live in once special angles join (√5 from sin α, √2 from π/4, their product √10).
 */
export class Radicals {
  private constructor(readonly terms: ReadonlyMap<bigint, Rat>) {}

  static rat(r: Rat): Radicals {
    return Radicals.of([[1n, r]]);
  }

  static fromSurd(x: Surd): Radicals {
    return Radicals.of([
      [1n, x.a],
      [x.r, x.b],
    ]);
  }

  /** q·√m for an integer m ≥ 0, with its square factor taken out. */
  static fromSurdParts(q: Rat, m: bigint): Radicals {
    if (m < 0n) throw new RangeError('负数开方');
    if (m === 0n) return Radicals.rat(Rat.ZERO);
    const [k, rest] = squareFactor(m);
    return Radicals.of([[rest, q.mul(Rat.of(k))]]);
  }

  private static of(pairs: Array<[bigint, Rat]>): Radicals {
    const m = new Map<bigint, Rat>();
    for (const [r, c] of pairs) {
      if (c.isZero()) continue;
      const sum = (m.get(r) ?? Rat.ZERO).add(c);
      if (sum.isZero()) m.delete(r);
      else m.set(r, sum);
    }
    return new Radicals(m);
  }

  add(o: Radicals): Radicals {
    return Radicals.of([...this.terms, ...o.terms]);
  }

  neg(): Radicals {
    return Radicals.of([...this.terms].map(([r, c]) => [r, c.neg()]));
  }

  sub(o: Radicals): Radicals {
    return this.add(o.neg());
  }

  mul(o: Radicals): Radicals {
    const out: Array<[bigint, Rat]> = [];
    for (const [r1, c1] of this.terms)
      for (const [r2, c2] of o.terms) {
        // √r1·√r2 = k·√rest with rest square-free
        const [k, rest] = squareFactor(r1 * r2);
        out.push([rest, c1.mul(c2).mul(Rat.of(k))]);
      }
    return Radicals.of(out);
  }

  /** 1/x: multiplying by the conjugate in each prime of the radicands removes that prime, until x is rational. */
  inv(): Radicals {
    if (this.isZero()) throw new RangeError('除数为零');
    let num = Radicals.rat(Rat.ONE);
    let den: Radicals = this;
    for (const p of primesOf(den)) {
      const conj = den.flip(p);
      num = num.mul(conj);
      den = den.mul(conj);
    }
    if (!den.isRational() || den.isZero()) throw new RangeError('除数为零');
    return num.mul(Radicals.rat(Rat.ONE.div(den.rational())));
  }

  div(o: Radicals): Radicals {
    return this.mul(o.inv());
  }

  /** The conjugate that changes the sign of √p. */
  private flip(p: bigint): Radicals {
    return Radicals.of([...this.terms].map(([r, c]) => [r, r % p === 0n ? c.neg() : c]));
  }

  isZero(): boolean {
    return this.terms.size === 0;
  }

  isRational(): boolean {
    return [...this.terms.keys()].every((r) => r === 1n);
  }

  rational(): Rat {
    return this.terms.get(1n) ?? Rat.ZERO;
  }

  equals(o: Radicals): boolean {
    return this.sub(o).isZero();
  }

  toNumber(): number {
    let s = 0;
    for (const [r, c] of this.terms) s += c.toNumber() * Math.sqrt(Number(r));
    return s;
  }

  /** Textbook form over one common denominator: \frac{3\sqrt{10}}{10}, \frac{\sqrt{6}-\sqrt{2}}{4}. */
  latex(): string {
    if (this.isZero()) return '0';
    const entries = [...this.terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    let d = 1n;
    for (const [, c] of entries) d = lcmBig(d, c.d);
    const parts = entries.map(([r, c]) => {
      const n = c.mul(Rat.of(d)).n;
      const abs = n < 0n ? -n : n;
      const body = r === 1n ? `${abs}` : `${abs === 1n ? '' : abs}\\sqrt{${r}}`;
      return { neg: n < 0n, body };
    });
    // a positive term first when there is one, as printed in textbooks
    parts.sort((x, y) => Number(x.neg) - Number(y.neg));
    let top = parts.map((t, i) => (t.neg ? '-' : i === 0 ? '' : '+') + t.body).join('');
    if (d === 1n) return top;
    const allNeg = parts.every((t) => t.neg);
    if (allNeg) top = parts.map((t, i) => (i === 0 ? '' : '+') + t.body).join('');
    return `${allNeg ? '-' : ''}\\frac{${top}}{${d}}`;
  }
}

function lcmBig(a: bigint, b: bigint): bigint {
  const g = (x: bigint, y: bigint): bigint => (y ? g(y, x % y) : x);
  return (a / g(a, b)) * b;
}

/** Primes dividing some radicand (radicands here are small: products of the given value's and 2, 3). */
function primesOf(x: Radicals): bigint[] {
  const ps = new Set<bigint>();
  for (const r0 of x.terms.keys()) {
    if (r0 > 1_000_000_000n) throw new RangeError('根式过大');
    let r = r0;
    for (let p = 2n; p * p <= r; p++)
      while (r % p === 0n) {
        ps.add(p);
        r /= p;
      }
    if (r > 1n) ps.add(r);
  }
  return [...ps];
}

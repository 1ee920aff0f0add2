/** Exact rational numbers on bigint, always normalised (den > 0, gcd 1). */
export class Rat {
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static of(n: bigint | number, d: bigint | number = 1n): Rat {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('除数为零');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcd(nn < 0n ? -nn : nn, dd);
    return new Rat(nn / g, dd / g);
  }

  static readonly ZERO = new Rat(0n, 1n);
  static readonly ONE = new Rat(1n, 1n);

  /** Parses "12", "-3", "1.25", ".5" exactly. */
  static parseDecimal(s: string): Rat | null {
    const m = /^(-)?(\d*)(?:\.(\d+))?$/.exec(s);
    if (!m || (m[2] === '' && m[3] === undefined)) return null;
    const frac = m[3] ?? '';
    const n = BigInt((m[2] || '0') + frac);
    const r = Rat.of(n, 10n ** BigInt(frac.length));
    return m[1] ? r.neg() : r;
  }

  /** Exact value of a finite double when it is a "short" decimal, else null. */
  static fromNumber(x: number): Rat | null {
    if (!Number.isFinite(x)) return null;
    if (Number.isInteger(x)) return Rat.of(BigInt(x));
    const s = x.toString();
    return s.includes('e') ? null : Rat.parseDecimal(s);
  }

  add(o: Rat): Rat {
    return Rat.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Rat): Rat {
    return Rat.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Rat): Rat {
    return Rat.of(this.n * o.n, this.d * o.d);
  }
  div(o: Rat): Rat {
    return Rat.of(this.n * o.d, this.d * o.n);
  }
  neg(): Rat {
    return new Rat(-this.n, this.d);
  }
  inv(): Rat {
    return Rat.of(this.d, this.n);
  }
  abs(): Rat {
    return this.n < 0n ? this.neg() : this;
  }
  /** Integer power; throws on a huge exponent rather than hanging. */
  pow(k: number): Rat {
    if (!Number.isInteger(k) || Math.abs(k) > 4096) throw new RangeError('指数过大');
    if (k < 0) return this.inv().pow(-k);
    return Rat.of(this.n ** BigInt(k), this.d ** BigInt(k));
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  isOne(): boolean {
    return this.n === 1n && this.d === 1n;
  }
  isInteger(): boolean {
    return this.d === 1n;
  }
  sign(): number {
    return this.n === 0n ? 0 : this.n > 0n ? 1 : -1;
  }
  cmp(o: Rat): number {
    const a = this.n * o.d;
    const b = o.n * this.d;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  eq(o: Rat): boolean {
    return this.n === o.n && this.d === o.d;
  }
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
  toLatex(): string {
    if (this.d === 1n) return this.n.toString();
    const sign = this.n < 0n ? '-' : '';
    const n = this.n < 0n ? -this.n : this.n;
    return `${sign}\\frac{${n}}{${this.d}}`;
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** Divisors of |n| (n must be small enough to enumerate); null when too big to try. */
export function divisors(n: bigint): bigint[] | null {
  const m = n < 0n ? -n : n;
  if (m === 0n) return [0n];
  if (m > 10n ** 12n) return null;
  const out: bigint[] = [];
  for (let i = 1n; i * i <= m; i++) {
    if (m % i === 0n) {
      out.push(i);
      if (i * i !== m) out.push(m / i);
    }
  }
  return out;
}

/** Largest k with k^2 | n, for n > 0: returns [k, n / k^2]. */
export function squareFactor(n: bigint): [bigint, bigint] {
  let k = 1n;
  let rest = n;
  for (let p = 2n; p * p <= rest && p < 100000n; p++) {
    while (rest % (p * p) === 0n) {
      rest /= p * p;
      k *= p;
    }
  }
  return [k, rest];
}

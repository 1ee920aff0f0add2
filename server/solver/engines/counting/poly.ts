import { Rat } from '../../math/expression/rational';
import type { RNode } from '../../math/numbers/ratexpr';

/** Laurent polynomial in a few letters with exact coefficients: monomial key "x^2*y^-1" → coefficient. */
export type Poly = Map<string, Rat>;
type Mono = Record<string, number>;

const MAX_TERMS = 4000;
const MAX_POWER = 40;

function keyOf(m: Mono): string {
  return Object.keys(m)
    .filter((v) => m[v] !== 0)
    .sort()
    .map((v) => `${v}^${m[v]}`)
    .join('*');
}
export function parseKey(k: string): Mono {
  const m: Mono = {};
  if (!k) return m;
  for (const part of k.split('*')) {
    const [v, e] = part.split('^');
    m[v] = Number(e);
  }
  return m;
}

const constant = (c: Rat): Poly => (c.isZero() ? new Map() : new Map([['', c]]));

function addP(a: Poly, b: Poly, sign = 1): Poly {
  const out = new Map(a);
  for (const [k, v] of b) {
    const s = (out.get(k) ?? Rat.ZERO).add(sign < 0 ? v.neg() : v);
    if (s.isZero()) out.delete(k);
    else out.set(k, s);
  }
  return out;
}

function mulP(a: Poly, b: Poly): Poly | null {
  const out: Poly = new Map();
  for (const [ka, va] of a) {
    for (const [kb, vb] of b) {
      const m = parseKey(ka);
      for (const [v, e] of Object.entries(parseKey(kb))) m[v] = (m[v] ?? 0) + e;
      const k = keyOf(m);
      const s = (out.get(k) ?? Rat.ZERO).add(va.mul(vb));
      if (s.isZero()) out.delete(k);
      else out.set(k, s);
    }
    if (out.size > MAX_TERMS) return null;
  }
  return out;
}

/** Expands a formula made of sums, products and non-negative integer powers; 1/monomial allowed. */
export function toPoly(n: RNode, letters: Set<string>): Poly | null {
  switch (n.k) {
    case 'num':
      return constant(n.v);
    case 'var':
      return letters.has(n.name) ? new Map([[`${n.name}^1`, Rat.ONE]]) : null;
    case 'neg': {
      const a = toPoly(n.a, letters);
      return a ? addP(new Map(), a, -1) : null;
    }
    case 'add':
    case 'sub': {
      const a = toPoly(n.a, letters);
      const b = toPoly(n.b, letters);
      return a && b ? addP(a, b, n.k === 'sub' ? -1 : 1) : null;
    }
    case 'mul': {
      const a = toPoly(n.a, letters);
      const b = toPoly(n.b, letters);
      return a && b ? mulP(a, b) : null;
    }
    case 'div': {
      const a = toPoly(n.a, letters);
      const b = toPoly(n.b, letters);
      if (!a || !b || b.size !== 1) return null;
      const [[kb, vb]] = [...b];
      const inv: Mono = {};
      for (const [v, e] of Object.entries(parseKey(kb))) inv[v] = -e;
      return mulP(a, new Map([[keyOf(inv), vb.inv()]]));
    }
    case 'pow': {
      const a = toPoly(n.a, letters);
      if (!a) return null;
      if (n.e < 0) {
        if (a.size !== 1) return null;
        const [[ka, va]] = [...a];
        const m: Mono = {};
        for (const [v, e] of Object.entries(parseKey(ka))) m[v] = e * n.e;
        return new Map([[keyOf(m), va.inv().pow(-n.e)]]);
      }
      if (n.e > MAX_POWER) return null;
      let out: Poly = constant(Rat.ONE);
      for (let i = 0; i < n.e; i++) {
        const next = mulP(out, a);
        if (!next) return null;
        out = next;
      }
      return out;
    }
    case 'sqrt': {
      // 「\frac{1}{\sqrt{x}}」: the square root of one monomial with a square coefficient, its exponents halved
      const a = toPoly(n.a, letters);
      if (a?.size !== 1) return null;
      const [[ka, va]] = [...a];
      const [rn, rd] = [squareRoot(va.n), squareRoot(va.d)];
      if (rn === null || rd === null) return null;
      const m: Mono = {};
      for (const [v, e] of Object.entries(parseKey(ka))) m[v] = e / 2;
      return new Map([[keyOf(m), Rat.of(rn, rd)]]);
    }
    default:
      return null;
  }
}

function squareRoot(n: bigint): bigint | null {
  if (n < 0n) return null;
  const r = BigInt(Math.round(Math.sqrt(Number(n))));
  return r * r === n ? r : null;
}

export function monoKey(m: Mono): string {
  return keyOf(m);
}

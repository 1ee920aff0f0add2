import type { MJ } from '../../math/expression/mathjson';
import { unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { Surd } from '../../math/numbers/surd';

/** Constants read from a vector problem's formulas, exactly. */
export function ratOf(j: MJ): Rat | null {
  if (typeof j === 'number') return Number.isInteger(j) ? Rat.of(j) : Rat.fromNumber(j);
  if (j && typeof j === 'object' && !Array.isArray(j) && 'num' in j) return Rat.parseDecimal(j.num);
  return null;
}

/** A constant written with at most one square root: its square (for |…| = √7). */
export function squareConst(j0: MJ): Rat | null {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return r.sign() < 0 ? null : r.mul(r);
  if (Array.isArray(j) && j[0] === 'Sqrt') return ratOf(unwrap(j[1]));
  if (Array.isArray(j) && (j[0] === 'InvisibleOperator' || j[0] === 'Multiply') && j.length === 3) {
    const k = ratOf(unwrap(j[1]));
    const s = squareConst(j[2]);
    return k && s ? k.mul(k).mul(s) : null;
  }
  if (Array.isArray(j) && (j[0] === 'Divide' || j[0] === 'Rational')) {
    const a = squareConst(j[1]);
    const b = squareConst(j[2]);
    return a && b && !b.isZero() ? a.div(b) : null;
  }
  return null;
}

/** An angle written as a constant (π/3, 60°): its value in units of π. */
export function angleConst(j0: MJ): Rat | null {
  const j = unwrap(j0);
  if (j === 'Pi') return Rat.ONE;
  if (Array.isArray(j) && j[0] === 'Degrees') {
    const d = ratOf(unwrap(j[1]));
    return d ? d.div(Rat.of(180)) : null;
  }
  if (Array.isArray(j) && (j[0] === 'Divide' || j[0] === 'Rational')) {
    const a = angleConst(j[1]);
    const b = ratOf(unwrap(j[2]));
    return a && b && !b.isZero() ? a.div(b) : null;
  }
  if (Array.isArray(j) && (j[0] === 'InvisibleOperator' || j[0] === 'Multiply') && j.length === 3) {
    const k = ratOf(unwrap(j[1]));
    const a = angleConst(j[2]);
    return k && a ? k.mul(a) : null;
  }
  return null;
}

export function latexOf(s: Surd): string {
  // local import-free LaTeX for p + q√r
  if (s.b.isZero()) return s.a.toLatex();
  const q = s.b;
  const root = `\\sqrt{${s.r}}`;
  const num = q.abs().n === 1n ? root : `${q.abs().n}${root}`;
  const body = q.d === 1n ? num : `\\frac{${num}}{${q.d}}`;
  const sign = q.sign() < 0 ? '-' : '';
  return s.a.isZero() ? `${sign}${body}` : `${s.a.toLatex()}${sign || '+'}${body}`;
}

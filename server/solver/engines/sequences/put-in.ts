import { Rat } from '../../math/expression/rational';
import type { RNode } from '../../math/numbers/ratexpr';
import type { Kind, Model } from './solve';

/**
 * The asked a_k or S_k as its formula with a₁ and d (or q) put in, as the last step of 基本量法 shows it
 * (「S_{10}=10\times 1+\frac{10\times 9}{2}\times 2」); null for any other target, q = 1, or a value that differs from
 * `value` (the caller found it the other way).
 */
export function formulaPutIn(kind: Kind, target: RNode, s: Model, value: Rat): string | null {
  if (target.k !== 'var') return null;
  const m = /^([aS])_(\d+)$/.exec(target.name);
  if (!m) return null;
  const k = Number(m[2]);
  const [a1, r] = [s.a1, s.r];
  const factor = (x: Rat) => (x.sign() < 0 ? `\\left(${x.toLatex()}\\right)` : x.toLatex());
  const base = (x: Rat) => (x.sign() < 0 || x.d !== 1n ? `\\left(${x.toLatex()}\\right)` : x.toLatex());
  let tex: string;
  let computed: Rat;
  if (kind === 'arith') {
    if (m[1] === 'a') {
      tex = `${a1.toLatex()}+${k - 1}\\times ${factor(r)}`;
      computed = a1.add(r.mul(Rat.of(k - 1)));
    } else {
      tex = `${k}\\times ${factor(a1)}+\\frac{${k}\\times ${k - 1}}{2}\\times ${factor(r)}`;
      computed = a1.mul(Rat.of(k)).add(r.mul(Rat.of((k * (k - 1)) / 2)));
    }
  } else {
    if (k > 30 || r.eq(Rat.ONE)) return null;
    const power = (e: number) => Array.from({ length: e }, () => r).reduce((x, y) => x.mul(y), Rat.ONE);
    if (m[1] === 'a') {
      tex = `${factor(a1)}\\times ${base(r)}^{${k - 1}}`;
      computed = a1.mul(power(k - 1));
    } else {
      tex = `\\frac{${factor(a1)}\\times \\left(1-${base(r)}^{${k}}\\right)}{1-${factor(r)}}`;
      computed = a1.mul(Rat.ONE.sub(power(k))).div(Rat.ONE.sub(r));
    }
  }
  return computed.eq(value) ? tex : null;
}

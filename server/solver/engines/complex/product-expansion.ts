import { head, type MJ, unwrap } from '../../math/expression/mathjson';
import type { Rat } from '../../math/expression/rational';
import { evalLin, type Gauss } from './gauss';

/**
 * 「i(2+3i)=2i+3i^{2}」: a product of two complex numbers multiplied out term by term before i² = −1 is used, as
 * 人教A版 必修二 7.2 does. Null unless the expression is one product of two factors whose imaginary parts are both
 * nonzero (a real factor multiplies out without any i²).
 */
export function productExpansion(expr: MJ): string | null {
  const u = unwrap(expr);
  if (!Array.isArray(u) || u.length !== 3) return null;
  const square = head(u) === 'Power' && unwrap(u[2] as NonNullable<MJ>) === 2;
  if (!square && head(u) !== 'Multiply' && head(u) !== 'InvisibleOperator') return null;
  // each factor written as a+bi itself: a factor that is a power or a product would skip its own step
  const bare = (m: MJ) => {
    const v = unwrap(m);
    const inner = Array.isArray(v) && v[0] === 'Delimiter' ? v[1] : v;
    return !/"(?:Power|Divide|Sqrt|Delimiter|Multiply)"/.test(JSON.stringify(inner));
  };
  if (!bare(u[1] as NonNullable<MJ>) || (!square && !bare(u[2] as NonNullable<MJ>))) return null;
  let x: Gauss;
  let y: Gauss;
  try {
    x = evalLin(u[1] as NonNullable<MJ>, null).q;
    y = square ? x : evalLin(u[2] as NonNullable<MJ>, null).q;
  } catch {
    return null;
  }
  if (x.im.isZero() || y.im.isZero()) return null;
  // a square is written (a+bi)² = a² + 2abi + b²i², the two middle terms joined
  const terms: Array<[Rat, string]> = [
    [x.re.mul(y.re), ''],
    ...((square
      ? [[x.re.mul(y.im).add(x.im.mul(y.re)), 'i']]
      : [
          [x.re.mul(y.im), 'i'],
          [x.im.mul(y.re), 'i'],
        ]) as Array<[Rat, string]>),
    [x.im.mul(y.im), 'i^{2}'],
  ];
  let out = '';
  for (const [c, unit] of terms) {
    if (c.isZero()) continue;
    const abs = c.abs();
    const body = unit && abs.isOne() ? unit : `${abs.toLatex()}${unit}`;
    out += `${c.sign() < 0 ? '-' : out ? '+' : ''}${body}`;
  }
  return out || null;
}

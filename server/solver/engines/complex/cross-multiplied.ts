import { head, type MJ, symbols, unwrap } from '../../math/expression/mathjson';
import type { Rat } from '../../math/expression/rational';
import { dm, im } from '../../math/write/format';
import { evalLin, Gauss, linearLatex } from './gauss';
import { productExpansion } from './product-expansion';

/**
 * 「\frac{2+ai}{1+i}=3+i」 worked as 人教A版 does: both sides multiplied by the denominator (2+ai=(3+i)(1+i)=2+4i),
 * then real and imaginary parts compared. Null unless the left side is one fraction whose denominator, like the
 * right side, is free of the letter, and the parts give exactly `a` (the caller found it the other way).
 */
export function crossMultipliedSteps(latex: string, equation: MJ, letter: string, a: Rat): string[] | null {
  const u = unwrap(equation);
  if (!Array.isArray(u) || u[0] !== 'Equal' || u.length !== 3) return null;
  const left = unwrap(u[1] as MJ);
  if (head(left) !== 'Divide' || !Array.isArray(left)) return null;
  const [num, den, right] = [left[1] as MJ, left[2] as MJ, u[2] as MJ];
  if (symbols(den).has(letter) || symbols(right).has(letter)) return null;
  const texts = fractionParts(latex);
  if (!texts) return null;
  let lhs: ReturnType<typeof evalLin>;
  let product: Gauss;
  try {
    lhs = evalLin(num, letter);
    product = evalLin(right, null).q.mul(evalLin(den, null).q);
  } catch {
    return null;
  }
  if (!lhs.r.isZero()) return null;
  // numerator = q + p·a; its real and imaginary parts are linear in the real letter
  const at = lhs.q.add(lhs.p.mul(Gauss.of(a)));
  if (!at.re.eq(product.re) || !at.im.eq(product.im)) return null;
  const expanded = productExpansion(['Multiply', right, den]);
  const side = (k: Rat, c: Rat) => (k.isZero() ? c.toLatex() : linearLatex(k, c, letter));
  const [re, imag] = [`${side(lhs.p.re, lhs.q.re)}=${product.re.toLatex()}`, `${side(lhs.p.im, lhs.q.im)}=${product.im.toLatex()}`];
  if (lhs.p.re.isZero() && lhs.p.im.isZero()) return null;
  // 「a=4」 read off needs no solving; 「\frac{1}{2}a-2=0」 does
  const readOff = [lhs.p.re, lhs.p.im].every((k, i) => k.isZero() || (k.isOne() && [lhs.q.re, lhs.q.im][i].isZero()));
  return [
    `两边同乘 ${im(texts.den)}：${dm(`${texts.num}=\\left(${texts.right}\\right)\\left(${texts.den}\\right)=${expanded ? `${expanded}=` : ''}${product.latex()}`)}`,
    `两个复数相等，实部与虚部分别相等：实部 ${im(re)}，虚部 ${im(imag)}，${readOff ? '即' : '解得'} ${im(`${letter}=${a.toLatex()}`)}。`,
  ];
}

/** The numerator, denominator and right side of 「\frac{N}{D}=R」 as printed; null for any other shape. */
function fractionParts(latex: string): { num: string; den: string; right: string } | null {
  const t = latex.trim().replace(/^\\[dt]frac/, '\\frac');
  if (!t.startsWith('\\frac')) return null;
  const num = group(t, 5);
  const den = num ? group(t, num.end) : null;
  if (!num || !den) return null;
  const rest = /^\s*=\s*(.+?)\s*$/.exec(t.slice(den.end));
  return rest ? { num: num.body.trim(), den: den.body.trim(), right: rest[1] } : null;
}

function group(t: string, from: number): { body: string; end: number } | null {
  let i = from;
  while (t[i] === ' ') i++;
  if (t[i] !== '{') return null;
  let depth = 0;
  for (let k = i; k < t.length; k++) {
    if (t[k] === '{') depth++;
    else if (t[k] === '}' && --depth === 0) return { body: t.slice(i + 1, k), end: k + 1 };
  }
  return null;
}

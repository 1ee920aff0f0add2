import { Rat } from '../../../math/expression/rational';

/**
 * A count from one whole-number division that does not come out even, written as 人教版 二年级下册「有余数的除法」
 * and 三年级「解决问题」 write it: 425 ÷ 6 = 70（个）……5（只）, then 70 + 1 = 71（个） for 进一法, or the remainder
 * left over for 去尾法 — not 425 ÷ 6 = 425/6, a fraction the grade has not met.
 */
export function remainderSteps(
  dividend: Rat,
  divisor: Rat,
  answer: Rat,
  how: string,
  countUnit: string,
  dividendUnit: string,
): [string, string] | null {
  if (!dividend.isInteger() || !divisor.isInteger() || divisor.sign() <= 0 || dividend.sign() <= 0) return null;
  const [a, b] = [dividend.n, divisor.n];
  const q = a / b;
  const r = a % b;
  if (r === 0n) return null;
  const up = how === '进一法';
  if (!answer.eq(Rat.of(up ? q + 1n : q))) return null;
  const unit = (u: string) => (u ? `（${u}）` : '');
  const divide = `**列式计算** $${a} \\div ${b} = ${q}$${unit(countUnit)}……$${r}$${unit(dividendUnit)}`;
  const left = `余下的 $${r}$ ${dividendUnit}`;
  const round = up
    ? `**取整** ${left}还需要 $1$ ${countUnit}，按实际意义用进一法：$${q} + 1 = ${q + 1n}$${unit(countUnit)}。`
    : how.startsWith('有余数')
      ? `**取整** 商 $${q}$ 就是每份分得的，${left}不够每份再分 $1$ ${countUnit}。`
      : `**取整** ${left}不够 $1$ ${countUnit}，按实际意义用${how}：取 $${q}$ ${countUnit}。`;
  return [divide, round];
}

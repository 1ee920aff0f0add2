import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('functions engine: one constant from a condition on the derivative', () => {
  it('reads the derivative value, the slope of the tangent and a point the tangent passes through', async () => {
    const cases: Array<[string, number]> = [
      ['已知函数 $f(x)=a x^{3}+x+1$ 的图象在点(1,f(1))处的切线过点( 2, 7), 则 $a=$', 1],
      ['已知函数 $f(x)=a e^{x}-x$ 在点 $(0, f(0))$ 处的切线经过点 $(1,2)$, 则实数 $a=$', 1.5],
      // f′(1) = e·a/(1+a)², equal to e/4 only at the double root a = 1
      ['设函数 $f(x)=\\frac{\\mathrm{e}^{x}}{x+a}$. 若 $f^{\\prime}(1)=\\frac{e}{4}$, 则 $a=$', 1],
      ['曲线 $y=a x^{2}-\\ln x$ 在 $x=1$ 处的切线斜率为 1, 则 $a=$', 1],
      ['设 $f(x)=x^{3}-m x$, 若 $f^{\\prime}(2)=9$, 则 $m=$', 3],
    ];
    for (const [text, a] of cases) expect(await numbersBy(functionsEngine, text)).toEqual([a]);
  });
  it('refuses two values, none, every value, and a condition it does not read', async () => {
    await expectNoAnswer(functionsEngine, '设 $f(x)=a^{2} x+x$, 若 $f^{\\prime}(0)=5$, 则 $a=$');
    await expectNoAnswer(functionsEngine, '设 $f(x)=e^{x}+a$, 若 $f^{\\prime}(0)=2$, 则 $a=$');
    await expectNoAnswer(functionsEngine, '设 $f(x)=e^{x}+a$, 若 $f^{\\prime}(0)=1$, 则 $a=$');
    // a tangent parallel to a vertical line has no slope to read
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=a x^{3}+x$ 在点 $(1, f(1))$ 处的切线与直线 $x=4$ 平行, 则 $a=$');
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=a x^{3}+x$ 在点 $(1, 2)$ 处的切线过点 $(2,7)$, 则 $a=$');
  });
});

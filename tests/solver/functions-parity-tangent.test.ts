import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, expectRefused, solvedBy } from './hs-helpers';

describe('functions engine: the tangent at a point of the half of an odd or even function that is not given', () => {
  it('writes the other half from the symmetry, then the tangent line', async () => {
    const cases: Array<[string, string]> = [
      ['已知 $f(x)$ 为偶函数, 当 $x \\leqslant 0$ 时, $f(x)=e^{-x-1}-x$, 则曲线 $y=f$ $(x)$ 在点 $(1,2)$ 处的切线方程是', 'y=2x'],
      ['已知 $f(x)$ 为偶函数, 当 $x<0$ 时, $f(x)=\\ln (-x)+3 x$, 则曲线 $y=f(x)$ 在点 $(1,-3)$ 处的切线方程是', 'y=-2x - 1'],
      ['设 $f(x)$ 是奇函数, 当 $x>0$ 时, $f(x)=x^{2}+x$, 则曲线 $y=f(x)$ 在点 $(-1,-2)$ 处的切线方程为', 'y=3x + 1'],
      // a point of the given half needs no symmetry
      ['设 $f(x)$ 是奇函数, 当 $x>0$ 时, $f(x)=x^{2}+x$, 则曲线 $y=f(x)$ 在 $x=1$ 处的切线方程为', 'y=3x - 1'],
    ];
    for (const [text, answer] of cases) {
      const { out } = await solvedBy(functionsEngine, text);
      expect(out.finalAnswer).toBe(`$${answer}$`);
    }
  });
  it('refuses a point off the curve and leaves a question with more conditions', async () => {
    await expectRefused(
      functionsEngine,
      '已知 $f(x)$ 为偶函数, 当 $x<0$ 时, $f(x)=\\ln (-x)+3 x$, 则曲线 $y=f(x)$ 在点 $(1,3)$ 处的切线方程是',
      /不在曲线上/,
    );
    await expectNoAnswer(
      functionsEngine,
      '已知 $f(x)$ 为偶函数, 且 $f(x+2)=f(x)$, 当 $x<0$ 时, $f(x)=\\ln (-x)+3 x$, 则曲线 $y=f(x)$ 在点 $(1,-3)$ 处的切线方程是',
    );
  });
});

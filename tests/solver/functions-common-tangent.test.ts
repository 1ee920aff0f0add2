import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, expectRefused, numbersBy } from './hs-helpers';

describe('functions engine: the tangent of one curve at a point that touches a second curve with a constant', () => {
  it('takes the discriminant of the second curve minus the line, leaving out values where it is not quadratic', async () => {
    const cases: Array<[string, number]> = [
      ['已知曲线 $y=x+\\ln x$ 在点 $\\left(1,1 ）\\right.$ 处的切线与曲线 $y=a x^{2}+(a+2) x+1$ 相切，则 $a=$', 8],
      ['已知曲线 $y=x^{2}$ 在点 $(1,1)$ 处的切线与曲线 $y=x^{2}+m$ 相切, 则 $m=$', 0],
      ['曲线 $y=e^{x}$ 在点 $(0,1)$ 处的切线与曲线 $y=a x^{2}$ 相切, 则实数 $a=$', -0.25],
      ['已知曲线 $y=x^{3}$ 在 $x=1$ 处的切线与曲线 $y=x^{2}+k$ 相切, 则 $k=$', 0.25],
    ];
    for (const [text, v] of cases) expect(await numbersBy(functionsEngine, text)).toEqual([v]);
  });
  it('refuses a point off the first curve, two values or none, and a second curve of higher degree', async () => {
    await expectRefused(functionsEngine, '已知曲线 $y=x^{2}$ 在点 $(1,2)$ 处的切线与曲线 $y=x^{2}+m$ 相切, 则 $m=$', /不在/);
    // the tangent y = 2x − 1 against y = a x² + 1: a x² − 2x + 2 = 0, so a = 1/2
    expect(await numbersBy(functionsEngine, '已知曲线 $y=x^{2}$ 在点 $(1,1)$ 处的切线与曲线 $y=a x^{2}+1$ 相切, 则 $a=$')).toEqual([0.5]);
    // y = 2x − 1 against y = a²x² + 1: a² = 1/2, irrational
    await expectNoAnswer(functionsEngine, '已知曲线 $y=x^{2}$ 在点 $(1,1)$ 处的切线与曲线 $y=a^{2} x^{2}+1$ 相切, 则 $a=$');
    await expectNoAnswer(functionsEngine, '已知曲线 $y=x^{2}$ 在点 $(1,1)$ 处的切线与曲线 $y=a x^{3}+1$ 相切, 则 $a=$');
  });
});

import { describe, expect, it } from 'vitest';
import { basicInequalityEngine } from '../../server/solver/engines/basic-inequality';
import { expectNoAnswer, numbersBy, solvedBy } from './hs-helpers';

const near = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

describe('基本不等式: least and greatest values', () => {
  it('one variable: αu + β/u + γ with u = x − c > 0', async () => {
    expect(near(await numbersBy(basicInequalityEngine, '已知 $x>0$, 则 $2 x+\\frac{8}{x}$ 的最小值为'), [8])).toBe(true);
    expect(near(await numbersBy(basicInequalityEngine, '已知 $x>2$, 则 $x+\\frac{9}{x-2}$ 的最小值为'), [8])).toBe(true);
    expect(near(await numbersBy(basicInequalityEngine, '函数 $y=\\frac{x^{2}+3 x+9}{x}(x>0)$ 的最小值为'), [9])).toBe(true);
  });
  it('two positive variables with pa + qb = s: m/a + n/b (乘 1 法) and ab', async () => {
    // (2/a + 1/b)(a + 2b)/3 ≥ (2 + 2 + 2√4)/3 = 8/3
    expect(
      near(await numbersBy(basicInequalityEngine, '已知 $a>0, b>0$, 且 $a+2 b=3$, 则 $\\frac{2}{a}+\\frac{1}{b}$ 的最小值为'), [8 / 3]),
    ).toBe(true);
    // 1/a + 2/b with a + b = 1: 3 + 2√2
    const { out } = await solvedBy(basicInequalityEngine, '已知正数 $a, b$ 满足 $a+b=1$, 则 $\\frac{1}{a}+\\frac{2}{b}$ 的最小值为');
    expect(out.finalAnswer).toBe('$3 + 2\\sqrt{2}$');
    // 3x·y ≤ ((3x + y)/2)² = 9 → xy ≤ 3
    expect(near(await numbersBy(basicInequalityEngine, '已知 $x>0, y>0$, 且 $3 x+y=6$, 则 $x y$ 的最大值为'), [3])).toBe(true);
  });
  it('two positive variables with ab = P: pa + qb', async () => {
    expect(near(await numbersBy(basicInequalityEngine, '已知 $x>0, y>0, x y=8$, 则 $x+2 y$ 的最小值为'), [8])).toBe(true);
  });
  it('does not answer other shapes or missing positivity', async () => {
    await expectNoAnswer(basicInequalityEngine, '已知 $a+b=1$, 则 $\\frac{1}{a}+\\frac{4}{b}$ 的最小值为');
    await expectNoAnswer(basicInequalityEngine, '已知 $x>0, y>0$, 且 $x+y=2$, 则 $x^{2}+y^{2}$ 的最小值为');
    await expectNoAnswer(basicInequalityEngine, '已知 $x<0$, 则 $x+\\frac{4}{x}$ 的最大值为');
    await expectNoAnswer(basicInequalityEngine, '已知 $x>0$, 则 $x+\\frac{4}{x}$ 的最大值为');
  });
});

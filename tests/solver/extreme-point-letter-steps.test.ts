import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** 「x = x₀ 是极值点」: the steps show f′(x) with the letter and f′(x₀) as an equation in it, then the function found. */
describe('an extreme point fixing a letter', () => {
  it.each([
    ['已知函数 $f(x)=x^3+ax^2+3x-9$ 在 $x=-3$ 时取得极值，则 $a=$____', '$a=5$', ["f'(x)=3x^{2} + 2a x + 3", "f'(-3)=-6a + 30=0"]],
    ['若 $x=1$ 是函数 $f(x)=a\\ln x+x^2$ 的极值点，则 $a=$____', '$a=-2$', ["f'(1)=a + 2=0"]],
    [
      '若 $x=-2$ 是函数 $f(x)=\\left(x^{2}+a x-1\\right) e^{x-1}$ 的极值点, 则 $f(x)$ 的极小值为____',
      '极小值 $f\\left(1\\right)=-1$',
      ["f'(-2)=-\\frac{a}{\\mathrm{e}^{3}} - \\frac{1}{\\mathrm{e}^{3}}=0", 'f(x)=\\mathrm{e}^{x - 1} \\left(x^{2} - x - 1\\right)'],
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    for (const s of shown) expect(out.ok && out.markdown).toContain(s);
    expect(out.ok && out.markdown).not.toContain('(-1) x');
  });
});

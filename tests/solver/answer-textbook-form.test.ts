import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// Exact answers are written the way a textbook writes them: √2 − 1 rather than −1 + √2, 2^{n-2} rather than ½·2^{n-1}.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('a sum of constants opens with a positive term', () => {
  it('writes a surd minus a number', async () => {
    expect(await answer('计算 $\\sin 45^\\circ - 1$')).toBe('$\\frac{\\sqrt{2}}{2} - 1$');
    expect(await answer('计算 $\\sin 60^\\circ - 1$')).toBe('$\\frac{\\sqrt{3}}{2} - 1$');
    expect(await answer('计算 $\\sqrt{8}-3$')).toBe('$2\\sqrt{2} - 3$');
    expect(await answer('求 $\\frac{1}{\\sqrt{2}+1}$ 的值')).toBe('$\\sqrt{2} - 1$');
    expect(await answer('计算 $2\\sin 30^\\circ - \\sqrt{3}\\tan 60^\\circ + \\sqrt{12}$')).toBe('$2\\sqrt{3} - 2$');
  });

  it('writes a difference of surds from its positive term', async () => {
    expect(await answer('求 $\\sin 15^\\circ$ 的值')).toBe('$\\frac{\\sqrt{6}}{4} - \\frac{\\sqrt{2}}{4}$');
  });

  it('keeps a sum with a variable in its order', async () => {
    expect(await answer('曲线 $y=\\sin x$ 在 $x=\\pi$ 处的切线方程为____')).toBe('$y = -x + \\pi$');
  });
});

describe('a geometric sequence folds its first term into the power', () => {
  it('writes ½·2^{n-1} as 2^{n-2} and 3·3^{n-1} as 3^{n}', async () => {
    expect(await answer('已知等比数列 $\\{a_n\\}$ 中，$a_1=\\frac{1}{2}$，公比 $q=2$，求通项公式 $a_n$')).toBe('$a_n=2^{n-2}$');
    expect(await answer('在等比数列 $\\{a_n\\}$ 中，$a_1=\\frac{1}{4}$，$q=2$，求 $a_n$')).toBe('$a_n=2^{n-3}$');
    expect(await answer('已知等比数列 $\\{a_n\\}$ 中，$a_1=3$，$q=3$，求 $a_n$')).toBe('$a_n=3^{n}$');
  });

  it('writes the sum 2·2^n − 2 as 2^{n+1} − 2', async () => {
    expect(await answer('等比数列 $\\{a_n\\}$ 中 $a_1=2$，$q=2$，求前 $n$ 项和 $S_n$')).toBe('$S_n=2^{n+1}-2$');
  });

  it('writes a recurrence answer 4·2^{n-1} − 2 as 2^{n+1} − 2', async () => {
    expect(await answer('已知数列 $\\{a_n\\}$ 满足 $a_1=2$，$a_{n+1}=2a_n+2$，求 $a_n$')).toBe('$a_n=2^{n+1}-2$');
  });

  it('keeps a first term that is not a power of the ratio', async () => {
    expect(await answer('已知等比数列 $\\{a_n\\}$ 中，$a_1=3$，公比 $q=2$，求通项公式 $a_n$')).toBe('$a_n=3\\cdot 2^{n-1}$');
  });
});

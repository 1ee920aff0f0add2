import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** 整体代入 in an arithmetic sequence shows the multiple: the target is λ times the condition's left side. */
describe('one condition of an arithmetic sequence, substituted whole', () => {
  it.each([
    [
      '已知 $S_{n}$ 是等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和, 若 $a_{1}+a_{3}+a_{5}=3$, 则 $S_{5}=$____',
      '$S_{5}=5$',
      ['3a_1+6d=3', 'S_{5}=5a_1+10d=\\frac{5}{3}\\left(3a_1+6d\\right)', '\\frac{5}{3}\\times 3=5'],
    ],
    ['等差数列 $\\{a_n\\}$ 中，$a_4+a_8=10$，则 $S_{11}=$____', '$S_{11}=55$', ['a_4=a_1+3d,\\ a_8=a_1+7d', '\\frac{11}{2}\\times 10=55']],
    ['在等差数列 $\\{a_n\\}$ 中，$a_5=2$，则 $S_9=$____', '$S_9=18$', ['S_9=9a_1+36d=9\\left(a_1+4d\\right)']],
    [
      '等差数列 $\\{a_n\\}$ 的前 $n$ 项和为 $S_n$，若 $S_9=27$，则 $a_3+a_5+a_7=$____',
      '$a_3+a_5+a_7=9$',
      ['\\frac{1}{3}\\left(9a_1+36d\\right)'],
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    for (const s of shown) expect(out.ok && out.markdown).toContain(s);
    expect(out.ok && out.markdown).not.toContain('a_1=a_1');
    expect(out.ok && out.markdown).not.toMatch(/(?<![0-9])0d/);
  });
});

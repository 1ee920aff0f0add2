import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** 基本量法: each condition of an arithmetic sequence is written as the equation in a₁ and d that is solved. */
describe('conditions of an arithmetic sequence written as equations in a1 and d', () => {
  it.each([
    [
      '记 $S_{n}$ 为等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和. 若 $a_{4}+a_{5}=24, S_{6}=48$, 则 $\\left\\{a_{n}\\right\\}$ 的公差为____',
      '$d=4$',
      ['a_4=a_1+3d,\\ a_5=a_1+4d$，即 $2a_1+7d=24$', 'S_6=6a_1+15d$，即 $6a_1+15d=48$'],
    ],
    [
      '记 $S_{n}$ 为等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和. 若 $2 S_{3}=3 S_{2}+6$, 则公差 $d=$____',
      '$d=2$',
      ['即 $3d=6$', '所求 $d=\\frac{1}{3}\\left(3d\\right)$'],
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    for (const s of shown) expect(out.ok && out.markdown).toContain(s);
    expect(out.ok && out.markdown).not.toContain('=(a_1');
  });
});

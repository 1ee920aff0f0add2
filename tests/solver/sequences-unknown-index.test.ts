import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}
const SEQ = '等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和为 $S_{n}$';

describe('the index of a term or a partial sum with a given value (求项数)', () => {
  it('finds the one index for which every condition holds', async () => {
    // a1 = 1, d = 3: 1 + 3(n − 1) = 100
    expect(await answer('已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=1, a_{3}=7$, 若 $a_{n}=100$, 则 $n=$')).toBe('$n=34$');
    // a1 = 2, d = 2: S_k = k² + k = 110
    expect(await answer(`设${SEQ}, 若 $a_{1}=2, S_{3}=12$, $S_{k}=110$, 则 $k=$`)).toBe('$k=10$');
    expect(await answer('已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=3, a_{2}=6$, 若 $a_{k}=96$, 则 $k=$')).toBe('$k=6$');
    // every condition in the unknown index: a_m = 2, a_{m+1} = 3, S_m = 0 give a1 = −2, d = 1, m = 5
    expect(await answer(`设${SEQ}, 若 $S_{m-1}=-2, S_{m}=0, S_{m+1}=3$, 则 $m=$\nA. 3\nB. 4\nC. 5\nD. 6`)).toBe('C（5）');
    expect(await answer(`${SEQ}, 已知 $S_{m-1}=-4, S_{m}=0, S_{m+1}=5$, 则 $m=$`)).toBe('$m=9$');
  });
  it('refuses when no index or many indices fit, or the letter also stands outside a subscript', async () => {
    // a_k = 2021 would need k = 674⅓
    expect(await answer('已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=1, a_{3}=7$, 若 $a_{k}=2021$, 则 $k=$')).toBe('refused');
    // a constant sequence: every k fits
    expect(await answer('已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=3, a_{4}=3$, 若 $a_{k}=3$, 则 $k=$')).toBe('refused');
    expect(await answer(`设${SEQ}, 若 $a_{1}=2, S_{3}=12$, $S_{k}=2 k+30$, 则 $k=$`)).toBe('refused');
  });
});

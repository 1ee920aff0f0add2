import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}
const SEQ = '等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和为 $S_{n}$';

describe('the least or greatest value over n of a quantity of a determined arithmetic sequence', () => {
  it('compares S_n, nS_n or a_nS_n over the positive integers', async () => {
    // a1 = −9, d = 2: S_n = n² − 10n, least at n = 5
    expect(await answer('已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=-9, a_{3}=-5$, 则 $S_{n}$ 的最小值为')).toBe('$-25$');
    // a1 = 13, S3 = S11 gives d = −2: S_n = 14n − n², greatest at n = 7
    expect(await answer(`已知${SEQ}, $a_{1}=13, S_{3}=S_{11}$, 则 $S_{n}$ 的最大值为`)).toBe('$49$');
    // S10 = 0, S15 = 25: a1 = −3, d = 2/3, nS_n = (n³ − 10n²)/3, least at n = 7
    expect(await answer(`${SEQ}, 若 $S_{10}=0, S_{15}=25$, 则 $n S_{n}$ 的最小值为`)).toBe('$-49$');
    // a_n = 2n − 11: a_n·n = 2n² − 11n, least at n = 3 (−15)
    expect(await answer('等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=-7, a_{5}=-1$, 则 $n a_{n}$ 的最小值为')).toBe('$-15$');
  });
  it('refuses when the value grows without bound, the sequence is not determined, or is geometric', async () => {
    expect(await answer('已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=-9, a_{3}=-5$, 则 $S_{n}$ 的最大值为')).toBe('refused');
    expect(await answer(`已知${SEQ}, $S_{3}=S_{11}$, 则 $S_{n}$ 的最大值为`)).toBe('refused');
    expect(await answer('已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=1, a_{3}=4$, 则 $S_{n}$ 的最小值为')).toBe('refused');
  });
});

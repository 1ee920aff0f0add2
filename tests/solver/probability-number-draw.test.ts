import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}

describe('classical probability of drawing different numbers from a set (古典概型·取数)', () => {
  it('counts the selections whose sum or product meets the event', async () => {
    // pairs of 1..5: both odd (3) or both even (1) of 10
    expect(await answer('从 $1,2,3,4,5$ 中任取 2 个不同的数, 则取出的 2 个数之和为偶数的概率为')).toBe('$\\frac{2}{5}$');
    // primes up to 20: 2,3,5,7,11,13,17,19; sum 20: 3+17, 7+13 of C(8,2) = 28
    expect(await answer('在不超过 20 的素数中随机选取两个不同的数, 其和等于 20 的概率是')).toBe('$\\frac{1}{14}$');
    // 1..9, three numbers, sum a multiple of 3: 30 of 84
    expect(await answer('从 1~9 这 9 个数中任取 3 个不同的数, 则这三个数的和是 3 的倍数的概率为')).toBe('$\\frac{5}{14}$');
    // positive integers below 7: products of pairs greater than 10: 2·6, 3·4, 3·5, 3·6, 4·5, 4·6, 5·6 of 15
    expect(await answer('从小于 7 的正整数中任取两个不同的数, 它们的积大于 10 的概率为')).toBe('$\\frac{7}{15}$');
  });
  it('picks the option with a story before the set (primes up to 16: 3+13, 5+11 of 15 pairs)', async () => {
    expect(
      await answer(
        '哥德巴赫猜想是“每个大于 2 的偶数可以表示为两个素数的和”, 如 $16=3+13$. 在不超过 16 的素数中, 随机选取两个不同的数, 其和等于 16 的概率是 $(\\quad)$\nA. $\\frac{1}{5}$\nB. $\\frac{2}{15}$\nC. $\\frac{1}{15}$\nD. $\\frac{1}{6}$',
      ),
    ).toBe('B（$\\frac{2}{15}$）');
  });
  it('refuses draws with replacement, in order, or events it does not read', async () => {
    expect(await answer('从 $1,2,3,4,5$ 中有放回地任取 2 个数, 则两数之和为偶数的概率为')).toBe('refused');
    expect(await answer('从 $1,2,3,4,5$ 中先后取 2 个不同的数, 则第一个数大于第二个数的概率为')).toBe('refused');
    expect(await answer('从 $1,2,3,4,5$ 中任取 2 个不同的数, 则两数之差的绝对值为 1 的概率为')).toBe('refused');
  });
});

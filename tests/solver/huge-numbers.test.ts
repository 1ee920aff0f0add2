import { describe, expect, it } from 'vitest';
import { TOO_LARGE_REASON } from '../../server/solver/math/compute/size';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

describe('astronomically large constants are refused before any computation', () => {
  it.each([
    '计算 100000!',
    '求 1000000! 的值',
    '计算 10^10^10',
    '计算 9^{9^9}',
    '计算 2^{10000000}',
    '计算 2^{-1000000}',
    '计算 \\sqrt{50000!}',
    '计算 \\frac{50000!}{49998!}',
  ])('%s', async (text) => {
    const out = await solver.solve({ text });
    expect(out).toMatchObject({ ok: false, reason: TOO_LARGE_REASON });
  });

  it('ordinary factorials and powers are still computed', async () => {
    const power = await solver.solve({ text: '计算 2^{100}' });
    expect(power.ok && power.finalAnswer).toBe('$1267650600228229401496703205376$');
    const factorial = await solver.solve({ text: '计算 10!' });
    expect(factorial.ok && factorial.finalAnswer).toBe('$3628800$');
  });
});

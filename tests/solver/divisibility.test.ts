import { describe, expect, it } from 'vitest';
import { divisibilityEngine } from '../../server/solver/engines/divisibility';
import { readQuestion } from '../../server/solver/read/question';

const answerOf = async (text: string) => {
  const r = await divisibilityEngine.solve(readQuestion(text, 'solution', 'math'));
  if (!r) return null;
  expect(r.outcome.ok && r.outcome.verification.status).toBe('verified');
  return r.outcome.ok ? r.outcome.finalAnswer : `refused: ${r.outcome.reason}`;
};

describe('divisibility of power expressions for all n', () => {
  it('finds the residue classes of n', async () => {
    // 2 ≡ −1 (mod 3): 2ⁿ + 1 ≡ (−1)ⁿ + 1.
    expect(await answerOf('求所有正整数 $n$，使得 $3 \\mid 2^n+1$。')).toMatch(/n = 2k - 1.*正奇数/);
    // 2³ ≡ 1 (mod 7).
    expect(await answerOf('求所有正整数 n，使得 2^n-1 能被 7 整除')).toBe('$n = 3k\\ (k \\in \\mathbb{N}^{*})$');
    // 3 ≡ −2 (mod 5): 2ⁿ + 3ⁿ ≡ 2ⁿ(1 + (−1)ⁿ) ≡ 0 exactly for odd n (the period 4 of 2ⁿ reduces to 2).
    expect(await answerOf('求所有正整数 n，使得 5 | 2^n+3^n')).toMatch(/正奇数/);
    // 3^{2n+1} + 2^{n+2} = 3·9ⁿ + 4·2ⁿ ≡ 3·2ⁿ + 4·2ⁿ = 7·2ⁿ ≡ 0 (mod 7).
    expect(await answerOf('求所有自然数 n，使得 3^{2n+1}+2^{n+2} 是 7 的倍数')).toMatch(/所有自然数/);
    // 2ⁿ + 2 ≡ (−1)ⁿ + 2 (mod 3): 0 exactly for even n.
    expect(await answerOf('求所有正整数 n，使得 3 | 2^n+2')).toMatch(/n = 2k\b.*正偶数/);
    // 4ⁿ + 1 ≡ 2 (mod 3) always.
    expect(await answerOf('求所有正整数 n，使得 3 | 4^n+1')).toMatch(/不存在/);
  });

  it('leaves other questions to other engines', async () => {
    expect(await answerOf('求所有正整数 n，使得 n^2+1 能被 5 整除')).toBeNull();
    // a factor n before the power is part of the expression (n = 2: 2·4 + 1 = 9), never dropped
    expect(await answerOf('求所有正整数 $n$，使得 $3 \\mid n \\cdot 2^{n}+1$')).toBeNull();
    expect(await answerOf('求所有正整数 n，使得 3 | n2^n+1')).toBeNull();
    expect(await answerOf('求 2^10 除以 3 的余数')).toBeNull();
    expect(await answerOf('若 3 | 2^n+1，且 n<10，求 n 的个数')).toBeNull();
  });
});

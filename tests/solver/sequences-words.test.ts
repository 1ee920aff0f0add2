import { describe, expect, it } from 'vitest';
import { sequencesEngine } from '../../server/solver/engines/sequences';
import { sequenceWords } from '../../server/solver/engines/sequences/words';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('sequence conditions written in words', () => {
  it('rewrites three terms in a geometric or arithmetic progression, 公差不为 0 and the sum asked', () => {
    expect(sequenceWords('若 $a_{2}, a_{3}, a_{6}$ 成等比数列')).toBe('若 $a_{3}^{2}=a_{2} a_{6}$');
    expect(sequenceWords('且 $a_{1}, a_{4}, a_{7}$ 构成等差数列')).toBe('且 $2 a_{4}=a_{1}+a_{7}$');
    expect(sequenceWords('公差不为零')).toBe('$d \\neq 0$');
    expect(sequenceWords('则 $\\{a_{n}\\}$ 前 6 项的和为 ')).toBe('则 $S_{6}=$');
  });

  it.each([
    ['等差数列 $\\{a_{n}\\}$ 的首项为 1, 公差不为 0 . 若 $a_{2}, a_{3}, a_{6}$ 成等比数列, 则 $\\{a_{n}\\}$ 前 6 项的和为____', -24],
    ['等差数列 $\\{a_{n}\\}$ 的首项为 2, 公差不为 0, 且 $a_{1}, a_{3}, a_{11}$ 成等比数列, 则 $\\{a_{n}\\}$ 前 5 项的和为____', 40],
    ['已知等差数列 $\\{a_{n}\\}$ 中, $a_{1}=1$, 公差 $d \\neq 0$, 且 $a_{1}, a_{2}, a_{5}$ 成等比数列, 则 $a_{10}=$____', 19],
    ['公差不为零的等差数列 $\\{a_{n}\\}$ 中, $a_{1}=1$, 且 $a_{1}, a_{2}, a_{5}$ 恰好成等比数列, 则 $\\{a_{n}\\}$ 前 4 项的和为____', 16],
    // d ≠ 0 keeps the positive common difference too
    ['等差数列 $\\{a_{n}\\}$ 的首项为 -1, 公差不为 0, 若 $a_{2}, a_{3}, a_{6}$ 成等比数列, 则 $\\{a_{n}\\}$ 前 6 项的和为____', 24],
  ])('%s → %d', async (text, value) => {
    expect(await numbersBy(sequencesEngine, text)).toEqual([value]);
  });

  it.each([
    // without 公差不为 0 both d = 0 and d = −2 fit
    '等差数列 $\\{a_{n}\\}$ 的首项为 1, 若 $a_{2}, a_{3}, a_{6}$ 成等比数列, 则 $\\{a_{n}\\}$ 前 6 项的和为____',
    // a term of another sequence
    '等差数列 $\\{a_{n}\\}$ 的首项为 1, 公差不为 0, 若 $a_{2}, a_{3}, b_{6}$ 成等比数列, 则 $\\{a_{n}\\}$ 前 6 项的和为____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(sequencesEngine, text);
  });
});

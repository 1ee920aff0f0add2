import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { agrees, answerNumbers, lookalikeFaults } from './lookalike-hunt-shared';
import { GAIN_AND_LOSS_LOOKALIKES, type HuntCase, PRIME_PAIR_LOOKALIKES } from './prime-pairs-gain-loss-hunt-cases';

const solver = createOfflineSolver();
const VERDICTS = ['不赚不亏', '赚了', '亏了'];

/** A letter, a verdict word, one number or every number of several: anything else given is wrong. */
function fault(answer: string, expected: HuntCase[1]): string | null {
  if (expected === null) return 'wrong';
  if (Array.isArray(expected)) {
    const found = answerNumbers(answer);
    return found.length === expected.length && expected.every((v) => found.includes(v)) ? null : 'wrong';
  }
  if (typeof expected === 'string' && VERDICTS.includes(expected)) {
    return VERDICTS.filter((w) => answer.includes(w)).join() === expected ? null : 'wrong';
  }
  return agrees(answer, expected) ? null : 'wrong';
}

describe('0128 look-alikes: two primes in a·p + b·q = N, two items at one price', () => {
  it.each([
    ['two primes', PRIME_PAIR_LOOKALIKES],
    ['gain and loss', GAIN_AND_LOSS_LOOKALIKES],
  ] as const)(
    '%s: none answered wrong',
    async (_, cases) => {
      expect(await lookalikeFaults(solver, cases, fault)).toEqual([]);
    },
    120_000,
  );
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { DIFFERENCE_IN_WORDS_LOOKALIKES, TWO_TERM_RULE_LOOKALIKES, UNDERBRACE_LOOKALIKES } from './contest-calc-round23-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

const solver = createOfflineSolver();

describe('0123 look-alikes: two-term rules in words, powers under a brace, 「A减去B」', () => {
  it.each([
    ['a two-term rule', TWO_TERM_RULE_LOOKALIKES],
    ['a power under a brace', UNDERBRACE_LOOKALIKES],
    ['a difference in words', DIFFERENCE_IN_WORDS_LOOKALIKES],
  ] as const)(
    '%s: none answered wrong',
    async (_, cases) => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees)).toEqual([]);
    },
    120_000,
  );
});

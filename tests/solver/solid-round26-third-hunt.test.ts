import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { agrees, type Expected, lookalikeFaults } from './lookalike-hunt-shared';
import { wrongUnlessExact } from './solid-round26-shared';
import { ROUND26_SOLID_THIRD_HUNT } from './solid-round26-third-hunt-cases';

const solver = createOfflineSolver();

/** As wrongUnlessExact; an answer in π (a sphere's area) is compared by its coefficient of π. */
const fault = (answer: string, expected: Expected): string | null =>
  /\\pi/.test(answer) && typeof expected === 'number' ? (agrees(answer, expected) ? null : 'wrong') : wrongUnlessExact(answer, expected);

describe('round 26 third look-alike hunt: the mathematics of the coordinate kinds of solid geometry', () => {
  it('answers the decidable look-alikes right and refuses the undecidable ones', async () => {
    expect(await lookalikeFaults(solver, ROUND26_SOLID_THIRD_HUNT, fault)).toEqual([]);
  }, 180_000);
});

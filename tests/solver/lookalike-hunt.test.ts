import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { CHEMISTRY_LOOKALIKES } from './lookalike-hunt-chemistry';
import { CHOICE_LOOKALIKES, ELEMENT_LOOKALIKES, OTHER_SUBJECT_LOOKALIKES } from './lookalike-hunt-choice';
import { PHYSICS_LOOKALIKES } from './lookalike-hunt-physics';
import { type Lookalike, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

// Look-alikes of every kind the choice questions and the science engines answer: the usual wording with one detail
// changed. Each must be answered with its hand-worked answer or refused ('solves': answered right; 'refuses': refused,
// being undecidable), never answered otherwise.
const solver = createOfflineSolver();

const SETS: [string, Lookalike[], number][] = [
  ['physics', PHYSICS_LOOKALIKES, 260],
  ['chemistry', CHEMISTRY_LOOKALIKES, 220],
  ['choice questions', CHOICE_LOOKALIKES, 80],
  ['element inference', ELEMENT_LOOKALIKES, 10],
  ['other subjects with science words', OTHER_SUBJECT_LOOKALIKES, 40],
];

describe('look-alike hunt: one detail changed, the right answer or a refusal', () => {
  for (const [name, cases, least] of SETS) {
    it(`${name}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      expect(cases.length).toBeGreaterThanOrEqual(least);
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees)).toEqual([]);
    });
  }
  it('the problems of other subjects are not taken by the physics or chemistry engines', { timeout: 60_000 }, async () => {
    for (const [text] of OTHER_SUBJECT_LOOKALIKES) {
      const out = await solver.solve({ text });
      if (out.ok) expect(out.engine, text).not.toMatch(/^offline:(?:physics|chemistry|stoichiometry)/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';
import { judgeHistoryClaim } from '../../server/solver/science/physics/fixed-knowledge/history-claims';
import { judgeMethodStatement } from '../../server/solver/science/physics/fixed-knowledge/research-methods';
import { judgeUnitSentence } from '../../server/solver/science/physics/fixed-knowledge/unit-statements';
import { LOOKALIKE_QUESTIONS, LOOKALIKE_STATEMENTS } from './physics-fixed-knowledge-lookalike-cases';

const choice = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

/** The verdict the reader gives one option, in the order the chooser tries them. */
const verdictOf = (s: string) => judgeMethodStatement(s) ?? judgeUnitSentence(s) ?? judgeHistoryClaim(s);

describe('physics fixed-knowledge look-alikes: whole questions', () => {
  it.each(LOOKALIKE_QUESTIONS.map((q) => [q.stem, q] as const))('%s is answered right or refused', async (_s, q) => {
    const out = await solvePhysics(choice(q.stem, q.options));
    if (out?.ok) expect(out.finalAnswer.replace(/（.*$/s, '')).toBe(q.answer);
    if (q.answer === null) expect(out?.ok ?? false).toBe(false);
  });
});

describe('physics fixed-knowledge look-alikes: single statements', () => {
  it.each(LOOKALIKE_STATEMENTS)('%s → %s or undecided', (s, want) => {
    const v = verdictOf(s);
    if (want === null) expect(v).toBeNull();
    else if (v) expect(v.truth).toBe(want);
  });

  it('still decides most plainly true and plainly false statements', () => {
    const decided = LOOKALIKE_STATEMENTS.filter(([s, want]) => want !== null && verdictOf(s)?.truth === want);
    expect(decided.length).toBeGreaterThanOrEqual(LOOKALIKE_STATEMENTS.filter(([, w]) => w !== null).length / 2);
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgePrincipleOption } from '../../server/solver/science/physics/principles/principle-statements';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { PHYSICS_VARIANT_CLAIMS, PHYSICS_VARIANTS } from './physics-variants-cases';

const solver = createOfflineSolver();

describe('solved gaokao physics problems asked another way', () => {
  it('answers each with its letter, or refuses where a refusal is allowed', async () => {
    expect(await lookalikeFaults(solver, PHYSICS_VARIANTS, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);

  it('judges their statement families in other words: never against the book, most of them decided', () => {
    const verdicts = PHYSICS_VARIANT_CLAIMS.map(
      ([claim, truth]) => [claim, truth, judgePrincipleOption(claim, '下列说法正确的是')] as const,
    );
    expect(verdicts.filter(([, truth, v]) => v && v.truth !== truth).map(([claim]) => claim)).toEqual([]);
    expect(verdicts.filter(([, , v]) => v).length).toBeGreaterThanOrEqual(44);
  });
});

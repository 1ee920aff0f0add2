import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ION_KEYS, pairVerdict } from '../../server/solver/science/chem/ion-reactions';
import { KIND_CASES } from './chem-gaokao-kinds-cases';
import { expectProbe } from './lookalike-hunt-shared';

const solver = createOfflineSolver();

describe('gaokao chemistry kinds: probes', () => {
  it.each(KIND_CASES.map((c) => [c.text.split('\n')[0], c] as const))('%s', async (_, c) => {
    await expectProbe(solver, c);
  });
});

describe('ion reactions table', () => {
  it('answers the same for a pair in either order', () => {
    const asym = ION_KEYS.flatMap((a) =>
      ION_KEYS.filter((b) => JSON.stringify(pairVerdict(a, b)) !== JSON.stringify(pairVerdict(b, a))).map((b) => `${a}/${b}`),
    );
    expect(asym).toEqual([]);
  });
  it('never lets two ions of the same charge sign form a precipitate or a complex', () => {
    const sign = (k: string) => (k.endsWith('+') ? 1 : -1);
    const odd = ION_KEYS.flatMap((a) =>
      ION_KEYS.filter((b) => {
        const v = pairVerdict(a, b);
        return (
          sign(a) === sign(b) && typeof v === 'object' && (v.react === '生成沉淀' || v.react === '生成配合物' || v.react === '相互促进水解')
        );
      }).map((b) => `${a}/${b}`),
    );
    // AlO2⁻ takes the proton of HCO3⁻ / HSO3⁻ and falls out as Al(OH)3: the one anion pair that precipitates.
    expect(odd.sort()).toEqual(['AlO2-/HCO3-', 'AlO2-/HSO3-', 'HCO3-/AlO2-', 'HSO3-/AlO2-']);
  });
  it('knows the textbook pairs that do coexist', () => {
    for (const [a, b] of [
      ['NH4+', 'CO32-'],
      ['NH4+', 'CH3COO-'],
      ['Ba2+', 'OH-'],
      ['Ca2+', 'HCO3-'],
      ['Fe2+', 'NO3-'],
      ['S2-', 'SO32-'],
      ['Ca2+', 'ClO-'],
    ])
      expect(pairVerdict(a, b), `${a}/${b}`).toBe('none');
  });
});

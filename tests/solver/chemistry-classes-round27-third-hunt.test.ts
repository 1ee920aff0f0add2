import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { isOfClass, substanceKinds } from '../../server/solver/science/chem/classify/substance-kinds';
import { ROUND27_CLASS_THIRD_HUNT } from './chemistry-classes-round27-third-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Third look-alike hunt of the round 27 classification kinds (decision 0143): right or refused as pinned, never wrong. */
const solver = createOfflineSolver();

const verdict = (name: string, kind: string) => {
  const k = substanceKinds(name);
  return k ? (isOfClass(k.kinds, kind)?.truth ?? null) : null;
};

describe('round 27 chemistry classification third look-alikes', () => {
  it('answers or refuses each look-alike as pinned, never a wrong letter', async () => {
    expect(await lookalikeFaults(solver, ROUND27_CLASS_THIRD_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);

  it('sorts no polymer, acid solution or mineral as a pure substance', () => {
    for (const name of ['聚氯乙烯', 'PVC', '聚乙烯', '淀粉']) expect(verdict(name, '纯净物')).toBe(false);
    for (const name of ['氢氟酸', '重晶石', '石膏']) expect(verdict(name, '纯净物')).not.toBe(true);
    expect(verdict('HF', '弱电解质')).toBe(true);
  });

  it('calls only the oxides of non-metals non-electrolytes, and only the ionic oxides electrolytes', () => {
    for (const name of ['HgO', 'PbO', 'PbO2', 'V2O5', 'Mn2O7']) expect(verdict(name, '非电解质')).not.toBe(true);
    expect(verdict('Mn2O7', '电解质')).toBeNull();
    expect(verdict('CuO', '电解质')).toBe(true);
    expect(verdict('SO2', '非电解质')).toBe(true);
    expect(verdict('ClO2', '非电解质')).toBe(true);
  });
});

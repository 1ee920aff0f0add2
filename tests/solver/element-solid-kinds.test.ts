import { describe, expect, it } from 'vitest';
import { meltsHigher, solidKinds } from '../../server/solver/science/elements-inference/compounds';

/** The melting-point reason names the kind of solid each compound is, as the textbook does — not 「离子晶体或共价晶体」. */
describe('the kind of solid in a melting-point comparison', () => {
  it.each([
    [['MgO'], 'MgO 是离子晶体'],
    [['SiO2'], 'SiO2 是共价晶体'],
    [['CO', 'CO2'], 'CO、CO2 是分子晶体'],
    [['Al2O3', 'SiO2'], 'Al2O3 是离子晶体，SiO2 是共价晶体'],
  ])('%j', (formulas, said) => {
    expect(solidKinds(formulas)).toBe(said);
  });

  it('compares only an ionic or network solid with a molecular one', () => {
    expect(meltsHigher(['SiO2'], ['CO2'])).toBe(true);
    expect(meltsHigher(['CO', 'CO2'], ['MgO'])).toBe(false);
    expect(meltsHigher(['MgO'], ['SiO2'])).toBeNull();
  });
});

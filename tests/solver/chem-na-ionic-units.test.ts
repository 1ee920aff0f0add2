import { describe, expect, it } from 'vitest';
import { judgeStatement } from '../../server/solver/science/chem/na-judge';
import { createOfflineSolver } from '../../server/solver/offline';

const v = (s: string) => judgeStatement(s)?.verdict ?? null;

describe('N_A statements: ions of an ionic solid', () => {
  it('counts the anions, cations or all ions of a given amount, polyatomic ions kept whole', () => {
    expect(v('$7.8 \\mathrm{~g} \\mathrm{Na}_{2} \\mathrm{O}_{2}$ 中含有的阴离子数为 $0.1 N_{A}$')).toBe(true);
    expect(v('7.8 g Na2O2 中含有的阴离子数为 0.2 N_A')).toBe(false);
    expect(v('1 mol 过氧化钠固体中所含阴、阳离子总数为 3 N_A')).toBe(true);
    expect(v('1 mol Na2O2 固体中含离子总数为 4 N_A')).toBe(false);
    expect(v('1 mol NaHSO4 晶体中含有的离子总数为 2 N_A')).toBe(true);
    expect(v('1 mol CaC2 中含有 N_A 个阴离子')).toBe(true);
    expect(v('4 g NaOH 固体中含有的离子总数为 0.2 N_A')).toBe(true);
  });
  it('counts one named ion', () => {
    expect(v('2 mol NaCl 中含有的 Na+ 数为 2 N_A')).toBe(true);
    expect(v('0.1 mol Na2CO3 固体中含有的 CO3^{2-} 数为 0.2 N_A')).toBe(false);
    expect(v('0.5 mol MgCl2 中含有的 Cl^{-} 数为 N_A')).toBe(true);
  });
  it('does not decide solutions, melts, mixtures, compounds outside the table or ions the compound lacks', () => {
    expect(v('1 L 0.1 mol/L NaHSO4 溶液中含有的阳离子数为 0.1 N_A')).toBeNull();
    expect(v('1 mol NaHSO4 熔融时含有的离子数为 2 N_A')).toBeNull();
    expect(v('1 mol Na2O 和 Na2O2 的混合物中含有的阴离子数为 N_A')).toBeNull();
    expect(v('1 mol FeCl3 中含有的离子总数为 4 N_A')).toBeNull();
    expect(v('1 mol Na2O2 中含有的 O^{2-} 数为 N_A')).toBeNull();
    expect(v('1 mol Na2O2 中含有的共价键数为 N_A')).toBeNull();
  });
});

describe('an N_A question decided option by option', () => {
  const solver = createOfflineSolver();
  const ask = (options: string[]) =>
    solver.solve({
      text: ['设 $N_{A}$ 为阿伏加德罗常数的值。下列说法正确的是（ ）', ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n'),
    });
  it('answers when every option is counted', async () => {
    const out = await ask([
      '$7.8 \\mathrm{~g} \\mathrm{Na}_{2} \\mathrm{O}_{2}$ 中含有的阴离子数为 $0.2 N_{A}$',
      '$1 \\mathrm{~mol} \\mathrm{CH}_{4}$ 中含有的原子数为 $5 N_{A}$',
      '$1 \\mathrm{~mol} \\mathrm{NaHSO}_{4}$ 晶体中含有的离子总数为 $3 N_{A}$',
      '$18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 中含有的电子数为 $8 N_{A}$',
    ]);
    expect(out.ok && out.finalAnswer.startsWith('B')).toBe(true);
  });
  it('refuses when one option is a solution the counting cannot decide', async () => {
    const out = await ask([
      '$7.8 \\mathrm{~g} \\mathrm{Na}_{2} \\mathrm{O}_{2}$ 中含有的阴离子数为 $0.2 N_{A}$',
      '$1 \\mathrm{~mol} \\mathrm{CH}_{4}$ 中含有的原子数为 $5 N_{A}$',
      '1 L 0.1 mol/L NaHSO4 溶液中含有的阳离子数为 0.1 N_A',
      '$18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 中含有的电子数为 $8 N_{A}$',
    ]);
    expect(out.ok).toBe(false);
  });
});

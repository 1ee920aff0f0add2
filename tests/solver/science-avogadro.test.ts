import { describe, expect, it } from 'vitest';
import { judgeStatement } from '../../server/solver/science/chem/na-judge';
import { solveChemistry } from '../../server/solver/science/chemistry';

const v = (s: string) => judgeStatement(s)?.verdict ?? null;

describe('N_A statements decided by rule', () => {
  it('gas volumes: standard conditions, gases only', () => {
    expect(v('标准状况下，22.4 L 氢气和氮气混合气体中含有的分子数为 N_A')).toBe(true);
    expect(v('标准状况下，4.48 L CH4 中含有的氢原子数为 0.8N_A')).toBe(true);
    expect(v('标准状况下，4.48 L CH4 中含有的氢原子数为 0.2N_A')).toBe(false);
    expect(v('标准状况下，22.4 L H2O 中含有的分子数为 N_A')).toBe(false);
    expect(v('常温常压下，22.4 L O2 中含有的分子数为 N_A')).toBe(false);
    // NO2 is no gas at 标准状况 (it liquefies at 21 °C and dimerises): 22.4 L is not 1 mol, as every paper's key says.
    expect(v('标准状况下，22.4 L NO2 中含有的分子数为 N_A')).toBe(false);
  });

  it('mixtures with the same empirical formula, by mass', () => {
    expect(v('28 g 乙烯和环丙烷混合气体中含有的碳原子数为 2N_A')).toBe(true);
    expect(v('32 g O2 和 O3 混合气体中含有的氧原子数为 2N_A')).toBe(true);
    // Different hydrogen per gram: not decided.
    expect(v('16 g 甲烷和乙烯混合气体中含有的氢原子数为 4N_A')).toBeNull();
  });

  it('solutions: solvent water, hydrolysis, missing volume', () => {
    expect(v('1 L 0.1 mol·L^{-1} 的 Na2CO3 溶液中含有的氧原子数为 0.3N_A')).toBe(false);
    expect(v('1 L 0.1 mol·L^{-1} AlCl3 溶液中所含 Al^{3+} 的数目为 0.1N_A')).toBe(false);
    expect(v('pH=1 的 H2SO4 溶液中含有 H^{+} 的数目为 0.1N_A')).toBe(false);
    // A non-hydrolysing ion is not decided by these rules (the solution might still be read another way).
    expect(v('1 L 0.1 mol·L^{-1} NaCl 溶液中所含 Na^{+} 的数目为 0.1N_A')).toBeNull();
  });

  it('reversible reactions and electron transfer', () => {
    expect(v('2 mol SO2 与 1 mol O2 充分反应后生成的 SO3 分子数为 2N_A')).toBe(false);
    expect(v('56 g Fe 与足量氯气反应，转移电子数为 3N_A')).toBe(true);
    expect(v('1 mol Fe 溶于过量稀硝酸，电子转移数为 2N_A')).toBe(false);
    expect(v('23 g Na 与足量 O2 反应，转移的电子数为 N_A')).toBe(true);
    // Iron with nitric acid of unknown amount may give Fe²⁺: not decided.
    expect(v('1 mol Fe 与硝酸反应，电子转移数为 3N_A')).toBeNull();
    // Chlorine of unknown amount may not oxidise all the iron: not decided.
    expect(v('1 mol Fe 与 Cl2 反应，转移电子数为 3N_A')).toBeNull();
  });

  it('groups, white phosphorus and graphite', () => {
    expect(v('1 mol 甲基中所含电子数为 9N_A')).toBe(true);
    expect(v('1 mol 的羟基与 1 mol 的铵根离子所含电子数均为 10N_A')).toBe(false);
    expect(v('31 g P4 中所含 P-P 键数目为 1.5N_A')).toBe(true);
    expect(v('24 g 石墨烯中含有六元环的个数为 N_A')).toBe(true);
  });

  it('answers a whole question only when every option is decided', async () => {
    const q = [
      '设 $N_A$ 为阿伏加德罗常数的值，下列说法正确的是（ ）',
      'A. 标准状况下，2.24 L 苯中含有的分子数为 0.1N_A',
      'B. 28 g 乙烯和丙烯混合气体中含有的氢原子数为 4N_A',
      'C. 1 mol N2 与 3 mol H2 充分反应生成的 NH3 分子数为 2N_A',
      'D. 1 L 1 mol·L^{-1} FeCl3 溶液中所含 Fe^{3+} 的数目为 N_A',
    ].join('\n');
    const out = await solveChemistry(q);
    expect(out?.ok && out.finalAnswer.startsWith('B')).toBe(true);
    const undecided = q.replace('A. 标准状况下，2.24 L 苯中含有的分子数为 0.1N_A', 'A. 1 mol 金刚石中含有的碳碳键数为 2N_A');
    const out2 = await solveChemistry(undecided);
    expect(out2?.ok).toBe(false);
  });
});

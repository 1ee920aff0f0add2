import { describe, expect, it } from 'vitest';
import { judgeStatement } from '../../server/solver/science/chem/na-judge';
import { electronsByHalfEquation, freeOxidationState } from '../../server/solver/science/chem/oxidation';
import { parseSpecies } from '../../server/solver/science/chem/formula';
import { solveChemistry } from '../../server/solver/science/chemistry';

const v = (s: string) => judgeStatement(s)?.verdict ?? null;

describe('N_A statements: nuclides', () => {
  it('counts neutrons and protons from the mass number', () => {
    expect(v('3 g ^{3}He 含有的中子数为 N_A')).toBe(true);
    expect(v('0.1 mol 的 ^{11}B 中，含有 0.6N_A 个中子')).toBe(true);
    expect(v('0.1 mol 的 ^{11}B 中，含有 0.5N_A 个中子')).toBe(false);
    expect(v('2 g ^{2}H 含有的质子数为 N_A')).toBe(true);
  });
  it('does not decide ions or unknown particles of a nuclide', () => {
    expect(v('0.1 mol 的 ^{11}B 中，含有 0.6N_A 个离子')).toBeNull();
    expect(v('3 g ^{3}He 含有的原子核数为 N_A')).toBeNull();
  });
});

describe('N_A statements: electrons transferred', () => {
  it('a metal with one oxidation state that reacts completely', () => {
    expect(v('2.4 g Mg 与 H2SO4 完全反应，转移的电子数为 0.1N_A')).toBe(false);
    expect(v('2.7 g Al 与足量盐酸反应，转移的电子数为 0.3N_A')).toBe(true);
    expect(v('23 g 钠充分燃烧时转移电子数为 N_A')).toBe(true);
  });
  it('not when the metal may be left over', () => {
    expect(v('2.4 g Mg 与 H2SO4 反应，转移的电子数为 0.2N_A')).toBeNull();
    // Aluminium is passivated by cold concentrated sulfuric acid.
    expect(v('2.7 g Al 与足量浓硫酸反应，转移的电子数为 0.3N_A')).toBeNull();
  });
  it('chlorine with an excess of metal, by volume only at standard conditions', () => {
    expect(v('标准状况下，22.4 L 氯气与足量的镁粉充分反应，转移的电子数为 2N_A')).toBe(true);
    expect(v('22.4 L 氯气与足量的镁粉充分反应，转移的电子数为 2N_A')).toBeNull();
  });
  it('an element changing oxidation state, checked by the half-equation', () => {
    expect(v('1 mol K2Cr2O7 被还原为 Cr^{3+} 转移的电子数为 6N_A')).toBe(true);
    expect(v('1 mol KMnO4 被还原为 Mn^{2+} 转移的电子数为 5N_A')).toBe(true);
    expect(v('1 mol KMnO4 被还原为 Mn^{2+} 转移的电子数为 3N_A')).toBe(false);
    // "Oxidised" to a lower state contradicts itself: not decided.
    expect(v('1 mol KMnO4 被氧化为 Mn^{2+} 转移的电子数为 5N_A')).toBeNull();
    const cr = parseSpecies('K2Cr2O7')!;
    expect(freeOxidationState(cr)).toEqual({ element: 'Cr', state: 6, count: 2 });
    expect(electronsByHalfEquation(cr, parseSpecies('Cr^{3+}')!)).toBe(6);
  });
});

describe('N_A statements: molten electrolysis and bounded counts', () => {
  it('electrons from the cathode mass', () => {
    expect(v('电解熔融 CuCl2，阴极增重 6.4 g，外电路中通过电子的数目为 0.10N_A')).toBe(false);
    expect(v('电解熔融 CuCl2，阴极增重 6.4 g，外电路中通过电子的数目为 0.20N_A')).toBe(true);
  });
  it('colloid particles and chloromethane are fewer than the starting amount', () => {
    expect(v('16.25 g FeCl3 水解形成的 Fe(OH)3 胶体粒子数为 0.1N_A')).toBe(false);
    // A claim below the bound may or may not be right: not decided.
    expect(v('16.25 g FeCl3 水解形成的 Fe(OH)3 胶体粒子数为 0.01N_A')).toBeNull();
    expect(v('1.0 mol CH4 与 Cl2 在光照下生成 CH3Cl 的分子数为 1.0N_A')).toBe(false);
    expect(v('1.0 mol CH4 与 Cl2 在光照下生成 CH3Cl 的分子数为 0.5N_A')).toBeNull();
  });
  it('gas volumes at room conditions: wrong when the claim is right at STP, else not decided', () => {
    expect(v('25 °C，101 kPa 下，28 L 氢气中质子的数目为 2.5N_A')).toBe(false);
    expect(v('常温常压下，22.4 L 氯气与足量的镁粉充分反应，转移的电子数为 2N_A')).toBe(false);
    expect(v('常温常压下，22.4 L 氢气中质子的数目为 1.8N_A')).toBeNull();
  });
  it('a liquid measured as a volume "(标准状况)"', () => {
    expect(v('2.24 L（标准状况）苯在 O2 中完全燃烧，得到 0.6N_A 个 CO2 分子')).toBe(false);
    expect(v('22.4 L（标准状况）氩气含有的质子数为 18N_A')).toBe(true);
  });
});

describe('N_A statements: reversible reactions', () => {
  it('a product or bonds at full conversion are wrong', () => {
    expect(v('密闭容器中 1 mol PCl3 与 1 mol Cl2 反应制备 PCl5(g)，增加 2N_A 个 P-Cl 键')).toBe(false);
    expect(v('2 mol SO2 与 1 mol O2 充分反应后生成的 SO3 分子数为 2N_A')).toBe(false);
    expect(v('1 mol N2 与 4 mol H2 反应生成的 NH3 分子数为 N_A')).toBeNull();
  });
  it('H2 + I2 keeps the number of molecules', () => {
    expect(v('0.1 mol H2 和 0.1 mol I2 于密闭容器中充分反应后，其分子总数为 0.2N_A')).toBe(true);
    expect(v('0.1 mol H2 和 0.1 mol I2 在密闭容器中充分反应后，其分子总数为 0.2N_A')).toBe(true);
    // "0.1 mol I" (an iodine atom, or a misprint) is not read as I2.
    expect(v('0.1 mol H2 和 0.1 mol I 于密闭容器中充分反应后，其分子总数为 0.2N_A')).toBeNull();
  });
});

describe('N_A statements: organic compounds and mixtures', () => {
  it('combustion products, checked by the balanced equation', () => {
    expect(v('0.20 mol 苯甲酸完全燃烧，生成 CO2 的数目为 1.4N_A')).toBe(true);
    expect(v('0.1 mol 乙醇完全燃烧，生成 H2O 的数目为 0.3N_A')).toBe(true);
    // Not complete combustion: CO may form.
    expect(v('0.20 mol 苯甲酸燃烧，生成 CO2 的数目为 1.4N_A')).toBeNull();
  });
  it('hydroxyl groups of named alcohols', () => {
    expect(v('92.0 g 甘油（丙三醇）中含有羟基数为 1.0N_A')).toBe(false);
    expect(v('92.0 g 甘油（丙三醇）中含有羟基数为 3N_A')).toBe(true);
    expect(v('1 mol 甘油中含有羟基数为 3N_A')).toBe(true);
    // Two names of different compounds: not decided.
    expect(v('92.0 g 甘油（乙醇）中含有羟基数为 3N_A')).toBeNull();
  });
  it('mixtures given part by part or by their molecules', () => {
    expect(v('48 g 正丁烷和 10 g 异丁烷的混合物中共价键数目为 13N_A')).toBe(true);
    expect(v('分子总数为 N_A 的 NO2 和 CO2 混合气体中含有的氧原子数为 2N_A')).toBe(true);
    expect(v('分子总数为 N_A 的 NO2 和 NO 混合气体中含有的氧原子数为 2N_A')).toBeNull();
  });
});

describe('statements about ionic solids, solutions and molten salts', () => {
  it('ionic compounds have no molecules; outermost electrons of their ions', () => {
    expect(v('1.00 mol NaCl 中含有 6.02 × 10^{23} 个 NaCl 分子')).toBe(false);
    expect(v('1.00 mol NaCl 中，所有 Na^{+} 的最外层电子总数为 8 × 6.02 × 10^{23}')).toBe(true);
    expect(v('1.00 mol NaCl 中，所有 Cl^{-} 的最外层电子总数为 2 × 6.02 × 10^{23}')).toBe(false);
    // A molecular compound does have molecules: not decided here.
    expect(v('1.00 mol HCl 中含有 6.02 × 10^{23} 个 HCl 分子')).toBeNull();
  });
  it('hydrolysing ions and solvent water', () => {
    expect(v('1 L 0.1 mol·L^{-1} 磷酸钠溶液含有的 PO4^{3-} 数目为 0.1N_A')).toBe(false);
    expect(v('2.0 L 1.0 mol·L^{-1} AlCl3 溶液中，Al^{3+} 的数目为 2.0N_A')).toBe(false);
    expect(v('2.0 L 1.0 mol·L^{-1} AlCl3 溶液中，Al^{3+} 的数目为 1.5N_A')).toBeNull();
    expect(v('1 L 1 mol·L^{-1} NaCl 溶液含有的电子数为 28N_A')).toBe(false);
  });
  it('preparing a solution and molten electrolysis products', () => {
    expect(v('欲配制 1.00 L 1.00 mol·L^{-1} 的 NaCl 溶液，可将 58.5 g NaCl 溶于 1.00 L 水中')).toBe(false);
    expect(v('欲配制 1.00 L 1.00 mol·L^{-1} 的 NaCl 溶液，可将 58.5 g NaCl 溶于适量水中配成 1.00 L 溶液')).toBe(true);
    expect(v('电解 58.5 g 熔融的 NaCl，能产生 22.4 L 氯气（标准状况）、23.0 g 金属钠')).toBe(false);
    expect(v('电解 58.5 g 熔融的 NaCl，能产生 11.2 L 氯气（标准状况）、23.0 g 金属钠')).toBe(true);
  });
});

describe('whole questions', () => {
  it('answers when every option is decided and exactly one fits', async () => {
    const q = [
      '用 $N_A$ 表示阿伏加德罗常数的值，下列叙述中不正确的是（ ）',
      'A. 分子总数为 N_A 的 NO2 和 CO2 混合气体中含有的氧原子数为 2N_A',
      'B. 28 g 乙烯和环丁烷 (C4H8) 的混合气体中含有的碳原子数为 2N_A',
      'C. 常温常压下，92 g 的 NO2 和 N2O4 混合气体含有的原子数为 6N_A',
      'D. 常温常压下，22.4 L 氯气与足量的镁粉充分反应，转移的电子数为 2N_A',
    ].join('\n');
    const out = await solveChemistry(q);
    expect(out?.ok && out.finalAnswer.startsWith('D')).toBe(true);
  });
  it('refuses when one option is not decided, even if the others leave one letter', async () => {
    const q = [
      '阿伏加德罗常数的值为 N_A。下列说法正确的是（ ）',
      'A. 1 L 0.1 mol·L^{-1} NH4Cl 溶液中，NH4^{+} 的数量为 0.1N_A',
      'B. 2.4 g Mg 与 H2SO4 完全反应，转移的电子数为 0.1N_A',
      'C. 标准状况下，2.24 L N2 和 O2 的混合气体中分子数为 0.2N_A',
      'D. 0.1 mol H2 和 0.1 mol I 于密闭容器中充分反应后，其分子总数为 0.2N_A',
    ].join('\n');
    const out = await solveChemistry(q);
    expect(out?.ok).toBe(false);
  });
  it('a statement question without N_A is answered only when all its options are calculations', async () => {
    const q = [
      '下列叙述正确的是（ ）',
      'A. 1.00 mol NaCl 中含有 6.02 × 10^{23} 个 NaCl 分子',
      'B. 1.00 mol NaCl 中，所有 Na^{+} 的最外层电子总数为 8 × 6.02 × 10^{23}',
      'C. 欲配置 1.00 L, 1.00 mol·L^{-1} 的 NaCl 溶液，可将 58.5 g NaCl 溶于 1.00 L 水中',
      'D. 电解 58.5 g 熔融的 NaCl，能产生 22.4 L 氯气（标准状况）、23.0 g 金属钠',
    ].join('\n');
    const out = await solveChemistry(q);
    expect(out?.ok && out.finalAnswer.startsWith('B')).toBe(true);
    const knowledge = q.replace(/D\. .*$/, 'D. 氯化钠是电解质，熔融时能导电');
    const refusedOut = await solveChemistry(knowledge);
    expect(refusedOut?.ok).toBe(false);
  });
});

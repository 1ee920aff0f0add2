import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
/** The final answer, or null when the solver refuses. */
const answer = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const letter = async (text: string) => (await answer(text))?.replace(/（.*$/s, '') ?? null;

describe('amount-of-substance concentration, c = n/V', () => {
  it('a solute made up to a volume (by mass, by moles, a gas at STP, a hydrate)', async () => {
    expect(await answer('把 5.85 g NaCl 溶于水配制成 100 mL 溶液，溶液的物质的量浓度是多少？')).toContain('= 1\\ \\mathrm{mol/L}');
    expect(await answer('将 0.3 mol KNO3 溶于水配成 600 mL 溶液，求溶液的物质的量浓度。')).toContain('= 0.5\\ \\mathrm{mol/L}');
    expect(
      await letter(
        choice(
          '标准状况下 4.48 L HCl 气体溶于水配成 500 mL 溶液，所得盐酸的物质的量浓度为',
          '0.2 mol/L',
          '0.4 mol/L',
          '0.8 mol/L',
          '4 mol/L',
        ),
      ),
    ).toBe('B');
    expect(await answer('25 g CuSO4·5H2O 溶于水制成 100 mL 溶液，CuSO4 的物质的量浓度是多少？')).toContain('= 1\\ \\mathrm{mol/L}');
  });
  it('ions of a strong electrolyte, dilution, preparing a solution, and c = 1000ρw/M', async () => {
    expect(
      await letter(choice('0.5 mol/L 的 Na2SO4 溶液中 SO4^{2-} 的物质的量浓度为', '0.25 mol/L', '0.5 mol/L', '1 mol/L', '1.5 mol/L')),
    ).toBe('B');
    expect(await answer('300 mL 0.2 mol/L 的 MgCl2 溶液中 Cl^{-} 的物质的量是多少？')).toContain('= 0.12\\ \\mathrm{mol}');
    expect(await answer('将 20 mL 5 mol/L 的 H2SO4 溶液加水稀释至 500 mL，稀释后 H2SO4 的物质的量浓度是多少？')).toContain(
      '= 0.2\\ \\mathrm{mol/L}',
    );
    expect(await answer('用 18.4 mol/L 的浓硫酸配制 500 mL 1 mol/L 的稀硫酸，需要浓硫酸的体积是多少？')).toContain('27.17\\ \\mathrm{mL}');
    expect(await answer('配制 500 mL 0.1 mol/L CuSO4 溶液，需要称取 CuSO4·5H2O 的质量是多少克？')).toContain('= 12.5\\ \\mathrm{g}');
    expect(await answer('质量分数为 36.5%、密度为 1.19 g/mL 的浓盐酸的物质的量浓度是多少？')).toContain('= 11.9\\ \\mathrm{mol/L}');
  });
  it('a volume no flask holds is prepared in the next flask up (480 mL → 500 mL)', async () => {
    expect(await answer('配制 480 mL 0.1 mol/L NaCl 溶液，需要 NaCl 的质量是多少克？')).toContain('= 2.925\\ \\mathrm{g}');
    expect(await answer('实验室需要 0.1 mol/L 的 NaOH 溶液 450 mL，配制时应称取 NaOH 的质量是多少克？')).toContain('= 2\\ \\mathrm{g}');
    expect(await letter(choice('配制 480 mL 0.1 mol/L CuSO4 溶液，需要称取胆矾的质量为', '7.68 g', '12.0 g', '12.5 g', '8.0 g'))).toBe('C');
  });
  it('refuses a volume of water, a flask larger than any, a stock to dilute for a volume no flask holds, a hydrolysing ion, water added, a solute that reacts, a weak acid', async () => {
    expect(await answer('将 4 g NaOH 溶于 1 L 水中，所得溶液的物质的量浓度是多少？')).toBeNull();
    expect(await answer('配制 3000 mL 0.1 mol/L NaCl 溶液，需要 NaCl 的质量是多少克？')).toBeNull();
    expect(await answer('用 18.4 mol/L 的浓硫酸配制 480 mL 1 mol/L 的稀硫酸，需要浓硫酸的体积是多少？')).toBeNull();
    expect(await answer('0.1 mol/L 的 AlCl3 溶液中 Al^{3+} 的物质的量浓度是多少？')).toBeNull();
    expect(await answer('将 50 mL 2 mol/L 的 NaCl 溶液加入 150 mL 水中，所得溶液的物质的量浓度是多少？')).toBeNull();
    expect(await answer('将 2.3 g Na 溶于水配成 100 mL 溶液，溶液的物质的量浓度是多少？')).toBeNull();
    expect(await answer('0.1 mol/L 的 CH3COOH 溶液中 H^{+} 的物质的量浓度是多少？')).toBeNull();
  });
});

describe('pH of strong acids and bases', () => {
  it('a concentration, a dilution, an acid and a base mixed, a concentration from the pH', async () => {
    expect(await answer('25 ℃ 时，0.05 mol/L 的 Ba(OH)2 溶液的 pH 是多少？')).toBe('$\\mathrm{pH} = 13$');
    expect(await letter(choice('0.001 mol/L 的 HNO3 溶液的 pH 为', '1', '2', '3', '11'))).toBe('C');
    expect(await answer('常温下，pH = 12 的 NaOH 溶液加水稀释 10 倍后，溶液的 pH 是多少？')).toBe('$\\mathrm{pH} = 11$');
    expect(await answer('常温下，将 100 mL 0.1 mol/L 盐酸与 100 mL 0.1 mol/L NaOH 溶液混合，所得溶液的 pH 是多少？')).toBe(
      '$\\mathrm{pH} = 7$',
    );
    expect(await answer('常温下，将 0.2 mol/L 的 HCl 溶液与 0.1 mol/L 的 NaOH 溶液等体积混合，所得溶液的 pH 是多少？')).toBe(
      '$\\mathrm{pH} \\approx 1.301$',
    );
    expect(await answer('常温下，pH = 13 的 Ba(OH)2 溶液的物质的量浓度是多少？')).toContain('= 0.05\\ \\mathrm{mol/L}');
  });
  it('refuses a base without room temperature, weak acids, dilution near neutral', async () => {
    expect(await answer('0.01 mol/L NaOH 溶液的 pH 是多少？')).toBeNull();
    expect(await answer('100 ℃ 时，0.01 mol/L NaOH 溶液的 pH 是多少？')).toBeNull();
    expect(await answer('125 ℃ 时，0.01 mol/L NaOH 溶液的 pH 是多少？')).toBeNull();
    expect(await answer('25 ℃ 时，0.01 mol/L NaOH 溶液的 pH 是多少？')).toBe('$\\mathrm{pH} = 12$');
    expect(await answer('常温下，0.1 mol/L 醋酸溶液的 pH 是多少？')).toBeNull();
    expect(await answer('常温下，pH = 5 的盐酸加水稀释 1000 倍后，溶液的 pH 是多少？')).toBeNull();
    expect(await answer('常温下，pH = 3 的 CH3COOH 溶液加水稀释 10 倍后，溶液的 pH 是多少？')).toBeNull();
  });
});

describe('mass fraction of a solute', () => {
  it('dissolved in water, a hydrate, solute and water in a solution, dilution, water added', async () => {
    expect(await answer('将 15 g KNO3 完全溶于 85 g 水中，所得溶液中溶质的质量分数是多少？')).toBe('$w(\\mathrm{KNO_3}) = 15\\%$');
    expect(await letter(choice('将 25 g CuSO4·5H2O 溶于 75 g 水中，所得溶液中溶质的质量分数为', '25%', '16%', '20%', '32%'))).toBe('B');
    expect(await answer('50 g 溶质质量分数为 8% 的 NaOH 溶液中，含水多少克？')).toContain('= 46\\ \\mathrm{g}');
    expect(await answer('把 50 g 质量分数为 98% 的 H2SO4 溶液稀释成 20% 的溶液，需要加水多少克？')).toContain('= 195\\ \\mathrm{g}');
    expect(await answer('200 g 溶质质量分数为 10% 的 NaCl 溶液中加入 50 g 水，所得溶液的溶质质量分数是多少？')).toBe(
      '$w(\\mathrm{NaCl}) = 8\\%$',
    );
  });
  it('refuses a solute that reacts with water, evaporation without 「无晶体析出」, solubility', async () => {
    expect(await answer('将 4.6 g 钠投入 95.4 g 水中，所得溶液中溶质的质量分数是多少？')).toBeNull();
    expect(await answer('100 g 10% 的 NaCl 溶液蒸发掉 50 g 水，所得溶液中溶质的质量分数是多少？')).toBeNull();
    expect(await answer('20 ℃ 时 NaCl 的溶解度为 36 g，将 40 g NaCl 放入 100 g 水中，所得溶液中溶质的质量分数是多少？')).toBeNull();
  });
});

describe('two reactants given, one in excess', () => {
  it('the smaller amount per coefficient decides the product', async () => {
    expect(await answer('4 g 氢气与 4 g 氧气混合点燃，充分反应后生成水的质量是多少克？')).toContain('= 4.5\\ \\mathrm{g}');
    expect(await answer('12 g 镁与 0.5 mol 氧气充分反应，生成 MgO 多少克？')).toContain('= 20\\ \\mathrm{g}');
    expect(await answer('100 mL 2 mol/L 盐酸与 6.5 g 锌充分反应，生成氢气在标准状况下的体积是多少？')).toContain('= 2.24\\ \\mathrm{L}');
    expect(await answer('标准状况下 11.2 L H2 与 0.4 mol O2 混合点燃，充分反应后生成水的质量是多少克？')).toContain('= 9\\ \\mathrm{g}');
    expect(
      await letter(choice('含 0.2 mol HCl 的稀盐酸与 13 g 锌充分反应，生成氢气的物质的量为', '0.1 mol', '0.2 mol', '0.4 mol', '0.05 mol')),
    ).toBe('A');
  });
  it('refuses a mass of a solution, a gas volume not at STP, a reaction it does not know', async () => {
    expect(await answer('100 g 稀盐酸与 6.5 g 锌恰好完全反应，生成氢气的质量是多少克？')).toBeNull();
    expect(await answer('11.2 L H2 与 11.2 L Cl2 充分反应，生成 HCl 的体积是多少？')).toBeNull();
    expect(await answer('6.5 g 锌与 0.1 mol 硫酸铜反应，生成铜的质量是多少克？')).toBeNull();
  });
});

describe('electrons transferred in a written reaction', () => {
  it('from oxidation states, scaled by the given amount', async () => {
    expect(await answer('Cl2 + 2NaOH = NaCl + NaClO + H2O 中，消耗 0.1 mol Cl2 转移电子的物质的量是多少？')).toContain(
      '= 0.1\\ \\mathrm{mol}',
    );
    expect(
      await letter(
        choice(
          '实验室用 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O 制取氯气，生成标准状况下 2.24 L Cl2 时转移的电子为',
          '0.1 mol',
          '0.2 mol',
          '0.4 mol',
          '0.05 mol',
        ),
      ),
    ).toBe('B');
    expect(
      await letter(choice('已知 Fe + CuSO4 = FeSO4 + Cu，5.6 g Fe 完全反应，转移电子的数目为', '0.1N_A', '0.2N_A', '0.3N_A', '0.4N_A')),
    ).toBe('B');
    expect(
      await answer('MnO4^- + 5Fe^{2+} + 8H^+ = Mn^{2+} + 5Fe^{3+} + 4H2O 中，消耗 0.1 mol Fe^{2+} 转移电子的物质的量是多少？'),
    ).toContain('= 0.1\\ \\mathrm{mol}');
    expect(await answer('在 2H2S + SO2 = 3S + 2H2O 中，生成 3 mol S 时转移电子的物质的量是多少？')).toContain('= 4\\ \\mathrm{mol}');
  });
  it('归中 and peroxides by the unchanged atoms at one state on both sides (decision 0132)', async () => {
    expect(await answer('在反应 KClO3 + 6HCl = KCl + 3Cl2↑ + 3H2O 中，生成 3 mol Cl2 时转移电子的物质的量是多少？')).toContain('= 5\\');
    expect(await answer('2Na2O2 + 2H2O = 4NaOH + O2↑ 中，生成 1 mol O2 转移电子的物质的量是多少？')).toContain('= 2\\');
  });
  it('refuses a part of a substance, an unbalanced equation', async () => {
    expect(await answer('MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O 中，有 0.4 mol HCl 被氧化时转移电子的物质的量是多少？')).toBeNull();
    expect(await answer('在 Cu + 4HNO3 = Cu(NO3)2 + NO2↑ + 2H2O 中，6.4 g Cu 完全反应转移的电子的物质的量是多少？')).toBeNull();
  });
});

describe('N_A statements about weak electrolytes', () => {
  const stem = '设 N_A 为阿伏加德罗常数的值，下列说法正确的是';
  it('a weak acid gives fewer H⁺ than c·V', async () => {
    expect(
      await letter(
        choice(
          stem,
          '1 L 0.1 mol/L 的 HF 溶液中含有的 H^{+} 数为 0.1N_A',
          '16 g O2 中含有的氧原子数为 2N_A',
          '18 g H2O 中含有的质子数为 10N_A',
          '2.3 g Na 与足量水反应，转移的电子数为 0.2N_A',
        ),
      ),
    ).toBe('C');
  });
  it('a claim below c·V is not decided, so the question is refused', async () => {
    expect(
      await letter(
        choice(
          stem,
          '1 L 0.1 mol/L 的 CH3COOH 溶液中含有的 H^{+} 数为 0.01N_A',
          '16 g O2 中含有的氧原子数为 2N_A',
          '18 g H2O 中含有的质子数为 10N_A',
          '2.3 g Na 与足量水反应，转移的电子数为 0.2N_A',
        ),
      ),
    ).toBeNull();
  });
});

describe('gases: molar mass from what is measured, Avogadro’s law', () => {
  it('a mass and a volume at STP, a density at STP, a relative density', async () => {
    expect(await answer('标准状况下某气体的密度为 1.25 g/L，该气体的摩尔质量是多少？')).toBe('$M = 28\\ \\mathrm{g/mol}$');
    expect(await answer('某气体对氢气的相对密度为 22，该气体的相对分子质量为多少？')).toBe('$M_r = 44$');
    expect(
      await letter(choice('0.56 L（标准状况）某气体的质量为 1.6 g，则该气体的摩尔质量为', '16 g/mol', '32 g/mol', '64 g/mol', '128 g/mol')),
    ).toBe('C');
  });
  it('ratios under the same temperature and pressure', async () => {
    expect(await letter(choice('同温同压下，等体积的 CO 和 CO2 的质量之比为', '7:11', '11:7', '1:1', '14:11'))).toBe('A');
    expect(await letter(choice('同温同压下，CH4 和 O2 的密度之比为', '1:2', '2:1', '1:1', '1:4'))).toBe('A');
    expect(await letter(choice('同温同压下，等质量的 SO2 和 CH4 的分子数之比为', '4:1', '1:4', '1:1', '2:1'))).toBe('B');
  });
  it('refuses a volume without standard conditions, a substance that is not a gas, a number left unread', async () => {
    expect(await answer('11.2 L 某气体的质量为 14 g，该气体的摩尔质量是多少？')).toBeNull();
    expect(await letter(choice('同温同压下，等质量的 H2O 和 CO2 的体积之比为', '22:9', '9:22', '1:1', '11:9'))).toBeNull();
    expect(await answer('标准状况下，5.6 L 某气体的质量为 8 g，若再加 2 g 该气体，该气体的摩尔质量是多少？')).toBeNull();
  });
});

describe('ratios a written redox reaction decides', () => {
  it('oxidant to reductant, oxidation to reduction product, the reduced part of a reagent', async () => {
    expect(
      await letter(
        choice('在 2KMnO4 + 16HCl(浓) = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O 中，氧化剂与还原剂的物质的量之比为', '1:8', '1:5', '2:5', '5:1'),
      ),
    ).toBe('B');
    expect(await answer('反应 2KMnO4 + 16HCl = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O 中氧化产物与还原产物的物质的量之比是多少？')).toBe('$5 : 2$');
    expect(await letter(choice('3NO2 + H2O = 2HNO3 + NO 中，氧化剂与还原剂的物质的量之比为', '1:2', '2:1', '1:1', '3:1'))).toBe('A');
    expect(await letter(choice('2H2S + SO2 = 3S + 2H2O 中，氧化剂与还原剂的物质的量之比为', '2:1', '1:2', '1:1', '3:1'))).toBe('B');
    expect(await letter(choice('Cl2 + 2NaOH = NaCl + NaClO + H2O 中，氧化剂与还原剂的物质的量之比为', '1:1', '1:2', '2:1', '1:3'))).toBe(
      'A',
    );
    expect(
      await letter(
        choice('Cu + 2H2SO4(浓) = CuSO4 + SO2↑ + 2H2O 中，被还原的 H2SO4 与参加反应的 H2SO4 的物质的量之比为', '1:1', '1:2', '2:1', '1:4'),
      ),
    ).toBe('B');
  });
  it('one product of both roles and 归中 by the atoms that change (decision 0132)', async () => {
    expect(await letter(choice('2H2S + SO2 = 3S + 2H2O 中，氧化产物与还原产物的物质的量之比为', '2:1', '1:2', '1:1', '3:1'))).toBe('A');
    expect(await letter(choice('KClO3 + 6HCl = KCl + 3Cl2↑ + 3H2O 中，氧化剂与还原剂的物质的量之比为', '1:6', '1:5', '6:1', '5:1'))).toBe(
      'B',
    );
  });
  it('refuses an unbalanced equation', async () => {
    expect(
      await letter(choice('2KMnO4 + 10HCl = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O 中，氧化剂与还原剂的物质的量之比为', '1:5', '1:8', '2:5', '5:1')),
    ).toBeNull();
  });
});

describe('the kinds in exam typesetting (LaTeX units, \\left( \\right), mol·L^{-1} options)', () => {
  const cases: [string, string][] = [
    [
      `将 $4 \\mathrm{~g} \\mathrm{NaOH}$ 溶于水配成 $500 \\mathrm{~mL}$ 溶液, 所得溶液的物质的量浓度为（ ）
A. $0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
B. $0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
C. $0.4 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
D. $2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$`,
      'B',
    ],
    [
      `常温下, $0.005 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{H}_{2} \\mathrm{SO}_{4}$ 溶液的 $\\mathrm{pH}$ 为（ ）
A. 1
B. 2
C. 3
D. 12`,
      'B',
    ],
    [
      `$200 \\mathrm{~mL} 0.5 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{Al}_{2}\\left(\\mathrm{SO}_{4}\\right)_{3}$ 溶液中 $\\mathrm{SO}_{4}^{2-}$ 的物质的量浓度为
A. $0.5 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
B. $1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
C. $1.5 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
D. $3 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$`,
      'C',
    ],
    [
      `在 $\\mathrm{MnO}_{2}+4 \\mathrm{HCl}$ (浓) $\\xlongequal{\\triangle} \\mathrm{MnCl}_{2}+\\mathrm{Cl}_{2} \\uparrow+2 \\mathrm{H}_{2} \\mathrm{O}$ 中, 氧化剂与还原剂的物质的量之比为
A. $1: 4$
B. $1: 2$
C. $2: 1$
D. $1: 1$`,
      'B',
    ],
    [
      `将 $10 \\mathrm{~g} \\mathrm{NaCl}$ 溶于 $40 \\mathrm{~g}$ 水中, 所得溶液中溶质的质量分数为
A. $20 \\%$
B. $25 \\%$
C. $10 \\%$
D. $40 \\%$`,
      'A',
    ],
    [
      `常温下, 将 $\\mathrm{pH}=2$ 的盐酸加水稀释 100 倍, 溶液的 $\\mathrm{pH}$ 为
A. 2
B. 3
C. 4
D. 7`,
      'C',
    ],
    [
      `$2.4 \\mathrm{~g} \\mathrm{Mg}$ 与 $0.1 \\mathrm{~mol} \\mathrm{O}_{2}$ 充分反应, 生成 $\\mathrm{MgO}$ 的质量为
A. $2 \\mathrm{~g}$
B. $4 \\mathrm{~g}$
C. $8 \\mathrm{~g}$
D. $6.4 \\mathrm{~g}$`,
      'B',
    ],
  ];
  for (const [text, want] of cases) it(text.split('\n')[0], async () => expect(await letter(text)).toBe(want));
});

describe('one ion compared across solutions (the volume does not enter)', () => {
  it('equal to a given solution, the largest, a ratio', async () => {
    expect(
      await letter(
        choice(
          '下列溶液中 Na^{+} 的物质的量浓度与 100 mL 0.5 mol/L Na2SO4 溶液中 Na^{+} 的物质的量浓度相等的是',
          '50 mL 1 mol/L NaCl 溶液',
          '100 mL 0.5 mol/L NaCl 溶液',
          '200 mL 0.25 mol/L Na2SO4 溶液',
          '100 mL 2 mol/L NaNO3 溶液',
        ),
      ),
    ).toBe('A');
    expect(
      await letter(
        choice(
          '下列溶液中 Cl^{-} 的物质的量浓度最大的是',
          '200 mL 2 mol/L MgCl2 溶液',
          '1000 mL 2.5 mol/L NaCl 溶液',
          '250 mL 1 mol/L AlCl3 溶液',
          '300 mL 5 mol/L KClO3 溶液',
        ),
      ),
    ).toBe('A');
    expect(
      await letter(
        choice('100 mL 0.1 mol/L AlCl3 溶液与 300 mL 0.1 mol/L KCl 溶液中 Cl^{-} 的物质的量浓度之比为', '1:1', '1:3', '3:1', '1:9'),
      ),
    ).toBe('C');
  });
  it('refuses a hydrolysing ion and a solute outside the table', async () => {
    expect(
      await letter(
        choice(
          '下列溶液中 NH4^{+} 的物质的量浓度最大的是',
          '0.1 mol/L NH4Cl 溶液',
          '0.1 mol/L (NH4)2SO4 溶液',
          '0.1 mol/L NH4NO3 溶液',
          '0.05 mol/L NH4Cl 溶液',
        ),
      ),
    ).toBeNull();
    expect(
      await letter(
        choice(
          '下列溶液中 Cl^{-} 的物质的量浓度最大的是',
          '0.1 mol/L HClO 溶液',
          '0.1 mol/L NaCl 溶液',
          '0.1 mol/L CCl4',
          '0.1 mol/L KCl 溶液',
        ),
      ),
    ).toBeNull();
  });
});

describe('two substances with equally many particles', () => {
  it('the mass or moles of the second from the first', async () => {
    expect(await answer('与 4.4 g CO2 所含氧原子数相等的 H2O 的质量是多少克？')).toContain('= 3.6\\ \\mathrm{g}');
    expect(await answer('0.5 mol H2SO4 中所含的氧原子数与多少克 CO2 中所含的氧原子数相等？')).toContain('= 44\\ \\mathrm{g}');
    expect(await answer('与 0.3 mol H2O 含有相同氢原子数的 NH3 的物质的量是多少？')).toContain('= 0.2\\ \\mathrm{mol}');
    expect(await letter(choice('与 3.4 g NH3 所含分子数相同的 CH4 的质量为', '1.6 g', '3.2 g', '3.4 g', '6.4 g'))).toBe('B');
    expect(await answer('标准状况下 11.2 L O2 与多少克 O3 所含的原子数相同？')).toContain('= 16\\ \\mathrm{g}');
    expect(await answer('与 2 g H2 所含原子数相同的氦气的质量是多少克？')).toContain('= 8\\ \\mathrm{g}');
  });
  it('refuses two different particles, a substance without the particle, molecules of a salt, a volume not at STP', async () => {
    expect(await answer('多少克水中所含的氢原子数与 0.2 mol NH3 中所含的氧原子数相同？')).toBeNull();
    expect(await answer('与 4.4 g CO2 所含氧原子数相等的 NaCl 的质量是多少克？')).toBeNull();
    expect(await answer('与 9 g 水所含分子数相同的 NaCl 的质量是多少克？')).toBeNull();
    expect(await answer('11.2 L O2 与多少克 O3 所含的原子数相同？')).toBeNull();
  });
});

describe('the mass fraction of an element in a compound', () => {
  it('atoms × A / M, options matched to their printed precision', async () => {
    expect(await answer('NH4NO3 中氮元素的质量分数是多少？')).toBe('$w(\\mathrm{N}) = 35\\%$');
    expect(await letter(choice('尿素 CO(NH2)2 中氮元素的质量分数为', '46.7%', '23.3%', '20%', '28%'))).toBe('A');
    expect(await letter(choice('Fe2O3 中铁元素的质量分数为', '70%', '30%', '72.4%', '77.8%'))).toBe('A');
  });
  it('refuses a sample or mixture, an element the compound lacks, options too close to tell apart', async () => {
    expect(await answer('某化肥样品中 NH4NO3 的质量分数为 80%，该样品中氮元素的质量分数是多少？')).toBeNull();
    expect(await answer('CO2 中氮元素的质量分数是多少？')).toBeNull();
    expect(await letter(choice('尿素 CO(NH2)2 中氮元素的质量分数为', '46.7%', '46.6%', '20%', '28%'))).toBeNull();
  });
});

describe('an ion asked in the forms a photographed paper prints it', () => {
  it('reads Na^+ and Cl^- without braces, as with them', async () => {
    expect(await answer('1 L 0.1 mol/L $Na_2CO_3$ 溶液中含有 $Na^+$ 的物质的量是多少？')).toContain(
      'n(\\mathrm{Na^{+}}) = 0.2\\ \\mathrm{mol}',
    );
    expect(await answer('2 L 0.5 mol/L $CaCl_2$ 溶液中 $Cl^-$ 的物质的量浓度是多少？')).toContain(
      'c(\\mathrm{Cl^{-}}) = 1\\ \\mathrm{mol/L}',
    );
    expect(await answer('200 mL 0.3 mol/L $K_2SO_4$ 溶液中 $K^+$ 的物质的量是多少？')).toContain('= 0.12\\ \\mathrm{mol}');
  });
  it('refuses an ion that hydrolyses or is not named, rather than answer the solute', async () => {
    for (const text of [
      '1 L 0.1 mol/L $Na_2CO_3$ 溶液中含有 $CO_3^{2-}$ 的物质的量是多少？',
      '1 L 0.1 mol/L Na2CO3 溶液中阴离子的物质的量是多少？',
      '1 L 0.1 mol/L $FeCl_3$ 溶液中 $Fe^{3+}$ 的物质的量是多少？',
    ]) {
      expect(await answer(text), text).toBeNull();
    }
  });
});

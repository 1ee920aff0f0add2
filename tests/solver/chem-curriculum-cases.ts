/**
 * Fresh gaokao-style chemistry problems, one group per textbook chapter, written for the curriculum coverage
 * test. Each answer was worked by hand: a letter for a choice question, else the value in the stated unit.
 */
export interface CurriculumCase {
  text: string;
  /** A choice letter, or the text (a number) the final answer must contain. */
  answer: string;
  /** Refused on purpose (knowledge beyond the kinds, or a relation not read yet): a refusal is expected. */
  refused?: true;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const CHAPTERS: Record<string, CurriculumCase[]> = {
  'molar mass and moles': [
    {
      text: choice('$9.8 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{SO}_{4}$ 的物质的量为（ ）', '0.05 mol', '0.1 mol', '0.2 mol', '1 mol'),
      answer: 'B',
    },
    { text: '0.5 mol CO2 的质量是多少克？', answer: '22' },
    { text: choice('$3.01 \\times 10^{23}$ 个 CO2 分子的质量为', '11 g', '22 g', '44 g', '88 g'), answer: 'B' },
    { text: '多少克水中所含的氢原子数与 0.2 mol NH3 中所含的氢原子数相同？', answer: '5.4' },
  ],
  'gas volume at STP': [
    { text: choice('标准状况下，$4.4 \\mathrm{~g} \\mathrm{CO}_{2}$ 的体积为', '1.12 L', '2.24 L', '4.48 L', '22.4 L'), answer: 'B' },
    { text: '标准状况下 6.72 L NH3 的物质的量是多少？', answer: '0.3' },
    {
      text: choice('标准状况下，11.2 L 某气体的质量为 14 g，该气体的摩尔质量为', '14 g/mol', '28 g/mol', '32 g/mol', '44 g/mol'),
      answer: 'B',
    },
    { text: choice('同温同压下，等质量的 O2 和 SO2 的体积之比为', '1:1', '1:2', '2:1', '4:1'), answer: 'C' },
  ],
  'solution concentration and dilution': [
    {
      text: choice('将 4 g NaOH 溶于水配成 500 mL 溶液，所得溶液的物质的量浓度为', '0.1 mol/L', '0.2 mol/L', '0.4 mol/L', '2 mol/L'),
      answer: 'B',
    },
    { text: '将 50 mL 2 mol/L 的 NaCl 溶液加水稀释到 200 mL，稀释后溶液的物质的量浓度是多少？', answer: '0.5' },
    {
      text: choice('200 mL 0.5 mol/L 的 Na2SO4 溶液中 Na^{+} 的物质的量浓度为', '0.25 mol/L', '0.5 mol/L', '1 mol/L', '0.2 mol/L'),
      answer: 'C',
    },
    { text: '配制 250 mL 0.2 mol/L 的 Na2CO3 溶液，需要 Na2CO3 的质量是多少克？', answer: '5.3' },
  ],
  'mass fraction': [
    { text: '将 10 g NaCl 溶于 40 g 水中，所得溶液中溶质的质量分数是多少？', answer: '20' },
    { text: '100 g 质量分数为 20% 的 NaOH 溶液中含 NaOH 多少克？', answer: '20' },
    { text: '将 100 g 质量分数为 20% 的 KNO3 溶液加水稀释成 10% 的溶液，需加水多少克？', answer: '100' },
    {
      text: choice(
        '密度为 $1.84 \\mathrm{~g} / \\mathrm{cm}^{3}$、质量分数为 98% 的浓硫酸的物质的量浓度为',
        '9.2 mol/L',
        '18.4 mol/L',
        '1.84 mol/L',
        '36.8 mol/L',
      ),
      answer: 'B',
    },
  ],
  'stoichiometry and limiting reagent': [
    { text: choice('6.5 g Zn 与足量稀硫酸反应，生成 H2 在标准状况下的体积为', '1.12 L', '2.24 L', '3.36 L', '4.48 L'), answer: 'B' },
    { text: '2 g H2 与 32 g O2 混合点燃，充分反应后生成水的质量是多少克？', answer: '18' },
    { text: '5.6 g 铁粉与 4.8 g 硫粉混合加热，充分反应后生成 FeS 的质量是多少克？', answer: '8.8' },
    {
      text: choice('含 0.2 mol HCl 的稀盐酸与 13 g 锌充分反应，生成氢气的物质的量为', '0.1 mol', '0.2 mol', '0.4 mol', '0.05 mol'),
      answer: 'A',
    },
  ],
  'N_A statements': [
    {
      text: choice(
        '设 $N_A$ 为阿伏加德罗常数的值，下列说法正确的是',
        '标准状况下，22.4 L H2O 中含有的分子数为 N_A',
        '16 g O2 中含有的氧原子数为 N_A',
        '1 mol Fe 与足量 Cl2 反应，转移的电子数为 2N_A',
        '常温常压下，22.4 L CO2 中含有的分子数为 N_A',
      ),
      answer: 'B',
    },
    {
      text: choice(
        '用 $N_A$ 表示阿伏加德罗常数的值，下列叙述正确的是',
        '1 L 0.1 mol/L 的 CH3COOH 溶液中含有的 H^{+} 数为 0.1N_A',
        '标准状况下，11.2 L SO3 中含有的分子数为 0.5N_A',
        '18 g H2O 中含有的电子数为 10N_A',
        '2.3 g Na 与足量水反应，转移的电子数为 0.2N_A',
      ),
      answer: 'C',
    },
    {
      text: choice(
        '设 $N_A$ 为阿伏加德罗常数的值，下列说法错误的是',
        '32 g O2 和 O3 的混合气体中含有的氧原子数为 2N_A',
        '标准状况下，2.24 L CH4 中含有的氢原子数为 0.4N_A',
        '1 mol N2 与 3 mol H2 在密闭容器中充分反应，生成的 NH3 分子数为 2N_A',
        '1 mol Na2O2 中含有的阴离子数为 N_A',
      ),
      answer: 'C',
    },
  ],
  'electron transfer in redox': [
    { text: '在反应 2KMnO4 + 16HCl(浓) = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O 中，生成 0.5 mol Cl2 时转移电子的物质的量是多少？', answer: '1' },
    {
      text: choice(
        '在 Cu + 4HNO3(浓) = Cu(NO3)2 + 2NO2↑ + 2H2O 中，6.4 g Cu 完全反应时转移的电子为',
        '0.1 mol',
        '0.2 mol',
        '0.4 mol',
        '0.05 mol',
      ),
      answer: 'B',
    },
    {
      text: choice(
        '在 3Cu + 8HNO3 = 3Cu(NO3)2 + 2NO↑ + 4H2O 中，被还原的 HNO3 与参加反应的 HNO3 的物质的量之比为',
        '1:4',
        '1:3',
        '3:8',
        '1:1',
      ),
      answer: 'A',
    },
  ],
  'pH of strong acids and bases': [
    { text: choice('常温下，0.005 mol/L 的 H2SO4 溶液的 pH 为', '1', '2', '3', '5'), answer: 'B' },
    { text: '常温下，0.01 mol/L NaOH 溶液的 pH 是多少？', answer: '12' },
    { text: choice('常温下，将 pH = 2 的盐酸加水稀释 100 倍后，溶液的 pH 为', '2', '3', '4', '7'), answer: 'C' },
    {
      text: choice('常温下，将 0.1 mol/L 盐酸与 0.06 mol/L Ba(OH)2 溶液等体积混合，所得溶液的 pH 为', '1.7', '2', '12', '12.3'),
      answer: 'C',
    },
  ],
  'equations and ionic equations': [
    { text: '配平 Fe2O3 + CO → Fe + CO2', answer: '3\\mathrm{CO}' },
    {
      text: choice(
        '下列离子方程式书写正确的是',
        '铁与稀盐酸反应：2Fe + 6H^{+} = 2Fe^{3+} + 3H2↑',
        '钠与水反应：Na + H2O = Na^{+} + OH^{-} + H2↑',
        '碳酸钙与盐酸反应：CaCO3 + 2H^{+} = Ca^{2+} + H2O + CO2↑',
        '铜与硝酸银溶液反应：Cu + Ag^{+} = Cu^{2+} + Ag',
      ),
      answer: 'C',
    },
    {
      text: choice('下列化学方程式书写错误的是', '2H2 + O2 = 2H2O', 'Fe + CuSO4 = FeSO4 + Cu', 'Mg + O2 = MgO', 'CaCO3 = CaO + CO2↑'),
      answer: 'C',
      refused: true,
    },
  ],
};

/**
 * Fresh problems for the chemistry wrong-answer hunt, each with a hand-worked answer: chemistry problems near
 * the kinds the engine answers, and problems of other subjects that use chemistry words (浓度, 溶液, 水). Each
 * must be answered with its answer or refused; `answer` is a choice letter or the number the final answer shows.
 */
export interface HuntCase {
  text: string;
  answer: string;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const na = (stem: string, ...options: string[]) => choice(`设 N_A 为阿伏加德罗常数的值，${stem}`, ...options);

export const CHEMISTRY_HUNT: HuntCase[] = [
  // Concentration
  { text: '将 11.7 g NaCl 溶于水配成 200 mL 溶液，所得溶液中 Cl^{-} 的物质的量浓度是多少？', answer: '1' },
  {
    text: choice('把 0.2 mol CaCl2 溶于水配成 500 mL 溶液，Cl^{-} 的物质的量浓度为', '0.4 mol/L', '0.8 mol/L', '0.2 mol/L', '1.6 mol/L'),
    answer: 'B',
  },
  { text: '用 10 mol/L 的浓盐酸配制 250 mL 2 mol/L 的稀盐酸，需要量取浓盐酸多少毫升？', answer: '50' },
  { text: '将 10 mL 12 mol/L 的浓盐酸加水稀释到 100 mL，稀释后盐酸的物质的量浓度是多少？', answer: '1.2' },
  { text: choice('500 mL 0.2 mol/L 的 K2SO4 溶液中 K^{+} 的物质的量为', '0.1 mol', '0.2 mol', '0.4 mol', '0.05 mol'), answer: 'B' },
  { text: '1 L 0.1 mol/L 的 Fe2(SO4)3 溶液中 SO4^{2-} 的物质的量浓度是多少？', answer: '0.3' },
  { text: '0.1 mol/L 的 FeCl3 溶液中 Cl^{-} 的物质的量浓度是多少？', answer: '0.3' },
  { text: choice('配制 100 mL 1 mol/L 的 NaOH 溶液，需要称量 NaOH 固体的质量为', '4 g', '40 g', '0.4 g', '8 g'), answer: 'A' },
  { text: '配制 250 mL 0.5 mol/L 的 CuSO4 溶液，需要胆矾的质量是多少克？', answer: '31.25' },
  { text: '标准状况下，将 2.24 L NH3 溶于水配成 100 mL 溶液，所得氨水的物质的量浓度是多少？', answer: '1' },
  { text: '将 5.3 g Na2CO3 溶于水配成 500 mL 溶液，Na^{+} 的物质的量浓度是多少？', answer: '0.2' },
  { text: '质量分数为 98%、密度为 1.84 g·cm^{-3} 的浓硫酸的物质的量浓度是多少？', answer: '18.4' },
  { text: '将 40 g NaOH 溶于水配成 2 L 溶液，从中取出 100 mL，这 100 mL 溶液的物质的量浓度是多少？', answer: '0.5' },
  {
    text: choice('200 mL 0.3 mol/L 的 Al2(SO4)3 溶液中 SO4^{2-} 的物质的量浓度为', '0.3 mol/L', '0.6 mol/L', '0.9 mol/L', '0.18 mol/L'),
    answer: 'C',
  },
  {
    text: '将 100 mL 0.1 mol/L 的 BaCl2 溶液与 100 mL 0.2 mol/L 的 NaCl 溶液混合（忽略体积变化），混合液中 Cl^{-} 的物质的量浓度是多少？',
    answer: '0.2',
  },
  { text: '常温下，0.01 mol/L 的 HCl 溶液中由水电离出的 c(H^{+}) 是多少？', answer: '1 \\times 10^{-12}' },
  { text: '常温下，0.005 mol/L 的 Ba(OH)2 溶液中 c(OH^{-}) 是多少？', answer: '0.01' },
  // pH
  { text: choice('常温下，0.05 mol/L 的 H2SO4 溶液的 pH 为', '1', '2', '0.05', '13'), answer: 'A' },
  { text: choice('25 ℃ 时，0.001 mol/L 的 Ba(OH)2 溶液的 pH 约为', '11', '11.3', '3', '12'), answer: 'B' },
  { text: choice('常温下，pH = 1 的硫酸溶液中 H2SO4 的物质的量浓度为', '0.1 mol/L', '0.05 mol/L', '0.2 mol/L', '1 mol/L'), answer: 'B' },
  { text: '常温下，将 pH = 13 的 NaOH 溶液稀释 100 倍，溶液的 pH 是多少？', answer: '11' },
  { text: '常温下，将 pH = 2 的 HNO3 溶液稀释 10 倍后，溶液的 pH 是多少？', answer: '3' },
  { text: '常温下，pH = 2 的盐酸与 pH = 12 的 NaOH 溶液等体积混合后，溶液的 pH 是多少？', answer: '7' },
  { text: '常温下，0.1 mol/L 盐酸与 0.1 mol/L 氨水等体积混合后，溶液的 pH 是多少？', answer: '5.28' },
  { text: '常温下，将 0.01 mol/L 的 NaOH 溶液与 0.01 mol/L 的 H2SO4 溶液等体积混合，所得溶液的 pH 是多少？', answer: '2.301' },
  { text: '常温下，c(H^{+}) = 1×10^{-3} mol/L 的盐酸的 pH 是多少？', answer: '3' },
  { text: '常温下，pH = 3 的 H2SO4 溶液中 c(SO4^{2-}) 是多少？', answer: '5 \\times 10^{-4}' },
  { text: '常温下，pH = 11 的 NaOH 溶液中 NaOH 的物质的量浓度是多少？', answer: '0.001' },
  // Mass fraction
  { text: choice('将 20 g KCl 溶于 80 g 水中，所得溶液中溶质的质量分数为', '20%', '25%', '80%', '16%'), answer: 'A' },
  { text: '150 g 质量分数为 16% 的 NaCl 溶液中含 NaCl 的质量是多少克？', answer: '24' },
  { text: '要把 50 g 质量分数为 20% 的 NaOH 溶液稀释为 5% 的溶液，需加水多少克？', answer: '150' },
  { text: '向 100 g 质量分数为 10% 的 KNO3 溶液中加入 10 g KNO3，完全溶解后所得溶液中溶质的质量分数是多少？', answer: '18.18' },
  { text: '将 6.2 g Na2O 溶于 93.8 g 水中，所得溶液中溶质的质量分数是多少？', answer: '8' },
  { text: '将 100 g 质量分数为 20% 的 NaCl 溶液蒸发掉 20 g 水（无晶体析出），所得溶液中溶质的质量分数是多少？', answer: '25' },
  { text: '用 60 g 质量分数为 5% 的 NaCl 溶液和 40 g 质量分数为 10% 的 NaCl 溶液混合，所得溶液的溶质质量分数是多少？', answer: '7' },
  { text: '将 30 g 蔗糖完全溶于 120 g 水中，所得蔗糖溶液中溶质的质量分数是多少？', answer: '20' },
  { text: '某 NaOH 溶液 200 g，其中含 NaOH 10 g，该溶液的溶质质量分数是多少？', answer: '5' },
  { text: '将 10 g CaO 放入 90 g 水中，充分搅拌后所得溶液中溶质的质量分数是多少？', answer: '0.17' },
  // Two reactants, stoichiometry
  { text: '3.2 g 硫在 3.2 g 氧气中充分燃烧，生成 SO2 的质量是多少克？', answer: '6.4' },
  { text: '2.4 g 镁在 3.2 g 氧气中充分燃烧，生成 MgO 的质量是多少克？', answer: '4' },
  { text: '8 g CuO 与 0.05 mol H2 在加热条件下充分反应，生成 Cu 的质量是多少克？', answer: '3.2' },
  { text: '2.4 g 碳与 3.2 g 氧气在密闭容器中充分反应，生成 CO2 的质量是多少克？', answer: '0' },
  { text: '6.5 g 锌与 100 mL 1 mol/L 的硫酸充分反应，生成氢气在标准状况下的体积是多少？', answer: '2.24' },
  { text: '5.6 g 铁与 0.1 mol HCl 充分反应，生成 H2 的物质的量是多少？', answer: '0.05' },
  { text: choice('10 g CaCO3 与足量盐酸反应，生成 CO2 在标准状况下的体积为', '1.12 L', '2.24 L', '4.48 L', '22.4 L'), answer: 'B' },
  { text: '完全分解 24.5 g KClO3，生成 O2 的质量是多少克？', answer: '9.6' },
  { text: '电解 36 g 水，生成的氢气在标准状况下的体积是多少升？', answer: '44.8' },
  { text: '2.7 g 铝与足量盐酸反应，生成氢气的物质的量是多少？', answer: '0.15' },
  { text: '4 g NaOH 与 0.05 mol H2SO4 恰好完全反应，生成 Na2SO4 的质量是多少克？', answer: '7.1' },
  { text: '5.6 g 铁与 16 g CuSO4 在溶液中充分反应，生成铜的质量是多少克？', answer: '6.4' },
  { text: '在 N2 + 3H2 ⇌ 2NH3 中，1 mol N2 与 3 mol H2 充分反应，生成 NH3 的物质的量是多少？', answer: '1.5' },
  { text: '1 mol N2 与 3 mol H2 在密闭容器中充分反应，生成 NH3 的物质的量是多少？', answer: '1.5' },
  { text: '12 g 碳在 16 g 氧气中燃烧，生成 CO 的质量是多少克？', answer: '28' },
  // Electrons transferred
  { text: '在 Zn + H2SO4 = ZnSO4 + H2↑ 中，生成 0.2 g H2 时转移电子的物质的量是多少？', answer: '0.2' },
  { text: '在 2Al + 6HCl = 2AlCl3 + 3H2↑ 中，5.4 g Al 完全反应时转移电子的物质的量是多少？', answer: '0.6' },
  { text: '在 3NO2 + H2O = 2HNO3 + NO 中，消耗 3 mol NO2 时转移电子的物质的量是多少？', answer: '2' },
  { text: '在 2KMnO4 = K2MnO4 + MnO2 + O2↑ 中，生成 1 mol O2 时转移电子的物质的量是多少？', answer: '4' },
  { text: '在 Cl2 + H2O = HCl + HClO 中，0.1 mol Cl2 参加反应时转移电子的物质的量是多少？', answer: '0.1' },
  { text: '在 Fe2O3 + 3CO = 2Fe + 3CO2 中，生成 11.2 g Fe 时转移电子的物质的量是多少？', answer: '0.6' },
  { text: choice('在 2Na + 2H2O = 2NaOH + H2↑ 中，2.3 g Na 完全反应，转移的电子数为', '0.1N_A', '0.2N_A', '0.05N_A', 'N_A'), answer: 'A' },
  { text: '在 Cu + 2H2SO4(浓) = CuSO4 + SO2↑ + 2H2O 中，生成标准状况下 2.24 L SO2 时，被还原的 H2SO4 的物质的量是多少？', answer: '0.1' },
  { text: '在 2FeCl3 + Cu = 2FeCl2 + CuCl2 中，溶解 6.4 g Cu 时转移电子的物质的量是多少？', answer: '0.2' },
  { text: '在 4FeS2 + 11O2 = 2Fe2O3 + 8SO2 中，消耗 11 mol O2 时转移电子的物质的量是多少？', answer: '44' },
  // N_A statements
  {
    text: na(
      '下列说法正确的是',
      '标准状况下，11.2 L CCl4 中含有的分子数为 0.5N_A',
      '1 mol Cl2 与足量 Fe 反应，转移的电子数为 3N_A',
      '46 g NO2 和 N2O4 的混合气体中含有的原子数为 3N_A',
      '1 L 1 mol/L 的 FeCl3 溶液中含有的 Fe^{3+} 数为 N_A',
    ),
    answer: 'C',
  },
  {
    text: na(
      '下列说法错误的是',
      '16 g CH4 中含有的电子数为 10N_A',
      '常温常压下，22.4 L O2 中含有的分子数为 N_A',
      '1 mol Na 与足量 O2 反应，转移的电子数为 N_A',
      '18 g H2O 中含有的原子数为 3N_A',
    ),
    answer: 'B',
  },
  {
    text: na(
      '下列说法正确的是',
      '2 g D2O 中含有的中子数为 N_A',
      '1 L 0.5 mol/L 的 CH3COOH 溶液中含有的 H^{+} 数为 0.5N_A',
      '标准状况下，22.4 L SO3 中含有的分子数为 N_A',
      '56 g Fe 与足量稀盐酸反应，转移的电子数为 3N_A',
    ),
    answer: 'A',
  },
  {
    text: na(
      '下列说法正确的是',
      '1 mol N2 与 3 mol H2 充分反应后，生成 NH3 的分子数为 2N_A',
      '0.1 mol/L 的 NaCl 溶液中含有的 Na^{+} 数为 0.1N_A',
      '32 g O2 中含有的氧原子数为 2N_A',
      '标准状况下，22.4 L H2O 中含有的氢原子数为 2N_A',
    ),
    answer: 'C',
  },
  {
    text: na(
      '下列说法正确的是',
      '1 L 0.1 mol/L 的 NH3·H2O 溶液中含有的 OH^{-} 数为 0.1N_A',
      '7.8 g Na2O2 中含有的阴离子数为 0.1N_A',
      '常温常压下，11.2 L CO2 中含有的分子数为 0.5N_A',
      '1 mol OH^{-} 中含有的电子数为 9N_A',
    ),
    answer: 'B',
  },
  {
    text: na(
      '下列说法正确的是',
      '标准状况下，22.4 L 乙醇中含有的分子数为 N_A',
      '1 mol Fe 在足量 Cl2 中燃烧，转移的电子数为 3N_A',
      '氯气能使干燥的有色布条褪色',
      '1 mol Na2O2 与足量水反应，转移的电子数为 2N_A',
    ),
    answer: 'B',
  },
  {
    text: choice(
      '下列叙述正确的是',
      '1 mol H2O 中含有 2 × 6.02 × 10^{23} 个氢原子',
      '0.5 mol O2 中含有 6.02 × 10^{23} 个氧分子',
      '1 mol CO2 的质量是 44 g/mol',
      '标准状况下，1 mol H2O 的体积为 22.4 L',
    ),
    answer: 'A',
  },
  {
    text: na(
      '下列说法正确的是',
      '1 L 0.1 mol/L 的 Na2CO3 溶液中含有的 CO3^{2-} 数为 0.1N_A',
      '1 mol NH4^{+} 中含有的质子数为 11N_A',
      '22.4 L N2 中含有的分子数为 N_A',
      '2.3 g Na 在空气中完全燃烧，转移的电子数为 0.2N_A',
    ),
    answer: 'B',
  },
  {
    text: na(
      '下列说法正确的是',
      '1 L 0.1 mol/L 的 HClO 溶液中含有的 H^{+} 数为 0.1N_A',
      '17 g NH3 中含有的电子数为 10N_A',
      '常温常压下，2.24 L Cl2 中含有的原子数为 0.2N_A',
      '1 mol Cu 与足量 S 反应，转移的电子数为 2N_A',
    ),
    answer: 'B',
  },
  // Moles, molar mass, equations
  { text: choice('下列物质中所含分子数最多的是', '4 g H2', '11.2 L O2（标准状况）', '27 g H2O', '0.5 mol CO2'), answer: 'A' },
  { text: '1.5 mol H2SO4 的质量是多少克？', answer: '147' },
  { text: choice('0.3 mol NH3 中含有的氢原子数为', '0.3N_A', '0.9N_A', '0.6N_A', '1.2N_A'), answer: 'B' },
  { text: '标准状况下，33.6 L CH4 的质量是多少克？', answer: '24' },
  { text: '3.01×10^{23} 个 H2SO4 分子的物质的量是多少？', answer: '0.5' },
  { text: '计算 Ca(OH)2 的摩尔质量。', answer: '74' },
  { text: '22 g CO2 中含有的氧原子的物质的量是多少？', answer: '1' },
  { text: '配平：NH3 + O2 → NO + H2O', answer: '4\\mathrm{NH_3}' },
  { text: '配平 Cu + HNO3(稀) → Cu(NO3)2 + NO↑ + H2O', answer: '3\\mathrm{Cu}' },
  {
    text: choice(
      '下列离子方程式书写正确的是',
      '钠与水反应：2Na + 2H2O = 2Na^{+} + 2OH^{-} + H2↑',
      '铜与稀硝酸反应：Cu + 4H^{+} + NO3^{-} = Cu^{2+} + NO↑ + 2H2O',
      '氯气与水反应：Cl2 + H2O = 2H^{+} + Cl^{-} + ClO^{-}',
      '铁与氯化铁溶液反应：Fe + Fe^{3+} = 2Fe^{2+}',
    ),
    answer: 'A',
  },
  {
    text: choice(
      '下列化学方程式书写正确的是',
      '2Fe + 6HCl = 2FeCl3 + 3H2↑',
      'Cu + H2SO4 = CuSO4 + H2↑',
      'Fe + CuSO4 = FeSO4 + Cu',
      '2H2O = 2H2 + O2',
    ),
    answer: 'C',
  },
  // Redox ratios and gases
  { text: choice('在 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O 中，氧化剂与还原剂的物质的量之比为', '1:4', '1:2', '2:1', '1:1'), answer: 'B' },
  {
    text: choice('在 3Cu + 8HNO3(稀) = 3Cu(NO3)2 + 2NO↑ + 4H2O 中，氧化剂与还原剂的物质的量之比为', '8:3', '2:3', '3:2', '3:8'),
    answer: 'B',
  },
  { text: choice('在 2Na2O2 + 2CO2 = 2Na2CO3 + O2 中，氧化剂与还原剂的物质的量之比为', '1:1', '1:2', '2:1', '2:3'), answer: 'A' },
  {
    text: choice(
      '在 K2Cr2O7 + 14HCl = 2KCl + 2CrCl3 + 3Cl2↑ + 7H2O 中，被氧化的 HCl 与参加反应的 HCl 的物质的量之比为',
      '3:7',
      '1:2',
      '3:14',
      '6:7',
    ),
    answer: 'A',
  },
  { text: choice('在 Fe + 2FeCl3 = 3FeCl2 中，氧化产物与还原产物的物质的量之比为', '1:2', '2:1', '1:3', '1:1'), answer: 'A' },
  { text: choice('同温同压下，等质量的 CH4 和 O2 的体积之比为', '2:1', '1:2', '1:1', '4:1'), answer: 'A' },
  { text: '标准状况下，2.24 L 某气体的质量为 3.2 g，该气体的摩尔质量是多少？', answer: '32' },
  { text: '某气体对空气的相对密度为 2，该气体的摩尔质量是多少？', answer: '58' },
  { text: choice('同温同压下，相同体积的 H2 和 O2 的分子数之比为', '1:1', '1:16', '16:1', '2:1'), answer: 'A' },
  { text: choice('同温同压下，等质量的 SO2 与 SO3 的体积之比为', '5:4', '4:5', '1:1', '5:6'), answer: 'A' },
  // In exam typesetting
  {
    text: `常温下, $\\mathrm{pH}=13$ 的 $\\mathrm{Ba}(\\mathrm{OH})_{2}$ 溶液的物质的量浓度为
A. $0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
B. $0.05 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
C. $0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
D. $1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$`,
    answer: 'B',
  },
  {
    text: `$25^{\\circ} \\mathrm{C}$ 时, $0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{NaOH}$ 溶液的 $\\mathrm{pH}$ 为
A. 1
B. 13
C. 12
D. 7`,
    answer: 'B',
  },
  {
    text: `$100 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{AlCl}_{3}$ 溶液中 $\\mathrm{Cl}^{-}$的物质的量为
A. $0.1 \\mathrm{~mol}$
B. $0.3 \\mathrm{~mol}$
C. $3 \\mathrm{~mol}$
D. $0.03 \\mathrm{~mol}$`,
    answer: 'B',
  },
  {
    text: `$100 \\mathrm{~mL} 0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{AlCl}_{3}$ 溶液与 $300 \\mathrm{~mL} 0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{KCl}$ 溶液中 $\\mathrm{Cl}^{-}$ 的物质的量浓度之比为
A. $1: 1$
B. $1: 3$
C. $3: 1$
D. $1: 9$`,
    answer: 'C',
  },
  {
    text: `下列溶液中 $\\mathrm{Cl}^{-}$ 的物质的量浓度与 $50 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{MgCl}_{2}$ 溶液中 $\\mathrm{Cl}^{-}$ 的物质的量浓度相等的是
A. $150 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{NaCl}$ 溶液
B. $75 \\mathrm{~mL} 2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{CaCl}_{2}$ 溶液
C. $150 \\mathrm{~mL} 2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{KCl}$ 溶液
D. $75 \\mathrm{~mL} 1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{AlCl}_{3}$ 溶液`,
    answer: 'C',
  },
  {
    text: `用 $\\mathrm{N}_{\\mathrm{A}}$ 表示阿伏加德罗常数的值, 下列说法正确的是
A. $1 \\mathrm{~L} 0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{CH}_{3} \\mathrm{COOH}$ 溶液中含有的 $\\mathrm{H}^{+}$数为 $0.1 \\mathrm{~N}_{\\mathrm{A}}$
B. $18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 中含有的质子数为 $10 \\mathrm{~N}_{\\mathrm{A}}$
C. 标准状况下, $22.4 \\mathrm{~L} \\mathrm{H}_{2} \\mathrm{O}$ 含有的分子数为 $\\mathrm{N}_{\\mathrm{A}}$
D. $1 \\mathrm{~mol} \\mathrm{Na}$ 与足量 $\\mathrm{O}_{2}$ 反应, 转移的电子数为 $2 \\mathrm{~N}_{\\mathrm{A}}$`,
    answer: 'B',
  },
  {
    text: `将 $0.1 \\mathrm{~mol} \\mathrm{Na}_{2} \\mathrm{CO}_{3}$ 溶于水配成 $500 \\mathrm{~mL}$ 溶液, 溶液中 $\\mathrm{CO}_{3}^{2-}$ 的物质的量浓度为
A. $0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
B. 小于 $0.2 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
C. $0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$
D. $0.4 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$`,
    answer: 'B',
  },
  {
    text: `$\\mathrm{V} \\mathrm{L} \\mathrm{Fe}_{2}\\left(\\mathrm{SO}_{4}\\right)_{3}$ 溶液中含 $\\mathrm{Fe}^{3+} m \\mathrm{~g}$, 则溶液中 $\\mathrm{SO}_{4}^{2-}$ 的物质的量浓度为
A. $\\frac{56 m}{V}$
B. $\\frac{3 m}{56 V}$
C. $\\frac{m}{56 V}$
D. $\\frac{3 m}{112 V}$`,
    answer: 'D',
  },
  {
    text: `常温下, 将 $0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的盐酸与 $0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{Ba}(\\mathrm{OH})_{2}$ 溶液等体积混合, 所得溶液的 $\\mathrm{pH}$ 为
A. 1
B. 7
C. 12.7
D. 13`,
    answer: 'C',
  },
  // Element mass fractions and equally many particles
  { text: choice('H2O 中氢元素的质量分数为', '11.1%', '88.9%', '5.6%', '2%'), answer: 'A' },
  { text: 'CuSO4·5H2O 中铜元素的质量分数是多少？', answer: '25.6' },
  { text: choice('NH4HCO3 中氮元素的质量分数约为', '17.7%', '35%', '46.7%', '21.2%'), answer: 'A' },
  { text: choice('某氮的氧化物中氮元素的质量分数为 30.4%，该氧化物的化学式为', 'NO', 'NO2', 'N2O', 'N2O5'), answer: 'B' },
  { text: '多少克 NH4NO3 中所含氮元素的质量与 60 g 尿素 CO(NH2)2 中所含氮元素的质量相等？', answer: '80' },
  { text: '与 16 g O2 所含原子数相同的 CH4 的质量是多少克？', answer: '3.2' },
  { text: choice('等质量的 CO 和 CO2 中所含碳原子数之比为', '11:7', '7:11', '1:1', '44:28'), answer: 'A' },
  { text: choice('与 0.2 mol CH4 所含氢原子数相同的 H2O 的物质的量为', '0.4 mol', '0.8 mol', '0.2 mol', '0.1 mol'), answer: 'A' },
  { text: 'Ca(OH)2 中氧元素的质量分数是多少？', answer: '43.24' },
  { text: choice('碳酸钙中钙元素的质量分数为', '40%', '12%', '48%', '56%'), answer: 'A' },
];

export const LOOKALIKE_HUNT: HuntCase[] = [
  { text: '一种盐水，盐和水的质量比是 1:9，盐占盐水的百分之几？', answer: '10' },
  { text: '把 20 克盐放入 80 克水中，盐水的含盐率是多少？', answer: '20' },
  { text: '有浓度为 20% 的糖水 300 克，加入多少克水后浓度变为 15%？', answer: '100' },
  { text: '浓度为 10% 的盐水 200 克与浓度为 30% 的盐水 300 克混合，混合后盐水的浓度是多少？', answer: '22' },
  { text: '一瓶消毒液 500 毫升，用去 40%，还剩多少毫升？', answer: '300' },
  { text: '实验室有一桶溶液 20 升，每次倒出 2.5 升，几次可以倒完？', answer: '8' },
  { text: '配制一种农药，药液与水的比是 1:200，现有药液 3 千克，需加水多少千克？', answer: '600' },
  { text: '含盐 8% 的盐水 50 千克，其中含盐多少千克？', answer: '4' },
  { text: '一个化学兴趣小组有 12 人，其中女生占 1/3，女生有多少人？', answer: '4' },
  { text: '把 5 克糖溶解在 45 克水中，糖的质量占糖水的百分之几？', answer: '10' },
  { text: 'A 溶液有 15 升，B 溶液比 A 溶液多 20%，B 溶液有多少升？', answer: '18' },
  { text: '一种酒精溶液，酒精与水的体积比是 3:2，600 毫升这种溶液中含酒精多少毫升？', answer: '360' },
  {
    text: '甲容器中有浓度为 4% 的盐水 150 克，乙容器中有某种浓度的盐水 450 克，两者混合后浓度为 8.2%，乙容器中盐水的浓度是多少？',
    answer: '9.6',
  },
  { text: '在浓度为 40% 的酒精溶液中加入 5 千克水，浓度变为 30%，原来有酒精溶液多少千克？', answer: '15' },
  { text: '质量为 2 kg 的水温度升高 10 ℃，吸收的热量是多少？（水的比热容 c = 4.2×10^3 J/(kg·℃)）', answer: '8.4|84000' },
  { text: '一个物体浸没在水中受到的浮力为 2 N，它排开水的体积是多少 m^3？（g 取 10 N/kg）', answer: '2' },
  { text: '一桶纯净水 18.9 升，一家人每天喝 2.1 升，可以喝几天？', answer: '9' },
  { text: '一瓶 500 mL 的生理盐水中含 NaCl 4.5 g，这种生理盐水中 NaCl 的质量浓度是多少 g/L？', answer: '9' },
  { text: '把 1 kg 浓度为 98% 的酒精稀释成 75% 的酒精，需加水多少千克？', answer: '0.3067|\\frac{23}{75}' },
  { text: '水结成冰后体积增加 1/11，冰化成水后体积减少几分之几？', answer: '1/12' },
];

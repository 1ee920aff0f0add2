/**
 * Round 24 probes (decision 0130): forty-odd chemistry choice questions written before any code, as national and
 * provincial gaokao papers print them — options on their own lines, formulas plain (H2SO4), with Unicode sub- and
 * superscripts (SO₄²⁻) or as OCR gives exam LaTeX ($\mathrm{H}_{2} \mathrm{O}$). Each answer was worked by hand
 * from the 人教版 books; `answered` records whether the solver answers it now (false: it must refuse, `why` says
 * what it cannot read).
 */
export interface Round24Case {
  topic: string;
  text: string;
  answer: string;
  answered: boolean;
  why?: string;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

const c = (topic: string, answer: string, stem: string, ...options: string[]): Round24Case => ({
  topic,
  text: choice(stem, ...options),
  answer,
  answered: false,
});

const ALL: Round24Case[] = [
  // ── N_A statements ──
  // 22.4 L water at STP is no gas; Fe with excess dilute HNO3 gives Fe³⁺ (3 e); Na2CO3 hydrolyses.
  c(
    'NA',
    'C',
    '设 $N_{\\mathrm{A}}$ 为阿伏加德罗常数的值。下列说法正确的是',
    '标准状况下，22.4 L $\\mathrm{H}_{2} \\mathrm{O}$ 含有的分子数为 $N_{\\mathrm{A}}$',
    '1 mol Fe 与足量稀硝酸反应，转移电子数为 $2 N_{\\mathrm{A}}$',
    '常温常压下，32 g $\\mathrm{O}_{2}$ 含有的氧原子数为 $2 N_{\\mathrm{A}}$',
    '1 L 0.1 mol/L 的 $\\mathrm{Na}_{2} \\mathrm{CO}_{3}$ 溶液中含 $\\mathrm{CO}_{3}^{2-}$ 数为 $0.1 N_{\\mathrm{A}}$',
  ),
  // 18 g D2O is 0.9 mol: 9 N_A protons.
  c(
    'NA',
    'A',
    '用 NA 表示阿伏加德罗常数的值，下列叙述错误的是',
    '18 g D2O 中含有的质子数为 10NA',
    '1 mol Na 与足量 O2 反应生成 Na2O 和 Na2O2 的混合物，失去电子数为 NA',
    '28 g 乙烯和丙烯的混合气体中含碳原子数为 2NA',
    '标准状况下，11.2 L CH4 中含有的氢原子数为 2NA',
  ),
  // ¹¹B has 6 neutrons; benzene is liquid at STP; N2 + H2 is reversible; pH 1 means 0.1 mol/L H⁺.
  c(
    'NA',
    'A',
    'NA 为阿伏加德罗常数的值。下列说法正确的是',
    '0.1 mol 的 ¹¹B 中，含有 0.6NA 个中子',
    '2.24 L（标准状况）苯在 O₂ 中完全燃烧，得到 0.6NA 个 CO₂ 分子',
    '1 mol N₂ 与 3 mol H₂ 充分反应生成 NH₃ 的分子数为 2NA',
    '1 L pH=1 的 H₂SO₄ 溶液中，H⁺ 数目为 0.2NA',
  ),
  // 1 mol Cl2 takes 2 e whatever it oxidises.
  c(
    'NA',
    'B',
    '设 NA 为阿伏加德罗常数的值，下列说法不正确的是',
    '2.3 g Na 与足量水反应，转移电子数为 0.1NA',
    '1 mol Cl2 与足量铁反应，转移电子数为 3NA',
    '16 g O2 和 O3 的混合气体中含氧原子数为 NA',
    '1 mol OH⁻ 中含有的电子数为 10NA',
  ),
  // no volume for A; NH3 has 3 bonds; Fe with Cl2 gives FeCl3.
  c(
    'NA',
    'B',
    'NA 表示阿伏加德罗常数的值。下列说法正确的是',
    '1 mol·L⁻¹ NaCl 溶液中含有 Na⁺ 数为 NA',
    '标准状况下，22.4 L 氦气含有的原子数为 NA',
    '17 g NH₃ 中含有的共价键数为 4NA',
    '56 g 铁与足量氯气反应，转移电子数为 2NA',
  ),
  // ── amounts and concentrations ──
  c(
    'amounts',
    'B',
    '将 4.0 g NaOH 固体溶于水配成 250 mL 溶液，所得溶液的物质的量浓度为',
    '0.1 mol/L',
    '0.4 mol/L',
    '1 mol/L',
    '0.04 mol/L',
  ),
  c('amounts', 'A', '标准状况下，5.6 L $\\mathrm{CO}_{2}$ 的质量为', '11 g', '22 g', '44 g', '5.5 g'),
  c('amounts', 'B', '100 mL 0.2 mol/L 的 Al2(SO4)3 溶液中，SO4²⁻ 的物质的量浓度为', '0.2 mol/L', '0.6 mol/L', '0.06 mol/L', '0.3 mol/L'),
  // c = 1000ρw/M = 1000 × 1.84 × 98 % / 98.
  c('amounts', 'B', '质量分数为 98%、密度为 1.84 g·cm⁻³ 的浓硫酸，其物质的量浓度为', '9.2 mol/L', '18.4 mol/L', '1.84 mol/L', '36.8 mol/L'),
  // equal masses: n ∝ 1/M, 80 : 64.
  c('amounts', 'C', '相同质量的 SO2 和 SO3，所含分子数之比为', '1:1', '4:5', '5:4', '2:3'),
  c('amounts', 'B', '0.5 mol Na2SO4 中含有 Na⁺ 的数目约为', '3.01×10²³', '6.02×10²³', '0.5', '1'),
  // ── ionic equations ──
  c(
    'ionic-equation',
    'B',
    '下列离子方程式书写正确的是',
    '铁与稀盐酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H₂↑',
    '碳酸钙与稀盐酸反应：CaCO₃ + 2H⁺ = Ca²⁺ + CO₂↑ + H₂O',
    '铜与硝酸银溶液反应：Cu + Ag⁺ = Cu²⁺ + Ag',
    '氢氧化钡溶液与稀硫酸反应：Ba²⁺ + SO₄²⁻ = BaSO₄↓',
  ),
  // HClO is a weak acid.
  c(
    'ionic-equation',
    'B',
    '下列反应的离子方程式书写错误的是',
    '钠与水反应: $2 \\mathrm{Na}+2 \\mathrm{H}_{2} \\mathrm{O}=2 \\mathrm{Na}^{+}+2 \\mathrm{OH}^{-}+\\mathrm{H}_{2} \\uparrow$',
    '氯气通入水中: $\\mathrm{Cl}_{2}+\\mathrm{H}_{2} \\mathrm{O}=2 \\mathrm{H}^{+}+\\mathrm{Cl}^{-}+\\mathrm{ClO}^{-}$',
    '氢氧化铝与氢氧化钠溶液反应: $\\mathrm{Al}(\\mathrm{OH})_{3}+\\mathrm{OH}^{-}=\\mathrm{AlO}_{2}^{-}+2 \\mathrm{H}_{2} \\mathrm{O}$',
    '醋酸与氢氧化钠溶液反应: $\\mathrm{CH}_{3} \\mathrm{COOH}+\\mathrm{OH}^{-}=\\mathrm{CH}_{3} \\mathrm{COO}^{-}+\\mathrm{H}_{2} \\mathrm{O}$',
  ),
  c(
    'ionic-equation',
    'B',
    '下列离子方程式正确的是',
    '向 FeCl3 溶液中加入铜粉：Fe3+ + Cu = Fe2+ + Cu2+',
    '向 AlCl3 溶液中加入过量氨水：Al3+ + 3NH3·H2O = Al(OH)3↓ + 3NH4+',
    '向 NaHCO3 溶液中加入稀盐酸：CO32- + 2H+ = CO2↑ + H2O',
    '稀硫酸滴在铜片上：Cu + 2H+ = Cu2+ + H2↑',
  ),
  c(
    'ionic-equation',
    'B',
    '能正确表示下列反应的离子方程式是',
    '大理石溶于醋酸中：CaCO₃ + 2H⁺ = Ca²⁺ + CO₂↑ + H₂O',
    '氧化铁与稀盐酸反应：Fe₂O₃ + 6H⁺ = 2Fe³⁺ + 3H₂O',
    '氯化铁溶液与铁粉反应：Fe³⁺ + Fe = 2Fe²⁺',
    '硫酸铜溶液与氢氧化钡溶液反应：Cu²⁺ + 2OH⁻ = Cu(OH)₂↓',
  ),
  // ── ions coexisting ──
  c(
    'ion-coexistence',
    'C',
    '在无色透明的酸性溶液中，能大量共存的离子组是',
    'K⁺、Cu²⁺、NO₃⁻、SO₄²⁻',
    'Na⁺、K⁺、CO₃²⁻、Cl⁻',
    'Mg²⁺、NH₄⁺、Cl⁻、NO₃⁻',
    'Na⁺、K⁺、HCO₃⁻、SO₄²⁻',
  ),
  c(
    'ion-coexistence',
    'B',
    '在强碱性溶液中，下列离子能大量共存的是',
    'NH4+、Na+、Cl-、SO42-',
    'K+、Na+、NO3-、CO32-',
    'Fe3+、K+、Cl-、NO3-',
    'Mg2+、Na+、SO42-、Cl-',
  ),
  c(
    'ion-coexistence',
    'C',
    '下列各组离子在水溶液中能够大量共存的是',
    '$\\mathrm{H}^{+}、\\mathrm{Fe}^{2+}、\\mathrm{NO}_{3}^{-}、\\mathrm{Cl}^{-}$',
    '$\\mathrm{Ba}^{2+}、\\mathrm{Na}^{+}、\\mathrm{CO}_{3}^{2-}、\\mathrm{NO}_{3}^{-}$',
    '$\\mathrm{K}^{+}、\\mathrm{Na}^{+}、\\mathrm{Cl}^{-}、\\mathrm{SO}_{4}^{2-}$',
    '$\\mathrm{H}^{+}、\\mathrm{Na}^{+}、\\mathrm{OH}^{-}、\\mathrm{SO}_{4}^{2-}$',
  ),
  // only A fails by a redox reaction (MnO4⁻ oxidises Fe²⁺ in acid); B gas, C precipitate, D a complex.
  c(
    'ion-coexistence',
    'A',
    '下列各组离子因发生氧化还原反应而不能大量共存的是',
    'H⁺、Fe²⁺、MnO₄⁻、SO₄²⁻',
    'Ca²⁺、H⁺、SO₄²⁻、HCO₃⁻',
    'Na⁺、Cu²⁺、Cl⁻、S²⁻',
    'Fe³⁺、K⁺、SCN⁻、Cl⁻',
  ),
  // ── redox ──
  c('redox', 'B', '在反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O 中，氧化剂与还原剂的物质的量之比为', '1:4', '1:2', '1:1', '2:1'),
  c(
    'redox',
    'A',
    '反应 3Cu + 8HNO₃(稀) = 3Cu(NO₃)₂ + 2NO↑ + 4H₂O 中，被还原的 HNO₃ 与参加反应的 HNO₃ 的物质的量之比为',
    '1:4',
    '3:8',
    '1:3',
    '2:3',
  ),
  c(
    'redox',
    'C',
    '关于反应 $2 \\mathrm{Na}_{2} \\mathrm{O}_{2}+2 \\mathrm{CO}_{2}=2 \\mathrm{Na}_{2} \\mathrm{CO}_{3}+\\mathrm{O}_{2}$，下列说法正确的是',
    '$\\mathrm{Na}_{2} \\mathrm{O}_{2}$ 只作氧化剂',
    '$\\mathrm{CO}_{2}$ 是还原剂',
    '每生成 1 mol $\\mathrm{O}_{2}$ 转移 2 mol 电子',
    '该反应属于置换反应',
  ),
  c(
    'redox',
    'B',
    '在 KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O 反应中，每生成 3 mol Cl2 转移电子的物质的量为',
    '6 mol',
    '5 mol',
    '3 mol',
    '1 mol',
  ),
  c(
    'redox',
    'A',
    '下列反应中，水作氧化剂的是',
    '2Na + 2H2O = 2NaOH + H2↑',
    '2F2 + 2H2O = 4HF + O2',
    'Cl2 + H2O = HCl + HClO',
    'CaO + H2O = Ca(OH)2',
  ),
  // ── electrochemistry ──
  c(
    'electrochem',
    'C',
    '某原电池的总反应为 Zn + Cu²⁺ = Zn²⁺ + Cu，下列说法正确的是',
    'Zn 为正极',
    '负极反应式为 Cu²⁺ + 2e⁻ = Cu',
    '电子由负极经外电路流向正极',
    '溶液中 Cu²⁺ 向负极移动',
  ),
  // discharge uses up H2SO4: pH rises.
  c(
    'electrochem',
    'B',
    '铅蓄电池放电时的总反应为 Pb + PbO2 + 2H2SO4 = 2PbSO4 + 2H2O。下列说法正确的是',
    '放电时 PbO2 为负极',
    '放电时负极的电极反应为 Pb - 2e- + SO42- = PbSO4',
    '放电时溶液的 pH 减小',
    '放电时 H+ 向负极移动',
  ),
  // inert electrodes: Cu at the cathode, O2 at the anode, H2SO4 left.
  c(
    'electrochem',
    'C',
    '用惰性电极电解 CuSO4 溶液，下列说法正确的是',
    '阴极上析出 O2',
    '阳极的电极反应为 Cu²⁺ + 2e⁻ = Cu',
    '电解一段时间后溶液的 pH 减小',
    '阳极上析出铜',
  ),
  c(
    'electrochem',
    'C',
    '氢氧燃料电池以 KOH 溶液为电解质溶液，下列说法错误的是',
    '通入 H2 的一极为负极',
    '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
    '工作时电解质溶液中的 OH⁻ 向正极移动',
    '总反应为 2H2 + O2 = 2H2O',
  ),
  c(
    'electrochem',
    'B',
    '用石墨电极电解饱和食盐水，下列叙述正确的是',
    '阳极产生 H2',
    '阴极附近溶液 pH 增大',
    '阴极反应为 2Cl⁻ - 2e⁻ = Cl2↑',
    '电子从阳极经溶液流向阴极',
  ),
  // ── element inference ──
  // W H, X O, Y Na, Z S.
  c(
    'elements',
    'B',
    '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 是原子半径最小的元素，X 原子的最外层电子数是内层电子数的 3 倍，Y 是短周期中金属性最强的元素，Z 与 X 同主族。下列说法正确的是',
    '原子半径：r(Z) > r(Y)',
    'X 的简单氢化物的热稳定性比 Z 的强',
    'Y2X2 中只含离子键',
    'W、X、Z 三种元素形成的化合物均为强酸',
  ),
  // X C, Y O, Z Na, W Cl: HClO is weak.
  c(
    'elements',
    'C',
    'X、Y、Z、W 为原子序数依次增大的短周期主族元素。X 原子的最外层电子数是次外层的 2 倍，Y 是地壳中含量最多的元素，Z 的焰色反应呈黄色，W 的最高正价为 +7。下列说法错误的是',
    '原子半径：Z > W > X > Y',
    'Y 与 Z 形成的化合物中可能含有共价键',
    'W 的氧化物对应的水化物一定是强酸',
    'X 的最高价氧化物对应的水化物是弱酸',
  ),
  // X N, Y Na, Z Al, W P.
  c(
    'elements',
    'B',
    '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 是空气中含量最多的元素，Y 是短周期中原子半径最大的元素，Z 的最外层电子数等于其电子层数，W 与 X 同主族。下列说法正确的是',
    '简单离子半径：Y > X',
    'Z 的最高价氧化物对应的水化物能与 Y 的最高价氧化物对应的水化物反应',
    '最简单氢化物的稳定性：W > X',
    'X 的单质常温下为固体',
  ),
  // W N, X Al, Y S, Z Cl.
  c(
    'elements',
    'D',
    '短周期元素 W、X、Y、Z 的原子序数依次增大。W 的简单氢化物的水溶液呈碱性，X 是地壳中含量最高的金属元素，Y 原子的最外层电子数是最内层电子数的 3 倍，Z 的原子序数比 Y 大 1。下列说法不正确的是',
    '非金属性：Z > Y',
    'X 的氧化物是两性氧化物',
    'W 的最高价氧化物对应的水化物是强酸',
    '原子半径：Y > X',
  ),
  // ── substance facts and uses ──
  c(
    'facts',
    'C',
    '化学与生活密切相关。下列说法错误的是',
    '碳酸氢钠可用作焙制糕点的膨松剂',
    '氢氧化铝可用于治疗胃酸过多',
    '明矾可用于自来水的杀菌消毒',
    '过氧化钠可用作呼吸面具中的供氧剂',
  ),
  c(
    'facts',
    'B',
    '下列有关物质性质与用途具有对应关系的是',
    'SO2 具有氧化性，可用于漂白纸浆',
    '浓硫酸具有吸水性，可用作干燥剂',
    'Al2O3 是两性氧化物，可用作耐高温材料',
    'Fe2(SO4)3 易溶于水，可用作净水剂',
  ),
  c('facts', 'C', '下列物质的俗称与化学式对应错误的是', '纯碱——Na₂CO₃', '烧碱——NaOH', '生石灰——Ca(OH)₂', '胆矾——CuSO₄·5H₂O'),
  c(
    'facts',
    'B',
    '下列关于物质性质的叙述正确的是',
    '氯气能使干燥的有色布条褪色',
    '二氧化硅能与氢氟酸反应',
    '钠在空气中燃烧生成白色的氧化钠',
    '铜与稀硫酸反应生成氢气',
  ),
  // ── laboratory ──
  c(
    'lab',
    'C',
    '下列实验操作正确的是',
    '用 pH 试纸测定溶液的 pH 时，先将 pH 试纸用蒸馏水润湿',
    '稀释浓硫酸时，将水沿器壁缓缓注入浓硫酸中',
    '用分液漏斗分离水和四氯化碳的混合物',
    '将 NaOH 固体直接放在托盘天平的纸上称量',
  ),
  c(
    'lab',
    'D',
    '下列实验操作不能达到实验目的的是',
    '用排水法收集 NO',
    '用饱和 NaHCO3 溶液除去 CO2 中混有的 HCl',
    '用向下排空气法收集 NH3',
    '用浓硫酸干燥 NH3',
  ),
  // ── organic ──
  c(
    'organic',
    'B',
    '下列关于有机物的说法正确的是',
    '乙烯和苯都能使溴水因发生化学反应而褪色',
    '乙醇和乙酸都能与金属钠反应',
    '甲烷和氯气在光照下发生加成反应',
    '淀粉和纤维素互为同分异构体',
  ),
  c('organic', 'B', '分子式为 C4H10 的有机物的同分异构体有', '1种', '2种', '3种', '4种'),
  c(
    'organic',
    'C',
    '分子式为 $\\mathrm{C}_{5} \\mathrm{H}_{11} \\mathrm{Cl}$ 的同分异构体共有（不考虑立体异构）',
    '6种',
    '7种',
    '8种',
    '9种',
  ),
  c(
    'organic',
    'A',
    '下列说法错误的是',
    '乙酸乙酯在碱性条件下的水解反应称为皂化反应',
    '葡萄糖能发生银镜反应',
    '蛋白质水解的最终产物是氨基酸',
    '乙醇能被酸性 KMnO4 溶液氧化',
  ),
];

/** Still refused, with the step that stops each (by position in ALL). */
const STILL_REFUSED: Record<number, string> = {
  9: 'c from a mass fraction and a density (1000ρw/M) has no reader',
  10: 'a count of ions asked as a number of particles (×10²³) is not read from the stem',
  18: 'the stem restricts the reason (因发生氧化还原反应而不能): the coexistence stem reader does not take it',
  26: 'one electrolysis statement (pH after electrolysing CuSO4) is not decided',
  27: '「总反应为 …」 of a fuel cell is not decided',
  29: '「W、X、Z 三种元素形成的化合物均为强酸」 needs every compound of three elements',
  35: 'property-and-use pairs (具有对应关系) have no reader',
  36: 'dry Cl2 on cloth and Cu with dilute H2SO4 are not in the tables',
  37: '「实验操作正确的是」 with a dilution order and a weighing rule is not routed',
  38: 'removing HCl from CO2 by NaHCO3 solution is not in the table',
  39: 'benzene with bromine water (extraction, no reaction) is not in the organic table',
  40: 'isomers of C5H11Cl are not counted',
  42: '皂化反应 and ethanol with acidic KMnO4 are not in the organic table',
};

export const ROUND24_CASES: Round24Case[] = ALL.map((p, i) =>
  i in STILL_REFUSED ? { ...p, answered: false, why: STILL_REFUSED[i] } : { ...p, answered: true },
);

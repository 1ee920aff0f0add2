import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Third look-alike hunt of the round 27 classification kinds (decision 0143), on the kinds of substances: 纯净物 /
 * 混合物 (crystal hydrates, 液氯 and 氯水, polymers, solutions named as acids), 单质 / 化合物, 酸 / 碱 / 盐 (acid and basic
 * salts, 纯碱, NH3·H2O), the oxides' kinds, electrolytes (metal oxides outside the active-metal list, reasons attached),
 * the ordered 「按…顺序排列」 ask, and questions of neighbouring kinds (nuclear physics) the subject words may now send to
 * chemistry. Hand-worked; 'refuses' must be refused.
 */
export const ROUND27_CLASS_THIRD_HUNT: Lookalike[] = [
  // 纯净物 / 混合物
  [choice('1．下列物质属于纯净物的是（　　）', '水玻璃', '福尔马林', 'CuSO4·5H2O', '天然气'), 'C', 'solves'],
  [choice('2．下列物质属于混合物的是（　　）', '冰水混合物', '干冰', '液氯', '氯水'), 'D', 'solves'],
  [choice('3．下列物质属于纯净物的是（　　）', '聚乙烯', '铝热剂', '干冰', '空气'), 'C', 'mayRefuse'],
  [choice('4．下列物质属于混合物的是（　　）', '聚氯乙烯', '液氯', '干冰', '冰水混合物'), 'A', 'solves'],
  [choice('5．下列说法错误的是（　　）', '聚氯乙烯属于纯净物', '液氯属于纯净物', '干冰属于化合物', '冰水混合物属于纯净物'), 'A', 'solves'],
  [choice('6．下列物质属于混合物的是（　　）', '氢氟酸', '液氯', '干冰', '胆矾'), 'A', 'mayRefuse'],
  [
    choice('7．下列说法正确的是（　　）', '氢氟酸属于纯净物', '水玻璃属于纯净物', '福尔马林属于纯净物', '天然气属于混合物'),
    'D',
    'mayRefuse',
  ],
  [choice('8．下列说法错误的是（　　）', 'CuSO4·5H2O属于混合物', '干冰属于纯净物', '纯碱属于盐', '冰水混合物属于纯净物'), 'A', 'solves'],
  [
    choice('9．下列物质属于纯净物的是$(\\quad)$', '$\\mathrm{CuSO}_{4} \\cdot 5 \\mathrm{H}_{2} \\mathrm{O}$', '稀盐酸', '碘酒', '空气'),
    'A',
    'solves',
  ],
  [choice('10．下列物质属于化合物的是（　　）', '液氯', '干冰', '空气', 'O3'), 'B', 'solves'],
  [choice('11．下列物质属于单质的是（　　）', '氯水', '液氯', '盐酸', '氨水'), 'B', 'solves'],
  [choice('12．下列物质属于纯净物的是（　　）', 'PVC', '石油', '液氨', '食醋'), 'C', 'solves'],
  // 酸 / 碱 / 盐
  [choice('13．下列物质属于酸的是（　　）', 'NaHSO4', 'HNO3', 'NH3', 'Na2CO3'), 'B', 'mayRefuse'],
  [choice('14．下列物质属于碱的是（　　）', '纯碱', 'Cu2(OH)2CO3', 'NH3·H2O', 'CH3COOH'), 'C', 'solves'],
  [choice('15．下列物质属于盐的是（　　）', 'NaHSO4', 'H2SO4', 'NaOH', 'Na2O'), 'A', 'solves'],
  [choice('16．下列物质属于盐的是（　　）', 'Cu2(OH)2CO3', 'Mg(OH)2', 'CO2', 'HCl'), 'A', 'solves'],
  [choice('17．下列物质属于碱的是（　　）', '纯碱', '烧碱', '生石灰', '小苏打'), 'B', 'solves'],
  [choice('18．下列物质中，不属于盐的是（　　）', 'NaHSO4', 'Cu2(OH)2CO3', 'Na2CO3', 'NH3·H2O'), 'D', 'solves'],
  [choice('19．下列物质属于盐的是（　　）', 'NH4NO3', 'NaOH', 'H2SO4', 'CO2'), 'A', 'mayRefuse'],
  [choice('20．下列物质属于酸的是（　　）', 'CH3COOH', 'CH3COONa', 'NaHCO3', 'NaHSO4'), 'A', 'solves'],
  [choice('21．下列说法正确的是（　　）', '纯碱属于碱', 'NaHSO4属于酸', 'Cu2(OH)2CO3属于碱', 'NH3·H2O属于碱'), 'D', 'solves'],
  // oxides
  [choice('22．下列物质属于碱性氧化物的是（　　）', 'Na2O2', 'Mn2O7', 'CaO', 'Al2O3'), 'C', 'solves'],
  [choice('23．下列物质属于酸性氧化物的是（　　）', 'CO', 'NO', 'Mn2O7', 'Na2O'), 'C', 'solves'],
  [choice('24．下列物质属于酸性氧化物的是（　　）', 'NO2', 'CO', 'SiO2', 'CaO'), 'C', 'solves'],
  [choice('25．下列物质属于两性氧化物的是（　　）', 'Al2O3', 'MgO', 'CO2', 'Fe2O3'), 'A', 'solves'],
  [
    choice(
      '26．下列说法正确的是（　　）',
      '金属氧化物一定是碱性氧化物',
      '非金属氧化物一定是酸性氧化物',
      '碱性氧化物一定是金属氧化物',
      '酸性氧化物一定是非金属氧化物',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice('27．下列说法正确的是（　　）', 'Na2O2属于碱性氧化物', 'CO属于酸性氧化物', 'Mn2O7属于酸性氧化物', 'SiO2属于碱性氧化物'),
    'C',
    'solves',
  ],
  [choice('28．下列物质属于碱性氧化物的是（　　）', 'Mn2O7', 'Fe3O4', 'CuO', 'Na2O2'), 'C', 'mayRefuse'],
  // electrolytes
  [choice('29．下列物质属于电解质的是（　　）', 'NH3', 'SO2', 'Cu', 'BaSO4'), 'D', 'solves'],
  [choice('30．下列物质属于强电解质的是（　　）', 'HF', 'CaCO3', 'NH3·H2O', 'CH3COOH'), 'B', 'solves'],
  [choice('31．下列物质属于弱电解质的是（　　）', 'HF', 'BaSO4', 'NaCl溶液', 'CO2'), 'A', 'solves'],
  [choice('32．下列物质既不是电解质也不是非电解质的是（　　）', 'Cu', 'NaCl溶液', 'CO2', 'NaCl'), null, 'refuses'],
  [choice('33．下列物质属于非电解质的是（　　）', 'HgO', 'NH3', 'Cu', 'NaCl'), 'B', 'mayRefuse'],
  [choice('34．下列物质属于非电解质的是（　　）', 'PbO2', 'Cu', 'NaCl', 'HCl'), null, 'refuses'],
  [choice('35．下列说法正确的是（　　）', 'HgO属于非电解质', '纯碱属于碱', '液氯属于混合物', 'Na2O2属于碱性氧化物'), null, 'refuses'],
  [
    choice(
      '36．下列说法正确的是（　　）',
      '液态HCl不导电，所以HCl是非电解质',
      'NH3溶于水能导电，所以NH3是电解质',
      'BaSO4难溶于水，所以BaSO4是弱电解质',
      'CO2属于非电解质',
    ),
    'D',
    'mayRefuse',
  ],
  [
    choice(
      '37．下列说法正确的是（　　）',
      'SO2溶于水能导电，所以SO2是电解质',
      'Cu能导电，所以Cu是电解质',
      'NaCl溶液能导电，所以NaCl溶液是电解质',
      '熔融的NaCl能导电，所以NaCl是电解质',
    ),
    'D',
    'mayRefuse',
  ],
  [choice('38．下列物质属于电解质的是（　　）', '液态HCl', '盐酸', '铜', '蔗糖'), 'A', 'mayRefuse'],
  [choice('39．下列物质中，属于电解质且能导电的是（　　）', '熔融的NaCl', '铜', '盐酸', '蔗糖'), 'A', 'mayRefuse'],
  [choice('40．下列物质的水溶液能导电，但属于非电解质的是（　　）', 'CH3COOH', 'Cl2', 'NH4HCO3', 'SO2'), 'D', 'mayRefuse'],
  [choice('41．下列物质的水溶液能导电，属于非电解质的是（　　）', 'C2H5OH', 'SO2', 'Cl2', 'NaCl'), 'B', 'mayRefuse'],
  [choice('42．下列物质中，不属于电解质的是（　　）', 'BaSO4', 'HF', '液氯', 'H2O'), 'C', 'solves'],
  [choice('43．下列物质属于弱电解质的是（　　）', 'D2O', 'NaOH', 'HCl', 'CO2'), null, 'mayRefuse'],
  [choice('44．下列物质属于电解质的是（　　）', 'Mn2O7', 'CO2', 'Cu', '蔗糖'), null, 'refuses'],
  [choice('45．下列物质属于非电解质的是（　　）', 'V2O5', 'NaCl', 'Fe', 'HNO3'), null, 'refuses'],
  [
    choice(
      '46．下列物质属于强电解质的是$(\\quad)$',
      '$\\mathrm{HF}$',
      '$\\mathrm{NH}_{3} \\cdot \\mathrm{H}_{2} \\mathrm{O}$',
      '$\\mathrm{BaSO}_{4}$',
      '$\\mathrm{CO}_{2}$',
    ),
    'C',
    'solves',
  ],
  // 按…顺序排列
  [
    choice(
      '47．下列物质按混合物、单质、化合物顺序排列的是（　　）',
      '空气、液氯、干冰',
      '干冰、O2、CO2',
      '碘酒、Fe、液氯',
      '盐酸、O3、水玻璃',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '48．下列物质按酸、碱、盐顺序排列的是（　　）',
      'H2SO4、纯碱、NaCl',
      'HNO3、NaOH、NaHSO4',
      'NaHSO4、KOH、CaCO3',
      'HCl、Cu2(OH)2CO3、NaCl',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '49．下列物质按碱、酸、盐顺序排列的是（　　）',
      'NH3·H2O、HCl、NH4Cl',
      'Na2CO3、H2SO4、NaCl',
      'NaOH、NaHSO4、KCl',
      'KOH、HNO3、Cu(OH)2',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '50．下列物质按单质、氧化物、混合物顺序排列的是（　　）',
      '液氯、干冰、水玻璃',
      '氯水、CaO、空气',
      'Fe、Na2O2、CuSO4·5H2O',
      'O3、NaOH、盐酸',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '51．下列物质按强电解质、弱电解质、非电解质顺序排列的是（　　）',
      'NaCl、HF、SO2',
      'BaSO4、H2O、Cu',
      'HCl、CH3COOH、Cl2',
      'NH3、H2S、C2H5OH',
    ),
    'A',
    'solves',
  ],
  [
    choice('52．下列物质按纯净物、混合物顺序排列的是（　　）', '氢氟酸、空气', '聚氯乙烯、干冰', '胆矾、石油', '氯水、液氯'),
    'C',
    'mayRefuse',
  ],
  // neighbouring kinds: nuclear physics
  [
    choice(
      '53．铀核 ${ }_{92}^{238} \\mathrm{U}$ 经过一次 $\\alpha$ 衰变后，新核的质子数和中子数分别为（　　）',
      '90、144',
      '92、146',
      '90、146',
      '88、144',
    ),
    'A',
    'mayRefuse',
  ],
  [choice('54．${ }_{6}^{14} \\mathrm{C}$ 发生 $\\beta$ 衰变，生成的新核的中子数为（　　）', '6', '7', '8', '14'), 'B', 'mayRefuse'],
  [
    choice(
      '55．在核反应方程 ${ }_{2}^{4} \\mathrm{He}+{ }_{7}^{14} \\mathrm{N} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$ 中，X 是（　　）',
      '质子',
      '中子',
      '电子',
      '正电子',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '56．关于 ${ }_{92}^{235} \\mathrm{U}$ 的说法正确的是（　　）',
      '中子数为 92',
      '质量数为 235',
      '核外电子数为 143',
      '质子数为 143',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '57．${ }_{90}^{234} \\mathrm{Th}$ 比 ${ }_{92}^{238} \\mathrm{U}$ 少（　　）',
      '2 个质子，4 个中子',
      '2 个质子，2 个中子',
      '4 个质子，2 个中子',
      '4 个质子，4 个中子',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      '58．关于 ${ }^{37} \\mathrm{Cl}^{-}$ 的说法正确的是（　　）',
      '核外电子数为 17',
      '质量数为 35',
      '中子数为 17',
      '核外电子数为 18',
    ),
    'D',
    'mayRefuse',
  ],
  [
    choice(
      '59．关于 ${ }_{8}^{18} \\mathrm{O}^{2-}$ 的说法正确的是（　　）',
      '核外电子数为 8',
      '中子数为 10',
      '质子数为 10',
      '质量数为 16',
    ),
    'B',
    'mayRefuse',
  ],
  ['60．${ }_{92}^{235} \\mathrm{U}$ 原子核中有多少个中子？', 143, 'mayRefuse'],
  ['61．${ }_{92}^{238} \\mathrm{U}$ 衰变为 ${ }_{86}^{222} \\mathrm{Rn}$，要经过几次 α 衰变？', 4, 'mayRefuse'],
  [
    choice(
      '62．${ }_{92}^{238} \\mathrm{U}$ 衰变为 ${ }_{82}^{206} \\mathrm{Pb}$，下列说法正确的是（　　）',
      '中子数减少了 22',
      '质子数减少了 10',
      '共经过 8 次 α 衰变和 6 次 β 衰变',
      '以上说法都不对',
    ),
    null,
    'mayRefuse',
  ],
  ['63．电解质溶液中，若 5 s 内沿相反方向通过某横截面的正、负离子的电荷量均为 5 C，则电解液中的电流为多大？', 2, 'mayRefuse'],
  [
    '64．在某电解质溶液中，2 s 内有 $1.0 \\times 10^{19}$ 个二价正离子和 $2.0 \\times 10^{19}$ 个一价负离子沿相反方向通过某横截面，则通过该横截面的电流是多少？',
    3.2,
    'mayRefuse',
  ],
  [choice('65．下列物质属于盐的是（　　）', 'NaH', 'CaC2', 'Mg3N2', 'KClO3'), 'D', 'mayRefuse'],
  [choice('66．下列物质属于纯净物的是（　　）', '重晶石', '石膏', '冰晶石', '液氨'), 'D', 'mayRefuse'],
  [choice('67．下列物质属于非电解质的是（　　）', 'ClO2', 'Ag2O', 'Na2O', 'HClO'), 'A', 'mayRefuse'],
];

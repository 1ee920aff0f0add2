import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Look-alikes of the round 27 classification kinds (decision 0143), each one detail away from a solved probe: molecules
 * offered as isotopes, isotopic molecules as allotropes, two true options, 「不一定」 homologues, molecular formulas
 * that fix no structure, C6 skeletons the counts cannot tell apart, an atomic number that disagrees with the symbol,
 * strengths the curriculum does not fix (Mg(OH)2, H2O2), oxides without a textbook kind (Fe3O4), mixtures sorted as
 * 单质 or 化合物, negated asks. Hand-worked; 'refuses' must be refused.
 */
export const ROUND27_CLASS_HUNT: Lookalike[] = [
  [
    choice(
      '1．下列各组物质中，互为同位素的是（　　）',
      'H2 和 D2',
      '${ }^{40} \\mathrm{K}$ 和 ${ }^{40} \\mathrm{Ca}$',
      '${ }^{35} \\mathrm{Cl}$ 和 ${ }^{37} \\mathrm{Cl}$',
      '红磷和白磷',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '2．下列各组物质互为同素异形体的是（　　）',
      'H2O 和 H2O2',
      '${ }^{12} \\mathrm{C}$ 和 ${ }^{13} \\mathrm{C}$',
      'O2 和 O3',
      'H2 和 D2',
    ),
    'C',
    'solves',
  ],
  [choice('3．下列各组物质互为同素异形体的是（　　）', '金刚石和石墨', 'C60 和 C70', 'H2O 和 D2O', 'CH4 和 C2H6'), null, 'refuses'],
  [choice('4．下列各组物质中，互为同系物的是（　　）', 'C3H6 和 C4H8', 'CH4 和 C2H4', 'C2H6 和 C3H8', 'CH3OH 和 CH3OCH3'), 'C', 'solves'],
  [
    choice('5．下列各组物质中，互为同系物的是（　　）', 'CH3CH2OH 和 CH3CH2CH2OH', 'CH4 和 CH3Cl', 'C2H4 和 C2H6', 'O2 和 O3'),
    'A',
    'solves',
  ],
  [choice('6．下列各组物质中，互为同系物的是（　　）', 'C2H4 和 C3H6', 'CH4 和 C2H4', 'H2O 和 D2O', '金刚石和石墨'), null, 'refuses'],
  [
    choice(
      '7．下列各组物质中，互为同分异构体的是（　　）',
      'C(CH3)4 和 CH3CH2CH(CH3)2',
      'CH3CH2CH3 和 CH3CH(CH3)CH3',
      'O2 和 O3',
      'C4H10 和 C4H10',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '8．下列各组物质中，互为同分异构体的是（　　）',
      'CH3CH2CH2CH3 和 CH3(CH2)2CH3',
      'C2H6 和 C3H8',
      'CH3CH2OH 和 CH3OCH3',
      'O2 和 O3',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '9．下列各组物质中，互为同分异构体的是（　　）',
      'CH3CH(CH3)CH2CH2CH3 和 CH3CH2CH(CH3)CH2CH3',
      'CH4 和 C2H6',
      'O2 和 O3',
      '${ }^{12} \\mathrm{C}$ 和 ${ }^{13} \\mathrm{C}$',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '10．下列各组物质中，互为同分异构体的是（　　）',
      'C(CH3)4 和 CH3CH2CH(CH3)2',
      'CH3CH2CH3 和 CH3CH(CH3)CH3',
      'O2 和 O3',
      'H2O 和 D2O',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '11．下列说法正确的是（　　）',
      '${ }^{1} \\mathrm{H}$、${ }^{2} \\mathrm{H}$、${ }^{3} \\mathrm{H}$ 互为同素异形体',
      '金刚石和石墨互为同位素',
      'CH4 和 C4H10 互为同系物',
      'O2 和 O3 互为同分异构体',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '12．下列说法错误的是（　　）',
      '${ }^{16} \\mathrm{O}$ 和 ${ }^{18} \\mathrm{O}$ 互为同位素',
      'C60 和石墨互为同素异形体',
      '正丁烷和异丁烷互为同分异构体',
      '乙醇和二甲醚互为同系物',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '13．下列说法正确的是（　　）',
      'C3H6 和 C4H8 一定互为同系物',
      'C2H4 和 C3H6 一定互为同系物',
      'CH4 和 C3H8 一定互为同系物',
      'H2 和 D2 互为同位素',
    ),
    'C',
    'solves',
  ],
  [
    choice('14．下列关于 ${ }_{6}^{14} \\mathrm{C}$ 的说法正确的是（　　）', '质子数为 14', '中子数为 8', '核外电子数为 8', '质量数为 6'),
    'B',
    'solves',
  ],
  [
    choice(
      '15．下列关于 ${ }_{53}^{131} \\mathrm{I}$ 的说法正确的是（　　）',
      '质子数为 78',
      '中子数为 131',
      '核外电子数为 78',
      '质量数为 131',
    ),
    'D',
    'solves',
  ],
  [
    choice('16．下列关于 ${ }_{7}^{13} \\mathrm{C}$ 的说法正确的是（　　）', '质子数为 7', '中子数为 6', '核外电子数为 7', '质量数为 13'),
    null,
    'refuses',
  ],
  [
    choice(
      '17．下列关于 ${ }_{92}^{235} \\mathrm{U}$ 的说法正确的是（　　）',
      '中子数为 143',
      '与 ${ }_{92}^{238} \\mathrm{U}$ 互为同素异形体',
      '核外电子数为 143',
      '质量数为 92',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '18．下列叙述正确的是（　　）',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 的中子数相同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{12} \\mathrm{C}$ 的质子数不同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 互为同位素',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{12} \\mathrm{C}$ 的质量数相同',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '19．下列叙述正确的是（　　）',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 的中子数相同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{12} \\mathrm{C}$ 的质子数不同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 互为同位素',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 的质子数不同',
    ),
    'D',
    'solves',
  ],
  [
    choice('20．${ }^{35} \\mathrm{Cl}$ 与 ${ }^{37} \\mathrm{Cl}$ 具有相同的（　　）', '中子数', '质量数', '质子数', '核外电子数'),
    null,
    'refuses',
  ],
  [
    choice('21．${ }^{40} \\mathrm{K}$ 与 ${ }^{40} \\mathrm{Ca}$ 具有相同的（　　）', '质子数', '中子数', '质量数', '核外电子数'),
    'C',
    'solves',
  ],
  [
    choice(
      '22．下列各组物质中，属于同一种物质的是（　　）',
      'CH3CH2CH3 和 CH3CH3',
      'CH3CH(CH3)2 和 CH3CH2CH2CH3',
      'CH3CH(CH3)CH3 和 (CH3)3CH',
      'O2 和 O3',
    ),
    'C',
    'solves',
  ],
  [choice('23．下列物质属于电解质的是（　　）', '铜', '盐酸', '蔗糖', 'BaSO4'), 'D', 'solves'],
  [choice('24．下列物质属于非电解质的是（　　）', 'SO2', 'NaCl', 'Cl2', 'H2SO4'), 'A', 'solves'],
  [choice('25．下列物质属于弱电解质的是（　　）', 'H2O', 'NaOH', 'HCl', 'CO2'), 'A', 'solves'],
  [choice('26．下列物质属于强电解质的是（　　）', 'HClO', 'NH3·H2O', 'Mg(OH)2', 'CH3COOH'), null, 'refuses'],
  [choice('27．下列物质属于强电解质的是（　　）', 'HClO', 'NH3·H2O', 'Fe(OH)3', 'KNO3'), 'D', 'solves'],
  [choice('28．下列物质既不是电解质，也不是非电解质的是（　　）', '氨水', 'NH3', 'NaCl', 'CH3COOH'), 'A', 'solves'],
  [choice('29．下列物质属于纯净物的是（　　）', '氨水', '液氯', '漂白粉', '食醋'), 'B', 'solves'],
  [choice('30．下列物质属于混合物的是（　　）', '胆矾', '冰水混合物', '福尔马林', '干冰'), 'C', 'solves'],
  [choice('31．下列物质属于混合物的是（　　）', '石灰石', '小苏打', '液氧', '硫酸铜'), 'A', 'mayRefuse'],
  [choice('32．下列物质属于酸性氧化物的是（　　）', 'CO', 'NO2', 'SiO2', 'Na2O2'), 'C', 'solves'],
  [choice('33．下列物质属于碱性氧化物的是（　　）', 'Al2O3', 'Na2O2', 'Fe2O3', 'Mn2O7'), 'C', 'solves'],
  [choice('34．下列物质属于碱性氧化物的是（　　）', 'Fe3O4', 'CuO', 'CO2', 'SO3'), null, 'refuses'],
  [choice('35．下列物质不属于酸性氧化物的是（　　）', 'CO2', 'SO2', 'CO', 'SO3'), 'C', 'solves'],
  [choice('36．下列物质属于盐的是（　　）', 'NaHSO4', 'H2SO4', 'KOH', 'K2O'), 'A', 'solves'],
  [choice('37．下列物质属于碱的是（　　）', 'Na2CO3', 'Cu2(OH)2CO3', 'Ba(OH)2', 'C2H5OH'), 'C', 'mayRefuse'],
  [
    choice(
      '38．下列各组物质，按单质、化合物、混合物顺序排列的是（　　）',
      '液氯、干冰、漂白粉',
      '铁、氨水、空气',
      '氧气、冰水混合物、胆矾',
      '盐酸、NaCl、汽油',
    ),
    'A',
    'solves',
  ],
  [choice('39．下列说法正确的是（　　）', '纯碱属于碱', '生石灰属于碱', '冰水混合物属于混合物', '液氯属于纯净物'), 'D', 'solves'],
  [choice('40．下列物质属于电解质的是（　　）', 'CO2', 'NH3', '酒精', 'Na2O'), 'D', 'solves'],
  [choice('41．下列物质属于非电解质的是（　　）', 'H2O2', 'NaCl', 'Cu', 'HNO3'), null, 'refuses'],
  [
    choice(
      '42．下列物质属于非电解质的是$(\\quad)$',
      '$\\mathrm{Cl}_{2}$',
      '$\\mathrm{NH}_{3}$',
      '$\\mathrm{NaOH}$',
      '$\\mathrm{H}_{2} \\mathrm{SO}_{4}$',
    ),
    'B',
    'solves',
  ],
  [choice('43．下列物质属于电解质的是（　　）', '铜', '稀硫酸', 'NaCl 溶液', 'CO2'), null, 'refuses'],
  [
    choice(
      '44．下列各组物质中，互为同位素的是（　　）',
      '${ }_{1}^{1} \\mathrm{H}$ 和 ${ }_{1}^{2} \\mathrm{H}$',
      'H2O 和 D2O',
      '${ }^{14} \\mathrm{C}$ 和 ${ }^{14} \\mathrm{N}$',
      'O2 和 O3',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '45．下列各组物质中，互为同系物的是（　　）',
      'C2H6 和 C2H4',
      'CH3CH2CH2CH3 和 CH3CH(CH3)2',
      'CH4 和 C5H12',
      'CH3COOH 和 HCOOCH3',
    ),
    'C',
    'solves',
  ],
];

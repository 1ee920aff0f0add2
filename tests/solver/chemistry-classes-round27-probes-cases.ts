import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Round 27 probes (decision 0143): choice questions decided by classifying substances, nuclides and changes, written
 * before any code as national and provincial papers print them (item numbers, 「（　　）」, `$(\quad)$`, OCR LaTeX such as
 * `${ }^{32} \mathrm{~S}$`, plain typing). Each answer worked by hand. 'solves': answered right and must stay so;
 * 'mayRefuse': refused for now (never answered wrong).
 */
export const ROUND27_CLASS_PROBES: Lookalike[] = [
  // ── 同位素 / 同素异形体 / 同系物 / 同分异构体 / 同一种物质 ──
  [
    choice(
      '1．下列各组物质中，互为同位素的是（　　）',
      'O2 和 O3',
      '${ }^{12} \\mathrm{C}$ 和 ${ }^{14} \\mathrm{C}$',
      'H2O 和 H2O2',
      '金刚石和石墨',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '2．下列各组物质互为同素异形体的是$(\\quad)$',
      '${ }^{16} \\mathrm{O}$ 和 ${ }^{18} \\mathrm{O}$',
      '$\\mathrm{C}_{60}$ 和金刚石',
      '$\\mathrm{CH}_{4}$ 和 $\\mathrm{C}_{2} \\mathrm{H}_{6}$',
      '$\\mathrm{H}_{2} \\mathrm{O}$ 和 $\\mathrm{D}_{2} \\mathrm{O}$',
    ),
    'B',
    'solves',
  ],
  [choice('3．下列各组物质中，互为同系物的是（　　）', 'CH4 和 C3H8', 'C2H4 和 C3H6', 'O2 和 O3', 'CH3CH2OH 和 CH3OCH3'), 'A', 'solves'],
  [
    choice(
      '4．下列各组物质中，互为同分异构体的是（　　）',
      'CH3CH2CH2CH3 和 CH3CH(CH3)2',
      '${ }^{12} \\mathrm{C}$ 和 ${ }^{13} \\mathrm{C}$',
      '红磷和白磷',
      'CH4 和 C2H6',
    ),
    'A',
    'solves',
  ],
  [choice('5．下列各组物质属于同素异形体的是（　　）', '红磷和白磷', 'H2 和 D2', '水和冰', '乙醇和二甲醚'), 'A', 'solves'],
  [
    choice(
      '6．下列各组中的两种物质互为同分异构体的是（　　）',
      'CH3CH2OH 和 CH3OCH3',
      'CH4 和 CH3CH3',
      'O2 和 O3',
      '${ }^{35} \\mathrm{Cl}$ 和 ${ }^{37} \\mathrm{Cl}$',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '7．下列说法正确的是（　　）',
      'H2、D2、T2 互为同位素',
      'C60、C70、纳米碳管互为同素异形体',
      'C3H6 和 C4H8 一定互为同系物',
      'CH3CH2CH3 和 CH3CH(CH3)CH3 互为同分异构体',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '8．下列说法不正确的是（　　）',
      '${ }^{1} \\mathrm{H}$、${ }^{2} \\mathrm{H}$、${ }^{3} \\mathrm{H}$ 互为同位素',
      'O2 和 O3 互为同素异形体',
      'C2H6 和 C5H12 互为同系物',
      '${ }^{1} \\mathrm{H}_{2}$ 和 ${ }^{2} \\mathrm{H}_{2}$ 互为同素异形体',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '9．下列各组物质中，属于同一种物质的是（　　）',
      'CH3CH2CH2CH3 和 CH3(CH2)2CH3',
      'O2 和 O3',
      'CH3CH2OH 和 CH3OCH3',
      '${ }^{12} \\mathrm{C}$ 和 ${ }^{14} \\mathrm{C}$',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '10．下列各组物质中，互为同系物的是（　　）',
      'C2H6 和 C4H10',
      '金刚石和石墨',
      'CH3CH2CH2CH3 和 CH3CH(CH3)2',
      '${ }^{16} \\mathrm{O}$ 和 ${ }^{18} \\mathrm{O}$',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '11．下列说法正确的是（　　）',
      '金刚石和石墨互为同位素',
      '${ }^{40} \\mathrm{K}$ 和 ${ }^{40} \\mathrm{Ca}$ 互为同位素',
      '正丁烷和异丁烷互为同系物',
      '${ }^{14} \\mathrm{C}$ 和 ${ }^{12} \\mathrm{C}$ 互为同位素',
    ),
    'D',
    'solves',
  ],
  [choice('12．下列各组物质互为同位素的是', 'H2O 和 D2O', '氕、氘、氚', '石墨和 C60', 'CH4 和 C2H6'), 'B', 'solves'],
  // ── 核素的微粒数 ──
  [
    choice('13．${ }^{32} \\mathrm{~S}$ 与 ${ }^{33} \\mathrm{~S}$ 具有相同的（　　）', '中子数', '质量数', '质子数', '相对原子质量'),
    'C',
    'solves',
  ],
  [
    choice('14．下列关于 ${ }_{6}^{13} \\mathrm{C}$ 的说法正确的是（　　）', '质子数为 13', '中子数为 7', '核外电子数为 7', '质量数为 6'),
    'B',
    'solves',
  ],
  [
    choice(
      '15．${ }_{92}^{235} \\mathrm{U}$ 是重要的核工业原料。下列有关 ${ }_{92}^{235} \\mathrm{U}$ 的说法正确的是（　　）',
      '原子核中含有 92 个中子',
      '原子核外有 143 个电子',
      '与 ${ }_{92}^{238} \\mathrm{U}$ 互为同位素',
      '与 ${ }_{92}^{238} \\mathrm{U}$ 互为同素异形体',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '16．下列关于 ${ }_{53}^{131} \\mathrm{I}$ 的说法错误的是（　　）',
      '质子数为 53',
      '中子数为 78',
      '核外电子数为 53',
      '质量数为 184',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '17．${ }_{1}^{1} \\mathrm{H}$、${ }_{1}^{2} \\mathrm{H}$、${ }_{1}^{3} \\mathrm{H}$、$\\mathrm{H}^{+}$、$\\mathrm{H}_{2}$ 是（　　）',
      '氢的五种同位素',
      '五种氢元素',
      '氢的五种同素异形体',
      '氢元素的五种不同微粒',
    ),
    'D',
    'mayRefuse',
  ],
  [choice('18．某核素 ${ }_{Z}^{A} \\mathrm{X}$ 的中子数为（　　）', 'A', 'Z', 'A−Z', 'A+Z'), 'C', 'mayRefuse'],
  [
    choice(
      '19．下列原子中，中子数为 8 的是（　　）',
      '${ }_{6}^{12} \\mathrm{C}$',
      '${ }_{8}^{16} \\mathrm{O}$',
      '${ }_{6}^{14} \\mathrm{C}$',
      '${ }_{7}^{14} \\mathrm{N}$',
    ),
    'BC',
    'mayRefuse',
  ],
  [choice('20．质量数为 37 的氯原子，其中子数为（　　）', '17', '20', '37', '54'), 'B', 'mayRefuse'],
  // ── 电解质 ──
  [choice('21．下列物质属于电解质的是（　　）', 'Cu', '蔗糖', 'NaCl', 'CO2'), 'C', 'solves'],
  [choice('22．下列物质中，属于弱电解质的是（　　）', 'CH3COOH', 'NaOH', 'BaSO4', '酒精'), 'A', 'solves'],
  [choice('23．下列物质属于非电解质的是（　　）', '氯气', '氨气', '盐酸', '硫酸钡'), 'B', 'solves'],
  [
    choice(
      '24．下列物质中属于强电解质的是$(\\quad)$',
      '$\\mathrm{NH}_{3} \\cdot \\mathrm{H}_{2} \\mathrm{O}$',
      '$\\mathrm{H}_{2} \\mathrm{O}$',
      '$\\mathrm{CH}_{3} \\mathrm{COONH}_{4}$',
      '$\\mathrm{SO}_{2}$',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '25．下列说法正确的是（　　）',
      '铜能导电，所以铜是电解质',
      'NaCl 溶液能导电，所以 NaCl 溶液是电解质',
      'SO3 溶于水能导电，所以 SO3 是电解质',
      'BaSO4 难溶于水，但 BaSO4 是强电解质',
    ),
    'D',
    'mayRefuse',
  ],
  [choice('26．下列物质既不是电解质，也不是非电解质的是（　　）', '乙醇', '氯化氢', '铁', '二氧化硫'), 'C', 'solves'],
  // ── 纯净物 / 混合物 ──
  [choice('27．下列物质属于纯净物的是（　　）', '漂白粉', '盐酸', '冰水混合物', '汽油'), 'C', 'solves'],
  [choice('28．下列物质属于混合物的是（　　）', '液氯', '小苏打', '胆矾', '氨水'), 'D', 'solves'],
  [
    choice(
      '29．下列各组物质，按混合物、单质、化合物顺序排列的是（　　）',
      '空气、氮气、胆矾',
      '冰水混合物、铁、干冰',
      '烧碱、液态氧、碘酒',
      '生石灰、白磷、熟石灰',
    ),
    'A',
    'solves',
  ],
  // ── 酸 / 碱 / 盐 / 氧化物 ──
  [choice('30．下列物质属于盐的是（　　）', 'NaOH', 'Na2CO3', 'H2SO4', 'Na2O'), 'B', 'solves'],
  [choice('31．下列物质属于酸性氧化物的是（　　）', 'Na2O', 'CO', 'CO2', 'Al2O3'), 'C', 'solves'],
  [choice('32．下列物质属于碱性氧化物的是（　　）', 'CaO', 'Na2O2', 'SiO2', 'Mn2O7'), 'A', 'solves'],
  [choice('33．下列物质的分类正确的是（　　）', '纯碱属于碱', '干冰属于酸性氧化物', '生石灰属于碱', '硫酸氢钠属于酸'), 'B', 'mayRefuse'],
  [choice('34．下列物质中，属于碱的是（　　）', '纯碱', '烧碱', '生石灰', '碱式碳酸铜'), 'B', 'mayRefuse'],
  [choice('35．下列物质属于两性氧化物的是（　　）', 'MgO', 'Al2O3', 'SiO2', 'Fe2O3'), 'B', 'solves'],
  // ── 物理变化 / 化学变化 ──
  [choice('36．下列过程属于化学变化的是（　　）', '石油的分馏', '碘的升华', '煤的干馏', '海水晒盐'), 'C', 'solves'],
  [choice('37．下列变化中，属于物理变化的是（　　）', '煤的气化', '石油的裂化', '焰色试验', '蛋白质的变性'), 'C', 'solves'],
  [choice('38．下列过程不涉及化学变化的是（　　）', '用蒸馏法淡化海水', '粮食酿酒', '铁生锈', '明矾净水'), 'A', 'mayRefuse'],
  [
    choice('39．下列说法正确的是（　　）', '煤的液化是物理变化', '石油的分馏是化学变化', '氧气转化为臭氧是化学变化', '焰色试验是化学变化'),
    'C',
    'solves',
  ],
  [choice('40．下列变化属于化学变化的是（　　）', '蒸馏', '萃取', '裂解', '过滤'), 'C', 'mayRefuse'],
  [
    choice(
      '41．下列各组物质中，互为同分异构体的是（　　）',
      'CH3CH2CH2CH2CH3 和 C(CH3)4',
      'CH3CH2CH3 和 CH3CH2CH2CH3',
      'O2 和 O3',
      'H 和 D',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '42．下列叙述正确的是（　　）',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 的质子数相同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{12} \\mathrm{C}$ 的中子数相同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{14} \\mathrm{N}$ 的质量数相同',
      '${ }^{14} \\mathrm{C}$ 与 ${ }^{12} \\mathrm{C}$ 互为同素异形体',
    ),
    'C',
    'solves',
  ],
];

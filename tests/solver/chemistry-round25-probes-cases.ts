import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Round 25 probes (decision 0132): chemistry choice questions written before any code, as papers print them —
 * statements about one given redox equation (roles, products, electrons per mole, ratios with 归中 and 歧化, reaction
 * type, 「氧化性：A > B」), 「水作氧化剂」 over several equations, c from ρ and w, electrolysis, a fuel cell and
 * property-and-use pairs. Each answer worked by hand from the 人教版 books. 'solves': answered now and must stay so;
 * 'solves': still refused (the comment says the step that stops it), never answered wrong.
 */
export const ROUND25_PROBES: Lookalike[] = [
  // ── statements about one redox equation ──
  [
    choice(
      '1．关于反应 MnO2 + 4HCl(浓) =△= MnCl2 + Cl2↑ + 2H2O，下列说法正确的是（　　）',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      '每生成 1 mol Cl2 转移 2 mol 电子',
      '氧化剂与还原剂的物质的量之比为 1:4',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '2. 对于反应 2Na + 2H2O = 2NaOH + H2↑，下列说法错误的是$(\\quad)$',
      'Na 是还原剂',
      'H2O 是氧化剂',
      'H2 是氧化产物',
      '该反应属于置换反应',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '3．（3分）关于反应 Cl₂ + H₂O = HCl + HClO，下列说法正确的是（  ）',
      'Cl₂ 既是氧化剂又是还原剂',
      '水是还原剂',
      'HCl 是氧化产物',
      '每消耗 1 mol Cl₂ 转移 2 mol 电子',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '4．工业制硝酸中的一步反应为 3NO2 + H2O = 2HNO3 + NO，下列说法正确的是（　　）',
      'NO2 只作氧化剂',
      '氧化剂与还原剂的物质的量之比为 1:2',
      'HNO3 是还原产物',
      '每生成 1 mol NO 转移 3 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '5. 炼铁的反应为 $\\mathrm{Fe}_{2} \\mathrm{O}_{3}+3 \\mathrm{CO} = 2 \\mathrm{Fe}+3 \\mathrm{CO}_{2}$，下列说法正确的是 $(\\quad)$',
      '$\\mathrm{CO}$ 是氧化剂',
      '$\\mathrm{Fe}$ 是还原产物',
      '该反应属于置换反应',
      '每生成 1 mol $\\mathrm{Fe}$ 转移 2 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '6．实验室用 2KMnO4 + 16HCl(浓) = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O 制氯气，下列说法错误的是（　　）',
      'KMnO4 是氧化剂',
      '氧化性：KMnO4 > Cl2',
      '氧化剂与还原剂的物质的量之比为 1:8',
      '每生成 1 mol Cl2 转移 2 mol 电子',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '7．关于反应 2Na2O2 + 2H2O = 4NaOH + O2↑，下列说法正确的是（　　）',
      'Na2O2 只作氧化剂',
      'H2O 是还原剂',
      '每生成 1 mol O2 转移 2 mol 电子',
      'NaOH 是氧化产物',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '8．对于反应 KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O，下列说法正确的是（　　）',
      'KCl 是还原产物',
      '氧化产物与还原产物的物质的量之比为 5:1',
      '每生成 3 mol Cl2 转移 6 mol 电子',
      'KClO3 发生氧化反应',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '9．关于反应 2H2S + SO2 = 3S↓ + 2H2O，下列说法正确的是（　　）',
      'SO2 是还原剂',
      'S 既是氧化产物又是还原产物',
      '氧化产物与还原产物的物质的量之比为 1:2',
      '每生成 3 mol S 转移 6 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '10．铜与浓硝酸的反应为 Cu + 4HNO3(浓) = Cu(NO3)2 + 2NO2↑ + 2H2O，下列说法正确的是（　　）',
      'Cu 是氧化剂',
      'NO2 是还原产物',
      '每生成 1 mol NO2 转移 2 mol 电子',
      '氧化剂与还原剂的物质的量之比为 4:1',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '11．关于反应 3Cu + 8HNO₃(稀) = 3Cu(NO₃)₂ + 2NO↑ + 4H₂O，下列说法错误的是（　　）',
      'Cu 被氧化',
      '氧化剂与还原剂的物质的量之比为 8:3',
      '每生成 1 mol NO 转移 3 mol 电子',
      'Cu(NO₃)₂ 是氧化产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '12．制漂白液的反应为 Cl2 + 2NaOH = NaCl + NaClO + H2O，下列说法正确的是',
      'Cl2 只作氧化剂',
      'NaClO 是还原产物',
      '每消耗 1 mol Cl2 转移 1 mol 电子',
      'NaOH 是还原剂',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '13．关于反应 5NH4NO3 =△= 4N2↑ + 2HNO3 + 9H2O，下列说法正确的是（　　）',
      '氧化产物与还原产物的物质的量之比为 5:3',
      '每生成 4 mol N2 转移 24 mol 电子',
      'HNO3 是还原产物',
      'NH4NO3 只作还原剂',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '14．在反应 2FeCl3 + Cu = 2FeCl2 + CuCl2 中，下列说法正确的是（　　）',
      'FeCl3 是还原剂',
      '氧化性：FeCl3 > CuCl2',
      'Cu 发生还原反应',
      '每消耗 1 mol Cu 转移 1 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '15．关于反应 2Fe³⁺ + Fe = 3Fe²⁺，下列说法正确的是（　　）',
      'Fe²⁺ 既是氧化产物又是还原产物',
      'Fe³⁺ 是还原剂',
      '氧化产物与还原产物的物质的量之比为 2:1',
      '每生成 3 mol Fe²⁺ 转移 3 mol 电子',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '16．加热高锰酸钾：2KMnO4 =△= K2MnO4 + MnO2 + O2↑，下列说法错误的是（　　）',
      'KMnO4 既是氧化剂又是还原剂',
      'O2 是氧化产物',
      'MnO2 是还原产物',
      '每生成 1 mol O2 转移 2 mol 电子',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '17．关于反应 2H2O2 =MnO2= 2H2O + O2↑，下列说法正确的是（　　）',
      'H2O2 只作氧化剂',
      '每生成 1 mol O2 转移 2 mol 电子',
      'H2O 是氧化产物',
      'O2 是还原产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '18．铝热反应 2Al + Fe2O3 =高温= Al2O3 + 2Fe，设 N_A 为阿伏加德罗常数的值，下列说法正确的是（　　）',
      'Al 是氧化剂',
      '该反应属于置换反应',
      '每生成 1 mol Fe 转移 2N_A 个电子',
      'Fe2O3 被氧化',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '19. 关于反应 $\\mathrm{Cu}+2 \\mathrm{H}_{2} \\mathrm{SO}_{4}(\\text{浓}) = \\mathrm{CuSO}_{4}+\\mathrm{SO}_{2} \\uparrow+2 \\mathrm{H}_{2} \\mathrm{O}$，下列说法正确的是 $(\\quad)$',
      '$\\mathrm{H}_{2} \\mathrm{SO}_{4}$ 是还原剂',
      '$\\mathrm{SO}_{2}$ 是还原产物',
      '每生成 1 mol $\\mathrm{SO}_{2}$ 转移 4 mol 电子',
      '氧化剂与还原剂的物质的量之比为 2:1',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '20．已知反应 KMnO4 + HCl(浓) → KCl + MnCl2 + Cl2↑ + H2O（未配平），下列说法正确的是（　　）',
      'HCl 是氧化剂',
      '氧化剂与还原剂的物质的量之比为 1:5',
      'Cl2 是还原产物',
      '每生成 1 mol Cl2 转移 1 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '21．关于反应 3Cl2 + 6KOH =△= 5KCl + KClO3 + 3H2O，下列说法正确的是（　　）',
      '氧化剂与还原剂的物质的量之比为 5:1',
      'KClO3 是还原产物',
      '每消耗 3 mol Cl2 转移 6 mol 电子',
      'KOH 是还原剂',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '22．工业制粗硅的反应为 SiO2 + 2C =高温= Si + 2CO↑，下列说法错误的是（　　）',
      '该反应属于置换反应',
      'C 是还原剂',
      '每生成 1 mol Si 转移 4 mol 电子',
      'SiO2 被氧化',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '23．镁条在二氧化碳中燃烧：2Mg + CO2 =点燃= 2MgO + C，下列说法正确的是（　　）',
      'CO2 是还原剂',
      '该反应是置换反应',
      'MgO 是还原产物',
      '每消耗 1 mol Mg 转移 4 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '24．氨的催化氧化 4NH3 + 5O2 = 4NO + 6H2O，下列说法正确的是（　　）',
      'NH3 是氧化剂',
      'NO 既是氧化产物又是还原产物',
      '每生成 1 mol NO 转移 2 mol 电子',
      'H2O 是氧化产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '25．关于反应 2Fe + 3Cl2 =点燃= 2FeCl3，下列说法正确的是（　　）',
      'Fe 是氧化剂',
      '该反应属于化合反应',
      'FeCl3 只是氧化产物',
      '每消耗 1 mol Cl2 转移 3 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '26．对于反应 Fe + CuSO4 = FeSO4 + Cu，下列说法错误的是（　　）',
      'Fe 是还原剂',
      'CuSO4 是氧化剂',
      '每生成 1 mol Cu 转移 2 mol 电子',
      '氧化性：FeSO4 > CuSO4',
    ),
    'D',
    'solves',
  ],
  // ── ratios with 归中 and 歧化 ──
  [
    choice('27．在 KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O 中，氧化剂与还原剂的物质的量之比为（　　）', '1:6', '6:1', '1:5', '5:1'),
    'C',
    'solves',
  ],
  [
    choice('28．在反应 3S + 6KOH = 2K2S + K2SO3 + 3H2O 中，被氧化的硫与被还原的硫的质量之比为（　　）', '2:1', '1:2', '1:1', '3:2'),
    'B',
    'solves',
  ],
  [choice('29．在 3NO2 + H2O = 2HNO3 + NO 中，氧化剂与还原剂的质量之比为（　　）', '1:2', '2:1', '1:1', '3:1'), 'A', 'solves'],
  // mayRefuse: a part of HCl by a product's mass (「被氧化的 HCl」) has no reader.
  [
    choice(
      '30．在反应 2KMnO4 + 16HCl(浓) = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O 中，若生成 71 g Cl2，则被氧化的 HCl 的物质的量为（　　）',
      '1 mol',
      '2 mol',
      '4 mol',
      '16 mol',
    ),
    'B',
    'mayRefuse',
  ],
  // ── the role of water in several equations ──
  [
    choice(
      '31．下列反应中，水只作还原剂的是（　　）',
      '2Na + 2H2O = 2NaOH + H2↑',
      '2F2 + 2H2O = 4HF + O2',
      '3NO2 + H2O = 2HNO3 + NO',
      '2H2O =通电= 2H2↑ + O2↑',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '32．下列反应中，H2O 既不作氧化剂又不作还原剂的氧化还原反应是（　　）',
      'Cl2 + H2O = HCl + HClO',
      '2Na + 2H2O = 2NaOH + H2↑',
      'CaO + H2O = Ca(OH)2',
      'C + H2O =高温= CO + H2',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '33．下列反应中，属于氧化还原反应的是（　　）',
      'CaCO3 =高温= CaO + CO2↑',
      'Fe + CuSO4 = FeSO4 + Cu',
      'NaOH + HCl = NaCl + H2O',
      'CaO + H2O = Ca(OH)2',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '34．下列反应中，既属于氧化还原反应又属于置换反应的是（　　）',
      'Fe2O3 + 3CO =高温= 2Fe + 3CO2',
      'Zn + H2SO4 = ZnSO4 + H2↑',
      '2KClO3 =MnO2,△= 2KCl + 3O2↑',
      'CuO + H2SO4 = CuSO4 + H2O',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '35．下列反应中，水作还原剂的是（　　）',
      '2Na + 2H2O = 2NaOH + H2↑',
      '2F2 + 2H2O = 4HF + O2',
      'Cl2 + H2O = HCl + HClO',
      '2Na2O2 + 2H2O = 4NaOH + O2↑',
    ),
    'B',
    'solves',
  ],
  // ── c from ρ and w (c = 1000ρw/M), read once the question number no longer counts as a given ──
  [
    choice(
      '36．市售浓硫酸的密度为 1.84 g/cm³，溶质的质量分数为 98%，该浓硫酸中 H2SO4 的物质的量浓度为（　　）',
      '9.2 mol/L',
      '18.4 mol/L',
      '1.84 mol/L',
      '36.8 mol/L',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '37．某浓盐酸的密度为 $1.19 \\mathrm{~g} \\cdot \\mathrm{cm}^{-3}$，HCl 的质量分数为 36.5%，该盐酸的物质的量浓度为 $(\\quad)$',
      '11.9 mol/L',
      '1.19 mol/L',
      '5.95 mol/L',
      '23.8 mol/L',
    ),
    'A',
    'solves',
  ],
  // ── electrolysis, a fuel cell, property-and-use ── the fuel cell is still refused: 「化学能全部转化为电能」 is not decided.
  [
    choice(
      '38．用惰性电极电解饱和食盐水，下列说法正确的是（　　）',
      '阳极产生 H2',
      '阴极附近溶液的 pH 增大',
      '电子由阳极经溶液流向阴极',
      '阴极发生氧化反应',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '39．以 KOH 溶液为电解质的氢氧燃料电池，总反应为 2H2 + O2 = 2H2O，下列说法正确的是（　　）',
      '负极通入 O2',
      '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
      '工作时 OH⁻ 移向正极',
      '电池工作时化学能全部转化为电能',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      '40．下列物质的性质与用途具有对应关系的是（　　）',
      'NaHCO3 受热易分解，可用于治疗胃酸过多',
      'Al2O3 熔点高，可用作耐高温材料',
      'SO2 具有氧化性，可用于漂白纸浆',
      '浓硫酸具有脱水性，可用作干燥剂',
    ),
    'B',
    'solves',
  ],
];

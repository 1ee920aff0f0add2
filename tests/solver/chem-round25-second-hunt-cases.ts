import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Second look-alike hunt of the redox kinds of decision 0132, as papers print them: 歧化 (Cl2 + NaOH, NO2 + H2O,
 * Na2O2 + CO2), 归中 (H2S + SO2, KClO3 + 6HCl), a reagent partly oxidised (MnO2 + 4HCl, Cu + 4HNO3), electrons per mole
 * of a product or a reactant and per gram, N_A and 6.02×10^{23}, 氧化性 and 还原性 orders both ways, unbalanced
 * equations, substances not in the equation, arrows with conditions, water as reductant, oxidant or neither,
 * Fe3O4, organic reactions and asks with a condition not read. null: the question must be refused.
 */
const S = '下列说法正确的是（　　）';
const W = '下列说法错误的是$(\\quad)$';
const MANY = '下列说法正确的是（双选）';
const KCLO3 = 'KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O';
const MNO2 = 'MnO2 + 4HCl(浓) $\\xlongequal{\\triangle}$ MnCl2 + Cl2↑ + 2H2O';
const CU_NO2 = 'Cu + 4HNO3(浓) = Cu(NO3)2 + 2NO2↑ + 2H2O';
const WATER4 = ['2F2 + 2H2O = 4HF + O2', '2Na + 2H2O = 2NaOH + H2↑', 'Cl2 + H2O = HCl + HClO', '2Na2O2 + 2H2O = 4NaOH + O2↑'] as const;

export const ROUND25_SECOND_HUNT: Lookalike[] = [
  // 歧化: Cl2 + NaOH
  [
    choice(
      `关于反应 Cl2 + 2NaOH = NaCl + NaClO + H2O，${S}`,
      'Cl2 既是氧化剂又是还原剂',
      'NaClO 是还原产物',
      '每消耗 1 mol Cl2 转移 2 mol 电子',
      'NaOH 是还原剂',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 Cl2 + 2NaOH = NaCl + NaClO + H2O，${W}`,
      'Cl2 既是氧化剂又是还原剂',
      'NaCl 是还原产物',
      '氧化产物与还原产物的物质的量之比为 1:1',
      '每消耗 71 g Cl2 转移 2 mol 电子',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '关于反应 $\\mathrm{Cl}_{2}+2 \\mathrm{NaOH}=\\mathrm{NaCl}+\\mathrm{NaClO}+\\mathrm{H}_{2} \\mathrm{O}$，下列说法正确的是 $(\\quad)$',
      '$\\mathrm{Cl}_{2}$ 只作氧化剂',
      '$\\mathrm{NaClO}$ 是氧化产物',
      '每生成 $1 \\mathrm{~mol} \\mathrm{NaCl}$ 转移 $2 \\mathrm{~mol}$ 电子',
      '$\\mathrm{H}_{2} \\mathrm{O}$ 是还原产物',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      `关于反应 3Cl2 + 6KOH = 5KCl + KClO3 + 3H2O，${S}`,
      '氧化剂与还原剂的物质的量之比为 1:5',
      'KClO3 是还原产物',
      '每消耗 3 mol Cl2 转移 5 mol 电子',
      'KOH 是氧化剂',
    ),
    'C',
    'solves',
  ],
  // 歧化: NO2 + H2O
  [
    choice(
      `关于反应 3NO2 + H2O = 2HNO3 + NO，${S}`,
      '氧化剂与还原剂的物质的量之比为 2:1',
      'NO2 既是氧化剂又是还原剂',
      'HNO3 是还原产物',
      '每生成 1 mol NO 转移 3 mol 电子',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `关于反应 3NO2 + H2O = 2HNO3 + NO，${S}`,
      '氧化剂与还原剂的物质的量之比为 1:2',
      'H2O 是氧化剂',
      '每消耗 3 mol NO2 转移 3 mol 电子',
      'NO 是氧化产物',
    ),
    'A',
    'solves',
  ],
  // 歧化: Na2O2 with CO2 and with water
  [
    choice(
      `关于反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2，${S}`,
      'Na2O2 只作氧化剂',
      'CO2 是还原剂',
      '每生成 1 mol O2 转移 2 mol 电子',
      'Na2CO3 是氧化产物',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      `关于反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2，${W}`,
      'Na2O2 既是氧化剂又是还原剂',
      '每消耗 156 g Na2O2 转移 2 mol 电子',
      '每生成 32 g O2 转移 4N_A 个电子',
      'O2 是氧化产物',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      `关于反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2，${S}`,
      'CO2 是氧化剂',
      'Na2O2 只作还原剂',
      '每生成 1 mol O2 转移 1.204×10^{24} 个电子',
      'O2 是还原产物',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(`关于反应 2Na2O2 + 2H2O = 4NaOH + O2↑，${S}`, 'H2O 是还原剂', 'H2O 是氧化剂', 'Na2O2 既是氧化剂又是还原剂', 'NaOH 是氧化产物'),
    'C',
    'solves',
  ],
  [
    choice(
      `关于反应 2Na2O2 + 2H2O = 4NaOH + O2↑，${S}`,
      '每生成 1 mol O2 转移 4 mol 电子',
      '每消耗 1 mol Na2O2 转移 1 mol 电子',
      'O2 是还原产物',
      'H2O 被还原',
    ),
    'B',
    'solves',
  ],
  // 归中: H2S + SO2
  [
    choice(
      `关于反应 2H2S + SO2 = 3S↓ + 2H2O，${S}`,
      'S 既是氧化产物又是还原产物',
      'SO2 是还原剂',
      '氧化产物与还原产物的质量之比为 1:2',
      '每生成 3 mol S 转移 6 mol 电子',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2H2S + SO2 = 3S↓ + 2H2O，${W}`,
      'H2S 是还原剂',
      '氧化产物与还原产物的物质的量之比为 2:1',
      '每生成 96 g S 转移 4 mol 电子',
      'SO2 发生氧化反应',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      '12．（3分）已知反应：2H2S + SO2 = 3S + 2H2O，下列说法正确的是（ ）',
      'H2S 作氧化剂',
      'SO2 被氧化',
      '氧化产物与还原产物的物质的量之比为 2:1',
      '每消耗 1 mol SO2 转移 2 mol 电子',
    ),
    'C',
    'solves',
  ],
  // 归中: KClO3 + 6HCl, the 5 : 1 trap
  [
    choice(
      `关于反应 ${KCLO3}，${S}`,
      'KCl 是还原产物',
      '氧化剂与还原剂的物质的量之比为 1:6',
      '氧化产物与还原产物的质量之比为 5:1',
      '每生成 3 mol Cl2 转移 6 mol 电子',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      `关于反应 ${KCLO3}，${S}`,
      '氧化剂与还原剂的物质的量之比为 1:5',
      '氧化产物与还原产物的物质的量之比为 1:5',
      'KCl 是还原产物',
      '每生成 1 mol Cl2 转移 2 mol 电子',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 ${KCLO3}，${W}`,
      'KClO3 是氧化剂',
      'HCl 只作还原剂',
      '每消耗 1 mol KClO3 转移 5 mol 电子',
      'Cl2 既是氧化产物又是还原产物',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      `关于反应 ${KCLO3}，下列说法错误的是（多选）`,
      'KCl 是还原产物',
      '氧化剂与还原剂的物质的量之比为 1:5',
      '每生成 3 mol Cl2 转移 6 mol 电子',
      'Cl2 既是氧化产物又是还原产物',
    ),
    'AC',
    'solves',
  ],
  // a reagent partly oxidised: MnO2 + 4HCl(浓)
  [
    choice(
      `关于反应 ${MNO2}，${S}`,
      '氧化剂与还原剂的物质的量之比为 1:4',
      '每消耗 1 mol HCl 转移 1 mol 电子',
      '每生成 1 mol Cl2 转移 2 mol 电子',
      'MnCl2 是氧化产物',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      `关于反应 ${MNO2}，${S}`,
      '还原剂与氧化剂的物质的量之比为 2:1',
      'HCl 是氧化剂',
      'Cl2 是还原产物',
      '每消耗 4 mol HCl 转移 4 mol 电子',
    ),
    'A',
    'solves',
  ],
  [choice(`关于反应 ${MNO2}，${W}`, 'MnO2 是氧化剂', 'HCl 只作还原剂', 'Cl2 是氧化产物', 'MnCl2 是还原产物'), 'B', 'mayRefuse'],
  [
    choice(`关于反应 ${MNO2}，${MANY}`, 'MnO2 是氧化剂', '每生成 1 mol Cl2 转移 2N_A 个电子', 'Cl2 是还原产物', 'H2O 是氧化产物'),
    'AB',
    'solves',
  ],
  [
    choice(
      `关于反应 ${MNO2}，${S}`,
      '被氧化的 HCl 与参加反应的 HCl 的物质的量之比为 1:4',
      'MnO2 被氧化',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  // a substance not in the equation: the option is false, but undecided here
  [choice(`关于反应 ${MNO2}，${S}`, 'O2 是氧化产物', 'MnO2 被还原', 'H2O 是还原产物', 'HCl 被还原'), 'B', 'mayRefuse'],
  // Cu + 4HNO3(浓), Cu + 8HNO3(稀)
  [
    choice(
      `关于反应 ${CU_NO2}，${S}`,
      '氧化剂与还原剂的物质的量之比为 4:1',
      '每生成 1 mol NO2 转移 1 mol 电子',
      'Cu(NO3)2 是还原产物',
      'NO2 是氧化产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `关于反应 ${CU_NO2}，${W}`,
      '每消耗 64 g Cu 转移 2N_A 个电子',
      '每消耗 1 mol HNO3 转移 1 mol 电子',
      'Cu 被氧化',
      'NO2 是还原产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `关于反应 3Cu + 8HNO3(稀) = 3Cu(NO3)2 + 2NO↑ + 4H2O，${S}`,
      '氧化剂与还原剂的物质的量之比为 8:3',
      '每生成 1 mol NO 转移 3 mol 电子',
      'Cu(NO3)2 是还原产物',
      'NO 是氧化产物',
    ),
    'B',
    'solves',
  ],
  // electrons per gram, OCR LaTeX
  [
    choice(
      '关于反应 $2 \\mathrm{KMnO}_{4}+16 \\mathrm{HCl}$ (浓) $=2 \\mathrm{KCl}+2 \\mathrm{MnCl}_{2}+5 \\mathrm{Cl}_{2} \\uparrow+8 \\mathrm{H}_{2} \\mathrm{O}$，下列说法正确的是 $(\\quad)$',
      '每生成 $71 \\mathrm{~g} \\mathrm{Cl}_{2}$ 转移 $2 \\mathrm{~mol}$ 电子',
      '每消耗 $1 \\mathrm{~mol} \\mathrm{KMnO}_{4}$ 转移 $10 \\mathrm{~mol}$ 电子',
      '氧化剂与还原剂的物质的量之比为 $1: 8$',
      '$\\mathrm{KCl}$ 是还原产物',
    ),
    'A',
    'mayRefuse',
  ],
  // 氧化性 and 还原性 orders, both ways
  [
    choice(
      `关于反应 2KMnO4 + 16HCl(浓) = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O，${S}`,
      '氧化性：KMnO4 > Cl2',
      '还原性：MnCl2 > HCl',
      '氧化性：Cl2 > KMnO4',
      'HCl 是氧化剂',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2KMnO4 + 16HCl(浓) = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O，${S}`,
      '还原性：HCl < MnCl2',
      '氧化性：Cl2 > KMnO4',
      '还原性：HCl > MnCl2',
      'KMnO4 被氧化',
    ),
    'C',
    'solves',
  ],
  [
    choice(`关于反应 Fe + CuSO4 = FeSO4 + Cu，${W}`, '氧化性：CuSO4 > FeSO4', '还原性：Fe > Cu', 'Fe 是还原剂', '氧化性：FeSO4 > CuSO4'),
    'D',
    'solves',
  ],
  [
    choice(
      '关于反应 $2 \\mathrm{Fe}^{3+}+\\mathrm{Cu}=2 \\mathrm{Fe}^{2+}+\\mathrm{Cu}^{2+}$，下列说法正确的是（　　）',
      '氧化性：$\\mathrm{Fe}^{3+}>\\mathrm{Cu}^{2+}$',
      '还原性：$\\mathrm{Fe}^{2+}>\\mathrm{Cu}$',
      '$\\mathrm{Fe}^{3+}$ 被氧化',
      '每消耗 1 mol Cu 转移 1 mol 电子',
    ),
    'A',
    'mayRefuse',
  ],
  // unbalanced equations without 「未配平」, and with it
  [
    choice(`关于反应 KClO3 + HCl = KCl + Cl2↑ + H2O，${S}`, 'KClO3 是氧化剂', 'KCl 是还原产物', 'HCl 是氧化剂', 'H2O 是氧化产物'),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 2KMnO4 + 16HCl = 2KCl + 2MnCl2 + 5Cl2↑ + 4H2O，${S}`,
      'KMnO4 是还原剂',
      '每生成 1 mol Cl2 转移 2 mol 电子',
      'HCl 是氧化剂',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(`关于反应 NH4NO3 = N2O↑ + H2O，${S}`, 'NH4NO3 既是氧化剂又是还原剂', 'N2O 是还原产物', 'H2O 是氧化产物', 'NH4NO3 只作氧化剂'),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 KMnO4 + HCl(浓) → KCl + MnCl2 + Cl2↑ + H2O（未配平），${S}`,
      '氧化剂与还原剂的物质的量之比为 1:8',
      '每生成 1 mol Cl2 转移 2 mol 电子',
      'Cl2 是还原产物',
      'KCl 是氧化产物',
    ),
    'B',
    'mayRefuse',
  ],
  // arrows with conditions, basic types
  [
    choice(
      `关于反应 2Fe + 3Cl2 $\\xlongequal{\\text { 点燃 }}$ 2FeCl3，${S}`,
      'Cl2 被氧化',
      'FeCl3 既是氧化产物又是还原产物',
      '每消耗 1 mol Cl2 转移 3 mol 电子',
      '该反应属于置换反应',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      '关于反应 $\\mathrm{Fe}_{2} \\mathrm{O}_{3}+3 \\mathrm{CO} \\xlongequal{\\text { 高温 }} 2 \\mathrm{Fe}+3 \\mathrm{CO}_{2}$，下列说法正确的是（　　）',
      '该反应属于置换反应',
      'CO 是氧化剂',
      '每生成 1 mol Fe 转移 3 mol 电子',
      '$\\mathrm{Fe}_{2} \\mathrm{O}_{3}$ 发生氧化反应',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      `关于反应 4NH3 + 5O2 $\\xrightarrow[\\triangle]{\\text{催化剂}}$ 4NO + 6H2O，${S}`,
      'NH3 是氧化剂',
      '每生成 1 mol NO 转移 5 mol 电子',
      '还原剂与氧化剂的物质的量之比为 5:4',
      'O2 被氧化',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      `关于反应 2KMnO4 $\\xlongequal{\\triangle}$ K2MnO4 + MnO2 + O2↑，${S}`,
      'KMnO4 既是氧化剂又是还原剂',
      'MnO2 是氧化产物',
      '每生成 1 mol O2 转移 2 mol 电子',
      '该反应属于化合反应',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2KMnO4 = K2MnO4 + MnO2 + O2↑（加热），${W}`,
      '每生成 32 g O2 转移 4 mol 电子',
      'O2 是氧化产物',
      '该反应属于分解反应',
      'MnO2 是氧化产物',
    ),
    'D',
    'mayRefuse',
  ],
  [
    choice(
      `关于反应 2KClO3 =(MnO2, △)= 2KCl + 3O2↑，${S}`,
      '每生成 1 mol O2 转移 4 mol 电子',
      '每消耗 1 mol KClO3 转移 4 mol 电子',
      'KCl 是氧化产物',
      'O2 是还原产物',
    ),
    'A',
    'mayRefuse',
  ],
  // water: reductant, oxidant, neither
  [
    choice(
      `关于反应 Cl2 + H2O ⇌ HCl + HClO，${S}`,
      'H2O 是还原剂',
      'Cl2 既是氧化剂又是还原剂',
      'HClO 是还原产物',
      '每消耗 1 mol Cl2 转移 2 mol 电子',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(`关于反应 2F2 + 2H2O = 4HF + O2，${S}`, 'H2O 是还原剂', 'O2 是还原产物', 'HF 是氧化产物', '每生成 1 mol O2 转移 2 mol 电子'),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2Na + 2H2O = 2NaOH + H2↑，${W}`,
      'H2O 是氧化剂',
      'H2 是还原产物',
      '每生成 1 mol H2 转移 2 mol 电子',
      '该反应属于复分解反应',
    ),
    'D',
    'solves',
  ],
  [choice('下列反应中，水作氧化剂的是（　　）', ...WATER4), 'B', 'solves'],
  [choice('下列反应中，$\\mathrm{H}_{2} \\mathrm{O}$ 作还原剂的是 $(\\quad)$', ...WATER4), 'A', 'solves'],
  [
    choice(
      '下列反应中，水既不作氧化剂也不作还原剂的氧化还原反应是（　　）',
      '2F2 + 2H2O = 4HF + O2',
      '2Na + 2H2O = 2NaOH + H2↑',
      'Cl2 + H2O = HCl + HClO',
      'CaO + H2O = Ca(OH)2',
    ),
    'C',
    'solves',
  ],
  [choice('下列反应中，水既不作氧化剂也不作还原剂的氧化还原反应是（不定项）', ...WATER4), 'CD', 'solves'],
  [choice('下列反应中，水只作氧化剂的是（　　）', ...WATER4), 'B', 'solves'],
  // 「非氧化还原反应」, an ask with a condition not read (吸热, HCl's role), organic reactions
  [
    choice(
      '下列反应属于非氧化还原反应的是（双选）',
      'CaO + H2O = Ca(OH)2',
      '2Na + 2H2O = 2NaOH + H2↑',
      'SO3 + H2O = H2SO4',
      '2F2 + 2H2O = 4HF + O2',
    ),
    'AC',
    'mayRefuse',
  ],
  [
    choice(
      '下列反应既属于氧化还原反应，又是吸热反应的是（　　）',
      'NaOH + HCl = NaCl + H2O',
      'Ba(OH)2 + 2NH4Cl = BaCl2 + 2NH3↑ + 2H2O',
      'C + CO2 = 2CO',
      'CaCO3 = CaO + CO2↑',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      '下列氧化还原反应中，HCl 作还原剂的是（双选）',
      'MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O',
      'Zn + 2HCl = ZnCl2 + H2↑',
      'KClO3 + 6HCl = KCl + 3Cl2↑ + 3H2O',
      'Fe + 2HCl = FeCl2 + H2↑',
    ),
    'AC',
    'mayRefuse',
  ],
  [
    choice(
      '下列反应属于氧化还原反应的是（双选）',
      'CH3COOH + CH3CH2OH = CH3COOCH2CH3 + H2O',
      '2H2O2 = 2H2O + O2↑',
      'CaO + H2O = Ca(OH)2',
      'Zn + H2SO4 = ZnSO4 + H2↑',
    ),
    'BD',
    'mayRefuse',
  ],
  [
    choice(
      '关于反应 CH3COOH + CH3CH2OH = CH3COOCH2CH3 + H2O，下列说法正确的是（　　）',
      'CH3CH2OH 是还原剂',
      'CH3COOH 是氧化剂',
      '该反应属于氧化还原反应',
      '该反应属于置换反应',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '关于反应 2CH3CH2OH + O2 = 2CH3CHO + 2H2O，下列说法正确的是（　　）',
      'O2 是还原剂',
      'CH3CHO 是还原产物',
      '每生成 1 mol CH3CHO 转移 4 mol 电子',
      '该反应属于氧化还原反应',
    ),
    'D',
    'mayRefuse',
  ],
  // Fe3O4 and mixed valences
  [
    choice(
      `关于反应 3Fe + 4H2O(g) $\\xlongequal{\\text{高温}}$ Fe3O4 + 4H2，${S}`,
      'H2O 是还原剂',
      'Fe3O4 是还原产物',
      '每消耗 3 mol Fe 转移 8 mol 电子',
      '该反应属于化合反应',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(`关于反应 Fe3O4 + 4CO = 3Fe + 4CO2，${S}`, 'CO 是氧化剂', 'Fe3O4 被氧化', '每生成 3 mol Fe 转移 8 mol 电子', 'CO2 是还原产物'),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      '下列反应中，属于氧化还原反应的是（　　）',
      'Fe3O4 + 8HCl = FeCl2 + 2FeCl3 + 4H2O',
      'Fe + 2HCl = FeCl2 + H2↑',
      'FeO + 2HCl = FeCl2 + H2O',
      'Fe2O3 + 6HCl = 2FeCl3 + 3H2O',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      '下列反应中，属于氧化还原反应的是（　　）',
      'SiO2 + 4HF = SiF4↑ + 2H2O',
      '2F2 + 2H2O = 4HF + O2',
      'NH4Cl = NH3↑ + HCl↑',
      'NH4HCO3 = NH3↑ + CO2↑ + H2O',
    ),
    'B',
    'mayRefuse',
  ],
  // ammonium salts, thiosulfate
  [
    choice(
      `关于反应 5NH4NO3 = 2HNO3 + 4N2↑ + 9H2O，${S}`,
      '氧化产物与还原产物的物质的量之比为 5:3',
      'HNO3 是氧化产物',
      '每生成 1 mol N2 转移 5 mol 电子',
      'NH4NO3 只作氧化剂',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 Na2S2O3 + H2SO4 = Na2SO4 + S↓ + SO2↑ + H2O，${S}`,
      'H2SO4 是氧化剂',
      'SO2 是还原产物',
      'Na2S2O3 既是氧化剂又是还原剂',
      'S 是氧化产物',
    ),
    'C',
    'solves',
  ],
  // more: 非 asked singly, peroxide decomposition, ratios the other way, an element as subject, two states both sides
  [
    choice(
      '下列反应中，属于非氧化还原反应的是（　　）',
      'CaO + H2O = Ca(OH)2',
      '2Na + 2H2O = 2NaOH + H2↑',
      'Cl2 + H2O = HCl + HClO',
      '2F2 + 2H2O = 4HF + O2',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2H2O2 = 2H2O + O2↑，${S}`,
      'H2O2 既是氧化剂又是还原剂',
      '每生成 1 mol O2 转移 4 mol 电子',
      'H2O 是氧化产物',
      'O2 是还原产物',
    ),
    'A',
    'solves',
  ],
  [
    choice(`关于反应 ${KCLO3}，${S}`, '还原产物与氧化产物的物质的量之比为 1:5', '氯元素只被氧化', 'KCl 是还原产物', 'HCl 是氧化剂'),
    null,
    'refuses',
  ],
  [
    choice(`关于反应 ${KCLO3}，${S}`, '还原产物与氧化产物的物质的量之比为 1:5', 'KClO3 被氧化', 'KCl 是还原产物', 'HCl 是氧化剂'),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 H2S + H2SO4(浓) = S↓ + SO2↑ + 2H2O，${S}`,
      'S 是还原产物',
      'SO2 是氧化产物',
      'H2SO4 是还原剂',
      '每生成 1 mol S 转移 2 mol 电子',
    ),
    'D',
    'mayRefuse',
  ],
  [
    choice(`关于反应 ${MNO2}，${S}`, '氧化性：MnO2 > Cl2', '每消耗 1 mol Cl2 转移 2 mol 电子', 'HCl 是氧化剂', 'MnCl2 是氧化产物'),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      '下列反应中，水作氧化剂的是（　　）',
      '2F2 + 2H2O = 4HF + O2',
      'Na + H2O = NaOH + H2↑',
      'Cl2 + H2O = HCl + HClO',
      'CaO + H2O = Ca(OH)2',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      '下列反应中，氯元素全部被氧化的是（　　）',
      'MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O',
      'Cl2 + 2NaOH = NaCl + NaClO + H2O',
      '2NaCl + 2H2O = 2NaOH + H2↑ + Cl2↑',
      'Cl2 + H2 = 2HCl',
    ),
    'C',
    'mayRefuse',
  ],
  // electrons and ratios asked directly (redox-transfer, redox-ratio on the same roles)
  ['在反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O 中，若有 0.4 mol HCl 参加反应，转移电子的物质的量为多少？', 0.2, 'solves'],
  ['在反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O 中，若有 0.4 mol HCl 被氧化，转移电子的物质的量为多少？', 0.4, 'mayRefuse'],
  ['在反应 KClO3 + 6HCl = KCl + 3Cl2↑ + 3H2O 中，生成 71 g Cl2 时转移电子的物质的量为多少？', 5 / 3, 'solves'],
  ['5．（4分）在反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2 中，若生成 0.5 mol O2，转移电子的物质的量为多少？', 1, 'solves'],
  ['在反应 2Na2O2 + 2H2O = 4NaOH + O2↑ 中，若有 7.8 g Na2O2 反应，转移电子的物质的量为多少？', 0.1, 'solves'],
  ['在 Cu + 4HNO3(浓) = Cu(NO3)2 + 2NO2↑ + 2H2O 中，若有 6.4 g Cu 参加反应，转移电子的物质的量为多少？', 0.2, 'solves'],
  ['在反应 3Fe + 4H2O(g) = Fe3O4 + 4H2 中，若有 1 mol Fe 反应，转移电子的物质的量为多少？', 8 / 3, 'mayRefuse'],
  ['在 2CH3CH2OH + O2 = 2CH3CHO + 2H2O 中，每消耗 1 mol O2 转移电子的物质的量为多少？', 4, 'mayRefuse'],
  [
    choice('在 KClO3 + 6HCl = KCl + 3Cl2↑ + 3H2O 中，被氧化的氯原子与被还原的氯原子的个数之比为（　　）', '1:6', '1:5', '6:1', '5:1'),
    'D',
    'solves',
  ],
  [choice('在 KClO3 + 6HCl = KCl + 3Cl2↑ + 3H2O 中，还原剂与氧化剂的物质的量之比为（　　）', '1:6', '1:5', '6:1', '5:1'), 'D', 'mayRefuse'],
  [
    choice(
      '在 3Cu + 8HNO3 = 3Cu(NO3)2 + 2NO↑ + 4H2O 中，被还原的 HNO3 与参加反应的 HNO3 的物质的量之比为（　　）',
      '1:4',
      '1:3',
      '3:8',
      '2:3',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2，${S}`,
      '1 mol Na2O2 参加反应转移 2 mol 电子',
      '每生成 1 mol O2 转移 4 mol 电子',
      '0.5 mol Na2O2 被消耗时转移 1 mol 电子',
      '每生成 16 g O2 转移 1 mol 电子',
    ),
    'D',
    'solves',
  ],
];

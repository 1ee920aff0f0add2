import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Look-alikes of the redox kinds of decision 0132, one detail away from the probes: the same element both oxidised
 * and reduced (歧化, 归中), wrong electron counts, a substance that is not in the equation, unbalanced equations,
 * a part of a reagent acting (「只作氧化剂」 of HNO3), ionic equations asked a basic type, two equations in one stem,
 * water acting twice. null: some option is not decided by the textbook, so the question must be refused.
 */
const S = '下列说法正确的是（　　）';
const W = '下列说法错误的是（　　）';
export const ROUND25_HUNT: Lookalike[] = [
  // 歧化: a species both oxidant and reductant, plain 「是氧化剂」 not decided
  [
    choice(
      `关于反应 Cl2 + 2NaOH = NaCl + NaClO + H2O，${S}`,
      'Cl2 是氧化剂',
      'NaOH 是还原剂',
      'NaCl 是氧化产物',
      '每消耗 1 mol Cl2 转移 2 mol 电子',
    ),
    null,
    'refuses',
  ],
  [
    choice(`关于反应 3NO2 + H2O = 2HNO3 + NO，${S}`, '每消耗 3 mol NO2 转移 2 mol 电子', 'H2O 是还原剂', 'NO 是氧化产物', 'NO2 只作还原剂'),
    'A',
    'solves',
  ],
  // a product not in the equation
  [
    choice(
      `关于反应 Cu + 2H2SO4(浓) = CuSO4 + SO2↑ + 2H2O，${S}`,
      'H2 是还原产物',
      'Cu 是氧化剂',
      'CuSO4 是还原产物',
      '每生成 1 mol SO2 转移 4 mol 电子',
    ),
    null,
    'refuses',
  ],
  // unbalanced equations given
  [
    choice(`关于反应 MnO2 + 2HCl = MnCl2 + Cl2↑ + H2O，${S}`, 'MnO2 是还原剂', 'Cl2 是氧化产物', 'HCl 是氧化剂', 'MnCl2 是氧化产物'),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 2KMnO4 + 10HCl = 2KCl + 2MnCl2 + 5Cl2↑ + 8H2O，${S}`,
      'KMnO4 是还原剂',
      'Cl2 是氧化产物',
      'HCl 是氧化剂',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  // part of a reagent acting: 「只作」 not decided
  [
    choice(
      `关于反应 Cu + 4HNO3(浓) = Cu(NO3)2 + 2NO2↑ + 2H2O，${S}`,
      'HNO3 只作氧化剂',
      'Cu 是氧化剂',
      'NO2 是氧化产物',
      'Cu(NO3)2 是还原产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(`关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`, 'HCl 只作还原剂', 'MnO2 是还原剂', 'Cl2 是还原产物', 'MnCl2 是氧化产物'),
    null,
    'refuses',
  ],
  // peroxides
  [
    choice(`关于反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2，${S}`, 'Na2O2 是氧化剂', 'CO2 是还原剂', 'O2 是还原产物', 'Na2CO3 是氧化产物'),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 2Na2O2 + 2CO2 = 2Na2CO3 + O2，${S}`,
      'Na2O2 既是氧化剂又是还原剂',
      'CO2 是还原剂',
      '每生成 1 mol O2 转移 4 mol 电子',
      'Na2CO3 是氧化产物',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2Na2O2 + 2H2O = 4NaOH + O2↑，${S}`,
      'H2O 既不是氧化剂也不是还原剂',
      'Na2O2 只作还原剂',
      'O2 是还原产物',
      '每生成 1 mol O2 转移 4 mol 电子',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2H2O2 = 2H2O + O2↑，${S}`,
      'H2O2 既是氧化剂又是还原剂',
      'O2 是还原产物',
      'H2O 是氧化产物',
      '每生成 1 mol O2 转移 4 mol 电子',
    ),
    'A',
    'solves',
  ],
  // strength comparisons
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '氧化性：Cl2 > MnO2',
      '还原性：HCl > MnCl2',
      'MnO2 被氧化',
      'HCl 全部作还原剂',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '氧化性：Cl2 > MnO2',
      '还原性：HCl > MnCl2',
      'MnO2 被氧化',
      'Cl2 是还原产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '氧化性：MnO2 > HCl',
      'MnO2 被氧化',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  // basic types of an ionic equation, 复分解
  [choice(`关于反应 Fe + Cu²⁺ = Fe²⁺ + Cu，${S}`, '该反应属于置换反应', 'Fe 是氧化剂', 'Cu 是氧化产物', 'Cu²⁺ 被氧化'), null, 'refuses'],
  [
    choice(`关于反应 NaOH + HCl = NaCl + H2O，${S}`, '该反应属于复分解反应', '该反应是氧化还原反应', 'HCl 是氧化剂', 'NaOH 是还原剂'),
    null,
    'refuses',
  ],
  // two equations in the stem
  [
    choice(
      `已知反应：① 2FeCl3 + 2KI = 2FeCl2 + 2KCl + I2；② 2FeCl2 + Cl2 = 2FeCl3，${S}`,
      '氧化性：Cl2 > FeCl3',
      'KI 是氧化剂',
      'I2 是还原产物',
      'Cl2 是还原剂',
    ),
    null,
    'refuses',
  ],
  // electrons: by mass, a part (被氧化), a reactant named as produced, right counts in N_A
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每生成 71 g Cl2 转移 2 mol 电子',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每生成 7.1 g Cl2 转移 0.1 mol 电子',
      'MnO2 被还原',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每生成 22.4 L Cl2 转移 2 mol 电子',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每有 1 mol HCl 被氧化，转移 1 mol 电子',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每生成 1 mol MnO2 转移 2 mol 电子',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每生成 1 mol Cl2 转移 2N_A 个电子',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${W}`,
      '消耗 4 mol HCl 转移 2 mol 电子',
      'MnO2 是氧化剂',
      'Cl2 是氧化产物',
      'MnCl2 是氧化产物',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      `关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`,
      '每生成 1 mol Cl2 消耗 4 mol HCl',
      'MnO2 是还原剂',
      'Cl2 是还原产物',
      'MnCl2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 Cu + 4HNO3(浓) = Cu(NO3)2 + 2NO2↑ + 2H2O，${S}`,
      '每消耗 0.5 mol Cu 转移 1 mol 电子',
      'Cu 是氧化剂',
      'NO2 是氧化产物',
      'Cu(NO3)2 是还原产物',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 3Cu + 8HNO3(稀) = 3Cu(NO3)2 + 2NO↑ + 4H2O，${S}`,
      '生成 1 mol NO 时，转移电子数为 3N_A',
      'Cu 是氧化剂',
      'NO 是氧化产物',
      'HNO3 被氧化',
    ),
    'A',
    'solves',
  ],
  // 归中 and several products
  [
    choice(`关于反应 2H2S + SO2 = 3S↓ + 2H2O，${S}`, '氧化产物与还原产物的质量之比为 2:1', 'H2S 被还原', 'SO2 是还原剂', 'H2O 是氧化产物'),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 2KMnO4 = K2MnO4 + MnO2 + O2↑，${S}`,
      '氧化产物与还原产物的物质的量之比为 1:2',
      'KMnO4 只作氧化剂',
      'O2 是还原产物',
      'MnO2 是氧化产物',
    ),
    null,
    'refuses',
  ],
  [
    choice(`关于反应 KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O，${S}`, 'Cl2 是氧化产物', 'KClO3 是还原剂', 'KCl 是还原产物', 'HCl 是氧化剂'),
    null,
    'refuses',
  ],
  [
    choice(
      `关于反应 KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O，${S}`,
      'KCl 既不是氧化产物也不是还原产物',
      '每生成 3 mol Cl2 转移 6 mol 电子',
      'KClO3 是还原剂',
      '氧化剂与还原剂的物质的量之比为 1:6',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 5NH4NO3 = 4N2↑ + 2HNO3 + 9H2O，${S}`,
      '每生成 4 mol N2 转移 15 mol 电子',
      'HNO3 是氧化产物',
      'N2 只是氧化产物',
      'H2O 是还原产物',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      `关于反应 3Cl2 + 6KOH = 5KCl + KClO3 + 3H2O，${S}`,
      '被氧化的氯与被还原的氯的物质的量之比为 1:5',
      'KCl 是氧化产物',
      'KOH 是氧化剂',
      'KClO3 是还原产物',
    ),
    null,
    'refuses',
  ],
  [
    choice('在 3Cl2 + 6KOH = 5KCl + KClO3 + 3H2O 中，被氧化的氯原子与被还原的氯原子的个数之比为（　　）', '1:5', '5:1', '1:1', '3:1'),
    'A',
    'solves',
  ],
  [
    choice('在反应 3S + 6KOH = 2K2S + K2SO3 + 3H2O 中，被还原的硫与被氧化的硫的质量之比为（　　）', '2:1', '1:2', '1:1', '3:2'),
    'A',
    'solves',
  ],
  [
    choice('在 5NH4NO3 = 4N2↑ + 2HNO3 + 9H2O 中，被氧化的氮原子与被还原的氮原子的个数之比为（　　）', '5:3', '3:5', '5:4', '1:1'),
    'A',
    'solves',
  ],
  [choice('在 2H2S + SO2 = 3S + 2H2O 中，氧化产物与还原产物的质量之比为（　　）', '1:2', '2:1', '1:1', '3:2'), 'B', 'solves'],
  [
    choice('在 KClO3 + 6HCl(浓) = KCl + 3Cl2↑ + 3H2O 中，氧化剂与还原剂的物质的量之比为（　　）', '1:6', '6:1', '5:1', '1:5'),
    'D',
    'solves',
  ],
  // states not read: FeS2, Fe3O4
  [
    choice(`关于反应 4FeS2 + 11O2 = 2Fe2O3 + 8SO2，${S}`, 'FeS2 只作还原剂', 'O2 是还原剂', 'SO2 只是还原产物', 'Fe2O3 是还原产物'),
    null,
    'refuses',
  ],
  [
    choice(
      '下列反应中，水作氧化剂的是（　　）',
      '3Fe + 4H2O(g) = Fe3O4 + 4H2',
      'Cl2 + H2O = HCl + HClO',
      'CaO + H2O = Ca(OH)2',
      '2F2 + 2H2O = 4HF + O2',
    ),
    null,
    'refuses',
  ],
  // an element as the subject
  [
    choice(`关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，${S}`, '氯元素被氧化', 'MnO2 是还原剂', 'Cl2 是还原产物', 'MnCl2 是氧化产物'),
    null,
    'refuses',
  ],
  // two options fit a single-choice ask
  [
    choice(`关于反应 Cl2 + H2O = HCl + HClO，${W}`, 'H2O 是还原剂', 'HCl 是氧化产物', 'HClO 是氧化产物', 'Cl2 既是氧化剂又是还原剂'),
    null,
    'refuses',
  ],
  // Cu2O 歧化 in acid
  [
    choice(
      `关于反应 Cu2O + 2H⁺ = Cu + Cu²⁺ + H2O，${S}`,
      'Cu2O 既是氧化剂又是还原剂',
      'Cu 是氧化产物',
      '每生成 1 mol Cu 转移 2 mol 电子',
      'H⁺ 是氧化剂',
    ),
    'A',
    'solves',
  ],
  [
    choice(`关于反应 2H2S + SO2 = 3S + 2H2O，${S}`, 'H2S 被还原', 'SO2 发生还原反应', 'S 只是氧化产物', '每生成 3 mol S 转移 6 mol 电子'),
    'B',
    'solves',
  ],
  // water in several equations
  [
    choice(
      '下列反应中，水作氧化剂的是（　　）',
      '2H2O = 2H2↑ + O2↑',
      '2Na + 2H2O = 2NaOH + H2↑',
      'Cl2 + H2O = HCl + HClO',
      '2F2 + 2H2O = 4HF + O2',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '下列反应中，水既作氧化剂又作还原剂的是（　　）',
      '2H2O =通电= 2H2↑ + O2↑',
      '2Na + 2H2O = 2NaOH + H2↑',
      '2F2 + 2H2O = 4HF + O2',
      'Cl2 + H2O = HCl + HClO',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '下列反应中，水作氧化剂的是（　　）',
      '2Na + H2O = 2NaOH + H2↑',
      '2F2 + 2H2O = 4HF + O2',
      'Cl2 + H2O = HCl + HClO',
      'CaO + H2O = Ca(OH)2',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '下列反应中，不属于氧化还原反应的是（　　）',
      'Fe + CuSO4 = FeSO4 + Cu',
      '2Na + 2H2O = 2NaOH + H2↑',
      'NaOH + HCl = NaCl + H2O',
      'Cl2 + H2O = HCl + HClO',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '下列反应中，属于置换反应但不属于氧化还原反应的是（　　）',
      'Fe + CuSO4 = FeSO4 + Cu',
      '2Na + 2H2O = 2NaOH + H2↑',
      'NaOH + HCl = NaCl + H2O',
      'Cl2 + H2O = HCl + HClO',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '下列反应中，属于化合反应的是（　　）',
      '2Fe + 3Cl2 = 2FeCl3',
      'CaCO3 = CaO + CO2↑',
      'Zn + H2SO4 = ZnSO4 + H2↑',
      'NaOH + HCl = NaCl + H2O',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '下列反应中，属于氧化还原反应的是（　　）',
      '2Na2O2 + 2CO2 = 2Na2CO3 + O2',
      'Fe + CuSO4 = FeSO4 + Cu',
      'NaOH + HCl = NaCl + H2O',
      'CaO + H2O = Ca(OH)2',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      '下列反应中，H2O 只作氧化剂的是（　　）',
      'C + H2O = CO + H2',
      '2F2 + 2H2O = 4HF + O2',
      'Cl2 + H2O = HCl + HClO',
      '2Na2O2 + 2H2O = 4NaOH + O2↑',
    ),
    'A',
    'solves',
  ],
  // the question number no longer read as a given: c = 1000ρw/M with an exam number, a dilution, a number left over
  [
    choice(
      '5．密度为 1.19 g/cm³、质量分数为 36.5% 的盐酸，HCl 的物质的量浓度为（　　）',
      '11.9 mol/L',
      '1.19 mol/L',
      '36.5 mol/L',
      '5.95 mol/L',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '6．市售浓硫酸的密度为 1.84 g/cm³，质量分数为 98%，取 10 mL 该浓硫酸稀释到 100 mL，所得稀硫酸的物质的量浓度为（　　）',
      '18.4 mol/L',
      '1.84 mol/L',
      '0.184 mol/L',
      '9.2 mol/L',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      '（3分）7. 某硝酸的密度为 1.4 g/cm³，质量分数为 63%，则其物质的量浓度为（　　）',
      '14 mol/L',
      '1.4 mol/L',
      '6.3 mol/L',
      '7 mol/L',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '8．某 NaOH 溶液的密度为 1.2 g/cm³，质量分数为 20%，该溶液 200 mL 中 NaOH 的物质的量浓度为（　　）',
      '6 mol/L',
      '1.2 mol/L',
      '0.6 mol/L',
      '12 mol/L',
    ),
    'A',
    'mayRefuse',
  ],
];

/**
 * Ionic equations as 必修第一册/第二册 and 选择性必修1 write them, each with the substances a question may name
 * for it and the conditions it holds under. An option is judged right only when it is one of these after
 * normalisation (same species, same smallest coefficients) and its description fits the conditions.
 */
export type Amount = '少量' | '过量';

export interface TextbookIonicEquation {
  /** The equation in plain text, as findEquation reads it. */
  equation: string;
  /** Formulas of the substances a description may name for this reaction (water is always allowed). */
  reagents: string[];
  /** The amount the description must state for one of these reagents (the other amount gives another equation). */
  when?: { amount: Amount; of: string[] };
  /** 稀 or 浓 the description must state for this reagent. */
  strength?: { is: '稀' | '浓'; of: string };
  /** A word the option must carry (an electrolysis, a heated mixture). */
  needs?: RegExp;
  /** Words under which another equation holds (heated, a saturated solution): the entry then does not fit. */
  unless?: RegExp;
  /** Hydrolysis is reversible and must be written with ⇌; others may be written either way. */
  arrow: 'reversible' | 'either' | 'one-way';
}

/** Heated: Cl2 with a base gives ClO3⁻, and NH3·H2O leaves as NH3. */
export const HEATED = /加热|共热|微热|热的|煮沸|△|Δ|∆/;
const ACIDS = ['HCl', 'HNO3', 'H2SO4'];
const STRONG_BASES = ['NaOH', 'KOH'];
const ALUMINATE = ['[Al(OH)4]^{-}', 'AlO2^{-}'] as const;

// biome-ignore format: a lookup table reads best packed, one reaction a line
export const TEXTBOOK_IONIC_EQUATIONS: TextbookIonicEquation[] = [
  // 酸、碱、盐在水中的反应
  { equation: 'H^{+} + OH^{-} = H2O', reagents: [...ACIDS, ...STRONG_BASES, 'NaHSO4', 'KHSO4'], arrow: 'one-way' },
  { equation: '2H^{+} + CO3^{2-} = H2O + CO2', reagents: [...ACIDS, 'NaHSO4', 'Na2CO3', 'K2CO3'], when: { amount: '过量', of: [...ACIDS, 'NaHSO4'] }, arrow: 'one-way' },
  { equation: 'H^{+} + CO3^{2-} = HCO3^{-}', reagents: [...ACIDS, 'NaHSO4', 'Na2CO3', 'K2CO3'], when: { amount: '少量', of: [...ACIDS, 'NaHSO4'] }, arrow: 'one-way' },
  { equation: 'HCO3^{-} + H^{+} = H2O + CO2', reagents: [...ACIDS, 'NaHSO4', 'NaHCO3', 'KHCO3'], arrow: 'one-way' },
  { equation: 'CaCO3 + 2H^{+} = Ca^{2+} + H2O + CO2', reagents: ['CaCO3', 'HCl', 'HNO3'], arrow: 'one-way' },
  { equation: 'HCO3^{-} + OH^{-} = CO3^{2-} + H2O', reagents: ['NaHCO3', 'KHCO3', ...STRONG_BASES], arrow: 'one-way' },
  { equation: 'Ag^{+} + Cl^{-} = AgCl', reagents: ['AgNO3', 'NaCl', 'KCl', 'HCl', 'MgCl2', 'CaCl2', 'BaCl2', 'NH4Cl'], arrow: 'one-way' },
  { equation: 'Ba^{2+} + SO4^{2-} = BaSO4', reagents: ['BaCl2', 'Ba(NO3)2', 'Na2SO4', 'K2SO4', 'H2SO4', 'CuSO4', 'MgSO4'], arrow: 'one-way' },
  { equation: 'Ba^{2+} + CO3^{2-} = BaCO3', reagents: ['BaCl2', 'Ba(NO3)2', 'Na2CO3', 'K2CO3'], arrow: 'one-way' },
  { equation: 'Ca^{2+} + CO3^{2-} = CaCO3', reagents: ['CaCl2', 'Ca(NO3)2', 'Na2CO3', 'K2CO3'], arrow: 'one-way' },
  { equation: 'Ba^{2+} + 2OH^{-} + 2H^{+} + SO4^{2-} = BaSO4 + 2H2O', reagents: ['Ba(OH)2', 'H2SO4'], arrow: 'one-way' },
  { equation: 'Cu^{2+} + 2OH^{-} = Cu(OH)2', reagents: ['CuSO4', 'CuCl2', 'Cu(NO3)2', ...STRONG_BASES], arrow: 'one-way' },
  { equation: 'Fe^{3+} + 3OH^{-} = Fe(OH)3', reagents: ['FeCl3', 'Fe2(SO4)3', 'Fe(NO3)3', ...STRONG_BASES], arrow: 'one-way' },
  { equation: 'Mg^{2+} + 2OH^{-} = Mg(OH)2', reagents: ['MgCl2', 'MgSO4', 'Mg(NO3)2', ...STRONG_BASES], arrow: 'one-way' },
  { equation: 'Al^{3+} + 3NH3·H2O = Al(OH)3 + 3NH4^{+}', reagents: ['AlCl3', 'Al2(SO4)3', 'Al(NO3)3', 'NH3·H2O'], arrow: 'one-way' },
  { equation: 'CH3COOH + OH^{-} = CH3COO^{-} + H2O', reagents: ['CH3COOH', ...STRONG_BASES], arrow: 'one-way' },
  { equation: 'NH3·H2O + H^{+} = NH4^{+} + H2O', reagents: ['NH3·H2O', ...ACIDS], arrow: 'one-way' },
  { equation: 'NH4^{+} + OH^{-} = NH3 + H2O', reagents: ['NH4Cl', 'NH4NO3', '(NH4)2SO4', ...STRONG_BASES], needs: /加热|△|Δ|∆/, arrow: 'one-way' },
  { equation: 'Fe2O3 + 6H^{+} = 2Fe^{3+} + 3H2O', reagents: ['Fe2O3', ...ACIDS], arrow: 'one-way' },
  { equation: 'CuO + 2H^{+} = Cu^{2+} + H2O', reagents: ['CuO', ...ACIDS], arrow: 'one-way' },
  { equation: 'MgO + 2H^{+} = Mg^{2+} + H2O', reagents: ['MgO', ...ACIDS], arrow: 'one-way' },
  { equation: 'Cu(OH)2 + 2H^{+} = Cu^{2+} + 2H2O', reagents: ['Cu(OH)2', ...ACIDS], arrow: 'one-way' },
  { equation: 'Mg(OH)2 + 2H^{+} = Mg^{2+} + 2H2O', reagents: ['Mg(OH)2', ...ACIDS], arrow: 'one-way' },
  { equation: 'Fe(OH)3 + 3H^{+} = Fe^{3+} + 3H2O', reagents: ['Fe(OH)3', ...ACIDS], arrow: 'one-way' },
  { equation: 'SiO3^{2-} + 2H^{+} = H2SiO3', reagents: ['Na2SiO3', ...ACIDS], arrow: 'one-way' },
  { equation: 'SiO2 + 2OH^{-} = SiO3^{2-} + H2O', reagents: ['SiO2', ...STRONG_BASES], arrow: 'one-way' },
  // 金属与酸、盐
  { equation: 'Fe + 2H^{+} = Fe^{2+} + H2', reagents: ['Fe', 'HCl', 'H2SO4'], arrow: 'one-way' },
  { equation: 'Zn + 2H^{+} = Zn^{2+} + H2', reagents: ['Zn', 'HCl', 'H2SO4'], arrow: 'one-way' },
  { equation: 'Mg + 2H^{+} = Mg^{2+} + H2', reagents: ['Mg', 'HCl', 'H2SO4'], arrow: 'one-way' },
  { equation: '2Al + 6H^{+} = 2Al^{3+} + 3H2', reagents: ['Al', 'HCl', 'H2SO4'], arrow: 'one-way' },
  { equation: 'Fe + Cu^{2+} = Fe^{2+} + Cu', reagents: ['Fe', 'CuSO4', 'CuCl2', 'Cu(NO3)2'], arrow: 'one-way' },
  { equation: 'Zn + Cu^{2+} = Zn^{2+} + Cu', reagents: ['Zn', 'CuSO4', 'CuCl2', 'Cu(NO3)2'], arrow: 'one-way' },
  { equation: 'Cu + 2Ag^{+} = Cu^{2+} + 2Ag', reagents: ['Cu', 'AgNO3'], arrow: 'one-way' },
  { equation: '2Na + 2H2O = 2Na^{+} + 2OH^{-} + H2', reagents: ['Na'], arrow: 'one-way' },
  { equation: '2Na2O2 + 2H2O = 4Na^{+} + 4OH^{-} + O2', reagents: ['Na2O2'], arrow: 'one-way' },
  { equation: 'Na2O + H2O = 2Na^{+} + 2OH^{-}', reagents: ['Na2O'], arrow: 'one-way' },
  // 铝及其化合物（四羟基合铝酸根与偏铝酸根两种写法）
  ...ALUMINATE.flatMap((a) => [
    { equation: a.startsWith('[') ? `2Al + 2OH^{-} + 6H2O = 2${a} + 3H2` : `2Al + 2OH^{-} + 2H2O = 2${a} + 3H2`, reagents: ['Al', ...STRONG_BASES], arrow: 'one-way' as const },
    { equation: a.startsWith('[') ? `Al(OH)3 + OH^{-} = ${a}` : `Al(OH)3 + OH^{-} = ${a} + 2H2O`, reagents: ['Al(OH)3', ...STRONG_BASES], arrow: 'one-way' as const },
    { equation: a.startsWith('[') ? `Al2O3 + 2OH^{-} + 3H2O = 2${a}` : `Al2O3 + 2OH^{-} = 2${a} + H2O`, reagents: ['Al2O3', ...STRONG_BASES], arrow: 'one-way' as const },
    { equation: a.startsWith('[') ? `Al^{3+} + 4OH^{-} = ${a}` : `Al^{3+} + 4OH^{-} = ${a} + 2H2O`, reagents: ['AlCl3', 'Al2(SO4)3', 'Al(NO3)3', ...STRONG_BASES], when: { amount: '过量' as const, of: STRONG_BASES }, arrow: 'one-way' as const },
  ]),
  { equation: 'Al^{3+} + 3OH^{-} = Al(OH)3', reagents: ['AlCl3', 'Al2(SO4)3', 'Al(NO3)3', ...STRONG_BASES], when: { amount: '少量', of: STRONG_BASES }, arrow: 'one-way' },
  { equation: 'Al(OH)3 + 3H^{+} = Al^{3+} + 3H2O', reagents: ['Al(OH)3', ...ACIDS], arrow: 'one-way' },
  { equation: 'Al2O3 + 6H^{+} = 2Al^{3+} + 3H2O', reagents: ['Al2O3', ...ACIDS], arrow: 'one-way' },
  // 铁及其化合物
  { equation: '2Fe^{3+} + Fe = 3Fe^{2+}', reagents: ['FeCl3', 'Fe2(SO4)3', 'Fe'], arrow: 'one-way' },
  { equation: '2Fe^{3+} + Cu = 2Fe^{2+} + Cu^{2+}', reagents: ['FeCl3', 'Fe2(SO4)3', 'Cu'], arrow: 'one-way' },
  { equation: '2Fe^{2+} + Cl2 = 2Fe^{3+} + 2Cl^{-}', reagents: ['FeCl2', 'FeSO4', 'Cl2'], arrow: 'one-way' },
  { equation: '2Fe^{3+} + 2I^{-} = 2Fe^{2+} + I2', reagents: ['FeCl3', 'Fe2(SO4)3', 'KI', 'NaI'], arrow: 'one-way' },
  { equation: 'Fe^{3+} + 3SCN^{-} = Fe(SCN)3', reagents: ['FeCl3', 'Fe2(SO4)3', 'KSCN', 'NH4SCN'], arrow: 'either' },
  { equation: '2Fe^{2+} + H2O2 + 2H^{+} = 2Fe^{3+} + 2H2O', reagents: ['FeCl2', 'FeSO4', 'H2O2', 'HCl', 'H2SO4'], arrow: 'one-way' },
  { equation: 'MnO4^{-} + 5Fe^{2+} + 8H^{+} = Mn^{2+} + 5Fe^{3+} + 4H2O', reagents: ['KMnO4', 'FeSO4', 'H2SO4'], arrow: 'one-way' },
  { equation: '3Fe^{2+} + 4H^{+} + NO3^{-} = 3Fe^{3+} + NO + 2H2O', reagents: ['FeCl2', 'FeSO4', 'HNO3'], strength: { is: '稀', of: 'HNO3' }, arrow: 'one-way' },
  // 氯、硫、氮
  { equation: 'Cl2 + H2O = H^{+} + Cl^{-} + HClO', reagents: ['Cl2'], arrow: 'either' },
  { equation: 'Cl2 + 2OH^{-} = Cl^{-} + ClO^{-} + H2O', reagents: ['Cl2', ...STRONG_BASES], unless: HEATED, arrow: 'one-way' },
  { equation: 'Cl2 + 2Br^{-} = 2Cl^{-} + Br2', reagents: ['Cl2', 'NaBr', 'KBr'], arrow: 'one-way' },
  { equation: 'Cl2 + 2I^{-} = 2Cl^{-} + I2', reagents: ['Cl2', 'NaI', 'KI'], arrow: 'one-way' },
  { equation: 'Br2 + 2I^{-} = 2Br^{-} + I2', reagents: ['Br2', 'NaI', 'KI'], arrow: 'one-way' },
  { equation: 'MnO2 + 4H^{+} + 2Cl^{-} = Mn^{2+} + Cl2 + 2H2O', reagents: ['MnO2', 'HCl'], strength: { is: '浓', of: 'HCl' }, arrow: 'one-way' },
  { equation: 'SO2 + Cl2 + 2H2O = 4H^{+} + SO4^{2-} + 2Cl^{-}', reagents: ['SO2', 'Cl2'], arrow: 'one-way' },
  { equation: 'SO2 + 2OH^{-} = SO3^{2-} + H2O', reagents: ['SO2', ...STRONG_BASES], when: { amount: '少量', of: ['SO2'] }, arrow: 'one-way' },
  { equation: 'SO2 + OH^{-} = HSO3^{-}', reagents: ['SO2', ...STRONG_BASES], when: { amount: '过量', of: ['SO2'] }, arrow: 'one-way' },
  { equation: '2MnO4^{-} + 5SO2 + 2H2O = 2Mn^{2+} + 5SO4^{2-} + 4H^{+}', reagents: ['KMnO4', 'SO2'], arrow: 'one-way' },
  { equation: '3Cu + 8H^{+} + 2NO3^{-} = 3Cu^{2+} + 2NO + 4H2O', reagents: ['Cu', 'HNO3'], strength: { is: '稀', of: 'HNO3' }, arrow: 'one-way' },
  { equation: 'Cu + 4H^{+} + 2NO3^{-} = Cu^{2+} + 2NO2 + 2H2O', reagents: ['Cu', 'HNO3'], strength: { is: '浓', of: 'HNO3' }, arrow: 'one-way' },
  { equation: '3NO2 + H2O = 2H^{+} + 2NO3^{-} + NO', reagents: ['NO2'], arrow: 'one-way' },
  // 二氧化碳与碱、盐（少量/过量）
  { equation: 'CO2 + 2OH^{-} = CO3^{2-} + H2O', reagents: ['CO2', ...STRONG_BASES], when: { amount: '少量', of: ['CO2'] }, arrow: 'one-way' },
  { equation: 'CO2 + OH^{-} = HCO3^{-}', reagents: ['CO2', ...STRONG_BASES, 'Ca(OH)2'], when: { amount: '过量', of: ['CO2'] }, arrow: 'one-way' },
  { equation: 'Ca^{2+} + 2OH^{-} + CO2 = CaCO3 + H2O', reagents: ['CO2', 'Ca(OH)2'], when: { amount: '少量', of: ['CO2'] }, arrow: 'one-way' },
  // A saturated Na2CO3 solution precipitates NaHCO3 instead.
  { equation: 'CO3^{2-} + CO2 + H2O = 2HCO3^{-}', reagents: ['CO2', 'Na2CO3', 'K2CO3'], unless: /饱和/, arrow: 'one-way' },
  { equation: 'Ca^{2+} + HCO3^{-} + OH^{-} = CaCO3 + H2O', reagents: ['Ca(HCO3)2', 'NaOH'], when: { amount: '少量', of: ['NaOH'] }, arrow: 'one-way' },
  { equation: 'Ca^{2+} + 2HCO3^{-} + 2OH^{-} = CaCO3 + CO3^{2-} + 2H2O', reagents: ['Ca(HCO3)2', 'NaOH'], when: { amount: '过量', of: ['NaOH'] }, arrow: 'one-way' },
  { equation: 'HCO3^{-} + OH^{-} = CO3^{2-} + H2O', reagents: ['NH4HCO3', 'NaOH'], when: { amount: '少量', of: ['NaOH'] }, arrow: 'one-way' },
  { equation: 'NH4^{+} + HCO3^{-} + 2OH^{-} = NH3·H2O + CO3^{2-} + H2O', reagents: ['NH4HCO3', 'NaOH'], when: { amount: '过量', of: ['NaOH'] }, unless: HEATED, arrow: 'one-way' },
  // 电解饱和食盐水
  { equation: '2Cl^{-} + 2H2O = 2OH^{-} + H2 + Cl2', reagents: ['NaCl'], needs: /电解|通电/, arrow: 'one-way' },
  // 盐类的水解（单一离子的水解可逆，用 ⇌）
  { equation: 'CO3^{2-} + H2O = HCO3^{-} + OH^{-}', reagents: ['Na2CO3', 'K2CO3'], arrow: 'reversible' },
  { equation: 'HCO3^{-} + H2O = H2CO3 + OH^{-}', reagents: ['NaHCO3', 'KHCO3'], arrow: 'reversible' },
  { equation: 'NH4^{+} + H2O = NH3·H2O + H^{+}', reagents: ['NH4Cl', 'NH4NO3', '(NH4)2SO4'], arrow: 'reversible' },
  { equation: 'CH3COO^{-} + H2O = CH3COOH + OH^{-}', reagents: ['CH3COONa'], arrow: 'reversible' },
  { equation: 'Al^{3+} + 3H2O = Al(OH)3 + 3H^{+}', reagents: ['AlCl3', 'Al2(SO4)3'], arrow: 'reversible' },
  { equation: 'Fe^{3+} + 3H2O = Fe(OH)3 + 3H^{+}', reagents: ['FeCl3', 'Fe2(SO4)3'], arrow: 'reversible' },
];

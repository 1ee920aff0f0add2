import { parseSpecies, type Species } from './formula';
import { sameSpecies } from './mentions';

/**
 * The ions of 离子共存 questions and which of them react in water, as 必修第一册 (离子反应) and 选择性必修1
 * (盐类的水解) teach it. An ion outside this list leaves its option undecided.
 */
// biome-ignore format: a lookup table reads best packed, one ion a line
const IONS: Array<{ key: string; formulas: string[]; color?: string }> = [
  { key: 'H+', formulas: ['H^{+}'] },
  { key: 'NH4+', formulas: ['NH4^{+}'] },
  { key: 'Na+', formulas: ['Na^{+}'] },
  { key: 'K+', formulas: ['K^{+}'] },
  { key: 'Mg2+', formulas: ['Mg^{2+}'] },
  { key: 'Ca2+', formulas: ['Ca^{2+}'] },
  { key: 'Ba2+', formulas: ['Ba^{2+}'] },
  { key: 'Al3+', formulas: ['Al^{3+}'] },
  { key: 'Fe3+', formulas: ['Fe^{3+}'], color: '棕黄色' },
  { key: 'Fe2+', formulas: ['Fe^{2+}'], color: '浅绿色' },
  { key: 'Cu2+', formulas: ['Cu^{2+}'], color: '蓝色' },
  { key: 'Zn2+', formulas: ['Zn^{2+}'] },
  { key: 'Ag+', formulas: ['Ag^{+}'] },
  { key: 'OH-', formulas: ['OH^{-}'] },
  { key: 'Cl-', formulas: ['Cl^{-}'] },
  { key: 'Br-', formulas: ['Br^{-}'] },
  { key: 'I-', formulas: ['I^{-}'] },
  { key: 'F-', formulas: ['F^{-}'] },
  { key: 'NO3-', formulas: ['NO3^{-}'] },
  { key: 'SO42-', formulas: ['SO4^{2-}'] },
  { key: 'SO32-', formulas: ['SO3^{2-}'] },
  { key: 'HSO3-', formulas: ['HSO3^{-}'] },
  { key: 'CO32-', formulas: ['CO3^{2-}'] },
  { key: 'HCO3-', formulas: ['HCO3^{-}'] },
  { key: 'S2-', formulas: ['S^{2-}'] },
  { key: 'HS-', formulas: ['HS^{-}'] },
  { key: 'ClO-', formulas: ['ClO^{-}'] },
  { key: 'CH3COO-', formulas: ['CH3COO^{-}'] },
  // 偏铝酸根 and 四羟基合铝酸根 are the two textbooks' names of one ion.
  { key: 'AlO2-', formulas: ['AlO2^{-}', '[Al(OH)4]^{-}'] },
  { key: 'SiO32-', formulas: ['SiO3^{2-}'] },
  { key: 'PO43-', formulas: ['PO4^{3-}'] },
  { key: 'HPO42-', formulas: ['HPO4^{2-}'] },
  { key: 'H2PO4-', formulas: ['H2PO4^{-}'] },
  { key: 'MnO4-', formulas: ['MnO4^{-}'], color: '紫红色' },
  { key: 'SCN-', formulas: ['SCN^{-}'] },
  { key: 'S2O32-', formulas: ['S2O3^{2-}'] },
  { key: 'Cr2O72-', formulas: ['Cr2O7^{2-}'], color: '橙色' },
];

export type IonKey = string;
export type Why = '生成沉淀' | '生成弱电解质（水、弱酸、弱碱）或气体' | '发生氧化还原反应' | '相互促进水解' | '生成配合物';

/** Pairs that react, with the textbook's reason; both orders are looked up. */
// biome-ignore format: a lookup table reads best packed, one first ion a line
const REACT: Array<[IonKey, IonKey[], Why]> = [
  ['H+', ['OH-', 'CO32-', 'HCO3-', 'SO32-', 'HSO3-', 'S2-', 'HS-', 'ClO-', 'CH3COO-', 'F-', 'PO43-', 'HPO42-', 'H2PO4-'], '生成弱电解质（水、弱酸、弱碱）或气体'],
  ['H+', ['S2O32-'], '发生氧化还原反应'],
  ['H+', ['AlO2-', 'SiO32-'], '生成沉淀'],
  ['OH-', ['NH4+', 'HCO3-', 'HSO3-', 'HS-', 'HPO42-', 'H2PO4-'], '生成弱电解质（水、弱酸、弱碱）或气体'],
  ['OH-', ['Mg2+', 'Al3+', 'Fe3+', 'Fe2+', 'Cu2+', 'Zn2+', 'Ag+'], '生成沉淀'],
  ['Ag+', ['Cl-', 'Br-', 'I-', 'CO32-', 'SO32-', 'S2-', 'HS-', 'PO43-', 'SCN-', 'S2O32-'], '生成沉淀'],
  ['Ba2+', ['SO42-', 'CO32-', 'SO32-', 'PO43-'], '生成沉淀'],
  ['Ca2+', ['CO32-', 'SO32-', 'PO43-', 'F-', 'SiO32-'], '生成沉淀'],
  ['Mg2+', ['PO43-'], '生成沉淀'],
  ['Cu2+', ['CO32-', 'S2-', 'HS-', 'PO43-'], '生成沉淀'],
  ['Fe2+', ['CO32-', 'S2-', 'PO43-'], '生成沉淀'],
  ['Zn2+', ['CO32-', 'S2-', 'PO43-'], '生成沉淀'],
  ['Al3+', ['PO43-'], '生成沉淀'],
  ['Fe3+', ['PO43-'], '生成沉淀'],
  ['Al3+', ['CO32-', 'HCO3-', 'S2-', 'HS-', 'AlO2-', 'ClO-', 'SiO32-'], '相互促进水解'],
  ['Fe3+', ['CO32-', 'HCO3-', 'AlO2-', 'ClO-', 'SiO32-'], '相互促进水解'],
  ['NH4+', ['AlO2-', 'SiO32-'], '相互促进水解'],
  ['AlO2-', ['HCO3-', 'HSO3-'], '生成沉淀'],
  ['Fe3+', ['SCN-'], '生成配合物'],
  ['Fe3+', ['I-', 'S2-', 'HS-', 'SO32-', 'HSO3-', 'S2O32-'], '发生氧化还原反应'],
  ['Cu2+', ['I-'], '发生氧化还原反应'],
  ['ClO-', ['Fe2+', 'I-', 'S2-', 'HS-', 'SO32-', 'HSO3-', 'S2O32-'], '发生氧化还原反应'],
  ['MnO4-', ['Fe2+', 'I-', 'S2-', 'HS-', 'SO32-', 'HSO3-', 'S2O32-'], '发生氧化还原反应'],
];

/** Three ions that react only together: an oxidant that needs acid, H⁺, and a reductant. */
// biome-ignore format: a lookup table reads best packed
const ACID_REDOX: Array<[IonKey, IonKey[]]> = [
  ['NO3-', ['Fe2+', 'I-', 'S2-', 'HS-', 'SO32-', 'HSO3-', 'S2O32-']],
  ['MnO4-', ['Cl-', 'Br-']],
  // Cr2O7²⁻ + H⁺ with Cl⁻ is left out: its potential is below chlorine's, and only concentrated HCl is oxidised
  // (the pair stays unsure below).
  ['Cr2O72-', ['Br-', 'Fe2+', 'I-', 'S2-', 'HS-', 'SO32-', 'HSO3-', 'S2O32-']],
];

/**
 * Pairs whose answer depends on amounts or on which book is followed (slightly soluble CaSO4, Ag2SO4, Ca(OH)2,
 * MgCO3; weak hydrolysis pairs; complexes a paper may or may not count): an option holding one is undecided,
 * unless another pair of it certainly reacts.
 */
// biome-ignore format: a lookup table reads best packed, one first ion a line
const UNSURE: Array<[IonKey, IonKey[]]> = [
  ['Ca2+', ['SO42-', 'OH-', 'HPO42-', 'S2O32-', 'S2-', 'AlO2-', 'H2PO4-']],
  ['Ba2+', ['F-', 'SiO32-', 'HPO42-', 'S2O32-', 'S2-', 'AlO2-', 'H2PO4-', 'Cr2O72-']],
  ['Ag+', ['SO42-', 'CH3COO-', 'HCO3-', 'HSO3-', 'ClO-', 'AlO2-', 'SiO32-', 'HPO42-', 'H2PO4-', 'Fe2+', 'Cr2O72-', 'F-', 'MnO4-']],
  ['Mg2+', ['CO32-', 'SO32-', 'F-', 'S2-', 'HS-', 'AlO2-', 'SiO32-', 'HPO42-', 'H2PO4-', 'ClO-', 'S2O32-']],
  ['Cu2+', ['HCO3-', 'AlO2-', 'SO32-', 'HSO3-', 'SCN-', 'ClO-', 'SiO32-', 'HPO42-', 'H2PO4-', 'S2O32-', 'F-']],
  ['Fe2+', ['HCO3-', 'SO32-', 'HS-', 'AlO2-', 'SiO32-', 'HPO42-', 'H2PO4-', 'S2O32-', 'F-']],
  ['Zn2+', ['HCO3-', 'SO32-', 'HSO3-', 'HS-', 'AlO2-', 'SiO32-', 'HPO42-', 'H2PO4-', 'ClO-', 'S2O32-', 'F-']],
  ['Al3+', ['SO32-', 'HSO3-', 'F-', 'CH3COO-', 'HPO42-', 'H2PO4-', 'S2O32-']],
  ['Fe3+', ['F-', 'CH3COO-', 'HPO42-', 'H2PO4-']],
  ['NH4+', ['ClO-', 'S2-', 'HS-', 'PO43-', 'HPO42-']],
  ['AlO2-', ['HS-', 'HPO42-', 'H2PO4-']],
  ['CO32-', ['HSO3-', 'H2PO4-']],
  ['HCO3-', ['SiO32-', 'HSO3-', 'H2PO4-', 'ClO-', 'S2-']],
  ['SiO32-', ['HSO3-', 'H2PO4-', 'HPO42-', 'HS-']],
  ['PO43-', ['H2PO4-', 'HSO3-']],
  ['S2-', ['HSO3-', 'H2PO4-', 'HPO42-']],
  ['H2PO4-', ['ClO-', 'HS-', 'HSO3-']],
  ['HPO42-', ['HSO3-']],
  ['HS-', ['SO32-', 'HSO3-']],
  ['ClO-', ['Br-', 'SCN-']],
  ['SCN-', ['MnO4-', 'Cr2O72-']],
  ['MnO4-', ['OH-']],
  ['Cr2O72-', ['OH-', 'Cl-', 'Br-', 'Fe2+', 'I-', 'S2-', 'HS-', 'SO32-', 'HSO3-', 'S2O32-']],
  ['MnO4-', ['Cl-', 'Br-']],
  ['HSO3-', ['Ca2+', 'Ba2+']],
  ['OH-', ['Ca2+']],
];

const SPECIES = IONS.flatMap((i) => i.formulas.map((f) => ({ key: i.key, species: parseSpecies(f)! })));

/** The table's key of an ion, or null when the ion is not in the table. */
export function ionKey(ion: Species): IonKey | null {
  return SPECIES.find((s) => sameSpecies(s.species, ion))?.key ?? null;
}

/** Ions that are wholly ionised in water into two of the table's ions (必修第一册: NaHSO4 = Na⁺ + H⁺ + SO4²⁻). */
const SPLIT_IN_WATER = [{ species: parseSpecies('HSO4^{-}')!, keys: ['H+', 'SO42-'] }];

/** The ions an ion stands for in water: its own key, or the pieces of one that ionises fully; null when unknown. */
export function ionKeysInWater(ion: Species): IonKey[] | null {
  const key = ionKey(ion);
  if (key) return [key];
  return SPLIT_IN_WATER.find((s) => sameSpecies(s.species, ion))?.keys ?? null;
}

/** The colour of an ion's solution, when it has one. */
export function ionColor(key: IonKey): string | undefined {
  return IONS.find((i) => i.key === key)?.color;
}

/** The textbook formula of an ion as LaTeX, e.g. SO_4^{2-}. */
export function ionLatex(key: IonKey): string {
  const f = IONS.find((i) => i.key === key)!.formulas[0];
  return `\\mathrm{${f.replace(/(\d+)(?=[^{}]*\^)/g, '_{$1}')}}`;
}

const inPair = (a: IonKey, b: IonKey, first: IonKey, rest: IonKey[]) =>
  (a === first && rest.includes(b)) || (b === first && rest.includes(a));

/** What two ions do together: react (with why), unsure, or nothing. */
export function pairVerdict(a: IonKey, b: IonKey): { react: Why } | 'unsure' | 'none' {
  const hit = REACT.find(([first, rest]) => inPair(a, b, first, rest));
  if (hit) return { react: hit[2] };
  if (UNSURE.some(([first, rest]) => inPair(a, b, first, rest))) return 'unsure';
  return 'none';
}

/** Three ions whose reaction together depends on concentration (dilute HNO3 and Br⁻). */
export function acidRedoxUnsure(keys: IonKey[]): boolean {
  return keys.includes('H+') && keys.includes('NO3-') && keys.includes('Br-');
}

/** The reductant that, with H⁺, reacts with this acid-needing oxidant, if the set holds all three. */
export function acidRedox(keys: IonKey[]): [IonKey, IonKey] | null {
  if (!keys.includes('H+')) return null;
  for (const [oxidant, reductants] of ACID_REDOX) {
    const r = keys.includes(oxidant) ? reductants.find((x) => keys.includes(x)) : undefined;
    if (r) return [oxidant, r];
  }
  return null;
}

/** Every key of the table (for tests that read the table back). */
export const ION_KEYS: IonKey[] = IONS.map((i) => i.key);

/** Chinese names of common substances → formula. Longer names are matched first. */
// biome-ignore format: a lookup table reads best packed, several entries a line
const NAMES: Record<string, string> = {
  水: 'H2O', 过氧化氢: 'H2O2', 双氧水: 'H2O2', 氧气: 'O2', 氢气: 'H2', 氮气: 'N2', 氯气: 'Cl2', 臭氧: 'O3',
  氦气: 'He', 氨气: 'NH3', 氨: 'NH3', 甲烷: 'CH4', 乙醇: 'C2H5OH', 酒精: 'C2H5OH', 乙酸: 'CH3COOH',
  醋酸: 'CH3COOH', 葡萄糖: 'C6H12O6', 蔗糖: 'C12H22O11', 尿素: 'CO(NH2)2', 二氧化碳: 'CO2',
  一氧化碳: 'CO', 二氧化硫: 'SO2', 三氧化硫: 'SO3', 二氧化氮: 'NO2', 一氧化氮: 'NO', 硫化氢: 'H2S',
  氯化氢: 'HCl', 盐酸: 'HCl', 硫酸: 'H2SO4', 硝酸: 'HNO3', 碳酸: 'H2CO3', 磷酸: 'H3PO4',
  氢氧化钠: 'NaOH', 烧碱: 'NaOH', 火碱: 'NaOH', 苛性钠: 'NaOH', 氢氧化钾: 'KOH', 氢氧化钙: 'Ca(OH)2',
  熟石灰: 'Ca(OH)2', 消石灰: 'Ca(OH)2', 氢氧化铜: 'Cu(OH)2', 氢氧化铁: 'Fe(OH)3', 氢氧化镁: 'Mg(OH)2',
  氢氧化铝: 'Al(OH)3', 氯化钠: 'NaCl', 食盐: 'NaCl', 氯化钾: 'KCl', 氯化钙: 'CaCl2', 氯化镁: 'MgCl2',
  氯化铝: 'AlCl3', 氯化铁: 'FeCl3', 氯化亚铁: 'FeCl2', 氯化铜: 'CuCl2', 氯化锌: 'ZnCl2', 氯化钡: 'BaCl2',
  氯化银: 'AgCl', 氯化铵: 'NH4Cl', 碳酸钙: 'CaCO3', 石灰石: 'CaCO3', 大理石: 'CaCO3', 碳酸钠: 'Na2CO3',
  纯碱: 'Na2CO3', 苏打: 'Na2CO3', 碳酸氢钠: 'NaHCO3', 小苏打: 'NaHCO3', 碳酸钾: 'K2CO3',
  高锰酸钾: 'KMnO4', 锰酸钾: 'K2MnO4', 二氧化锰: 'MnO2', 氯酸钾: 'KClO3', 硝酸钾: 'KNO3',
  硝酸银: 'AgNO3', 硝酸铵: 'NH4NO3', 硫酸铜: 'CuSO4', 胆矾: 'CuSO4·5H2O', 硫酸亚铁: 'FeSO4',
  硫酸铁: 'Fe2(SO4)3', 硫酸锌: 'ZnSO4', 硫酸镁: 'MgSO4', 硫酸钠: 'Na2SO4', 硫酸钡: 'BaSO4',
  硫酸铝: 'Al2(SO4)3', 氧化钙: 'CaO', 生石灰: 'CaO', 氧化镁: 'MgO', 氧化铜: 'CuO', 氧化铁: 'Fe2O3',
  四氧化三铁: 'Fe3O4', 氧化铝: 'Al2O3', 氧化汞: 'HgO', 氧化钠: 'Na2O', 过氧化钠: 'Na2O2',
  五氧化二磷: 'P2O5', 二氧化硅: 'SiO2', 铁: 'Fe', 铜: 'Cu', 锌: 'Zn', 镁: 'Mg', 铝: 'Al', 钠: 'Na',
  钾: 'K', 钙: 'Ca', 银: 'Ag', 金: 'Au', 汞: 'Hg', 碳: 'C', 硫: 'S', 磷: 'P', 红磷: 'P', 白磷: 'P',
  木炭: 'C', 硅: 'Si', 四氯化碳: 'CCl4', 二硫化碳: 'CS2', 三氯甲烷: 'CHCl3', 氯仿: 'CHCl3',
  氟化氢: 'HF',
};

const SORTED = Object.keys(NAMES).sort((a, b) => b.length - a.length);

export interface NameMention {
  formula: string;
  name: string;
  index: number;
}

/** Every substance named in the text, longest names first, without overlaps, in text order. */
export function findNamedSubstances(text: string): NameMention[] {
  const taken: boolean[] = [];
  const found: NameMention[] = [];
  for (const name of SORTED) {
    let from = 0;
    for (;;) {
      const index = text.indexOf(name, from);
      if (index < 0) break;
      from = index + name.length;
      if ([...Array(name.length).keys()].some((k) => taken[index + k])) continue;
      if (name.length === 1 && insideCompoundName(text, index)) continue;
      if (name.endsWith('酸') && SALT_NEXT.test(text[index + name.length] ?? '')) continue;
      for (let k = 0; k < name.length; k++) taken[index + k] = true;
      found.push({ formula: NAMES[name], name, index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** After an acid's name, a cation or 氢 names its salt: 硫酸铵, 碳酸氢铵, 硝酸钠 are not the acid. */
const SALT_NEXT = /[铵钠钾钙镁铝铁铜锌银钡锰汞铅锂亚氢根盐酐]/;

/** "四氯化碳", "硫化钠", "碳酸氢铵", "硝酸钠": a one-character element name joined to 化 or 酸 names a compound not in the table. */
function insideCompoundName(text: string, index: number): boolean {
  return /[化酸]/.test(text[index - 1] ?? '') || /[化酸]/.test(text[index + 1] ?? '');
}

/** The formula of a substance named exactly by `name` in the table, or undefined. */
export function formulaOfName(name: string): string | undefined {
  return Object.hasOwn(NAMES, name) ? NAMES[name] : undefined;
}

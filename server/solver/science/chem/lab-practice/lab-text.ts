import { plainOption } from '../substance-facts/reader';

/**
 * Misreadings that scans of experiment text share (入 read as 人 after a verb, 锥 as 雉), and the ways papers write
 * one thing (焰色反应/焰色试验, ～ and - in 「2～3次」): folded so that the practice table keeps one wording.
 */
const FOLDS: Array<[RegExp, string]> = [
  [/(加|通|放|伸|注|倒|滴|插|流|进|装)人/g, '$1入'],
  // a line break inside a table cell's array leaves its indent behind
  [/\\quad/g, ''],
  [/雉形/g, '锥形'],
  [/焰色反应/g, '焰色试验'],
  [/[：:]/g, ','],
  [/[（(]([^（()）]*)[)）]/g, '($1)'],
];

/** An option or a table cell as the practice table reads it: plain, one punctuation, common misreadings folded. */
export function labText(text: string): string {
  // 「2～3次」: the range mark is folded before plainOption, which reads ~ as a LaTeX space.
  const ranged = text.replace(/(\d)\s*[～~—-]\s*(\d)\s*次/g, '$1至$2次');
  let t = plainOption(ranged.replace(/\\begin\{array\}\{[^}]*\}|\\end\{array\}|\\\\/g, ''));
  for (const [from, to] of FOLDS) t = t.replace(from, to);
  return t.replace(/,+/g, ',');
}

/**
 * Names of the substances the experiments use, each row the first name followed by how papers also write it (after
 * plainOption: formulas as typed, ions as 「NH4^{+}」). `{氨气}` in a practice's wording stands for any of the row.
 */
// biome-ignore format: a lookup table reads best packed, one substance a line
const ROWS: string[][] = [
  ['氨气', 'NH3', '氨'], ['氯化铵', 'NH4Cl'], ['氢氧化钙', 'Ca(OH)2', '熟石灰', '消石灰'], ['二氧化氮', 'NO2'],
  ['一氧化氮', 'NO'], ['浓硝酸', '浓HNO3'], ['稀硝酸', '稀HNO3'], ['硫化氢', 'H2S'], ['硫化钠', 'Na2S'],
  ['浓硫酸', '浓H2SO4'], ['稀硫酸', '稀H2SO4'], ['氧气', 'O2'], ['氯酸钾', 'KClO3'], ['二氧化锰', 'MnO2'],
  ['高锰酸钾', 'KMnO4'], ['氢气', 'H2'], ['氯气', 'Cl2'], ['浓盐酸', '浓HCl'], ['稀盐酸', '稀HCl'], ['盐酸', 'HCl溶液'],
  ['二氧化硫', 'SO2'], ['二氧化碳', 'CO2'], ['亚硫酸钠', 'Na2SO3'], ['铜', 'Cu'], ['锌', 'Zn'], ['铁', 'Fe'],
  ['铝', 'Al'], ['镁', 'Mg'], ['硫酸铜', 'CuSO4'], ['氯化氢', 'HCl'], ['氢氧化钠', 'NaOH'], ['碳酸钠', 'Na2CO3'],
  ['碳酸氢钠', 'NaHCO3'], ['氯化铁', 'FeCl3'], ['氯化亚铁', 'FeCl2'], ['氯化钡', 'BaCl2'], ['硝酸钡', 'Ba(NO3)2'],
  ['硝酸银', 'AgNO3'], ['硫氰化钾', 'KSCN'], ['过氧化氢', 'H2O2', '双氧水'], ['四氯化碳', 'CCl4'], ['碘', 'I2', '碘单质'],
  ['乙烯', 'C2H4'], ['甲烷', 'CH4'], ['乙烷', 'C2H6'], ['乙酸', 'CH3COOH', '醋酸'], ['乙醇', '酒精', 'C2H5OH'],
  ['乙酸乙酯', 'CH3COOC2H5'], ['碳酸钙', 'CaCO3'], ['次氯酸', 'HClO'], ['硫代硫酸钠', 'Na2S2O3'], ['氯化钠', 'NaCl'],
  ['铵根', 'NH4^{+}'], ['硫酸根', 'SO4^{2-}'], ['氯离子', 'Cl^{-}'], ['铁离子', 'Fe^{3+}'], ['亚铁离子', 'Fe^{2+}'],
  ['钠离子', 'Na^{+}'], ['钾离子', 'K^{+}'], ['一氧化碳', 'CO'], ['氮气', 'N2'],
];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALTERNATIVES = new Map(
  ROWS.map((row) => [
    row[0],
    `(?:${[...row]
      .sort((a, b) => b.length - a.length)
      .map(literal)
      .join('|')})`,
  ]),
);

/** A wording of the practice table as an anchored pattern: `{名称}` expanded to every way of writing the substance. */
export function wordingPattern(wording: string): string {
  return wording.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const alt = ALTERNATIVES.get(name);
    if (!alt) throw new Error(`lab practice: no substance row for ${name}`);
    return alt;
  });
}

import type { ElementData } from './periodic-table';

/**
 * What the water solution of a hydride or of a binary compound is (人教版 必修第一册 物质的分类, 必修第二册 第五章,
 * 选择性必修1 盐类的水解). Only compounds whose every member of the pair behaves alike are recorded: Na with O gives
 * Na2O and Na2O2, both NaOH in water; C with O gives CO (neutral) and CO2 (acid), so it is absent and undecided.
 */

/** Acidity rank of a hydride's solution: 0 basic (NH3), 1 neutral (H2O), 2 weak acid (HF, H2S), 3 strong acid (HCl). */
const SIMPLE_HYDRIDE_RANK: Readonly<Record<string, number>> = { N: 0, O: 1, F: 2, S: 2, Cl: 3 };
/** Elements whose every hydride has the simple one's rank (N2H4 is basic, H2S2 acid); O has H2O2, a weak acid. */
const EVERY_HYDRIDE_ALIKE = new Set(['N', 'F', 'S', 'Cl']);

export function hydrideAcidRank(e: ElementData, simple: boolean): number | null {
  if (!simple && !EVERY_HYDRIDE_ALIKE.has(e.symbol)) return null;
  return SIMPLE_HYDRIDE_RANK[e.symbol] ?? null;
}

export const HYDRIDE_SOLUTION = ['碱性', '中性', '弱酸性', '强酸性'] as const;

export interface SolutionKind {
  /** 酸 / 碱 / 中 as the statement says 「呈酸性」. */
  medium: '酸' | '碱' | '中';
  /** Strong enough for litmus and phenolphthalein to turn (NaF, MgCl2, H2S are not counted on). */
  turnsIndicators: boolean;
  compounds: string;
}

const kind = (medium: SolutionKind['medium'], turnsIndicators: boolean, compounds: string): SolutionKind => ({
  medium,
  turnsIndicators,
  compounds,
});

/** Binary compounds by their two elements (sorted symbols joined by '-'). */
const BINARY_SOLUTIONS: Readonly<Record<string, SolutionKind>> = {
  'Cl-Na': kind('中', true, 'NaCl'),
  'Cl-Li': kind('中', true, 'LiCl'),
  'Na-S': kind('碱', true, 'Na2S'),
  'Li-S': kind('碱', true, 'Li2S'),
  // Na2O2 turns phenolphthalein red and then bleaches it: an indicator is not decided.
  'Na-O': kind('碱', false, 'Na2O、Na2O2（溶于水生成 NaOH）'),
  'Li-O': kind('碱', true, 'Li2O（溶于水生成 LiOH）'),
  'H-Na': kind('碱', true, 'NaH（与水反应生成 NaOH）'),
  'N-Na': kind('碱', true, 'Na3N（与水反应生成 NaOH 和 NH3）'),
  'F-Na': kind('碱', false, 'NaF（F⁻ 水解）'),
  'Cl-Mg': kind('酸', false, 'MgCl2（Mg²⁺ 水解）'),
  'Al-Cl': kind('酸', false, 'AlCl3（Al³⁺ 水解）'),
  'Cl-H': kind('酸', true, 'HCl'),
  'F-H': kind('酸', true, 'HF'),
  'H-S': kind('酸', false, 'H2S'),
  'O-S': kind('酸', true, 'SO2、SO3'),
  'O-P': kind('酸', true, 'P2O5、P4O6'),
};

export function binarySolution(a: ElementData, b: ElementData): SolutionKind | null {
  return BINARY_SOLUTIONS[[a.symbol, b.symbol].sort().join('-')] ?? null;
}

/** An indicator's colour read as the medium it shows: 「使蓝色石蕊试纸变红」 is acid, 「使酚酞变红」 base. */
export function indicatorMedium(words: string): SolutionKind['medium'] | null {
  if (/^(?:湿润的)?蓝色石蕊试纸变红$|^紫色石蕊(?:试液|溶液)?变红$/.test(words)) return '酸';
  if (/^(?:湿润的)?红色石蕊试纸变蓝$|^紫色石蕊(?:试液|溶液)?变蓝$|^酚酞(?:试液|溶液)?变红$/.test(words)) return '碱';
  return null;
}

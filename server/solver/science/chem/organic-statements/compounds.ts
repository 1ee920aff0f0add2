import { organicNameKey } from '../molecule-shapes';

/**
 * The organic compounds of 必修第二册 第七章 and 选择性必修3 by their names: molecular formula, the series it belongs
 * to (for 同系物) and the other names papers use (for 「也称」「俗称」). A polymer has no fixed formula: 淀粉 and
 * 纤维素 share (C6H10O5)n but n differs, so they are not isomers — the classic trap.
 */
export interface Compound {
  names: string[];
  /** Molecular formula; 'polymer' for (C6H10O5)n and the like, 'mixture' for 油脂 and 植物油. */
  formula: string;
  /** Homologous series (同系物 differ by CH2 within one series); absent when the textbook names none. */
  series?: 'alkane' | 'alkene' | 'alkyne' | 'benzene' | 'alcohol' | 'aldehyde' | 'acid' | 'ester';
}

// biome-ignore format: a lookup table reads best one compound a line
export const COMPOUNDS: Compound[] = [
  { names: ['甲烷', 'CH4'], formula: 'CH4', series: 'alkane' },
  { names: ['乙烷', 'CH3CH3', 'C2H6'], formula: 'C2H6', series: 'alkane' },
  { names: ['丙烷', 'CH3CH2CH3', 'C3H8'], formula: 'C3H8', series: 'alkane' },
  { names: ['正丁烷', '丁烷', 'CH3CH2CH2CH3'], formula: 'C4H10', series: 'alkane' },
  { names: ['异丁烷', '2-甲基丙烷', 'CH(CH3)3'], formula: 'C4H10', series: 'alkane' },
  { names: ['正戊烷', 'CH3(CH2)3CH3'], formula: 'C5H12', series: 'alkane' },
  { names: ['异戊烷', '2-甲基丁烷'], formula: 'C5H12', series: 'alkane' },
  { names: ['新戊烷', '2,2-二甲基丙烷', 'C(CH3)4'], formula: 'C5H12', series: 'alkane' },
  { names: ['环丙烷'], formula: 'C3H6' },
  { names: ['环己烷'], formula: 'C6H12' },
  { names: ['乙烯', 'CH2=CH2', 'C2H4'], formula: 'C2H4', series: 'alkene' },
  { names: ['丙烯', 'CH2=CHCH3'], formula: 'C3H6', series: 'alkene' },
  { names: ['1-丁烯'], formula: 'C4H8', series: 'alkene' },
  { names: ['2-丁烯'], formula: 'C4H8', series: 'alkene' },
  { names: ['乙炔', 'CH≡CH', 'C2H2', '电石气'], formula: 'C2H2', series: 'alkyne' },
  { names: ['丙炔'], formula: 'C3H4', series: 'alkyne' },
  { names: ['1,3-丁二烯'], formula: 'C4H6' },
  { names: ['苯'], formula: 'C6H6', series: 'benzene' },
  { names: ['甲苯'], formula: 'C7H8', series: 'benzene' },
  { names: ['乙苯'], formula: 'C8H10', series: 'benzene' },
  { names: ['邻二甲苯'], formula: 'C8H10', series: 'benzene' },
  { names: ['间二甲苯'], formula: 'C8H10', series: 'benzene' },
  { names: ['对二甲苯'], formula: 'C8H10', series: 'benzene' },
  { names: ['苯乙烯'], formula: 'C8H8' },
  { names: ['甲醇', 'CH3OH'], formula: 'CH4O', series: 'alcohol' },
  { names: ['乙醇', '酒精', 'CH3CH2OH', 'C2H5OH'], formula: 'C2H6O', series: 'alcohol' },
  { names: ['1-丙醇', '正丙醇'], formula: 'C3H8O', series: 'alcohol' },
  { names: ['2-丙醇', '异丙醇'], formula: 'C3H8O', series: 'alcohol' },
  { names: ['二甲醚', '甲醚', 'CH3OCH3'], formula: 'C2H6O' },
  { names: ['乙二醇'], formula: 'C2H6O2' },
  { names: ['丙三醇', '甘油'], formula: 'C3H8O3' },
  { names: ['苯酚', '石炭酸'], formula: 'C6H6O' },
  { names: ['苯甲醇'], formula: 'C7H8O' },
  { names: ['甲醛', 'HCHO'], formula: 'CH2O', series: 'aldehyde' },
  { names: ['乙醛', 'CH3CHO'], formula: 'C2H4O', series: 'aldehyde' },
  { names: ['丙醛'], formula: 'C3H6O', series: 'aldehyde' },
  { names: ['丙酮'], formula: 'C3H6O' },
  { names: ['甲酸', '蚁酸', 'HCOOH'], formula: 'CH2O2', series: 'acid' },
  { names: ['乙酸', '醋酸', 'CH3COOH'], formula: 'C2H4O2', series: 'acid' },
  { names: ['丙酸'], formula: 'C3H6O2', series: 'acid' },
  { names: ['丁酸', '正丁酸'], formula: 'C4H8O2', series: 'acid' },
  { names: ['甲酸甲酯', 'HCOOCH3'], formula: 'C2H4O2', series: 'ester' },
  { names: ['乙酸甲酯'], formula: 'C3H6O2', series: 'ester' },
  { names: ['甲酸乙酯'], formula: 'C3H6O2', series: 'ester' },
  { names: ['乙酸乙酯', 'CH3COOCH2CH3', 'CH3COOC2H5'], formula: 'C4H8O2', series: 'ester' },
  { names: ['葡萄糖'], formula: 'C6H12O6' },
  { names: ['果糖'], formula: 'C6H12O6' },
  { names: ['蔗糖'], formula: 'C12H22O11' },
  { names: ['麦芽糖'], formula: 'C12H22O11' },
  { names: ['淀粉'], formula: 'polymer' },
  { names: ['纤维素'], formula: 'polymer' },
  { names: ['苯甲酸', 'C6H5COOH'], formula: 'C7H6O2' },
  { names: ['油脂'], formula: 'mixture' },
  { names: ['植物油'], formula: 'mixture' },
  { names: ['蛋白质'], formula: 'polymer' },
  { names: ['聚乙烯'], formula: 'polymer' },
  { names: ['聚氯乙烯'], formula: 'polymer' },
  { names: ['一氯甲烷', 'CH3Cl'], formula: 'CH3Cl' },
  { names: ['二氯甲烷', 'CH2Cl2'], formula: 'CH2Cl2' },
  { names: ['三氯甲烷', '氯仿', 'CHCl3'], formula: 'CHCl3' },
  { names: ['四氯化碳', 'CCl4'], formula: 'CCl4' },
  { names: ['溴乙烷', 'CH3CH2Br'], formula: 'C2H5Br' },
  { names: ['氯乙烷', 'CH3CH2Cl'], formula: 'C2H5Cl' },
  { names: ['氯乙烯', 'CH2=CHCl'], formula: 'C2H3Cl' },
  { names: ['溴苯'], formula: 'C6H5Br' },
  { names: ['硝基苯'], formula: 'C6H5NO2' },
];

const BY_NAME = new Map(COMPOUNDS.flatMap((c) => c.names.map((n) => [organicNameKey(n), c] as const)));

/** The compound a name (or structural formula) stands for, or null when it is not in the table. */
export function compoundNamed(name: string): Compound | null {
  return BY_NAME.get(organicNameKey(name)) ?? null;
}

/**
 * Whether all atoms (all carbon atoms) of a molecule lie in one plane, as 必修第二册 第七章 and 选择性必修3 第二章
 * teach it from the four shapes: 甲烷 正四面体, 乙烯 平面, 乙炔 直线, 苯 平面. A saturated carbon (or a CH3/CH2 group)
 * puts atoms out of the plane for good; planar parts joined by a single bond can turn into one plane but need not.
 *   always   — in one plane whatever the rotation (乙烯, 苯, 苯乙炔, 甲醛);
 *   possible — in one plane for some rotation about a single bond (1,3-丁二烯, 苯乙烯, 苯酚);
 *   never    — never all in one plane (甲烷, 甲苯, 丙烯).
 * `carbons` is recorded only where the textbook asks about it; a molecule missing from the table, or a question
 * about carbons not recorded, is left undecided.
 */
export type Planarity = 'always' | 'possible' | 'never';

export interface MoleculeShape {
  names: string[];
  atoms: Planarity;
  carbons?: Planarity;
  why: string;
}

// biome-ignore format: a lookup table reads best one molecule a line
export const MOLECULE_SHAPES: MoleculeShape[] = [
  { names: ['甲烷', 'CH4'], atoms: 'never', why: '甲烷是正四面体结构，最多 3 个原子共面' },
  { names: ['乙烷', 'CH3CH3', 'CH3-CH3'], atoms: 'never', why: '乙烷的两个碳原子都是饱和碳原子（四面体结构）' },
  { names: ['丙烷', 'CH3CH2CH3'], atoms: 'never', carbons: 'always', why: '丙烷含饱和碳原子（四面体结构），但 3 个碳原子总在一个平面内' },
  { names: ['环己烷'], atoms: 'never', carbons: 'never', why: '环己烷的碳原子都是饱和碳原子，六元环不是平面结构' },
  { names: ['异丁烷', '2-甲基丙烷'], atoms: 'never', carbons: 'never', why: '异丁烷中间的碳原子连着 3 个碳原子和 1 个氢原子，呈四面体结构' },
  { names: ['新戊烷', '2,2-二甲基丙烷'], atoms: 'never', carbons: 'never', why: '新戊烷中间的碳原子连着 4 个碳原子，呈正四面体结构' },
  { names: ['四氯化碳', 'CCl4'], atoms: 'never', why: '四氯化碳是正四面体结构' },
  { names: ['一氯甲烷', 'CH3Cl'], atoms: 'never', why: '一氯甲烷是四面体结构' },
  { names: ['二氯甲烷', 'CH2Cl2'], atoms: 'never', why: '二氯甲烷是四面体结构' },
  { names: ['三氯甲烷', '氯仿', 'CHCl3'], atoms: 'never', why: '三氯甲烷是四面体结构' },
  { names: ['乙烯', 'CH2=CH2', 'C2H4'], atoms: 'always', why: '乙烯是平面结构，6 个原子共平面' },
  { names: ['乙炔', 'CH≡CH', 'HC≡CH', 'C2H2'], atoms: 'always', why: '乙炔是直线形结构，4 个原子在同一直线上，也在同一平面内' },
  { names: ['苯'], atoms: 'always', why: '苯是平面正六边形结构，12 个原子共平面' },
  { names: ['氯乙烯', 'CH2=CHCl'], atoms: 'always', why: '氯乙烯相当于乙烯的一个氢原子换成氯原子，仍是平面结构' },
  { names: ['四氟乙烯', 'CF2=CF2'], atoms: 'always', why: '四氟乙烯相当于乙烯的氢原子换成氟原子，仍是平面结构' },
  { names: ['1,2-二氯乙烯', 'CHCl=CHCl'], atoms: 'always', why: '1,2-二氯乙烯相当于乙烯的两个氢原子换成氯原子，仍是平面结构' },
  { names: ['溴苯', 'C6H5Br'], atoms: 'always', why: '溴苯相当于苯的一个氢原子换成溴原子，仍是平面结构' },
  { names: ['氯苯', 'C6H5Cl'], atoms: 'always', why: '氯苯相当于苯的一个氢原子换成氯原子，仍是平面结构' },
  { names: ['苯乙炔', 'C6H5C≡CH'], atoms: 'always', carbons: 'always', why: '苯环是平面结构，乙炔基沿苯环的对角线方向成直线，所有原子总在苯环平面内' },
  { names: ['萘'], atoms: 'always', carbons: 'always', why: '萘由两个苯环共用一条边，是平面结构' },
  { names: ['甲醛', 'HCHO'], atoms: 'always', why: '甲醛中碳原子形成碳氧双键，是平面三角形结构' },
  { names: ['丙烯', 'CH2=CHCH3', 'CH2=CH-CH3', 'CH3CH=CH2'], atoms: 'never', carbons: 'always', why: '丙烯含甲基（饱和碳原子），但 3 个碳原子都在碳碳双键的平面内' },
  { names: ['丙炔', 'CH≡CCH3', 'CH3C≡CH', 'HC≡CCH3', 'CH3-C≡CH'], atoms: 'never', carbons: 'always', why: '丙炔含甲基（饱和碳原子），但 3 个碳原子在同一直线上' },
  { names: ['2-丁烯', 'CH3CH=CHCH3'], atoms: 'never', carbons: 'always', why: '2-丁烯含甲基，但 4 个碳原子都在碳碳双键的平面内' },
  { names: ['2-甲基丙烯', '异丁烯'], atoms: 'never', carbons: 'always', why: '2-甲基丙烯含甲基，但 4 个碳原子都在碳碳双键的平面内' },
  { names: ['2-丁炔', 'CH3C≡CCH3'], atoms: 'never', carbons: 'always', why: '2-丁炔含甲基，但 4 个碳原子在同一直线上' },
  { names: ['甲苯', 'C6H5CH3'], atoms: 'never', carbons: 'always', why: '甲苯含甲基（饱和碳原子），但甲基碳原子取代了苯环上的氢，7 个碳原子共平面' },
  { names: ['乙苯', 'C6H5CH2CH3', 'C6H5C2H5'], atoms: 'never', carbons: 'possible', why: '乙苯含饱和碳原子；乙基的末端碳原子可以转到苯环平面内，也可以不在' },
  { names: ['1,3-丁二烯', 'CH2=CH-CH=CH2', 'CH2=CHCH=CH2'], atoms: 'possible', carbons: 'possible', why: '1,3-丁二烯是两个乙烯平面由碳碳单键相连，单键可以旋转，所有原子可能共平面，但不一定' },
  { names: ['苯乙烯', 'C6H5CH=CH2'], atoms: 'possible', carbons: 'possible', why: '苯乙烯的苯环平面和乙烯基平面由碳碳单键相连，单键可以旋转，所有原子可能共平面，但不一定' },
  { names: ['苯酚', 'C6H5OH'], atoms: 'possible', why: '苯酚中羟基的氢原子可随 O—H 所在的 C—O 单键旋转，所有原子可能共平面，但不一定' },
  { names: ['苯甲醛', 'C6H5CHO'], atoms: 'possible', carbons: 'always', why: '苯甲醛的苯环平面和醛基平面由碳碳单键相连，可以旋转，所有原子可能共平面，但不一定' },
  { names: ['苯甲酸', 'C6H5COOH'], atoms: 'possible', carbons: 'always', why: '苯甲酸的苯环平面和羧基平面由单键相连，可以旋转，所有原子可能共平面，但不一定' },
  { names: ['联苯'], atoms: 'possible', carbons: 'possible', why: '联苯的两个苯环由碳碳单键相连，可以旋转，所有原子可能共平面，但不一定' },
  { names: ['乙醇', 'CH3CH2OH', 'C2H5OH'], atoms: 'never', why: '乙醇含饱和碳原子（四面体结构）' },
  { names: ['甲醇', 'CH3OH'], atoms: 'never', why: '甲醇含饱和碳原子（四面体结构）' },
  { names: ['乙醛', 'CH3CHO'], atoms: 'never', why: '乙醛含甲基（饱和碳原子）' },
  { names: ['乙酸', 'CH3COOH', '醋酸'], atoms: 'never', why: '乙酸含甲基（饱和碳原子）' },
  { names: ['乙酸乙酯', 'CH3COOCH2CH3', 'CH3COOC2H5'], atoms: 'never', why: '乙酸乙酯含饱和碳原子（四面体结构）' },
];

/** A compound's name as typed, compared with spaces gone and the commas and dashes of 「1，3-丁二烯」 made one. */
export function organicNameKey(name: string): string {
  return name
    .replace(/\s+/g, '')
    .replace(/[，、]/g, ',')
    .replace(/[－—–]/g, '-');
}

const BY_NAME = new Map(MOLECULE_SHAPES.flatMap((m) => m.names.map((n) => [organicNameKey(n), m] as const)));

/** The recorded shape of a molecule named as the textbook names it or by its structural formula; null otherwise. */
export function moleculeShape(name: string): MoleculeShape | null {
  return BY_NAME.get(organicNameKey(name).replace(/分子$/, '')) ?? null;
}

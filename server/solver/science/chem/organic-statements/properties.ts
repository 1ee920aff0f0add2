/**
 * What the textbook's organic compounds do, by their functional groups (必修第二册 第七章, 选择性必修3 第二至四章):
 * true, false, or absent when papers disagree or it depends on conditions — 苯/甲苯/己烷 fade 溴水 by extraction
 * (not by reaction), 果糖 gives the silver mirror only in base, 葡萄糖's CHO adding H2 is rarely asked. An absent
 * entry leaves the statement undecided.
 */
export type OrganicProperty =
  | '使酸性高锰酸钾溶液褪色'
  | '使溴水褪色'
  | '使溴的四氯化碳溶液褪色'
  | '与钠反应'
  | '与氢氧化钠反应'
  | '与碳酸氢钠反应'
  | '与碳酸钠反应'
  | '加成反应'
  | '取代反应'
  | '水解反应'
  | '加聚反应'
  | '银镜反应'
  | '酯化反应'
  | '消去反应'
  | '易溶于水';

type Row = Partial<Record<OrganicProperty, boolean>>;

const ALKANE: Row = {
  使酸性高锰酸钾溶液褪色: false,
  使溴的四氯化碳溶液褪色: false,
  与钠反应: false,
  与氢氧化钠反应: false,
  与碳酸氢钠反应: false,
  与碳酸钠反应: false,
  加成反应: false,
  取代反应: true,
  水解反应: false,
  加聚反应: false,
  银镜反应: false,
  酯化反应: false,
  易溶于水: false,
};
/** A gaseous alkane cannot take bromine out of 溴水 by extraction, as a liquid one does: it does not fade it. */
const GAS_ALKANE: Row = { ...ALKANE, 使溴水褪色: false };
const ALKENE: Row = {
  使酸性高锰酸钾溶液褪色: true,
  使溴水褪色: true,
  使溴的四氯化碳溶液褪色: true,
  与钠反应: false,
  与碳酸氢钠反应: false,
  加成反应: true,
  加聚反应: true,
  水解反应: false,
  银镜反应: false,
  酯化反应: false,
  易溶于水: false,
};
const BENZENE: Row = {
  使酸性高锰酸钾溶液褪色: false,
  使溴的四氯化碳溶液褪色: false,
  与钠反应: false,
  与碳酸氢钠反应: false,
  加成反应: true,
  取代反应: true,
  水解反应: false,
  加聚反应: false,
  银镜反应: false,
  易溶于水: false,
};
const ALCOHOL: Row = {
  使酸性高锰酸钾溶液褪色: true,
  与钠反应: true,
  与氢氧化钠反应: false,
  与碳酸氢钠反应: false,
  与碳酸钠反应: false,
  加成反应: false,
  取代反应: true,
  酯化反应: true,
  水解反应: false,
  加聚反应: false,
  银镜反应: false,
};
const ACID: Row = {
  与钠反应: true,
  与氢氧化钠反应: true,
  与碳酸氢钠反应: true,
  与碳酸钠反应: true,
  取代反应: true,
  酯化反应: true,
  水解反应: false,
  加聚反应: false,
  易溶于水: true,
};
const ESTER: Row = {
  与钠反应: false,
  与氢氧化钠反应: true,
  与碳酸氢钠反应: false,
  取代反应: true,
  水解反应: true,
  加聚反应: false,
  酯化反应: false,
  易溶于水: false,
};

// biome-ignore format: a lookup table reads best one compound a line
export const ORGANIC_PROPERTIES: Record<string, Row> = {
  甲烷: GAS_ALKANE, 乙烷: GAS_ALKANE, 丙烷: GAS_ALKANE, 正丁烷: ALKANE, 异丁烷: ALKANE, 正戊烷: ALKANE, 异戊烷: ALKANE, 新戊烷: ALKANE, 环己烷: ALKANE,
  乙烯: ALKENE, 丙烯: ALKENE, '1-丁烯': ALKENE, '2-丁烯': ALKENE, '1,3-丁二烯': ALKENE, 氯乙烯: { ...ALKENE, 水解反应: undefined },
  // 乙炔 微溶于水 (neither 易溶 nor 难溶), and a terminal alkyne does react with sodium (选择性必修3).
  乙炔: { ...ALKENE, 易溶于水: undefined, 与钠反应: undefined }, 丙炔: { ...ALKENE, 易溶于水: undefined, 与钠反应: undefined },
  苯: BENZENE,
  甲苯: { ...BENZENE, 使酸性高锰酸钾溶液褪色: true },
  乙苯: { ...BENZENE, 使酸性高锰酸钾溶液褪色: true },
  苯乙烯: { ...ALKENE, 取代反应: true },
  乙醇: { ...ALCOHOL, 消去反应: true, 易溶于水: true },
  甲醇: { ...ALCOHOL, 消去反应: false, 易溶于水: true },
  乙二醇: { ...ALCOHOL, 易溶于水: true },
  丙三醇: { ...ALCOHOL, 易溶于水: true },
  乙酸: { ...ACID, 使酸性高锰酸钾溶液褪色: false, 加成反应: false, 银镜反应: false, 消去反应: false },
  甲酸: { ...ACID, 银镜反应: true, 使酸性高锰酸钾溶液褪色: true },
  // 苯甲酸 微溶于水: neither 易溶 nor 难溶.
  苯甲酸: { ...ACID, 加成反应: true, 易溶于水: undefined },
  乙醛: { 使酸性高锰酸钾溶液褪色: true, 使溴水褪色: true, 与钠反应: false, 与碳酸氢钠反应: false, 加成反应: true, 银镜反应: true, 水解反应: false, 酯化反应: false, 易溶于水: true },
  甲醛: { 使酸性高锰酸钾溶液褪色: true, 与钠反应: false, 与碳酸氢钠反应: false, 加成反应: true, 银镜反应: true, 水解反应: false, 易溶于水: true },
  苯酚: { 使酸性高锰酸钾溶液褪色: true, 使溴水褪色: true, 与钠反应: true, 与氢氧化钠反应: true, 与碳酸氢钠反应: false, 与碳酸钠反应: true, 加成反应: true, 取代反应: true, 水解反应: false },
  乙酸乙酯: ESTER, 甲酸甲酯: { ...ESTER, 银镜反应: true }, 乙酸甲酯: ESTER, 甲酸乙酯: { ...ESTER, 银镜反应: true },
  溴乙烷: { 与碳酸氢钠反应: false, 水解反应: true, 取代反应: true, 消去反应: true, 易溶于水: false, 加成反应: false },
  氯乙烷: { 与碳酸氢钠反应: false, 水解反应: true, 取代反应: true, 消去反应: true, 易溶于水: false, 加成反应: false },
  四氯化碳: { 使酸性高锰酸钾溶液褪色: false, 易溶于水: false, 加成反应: false },
  三氯甲烷: { 使酸性高锰酸钾溶液褪色: false, 易溶于水: false, 加成反应: false },
  溴苯: { 使酸性高锰酸钾溶液褪色: false, 易溶于水: false },
  硝基苯: { 易溶于水: false },
  葡萄糖: { 银镜反应: true, 水解反应: false, 使酸性高锰酸钾溶液褪色: true, 与钠反应: true, 酯化反应: true, 易溶于水: true, 加聚反应: false },
  果糖: { 水解反应: false, 易溶于水: true, 加聚反应: false },
  蔗糖: { 银镜反应: false, 水解反应: true, 易溶于水: true, 加聚反应: false },
  麦芽糖: { 银镜反应: true, 水解反应: true, 易溶于水: true, 加聚反应: false },
  淀粉: { 银镜反应: false, 水解反应: true, 加聚反应: false },
  纤维素: { 银镜反应: false, 水解反应: true, 加聚反应: false, 易溶于水: false },
  油脂: { 水解反应: true, 与氢氧化钠反应: true, 易溶于水: false, 加聚反应: false },
  植物油: { 水解反应: true, 与氢氧化钠反应: true, 易溶于水: false, 使溴水褪色: true, 使溴的四氯化碳溶液褪色: true, 使酸性高锰酸钾溶液褪色: true, 加成反应: true },
  蛋白质: { 水解反应: true },
  聚乙烯: { 使酸性高锰酸钾溶液褪色: false, 使溴水褪色: false, 使溴的四氯化碳溶液褪色: false, 加成反应: false, 加聚反应: false, 易溶于水: false },
  聚氯乙烯: { 使酸性高锰酸钾溶液褪色: false, 使溴水褪色: false, 使溴的四氯化碳溶液褪色: false, 加成反应: false, 易溶于水: false },
};

/** The group a compound's properties come from, named in the student's steps (「乙醇含羟基」). */
// biome-ignore format: a lookup table reads best packed
export const FUNCTIONAL_GROUP: Record<string, string> = {
  甲烷: '是烷烃（只含单键的饱和烃）', 乙烷: '是烷烃（只含单键的饱和烃）', 丙烷: '是烷烃（只含单键的饱和烃）', 正丁烷: '是烷烃（只含单键的饱和烃）',
  异丁烷: '是烷烃（只含单键的饱和烃）', 正戊烷: '是烷烃（只含单键的饱和烃）', 异戊烷: '是烷烃（只含单键的饱和烃）', 新戊烷: '是烷烃（只含单键的饱和烃）',
  环己烷: '是环烷烃（只含单键的饱和烃）',
  乙烯: '含碳碳双键', 丙烯: '含碳碳双键', '1-丁烯': '含碳碳双键', '2-丁烯': '含碳碳双键', '1,3-丁二烯': '含碳碳双键', 氯乙烯: '含碳碳双键',
  乙炔: '含碳碳三键', 丙炔: '含碳碳三键', 苯: '含苯环（没有碳碳双键）', 甲苯: '含苯环，苯环上连有甲基', 乙苯: '含苯环，苯环上连有乙基',
  苯乙烯: '含苯环和碳碳双键', 乙醇: '含羟基', 甲醇: '含羟基', 乙二醇: '含羟基', 丙三醇: '含羟基', 乙酸: '含羧基', 甲酸: '含羧基和醛基',
  苯甲酸: '含羧基和苯环', 乙醛: '含醛基', 甲醛: '含醛基', 苯酚: '含酚羟基', 乙酸乙酯: '含酯基', 甲酸甲酯: '含酯基（甲酸酯还有醛基）',
  乙酸甲酯: '含酯基', 甲酸乙酯: '含酯基（甲酸酯还有醛基）', 溴乙烷: '含溴原子', 氯乙烷: '含氯原子', 四氯化碳: '是饱和卤代烃',
  三氯甲烷: '是饱和卤代烃', 溴苯: '含苯环和溴原子', 硝基苯: '含苯环和硝基', 葡萄糖: '是多羟基醛', 果糖: '是多羟基酮', 蔗糖: '是非还原性双糖',
  麦芽糖: '是还原性双糖（含醛基）', 淀粉: '是多糖', 纤维素: '是多糖', 油脂: '是高级脂肪酸甘油酯', 植物油: '是含碳碳双键的高级脂肪酸甘油酯',
  蛋白质: '含肽键', 聚乙烯: '分子中没有碳碳双键', 聚氯乙烯: '分子中没有碳碳双键',
};

/** A property said of a compound, 「能…」 or 「不能…」. */
export function propertyPhrase(p: OrganicProperty, has: boolean): string {
  if (p === '易溶于水') return has ? '易溶于水' : '难溶于水';
  const phrase = p.startsWith('使') || p.startsWith('与') ? p : `发生${p}`;
  return `${has ? '能' : '不能'}${phrase}`;
}

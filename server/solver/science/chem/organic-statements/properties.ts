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
  乙炔: ALKENE, 丙炔: ALKENE,
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
  苯甲酸: { ...ACID, 加成反应: true, 易溶于水: false },
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

/** Why a compound has (or lacks) a property, said as the textbook says it: the group that decides it. */
export const PROPERTY_REASON: Record<OrganicProperty, [yes: string, no: string]> = {
  使酸性高锰酸钾溶液褪色: ['含碳碳不饱和键、醛基、羟基（或苯环侧链）等能被酸性高锰酸钾氧化', '不能被酸性高锰酸钾溶液氧化'],
  使溴水褪色: ['能与溴发生加成（或被溴氧化、与溴发生取代）反应', '不与溴水反应'],
  使溴的四氯化碳溶液褪色: ['含碳碳不饱和键，能与溴发生加成反应', '没有碳碳不饱和键，不与溴反应'],
  与钠反应: ['含羟基（或羧基），能与钠反应放出氢气', '没有羟基、羧基，不与钠反应'],
  与氢氧化钠反应: ['含羧基、酚羟基（或能在碱中水解的酯基、卤素原子）', '没有羧基、酚羟基、酯基，不与氢氧化钠反应'],
  与碳酸氢钠反应: ['含羧基，酸性比碳酸强，能与碳酸氢钠反应放出 CO2', '没有羧基，不与碳酸氢钠反应'],
  与碳酸钠反应: ['含羧基（或酚羟基），能与碳酸钠反应', '不与碳酸钠反应'],
  加成反应: ['含碳碳不饱和键、苯环或醛基，能发生加成反应', '没有碳碳不饱和键、苯环、醛基，不能发生加成反应'],
  取代反应: ['能发生取代反应（卤代、硝化、酯化或水解）', '不能发生取代反应'],
  水解反应: ['含酯基、卤素原子、肽键或是双糖、多糖，能发生水解反应', '不能发生水解反应'],
  加聚反应: ['含碳碳不饱和键，能发生加聚反应', '没有碳碳不饱和键，不能发生加聚反应'],
  银镜反应: ['含醛基，能发生银镜反应', '没有醛基，不能发生银镜反应'],
  酯化反应: ['含羟基（或羧基），能发生酯化反应', '没有羟基、羧基，不能发生酯化反应'],
  消去反应: ['羟基（或卤素原子）所连碳原子的邻位碳上有氢，能发生消去反应', '不能发生消去反应'],
  易溶于水: ['能与水形成氢键（含羟基、羧基、醛基的小分子），易溶于水', '难溶于水'],
};

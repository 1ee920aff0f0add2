import { Rat } from '../../math/expression/rational';

/** A measurement unit of a word problem: its dimension and its size in the dimension's base unit. */
export interface Unit {
  name: string;
  dim: 'length' | 'mass' | 'time' | 'money' | 'area' | 'volume' | 'speed' | 'data' | 'energy';
  /** Size in the base unit (米, 千克, 秒, 元, 平方米, 立方米, 米/秒, MB, 千瓦时). */
  factor: Rat;
}

const r = (n: number, d = 1) => Rat.of(n, d);

const BASE: Array<[string, Unit['dim'], Rat]> = [
  ['毫米', 'length', r(1, 1000)],
  ['厘米', 'length', r(1, 100)],
  ['分米', 'length', r(1, 10)],
  ['千米', 'length', r(1000)],
  ['公里', 'length', r(1000)],
  ['米', 'length', r(1)],
  ['毫克', 'mass', r(1, 1000000)],
  ['千克', 'mass', r(1)],
  ['公斤', 'mass', r(1)],
  ['克', 'mass', r(1, 1000)],
  ['吨', 'mass', r(1000)],
  ['秒钟', 'time', r(1)],
  ['秒', 'time', r(1)],
  ['分钟', 'time', r(60)],
  ['小时', 'time', r(3600)],
  ['天', 'time', r(86400)],
  ['星期', 'time', r(604800)],
  ['周', 'time', r(604800)],
  ['元', 'money', r(1)],
  ['角', 'money', r(1, 10)],
  ['分钱', 'money', r(1, 100)],
  ['平方毫米', 'area', r(1, 1000000)],
  ['平方厘米', 'area', r(1, 10000)],
  ['平方分米', 'area', r(1, 100)],
  ['平方千米', 'area', r(1000000)],
  ['平方公里', 'area', r(1000000)],
  ['平方米', 'area', r(1)],
  ['公顷', 'area', r(10000)],
  ['立方毫米', 'volume', r(1, 1000000000)],
  ['立方厘米', 'volume', r(1, 1000000)],
  ['立方分米', 'volume', r(1, 1000)],
  ['立方米', 'volume', r(1)],
  ['毫升', 'volume', r(1, 1000000)],
  ['升', 'volume', r(1, 1000)],
  // 信息技术/四年级 papers count a file's size with 1GB = 1024MB, 1MB = 1024KB
  ['KB', 'data', r(1, 1024)],
  ['MB', 'data', r(1)],
  ['GB', 'data', r(1024)],
  ['千瓦时', 'energy', r(1)],
];

export const UNITS: ReadonlyMap<string, Unit> = new Map(BASE.map(([name, dim, factor]) => [name, { name, dim, factor }]));

/** Unit names longest first, so that 平方厘米 wins over 厘米 and 千米 over 米. */
export const UNIT_NAMES = [...UNITS.keys()].sort((a, b) => b.length - a.length);

/** Speeds written as 千米/时, 米/秒, 千米每小时. */
export function speedUnit(dist: string, time: string): Unit | null {
  const d = UNITS.get(dist);
  const t = UNITS.get(time === '时' ? '小时' : time === '分' ? '分钟' : time);
  if (d?.dim !== 'length' || !t || t.dim !== 'time') return null;
  return { name: `${dist}/${time === '小时' ? '时' : time === '分钟' ? '分' : time}`, dim: 'speed', factor: d.factor.div(t.factor) };
}

/** Count words (量词) of things that are counted, not measured. */
export const MEASURE_WORDS =
  '个只本张支枝棵盆盘人名位辆台件条块根头匹朵颗粒瓶盒箱袋包筐把双副套次下页层排行组队束片份桶杯碗架艘所间道题篇首封枚户株捆串扇面顶批节级句段步岁班年盏册圈趟遍罐壶筒顿卷幢栋篮笼科字'.split(
    '',
  );

/** Foreign money (外币), counted like a count word: its rate to 元 is always told in the problem (汇率). */
export const CURRENCIES = ['美元', '欧元', '港元', '港币', '日元', '英镑', '韩元'];

/** Converts a value from one unit to another of the same dimension; null across dimensions. */
export function convert(value: Rat, from: Unit, to: Unit): Rat | null {
  if (from.dim !== to.dim) return null;
  return value.mul(from.factor).div(to.factor);
}

/** LaTeX-free display name of a unit. */
export function unitText(u: Unit | string | null): string {
  if (!u) return '';
  return typeof u === 'string' ? u : u.name;
}

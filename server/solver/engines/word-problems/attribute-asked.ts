import { UNIT_NAMES, UNITS, type Unit } from './units';

/** An amount asked by its name, and how the question asks it with 多少: the verb and the dimension of its unit. */
const ATTRIBUTES: Array<[RegExp, string, Unit['dim']]> = [
  [/^(?:体重|重量)$/, '重', 'mass'],
  [/^长度$/, '长', 'length'],
  [/^高度$/, '高', 'length'],
  [/^(?:价钱|价格|单价|售价)$/, '是', 'money'],
  [/^面积$/, '的面积是', 'area'],
  [/^(?:体积|容积)$/, '的体积是', 'volume'],
];

/**
 * 「请你算出1只小河马的体重。」「求这根绳子的长度。」: a question asking an amount by its name, with no 多少, is the
 * same question as 「1只小河马重多少吨？」 in the one unit of that dimension the story measures in; the text is left
 * as it is when the story tells none or two.
 */
export function attributeAsked(t: string): string {
  const m = /(^|[，,。；;！!])(?:请你|请)?(?:算出|求出|求|算一算|计算出?)([^，,。；;！!？?]+?)的([\u4e00-\u9fff]{2})[。.!！?？]?$/.exec(t);
  if (!m) return t;
  const found = ATTRIBUTES.find(([re]) => re.test(m[3]));
  if (!found) return t;
  const [, verb, dim] = found;
  const told = UNIT_NAMES.map((n) => ({ n, at: t.search(new RegExp(`\\d${n}`)) })).filter((x) => x.at >= 0 && UNITS.get(x.n)?.dim === dim);
  // (two units of it told, 「2千克 … 1500克」: which one the answer is wanted in is not said)
  if (told.length !== 1) return t;
  const unit = told.sort((a, b) => a.at - b.at)[0].n;
  return `${t.slice(0, m.index)}${m[1]}${m[2]}${verb}多少${unit}?`;
}

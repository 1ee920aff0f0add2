import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { convert } from '../units';

/** 出油率, 出粉率, 含糖率 …: the share of a product in what it is made from; the group is the product's word. */
const RATE = /(?:出|含)(油|粉|米|酒|汁|糖|盐|水|铁)率(?:是|为|约为|约是|约|有|达到|高达)?$/;

/** The words after a told amount up to the verb of the question: the thing that amount measures. */
const NAMED_AFTER = /^[^需要能可得才用榨磨碾出，。？?]*/;

/**
 * 百分率 of a yield (六年级 百分数): 产品 = 原料 × 出…率, 原料 = 产品 ÷ 出…率 — 「大豆的出油率是18%，500千克大豆可以榨油
 * 多少千克」「出油率是20%，要榨油100千克，需要大豆多少千克」. Which one is told is read from where the product's word
 * (油, 粉, 糖 …) stands: in the question, the product is asked; in the told amount's clause, it is told.
 */
export function yieldRateKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.unit) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 2) return null;
  const rate = nums.find((q) => q.kind === 'percent' || (q.kind === 'fraction' && !q.unit && !q.measure));
  const amount = nums.find((q) => q !== rate);
  if (!rate || amount?.kind !== 'plain' || !amount.unit || rate.clause === p.ask.clause) return null;
  const m = RATE.exec(p.clauses[rate.clause].slice(0, rate.start - p.offsets[rate.clause]));
  if (!m || p.clauses[rate.clause].slice(rate.end - p.offsets[rate.clause]) !== '') return null;
  if (rate.value.sign() <= 0 || rate.value.cmp(Rat.ONE) > 0) return null;
  if (/比|增加|减少|提高|降低|又|再|剩/.test(p.text)) return null;
  const product = m[1];
  // 「500千克大豆可以榨油多少千克」: the told amount may open the question; 糖水、盐水 name the whole, not the product
  const clause = p.clauses[amount.clause].replace(/糖水|盐水/g, '溶液');
  let cut = amount.end - p.offsets[amount.clause];
  // 「要碾400千克米需要稻谷多少千克」: the noun right after the told amount, before the verb, names what it measures
  if (amount.clause === p.ask.clause) cut += NAMED_AFTER.exec(clause.slice(cut))?.[0].length ?? 0;
  const askPart = (amount.clause === p.ask.clause ? clause.slice(cut) : p.ask.text.replace(/糖水|盐水/g, '溶液')).includes(product);
  const toldPart = clause.slice(0, cut).includes(product);
  if (askPart === toldPart) return null;
  // asked the whole: a part named in the question (「糖水中有水多少克」) is not the whole
  if (!askPart && /水|中有|其中|其余|其他|剩下|余下|杂质|渣/.test(p.ask.text.replace(/糖水|盐水/g, '')) && product !== '水') return null;
  const told = convert(amount.value, amount.unit, p.ask.unit);
  if (!told) return null;
  const answer = askPart ? told.mul(rate.value) : told.div(rate.value);
  // check: the other way round gives the told amount back
  if (!(askPart ? answer.div(rate.value) : answer.mul(rate.value)).eq(told)) return null;
  const r = numTex(rate.value);
  const step = askPart
    ? `$${numTex(told)} \\times ${rate.raw.replace('%', '\\%')} = ${numTex(answer)}$（${p.ask.unit.name}）`
    : `$${numTex(told)} \\div ${rate.raw.replace('%', '\\%')} = ${numTex(answer)}$（${p.ask.unit.name}）`;
  return {
    kind: 'yield-rate',
    idea: `出${product}率（含${product}率）= ${product}的质量 ÷ 原料的质量，所以${askPart ? `${product}的质量 = 原料 × 出${product}率` : `原料 = ${product}的质量 ÷ 出${product}率`}。`,
    steps: [`**列式计算** ${step}`],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: nums,
    check: `反过来算：$${numTex(askPart ? answer : told)} \\div ${numTex(askPart ? told : answer)} = ${r}$，正是题中的百分率。`,
  };
}

import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { type Problem, type Qty, numTex as t } from '../read';
import { convert, type Unit } from '../units';

/**
 * 纳税 (六年级下册 百分数（二）): 应纳税额 = 收入（营业额…）× 税率. Asked the tax from the amount taxed and the rate
 * (「按营业额的3%缴纳营业税」「税率是5%」「缴纳10%的车辆购置税」), or the amount taxed from the tax paid and the rate.
 * A tax on part of an income (超过…的部分, 起征点), a tax on interest, or a rate of anything else refuses.
 */

const TAX = /(?:营业税|个人所得税|所得税|消费税|增值税|购置税|印花税|关税|契税|税款|税金|税)/;

export function taxKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money') return null;
  if (!/税/.test(p.text) || /超过|超出|以上|起征|部分|减免|免税|利息|利率|存|折|成本|进价|利润|又|再|每|平均|比|倍|分之/.test(p.text))
    return null;
  // 「缴纳个人所得税后，实际得到4000元」「扣除税款后实得1940元」: an amount after the tax is neither the tax nor the amount taxed
  if (/后|实得|实际|得到|到手|扣除|扣掉|扣去|剩|余/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  const money = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'money');
  const pcs = nums.filter((q) => q.kind === 'percent');
  if (money.length !== 1 || pcs.length !== 1 || nums.length !== 2) return null;
  const [amount] = money;
  const [rate] = pcs;
  if (rate.value.sign() <= 0 || rate.value.cmp(Rat.ONE) >= 0) return null;
  // the rate is the tax's: 「税率是5%」「按…的3%缴纳…税」「缴纳10%的…税」
  const around = p.text.slice(Math.max(0, rate.start - 12), rate.end + 10);
  const rateOfTax =
    /税率(?:是|为)?$/.test(p.text.slice(Math.max(0, rate.start - 5), rate.start)) ||
    /^[%％]?的?(?:税率)?(?:缴纳|交纳|缴|交|纳)[^，,。]{0,8}?税/.test(p.text.slice(rate.end)) ||
    /税(?:是|为|占)[^，,。]{1,6}?的$/.test(p.text.slice(Math.max(0, rate.start - 12), rate.start)) ||
    (/按[^，,。]{0,8}?的$/.test(p.text.slice(Math.max(0, rate.start - 10), rate.start)) && /缴纳|交纳|缴|交|纳/.test(around));
  if (!rateOfTax) return null;
  const askTax = TAX.test(p.ask.text) && !/税后|税前|实际|实得|剩|还/.test(p.ask.text);
  // the amount told is the tax (「缴纳营业税1.5万元」) or the amount taxed (「营业额是30万元」)
  const amountClause = p.clauses[amount.clause].slice(0, amount.start - p.offsets[amount.clause]);
  const amountIsTax = /税/.test(amountClause);
  if (askTax === amountIsTax) return null;
  if (!askTax && !/营业额|收入|工资|稿费|销售额|价格|售价|总额|多少元|多少万元/.test(p.ask.text)) return null;
  const unit = p.ask.unit;
  const v = convert(amount.value, amount.unit as Unit, unit);
  if (!v) return null;
  const answer = askTax ? v.mul(rate.value) : v.div(rate.value);
  const back = askTax ? answer.div(rate.value) : answer.mul(rate.value);
  if (!back.eq(v)) return null;
  const pc = `${t(rate.value.mul(Rat.of(100)))}\\%`;
  const taxName = (TAX.exec(p.ask.text) ?? TAX.exec(p.text) ?? ['税'])[0];
  return {
    kind: 'tax',
    idea: askTax
      ? `应纳税额 = 应纳税的收入 × 税率，${taxName} = $${t(v)} \\times ${pc}$。`
      : `应纳税额 = 应纳税的收入 × 税率，反过来 收入 = 应纳税额 ÷ 税率。`,
    steps: [`**列式计算** $${t(v)} ${askTax ? '\\times' : '\\div'} ${pc} = ${t(answer)}$（${unit.name}）`],
    answer,
    unit: unit.name,
    form: 'number',
    used: [amount, rate] as Qty[],
    check: askTax
      ? `$${t(answer)} \\div ${pc} = ${t(v)}$，正好是应纳税的收入。`
      : `$${t(answer)} \\times ${pc} = ${t(v)}$，正好是缴纳的税款。`,
  };
}

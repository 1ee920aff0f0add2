import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS } from '../units';

/**
 * 折扣 (打几折 = 原价的百分之几十): 现价 = 原价 × 折扣; 原价 = 现价 ÷ 折扣; 便宜了 原价 × (1 − 折扣);
 * one price after one discount, asked at another 「打八折后售价是120元，如果打九折出售，需要多少元？」;
 * 打了几折 from the 原价 and the 降价 (or the 现价) 「原价1800元，现降价270元出售，打了几折？」.
 */

const AFTER = /后|现价|现在|售价是|卖|实际/;
const ORIGINAL = /原价|原来|标价|定价/;
/** Words that make the amount after them a change of the price (便宜了15元), not a price. */
const CHANGE = /(?:便宜|降价|减价|降低|少|省|优惠|节约|节省|涨价|提价|贵|多)(?:付|花|收|卖)?了?$/;

/** 「打八折出售，进价多少元」: the cost or the profit is asked — no price a discount gives. */
export const COST_ASKED = /成本|进价|本钱|利润|赚|亏|盈|买进|购进/;

/** A money amount told as how much the price changed: 「打九折后便宜了15元」. */
export function isPriceChange(p: Problem, q: Qty): boolean {
  return CHANGE.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]));
}

export function discountKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/倍|分之|%|又|再|每|平均|利息|税|成本|进价|利润/.test(p.text)) return null;
  if (COST_ASKED.test(p.ask.text)) return null;
  const yuan = UNITS.get('元');
  const nums = p.qs.filter((q) => !isOptional(q));
  const discounts = nums.filter((q) => q.kind === 'discount');
  const prices = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'money');
  if (!yuan || discounts.length + prices.length !== nums.length || nums.some((q) => q.clause === p.ask.clause && q.kind !== 'discount'))
    return null;
  const ask = p.ask.text;
  // 「便宜（少）了多少」 is a difference; 「多少元」 alone is not
  const askLess = /便宜|少|省|优惠/.test(ask.replace(/多少|至少|最少/g, ''));
  const askUnit = p.ask.unit?.dim === 'money' ? p.ask.unit : /多少钱/.test(ask) ? yuan : null;
  const money = (q: Qty) => convert(q.value, q.unit as NonNullable<Qty['unit']>, yuan) as Rat;
  const out = (answer: Rat, steps: string, check: string, unit = askUnit?.name ?? '元'): Model => ({
    kind: 'discount',
    idea: '打几折就是按原价的百分之几十出售：现价 = 原价 × 折扣，原价 = 现价 ÷ 折扣。',
    steps: [`**列式计算** ${steps}`],
    answer,
    unit,
    form: 'number',
    used: nums,
    check,
  });
  const before = (q: Qty) => p.text.slice(Math.max(0, q.start - 12), q.start);
  // 打了几折: the original price and the reduction (or the new price)
  if (/几折/.test(ask) && discounts.length === 0 && prices.length === 2) {
    const [a, b] = prices;
    if (!ORIGINAL.test(before(a))) return null;
    const P = money(a);
    const cut = /降价|便宜|减价|少/.test(before(b));
    const now = cut ? P.sub(money(b)) : AFTER.test(before(b)) ? money(b) : null;
    if (!now || now.sign() <= 0 || now.cmp(P) >= 0) return null;
    const k = now.div(P).mul(Rat.of(10));
    if (!k.mul(P).div(Rat.of(10)).eq(now)) return null;
    return out(
      k,
      `$${cut ? `(${numTex(P)} - ${numTex(money(b))})` : numTex(now)} \\div ${numTex(P)} = ${numTex(now.div(P))}$，即打 $${numTex(k)}$ 折`,
      `验算：$${numTex(P)} \\times ${numTex(k.div(Rat.of(10)))} = ${numTex(now)}$（元）。`,
      '折',
    );
  }
  if (!askUnit || prices.length !== 1 || discounts.length < 1 || discounts.length > 2) return null;
  const price = prices[0];
  const P = money(price);
  const toAsk = (v: Rat) => convert(v, yuan, askUnit) as Rat;
  if (discounts.length === 2) {
    // the price after the first discount, asked after the second (如果打九折)
    const [k1, k2] = discounts;
    if (askLess || ORIGINAL.test(ask)) return null;
    if (!(k1.start < price.start && price.start < k2.start) || !AFTER.test(p.text.slice(k1.end, price.start))) return null;
    if (!/如果|若|要是|改|按/.test(p.clauses[k2.clause])) return null;
    const original = P.div(k1.value);
    const answer = original.mul(k2.value);
    return out(
      toAsk(answer),
      `原价：$${numTex(P)} \\div ${numTex(k1.value)} = ${numTex(original)}$（元）；$${numTex(original)} \\times ${numTex(k2.value)} = ${numTex(answer)}$（元）`,
      `验算：$${numTex(original)} \\times ${numTex(k1.value)} = ${numTex(P)}$，正是打折后的价钱。`,
    );
  }
  const k = discounts[0].value;
  if (isPriceChange(p, price)) return byReduction(p, price, P, k, askLess, out, toAsk);
  const priceIsAfter =
    discounts[0].start < price.start && AFTER.test(p.text.slice(discounts[0].end, price.start)) && !ORIGINAL.test(before(price));
  const priceIsOriginal = ORIGINAL.test(before(price)) || ORIGINAL.test(p.clauses[price.clause]);
  if (priceIsAfter === priceIsOriginal) return null;
  if (priceIsOriginal) {
    if (askLess) {
      const answer = P.mul(Rat.ONE.sub(k));
      return out(
        toAsk(answer),
        `$${numTex(P)} \\times (1 - ${numTex(k)}) = ${numTex(answer)}$（元）`,
        `验算：现价 $${numTex(P.mul(k))}$ 元，加上便宜的 $${numTex(answer)}$ 元，正好是原价。`,
      );
    }
    if (ORIGINAL.test(ask)) return null;
    const answer = P.mul(k);
    return out(
      toAsk(answer),
      `$${numTex(P)} \\times ${numTex(k)} = ${numTex(answer)}$（元）`,
      `验算：$${numTex(answer)} \\div ${numTex(k)} = ${numTex(P)}$，正是原价。`,
    );
  }
  if (!ORIGINAL.test(ask) || askLess) return null;
  const answer = P.div(k);
  return out(
    toAsk(answer),
    `$${numTex(P)} \\div ${numTex(k)} = ${numTex(answer)}$（元）`,
    `验算：$${numTex(answer)} \\times ${numTex(k)} = ${numTex(P)}$，正是打折后的价钱。`,
  );
}

/** 「打九折后便宜了15元」: the reduction is 原价 × (1 − 折扣), so 原价 = 便宜的钱 ÷ (1 − 折扣), 现价 = 原价 × 折扣. */
function byReduction(
  p: Problem,
  price: Qty,
  cut: Rat,
  k: Rat,
  askLess: boolean,
  out: (answer: Rat, steps: string, check: string) => Model,
  toAsk: (v: Rat) => Rat,
): Model | null {
  if (!/便宜|降价|减价|降低|少|省|优惠|节约|节省/.test(p.clauses[price.clause]) || k.cmp(Rat.ONE) >= 0 || askLess) return null;
  const ask = p.ask.text;
  const askOriginal = ORIGINAL.test(ask);
  const askNow = !askOriginal && /现价|售价|实际|卖|要付|需付|现在/.test(ask);
  if (askOriginal === askNow) return null;
  const original = cut.div(Rat.ONE.sub(k));
  const now = original.mul(k);
  if (!original.sub(now).eq(cut)) return null;
  const first = `原价：$${numTex(cut)} \\div (1 - ${numTex(k)}) = ${numTex(original)}$（元）`;
  return out(
    toAsk(askOriginal ? original : now),
    askOriginal ? first : `${first}；现价：$${numTex(original)} \\times ${numTex(k)} = ${numTex(now)}$（元）`,
    `验算：原价 $${numTex(original)}$ 元打折后是 $${numTex(now)}$ 元，便宜了 $${numTex(original)} - ${numTex(now)} = ${numTex(cut)}$（元），正是题中的钱数。`,
  );
}

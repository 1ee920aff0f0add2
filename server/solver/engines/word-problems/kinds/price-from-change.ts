import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { sameCount } from './change';

const PAID = /(?:付给?|付了|付出|拿出|拿了|给售货员|给营业员|交给)[\u4e00-\u9fff]{0,4}$/;
const CHANGE = /(?:找回|找给|找了|应找|找)[\u4e00-\u9fff]{0,3}$/;

/**
 * 单价 from what was paid and the change: 「小华买了3本笔记本，付了20元，找回2元，每本笔记本多少元？」 → (20 − 2) ÷ 3.
 * One count of the things bought, one amount paid, one change; the price is asked per one of them (每本, 一本).
 * Checked by buying again: the price times the count plus the change is what was paid.
 */
export function priceFromChangeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money') return null;
  if (/比|倍|折|%|分之|又|再|还剩|剩下/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const before = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const money = nums.filter((q) => q.unit?.dim === 'money');
  const counts = nums.filter((q) => (!q.unit && q.measure) || (q.unit && q.unit.dim !== 'money'));
  if (money.length !== 2 || counts.length !== 1) return null;
  const paid = money.filter((q) => PAID.test(before(q)));
  const change = money.filter((q) => CHANGE.test(before(q)));
  if (paid.length !== 1 || change.length !== 1 || paid[0] === change[0]) return null;
  // 「小华买了…，小明付了20元」: the one who pays is the one who buys
  const payer = /^(.*?)(?:付给?|付了|付出|拿出|拿了|交给)/.exec(before(paid[0]))?.[1];
  if (payer && !/^(?:又|先|共|一共|他|她)$/.test(payer) && !p.text.slice(0, p.offsets[paid[0].clause]).includes(payer)) return null;
  const count = counts[0];
  if (!/买/.test(p.clauses[count.clause]) || count.value.sign() <= 0) return null;
  if (!count.unit && !count.value.isInteger()) return null;
  // the price of one of the things counted: 每本, 一本, 每本笔记本, 每千克
  const per = /(?:每|一)(千克|公斤|克|吨|千米|米|升|[\u4e00-\u9fff])/.exec(p.ask.text);
  if (!per || !(count.unit ? count.unit.name === per[1] : sameCount(per[1], count.measure))) return null;
  // 「每个篮球多少元」 of 6 个足球 bought: the thing named in the question is the thing bought
  const thing = p.ask.text
    .slice((per.index ?? 0) + per[0].length)
    .replace(/(?:的)?(?:价钱|价格|单价|售价)?(?:是|要|需要|为)?(?:多少|几).*$/, '');
  if (thing && !p.clauses[count.clause].slice(count.end - p.offsets[count.clause]).includes(thing)) return null;
  const yuan = UNITS.get('元') as Unit;
  const P = convert(paid[0].value, paid[0].unit as Unit, yuan) as Rat;
  const C = convert(change[0].value, change[0].unit as Unit, yuan) as Rat;
  const spent = P.sub(C);
  if (spent.sign() <= 0) return null;
  const price = spent.div(count.value);
  const u = p.ask.unit;
  const answer = convert(price, yuan, u) as Rat;
  if (!price.mul(count.value).add(C).eq(P)) return null;
  const m = count.unit?.name ?? (count.measure as string);
  return {
    kind: 'price-from-change',
    idea: '付的钱减去找回的钱，就是买这些东西用的钱；再除以买的数量，得到单价。',
    steps: [
      `**用去的钱** $${numTex(P)} - ${numTex(C)} = ${numTex(spent)}$（元）`,
      `**单价** $${numTex(spent)} \\div ${numTex(count.value)} = ${numTex(price)}$（元）${u.name === '元' ? '' : `，即 $${numTex(answer)}$ ${u.name}`}`,
    ],
    answer,
    unit: u.name,
    form: 'number',
    used: nums,
    check: `验算：每${m} $${numTex(price)}$ 元，$${numTex(count.value)}$ ${m}是 $${numTex(price.mul(count.value))}$ 元，再加找回的 $${numTex(C)}$ 元，正好是付的 $${numTex(P)}$ 元。`,
  };
}

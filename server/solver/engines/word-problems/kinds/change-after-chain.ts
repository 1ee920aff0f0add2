import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { ADDITIVE, unitChain } from './rate';

/**
 * Money taken to a shop, less what the things bought cost, where the cost is a chain of quantities linked by their
 * units (「每箱18瓶，每瓶3元，拿80元买了一箱，还剩多少元」: 18 瓶/箱 × 3 元/瓶 × 1 箱). The cost is found by the
 * unit chain of every other number; the money told with 带/拿/付 is what the cost is taken from.
 */

const LEFT = /还剩|剩下|剩|找回|应找|找给|找多少|找零/;
const PAID = /(?:带了|带着|带|拿了|拿着|拿出|拿|付给|付了|付出|交给|给售货员|给营业员|有)$/;

/** The money told as paid or taken along: a sum of money after 带/拿/付, not a price (no 每 before it in its clause). */
function paidMoney(p: Problem, q: Qty): boolean {
  if (q.unit?.dim !== 'money' || q.kind !== 'plain') return false;
  const before = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  return PAID.test(before) && !/每/.test(before);
}

export function changeAfterChainKind(p: Problem): Model | null {
  const asked = p.ask.unit;
  if (p.ask.form !== 'number' || asked?.dim !== 'money' || !LEFT.test(p.ask.text)) return null;
  // every told clause links its numbers by units only: no 比, 倍, 又, 打折 …; the question alone says 还剩
  const told = p.clauses.filter((_, i) => i !== p.ask.clause).join('，');
  if (ADDITIVE.test(told) || /多|少/.test(told)) return null;
  if (/比|倍|折|%|分之|又|再/.test(p.ask.text)) return null;
  const nums = p.qs.filter((q) => !q.label);
  if (nums.some((q) => q.clause === p.ask.clause && !isOptional(q))) return null;
  const paid = nums.filter((q) => paidMoney(p, q));
  if (paid.length !== 1) return null;
  const cost = unitChain(
    p,
    nums.filter((q) => q !== paid[0]),
  );
  if (!cost || cost.unit !== asked.name) return null;
  const yuan = UNITS.get('元') as Unit;
  const have = convert(paid[0].value, paid[0].unit as Unit, asked) as Rat;
  const left = have.sub(cost.answer);
  if (left.sign() < 0) return null;
  // check: what is left and what was spent make the money taken along
  if (!left.add(cost.answer).eq(have) || !convert(have, asked, yuan)) return null;
  return {
    kind: 'change-after-chain',
    idea: `先由单位一步步求出买东西用去多少钱，再从${/付|交/.test(p.text) ? '付' : '带'}的钱里减去。`,
    steps: [
      ...cost.steps.map((s) => s.replace('**列式计算**', '**第一步** 用去的钱：')),
      `**第二步** $${numTex(have)} - ${numTex(cost.answer)} = ${numTex(left)}$（${asked.name}）`,
    ],
    answer: left,
    unit: asked.name,
    form: 'number',
    used: [...cost.used, paid[0]],
    check: `验算：${cost.check.replace(/。$/, '')}；剩下的 $${numTex(left)}$ 加上用去的 $${numTex(cost.answer)}$，正好是 $${numTex(have)}$ ${asked.name}。`,
  };
}

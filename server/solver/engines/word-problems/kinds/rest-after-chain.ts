import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { TAKE, valueInAsked } from './change';
import { ADDITIVE, unitChain } from './rate';

/**
 * What is left when one amount is a chain of quantities linked by their units and the other is told: money taken to
 * a shop less the cost (「每箱18瓶，每瓶3元，拿80元买了一箱，还剩多少元」: 18 瓶/箱 × 3 元/瓶 × 1 箱), a store less
 * what was carried away (「仓库有煤500吨，运走了3车，每车8吨」), or a chain of groups less the part used
 * (「3箱粉笔，每箱20盒，每盒50支，已经用去了1000支」). The chain is every other number, found by `unitChain`; the told
 * amount is the whole when it is had, taken along or paid (带/拿/付/有), the part when it is taken away (用去/吃了/运走).
 */

const LEFT = /还剩|剩下|剩|找回|应找|找给|找多少|找零/;
const WHOLE = /(?:带了|带着|带|拿了|拿着|拿出|拿|付给|付了|付出|交给|给售货员|给营业员|(?:原|原来|共|一共)?有[\u4e00-\u9fff]{0,3})$/;
/** Words of another relation than 还剩: they need a kind of their own. */
const OTHER = /比|倍|折|%|分之|又|再|每|平均/;

export function restAfterChainKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !LEFT.test(p.ask.text) || /比|倍|折|%|分之|又|再/.test(p.ask.text)) return null;
  const nums = p.qs.filter((q) => !q.label);
  if (nums.some((q) => q.clause === p.ask.clause && !isOptional(q))) return null;
  const inAsked = valueInAsked(p, true);
  const beside = nums
    .filter((q) => !isOptional(q) && inAsked(q))
    .map((q) => {
      const before = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
      if (OTHER.test(before)) return null;
      const whole = WHOLE.test(before);
      const taken = TAKE.test(before.slice(-4));
      // 「付了700元」「拿出100元」: money handed over is what the change is taken from
      if (whole && taken && q.unit?.dim === 'money') return { q, whole };
      return whole === taken ? null : { q, whole };
    })
    .filter((x): x is { q: Qty; whole: boolean } => !!x);
  if (beside.length !== 1) return null;
  const { q: told, whole } = beside[0];
  // every other told clause links its numbers by units only (no 比, 倍, 又, 打折 …)
  const others = p.clauses.filter((_, i) => i !== p.ask.clause && i !== told.clause).join('，');
  if (ADDITIVE.test(others) || /多|少/.test(others)) return null;
  if (/[比倍又再%]|分之|折/.test(p.clauses[told.clause])) return null;
  const chain = unitChain(
    p,
    nums.filter((q) => q !== told),
  );
  const amount = inAsked(told) as Rat;
  if (!chain || chain.unit !== (p.ask.unit?.name ?? chain.unit)) return null;
  const left = whole ? amount.sub(chain.answer) : chain.answer.sub(amount);
  if (left.sign() < 0) return null;
  // check: what is left and the other part make the whole again
  const [all, part] = whole ? [amount, chain.answer] : [chain.answer, amount];
  if (!left.add(part).eq(all)) return null;
  const unit = chain.unit;
  const money = p.ask.unit?.dim === 'money';
  return {
    kind: 'rest-after-chain',
    idea: whole
      ? `先由单位一步步求出${money ? '用去多少钱' : '拿走（用去）的部分'}，再从原有的 ${numTex(amount)} ${unit}里减去。`
      : `先由单位一步步求出一共有多少，再减去用去（拿走）的 ${numTex(amount)} ${unit}。`,
    steps: [
      ...chain.steps.map((s) => s.replace('**列式计算**', whole ? '**第一步** 用去的部分：' : '**第一步** 一共有：')),
      `**第二步** $${numTex(all)} - ${numTex(part)} = ${numTex(left)}$（${unit}）`,
    ],
    answer: left,
    unit,
    form: 'number',
    used: [...chain.used, told],
    check: `验算：${chain.check.replace(/。$/, '')}；剩下的 $${numTex(left)}$ 加上${whole ? '用去' : '拿走'}的 $${numTex(part)}$，正好是 $${numTex(all)}$ ${unit}。`,
  };
}

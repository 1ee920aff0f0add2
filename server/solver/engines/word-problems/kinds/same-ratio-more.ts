import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';

/** The whole of both stretches: 一共, 全程, 两地相距, 全长 … */
const WHOLE_ASK = /一共|共|总共|全程|全长|相距|(?:到|至)[\u4e00-\u9fff]{1,4}?(?:有|是)?(?:多少|几)|两地/;

/**
 * 「照这样」 and then more of the same (归一 then 归总, 三年级下): 「4小时行了480千米，照这样的速度，再行3小时才能到达，两地相距
 * 多少千米」「3小时做了36个零件，照这样计算，再做5小时，一共做多少个」 — the told amount plus the rate times the more:
 * 480 + 480 ÷ 4 × 3. The pair is told in one clause, the more in a clause of its own opened by 再, and the question asks
 * for the whole.
 */
export function sameRatioMoreKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/照这样|按照这样|按这样|照这个|同样的速度/.test(p.text)) return null;
  if (/比|倍|分之|%|折|剩|每|相遇|同时|还要|还需/.test(p.text)) return null;
  if (!WHOLE_ASK.test(p.ask.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || (!q.unit && !q.measure) || q.clause === p.ask.clause)) return null;
  const [a, b, c] = nums;
  if (a.clause !== b.clause || c.clause === a.clause) return null;
  const moreClause = p.clauses[c.clause];
  // 「再做5小时」 may have been read as 「又做5小时」; no other clause adds more
  if (!/^(?:如果|要是)?(?:他|她|它)?[再又]/.test(moreClause)) return null;
  if (p.clauses.some((cl, i) => i !== c.clause && /又|再/.test(cl))) return null;
  const kindOf = (q: Qty) => (q.unit ? `u:${q.unit.dim}` : `m:${q.measure === '名' || q.measure === '位' ? '人' : q.measure}`);
  const askKind = p.ask.unit
    ? `u:${p.ask.unit.dim}`
    : p.ask.measure
      ? `m:${p.ask.measure === '名' || p.ask.measure === '位' ? '人' : p.ask.measure}`
      : null;
  if (!askKind || kindOf(a) === kindOf(b)) return null;
  const [known, other] = kindOf(c) === kindOf(a) ? [a, b] : kindOf(c) === kindOf(b) ? [b, a] : [null, null];
  if (!known || !other || kindOf(other) !== askKind) return null;
  const cv = known.unit && c.unit ? convert(c.value, c.unit, known.unit) : c.value;
  if (!cv) return null;
  const more: Rat = other.value.mul(cv).div(known.value);
  const whole = other.value.add(more);
  const answer = p.ask.unit && other.unit ? convert(whole, other.unit, p.ask.unit) : whole;
  if (!answer || answer.sign() <= 0 || (!p.ask.unit && !answer.isInteger())) return null;
  // check: the whole is the rate times both stretches together
  if (!other.value.div(known.value).mul(known.value.add(cv)).eq(whole)) return null;
  const oName = other.unit?.name ?? other.measure ?? '';
  const kName = known.unit?.name ?? known.measure ?? '';
  const per = other.value.div(known.value);
  return {
    kind: 'same-ratio-more',
    idea: '「照这样」说明每一份的量不变：先求每1份（归一），再求再做的那一段，最后加上已经做的。',
    steps: [
      `**每1${kName}** $${numTex(other.value)} \\div ${numTex(known.value)} = ${numTex(per)}$（${oName}）`,
      `**再${numTex(cv)}${kName}** $${numTex(per)} \\times ${numTex(cv)} = ${numTex(more)}$（${oName}）`,
      `**一共** $${numTex(other.value)} + ${numTex(more)} = ${numTex(whole)}$（${oName}）`,
    ],
    answer,
    unit: p.ask.unit?.name ?? p.ask.measure ?? '',
    form: 'number',
    used: nums,
    check: `另一种算法：$${numTex(per)} \\times (${numTex(known.value)} + ${numTex(cv)}) = ${numTex(whole)}$（${oName}），两种算法结果相同。`,
  };
}

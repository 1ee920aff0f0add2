import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { sameCount } from './change';

/**
 * 求一个数是另一个数的几分之几, with a whole and the part of it already done (五年级 分数的意义):
 * - 「要加工100个零件，已经完成了74个，剩下的占这批零件的几分之几」 → (100 − 74) ÷ 100, and 「已完成的占…」 → 74 ÷ 100;
 * - 「一本书共80页，每天看10页，每天看这本书的几分之几」 → 10 ÷ 80;
 * - 「一条公路21天修完，平均每天修这条公路的几分之几」 → 1 ÷ 21 (the whole is 1).
 * The answer is checked by adding the parts back to the whole.
 */

const DONE = /已经|已|完成了|做了|写完|看完|读完|修了|用了|看了|读了|写了|卖了|运走|运了|吃了/;
const REST = /剩下|剩余|余下|没有|还没|没(?=[看读做写修吃用走种卖])|还未|未|其余|还要/;

export function fractionOfWholeKind(p: Problem): Model | null {
  if (p.ask.form !== 'fraction' || p.ask.text.includes('百分之几')) return null;
  const ask = p.ask.text;
  if (!/几分之几/.test(ask) || /比|倍|多|少/.test(ask.replace(/几分之几|多少/g, ''))) return null;
  if (/比|倍|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|再/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  const inAskClause = nums.filter((q) => q.clause === p.ask.clause);
  if (inAskClause.length) return null;
  // 「21天修完，平均每天修…的几分之几」: one time told, the work of one day
  if (nums.length === 1) {
    const q = nums[0];
    if (q.kind !== 'plain' || !q.unit || q.unit.dim !== 'time' || !q.value.isInteger() || q.value.sign() <= 0) return null;
    const unitName = q.unit.name;
    const per = new RegExp(`(?:平均)?每${unitName === '天' ? '天' : unitName}`);
    if (!per.test(ask) || !/完|完成/.test(p.clauses[q.clause])) return null;
    const answer = Rat.ONE.div(q.value);
    return {
      kind: 'fraction-of-whole',
      idea: `把这项工作看作单位“1”，${numTex(q.value)}${unitName}完成，平均每${unitName}完成它的 $\\frac{1}{${numTex(q.value)}}$。`,
      steps: [`**列式计算** $1 \\div ${numTex(q.value)} = ${answer.toLatex()}$`],
      answer,
      unit: '',
      form: 'fraction',
      used: nums,
      check: `验算：$${answer.toLatex()} \\times ${numTex(q.value)} = 1$，正好是整项工作。`,
    };
  }
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain')) return null;
  const [a, b] = nums;
  const same = a.unit && b.unit ? a.unit.name === b.unit.name : !a.unit && !b.unit && sameCount(a.measure, b.measure);
  if (!same) return null;
  const doneOf = (q: Qty) => DONE.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]));
  const perDay = (q: Qty) => /每(?:天|小时|分钟|周|月)/.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]));
  const parts = nums.filter((q) => doneOf(q) || perDay(q));
  if (parts.length !== 1) return null;
  const part = parts[0];
  const whole = part === a ? b : a;
  if (doneOf(whole) || perDay(whole)) return null;
  // 「吃了5个，还剩8个」: what is left is no whole (the whole is both together)
  if (/剩|余下|还有/.test(p.clauses[whole.clause])) return null;
  const W = whole.value;
  const D = part.value;
  if (!(D.sign() > 0 && D.cmp(W) < 0)) return null;
  const restAsked = REST.test(ask);
  const doneAsked = !restAsked && (DONE.test(ask) || (perDay(part) && /每(?:天|小时|分钟|周|月)/.test(ask)));
  if (restAsked === doneAsked) return null;
  if (restAsked && perDay(part)) return null;
  const top = restAsked ? W.sub(D) : D;
  const answer = top.div(W);
  const unit = whole.unit?.name ?? whole.measure ?? '';
  return {
    kind: 'fraction-of-whole',
    idea: restAsked ? `先求剩下的部分（总数 − 已完成），再用剩下的除以总数。` : `求一个数是另一个数的几分之几，用这个数除以另一个数。`,
    steps: restAsked
      ? [
          `**剩下的** $${numTex(W)} - ${numTex(D)} = ${numTex(top)}$（${unit}）`,
          `**占总数的** $${numTex(top)} \\div ${numTex(W)} = ${answer.toLatex()}$`,
        ]
      : [`**列式计算** $${numTex(D)} \\div ${numTex(W)} = ${answer.toLatex()}$`],
    answer,
    unit: '',
    form: 'fraction',
    used: nums,
    check: restAsked
      ? `验算：已完成的占 $${D.div(W).toLatex()}$，加上 $${answer.toLatex()}$ 正好是 $1$。`
      : `验算：$${numTex(W)} \\times ${answer.toLatex()} = ${numTex(D)}$。`,
  };
}

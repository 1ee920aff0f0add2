import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';
import { sameCount } from './change';

/**
 * 有余数的除法, the remainder asked: 「19朵花，每2朵扎成一束，还剩多少朵？」, 「52米绳子，每根跳绳6米，
 * 做成跳绳后还剩几米？」. The total and the size of one group are of one kind; the rest is total − groups × size.
 */

const FORM = /扎成|扎|装|做|分|放|坐|站|包|编|剪|截|串|捆|排|围|住|一束|一盒|一袋|一箱|一组|一排|一行|一份|一根|一条/;

export function remainderLeftKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const ask = p.ask.text;
  if (!/还剩|剩下|剩余|余下|还余|多出|剩/.test(ask) || /比|倍|又|再|原来|一共|已经/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 2 || nums.some((q) => q.clause === p.ask.clause || q.kind !== 'plain')) return null;
  const amountOf = (q: Qty): Rat | null => {
    if (p.ask.unit) return q.unit ? convert(q.value, q.unit, p.ask.unit) : null;
    return p.ask.measure && sameCount(q.measure, p.ask.measure) ? q.value : null;
  };
  // the group size is the number right after 每 (每2朵、每根跳绳长6米); the total is the other
  const sizeQ = nums.find(
    (q) =>
      /每(?:[\u4e00-\u9fff]{0,5}?)$/.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause])) && FORM.test(p.clauses[q.clause]),
  );
  const totalQ = nums.find((q) => q !== sizeQ);
  if (!sizeQ || !totalQ || totalQ.start > sizeQ.start) return null;
  const total = amountOf(totalQ);
  const size = amountOf(sizeQ);
  if (!total || !size || size.sign() <= 0 || total.cmp(size) < 0) return null;
  const groups = total.div(size);
  const whole = Rat.of(groups.n / groups.d);
  const answer = total.sub(whole.mul(size));
  if (answer.sign() < 0 || answer.cmp(size) >= 0) return null;
  if (p.ask.measure && !answer.isInteger()) return null;
  const unit = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'remainder-left',
    idea: '有余数的除法：总数 ÷ 每份数 = 份数……余数，余数就是剩下的。',
    steps: [`**列式计算** $${numTex(total)} \\div ${numTex(size)} = ${numTex(whole)} \\cdots\\cdots ${numTex(answer)}$`],
    answer,
    unit,
    form: 'number',
    used: [totalQ, sizeQ],
    check: `验算：$${numTex(whole)} \\times ${numTex(size)} + ${numTex(answer)} = ${numTex(total)}$，余数 $${numTex(answer)} < ${numTex(size)}$。`,
  };
}

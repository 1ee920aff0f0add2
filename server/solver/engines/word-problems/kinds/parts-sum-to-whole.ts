import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { type Problem, type Qty, numTex as t, wholeCount } from '../read';
import { convert } from '../units';
import { sameCount } from './change';

/**
 * 已知几个部分的和求整体 (六年级上册 分数除法): each part told as a fraction of the whole (「第一天修了全长的1/4，第二天
 * 修了全长的1/3」) and the parts' amount together (「两天共修了350米」); the whole = 部分的和 ÷ 分率之和. The count of the
 * parts (两天) must be the number of fractions told; a part of the rest (余下的…), an amount left or a third part
 * told as an amount refuse.
 */

const OF_WHOLE =
  /(?:全长|全程|全书|全部|总数|总量|总长|总页数|全年|全班|这批[\u4e00-\u9fff]{0,3}|这堆[\u4e00-\u9fff]{0,3}|这本书|这条路)的$/;
const COUNTED = /^([两二三四234])(?:天|次|周|个月|年|个小时|小时|个星期|星期|个组|组|个队|队)(?:一共|共|合计|总共|合起来)/;

export function partsSumToWholeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || /比|倍|剩|还|余下|其余|每|平均|又|再/.test(p.text)) return null;
  if (!/全长|全程|一共有|这本书|原来|总|这条路|这批|这堆|有多少|全书/.test(p.ask.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const nums = p.qs.filter((q) => !isOptional(q) || COUNTED.test(p.text.slice(q.start)));
  const fracs = nums.filter((q) => (q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure);
  if (fracs.length < 2 || fracs.length > 3) return null;
  if (fracs.some((q) => !OF_WHOLE.test(p.text.slice(Math.max(0, q.start - 8), q.start)))) return null;
  const count = nums.filter((q) => q.kind === 'plain' && COUNTED.test(p.text.slice(q.start)));
  if (count.length !== 1) return null;
  const n = count[0].value;
  if (!n.eq(Rat.of(fracs.length))) return null;
  const amounts = nums.filter((q) => !fracs.includes(q) && q !== count[0]);
  if (amounts.length !== 1 || amounts[0].kind !== 'plain' || amounts[0].clause !== count[0].clause) return null;
  const sumQ = amounts[0] as Qty;
  if (sumQ.start < count[0].start) return null;
  const S = unit ? (sumQ.unit ? convert(sumQ.value, sumQ.unit, unit) : null) : sameCount(sumQ.measure, measure) ? sumQ.value : null;
  if (!S) return null;
  const share = fracs.reduce((s, q) => s.add(q.value), Rat.ZERO);
  if (share.sign() <= 0 || share.cmp(Rat.ONE) > 0) return null;
  const whole = S.div(share);
  if (wholeCount(measure) && !whole.isInteger()) return null;
  // check: each part worked from the whole adds back to the amount told
  const parts = fracs.map((q) => whole.mul(q.value));
  if (!parts.reduce((s, x) => s.add(x), Rat.ZERO).eq(S)) return null;
  const name = unit?.name ?? measure ?? '';
  return {
    kind: 'parts-sum-to-whole',
    idea: `已知几个部分的和求整体：这几部分一共占整体的 $${fracs.map((q) => q.value.toLatex()).join(' + ')}$，整体 = 部分的和 ÷ 对应的分率之和。`,
    steps: [
      `**第一步** 分率之和：$${fracs.map((q) => q.value.toLatex()).join(' + ')} = ${share.toLatex()}$`,
      `**第二步** 整体：$${t(S)} \\div ${share.toLatex()} = ${t(whole)}$（${name}）`,
    ],
    answer: whole,
    unit: name,
    form: 'number',
    used: [...fracs, count[0], sumQ],
    check: `${parts.map((x, i) => `$${t(whole)} \\times ${fracs[i].value.toLatex()} = ${t(x)}$`).join('，')}，合起来 $${t(S)}$，与题目相符。`,
  };
}

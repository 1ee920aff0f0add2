import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import type { Problem } from '../read';

/**
 * Parts of one whole given as fractions of it, added: 「第一天看了全书的2/8，第二天看了3/8，两天一共看了这本书的
 * 几分之几？」 → 2/8 + 3/8. (The part left, 1 − …, is the kind 「…的2/7涂蓝色，没有涂色的部分占几分之几」.)
 */
export function fractionPartsKind(p: Problem): Model | null {
  if (p.ask.form !== 'fraction' || !/一共|共|已经|合起来|两天|两次|总共/.test(p.ask.text) || /剩|还剩|没有|其余|比|倍/.test(p.text))
    return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 2 || nums.some((q) => q.kind !== 'fraction' || q.unit || q.measure || q.clause === p.ask.clause)) return null;
  // each part in its own clause (第一天…，第二天…)
  if (new Set(nums.map((q) => q.clause)).size !== nums.length) return null;
  const answer = nums.reduce((s, q) => s.add(q.value), Rat.ZERO);
  if (answer.cmp(Rat.ONE) > 0 || answer.sign() <= 0) return null;
  const again = [...nums].reverse().reduce((s, q) => s.add(q.value), Rat.ZERO);
  if (!again.eq(answer)) return null;
  return {
    kind: 'fraction-parts',
    idea: '都是同一个整体的几分之几，合起来用加法（同分母分数相加，分母不变，分子相加）。',
    steps: [`**列式计算** $${nums.map((q) => q.value.toLatex()).join(' + ')} = ${answer.toLatex()}$`],
    answer,
    unit: '',
    form: 'fraction',
    used: nums,
    check: `验算：$${answer.toLatex()} - ${nums.map((q) => q.value.toLatex()).join(' - ')} = 0$，而且不超过整体 1。`,
  };
}

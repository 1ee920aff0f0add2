import type { Model } from '../model';
import { isOptional } from '../model';
import { numTex, type Problem } from '../read';
import { sameCount } from './change';

/**
 * 「小明家有3双筷子，一共有多少根筷子？」「5对兔子一共有多少只」: the pairs or dozens told, counted one by one — the
 * reader has already turned them into things (3双 → 6根, its 换算 step shown); the question asks that count alone.
 */
export function dozensCountedKind(p: Problem): Model | null {
  if (!p.notes?.length || p.ask.form !== 'number' || !p.ask.measure || !/一共|共|总共|合计/.test(p.ask.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 1 || p.notes.length !== 1) return null;
  const [q] = nums;
  if (q.clause === p.ask.clause || q.unit || !sameCount(q.measure, p.ask.measure) || !q.value.isInteger()) return null;
  if (/比|倍|每|平均|又|再|剩|还|给|卖|吃|用|买了.*又/.test(p.text)) return null;
  return {
    kind: 'dozens-counted',
    idea: '一双（一对）是 2 个，一打是 12 个：几双（几对、几打）就是几个 2（12），用乘法。',
    steps: [`**所以** 一共有 $${numTex(q.value)}$ ${p.ask.measure}`],
    answer: q.value,
    unit: p.ask.measure,
    form: 'number',
    used: [q],
    check: `倒过来：$${numTex(q.value)}$ ${p.ask.measure}正好分成题中说的双数（对数、打数），一个不多一个不少。`,
  };
}

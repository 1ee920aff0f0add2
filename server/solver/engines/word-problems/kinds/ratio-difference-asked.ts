import type { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { type Problem, type Qty, numTex as t } from '../read';

/**
 * 按比分配, the difference asked (人教版 六年级上 比的应用): 「全班45人，男生与女生人数的比是4：5，女生比男生多多少人？」 —
 * the total is a + b 份, the difference a − b 份: 45 ÷ (4 + 5) × (5 − 4). The question must name both parts with 比…多 or
 * 比…少 in the direction the ratio says; a total that is not the sum of the two makes it another story.
 */
export function ratioDifferenceAsked(p: Problem, names: [string, string], a: Rat, b: Rat, total: Qty, used: Qty[]): Model | null {
  const m = new RegExp(
    `(${names[0]}|${names[1]})[\\u4e00-\\u9fff]{0,3}?比(${names[0]}|${names[1]})[\\u4e00-\\u9fff]{0,3}?(多|少)(?:多少|几)`,
  ).exec(p.ask.text);
  if (!m || m[1] === m[2] || a.eq(b)) return null;
  // 「多几分之几」「多几成」「多几倍」「多百分之几」 ask a fraction of one part, not the difference
  if (/分之|成|倍|百分|%/.test(p.ask.text.slice(m.index + m[0].length - 2))) return null;
  const tc = p.clauses[total.clause];
  // 「五（2）班有男生36人」「果园里有桃树420棵」: the amount of one of the two, not their sum
  if (tc.includes(names[0]) !== tc.includes(names[1])) return null;
  // the total told is the sum of both: 共, 一共, 全班, 有学生 … and never a difference
  if (!/一共|共|总|全|有|和(?:是|为)/.test(tc) || /差|多|少|比/.test(tc.replace(/比是|比为|的比/g, ''))) return null;
  const x = m[1] === names[0] ? a : b;
  const y = m[1] === names[0] ? b : a;
  if (m[3] === '多' ? x.cmp(y) <= 0 : x.cmp(y) >= 0) return null;
  const parts = a.add(b);
  const one = total.value.div(parts);
  const answer = one.mul(x.sub(y).abs());
  if (!total.unit && total.measure && (!one.isInteger() || !answer.isInteger())) return null;
  const unit = total.unit?.name ?? total.measure ?? '';
  if (p.ask.unit && total.unit && p.ask.unit.name !== total.unit.name) return null;
  const big = x.cmp(y) > 0 ? x : y;
  const small = x.cmp(y) > 0 ? y : x;
  return {
    kind: 'ratio-split',
    idea: `${names[0]}与${names[1]}的比是 $${t(a)}:${t(b)}$：总数是 $${t(a)} + ${t(b)} = ${t(parts)}$ 份，${m[1]}比${m[2]}${m[3]} $${t(big)} - ${t(small)} = ${t(big.sub(small))}$ 份。`,
    steps: [
      `**第一步** 1 份：$${t(total.value)} \\div (${t(a)} + ${t(b)}) = ${t(one)}$${unit ? `（${unit}）` : ''}`,
      `**第二步** ${m[1]}比${m[2]}${m[3]}：$${t(one)} \\times (${t(big)} - ${t(small)}) = ${t(answer)}$${unit ? `（${unit}）` : ''}`,
    ],
    answer,
    unit,
    form: 'number',
    used,
    check: `验算：${names[0]} $${t(one.mul(a))}$，${names[1]} $${t(one.mul(b))}$，合起来 $${t(total.value)}$，相差 $${t(answer)}$。`,
  };
}

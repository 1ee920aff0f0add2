import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { valueInAsked } from './change';

/**
 * A part of a whole, then shared equally: 「全班有56人，老师把全班同学的一半平均分成4组，平均每组有多少人？」,
 * 「一根绳子长36米，把它的1/3平均剪成4段，每段长多少米？」 → whole × part ÷ groups.
 */

const SHARE =
  /(?:的|它的)(一半|\d+\/\d+|[一二三四五六七八九十]+分之[一二三四五六七八九十]+)(?:[\u4e00-\u9fff]{0,4}?)平均(?:分成|分给|剪成|装成|分到)(\d+)/;

export function partThenShareKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/^(?:平均)?每/.test(p.ask.text)) return null;
  if (/比|倍|剩|还|又|再|%|折/.test(p.text)) return null;
  const m = SHARE.exec(p.text);
  if (!m) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const inAsked = valueInAsked(p, true);
  const nums = p.qs.filter((q) => !isOptional(q));
  const at = m.index ?? 0;
  const partQ = nums.find((q) => q.start >= at && q.start < at + m[0].length && q.kind === 'fraction');
  const groupsQ = nums.find((q) => q.start >= at && q.start < at + m[0].length && q.kind === 'plain');
  const wholeQ = nums.filter((q) => q !== partQ && q !== groupsQ);
  if (!partQ || !groupsQ || wholeQ.length !== 1 || wholeQ[0].start > at) return null;
  const whole = inAsked(wholeQ[0]);
  if (!whole || partQ.value.sign() <= 0 || partQ.value.cmp(Rat.ONE) >= 0) return null;
  const part = whole.mul(partQ.value);
  const answer = part.div(groupsQ.value);
  if (answer.sign() <= 0 || (measure && !answer.isInteger())) return null;
  // check: the groups put back together, then the part made whole again
  if (!answer.mul(groupsQ.value).div(partQ.value).eq(whole)) return null;
  const u = unit?.name ?? measure ?? '';
  const f = partQ.raw === '一半' ? '\\frac{1}{2}' : partQ.value.toLatex();
  return {
    kind: 'part-then-share',
    idea: '先求出整体的几分之几是多少（整体 × 分率），再把这一部分平均分，用除法。',
    steps: [
      `**分析数量关系** ${partQ.raw}：$${numTex(whole)} \\times ${f} = ${numTex(part)}$（${u}）。`,
      `**列式计算** $${numTex(part)} \\div ${numTex(groupsQ.value)} = ${numTex(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: [wholeQ[0], partQ, groupsQ],
    check: `验算：$${numTex(answer)} \\times ${numTex(groupsQ.value)} = ${numTex(part)}$，再除以 $${f}$ 正好是 $${numTex(whole)}$。`,
  };
}

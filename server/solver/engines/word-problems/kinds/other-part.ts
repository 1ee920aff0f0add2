import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';
import { valueInAsked } from './change';

/**
 * A whole and the parts 其中 names, the other part asked: 「舞蹈小组有33人，其中女生有20人，男生有多少人？」,
 * 「果园有1586棵果树，其中梨树517棵，枣树383棵，剩下的是苹果树，苹果树有多少棵？」 → whole − the parts told.
 */
export function otherPartKind(p: Problem): Model | null {
  // the whole comes before 其中, or is told first as 一共有… with the rest named (其余是黄气球)
  const totalFirst = /^[\u4e00-\u9fff]{0,8}?(?:一共|共有|总共)/.test(p.clauses[0]) && /(?:其余|剩下)的?(?:是|都是)/.test(p.text);
  if (p.ask.form !== 'number' || !(/其中/.test(p.text) || totalFirst)) return null;
  if (/比|倍|每|平均|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|再|还剩|既|都|同时|也/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const inAsked = valueInAsked(p, true);
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 2 || nums.some((q) => q.clause === p.ask.clause || !inAsked(q))) return null;
  // the whole is told before 其中; every part after it
  const at = p.text.includes('其中') ? p.text.indexOf('其中') : p.offsets[1];
  const whole = nums.filter((q) => q.start < at);
  const parts = nums.filter((q) => q.start > at);
  if (whole.length !== 1 || !parts.length) return null;
  // the asked part is none of the parts told: the words before each part's number must not be in the question
  const askName = p.ask.text.replace(/(?:有|是|共|一共)?(?:多少|几).*$/, '');
  const rest = /(?:剩下|其余|其他|另外)的?(?:是|为|都是)?([\u4e00-\u9fff]{1,4})/.exec(p.text);
  for (const q of parts) {
    const name = p.clauses[q.clause]
      .slice(0, q.start - p.offsets[q.clause])
      .replace(/^其中/, '')
      .replace(/(?:有|是|占)$/, '');
    if (!name || p.ask.text.includes(name)) return null;
    // the asked is the rest: named so (剩下的是苹果树), or the other of a pair (女生 · 男生, 梨树 · 苹果树)
    if (!(rest && askName.includes(rest[1])) && !(askName && askName.slice(-1) === name.slice(-1))) return null;
  }
  const W = inAsked(whole[0]) as Rat;
  const told = parts.map((q) => inAsked(q) as Rat);
  const answer = told.reduce((s, v) => s.sub(v), W);
  if (answer.sign() <= 0) return null;
  if (!told.reduce((s, v) => s.add(v), answer).eq(W)) return null;
  const name = unit?.name ?? measure ?? '';
  return {
    kind: 'other-part',
    idea: '总数里去掉已知的部分，剩下的就是另一部分，用减法。',
    steps: [`**列式计算** $${[W, ...told].map(numTex).join(' - ')} = ${numTex(answer)}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    used: nums,
    check: `验算：$${[...told, answer].map(numTex).join(' + ')} = ${numTex(W)}$，正好是总数。`,
  };
}

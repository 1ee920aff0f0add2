import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { valueInAsked } from './change';

/** The part's name that a later part is compared with: 上午, 第一次, 第一天, 买书 … at the start of its clause. */
function partName(clause: string): string | null {
  const m =
    /^(?:其中|先)?(上午|下午|第[一二三四五六七八九十\d]+[次天周个]|[一二三四五六七八九十\d]+月份?|买[\u4e00-\u9fff]{1,3}?(?=用|花)|[\u4e00-\u9fff]{1,3}?(?=用去|用了|花了|花去|卖出|卖了|吃了|运走|用掉))/.exec(
      clause,
    );
  return m ? m[1] : null;
}

/**
 * 两步计算 (二、三年级): a whole, one part taken away, a second part told against the first (比…多/少, …的几倍), and what is
 * left asked: 「一根绳子长10米，第一次用去3米，第二次用去的是第一次的2倍，还剩多少米」 = 10 − 3 − 3 × 2.
 */
export function relatedPartsLeftKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || (!p.ask.unit && !p.ask.measure) || !/还剩|剩下|还有|剩/.test(p.ask.text)) return null;
  if (/又|再|运来|买来|借来|增加|平均|每/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.clause === p.ask.clause)) return null;
  const [whole, first, rel] = nums;
  if (!(whole.clause < first.clause && first.clause < rel.clause)) return null;
  const inAsked = valueInAsked(p, true);
  const W = inAsked(whole);
  const x1 = inAsked(first);
  if (!W || !x1) return null;
  const wholeClause = p.clauses[whole.clause];
  if (/比|倍|用|卖|吃|花|运走/.test(wholeClause)) return null;
  const firstClause = p.clauses[first.clause];
  const name = partName(firstClause);
  if (!name || /比|倍/.test(firstClause)) return null;
  const relClause = p.clauses[rel.clause];
  const before = relClause.slice(0, rel.start - p.offsets[rel.clause]);
  const after = relClause.slice(rel.end - p.offsets[rel.clause]);
  let x2: Rat;
  let how: string;
  if (rel.kind === 'multiple' || (rel.kind === 'fraction' && !rel.unit && !rel.measure)) {
    // 「第二次用去的是第一次的2倍」「下午卖出的是上午的1/2」
    if (!new RegExp(`(?:是|相当于|等于)${name}的$`).test(before) || after !== '') return null;
    x2 = x1.mul(rel.value);
    how = `${numTex(x1)} \\times ${numTex(rel.value)}`;
  } else {
    // 「下午卖出的比上午多5个」「买笔用去的钱比买书少4元」
    const d = new RegExp(`比${name}(?:的)?(?:[\\u4e00-\\u9fff]{0,2}?)(多|少)(?:[\\u4e00-\\u9fff]{0,2})$`).exec(before);
    const v = inAsked(rel);
    if (!d || !v || after !== '') return null;
    x2 = d[1] === '多' ? x1.add(v) : x1.sub(v);
    how = `${numTex(x1)} ${d[1] === '多' ? '+' : '-'} ${numTex(v)}`;
  }
  if (x2.sign() <= 0) return null;
  const answer = W.sub(x1).sub(x2);
  if (answer.sign() < 0) return null;
  // check: the parts and what is left make the whole again
  if (!answer.add(x1).add(x2).eq(W)) return null;
  const unit = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'related-parts-left',
    idea: '先根据两部分之间的关系求出第二部分，再从总数里减去两部分，得到剩下的。',
    steps: [
      `**第二部分** $${how} = ${numTex(x2)}$（${unit}）`,
      `**还剩** $${numTex(W)} - ${numTex(x1)} - ${numTex(x2)} = ${numTex(answer)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    used: [whole, first, rel] as Qty[],
    check: `验算：$${numTex(answer)} + ${numTex(x1)} + ${numTex(x2)} = ${numTex(W)}$，剩下的和用去的两部分合起来正好是总数。`,
  };
}

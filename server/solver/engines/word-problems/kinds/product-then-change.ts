import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { MEASURE_WORDS } from '../units';
import { TAKE, valueInAsked } from './change';

/**
 * A total made of equal groups, then a part taken away: 「做了5盒大红花，每盒装9朵，送给三好学生32朵，还剩多少朵？」,
 * 「每间教室有4扇窗户，共有8间教室，擦了28扇，还剩多少扇？」.
 * The groups: the number after 每X (per group) and the number of X; the total is their product.
 */

export function productThenChangeKind(p: Problem): Model | null {
  const left = /还剩|剩下|剩余|还有|还余|没/.test(p.ask.text);
  // 「有3个班，每班28人，又转来了5人，现在一共有多少人？」: the equal groups, then a part added
  const added = !left && /现在|一共|共|总共/.test(p.ask.text);
  if (p.ask.form !== 'number' || !(left || added)) return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|原来|如果|平均|每天|每小时/.test(p.text)) return null;
  if (left && /又|再/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.some((q) => q.clause === p.ask.clause || q.kind !== 'plain')) return null;
  const inAsked = valueInAsked(p);
  // one group size 「每盒装9朵」: 每 + a count word, then a number of the asked kind
  const per = /每(?:一)?(?:个)?([\u4e00-\u9fff])/.exec(p.text);
  if (!per || !MEASURE_WORDS.includes(per[1])) return null;
  const perWord = per[1];
  const at = per.index ?? 0;
  const perClause = p.offsets.findLastIndex((o) => o <= at);
  const size = nums.find((q) => q.start > at && q.clause === perClause);
  if (!size || !inAsked(size)) return null;
  // how many groups: a number counted in the same word (5盒, 8间)
  const groups = nums.filter((q) => q !== size && !q.unit && q.measure === perWord);
  if (groups.length !== 1) return null;
  const n = groups[0];
  const rest = nums.filter((q) => q !== size && q !== n);
  let total: Rat;
  let totalExpr: string;
  let taken: Qty;
  if (rest.length === 1) {
    const t = rest[0];
    const tv = inAsked(t);
    const before = p.clauses[t.clause].slice(0, t.start - p.offsets[t.clause]);
    total = (inAsked(size) as Rat).mul(n.value);
    totalExpr = `${numTex(inAsked(size) as Rat)} \\times ${numTex(n.value)}`;
    if (added) return addedTo(p, size, n, t, total, totalExpr, perWord);
    // taken away, or already done (擦了28扇, 已经换了18盏)
    // 「其中120人参加了春游，没参加的有多少人」: the part that did, and the question asks the ones that did not
    const did = /^([\u4e00-\u9fff]{2})了?/.exec(p.text.slice(t.end, p.offsets[t.clause] + p.clauses[t.clause].length));
    const didNot = !!did && new RegExp(`(?:没有|没|未)${did[1]}`).test(p.ask.text);
    if (!tv || !(TAKE.test(p.clauses[t.clause]) || /已经|已|送|[\u4e00-\u9fff]了$/.test(before) || didNot)) return null;
    taken = t;
    const answer = total.sub(tv);
    if (answer.sign() < 0) return null;
    if (!answer.add(tv).eq(total)) return null;
    const name = unit?.name ?? measure ?? '';
    return {
      kind: 'product-then-change',
      idea: `先求一共有多少（每${perWord}的数量 × ${perWord}数），再减去拿走的部分。`,
      steps: [`**列式计算** $${totalExpr} - ${numTex(tv)} = ${numTex(total)} - ${numTex(tv)} = ${numTex(answer)}$（${name}）`],
      answer,
      unit: name,
      form: 'number',
      used: [size, n, taken],
      check: `验算：剩下的 $${numTex(answer)}$ 加上拿走的 $${numTex(tv)}$，正好是一共的 $${numTex(total)}$。`,
    };
  }
  return null;
}

/** 「又转来了5人」「又买来8个」: a part told as added after the equal groups (and nothing taken in the same clause). */
function addedTo(p: Problem, size: Qty, n: Qty, t: Qty, total: Rat, totalExpr: string, perWord: string): Model | null {
  const clause = p.clauses[t.clause];
  const tv = valueInAsked(p)(t);
  if (!tv || !/^(?:后来)?(?:又|再)/.test(clause) || TAKE.test(clause) || !/来|买|添|增加|运进|收到/.test(clause)) return null;
  const answer = total.add(tv);
  if (!answer.sub(tv).eq(total)) return null;
  const name = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'product-then-change',
    idea: `先求原来一共有多少（每${perWord}的数量 × ${perWord}数），再加上又增加的部分。`,
    steps: [`**列式计算** $${totalExpr} + ${numTex(tv)} = ${numTex(total)} + ${numTex(tv)} = ${numTex(answer)}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    used: [size, n, t],
    check: `验算：现在的 $${numTex(answer)}$ 减去增加的 $${numTex(tv)}$，正好是原来的 $${numTex(total)}$。`,
  };
}

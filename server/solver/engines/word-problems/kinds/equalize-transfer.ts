import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { valueInAsked } from './change';

/**
 * 移多补少 (二年级): 「小明有35元，小红有27元，小明给小红多少元后两人的钱同样多？」 → (35 − 27) ÷ 2.
 * The one who gives must have more; what is given is half the difference, so that both end with the same.
 */

const ASK = /^(?<from>[\u4e00-\u9fff]{1,4}?)(?:要|应|应该|需要)?(?:拿|分|送|借)?给(?<to>[\u4e00-\u9fff]{1,4}?)(?:多少|几)/;
const SAME = /(?:同样多|一样多|相等|相同|一样)[？?。]?$/;

export function equalizeTransferKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const ask = ASK.exec(p.ask.text);
  if (!ask?.groups) return null;
  const after = p.text.slice(p.offsets[p.ask.clause]);
  if (!SAME.test(after) || /比|倍|又|再|原来|一共|平均/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const inAsked = valueInAsked(p, true);
  // 「两人的书同样多」: 两 names the two, it is no amount
  const two = p.qs.filter((q) => q.chinese && q.raw === '两' && q.start >= p.offsets[p.ask.clause]);
  const nums = p.qs.filter((q) => !isOptional(q) && !two.includes(q));
  if (two.length > 1 || nums.length !== 2 || nums.some((q) => q.clause === p.ask.clause || !inAsked(q))) return null;
  // each amount belongs to one of the two named in the question, by the start of its clause
  const owner = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const { from, to } = ask.groups;
  const giver = nums.find((q) => owner(q).startsWith(from) && !owner(q).startsWith(to));
  const taker = nums.find((q) => owner(q).startsWith(to) && !owner(q).startsWith(from));
  if (!giver || !taker || giver === taker || giver.clause === taker.clause) return null;
  const a = inAsked(giver) as Rat;
  const b = inAsked(taker) as Rat;
  if (a.cmp(b) <= 0) return null;
  const answer = a.sub(b).div(Rat.of(2));
  if (measure && !answer.isInteger()) return null;
  // check: after the gift both have the same
  if (!a.sub(answer).eq(b.add(answer))) return null;
  const u = unit?.name ?? measure ?? '';
  return {
    kind: 'equalize-transfer',
    idea: `移多补少：${from}比${to}多的部分平均分成两份，${from}拿出其中一份给${to}，两人就同样多。`,
    steps: [
      `**分析数量关系** ${from}比${to}多 $${numTex(a)} - ${numTex(b)} = ${numTex(a.sub(b))}$（${u}）。`,
      `**列式计算** $(${numTex(a)} - ${numTex(b)}) \\div 2 = ${numTex(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: [giver, taker, ...two],
    check: `验算：${from} $${numTex(a)} - ${numTex(answer)} = ${numTex(a.sub(answer))}$，${to} $${numTex(b)} + ${numTex(answer)} = ${numTex(b.add(answer))}$，两人同样多。`,
  };
}

/** 「给了弟弟8元后」「送给小丽5张后」: what one gives another, the taker named before the amount. */
const GAVE = /(?:给了|送给|拿给|借给|分给|给)(?<to>[\u4e00-\u9fff]{1,4}?)(?:了)?$/;
const ORIGINAL_ASK = /^(?<who>[\u4e00-\u9fff]{1,4}?)(?:原来|原有|本来)(?:有)?(?:多少|几)/;

/**
 * 移多补少 read backwards: 「小明有32元，给了弟弟8元后，两人的钱一样多，弟弟原来有多少元？」 → 32 − 8 × 2. After the gift
 * the taker has the giver's amount less the gift; before it, one gift less again.
 */
export function equalizedOriginalKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const ask = ORIGINAL_ASK.exec(p.ask.text);
  if (!ask?.groups || /比|倍|又|再|一共|平均|每/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const inAsked = valueInAsked(p, true);
  const two = p.qs.filter((q) => q.chinese && q.raw === '两' && /^(?:人|个人)/.test(p.text.slice(q.end - 1, q.end + 2)));
  const nums = p.qs.filter((q) => !isOptional(q) && !two.includes(q));
  if (nums.length !== 2 || nums.some((q) => q.clause === p.ask.clause || !inAsked(q))) return null;
  const [had, gift] = nums;
  if (gift.clause !== had.clause + 1) return null;
  const gave = GAVE.exec(p.clauses[gift.clause].slice(0, gift.start - p.offsets[gift.clause]));
  const taker = gave?.groups?.to;
  if (!taker || taker !== ask.groups.who) return null;
  // the gift clause has no giver of its own (the one who had it), and ends with 后; then the two are the same
  const giftClause = p.clauses[gift.clause];
  if (!/后$/.test(giftClause) || !/^(?:他|她|又)?(?:给了|送给|拿给|借给|分给|给)/.test(giftClause)) return null;
  const owner = p.clauses[had.clause].slice(0, had.start - p.offsets[had.clause]);
  if (!/有$/.test(owner) || owner.includes(taker)) return null;
  const between = p.clauses.slice(gift.clause + 1, p.ask.clause).join('，');
  if (!/^两人[\u4e00-\u9fff]{0,6}?(?:同样多|一样多|相等|相同|一样)$/.test(between)) return null;
  const a = inAsked(had) as Rat;
  const t = inAsked(gift) as Rat;
  const answer = a.sub(t.mul(Rat.of(2)));
  if (answer.sign() <= 0) return null;
  if (!a.sub(t).eq(answer.add(t))) return null;
  const u = unit?.name ?? measure ?? '';
  const giver = owner.replace(/有$/, '');
  return {
    kind: 'equalize-transfer',
    idea: `移多补少倒着想：${giver}给出后剩下的，和${taker}得到后的一样多；${taker}原来的，比这个数少一次给的。`,
    steps: [
      `**给了以后两人各有** $${numTex(a)} - ${numTex(t)} = ${numTex(a.sub(t))}$（${u}）`,
      `**${taker}原来有** $${numTex(a.sub(t))} - ${numTex(t)} = ${numTex(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: [had, gift, ...two],
    check: `验算：${giver} $${numTex(a)} - ${numTex(t)} = ${numTex(a.sub(t))}$，${taker} $${numTex(answer)} + ${numTex(t)} = ${numTex(answer.add(t))}$，两人一样多。`,
  };
}

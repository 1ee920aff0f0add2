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

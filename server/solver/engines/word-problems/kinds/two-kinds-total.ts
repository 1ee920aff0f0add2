import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { LEGS } from './legs';

const PER = '个条张只辆本支件套台间艘根盒袋瓶箱';
/** 「每条大船坐6人」: the thing after 每 and its 量词. */
const AFTER_EACH = new RegExp(
  `每([${PER}])((?!坐|装|乘|载|住|放|卖|售|价|是|要|需|用|重|可|能|都)[\\u4e00-\\u9fff]{1,3}?)(?:可以|能|都)?(?:坐|装|乘|载|住|放|卖|售价|价格|价钱|是|要|需要|用|重)?了?$`,
);
/** 「大船每条坐6人」「篮球每个50元」: the thing before 每. */
const BEFORE_EACH = new RegExp(
  `([\\u4e00-\\u9fff]{1,3})每([${PER}])(?:可以|能|都)?(?:坐|装|乘|载|住|放|卖|售价|价格|价钱|是|要|需要|用|重)?了?$`,
);

const unitOf = (q: Qty) => q.unit?.name ?? q.measure ?? '';

/** The thing a per-one amount is of, with its 量词, or null. */
function perOne(p: Problem, q: Qty): { name: string; per: string } | null {
  const before = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const a = AFTER_EACH.exec(before);
  if (a) return { name: a[2], per: a[1] };
  const b = BEFORE_EACH.exec(before);
  if (b) return { name: b[1].replace(/^(?:其中|有|买了|租了|而)/, ''), per: b[2] };
  return null;
}

/**
 * 鸡兔同笼 in other dress (四年级 数学广角): two kinds of things, an amount per one of each (大船每条坐6人，小船每条坐4人；
 * 篮球每个50元), how many things in all and the amount in all (12条船共坐了60人); how many of one kind. 假设法: suppose all
 * are the kind with the smaller amount, the shortfall ÷ the difference per one is the number of the other kind.
 * Checked by counting the things and the amount again.
 */
export function twoKindsTotalKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || /最多|至少|最少|还剩|剩下|空|多出|不够|还差|超过|各/.test(p.text)) return null;
  const nums = p.qs.filter(
    (q) => !isOptional(q) && !(q.chinese && /^[两二]$/.test(q.raw) && /种/.test(p.text.slice(q.start + 1, q.start + 2))),
  );
  if (nums.length !== 4 || nums.some((q) => q.kind !== 'plain')) return null;
  const per = nums.map((q) => ({ q, of: perOne(p, q) })).filter((x) => x.of);
  if (per.length !== 2) return null;
  const [pa, pb] = per as Array<{ q: Qty; of: { name: string; per: string } }>;
  if (pa.of.name === pb.of.name || pa.of.per !== pb.of.per || unitOf(pa.q) !== unitOf(pb.q) || !unitOf(pa.q)) return null;
  if (pa.q.value.eq(pb.q.value)) return null;
  const rest = nums.filter((q) => q !== pa.q && q !== pb.q);
  const totalQ = rest.find((q) => unitOf(q) === unitOf(pa.q));
  const countQ = rest.find((q) => q !== totalQ && q.measure === pa.of.per);
  if (!totalQ || !countQ?.value.isInteger()) return null;
  const asked = [pa, pb].filter((x) => p.ask.text.includes(x.of.name));
  if (asked.length !== 1 || (p.ask.measure && p.ask.measure !== pa.of.per)) return null;
  const [few, many] = pa.q.value.cmp(pb.q.value) < 0 ? [pa, pb] : [pb, pa];
  const N = countQ.value;
  const T = totalQ.value;
  const short = T.sub(N.mul(few.q.value));
  const nMany = short.div(many.q.value.sub(few.q.value));
  const nFew = N.sub(nMany);
  if (!nMany.isInteger() || !nFew.isInteger() || nMany.sign() < 0 || nFew.sign() < 0) return null;
  if (!nFew.mul(few.q.value).add(nMany.mul(many.q.value)).eq(T)) return null;
  const answer = asked[0] === many ? nMany : nFew;
  const u = unitOf(pa.q);
  const m = pa.of.per;
  return {
    kind: 'two-kinds-total',
    idea: `这是鸡兔同笼问题，用假设法：假设 $${t(N)}$ ${m}全是${few.of.name}，算出比实际少多少${u}，再看每把一${m}${few.of.name}换成${many.of.name}多几${u}。`,
    steps: [
      `**分析数量关系** ${few.of.name}每${m} $${t(few.q.value)}$ ${u}，${many.of.name}每${m} $${t(many.q.value)}$ ${u}，共 $${t(N)}$ ${m}、$${t(T)}$ ${u}。`,
      `**列式计算** 假设全是${few.of.name}：$${t(N)} \\times ${t(few.q.value)} = ${t(N.mul(few.q.value))}$（${u}）；比实际少 $${t(T)} - ${t(N.mul(few.q.value))} = ${t(short)}$（${u}）；` +
        `${many.of.name}：$${t(short)} \\div (${t(many.q.value)} - ${t(few.q.value)}) = ${t(nMany)}$（${m}）；${few.of.name}：$${t(N)} - ${t(nMany)} = ${t(nFew)}$（${m}）。`,
    ],
    answer,
    unit: p.ask.measure ?? m,
    form: 'number',
    used: nums,
    check: `${few.of.name} $${t(nFew)}$ ${m}、${many.of.name} $${t(nMany)}$ ${m}：共 $${t(N)}$ ${m}，$${t(nFew)} \\times ${t(few.q.value)} + ${t(nMany)} \\times ${t(many.q.value)} = ${t(T)}$（${u}），与题目相符。`,
  };
}

/**
 * 鸡兔同笼 told by the difference of the heads: 「鸡比兔多6只，共有脚60只」. Take away the extra ones first (假设鸡和兔
 * 一样多): the rest of the feet are of pairs, one of each kind.
 */
export function chickenRabbitMoreKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const kinds = Object.keys(LEGS)
    .filter((k) => p.text.includes(k))
    .filter((k, _, all) => !all.some((o) => o !== k && o.includes(k)));
  if (kinds.length !== 2) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain' || !q.value.isInteger())) return null;
  const before = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const moreQ = nums.find((q) => /比[\u4e00-\u9fff]{1,3}(?:多|少)$/.test(before(q)));
  // the feet or wheels spoken of, the names of the kinds (三轮车) left out
  const bare = (q: Qty) => kinds.reduce((c, k) => c.split(k).join('※'), p.clauses[q.clause]);
  const feetQ = nums.find((q) => q !== moreQ && /脚|腿|足|轮/.test(bare(q)));
  if (!moreQ || !feetQ || /脚|腿|足|轮/.test(bare(moreQ))) return null;
  const rel = /([\u4e00-\u9fff]+?)比([\u4e00-\u9fff]{1,3})(多|少)$/.exec(before(moreQ));
  if (!rel) return null;
  const first = kinds.find((k) => rel[1].endsWith(k) || rel[1].endsWith(`${k}子`));
  const second = kinds.find((k) => k !== first && (rel[2] === k || rel[2] === `${k}子`));
  if (!first || !second) return null;
  // the kind with more of them, and by how many
  const [extra, other] = rel[3] === '多' ? [first, second] : [second, first];
  const D = moreQ.value;
  const F = feetQ.value;
  const le = Rat.of(LEGS[extra]);
  const lo = Rat.of(LEGS[other]);
  const pairs = F.sub(D.mul(le)).div(le.add(lo));
  const nOther = pairs;
  const nExtra = pairs.add(D);
  if (!nOther.isInteger() || nOther.sign() < 0) return null;
  if (!nExtra.mul(le).add(nOther.mul(lo)).eq(F) || !nExtra.sub(nOther).eq(D)) return null;
  const asked = kinds.filter((k) => p.ask.text.includes(k));
  if (asked.length !== 1) return null;
  const answer = asked[0] === extra ? nExtra : nOther;
  const word = /轮/.test(p.text) ? '车轮' : '脚';
  return {
    kind: 'chicken-rabbit',
    idea: `${extra}比${other}多 $${t(D)}$，先去掉多出的${extra}，剩下的${extra}和${other}一样多，每一${extra}一${other}合起来有 $${t(le.add(lo))}$ 只${word}。`,
    steps: [
      `**第一步** 多出的 $${t(D)}$ 只${extra}有${word}：$${t(D)} \\times ${t(le)} = ${t(D.mul(le))}$`,
      `**第二步** ${other}的只数：$(${t(F)} - ${t(D.mul(le))}) \\div (${t(le)} + ${t(lo)}) = ${t(nOther)}$；${extra}的只数：$${t(nOther)} + ${t(D)} = ${t(nExtra)}$`,
    ],
    answer,
    unit: p.ask.measure ?? '只',
    form: 'number',
    used: nums,
    check: `${extra} $${t(nExtra)}$、${other} $${t(nOther)}$：相差 $${t(D)}$，${word} $${t(nExtra)} \\times ${t(le)} + ${t(nOther)} \\times ${t(lo)} = ${t(F)}$，与题目相符。`,
  };
}

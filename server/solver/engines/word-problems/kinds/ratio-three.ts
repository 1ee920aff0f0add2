import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { quantitiesIn } from './spans';

/**
 * 按比分配 into three parts (六年级上册 比的应用): a total shared in the ratio a:b:c, one part asked — named in a list
 * (「一班、二班、三班」「水泥、沙子、石子」「一、二、三等奖」) or the largest/smallest (三条边…最长的边). The parts are
 * computed as total × share ÷ (a+b+c) and checked to add back to the total and keep the ratio.
 */

const RATIO = /(\d+(?:\.\d+)?)[:：∶](\d+(?:\.\d+)?)[:：∶](\d+(?:\.\d+)?)(?![:：∶\d])/;
const TOTAL = /一共|共有|共|总共|合计|总|和是|全长|周长|配制|配成|分给|分配|分成|分为|把|按/;
const NAME = '[\\u4e00-\\u9fff]{1,4}?';

/** The three names of the parts, in the order of the ratio, from a list 「A、B、C」 or 「A、B和C」. */
function partNames(text: string): [string, string, string] | null {
  const m = new RegExp(`(${NAME})、(${NAME})(?:、|和|与)(${NAME})(?=三|的|按|共|一共|[,，]|$|人数|比|栽|种|植)`).exec(text);
  if (!m) return null;
  let names = [m[1], m[2], m[3]].map((s) => s.replace(/^(?:由|把|将|给|获得|其中|分给|按)+/, ''));
  // the first name may have caught words before the list (「中获得一」): keep as many characters as the second has
  if (names[0].length > Math.max(names[1].length, names[2].length)) names[0] = names[0].slice(-names[1].length);
  // 「一、二、三等奖」: the last name carries the shared ending (等奖) the others leave out
  const short = names[0].length === 1 && names[1].length === 1 && names[2].length > 1;
  if (short) names = names.map((s, i) => (i < 2 ? s + names[2].slice(1) : s));
  if (names.some((s) => !s) || new Set(names).size !== 3) return null;
  return names as [string, string, string];
}

/** Words that name the groups a total is shared among (三个小组, 丙班, 第三个车间). */
const GROUP = '(小组|组|班|车间|队|小队|村|厂|年级|仓库|商店|店|学校|校|工厂|家|户)';

/**
 * 「甲、乙、丙三个小组 … 丙班植树多少棵」: the group word the question puts after the part's name (or after 第几个) must be
 * the one the story uses for the parts (组 is 小组 said short); another group word asks of something else.
 */
function sameGroupWord(p: Problem, names: string[] | null, nth: RegExpExecArray | null): boolean {
  const story = p.text.slice(0, p.offsets[p.ask.clause]);
  const ask = p.ask.text;
  const after = names
    ? names.map((n) => new RegExp(`${n}${GROUP}`).exec(ask)?.[1]).find(Boolean)
    : nth
      ? new RegExp(`第[一二三]个?${GROUP}`).exec(ask)?.[1]
      : undefined;
  if (!after) return true;
  const told = [...story.matchAll(new RegExp(`(?:三个?|[、和与][\u4e00-\u9fff]{1,4}?)${GROUP}`, 'g'))].map((m) => m[1]);
  if (!told.length) return story.includes(after);
  return told.every((g) => g === after || g.endsWith(after) || after.endsWith(g));
}

export function ratioThreeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const rm = RATIO.exec(p.text);
  if (!rm || /[:：∶]\d+[:：∶]\d+[:：∶]/.test(p.text) || /倍|%|分之|比[^，,。]{0,8}?(?:多|少)|剩|还/.test(p.text)) return null;
  const first = rm.index;
  const starts = [first, first + rm[1].length + 1, first + rm[1].length + rm[2].length + 2];
  const parts = starts.map((s) => p.qs.find((q) => q.start === s) ?? null);
  // 「按2:3:5分给」: the 分 of 分给 is no minute
  const bare = (q: Qty | null) =>
    !!q &&
    q.kind === 'plain' &&
    !q.measure &&
    (!q.unit || (q.unit.name === '分钟' && /^分(?:给|成|配|为|别)/.test(p.text.slice(q.start + q.raw.length))));
  if (parts.some((q) => !bare(q) || (q as Qty).value.sign() <= 0)) return null;
  const shares = (parts as Qty[]).map((q) => q.value);
  // the total: the one other amount, told as the sum
  // 「分给3个班」: the count of the parts the total goes to is no amount either
  const partCount = (q: Qty) =>
    q.kind === 'plain' && q.value.eq(Rat.of(3)) && !!q.measure && /(?:分给|分成|分为|分配给)$/.test(p.text.slice(0, q.start));
  const others = p.qs.filter((q) => !parts.includes(q) && !q.label && !(q.chinese && q.kind === 'plain') && !partCount(q));
  if (others.length !== 1) return null;
  const total = others[0];
  if (total.kind !== 'plain' || (!total.unit && !total.measure)) return null;
  if (!TOTAL.test(p.text.slice(Math.max(0, total.start - 8), total.start))) return null;
  const spans: Array<[number, number]> = [
    [first, first + rm[0].length],
    [total.start, total.end],
  ];
  // 「甲、乙、丙三个车间」「三条边」: the count of parts is no amount
  for (const q of p.qs) if ((q.chinese && q.value.eq(Rat.of(3))) || partCount(q)) spans.push([q.start, q.end]);
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  // which part is asked
  let pick = -1;
  const max = /最大|最长|最多|最重|最高/.test(p.ask.text);
  const min = /最小|最短|最少|最轻|最矮/.test(p.ask.text);
  const names = partNames(p.text.slice(0, p.offsets[p.ask.clause]));
  // 「按2:3:4分给三个班，第三个班分得多少」: the parts unnamed, the asked one counted in the ratio's order
  const nth = /第([一二三])/.exec(p.ask.text);
  if (max !== min) {
    const best = shares.reduce((b, x, i) => ((max ? x.cmp(shares[b]) > 0 : x.cmp(shares[b]) < 0) ? i : b), 0);
    if (shares.filter((x) => x.eq(shares[best])).length !== 1) return null;
    pick = best;
  } else if (names) {
    const hits = names.map((n, i) => (p.ask.text.includes(n) ? i : -1)).filter((i) => i >= 0);
    if (hits.length !== 1) return null;
    pick = hits[0];
  } else if (nth && !/第[一二三]/.test(p.text.slice(0, p.offsets[p.ask.clause]))) pick = '一二三'.indexOf(nth[1]);
  else return null;
  if (!sameGroupWord(p, names, nth)) return null;
  const sum = shares.reduce((s, x) => s.add(x), Rat.ZERO);
  const amounts = shares.map((x) => total.value.mul(x).div(sum));
  const answer = amounts[pick];
  if (!amounts.reduce((s, x) => s.add(x), Rat.ZERO).eq(total.value)) return null;
  if (!amounts.every((x, i) => x.mul(shares[0]).eq(amounts[0].mul(shares[i])))) return null;
  if (!total.unit && !answer.isInteger()) return null;
  const unit = total.unit?.name ?? total.measure ?? '';
  return {
    kind: 'ratio-three',
    idea: `按比分配：总数按 $${shares.map(numTex).join(':')}$ 分成三份，所求部分占总份数的 $\\frac{${numTex(shares[pick])}}{${numTex(sum)}}$。`,
    steps: [
      `**总份数** $${shares.map(numTex).join(' + ')} = ${numTex(sum)}$`,
      `**所求部分** $${numTex(total.value)} \\times \\frac{${numTex(shares[pick])}}{${numTex(sum)}} = ${numTex(answer)}$${unit ? `（${unit}）` : ''}`,
    ],
    answer,
    unit,
    form: 'number',
    used,
    check: `三部分 $${amounts.map(numTex).join(' + ')} = ${numTex(total.value)}$，它们的比是 $${shares.map(numTex).join(':')}$。`,
  };
}

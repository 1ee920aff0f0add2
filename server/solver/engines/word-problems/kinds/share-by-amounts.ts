import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';

/** 「按出资比例分配」「按投资的多少分配利润」「按户数分摊」: the total is shared in the ratio of the amounts told. */
const SHARE_BY = /按(?:照)?([\u4e00-\u9fff]{1,5}?)(?:的)?(?:比例|比|多少)?(?:进行)?分(?:配|摊|给)/;
/** What a party is told with: 「王叔叔出资6万元」「甲村有120户」. */
const VERB = /(?:出资|投资|投入|拿出|出了|出|有|捐款|捐了|捐|存了|存|共有|用了|用)$/;
/** The whole to share is told with 共 or as what is shared (获利, 利润, 奖金 …). */
const WHOLE = /共|合计|获利|利润|盈利|赚了|中奖|奖金|奖励|分红|任务|费用|运费|电费|水费/;

/** A terminating decimal (or a whole number): a share of money or length written as textbooks write it. */
const terminating = (r: Rat) => {
  let d = r.d < 0n ? -r.d : r.d;
  for (const f of [2n, 5n]) while (d % f === 0n) d /= f;
  return d === 1n;
};

/**
 * 按比例分配 by amounts told (人教版 六年级上 比的应用): 「王叔叔和李叔叔合伙投资，王叔叔出资6万元，李叔叔出资4万元，年底共获利
 * 5万元，按出资比例分配，王叔叔分得多少万元？」 — the parties' amounts make the ratio (6:4), the whole is shared by it.
 * Two or three parties, each told once with its own name; the whole told with 共 or as the thing shared; a ratio told
 * outright, fractions, 倍 or a second amount per party make another story and are left alone.
 */
export function shareByAmountsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const by = SHARE_BY.exec(p.text);
  if (!by || /[:：∶]|分之|%|倍|\/|平均分/.test(p.text)) return null;
  // 「先拿出2万元作为发展基金，其余按…分配」: only a part of the whole is shared; 「丙村和乙村户数同样多」: a party told by
  // another's amount, not by a number of its own
  if (/其余|其他|剩下|剩余|余下|同样|一样|相同|相等/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.some((q) => q.kind !== 'plain')) return null;
  // the whole: the one number told with 共 / as the thing shared, or in the clause that shares it
  const prefixOf = (q: Qty) => {
    const prev = nums.filter((o) => o.clause === q.clause && o.end <= q.start).pop();
    return p.text.slice(prev ? prev.end : p.offsets[q.clause], q.start).replace(/^[、，,和与及]+/, '');
  };
  const byClause = p.offsets.reduce((c, o, i) => (o <= by.index ? i : c), -1);
  let wholes = nums.filter((q) => WHOLE.test(prefixOf(q)) || (q.clause === byClause && /把|将/.test(prefixOf(q))));
  // 「这条公路长3000米」 after 「甲村有150户」…: the one amount of another unit than every other is the whole
  const kindOf = (q: Qty) => q.unit?.name ?? q.measure ?? '';
  if (!wholes.length) wholes = nums.filter((q) => !q.chinese && nums.every((o) => o === q || o.chinese || kindOf(o) !== kindOf(q)));
  if (wholes.length !== 1) return null;
  const whole = wholes[0];
  // 「三人合伙」「两个村」: the count of the parties, used only to say how many there are
  const rest = nums.filter((q) => q !== whole);
  const counted = rest.filter((q) => q.chinese && q.value.isInteger() && /^[两二三]/.test(q.raw) && !q.unit);
  const parties = rest.filter((q) => !counted.includes(q));
  if (parties.length < 2 || parties.length > 3 || counted.length > 1) return null;
  if (counted.length === 1 && !counted[0].value.eq(Rat.of(parties.length))) return null;
  const sameKind = (q: Qty) =>
    q.kind === 'plain' && (q.unit ? q.unit.name === parties[0].unit?.name : !!q.measure && q.measure === parties[0].measure);
  if (!parties.every(sameKind) || parties.some((q) => q.value.sign() <= 0 || q.start > by.index)) return null;
  // each party's name: what its clause says before the amount, without the verb
  const names = parties.map((q) => {
    const pre = prefixOf(q).replace(/^(?:其中|而|另外|已知)/, '');
    return VERB.test(pre) ? pre.replace(VERB, '') : null;
  });
  if (names.some((n) => !n || n.length > 5 || /共|一共|总|每|按/.test(n)) || new Set(names).size !== names.length) return null;
  // 「乙比甲多出资1万元」「开业前甲又出资1万元」: an amount told by another's, or a second amount of a party already named
  if (names.some((n) => /比|多|少|又|再|还|另|先|后|前|追加/.test(n as string))) return null;
  if (names.some((n) => names.some((o) => o !== n && (o as string).includes(n as string)))) return null;
  // 「甲、乙、丙村」 with two amounts told: a party is missing
  if (parties.length === 2 && /丙|三[个家人村组户班位名]/.test(p.text)) return null;
  // what the share goes by fits the amounts told: 户数 by 户, 人数 by 人, 出资/投资/出钱 by money put in, 用量 by what was used
  const partyUnit = parties[0].unit?.name ?? parties[0].measure ?? '';
  const verbs = parties.map((q) => VERB.exec(prefixOf(q))?.[0] ?? '');
  const fits = (v: string) =>
    (!!partyUnit && by[1].includes(partyUnit.slice(-1))) ||
    (/^(?:有|共有)$/.test(v) ? false : /^(?:用了|用)$/.test(v) ? /用/.test(by[1]) : /资|钱|款|投|出|捐|存/.test(by[1]));
  if (!verbs.every(fits)) return null;
  const asked = (names as string[]).filter((n) => p.ask.text.includes(n));
  if (asked.length !== 1 || !/多少|几/.test(p.ask.text) || /比|多多少|少多少|差|一共|共|各|每|平均/.test(p.ask.text)) return null;
  const k = names.indexOf(asked[0]);
  const sum = parties.reduce((s, q) => s.add(q.value), Rat.ZERO);
  const share = whole.value.mul(parties[k].value).div(sum);
  const wu = whole.unit;
  let answer = share;
  let unit = whole.measure ?? '';
  if (wu) {
    const au = p.ask.unit ?? wu;
    const out = convert(share, wu, au);
    if (!out || au.dim !== wu.dim) return null;
    answer = out;
    unit = au.name;
  } else if (!share.isInteger() || (p.ask.measure && p.ask.measure !== whole.measure) || p.ask.unit) return null;
  if (!terminating(answer)) return null;
  // check: the shares of all the parties add up to the whole, each in the ratio of its amount
  const shares = parties.map((q) => whole.value.mul(q.value).div(sum));
  if (!shares.reduce((s, x) => s.add(x), Rat.ZERO).eq(whole.value)) return null;
  const wholeUnit = wu?.name ?? whole.measure ?? '';
  const partUnit = parties[0].unit?.name ?? parties[0].measure ?? '';
  const ratio = parties.map((q) => numTex(q.value)).join(':');
  return {
    kind: 'share-by-amounts',
    idea: `按${by[1]}分配：${(names as string[]).join('、')}的${by[1]}比是 $${ratio}$，${asked[0]}分得总数的 $\\frac{${numTex(parties[k].value)}}{${numTex(sum)}}$。`,
    steps: [
      `**第一步** ${by[1]}一共：$${parties.map((q) => numTex(q.value)).join(' + ')} = ${numTex(sum)}$${partUnit ? `（${partUnit}）` : ''}`,
      `**第二步** ${asked[0]}分得：$${numTex(whole.value)} \\times \\frac{${numTex(parties[k].value)}}{${numTex(sum)}} = ${numTex(share)}$${wholeUnit ? `（${wholeUnit}）` : ''}`,
      ...(unit !== wholeUnit ? [`**换算** $${numTex(share)}$ ${wholeUnit} $= ${numTex(answer)}$ ${unit}`] : []),
    ],
    answer,
    unit,
    form: 'number',
    decimal: true,
    used: [whole, ...parties, ...counted],
    check: `验算：${parties.length === 2 ? '两' : '三'}方各分得 ${shares.map((x) => `$${numTex(x)}$`).join('、')}，合起来是 $${numTex(whole.value)}$，比是 $${ratio}$。`,
  };
}

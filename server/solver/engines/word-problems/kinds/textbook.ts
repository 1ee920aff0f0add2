import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS, type Unit } from '../units';
import { sameCount } from './change';
import { COST_ASKED } from './discount';
import { ratioDifferenceAsked } from './ratio-difference-asked';

/**
 * Kinds from the chapters of the primary textbook: 出勤率/合格率 from the part left out, 和差问题 with bare numbers,
 * 一个数比它的几倍少…, 按比分配, 最小公倍数/最大公因数 word problems, 反比例 (人数 × 天数 不变), 工程 with a first part
 * done by one, 往返的平均速度, 浓度 (加水、加盐、混合), 成数 (增产两成).
 */

const given = (p: Problem) => p.qs.filter((q) => !isOptional(q));
const t = numTex;
const sameDim = (a: Qty, b: Qty) => (a.unit && b.unit ? a.unit.dim === b.unit.dim : !a.unit && !b.unit && sameCount(a.measure, b.measure));
const near = (p: Problem, q: Qty, before = 8, after = 8) => p.text.slice(Math.max(0, q.start - before), q.end + after);

/** 出勤率、合格率、发芽率…: the part and the part left out (缺勤、不合格、没发芽) make the whole. */
const RATE_PAIRS: Array<[RegExp, RegExp]> = [
  [/出勤/, /缺勤|请假|病假|没来|未到|缺席/],
  [/合格/, /不合格|次品|废品/],
  [/发芽/, /没有发芽|没发芽|未发芽|不发芽|不能发芽/],
  [/成活/, /没有成活|没成活|未成活|不成活|死了|枯死|死亡/],
  [/及格/, /不及格/],
  [/达标/, /不达标|未达标|没有达标|没达标/],
  [/正确|做对/, /错误|做错|错了/],
];

export function complementRateKind(p: Problem): Model | null {
  if (p.ask.form === 'fraction' || !/率/.test(p.ask.text)) return null;
  const pair = RATE_PAIRS.find(([pos]) => pos.test(p.ask.text.replace(/不合格|不及格|不达标/g, '')));
  if (!pair) return null;
  const [pos, neg] = pair;
  if (/比|倍|又|再|剩|每|平均/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain' || !q.value.isInteger()) || !sameDim(nums[0], nums[1])) return null;
  // 「400粒种子中有20粒没有发芽」: both in one clause, each number read with the words up to the next one
  const oneClause = nums[0].clause === nums[1].clause;
  const [first, second] = [...nums].sort((a, b) => a.start - b.start);
  const own = (q: Qty) =>
    oneClause ? p.text.slice(q.start, q === first ? second.start : p.offsets[q.clause] + p.clauses[q.clause].length) : p.clauses[q.clause];
  const isNeg = (q: Qty) => neg.test(own(q));
  const negs = nums.filter(isNeg);
  if (negs.length !== 1) return null;
  const bad = negs[0];
  const other = nums.find((q) => q !== bad) as Qty;
  // one clause: the whole first, the part left out of it after 中/里 (其中有…)
  if (
    oneClause &&
    (other !== first ||
      !/^[^，,]{0,8}?(?:中|里)(?:有|，)?$/.test(p.text.slice(first.end, second.start).replace(/^[\u4e00-\u9fff]{0,3}(?=中|里)/, '')))
  )
    return null;
  let whole: Rat;
  let good: Qty | { value: Rat } = other;
  // 「做发芽试验」 names the test, not the seeds that came up
  const wholeGiven =
    oneClause ||
    !pos.test(
      own(other)
        .replace(neg, '')
        .replace(/(?:发芽|成活|合格)(?:试验|实验|检验|检测|测试)/g, ''),
    );
  if (wholeGiven) {
    // 「全班有50人，今天缺勤2人」: the whole and the part left out
    if (!/有|共|总|全|一批|抽查|抽取|试验|实验|检验|种了|种植/.test(own(other)) || other.value.cmp(bad.value) <= 0) return null;
    whole = other.value;
    good = { value: whole.sub(bad.value) };
  } else whole = other.value.add(bad.value);
  if (whole.isZero()) return null;
  const rate = good.value.div(whole);
  if (!rate.mul(whole).eq(good.value) || !Rat.ONE.sub(rate).mul(whole).eq(bad.value)) return null;
  const word = (p.ask.text.match(/[\u4e00-\u9fff]{2}率/) ?? ['率'])[0];
  return {
    kind: 'complement-rate',
    idea: `${word} = ${word.slice(0, 2)}的数量 ÷ 总数 × 100%；${wholeGiven ? `${word.slice(0, 2)}的数量 = ${t(whole)} − ${t(bad.value)}` : `总数 = ${t(good.value)} + ${t(bad.value)}`}。`,
    steps: [
      wholeGiven
        ? `**第一步** ${word.slice(0, 2)}的数量：$${t(whole)} - ${t(bad.value)} = ${t(good.value)}$`
        : `**第一步** 总数：$${t(good.value)} + ${t(bad.value)} = ${t(whole)}$`,
      `**第二步** ${word}：$${t(good.value)} \\div ${t(whole)} \\times 100\\% = ${t(rate.mul(Rat.of(100)))}\\%$`,
    ],
    answer: rate,
    unit: '',
    form: 'percent',
    used: nums,
    check: `验算：$${t(whole)} \\times ${t(rate.mul(Rat.of(100)))}\\% = ${t(good.value)}$，另外 $${t(bad.value)}$ 个不在其中，合起来正好是总数。`,
  };
}

/** 和差问题: 两数的和是 S，差是 D (or 大数比小数多 D); the larger is (S + D) ÷ 2, the smaller (S − D) ÷ 2. */
export function sumDiffKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const all = given(p);
  // 「两个数」 only says there are two numbers
  const two = all.filter((q) => q.chinese && /^[两二]$/.test(q.raw) && /^个?数/.test(p.text.slice(q.start + 1)));
  const nums = all.filter((q) => !two.includes(q));
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain' || q.unit || q.measure)) return null;
  const sumQ = nums.find((q) => /和(?:是|为)$/.test(p.text.slice(Math.max(0, q.start - 3), q.start)));
  const diffQ = nums.find((q) => q !== sumQ && /(?:差(?:是|为)|(?:大|多))$/.test(p.text.slice(Math.max(0, q.start - 3), q.start)));
  if (!sumQ || !diffQ || !/两(?:个)?数|甲乙两数|甲、乙两数/.test(p.text)) return null;
  // which one is larger: 甲数比乙数大/多 D, or the question asks 较大/较小 directly
  let askBig: boolean | null = null;
  if (/较大|大数|大的/.test(p.ask.text) && !/较小|小数|小的/.test(p.ask.text)) askBig = true;
  else if (/较小|小数|小的/.test(p.ask.text) && !/较大|大数|大的/.test(p.ask.text)) askBig = false;
  else {
    const m = /(甲|乙)数?比(甲|乙)数?(大|多|小|少)/.exec(p.text);
    const asked = /甲/.test(p.ask.text) && !/乙/.test(p.ask.text) ? '甲' : /乙/.test(p.ask.text) && !/甲/.test(p.ask.text) ? '乙' : null;
    if (!m || !asked || m[1] === m[2]) return null;
    const firstBig = m[3] === '大' || m[3] === '多';
    askBig = asked === m[1] ? firstBig : !firstBig;
  }
  const s = sumQ.value;
  const d = diffQ.value;
  const big = s.add(d).div(Rat.of(2));
  const small = s.sub(d).div(Rat.of(2));
  if (small.sign() < 0) return null;
  if (!big.add(small).eq(s) || !big.sub(small).eq(d)) return null;
  const answer = askBig ? big : small;
  return {
    kind: 'sum-difference',
    idea: '和差问题：（和 + 差）÷ 2 = 较大数，（和 − 差）÷ 2 = 较小数。',
    steps: askBig ? [`**较大数** $(${t(s)} + ${t(d)}) \\div 2 = ${t(big)}$`] : [`**较小数** $(${t(s)} - ${t(d)}) \\div 2 = ${t(small)}$`],
    answer,
    unit: '',
    form: 'number',
    used: all,
    check: `验算：两数是 $${t(big)}$ 和 $${t(small)}$，和 $${t(big)} + ${t(small)} = ${t(s)}$，差 $${t(big)} - ${t(small)} = ${t(d)}$，都与题目相符。`,
  };
}

/** 一个数比它的 k 倍少（多）n: x = kx ∓ n, so (k − 1)x = ±n. */
export function timesOfItselfKind(p: Problem): Model | null {
  const m = /一个数比它的(\d+(?:\.\d+)?|[一二两三四五六七八九十])倍(少|多)(\d+(?:\.\d+)?)/.exec(p.text);
  if (!m || !/这个数|原数|求这个数|一个数是/.test(p.ask.text)) return null;
  const nums = given(p);
  const kq = nums.find((q) => q.kind === 'multiple');
  const nq = nums.find((q) => q.kind === 'plain' && q.raw === m[3]);
  if (!kq || !nq || nums.length !== 2) return null;
  const k = kq.value;
  const n = nq.value;
  if (k.cmp(Rat.ONE) <= 0 || m[2] !== '少') return null;
  const x = n.div(k.sub(Rat.ONE));
  if (!k.mul(x).sub(n).eq(x)) return null;
  return {
    kind: 'times-of-itself',
    idea: `这个数的 ${t(k)} 倍比它本身多 ${t(k.sub(Rat.ONE))} 倍，多出的正好是 ${t(n)}，所以 ${t(n)} 相当于这个数的 ${t(k.sub(Rat.ONE))} 倍。`,
    steps: [`**列式计算** $${t(n)} \\div (${t(k)} - 1) = ${t(x)}$`],
    answer: x,
    unit: '',
    form: 'number',
    used: nums,
    check: `验算：$${t(x)}$ 的 $${t(k)}$ 倍是 $${t(k.mul(x))}$，比 $${t(x)}$ 正好多 $${t(n)}$。`,
  };
}

/** The two steps of 「1 份 from the part told, then all the parts」, shared by the readers of a whole from one part. */
function wholeFromOnePartSteps(told: Rat, known: Rat, a: Rat, b: Rat, unit: string): string[] {
  const one = told.div(known);
  return [
    `**第一步** 1 份：$${t(told)} \\div ${t(known)} = ${t(one)}$`,
    `**第二步** 全部：$${t(one)} \\times (${t(a)} + ${t(b)}) = ${t(one.mul(a.add(b)))}$${unit ? `（${unit}）` : ''}`,
  ];
}

/**
 * 「塔埋在地下与露出地面部分的比是3:18，埋在地下的部分是4米，全长是多少米？」: one part told, the whole asked —
 * 1 份 from the part told, times the parts of both.
 */
function wholeFromOnePart(p: Problem, names: [string, string], ra: Qty, rb: Qty, part: Qty, nums: Qty[]): Model | null {
  if (!/全长|一共|总|共|全部|合计|全[\u4e00-\u9fff]{0,2}(?:有|是)/.test(p.ask.text) || part.clause === ra.clause) return null;
  const pc = p.clauses[part.clause];
  const namedA = pc.includes(names[0]);
  if (namedA === pc.includes(names[1]) || /一共|共|和|总|全|差|多|少|比/.test(pc)) return null;
  if (p.ask.unit ? part.unit?.dim !== p.ask.unit.dim : p.ask.measure !== part.measure) return null;
  const a = ra.value;
  const b = rb.value;
  const known = namedA ? a : b;
  const one = part.value.div(known);
  const whole = one.mul(a.add(b));
  const out = p.ask.unit && part.unit ? convert(whole, part.unit, p.ask.unit) : whole;
  if (!out || (!part.unit && !whole.isInteger())) return null;
  const other = one.mul(namedA ? b : a);
  // check: the part told and the other part keep the ratio and add up to the whole
  if (!part.value.add(other).eq(whole) || !part.value.mul(namedA ? b : a).eq(other.mul(known))) return null;
  const u = p.ask.unit?.name ?? part.unit?.name ?? part.measure ?? '';
  return {
    kind: 'ratio-split',
    idea: `${names[0]}与${names[1]}的比是 $${t(a)}:${t(b)}$，全部是 $${t(a)} + ${t(b)} = ${t(a.add(b))}$ 份；已知${namedA ? names[0] : names[1]}（${t(known)} 份）是 $${t(part.value)}$，先求 1 份。`,
    steps: wholeFromOnePartSteps(part.value, known, a, b, u),
    answer: out,
    unit: u,
    form: 'number',
    used: nums,
    check: `验算：另一部分是 $${t(other)}$，$${t(namedA ? part.value : other)}:${t(namedA ? other : part.value)} = ${t(a)}:${t(b)}$，两部分合起来是 $${t(whole)}$。`,
  };
}

/**
 * 「一根绳子剪成两段，两段长度的比是2：5，短的一段长6米，原来长多少米？」: the two parts are named by their size only; the
 * shorter (smaller, lighter) is the smaller term of the ratio. undefined when the parts are not named so; null when they
 * are but the problem is not the whole from one part.
 */
function ratioBySize(p: Problem, ra: Qty, rb: Qty, part: Qty, nums: Qty[]): Model | null | undefined {
  const sized = /(短|长|小|大|少|多|轻|重)的(?:那)?(?:一段|一部分|一根|一堆|一份|一个|段|部分)/.exec(p.clauses[part.clause]);
  if (!sized || !/两(?:段|部分|根|堆|份)/.test(p.text) || part.clause === ra.clause) return undefined;
  if (
    !/全长|原来|一共|总|共|全部|合计/.test(p.ask.text) ||
    /短|长的|小|大|少|多(?!少)|轻|重的/.test(p.ask.text.replace(/全长|长多少|多少/g, ''))
  )
    return null;
  if (p.ask.unit ? part.unit?.dim !== p.ask.unit.dim : p.ask.measure !== part.measure) return null;
  const [a, b] = [ra.value, rb.value];
  if (a.eq(b)) return null;
  const small = /短|小|少|轻/.test(sized[1]);
  const known = a.cmp(b) < 0 === small ? a : b;
  const one = part.value.div(known);
  const whole = one.mul(a.add(b));
  const out = p.ask.unit && part.unit ? convert(whole, part.unit, p.ask.unit) : whole;
  if (!out || (!part.unit && !whole.isInteger())) return null;
  const other = whole.sub(part.value);
  if (!other.mul(known).eq(part.value.mul(known.eq(a) ? b : a))) return null;
  const u = p.ask.unit?.name ?? part.unit?.name ?? part.measure ?? '';
  return {
    kind: 'ratio-split',
    idea: `两部分的比是 $${t(a)}:${t(b)}$，${sized[1]}的一部分占 ${t(known)} 份，全部是 $${t(a)} + ${t(b)} = ${t(a.add(b))}$ 份；先求 1 份。`,
    steps: wholeFromOnePartSteps(part.value, known, a, b, u),
    answer: out,
    unit: u,
    form: 'number',
    used: nums,
    check: `验算：另一部分是 $${t(other)}$，两部分的比 $${t(part.value)}:${t(other)}$ 化简后与 $${t(a)}:${t(b)}$ 相同，合起来是 $${t(whole)}$。`,
  };
}

/** 按比分配: a:b, the sum (or difference) of the two parts given, the question names one of the two. */
export function ratioSplitKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const rm = /(\d+)[:：∶](\d+)(?![:：∶\d])/.exec(p.text);
  if (!rm || /[:：∶]\d+[:：∶]/.test(p.text)) return null;
  const nums = given(p);
  const ra = nums.find((q) => q.start === rm.index);
  const rb = nums.find((q) => q.start === rm.index + rm[1].length + 1);
  if (!ra || !rb) return null;
  // 「分给甲、乙两个班」: 两 only says there are two parts
  // 「剪成两段，两段长度的比」: 两 only says there are two parts
  const two = nums.filter(
    (q) =>
      q.chinese &&
      /^[两二]$/.test(q.raw) &&
      (/[、和与]/.test(p.text.slice(Math.max(0, q.start - 3), q.start)) || /^(?:段|堆|份|部分)/.test(p.text.slice(q.start + 1))),
  );
  const rest = nums.filter((q) => q !== ra && q !== rb && !two.includes(q));
  if (rest.length !== 1 || rest[0].kind !== 'plain') return null;
  const total = rest[0];
  const a = ra.value;
  const b = rb.value;
  if (a.isZero() || b.isZero()) return null;
  // the two names, in the order of the ratio
  let names: [string, string] | null = null;
  // 「男生人数和女生人数的比」「男生与女生人数的比」: what is counted (人数, 棵数 …) is not part of the names
  const named = p.text.replace(
    /(?<=[\u4e00-\u9fff])的?(?:人数|个数|只数|棵数|本数|数量|重量|质量|长度|面积|钱数|页数)(?=和|与|、|的比|比)/g,
    '',
  );
  const nm =
    /(?:分给|分配给|分成|分为)([\u4e00-\u9fff]{1,3}?)(?:和|与|、)([\u4e00-\u9fff]{1,3}?)(?:两|二|$|，|,)/.exec(named) ??
    /([\u4e00-\u9fff]{1,3}?)(?:和|与|、)([\u4e00-\u9fff]{1,3}?)(?:两[个数人班队组种堆筐]?)?(?:[\u4e00-\u9fff]{0,4}?的)?(?:[\u4e00-\u9fff]{0,3}?)比(?:是|为)/.exec(
      named,
    );
  const bySize = ratioBySize(p, ra, rb, total, nums);
  if (bySize !== undefined) return bySize;
  if (/甲、?乙两/.test(p.text)) names = ['甲', '乙'];
  else if (nm) {
    names = [nm[1].replace(/^(?:把|将|按|的)/, ''), nm[2]];
    // 「桃树和梨树的比」: the second name read short (梨) is completed to end as the first does (梨树)
    const next = named.slice(nm.index + nm[1].length + 1 + nm[2].length, nm.index + nm[1].length + 3 + nm[2].length);
    for (let k = 1; k <= next.length && names[0].slice(-1) !== names[1].slice(-1); k++)
      if (next[k - 1] === names[0].slice(-1) && /^[\u4e00-\u9fff]+$/.test(next.slice(0, k))) names = [names[0], nm[2] + next.slice(0, k)];
  }
  // 「某班男生与女生」: two names of one kind end alike (男生、女生); the first is as long as the second
  if (names && names[0].length > names[1].length && names[1].length >= 2 && names[0].slice(-1) === names[1].slice(-1))
    names = [names[0].slice(-names[1].length), names[1]];
  if (!names?.[0] || !names[1] || names[0] === names[1]) return null;
  if (/[\d:]/.test(names.join(''))) return null;
  const hasA = p.ask.text.includes(names[0]);
  const hasB = p.ask.text.includes(names[1]);
  if (!hasA && !hasB) return wholeFromOnePart(p, names, ra, rb, total, nums);
  if (hasA === hasB) return hasA ? ratioDifferenceAsked(p, names, a, b, total, nums) : null;
  // the given amount: the sum of both (和、一共、共、全班…) or their difference (差、多、少)
  const around = near(p, total, 8, 4);
  // 「男生有36人」: the amount of one of the two, not of both
  const tc = p.clauses[total.clause];
  const namesIn = names.filter((n) => tc.includes(n)).length;
  const ratioClause = p.qs.find((q) => q === ra)?.clause;
  if (total.clause !== ratioClause && namesIn === 1 && !/一共|共|和|总|全|差|多|少/.test(tc)) {
    const knownA = tc.includes(names[0]);
    if (knownA === hasA) return null;
    const kShare = knownA ? a : b;
    const aShare = hasA ? a : b;
    const ans = total.value.div(kShare).mul(aShare);
    if (!ans.div(aShare).eq(total.value.div(kShare))) return null;
    if (!total.unit && total.measure && !ans.isInteger()) return null;
    const u = total.unit?.name ?? total.measure ?? '';
    const known = knownA ? names[0] : names[1];
    const want = hasA ? names[0] : names[1];
    return {
      kind: 'ratio-split',
      idea: `${names[0]}与${names[1]}的比是 $${t(a)}:${t(b)}$：${known}占 ${t(kShare)} 份，${want}占 ${t(aShare)} 份，先求 1 份是多少。`,
      steps: [
        `**第一步** 1 份：$${t(total.value)} \\div ${t(kShare)} = ${t(total.value.div(kShare))}$`,
        `**第二步** ${want}：$${t(total.value.div(kShare))} \\times ${t(aShare)} = ${t(ans)}$${u ? `（${u}）` : ''}`,
      ],
      answer: ans,
      unit: u,
      form: 'number',
      used: nums,
      check: `验算：$${t(knownA ? total.value : ans)}:${t(knownA ? ans : total.value)} = ${t(a)}:${t(b)}$。`,
    };
  }
  if (namesIn === 1 && !/一共|共|和|总|全|差|多|少/.test(tc)) return null;
  const isDiff = /差|多|少/.test(around) && !/一共|共|和是|总|全/.test(around);
  const isSum =
    /一共|共|和是|和为|总|全|分给|分配|分成|分为|把|有/.test(p.text.slice(Math.max(0, total.start - 10), total.end + 8)) &&
    !/差|多|少/.test(around);
  if (isDiff === isSum) return null;
  if (isDiff) {
    // 「女生比男生多5人」 must agree with the ratio
    const dm = new RegExp(`(${names[0]}|${names[1]})[^，,]{0,4}?比(${names[0]}|${names[1]})[^，,]{0,4}?(多|少)`).exec(tc);
    if (dm) {
      const x = dm[1] === names[0] ? a : b;
      const y = dm[2] === names[0] ? a : b;
      if (dm[1] === dm[2] || (dm[3] === '多' ? x.cmp(y) <= 0 : x.cmp(y) >= 0)) return null;
    }
  }
  const parts = isSum ? a.add(b) : b.sub(a).abs();
  if (parts.isZero()) return null;
  const share = hasA ? a : b;
  const answer = total.value.mul(share).div(parts);
  const other = total.value.mul(hasA ? b : a).div(parts);
  if (isSum ? !answer.add(other).eq(total.value) : !answer.sub(other).abs().eq(total.value)) return null;
  if (!answer.mul(hasA ? b : a).eq(other.mul(share))) return null;
  if (!total.unit && total.measure && !answer.isInteger()) return null;
  const unit = total.unit?.name ?? total.measure ?? '';
  if (p.ask.unit && total.unit && p.ask.unit.name !== total.unit.name) return null;
  const who = hasA ? names[0] : names[1];
  return {
    kind: 'ratio-split',
    idea: `按 $${t(a)}:${t(b)}$ 分配：把${isSum ? '总数' : '相差的数'}看作 ${isSum ? `$${t(a)} + ${t(b)}$` : `$${t(a.sub(b).abs())}$`} 份，${who}占 ${t(share)} 份。`,
    steps: [
      `**第一步** ${isSum ? '总份数' : '相差的份数'}：$${isSum ? `${t(a)} + ${t(b)}` : `${t(a.cmp(b) > 0 ? a : b)} - ${t(a.cmp(b) > 0 ? b : a)}`} = ${t(parts)}$`,
      `**第二步** ${who}：$${t(total.value)} \\times \\frac{${t(share)}}{${t(parts)}} = ${t(answer)}$${unit ? `（${unit}）` : ''}`,
    ],
    answer,
    unit,
    form: 'number',
    used: nums,
    check: `验算：另一部分是 $${t(other)}$，$${t(answer)}:${t(other)} = ${t(hasA ? a : b)}:${t(hasA ? b : a)}$，${isSum ? '和' : '差'}是 $${t(total.value)}$。`,
  };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
}

/**
 * 最小公倍数 / 最大公因数 word problems: 每人分4块或6块都正好分完，至少…；同时出发（去）…至少再过几天又同时；
 * 拼成正方形边长至少；都正好分完，最多分给几人；剪成同样大小的正方形，边长最大.
 */
export function lcmGcdKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/余|剩|多[一二三四五六七八九\d]|少[一二三四五六七八九\d]|缺|还差/.test(p.text.replace(/没有剩余|无剩余|没有剩下|没有余下/g, '')))
    return null;
  const least = /至少|最少|最小/.test(p.ask.text);
  const most = /最多|最大|最长/.test(p.ask.text);
  if (least === most) return null;
  const nums = given(p);
  if (nums.length < 2 || nums.length > 3 || nums.some((q) => q.kind !== 'plain' || !q.value.isInteger() || q.value.sign() <= 0))
    return null;
  if (nums.some((q) => q.value.cmp(Rat.of(100000)) > 0)) return null;
  const vals = nums.map((q) => q.value.n);
  let answer: bigint;
  let kindWord: string;
  if (least) {
    // all the same kind of number (each share, each period, each side)
    if (!nums.every((q) => sameDim(q, nums[0]))) return null;
    if (!/都(?:正好|恰好|刚好|能)?|正好|恰好|刚好|没有剩余|无剩余|同时|又|再次|拼成(?:一个)?正方形/.test(p.text)) return null;
    if (!/或|同时|拼成|和|、/.test(p.text)) return null;
    const u = nums[0].unit;
    if (p.ask.unit && (!u || p.ask.unit.name !== u.name)) return null;
    if (!p.ask.unit && p.ask.measure && !sameCount(p.ask.measure, nums[0].measure)) return null;
    answer = vals.reduce((l, v) => (l / gcd(l, v)) * v);
    kindWord = '最小公倍数';
  } else {
    if (!/都(?:正好|恰好|刚好)?|正好|恰好|刚好|没有剩余|无剩余|同样大小|同样长|相同/.test(p.text)) return null;
    const u = nums[0].unit;
    if (u) {
      if (!nums.every((q) => q.unit?.name === u.name) || (p.ask.unit && p.ask.unit.name !== u.name)) return null;
      if (!/正方形|小段|同样长|相等/.test(p.text)) return null;
    } else if (!/分给|分成|平均分|装/.test(p.text) || !p.ask.measure) return null;
    answer = vals.reduce((g, v) => gcd(g, v));
    kindWord = '最大公因数';
  }
  if (answer > 10n ** 9n) return null;
  // check by counting: the answer divides (is a multiple of) every number, and no smaller (larger) one does
  const ok = (x: bigint) => (least ? vals.every((v) => x % v === 0n) : vals.every((v) => v % x === 0n));
  if (!ok(answer)) return null;
  const bound = least ? answer : vals.reduce((m, v) => (v < m ? v : m));
  if (bound > 200000n) return null;
  for (let x = least ? 1n : bound; least ? x < answer : x > answer; x += least ? 1n : -1n) if (ok(x)) return null;
  const list = vals.map((v) => t(Rat.of(v))).join('、');
  const unit = nums[0].unit?.name ?? p.ask.measure ?? nums[0].measure ?? '';
  const steps: string[] = [];
  if (least) {
    for (const v of vals) {
      const ms: string[] = [];
      for (let k = 1n; k * v <= answer && ms.length < 12; k++) ms.push(String(k * v));
      steps.push(`${v} 的倍数：${ms.join('，')}${ms.length >= 12 ? '，…' : ''}…`);
    }
  } else {
    for (const v of vals) {
      const fs: string[] = [];
      for (let k = 1n; k <= v && fs.length < 40; k++) if (v % k === 0n) fs.push(String(k));
      steps.push(`${v} 的因数：${fs.join('，')}`);
    }
  }
  steps.push(`**所以** ${list} 的${kindWord}是 $${answer}$。`);
  return {
    kind: least ? 'lcm' : 'gcd',
    idea: least
      ? `要求的数同时是 ${list} 的倍数，又要最小，就是它们的最小公倍数。`
      : `要求的数同时是 ${list} 的因数，又要最大，就是它们的最大公因数。`,
    steps,
    answer: Rat.of(answer),
    unit,
    form: 'number',
    used: nums,
    check: least
      ? `验算：$${answer}$ 是 ${list} 中每个数的倍数，比它小的正整数逐个检验都不行。`
      : `验算：$${answer}$ 能整除 ${list} 中的每个数，比它大的数逐个检验都不行。`,
  };
}

const DONE = /完成|修完|做完|挖完|运完|吃完|用完|干完|铺完|抄完|读完|加工完|生产完/;

/** 反比例: 总工作量一定, 人数 × 天数 不变: 5人10天完成，20人做几天（or 要几天完成需要多少人）. */
export function inverseKind(p: Problem): Model | null {
  // 「修一条路，12人修需要8天」: one whole job named first and the time it needs is a job done, as 完成 says
  const oneJob = /^(?:一项工程|一项任务|一批[\u4e00-\u9fff]{1,4}|(?:修|挖|铺|建|盖)一(?:条|段|座|栋|幢)[\u4e00-\u9fff]{1,4})[,，]/.test(
    p.text,
  );
  if (p.ask.form !== 'number' || !(DONE.test(p.text) || (oneJob && /需要|要用|用/.test(p.text)))) return null;
  if (/增加|减少|调走|调来|又|再|多了|少了|比|倍|每|先|剩|余|已经|提前/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain')) return null;
  const times = nums.filter((q) => q.unit?.dim === 'time');
  const counts = nums.filter((q) => !q.unit && q.measure);
  if (times.length + counts.length !== 3 || !times.length || !counts.length) return null;
  const askTime = p.ask.unit?.dim === 'time' || p.ask.dim === 'time';
  const askCount = !!p.ask.measure && !p.ask.unit;
  let pairA: Qty;
  let pairB: Qty;
  let third: Qty;
  if (askTime && counts.length === 2) {
    [pairA, third] = counts;
    pairB = times[0];
    if (!sameCount(pairA.measure, third.measure)) return null;
  } else if (askCount && times.length === 2) {
    [pairB, third] = times;
    pairA = counts[0];
    if (!sameCount(p.ask.measure, pairA.measure)) return null;
  } else return null;
  // the pair is stated together, first; the new one comes after, in its own clause, with 如果/要/只用/现在
  if (pairA.clause !== pairB.clause || third.clause <= pairA.clause) return null;
  if (!/如果|要是|假如|现在|实际|若|只用|只要|改由|由/.test(p.clauses[third.clause] + p.ask.text)) return null;
  const tu = (askTime ? pairB : third).unit;
  if (!tu || (askTime ? third : pairB).unit === undefined) return null;
  let work: Rat;
  let answer: Rat;
  let step: string;
  if (askTime) {
    const out = p.ask.unit ?? tu;
    const days = convert(pairB.value, tu, out);
    if (!days) return null;
    work = pairA.value.mul(days);
    answer = work.div(third.value);
    step = `$${t(pairA.value)} \\times ${t(days)} \\div ${t(third.value)} = ${t(answer)}$（${out.name}）`;
    if (!answer.mul(third.value).eq(work)) return null;
    return inverseModel(nums, answer, out.name, step, `$${t(third.value)} \\times ${t(answer)} = ${t(pairA.value)} \\times ${t(days)}$`);
  }
  const u2 = third.unit;
  if (!u2) return null;
  const t1 = convert(pairB.value, tu, u2);
  if (!t1 || third.value.isZero()) return null;
  work = pairA.value.mul(t1);
  answer = work.div(third.value);
  if (!answer.isInteger() || !answer.mul(third.value).eq(work)) return null;
  step = `$${t(pairA.value)} \\times ${t(t1)} \\div ${t(third.value)} = ${t(answer)}$（${p.ask.measure}）`;
  return inverseModel(
    nums,
    answer,
    p.ask.measure ?? '',
    step,
    `$${t(answer)} \\times ${t(third.value)} = ${t(pairA.value)} \\times ${t(t1)}$`,
  );
}

function inverseModel(used: Qty[], answer: Rat, unit: string, step: string, check: string): Model {
  return {
    kind: 'inverse',
    idea: '工作总量一定，人数（台数）和所用时间成反比例：人数 × 时间 = 工作总量，先求工作总量，再除以新的人数（时间）。',
    steps: [`**列式计算** ${step}`],
    answer,
    unit,
    form: 'number',
    used,
    check: `验算：${check}，两种做法的工作总量相等。`,
  };
}

/** 「甲乙两队」「师徒两人」: 两 only names the two workers. */
const workNums = (p: Problem): { nums: Qty[]; all: Qty[] } => {
  const all = given(p);
  const nums = all.filter(
    (q) => !(q.chinese && /^[两二]$/.test(q.raw) && /^(?:个)?(?:队|人|组|管|厂|车|台)/.test(p.text.slice(q.start + 1))),
  );
  return { nums, all };
};

const WORKERS = /甲队|乙队|甲组|乙组|甲|乙|师傅|徒弟|大管|小管/g;
const workerOf = (s: string): string[] => [...new Set((s.match(WORKERS) ?? []).map((w) => (w[0] === '甲' || w[0] === '乙' ? w[0] : w)))];

/**
 * 工程问题 in two stages: 甲单独做 A 天完成，乙单独做 B 天完成；甲先做 k 天（或两人合作 k 天），剩下的由乙做（或两人合作），
 * 还要几天. The whole work is 1, each one's 工作效率 is 1 ÷ 天数.
 */
export function workStagesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !(p.ask.unit?.dim === 'time' || p.ask.dim === 'time')) return null;
  if (/一共|共|总|全部|这项工程|这件工作|整个/.test(p.ask.text)) return null;
  if (!/剩下|余下|其余|然后|再由|接着|后来/.test(p.text) || /排水|放水|休息|请假|离开|调走|比|倍/.test(p.text)) return null;
  const { nums, all } = workNums(p);
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'time')) return null;
  const u = nums[0].unit;
  if (!u || nums.some((q) => q.unit?.name !== u.name)) return null;
  const [qa, qb, qk] = nums;
  const wa = workerOf(p.clauses[qa.clause]);
  const wb = workerOf(p.clauses[qb.clause]);
  if (wa.length !== 1 || wb.length !== 1 || wa[0] === wb[0] || qa.clause === qb.clause) return null;
  if (!/单独|独自|独做|独修|完成|做完|修完/.test(p.clauses[qa.clause] + p.clauses[qb.clause])) return null;
  const A = wa[0];
  const B = wb[0];
  const ea = Rat.ONE.div(qa.value);
  const eb = Rat.ONE.div(qb.value);
  const together = /合作|合修|合做|合干|一起|共同|同时/;
  // the first stage: who works k days
  const kClause = p.clauses[qk.clause];
  const kWho = workerOf(kClause);
  let first: 'A' | 'B' | 'both';
  if (together.test(kClause) && (kWho.length === 0 || kWho.length === 2)) first = 'both';
  else if (kWho.length === 1 && /先/.test(kClause)) first = kWho[0] === A ? 'A' : kWho[0] === B ? 'B' : 'both';
  else return null;
  if (first === 'both' && !together.test(kClause)) return null;
  // the second stage: the clauses after the first stage, up to the question
  const later = p.clauses.slice(qk.clause + 1, p.ask.clause + 1).join('，');
  const lWho = workerOf(later);
  let second: 'A' | 'B' | 'both';
  if (together.test(later) && (lWho.length === 0 || lWho.length === 2)) second = 'both';
  else if (lWho.length === 1) second = lWho[0] === A ? 'A' : 'B';
  else return null;
  if (first === second) return null;
  const eff = (w: 'A' | 'B' | 'both') => (w === 'A' ? ea : w === 'B' ? eb : ea.add(eb));
  const name = (w: 'A' | 'B' | 'both') => (w === 'A' ? A : w === 'B' ? B : `${A}、${B}合作`);
  const done = eff(first).mul(qk.value);
  const left = Rat.ONE.sub(done);
  if (left.sign() <= 0) return null;
  const days = left.div(eff(second));
  const out = p.ask.unit ?? u;
  const answer = convert(days, u, out);
  if (!answer) return null;
  // check: the two stages together do the whole work exactly once
  if (!eff(first).mul(qk.value).add(eff(second).mul(days)).eq(Rat.ONE)) return null;
  const effTex = (w: 'A' | 'B' | 'both') =>
    w === 'both' ? `(\\frac{1}{${t(qa.value)}} + \\frac{1}{${t(qb.value)}})` : `\\frac{1}{${t(w === 'A' ? qa.value : qb.value)}}`;
  return {
    kind: 'work-stages',
    idea: `把这项工程看作单位“1”，${A}每${u.name}完成 $\\frac{1}{${t(qa.value)}}$，${B}每${u.name}完成 $\\frac{1}{${t(qb.value)}}$。先求${name(first)}已完成的，再用剩下的工作量除以${name(second)}的工作效率。`,
    steps: [
      `**第一步** ${name(first)} ${t(qk.value)} ${u.name}完成：$${effTex(first)} \\times ${t(qk.value)} = ${done.toLatex()}$`,
      `**第二步** 剩下：$1 - ${done.toLatex()} = ${left.toLatex()}$`,
      `**第三步** ${name(second)}还要：$${left.toLatex()} \\div ${effTex(second)} = ${days.toLatex()}$（${u.name}）`,
    ],
    answer,
    unit: out.name,
    form: 'number',
    used: all,
    check: `验算：$${done.toLatex()} + ${eff(second).toLatex()} \\times ${days.toLatex()} = 1$，正好完成全部工程。`,
  };
}

const UP = /增产|增加|提高|增长|上涨|上升|涨价|提价/;
const DOWN = /减产|减少|降低|下降|节约|节省|下跌|降价/;

/** 成数 (and percents) of increase or decrease: 去年产800千克，今年增产两成；今年960千克，比去年增产两成，去年…. */
export function growthKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  // 「原价200元，降价20%出售，进价是多少元」: a cost (or profit) the text never names is no price a change gives
  if (COST_ASKED.test(p.ask.text) && !p.clauses.some((c, i) => i !== p.ask.clause && COST_ASKED.test(c))) return null;
  const CNd = '[一二两三四五六七八九十]';
  const rm = new RegExp(`(${UP.source}|${DOWN.source})了?(\\d+|${CNd})成(?:(\\d|${CNd}))?`).exec(p.text);
  const nums = given(p);
  let rate: Rat;
  let rateUsed: Qty[];
  let rateText: string;
  let word: string;
  if (rm) {
    const cn = (s: string) =>
      /\d/.test(s)
        ? Number(s)
        : ({ 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 } as Record<string, number>)[s];
    const a = cn(rm[2]);
    const b = rm[3] ? cn(rm[3]) : 0;
    if (!a || a > 10 || b === undefined) return null;
    rate = Rat.of(a * 10 + b, 100);
    const s = rm.index;
    const e = s + rm[0].length;
    rateUsed = p.qs.filter((q) => q.start >= s && q.start < e);
    rateText = rm[0].slice(rm[1].length).replace(/^了/, '');
    word = rm[1];
  } else {
    const pq = nums.filter((q) => q.kind === 'percent');
    if (pq.length !== 1) return null;
    const before = p.text.slice(Math.max(0, pq[0].start - 4), pq[0].start).replace(/了$/, '');
    const wm = new RegExp(`(${UP.source}|${DOWN.source})$`).exec(before);
    if (!wm) return null;
    rate = pq[0].value;
    rateUsed = pq;
    rateText = pq[0].raw;
    word = wm[1];
  }
  const up = UP.test(word);
  const rest = nums.filter((q) => !rateUsed.includes(q));
  if (rest.length !== 1 || rest[0].kind !== 'plain' || !(rest[0].unit || rest[0].measure)) return null;
  if (/倍|分之|又|再|折/.test(p.text)) return null;
  const amount = rest[0];
  const factor = up ? Rat.ONE.add(rate) : Rat.ONE.sub(rate);
  if (factor.sign() <= 0) return null;
  const askChange = new RegExp(`(?:${word})了?多少`).test(p.ask.text);
  // 「总产量」 names one amount; 「一共」「两年」 ask a sum
  if (/一共|共|总|合计|两年|两次|平均/.test(p.ask.text.replace(/总(?:产量|产值|重量|收入|价)/g, ''))) return null;
  if (!askChange && /比|多|少|增|减|降|提高|节|涨/.test(p.ask.text.replace(/多少/g, ''))) return null;
  // who is compared with whom: 「今年比去年增产两成」 → the new is before 比, the old after it
  const rateClause =
    p.clauses[p.qs.find((q) => rateUsed.includes(q))?.clause ?? -1] ?? (rm ? p.text.slice(Math.max(0, rm.index - 12), rm.index) : '');
  const bm = new RegExp(`([\\u4e00-\\u9fff]{0,4}?)比([\\u4e00-\\u9fff]{1,4}?)(?:${word})`).exec(rateClause.length ? rateClause : p.text);
  let backward: boolean;
  if (bm) {
    const old = bm[2];
    if (p.ask.text.includes(old) && !p.clauses[amount.clause].includes(old)) backward = true;
    else if (!p.ask.text.includes(old)) {
      // 「实际用煤80吨，比计划节约20%」: no one before 比, so the amount told before it is the new one, not the old
      const rateAt = p.qs.find((q) => rateUsed.includes(q))?.clause ?? -1;
      if (!bm[1] && rateAt > amount.clause) return null;
      backward = false;
    } else return null;
    if (backward && askChange) return null;
  } else {
    // no 比: the amount is the old one, written before the change — or named as the base of the change
    // (「在进价的基础上提高二成……进价为220元的衣服」)
    const base = /在([\u4e00-\u9fff]{1,4}?)的?基础上/.exec(p.text);
    const amountSays = p.clauses[amount.clause].slice(0, amount.start - p.offsets[amount.clause]);
    const namedBase = !!base && new RegExp(`${base[1]}(?:是|为|有)?$`).test(amountSays);
    if (amount.start > (rm?.index ?? rateUsed[0].start) && !namedBase) return null;
    backward = false;
  }
  if (p.ask.unit && amount.unit && p.ask.unit.dim !== amount.unit.dim) return null;
  if (!p.ask.unit && p.ask.measure && !sameCount(p.ask.measure, amount.measure)) return null;
  const out = p.ask.unit ?? amount.unit;
  const v = out && amount.unit ? convert(amount.value, amount.unit, out) : amount.value;
  if (!v) return null;
  let answer: Rat;
  let step: string;
  const f = `(1 ${up ? '+' : '-'} ${t(rate.mul(Rat.of(100)))}\\%)`;
  if (backward) {
    answer = v.div(factor);
    step = `$${t(v)} \\div ${f} = ${t(answer)}$`;
    if (!answer.mul(factor).eq(v)) return null;
  } else if (askChange) {
    answer = v.mul(rate);
    step = `$${t(v)} \\times ${t(rate.mul(Rat.of(100)))}\\% = ${t(answer)}$`;
  } else {
    answer = v.mul(factor);
    step = `$${t(v)} \\times ${f} = ${t(answer)}$`;
    if (!answer.div(factor).eq(v)) return null;
  }
  const unit = out?.name ?? amount.measure ?? '';
  return {
    kind: 'growth',
    idea: `${word}${rateText}，就是${word}了原来的 ${t(rate.mul(Rat.of(100)))}%，${backward ? '现在的相当于原来的' : '现在是原来的'} $${f}$。${backward ? '已知现在的，求原来的用除法。' : ''}`,
    steps: [`**列式计算** ${step}${unit ? `（${unit}）` : ''}`],
    answer,
    unit,
    form: 'number',
    used: [...rest, ...rateUsed],
    check: backward
      ? `验算：$${t(answer)} \\times ${f} = ${t(v)}$，与题目相符。`
      : `验算：$${t(answer)}$ ${askChange ? `占原来 $${t(v)}$ 的 $${t(rate.mul(Rat.of(100)))}\\%$` : `$\\div ${f} = ${t(v)}$，正好是原来的`}。`,
  };
}

/** A speed written as 每小时行60千米 / 每分钟走30米 / 60千米/时: its value in 米 per 秒 base units, with its words. */
function speedOf(p: Problem, q: Qty): { v: Rat; len: string; per: string } | null {
  if (q.kind !== 'plain' || !q.unit) return null;
  if (q.unit.dim === 'speed') {
    const [len, per] = q.unit.name.split('/');
    return { v: q.unit.factor.mul(q.value), len, per: per === '时' ? '小时' : per === '分' ? '分钟' : per };
  }
  if (q.unit.dim !== 'length') return null;
  const before = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const m = /每(小时|时|分钟|分|秒)[\u4e00-\u9fff]{0,3}$/.exec(before);
  if (!m) return null;
  const per = m[1] === '时' ? '小时' : m[1] === '分' ? '分钟' : m[1];
  const tu = UNITS.get(per);
  if (!tu) return null;
  return { v: q.value.mul(q.unit.factor).div(tu.factor), len: q.unit.name, per };
}

/**
 * 往返 the same way: one leg's speed and time, the other leg's time — the other leg's speed (「去的速度是50千米/时，用了
 * 4小时。返回时用了2小时。返回时平均每小时行多少千米？」). The way is the same both ways: d = v × t, then d ÷ t'.
 */
function otherLegSpeed(p: Problem, nums: Qty[], speedQ: Qty): Model | null {
  const sp = speedOf(p, speedQ);
  if (!sp || nums.length !== 3) return null;
  const times = nums.filter((q) => q !== speedQ && q.kind === 'plain' && q.unit?.dim === 'time');
  if (times.length !== 2) return null;
  const GO = /去时|去的|去用|去的时候|从甲|出发|上山/;
  const BACK = /返回|回来|回去|回时|原路|下山/;
  const legOf = (clause: string) => (BACK.test(clause) ? 'back' : GO.test(clause) ? 'go' : null);
  // a speed told before any word of the way back is the way there
  const speedLeg = legOf(p.clauses[speedQ.clause]) ?? (BACK.test(p.text.slice(0, speedQ.start)) ? null : 'go');
  const askLeg = legOf(p.ask.text);
  if (!speedLeg || !askLeg || speedLeg === askLeg) return null;
  if (!/平均每(?:小时|时|分钟|分|秒)|速度/.test(p.ask.text)) return null;
  // each time belongs to one leg: its own clause names it, or it shares the clause of the speed, or follows it unnamed
  const legOfTime = (q: Qty) =>
    legOf(p.clauses[q.clause]) ?? (q.clause === speedQ.clause || q.clause === speedQ.clause + 1 ? speedLeg : null);
  const tSpeed = times.filter((q) => legOfTime(q) === speedLeg);
  const tOther = times.filter((q) => legOfTime(q) === askLeg);
  if (tSpeed.length !== 1 || tOther.length !== 1) return null;
  const timeU = UNITS.get(sp.per);
  const lenU = UNITS.get(sp.len);
  if (!timeU || !lenU) return null;
  const t1 = convert(tSpeed[0].value, tSpeed[0].unit as Unit, timeU) as Rat;
  const t2 = convert(tOther[0].value, tOther[0].unit as Unit, timeU) as Rat;
  if (t1.sign() <= 0 || t2.sign() <= 0) return null;
  const v = sp.v.mul(timeU.factor).div(lenU.factor);
  const d = v.mul(t1);
  const answer = d.div(t2);
  const askLen = p.ask.unit?.dim === 'length' ? p.ask.unit : lenU;
  if (askLen.name !== lenU.name) return null;
  // check: the other leg at the speed found covers the same way in its time
  if (!answer.mul(t2).eq(v.mul(t1))) return null;
  return {
    kind: 'round-trip',
    idea: '去和回走的是同一条路，路程相同：先用已知的速度和时间求路程，再除以另一程的时间。',
    steps: [
      `**第一步** 路程：$${t(v)} \\times ${t(t1)} = ${t(d)}$（${lenU.name}）`,
      `**第二步** ${askLeg === 'back' ? '返回' : '去'}时的速度：$${t(d)} \\div ${t(t2)} = ${t(answer)}$（${lenU.name}/${sp.per === '小时' ? '时' : sp.per}）`,
    ],
    answer,
    unit: lenU.name,
    form: 'number',
    used: nums,
    check: `验算：$${t(answer)} \\times ${t(t2)} = ${t(d)}$，与去时的路程 $${t(v)} \\times ${t(t1)}$ 相同。`,
  };
}

/** 往返: the same way there and back at two speeds — the average speed, the distance from the total time, the total time. */
export function roundTripKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/往返|来回|上下山|上山.{0,8}下山|返回|原路|回来时|回去时/.test(p.text)) return null;
  if (/相遇|相向|追|同时|两车|两人|顺水|逆水|水速|风速|停留|休息/.test(p.text)) return null;
  const nums = given(p);
  const speeds = nums.map((q) => ({ q, s: speedOf(p, q) })).filter((x) => x.s);
  if (speeds.length === 1) return otherLegSpeed(p, nums, speeds[0].q);
  if (speeds.length !== 2 || nums.length > 3) return null;
  const [s1, s2] = speeds.map((x) => x.s as { v: Rat; len: string; per: string });
  if (s1.len !== s2.len || s1.per !== s2.per || s1.v.isZero() || s2.v.isZero()) return null;
  const lenU = UNITS.get(s1.len);
  const timeU = UNITS.get(s1.per);
  if (!lenU || !timeU) return null;
  const v1 = speeds[0].q.value;
  const v2 = speeds[1].q.value;
  const extra = nums.filter((q) => !speeds.some((x) => x.q === q));
  if (extra.length > 1 || extra.some((q) => q.kind !== 'plain' || !q.unit)) return null;
  const e = extra[0];
  // one-way distance d, total time T: T = d / v1 + d / v2
  let d: Rat | null = null;
  let tt: Rat | null = null;
  const steps: string[] = [];
  const sp = `${s1.len}/${s1.per === '小时' ? '时' : s1.per}`;
  if (e?.unit?.dim === 'length') {
    d = convert(e.value, e.unit, lenU);
    if (!d) return null;
  } else if (e?.unit?.dim === 'time') {
    const tv = convert(e.value, e.unit, timeU);
    if (!tv) return null;
    const clause = p.clauses[e.clause];
    if (/往返|来回|一共|共|上下山/.test(clause)) {
      tt = tv;
    } else {
      // the time of one way: the leg whose speed is stated last before (or in) the time's clause
      // the time of one way: the leg named in its clause (上山/去 or 下山/返回), or the speed in the same clause
      const GO = /上山|去时|去的时候|从甲/;
      const BACK = /下山|返回|回来|回去|回时/;
      const named = (re: RegExp) => speeds.filter((x) => re.test(p.clauses[x.q.clause]));
      let leg: (typeof speeds)[number] | undefined;
      const go = GO.test(clause);
      const back = BACK.test(clause);
      if (go !== back) {
        const c = named(go ? GO : BACK);
        if (c.length !== 1 || named(go ? BACK : GO).includes(c[0])) return null;
        leg = c[0];
      } else if (!go) leg = speeds.find((x) => x.q.clause === e.clause);
      if (!leg) return null;
      const v = leg === speeds[0] ? v1 : v2;
      d = v.mul(tv);
      steps.push(`**第一步** 单程路程：$${t(v)} \\times ${t(tv)} = ${t(d)}$（${lenU.name}）`);
    }
  } else if (e) return null;
  const askAvg = /平均速度|平均每(?:小时|分钟|秒)/.test(p.ask.text);
  const askLen = p.ask.unit?.dim === 'length' || p.ask.dim === 'length';
  const askTime = p.ask.unit?.dim === 'time' || p.ask.dim === 'time';
  const per1 = Rat.ONE.div(v1).add(Rat.ONE.div(v2));
  let answer: Rat;
  let unit: string;
  if (askAvg) {
    if (tt) return null;
    // the average over the whole way is total distance ÷ total time, not the mean of the speeds
    if (d) {
      const time = d.div(v1).add(d.div(v2));
      answer = d.mul(Rat.of(2)).div(time);
      steps.push(
        `**${steps.length ? '第二步' : '第一步'}** 往返时间：$${t(d)} \\div ${t(v1)} + ${t(d)} \\div ${t(v2)} = ${t(time)}$（${timeU.name}）`,
      );
      steps.push(`**${steps.length === 2 ? '第三步' : '第二步'}** 平均速度：$${t(d)} \\times 2 \\div ${t(time)} = ${t(answer)}$（${sp}）`);
    } else {
      answer = Rat.of(2).div(per1);
      steps.push(`**第一步** 把单程路程看作单位“1”，往返时间是 $\\frac{1}{${t(v1)}} + \\frac{1}{${t(v2)}} = ${per1.toLatex()}$`);
      steps.push(`**第二步** 平均速度：$2 \\div ${per1.toLatex()} = ${t(answer)}$（${sp}）`);
    }
    if (p.ask.unit && p.ask.unit.dim === 'length' && p.ask.unit.name !== lenU.name) return null;
    unit = p.ask.unit?.dim === 'length' ? p.ask.unit.name : sp;
  } else if (askLen && tt && !/平均/.test(p.text)) {
    answer = tt.div(per1);
    steps.push(`**第一步** 走 1 ${lenU.name}，去和回共用 $\\frac{1}{${t(v1)}} + \\frac{1}{${t(v2)}} = ${per1.toLatex()}$（${timeU.name}）`);
    steps.push(`**第二步** 单程路程：$${t(tt)} \\div ${per1.toLatex()} = ${t(answer)}$（${lenU.name}）`);
    const out = p.ask.unit ?? lenU;
    const conv = convert(answer, lenU, out);
    if (!conv) return null;
    answer = conv;
    unit = out.name;
  } else if (
    askTime &&
    d &&
    !/平均/.test(p.text) &&
    /往返|来回|一共|共|上下山/.test(p.ask.text) &&
    !/去|返回|回来|上山时|下山时/.test(p.ask.text.replace(/往返|来回/g, ''))
  ) {
    answer = d.div(v1).add(d.div(v2));
    steps.push(`**列式计算** $${t(d)} \\div ${t(v1)} + ${t(d)} \\div ${t(v2)} = ${t(answer)}$（${timeU.name}）`);
    const out = p.ask.unit ?? timeU;
    const conv = convert(answer, timeU, out);
    if (!conv) return null;
    answer = conv;
    unit = out.name;
  } else return null;
  // check: a distance there and back at the two speeds takes the time found (the average speed times the total time)
  const dd = d ?? (tt ? tt.div(per1) : Rat.ONE);
  const total = dd.div(v1).add(dd.div(v2));
  if (askAvg && !answer.mul(total).eq(dd.mul(Rat.of(2)))) return null;
  return {
    kind: 'round-trip',
    idea: '往返的路程相同：往返的平均速度 = 往返的总路程 ÷ 往返的总时间（不是两个速度的平均数）。',
    steps,
    answer,
    unit,
    form: 'number',
    used: nums,
    check: `验算：单程 $${t(dd)}$ ${lenU.name}，去用 $${t(dd.div(v1))}$ ${timeU.name}，回用 $${t(dd.div(v2))}$ ${timeU.name}，共 $${t(total)}$ ${timeU.name}，与所求相符。`,
  };
}

/**
 * 浓度: 含盐（糖、药、酒精）p% 的溶液; 加水 to a lower strength (the salt stays), 加盐 to a higher one (the water stays),
 * 蒸发水 (the salt stays), or two solutions mixed (salt and solution both add up).
 */
export function concentrationKind(p: Problem): Model | null {
  const sm = /(盐|糖|药|酒精|农药|果汁)水?/.exec(p.text);
  if (!sm || !/含(?:盐|糖|药|酒精|农药)|浓度|盐水|糖水|药水|酒精溶液/.test(p.text)) return null;
  const nums = given(p);
  const pcs = nums.filter((q) => q.kind === 'percent');
  const masses = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'mass');
  if (pcs.length + masses.length !== nums.length || pcs.length !== 2) return null;
  const solute = sm[1];
  const mu = masses[0]?.unit;
  if (!mu || masses.some((q) => q.unit?.name !== mu.name)) return null;
  const pc = (r: Rat) => `${t(r.mul(Rat.of(100)))}\\%`;
  if (masses.length === 1) {
    const M = masses[0].value;
    const [a, b] = pcs;
    if (!(masses[0].start < b.start && a.start < b.start)) return null;
    if (p.ask.form !== 'number' || (p.ask.unit && p.ask.unit.dim !== 'mass')) return null;
    const out = p.ask.unit ?? mu;
    if (/后|现在|一共|共|有多少/.test(p.ask.text.replace(/(?:加|蒸发)[^，,]*后/, ''))) return null;
    const addWater = /加(?:入|进)?(?:多少(?:克|千克|吨)?)?(?:的)?水|加水/.test(p.ask.text);
    const addSolute = new RegExp(`加(?:入|进)?(?:多少(?:克|千克|吨)?)?${solute}(?!水)`).test(p.ask.text);
    const evaporate = /蒸发/.test(p.ask.text);
    if ([addWater && !addSolute, addSolute, evaporate].filter(Boolean).length !== 1) return null;
    const s0 = M.mul(a.value);
    let answer: Rat;
    let steps: string[];
    let check: string;
    if (addSolute) {
      if (b.value.cmp(a.value) <= 0 || b.value.cmp(Rat.ONE) >= 0) return null;
      const water = M.sub(s0);
      const newM = water.div(Rat.ONE.sub(b.value));
      answer = newM.sub(M);
      steps = [
        `**第一步** 水的质量不变：$${t(M)} \\times (1 - ${pc(a.value)}) = ${t(water)}$（${mu.name}）`,
        `**第二步** 加${solute}后的${solute}水：$${t(water)} \\div (1 - ${pc(b.value)}) = ${t(newM)}$（${mu.name}）`,
        `**第三步** 加${solute}：$${t(newM)} - ${t(M)} = ${t(answer)}$（${mu.name}）`,
      ];
      check = `验算：$(${t(s0)} + ${t(answer)}) \\div ${t(newM)} = ${pc(s0.add(answer).div(newM))}$。`;
      if (!s0.add(answer).div(newM).eq(b.value)) return null;
    } else {
      if (b.value.isZero()) return null;
      const newM = s0.div(b.value);
      const water = addWater ? newM.sub(M) : M.sub(newM);
      if ((addWater && b.value.cmp(a.value) >= 0) || (evaporate && b.value.cmp(a.value) <= 0)) return null;
      answer = water;
      steps = [
        `**第一步** ${solute}的质量不变：$${t(M)} \\times ${pc(a.value)} = ${t(s0)}$（${mu.name}）`,
        `**第二步** ${addWater ? '加水' : '蒸发'}后的${solute}水：$${t(s0)} \\div ${pc(b.value)} = ${t(newM)}$（${mu.name}）`,
        `**第三步** ${addWater ? '加水' : '蒸发水'}：$${addWater ? `${t(newM)} - ${t(M)}` : `${t(M)} - ${t(newM)}`} = ${t(water)}$（${mu.name}）`,
      ];
      check = `验算：$${t(s0)} \\div ${t(newM)} = ${pc(s0.div(newM))}$。`;
      if (!s0.div(newM).eq(b.value)) return null;
    }
    const conv = convert(answer, mu, out);
    if (!conv || conv.sign() <= 0) return null;
    return {
      kind: 'concentration',
      idea: addSolute
        ? `加${solute}时水的质量不变，先求水，再求加${solute}后${solute}水的质量。`
        : `${addWater ? '加水' : '蒸发水'}时${solute}的质量不变，先求${solute}，再求${addWater ? '加水' : '蒸发'}后${solute}水的质量。`,
      steps,
      answer: conv,
      unit: out.name,
      form: 'number',
      used: nums,
      check,
    };
  }
  if (
    masses.length !== 2 ||
    (p.ask.form !== 'percent' && !/浓度|含.率/.test(p.ask.text)) ||
    !/混合|倒在一起|倒入|混在一起|合在一起|加入/.test(p.text)
  )
    return null;
  // each mass with the percent of its own solution (the same clause, or the nearest)
  const pair = (m: Qty) => {
    const dist = (q: Qty) => Math.abs(q.start - m.start);
    const c = pcs.filter((q) => q.clause === m.clause).sort((x, y) => dist(x) - dist(y));
    return c.length && dist(c[0]) <= 8 && (c.length === 1 || dist(c[1]) > dist(c[0])) ? c[0] : null;
  };
  const p1 = pair(masses[0]);
  const p2 = pair(masses[1]);
  if (!p1 || !p2 || p1 === p2) return null;
  const [m1, m2] = masses.map((q) => q.value);
  const s = m1.mul(p1.value).add(m2.mul(p2.value));
  const total = m1.add(m2);
  if (total.isZero()) return null;
  const answer = s.div(total);
  const lo = p1.value.cmp(p2.value) < 0 ? p1.value : p2.value;
  const hi = p1.value.cmp(p2.value) < 0 ? p2.value : p1.value;
  if (answer.cmp(lo) < 0 || answer.cmp(hi) > 0) return null;
  return {
    kind: 'concentration',
    idea: `混合后${solute}的质量和${solute}水的质量都是两份相加，浓度 = ${solute}的质量 ÷ ${solute}水的质量 × 100%。`,
    steps: [
      `**第一步** ${solute}：$${t(m1)} \\times ${pc(p1.value)} + ${t(m2)} \\times ${pc(p2.value)} = ${t(s)}$（${mu.name}）`,
      `**第二步** ${solute}水：$${t(m1)} + ${t(m2)} = ${t(total)}$（${mu.name}）`,
      `**第三步** 浓度：$${t(s)} \\div ${t(total)} \\times 100\\% = ${pc(answer)}$`,
    ],
    answer,
    unit: '',
    form: 'percent',
    used: nums,
    check: `验算：混合后的浓度在 ${pc(lo)} 和 ${pc(hi)} 之间，且 $${t(total)} \\times ${pc(answer)} = ${t(s)}$。`,
  };
}

/** 最小公倍数 with one remainder for all: 每行站4人、6人或8人都多1人，至少有多少人 → [4, 6, 8] + 1 (都少1人 → − 1). */
export function lcmRemainderKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/至少|最少/.test(p.ask.text)) return null;
  if (/不到|不足|不超过|以内|之间|大于|多于|超过|少于|小于|以上|以下/.test(p.text)) return null;
  const nums = given(p);
  // the remainder: once for all (都多1人), or after each way of counting (12人一排余5人；15人一排还是余5人)
  const remWord = (q: Qty) =>
    /(?:多|余|剩|剩下|少|缺|差)了?$/.exec(
      p.text.slice(Math.max(0, q.start - 3), q.start).replace(/(?:还是|也|还|都|会)+(?=[多余剩少缺差])/, ''),
    );
  const rems = nums.filter((q) => remWord(q) && /(?:多|余|剩|少|缺|差)了?$/.test(p.text.slice(0, q.start)));
  if (!rems.length) return null;
  const all = /都(?:会|还)?(?:多|余|剩|剩下|少|缺|差)/.test(p.text);
  const rm = [rems[0].raw, /多|余|剩/.test((remWord(rems[0]) as RegExpExecArray)[0]) ? '多' : '少', rems[0].raw];
  if (rems.some((q) => !q.value.eq(rems[0].value) || (/多|余|剩/.test((remWord(q) as RegExpExecArray)[0]) ? '多' : '少') !== rm[1]))
    return null;
  const rq = rems[0];
  if (!rq.value.isInteger() || rq.value.sign() <= 0) return null;
  const divs = nums.filter((q) => !rems.includes(q));
  if (all ? rems.length !== 1 : rems.length !== divs.length) return null;
  // each remainder follows its own way of counting
  if (!all && rems.some((r, i) => !divs[i] || divs[i].start > r.start || (divs[i + 1] && divs[i + 1].start < r.start))) return null;
  if (divs.length < 2 || divs.length > 4 || divs.some((q) => q.kind !== 'plain' || !q.value.isInteger() || q.value.sign() <= 0 || q.unit))
    return null;
  if (!divs.every((q) => sameCount(q.measure, divs[0].measure))) return null;
  if (p.ask.unit || (p.ask.measure && !sameCount(p.ask.measure, divs[0].measure))) return null;
  if (divs.some((q) => q.value.cmp(Rat.of(1000)) > 0)) return null;
  const vals = divs.map((q) => q.value.n);
  const r = rq.value.n;
  const more = /多|余|剩/.test(rm[1]);
  if (vals.some((v) => r >= v)) return null;
  const l = vals.reduce((a, v) => (a / gcd(a, v)) * v);
  const answer = more ? l + r : l - r;
  if (answer <= 0n || l > 1000000n) return null;
  // check by counting: the answer leaves that remainder (lacks that many) for each divisor, and no smaller number does
  const ok = (x: bigint) => vals.every((v) => (more ? x % v === r : (x + r) % v === 0n)) && x > r;
  if (!ok(answer)) return null;
  for (let x = 1n; x < answer; x++) if (ok(x)) return null;
  const list = vals.join('、');
  const unit = p.ask.measure ?? divs[0].measure ?? '';
  return {
    kind: 'lcm-remainder',
    idea: `${more ? `都多 ${r}` : `都少 ${r}`}，${more ? `去掉 ${r}` : `再添上 ${r}`} 后正好是 ${list} 的公倍数；要最少，就是它们的最小公倍数${more ? '加上' : '减去'} ${r}。`,
    steps: [
      `**第一步** ${list} 的最小公倍数是 $${l}$`,
      `**第二步** $${l} ${more ? '+' : '-'} ${r} = ${answer}$${unit ? `（${unit}）` : ''}`,
    ],
    answer: Rat.of(answer),
    unit,
    form: 'number',
    used: nums,
    check: `验算：${vals.map((v) => `$${answer} = ${v} \\times ${more ? (answer - r) / v : (answer + r) / v} ${more ? '+' : '-'} ${r}$`).join('，')}；比 $${answer}$ 小的数逐个检验都不行。`,
  };
}

/** 工程: 甲乙合作 x 天完成，甲单独做 y 天完成，乙单独做几天完成 — 乙的工作效率 = 1/x − 1/y. */
export function workOtherKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !(p.ask.unit?.dim === 'time' || p.ask.dim === 'time')) return null;
  if (!/单独|独自|独做|独修|一个人/.test(p.ask.text) || /先|剩下|余下|然后|排水|放水|休息|比|倍|又/.test(p.text)) return null;
  const { nums, all } = workNums(p);
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'time')) return null;
  const u = nums[0].unit;
  if (!u || nums[1].unit?.name !== u.name) return null;
  const together = /合作|合修|合做|一起|共同|同时/;
  const tq = nums.filter((q) => together.test(p.clauses[q.clause]));
  if (tq.length !== 1) return null;
  const both = tq[0];
  const one = nums.find((q) => q !== both) as Qty;
  if (one.clause === both.clause) return null;
  const w1 = workerOf(p.clauses[one.clause]);
  const wa = workerOf(p.ask.text);
  if (w1.length !== 1 || wa.length !== 1 || w1[0] === wa[0]) return null;
  const x = both.value;
  const y = one.value;
  if (y.cmp(x) <= 0) return null;
  const eff = Rat.ONE.div(x).sub(Rat.ONE.div(y));
  const days = Rat.ONE.div(eff);
  if (!Rat.ONE.div(y).add(Rat.ONE.div(days)).eq(Rat.ONE.div(x))) return null;
  const out = p.ask.unit ?? u;
  const answer = convert(days, u, out);
  if (!answer) return null;
  return {
    kind: 'work-other',
    idea: `把这项工程看作单位“1”，合作的工作效率是 $\\frac{1}{${t(x)}}$，${w1[0]}的工作效率是 $\\frac{1}{${t(y)}}$，相减得${wa[0]}的工作效率。`,
    steps: [
      `**第一步** ${wa[0]}的工作效率：$\\frac{1}{${t(x)}} - \\frac{1}{${t(y)}} = ${eff.toLatex()}$`,
      `**第二步** ${wa[0]}单独做：$1 \\div ${eff.toLatex()} = ${days.toLatex()}$（${u.name}）`,
    ],
    answer,
    unit: out.name,
    form: 'number',
    used: all,
    check: `验算：$\\frac{1}{${t(y)}} + ${Rat.ONE.div(days).toLatex()} = \\frac{1}{${t(x)}}$，两人合作正好 ${t(x)} ${u.name}完成。`,
  };
}

/** 工程: 甲单独 A 天完成；甲乙合作 k 天，余下的甲 m 天完成；乙单独做几天 — 乙 k 天做了 1 − (k + m)/A. */
export function workFindOtherKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !(p.ask.unit?.dim === 'time' || p.ask.dim === 'time')) return null;
  if (!/单独|独自|独做|一个人/.test(p.ask.text) || !/剩下|余下|其余/.test(p.text) || /排水|放水|休息|比|倍|又/.test(p.text)) return null;
  const { nums, all } = workNums(p);
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'time')) return null;
  const u = nums[0].unit;
  if (!u || nums.some((q) => q.unit?.name !== u.name)) return null;
  const together = /合作|合修|合做|一起|共同|同时/;
  const [qa, qk, qm] = nums;
  const wa = workerOf(p.clauses[qa.clause]);
  const wAsk = workerOf(p.ask.text);
  const wm = workerOf(p.clauses[qm.clause]);
  if (wa.length !== 1 || wAsk.length !== 1 || wa[0] === wAsk[0] || wm.length !== 1 || wm[0] !== wa[0]) return null;
  if (together.test(p.clauses[qa.clause]) || !together.test(p.clauses[qk.clause]) || !/剩下|余下|其余/.test(p.clauses[qm.clause]))
    return null;
  if (qa.clause >= qk.clause || qk.clause >= qm.clause) return null;
  const A = qa.value;
  const k = qk.value;
  const m = qm.value;
  const byA = k.add(m).div(A);
  const byB = Rat.ONE.sub(byA);
  if (byB.sign() <= 0) return null;
  const days = k.div(byB);
  if (
    !k
      .mul(Rat.ONE.div(A).add(Rat.ONE.div(days)))
      .add(m.div(A))
      .eq(Rat.ONE)
  )
    return null;
  const out = p.ask.unit ?? u;
  const answer = convert(days, u, out);
  if (!answer) return null;
  const X = wa[0];
  const Y = wAsk[0];
  return {
    kind: 'work-find-other',
    idea: `把这项工程看作单位“1”。${X}一共做了 ${t(k)} + ${t(m)} ${u.name}，每${u.name}做 $\\frac{1}{${t(A)}}$；其余的是${Y}在合作的 ${t(k)} ${u.name}里做的。`,
    steps: [
      `**第一步** ${X}完成：$(${t(k)} + ${t(m)}) \\times \\frac{1}{${t(A)}} = ${byA.toLatex()}$`,
      `**第二步** ${Y} ${t(k)} ${u.name}完成：$1 - ${byA.toLatex()} = ${byB.toLatex()}$`,
      `**第三步** ${Y}单独做：$1 \\div (${byB.toLatex()} \\div ${t(k)}) = ${days.toLatex()}$（${u.name}）`,
    ],
    answer,
    unit: out.name,
    form: 'number',
    used: all,
    check: `验算：$(\\frac{1}{${t(A)}} + ${Rat.ONE.div(days).toLatex()}) \\times ${t(k)} + \\frac{${t(m)}}{${t(A)}} = 1$，正好完成全部工程。`,
  };
}

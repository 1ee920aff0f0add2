import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { chineseNumber, numTex, type Problem, type Qty } from '../read';

/** What the groups are counted in: periods and tries (the mean is taken per one of them). */
const PER = '(?:小时|天|次|分钟|周|个月|年|场)';
const N = '(\\d+|[两二三四五六七八九十]+)';
const TOTAL = '(\\d+(?:\\.\\d+)?)';
/** Words around a group's mean that name no other period (后3小时的平均速度是每分钟1千米 is a mean per minute). */
const NOT_PER = '(?:(?!每)[\\u4e00-\\u9fff])';
/** 「前3天每天做40个」「前两次的平均成绩是88分」: a group told by its count and its mean (平均每 is read as 每). */
const BY_MEAN = new RegExp(
  `^(?<who>[\\u4e00-\\u9fff]{0,6}?)(?:前|后|最后|头)?(?<!第)${N}(${PER})(?:${NOT_PER}{0,8}?)(?:每\\3|的?平均${NOT_PER}{0,3}?(?:是|为)?)${NOT_PER}{0,4}?${TOTAL}`,
);
/** 「上午3小时行驶了150千米」「后2天共做了90个」: a group told by its count and its whole. */
const BY_WHOLE = new RegExp(
  `^(?<who>[\\u4e00-\\u9fff]{0,6}?)(?:前|后|最后|头)?(?<!第)${N}(${PER})(?:一共|共)?[\\u4e00-\\u9fff]{1,5}?${TOTAL}`,
);
/** 「第4天做了52个」「第三次考了94分」: one more of the same, told by its ordinal. */
const BY_ORDINAL = new RegExp(`^(?<who>[\\u4e00-\\u9fff]{0,6}?)第${N}(${PER})[\\u4e00-\\u9fff]{1,5}?${TOTAL}`);
/** The question: 「这4天平均每天做多少个」「三次的平均成绩是多少分」「平均每小时行驶多少千米」. */
const ASK = new RegExp(`^[\\u4e00-\\u9fff]{0,8}?(?:这|这些|全部|一共)?(?:${N}(${PER}))?[\\u4e00-\\u9fff]{0,6}?平均(?:每(${PER}))?`);

/** What may stand before a later group's count: when it was done, not who did it. */
const LATER = /^(?:然后|接着|后来)?(?:上午|下午|中午|晚上|早上)?$/;

const count = (s: string): number | null => (/^\d+$/.test(s) ? Number(s) : chineseNumber(s));

interface Group {
  count: number;
  total: Rat;
  /** The written sum or product, for the steps. */
  tex: string;
  used: Qty[];
}

/** The thing the amount counts: the unit or the count word, the same in every group and in the question. */
const amountWord = (q: Qty): string | null => q.unit?.name ?? q.measure;

/**
 * 平均数 = 总数 ÷ 总份数 over groups each told with its own count (组合平均数, 四年级下): 「前3天平均每天做40个，第4天做了52
 * 个，这4天平均每天做多少个」 → (40 × 3 + 52) ÷ 4; 「上午3小时行驶了150千米，下午2小时行驶了110千米，平均每小时…」 →
 * (150 + 110) ÷ (3 + 2). Every told clause is a group counted in the same period, 第n follows the groups before it,
 * a count named in the question is the sum of the counts, and nothing else is told.
 */
export function averageOfGroupsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const asked = ASK.exec(p.ask.text);
  // the mean itself is asked, not how it compares (平均每小时比原计划多行多少千米)
  if (!asked || /人|各|合|共同|比|倍|差|[多少](?!少)/.test(p.ask.text.replace(/多少/g, ''))) return null;
  // the mean of all the groups, not of one of them (下午平均每小时…, 后2天平均每天…): a group named in the question
  // must be 前 with the count of all (checked below)
  const head = p.ask.text.slice(0, p.ask.text.indexOf('平均'));
  if (/上午|下午|中午|晚上|早上|白天|夜里|后|第|头|其中/.test(head) || (/前/.test(head) && !asked[1])) return null;
  const told = p.clauses.map((c, i) => (i === p.ask.clause ? '' : c)).join('，');
  if (/比|倍|剩|还|分之|%|往返|返回|来回|休息|停|多|少|又|再|加入|增加|减少/.test(told)) return null;
  const unit = p.ask.unit?.name ?? p.ask.measure;
  if (!unit) return null;
  const groups: Group[] = [];
  let per: string | null = asked[3] ?? null;
  let counted = 0;
  for (let i = 0; i < p.clauses.length; i++) {
    if (i === p.ask.clause || !p.clauses[i]) continue;
    const c = p.clauses[i];
    const nums = p.qs.filter((q) => q.clause === i && !isOptional(q));
    if (!nums.length && i < p.ask.clause && !groups.length) continue;
    const mean = BY_MEAN.exec(c);
    // a clause that speaks of a mean tells no whole (后2次平均分95分 is no 95 in all)
    const whole = mean || /平均|每/.test(c) ? null : BY_WHOLE.exec(c);
    const nth = mean || whole || /平均|每/.test(c) ? null : BY_ORDINAL.exec(c);
    const m = mean ?? whole ?? nth;
    if (!m) return null;
    const [, who, ns, period, raw] = m;
    // one doer throughout: after the first group only a time of day or 前/后 may stand before the count (甲…，乙… are two)
    if (groups.length && !LATER.test(who)) return null;
    const n = count(ns);
    if (!n || n < 1) return null;
    if (per !== null && period !== per) return null;
    per = period;
    const amount = nums.find((q) => q.raw === raw && q.kind === 'plain');
    if (!amount || amountWord(amount) !== unit) return null;
    if (nth) {
      if (n !== counted + 1 || nums.length !== 1) return null;
      groups.push({ count: 1, total: amount.value, tex: numTex(amount.value), used: [amount] });
      counted += 1;
      continue;
    }
    const c0 = nums.find((q) => q !== amount && q.value.eq(Rat.of(n)));
    if (!c0 || nums.length !== 2 || c0.start > amount.start) return null;
    const total = mean ? amount.value.mul(Rat.of(n)) : amount.value;
    const tex = mean ? `${numTex(amount.value)} \\times ${n}` : numTex(amount.value);
    groups.push({ count: n, total, tex, used: [c0, amount] });
    counted += n;
  }
  if (groups.length < 2 || !per || groups.every((g) => g.count === 1)) return null;
  const used = groups.flatMap((g) => g.used);
  const askNums = p.qs.filter((q) => q.clause === p.ask.clause && !isOptional(q));
  if (asked[1]) {
    if (asked[2] !== per || count(asked[1]) !== counted || askNums.length !== 1) return null;
    used.push(askNums[0]);
  } else if (askNums.length) return null;
  const sum = groups.reduce((s, g) => s.add(g.total), Rat.ZERO);
  const answer = sum.div(Rat.of(counted));
  return {
    kind: 'average-of-groups',
    idea: '平均数 = 总数 ÷ 总份数：每一段的总数是份数乘平均数（或直接告诉的总数），合起来再除以一共的份数。',
    steps: [
      `**求总数** $${groups.map((g) => g.tex).join(' + ')} = ${numTex(sum)}$（${unit}）`,
      `**求总份数** $${groups.map((g) => g.count).join(' + ')} = ${counted}$（${per}）`,
      `**求平均数** $${numTex(sum)} \\div ${counted} = ${numTex(answer)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    used,
    check: `验算：$${numTex(answer)} \\times ${counted} = ${numTex(sum)}$，正好是各段的总数。`,
  };
}

import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { sameCount } from './change';

/** One way of sharing: so much to each, and what is then left over (+) or missing (−). */
interface Trial {
  each: Qty;
  rest: Qty | null;
  sign: 1 | -1 | 0;
  /** The thing each share goes to: 人, 船, 组 … */
  per: string;
  /** What is shared (苹果) when the clause names it after the share, else ''. */
  noun: string;
  /** 每人出8元: each pays in, so what is 多出 is money collected beyond the whole (the whole is each × n − 多出). */
  paysIn: boolean;
}

const PEOPLE = /^(?:个)?(?:人|名|位|小朋友|同学|学生|孩子|工人)/;
const SURPLUS = /^(?:就|则|那么|还|结果)?(?:会)?(?:多出?|剩下?|余下?|多余)(?:了)?/;
const SHORTAGE = /^(?:就|则|那么|还|结果)?(?:会)?(?:少|差|缺|不够)(?:了)?/;
const EXACT = /^(?:就|则|那么|结果)?(?:正好|恰好|刚好)(?:分完|用完|坐满|装完|够)/;

/** 「每人分5个」「每个小朋友分4块」「每只船坐6人」: the thing shared to, read after 每. */
function perOf(clause: string): string | null {
  const m = /每(?:个|只|条|辆|组|间)?([\u4e00-\u9fff]{1,3}?)(?:分|出|发|坐|乘|装|种|栽|住|放|交|给|捐)/.exec(clause);
  if (!m) return null;
  return PEOPLE.test(m[1]) ? '人' : m[1];
}

/** The shares told in the problem, each with what is left over or missing. */
function trialsOf(p: Problem, nums: Qty[]): Trial[] | null {
  const trials: Trial[] = [];
  const used = new Set<Qty>();
  for (const each of nums) {
    const clause = p.clauses[each.clause];
    const per = perOf(clause);
    if (!per || used.has(each) || !clause.slice(0, each.start - p.offsets[each.clause]).includes('每')) continue;
    used.add(each);
    const paysIn = /每[\u4e00-\u9fff]{0,4}?(?:出|交|捐|凑)/.test(clause);
    // what follows: in the same clause after the share, or at the start of the next one
    const after = [clause.slice(each.end - p.offsets[each.clause]), p.clauses[each.clause + 1] ?? ''];
    // the thing shared, named after the share (「5个苹果」); 「每人分5个多3个」 tells what is over in the same clause
    const noun = after[0].replace(/(?:就|则|那么|还|结果)?(?:会)?(?:多出?|剩下?|余下?|多余|少|差|缺|不够|正好|恰好|刚好).*$/, '');
    let found: Trial | null = null;
    for (const [i, text] of after.entries()) {
      const surplus = SURPLUS.exec(text);
      const shortage = surplus ? null : SHORTAGE.exec(text);
      const m = surplus ?? shortage;
      if (m) {
        const rest = nums.find(
          (q) =>
            q.clause === each.clause + i &&
            q.start - p.offsets[q.clause] === (i === 0 ? each.end - p.offsets[each.clause] : 0) + m[0].length,
        );
        if (!rest || used.has(rest) || rest.unit?.name !== each.unit?.name || rest.measure !== each.measure) return null;
        used.add(rest);
        found = { each, rest, sign: surplus ? 1 : -1, per, noun, paysIn };
        break;
      }
      if (EXACT.test(text)) {
        found = { each, rest: null, sign: 0, per, noun, paysIn };
        break;
      }
      // 「给每个同学分5个苹果，多出3个」: the thing shared may close the clause; any other number there is not read
      if (i === 0 && /\d|[多少剩差余]/.test(text)) return null;
    }
    if (!found) return null;
    trials.push(found);
  }
  return trials;
}

/**
 * 盈亏问题: the same things shared two ways, 「每人分5个多3个，每人分6个少2个」 — the number shared to is the difference of
 * what is left over and missing over the difference of the shares, (盈 + 亏) ÷ (两次每份的差), (大盈 − 小盈) ÷ …; the
 * whole is then each share × that number ± what is left.
 */
export function surplusShortageKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/如果|若|假如|要是|每/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 3 || nums.length > 4 || nums.some((q) => q.clause === p.ask.clause || q.kind !== 'plain')) return null;
  const trials = trialsOf(p, nums);
  if (trials?.length !== 2 || trials[0].per !== trials[1].per) return null;
  const usedAll = trials.flatMap((t) => [t.each, ...(t.rest ? [t.rest] : [])]);
  if (usedAll.length !== nums.length) return null;
  const [t1, t2] = trials;
  if (t1.each.unit?.name !== t2.each.unit?.name || t1.each.measure !== t2.each.measure) return null;
  if (t1.noun !== t2.noun || t1.paysIn !== t2.paysIn) return null;
  // the whole = each × n + r: r is what is left over when things are handed out, what is missing when each pays in
  const r = (t: Trial) => (t.rest ? t.rest.value.mul(Rat.of(t.paysIn ? -t.sign : t.sign)) : Rat.ZERO);
  const diffEach = t2.each.value.sub(t1.each.value);
  if (diffEach.isZero()) return null;
  // a1·n + r1 = a2·n + r2
  const n = r(t1).sub(r(t2)).div(diffEach);
  if (n.sign() <= 0 || !n.isInteger()) return null;
  const whole = t1.each.value.mul(n).add(r(t1));
  // check: the other way of sharing gives the same whole
  if (!t2.each.value.mul(n).add(r(t2)).eq(whole) || whole.sign() <= 0) return null;
  const thing = t1.each.unit?.name ?? t1.each.measure ?? '';
  const askCount =
    !!p.ask.measure &&
    !p.ask.unit &&
    (sameCount(p.ask.measure, t1.per) || (p.ask.measure !== t1.each.measure && p.ask.text.includes(t1.per)));
  const askWhole = p.ask.unit ? p.ask.unit.name === t1.each.unit?.name : p.ask.measure === t1.each.measure && !askCount;
  if (askCount === askWhole) return null;
  const word = (t: Trial) =>
    t.sign > 0 ? `多 ${numTex(t.rest?.value ?? Rat.ZERO)}` : t.sign < 0 ? `少 ${numTex(t.rest?.value ?? Rat.ZERO)}` : '正好';
  const gap = r(t1).sub(r(t2)).abs();
  const steps = [
    `**分析数量关系** 每份 ${numTex(t1.each.value)}${thing} 时${word(t1)}，每份 ${numTex(t2.each.value)}${thing} 时${word(t2)}；两种分法总数相差 $${numTex(gap)}$${thing}，这是每份相差 $${numTex(diffEach.abs())}$${thing} 造成的。`,
    `**求份数** $${numTex(gap)} \\div ${numTex(diffEach.abs())} = ${numTex(n)}$（${t1.per}）`,
    `**求总数** $${numTex(t1.each.value)} \\times ${numTex(n)} ${r(t1).sign() >= 0 ? '+' : '-'} ${numTex(r(t1).abs())} = ${numTex(whole)}$（${thing}）`,
  ];
  return {
    kind: 'surplus-shortage',
    idea: '盈亏问题：份数 = 两次分配总数的差 ÷ 两次每份数的差，总数 = 每份数 × 份数 ± 多出（不足）的数。',
    steps,
    answer: askCount ? n : whole,
    unit: askCount ? (p.ask.measure ?? '') : thing,
    form: 'number',
    used: nums,
    check: `按另一种分法验算：$${numTex(t2.each.value)} \\times ${numTex(n)} ${r(t2).sign() >= 0 ? '+' : '-'} ${numTex(r(t2).abs())} = ${numTex(whole)}$，两种分法的总数相同。`,
  };
}

import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { type Problem, type Qty, numTex as t } from '../read';

/** The people of age problems; 父亲 is 爸爸, 母亲 is 妈妈. */
const PERSON =
  /爸爸|父亲|妈妈|母亲|爷爷|奶奶|外公|外婆|姥姥|姥爷|老师|哥哥|姐姐|弟弟|妹妹|儿子|女儿|孙子|孙女|叔叔|阿姨|小(?!时|学|组|数|于|的|船|车)[\u4e00-\u9fff]/g;
const SAME: Record<string, string> = { 父亲: '爸爸', 母亲: '妈妈' };
const KIN = '爸爸|父亲|妈妈|母亲|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|儿子|女儿|叔叔|阿姨|祖父|祖母';
/** 「她爸爸」「我妈妈」「小明的妈妈」: the one whose relative it is only says whose; the relative is named by the kin word. */
const OWNER_OF_KIN = new RegExp(`(?:[她他我]|小(?!时|学|组|数|于|的|船|车)[\u4e00-\u9fff])的?(?=${KIN})`, 'g');
const bare = (s: string) => (s.match(PERSON) ?? []).map((w) => SAME[w] ?? w);
/**
 * The people a clause speaks of. 她/他/我 (in a child's own words, 「小明说：“我妈妈比我大24岁…”」) stand for the one
 * child the story names, `self`; without exactly one such child a pronoun names nobody and the clause is read as is.
 */
function peopleOf(s: string, self: string | null): string[] {
  const t = s.replace(OWNER_OF_KIN, '');
  return bare(self ? t.replace(/[她他我](?!们)/g, self) : t);
}
/** The one child (小X) of the story when a pronoun or a relative's owner speaks of them; null otherwise. */
function selfOf(text: string): string | null {
  if (!/[她他我](?!们)/.test(text.replace(OWNER_OF_KIN, ''))) return null;
  const kids = new Set(bare(text).filter((w) => w.startsWith('小')));
  return kids.size === 1 ? [...kids][0] : null;
}
const MALE_KIN = /^(?:爸爸|爷爷|外公|姥爷|哥哥|弟弟|儿子|叔叔|孙子)$/;
/**
 * Whether reading the pronouns and owners as the one child is sure. Relatives owned by two children
 * (「小明的妈妈…小红的妈妈」) are two people. 我 is the child only in the child's own words (the sentence opens with the
 * child, 「小明说：“我…」 being read as 「小明…」, and nobody else speaks in it). A bare 她/他 is the child in a clause that
 * names the other one (「三年后爸爸的年龄是她的3倍」); alone (「她三年后18岁」) it may be either, unless 她 cannot be the
 * other (a man).
 */
function pronounsSure(p: Problem, self: string | null, names: string[]): boolean {
  const owners = new Set([...p.text.matchAll(OWNER_OF_KIN)].map((m) => (/^[她他我]$/.test(m[0]) ? self : m[0].replace(/的$/, ''))));
  if (owners.size > 1) return false;
  if (!self) return true;
  for (const s of p.text.split(/[。！？!?；;]/))
    if (/我(?!们)/.test(s) && (!s.startsWith(self) || /说/.test(s.slice(self.length).replace(/^说/, '')))) return false;
  const others = names.filter((w) => w !== self);
  for (const clause of p.clauses) {
    const c = clause.replace(OWNER_OF_KIN, '');
    const pro = c.match(/[她他](?!们)/g);
    if (!pro) continue;
    if (bare(c).some((w) => w !== self)) continue;
    if (pro.every((w) => w === '她') && others.every((w) => MALE_KIN.test(w))) continue;
    return false;
  }
  return true;
}
const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** The years a clause is shifted from this year by (3年后 +3, 5年前 −5, 明年 +1, 去年 −1), with the number that tells it. */
function shiftOf(p: Problem, c: number): { years: number; q: Qty | null } | null | 'none' {
  const clause = p.clauses[c];
  const m = /(?:再过|过)?(\d+|[一两二三四五六七八九十])年(后|以后|之后|前|以前|之前)|再过(\d+|[一两二三四五六七八九十])年/.exec(clause);
  if (m) {
    const raw = m[1] ?? m[3];
    const n = /\d/.test(raw) ? Number(raw) : CN[raw];
    const at = p.offsets[c] + m.index;
    const q = p.qs.find((x) => x.start >= at && x.start < at + m[0].length && x.measure === '年') ?? null;
    if (!q && /\d/.test(raw)) return null;
    return { years: m[2] && /前/.test(m[2]) ? -n : n, q };
  }
  if (/明年/.test(clause)) return { years: 1, q: null };
  if (/去年/.test(clause)) return { years: -1, q: null };
  if (/前年|后年|那年|那时|出生/.test(clause)) return null;
  return 'none';
}

/** c0·x0 + c1·x1 = rhs in the two people's ages this year. */
interface Eq {
  c: [Rat, Rat];
  rhs: Rat;
  uses: Qty[];
  text: string;
}

/**
 * 年龄问题 (三–五年级): two people grow one year a year, so their difference never changes and their sum grows 2 a year.
 * Each clause is one fact of a year (今年, n年后/前, 明年, 去年): one's age, 比…大/小 d 岁, 年龄和是 s 岁, 的年龄是…的 k 倍.
 * Two facts fix the two ages this year (年龄差不变, the 倍 then a 差倍问题). Asked: one's age this year or n years on, or
 * at the time when a condition holds (当…是…的3倍时 / 当两人年龄和是40岁时). The ages found are put back into every fact.
 */
export function ageSystemKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/岁/.test(p.ask.text)) return null;
  if (!/多少岁|几岁|(?:年龄|岁数)(?:之|的)?和(?:是|为)?(?:多少|几)?$/.test(p.ask.text)) return null;
  if (/出生|属|生日|周岁|虚岁|年级|每/.test(p.text)) return null;
  // 「两人」 names the two people, no number of the problem
  const pair = (q: Qty) => q.chinese && /^[两二]$/.test(q.raw) && q.measure === '人';
  const nums = p.qs.filter((q) => !isOptional(q) && !pair(q));
  const names: string[] = [];
  const self = selfOf(p.text);
  const people = (s: string) => peopleOf(s, self);
  for (const w of people(p.text)) if (!names.includes(w)) names.push(w);
  if (names.length !== 2 || !pronounsSure(p, self, names)) return null;
  const who = (w: string) => names.indexOf(w);
  const eqs: Eq[] = [];
  let when: { kind: 'times' | 'sum'; a: number; k: Rat; uses: Qty[] } | null = null;
  let carried: { years: number; q: Qty | null } | null = null;
  let askCarried: { years: number; q: Qty | null } | null = null;
  const used = new Set<Qty>();
  for (let c = 0; c < p.clauses.length; c++) {
    const clause = p.clauses[c];
    if (!clause) continue;
    const isAsk = c === p.ask.clause;
    const sh = shiftOf(p, c);
    if (sh === null) return null;
    let shift = sh === 'none' ? carried : sh;
    const here = nums.filter((q) => q.clause === c && q !== (sh !== 'none' ? sh.q : null));
    const who2 = people(clause);
    if (sh !== 'none' && sh.q) used.add(sh.q);
    // 「再过5年，」 alone: the next clause speaks of then
    if (!here.length && !who2.length && sh !== 'none' && !isAsk) {
      carried = sh;
      continue;
    }
    if (sh === 'none' && !/今年|现在/.test(clause) && carried) shift = carried;
    carried = null;
    const n = Rat.of(shift ? shift.years : 0);
    const before = eqs.length;
    const uses = [...here, ...(shift?.q ? [shift.q] : [])];
    const cond = /^当(.+)时$/.exec(clause) ?? /^当(.+)时(?=[^，,]*(?:多少|几)岁)/.exec(clause);
    const body = cond ? cond[1] : clause;
    const ages = here.filter((q) => q.measure === '岁' && q.kind === 'plain');
    const times = here.filter((q) => q.kind === 'multiple');
    if (here.length !== ages.length + times.length) return null;
    if (isAsk && !cond) {
      if (here.length) return null;
      // 「再过5年，两人的年龄和是多少岁」: the span told alone just before the question is the question's
      if (sh === 'none' && shift) askCarried = shift;
      continue;
    }
    if (cond) {
      if (when || shift) return null;
      if (times.length === 1 && !ages.length && who2.length === 2 && /的年龄是|是/.test(body) && /倍/.test(body)) {
        when = { kind: 'times', a: who(who2[0]), k: times[0].value, uses: times };
      } else if (ages.length === 1 && !times.length && /年龄和|年龄之和|和是|共/.test(body)) {
        when = { kind: 'sum', a: 0, k: ages[0].value, uses: ages };
      } else return null;
      continue;
    }
    if (times.length === 1 && ages.length === 0) {
      // A的年龄是B的k倍: a + n = k (b + n)
      if (who2.length !== 2 || who2[0] === who2[1] || !/是.*倍/.test(body)) return null;
      const k = times[0].value;
      const i = who(who2[0]);
      const c2: [Rat, Rat] = [Rat.ZERO, Rat.ZERO];
      c2[i] = Rat.ONE;
      c2[1 - i] = k.neg();
      eqs.push({ c: c2, rhs: k.mul(n).sub(n), uses, text: `${who2[0]}的年龄是${who2[1]}的 $${t(k)}$ 倍` });
    } else if (ages.length === 1 && times.length === 0) {
      const v = ages[0].value;
      // of ages, 比…多/少 d 岁 says 大/小 (the amount is in 岁)
      const rel = /比(.{0,6}?)(大|小|多|少)\d/.exec(body);
      if (rel) {
        if (who2.length !== 2 || who2[0] === who2[1]) return null;
        const i = who(who2[0]);
        const c2: [Rat, Rat] = [Rat.ZERO, Rat.ZERO];
        c2[i] = Rat.ONE;
        c2[1 - i] = Rat.ONE.neg();
        const older = rel[2] === '大' || rel[2] === '多';
        eqs.push({ c: c2, rhs: older ? v : v.neg(), uses, text: `${who2[0]}比${who2[1]}${older ? '大' : '小'} $${t(v)}$ 岁` });
      } else if (/年龄和|年龄之和|和是|一共|共/.test(body)) {
        if (who2.length === 1) return null;
        eqs.push({ c: [Rat.ONE, Rat.ONE], rhs: v.sub(n.mul(Rat.of(2))), uses, text: `两人的年龄和是 $${t(v)}$ 岁` });
      } else if (/相差|差是|年龄差/.test(body)) return null;
      else {
        if (who2.length !== 1 || /比|倍|大|小(?![\u4e00-\u9fff])/.test(body.replace(new RegExp(who2[0], 'g'), ''))) return null;
        const c2: [Rat, Rat] = [Rat.ZERO, Rat.ZERO];
        c2[who(who2[0])] = Rat.ONE;
        eqs.push({ c: c2, rhs: v.sub(n), uses, text: `${who2[0]} $${t(v)}$ 岁` });
      }
    } else if (here.length) return null;
    else if (who2.length && !isAsk) return null;
    for (const q of uses) used.add(q);
    const last = eqs[eqs.length - 1];
    if (eqs.length === before + 1 && shift && shift.years !== 0)
      last.text = `${shift.years > 0 ? `${shift.years}年后` : `${-shift.years}年前`}${last.text}`;
  }
  if (eqs.length !== 2) return null;
  for (const q of when?.uses ?? []) used.add(q);
  if (nums.some((q) => !used.has(q))) return null;
  // the two ages this year
  const [e1, e2] = eqs;
  const det = e1.c[0].mul(e2.c[1]).sub(e1.c[1].mul(e2.c[0]));
  if (det.isZero()) return null;
  const x0 = e1.rhs.mul(e2.c[1]).sub(e1.c[1].mul(e2.rhs)).div(det);
  const x1 = e1.c[0].mul(e2.rhs).sub(e1.rhs.mul(e2.c[0])).div(det);
  const now = [x0, x1];
  if (now.some((x) => !x.isInteger() || x.sign() <= 0)) return null;
  for (const e of eqs) if (!e.c[0].mul(x0).add(e.c[1].mul(x1)).eq(e.rhs)) return null;
  // the question: whose age, and when
  const askWho = people(p.ask.text);
  // 「今年爸爸和小红的年龄和是多少岁」: the two ages added
  // (the sum is all that is asked, and of one time: 「小明5年后和爸爸今年的年龄和」 mixes two, 「…的年龄和比今年多多少岁」
  // asks a difference)
  const sumAsked =
    askWho.length === 2 &&
    askWho[0] !== askWho[1] &&
    /^[^，,]*(?:和|与)[^，,]*(?:年龄|岁数)(?:之|的)?和(?:是|为)?(?:(?:多少|几)岁?)?$/.test(p.ask.text) &&
    (p.ask.text.match(/今年|现在|明年|去年|年后|年前|以后|之后|以前|之前/g) ?? []).length <= 1 &&
    !/(?:年后|年前|今年|现在|明年|去年)(?:和|与)/.test(p.ask.text);
  if (askWho.length !== 1 && !sumAsked) return null;
  const ai = who(askWho[0]);
  // one fact alone telling the asked one's age leaves the other fact unused (every number is used or refused)
  if (!when && !sumAsked && eqs.some((e) => e.c[1 - ai].isZero())) return null;
  const askOwn = shiftOf(p, p.ask.clause);
  if (askOwn === null) return null;
  const askShift = askOwn === 'none' && askCarried ? askCarried : askOwn;
  let years = Rat.ZERO;
  let whenText = '今年';
  if (when) {
    if (askShift !== 'none') return null;
    if (when.kind === 'times') {
      // a + m = k (b + m) → m = (a − k b) ÷ (k − 1)
      const k = when.k;
      if (k.cmp(Rat.ONE) <= 0) return null;
      const a = now[when.a];
      const b = now[1 - when.a];
      years = a.sub(k.mul(b)).div(k.sub(Rat.ONE));
      if (!b.add(years).mul(k).eq(a.add(years))) return null;
    } else {
      years = when.k.sub(x0.add(x1)).div(Rat.of(2));
    }
    if (!years.isInteger()) return null;
    whenText = years.sign() >= 0 ? `${t(years)} 年后` : `${t(years.neg())} 年前`;
  } else if (askShift !== 'none') {
    years = Rat.of(askShift.years);
    if (askShift.q && !used.has(askShift.q)) return null;
    whenText = askShift.years > 0 ? `${askShift.years} 年后` : `${-askShift.years} 年前`;
  } else if (!/今年|现在/.test(p.ask.text) && eqs.some((e) => /年后|年前/.test(e.text)) && !/今年/.test(p.text)) return null;
  const answer = sumAsked ? x0.add(x1).add(years.mul(Rat.of(2))) : now[ai].add(years);
  if (now.some((x) => x.add(years).sign() <= 0)) return null;
  const diff = x0.sub(x1);
  const [old, young] = diff.sign() >= 0 ? [0, 1] : [1, 0];
  const steps = [
    `**分析数量关系** ${eqs.map((e) => e.text).join('；')}。两人的年龄每年都增加 1 岁，年龄差不变。`,
    `**第一步** ${agesWorked(eqs, names, now) ?? `今年${names[old]} $${t(now[old])}$ 岁，${names[young]} $${t(now[young])}$ 岁（年龄差 $${t(diff.abs())}$ 岁）。`}`,
  ];
  if (when?.kind === 'times')
    steps.push(
      `**第二步** 当${names[when.a]}的年龄是${names[1 - when.a]}的 $${t(when.k)}$ 倍时，年龄差是${names[1 - when.a]}那时年龄的 $${t(when.k)} - 1$ 倍：${names[1 - when.a]}那时 $${t(diff.abs())} \\div (${t(when.k)} - 1) = ${t(now[1 - when.a].add(years))}$（岁），是 ${whenText}。`,
    );
  else if (when)
    steps.push(`**第二步** 年龄和每年增加 2 岁：$(${t(when.k)} - ${t(x0.add(x1))}) \\div 2 = ${t(years)}$（年），是 ${whenText}。`);
  const shifted = (x: Rat) => `${t(x)}${years.isZero() ? '' : ` ${years.sign() > 0 ? '+' : '-'} ${t(years.abs())}`}`;
  // 「小明今年：10 = 10」 repeats the first step: the age asked this year is already written there
  if (sumAsked || !years.isZero())
    steps.push(
      sumAsked
        ? `**列式计算** 两人${whenText === '今年' ? '今年' : `（${whenText}）`}的年龄和：$(${shifted(x0)}) + (${shifted(x1)}) = ${t(answer)}$（岁）`
        : `**列式计算** ${askWho[0]}${whenText === '今年' ? '今年' : `（${whenText}）`}：$${shifted(now[ai])} = ${t(answer)}$（岁）`,
    );
  const checks = eqs.map((e) => e.text.replace(/\$/g, '')).join('、');
  const [t0, t1] = [x0.add(years), x1.add(years)];
  const then = !when
    ? ''
    : when.kind === 'times'
      ? `；${whenText}${names[when.a]} $${t(when.a === 0 ? t0 : t1)}$ 岁，是${names[1 - when.a]} $${t(when.a === 0 ? t1 : t0)}$ 岁的 $${t(when.k)}$ 倍`
      : `；${whenText}两人 $${t(t0)} + ${t(t1)} = ${t(t0.add(t1))}$（岁）`;
  return {
    kind: 'age-system',
    idea: '年龄问题：两人的年龄每年都增加 1 岁，年龄差永远不变；先由两个条件求出两人今年的年龄，再推到所问的那一年。',
    steps,
    answer,
    unit: '岁',
    form: 'number',
    used: [...used, ...p.qs.filter(pair)],
    check: `验算：今年${names[0]} $${t(x0)}$ 岁、${names[1]} $${t(x1)}$ 岁，代回题中的条件（${checks}）都成立${then}。`,
  };
}

/**
 * The two ages this year as 三–五年级 works them out: 差倍 (the difference is k − 1 times the younger's age at the time
 * of the 倍), 和差 ((和 ± 差) ÷ 2), or one age told and the other 比…大/小. Null for other pairs of facts, which keep
 * the ages stated.
 */
function agesWorked(eqs: Eq[], names: string[], now: Rat[]): string | null {
  const kind = (e: Eq) =>
    e.c[0].isZero() || e.c[1].isZero() ? 'one' : e.c[0].eq(e.c[1]) ? 'sum' : e.c[0].add(e.c[1]).isZero() ? 'diff' : 'times';
  const find = (k: string) => eqs.find((e) => kind(e) === k);
  const [diff, times, one, sum] = [find('diff'), find('times'), find('one'), find('sum')];
  if (!diff) return null;
  const d = now[0].sub(now[1]).abs();
  const [old, young] = now[0].cmp(now[1]) >= 0 ? [0, 1] : [1, 0];
  if (times) {
    const i = times.c[0].isOne() ? 0 : 1;
    const k = times.c[1 - i].neg();
    if (i !== old || k.cmp(Rat.ONE) <= 0) return null;
    const n = times.rhs.div(k.sub(Rat.ONE));
    const then = now[young].add(n);
    const when = n.isZero() ? '今年' : n.sign() > 0 ? `${t(n)}年后` : `${t(n.neg())}年前`;
    const back = n.isZero() ? '' : `，今年 $${t(then)} ${n.sign() > 0 ? '-' : '+'} ${t(n.abs())} = ${t(now[young])}$（岁）`;
    return `${when}${names[old]}的年龄是${names[young]}的 $${t(k)}$ 倍，年龄差 $${t(d)}$ 岁就是${names[young]}${n.isZero() ? '今年' : '那时'}年龄的 $${t(k)} - 1$ 倍：${names[young]}${when} $${t(d)} \\div (${t(k)} - 1) = ${t(then)}$（岁）${back}；${names[old]}今年 $${t(now[young])} + ${t(d)} = ${t(now[old])}$（岁）。`;
  }
  if (one && !/年[后前]/.test(one.text)) {
    const j = one.c[0].isZero() ? 1 : 0;
    const sign = j === old ? '-' : '+';
    return `${names[j]}今年 $${t(now[j])}$ 岁，${names[1 - j]}今年 $${t(now[j])} ${sign} ${t(d)} = ${t(now[1 - j])}$（岁）。`;
  }
  if (sum && !/年[后前]/.test(sum.text)) {
    const total = now[0].add(now[1]);
    return `${names[old]}今年 $(${t(total)} + ${t(d)}) \\div 2 = ${t(now[old])}$（岁），${names[young]}今年 $(${t(total)} - ${t(d)}) \\div 2 = ${t(now[young])}$（岁）。`;
  }
  return null;
}

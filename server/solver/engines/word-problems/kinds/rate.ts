import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty, sizedMeasure } from '../read';
import { MEASURE_WORDS, UNIT_NAMES, UNITS, type Unit } from '../units';
import { asksUntoldThing } from './change';
import { COMMUTE } from './commute-words';
import { RATE_CHANGED } from './rate-changed';
import { remainderSteps } from './remainder-steps';
import { add, containerMeasure, type Dim, isBundle, same, seatsFilled, unitDim } from './unit-dims';

/**
 * Multiplicative one- and two-step problems (归一、归总, 速度×时间=路程, 总量÷份数=每份数, 单价×数量=总价),
 * recognised by the units of the quantities: the answer is the one product/quotient of ALL given numbers
 * whose unit is the unit asked for. Several candidates with different values → not understood.
 */

/** 名、位 count people like 人. */
const people = (w: string) => (w === '名' || w === '位' ? '人' : w);

export const ADDITIVE =
  /比|剩|又|再|差|原来|原有|原计划|其余|另|超过|还|已经|倍|[一二三四五六七八九十\d]折|打折|折扣|几折|%|分之|一半|相遇|相向|同时|往返|返回|来回|回声|提前|间隔|每隔|隔|两端|两头|增加|减少|降低|提高|其中|分别|各|多出|少了|至多|合|先|接着|然后|后来|最后|第|三角形|梯形|圆|周长|四边形|正方|长方体|表面积|侧面积|体积|棱长|边长|半径|直径|底面|比例尺|图上/;

/**
 * 「每天工作8小时」「每天坚持练12分钟」: a clock time per calendar day. Such a day is a working day, no 24 hours, so
 * days (and weeks) are counted as a dimension of their own (D) and never converted to hours.
 */
const WORKING_DAY = /(?:每|一)(?:天|日|周|星期)[^，,。？?；;]{0,8}?\d+(?:\.\d+)?个?(?:小时|分钟|时|分)(?!之)|[(（]一天按\d+(?:\.\d+)?小时/;

function workingDay(p: Problem): boolean {
  // (not with a day or week of one asked: 「1台机器一天生产多少个」 would pair the one day with the one machine)
  return WORKING_DAY.test(p.text) && !/一(?:天|日|周|星期)/.test(p.ask.text);
}

/** A unit's dimension and size in base units; a day or week apart from hours when the problem has a working day. */
function dimOf(u: Unit, apart: boolean): { dim: Dim; factor: Rat } {
  if (apart && /^(?:天|日)$/.test(u.name)) return { dim: new Map([['D', 1]]), factor: u.factor.div(Rat.of(86400)) };
  // a working week may be 5 days or 7: a week of its own, never counted in days
  if (apart && /^(?:星期|周)$/.test(u.name)) return { dim: new Map([['W', 1]]), factor: Rat.ONE };
  return { dim: unitDim(u), factor: u.factor };
}

/** "每小时", "每千克", "每本", "每个筐", "平均每张纸": the unit per which the numbers after it are counted. */
function perAt(clause: string, text = '', apart = false): { at: number; dim: Dim; factor: Rat; name: string } | null {
  const m = /每(?:一)?/.exec(clause);
  if (!m) return null;
  const i = m.index + m[0].length;
  const unit = UNIT_NAMES.find((n) => clause.startsWith(n, i));
  if (unit) {
    const u = UNITS.get(unit) as Unit;
    return { at: m.index, ...dimOf(u, apart), name: unit };
  }
  const two = clause.slice(i, i + 2);
  if (two === '小时' || two === '分钟') {
    const u = UNITS.get(two) as Unit;
    return { at: m.index, dim: unitDim(u), factor: u.factor, name: two };
  }
  const sized = sizedMeasure(clause, i);
  if (sized) return { at: m.index, dim: new Map([[`#${sized}`, 1]]), factor: Rat.ONE, name: sized };
  const c = clause[i];
  // 「每分给一个小朋友3个」: 分 is the verb 分 (to share out), not a minute
  if (c === '分' && /^[给成到别配得开完]/.test(clause.slice(i + 1))) return null;
  if (c === '时' || c === '分' || c === '秒') {
    const u = UNITS.get(c === '时' ? '小时' : c === '分' ? '分钟' : '秒') as Unit;
    return { at: m.index, dim: unitDim(u), factor: u.factor, name: u.name };
  }
  if (c && MEASURE_WORDS.includes(c)) {
    // 「每个小朋友」 counts people like 「6个小朋友」
    const person = c === '个' && /^(?:小朋友|同学|学生|住校生|新生|孩子|工人|队员|老师|教师|人)/.test(clause.slice(i + 1));
    const group = c === '个' && /^小?组/.test(clause.slice(i + 1));
    // 「每个年级」「每个车间」 like 「6个年级」 (read.ts)
    const named = c === '个' ? /^(?:年级|车间|小队|中队)/.exec(clause.slice(i + 1)) : null;
    const word = person
      ? '人'
      : group
        ? '组'
        : named
          ? named[0]
          : // 「每个盘子」 like 「4个盘子」 (盘), 「每个班级」 like 「9个班级」 (班); 「每个篮球」 like 「5个篮球」 (个), as read.ts counts them
            c === '个' &&
              clause[i + 1] &&
              MEASURE_WORDS.includes(clause[i + 1]) &&
              (clause[i + 1] === '班' || /^(?:子|里|中|内)/.test(clause[i + 2] ?? ''))
            ? clause[i + 1]
            : c;
    return { at: m.index, dim: new Map([[`#${people(word)}`, 1]]), factor: Rat.ONE, name: word };
  }
  const counted = c && text ? containerMeasure(text, c) : null;
  if (counted) return { at: m.index, dim: new Map([[`#${people(counted)}`, 1]]), factor: Rat.ONE, name: counted };
  return null;
}

interface Term {
  q: Qty;
  dim: Dim;
  /** Value in base units. */
  base: Rat;
  /** "每…" it is counted per (for the step text). */
  per: string | null;
  /** Amounts added together first ("科技书18本，故事书24本…这些书"): shown as (18 + 24). */
  parts?: Qty[];
  /** A count of one told alone (「买了一箱」「一小袋…多少千克」): a factor taken once, never divided by. */
  one?: boolean;
}

/**
 * Two amounts of the same unit told in adjacent clauses and then taken together ("这些书", "X和Y可以卖…"):
 * one amount, their sum, for the multiplication or division that follows.
 */
function groupParts(p: Problem, terms: Term[]): Term[] | null {
  const plain = terms.filter((t) => !isOptional(t.q) && !t.per);
  for (let i = 0; i < plain.length; i++) {
    for (let j = i + 1; j < plain.length; j++) {
      const [a, b] = [plain[i], plain[j]];
      // 「有18个红球和12个黄球」: two kinds joined in one clause, read as the same list told in two
      const joined = b.q.clause === a.q.clause && /^[\u4e00-\u9fff]{2,3}(?:和|与|、)$/.test(p.text.slice(a.q.end, b.q.start));
      if ((b.q.clause !== a.q.clause + 1 && !joined) || (a.q.unit?.name ?? a.q.measure) !== (b.q.unit?.name ?? b.q.measure)) continue;
      if (terms.some((t) => t !== a && t !== b && (t.q.clause === a.q.clause || t.q.clause === b.q.clause) && !isOptional(t.q))) continue;
      const heads = [a, b].map((t) => {
        const head = p.clauses[t.q.clause].slice(0, t.q.start - p.offsets[t.q.clause]);
        const cut = head.lastIndexOf('有');
        return cut < 0 ? head : head.slice(cut + 1) || head.slice(0, cut);
      });
      const named = heads.every((h) => h.length >= 1) && heads.every((h) => p.ask.text.includes(h.slice(-2)));
      const these = /这些|这两|这批/.test(p.text.slice(b.q.end));
      // 「养了20只公鸡，12只母鸡，每4只放入一个笼子」: a list of two kinds, and nothing after it names either kind
      // (two kinds of one thing: 公鸡、母鸡 — each clause ends with its thing, and the things end alike)
      const nouns = [a, b].map((t) => {
        const noun = p.text.slice(t.q.end).split(/[，,。？?；;]/)[0];
        return joined && t === a ? noun.replace(/(?:和|与|、).*$/, '') : noun;
      });
      const later = p.clauses.slice(b.q.clause + 1).join('，');
      const listed =
        (heads[1] === '' || joined) &&
        nouns.every((n) => /^[\u4e00-\u9fff]{2,3}$/.test(n) && !later.includes(n)) &&
        nouns[0] !== nouns[1] &&
        nouns[0].slice(-1) === nouns[1].slice(-1);
      const rawHeads = [a, b].map((t) => p.clauses[t.q.clause].slice(0, t.q.start - p.offsets[t.q.clause]));
      // 「科技书20本，故事书25本，平均分给5个小组」: the same list with each kind named before its number
      const kindBefore = (h: string) => /[\u4e00-\u9fff]{2,3}$/.exec(h)?.[0] ?? '';
      const kinds = [kindBefore(heads[0]), heads[1]];
      // (two counts of things only, the second clause nothing but its kind and number, and the whole then shared out
      // or packed: not 「一大箱有24瓶，一小箱有12瓶」 nor 「连筐重32千克」)
      const listedFirst =
        !!a.q.measure &&
        !a.q.unit &&
        !b.q.unit &&
        rawHeads[1] === heads[1] &&
        !/^[一每这那]|[重长高宽是为连有]/.test(heads[1]) &&
        /平均|分给|分成|分到|装|放|扎|捆|排|站|坐/.test(later) &&
        /^[\u4e00-\u9fff]{2,3}$/.test(heads[1]) &&
        nouns.every((n) => n === '') &&
        kinds[0].slice(-heads[1].length) !== heads[1] &&
        kinds[0].slice(-1) === heads[1].slice(-1) &&
        !later.includes(heads[1]) &&
        !later.includes(kinds[0].slice(-heads[1].length));
      // 「上午行驶了3小时，下午行驶了2小时，一共行驶多少千米」: two times (or amounts) of the same doing, and the
      // question asks for that doing in all
      const doing = (h: string) => h.replace(/了$/, '').slice(-2);
      const sameDoing =
        rawHeads.every((h) => h.length >= 4) &&
        doing(rawHeads[0]) === doing(rawHeads[1]) &&
        rawHeads[0] !== rawHeads[1] &&
        /一共|总共|共/.test(p.ask.text) &&
        p.ask.text.includes(doing(rawHeads[0]));
      if (!named && !these && !listed && !listedFirst && !sameDoing) continue;
      const sum: Term = { q: a.q, dim: a.dim, base: a.base.add(b.base), per: null, parts: [a.q, b.q] };
      return terms.filter((t) => t !== a && t !== b).concat(sum);
    }
  }
  return null;
}

/**
 * 「每行100千米耗油8升」「每100千克小麦磨面粉85千克」: a 每 that opens an amount of many; the amount told after it in
 * the same clause is per that many. Returns the amount opened, for the one after it.
 */
function openedMany(p: Problem, q: Qty): Qty | null {
  // 「每3个空瓶换1瓶汽水」: what is had in exchange may be exchanged again — a puzzle, not a rate
  if (/换/.test(p.text)) return null;
  const inClause = p.qs.filter((o) => o.clause === q.clause && !isOptional(o));
  const before = inClause.filter((o) => o.start < q.start);
  const o = before[before.length - 1];
  if (o?.kind !== 'plain' || (!o.unit && !o.measure) || o.value.isOne()) return null;
  const opener = /每([\u4e00-\u9fff]{0,2})$/.exec(p.text.slice(p.offsets[q.clause], o.start));
  // (「以每小时60千米的速度行驶了3小时」: 每小时 is a per of its own, the 60 千米 no many)
  if (!opener || (opener[1] && UNIT_NAMES.some((n) => opener[1].startsWith(n) || n.startsWith(opener[1])))) return null;
  // the amount per many follows it directly (耗油8升), with no 每 of its own between
  const between = p.text.slice(o.end, q.start);
  if (/每|[，,]|速度/.test(between) || between.length > 6) return null;
  return o;
}

function termOf(p: Problem, q: Qty): Term | null {
  let dim: Dim;
  let base = q.value;
  const apart = workingDay(p);
  // the many a 每 opens is no amount of its own: the one after it is counted per it
  if (p.qs.some((o) => o !== q && openedMany(p, o) === q)) return { q, dim: new Map(), base: Rat.ONE, per: null };
  if (q.unit) {
    const d = dimOf(q.unit, apart);
    dim = d.dim;
    base = q.value.mul(d.factor);
  } else if (q.measure && q.measure !== '倍') dim = new Map([[`#${people(q.measure)}`, 1]]);
  else {
    const counted = containerMeasure(p.text, p.text[q.end] ?? '');
    if (!counted || q.kind !== 'plain') return null;
    dim = new Map([[`#${people(counted)}`, 1]]);
  }
  const clause = p.clauses[q.clause];
  const pos = q.start - p.offsets[q.clause];
  const many = openedMany(p, q);
  if (many) {
    // (「每行100千米」: 行 is the verb here, no row the 100 千米 would be per)
    const m = many.unit ? dimOf(many.unit, apart) : { dim: new Map([[`#${people(many.measure as string)}`, 1]]), factor: Rat.ONE };
    return {
      q,
      dim: add(dim, m.dim, -1),
      base: base.div(many.value.mul(m.factor)),
      per: `${many.raw}${many.unit?.name ?? many.measure}`,
    };
  }
  // 「每天早晨以每分钟0.15千米的速度跑步」: the speed is per the 每 after 以; the 每天 before it is when the doing is done
  const speed = /以(?:平均)?每/.exec(clause);
  const from = speed && speed.index < pos ? speed.index + 1 : 0;
  const found = perAt(clause.slice(from), p.text, apart);
  const per = found && { ...found, at: found.at + from };
  // 「以每小时60千米的速度行驶了3小时」: a 每 counts the amount it opens, not one told after it in the same clause
  const opened = per
    ? p.qs.some((o) => !isOptional(o) && o.clause === q.clause && o.start < q.start && o.start - p.offsets[q.clause] > per.at)
    : false;
  if (per && per.at < pos && !opened && !/^每(?:一)?\d/.test(clause.slice(per.at))) {
    dim = add(dim, per.dim, -1);
    base = base.div(per.factor);
    // 「每头大象每天吃200千克」: per two things at once, as 「平均每人每小时做多少件」 is asked
    const rest = clause.slice(per.at + 1);
    const second = perAt(rest, '', apart);
    if (second && per.at + 1 + second.at < pos) {
      const after = rest.slice(second.at + 1);
      const third = perAt(after, '', apart);
      if (third && per.at + second.at + third.at + 2 < pos) return null;
      if (/^每(?:一)?\d/.test(rest.slice(second.at)) || [...second.dim.keys()].some((k) => per.dim.has(k))) return null;
      dim = add(dim, second.dim, -1);
      base = base.div(second.factor);
      return { q, dim, base, per: `${per.name}每${second.name}` };
    }
    return { q, dim, base, per: per.name };
  }
  return { q, dim, base, per: null };
}

/**
 * 「单价是15元的书，买了6本」: a 单价 is the price of one of the things counted, so it is per the one count word the
 * other numbers count in; left as it is when they count in none or in two.
 */
function unitPrices(p: Problem, terms: Term[]): boolean {
  for (const t of terms) {
    if (t.per || t.q.unit?.dim !== 'money' || !/单价(?:是|为)?$/.test(p.text.slice(Math.max(0, t.q.start - 4), t.q.start))) continue;
    const counts = new Set(terms.filter((o) => o !== t && !o.per && o.q.measure && !o.q.unit).flatMap((o) => [...o.dim.keys()]));
    if (counts.size !== 1) continue;
    const [word] = counts;
    // 「单价是15元的书，买了6捆」: how many books a bundle holds is not told, and the price is no total either
    if (isBundle(word)) return false;
    t.dim = add(t.dim, new Map([[word, 1]]), -1);
    t.per = word.slice(1);
  }
  return true;
}

/** 「单价是多少元」: the price of one of the things, per the one count word the told numbers count in. */
function unitPriceAsked(p: Problem, terms: Term[], askDim: Dim): ReturnType<typeof perAt> {
  if (!/单价/.test(p.ask.text) || !askDim.has('$')) return null;
  const counts = new Set(terms.filter((o) => !o.per && o.q.measure && !o.q.unit).flatMap((o) => [...o.dim.keys()]));
  if (counts.size !== 1) return null;
  const [word] = counts;
  if (isBundle(word)) return null;
  return { at: p.ask.text.indexOf('单价'), dim: new Map([[word, 1]]), factor: Rat.ONE, name: word.slice(1) };
}

interface Candidate {
  exps: number[];
  value: Rat;
}

/** Every product or quotient of all the terms (each used once, multiplied or divided) whose unit is the unit asked. */
function candidatesFor(readings: Term[][], askDim: Dim, askFactor: Rat): Array<Candidate & { all: Term[] }> {
  const out: Array<Candidate & { all: Term[] }> = [];
  for (const all of readings) {
    // each term multiplied (1) or divided (−1); a count of one told alone is taken as that one thing, never divided
    // by: it would cancel any count the chain has no use for
    const states = all.map((t) => (t.one ? [1] : [1, -1]));
    const total = states.reduce((n, s) => n * s.length, 1);
    for (let code = 0; code < total; code++) {
      let rest = code;
      const exps = states.map((s) => {
        const e = s[rest % s.length];
        rest = Math.floor(rest / s.length);
        return e;
      });
      if (!all.some((t, i) => exps[i] === 1 && !t.one)) continue;
      let dim: Dim = new Map();
      let value = Rat.ONE;
      all.forEach((t, i) => {
        if (!exps[i]) return;
        dim = add(dim, t.dim, exps[i]);
        value = exps[i] > 0 ? value.mul(t.base) : value.div(t.base);
      });
      if (same(dim, askDim)) out.push({ exps, value: value.div(askFactor), all });
    }
  }
  return out;
}

/** The one 每天 (每小时…) of a problem that tells no time and asks none: the period its question is about. */
function onePeriod(p: Problem): { dim: Dim; factor: Rat; name: string } | null {
  if (p.qs.some((q) => q.unit?.dim === 'time' || q.unit?.dim === 'speed')) return null;
  const pers = p.clauses.map((c, i) => ({ per: perAt(c), i })).filter((x) => x.per?.dim.has('T'));
  if (pers.length !== 1 || pers[0].i === p.ask.clause || /每[\u4e00-\u9fff]*每/.test(p.clauses[pers[0].i])) return null;
  const per = pers[0].per as NonNullable<ReturnType<typeof perAt>>;
  return per.dim.size === 1 ? per : null;
}

/** The thing a counted amount counts, written after it (一个停车场) or before it (轮子86个); '' when not written. */
function thingOf(p: Problem, q: Qty): string {
  const after = /^[\u4e00-\u9fff]{1,3}/.exec(p.text.slice(q.end))?.[0] ?? '';
  // 「21个这样的书包」: the thing comes after 这样的, unread here
  if (/^(?:这|那|同|样)/.test(after)) return '';
  const noun = after.split(/[需要用共多的是花付卖买还可能一有和在里走跑行]/)[0];
  if (noun) return noun;
  return /有([\u4e00-\u9fff]{1,3})$/.exec(p.text.slice(0, q.start))?.[1] ?? '';
}

/** Two amounts in one count word that name different things (停车场, 轮子). */
function otherThings(p: Problem, a: Qty, b: Qty): boolean {
  const x = thingOf(p, a);
  const y = thingOf(p, b);
  return !!x && !!y && ![...x].some((ch) => y.includes(ch));
}

/** A day, week, month or year asked of a rate per hour, minute or second (一天滴水多少升). */
const CALENDAR_ONE = /一(?:天|日|昼夜|星期|周|个?月|年)/;
const CLOCK_RATE = /每(?:一)?(?:小时|时|分钟|分|秒钟?)/;
/** Doings that go on day and night: dripping, leaking, flowing, beating, turning. */
const NONSTOP = /滴|漏|流|渗|跳|转|昼夜/;

const BASE_NAME: Partial<Record<Unit['dim'], string>> = { length: '米', area: '平方米', volume: '立方米', mass: '千克' };

/**
 * The one amount of the 列式 that, written in its dimension's base unit (15 平方分米 = 0.15 平方米), makes the numbers
 * as written give the answer in the asked unit; null when none does.
 */
function convertedTerm(
  nums: Array<{ t: Term; e: number }>,
  written: Rat,
  exact: Rat,
): { t: Term; value: Rat; written: Rat; from: string; to: string } | null {
  for (const x of nums) {
    const u = x.t.q.unit;
    const to = u ? BASE_NAME[u.dim] : undefined;
    if (!u || !to || x.t.parts || u.factor.isOne()) continue;
    const value = x.t.q.value.mul(u.factor);
    const ratio = u.factor;
    const again = x.e > 0 ? written.mul(ratio) : written.div(ratio);
    if (again.eq(exact)) return { t: x.t, value, written: again, from: u.name, to };
  }
  return null;
}

/** The integer answer a count question wants: 至少/需要 → round up (进一法), 最多/可以/能 → down (去尾法). */
function roundCount(p: Problem, v: Rat): { value: Rat; how: string } | null {
  // 「至少能买几本」: what an amount can buy has an upper bound only; a least number it can buy is no question
  if (/(?:至少|最少)(?:能|可以|可|够)/.test(p.ask.text)) return null;
  if (v.isInteger()) return { value: v, how: '' };
  const up = /至少|最少|需要|需|要用|才能/.test(p.ask.text);
  // 「74本书平均分给9个班，每个班分多少本」: each share is the quotient, the remainder is left over (有余数的除法)
  const share = /平均分/.test(p.text) && /^(?:平均)?每[\u4e00-\u9fff]{1,4}?分(?:得|到)?(?:多少|几)/.test(p.ask.text);
  const down = (/最多|可以|能|可|够/.test(p.ask.text) || share) && !/最少|至少|需要/.test(p.ask.text);
  if (up === down || v.sign() < 0) return null;
  const fl = v.n / v.d;
  // 去尾法 down to nothing: the question's amount is not the one the chain found (a period left out)
  if (!up && fl === 0n) return null;
  if (share && !up) return { value: Rat.of(fl), how: '有余数的除法的商（余下的不够每份再分一个）' };
  return up ? { value: Rat.of(fl + 1n), how: '进一法' } : { value: Rat.of(fl), how: '去尾法' };
}

const OFF = '(?:休息|停工|停产|放假|休假|请假|停电|停水)';
const DAYS = '(?:\\d+|[一二两三四五六七八九十]+)天';
const DAYS_OFF = new RegExp(`${DAYS}(?:没有?)?${OFF}|${OFF}了?${DAYS}`);

export function rateKind(p: Problem, bothWaysRead = false): Model | null {
  if (asksUntoldThing(p)) return null;
  // 「每天生产120个，九月份有3天休息」: the days told are the days not worked, not the period of the rate
  if (DAYS_OFF.test(p.text)) return null;
  // 「分别分给8个班级」 hands the whole out to each, like 「平均分给」
  // 「票都已经售完」 says the house is full, nothing done before another step
  const givenText = p.text.replace(/分别(?=分给|分到|放在|放进|装进|摆在)/g, '').replace(/已经(?=售完|卖完|坐满|售出|卖出)/g, '');
  if (
    ADDITIVE.test(givenText.replace(/多少|多远|多长|多久|多重|多高|多大/g, '')) ||
    /多|少/.test(givenText.replace(/多少|多远|多长|多久|多重|多高|多大|至少|最多|最少|多少/g, ''))
  )
    return null;
  if (p.ask.form !== 'number') return null;
  // 「小明和两个同学去公园，每人…」: the people are the one named and the count with him, more than the count told
  if (
    /^(?:小[\u4e00-\u9fff]|[\u4e00-\u9fff]{0,2}(?:爸爸|妈妈|爷爷|奶奶|叔叔|阿姨|老师))(?:和|与|跟|带着|带领|领着)(?:\d+|[两二三四五六七八九十])(?:个|名|位)/.test(
      p.text,
    )
  )
    return null;
  // two movers at a distance (相距): a meeting or chasing problem, not one rate
  if (/相距/.test(p.text) && /两车|两人|两船|对开|相对|追|甲车|乙车|快车|慢车/.test(p.text)) return null;
  // 「正好行到中点」: the way gone is half of the whole, a relation no product of the numbers shows
  if (/中点|正中/.test(p.text)) return null;
  // 「每两人之间都握一次手」「两两比赛」: a count of pairs, n(n-1)/2, not a rate per two people
  if (/两两|每两[个名位支只]?[\u4e00-\u9fff]{0,4}?(?:之间|都|互)/.test(p.text)) return null;
  // a profit is no product of a price and an amount
  if (/赚|利润|毛利|盈利|获利|亏/.test(p.ask.text)) return null;
  if (RATE_CHANGED.test(p.text)) return null;
  return unitChain(p, p.qs, bothWaysRead);
}

/** A number told in a clause about one `word` (「一台抽水机可以抽水12吨」): the amount of one, not a whole to share. */
function amountForOne(p: Problem, terms: readonly Term[], word: string): boolean {
  const one = new RegExp(`(?<![\\d十百千万第每])一${word}`);
  return terms.some((t) => t.q.clause !== p.ask.clause && t.q.measure !== word && one.test(p.clauses[t.q.clause]));
}

/**
 * The one product or quotient of the numbers `told` (all of them) whose unit is the unit asked, each number's unit
 * read with what it is counted per (每…, 一…); null when none or two with different values. The problem's text is read
 * for the units only: the caller has made sure no other relation (比, 还剩, 倍 …) links them.
 */
export function unitChain(p: Problem, told: readonly Qty[], bothWaysRead = false): Model | null {
  if (p.ask.form !== 'number') return null;
  // 「去时和回来都坐满了」「往返一次」「上下班」: the doing is done twice, a count no number of the text shows
  // (unless the caller has already doubled the one way told: 「家离单位3千米，上下班…」)
  if (/往返|来回|去时|回来|返回|回程|去程/.test(p.text) || (!bothWaysRead && COMMUTE.test(p.text))) return null;
  const qs = told.filter((q) => !q.label);
  if (qs.some((q) => q.kind !== 'plain' || q.value.isZero())) return null;
  const terms: Term[] = [];
  const seat = seatsFilled(p);
  for (const q of qs) {
    const t = termOf(p, q);
    if (!t) return null;
    terms.push({ ...t, dim: seat(t.dim) });
  }
  const grouped = groupParts(p, terms);
  if (grouped) terms.splice(0, terms.length, ...grouped);
  if (!unitPrices(p, terms)) return null;
  const baseRequired = terms.filter((t) => !isOptional(t.q));
  // one number alone is a chain only when the question names a one of another unit (每分钟滴水0.05升，一天滴水多少升)
  // (「一天工作8小时，一天能生产多少个」: a one told before as well is the period already read, not the amount asked)
  const toldOnes = terms.filter((t) => isOptional(t.q) && !t.q.label && t.q.unit && t.q.clause !== p.ask.clause);
  // (「一星期（7天）走多少千米」: a number told in the question is the amount asked about, the one only names it)
  const askOne =
    !baseRequired.some((t) => t.q.clause === p.ask.clause) &&
    terms.some(
      (t) =>
        isOptional(t.q) &&
        !t.q.label &&
        t.q.unit &&
        t.q.clause === p.ask.clause &&
        !toldOnes.some((o) => o.q.unit?.name === t.q.unit?.name),
    );
  if (baseRequired.length < (askOne ? 1 : 2) || baseRequired.length > 5) return null;
  // 「每小时生产120个，一天能生产多少个」: a day of 24 hours only for what goes on without a stop (滴水, 心跳, 自转);
  // a worker, a machine or a car works the hours the text would have to tell
  if (askOne && CALENDAR_ONE.test(p.ask.text) && CLOCK_RATE.test(p.text) && !NONSTOP.test(p.text)) return null;
  // 「每小时生产20个，5天生产多少个」: days of a doing that stops, with no hours a day told, are no 24 hours each
  const days = qs.some((q) => !isOptional(q) && q.unit && /^(?:天|日|星期|周)$/.test(q.unit.name));
  if (days && !WORKING_DAY.test(p.text) && CLOCK_RATE.test(p.text) && !NONSTOP.test(p.text)) return null;
  // 「限乘6人（包括船夫）」「每条船要一名船夫」: part of what a thing holds is taken by another, a subtraction no rate shows
  if (/[(（][^)）]*(?:包括|包含|含|连同)[^)）]*[)）]/.test(p.text)) return null;
  // 「一个停车场停了24辆，共有轮子86个」: a per-one counts its own thing, not another counted in the same word (个)
  const countedOnes = terms.filter((t) => isOptional(t.q) && !t.q.label && t.q.measure && !t.q.unit);
  if (countedOnes.some((o) => baseRequired.some((t) => t.q.measure === o.q.measure && otherThings(p, o.q, t.q)))) return null;
  const alone = terms.filter((t) => isOptional(t.q) && !t.q.label && !baseRequired.some((b) => b.q.clause === t.q.clause));
  if (alone.some((t) => /^每/.test(p.clauses[t.q.clause]))) return null;
  /**
   * "一本笔记本卖4元", "每4名同学站一排": the one number of the clause is counted per that one thing.
   * Read once only where the number has no other "每…", once everywhere; both readings must agree.
   */
  const ones = terms.filter((t) => isOptional(t.q) && !t.q.label);
  // 「一辆货车一次能运3吨」: two ones beside one number; the thing (一辆货车) or the time (一次) it is counted per is
  // not sure, so each is read alone too, and every reading that reaches the unit asked must agree
  const crowded = ones.filter((o) => ones.some((x) => x !== o && x.q.clause === o.q.clause));
  const readingsOfRates = [...['none', 'unpaired', 'always'], ...crowded].map((how) => {
    const req = baseRequired.map((t) => ({ ...t }));
    const always = how === 'always';
    const only = typeof how === 'string' ? null : how;
    const applied = how === 'none' ? [] : only ? ones.filter((o) => o === only || o.q.clause !== only.q.clause) : ones;
    for (const one of applied) {
      const mates = req.filter((t) => t.q.clause === one.q.clause);
      if (mates.length === 1 && (always || !mates[0].per)) {
        mates[0].dim = add(mates[0].dim, one.dim, -1);
        // 「一天吃37千克」 is 37 kg per 86 400 s in base units: the one's own size divides the rate as its unit does
        mates[0].base = mates[0].base.div(one.base);
        mates[0].per = [mates[0].per, one.q.unit?.name ?? one.q.measure].filter(Boolean).join('、');
      }
    }
    return req;
  });
  // 「妈妈买了一箱」「一小袋洗衣粉重多少千克」: a count of one told alone, once the rates are told, may be the amount
  // the chain is for (「循环使用一本教科书，一年可以节约…」 opens with the one the rate is for: no amount); read with it
  // (taken once) and without it, and both must agree. 「一天滴水多少升」: a one of a measuring unit in the question is
  // the amount asked about, so it is always taken.
  const lastTold = Math.max(...baseRequired.map((t) => t.q.clause));
  const counted = alone
    .filter((t) => ((t.q.measure && !t.q.unit) || (askOne && t.q.unit && t.q.clause === p.ask.clause)) && t.q.clause > lastTold)
    .map((t) => ({ ...t, one: true }));
  // 「每个2元，妈妈买了一箱梨」: the one bought names a thing the rates are not told of
  if (
    counted.some((t) => {
      const thing = thingOf(p, t.q);
      return !!thing && !p.text.replace(p.clauses[t.q.clause], '').includes(thing);
    })
  )
    return null;
  const readings = [...(askOne ? [] : readingsOfRates), ...(counted.length ? readingsOfRates.map((r) => [...r, ...counted]) : [])];

  // what is asked: its unit, per what
  let askDim: Dim;
  let askFactor = Rat.ONE;
  let askUnit = '';
  const apart = workingDay(p);
  if (p.ask.unit) {
    ({ dim: askDim, factor: askFactor } = dimOf(p.ask.unit, apart));
    askUnit = p.ask.unit.name;
  } else if (p.ask.measure && p.ask.measure !== '倍') {
    askDim = new Map([[`#${people(p.ask.measure)}`, 1]]);
    // 「多少个篮子」 counts baskets, and is answered in 个 as asked
    askUnit = p.ask.text.includes(`个${p.ask.measure}`) ? '个' : p.ask.measure;
  } else if (p.ask.dim === 'length' || p.ask.dim === 'time') {
    askDim = p.ask.dim === 'length' ? new Map([['L', 1]]) : new Map([['T', 1]]);
    const named = [
      ...new Set(
        baseRequired
          .map((t) => t.q.unit)
          .filter((u): u is Unit => !!u && (u.dim === p.ask.dim || u.dim === 'speed'))
          .map((u) => u.name.split('/')[p.ask.dim === 'length' ? 0 : 1] ?? ''),
      ),
    ];
    if (named.length !== 1 || !named[0]) return null;
    const name = named[0] === '时' ? '小时' : named[0] === '分' ? '分钟' : named[0];
    const u = UNITS.get(name);
    if (!u) return null;
    askFactor = u.factor;
    askUnit = u.name;
  } else return null;
  const askPer = perAt(p.ask.text, '', apart) ?? unitPriceAsked(p, baseRequired, askDim);
  // 「一台抽水机可以抽水12吨，开动5台，平均每台抽水多少吨」: an amount told for one 台 is already per 台
  if (askPer && /平均每/.test(p.ask.text) && amountForOne(p, baseRequired, askPer.name)) return null;
  if (askPer) {
    askDim = add(askDim, askPer.dim, -1);
    askFactor = askFactor.div(askPer.factor);
    // 「平均每人每小时做多少件」: per two things at once (two divisions)
    const rest = p.ask.text.slice(askPer.at + 1);
    const second = perAt(rest, '', apart);
    if (second) {
      if (perAt(rest.slice(second.at + 1), '', apart) || [...second.dim.keys()].some((k) => askPer.dim.has(k))) return null;
      askDim = add(askDim, second.dim, -1);
      askFactor = askFactor.div(second.factor);
      askPer.name = `${askPer.name}每${second.name}`;
    }
  }
  // 「5头牛1天吃了30筐草，平均每头牛吃几筐」: a time of one told beside the whole is the period the rate is for,
  // so the rate asked is per that time as well (dividing by one changes no number, only the unit)
  const period = baseRequired.filter((t) => t.q.value.isOne() && !t.per && t.q.unit?.dim === 'time');
  const periodAsk =
    askPer && period.length === 1 && !askDim.has('T') && !perAt(p.clauses[period[0].q.clause])
      ? (() => {
          const d = dimOf(period[0].q.unit as Unit, apart);
          return { dim: add(askDim, d.dim, -1), factor: askFactor.div(d.factor) };
        })()
      : null;

  askDim = seat(askDim);
  const candidates = candidatesFor(readings, askDim, askFactor);
  if (!candidates.length && periodAsk) {
    askDim = periodAsk.dim;
    askFactor = periodAsk.factor;
    candidates.push(...candidatesFor(readings, askDim, askFactor));
  }
  // 「每天生产960支，每盒装6支，可以装几盒」: one rate per a time and no time told or asked: the question is
  // about that same period (每天可以装几盒)
  // (not when the question names a time of its own: 「一天滴的水可以装满几个瓶子」)
  const period1 = !candidates.length && !askPer && !askDim.has('T') && !CALENDAR_ONE.test(p.ask.text) ? onePeriod(p) : null;
  if (period1) {
    askDim = add(askDim, period1.dim, -1);
    askFactor = askFactor.div(period1.factor);
    candidates.push(...candidatesFor(readings, askDim, askFactor));
  }
  if (!candidates.length) return null;
  const values = [...new Map(candidates.map((c) => [c.value.toString(), c])).values()];
  if (values.length !== 1) return null;
  // the simplest way to write it: fewest optional "一…" factors
  const best = candidates
    .filter((c) => c.value.eq(values[0].value))
    .sort((a, b) => a.exps.filter((e) => e).length - b.exps.filter((e) => e).length)[0];
  const exact = best.value;
  const all = best.all;
  if (exact.sign() <= 0) return null;

  // 列式: numbers as written, multiplied and divided
  const used = all.filter((_, i) => best.exps[i] !== 0).flatMap((t) => t.parts ?? [t.q]);
  const shown = (t: Term) => (t.parts ? `(${t.parts.map((q) => numTex(q.value)).join(' + ')})` : numTex(t.q.value));
  const writtenOf = (t: Term) => (t.parts ? t.parts.reduce((acc, q) => acc.add(q.value), Rat.ZERO) : t.q.value);
  const nums = all.map((t, i) => ({ t, e: best.exps[i] })).filter((x) => x.e !== 0 && !writtenOf(x.t).isOne());
  // 速度 × 时间, 单价 × 数量: the rate first, as it is taught
  const mulPart = nums
    .filter((x) => x.e > 0)
    .sort((x, y) => Number(!!(y.t.per || y.t.q.unit?.dim === 'speed')) - Number(!!(x.t.per || x.t.q.unit?.dim === 'speed')));
  const divPart = nums.filter((x) => x.e < 0);
  let written = Rat.ONE;
  for (const x of mulPart) written = written.mul(writtenOf(x.t));
  for (const x of divPart) written = written.div(writtenOf(x.t));
  // 「15平方分米」 among 米 and 平方米: the one amount in a smaller unit converted before the 列式, not the result after it
  const converted = written.eq(exact) ? null : convertedTerm(nums, written, exact);
  if (converted) written = converted.written;
  const shownAs = (t: Term) => (converted?.t === t ? numTex(converted.value) : shown(t));
  const expr = [mulPart.map((x) => shownAs(x.t)).join(' \\times ') || '1', ...divPart.map((x) => shownAs(x.t))].join(' \\div ');
  const steps: string[] = [];
  const describe = nums
    .map((x) => `${shown(x.t)}${x.t.q.unit?.name ?? x.t.q.measure ?? ''}${x.t.per ? `（每${x.t.per}）` : ''}`)
    .join('、');
  const speedTerm =
    all.some((t, i) => best.exps[i] !== 0 && t.q.unit?.dim === 'speed') ||
    all.some((t, i) => best.exps[i] !== 0 && t.per && /时|分|秒/.test(t.per) && t.q.unit?.dim === 'length');
  const askLen = askDim.get('L') === 1 && askDim.size === 1;
  const askTime = askDim.get('T') === 1 && askDim.size === 1;
  const travel = speedTerm
    ? askLen
      ? '速度 × 时间 = 路程。'
      : askTime
        ? '路程 ÷ 速度 = 时间。'
        : null
    : askDim.get('L') === 1 && askDim.get('T') === -1
      ? '路程 ÷ 时间 = 速度。'
      : null;
  const idea = travel
    ? `行程问题：${travel}`
    : divPart.length
      ? mulPart.length > 1
        ? '先求出单一量（每份是多少），再求几份是多少（归一问题）。'
        : '已知总数和份数（或每份数），用除法求出要求的量。'
      : '已知每份数和份数，用乘法求总数。';
  const perName = askPer?.name ?? period1?.name;
  steps.push(`**分析数量关系** 题中的数量：${describe}；所求的量${perName ? `是每${perName}的量，` : ''}单位是${askUnit}。`);
  // the unit the numbers as written give: the one unit of the asked kind among the factors
  const sameDim = nums.filter((x) => x.e > 0 && x.t.q.unit).map((x) => (x.t.q.unit as Unit).name.split('/')[0]);
  const writtenUnit = written.eq(exact)
    ? askUnit
    : sameDim.length === 1 && UNITS.get(sameDim[0])?.dim === p.ask.unit?.dim
      ? sameDim[0]
      : '';
  if (converted)
    steps.push(`**统一单位** $${numTex(converted.t.q.value)}$ ${converted.from} $= ${numTex(converted.value)}$ ${converted.to}`);
  steps.push(`**列式计算** $${expr} = ${numTex(written)}$${writtenUnit ? `（${writtenUnit}）` : ''}`);
  let answer = exact;
  if (!written.eq(exact)) {
    steps.push(
      `**单位换算** ${writtenUnit ? `$${numTex(written)}$ ${writtenUnit} $= ${numTex(exact)}$ ${askUnit}` : `把得数换算成${askUnit}：$${numTex(exact)}$ ${askUnit}`}。`,
    );
  }
  let how = '';
  // 「最多可以买几米」「最多能买几千克」: a bound on an amount that can be cut; whether it is counted in whole units
  // (去尾法 gives 6 米) or in any part of one (20/3 米) the text does not say
  if (!p.ask.measure && !exact.isInteger() && /最多|至少|最少/.test(p.ask.text)) return null;
  if (p.ask.measure) {
    const r = roundCount(p, exact);
    if (!r) return null;
    answer = r.value;
    how = r.how;
    const byRemainder =
      how && mulPart.length === 1 && divPart.length === 1 && written.eq(exact)
        ? remainderSteps(
            writtenOf(mulPart[0].t),
            writtenOf(divPart[0].t),
            answer,
            how,
            askUnit,
            mulPart[0].t.q.unit?.name ?? mulPart[0].t.q.measure ?? '',
          )
        : null;
    if (byRemainder) steps.splice(steps.length - 1, 1, ...byRemainder);
    else if (how) steps.push(`**取整** 按实际意义用${how}：$${numTex(exact)}$ 取 $${answer.toString()}$ ${askUnit}。`);
  }
  // check: go back from the (unrounded) answer to every given number
  let back = exact.mul(askFactor);
  all.forEach((t, i) => {
    if (best.exps[i] > 0) back = back.div(t.base);
    if (best.exps[i] < 0) back = back.mul(t.base);
  });
  if (!back.isOne()) return null;
  const approx =
    all.reduce((acc, t, i) => (best.exps[i] > 0 ? acc * t.base.toNumber() : best.exps[i] < 0 ? acc / t.base.toNumber() : acc), 1) /
    askFactor.toNumber();
  if (Math.abs(approx - exact.toNumber()) > 1e-9 * Math.max(1, Math.abs(approx))) return null;
  return {
    kind: 'rate',
    idea,
    steps,
    answer,
    unit: askUnit,
    form: 'number',
    used,
    check: `把得数代回题中：按这个结果反过来乘除，正好得到题中给出的每一个数，而且只有这一种列式的单位与所问的单位一致。${how ? `结果不是整数时按题意用${how}。` : ''}`,
  };
}

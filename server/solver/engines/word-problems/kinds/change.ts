import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';

/**
 * One amount that changes: 「原有…，吃了/卖出/用去…，又买来/运进…，还剩多少？」, also with the start, one
 * change or what is left unknown (「剩6元，这条鱼多少钱？」「卖了8个，还剩7个，原来有多少个？」).
 */

export const TAKE =
  /吃了|吃掉|卖出|卖了|卖掉|卖去|用去|用了|用掉|花了|花去|飞走|开走|游走|跑走|拿走|拿出|拿去|借走|借出|借给|送给|送出|送走|给了|分给|分掉|分出|发了|发给|发出|下车|下去|下来|运走|运出|撕掉|撕去|丢了|丢掉|掉了|爆了|破了|死了|取走|取出|捐出|捐了|看了|读了|写了|修了|做了|搬走|摘走|倒掉|倒出|喝了|喝掉|剪去|剪掉|剪下|截去|截掉|截下|锯掉|锯下|裁下|切下|切去|撕下|付了|走了|吹灭|减少|少了|送人|扔了|扔掉|漏掉|借去|捐给|捐款|寄出|寄走|收走|拔掉|砍掉|砍了|烧了|烧掉|(?<!又)(?:运送到|送到|运到)(?![\d零一二两三四五六七八九十百几])|送去|运去/;
export const GIVE =
  /又买|买回|买来|又来|来了|飞来|开来|运来|运进|上来|上车|上去|又种|增加|又摘|收到|捡了|又有|又做|拿来|借来|添了|又养|生了|长出|又放|放进|放入|加了|加入|得到|又得|又借|又运|又开来|又飞来|又上|跑来|游来|进了|又进|存入|存了|又捡|又拿|买了|捐来|送来|寄来|搬来|摘来|采来|运回|拉来|领来|购进|新进/;
/** 「又拔了5根」「又采了8个」: gathering more of the same things adds to them. */
const GATHER_MORE = /又(?:拔|采|捉|钓|折|捡|抓|挖|编|画|写|收|搬|叠|包|织|堆|造|印|生产|制作)了?/;
const LEFT = /还剩|剩下|剩余|剩|还有|现在有|现在|这时|此时|最后|带回家|还余|还要|还需|还差/;
const START = /原来|原有|本来|一开始|起初/;
/** A question about the whole of several groups. */
const TOTAL_ASK = /一共|共有|总共|合计|一起/;
/** The whole used up: nothing is left. */
const ALL_DONE = /(?:全部|都|正好|刚好)(?:卖|用|吃|运|修|看|做|读|分|发|装)(?:完|光)了?$/;
/** 「这本书共有多少页」: the whole the story started from, asked. */
const START_ASK = /原来|原有|本来|一开始|起初|^(?:这|那)[本批堆条箱袋桶根筐][\u4e00-\u9fff]{0,5}?(?:一共|共|总共)?有/;

/**
 * 「爸爸送给他一辆新车」「父亲送给他」「王芳送给她」: someone gives to 他/她/我, the one the story is about, so the amount
 * grows. Any giver but the one spoken of (他送给她 gives away); whether the giver is the story's owner is checked by
 * `givenByOwner`.
 */
export const GIVEN_TO =
  /^(?!他|她|我)([\u4e00-\u9fff]{1,8}?)(?:又|也|还)?(?:送给|借给|分给|给|送)了?(?:他|她|我)(?![的们]|[爸妈哥姐弟妹爷奶叔伯阿舅姑姨姥外同朋邻老家儿女孙表堂])/;

/**
 * 「又送给她12个」「还给他」: no giver is written before the verb (only 又, 还, or the verb's own first character), so
 * who gives, the one the story is about or someone else, is not told.
 */
const NO_GIVER = /^(?:又|也|还|再|就|都|便|并|另外|然后|后来|接着|分|送|借|拿|交|递|寄|转|赠|奖|发)+$/;

/**
 * 「小华有18颗糖，同桌送给她4颗，同桌还剩多少颗？」: the giver's own amount is asked, and the story never told it; or
 * no giver is written at all.
 */
function givenAndGiverAsked(p: Problem, text: string): boolean {
  const giver = GIVEN_TO.exec(text)?.[1];
  if (!giver) return false;
  if (NO_GIVER.test(giver)) return true;
  // (「妈妈买的那一盒有多少根」 asks what was given, which the story does tell)
  const at = p.ask.text.indexOf(giver.slice(-2));
  return at >= 0 && /^(?:还|现在|原来|原有|一共|共|剩|手里|有)/.test(p.ask.text.slice(at + 2));
}

/** 「小强原来有4辆…，小强送给他2辆」: the owner gives to someone only called 他; who receives is not told for sure. */
function givenByOwner(p: Problem, text: string): boolean {
  const giver = GIVEN_TO.exec(text)?.[1];
  // (「小红爸爸给她买了4支」: a story that opens with the gift names no owner before it)
  if (GIVEN_TO.test(p.clauses[0])) return false;
  const owner = /^([\u4e00-\u9fff]{1,6}?)(?:原来|原有|本来|一共|共|有|养|种|买|收集|存)/.exec(p.clauses[0])?.[1];
  return !!giver && !!owner && (giver.includes(owner) || owner.includes(giver));
}

/** 名、位、个（人） count people alike. */
export function sameCount(a: string | null, b: string | null): boolean {
  const people = (x: string | null) => (x === '名' || x === '位' || x === '人' ? '人' : x);
  return people(a) === people(b);
}

/**
 * A quantity's value in what the question asks: converted to the asked unit, or, when a count is asked, the
 * number itself if it counts the same thing; null otherwise. `plainOnly` leaves fractions and percents out.
 */
export function valueInAsked(p: Problem, plainOnly = false): (q: Qty) => Rat | null {
  const { unit, measure } = p.ask;
  return (q) =>
    plainOnly && q.kind !== 'plain'
      ? null
      : unit
        ? q.unit
          ? convert(q.value, q.unit, unit)
          : null
        : sameCount(q.measure, measure)
          ? q.value
          : null;
}

interface Step {
  q: Qty | null;
  /** 「下午全部卖完」: nothing is left, a known amount of zero. */
  zero?: boolean;
  sign: 1 | -1 | 0;
  text: string;
}

/** 「买来一些」「摘了若干」: an amount not told, after the doing that brought it. */
const SOME = /([\u4e00-\u9fff]{2})了?(?:一些|若干)/;

/** 「妈妈买来多少个」 after 「妈妈买来一些苹果」: the same doing by the same one (or no one named) is asked. */
function asksWhatWasBrought(startText: string, askText: string): boolean {
  const m = SOME.exec(startText);
  if (!m) return false;
  const at = askText.indexOf(m[1]);
  if (at < 0) return false;
  const who = askText.slice(0, at);
  return who === '' || who === startText.slice(0, m.index);
}

/** The thing a count names right after it (8个梨, 80千克梨), when it names one and not a doing (16页没有看, 48千米到达). */
function thingAfter(p: Problem, q: Qty): string | null {
  if (q.kind !== 'plain' || (q.unit ? q.unit.dim !== 'mass' : !q.measure)) return null;
  const named = p.clauses[q.clause].slice(q.end - p.offsets[q.clause]);
  return aThing(named) ? named : null;
}

/**
 * 「还剩8个梨」 in a story of 苹果, 「还多4个梨」 after boxes of apples: a count named as another thing than every other
 * thing the text names (after a count, after 一些, in the question) is no part of the story.
 */
export function namesOtherThing(p: Problem, q: Qty): boolean {
  const named = thingAfter(p, q);
  if (!named) return false;
  const things = p.qs.filter((o) => o !== q && !isOptional(o)).map((o) => thingAfter(p, o));
  const word = p.ask.unit?.name ?? p.ask.measure;
  const asked = word ? new RegExp(`(?:多少|几)${word}([\\u4e00-\\u9fff]{1,3})$`).exec(p.ask.text)?.[1] : null;
  things.push(SOME_THING.exec(p.text)?.[1] ?? null, asked ?? null);
  const told = things.filter((t): t is string => !!t && aThing(t));
  return told.length > 0 && told.every((t) => !t.includes(named) && !named.includes(t));
}

/** 「5天生产多少个螺母」 after 零件 were made: the thing named after the count asked is told nowhere before it. */
export function asksUntoldThing(p: Problem): boolean {
  // 「多少元钱」: money names no thing
  if (p.ask.unit?.dim === 'money') return false;
  const word = p.ask.unit?.name ?? p.ask.measure;
  const thing = word ? new RegExp(`(?:多少|几)${word}([\\u4e00-\\u9fff]{1,4})$`).exec(p.ask.text)?.[1] : undefined;
  return !!thing && aThing(thing) && !p.text.slice(0, p.offsets[p.ask.clause]).includes(thing);
}

/** A word that may name a thing: not a doing (没有看, 到达, 用完) nor a time (后, 以前). */
const aThing = (w: string) => /^[\u4e00-\u9fff]{1,3}$/.test(w) && !/^[没未要需才就呢了的到还可能在用给是共都后前时以]/.test(w);
const SOME_THING = /(?:一些|若干)([\u4e00-\u9fff]{1,3}?)(?=[，,。？?]|$)/;

export function changeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/比|倍|每|平均|各|同样|一样|分之|%|打.折|[一二三四五六七八九]折/.test(p.text)) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  if (p.qs.some((q) => !isOptional(q) && namesOtherThing(p, q))) return null;
  const val = (q: Qty): Rat | null => {
    if (q.kind !== 'plain') return null;
    if (unit) return q.unit ? convert(q.value, q.unit, unit) : null;
    return sameCount(q.measure, measure) ? q.value : null;
  };
  // the story: a start, changes, maybe what is left; the question asks one of them
  let start: Step | null = null;
  let left: Step | null = null;
  const changes: Step[] = [];
  /** Amounts of other groups told before any change, added to the start (a total is asked). */
  const parts: Step[] = [];
  const used: Qty[] = [];
  const askText = p.ask.text;
  if (START_ASK.test(askText)) start = { q: null, sign: 0, text: askText };
  let task: string | null = null;
  for (let c = 0; c < p.clauses.length; c++) {
    const text = p.clauses[c];
    if (!text) continue;
    const nums = p.qs.filter((q) => q.clause === c && !isOptional(q));
    if (nums.length > 1) return null;
    // 「送给他一辆新车」: one thing of the kind asked, written 一, is the amount the clause changes by
    const one = p.qs.filter((q) => q.clause === c && q.chinese && q.kind === 'plain' && q.value.isOne() && !q.label);
    if (
      !nums.length &&
      one.length === 1 &&
      measure &&
      sameCount(one[0].measure, measure) &&
      (TAKE.test(text) || GIVE.test(text) || GIVEN_TO.test(text))
    )
      nums.push(one[0]);
    const q = nums[0] ?? null;
    if (q && !val(q)) return null;
    if (q) used.push(q);
    const isAsk = c === p.ask.clause;
    // buying spends money but adds things
    const buys = /买/.test(text) && unit?.dim === 'money';
    // a task and the parts already done: "要种18棵树，第一组种了8棵"
    const done = task !== null && text.includes(`${task}了`);
    const givenTo = GIVEN_TO.test(text);
    if (givenTo && (givenByOwner(p, text) || givenAndGiverAsked(p, text))) return null;
    // 「食堂有大米300千克，粮店送到食堂200千克」: sent to the one the story is about brings, not takes
    const sentTo = /(?:运送到|送到|运到)([\u4e00-\u9fff]{1,6}?)(?=[\d零一二两三四五六七八九十百几])/.exec(text);
    if (sentTo && p.clauses[0].includes(sentTo[1].replace(/^(?:了|这|那)/, '').slice(0, 2))) return null;
    const take = (TAKE.test(text) && !givenTo) || buys || done;
    const give = (GIVE.test(text) || givenTo || (GATHER_MORE.test(text) && !TAKE.test(text))) && !buys;
    if (isAsk && q) return null;
    if (isAsk && start?.text === askText) continue;
    if (isAsk && start && !start.q && asksWhatWasBrought(start.text, askText)) continue;
    if (isAsk && take !== give && changes.some((s) => !s.q)) continue;
    if (!q && !isAsk && ALL_DONE.test(text) && start && !left) {
      left = { q: null, sign: 0, text, zero: true };
      continue;
    }
    if (LEFT.test(text) && !(isAsk && START.test(text))) {
      if (left) return null;
      left = { q, sign: 0, text };
      continue;
    }
    // 「妈妈买来一些苹果，吃了5个，还剩8个」: the amount the story starts from, not told, opens it
    if (!start && !q && !isAsk && !take && !changes.length && SOME.test(text)) {
      start = { q: null, sign: 0, text };
      continue;
    }
    if (!start && !take && q) {
      start = { q, sign: 0, text };
      task = /要([\u4e00-\u9fff])/.exec(text)?.[1] ?? null;
      continue;
    }
    if (take === give) {
      if (isAsk || !q) continue;
      // 「打篮球的有21人，打排球的有25人，走了18人，…一共有多少人」: the groups told first make the whole that changes
      if (start && !changes.length && TOTAL_ASK.test(askText)) {
        parts.push({ q, sign: 1, text });
        continue;
      }
      return null;
    }
    if (!start) return null;
    changes.push({ q, sign: take ? -1 : 1, text });
  }
  if (!start || !changes.length) return null;
  // a group's amount handed to another inside the whole (送给, 借给, 分给) does not change the whole: refuse
  if (parts.length && changes.some((s) => /给|换/.test(s.text))) return null;
  if (parts.length) changes.unshift(...parts);
  // 「原有85人，…下车…。这节车厢有多少人？」: after a story told from 原有, 有多少 asks the amount now
  const askNow = !left && START.test(start.text) && !START.test(askText) && /有(?:多少|几)/.test(askText);
  if (askNow) left = { q: null, sign: 0, text: askText };
  const steps = [start, ...changes, ...(left ? [left] : [])];
  const unknowns = steps.filter((s) => !s.q && !s.zero);
  if (unknowns.length !== 1) return null;
  const unknown = unknowns[0];
  // the question must be about the unknown step: what is left, the start, or the one change without a number
  if (unknown === left && !LEFT.test(askText) && !askNow) return null;
  // 「这时他一共走了多少米」: what was done in all (一共走了), not what is left of the start
  if (unknown === left && /(?:一共|总共|共)[\u4e00-\u9fff]{0,2}了/.test(askText) && !/剩/.test(askText)) return null;
  // the start is asked as 原来, or by the doing that brought the 一些 (「买来一些…，买来多少个」)
  if (unknown === start && !START_ASK.test(askText) && !asksWhatWasBrought(start.text, askText)) return null;
  const v = (s: Step) => (s.q ? (val(s.q) as Rat) : Rat.ZERO);
  let answer: Rat;
  let expr: string;
  const sumChanges = (skip: Step | null) =>
    changes.filter((s) => s !== skip).reduce((acc, s) => acc.add(v(s).mul(Rat.of(s.sign))), Rat.ZERO);
  const chain = (from: string, skip: Step | null) =>
    from +
    changes
      .filter((s) => s !== skip)
      .map((s) => ` ${s.sign > 0 ? '+' : '-'} ${numTex(v(s))}`)
      .join('');
  if (unknown === left) {
    answer = v(start).add(sumChanges(null));
    expr = chain(numTex(v(start)), null);
  } else if (unknown === start) {
    if (!left) return null;
    answer = v(left).sub(sumChanges(null));
    expr = numTex(v(left)) + changes.map((s) => ` ${s.sign > 0 ? '-' : '+'} ${numTex(v(s))}`).join('');
  } else {
    if (!left) return null;
    // start + others ± x = left
    const rest = v(start).add(sumChanges(unknown));
    answer = unknown.sign < 0 ? rest.sub(v(left)) : v(left).sub(rest);
    expr =
      unknown.sign < 0
        ? `${chain(numTex(v(start)), unknown)} - ${numTex(v(left))}`
        : `${numTex(v(left))} - ${changes.length > 1 ? `(${chain(numTex(v(start)), unknown)})` : numTex(v(start))}`;
  }
  if (answer.sign() < 0 && unknown === left && /还差/.test(askText) && unit?.dim === 'money' && changes.every((s) => s.sign < 0))
    return shortfall(start, changes, used, v);
  if (answer.sign() < 0) return null;
  // 还差 after spending money with some left is no shortfall: the question does not fit the story
  if (unknown === left && /还差/.test(askText) && unit?.dim === 'money' && changes.every((s) => s.sign < 0)) return null;
  // check: run the story forward with the answer in its place; nothing may go below zero
  let amount = unknown === start ? answer : v(start);
  for (const s of changes) {
    amount = amount.add((s === unknown ? answer : v(s)).mul(Rat.of(s.sign)));
    if (amount.sign() < 0) return null;
  }
  const end = unknown === left ? answer : left ? v(left) : null;
  if (end && !amount.eq(end)) return null;
  const u = unit?.name ?? measure ?? '';
  return {
    kind: 'change',
    idea: '同一个数量先后增加、减少：减少用减法，增加用加法；求原来的量或其中一次变化的量，用逆推的方法。',
    steps: [
      `**分析数量关系** ${steps.map((s) => `「${s.text}」${s === unknown ? '（所求）' : ''}`).join('，')}。`,
      `**列式计算** $${expr} = ${numTex(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used,
    check: `把 $${numTex(answer)}$ 代回题中按顺序重新算一遍，每一步都不出现负数，${end ? `最后正好是 $${numTex(end)}$` : '与题意相符'}。`,
  };
}

/** 「班费87元，买篮球需要52元，买清洁工具需要46元，还差多少元？」: what the things cost beyond the money there is. */
function shortfall(start: Step, changes: Step[], used: Qty[], v: (s: Step) => Rat): Model | null {
  const cost = changes.reduce((acc, s) => acc.add(v(s)), Rat.ZERO);
  const answer = cost.sub(v(start));
  if (answer.sign() <= 0 || changes.some((s) => v(s).sign() <= 0)) return null;
  const costs = changes.map((s) => numTex(v(s)));
  return {
    kind: 'change',
    idea: '要买的东西一共要花的钱比带的（有的）钱多，多出的部分就是还差的钱：还差的钱 = 一共要花的钱 − 有的钱。',
    steps: [
      `**分析数量关系** 有 $${numTex(v(start))}$ 元，要花 ${costs.map((c) => `$${c}$ 元`).join('、')}。`,
      `**列式计算** $${changes.length > 1 ? `(${costs.join(' + ')})` : costs[0]} - ${numTex(v(start))} = ${numTex(answer)}$（元）`,
    ],
    answer,
    unit: '元',
    form: 'number',
    used,
    check: `验算：有的 $${numTex(v(start))}$ 元再加上还差的 $${numTex(answer)}$ 元，正好是要花的 $${numTex(cost)}$ 元。`,
  };
}

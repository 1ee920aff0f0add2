import { Rat } from '../../../math/expression/rational';
import { asksOfAnother } from '../asked-of-other';
import { determined, type Eq, eq, solveAll } from '../linear';
import { isOptional, type Model } from '../model';
import { chineseNumber, numTex, type Problem, type Qty } from '../read';
import { convert, MEASURE_WORDS } from '../units';
import { GIVE, GIVEN_TO, sameCount, TAKE } from './change';
import { LEGS } from './legs';

/**
 * Stories of named quantities and the relations between them: 「A有…」「B比A多/少…」「A是B的…倍」
 * 「A和B一共…」, asked 「B有多少」「A比B多多少」「A和B一共多少」. Read into linear equations over the
 * named quantities, solved exactly, and checked by substituting back into every stated relation.
 */

const MORE = '多|大|贵|重|长|高|快|早|宽|厚|深|远|强|长高|长大|长胖|增加|增长|提高|增产|增收';
const LESS = '少|小|便宜|轻|短|矮|慢|晚|窄|薄|浅|近|弱|减少|降低|下降|减产';
const DIRS = `长高|长大|长胖|便宜|增加|增长|提高|增产|增收|减少|降低|下降|减产|${MORE}|${LESS}`;
const MORE_SET = new Set(MORE.split('|'));
/** A verb after the direction (比哥哥多跳了5下), never a direction itself: 「比小强多6本」 is not 比小 + 强. */
const VERB = `(?:(?!${DIRS})[\\u4e00-\\u9fff])?了?`;
const COMPARE = new RegExp(`^(?<a>.*?)比(?<b>.+?)(?<dir>${DIRS})了?(?<verb>${VERB})(?<rest>.*)$`);
/** The same with an amount right after: a name with a direction in it (小强, 小高) is then read whole. */
const COMPARE_AMOUNT = new RegExp(
  `^(?<a>.*?)比(?<b>.+?)(?<dir>${DIRS})了?(?<verb>${VERB})(?<rest>(?:[\\d零一二两三四五六七八九十百千半]|多少|几).*)$`,
);
const TIMES = /^(?<a>.*?)(?:是|相当于|等于|(?<=^)占)(?<b>.+?)的(?<rest>.+)$/;
const SUM = /一共|共有|总共|合计|共|一起|合起来/;
/** Who a count of people is of: boys and girls make it up. */
const PEOPLE_WHOLE = /^(?:学生|同学|人|人数|工人|职工|教师|老师|运动员|队员|全班|全班人数|全校|全校学生|全班同学)$/;
const FILLER = /^(?:而且|而|但是|但|那么|并且|且|其中|可是|这|那|现在|已知|如果|若|假如|买|有)+/;
const TAIL =
  /(?:的|是|了|有|拔|摘|买|种|做|跳|拍|吃|养|栽|捡|叠|写|画|读|看|跑|采|折|修|收|运|卖|用|花|带|存|捉|抓|捕|搬|挖|编|抄|一共|共)+$/;
/** The parts of one day: 上午…，下午…，(这辆车)一天…多少 asks their sum. */
const DAY_PART = /^(?:上午|下午|中午|晚上|早上|白天|夜里)/;

function dayOfParts(p: Problem, clauses: number[]): boolean {
  if (!/(?:^|这|那|[\u4e00-\u9fff]{2})(?:一天|这天|全天|一整天|当天)/.test(p.ask.text)) return false;
  const parts = clauses.map(
    (c) => DAY_PART.exec(p.clauses[c].replace(/^[\u4e00-\u9fff]{0,6}?(?=上午|下午|中午|晚上|早上|白天|夜里)/, ''))?.[0],
  );
  return parts.every(Boolean) && new Set(parts).size === parts.length;
}

const OVERLAP = /前面|后面|左边|右边|中间|排第|从前|从后|从左|从右|都|既|两项|同时|其中|包括|另外|其余|重复|相同|也/;

const ATTRIBUTE = new RegExp(
  `的?(?:年龄|岁数|体重|身高|价钱|价格|钱数|钱|售价|人数|数量|棵数|只数|个数|本数|长度|重量|面积|速度|质量|产值|产量)$|的[\\u4e00-\\u9fff]{0,3}?[${MEASURE_WORDS.join('')}]数$`,
);

function clean(name: string): string {
  let s = name.replace(FILLER, '').replace(TAIL, '').replace(FILLER, '');
  // 「买的铅笔盒数」: what was bought, counted in its count word (铅笔)
  s = s.replace(/^的(?=[\u4e00-\u9fff]{2})/, '');
  if (!s.includes('的')) s = s.replace(new RegExp(`(?<=^[\\u4e00-\\u9fff]{2,})[${MEASURE_WORDS.join('')}]数$`), '');
  s = s.replace(ATTRIBUTE, '').replace(TAIL, '');
  // (not 一年级: 年 there is no count word)
  s = s.replace(/^(?:这|那|一|每)[个支本只件块条张台辆双瓶盒袋把棵位名头匹朵颗艘架座间](?=[\u4e00-\u9fff])/, '');
  // 「停车场里卡车」「果园里梨树」: the place before 里/上 is no part of the name
  s = s.replace(/^[\u4e00-\u9fff]{1,4}?(?:里|上|中)(?=[\u4e00-\u9fff]{2,}$)/, '');
  // "女生植的树" → 女生, "小明摘的苹果" → 小明 (who did it names the amount)
  s = s.replace(
    /^([\u4e00-\u9fff]{2,}?)(?:植|种|栽|做|摘|拔|采|买|卖|捐|折|画|写|读|看|修|运|养|跳|拍|踢)了?的[\u4e00-\u9fff]{1,3}$/,
    '$1',
  );
  // "养的鸭" → 鸭, "种的梨树" → 梨树
  s = s.replace(/^(?:养|种|买|摘|做|拔|采|栽|捉|钓|收|运|卖|折|画|写|读|看|捐|修)(?:来|回|进|下|了)?的(?=[\u4e00-\u9fff])/, '');
  return s;
}

interface Rel {
  eq: Eq;
  /** How the relation reads, for the steps. */
  text: string;
  used: Qty[];
}

function qtyIn(p: Problem, clause: number, from: number): Qty[] {
  return p.qs.filter((q) => q.clause === clause && !q.label && q.start - p.offsets[clause] >= from);
}

function sameName(a: string, b: string): boolean {
  return a.length > 0 && b.length > 0 && (a === b || (a.length >= 2 && b.includes(a)) || (b.length >= 2 && a.includes(b)));
}

/** 「买来3640本，分给三年级256本，分给四年级378本」: amounts handed out of a whole that is also told. */
function handedOut(p: Problem): boolean {
  const GIVE = /分给|分配给|借给|送给|卖给|运给|发给/;
  const numbered = (c: number) => p.qs.some((q) => q.clause === c && !isOptional(q));
  const clauses = p.clauses.map((_, c) => c).filter((c) => c !== p.ask.clause && numbered(c));
  return clauses.some((c) => GIVE.test(p.clauses[c])) && clauses.some((c) => !GIVE.test(p.clauses[c]));
}

export function relationsKind(p: Problem): Model | null {
  if (asksOfAnother(p)) return null;
  if (p.ask.form !== 'number') return null;
  if (/剩|还有|还要|还差|原来|原有|平均|每|各|同样|一样|倍数|余/.test(p.text)) return null;
  // a figure's perimeter is the sum of its sides, not one of the amounts compared (长方形的周长 and 长比宽多…)
  if (/周长/.test(p.text) && /长方形|正方形|三角形|梯形|平行四边形/.test(p.text)) return null;
  // 工程: the time one takes alone for the whole job is a rate (1 ÷ time), not an amount that adds to the others
  if (/单独|单开|独做|独修|独自/.test(p.text)) return null;
  // 鸡兔同笼: the feet (wheels) of the animals are no count of the animals
  if (/脚|腿|足|轮/.test(p.text) && Object.keys(LEGS).some((k) => p.text.includes(k))) return null;
  const askUnit = p.ask.unit;
  const askMeasure = p.ask.measure;
  const bare = !askUnit && !askMeasure && !p.ask.dim && /数/.test(p.ask.text);
  if (!askUnit && !askMeasure && !bare) return null;
  /** A number of the story in the asked unit, or null when it is of another kind. */
  const inAsked = (q: Qty): Rat | null => {
    if (q.kind !== 'plain') return null;
    if (bare) return q.unit || q.measure ? null : q.value;
    if (askUnit) return q.unit ? convert(q.value, q.unit, askUnit) : null;
    return sameCount(q.measure, askMeasure) ? q.value : null;
  };

  // 「妈妈又给她买了一本」: one more of the things asked, written 一, changes an amount; that is a story of change
  const oneMore = p.qs.some(
    (q) =>
      !!askMeasure &&
      !q.label &&
      q.chinese &&
      q.value.isOne() &&
      q.kind === 'plain' &&
      q.clause !== p.ask.clause &&
      sameCount(q.measure, askMeasure) &&
      (TAKE.test(p.clauses[q.clause]) || GIVE.test(p.clauses[q.clause]) || GIVEN_TO.test(p.clauses[q.clause])),
  );
  if (oneMore) return null;
  const names: string[] = [];
  // the things counted, as written after a number (「5支铅笔」 → 铅笔): 「小红的铅笔」 names 小红
  // (one character is enough: 「6条鱼」 … 「小猫的鱼」)
  const things = p.qs
    .map((q) => /^[\u4e00-\u9fff]{1,3}/.exec(p.text.slice(q.end).split(/[，。？！,；]/)[0])?.[0] ?? '')
    .filter((x) => x.length >= 1);
  const addName = (n: string): string | null => {
    let c = clean(n);
    const owner = /^([\u4e00-\u9fff]{2,})的([\u4e00-\u9fff]{1,3})$/.exec(c);
    // (「小明有故事书15本，小华的故事书比…」: the thing counted is named again elsewhere in the story)
    if (owner && (things.some((x) => x.startsWith(owner[2]) || owner[2].startsWith(x)) || p.text.split(owner[2]).length > 2)) c = owner[1];
    if (!c || c.length > 8 || /\d/.test(c)) return null;
    const known = names.find((x) => sameName(x, c));
    if (known) return known;
    names.push(c);
    return c;
  };
  const rels: Rel[] = [];
  const usedAll: Qty[] = [];
  /** The subject of the last clause; "?name" while only a candidate. */
  let prev: string | null = null;
  /** 「合唱队有男同学38人」: what is counted (男同学), the subject of a following 「比女同学少15人」 about the same kind of thing. */
  let prevCounted: string | null = null;
  const resolve = (x: string | null): string | null => (x?.startsWith('?') ? addName(x.slice(1)) : x);
  const pending: Array<{ clause: number; q: Qty; v: Rat }> = [];

  for (let c = 0; c < p.clauses.length; c++) {
    if (c === p.ask.clause) continue;
    const countedBefore = prevCounted;
    prevCounted = null;
    const text = p.clauses[c];
    const nums = qtyIn(p, c, 0).filter((q) => !isOptional(q));
    const cmp = COMPARE_AMOUNT.exec(text) ?? COMPARE.exec(text);
    const kbText = cmp?.groups ? cmp.groups.b.replace(/还$/, '') : '';
    // 「比小明的2倍还多5千克」: 还 only stresses the comparison
    const kb = cmp?.groups
      ? (/^(.+?)的(.+)倍$/.exec(kbText) ?? /^(.+?)的?(\d+\/\d+|[^的]+分之[^的]+|\d+(?:\.\d+)?%|百分之[^的]+)的$/.exec(kbText))
      : null;
    if (cmp?.groups && kb) {
      // A 比 B 的 k 倍（B 的几分之几）多/少 n
      const g = cmp.groups;
      const a: string | null = g.a && !/^(?:他|她|它)/.test(g.a) ? addName(g.a) : resolve(prev);
      const b = addName(kb[1]);
      const k = nums.find((q) => q.kind === 'multiple' || ((q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure));
      const n = nums.find((q) => q.kind === 'plain');
      if (!a || !b || a === b || !k || !n || nums.length !== 2) return null;
      const v = inAsked(n);
      if (!v) return null;
      const more = MORE_SET.has(g.dir);
      rels.push({
        eq: eq(
          [
            [a, 1],
            [b, k.value.neg()],
          ],
          more ? v : v.neg(),
        ),
        text: `${a} $=$ ${b} $\\times ${numTex(k.value)} ${more ? '+' : '-'} ${numTex(v)}$`,
        used: [k, n],
      });
      usedAll.push(k, n);
      prev = a;
      continue;
    }
    if (cmp?.groups) {
      const g = cmp.groups;
      // 「小红比他多8本」「山羊比它重7千克」: the pronoun is the subject of the clause before
      const pronounB = /^(?:他|她|它)$/.test(g.b);
      const counted =
        !g.a && countedBefore && g.b.length >= 2 && !sameName(countedBefore, g.b) && countedBefore.slice(-1) === g.b.slice(-1);
      const a: string | null =
        g.a && !/^(?:他|她|它)/.test(g.a) ? addName(g.a) : pronounB ? null : counted ? addName(countedBefore as string) : resolve(prev);
      const b: string | null = pronounB ? resolve(prev) : addName(g.b);
      if (!a || !b || a === b) return null;
      // 「是小红的2倍少6元」: k times the other, more or less by an amount in the asked unit
      const plus = /^(?:[\d.]+|[一二两三四五六七八九十]+)倍(多|少)/.exec(g.rest);
      if (plus && nums.length === 2 && nums[0].kind === 'multiple') {
        const [k, d] = nums;
        const dv = inAsked(d);
        if (!dv || !/^(?:[\d.]+|[一二两三四五六七八九十]+)倍(?:多|少)[\d.]+[\u4e00-\u9fff]{0,2}$/.test(g.rest)) return null;
        const sign = plus[1] === '多' ? 1 : -1;
        rels.push({
          eq: eq(
            [
              [a, 1],
              [b, k.value.neg()],
            ],
            sign > 0 ? dv : dv.neg(),
          ),
          text: `${a} $=$ ${b} $\\times ${numTex(k.value)} ${sign > 0 ? '+' : '-'} ${numTex(dv)}$`,
          used: [k, d],
        });
        usedAll.push(k, d);
        prev = a;
        continue;
      }
      if (nums.length !== 1) return null;
      const q = nums[0];
      const more = MORE_SET.has(g.dir);
      if (q.kind === 'plain') {
        const v = inAsked(q);
        if (!v) return null;
        rels.push({
          eq: eq(
            [
              [a, 1],
              [b, -1],
            ],
            more ? v : v.neg(),
          ),
          text: `${a} $=$ ${b} $${more ? '+' : '-'} ${numTex(v)}$`,
          used: [q],
        });
      } else if ((q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure) {
        const f = more ? Rat.ONE.add(q.value) : Rat.ONE.sub(q.value);
        if (f.sign() <= 0) return null;
        rels.push({
          eq: eq(
            [
              [a, 1],
              [b, f.neg()],
            ],
            0,
          ),
          text: `${a} $=$ ${b} $\\times (1 ${more ? '+' : '-'} ${numTex(q.value)})$`,
          used: [q],
        });
      } else return null;
      usedAll.push(q);
      prev = a;
      continue;
    }
    const times = TIMES.exec(text);
    if (times?.groups && /倍|分之|\/|^一半$/.test(times.groups.rest)) {
      const g = times.groups;
      // 「六年级有男生56人，正好是女生人数的7/8」: what was counted (男生) is the subject, as for 「比…少」 above
      const bName = clean(g.b);
      const counted =
        !g.a && countedBefore && bName.length >= 2 && !sameName(countedBefore, bName) && countedBefore.slice(-1) === bName.slice(-1);
      const a: string | null =
        g.a && !/^(?:他|她|它)/.test(g.a) ? addName(g.a) : counted ? addName(countedBefore as string) : resolve(prev);
      const b: string | null = /^(?:他|她|它)$/.test(g.b) ? resolve(prev) : addName(g.b);
      if (!a || !b || a === b) return null;
      // 「是小红的2倍少6元」: k times the other, more or less by an amount in the asked unit
      const plus = /^(?:[\d.]+|[一二两三四五六七八九十]+)倍(多|少)/.exec(g.rest);
      if (plus && nums.length === 2 && nums[0].kind === 'multiple') {
        const [k, d] = nums;
        const dv = inAsked(d);
        if (!dv || !/^(?:[\d.]+|[一二两三四五六七八九十]+)倍(?:多|少)[\d.]+[\u4e00-\u9fff]{0,2}$/.test(g.rest)) return null;
        const sign = plus[1] === '多' ? 1 : -1;
        rels.push({
          eq: eq(
            [
              [a, 1],
              [b, k.value.neg()],
            ],
            sign > 0 ? dv : dv.neg(),
          ),
          text: `${a} $=$ ${b} $\\times ${numTex(k.value)} ${sign > 0 ? '+' : '-'} ${numTex(dv)}$`,
          used: [k, d],
        });
        usedAll.push(k, d);
        prev = a;
        continue;
      }
      if (nums.length !== 1) return null;
      const q = nums[0];
      if (!(q.kind === 'multiple' || ((q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure))) return null;
      if (!/^(?:[\d./]+|[零一二两三四五六七八九十百]+)?(?:倍|分之[零一二两三四五六七八九十百]+)?$|^一半$/.test(g.rest.replace(/%/, '')))
        return null;
      rels.push({
        eq: eq(
          [
            [a, 1],
            [b, q.value.neg()],
          ],
          0,
        ),
        text: `${a} $=$ ${b} $\\times ${numTex(q.value)}$`,
        used: [q],
      });
      usedAll.push(q);
      prev = a;
      continue;
    }
    if (/比|倍/.test(text)) return null;
    if (SUM.test(text) && nums.length === 1) {
      const v = inAsked(nums[0]);
      if (!v) return null;
      const before = text.slice(0, text.search(SUM));
      const parts = before.split(/和|与|跟|、/).map((s) => s.replace(/^.*(?:运来|买来|买了|买回|有|种了|种着|养了|养着|是)/, '').trim());
      const members = parts.length >= 2 ? parts.map((s) => addName(s)) : null;
      if (members?.some((m) => !m)) return null;
      rels.push({ eq: eq([], v), text: '', used: [nums[0]] });
      (rels[rels.length - 1] as Rel & { sumOf?: string[] | null }).sumOf = members as string[] | null;
      usedAll.push(nums[0]);
      continue;
    }
    if (nums.length === 1) {
      const q = nums[0];
      const v = inAsked(q);
      if (!v) return null;
      pending.push({ clause: c, q, v });
      // its grammatical subject, for a following 「比…多…」 without one: "小明有9只" → 小明, "小兔拔了26个" → 小兔
      const pos = q.start - p.offsets[c];
      const head = text.slice(0, pos);
      // 「一只猴子重32千克」: the verb of measuring (重/高/长…) is no part of the name
      const subject = clean(head.includes('有') ? head.slice(0, head.lastIndexOf('有')) : head).replace(
        /(?<=[\u4e00-\u9fff]{2})(?:重|高|长|宽|深|厚)$/,
        '',
      );
      prev = subject && !/^(?:他|她|它)/.test(subject) ? `?${subject}` : null;
      const countedName = head.includes('有') ? clean(head.slice(head.lastIndexOf('有') + 1)) : '';
      prevCounted = countedName.length >= 2 ? countedName : null;
      continue;
    }
    if (nums.length > 1) return null;
    // a clause without numbers may name the things of the story ("果园种着桃树和梨树")
    const listed = text.split(/和|与|跟|、/);
    if (listed.length === 2) for (const s of listed) addName(s.replace(/^.*(?:种着|种了|有|养着|养了|是)/, ''));
  }

  // the question: who is asked
  const ask = p.ask.text;
  const target = new Map<string, Rat>();
  let askText = '';
  const qcmp = new RegExp(`^(?<a>.*?)比(?<b>.+?)(?<dir>${DIRS})了?${VERB}(?:多少|几)`).exec(ask);
  if (qcmp?.groups) {
    const side = (s: string): string[] | null => {
      if (!s) {
        const r = resolve(prev);
        return r ? [r] : null;
      }
      const parts = s.replace(/的?(?:总数|总和|和|合起来)$/, '').split(/和|与|跟|、/);
      const out = parts.map((x) => addName(parts.length > 1 ? x.replace(/的[^的]*$/, '') : x));
      return out.every((x): x is string => !!x) ? out : null;
    };
    const a = side(qcmp.groups.a);
    const b = side(qcmp.groups.b);
    if (!a || !b || a.some((x) => b.includes(x))) return null;
    const more = MORE_SET.has(qcmp.groups.dir);
    for (const x of a) target.set(x, Rat.of(more ? 1 : -1));
    for (const x of b) target.set(x, Rat.of(more ? -1 : 1));
    const A = a.join(' $+$ ');
    const B = b.length > 1 ? `(${b.join(' $+$ ')})` : b[0];
    askText = more ? `${A} $-$ ${B}` : `${B} $-$ ${A}`;
  } else if (/比|倍/.test(ask)) return null;
  // 「鸡和鸭相差多少只」「两人身高相差多少厘米」: the larger of the pair less the smaller, whichever it is
  const pairAsked = differenceAsked(ask, addName);
  if (pairAsked && target.size) return null;

  // 「一共修了多少米」「一共用了多少元」 ask what was done in all: an amount held or measured (「一条路长800米」「小明有50元」)
  // beside amounts of that doing is the whole they are done from, not one more part
  const doneVerb = /(?:一共|总共|共)([\u4e00-\u9fff]{1,2}?)了/.exec(ask)?.[1];
  const toldQs = p.qs.filter((q) => !q.label && q.clause !== p.ask.clause);
  const held = (q: Qty) => /(?:有|长|宽|高|重|是|为)$/.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]));
  // (「小明有50元，又买了20元的书，一共花了多少元」「…妈妈又给了他20元，他一共得到了多少元」: a held amount beside amounts of
  // another verb is no part of the doing asked either)
  const allDone = !doneVerb || !(toldQs.some(held) && toldQs.some((q) => !held(q)));
  // 「…有a，…有b，一共有多少？」: a total of every amount told
  // (not: a queue counted from both ends, people in two groups at once, parts of a stated whole)
  if (
    !target.size &&
    !rels.length &&
    pending.length >= 2 &&
    (SUM.test(ask) ||
      partsOfOne(
        p,
        pending.map((x) => x.clause),
      ) ||
      dayOfParts(
        p,
        pending.map((x) => x.clause),
      )) &&
    !/比|倍/.test(ask) &&
    // 「A和B共有多少」: the question lists exactly the amounts told
    (!/和|与|跟|、/.test(ask) || ask.split(/和|与|跟|、/).length === pending.length) &&
    !/返回|回家|回到|离|远|再|想起|然后|借|送|给|用|吃|卖|剩/.test(p.text) &&
    !OVERLAP.test(p.text) &&
    allDone
  ) {
    const total = pending.reduce((s, x) => s.add(x.v), Rat.ZERO);
    const again = [...pending].reverse().reduce((s, x) => x.v.add(s), Rat.ZERO);
    if (!total.eq(again)) return null;
    const unit = askUnit?.name ?? askMeasure ?? '';
    return {
      kind: 'total',
      idea: '求几个部分合起来一共是多少，用加法。',
      steps: [`**列式计算** $${pending.map((x) => numTex(x.v)).join(' + ')} = ${numTex(total)}$（${unit}）`],
      answer: total,
      unit,
      form: 'number',
      used: pending.map((x) => x.q),
      check: `倒过来相加（或用总数依次减去各部分），结果一致：$${numTex(total)}$。`,
    };
  }
  // 「甲仓库有大米260袋，乙仓库有大米185袋，两个仓库相差多少袋」: the two amounts told, the larger less the smaller
  if (pairAsked === 'both' && !rels.length && pending.length === 2 && !OVERLAP.test(p.text)) {
    const [x, y] = pending[0].v.cmp(pending[1].v) >= 0 ? pending : [pending[1], pending[0]];
    const gap = x.v.sub(y.v);
    if (gap.isZero()) return null;
    const unit = askUnit?.name ?? askMeasure ?? '';
    return {
      kind: 'relations',
      idea: '求两个数量相差多少，用大数减小数。',
      steps: [`**列式计算** $${numTex(x.v)} - ${numTex(y.v)} = ${numTex(gap)}$（${unit}）`],
      answer: gap,
      unit,
      form: 'number',
      used: [x.q, y.q],
      check: `$${numTex(y.v)} + ${numTex(gap)} = ${numTex(x.v)}$，与题目相符。`,
    };
  }
  // values: each numbered clause names exactly one known thing (or is the subject of the next comparison)
  for (const { clause, q, v } of pending) {
    const text = p.clauses[clause];
    const hits = names.filter((n) => text.includes(n));
    let who: string | null = hits.length === 1 ? hits[0] : null;
    if (!who && hits.length === 0) {
      // a thing named nowhere else: "学校有菊花30盆" → 菊花, "兰花70盆" → 兰花, "有30个梨" → 梨
      const pos = q.start - p.offsets[clause];
      const head = text.slice(0, pos);
      const cut = head.lastIndexOf('有');
      const options = [
        cut >= 0 ? head.slice(cut + 1) : '',
        head.replace(/有/g, ''),
        cut >= 0 ? head.slice(0, cut) : '',
        text.slice(q.end - p.offsets[clause]),
      ].map(clean);
      const n = options.find((x) => x && !names.some((y) => sameName(y, x)));
      if (!n) return null;
      who = n;
      names.push(who);
    }
    if (!who) return null;
    // a known amount reads as the question gave it (「男生 $26$ 人」), in its own unit, not as an equation
    const givenUnit = q.unit?.name ?? q.measure ?? '';
    rels.push({ eq: eq([[who, 1]], v), text: `${who} $${numTex(q.unit ? q.value : v)}$${givenUnit ? ` ${givenUnit}` : ''}`, used: [q] });
    usedAll.push(q);
  }

  // (「两人」「她们俩」: the pair is the two things the story names, known once every clause is read)
  const apart = pairAsked === 'both' ? (names.length === 2 ? [names[0], names[1]] : null) : pairAsked;
  if (pairAsked && !apart) return null;
  if (apart) {
    target.set(apart[0], Rat.ONE);
    target.set(apart[1], Rat.of(-1));
    askText = `${apart[0]} $-$ ${apart[1]}`;
  }
  if (!target.size) {
    const named = names.filter((n) => ask.includes(n));
    if (SUM.test(ask)) {
      // a queue counted from both ends, people counted in two groups, a whole and its parts: not a plain sum
      if (OVERLAP.test(p.text)) return null;
      const before = ask.slice(0, ask.search(SUM));
      const listed = before.split(/和|与|跟|、/);
      // 「一共」 over every name told: not when amounts are handed out of a whole (分给), and as many as the question counts
      const all = /返回|回家|回到|离|远|再|想起|然后/.test(p.text) || handedOut(p) || !allDone ? null : names;
      let members: string[] | null = named.length >= 2 ? named : named.length === 0 && listed.length === 1 ? all : null;
      const counted = /([两二三四五六七八九十])(?:个|种|位|名|家|组|队|人|次|天|周|年|月|筐|箱|袋|堆|桶|车|辆)/.exec(before);
      if (counted && members && members.length !== chineseNumber(counted[1] === '两' ? '二' : counted[1])) return null;
      if (listed.length >= 2) {
        const own = listed.map((x) => names.find((n) => sameName(n, clean(x.replace(/^.*(?:买|有)/, '')))) ?? null);
        members = own.every((x): x is string => !!x) && new Set(own).size === own.length ? own : null;
      }
      if (!members || members.length < 2) return null;
      for (const m of members) target.set(m, Rat.ONE);
      askText = members.join(' $+$ ');
    } else {
      // "小明爸爸的体重", "小明的爸爸": the last name is the head, the first one only qualifies it
      let who = named.length === 1 ? named[0] : null;
      if (named.length === 2) {
        const [x, y] = [...named].sort((m, n) => ask.indexOf(m) - ask.indexOf(n));
        if (ask.includes(`${x}${y}`) || ask.includes(`${x}的${y}`)) who = y;
      }
      if (!who) return null;
      target.set(who, Rat.ONE);
      askText = who;
    }
  }
  // sums over "all": the things named anywhere
  for (const r of rels as Array<Rel & { sumOf?: string[] | null }>) {
    if (!('sumOf' in r)) continue;
    const members = r.sumOf ?? names;
    if (members.length < 2) return null;
    const total = r.eq.rhs;
    r.eq = eq(
      members.map((m) => [m, 1] as [string, number]),
      total,
    );
    r.text = `${members.join(' $+$ ')} $= ${numTex(total)}$`;
  }
  // 「一个班有学生45人，男生比女生多5人」: the boys and the girls make up the people told
  const told = (n: string) => rels.some((r) => r.eq.coef.size === 1 && r.eq.coef.has(n));
  const wholes = names.filter((n) => PEOPLE_WHOLE.test(n) && told(n));
  const sexes = names.filter((n) => /^[男女]/.test(n) && !told(n));
  if (
    wholes.length === 1 &&
    names.length === 3 &&
    sexes.length === 2 &&
    /^男/.test(sexes[0]) !== /^男/.test(sexes[1]) &&
    sexes[0].slice(1) === sexes[1].slice(1)
  ) {
    rels.push({
      eq: eq(
        [
          [sexes[0], 1],
          [sexes[1], 1],
          [wholes[0], -1],
        ],
        0,
      ),
      text: `${sexes[0]} $+$ ${sexes[1]} $=$ ${wholes[0]}`,
      used: [],
    });
  }
  if (/其中/.test(p.text)) {
    const suffix = (a: string, b: string) => {
      let k = 0;
      while (k < a.length && k < b.length && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
      return a.slice(a.length - k);
    };
    for (const whole of [...names]) {
      const others = names.filter((n) => n !== whole);
      const core = others.length === 2 ? suffix(others[0], others[1]) : '';
      const kinds = core.length >= 2 && whole.endsWith(core) && others.every((n) => n.length > core.length) ? others : [];
      const told = rels.some((r) => r.eq.coef.size === 1 && r.eq.coef.has(whole));
      if (kinds.length === 2 && told && kinds.every((k) => !rels.some((r) => r.eq.coef.size === 1 && r.eq.coef.has(k)))) {
        rels.push({
          eq: eq(
            [
              [kinds[0], 1],
              [kinds[1], 1],
              [whole, -1],
            ],
            0,
          ),
          text: `${kinds[0]} $+$ ${kinds[1]} $=$ ${whole}`,
          used: [],
        });
        break;
      }
    }
  }
  if (rels.length < 1 || rels.length > 6) return null;
  const eqs = rels.map((r) => r.eq);
  let value = determined(eqs, target);
  if (apart && value && value.sign() < 0) {
    // the second of the pair is the larger: 相差 is told the other way round
    for (const [v, c] of target) target.set(v, c.neg());
    value = value.neg();
    askText = `${apart[1]} $-$ ${apart[0]}`;
  }
  if (!value || value.sign() < 0 || (apart && value.isZero())) return null;
  // every given number must matter: without any one relation the answer is no longer determined
  for (let i = 0; i < eqs.length; i++) {
    if (determined([...eqs.slice(0, i), ...eqs.slice(i + 1)], target)) return null;
  }

  // check: give the undetermined things two different values; the answer must not move, and every relation holds
  const vars = [...new Set(eqs.flatMap((e) => [...e.coef.keys()]))];
  for (const seed of [7, 113]) {
    const extra: Eq[] = [];
    let full = solveAll(eqs);
    for (const v of vars) {
      if (full) break;
      extra.push(eq([[v, 1]], seed + extra.length));
      full = solveAll([...eqs, ...extra]);
    }
    if (!full) return null;
    let t = Rat.ZERO;
    for (const [v, c] of target) t = t.add(c.mul(full.get(v) ?? Rat.ZERO));
    if (!t.eq(value)) return null;
  }
  const unit = askUnit?.name ?? askMeasure ?? '';
  const steps = [`**分析数量关系** 由题意：${rels.map((r) => r.text).join('；')}。`, ...arithmetic(eqs, target, value, unit, askText)];
  return {
    kind: 'relations',
    idea: '找出题中各个数量之间的关系（谁比谁多、谁是谁的几倍、一共多少），再由已知的量推算所求的量。',
    steps,
    answer: value,
    unit,
    form: 'number',
    used: usedAll,
    check: '把求得的各个数量代回题中每一句关系，都成立；题中没有确定的量换成别的值，所求的结果也不变。',
  };
}

/**
 * The 列式计算 steps as a primary pupil writes them: each unknown computed from one relation in turn;
 * 和倍/差倍 by 份数; otherwise an equation in x.
 */
function arithmetic(eqs: Eq[], target: Map<string, Rat>, value: Rat, unit: string, askText: string): string[] {
  const known = new Map<string, Rat>();
  const lines: string[] = [];
  const u = unit ? `（${unit}）` : '';
  for (let round = 0; round < 8; round++) {
    let progressed = false;
    for (const e of eqs) {
      const unknown = [...e.coef.keys()].filter((v) => !known.has(v));
      if (unknown.length !== 1) continue;
      const x = unknown[0];
      const cx = e.coef.get(x) as Rat;
      // x = (rhs − Σ c·v) ÷ cx, written with the positive terms first: 77 − 9, 84 + 8
      const flip = cx.sign() < 0;
      const terms: Array<{ neg: boolean; body: string }> = [];
      let num = e.rhs;
      for (const [v, c] of e.coef) {
        if (v === x) continue;
        const kv = known.get(v) as Rat;
        num = num.sub(c.mul(kv));
        const m = c.neg().mul(kv);
        const body = c.abs().isOne() ? numTex(kv.abs()) : `${numTex(kv.abs())} \\times ${numTex(c.abs())}`;
        terms.push({ neg: m.sign() < 0 !== flip, body });
      }
      if (!e.rhs.isZero()) terms.push({ neg: e.rhs.sign() < 0 !== flip, body: numTex(e.rhs.abs()) });
      const xv = num.div(cx);
      terms.sort((p1, p2) => Number(p1.neg) - Number(p2.neg));
      let expr = terms.map((tm, i) => (i === 0 ? (tm.neg ? '-' : '') + tm.body : ` ${tm.neg ? '-' : '+'} ${tm.body}`)).join('');
      if (!cx.abs().isOne()) expr = `${terms.length > 1 ? `(${expr})` : expr} \\div ${numTex(cx.abs())}`;
      known.set(x, xv);
      if (e.coef.size > 1) lines.push(`${x}：$${expr} = ${numTex(xv)}$${u}`);
      progressed = true;
    }
    if (!progressed) break;
  }
  const targetKnown = [...target.keys()].every((v) => known.has(v));
  if (!targetKnown) {
    // 和倍、差倍: A = k·B with A + B (or A − B) known → B = total ÷ (k ± 1)
    const times = eqs.find((e) => e.coef.size === 2 && e.rhs.isZero());
    const pair = times ? [...(times.coef.entries() as Iterable<[string, Rat]>)] : [];
    const other = eqs.find((e) => e !== times && e.coef.size === 2 && pair.every(([v]) => e.coef.has(v)));
    if (times && other && pair.length === 2) {
      const [[a, ca], [b, cb]] = pair[0][1].isOne() ? pair : [pair[1], pair[0]];
      const k = cb.neg().div(ca);
      const sa = other.coef.get(a) as Rat;
      const sb = other.coef.get(b) as Rat;
      const parts = sa.mul(k).add(sb);
      if (!parts.isZero() && sa.abs().isOne() && sb.abs().isOne()) {
        const bv = other.rhs.div(parts);
        known.set(b, bv);
        known.set(a, bv.mul(k));
        const plus = sa.sign() === sb.sign();
        lines.push(
          `把${b}看作 1 份，${a}就是 $${numTex(k)}$ 份，${plus ? '两者的和' : '两者的差'}相当于 $${numTex(k)} ${plus ? '+' : '-'} 1 = ${numTex(parts.abs())}$ 份。`,
        );
        lines.push(
          `${b}：$${numTex(other.rhs.abs())} \\div ${numTex(parts.abs())} = ${numTex(bv)}$${u}；${a}：$${numTex(bv)} \\times ${numTex(k)} = ${numTex(bv.mul(k))}$${u}`,
        );
      }
    }
  }
  if (![...target.keys()].every((v) => known.has(v))) sumAndDifference(eqs, known, lines, u, target);
  if (![...target.keys()].every((v) => known.has(v))) {
    // the asked difference or sum is a plain combination of the relations: 9 − 4
    const n = eqs.length;
    for (let code = 1; code < 3 ** n && n <= 6; code++) {
      const lam = Array.from({ length: n }, (_, i) => (Math.floor(code / 3 ** i) % 3) - 1);
      const coef = new Map<string, Rat>();
      lam.forEach((l, i) => {
        for (const [v, c] of eqs[i].coef) coef.set(v, (coef.get(v) ?? Rat.ZERO).add(c.mul(Rat.of(l))));
      });
      const vars = new Set([...coef.keys(), ...target.keys()]);
      if (![...vars].every((v) => (coef.get(v) ?? Rat.ZERO).eq(target.get(v) ?? Rat.ZERO))) continue;
      const parts = lam.map((l, i) => ({ l, r: eqs[i].rhs.mul(Rat.of(l)) })).filter((x) => x.l !== 0 && !x.r.isZero());
      parts.sort((x, y) => y.r.sign() - x.r.sign());
      const expr = parts.map((x, i) => (i === 0 ? numTex(x.r) : ` ${x.r.sign() < 0 ? '-' : '+'} ${numTex(x.r.abs())}`)).join('');
      return [`**列式计算** ${askText}：$${expr} = ${numTex(value)}$${u}`];
    }
    return [`**列方程** 按上面的数量关系列方程（组）求解，得 ${askText} $= ${numTex(value)}$${u}。`];
  }
  const names = [...target.entries()];
  if (names.length > 1) {
    const parts = names.map(([v, c]) => c.mul(known.get(v) as Rat)).sort((x, y) => y.sign() - x.sign());
    const expr = parts.map((x, i) => (i === 0 ? numTex(x) : ` ${x.sign() < 0 ? '-' : '+'} ${numTex(x.abs())}`)).join('');
    lines.push(`所求：$${expr} = ${numTex(value)}$${u}`);
  }
  return [`**列式计算** ${lines.join('；')}`];
}

/**
 * 和差问题: A − B = d and A + B = s → A = (s + d) ÷ 2, B = (s − d) ÷ 2, as 三年级 writes it (大数 = (和 + 差) ÷ 2,
 * 小数 = (和 − 差) ÷ 2). Fills `known` and writes the line of the one asked when the two relations are of that form.
 */
function sumAndDifference(eqs: Eq[], known: Map<string, Rat>, lines: string[], u: string, target: Map<string, Rat>): void {
  const unit = (e: Eq) => [...e.coef.values()].every((c) => c.abs().isOne());
  const diff = eqs.find(
    (e) =>
      e.coef.size === 2 &&
      unit(e) &&
      !e.rhs.isZero() &&
      [...e.coef.values()].some((c) => c.sign() < 0) &&
      [...e.coef.values()].some((c) => c.sign() > 0),
  );
  if (!diff) return;
  const pair = [...diff.coef.keys()];
  const sum = eqs.find((e) => e !== diff && e.coef.size === 2 && pair.every((v) => e.coef.get(v)?.isOne()));
  if (!sum) return;
  // the larger: the one the difference counts positive when it is positive
  const [big, small] = diff.rhs.sign() > 0 === (diff.coef.get(pair[0]) as Rat).sign() > 0 ? pair : [pair[1], pair[0]];
  const d = diff.rhs.abs();
  const s = sum.rhs;
  const bigV = s.add(d).div(Rat.of(2));
  const smallV = s.sub(d).div(Rat.of(2));
  if (smallV.sign() < 0) return;
  known.set(big, bigV);
  known.set(small, smallV);
  const bigLine = `${big}：$(${numTex(s)} + ${numTex(d)}) \\div 2 = ${numTex(bigV)}$${u}`;
  const smallLine = `${small}：$(${numTex(s)} - ${numTex(d)}) \\div 2 = ${numTex(smallV)}$${u}`;
  const only = target.size === 1 ? [...target.keys()][0] : null;
  lines.push(only === big ? bigLine : only === small ? smallLine : `${bigLine}；${smallLine}`);
}

/**
 * 「入水部分长5/14米，入泥部分1/14米，露出水面3/14米。这根竹竿长多少米？」: the parts of one thing, each in its own
 * clause and most of them called 部分, and the question asks that thing itself (这根竹竿), not a part of it.
 */
function partsOfOne(p: Problem, clauses: number[]): boolean {
  if (new Set(clauses).size !== clauses.length) return false;
  if (clauses.filter((c) => /部分/.test(p.clauses[c])).length < 2) return false;
  return /^(?:这|那)(?:根|条|段|个|座|棵|块)/.test(p.ask.text) && !/部分|露出|剩/.test(p.ask.text);
}

/**
 * 「鸡和鸭相差多少只」「两个班捐的书相差多少本」「她们俩相差多少下」: the pair a difference is asked of, named in the
 * question (A和B), or 'both' when it says only 两/俩 (the two things the story names); null when it is no such question.
 */
function differenceAsked(ask: string, addName: (n: string) => string | null): [string, string] | 'both' | null {
  const m = /^(?<pair>.+?)(?:的[\u4e00-\u9fff]{1,3}?)?相差(?:多少|几)/.exec(ask);
  if (!m?.groups) return null;
  const pair = m.groups.pair;
  const sides = pair.split(/和|与|跟/);
  if (sides.length === 2) {
    const a = addName(sides[0]);
    const b = addName(sides[1].replace(/的[^的]*$/, ''));
    return a && b && a !== b ? [a, b] : null;
  }
  return sides.length === 1 && /^(?:他们|她们|它们)?(?:两|俩|二者|两者)/.test(pair) ? 'both' : null;
}

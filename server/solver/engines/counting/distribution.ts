import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Distinct people shared among distinct places, every place getting someone (人教A版 选择性必修三 6.2 分组分配):
 * 「将 4 名志愿者分配到 3 个社区，每个社区至少分配 1 名」. Counted as onto maps from n people to k places, listed one
 * by one, and checked against inclusion–exclusion Σ(−1)ⁱC(k,i)(k−i)ⁿ. Only 「至少 1」 is read; a told group size, a
 * place that may stay empty or a person who may go nowhere is another kind.
 */

const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
const num = (s: string): number => CN[s] ?? Number(s);
const N_ = '(\\d|[两二三四五六七八])';
const PEOPLE = '(?:志愿者|同学|学生|教师|老师|医生|护士|工作人员|大学生|毕业生|人|员工|技术员|干部)';
const PERSON_UNIT = '(?:名|位|个)';
const THING_UNIT = '(?:本|件|个|份|张|项|种)';
const PLACE_UNIT = '(?:个|所|家|处|项|座|支)';
// a list of the places by name before their count: 「花样滑冰、短道速滑、冰球和冰壶 4 个项目」
const NAMED = '(?:[^,]{1,30}?(?:、|和|及)[^,]{1,12}?)?';
export const ASK =
  /^(?:则|那么)?(?:不同的|共有)?(?:分配|安排|分|派|选派)?(?:方法|方案|方式|分法|派法|种数)(?:的)?(?:种数|总数|数)?(?:共有|有|为|是|共)?(?:多少种|几种|种)?(?:\(用数字作答\)|（用数字作答）)?$/;

interface Onto {
  n: number;
  k: number;
  /** the word for what receives (社区, 同学 …), for the solution text */
  place: string;
  /** what is given out is people, not things: a place 「至少 1 名」 */
  people: boolean;
}

/** The first clause: n given out to k, in either order (「将 n 名志愿者分配到 k 个社区」「安排 k 名志愿者完成 n 项工作」). */
function readShare(c: string): Onto | null {
  const out = new RegExp(
    `^(?:现有|现|有)?(?:要)?(?:将|把|安排|派|选派)?${N_}(?:(${PERSON_UNIT})(?:不同的)?[\\u4e00-\\u9fff]{0,6}?(${PEOPLE})|${THING_UNIT}(不同的)?([\u4e00-\u9fff]{1,6}?))` +
      `(?:全部)?(?:分配|安排|派|分|选派)?(?:到|去|往|至|给)${NAMED}${N_}(?:(${PLACE_UNIT})(?:不同的)?([\u4e00-\u9fff]{1,6}?)|${PERSON_UNIT}(${PEOPLE}))` +
      '(?:参加[^,]{1,10}|服务|工作|做志愿者|进行[^,]{1,10}|支教|实习)?$',
  ).exec(c);
  if (out) {
    const people = Boolean(out[3]);
    // things are counted apart only when the paper says they differ (「4 本不同的书」)
    if (!people && !out[4]) return null;
    return { n: num(out[1]), k: num(out[6]), place: out[8] ?? out[9], people };
  }
  const jobs = new RegExp(
    `^(?:现)?(?:要)?(?:安排|派)${N_}${PERSON_UNIT}(${PEOPLE})(?:去)?(?:完成|承担|负责)${N_}项(?:不同的)?([\u4e00-\u9fff]{1,4})$`,
  ).exec(c);
  if (jobs) return { n: num(jobs[3]), k: num(jobs[1]), place: jobs[2], people: false };
  return null;
}

/** 「每个社区至少分配 1 名」「每名同学至少分到 1 本」「每人至少完成 1 项」: every receiver gets at least one. */
function everyGetsOne(c: string, o: Onto): boolean {
  const m =
    /^(?:且)?每(?:个|名|位|所|家|处|项|座|支)?([\u4e00-\u9fff]{1,6}?)(?:都)?(?:至少|最少)(?:要)?(?:分配|安排|派|去|有|分到|分得|得到|完成|承担)?(?:1|一)(?:名|位|个|本|件|项|人|份|张|种)([\u4e00-\u9fff]{0,6})$/.exec(
      c,
    );
  if (!m) return false;
  const who = m[1];
  const receiver = who === o.place || (who === '人' && new RegExp(`^${PEOPLE}$`).test(o.place));
  return receiver && (m[2] === '' || !o.people || new RegExp(`^${PEOPLE}$`).test(m[2]));
}

/** 「每名志愿者只分配到 1 个项目」「每项工作由 1 人完成」: each one given out goes to exactly one receiver (no new fact). */
function eachGoesOnce(c: string): boolean {
  return (
    /^每(?:名|位|个|本|件|项|份|人)?[\u4e00-\u9fff]{0,6}?(?:只|都|均)?(?:能)?(?:分配|安排|派|去|分给|分到|参加)(?:到|给)?(?:1|一)(?:个|所|家|处|项|名|位|人)[\u4e00-\u9fff]{0,6}$/.test(
      c,
    ) || /^每(?:项|件|个)[\u4e00-\u9fff]{0,4}?(?:只)?由(?:1|一)(?:人|名[\u4e00-\u9fff]{0,4})(?:完成|负责|承担)$/.test(c)
  );
}

/** The whole question is one onto sharing: every clause read, none left over (a condition on a person is another kind). */
export function readOnto(text: string): Onto | null {
  if (/相同/.test(text)) return null;
  const clauses = text.split(',').filter(Boolean);
  const first = clauses.shift();
  const o = first ? readShare(first) : null;
  const ask = clauses.pop();
  if (!o || !ask || !ASK.test(ask)) return null;
  let every = false;
  for (const c of clauses) {
    if (everyGetsOne(c, o)) every = true;
    else if (!eachGoesOnce(c)) return null;
  }
  return every ? o : null;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

function listed(n: number, k: number): number {
  let count = 0;
  const total = k ** n;
  for (let code = 0; code < total; code++) {
    const hit = new Set<number>();
    let c = code;
    for (let i = 0; i < n; i++) {
      hit.add(c % k);
      c = Math.floor(c / k);
    }
    if (hit.size === k) count += 1;
  }
  return count;
}

export function distribution(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/[，；]/g, ',')
    .replace(/[。.？?]$/, '');
  const o = readOnto(t);
  if (!o) return null;
  const { n, k, place } = o;
  if (!(n >= k && k >= 2 && n <= 8)) return null;
  const count = listed(n, k);
  let byFormula = 0;
  for (let i = 0; i <= k; i++) byFormula += (-1) ** i * choose(k, i) * (k - i) ** n;
  if (count !== byFormula) return null;
  const steps =
    n === k + 1
      ? [
          `先分组：分出的 ${n} 份中必有 2 份归同一${place}，从 ${n} 份中选 2 份成一组，其余每份一组，有 ${im(`C_{${n}}^{2}=${choose(n, 2)}`)} 种分法。`,
          `再把 ${k} 组分到 ${k} 个${place}，有 ${im(`A_{${k}}^{${k}}=${count / choose(n, 2)}`)} 种。`,
          `共有 ${im(`${choose(n, 2)}\\times ${count / choose(n, 2)}=${count}`)} 种分配方法。`,
        ]
      : [
          `每一份有 ${k} 种去处，共 ${im(`${k}^{${n}}`)} 种分法；去掉有${place}一份也没分到的分法（容斥原理）：${im(`\\sum_{i=0}^{${k}}(-1)^iC_{${k}}^{i}(${k}-i)^{${n}}=${count}`)}。`,
        ];
  return solved(mp, {
    engine: 'counting:distribution',
    idea: '分配问题“先分组，后分配”：每处至少一人时，先把人分成与去处个数相同的组，再把各组排到各处。',
    steps,
    finalAnswer: im(String(count)),
    verificationNote: `逐一列出 ${n} 份各自去处的全部 ${im(`${k}^{${n}}`)} 种情形，每个${place}都分到的恰有 ${count} 种，与容斥原理的结果一致。`,
    value: { kind: 'numbers', values: [count] },
  });
}

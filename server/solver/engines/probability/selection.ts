import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { plainSentence } from './plain-sentence';

/**
 * Classical probability of a random selection (人教A版 必修二 10.1 古典概型): n of N people or things are
 * chosen at random, all C(N,n) selections equally likely. Two readings of the population:
 * - named people: "从甲、乙等 5 名同学中随机选 3 名，则甲、乙都入选的概率" (都 / 至少有一人 / 恰有一人 / 甲 入选);
 * - a marked part: "5 只兔子，其中只有 3 只测量过某项指标 … 取出 3 只，恰有 2 只测量过该指标",
 *   "3 名男生和 2 名女生中任选 2 人，恰有 1 名女生" (恰有 / 至少 / 至多 k, 都是).
 * The count is made by listing every selection and checked against the combination-number formula.
 */

type Out = ReturnType<typeof solved>;

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const num = (s: string): number => CN[s] ?? Number(s);
const N_ = '(\\d+|[一两二三四五六七八九十])';
const UNIT = '(?:名|位|个|只|件|人|张|本|道|根|支|台|株|头)';
const PICK = '(?:随机|任意)?(?:地)?(?:选取|选出|抽取|抽出|取出|挑选|选派|选|抽|取|任取|任选)';

function binom(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let v = 1;
  for (let i = 0; i < r; i++) v = (v * (n - i)) / (i + 1);
  return Math.round(v);
}

/** Every n-subset of {0..N−1}, counted where `good` holds (N ≤ 20). */
function countSubsets(N: number, n: number, good: (chosen: boolean[]) => boolean): number {
  let count = 0;
  const chosen = new Array<boolean>(N).fill(false);
  const rec = (i: number, left: number) => {
    if (left === 0) {
      if (good(chosen)) count++;
      return;
    }
    if (N - i < left) return;
    chosen[i] = true;
    rec(i + 1, left - 1);
    chosen[i] = false;
    rec(i + 1, left);
  };
  rec(0, n);
  return count;
}

type Rel = '=' | '>=' | '<=';
const relOf = (w: string): Rel => (w.startsWith('至少') ? '>=' : w.startsWith('至多') ? '<=' : '=');
const holds = (c: number, rel: Rel, k: number) => (rel === '=' ? c === k : rel === '>=' ? c >= k : c <= k);

function answer(mp: MathProblem, N: number, n: number, good: number, formula: string, event: string): Out {
  const total = binom(N, n);
  const v = Rat.of(good, total);
  return solved(mp, {
    engine: 'probability:classical',
    idea: '古典概型：从中随机选取，每一种选法等可能，用组合数计算基本事件总数和所求事件包含的基本事件数。',
    steps: [
      `从 ${N} 个中任取 ${n} 个，基本事件共 ${im(`C_{${N}}^{${n}}=${total}`)} 个，且等可能。`,
      `${event}包含的基本事件有 ${im(`${formula}=${good}`)} 个。`,
      `所以 ${im(`P=\\frac{${good}}{${total}}${v.d === BigInt(total) ? '' : `=${v.toLatex()}`}`)}。`,
    ],
    finalAnswer: `$${v.toLatex()}$`,
    verificationNote: `逐一列出全部 ${total} 种选法重新计数，所求事件恰有 ${good} 种，与组合数计算一致。`,
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

/** A person named in a selection: 甲, 乙 … or, as other papers write them, A, B … */
const NAME = '(?:[甲乙丙丁戊]|[A-E])';

/** "从甲、乙等 5 名同学中随机选 3 名 … 甲、乙都入选". */
function namedPeople(t0: string, mp: MathProblem): Out | null {
  const t = t0.replace(/\$([A-E])\$/g, '$1');
  const m = new RegExp(
    `^(?:现)?(?:从|在)?((?:${NAME}、?)+)(等|这|共)?${N_}${UNIT}[\\u4e00-\\u9fff]{0,6}?中,?${PICK}${N_}${UNIT}[\\u4e00-\\u9fff]{0,12}?,(?:则|那么)?(.+?)的概率(?:为|是|等于)?$`,
  ).exec(t);
  if (!m) return null;
  const names = m[1].split(/、/).filter(Boolean);
  const N = num(m[3]);
  const n = num(m[4]);
  // 「甲、乙等 5 人」 names some; 「甲、乙、丙、丁 4 人」 (no 等) names every one, so the count must agree
  const some = m[2] === '等';
  if (names.length < 1 || names.length > (some ? 3 : 5) || !(n >= 1 && n < N && N <= 20)) return null;
  if (!some && names.length !== N) return null;
  const IN = '(?:入选|人选|被选中|选中|被选到|被选)';
  const ev = m[5];
  const who = new RegExp(`^((?:${NAME}、?)+)(都|均|同时|至少有一人|至少有1人|恰有一人|恰有1人|只有一人)?${IN}$`).exec(ev);
  if (!who) return notChosen(ev, names, N, n, mp);
  const asked = who[1].split('、').filter(Boolean);
  if (asked.some((a) => !names.includes(a)) || new Set(asked).size !== asked.length) return null;
  const idx = asked.map((a) => names.indexOf(a));
  const q = who[2] ?? '';
  if (asked.length === 1 && q) return null;
  if (asked.length > 1 && !q) return null;
  const kind = asked.length === 1 || /都|均|同时/.test(q) ? 'all' : /至少/.test(q) ? 'some' : 'one';
  const good = countSubsets(N, n, (c) => {
    const k = idx.filter((i) => c[i]).length;
    return kind === 'all' ? k === idx.length : kind === 'some' ? k >= 1 : k === 1;
  });
  const a = idx.length;
  const formula =
    kind === 'all'
      ? `C_{${N - a}}^{${n - a}}`
      : kind === 'some'
        ? `C_{${N}}^{${n}}-C_{${N - a}}^{${n}}`
        : `C_{${a}}^{1}C_{${N - a}}^{${n - 1}}`;
  const byFormula = kind === 'all' ? binom(N - a, n - a) : kind === 'some' ? binom(N, n) - binom(N - a, n) : a * binom(N - a, n - 1);
  if (byFormula !== good) return null;
  return answer(mp, N, n, good, formula, `“${ev.replace('人选', '入选')}”`);
}

const OUT = '(?:未|没有|没|不)(?:入选|被选中|被选到|被选)';

/**
 * 「甲、乙不同时入选」「甲入选且乙未入选」「甲未入选」: a named person left out, counted over every selection and checked
 * by combination numbers (不同时 is the complement of 都; in and out fix those two and choose the rest).
 */
function notChosen(ev: string, names: string[], N: number, n: number, mp: MathProblem): Out | null {
  const IN = '(?:入选|被选中|选中|被选到|被选)';
  const both = new RegExp(`^(${NAME})、(${NAME})(?:两人)?不(?:同时|都)${IN}$`).exec(ev);
  const inOut = new RegExp(`^(${NAME})${IN}(?:且|而|,|但)(${NAME})${OUT}$`).exec(ev);
  const out = new RegExp(`^(${NAME})${OUT}$`).exec(ev);
  const picked = both ?? inOut ?? out;
  if (!picked) return null;
  const idx = picked.slice(1).map((a) => names.indexOf(a));
  if (idx.some((i) => i < 0) || new Set(idx).size !== idx.length) return null;
  const [a, b] = idx;
  const test = both ? (c: boolean[]) => !(c[a] && c[b]) : inOut ? (c: boolean[]) => c[a] && !c[b] : (c: boolean[]) => !c[a];
  const good = countSubsets(N, n, test);
  const formula = both ? `C_{${N}}^{${n}}-C_{${N - 2}}^{${n - 2}}` : inOut ? `C_{${N - 2}}^{${n - 1}}` : `C_{${N - 1}}^{${n}}`;
  const byFormula = both ? binom(N, n) - binom(N - 2, n - 2) : inOut ? binom(N - 2, n - 1) : binom(N - 1, n);
  if (byFormula !== good) return null;
  return answer(mp, N, n, good, formula, `“${ev}”`);
}

const COMPLEMENT: Array<[string, string]> = [
  ['男生', '女生'],
  ['男同学', '女同学'],
  ['次品', '正品'],
  ['次品', '合格品'],
  ['一等品', '非一等品'],
];

/** Whether the event's wording names the marked part (same words, or the same first two characters). */
function sameTrait(a: string, b: string): boolean {
  const x = a.replace(/^(?:是|为)/, '');
  const y = b.replace(/^(?:是|为)/, '');
  if (x === y) return true;
  return x.length >= 2 && y.length >= 2 && x.slice(0, 2) === y.slice(0, 2) && !/^[不非未没]/.test(x) && !/^[不非未没]/.test(y);
}

/** "N 只兔子，其中只有 M 只测量过 …" or "a 名男生和 b 名女生", then "恰有 / 至少 / 至多 k …" or "都是 …". */
function markedPart(t: string, mp: MathProblem): Out | null {
  let N: number;
  let M: number;
  let trait: string;
  let otherTrait: string | null = null;
  const part = new RegExp(
    `^(?:现)?(?:有|某)?[\\u4e00-\\u9fff]{0,8}?有?${N_}(${UNIT})([\\u4e00-\\u9fff]{1,6}),其中(?:只有|有|恰有)?${N_}${UNIT}([\\u4e00-\\u9fff]{2,10}?),`,
  ).exec(t);
  const two = new RegExp(
    `^(?:现)?(?:有|从)?[\\u4e00-\\u9fff]{0,8}?${N_}(${UNIT})([\\u4e00-\\u9fff]{1,4})(?:和|与|、)${N_}\\2([\\u4e00-\\u9fff]{1,4})(?:中|,)`,
  ).exec(t);
  let rest: string;
  if (part) {
    N = num(part[1]);
    M = num(part[4]);
    trait = part[5];
    rest = t.slice(part[0].length);
  } else if (two) {
    M = num(two[1]);
    trait = two[3];
    otherTrait = two[5];
    N = M + num(two[4]);
    if (!COMPLEMENT.some(([a, b]) => (a === trait && b === otherTrait) || (a === otherTrait && b === trait))) return null;
    rest = t.slice(two[0].length);
  } else return null;
  if (!(M >= 1 && M < N && N <= 20)) return null;
  const draw = new RegExp(
    `^(?:[\\u4e00-\\u9fff]{0,8}?(?:从|在)[^,]{0,12}?中,?)?${PICK}${N_}${UNIT}[\\u4e00-\\u9fff]{0,8}?,(?:则|那么)?(.+?)的概率(?:为|是|等于)?$`,
  ).exec(rest.replace(/^[\u4e00-\u9fff]{0,4}?(?=从|在|随机|任)/, ''));
  if (!draw) return null;
  const n = num(draw[1]);
  if (!(n >= 1 && n < N)) return null;
  // "选中的 2 人都是女同学": the drawn ones named again with their number, which must be the number drawn.
  const again = new RegExp(`^(?:所取|所选|所抽|取出|选出|选中|抽出)的?${N_}${UNIT}`).exec(draw[2]);
  if (again && num(again[1]) !== n) return null;
  const ev = again ? `选出的${draw[2].slice(again[0].length)}` : draw[2];
  const k1 = new RegExp(
    `^(?:所取的?|取出的?|选出的?)?[\\u4e00-\\u9fff]{0,3}?中?(恰好?有?|至少有?|至多有?|有)${N_}${UNIT}(?:是)?([\\u4e00-\\u9fff]{2,10})$`,
  ).exec(ev);
  const all = /^(?:所取的?|取出的?|选出的?)?[\u4e00-\u9fff]{0,3}?(?:都|全|均)(?:是)?([\u4e00-\u9fff]{2,10})$/.exec(ev);
  // 「恰好是 1 名男同学和 1 名女同学」「男、女同学各 1 名」: both parts named with their counts, which fill the draw.
  const both = new RegExp(
    `^(?:所取的?|取出的?|选出的?)?[\\u4e00-\\u9fff]{0,3}?中?(?:恰好?)?(?:是|有)?${N_}${UNIT}([\\u4e00-\\u9fff]{2,10}?)(?:和|与|、)${N_}${UNIT}([\\u4e00-\\u9fff]{2,10})$`,
  ).exec(ev);
  const each =
    /^(?:所取的?|取出的?|选出的?)?[\u4e00-\u9fff]{0,3}?中?([\u4e00-\u9fff])(?:、|和|与)([\u4e00-\u9fff])([\u4e00-\u9fff]{0,3})各(\d+|[一两二三四五六七八九十])(?:名|位|个|只|件|人)$/.exec(
      ev,
    );
  const parts: Array<[number, string]> | null = both
    ? [
        [num(both[1]), both[2]],
        [num(both[3]), both[4]],
      ]
    : each
      ? [
          [num(each[4]), each[1] + each[3]],
          [num(each[4]), each[2] + each[3]],
        ]
      : null;
  let rel: Rel;
  let k: number;
  let evTrait: string;
  if (parts) {
    // the two named parts are the two parts of the group, and their counts make up the draw
    if (!otherTrait || parts[0][0] + parts[1][0] !== n) return null;
    const [first, second] = parts;
    const firstMarked = sameTrait(first[1], trait) && sameTrait(second[1], otherTrait);
    const firstOther = sameTrait(first[1], otherTrait) && sameTrait(second[1], trait);
    if (firstMarked === firstOther) return null;
    rel = '=';
    k = firstMarked ? first[0] : second[0];
    evTrait = trait;
  } else if (k1) {
    if (k1[1] === '有') return null;
    rel = relOf(k1[1]);
    k = num(k1[2]);
    evTrait = k1[3];
  } else if (all) {
    rel = '=';
    k = n;
    evTrait = all[1];
  } else return null;
  let marked: boolean;
  if (sameTrait(evTrait, trait)) marked = true;
  else if (otherTrait && sameTrait(evTrait, otherTrait)) marked = false;
  else if (COMPLEMENT.some(([a, b]) => (a === trait && b === evTrait) || (b === trait && a === evTrait))) marked = false;
  else return null;
  const size = marked ? M : N - M;
  // Items 0..M−1 carry the marked trait.
  const good = countSubsets(N, n, (c) => holds((marked ? c.slice(0, M) : c.slice(M)).filter(Boolean).length, rel, k));
  const ks = Array.from({ length: n + 1 }, (_, j) => j).filter((j) => holds(j, rel, k));
  const byFormula = ks.reduce((s, j) => s + binom(size, j) * binom(N - size, n - j), 0);
  if (byFormula !== good || good === 0) return null;
  const formula = ks
    .filter((j) => binom(size, j) * binom(N - size, n - j) > 0)
    .map((j) => `C_{${size}}^{${j}}C_{${N - size}}^{${n - j}}`)
    .join('+');
  return answer(mp, N, n, good, formula, `“${ev}”`);
}

export function randomSelection(text: string, mp: MathProblem): Out | null {
  if (!/概率/.test(text) || /放回|依次|先后|第[一二三]次|排成|分成|分组/.test(text)) return null;
  const t = plainSentence(text).replace(/_{2,}|\(\)|（）/g, '');
  if (/\$/.test(t)) return null;
  return namedPeople(t, mp) ?? markedPart(t, mp);
}

import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Counting selections from two groups (人教A版 选择性必修三 6.2 组合): 「从5名男生和4名女生中选出3人，其中至少有1名
 * 女生，则不同的选法共有多少种」 — 恰有 / 至少 / 至多 k of one group, 都是, 男女都有（既有…又有…）. The count is made by
 * listing every selection and must equal the combination-number formula.
 */

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const num = (s: string): number => CN[s] ?? Number(s);
const N_ = '(\\d+|[一两二三四五六七八九十])';
const UNIT = '(?:名|位|个|人|件|本|张|台|种|道)';
const PICK = '(?:任意|随机)?(?:选出|选取|抽取|抽出|挑选|选派|选|抽|取|任选|任取|派)';

function binom(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let v = 1;
  for (let i = 0; i < r; i++) v = (v * (n - i)) / (i + 1);
  return Math.round(v);
}

/** Every n-subset of {0..N−1} where `good` holds (N ≤ 20), counted one by one. */
function countSubsets(N: number, n: number, good: (marked: number) => boolean, M: number): number {
  let count = 0;
  const rec = (i: number, left: number, marked: number) => {
    if (left === 0) {
      if (good(marked)) count++;
      return;
    }
    if (N - i < left) return;
    rec(i + 1, left - 1, marked + (i < M ? 1 : 0));
    rec(i + 1, left, marked);
  };
  rec(0, n, 0);
  return count;
}

export function selectionCount(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$\s*(\d+)\s*\$/g, '$1')
    .replace(/\s+/g, '')
    .replace(/，/g, ',')
    .replace(/[。.]$/, '');
  if (/\$|概率|排|顺序|分配|安排|依次|担任|分别/.test(t)) return null;
  const m = new RegExp(
    `^(?:现)?(?:要)?(?:从|在)${N_}${UNIT}([\\u4e00-\\u9fff]{1,4})(?:和|与|、)${N_}${UNIT}([\\u4e00-\\u9fff]{1,4})中,?${PICK}${N_}${UNIT}[\\u4e00-\\u9fff]{0,10}?,(?:其中|要求|且|若|如果)?(.+?)(?:,(?:则|那么)?(?:不同的)?|的(?:不同)?)(?:选法|选派方法|方法|取法)(?:共有|有|一共有|总数为|种数为|数为|共)(?:多少种|几种|种)?$`,
  ).exec(t);
  if (!m) return null;
  const a = num(m[1]);
  const traitA = m[2];
  const b = num(m[3]);
  const traitB = m[4];
  const n = num(m[5]);
  const N = a + b;
  if (!(a >= 1 && b >= 1 && n >= 1 && n <= N && N <= 20) || traitA === traitB) return null;
  const cond = m[6];
  // 「女生」 names the group 「女同学」: the first character tells the two groups apart
  const same = (x: string, y: string) => x === y || (traitA[0] !== traitB[0] && x[0] === y[0]);
  let good: (k: number) => boolean;
  let formula: string;
  let byFormula: number;
  let event: string;
  // 「男生、女生不都有」「并非都有」 deny the event: not read here
  const both = /[不非没未无]/.test(cond)
    ? null
    : /^(?:选出的|所选的|其中)?(?:[\u4e00-\u9fff]{0,3}?|[\u4e00-\u9fff]{1,5}中)(?:既有([\u4e00-\u9fff]{1,4})(?:又|也)有([\u4e00-\u9fff]{1,4})|((?:(?!中)[\u4e00-\u9fff]){1,4}?)(?:和|与|、)([\u4e00-\u9fff]{1,4})都有|([\u4e00-\u9fff])、?([\u4e00-\u9fff])(?:生|同学|教师|老师|医生|[\u4e00-\u9fff]{1,2})?都有)$/.exec(
        cond,
      );
  const k1 = new RegExp(
    `^(?:选出的|所选的|其中)?[\\u4e00-\\u9fff]{0,3}?(恰好?有|至少有|至多有|最多有|至少|至多|恰有)${N_}${UNIT}([\\u4e00-\\u9fff]{1,4})$`,
  ).exec(cond);
  // 「恰好选到 1 名男生和 1 名女生」「男、女生各 1 人」: exactly so many of each, the counts adding up to n
  const pair =
    new RegExp(
      `^(?:则|那么)?(?:选出的|所选的|其中)?(?:恰好|恰)?(?:选到|选出|选中|是|有)?${N_}${UNIT}([\\u4e00-\\u9fff]{1,4})(?:和|与|、)${N_}${UNIT}([\\u4e00-\\u9fff]{1,4})$`,
    ).exec(cond) ?? new RegExp(`^(?:选出的|所选的|其中)?([\\u4e00-\\u9fff]{1,3}?)、([\\u4e00-\\u9fff]{1,3}?)各${N_}${UNIT}$`).exec(cond);
  if (pair && !both && !k1) {
    const [x, kx, y, ky] =
      pair.length === 5 && /\d|[两二三四五六七八九十一]/.test(pair[1]) && !/各/.test(cond)
        ? [pair[2], num(pair[1]), pair[4], num(pair[3])]
        : [pair[1], num(pair[3]), pair[2], num(pair[3])];
    // 「男、女生各」: the first name is shortened, its group told by the first character
    const xA = same(x, traitA) || x === traitA[0];
    const yB = same(y, traitB) || y === traitB[0];
    const xB = same(x, traitB) || x === traitB[0];
    const yA = same(y, traitA) || y === traitA[0];
    if (!((xA && yB) || (xB && yA)) || kx + ky !== n) return null;
    const k = xA ? kx : ky;
    good = (marked) => marked === k;
    byFormula = binom(a, k) * binom(b, n - k);
    formula = `C_{${a}}^{${k}}C_{${b}}^{${n - k}}`;
    event = cond;
  } else if (both) {
    const x = both[1] ?? both[3] ?? both[5];
    const y = both[2] ?? both[4] ?? both[6];
    const ok = (same(x, traitA) && same(y, traitB)) || (same(x, traitB) && same(y, traitA));
    if (!ok) return null;
    good = (k) => k >= 1 && k <= n - 1;
    byFormula = binom(N, n) - binom(a, n) - binom(b, n);
    formula = `C_{${N}}^{${n}}-C_{${a}}^{${n}}-C_{${b}}^{${n}}`;
    event = `${traitA}和${traitB}都有`;
  } else if (k1) {
    const rel = k1[1].startsWith('至少') ? '>=' : k1[1].startsWith('至多') || k1[1].startsWith('最多') ? '<=' : '=';
    const k = num(k1[2]);
    const trait = k1[3];
    const inA = same(trait, traitA);
    const inB = same(trait, traitB);
    if (inA === inB || k > n) return null;
    const size = inA ? a : b;
    const holds = (j: number) => (rel === '=' ? j === k : rel === '>=' ? j >= k : j <= k);
    good = (marked) => holds(inA ? marked : n - marked);
    const ks = Array.from({ length: n + 1 }, (_, j) => j).filter((j) => holds(j) && binom(size, j) * binom(N - size, n - j) > 0);
    byFormula = ks.reduce((s, j) => s + binom(size, j) * binom(N - size, n - j), 0);
    formula = ks.map((j) => `C_{${size}}^{${j}}C_{${N - size}}^{${n - j}}`).join('+');
    event = cond;
  } else return null;
  const listed = countSubsets(N, n, good, a);
  if (listed !== byFormula || listed === 0) return null;
  return solved(mp, {
    engine: 'counting:selection',
    idea: '组合：从中选出若干人，不计顺序，用组合数；按所选的人中某一类的人数分类相加（或用总数减去不合要求的）。',
    steps: [`共有 ${a} 名${traitA}、${b} 名${traitB}，选 ${n} 人。`, `“${event}”的选法：${im(`${formula}=${byFormula}`)}。`],
    finalAnswer: im(String(byFormula)),
    verificationNote: `逐一列出全部 ${binom(N, n)} 种选法重新计数，符合要求的恰有 ${listed} 种，与组合数计算一致。`,
    value: { kind: 'numbers', values: [byFormula] },
  });
}

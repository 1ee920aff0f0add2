import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * People in a row with some of them together or apart (人教A版 选择性必修三 6.2 排列): 「甲、乙、丙、丁、戊 5 人站成一排，
 * 甲、乙必须相邻」 (捆绑法 k!·(n−k+1)!), 「6 名同学排成一排，甲、乙不相邻」 (插空法 (n−k)!·A(n−k+1, k)), also a group
 * 「3 名男生和 2 名女生排成一排，女生互不相邻」. Apart is read for two people, or several with 互不相邻 / 两两不相邻
 * (「三人不相邻」 is also said of 不全相邻). The count is made by listing every order and must equal the formula.
 */

const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
export const num = (s: string): number => CN[s] ?? Number(s);
export const N_ = '(\\d+|[两二三四五六七八])';
export const NAMES = '甲乙丙丁戊己庚辛';
export const WHO = '(?:名|位|个)?(?:同学|学生|人|老师|选手|运动员|小朋友|演员|志愿者)?';
export const ROW = '(?:站成|排成|排|坐成)一(?:排|行|列)(?:照相|拍照|合影|照毕业照)?';
export const ASK =
  '(?:则|那么)?(?:不同的|所有的?|的)?(?:排法|站法|排列方法|排列方式|站队方法|方法)(?:共有|一共有|有|种数为|种数是|总数为|数为|为|是|共)?(?:多少种|几种|种)?';

type Rule = { together: boolean; n: number; k: number; who: string };

function readNames(s: string): string[] | null {
  const names = s.split('、');
  return names.every((x) => x.length === 1 && NAMES.includes(x)) && new Set(names).size === names.length ? names : null;
}

function readCondition(c: string, groupSize: (g: string) => number | null): { together: boolean; k: number; who: string } | null {
  const m = new RegExp(
    `^(?:其中|若|要求|如果|且)?(.+?)(?:${N_}(?:人|名|位|个))?(?:必须|一定|要|都)?(相邻|站在一起|排在一起|互不相邻|两两不相邻|不相邻|不能相邻|不站在一起|不排在一起|不能站在一起)$`,
  ).exec(c);
  if (!m) return null;
  const together = /^(?:相邻|站在一起|排在一起)$/.test(m[3]!);
  const pairwise = /^(?:互不相邻|两两不相邻)$/.test(m[3]!);
  // 「3 名女生」: a count before the group's name must be the group's size.
  const counted = new RegExp(`^${N_}(?:名|位|个)(.+)$`).exec(m[1]!);
  const subject = counted ? counted[2]! : m[1]!;
  const names = readNames(subject);
  let k: number | null;
  if (names) k = names.length;
  else k = groupSize(subject.replace(/^(?:所有|全部)?的?/, ''));
  if (!k || k < 2 || (m[2] && num(m[2]) !== k) || (counted && num(counted[1]!) !== k)) return null;
  if (!together && k > 2 && !pairwise) return null;
  return { together, k, who: names ? names.join('、') : subject };
}

function readRule(t: string): Rule | null {
  // 「甲、乙、丙、丁、戊 5 人站成一排」 or 「6 名同学排成一排」
  const single = new RegExp(`^(?:现有|有|将|把)?((?:[${NAMES}]、)+[${NAMES}])?(?:等)?${N_}${WHO}${ROW},?(.+?),?${ASK}$`).exec(t);
  if (single) {
    const n = num(single[2]!);
    const listed = single[1] ? readNames(single[1]) : null;
    if (single[1] && (!listed || (listed.length !== n && !t.includes('等')))) return null;
    const c = readCondition(single[3]!, () => null);
    return c && c.k < n && n <= 8 ? { ...c, n } : null;
  }
  // 「3 名男生和 2 名女生排成一排，女生互不相邻」
  const two = new RegExp(
    `^(?:现有|有|将|把)?${N_}(?:名|位|个)([\\u4e00-\\u9fff]{1,3}?)(?:和|与)${N_}(?:名|位|个)([\\u4e00-\\u9fff]{1,3}?)${ROW},?(.+?),?${ASK}$`,
  ).exec(t);
  if (!two) return null;
  const [a, b] = [num(two[1]!), num(two[3]!)];
  const [ga, gb] = [two[2]!, two[4]!];
  if (ga === gb || ga[0] === gb[0]) return null;
  const size = (g: string) => (g === ga || g[0] === ga[0] ? a : g === gb || g[0] === gb[0] ? b : null);
  const c = readCondition(two[5]!, size);
  return c && a + b <= 8 ? { ...c, n: a + b } : null;
}

export const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
const arrange = (n: number, r: number): number => fact(n) / fact(n - r);

/** Orders of n people where the first k stand in one block (together) or no two of them side by side. */
function listed(n: number, k: number, together: boolean): number {
  let count = 0;
  const used = new Array<boolean>(n).fill(false);
  const row: number[] = [];
  const rec = () => {
    if (row.length === n) {
      const at = row.flatMap((p, i) => (p < k ? [i] : []));
      const ok = together ? at[at.length - 1]! - at[0]! === k - 1 : at.every((p, i) => i === 0 || p - at[i - 1]! > 1);
      if (ok) count++;
      return;
    }
    for (let p = 0; p < n; p++) {
      if (used[p]) continue;
      used[p] = true;
      row.push(p);
      rec();
      row.pop();
      used[p] = false;
    }
  };
  rec();
  return count;
}

export function rowAdjacency(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$\s*(\d+)\s*\$/g, '$1')
    .replace(/\s+/g, '')
    .replace(/，/g, ',')
    .replace(/[。.？?]$/, '');
  if (/\$|概率|排头|排尾|两端|中间|之间|左边|右边|前面|后面|不在|不站|不排/.test(t.replace(/不(?:站|排)在一起/, ''))) return null;
  const rule = readRule(t);
  if (!rule) return null;
  const { n, k, together, who } = rule;
  const byFormula = together ? fact(k) * fact(n - k + 1) : fact(n - k) * arrange(n - k + 1, k);
  const count = listed(n, k, together);
  if (count !== byFormula) return null;
  const steps = together
    ? [
        `捆绑法：把${who}这 ${k} 人看成一个整体，与其余 ${n - k} 人一起排列，有 ${im(`A_{${n - k + 1}}^{${n - k + 1}}=${fact(n - k + 1)}`)} 种排法。`,
        `整体内部 ${k} 人再排列，有 ${im(`A_{${k}}^{${k}}=${fact(k)}`)} 种。`,
        `共有 ${im(`${fact(n - k + 1)}\\times ${fact(k)}=${byFormula}`)} 种排法。`,
      ]
    : [
        `插空法：先排其余 ${n - k} 人，有 ${im(`A_{${n - k}}^{${n - k}}=${fact(n - k)}`)} 种排法，他们之间和两端共形成 ${n - k + 1} 个空位。`,
        `把${who}这 ${k} 人插入其中 ${k} 个空位，有 ${im(`A_{${n - k + 1}}^{${k}}=${arrange(n - k + 1, k)}`)} 种。`,
        `共有 ${im(`${fact(n - k)}\\times ${arrange(n - k + 1, k)}=${byFormula}`)} 种排法。`,
      ];
  return solved(mp, {
    engine: 'counting:row-adjacency',
    idea: together
      ? '相邻问题用“捆绑法”：把要相邻的人看成一个整体参与排列，再排整体内部。'
      : '不相邻问题用“插空法”：先排其余的人，再把不相邻的人插入空位。',
    steps,
    finalAnswer: im(String(byFormula)),
    verificationNote: `逐一列出 ${n} 人的全部 ${fact(n)} 种排法重新计数，符合要求的恰有 ${count} 种，与公式一致。`,
    value: { kind: 'numbers', values: [byFormula] },
  });
}

import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { ASK } from './distribution';

/**
 * People split into told groups, one group to each named place (人教A版 选择性必修三 6.2 分组分配):
 * 「将 2 名教师，4 名学生分成 2 个小组，分别安排到甲、乙两地，每个小组由 1 名教师和 2 名学生组成」. Counted step by
 * step as taught (choose the first place's group, then the next from those left, 分步乘法计数原理) and checked by
 * listing every way of sending each person to a place. The groups must use everyone exactly: a count that does not
 * share out evenly, a kind of person the groups do not name, or a number of places other than the groups refuses.
 */

const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const num = (s: string): number => CN[s] ?? Number(s);
const UNIT = '(?:名|位)';
const WHO = '([\\u4e00-\\u9fff]{1,4}?)';
const PART = `(\\d)${UNIT}${WHO}`;

interface Kind {
  who: string;
  n: number;
  each: number;
}

function people(list: string): Map<string, number> | null {
  const parts = list.split(/,|、|和|及/);
  const out = new Map<string, number>();
  for (const p of parts) {
    const m = new RegExp(`^${PART}$`).exec(p);
    if (!m || out.has(m[2])) return null;
    out.set(m[2], Number(m[1]));
  }
  return out.size ? out : null;
}

/** 「甲、乙两地」「甲、乙、丙三所学校」「3 个社区」: the number of places, the named ones counted against their numeral. */
function places(s: string): number | null {
  const named = /^((?:[甲乙丙丁戊]、)+[甲乙丙丁戊])([两二三四五六])(?:个|所|处|家|座)?[\u4e00-\u9fff]{1,4}$/.exec(s);
  if (named) {
    const names = named[1].split('、');
    return new Set(names).size === names.length && names.length === num(named[2]) ? names.length : null;
  }
  const counted = /^(\d|[两二三四五六])(?:个|所|处|家|座)[\u4e00-\u9fff]{1,4}$/.exec(s);
  return counted ? num(counted[1]) : null;
}

function readGrouped(t: string): { kinds: Kind[]; k: number; place: string } | null {
  const m =
    /^(?:现)?(?:将|把)(.+?)分成(\d|[两二三四五六])个(?:小)?组,分别(?:安排|分配|派)(?:到|去|往)([^,]+?)(?:参加[^,]{1,12}|服务|支教|工作)?,每(?:个)?(?:小)?组(?:都)?(?:由|有|含)(.+?)组成,([^,]+)$/.exec(
      t,
    );
  if (!m || !ASK.test(m[5])) return null;
  const all = people(m[1]);
  const each = people(m[4].replace(/各$/, ''));
  const k = num(m[2]);
  const placeCount = places(m[3]);
  if (!all || !each || placeCount !== k || k < 2 || all.size !== each.size) return null;
  const kinds: Kind[] = [];
  for (const [who, n] of all) {
    const e = each.get(who);
    if (!e || e * k !== n) return null;
    kinds.push({ who, n, each: e });
  }
  const place = /地|学校|社区|医院|工厂|村/.exec(m[3])?.[0] ?? '地';
  return { kinds, k, place };
}

function choose(n: number, r: number): number {
  let v = 1;
  for (let i = 0; i < r; i++) v = (v * (n - i)) / (i + 1);
  return v;
}

/** Every person sent to one of k places, kept when each place gets its told group. */
function listed(kinds: Kind[], k: number): number {
  const who = kinds.flatMap((kind, i) => Array.from({ length: kind.n }, () => i));
  const total = k ** who.length;
  let count = 0;
  for (let code = 0; code < total; code++) {
    const got = Array.from({ length: k }, () => kinds.map(() => 0));
    let c = code;
    for (const i of who) {
      got[c % k][i] += 1;
      c = Math.floor(c / k);
    }
    if (got.every((g) => g.every((x, i) => x === kinds[i].each))) count += 1;
  }
  return count;
}

export function groupedAssignment(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/[，；]/g, ',')
    .replace(/[。.？?]$/, '');
  const g = readGrouped(t);
  if (!g) return null;
  const { kinds, k, place } = g;
  const persons = kinds.reduce((s, x) => s + x.n, 0);
  if (k ** persons > 300_000) return null;
  const steps: string[] = [];
  const factors: string[] = [];
  let byFormula = 1;
  for (let j = 0; j < k - 1; j++) {
    const picks = kinds.map((x) => {
      const left = x.n - j * x.each;
      byFormula *= choose(left, x.each);
      return `C_{${left}}^{${x.each}}`;
    });
    const value = kinds.reduce((v, x) => v * choose(x.n - j * x.each, x.each), 1);
    factors.push(String(value));
    const from = j === 0 ? '' : '从余下的人中';
    steps.push(
      `第 ${j + 1} 个${place}：${from}选 ${kinds.map((x) => `${x.each} 名${x.who}`).join('、')}，有 ${im(`${picks.join('')}=${value}`)} 种选法。`,
    );
  }
  steps.push(`最后余下的 ${kinds.map((x) => `${x.each} 名${x.who}`).join('、')} 去第 ${k} 个${place}，只有 1 种。`);
  const count = listed(kinds, k);
  if (count !== byFormula) return null;
  steps.push(`由分步乘法计数原理，共有 ${im(`${factors.join('\\times ')}=${count}`)} 种安排方案。`);
  return solved(mp, {
    engine: 'counting:grouped-assignment',
    idea: '分组分配：依次为每个去处选出它的一组（分步乘法计数原理），各组去处已定，不再除以组数的阶乘。',
    steps,
    finalAnswer: im(String(count)),
    verificationNote: `逐一列出每人去 ${k} 个${place}的全部 ${im(`${k}^{${persons}}`)} 种情形，各${place}人员恰如所给的有 ${count} 种，与分步计算一致。`,
    value: { kind: 'numbers', values: [count] },
  });
}

import { num, type Worked } from './text';

/**
 * 「从1至10这10个整数中，至少取几个数，才能保证其中有两个数的和等于10」 (also 差等于, 一个数是另一个数的2倍): the
 * largest choice with no such pair, found exactly on the pairs the relation links, plus one.
 */
const RANGE = '从(\\d{1,3})(?:至|到|~|～|-|—|\u2009)(\\d{1,3})(?:(?:这|的)?(?:(\\d{1,3})个)?(?:连续的?)?(?:整数|自然数|正整数|数))?中?';
const TAKE = '(?:至少|最少)(?:要|需要|应)?(?:任意)?(?:取|取出|选|选出|拿|拿出|挑出)(?:多少|几)?个(?:不同的)?(?:数|整数|自然数)?';
const SURE = '(?:才能|就能|才可以|就可以|可以)?(?:保证|使得?)(?:在?(?:选出|取出|所取|所选)的数中,?)?(?:其中)?(?:一定|必定|必然|总)?有';
const PAIR = '(?:两个|2个|两)数(?:的(和|差)(?:等于|是|为)(\\d{1,3})|(?:中)?(?:一个数)?是另一个(?:数)?的(2|两|3|三)倍)';
const ASK = new RegExp(
  `^${RANGE}[,.]?${TAKE}[,.]?${SURE}(?:一个数是另一个数的(2|两|3|三)倍|${PAIR})[.,]?(?:\\([^()]*(?:抽屉|看成|利用)[^()]*\\))?$`,
);

type Rule = { kind: 'sum' | 'diff' | 'times'; k: number };

function linked(a: number, b: number, r: Rule): boolean {
  if (r.kind === 'sum') return a + b === r.k;
  if (r.kind === 'diff') return Math.abs(a - b) === r.k;
  return a === b * r.k || b === a * r.k;
}

/** Largest set of numbers in lo…hi with no two linked: the links form paths, each path of n numbers keeps ⌈n/2⌉. */
function largestFree(lo: number, hi: number, r: Rule): { size: number; groups: number[][] } | null {
  const nums = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const nb = new Map<number, number[]>(nums.map((x) => [x, nums.filter((y) => y !== x && linked(x, y, r))]));
  if ([...nb.values()].some((ys) => ys.length > 2)) return null;
  const seen = new Set<number>();
  const groups: number[][] = [];
  let size = 0;
  for (const x of nums) {
    if (seen.has(x) || (nb.get(x) as number[]).length === 2) continue;
    // walk a path from one of its ends
    const path = [x];
    seen.add(x);
    let cur = x;
    for (;;) {
      const next = (nb.get(cur) as number[]).find((y) => !seen.has(y));
      if (next === undefined) break;
      path.push(next);
      seen.add(next);
      cur = next;
    }
    groups.push(path);
    size += Math.ceil(path.length / 2);
  }
  // a number left over lies on a cycle, which none of these relations makes
  return seen.size === nums.length ? { size, groups } : null;
}

export function pairFreeDrawKind(f: string): Worked | null {
  const m = ASK.exec(f);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = Number(m[2]);
  if (lo < 0 || hi <= lo || hi - lo > 200 || (m[3] && Number(m[3]) !== hi - lo + 1)) return null;
  const times = m[4] ?? m[7];
  const rule: Rule = times ? { kind: 'times', k: /2|两/.test(times) ? 2 : 3 } : { kind: m[5] === '和' ? 'sum' : 'diff', k: Number(m[6]) };
  if (rule.kind !== 'times' && rule.k < 1) return null;
  if (rule.kind === 'times' && lo === 0) return null;
  const free = largestFree(lo, hi, rule);
  if (!free) return null;
  const answer = free.size + 1;
  if (answer > hi - lo + 1) return null;
  const say = rule.kind === 'sum' ? `和为 ${rule.k}` : rule.kind === 'diff' ? `差为 ${rule.k}` : `一个是另一个的 ${rule.k} 倍`;
  const shown = free.groups.map((g) => `(${g.join(rule.kind === 'sum' ? '，' : '，')})`).join('，');
  return {
    kind: 'pair-free-draw',
    steps: [
      `**解题思路** 把 ${lo}～${hi} 中${say}的数连在一起分组（抽屉）：${shown}。`,
      `**步骤 1** 每组里相邻的两个数不能同时取，一组 $n$ 个数最多能取 $\\lceil n/2\\rceil$ 个，所以最多能取 $${free.groups.map((g) => Math.ceil(g.length / 2)).join('+')} = ${free.size}$ 个数而没有两个数${say}（最坏的情况）。`,
      `**步骤 2** 再多取 1 个就一定有两个数${say}：至少取 $${free.size}+1 = ${answer}$ 个。`,
    ],
    answer: `至少取 $${answer}$ 个数`,
    value: num(answer),
    check: `按上面的分组取 ${free.size} 个数时没有两个数${say}，所以 ${free.size} 个不够；取 ${answer} 个时总有一组取到了相邻的两个数。`,
  };
}

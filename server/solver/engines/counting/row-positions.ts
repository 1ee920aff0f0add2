import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { ASK, fact, N_, NAMES, num, ROW, WHO } from './row-adjacency';

/**
 * People in a row with named ones kept to or from places (人教A版 选择性必修三 6.2 排列，特殊位置优先): 「5 个人站成一排，
 * 甲不站在两端」「甲不站排头，乙不站排尾」「甲站在正中间」. Every clause must be one named person and one place; the count
 * is made by listing every order and again by seating the named people first (their allowed places) and the others
 * after ((n−k)! ways), and both must agree.
 */
type Place = '两端' | '排头' | '排尾' | '中间';

const PLACE: Array<[RegExp, Place]> = [
  [/^(?:两端|两头)$/, '两端'],
  [/^(?:排头|最左端|最左边|左端|第一位|第一个)$/, '排头'],
  [/^(?:排尾|最右端|最右边|右端|最后一位|最后一个|末位)$/, '排尾'],
  [/^(?:正中间|中间)$/, '中间'],
];

function places(p: Place, n: number): number[] | null {
  if (p === '两端') return [0, n - 1];
  if (p === '排头') return [0];
  if (p === '排尾') return [n - 1];
  return n % 2 === 1 ? [(n - 1) / 2] : null;
}

interface Clause {
  who: number;
  name: string;
  not: boolean;
  place: Place;
}

function readClause(c: string, names: string[]): Clause | null {
  const m = new RegExp(
    `^(?:其中|若|要求|如果|且|并且)?([${NAMES}])(?:同学)?(不|不能|不可以|不得|不要|必须|只能|要|一定)?(?:站|排|坐)?(?:在)?([\\u4e00-\\u9fff]{2,4}?)(?:的位置|位置|上)?$`,
  ).exec(c);
  if (!m) return null;
  const place = PLACE.find(([re]) => re.test(m[3]!))?.[1];
  const who = names.indexOf(m[1]!);
  if (!place || who < 0) return null;
  return { who, name: m[1]!, not: /^不/.test(m[2] ?? ''), place };
}

export function rowPositions(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$\s*(\d+)\s*\$/g, '$1')
    .replace(/\s+/g, '')
    .replace(/，/g, ',')
    .replace(/[。.？?]$/, '');
  if (/\$|概率|相邻|一起|之间|左边的|右边的|前面|后面|男|女/.test(t)) return null;
  const head = new RegExp(`^(?:现有|有|将|把)?((?:[${NAMES}]、)+[${NAMES}])?(?:等|这|共)?${N_}${WHO}${ROW},?(.+?),?${ASK}$`).exec(t);
  if (!head) return null;
  const n = num(head[2]!);
  if (!(n >= 2 && n <= 8)) return null;
  const listed = head[1]?.split('、') ?? null;
  if (listed && listed.length !== n && !t.includes('等')) return null;
  const names = [...NAMES].slice(0, n);
  const clauses = head[3]!
    .split(/,|且|并且/)
    .filter(Boolean)
    .map((c) => readClause(c, names));
  if (!clauses.length || clauses.some((c) => !c)) return null;
  const rules = clauses as Clause[];
  // the allowed places of every named person
  const allowed = new Map<number, Set<number>>();
  for (const r of rules) {
    const at = places(r.place, n);
    if (!at) return null;
    const prev = allowed.get(r.who) ?? new Set(Array.from({ length: n }, (_, i) => i));
    allowed.set(r.who, new Set([...prev].filter((p) => (r.not ? !at.includes(p) : at.includes(p)))));
  }
  // every order listed
  let count = 0;
  const used = new Array<boolean>(n).fill(false);
  const posOf = new Array<number>(n).fill(-1);
  const rec = (person: number) => {
    if (person === n) {
      if ([...allowed].every(([w, ps]) => ps.has(posOf[w]!))) count++;
      return;
    }
    for (let p = 0; p < n; p++) {
      if (used[p]) continue;
      used[p] = true;
      posOf[person] = p;
      rec(person + 1);
      used[p] = false;
    }
  };
  rec(0);
  // the named first, into their allowed places; then the rest
  const named = [...allowed.keys()];
  let seated = 0;
  const taken = new Set<number>();
  const seat = (i: number) => {
    if (i === named.length) {
      seated++;
      return;
    }
    for (const p of allowed.get(named[i]!)!) {
      if (taken.has(p)) continue;
      taken.add(p);
      seat(i + 1);
      taken.delete(p);
    }
  };
  seat(0);
  const byPlaces = seated * fact(n - named.length);
  if (count !== byPlaces || count === 0) return null;
  const say = (r: Clause) => `${r.name}${r.not ? '不在' : '在'}${r.place}`;
  return solved(mp, {
    engine: 'counting:row-positions',
    idea: '特殊元素（位置）优先：先安排有限制的人，再排其余的人。',
    steps: [
      `有限制的人：${rules.map(say).join('，')}。先把他们排进允许的位置，共 ${seated} 种。`,
      `其余 ${n - named.length} 人排在剩下的位置，有 ${im(`A_{${n - named.length}}^{${n - named.length}}=${fact(n - named.length)}`)} 种。`,
      `共有 ${im(`${seated}\\times ${fact(n - named.length)}=${byPlaces}`)} 种排法。`,
    ],
    finalAnswer: im(String(byPlaces)),
    verificationNote: `逐一列出 ${n} 人的全部 ${fact(n)} 种排法重新计数，符合要求的恰有 ${count} 种，一致。`,
    value: { kind: 'numbers', values: [byPlaces] },
  });
}

import { member, type RealSet } from './setops';

/** What a 整数解 question asks of an inequality's solution set: which integers, and whether their list, count or sum. */
export interface IntegerAsk {
  label: string;
  /** The integers the kind allows: 正整数 from 1 up, 负整数 from −1 down. */
  min: number | null;
  max: number | null;
  want: 'list' | 'count' | 'sum';
}

const KINDS: Array<[RegExp, string, number | null, number | null]> = [
  [/非负整数解/, '非负整数解', 0, null],
  [/非正整数解/, '非正整数解', null, 0],
  [/正整数解/, '正整数解', 1, null],
  [/负整数解/, '负整数解', null, -1],
  [/自然数解/, '自然数解', 0, null],
  [/整数解/, '整数解', null, null],
];

/**
 * 「不等式组的整数解有____个」「不等式的正整数解是____」「所有整数解的和为____」: the integers asked of the solution set.
 * null when no integer solution is asked; 'unclear' when it is but not in one of those readings (a condition such as
 * 「最小整数解为 2」, the set asked beside its integers, or two asks), which must be refused rather than answered with
 * the whole set.
 */
export function integerAsk(prose: string): IntegerAsk | 'unclear' | null {
  const mentions = prose.match(/整数解|自然数解/g) ?? [];
  if (mentions.length === 0) return null;
  if (mentions.length > 1 || /(?:整数解|自然数解)\s*(?:为|是)?\s*-?\d/.test(prose)) return 'unclear';
  if (/最大|最小|取值范围|范围|恒|解集|[a-wyzA-Z]\s*的值/.test(prose)) return 'unclear';
  const [, label, min, max] = KINDS.find(([re]) => re.test(prose)) ?? KINDS[KINDS.length - 1];
  const after = prose.slice(prose.search(/整数解|自然数解/));
  // a product, mean, ratio, a set built of the integers or a draw among them is none of the list, count and sum
  if (/积|平均|差|倒数|平方|倍|比|集合|子集|任取|概率/.test(after)) return 'unclear';
  const want = /和/.test(after) ? 'sum' : /个数|有\s*(?:⟨\d+⟩|_+|（\s*）|\(\s*\))?\s*个|几个|多少个/.test(after) ? 'count' : 'list';
  return { label, min, max, want };
}

/** The integers of the solution set that the ask keeps, in order; null when there are infinitely many (or too many). */
export function askedIntegers(set: RealSet, ask: IntegerAsk): number[] | null {
  const los = set.map((i) => (i.lo ? Math.ceil(i.lo.approx - 1e-9) : null));
  const his = set.map((i) => (i.hi ? Math.floor(i.hi.approx + 1e-9) : null));
  const lo = los.some((x) => x === null) ? ask.min : Math.max(Math.min(...(los as number[])), ask.min ?? -Infinity);
  const hi = his.some((x) => x === null) ? ask.max : Math.min(Math.max(...(his as number[])), ask.max ?? Infinity);
  if (set.length === 0) return [];
  if (lo === null || hi === null || hi - lo > 200) return null;
  const out: number[] = [];
  for (let k = lo; k <= hi; k++) if (member(set, k)) out.push(k);
  return out;
}

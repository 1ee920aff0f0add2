import type { Rat } from '../../math/expression/rational';
import type { Problem, Qty } from './read';

/** A word problem understood and solved by one kind of reasoning, already checked a second way. */
export interface Model {
  /** Kind shown in the engine id, e.g. "rate", "travel", "measure". */
  kind: string;
  /** 分析数量关系: one or two sentences. */
  idea: string;
  /** 列式计算 steps, Markdown with $…$. */
  steps: string[];
  answer: Rat;
  /** The unit (or count word) of the answer; '' for a pure number. */
  unit: string;
  form: 'number' | 'fraction' | 'percent';
  /** Show a non-integer answer as a decimal even when fractions were given (扩大/缩小 of decimals). */
  decimal?: boolean;
  /** The quantities this model used (every given number must be among them or set aside). */
  used: Qty[];
  /**
   * Told amounts of other named things that the question does not ask about (「养了33只鸡，30只鸭，9只鹅。鸭和鹅
   * 一共多少只？」: the hens). Only a kind that has tied every number to the thing it counts may set one aside.
   */
  setAside?: Qty[];
  /**
   * The answer measures something continuous (a length, a mass, a volume found by a formula), so a rounding
   * instruction may round it half up. Counts and prices of counted things leave it unset: there 进一法 or 去尾法
   * may be meant, and the instruction makes the problem refused instead.
   */
  roundable?: boolean;
  /** π was taken as 3.14 without the text saying so (the primary-school convention). */
  impliedPi?: boolean;
  /** How the answer was checked, in words for the student. */
  check: string;
}

export type Kind = (p: Problem) => Model | null;

/** Quantities that must be used: all but labels, ordinals and "一个/一本…" meaning "per one". */
export function isOptional(q: Qty): boolean {
  return q.label || (q.chinese && q.value.isOne() && q.kind === 'plain');
}

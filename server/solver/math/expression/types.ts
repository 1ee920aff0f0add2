import type { ProblemType, Refused, Solved } from '../../types';
import type { Node } from './ast';

/** A problem after normalisation and formula extraction. */
export interface MathProblem {
  raw: string;
  text: string;
  segments: string[];
  prose: string;
  problemType: ProblemType;
  /** The value is the student's final answer (not a step another engine builds on), so it must be fully simplified. */
  finalAnswer?: boolean;
}

export interface Interval {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

/** Machine-readable answer, used to compare with expected answers and with other solvers' answers. */
export type AnswerValue =
  /** ordered: the values answer 「A 和 B 分别为」 in that order (an option must list them in the same order). */
  /**
   * letter: the value is of that letter (准线 y=−1): a written 「x=−1」 names another letter and is another answer.
   */
  | { kind: 'numbers'; values: number[]; ordered?: boolean; letter?: string }
  | { kind: 'tuples'; vars: string[]; tuples: number[][] }
  | { kind: 'expression'; node: Node; vars: string[]; upToConstant?: boolean }
  | { kind: 'interval'; intervals: Interval[] }
  | {
      kind: 'monotonic';
      increasing: Interval[];
      decreasing: Interval[];
      /** Only one of the two was asked (「单调递减区间为」): an option that is a bare interval is read as that one. */
      asked?: 'increasing' | 'decreasing';
    }
  /**
   * A family repeated every `step` for k ∈ Z: the intervals [lo + k·step, hi + k·step] (单调区间) or, without hi, the
   * points lo + k·step (对称轴 x = …). An option written with k (「[kπ−π/8, kπ+3π/8] (k∈Z)」) is the same family when its
   * step is the same and its k = 0 member is one of this family's.
   */
  | { kind: 'periodic'; lo: number; hi?: number; step: number }
  /** A complex number a + bi. */
  | { kind: 'complex'; re: number; im: number }
  /** A verbal answer from a closed list (e.g. 第四象限, 奇函数): matched by the same words. */
  | { kind: 'words'; text: string };

export type MathOutcome = { outcome: Solved; value: AnswerValue } | { outcome: Refused; value?: undefined };

/** A problem family: null when the problem is not of its kind. */
export type Family = (p: MathProblem) => MathOutcome | null;

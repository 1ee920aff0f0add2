import type { AnswerValue } from '../math/expression/types';
import type { Question } from '../read/question';
import type { SolveOutcome, Subject } from '../types';

/**
 * What an engine returns. `null` = "not a question of my kind" (the next engine is asked);
 * a Refused outcome = "my kind, but I cannot answer it honestly" (the search stops there unless a later
 * engine understands it); a Solved outcome must be checked before it is returned.
 * `value` is the machine-readable answer, used to pick a choice option and to check other solvers.
 */
export interface EngineResult {
  outcome: SolveOutcome;
  value?: AnswerValue;
  /**
   * An option written in the terms of this answer (「2千米」 → "2000" for an answer in 米), for the choice module's
   * comparison; null when the option cannot be stated so (another dimension), which makes the comparison undecided.
   */
  optionValue?: (text: string) => string | null;
  /**
   * How many quantities the answer gives, when the engine read each of them in a 「X 和 Y 分别为」 ask itself (the
   * quantities share the told numbers, so asked one at a time a part would leave a number unused).
   */
  asksAnswered?: number;
}

export interface Engine {
  /** Short id, shown as `offline:<name>` (or a more specific `offline:<name>:<kind>`). */
  readonly name: string;
  /** Subjects whose questions this engine may answer; the subject guess orders engines, never hides one. */
  readonly subjects: readonly Subject[];
  /**
   * True when the engine decides choice questions itself, reading `q.options`: it is then given the whole
   * question first. Every other engine is given a choice question's stem alone (no options) by the
   * choice module (server/solver/choice), which compares the engine's `value` with each option.
   */
  readonly readsOptions?: boolean;
  /**
   * Solves the question, or returns null when it does not understand the whole of it: every quantity
   * used, the thing asked, and (for a choice question) which option is meant.
   */
  solve(q: Question): EngineResult | null | Promise<EngineResult | null>;
}

import type { MathProblem } from '../math/expression/types';
import type { Question } from '../read/question';

/** The question's stem as a maths problem for an engine's kinds: a choice question's answer is written for its options. */
export function stemProblem(q: Question): MathProblem {
  return { raw: q.stem, text: q.stem, segments: [], prose: '', problemType: q.options.length ? 'choice' : q.problemType };
}

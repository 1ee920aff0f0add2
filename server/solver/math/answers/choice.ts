import { pickByValue } from '../../choice';
import { splitOptions } from '../../read/options';
import type { ProblemType } from '../../types';
import type { MathOutcome } from '../expression/types';

/**
 * For engines that read the options of a question themselves: the same option matching as the choice
 * module (server/solver/choice), which is the one implementation. New code should leave options to the
 * choice module and answer the stem alone.
 */

export interface ChoiceSplit {
  stem: string;
  options: Array<{ letter: string; text: string }>;
}

/** "… （ ） A. 2  B. 3  C. …" → stem and options; null without at least options A and B. */
export function splitChoice(text: string): ChoiceSplit | null {
  return splitOptions(text.normalize('NFKC'));
}

function asMath(r: ReturnType<typeof pickByValue>): MathOutcome | null {
  if (r.outcome.ok) return r.value ? { outcome: r.outcome, value: r.value } : null;
  return { outcome: r.outcome };
}

/** The single option matching the stem's verified value, or a refusal (the choice module's rule). */
export function pickOption(stem: MathOutcome, split: ChoiceSplit): MathOutcome | { refuse: string } {
  const r = pickByValue(stem, split.options, false, stem.outcome.subject);
  const m = asMath(r);
  return m?.outcome.ok ? m : { refuse: r.outcome.ok ? '目前无法核对选项。' : r.outcome.reason };
}

/** A stem's answer turned into the choice of the matching option when the question has options. */
export function withOptions(
  problemType: ProblemType,
  options: Array<{ letter: string; text: string }>,
  stem: MathOutcome | null,
): MathOutcome | null {
  if (!stem || !options.length) return stem;
  const r = pickByValue(stem, options, false, stem.outcome.subject);
  if (r.outcome.ok) return asMath(r);
  return { outcome: { ...r.outcome, problemType: problemType === 'choice' ? 'choice' : r.outcome.problemType } };
}

import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { finishMechanics } from './mechanics-answer';
import { factNamed, type WorkedSituation } from './statement-judge';

const UNIT_TEX: Record<string, string> = { 'm/s': 'm/s', m: 'm', s: 's', Hz: 'Hz', 'rad/s': 'rad/s', 'm/s^2': 'm/s^2', N: 'N', J: 'J' };
/** The symbol of a fact's label (「角速度 ω」) as LaTeX. */
const SYMBOL_TEX: Record<string, string> = { ω: '\\omega', λ: '\\lambda' };

/** The one quantity of a worked situation the question asks (「则该波的波长为（ ）」), answered and matched to the options. */
export function answerAskedFact(
  stem: string,
  split: ChoiceSplit | null,
  s: WorkedSituation,
  check = '各量满足同一组关系式，由给出的量求得，已代回核对。',
  /** Whether an ask may name 「第 n s」: only where every fact with an n is defined for each n. */
  withN = false,
): Solved | Refused | null {
  const asked = questionPart(stem)
    .text.replace(/[(（]\s*[)）]\s*$/, '')
    .replace(/^(?:则|那么|此时)/, '')
    .replace(/(?:该波|这列波|此波|该振子|弹簧振子|振子|它|其)(?:的)?/, '')
    .replace(/所需(?:要)?(?:的)?|需要(?:的)?/, '')
    .replace(/(?:为|是|等于)?\s*(?:多少|多大)?\s*[?？]?\s*$/, '');
  const named = factNamed(asked, s.facts);
  if (!named || (named.n !== undefined && !withN)) return null;
  const value = named.fact.value({}, named.n);
  if (value === null) return null;
  const unit = named.fact.unit;
  return finishMechanics(
    s.working,
    check,
    { tex: symbolOf(named.fact.label), value, unit, unitTex: UNIT_TEX[unit] },
    `由${s.kind}的关系式求出${named.n === undefined ? named.fact.label : named.fact.label.replace('n', String(named.n))}`,
    split,
  );
}

function symbolOf(label: string): string {
  const symbol = label.replace(/^.*\s/, '');
  return SYMBOL_TEX[symbol] ?? symbol;
}

/**
 * A blank question 「…的波速为____m/s。」 asked as 「…的波速为多少」, with the blank's unit (the answer must be shown
 * in it); null when the text ends in no blank.
 */
export function askedFromBlank(text: string): { asked: string; unit: string | undefined } | null {
  const blank = /(?:为|是|等于)?\s*_{2,}\s*(m\/s\^?2|m\/s|m|s|Hz)?\s*[。.]?\s*$/.exec(text);
  return blank ? { asked: `${text.slice(0, blank.index)}为多少`, unit: blank[1]?.replace(/\^?2$/, '^2') } : null;
}

/** Whether a worked answer is shown in the blank's unit (no unit printed after the blank: any). */
export const shownInUnit = (out: Solved | Refused | null, unit: string | undefined): boolean =>
  !out?.ok || !unit || out.finalAnswer.includes(`\\mathrm{${unit}}`);

import type { ProblemType, Subject } from '../types';
import { type Asked, readAsked } from './asked';
import { cleanText, dropStrayDollars } from './clean';
import { askForAsBlank, isMultiSelect, markBlanks, stripDecorations, valueAskedAsEquals } from './exam';
import { type ChoiceOption, splitOptions } from './options';
import { dropSourceNotes } from './source-notes';

export type { Asked, AskedKind } from './asked';
export type { ChoiceOption } from './options';

/** A question as a teacher reads it: the words, the options of a choice question, and what kind it is. */
export interface Question {
  /** The text as it arrived (typed, pasted, or read from a photo). */
  raw: string;
  /**
   * The question without exam decorations (question number, score, source tag), its LaTeX cleaned
   * (\dfrac → \frac, \left( → (, stray $ dropped), answer blanks written "____"; options removed when present.
   */
  stem: string;
  /** The options A–D of a choice question, in order; empty when it is not one. */
  options: ChoiceOption[];
  /** What the student chose, or the classifier's guess. */
  problemType: ProblemType;
  /** The classifier's guess; engines of every subject may still be asked. */
  subject: Subject;
  /** The whole cleaned text (stem and options), for engines that read options themselves. */
  text: string;
  /** The printed question number ("13"), when there was one. */
  number: string | null;
  /** The printed score in points, when there was one. */
  score: number | null;
  /** How many answer blanks ("____", "（ ）", "(\quad)") the stem has. */
  blanks: number;
  /** Several options may be right (多选, "有多项符合题目要求", "全部选对的得…"). */
  multi: boolean;
  /** What is asked: the target before "=" / "为" / "是" at the blank, and the kind of answer. */
  asked: Asked;
  /** A stem asked on behalf of a choice question: its value is compared with the options, not shown as the answer. */
  forOptions?: boolean;
}

/** Options written as "A. … B. …" are only options when the text is long enough to be a question. */
function plausibleOptions(stem: string, options: ChoiceOption[]): boolean {
  if (options.length < 2) return false;
  return stem.length > 0 || options.length >= 3;
}

/** Reads the question's parts from its text. */
export function readQuestion(raw: string, problemType: ProblemType = 'other', subject: Subject = 'other'): Question {
  const source = String(raw ?? '');
  const cleaned = cleanText(source);
  const multi = isMultiSelect(cleaned);
  const deco = stripDecorations(cleaned);
  const split = splitOptions(deco.text);
  const useOptions = split && plausibleOptions(split.stem, split.options) ? split : null;
  const body = valueAskedAsEquals(dropSourceNotes(useOptions ? useOptions.stem : deco.text));
  const marked = markBlanks(useOptions ? body : askForAsBlank(body));
  const stem = dropStrayDollars(marked.text).replace(/\s+/g, ' ').trim();
  const options = useOptions ? useOptions.options.map((o) => ({ letter: o.letter, text: dropStrayDollars(o.text).trim() })) : [];
  return {
    raw: source,
    stem,
    options,
    problemType,
    subject,
    text: deco.text,
    number: deco.number,
    score: deco.score,
    blanks: marked.blanks,
    multi,
    asked: readAsked(stem),
  };
}

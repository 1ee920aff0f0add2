import { splitChoice } from '../math/choice';
import type { ProblemType, Subject } from '../types';

export interface ChoiceOption {
  letter: string;
  text: string;
}

/** A question as a teacher reads it: the words, the options of a choice question, and what kind it is. */
export interface Question {
  /** The text as it arrived (typed, pasted, or read from a photo). */
  raw: string;
  /** The question without exam decorations (question number, score); options removed when present. */
  stem: string;
  /** The options A–D of a choice question, in order; empty when it is not one. */
  options: ChoiceOption[];
  /** What the student chose, or the classifier's guess. */
  problemType: ProblemType;
  /** The classifier's guess; engines of every subject may still be asked. */
  subject: Subject;
}

/** Reads the question's parts from its text. */
export function readQuestion(raw: string, problemType: ProblemType, subject: Subject): Question {
  const split = splitChoice(raw);
  return {
    raw,
    stem: split ? split.stem : raw.trim(),
    options: split ? split.options : [],
    problemType,
    subject,
  };
}

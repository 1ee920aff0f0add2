import type { ChoiceSplit } from '../math/answers/choice';

/** The stem asks for the statement that is wrong: 「下列说法错误的是」「不正确的是」「不可能的是」. */
const ASKS_FALSE = /错误|不正确|不符合|不可能|不合理|不成立/;

/**
 * The letters a "which statement" question asks for, once every option is decided: the true ones, or the false
 * ones when the stem asks for what is wrong. Several letters are kept: a gaokao physics question with more than one
 * right option often says so only in its section heading, which the problem text does not carry. Null when none fits.
 */
export function askedLetters(split: ChoiceSplit, truths: boolean[]): string[] | null {
  const wantsFalse = ASKS_FALSE.test(split.stem);
  const picks = split.options.filter((_, i) => truths[i] !== wantsFalse).map((o) => o.letter);
  return picks.length > 0 ? picks : null;
}

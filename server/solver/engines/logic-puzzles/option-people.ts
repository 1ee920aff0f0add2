import type { ChoiceOption } from '../../read/question';
import { puzzleText } from './puzzle-text';

/** An option that says the question cannot be decided or no other option is right. */
export const UNDECIDED_OPTION = /^(?:无法确定|不能确定|无法判断|不能判断|以上都不对|以上都不是|以上均不对|都有可能)$/;

/**
 * Each option as the set of people it names (「乙、丙」「甲和乙」「乙队」 is not a name), 'undecided' for
 * 「无法确定」-like options; null when any option is something else (the question is then refused).
 */
export function optionPeople(options: readonly ChoiceOption[], cast: readonly string[]): Array<string[] | 'undecided'> | null {
  const out: Array<string[] | 'undecided'> = [];
  for (const o of options) {
    const t = puzzleText(o.text).replace(/[.]$/, '');
    if (UNDECIDED_OPTION.test(t)) {
      out.push('undecided');
      continue;
    }
    const names = t.split(/[、,和与及]/);
    if (!names.every((n) => cast.includes(n)) || new Set(names).size !== names.length) return null;
    out.push(names);
  }
  return out;
}

/** The one option naming exactly `people`; a 「无法确定」 option is never it, since the answer was decided. */
export function optionNaming(people: readonly string[], options: ReadonlyArray<string[] | 'undecided'>): number | null {
  const hits = options
    .map((o, i) => (o !== 'undecided' && o.length === people.length && o.every((n) => people.includes(n)) ? i : -1))
    .filter((i) => i >= 0);
  return hits.length === 1 ? hits[0] : null;
}

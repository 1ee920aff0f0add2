import { ATOMIC_WEIGHTS } from '../elements';

/** Atomic numbers: the weight table lists elements 1–92 in order. */
const Z = new Map([...ATOMIC_WEIGHTS.keys()].map((el, i) => [el, i + 1]));

/** One nuclide as written: its element, atomic number and mass number. */
export interface Nuclide {
  el: string;
  z: number;
  a: number;
  tex: string;
}

/** The three hydrogen nuclides by their names and letters. */
const HYDROGEN_NAMES: Record<string, number> = { 氕: 1, 氘: 2, 氚: 3, D: 2, T: 3 };

/**
 * A nuclide written as papers print it, once normalised: 「^{14} C」, 「{ }6^{13} C」 (the atomic number of
 * `${ }_{6}^{13}$` folded before the caret), 「^{13}_{6}C」, 「{ }_{6}^{13} C」, 「C-14」, or 氕/氘/氚 and D/T. An atomic number that
 * disagrees with the element, or a mass number no nuclide of the element has near it, makes it no nuclide (null).
 */
export function readNuclide(raw: string): Nuclide | null {
  const t = raw.replace(/\s+/g, '').replace(/~/g, '');
  if (t in HYDROGEN_NAMES) return make('H', HYDROGEN_NAMES[t]);
  // 「C-14」「O-18」: the element with its mass number, as typed and as 科普 texts name nuclides.
  const named = /^([A-Z][a-z]?)[-—–](\d+)$/.exec(t);
  if (named) return make(named[1], Number(named[2]));
  const m =
    /^(?:\{\}_?\{?(\d+)\}?)?\^\{?(\d+)\}?(?:_\{?(\d+)\}?)?([A-Z][a-z]?)$/.exec(t) ??
    /^(?:\{\})?_\{?(\d+)\}?\^\{?(\d+)\}?()([A-Z][a-z]?)$/.exec(t);
  if (!m) return null;
  const z = Z.get(m[4]);
  const given = m[1] || m[3];
  if (!z || (given && Number(given) !== z)) return null;
  return make(m[4], Number(m[2]));
}

function make(el: string, a: number): Nuclide | null {
  const z = Z.get(el);
  // Mass numbers of real nuclides lie between Z and about 2.6 Z + 10; a number outside is a misreading.
  if (!z || a < z || a > 3 * z + 10) return null;
  return { el, z, a, tex: `{}^{${a}}_{${z}}\\mathrm{${el}}` };
}

import { findEquation, type ParsedEquation } from './equation-text';
import { parseSpecies } from './formula';
import { ionicEquationFault, markedSoluble } from './ionic-equation-faults';
import type { IonicEquationOption } from './ionic-equation-option';
import { TEXTBOOK_IONIC_EQUATIONS, type TextbookIonicEquation } from './ionic-equation-table';
import { sameSpecies } from './mentions';

export interface IonicEquationVerdict {
  /** True: a textbook equation under its conditions; false: certainly wrong; null: not decided. */
  right: boolean | null;
  why: string;
}

const TABLE = TEXTBOOK_IONIC_EQUATIONS.map((entry) => ({ entry, parsed: findEquation(entry.equation)! }));
const WATER = parseSpecies('H2O')!;

/** Same species with the same coefficients on each side (the order of terms and the arrow aside). */
function sameEquation(a: ParsedEquation, b: ParsedEquation): boolean {
  const side = (e: ParsedEquation, from: number, list: ParsedEquation['reactants']) =>
    list.map((species, i) => ({ species, n: e.written[from + i] }));
  const match = (x: { species: ParsedEquation['reactants'][0]; n: number }[], y: typeof x) =>
    x.length === y.length && x.every((t) => y.some((u) => u.n === t.n && sameSpecies(u.species, t.species)));
  return (
    match(side(a, 0, a.reactants), side(b, 0, b.reactants)) &&
    match(side(a, a.reactants.length, a.products), side(b, b.reactants.length, b.products))
  );
}

/** How the option's description fits an entry: fits, contradicts it (with why), or cannot tell. */
function fitToEntry(o: IonicEquationOption, entry: TextbookIonicEquation): { fits: true } | { contradicts: string } | null {
  const named = o.reagents.filter((r) => !sameSpecies(r.species, WATER));
  if (o.description && !o.understood) return null;
  const known = named.every((r) => entry.reagents.some((x) => sameSpecies(parseSpecies(x)!, r.species)));
  if (!known) return null;
  if (entry.strength) {
    const target = parseSpecies(entry.strength.of)!;
    const stated = named.find((r) => sameSpecies(r.species, target))?.strength;
    if (!stated) return null;
    if (stated !== entry.strength.is)
      return { contradicts: `该写法是${entry.strength.is}$${target.latex}$ 的反应，与题设的${stated}$${target.latex}$ 不符` };
  } else if (named.some((r) => r.strength === '浓')) return null;
  if (entry.when) {
    if (o.equalAmounts) return null;
    const of = entry.when.of.map((x) => parseSpecies(x)!);
    const stated = named.find((r) => r.amount && of.some((s) => sameSpecies(s, r.species)));
    if (!stated) return null;
    if (stated.amount !== entry.when.amount)
      return {
        contradicts: `该写法是 $${stated.species.latex}$ ${entry.when.amount}时的产物，与题设的${stated.amount} $${stated.species.latex}$ 不符`,
      };
  }
  if (entry.unless?.test(o.text)) return null;
  if (entry.needs && !entry.needs.test(o.text) && !entry.needs.test(o.equation.condition ?? '')) return null;
  return { fits: true };
}

/**
 * One option of 离子方程式正误判断: wrong when it has a certain fault or contradicts the amounts or strength a
 * textbook equation needs; right only when it is a textbook equation whose conditions the option states.
 */
export function judgeIonicEquation(o: IonicEquationOption): IonicEquationVerdict {
  const fault = ionicEquationFault(o);
  const fits = TABLE.filter((t) => sameEquation(t.parsed, o.equation)).map((t) => ({ entry: t.entry, fit: fitToEntry(o, t.entry) }));
  const contradiction = fits.find((x) => x.fit && 'contradicts' in x.fit);
  const textbook = fits.find((x) => x.fit && 'fits' in x.fit);
  // Single-ion hydrolysis written with 「=」: wrong whatever else is found.
  const hydrolysis = textbook?.entry.arrow === 'reversible' && !o.equation.reversible;
  if (hydrolysis && !/胶体|沸水|加热|△|Δ/.test(o.text) && !o.equation.condition)
    return { right: false, why: '单一离子的水解程度很小，是可逆反应，应使用 “⇌”' };
  // Hydrolysis goes so little way that nothing precipitates or escapes: 「↓」「↑」 on its products are wrong.
  if (textbook?.entry.arrow === 'reversible' && /[↑↓]/.test(o.text))
    return { right: false, why: '单一离子的水解程度很小，生成物不能标 “↓” 或 “↑”' };
  const mark = markedSoluble(o);
  if (mark) return { right: false, why: mark };
  // A fault beside a table entry, or an entry both met and contradicted, means a reading slip: leave it undecided.
  if (fault) return textbook ? { right: null, why: '' } : { right: false, why: fault };
  if (textbook && contradiction) return { right: null, why: '' };
  if (textbook) {
    const arrow = textbook.entry.arrow;
    if (hydrolysis || (arrow === 'one-way' && o.equation.reversible)) return { right: null, why: '' };
    return { right: true, why: '与教材中该反应的离子方程式一致，且符合题设的条件' };
  }
  if (contradiction && 'contradicts' in contradiction.fit!) return { right: false, why: contradiction.fit.contradicts };
  return { right: null, why: '' };
}

/**
 * Binary compounds of H–Ar the textbook names, with the bonds each holds (人教版 必修第一册 第四章 第三节
 * 「化学键」): ionic bonds, polar covalent bonds (between different atoms), non-polar covalent bonds (between
 * like atoms: O–O in H2O2 and Na2O2, N–N in N2H4 and N2O4, C–C in C2H6). The list is not complete, so it can show
 * that a pair of elements forms a compound with some bonds, never that it cannot.
 */
export type Bond = '离子键' | '极性键' | '非极性键';

// biome-ignore format: a lookup table reads best packed, one kind of compound a line
const TABLE: ReadonlyArray<[string, readonly Bond[]]> = [
  ...'NaCl NaF NaH LiH LiF LiCl Li2O Na2O MgO MgCl2 MgF2 Na2S MgS Li3N Mg3N2 Al2O3 AlF3'.split(' ').map((f): [string, Bond[]] => [f, ['离子键']]),
  ['Na2O2', ['离子键', '非极性键']],
  ...'H2O NH3 CH4 HF HCl H2S PH3 SiH4 CO CO2 SO2 SO3 NO NO2 N2O5 SiO2 SiC CS2 CCl4 PCl3 PCl5 SiCl4 NCl3 SCl2 ClO2 Cl2O Cl2O7 OF2 AlCl3'.split(' ').map((f): [string, Bond[]] => [f, ['极性键']]),
  ...'H2O2 N2H4 N2O4 C2H6 C2H4 C2H2'.split(' ').map((f): [string, Bond[]] => [f, ['极性键', '非极性键']]),
];
const BONDS = new Map(TABLE);

/** The bonds of a compound of the table; null when the formula is not one of them (it may not exist). */
export function bondsOf(formula: string): readonly Bond[] | null {
  return BONDS.get(formula) ?? null;
}

/** The elements of a formula written with symbols ("Na2O2" → Na, O). */
function elementsOf(formula: string): string[] {
  return [...new Set(formula.match(/[A-Z][a-z]?/g) ?? [])];
}

/** A compound of exactly these two elements that holds every bond asked (and, when said, no ionic bond or one); null when the table has none. */
export function compoundWithBonds(x: string, y: string, bonds: readonly Bond[], kind?: '共价' | '离子'): string | null {
  for (const [formula, has] of TABLE) {
    const els = elementsOf(formula);
    if (els.length !== 2 || !els.includes(x) || !els.includes(y) || x === y) continue;
    if (!bonds.every((b) => has.includes(b))) continue;
    if (kind && has.includes('离子键') !== (kind === '离子')) continue;
    return formula;
  }
  return null;
}

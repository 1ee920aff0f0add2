/**
 * The short-period elements H–Ar as Chinese senior-high chemistry teaches them.
 * Source: the periodic table and the atomic-radius figure of 人教版 高中化学 必修第一册 第四章
 * 「物质结构 元素周期律」 (periods, main groups, electron arrangement, the radii in pm), and its
 * 元素周期律 section for the typical valences and simple ions. Group 0 is written 8 here so that a
 * relative-position table can put He, Ne and Ar in the column after group VIIA.
 */
export interface ElementData {
  symbol: string;
  name: string;
  /** Atomic number. */
  z: number;
  period: number;
  /** Main group IA–VIIA as 1–7; group 0 (noble gases) as 8. */
  group: number;
  metal: boolean;
  /** Covalent or metallic radius in pm (textbook figure); null for the noble gases (not compared). */
  radius: number | null;
  /** The simple ion(s) the textbook writes, as charges (Na⁺ → 1, O²⁻ → -2). */
  ions: readonly number[];
  /** Highest positive valence; null when the element has none (O, F, noble gases). */
  highest: number | null;
  /** Lowest negative valence of a non-metal (N −3, O −2); null for metals and noble gases. */
  lowest: number | null;
}

const ROWS: readonly [string, string, number, number, number, boolean, number | null, number[], number | null, number | null][] = [
  ['H', '氢', 1, 1, 1, false, 37, [1, -1], 1, -1],
  ['He', '氦', 2, 1, 8, false, null, [], null, null],
  ['Li', '锂', 3, 2, 1, true, 152, [1], 1, null],
  ['Be', '铍', 4, 2, 2, true, 89, [2], 2, null],
  ['B', '硼', 5, 2, 3, false, 82, [], 3, -3],
  ['C', '碳', 6, 2, 4, false, 77, [], 4, -4],
  ['N', '氮', 7, 2, 5, false, 75, [-3], 5, -3],
  ['O', '氧', 8, 2, 6, false, 74, [-2], null, -2],
  ['F', '氟', 9, 2, 7, false, 71, [-1], null, -1],
  ['Ne', '氖', 10, 2, 8, false, null, [], null, null],
  ['Na', '钠', 11, 3, 1, true, 186, [1], 1, null],
  ['Mg', '镁', 12, 3, 2, true, 160, [2], 2, null],
  ['Al', '铝', 13, 3, 3, true, 143, [3], 3, null],
  ['Si', '硅', 14, 3, 4, false, 117, [], 4, -4],
  ['P', '磷', 15, 3, 5, false, 110, [-3], 5, -3],
  ['S', '硫', 16, 3, 6, false, 102, [-2], 6, -2],
  ['Cl', '氯', 17, 3, 7, false, 99, [-1], 7, -1],
  ['Ar', '氩', 18, 3, 8, false, null, [], null, null],
];

export const ELEMENTS: readonly ElementData[] = ROWS.map(([symbol, name, z, period, group, metal, radius, ions, highest, lowest]) => ({
  symbol,
  name,
  z,
  period,
  group,
  metal,
  radius,
  ions,
  highest,
  lowest,
}));

export function bySymbol(symbol: string): ElementData | undefined {
  return ELEMENTS.find((e) => e.symbol === symbol);
}

export function isNobleGas(e: ElementData): boolean {
  return e.group === 8;
}

/** Electrons per shell, innermost first (2, 8, 8 filling for Z ≤ 18). */
export function shells(e: ElementData): number[] {
  const out: number[] = [];
  let left = e.z;
  for (const cap of [2, 8, 8]) {
    if (left <= 0) break;
    out.push(Math.min(cap, left));
    left -= cap;
  }
  return out;
}

export function outer(e: ElementData): number {
  return shells(e).at(-1) ?? 0;
}

/** All electrons below the outermost shell (内层电子数). */
export function inner(e: ElementData): number {
  return e.z - outer(e);
}

/** Electrons of the shell just below the outermost (次外层); null for period 1. */
export function secondOuter(e: ElementData): number | null {
  const s = shells(e);
  return s.length >= 2 ? s[s.length - 2] : null;
}

/** Electrons of the element's simple ion of this charge. */
export function ionElectrons(e: ElementData, charge: number): number {
  return e.z - charge;
}

/** Simple ions a clue may name (H⁺ has no electrons left and no electron structure to compare). */
export function simpleIons(e: ElementData): number[] {
  return e.ions.filter((c) => !(e.symbol === 'H' && c === 1));
}

/** The simple substance is a gas at room conditions and at STP alike (no short-period simple substance melts or boils between 0 and 25 °C, none is a liquid). */
export function isGas(e: ElementData): boolean {
  return ['H', 'He', 'N', 'O', 'F', 'Ne', 'Cl', 'Ar'].includes(e.symbol);
}

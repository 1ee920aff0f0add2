import type { Species } from './formula';

/** Elements whose oxidation state in their compounds is fixed in school chemistry. */
const FIXED: Record<string, number> = {
  Li: 1,
  Na: 1,
  K: 1,
  Rb: 1,
  Cs: 1,
  Be: 2,
  Mg: 2,
  Ca: 2,
  Sr: 2,
  Ba: 2,
  Zn: 2,
  Al: 3,
  F: -1,
  O: -2,
  H: 1,
};
const METAL = /^(?:Li|Na|K|Rb|Cs|Be|Mg|Ca|Sr|Ba|Zn|Al)$/;

/**
 * The oxidation state of the one element of `s` whose state is not fixed, from the charge balance; null when
 * there is no such single element or the fixed states may not hold (peroxides and metal hydrides: a compound
 * of only metals, O and H where O or H would take an unusual state).
 */
export function freeOxidationState(s: Species): { element: string; state: number; count: number } | null {
  const free = [...s.atoms.keys()].filter((el) => !(el in FIXED));
  if (free.length !== 1) return null;
  let fixedSum = 0;
  for (const [el, n] of s.atoms) if (el in FIXED) fixedSum += FIXED[el] * n;
  const count = s.atoms.get(free[0]) ?? 0;
  const state = (s.charge - fixedSum) / count;
  return Number.isInteger(state) && Math.abs(state) <= 8 ? { element: free[0], state, count } : null;
}

/** A monatomic species (Cr^{3+}, Fe, Cl^{-}) as its element and oxidation state. */
export function monatomicState(s: Species): { element: string; state: number } | null {
  if (s.atoms.size !== 1) return null;
  const [[el, n]] = [...s.atoms];
  return n === 1 || s.charge === 0 ? { element: el, state: s.charge / n } : null;
}

/**
 * Electrons taken up per formula unit of `from` when its free element ends as the monatomic `to`, found a
 * second way: the half-equation in acidic water. Spectator metal cations are removed, oxygen is balanced
 * with H2O and hydrogen with H⁺, and the electrons are what the charges still lack. Null when the half-
 * equation holds other elements.
 */
export function electronsByHalfEquation(from: Species, to: Species): number | null {
  const free = freeOxidationState(from);
  const end = monatomicState(to);
  if (!free || !end || free.element !== end.element) return null;
  let charge = from.charge;
  const atoms = new Map(from.atoms);
  for (const [el, n] of from.atoms) {
    if (METAL.test(el)) {
      charge -= FIXED[el] * n;
      atoms.delete(el);
    }
  }
  if ([...atoms.keys()].some((el) => el !== free.element && el !== 'O' && el !== 'H')) return null;
  const oxygen = atoms.get('O') ?? 0;
  const hydrogenLeft = atoms.get('H') ?? 0;
  // Left: ion + (2·O − H) H⁺ + e⁻ → right: count·to + O H2O.
  const hPlus = 2 * oxygen - hydrogenLeft;
  const left = charge + hPlus;
  const right = free.count * to.charge;
  return left - right;
}

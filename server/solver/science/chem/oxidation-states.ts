import { parseSpecies, type Species } from './formula';
import { freeOxidationState } from './oxidation';

/** Oxoanions and other groups of salts, with the state of their central element. */
// biome-ignore format: a lookup table reads best packed
const GROUPS: Record<string, { charge: number; element: string; state: number }> = {
  NO3: { charge: -1, element: 'N', state: 5 }, SO4: { charge: -2, element: 'S', state: 6 },
  CO3: { charge: -2, element: 'C', state: 4 }, PO4: { charge: -3, element: 'P', state: 5 },
  SO3: { charge: -2, element: 'S', state: 4 }, NH4: { charge: 1, element: 'N', state: -3 },
};
const METALS = /^(?:Li|Na|K|Mg|Ca|Ba|Al|Zn|Fe|Cu|Ag|Mn|Cr|Pb|Hg|Sn|Ni|Co)$/;
const HALIDE: Record<string, number> = { F: -1, Cl: -1, Br: -1, I: -1, S: -2 };
const ALKALI: Record<string, number> = { Li: 1, Na: 1, K: 1, Mg: 2, Ca: 2, Ba: 2, Al: 3, Zn: 2 };
/** The states school chemistry gives other metals in salts: FeS2 would come out as Fe(+4) and is not a sulfide of Fe⁴⁺. */
const METAL_STATES: Record<string, number[]> = {
  Fe: [2, 3],
  Cu: [1, 2],
  Ag: [1],
  Mn: [2],
  Cr: [3],
  Pb: [2],
  Hg: [1, 2],
  Sn: [2, 4],
  Ni: [2],
  Co: [2],
};
const usualState = (metal: string, state: number) =>
  metal in ALKALI ? ALKALI[metal] === state : (METAL_STATES[metal] ?? []).includes(state);

/**
 * The oxidation state of every element of a species, as school chemistry assigns it: an element alone is 0;
 * one element not fixed (O −2, H +1, alkali and alkaline-earth metals) from the charge balance; a metal salt
 * of a known oxoanion (Cu(NO3)2, Fe2(SO4)3) or a metal halide or sulfide (MnCl2, FeS) by the anion; NH4⁺ salts.
 * Null when the species is none of these (peroxides, organic compounds, two unknown elements).
 */
export function oxidationStates(s: Species): Map<string, number> | null {
  if (s.atoms.size === 1) {
    const [[el, n]] = [...s.atoms];
    const state = s.charge / n;
    return Number.isInteger(state) ? new Map([[el, state]]) : null;
  }
  const [body] = s.text.split('^');
  for (const [group, g] of Object.entries(GROUPS)) {
    const m = new RegExp(`^([A-Z][a-z]?)(\\d*)(?:\\(${group}\\)(\\d+)|${group})$`).exec(body);
    if (!m) continue;
    const [metal, metalCount, groupCount] = [m[1], Number(m[2] || 1), Number(m[3] || 1)];
    if (!METALS.test(metal) && !(metal === 'H' && group !== 'NH4')) continue;
    const state = (s.charge - g.charge * groupCount) / metalCount;
    if (!Number.isInteger(state) || state <= 0 || (metal !== 'H' && !usualState(metal, state))) return null;
    const out = new Map<string, number>([
      [metal, state],
      [g.element, g.state],
      ['O', -2],
    ]);
    if (group === 'NH4') out.set('H', 1).delete('O');
    return out;
  }
  const nh4 = /^\(NH4\)(\d+)([A-Z][a-z]?)(\d*)$|^NH4([A-Z][a-z]?)(\d*)$/.exec(body);
  if (nh4) {
    const rest = parseSpecies(nh4[2] ? `${nh4[2]}${nh4[3]}` : `${nh4[4]}${nh4[5]}`);
    const count = Number(nh4[1] ?? 1);
    if (!rest) return null;
    const [[el, n]] = [...rest.atoms];
    const state = -count / n;
    return rest.atoms.size === 1 && Number.isInteger(state)
      ? new Map([
          ['N', -3],
          ['H', 1],
          [el, state],
        ])
      : null;
  }
  if (s.atoms.size === 2 && s.charge === 0) {
    const [[a, na], [b, nb]] = [...s.atoms];
    const [metal, nm, anion, nx] = METALS.test(a) ? [a, na, b, nb] : [b, nb, a, na];
    if (METALS.test(metal) && anion in HALIDE) {
      const state = (-HALIDE[anion] * nx) / nm;
      if (!Number.isInteger(state) || !usualState(metal, state)) return null;
      return new Map([
        [metal, state],
        [anion, HALIDE[anion]],
      ]);
    }
  }
  // Peroxides and superoxides break the fixed O −2 (Na2O2, H2O2): not assigned.
  if (/^(?:H2O2|Na2O2|K2O2|BaO2|KO2)$/.test(body)) return null;
  const free = freeOxidationState(s);
  if (!free) return allFixed(s);
  const out = new Map<string, number>([[free.element, free.state]]);
  for (const el of s.atoms.keys()) {
    if (el === free.element) continue;
    const fixed = el === 'O' ? -2 : el === 'H' ? 1 : (ALKALI[el] ?? (el === 'F' ? -1 : undefined));
    if (fixed === undefined) return null;
    out.set(el, fixed);
  }
  return out;
}

/** H2O, NaOH, CaO: every element at its fixed state, checked by the charge balance. */
function allFixed(s: Species): Map<string, number> | null {
  const out = new Map<string, number>();
  let sum = 0;
  for (const [el, n] of s.atoms) {
    const fixed = el === 'O' ? -2 : el === 'H' ? 1 : ALKALI[el];
    if (fixed === undefined) return null;
    out.set(el, fixed);
    sum += fixed * n;
  }
  return sum === s.charge ? out : null;
}

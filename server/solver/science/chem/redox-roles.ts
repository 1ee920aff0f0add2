import { balance, isBalanced } from './balance';
import { cleanEquationText, findEquation, type ParsedEquation } from './equation-text';
import type { Species } from './formula';
import { normalizeScienceText } from './normalize';
import { oxidationStates } from './oxidation-states';

/** One group of atoms of one element in one species, all at one oxidation state (NH4NO3 has two for N). */
interface Site {
  element: string;
  state: number;
  /** Atoms of this site per formula unit. */
  perUnit: number;
}

/**
 * The roles of every species in one balanced redox equation, as textbooks read them: units of each species whose
 * atoms go up (reductant, oxidation product) or down (oxidant, reduction product), and the electrons per equation.
 */
export interface RedoxRoles {
  eq: ParsedEquation;
  all: Species[];
  coefficients: number[];
  reactantCount: number;
  up: number[];
  down: number[];
  electrons: number;
  oxidised: string[];
  reduced: string[];
  /** Atoms of each element that went up and down per equation. */
  changedAtoms: Map<string, { up: number; down: number }>;
}

const PEROXIDE_METAL: Record<string, number> = { Na: 1, K: 1, Li: 1, Ba: 2, Ca: 2, H: 1 };
const OXO: Record<string, { element: string; state: number; charge: number }> = {
  NO3: { element: 'N', state: 5, charge: -1 },
  NO2: { element: 'N', state: 3, charge: -1 },
  SO4: { element: 'S', state: 6, charge: -2 },
};

/** The sites of a species: peroxides (O −1) and ammonium oxo-salts (NH4NO3: N −3 and +5) besides oxidationStates. */
function sites(s: Species): Site[] | null {
  const body = s.text.split('^')[0];
  // Organic compounds with several carbons (CH3COOH, C2H5OH): the mean state of C says nothing of which carbon
  // changed, and esterification would look like 归中. Not read.
  if ((s.atoms.get('C') ?? 0) >= 2 && s.atoms.has('H') && /^C(?![a-z])/.test(body)) return null;
  const peroxide = /^([A-Z][a-z]?)(\d?)O2$/.exec(body);
  if (peroxide && peroxide[1] in PEROXIDE_METAL && s.charge === 0) {
    const count = Number(peroxide[2] || 1);
    if (PEROXIDE_METAL[peroxide[1]] * count === 2)
      return [
        { element: peroxide[1], state: PEROXIDE_METAL[peroxide[1]], perUnit: count },
        { element: 'O', state: -1, perUnit: 2 },
      ];
  }
  const ammonium = /^(?:\(NH4\)(\d)|NH4)(NO3|NO2|SO4)$/.exec(body);
  if (ammonium && s.charge === 0) {
    const count = Number(ammonium[1] || 1);
    const g = OXO[ammonium[2]];
    if (count !== -g.charge) return null;
    const n = [
      { element: 'N', state: -3, perUnit: count },
      { element: 'H', state: 1, perUnit: 4 * count },
      { element: 'O', state: -2, perUnit: 3 + (g.element === 'S' ? 1 : 0) - (ammonium[2] === 'NO2' ? 1 : 0) },
    ];
    if (g.element === 'N') return [...n, { element: 'N', state: g.state, perUnit: 1 }];
    return [...n, { element: g.element, state: g.state, perUnit: 1 }];
  }
  // Hydrogen halides: F is −1 wherever it is bound, which the free-element rule does not take.
  if (/^H(?:F|Cl|Br|I)$/.test(body) && s.charge === 0)
    return [
      { element: 'H', state: 1, perUnit: 1 },
      { element: body.slice(1), state: -1, perUnit: 1 },
    ];
  const states = oxidationStates(s);
  if (!states) return null;
  return [...states].map(([element, state]) => ({ element, state, perUnit: s.atoms.get(element) ?? 0 }));
}

interface Entry {
  species: number;
  state: number;
  perUnit: number;
  atoms: number;
}

/**
 * Roles from oxidation states. For each element, atoms at one state on both sides are taken as unchanged (the
 * textbook's 「价态不交叉」: KCl in KClO3 + 6HCl comes from HCl); what is left must sit at one state on one side, so
 * every changed atom's change is known. Null when states are unknown, an element keeps several states on both
 * sides after that, the atoms that changed cannot be told among several species at one state, or the electrons
 * lost and gained disagree.
 */
export function redoxRoles(eq: ParsedEquation, coefficients: number[]): RedoxRoles | null {
  const all = [...eq.reactants, ...eq.products];
  const nr = eq.reactants.length;
  const siteLists = all.map(sites);
  if (siteLists.some((x) => !x)) return null;
  const up = all.map(() => 0);
  const down = all.map(() => 0);
  let lost = 0;
  let gained = 0;
  const oxidised: string[] = [];
  const reduced: string[] = [];
  const changedAtoms = new Map<string, { up: number; down: number }>();
  const elements = new Set(siteLists.flatMap((l) => l!.map((x) => x.element)));
  for (const el of elements) {
    const entries = (from: number, to: number): Entry[] =>
      all.flatMap((_, i) =>
        i < from || i >= to
          ? []
          : siteLists[i]!.filter((x) => x.element === el).map((x) => ({
              species: i,
              state: x.state,
              perUnit: x.perUnit,
              atoms: x.perUnit * coefficients[i],
            })),
      );
    const left = entries(0, nr);
    const right = entries(nr, all.length);
    const total = (list: Entry[], st: number) => list.filter((e) => e.state === st).reduce((a, e) => a + e.atoms, 0);
    // Unchanged atoms: the same state on both sides.
    for (const st of new Set(left.map((e) => e.state))) {
      const cancel = Math.min(total(left, st), total(right, st));
      if (cancel === 0) continue;
      for (const side of [left, right]) {
        const at = side.filter((e) => e.state === st);
        const rest = total(side, st) - cancel;
        if (rest > 0 && at.length > 1) return null;
        for (const e of at) e.atoms = rest > 0 ? rest : 0;
      }
    }
    const l = left.filter((e) => e.atoms > 0);
    const r = right.filter((e) => e.atoms > 0);
    if (!l.length && !r.length) continue;
    const lStates = new Set(l.map((e) => e.state));
    const rStates = new Set(r.map((e) => e.state));
    if (!l.length || !r.length || (lStates.size !== 1 && rStates.size !== 1)) return null;
    const singleLeft = lStates.size === 1;
    const base = singleLeft ? l[0].state : r[0].state;
    const baseSide = singleLeft ? l : r;
    const other = singleLeft ? r : l;
    let changedUp = 0;
    let changedDown = 0;
    for (const e of other) {
      // A product above the reactants' state came from atoms that went up (an oxidation product).
      const wentUp = singleLeft ? e.state > base : e.state < base;
      const change = Math.abs(e.state - base) * e.atoms;
      if (wentUp) {
        changedUp += e.atoms;
        lost += change;
      } else {
        changedDown += e.atoms;
        gained += change;
      }
      (wentUp ? up : down)[e.species] += e.atoms / e.perUnit;
    }
    // Several species at the single state: which of them went up and which down is not known.
    if (baseSide.length !== 1 && changedUp > 0 && changedDown > 0) return null;
    for (const e of baseSide) {
      const share = baseSide.length === 1 ? 1 : e.atoms / (changedUp + changedDown);
      up[e.species] += (changedUp * share) / e.perUnit;
      down[e.species] += (changedDown * share) / e.perUnit;
    }
    changedAtoms.set(el, { up: changedUp, down: changedDown });
    if (changedUp > 0) oxidised.push(el);
    if (changedDown > 0) reduced.push(el);
  }
  if (lost !== gained) return null;
  return { eq, all, coefficients, reactantCount: nr, up, down, electrons: lost, oxidised, reduced, changedAtoms };
}

/**
 * The one equation a text writes, balanced: its written coefficients must balance (a proportional set), or, when
 * the text says 「未配平」 and writes none, the balanced ones are used. A string says why it is refused.
 */
export function readGivenEquation(text: string): { eq: ParsedEquation; coefficients: number[] } | string | null {
  // 「H2O（未配平）」: the note is no part of the last formula.
  const clean = cleanEquationText(normalizeScienceText(text).replace(/[(（]\s*未配平\s*[)）]/g, ' 未配平 '));
  const eq = findEquation(clean);
  if (!eq) return null;
  if (findEquation(clean.replace(eq.source, ' '))) return '题目中有不止一个方程式，目前还不能确定说法指的是哪一个。';
  const b = balance(eq.reactants, eq.products);
  // Several balanced sets (Na2S2O3 + H2SO4 = Na2SO4 + S + SO2 + H2O): the written one, when it balances, is the reaction.
  if (!b.ok && b.why === 'ambiguous' && isBalanced(eq.reactants, eq.products, eq.written)) return { eq, coefficients: eq.written };
  if (!b.ok) return '题目中的方程式没能配平（可能写错了物质），为避免判断错，暂不作答。';
  const proportional = eq.written.every((c, i) => c * b.coefficients[0] === b.coefficients[i] * eq.written[0]);
  if (proportional) return { eq, coefficients: eq.written };
  if (eq.written.every((c) => c === 1) && /未配平/.test(text)) return { eq, coefficients: b.coefficients };
  return '题目中的化学方程式没有配平（原子或电荷不守恒），为避免判断错，暂不作答。';
}

import { balance, isBalanced } from './balance';
import { cleanEquationText, findEquation } from './equation-text';
import { parseSpecies, type Species } from './formula';
import { sameSpecies } from './mentions';
import { oxidationStates } from './oxidation-states';

export type Medium = 'acid' | 'base' | 'neutral';

/** What one electrode does: its substance changes to a product, giving or taking electrons. */
export interface Couple {
  from: Species;
  to: Species;
  oxidation: boolean;
}

/** A half reaction as a list of species with coefficients, negative on the left. */
export interface Half {
  terms: { species: Species; n: number }[];
}

const sp = (f: string) => parseSpecies(f)!;
export const H_ION = sp('H^{+}');
export const OH_ION = sp('OH^{-}');
export const WATER = sp('H2O');
const ELECTRON = sp('e^-');

/** Which sides a medium species may stand on in that medium (acid: H⁺ and water; base: OH⁻ and water; neutral: water in, H⁺ or OH⁻ out; none when the medium is unknown). */
function mediumSpecies(medium: Medium | null): { species: Species; sides: ('in' | 'out')[] }[] {
  if (medium === null) return [];
  if (medium === 'acid')
    return [
      { species: H_ION, sides: ['in', 'out'] },
      { species: WATER, sides: ['in', 'out'] },
    ];
  if (medium === 'base')
    return [
      { species: OH_ION, sides: ['in', 'out'] },
      { species: WATER, sides: ['in', 'out'] },
    ];
  return [
    { species: WATER, sides: ['in', 'out'] },
    { species: H_ION, sides: ['out'] },
    { species: OH_ION, sides: ['out'] },
  ];
}

/**
 * The half reaction of a couple in a medium, balanced with the medium's species and the given spectator ions
 * (SO4²⁻ for PbSO4). Null unless exactly one way of placing them balances (several ways: the medium is not known well enough).
 */
export function deriveHalf(c: Couple, medium: Medium | null, spectators: Species[]): Half | null {
  const extras = [...mediumSpecies(medium), ...spectators.map((s) => ({ species: s, sides: ['in', 'out'] as ('in' | 'out')[] }))];
  const found: Half[] = [];
  const choices = (i: number, left: Species[], right: Species[]): void => {
    if (i === extras.length) {
      const ins = [c.from, ...left, ...(c.oxidation ? [] : [ELECTRON])];
      const outs = [c.to, ...right, ...(c.oxidation ? [ELECTRON] : [])];
      const b = balance(ins, outs);
      if (b.ok)
        found.push({
          terms: [
            ...ins.map((s, k) => ({ species: s, n: -b.coefficients[k] })),
            ...outs.map((s, k) => ({ species: s, n: b.coefficients[ins.length + k] })),
          ],
        });
      return;
    }
    choices(i + 1, left, right);
    const e = extras[i];
    if (e.sides.includes('in')) choices(i + 1, [...left, e.species], right);
    if (e.sides.includes('out')) choices(i + 1, left, [...right, e.species]);
  };
  choices(0, [], []);
  // Keep the simplest: fewest species (a spectator used only when needed).
  const least = Math.min(...found.map((h) => h.terms.length));
  const best = found.filter((h) => h.terms.length === least);
  return best.length === 1 ? best[0] : null;
}

/** A written half reaction, with 「− n e⁻」 on the left moved to the right, read as terms. Null when unread. */
export function readHalf(text: string): Half | null {
  const moved = text.replace(
    /^(.*?)\s*[-−]\s*(\d*)\s*e\s*(?:\^\s*\{?\s*-\s*\}?|-)(?![A-Za-z])(.*?)(={1,3}|═|→|⟶)(.*)$/,
    (_, a, n, b, arrow, rest) => `${a}${b} ${arrow} ${rest} + ${n}e^-`,
  );
  const eq = findEquation(moved);
  if (!eq || eq.source.replace(/\s+/g, '').replace(/[↑↓]/g, '') !== cleanEquationText(moved).replace(/\s+/g, '').replace(/[↑↓]/g, ''))
    return null;
  if (!/e\^-|e\^\{-\}|e-/.test(eq.source.replace(/\s/g, ''))) return null;
  const all = [...eq.reactants, ...eq.products];
  return { terms: all.map((s, i) => ({ species: s, n: (i < eq.reactants.length ? -1 : 1) * eq.written[i] })) };
}

/** Same species and proportional coefficients. */
export function sameHalf(a: Half, b: Half): boolean {
  if (a.terms.length !== b.terms.length) return false;
  const [first] = a.terms;
  const match = b.terms.find((t) => sameSpecies(t.species, first.species));
  if (!match) return false;
  const ratio = match.n / first.n;
  return a.terms.every((t) => b.terms.some((u) => sameSpecies(u.species, t.species) && Math.abs(u.n - t.n * ratio) < 1e-9)) && ratio > 0;
}

export function halfBalanced(h: Half): boolean {
  const ins = h.terms.filter((t) => t.n < 0);
  const outs = h.terms.filter((t) => t.n > 0);
  return isBalanced(
    ins.map((t) => t.species),
    outs.map((t) => t.species),
    [...ins.map((t) => -t.n), ...outs.map((t) => t.n)],
  );
}

/** Electrons given by the half (positive: an oxidation as written). */
export function electronsOut(h: Half): number {
  return h.terms.filter((t) => t.species.text === 'e^-').reduce((s, t) => s + t.n, 0);
}

/** 'up' when the half makes OH⁻ or uses H⁺ (pH near the electrode rises), 'down' for the reverse, null when neither. */
export function nearPH(h: Half): 'up' | 'down' | null {
  const n = (s: Species) => h.terms.find((t) => sameSpecies(t.species, s))?.n ?? 0;
  const rise = n(OH_ION) - n(H_ION);
  return rise > 0 ? 'up' : rise < 0 ? 'down' : null;
}

/** What a half reaction does to H⁺ and OH⁻ near its electrode, as a step says it (「生成 OH⁻」「消耗 H⁺」). */
export function ionChange(h: Half): string {
  const n = (s: Species) => h.terms.find((t) => sameSpecies(t.species, s))?.n ?? 0;
  const said = [
    [n(H_ION), 'H⁺'],
    [n(OH_ION), 'OH⁻'],
  ]
    .filter(([k]) => k !== 0)
    .map(([k, ion]) => `${(k as number) > 0 ? '生成' : '消耗'} ${ion}`);
  return said.join('、');
}

export function halfLatex(h: Half): string {
  const side = (ts: Half['terms']) => ts.map((t) => `${Math.abs(t.n) === 1 ? '' : Math.abs(t.n)}${t.species.latex}`).join(' + ');
  return `${side(h.terms.filter((t) => t.n < 0))} = ${side(h.terms.filter((t) => t.n > 0))}`;
}

/**
 * A written half reaction judged against an electrode's derived one: right when it is the same; wrong for a
 * certain fault (atoms or charge unbalanced, electrons on the wrong side, another element changing, the element
 * ending at another state or in another substance than the cell makes, H⁺ in a basic or OH⁻ in an acidic cell
 * when `strict`); otherwise undecided.
 */
export function judgeHalf(
  written: Half,
  c: Couple,
  derived: Half | null,
  medium: Medium | null,
  strict: boolean,
): { right: boolean | null; why: string } {
  if (derived && sameHalf(written, derived)) return { right: true, why: '与该电极的反应一致' };
  if (!halfBalanced(written)) return { right: false, why: '原子或电荷不守恒' };
  const given = electronsOut(written);
  if (given === 0) return { right: null, why: '' };
  if (given > 0 !== c.oxidation)
    return { right: false, why: `该电极发生${c.oxidation ? '氧化' : '还原'}反应，应${c.oxidation ? '失去' : '得到'}电子` };
  if (strict && medium === 'base' && written.terms.some((t) => sameSpecies(t.species, H_ION)))
    return { right: false, why: '碱性电解质中不能出现 $\\mathrm{H^+}$' };
  if (strict && medium === 'acid' && written.terms.some((t) => sameSpecies(t.species, OH_ION)))
    return { right: false, why: '酸性电解质中不能出现 $\\mathrm{OH^-}$' };
  const element = changingElement(c);
  const states = written.terms.map((t) => (t.species.text === 'e^-' ? new Map<string, number>() : oxidationStates(t.species)));
  if (!element || states.some((s) => !s)) return { right: null, why: '' };
  const [el, fromState, toState] = element;
  const holding = written.terms.map((t, i) => ({ ...t, state: states[i]!.get(el) })).filter((t) => t.state !== undefined);
  const input = holding.filter((t) => t.n < 0 && t.state === fromState);
  const output = holding.filter((t) => t.n > 0 && t.state !== fromState);
  if (output.some((t) => t.state !== toState)) return { right: false, why: `该电极上 ${el} 的化合价应变为 ${signed(toState)}` };
  if (input.length === 0 && output.length === 0) return { right: false, why: `该电极上变价的应是 ${el}` };
  if (el === 'H' || el === 'O') return { right: null, why: '' };
  if (input.length === 1 && output.length === 1) {
    if (!sameSpecies(input[0].species, c.from)) return { right: false, why: `该电极上反应的是 $${c.from.latex}$` };
    // In a neutral (or unstated) electrolyte books write the ion or the hydroxide (Al³⁺ or Al(OH)3): not a certain fault.
    if (!sameSpecies(output[0].species, c.to) && (medium === 'acid' || medium === 'base'))
      return { right: false, why: `该电极的产物是 $${c.to.latex}$` };
  }
  return { right: null, why: '' };
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The element a couple changes, with its states before and after. */
export function changingElement(c: Couple): [string, number, number] | null {
  const [a, b] = [oxidationStates(c.from), oxidationStates(c.to)];
  if (!a || !b) return null;
  const changed = [...a].filter(
    ([el, st]) =>
      b.has(el) &&
      b.get(el) !== st &&
      (el !== 'O' || c.from.text === 'O2' || c.to.text === 'O2') &&
      (el !== 'H' || c.from.text === 'H2' || c.to.text === 'H2'),
  );
  if (changed.length !== 1) return null;
  const [el, st] = changed[0];
  return [el, st, b.get(el)!];
}

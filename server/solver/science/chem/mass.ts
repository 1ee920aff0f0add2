import { ATOMIC_WEIGHTS, SCHOOL_WEIGHTS } from './elements';
import type { Species } from './formula';

export interface WeightSet {
  weights: ReadonlyMap<string, number>;
  /** Where the values come from, in Chinese, for the steps. */
  label: string;
  given: boolean;
  /** The school values (中学常用相对原子质量) were taken. */
  school?: boolean;
}

/** Relative atomic masses stated in the problem: "相对原子质量：H-1 O-16 S-32", "Cl 35.5", "Ar(Na)=23". */
export function givenWeights(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const at = text.search(/相对原子质量|原子量|Ar\s*\(/);
  if (at < 0) return out;
  const segment = text.slice(at, at + 200);
  const re = /(?:Ar\s*\(\s*)?\b([A-Z][a-z]?)\s*\)?(?:\s*[-—:=∶]\s*|\s+)(\d+(?:\.\d+)?)(?![\d.])/g;
  for (const m of segment.matchAll(re)) {
    if (ATOMIC_WEIGHTS.has(m[1])) out.set(m[1], Number(m[2]));
  }
  return out;
}

/**
 * The weights to use: the problem's own values first; then either standard atomic weights, or (for
 * calculation problems, whose numbers are designed around them) the school values when they cover
 * every element.
 */
export function weightSetFor(text: string, species: Species[], prefer: 'standard' | 'school' = 'standard'): WeightSet {
  const given = givenWeights(text);
  const needed = [...new Set(species.flatMap((s) => [...s.atoms.keys()]))];
  if (given.size > 0 && needed.every((el) => given.has(el))) {
    return { weights: given, label: '题目给出的相对原子质量', given: true };
  }
  const base = prefer === 'school' && needed.every((el) => SCHOOL_WEIGHTS.has(el)) ? SCHOOL_WEIGHTS : ATOMIC_WEIGHTS;
  const merged = new Map(base);
  for (const [el, w] of given) merged.set(el, w);
  const label = base === SCHOOL_WEIGHTS ? '中学常用相对原子质量' : '标准相对原子质量（IUPAC）';
  return { weights: merged, label, given: false, school: base === SCHOOL_WEIGHTS };
}

const SCALE = 100000;

export interface MassTerm {
  element: string;
  count: number;
  weight: number;
}

/** Molar mass in g/mol, summed exactly on a 10⁻⁵ grid. */
export function molarMass(species: Species, weights: ReadonlyMap<string, number>): { value: number; terms: MassTerm[] } | null {
  const terms: MassTerm[] = [];
  let total = 0;
  for (const [element, count] of species.atoms) {
    const weight = weights.get(element);
    if (weight === undefined) return null;
    terms.push({ element, count, weight });
    total += Math.round(weight * SCALE) * count;
  }
  return { value: total / SCALE, terms };
}

/** The same molar mass with school values, when every element has one. */
export function schoolMolarMass(species: Species): number | null {
  return molarMass(species, SCHOOL_WEIGHTS)?.value ?? null;
}

export function termsLatex(terms: MassTerm[]): string {
  return terms.map((t) => (t.count === 1 ? `${t.weight}` : `${t.count} \\times ${t.weight}`)).join(' + ');
}

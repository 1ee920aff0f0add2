import { parseSpecies, type Species } from './formula';
import { findNamedSubstances } from './substances';

export interface Mention {
  species: Species;
  /** How the text names it: "H2SO4" or "硫酸". */
  label: string;
  index: number;
  end: number;
}

/** Removes "（相对原子质量：H-1 O-16）" so that its symbols are not taken for substances. */
export function withoutGivenWeights(text: string): string {
  return text.replace(/[(（]?\s*(?:可能用到的)?(?:相对原子质量|原子量)[^)）\n。]*[)）]?/g, (m) => ' '.repeat(m.length));
}

// A charge typed bare ("OH-", "NH4+") counts only before a Chinese word, a mark or the end, so that "NaCl+ H2O" in an
// equation stays two substances.
const FORMULA = /(?<![A-Za-z])[A-Z][A-Za-z0-9()[\]·•∙⋅]*(?:\^\{?\d*[+-]\}?|[+-](?=\s*(?:[\u4e00-\u9fff，。、；,;）)]|$)))?/g;

/** Substances named in the text, by formula ("H2SO4") or by Chinese name ("硫酸"), in text order. */
export function findMentions(text: string): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(FORMULA)) {
    const raw = m[0].replace(/[·•∙⋅]$/, '');
    const species = parseSpecies(raw);
    if (!species) continue;
    // A lone capital letter is more often a label (选项 A, B, C …) than an element.
    if (/^[A-Z]$/.test(raw)) continue;
    out.push({ species, label: raw, index: m.index, end: m.index + raw.length });
  }
  for (const n of findNamedSubstances(text)) {
    const species = parseSpecies(n.formula);
    if (species) out.push({ species, label: n.name, index: n.index, end: n.index + n.name.length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Same substance? (compares the element counts and charge). */
export function sameSpecies(a: Species, b: Species): boolean {
  if (a.charge !== b.charge || a.atoms.size !== b.atoms.size) return false;
  for (const [el, n] of a.atoms) if (b.atoms.get(el) !== n) return false;
  return true;
}

/** One entry per distinct substance, first mention kept. */
export function distinct(mentions: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of mentions) if (!out.some((o) => sameSpecies(o.species, m.species))) out.push(m);
  return out;
}

import { parseSpecies, type Species } from './formula';

export interface ParsedEquation {
  reactants: Species[];
  products: Species[];
  reversible: boolean;
  /** Reaction conditions written on the arrow, e.g. "点燃" or "MnO2, △". */
  condition?: string;
  /** The exact slice of the (normalised) text the equation came from. */
  source: string;
  /** Coefficients as written (1 where none), reactants then products. */
  written: number[];
}

const ARROW = /(?:<=>|<->|<-->|={1,3}>?|═+|-{1,2}>|—+>?|→|⟶|⇌|⇄|⇒|⟹|↔)/;
const ARROW_G = new RegExp(ARROW.source, 'g');
/** Characters that can appear in one side of an equation. */
const SIDE = /[A-Za-z0-9()[\]{}·•∙⋅*.+\-^ \t]/;

/**
 * Finds a chemical equation in normalised text ("配平：Fe + O2 → Fe3O4", "2KClO3 =MnO2,△= 2KCl + 3O2↑",
 * "( )Al + ( )O2 = ( )Al2O3"). Null when no arrow with parseable formulas on both sides exists.
 */
export function findEquation(text: string): ParsedEquation | null {
  const clean = cleanEquationText(text);
  for (const m of clean.matchAll(ARROW_G)) {
    const parsed = parseAt(clean, m.index, m[0]);
    if (parsed) return parsed;
  }
  return null;
}

function parseAt(text: string, at: number, arrow: string): ParsedEquation | null {
  let rightStart = at + arrow.length;
  let condition: string | undefined;
  // A condition between two arrow marks: "=点燃=", "==MnO2,△==", "—通电→".
  const cond = /^\s*([^=═→⟶—\-+]{1,16}?)\s*(={1,3}>?|═+|—+>?|-+>|→|⟶)/.exec(text.slice(rightStart));
  if (cond && !/\s/.test(cond[1].trim()) && cond[1].trim()) {
    condition = cond[1].trim();
    rightStart += cond[0].length;
  }
  let l = at;
  while (l > 0 && SIDE.test(text[l - 1])) l--;
  let r = rightStart;
  while (r < text.length && SIDE.test(text[r])) r++;
  const left = splitSide(text.slice(l, at), 'left');
  const right = splitSide(text.slice(rightStart, r).replace(/[.\s]+$/, ''), 'right');
  if (!left || !right) return null;
  return {
    reactants: left.map((t) => t.species),
    products: right.map((t) => t.species),
    written: [...left, ...right].map((t) => t.coefficient),
    reversible: /⇌|⇄|<=>|<->|<-->|↔/.test(arrow),
    condition,
    source: text.slice(l, r).trim(),
  };
}

/** Splits "2H2 + O2" or "Fe3+ + e-" into species; the leading coefficients are dropped. */
function splitSide(side: string, edge: 'left' | 'right'): { species: Species; coefficient: number }[] | null {
  const terms: string[] = [];
  let cur = '';
  for (let i = 0; i < side.length; i++) {
    const ch = side[i];
    if (ch === '+' && isSeparator(side, i, cur)) {
      terms.push(cur);
      cur = '';
    } else cur += ch;
  }
  terms.push(cur);
  const trimmed = terms.map((t) => t.trim());
  if (trimmed.some((t) => !t)) return null;
  // Words before the first species or after the last one ("Balance Fe + …") are not part of it.
  const first = 0;
  const last = trimmed.length - 1;
  if (edge === 'left') trimmed[first] = lastTerm(trimmed[first]);
  else trimmed[last] = firstTerm(trimmed[last]);
  const species: { species: Species; coefficient: number }[] = [];
  for (const term of trimmed) {
    const m = /^(\d+)?\s*(\S+)$/.exec(term);
    if (!m) return null;
    const s = parseSpecies(m[2]);
    if (!s) return null;
    species.push({ species: s, coefficient: m[1] ? Number(m[1]) : 1 });
  }
  return species;
}

function isSeparator(side: string, i: number, before: string): boolean {
  if (!before.trim()) return false;
  const rest = side.slice(i + 1);
  const next = rest.trimStart();
  if (!next) return false;
  // "Fe3+ + e-": the plus directly on a formula with a space or another plus after it is a charge.
  if (next[0] === '+') return false;
  return /^[A-Z([\d]|^e(?![a-z])/.test(next);
}

function lastTerm(term: string): string {
  const words = term.split(/\s+/);
  const tail = words.pop() ?? '';
  const prev = words.at(-1);
  return prev && /^\d+$/.test(prev) ? `${prev} ${tail}` : tail;
}

function firstTerm(term: string): string {
  const words = term.split(/\s+/);
  return /^\d+$/.test(words[0]) && words[1] ? `${words[0]} ${words[1]}` : words[0];
}

/** The text as findEquation reads it (↑↓, states, reagent conditions and blanks removed): `source` is a slice of it. */
export function cleanEquationText(text: string): string {
  return (
    text
      .replace(/[↑↓]/g, '')
      .replace(/\((?:s|l|g|aq)\)/g, '')
      // 「16HCl(浓)」, 「Cu + 4HNO3（稀）」: the condition of a reagent is not part of its formula.
      .replace(/[(（]\s*(?:浓|稀|熔融|过量|少量|足量)\s*[)）]/g, '')
      .replace(/[□_]+|\(\s*\)|\[\s*\]/g, ' ')
  );
}

import { isElement } from './elements';

/** One chemical species: what it is made of, its charge, and how to write it. */
export interface Species {
  /** Normalised source text, e.g. "CuSO4·5H2O" or "Fe^{3+}". */
  text: string;
  atoms: Map<string, number>;
  charge: number;
  /** Plain LaTeX (no \ce), e.g. "\mathrm{CuSO_4\cdot 5H_2O}". */
  latex: string;
}

const HYDRATE_DOTS = /[·•∙⋅*.]/;
const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Parses a formula such as "Ca(OH)2", "CuSO4·5H2O", "Fe^{3+}", "SO42-", "e-". Null when it is not one. */
export function parseSpecies(raw: string): Species | null {
  const text = raw.trim();
  if (!text || text.length > 60) return null;
  if (/^e(\^?\{?-\}?)?$|^e⁻$/.test(text)) {
    return { text: 'e^-', atoms: new Map(), charge: -1, latex: '\\mathrm{e^-}' };
  }
  const split = splitCharge(text);
  if (!split) return null;
  const parts = split.body.split(HYDRATE_DOTS);
  const atoms = new Map<string, number>();
  const latexParts: string[] = [];
  for (const [i, part] of parts.entries()) {
    const m = /^(\d*)(.+)$/.exec(part);
    if (!m) return null;
    // A leading number is a multiplier only on a hydrate part ("5H2O"); on the first it is a coefficient.
    if (i === 0 && m[1]) return null;
    const mult = m[1] ? Number(m[1]) : 1;
    const parsed = parseGroup(m[2]);
    if (!parsed) return null;
    for (const [el, n] of parsed.atoms) atoms.set(el, (atoms.get(el) ?? 0) + n * mult);
    latexParts.push(`${m[1]}${parsed.latex}`);
  }
  if (atoms.size === 0) return null;
  const chargeTex = split.charge === 0 ? '' : `^{${chargeText(split.charge)}}`;
  return {
    text: parts.join('·') + chargeTex,
    atoms,
    charge: split.charge,
    latex: `\\mathrm{${latexParts.join('\\cdot ')}${chargeTex}}`,
  };
}

function chargeText(charge: number): string {
  const mag = Math.abs(charge);
  return `${mag === 1 ? '' : mag}${charge > 0 ? '+' : '-'}`;
}

/** Monatomic anions with more than one charge, by element (O²⁻, S²⁻, Se²⁻, N³⁻, P³⁻). */
const MONATOMIC_ANIONS: Record<string, number> = { O: 2, S: 2, Se: 2, N: 3, P: 3 };
/** Elements that form no monatomic cation of a charge above one. */
const NONMETALS: ReadonlySet<string> = new Set([
  'H',
  'He',
  'B',
  'C',
  'N',
  'O',
  'F',
  'Ne',
  'Si',
  'P',
  'S',
  'Cl',
  'Ar',
  'Se',
  'Br',
  'Kr',
  'I',
  'Xe',
]);

/** Separates a trailing ionic charge: "^{2-}", "^2-", "^-", or bare "SO42-", "Fe3+", "NH4+". */
function splitCharge(text: string): { body: string; charge: number } | null {
  const caret = /^(.*?)\^\{?(\d*)([+-])(\d*)\}?$/.exec(text);
  if (caret) {
    if (caret[2] && caret[4]) return null;
    const mag = Number(caret[2] || caret[4] || 1);
    return { body: caret[1], charge: caret[3] === '+' ? mag : -mag };
  }
  const bare = /^(.*?)(\d*)([+-])$/.exec(text);
  if (!bare) return /[+\-^]/.test(text) ? null : { body: text, charge: 0 };
  const [, head, digits, sign] = bare;
  const s = sign === '+' ? 1 : -1;
  if (!digits) return { body: head, charge: s };
  // Convention for bare charges: a lone element's digit is its charge ("Fe3+"); after a
  // polyatomic formula a single digit is a subscript ("NH4+") and of two digits the last is
  // the charge ("SO42-", "Hg22+").
  const lone = /^[A-Z][a-z]?$/.test(head);
  if (digits.length === 1 && lone) {
    // Only the monatomic ions that exist: O²⁻, S²⁻, N³⁻ …, and metal cations. 「I3-」 is triiodide (I₃⁻), 「H2+」 no ion of
    // one atom: such a digit is refused rather than guessed.
    const anion = MONATOMIC_ANIONS[head];
    const ok = sign === '-' ? anion === Number(digits) : !NONMETALS.has(head);
    return ok ? { body: head, charge: s * Number(digits) } : null;
  }
  if (digits.length === 1) return { body: head + digits, charge: s };
  return { body: head + digits.slice(0, -1), charge: s * Number(digits.slice(-1)) };
}

interface Group {
  atoms: Map<string, number>;
  latex: string;
}

function parseGroup(src: string): Group | null {
  let pos = 0;
  const parseSeq = (close?: string): Group | null => {
    const atoms = new Map<string, number>();
    let latex = '';
    while (pos < src.length && src[pos] !== close) {
      const ch = src[pos];
      let inner: Group | null;
      let innerTex: string;
      if (OPEN[ch]) {
        pos++;
        inner = parseSeq(OPEN[ch]);
        if (!inner || src[pos] !== OPEN[ch]) return null;
        pos++;
        innerTex = `${ch === '{' ? '\\{' : ch}${inner.latex}${ch === '{' ? '\\}' : OPEN[ch]}`;
      } else {
        const two = src.slice(pos, pos + 2);
        const symbol = /^[A-Z][a-z]$/.test(two) && isElement(two) ? two : /^[A-Z]$/.test(ch) && isElement(ch) ? ch : null;
        if (!symbol) return null;
        pos += symbol.length;
        inner = { atoms: new Map([[symbol, 1]]), latex: symbol };
        innerTex = symbol;
      }
      const num = /^\d+/.exec(src.slice(pos));
      const n = num ? Number(num[0]) : 1;
      if (num) {
        if (n === 0) return null;
        pos += num[0].length;
        innerTex += `_{${num[0]}}`.replace(/^_\{(\d)\}$/, '_$1');
      }
      for (const [el, c] of inner.atoms) atoms.set(el, (atoms.get(el) ?? 0) + c * n);
      latex += innerTex;
    }
    return { atoms, latex };
  };
  const group = parseSeq();
  return group && pos === src.length ? group : null;
}

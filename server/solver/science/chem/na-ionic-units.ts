import type { Verdict } from './avogadro';
import { fmt, molarMass } from './avogadro';
import { parseSpecies } from './formula';
import { AMOUNT, type Claim, near } from './na-claim';
import { findNamedSubstances } from './substances';

interface Ion {
  /** As the statements write it after cleaning: "Na^{+}", "O2^{2-}". */
  formula: string;
  charge: number;
  tex: string;
}
const ion = (formula: string, charge: number): Ion => {
  const [body] = formula.split('^');
  const sign = `${Math.abs(charge) === 1 ? '' : Math.abs(charge)}${charge > 0 ? '+' : '-'}`;
  return { formula, charge, tex: `\\mathrm{${body.replace(/(\d+)/g, '_{$1}')}^{${sign}}}` };
};

/**
 * The ions of one formula unit of common ionic solids as the textbook teaches them, polyatomic ions kept
 * whole (Na2O2 is 2 Na⁺ + one O2²⁻, NaHSO4 as a solid is Na⁺ + HSO4⁻, CaC2 is Ca²⁺ + C2²⁻). Only solids:
 * in water NaHSO4 and the hydrolysing ions count differently, so a solution is not read here.
 */
// biome-ignore format: a lookup table reads best packed, one compound a line
const UNITS: Record<string, Array<[Ion, number]>> = {
  NaCl: [[ion('Na^{+}', 1), 1], [ion('Cl^{-}', -1), 1]],
  KCl: [[ion('K^{+}', 1), 1], [ion('Cl^{-}', -1), 1]],
  NaF: [[ion('Na^{+}', 1), 1], [ion('F^{-}', -1), 1]],
  NaBr: [[ion('Na^{+}', 1), 1], [ion('Br^{-}', -1), 1]],
  KBr: [[ion('K^{+}', 1), 1], [ion('Br^{-}', -1), 1]],
  KI: [[ion('K^{+}', 1), 1], [ion('I^{-}', -1), 1]],
  NaI: [[ion('Na^{+}', 1), 1], [ion('I^{-}', -1), 1]],
  LiCl: [[ion('Li^{+}', 1), 1], [ion('Cl^{-}', -1), 1]],
  Na2O: [[ion('Na^{+}', 1), 2], [ion('O^{2-}', -2), 1]],
  Na2O2: [[ion('Na^{+}', 1), 2], [ion('O2^{2-}', -2), 1]],
  Na2S: [[ion('Na^{+}', 1), 2], [ion('S^{2-}', -2), 1]],
  NaH: [[ion('Na^{+}', 1), 1], [ion('H^{-}', -1), 1]],
  NaOH: [[ion('Na^{+}', 1), 1], [ion('OH^{-}', -1), 1]],
  KOH: [[ion('K^{+}', 1), 1], [ion('OH^{-}', -1), 1]],
  Na2CO3: [[ion('Na^{+}', 1), 2], [ion('CO3^{2-}', -2), 1]],
  K2CO3: [[ion('K^{+}', 1), 2], [ion('CO3^{2-}', -2), 1]],
  NaHCO3: [[ion('Na^{+}', 1), 1], [ion('HCO3^{-}', -1), 1]],
  NaHSO4: [[ion('Na^{+}', 1), 1], [ion('HSO4^{-}', -1), 1]],
  KHSO4: [[ion('K^{+}', 1), 1], [ion('HSO4^{-}', -1), 1]],
  Na2SO4: [[ion('Na^{+}', 1), 2], [ion('SO4^{2-}', -2), 1]],
  K2SO4: [[ion('K^{+}', 1), 2], [ion('SO4^{2-}', -2), 1]],
  NaNO3: [[ion('Na^{+}', 1), 1], [ion('NO3^{-}', -1), 1]],
  KNO3: [[ion('K^{+}', 1), 1], [ion('NO3^{-}', -1), 1]],
  NaClO: [[ion('Na^{+}', 1), 1], [ion('ClO^{-}', -1), 1]],
  KMnO4: [[ion('K^{+}', 1), 1], [ion('MnO4^{-}', -1), 1]],
  NH4Cl: [[ion('NH4^{+}', 1), 1], [ion('Cl^{-}', -1), 1]],
  NH4NO3: [[ion('NH4^{+}', 1), 1], [ion('NO3^{-}', -1), 1]],
  MgCl2: [[ion('Mg^{2+}', 2), 1], [ion('Cl^{-}', -1), 2]],
  CaCl2: [[ion('Ca^{2+}', 2), 1], [ion('Cl^{-}', -1), 2]],
  BaCl2: [[ion('Ba^{2+}', 2), 1], [ion('Cl^{-}', -1), 2]],
  CaF2: [[ion('Ca^{2+}', 2), 1], [ion('F^{-}', -1), 2]],
  MgO: [[ion('Mg^{2+}', 2), 1], [ion('O^{2-}', -2), 1]],
  CaO: [[ion('Ca^{2+}', 2), 1], [ion('O^{2-}', -2), 1]],
  CaC2: [[ion('Ca^{2+}', 2), 1], [ion('C2^{2-}', -2), 1]],
  Al2O3: [[ion('Al^{3+}', 3), 2], [ion('O^{2-}', -2), 3]],
};

/** "Na+", "Na^{+}", "O_{2}^{2-}", "CO3 2-" → the cleaned ion formula "Na^{+}", "O2^{2-}". */
function ionFormula(text: string): string | null {
  const m = /^([A-Z][A-Za-z0-9]*?)\s*(?:\^\s*\{?\s*(\d?)\s*([+-])\s*\}?|(\d?)([+-]))$/.exec(text.replace(/\s+/g, ''));
  if (!m) return null;
  const [n, sign] = m[3] ? [m[2], m[3]] : [m[4], m[5]];
  return `${m[1]}^{${n === '1' ? '' : n}${sign}}`;
}

/** What is counted: one named ion, the cations, the anions or all the ions. */
type Counted = { ion: string } | { kind: 'cation' | 'anion' | 'all' };
function readCounted(word: string): Counted | null {
  const w = word.replace(/\s+/g, '').replace(/^的/, '');
  if (/^阴离子$/.test(w)) return { kind: 'anion' };
  if (/^阳离子$/.test(w)) return { kind: 'cation' };
  if (/^(?:离子|阴、?阳离子|阳、?阴离子|阴离子和阳离子|阳离子和阴离子)$/.test(w)) return { kind: 'all' };
  const f = ionFormula(w.replace(/离子$/, ''));
  return f ? { ion: f } : null;
}

const AMOUNT_FIRST = new RegExp(String.raw`^${AMOUNT}\s*(?:的)?\s*(.*)$`);
/** After the substance: "晶体中含有的阴离子", "固体中所含离子", "中 含有". */
const AFTER = /^\s*(?:晶体|固体)?\s*(?:中)?\s*[,，]?\s*(?:所含有?|含有|中含有|中所含|含)?\s*(?:的)?\s*(.*)$/;

/** The substance a phrase starts with, as a formula, and the rest of the phrase; null when none is read. */
function leadingSubstance(text: string): { formula: string; rest: string } | null {
  const written = /^([A-Z][A-Za-z0-9]*)(?![A-Za-z0-9^])/.exec(text);
  if (written) return { formula: written[1], rest: text.slice(written[0].length) };
  const named = findNamedSubstances(text)[0];
  return named && named.index === 0 ? { formula: named.formula, rest: text.slice(named.name.length) } : null;
}

/**
 * Ions in a given amount of an ionic solid: 「7.8 g Na2O2 中含有的阴离子数为 0.1 N_A」, 「1 mol NaHSO4 晶体中含有的
 * 离子总数为 2 N_A」, 「1 mol CaC2 中含有 N_A 个阴离子」. The formula unit's ions come from the table above and are
 * checked another way: their charges must cancel and their atoms must add up to the formula. Null for anything
 * else (a solution, a molten salt, a compound outside the table, an ion the compound does not contain).
 */
export function judgeIonicUnits(c: Claim): Verdict | null {
  if (/溶液|溶于|水中|熔融|反应|电解|混合/.test(c.body)) return null;
  const m = AMOUNT_FIRST.exec(c.body.replace(/\s+/g, ' ').trim());
  const lead = m && leadingSubstance(m[3]);
  const after = lead && AFTER.exec(lead.rest);
  if (!m || !lead || !after) return null;
  const [, amount, unit] = m;
  const formula = lead.formula;
  const tail = after[1];
  const units = UNITS[formula];
  if (!units) return null;
  const countedWord = c.particle ? (tail.trim() === '' ? c.particle : null) : tail;
  if (!countedWord) return null;
  const counted = readCounted(countedWord);
  if (!counted) return null;
  // Another way: the ions are neutral together and hold exactly the atoms of the formula.
  const species = parseSpecies(formula);
  if (species?.charge !== 0 || units.reduce((s, [i, k]) => s + i.charge * k, 0) !== 0) return null;
  const atoms = new Map<string, number>();
  for (const [i, k] of units) {
    const part = parseSpecies(i.formula.split('^')[0]);
    if (!part) return null;
    for (const [el, n] of part.atoms) atoms.set(el, (atoms.get(el) ?? 0) + n * k);
  }
  if (atoms.size !== species.atoms.size || [...species.atoms].some(([el, n]) => atoms.get(el) !== n)) return null;
  let moles = Number(amount);
  let amountTex = `${amount}\\ \\mathrm{mol}`;
  if (unit === 'g') {
    const M = molarMass(species);
    if (!M) return null;
    moles = Number(amount) / M;
    amountTex = `\\frac{${amount}\\ \\mathrm{g}}{${fmt(M)}\\ \\mathrm{g/mol}} = ${fmt(moles)}\\ \\mathrm{mol}`;
  }
  const chosen =
    'ion' in counted
      ? units.filter(([i]) => i.formula === counted.ion)
      : units.filter(([i]) => counted.kind === 'all' || (counted.kind === 'cation' ? i.charge > 0 : i.charge < 0));
  // An ion the compound does not contain is a misreading more likely than a false statement.
  if (chosen.length === 0) return null;
  const perUnit = chosen.reduce((s, [, k]) => s + k, 0);
  const count = moles * perUnit;
  const makeup = units.map(([i, k]) => `${k} 个 $${i.tex}$`).join('、');
  const label = 'ion' in counted ? `$${chosen[0][0].tex}$` : { cation: '阳离子', anion: '阴离子', all: '离子' }[counted.kind];
  return {
    verdict: near(count, c.k),
    why: `$\\mathrm{${formula.replace(/(\d+)/g, '_{$1}')}}$ 由 ${makeup} 构成（电荷代数和为零），$n = ${amountTex}$，含${label} $${fmt(count)}N_A$，选项给出 $${c.tex}$`,
  };
}

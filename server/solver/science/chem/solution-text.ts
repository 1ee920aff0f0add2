import type { Species } from './formula';
import { findMentions, type Mention, withoutGivenWeights } from './mentions';

/** A solution the text describes: its solute, and the volume and concentration written beside it. */
export interface SolutionMention {
  solute: Species;
  /** How the text names the solute: "NaCl", "盐酸". */
  label: string;
  /** Litres, when written. */
  volume?: number;
  /** mol/L, when written. */
  concentration?: number;
  /** Where the description starts and ends in the text. */
  index: number;
  end: number;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** "0.5 mol/L", "0.5 mol · L^{-1}", "0.5 mol·L-1", "0.5 mol L^{-1}". */
export const CONCENTRATION = String.raw`${NUM}\s*mol\s*(?:\/\s*L|[·.⋅•]?\s*L\s*(?:\^\s*\{?\s*-\s*1\s*\}?|-1))(?![A-Za-z])`;
/** "200 mL", "0.5 L", "200 毫升". */
export const VOLUME = String.raw`${NUM}\s*(mL|ml|L|毫升|升)(?![A-Za-z/·^])`;
const CONC_RE = new RegExp(CONCENTRATION, 'g');
const VOL_RE = new RegExp(`(?<![\\d.])${VOLUME}`, 'g');
/** Acids named as their solutions: 「0.1 mol/L 盐酸」, 「稀硫酸」. */
const ACID_SOLUTION = /^(?:盐酸|硫酸|硝酸)$/;

export const litres = (value: string, unit: string) => Number(value) * (/^(?:mL|ml|毫升)$/.test(unit) ? 1e-3 : 1);

/**
 * Every solution described in the text: a solute written right before 「溶液」 (or an acid named as its
 * solution), with the concentration and volume of the same clause before it, or a volume right after it
 * (「NaCl 溶液 200 mL」). Text order.
 */
export function findSolutions(raw: string): SolutionMention[] {
  const text = withoutGivenWeights(raw);
  const out: SolutionMention[] = [];
  const mentions = findMentions(text);
  for (const m of mentions) {
    const after = /^\s*(?:水)?溶液/.exec(text.slice(m.end));
    const acid = ACID_SOLUTION.test(m.label);
    if (!after && !acid) continue;
    const end = m.end + (after ? after[0].length : 0);
    const start = clauseStart(text, m, mentions);
    const before = text.slice(start, m.index);
    const concs = [...before.matchAll(CONC_RE)];
    const vols = [...before.matchAll(VOL_RE)];
    const sol: SolutionMention = { solute: m.species, label: m.label, index: start, end };
    if (concs.length === 1) sol.concentration = Number(concs[0][1]);
    if (vols.length === 1) sol.volume = litres(vols[0][1], vols[0][2]);
    if (concs.length > 1 || vols.length > 1) continue;
    const next = new RegExp(`^\\s*(?:的体积为|为)?\\s*${VOLUME}`).exec(text.slice(end));
    if (next && sol.volume === undefined) {
      sol.volume = litres(next[1], next[2]);
      sol.end = end + next[0].length;
    }
    out.push(sol);
  }
  return out;
}

/** The start of the clause a solution's description lies in: after the last break or the mention before it. */
function clauseStart(text: string, m: Mention, mentions: Mention[]): number {
  let start = 0;
  for (const b of text.slice(0, m.index).matchAll(/[，。；,;:：]|与|和|跟|向|将|把|取|用/g)) start = b.index + b[0].length;
  for (const other of mentions) if (other.end <= m.index && other.end > start) start = other.end;
  return start;
}

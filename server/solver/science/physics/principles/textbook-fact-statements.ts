import { ATOM_FACTS } from '../fixed-knowledge/atom-facts';
import { MATTER_ORBIT_FACTS } from '../fixed-knowledge/matter-orbit-facts';
import { PHOTON_FACTS } from '../fixed-knowledge/photon-facts';
import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import { WAVE_FACTS } from '../fixed-knowledge/wave-facts';
import { TEXTBOOK_FACTS, type TextbookFact } from './textbook-facts';

const ALL_FACTS: TextbookFact[] = [...TEXTBOOK_FACTS, ...WAVE_FACTS, ...ATOM_FACTS, ...MATTER_ORBIT_FACTS, ...PHOTON_FACTS];

/** Words that make one clause the condition or the reason of another: the clauses are then not separate claims. */
const LINKED = /若|如果|假如|只要|因此|所以|因为|由于|则|那么|才/;

/**
 * An option that states one of the textbook's laws, or a conjunction of them (「电场线总是与等势面垂直，且从电势高的
 * 等势面指向电势低的等势面」). The whole option is tried first; otherwise every clause must be a fact of the table, and
 * the option is true only when all are. Null when any part is not in the table.
 */
export function judgeTextbookFact(option: string): OptionVerdict | null {
  const text = plainOption(option);
  const whole = factOf(text);
  if (whole) return { truth: whole.truth, why: whole.why };
  if (LINKED.test(text)) return null;
  const clauses = text
    .split(/[，,；;]/)
    .map((c) => c.replace(/^(?:且|并且|而且|同时|并|还)/, ''))
    .filter(Boolean);
  if (clauses.length < 2) return null;
  const facts = clauses.map(factOf);
  if (facts.some((f) => !f)) return null;
  const wrong = facts.find((f) => !f!.truth);
  if (wrong) return { truth: false, why: wrong.why };
  return { truth: true, why: [...new Set(facts.map((f) => f!.why))].join('；') };
}

function factOf(clause: string): TextbookFact | null {
  const hits = ALL_FACTS.filter((f) => f.clauses.some((re) => re.test(clause)));
  // Two entries that disagree on one wording would be a table error: decide nothing.
  return hits.length && hits.every((h) => h.truth === hits[0].truth) ? hits[0] : null;
}

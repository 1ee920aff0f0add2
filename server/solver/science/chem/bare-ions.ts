import { parseSpecies } from './formula';

/**
 * An ion typed with its charge on the line ("OH-", "NH4+", "SO42-", "Fe3+") before a Chinese word, a mark or the end:
 * "C-C 键", "H-1" and "NaCl+H2O" are not ions.
 */
const BARE_ION = /(?<![A-Za-z0-9^{])[A-Z][A-Za-z0-9()]*[+-](?=\s*(?:[\u4e00-\u9fff，。、；,;:：）)]|$))/g;

/** The text with each such ion written as the readers take a charge: "OH-" → "OH^{-}", "SO42-" → "SO4^{2-}". */
export function withBareIonCharges(text: string): string {
  return text.replace(BARE_ION, (m) => {
    const s = parseSpecies(m);
    return s && s.charge !== 0 ? s.text : m;
  });
}

import { parseSpecies } from './formula';

/**
 * A formula as the steps print it: 「C4H9Cl」「Al(OH)_3」 become $\mathrm{C_4H_9Cl}$, $\mathrm{Al(OH)_3}$, the way every
 * other chemistry step writes one; a name (硝酸) or anything that does not read as a formula is left as it is.
 */
export function formulaInSteps(plain: string): string {
  const s = parseSpecies(plain.replace(/_\{?(\d+)\}?/g, '$1'));
  return s ? `$${s.latex}$` : plain;
}

/** Every formula with a subscript inside a sentence (「C4H9Cl 的结构相当于 C4H9— 连一个 Cl」) printed by `formulaInSteps`. */
export function formulasInSentence(text: string): string {
  return text.replace(/(?<![A-Za-z0-9$\\{_])[A-Z][A-Za-z0-9()_]*?\d[A-Za-z0-9()_]*/g, (f) => formulaInSteps(f));
}

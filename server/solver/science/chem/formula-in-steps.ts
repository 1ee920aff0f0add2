import { parseSpecies } from './formula';
import { SUPER } from './normalize';

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

const SUB = '₀₁₂₃₄₅₆₇₈₉';
const UNICODE_FORMULA = /(?<![A-Za-z0-9])\d*(?:[A-Z][a-z]?|\((?:[A-Z][a-z]?|[₀-₉])+\)|[₀-₉]|[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻])+/g;

/**
 * Formulas written with Unicode subscripts and charges in the practice tables (「Cl₂」「Na₂CO₃」「Fe³⁺」「SO₄²⁻」) printed
 * as `$\mathrm{Cl_2}$`, `$\mathrm{Fe^{3+}}$`, the way the rest of the chemistry steps write them.
 */
export function unicodeFormulasInSentence(text: string): string {
  return text.replace(UNICODE_FORMULA, (f) => {
    if (!/[₀-₉⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]/.test(f)) return f;
    const tex = f
      .replace(/[₀-₉]+/g, (d) => {
        const n = [...d].map((c) => SUB.indexOf(c)).join('');
        return `_${n.length > 1 ? `{${n}}` : n}`;
      })
      .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+/g, (c) => `^{${[...c].map((x) => SUPER[x]).join('')}}`);
    return `$\\mathrm{${tex}}$`;
  });
}

/** A sentence of a chemistry step: plain formulas (Cl2) and Unicode ones (Cl₂) both printed as LaTeX. */
export function formulasPrinted(text: string): string {
  return unicodeFormulasInSentence(formulasInSentence(text));
}

import { withoutGivenWeights } from './mentions';

/**
 * The numbers a problem states as quantities: not the digits of formulas (H2SO4, Fe^{3+}), exponents
 * (cm^{3}, L^{-1}), given atomic weights or sub-question markers. A kind that reads fewer numbers than
 * this left one unread and must refuse.
 */
export function looseNumbers(text: string): number[] {
  const t = withoutGivenWeights(text)
    .replace(/\^\s*\{[^}]*\}|\^\s*-?\d+/g, ' ')
    .replace(/[(（]\s*\d\s*[)）]/g, ' ')
    .replace(/\d+(?:\.\d+)?\s*[×x*]\s*10\s*(?=\s)/g, (m) => m.replace(/[×x*]\s*10/, ''));
  return [...t.matchAll(/(?<![A-Za-z\d.\-)\]])\d+(?:\.\d+)?(?![\d.]*[A-Za-z]*\d)/g)].map((m) => Number(m[0]));
}

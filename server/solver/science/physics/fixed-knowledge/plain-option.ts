import { normalizeScienceText } from '../../chem/normalize';

/** Element symbols a history option writes as a nuclide (「${}_{7}^{14}N$」 is 氮14). */
const ELEMENTS: Record<string, string> = {
  H: '氢',
  He: '氦',
  Be: '铍',
  C: '碳',
  N: '氮',
  O: '氧',
  Al: '铝',
  P: '磷',
  U: '铀',
  Ra: '镭',
  Po: '钋',
};

/**
 * An option as one run of words: exam LaTeX folded (「$\alpha$」 → α, a nuclide → its element's name and mass number),
 * spaces, quotation marks and the closing full stop taken away.
 */
export function plainOption(text: string): string {
  return (
    normalizeScienceText(text)
      .replace(/\\alpha\b/g, 'α')
      .replace(/\\beta\b/g, 'β')
      .replace(/\\gamma\b/g, 'γ')
      .replace(/(?:\{\s*\}\s*_?|_)\s*\{?\s*\d+\s*\}?\s*\^\s*\{?\s*(\d+)\s*\}?\s*~?\s*([A-Z][a-z]?)/g, (m, a: string, s: string) =>
        ELEMENTS[s] ? `${ELEMENTS[s]}${a}` : m,
      )
      // 「${}^{26}Al$」: a braced mass number, the charge number left out (or run on after the brace).
      .replace(/(?:\{\s*\}\s*)?\^\s*\{\s*(\d+)\s*\}\s*(?:_?\s*\{?\s*\d+\s*\}?)?\s*~?\s*([A-Z][a-z]?)/g, (m, a: string, s: string) =>
        ELEMENTS[s] ? `${ELEMENTS[s]}${a}` : m,
      )
      .replace(/\^\s*\{?\s*(\d+)\s*\}?\s*_?\s*\{?\s*\d+\s*\}?\s*~?\s*([A-Z][a-z]?)/g, (m, a: string, s: string) =>
        ELEMENTS[s] ? `${ELEMENTS[s]}${a}` : m,
      )
      .replace(/[$\s~“”"'‘’「」『』《》]/g, '')
      // 「α离子」 is a common slip for α粒子 (α particles are nuclei, never called ions in the textbooks).
      .replace(/α离子/g, 'α粒子')
      .replace(/[。．.;；]+$/, '')
  );
}

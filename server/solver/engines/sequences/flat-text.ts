/**
 * A sequence question flattened for whole-text readers: no dollars, spaces or \left/\right, full-width commas as
 * commas, single-letter subscripts and exponents unbraced (a_{n} → a_n), the exam number, marks and the blank gone.
 */
export function flatSequenceText(stem: string): string {
  return stem
    .normalize('NFKC')
    .replace(/\\left|\\right/g, '')
    .replace(/\\cdots|\\ldots|…+|\.{3}/g, '…')
    .replace(/\\quad/g, '')
    .replace(/[$\s]/g, '')
    .replace(/\\\{/g, '{')
    .replace(/\\\}/g, '}')
    .replace(/([_^])\{([A-Za-z0-9])\}/g, '$1$2')
    .replace(/[，；]/g, ',')
    .replace(/,那么/g, ',则')
    .replace(/^\d{1,3}[.、．](?!\d)(?:[(（]\d+分[)）])?/, '')
    .replace(/\(\)|（）|\\_+|_{2,}/g, '')
    .replace(/[。.？?]$/, '');
}

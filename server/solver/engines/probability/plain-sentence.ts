/**
 * A probability question's sentence as the row and selection readers match it: single numbers out of $…$, no
 * spaces, ASCII commas, no closing full stop.
 */
export function plainSentence(text: string): string {
  return text
    .replace(/\$\s*(\d+)\s*\$/g, '$1')
    .replace(/\s+/g, '')
    .replace(/，/g, ',')
    .replace(/[。.]$/, '');
}

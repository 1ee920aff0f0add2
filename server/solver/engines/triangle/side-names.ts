const SIDE_OF_ENDS: Record<string, string> = { BC: 'a', CB: 'a', AC: 'b', CA: 'b', AB: 'c', BA: 'c' };

/**
 * A formula of △ABC with its sides and angles named the textbook's way: BC = a, AC = b, AB = c (also spaced, 「A B」),
 * and an angle named at its vertex (∠A, ∠BAC) is the angle A.
 */
export function sidesByLetters(formula: string): string {
  return formula
    .replace(/(?:\\angle|∠)\s*([ABC])\s*([ABC])\s*([ABC])(?![A-Za-z])/g, (x, p, v, q) => (new Set([p, v, q]).size === 3 ? v : x))
    .replace(/(?:\\angle|∠)\s*([ABC])(?![A-Za-z])/g, '$1')
    .replace(/(?<![A-Za-z\\])(BC|CB|AC|CA|AB|BA)(?![A-Za-z])/g, (x) => SIDE_OF_ENDS[x] ?? x)
    .replace(/(?<![A-Za-z\\])([ABC])\s+([ABC])(?![A-Za-z])/g, (x, p, q) => (p !== q ? SIDE_OF_ENDS[p + q] : x));
}

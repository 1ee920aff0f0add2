/**
 * The shape of a look-alike: a problem near a kind the solver answers, with one detail changed, and its hand-worked
 * answer — a choice letter (letters for a multiple choice), a value (or the values any correct layout may show), or
 * null when the problem is undecidable and must be refused. 'solves' must be answered right; 'mayRefuse' answered
 * right or refused; 'refuses' refused.
 */
export type Expected = string | number | number[] | null;
export type Status = 'solves' | 'mayRefuse' | 'refuses';
export type Lookalike = [text: string, expected: Expected, status: Status];

export const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

/** Every number of a final answer, with "× 10^{n}", N_A and simple fractions read. */
export function answerNumbers(answer: string): number[] {
  const t = answer
    .replace(/\\(?:times|cdot)\s*10\^\{?(-?\d+)\}?/g, 'e$1')
    .replace(/×\s*10\^\{?(-?\d+)\}?/g, 'e$1')
    .replace(/\s+e/g, 'e')
    .replace(/\\[dt]?frac\{(\d+)\}\{(\d+)\}/g, (_, a, b) => String(Number(a) / Number(b)));
  return [...t.matchAll(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)].map((m) => Number(m[0]));
}

/** The final answer gives the expected one: the same letter(s), or a value equal to one of them (to 0.2 %). */
export function agrees(answer: string, expected: Exclude<Expected, null>): boolean {
  if (typeof expected === 'string') {
    const letters = answer.trim().match(/^[A-D]+/)?.[0] ?? '';
    return letters === expected;
  }
  const values = typeof expected === 'number' ? [expected] : expected;
  const found = answerNumbers(answer);
  return values.some((v) => found.some((x) => (v === 0 ? Math.abs(x) < 1e-9 : Math.abs(x - v) <= 2e-3 * Math.abs(v))));
}

import type { Solver } from '../../server/solver/types';
import { plainAnswer } from './plain-answer';

/**
 * A maths look-alike: a problem near a kind the solver answers with one detail changed, and its hand-worked answer —
 * option letters ('AC' for a multiple choice), or tokens the plain answer must all hold (「a|b」 spellings of one
 * value), or null when the problem is undecidable and must be refused. 'solves' must be answered right; 'mayRefuse'
 * answered right or refused; 'refuses' refused.
 */
export type MathsStatus = 'solves' | 'mayRefuse' | 'refuses';
export type MathsLookalike = [text: string, expected: string[] | null, status: MathsStatus];

export const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

/**
 * The answer gives the expected one: exactly the expected letters, or every expected token as a whole value in the
 * plain reading — a token without a sign must not stand after a minus (4/5 is not found in -4/5).
 */
export function mathsAgrees(answer: string, expected: string[]): boolean {
  const [first] = expected;
  if (first && /^[A-D]+$/.test(first)) return (answer.trim().match(/^[A-D]+/)?.[0] ?? '') === first;
  const plain = plainAnswer(answer)
    .replace(/\\([{}])/g, '$1')
    .replace(/\\mid/g, '|')
    .replace(/\\infty/g, '∞')
    .replace(/\\cup/g, '∪')
    .replace(/\\(?:leq|leqslant|le)(?![a-z])/g, '≤')
    .replace(/\\(?:geq|geqslant|ge)(?![a-z])/g, '≥');
  return expected.every((token) =>
    token.split('|').some((spelling) => {
      const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const before = /^[-±]/.test(spelling) ? '(?<![\\d.])' : '(?<![\\d.±-])';
      return new RegExp(`${before}${escaped}(?![\\d.])`).test(plain);
    }),
  );
}

/**
 * Solve every case and list its faults: an answer that is not the hand-worked one, an answer where a refusal is
 * required, a case recorded as answered that is now refused. Also counts the cases answered right.
 */
export async function judgeMathsCases(solver: Solver, cases: MathsLookalike[]): Promise<{ faults: string[]; answered: number }> {
  const faults: string[] = [];
  let answered = 0;
  for (const [text, expected, status] of cases) {
    const out = await solver.solve({ text });
    const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
    const right = out.ok && expected !== null && mathsAgrees(out.finalAnswer, expected);
    if (out.ok && (!right || status === 'refuses')) faults.push(`${status === 'refuses' ? 'must be refused' : 'wrong'}: ${shown}`);
    else if (!out.ok && status === 'solves') faults.push(`no longer answered: ${shown}`);
    if (right) answered++;
  }
  return { faults, answered };
}

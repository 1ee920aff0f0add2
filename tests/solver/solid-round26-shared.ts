import { evalNum, parseRat } from '../../server/solver/math/numbers/ratexpr';
import { agrees, type Expected } from './lookalike-hunt-shared';

/** An exact answer such as $\frac{2\sqrt{3}}{3}$, $-\frac{1}{3}$ or $60^{\circ}$ as a number. */
function texValue(answer: string): number | null {
  const t = answer
    .replace(/\$/g, '')
    .replace(/\^\{\\circ\}$/, '')
    .trim();
  const n = parseRat(t);
  const v = n ? evalNum(n) : Number.NaN;
  return Number.isFinite(v) ? v : null;
}

/** Wrong unless the letter agrees, or the exact value equals the expected number (to 1e-9). */
export const wrongUnlessExact = (answer: string, expected: Expected): string | null => {
  if (expected === null) return 'wrong';
  if (typeof expected === 'string') return agrees(answer, expected) ? null : 'wrong';
  // several values asked together: each in its place
  const parts = answer.split(/[，,；;]/);
  const wanted = typeof expected === 'number' ? [expected] : expected;
  if (parts.length !== wanted.length) return 'wrong';
  const ok = wanted.every((x, i) => {
    const v = texValue(parts[i]);
    return v !== null && Math.abs(v - x) < 1e-9;
  });
  return ok ? null : 'wrong';
};

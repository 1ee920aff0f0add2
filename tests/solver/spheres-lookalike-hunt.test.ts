import { describe, expect, it } from 'vitest';
import { evalNum, parseRat } from '../../server/solver/math/numbers/ratexpr';
import { createOfflineSolver } from '../../server/solver/offline';
import { type Expected, lookalikeFaults } from './lookalike-hunt-shared';
import * as SETS from './spheres-lookalike-hunt-cases';

// Look-alikes of the spheres around and inside solids and of the cone told by its shape: the usual wording with one
// detail changed. Each is answered with its hand-worked value ('solves'), answered right or refused ('mayRefuse'), or
// refused ('refuses'); an answer with any other value is a fault.
const solver = createOfflineSolver();

/** The value of a final answer such as 4\sqrt{3}\pi, \frac{32}{3}\pi or a ratio 3:1; null when it is not one number. */
function answerValue(answer: string): number | null {
  const t = answer.replace(/\$/g, '').trim();
  const ratio = /^([^:]+):([^:]+)$/.exec(t);
  if (ratio) {
    const [a, b] = [answerValue(ratio[1]), answerValue(ratio[2])];
    return a !== null && b ? a / b : null;
  }
  const n = parseRat(t.replace(/\\pi/g, 'p'));
  const v = n ? evalNum(n, (name) => (name === 'p' ? Math.PI : Number.NaN)) : Number.NaN;
  return Number.isFinite(v) ? v : null;
}

/** 'wrong' unless the answer has the hand-worked letter or value (to 10⁻⁹, relative); a null case must be refused. */
function sphereFault(answer: string, expected: Expected): string | null {
  if (expected === null) return 'wrong';
  if (typeof expected === 'string') return (answer.trim().match(/^[A-D]+/)?.[0] ?? '') === expected ? null : 'wrong';
  const values = typeof expected === 'number' ? [expected] : expected;
  const v = answerValue(answer);
  return v !== null && values.some((x) => Math.abs(v - x) <= 1e-9 * Math.max(1, Math.abs(x))) ? null : 'wrong';
}

describe('spheres and cones look-alike hunt: one detail changed, the right answer or a refusal', () => {
  const sets = Object.entries(SETS);
  it('holds at least 150 look-alikes', () => {
    expect(sets.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThanOrEqual(150);
  });
  it('reads the values of answers it compares', () => {
    expect(answerValue('$4\\sqrt{3}\\pi$')).toBeCloseTo(4 * Math.sqrt(3) * Math.PI, 12);
    expect(answerValue('$\\frac{32}{3}\\pi$')).toBeCloseTo((32 / 3) * Math.PI, 12);
    expect(answerValue('3:1')).toBe(3);
    expect(sphereFault('$12\\pi$', 16 * Math.PI)).toBe('wrong');
  });
  for (const [name, cases] of sets) {
    it(`${name}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      expect(await lookalikeFaults(solver, cases, sphereFault)).toEqual([]);
    });
  }
});

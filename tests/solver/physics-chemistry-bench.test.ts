import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareToExpected, type Expected, solveScience } from '../../server/solver/science';

interface BenchProblem {
  id: string;
  subject: string;
  text: string;
  expected: Expected;
}

const problems: BenchProblem[] = JSON.parse(readFileSync(new URL('../../bench/solver-problems/science.json', import.meta.url), 'utf8'));

describe('bench/solver-problems/science.json', () => {
  it('has at least 10 physics and 10 chemistry problems with unique ids', () => {
    expect(problems.filter((p) => p.subject === 'physics').length).toBeGreaterThanOrEqual(10);
    expect(problems.filter((p) => p.subject === 'chemistry').length).toBeGreaterThanOrEqual(10);
    expect(new Set(problems.map((p) => p.id)).size).toBe(problems.length);
    expect(problems.some((p) => p.expected.kind === 'refuse')).toBe(true);
  });

  for (const p of problems) {
    it(`${p.id}: the offline science engines meet the expectation`, async () => {
      const out = await solveScience(p.text);
      expect(compareToExpected(out, p.expected), JSON.stringify(out)).toBe(true);
      if (out?.ok) expect(out.subject).toBe(p.subject);
    });
  }
});

describe('compareToExpected', () => {
  const solved = (finalAnswer: string) =>
    ({
      ok: true,
      subject: 'physics',
      problemType: 'solution',
      markdown: '',
      finalAnswer,
      verification: { status: 'verified', note: '' },
      engine: 'test',
    }) as const;

  it('converts units and applies a relative tolerance', () => {
    expect(compareToExpected(solved('$v = 72\\ \\mathrm{km/h}$'), { kind: 'numbers', value: [20], unit: 'm/s' })).toBe(true);
    expect(compareToExpected(solved('$v = 72\\ \\mathrm{km/h}$'), { kind: 'numbers', value: [21], unit: 'm/s' })).toBe(false);
    expect(compareToExpected(solved('$Q = 4.2 \\times 10^{5}\\ \\mathrm{J}$'), { kind: 'numbers', value: [420], unit: 'kJ' })).toBe(true);
    expect(compareToExpected(solved('$R = 24\\ \\Omega$'), { kind: 'numbers', value: [24], unit: 'ohm' })).toBe(true);
    expect(compareToExpected(solved('$a = 5\\ \\mathrm{m/s^2}$'), { kind: 'numbers', value: [5], unit: 'N' })).toBe(false);
  });

  it('compares coefficients exactly and treats null or Refused as a refusal', () => {
    const eq = solved('$3\\mathrm{Fe} + 2\\mathrm{O_2} \\rightarrow \\mathrm{Fe_3O_4}$');
    expect(compareToExpected(eq, { kind: 'coefficients', value: [3, 2, 1] })).toBe(true);
    expect(compareToExpected(eq, { kind: 'coefficients', value: [6, 4, 2] })).toBe(false);
    expect(compareToExpected(null, { kind: 'refuse' })).toBe(true);
    expect(compareToExpected({ ok: false, subject: 'physics', problemType: 'solution', reason: 'x' }, { kind: 'refuse' })).toBe(true);
    expect(compareToExpected(eq, { kind: 'refuse' })).toBe(false);
  });
});

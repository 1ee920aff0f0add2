import { expect } from 'vitest';
import type { Solver } from '../../server/solver/types';
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

/** The first line of a problem (its stem, without the options), as a fault shows it. */
export const firstLine = (text: string) => text.split('\n')[0];

/**
 * Runs look-alikes through the solver and lists what went against them: an answer `fault` names (wrong, or failing
 * a further check), a 'solves' case refused, a 'refuses' case answered. Empty when every case holds.
 */
export async function lookalikeFaults<E>(
  solver: Pick<Solver, 'solve'>,
  cases: readonly (readonly [text: string, expected: E, status: Status, ...rest: unknown[]])[],
  fault: (answer: string, expected: E) => string | null,
  shownText: (text: string) => string = firstLine,
): Promise<string[]> {
  const faults: string[] = [];
  for (const [text, expected, status] of cases) {
    const out = await solver.solve({ text });
    const shown = `${shownText(text)} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
    const found = out.ok ? fault(out.finalAnswer, expected) : null;
    if (found) faults.push(`${found}: ${shown}`);
    else if (!out.ok && status === 'solves') faults.push(`no longer solved: ${shown}`);
    else if (out.ok && status === 'refuses') faults.push(`must be refused: ${shown}`);
  }
  return faults;
}

/** 'wrong' unless the answer agrees with the hand-worked one (a case expecting null must be refused). */
export const wrongUnlessAgrees = (answer: string, expected: Expected): string | null =>
  expected === null || !agrees(answer, expected) ? 'wrong' : null;

/** A probe of a kind: recorded as answered (with its letter) or as refused. */
export interface ChoiceProbe {
  text: string;
  answer: string | null;
  answered: boolean;
}

/** Checks one probe: answered with its letter when recorded as answered, refused when recorded as refused. */
export async function expectProbe(solver: Solver, probe: ChoiceProbe) {
  const r = await solver.solve({ text: probe.text });
  if (probe.answered) {
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    if (r.ok) expect(r.finalAnswer.trim()[0]).toBe(probe.answer);
  } else {
    expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
  }
}

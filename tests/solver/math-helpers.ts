import { expect } from 'vitest';
import { solveMathDetailed } from '../../server/solver/math/index';
import type { AnswerValue } from '../../server/solver/math/expression/types';
import type { Solved } from '../../server/solver/types';

/** Solves and asserts a verified answer; returns the outcome and its machine-readable value. */
export function solvedOf(text: string): { out: Solved; value: AnswerValue } {
  const r = solveMathDetailed(text);
  expect(r, `no family recognised: ${text}`).not.toBeNull();
  const out = r!.outcome;
  if (!out.ok) throw new Error(`refused "${text}": ${out.reason}`);
  expect(out.verification.status).toBe('verified');
  expect(out.subject).toBe('math');
  expect(out.markdown).toContain('**步骤 1**');
  return { out, value: r!.value! };
}

export function numbersOf(text: string): number[] {
  const { value } = solvedOf(text);
  if (value.kind !== 'numbers') throw new Error(`expected numbers, got ${value.kind}`);
  return [...value.values].sort((a, b) => a - b);
}

export function expectNumbers(actual: number[], expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  const sorted = [...expected].sort((a, b) => a - b);
  for (const [i, x] of actual.entries()) expect(x).toBeCloseTo(sorted[i], 9);
}

/** Refused (or not recognised at all): never an answer. */
export function expectNoAnswer(text: string): void {
  const r = solveMathDetailed(text);
  expect(r?.outcome.ok ?? false, `unexpected answer for "${text}": ${JSON.stringify(r?.outcome)}`).toBe(false);
  if (r) expect((r.outcome as { reason: string }).reason).toMatch(/[\u4e00-\u9fff]/);
}

import { expect } from 'vitest';
import type { Engine, EngineResult } from '../../server/solver/engines/types';
import type { AnswerValue } from '../../server/solver/math/expression/types';
import { readQuestion } from '../../server/solver/read/question';
import type { Solved } from '../../server/solver/types';

export async function run(engine: Engine, text: string): Promise<EngineResult | null> {
  const q = readQuestion(text, 'solution', 'math');
  return (await engine.solve(q)) ?? null;
}

/** Solved, verified, with steps; returns the outcome and its value. */
export async function solvedBy(engine: Engine, text: string): Promise<{ out: Solved; value: AnswerValue }> {
  const r = await run(engine, text);
  expect(r, `not understood: ${text}`).not.toBeNull();
  const out = r!.outcome;
  if (!out.ok) throw new Error(`refused "${text}": ${out.reason}`);
  expect(out.verification.status).toBe('verified');
  expect(out.markdown).toContain('**步骤 1**');
  expect(r!.value).toBeDefined();
  return { out, value: r!.value! };
}

export async function numbersBy(engine: Engine, text: string): Promise<number[]> {
  const { value } = await solvedBy(engine, text);
  if (value.kind !== 'numbers') throw new Error(`expected numbers, got ${value.kind}`);
  return value.values;
}

/** Never an answer: refused in Chinese, or not taken at all. */
export async function expectNoAnswer(engine: Engine, text: string): Promise<void> {
  const r = await run(engine, text);
  expect(r?.outcome.ok ?? false, `unexpected answer for "${text}": ${JSON.stringify(r?.outcome)}`).toBe(false);
  if (r && !r.outcome.ok) expect(r.outcome.reason).toMatch(/[\u4e00-\u9fff]/);
}

export async function expectRefused(engine: Engine, text: string, reason?: RegExp): Promise<void> {
  const r = await run(engine, text);
  expect(r, `not taken: ${text}`).not.toBeNull();
  expect(r!.outcome.ok).toBe(false);
  if (!r!.outcome.ok && reason) expect(r!.outcome.reason).toMatch(reason);
}

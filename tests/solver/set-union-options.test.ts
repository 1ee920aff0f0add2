import { describe, expect, it } from 'vitest';
import { answerMatches } from '../../server/solver/math/answers/answer';
import type { AnswerValue } from '../../server/solver/math/expression/types';

const outside: AnswerValue = {
  kind: 'interval',
  intervals: [
    { lo: -Infinity, hi: -1, loClosed: false, hiClosed: true },
    { lo: 3, hi: Infinity, loClosed: true, hiClosed: false },
  ],
};

describe('options written as a union of set-builders', () => {
  it('reads \\{x | …\\} ∪ \\{x | …\\} as the union of the conditions', () => {
    expect(answerMatches(outside, '$\\{x \\mid x \\leq-1\\} \\cup\\{x \\mid x \\geq 3\\}$')).toBe(true);
    expect(answerMatches(outside, '$\\{x \\mid x<-1\\} \\cup\\{x \\mid x>3\\}$')).toBe(false);
    expect(answerMatches(outside, '$\\{x \\mid x \\leq-1\\} \\cup\\{x \\mid x \\geq 2\\}$')).toBe(false);
  });

  it('reads the union sign that OCR prints as a letter U', () => {
    expect(answerMatches(outside, '$\\{x \\mid x \\leq-1\\} U\\{x \\mid x \\geq 3\\}$')).toBe(true);
  });

  it('does not read sets in two different letters or with other words between them', () => {
    expect(answerMatches(outside, '$\\{x \\mid x \\leq-1\\} \\cup\\{y \\mid y \\geq 3\\}$')).toBeNull();
    expect(answerMatches(outside, '$\\{x \\mid x \\leq-1\\} \\cap\\{x \\mid x \\geq 3\\}$')).toBeNull();
  });
});

describe('a complement asked with options written as unions', () => {
  it('picks the one option equal to the complement and rejects the unions', async () => {
    const { createOfflineSolver } = await import('../../server/solver/offline');
    const text =
      '已知集合 $A=\\left\\{x \\mid x^{2}-2 x-3>0\\right\\}$, 则 $\\complement_{R} A=(\\quad)$\nA. $\\{x \\mid-1<x<3\\}$\nB. $\\{x \\mid-1 \\leqslant x \\leqslant 3\\}$\nC. $\\{x \\mid x<-1\\} \\cup\\{x \\mid x>3\\}$\nD. $\\{x \\mid x \\leqslant-1\\} U\\{x \\mid x \\geqslant 3\\}$';
    const out = await createOfflineSolver().solve({ text });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.finalAnswer).toMatch(/^B/);
  });
});

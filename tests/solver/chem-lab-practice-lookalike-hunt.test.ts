import { describe, expect, it } from 'vitest';
import { classify } from '../../server/solver/classify';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeLabSentence } from '../../server/solver/science/chem/lab-practice/judge';
import { labText } from '../../server/solver/science/chem/lab-practice/lab-text';
import { statementsAsked } from '../../server/solver/science/statement-picks';
import { LOOKALIKE_QUESTIONS, LOOKALIKE_SENTENCES, LOOKALIKE_STEMS, LOOKALIKE_SUBJECTS } from './chem-lab-practice-lookalike-hunt-cases';

const solver = createOfflineSolver();

describe('lab practice look-alikes: questions', () => {
  it.each(LOOKALIKE_QUESTIONS.map((c, i) => [`${i + 1}: ${c.text.split('\n')[0]}`, c] as const))('%s', async (_, c) => {
    const r = await solver.solve({ text: c.text });
    if (r.ok) {
      expect(c.answer, `answered ${r.finalAnswer} where only a refusal is right`).not.toBeNull();
      expect(r.finalAnswer.trim()[0]).toBe(c.answer);
    } else {
      expect(c.answered, r.reason).toBe(false);
    }
  });
});

describe('lab practice look-alikes: one sentence', () => {
  it.each(LOOKALIKE_SENTENCES.map((c) => [c.text, c] as const))('%s', (_, c) => {
    const verdict = judgeLabSentence(labText(c.text));
    if (verdict) expect(verdict.truth).toBe(c.truth);
    expect(verdict !== null).toBe(c.decided);
  });
});

describe('lab practice look-alikes: the ask of a stem', () => {
  it.each(LOOKALIKE_STEMS.map((c) => [c.stem, c.asked] as const))('%s', (stem, asked) => {
    expect(statementsAsked(stem)).toBe(asked);
  });
});

describe('lab practice look-alikes: physics with laboratory words', () => {
  it.each(LOOKALIKE_SUBJECTS.map((c) => [c.text] as const))('%s', (text) => {
    expect(classify(text).subject).not.toBe('chemistry');
  });
});

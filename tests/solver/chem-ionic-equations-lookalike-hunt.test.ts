import { describe, expect, it } from 'vitest';
import { judgeIonicEquation } from '../../server/solver/science/chem/ionic-equation-judge';
import { readIonicEquationOption } from '../../server/solver/science/chem/ionic-equation-option';
import { createOfflineSolver } from '../../server/solver/offline';
import { LOOKALIKE_OPTIONS } from './chem-ionic-equations-lookalike-hunt-cases';

const solver = createOfflineSolver();
const LETTERS = 'ABCD';

describe('离子方程式 look-alikes: one option is never judged the other way', () => {
  it.each(LOOKALIKE_OPTIONS.map(([text, right], i) => [`${i + 1}: ${text}`, text, right] as const))('%s', (_, text, right) => {
    const o = readIonicEquationOption(text);
    const verdict = o ? judgeIonicEquation(o).right : null;
    expect([right, null]).toContain(verdict);
  });
});

/**
 * Whole questions built from the options: each option in turn is the odd one, set among three options of the other
 * verdict — one right among three wrong (「正确的是」), or one wrong among three right (「不正确的是」「错误的是」) —
 * and moved through every letter. The three others are drawn from options the judge decides, so that most questions
 * turn on the odd option; the solver answers it or refuses.
 */
const decided = LOOKALIKE_OPTIONS.filter(([t]) => {
  const o = readIonicEquationOption(t);
  return o && judgeIonicEquation(o).right !== null;
});
const rights = decided.filter(([, r]) => r).map(([t]) => t);
const wrongs = decided.filter(([, r]) => !r).map(([t]) => t);
const allRights = LOOKALIKE_OPTIONS.filter(([, r]) => r).map(([t]) => t);
const allWrongs = LOOKALIKE_OPTIONS.filter(([, r]) => !r).map(([t]) => t);
const question = (stem: string, odd: string, others: string[], at: number) => {
  const options = [...others];
  options.splice(at, 0, odd);
  return [stem, ...options.map((o, i) => `${LETTERS[i]}. ${o}`)].join('\n');
};
const STEMS_TRUE = ['下列离子方程式书写正确的是（ ）', '能正确表示下列反应的离子方程式是'];
const STEMS_FALSE = ['下列离子方程式书写不正确的是（ ）', '下列反应的离子方程式错误的是'];
const QUESTIONS = [
  ...allRights.map((odd, i) => ({
    text: question(
      STEMS_TRUE[i % 2],
      odd,
      [0, 1, 2].map((k) => wrongs[(3 * i + k) % wrongs.length]),
      i % 4,
    ),
    answer: LETTERS[i % 4],
  })),
  ...allWrongs.map((odd, i) => ({
    text: question(
      STEMS_FALSE[i % 2],
      odd,
      [0, 1, 2].map((k) => rights[(3 * i + k) % rights.length]),
      (i + 1) % 4,
    ),
    answer: LETTERS[(i + 1) % 4],
  })),
];

describe('离子方程式 look-alike questions: answered right or refused', () => {
  it.each(QUESTIONS.map((q, i) => [`${i + 1}: ${q.text.split('\n')[1]}`, q] as const))('%s', async (_, q) => {
    const r = await solver.solve({ text: q.text });
    if (r.ok) expect(r.finalAnswer.trim()[0]).toBe(q.answer);
  });
  it('answers some of them', async () => {
    let answered = 0;
    for (const q of QUESTIONS) if ((await solver.solve({ text: q.text })).ok) answered++;
    expect(answered).toBeGreaterThan(QUESTIONS.length / 3);
  });
});

import { describe, expect, it } from 'vitest';
import { findEquation } from '../../server/solver/science/chem/equation-text';
import { isBalanced } from '../../server/solver/science/chem/balance';
import { TEXTBOOK_IONIC_EQUATIONS } from '../../server/solver/science/chem/ionic-equation-table';
import { createOfflineSolver } from '../../server/solver/offline';
import { IONIC_EQUATION_CASES } from './chem-ionic-equations-cases';

const solver = createOfflineSolver();

describe('离子方程式正误判断: probes', () => {
  it.each(IONIC_EQUATION_CASES.map((c, i) => [`${i + 1}: ${c.text.split('\n')[0]}`, c] as const))('%s', async (_, c) => {
    const r = await solver.solve({ text: c.text });
    if (c.answered) {
      expect(r.ok, r.ok ? '' : r.reason).toBe(true);
      if (r.ok) expect(r.finalAnswer.trim()[0]).toBe(c.answer);
    } else {
      expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
    }
  });
});

describe('textbook ionic equations table', () => {
  it('holds only balanced equations the shared reader parses', () => {
    const bad = TEXTBOOK_IONIC_EQUATIONS.filter((t) => {
      const e = findEquation(t.equation);
      return !e || e.source !== t.equation || !isBalanced(e.reactants, e.products, e.written);
    }).map((t) => t.equation);
    expect(bad).toEqual([]);
  });
});

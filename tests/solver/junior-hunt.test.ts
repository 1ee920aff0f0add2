import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { FUNCTIONS, GEOMETRY, STATISTICS, WORD_PROBLEMS } from './junior-hunt-functions-geometry';
import { ALGEBRA, EQUATIONS, FACTORING, type JuniorProblem, INEQUALITIES, NUMBERS } from './junior-hunt-number-algebra';
import * as TWO from './junior-hunt-look-alikes';
import { CHEMISTRY, PHYSICS } from './junior-hunt-science';
import { isRightAnswer } from './plain-answer';

// Junior-high (中考) questions written fresh, near what the solver answers, each with a trap: answered right, or
// refused; never wrong. Those marked 'answered' are answered right now and must stay answered.
const solver = createOfflineSolver();

const AREAS: Array<[string, JuniorProblem[]]> = [
  ['有理数与实数', [...NUMBERS, ...TWO.NUMBERS_TWO]],
  ['整式、分式与二次根式', ALGEBRA],
  ['因式分解', [...FACTORING, ...TWO.FACTORING_TWO]],
  ['方程', [...EQUATIONS, ...TWO.EQUATIONS_TWO]],
  ['不等式', [...INEQUALITIES, ...TWO.INEQUALITIES_TWO]],
  ['函数', [...FUNCTIONS, ...TWO.FUNCTIONS_TWO]],
  ['方程应用题', [...WORD_PROBLEMS, ...TWO.WORD_PROBLEMS_TWO]],
  ['几何', GEOMETRY],
  ['统计与概率', [...STATISTICS, ...TWO.STATISTICS_TWO]],
  ['物理', [...PHYSICS, ...TWO.PHYSICS_TWO]],
  ['化学', [...CHEMISTRY, ...TWO.CHEMISTRY_TWO]],
];

/** Infinity, union, ≤, ≥, ≠ and × in the plain reading, so an answer can be compared as written by hand. */
function readable(answer: string): string {
  return answer
    .replace(/\\infty/g, '∞')
    .replace(/\\cup/g, '∪')
    .replace(/\\(?:leq|leqslant|le)(?![a-z])/g, '≤')
    .replace(/\\(?:geq|geqslant|ge)(?![a-z])/g, '≥')
    .replace(/\\(?:neq|ne)(?![a-z])/g, '≠')
    .replace(/\\%/g, '%');
}

for (const [area, problems] of AREAS)
  describe(`junior-high hunt for wrong answers: ${area}`, () => {
    it.each(problems)('%s: refused or right', async (text, expected, forbidden = [], answered) => {
      const r = await solver.solve({ text });
      if (answered) expect(r.ok, 'no longer answered').toBe(true);
      if (!r.ok) return;
      const answer = readable(r.finalAnswer);
      expect(isRightAnswer(expected, answer), `wrong: ${r.finalAnswer}`).toBe(true);
      for (const token of forbidden) expect(isRightAnswer([token], answer), `holds ${token}: ${r.finalAnswer}`).toBe(false);
    });
  });

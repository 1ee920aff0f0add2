import { solveMathDetailed } from '../../math/index';
import type { Engine } from '../types';

/** Equations, inequalities, systems, calculus, sequences and expressions, with choice questions on their results. */
export const algebraEngine: Engine = {
  name: 'algebra',
  subjects: ['math', 'other'],
  // Options are compared by the choice module; this engine reads the stem without exam decorations.
  solve: (q) => (q.options.length ? null : solveMathDetailed(q.stem, q.problemType, !q.forOptions)),
};

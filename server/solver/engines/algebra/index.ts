import { solveMathDetailed } from '../../math/index';
import type { Engine } from '../types';

/** Equations, inequalities, systems, calculus, sequences and expressions, with choice questions on their results. */
export const algebraEngine: Engine = {
  name: 'algebra',
  subjects: ['math', 'other'],
  solve: (q) => solveMathDetailed(q.raw, q.problemType),
};

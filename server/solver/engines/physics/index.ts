import { asArrivedForScience } from '../../read/exam';
import { solvePhysics } from '../../science/physics';
import type { Engine } from '../types';

/** Unit conversions and secondary-school physics solved by the standard formulas, also as choice questions. */
export const physicsEngine: Engine = {
  name: 'physics',
  subjects: ['physics'],
  readsOptions: true,
  async solve(q) {
    const outcome = await solvePhysics(asArrivedForScience(q.raw));
    if (!outcome) return null;
    // A refusal speaks for physics questions only: another subject's question goes on to its engines.
    if (!outcome.ok && q.subject !== 'physics' && q.subject !== 'other') return null;
    return { outcome };
  },
};

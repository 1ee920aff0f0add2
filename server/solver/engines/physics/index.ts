import { solvePhysics } from '../../science/physics';
import type { Engine } from '../types';

/** Unit conversions and secondary-school physics solved by the standard formulas. */
export const physicsEngine: Engine = {
  name: 'physics',
  subjects: ['physics'],
  async solve(q) {
    const outcome = await solvePhysics(q.raw);
    return outcome ? { outcome } : null;
  },
};

import { solveChemistry } from '../../science/chemistry';
import type { Engine } from '../types';

/** Balancing, molar mass and stoichiometry. */
export const chemistryEngine: Engine = {
  name: 'chemistry',
  subjects: ['chemistry'],
  async solve(q) {
    const outcome = await solveChemistry(q.raw);
    return outcome ? { outcome } : null;
  },
};

import { asArrivedForScience } from '../../read/exam';
import { solveChemistry } from '../../science/chemistry';
import type { Engine } from '../types';

/** Balancing, molar mass, stoichiometry and particle counts, also as choice questions. */
export const chemistryEngine: Engine = {
  name: 'chemistry',
  subjects: ['chemistry'],
  readsOptions: true,
  async solve(q) {
    const outcome = await solveChemistry(asArrivedForScience(q.raw));
    if (!outcome) return null;
    // A refusal speaks for chemistry questions only: another subject's question goes on to its engines.
    if (!outcome.ok && q.subject !== 'chemistry' && q.subject !== 'other') return null;
    return { outcome };
  },
};

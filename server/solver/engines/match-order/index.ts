import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';
import { matchOrder } from './two-in-a-row';

/**
 * The order of games against three opponents and the chance of two wins in a row (选择题: which order makes it
 * greatest): the options are statements about orders, so this engine reads them itself.
 */
export const matchOrderEngine: Engine = {
  name: 'match-order',
  subjects: ['math'],
  readsOptions: true,
  solve: (q) => {
    try {
      return matchOrder(q.stem, q.options, stemProblem(q));
    } catch {
      return null;
    }
  },
};

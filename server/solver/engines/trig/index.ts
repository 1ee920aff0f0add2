import { withOptions } from '../../math/choice';
import type { Engine } from '../types';
import { solveEquation } from './equation';
import { solveGiven } from './given';
import { solveParamMax } from './param';
import { solveShift } from './shift';
import { solveWave } from './wave';

/** Trigonometry: values from one given function value and the angle's range; identities on them. */
export const trigEngine: Engine = {
  name: 'trig',
  subjects: ['math'],
  solve(q) {
    try {
      if (!/\\(?:sin|cos|tan)|sin|cos|tan/.test(q.stem)) return null;
      return withOptions(
        q.problemType,
        q.options,
        solveShift(q.stem, q.problemType) ??
          solveGiven(q.stem, q.problemType) ??
          solveEquation(q.stem, q.problemType) ??
          solveWave(q.stem, q.problemType) ??
          solveParamMax(q.stem, q.problemType),
      );
    } catch {
      return null;
    }
  },
};

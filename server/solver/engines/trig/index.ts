import { withOptions } from '../../math/answers/choice';
import type { MathOutcome } from '../../math/expression/types';
import type { Engine } from '../types';
import { solveEquation } from './equation';
import { solveGiven } from './given';
import { solveGraphMoves } from './graph-moves';
import { angleLetterAsAlpha } from './ocr-alpha';
import { solveOmegaFromPeriod } from './omega-period';
import { solveOneCondition } from './one-condition';
import { solveParamMax } from './param';
import { solveShift } from './shift';
import { solveShiftPhase } from './shift-phase';
import { solveTanSum } from './tan-sum';
import { solveTerminalPoints } from './terminal-points';
import { solveWave } from './wave';
import { solveWaveOnInterval } from './wave-interval';

/** Trigonometry: values from one given function value and the angle's range; identities on them. */
export const trigEngine: Engine = {
  name: 'trig',
  subjects: ['math'],
  solve(q) {
    if (!/\\(?:sin|cos|tan)|sin|cos|tan/.test(q.stem)) return null;
    const text = angleLetterAsAlpha(q.stem);
    const kinds = [
      solveTanSum,
      solveTerminalPoints,
      solveOmegaFromPeriod,
      solveGraphMoves,
      solveShift,
      solveShiftPhase,
      solveWaveOnInterval,
      solveGiven,
      solveEquation,
      solveOneCondition,
      solveWave,
      solveParamMax,
    ];
    let first: MathOutcome | null = null;
    for (const kind of kinds) {
      first = attempt(() => kind(text, q.problemType));
      if (first) break;
    }
    // A kind that declined with a refusal (or failed) leaves the question to the general one-condition kind; when
    // that one refuses too, the first kind's reason (e.g. the missing quadrant) is the one the student can act on.
    const general = !first?.outcome.ok ? attempt(() => solveOneCondition(text, q.problemType)) : null;
    const stem = general && (general.outcome.ok || !first) ? general : first;
    try {
      return withOptions(q.problemType, q.options, stem);
    } catch {
      return null;
    }
  },
};

function attempt(run: () => MathOutcome | null): MathOutcome | null {
  try {
    return run();
  } catch {
    return null;
  }
}

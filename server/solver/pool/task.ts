import { announceStart, type Numbered } from '../../threads/task-started';
import { createOfflineSolver, verifyAnswer } from '../offline';
import type { ProblemType, SolveOutcome } from '../types';

/** One unit of work for a pool thread. */
export type PoolJob =
  | { op: 'solve'; text: string; problemType?: ProblemType; imagePaths?: string[] }
  | { op: 'verify'; text: string; answer: string };

export type PoolResult = SolveOutcome | 'agree' | 'disagree' | 'unknown';

const solver = createOfflineSolver();
// The first solve in a thread sets up the symbolic engines (hundreds of ms): done while the thread
// starts, so that no task's time limit pays for it.
await solver.solve({ text: '解方程 x^2-5x+6=0', problemType: 'solution' }).catch(() => null);

/**
 * Runs inside a worker thread of the solver pool (server/solver/pool/index.ts): the offline solver
 * or its answer check, exactly as in the main thread, but where a runaway computation can be stopped.
 */
export default async function runPoolTask(task: Numbered<PoolJob>): Promise<PoolResult> {
  announceStart(task.id);
  if (task.op === 'verify') return verifyAnswer(task.text, task.answer);
  return solver.solve({ text: task.text, problemType: task.problemType, imagePaths: task.imagePaths });
}

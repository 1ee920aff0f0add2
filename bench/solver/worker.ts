/**
 * Bench worker thread: solves one problem per message with the offline solver and posts the outcome
 * and the solving time back. Running in a thread lets the bench stop a problem that overruns its cap.
 */
import { parentPort } from 'node:worker_threads';
import { createOfflineSolver } from '../../server/solver/offline';
import type { SolveOutcome } from '../../server/solver/types';

export interface WorkerRequest {
  id: string;
  text: string;
}

export interface WorkerReply {
  id: string;
  outcome: SolveOutcome;
  ms: number;
}

const port = parentPort;
if (!port) throw new Error('bench/solver/worker.ts must run in a worker thread');
const solver = createOfflineSolver();

port.on('message', async (req: WorkerRequest) => {
  const t0 = performance.now();
  let outcome: SolveOutcome;
  try {
    outcome = await solver.solve({ text: req.text });
  } catch (e) {
    outcome = { ok: false, subject: 'other', problemType: 'other', reason: `异常：${(e as Error).message}` };
  }
  const reply: WorkerReply = { id: req.id, outcome, ms: performance.now() - t0 };
  port.postMessage(reply);
});
port.postMessage({ ready: true });

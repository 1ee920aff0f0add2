/**
 * Solves bench problems one by one with the offline solver in a worker thread, so that a problem over the
 * per-problem cap can be stopped (the worker is restarted). Shared by the solver benches.
 */
import { Worker } from 'node:worker_threads';
import type { SolveOutcome } from '../../server/solver/types';
import type { WorkerReply } from './worker';

/** Per-problem cap; BENCH_TIME_CAP_MS overrides it (to check the cap itself). */
export const TIME_CAP_MS = Number(process.env.BENCH_TIME_CAP_MS) > 0 ? Number(process.env.BENCH_TIME_CAP_MS) : 10_000;

export class CappedSolver {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;

  private start(): Promise<void> {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./worker.ts', import.meta.url).href },
    });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (m.ready) {
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return this.ready;
  }

  async solve(p: { id: string; text: string }): Promise<{ outcome: SolveOutcome; ms: number; timedOut: boolean }> {
    if (!this.worker) await this.start();
    else await this.ready;
    const worker = this.worker as Worker;
    return new Promise((resolve) => {
      const t0 = performance.now();
      const finish = (r: { outcome: SolveOutcome; ms: number; timedOut: boolean }) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(r);
      };
      const onMessage = (m: WorkerReply) => {
        if (m.id === p.id) finish({ outcome: m.outcome, ms: m.ms, timedOut: false });
      };
      const onError = (e: Error) => {
        this.worker = null;
        finish({ outcome: refusedBy(`异常：${e.message}`), ms: performance.now() - t0, timedOut: false });
      };
      const timer = setTimeout(() => {
        this.worker = null;
        void worker.terminate();
        finish({ outcome: refusedBy(`超过 ${TIME_CAP_MS / 1000} 秒未完成`), ms: TIME_CAP_MS, timedOut: true });
      }, TIME_CAP_MS);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.postMessage({ id: p.id, text: p.text });
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }
}

function refusedBy(reason: string): SolveOutcome {
  return { ok: false, subject: 'other', problemType: 'other', reason };
}

import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { tasks } from '../db/schema';
import type { TaskEventsBus } from '../events/task-events-bus';
import type { Log } from '../log';
import { lazyOcr } from '../ocr/lazy';
import { visionReaderFrom } from '../ocr/vision-reader';
import { type PipelineContext, type RunOutcome, runTask } from '../pipeline/run-task';
import type { AbortReason, PipelineDeps } from '../pipeline/types';
import { createStorage, type FileStorage } from '../storage';
import { systemClock } from '../clock';
import { createPaymentProviders } from '../services/payments/providers';
import type { PaymentProviders } from '../services/payments/providers/types';
import { reconcileOrders } from '../services/payments/reconcile';
import { startOrderReconciliation } from './reconcile-orders';
import { type ExamOcrOutcome, type ExamOcrRunDeps, runExamOcr } from '../services/exam-ocr/run';
import { recoverExamOcr } from './exam-ocr-recovery';
import { consoleLog } from './log';
import {
  EXAM_OCR_QUEUE,
  type ExamOcrJobData,
  JOB_EXPIRE_SECONDS,
  liveJobs,
  PIPELINE_TIMEOUT_MS,
  QUEUE,
  type SolveJobData,
  startBoss,
} from './queue';
import { recoverOrphans } from './recovery';
import type { Jobs } from './types';

export interface CreateJobsOptions {
  config: Config;
  database: Database;
  /** The solver, OCR and video renderer (createDefaultPipelineDeps, or fakes in tests). */
  pipeline: PipelineDeps;
  /** Where the running tasks' progress is announced (the status stream of the same process listens). */
  bus: Pick<TaskEventsBus, 'publish'>;
  /** Where the task's images are read from and its video is put; the one STORAGE names when not given. */
  storage?: FileStorage;
  log?: Log;
  /** Reads exam photos (server/services/exam-ocr/run.ts); without one the queue starts its own engine. */
  examOcr?: ExamOcrRunDeps['ocr'];
  /** How often an idle worker looks for jobs queued by another process (in-process enqueues wake it at once). */
  pollingIntervalSeconds?: number;
  /** Period of the scan for orphaned tasks. */
  recoveryIntervalMs?: number;
  /** How often a running task's row is re-read, so that a stop made in another process is seen. */
  watchdogMs?: number;
  timeoutMs?: number;
  /** The payment providers whose pending orders the worker reconciles (default: those configured). */
  payments?: PaymentProviders;
  /** Period of the reconciliation of pending credit orders with their provider. */
  reconcileIntervalMs?: number;
}

/** A pending order is queried once its notification had this long to arrive. */
export const NOTIFICATION_GRACE_MS = 60_000;

export interface TaskJobs extends Jobs {
  /** One recovery scan now (as at startup); returns the re-queued task ids. */
  recover(opts?: { activeIsDead?: boolean; minAgeMs?: number }): Promise<string[]>;
  /** Called with the outcome of each exam photo's reading, for tests and logs. */
  onExamOcrSettled(listener: (jobId: string, outcome: ExamOcrOutcome | 'error') => void): () => void;
  /** Resolves with the outcome of each run, for tests and logs. */
  onSettled(listener: (taskId: string, outcome: RunOutcome | 'error') => void): () => void;
}

/** A page that takes longer than this is not going to be read (the engine's own limit is 60 s). */
const EXAM_OCR_TIMEOUT_MS = 3 * 60_000;

/** The task queue on pg-boss (queue 'solve-task') and, after startWorker(), its worker. */
export async function createJobs(opts: CreateJobsOptions): Promise<TaskJobs> {
  const { config, database } = opts;
  const log = opts.log ?? consoleLog(config.LOG_LEVEL);
  const boss = await startBoss(database, (err) => log.error({ err }, 'pg-boss error'));
  const { pipeline } = opts;
  const storage = opts.storage ?? (await createStorage(config));
  const ctx: PipelineContext = { config, db: database.db, deps: pipeline, log, bus: opts.bus, storage };
  const running = new Map<string, AbortController>();
  const settledListeners = new Set<(taskId: string, outcome: RunOutcome | 'error') => void>();
  const workerIds: string[] = [];
  const examListeners = new Set<(jobId: string, outcome: ExamOcrOutcome | 'error') => void>();
  const examRuns = new Set<AbortController>();
  // The process's OCR engine when the caller shares one (createAppDeps), else one of its own, started on first use.
  const ownOcr = opts.examOcr ? null : lazyOcr();
  const examDeps = { db: database.db, storage, ocr: opts.examOcr ?? ownOcr!.get, vision: visionReaderFrom(config), log };
  let workerStarted = false;
  let stopped = false;
  let recoveryTimer: NodeJS.Timeout | undefined;
  let stopReconciliation: (() => void) | undefined;
  const payments = opts.payments ?? createPaymentProviders(config);

  const enqueue = async (taskId: string) => {
    await boss.send(QUEUE, { taskId } satisfies SolveJobData, { retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
    // A worker in this process starts at once instead of at its next poll.
    for (const id of workerIds) boss.notifyWorker(id);
  };

  const enqueueExamOcr = async (jobId: string) => {
    await boss.send(EXAM_OCR_QUEUE, { jobId } satisfies ExamOcrJobData, { retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
    for (const id of workerIds) boss.notifyWorker(id);
  };

  const runExamJob = async (jobId: string) => {
    const controller = new AbortController();
    examRuns.add(controller);
    const timeout = setTimeout(() => abort(controller, 'timeout'), EXAM_OCR_TIMEOUT_MS);
    let outcome: ExamOcrOutcome | 'error' = 'error';
    try {
      outcome = await runExamOcr(examDeps, jobId, controller.signal);
    } catch (err) {
      log.error({ err, jobId }, 'exam OCR run crashed');
    } finally {
      clearTimeout(timeout);
      examRuns.delete(controller);
    }
    for (const listener of examListeners) listener(jobId, outcome);
  };

  const recover = (o: { activeIsDead?: boolean; minAgeMs?: number } = {}) =>
    recoverOrphans(database, boss, enqueue, { activeIsDead: o.activeIsDead ?? false, minAgeMs: o.minAgeMs ?? 30_000 });

  const abort = (controller: AbortController, reason: AbortReason) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };

  const runJob = async (taskId: string) => {
    const controller = new AbortController();
    running.set(taskId, controller);
    const timeout = setTimeout(() => abort(controller, 'timeout'), opts.timeoutMs ?? PIPELINE_TIMEOUT_MS);
    const watchdog = setInterval(async () => {
      try {
        const [row] = await database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId));
        if (!row || row.status === 'stopped') abort(controller, 'stopped');
      } catch {
        // The next tick tries again; the pipeline's guarded writes are the real safety.
      }
    }, opts.watchdogMs ?? 2000);
    let outcome: RunOutcome | 'error' = 'error';
    try {
      outcome = await runTask(ctx, taskId, controller.signal);
    } catch (err) {
      log.error({ err, taskId }, 'task run crashed');
    } finally {
      clearTimeout(timeout);
      clearInterval(watchdog);
      if (running.get(taskId) === controller) running.delete(taskId);
    }
    for (const listener of settledListeners) listener(taskId, outcome);
  };

  const handler = async (batch: PgBoss.Job<SolveJobData>[]) => {
    for (const job of batch) if (typeof job.data?.taskId === 'string') await runJob(job.data.taskId);
    // A finished job may have others queued behind it: fetch again at once instead of waiting out the
    // polling interval (a burst would otherwise run one job per worker per second).
    for (const id of workerIds) boss.notifyWorker(id);
  };

  return {
    enqueue,
    enqueueExamOcr,
    recover,
    onExamOcrSettled(listener) {
      examListeners.add(listener);
      return () => examListeners.delete(listener);
    },
    onSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },

    async cancel(taskId) {
      const controller = running.get(taskId);
      if (controller) abort(controller, 'stopped');
      const jobs = await liveJobs(database, [taskId]);
      if (jobs.length > 0)
        await boss.cancel(
          QUEUE,
          jobs.map((j) => j.id),
        );
    },

    async startWorker() {
      if (workerStarted || stopped) return;
      workerStarted = true;
      const embedded = database.kind === 'pglite';
      const recovered = await recover({ activeIsDead: embedded, minAgeMs: embedded ? 0 : 30_000 });
      if (recovered.length > 0) log.info({ tasks: recovered }, 'recovered unfinished tasks');
      pipeline.warmUp?.().catch((err) => log.warn({ err }, 'solver warm-up failed'));
      const concurrency = Math.max(1, config.WORKER_CONCURRENCY);
      for (let i = 0; i < concurrency; i += 1) {
        workerIds.push(
          await boss.work<SolveJobData>(QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 }, handler),
        );
      }
      // One reader: the OCR engine reads one image at a time anyway.
      workerIds.push(
        await boss.work<ExamOcrJobData>(
          EXAM_OCR_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 },
          async (batch) => {
            for (const job of batch) if (typeof job.data?.jobId === 'string') await runExamJob(job.data.jobId);
          },
        ),
      );
      const examRecovered = await recoverExamOcr(database, boss, enqueueExamOcr, {
        activeIsDead: embedded,
        minAgeMs: embedded ? 0 : 30_000,
      });
      if (examRecovered.length > 0) log.info({ examOcr: examRecovered }, 'recovered unfinished exam readings');
      recoveryTimer = setInterval(() => {
        recover().catch((err) => log.error({ err }, 'recovery scan failed'));
        recoverExamOcr(database, boss, enqueueExamOcr, { activeIsDead: false, minAgeMs: 30_000 }).catch((err) =>
          log.error({ err }, 'exam OCR recovery scan failed'),
        );
      }, opts.recoveryIntervalMs ?? 60_000);
      recoveryTimer.unref();
      if (Object.keys(payments).length > 0) {
        const ctx = { db: database.db, providers: payments, clock: systemClock(), config, log };
        stopReconciliation = await startOrderReconciliation(boss, () => reconcileOrders(ctx, { minAgeMs: NOTIFICATION_GRACE_MS }), {
          intervalMs: opts.reconcileIntervalMs ?? 60_000,
          log,
        });
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(recoveryTimer);
      stopReconciliation?.();
      // Running tasks go back to pending (hold kept) and run again at the next start.
      for (const controller of [...running.values(), ...examRuns]) abort(controller, 'shutdown');
      await boss.stop({ graceful: true, timeout: 15_000, close: false, wait: true });
      await pipeline.close();
      await ownOcr?.close();
    },
  };
}

import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTaskEventsBus } from './events';
import type { TaskEventsBus } from './events/task-events-bus';
import { createJobs, type TaskJobs } from './jobs';
import { consoleLog } from './jobs/log';
import type { Jobs } from './jobs/types';
import type { Log } from './log';
import { lazyOcr } from './ocr/lazy';
import { createDefaultPipelineDeps } from './pipeline/default-deps';
import type { PipelineDeps } from './pipeline/types';
import type { MarkdownRenderer } from './render';
import { createRenderPool, renderLimits } from './render/pool';
import type { AuthServices } from './services/auth';
import type { Mailer } from './services/mail';
import type { OcrSource } from './services/ocr/read-image-text';
import { createStorage, type FileStorage } from './storage';
import { createPaymentProviders } from './services/payments/providers';
import type { PaymentProviders } from './services/payments/providers/types';

/** What the app is built from. The bus is the one the in-process worker publishes on, so that the status stream hears it. */
export interface AppDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
  bus: TaskEventsBus;
  clock: Clock;
  /**
   * Renders problems and solutions to HTML off the event loop (the render pool), for the API and the
   * worker of this process alike. The app closes it when it closes.
   */
  renderer: MarkdownRenderer;
  /** Without one, the app makes the real mailer (SMTP_URL, else the outbox) on its own logger. */
  mailer?: Mailer;
  /** Reads a photo's text for POST /ocr. Without one the route starts its own engine on first use. */
  ocr?: OcrSource;
  /** Where uploads and videos are kept; without one, the app makes the one STORAGE names. */
  storage?: FileStorage;
  /** The payment providers; without them the app makes those configured in the environment. */
  payments?: PaymentProviders;
}

/** What the route plugins get: the app's parts and the services built once from them in app.ts. */
export interface RouteDeps extends AppDeps {
  mailer: Mailer;
  auth: AuthServices;
  storage: FileStorage;
  payments: PaymentProviders;
}

export interface CreateAppDepsOptions {
  /** Parts of the real pipeline to replace (a benchmark's solver). */
  pipeline?: Partial<PipelineDeps>;
  /** Replaces the render pool (the benchmark's inline comparison). */
  renderer?: MarkdownRenderer;
  log?: Log;
}

/**
 * The one place where the server's shared parts are made: the clock, the task events bus, the render
 * pool, the file storage, and the job queue with the real pipeline (solver, OCR, video). main.ts and the benchmarks
 * build the app from it; tests assemble their own (tests/support/test-app.ts).
 */
export async function createAppDeps(
  config: Config,
  database: Database,
  opts: CreateAppDepsOptions = {},
): Promise<AppDeps & { jobs: TaskJobs; storage: FileStorage }> {
  const clock = systemClock();
  const log = opts.log ?? consoleLog(config.LOG_LEVEL);
  // The embedded worker and the API share this process's bus; on PostgreSQL every process hears every other.
  const bus = await createTaskEventsBus(database, config.DATABASE_URL, log);
  const renderer = opts.renderer ?? startedRenderPool(config, log);
  // One OCR engine a process: the worker reads task images and the API reads photos with it.
  const ocr = lazyOcr();
  const pipeline = createDefaultPipelineDeps(config, { renderer, ocr: ocr.get, ...opts.pipeline });
  const close = async () => {
    await pipeline.close();
    await ocr.close();
  };
  const storage = await createStorage(config);
  const payments = createPaymentProviders(config);
  const jobs = await createJobs({ config, database, bus, log, storage, pipeline: { ...pipeline, close }, payments, examOcr: ocr.get });
  return { config, database, jobs, bus, clock, renderer, ocr: ocr.get, storage, payments };
}

/** Its thread starts now (about a second, in the background) rather than on the first student's submit. */
function startedRenderPool(config: Config, log: Log): MarkdownRenderer {
  const pool = createRenderPool(renderLimits(config), { log });
  pool.start().catch((err) => log.warn({ err }, 'render pool did not start; texts are stored as plain text'));
  return pool;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config';
import type { Log } from '../../log';
import { createLimitedPool, type LimitedPool, type ThreadLimits } from '../../threads/limited-pool';
import { plainTextHtml } from '../render-markdown';
import type { MarkdownRenderer } from '../renderer';
import type { RenderJob } from './task';

export interface RenderPool extends MarkdownRenderer {
  /** Starts the threads now rather than at the first render (the server does, so that no student waits for it). */
  start(): Promise<void>;
  /** Ids of the live threads; none before the pool has started. */
  threadIds(): number[];
}

export const renderLimits = (config: Pick<Config, 'RENDER_TIMEOUT_MS' | 'RENDER_MEMORY_MB' | 'RENDER_THREADS'>): ThreadLimits => ({
  timeoutMs: config.RENDER_TIMEOUT_MS,
  memoryMb: config.RENDER_MEMORY_MB,
  threads: config.RENDER_THREADS,
});

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * renderMarkdown in worker threads, off the API's event loop (the solver's kind of pool: see
 * server/threads/limited-pool.ts), under its own time and memory limits. The threads start at the
 * first render or at start(). A render over a limit, or one that fails, answers the escaped text
 * (plainTextHtml): the student still reads the problem, and nothing a submit or a completion does
 * fails because of it.
 */
export function createRenderPool(limits: ThreadLimits, opts: { log?: Pick<Log, 'warn'>; bundle?: boolean } = {}): RenderPool {
  let pool: Promise<LimitedPool<RenderJob, string>> | undefined;
  let live: LimitedPool<RenderJob, string> | undefined;
  let closed = false;
  const started = () => {
    pool ??= createLimitedPool<RenderJob, string>({
      ...limits,
      entry: path.join(HERE, 'task.ts'),
      fallback: path.join(HERE, 'worker.mjs'),
      name: 'render',
      bundle: opts.bundle,
    }).then((p) => {
      live = p;
      return p;
    });
    return pool;
  };

  return {
    async start() {
      await started();
    },
    async render(markdown, options = {}) {
      if (markdown.trim() === '') return '';
      if (closed) return null;
      try {
        const html = await (await started()).run({ markdown, steps: options.steps });
        if (html !== null) return html;
        opts.log?.warn({ chars: markdown.length, timeoutMs: limits.timeoutMs }, 'render over its time or memory limit; kept as plain text');
      } catch (err) {
        if (closed) return null;
        opts.log?.warn({ err, chars: markdown.length }, 'render failed; kept as plain text');
      }
      return plainTextHtml(markdown);
    },
    threadIds: () => live?.threadIds() ?? [],
    async close() {
      closed = true;
      if (pool) await (await pool.catch(() => null))?.close();
    },
  };
}

import type { Config } from '../config';
import { consoleLog } from '../jobs/log';
import type { RenderPool } from '../render/pool';
import type { SolverPool } from '../solver/pool';
import type { Solver } from '../solver/types';
import type { OcrEngine, PipelineDeps } from './types';

/**
 * The real parts, imported on first use: an API-only process never loads tesseract or the video
 * renderer, and a worker loads OCR only when a task has an image. `overrides` replace parts (a
 * benchmark's or a test's solver); the composition root (main.ts, worker-main.ts) passes the result
 * to createJobs.
 */
export function createDefaultPipelineDeps(config: Config, overrides: Partial<PipelineDeps> = {}): PipelineDeps {
  let solver: Promise<Solver> | undefined;
  let ocr: Promise<OcrEngine> | undefined;
  let pool: Promise<SolverPool> | undefined;
  let renderPool: Promise<RenderPool> | undefined;
  // The offline solver (and the offline check of a model's answer) runs in worker threads, off the
  // API's event loop, under SOLVER_TIMEOUT_MS / SOLVER_MEMORY_MB.
  const solverPool = () => {
    pool ??= import('../solver/pool').then((m) =>
      m.createSolverPool({ timeoutMs: config.SOLVER_TIMEOUT_MS, memoryMb: config.SOLVER_MEMORY_MB, threads: config.SOLVER_THREADS }),
    );
    return pool;
  };
  const realSolver = () => {
    solver ??= createSolver(config, solverPool);
    return solver;
  };
  const defaults: PipelineDeps = {
    solver: realSolver,
    ocr: () => {
      ocr ??= import('../ocr').then((m) => m.createOcr());
      return ocr;
    },
    renderVideo: async (input) => {
      const video = await import('../video');
      return video.renderSolutionVideo({ ...input, ...speechOf(config, video) });
    },
    // A worker process of its own (npm run worker) renders in its own pool; createAppDeps passes the API's.
    renderer: {
      render: async (markdown) => {
        renderPool ??= import('../render/pool').then((m) => m.createRenderPool(m.renderLimits(config)));
        return (await renderPool).render(markdown);
      },
    },
    async close() {
      if (ocr) await (await ocr.catch(() => null))?.close();
      if (pool) await (await pool.catch(() => null))?.close();
      if (renderPool) await (await renderPool.catch(() => null))?.close();
    },
  };
  // The real solver's first use (loading and warming the symbolic engines) takes a second or two:
  // spend it when the worker starts rather than on the first student's task. An offline solve
  // costs nothing; a model's would, and an injected solver is not ours to warm.
  if (config.SOLVER === 'offline' && !overrides.solver) {
    defaults.warmUp = async () => {
      const ready = await realSolver();
      await ready.solve({ text: '解方程 x^2-5x+6=0', problemType: 'solution' });
    };
  }
  return { ...defaults, ...overrides };
}

/**
 * The narration voice: the OpenAI-compatible speech endpoint when SPEECH_MODEL is set (at
 * SPEECH_BASE_URL, else LLM_BASE_URL), espeak-ng otherwise. A failing service is logged and
 * espeak-ng speaks instead (renderSolutionVideo's fallback).
 */
function speechOf(config: Config, video: typeof import('../video')) {
  const baseUrl = config.SPEECH_BASE_URL ?? config.LLM_BASE_URL;
  if (!config.SPEECH_MODEL || !baseUrl) return {};
  const log = consoleLog(config.LOG_LEVEL);
  return {
    speech: video.httpSpeechEngine({
      baseUrl,
      apiKey: config.SPEECH_API_KEY ?? config.LLM_API_KEY,
      model: config.SPEECH_MODEL,
      voice: config.SPEECH_VOICE,
      timeoutMs: config.SPEECH_TIMEOUT_MS,
    }),
    onSpeechFallback: (err: unknown) => log.warn({ err }, 'speech service failed; the narration was spoken by espeak-ng'),
  };
}

async function createSolver(config: Config, solverPool: () => Promise<SolverPool>): Promise<Solver> {
  if (config.SOLVER === 'llm') {
    if (!config.LLM_BASE_URL) throw new Error('SOLVER=llm requires LLM_BASE_URL');
    const [{ createLlmSolver }, pool] = await Promise.all([import('../solver/llm'), solverPool()]);
    return createLlmSolver({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      visionModel: config.LLM_VISION_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      verify: (text, answer) => pool.verify(text, answer),
    });
  }
  return solverPool();
}

import type { Config } from '../config';
import type { Solver } from '../solver/types';
import type { OcrEngine, PipelineDeps } from './types';

/**
 * The real parts, imported on first use: an API-only process never loads tesseract or the video
 * renderer, and a worker loads OCR only when a task has an image.
 */
export function createDefaultPipelineDeps(config: Config): PipelineDeps {
  let solver: Promise<Solver> | undefined;
  let ocr: Promise<OcrEngine> | undefined;
  return {
    solver: () => {
      solver ??= createSolver(config);
      return solver;
    },
    ocr: () => {
      ocr ??= import('../ocr').then((m) => m.createOcr());
      return ocr;
    },
    renderVideo: async (input) => {
      const { renderSolutionVideo } = await import('../video');
      return renderSolutionVideo(input);
    },
    async close() {
      if (ocr) await (await ocr.catch(() => null))?.close();
    },
  };
}

async function createSolver(config: Config): Promise<Solver> {
  if (config.SOLVER === 'llm') {
    if (!config.LLM_BASE_URL) throw new Error('SOLVER=llm requires LLM_BASE_URL');
    const [{ createLlmSolver }, { verifyAnswer }] = await Promise.all([import('../solver/llm'), import('../solver/offline')]);
    return createLlmSolver({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      visionModel: config.LLM_VISION_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      verify: verifyAnswer,
    });
  }
  const { createOfflineSolver } = await import('../solver/offline');
  return createOfflineSolver();
}

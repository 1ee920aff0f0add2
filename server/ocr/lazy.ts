import type { Ocr } from './index';

export interface LazyOcr {
  /** The engine, started on the first call; tesseract is not even imported before. */
  get(): Promise<Ocr>;
  close(): Promise<void>;
}

export function lazyOcr(): LazyOcr {
  let engine: Promise<Ocr> | undefined;
  return {
    get: () => {
      engine ??= import('./index').then((m) => m.createOcr());
      return engine;
    },
    async close() {
      const started = engine;
      engine = undefined;
      if (started) await (await started.catch(() => null))?.close();
    },
  };
}

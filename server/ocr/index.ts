import type Tesseract from 'tesseract.js';
import { abortReason, OcrError } from './errors';
import { checkImage, readImageFile } from './image-file';
import { prepareLangDir } from './lang-data';
import { normalizeOcrText } from './normalize';
import { onWorkerExit, startTesseract } from './tesseract-worker';

export { OcrError } from './errors';
export type { OcrErrorCode } from './errors';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export interface Ocr {
  recognize(imagePath: string, signal?: AbortSignal): Promise<OcrResult>;
  /** The same for an image in memory (an upload that is read, not stored). */
  recognizeImage(image: Buffer, signal?: AbortSignal): Promise<OcrResult>;
  close(): Promise<void>;
}

/** A picture that takes longer than this is not going to give useful text. */
const JOB_TIMEOUT_MS = 60_000;

interface Slot {
  worker: Promise<Tesseract.Worker> | null;
  busy: boolean;
  /** Set while a job runs: rejects it when the worker thread dies or the job is aborted. */
  interrupt: ((err: unknown) => void) | null;
}

interface Job {
  image: Buffer;
  signal?: AbortSignal;
  resolve(result: OcrResult): void;
  reject(err: unknown): void;
}

/**
 * Offline OCR (tesseract.js, chi_sim+eng). Workers are created on first use and reused; each runs
 * one image at a time, further calls wait in a queue.
 */
export function createOcr(opts: { workers?: number } = {}): Ocr {
  const slots: Slot[] = Array.from({ length: Math.max(1, Math.floor(opts.workers ?? 1)) }, () => ({
    worker: null,
    busy: false,
    interrupt: null,
  }));
  const queue: Job[] = [];
  let langDir: ReturnType<typeof prepareLangDir> | null = null;
  let closed = false;

  const discardWorker = (slot: Slot): void => {
    const worker = slot.worker;
    slot.worker = null;
    worker?.then((w) => w.terminate()).catch(() => {});
  };

  const workerFor = (slot: Slot): Promise<Tesseract.Worker> => {
    if (!slot.worker) {
      langDir ??= prepareLangDir();
      const starting = langDir.then(({ dir }) => startTesseract(dir));
      slot.worker = starting;
      starting.then(
        (w) =>
          onWorkerExit(w, (err) => {
            if (slot.worker !== starting) return;
            slot.worker = null;
            slot.interrupt?.(new OcrError('failed', '图片识别失败，请稍后重试', { cause: err }));
          }),
        () => {
          if (slot.worker === starting) slot.worker = null;
        },
      );
    }
    return slot.worker;
  };

  const run = async (slot: Slot, job: Job): Promise<OcrResult> => {
    const interrupted = new Promise<never>((_, reject) => {
      slot.interrupt = reject;
    });
    interrupted.catch(() => {});
    const onAbort = () => slot.interrupt?.(abortReason(job.signal!));
    job.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => slot.interrupt?.(new OcrError('failed', '图片识别超时')), JOB_TIMEOUT_MS);
    try {
      const worker = await Promise.race([workerFor(slot), interrupted]);
      const { data } = await Promise.race([worker.recognize(job.image), interrupted]);
      return { text: normalizeOcrText(data.text ?? ''), confidence: Math.round(data.confidence ?? 0) };
    } catch (err) {
      if (err instanceof OcrError || job.signal?.aborted) {
        // Interrupted: the worker may be stuck in the middle of an image, so the next job gets a fresh one.
        discardWorker(slot);
        throw err;
      }
      if (String((err as Error)?.message ?? err).includes('read image')) {
        throw new OcrError('not_image', '无法识别：图片文件已损坏或格式不受支持', { cause: err });
      }
      discardWorker(slot);
      throw new OcrError('failed', '图片识别失败，请稍后重试', { cause: err });
    } finally {
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      slot.interrupt = null;
    }
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (!job) return;
      slot.busy = true;
      run(slot, job)
        .then(job.resolve, job.reject)
        .finally(() => {
          slot.busy = false;
          pump();
        });
    }
  };

  const enqueue = (image: Buffer, signal?: AbortSignal): Promise<OcrResult> =>
    new Promise<OcrResult>((resolve, reject) => {
      const job: Job = { image, signal, resolve, reject };
      const dequeueOnAbort = () => {
        const at = queue.indexOf(job);
        if (at >= 0) {
          queue.splice(at, 1);
          reject(abortReason(signal!));
        }
      };
      signal?.addEventListener('abort', dequeueOnAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', dequeueOnAbort);
      job.resolve = (r) => {
        settle();
        resolve(r);
      };
      job.reject = (e) => {
        settle();
        reject(e);
      };
      queue.push(job);
      pump();
    });

  return {
    async recognize(imagePath, signal) {
      if (closed) throw new OcrError('failed', '图片识别服务已关闭');
      signal?.throwIfAborted();
      const image = await readImageFile(imagePath);
      signal?.throwIfAborted();
      return enqueue(image, signal);
    },

    async recognizeImage(image, signal) {
      if (closed) throw new OcrError('failed', '图片识别服务已关闭');
      signal?.throwIfAborted();
      return enqueue(checkImage(image), signal);
    },

    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new OcrError('failed', '图片识别服务已关闭'));
      for (const slot of slots) slot.interrupt?.(new OcrError('failed', '图片识别服务已关闭'));
      const workers = slots.map((slot) => slot.worker).filter((w) => w !== null);
      for (const slot of slots) slot.worker = null;
      await Promise.allSettled(workers.map((w) => w.then((worker) => worker.terminate())));
      const dir = langDir;
      langDir = null;
      if (dir) await dir.then((d) => d.dispose()).catch(() => {});
    },
  };
}

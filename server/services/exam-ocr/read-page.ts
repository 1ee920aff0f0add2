import type { Log } from '../../log';
import { preparePageImage } from '../../ocr/page-image';
import type { VisionReader } from '../../ocr/vision-reader';

export interface PageReaders {
  /** The offline engine (tesseract.js), shared with the task pipeline; started on first use. */
  ocr: () => Promise<{ recognizeImage(image: Buffer, signal?: AbortSignal): Promise<{ text: string }> }>;
  /** The configured vision model, or none. */
  vision?: VisionReader | null;
  log: Log;
}

export interface PageReading {
  text: string;
  /** Who read it: `vision:<model>` or `tesseract`. */
  engine: string;
}

/**
 * The text of an exam photo: the vision model's when one is configured and it gives a page's text;
 * otherwise, and whenever the model fails (HTTP error, timeout, an empty, refusing or garbled answer),
 * tesseract's on the prepared (gray, stretched, straightened) page, with the model's failure logged.
 */
export async function readExamPage(readers: PageReaders, photo: Buffer, context: object, signal?: AbortSignal): Promise<PageReading> {
  if (readers.vision) {
    const reading = await readers.vision.read(photo, signal).catch((err: unknown) => {
      if (signal?.aborted) throw err;
      return { ok: false as const, reason: String((err as Error)?.message ?? err) };
    });
    if (reading.ok) return { text: reading.text, engine: `vision:${readers.vision.model}` };
    readers.log.warn(
      { ...context, model: readers.vision.model, reason: reading.reason },
      'exam OCR: the vision model failed, reading with tesseract',
    );
  }
  const image = await preparePageImage(photo);
  const engine = await readers.ocr();
  const { text } = await engine.recognizeImage(image, signal);
  return { text, engine: 'tesseract' };
}

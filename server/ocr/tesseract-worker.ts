import Tesseract from 'tesseract.js';

/** One tesseract.js worker thread set up to run fully offline from the bundled language data. */
export async function startTesseract(langDir: string): Promise<Tesseract.Worker> {
  return Tesseract.createWorker('chi_sim+eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: langDir,
    cacheMethod: 'none',
    gzip: true,
    // Without a handler tesseract.js rethrows job errors inside its message listener, which
    // would be an uncaught exception; the job's own promise is rejected either way.
    errorHandler: () => {},
    logger: () => {},
  });
}

/** tesseract.js exposes the Node worker_threads Worker; a crash there never settles its promises. */
export function onWorkerExit(worker: Tesseract.Worker, listener: (err: Error) => void): void {
  const thread = (worker as unknown as { worker?: NodeJS.EventEmitter | null }).worker;
  thread?.on('error', (err: Error) => listener(err));
  thread?.on('exit', (code: number) => listener(new Error(`OCR worker thread exited (${code})`)));
}

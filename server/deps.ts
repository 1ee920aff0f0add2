import type { Config } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/types';
import type { OcrSource } from './services/ocr/read-image-text';

/** What the app and its route plugins are built from; tests build their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
  /** Reads a photo's text for POST /ocr; main.ts shares the worker's engine. Without one the route starts its own. */
  ocr?: OcrSource;
}

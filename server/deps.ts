import type { Config } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/types';

/** What the app and its route plugins are built from; tests build their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
}

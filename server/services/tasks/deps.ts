import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TaskEventsBus } from '../../events/task-events-bus';
import type { Jobs } from '../../jobs/types';
import type { MarkdownRenderer } from '../../render';
import type { FileStorage } from '../../storage';

/** What the task services work with; the task routes assemble it once from the app's deps. */
export interface TaskDeps {
  config: Pick<Config, 'COST_TEXT' | 'COST_VIDEO' | 'COST_TURBO' | 'SUBMIT_RATE_LIMIT' | 'MAX_ACTIVE_TASKS'>;
  /** Where the problem images and the task's video are kept. */
  storage: FileStorage;
  db: Db;
  jobs: Pick<Jobs, 'enqueue' | 'cancel'>;
  bus: Pick<TaskEventsBus, 'publish'>;
  clock: Clock;
  /** Renders the problem's HTML at submit, off the event loop. */
  renderer: Pick<MarkdownRenderer, 'render'>;
}

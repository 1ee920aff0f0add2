import type { TaskStage, TaskStatus } from '../../../contract/tasks';
import { TASK_STAGES, TASK_STATUSES } from '../../../contract/values';

/** One observation of a task's status, from the SSE stream or from detail-status. */
export interface StatusUpdate {
  task_id?: string;
  status: TaskStatus;
  stage?: TaskStage;
  progress?: number;
  error?: string | null;
  updated_at?: string;
}

const isStatus = (v: unknown): v is TaskStatus => (TASK_STATUSES as readonly string[]).includes(v as string);
const isStage = (v: unknown): v is TaskStage => (TASK_STAGES as readonly string[]).includes(v as string);

/**
 * Reads a status update from an SSE message's data (JSON text) or a detail-status body (a
 * DetailStatus or a Task, already out of its envelope). Anything without a known status is ignored (null).
 */
export function toStatusUpdate(raw: unknown): StatusUpdate | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const obj = value as Record<string, unknown>;
  if (!isStatus(obj.status)) return null;
  const update: StatusUpdate = { status: obj.status };
  if (typeof obj.task_id === 'string') update.task_id = obj.task_id;
  if (isStage(obj.stage)) update.stage = obj.stage;
  if (typeof obj.progress === 'number' && Number.isFinite(obj.progress)) {
    update.progress = Math.max(0, Math.min(100, Math.round(obj.progress)));
  }
  if (typeof obj.error === 'string' || obj.error === null) update.error = obj.error as string | null;
  if (typeof obj.updated_at === 'string') update.updated_at = obj.updated_at;
  return update;
}

import { TASK_STAGES, TASK_STATUSES, type TaskStage, type TaskStatus } from '../../../contract/values';
import { SOLVE } from '../../text/solve';

export type Tone = 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'secondary';
export type StatusIcon = 'clock' | 'spinner' | 'check' | 'cross' | 'stop';

export interface StatusDisplay {
  label: string;
  tone: Tone;
  icon: StatusIcon;
}

/** Spec §3 task status display map. */
export const STATUS_DISPLAY: Record<TaskStatus, StatusDisplay> = {
  pending: { label: SOLVE.status.pending, tone: 'warning', icon: 'clock' },
  processing: { label: SOLVE.status.processing, tone: 'info', icon: 'spinner' },
  completed: { label: SOLVE.status.completed, tone: 'success', icon: 'check' },
  failed: { label: SOLVE.status.failed, tone: 'danger', icon: 'cross' },
  stopped: { label: SOLVE.status.stopped, tone: 'secondary', icon: 'stop' },
};

/** The contract's lists (zod-free: contract/values.ts keeps zod out of the first screen). */
export const TASK_STATUS_LIST = TASK_STATUSES;
export const TASK_STAGE_LIST = TASK_STAGES;

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'stopped'];
export const isTerminal = (s: TaskStatus): boolean => TERMINAL_STATUSES.includes(s);
/** A task that can still be stopped. */
export const isActive = (s: TaskStatus): boolean => s === 'pending' || s === 'processing';

export const stageLabel = (stage: TaskStage): string => SOLVE.stage[stage] ?? stage;

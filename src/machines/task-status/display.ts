import type { TaskStage, TaskStatus } from '../../../contract/tasks';
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

/**
 * The contract's status and stage lists, repeated here because importing values from
 * contract/tasks.ts would pull zod into the first screen's bundle. The types keep them in step:
 * a missing or extra value fails the type check.
 */
export const TASK_STATUS_LIST = ['pending', 'processing', 'completed', 'failed', 'stopped'] as const satisfies readonly TaskStatus[];
export const TASK_STAGE_LIST = [
  'queued',
  'reading_image',
  'solving',
  'verifying',
  'rendering_video',
  'done',
] as const satisfies readonly TaskStage[];
type Exhaustive<Listed, All> = [All] extends [Listed] ? true : never;
const _allStatuses: Exhaustive<(typeof TASK_STATUS_LIST)[number], TaskStatus> = true;
const _allStages: Exhaustive<(typeof TASK_STAGE_LIST)[number], TaskStage> = true;
void _allStatuses;
void _allStages;

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'stopped'];
export const isTerminal = (s: TaskStatus): boolean => TERMINAL_STATUSES.includes(s);
/** A task that can still be stopped. */
export const isActive = (s: TaskStatus): boolean => s === 'pending' || s === 'processing';

export const stageLabel = (stage: TaskStage): string => SOLVE.stage[stage] ?? stage;

import type { ProblemType, Subject } from '../../../../contract/subjects';
import type { TaskStage, TaskStatus } from '../../../../contract/values';
import { SOLVE } from '../../../text/solve';
import type { IconName } from './Icon';
import type { Tone } from './tones';

export interface Display {
  label: string;
  tone: Tone;
  icon: IconName;
}

/**
 * Spec §3 subject categories. The spec's map has no programming entry; it is shown anyway, in
 * the secondary tone like 'other'.
 */
export const SUBJECT_DISPLAY: Record<Subject, Display> = {
  math: { label: SOLVE.subject.math, tone: 'primary', icon: 'calc' },
  physics: { label: SOLVE.subject.physics, tone: 'info', icon: 'atom' },
  chemistry: { label: SOLVE.subject.chemistry, tone: 'success', icon: 'flask' },
  programming: { label: SOLVE.subject.programming, tone: 'secondary', icon: 'code' },
  other: { label: SOLVE.subject.other, tone: 'secondary', icon: 'dots' },
};

/** Spec §3 problem types: label, tone and icon. */
export const PROBLEM_TYPE_DISPLAY: Record<ProblemType, Display> = {
  choice: { label: SOLVE.problemType.choice, tone: 'primary', icon: 'list' },
  fill_in_blank: { label: SOLVE.problemType.fill_in_blank, tone: 'info', icon: 'blank' },
  solution: { label: SOLVE.problemType.solution, tone: 'success', icon: 'pencil' },
  other: { label: SOLVE.problemType.other, tone: 'secondary', icon: 'dots' },
};

/** Spec §3 task status display map. */
export const STATUS_DISPLAY: Record<TaskStatus, Display> = {
  pending: { label: SOLVE.status.pending, tone: 'warning', icon: 'clock' },
  processing: { label: SOLVE.status.processing, tone: 'info', icon: 'spinner' },
  completed: { label: SOLVE.status.completed, tone: 'success', icon: 'check' },
  failed: { label: SOLVE.status.failed, tone: 'danger', icon: 'cross' },
  stopped: { label: SOLVE.status.stopped, tone: 'secondary', icon: 'stop' },
};

/** A task stage in Chinese (an unknown stage shows as it is). */
export const stageLabel = (stage: TaskStage): string => SOLVE.stage[stage] ?? stage;

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TaskStage, TaskStatus } from '../../../../contract/tasks';
import type { TaskStatusInput } from '../../../machines/task-status/machine';
import * as sel from '../../../machines/task-status/selectors';
import { SOLVE } from '../../../text/solve';
import { appTaskStatusMachine } from './bindings';
import { StatusBadge } from './StatusBadge';
import { selectStageLabel } from './taskStatusView';

export interface LiveSnapshot {
  status: TaskStatus;
  stage: TaskStage;
}

/**
 * The live status of one task: status badge, progress bar and stage in Chinese. It follows the
 * task's event stream (polling when the stream fails) and reports changes to the page.
 */
export function LiveStatus({
  task,
  onChange,
  onSettled,
}: {
  task: TaskStatusInput;
  /** Status or stage moved (e.g. to refresh the timeline). */
  onChange?: (s: LiveSnapshot) => void;
  /** The task reached completed, failed or stopped while being watched. */
  onSettled?: (status: TaskStatus) => void;
}) {
  const actor = useActorRef(appTaskStatusMachine, { input: task });
  const status = useSelector(actor, sel.selectStatus);
  const stage = useSelector(actor, sel.selectStage);
  const stageText = useSelector(actor, selectStageLabel);
  const progress = useSelector(actor, sel.selectProgress);
  const terminal = useSelector(actor, sel.selectIsTerminal);
  const error = useSelector(actor, sel.selectError);
  const callbacks = useRef({ onChange, onSettled });
  callbacks.current = { onChange, onSettled };
  const first = useRef(true);

  // Progress ticks often; only a new status or stage is worth telling the page about.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    callbacks.current.onChange?.({ status, stage });
    if (terminal) callbacks.current.onSettled?.(status);
  }, [status, stage, terminal]);

  return (
    <section
      aria-label={SOLVE.problem.live}
      className="space-y-2 rounded-xl border border-gray-200 bg-white p-3 dark:border-gray-700 dark:bg-gray-900"
      data-testid="live-status"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        <p className="text-sm text-gray-800 dark:text-gray-200" aria-live="polite">
          {SOLVE.task.stage}：{stageText}
        </p>
        <span className="ml-auto text-sm tabular-nums text-gray-700 dark:text-gray-300">{SOLVE.problem.progress(progress)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={SOLVE.problem.live}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${stageText} ${progress}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${progress}%` }} />
      </div>
      {error && status === 'failed' ? <p className="text-sm text-red-800 dark:text-red-200">{error}</p> : null}
    </section>
  );
}

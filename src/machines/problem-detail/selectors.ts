import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectProblem = (s: Snap) => s.context.problem;
export const selectError = (s: Snap) => s.context.error;
export const selectIsLoading = (s: Snap) => s.matches('loading');
export const selectFailed = (s: Snap) => s.matches('failed');
/** A retry, stop or new attempt is on its way. */
export const selectIsWorking = (s: Snap) => s.matches({ ready: 'working' });
/** The newest attempt: the problem's latest task, else the first of its task list. */
export const selectLatestTask = (s: Snap) => s.context.problem?.latest_task ?? s.context.problem?.tasks[0] ?? null;

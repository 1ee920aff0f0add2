import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectTasks = (s: Snap) => s.context.tasks;
export const selectCurrentTask = (s: Snap) => s.context.currentTask;
export const selectIsLoading = (s: Snap) => s.context.isLoading;
export const selectIsSubmitting = (s: Snap) => s.context.isSubmitting;
export const selectError = (s: Snap) => s.context.error;
/** True while a delete, stop or retry is on its way (one at a time). */
export const selectIsWriting = (s: Snap) => !s.matches({ write: 'idle' }) && !s.matches({ write: 'creating' });

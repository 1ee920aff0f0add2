import type { SnapshotFrom } from 'xstate';
import type { ToastQueueMachine } from './machine';

type Snap = SnapshotFrom<ToastQueueMachine>;

export const selectToasts = (s: Snap) => s.context.toasts;
export const selectToastCount = (s: Snap) => s.context.toasts.length;

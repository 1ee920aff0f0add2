import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';
import { isTerminal } from './statuses';

type Snap = SnapshotFrom<typeof machine>;

export const selectStatus = (s: Snap) => s.context.status;
export const selectStage = (s: Snap) => s.context.stage;
export const selectProgress = (s: Snap) => s.context.progress;
export const selectError = (s: Snap) => s.context.error;
export const selectIsTerminal = (s: Snap) => isTerminal(s.context.status);
/** Still watching (stream or polling). */
export const selectIsLive = (s: Snap) => s.matches('streaming') || s.matches('polling');
export const selectIsPolling = (s: Snap) => s.matches('polling');

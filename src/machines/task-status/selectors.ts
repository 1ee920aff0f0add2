import type { SnapshotFrom } from 'xstate';
import { isTerminal, STATUS_DISPLAY, stageLabel } from './display';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectStatus = (s: Snap) => s.context.status;
export const selectStage = (s: Snap) => s.context.stage;
export const selectStageLabel = (s: Snap) => stageLabel(s.context.stage);
export const selectProgress = (s: Snap) => s.context.progress;
export const selectError = (s: Snap) => s.context.error;
export const selectDisplay = (s: Snap) => STATUS_DISPLAY[s.context.status];
export const selectIsTerminal = (s: Snap) => isTerminal(s.context.status);
/** Still watching (stream or polling). */
export const selectIsLive = (s: Snap) => s.matches('streaming') || s.matches('polling');
export const selectIsPolling = (s: Snap) => s.matches('polling');

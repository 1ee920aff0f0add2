import type { SnapshotFrom } from 'xstate';
import type { machine } from '../../../machines/task-status/machine';
import { STATUS_DISPLAY, stageLabel } from './displayMaps';

type Snap = SnapshotFrom<typeof machine>;

/** What the live status shows: the status badge (label, tone, icon) and the stage in Chinese. */
export const selectDisplay = (s: Snap) => STATUS_DISPLAY[s.context.status];
export const selectStageLabel = (s: Snap) => stageLabel(s.context.stage);

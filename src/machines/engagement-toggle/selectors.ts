import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectOn = (s: Snap) => s.context.on;
export const selectCount = (s: Snap) => s.context.count;
export const selectIsSaving = (s: Snap) => s.matches('saving');

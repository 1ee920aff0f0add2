import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectSharing = (s: Snap) => s.context.sharing;
export const selectIsBusy = (s: Snap) => s.matches('saving') || s.matches('acknowledging');

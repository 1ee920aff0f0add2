import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectListing = (s: Snap) => s.context.listing;
export const selectError = (s: Snap) => s.context.error;
export const selectOpened = (s: Snap) => s.context.opened;
export const selectFileError = (s: Snap) => s.context.fileError;
export const selectIsOpening = (s: Snap) => s.matches({ ready: 'opening' });
export const selectNotFound = (s: Snap) => s.matches('notFound');
export const selectFailed = (s: Snap) => s.matches('failed');

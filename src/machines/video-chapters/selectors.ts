import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectCurrentChapter = (s: Snap) => s.context.current;
/** The written step to highlight: the current chapter's, null for the title and the answer. */
export const selectCurrentStep = (s: Snap) => s.context.chapters[s.context.current]?.step ?? null;
export const selectIsFollowing = (s: Snap) => s.matches({ playing: 'following' });

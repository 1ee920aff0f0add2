import { fromPromise } from 'xstate';
import type { Sharing, SharingUpdate } from '../../../contract/community';
import { acknowledgeSharingNotice, fetchSharing, updateSharing } from '../../api/community';

/** The real actors, for machine.provide({ actors }). */
export const problemSharingActors = {
  loadSharing: fromPromise<Sharing, { problemId: string }>(({ input }) => fetchSharing(input.problemId)),
  saveSharing: fromPromise<Sharing, { problemId: string; patch: SharingUpdate }>(({ input }) =>
    updateSharing(input.problemId, input.patch),
  ),
  acknowledgeNotice: fromPromise<Sharing, { problemId: string; keepPrivate: boolean }>(async ({ input }) => {
    // Private first, so that this problem is never public for a moment.
    if (input.keepPrivate) await updateSharing(input.problemId, { visibility: 'private' });
    await acknowledgeSharingNotice();
    return fetchSharing(input.problemId);
  }),
};

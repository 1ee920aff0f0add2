import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { saveDraft, submissionActors } from '../../../machines/submission/actors';
import { machine as submissionMachine } from '../../../machines/submission/machine';
import type { CropRequest } from '../../../machines/submission/photo';
import { session } from '../../session/useSession';
import { toastActions } from '../../toast/toast-actor';

/** The home page's submission machine with the app's real side effects (kept apart: home is in the first bundle). */
export const appSubmissionMachine = submissionMachine.provide({
  actors: {
    ...submissionActors,
    // Canvas work in the browser, loaded with the first photo.
    cropImage: fromPromise<File, { image: File; crop: CropRequest }>(async ({ input }) => (await import('./crop-image')).cropImage(input)),
  },
  actions: {
    notifyError: (_, { message }) => {
      toastActions.error(message);
    },
    notifySuccess: (_, { message }) => {
      toastActions.success(message);
    },
    navigate: (_, { to, state }) => browserNavigate(to, state ? { state } : undefined),
    storeDraft: (_, draft) => saveDraft(draft),
    refreshProfile: () => session.refreshProfile(),
    expireSession: () => session.expired(),
  },
});

import { debugJobActors } from '../../../machines/debug-job/actors';
import { machine as debugJobMachine } from '../../../machines/debug-job/machine';
import { videoListActors } from '../../../machines/video-list/actors';
import { machine as videoListMachine } from '../../../machines/video-list/machine';
import { session } from '../../session/useSession';
import { toastActions } from '../../toast/toast-actor';

/** The machines of /videos and /debug/{jobId} with the app's real side effects. */
const effects = {
  notifyError: (_: unknown, { message }: { message: string }) => {
    toastActions.error(message);
  },
  expireSession: () => session.expired(),
};

export const VIDEO_PAGE_SIZE = 12;

export const appVideoListMachine = videoListMachine.provide({ actors: videoListActors, actions: effects });

export const appDebugJobMachine = debugJobMachine.provide({ actors: debugJobActors, actions: effects });

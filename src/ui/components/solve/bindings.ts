import { problemDetailActors } from '../../../machines/problem-detail/actors';
import { machine as problemDetailMachine } from '../../../machines/problem-detail/machine';
import { taskClientActors } from '../../../machines/task-client/actors';
import { machine as taskClientMachine } from '../../../machines/task-client/machine';
import { taskStatusActors } from '../../../machines/task-status/actors';
import { machine as taskStatusMachine } from '../../../machines/task-status/machine';
import { session } from '../../session/useSession';
import { toastActions } from '../../toast/toast-actor';

/** The machines of the problem, task and history screens with the app's real side effects. */
const toasts = {
  notifyError: (_: unknown, { message }: { message: string }) => {
    toastActions.error(message);
  },
  notifySuccess: (_: unknown, { message }: { message: string }) => {
    toastActions.success(message);
  },
  expireSession: () => session.expired(),
};

export const appTaskClientMachine = taskClientMachine.provide({ actors: taskClientActors, actions: toasts });

export const appProblemDetailMachine = problemDetailMachine.provide({ actors: problemDetailActors, actions: toasts });

/** Background: no toasts of its own; a 401 that survived the refresh ends the session. */
export const appTaskStatusMachine = taskStatusMachine.provide({
  actors: taskStatusActors,
  actions: { expireSession: () => session.expired() },
});

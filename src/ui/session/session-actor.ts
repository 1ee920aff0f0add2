import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { createActor } from 'xstate';
import { getAccessToken, getStoredUser } from '../../lib/storage';
import { sessionActors, sessionStorageActions } from '../../machines/session/actors';
import { machine as sessionMachine } from '../../machines/session/machine';
import { toastActions } from '../toast/toast-actor';

const { storeAuth, storeTokens, storeUser, clearAuthData } = sessionStorageActions;

/** The session machine with the app's real side effects. */
export const appSessionMachine = sessionMachine.provide({
  actors: sessionActors,
  actions: {
    storeAuth,
    storeTokens,
    storeUser,
    storeLoggedOut: clearAuthData,
    navigate: (_, { to }) => {
      if (to) browserNavigate(to);
    },
    notifySuccess: (_, { message }) => {
      toastActions.success(message);
    },
    notifyError: (_, { message }) => {
      toastActions.error(message);
    },
  },
});

/** The app's one session actor; restored from browser storage when it starts. */
export const sessionActor = createActor(appSessionMachine, {
  input: { user: getStoredUser(), hasToken: getAccessToken() !== null },
});

/** What a logged-in user can do to the account: change profile, avatar or password; log out. */
import type { User } from '../../../contract/auth';
import { errorText, successText } from '../../text/zh';
import { announce, forgetUser, reportFailure } from './outcomes';
import { sessionSetup } from './setup';
import type { AccountChange, AccountChangeResult, SessionContext } from './types';

const SUCCESS_FOR_CHANGE: Record<AccountChange['kind'], string> = {
  profile: successText.profileUpdated,
  avatar: successText.avatarUpdated,
  password: successText.passwordChanged,
};
const FALLBACK_FOR_CHANGE: Record<AccountChange['kind'], string> = {
  profile: errorText.updateUserFailed,
  avatar: errorText.avatarUploadFailed,
  password: errorText.changePasswordFailed,
};

/** A new email applies only when the link mailed to it is followed: the toast says so. */
function successFor(change: AccountChange): string {
  if (change.kind === 'profile' && change.patch.email !== undefined) return successText.emailConfirmationSent;
  return SUCCESS_FOR_CHANGE[change.kind];
}

/** The user after a change: the one the server sent, else the current one with the new avatar path. */
function changedUser(context: SessionContext, output: AccountChangeResult): User | null {
  if (output.user) return output.user;
  if (context.user && output.avatar_path !== undefined) return { ...context.user, avatar_path: output.avatar_path };
  return context.user;
}

const startChange = { target: '.changing', actions: ['clearError', 'setChange'] } as const;

/** Events the logged-in state handles whichever of its states is active. */
export const accountEvents = sessionSetup.createStateConfig({
  on: {
    'session.logout': { target: 'loggingOut' },
    'session.updateProfile': startChange,
    'session.uploadAvatar': startChange,
    'session.changePassword': startChange,
  },
}).on;

export const changing = sessionSetup.createStateConfig({
  invoke: {
    src: 'changeAccount',
    input: ({ context }) => context.change!,
    onDone: {
      target: 'fresh',
      actions: [
        { type: 'setUser', params: ({ context, event }) => changedUser(context, event.output) },
        { type: 'storeUser', params: ({ context, event }) => changedUser(context, event.output) as User },
        ...announce(
          (context) => successFor(context.change!),
          (context) => context.change!.navigateTo ?? null,
        ),
      ],
    },
    onError: [
      {
        guard: 'isUnauthorized',
        target: '#session.auth.anonymous',
        actions: [...forgetUser, { type: 'notifyError', params: { message: errorText.reLogin } }],
      },
      {
        target: 'fresh',
        actions: reportFailure((context) => ({ op: context.change!.kind, fallback: FALLBACK_FOR_CHANGE[context.change!.kind] })),
      },
    ],
  },
});

const loggedOut = { target: 'anonymous', actions: [...forgetUser, ...announce(successText.logout, '/')] } as const;

/** Logout calls the server, ignores its failure, then clears local data (spec §4). */
export const loggingOut = sessionSetup.createStateConfig({
  invoke: { src: 'logout', onDone: loggedOut, onError: loggedOut },
});

/**
 * The session: who is logged in (region `auth`) and password recovery (region `recovery`).
 * The vocabulary is in setup.ts; each concern's states are in their own file:
 * validation.ts (restore, background validation), sign-in.ts (login, register, social login),
 * account.ts (account changes, logout), recovery.ts (password reset).
 */
import { errorText } from '../../text/zh';
import { accountEvents, changing, loggingOut } from './account';
import { recovery } from './recovery';
import { sessionSetup } from './setup';
import { anonymous, loggingIn, registering, socialCompleting } from './sign-in';
import { fresh, restoring, stale, validating } from './validation';

export type { AccountChange, AccountChangeResult, SessionContext, SessionEvent, SessionInput, SessionOp } from './types';

export const machine = sessionSetup.createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    user: input.hasToken && input.user?.id ? input.user : null,
    redirectTo: null,
    error: null,
    resetRequested: false,
    change: null,
  }),
  on: {
    // Forms start clean: neither an old failure nor an old "reset email sent" notice shows again.
    'session.clearError': { actions: ['clearError', { type: 'setResetRequested', params: false }] },
  },
  states: {
    auth: {
      initial: 'restoring',
      on: {
        'session.expired': {
          target: '.anonymous',
          actions: [
            'storeLoggedOut',
            { type: 'setUser', params: null },
            { type: 'notifyError', params: { message: errorText.sessionExpired } },
            { type: 'navigate', params: { to: '/auth/login' } },
          ],
        },
      },
      states: {
        restoring,
        anonymous,
        loggingIn,
        registering,
        socialCompleting,
        authenticated: {
          initial: 'validating',
          on: accountEvents,
          states: { validating, fresh, stale, changing },
        },
        loggingOut,
      },
    },
    recovery,
  },
});

export type SessionMachine = typeof machine;

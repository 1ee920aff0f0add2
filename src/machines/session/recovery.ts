/** Password recovery (request the reset email, set a new password); works logged in or not. */
import { errorText, successText } from '../../text/zh';
import { announce, reportFailure } from './outcomes';
import { sessionSetup } from './setup';

export const recovery = sessionSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.requestReset': {
          target: 'requestingReset',
          actions: ['clearError', { type: 'setResetRequested', params: false }],
        },
        'session.resetPassword': { target: 'resetting', actions: 'clearError' },
      },
    },
    requestingReset: {
      invoke: {
        src: 'requestReset',
        input: ({ event }) => ({ email: event.type === 'session.requestReset' ? event.email : '' }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'setResetRequested', params: true }, ...announce(successText.resetEmailSent)],
        },
        onError: { target: 'idle', actions: reportFailure({ op: 'resetRequest', fallback: errorText.resetEmailFailed }) },
      },
    },
    resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ event }) =>
          event.type === 'session.resetPassword' ? { token: event.token, password: event.password } : { token: '', password: '' },
        onDone: { target: 'idle', actions: announce(successText.passwordReset, '/auth/login') },
        onError: { target: 'idle', actions: reportFailure({ op: 'reset', fallback: errorText.resetFailed }) },
      },
    },
  },
});

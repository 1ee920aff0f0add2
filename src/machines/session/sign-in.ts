/** Logged out, and the three ways in: login, register, and the return from a social login. */
import { errorText, successText } from '../../text/zh';
import { announce, credentialOutcomes, keepUser, showError } from './outcomes';
import { sessionSetup } from './setup';

export const anonymous = sessionSetup.createStateConfig({
  on: {
    'session.login': {
      target: 'loggingIn',
      actions: ['clearError', { type: 'setRedirect', params: ({ event }) => event.redirectTo ?? null }],
    },
    'session.register': {
      target: 'registering',
      actions: ['clearError', { type: 'setRedirect', params: ({ event }) => event.redirectTo ?? null }],
    },
    'session.completeSocialLogin': { target: 'socialCompleting', actions: 'clearError' },
  },
});

export const loggingIn = sessionSetup.createStateConfig({
  invoke: {
    src: 'login',
    input: ({ event }) => (event.type === 'session.login' ? event.credentials : { username: '', password: '' }),
    ...credentialOutcomes('login', successText.login, errorText.loginFailed),
  },
});

export const registering = sessionSetup.createStateConfig({
  invoke: {
    src: 'register',
    input: ({ event }) => (event.type === 'session.register' ? event.input : { username: '', email: '', password: '', invite_code: '' }),
    ...credentialOutcomes('register', successText.register, errorText.registerFailed),
  },
});

/** Tokens came back from the identity provider; the user record comes from /auth/me. */
export const socialCompleting = sessionSetup.createStateConfig({
  entry: {
    type: 'storeTokens',
    params: ({ event }) =>
      event.type === 'session.completeSocialLogin'
        ? { accessToken: event.accessToken, refreshToken: event.refreshToken }
        : { accessToken: '', refreshToken: '' },
  },
  invoke: {
    src: 'fetchMe',
    onDone: { target: 'authenticated.fresh', actions: [...keepUser, ...announce(successText.login, '/')] },
    onError: { target: 'anonymous', actions: ['storeLoggedOut', ...showError('social', errorText.socialFailed)] },
  },
});

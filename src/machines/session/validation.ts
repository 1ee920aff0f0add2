/**
 * Restoring a stored session at startup, and keeping it valid in the background (spec §4):
 * GET /auth/me at most once per 60 s on request, and again every 300 s.
 */
import { forgetUser, keepUser } from './outcomes';
import { sessionSetup } from './setup';

/** A stored token plus a stored user with an id restore the session (spec §4). */
export const restoring = sessionSetup.createStateConfig({
  always: [{ guard: 'hasStoredSession', target: 'authenticated' }, { target: 'anonymous' }],
});

/** Background validation: GET /auth/me. Only a 401 ends the session. */
export const validating = sessionSetup.createStateConfig({
  on: { 'session.refreshProfile': { target: 'validating', reenter: true } },
  invoke: {
    src: 'fetchMe',
    onDone: { target: 'fresh', actions: keepUser },
    onError: [{ guard: 'isUnauthorized', target: '#session.auth.anonymous', actions: forgetUser }, { target: 'fresh' }],
  },
});

/** Validated less than 60 s ago: validation requests are ignored. */
export const fresh = sessionSetup.createStateConfig({
  after: { validationCache: 'stale' },
  on: { 'session.refreshProfile': 'validating' },
});

export const stale = sessionSetup.createStateConfig({
  after: { staleInterval: 'validating' },
  on: { 'session.validate': 'validating', 'session.refreshProfile': 'validating' },
});

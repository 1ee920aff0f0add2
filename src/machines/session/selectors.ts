import type { SnapshotFrom } from 'xstate';
import type { SessionMachine, SessionOp } from './machine';

type Snap = SnapshotFrom<SessionMachine>;

export type SessionStatus = 'restoring' | 'anonymous' | 'loggingIn' | 'registering' | 'socialCompleting' | 'authenticated' | 'loggingOut';

export const selectUser = (s: Snap) => s.context.user;
export const selectIsLoggedIn = (s: Snap) => s.matches({ auth: 'authenticated' });
export const selectStatus = (s: Snap): SessionStatus => {
  const auth = (s.value as { auth: string | Record<string, string> }).auth;
  return (typeof auth === 'string' ? auth : Object.keys(auth)[0]) as SessionStatus;
};
export const selectCredits = (s: Snap) => s.context.user?.credits ?? 0;
export const selectIsValidating = (s: Snap) => s.matches({ auth: { authenticated: 'validating' } });
export const selectIsChangingAccount = (s: Snap) => s.matches({ auth: { authenticated: 'changing' } });
export const selectPendingChange = (s: Snap) =>
  s.matches({ auth: { authenticated: 'changing' } }) ? (s.context.change?.kind ?? null) : null;
export const selectIsRequestingReset = (s: Snap) => s.matches({ recovery: 'requestingReset' });
export const selectIsResetting = (s: Snap) => s.matches({ recovery: 'resetting' });
export const selectResetRequested = (s: Snap) => s.context.resetRequested;
export const selectErrorFor = (op: SessionOp) => (s: Snap) => (s.context.error?.op === op ? s.context.error.message : null);

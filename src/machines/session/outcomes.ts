/**
 * What the session does when a call it made settles. Every actor call ends the same few ways:
 * keep what came back (context + browser storage), say so in a toast, maybe go to another page;
 * or show the failure on the form and in a toast. These lists of actions are written once here
 * and used by the state configs of this folder.
 */
import type { AuthData, User } from '../../../contract/auth';
import { preferredMessage } from '../../api/errors';
import { errorText } from '../../text/zh';
import type { SessionContext, SessionOp } from './types';

/** A value, or how to read it from the context when the call settles. */
type FromContext<T> = T | ((context: SessionContext) => T);
const read = <T>(value: FromContext<T>, context: SessionContext): T =>
  typeof value === 'function' ? (value as (c: SessionContext) => T)(context) : value;

interface Settled<TEvent> {
  context: SessionContext;
  event: TEvent;
}

/** Success: a toast, then (when `to` is given) the page to go to; `to: null` stays. */
export function announce(message: FromContext<string>, to?: FromContext<string | null>) {
  const toast = { type: 'notifySuccess', params: ({ context }: Settled<unknown>) => ({ message: read(message, context) }) } as const;
  if (to === undefined) return [toast] as const;
  return [toast, { type: 'navigate', params: ({ context }: Settled<unknown>) => ({ to: read(to, context) }) }] as const;
}

/** A failure with a fixed message: on the form of `op` and in an error toast. */
export const showError = (op: SessionOp, message: string) =>
  [
    { type: 'setError', params: { op, message } },
    { type: 'notifyError', params: { message } },
  ] as const;

/** A failed call: the server's message when it gave one, else the operation's `fallback`. */
export function reportFailure(failure: FromContext<{ op: SessionOp; fallback: string }>) {
  const error = ({ context, event }: Settled<{ error: unknown }>) => {
    const { op, fallback } = read(failure, context);
    return { op, message: preferredMessage(event.error, fallback) };
  };
  return [
    { type: 'setError', params: error },
    { type: 'notifyError', params: (settled: Settled<{ error: unknown }>) => ({ message: error(settled).message }) },
  ] as const;
}

/** /auth/me answered: the user is kept in context and in browser storage. */
export const keepUser = [
  { type: 'storeUser', params: ({ event }: Settled<{ output: User }>) => event.output },
  { type: 'setUser', params: ({ event }: Settled<{ output: User }>) => event.output },
] as const;

/** The session ends here: browser storage and context forget the user. */
export const forgetUser = ['storeLoggedOut', { type: 'setUser', params: null }] as const;

/**
 * The outcomes of a login or register call: tokens and a user → logged in, greeted, back where the
 * user came from; an answer without them → 'Invalid response data'; a failure → its message.
 */
export function credentialOutcomes(op: 'login' | 'register', success: string, fallback: string) {
  return {
    onDone: [
      {
        guard: 'hasAuthData',
        target: 'authenticated.fresh',
        actions: [
          { type: 'storeAuth', params: ({ event }: Settled<{ output: unknown }>) => event.output as AuthData },
          { type: 'setUser', params: ({ event }: Settled<{ output: unknown }>) => (event.output as AuthData).user },
          ...announce(success, (context) => context.redirectTo ?? '/'),
        ],
      },
      { target: 'anonymous', actions: showError(op, errorText.invalidResponse) },
    ],
    onError: { target: 'anonymous', actions: reportFailure({ op, fallback }) },
  } as const;
}

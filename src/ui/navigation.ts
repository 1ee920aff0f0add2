import { navigate } from 'wouter/use-browser-location';

/** The 'from' a screen passes when it sends a visitor to log in (spec §4: from=home). */
export type LoginFrom = 'home' | `/${string}`;

/** Sends a visitor to the login page; after logging in they come back to `from`. */
export function redirectToLogin(from: LoginFrom = 'home'): void {
  navigate('/auth/login', { state: { from } });
}

/** Where to go after login: a same-site path only (never an open redirect). */
export function resolveFrom(from: unknown): string | null {
  if (from === 'home') return '/';
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from.startsWith('/auth/login') || from.startsWith('/auth/register')) return '/';
  return from;
}

/** The login page's 'from': history state first, then ?from=. */
export function readLoginFrom(): string | null {
  const state = (typeof history !== 'undefined' ? history.state : null) as { from?: unknown } | null;
  const fromState = resolveFrom(state?.from);
  if (fromState) return fromState;
  return resolveFrom(new URLSearchParams(location.search).get('from'));
}

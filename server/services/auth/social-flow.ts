import type { Log } from '../../log';
import type { AccountDeps } from './accounts';
import { tokenPairJson } from './auth-json';
import type { KnownDevices } from './known-devices';
import { SOCIAL_COOKIE_TTL_SECONDS, type SocialLogin } from './social';
import { signInWithSocial } from './social-accounts';

/**
 * Where the browser goes next, what the state cookie becomes (maxAge 0 clears it), and, once signed in,
 * the device cookie's value (decision 0024: as a password login sets it).
 */
export interface SocialRedirect {
  location: string;
  stateCookie?: { value: string; maxAge: number };
  deviceToken?: string;
}

const LOGIN_PAGE = '/auth/login';
const backToLogin = (suffix: string): SocialRedirect => ({ location: `${LOGIN_PAGE}${suffix}` });

/**
 * The two browser steps of a social sign-in. Every outcome is a redirect: to the provider, or back
 * to the login page with `?social_error=…` or, signed in, `#social=<tokens>`.
 */
export function createSocialSignIn(deps: {
  social: SocialLogin;
  accounts: AccountDeps;
  devices: Pick<KnownDevices, 'remember'>;
  log: Pick<Log, 'warn'>;
}) {
  const { social, accounts, devices, log } = deps;
  return {
    async begin(): Promise<SocialRedirect> {
      if (!social.configured) return backToLogin('?social_error=not_configured');
      try {
        const start = await social.start();
        return { location: start.url, stateCookie: { value: start.cookie, maxAge: SOCIAL_COOKIE_TTL_SECONDS } };
      } catch (error) {
        log.warn({ err: error }, 'social login: provider unavailable');
        return backToLogin('?social_error=failed');
      }
    },

    /** `search` is the callback's query string (with its `?`); `stateCookie` what begin() set; `deviceToken` the browser's device cookie. */
    async complete(search: string, stateCookie: string | undefined, deviceToken?: string): Promise<SocialRedirect> {
      if (!social.configured) return backToLogin('?social_error=not_configured');
      const cleared = { value: '', maxAge: 0 };
      try {
        const profile = await social.finish(search, stateCookie);
        const outcome = await signInWithSocial(accounts, profile);
        if (outcome.kind !== 'ok') return { ...backToLogin(`?social_error=${outcome.kind}`), stateCookie: cleared };
        const handOver = Buffer.from(JSON.stringify(tokenPairJson(outcome.signedIn.tokens))).toString('base64url');
        const device = await devices.remember(deviceToken, outcome.signedIn.user.id);
        // The fragment never reaches a server, so the tokens stay out of access logs.
        return { ...backToLogin(`#social=${handOver}`), stateCookie: cleared, deviceToken: device };
      } catch (error) {
        log.warn({ err: error }, 'social login: callback failed');
        return { ...backToLogin('?social_error=failed'), stateCookie: cleared };
      }
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;

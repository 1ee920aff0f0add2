import { apiPath, backendUrl } from './backend-url';

export interface SocialTokens {
  accessToken: string;
  refreshToken: string;
}

function decodeBase64Url(input: string): string {
  const b64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const bin = atob(padded);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the social-login redirect fragment `#social=<base64url JSON {access_token, refresh_token}>`.
 * null: no social fragment; 'invalid': a fragment that cannot be used.
 */
export function parseSocialFragment(hash: string): SocialTokens | 'invalid' | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get('social');
  if (raw === null) return null;
  try {
    const data = JSON.parse(decodeBase64Url(raw)) as { access_token?: unknown; refresh_token?: unknown };
    if (typeof data.access_token !== 'string' || !data.access_token) return 'invalid';
    return {
      accessToken: data.access_token,
      refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : '',
    };
  } catch {
    return 'invalid';
  }
}

export type SocialError = 'not_configured' | 'failed';

export function parseSocialError(search: string): SocialError | null {
  const v = new URLSearchParams(search).get('social_error');
  if (v === null) return null;
  return v === 'not_configured' ? 'not_configured' : 'failed';
}

/** Where the browser goes to start a social login (a full-page navigation, not an API call). */
export const socialLoginUrl = (provider = 'google') => backendUrl(apiPath(`/auth/${provider}/login`));

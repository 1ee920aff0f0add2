import type { AuthData, RefreshData } from '../../../contract/auth';
import { toUserJson } from '../users';
import type { SignedIn } from './accounts';

/** The token pair a client keeps (the login's family id stays on the server). */
export function tokenPairJson(tokens: { access_token: string; refresh_token: string }): RefreshData {
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}

/** data of a successful login or registration. */
export function authDataJson(signedIn: SignedIn): AuthData {
  return { user: toUserJson(signedIn.user), ...tokenPairJson(signedIn.tokens) };
}

import { and, eq } from 'drizzle-orm';
import { oauthIdentities } from '../../db/schema';
import { isUniqueViolation } from '../db-errors';
import { createUserWithGrant, findUserByEmail, findUserById } from '../users';
import { type AccountDeps, availableUsername, type SignedIn } from './accounts';
import type { SocialProfile } from './social';

export type SocialOutcome = { kind: 'ok'; signedIn: SignedIn; created: boolean } | { kind: 'email_unverified' | 'no_email' };

/** A username the contract accepts (letters, digits, _ and -; 3 to 32) made from a display name or email. */
export function usernameBase(profile: Pick<SocialProfile, 'name' | 'email'>): string {
  const clean = (s: string | null) =>
    (s ?? '')
      .normalize('NFKC')
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^\p{L}\p{N}_-]/gu, '')
      .slice(0, 24);
  for (const candidate of [clean(profile.name), clean(profile.email?.split('@')[0] ?? null)]) {
    if (candidate.length >= 3) return candidate;
  }
  return 'user';
}

/**
 * The user behind a provider identity: the linked one; else the account with the same verified email
 * (now linked); else a new account with the signup grant. Social sign-in needs no invite code.
 */
export async function signInWithSocial(deps: AccountDeps, profile: SocialProfile): Promise<SocialOutcome> {
  const attempt = () =>
    deps.db.transaction(async (tx): Promise<SocialOutcome> => {
      const [link] = await tx
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, profile.provider), eq(oauthIdentities.subject, profile.subject)))
        .limit(1);
      const linked = link ? await findUserById(tx, link.userId) : null;
      if (linked) return { kind: 'ok', created: false, signedIn: { user: linked, tokens: await deps.sessions.start(tx, linked.id) } };

      if (!profile.email) return { kind: 'no_email' };
      // An unverified address may belong to someone else: never link to it, never claim it.
      if (!profile.emailVerified) return { kind: 'email_unverified' };
      let user = await findUserByEmail(tx, profile.email);
      const created = !user;
      if (!user) {
        const username = await availableUsername(tx, usernameBase(profile));
        user = await createUserWithGrant(tx, { username, email: profile.email, passwordHash: null }, deps.signupCredits);
      }
      await tx.insert(oauthIdentities).values({ provider: profile.provider, subject: profile.subject, userId: user.id });
      return { kind: 'ok', created, signedIn: { user, tokens: await deps.sessions.start(tx, user.id) } };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two callbacks of one person racing: the loser finds the winner's rows on a second try.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

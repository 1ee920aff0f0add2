import { eq } from 'drizzle-orm';
import type { ChangePasswordBody, ProfilePatch, RegisterFields } from '../../../contract/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { FileStorage } from '../../storage';
import { isUniqueViolation } from '../db-errors';
import { conflict, DomainError, invalid, unauthorized } from '../errors';
import { createUserWithGrant, findUserByEmail, findUserById, findUserByUsername, type UserRow } from '../users';
import { transactionWithImages } from './image-uploads';
import { consumeInviteCode, inviteState } from './invite-codes';
import type { KnownDevices } from './known-devices';
import { type LoginThrottle, throttleKey } from './login-throttle';
import { AUTH_MSG } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserFamilies, type SessionTokens, type Sessions } from './sessions';

export interface AccountDeps {
  db: Db;
  sessions: Sessions;
  storage: FileStorage;
  signupCredits: number;
  clock: Clock;
}

export interface SignedIn {
  user: UserRow;
  tokens: SessionTokens;
}

const INVITE_MESSAGE = { unknown: AUTH_MSG.inviteUnknown, used: AUTH_MSG.inviteUsed, expired: AUTH_MSG.inviteExpired } as const;

/** A clear 409 for whichever of username / email another account (not `exceptId`) already has. */
async function assertAvailable(db: Db, fields: { username?: string; email?: string }, exceptId?: string): Promise<void> {
  if (fields.username !== undefined) {
    const other = await findUserByUsername(db, fields.username);
    if (other && other.id !== exceptId) throw conflict(AUTH_MSG.usernameTaken);
  }
  if (fields.email !== undefined) {
    const other = await findUserByEmail(db, fields.email);
    if (other && other.id !== exceptId) throw conflict(AUTH_MSG.emailTaken);
  }
}

/** A unique index that fires in a race (after the checks passed) still gets the clear message. */
function translateUnique(error: unknown, fields: { username?: string; email?: string }): never {
  if (isUniqueViolation(error)) {
    const text = String((error as { cause?: { message?: string } }).cause?.message ?? error);
    throw conflict(text.includes('email') || fields.username === undefined ? AUTH_MSG.emailTaken : AUTH_MSG.usernameTaken);
  }
  throw error;
}

/**
 * One transaction: the user, the invite code's use, the signup credit grant with its ledger row, the
 * avatar (row + file) and the first login. Any failure leaves no row and no file behind.
 */
export async function registerAccount(deps: AccountDeps, fields: RegisterFields, avatar: Buffer | null): Promise<SignedIn> {
  const passwordHash = await hashPassword(fields.password);
  try {
    return await transactionWithImages(deps.db, deps.storage, async (tx, saveImage) => {
      const state = await inviteState(tx, fields.invite_code, deps.clock.now());
      if (state !== 'ok') throw invalid(INVITE_MESSAGE[state]);
      await assertAvailable(tx, fields);
      let user = await createUserWithGrant(tx, { username: fields.username, email: fields.email, passwordHash }, deps.signupCredits);
      if (!(await consumeInviteCode(tx, fields.invite_code, user.id, deps.clock.now()))) throw invalid(AUTH_MSG.inviteUsed);
      if (avatar) {
        const saved = await saveImage({ userId: user.id, purpose: 'avatar', data: avatar });
        [user] = await tx.update(users).set({ avatarPath: saved.url }).where(eq(users.id, user.id)).returning();
      }
      const tokens = await deps.sessions.start(tx, user.id);
      return { user, tokens };
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return translateUnique(error, fields);
  }
}

/** What a login is throttled by (decision 0024): growing delays per account or device, and per address. */
export interface LoginGuard {
  throttle: LoginThrottle;
  devices: KnownDevices;
  /** The client's address. */
  address: string;
  /** The browser's device cookie, when it sent one. */
  deviceToken?: string;
}

/** A throttled login: 429 with the wait in words. */
function throttled(waitMs: number): DomainError {
  return new DomainError('rate_limited', AUTH_MSG.loginThrottled(waitMs), LOGIN_THROTTLED);
}

export const LOGIN_THROTTLED = 'login_throttled';

/**
 * `login` is a username or (when it has an @) an email. Unknown accounts cost the same hash time and
 * are throttled the same way. Wrong credentials are `invalid` (400), not `unauthorized`: a 401 would
 * make the client try a token refresh and replay the login.
 *
 * Failures earn growing waits, never a lockout. A browser that has signed in to the account before
 * (its device cookie) is throttled on its own and not by the address, so a stranger's failures on the
 * account or from a shared address do not slow its owner down. Only failures count on the address,
 * so a classroom behind one address can still sign in.
 */
export async function loginAccount(
  deps: AccountDeps,
  login: string,
  password: string,
  guard?: LoginGuard,
): Promise<SignedIn & { deviceToken?: string }> {
  const user = login.includes('@') ? await findUserByEmail(deps.db, login) : await findUserByUsername(deps.db, login);
  const deviceId = guard && user ? await guard.devices.find(guard.deviceToken, user.id) : null;
  const ownKey = deviceId ? throttleKey.device(deviceId) : user ? throttleKey.account(user.id) : throttleKey.unknownAccount(login);
  const addressKeys = guard && !deviceId ? [throttleKey.address(guard.address)] : [];
  if (guard) {
    const addressWait = await guard.throttle.waitMs(addressKeys);
    if (addressWait > 0) throw throttled(addressWait);
    const ownWait = await guard.throttle.reserve(ownKey);
    if (ownWait > 0) throw throttled(ownWait);
  }
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) {
    // The account's (or device's) failure was counted by reserve, before the check.
    await guard?.throttle.failed(addressKeys);
    throw invalid(AUTH_MSG.badCredentials);
  }
  if (!guard) return { user, tokens: await deps.sessions.start(deps.db, user.id) };
  await guard.throttle.cleared([ownKey]);
  const deviceToken = await guard.devices.remember(guard.deviceToken, user.id);
  return { user, tokens: await deps.sessions.start(deps.db, user.id), deviceToken };
}

export async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MSG.userGone);
  return user;
}

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      await assertAvailable(tx, patch, userId);
      const set: Partial<typeof users.$inferInsert> = {};
      if (patch.username !== undefined) set.username = patch.username;
      if (patch.email !== undefined) set.email = patch.email;
      const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
      if (!row) throw unauthorized(AUTH_MSG.userGone);
      return row;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return translateUnique(error, patch);
  }
}

/** Checks the current password, sets the new one and ends every other login of the user. */
export async function changePassword(db: Db, userId: string, keepFamilyId: string, body: ChangePasswordBody): Promise<void> {
  const user = await requireUser(db, userId);
  if (!user.passwordHash) throw invalid(AUTH_MSG.noPasswordSet);
  if (!(await verifyPassword(user.passwordHash, body.old_password))) throw invalid(AUTH_MSG.oldPasswordWrong);
  if (body.old_password === body.new_password) throw invalid(AUTH_MSG.samePassword);
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserFamilies(tx, userId, keepFamilyId);
  });
}

/** Stores a new avatar image and points the user at it, in one transaction. */
export async function replaceAvatar(deps: AccountDeps, userId: string, data: Buffer): Promise<UserRow> {
  return transactionWithImages(deps.db, deps.storage, async (tx, saveImage) => {
    const saved = await saveImage({ userId, purpose: 'avatar', data });
    const [row] = await tx.update(users).set({ avatarPath: saved.url }).where(eq(users.id, userId)).returning();
    if (!row) throw unauthorized(AUTH_MSG.userGone);
    return row;
  });
}

/** A free username like `base`, else `base_NNNN` (case-insensitively unique). */
export async function availableUsername(db: Db, base: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix = attempt === 0 ? '' : `_${Math.floor(1000 + Math.random() * 9000)}`;
    const candidate = `${base.slice(0, 32 - suffix.length)}${suffix}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  throw new Error('no free username');
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { REVALIDATION_INTERVAL_MS, VALIDATION_CACHE_MS } from '../../src/lib/constants';
import { selectCredits, selectErrorFor, selectIsLoggedIn, selectStatus } from '../../src/machines/session/selectors';
import { errorText } from '../../src/text/zh';
import { AVATAR_PATH, authData, serverUser, startSession, storedUser } from './session-fixtures';

const fetchCalls = (sut: ReturnType<typeof startSession>) => sut.actors.fetchMe.calls.length;

describe('session: restore and background validation (spec §4)', () => {
  it('restores from a stored token and a stored user with an id, then validates in the background', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(true);
    expect(sut.actor.getSnapshot().context.user).toEqual(storedUser);
    expect(fetchCalls(sut)).toBe(1);
    await sut.actors.fetchMe.resolveLatest(serverUser);
    expect(sut.actor.getSnapshot().context.user).toEqual(serverUser);
    expect(sut.stored.users).toEqual([serverUser]);
  });

  it.each([
    ['no token', { user: storedUser, hasToken: false }],
    ['no user', { user: null, hasToken: true }],
    ['a user without id', { user: { ...storedUser, id: '' }, hasToken: true }],
  ])('stays anonymous with %s and calls nothing', (_, input) => {
    const sut = startSession(input);
    expect(selectStatus(sut.actor.getSnapshot())).toBe('anonymous');
    expect(fetchCalls(sut)).toBe(0);
  });

  it('validates at most once per 60 s', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    await sut.actors.fetchMe.resolveLatest(serverUser);
    sut.clock.increment(VALIDATION_CACHE_MS - 1);
    sut.actor.send({ type: 'session.validate' });
    expect(fetchCalls(sut)).toBe(1);
    sut.clock.increment(1);
    sut.actor.send({ type: 'session.validate' });
    expect(fetchCalls(sut)).toBe(2);
    sut.actor.send({ type: 'session.validate' });
    expect(fetchCalls(sut)).toBe(2);
  });

  // SimulatedClock.increment() moves 'now' to the end before firing timers, so a timer scheduled by
  // a timer that fired inside one increment would start late: time moves in the real steps here.
  const wait300s = (sut: ReturnType<typeof startSession>, lastStepMs = REVALIDATION_INTERVAL_MS - VALIDATION_CACHE_MS) => {
    sut.clock.increment(VALIDATION_CACHE_MS);
    sut.clock.increment(lastStepMs);
  };

  it('re-validates every 300 s while logged in', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    await sut.actors.fetchMe.resolveLatest(serverUser);
    wait300s(sut, REVALIDATION_INTERVAL_MS - VALIDATION_CACHE_MS - 1);
    expect(fetchCalls(sut)).toBe(1);
    sut.clock.increment(1);
    expect(fetchCalls(sut)).toBe(2);
    await sut.actors.fetchMe.resolveLatest(serverUser);
    wait300s(sut);
    expect(fetchCalls(sut)).toBe(3);
  });

  it('keeps the session on a non-401 failure and tries again 300 s later', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    await sut.actors.fetchMe.rejectLatest(new ApiError({ status: null }));
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(true);
    expect(sut.effects).not.toContain('clear');
    wait300s(sut);
    expect(fetchCalls(sut)).toBe(2);
  });

  it('clears all auth data on a 401 and stops validating', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    await sut.actors.fetchMe.rejectLatest(new ApiError({ status: 401 }));
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(false);
    expect(sut.effects).toContain('clear');
    for (let i = 0; i < 10; i += 1) wait300s(sut);
    expect(fetchCalls(sut)).toBe(1);
  });

  it('refreshProfile re-fetches /auth/me at once, even inside the 60 s cache (credits after a submit)', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    await sut.actors.fetchMe.resolveLatest(serverUser);
    sut.actor.send({ type: 'session.refreshProfile' });
    expect(fetchCalls(sut)).toBe(2);
    await sut.actors.fetchMe.resolveLatest({ ...serverUser, credits: 2 });
    expect(selectCredits(sut.actor.getSnapshot())).toBe(2);
  });

  it('a refreshProfile during a validation restarts it, so the answer is fresh', async () => {
    const sut = startSession({ user: storedUser, hasToken: true });
    sut.actor.send({ type: 'session.refreshProfile' });
    expect(fetchCalls(sut)).toBe(2);
    expect(sut.actors.fetchMe.calls[0].signal.aborted).toBe(true);
  });
});

describe('session: login and register (spec §4, §5)', () => {
  it('saves token, refresh token and user, and goes back where the user came from', async () => {
    const sut = startSession({ user: null, hasToken: false });
    sut.actor.send({ type: 'session.login', credentials: { username: 'ann@example.com', password: 'pw' }, redirectTo: '/credits' });
    expect(sut.actors.login.calls[0].input).toEqual({ username: 'ann@example.com', password: 'pw' });
    await sut.actors.login.resolveLatest(authData);
    expect(sut.stored.auth).toEqual([authData]);
    expect(sut.effects).toContain('nav:/credits');
    expect(sut.effects).toContain('toast.success:登录成功');
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['no access token', { user: serverUser, refresh_token: 'r' }],
    ['no user', { access_token: 'a', refresh_token: 'r' }],
    ['an empty body', undefined],
  ])("'Invalid response data' when the response has %s", async (_, body) => {
    const sut = startSession({ user: null, hasToken: false });
    sut.actor.send({ type: 'session.register', input: { username: 'u', email: 'e@x.y', password: 'p', invite_code: 'i' } });
    await sut.actors.register.resolveLatest(body as never);
    expect(selectErrorFor('register')(sut.actor.getSnapshot())).toBe('Invalid response data');
    expect(sut.stored.auth).toEqual([]);
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(false);
  });

  it('prefers the server message, else the operation fallback', async () => {
    const sut = startSession({ user: null, hasToken: false });
    sut.actor.send({ type: 'session.login', credentials: { username: 'a', password: 'b' } });
    await sut.actors.login.rejectLatest(new ApiError({ status: 401, serverMessage: '用户名或密码错误' }));
    expect(selectErrorFor('login')(sut.actor.getSnapshot())).toBe('用户名或密码错误');
    sut.actor.send({ type: 'session.login', credentials: { username: 'a', password: 'b' } });
    await sut.actors.login.rejectLatest(new Error('weird'));
    expect(selectErrorFor('login')(sut.actor.getSnapshot())).toBe(errorText.loginFailed);
  });
});

describe('session: account changes, expiry, logout', () => {
  async function loggedIn() {
    const sut = startSession({ user: storedUser, hasToken: true });
    await sut.actors.fetchMe.resolveLatest(serverUser);
    sut.takeEffects();
    return sut;
  }

  it('an avatar upload answered with only a path updates the user record', async () => {
    const sut = await loggedIn();
    sut.actor.send({ type: 'session.uploadAvatar', file: new File(['x'], 'a.png', { type: 'image/png' }) });
    await sut.actors.changeAccount.resolveLatest({ avatar_path: AVATAR_PATH });
    expect(sut.actor.getSnapshot().context.user).toEqual({ ...serverUser, avatar_path: AVATAR_PATH });
    expect(sut.stored.users.at(-1)).toEqual({ ...serverUser, avatar_path: AVATAR_PATH });
  });

  it('a new email is announced as waiting for the link mailed to it, not as updated', async () => {
    const sut = await loggedIn();
    sut.actor.send({
      type: 'session.updateProfile',
      patch: { email: 'new@example.com', current_password: 'pw' },
      navigateTo: '/auth/profile',
    });
    await sut.actors.changeAccount.resolveLatest({ user: serverUser });
    expect(sut.takeEffects()).toEqual([
      'call:changeAccount',
      'store.user',
      'toast.success:确认邮件已发送到新邮箱，点击邮件中的链接后新邮箱生效',
      'nav:/auth/profile',
    ]);
    expect(sut.actor.getSnapshot().context.user?.email).toBe(serverUser.email);
  });

  it("a 401 on a profile update clears auth data and says '请重新登录'", async () => {
    const sut = await loggedIn();
    sut.actor.send({ type: 'session.updateProfile', patch: { email: 'x@y.z' } });
    await sut.actors.changeAccount.rejectLatest(new ApiError({ status: 401 }));
    expect(sut.takeEffects()).toEqual(['call:changeAccount', 'clear', 'toast.error:请重新登录']);
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(false);
  });

  it('session.expired (a task call got 401) clears, toasts and goes to the login page', async () => {
    const sut = await loggedIn();
    sut.actor.send({ type: 'session.expired' });
    expect(sut.takeEffects()).toEqual(['clear', 'toast.error:登录已过期，请重新登录', 'nav:/auth/login']);
    expect(sut.actor.getSnapshot().context.user).toBeNull();
  });

  it('logout clears local data even when the server call fails', async () => {
    const sut = await loggedIn();
    sut.actor.send({ type: 'session.logout' });
    await sut.actors.logout.rejectLatest(new ApiError({ status: null }));
    expect(sut.takeEffects()).toEqual(['call:logout', 'clear', 'toast.success:退出登录成功', 'nav:/']);
    expect(selectIsLoggedIn(sut.actor.getSnapshot())).toBe(false);
  });
});

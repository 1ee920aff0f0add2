import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createWriteCountingReadCache } from '../../server/db/read-cache';
import { refreshTokens, users } from '../../server/db/schema';
import { registerUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe('read cache of the embedded database', () => {
  it('gives the kept value until a write, and keeps nothing read while a write ran', async () => {
    const cache = createWriteCountingReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    cache.noteWrite();
    expect(await cache.read('k', load)).toBe(2);
    const racing = cache.read('k2', async () => {
      cache.noteWrite();
      return 'read before the write ended';
    });
    expect(await racing).toBe('read before the write ended');
    expect(await cache.read('k2', async () => 'fresh')).toBe('fresh');
    await expect(cache.read('k3', async () => Promise.reject(new Error('no row')))).rejects.toThrow('no row');
    expect(await cache.read('k3', async () => 'found')).toBe('found');
  });

  describe('GET /auth/me', () => {
    let t: TestApp;
    afterEach(async () => {
      await t.close();
    });

    it('shows a change written straight to the database, and refuses a login revoked the same way', async () => {
      t = await createTestApp();
      const alice = await registerUser(t);
      const me = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: alice.headers });
      expect((await me()).json().data.credits).toBe(100);
      expect((await me()).json().data.credits).toBe(100);
      await t.database.db.update(users).set({ credits: 7 }).where(eq(users.id, alice.user.id));
      expect((await me()).json().data.credits).toBe(7);
      await t.database.db.transaction(async (tx) => {
        await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, alice.user.id));
      });
      expect((await me()).statusCode).toBe(401);
    });
  });
});

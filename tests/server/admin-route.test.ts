import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceFirstInvite } from '../../server/admin/first-invite';
import {
  claimDataDir,
  DataDirBusyError,
  type DataDirLock,
  readServerInfo,
  releaseDataDir,
  serverInfoFile,
} from '../../server/admin/server-lock';
import { inviteCodes } from '../../server/db/schema';
import { countRows, registerUser } from '../support/fixtures';
import { freshDatabase } from '../support/test-db';
import { createTestApp, type TestApp } from '../support/test-app';

const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{10}$/;

describe('admin route /api/v1/admin/:command', () => {
  let t: TestApp;
  let lock: DataDirLock;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (command: string, body: object, headers: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/${command}`, headers, payload: body, ...(remoteAddress ? { remoteAddress } : {}) });

  it('refuses everything while this process holds no lock', async () => {
    const res = await call('invite.create', { count: 1 }, { 'x-admin-token': 'anything' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: '没有访问权限' });
  });

  it('with the lock: refuses a wrong or missing token, a remote address and a proxied request', async () => {
    lock = claimDataDir(t.config);
    token = readServerInfo(t.config.DATA_DIR)!.adminToken;
    const before = await countRows(t.database, inviteCodes);
    const refusals = [
      await call('invite.create', { count: 1 }, { 'x-admin-token': `${token}x` }),
      await call('invite.create', { count: 1 }, {}),
      await call('invite.create', { count: 1 }, { 'x-admin-token': token }, '203.0.113.9'),
      await call('invite.create', { count: 1 }, { 'x-admin-token': token, 'x-forwarded-for': '127.0.0.1' }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await countRows(t.database, inviteCodes)).toBe(before);
  });

  it('runs invite.create for a loopback caller with the token; the codes register users', async () => {
    const res = await call('invite.create', { count: 3, expires_days: 2 }, { 'x-admin-token': token });
    expect(res.statusCode).toBe(200);
    const { codes, expires_at } = res.json().data;
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    // registerUser fails the test unless the register answers 200.
    const registered = await registerUser(t, { inviteCode: codes[0] });
    expect(registered.user.id).toBeTruthy();
  });

  it('answers an unknown command with 404 and bad arguments with 400', async () => {
    expect((await call('nope', {}, { 'x-admin-token': token })).statusCode).toBe(404);
    const bad = await call('invite.create', { count: 0 }, { 'x-admin-token': token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('stops accepting the token once the lock is released', async () => {
    releaseDataDir(lock);
    expect(existsSync(serverInfoFile(t.config.DATA_DIR))).toBe(false);
    expect((await call('invite.create', { count: 1 }, { 'x-admin-token': token })).statusCode).toBe(403);
  });
});

describe('DATA_DIR lock (server.json)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zj-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes pid and a private admin token, publishes the port, removes the file on release', () => {
    const dir = tempDir();
    const lock = claimDataDir({ DATA_DIR: dir, DATABASE_URL: undefined });
    const file = serverInfoFile(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const info = readServerInfo(dir)!;
    expect(info).toMatchObject({ pid: process.pid, role: 'server', port: null });
    expect(info.adminToken.length).toBeGreaterThanOrEqual(43);
    lock.publish({ address: '127.0.0.1', family: 'IPv4', port: 4567 });
    expect(readServerInfo(dir)).toMatchObject({ port: 4567, adminToken: info.adminToken });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    releaseDataDir(lock);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second claim while the holder lives, and takes over the file of a dead one', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const holder = { pid: child.pid, role: 'server', port: 5555, adminToken: 'x'.repeat(43), startedAt: new Date().toISOString() };
      writeFileSync(serverInfoFile(dir), JSON.stringify(holder));
      expect(() => claimDataDir({ DATA_DIR: dir, DATABASE_URL: undefined })).toThrow(DataDirBusyError);
      expect(() => claimDataDir({ DATA_DIR: dir, DATABASE_URL: undefined })).toThrow(/DATA_DIR/);
      expect(JSON.parse(readFileSync(serverInfoFile(dir), 'utf8')).pid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    const lock = claimDataDir({ DATA_DIR: dir, DATABASE_URL: undefined });
    expect(readServerInfo(dir)?.pid).toBe(process.pid);
    releaseDataDir(lock);
  });

  it('takes over the file of a holder whose pid now names another process (its start time differs)', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const holder = { pid: child.pid, role: 'server', port: 5555, adminToken: 'x'.repeat(43), startedAt: new Date().toISOString() };
      writeFileSync(serverInfoFile(dir), JSON.stringify({ ...holder, pidStartTime: '1' }));
      const lock = claimDataDir({ DATA_DIR: dir, DATABASE_URL: undefined });
      expect(readServerInfo(dir)?.pid).toBe(process.pid);
      releaseDataDir(lock);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });

  it('locks nothing with DATABASE_URL (PostgreSQL has its own locking)', () => {
    const dir = tempDir();
    const lock = claimDataDir({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/none' });
    expect(existsSync(serverInfoFile(dir))).toBe(false);
    releaseDataDir(lock);
  });
});

describe('first-start invite code', () => {
  it('creates and announces one code on an empty database, repeats it until someone registers, then stays quiet', async () => {
    const database = await freshDatabase();
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const code = await announceFirstInvite(database, log);
      expect(code).toMatch(CODE);
      expect(String(info.mock.calls[0][1])).toContain(code!);
      expect(write.mock.calls.map((c) => String(c[0])).join('')).toContain(`首个邀请码 / first invite code: ${code}`);
      expect(await announceFirstInvite(database, log)).toBe(code);
      expect(await countRows(database, inviteCodes)).toBe(1);

      // No open code left (and still no user): a new one.
      await database.db.update(inviteCodes).set({ usedAt: new Date() }).where(eq(inviteCodes.code, code!));
      const next = await announceFirstInvite(database, log);
      expect(next).toMatch(CODE);
      expect(next).not.toBe(code);
      expect(await countRows(database, inviteCodes)).toBe(2);
    } finally {
      write.mockRestore();
      await database.close();
    }
  });

  it('says nothing once a user exists', async () => {
    const t = await createTestApp();
    try {
      await registerUser(t);
      const info = vi.fn();
      expect(await announceFirstInvite(t.database, { info } as unknown as FastifyBaseLogger)).toBeNull();
      expect(info).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});

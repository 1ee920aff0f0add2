import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerInfo } from '../../server/admin/server-lock';
import { TEST_PASSWORD, uniqueIdentity } from '../support/fixtures';
import { type ChildRun, freePort, killHard, serverEnv, startProgram, waitForHttp, waitForServerInfo } from '../support/server-process';

const CYCLES = 20;
const SIGNUP_CREDITS = 100;

describe('restart right after kill -9 (DATA_DIR lock of a dead server)', () => {
  const dirs: string[] = [];
  const parents: ChildRun[] = [];
  afterAll(async () => {
    for (const child of parents) await killHard(child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`is taken over at once ${CYCLES} times in a row, and every committed write survives`, { timeout: 30 * 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-crash-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    // No worker: the writes are admin grants, nothing to solve.
    const env = serverEnv({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_WORKER: 'false' });
    const admin = async (command: string, args: Record<string, unknown>) => {
      const res = await fetch(`${base}/admin/${command}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': readServerInfo(dataDir)!.adminToken },
        body: JSON.stringify(args),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: any }).data;
    };
    // Each server runs under a parent that never reaps it: once killed it stays a zombie, whose pid
    // still answers kill(pid, 0) — the case that used to refuse the restart.
    const boot = async (gone: number[]) => {
      const parent = startProgram('server/main.ts', env, { parentThatNeverReaps: true });
      parents.push(parent);
      return waitForServerInfo(dataDir, gone, parent);
    };

    const killed: number[] = [];
    let pid = await boot(killed);
    const [code] = (await admin('invite.create', { count: 1 })).codes as string[];
    const form = new FormData();
    const identity = uniqueIdentity('crash');
    for (const [k, v] of Object.entries({ ...identity, password: TEST_PASSWORD, invite_code: code })) form.append(k, v);
    const registered = await fetch(`${base}/auth/register`, { method: 'POST', body: form });
    expect(registered.status).toBe(200);
    const token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const granted = await admin('credits.grant', { username: identity.username, amount: 1 });
      expect(granted.balance).toBe(SIGNUP_CREDITS + cycle);
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
      pid = await boot(killed);
      const me = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      // Nothing lost, nothing doubled.
      expect(((await me.json()) as { data: { credits: number } }).data.credits).toBe(SIGNUP_CREDITS + cycle);
    }
    process.kill(pid, 'SIGKILL');
  });

  it('still refuses a second server while the first one lives, which keeps serving', { timeout: 5 * 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-crash-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = startProgram('server/main.ts', serverEnv({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_WORKER: 'false' }));
    parents.push(first);
    const pid = await waitForServerInfo(dataDir, [], first);
    expect(pid).toBe(first.pid);

    const second = startProgram(
      'server/main.ts',
      serverEnv({ DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_WORKER: 'false' }),
    );
    parents.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR is in use by another server (pid ${pid})`);

    expect(readServerInfo(dataDir)?.pid).toBe(pid);
    await waitForHttp(`http://127.0.0.1:${port}/api/v1/credits/pricing`, first);
    await killHard(first);
  });
});

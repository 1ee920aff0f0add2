import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerInfo, serverInfoFile } from '../../server/admin/server-lock';
import { openDatabase } from '../../server/db/client';
import { inviteCodes } from '../../server/db/schema';
import { TEST_PASSWORD, uniqueIdentity } from '../support/fixtures';
import { waitFor } from '../support/task-fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{10}$/;

function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  delete env.PORT;
  return env;
}

/** Runs a TypeScript entry point with tsx in a child node process (its pid is the program's pid). */
function start(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess & { out: string[]; err: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (d: string) => out.push(d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => err.push(d));
  return Object.assign(child, { out, err });
}

async function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = start(script, args, env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout: child.out.join(''), stderr: child.err.join('') };
}

async function registerOver(port: number, inviteCode: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...uniqueIdentity('cli'), password: TEST_PASSWORD, invite_code: inviteCode })) form.append(k, v);
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}

describe('npm run invite (scripts/invite.ts)', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zj-cli-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('without a server: opens the database itself and prints only the codes on stdout', async () => {
    const dir = tempDir();
    const result = await run('scripts/invite.ts', ['--count', '3', '--expires-days', '7'], childEnv(dir));
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(CODE);
    expect(result.stderr).toContain('直接打开数据库');
    expect(existsSync(serverInfoFile(dir))).toBe(false);

    const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    try {
      const rows = await database.db.select().from(inviteCodes).where(inArray(inviteCodes.code, lines));
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.usedAt).toBeNull();
        expect(row.expiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses bad arguments with a message on stderr and nothing on stdout', async () => {
    const result = await run('scripts/invite.ts', ['--count', 'many'], childEnv(tempDir()));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--count');
  }, 60_000);

  it('with the server running: goes through the server; a second server on the same DATA_DIR is refused', async () => {
    const dir = tempDir();
    const server = start('server/main.ts', [], childEnv(dir, { PORT: '0', HOST: '127.0.0.1', EMBEDDED_WORKER: 'false' }));
    children.push(server);
    const info = await waitFor(
      () => {
        if (server.exitCode !== null) throw new Error(`server exited: ${server.err.join('')}`);
        const i = readServerInfo(dir);
        return i?.port ? i : null;
      },
      90_000,
      100,
      'server.json with a port',
    );
    expect(info.pid).toBe(server.pid);

    // The first start announced an invite code.
    const firstLine = await waitFor(() => /首个邀请码 \/ first invite code: (\S+)/.exec(server.out.join('')), 10_000, 100, 'first invite');
    expect(firstLine[1]).toMatch(CODE);

    const result = await run('scripts/invite.ts', ['--count', '2'], childEnv(dir));
    expect(result.code).toBe(0);
    const codes = result.stdout.trim().split('\n');
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(result.stderr).toContain('通过运行中的服务器');

    const registered = await registerOver(info.port!, codes[0]);
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ success: true, message: '注册成功' });
    expect((await registerOver(info.port!, firstLine[1])).status).toBe(200);
    expect((await registerOver(info.port!, codes[0])).body.message).toBe('邀请码已被使用');

    const second = await run('server/main.ts', [], childEnv(dir, { PORT: '0', HOST: '127.0.0.1', EMBEDDED_WORKER: 'false' }));
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain('DATA_DIR');
    expect(readServerInfo(dir)?.pid).toBe(server.pid);

    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    expect(existsSync(serverInfoFile(dir))).toBe(false);
  }, 180_000);
});

describe('npm run orders (scripts/orders.ts)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zj-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses bad arguments with the usage; an unknown order is refused by the command, stdout empty', async () => {
    const bad = await run('scripts/orders.ts', ['refund'], childEnv(dir));
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('npm run orders -- refund');
    const unknown = await run('scripts/orders.ts', ['refund', 'ZJ20260101000000DEADBEEF'], childEnv(dir));
    expect(unknown.code).not.toBe(0);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('订单不存在：ZJ20260101000000DEADBEEF');
  }, 90_000);
});

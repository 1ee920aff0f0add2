import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createInviteCode, TEST_PASSWORD, uniqueIdentity } from '../support/fixtures';
import { type ChildRun, freePort, killHard, serverEnv, startProgram, waitForHttp } from '../support/server-process';
import { createPostgresDatabase, testPostgresUrl } from '../support/test-db';

interface Received {
  status: string;
  updatedAt: number;
  arrivedAt: number;
}

/** Reads an SSE response until `event: end`, noting when each status arrived. */
async function followStream(res: Response): Promise<Received[]> {
  const received: Received[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return received;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^event: end$/m.test(block)) {
        await reader.cancel();
        return received;
      }
      const data = /^data: (.*)$/m.exec(block);
      if (data && !/^event:/m.test(block)) {
        const status = JSON.parse(data[1]) as { status: string; updated_at: string };
        received.push({ status: status.status, updatedAt: Date.parse(status.updated_at), arrivedAt: Date.now() });
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

describe('two API processes and a worker on one PostgreSQL', () => {
  const children: ChildRun[] = [];
  const dirs: string[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const child of children) await killHard(child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await drop?.();
  });

  it('a task submitted on one is followed live on the other: each worker update arrives within 200 ms', {
    timeout: 5 * 60_000,
  }, async () => {
    const created = await createPostgresDatabase(testPostgresUrl!);
    drop = created.drop;
    const shared = { DATABASE_URL: created.url, JWT_SECRET: 'a-secret-every-process-of-this-deployment-shares', EMBEDDED_WORKER: 'false' };
    const start = async (script: string, extra: Record<string, string> = {}) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-multi-'));
      dirs.push(dataDir);
      const child = startProgram(script, serverEnv({ ...shared, DATA_DIR: dataDir, ...extra }));
      children.push(child);
      return child;
    };
    const apis = await Promise.all(
      [0, 1].map(async () => {
        const port = await freePort();
        const child = await start('server/main.ts', { PORT: String(port) });
        await waitForHttp(`http://127.0.0.1:${port}/api/v1/credits/pricing`, child);
        return `http://127.0.0.1:${port}/api/v1`;
      }),
    );

    const database = await openDatabase({ databaseUrl: created.url });
    const inviteCode = await createInviteCode(database);
    await database.close();
    const register = new FormData();
    for (const [k, v] of Object.entries({ ...uniqueIdentity('multi'), password: TEST_PASSWORD, invite_code: inviteCode }))
      register.append(k, v);
    const registered = await fetch(`${apis[0]}/auth/register`, { method: 'POST', body: register });
    expect(registered.status).toBe(200);
    const token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
    const auth = { authorization: `Bearer ${token}` };

    const submit = new FormData();
    submit.append('problem_text', '解方程 2x+3=7');
    submit.append('generate_video', 'false');
    const submitted = await fetch(`${apis[0]}/tasks/submit`, { method: 'POST', headers: auth, body: submit });
    expect(submitted.status).toBe(200);
    const taskId = ((await submitted.json()) as { data: { task_id: string } }).data.task_id;

    const stream = await fetch(`${apis[1]}/tasks/${taskId}/events`, { headers: auth });
    expect(stream.status).toBe(200);
    const following = followStream(stream);
    // The worker starts only now, so that every one of its updates happens while the stream is open.
    await start('server/worker-main.ts');
    const received = await following;

    expect(received[0].status).toBe('pending');
    expect(received.at(-1)!.status).toBe('completed');
    const updates = received.slice(1);
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) expect(update.arrivedAt - update.updatedAt).toBeLessThanOrEqual(200);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildRun, freePort, killHard, serverEnv, startProgram, waitForHttp } from '../support/server-process';

/** npm start's process: the debug listener beside the API, off with DEBUG_PORT=0, and no crash when its port is taken. */
describe('server/main.ts starts the debug listener on DEBUG_PORT', () => {
  const dirs: string[] = [];
  const children: ChildRun[] = [];
  let blocker: Server | undefined;
  afterAll(async () => {
    for (const child of children) await killHard(child);
    blocker?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function boot(debugPort: number) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-debug-port-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = serverEnv({ DATA_DIR: dataDir, PORT: String(port), DEBUG_PORT: String(debugPort), EMBEDDED_WORKER: 'false' });
    const child = startProgram('server/main.ts', { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` });
    children.push(child);
    await waitForHttp(`http://127.0.0.1:${port}/api/v1/videos?scope=public`, child);
    return { child, origin: `http://127.0.0.1:${port}` };
  }

  it('answers spec §7 calls with the API’s tokens (401 without one), CORS for PUBLIC_URL; a taken port leaves the API up', {
    timeout: 180_000,
  }, async () => {
    const debugPort = await freePort();
    const first = await boot(debugPort);
    const { origin } = first;
    await waitForHttp(`http://127.0.0.1:${debugPort}/api/docs/json`, first.child);
    const res = await fetch(`http://127.0.0.1:${debugPort}/api/v1/debug/list_files?job_id=x`, { headers: { origin } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);

    blocker = createServer();
    const taken = await freePort();
    await new Promise<void>((resolve) => blocker!.listen(taken, '0.0.0.0', resolve));
    const second = await boot(taken);
    await expect.poll(() => second.child.output(), { timeout: 30_000 }).toMatch(/debug listener not started/);
    expect(second.child.exitCode).toBeNull();
    expect((await fetch(`${second.origin}/api/v1/videos?scope=public`)).status).toBe(200);
  });
});

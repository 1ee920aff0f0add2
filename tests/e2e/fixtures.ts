import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
// node --import tsx: one process, so a SIGKILL really kills the server (the tsx CLI would leave a child).
const node = (file: string, args: string[] = []) => [process.execPath, ['--import', 'tsx', file, ...args]] as const;
const run = promisify(execFile);

export interface ServerHandle {
  baseURL: string;
  dataDir: string;
  /** A fresh invite code made by the real admin CLI (`npm run invite`) while the server runs. */
  makeInvite(): Promise<string>;
  /** Grants credits through the real admin CLI (`npm run credits -- grant`). */
  grantCredits(username: string, amount: number): Promise<void>;
  /** Kills the server process hard (a crash) and starts it again on the same DATA_DIR. */
  restart(opts?: { kill?: NodeJS.Signals }): Promise<void>;
  log(): string;
}

interface Options {
  /** Extra environment for this file's server, e.g. { ACCESS_TOKEN_TTL: '4' }. */
  serverEnv: Record<string, string>;
}

export const test = base.extend<{ server: ServerHandle }, Options & { workerServer: ServerHandle }>({
  serverEnv: [{}, { option: true, scope: 'worker' }],
  workerServer: [
    async ({ serverEnv }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-e2e-'));
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        REGISTER_RATE_LIMIT: '1000',
        ...serverEnv,
      };
      let output = '';
      let child: ChildProcess | undefined;
      let baseURL = '';

      const start = async () => {
        const [cmd, args] = node(path.join(root, 'server', 'main.ts'));
        child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout?.on('data', (d) => {
          output += d;
        });
        child.stderr?.on('data', (d) => {
          output += d;
        });
        baseURL = await waitForPort(dataDir, () => output, child);
        // A restart keeps the address, as a real server's would.
        env.PORT = new URL(baseURL).port;
      };
      const stop = async (signal: NodeJS.Signals) => {
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill(signal);
        await exited;
      };
      await start();
      const cli = async (script: string, args: string[]) => {
        const [cmd, argv] = node(path.join(root, 'scripts', script), args);
        const { stdout } = await run(cmd, argv, { cwd: root, env });
        return stdout;
      };
      await use({
        get baseURL() {
          return baseURL;
        },
        dataDir,
        makeInvite: async () => (await cli('invite.ts', ['--count', '1'])).trim(),
        grantCredits: async (username, amount) => {
          await cli('credits.ts', ['grant', username, String(amount)]);
        },
        restart: async ({ kill = 'SIGKILL' } = {}) => {
          await stop(kill);
          await start();
        },
        log: () => output,
      });
      await stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  server: async ({ workerServer }, use) => {
    await use(workerServer);
  },
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
});

export { expect };

/** server.json (written by the server once it listens) tells the port it got. */
async function waitForPort(dataDir: string, output: () => string, child: ChildProcess): Promise<string> {
  const file = path.join(dataDir, 'server.json');
  // Generous: the first start on a busy machine also compiles the server's modules.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (existsSync(file)) {
      try {
        const info = JSON.parse(readFileSync(file, 'utf8')) as { port?: number; pid?: number };
        if (info.port && info.pid === child.pid) return `http://127.0.0.1:${info.port}`;
      } catch {
        // written but not complete yet
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerInfo } from '../../server/admin/server-lock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The environment of a child server: this process's, without its DATABASE_URL and PORT unless given,
 * and without the debug listener unless a DEBUG_PORT is given (test servers run side by side).
 */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DEBUG_PORT: '0', ...extra };
  if (!('DATABASE_URL' in extra)) delete env.DATABASE_URL;
  if (!('PORT' in extra)) delete env.PORT;
  return env;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ChildRun extends ChildProcess {
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry point (server/main.ts, server/worker-main.ts) in a child node process with
 * tsx loaded in it: the child's pid is the program's pid, so a SIGKILL really kills the program.
 *
 * `parentThatNeverReaps`: the program runs under a shell that execs `sleep`, which never waits for
 * children, so the program, once killed, stays a zombie (as under a container's init that does not
 * reap). The returned child is then that parent; the program's pid is in DATA_DIR/server.json.
 */
export function startProgram(script: string, env: NodeJS.ProcessEnv, opts: { parentThatNeverReaps?: boolean } = {}): ChildRun {
  const argv = [process.execPath, '--import', 'tsx', path.join(root, script)];
  const child = opts.parentThatNeverReaps
    ? spawn('sh', ['-c', `${argv.map(shellQuote).join(' ')} & exec sleep 3600`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(argv[0], argv.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return Object.assign(child, { output: () => out, exited });
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200 (the program listens), failing early when `child` exits. */
export async function waitForHttp(url: string, child: ChildRun, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited early (${child.exitCode}):\n${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`no answer from ${url}:\n${child.output()}`);
}

/**
 * Waits until a server other than the `gone` pids holds `dataDir` and has published its port; returns
 * its pid. Fails early when the program has printed an error or exited.
 */
export async function waitForServerInfo(dataDir: string, gone: number[], child: ChildRun, timeoutMs = 90_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = readServerInfo(dataDir);
    if (info && info.role === 'server' && info.port && !gone.includes(info.pid)) return info.pid;
    if (/Error/.test(child.output())) throw new Error(`server failed to start:\n${child.output()}`);
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited early (${child.exitCode}):\n${child.output()}`);
    await sleep(50);
  }
  throw new Error(`server did not start:\n${child.output()}`);
}

/** SIGKILL, and waits for the exit when `child` is the program itself. */
export async function killHard(child: ChildRun): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await child.exited;
}

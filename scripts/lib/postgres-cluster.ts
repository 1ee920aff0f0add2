import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster from Debian's `postgresql` package: initdb into a temporary folder,
 * served on a loopback port with fsync off (tests only), trust authentication for user `postgres`.
 * As root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PostgresCluster {
  /** The cluster's `postgres` database as superuser `postgres`. */
  url: string;
  stop(): void;
}

/** The bin folder of the newest PostgreSQL installed from Debian's packages, or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'zj-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = idOf('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const argv = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(argv[0] as string, argv[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  };
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Tearing down a throwaway cluster never fails the tests that ran on it: a server that does not stop
    // in time is killed, and whatever is left is only reported.
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        console.warn(`PostgreSQL test cluster: pg_ctl stop failed, killing the server (${String(err).split('\n')[0]})`);
        killPostmaster(data);
      }
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch (err) {
        console.warn(`PostgreSQL test cluster: could not remove ${dir} (${String(err)})`);
      }
    },
  };
}

/** The first line of postmaster.pid is the server's process id. */
function killPostmaster(data: string): void {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function idOf(user: string): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error(`no user ${user}`);
  return { uid, gid };
}

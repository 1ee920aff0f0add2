import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { isOwnerAlive, processStartTime } from './process-liveness';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from '../config';

/**
 * A PGlite directory has no lock of its own, and two processes opening it corrupt it. The process
 * that opens it (the server, or an admin CLI while no server runs) holds DATA_DIR/server.json; the
 * server also publishes its port and an admin token there, so CLIs talk to it instead of the files.
 */
export interface ServerInfo {
  pid: number;
  role: 'server' | 'cli';
  /** Null until the server listens (and always for a CLI). */
  port: number | null;
  adminToken: string;
  startedAt: string;
  /** The kernel's start time of `pid` (Linux): tells the holder from a later process given the same pid. */
  pidStartTime?: string;
}

export interface DataDirLock {
  /** Null when nothing is locked (PostgreSQL: many servers share a database). */
  readonly file: string | null;
  publish(address: AddressInfo | string | null): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly holder: ServerInfo,
    file: string,
  ) {
    super(
      holder.role === 'server'
        ? `数据目录正被另一个服务器进程使用 (pid ${holder.pid}${holder.port ? `, port ${holder.port}` : ''})：同一个 DATA_DIR 只能运行一个服务器。` +
            ` / DATA_DIR is in use by another server (pid ${holder.pid}). If no such process runs, delete ${file}.`
        : `数据目录正被管理命令使用 (pid ${holder.pid})，请稍后再试。 / DATA_DIR is in use by an admin command (pid ${holder.pid}); try again shortly.`,
    );
  }
}

/** Admin tokens of the locks this process holds, by DATA_DIR (the admin route checks against it). */
const heldTokens = new Map<string, string>();

export { isOwnerAlive } from './process-liveness';

export function serverInfoFile(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export function readServerInfo(dataDir: string): ServerInfo | null {
  try {
    const info = JSON.parse(readFileSync(serverInfoFile(dataDir), 'utf8')) as ServerInfo;
    return typeof info.pid === 'number' && typeof info.adminToken === 'string' ? info : null;
  } catch {
    return null;
  }
}

/** The admin token of the server lock this process holds on `dataDir`, if any. */
export function adminTokenFor(dataDir: string): string | null {
  return heldTokens.get(path.resolve(dataDir)) ?? null;
}

function writeAtomically(file: string, info: ServerInfo, create: boolean): void {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
  try {
    // link() fails when the target exists: of two processes creating it, exactly one wins.
    if (create) linkSync(tmp, file);
    else renameSync(tmp, file);
  } finally {
    if (create) unlinkSync(tmp);
  }
}

/**
 * Takes DATA_DIR for this process, or returns the live holder. A file left by a dead process is
 * taken over at once, also right after a kill -9 (process-liveness.ts says what counts as dead).
 */
export function tryClaimDataDir(dataDir: string, role: ServerInfo['role']): DataDirLock | ServerInfo {
  const file = serverInfoFile(dataDir);
  const info: ServerInfo = {
    pid: process.pid,
    role,
    port: null,
    adminToken: randomBytes(32).toString('base64url'),
    startedAt: new Date().toISOString(),
    pidStartTime: processStartTime(process.pid) ?? undefined,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeAtomically(file, info, true);
      return makeLock(dataDir, file, info);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readServerInfo(dataDir);
    if (holder && holder.pid !== process.pid && isOwnerAlive(holder)) return holder;
    // Stale (a dead, killed or replaced holder, or unreadable): remove it unless someone replaced it meanwhile.
    const again = readServerInfo(dataDir);
    if (JSON.stringify(again) === JSON.stringify(holder)) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  }
  throw new Error(`could not claim ${file}`);
}

function makeLock(dataDir: string, file: string, info: ServerInfo): DataDirLock {
  const key = path.resolve(dataDir);
  if (info.role === 'server') heldTokens.set(key, info.adminToken);
  const lock: DataDirLock & { release(): void } = {
    file,
    publish(address) {
      if (address && typeof address === 'object') {
        info.port = address.port;
        writeAtomically(file, info, false);
      }
    },
    release() {
      process.removeListener('exit', onExit);
      if (heldTokens.get(key) === info.adminToken) heldTokens.delete(key);
      if (readServerInfo(dataDir)?.adminToken === info.adminToken) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
  const onExit = () => lock.release();
  process.once('exit', onExit);
  return lock;
}

/** The server's claim: refuses (DataDirBusyError) when a live process holds DATA_DIR. */
export function claimDataDir(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): DataDirLock {
  if (config.DATABASE_URL) return { file: null, publish: () => {} };
  const result = tryClaimDataDir(config.DATA_DIR, 'server');
  if ('pid' in result) throw new DataDirBusyError(result, serverInfoFile(config.DATA_DIR));
  return result;
}

export function releaseDataDir(lock: DataDirLock): void {
  (lock as Partial<{ release(): void }>).release?.();
}

import { type AdminCommandName, adminCommands } from '../../server/admin/commands';
import { isOwnerAlive, readServerInfo, releaseDataDir, type ServerInfo, tryClaimDataDir } from '../../server/admin/server-lock';
import { type Config, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export interface AdminClientOptions {
  env?: NodeJS.ProcessEnv;
  /** Progress notes; stdout stays reserved for the command's output. */
  log?: (line: string) => void;
  /** How long to wait for a starting server or another admin command. */
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an admin command where it is safe: inside the running server (over loopback, with the admin
 * token from DATA_DIR/server.json) when one holds DATA_DIR; otherwise in this process, holding
 * DATA_DIR itself so that no server opens the database meanwhile. With DATABASE_URL (PostgreSQL,
 * which has its own locking) it always opens the database directly.
 */
export async function runAdminCommand(
  name: AdminCommandName,
  args: Record<string, unknown>,
  opts: AdminClientOptions = {},
): Promise<unknown> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const config = loadConfig(opts.env ?? process.env);
  if (config.DATABASE_URL) return runDirect(config, name, args, log);

  const deadline = Date.now() + (opts.waitMs ?? 30_000);
  let announcedWait = false;
  for (;;) {
    const holder = readServerInfo(config.DATA_DIR);
    if (holder && holder.pid !== process.pid && isOwnerAlive(holder)) {
      if (holder.role === 'server' && holder.port) return callServer(holder, name, args, log);
    } else {
      const claim = tryClaimDataDir(config.DATA_DIR, 'cli');
      if (!('pid' in claim)) {
        try {
          return await runDirect(config, name, args, log);
        } finally {
          releaseDataDir(claim);
        }
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`数据目录 ${config.DATA_DIR} 一直被其他进程占用，请稍后再试 / DATA_DIR stayed busy`);
    }
    if (!announcedWait) {
      log('等待服务器启动或其他管理命令结束… / waiting for the server to start or another admin command to finish…');
      announcedWait = true;
    }
    await sleep(200);
  }
}

async function callServer(holder: ServerInfo, name: string, args: Record<string, unknown>, log: (line: string) => void): Promise<unknown> {
  log(`通过运行中的服务器执行 (pid ${holder.pid}, port ${holder.port}) / via the running server`);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${holder.port}/api/v1/admin/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': holder.adminToken },
      body: JSON.stringify(args),
    });
  } catch (error) {
    throw new Error(`无法连接运行中的服务器 (port ${holder.port})：${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: unknown; message?: string; detail?: string } | null;
  if (!response.ok || !body?.success) {
    throw new Error(body?.message ? `${body.message}${body.detail ? `（${body.detail}）` : ''}` : `HTTP ${response.status}`);
  }
  return body.data;
}

async function runDirect(
  config: Config,
  name: AdminCommandName,
  args: Record<string, unknown>,
  log: (line: string) => void,
): Promise<unknown> {
  log(
    config.DATABASE_URL
      ? '直接连接 PostgreSQL / using PostgreSQL directly'
      : `直接打开数据库 ${config.pgliteDir} / opening the database directly`,
  );
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  try {
    await migrate(database);
    return await adminCommands[name](database, config, args as any);
  } finally {
    await database.close();
  }
}

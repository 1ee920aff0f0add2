import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Log } from '../log';
import { DomainError, invalid, notFound } from '../services/errors';
import { adminCommands, isAdminCommand } from './commands';

/**
 * Runs an admin command by name for the loopback admin route. A command's own refusal keeps its
 * kind; any other failure is the administrator's to read, so its message is passed on as `invalid`.
 */
export async function executeAdminCommand(
  deps: { database: Database; config: Config; log: Pick<Log, 'warn'> },
  name: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  if (!isAdminCommand(name)) throw notFound(`未知的管理命令：${name}`);
  try {
    return await adminCommands[name](deps.database, deps.config, args as any);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    deps.log.warn({ err: error, command: name }, 'admin command failed');
    throw invalid(error instanceof Error ? error.message : String(error));
  }
}

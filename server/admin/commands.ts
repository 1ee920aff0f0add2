import type { Config } from '../config';
import type { Database } from '../db/client';
import { creditsGrantCommand } from './credits-command';
import { inviteCommand } from './invite-command';
import { ordersRefundCommand } from './orders-command';

/**
 * An admin command runs against an open database, either inside the running server (through the
 * loopback admin route) or in the CLI process when no server holds DATA_DIR. Throw DomainError for
 * bad arguments (the route answers with its status; the CLI prints its message).
 */
export type AdminCommand = (database: Database, config: Config, args: Record<string, unknown>) => Promise<unknown>;

export const adminCommands = {
  'invite.create': inviteCommand,
  'credits.grant': creditsGrantCommand,
  'orders.refund': (database: Database, config: Config, args: Record<string, unknown>) => ordersRefundCommand(database, config, args),
  // `any`: a command may declare the argument shape it expects; it must still check it (JSON from a CLI).
} satisfies Record<string, (database: Database, config: Config, args: any) => Promise<unknown>>;

export type AdminCommandName = keyof typeof adminCommands;

export function isAdminCommand(name: string): name is AdminCommandName {
  return Object.hasOwn(adminCommands, name);
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

// Placeholder: replaced by the real first-start invite code.
export async function announceFirstInvite(_database: Database, _log: FastifyBaseLogger): Promise<void> {}

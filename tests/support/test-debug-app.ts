import type { FastifyInstance } from 'fastify';
import { buildDebugApp } from '../../server/debug/app';
import type { TestApp } from './test-app';

/**
 * The debug listener (server/debug/app.ts) on a test app's configuration, database, storage and
 * clock, as main.ts builds it beside the API; use inject(). Close it before the test app.
 */
export async function createTestDebugApp(t: Pick<TestApp, 'config' | 'database' | 'storage' | 'clock'>): Promise<FastifyInstance> {
  const app = await buildDebugApp({ config: t.config, database: t.database, storage: t.storage, clock: t.clock });
  await app.ready();
  return app;
}

/**
 * `npm run test:postgres [-- vitest options]`: the server tests that touch the database, and the
 * several-process tests of tests/postgres/, on a throwaway PostgreSQL cluster (Debian's package)
 * instead of PGlite. `npm test` runs it when PostgreSQL is installed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresCluster } from './lib/postgres-cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The suites whose behaviour depends on the database: transactions, guarded updates, the queue, the
// events bus. Child-process tests of the embedded database (restart, admin CLI) and tests of parts
// that never query (parsers, headers, OCR, solver isolation) run once, on PGlite, in the main pass.
const suites = [
  'tests/server/auth-session.test.ts',
  'tests/server/auth-register.test.ts',
  'tests/server/auth-reset.test.ts',
  'tests/server/credits-routes.test.ts',
  'tests/server/tasks-submit.test.ts',
  'tests/server/tasks-routes.test.ts',
  'tests/server/tasks-events.test.ts',
  'tests/server/status-stream.test.ts',
  'tests/server/problems-routes.test.ts',
  'tests/server/videos-list.test.ts',
  'tests/postgres',
];

const cluster = await startPostgresCluster();
console.log(`PostgreSQL test cluster on ${new URL(cluster.url).host}`);
let status = 1;
try {
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...suites, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } },
  );
  status = r.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);

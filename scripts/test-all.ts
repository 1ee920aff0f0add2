/**
 * `npm test`: every check (typecheck, lint, import layers, formatting, diagrams) and every test, browser
 * tests included, then the budgets of the first screen, then one closing line "tests: N passed, N
 * failed". Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from './lib/postgres-cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not test-results/: Playwright empties that folder when it starts.
const out = path.join(root, '.tmp', 'test-reports');
mkdirSync(out, { recursive: true });

/** The steps that exited non-zero, named again in the closing lines (a CI log is often read from its tail). */
const failedSteps: string[] = [];

function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n== ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  if (r.status !== 0) {
    console.log(`== ${name}: FAILED (exit ${r.status ?? r.signal})`);
    failedSteps.push(`${name} (exit ${r.status ?? r.signal})`);
  }
  return r.status === 0;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const checks = [
  step('typecheck', npm, ['run', '-s', 'typecheck']),
  step('lint', npm, ['run', '-s', 'lint']),
  step('lint:layers', npm, ['run', '-s', 'lint:layers']),
  step('format:check', npm, ['run', '-s', 'format:check']),
  step('diagrams:check', npm, ['run', '-s', 'diagrams:check']),
];
const unitJson = path.join(out, 'vitest.json');
const unitOk = step('unit, machine and server tests (vitest)', npm, [
  'exec',
  '--',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitJson}`,
]);
// The database-touching server suites and the several-process tests again, on PostgreSQL, when it is installed (.ci/run installs it).
const pgJson = path.join(out, 'vitest-postgres.json');
function postgresPass(): boolean {
  if (!postgresBinDir()) {
    console.log('\n== server tests on PostgreSQL: skipped, PostgreSQL is not installed (apt-get install -y postgresql)');
    return true;
  }
  return step('server tests on PostgreSQL (test:postgres)', npm, [
    'run',
    '-s',
    'test:postgres',
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgJson}`,
  ]);
}
const pgOk = postgresPass();
const e2eJson = path.join(out, 'playwright.json');
const e2eOk = step('browser tests (playwright)', npm, ['exec', '--', 'playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});

// After the browser tests, which have just built dist/: the first screen's JavaScript and no math engine on the home or a problem page.
const budgetsOk = step('budgets (bench:first-screen)', npm, ['run', '-s', 'bench:first-screen']);

let passed = 0;
let failed = 0;
try {
  const v = JSON.parse(readFileSync(unitJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  // A skipped test is not a passing one.
  failed += (v.numFailedTests ?? 0) + (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} catch {
  failed += 1;
}
if (postgresBinDir()) {
  try {
    const v = JSON.parse(readFileSync(pgJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += (v.numFailedTests ?? 0) + (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  } catch {
    failed += 1;
  }
}
try {
  const p = JSON.parse(readFileSync(e2eJson, 'utf8'));
  passed += p.stats?.expected ?? 0;
  failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0) + (p.stats?.skipped ?? 0);
} catch {
  failed += 1;
}
// A missing report, a failed check or a skipped test fails the run, whatever the runners' exit codes.
const allOk = checks.every(Boolean) && unitOk && pgOk && e2eOk && budgetsOk && failed === 0;
if (!allOk && failed === 0) failed = 1;
if (failedSteps.length > 0) console.log(`\nfailed steps: ${failedSteps.join('; ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint:layers` on a throwaway copy of the layout: the repository's biome.json plus the files
 * below, written into a temporary folder so that the forbidden imports never sit in the source tree.
 */
const root = path.resolve(import.meta.dirname, '../..');
const layersCommand: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['lint:layers'];

interface SourceFile {
  file: string;
  source: string;
}

/** [rule, file, source]: each file breaks exactly one rule, with exactly one import. */
const forbidden: [rule: string, file: string, source: string][] = [
  ['layers/contract-standalone', 'contract/tasks.ts', "import type { ApiError } from '../src/api/errors';"],
  ['layers/contract-standalone', 'contract/auth.ts', "export { users } from '../server/db/schema';"],
  ['layers/client-no-server', 'src/main.tsx', "import { buildApp } from '../server/app';"],
  ['layers/client-no-server', 'src/machines/session/machine.ts', "import type { Config } from '../../../server/config';"],
  ['layers/client-no-server', 'src/ui/App.tsx', "import { MSG } from '../../server/messages';"],
  ['layers/machines-no-view', 'src/machines/toast-queue/view.ts', "import { useState } from 'react';"],
  ['layers/machines-no-view', 'src/machines/session/portal.ts', "import { createPortal } from 'react-dom';"],
  ['layers/machines-no-view', 'src/machines/session/hooks.ts', "import { useSelector } from '@xstate/react';"],
  ['layers/machines-no-view', 'src/machines/submission/nav.ts', "import { navigate } from 'wouter/use-browser-location';"],
  ['layers/machines-no-view', 'src/machines/toast-queue/radix.ts', "import * as Toast from '@radix-ui/react-toast';"],
  ['layers/machines-no-fetch', 'src/machines/task-status/fetch.ts', "import { ofetch } from 'ofetch';"],
  ['layers/machines-no-ui', 'src/machines/session/actors.ts', "import { toastActions } from '../../ui/toast/toast-actor';"],
  ['layers/machines-no-ui', 'src/machines/task-client/lazy.ts', "export const load = () => import('../../ui/screens/TaskScreen');"],
  ['layers/api-no-upper', 'src/api/tasks.ts', "import type { Failure } from '../machines/task-client/outcomes';"],
  ['layers/api-no-upper', 'src/api/client.ts', "import { session } from '../ui/session/useSession';"],
  ['layers/ui-api-at-edge', 'src/ui/screens/CreditsScreen.tsx', "import { fetchLedger } from '../../api/credits';"],
  ['layers/ui-api-at-edge', 'src/ui/session/useSession.ts', "import type { RegisterInput } from '../../api/auth';"],
  ['layers/ui-api-at-edge', 'src/ui/components/Avatar.tsx', "import { login } from '../../api/auth';"],
  ['layers/lib-leaf', 'src/lib/storage.ts', "import { apiRequest } from '../api/client';"],
  ['layers/lib-leaf', 'src/text/zh.ts', "import { machine } from '../machines/session/machine';"],
  ['layers/server-no-client', 'server/app.ts', "import { SOLVE } from '../src/text/solve';"],
  ['layers/server-no-client', 'server/routes/tasks.ts', "import { errorText } from '../../src/text/zh';"],
  ['layers/server-no-client', 'server/services/users.ts', "import type { User } from '../../src/lib/storage';"],
  ['layers/core-no-fastify', 'server/services/tasks/status-stream.ts', "import type { FastifyReply } from 'fastify';"],
  ['layers/core-no-fastify', 'server/pipeline/run-task.ts', "import multipart from '@fastify/multipart';"],
  ['layers/core-no-fastify', 'server/solver/llm/http.ts', "import type { FastifyBaseLogger } from 'fastify';"],
  ['layers/core-no-http', 'server/services/auth/accounts.ts', "import { conflict } from '../../http/errors';"],
  ['layers/core-no-http', 'server/services/tasks/submit.ts', "import { apiRoutes } from '../../routes';"],
  ['layers/core-no-http', 'server/pipeline/store.ts', "import { tasksRoutes } from '../routes/tasks';"],
  ['layers/core-no-http', 'server/solver/llm/index.ts', "import { ok } from '../../http/envelope';"],
  ['layers/db-at-bottom', 'server/db/client.ts', "import { isUniqueViolation } from '../services/db-errors';"],
  ['layers/db-at-bottom', 'server/db/schema.ts', "import { badRequest } from '../http/errors';"],
  ['layers/db-at-bottom', 'server/db/migrate.ts', "import { authRoutes } from '../routes/auth';"],
];

/** The imports the layers are there for, including the edge files of src/ui that provide actors. */
const allowed: SourceFile[] = [
  {
    file: 'src/ui/screens/HomeScreen.tsx',
    source: `import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PROBLEM_TEXT_MAX_CHARS } from '../../../contract/limits';
import { TEXTAREA_MAX_HEIGHT_PX } from '../../lib/constants';
import * as sel from '../../machines/submission/selectors';
import { SOLVE } from '../../text/solve';`,
  },
  {
    file: 'src/ui/session/session-actor.ts',
    source: `import * as authApi from '../../api/auth';
import { machine } from '../../machines/session/machine';`,
  },
  { file: 'src/ui/bootstrap.ts', source: "import { configureRefresh } from '../api/client';" },
  { file: 'src/ui/components/solve/bindings.ts', source: "import { getProblemDetail } from '../../../api/problems';" },
  { file: 'src/ui/components/solve/submissionBinding.ts', source: "import { createTask } from '../../../api/tasks';" },
  { file: 'src/ui/routes.tsx', source: "const HomeScreen = () => import('./screens/HomeScreen');" },
  {
    file: 'src/machines/session/actors.ts',
    source: `import { fromPromise } from 'xstate';
import type { User } from '../../../contract/auth';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/errors';
import { saveTokens } from '../../lib/storage';
import { errorText } from '../../text/zh';`,
  },
  { file: 'src/machines/submission/machine.ts', source: "import { createTask } from '../task-client/actors';" },
  {
    file: 'src/api/client.ts',
    source: `import { ofetch } from 'ofetch';
import type { Envelope } from '../../contract/envelope';
import { getAccessToken } from '../lib/storage';
import { errorText } from '../text/zh';`,
  },
  { file: 'src/lib/file-check.ts', source: "import { fileText } from '../text/zh';" },
  { file: 'src/main.tsx', source: "import { createRoot } from 'react-dom/client';\nimport { App } from './ui/App';" },
  { file: 'contract/tasks.ts', source: "import { z } from 'zod';\nimport { TASK_STATUSES } from './values';" },
  {
    file: 'server/app.ts',
    source: `import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../contract/limits';
import { installErrorHandling } from './http/error-handler';
import { apiRoutes } from './routes';`,
  },
  {
    file: 'server/routes/tasks.ts',
    source: `import type { FastifyPluginAsync } from 'fastify';
import { taskSchema } from '../../contract/tasks';
import { ok } from '../http/envelope';
import { submitTask } from '../services/tasks/submit';`,
  },
  {
    file: 'server/services/tasks/submit.ts',
    source: `import type { SubmitResult } from '../../../contract/tasks';
import type { Config } from '../../config';
import { tasks } from '../../db/schema';
import { taskEventsBus } from '../../jobs/task-events-bus';
import { classify } from '../../solver/classify';
import { isUniqueViolation } from '../db-errors';`,
  },
  {
    file: 'server/pipeline/store.ts',
    source: "import { chargeTask } from '../services/credits/ledger';\nimport { tasks } from '../db/schema';",
  },
  { file: 'server/solver/llm/index.ts', source: "import { chatCompletion } from './http';" },
  { file: 'server/solver/engines/physics/index.ts', source: "import { chatCompletion } from '../../llm/http';" },
  { file: 'server/http/error-handler.ts', source: "import type { FastifyError } from 'fastify';\nimport { MSG } from '../messages';" },
  { file: 'server/db/client.ts', source: "import { PGlite } from '@electric-sql/pglite';\nimport type { Config } from '../config';" },
];

interface Finding {
  file: string;
  rule: string;
}

function lintLayers(files: SourceFile[]): { status: number | null; findings: Finding[]; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zhijian-layers-'));
  try {
    copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
    for (const folder of ['src', 'server', 'contract']) mkdirSync(path.join(dir, folder));
    for (const { file, source } of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${source}\n`, { flag: 'wx' });
    }
    const run = spawnSync(`${layersCommand} --reporter=json`, {
      cwd: dir,
      shell: true,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
    });
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category?: string; message: string; location?: { path?: string } }[];
    };
    const findings = report.diagnostics.map((d) => ({
      file: path
        .relative(dir, path.resolve(dir, d.location?.path ?? ''))
        .split(path.sep)
        .join('/'),
      rule: /^layers\/[a-z-]+/.exec(d.message)?.[0] ?? `${d.category}: ${d.message}`,
    }));
    return { status: run.status, findings, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const byFile = (a: Finding, b: Finding) => a.file.localeCompare(b.file);

describe('npm run lint:layers', () => {
  it('fails on every forbidden import and names the rule it breaks', () => {
    const result = lintLayers(forbidden.map(([, file, source]) => ({ file, source })));
    expect(result.status, result.output).not.toBe(0);
    expect(result.findings.sort(byFile)).toEqual(forbidden.map(([rule, file]) => ({ file, rule })).sort(byFile));
  });

  it('passes the imports that follow the layers', () => {
    const result = lintLayers(allowed);
    expect(result.findings).toEqual([]);
    expect(result.status, result.output).toBe(0);
  });
});

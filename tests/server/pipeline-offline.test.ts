import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { createTaskEventsBus } from '../../server/jobs/task-events-bus';
import { createDefaultPipelineDeps } from '../../server/pipeline/default-deps';
import { runTask } from '../../server/pipeline/run-task';
import type { PipelineDeps, PipelineLog } from '../../server/pipeline/types';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, fakePipeline, multipart } from '../support/task-fixtures';

const silent: PipelineLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('pipeline with the real offline solver (default wiring)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SOLVER: 'offline' });
  });
  afterAll(() => t.close());

  it('x^2-5x+6=0 → roots 2 and 3, verified, charged', async () => {
    const user = await createUser(t.config, t.database, { credits: 10 });
    const body = await multipart({ problem_text: '解方程 x^2-5x+6=0', generate_video: 'false' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/submit', headers: { ...user.headers, ...body.headers }, payload: body.payload });
    const taskId = res.json().data.task_id as string;
    const real = createDefaultPipelineDeps(t.config);
    // Only the solver is the real one; no OCR or video is needed for this problem.
    const deps = { ...fakePipeline(), solver: real.solver } as PipelineDeps;
    const outcome = await runTask({ config: t.config, db: t.database.db, deps, log: silent, bus: createTaskEventsBus() }, taskId, new AbortController().signal);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.error).toBeNull();
    expect(outcome).toBe('completed');
    expect(task.engine).toMatch(/^offline/);
    const answer = task.finalAnswer ?? '';
    expect(answer).toMatch(/2/);
    expect(answer).toMatch(/3/);
    expect(task.verification?.status).toBe('verified');
    expect(task.chargeState).toBe('charged');
    await real.close();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { createDefaultPipelineDeps } from '../../server/pipeline/default-deps';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, runPipeline, submittedTask } from '../support/task-fixtures';

describe('pipeline with the real offline solver (default wiring)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SOLVER: 'offline' });
  });
  afterAll(() => t.close());

  it('x^2-5x+6=0 → roots 2 and 3, verified, charged', async () => {
    const user = await createUser(t.config, t.database, { credits: 10 });
    const { task_id: taskId } = await submittedTask(t, user, { problem_text: '解方程 x^2-5x+6=0', generate_video: 'false' });
    const real = createDefaultPipelineDeps(t.config);
    // Only the solver is the real one; no OCR or video is needed for this problem.
    const outcome = await runPipeline(t, taskId, { solver: real.solver });
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

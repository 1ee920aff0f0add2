import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { watchTaskStatus } from '../../server/services/tasks/status-stream';
import { fakeEventSink } from '../support/fake-event-sink';
import { createUser, runPipeline, silentLog, submittedTask, type TestUser, waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** The status stream as a service: a sink instead of an HTTP response, the app's bus, no polling. */
describe('watchTaskStatus', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.config, t.database, { credits: 100 });
  });
  afterAll(() => t.close());

  const watch = (sink: ReturnType<typeof fakeEventSink>, taskId: string) =>
    watchTaskStatus(sink, taskId, { db: t.database.db, bus: t.bus, log: silentLog, pollMs: 60_000 });
  const submit = async () => (await submittedTask(t, user, { problem_text: '解方程 3x=6', generate_video: 'false' })).task_id;

  it('sends the status at once, every change published on the bus, then end, and unsubscribes', async () => {
    const taskId = await submit();
    const sink = fakeEventSink();
    await watch(sink, taskId);
    expect(sink.events).toEqual([
      { event: 'message', data: expect.objectContaining({ task_id: taskId, status: 'pending', stage: 'queued' }) },
    ]);
    expect(t.bus.listenerCount(taskId)).toBe(1);

    await runPipeline(t, taskId);
    await waitFor(() => sink.closed, 5000);
    expect(sink.events.at(-2)).toMatchObject({ event: 'message', data: { status: 'completed', stage: 'done', progress: 100 } });
    expect(sink.events.at(-1)).toEqual({ event: 'end', data: {} });
    expect(t.bus.listenerCount(taskId)).toBe(0);
  });

  it('a deleted task ends the stream with the reason', async () => {
    const taskId = await submit();
    const sink = fakeEventSink();
    await watch(sink, taskId);
    await t.database.db.delete(tasks).where(eq(tasks.id, taskId));
    t.bus.publish(taskId);
    await waitFor(() => sink.closed, 5000);
    expect(sink.events.at(-1)).toEqual({ event: 'end', data: { reason: 'deleted' } });
  });

  it('a client that closes the stream stops the watch', async () => {
    const taskId = await submit();
    const sink = fakeEventSink();
    await watch(sink, taskId);
    sink.close();
    expect(t.bus.listenerCount(taskId)).toBe(0);
    await t.database.db.update(tasks).set({ status: 'failed' }).where(eq(tasks.id, taskId));
    t.bus.publish(taskId);
    await new Promise((r) => setTimeout(r, 100));
    expect(sink.events).toHaveLength(1);
  });
});

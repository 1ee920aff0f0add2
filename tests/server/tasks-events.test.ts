import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, runPipeline, submittedTask, type TestUser } from '../support/task-fixtures';

/** Reads an SSE response incrementally: each call of next() gives the next event. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 5000): Promise<{ event: string; data: string } | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((l) => !l.startsWith(':') && !l.startsWith('retry:'));
          if (lines.length === 0) continue;
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          return { event, data };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no SSE event in time');
        const chunk = await Promise.race([reader.read(), new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), left))]);
        if (chunk === 'timeout') throw new Error('no SSE event in time');
        if (chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('GET /api/v1/tasks/{id}/events (Server-Sent Events)', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    user = await createUser(t.config, t.database, { credits: 100 });
  });
  afterAll(() => t.close());

  async function submit() {
    return (await submittedTask(t, user, { problem_text: '解方程 2x=4', generate_video: 'false' })).task_id;
  }

  it('sends the status at once, every change (bus), and ends after the terminal status', async () => {
    const taskId = await submit();
    const res = await fetch(`${base}/api/v1/tasks/${taskId}/events?access_token=${encodeURIComponent(user.token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const sse = sseReader(res.body!);
    const first = await sse.next();
    expect(first?.event).toBe('message');
    expect(JSON.parse(first!.data)).toMatchObject({ task_id: taskId, status: 'pending', stage: 'queued', progress: 0 });

    // Through the app's bus, as the embedded worker publishes.
    await runPipeline(t, taskId);

    const statuses: string[] = [];
    let ended = false;
    for (;;) {
      const e = await sse.next();
      if (!e) break;
      if (e.event === 'end') {
        ended = true;
        continue;
      }
      statuses.push(JSON.parse(e.data).status);
    }
    expect(ended).toBe(true);
    expect(statuses.at(-1)).toBe('completed');
    expect(statuses.length).toBeGreaterThanOrEqual(1);
  });

  it('also sees changes made where the bus cannot reach (another process): the 2 s poll', async () => {
    const taskId = await submit();
    const res = await fetch(`${base}/api/v1/tasks/${taskId}/events`, { headers: user.headers });
    const sse = sseReader(res.body!);
    expect(JSON.parse((await sse.next())!.data).status).toBe('pending');
    await t.database.db.update(tasks).set({ status: 'failed', error: '无法求解', updatedAt: new Date() }).where(eq(tasks.id, taskId));
    const next = await sse.next(4000);
    expect(JSON.parse(next!.data)).toMatchObject({ status: 'failed', error: '无法求解' });
    expect((await sse.next())?.event).toBe('end');
    expect(await sse.next()).toBeNull();
  });

  it('a finished task: one status and the end', async () => {
    const taskId = await submit();
    await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
    const res = await fetch(`${base}/api/v1/tasks/${taskId}/events?access_token=${encodeURIComponent(user.token)}`);
    const sse = sseReader(res.body!);
    expect(JSON.parse((await sse.next())!.data)).toMatchObject({ status: 'stopped', error: '已停止' });
    expect((await sse.next())?.event).toBe('end');
    expect(await sse.next()).toBeNull();
  });

  it('refuses a missing or forged token, and another user’s task', async () => {
    const taskId = await submit();
    expect((await fetch(`${base}/api/v1/tasks/${taskId}/events`)).status).toBe(401);
    expect((await fetch(`${base}/api/v1/tasks/${taskId}/events?access_token=forged.token.here`)).status).toBe(401);
    const other = await createUser(t.config, t.database);
    const res = await fetch(`${base}/api/v1/tasks/${taskId}/events?access_token=${encodeURIComponent(other.token)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('a client that goes away leaves no listener behind', async () => {
    const taskId = await submit();
    const res = await fetch(`${base}/api/v1/tasks/${taskId}/events?access_token=${encodeURIComponent(user.token)}`);
    const sse = sseReader(res.body!);
    await sse.next();
    expect(t.bus.listenerCount(taskId)).toBe(1);
    await sse.cancel();
    await new Promise((r) => setTimeout(r, 200));
    expect(t.bus.listenerCount(taskId)).toBe(0);
    // Publishing after the disconnect must not throw (no write after end).
    expect(() => t.bus.publish(taskId)).not.toThrow();
  });
});

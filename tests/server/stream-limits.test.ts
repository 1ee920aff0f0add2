import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, submittedTask, type TestUser } from '../support/task-fixtures';

interface OpenStream {
  status: number;
  contentType: string | null;
  json?: unknown;
  close(): void;
}

describe('open status streams (SSE_STREAMS_PER_USER=2, SSE_STREAMS_TOTAL=3)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ SSE_STREAMS_PER_USER: '2', SSE_STREAMS_TOTAL: '3' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  async function userWithTask(): Promise<{ user: TestUser; taskId: string }> {
    const user = await createUser(t.config, t.database, { credits: 100 });
    const { task_id } = await submittedTask(t, user, { problem_text: '解方程 2x=4', generate_video: 'false' });
    return { user, taskId: task_id };
  }

  /** Opens the stream; an open one is read up to its first event (the status), a refused one is read as JSON. */
  async function open(user: TestUser, taskId: string): Promise<OpenStream> {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/tasks/${taskId}/events`, { headers: user.headers, signal: controller.signal });
    const contentType = res.headers.get('content-type');
    if (res.status !== 200) return { status: res.status, contentType, json: await res.json(), close: () => {} };
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('data: ')) text += new TextDecoder().decode((await reader.read()).value);
    return { status: 200, contentType, close: () => controller.abort() };
  }

  /** The server notices a closed stream when the socket goes; a new stream is let in as soon as it has. */
  async function openWhenFreed(user: TestUser, taskId: string): Promise<OpenStream> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const stream = await open(user, taskId);
      if (stream.status === 200 || Date.now() > deadline) return stream;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('refuses the third stream of one user with a 429 envelope before any stream opens; closing one frees its slot', async () => {
    const { user, taskId } = await userWithTask();
    const first = await open(user, taskId);
    const second = await open(user, taskId);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.contentType).toMatch(/^text\/event-stream/);

    const third = await open(user, taskId);
    expect(third.status).toBe(429);
    expect(third.contentType).toMatch(/^application\/json/);
    expect(third.json).toEqual({
      success: false,
      message: '同时打开的解题进度页面过多（最多 2 个），请关闭一些页面后再试',
      detail: 'too_many_streams',
    });

    first.close();
    const again = await openWhenFreed(user, taskId);
    expect(again.status).toBe(200);
    second.close();
    again.close();
  });

  it('caps the streams of the whole server, and a stream refused for another reason takes no slot', async () => {
    const a = await userWithTask();
    const b = await userWithTask();
    const c = await userWithTask();
    // Someone else's task: 404, and the slot it would have used is given back.
    expect((await open(a.user, b.taskId)).status).toBe(404);
    expect((await open(a.user, b.taskId)).status).toBe(404);
    expect((await open(a.user, b.taskId)).status).toBe(404);

    const streams = [await openWhenFreed(a.user, a.taskId), await openWhenFreed(a.user, a.taskId), await openWhenFreed(b.user, b.taskId)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await open(c.user, c.taskId);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: '服务器繁忙，暂时无法推送进度，请稍后再试', detail: 'server_streams_full' });

    streams[2].close();
    expect((await openWhenFreed(c.user, c.taskId)).status).toBe(200);
    for (const s of streams) s.close();
  });
});

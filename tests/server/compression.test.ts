import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, runPipeline, submittedTask, type TestUser } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe("the API's JSON replies compressed", () => {
  let t: TestApp;
  let alice: TestUser;
  let detailUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.config, t.database, { credits: 100 });
    const task = await submittedTask(t, alice, { problem_text: '解方程：\n\n$$\nx^2-5x+6=0\n$$', generate_video: 'false' });
    await runPipeline(t, task.task_id);
    detailUrl = `/api/v1/problems/${task.problem_id}/detail`;
  });
  afterAll(() => t.close());

  const detail = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: detailUrl,
      headers: { ...alice.headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('sends a large reply as brotli or gzip by Accept-Encoding, the same JSON once decoded', async () => {
    const plain = await detail();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data.latest_task.result_html).toContain('<svg');

    const br = await detail('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await detail('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a reply alone when the client refuses every coding, and a small reply always', async () => {
    for (const header of ['identity', '']) expect((await detail(header)).headers['content-encoding']).toBeUndefined();
    expect((await detail('br;q=0, gzip;q=0.5')).headers['content-encoding']).toBe('gzip');
    const identity = await detail('br;q=0, gzip;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.id).toBeTruthy();

    const small = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-endpoint', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(false);
  });
});

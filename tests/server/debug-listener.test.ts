import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDebugAdmins } from '../../server/services/videos/debug-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDebugApp } from '../support/test-debug-app';
import { createUser, runPipeline, submittedTask, type TestUser } from '../support/task-fixtures';
import { FAKE_DEBUG_FILES, FAKE_VTT, fakeVideoRender } from '../support/video-fixtures';
import { PNG_1X1 } from '../support/fixtures';

const APP_ORIGIN = 'https://app.example.com';
const VIDEO = Buffer.from('an mp4 of a video task');

describe('the debug listener (spec §7 list_files, get_file)', () => {
  let t: TestApp;
  let debug: FastifyInstance;
  let owner: TestUser;
  let admin: TestUser;
  let other: TestUser;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${APP_ORIGIN}/`, DEBUG_ADMINS: ' QA-Lead , 00000000-0000-4000-8000-000000000000' });
    debug = await createTestDebugApp(t);
    owner = await createUser(t.config, t.database, { credits: 500 });
    admin = await createUser(t.config, t.database, { username: 'qa-lead' });
    other = await createUser(t.config, t.database);
    jobId = (await submittedTask(t, owner, { problem_text: '解方程 2x=2', generate_video: 'true' })).task_id;
    expect(await runPipeline(t, jobId, { renderVideo: fakeVideoRender({ videoBytes: VIDEO }) })).toBe('completed');
    // Two apps and a first render (the render pool's thread starts): slow on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await debug.close();
    await t.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const list = (id: string, user: TestUser | null = owner, headers: Record<string, string> = {}) =>
    debug.inject({
      method: 'GET',
      url: `/api/v1/debug/list_files?job_id=${encodeURIComponent(id)}`,
      headers: { ...user?.headers, ...headers },
    });
  const getFile = (q: Record<string, string>, user: TestUser | null = owner) =>
    debug.inject({ method: 'GET', url: `/api/v1/debug/get_file?${new URLSearchParams(q)}`, headers: user?.headers ?? {} });

  const expected: Record<string, Buffer> = {
    'solution.mp4': VIDEO,
    'poster.png': PNG_1X1,
    'subtitles.vtt': Buffer.from(FAKE_VTT),
    ...Object.fromEntries(FAKE_DEBUG_FILES.map((f) => [f.path, Buffer.from(f.body)])),
  };

  it('the owner lists the job’s files by tag with the stages, and reads each one: the same bytes', async () => {
    const res = await list(jobId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.job_id).toBe(jobId);
    expect(data.stages.map((s: { name: string }) => s.name)).toEqual(['slides', 'narration', 'encode', 'store']);
    expect(data.total_ms).toBeGreaterThanOrEqual(0);
    const files: { tag: string; file_name: string; content_type: string; bytes: number }[] = data.files;
    expect(files.map((f) => f.file_name).sort()).toEqual(Object.keys(expected).sort());
    for (const f of files) {
      const file = await getFile({ job_id: jobId, tag: f.tag, file_name: f.file_name });
      expect(file.statusCode, f.file_name).toBe(200);
      expect(file.rawPayload.equals(expected[f.file_name]), f.file_name).toBe(true);
      expect(f.bytes).toBe(expected[f.file_name].length);
      expect(file.headers['content-type']).toBe(f.content_type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${f.file_name}"`);
      expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
    expect(files.find((f) => f.file_name === 'slide-00.svg')?.content_type).toBe('image/svg+xml');
  });

  it('an admin (DEBUG_ADMINS, by username without case) may read; another student gets 404 as for a missing job; a visitor 401', async () => {
    expect((await list(jobId, admin)).statusCode).toBe(200);
    expect(
      (await getFile({ job_id: jobId, tag: 'script', file_name: 'script.txt' }, admin)).rawPayload.equals(expected['script.txt']),
    ).toBe(true);

    const missing = await list('4b0c8f55-95a8-4bd8-9d5f-0d1f8f0a0a0a', other);
    const theirs = await list(jobId, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await getFile({ job_id: jobId, tag: 'script', file_name: 'script.txt' }, other)).statusCode).toBe(404);
    expect((await list('not-a-uuid', other)).statusCode).toBe(404);

    expect((await list(jobId, null)).statusCode).toBe(401);
    expect((await getFile({ job_id: jobId, tag: 'script', file_name: 'script.txt' }, null)).statusCode).toBe(401);
    expect((await list(jobId, null, { authorization: 'Bearer forged.token.here' })).statusCode).toBe(401);
    expect(parseDebugAdmins(' QA-Lead , 00000000-0000-4000-8000-000000000000,,')).toEqual({
      ids: new Set(['00000000-0000-4000-8000-000000000000']),
      usernames: new Set(['qa-lead']),
    });
  });

  it('a file name must be one of the job’s listed files with that tag: anything else is refused without reading a file', async () => {
    const read = vi.spyOn(t.storage, 'get');
    const refused: [Record<string, string>, number][] = [
      [{ job_id: jobId, tag: 'secrets', file_name: 'script.txt' }, 422],
      [{ job_id: jobId, tag: 'script', file_name: 'other.txt' }, 404],
      [{ job_id: jobId, tag: 'log', file_name: 'script.txt' }, 404],
      [{ job_id: jobId, tag: 'script', file_name: '../script.txt' }, 404],
      [{ job_id: jobId, tag: 'script', file_name: `../../videos/${jobId}/solution.mp4` }, 404],
      [{ job_id: jobId, tag: 'log', file_name: '../../jwt-secret' }, 404],
      [{ job_id: jobId, tag: 'log', file_name: '/etc/passwd' }, 404],
      [{ job_id: jobId, tag: 'script', file_name: '' }, 422],
      [{ job_id: '', tag: 'script', file_name: 'script.txt' }, 422],
    ];
    for (const [q, status] of refused) {
      const res = await getFile(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(status);
      expect(res.json().success).toBe(false);
    }
    expect((await getFile({ job_id: jobId, tag: 'secrets', file_name: 'x' })).json().message).toBe('文件类别不正确');
    expect(read).not.toHaveBeenCalled();
    expect((await debug.inject({ method: 'GET', url: '/api/v1/debug/list_files', headers: owner.headers })).statusCode).toBe(422);
    const emptyJobId = await list('');
    expect(emptyJobId.statusCode).toBe(422);
    expect(emptyJobId.json().message).toBe('请提供 job_id');
  });

  it('CORS answers only the app’s origin; the API’s security headers and a read rate limit apply', async () => {
    const fromApp = await list(jobId, owner, { origin: APP_ORIGIN });
    expect(fromApp.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const fromElsewhere = await list(jobId, owner, { origin: 'https://evil.example' });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = (origin: string) =>
      debug.inject({
        method: 'OPTIONS',
        url: '/api/v1/debug/get_file',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const ok = await preflight(APP_ORIGIN);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect((await preflight('http://localhost:5173')).headers['access-control-allow-origin']).toBeUndefined();

    expect(fromApp.headers['x-content-type-options']).toBe('nosniff');
    expect(fromApp.headers['x-frame-options']).toBe('DENY');
    expect(fromApp.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(fromApp.headers['x-ratelimit-limit']).toBe('600');
    // Not the API: no /media, no other API route.
    expect((await debug.inject({ method: 'GET', url: `/media/${jobId}/solution.mp4` })).statusCode).toBe(404);
    expect((await debug.inject({ method: 'GET', url: '/api/v1/tasks', headers: owner.headers })).statusCode).toBe(404);
  });

  it('its OpenAPI document lists both calls', async () => {
    const docs = (await debug.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/v1/debug/list_files', '/api/v1/debug/get_file']));
  });

  it('a deleted task’s debug files are gone and the job is not found', async () => {
    const { task_id } = await submittedTask(t, owner, { problem_text: '解方程 4x=4', generate_video: 'true' });
    expect(await runPipeline(t, task_id, { renderVideo: fakeVideoRender() })).toBe('completed');
    expect((await getFile({ job_id: task_id, tag: 'script', file_name: 'script.txt' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await list(task_id)).statusCode).toBe(404);
    expect(await t.storage.exists(`debug/${task_id}/script.txt`)).toBe(false);
    expect(await t.storage.exists(`videos/${task_id}/solution.mp4`)).toBe(false);
  });
});

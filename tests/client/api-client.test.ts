// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as authApi from '../../src/api/auth';
import { apiRequest, configureRefresh } from '../../src/api/client';
import { setApiBase } from '../../src/lib/backend-url';
import { ApiError, messageForError } from '../../src/api/errors';
import { recognizeImage } from '../../src/api/ocr';
import { getAccessToken, getRefreshToken, saveTokens } from '../../src/lib/storage';
import { createRefreshService } from '../../src/machines/token-refresh/service';
import { backendForThisFile, json, startBackend, useNodeFormData } from './support/http-backend';

const backend = backendForThisFile();

beforeEach(() => {
  localStorage.clear();
  backend.received.length = 0;
  configureRefresh(null);
});

const authHeaders = (path: string) => backend.received.filter((r) => r.url.startsWith(path)).map((r) => r.headers.authorization ?? null);

describe('api client: basics', () => {
  it("sends the stored access token as a Bearer header and resolves with the envelope's data", async () => {
    saveTokens('tok-1', 'ref-1');
    backend.setHandler((_req, res) => json(res, 200, { success: true, data: { id: 'u1' }, message: 'ok' }));
    const res = await apiRequest<{ id: string }>('/auth/me');
    expect(res).toEqual({ id: 'u1' });
    expect(backend.received[0].url).toBe('/api/v1/auth/me');
    expect(backend.received[0].headers.authorization).toBe('Bearer tok-1');
  });

  it("accepts a full '/api/v1/…' path, JSON bodies and query parameters", async () => {
    backend.setHandler((_req, res) => json(res, 200, { success: true }));
    await apiRequest('/api/v1/tasks', { query: { page: 2, status: undefined } });
    await apiRequest('/auth/login', { method: 'POST', body: { username: 'a', password: 'b' }, auth: false });
    expect(backend.received[0].url).toBe('/api/v1/tasks?page=2');
    expect(backend.received[1].headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(backend.received[1].body)).toEqual({ username: 'a', password: 'b' });
  });

  it('sends no Authorization header without a token, and none on auth:false calls', async () => {
    saveTokens('tok-1');
    backend.setHandler((_req, res) => json(res, 200, { success: true }));
    await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    localStorage.clear();
    await apiRequest('/problems');
    expect(backend.received.map((r) => r.headers.authorization ?? null)).toEqual([null, null]);
  });

  it('a non-envelope JSON body is the data itself', async () => {
    backend.setHandler((_req, res) => json(res, 200, [1, 2]));
    expect(await apiRequest('/x')).toEqual([1, 2]);
  });
});

describe('api client: §8 error catalogue', () => {
  const cases: Array<[number, string | undefined, string]> = [
    [400, '题目文字最多 5000 个字符', '题目文字最多 5000 个字符'],
    [400, undefined, '输入数据验证失败'],
    [422, '邮箱格式不正确', '邮箱格式不正确'],
    [422, undefined, '输入数据验证失败'],
    [401, '令牌无效', '未授权，请重新登录'],
    [403, '禁止', '没有访问权限'],
    [404, '找不到', '请求的资源不存在'],
    [413, '太大', '文件大小超过限制'],
    [500, '内部错误', '服务器错误，请稍后重试'],
    [409, '用户名已被占用', '用户名已被占用'],
    [429, undefined, '未知错误，请稍后重试'],
    [503, undefined, '未知错误，请稍后重试'],
  ];
  it.each(cases)('%i with server message %s → %s', async (status, serverMessage, expected) => {
    backend.setHandler((_req, res) => json(res, status, { success: false, message: serverMessage, detail: 'the detail' }));
    const err = await apiRequest('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e.status).toBe(status);
    expect(e.message).toBe(expected);
    expect(messageForError(e)).toBe(expected);
    expect(e.serverMessage).toBe(serverMessage);
    expect(e.detail).toBe('the detail');
  });

  it('an error body that is not JSON still maps by status', async () => {
    backend.setHandler((_req, res) => {
      res.statusCode = 502;
      res.end('<html>Bad gateway</html>');
    });
    const e = (await apiRequest('/x').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(502);
    expect(e.message).toBe('未知错误，请稍后重试');
  });

  it('no response at all (connection refused) → status null and the network message', async () => {
    const dead = await startBackend();
    const url = dead.url;
    await dead.close();
    setApiBase(url);
    try {
      const e = (await apiRequest('/x').catch((x: unknown) => x)) as ApiError;
      expect(e).toBeInstanceOf(ApiError);
      expect(e.status).toBeNull();
      expect(e.message).toBe('网络连接错误，请检查网络设置');
    } finally {
      setApiBase(backend.url);
    }
  });

  it('a timeout is a no-response error too', async () => {
    backend.setHandler(() => {
      // never answers
    });
    const e = (await apiRequest('/slow', { timeout: 150 }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBeNull();
    expect(e.message).toBe('网络连接错误，请检查网络设置');
  });

  it('messageForError of anything else is the unknown message', () => {
    expect(messageForError(new Error('x'))).toBe('未知错误，请稍后重试');
  });
});

/** A backend where only 'fresh-N' tokens are valid and /auth/refresh rotates the pair. */
function refreshingBackend(opts: { refreshOk?: boolean; refreshDelayMs?: number; alwaysUnauthorized?: boolean } = {}) {
  const state = { refreshCalls: 0, refreshBodies: [] as unknown[], generation: 0 };
  backend.setHandler(async (req, res) => {
    if (req.url === '/api/v1/auth/refresh') {
      state.refreshCalls += 1;
      state.refreshBodies.push(JSON.parse(req.body));
      await new Promise((r) => setTimeout(r, opts.refreshDelayMs ?? 40));
      if (opts.refreshOk === false) return json(res, 401, { success: false, message: '刷新令牌无效' });
      state.generation += 1;
      return json(res, 200, {
        success: true,
        data: { access_token: `fresh-${state.generation}`, refresh_token: `ref-${state.generation + 1}` },
      });
    }
    const ok = !opts.alwaysUnauthorized && req.headers.authorization === `Bearer fresh-${state.generation}` && state.generation > 0;
    if (!ok) return json(res, 401, { success: false, message: '登录已过期' });
    return json(res, 200, { success: true, data: { url: req.url } });
  });
  return state;
}

describe.each([
  ['the built-in single-flight refresh', () => configureRefresh(null)],
  ['the token-refresh machine', () => configureRefresh(createRefreshService().refresh)],
])('api client: 401 → one refresh → replay (%s)', (_, wire) => {
  beforeEach(() => wire());
  afterEach(() => configureRefresh(null));

  it('refreshes with the stored refresh token, saves BOTH new tokens and replays the request', async () => {
    saveTokens('stale', 'ref-1');
    const state = refreshingBackend();
    const res = await apiRequest<{ url: string }>('/tasks?page=1');
    expect(res).toEqual({ url: '/api/v1/tasks?page=1' });
    expect(state.refreshCalls).toBe(1);
    expect(state.refreshBodies).toEqual([{ refresh_token: 'ref-1' }]);
    expect(getAccessToken()).toBe('fresh-1');
    expect(getRefreshToken()).toBe('ref-2');
    expect(authHeaders('/api/v1/tasks')).toEqual(['Bearer stale', 'Bearer fresh-1']);
    // The refresh call itself carries no Bearer token.
    expect(authHeaders('/api/v1/auth/refresh')).toEqual([null]);
  });

  it('concurrent 401s share a single refresh and all replay with the new token', async () => {
    saveTokens('stale', 'ref-1');
    const state = refreshingBackend({ refreshDelayMs: 80 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => apiRequest<{ url: string }>(`/tasks/${i}`)));
    expect(results.map((r) => r.url)).toEqual([1, 2, 3, 4, 5].map((i) => `/api/v1/tasks/${i}`));
    expect(state.refreshCalls).toBe(1);
    const replays = backend.received.filter((r) => r.url.startsWith('/api/v1/tasks/') && r.headers.authorization === 'Bearer fresh-1');
    expect(replays).toHaveLength(5);
  });

  it('a request that started with the old token after a refresh finished replays without refreshing again', async () => {
    saveTokens('stale', 'ref-1');
    const state = refreshingBackend();
    await apiRequest('/tasks/1');
    // Simulate a request sent with the old token that comes back after the refresh.
    saveTokens('stale', getRefreshToken());
    const slow = apiRequest('/tasks/2');
    saveTokens('fresh-1', getRefreshToken());
    await slow;
    expect(state.refreshCalls).toBe(1);
  });

  it('refresh failure passes the original 401 on, and keeps the stored tokens', async () => {
    saveTokens('stale', 'ref-1');
    const state = refreshingBackend({ refreshOk: false });
    const e = (await apiRequest('/tasks').catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(401);
    expect(e.serverMessage).toBe('登录已过期');
    expect(e.message).toBe('未授权，请重新登录');
    expect(state.refreshCalls).toBe(1);
    expect(authHeaders('/api/v1/tasks')).toHaveLength(1);
    expect(getAccessToken()).toBe('stale');
  });

  it('no refresh token: the 401 passes on without a refresh call', async () => {
    saveTokens('stale');
    const state = refreshingBackend();
    const e = (await apiRequest('/tasks').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(401);
    expect(state.refreshCalls).toBe(0);
  });

  it('only one retry: a replay that gets 401 again fails', async () => {
    saveTokens('stale', 'ref-1');
    const state = refreshingBackend({ alwaysUnauthorized: true });
    const e = (await apiRequest('/tasks').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(401);
    expect(state.refreshCalls).toBe(1);
    expect(authHeaders('/api/v1/tasks')).toEqual(['Bearer stale', 'Bearer fresh-1']);
  });

  it('auth:false calls (login) never refresh on 401', async () => {
    saveTokens('stale', 'ref-1');
    const state = refreshingBackend();
    const e = (await authApi.login({ username: 'a', password: 'wrong' }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(401);
    expect(state.refreshCalls).toBe(0);
  });
});

describe('api client: multipart', () => {
  let restore: () => void;
  beforeAll(async () => {
    restore = await useNodeFormData();
  });
  afterAll(() => restore());

  it('register sends the four fields, and the avatar only when present', async () => {
    backend.setHandler((_req, res) => json(res, 201, { success: true }));
    const fields = { username: 'ann', email: 'ann@example.com', password: 'password1', invite_code: 'INV-1' };
    await authApi.register(fields);
    await authApi.register({ ...fields, avatar: new File(['PNGDATA'], 'me.png', { type: 'image/png' }) });
    const [without, withAvatar] = backend.received;
    expect(without.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const f of Object.keys(fields)) expect(without.body).toContain(`name="${f}"`);
    expect(without.body).toContain('INV-1');
    expect(without.body).not.toContain('name="avatar"');
    expect(withAvatar.body).toContain('name="avatar"; filename="me.png"');
    expect(withAvatar.body).toContain('PNGDATA');
    expect(without.headers.authorization).toBeUndefined();
  });

  it("upload-avatar sends the file as 'file' with the Bearer token", async () => {
    saveTokens('tok');
    backend.setHandler((_req, res) => json(res, 200, { success: true, data: { avatar_path: '/uploads/a.png' } }));
    const res = await authApi.uploadAvatar(new File(['IMG'], 'a.png', { type: 'image/png' }));
    expect(res).toEqual({ avatar_path: '/uploads/a.png' });
    expect(backend.received[0].body).toContain('name="file"; filename="a.png"');
    expect(backend.received[0].headers.authorization).toBe('Bearer tok');
  });

  it("ocr sends the photo as 'image' and takes an empty text as an answer, a body without text as malformed", async () => {
    saveTokens('tok');
    backend.setHandler((_req, res) => json(res, 200, { success: true, data: { text: '' } }));
    expect(await recognizeImage(new File(['JPEG'], 'photo.jpg', { type: 'image/jpeg' }))).toEqual({ text: '' });
    expect(backend.received[0]).toMatchObject({ method: 'POST', url: '/api/v1/ocr' });
    expect(backend.received[0].body).toContain('name="image"; filename="photo.jpg"');
    expect(backend.received[0].headers.authorization).toBe('Bearer tok');
    backend.setHandler((_req, res) => json(res, 200, { success: true, data: { words: [] } }));
    await expect(recognizeImage(new File(['JPEG'], 'photo.jpg'))).rejects.toMatchObject({ code: 'malformed' });
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import * as authApi from '../../src/api/auth';
import { apiRequest, configureRefresh } from '../../src/api/client';
import * as creditsApi from '../../src/api/credits';
import { ApiError, type ApiErrorCode, codeForStatus } from '../../src/api/errors';
import * as problemsApi from '../../src/api/problems';
import * as tasksApi from '../../src/api/tasks';
import { saveTokens } from '../../src/lib/storage';
import { backendForThisFile, json } from './support/http-backend';

/** The API client is the one place that reads the envelope: data out, or one ApiError. */
const backend = backendForThisFile();

beforeEach(() => {
  localStorage.clear();
  saveTokens('tok');
  backend.received.length = 0;
  configureRefresh(null);
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );

describe('a 2xx that is a failure all the same', () => {
  it("success:false → ApiError 'rejected' with the server's message and detail", async () => {
    backend.setHandler((_req, res) => json(res, 200, { success: false, message: '积分不足', detail: 'need 7' }));
    const e = await failure(apiRequest('/x'));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 200, code: 'rejected', message: '积分不足', serverMessage: '积分不足', detail: 'need 7' });
  });

  it("success:false without a message → the catalogue's unknown message", async () => {
    backend.setHandler((_req, res) => json(res, 200, { success: false }));
    const e = await failure(apiRequest('/x'));
    expect(e).toMatchObject({ status: 200, code: 'rejected', message: '未知错误，请稍后重试', serverMessage: undefined });
  });

  it.each([
    ['fetchMe without a user id', () => authApi.fetchMe(), { id: '' }],
    ['getTask without task_id', () => tasksApi.getTask('t1'), { status: 'pending' }],
    ['listTasks without items', () => tasksApi.listTasks(), { total: 0 }],
    ['getDetailStatus with an unknown status', () => tasksApi.getDetailStatus('t1'), { status: 'done?' }],
    ['getProblemDetail without an id', () => problemsApi.getProblemDetail('p1'), null],
    ['fetchLedger without items', () => creditsApi.fetchLedger(), {}],
    ['fetchPricing without data', () => creditsApi.fetchPricing(), undefined],
  ])("%s → ApiError 'malformed'", async (_name, call, data) => {
    backend.setHandler((_req, res) => json(res, 200, { success: true, data }));
    const e = await failure(call());
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 200, code: 'malformed' });
  });
});

describe('the per-resource functions resolve with the data itself', () => {
  it('tasks, problems, credits and auth', async () => {
    const bodies: Record<string, unknown> = {
      'GET /api/v1/tasks/t1': { task_id: 't1', status: 'pending' },
      'GET /api/v1/tasks?page=2': { items: [], total: 0, page: 2, page_size: 20 },
      'GET /api/v1/tasks/t1/detail-status': { task_id: 't1', status: 'processing', stage: 'solving', progress: 40 },
      'DELETE /api/v1/tasks/t1': undefined,
      'GET /api/v1/problems/p1/detail': { id: 'p1', tasks: [] },
      'GET /api/v1/credits/pricing': { text: 2, video: 5, turbo: 3 },
      'GET /api/v1/auth/me': { id: 'u1', username: 'ann' },
    };
    backend.setHandler((req, res) => json(res, 200, { success: true, data: bodies[`${req.method} ${req.url}`], message: 'ok' }));
    expect(await tasksApi.getTask('t1')).toEqual(bodies['GET /api/v1/tasks/t1']);
    expect(await tasksApi.listTasks({ page: 2 })).toEqual(bodies['GET /api/v1/tasks?page=2']);
    expect(await tasksApi.getDetailStatus('t1')).toEqual(bodies['GET /api/v1/tasks/t1/detail-status']);
    expect(await tasksApi.deleteTask('t1')).toBeUndefined();
    expect(await problemsApi.getProblemDetail('p1')).toEqual(bodies['GET /api/v1/problems/p1/detail']);
    expect(await creditsApi.fetchPricing()).toEqual(bodies['GET /api/v1/credits/pricing']);
    expect(await authApi.fetchMe()).toEqual(bodies['GET /api/v1/auth/me']);
  });
});

describe('the code of a failure', () => {
  const cases: Array<[number | null, ApiErrorCode]> = [
    [null, 'network'],
    [400, 'invalid'],
    [415, 'invalid'],
    [422, 'invalid'],
    [401, 'unauthorized'],
    [402, 'payment_required'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'too_large'],
    [429, 'rate_limited'],
    [500, 'server'],
    [502, 'server'],
    [418, 'unknown'],
  ];
  it.each(cases)('%s → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
    expect(new ApiError({ status }).code).toBe(code);
  });

  it('is set on the errors the client throws', async () => {
    backend.setHandler((_req, res) => json(res, 409, { success: false, message: '任务正在处理中' }));
    expect(await failure(apiRequest('/x'))).toMatchObject({ status: 409, code: 'conflict', message: '任务正在处理中' });
  });
});

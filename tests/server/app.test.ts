import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: '接口不存在' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toContain('知简');
  });

  it('refuses a path that climbs out of the uploads folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });
});

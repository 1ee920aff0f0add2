import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../../server/db/schema';
import { type RegisteredUser, registerUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Malformed requests that once answered 500 (found by probing and by fuzz-routes.test.ts), and the
 * API's answers to unknown paths and methods. Each is a 4xx envelope with a Chinese message.
 */
const B = 'zjBoundary';
const multipartHeaders = (boundary = B) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
const CHINESE = /[\u4e00-\u9fff]/;

describe('malformed requests', () => {
  let t: TestApp;
  let user: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t);
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, headers: Record<string, string>, payload?: string | Buffer) =>
    t.app.inject({ method: method as 'POST', url, headers: { ...user.headers, ...headers }, payload });

  function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, message?: string) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message: message ?? expect.stringMatching(CHINESE) });
  }

  it.each([
    ['a body that ends inside a part', `--${B}\r\nContent-Disposition: form-data; name="problem_text"\r\n\r\nhello`],
    ['a body without any boundary line', 'garbage'],
    ['a body whose last part is never closed', `--${B}\r\nContent-Disposition: form-data; name="problem_text"\r\n\r\nhi\r\n--${B}`],
  ])('submit: %s is a 400', async (_name, body) => {
    expectRefusal(await send('POST', '/api/v1/tasks/submit', multipartHeaders(), body), 400, '表单数据格式不正确，请重新提交');
  });

  it('a multipart content type without a boundary is a 400', async () => {
    expectRefusal(await send('POST', '/api/v1/tasks/submit', { 'content-type': 'multipart/form-data' }, 'garbage'), 400);
    expectRefusal(await send('POST', '/api/v1/tasks/submit', { 'content-type': 'multipart/form-data; boundary=' }, 'garbage'), 400);
  });

  it.each(['/api/v1/tasks/submit', '/api/v1/auth/register', '/api/v1/files/upload', '/api/v1/auth/upload-avatar'])(
    '%s: a file part without a name is a 400',
    async (url) => {
      const body = `--${B}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${B}--\r\n`;
      expectRefusal(await send('POST', url, multipartHeaders(), body), 400, '表单中有未命名的字段或文件');
    },
  );

  it.each(['/api/v1/files/upload', '/api/v1/auth/upload-avatar'])('%s: a truncated file part is a 400', async (url) => {
    const name = url.endsWith('avatar') ? 'file' : 'files[]';
    const body = `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`;
    expectRefusal(await send('POST', url, multipartHeaders(), body), 400);
  });

  it('a JSON or text body to a multipart route is a 415', async () => {
    expectRefusal(
      await send('POST', '/api/v1/tasks/submit', { 'content-type': 'application/json' }, '{"problem_text":"x"}'),
      415,
      '不支持的请求内容类型',
    );
    expectRefusal(await send('POST', '/api/v1/files/upload', { 'content-type': 'text/plain' }, 'x'), 415);
  });

  it('invalid JSON is a 400 and an unknown content type a 415', async () => {
    expectRefusal(await send('POST', '/api/v1/auth/login', { 'content-type': 'application/json' }, '{bad'), 400, '请求格式不正确');
    expectRefusal(await send('POST', '/api/v1/auth/me/change-password', { 'content-type': 'application/xml' }, '<a/>'), 415);
  });

  it('a multipart field over 1 MB is a 413', async () => {
    const body = `--${B}\r\nContent-Disposition: form-data; name="problem_text"\r\n\r\n${'x'.repeat(1_000_001)}\r\n--${B}--\r\n`;
    expectRefusal(await send('POST', '/api/v1/tasks/submit', multipartHeaders(), body), 413, '表单字段内容过长');
  });

  it('a JSON body over 1 MB is a 413', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
    expectRefusal(await send('POST', '/api/v1/auth/login', { 'content-type': 'application/json' }, body), 413, '请求内容过大');
  });

  it('cleans control characters out of the problem text before it is stored', async () => {
    const body = `--${B}\r\nContent-Disposition: form-data; name="problem_text"\r\n\r\n1+1\u0000=\u0007?\tok\r\n--${B}--\r\n`;
    const res = await send('POST', '/api/v1/tasks/submit', multipartHeaders(), body);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.problem_id));
    expect(row.problemText).toBe('1+1=?\tok');
  });

  it.each([
    ['PUT', '/api/v1/auth/me', { username: 'a\u0000b' }],
    ['POST', '/api/v1/auth/login', { username: 'a\u0000b', password: 'x' }],
    ['POST', '/api/v1/auth/me/change-password', { old_password: 'x\u001b', new_password: 'Passw0rd-new-one' }],
    ['POST', '/api/v1/tasks/retry', { task_id: '\u0000' }],
  ])('%s %s: a control character in a name, password or id is a 400', async (method, url, payload) => {
    expectRefusal(
      await send(method, url, { 'content-type': 'application/json' }, JSON.stringify(payload)),
      400,
      '输入包含不允许的控制字符',
    );
  });

  it('a control character in a query string is a 400', async () => {
    expectRefusal(await send('GET', '/api/v1/tasks?status=%00', {}), 400, '输入包含不允许的控制字符');
  });

  it('a URL that cannot be decoded is a 400 envelope', async () => {
    expectRefusal(await send('GET', '/api/v1/tasks/%zz', {}), 400, '请求地址格式不正确');
  });
});

describe('unknown API paths and methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/v1/no-such-endpoint'],
    ['POST', '/api/v1/no-such-endpoint'],
    ['GET', '/api'],
    ['GET', '/api/v2/tasks'],
  ])('%s %s is a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, message: '接口不存在' });
  });

  it.each([
    ['DELETE', '/api/v1/auth/me', 'GET, HEAD, PUT'],
    ['GET', '/api/v1/auth/login', 'POST'],
    ['PATCH', '/api/v1/tasks/0b6a3a83-4b61-4d43-9d43-2f3a6f0f3c11', 'DELETE, GET, HEAD'],
  ])('%s %s is a 405 that names the allowed methods', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toMatchObject({ success: false, message: '该接口不支持此请求方法' });
  });
});

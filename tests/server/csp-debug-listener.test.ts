import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debugConnectSources } from '../../server/http/security-headers';
import { createTestApp, type TestApp } from '../support/test-app';

const NAVIGATION = { accept: 'text/html' };
const connectSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src'));

describe('the page may call the debug listener (spec §7), and nothing else besides its own origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEBUG_PORT: '5123' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("allows this page's host on the debug port, as the client computes it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { ...NAVIGATION, host: 'zhijian.example:8000' } });
    expect(connectSrc(res.headers['content-security-policy'])).toBe("connect-src 'self' zhijian.example:5123");
  });

  it('echoes no Host header that is not a plain host name into the policy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...NAVIGATION, host: "evil.example;script-src 'unsafe-inline'" },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(connectSrc(csp)).toBe("connect-src 'self'");
    expect(csp).not.toContain('evil.example');
  });
});

describe('debugConnectSources', () => {
  it('adds VITE_DEBUG_API_URL as an origin, and nothing when the listener is off', () => {
    expect(debugConnectSources({ port: 5100, url: 'https://debug.example:9443/some/path' }, '[::1]:8000')).toBe(
      'https://debug.example:9443 [::1]:5100',
    );
    expect(debugConnectSources({ port: 0 }, 'localhost:8000')).toBe('');
    expect(debugConnectSources({ port: 5100 }, undefined)).toBe('');
  });
});

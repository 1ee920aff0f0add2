import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from '../support/test-app';

const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the SPA fallback and the security headers', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let spaDir: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false' });
    spaDir = mkdtempSync(path.join(tmpdir(), 'zj-spa-'));
    writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>知简</title><div id="root"></div>');
    app = await buildApp(
      { config: t.config, database: t.database, jobs: t.jobs, bus: t.bus, clock: t.clock, renderer: t.renderer },
      { spaDir },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('serves index.html to a browser opening a client route', async () => {
    const res = await app.inject({ method: 'GET', url: '/problem/123', headers: NAVIGATION });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    ['an unknown API path', '/api/v1/no-such-endpoint', NAVIGATION, 'application/json'],
    ['the bare /api', '/api', NAVIGATION, 'application/json'],
    ['a missing upload', '/uploads/nope', NAVIGATION, 'text/plain'],
    ['a missing video folder', '/media', NAVIGATION, 'text/plain'],
    ['a fetch that does not ask for HTML', '/problem/123', { accept: 'application/json' }, 'text/plain'],
    ['a missing asset', '/assets/missing.js', NAVIGATION, 'text/plain'],
  ])('does not answer %s with index.html', async (_name, url, headers, type) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain(type);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers a POST to a client route with 404, not the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/problem/123', headers: NAVIGATION });
    expect(res.statusCode).toBe(404);
  });

  it('sends the Content-Security-Policy and the other security headers with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: NAVIGATION });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "style-src-attr 'unsafe-inline'",
      "script-src-attr 'none'",
    ]) {
      expect(csp.split(';').map((d) => d.trim())).toContain(directive);
    }
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    // Styles: the stylesheet only; no inline <style> (the browser runs no math engine).
    expect(csp).toMatch(/(^|;) *style-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the headers with API answers and errors too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-such-endpoint' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps the API documentation usable: scripts from the site, inline styles allowed there only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('HSTS', () => {
  it.each([
    ['behind a TLS-terminating proxy', { TRUST_PROXY: 'true' }],
    ['with an https:// public address', { TRUST_PROXY: 'false', PUBLIC_URL: 'https://zhijian.example.com' }],
  ])('is sent %s', async (_name, env) => {
    const t = await createTestApp(env);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/pricing' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});

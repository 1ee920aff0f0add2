import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { documentChooser } from '../../server/http/spa';
import { createTestApp, type TestApp } from '../support/test-app';

const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const HOME_PAGE =
  '<div id="root"></div><template id="prerendered-home"><main>首页</main></template><script src="/prerendered-home.js"></script>';
const APP_PAGE = '<div id="root"></div>';

describe('the page each client route gets', () => {
  const dirs: string[] = [];
  const spaDir = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zj-spa-docs-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('home gets index.html (the home screen drawn at build time), every other route app.html', () => {
    const choose = documentChooser(spaDir({ 'index.html': HOME_PAGE, 'app.html': APP_PAGE }));
    expect(choose('/')).toBe('index.html');
    expect(choose('/problem/abc')).toBe('app.html');
    expect(choose('/history')).toBe('app.html');
  });

  it('a build without app.html sends index.html everywhere', () => {
    const choose = documentChooser(spaDir({ 'index.html': HOME_PAGE }));
    expect(choose('/problem/abc')).toBe('index.html');
    expect(choose('/')).toBe('index.html');
  });

  describe('served', () => {
    let t: TestApp;
    let app: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: 'false' });
      app = await buildApp(
        { config: t.config, database: t.database, jobs: t.jobs, bus: t.bus, clock: t.clock, renderer: t.renderer },
        { spaDir: spaDir({ 'index.html': HOME_PAGE, 'app.html': APP_PAGE }) },
      );
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await t.close();
    });

    it('sends the home screen on / only', async () => {
      const home = await app.inject({ method: 'GET', url: '/', headers: NAVIGATION });
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(HOME_PAGE);
      for (const url of ['/problem/123?from=explore', '/history', '/auth/login']) {
        const res = await app.inject({ method: 'GET', url, headers: NAVIGATION });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(APP_PAGE);
      }
    });
  });
});

// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRefresh } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { fetchDebugFile, fetchDebugFiles, fetchVideos } from '../../src/api/videos';
import { debugBase, setDebugBase } from '../../src/lib/backend-url';
import { saveTokens } from '../../src/lib/storage';
import { type Backend, backendForThisFile, json, startBackend } from './support/http-backend';

/*
 * The videos and debug calls through the one API client, against real HTTP servers: /videos on the
 * API, the debug calls on the debug listener (spec §7, its own base URL), files as they are (a
 * Blob), every failure an ApiError, a 401 refreshed once through the API and replayed.
 */
const api = backendForThisFile();
let debug: Backend;

beforeAll(async () => {
  debug = await startBackend();
  setDebugBase(debug.url);
});
afterAll(async () => {
  setDebugBase(null);
  await debug.close();
});
beforeEach(() => {
  localStorage.clear();
  saveTokens('tok', 'ref');
  configureRefresh(null);
  api.received.length = 0;
  debug.received.length = 0;
});
afterEach(() => {
  api.setHandler((_req, res) => json(res, 404, {}));
  debug.setHandler((_req, res) => json(res, 404, {}));
});

const PAGE = { items: [], page: 2, page_size: 12, has_more: false };
const LISTING = { job_id: 'j1', files: [], stages: [{ name: 'tts', ms: 1 }], total_ms: 1 };

describe('videos api', () => {
  it('GET /videos with the scope and page, on the API', async () => {
    api.setHandler((_req, res) => json(res, 200, { success: true, data: PAGE }));
    expect(await fetchVideos({ scope: 'public', page: 2, page_size: 12 })).toEqual(PAGE);
    expect(api.received[0].url).toBe('/api/v1/videos?scope=public&page=2&page_size=12');
    expect(api.received[0].headers.authorization).toBe('Bearer tok');
    expect(debug.received).toHaveLength(0);
  });

  it('a page without items is malformed', async () => {
    api.setHandler((_req, res) => json(res, 200, { success: true, data: { page: 1 } }));
    await expect(fetchVideos({ page: 1, page_size: 12 })).rejects.toMatchObject({ code: 'malformed' });
  });
});

describe('debug api (the debug listener)', () => {
  it('list_files goes to the debug base with the bearer token', async () => {
    debug.setHandler((_req, res) => json(res, 200, { success: true, data: LISTING }));
    expect(await fetchDebugFiles('j1')).toEqual(LISTING);
    expect(debug.received[0].url).toBe('/api/v1/debug/list_files?job_id=j1');
    expect(debug.received[0].headers.authorization).toBe('Bearer tok');
    expect(api.received).toHaveLength(0);
  });

  it('get_file resolves with the file as a Blob, bytes as sent', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    debug.setHandler((_req, res) => {
      res.statusCode = 200;
      res.setHeader('content-type', 'image/png');
      res.end(bytes);
    });
    const blob = await fetchDebugFile('j1', 'slides', 'slide 1.png');
    expect(debug.received[0].url).toBe('/api/v1/debug/get_file?job_id=j1&tag=slides&file_name=slide+1.png');
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('a job that is not mine: ApiError 404 with the server message', async () => {
    debug.setHandler((_req, res) => json(res, 404, { success: false, message: '任务不存在' }));
    const err = await fetchDebugFiles('other').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'not_found', serverMessage: '任务不存在' });
    const fileErr = await fetchDebugFile('other', 'log', 'render.log').catch((e: unknown) => e);
    expect(fileErr).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('a 401 is refreshed once through the API and the debug call replayed with the new token', async () => {
    api.setHandler((req, res) =>
      req.url === '/api/v1/auth/refresh'
        ? json(res, 200, { success: true, data: { access_token: 'tok-2', refresh_token: 'ref-2' } })
        : json(res, 404, {}),
    );
    debug.setHandler((req, res) =>
      req.headers.authorization === 'Bearer tok-2' ? json(res, 200, { success: true, data: LISTING }) : json(res, 401, { success: false }),
    );
    expect(await fetchDebugFiles('j1')).toEqual(LISTING);
    expect(debug.received.map((r) => r.headers.authorization)).toEqual(['Bearer tok', 'Bearer tok-2']);
    expect(api.received.map((r) => r.url)).toEqual(['/api/v1/auth/refresh']);
  });

  it('no listener at all: a network ApiError', async () => {
    setDebugBase('http://127.0.0.1:1');
    try {
      await expect(fetchDebugFiles('j1')).rejects.toMatchObject({ status: null, code: 'network' });
    } finally {
      setDebugBase(debug.url);
    }
  });

  it('default base: this page’s host on port 5100', () => {
    setDebugBase(null);
    try {
      expect(debugBase()).toBe(`${location.protocol}//${location.hostname}:5100`);
    } finally {
      setDebugBase(debug.url);
    }
  });
});

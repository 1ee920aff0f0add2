/** A real HTTP backend on 127.0.0.1 for client tests: each test sets the handler. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { setApiBase } from '../../../src/lib/backend-url';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Received, res: ServerResponse) => void | Promise<void>;

export async function startBackend() {
  let handler: Handler = (_req, res) => {
    res.statusCode = 404;
    res.end();
  };
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const r = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      received.push(r);
      void handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setHandler(h: Handler) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Backend = Awaited<ReturnType<typeof startBackend>>;

/** One backend for the test file, started before its tests with the API client pointed at it. */
export function backendForThisFile(): Backend {
  const backend = {} as Backend;
  beforeAll(async () => {
    Object.assign(backend, await startBackend());
    setApiBase(backend.url);
  });
  afterAll(() => backend.close());
  return backend;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/** jsdom's FormData/File cannot go through Node's fetch; the browser's can. Use Node's in tests. */
export async function useNodeFormData(): Promise<() => void> {
  const probe = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  const { File: NodeFile } = await import('node:buffer');
  const saved = { FormData: globalThis.FormData, File: globalThis.File };
  globalThis.FormData = probe.constructor as typeof FormData;
  globalThis.File = NodeFile as unknown as typeof File;
  return () => {
    globalThis.FormData = saved.FormData;
    globalThis.File = saved.File;
  };
}

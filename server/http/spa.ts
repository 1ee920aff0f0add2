import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths that belong to the server, never to the SPA's client routes. */
const SERVER_PREFIXES = ['/api', '/uploads', '/media'];

/**
 * A browser opening a page: GET, asking for HTML, outside the server's own paths, without a file
 * extension. Only these get index.html; a fetch of a missing asset or API path gets its 404.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  if (path.extname(pathname) !== '') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || request.headers['sec-fetch-mode'] === 'navigate';
}

/**
 * The page a client route gets (decision 0043): home gets index.html, which carries the home screen
 * drawn at build time (decision 0040); every other route gets app.html, the same page without that
 * drawing. A build without app.html (an older one) sends index.html everywhere, as before.
 */
export function documentChooser(spaDir: string): (pathname: string) => string {
  const other = existsSync(path.join(spaDir, 'app.html')) ? 'app.html' : 'index.html';
  return (pathname) => (pathname === '/' ? 'index.html' : other);
}

/** The built SPA: its files, and a page for the client routes (decisions 0023, 0043). */
export async function registerSpa(app: FastifyInstance, spaDir: string): Promise<void> {
  const documentFor = documentChooser(spaDir);
  // dist/ holds .br/.gz twins of every asset (scripts/precompress.ts): sent by Accept-Encoding.
  await app.register(fastifyStatic, {
    root: spaDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', (request, reply) => {
    if (!isNavigation(request)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile(documentFor(request.url.split('?')[0]), spaDir);
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', spaDir));
}

import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FileStorage, RangeNotSatisfiable, type StoredFile } from '../storage';
import { keyFromUrlPath, type StorageArea } from '../storage/keys';
import { parseByteRange } from './byte-range';

/** Types a browser may show in the page; anything else is offered as a download. */
const INLINE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.mp4', '.webm']);

/**
 * Stored files are served as what their name says and nothing else: nosniff (so that a file is never
 * read as HTML or script), inline only for images and videos, and a file name of plain characters.
 */
export function storedFileHeaders(reply: FastifyReply, filePath: string): void {
  const base = path.basename(filePath);
  const safeName = base.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'file';
  const disposition = INLINE_EXTENSIONS.has(path.extname(base).toLowerCase()) ? 'inline' : 'attachment';
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-disposition', `${disposition}; filename="${safeName}"`);
}

/**
 * The students' uploads at /uploads/ (named by the server, never changed: cached for a week) and the
 * videos at /media/ (a retry renders the same name anew: revalidated by ETag), from whichever storage
 * the app uses. Videos seek with range requests.
 */
export async function registerStoredFiles(app: FastifyInstance, storage: FileStorage): Promise<void> {
  const serve = (area: StorageArea, cacheControl: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyFromUrlPath(area, (request.params as { '*': string })['*']);
    if (!key) return reply.callNotFound();
    const range = request.headers['if-range'] ? null : parseByteRange(request.headers.range);
    let file: StoredFile | null;
    try {
      file = await storage.get(key, range ?? undefined);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      const size = error.size === undefined ? '*' : String(error.size);
      return reply.code(416).header('content-range', `bytes */${size}`).type('text/plain; charset=utf-8').send('Range not satisfiable');
    }
    if (!file) return reply.callNotFound();
    storedFileHeaders(reply, key);
    reply.header('cache-control', cacheControl).header('accept-ranges', 'bytes').type(file.contentType);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    const length = file.range ? file.range.end - file.range.start + 1 : file.size;
    reply.header('content-length', length);
    if (file.range) reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    if (request.method === 'HEAD') {
      file.body.destroy();
      return reply.send();
    }
    return reply.send(file.body);
  };
  // Files, not API: kept out of the OpenAPI document, as @fastify/static kept them before.
  const schema = { hide: true };
  app.route({ method: ['GET', 'HEAD'], url: '/uploads/*', schema, handler: serve('uploads', 'public, max-age=604800, immutable') });
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', schema, handler: serve('videos', 'public, max-age=0') });
}

import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** The students' uploads at /uploads/ (named by the server, never changed: cached for a week) and the videos at /media/. */
export async function registerStoredFiles(app: FastifyInstance, dirs: { uploadsDir: string; videosDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirs.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '7d',
    immutable: true,
    setHeaders: storedFileHeaders,
  });
  await app.register(fastifyStatic, {
    root: dirs.videosDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: storedFileHeaders,
  });
}

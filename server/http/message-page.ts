import type { FastifyReply, FastifyRequest } from 'fastify';

import { escapeHtml } from '../html-escape';

/**
 * A small page with no script and no inline style (the CSP allows neither) for a link followed from a
 * mail: its outcome in words and the way back into the app.
 */
export function sendMessagePage(reply: FastifyReply, status: number, title: string, text: string) {
  const html = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - 知简</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/auth/profile">返回个人资料</a></p>
</main>
</body>
</html>
`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** A browser following a link (a page is wanted), not a script calling the API (an envelope is). */
export function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html') || request.headers['sec-fetch-mode'] === 'navigate';
}

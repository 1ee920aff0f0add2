import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (null when it was not JSON). */
  body: { model?: string; messages?: { role: string; content: unknown }[] } | null;
}

/** What the server does with the next request: answer content like a model, an HTTP error, raw bytes, or nothing at all. */
export type ModelBehaviour = { content: string } | { status: number; error?: string } | { raw: string } | { hang: true };

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol (POST
 * /v1/chat/completions), records every request, and answers each with the behaviour `answer` picks.
 */
export async function startModelServer() {
  const requests: ModelRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: (req: ModelRequest, index: number) => ModelBehaviour = () => ({ content: '' });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: ModelRequest['body'] = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const behaviour = answer(request, requests.length - 1);
      if ('hang' in behaviour) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
      } else if ('raw' in behaviour) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.raw);
      } else if ('status' in behaviour) {
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: behaviour.error ?? 'error', type: 'server_error' } }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body?.model,
            choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(fn: (req: ModelRequest, index: number) => ModelBehaviour) {
      answer = fn;
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The image_url parts of a recorded request. */
export function imageUrlsOf(req: ModelRequest): string[] {
  const user = req.body?.messages?.find((m) => m.role === 'user');
  if (!Array.isArray(user?.content)) return [];
  return (user.content as { type: string; image_url?: { url: string } }[])
    .filter((p) => p.type === 'image_url')
    .map((p) => p.image_url?.url ?? '');
}

/**
 * A real local HTTP server that speaks enough of the OpenAI chat completions protocol for tests:
 *
 *   const ai = await startFakeOpenAI();
 *   ai.enqueue({ status: 500 }, { content: '学科：math；题型：solution\n…\n最终答案：$x = 2$' });
 *   const solver = createLlmSolver({ baseUrl: ai.url, model: 'fake', verify });
 *   …
 *   expect(ai.requests).toHaveLength(2);
 *   await ai.close();
 *
 * Each POST …/chat/completions takes the next queued reply (first in, first out); with the queue
 * empty it gets the default reply (500 "no reply queued", so a test that forgot one fails loudly).
 * GET …/models lists one model. Every request is recorded, whatever the path. Binds 127.0.0.1 on a
 * free port. Streaming (`stream: true`) is not implemented: replies are always plain JSON.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  /** HTTP status; default 200. */
  status?: number;
  /** Wait this long before answering, e.g. to make the client time out. */
  delayMs?: number;
  headers?: Record<string, string>;
  /** Shorthand for a normal completion whose assistant message is this text. */
  content?: string;
  /** Raw body instead: an object is sent as JSON, a string as it is. Wins over `content`. */
  body?: unknown;
  /** Close the connection without any answer (a network error for the client). */
  drop?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Path with query, e.g. "/v1/chat/completions". */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it was not JSON. */
  body: any;
  rawBody: string;
  receivedAt: number;
}

export type FakeReplySpec = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

export interface FakeOpenAI {
  /** Base URL to give a client, ending in "/v1" (no trailing slash). */
  url: string;
  enqueue(...replies: FakeReplySpec[]): void;
  /** Every request received so far, oldest first. */
  readonly requests: RecordedRequest[];
  /** How many queued replies have not been used yet. */
  pending(): number;
  /** Reply used when the queue is empty. */
  setDefault(reply: FakeReplySpec): void;
  close(): Promise<void>;
}

/** The body of a successful chat completion with this assistant message. */
export function completion(content: string, model = 'fake-model'): Record<string, unknown> {
  return {
    id: `chatcmpl-fake-${Math.random().toString(36).slice(2, 10)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

const NO_REPLY: FakeReply = { status: 500, body: { error: { message: 'fake-openai: no reply queued', type: 'server_error' } } };

export async function startFakeOpenAI(options: { defaultReply?: FakeReplySpec } = {}): Promise<FakeOpenAI> {
  const queue: FakeReplySpec[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeReplySpec = options.defaultReply ?? NO_REPLY;

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    let body: any = rawBody;
    try {
      body = rawBody ? JSON.parse(rawBody) : undefined;
    } catch {
      // Not JSON: recorded as text.
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      rawBody,
      receivedAt: Date.now(),
    };
    requests.push(recorded);
    const path = recorded.path.split('?')[0];
    if (recorded.method === 'GET' && path.endsWith('/models')) {
      return send(res, { body: { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] } }, body);
    }
    if (recorded.method !== 'POST' || !path.endsWith('/chat/completions')) {
      return send(res, { status: 404, body: { error: { message: `fake-openai: no route ${recorded.method} ${path}` } } }, body);
    }
    const spec = queue.shift() ?? fallback;
    const reply = typeof spec === 'function' ? await spec(recorded) : spec;
    if (reply.delayMs) {
      const waited = await wait(reply.delayMs, res);
      if (!waited) return;
    }
    if (reply.drop) {
      req.socket.destroy();
      return;
    }
    send(res, reply, body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    requests,
    pending: () => queue.length,
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Resolves false when the client went away first (e.g. it timed out). */
function wait(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.on('close', onClose);
  });
}

function send(res: ServerResponse, reply: FakeReply, requestBody: any): void {
  if (res.destroyed) return;
  const model = typeof requestBody?.model === 'string' ? requestBody.model : 'fake-model';
  const status = reply.status ?? 200;
  const payload =
    reply.body !== undefined
      ? reply.body
      : reply.content !== undefined
        ? completion(reply.content, model)
        : status >= 400
          ? { error: { message: `fake-openai: HTTP ${status}`, type: 'fake_error' } }
          : completion('', model);
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
  res.end(text);
}

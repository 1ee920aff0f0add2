import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * The API's JSON replies compressed for a client that accepts it (decision 0043): a problem's detail
 * carries its solution's math as SVG, tens of KB that shrink about tenfold. The built client is
 * precompressed on disk (scripts/precompress.ts); streams (SSE, files) are never touched.
 */
const MIN_BYTES = 1024;
// Quality 4: most of brotli's gain at a few milliseconds per reply; the highest levels cost 100× more CPU.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type JsonEncoding = 'br' | 'gzip';

/** br when the client accepts it, else gzip, else null; a coding with q=0 is refused (RFC 9110 §12.5.3). */
export function chooseEncoding(acceptEncoding: string | undefined): JsonEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    reply.header('vary', appendVary(reply.getHeader('vary')));
    if (body.length < MIN_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function appendVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
}

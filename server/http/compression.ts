import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The API's replies compressed for a client that accepts it (decision 0043): a problem's detail carries
 * its solution's math as SVG, tens of KB of JSON that shrink about tenfold. @fastify/compress leaves
 * alone what is already encoded (the built client is precompressed on disk, scripts/precompress.ts),
 * what is not compressible (pictures, videos), partial content, and the status stream (its
 * text/event-stream is written to the socket event by event, never through a compressor).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4: most of brotli's gain at a few milliseconds per reply; the highest levels cost 100× more CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

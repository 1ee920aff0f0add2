import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MSG } from '../messages';
import { DomainError, type DomainErrorKind } from '../services/errors';
import { fail } from './envelope';

/** The one place where a service's refusal becomes an HTTP status (the spec's catalogue). */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
};

/** Every failure leaves as the envelope with a Chinese message; never a bare 500 for bad input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(STATUS_OF_KIND[error.kind]).send(fail(error.message, error.detail));
    }
    if (error instanceof ZodError) {
      return reply.code(422).send(fail(MSG.validation, error.issues.map((i) => i.message).join('; ')));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code ?? '';
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(MSG.fileTooLarge));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return reply.code(413).send(fail(MSG.tooManyFiles));
    if (status === 415) return reply.code(415).send(fail(MSG.unsupportedMediaType));
    if (status === 429) return reply.code(429).send(fail(MSG.rateLimited));
    if (status >= 400 && status < 500) {
      return reply.code(status === 404 ? 404 : 400).send(fail(status === 404 ? MSG.notFound : MSG.badJson, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(MSG.serverError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404);
    if (request.url.startsWith('/api/')) return reply.send(fail(MSG.apiNotFound, `${request.method} ${request.url.split('?')[0]}`));
    return reply.type('text/plain; charset=utf-8').send('Not found');
  });
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { MSG } from '../messages';
import { DomainError, type DomainErrorKind } from '../services/errors';
import { fail } from './envelope';
import { trackApiRoutes } from './known-routes';

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
  unavailable: 503,
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
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return reply.code(413).send(fail(MSG.tooManyFiles));
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(fail(MSG.bodyTooLarge));
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(MSG.fileTooLarge));
    if (status === 415) return reply.code(415).send(fail(MSG.unsupportedMediaType));
    if (status === 429) return reply.code(429).send(fail(MSG.rateLimited));
    if (status >= 400 && status < 500) {
      return reply.code(status === 404 ? 404 : 400).send(fail(status === 404 ? MSG.notFound : MSG.badJson, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(MSG.serverError));
  });

  const apiRoutes = trackApiRoutes(app);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const where = `${request.method} ${request.url.split('?')[0]}`.slice(0, 300);
      const allowed = apiRoutes.allowedMethods(request.url);
      if (allowed.length > 0) return reply.code(405).header('allow', allowed.join(', ')).send(fail(MSG.methodNotAllowed, where));
      return reply.code(404).send(fail(MSG.apiNotFound, where));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (`/tasks/%zz`) is refused before
 * routing, where the error handler does not see it.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send(fail(MSG.badUrl));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.warn({ err: error }, 'request refused before routing');
  reply.code(status).send(fail(MSG.badJson));
}

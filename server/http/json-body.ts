import type { FastifyInstance } from 'fastify';

/** In this plugin scope, a JSON request with an empty body parses as no body instead of a 400. */
export function acceptEmptyJson(scope: FastifyInstance): void {
  const jsonParser = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    if (body.length === 0) parsed(null, undefined);
    else jsonParser(request, String(body), parsed);
  });
}

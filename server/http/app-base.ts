import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { MSG } from '../messages';
import { installErrorHandling } from './error-handler';
import { registerSecurityHeaders, relaxCspForDocs, wantsHsts } from './security-headers';

/**
 * What every listener of ours starts with (the API and the debug listener): zod is the one
 * validator (route schemas exist only for the OpenAPI document), the one error envelope, the
 * security headers.
 */
export async function installAppBase(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);
  await registerSecurityHeaders(app, { hsts: wantsHsts(config), debug: { port: config.DEBUG_PORT, url: config.VITE_DEBUG_API_URL } });
}

/** The 429 body of every rate limit, in the one error shape. */
export const rateLimitedReply: NonNullable<RateLimitPluginOptions['errorResponseBuilder']> = (_req, ctx) => ({
  statusCode: 429,
  success: false,
  message: MSG.rateLimited,
  detail: `retry after ${Math.ceil(ctx.ttl / 1000)} s`,
});

/** The OpenAPI document and its page at /api/docs, with bearer tokens. */
export async function registerApiDocs(app: FastifyInstance, info: { title: string; version: string; description: string }): Promise<void> {
  await app.register(swagger, {
    openapi: { info, components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } } },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: relaxCspForDocs });
}

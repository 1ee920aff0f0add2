import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authPlugin } from '../http/auth-plugin';
import { frameworkErrors, installErrorHandling } from '../http/error-handler';
import { registerSecurityHeaders, relaxCspForDocs, wantsHsts } from '../http/security-headers';
import { MSG } from '../messages';
import { createAccessTokens } from '../services/auth/access-tokens';
import { createAuthenticate } from '../services/auth/authenticate';
import { parseDebugAdmins } from '../services/videos/debug-files';
import type { FileStorage } from '../storage';
import { debugRoutes } from './routes';

/** What the debug listener is built from: the API's configuration, database and storage (a worker's renders are read through storage). */
export interface DebugAppDeps {
  config: Config;
  database: Database;
  storage: FileStorage;
  clock: Clock;
}

/** Reads per address and minute: a debug page fetches every slide and clip of a job. */
export const DEBUG_READS_PER_MINUTE = 600;

/**
 * The debug listener of spec §7 (DEBUG_PORT, decision 0037): a Fastify instance of its own beside the
 * API, with the API's access tokens, error envelope and security headers; CORS for the app's origin
 * only (DEBUG_ALLOWED_ORIGIN); every request counted against a per-address limit.
 */
export async function buildDebugApp(deps: DebugAppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const { config, database, storage, clock } = deps;
  const app = Fastify({
    logger: opts.logger ? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    bodyLimit: 16_384,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  });
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);
  await registerSecurityHeaders(app, { hsts: wantsHsts(config) });
  await app.register(cors, {
    // Only the app's own pages read a job's files; any other origin gets no CORS header at all.
    origin: [config.DEBUG_ALLOWED_ORIGIN],
    methods: ['GET', 'HEAD'],
    allowedHeaders: ['Authorization'],
    exposedHeaders: ['Content-Disposition', 'Content-Length'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: DEBUG_READS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      success: false,
      message: MSG.rateLimited,
      detail: `retry after ${Math.ceil(ctx.ttl / 1000)} s`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: '知简 ZhiJian debug API', version: '1.0.0', description: '视频任务的调试文件（仅任务所有者或管理员）' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: relaxCspForDocs });

  const tokens = createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL, clock);
  await app.register(authPlugin, { authenticate: createAuthenticate(tokens, database.db, database.readCache) });
  await app.register(debugRoutes, {
    prefix: '/api/v1/debug',
    deps: { db: database.db, storage, admins: parseDebugAdmins(config.DEBUG_ADMINS) },
  });
  return app;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../contract/limits';
import type { AppDeps } from './deps';
import { authPlugin } from './http/auth-plugin';
import { installErrorHandling } from './http/error-handler';
import { MSG } from './messages';
import { apiRoutes } from './routes';
import { createAuthServices } from './services/auth';
import { createMailer } from './services/mail';

export interface BuildOptions {
  /** Folder of the built SPA; served with index.html as the fallback for client routes. */
  spaDir?: string;
  logger?: boolean;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger
      ? {
          level: deps.config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          serializers: {
            // The SSE route takes ?access_token= (EventSource cannot send headers): keep it out of logs.
            req: (req) => ({ method: req.method, url: hideSecrets(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    bodyLimit: 1_048_576,
    trustProxy: deps.config.TRUST_PROXY,
  });

  // zod (parseInput) is the one validator; route schemas exist only for the OpenAPI document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);

  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 1_000_000, parts: 40 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      success: false,
      message: MSG.rateLimited,
      detail: `retry after ${Math.ceil(ctx.ttl / 1000)} s`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: '知简 ZhiJian API', version: '2.0.0', description: '让知识更简单' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The services that keep state (login budgets, the provider's discovery) are built once, here.
  const { config, clock } = deps;
  const mailer = deps.mailer ?? createMailer(config, app.log, clock);
  const authServices = createAuthServices({ config, db: deps.database.db, clock, mailer, log: app.log });
  await app.register(authPlugin, { authenticate: authServices.authenticate });
  // A task the embedded worker completes after this stores null HTML, rendered when it is read.
  app.addHook('onClose', () => deps.renderer.close());
  await app.register(apiRoutes, { prefix: '/api/v1', deps: { ...deps, mailer, auth: authServices } });

  await app.register(fastifyStatic, {
    root: deps.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '7d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: deps.config.videosDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
  });

  const spaDir = opts.spaDir;
  if (spaDir && existsSync(path.join(spaDir, 'index.html'))) {
    // dist/ holds .br/.gz twins of every asset (scripts/precompress.ts): sent by Accept-Encoding.
    await app.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/*', (request, reply) => {
      if (path.extname(request.url.split('?')[0]) !== '') return reply.code(404).send('Not found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', spaDir);
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', spaDir));
  }
  return app;
}

function hideSecrets(url: string): string {
  return url.replace(/([?&](?:access_token|refresh_token|token|code)=)[^&#]*/g, '$1[hidden]');
}

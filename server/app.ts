import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../contract/limits';
import type { AppDeps } from './deps';
import { installAppBase, rateLimitedReply, registerApiDocs } from './http/app-base';
import { authPlugin } from './http/auth-plugin';
import { registerCompression } from './http/compression';
import { frameworkErrors } from './http/error-handler';
import { registerStoredFiles } from './http/file-serving';
import { FIELD_MAX_BYTES } from './http/multipart';
import { registerSpa } from './http/spa';
import { apiRoutes } from './routes';
import { createAuthServices } from './services/auth';
import { createMailer } from './services/mail';
import { createPaymentProviders } from './services/payments/providers';
import { createStorage } from './storage';

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
    frameworkErrors,
  });

  await installAppBase(app, deps.config);
  await registerCompression(app);

  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 40 },
  });
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitedReply });
  await registerApiDocs(app, { title: '知简 ZhiJian API', version: '2.0.0', description: '让知识更简单' });

  // The services that keep state (login budgets, the provider's discovery) are built once, here.
  const { config, clock } = deps;
  const mailer = deps.mailer ?? createMailer(config, app.log, clock);
  const storage = deps.storage ?? (await createStorage(config));
  const authServices = createAuthServices({
    config,
    db: deps.database.db,
    storage,
    readCache: deps.database.readCache,
    clock,
    mailer,
    log: app.log,
  });
  await app.register(authPlugin, { authenticate: authServices.authenticate });
  // A task the embedded worker completes after this stores null HTML, rendered when it is read.
  app.addHook('onClose', () => deps.renderer.close());
  app.addHook('onClose', async () => deps.bus.close?.());
  if (!deps.storage) app.addHook('onClose', async () => storage.close?.());
  await app.register(apiRoutes, {
    prefix: '/api/v1',
    deps: { ...deps, mailer, auth: authServices, storage, payments: deps.payments ?? createPaymentProviders(config) },
  });

  await registerStoredFiles(app, storage);
  if (opts.spaDir && existsSync(path.join(opts.spaDir, 'index.html'))) await registerSpa(app, opts.spaDir);
  return app;
}

function hideSecrets(url: string): string {
  return url.replace(/([?&](?:access_token|refresh_token|token|code)=)[^&#]*/g, '$1[hidden]');
}

import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { creditsRoutes } from './credits';
import { engagementsRoutes } from './engagements';
import { examOcrRoutes } from './exam-ocr';
import { filesRoutes } from './files';
import { ocrRoutes } from './ocr';
import { paymentsRoutes } from './payments';
import { problemsRoutes } from './problems';
import { tasksRoutes } from './tasks';
import { videosRoutes } from './videos';

export const apiRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  await app.register(authRoutes, { prefix: '/auth', deps });
  await app.register(filesRoutes, { prefix: '/files', deps });
  await app.register(ocrRoutes, { prefix: '/ocr', deps });
  await app.register(examOcrRoutes, { prefix: '/exam-ocr', deps });
  await app.register(tasksRoutes, { prefix: '/tasks', deps });
  await app.register(problemsRoutes, { prefix: '/problems', deps });
  await app.register(videosRoutes, { prefix: '/videos', deps });
  await app.register(engagementsRoutes, { prefix: '/engagements', deps });
  await app.register(creditsRoutes, { prefix: '/credits', deps });
  await app.register(paymentsRoutes, { prefix: '/payments', deps });
  await app.register(adminRoutes, { prefix: '/admin', deps });
};

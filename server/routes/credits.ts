import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';

// Placeholder: replaced by the real routes.
export const creditsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async () => {};

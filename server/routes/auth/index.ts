import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../deps';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { signInRoutes } from './sign-in';
import { socialRoutes } from './social';

/** /api/v1/auth: the account routes, one file per topic. */
export const authRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  await app.register(signInRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(socialRoutes, { deps });
};

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../../deps';
import { readCookie } from '../../http/cookies';
import { readDeviceToken, setDeviceCookie } from '../../http/device-cookie';
import { doc } from '../../http/openapi';
import { SOCIAL_COOKIE, SOCIAL_COOKIE_PATH } from '../../services/auth/social';
import type { SocialRedirect } from '../../services/auth/social-flow';
import { AUTH_TAGS } from './tags';

/** Google sign-in: two full-page redirects, the state kept in a short-lived HttpOnly cookie. */
export const socialRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { auth, config } = deps;
  const secureCookie = config.PUBLIC_URL.startsWith('https:');

  const redirect = (reply: FastifyReply, to: SocialRedirect) => {
    if (to.stateCookie) {
      const attributes = `Path=${SOCIAL_COOKIE_PATH}; Max-Age=${to.stateCookie.maxAge}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;
      reply.header('set-cookie', `${SOCIAL_COOKIE}=${to.stateCookie.value}; ${attributes}`);
    }
    setDeviceCookie(reply, to.deviceToken, secureCookie);
    return reply.redirect(to.location, 302);
  };

  app.get(
    '/google/login',
    { schema: doc({ tags: AUTH_TAGS, summary: '使用 Google 登录（浏览器整页跳转到身份提供方）' }) },
    async (_request, reply) => redirect(reply, await auth.social.begin()),
  );

  app.get(
    '/google/callback',
    { schema: doc({ tags: AUTH_TAGS, summary: 'Google 登录回调：令牌经 URL 片段交给前端' }) },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return redirect(reply, await auth.social.complete(search, readCookie(request, SOCIAL_COOKIE), readDeviceToken(request)));
    },
  );
};

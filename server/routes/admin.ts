import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminCommands, isAdminCommand } from '../admin/commands';
import { adminTokenFor } from '../admin/server-lock';
import type { RouteDeps } from '../deps';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { safeEqual } from '../services/auth/secrets';
import { DomainError, forbidden, invalid, notFound } from '../services/errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Only a process on this machine that can read DATA_DIR/server.json gets in: the connection itself
 * (not X-Forwarded-For, which the app trusts for rate limits) must come from loopback, it must not have
 * passed through a proxy, and it must carry this server's admin token.
 */
function isAdminRequest(request: FastifyRequest, expected: string | null): boolean {
  if (!expected) return false;
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const token = request.headers['x-admin-token'];
  return typeof token === 'string' && safeEqual(token, expected);
}

export const adminRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  app.post<{ Params: { command: string } }>(
    '/:command',
    {
      schema: doc({
        tags: ['admin'],
        summary: '管理命令（仅限本机，需 x-admin-token；npm run invite / npm run credits 使用）',
        body: z.record(z.string(), z.unknown()),
      }),
    },
    async (request) => {
      if (!isAdminRequest(request, adminTokenFor(deps.config.DATA_DIR))) throw forbidden();
      const name = request.params.command;
      if (!isAdminCommand(name)) throw notFound(`未知的管理命令：${name}`);
      const args = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      try {
        return ok(await adminCommands[name](deps.database, deps.config, args as any));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // The caller is the administrator's own CLI: the command's message is what they need to see.
        request.log.warn({ err: error, command: name }, 'admin command failed');
        throw invalid(error instanceof Error ? error.message : String(error));
      }
    },
  );
};

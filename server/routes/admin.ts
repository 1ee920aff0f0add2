import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { executeAdminCommand } from '../admin/execute';
import type { RouteDeps } from '../deps';
import { requireAdmin } from '../http/admin-guard';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';

export const adminRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { database, config } = deps;

  app.post<{ Params: { command: string } }>(
    '/:command',
    {
      schema: doc({
        tags: ['admin'],
        summary: '管理命令（仅限本机，需 x-admin-token；npm run invite / npm run credits 使用）',
        body: z.record(z.string(), z.unknown()),
      }),
      preHandler: requireAdmin(config.DATA_DIR),
    },
    async (request) => {
      const args = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      return ok(await executeAdminCommand({ database, config, log: request.log }, request.params.command, args));
    },
  );
};

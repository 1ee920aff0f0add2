import type { FastifyPluginAsync } from 'fastify';
import { pricingSchema } from '../../contract/credits';
import { listQuerySchema } from '../../contract/tasks';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { listLedger } from '../services/credits/list-ledger';
import { pricing } from '../services/credits/pricing';

const tags = ['credits'];
const pageQuerySchema = listQuerySchema.pick({ page: true, page_size: true });

export const creditsRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get('/pricing', { schema: doc({ tags, summary: '任务价格（积分）', data: pricingSchema }) }, async () => ok(pricing(deps.config)));

  app.get(
    '/ledger',
    { preHandler: app.requireAuth, schema: doc({ tags, summary: '我的积分流水（最新在前）', querystring: pageQuerySchema, auth: true }) },
    async (request) => {
      const q = parseInput(pageQuerySchema, request.query);
      return ok(await listLedger(db, userIdOf(request), q.page, q.page_size));
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { pricingSchema } from '../../contract/credits';
import { createOrderSchema, orderIdParamsSchema, orderSchema, paymentMethodsSchema, PAYMENT_METHODS } from '../../contract/orders';
import { listQuerySchema } from '../../contract/tasks';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { listLedger } from '../services/credits/list-ledger';
import { pricing } from '../services/credits/pricing';
import { cancelOrder } from '../services/payments/close-order';
import type { PaymentsContext } from '../services/payments/context';
import { createOrder } from '../services/payments/create-order';
import { getOrder, listOrders } from '../services/payments/read-orders';

const tags = ['credits'];
const pageQuerySchema = listQuerySchema.pick({ page: true, page_size: true });

export const creditsRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const payments = (log: PaymentsContext['log']): PaymentsContext => ({
    db,
    providers: deps.payments,
    clock: deps.clock,
    config: deps.config,
    log,
  });

  app.get('/pricing', { schema: doc({ tags, summary: '任务价格（积分）', data: pricingSchema }) }, async () => ok(pricing(deps.config)));

  app.get(
    '/ledger',
    { preHandler: app.requireAuth, schema: doc({ tags, summary: '我的积分流水（最新在前）', querystring: pageQuerySchema, auth: true }) },
    async (request) => {
      const q = parseInput(pageQuerySchema, request.query);
      return ok(await listLedger(db, userIdOf(request), q.page, q.page_size));
    },
  );

  app.get(
    '/payment-methods',
    { schema: doc({ tags, summary: '可用的支付方式（为空表示暂未开放购买）', data: paymentMethodsSchema }) },
    async () => ok({ methods: PAYMENT_METHODS.filter((m) => deps.payments[m]) }),
  );

  app.post(
    '/orders',
    {
      preHandler: app.requireAuth,
      schema: doc({
        tags,
        summary: '下单购买积分套餐：返回订单与支付方式（二维码内容或支付页面）',
        body: createOrderSchema,
        data: orderSchema,
        auth: true,
      }),
    },
    async (request) => {
      const body = parseInput(createOrderSchema, request.body);
      const order = await createOrder(payments(request.log), userIdOf(request), {
        packageId: body.package_id,
        method: body.method,
        device: body.device,
        clientIp: request.ip,
      });
      return ok(order);
    },
  );

  app.get(
    '/orders',
    { preHandler: app.requireAuth, schema: doc({ tags, summary: '我的积分订单（最新在前）', querystring: pageQuerySchema, auth: true }) },
    async (request) => {
      const q = parseInput(pageQuerySchema, request.query);
      return ok(await listOrders(db, userIdOf(request), q.page, q.page_size));
    },
  );

  app.get(
    '/orders/:id',
    { preHandler: app.requireAuth, schema: doc({ tags, summary: '订单详情（状态、回执）', data: orderSchema, auth: true }) },
    async (request) => {
      const { id } = parseInput(orderIdParamsSchema, request.params);
      return ok(await getOrder(db, userIdOf(request), id));
    },
  );

  app.post(
    '/orders/:id/cancel',
    { preHandler: app.requireAuth, schema: doc({ tags, summary: '取消待支付的订单', data: orderSchema, auth: true }) },
    async (request) => {
      const { id } = parseInput(orderIdParamsSchema, request.params);
      return ok(await cancelOrder(payments(request.log), userIdOf(request), id));
    },
  );
};

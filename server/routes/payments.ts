import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PAYMENT_METHODS, type PaymentMethod } from '../../contract/orders';
import type { RouteDeps } from '../deps';
import { notFound } from '../services/errors';
import { handleNotification } from '../services/payments/notify';

/**
 * The providers' asynchronous notifications (no user, no token: the provider's signature is the
 * authentication). Bodies are kept as the exact text that was signed.
 */
export const paymentsRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  // Scoped to this plugin: Alipay posts a form, WeChat Pay JSON; both are verified over the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) => done(null, body));

  const send = (reply: FastifyReply, ack: { status: number; contentType: string; body: string }) =>
    reply.code(ack.status).type(ack.contentType).send(ack.body);

  app.post<{ Params: { method: string } }>(
    '/:method/notify',
    { schema: { tags: ['payments'], summary: '支付平台的异步通知（支付宝 / 微信支付），验签后入账，仅一次', hide: false } },
    async (request, reply) => {
      const method = request.params.method;
      if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw notFound();
      const { ack } = await handleNotification(
        { db: deps.database.db, providers: deps.payments, clock: deps.clock, config: deps.config, log: request.log },
        method as PaymentMethod,
        { body: typeof request.body === 'string' ? request.body : '', headers: request.headers },
      );
      if (!ack) throw notFound();
      return send(reply, ack);
    },
  );
};

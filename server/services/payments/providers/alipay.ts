import { AlipaySdk } from 'alipay-sdk';
import type { PaymentAction } from '../../../../contract/orders';
import { fenToYuan, yuanToFen } from '../money';
import { privateKeyPem, publicKeyPem } from './keys';
import { NotificationRejected, type PaymentProvider, type ProviderOrder, type ProviderQuery } from './types';

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

type Result = Record<string, string | undefined> & { code: string; sub_code?: string; msg: string };

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay's 'yyyy-MM-dd HH:mm:ss' in Beijing time (UTC+8, no daylight saving). */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay through the official alipay-sdk: RSA2 signatures on requests, responses and notifications. */
export function alipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: privateKeyPem(config.privateKey),
    keyType: 'PKCS8',
    alipayPublicKey: publicKeyPem(config.alipayPublicKey),
    gateway: config.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: 10_000,
  });

  const call = async (method: string, params: Record<string, unknown>): Promise<Result> =>
    (await sdk.exec(method, params, { validateSign: true })) as unknown as Result;
  const fail = (what: string, r: Result) => new Error(`alipay ${what}: ${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg}`);

  return {
    method: 'alipay',
    appId: config.appId,

    async createPayment(order: ProviderOrder): Promise<PaymentAction> {
      const biz = {
        out_trade_no: order.orderNo,
        total_amount: fenToYuan(order.amountFen),
        subject: order.subject,
        time_expire: beijingTime(order.expiresAt),
      };
      if (order.device === 'phone') {
        const url = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
          bizContent: { ...biz, product_code: 'QUICK_WAP_WAY', quit_url: order.returnUrl },
          notifyUrl: order.notifyUrl,
          returnUrl: order.returnUrl,
        });
        return { kind: 'redirect', url };
      }
      const r = await call('alipay.trade.precreate', { notifyUrl: order.notifyUrl, bizContent: biz });
      if (r.code !== '10000' || !r.qr_code) throw fail('precreate', r);
      return { kind: 'qr', code_url: r.qr_code };
    },

    async parseNotification(raw) {
      const params = Object.fromEntries(new URLSearchParams(raw.body));
      if (!params.sign || !sdk.checkNotifySignV2(params)) throw new NotificationRejected('bad alipay signature');
      const orderNo = params.out_trade_no ?? null;
      if (!PAID.has(params.trade_status ?? '')) return { kind: 'ignored', orderNo };
      const amountFen = yuanToFen(params.total_amount ?? '');
      if (!orderNo || !params.trade_no || amountFen === null || !params.app_id)
        throw new NotificationRejected('incomplete alipay notification');
      return { kind: 'paid', payment: { orderNo, tradeId: params.trade_no, amountFen, appId: params.app_id } };
    },

    ack: (accepted) => ({ status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }),

    async query(orderNo): Promise<ProviderQuery> {
      const r = await call('alipay.trade.query', { bizContent: { out_trade_no: orderNo } });
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid' };
      if (r.code !== '10000') return { state: 'unknown' };
      if (r.trade_status === 'TRADE_CLOSED') return { state: 'closed' };
      if (!PAID.has(r.trade_status ?? '')) return { state: 'unpaid' };
      const amountFen = yuanToFen(r.total_amount ?? '');
      if (amountFen === null || !r.trade_no) return { state: 'unknown' };
      // The query's answer is signed for our app id: that is the app that was paid.
      return { state: 'paid', payment: { orderNo, tradeId: r.trade_no, amountFen, appId: config.appId } };
    },

    async close(orderNo) {
      const r = await call('alipay.trade.close', { bizContent: { out_trade_no: orderNo } });
      if (r.code !== '10000' && r.sub_code !== 'ACQ.TRADE_NOT_EXIST') throw fail('close', r);
    },

    async refund({ orderNo, amountFen, refundNo, reason }) {
      const r = await call('alipay.trade.refund', {
        bizContent: { out_trade_no: orderNo, refund_amount: fenToYuan(amountFen), out_request_no: refundNo, refund_reason: reason },
      });
      if (r.code !== '10000') throw fail('refund', r);
    },
  };
}

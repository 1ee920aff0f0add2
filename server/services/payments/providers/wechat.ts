import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { PaymentAction } from '../../../../contract/orders';
import { privateKeyPem, publicKeyPem } from './keys';
import { NotificationRejected, type PaymentProvider, type ProviderOrder, type ProviderQuery } from './types';

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate (sent with every signed request). */
  mchSerial: string;
  privateKey: string;
  /** The API v3 key (32 bytes): decrypts notifications (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** WeChat Pay's public key and its id ("PUB_KEY_ID_…"): verifies responses and notifications. */
  platformPublicKey: string;
  platformPublicKeyId: string;
  baseUrl: string;
}

/** A notification older or newer than this is refused (WeChat Pay's own rule for response signatures). */
const MAX_CLOCK_SKEW_S = 300;

interface Transaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  amount?: { total?: number };
}

/** RFC 3339 in Beijing time, as WeChat Pay writes time_expire. */
function rfc3339Beijing(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * WeChat Pay API v3 through wechatpay-axios-plugin: it signs each request (RSA-SHA256) and verifies
 * each response's signature with WeChat Pay's public key; notifications are verified with the same key
 * and decrypted with the API v3 key here, with the SDK's Rsa and AesGcm helpers.
 */
export function wechatPayProvider(config: WechatPayConfig): PaymentProvider {
  const publicKey = publicKeyPem(config.platformPublicKey);
  const wxpay: any = new Wechatpay({
    mchid: config.mchId,
    serial: config.mchSerial,
    privateKey: privateKeyPem(config.privateKey),
    certs: { [config.platformPublicKeyId]: publicKey },
    baseURL: config.baseUrl,
    timeout: 10_000,
  });
  const { mchId, appId } = config;

  const toPayment = (t: Transaction) => ({
    orderNo: t.out_trade_no,
    tradeId: t.transaction_id ?? '',
    amountFen: t.amount?.total ?? -1,
    appId: t.appid,
  });
  const status = (err: unknown) => (err as { response?: { status?: number } }).response?.status;
  const errorCode = (err: unknown) => (err as { response?: { data?: { code?: string } } }).response?.data?.code;

  return {
    method: 'wechat',
    appId,

    async createPayment(order: ProviderOrder): Promise<PaymentAction> {
      const body = {
        appid: appId,
        mchid: mchId,
        description: order.subject,
        out_trade_no: order.orderNo,
        time_expire: rfc3339Beijing(order.expiresAt),
        notify_url: order.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      };
      if (order.device === 'phone') {
        const { data } = await wxpay.v3.pay.transactions.h5.post({
          ...body,
          scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
        });
        return { kind: 'redirect', url: `${data.h5_url}&redirect_url=${encodeURIComponent(order.returnUrl)}` };
      }
      const { data } = await wxpay.v3.pay.transactions.native.post(body);
      return { kind: 'qr', code_url: data.code_url };
    },

    async parseNotification(raw) {
      const timestamp = header(raw.headers, 'Wechatpay-Timestamp');
      const nonce = header(raw.headers, 'Wechatpay-Nonce');
      const signature = header(raw.headers, 'Wechatpay-Signature');
      const serial = header(raw.headers, 'Wechatpay-Serial');
      if (!timestamp || !nonce || !signature || serial !== config.platformPublicKeyId)
        throw new NotificationRejected('wechat pay: headers');
      if (Math.abs(Formatter.timestamp() - Number(timestamp)) > MAX_CLOCK_SKEW_S) throw new NotificationRejected('wechat pay: stale');
      if (!Rsa.verify(Formatter.response(timestamp, nonce, raw.body), signature, publicKey)) {
        throw new NotificationRejected('bad wechat pay signature');
      }
      let transaction: Transaction;
      try {
        const event = JSON.parse(raw.body) as {
          resource: { ciphertext: string; nonce: string; associated_data?: string };
        };
        const r = event.resource;
        transaction = JSON.parse(Aes.AesGcm.decrypt(r.ciphertext, config.apiV3Key, r.nonce, r.associated_data ?? ''));
      } catch {
        throw new NotificationRejected('wechat pay: undecryptable resource');
      }
      if (transaction.mchid !== mchId) throw new NotificationRejected('wechat pay: other merchant');
      if (transaction.trade_state !== 'SUCCESS') return { kind: 'ignored', orderNo: transaction.out_trade_no ?? null };
      if (!transaction.transaction_id || typeof transaction.amount?.total !== 'number')
        throw new NotificationRejected('wechat pay: incomplete');
      return { kind: 'paid', payment: toPayment(transaction) };
    },

    ack: (accepted) =>
      accepted
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) },

    async query(orderNo): Promise<ProviderQuery> {
      try {
        const { data } = (await wxpay.v3.pay.transactions.outTradeNo.$out_trade_no$.get({
          params: { mchid: mchId },
          out_trade_no: orderNo,
        })) as { data: Transaction };
        if (data.trade_state === 'SUCCESS' || data.trade_state === 'REFUND') return { state: 'paid', payment: toPayment(data) };
        if (['CLOSED', 'REVOKED', 'PAYERROR'].includes(data.trade_state)) return { state: 'closed' };
        return { state: 'unpaid' };
      } catch (err) {
        if (status(err) === 404 || errorCode(err) === 'ORDER_NOT_EXIST') return { state: 'unpaid' };
        throw err;
      }
    },

    async close(orderNo) {
      await wxpay.v3.pay.transactions.outTradeNo.$out_trade_no$.close.post({ mchid: mchId }, { out_trade_no: orderNo });
    },

    async refund({ orderNo, amountFen, refundNo, reason }) {
      await wxpay.v3.refund.domestic.refunds.post({
        out_trade_no: orderNo,
        out_refund_no: refundNo,
        reason,
        amount: { refund: amountFen, total: amountFen, currency: 'CNY' },
      });
    },
  };
}

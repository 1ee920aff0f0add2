import { createSign, createVerify, randomBytes } from 'node:crypto';
import {
  type Deliverer,
  type Delivery,
  type FakeTrade,
  httpDeliverer,
  loopbackServer,
  type RawRequest,
  type RawResponse,
  rsaKeys,
} from './common';

export interface FakeAlipay {
  /** The gateway (ALIPAY_GATEWAY). */
  gateway: string;
  /** The environment that points the app at this gateway. */
  env: Record<string, string>;
  appId: string;
  trades: Map<string, FakeTrade>;
  /** Every gateway call by method name, for assertions. */
  calls: string[];
  /** Where notifications go; defaults to HTTP (with notifyOrigin). */
  deliver: Deliverer;
  notifyOrigin: string | null;
  /** The buyer pays (as after scanning the QR code); the notification is sent unless notify is false. */
  pay(orderNo: string, opts?: { notify?: boolean }): Promise<{ status: number; body: string } | null>;
  /** A signed notification for a trade, with fields changed (a wrong amount) or signed with another key. */
  notification(
    orderNo: string,
    opts?: { totalAmount?: string; appId?: string; tradeStatus?: string; forged?: boolean; outTradeNo?: string },
  ): Delivery;
  close(): Promise<void>;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fen = (y: string) => Math.round(Number(y) * 100);
const now = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

function signParams(params: Record<string, string>, privateKey: string): string {
  const content = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

/**
 * A loopback Alipay open-platform gateway (gateway.do): it checks the app's RSA2 signature on every
 * call, signs every answer with "Alipay's" key, keeps trades (precreate, wap pay page, query, close,
 * refund) and sends RSA2-signed asynchronous notifications, as Alipay does. Keys are made here.
 */
export async function startFakeAlipay(): Promise<FakeAlipay> {
  const app = rsaKeys();
  const platform = rsaKeys();
  const intruder = rsaKeys();
  const appId = `2021${randomBytes(6).toString('hex').replace(/\D/g, '1').slice(0, 12)}`;
  const trades = new Map<string, FakeTrade>();
  const calls: string[] = [];

  const respond = (method: string, data: Record<string, unknown>): RawResponse => {
    const json = JSON.stringify(data);
    const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(platform.privateKey, 'base64');
    const key = `${method.replaceAll('.', '_')}_response`;
    return { status: 200, headers: { 'content-type': 'application/json;charset=utf-8' }, body: `{"${key}":${json},"sign":"${sign}"}` };
  };
  const error = (method: string, code: string, subCode: string) =>
    respond(method, { code, msg: 'Business Failed', sub_code: subCode, sub_msg: subCode });

  const verifiedParams = (req: RawRequest): Record<string, string> | null => {
    const params: Record<string, string> = Object.fromEntries(req.url.searchParams);
    if (req.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(req.body)));
    const { sign, ...rest } = params;
    if (!sign || params.app_id !== appId) return null;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(app.publicKey, sign, 'base64') ? params : null;
  };

  const newTrade = (params: Record<string, string>): FakeTrade => {
    const biz = JSON.parse(params.biz_content ?? '{}');
    const existing = trades.get(biz.out_trade_no);
    if (existing) return existing;
    const trade: FakeTrade = {
      orderNo: biz.out_trade_no,
      tradeId: `2026${Date.now()}${randomBytes(3).toString('hex')}`,
      amountFen: fen(biz.total_amount),
      subject: biz.subject,
      notifyUrl: params.notify_url ?? '',
      state: 'unpaid',
      refunds: new Map(),
    };
    trades.set(trade.orderNo, trade);
    return trade;
  };

  const fake: FakeAlipay = {
    gateway: '',
    env: {},
    appId,
    trades,
    calls,
    deliver: httpDeliverer(() => fake.notifyOrigin),
    notifyOrigin: null,
    async pay(orderNo, opts = {}) {
      const trade = trades.get(orderNo);
      if (trade?.state !== 'unpaid') throw new Error(`alipay: trade ${orderNo} cannot be paid (${trade?.state ?? 'none'})`);
      trade.state = 'paid';
      if (opts.notify === false) return null;
      return fake.deliver(fake.notification(orderNo));
    },
    notification(orderNo, opts = {}) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`alipay: no trade ${orderNo}`);
      const params: Record<string, string> = {
        notify_time: now(),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(12).toString('hex'),
        app_id: opts.appId ?? appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeId,
        out_trade_no: opts.outTradeNo ?? trade.orderNo,
        subject: trade.subject,
        total_amount: opts.totalAmount ?? yuan(trade.amountFen),
        receipt_amount: opts.totalAmount ?? yuan(trade.amountFen),
        trade_status: opts.tradeStatus ?? 'TRADE_SUCCESS',
        gmt_payment: now(),
        buyer_id: '2088102177846880',
      };
      const sign = signParams(params, opts.forged ? intruder.privateKey : platform.privateKey);
      const body = new URLSearchParams({ ...params, sign_type: 'RSA2', sign }).toString();
      return { url: trade.notifyUrl, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body };
    },
    close: async () => server.close(),
  };

  const server = await loopbackServer(async (req) => {
    // The QR code's content: scanning it with the phone pays (the test's stand-in for the buyer).
    const scan = /^\/qr\/([\w-]+)$/.exec(req.url.pathname);
    if (scan) {
      await fake.pay(scan[1]);
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: '支付成功' };
    }
    const wapPay = /^\/wap\/([\w-]+)\/pay$/.exec(req.url.pathname);
    if (wapPay && req.method === 'POST') {
      await fake.pay(wapPay[1]);
      return { status: 302, headers: { location: req.url.searchParams.get('return_url') ?? '/' }, body: '' };
    }
    if (req.url.pathname !== '/gateway.do') return { status: 404, body: 'not found' };
    const params = verifiedParams(req);
    const method = req.url.searchParams.get('method') ?? '';
    calls.push(method);
    if (!params) return error(method, '40002', 'isv.invalid-signature');
    const biz = JSON.parse(params.biz_content ?? '{}');
    const trade = trades.get(biz.out_trade_no);
    switch (method) {
      case 'alipay.trade.wap.pay': {
        const t = newTrade(params);
        const action = `/wap/${t.orderNo}/pay?return_url=${encodeURIComponent(params.return_url ?? '/')}`;
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: `<!doctype html><meta charset="utf-8"><title>支付宝</title><p>${t.subject} ¥${yuan(t.amountFen)}</p><form method="post" action="${action}"><button>确认付款</button></form>`,
        };
      }
      case 'alipay.trade.precreate': {
        const t = newTrade(params);
        return respond(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: t.orderNo,
          qr_code: `${fake.gateway.replace('/gateway.do', '')}/qr/${t.orderNo}`,
        });
      }
      case 'alipay.trade.query': {
        if (!trade) return error(method, '40004', 'ACQ.TRADE_NOT_EXIST');
        const status = { unpaid: 'WAIT_BUYER_PAY', paid: 'TRADE_SUCCESS', closed: 'TRADE_CLOSED' }[trade.state];
        return respond(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.orderNo,
          trade_no: trade.tradeId,
          trade_status: status,
          total_amount: yuan(trade.amountFen),
        });
      }
      case 'alipay.trade.close': {
        if (!trade) return error(method, '40004', 'ACQ.TRADE_NOT_EXIST');
        if (trade.state === 'paid') return error(method, '40004', 'ACQ.TRADE_STATUS_ERROR');
        trade.state = 'closed';
        return respond(method, { code: '10000', msg: 'Success', out_trade_no: trade.orderNo, trade_no: trade.tradeId });
      }
      case 'alipay.trade.refund': {
        if (trade?.state !== 'paid') return error(method, '40004', 'ACQ.TRADE_STATUS_ERROR');
        trade.refunds.set(biz.out_request_no, fen(biz.refund_amount));
        return respond(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.orderNo,
          trade_no: trade.tradeId,
          fund_change: 'Y',
          refund_fee: biz.refund_amount,
        });
      }
      default:
        return error(method, '40004', 'isv.invalid-method');
    }
  });
  fake.gateway = `${server.url}/gateway.do`;
  fake.env = {
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: app.privateKey,
    ALIPAY_PUBLIC_KEY: platform.publicKey,
    ALIPAY_GATEWAY: fake.gateway,
  };
  return fake;
}

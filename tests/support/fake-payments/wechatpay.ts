import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { type Deliverer, type Delivery, type FakeTrade, httpDeliverer, loopbackServer, type RawResponse, rsaKeys } from './common';

export interface FakeWechatPay {
  baseUrl: string;
  env: Record<string, string>;
  appId: string;
  mchId: string;
  trades: Map<string, FakeTrade>;
  calls: string[];
  deliver: Deliverer;
  notifyOrigin: string | null;
  pay(orderNo: string, opts?: { notify?: boolean }): Promise<{ status: number; body: string } | null>;
  /** A signed, encrypted TRANSACTION.SUCCESS notification; fields can be changed, or the headers signed with another key. */
  notification(
    orderNo: string,
    opts?: { totalFen?: number; appId?: string; tradeState?: string; forged?: boolean; outTradeNo?: string; timestamp?: number },
  ): Delivery;
  close(): Promise<void>;
}

const nonce = () => randomBytes(16).toString('hex');
const seconds = () => Math.floor(Date.now() / 1000);

/**
 * A loopback WeChat Pay API v3: it checks the merchant's WECHATPAY2-SHA256-RSA2048 Authorization on
 * every request, signs every answer with "WeChat Pay's" key (Wechatpay-Signature over timestamp,
 * nonce and body), keeps Native and H5 trades, answers query, close and refund, and sends notifications
 * whose resource is AEAD_AES_256_GCM-encrypted with the API v3 key. Keys are made here.
 */
export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const merchant = rsaKeys();
  const platform = rsaKeys();
  const intruder = rsaKeys();
  const apiV3Key = randomBytes(16).toString('hex');
  const publicKeyId = `PUB_KEY_ID_${randomBytes(8).toString('hex').toUpperCase()}`;
  const mchSerial = randomBytes(20).toString('hex').toUpperCase();
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const mchId = '1900000109';
  const trades = new Map<string, FakeTrade>();
  const calls: string[] = [];

  const signed = (status: number, data: unknown): RawResponse => {
    const body = data === undefined ? '' : JSON.stringify(data);
    const ts = String(seconds());
    const n = nonce();
    const signature = createSign('RSA-SHA256').update(`${ts}\n${n}\n${body}\n`).sign(platform.privateKey, 'base64');
    return {
      status,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': n,
        'wechatpay-serial': publicKeyId,
        'wechatpay-signature': signature,
      },
      body,
    };
  };

  const authorized = (method: string, pathAndQuery: string, body: string, header: string | undefined) => {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
    if (!m) return false;
    const f = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (f.mchid !== mchId || f.serial_no !== mchSerial) return false;
    const message = `${method}\n${pathAndQuery}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, f.signature ?? '', 'base64');
  };

  const transaction = (t: FakeTrade) => ({
    appid: appId,
    mchid: mchId,
    out_trade_no: t.orderNo,
    ...(t.state === 'paid' ? { transaction_id: t.tradeId } : {}),
    trade_state: { unpaid: 'NOTPAY', paid: 'SUCCESS', closed: 'CLOSED' }[t.state],
    amount: { total: t.amountFen, payer_total: t.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  });

  const fake: FakeWechatPay = {
    baseUrl: '',
    env: {},
    appId,
    mchId,
    trades,
    calls,
    deliver: httpDeliverer(() => fake.notifyOrigin),
    notifyOrigin: null,
    async pay(orderNo, opts = {}) {
      const trade = trades.get(orderNo);
      if (trade?.state !== 'unpaid') throw new Error(`wechat: trade ${orderNo} cannot be paid (${trade?.state ?? 'none'})`);
      trade.state = 'paid';
      if (opts.notify === false) return null;
      return fake.deliver(fake.notification(orderNo));
    },
    notification(orderNo, opts = {}) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`wechat: no trade ${orderNo}`);
      const resource = {
        ...transaction({ ...trade, state: 'paid' }),
        appid: opts.appId ?? appId,
        out_trade_no: opts.outTradeNo ?? trade.orderNo,
        trade_state: opts.tradeState ?? 'SUCCESS',
        amount: { total: opts.totalFen ?? trade.amountFen, payer_total: opts.totalFen ?? trade.amountFen, currency: 'CNY' },
        success_time: new Date().toISOString(),
      };
      const iv = randomBytes(6).toString('hex');
      const aad = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', apiV3Key, iv);
      cipher.setAAD(Buffer.from(aad));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString(
        'base64',
      );
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, nonce: iv },
      });
      const ts = String(opts.timestamp ?? seconds());
      const n = nonce();
      const key = opts.forged ? intruder.privateKey : platform.privateKey;
      const signature = createSign('RSA-SHA256').update(`${ts}\n${n}\n${body}\n`).sign(key, 'base64');
      return {
        url: trade.notifyUrl,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': ts,
          'wechatpay-nonce': n,
          'wechatpay-serial': publicKeyId,
          'wechatpay-signature': signature,
        },
        body,
      };
    },
    close: async () => server.close(),
  };

  const server = await loopbackServer(async (req) => {
    const scan = /^\/(?:scan|h5)\/([\w-]+)$/.exec(req.url.pathname);
    if (scan) {
      await fake.pay(scan[1]);
      const back = req.url.searchParams.get('redirect_url');
      return back ? { status: 302, headers: { location: back }, body: '' } : { status: 200, body: '支付成功' };
    }
    const path = req.url.pathname + req.url.search;
    calls.push(`${req.method} ${req.url.pathname}`);
    if (!authorized(req.method, path, req.body, req.headers.authorization)) return signed(401, { code: 'SIGN_ERROR', message: '签名错误' });
    const body = req.body ? JSON.parse(req.body) : {};
    if (req.method === 'POST' && /^\/v3\/pay\/transactions\/(native|h5)$/.test(req.url.pathname)) {
      if (body.appid !== appId || body.mchid !== mchId) return signed(400, { code: 'PARAM_ERROR', message: 'appid 与 mchid 不匹配' });
      const trade: FakeTrade = trades.get(body.out_trade_no) ?? {
        orderNo: body.out_trade_no,
        tradeId: `4200${Date.now()}${randomBytes(3).toString('hex')}`,
        amountFen: body.amount.total,
        subject: body.description,
        notifyUrl: body.notify_url,
        state: 'unpaid',
        refunds: new Map(),
      };
      trades.set(trade.orderNo, trade);
      return req.url.pathname.endsWith('native')
        ? signed(200, { code_url: `${fake.baseUrl}scan/${trade.orderNo}` })
        : signed(200, { h5_url: `${fake.baseUrl}h5/${trade.orderNo}?prepay_id=wx${Date.now()}` });
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([\w-]+)(\/close)?$/.exec(req.url.pathname);
    if (byNo) {
      const trade = trades.get(byNo[1]);
      if (!trade) return signed(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (!byNo[2]) return signed(200, transaction(trade));
      if (trade.state === 'paid') return signed(400, { code: 'ORDERPAID', message: '订单已支付' });
      trade.state = 'closed';
      return signed(204, undefined);
    }
    if (req.method === 'POST' && req.url.pathname === '/v3/refund/domestic/refunds') {
      const trade = trades.get(body.out_trade_no);
      if (trade?.state !== 'paid') return signed(400, { code: 'INVALID_REQUEST', message: '订单状态不正确' });
      trade.refunds.set(body.out_refund_no, body.amount.refund);
      return signed(200, { refund_id: `5030${Date.now()}`, out_refund_no: body.out_refund_no, status: 'PROCESSING', amount: body.amount });
    }
    return signed(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  fake.baseUrl = `${server.url}/`;
  fake.env = {
    WECHATPAY_APP_ID: appId,
    WECHATPAY_MCH_ID: mchId,
    WECHATPAY_MCH_SERIAL: mchSerial,
    WECHATPAY_PRIVATE_KEY: merchant.privateKey,
    WECHATPAY_API_V3_KEY: apiV3Key,
    WECHATPAY_PUBLIC_KEY: platform.publicKey,
    WECHATPAY_PUBLIC_KEY_ID: publicKeyId,
    WECHATPAY_BASE_URL: fake.baseUrl,
  };
  return fake;
}

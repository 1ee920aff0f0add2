import type { Config } from '../../../config';
import { alipayProvider } from './alipay';
import type { PaymentProviders } from './types';
import { wechatPayProvider } from './wechat';

type PaymentConfig = Pick<
  Config,
  | 'ALIPAY_APP_ID'
  | 'ALIPAY_PRIVATE_KEY'
  | 'ALIPAY_PUBLIC_KEY'
  | 'ALIPAY_GATEWAY'
  | 'WECHATPAY_APP_ID'
  | 'WECHATPAY_MCH_ID'
  | 'WECHATPAY_MCH_SERIAL'
  | 'WECHATPAY_PRIVATE_KEY'
  | 'WECHATPAY_API_V3_KEY'
  | 'WECHATPAY_PUBLIC_KEY'
  | 'WECHATPAY_PUBLIC_KEY_ID'
  | 'WECHATPAY_BASE_URL'
>;

/** The providers whose keys are all configured; none configured = nothing is sold. */
export function createPaymentProviders(c: PaymentConfig): PaymentProviders {
  const providers: PaymentProviders = {};
  if (c.ALIPAY_APP_ID && c.ALIPAY_PRIVATE_KEY && c.ALIPAY_PUBLIC_KEY) {
    providers.alipay = alipayProvider({
      appId: c.ALIPAY_APP_ID,
      privateKey: c.ALIPAY_PRIVATE_KEY,
      alipayPublicKey: c.ALIPAY_PUBLIC_KEY,
      gateway: c.ALIPAY_GATEWAY,
    });
  }
  if (
    c.WECHATPAY_APP_ID &&
    c.WECHATPAY_MCH_ID &&
    c.WECHATPAY_MCH_SERIAL &&
    c.WECHATPAY_PRIVATE_KEY &&
    c.WECHATPAY_API_V3_KEY &&
    c.WECHATPAY_PUBLIC_KEY &&
    c.WECHATPAY_PUBLIC_KEY_ID
  ) {
    providers.wechat = wechatPayProvider({
      appId: c.WECHATPAY_APP_ID,
      mchId: c.WECHATPAY_MCH_ID,
      mchSerial: c.WECHATPAY_MCH_SERIAL,
      privateKey: c.WECHATPAY_PRIVATE_KEY,
      apiV3Key: c.WECHATPAY_API_V3_KEY,
      platformPublicKey: c.WECHATPAY_PUBLIC_KEY,
      platformPublicKeyId: c.WECHATPAY_PUBLIC_KEY_ID,
      baseUrl: c.WECHATPAY_BASE_URL,
    });
  }
  return providers;
}

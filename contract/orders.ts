import { z } from 'zod';
import { PACKAGE_IDS } from './package-lookup';

export const PAYMENT_METHODS = ['alipay', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * pending: waiting for the payment; credited: paid and the credits are in the balance (one
 * transaction); cancelled: the student gave up; expired: unpaid after ORDER_TTL; refunding → refunded:
 * an administrator gave the money back and took the credits out.
 */
export const ORDER_STATES = ['pending', 'credited', 'cancelled', 'expired', 'refunding', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Where the student pays: a QR code to scan with the phone (desktop), or the provider's page (phone). */
export const PAY_DEVICES = ['desktop', 'phone'] as const;
export type PayDevice = (typeof PAY_DEVICES)[number];

export const paymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('qr'), code_url: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** Our order number, as the provider shows it on the receipt. */
  order_no: z.string(),
  package_id: z.enum(PACKAGE_IDS),
  credits: z.number().int(),
  /** Fen (¥18 = 1800). */
  amount_fen: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(ORDER_STATES),
  /** The provider's trade number once paid. */
  provider_trade_id: z.string().nullable(),
  /** How to pay, while the order is pending. */
  payment: paymentActionSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/v1/credits/orders */
export const createOrderSchema = z.object({
  package_id: z.enum(PACKAGE_IDS, { message: '积分套餐不存在' }),
  method: z.enum(PAYMENT_METHODS, { message: '不支持的支付方式' }),
  device: z.enum(PAY_DEVICES).default('desktop'),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** GET /api/v1/credits/payment-methods: the configured providers; empty = buying is not open. */
export const paymentMethodsSchema = z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid({ message: '订单不存在' }) });

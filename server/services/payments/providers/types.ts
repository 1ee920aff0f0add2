import type { PaymentAction, PaymentMethod, PayDevice } from '../../../../contract/orders';

/** What the provider must be told to take a payment. */
export interface ProviderOrder {
  orderNo: string;
  amountFen: number;
  subject: string;
  expiresAt: Date;
  device: PayDevice;
  /** Where the provider posts its asynchronous notification. */
  notifyUrl: string;
  /** Where the provider's page sends the student back (phone). */
  returnUrl: string;
  clientIp: string;
}

/** A payment the provider vouched for (signature checked); the caller still checks it against the order. */
export interface ProviderPayment {
  orderNo: string;
  tradeId: string;
  amountFen: number;
  appId: string;
}

export type ProviderQuery = { state: 'paid'; payment: ProviderPayment } | { state: 'unpaid' } | { state: 'closed' } | { state: 'unknown' };

/** The notification as the route received it: the raw body (signatures cover bytes) and the headers. */
export interface RawNotification {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What a notification turned out to be; `ignored` = a valid message that is not a payment (e.g. WAIT_BUYER_PAY). */
export type ParsedNotification = { kind: 'paid'; payment: ProviderPayment } | { kind: 'ignored'; orderNo: string | null };

/** The answer the provider expects, so that it stops (or keeps) retrying. */
export interface ProviderAck {
  status: number;
  contentType: string;
  body: string;
}

/** One payment provider behind the order services; the SDK stays inside. */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly appId: string;
  createPayment(order: ProviderOrder): Promise<PaymentAction>;
  /** Throws NotificationRejected for a bad signature or a malformed message. */
  parseNotification(raw: RawNotification): Promise<ParsedNotification>;
  ack(accepted: boolean): ProviderAck;
  query(orderNo: string): Promise<ProviderQuery>;
  /** Closes an unpaid trade so that it cannot be paid any more; fine when the provider never saw it. */
  close(orderNo: string): Promise<void>;
  /** Gives the money back; repeating it with the same refundNo refunds once. */
  refund(input: { orderNo: string; tradeId: string; amountFen: number; refundNo: string; reason: string }): Promise<void>;
}

export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}

export type PaymentProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

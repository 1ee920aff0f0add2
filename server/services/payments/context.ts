import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { PaymentProviders } from './providers/types';

/** What the order services work with; routes, the reconciliation job and the admin command build it. */
export interface PaymentsContext {
  db: Db;
  providers: PaymentProviders;
  clock: Clock;
  config: Pick<Config, 'ORDER_TTL' | 'PUBLIC_URL'>;
  log: Pick<Log, 'info' | 'warn' | 'error'>;
}

/** Said wherever buying is not possible because no provider is configured. */
export const PAYMENTS_CLOSED = '暂未开放购买';

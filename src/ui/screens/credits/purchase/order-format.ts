import type { Order } from '../../../../../contract/orders';
import { findPackage } from '../../../../../contract/package-lookup';
import { PAY } from '../../../../text/payments';

/** '2026/11/23 16:05' in the student's locale (zh-CN). */
export const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    : '—';

export const methodName = (o: Pick<Order, 'method'>) => PAY.methods[o.method];
export const packageName = (o: Pick<Order, 'package_id' | 'credits'>) => PAY.packageName(findPackage(o.package_id)?.credits ?? o.credits);

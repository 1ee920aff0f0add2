import type PgBoss from 'pg-boss';
import type { Log } from '../log';

export const RECONCILE_QUEUE = 'reconcile-orders';

/**
 * Every `intervalMs` each worker process asks for one reconciliation run; the queue's 'stately'
 * policy keeps at most one run queued and one running across all processes, so providers are not
 * queried twice for the same orders at once.
 */
export async function startOrderReconciliation(
  boss: PgBoss,
  run: () => Promise<unknown>,
  opts: { intervalMs: number; log: Pick<Log, 'error'> },
): Promise<() => void> {
  if (!(await boss.getQueue(RECONCILE_QUEUE))) {
    try {
      await boss.createQueue(RECONCILE_QUEUE, { name: RECONCILE_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
    } catch (err) {
      if (!(await boss.getQueue(RECONCILE_QUEUE))) throw err;
    }
  }
  await boss.work(RECONCILE_QUEUE, { batchSize: 1, pollingIntervalSeconds: Math.max(1, Math.round(opts.intervalMs / 2000)) }, async () => {
    await run();
  });
  const request = () => {
    boss.send(RECONCILE_QUEUE, {}).catch((err) => opts.log.error({ err }, 'could not queue order reconciliation'));
  };
  const timer = setInterval(request, opts.intervalMs);
  timer.unref();
  request();
  return () => clearInterval(timer);
}

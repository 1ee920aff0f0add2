import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { relativeTime } from '../../../lib/relative-time';
import * as sel from '../../../machines/credits-ledger/selectors';
import { commonText, creditsText } from '../../../text/zh';
import { Button, FormError } from '../../components/form';
import { Loading } from '../../components/Loading';
import { appCreditsLedgerMachine } from './ledger-binding';

const PAGE_SIZE = 20;

type LedgerRef = ActorRefFrom<typeof appCreditsLedgerMachine>;

function LedgerPage({ actor }: { actor: LedgerRef }) {
  const loading = useSelector(actor, sel.selectIsLoading);
  const failed = useSelector(actor, sel.selectFailed);
  const error = useSelector(actor, sel.selectError);
  const data = useSelector(actor, sel.selectLedger);
  const page = useSelector(actor, sel.selectPage);
  const pages = useSelector(actor, sel.selectPageCount);
  const onPage = (n: number) => actor.send({ type: 'ledger.goTo', page: n });
  if (loading) return <Loading label={creditsText.ledgerLoading} />;
  if (failed || !data) return <FormError>{creditsText.ledgerFailed(error ?? '')}</FormError>;
  if (data.items.length === 0) return <p className="py-4 text-gray-600 dark:text-gray-300">{creditsText.ledgerEmpty}</p>;
  return (
    <>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700" data-testid="ledger">
        {data.items.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="font-medium text-gray-900 dark:text-gray-100">{creditsText.reasons[e.reason] ?? e.reason}</p>
              <p className="text-xs text-gray-600 dark:text-gray-400">
                <time dateTime={e.created_at}>{relativeTime(e.created_at)}</time>
                {e.note ? ` · ${e.note}` : ''}
              </p>
            </div>
            <div className="text-right">
              <p className={`font-semibold ${e.delta >= 0 ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}>
                {e.delta > 0 ? `+${e.delta}` : e.delta}
              </p>
              <p className="text-xs text-gray-600 dark:text-gray-400">
                {creditsText.ledgerBalance} {e.balance_after}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2 py-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {creditsText.prevPage}
          </Button>
          <span className="text-sm text-gray-600 dark:text-gray-300">
            {page} / {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {creditsText.nextPage}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The user's credit history (GET /credits/ledger). */
export default function LedgerList() {
  const actor = useActorRef(appCreditsLedgerMachine, { input: { pageSize: PAGE_SIZE } });
  return (
    <section aria-labelledby="ledger-title" className="mt-10">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="ledger-title" className="text-xl font-semibold">
          {creditsText.ledgerTitle}
        </h2>
        <Button variant="ghost" onClick={() => actor.send({ type: 'ledger.reload' })}>
          {commonText.refresh}
        </Button>
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white px-4 dark:border-gray-700 dark:bg-gray-900">
        <LedgerPage actor={actor} />
      </div>
    </section>
  );
}

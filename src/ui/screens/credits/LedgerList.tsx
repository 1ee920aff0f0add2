import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { relativeTime } from '../../../lib/relative-time';
import * as sel from '../../../machines/credits-ledger/selectors';
import { creditsText } from '../../../text/zh';
import { FormError } from '../../components/form';
import { Loading } from '../../components/Loading';
import { ListSection, Pager } from './ListSection';
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
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
}

/** The user's credit history (GET /credits/ledger). */
export default function LedgerList() {
  const actor = useActorRef(appCreditsLedgerMachine, { input: { pageSize: PAGE_SIZE } });
  return (
    <ListSection id="ledger-title" title={creditsText.ledgerTitle} onRefresh={() => actor.send({ type: 'ledger.reload' })}>
      <LedgerPage actor={actor} />
    </ListSection>
  );
}

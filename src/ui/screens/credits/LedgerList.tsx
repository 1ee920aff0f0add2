import { useActor } from '@xstate/react';
import { useState } from 'react';
import { messageForError } from '../../../api/errors';
import { relativeTime } from '../../../lib/relative-time';
import { commonText, creditsText, errorText } from '../../../text/zh';
import { Button, FormError } from '../../components/form';
import { Loading } from '../../components/Loading';
import { ledgerPageLogic } from './ledger-logic';

const PAGE_SIZE = 20;

function LedgerPage({ page, onPage }: { page: number; onPage: (n: number) => void }) {
  const [state] = useActor(ledgerPageLogic, { input: { page, pageSize: PAGE_SIZE } });
  if (state.status === 'active') return <Loading label={creditsText.ledgerLoading} />;
  if (state.status === 'error') return <FormError>{`${errorText.ledgerFailed}：${messageForError(state.error)}`}</FormError>;
  const data = state.output!;
  if (data.items.length === 0) return <p className="py-4 text-gray-600 dark:text-gray-300">{creditsText.ledgerEmpty}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
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
export function LedgerList() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  return (
    <section aria-labelledby="ledger-title" className="mt-10">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="ledger-title" className="text-xl font-semibold">
          {creditsText.ledgerTitle}
        </h2>
        <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
          {commonText.refresh}
        </Button>
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white px-4 dark:border-gray-700 dark:bg-gray-900">
        <LedgerPage key={`${page}:${attempt}`} page={page} onPage={setPage} />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { commonText, creditsText } from '../../../text/zh';
import { Button } from '../../components/form';

/** A titled list of the credits page (the ledger, the orders) with its refresh button. */
export function ListSection({ id, title, onRefresh, children }: { id: string; title: string; onRefresh: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-3 flex items-center justify-between">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Button variant="ghost" onClick={onRefresh}>
          {commonText.refresh}
        </Button>
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white px-4 dark:border-gray-700 dark:bg-gray-900">{children}</div>
    </section>
  );
}

/** 上一页 · n / m · 下一页, shown when there is more than one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
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
  );
}

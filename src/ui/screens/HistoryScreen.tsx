import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { Task, TaskStatus } from '../../../contract/tasks';
import { TASK_STATUSES } from '../../../contract/values';
import { relativeTime } from '../../lib/relative-time';
import type { machine } from '../../machines/task-client/machine';
import * as sel from '../../machines/task-client/selectors';
import { isActive } from '../../machines/task-status/statuses';
import { SOLVE } from '../../text/solve';
import { Button, buttonClass, FormError } from '../components/form';
import { Loading } from '../components/Loading';
import { appTaskClientMachine } from '../components/solve/bindings';
import { STATUS_DISPLAY } from '../components/solve/displayMaps';
import { Icon } from '../components/solve/Icon';
import { LoginPrompt } from '../components/solve/LoginPrompt';
import { StatusBadge } from '../components/solve/StatusBadge';
import { SubjectBadge } from '../components/solve/SubjectBadges';
import { useSession } from '../session/useSession';

export const HISTORY_PAGE_SIZE = 10;

type ClientRef = ActorRefFrom<typeof machine>;

/** Page and status filter live in the address (?page=2&status=failed), so back and reload keep them. */
function useHistoryQuery() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = params.get('status');
  const status = (TASK_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TaskStatus) : undefined;
  const go = (next: { page?: number; status?: TaskStatus | undefined }) => {
    const q = new URLSearchParams();
    const p = next.page ?? page;
    const s = 'status' in next ? next.status : status;
    if (s) q.set('status', s);
    if (p > 1) q.set('page', String(p));
    const qs = q.toString();
    navigate(qs ? `/history?${qs}` : '/history');
  };
  return { page, status, go };
}

function TaskRow({ task, actor, busy }: { task: Task; actor: ClientRef; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  return (
    <li className="space-y-2 px-3 py-3 sm:px-4" data-testid="history-item" data-task-id={task.task_id}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={task.status} />
        <SubjectBadge subject={task.subject} />
        <time dateTime={task.created_at} className="text-sm text-gray-600 dark:text-gray-400">
          {relativeTime(task.created_at)}
        </time>
        <span className="text-sm text-gray-600 dark:text-gray-400">{SOLVE.task.costValue(task.cost)}</span>
      </div>
      <p id={titleId} className="line-clamp-2 break-words text-gray-900 dark:text-gray-100">
        {task.problem_excerpt || '—'}
      </p>
      {confirming ? (
        <fieldset className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2 dark:bg-red-950">
          <legend className="sr-only">{SOLVE.history.confirmDelete}</legend>
          <span aria-hidden="true" className="text-sm text-red-900 dark:text-red-100">
            {SOLVE.history.confirmDelete}
          </span>
          <Button
            variant="danger"
            className="min-h-10 px-3 text-sm"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              actor.send({ type: 'tasks.delete', id: task.task_id });
            }}
          >
            {SOLVE.history.confirm}
          </Button>
          <Button variant="secondary" className="min-h-10 px-3 text-sm" onClick={() => setConfirming(false)}>
            {SOLVE.history.cancel}
          </Button>
        </fieldset>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/problem/${encodeURIComponent(task.problem_id)}`}
            aria-describedby={titleId}
            className={buttonClass('secondary', 'min-h-10 px-3 text-sm')}
          >
            {SOLVE.history.open}
          </Link>
          {isActive(task.status) ? (
            <Button
              variant="secondary"
              className="min-h-10 px-3 text-sm"
              aria-describedby={titleId}
              disabled={busy}
              onClick={() => actor.send({ type: 'tasks.stop', id: task.task_id })}
            >
              <Icon name="stop" />
              {SOLVE.history.stop}
            </Button>
          ) : null}
          {task.status === 'failed' || task.status === 'stopped' ? (
            <Button
              variant="secondary"
              className="min-h-10 px-3 text-sm"
              aria-describedby={titleId}
              disabled={busy}
              onClick={() => actor.send({ type: 'tasks.retry', id: task.task_id })}
            >
              <Icon name="refresh" />
              {SOLVE.history.retry}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            className="min-h-10 px-3 text-sm text-red-800 dark:text-red-200"
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <Icon name="trash" />
            {SOLVE.history.delete}
          </Button>
        </div>
      )}
    </li>
  );
}

function HistoryList() {
  const actor = useActorRef(appTaskClientMachine);
  const { page, status, go } = useHistoryQuery();
  const tasks = useSelector(actor, sel.selectTasks);
  const loading = useSelector(actor, sel.selectIsLoading);
  const error = useSelector(actor, sel.selectError);
  const busy = useSelector(actor, sel.selectIsWriting);
  const filterId = useId();

  useEffect(() => {
    actor.send({ type: 'tasks.list', query: { page, page_size: HISTORY_PAGE_SIZE, ...(status ? { status } : {}) } });
  }, [actor, page, status]);

  const newestFirst = [...tasks].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const hasNext = tasks.length === HISTORY_PAGE_SIZE;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{SOLVE.history.title}</h1>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {SOLVE.history.filter}
          </label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(e) => go({ page: 1, status: (e.currentTarget.value || undefined) as TaskStatus | undefined })}
            className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          >
            <option value="">{SOLVE.history.all}</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_DISPLAY[s].label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error && !loading ? <FormError>{error}</FormError> : null}

      {loading && tasks.length === 0 ? (
        <Loading label={SOLVE.history.loading} />
      ) : newestFirst.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
          <p className="text-gray-700 dark:text-gray-300">{SOLVE.history.empty}</p>
          <Link href="/" className={`${buttonClass('primary')} mt-3`}>
            {SOLVE.history.goHome}
          </Link>
        </div>
      ) : (
        <ul
          aria-busy={loading || undefined}
          className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-900"
          data-testid="history-list"
        >
          {newestFirst.map((t) => (
            <TaskRow key={t.task_id} task={t} actor={actor} busy={busy} />
          ))}
        </ul>
      )}

      <nav aria-label={SOLVE.history.page(page)} className="flex items-center justify-between gap-2">
        <Button variant="secondary" disabled={page <= 1 || loading} onClick={() => go({ page: page - 1 })}>
          {SOLVE.history.prev}
        </Button>
        <span className="text-sm text-gray-700 dark:text-gray-300" aria-current="page">
          {SOLVE.history.page(page)}
        </span>
        <Button variant="secondary" disabled={!hasNext || loading} onClick={() => go({ page: page + 1 })}>
          {SOLVE.history.next}
        </Button>
      </nav>
    </div>
  );
}

/** History (/history): the user's tasks, newest first, paginated, filterable by status; delete, stop, retry. */
export default function HistoryScreen() {
  const { isLoggedIn, status } = useSession();
  if (status === 'restoring') return <Loading />;
  if (!isLoggedIn) return <LoginPrompt title={SOLVE.history.title} />;
  return <HistoryList />;
}

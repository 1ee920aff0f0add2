import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { Task } from '../../../contract/tasks';
import { relativeTime } from '../../lib/relative-time';
import type { machine } from '../../machines/task-client/machine';
import * as sel from '../../machines/task-client/selectors';
import { isActive } from '../../machines/task-status/statuses';
import { SOLVE } from '../../text/solve';
import { Button, FormError, linkClass } from '../components/form';
import { Loading } from '../components/Loading';
import { appTaskClientMachine } from '../components/solve/bindings';
import { stageLabel } from '../components/solve/displayMaps';
import { Icon } from '../components/solve/Icon';
import { LiveStatus } from '../components/solve/LiveStatus';
import { LoginPrompt } from '../components/solve/LoginPrompt';
import { SolutionView } from '../components/solve/SolutionView';
import { StatusBadge } from '../components/solve/StatusBadge';
import { SubjectBadge } from '../components/solve/SubjectBadges';
import { TaskTimeline } from '../components/solve/TaskTimeline';
import { DebugLink } from '../components/video/DebugLink';
import { useSession } from '../session/useSession';

type ClientRef = ActorRefFrom<typeof machine>;

function Facts({ task }: { task: Task }) {
  const rows: Array<[string, ReactNode]> = [
    [SOLVE.task.status, <StatusBadge key="s" status={task.status} />],
    [SOLVE.task.stage, stageLabel(task.stage)],
    [SOLVE.task.cost, SOLVE.task.costValue(task.cost)],
    [SOLVE.task.charge, SOLVE.charge[task.charge_state]],
    [
      SOLVE.task.options,
      `${SOLVE.task.video}：${task.generate_video ? SOLVE.task.yes : SOLVE.task.no} · ${SOLVE.task.turbo}：${task.turbo_mode ? SOLVE.task.yes : SOLVE.task.no}`,
    ],
    [
      SOLVE.task.createdAt,
      <time key="t" dateTime={task.created_at}>
        {relativeTime(task.created_at)}
      </time>,
    ],
  ];
  if (task.engine) rows.push([SOLVE.task.engine, task.engine]);
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white p-4 text-sm dark:border-gray-700 dark:bg-gray-900"
      data-testid="task-facts"
    >
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-gray-600 dark:text-gray-400">{k}</dt>
          <dd className="min-w-0 text-gray-900 dark:text-gray-100">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function TaskView({ actor, taskId }: { actor: ClientRef; taskId: string }) {
  const task = useSelector(actor, sel.selectCurrentTask);
  const error = useSelector(actor, sel.selectError);
  const loading = useSelector(actor, sel.selectIsLoading);
  const writing = useSelector(actor, sel.selectIsWriting);
  const current = task?.task_id === taskId ? task : null;

  if (!current) {
    if (loading || !error) return <Loading />;
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{SOLVE.task.title}</h1>
        <FormError>{error || SOLVE.task.loadFailed}</FormError>
        <Button variant="secondary" onClick={() => actor.send({ type: 'tasks.fetch', id: taskId })}>
          {SOLVE.problem.reload}
        </Button>
      </div>
    );
  }

  return (
    <article className="space-y-6" data-testid="task-detail">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{SOLVE.task.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SubjectBadge subject={current.subject} />
          <span className="text-sm text-gray-700 dark:text-gray-300">{SOLVE.problem.attempt(current.attempt)}</span>
          <Link
            href={`/problem/${encodeURIComponent(current.problem_id)}`}
            className={`${linkClass} inline-flex min-h-10 items-center px-1`}
          >
            {SOLVE.task.openProblem}
          </Link>
        </div>
        <p className="break-words text-gray-800 dark:text-gray-200">{current.problem_excerpt}</p>
      </header>

      {isActive(current.status) ? (
        <LiveStatus
          key={`${current.task_id}:${current.attempt}`}
          task={{ taskId: current.task_id, status: current.status, stage: current.stage, progress: current.progress }}
          onChange={() => actor.send({ type: 'tasks.revalidate', id: taskId })}
        />
      ) : null}

      <Facts task={current} />

      <div className="flex flex-wrap gap-2">
        {isActive(current.status) ? (
          <Button variant="secondary" disabled={writing} onClick={() => actor.send({ type: 'tasks.stop', id: current.task_id })}>
            <Icon name="stop" />
            {SOLVE.problem.stop}
          </Button>
        ) : null}
        {current.status === 'failed' || current.status === 'stopped' ? (
          <Button disabled={writing} onClick={() => actor.send({ type: 'tasks.retry', id: current.task_id })}>
            <Icon name="refresh" />
            {SOLVE.problem.retry}
          </Button>
        ) : null}
        <DebugLink task={current} />
      </div>

      <section aria-labelledby="result-title" className="space-y-3">
        <h2 id="result-title" className="text-xl font-semibold">
          {SOLVE.task.result}
        </h2>
        <SolutionView task={current} headingLevel={3} />
      </section>

      {current.events.length > 0 ? (
        <section className="space-y-3">
          <h2 id="timeline-title" className="text-xl font-semibold">
            {SOLVE.task.timeline}
          </h2>
          <TaskTimeline events={current.events} labelledBy="timeline-title" />
        </section>
      ) : null}
    </article>
  );
}

function TaskLoader({ taskId }: { taskId: string }) {
  const actor = useActorRef(appTaskClientMachine);
  useEffect(() => {
    actor.send({ type: 'tasks.fetch', id: taskId });
  }, [actor, taskId]);
  return <TaskView actor={actor} taskId={taskId} />;
}

/** Task detail (/task/:taskId): status, live progress, timeline of stages, result, error, cost and charge. */
export default function TaskScreen() {
  const { taskId = '' } = useParams<{ taskId: string }>();
  const { isLoggedIn, status } = useSession();
  if (status === 'restoring') return <Loading />;
  if (!isLoggedIn) return <LoginPrompt title={SOLVE.task.title} />;
  return <TaskLoader key={taskId} taskId={taskId} />;
}

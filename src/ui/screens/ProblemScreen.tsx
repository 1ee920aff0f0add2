import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { Task } from '../../../contract/tasks';
import { backendUrl } from '../../lib/backend-url';
import { relativeTime } from '../../lib/relative-time';
import type { machine } from '../../machines/problem-detail/machine';
import * as sel from '../../machines/problem-detail/selectors';
import { isActive, isTerminal } from '../../machines/task-status/statuses';
import { COMMUNITY } from '../../text/community';
import { SOLVE } from '../../text/solve';
import { EngagementButton } from '../components/community/EngagementButton';
import { SharingPanel } from '../components/community/SharingPanel';
import { Button, FormError, linkClass } from '../components/form';
import { Loading } from '../components/Loading';
import { appProblemDetailMachine } from '../components/solve/bindings';
import { Icon } from '../components/solve/Icon';
import { LiveStatus } from '../components/solve/LiveStatus';
import { LoginPrompt } from '../components/solve/LoginPrompt';
import { RenderedHtml } from '../components/solve/RenderedHtml';
import { SolutionView } from '../components/solve/SolutionView';
import { StatusBadge } from '../components/solve/StatusBadge';
import { ProblemTypeBadge, SubjectBadge } from '../components/solve/SubjectBadges';
import { useSession } from '../session/useSession';

type DetailRef = ActorRefFrom<typeof machine>;

function TaskActions({ actor, task }: { actor: DetailRef; task: Task }) {
  const working = useSelector(actor, sel.selectIsWorking);
  return (
    <div className="flex flex-wrap gap-2">
      {isActive(task.status) ? (
        <Button variant="secondary" disabled={working} onClick={() => actor.send({ type: 'problem.stop', taskId: task.task_id })}>
          <Icon name="stop" />
          {SOLVE.problem.stop}
        </Button>
      ) : null}
      {task.status === 'failed' || task.status === 'stopped' ? (
        <Button disabled={working} onClick={() => actor.send({ type: 'problem.retry', taskId: task.task_id })}>
          <Icon name="refresh" />
          {SOLVE.problem.retry}
        </Button>
      ) : null}
      {isTerminal(task.status) ? (
        <Button variant="secondary" disabled={working} onClick={() => actor.send({ type: 'problem.newAttempt', taskId: task.task_id })}>
          <Icon name="spark" />
          {SOLVE.problem.newAttempt}
        </Button>
      ) : null}
      <Link href={`/task/${encodeURIComponent(task.task_id)}`} className={`${linkClass} inline-flex min-h-11 items-center px-1`}>
        {SOLVE.problem.viewTask}
      </Link>
    </div>
  );
}

function Attempts({ tasks, current }: { tasks: Task[]; current: string }) {
  if (tasks.length === 0) return null;
  const sorted = [...tasks].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <section aria-labelledby="attempts-title" className="space-y-2">
      <h2 id="attempts-title" className="text-lg font-semibold">
        {SOLVE.problem.attempts}
      </h2>
      <ul
        className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-900"
        data-testid="attempts"
      >
        {sorted.map((t) => (
          <li key={t.task_id} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="font-medium">{SOLVE.problem.attempt(t.attempt)}</span>
            <StatusBadge status={t.status} />
            <time dateTime={t.created_at} className="text-sm text-gray-600 dark:text-gray-400">
              {relativeTime(t.created_at)}
            </time>
            <Link
              href={`/task/${encodeURIComponent(t.task_id)}`}
              aria-current={t.task_id === current ? 'true' : undefined}
              className={`${linkClass} ml-auto inline-flex min-h-10 items-center px-1 text-sm`}
            >
              {SOLVE.problem.viewTask}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProblemDetailView({ problemId, visitor }: { problemId: string; visitor: boolean }) {
  const actor = useActorRef(appProblemDetailMachine, { input: { problemId } });
  const problem = useSelector(actor, sel.selectProblem);
  const failed = useSelector(actor, sel.selectFailed);
  const error = useSelector(actor, sel.selectError);
  const latest = useSelector(actor, sel.selectLatestTask);

  // A visitor's problem that is not shared (or does not exist): it may be theirs, once logged in.
  if (failed && visitor) return <LoginPrompt title={SOLVE.problem.title} />;
  if (failed) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{SOLVE.problem.title}</h1>
        <FormError>{error ?? SOLVE.problem.loadFailed}</FormError>
        <Button variant="secondary" onClick={() => actor.send({ type: 'problem.reload' })}>
          {SOLVE.problem.reload}
        </Button>
      </div>
    );
  }
  if (!problem) return <Loading />;
  // Another student's shared problem: its solution only, none of the owner's task actions.
  const isOwner = problem.is_owner !== false;

  return (
    <article className="space-y-6" data-testid="problem-detail">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold">{SOLVE.problem.title}</h1>
        <div className="flex flex-wrap gap-2">
          <SubjectBadge subject={problem.subject} />
          <ProblemTypeBadge type={problem.problem_type} />
          <time dateTime={problem.created_at} className="inline-flex min-h-6 items-center text-sm text-gray-600 dark:text-gray-400">
            {relativeTime(problem.created_at)}
          </time>
        </div>
        {isOwner ? null : (
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="others-problem">
            {COMMUNITY.problem.othersProblem}
            {' · '}
            {problem.asker ? COMMUNITY.card.askedBy(problem.asker.username) : COMMUNITY.card.anonymous}
          </p>
        )}
        {problem.engagement ? (
          <div className="flex items-center" data-testid="problem-engagement">
            <EngagementButton problemId={problem.id} kind="like" on={problem.engagement.liked} count={problem.engagement.like_count} />
            <EngagementButton
              problemId={problem.id}
              kind="favorite"
              on={problem.engagement.favorited}
              count={problem.engagement.favorite_count}
            />
          </div>
        ) : null}
      </header>

      <section
        aria-labelledby="question-title"
        className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
      >
        <h2 id="question-title" className="text-lg font-semibold">
          {SOLVE.problem.question}
        </h2>
        {problem.problem_text ? (
          <RenderedHtml html={problem.problem_html} markdown={problem.problem_text} className="text-gray-900 dark:text-gray-100" />
        ) : null}
        {problem.image_urls.map((url, i) => (
          <img
            key={url}
            src={backendUrl(url)}
            alt={SOLVE.problem.image(i + 1)}
            className="max-h-96 max-w-full rounded-lg border border-gray-200 object-contain dark:border-gray-700"
          />
        ))}
        {problem.ocr_text ? (
          <details className="text-sm">
            <summary className="inline-flex min-h-8 cursor-pointer items-center font-medium text-gray-800 dark:text-gray-200">
              {SOLVE.problem.ocr}
            </summary>
            <p className="mt-1 whitespace-pre-wrap text-gray-700 dark:text-gray-300">{problem.ocr_text}</p>
          </details>
        ) : null}
      </section>

      {latest ? (
        <section aria-labelledby="answer-title" className="space-y-4">
          <h2 id="answer-title" className="sr-only">
            {SOLVE.task.result}
          </h2>
          {isActive(latest.status) ? (
            <LiveStatus
              key={latest.task_id}
              task={{ taskId: latest.task_id, status: latest.status, stage: latest.stage, progress: latest.progress }}
              onSettled={() => actor.send({ type: 'problem.revalidate' })}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={latest.status} />
            </div>
          )}
          <SolutionView task={latest} headingLevel={3} />
          {isOwner ? <TaskActions actor={actor} task={latest} /> : null}
        </section>
      ) : null}

      {isOwner ? <SharingPanel problemId={problem.id} /> : null}
      {isOwner ? <Attempts tasks={problem.tasks} current={latest?.task_id ?? ''} /> : null}
    </article>
  );
}

/**
 * Problem detail (/problem/:id): the problem, its solution with math, live status, attempts and task actions;
 * for others (visitors too) a problem shared in explore, its solution only.
 */
export default function ProblemScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { isLoggedIn, status } = useSession();
  if (status === 'restoring') return <Loading />;
  // Visitors open problems shared in explore; logging in or out loads the page again.
  return <ProblemDetailView key={`${id}:${isLoggedIn}`} problemId={id} visitor={!isLoggedIn} />;
}

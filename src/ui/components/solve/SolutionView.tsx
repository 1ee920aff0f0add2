import { useRef } from 'react';
import type { Task } from '../../../../contract/tasks';
import { SOLVE } from '../../../text/solve';
import { lazyRoute } from '../../lazy-route';
import { RenderedHtml } from './RenderedHtml';
import { VerificationBadge } from './VerificationBadge';

// The player, its chapters and the step links load only with a video (the problem page's first screen stays small).
const LessonVideo = lazyRoute(() => import('../video/LessonVideo'), null);

/** A task's result: the worked solution, the final answer in its own box, the check, and the video. */
export function SolutionView({ task, headingLevel = 2 }: { task: Task; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const hasResult = Boolean(task.result_markdown || task.final_answer);
  const solutionRef = useRef<HTMLElement>(null);
  return (
    <div className="space-y-4">
      {task.final_answer ? (
        <section
          aria-labelledby={`answer-${task.task_id}`}
          className="rounded-xl border-2 border-green-600 bg-green-50 p-4 dark:border-green-500 dark:bg-green-950"
          data-testid="final-answer"
        >
          <H id={`answer-${task.task_id}`} className="text-sm font-semibold text-green-900 dark:text-green-100">
            {SOLVE.problem.finalAnswer}
          </H>
          <RenderedHtml
            html={task.final_answer_html}
            markdown={task.final_answer}
            className="mt-1 text-lg font-medium text-gray-900 dark:text-gray-50"
          />
        </section>
      ) : null}
      {task.verification ? <VerificationBadge verification={task.verification} /> : null}
      {task.result_markdown ? (
        <section ref={solutionRef} aria-labelledby={`solution-${task.task_id}`} className="space-y-1">
          <H id={`solution-${task.task_id}`} className="text-lg font-semibold">
            {SOLVE.problem.solution}
          </H>
          <RenderedHtml html={task.result_html} markdown={task.result_markdown} className="text-gray-900 dark:text-gray-100" />
        </section>
      ) : null}
      {task.video_url ? (
        <section id="video" aria-labelledby={`video-${task.task_id}`} className="scroll-mt-20 space-y-2">
          <H id={`video-${task.task_id}`} className="text-lg font-semibold">
            {SOLVE.problem.video}
          </H>
          <LessonVideo url={task.video_url} video={task.video ?? null} stepsRoot={solutionRef} stepsKey={task.result_html} />
        </section>
      ) : null}
      {!hasResult && task.status !== 'failed' && task.status !== 'stopped' ? (
        <p className="text-gray-700 dark:text-gray-300">{SOLVE.problem.noSolution}</p>
      ) : null}
      {task.error && (task.status === 'failed' || task.status === 'stopped') ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {SOLVE.task.error}：{task.error}
        </p>
      ) : null}
    </div>
  );
}

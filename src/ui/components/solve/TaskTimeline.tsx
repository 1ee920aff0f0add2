import type { TaskEvent } from '../../../../contract/tasks';
import { relativeTime } from '../../../lib/relative-time';
import { stageLabel } from './displayMaps';
import { StatusBadge } from './StatusBadge';

/** The stages a task went through (task.events), oldest first. */
export function TaskTimeline({ events, labelledBy }: { events: TaskEvent[]; labelledBy: string }) {
  return (
    <ol
      aria-labelledby={labelledBy}
      className="relative space-y-3 border-l-2 border-gray-200 pl-4 dark:border-gray-700"
      data-testid="timeline"
    >
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full border-2 border-white bg-brand-600 dark:border-gray-950"
          />
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{stageLabel(e.stage)}</span>
            <StatusBadge status={e.status} still />
            <time dateTime={e.at} className="text-xs text-gray-600 dark:text-gray-400">
              {relativeTime(e.at)}
            </time>
          </div>
          {e.message ? <p className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">{e.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}

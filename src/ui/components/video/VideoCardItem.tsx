import { Link } from 'wouter';
import type { VideoCard } from '../../../../contract/videos';
import { backendUrl } from '../../../lib/backend-url';
import { relativeTime } from '../../../lib/relative-time';
import { clock, VIDEOS } from '../../../text/videos';
import { RenderedHtml } from '../solve/RenderedHtml';
import { SubjectBadge } from '../solve/SubjectBadges';

/** A problem with a finished video: its poster and duration, subject, and first lines; opens the problem page at the player. */
export function VideoCardItem({ card }: { card: VideoCard }) {
  return (
    <li
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900"
      data-testid="video-card"
      data-task-id={card.task_id}
    >
      <Link
        href={`/problem/${encodeURIComponent(card.problem_id)}#video`}
        className="block focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{VIDEOS.list.open(card.excerpt)}</span>
        <div className="relative aspect-video bg-gray-800">
          {card.poster_url ? (
            <img src={backendUrl(card.poster_url)} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <span className="flex h-full items-center justify-center text-sm text-gray-100">{VIDEOS.list.noPoster}</span>
          )}
          {card.duration_seconds ? (
            <span
              className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 font-mono text-xs text-white"
              data-testid="video-card-duration"
            >
              {clock(card.duration_seconds)}
            </span>
          ) : null}
        </div>
        <div className="space-y-2 p-3">
          <RenderedHtml html={card.problem_html} className="line-clamp-3 max-h-28 overflow-hidden text-gray-900 dark:text-gray-100" />
        </div>
      </Link>
      <div className="flex flex-wrap items-center gap-2 px-3 pb-3">
        <SubjectBadge subject={card.subject} />
        <time dateTime={card.created_at} className="text-sm text-gray-600 dark:text-gray-400">
          {relativeTime(card.created_at)}
        </time>
      </div>
    </li>
  );
}

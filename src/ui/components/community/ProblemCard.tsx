import { Link } from 'wouter';
import type { EngagementStatus, ProblemCard as Card } from '../../../../contract/community';
import { backendUrl } from '../../../lib/backend-url';
import { relativeTime } from '../../../lib/relative-time';
import { COMMUNITY } from '../../../text/community';
import { Avatar } from '../Avatar';
import { Badge } from '../solve/Badge';
import { RenderedHtml } from '../solve/RenderedHtml';
import { ProblemTypeBadge, SubjectBadge } from '../solve/SubjectBadges';
import { EngagementButton } from './EngagementButton';

/**
 * A problem in explore, likes or favorites: its first lines with the server's math (clamped, never
 * typeset here), badges, when it was asked and by whom as the asker chose, and the like and favorite
 * buttons. `status` is mine when known (the page's batch call); otherwise the card's counts.
 */
export function ProblemCard({ card, status }: { card: Card; status: EngagementStatus | undefined }) {
  const titleId = `card-${card.id}`;
  return (
    <li
      className="relative space-y-3 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
      data-testid="problem-card"
      data-problem-id={card.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SubjectBadge subject={card.subject} />
        <ProblemTypeBadge type={card.problem_type} />
        {card.has_video ? (
          <Badge tone="info" icon="play" testId="video-mark">
            {COMMUNITY.card.video}
          </Badge>
        ) : null}
        <time dateTime={card.created_at} className="text-sm text-gray-600 dark:text-gray-400">
          {relativeTime(card.created_at)}
        </time>
      </div>
      <Link
        href={`/problem/${encodeURIComponent(card.id)}`}
        className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span id={titleId} className="sr-only">
          {card.excerpt}
        </span>
        <RenderedHtml html={card.problem_html} className="line-clamp-4 max-h-40 overflow-hidden text-gray-900 dark:text-gray-100" />
        <span className="mt-1 inline-block text-sm font-medium text-brand-700 dark:text-blue-300">{COMMUNITY.card.open}</span>
      </Link>
      {card.image_urls.length > 0 ? (
        <div className="flex gap-2 overflow-x-auto">
          {card.image_urls.map((url, i) => (
            <img
              key={url}
              src={backendUrl(url)}
              alt={COMMUNITY.card.photo(i + 1)}
              loading="lazy"
              className="h-20 w-auto rounded-lg border border-gray-200 object-cover dark:border-gray-700"
            />
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300" data-testid="asker">
          {card.asker ? (
            <>
              <Avatar src={card.asker.avatar_path} username={card.asker.username} size={24} decorative />
              <span className="truncate">{COMMUNITY.card.askedBy(card.asker.username)}</span>
            </>
          ) : (
            COMMUNITY.card.anonymous
          )}
        </span>
        <span className="ml-auto flex items-center">
          <EngagementButton problemId={card.id} kind="like" on={status?.liked ?? false} count={status?.like_count ?? card.like_count} />
          <EngagementButton
            problemId={card.id}
            kind="favorite"
            on={status?.favorited ?? false}
            count={status?.favorite_count ?? card.favorite_count}
          />
        </span>
      </div>
    </li>
  );
}

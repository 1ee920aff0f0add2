import type { VideoChapter } from '../../../../contract/videos';
import { VIDEOS } from '../../../text/videos';

const chapterTitle = (c: VideoChapter) => c.title || (c.kind === 'step' ? '' : VIDEOS.player.chapterKinds[c.kind]);

/** The video's chapters; choosing one seeks the video to it. The one playing is marked. */
export function ChapterList({
  chapters,
  current,
  onChoose,
}: {
  chapters: VideoChapter[];
  current: number;
  onChoose: (index: number) => void;
}) {
  return (
    <nav aria-label={VIDEOS.player.chapters}>
      <p className="mb-1 text-sm font-semibold text-gray-800 dark:text-gray-200">{VIDEOS.player.chapters}</p>
      <ol
        className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
        data-testid="chapter-list"
      >
        {chapters.map((c, i) => (
          <li key={`${c.start_seconds}-${i}`}>
            <button
              type="button"
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onChoose(i)}
              className="flex min-h-10 w-full items-baseline gap-3 px-3 py-2 text-left text-sm text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 aria-[current=true]:bg-amber-100 aria-[current=true]:font-semibold dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-[current=true]:bg-amber-950"
            >
              <span className="shrink-0 font-mono tabular-nums text-gray-700 dark:text-gray-300">
                {VIDEOS.player.chapterTime(c.start_seconds)}
              </span>
              <span className="min-w-0 break-words">{chapterTitle(c)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

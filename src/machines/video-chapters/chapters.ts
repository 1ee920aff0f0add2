import type { VideoChapter } from '../../../contract/videos';

/** The chapter playing at `seconds`: the last one started by then (-1 before the first, or with none). */
export function chapterAt(chapters: readonly VideoChapter[], seconds: number): number {
  let found = -1;
  for (let i = 0; i < chapters.length; i++) if (chapters[i].start_seconds <= seconds) found = i;
  return found;
}

/** The chapter of a written step (data-step), -1 when the video has none for it. */
export const chapterOfStep = (chapters: readonly VideoChapter[], step: number): number =>
  chapters.findIndex((c) => c.kind === 'step' && c.step === step);

/**
 * Where a seek to a chapter lands: a little after its start, so that a time rounded by the decoder
 * is still inside it and not at the end of the chapter before.
 */
export const seekTarget = (chapter: VideoChapter): number =>
  Math.min(chapter.start_seconds + 0.05, (chapter.start_seconds + chapter.end_seconds) / 2);

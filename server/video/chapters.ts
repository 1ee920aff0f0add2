import type { VideoChapter } from '../../contract/videos';
import type { Scene } from './scenes';

/**
 * One chapter for the title, one per solution step (however many slides the step takes), one for
 * the answer. Slides that are no step (the introduction, the "其余步骤" slide) belong to the chapter
 * before them.
 */
export function chaptersOf(scenes: Scene[], times: { start: number; end: number }[]): VideoChapter[] {
  const chapters: VideoChapter[] = [];
  scenes.forEach((scene, i) => {
    const last = chapters[chapters.length - 1];
    const opensStep = scene.kind === 'step' && scene.step !== null && !(last?.kind === 'step' && last.step === scene.step);
    if (!last || scene.kind === 'answer' || opensStep) {
      chapters.push({
        kind: scene.kind,
        step: scene.kind === 'step' ? scene.step : null,
        title: scene.chapterTitle,
        start_seconds: round(times[i].start),
        end_seconds: round(times[i].end),
      });
    } else last.end_seconds = round(times[i].end);
  });
  return chapters;
}

const round = (s: number): number => Math.round(s * 1000) / 1000;

const escapeMeta = (text: string): string => text.replace(/[=;#\\\n]/g, (c) => (c === '\n' ? ' ' : `\\${c}`));

/** ffmpeg's metadata file with the chapters, read with -map_chapters (ffprobe -show_chapters lists them). */
export function ffmetadata(chapters: VideoChapter[]): string {
  const blocks = chapters.map((c) =>
    [
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(c.start_seconds * 1000)}`,
      `END=${Math.round(c.end_seconds * 1000)}`,
      `title=${escapeMeta(c.title)}`,
    ].join('\n'),
  );
  return `;FFMETADATA1\n${blocks.join('\n')}\n`;
}

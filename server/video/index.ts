import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONCAT_LISTS, encodeVideo, PRESETS } from './encode';
import { VideoError } from './errors';
import { probeDuration } from './ffmpeg';
import { synthesizeNarration } from './narration';
import { buildScenes, type Scene } from './scenes';
import { renderSlides } from './slides';

export { VideoError } from './errors';
export { buildScenes } from './scenes';
export type { Scene, SceneLine } from './scenes';

export interface RenderVideoInput {
  title: string;
  markdown: string;
  finalAnswer: string;
  /** An existing directory for this job only; the MP4 is written there as solution.mp4. */
  outDir: string;
  /** Faster: 854×480 at 5 fps and the fastest x264 preset. */
  turbo?: boolean;
  signal?: AbortSignal;
}

export interface RenderedVideo {
  videoPath: string;
  durationSeconds: number;
  bytes: number;
}

export const VIDEO_FILE_NAME = 'solution.mp4';

const name = (prefix: string, index: number, ext: string) => `${prefix}-${String(index).padStart(2, '0')}.${ext}`;

/** Waits for every task; on the first failure aborts the others, and rethrows that first failure. */
async function allOrStop(controller: AbortController, tasks: Promise<unknown>[]): Promise<void> {
  let first: { error: unknown } | null = null;
  await Promise.all(
    tasks.map((task) =>
      task.catch((error: unknown) => {
        first ??= { error };
        controller.abort(error);
      }),
    ),
  );
  if (first) throw (first as { error: unknown }).error;
}

/**
 * Solution Markdown → scenes → PNG slides (MathJax + resvg) and WAV narration (espeak-ng)
 * → MP4 (ffmpeg). Only the MP4 is left in outDir. An abort kills the child processes and rejects
 * with the signal's reason; any other failure rejects with a VideoError.
 */
export async function renderSolutionVideo(input: RenderVideoInput): Promise<RenderedVideo> {
  const { outDir, signal } = input;
  signal?.throwIfAborted();
  const preset = input.turbo ? PRESETS.turbo : PRESETS.normal;
  let scenes: Scene[];
  try {
    scenes = buildScenes(input);
  } catch (err) {
    throw new VideoError('讲解视频生成失败：解答内容无法转换为视频', { cause: err });
  }
  const slides = scenes.map((_, i) => name('slide', i, 'png'));
  const narrations = scenes.map((_, i) => name('narration', i, 'wav'));
  const videoPath = path.join(outDir, VIDEO_FILE_NAME);
  const temporary = [...slides, ...narrations].map((f) => path.join(outDir, f));
  let succeeded = false;
  // Stops the sibling stage when one fails, as well as on the caller's abort.
  const stages = new AbortController();
  const stopStages = () => stages.abort(signal?.reason);
  signal?.addEventListener('abort', stopStages, { once: true });
  try {
    // espeak-ng runs in its own process while the slides render here.
    const narration = synthesizeNarration(
      scenes.map((s) => s.narration),
      narrations.map((f) => path.join(outDir, f)),
      stages.signal,
    );
    const rendering = renderSlides(
      scenes,
      slides.map((f) => path.join(outDir, f)),
      preset.width,
      stages.signal,
    );
    await allOrStop(stages, [narration, rendering]);
    const seconds = await narration;
    await encodeVideo({ dir: outDir, slides, narrations, seconds, output: videoPath, preset, signal: stages.signal });
    const durationSeconds = await probeDuration(videoPath, stages.signal);
    const { size } = await stat(videoPath);
    succeeded = true;
    return { videoPath, durationSeconds, bytes: size };
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw new VideoError('讲解视频生成失败，请稍后重试', { cause: err });
  } finally {
    signal?.removeEventListener('abort', stopStages);
    temporary.push(...CONCAT_LISTS.map((f) => path.join(outDir, f)));
    if (!succeeded) temporary.push(videoPath);
    await Promise.all(temporary.map((f) => rm(f, { force: true })));
  }
}

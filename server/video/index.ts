import { copyFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DebugFileTag, VideoChapter } from '../../contract/videos';
import { chaptersOf, ffmetadata } from './chapters';
import { encodeVideo, FRAME_LIST, PRESETS } from './encode';
import { VideoError } from './errors';
import { espeakEngine } from './espeak';
import { probeDuration } from './ffmpeg';
import { RenderLog } from './render-log';
import { buildScenes, type Scene } from './scenes';
import { sceneSlides } from './slide-svg';
import { renderSceneFrames } from './slides';
import { type SpeechEngine, withFallback } from './speech';
import { webVtt } from './subtitles';
import { narrate, type Timeline } from './timeline';
import { encodeWav } from './wav';

export { VideoError } from './errors';
export { espeakEngine } from './espeak';
export { buildScenes } from './scenes';
export type { Scene, SceneLine } from './scenes';
export type { SpeechEngine } from './speech';
export { httpSpeechEngine } from './speech-http';

export interface RenderVideoInput {
  title: string;
  markdown: string;
  finalAnswer: string;
  /** An existing directory for this job only; the MP4 and the debug files are written there. */
  outDir: string;
  /** Faster: 854×480 at 5 fps and the fastest x264 preset. */
  turbo?: boolean;
  signal?: AbortSignal;
  /** The voice; espeak-ng when not given. Any other engine falls back to espeak-ng when it fails. */
  speech?: SpeechEngine;
  /** Hears when the configured voice failed and espeak-ng spoke instead. */
  onSpeechFallback?: (err: unknown) => void;
}

export interface RenderedVideo {
  videoPath: string;
  durationSeconds: number;
  bytes: number;
  posterPath: string;
  subtitlesPath: string;
  chapters: VideoChapter[];
  artifacts: { tag: DebugFileTag; path: string }[];
  stages: { name: string; ms: number }[];
}

export const VIDEO_FILE_NAME = 'solution.mp4';
export const FILES = {
  poster: 'poster.png',
  subtitles: 'subtitles.vtt',
  audio: 'narration.wav',
  script: 'script.json',
  log: 'render-log.txt',
  chapters: 'chapters.ffmeta',
} as const;

const frameName = (scene: number, beat: number) => `slide-${String(scene).padStart(2, '0')}-${String(beat).padStart(2, '0')}.png`;

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

/** The frames of the video: one per beat of a scene that reveals its lines, one for any other scene. */
function framesOf(scenes: Scene[]): { scene: number; beat: number; file: string }[] {
  return scenes.flatMap((scene, s) =>
    (scene.reveal ? scene.beats : scene.beats.slice(0, 1)).map((_, b) => ({ scene: s, beat: b, file: frameName(s, b) })),
  );
}

function frameSeconds(frames: { scene: number; beat: number }[], scenes: Scene[], timeline: Timeline): number[] {
  return frames.map(({ scene, beat }) => {
    const times = timeline.scenes[scene];
    const start = scenes[scene].reveal ? times.beats[beat] : times.start;
    const next = scenes[scene].reveal && beat + 1 < times.beats.length ? times.beats[beat + 1] : times.end;
    return next - start;
  });
}

function script(scenes: Scene[], timeline: Timeline, chapters: VideoChapter[], voice: string) {
  return {
    voice,
    seconds: timeline.seconds,
    chapters,
    scenes: scenes.map((scene, i) => ({
      kind: scene.kind,
      step: scene.step,
      heading: scene.heading,
      lines: scene.lines,
      start: timeline.scenes[i].start,
      end: timeline.scenes[i].end,
      beats: scene.beats.map((b, k) => ({ ...b, start: timeline.scenes[i].beats[k] })),
    })),
    phrases: timeline.phrases,
  };
}

/**
 * Solution Markdown → scenes → slide frames (MathJax + resvg; a derivation's lines revealed beat by
 * beat) and narration (espeak-ng, or the configured speech service) → MP4 with chapters (ffmpeg),
 * plus poster, WebVTT subtitles and the debug files, all in outDir. An abort kills the child
 * processes, removes what was written and rejects with the signal's reason; any other failure does
 * the same and rejects with a VideoError.
 */
export async function renderSolutionVideo(input: RenderVideoInput): Promise<RenderedVideo> {
  const { outDir, signal } = input;
  signal?.throwIfAborted();
  const preset = input.turbo ? PRESETS.turbo : PRESETS.normal;
  const log = new RenderLog();
  const at = (file: string) => path.join(outDir, file);
  let scenes: Scene[];
  try {
    scenes = await log.stage('scenes', () => buildScenes(input));
  } catch (err) {
    throw new VideoError('讲解视频生成失败：解答内容无法转换为视频', { cause: err });
  }
  if (!scenes.some((s) => s.kind === 'step')) throw new VideoError('讲解视频生成失败：解答没有可讲解的步骤');
  const frames = framesOf(scenes);
  const written = [...frames.map((f) => f.file), ...Object.values(FILES), VIDEO_FILE_NAME, FRAME_LIST, 'espeak-all.wav'];
  const espeak = espeakEngine();
  let voice = input.speech?.name ?? espeak.name;
  const speech = input.speech
    ? withFallback(input.speech, espeak, (err) => {
        voice = `${espeak.name} (${input.speech?.name} failed)`;
        log.note(`speech: ${input.speech?.name} failed, espeak-ng spoke instead: ${err instanceof Error ? err.message : String(err)}`);
        input.onSpeechFallback?.(err);
      })
    : espeak;
  log.note(
    `voice: ${speech.name}; ${scenes.length} scenes, ${frames.length} frames, preset ${preset.width}x${preset.height} at ${preset.fps} fps`,
  );
  let succeeded = false;
  // Stops the sibling stage when one fails, as well as on the caller's abort.
  const stages = new AbortController();
  const stopStages = () => stages.abort(signal?.reason);
  signal?.addEventListener('abort', stopStages, { once: true });
  try {
    // The voice runs in its own process (or service) while the slides render here.
    const narration = log.stage('narration', () => narrate(scenes, speech, { dir: outDir, signal: stages.signal }));
    const slides = log.stage('slides', () =>
      renderSceneFrames(
        scenes.map((scene, s) =>
          sceneSlides(scene, s, scenes.length, scene.reveal ? scene.beats.map((b) => ({ first: b.first, end: b.end })) : []),
        ),
        scenes.map((_, s) => frames.filter((f) => f.scene === s).map((f) => at(f.file))),
        preset.width,
        stages.signal,
      ),
    );
    await allOrStop(stages, [narration, slides]);
    const timeline = await narration;
    const chapters = chaptersOf(
      scenes,
      timeline.scenes.map((t) => ({ start: t.start, end: t.end })),
    );
    await writeFile(at(FILES.audio), encodeWav(timeline.audio));
    await writeFile(at(FILES.subtitles), webVtt(timeline.phrases, timeline.seconds));
    await writeFile(at(FILES.chapters), ffmetadata(chapters));
    await writeFile(at(FILES.script), `${JSON.stringify(script(scenes, timeline, chapters, voice), null, 2)}\n`);
    await copyFile(at(frames[0].file), at(FILES.poster));
    const report = await log.stage('encode', () =>
      encodeVideo({
        dir: outDir,
        frames: frames.map((f) => f.file),
        seconds: frameSeconds(frames, scenes, timeline),
        audio: FILES.audio,
        metadata: FILES.chapters,
        output: at(VIDEO_FILE_NAME),
        preset,
        signal: stages.signal,
      }),
    );
    const durationSeconds = await log.stage('probe', () => probeDuration(at(VIDEO_FILE_NAME), stages.signal));
    log.note(
      `narration ${timeline.seconds.toFixed(3)} s, video ${durationSeconds.toFixed(3)} s, ${chapters.length} chapters, ${timeline.phrases.length} cues`,
    );
    await writeFile(at(FILES.log), log.text(report));
    const { size } = await stat(at(VIDEO_FILE_NAME));
    succeeded = true;
    return {
      videoPath: at(VIDEO_FILE_NAME),
      durationSeconds,
      bytes: size,
      posterPath: at(FILES.poster),
      subtitlesPath: at(FILES.subtitles),
      chapters,
      artifacts: [
        { tag: 'script', path: at(FILES.script) },
        ...frames.map((f) => ({ tag: 'slides' as const, path: at(f.file) })),
        { tag: 'audio', path: at(FILES.audio) },
        { tag: 'subtitles', path: at(FILES.subtitles) },
        { tag: 'video', path: at(VIDEO_FILE_NAME) },
        { tag: 'video', path: at(FILES.poster) },
        { tag: 'log', path: at(FILES.log) },
      ],
      stages: log.stages,
    };
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw new VideoError('讲解视频生成失败，请稍后重试', { cause: err });
  } finally {
    signal?.removeEventListener('abort', stopStages);
    // Only what the caller gets is kept: the working files always go, everything on failure.
    const keep = new Set(
      succeeded ? [...frames.map((f) => f.file), FILES.poster, FILES.subtitles, FILES.audio, FILES.script, FILES.log, VIDEO_FILE_NAME] : [],
    );
    await Promise.all(written.filter((f) => !keep.has(f)).map((f) => rm(at(f), { force: true })));
  }
}

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './ffmpeg';

export interface EncodePreset {
  width: number;
  height: number;
  fps: number;
  x264Preset: string;
  crf: number;
}

/** Slides are still images: a low frame rate costs nothing in quality and keeps encoding fast. */
export const PRESETS = {
  normal: { width: 1280, height: 720, fps: 10, x264Preset: 'veryfast', crf: 24 },
  turbo: { width: 854, height: 480, fps: 5, x264Preset: 'ultrafast', crf: 28 },
} satisfies Record<string, EncodePreset>;

export interface EncodeInput {
  dir: string;
  /** File names inside dir, one slide and one narration per scene. */
  slides: string[];
  narrations: string[];
  seconds: number[];
  output: string;
  preset: EncodePreset;
  signal?: AbortSignal;
}

export const CONCAT_LISTS = ['slides.ffconcat', 'narration.ffconcat'] as const;

/** Names only (no directories, no quotes): the concat demuxer's safe mode accepts them. */
const entry = (name: string): string => `file '${path.basename(name)}'`;

/** Writes the two concat lists and encodes H.264 + AAC MP4 with the index up front (+faststart). */
export async function encodeVideo(input: EncodeInput): Promise<void> {
  const [slideList, audioList] = CONCAT_LISTS.map((name) => path.join(input.dir, name));
  const slideLines = input.slides.flatMap((name, i) => [entry(name), `duration ${input.seconds[i].toFixed(3)}`]);
  // The concat demuxer ignores the last duration unless the last file is listed once more.
  slideLines.push(entry(input.slides[input.slides.length - 1]));
  await writeFile(slideList, `ffconcat version 1.0\n${slideLines.join('\n')}\n`);
  await writeFile(audioList, `ffconcat version 1.0\n${input.narrations.map(entry).join('\n')}\n`);
  const total = input.seconds.reduce((a, b) => a + b, 0);
  const { width, height, fps, x264Preset, crf } = input.preset;
  await runFfmpeg(
    [
      '-y',
      '-f',
      'concat',
      '-i',
      slideList,
      '-f',
      'concat',
      '-i',
      audioList,
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-vf',
      `fps=${fps},scale=${width}:${height},format=yuv420p`,
      '-c:v',
      'libx264',
      '-preset',
      x264Preset,
      '-tune',
      'stillimage',
      '-crf',
      String(crf),
      '-g',
      String(fps * 10),
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-ac',
      '1',
      '-t',
      total.toFixed(3),
      '-movflags',
      '+faststart',
      input.output,
    ],
    { signal: input.signal, timeoutMs: 60_000 + total * 2_000 },
  );
}

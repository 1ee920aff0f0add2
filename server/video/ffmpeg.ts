import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { runProgram } from './child-process';

/** The GPL-3.0 ffmpeg binary shipped inside @ffmpeg-installer/<platform>, always run as its own process. */
export const ffmpegPath = (): string => ffmpegInstaller.path;

/** Runs ffmpeg; with `report`, at info level without progress lines, and resolves with what it printed. */
export function runFfmpeg(args: string[], opts: { signal?: AbortSignal; timeoutMs: number; report?: boolean }): Promise<string> {
  const level = opts.report ? ['-loglevel', 'info', '-nostats'] : ['-loglevel', 'error'];
  return runProgram(ffmpegPath(), ['-hide_banner', '-nostdin', ...level, ...args], opts).then((r) => r.stderr);
}

/** Duration of a media file from the "Duration: 00:00:12.34" line that `ffmpeg -i` prints. */
export async function probeDuration(file: string, signal?: AbortSignal): Promise<number> {
  // Without an output file ffmpeg exits with 1 after printing the input's header.
  const { stderr } = await runProgram(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file], {
    signal,
    timeoutMs: 30_000,
    okExitCodes: [0, 1],
  });
  const m = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!m) throw new Error(`no duration in ffmpeg output for ${file}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

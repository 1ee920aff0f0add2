import ffprobe from '@ffprobe-installer/ffprobe';
import { runProgram } from '../../server/video/child-process';

export interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string; sample_rate?: string }[];
  chapters: { start_time: string; end_time: string; tags?: { title?: string } }[];
  format: { duration: string; format_name: string };
}

/** What ffprobe reads from a media file: streams, chapters and container. */
export async function probe(file: string): Promise<Probe> {
  const { stdout } = await runProgram(
    ffprobe.path,
    ['-v', 'error', '-show_streams', '-show_chapters', '-show_format', '-of', 'json', file],
    {
      timeoutMs: 30_000,
    },
  );
  return JSON.parse(stdout) as Probe;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string): number => {
  const [h, m, s] = stamp.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** The cues of a WebVTT file (what a browser's track would show). */
export function parseVtt(vtt: string): Cue[] {
  if (!vtt.startsWith('WEBVTT')) throw new Error('not WebVTT');
  return vtt
    .split(/\n\n+/)
    .slice(1)
    .filter((block) => block.includes('-->'))
    .map((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((l) => l.includes('-->'));
      const [from, to] = lines[timing].split('-->').map((s) => s.trim());
      return {
        start: seconds(from),
        end: seconds(to),
        text: lines
          .slice(timing + 1)
          .join('\n')
          .trim(),
      };
    });
}

/** Stretches of a 16-bit mono WAV that are not silent (speech), in seconds. */
export function loudSpans(wav: Buffer, minSeconds = 0.05): [number, number][] {
  const rate = wav.readUInt32LE(24);
  const data = wav.subarray(44);
  const spans: [number, number][] = [];
  let start = -1;
  let lastLoud = -1;
  const gap = Math.round(0.1 * rate);
  for (let i = 0; i < data.length / 2; i++) {
    if (Math.abs(data.readInt16LE(i * 2)) >= 200) {
      if (start < 0) start = i;
      lastLoud = i;
    } else if (start >= 0 && i - lastLoud > gap) {
      if ((lastLoud - start) / rate >= minSeconds) spans.push([start / rate, lastLoud / rate]);
      start = -1;
    }
  }
  if (start >= 0 && (lastLoud - start) / rate >= minSeconds) spans.push([start / rate, lastLoud / rate]);
  return spans;
}

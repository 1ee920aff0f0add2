/** PCM WAV: just enough to measure espeak-ng's output and pad it with silence. */
export interface Wav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  data: Buffer;
}

export function parseWav(buf: Buffer): Wav {
  if (buf.length < 12 || buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let fmt: Omit<Wav, 'data'> | null = null;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('latin1', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (buf.readUInt16LE(body) !== 1) throw new Error('WAV is not PCM');
      fmt = { channels: buf.readUInt16LE(body + 2), sampleRate: buf.readUInt32LE(body + 4), bitsPerSample: buf.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data before format');
      // A writer that never patched the header leaves a huge size: the file's end is the truth.
      return { ...fmt, data: buf.subarray(body, Math.min(buf.length, body + size)) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data');
}

const bytesPerSecond = (w: Omit<Wav, 'data'>): number => w.sampleRate * w.channels * (w.bitsPerSample / 8);

export const wavSeconds = (w: Wav): number => w.data.length / bytesPerSecond(w);

/** Silence before and after the speech, and at least minSeconds in all. */
export function padWav(w: Wav, leadSeconds: number, tailSeconds: number, minSeconds: number): Wav {
  const frame = w.channels * (w.bitsPerSample / 8);
  const frames = (seconds: number) => Math.round(seconds * w.sampleRate) * frame;
  const lead = frames(leadSeconds);
  const tail = Math.max(frames(tailSeconds), frames(minSeconds) - lead - w.data.length);
  return { ...w, data: Buffer.concat([Buffer.alloc(lead), w.data, Buffer.alloc(tail)]) };
}

export function encodeWav(w: Wav): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + w.data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(w.channels, 22);
  header.writeUInt32LE(w.sampleRate, 24);
  header.writeUInt32LE(bytesPerSecond(w), 28);
  header.writeUInt16LE(w.channels * (w.bitsPerSample / 8), 32);
  header.writeUInt16LE(w.bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(w.data.length, 40);
  return Buffer.concat([header, w.data]);
}

export const WAV_RATE = 22050;

/** Silence in the given format. */
export function silence(seconds: number, like: Omit<Wav, 'data'>): Wav {
  const frame = like.channels * (like.bitsPerSample / 8);
  return { ...like, data: Buffer.alloc(Math.max(0, Math.round(seconds * like.sampleRate)) * frame) };
}

/** 16-bit mono at the given rate (a speech service may answer 24 kHz or stereo); linear resampling is plenty for speech. */
export function toMono16(w: Wav, rate = WAV_RATE): Wav {
  if (w.bitsPerSample !== 16) throw new Error(`WAV has ${w.bitsPerSample}-bit samples, 16 expected`);
  const frames = Math.floor(w.data.length / (2 * w.channels));
  const mono = new Float64Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < w.channels; c++) sum += w.data.readInt16LE((i * w.channels + c) * 2);
    mono[i] = sum / w.channels;
  }
  const outFrames = Math.floor((frames * rate) / w.sampleRate);
  const out = Buffer.alloc(outFrames * 2);
  for (let i = 0; i < outFrames; i++) {
    const pos = (i * w.sampleRate) / rate;
    const j = Math.floor(pos);
    const a = mono[Math.min(j, frames - 1)] ?? 0;
    const b = mono[Math.min(j + 1, frames - 1)] ?? a;
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(a + (b - a) * (pos - j)))), i * 2);
  }
  return { sampleRate: rate, channels: 1, bitsPerSample: 16, data: out };
}

const QUIET = 96;
const isQuiet = (w: Wav, i: number): boolean => Math.abs(w.data.readInt16LE(i * 2)) < QUIET;

/** Quiet at both ends removed (a margin of 20 ms kept), so that pauses are the timeline's, not the voice's. */
export function trimSilence(w: Wav): Wav {
  const frames = w.data.length / 2;
  let start = 0;
  while (start < frames && isQuiet(w, start)) start++;
  let end = frames;
  while (end > start && isQuiet(w, end - 1)) end--;
  const margin = Math.round(0.02 * w.sampleRate);
  return { ...w, data: w.data.subarray(Math.max(0, start - margin) * 2, Math.min(frames, end + margin) * 2) };
}

/**
 * Cuts 16-bit mono speech at its `cuts` longest quiet runs of at least minSeconds (the breaks put
 * between phrases); throws when there are not exactly that many, so the caller can do it another way.
 */
export function splitAtPauses(w: Wav, cuts: number, minSeconds: number): Wav[] {
  const frames = w.data.length / 2;
  const min = minSeconds * w.sampleRate;
  const runs: [number, number][] = [];
  let runStart = -1;
  for (let i = 0; i <= frames; i++) {
    if (i < frames && isQuiet(w, i)) {
      if (runStart < 0) runStart = i;
    } else {
      if (runStart > 0 && i < frames && i - runStart >= min) runs.push([runStart, i]);
      runStart = -1;
    }
  }
  if (runs.length !== cuts) throw new Error(`expected ${cuts} pauses between phrases, found ${runs.length}`);
  const parts: Wav[] = [];
  let from = 0;
  for (const [a, b] of runs) {
    const mid = Math.round((a + b) / 2);
    parts.push({ ...w, data: w.data.subarray(from * 2, mid * 2) });
    from = mid;
  }
  parts.push({ ...w, data: w.data.subarray(from * 2) });
  return parts;
}

export function concatWavs(parts: Wav[], like: Omit<Wav, 'data'>): Wav {
  return { ...like, data: Buffer.concat(parts.map((p) => p.data)) };
}

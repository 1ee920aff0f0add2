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

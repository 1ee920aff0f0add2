// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeWav, padWav, parseWav, wavSeconds } from '../../server/video/wav';

const tone = (seconds: number) => ({
  sampleRate: 22050,
  channels: 1,
  bitsPerSample: 16,
  data: Buffer.alloc(Math.round(seconds * 22050) * 2, 1),
});

describe('wav', () => {
  it('round-trips through encode and parse and measures the duration', () => {
    const parsed = parseWav(encodeWav(tone(1.5)));
    expect(parsed).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(wavSeconds(parsed)).toBeCloseTo(1.5, 3);
  });

  it('pads speech with silence and to a minimum length', () => {
    expect(wavSeconds(padWav(tone(2), 0.3, 0.6, 1))).toBeCloseTo(2.9, 3);
    const short = padWav(tone(0.2), 0.3, 0.6, 2.5);
    expect(wavSeconds(short)).toBeCloseTo(2.5, 3);
    expect(short.data.subarray(0, 0.3 * 22050 * 2).every((b) => b === 0)).toBe(true);
  });

  it('trusts the end of the file when the data size was never patched', () => {
    const buf = encodeWav(tone(1));
    buf.writeUInt32LE(0x7fffffff, 40);
    expect(wavSeconds(parseWav(buf))).toBeCloseTo(1, 3);
  });

  it('rejects data that is not a PCM WAV', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all'))).toThrow(/not a WAV/);
  });
});

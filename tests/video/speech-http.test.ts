// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSolutionVideo } from '../../server/video/index';
import { httpSpeechEngine } from '../../server/video/speech-http';
import { encodeWav, type Wav, wavSeconds } from '../../server/video/wav';
import { parseVtt, probe } from './probe';

/** A real WAV: a 24 kHz stereo tone, 0.08 s per character of the input (a service's format, not espeak's). */
function toneWav(input: string): Buffer {
  const rate = 24_000;
  const frames = Math.round(Math.max(0.3, [...input].length * 0.08) * rate);
  const data = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
    data.writeInt16LE(v, i * 4);
    data.writeInt16LE(v, i * 4 + 2);
  }
  return encodeWav({ sampleRate: rate, channels: 2, bitsPerSample: 16, data } satisfies Wav);
}

interface Heard {
  auth: string | undefined;
  body: { model: string; voice: string; input: string; response_format: string };
}

/** Speaks the OpenAI /audio/speech protocol on a loopback port; `failing` answers 500 instead. */
async function speechServer(failing = false): Promise<{ server: Server; baseUrl: string; heard: Heard[] }> {
  const heard: Heard[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      heard.push({ auth: req.headers.authorization, body });
      if (failing) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (body.response_format !== 'wav') {
        res.writeHead(400).end('wav only in this test');
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(body.input));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, heard };
}

const solution = {
  title: '解方程 $2x=6$',
  markdown: '1. 两边同除以 2：$x=\\frac{6}{2}$\n2. 计算得 $x=3$',
  finalAnswer: '$x=3$',
};
const options = { apiKey: 'test-key', model: 'tts-test', voice: 'alloy', timeoutMs: 10_000 };

describe('OpenAI-compatible speech service', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zhijian-speech-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('asks for WAV, one request per phrase, with the key and the configured model and voice', async () => {
    const { server, baseUrl, heard } = await speechServer();
    try {
      const engine = httpSpeechEngine({ ...options, baseUrl });
      const wavs = await engine.synthesize(['我们来看这道题。', 'x 等于 3。'], { dir: root });
      expect(heard.map((h) => h.body)).toEqual([
        { model: 'tts-test', voice: 'alloy', input: '我们来看这道题。', response_format: 'wav' },
        { model: 'tts-test', voice: 'alloy', input: 'x 等于 3。', response_format: 'wav' },
      ]);
      expect(heard.every((h) => h.auth === 'Bearer test-key')).toBe(true);
      expect(wavs.map((w) => w.sampleRate)).toEqual([24_000, 24_000]);
      expect(wavSeconds(wavs[0])).toBeCloseTo(0.64, 2);
    } finally {
      server.close();
    }
  });

  it('narrates a video with the service: every subtitle cue is a phrase it spoke', async () => {
    const { server, baseUrl, heard } = await speechServer();
    const outDir = await mkdtemp(path.join(root, 'video-'));
    try {
      const video = await renderSolutionVideo({ ...solution, outDir, turbo: true, speech: httpSpeechEngine({ ...options, baseUrl }) });
      const cues = parseVtt(await readFile(video.subtitlesPath, 'utf8'));
      // Up to three requests are in flight at once, so they may arrive in any order.
      expect(heard.map((h) => h.body.input).sort()).toEqual(cues.map((c) => c.text).sort());
      // The tones are 0.08 s a character: the narration holds them all, plus pauses.
      const toneSeconds = cues.reduce((sum, c) => sum + Math.max(0.3, [...c.text].length * 0.08), 0);
      const narration = Number((await probe(path.join(outDir, 'narration.wav'))).format.duration);
      expect(narration).toBeGreaterThan(toneSeconds);
      expect(Math.abs(video.durationSeconds - narration)).toBeLessThan(0.5);
      for (const [i, cue] of cues.entries())
        expect(cue.end - cue.start).toBeGreaterThanOrEqual(Math.max(0.3, [...cues[i].text].length * 0.08) - 0.05);
      const script = JSON.parse(await readFile(path.join(outDir, 'script.json'), 'utf8'));
      expect(script.voice).toBe('tts-test (alloy)');
    } finally {
      server.close();
    }
  }, 120_000);

  it('falls back to espeak-ng when the service fails, and says so', async () => {
    const { server, baseUrl, heard } = await speechServer(true);
    const outDir = await mkdtemp(path.join(root, 'fallback-'));
    const failures: unknown[] = [];
    try {
      const video = await renderSolutionVideo({
        ...solution,
        outDir,
        turbo: true,
        speech: httpSpeechEngine({ ...options, baseUrl }),
        onSpeechFallback: (err) => failures.push(err),
      });
      expect(heard.length).toBeGreaterThan(0);
      expect(failures).toHaveLength(1);
      expect(String(failures[0])).toContain('500');
      expect(await readFile(path.join(outDir, 'render-log.txt'), 'utf8')).toMatch(/espeak-ng spoke instead: speech service answered 500/);
      expect(JSON.parse(await readFile(path.join(outDir, 'script.json'), 'utf8')).voice).toBe('espeak-ng (tts-test (alloy) failed)');
      expect(video.durationSeconds).toBeGreaterThan(5);
    } finally {
      server.close();
    }
  }, 120_000);
});

// @vitest-environment node
import { mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProgram } from '../../server/video/child-process';
import { ffmpegPath, probeDuration, runFfmpeg } from '../../server/video/ffmpeg';
import { renderSolutionVideo } from '../../server/video/index';
import { synthesizeNarration } from '../../server/video/narration';
import { buildScenes } from '../../server/video/scenes';

const solution = {
  title: '解方程 $x^2-5x+6=0$',
  markdown: [
    '## 第一步：因式分解',
    '$$x^2-5x+6=(x-2)(x-3)$$',
    '',
    '## 第二步：令每个因式为零',
    '$x-2=0$ 或 $x-3=0$',
    '',
    '## 第三步：求解',
    '得 $x_1=2$，$x_2=3$。',
  ].join('\n'),
  finalAnswer: '$x_1 = 2,\\ x_2 = 3$',
};

async function firstBytes(file: string, n: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    await handle.read(buf, 0, n, 0);
    return buf;
  } finally {
    await handle.close();
  }
}

describe('renderSolutionVideo', () => {
  let root: string;
  const newDir = async (name: string) => {
    const dir = path.join(root, name);
    await mkdir(dir);
    return dir;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zhijian-video-test-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('renders a 3-step solution to an MP4 as long as its narration, leaving only the MP4', async () => {
    const outDir = await newDir('normal');
    const started = performance.now();
    const video = await renderSolutionVideo({ ...solution, outDir });
    const ms = Math.round(performance.now() - started);
    console.info(`video: ${ms} ms, ${video.durationSeconds} s, ${video.bytes} bytes`);

    expect(video.videoPath).toBe(path.join(outDir, 'solution.mp4'));
    expect(await readdir(outDir)).toEqual(['solution.mp4']);
    const head = await firstBytes(video.videoPath, 12);
    expect(head.toString('latin1', 4, 8)).toBe('ftyp');
    expect(video.bytes).toBeGreaterThan(20_000);

    // The same narration again, measured on its own: the video must be as long as the speech.
    const scenes = buildScenes(solution);
    const narrationDir = await newDir('narration');
    const seconds = await synthesizeNarration(
      scenes.map((s) => s.narration),
      scenes.map((_, i) => path.join(narrationDir, `n${i}.wav`)),
    );
    const speech = seconds.reduce((a, b) => a + b, 0);
    expect(seconds).toHaveLength(5);
    for (const s of seconds) expect(s).toBeGreaterThanOrEqual(2.5);
    expect(video.durationSeconds).toBeGreaterThan(0);
    expect(Math.abs(video.durationSeconds - speech)).toBeLessThan(0.5);
    expect(await probeDuration(video.videoPath)).toBe(video.durationSeconds);
  }, 120_000);

  it('renders faster and smaller-framed in turbo mode', async () => {
    const outDir = await newDir('turbo');
    const started = performance.now();
    const video = await renderSolutionVideo({ ...solution, outDir, turbo: true });
    console.info(`turbo video: ${Math.round(performance.now() - started)} ms, ${video.durationSeconds} s, ${video.bytes} bytes`);
    expect((await firstBytes(video.videoPath, 8)).toString('latin1', 4, 8)).toBe('ftyp');
    expect(video.durationSeconds).toBeGreaterThan(10);
    const { stderr } = await runProgram(ffmpegPath(), ['-hide_banner', '-i', video.videoPath], { timeoutMs: 30_000, okExitCodes: [1] });
    expect(stderr).toMatch(/Video: h264.*yuv420p.*854x480/);
    expect(stderr).toMatch(/Audio: aac/);
  }, 120_000);

  it('stops when aborted: rejects quickly and leaves nothing behind', async () => {
    const outDir = await newDir('aborted');
    const controller = new AbortController();
    const started = performance.now();
    const pending = renderSolutionVideo({ ...solution, outDir, signal: controller.signal });
    setTimeout(() => controller.abort(), 150);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await readdir(outDir)).toEqual([]);
    await expect(renderSolutionVideo({ ...solution, outDir, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  }, 60_000);

  it('kills a running ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    // Reads a 60 s test tone in real time: it only ends early if it is killed.
    const pending = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'sine=duration=60', '-f', 'null', '-'], {
      signal: controller.signal,
      timeoutMs: 90_000,
    });
    const started = performance.now();
    setTimeout(() => controller.abort(), 300);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);
});

describe('renderSolutionVideo failures', () => {
  it('reports a failure as a VideoError with a Chinese message and removes what it wrote', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'zhijian-video-fail-'));
    try {
      const missing = path.join(root, 'no-such-dir');
      await expect(renderSolutionVideo({ ...solution, outDir: missing })).rejects.toMatchObject({
        name: 'VideoError',
        message: expect.stringContaining('视频生成失败'),
      });
      expect(await readdir(root)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

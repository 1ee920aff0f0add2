// @vitest-environment node
import { mkdir, mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/render';
import { runFfmpeg } from '../../server/video/ffmpeg';
import { renderSolutionVideo } from '../../server/video/index';
import { stepStartLines } from '../../server/video/solution-steps';
import { loudSpans, parseVtt, probe } from './probe';

const solution = {
  title: '解方程 $x^2-5x+6=0$',
  markdown: [
    '先观察方程的形式。',
    '',
    '## 第一步：因式分解',
    '$$x^2-5x+6=(x-2)(x-3)$$',
    '',
    '## 第二步：令每个因式为零',
    '$x-2=0$ 或 $x-3=0$',
    '两个因式的积为零，至少有一个因式为零。',
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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

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

  it('renders an MP4 (H.264 + AAC, 720p) with a chapter per step, subtitles over the narration, a poster and the debug files', async () => {
    const outDir = await newDir('normal');
    const started = performance.now();
    const video = await renderSolutionVideo({ ...solution, outDir });
    console.info(`video: ${Math.round(performance.now() - started)} ms, ${video.durationSeconds} s, ${video.bytes} bytes`, video.stages);

    expect(video.videoPath).toBe(path.join(outDir, 'solution.mp4'));
    const info = await probe(video.videoPath);
    const v = info.streams.find((s) => s.codec_type === 'video');
    expect(v).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, r_frame_rate: '10/1' });
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');

    // Chapters: in the file as returned; one per step of the written solution, with its data-step.
    expect(info.chapters).toHaveLength(video.chapters.length);
    expect(info.chapters.map((c) => c.tags?.title)).toEqual(video.chapters.map((c) => c.title));
    info.chapters.forEach((c, i) => {
      expect(Number(c.start_time)).toBeCloseTo(video.chapters[i].start_seconds, 2);
      expect(Number(c.end_time)).toBeCloseTo(video.chapters[i].end_seconds, 2);
    });
    expect(video.chapters.map((c) => c.kind)).toEqual(['title', 'step', 'step', 'step', 'answer']);
    const steps = video.chapters.filter((c) => c.kind === 'step').map((c) => c.step);
    expect(steps).toHaveLength(stepStartLines(solution.markdown).length);
    const anchors = [...renderMarkdown(solution.markdown, { steps: true }).matchAll(/data-step="(\d+)"/g)].map((m) => Number(m[1]));
    expect(steps).toEqual(anchors);
    expect(video.chapters[0].start_seconds).toBe(0);
    for (let i = 1; i < video.chapters.length; i++) expect(video.chapters[i].start_seconds).toBe(video.chapters[i - 1].end_seconds);

    // Duration: the narration's, within half a second; the chapters end with it.
    const narration = path.join(outDir, 'narration.wav');
    const speech = Number((await probe(narration)).format.duration);
    expect(Math.abs(video.durationSeconds - speech)).toBeLessThan(0.5);
    expect(Math.abs(video.chapters[video.chapters.length - 1].end_seconds - speech)).toBeLessThan(0.5);

    // Subtitles: every stretch of speech in the narration falls inside a cue; short cues; no TeX.
    const cues = parseVtt(await readFile(video.subtitlesPath, 'utf8'));
    expect(cues.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < cues.length; i++) expect(cues[i].start).toBeGreaterThanOrEqual(cues[i - 1].end - 1e-3);
    const spans = loudSpans(await readFile(narration));
    expect(spans.length).toBeGreaterThan(0);
    for (const [from, to] of spans) {
      const cue = cues.find((c) => c.start <= from + 0.05 && to - 0.05 <= c.end);
      expect(cue, `speech at ${from.toFixed(2)}–${to.toFixed(2)} s has no cue`).toBeDefined();
    }
    for (const cue of cues) {
      expect([...cue.text].length).toBeLessThanOrEqual(30);
      expect(cue.text).not.toMatch(/[\\^_{}$]/);
    }
    expect(cues.map((c) => c.text).join('')).toContain('x 的平方 减 5 x 加 6 等于');

    // Poster: the title slide as a PNG image of the video's size.
    expect(video.posterPath).toBe(path.join(outDir, 'poster.png'));
    expect((await firstBytes(video.posterPath, 4)).equals(PNG)).toBe(true);
    expect((await probe(video.posterPath)).streams[0]).toMatchObject({ codec_name: 'png', width: 1280, height: 720 });

    // Debug files: every tag present, exactly the files left in outDir, plain names inside it.
    expect(new Set(video.artifacts.map((a) => a.tag))).toEqual(new Set(['script', 'slides', 'audio', 'subtitles', 'video', 'log']));
    for (const a of video.artifacts) expect(path.dirname(a.path)).toBe(outDir);
    expect((await readdir(outDir)).sort()).toEqual(video.artifacts.map((a) => path.basename(a.path)).sort());
    // Step 2 has two lines: revealed one after the other, so it has two frames.
    expect(video.artifacts.filter((a) => a.tag === 'slides').map((a) => path.basename(a.path))).toContain('slide-03-01.png');
    const log = await readFile(path.join(outDir, 'render-log.txt'), 'utf8');
    expect(log).toMatch(/stage encode: \d+ ms/);
    expect(log).toContain('libx264');
    expect(video.stages.map((s) => s.name)).toEqual(['scenes', expect.any(String), expect.any(String), 'encode', 'probe']);
    const script = JSON.parse(await readFile(path.join(outDir, 'script.json'), 'utf8'));
    expect(script.phrases.map((p: { text: string }) => p.text)).toEqual(cues.map((c) => c.text));
  }, 180_000);

  it('renders faster and smaller-framed in turbo mode', async () => {
    const outDir = await newDir('turbo');
    const started = performance.now();
    const video = await renderSolutionVideo({ ...solution, outDir, turbo: true });
    console.info(`turbo video: ${Math.round(performance.now() - started)} ms, ${video.durationSeconds} s, ${video.bytes} bytes`);
    const info = await probe(video.videoPath);
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 854,
      height: 480,
      r_frame_rate: '5/1',
    });
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(info.chapters).toHaveLength(5);
    expect(video.durationSeconds).toBeGreaterThan(10);
  }, 180_000);

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

describe('renderSolutionVideo: bad input', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zhijian-video-bad-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reports a failure as a VideoError with a Chinese message and removes what it wrote', async () => {
    const missing = path.join(root, 'no-such-dir');
    await expect(renderSolutionVideo({ ...solution, outDir: missing })).rejects.toMatchObject({
      name: 'VideoError',
      message: expect.stringContaining('视频生成失败'),
    });
    expect(await readdir(root)).toEqual([]);
  }, 60_000);

  it('refuses an empty solution with a clear VideoError, writing nothing', async () => {
    const outDir = path.join(root, 'empty');
    await mkdir(outDir);
    for (const markdown of ['', '   \n\n  ']) {
      await expect(renderSolutionVideo({ ...solution, markdown, outDir })).rejects.toMatchObject({
        name: 'VideoError',
        message: '讲解视频生成失败：解答没有可讲解的步骤',
      });
    }
    expect(await readdir(outDir)).toEqual([]);
    await rm(outDir, { recursive: true });
  });

  it('bounds a 200-step solution: at most 20 step slides, and a chapter per step it shows', async () => {
    const outDir = path.join(root, 'long');
    await mkdir(outDir);
    const markdown = Array.from({ length: 200 }, (_, i) => `${(i % 99) + 1}. 计算 $a_{${i}}=${i}$`).join('\n');
    const video = await renderSolutionVideo({ ...solution, markdown, outDir, turbo: true });
    const stepChapters = video.chapters.filter((c) => c.kind === 'step');
    expect(stepChapters.map((c) => c.step)).toEqual(Array.from({ length: 19 }, (_, i) => i));
    expect(video.chapters[video.chapters.length - 1].kind).toBe('answer');
    expect((await probe(video.videoPath)).chapters).toHaveLength(video.chapters.length);
    expect(video.artifacts.filter((a) => a.tag === 'slides').length).toBeLessThanOrEqual(22);
    expect(video.durationSeconds).toBeLessThan(200);
    await rm(outDir, { recursive: true });
  }, 180_000);

  it('shows TeX that does not typeset as its source on the slide, and never reads TeX out in the subtitles', async () => {
    const outDir = path.join(root, 'bad-tex');
    await mkdir(outDir);
    const markdown = '## 第一步：化简\n$$\\frac{1}{$$\n\n## 第二步：代入\n$\\undefinedmacro{x}+\\sqrt{$ 得 $y=2$';
    const video = await renderSolutionVideo({ ...solution, markdown, outDir, turbo: true });
    expect(video.chapters.filter((c) => c.kind === 'step').map((c) => c.step)).toEqual([0, 1]);
    for (const cue of parseVtt(await readFile(video.subtitlesPath, 'utf8'))) expect(cue.text).not.toMatch(/\\[A-Za-z]/);
    await rm(outDir, { recursive: true });
  }, 180_000);
});

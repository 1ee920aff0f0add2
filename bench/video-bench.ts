/**
 * Explanation video benchmark: wall time and peak memory of renderSolutionVideo for a 5-step
 * solution (chapters, subtitles, poster, progressive reveal, espeak-ng narration), normal (720p,
 * 10 fps) and turbo (480p, 5 fps).
 *
 * Memory is the peak resident set of the whole process tree (this process + the espeak-ng child +
 * ffmpeg), the sum of VmRSS over /proc, sampled every 25 ms while a render runs (Linux only; 0
 * elsewhere). CPU time is of the same tree (this process plus its finished children, /proc/self/stat),
 * the figure that does not grow with the machine's load. The first render of the process (MathJax, fonts, the WASM voice compiled) is run
 * first and reported on its own; the medians are of the runs after it. The load average is printed
 * too: on a shared machine it explains slow runs.
 *
 * Usage: npx tsx bench/video-bench.ts [--runs N] [--json]   (npm run bench:video)
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { renderSolutionVideo } from '../server/video';

const SOLUTION = {
  title: '已知函数 $f(x)=x^2-4x+3$，求 $f(x)$ 在区间 $[0,3]$ 上的最大值和最小值。',
  markdown: [
    '## 第一步：配方',
    '$$f(x)=x^2-4x+3=(x-2)^2-1$$',
    '',
    '## 第二步：确定对称轴',
    '抛物线开口向上，对称轴为 $x=2$。',
    '$2\\in[0,3]$，所以最小值在顶点取得。',
    '',
    '## 第三步：求最小值',
    '$$f(2)=(2-2)^2-1=-1$$',
    '',
    '## 第四步：比较端点',
    '$f(0)=3$，$f(3)=0$。',
    '端点中 $x=0$ 离对称轴更远。',
    '',
    '## 第五步：得出最大值',
    '所以最大值为 $f(0)=3$。',
  ].join('\n'),
  finalAnswer: '最大值 $3$，最小值 $-1$',
};

function parseArgs(argv: string[]): { runs: number; json: boolean } {
  const args = { runs: 3, json: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 1);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

/** Resident memory of this process and all its descendants, in MB (Linux /proc). */
async function treeRssMb(): Promise<number> {
  let entries: string[];
  try {
    entries = (await readdir('/proc')).filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  await Promise.all(
    entries.map(async (pid) => {
      try {
        const status = await readFile(`/proc/${pid}/status`, 'utf8');
        parent.set(Number(pid), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
        rss.set(Number(pid), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      } catch {
        // The process ended meanwhile.
      }
    }),
  );
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  let kb = 0;
  for (const [pid, value] of rss) if (inTree(pid)) kb += value;
  return kb / 1024;
}

/**
 * CPU time of this process and its finished children (espeak-ng, ffmpeg), in ms: utime + stime +
 * cutime + cstime of /proc/self/stat. Unlike the wall time it hardly depends on what else runs.
 */
async function treeCpuMs(): Promise<number> {
  try {
    const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1].split(' ');
    // After "pid (comm) ", utime is field 14 of stat, i.e. index 11 here; then stime, cutime, cstime.
    const ticks = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    return ticks * 10;
  } catch {
    return 0;
  }
}

async function measure(turbo: boolean) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'zhijian-video-bench-'));
  let peak = await treeRssMb();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await treeRssMb());
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const cpuBefore = await treeCpuMs();
  const started = performance.now();
  try {
    const video = await renderSolutionVideo({ ...SOLUTION, outDir, turbo });
    const ms = performance.now() - started;
    const cpuMs = (await treeCpuMs()) - cpuBefore;
    return {
      ms,
      cpuMs,
      peakMb: peak,
      seconds: video.durationSeconds,
      bytes: video.bytes,
      stages: video.stages,
      chapters: video.chapters.length,
    };
  } finally {
    sampling = false;
    await sampler;
    await rm(outDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const round = (x: number) => Math.round(x);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const loadBefore = loadavg();
  const first = await measure(false);
  const results: Record<'normal' | 'turbo', Awaited<ReturnType<typeof measure>>[]> = { normal: [], turbo: [] };
  for (let run = 0; run < args.runs; run++) {
    for (const mode of ['normal', 'turbo'] as const) results[mode].push(await measure(mode === 'turbo'));
  }
  const loadAfter = loadavg();
  const summary = Object.fromEntries(
    (['normal', 'turbo'] as const).map((mode) => {
      const rs = results[mode];
      const stageNames = rs[0].stages.map((s) => s.name);
      return [
        mode,
        {
          medianMs: round(median(rs.map((r) => r.ms))),
          runsMs: rs.map((r) => round(r.ms)),
          medianCpuMs: round(median(rs.map((r) => r.cpuMs))),
          peakMb: round(Math.max(...rs.map((r) => r.peakMb))),
          videoSeconds: rs[0].seconds,
          bytes: rs[0].bytes,
          chapters: rs[0].chapters,
          stageMedianMs: Object.fromEntries(
            stageNames.map((name) => [name, round(median(rs.map((r) => r.stages.find((s) => s.name === name)?.ms ?? 0)))]),
          ),
        },
      ];
    }),
  );
  const report = {
    runs: args.runs,
    cores: (await import('node:os')).availableParallelism(),
    loadAverage: { before: loadBefore.map((l) => l.toFixed(2)), after: loadAfter.map((l) => l.toFixed(2)) },
    firstRenderMs: round(first.ms),
    ...summary,
  };
  if (args.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  console.log(`5-step solution, ${args.runs} runs per mode after one first render (${report.firstRenderMs} ms), ${report.cores} cores`);
  console.log(`load average (1/5/15 min) before ${report.loadAverage.before.join(' ')}, after ${report.loadAverage.after.join(' ')}`);
  for (const mode of ['normal', 'turbo'] as const) {
    const s = summary[mode] as (typeof summary)['normal'];
    console.log(
      `${mode.padEnd(7)} median ${String(s.medianMs).padStart(6)} ms wall, ${s.medianCpuMs} ms CPU  runs ${s.runsMs.join(', ')}  peak ${s.peakMb} MB (process tree)  ` +
        `${s.videoSeconds.toFixed(1)} s video, ${Math.round(s.bytes / 1024)} KB, ${s.chapters} chapters`,
    );
    console.log(
      `        stages (median ms): ${Object.entries(s.stageMedianMs)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderSolutionVideo } from './server/video';
const solution = {
  title: '解方程 $x^2-5x+6=0$',
  markdown: ['## 第一步：因式分解', '$$x^2-5x+6=(x-2)(x-3)$$', '', '## 第二步：令每个因式为零', '$x-2=0$ 或 $x-3=0$', '所以两个因式中至少有一个为零。', '', '## 第三步：求解', '得 $x_1=2$，$x_2=3$。'].join('\n'),
  finalAnswer: '$x_1 = 2,\\ x_2 = 3$',
};
const outDir = await mkdtemp(path.join(tmpdir(), 'vr-'));
const t0 = performance.now();
const v = await renderSolutionVideo({ ...solution, outDir, turbo: process.argv[2] === 'turbo' });
console.log(Math.round(performance.now() - t0), 'ms', JSON.stringify({ ...v, artifacts: v.artifacts.length }, null, 1));
console.log(await readdir(outDir));
console.log(await readFile(path.join(outDir, 'subtitles.vtt'), 'utf8'));
console.log(await readFile(path.join(outDir, 'render-log.txt'), 'utf8'));

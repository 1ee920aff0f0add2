/**
 * Server-side rendering benchmark: how long renderMarkdown takes for a typical solution, and how
 * large the HTML it stores and sends is.
 *
 * The texts are real: the offline solver's solutions to problems of the published development set
 * (bench/solver-devset/dev), taken round-robin across its categories until 20 are solved. Each
 * solution (its Markdown, then its final answer) is rendered RUNS times; the first render of the
 * process (MathJax's fonts and tables loading) is reported on its own.
 *
 * Usage: npx tsx bench/render-bench.ts [--runs N] [--json]   (npm run bench:render)
 */
import { gzipSync } from 'node:zlib';
import { renderMarkdown, renderPlainExcerpt } from '../server/render';
import { createOfflineSolver } from '../server/solver/offline';
import { type BenchProblem, loadDevset } from './solver/load';

const SOLUTIONS = 20;

interface Args {
  runs: number;
  json: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 10, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 1);
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0;
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: s.length, median: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) };
}

/** Round-robin over the categories, so that chemistry, physics, gaokao math and word problems all count. */
function interleave(problems: BenchProblem[]): BenchProblem[] {
  const byCategory = new Map<string, BenchProblem[]>();
  for (const p of problems) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
  const queues = [...byCategory.values()];
  const out: BenchProblem[] = [];
  for (let i = 0; queues.some((q) => i < q.length); i++) for (const q of queues) if (i < q.length) out.push(q[i]);
  return out;
}

async function solutions(): Promise<{ id: string; text: string; markdown: string; finalAnswer: string }[]> {
  const solver = createOfflineSolver();
  const found: { id: string; text: string; markdown: string; finalAnswer: string }[] = [];
  for (const p of interleave(loadDevset('dev'))) {
    if (found.length >= SOLUTIONS) break;
    const outcome = await solver.solve({ text: p.text, signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (outcome?.ok) found.push({ id: p.id, text: p.text, markdown: outcome.markdown, finalAnswer: outcome.finalAnswer });
  }
  return found;
}

const timed = <T>(fn: () => T): [T, number] => {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const texts = await solutions();
  if (texts.length === 0) throw new Error('the offline solver solved none of the dev problems');

  const [, firstMs] = timed(() => renderMarkdown(texts[0].markdown));
  const solutionMs: number[] = [];
  const answerMs: number[] = [];
  const excerptMs: number[] = [];
  for (let run = 0; run < args.runs; run++) {
    for (const t of texts) {
      solutionMs.push(timed(() => renderMarkdown(t.markdown))[1]);
      answerMs.push(timed(() => renderMarkdown(t.finalAnswer))[1]);
      excerptMs.push(timed(() => renderPlainExcerpt(t.text, 80))[1]);
    }
  }

  const sizes = texts.map((t) => {
    const html = renderMarkdown(t.markdown);
    return {
      id: t.id,
      markdownBytes: Buffer.byteLength(t.markdown),
      htmlBytes: Buffer.byteLength(html),
      gzipBytes: gzipSync(html).length,
      formulas: (html.match(/class="math-(?:inline|display)"/g) ?? []).length,
    };
  });
  const bytes = (pick: (s: (typeof sizes)[number]) => number) => summary(sizes.map(pick));
  const report = {
    solutions: texts.length,
    runs: args.runs,
    firstRenderMs: Math.round(firstMs),
    solutionMs: summary(solutionMs),
    finalAnswerMs: summary(answerMs),
    problemExcerptMs: summary(excerptMs),
    markdownBytes: bytes((s) => s.markdownBytes),
    htmlBytes: bytes((s) => s.htmlBytes),
    htmlGzipBytes: bytes((s) => s.gzipBytes),
    formulasPerSolution: bytes((s) => s.formulas),
  };

  if (args.json) {
    console.log(JSON.stringify({ ...report, perSolution: sizes }, null, 2));
    return;
  }
  const row = (label: string, s: ReturnType<typeof summary>, unit: string) =>
    `${label.padEnd(30)} ${String(s.median).padStart(9)} ${String(s.p95).padStart(9)} ${String(s.max).padStart(9)}  ${unit}`;
  console.log(
    `${texts.length} solutions from bench/solver-devset/dev, ${args.runs} runs each; first render of the process ${report.firstRenderMs} ms`,
  );
  console.log(`${''.padEnd(30)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`);
  console.log(row('render solution', report.solutionMs, 'ms'));
  console.log(row('render final answer', report.finalAnswerMs, 'ms'));
  console.log(row('plain excerpt of the problem', report.problemExcerptMs, 'ms'));
  console.log(row('solution Markdown', report.markdownBytes, 'bytes'));
  console.log(row('solution HTML', report.htmlBytes, 'bytes'));
  console.log(row('solution HTML gzip', report.htmlGzipBytes, 'bytes'));
  console.log(row('formulas per solution', report.formulasPerSolution, ''));
}

await main();

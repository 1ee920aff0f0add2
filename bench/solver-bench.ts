/**
 * Offline solver benchmark.
 *
 * Runs the published development set (bench/solver-devset/{dev,holdout}, published problems with their
 * published answers) and the handwritten set (bench/solver-problems) through createOfflineSolver(), one
 * problem at a time in a worker thread capped at 10 s (an overrun counts as refused and is reported).
 * Reports solved / refused / wrong per category and per split, the published figure (the handwritten set,
 * the extra problems and the unseen problems are reported separately and never mixed into it) and the time per
 * problem.
 *
 * Usage: npx tsx bench/solver-bench.ts [--split dev|holdout|extra|unseen|all] [--category <id>] [--json] [--verbose]
 *   --split      published split(s) to run (default all; the handwritten set runs only with all). `extra` runs the
 *                extra dev-only problems (bench/solver-devset/dev/*-extra.json), reported apart from the
 *                published figure; `unseen` runs the problems never used for development
 *                (bench/solver-devset/unseen/*.json), reported in their own block; `all` runs both too.
 *   --category   one category id (e.g. gaokao-math-choice, primary-word, handwritten-math)
 *   --json       machine-readable figures
 *   --verbose    one row per problem (holdout rows only with --split holdout)
 * Exit code 1 when any answer is wrong.
 */

import { CappedSolver, TIME_CAP_MS } from './solver/capped-solver';
import { type BenchProblem, loadDevset, loadExtra, loadHandwritten, loadUnseen, type Split } from './solver/load';
import { type Status, scoreOutcome } from './solver/score';

interface Row {
  id: string;
  set: BenchProblem['set'];
  category: string;
  status: Status;
  timedOut: boolean;
  ms: number;
  detail: string;
}

interface Args {
  split: Split | 'extra' | 'unseen' | 'all';
  category?: string;
  json: boolean;
  verbose: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { split: 'all', json: false, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--verbose') args.verbose = true;
    else if (a === '--split' || a.startsWith('--split=')) {
      const v = a.includes('=') ? a.split('=')[1] : argv[++i];
      if (v !== 'dev' && v !== 'holdout' && v !== 'extra' && v !== 'unseen' && v !== 'all')
        throw new Error(`--split must be dev, holdout, extra, unseen or all (got ${v})`);
      args.split = v;
    } else if (a === '--category' || a.startsWith('--category=')) {
      args.category = a.includes('=') ? a.split('=')[1] : argv[++i];
    } else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

function selectProblems(args: Args): BenchProblem[] {
  const { split } = args;
  const all =
    split === 'extra'
      ? loadExtra()
      : split === 'unseen'
        ? loadUnseen()
        : split === 'all'
          ? [...loadDevset('dev'), ...loadDevset('holdout'), ...loadExtra(), ...loadUnseen(), ...loadHandwritten()]
          : loadDevset(split);
  return args.category ? all.filter((p) => p.category === args.category) : all;
}

/** An unseen problem's answer is shown only when asked for by name (--split unseen --verbose): it is not for study. */
function wrongDetail(r: Row, args: Args): string {
  if (r.set !== 'unseen' || (args.split === 'unseen' && args.verbose)) return r.detail;
  return '(unseen problem: answer not shown)';
}

function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

interface Tally {
  problems: number;
  solved: number;
  refused: number;
  wrong: number;
  timeouts: number;
  solvedPct: number;
}

function tally(rows: Row[]): Tally {
  const n = rows.length;
  const solved = rows.filter((r) => r.status === 'solved').length;
  return {
    problems: n,
    solved,
    refused: rows.filter((r) => r.status === 'refused').length,
    wrong: rows.filter((r) => r.status === 'wrong').length,
    timeouts: rows.filter((r) => r.timedOut).length,
    solvedPct: n ? Math.round((1000 * solved) / n) / 10 : 0,
  };
}

function groupBy(rows: Row[], key: (r: Row) => string): Record<string, Tally> {
  const keys = [...new Set(rows.map(key))].sort();
  return Object.fromEntries(keys.map((k) => [k, tally(rows.filter((r) => key(r) === k))]));
}

function timing(rows: Row[]) {
  const t = rows.map((r) => r.ms).sort((a, b) => a - b);
  return {
    medianMs: Math.round(percentile(t, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(t, 0.95) * 10) / 10,
    maxMs: Math.round(t.at(-1) ?? 0),
  };
}

const pad = (s: string | number, w: number) => {
  const t = String(s);
  return t.length >= w ? t : t + ' '.repeat(w - t.length);
};
const lpad = (s: string | number, w: number) => {
  const t = String(s);
  return t.length >= w ? t : ' '.repeat(w - t.length) + t;
};

function line(label: string, t: Tally): string {
  const extra = t.timeouts ? `  (${t.timeouts} over ${TIME_CAP_MS / 1000} s)` : '';
  return `${pad(label, 40)} ${lpad(t.problems, 4)}  ${lpad(t.solved, 4)} ${lpad(`${t.solvedPct.toFixed(1)}%`, 6)}  ${lpad(t.refused, 4)}  ${lpad(t.wrong, 4)}${extra}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const problems = selectProblems(args);
  const solver = new CappedSolver();
  const rows: Row[] = [];
  for (const p of problems) {
    const { outcome, ms, timedOut } = await solver.solve(p);
    const status = scoreOutcome(p.expected, outcome, p.subject);
    const detail = outcome.ok ? `${outcome.engine} ${outcome.finalAnswer}` : outcome.reason;
    rows.push({ id: p.id, set: p.set, category: p.category, status, timedOut, ms, detail });
  }
  await solver.close();

  const published = rows.filter((r) => r.set === 'dev' || r.set === 'holdout');
  const extra = rows.filter((r) => r.set === 'extra');
  const unseen = rows.filter((r) => r.set === 'unseen');
  const handwritten = rows.filter((r) => r.set === 'handwritten');
  const figures = {
    published: {
      overall: tally(published),
      bySplit: groupBy(published, (r) => r.set),
      byCategory: groupBy(published, (r) => r.category),
      byCategoryAndSplit: groupBy(published, (r) => `${r.category} ${r.set}`),
      time: timing(published),
    },
    extra: { overall: tally(extra), byCategory: groupBy(extra, (r) => r.category), time: timing(extra) },
    unseen: { overall: tally(unseen), byCategory: groupBy(unseen, (r) => r.category), time: timing(unseen) },
    handwritten: { overall: tally(handwritten), byCategory: groupBy(handwritten, (r) => r.category), time: timing(handwritten) },
    time: timing(rows),
    wrong: rows.filter((r) => r.status === 'wrong').map((r) => ({ id: r.id, detail: wrongDetail(r, args) })),
  };

  if (args.json) {
    const out = args.verbose ? { ...figures, rows: rows.map((r) => ({ ...r, ms: Math.round(r.ms) })) } : figures;
    console.log(JSON.stringify(out, null, 2));
  } else {
    if (args.verbose) {
      console.log(`${pad('id', 34)} ${pad('set', 11)} ${pad('status', 8)} ${lpad('ms', 6)}  detail`);
      // Holdout and unseen rows are listed only when their split was asked for explicitly.
      const listed = (x: Row) => (x.set !== 'holdout' && x.set !== 'unseen') || x.set === args.split;
      for (const r of rows.filter(listed)) {
        const d = r.detail.replace(/\s+/g, ' ');
        console.log(
          `${pad(r.id, 34)} ${pad(r.set, 11)} ${pad(r.timedOut ? 'timeout' : r.status, 8)} ${lpad(r.ms.toFixed(0), 6)}  ${d.length > 100 ? `${d.slice(0, 97)}...` : d}`,
        );
      }
      console.log('');
    }
    const head = `${pad('', 40)} ${lpad('n', 4)}  ${lpad('solved', 11)}  ${lpad('ref.', 4)}  ${lpad('wrong', 5)}`;
    if (published.length) {
      console.log('Published problems (bench/solver-devset)');
      console.log(head);
      const bothSplits = Object.keys(figures.published.bySplit).length > 1;
      for (const [k, t] of Object.entries(figures.published.byCategoryAndSplit)) console.log(line(`  ${k}`, t));
      if (bothSplits) {
        for (const [k, t] of Object.entries(figures.published.byCategory)) console.log(line(`  ${k} (dev+holdout)`, t));
        for (const [k, t] of Object.entries(figures.published.bySplit)) console.log(line(`  all categories, ${k}`, t));
      }
      console.log(line(`PUBLISHED OVERALL (${Object.keys(figures.published.bySplit).join('+')})`, figures.published.overall));
      const pt = figures.published.time;
      console.log(`time per problem: median ${pt.medianMs} ms, p95 ${pt.p95Ms} ms, max ${pt.maxMs} ms`);
      console.log('');
    }
    const block = (title: string, byCategory: Record<string, Tally>, total: string, overall: Tally, time?: ReturnType<typeof timing>) => {
      console.log(title);
      console.log(head);
      for (const [k, t] of Object.entries(byCategory)) console.log(line(`  ${k}`, t));
      console.log(line(total, overall));
      if (time) console.log(`time per problem: median ${time.medianMs} ms, p95 ${time.p95Ms} ms, max ${time.maxMs} ms`);
      console.log('');
    };
    if (extra.length)
      block(
        'Extra development problems (bench/solver-devset/dev/*-extra.json; dev-only, not part of the published figure)',
        figures.extra.byCategory,
        'EXTRA OVERALL',
        figures.extra.overall,
      );
    if (unseen.length)
      block(
        'Unseen published problems (never used for development; bench/solver-devset/unseen, not part of the published figure)',
        figures.unseen.byCategory,
        'UNSEEN OVERALL',
        figures.unseen.overall,
        figures.unseen.time,
      );
    if (handwritten.length)
      block(
        'Handwritten problems (bench/solver-problems; not part of the published figure)',
        figures.handwritten.byCategory,
        'HANDWRITTEN OVERALL',
        figures.handwritten.overall,
        figures.handwritten.time,
      );
    if (figures.wrong.length) {
      console.log(`WRONG ANSWERS (${figures.wrong.length}):`);
      for (const w of figures.wrong) console.log(`  ${w.id}: ${w.detail.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
  }
  process.exitCode = figures.wrong.length > 0 ? 1 : 0;
}

await main();

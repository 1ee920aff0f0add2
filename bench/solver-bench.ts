/**
 * Offline solver benchmark: every bench/solver-problems/*.json problem through createOfflineSolver(),
 * scored as correct / refused honestly / refused but an answer was expected / wrong.
 * Usage: npx tsx bench/solver-bench.ts [--json]   (exit code 1 when any answer is wrong)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerMatches } from '../server/solver/math/answer';
import { expectedValue, type MathExpected } from '../server/solver/math/expected';
import { createOfflineSolver } from '../server/solver/offline';
import { compareToExpected, type Expected as ScienceExpected } from '../server/solver/science/comparable';
import type { SolveOutcome } from '../server/solver/types';

interface Problem {
  id: string;
  subject: string;
  text: string;
  expected: { kind: string; [k: string]: unknown };
}

type Status = 'correct' | 'refused-honestly' | 'refused-but-expected' | 'wrong';

interface Row {
  id: string;
  subject: string;
  status: Status;
  ms: number;
  detail: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, 'solver-problems');

function loadProblems(): Problem[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Problem[]);
}

/** The option letter an answer picks ("C（x=2或x=3）", "选 C", "$C$"). */
function chosenLetter(answer: string): string | null {
  return /(?:^|[^A-Za-z])([A-D])(?![A-Za-z])/.exec(answer.replace(/\$/g, ' '))?.[1] ?? null;
}

const MATH_KINDS = new Set(['numbers', 'set', 'expression', 'interval', 'monotonic']);

/** Math answers are read back from finalAnswer; science expectations (units, coefficients) use the science comparator. */
function matches(p: Problem, out: SolveOutcome): boolean {
  if (!out.ok) return false;
  if (p.expected.kind === 'choice') return chosenLetter(out.finalAnswer) === p.expected.value;
  const science = p.subject === 'physics' || p.subject === 'chemistry' || 'unit' in p.expected || !MATH_KINDS.has(p.expected.kind);
  if (science) return compareToExpected(out, p.expected as unknown as ScienceExpected);
  try {
    const ref = expectedValue(p.expected as Exclude<MathExpected, { kind: 'refuse' }>);
    return answerMatches(ref, out.finalAnswer) === true;
  } catch {
    return false;
  }
}

function score(p: Problem, out: SolveOutcome): Status {
  if (p.expected.kind === 'refuse') return out.ok ? 'wrong' : 'refused-honestly';
  if (!out.ok) return 'refused-but-expected';
  return matches(p, out) ? 'correct' : 'wrong';
}

function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const pct = (n: number, d: number) => (d ? (100 * n) / d : 0);

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const solver = createOfflineSolver();
  const rows: Row[] = [];
  for (const p of loadProblems()) {
    const t0 = performance.now();
    let out: SolveOutcome;
    try {
      out = await solver.solve({ text: p.text });
    } catch (e) {
      out = { ok: false, subject: 'other', problemType: 'other', reason: `异常：${(e as Error).message}` };
    }
    const ms = performance.now() - t0;
    const status = score(p, out);
    const detail = out.ok ? `${out.engine} ${out.finalAnswer}` : out.reason;
    rows.push({ id: p.id, subject: p.subject, status, ms, detail });
  }
  const n = rows.length;
  const count = (s: Status) => rows.filter((r) => r.status === s).length;
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const figures = {
    problems: n,
    correct: count('correct'),
    refusedHonestly: count('refused-honestly'),
    refusedButExpected: count('refused-but-expected'),
    wrong: count('wrong'),
    shareSolvedCorrectly: pct(count('correct'), n),
    shareRefused: pct(count('refused-honestly') + count('refused-but-expected'), n),
    shareWrong: pct(count('wrong'), n),
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    bySubject: Object.fromEntries(
      [...new Set(rows.map((r) => r.subject))].map((s) => {
        const rs = rows.filter((r) => r.subject === s);
        return [s, { problems: rs.length, correct: rs.filter((r) => r.status === 'correct').length, wrong: rs.filter((r) => r.status === 'wrong').length }];
      }),
    ),
  };
  if (json) {
    console.log(JSON.stringify({ ...figures, rows: rows.map(({ id, status, ms }) => ({ id, status, ms: Math.round(ms) })) }, null, 2));
  } else {
    const pad = (s: string, w: number) => (s.length >= w ? s : s + ' '.repeat(w - s.length));
    console.log(`${pad('id', 10)} ${pad('subject', 10)} ${pad('status', 21)} ${pad('ms', 7)} detail`);
    for (const r of rows) {
      const detail = r.detail.replace(/\s+/g, ' ');
      console.log(`${pad(r.id, 10)} ${pad(r.subject, 10)} ${pad(r.status, 21)} ${pad(r.ms.toFixed(0), 7)} ${detail.length > 90 ? `${detail.slice(0, 87)}...` : detail}`);
    }
    console.log('');
    console.log(`solved correctly:        ${figures.correct}/${n} (${figures.shareSolvedCorrectly.toFixed(1)}%)`);
    console.log(`refused (honestly):      ${figures.refusedHonestly}/${n}`);
    console.log(`refused (answer expected): ${figures.refusedButExpected}/${n}`);
    console.log(`refused in all:          ${figures.refusedHonestly + figures.refusedButExpected}/${n} (${figures.shareRefused.toFixed(1)}%)`);
    console.log(`wrong:                   ${figures.wrong}/${n} (${figures.shareWrong.toFixed(1)}%)`);
    console.log(`time per problem:        median ${figures.medianMs.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`);
  }
  process.exitCode = figures.wrong > 0 ? 1 : 0;
}

await main();

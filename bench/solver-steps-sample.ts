/**
 * Reads the steps, not the score: prints the full solution of a seeded random sample of learnable published problems
 * the offline solver answers right (dev and extra; the validation slice, ids ending 0/1/2, is left out so it stays
 * unread), for a person to read as a student would. The bench counts answers; this shows whether they can be followed.
 *
 * Usage: npx tsx bench/solver-steps-sample.ts [--category <id>] [--seed <n>] [--count <n>]
 */
import { createOfflineSolver } from '../server/solver/offline';
import { type BenchProblem, loadDevset, loadExtra } from './solver/load';
import { scoreOutcome } from './solver/score';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** A small linear congruential generator: the same seed draws the same sample on every machine. */
function seeded(seed: number): () => number {
  let state = seed % 2147483648;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function main(): Promise<void> {
  const category = flag('category', '');
  const count = Number(flag('count', '6'));
  const next = seeded(Number(flag('seed', '1')));
  const pool: BenchProblem[] = [...loadDevset('dev'), ...loadExtra()].filter(
    (p) => !/[012]$/.test(p.id) && (!category || p.category === category),
  );
  const solver = createOfflineSolver();
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < pool.length * 4; tries++) {
    const p = pool[Math.floor(next() * pool.length)];
    if (seen.has(p.id)) continue;
    const out = await solver.solve({ text: p.text });
    if (!out.ok || scoreOutcome(p.expected, out, p.subject) !== 'solved') continue;
    seen.add(p.id);
    console.log(`===== ${p.id} (${out.engine}, ${out.verification.status})\n${p.text}\n-----\n${out.markdown}\n`);
  }
}

void main();

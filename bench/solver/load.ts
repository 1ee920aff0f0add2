/**
 * Loads the two problem sets of the solver bench:
 * - the handwritten set bench/solver-problems/*.json (written here; reported on its own), and
 * - the published development set bench/solver-devset/{dev,holdout}/<category>.json (published problems
 *   with their published answers; see bench/solver-devset/README.md), and
 * - the extra development problems bench/solver-devset/dev/<category>-extra.json (more published problems of
 *   the same sources, dev-only; reported on their own so the dev/holdout figures stay comparable), and
 * - the unseen published problems bench/solver-devset/unseen/<category>.json (a second, independent source that
 *   is never opened for development: it is read only to be measured, and reported on its own).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Expected } from './score';

export type Split = 'dev' | 'holdout';

export interface BenchProblem {
  id: string;
  /**
   * 'handwritten' for bench/solver-problems, 'extra' for the extra dev-only problems, 'unseen' for the problems
   * never used for development, else the published split.
   */
  set: 'handwritten' | 'extra' | 'unseen' | Split;
  /** Devset category id, or "handwritten-<subject>". */
  category: string;
  subject: string;
  text: string;
  expected: Expected;
}

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadHandwritten(): BenchProblem[] {
  const dir = join(benchDir, 'solver-problems');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => readJson<Array<{ id: string; subject: string; text: string; expected: Expected }>>(join(dir, f)))
    .map((p) => ({
      id: p.id,
      set: 'handwritten' as const,
      category: `handwritten-${p.subject}`,
      subject: p.subject,
      text: p.text,
      expected: p.expected,
    }));
}

const isExtra = (file: string) => file.endsWith('-extra.json');

function loadDir(dirName: Split | 'unseen', set: BenchProblem['set'], keep: (file: string) => boolean): BenchProblem[] {
  const dir = join(benchDir, 'solver-devset', dirName);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && keep(f))
    .sort()
    .flatMap((f) => readJson<Array<{ id: string; category: string; subject: string; text: string; expected: Expected }>>(join(dir, f)))
    .map((p) => ({
      id: p.id,
      set,
      category: p.category,
      subject: p.subject,
      text: p.text,
      expected: p.expected,
    }));
}

export function loadDevset(split: Split): BenchProblem[] {
  return loadDir(split, split, (f) => !isExtra(f));
}

/** The extra dev-only problems (bench/solver-devset/dev/*-extra.json). */
export function loadExtra(): BenchProblem[] {
  return loadDir('dev', 'extra', isExtra);
}

/** The unseen published problems (bench/solver-devset/unseen/*.json): measured only, never developed against. */
export function loadUnseen(): BenchProblem[] {
  return loadDir('unseen', 'unseen', () => true);
}

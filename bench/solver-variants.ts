/**
 * Variant benchmark of the offline solver: does a problem it solves stay solved when the same question is
 * written the way another paper, textbook, OCR engine or keyboard writes it?
 *
 * For every learnable published problem (bench/solver-devset/dev, dev and extra; the validation slice, ids
 * ending 0/1/2, is left out so that it stays unread) that the solver answers right as published, each
 * rewriting of bench/solver/variants/ that applies to its text is solved too. A variant is kept (still right),
 * refused, or wrong. Reports the counts per rewriting; the failing variants are listed with --verbose.
 *
 * Usage: npx tsx bench/solver-variants.ts [--scope exam|word|all] [--variant <name>[,<name>…]] [--category <id>] [--verbose]
 * Exit code 1 when any variant is answered wrong (a rewriting that keeps the meaning must never change the answer).
 */
import { CappedSolver } from './solver/capped-solver';
import { type BenchProblem, loadDevset, loadExtra } from './solver/load';
import { type Status, scoreOutcome } from './solver/score';
import { EXAM_VARIANTS } from './solver/variants/exam';
import type { TextVariant } from './solver/variants/types';
import { WORD_VARIANTS } from './solver/variants/word';

type Scope = 'exam' | 'word';

interface Args {
  scope: Scope | 'all';
  variant?: string;
  category?: string;
  verbose: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scope: 'all', verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (a.includes('=') ? a.split('=')[1] : argv[++i]);
    if (a === '--verbose') args.verbose = true;
    else if (a.startsWith('--scope')) {
      const v = value();
      if (v !== 'exam' && v !== 'word' && v !== 'all') throw new Error(`--scope must be exam, word or all (got ${v})`);
      args.scope = v;
    } else if (a.startsWith('--variant')) args.variant = value();
    else if (a.startsWith('--category')) args.category = value();
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

const scopeOf = (p: BenchProblem): Scope => (p.category.startsWith('gaokao-') ? 'exam' : 'word');
const VARIANTS: Record<Scope, TextVariant[]> = { exam: EXAM_VARIANTS, word: WORD_VARIANTS };
const isValidation = (id: string) => /[012]$/.test(id);

interface Failure {
  id: string;
  variant: string;
  status: Status;
  text: string;
  detail: string;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const problems = [...loadDevset('dev'), ...loadExtra()].filter(
    (p) => !isValidation(p.id) && (args.scope === 'all' || scopeOf(p) === args.scope) && (!args.category || p.category === args.category),
  );
  const solver = new CappedSolver();
  const counts = new Map<string, { applied: number; kept: number; refused: number; wrong: number }>();
  const failures: Failure[] = [];
  let solvedOriginals = 0;
  for (const p of problems) {
    const original = await solver.solve(p);
    if (scoreOutcome(p.expected, original.outcome, p.subject) !== 'solved') continue;
    solvedOriginals++;
    for (const v of VARIANTS[scopeOf(p)]) {
      if (args.variant && !args.variant.split(',').includes(v.name)) continue;
      const text = v.apply(p.text);
      if (text === null) continue;
      const { outcome } = await solver.solve({ id: `${p.id}~${v.name}`, text });
      const status = scoreOutcome(p.expected, outcome, p.subject);
      const c = counts.get(v.name) ?? { applied: 0, kept: 0, refused: 0, wrong: 0 };
      c.applied++;
      if (status === 'solved') c.kept++;
      else if (status === 'refused') c.refused++;
      else c.wrong++;
      counts.set(v.name, c);
      if (status !== 'solved') {
        const detail = outcome.ok ? `${outcome.engine} ${outcome.finalAnswer}` : outcome.reason;
        failures.push({ id: p.id, variant: v.name, status, text, detail });
      }
    }
  }
  await solver.close();

  console.log(`Learnable problems solved as published: ${solvedOriginals} of ${problems.length}`);
  console.log('variant                         about                                     applied  kept  refused  wrong');
  const all = [...EXAM_VARIANTS, ...WORD_VARIANTS];
  for (const [name, c] of counts) {
    const about = all.find((v) => v.name === name)?.about ?? '';
    console.log(
      `${name.padEnd(31)} ${about.padEnd(40)} ${String(c.applied).padStart(8)} ${String(c.kept).padStart(5)} ${String(c.refused).padStart(8)} ${String(c.wrong).padStart(6)}`,
    );
  }
  const total = [...counts.values()].reduce(
    (s, c) => ({ applied: s.applied + c.applied, kept: s.kept + c.kept, wrong: s.wrong + c.wrong }),
    { applied: 0, kept: 0, wrong: 0 },
  );
  console.log(`ALL VARIANTS: ${total.kept} of ${total.applied} kept, ${total.wrong} wrong`);
  const listed = args.verbose ? failures : failures.filter((f) => f.status === 'wrong');
  for (const f of listed) {
    console.log(
      `\n[${f.status}] ${f.id} ~ ${f.variant}\n  ${f.text.replace(/\n/g, '\n  ')}\n  → ${f.detail.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
  }
  process.exitCode = total.wrong > 0 ? 1 : 0;
}

await main();

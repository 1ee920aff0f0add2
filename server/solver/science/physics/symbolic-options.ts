import type { ChoiceSplit } from '../../math/answers/choice';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { parseExpr } from '../../math/expression/parser';
import { normalize } from '../../math/expression/text';

/** A value of the problem's letters, e.g. `({ R, d }) => 1 - d / R`. */
export type SymbolicAnswer = (env: Record<string, number>) => number;

/** `\mathrm{RPg}`, `\boldsymbol{m}_{e}`, `v_{0}`, `\rho` → text the maths reader parses; null when empty. */
function cleanOption(text: string): string | null {
  let s = String(text ?? '')
    .replace(/\$/g, ' ')
    .replace(/\\(?:mathrm|mathit|boldsymbol|mathbf|text|rm)\s*\{([^{}]*)\}/g, '$1')
    .replace(/[（(]\s*[)）]\s*$/, '')
    .trim();
  // A full stop an exam leaves after the option ends nothing.
  s = s.replace(/[。.．]\s*$/, '').trim();
  return s ? s : null;
}

/** One option read as an expression in letters; null when it is not one (words, a unit, a relation). */
export function readSymbolicOption(text: string): { node: Node; letters: Set<string> } | null {
  const cleaned = cleanOption(text);
  if (!cleaned || /[\u4e00-\u9fa5=<>]/.test(cleaned)) return null;
  try {
    const node = parseExpr(normalize(cleaned));
    return { node, letters: freeVars(node) };
  } catch {
    return null;
  }
}

/** An option that is a number written as an expression (`\sqrt[3]{\frac{2}{5}}`, `2\sqrt{2}-1`); null otherwise. */
export function readNumericExpression(text: string): number | null {
  const read = readSymbolicOption(text);
  if (!read || read.letters.size) return null;
  const value = evaluate(read.node, {});
  return Number.isFinite(value) ? value : null;
}

/** Deterministic sample values in [0.3, 3.3): the same letters give the same samples on every run. */
function samples(letters: string[], count: number, physical: (env: Record<string, number>) => boolean): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  let seed = 12345;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let tries = 0; out.length < count && tries < 400; tries++) {
    const env: Record<string, number> = {};
    for (const l of letters) env[l] = 0.3 + 3 * next();
    if (physical(env)) out.push(env);
  }
  return out;
}

/** One expression against a value in the same letters: equal at every sample (10⁻⁹), apart (beyond 0.1 %) or undecided. */
export function compareInLetters(
  answer: SymbolicAnswer,
  node: Node,
  letters: readonly string[],
  physical: (env: Record<string, number>) => boolean = () => true,
): 'equal' | 'different' | 'undecided' {
  const envs = samples([...letters], 6, physical);
  if (envs.length < 6) return 'undecided';
  let same = true;
  let apart = false;
  for (const env of envs) {
    const want = answer(env);
    const got = evaluate(node, env);
    if (!Number.isFinite(want) || !Number.isFinite(got)) return 'undecided';
    const rel = Math.abs(got - want) / Math.max(Math.abs(want), 1e-12);
    if (rel > 1e-9) same = false;
    if (rel > 1e-3) apart = true;
  }
  return same ? 'equal' : apart ? 'different' : 'undecided';
}

export type SymbolicPick = { letter: string; text: string } | { refuse: string };

/**
 * The one option equal to a value given in the problem's letters. Every option must read as an expression in
 * those letters only (an unknown letter is a quantity the problem never gave); each is evaluated at several sets
 * of values and compared with the answer: equal at every set (10⁻⁹) is a match, off by more than 0.1 % at some set is
 * decided not to be, anything between is undecided. Exactly one match, every other option decided, or a refusal.
 * Letters are the reader's names (`R`, `v_0`, `\\rho`); `physical` keeps samples physical (d < R).
 */
export function pickSymbolicOption(
  answer: SymbolicAnswer,
  letters: readonly string[],
  split: ChoiceSplit,
  physical: (env: Record<string, number>) => boolean = () => true,
): SymbolicPick {
  const known = new Set(letters);
  const read = split.options.map((o) => readSymbolicOption(o.text));
  if (read.some((r) => r === null)) return { refuse: '有选项不是能读懂的表达式。' };
  for (const r of read) for (const l of r!.letters) if (!known.has(l)) return { refuse: `选项里有题目没有给出的字母 ${l}。` };
  const envs = samples([...known], 6, physical);
  if (envs.length < 6) return { refuse: '没法取到合适的数值来核对选项。' };
  const verdicts = read.map((r) => {
    let same = true;
    let apart = false;
    for (const env of envs) {
      const want = answer(env);
      const got = evaluate(r!.node, env);
      if (!Number.isFinite(want) || !Number.isFinite(got)) return 'undecided';
      const rel = Math.abs(got - want) / Math.max(Math.abs(want), 1e-12);
      if (rel > 1e-9) same = false;
      if (rel > 1e-3) apart = true;
    }
    return same ? 'equal' : apart ? 'different' : 'undecided';
  });
  if (verdicts.includes('undecided')) return { refuse: '有选项和算出的结果说不清是否相等。' };
  const hits = split.options.filter((_, i) => verdicts[i] === 'equal');
  if (hits.length !== 1) return { refuse: '算出的结果和选项对不上，为避免选错，暂不作答。' };
  return { letter: hits[0].letter, text: hits[0].text.trim() };
}

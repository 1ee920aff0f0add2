/**
 * Scoring of one solver outcome against a benchmark expectation. Pure functions (tested in
 * tests/solver/bench-scoring.test.ts).
 *
 * - choice: the SET of option letters written in finalAnswer before any parenthesised value
 *   ("C（$\frac12$）" → {C}, "BD" → {B,D}) must equal the expected set; a superset or subset is wrong.
 * - numbers: the numbers of finalAnswer (math reader first, then a plain reader for word-problem answers
 *   such as "36千克", "$\frac{5}{8}$米", "12%") must equal the expected list within 1e-6 relative; the unit
 *   is checked only when the expectation has one and the answer carries one.
 * - set / expression / interval / monotonic: the math answer comparison of server/solver/math.
 * - handwritten science expectations (units, coefficients): the science comparator.
 */
import { answerMatches } from '../../server/solver/math/answers/answer';
import { expectedValue, type MathExpected } from '../../server/solver/math/answers/expected';
import { evaluate } from '../../server/solver/math/compute/evaluate';
import { parseExpr } from '../../server/solver/math/expression/parser';
import { compareToExpected, type Expected as ScienceExpected } from '../../server/solver/science/comparable';
import type { SolveOutcome } from '../../server/solver/types';

export type Expected =
  | { kind: 'choice'; value: string }
  | { kind: 'numbers'; value: Array<number | string>; unit?: string }
  | { kind: 'refuse' }
  | { kind: string; [k: string]: unknown };

export type Status = 'solved' | 'refused' | 'wrong';

const REL_TOL = 1e-6;

/** The option letters an answer picks: every A–H letter before the first parenthesis; null when none. */
export function chosenLetters(answer: string): Set<string> | null {
  const plain = answer
    .replace(/\$/g, ' ')
    .replace(/\\(?:text|mathrm|textbf|mathbf)\s*\{([^}]*)\}/g, '$1')
    .replace(/\\[a-zA-Z]+/g, ' ');
  const cut = plain.search(/[（(【[]/);
  const head = cut >= 0 ? plain.slice(0, cut) : plain;
  const letters = new Set([...head.matchAll(/[A-H]/g)].map((m) => m[0]));
  return letters.size ? letters : null;
}

export function choiceMatches(expected: string, answer: string): boolean {
  const got = chosenLetters(answer);
  if (!got) return false;
  const want = new Set(expected.toUpperCase().split(''));
  return got.size === want.size && [...want].every((l) => got.has(l));
}

function closeRel(a: number, b: number): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= REL_TOL * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

/** Same multiset of numbers, in any order, within the relative tolerance. */
export function sameNumbers(got: number[], want: number[]): boolean {
  if (got.length !== want.length) return false;
  const left = [...want];
  for (const g of got) {
    const i = left.findIndex((w) => closeRel(g, w));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** An expected value: a JSON number or an exact string such as "5/3", "1+sqrt(2)", "12/100". */
export function expectedNumber(x: number | string): number {
  if (typeof x === 'number') return x;
  const v = evaluate(parseExpr(x));
  if (!Number.isFinite(v)) throw new Error(`expected value "${x}" is not a number`);
  return v;
}

const NUMBER =
  /(-?\d+(?:\.\d+)?)(?:\s*\{?\s*(\d+)\s*\/\s*(\d+)\s*\}?)?(?:\s*\/\s*(\d+(?:\.\d+)?))?(?:\s*(?:×|\*)\s*10\^\{?(-?\d+)\}?)?(\s*%)?/g;

/**
 * Numbers written in a plain answer ("36千克", "$\frac{5}{8}$ 米", "$2\frac{1}{2}$", "12%", "1.2×10^{3} J"),
 * with the unit text after the last number. Null when the answer has no number.
 */
export function readPlainNumbers(answer: string): { numbers: number[]; unit: string } | null {
  const s = answer
    .replace(/\\left|\\right|\\,|\\;|\\!|\\ /g, ' ')
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '{$1/$2}')
    .replace(/\\times/g, '×')
    .replace(/\\%/g, '%')
    .replace(/\\(?:text|mathrm|rm)\s*\{([^}]*)\}/g, '$1')
    .replace(/\$/g, ' ')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  const numbers: number[] = [];
  let lastEnd = -1;
  for (const m of s.matchAll(NUMBER)) {
    let v = Number(m[1]);
    if (m[2] && m[3]) v = Math.sign(v || 1) * (Math.abs(v) + Number(m[2]) / Number(m[3]));
    if (m[4]) v /= Number(m[4]);
    if (m[5]) v *= 10 ** Number(m[5]);
    if (m[6]) v /= 100;
    numbers.push(v);
    lastEnd = (m.index ?? 0) + m[0].length;
  }
  if (!numbers.length) return null;
  const unit = s
    .slice(lastEnd)
    .replace(/[{}\s。.,，;；!！)）]/g, '')
    .trim();
  return { numbers, unit };
}

const UNIT_ALIASES: Record<string, string> = {
  kg: '千克',
  公斤: '千克',
  g: '克',
  t: '吨',
  m: '米',
  cm: '厘米',
  dm: '分米',
  mm: '毫米',
  km: '千米',
  公里: '千米',
  'm^2': '平方米',
  'm²': '平方米',
  'cm^2': '平方厘米',
  'cm²': '平方厘米',
  'dm^2': '平方分米',
  'dm²': '平方分米',
  'm^3': '立方米',
  'm³': '立方米',
  'cm^3': '立方厘米',
  'cm³': '立方厘米',
  'dm^3': '立方分米',
  'dm³': '立方分米',
  L: '升',
  mL: '毫升',
  ml: '毫升',
  h: '小时',
  时: '小时',
  min: '分钟',
  分: '分钟',
  s: '秒',
  '^\\circ': '°',
  '\\circ': '°',
  度: '°',
};

function canonicalUnit(u: string): string {
  const t = u.replace(/\s+/g, '');
  return UNIT_ALIASES[t] ?? t;
}

/** The answer's unit agrees with the expected one: same unit, or the answer's unit text starts with it ("元钱"). */
export function unitAgrees(expectedUnit: string, answerUnit: string): boolean {
  if (!answerUnit) return true;
  const want = canonicalUnit(expectedUnit);
  const got = canonicalUnit(answerUnit);
  return got === want || got.startsWith(want) || canonicalUnit(answerUnit.replace(/^[^a-zA-Z\u4e00-\u9fff]+/, '')) === want;
}

function readsAs(want: number[], answer: string, plain: { numbers: number[] } | null): boolean {
  try {
    if (answerMatches({ kind: 'numbers', values: want }, answer, REL_TOL) === true) return true;
  } catch {
    // fall through to the plain reader
  }
  return plain !== null && sameNumbers(plain.numbers, want);
}

export function numbersMatch(expected: { value: Array<number | string>; unit?: string }, answer: string): boolean {
  const want = expected.value.map(expectedNumber);
  const plain = readPlainNumbers(answer);
  // An angle published in degrees may be answered in radians ("$\\frac{\\pi}{2}$" for 90°).
  if (expected.unit === '°' && !/°|\\circ|度/.test(answer))
    return readsAs(
      want.map((w) => (w * Math.PI) / 180),
      answer,
      plain,
    );
  if (expected.unit && plain?.unit && !unitAgrees(expected.unit, plain.unit)) return false;
  return readsAs(want, answer, plain);
}

const MATH_KINDS = new Set(['set', 'expression', 'interval', 'monotonic']);

/**
 * A line published as y = f(x) (a tangent line) may be answered in general form ("2x+y+1=0"): right when
 * the answer is one equation, linear in y with a non-zero y coefficient, satisfied by y = f(x) at sample x.
 */
export function equationGivesLine(expectedRhs: string, answer: string): boolean {
  const s = answer
    .replace(/\$/g, ' ')
    .replace(/[。.,，;；]\s*$/, '')
    .trim();
  const sides = s.split('=');
  if (sides.length !== 2 || !/y/.test(s)) return false;
  try {
    const want = parseExpr(expectedRhs);
    const lhs = parseExpr(sides[0]);
    const rhs = parseExpr(sides[1]);
    const gap = (x: number, y: number) => evaluate(lhs, { x, y }) - evaluate(rhs, { x, y });
    for (const x of [-2.3, -1.1, 0.4, 1.7, 2.9]) {
      const y = evaluate(want, { x });
      if (!Number.isFinite(y)) return false;
      const g0 = gap(x, y);
      const d1 = gap(x, y + 1) - g0;
      const d2 = gap(x, y + 2) - gap(x, y + 1);
      const scale = Math.max(1, Math.abs(d1));
      if (!(Math.abs(g0) <= 1e-9 * scale) || !(Math.abs(d1) > 1e-9) || !(Math.abs(d1 - d2) <= 1e-9 * scale)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Does a solved outcome give the expected answer? */
export function answerIsRight(expected: Expected, outcome: SolveOutcome, subject?: string): boolean {
  if (!outcome.ok) return false;
  const answer = outcome.finalAnswer;
  if (expected.kind === 'choice') return choiceMatches(String(expected.value), answer);
  if (expected.kind === 'coefficients') return compareToExpected(outcome, expected as unknown as ScienceExpected);
  if (expected.kind === 'numbers') {
    const e = expected as { value: Array<number | string>; unit?: string };
    // Handwritten physics/chemistry expectations carry SI units the science comparator converts.
    if ((subject === 'physics' || subject === 'chemistry') && e.unit && compareToExpected(outcome, expected as unknown as ScienceExpected))
      return true;
    return numbersMatch(e, answer);
  }
  if (MATH_KINDS.has(expected.kind)) {
    try {
      if (answerMatches(expectedValue(expected as Exclude<MathExpected, { kind: 'refuse' }>), answer) === true) return true;
    } catch {
      // fall through
    }
    const e = expected as { kind: string; value?: unknown; vars?: string[] };
    const lineInX = e.kind === 'expression' && typeof e.value === 'string' && (!e.vars || (e.vars.length === 1 && e.vars[0] === 'x'));
    return lineInX && equationGivesLine(e.value as string, answer);
  }
  return false;
}

/** solved = answered and right (or refused where a refusal is expected); refused; wrong = any other answer. */
export function scoreOutcome(expected: Expected, outcome: SolveOutcome, subject?: string): Status {
  if (expected.kind === 'refuse') return outcome.ok ? 'wrong' : 'solved';
  if (!outcome.ok) return 'refused';
  return answerIsRight(expected, outcome, subject) ? 'solved' : 'wrong';
}

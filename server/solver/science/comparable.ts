import type { SolveOutcome, Solved } from '../types';
import { math, UNITS, unitKeyFromLatex } from './physics/units';

export type Comparable = { coefficients: number[] } | { numbers: number[]; units: (string | undefined)[]; unit?: string };

export type Expected = { kind: 'numbers'; value: number[]; unit?: string } | { kind: 'coefficients'; value: number[] } | { kind: 'refuse' };

const ARROW = /\\rightarrow|\\rightleftharpoons/;
const VALUE = /(?:=|\\approx)\s*(-?\d+(?:\.\d+)?)(?:\s*\\times\s*10\^\{(-?\d+)\})?\s*(?:\\\s*(.+))?$/;

/**
 * Reads the numbers (and units, as mathjs unit strings) or the equation coefficients back out of a
 * science engine's finalAnswer. Null for a finalAnswer in another shape.
 */
export function extractComparable(solved: Solved): Comparable | null {
  const segments = [...solved.finalAnswer.matchAll(/\$([^$]+)\$/g)].map((m) => m[1].trim());
  if (segments.length === 0) return null;
  if (segments.length === 1 && ARROW.test(segments[0])) {
    const sides = segments[0].split(ARROW);
    const coefficients = sides.flatMap((side) =>
      side.split(' + ').map((term) => {
        const m = /^(\d*)\\mathrm\{/.exec(term.trim());
        return m ? Number(m[1] || 1) : Number.NaN;
      }),
    );
    return coefficients.some(Number.isNaN) ? null : { coefficients };
  }
  const numbers: number[] = [];
  const units: (string | undefined)[] = [];
  for (const seg of segments) {
    const eq = Math.max(seg.lastIndexOf('='), seg.lastIndexOf('\\approx'));
    const m = VALUE.exec(seg.slice(eq));
    if (!m) return null;
    numbers.push(Number(m[1]) * 10 ** Number(m[2] ?? 0));
    units.push(m[3] ? unitString(m[3]) : undefined);
  }
  const same = units.every((u) => u === units[0]);
  return { numbers, units, unit: same ? units[0] : undefined };
}

function unitString(latex: string): string {
  const key = unitKeyFromLatex(latex);
  if (key) return UNITS[key].math;
  return latex
    .replace(/\\mathrm\{([^}]*)\}/g, '$1')
    .replace(/\\cdot/g, '*')
    .trim();
}

/**
 * Does an outcome match a benchmark expectation? Numbers are converted to the expected unit and
 * compared with a relative tolerance (answers are shown to 4 significant figures).
 */
export function compareToExpected(outcome: SolveOutcome | null, expected: Expected, relTol = 1e-3): boolean {
  if (expected.kind === 'refuse') return !outcome?.ok;
  if (!outcome?.ok) return false;
  const got = extractComparable(outcome);
  if (!got) return false;
  if (expected.kind === 'coefficients') {
    return 'coefficients' in got && got.coefficients.join(',') === expected.value.join(',');
  }
  if (!('numbers' in got) || got.numbers.length !== expected.value.length) return false;
  return expected.value.every((want, i) => {
    let have = got.numbers[i];
    const from = got.units[i];
    if (expected.unit && from && from !== expected.unit) {
      try {
        have = math.unit(have, from).toNumber(expected.unit);
      } catch {
        return false;
      }
    }
    return Math.abs(have - want) <= relTol * Math.max(Math.abs(want), 1e-12);
  });
}

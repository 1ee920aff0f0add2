import type { Node } from '../expression/ast';
import { evaluate } from '../compute/evaluate';
import { readIntervals } from './answer';
import { parseExpr } from '../expression/parser';
import type { AnswerValue } from '../expression/types';

/** A benchmark expectation, as written by hand in bench/solver-problems/*.json. */
export type MathExpected =
  | { kind: 'numbers'; value: Array<number | string> }
  | { kind: 'set'; value: Record<string, number | string> | Array<Record<string, number | string>> }
  | { kind: 'expression'; value: string; vars?: string[]; upToConstant?: boolean }
  | { kind: 'interval'; value: string }
  | { kind: 'monotonic'; increasing: string; decreasing: string }
  | { kind: 'refuse' };

function num(x: number | string): number {
  if (typeof x === 'number') return x;
  const v = evaluate(parseExpr(x));
  if (!Number.isFinite(v)) throw new Error(`expected value "${x}" is not a number`);
  return v;
}

function intervalsOf(text: string) {
  const intervals = readIntervals(text);
  if (!intervals) throw new Error(`expected interval "${text}" is unreadable`);
  return intervals;
}

/** Turns a hand-written expectation into the machine-readable form the answer comparison uses. */
export function expectedValue(e: Exclude<MathExpected, { kind: 'refuse' }>): AnswerValue {
  switch (e.kind) {
    case 'numbers':
      return { kind: 'numbers', values: e.value.map(num) };
    case 'set': {
      const list = Array.isArray(e.value) ? e.value : [e.value];
      const vars = Object.keys(list[0] ?? {}).sort();
      return { kind: 'tuples', vars, tuples: list.map((t) => vars.map((v) => num(t[v]))) };
    }
    case 'expression': {
      const node: Node = parseExpr(e.value);
      return { kind: 'expression', node, vars: e.vars ?? ['x'], upToConstant: e.upToConstant };
    }
    case 'interval':
      return { kind: 'interval', intervals: intervalsOf(e.value) };
    case 'monotonic':
      return { kind: 'monotonic', increasing: intervalsOf(e.increasing), decreasing: intervalsOf(e.decreasing) };
  }
}

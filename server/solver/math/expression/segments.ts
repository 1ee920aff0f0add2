import { freeVars, type Node, type RelOp } from './ast';
import { parseChain } from './parser';
import type { MathProblem } from './types';

export interface ParsedSegment {
  src: string;
  exprs: Node[];
  ops: RelOp[];
}

/** Parses every formula segment; null when any of them cannot be read (the caller then refuses). */
export function parseSegments(p: MathProblem): ParsedSegment[] | null {
  const out: ParsedSegment[] = [];
  for (const src of p.segments) {
    try {
      out.push({ src, ...parseChain(src) });
    } catch {
      return null;
    }
  }
  return out;
}

/** A segment that is just a variable name ("x" in "关于 x 的方程"). */
export function isLoneVar(s: ParsedSegment): boolean {
  return s.ops.length === 0 && s.exprs[0].k === 'var';
}

export function varsOf(nodes: Node[]): string[] {
  const set = new Set<string>();
  for (const n of nodes) freeVars(n, set);
  return [...set].sort();
}

/** "f(x) = ..." / "y = ..." definitions: [name, variable, body]. */
export function functionDefinition(src: string): { name: string; arg: string; body: string } | null {
  const m = /^\s*([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+)$/s.exec(src);
  if (m && !/[=<>≤≥]/.test(m[3])) return { name: m[1], arg: m[2], body: m[3] };
  return null;
}

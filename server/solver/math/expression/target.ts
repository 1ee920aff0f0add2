import { freeVars, type Node } from './ast';
import { parseChain, parseExprOrNull } from './parser';
import { functionDefinition } from './segments';

/** What each formula segment of a calculus/function problem means. */
export type Piece =
  | { t: 'def'; name: string; v: string; body: Node }
  | { t: 'expr'; body: Node }
  | { t: 'prime'; name: string; at: Node | null }
  | { t: 'value'; name: string; at: Node }
  | { t: 'point'; x: Node; y: Node | null }
  | { t: 'assign'; v: string; value: Node }
  | { t: 'interval'; lo: Node; hi: Node; loClosed: boolean; hiClosed: boolean; of?: string }
  | { t: 'var'; v: string };

/** Classifies one segment; null when it means nothing we know. */
export function classifyPiece(src: string, fnName: string | null): Piece | null {
  const s = src.trim();
  const prime = /^([a-zA-Z])\s*'\s*(?:\((.+)\))?$/.exec(s);
  if (prime) {
    if (prime[2] === undefined) return { t: 'prime', name: prime[1], at: null };
    const at = parseExprOrNull(prime[2]);
    if (!at) return null;
    return { t: 'prime', name: prime[1], at: at.k === 'var' ? null : at };
  }
  const def = functionDefinition(s);
  if (def) {
    const body = parseExprOrNull(def.body);
    if (!body) return null;
    return { t: 'def', name: def.name, v: def.arg, body };
  }
  const ddx = /^(?:\\frac\s*\{\s*d\s*\}\s*\{\s*d\s*([a-z])\s*\}|d\s*\/\s*d\s*([a-z]))\s*(.+)$/.exec(s);
  if (ddx) {
    const body = parseExprOrNull(ddx[3]);
    return body ? { t: 'def', name: '', v: ddx[1] ?? ddx[2], body } : null;
  }
  const yDef = /^y\s*=\s*(.+)$/.exec(s);
  if (yDef && !/[=<>]/.test(yDef[1])) {
    const body = parseExprOrNull(yDef[1]);
    const vs = body ? [...freeVars(body)] : [];
    if (body && vs.length <= 1 && !vs.includes('y')) return { t: 'def', name: 'y', v: vs[0] ?? 'x', body };
  }
  if (fnName) {
    const call = new RegExp(`^${fnName}\\s*\\((.+)\\)$`).exec(s);
    // 「f(f(0))」 is a value of a value: its inside is no number to substitute (the parser would read f·0)
    if (call && !new RegExp(`(?<![a-zA-Z\\\\])${fnName}\\s*\\(`).test(call[1])) {
      const at = parseExprOrNull(call[1]);
      if (at && freeVars(at).size === 0) return { t: 'value', name: fnName, at };
    }
  }
  const pt = /^\((.+),(.+)\)$/.exec(s);
  if (pt) {
    const x = parseExprOrNull(pt[1]);
    const yRaw = pt[2].trim();
    const y = fnName && new RegExp(`^${fnName}\\s*\\(`).test(yRaw) ? null : parseExprOrNull(yRaw);
    if (x && freeVars(x).size === 0 && (y === null || freeVars(y).size === 0)) return { t: 'point', x, y };
    const lo = x;
    const hi = parseExprOrNull(yRaw);
    if (lo && hi && freeVars(lo).size === 0 && freeVars(hi).size === 0) return { t: 'interval', lo, hi, loClosed: false, hiClosed: false };
    return null;
  }
  // 「x∈[0,3]」: the interval the letter runs over.
  const member = /^([a-z])\s*(?:\\in|∈)\s*([[(].+[\])])$/.exec(s);
  if (member) {
    const range = classifyPiece(member[2]!, fnName);
    return range?.t === 'interval' ? { ...range, of: member[1]! } : null;
  }
  const iv = /^([[(])(.+),(.+)([\])])$/.exec(s);
  if (iv) {
    const lo = parseExprOrNull(iv[2]);
    const hi = parseExprOrNull(iv[3]);
    if (lo && hi && freeVars(lo).size === 0 && freeVars(hi).size === 0) {
      return { t: 'interval', lo, hi, loClosed: iv[1] === '[', hiClosed: iv[4] === ']' };
    }
    return null;
  }
  try {
    const c = parseChain(s);
    if (c.ops.length === 1 && c.ops[0] === '=' && c.exprs[0].k === 'var' && freeVars(c.exprs[1]).size === 0) {
      return { t: 'assign', v: c.exprs[0].name, value: c.exprs[1] };
    }
    if (c.ops.length === 0) {
      if (c.exprs[0].k === 'var') return { t: 'var', v: c.exprs[0].name };
      return { t: 'expr', body: c.exprs[0] };
    }
  } catch {
    return null;
  }
  return null;
}

export function classifyAll(segments: string[]): Piece[] | null {
  const def = segments.map((s) => functionDefinition(s)).find((d) => d?.name) ?? null;
  const fnName = def?.name ?? null;
  // 「曲线 y=f(x)」 names the graph of the function just defined: it says nothing more
  const graphOf = def ? new RegExp(`^y\\s*=\\s*${def.name}\\s*\\(\\s*${def.arg}\\s*\\)$`) : null;
  const out: Piece[] = [];
  for (const s of segments) {
    if (graphOf?.test(s.trim())) continue;
    const p = classifyPiece(s, fnName);
    if (!p) return null;
    out.push(p);
  }
  return out;
}

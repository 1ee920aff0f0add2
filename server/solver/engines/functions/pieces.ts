import type { Node } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { toLatex } from '../../math/write/latex';
import { parseChain, parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';

/** Piecewise definitions and exact values at a point, shared by the functions engine and its sub-solvers. */
export interface Piece {
  expr: Node;
  exprLatex: string;
  cond: { exprs: Node[]; ops: string[] };
  condLatex: string;
}

/** Exact rational value of an expression in x (integer powers, logs of exact powers, square roots of squares). */
export function exact(n: Node, x: Rat): Rat | null {
  switch (n.k) {
    case 'num':
      return n.v;
    case 'var':
      return n.name === 'x' ? x : null;
    case 'const':
      return null;
    case 'add': {
      let s = Rat.ZERO;
      for (const a of n.args) {
        const v = exact(a, x);
        if (!v) return null;
        s = s.add(v);
      }
      return s;
    }
    case 'mul': {
      let s = Rat.ONE;
      for (const a of n.args) {
        const v = exact(a, x);
        if (!v) return null;
        s = s.mul(v);
      }
      return s;
    }
    case 'neg': {
      const v = exact(n.arg, x);
      return v ? v.neg() : null;
    }
    case 'div': {
      const a = exact(n.num, x);
      const b = exact(n.den, x);
      return a && b && !b.isZero() ? a.div(b) : null;
    }
    case 'pow': {
      const b = exact(n.base, x);
      const e = exact(n.exp, x);
      if (!b || !e?.isInteger() || e.abs().cmp(Rat.of(64)) > 0 || (b.isZero() && e.sign() <= 0)) return null;
      return b.pow(Number(e.n));
    }
    case 'log': {
      const b = exact(n.base, x);
      const a = exact(n.arg, x);
      if (!b || !a || b.sign() <= 0 || b.isOne() || a.sign() <= 0) return null;
      for (let k = -64; k <= 64; k++) if (b.pow(k).eq(a)) return Rat.of(k);
      return null;
    }
    case 'root': {
      const a = exact(n.arg, x);
      if (!a || a.sign() < 0 || n.index !== 2) return null;
      const r = (v: bigint) => {
        let s = BigInt(Math.round(Math.sqrt(Number(v))));
        while (s * s > v) s--;
        while ((s + 1n) * (s + 1n) <= v) s++;
        return s * s === v ? s : null;
      };
      const p = r(a.n);
      const q = r(a.d);
      return p !== null && q !== null ? Rat.of(p, q) : null;
    }
    case 'fn':
      if (n.name === 'abs') {
        const v = exact(n.arg, x);
        return v ? v.abs() : null;
      }
      if (n.name === 'ln') {
        const v = exact(n.arg, x);
        return v?.isOne() ? Rat.ZERO : null;
      }
      return null;
    default:
      return null;
  }
}

function holds(op: string, d: Rat): boolean {
  const s = d.sign();
  return op === '<' ? s < 0 : op === '>' ? s > 0 : op === '<=' ? s <= 0 : op === '>=' ? s >= 0 : op === '=' ? s === 0 : false;
}

/** Which piece applies at x (exactly); null when none or several do, or a bound is not rational. */
export function pieceAt(pieces: Piece[], x: Rat): Piece | null {
  const hits = piecesAt(pieces, x);
  return hits.length === 1 ? hits[0] : null;
}

/** Every piece whose condition holds at x exactly: none outside the domain, two where written bounds overlap. */
export function piecesAt(pieces: Piece[], x: Rat): Piece[] {
  return pieces.filter((p) => {
    for (let i = 0; i < p.cond.ops.length; i++) {
      const a = exact(p.cond.exprs[i], x);
      const b = exact(p.cond.exprs[i + 1], x);
      if (!a || !b || !holds(p.cond.ops[i], a.sub(b))) return false;
    }
    return true;
  });
}

export function floatAt(pieces: Piece[], x: number): number {
  const hits = piecesAtFloat(pieces, x);
  return hits.length === 1 ? evaluate(hits[0].expr, { x }) : Number.NaN;
}

/** The pieces whose condition holds at a sample x (within rounding at a bound). */
export function piecesAtFloat(pieces: Piece[], x: number): Piece[] {
  return pieces.filter((p) =>
    p.cond.ops.every((op, i) => {
      const d = evaluate(p.cond.exprs[i], { x }) - evaluate(p.cond.exprs[i + 1], { x });
      return op === '<' ? d < 0 : op === '>' ? d > 0 : op === '<=' ? d <= 1e-12 : op === '>=' ? d >= -1e-12 : Math.abs(d) < 1e-12;
    }),
  );
}

export const CASES =
  /([fgh])\s*\(\s*x\s*\)\s*=\s*(?:\\left\s*\\?\{\s*)?\\begin\{(cases|array)\}(?:\{[lcr]*\})?([\s\S]*?)\\end\{\2\}(?:\s*\\right\s*\.)?/;

export function readPieces(body: string): Piece[] | null {
  const rows = body
    .split(/\\\\/)
    .map((r) => r.trim())
    .filter(Boolean);
  if (rows.length < 2 || rows.length > 4) return null;
  const out: Piece[] = [];
  for (const row of rows) {
    // "\log_2 x, x>0": the formula ends at the last comma (or &) before the condition, not at its first space.
    const m =
      /^(.*)(?:,|，|&)\s*(?:&\s*)?(?:\\text\{[^}]*\}\s*)?\(?([^,，&]*?(?:<|>|\\le|\\ge|\\leq|\\geq|≤|≥)[^,，&]*?)\)?\s*[,.，。]?$/s.exec(
        row,
      ) ??
      /^(.*?)(?:,|，|&|\\quad|\s)+\s*(?:&\s*)?(?:\\text\{[^}]*\}\s*)?\(?((?:[^&]*?)(?:<|>|\\le|\\ge|\\leq|\\geq|\\leqslant|\\geqslant|≤|≥)(?:[^&]*?))\)?\s*[,.，。]?$/s.exec(
        row.replace(/&/g, ' & '),
      );
    if (!m) return null;
    const exprSrc = m[1].replace(/[,，&\s]+$/, '').trim();
    const condSrc = m[2].replace(/^[\s&,，]+/, '').trim();
    try {
      const expr = parseExpr(exprSrc);
      const cond = parseChain(condSrc);
      if (!cond.ops.length || cond.ops.some((o) => !['<', '>', '<=', '>='].includes(o))) return null;
      out.push({
        expr,
        exprLatex: toLatex(expr),
        cond,
        condLatex: cond.exprs.map((e, i) => (i ? `${OPL[cond.ops[i - 1]]}${toLatex(e)}` : toLatex(e))).join(''),
      });
    } catch {
      return null;
    }
  }
  return out;
}

const OPL: Record<string, string> = { '<': '<', '>': '>', '<=': '\\le ', '>=': '\\ge ' };

import type { Node } from '../../math/ast';
import { withOptions } from '../../math/choice';
import { evaluate } from '../../math/evaluate';
import { dm, im, refuse, solved } from '../../math/format';
import { prepare, solveMathDetailed } from '../../math/index';
import { toLatex } from '../../math/latex';
import { parseChain, parseExpr } from '../../math/parser';
import { Rat } from '../../math/rational';
import type { MathOutcome } from '../../math/types';
import type { ProblemType } from '../../types';
import type { Engine } from '../types';
import { solveAbsMonotone } from './absmono';
import { solveClosedMax } from './closedmax';
import { solveCompare } from './compare';
import { solveDomain } from './domain';
import { solveElementaryExtremum } from './elementary-extremum';
import { solveEvenMonotone } from './evenmono';
import { solveExtremePointParam } from './extreme-point-param';
import { solveExtremumParams } from './extremum';
import { solveLogValue } from './logvalue';
import { solveOddEven } from './oddeven';
import { solveOddPart } from './odd-part';
import { solveSymmetry } from './symmetry';
import { solveTangentThrough } from './tangent';
import { solveZeroInterval } from './zero-interval';
import { solveZeroCount } from './zeros';
import { solveCommonTangent } from './common-tangent';
import { solveParamDerivative } from './param-derivative';
import { solveParityTangent } from './parity-tangent';
import { solveParamValue } from './param-value';
import { solveParity } from './parity';
import { solvePiecewiseInverse } from './piecewise-inverse';

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
  const hits = pieces.filter((p) => {
    for (let i = 0; i < p.cond.ops.length; i++) {
      const a = exact(p.cond.exprs[i], x);
      const b = exact(p.cond.exprs[i + 1], x);
      if (!a || !b || !holds(p.cond.ops[i], a.sub(b))) return false;
    }
    return true;
  });
  return hits.length === 1 ? hits[0] : null;
}

export function floatAt(pieces: Piece[], x: number): number {
  const hits = pieces.filter((p) =>
    p.cond.ops.every((op, i) => {
      const d = evaluate(p.cond.exprs[i], { x }) - evaluate(p.cond.exprs[i + 1], { x });
      return op === '<' ? d < 0 : op === '>' ? d > 0 : op === '<=' ? d <= 1e-12 : op === '>=' ? d >= -1e-12 : Math.abs(d) < 1e-12;
    }),
  );
  return hits.length === 1 ? evaluate(hits[0].expr, { x }) : Number.NaN;
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

/** "f(f(2))", "f(-1)+f(\log_2 3)": the piecewise function's value, innermost application first. */
function solveStem(text: string, problemType: ProblemType): MathOutcome | null {
  const m = CASES.exec(text);
  if (!m) return null;
  const name = m[1];
  const pieces = readPieces(m[3]);
  if (!pieces) return null;
  const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\$\s*\$/g, ' ').replace(/\\left|\\right/g, '');
  // the asked value: the formula that applies f to numbers
  const asked = [...rest.matchAll(/\$([^$]+)\$/g)].map((x) => x[1].trim()).filter((f) => new RegExp(`${name}\\s*[\\(\\[]`).test(f));
  if (asked.length !== 1) return null;
  if (/零点|方程|不等式|范围|单调|最大|最小|值域|实数\s*[a-z]|若/.test(rest)) return null;
  const p = prepare(text, problemType);
  let src = asked[0]
    .replace(/=\s*(?:\(\s*\)|\\_+|_+)?\s*$/, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\quad/g, '');
  const shown = src;
  const steps: string[] = [];
  const re = new RegExp(`(?<![a-zA-Z\\\\])${name}\\s*[\\(\\[]([^()\\[\\]]*)[\\)\\]]`);
  for (let round = 0; round < 6; round++) {
    const inner = re.exec(src);
    if (!inner) break;
    let arg: Rat | null;
    let argNode: Node;
    try {
      argNode = parseExpr(inner[1]);
      arg = exact(argNode, Rat.ZERO);
    } catch {
      return null;
    }
    if (!arg) return refuse(p, '自变量的值不是有理数，离线求解器暂不计算这个分段函数的值。');
    const piece = pieceAt(pieces, arg);
    if (!piece) return refuse(p, `${im(`x=${arg.toLatex()}`)} 不在分段函数的定义范围内（或落在两段的公共部分），请核对题目。`);
    const v = exact(piece.expr, arg);
    if (!v) return refuse(p, '这个分段函数在该点的值不是有理数，离线求解器暂不作答。');
    // independent check in floats
    const f = floatAt(pieces, arg.toNumber());
    if (!Number.isFinite(f) || Math.abs(f - v.toNumber()) > 1e-9 * Math.max(1, Math.abs(f)))
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    const a = arg.toLatex();
    const put = piece.exprLatex.replace(/(?<![a-zA-Z\\])x(?![a-zA-Z])/g, arg.sign() < 0 || !arg.isInteger() ? `\\left(${a}\\right)` : a);
    steps.push(`因为 ${im(`x=${a}`)} 属于 ${im(piece.condLatex)} 这一段，所以 ${im(`${name}(${a})=${put}=${v.toLatex()}`)}。`);
    src = `${src.slice(0, inner.index)}{${v.toLatex()}}${src.slice(inner.index + inner[0].length)}`;
  }
  if (re.test(src) || new RegExp(`(?<![a-zA-Z\\\\])${name}\\s*[\\(\\[]`).test(src)) return null;
  let total: Rat | null;
  try {
    total = exact(parseExpr(src), Rat.ZERO);
  } catch {
    return null;
  }
  if (!total) return null;
  if (!/^\s*\(?[-\d/\\{}frac]+\)?\s*$/.test(src.replace(/\\frac/g, ''))) steps.push(`所以 ${dm(`${shown}=${total.toLatex()}`)}`);
  return solved(p, {
    engine: 'functions',
    idea: '分段函数求值：先看自变量属于哪一段，再代入这一段的解析式；嵌套时由内向外逐层计算。',
    steps,
    finalAnswer: im(`${shown}=${total.toLatex()}`),
    verificationNote: '每一层都按定义用浮点数重新判断所在的段并计算，结果一致。',
    value: { kind: 'numbers', values: [total.toNumber()] },
  });
}

/**
 * Extrema with eˣ or ln x: closedmax first (it shows the sign table on a closed interval); where it declines or
 * refuses (a critical point such as ln 2 that is not rational), the elementary kind, which writes such points exactly.
 */
function closedOrElementary(text: string, problemType: ProblemType): MathOutcome | null {
  const closed = solveClosedMax(text, problemType);
  if (closed?.outcome.ok) return closed;
  return solveElementaryExtremum(text, problemType) ?? closed;
}

/** Functions: values of piecewise functions, domains, parity. */
export const functionsEngine: Engine = {
  name: 'functions',
  subjects: ['math'],
  solve(q) {
    try {
      const compared = solveCompare(q) ?? solveZeroInterval(q);
      if (compared) return compared;
      return withOptions(
        q.problemType,
        q.options,
        solveStem(q.stem, q.problemType) ??
          solvePiecewiseInverse(q.stem, q.problemType) ??
          solveDomain(q.stem, q.problemType) ??
          solveParity(q.stem, q.problemType) ??
          solveOddEven(q.stem, q.problemType) ??
          solveParityTangent(q.stem, q.problemType) ??
          solveParamValue(q.stem, q.problemType) ??
          solveParamDerivative(q.stem, q.problemType) ??
          solveCommonTangent(q.stem, q.problemType) ??
          solveOddPart(q.stem, q.problemType) ??
          solveEvenMonotone(q.stem, q.problemType) ??
          solveSymmetry(q.stem, q.problemType) ??
          solveTangentThrough(q.stem, q.problemType) ??
          solveExtremumParams(q.stem, q.problemType) ??
          solveExtremePointParam(
            q.stem,
            q.problemType,
            (text, type) => solveStem(text, type) ?? closedOrElementary(text, type) ?? solveMathDetailed(text, type),
          ) ??
          solveZeroCount(q.stem, q.problemType) ??
          solveLogValue(q.stem, q.problemType) ??
          solveAbsMonotone(q.stem, q.problemType) ??
          closedOrElementary(q.stem, q.problemType),
      );
    } catch {
      return null;
    }
  },
};

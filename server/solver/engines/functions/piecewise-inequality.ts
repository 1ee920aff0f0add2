import { freeVars } from '../../math/expression/ast';
import { im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { parseChain } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { Interval, MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { candidates } from './piecewise-inverse';
import { CASES, exact, floatAt, pieceAt, piecesAt, piecesAtFloat, readPieces } from './pieces';

/**
 * An inequality in a piecewise function (人教A版 必修一 3.1 分段函数): 「f(x)={x+1, x≤0; log₂x, x>0}，则不等式
 * f(x)>1 的解集为」. The line is cut at the pieces' bounds and at the roots of f(x) = c (each a rational number that
 * satisfies it exactly); between two cuts f − c keeps one sign on every sample, at a cut the piece that applies is
 * evaluated exactly, and far out the sign must be the one of the last stretch. The solution set is their union.
 */

const UNSURE = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';
const OVERLAP = '分段函数的几段在同一处给出了不同的取值（定义重叠），这样的式子不是一个函数，暂不作答。';
const OPS: Record<string, (d: number) => boolean> = {
  '<': (d) => d < 0,
  '>': (d) => d > 0,
  '<=': (d) => d <= 0,
  '>=': (d) => d >= 0,
};
const OPL: Record<string, string> = { '<': '<', '>': '>', '<=': '\\le ', '>=': '\\ge ' };

function rationalise(x: number): Rat | null {
  for (let d = 1; d <= 360; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-7) return Rat.of(n, d);
  }
  return null;
}

export function solvePiecewiseInequality(text: string, problemType: ProblemType): MathOutcome | null {
  const m = CASES.exec(text);
  if (!m) return null;
  const name = m[1];
  const pieces = readPieces(m[3]);
  if (!pieces) return null;
  // a bound or a piece with a letter other than x (「x ≤ a」) is a question about that letter, not this kind
  const letters = pieces.flatMap((pc) => [pc.expr, ...pc.cond.exprs]).flatMap((e) => [...freeVars(e)]);
  if (letters.some((v) => v !== 'x')) return null;
  const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\$\s*\$/g, ' ').replace(/\\left|\\right/g, '');
  const formulas = [...rest.matchAll(/\$([^$]+)\$/g)].map((f) => f[1].trim()).filter((f) => f && f !== 'x');
  if (formulas.length !== 1) return null;
  const asks = /解集|取值范围/.test(rest) && !/零点|方程|单调|最大|最小|值域|若|实数\s*[a-wyz]|恒成立|有解/.test(rest);
  if (!asks) return null;
  const f0 = formulas[0].replace(/\\(?:leqslant|leq|le)(?![a-z])/g, '<=').replace(/\\(?:geqslant|geq|ge)(?![a-z])/g, '>=');
  const lhs = new RegExp(`^${name}\\s*\\(\\s*x\\s*\\)\\s*(<=|>=|<|>)\\s*(.+)$`).exec(f0);
  if (!lhs) return null;
  const op = lhs[1];
  let c: Rat | null;
  try {
    const chain = parseChain(lhs[2]);
    // 「f(x) ≥ x²」 compares f with another function, not with a number: not this kind
    if (chain.ops.length || freeVars(chain.exprs[0]).size) return null;
    c = exact(chain.exprs[0], Rat.ZERO);
  } catch {
    return null;
  }
  if (!c) return null;
  const C = c;
  const p = prepare(text, problemType);
  const g = (x: number) => floatAt(pieces, x) - C.toNumber();
  // the cuts: every constant bound of a piece, and every root of f(x) = c
  const cuts: Rat[] = [];
  for (const piece of pieces)
    for (const e of piece.cond.exprs) {
      const v = exact(e, Rat.ZERO);
      if (v && exact(e, Rat.ONE)?.eq(v)) cuts.push(v);
    }
  const roots = candidates(g);
  if (!roots) return null;
  for (const r of roots) {
    const x = rationalise(r);
    const piece = x && pieceAt(pieces, x);
    const v = piece && exact(piece.expr, x!);
    if (!x || !v?.eq(C)) return refuse(p, '方程 f(x)=c 的根不是能精确写出的数，为避免给出错误答案，暂不作答。');
    cuts.push(x);
  }
  const points = [...new Map(cuts.map((x) => [x.toString(), x])).values()].sort((a, b) => a.cmp(b));
  if (points.length > 12) return null;
  const out: Interval[] = [];
  const add = (lo: number, hi: number, loClosed: boolean, hiClosed: boolean) => {
    const last = out[out.length - 1];
    if (last && last.hi === lo && (last.hiClosed || loClosed)) {
      last.hi = hi;
      last.hiClosed = hiClosed;
    } else out.push({ lo, hi, loClosed, hiClosed });
  };
  const bounds = [Number.NEGATIVE_INFINITY, ...points.map((x) => x.toNumber()), Number.POSITIVE_INFINITY];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const a = bounds[i];
    const b = bounds[i + 1];
    // the stretch between two cuts: one sign on every sample (far out too, where the stretch is unbounded)
    const l = Number.isFinite(a) ? a : Math.min(b, 0) - 2000;
    const r = Number.isFinite(b) ? b : Math.max(a, 0) + 2000;
    const xs = Array.from({ length: 23 }, (_, k) => l + ((r - l) * (k + 1)) / 24);
    if (!Number.isFinite(a)) xs.push(-1e4, -1e6);
    if (!Number.isFinite(b)) xs.push(1e4, 1e6);
    // two pieces written over the same stretch do not define one function there
    if (xs.some((x) => piecesAtFloat(pieces, x).length > 1)) return refuse(p, OVERLAP);
    const ys = xs.map(g);
    const defined = ys.filter((y) => !Number.isNaN(y));
    if (defined.length && defined.length !== ys.length) return refuse(p, UNSURE);
    const signs = new Set(defined.map(Math.sign));
    if (signs.size > 1 || signs.has(0)) return refuse(p, UNSURE);
    const inside = defined.length > 0 && OPS[op](defined[0]);
    if (inside) add(a, b, false, false);
    if (i + 1 < bounds.length - 1) {
      // the cut itself, exactly
      const x = points[i];
      const hits = piecesAt(pieces, x);
      if (!hits.length) {
        if (Number.isFinite(floatAt(pieces, x.toNumber()))) return refuse(p, UNSURE);
        continue;
      }
      // a bound written into both pieces (x ≤ 1 and x ≥ 1) is kept when both give the same value there
      const values = hits.map((pc) => exact(pc.expr, x));
      const v = values[0];
      if (!v || values.some((w) => !w?.eq(v))) return refuse(p, hits.length > 1 ? OVERLAP : UNSURE);
      if (OPS[op](v.sub(C).toNumber())) add(x.toNumber(), x.toNumber(), true, true);
    }
  }
  const texOf = (v: number, closed: boolean, lo: boolean) =>
    Number.isFinite(v)
      ? `${lo ? (closed ? '[' : '(') : ''}${rationalise(v)!.toLatex()}${lo ? '' : closed ? ']' : ')'}`
      : lo
        ? '(-\\infty'
        : '+\\infty)';
  const setTex = out.length
    ? out
        .map((iv) =>
          iv.lo === iv.hi
            ? `\\{${rationalise(iv.lo)!.toLatex()}\\}`
            : `${texOf(iv.lo, iv.loClosed, true)},${texOf(iv.hi, iv.hiClosed, false)}`,
        )
        .join('\\cup ')
    : '\\varnothing';
  const rel = `${name}(x)${OPL[op]}${C.toLatex()}`;
  return solved(p, {
    engine: 'functions:piecewise-inequality',
    idea: '分段函数的不等式：在每一段的范围内分别解不等式，再取并集。',
    steps: [
      ...pieces.map(
        (pc) =>
          `当 ${im(pc.condLatex)} 时，${im(`${name}(x)=${pc.exprLatex}`)}，在这一段上解 ${im(`${pc.exprLatex}${OPL[op]}${C.toLatex()}`)}。`,
      ),
      `方程 ${im(`${name}(x)=${C.toLatex()}`)} 的根与各段的分界点把数轴分成几段，每段内 ${im(`${name}(x)-${C.toLatex()}`)} 同号，分界点处单独代入。`,
      `所以 ${im(rel)} 的解集为 ${im(setTex)}。`,
    ],
    finalAnswer: im(setTex),
    verificationNote: '每个根都精确代回成立；相邻分界点之间取多个点检验符号一致，分界点处用精确值判断，远处的符号也已核对。',
    value: { kind: 'interval', intervals: out },
  });
}

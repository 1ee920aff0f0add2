import type { Node } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { im, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { CASES, exact, floatAt, type Piece, pieceAt, readPieces } from './pieces';

/**
 * A piecewise function and a value it takes (人教A版 必修一 3.1 分段函数): "f(x)={…}，若 f(a)=-3，则 a=" or
 * "…，且 f(a)=-3，则 f(6-a)=". Every piece is solved on its own part of the domain: sign changes and
 * touching points of f(x)−v are found on a fine scan, each root must be a rational number that satisfies
 * f(a)=v exactly and lies in its piece's range. The answer must be the same for every root found.
 */

const LO = -1000;
const HI = 1000;

function rationalise(x: number): Rat | null {
  for (let d = 1; d <= 360; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-7) return Rat.of(n, d);
  }
  return null;
}

/** Candidate roots of g on [LO, HI]: sign changes (bisected) and near-zero local minima of |g|. */
export function candidates(g: (x: number) => number, step = 0.05, fineStep = 0.0005): number[] | null {
  const xs: number[] = [];
  for (let x = LO; x <= HI; x += step) xs.push(x);
  for (let x = -20; x <= 20; x += fineStep) xs.push(x);
  xs.sort((a, b) => a - b);
  const out: number[] = [];
  let prevX = Number.NaN;
  let prev = Number.NaN;
  let prevAbs = Number.POSITIVE_INFINITY;
  let falling = false;
  for (const x of xs) {
    const y = g(x);
    if (Number.isFinite(y) && Number.isFinite(prev)) {
      if (y === 0) out.push(x);
      else if (Math.sign(y) !== Math.sign(prev) && prev !== 0) {
        let a = prevX;
        let b = x;
        for (let i = 0; i < 80; i++) {
          const m = (a + b) / 2;
          if (Math.sign(g(m)) === Math.sign(g(a))) a = m;
          else b = m;
        }
        // A jump of sign across a pole is not a root.
        if (Math.abs(g((a + b) / 2)) < 1e-6) out.push((a + b) / 2);
      }
      const abs = Math.abs(y);
      if (falling && abs > prevAbs && prevAbs < 1e-3 && Math.sign(y) === Math.sign(prev)) out.push(prevX);
      falling = abs < prevAbs;
      prevAbs = abs;
    } else {
      falling = false;
      prevAbs = Number.isFinite(y) ? Math.abs(y) : Number.POSITIVE_INFINITY;
    }
    prevX = x;
    prev = y;
  }
  return out.length > 40 ? null : out;
}

export function solvePiecewiseInverse(text: string, problemType: ProblemType): MathOutcome | null {
  const m = CASES.exec(text);
  if (!m) return null;
  const name = m[1];
  const pieces = readPieces(m[3]);
  if (!pieces) return null;
  const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\\left|\\right/g, '');
  const given = new RegExp(`(?:若|且|已知|满足|,|，)\\s*\\$\\s*${name}\\s*\\(\\s*([a-z])\\s*\\)\\s*=\\s*([^$]+?)\\s*\\$`).exec(rest);
  if (!given) return null;
  const letter = given[1];
  if (letter === 'x') return null;
  let v: Rat | null;
  try {
    v = exact(parseExpr(given[2]), Rat.ZERO);
  } catch {
    return null;
  }
  if (!v) return null;
  const after = rest.slice(given.index + given[0].length);
  const ask = /^\s*[,，]?\s*(?:则|那么)\s*(?:实数\s*)?\$([^$]+)\$\s*(?:的值)?\s*(?:为|是|等于)?\s*[.。]?\s*$/.exec(
    after.replace(/_{2,}|\(\s*\)|（\s*）|\(\\quad\)/g, ''),
  );
  if (!ask) return null;
  const askSrc = ask[1]
    .replace(/=\s*$/, '')
    .replace(/\\quad/g, '')
    .trim();
  const before = rest.slice(0, given.index).replace(/\$\s*\$/g, '');
  if (/\$/.test(before.replace(/^[^$]*?\$\s*\$/, ''))) return null;
  const asksLetter = askSrc === letter;
  const inner = new RegExp(`^${name}\\s*\\(([^()]+)\\)$`).exec(askSrc);
  if (!asksLetter && !inner) return null;
  let argNode: Node | null = null;
  if (inner) {
    try {
      argNode = parseExpr(inner[1]);
    } catch {
      return null;
    }
  }

  // Roots of f(x) = v, piece by piece.
  const roots: Array<{ a: Rat; piece: Piece }> = [];
  for (const piece of pieces) {
    const inPiece = (x: number) =>
      piece.cond.ops.every((op, i) => {
        const d = evaluate(piece.cond.exprs[i], { x }) - evaluate(piece.cond.exprs[i + 1], { x });
        return op === '<' ? d < 0 : op === '>' ? d > 0 : op === '<=' ? d <= 1e-12 : d >= -1e-12;
      });
    const g = (x: number) => (inPiece(x) ? evaluate(piece.expr, { x }) - v.toNumber() : Number.NaN);
    const cs = candidates(g);
    if (!cs) return null;
    for (const c of cs) {
      const r = rationalise(c);
      if (!r) return null; // a root we cannot write exactly
      if (pieceAt(pieces, r) !== piece) {
        // the root sits on the boundary outside this piece: it is not a root of this piece
        if (Math.abs(g(r.toNumber())) > 1e-9 || Number.isNaN(g(r.toNumber()))) continue;
        return null;
      }
      const val = exact(piece.expr, r);
      if (!val) return null;
      if (!val.eq(v)) continue;
      if (!roots.some((x) => x.a.eq(r))) roots.push({ a: r, piece });
    }
  }
  if (roots.length === 0 || roots.length > 4) return null;
  const p = prepare(text, problemType);
  const steps: string[] = [];
  for (const piece of pieces) {
    const hit = roots.filter((x) => x.piece === piece);
    steps.push(
      hit.length
        ? `当 ${im(piece.condLatex.replace(/(?<![a-zA-Z\\])x(?![a-zA-Z])/g, letter))} 时，${im(`${piece.exprLatex.replace(/(?<![a-zA-Z\\])x(?![a-zA-Z])/g, letter)}=${v.toLatex()}`)}，解得 ${hit.map((x) => im(`${letter}=${x.a.toLatex()}`)).join('、')}（符合该段范围）。`
        : `当 ${im(piece.condLatex.replace(/(?<![a-zA-Z\\])x(?![a-zA-Z])/g, letter))} 时，${im(`${piece.exprLatex.replace(/(?<![a-zA-Z\\])x(?![a-zA-Z])/g, letter)}=${v.toLatex()}`)} 在该段内无解。`,
    );
  }
  let answer: Rat;
  let answerTex: string;
  if (asksLetter) {
    if (roots.length !== 1) return null;
    answer = roots[0].a;
    answerTex = `${letter}=${answer.toLatex()}`;
  } else {
    const vals: Rat[] = [];
    for (const { a } of roots) {
      const arg = exact(argNode as Node, Rat.ZERO) ?? exactIn(argNode as Node, letter, a);
      if (!arg) return null;
      const piece = pieceAt(pieces, arg);
      const fv = piece ? exact(piece.expr, arg) : null;
      const fl = floatAt(pieces, arg.toNumber());
      if (!piece || !fv || !Number.isFinite(fl) || Math.abs(fl - fv.toNumber()) > 1e-9 * Math.max(1, Math.abs(fl))) return null;
      vals.push(fv);
      steps.push(
        `${roots.length > 1 ? `当 ${im(`${letter}=${a.toLatex()}`)} 时，` : '所以 '}${im(`${askSrc}=${name}(${arg.toLatex()})`)}，${im(`${arg.toLatex()}`)} 属于 ${im(piece.condLatex)} 这一段，${im(`${name}(${arg.toLatex()})=${fv.toLatex()}`)}。`,
      );
    }
    if (vals.some((x) => !x.eq(vals[0]))) return null;
    answer = vals[0];
    answerTex = `${askSrc}=${answer.toLatex()}`;
  }
  // Check: f(a) = v recomputed in floating point through the whole piecewise definition.
  for (const { a } of roots) {
    const fa = floatAt(pieces, a.toNumber());
    if (!Number.isFinite(fa) || Math.abs(fa - v.toNumber()) > 1e-9 * Math.max(1, Math.abs(fa))) return null;
  }
  return solved(p, {
    engine: 'functions',
    idea: `分段函数已知函数值求自变量：对每一段分别解方程 ${im(`${name}(${letter})=${v.toLatex()}`)}，只保留落在该段范围内的解${asksLetter ? '' : '，再代入求值'}。`,
    steps,
    finalAnswer: im(answerTex),
    verificationNote: `把 ${roots.map((x) => im(`${letter}=${x.a.toLatex()}`)).join('、')} 代回分段函数（按定义重新判断所在的段），${im(`${name}(${letter})=${v.toLatex()}`)} 成立；其余各段在数值扫描中没有其他解。`,
    value: { kind: 'numbers', values: [answer.toNumber()] },
  });
}

function exactIn(n: Node, letter: string, a: Rat): Rat | null {
  // The formula in the letter is evaluated by writing it in x.
  return exact(substitute(n, letter), a);
}

function substitute(n: Node, letter: string): Node {
  if (n.k === 'var') return n.name === letter ? { ...n, name: 'x' } : n;
  const out: Record<string, unknown> = { ...n };
  for (const [k, val] of Object.entries(n)) {
    if (Array.isArray(val)) out[k] = val.map((c) => (c && typeof c === 'object' && 'k' in c ? substitute(c as Node, letter) : c));
    else if (val && typeof val === 'object' && 'k' in (val as object)) out[k] = substitute(val as Node, letter);
  }
  return out as Node;
}

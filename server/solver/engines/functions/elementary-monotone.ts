import { contains, freeVars, type Node } from '../../math/expression/ast';
import { checkDerivative, derivative } from '../../math/compute/calculus';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import type { Interval, MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { askedDirection } from '../../math/families/monotonic';
import { recogniseAt, signChanges } from './elementary-extremum';

/**
 * Monotone intervals of a function with eˣ or ln x (选择性必修二 5.3.1): 「函数 f(x)=x−ln x 的单调递减区间为」. The
 * domain and the zeros of f' where it changes sign are found on a scan and must be exact numbers (p/q, eᵏ·p/q,
 * ln(p/q)); the domain must reach as far as the scan shows it (checked far out), f' keeps its sign far out, and f
 * is sampled to rise (fall) on every interval given. Polynomials and fractions belong to the monotonicity family.
 */

const PROSE = /已知|设|求|函数|的|单调|递增|递减|增|减|区间|为|是|则|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;
const LO = -40;
const HI = 40;
/** Far points still inside floating range for eˣ-sized values (e⁷⁰⁰ ≈ 10³⁰⁴): an overflow to ±∞ keeps its sign. */
const FAR = [60, 100, 200, 400, 700];
const UNSURE = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

interface Piece {
  lo: number;
  hi: number;
  loNode: Node | null;
  hiNode: Node | null;
}

/** The domain on the scan, as open pieces with exact ends; null when an end is not an exact number. */
function domainPieces(fx: (x: number) => number): Piece[] | null {
  const N = 8000;
  const at = (i: number) => LO + ((HI - LO) * i) / N;
  const ok = (x: number) => Number.isFinite(fx(x));
  const edge = (a: number, b: number): Node | null => {
    // the boundary between a defined and an undefined point, bisected, then written exactly
    let [x, y] = [a, b];
    for (let k = 0; k < 90; k++) {
      const m = (x + y) / 2;
      if (ok(m) === ok(x)) x = m;
      else y = m;
    }
    const node = recogniseAt((x + y) / 2);
    // an end of an open piece: f is not defined there (ln x at 0), else the piece would be closed
    return node && !ok(evaluate(node, {})) ? node : null;
  };
  const pieces: Piece[] = [];
  let start: number | null = null;
  for (let i = 0; i <= N; i++) {
    const x = at(i);
    if (ok(x) && start === null) start = i;
    if ((!ok(x) || i === N) && start !== null) {
      const end = ok(x) ? i : i - 1;
      const loNode = start === 0 ? null : edge(at(start), at(start - 1));
      const hiNode = end === N ? null : edge(at(end), at(end + 1));
      if ((start !== 0 && !loNode) || (end !== N && !hiNode)) return null;
      if (end - start < 4) return null;
      pieces.push({
        lo: loNode ? evaluate(loNode, {}) : -Infinity,
        hi: hiNode ? evaluate(hiNode, {}) : Infinity,
        loNode,
        hiNode,
      });
      start = null;
    }
  }
  return pieces.length && pieces.length <= 3 ? pieces : null;
}

export function solveElementaryMonotone(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/单调/.test(prose) || prose.replace(PROSE, '').trim()) return null;
  const asked = askedDirection(prose);
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  let f: Node | null = null;
  let name = 'f';
  for (const s of fs) {
    const def = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(s);
    if (def && !f) {
      try {
        f = parseExpr(def[2]);
      } catch {
        return null;
      }
      name = def[1] ?? 'y';
      continue;
    }
    if (/^[fgh]\s*\(\s*x\s*\)$/.test(s)) continue;
    return null;
  }
  if (!f) return null;
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has('x')) return null;
  const transcendental = contains(
    f,
    (n) => (n.k === 'const' && n.name === 'e') || n.k === 'log' || (n.k === 'fn' && (n.name === 'ln' || n.name === 'exp')),
  );
  const other = contains(f, (n) => (n.k === 'fn' && !['ln', 'exp'].includes(n.name)) || n.k === 'root');
  if (!transcendental || other) return null;
  const p = prepare(text, problemType);
  let fp: Node;
  try {
    fp = derivative(f, 'x');
  } catch {
    return null;
  }
  const F = f;
  const FP = fp;
  const fx = (x: number) => evaluate(F, { x });
  const dfx = (x: number) => evaluate(FP, { x });
  const pieces = domainPieces(fx);
  if (!pieces) return null;
  // f' checked by difference quotients inside the domain (log₂(x²−2x−3) is not defined on [0.3, 2.7])
  for (const pc of pieces) {
    const a = Number.isFinite(pc.lo) ? pc.lo : Math.min(pc.hi, 0) - 3;
    const b = Number.isFinite(pc.hi) ? pc.hi : a + 3;
    if (!checkDerivative(F, FP, 'x', [a + (b - a) * 0.1, b - (b - a) * 0.1])) return refuse(p, UNSURE);
  }
  const inc: Interval[] = [];
  const dec: Interval[] = [];
  const shown: { inc: string[]; dec: string[] } = { inc: [], dec: [] };
  const tex = (n: Node | null, side: -1 | 1) => (n ? toLatex(n) : side < 0 ? '-\\infty' : '+\\infty');
  for (const piece of pieces) {
    // the scan reaches ±40; beyond it the piece must go on and f' keep the sign it has at the scan's end
    for (const [end, side] of [
      [piece.lo, -1],
      [piece.hi, 1],
    ] as const) {
      if (Number.isFinite(end)) continue;
      const s = Math.sign(dfx(side * HI));
      if (!s || FAR.some((x) => Number.isNaN(fx(side * x)) || Math.sign(dfx(side * x)) !== s)) return null;
    }
    const lo = Math.max(piece.lo, LO);
    const hi = Math.min(piece.hi, HI);
    const inside = (t: number) => (t > piece.lo && t < piece.hi ? dfx(t) : Number.NaN);
    const zeros = signChanges(inside, lo + 1e-9 * Math.max(1, Math.abs(lo)), hi - 1e-9 * Math.max(1, Math.abs(hi)));
    if (!zeros) return null;
    const cuts: Array<{ x: number; node: Node | null }> = [{ x: piece.lo, node: piece.loNode }];
    for (const z of zeros) {
      const node = recogniseAt(z);
      if (!node) return refuse(p, '导数的零点不是能精确写出的数，为避免给出错误答案，暂不作答。');
      const x = evaluate(node, {});
      if (Math.abs(dfx(x)) > 1e-9 * Math.max(1, Math.abs(dfx(x + 0.01)))) return refuse(p, UNSURE);
      cuts.push({ x, node });
    }
    cuts.push({ x: piece.hi, node: piece.hiNode });
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i];
      const b = cuts[i + 1];
      const l = Math.max(a.x, LO - 1);
      const r = Math.min(b.x, HI + 1);
      // f' keeps one sign inside, and f itself rises or falls from sample to sample
      const samples = Array.from({ length: 41 }, (_, k) => l + ((r - l) * (k + 0.5)) / 41);
      const signs = new Set(samples.map((t) => Math.sign(dfx(t))));
      if (signs.size !== 1 || signs.has(0) || signs.has(Number.NaN)) return refuse(p, UNSURE);
      const up = signs.has(1);
      for (let k = 1; k < samples.length; k++)
        if (Math.sign(fx(samples[k]) - fx(samples[k - 1])) !== (up ? 1 : -1)) return refuse(p, UNSURE);
      const iv: Interval = { lo: a.x, hi: b.x, loClosed: false, hiClosed: false };
      const written = `(${tex(a.node, -1)}, ${tex(b.node, 1)})`;
      (up ? inc : dec).push(iv);
      (up ? shown.inc : shown.dec).push(`$${written}$`);
    }
  }
  const list = (xs: string[]) => (xs.length ? xs.join('，') : '无');
  const dname = name === 'y' ? "y'" : `${name}'(x)`;
  return solved(p, {
    engine: 'monotonicity',
    idea: '先求定义域和导数，由导数的符号确定单调区间（单调区间写在定义域之内，不同的区间之间不用并集）。',
    steps: [
      `定义域：${pieces.map((pc) => im(`(${tex(pc.loNode, -1)}, ${tex(pc.hiNode, 1)})`)).join('，')}。`,
      `求导：${dm(`${dname}=${toLatex(FP)}`)}`,
      `${im(`${dname}>0`)} 的区间：${list(shown.inc)}；${im(`${dname}<0`)} 的区间：${list(shown.dec)}。`,
    ],
    finalAnswer:
      asked === 'increasing'
        ? `单调递增区间：${list(shown.inc)}`
        : asked === 'decreasing'
          ? `单调递减区间：${list(shown.dec)}`
          : `单调递增区间：${list(shown.inc)}；单调递减区间：${list(shown.dec)}`,
    verificationNote:
      '导数已用差商核对；导数的零点代回为 0；每个区间内导数同号，并取点确认函数确实递增或递减；定义域和导数的符号已在远处核对。',
    value: { kind: 'monotonic', increasing: inc, decreasing: dec, asked },
  });
}

import { checkDerivative } from '../../math/compute/calculus';
import { evaluate } from '../../math/compute/evaluate';
import type { Node } from '../../math/expression/ast';
import { toLatex } from '../../math/write/latex';
import { recogniseAt, signChanges } from './elementary-extremum';

/**
 * The monotone runs of a function with eˣ or ln x: its domain on a scan of [−40, 40] as open pieces with exact ends,
 * each piece cut at the zeros of f′ where f′ changes sign (exact numbers only), f′ checked by difference quotients
 * inside the domain, the domain and the sign of f′ checked far out, and f sampled rising or falling on every run.
 * Shared by the monotone intervals and the zero count of such functions.
 */

const LO = -40;
const HI = 40;
/** Far points still inside floating range for eˣ-sized values (e⁷⁰⁰ ≈ 10³⁰⁴): an overflow to ±∞ keeps its sign. */
export const FAR = [60, 100, 200, 400, 700];
const UNSURE = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

export interface End {
  x: number;
  /** The exact end; null at ±∞. */
  node: Node | null;
  /** f is defined at the end (√x at 0): the run reaches it. */
  closed?: boolean;
}

export interface Run {
  a: End;
  b: End;
  up: boolean;
}

/** An end of a run as written: the exact number, or ±∞. */
export const endTex = (n: Node | null, side: -1 | 1) => (n ? toLatex(n) : side < 0 ? '-\\infty' : '+\\infty');

export interface Piece {
  lo: number;
  hi: number;
  loNode: Node | null;
  hiNode: Node | null;
  loClosed?: boolean;
  hiClosed?: boolean;
}

/**
 * The domain on the scan, as pieces with exact ends; null when an end is not an exact number. An end where f is
 * defined (√x at 0) is taken only when closed ends are allowed, and then the piece is closed there.
 */
function domainPieces(fx: (x: number) => number, closedEnds: boolean): Piece[] | null {
  const N = 8000;
  const at = (i: number) => LO + ((HI - LO) * i) / N;
  const ok = (x: number) => Number.isFinite(fx(x));
  const edge = (a: number, b: number): { node: Node; closed: boolean } | null => {
    // the boundary between a defined and an undefined point, bisected, then written exactly
    let [x, y] = [a, b];
    for (let k = 0; k < 90; k++) {
      const m = (x + y) / 2;
      if (ok(m) === ok(x)) x = m;
      else y = m;
    }
    const node = recogniseAt((x + y) / 2);
    // an end of an open piece: f is not defined there (ln x at 0); else a closed end, when those are allowed
    if (!node) return null;
    const closed = ok(evaluate(node, {}));
    return closed && !closedEnds ? null : { node, closed };
  };
  const pieces: Piece[] = [];
  let start: number | null = null;
  for (let i = 0; i <= N; i++) {
    const x = at(i);
    if (ok(x) && start === null) start = i;
    if ((!ok(x) || i === N) && start !== null) {
      const end = ok(x) ? i : i - 1;
      const loEdge = start === 0 ? null : edge(at(start), at(start - 1));
      const hiEdge = end === N ? null : edge(at(end), at(end + 1));
      if ((start !== 0 && !loEdge) || (end !== N && !hiEdge)) return null;
      if (end - start < 4) return null;
      pieces.push({
        lo: loEdge ? evaluate(loEdge.node, {}) : -Infinity,
        hi: hiEdge ? evaluate(hiEdge.node, {}) : Infinity,
        loNode: loEdge?.node ?? null,
        hiNode: hiEdge?.node ?? null,
        loClosed: loEdge?.closed,
        hiClosed: hiEdge?.closed,
      });
      start = null;
    }
  }
  return pieces.length && pieces.length <= 3 ? pieces : null;
}

export function monotoneRuns(F: Node, FP: Node, closedEnds = false): { pieces: Piece[]; runs: Run[] } | { refuse: string } | null {
  const fx = (x: number) => evaluate(F, { x });
  const dfx = (x: number) => evaluate(FP, { x });
  const pieces = domainPieces(fx, closedEnds);
  if (!pieces) return null;
  // f' checked by difference quotients inside the domain (log₂(x²−2x−3) is not defined on [0.3, 2.7])
  for (const pc of pieces) {
    const a = Number.isFinite(pc.lo) ? pc.lo : Math.min(pc.hi, 0) - 3;
    const b = Number.isFinite(pc.hi) ? pc.hi : a + 3;
    if (!checkDerivative(F, FP, 'x', [a + (b - a) * 0.1, b - (b - a) * 0.1])) return { refuse: UNSURE };
  }
  const runs: Run[] = [];
  for (const piece of pieces) {
    // the scan reaches ±40; beyond it the piece must go on and f' keep the sign it has at the scan's end
    for (const [end, side] of [
      [piece.lo, -1],
      [piece.hi, 1],
    ] as const) {
      if (Number.isFinite(end)) continue;
      const s = Math.sign(dfx(side * HI));
      // f′ that has decayed below 1e-100 may round to exactly 0 further out (3⁻ˣ at 700): no contrary sign
      const contrary = (x: number, i: number) => {
        const d = dfx(side * x);
        if (d === 0 && i > 0 && Math.abs(dfx(side * FAR[i - 1])) < 1e-100) return false;
        return Math.sign(d) !== s;
      };
      if (!s || FAR.some((x, i) => Number.isNaN(fx(side * x)) || contrary(x, i))) return null;
    }
    const lo = Math.max(piece.lo, LO);
    const hi = Math.min(piece.hi, HI);
    const inside = (t: number) => (t > piece.lo && t < piece.hi ? dfx(t) : Number.NaN);
    const zeros = signChanges(inside, lo + 1e-9 * Math.max(1, Math.abs(lo)), hi - 1e-9 * Math.max(1, Math.abs(hi)));
    if (!zeros) return null;
    const cuts: End[] = [{ x: piece.lo, node: piece.loNode, closed: piece.loClosed }];
    for (const z of zeros) {
      const node = recogniseAt(z);
      if (!node) return { refuse: '导数的零点不是能精确写出的数，为避免给出错误答案，暂不作答。' };
      const x = evaluate(node, {});
      if (Math.abs(dfx(x)) > 1e-9 * Math.max(1, Math.abs(dfx(x + 0.01)))) return { refuse: UNSURE };
      // where the domain has a closed end (√(3+2x−x²) on [−1, 3]) the runs are written closed at f′ = 0 too:
      // [−1, 1] and [1, 3], not [−1, 1) — f is defined and continuous there
      cuts.push({ x, node, closed: piece.loClosed || piece.hiClosed });
    }
    cuts.push({ x: piece.hi, node: piece.hiNode, closed: piece.hiClosed });
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i];
      const b = cuts[i + 1];
      const l = Math.max(a.x, LO - 1);
      const r = Math.min(b.x, HI + 1);
      // f' keeps one sign inside, and f itself rises or falls from sample to sample
      const samples = Array.from({ length: 41 }, (_, k) => l + ((r - l) * (k + 0.5)) / 41);
      const signs = new Set(samples.map((t) => Math.sign(dfx(t))));
      if (signs.size !== 1 || signs.has(0) || signs.has(Number.NaN)) return { refuse: UNSURE };
      const up = signs.has(1);
      // (far out eˣ − 2 is −2 to the last digit: a step that rounds to no change is not a step the wrong way)
      let moved = 0;
      for (let k = 1; k < samples.length; k++) {
        const step = Math.sign(fx(samples[k]) - fx(samples[k - 1]));
        if (step === (up ? -1 : 1) || Number.isNaN(step)) return { refuse: UNSURE };
        if (step) moved++;
      }
      if (moved < samples.length / 2) return { refuse: UNSURE };
      // f′ = 0 without changing sign (x³eˣ at 0, on the grid exactly): f is continuous there and keeps rising, so the
      // two runs are one interval (0, +∞), not (0, 1) and (1, +∞)
      const last = runs[runs.length - 1];
      if (i > 0 && last && last.up === up && last.b === a) last.b = b;
      else runs.push({ a, b, up });
    }
  }
  return { pieces, runs };
}

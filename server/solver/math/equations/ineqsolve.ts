import { evaluate } from '../compute/evaluate';
import { type Node, type RelOp, sub } from '../expression/ast';
import { Rat } from '../expression/rational';
import { toRationalFn } from '../polynomials/mpoly';
import { type RealRoot, realRoots } from '../polynomials/roots';
import { degree, evalNum, lead, pdivmod, pgcd, primitive, toNodeU, type UPoly } from '../polynomials/upoly';
import { dm, im } from '../write/format';
import { toLatex } from '../write/latex';
import { vl } from '../write/show';
import { type Endpoint, type ExactInterval, mergeSorted, setLatex } from './intervals';

export type IneqOp = '<' | '>' | '<=' | '>=';

export interface IneqSolution {
  set: ExactInterval[];
  steps: string[];
}

const FLIP: Record<IneqOp, IneqOp> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
const OP_LATEX: Record<IneqOp, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };

export const isIneqOp = (op: RelOp): op is IneqOp => op === '<' || op === '>' || op === '<=' || op === '>=';

const normalizeInt = (p: UPoly): { poly: UPoly; sign: number } => {
  const ints = primitive(p);
  const sign = lead(p).sign();
  return { poly: ints.map((c) => Rat.of(c)), sign };
};

function holds(op: IneqOp, s: number): boolean {
  return op === '<' ? s < 0 : op === '>' ? s > 0 : op === '<=' ? s <= 0 : s >= 0;
}

/**
 * Solves lhs op rhs for rational functions of v by the sign chart of N/D.
 * null when it is not rational; {refuse} when the critical points cannot be found exactly.
 */
export function solveRationalInequality(lhs: Node, op: IneqOp, rhs: Node, v: string): IneqSolution | { refuse: string } | null {
  const rf = toRationalFn(sub(lhs, rhs));
  if (!rf) return null;
  const N0 = rf.num.univariate(v);
  const D0 = rf.den.univariate(v);
  if (!N0 || !D0) return null;
  if (!N0.length) return { refuse: '不等式两边恒等，目前暂不处理这种情况。' };
  // Remove common factors; their zeros stay excluded because D0 keeps them.
  const g = pgcd(N0, D0);
  const Nr = pdivmod(N0, g)[0];
  const Dr = pdivmod(D0, g)[0];
  const n = normalizeInt(Nr);
  const d = normalizeInt(Dr);
  const signFlip = n.sign * d.sign < 0;
  const effOp = signFlip ? FLIP[op] : op;
  const N = n.poly;
  const D = d.poly;
  const rn = degree(N) >= 1 ? realRoots(N) : { roots: [] as RealRoot[], complete: true };
  const rd = degree(D0) >= 1 ? realRoots(D0) : { roots: [] as RealRoot[], complete: true };
  if (!rn.complete || !rd.complete) return { refuse: '不等式对应方程的根无法用根式简洁表示，目前暂不作答。' };
  const x = vl(v);
  const hasDen = degree(D0) >= 1;
  const ratio = (t: number) => evalNum(N, t) / evalNum(D, t);

  const points: Array<{ ep: Endpoint; zero: boolean; pole: boolean }> = [];
  for (const r of rn.roots) points.push({ ep: { node: r.node, approx: r.approx }, zero: true, pole: false });
  for (const r of rd.roots) {
    const same = points.find((p) => Math.abs(p.ep.approx - r.approx) < 1e-12 * Math.max(1, Math.abs(r.approx)));
    if (same) same.pole = true;
    else points.push({ ep: { node: r.node, approx: r.approx }, zero: false, pole: true });
  }
  points.sort((a, b) => a.ep.approx - b.ep.approx);
  for (let i = 1; i < points.length; i++) {
    if (points[i].ep.approx - points[i - 1].ep.approx < 1e-9) return { refuse: '不等式的临界点过于接近，目前无法可靠判断。' };
  }

  const stdLatex =
    degree(D) >= 1
      ? `\\frac{${toLatex(toNodeU(N, v))}}{${toLatex(toNodeU(D, v))}} ${OP_LATEX[effOp]} 0`
      : `${toLatex(toNodeU(N, v))} ${OP_LATEX[effOp]} 0`;
  const steps: string[] = [];
  // (x−1)(x+2)<0 is read at its factors, never multiplied out first
  const factored =
    rhs.k === 'num' && rhs.v.isZero() && lhs.k === 'mul' && lhs.args.length >= 2 && lhs.args.every((f) => f.k === 'add' || f.k === 'var');
  if (!(factored && !signFlip && degree(D) < 1) && stdLatex !== `${toLatex(lhs)} ${OP_LATEX[op]} ${toLatex(rhs)}`) {
    steps.push(
      `移项${hasDen ? '、通分' : ''}并整理（系数化为整数，首项系数化为正${signFlip ? '，不等号方向改变' : ''}），得${dm(stdLatex)}`,
    );
  }
  if (points.length) {
    const zs = points.filter((p) => p.zero && !p.pole).map((p) => toLatex(p.ep.node));
    const ps = points.filter((p) => p.pole).map((p) => toLatex(p.ep.node));
    steps.push(
      `${zs.length ? `${degree(D) >= 1 ? '分子' : '左边'}为 0 的点：${im(zs.join(',\\ '))}` : ''}${zs.length && ps.length ? '；' : ''}${
        ps.length ? `分母为 0 的点（不在定义域内）：${im(ps.join(',\\ '))}` : ''
      }。`,
    );
  }

  const pieces: ExactInterval[] = [];
  const header: string[] = [];
  const signs: string[] = [];
  for (let i = 0; i <= points.length; i++) {
    const lo = i > 0 ? points[i - 1].ep : null;
    const hi = i < points.length ? points[i].ep : null;
    const t = lo && hi ? (lo.approx + hi.approx) / 2 : lo ? lo.approx + 1 : hi ? hi.approx - 1 : 0;
    const s = Math.sign(ratio(t));
    if (s === 0 || !Number.isFinite(s)) return { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };
    header.push(`$${lo ? toLatex(lo.node) : '-\\infty'} < ${x} < ${hi ? toLatex(hi.node) : '+\\infty'}$`);
    signs.push(s > 0 ? '$+$' : '$-$');
    if (holds(effOp, s)) pieces.push({ lo, hi, loClosed: false, hiClosed: false });
    if (hi && points[i].zero && !points[i].pole && holds(effOp, 0)) pieces.push({ lo: hi, hi, loClosed: true, hiClosed: true });
  }
  pieces.sort(
    (a, b) => (a.lo?.approx ?? Number.NEGATIVE_INFINITY) - (b.lo?.approx ?? Number.NEGATIVE_INFINITY) || (a.hi ? 1 : 0) - (b.hi ? 1 : 0),
  );
  const set = mergeSorted(ordered(pieces));
  if (points.length) {
    steps.push(
      `这些点把数轴分成若干区间，逐段判断左边的符号：\n\n| 区间 | 符号 |\n| --- | --- |\n${header
        .map((h, i) => `| ${h} | ${signs[i]} |`)
        .join('\n')}\n`,
    );
  } else {
    steps.push(`左边恒为${signs[0] === '$+$' ? '正' : '负'}。`);
  }
  steps.push(`所以不等式的解集为 ${im(setLatex(set))}。`);
  return { set, steps };
}

/** Sorts pieces along the line: a point {a} goes between (…, a) and (a, …). */
function ordered(pieces: ExactInterval[]): ExactInterval[] {
  const key = (p: ExactInterval) => {
    if (!p.lo) return [Number.NEGATIVE_INFINITY, 0];
    const isPoint = p.hi && p.hi.approx === p.lo.approx;
    return [p.lo.approx, isPoint ? 0 : 1];
  };
  return [...pieces].sort((a, b) => {
    const [ka, ta] = key(a);
    const [kb, tb] = key(b);
    return ka - kb || ta - tb;
  });
}

/** Truth of "a op b" at x; null where either side is undefined. */
export function linkHolds(a: Node, op: IneqOp, b: Node, v: string, x: number): boolean | null {
  const l = evaluate(a, { [v]: x });
  const r = evaluate(b, { [v]: x });
  if (!Number.isFinite(l) || !Number.isFinite(r)) return null;
  return holds(op, l - r);
}

/** Numeric cross-check: pred (the inequality's truth) agrees with membership at many sample points. */
export function checkPredicate(pred: (x: number) => boolean | null, member: (x: number) => boolean, critical: number[]): boolean {
  const xs: number[] = [];
  for (let i = -400; i <= 400; i++) xs.push(i / 20 + 0.0137);
  for (const c of critical) xs.push(c - 1e-4, c + 1e-4, c - 0.3, c + 0.3);
  xs.push(-1e4, 1e4, -1e6, 1e6);
  for (const x of xs) {
    if (critical.some((c) => Math.abs(c - x) < 1e-6)) continue;
    const t = pred(x);
    if ((t ?? false) !== member(x)) return false;
  }
  return true;
}

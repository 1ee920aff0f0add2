import { evaluate } from '../../math/compute/evaluate';
import { add, mul, type Node, neg } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { Interval, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { toPoly } from '../../math/polynomials/mpoly';
import { countRealRoots, rationalRoots } from '../../math/polynomials/roots';
import { deriv, evalRat, toNodeU, trim, type UPoly } from '../../math/polynomials/upoly';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

function univariate(n: Node): UPoly | null {
  const p = toPoly(n);
  const u = p?.vars().every((v) => v === 'x') ? p.univariate('x') : null;
  return u ? trim(u) : null;
}

/** The arguments of every |…| (null when one is nested or not a polynomial). */
function absArgs(n: Node, out: Node[], inAbs = false): boolean {
  if (n.k === 'fn' && n.name === 'abs') {
    if (inAbs) return false;
    out.push(n.arg);
    return absArgs(n.arg, out, true);
  }
  if (n.k === 'fn' || n.k === 'log' || n.k === 'root' || n.k === 'div' || n.k === 'fact') return false;
  if (n.k === 'pow') return n.exp.k === 'num' && absArgs(n.base, out, inAbs);
  if (n.k === 'add' || n.k === 'mul') return n.args.every((a) => absArgs(a, out, inAbs));
  if (n.k === 'neg') return absArgs(n.arg, out, inAbs);
  return true;
}

/** f with each |u| replaced by u or −u, as the sign of u at x decides. */
function unfold(n: Node, x: number): Node {
  switch (n.k) {
    case 'fn':
      return n.name === 'abs' ? (evaluate(n.arg, { x }) >= 0 ? n.arg : neg(n.arg)) : n;
    case 'add':
      return add(...n.args.map((a) => unfold(a, x)));
    case 'mul':
      return mul(...n.args.map((a) => unfold(a, x)));
    case 'neg':
      return neg(unfold(n.arg, x));
    case 'pow':
      return { k: 'pow', base: unfold(n.base, x), exp: n.exp };
    default:
      return n;
  }
}

const tex = (r: Rat | null, lo: boolean) => (r ? r.toLatex() : lo ? '-\\infty' : '+\\infty');

/** "f(x)=|x−1|, f(x)=|x²−2x| 的单调区间": remove the bars piece by piece, then the sign of f′ on each piece. */
export function solveAbsMonotone(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/单调(?:递?增|递?减)?区间/.test(prose) || /[a-wyz]\s*的|范围|若|最[大小]值|极值|[（(]\s*2\s*[)）]/.test(prose)) return null;
  const fs = formulas(text);
  if (fs.length !== 1) return null;
  const m = /^\s*(?:f\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(fs[0]);
  if (!m) return null;
  const f = parseExprOrNull(m[1]);
  if (!f) return null;
  const args: Node[] = [];
  if (!absArgs(f, args) || !args.length || args.length > 3) return null;
  const p = prepare(text, problemType);
  const cuts: Rat[] = [];
  for (const a of args) {
    const u = univariate(a);
    if (!u || u.length < 2 || u.length > 4) return null;
    const rs = rationalRoots(u);
    if (!rs || rs.length !== countRealRoots(u)) return refuse(p, '绝对值里的式子的零点不是有理数，离线求解器暂不作答。');
    for (const r of rs) if (!cuts.some((c) => c.eq(r))) cuts.push(r);
  }
  cuts.sort((a, b) => a.cmp(b));
  // pieces between the cuts; on each, f is a polynomial; split again at the zeros of its derivative
  const segs: Array<{ lo: Rat | null; hi: Rat | null; dir: number }> = [];
  const steps: string[] = [
    `令绝对值里的式子为 0，得分界点 ${cuts.map((c) => im(`x=${c.toLatex()}`)).join('，')}，去掉绝对值符号分段讨论。`,
  ];
  const bounds: Array<Rat | null> = [null, ...cuts, null];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i];
    const hi = bounds[i + 1];
    const mid = lo && hi ? lo.add(hi).div(Rat.of(2)) : lo ? lo.add(Rat.ONE) : hi ? hi.sub(Rat.ONE) : Rat.ZERO;
    const piece = univariate(unfold(f, mid.toNumber()));
    if (!piece) return null;
    const d = deriv(piece);
    let inner: Rat[] = [];
    if (d.length >= 2) {
      const rs = rationalRoots(d);
      if (!rs || rs.length !== countRealRoots(d)) return refuse(p, '导数的零点不是有理数，离线求解器暂不作答。');
      inner = rs.filter((r) => (!lo || r.cmp(lo) > 0) && (!hi || r.cmp(hi) < 0)).sort((a, b) => a.cmp(b));
    }
    const sub: Array<Rat | null> = [lo, ...inner, hi];
    const range = `${lo ? `[${lo.toLatex()}` : '(-\\infty'},${hi ? `${hi.toLatex()}]` : '+\\infty)'}`.replace(/^\[(.*)\]$/, '[$1]');
    steps.push(`当 ${im(`x\\in ${range}`)} 时，${im(`f(x)=${toLatex(toNodeU(piece, 'x'))}`)}。`);
    for (let j = 0; j + 1 < sub.length; j++) {
      const a = sub[j];
      const b = sub[j + 1];
      const t = a && b ? a.add(b).div(Rat.of(2)) : a ? a.add(Rat.ONE) : b ? b.sub(Rat.ONE) : Rat.ZERO;
      const s = d.length ? evalRat(d, t).sign() : 0;
      if (s === 0) return refuse(p, '函数在某一段上是常数，离线求解器暂不作答这类单调区间的题。');
      segs.push({ lo: a, hi: b, dir: s });
    }
  }
  // merge neighbours going the same way (f is continuous)
  const merged: typeof segs = [];
  for (const s of segs) {
    const last = merged[merged.length - 1];
    if (last && last.dir === s.dir) last.hi = s.hi;
    else merged.push({ ...s });
  }
  // check: sampled values really increase / decrease on each interval
  for (const s of merged) {
    const a = s.lo ? s.lo.toNumber() : (s.hi ? s.hi.toNumber() : 0) - 50;
    const b = s.hi ? s.hi.toNumber() : a + 50 + (s.lo ? 0 : 50);
    let prev = evaluate(f, { x: a });
    for (let k = 1; k <= 400; k++) {
      const y = evaluate(f, { x: a + ((b - a) * k) / 400 });
      if (!Number.isFinite(y) || (y - prev) * s.dir <= 0) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
      prev = y;
    }
  }
  const iv = (s: (typeof merged)[number]): Interval => ({
    lo: s.lo ? s.lo.toNumber() : Number.NEGATIVE_INFINITY,
    hi: s.hi ? s.hi.toNumber() : Number.POSITIVE_INFINITY,
    loClosed: false,
    hiClosed: false,
  });
  const show = (list: typeof merged) => (list.length ? list.map((s) => im(`(${tex(s.lo, true)},${tex(s.hi, false)})`)).join('，') : '无');
  const inc = merged.filter((s) => s.dir > 0);
  const dec = merged.filter((s) => s.dir < 0);
  steps.push(`由各段的单调性（分界点处函数连续）得：单调递增区间为 ${show(inc)}，单调递减区间为 ${show(dec)}。`);
  return solved(p, {
    engine: 'functions',
    idea: '含绝对值的函数：先由绝对值里的式子的零点分段，去掉绝对值写成分段函数，再逐段判断单调性（必要时求导）。',
    steps,
    finalAnswer: `单调递增区间：${show(inc)}；单调递减区间：${show(dec)}`,
    verificationNote: '已在每个区间上密集取点，函数值确实随 $x$ 增大而增大（或减小）。',
    value: { kind: 'monotonic', increasing: inc.map(iv), decreasing: dec.map(iv) },
  });
}

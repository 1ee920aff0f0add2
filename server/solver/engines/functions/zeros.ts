import { im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { toPoly } from '../../math/polynomials/mpoly';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { countRealRoots, rationalRoots } from '../../math/polynomials/roots';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { degree, deriv, evalNum, evalRat, lead, toNodeU, trim, type UPoly } from '../../math/polynomials/upoly';

function rat(src: string): Rat | null {
  try {
    const p = toPoly(parseExpr(src));
    return p ? p.constantValue() : null;
  } catch {
    return null;
  }
}

interface End {
  x: Rat | null; // null: ±∞
  closed: boolean;
}

/** Sign of f at an end (at ±∞ from the leading term). */
function signAt(f: UPoly, e: End, left: boolean): number {
  if (e.x) return evalRat(f, e.x).sign();
  const s = lead(f).sign();
  return left && degree(f) % 2 === 1 ? -s : s;
}

/**
 * "函数 f(x)=x³−3x+1 的零点个数" (on R or on an interval): f′ splits the interval into monotonic pieces;
 * a piece whose end values have opposite signs holds exactly one zero.
 */
export function solveZeroCount(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/零点(?:的)?个数|有几个零点|零点有几个/.test(prose) || /[a-wyz]\s*的|范围|若|恰有|有且/.test(prose)) return null;
  const fs = formulas(text);
  const defIdx = fs.findIndex((f) => /^\s*(?:f\s*\(\s*x\s*\)|y)\s*=/.test(f));
  if (defIdx < 0) return null;
  let f: UPoly;
  try {
    const pp = toPoly(parseExpr(fs[defIdx].replace(/^[^=]*=/, '')));
    const u = pp?.vars().every((v) => v === 'x') ? pp.univariate('x') : null;
    if (!u) return null;
    f = trim(u);
  } catch {
    return null;
  }
  if (degree(f) < 1 || degree(f) > 6) return null;
  let lo: End = { x: null, closed: false };
  let hi: End = { x: null, closed: false };
  let intervalRead = false;
  for (let i = 0; i < fs.length; i++) {
    if (i === defIdx) continue;
    const m = /^\s*([([])\s*([^,]+?)\s*,\s*([^,]+?)\s*([)\]])\s*$/.exec(fs[i]);
    if (!m || lo.x || hi.x) return null;
    const a = /infty/.test(m[2]) ? null : rat(m[2]);
    const b = /infty/.test(m[3]) ? null : rat(m[3]);
    if ((!a && !/-\s*\\infty/.test(m[2])) || (!b && !/infty/.test(m[3]))) return null;
    if (a && b && a.cmp(b) >= 0) return null;
    lo = { x: a, closed: m[1] === '[' && !!a };
    hi = { x: b, closed: m[4] === ']' && !!b };
    intervalRead = true;
  }
  // an interval written in the words rather than as a formula ("在区间[0,2]上" without $) would be missed:
  // counting on the whole line instead would answer another question
  if (!intervalRead && /区间|[([][^()[\]]*,[^()[\]]*[)\]]/.test(prose)) return null;
  const p = prepare(text, problemType);
  const df = deriv(f);
  const crit = degree(df) >= 1 ? rationalRoots(df) : [];
  if (!crit || crit.length !== (degree(df) >= 1 ? countRealRoots(df) : 0))
    return refuse(p, '导函数的零点不是有理数，离线求解器暂不作答这道题。');
  const inside = crit.filter((c) => (!lo.x || c.cmp(lo.x) > 0) && (!hi.x || c.cmp(hi.x) < 0)).sort((a, b) => a.cmp(b));
  const pts: End[] = [lo, ...inside.map((x) => ({ x, closed: true })), hi];
  const fl = (e: End, left: boolean) =>
    e.x
      ? `f(${e.x.toLatex()})=${evalRat(f, e.x).toLatex()}`
      : `x\\to ${left ? '-' : '+'}\\infty \\text{ 时 } f(x)\\to ${signAt(f, e, left) > 0 ? '+' : '-'}\\infty`;
  const steps: string[] = [
    `${im(`f'(x)=${toLatex(toNodeU(df, 'x'))}`)}${inside.length ? `，令 ${im("f'(x)=0")} 得（区间内）${inside.map((c) => im(`x=${c.toLatex()}`)).join('，')}` : ''}。`,
  ];
  let count = 0;
  const zeros = new Set<string>();
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i];
    const b = pts[i + 1];
    const mid = a.x && b.x ? a.x.add(b.x).div(Rat.of(2)) : a.x ? a.x.add(Rat.ONE) : b.x ? b.x.sub(Rat.ONE) : Rat.ZERO;
    const up = evalRat(df, mid).sign() > 0;
    const sa = signAt(f, a, true);
    const sb = signAt(f, b, false);
    const range = `${a.x ? `${a.closed ? '[' : '('}${a.x.toLatex()}` : '(-\\infty'},${b.x ? `${b.x.toLatex()}${b.closed ? ']' : ')'}` : '+\\infty)'}`;
    let note: string;
    if (a.x && sa === 0 && (a.closed || i > 0)) zeros.add(a.x.toString());
    if (b.x && sb === 0 && (b.closed || i + 1 < pts.length - 1)) zeros.add(b.x.toString());
    if (sa !== 0 && sb !== 0 && sa !== sb) {
      count++;
      note = '两端函数值异号，且函数单调，在这一段内恰有 1 个零点';
    } else if (sa === 0 || sb === 0) note = '端点处函数值为 0，这一段内部没有其他零点';
    else note = '两端函数值同号，且函数单调，这一段内没有零点';
    steps.push(
      `在 ${im(range)} 上 ${im(`f'(x)${up ? '>' : '<'}0`)}，${im('f(x)')} 单调${up ? '递增' : '递减'}；${im(fl(a, true))}，${im(fl(b, false))}，${note}。`,
    );
  }
  const total = count + zeros.size;
  // independent check: exact count of distinct real roots on R, and sampling on the interval
  const L = lo.x ? lo.x.toNumber() : -1e3;
  const H = hi.x ? hi.x.toNumber() : 1e3;
  if (!lo.x && !hi.x && countRealRoots(f) !== total) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  let changes = 0;
  const N = 20000;
  let prev = evalNum(f, L + (lo.closed ? 0 : 1e-9));
  for (let k = 1; k <= N; k++) {
    const x = k === N ? H - (hi.closed ? 0 : 1e-9) : L + ((H - L) * k) / N;
    const y = evalNum(f, x);
    if (y === 0 || (prev !== 0 && Math.sign(y) !== Math.sign(prev))) changes++;
    prev = y;
  }
  if (evalNum(f, L + (lo.closed ? 0 : 1e-9)) === 0) changes++;
  if (changes !== total && zeros.size === 0) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  steps.push(`所以 ${im('f(x)')} 的零点个数为 ${im(String(total))}。`);
  return solved(p, {
    engine: 'functions',
    idea: '求零点个数：用导数把区间分成若干单调段，每段看两端函数值的符号（零点存在定理 + 单调性）。',
    steps,
    finalAnswer: im(String(total)),
    verificationNote: '已用精确的施图姆方法（整个实数轴）或密集取点检查函数值变号的次数，零点个数一致。',
    value: { kind: 'numbers', values: [total] },
  });
}

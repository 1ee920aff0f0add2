import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat, varsOf } from '../../math/numbers/ratexpr';
import { ratOf } from '../statistics/plain';
import { solveLinear } from '../plane-geometry/linear3';
import { type SchoolFn, polyLatex, readFn } from './read';

/**
 * 待定系数法: a function with unknown coefficients (y=kx+3, y=k/x, y=x²+bx+c, or only named: 「一次函数的图象经过点
 * (1,3) 和 (−1,−1)」, 「y 与 x 成反比例」) and as many told points as unknowns; the coefficients come from the linear
 * equations the points give, and then the coefficient, the 解析式 or a value is asked. A point with one unknown
 * coordinate on a known graph (「点 (a,3) 在 y=−6/x 上」) is the same equation read the other way. Every point is
 * put back into the found function.
 */

type Out = ReturnType<typeof solved>;
const N = '-?\\d+(?:\\.\\d+)?';
const PT = `\\((${N}|[a-z]),(${N}|[a-z])\\)`;
const TEMPLATE: Record<string, string> = { 一次函数: 'kx+b', 正比例函数: 'kx', 反比例函数: 'k/x' };

function latexOf(fn: SchoolFn): string {
  if (fn.kind === 'inverse') return fn.k.sign() < 0 ? `-\\frac{${fn.k.neg().toLatex()}}{x}` : `\\frac{${fn.k.toLatex()}}{x}`;
  return polyLatex(fn.a, fn.b, fn.c);
}

export function throughPoints(t: string, mp: MathProblem): Out | null {
  const named =
    new RegExp(
      `^(?:已知|若|设)?(一次函数|正比例函数|反比例函数|二次函数|抛物线|直线)?(?:y=([-+*/^(){}.\\da-z]+?))?的图[象像](?:经过|过)点(?:[A-Z])?${PT}(?:(?:和|与|、|及|,|，)(?:点)?(?:[A-Z])?${PT})?[,，](.+)$`,
    ).exec(t) ??
    new RegExp(
      `^(?:已知|若|设)?(一次函数|正比例函数|反比例函数|二次函数|抛物线|直线)y=([-+*/^(){}.\\da-z]+?)(?:经过|过)点(?:[A-Z])?${PT}(?:(?:和|与|、|及|,|，)(?:点)?(?:[A-Z])?${PT})?[,，](.+)$`,
    ).exec(t);
  const inverseWords = /^(?:已知)?y与x成反比例[,，](?:且)?当x=(-?\d+(?:\.\d+)?)时[,，]y=(-?\d+(?:\.\d+)?)[,，](.+)$/.exec(t);
  let expr: string;
  let points: Array<[string, string]>;
  let ask: string;
  let name: string;
  if (named) {
    name = named[1] ?? '';
    expr = named[2] ?? TEMPLATE[name] ?? '';
    if (!expr || (!named[2] && !TEMPLATE[name])) return null;
    points = [[named[3], named[4]]];
    if (named[5]) points.push([named[5], named[6]]);
    ask = named[7];
  } else if (inverseWords) {
    name = '反比例函数';
    expr = 'k/x';
    points = [[inverseWords[1], inverseWords[2]]];
    ask = inverseWords[3];
  } else return onGraph(t, mp);
  if ((t.match(/y=/g) ?? []).length !== (named?.[2] ? 1 : 0) + (inverseWords ? 1 : 0) + (/y=＿$/.test(ask) ? 1 : 0)) return null;
  const node = parseRat(expr);
  if (!node) return null;
  const params = [...varsOf(node)].filter((v) => v !== 'x').sort();
  if (!varsOf(node).has('x') || params.length !== points.length || params.length === 0) return null;
  if (points.some(([px, py]) => !ratOf(px) || !ratOf(py))) return null;
  // Each point gives residual(params) = f(px; params) − py, affine in the coefficients.
  const residual = (px: Rat, py: Rat, vals: Rat[]): Rat | null => {
    const v = evalRat(node, (name) => (name === 'x' ? px : (vals[params.indexOf(name)] ?? null)));
    return v ? v.sub(py) : null;
  };
  const rows: Rat[][] = [];
  for (const [sx, sy] of points) {
    const [px, py] = [ratOf(sx) as Rat, ratOf(sy) as Rat];
    const zero = params.map(() => Rat.ZERO);
    const r0 = residual(px, py, zero);
    if (!r0) return null;
    const coefs = params.map((_, i) => {
      const unit = params.map((__, j) => (i === j ? Rat.ONE : Rat.ZERO));
      const r = residual(px, py, unit);
      return r ? r.sub(r0) : null;
    });
    if (coefs.some((c) => !c)) return null;
    const probe = params.map((_, i) => Rat.of(i + 2));
    const rp = residual(px, py, probe);
    const affine = (coefs as Rat[]).reduce((s, c, i) => s.add(c.mul(probe[i])), r0);
    if (!rp?.eq(affine)) return null;
    rows.push([...(coefs as Rat[]), r0.neg()]);
  }
  const sol = solveLinear(rows);
  if (!sol) return null;
  const filled = params.reduce((e, p, i) => e.replace(new RegExp(p, 'g'), `(${sol[i].toString()})`), expr);
  const fn = readFn(filled);
  if (!fn || !fitsName(name, fn)) return null;
  // Check: every told point lies on the found graph.
  for (const [sx, sy] of points) {
    const y = fn.kind === 'inverse' ? fn.k.div(ratOf(sx) as Rat) : null;
    const on =
      fn.kind === 'inverse'
        ? y
        : fn.a
            .mul(ratOf(sx) as Rat)
            .mul(ratOf(sx) as Rat)
            .add(fn.b.mul(ratOf(sx) as Rat))
            .add(fn.c);
    if (!on?.eq(ratOf(sy) as Rat)) return null;
  }
  const law = `y=${latexOf(fn)}`;
  const steps = [
    `把点 ${points.map(([x, y]) => im(`(${x},${y})`)).join('、')} 代入 ${im(`y=${expr}`)}，解得 ${params.map((p, i) => im(`${p}=${sol[i].toLatex()}`)).join('，')}。`,
    `所以 ${im(law)}。`,
  ];
  const check = `把每个已知点代回 ${im(law)}，都成立。`;
  const idea = '待定系数法：把图象经过的点代入解析式，列方程求出未知系数。';
  const askParam = /^(?:则)?([a-z])(?:的值)?(?:=|为|是)＿$/.exec(ask);
  if (askParam) {
    const i = params.indexOf(askParam[1]);
    if (i < 0) return null;
    return solved(mp, {
      engine: 'function-graphs:through-points',
      idea,
      steps,
      finalAnswer: im(`${params[i]}=${sol[i].toLatex()}`),
      verificationNote: check,
      value: { kind: 'numbers', values: [sol[i].toNumber()] },
    });
  }
  if (
    /^(?:则)?(?:这个|该|此)?(?:一次函数|正比例函数|反比例函数|二次函数|函数|直线|抛物线)?的?(?:解析式|表达式|函数表达式)(?:为|是)＿$/.test(
      ask,
    )
  )
    return solved(mp, {
      engine: 'function-graphs:through-points',
      idea,
      steps,
      finalAnswer: im(law),
      verificationNote: check,
      value: { kind: 'numbers', values: fn.kind === 'inverse' ? [fn.k.toNumber()] : [fn.a.toNumber(), fn.b.toNumber(), fn.c.toNumber()] },
    });
  const val = new RegExp(`^(?:则)?当x=(${N})时[,，]y(?:的值)?(?:=|为|是)＿$`).exec(ask);
  if (val) {
    const x = ratOf(val[1]) as Rat;
    const y = fn.kind === 'inverse' ? (x.isZero() ? null : fn.k.div(x)) : fn.a.mul(x).mul(x).add(fn.b.mul(x)).add(fn.c);
    if (!y) return null;
    return solved(mp, {
      engine: 'function-graphs:through-points',
      idea,
      steps: [...steps, `当 ${im(`x=${x.toLatex()}`)} 时，${im(`y=${y.toLatex()}`)}。`],
      finalAnswer: im(y.toLatex()),
      verificationNote: check,
      value: { kind: 'numbers', values: [y.toNumber()] },
    });
  }
  return null;
}

function fitsName(name: string, fn: SchoolFn): boolean {
  if (name === '反比例函数') return fn.kind === 'inverse';
  if (fn.kind === 'inverse') return name === '';
  if (name === '一次函数' || name === '直线') return fn.a.isZero() && !fn.b.isZero();
  if (name === '正比例函数') return fn.a.isZero() && fn.c.isZero() && !fn.b.isZero();
  if (name === '二次函数' || name === '抛物线') return !fn.a.isZero();
  return true;
}

/** 「若点 (a,3) 在反比例函数 y=−6/x 的图象上，则 a=＿」 */
function onGraph(t: string, mp: MathProblem): Out | null {
  const m = new RegExp(
    `^(?:若|已知)?点(?:[A-Z])?${PT}在(一次函数|正比例函数|反比例函数|二次函数|抛物线|直线|双曲线)?y=([-+*/^(){}.\\da-z]+?)的图[象像]上[,，](?:则)?([a-z])(?:的值)?(?:=|为|是)＿$`,
  ).exec(t);
  if (!m) return null;
  const fn = readFn(m[4]);
  if (!fn || !fitsName(m[3] === '双曲线' ? '反比例函数' : (m[3] ?? ''), fn)) return null;
  const [sx, sy, letter] = [m[1], m[2], m[5]];
  if ((sx === letter) === (sy === letter) || ![sx, sy].includes(letter)) return null;
  let value: Rat | null;
  if (sy === letter) {
    const x = ratOf(sx) as Rat;
    value = fn.kind === 'inverse' ? (x.isZero() ? null : fn.k.div(x)) : fn.a.mul(x).mul(x).add(fn.b.mul(x)).add(fn.c);
  } else {
    const y = ratOf(sy) as Rat;
    if (fn.kind === 'inverse') value = y.isZero() ? null : fn.k.div(y);
    else if (fn.a.isZero()) value = y.sub(fn.c).div(fn.b);
    else value = null;
  }
  if (!value) return null;
  const x = sx === letter ? value : (ratOf(sx) as Rat);
  const y = sy === letter ? value : (ratOf(sy) as Rat);
  const back = fn.kind === 'inverse' ? fn.k.div(x) : fn.a.mul(x).mul(x).add(fn.b.mul(x)).add(fn.c);
  if (!back.eq(y)) return null;
  return solved(mp, {
    engine: 'function-graphs:through-points',
    idea: '点在函数图象上，它的坐标满足解析式。',
    steps: [`把 ${im(`(${sx},${sy})`)} 代入 ${im(`y=${latexOf(fn)}`)}，得 ${im(`${letter}=${value.toLatex()}`)}。`],
    finalAnswer: im(`${letter}=${value.toLatex()}`),
    verificationNote: `代回：${im(`(${x.toLatex()},${y.toLatex()})`)} 满足解析式。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}

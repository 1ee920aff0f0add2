import { freeVars, type Node, substitute } from '../../math/expression/ast';
import { checkDerivative, derivative } from '../../math/compute/calculus';
import { close, evaluate } from '../../math/compute/evaluate';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { toPoly } from '../../math/polynomials/mpoly';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { countRealRoots, rationalRoots } from '../../math/polynomials/roots';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { evalRat, pmul, pscale, psub, squareFree, trim, type UPoly } from '../../math/polynomials/upoly';

/**
 * "曲线 y=x+ln x 在点 (1,1) 处的切线与曲线 y=ax²+(a+2)x+1 相切，则 a=": the tangent of the first curve at a known
 * point, then one constant of a second curve of degree at most two in x that this line touches (人教A版 选择性必修二
 * 5.2). The line touches y = g(x) exactly when g(x) − (kx + m) = A x² + B x + C has a double root: A ≠ 0 and
 * B² − 4AC = 0, an exact polynomial equation in the constant whose real roots must all be rational. The touching
 * point is then checked on both the line and the curve, with the same slope.
 */

const PARAMS = ['a', 'b', 'm', 'k', 't'];
const FILLER = /已知|若|设|曲线|函数|图象|在点|在|处|的|切线|与|相切|则|实数|常数|值|为|[,，.。;；:：\s]|⟨\d+⟩/g;

function rational(n: Node): Rat | null {
  const p = toPoly(n);
  const c = p?.constantValue();
  if (c) return c;
  const v = evaluate(n, {});
  const r = Number.isFinite(v) ? Rat.fromNumber(Math.round(v * 1e9) / 1e9) : null;
  return r && Math.abs(r.toNumber() - v) < 1e-12 ? r : null;
}

export function solveCommonTangent(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/切线/.test(prose) || !/相切/.test(prose) || prose.replace(FILLER, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const m = /^(?:已知)?曲线⟨(\d+)⟩在点?⟨(\d+)⟩处的切线与曲线⟨(\d+)⟩相切[,，]?则(?:实数|常数)?⟨(\d+)⟩(?:的值)?(?:为)?[.。]?$/.exec(
    prose.replace(/\s+/g, ''),
  );
  if (!m || fs.length !== 4) return null;
  const [first, at, second, asked] = [1, 2, 3, 4].map((i) => fs[Number(m[i])]);
  const c1 = /^y\s*=\s*(.+)$/.exec(first);
  const c2 = /^y\s*=\s*(.+)$/.exec(second);
  const point = /^\(\s*([^,]+?)\s*,\s*([^,]+?)\s*\)$/.exec(at) ?? /^x\s*=\s*(.+)$/.exec(at);
  if (!c1 || !c2 || !point) return null;
  let f: Node;
  let g: Node;
  let x0: Node;
  try {
    f = parseExpr(c1[1]);
    g = parseExpr(c2[1]);
    x0 = parseExpr(point[1]);
  } catch {
    return null;
  }
  if ([...freeVars(f)].some((v) => v !== 'x') || freeVars(x0).size) return null;
  const others = [...freeVars(g)].filter((v) => v !== 'x');
  if (others.length !== 1 || !PARAMS.includes(others[0]) || asked !== others[0]) return null;
  const P = others[0];
  const p = prepare(text, problemType);
  // The tangent of the first curve at x₀: y = k(x − x₀) + y₀ = kx + c.
  let df: Node;
  try {
    df = derivative(f, 'x');
  } catch {
    return null;
  }
  const x0v = evaluate(x0, {});
  if (!checkDerivative(f, df, 'x', [x0v - 0.5, x0v + 0.5])) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const [X0, Y0, K] = [rational(x0), rational(substitute(f, 'x', x0)), rational(substitute(df, 'x', x0))];
  if (!X0 || !Y0 || !K) return null;
  if (point.length === 3) {
    const given = rational(parseExpr(point[2]));
    if (!given?.eq(Y0)) return refuse(p, '题目给出的点不在第一条曲线上，请核对题目。');
  }
  const c = Y0.sub(K.mul(X0));
  // g(x) − (Kx + c) = A(p)x² + B(p)x + C(p)
  const poly = toPoly(g);
  if (!poly || poly.vars().some((v) => v !== 'x' && v !== P) || poly.degreeIn('x') > 2 || poly.degreeIn(P) > 3) return null;
  const coef: UPoly[] = [[], [], []];
  for (const t of poly.terms.values()) {
    const ex = t.m.find(([v]) => v === 'x')?.[1] ?? 0;
    const ep = t.m.find(([v]) => v === P)?.[1] ?? 0;
    const row = [...coef[ex]];
    while (row.length <= ep) row.push(Rat.ZERO);
    row[ep] = row[ep].add(t.c);
    coef[ex] = row;
  }
  const [Cq, Bq, Aq] = [psub(trim(coef[0]), [c]), psub(trim(coef[1]), [K]), trim(coef[2])];
  const disc = trim(psub(pmul(Bq, Bq), pscale(pmul(Aq, Cq), Rat.of(4))));
  if (!disc.length || disc.every((r) => r.isZero())) return null;
  const sf = squareFree(disc);
  const roots = rationalRoots(sf);
  if (!roots || roots.length !== countRealRoots(sf)) return refuse(p, `解出的 ${im(P)} 不是能精确写出的数，为避免给出错误答案，暂不作答。`);
  const ok = roots.filter((r) => !evalRat(Aq, r).isZero());
  if (ok.length !== 1) {
    return refuse(
      p,
      ok.length ? `${im(P)} 有不止一个可能的值，为避免给出错误答案，暂不作答。` : `没有 ${im(P)} 的值能使这条直线与曲线相切，请核对题目。`,
    );
  }
  const a = ok[0];
  const [A, B] = [evalRat(Aq, a), evalRat(Bq, a)];
  const x1 = B.neg().div(A.mul(Rat.of(2)));
  // Check: at x₁ the second curve meets the line with the line's slope.
  const gAt = (x: number) => evaluate(g, { x, [P]: a.toNumber() });
  const x1v = x1.toNumber();
  const h = 1e-5;
  const slope = (gAt(x1v + h) - gAt(x1v - h)) / (2 * h);
  if (!close(gAt(x1v), K.toNumber() * x1v + c.toNumber(), 1e-9) || !close(slope, K.toNumber(), 1e-6))
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const line = `y=${polyLatex([c, K], 'x')}`;
  const dL = toLatex(df);
  return solved(p, {
    engine: 'functions:common-tangent',
    idea: '先求第一条曲线在已知点处的切线；直线与二次曲线相切，就是联立后得到的二次方程有两个相等的实根（判别式为零）。',
    steps: [
      `${im(`y^{\\prime}=${dL}`)}，在 ${im(`x=${X0.toLatex()}`)} 处斜率 ${im(`k=${K.toLatex()}`)}，切点纵坐标 ${im(Y0.toLatex())}，切线为 ${im(line)}。`,
      `与 ${im(second)} 联立并整理，得 ${im('Ax^2+Bx+C=0')}，其中 ${im(`A=${polyLatex(Aq, P)}`)}，${im(`B=${polyLatex(Bq, P)}`)}，${im(`C=${polyLatex(Cq, P)}`)}。`,
      `相切要求 ${im('A\\neq 0')} 且 ${im('B^2-4AC=0')}，即 ${dm(`${polyLatex(disc, P)}=0`)}解得 ${im(`${P}=${a.toLatex()}`)}${roots.length > ok.length ? `（使 ${im('A=0')} 的值舍去，此时不是二次曲线，直线与它不相切）` : ''}。`,
    ],
    finalAnswer: im(`${P}=${a.toLatex()}`),
    verificationNote: `在切点 ${im(`x=${x1.toLatex()}`)} 处，第二条曲线的函数值和数值导数都与切线一致。`,
    value: { kind: 'numbers', values: [a.toNumber()] },
  });
}

function polyLatex(p: UPoly, v: string): string {
  const t = trim(p);
  const src = t
    .map((r, i) => (r.isZero() ? '' : `${r.sign() < 0 ? '-' : '+'}\\frac{${r.abs().n}}{${r.abs().d}}${i ? `${v}^{${i}}` : ''}`))
    .filter(Boolean)
    .join('');
  const poly = src ? toPoly(parseExpr(src.replace(/^\+/, ''))) : null;
  return poly ? toLatex(poly.toNode([v])) : '0';
}

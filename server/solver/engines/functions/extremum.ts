import { im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { MPoly, toPoly } from '../../math/polynomials/mpoly';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { countRealRoots, rationalRoots } from '../../math/polynomials/roots';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { evalRat, multiplicity, pdivmod, toNodeU, trim, type UPoly } from '../../math/polynomials/upoly';

/** p with variable v replaced by the polynomial q. */
function subst(p: MPoly, v: string, q: MPoly): MPoly {
  let out = MPoly.constant(Rat.ZERO);
  for (const t of p.terms.values()) {
    const e = t.m.find(([w]) => w === v)?.[1] ?? 0;
    const rest = MPoly.fromTerms([{ m: t.m.filter(([w]) => w !== v), c: t.c }]);
    out = out.add(e ? rest.mul(q.pow(e)) : rest);
  }
  return out;
}

function dx(p: MPoly, v: string): MPoly {
  const terms = [];
  for (const t of p.terms.values()) {
    const e = t.m.find(([w]) => w === v)?.[1] ?? 0;
    if (!e) continue;
    terms.push({ m: t.m.map(([w, k]) => [w, w === v ? k - 1 : k] as const).filter(([, k]) => k > 0), c: t.c.mul(Rat.of(e)) });
  }
  return MPoly.fromTerms(terms);
}

function rat(src: string): Rat | null {
  try {
    const p = toPoly(parseExpr(src));
    return p ? p.constantValue() : null;
  } catch {
    return null;
  }
}

/** Every real solution of {eqs = 0} in the parameters, when all are rational; null when not found so. */
function solveParams(eqs: MPoly[], params: string[]): Array<Record<string, Rat>> | null {
  if (params.length === 1) {
    const [a] = params;
    const main = eqs.find((e) => !e.isZero());
    const u = main?.univariate(a);
    if (!u || trim(u).length < 2) return null;
    const roots = rationalRoots(trim(u));
    if (!roots || roots.length !== countRealRoots(trim(u))) return null;
    return roots.map((r) => ({ [a]: r })).filter((env) => eqs.every((e) => e.evalAt(env)?.isZero()));
  }
  if (params.length !== 2 || eqs.length !== 2) return null;
  for (const p of params) {
    const other = params.find((x) => x !== p)!;
    for (let i = 0; i < 2; i++) {
      const e = eqs[i];
      if (e.degreeIn(p) !== 1) continue;
      // e = c·p + rest, c a nonzero constant
      const withP = MPoly.fromTerms([...e.terms.values()].filter((t) => t.m.some(([w]) => w === p)));
      const c = subst(withP, p, MPoly.constant(Rat.ONE)).constantValue();
      if (!c || c.isZero()) continue;
      const rest = e.sub(withP);
      const pExpr = rest.scale(c.inv().neg());
      const reduced = subst(eqs[1 - i], p, pExpr);
      const u = reduced.univariate(other);
      if (!u) continue;
      const tu = trim(u);
      if (tu.length < 2) return null;
      const roots = rationalRoots(tu);
      if (!roots || roots.length !== countRealRoots(tu)) return null;
      const out: Array<Record<string, Rat>> = [];
      for (const r of roots) {
        const pv = pExpr.evalAt({ [other]: r }) ?? pExpr.constantValue();
        if (!pv) return null;
        const env = { [other]: r, [p]: pv };
        if (eqs.every((q) => q.evalAt(env)?.isZero())) out.push(env);
      }
      return out;
    }
  }
  return null;
}

/**
 * "f(x)=x³+ax²+bx 在 x=1 处有极值 2，求 a，b": f′(x₀)=0 (and f(x₀)=v), solved for the parameters; each
 * solution is kept only when f′ really changes sign at x₀ (of the asked kind, 极大/极小).
 */
export function solveExtremumParams(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const m = /在\s*⟨(\d+)⟩\s*处(?:取得|有|取到)极([大小])?值(?:\s*(?:为\s*)?⟨(\d+)⟩)?/.exec(prose);
  if (!m || /[（(]\s*[2２Ⅱ]\s*[)）]|单调|最[大小]值|零点|切线|范围|且|又|并/.test(prose)) return null;
  const fs = formulas(text);
  const defIdx = fs.findIndex((f) => /^\s*f\s*\(\s*x\s*\)\s*=/.test(f));
  if (defIdx < 0) return null;
  let f: MPoly | null;
  try {
    f = toPoly(parseExpr(fs[defIdx].replace(/^[^=]*=/, '')));
  } catch {
    return null;
  }
  if (!f || f.degreeIn('x') < 2 || f.degreeIn('x') > 4) return null;
  const params = f.vars().filter((v) => v !== 'x');
  if (params.length < 1 || params.length > 2) return null;
  const xm = /^\s*x\s*=\s*(.+)$/.exec(fs[Number(m[1])]);
  const x0 = xm ? rat(xm[1]) : null;
  const v = m[3] !== undefined ? rat(fs[Number(m[3])]) : null;
  if (!x0 || (m[3] !== undefined && !v)) return null;
  // every other formula names an asked parameter
  const used = new Set([defIdx, Number(m[1]), ...(m[3] !== undefined ? [Number(m[3])] : [])]);
  const asked = new Set<string>();
  for (let i = 0; i < fs.length; i++) {
    if (used.has(i)) continue;
    const f = fs[i].replace(/=\s*(?:\(\s*\)|\\_+|_+)?\s*$/, '');
    if (!/^\s*[a-z](?:\s*[,，、]\s*[a-z])*\s*$/.test(f)) return null;
    for (const c of f.match(/[a-z]/g) ?? []) asked.add(c);
  }
  if (!params.every((p) => asked.has(p)) || asked.size !== params.length) return null;
  if (!v && params.length === 2) return null;
  const p = prepare(text, problemType);
  const df = dx(f, 'x');
  const X = MPoly.constant(x0);
  const e1 = subst(df, 'x', X);
  const eqs = v ? [e1, subst(f, 'x', X).sub(MPoly.constant(v))] : [e1];
  const sols = solveParams(eqs, params);
  if (!sols) return refuse(p, '由极值条件列出的方程组离线求解器没能完整解出（或解不是有理数），暂不作答。');
  if (!sols.length) return refuse(p, '由极值条件列出的方程组无解，请核对题目。');
  const kind = m[2];
  const x0l = x0.toLatex();
  const show = (e: MPoly) => toLatex(e.toNode(params));
  const steps = [
    `${im(`f'(x)=${toLatex(df.toNode(['x', ...params]))}`)}。`,
    `因为 ${im('f(x)')} 在 ${im(`x=${x0l}`)} 处取得极值，所以 ${im(`f'(${x0l})=0`)}${v ? `，且 ${im(`f(${x0l})=${v.toLatex()}`)}` : ''}，即 ${eqs.map((e) => im(`${show(e)}=0`)).join('，')}。`,
    `解得 ${sols.map((s) => im(params.map((q) => `${q}=${s[q].toLatex()}`).join(',\\ '))).join(' 或 ')}。`,
  ];
  const kept: Array<Record<string, Rat>> = [];
  for (const s of sols) {
    const env: Record<string, Rat> = { ...s };
    // f'(x) with these parameters, as a polynomial in x
    const concrete = params.reduce((acc, q) => subst(acc, q, MPoly.constant(env[q])), df);
    const u = concrete.univariate('x');
    if (!u) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    const d: UPoly = trim(u);
    const label = im(params.map((q) => `${q}=${s[q].toLatex()}`).join(',\\ '));
    const dl = toLatex(toNodeU(d, 'x'));
    if (!d.length || !evalRat(d, x0).isZero()) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    const mult = multiplicity(d, x0);
    if (mult % 2 === 0) {
      steps.push(
        `检验：当 ${label} 时，${im(`f'(x)=${dl}`)}，在 ${im(`x=${x0l}`)} 两侧 ${im(`f'(x)`)} 不变号，${im(`x=${x0l}`)} 不是极值点，舍去。`,
      );
      continue;
    }
    let q: UPoly = d;
    for (let i = 0; i < mult; i++) q = pdivmod(q, [x0.neg(), Rat.ONE])[0];
    const right = evalRat(q, x0).sign();
    const isMax = right < 0;
    if ((kind === '大' && !isMax) || (kind === '小' && isMax)) {
      steps.push(`检验：当 ${label} 时，${im(`f'(x)=${dl}`)}，${im(`x=${x0l}`)} 是极${isMax ? '大' : '小'}值点，与题意不符，舍去。`);
      continue;
    }
    const left = mult % 2 === 1 ? -right : right;
    steps.push(
      `检验：当 ${label} 时，${im(`f'(x)=${dl}`)}，在 ${im(`x=${x0l}`)} 左侧 ${im(`f'(x)${left > 0 ? '>' : '<'}0`)}，右侧 ${im(`f'(x)${right > 0 ? '>' : '<'}0`)}，${im(`x=${x0l}`)} 是极${isMax ? '大' : '小'}值点，符合题意。`,
    );
    kept.push(s);
  }
  if (!kept.length) return refuse(p, '由极值条件解出的参数都不能使该点成为题目所说的极值点，请核对题目。');
  // float check: f'(x0) ≈ 0 numerically and f(x0) = v for each kept solution
  for (const s of kept) {
    const fx = subst(
      params.reduce((acc, q) => subst(acc, q, MPoly.constant(s[q])), f),
      'x',
      X,
    ).constantValue();
    if (!fx || (v && !fx.eq(v))) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  const answer = kept.map((s) => im(params.map((q) => `${q}=${s[q].toLatex()}`).join(',\\ '))).join(' 或 ');
  steps.push(`所以 ${answer}。`);
  return solved(p, {
    engine: 'functions',
    idea: "可导函数在极值点处导数为 0：由 $f'(x_0)=0$（及极值 $f(x_0)$ 的值）列方程解出参数，再检验 $f'(x)$ 在 $x_0$ 两侧是否变号。",
    steps,
    finalAnswer: answer,
    verificationNote:
      '已把解出的参数代回：导数在该点为 0、函数值等于所给极值，且导数在该点两侧变号（极大、极小与题意相符）；不满足的解已舍去。',
    value: { kind: 'tuples', vars: params, tuples: kept.map((s) => params.map((q) => s[q].toNumber())) },
  });
}

import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { evalNum, evalRat, parseRat, type RNode, varsOf, withValue } from '../../math/numbers/ratexpr';
import { countRealRoots, rationalRoots, squareFreeFactors } from '../../math/polynomials/roots';
import { psub, trim, type UPoly } from '../../math/polynomials/upoly';
import { im, solved } from '../../math/write/format';
import { monoKey, type Poly, parseKey, toPoly } from './poly';
import { contributions } from './term-tex';

/**
 * An expansion with one unknown coefficient (人教A版 选择性必修三 6.3 二项式定理): "(x+a/x)(2x−1/x)^5 的展开式中
 * 各项系数的和为 2，则展开式中常数项为", "(a+x)(1+x)^4 的展开式中 x 的奇数次幂项的系数之和为 32，则 a=".
 * The condition (sum of the coefficients, sum over odd or even powers, the constant term, the coefficient of
 * x^k) becomes a polynomial equation in the parameter, solved exactly; every real root must be rational
 * (Sturm count) and all of them must give the same answer. Checked by substituting the root back into the
 * original product numerically.
 */

type Cond = { k: 'sum' } | { k: 'parity'; odd: boolean } | { k: 'coef'; power: number; tex: string };
type Ask = { k: 'param' } | { k: 'coef'; power: number; tex: string };

const NUMBER = String.raw`-?\d+(?:\.\d+)?|-?\\frac\{\d+\}\{\d+\}`;
const SHAPE = new RegExp(
  String.raw`^\s*(?:已知|若|设|在)?\s*(?:二项式)?\s*\$([^$]+)\$\s*的?\s*(?:二项)?展开式中\s*,?\s*(.+?)\s*(?:为|是|等于)\s*\$?\s*(${NUMBER})\s*\$?\s*[,，]\s*(?:则|那么)\s*(.+?)\s*[.。]?\s*$`,
);

function readCond(s: string): Cond | null {
  const t = s.replace(/\s+/g, '');
  if (/^各项系数(?:之|的)?和$/.test(t)) return { k: 'sum' };
  const par = /^\$x\$的(奇|偶)数次幂(?:项)?的系数(?:之|的)?和$/.exec(t);
  if (par) return { k: 'parity', odd: par[1] === '奇' };
  return readTerm(t);
}

function readTerm(t: string): (Cond & { k: 'coef' }) | null {
  if (/^常数项$/.test(t)) return { k: 'coef', power: 0, tex: '' };
  const m = /^\$([^$]+)\$(?:项)?的系数$/.exec(t);
  if (!m) return null;
  const p = /^x(?:\^\{?(\d+)\}?)?$/.exec(m[1]);
  return p ? { k: 'coef', power: p[1] ? Number(p[1]) : 1, tex: m[1] } : null;
}

function readAsk(s: string, param: string): Ask | null {
  const t = s.replace(/\s+/g, '').replace(/(?:为|是|等于)$/, '');
  if (new RegExp(`^(?:实数|常数)?\\$?${param}=?\\$?=?(?:的值)?$`).test(t)) return { k: 'param' };
  const term = /^(?:该|其)?(?:展开式中)?的?(常数项|\$[^$]+\$(?:项)?的系数)$/.exec(t);
  const c = term ? readTerm(term[1]) : null;
  return c ? { k: 'coef', power: c.power, tex: c.tex } : null;
}

/** The polynomial in the parameter that the condition (or the asked term) equals. */
function inParam(poly: Poly, param: string, pick: (xPower: number) => boolean): UPoly | null {
  const out: Rat[] = [];
  for (const [key, c] of poly) {
    const m = parseKey(key);
    const e = m[param] ?? 0;
    if (e < 0 || e > 12) return null;
    if (!pick(m.x ?? 0)) continue;
    while (out.length <= e) out.push(Rat.ZERO);
    out[e] = out[e].add(c);
  }
  return trim(out);
}

function picker(c: Cond | Ask): (xPower: number) => boolean {
  if (c.k === 'sum') return () => true;
  if (c.k === 'parity') return (e) => Math.abs(e % 2) === (c.odd ? 1 : 0);
  if (c.k === 'coef') return (e) => e === c.power;
  return () => false;
}

function atParam(p: UPoly, a: Rat): Rat {
  let s = Rat.ZERO;
  for (let i = p.length - 1; i >= 0; i--) s = s.mul(a).add(p[i]);
  return s;
}

/** The condition recomputed from the product itself at the root: f(1), (f(1)∓f(−1))/2, or the expansion check. */
function conditionHolds(expr: RNode, param: string, a: number, cond: Cond, value: number): boolean {
  const f = (x: number) => evalNum(expr, (v) => (v === 'x' ? x : v === param ? a : Number.NaN));
  let got: number;
  if (cond.k === 'sum') got = f(1);
  else if (cond.k === 'parity') got = cond.odd ? (f(1) - f(-1)) / 2 : (f(1) + f(-1)) / 2;
  else return true; // a single coefficient is checked through the expansion check below
  return Math.abs(got - value) <= 1e-9 * Math.max(1, Math.abs(value));
}

function expansionAgrees(expr: RNode, poly: Poly, param: string): boolean {
  for (const [x, a] of [
    [1.3, -0.7],
    [-2.1, 1.7],
    [0.6, 2.3],
  ]) {
    const env = (v: string) => (v === 'x' ? x : v === param ? a : Number.NaN);
    const direct = evalNum(expr, env);
    let sum = 0;
    for (const [k, c] of poly) {
      let t = c.toNumber();
      for (const [v, e] of Object.entries(parseKey(k))) t *= env(v) ** e;
      sum += t;
    }
    if (!(Math.abs(direct - sum) <= 1e-9 * Math.max(1, Math.abs(direct)))) return false;
  }
  return true;
}

function condText(c: Cond): string {
  if (c.k === 'sum') return '各项系数之和';
  if (c.k === 'parity') return `${im('x')} 的${c.odd ? '奇' : '偶'}数次幂项的系数之和`;
  return c.power === 0 ? '常数项' : `${im(c.tex)} 的系数`;
}

export function binomialWithParameter(text: string, problemType: MathProblem['problemType']): ReturnType<typeof solved> | null {
  const m = SHAPE.exec(text);
  if (!m) return null;
  const expr = parseRat(m[1]);
  const target = parseRat(m[3]);
  const value = target ? evalRat(target, () => null) : null;
  if (!expr || !value) return null;
  const letters = varsOf(expr);
  const params = [...letters].filter((v) => v !== 'x');
  if (!letters.has('x') || params.length !== 1 || !/^[a-mt]$/.test(params[0])) return null;
  const param = params[0];
  const cond = readCond(m[2]);
  const ask = readAsk(m[4], param);
  if (!cond || !ask) return null;
  const poly = toPoly(expr, new Set(['x', param]));
  if (!poly || !expansionAgrees(expr, poly, param)) return null;
  const condPoly = inParam(poly, param, picker(cond));
  if (!condPoly || condPoly.length < 2) return null;
  const equation = psub(condPoly, [value]);
  // Every real root must be rational (found exactly) — else refuse by returning null.
  const factors = squareFreeFactors(equation);
  const roots: Rat[] = [];
  for (const [f] of factors) {
    const rs = rationalRoots(f);
    if (!rs || rs.length !== countRealRoots(f)) return null;
    roots.push(...rs);
  }
  if (roots.length === 0) return null;
  for (const r of roots) if (!conditionHolds(expr, param, r.toNumber(), cond, value.toNumber())) return null;
  let answers: Rat[];
  if (ask.k === 'param') {
    if (roots.length !== 1) return null;
    answers = roots;
  } else {
    const askPoly = inParam(poly, param, picker(ask));
    if (!askPoly) return null;
    answers = roots.map((r) => atParam(askPoly, r));
    if (answers.some((v) => !v.eq(answers[0]))) return null;
  }
  const answer = answers[0];
  const mp: MathProblem = { raw: text, text, segments: [], prose: '', problemType };
  const eqTex = condPoly
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.isZero())
    .reverse()
    .map(({ c, i }, j) => {
      const mono = i === 0 ? '' : i === 1 ? param : `${param}^{${i}}`;
      const coef = mono && c.isOne() ? '' : mono && c.eq(Rat.ONE.neg()) ? '-' : c.toLatex();
      const term = `${coef}${mono}` || '0';
      return j > 0 && !term.startsWith('-') ? `+${term}` : term;
    })
    .join('');
  const how =
    cond.k === 'sum'
      ? `令 ${im('x=1')}，各项系数之和等于原式在 ${im('x=1')} 处的值`
      : cond.k === 'parity'
        ? `记原式为 ${im('f(x)')}，${cond.odd ? '奇' : '偶'}数次幂项的系数之和为 ${im(cond.odd ? '\\frac{f(1)-f(-1)}{2}' : '\\frac{f(1)+f(-1)}{2}')}`
        : `把原式展开，${condText(cond)}用 ${im(param)} 表示`;
  const steps = [
    `${how}：${im(`${eqTex}=${value.toLatex()}`)}。`,
    roots.length === 1
      ? `解得 ${im(`${param}=${roots[0].toLatex()}`)}。`
      : `解得 ${im(`${param}=${roots.map((r) => r.toLatex()).join('\\text{ 或 }')}`)}。`,
  ];
  if (ask.k === 'coef') {
    const byFactor =
      roots.length === 1
        ? contributions(withValue(expr, param, roots[0]), new Set(['x']), monoKey(ask.power ? { x: ask.power } : {}))
        : null;
    const worked = byFactor?.total.eq(answer) ? byFactor.text : null;
    if (worked) steps.push(`代入 ${im(`${param}=${roots[0].toLatex()}`)}，${worked}`);
    steps.push(
      `${worked ? '所以' : '代入后展开，'}${ask.power === 0 ? '常数项' : `${im(ask.tex)} 的系数`}为 ${im(answer.toLatex())}${roots.length > 1 ? '（各个取值结果相同）' : ''}。`,
    );
  }
  return solved(mp, {
    engine: 'counting:binomial',
    idea: '先由所给条件列出关于参数的方程求出参数，再用二项式定理求所问的项。',
    steps,
    finalAnswer: ask.k === 'param' ? `$${param}=${answer.toLatex()}$` : `$${answer.toLatex()}$`,
    verificationNote: `把 ${im(`${param}=${roots.map((r) => r.toLatex()).join(',')}`)} 代回原式重新计算${condText(cond)}，等于 ${im(value.toLatex())}；展开式与原式在几组取值下数值相等。`,
    value: { kind: 'numbers', values: [answer.toNumber()] },
  });
}

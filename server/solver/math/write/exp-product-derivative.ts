import { evaluate } from '../compute/evaluate';
import type { Node } from '../expression/ast';
import { Rat } from '../expression/rational';
import { toPoly } from '../polynomials/mpoly';
import { factoredLatex } from '../polynomials/polyshow';
import { factorU } from '../polynomials/ufactor';
import { deriv, evalNum, padd, pmul, toNodeU, trim, type UPoly } from '../polynomials/upoly';
import { toLatex } from './latex';

/**
 * f(x) = P(x)·e^{g(x)} (P a polynomial, g of degree one) differentiated the way the textbook does, by the product
 * rule with the exponential factored out: (2x−1)e^{x−1} + (x²−x−1)e^{x−1} = (x²+x−2)e^{x−1} = (x+2)(x−1)e^{x−1}.
 * The right side of 「f′(x)=…」 in LaTeX, or null for any other function (the caller prints its own derivative).
 */
export function expProductDerivativeTex(f: Node): string | null {
  if (f.k !== 'mul' || f.args.length !== 2) return null;
  const ei = f.args.findIndex((a) => a.k === 'pow' && a.base.k === 'const' && a.base.name === 'e');
  if (ei < 0) return null;
  const exp = f.args[ei] as Extract<Node, { k: 'pow' }>;
  const p = poly(f.args[1 - ei]);
  const g = poly(exp.exp);
  if (!p || !g || g.length !== 2 || p.length < 2) return null;
  const pPrime = deriv(p);
  const gPrime = deriv(g);
  const q = trim(padd(pPrime, pmul(p, gPrime)));
  if (q.length < 1 || q.every((c) => c.isZero())) return null;
  // the closed form agrees with a difference quotient of f itself at a few points, or it is not shown
  for (const x of [-1.3, 0.4, 1.7]) {
    const h = 1e-5;
    const numeric = (evaluate(f, { x: x + h }) - evaluate(f, { x: x - h })) / (2 * h);
    const closed = evalNum(q, x) * Math.exp(evalNum(g, x));
    if (!(Math.abs(numeric - closed) <= 1e-5 * Math.max(1, Math.abs(closed)))) return null;
  }
  const e = toLatex(exp);
  const term = (u: UPoly, k: UPoly) => {
    const body = toLatex(toNodeU(trim(pmul(u, k)), 'x'));
    if (body === '1' || body === '-1') return `${body.slice(0, -1)}${e}`;
    return /[+-]/.test(body.replace(/^-/, '')) ? `\\left(${body}\\right)${e}` : `${body}${e}`;
  };
  const first = term(pPrime, [Rat.ONE]);
  const second = term(p, gPrime);
  const sum = toLatex(toNodeU(q, 'x'));
  const factored = factorU(q);
  const splits = factored?.complete && (factored.factors.length > 1 || !factored.constant.abs().isOne());
  const split = splits && factored ? factoredLatex(factored, 'x') : null;
  const wrap = (s: string) => (/[+-]/.test(s.replace(/^-/, '')) && !/^\\left\(|^[-\d]*\\left\(/.test(s) ? `\\left(${s}\\right)` : s);
  const joined = second.startsWith('-') ? `${first}${second}` : `${first}+${second}`;
  return `${joined}=${wrap(sum)}${e}${split ? `=${split}${e}` : ''}`;
}

function poly(n: Node): UPoly | null {
  const m = toPoly(n);
  if (!m || m.vars().some((v) => v !== 'x')) return null;
  return m.univariate('x');
}

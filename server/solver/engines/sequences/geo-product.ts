import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import type { RNode } from '../../math/numbers/ratexpr';
import { evalRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';

/**
 * A geometric sequence told by one product of terms (等比数列的性质 a_m·a_n = a_p·a_q when m + n = p + q):
 * 「a_3·a_7 = 16，各项均为正数，则 a_5 =」. A product of terms is a_1^m·q^s; the target is determined when its
 * (m, s) is λ times the condition's, and equals c^λ. λ = 1/2 (a square root) needs every term positive; any other
 * λ must be an integer. Checked on several sequences that satisfy the condition.
 */

type Mono = { m: number; s: number };

/** ∏ a_k^e as a_1^m·q^s, or null when the node is not a product of terms. */
function monomial(n: RNode): Mono | null {
  if (n.k === 'var') {
    const t = /^a_(\d+)$/.exec(n.name);
    return t ? { m: 1, s: Number(t[1]) - 1 } : null;
  }
  if (n.k === 'mul') {
    const a = monomial(n.a);
    const b = monomial(n.b);
    return a && b ? { m: a.m + b.m, s: a.s + b.s } : null;
  }
  if (n.k === 'pow' && Number.isInteger(n.e) && n.e > 0) {
    const a = monomial(n.a);
    return a ? { m: a.m * n.e, s: a.s * n.e } : null;
  }
  return null;
}

function termsOf(n: RNode): string[] {
  if (n.k === 'var') return [n.name];
  if (n.k === 'mul') return [...termsOf(n.a), ...termsOf(n.b)];
  if (n.k === 'pow') return termsOf(n.a).flatMap((t) => Array(n.e).fill(t));
  return [];
}

function ratRoot(v: Rat): Rat | null {
  const r = (x: bigint) => {
    const s = BigInt(Math.round(Math.sqrt(Number(x))));
    return s * s === x ? s : null;
  };
  const n = r(v.n);
  const d = r(v.d);
  return n !== null && d !== null ? Rat.of(n, d) : null;
}

export function geometricProduct(
  mp: MathProblem,
  cond: { lhs: RNode; rhs: RNode; tex: string },
  target: { node: RNode; tex: string },
  positive: boolean,
): MathOutcome | null {
  const [prodNode, valueNode] = monomial(cond.lhs) ? [cond.lhs, cond.rhs] : [cond.rhs, cond.lhs];
  const C = monomial(prodNode);
  const T = monomial(target.node);
  const c = evalRat(valueNode, () => null);
  if (!C || !T || !c || c.isZero() || C.m === 0) return null;
  const lambda = Rat.of(T.m, C.m);
  if (!Rat.of(T.s).eq(lambda.mul(Rat.of(C.s)))) return null;
  let v: Rat | null;
  if (lambda.isInteger()) v = c.pow(Number(lambda.n));
  else if (lambda.eq(Rat.of(1, 2)) || lambda.eq(Rat.of(-1, 2))) {
    const root = positive && c.sign() > 0 ? ratRoot(c) : null;
    v = root && lambda.sign() < 0 ? root.inv() : root;
  } else v = null;
  if (!v) return null;
  // check: sequences with the condition (a_1 chosen, q from it, all terms positive when told) give the same target
  const checks: string[] = [];
  for (const q of [Rat.of(1), Rat.of(2), Rat.of(1, 3)]) {
    // a_1^m·q^s = c: choose q, then a_1 = (c / q^s)^{1/m} must be rational
    const base = c.div(q.pow(C.s));
    const a1 = C.m === 1 ? base : C.m === 2 && base.sign() > 0 ? ratRoot(base) : null;
    if (!a1) continue;
    const env = (name: string) => {
      const t = /^a_(\d+)$/.exec(name);
      return t ? a1.mul(q.pow(Number(t[1]) - 1)) : null;
    };
    const lhs = evalRat(prodNode, env);
    const tv = evalRat(target.node, env);
    if (!lhs?.eq(c) || !tv?.eq(v)) return null;
    checks.push(im(`a_1=${a1.toLatex()},q=${q.toLatex()}`));
  }
  if (!checks.length) return null;
  const pairs = termsOf(prodNode).join('\\cdot ');
  return solved(mp, {
    engine: 'sequences',
    idea: '等比数列中下标之和相等的项之积相等（a_m·a_n=a_p·a_q，m+n=p+q），所求可由条件整体求出。',
    steps: [
      `设首项为 ${im('a_1')}，公比为 ${im('q')}，${im('a_n=a_1q^{n-1}')}；${im(`${pairs}=a_1^{${C.m}}q^{${C.s}}`)}，所求 ${im(`${target.tex}=a_1^{${T.m}}q^{${T.s}}`)}。`,
      lambda.isInteger()
        ? `所以 ${im(`${target.tex}=(${pairs})^{${lambda.toLatex()}}=${v.toLatex()}`)}。`
        : `所以 ${im(`(${target.tex})^{2}=${lambda.sign() > 0 ? c.toLatex() : c.inv().toLatex()}`)}，各项均为正数，${im(`${target.tex}=${v.toLatex()}`)}。`,
    ],
    finalAnswer: `$${target.tex}=${v.toLatex()}$`,
    verificationNote: `另取满足条件的数列（${checks.join('；')}）直接计算，所求都等于 ${im(v.toLatex())}。`,
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
}

import { add, mul, type Node, num, pow, variable } from '../../math/expression/ast';
import type { RNode } from '../../math/numbers/ratexpr';
import { toLatex } from '../../math/write/latex';

const A1 = variable('a_1');
const Q = variable('q');

/** a_k = a_1q^{k-1}; S_k written out for three terms or fewer (a_1+a_1q+a_1q^2), else a_1(1−q^k)/(1−q). */
function named(name: string): Node | null {
  const m = /^([aS])_(\d+)$/.exec(name);
  if (!m) return name === 'q' ? Q : null;
  const k = Number(m[2]);
  const termK = (i: number) => (i === 1 ? A1 : mul(A1, i === 2 ? Q : pow(Q, num(i - 1))));
  if (m[1] === 'a') return termK(k);
  if (k <= 3) return add(...Array.from({ length: k }, (_, i) => termK(i + 1)));
  return { k: 'div', num: mul(A1, add(num(1), mul(num(-1), pow(Q, num(k))))), den: add(num(1), mul(num(-1), Q)) };
}

function toNode(n: RNode): Node | null {
  switch (n.k) {
    case 'num':
      return num(n.v);
    case 'var':
      return named(n.name);
    case 'neg': {
      const a = toNode(n.a);
      return a ? mul(num(-1), a) : null;
    }
    case 'pow': {
      const a = toNode(n.a);
      return a ? pow(a, num(n.e)) : null;
    }
    case 'sqrt':
      return null;
    default: {
      const [a, b] = [toNode(n.a), toNode(n.b)];
      if (!a || !b) return null;
      if (n.k === 'add') return add(a, b);
      if (n.k === 'sub') return add(a, mul(num(-1), b));
      if (n.k === 'mul') return mul(a, b);
      return { k: 'div', num: a, den: b };
    }
  }
}

/** A geometric sequence's condition as the equation in a₁ and q (「a_1q-a_1q^4=42」); null when it cannot be written. */
export function geometricEquationTex(lhs: RNode, rhs: RNode): string | null {
  const [l, r] = [toNode(lhs), toNode(rhs)];
  return l && r ? `${toLatex(l)}=${toLatex(r)}`.replace(/a_\{1\}/g, 'a_1') : null;
}

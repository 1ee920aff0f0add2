import { contains, freeVars, type Node } from '../../math/expression/ast';

/**
 * A function of x alone that holds e or a logarithm: the kinds of elementary-extremum, -monotone and -zeros.
 * Polynomials and rational functions belong to the monotonicity family instead.
 */
export function isExpOrLogInX(f: Node): boolean {
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has('x')) return false;
  return contains(
    f,
    (n) => (n.k === 'const' && n.name === 'e') || n.k === 'log' || (n.k === 'fn' && (n.name === 'ln' || n.name === 'exp')),
  );
}

/** Besides e and logarithms, only arithmetic: no trigonometric or other named function and no root. */
export function hasOnlyExpAndLog(f: Node): boolean {
  return !contains(f, (n) => (n.k === 'fn' && !['ln', 'exp'].includes(n.name)) || n.k === 'root');
}

const holdsX = (n: Node) => freeVars(n).has('x');

/**
 * The kinds whose monotone intervals are found on a scan (「在 (0,+∞) 上单调递增的是」 with $y=\sqrt{x+1}$, $y=2^{-x}$):
 * e or a logarithm, a root of an expression in x, or a constant base raised to a power in x — with only arithmetic
 * besides, and no x raised to a fraction (its domain is a matter of convention).
 */
export function isMonotoneScanKind(f: Node): boolean {
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has('x')) return false;
  const scanned =
    isExpOrLogInX(f) || contains(f, (n) => (n.k === 'root' && holdsX(n.arg)) || (n.k === 'pow' && !holdsX(n.base) && holdsX(n.exp)));
  const other = contains(
    f,
    (n) =>
      (n.k === 'fn' && !['ln', 'exp'].includes(n.name)) ||
      (n.k === 'pow' && holdsX(n.base) && (holdsX(n.exp) || !(n.exp.k === 'num' && n.exp.v.isInteger()))),
  );
  return scanned && !other;
}

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

/**
 * The expressions a formula needs to be nonzero to be defined: denominators, bases of negative powers,
 * logarithm arguments, cos under tan and sec, sin under cot and csc. Where one vanishes between points where
 * it does not, the formula leaves out a lone point (x²/x at 0, tan x at π/2) that samples step over.
 */
import { children, freeVars, type Node } from '../expression/ast';

const cos = (arg: Node): Node => ({ k: 'fn', name: 'cos', arg });
const sin = (arg: Node): Node => ({ k: 'fn', name: 'sin', arg });

export function formulaGuards(n: Node, v = 'x', out: Node[] = []): Node[] {
  const has = (m: Node) => freeVars(m).has(v);
  if (n.k === 'div' && has(n.den)) out.push(n.den);
  if (n.k === 'pow' && has(n.base) && !(n.exp.k === 'num' && n.exp.v.sign() > 0)) out.push(n.base);
  if (n.k === 'log' && has(n.arg)) out.push(n.arg);
  if (n.k === 'fn' && has(n.arg)) {
    if (n.name === 'ln') out.push(n.arg);
    if (n.name === 'tan' || n.name === 'sec') out.push(cos(n.arg));
    if (n.name === 'cot' || n.name === 'csc') out.push(sin(n.arg));
  }
  for (const c of children(n)) formulaGuards(c, v, out);
  return out;
}

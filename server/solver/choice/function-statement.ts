/**
 * A statement about the stem's one function f(x), decided numerically (function-judge) when the stem
 * defines f by a single formula in x: true or false with the reason, 'undecided', 'too close' (the values are
 * nearer than any check can tell, so no other reading may decide it either), or null when the statement or the
 * function is not read here.
 */
import { freeVars, type Node } from '../math/expression/ast';
import { parseExpr } from '../math/expression/parser';
import { normalize } from '../math/expression/text';
import { readFunctionClaim } from './function-claims';
import { judgeFunctionClaim, type Judgement } from './function-judge';
import { functionDefinition } from './properties';

/** f(x)'s formula from the givens ("已知函数 f(x)=x^3-x+1"); null when f is not given by one formula in x alone. */
export function givenFunction(givens: string): Node | null {
  const def = functionDefinition('f(x)', givens);
  if (!def) return null;
  try {
    const n = parseExpr(normalize(def.replace(/^f\s*\(\s*x\s*\)\s*=/, '')));
    const vars = freeVars(n);
    return vars.size === 1 && vars.has('x') ? n : null;
  } catch {
    return null;
  }
}

export function judgeFunctionStatement(statement: string, givens: string): Judgement | 'undecided' | 'too close' | null {
  const claim = readFunctionClaim(statement);
  if (!claim) return null;
  const f = givenFunction(givens);
  if (!f) return null;
  const r = judgeFunctionClaim(f, claim);
  return r === 'unsure' ? 'undecided' : r;
}

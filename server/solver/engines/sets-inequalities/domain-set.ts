import { freeVars } from '../../math/expression/ast';
import { parseExprOrNull } from '../../math/expression/parser';
import { im } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import { domainOf } from '../functions/domain';
import { builderLatex, member, type RealSet } from './setops';

/**
 * 「B={x | y=ln(2−x)}」「{x | y=√(x−1)}」: the set of the letter before the bar for which the formula after y= is
 * defined — the domain of that function (人教A版 必修一 1.1). Read only over the reals and only when the formula has
 * that letter alone; {y | y=…} (a range) is another question and is not read here.
 */
export function domainSet(
  name: string,
  v: string,
  cond: string,
  kind: 'R' | 'Z' | 'N' | 'N*',
): { name: string; set: RealSet; pred: (x: number) => boolean | null; steps: string[]; finite: boolean } | { refuse: string } | null {
  const m = /^\s*y\s*=\s*([^=<>]+)$/s.exec(cond);
  if (!m || v === 'y' || kind !== 'R') return null;
  const f = parseExprOrNull(m[1]!);
  if (!f) return null;
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has(v)) return null;
  const d = domainOf(f, v);
  if (!d || 'refuse' in d) return d;
  const set = d.set;
  return {
    name,
    set,
    pred: (x) => member(set, x),
    steps: [
      `集合 ${im(name)} 是使 ${im(`y=${toLatex(f)}`)} 有意义的 ${im(v)} 的取值集合（函数的定义域）：${d.lines.join('；')}，所以 ${im(`${name}=${builderLatex(set, v)}`)}。`,
    ],
    finite: false,
  };
}

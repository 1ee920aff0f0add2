import { freeVars } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare, solveMathDetailed } from '../../math/index';
import { parseChain } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { definitions, topLevelParts } from './pairs';

/**
 * 「A=\{(x,y)|x²+y²=1\}, B=\{(x,y)|y=x\}，则 A∩B 中元素的个数」: two sets of real points, each a curve given by one
 * equation; A∩B holds the common points, i.e. the real solutions of the system of the two equations. The
 * system is solved by the equation solver; every solution is checked in both equations.
 */
const ASK = /\$?\s*([A-Z])\s*\\cap\s*([A-Z])\s*\$?\s*(?:中\s*(?:所含|含有)?\s*(?:的)?|的)\s*元素(?:的)?个数/;
const TOL = 1e-9;

function curve(body: string): { u: string; v: string; equation: string } | null {
  const m = /^\(\s*([a-z])\s*,\s*([a-z])\s*\)\s*(?:\\mid|\||:)\s*(.+)$/s.exec(body);
  if (!m || m[1] === m[2]) return null;
  const parts = topLevelParts(m[3]);
  if (parts.length !== 1 || /\\in/.test(parts[0])) return null;
  const chain = parseChain(parts[0]);
  if (chain.ops.length !== 1 || chain.ops[0] !== '=') return null;
  for (const e of chain.exprs) if (![...freeVars(e)].every((x) => x === m[1] || x === m[2])) return null;
  return { u: m[1], v: m[2], equation: parts[0].trim() };
}

export function solveIntersectionCount(text: string, problemType: ProblemType): MathOutcome | null {
  if ((text.match(/个数/g) ?? []).length !== 1 || /子集|\\cup|\\complement/.test(text)) return null;
  const read = definitions(text.replace(/\\left|\\right/g, ''));
  if (read?.defs.size !== 2) return null;
  const ask = ASK.exec(read.rest.replace(/\s*=\s*\\\{\s*\\\}/g, ''));
  if (!ask || ask[1] === ask[2]) return null;
  const said = read.rest
    .replace(/\s*=\s*\\\{\s*\\\}/g, '')
    .replace(ASK, '')
    .replace(/已知|设|若|记|集合|则|为|是|等于|_+|\\quad|\$|[A-Z]|[(),，.。:：;；（）\s]/g, '');
  if (said) return null;
  const [a, b] = [read.defs.get(ask[1]), read.defs.get(ask[2])];
  if (!a || !b) return null;
  const [ca, cb] = [curve(a), curve(b)];
  if (!ca || !cb || ca.u !== cb.u || ca.v !== cb.v) return null;
  const p = prepare(text, problemType);
  const system = solveMathDetailed(
    `解方程组 $\\left\\{\\begin{array}{l}${ca.equation} \\\\ ${cb.equation}\\end{array}\\right.$`,
    'solution',
  );
  if (!system?.outcome.ok || system.value?.kind !== 'tuples') return null;
  const { vars, tuples } = system.value;
  const iu = vars.indexOf(ca.u);
  const iv = vars.indexOf(ca.v);
  if (vars.length !== 2 || iu < 0 || iv < 0) return null;
  // every solution lies on both curves, and no two are the same point
  for (const eq of [ca.equation, cb.equation]) {
    const chain = parseChain(eq);
    for (const t of tuples) {
      const env = { [ca.u]: t[iu], [ca.v]: t[iv] };
      const d = evaluate(chain.exprs[0], env) - evaluate(chain.exprs[1], env);
      if (!(Math.abs(d) <= 1e-7)) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    }
  }
  for (let i = 0; i < tuples.length; i++)
    for (let j = i + 1; j < tuples.length; j++)
      if (Math.abs(tuples[i][iu] - tuples[j][iu]) < TOL && Math.abs(tuples[i][iv] - tuples[j][iv]) < TOL) return null;
  const n = tuples.length;
  return solved(p, {
    engine: 'sets:intersection',
    idea: `${ask[1]}、${ask[2]} 都是点集，${im(`${ask[1]}\\cap ${ask[2]}`)} 的元素是两条曲线的公共点，即方程组的实数解。`,
    steps: [
      `联立 ${dm(`\\begin{cases}${ca.equation}\\\\ ${cb.equation}\\end{cases}`)}`,
      `解得：${system.outcome.finalAnswer}。`,
      `方程组共有 ${n} 组实数解，所以 ${im(`${ask[1]}\\cap ${ask[2]}`)} 中有 ${n} 个元素。`,
    ],
    finalAnswer: String(n),
    verificationNote: '每一组解都代回两个方程检验成立，且各组解互不相同。',
    value: { kind: 'numbers', values: [n] },
  });
}

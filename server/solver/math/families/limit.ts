import { freeVars, type Node, substitute } from '../expression/ast';
import { checkLimit, derivative, limit } from '../compute/calculus';
import { parseLimit } from '../expression/calcparse';
import { ceEvaluate, toJson } from '../compute/ce';
import { close, evaluate } from '../compute/evaluate';
import { dm, im, refuse, solved } from '../write/format';
import { groupLatex, toLatex } from '../write/latex';
import { vl } from '../write/show';
import type { Family } from '../expression/types';
import { hasAny, unexplained } from '../expression/vocab';

const WORDS = ['求极限', '极限', '计算', '求', 'limit', 'límite', '極限', 'を求めよ'];
const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

function exactAt(n: Node, v: string, a: Node): Node | null {
  try {
    const r = ceEvaluate(toJson(substitute(n, v, a)));
    return freeVars(r).size === 0 && Number.isFinite(evaluate(r)) ? r : null;
  } catch {
    return null;
  }
}

/** Up to three rounds of L'Hôpital's rule for 0/0 at a finite point, as explanatory steps. */
function lhopital(f: Node, v: string, a: Node, L: number): string[] | null {
  if (f.k !== 'div') return null;
  let num = f.num;
  let den = f.den;
  const steps: string[] = [];
  for (let round = 0; round < 3; round++) {
    const n0 = evaluate(substitute(num, v, a));
    const d0 = evaluate(substitute(den, v, a));
    if (!(Math.abs(n0) < 1e-12 && Math.abs(d0) < 1e-12)) return null;
    try {
      num = derivative(num, v);
      den = derivative(den, v);
    } catch {
      return null;
    }
    steps.push(
      `${round === 0 ? '' : '仍是'}${im('\\frac{0}{0}')} 型，用洛必达法则，分子分母分别求导：${dm(`\\lim \\frac{${toLatex(num)}}{${toLatex(den)}}`)}`,
    );
    const dn = exactAt(num, v, a);
    const dd = exactAt(den, v, a);
    if (dn && dd && Math.abs(evaluate(dd)) > 1e-12) {
      if (!close(evaluate(dn) / evaluate(dd), L, 1e-9)) return null;
      steps.push(`代入 ${im(`${vl(v)} = ${toLatex(a)}`)}，得 ${im(`\\frac{${toLatex(dn)}}{${toLatex(dd)}}`)}。`);
      return steps;
    }
  }
  return null;
}

export const limitFamily: Family = (p) => {
  if (!hasAny(p.text, ['lim'])) return null;
  if (p.segments.length !== 1) return null;
  const spec = parseLimit(p.segments[0]);
  if (!spec) return null;
  if (spec === 'unsupported') return refuse(p, '目前无法识别这个极限的写法（或是单侧极限），暂不作答。');
  if (unexplained(p.prose, WORDS)) return null;
  const { body, v, at } = spec;
  if (![...freeVars(body)].every((x) => x === v)) return refuse(p, '极限式中含有其他字母，目前暂不处理。');
  if (at !== 'inf' && at !== '-inf' && freeVars(at).size) return null;
  let L: Node;
  try {
    L = limit(body, v, at);
  } catch {
    return refuse(p, '目前无法确定这个极限（可能不存在或为无穷大），为避免给出错误答案，暂不作答。');
  }
  const Ln = evaluate(L);
  if (freeVars(L).size || !Number.isFinite(Ln)) return refuse(p, CHECK_FAILED);
  const atNum = at === 'inf' ? 'inf' : at === '-inf' ? '-inf' : evaluate(at);
  if (!checkLimit(body, v, atNum, Ln)) return refuse(p, CHECK_FAILED);
  const atLatex = at === 'inf' ? '+\\infty' : at === '-inf' ? '-\\infty' : toLatex(at);
  const limLatex = `\\lim_{${vl(v)} \\to ${atLatex}} ${groupLatex(body)}`;
  const steps: string[] = [];
  if (at !== 'inf' && at !== '-inf') {
    const direct = evaluate(substitute(body, v, at));
    if (Number.isFinite(direct) && close(direct, Ln, 1e-9)) {
      steps.push(`函数在 ${im(`${vl(v)} = ${atLatex}`)} 处有定义且连续，直接代入即可。`);
    } else {
      steps.push(...(lhopital(body, v, at, Ln) ?? []));
    }
  } else {
    steps.push('自变量趋于无穷，比较分子、分母（或各部分）的增长速度，利用极限运算法则计算。');
  }
  steps.push(`所以${dm(`${limLatex} = ${toLatex(L)}`)}`);
  return solved(p, {
    engine: 'limit',
    idea: `求 ${im(`${vl(v)} \\to ${atLatex}`)} 时函数的极限。`,
    steps,
    finalAnswer: `$${limLatex} = ${toLatex(L)}$`,
    verificationNote: '已在趋近点两侧（或自变量很大时）取一系列点数值计算，函数值收敛到所得极限。',
    value: { kind: 'numbers', values: [Ln] },
  });
};

/**
 * 「下列函数中，其图象与函数 y=ln x 的图象关于直线 x=1 对称的是」: the graph symmetric to y = F(x) about the line
 * x = a is y = F(2a − x); about the y-axis y = F(−x), the x-axis y = −F(x), the origin y = −F(−x) and the point
 * (a, b) y = 2b − F(2a − x). Each option (a function) is compared with that function: different where one is
 * defined and the other is not, or where both are defined with clearly different values (a point that shows it);
 * the same when they agree, domain included, at every one of many points spread over [−12, 12].
 */

import { evaluate } from '../math/compute/evaluate';
import { children, freeVars, mul, type Node, neg, num, sub, substitute, variable } from '../math/expression/ast';
import { parseExprOrNull } from '../math/expression/parser';
import { normalize } from '../math/expression/text';
import { toLatex } from '../math/write/latex';
import { optionFunction } from './properties';

export interface GraphSymmetry {
  /** the given function F(x) */
  base: Node;
  /** the function whose graph is the mirror image */
  image: Node;
  /** how it is found, for the student */
  rule: string;
}

export const flat = (s: string) =>
  s
    .replace(/\\(?:mathrm|text|rm)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function expr(s: string): Node | null {
  return parseExprOrNull(normalize(s.trim()));
}

export const constant = (n: Node | null): n is Node => !!n && Number.isFinite(evaluate(n));

/** The stem of such a question: the given function and its mirror image; null for any other stem. */
export function readGraphSymmetry(stem: string): GraphSymmetry | null {
  const m =
    /^(?:下列|以下|下面)(?:四个|各)?函数中\s*[,，]?\s*(?:其)?图[象像]与(?:函数)?\s*(?:y|[fgh]\s*\(\s*x\s*\))\s*=\s*([^\u4e00-\u9fff]+?)\s*的图[象像]关于\s*(直线\s*x\s*=\s*([^\u4e00-\u9fff]+?)|y\s*轴|x\s*轴|原点|点\s*\(([^,，]+)[,，]([^)]+)\))\s*对称的(?:函数)?(?:是|为)\s*(?:____)?\s*[。.]?$/.exec(
      flat(stem),
    );
  if (!m) return null;
  const base = expr(m[1]);
  if (!base || [...freeVars(base)].some((v) => v !== 'x')) return null;
  const x = variable('x');
  const about = m[2].replace(/\s+/g, '');
  if (m[3] !== undefined) {
    const a = expr(m[3]);
    if (!constant(a)) return null;
    const arg = sub(mul(num(2), a), x);
    return { base, image: substitute(base, 'x', arg), rule: `把 $x$ 换成 $${toLatex(arg)}$（关于直线 $x=${toLatex(a)}$ 对称）` };
  }
  if (about === 'y轴') return { base, image: substitute(base, 'x', neg(x)), rule: '把 $x$ 换成 $-x$（关于 $y$ 轴对称）' };
  if (about === 'x轴') return { base, image: neg(base), rule: '把 $y$ 换成 $-y$（关于 $x$ 轴对称）' };
  if (about === '原点') return { base, image: neg(substitute(base, 'x', neg(x))), rule: '把 $x$ 换成 $-x$、$y$ 换成 $-y$（关于原点对称）' };
  const a = expr(m[4] ?? '');
  const b = expr(m[5] ?? '');
  if (!constant(a) || !constant(b)) return null;
  const arg = sub(mul(num(2), a), x);
  return {
    base,
    image: sub(mul(num(2), b), substitute(base, 'x', arg)),
    rule: `把 $x$ 换成 $${toLatex(arg)}$、$y$ 换成 $${toLatex(mul(num(2), b))}-y$（关于点 $(${toLatex(a)},${toLatex(b)})$ 对称）`,
  };
}

/**
 * Domains are compared by where the evaluator gives a number: odd roots and fractional powers of a variable base are
 * left out (a real cube root of a negative number is defined, a floating power of it is not).
 */
function domainsReliable(n: Node): boolean {
  if (n.k === 'root' && n.index % 2 === 1) return false;
  if (n.k === 'pow' && freeVars(n.base).size && !(n.exp.k === 'num' && n.exp.v.isInteger())) return false;
  return children(n).every(domainsReliable);
}

const POINTS = Array.from({ length: 480 }, (_, i) => -12 + (24 * (i + 0.5)) / 480 + 0.001 * Math.SQRT2);

/** Whether the option's function is the mirror image, with the point that shows a difference; null when unreadable. */
export function decideGraphOption(s: GraphSymmetry, option: string): { truth: boolean; why: string } | null {
  const fn = optionFunction(option);
  const body = fn ? expr(fn.replace(/^(?:[fgh]\s*\(\s*x\s*\)|y)\s*=/, '')) : null;
  if (!body || [...freeVars(body)].some((v) => v !== 'x')) return null;
  if (!domainsReliable(body) || !domainsReliable(s.image)) return null;
  let agree = 0;
  for (const x of POINTS) {
    const g = evaluate(body, { x });
    const h = evaluate(s.image, { x });
    const gDef = Number.isFinite(g);
    const hDef = Number.isFinite(h);
    const at = Number(x.toFixed(4));
    if (gDef !== hDef)
      return {
        truth: false,
        why: `在 $x\\approx ${at}$ 处，${gDef ? '选项的函数有定义而所求函数没有定义' : '所求函数有定义而选项的函数没有定义'}，两者不是同一个函数`,
      };
    if (!gDef) continue;
    if (Math.abs(g - h) > 1e-6 * Math.max(1, Math.abs(h)))
      return { truth: false, why: `在 $x\\approx ${at}$ 处，选项的函数值约为 ${round(g)}，所求函数值约为 ${round(h)}，两者不同` };
    if (Math.abs(g - h) <= 1e-9 * Math.max(1, Math.abs(h))) agree++;
    else return null;
  }
  if (agree < 40) return null;
  return {
    truth: true,
    why: `${s.rule}，得 $y=${toLatex(s.image)}$；它与选项的函数在 [−12, 12] 上的 ${POINTS.length} 个点处定义域与函数值都一致`,
  };
}

const round = (x: number) => String(Number(x.toPrecision(6)));

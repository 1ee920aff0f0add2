/**
 * 「为了得到函数 y=sin(2x−π/3) 的图象，只需把函数 y=sin 2x 的图象（ ）」: an option 「向左平移 k 个单位」 is right when
 * f(x + k) = g(x) for every x (向右: f(x − k); 向上/向下: f(x) ± k), checked at many points; a point where the two
 * differ shows an option wrong. An option that stretches or reads otherwise is not read, and the question is refused.
 */
import { evaluate } from '../math/compute/evaluate';
import { freeVars, type Node } from '../math/expression/ast';
import { toLatex } from '../math/write/latex';
import { constant, expr, flat } from './graph-symmetry';

export interface GraphShift {
  from: Node;
  to: Node;
}

const FN = String.raw`(?:函数\s*)?(?:y|[fgh]\s*\(\s*x\s*\))\s*=\s*([^\u4e00-\u9fff]+?)\s*`;

export function readGraphShift(stem: string): GraphShift | null {
  const m = new RegExp(
    String.raw`^(?:为了|为)?(?:要)?得到${FN}的图[象像]\s*[,，]?\s*(?:只需|只要|需|可以|可)?(?:把|将)${FN}的图[象像](?:上)?(?:所有的点|所有点)?\s*(?:____)?\s*[。.]?$`,
  ).exec(flat(stem));
  if (!m) return null;
  const to = expr(m[1]);
  const from = expr(m[2]);
  const onlyX = (n: Node | null): n is Node => !!n && freeVars(n).has('x') && [...freeVars(n)].every((v) => v === 'x');
  return onlyX(to) && onlyX(from) ? { from, to } : null;
}

const POINTS = Array.from({ length: 240 }, (_, i) => -12 + (24 * (i + 0.5)) / 240 + 0.001 * Math.SQRT2);

/** Whether the option's shift carries the first graph onto the second, with the reason; null when not read. */
export function decideShiftOption(g: GraphShift, option: string): { truth: boolean; why: string } | null {
  const m = /^(?:向)?(左|右|上|下)\s*(?:平移|平行移动|移动)\s*(.+?)\s*个\s*单位(?:长度)?$/.exec(flat(option));
  const k = m ? expr(m[2]) : null;
  if (!m || !constant(k)) return null;
  const d = evaluate(k, {});
  if (!(d > 0)) return null;
  const moved = (x: number) =>
    m[1] === '左'
      ? evaluate(g.from, { x: x + d })
      : m[1] === '右'
        ? evaluate(g.from, { x: x - d })
        : evaluate(g.from, { x }) + (m[1] === '上' ? d : -d);
  const rule = { 左: `y=f(x+${toLatex(k)})`, 右: `y=f(x-${toLatex(k)})`, 上: `y=f(x)+${toLatex(k)}`, 下: `y=f(x)-${toLatex(k)}` }[m[1]];
  let agree = 0;
  for (const x of POINTS) {
    const p = moved(x);
    const q = evaluate(g.to, { x });
    if (!Number.isFinite(p) || !Number.isFinite(q)) {
      if (Number.isFinite(p) !== Number.isFinite(q)) return null;
      continue;
    }
    const scale = Math.max(1, Math.abs(q));
    if (Math.abs(p - q) > 1e-6 * scale) {
      const at = (v: number) => String(Number(v.toPrecision(5)));
      return {
        truth: false,
        why: `平移后得到 $${rule}$（$f$ 为原函数），在 $x\\approx ${at(x)}$ 处它的值约为 ${at(p)}，所求函数的值约为 ${at(q)}，不相等`,
      };
    }
    if (Math.abs(p - q) <= 1e-9 * scale) agree++;
    else return null;
  }
  if (agree < 40) return null;
  return { truth: true, why: `平移后得到 $${rule}$（$f$ 为原函数），它与所求函数在 [−12, 12] 上的 ${POINTS.length} 个点处的值都相等` };
}

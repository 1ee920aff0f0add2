/**
 * 「函数 f(x)=cos(2x+π/6) 的图象的一条对称轴方程为」「…的一个对称中心是」: an option x = a is an axis of the graph when
 * f(a + t) = f(a − t) for every t, a point (a, b) a centre when f(a + t) + f(a − t) = 2b; both are checked at many t
 * (a point that breaks the equality shows an option false). Any axis or centre of the graph answers 「一条」「一个」.
 */
import { evaluate } from '../math/compute/evaluate';
import { freeVars, type Node } from '../math/expression/ast';
import { toLatex } from '../math/write/latex';
import { constant, expr, flat } from './graph-symmetry';

export interface GraphAxis {
  fn: Node;
  name: string;
  ask: 'axis' | 'centre';
}

export function readGraphAxis(stem: string): GraphAxis | null {
  const m =
    /^(?:已知|设)?\s*(?:函数)?\s*(y|[fgh]\s*\(\s*x\s*\))\s*=\s*([^\u4e00-\u9fff]+?)\s*(?:\(\s*x\s*\\in\s*\\mathbb\{R\}\s*\))?\s*的图[象像](?:的)?(?:一条|其中一条|一个|其中一个)(对称轴|对称中心)(?:的)?(?:方程|坐标)?(?:是|为)?\s*(?:____)?\s*[。.]?$/.exec(
      flat(stem),
    );
  if (!m) return null;
  const fn = expr(m[2]);
  if (!fn || [...freeVars(fn)].some((v) => v !== 'x') || !freeVars(fn).has('x')) return null;
  return { fn, name: m[1].replace(/\s+/g, ''), ask: m[3] === '对称轴' ? 'axis' : 'centre' };
}

const STEPS = Array.from({ length: 240 }, (_, i) => 0.05 + (12 * (i + 0.5)) / 240 + 0.001 * Math.SQRT2);

/** Whether the option is an axis (or a centre) of the graph, with the reason; null when the option is not read. */
export function decideAxisOption(g: GraphAxis, option: string): { truth: boolean; why: string } | null {
  const s = flat(option).replace(/^直线\s*/, '');
  let a: Node | null = null;
  let b: Node | null = null;
  if (g.ask === 'axis') {
    const m = /^x\s*=\s*(.+)$/.exec(s);
    a = m ? expr(m[1]) : null;
  } else {
    const m = /^\(\s*([^,，]+?)\s*[,，]\s*([^,，]+?)\s*\)$/.exec(s);
    a = m ? expr(m[1]) : null;
    b = m ? expr(m[2]) : null;
    if (!constant(b)) return null;
  }
  if (!constant(a)) return null;
  const x0 = evaluate(a, {});
  const y0 = b ? evaluate(b, {}) : 0;
  let agree = 0;
  for (const t of STEPS) {
    const p = evaluate(g.fn, { x: x0 + t });
    const q = evaluate(g.fn, { x: x0 - t });
    if (!Number.isFinite(p) || !Number.isFinite(q)) {
      if (Number.isFinite(p) !== Number.isFinite(q)) return null;
      continue;
    }
    const gap = g.ask === 'axis' ? p - q : p + q - 2 * y0;
    const scale = Math.max(1, Math.abs(p), Math.abs(q));
    if (Math.abs(gap) > 1e-6 * scale) {
      const at = (x: number) => String(Number(x.toPrecision(5)));
      const told =
        g.ask === 'axis'
          ? `$${g.name}$ 在 $x\\approx ${at(x0 + t)}$ 与 $x\\approx ${at(x0 - t)}$（关于 $x=${toLatex(a)}$ 对称的两点）处的值约为 ${at(p)} 与 ${at(q)}，不相等`
          : `$${g.name}$ 在 $x\\approx ${at(x0 + t)}$ 与 $x\\approx ${at(x0 - t)}$ 处的值之和约为 ${at(p + q)}，不等于 ${at(2 * y0)}`;
      return { truth: false, why: told };
    }
    if (Math.abs(gap) <= 1e-9 * scale) agree++;
    else return null;
  }
  if (agree < 40) return null;
  return {
    truth: true,
    why:
      g.ask === 'axis'
        ? `在 $x=${toLatex(a)}$ 两侧距离相等的 ${STEPS.length} 对点处，$${g.name}$ 的值都相等，直线 $x=${toLatex(a)}$ 是图象的对称轴`
        : `在 $x=${toLatex(a)}$ 两侧距离相等的 ${STEPS.length} 对点处，$${g.name}$ 的两个值之和都等于 $${toLatex(b as Node)}$ 的 2 倍，该点是图象的对称中心`,
  };
}

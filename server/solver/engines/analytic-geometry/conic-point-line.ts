import { im } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { type Conic, dist, foci, onConic, place, type Pt, readConic } from './conic-model';
import { lineDistance } from './line';

/**
 * "双曲线 x²/4−y²/5=1 的右焦点到直线 x+2y−8=0 的距离": the named focus or vertex of a conic in standard
 * position, when its coordinates are rational, turns the question into a point-to-line distance (answered and
 * checked there). The focus is checked by the focal definition at points of the curve, a vertex by lying on it.
 */
const ASK =
  /(椭圆|双曲线|抛物线)\s*\$\s*(?:[A-Z]\s*[:：]\s*)?([^$]+?)\s*\$\s*的\s*(左|右|上|下)?\s*(焦点|顶点)\s*到\s*直线\s*(?:[a-z]\s*[:：]?\s*)?\$\s*(?:[a-z]\s*[:：]\s*)?([^$]+?)\s*\$\s*的\s*距离(?:为|是|等于)?\s*$/;

export function conicPointToLine(text: string, mp: MathProblem): MathOutcome | null {
  const m = ASK.exec(text.trim());
  if (!m) return null;
  const [, name, eq, side, what, line] = m;
  const c = readConic(eq);
  if (!c || conicWord(c) !== name) return null;
  const point = namedPoint(c, side, what);
  if (!point) return null;
  const exact = point.map(rational);
  if (!exact[0] || !exact[1]) return null;
  const [x, y] = exact as [Rat, Rat];
  const lead = `${name} ${im(eq)} 的${side ?? ''}${what}为 ${im(`(${x.toLatex()},${y.toLatex()})`)}${what === '焦点' && c.kind !== 'parabola' ? `（${im(`c^2=${c.kind === 'ellipse' ? 'a^2-b^2' : 'a^2+b^2'}=${rational(c.c2)?.toLatex() ?? ''}`)}）` : ''}。`;
  return lineDistance(`点 $(${x.toLatex()},${y.toLatex()})$ 到直线 $${line}$ 的距离为`, mp, [lead]);
}

function conicWord(c: Conic): string {
  return c.kind === 'parabola' ? '抛物线' : c.kind === 'ellipse' ? '椭圆' : '双曲线';
}

/** The focus or vertex the words name; null when the words do not pick one point or the check fails. */
function namedPoint(c: Conic, side: string | undefined, what: string): Pt | null {
  if (c.kind === 'parabola') {
    if (side) return null;
    const p = what === '焦点' ? foci(c)[0] : ([0, 0] as Pt);
    // focus: every point of the curve is as far from it as from the directrix
    if (what === '焦点') {
      for (const t of [0.5, 1, 3]) {
        const q = place(c, (t * t) / c.k, t);
        if (Math.abs(dist(q, p) - Math.abs(q[c.axisX ? 0 : 1] + c.k / 4)) > 1e-9) return null;
      }
    }
    return p;
  }
  const positive = side === '右' || side === '上';
  if (!side || (c.axisX ? side === '上' || side === '下' : side === '左' || side === '右')) return null;
  if (what === '顶点') {
    const v = place(c, (positive ? 1 : -1) * Math.sqrt(c.a2), 0);
    return Math.abs(onConic(c, v)) < 1e-12 ? v : null;
  }
  const [f1, f2] = foci(c);
  // |PF1| ± |PF2| = 2a at points of the curve (sum for an ellipse, difference for a hyperbola)
  for (const t of [0.3, 1.1, 2]) {
    const q =
      c.kind === 'ellipse'
        ? place(c, Math.sqrt(c.a2) * Math.cos(t), Math.sqrt(c.b2) * Math.sin(t))
        : place(c, Math.sqrt(c.a2) * Math.cosh(t), Math.sqrt(c.b2) * Math.sinh(t));
    const s = c.kind === 'ellipse' ? dist(q, f1) + dist(q, f2) : Math.abs(dist(q, f1) - dist(q, f2));
    if (Math.abs(s - 2 * Math.sqrt(c.a2)) > 1e-9) return null;
  }
  return positive ? f2 : f1;
}

/** x as an exact rational with a small denominator, or null. */
function rational(x: number): Rat | null {
  for (let d = 1; d <= 1000; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-12 * Math.max(1, Math.abs(x))) return Rat.of(n, d);
  }
  return null;
}

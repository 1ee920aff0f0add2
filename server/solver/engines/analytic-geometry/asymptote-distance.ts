import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { valueTex } from './answer-value';
import { hyperbolaAsymptote } from './asymptote';
import { curveProperty } from './curve';
import { readNumber } from './conic-text';

/**
 * 「则点 (4, 0) 到 C 的渐近线的距离为」: the asymptotes y = ±kx come from the hyperbola as the text gives it (by
 * the kinds that answer 「C 的渐近线方程为」), then the distance |kx₀ − y₀| / √(1 + k²) from the point to each.
 * Both asymptotes must be at the same distance (the question names no one of them); checked again through
 * the foot of the perpendicular.
 */
const ASK =
  /(?:则|求)\s*点\s*\$\s*\(\s*([^,$]+?)\s*,\s*([^,$]+?)\s*\)\s*\$\s*到\s*([^，,。]{0,12}?)的?(?:两条|一条)?渐近线(?:的)?距离\s*(?:为|是|等于)?\s*[.。]?\s*$/;

export function pointToAsymptote(text: string, mp: MathProblem): MathOutcome | null {
  if (!/双曲线/.test(text)) return null;
  const m = ASK.exec(text);
  if (!m) return null;
  const [x0, y0] = [readNumber(m[1]), readNumber(m[2])];
  if (!Number.isFinite(x0) || !Number.isFinite(y0)) return null;
  const asked = `${text.slice(0, m.index)}则${m[3]}的渐近线方程为`;
  const lines = hyperbolaAsymptote(asked, mp) ?? curveProperty(asked, mp);
  if (!lines?.outcome.ok || lines.value?.kind !== 'numbers' || lines.value.values.length !== 2) return null;
  const [k1, k2] = lines.value.values;
  if (!(Math.abs(k1 + k2) < 1e-12) || !(Math.abs(k1) > 1e-12)) return null;
  const byFormula = (k: number) => Math.abs(k * x0 - y0) / Math.sqrt(1 + k * k);
  // the foot of the perpendicular from the point to y = kx, and its distance from the point
  const byFoot = (k: number) => {
    const t = (x0 + k * y0) / (1 + k * k);
    return Math.hypot(x0 - t, y0 - k * t);
  };
  const ds = [k1, k2].map(byFormula);
  if (Math.abs(ds[0] - ds[1]) > 1e-9 * Math.max(1, ds[0])) return null;
  if ([k1, k2].some((k, i) => Math.abs(byFoot(k) - ds[i]) > 1e-9 * Math.max(1, ds[i]))) return null;
  const tex = valueTex(ds[0]);
  if (!tex) return null;
  const line = lines.outcome.finalAnswer.replace(/^\$|\$$/g, '');
  const point = `(${m[1].trim()},${m[2].trim()})`;
  return solved(mp, {
    engine: 'analytic-geometry:asymptote-distance',
    idea: '先求出双曲线的渐近线方程，再用点到直线的距离公式 $d=\\frac{|kx_0-y_0|}{\\sqrt{1+k^2}}$。',
    steps: [`由已知，${m[3] || '双曲线'}的渐近线为 ${im(line)}。`, `点 ${im(point)} 到两条渐近线的距离都是 ${im(`d=${tex}`)}。`],
    finalAnswer: `$${tex}$`,
    verificationNote: '又作点到每条渐近线的垂线，求出垂足后直接计算两点间的距离，结果一致。',
    value: { kind: 'numbers', values: [ds[0]] },
  });
}

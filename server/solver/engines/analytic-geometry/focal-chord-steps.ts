import { im } from '../../math/write/format';
import { valueTex } from './answer-value';
import type { Parabola } from './conic-model';

/**
 * The textbook working of a focal chord of y² = 2px (p > 0) with a given inclination θ (人教A版 选择性必修一 3.3
 * 例 4): the line y = k(x − p/2) put into the parabola, x₁ + x₂ from the roots, then |AB| = x₁ + x₂ + p; a vertical
 * line gives the latus rectum 2p. Null for another parabola or when a value has no exact form to print (the caller
 * then keeps its short steps; the answer is the same, computed and checked apart).
 */
export function parabolaFocalChordSteps(c: Parabola, theta: number, length: number): string[] | null {
  if (!c.axisX || c.k <= 0) return null;
  const p = c.k / 2;
  const pTex = valueTex(p);
  const lenTex = valueTex(length);
  if (!pTex || !lenTex) return null;
  const setUp = `${im(`2p=${valueTex(c.k)}`)}，${im(`p=${pTex}`)}，焦点 ${im(`F\\left(${valueTex(p / 2)},0\\right)`)}。`;
  if (Math.abs(theta - Math.PI / 2) < 1e-12) {
    return [setUp, `直线垂直于 ${im('x')} 轴，${im(`AB`)} 是通径：${im(`|AB|=2p=${lenTex}`)}。`];
  }
  const slope = Math.tan(theta);
  const k2 = slope * slope;
  const [slopeTex, k2Tex, bTex, cTex, sumTex] = [slope, k2, k2 * p + 2 * p, (k2 * p * p) / 4, p + (2 * p) / k2].map(valueTex);
  if (!slopeTex || !k2Tex || !bTex || !cTex || !sumTex) return null;
  if (Math.abs(p + (2 * p) / k2 + p - length) > 1e-9 * length) return null;
  const coefficient = (t: string) => (t === '1' ? '' : t);
  return [
    setUp,
    `直线的斜率 ${im(`k=\\tan\\theta=${slopeTex}`)}，方程为 ${im(`y=k\\left(x-\\frac{p}{2}\\right)`)}。代入 ${im(`y^2=2px`)} 得 ${im(
      `k^2x^2-(k^2p+2p)x+\\frac{k^2p^2}{4}=0`,
    )}，即 ${im(`${coefficient(k2Tex)}x^2-${bTex}x+${cTex}=0`)}，所以 ${im(`x_1+x_2=${sumTex}`)}。`,
    `由焦半径公式 ${im(`|AB|=|AF|+|BF|=x_1+x_2+p=${sumTex}+${pTex}=${lenTex}`)}。`,
  ];
}

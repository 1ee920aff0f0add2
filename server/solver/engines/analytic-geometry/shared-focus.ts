import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { valueTex } from './answer-value';
import { readConic } from './conic-model';
import { type ConicText, NUM, readNumber } from './conic-text';

/**
 * An ellipse or a hyperbola centred at the origin, known by its eccentricity and a focus it shares with a parabola
 * (人教A版 选择性必修一 3.1–3.3): the parabola y² = kx has its focus at (k/4, 0), so c = |k|/4, a = c/e and
 * b² = a² − c² (ellipse) or c² − a² (hyperbola). The parabola's directrix x = −k/4 cuts the curve at A, B with
 * |AB| = 2|y|, y² from the curve's equation; checked against the latus rectum 2b²/a (the directrix passes through
 * the curve's other focus).
 */
export function sharedFocusChord(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const m = new RegExp(
    `^(?:已知|设)?(椭圆|双曲线)([A-Z])?的中心(?:在|为)(?:坐标)?原点,(?:且)?离心率(?:为|是)${NUM},(?:\\2)?(?:的)?(左|右)焦点与抛物线([A-Z])?:?〔C〕的焦点重合,(?:点)?A,B(?:是|为)(?:\\5|抛物线|该抛物线)的准线与(?:\\2|椭圆|双曲线)的(?:两个)?交点,(?:则)?\\|AB\\|(?:=|为|等于|的值为)?$`,
  ).exec(ct.text.replace(/[.。]$/, ''));
  if (!m || ct.condition) return null;
  const [, kind, , eText, side] = m;
  const e = readNumber(eText);
  const parabola = readConic(ct.equation);
  if (parabola?.kind !== 'parabola' || !parabola.axisX || !Number.isFinite(e)) return null;
  const focus = parabola.k / 4;
  // The right focus is on the positive side.
  if ((side === '右') !== focus > 0) return null;
  const isE = kind === '椭圆';
  if (isE ? !(e > 0 && e < 1) : !(e > 1)) return null;
  const c = Math.abs(focus);
  const a = c / e;
  const b2 = isE ? a * a - c * c : c * c - a * a;
  const x = -focus;
  const y2 = isE ? b2 * (1 - (x * x) / (a * a)) : b2 * ((x * x) / (a * a) - 1);
  if (!(b2 > 0 && y2 > 0)) return null;
  const ab = 2 * Math.sqrt(y2);
  const latus = (2 * b2) / a;
  if (Math.abs(ab - latus) > 1e-9 * latus) return null;
  const [aT, b2T, abT, cT] = [valueTex(a), valueTex(b2), valueTex(ab), valueTex(c)];
  if (!aT || !b2T || !abT || !cT) return null;
  const eq = isE ? `\\frac{x^2}{${valueTex(a * a)}}+\\frac{y^2}{${b2T}}=1` : `\\frac{x^2}{${valueTex(a * a)}}-\\frac{y^2}{${b2T}}=1`;
  return solved(mp, {
    engine: 'analytic-geometry:shared-focus',
    idea: `抛物线 ${im('y^2=kx')} 的焦点是 ${im('(\\frac{k}{4},0)')}，准线是 ${im('x=-\\frac{k}{4}')}；由共同的焦点得 ${im('c')}，再由离心率得 ${im('a')}、${im('b')}，最后求准线与曲线的交点。`,
    steps: [
      `抛物线的焦点为 ${im(`(${valueTex(focus)},0)`)}，准线为 ${im(`x=${valueTex(x)}`)}，所以${kind}的 ${im(`c=${cT}`)}。`,
      `由 ${im(`e=\\frac{c}{a}=${valueTex(e)}`)} 得 ${im(`a=${aT}`)}，${im(isE ? `b^2=a^2-c^2=${b2T}` : `b^2=c^2-a^2=${b2T}`)}，${kind}为 ${im(eq)}。`,
      `把 ${im(`x=${valueTex(x)}`)} 代入，得 ${im(`y^2=${valueTex(y2)}`)}，所以 ${im(`|AB|=2|y|=${abT}`)}。`,
    ],
    finalAnswer: `$${abT}$`,
    verificationNote: `准线 ${im(`x=${valueTex(x)}`)} 正好过${kind}的另一个焦点，所以 ${im('|AB|')} 是通径 ${im(`\\frac{2b^2}{a}=${valueTex(latus)}`)}，两种算法一致。`,
    value: { kind: 'numbers', values: [ab] },
  });
}

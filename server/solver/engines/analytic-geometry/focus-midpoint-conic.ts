import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { rationalise, valueTex } from './answer-value';
import { type ConicText, NUM, readNumber } from './conic-text';
import { coefficients, meet } from './midpoint-chord';

/**
 * 「椭圆 E 的右焦点为 F(3,0)，过 F 的直线交 E 于 A、B 两点，AB 的中点为 (1,−1)，则 E 的方程为」 (人教A版 选择性必修一
 * 3.1、3.2 习题, 点差法): the chord passes through the focus and the midpoint, which gives its slope; subtracting the
 * two curve equations gives b²/a² from the slope and the midpoint; with c² = a² ∓ b² this fixes a² and b². The
 * chord is put back into the curve found and must cut it at two points with the given midpoint.
 */
const PT = `\\(${NUM},${NUM}\\)`;

export function focusMidpointConic(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const t = ct.text.replace(/[.。?？]$/, '');
  const isE = /椭圆/.test(t);
  if (isE === /双曲线/.test(t) || !/中点/.test(t) || !/焦点/.test(t) || ct.all.length > 1) return null;
  if (ct.equation) {
    const s = ct.equation.replace(/\{([xyab])\^\{?2\}?\}/g, '{$1^2}').replace(/([xy])\^\{2\}/g, '$1^2');
    if (s !== `\\frac{x^2}{a^2}${isE ? '+' : '-'}\\frac{y^2}{b^2}=1`) return null;
    if (ct.condition && ct.condition !== (isE ? 'a>b>0' : 'a>0,b>0')) return null;
  }
  let rest = t;
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m) rest = rest.replace(m[0], ',');
    return m;
  };
  const focus =
    take(new RegExp(`的(?:右|左)?焦点(?:为|是)(?:点)?([A-Z])?${PT}`)) ??
    take(new RegExp(`(?:点)?([A-Z])?${PT}(?:是|为)(?:[A-Z]|椭圆|双曲线)?的(?:一个)?(?:右|左)?焦点`));
  if (!focus) return null;
  const F = focus[1] ?? '';
  const [fx, fy] = [readNumber(focus[2]), readNumber(focus[3])];
  if (!Number.isFinite(fx) || fy !== 0 || fx === 0) return null;
  // 「左焦点为 F(3,0)」 contradicts the standard position
  const side = /(右|左)焦点/.exec(focus[0])?.[1];
  if ((side === '右' && fx < 0) || (side === '左' && fx > 0)) return null;
  const chord = take(
    new RegExp(`过(?:点)?(?:${F || '焦点'})的直线(?:[a-z])?(?:与|交)(?:椭圆|双曲线)?(?:[A-Z])?(?:相交)?于([A-Z])[,、]([A-Z])两点`),
  );
  if (!chord || !F) return null;
  const mid = take(new RegExp(`(?:线段)?([A-Z])([A-Z])的中点(?:坐标)?(?:为|是)(?:点)?(?:[A-Z])?${PT}`));
  if (!mid || new Set([mid[1], mid[2], chord[1], chord[2]]).size !== 2) return null;
  const ask = take(/则(?:椭圆|双曲线)?(?:[A-Z])?的(?:标准)?方程(?:为|是)?$/);
  if (!ask) return null;
  // Only a curve in standard position is fixed by a focus and a midpoint: its equation given, its centre at the
  // origin, or the standard equation asked.
  if (!ct.equation && !/中心(?:为|在)(?:坐标)?原点/.test(t) && !/标准方程/.test(ask[0])) return null;
  if (rest.replace(/已知|设|若|且|椭圆|双曲线|〔C〕|[A-Z]:?|的中心(?:为|在)(?:坐标)?原点|,|;|\.|。/g, '') !== '') return null;
  const [x0, y0] = [readNumber(mid[3]), readNumber(mid[4])];
  if (!Number.isFinite(x0) || !Number.isFinite(y0) || x0 === 0 || y0 === 0 || x0 === fx) return null;
  const k = y0 / (x0 - fx);
  // (x1+x2)(x1−x2)/a² ± (y1+y2)(y1−y2)/b² = 0 → 2x0/a² ± 2y0·k/b² = 0
  const ratio = ((isE ? -1 : 1) * y0 * k) / x0; // b²/a²
  if (!(ratio > 0) || (isE && ratio >= 1)) return null;
  const c2 = fx * fx;
  const a2 = c2 / (isE ? 1 - ratio : 1 + ratio);
  const b2 = ratio * a2;
  const [A2, B2] = [rationalise(a2), rationalise(b2)];
  if (!A2 || !B2) return null;
  const conic = isE ? ({ kind: 'ellipse', axisX: true, a2, b2, c2 } as const) : ({ kind: 'hyperbola', axisX: true, a2, b2, c2 } as const);
  const { A, B, D, E, R } = coefficients(conic);
  const ends = meet(A, B, D, E, R, x0, y0, k);
  if (!ends) return null;
  const mx = (ends[0][0] + ends[1][0]) / 2;
  const my = (ends[0][1] + ends[1][1]) / 2;
  if (Math.abs(mx - x0) > 1e-7 || Math.abs(my - y0) > 1e-7) return null;
  const over = (v: string, d: string) => (d === '1' ? `${v}^2` : `\\frac{${v}^2}{${d}}`);
  const eq = `${over('x', A2.toLatex())}${isE ? '+' : '-'}${over('y', B2.toLatex())}=1`;
  const [kTex, rTex, x0Tex, y0Tex, cTex] = [valueTex(k), valueTex(ratio), valueTex(x0), valueTex(y0), valueTex(c2)];
  if (!kTex || !rTex || !x0Tex || !y0Tex || !cTex) return null;
  const sg = isE ? '+' : '-';
  return solved(mp, {
    engine: 'analytic-geometry:focus-midpoint',
    idea: `弦所在直线过焦点和弦的中点，先求它的斜率；再用点差法得到 ${im('\\frac{b^2}{a^2}')}，结合 ${im('c^2')} 求出 ${im('a^2,b^2')}。`,
    steps: [
      `直线 ${im(`${chord[1]}${chord[2]}`)} 过焦点 ${im(`${F}(${valueTex(fx)},0)`)} 和中点 ${im(`(${x0Tex},${y0Tex})`)}，斜率 ${im(`k=${kTex}`)}。`,
      `设 ${im('A(x_1,y_1),\\ B(x_2,y_2)')}，代入方程后两式相减：${im(`\\frac{(x_1+x_2)(x_1-x_2)}{a^2}${sg}\\frac{(y_1+y_2)(y_1-y_2)}{b^2}=0`)}，其中 ${im(`x_1+x_2=${valueTex(2 * x0)}`)}，${im(`y_1+y_2=${valueTex(2 * y0)}`)}，${im(`\\frac{y_1-y_2}{x_1-x_2}=${kTex}`)}，得 ${im(`\\frac{b^2}{a^2}=${rTex}`)}。`,
      `又 ${im(`c^2=a^2${isE ? '-' : '+'}b^2=${cTex}`)}，解得 ${im(`a^2=${A2.toLatex()}`)}，${im(`b^2=${B2.toLatex()}`)}，方程为 ${im(eq)}。`,
    ],
    finalAnswer: `$${eq}$`,
    verificationNote: `把直线 ${im(`${chord[1]}${chord[2]}`)} 代入所得方程，有两个不同交点，它们的中点正是 ${im(`(${x0Tex},${y0Tex})`)}。`,
    value: { kind: 'words', text: eq },
  });
}

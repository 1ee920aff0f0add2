import { evaluate } from '../compute/evaluate';
import type { Node } from '../expression/ast';
import { dm } from '../write/format';

/**
 * sin, cos or tan of a multiple of 15° written as 人教A版 必修一 5.3 and 5.5 write it: 诱导公式 bring the angle into
 * (0°, 90°), then a special value, or 两角和与差的公式 for 15° = 45° − 30° and 75° = 45° + 30°. The value reached must
 * equal the computed one, or no steps are offered.
 */
type Fn = 'sin' | 'cos' | 'tan';

const SPECIAL: Record<Fn, Record<number, [string, number]>> = {
  sin: { 30: ['\\frac{1}{2}', 1 / 2], 45: ['\\frac{\\sqrt{2}}{2}', Math.SQRT2 / 2], 60: ['\\frac{\\sqrt{3}}{2}', Math.sqrt(3) / 2] },
  cos: { 30: ['\\frac{\\sqrt{3}}{2}', Math.sqrt(3) / 2], 45: ['\\frac{\\sqrt{2}}{2}', Math.SQRT2 / 2], 60: ['\\frac{1}{2}', 1 / 2] },
  tan: { 30: ['\\frac{\\sqrt{3}}{3}', Math.sqrt(3) / 3], 45: ['1', 1], 60: ['\\sqrt{3}', Math.sqrt(3)] },
};

/** Signs of sin, cos, tan after 180° − α, 180° + α, 360° − α. */
const QUADRANT_SIGN: Record<Fn, [number, number, number]> = { sin: [1, -1, -1], cos: [-1, -1, 1], tan: [-1, 1, -1] };

export function trigReductionSteps(e: Node, value: number, shown: string, degrees: boolean): string[] | null {
  if (e.k !== 'fn' || !(e.name === 'sin' || e.name === 'cos' || e.name === 'tan')) return null;
  const f: Fn = e.name;
  const a = (evaluate(e.arg) * 180) / Math.PI;
  const original = Math.round(a);
  if (!Number.isFinite(a) || Math.abs(a - original) > 1e-9 || original % 15 !== 0) return null;
  const theta = ((original % 360) + 360) % 360;
  const ang = (d: number) => angleTex(d, degrees);
  const fnOf = (d: number) => (d < 0 ? `\\${f}\\left(${ang(d)}\\right)` : `\\${f} ${ang(d)}`);
  const steps: string[] = [];
  const chain = [fnOf(original)];
  if (theta !== original) chain.push(fnOf(theta));
  let alpha = theta;
  let sign = 1;
  if (theta > 90) {
    const q = theta < 180 ? 0 : theta < 270 ? 1 : 2;
    alpha = [180 - theta, theta - 180, 360 - theta][q];
    sign = QUADRANT_SIGN[f][q];
    const [base, op] = [
      [180, '-'],
      [180, '+'],
      [360, '-'],
    ][q] as [number, string];
    chain.push(`\\${f}\\left(${ang(base)}${op}${ang(alpha)}\\right)`, `${sign < 0 ? '-' : ''}${fnOf(alpha)}`);
  }
  if (![15, 30, 45, 60, 75].includes(alpha)) return null;
  if (chain.length > 1) steps.push(`由诱导公式，${dm(chain.join('='))}`);
  const known = alpha === 15 || alpha === 75 ? sumOfSpecial(f, alpha, ang) : null;
  const [tex, v] = known ?? SPECIAL[f][alpha];
  if (Math.abs(sign * v - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
  steps.push(
    known
      ? `由两角${alpha === 75 ? '和' : '差'}的公式，${dm(`${fnOf(alpha)}=${tex}`)}`
      : `由特殊角的三角函数值，${dm(`${fnOf(alpha)}=${tex}`)}`,
  );
  steps.push(`所以${dm(`${fnOf(original)}=${shown}`)}`);
  return steps;
}

/** 75° = 45° + 30°, 15° = 45° − 30°: the formula, the special values put in, and the value. */
function sumOfSpecial(f: Fn, alpha: number, ang: (d: number) => string): [string, number] {
  const plus = alpha === 75;
  const [pm, mp] = plus ? ['+', '-'] : ['-', '+'];
  const t = (g: Fn, d: number) => `\\${g} ${ang(d)}`;
  const inner = `\\${f}\\left(${ang(45)}${pm}${ang(30)}\\right)`;
  const r2 = '\\frac{\\sqrt{2}}{2}';
  if (f === 'sin')
    return [
      `${inner}=${t('sin', 45)}${t('cos', 30)}${pm}${t('cos', 45)}${t('sin', 30)}=${r2}\\times\\frac{\\sqrt{3}}{2}${pm}${r2}\\times\\frac{1}{2}=\\frac{\\sqrt{6}${pm}\\sqrt{2}}{4}`,
      (Math.sqrt(6) + (plus ? 1 : -1) * Math.SQRT2) / 4,
    ];
  if (f === 'cos')
    return [
      `${inner}=${t('cos', 45)}${t('cos', 30)}${mp}${t('sin', 45)}${t('sin', 30)}=${r2}\\times\\frac{\\sqrt{3}}{2}${mp}${r2}\\times\\frac{1}{2}=\\frac{\\sqrt{6}${mp}\\sqrt{2}}{4}`,
      (Math.sqrt(6) - (plus ? 1 : -1) * Math.SQRT2) / 4,
    ];
  return [
    `${inner}=\\frac{${t('tan', 45)}${pm}${t('tan', 30)}}{1${mp}${t('tan', 45)}${t('tan', 30)}}=\\frac{1${pm}\\frac{\\sqrt{3}}{3}}{1${mp}\\frac{\\sqrt{3}}{3}}=2${pm}\\sqrt{3}`,
    2 + (plus ? 1 : -1) * Math.sqrt(3),
  ];
}

/** 75 → 75^{\circ} in a question written in degrees, \frac{5\pi}{12} in one written in radians. */
function angleTex(d: number, degrees: boolean): string {
  if (degrees) return `${d}^{\\circ}`;
  if (d === 0) return '0';
  const g = gcd(Math.abs(d), 180);
  const [n, m] = [d / g, 180 / g];
  const top = `${n < 0 ? '-' : ''}${Math.abs(n) === 1 ? '' : Math.abs(n)}\\pi`;
  return m === 1 ? top : `\\frac{${top}}{${m}}`;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

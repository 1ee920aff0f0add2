import { NUM, numberValue } from './solid-text';

/**
 * A cone's shape told without its sizes (人教A版 必修二 8.1–8.3): its lateral surface unrolls into a sector whose radius
 * is the generatrix l and whose arc is the base circumference, so the central angle θ gives r/l = θ/(2π) (a half disc:
 * r = l/2); an equilateral axial section also gives l = 2r, an isosceles right one r = h (r/l = √2/2).
 */
export interface ConeShape {
  /** The line with the clause cut out. */
  rest: string;
  /** r / l. */
  ratio: number;
  ratioTex: string;
  /** The generatrix when the clause gives it (the sector's radius, the axial triangle's side). */
  generatrix: { value: number; src: string } | null;
  step: string;
}

const ANGLE = String.raw`(?:(\d+(?:\.\d+)?)°|\\frac\{(\d*)\\pi\}\{(\d+)\}|(\\pi))`;

function angleRatio(m: RegExpExecArray, at: number): { ratio: number; tex: string } | null {
  const [deg, k, n, pi] = [m[at], m[at + 1], m[at + 2], m[at + 3]];
  const ratio = deg ? Number(deg) / 360 : pi ? 1 / 2 : Number(k || '1') / (2 * Number(n));
  if (!(ratio > 0 && ratio < 1)) return null;
  const tex = deg ? `${deg}^{\\circ}` : pi ? '\\pi' : `\\frac{${k}\\pi}{${n}}`;
  return { ratio, tex };
}

export function readConeShape(line: string): ConeShape | null {
  if (!/圆锥/.test(line)) return null;
  const subject = '(?:它的|其|该圆锥的|圆锥的)?';
  const size = (src: string | undefined) => (src ? { value: numberValue(src) ?? Number.NaN, src } : null);
  const found: ConeShape[] = [];
  const take = (re: RegExp, make: (m: RegExpExecArray) => Omit<ConeShape, 'rest'> | null): void => {
    const m = re.exec(line);
    if (!m) return;
    const shape = make(m);
    if (shape) found.push({ ...shape, rest: `${line.slice(0, m.index)},${line.slice(m.index + m[0].length)}` });
    else found.push({ rest: '', ratio: Number.NaN, ratioTex: '', generatrix: null, step: '' });
  };
  const unrolled = (l: ReturnType<typeof size>, a: { ratio: number; tex: string } | null) =>
    a
      ? {
          ratio: a.ratio,
          ratioTex: a.ratio === 0.5 ? '\\frac{1}{2}' : `\\frac{${a.tex}}{2\\pi}`,
          generatrix: l,
          step: `侧面展开图是扇形，半径等于母线长 $l$，弧长等于底面周长 $2\\pi r$，圆心角 $\\theta=${a.tex}$，所以 $\\frac{r}{l}=\\frac{\\theta}{2\\pi}${a.ratio === 0.5 ? '=\\frac{1}{2}' : ''}$${l ? `，$l=${l.src}$` : ''}。`,
        }
      : null;
  take(new RegExp(`${subject}侧面展开图(?:是|为)(?:一个)?(?:半径(?:为|是)(${NUM})的)?半圆(?:面)?`), (m) =>
    unrolled(size(m[1]), { ratio: 1 / 2, tex: '\\pi' }),
  );
  take(new RegExp(`${subject}侧面展开图(?:是|为)(?:一个)?圆心角(?:为|是)${ANGLE}(?:[,、]|且)?(?:半径(?:为|是)(${NUM}))?的扇形`), (m) =>
    unrolled(size(m[5]), angleRatio(m, 1)),
  );
  take(new RegExp(`${subject}侧面展开图(?:是|为)(?:一个)?半径(?:为|是)(${NUM})[,、]?圆心角(?:为|是)${ANGLE}的扇形`), (m) =>
    unrolled(size(m[1]), angleRatio(m, 2)),
  );
  take(new RegExp(`${subject}侧面展开图的圆心角(?:为|是)${ANGLE}`), (m) => unrolled(null, angleRatio(m, 1)));
  take(new RegExp(`${subject}轴截面(?:是|为)(?:一个)?(?:边长(?:为|是)(${NUM})的)?(?:正|等边)三角形`), (m) => ({
    ratio: 1 / 2,
    ratioTex: '\\frac{1}{2}',
    generatrix: size(m[1]),
    step: `轴截面是以两条母线和底面直径为边的三角形，它是正三角形，所以 $l=2r$${m[1] ? `，$l=${m[1]}$` : ''}。`,
  }));
  take(new RegExp(`${subject}轴截面(?:是|为)(?:一个)?等腰直角三角形`), () => ({
    ratio: Math.SQRT1_2,
    ratioTex: '\\frac{\\sqrt{2}}{2}',
    generatrix: null,
    step: '轴截面是以两条母线为腰、底面直径为底的等腰直角三角形，所以 $h=r$，$l=\\sqrt{2}r$。',
  }));
  if (found.length !== 1) return null;
  const [shape] = found;
  if (!shape.rest || (shape.generatrix && !(shape.generatrix.value > 0))) return null;
  return shape;
}

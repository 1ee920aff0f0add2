import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { solved } from '../../math/write/format';
import { sqrtTex } from '../analytic-geometry/curve';
import { readConeShape } from './cone-shape';
import { rationalOfFloat } from './rational-of-float';
import { NUM, numberValue, solidLine } from './solid-text';

type Ask = '体积' | '侧面积' | '表面积' | '底面积' | '底面半径' | '高' | '母线长';

/**
 * A cone told by its shape (unrolled lateral surface, axial section) and one size, asked for its own volume, areas or
 * sizes: r/l from the shape, the size fixes l, r and h. The lateral area is checked as the sector's area ½l²θ and the
 * height as l·√(1 − (r/l)²).
 */
export function coneFromShape(text: string, mp: MathProblem): MathOutcome | null {
  if (!/圆锥/.test(text) || /球|如图|最大|最小|之比/.test(text)) return null;
  const shape = readConeShape(solidLine(text));
  if (!shape) return null;
  let t = shape.rest;
  const cut = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(t);
    if (m) t = `${t.slice(0, m.index)},${t.slice(m.index + m[0].length)}`;
    return m;
  };
  const askM = cut(/(?:则|求)?(?:该|这个|此)?圆锥的(体积|侧面积|表面积|全面积|底面积|底面半径|高|母线长)(?:为|是|等于)?[.。]?$/);
  if (!askM) return null;
  const ask = (askM[1] === '全面积' ? '表面积' : askM[1]) as Ask;
  const sizes: Array<[string, number, string]> = [];
  for (const [key, re] of [
    ['底面半径', '底面(?:圆的)?半径'],
    ['高', '(?<![斜])高'],
    ['母线长', '母线长?'],
  ] as const) {
    const m = cut(new RegExp(`(?:的)?${re}(?:为|是|等于)(${NUM})`));
    const v = m ? numberValue(m[1]) : null;
    if (m && v === null) return null;
    if (m && v !== null) sizes.push([key, v, m[1]]);
  }
  if (shape.generatrix) sizes.push(['母线长', shape.generatrix.value, shape.generatrix.src]);
  if (sizes.length !== 1) return null;
  cut(/(?:已知|若|设)?(?:一个)?圆锥/);
  if (t.replace(/已知|若|设|则|且|它的|它|其|该|此|的|,|、|\.|。|;|:/g, '') !== '') return null;
  const [key, v, src] = sizes[0];
  const k = shape.ratio;
  const l = key === '母线长' ? v : key === '底面半径' ? v / k : v / Math.sqrt(1 - k * k);
  const r = k * l;
  const h = Math.sqrt(l * l - r * r);
  const value: Record<Ask, { v: number; pi: boolean; formula: string }> = {
    体积: { v: (r * r * h) / 3, pi: true, formula: 'V=\\frac{1}{3}\\pi r^2h' },
    侧面积: { v: r * l, pi: true, formula: 'S_{侧}=\\pi rl' },
    表面积: { v: r * r + r * l, pi: true, formula: 'S=\\pi r^2+\\pi rl' },
    底面积: { v: r * r, pi: true, formula: 'S_{底}=\\pi r^2' },
    底面半径: { v: r, pi: false, formula: 'r=l\\cdot\\frac{r}{l}' },
    高: { v: h, pi: false, formula: 'h=\\sqrt{l^2-r^2}' },
    母线长: { v: l, pi: false, formula: 'l' },
  };
  const { v: q, pi, formula } = value[ask];
  const W = rationalOfFloat(q * q);
  const [r2, h2, l2] = [r * r, h * h, l * l].map(rationalOfFloat);
  if (!W || !r2 || !h2 || !l2 || W.sign() <= 0) return null;
  // A surface area is a sum πr² + πrl: written as one number only when rl is rational too.
  if (ask === '表面积' && !rationalOfFloat(r * l)) return null;
  // Second way: the lateral area as the sector ½l²θ with θ = 2π·(r/l); the height from the shape's ratio.
  const sector = 0.5 * l * l * (2 * Math.PI * k);
  const hAgain = l * Math.sqrt(1 - k * k);
  if (Math.abs(sector - Math.PI * r * l) > 1e-9 * sector || Math.abs(hAgain - h) > 1e-9 * Math.max(1, h)) return null;
  const root = sqrtTex(W);
  const tex = pi ? (root === '1' ? '\\pi' : `${root}\\pi`) : root;
  const exact = Math.sqrt(W.toNumber()) * (pi ? Math.PI : 1);
  const told = key === '底面半径' ? `底面半径 $r=${src}$` : key === '高' ? `高 $h=${src}$` : `母线长 $l=${src}$`;
  return solved(mp, {
    engine: 'solids:cone-shape',
    idea: '由侧面展开图（或轴截面）得到底面半径与母线长的比，再由给出的一个长度求出 $r$、$l$、$h$。',
    steps: [
      shape.step,
      `$\\frac{r}{l}=${shape.ratioTex}$，${told}，所以 $r^2=${r2.toLatex()}$，$l^2=${l2.toLatex()}$，$h^2=l^2-r^2=${h2.toLatex()}$。`,
      `$${formula}$，圆锥的${ask}为 $${tex}$。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `侧面积按扇形面积 $\\frac{1}{2}l^2\\theta$ 重算为 ${sector.toFixed(4)}，与 $\\pi rl$ 一致；高按比值重算也一致。`,
    value: { kind: 'numbers', values: [exact] },
  });
}

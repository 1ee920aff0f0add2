import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { pickExactOption } from './option-values';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** A sine or cosine the paper gives for its angle (「$\sin 37^{\circ}=0.6$」「sin37° = 0.6」). */
const STATED_TRIG = /\\?(sin|cos)\s*(\d+)\s*(?:\^\s*\{?\s*(?:\\circ|°)\s*\}?|°)\s*=\s*(\d*\.?\d+)/g;

/** "0.5", "\frac{\sqrt{3}}{3}", "\frac{1}{2}", "\frac{2\sqrt{3}}{3}", "\sqrt{3}/3": a coefficient's value. */
function readCoefficient(src: string): number | null {
  const t = src.replace(/\s+/g, '');
  let m = /^(\d+(?:\.\d+)?)$/.exec(t);
  if (m) return Number(m[1]);
  m = /^\\frac\{(\d+)?(?:\\sqrt\{(\d+)\})?\}\{(\d+)\}$/.exec(t);
  if (m && (m[1] || m[2])) return (Number(m[1] ?? 1) * Math.sqrt(Number(m[2] ?? 1))) / Number(m[3]);
  m = /^(\d+)?\\sqrt\{(\d+)\}\/(\d+)$/.exec(t);
  if (m) return (Number(m[1] ?? 1) * Math.sqrt(Number(m[2]))) / Number(m[3]);
  return null;
}

/**
 * A block pulled along a fixed incline at constant velocity by a force (a rope) parallel to it, with
 * sliding friction μ, moving up the slope: F = mg(sinθ + μcosθ). Given θ, μ, g and either the mass
 * or the largest force the rope can bear, the other is found. Null when the problem is not exactly that
 * (a force at an angle to the incline, acceleration, a figure, the block at rest…).
 */
export function solveInclineUniform(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, ' ')
    .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
    .replace(/([A-Za-z])\s*\/\s*([A-Za-z])/g, '$1/$2');
  if (!/斜面/.test(t) || !/匀速/.test(t) || !/与斜面平行|平行于斜面|沿斜面(?:方向)?的?(?:拉力|推力)/.test(t)) return null;
  if (/图|匀加速|匀减速|加速运动|减速运动|(?<!重力)加速度|静止|光滑|夹角|水平(?:拉|推)力|竖直|弹簧|两个|叠放|若干/.test(t)) return null;
  // Moving up, gravity's component and friction both point down the slope, so the pull is up it. Moving
  // down, the pull could hold the block back or drag it: not decided here.
  const up = /(?:沿斜面)?向上(?:做)?匀速|匀速(?:向上|上滑|上升)/.test(t);
  if (!up || /向下|下滑/.test(t)) return null;
  const angle = new RegExp(`倾角(?:为|是)?\\s*${NUM}\\s*(?:\\^\\{?\\s*(?:\\\\circ|°)\\s*\\}?|°|度)`).exec(t);
  const mu = /动摩擦因数(?:为|是)\s*(\\frac\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}\{\d+\}|\d+(?:\.\d+)?|\d*\\sqrt\{\d+\}\/\d+)/.exec(t);
  const g = new RegExp(`重力加速度(?:大小)?\\s*(?:取|为|g\\s*=)\\s*${NUM}\\s*m/s\\^\\{?2\\}?`).exec(t);
  if (!angle || !mu || !g) return null;
  const muValue = readCoefficient(mu[1]);
  if (muValue === null) return null;
  const force = new RegExp(`(?:最大张力|最大拉力|拉力)(?:大小)?\\s*(?:为|是)\\s*${NUM}\\s*N(?![A-Za-z])`).exec(t);
  const mass = new RegExp(`质量(?:为|是)\\s*${NUM}\\s*kg(?![A-Za-z])`).exec(t);
  if (!force === !mass) return null;
  // A sine and cosine stated for the angle are the ones to use (the paper's 0.6 and 0.8 for 37°); stated for another
  // angle, or only one of them, the problem is not read.
  const stated = [...t.matchAll(STATED_TRIG)];
  if (stated.some((m) => m[2] !== angle[1])) return null;
  const sinStated = stated.find((m) => m[1] === 'sin');
  const cosStated = stated.find((m) => m[1] === 'cos');
  if (!sinStated !== !cosStated || stated.length > 2) return null;
  let rest = t;
  for (const m of [...stated, angle, mu, g, force, mass]) if (m) rest = rest.replace(m[0], ' ');
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest)) return null;
  const asked =
    t
      .split(/[,，。;；]/)
      .filter((c) => c.trim())
      .pop() ?? '';
  const theta = (Number(angle[1]) * Math.PI) / 180;
  const sin = sinStated ? Number(sinStated[3]) : Math.sin(theta);
  const cos = cosStated ? Number(cosStated[3]) : Math.cos(theta);
  if (Math.abs(sin ** 2 + cos ** 2 - 1) > 0.01) return null;
  const gv = Number(g[1]);
  const per = gv * (sin + muValue * cos);
  if (!(per > 1e-9)) return null;
  const f = (x: number) => formatNumber(x, 4).latex;
  const sign = '+';
  const law = `F = mg\\sin\\theta ${sign} \\mu mg\\cos\\theta`;
  let result: number;
  let unit: string;
  let answer: string;
  let line: string;
  if (force) {
    if (!/质量/.test(asked) || (/最大张力|最大拉力/.test(force[0]) && !/最大/.test(asked))) return null;
    const F = Number(force[1]);
    result = F / per;
    unit = 'kg';
    const shown = formatNumber(result, 4);
    answer = `$m ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{kg}$`;
    line = `$$m = \\frac{F}{g(\\sin\\theta ${sign} \\mu\\cos\\theta)} = \\frac{${f(F)}}{${f(gv)} \\times (${f(sin)} ${sign} ${f(muValue)} \\times ${f(cos)})}\\ \\mathrm{kg} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{kg}$$`;
    // Check: the rope's pull at that mass balances gravity's component and friction.
    if (Math.abs(result * gv * sin + muValue * result * gv * cos - F) > 1e-9 * F) return null;
  } else {
    if (!/拉力|张力/.test(asked)) return null;
    const m = Number(mass![1]);
    result = m * per;
    unit = 'N';
    const shown = formatNumber(result, 4);
    answer = `$F ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{N}$`;
    line = `$$F = mg(\\sin\\theta ${sign} \\mu\\cos\\theta) = ${f(m)} \\times ${f(gv)} \\times (${f(sin)} ${sign} ${f(muValue)} \\times ${f(cos)})\\ \\mathrm{N} ${shown.approx ? '\\approx' : '='} ${shown.latex}\\ \\mathrm{N}$$`;
    if (Math.abs(result / per - m) > 1e-9 * m) return null;
  }
  const markdown = [
    `**已知**：倾角 $\\theta = ${angle[1]}^{\\circ}$，动摩擦因数 $\\mu = ${f(muValue)}$，$g = ${f(gv)}\\ \\mathrm{m/s^2}$，物块沿斜面向上匀速运动，拉力与斜面平行。`,
    '',
    `**解**：匀速运动，受力平衡。垂直斜面 $N = mg\\cos\\theta$，滑动摩擦力 $f = \\mu N$，方向与运动方向相反（沿斜面向下）。沿斜面：$${law}$。`,
    '',
    line,
    '',
    `**答**：${answer}。`,
  ].join('\n');
  const note = '已由沿斜面和垂直斜面的受力平衡计算，并把结果代回平衡方程复核';
  if (!split) return solved('physics', 'offline:physics', markdown, answer, note);
  const pick = pickExactOption(result, unit, split);
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
    `${pick.letter}（${answer}）`,
    `${note}；已逐一核对各选项`,
    'choice',
  );
}

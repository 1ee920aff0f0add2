import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { strayNumbers } from './numbers';
import { findQuantities } from './quantities';

/** Sines and cosines a textbook takes as known; any other angle needs its values given. */
const KNOWN: Record<number, [sin: number, cos: number]> = {
  0: [0, 1],
  30: [0.5, Math.sqrt(3) / 2],
  45: [Math.SQRT1_2, Math.SQRT1_2],
  60: [Math.sqrt(3) / 2, 0.5],
  90: [1, 0],
  120: [Math.sqrt(3) / 2, -0.5],
  135: [Math.SQRT1_2, -Math.SQRT1_2],
  150: [0.5, -Math.sqrt(3) / 2],
  180: [0, -1],
};

/** Set-ups these relations alone do not settle: a third force, friction, motion that changes, graphs, statements. */
const OUTSIDE =
  /三个|多个|摩擦|μ|光滑|加速|减速|速度|时间|功率|质量|重力|图|下列|正确的是|错误的是|若|如果|最大|最小|范围|可能|取值|变化|增大|减小|斜面|倾角/;

interface Angle {
  degrees: number;
  sin: number;
  cos: number;
  trig: string;
}

/**
 * The one angle of the stem with its sine and cosine (known, or given as 「sin37° = 0.6，cos37° = 0.8」), and the
 * text with the angle and the given values written as words so that no number is left unread. 「互相垂直」 is 90°.
 */
function readAngle(text: string): { angle: Angle; rest: string } | null {
  let rest = text;
  const given = [...rest.matchAll(/(sin|cos)\s*(\d+)\s*°\s*=\s*(\d*\.?\d+)/g)];
  for (const g of given) rest = rest.replace(g[0], ' 已知值 ');
  const degrees = [...rest.matchAll(/(\d+(?:\.\d+)?)\s*°(?!\s*C)/g)];
  const perpendicular = /互相垂直|相互垂直|彼此垂直/.test(rest);
  if (degrees.length + (perpendicular ? 1 : 0) !== 1) return null;
  const d = perpendicular ? 90 : Number(degrees[0][1]);
  if (!perpendicular) rest = rest.replace(degrees[0][0], ' 角 ');
  if (given.some((g) => Number(g[2]) !== d)) return null;
  const gs = given.find((g) => g[1] === 'sin');
  const gc = given.find((g) => g[1] === 'cos');
  let sin: number;
  let cos: number;
  if (gs && gc) [sin, cos] = [Number(gs[3]), Number(gc[3])];
  else if (!gs && !gc && KNOWN[d]) [sin, cos] = KNOWN[d];
  else return null;
  if (Math.abs(sin * sin + cos * cos - 1) > 0.01) return null;
  const trig = gs && gc ? `（$\\sin ${d}^\\circ = ${num(sin)}$，$\\cos ${d}^\\circ = ${num(cos)}$）` : '';
  return { angle: { degrees: d, sin, cos, trig }, rest };
}

/**
 * Forces at an angle, each by its textbook relation: two concurrent forces F₁, F₂ at an angle θ compose to
 * F = √(F₁² + F₂² + 2F₁F₂cosθ) (「大小均为 10 N」 is two equal forces); one force at θ to the horizontal (or the
 * vertical) has the components F cosθ and F sinθ; a constant force at θ to a level displacement x does the work
 * W = Fx cosθ. Every number used; null otherwise.
 */
export function solveForcesAtAngle(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const text = normalizeMechanics(split ? split.stem : raw);
  if (!/°|垂直/.test(text) || OUTSIDE.test(text)) return null;
  const read = readAngle(text);
  if (!read) return null;
  const { angle, rest } = read;
  const qs = findQuantities(rest);
  if (strayNumbers(rest, qs).length > 0) return null;
  const forces = qs.filter((q) => q.unit === 'N');
  const lengths = qs.filter((q) => q.unit === 'm' || q.unit === 'cm' || q.unit === 'km');
  if (forces.length + lengths.length !== qs.length) return null;
  const q = questionPart(rest).text;
  if (/合力/.test(q) && /共点力|两个力|两力|二力/.test(rest)) return composeTwo(rest, forces, lengths.length, angle, split);
  if (/分力/.test(q)) return component(rest, q, forces, lengths.length, angle, split);
  if (/做(?:的)?功|功(?:为|是)?\s*$/.test(q)) return workAtAngle(rest, q, forces, lengths, angle, split);
  return null;
}

function composeTwo(
  rest: string,
  forces: ReturnType<typeof findQuantities>,
  lengths: number,
  angle: Angle,
  split: ChoiceSplit | null,
): Solved | Refused | null {
  if (lengths > 0 || /分力/.test(rest)) return null;
  let F1: number;
  let F2: number;
  if (forces.length === 2 && /分别/.test(rest)) [F1, F2] = [forces[0].value, forces[1].value];
  else if (forces.length === 1 && /(?:大小)?(?:均|都)(?:为|是|等于)/.test(rest)) [F1, F2] = [forces[0].value, forces[0].value];
  else return null;
  if (!/夹角|垂直|成\s*角/.test(rest)) return null;
  const { degrees, cos } = angle;
  const F2sum = F1 * F1 + F2 * F2 + 2 * F1 * F2 * cos;
  const F = Math.sqrt(Math.max(0, F2sum));
  if (!(F >= 0) || F2sum < -1e-9) return null;
  const lines = [
    `两个共点力 $F_1 = ${num(F1)}\\ \\mathrm{N}$、$F_2 = ${num(F2)}\\ \\mathrm{N}$，夹角 $\\theta = ${degrees}^\\circ$${angle.trig}，由平行四边形定则：`,
    '',
    `$F = \\sqrt{F_1^2 + F_2^2 + 2F_1F_2\\cos\\theta} = \\sqrt{${num(F1)}^2 + ${num(F2)}^2 + 2 \\times ${num(F1)} \\times ${num(F2)} \\times (${num(cos)})}\\ \\mathrm{N} = ${num(F)}\\ \\mathrm{N}$`,
  ];
  // Check by components: F₁ along x, F₂ at θ.
  const x = F1 + F2 * cos;
  const y = F2 * angle.sin;
  if (Math.abs(Math.hypot(x, y) - F) > 1e-6 * Math.max(1, F)) return null;
  const answer: Answer = { tex: 'F', value: F, unit: 'N', unitTex: 'N' };
  return finishMechanics(
    lines,
    `正交分解：沿 $F_1$ 方向 $F_1 + F_2\\cos\\theta = ${num(x)}\\ \\mathrm{N}$，垂直方向 $F_2\\sin\\theta = ${num(y)}\\ \\mathrm{N}$，合力 $\\sqrt{${num(x)}^2 + ${num(y)}^2}\\ \\mathrm{N} = ${num(F)}\\ \\mathrm{N}$，一致。`,
    answer,
    '已用平行四边形定则和正交分解两种方法核对',
    split,
  );
}

/** 「与水平方向成 37° 角」 or 「与竖直方向成 30° 角」: which direction the angle is taken from. */
function reference(rest: string): 'horizontal' | 'vertical' | null {
  const h = /与水平(?:方向|面|地面)?(?:成|夹)|与水平(?:方向|面)的?夹角/.test(rest);
  const v = /与竖直(?:方向)?(?:成|夹)|与竖直方向的?夹角/.test(rest);
  return h === v ? null : h ? 'horizontal' : 'vertical';
}

function component(
  rest: string,
  q: string,
  forces: ReturnType<typeof findQuantities>,
  lengths: number,
  angle: Angle,
  split: ChoiceSplit | null,
): Solved | Refused | null {
  const ref = reference(rest);
  if (!ref || forces.length !== 1 || lengths > 0) return null;
  const horizontal = /水平(?:方向)?(?:的)?分力|沿水平方向的?分力|水平分力/.test(q);
  const vertical = /竖直(?:方向)?(?:的)?分力|沿竖直方向的?分力|竖直分力/.test(q);
  if (horizontal === vertical) return null;
  const F = forces[0].value;
  // Along the direction the angle is measured from: cosθ; across it: sinθ.
  const along = (ref === 'horizontal') === horizontal;
  const value = F * (along ? angle.cos : angle.sin);
  if (!(value > 0)) return null;
  const fn = along ? '\\cos' : '\\sin';
  const name = horizontal ? 'F_x' : 'F_y';
  const lines = [
    `拉力与${ref === 'horizontal' ? '水平' : '竖直'}方向成 $\\theta = ${angle.degrees}^\\circ$${angle.trig}，把它沿水平和竖直方向正交分解：`,
    '',
    `$${name} = F${fn}\\theta = ${num(F)} \\times ${num(along ? angle.cos : angle.sin)}\\ \\mathrm{N} = ${num(value)}\\ \\mathrm{N}$`,
  ];
  const other = F * (along ? angle.sin : angle.cos);
  return finishMechanics(
    lines,
    `另一分力为 $${num(other)}\\ \\mathrm{N}$，$\\sqrt{${num(value)}^2 + ${num(other)}^2}\\ \\mathrm{N} = ${num(Math.hypot(value, other))}\\ \\mathrm{N} = F$，一致。`,
    { tex: name, value, unit: 'N', unitTex: 'N' },
    '已用两个分力合成回原来的力核对',
    split,
  );
}

function workAtAngle(
  rest: string,
  q: string,
  forces: ReturnType<typeof findQuantities>,
  lengths: ReturnType<typeof findQuantities>,
  angle: Angle,
  split: ChoiceSplit | null,
): Solved | Refused | null {
  // The force's work, on a level displacement, the angle taken from the horizontal.
  if (forces.length !== 1 || lengths.length !== 1 || reference(rest) !== 'horizontal') return null;
  if (!/(?:拉力|推力|F|力)\s*(?:对[^，,。]{0,6})?(?:所)?做(?:的)?功/.test(q) || /克服|合力|总功|摩擦|重力|支持力/.test(q)) return null;
  if (
    !/水平(?:地|桌|冰|雪|路)?面|水平雪地|水平地|沿水平方向|水平方向(?:移动|前进|运动)/.test(
      rest.replace(/与水平(?:方向|面|地面)?(?:成|夹)/g, ' '),
    )
  )
    return null;
  const F = forces[0].value;
  const x = lengths[0].q.toSI().toNumber();
  const W = F * x * angle.cos;
  const lines = [
    `拉力与位移（水平方向）的夹角 $\\theta = ${angle.degrees}^\\circ$${angle.trig}，由功的公式：`,
    '',
    `$W = Fx\\cos\\theta = ${num(F)} \\times ${num(x)} \\times ${num(angle.cos)}\\ \\mathrm{J} = ${num(W)}\\ \\mathrm{J}$`,
  ];
  const Fx = F * angle.cos;
  return finishMechanics(
    lines,
    `只有拉力的水平分力 $F\\cos\\theta = ${num(Fx)}\\ \\mathrm{N}$ 做功，$W = ${num(Fx)} \\times ${num(x)}\\ \\mathrm{J} = ${num(Fx * x)}\\ \\mathrm{J}$，一致。`,
    { tex: 'W', value: W, unit: 'J', unitTex: 'J' },
    '已用水平分力乘位移核对',
    split,
  );
}

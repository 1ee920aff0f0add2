import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { type Answer, finishMechanics, num, refuseWithoutG } from './mechanics-answer';
import { type MechanicsText, ofUnits, readMechanics, si } from './mechanics-reading';

const OUTSIDE =
  /图|弹簧|滑轮|绳|斜面|倾角|曲面|圆弧|两个|两物|[A-D]\s*[、和与]\s*[A-D]|先|然后|接着|再|若|如果|拉力|推力|牵引力|动力|功率|碰|下列|正确的是|错误的是|动摩擦因数|μ|抛出|上抛|平抛|弹起|反弹/;

type Asked = 'W+' | 'W-' | 'f';

/** 「克服阻力做的功」 (positive), 「阻力做的功」 (negative), or the (average) resisting force itself. */
function askedOf(q: string, resist: string): Asked | undefined {
  if (new RegExp(`克服[^，,。]{0,4}(?:${resist})(?:所)?做(?:的)?功`).test(q)) return 'W+';
  if (new RegExp(`(?:${resist})(?:对[^，,。]{0,6})?(?:所)?做(?:的)?功`).test(q)) return 'W-';
  if (new RegExp(`(?:${resist})(?:的)?(?:大小|为|是|多大)|受到的?(?:平均)?(?:${resist})`).test(q) && !/功/.test(q)) return 'f';
  return undefined;
}

/**
 * The work–energy theorem where one resisting force does all the work that is not gravity's: a body falling
 * from rest through a height h that lands with speed v (W = mgh − ½mv²), or a body sliding to a stop on level
 * ground (W = ½mv₀²). With the distance of that stretch, the (average) resisting force is W / distance, checked
 * against Newton's second law with the acceleration kinematics gives. Every number used; null otherwise.
 */
export function solveWorkEnergy(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = split ? split.stem : raw;
  if (!/阻力|摩擦/.test(stem) || !/功|阻力(?:的)?大小|摩擦力(?:的)?大小|平均阻力/.test(stem)) return null;
  const read = readMechanics(stem);
  if (!read || OUTSIDE.test(read.text)) return null;
  return fall(read, split) ?? slideToStop(read, split);
}

/** m, h and the landing speed of a fall from rest with air resistance. */
function fall(read: MechanicsText, split: ChoiceSplit | null): Solved | Refused | null {
  const qs = read.quantities;
  const [ms, hs, vs] = [ofUnits(qs, 'kg', 'g'), ofUnits(qs, 'm'), ofUnits(qs, 'm/s')];
  if (ms.length !== 1 || hs.length !== 1 || vs.length !== 1 || qs.length !== 3) return null;
  if (!/(?:由|从)静止.{0,10}(?:下落|落下|释放)|静止释放|无初速.{0,6}(?:下落|落下|释放)/.test(read.text) || /自由/.test(read.text))
    return null;
  if (!/落地|着地|到达地面|落到地面/.test(read.text.slice(Math.max(0, vs[0].index - 14), vs[0].end + 4))) return null;
  if (!/高/.test(read.text.slice(Math.max(0, hs[0].index - 6), hs[0].end + 4))) return null;
  const asked = askedOf(read.question, '空气阻力|阻力');
  if (!asked) return null;
  if (read.g === undefined) return refuseWithoutG(split);
  const [m, h, v, g] = [si(ms[0]), si(hs[0]), si(vs[0]), read.g];
  const W = m * g * h - 0.5 * m * v * v;
  if (!(W > 0)) return null;
  const lines = [
    `下落过程中重力做功 $W_G = mgh = ${num(m)} \\times ${num(g)} \\times ${num(h)}\\ \\mathrm{J} = ${num(m * g * h)}\\ \\mathrm{J}$，阻力做功 $W_f$。由动能定理：`,
    '',
    `$$mgh + W_f = \\frac{1}{2}mv^2 - 0 \\Rightarrow W_f = \\frac{1}{2} \\times ${num(m)} \\times ${num(v)}^2\\ \\mathrm{J} - ${num(m * g * h)}\\ \\mathrm{J} = ${num(-W)}\\ \\mathrm{J}$$`,
  ];
  // Check: the mean resisting force from the kinematic acceleration, times the height, is the same work.
  const a = (v * v) / (2 * h);
  const f = m * (g - a);
  if (Math.abs(f * h - W) > 1e-9 * Math.max(1, W)) return null;
  const check = `由 $v^2 = 2ah$ 得 $a = ${num(a)}\\ \\mathrm{m/s^2}$，平均阻力 $f = m(g - a) = ${num(f)}\\ \\mathrm{N}$，$fh = ${num(f * h)}\\ \\mathrm{J}$，与动能定理的结果一致。`;
  return finishMechanics(lines, check, answerOf(asked, W, f, lines, 'h'), '已用牛顿第二定律与运动学算出的平均阻力核对', split);
}

/** m and the starting speed of a body sliding to a stop on level ground; the distance when the force is asked. */
function slideToStop(read: MechanicsText, split: ChoiceSplit | null): Solved | Refused | null {
  const qs = read.quantities;
  const [ms, vs, xs] = [ofUnits(qs, 'kg', 'g', 't'), ofUnits(qs, 'm/s', 'km/h'), ofUnits(qs, 'm')];
  if (ms.length !== 1 || vs.length !== 1 || xs.length > 1 || qs.length !== 2 + xs.length) return null;
  if (!/水平/.test(read.text) || !/滑行|滑动|滑出|刹车|运动/.test(read.text) || !/停下|停止|停住|静止(?=\s*[,，。]|\s*$)/.test(read.text))
    return null;
  if (read.g !== undefined || read.angle) return null;
  const asked = askedOf(read.question, '摩擦力|阻力');
  if (!asked || (asked === 'f') !== (xs.length === 1)) return null;
  const [m, v0] = [si(ms[0]), si(vs[0])];
  const W = 0.5 * m * v0 * v0;
  const lines = [
    `滑行过程中只有摩擦力（阻力）做功，物体最终停下。由动能定理：`,
    '',
    `$$W_f = 0 - \\frac{1}{2}mv_0^2 = -\\frac{1}{2} \\times ${num(m)} \\times ${num(v0)}^2\\ \\mathrm{J} = ${num(-W)}\\ \\mathrm{J}$$`,
  ];
  let f = Number.NaN;
  let check = '由动能定理，动能全部用于克服摩擦力做功，末动能为零。';
  if (xs.length === 1) {
    const s = si(xs[0]);
    f = W / s;
    // Check: the deceleration from kinematics, times the mass.
    const a = (v0 * v0) / (2 * s);
    if (Math.abs(m * a - f) > 1e-9 * Math.max(1, f)) return null;
    check = `由 $v_0^2 = 2ax$ 得 $a = ${num(a)}\\ \\mathrm{m/s^2}$，$f = ma = ${num(m * a)}\\ \\mathrm{N}$，与 $\\frac{W}{x}$ 一致。`;
  }
  return finishMechanics(lines, check, answerOf(asked, W, f, lines, 'x'), '已用动能定理与牛顿第二定律两种方法核对', split);
}

function answerOf(asked: Asked, W: number, f: number, lines: string[], stretch: string): Answer {
  if (asked === 'f') {
    lines.push('', `阻力大小 $f = \\frac{|W_f|}{${stretch}} = ${num(f)}\\ \\mathrm{N}$。`);
    return { tex: 'f', value: f, unit: 'N', unitTex: 'N' };
  }
  if (asked === 'W+') {
    lines.push('', `克服阻力做的功 $W = -W_f = ${num(W)}\\ \\mathrm{J}$。`);
    return { tex: 'W', value: W, unit: 'J', unitTex: 'J' };
  }
  return { tex: 'W_f', value: -W, unit: 'J', unitTex: 'J' };
}

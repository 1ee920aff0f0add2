import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { type Answer, finishMechanics, num, refuseWithoutG } from './mechanics-answer';
import { ofUnits, readMechanics, si } from './mechanics-reading';

/** 「第 3 s 内」, 「第3秒内」, 「最后 1 s 内」, 「最初 2 s 内」, 「前 2 s 内」, 「开始 2 s 内」. */
const STRETCH = /(第|最后|最初|前|开始(?:的)?|头)\s*(\d+(?:\.\d+)?)\s*(?:s|秒)(?:钟)?\s*内/g;
const FREE_FALL = /自由下落|自由落体|自由落下|由静止.{0,8}(?:下落|落下|释放)|从静止.{0,8}(?:下落|落下|释放)|静止释放/;
const FROM_REST = /由静止|从静止|静止开始|静止出发/;
const OUTSIDE =
  /上抛|下抛|平抛|抛出|斜面|图|两个|两物|[A-D]\s*[、和与]\s*[A-D]|先|然后|接着|撤去|再|若|如果|之比|比值|下列|正确的是|错误的是|阻力(?!不计)|空气阻力不计|反应/;

/**
 * Uniformly accelerated motion in a straight line, asked for the displacement (or mean speed) in one stretch of
 * time that does not start at the beginning: the n-th second (x(n) − x(n − 1)), the last seconds before landing or
 * stopping, the first seconds. x(t) = v₀t + ½at², checked by the mean of the speeds at both ends times the
 * stretch. Free fall needs g stated; a braking body's stretch must end before it stops. Null for anything else.
 */
export function solveMotionIntervals(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = split ? split.stem : raw;
  if (!/(?:第|最后|最初|前|开始|头)/.test(stem)) return null;
  const read = readMechanics(stem);
  if (
    !read ||
    !/(?:第|最后|最初|前|开始|头)\s*\d+(?:\.\d+)?\s*(?:s|秒)/.test(read.text) ||
    OUTSIDE.test(read.text.replace(/不计空气阻力|空气阻力不计|忽略空气阻力/g, ''))
  )
    return null;
  const stretches = [...read.text.matchAll(STRETCH)];
  if (stretches.length !== 1) return null;
  const [phrase, kind, length] = stretches[0];
  const n = Number(length);
  const at = stretches[0].index;
  // The stretch's own number is not a given of the motion.
  const others = read.quantities.filter((q) => q.index < at || q.index >= at + phrase.length);
  const speeds = ofUnits(others, 'm/s', 'km/h');
  const accels = ofUnits(others, 'm/s^2');
  const heights = ofUnits(others, 'm', 'km');
  if (speeds.length + accels.length + heights.length !== others.length || others.length > 2) return null;
  const q = read.question;
  const wantsMean = /平均速度/.test(q);
  if (!wantsMean && !/位移|距离|高度|下落了?多|路程|通过了?多|走了?多|前进了?多|运动了?多/.test(q)) return null;
  const freeFall = FREE_FALL.test(read.text);
  const braking = /刹车|制动|减速/.test(read.text);
  if (freeFall && (speeds.length > 0 || accels.length > 0)) return null;
  if (!freeFall && accels.length !== 1) return null;
  if (freeFall && read.g === undefined) return refuseWithoutG(split);
  if (!freeFall && read.g !== undefined) return null;
  const a = freeFall ? read.g! : (braking ? -1 : 1) * si(accels[0]);
  let v0: number;
  if (freeFall || (FROM_REST.test(read.text) && !braking)) v0 = 0;
  else if (speeds.length === 1 && !FROM_REST.test(read.text)) v0 = si(speeds[0]);
  else return null;
  if (freeFall ? speeds.length > 0 : speeds.length !== (v0 > 0 ? 1 : 0)) return null;
  const lines: string[] = [];
  // The whole motion's length, for the last seconds: the fall from its height, or the braking to a stop.
  let total: number | undefined;
  if (freeFall && heights.length === 1) {
    const H = si(heights[0]);
    // The height it falls from (「从 45 m 高处」, 「离地 45 m」), not a distance fallen in some stretch.
    // An exam names it too: 「从 $h=45 \mathrm{~m}$ 高处」.
    const before = read.text.slice(Math.max(0, heights[0].index - 10), heights[0].index).replace(/[hH]\s*=\s*$/, '');
    const after = read.text.slice(heights[0].end, heights[0].end + 4);
    if (!((/(?:从|在)\s*$/.test(before) && /^\s*(?:的)?高(?:处|空)/.test(after)) || /(?:离地面?|距地面?|高为|高度为|高)\s*$/.test(before)))
      return null;
    total = Math.sqrt((2 * H) / a);
    lines.push(
      `由 $H = \\frac{1}{2}gT^2$，下落总时间 $T = \\sqrt{\\frac{2H}{g}} = \\sqrt{\\frac{2 \\times ${num(H)}}{${num(a)}}}\\ \\mathrm{s} = ${num(total)}\\ \\mathrm{s}$。`,
    );
  } else if (heights.length > 0) return null;
  if (a < 0) {
    total = v0 / -a;
    lines.push(
      `刹车（减速）到停下所用时间 $T = \\frac{v_0}{a} = \\frac{${num(v0)}}{${num(-a)}}\\ \\mathrm{s} = ${num(total)}\\ \\mathrm{s}$。`,
    );
  }
  let [t1, t2] = kind === '第' ? [n - 1, n] : kind === '最后' ? [(total ?? Number.NaN) - n, total ?? Number.NaN] : [0, n];
  if (!(t1 >= 0 && t2 > t1) || (total !== undefined && t2 > total + 1e-9)) return null;
  // A whole-motion stretch must be asked for through its own words, and a length-free fall has no last second.
  if (kind === '最后' && total === undefined) return null;
  if (total !== undefined && kind !== '最后' && freeFall) return null;
  [t1, t2] = [Math.max(0, t1), t2];
  const x = (t: number) => v0 * t + 0.5 * a * t * t;
  const v = (t: number) => v0 + a * t;
  const dx = x(t2) - x(t1);
  const mean = ((v(t1) + v(t2)) / 2) * (t2 - t1);
  if (Math.abs(dx - mean) > 1e-9 * Math.max(1, Math.abs(dx)) || !(dx > 0)) return null;
  const sym = freeFall ? 'h' : 'x';
  const accel = freeFall ? 'g' : 'a';
  lines.push(
    `取运动方向为正方向，$v_0 = ${num(v0)}\\ \\mathrm{m/s}$，$${accel} = ${num(a)}\\ \\mathrm{m/s^2}$。「${phrase.trim()}」是从 $t_1 = ${num(t1)}\\ \\mathrm{s}$ 到 $t_2 = ${num(t2)}\\ \\mathrm{s}$ 这一段：`,
    '',
    `$$${sym}(t) = v_0t + \\frac{1}{2}${accel}t^2,\\quad \\Delta ${sym} = ${sym}(${num(t2)}) - ${sym}(${num(t1)}) = ${num(x(t2))}\\ \\mathrm{m} - ${num(x(t1))}\\ \\mathrm{m} = ${num(dx)}\\ \\mathrm{m}$$`,
  );
  const check = `这段时间初、末速度分别为 $${num(v(t1))}\\ \\mathrm{m/s}$ 和 $${num(v(t2))}\\ \\mathrm{m/s}$，平均速度乘时间 $\\frac{${num(v(t1))} + ${num(v(t2))}}{2} \\times ${num(t2 - t1)}\\ \\mathrm{m} = ${num(mean)}\\ \\mathrm{m}$，与位移一致。`;
  const answer: Answer = wantsMean
    ? { tex: '\\bar{v}', value: dx / (t2 - t1), unit: 'm/s', unitTex: 'm/s' }
    : { tex: `\\Delta ${sym}`, value: dx, unit: 'm', unitTex: 'm' };
  if (wantsMean) lines.push('', `平均速度 $\\bar{v} = \\frac{\\Delta ${sym}}{\\Delta t} = ${num(dx / (t2 - t1))}\\ \\mathrm{m/s}$。`);
  return finishMechanics(lines, check, answer, '已用这段时间的平均速度核对位移', split);
}

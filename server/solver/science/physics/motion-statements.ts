import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { num } from './mechanics-answer';
import { type MechanicsText, ofUnits, readMechanics, resistanceActs, si } from './mechanics-reading';
import { chooseStatements, type Fact, type WorkedSituation } from './statement-judge';

const N = String.raw`(\d+(?:\.\d+)?)`;
const LANDS = /落地|到达地面|落到地面|落回地面/;
const TIME = /(?:在空中)?(?:运动|下落|飞行)?(?:的)?(?:总)?时间|落地(?:所用|所需|经历)?(?:的)?时间/;

/** x(t) and v(t) of a straight-line motion from v₀ with a (until `end`, past which nothing is defined). */
export function stretchFacts(x: (t: number) => number, v: (t: number) => number, end: number, along: string): Fact[] {
  const upTo = (t: number | undefined) => (t !== undefined && t > 0 && t <= end + 1e-9 ? t : null);
  const sec = (n: number | undefined, f: (t: number) => number) => (upTo(n) === null ? null : f(n!));
  // biome-ignore format: a lookup table reads best packed, one fact a line
  return [
    { name: new RegExp(`第?${N}s末(?:的)?(?:瞬时)?速度`), value: (_, n) => sec(n, v), unit: 'm/s', label: '第 n s 末的速度' },
    { name: new RegExp(`第${N}s初(?:的)?(?:瞬时)?速度`), value: (_, n) => sec(n, (t) => v(t - 1)), unit: 'm/s', label: '第 n s 初的速度' },
    { name: new RegExp(`(?:前|最初)${N}s内?(?:${along})?(?:的)?(?:位移|路程|高度|距离)`), value: (_, n) => sec(n, x), unit: 'm', label: '前 n s 内的位移' },
    { name: new RegExp(`(?<![第前初\\d.])${N}s内(?:${along})?(?:的)?(?:位移|路程|高度|距离)`), value: (_, n) => sec(n, x), unit: 'm', label: 'n s 内的位移' },
    { name: new RegExp(`第${N}s内(?:${along})?(?:的)?(?:位移|路程|高度|距离)`), value: (_, n) => sec(n, (t) => x(t) - x(t - 1)), unit: 'm', label: '第 n s 内的位移' },
    { name: new RegExp(`(?:前|最初)${N}s内(?:的)?平均速度`), value: (_, n) => sec(n, (t) => x(t) / t), unit: 'm/s', label: '前 n s 内的平均速度' },
    { name: new RegExp(`第${N}s内(?:的)?平均速度`), value: (_, n) => sec(n, (t) => x(t) - x(t - 1)), unit: 'm/s', label: '第 n s 内的平均速度' },
  ];
}

/**
 * 「由静止开始做匀加速直线运动，加速度为 2 m/s²」, or from a stated initial speed; or a car braking from v₀ with a
 * deceleration of the size given, which stops and stays stopped (刹车).
 */
function uniformlyAccelerated(read: MechanicsText, c: string): WorkedSituation | null {
  const braking = /刹车|制动/.test(c) && !/匀加速/.test(c);
  if ((!braking && !/匀加速直线运动/.test(c)) || read.g !== undefined || /下落|抛|斜面|μ|摩擦|反向|返回/.test(c)) return null;
  const accels = ofUnits(read.quantities, 'm/s^2');
  const speeds = ofUnits(read.quantities, 'm/s');
  if (accels.length !== 1 || speeds.length > 1 || read.quantities.length !== accels.length + speeds.length) return null;
  if (!speeds.length && (braking || !/由静止|从静止|静止开始|初速度为零|初速度为0/.test(c))) return null;
  if (speeds.length && !/初速度|速度(?:大小)?(?:为|是)|以\d/.test(c)) return null;
  const v0 = speeds.length ? si(speeds[0]) : 0;
  if (braking) return braked(v0, Math.abs(si(accels[0])), c);
  const a = si(accels[0]);
  // 「匀加速」 with a negative acceleration contradicts itself: which one the paper meant is not ours to choose.
  if (!(a > 0)) return null;
  return {
    facts: [
      ...stretchFacts(
        (t) => v0 * t + (a * t * t) / 2,
        (t) => v0 + a * t,
        Number.POSITIVE_INFINITY,
        '',
      ),
      { name: /加速度/, value: () => a, unit: 'm/s^2', label: '加速度' },
    ],
    letters: null,
    kind: '匀加速直线运动',
    working: [
      `$v_0 = ${num(v0)}\\ \\mathrm{m/s}$，$a = ${num(a)}\\ \\mathrm{m/s^2}$：$v = v_0 + at$，$x = v_0 t + \\frac{1}{2}at^2$。`,
      '第 n s 内的位移是 $x(n) - x(n-1)$，前 n s 内的平均速度是 $\\frac{x(n)}{n}$。',
    ],
  };
}

/** A car braking from v₀ with a deceleration of size a: it stops at v₀/a and stays stopped. */
function braked(v0: number, a: number, c: string): WorkedSituation | null {
  if (!(v0 > 0 && a > 0) || !/加速度(?:的)?大小/.test(c)) return null;
  const stop = v0 / a;
  const reach = (v0 * v0) / (2 * a);
  const x = (t: number) => (t <= stop ? v0 * t - (a * t * t) / 2 : reach);
  return {
    facts: [
      ...stretchFacts(x, (t) => Math.max(0, v0 - a * t), Number.POSITIVE_INFINITY, ''),
      { name: /(?:刹车|制动)(?:的)?(?:距离|位移)/, value: () => reach, unit: 'm', label: '刹车距离' },
      { name: /(?:刹车|制动)(?:的)?时间|停(?:止|下)(?:所用|所需)?(?:的)?时间/, value: () => stop, unit: 's', label: '刹车时间' },
    ],
    letters: null,
    kind: '汽车刹车（匀减速到停止）',
    working: [
      `$v_0 = ${num(v0)}\\ \\mathrm{m/s}$，加速度大小 $a = ${num(a)}\\ \\mathrm{m/s^2}$：经 $t_0 = \\frac{v_0}{a} = ${num(stop)}\\ \\mathrm{s}$ 停下，此后静止，` +
        `刹车距离 $\\frac{v_0^2}{2a} = ${num(reach)}\\ \\mathrm{m}$。`,
      '$t \\le t_0$ 时 $v = v_0 - at$，$x = v_0 t - \\frac{1}{2}at^2$；$t > t_0$ 时 $v = 0$，位移等于刹车距离。',
    ],
  };
}

/** Facts a mass adds to a fall from height h that lasts T: energies and the power of gravity. */
function massFacts(m: number, g: number, h: number, T: number, zeroAtGround: boolean): Fact[] {
  // biome-ignore format: a lookup table reads best packed, one fact a line
  return [
    { name: /重力(?:所)?做(?:的)?功/, value: () => m * g * h, unit: 'J', label: '下落过程中重力做的功' },
    { name: new RegExp(`下落${N}s(?:时|末)(?:的)?重力势能`), value: (_, n) => (zeroAtGround && n !== undefined && n <= T ? m * g * (h - (g * n * n) / 2) : null), unit: 'J', label: '下落 n s 时的重力势能' },
    { name: /落地(?:前瞬间|时|瞬间)?重力(?:的)?(?:瞬时)?功率/, value: () => m * g * g * T, unit: 'W', label: '落地前瞬间重力的功率' },
    { name: /重力(?:的)?平均功率/, value: () => (m * g * h) / T, unit: 'W', label: '下落过程中重力的平均功率' },
  ];
}

/** 「从离地 20 m 高处由静止释放」 with g: a free fall that ends at the ground. */
function freeFall(read: MechanicsText, c: string): WorkedSituation | null {
  if (!/由静止(?:开始)?(?:自由)?(?:下落|释放|落下)|自由下落|做自由落体/.test(c) || /抛|斜面|弹|阻力大小|绳|μ|摩擦/.test(c)) return null;
  if (read.g === undefined) return null;
  const heights = ofUnits(read.quantities, 'm', 'cm', 'km');
  const masses = ofUnits(read.quantities, 'kg', 'g');
  if (heights.length !== 1 || masses.length > 1 || read.quantities.length !== heights.length + masses.length) return null;
  if (!new RegExp(`${heights[0].text.replace(/\s+/g, '')}(?:的)?高(?:处|的地方)`).test(c)) return null;
  const [g, h] = [read.g, si(heights[0])];
  const T = Math.sqrt((2 * h) / g);
  const facts: Fact[] = [
    { name: TIME, event: LANDS, value: () => T, unit: 's', label: '下落的时间' },
    { name: /落地(?:时|瞬间|前瞬间)?(?:的)?速度|末速度/, value: () => g * T, unit: 'm/s', label: '落地时的速度' },
    { name: /(?:下落|全程)?(?:过程)?(?:中)?(?:的)?平均速度/, value: () => h / T, unit: 'm/s', label: '下落过程的平均速度' },
    ...stretchFacts(
      (t) => (g * t * t) / 2,
      (t) => g * t,
      T,
      '下落',
    ),
  ];
  if (masses.length) {
    const m = si(masses[0]);
    facts.push({ name: /落地(?:时|瞬间|前瞬间)?(?:的)?动能/, value: () => m * g * h, unit: 'J', label: '落地时的动能' });
    facts.push(...massFacts(m, g, h, T, /以地面为(?:零势能面|参考平面|零势能参考平面)/.test(c)));
  }
  return {
    facts,
    letters: null,
    kind: '自由落体运动',
    working: [
      `由 $h = \\frac{1}{2}gt^2$：下落时间 $t = \\sqrt{\\frac{2h}{g}} = ${num(T)}\\ \\mathrm{s}$，落地速度 $v = gt = ${num(g * T)}\\ \\mathrm{m/s}$。`,
      `检验：$v^2 = ${num((g * T) ** 2)} = 2gh$。`,
    ],
  };
}

/** 「从 45 m 高处以 20 m/s 的速度水平抛出」 with g: a horizontal throw that lands on the ground below. */
function horizontalThrow(read: MechanicsText, c: string): WorkedSituation | null {
  if (!/水平抛出|平抛/.test(c) || /斜面|墙|台阶|阻力大小|μ|竖直上抛|斜抛/.test(c) || read.g === undefined || read.angle) return null;
  const heights = ofUnits(read.quantities, 'm', 'cm');
  const speeds = ofUnits(read.quantities, 'm/s');
  const masses = ofUnits(read.quantities, 'kg', 'g');
  if (heights.length !== 1 || speeds.length !== 1 || masses.length > 1) return null;
  if (read.quantities.length !== 2 + masses.length) return null;
  if (!new RegExp(`${heights[0].text.replace(/\s+/g, '')}(?:的)?高(?:处|的地方)`).test(c)) return null;
  const [g, h, v0] = [read.g, si(heights[0]), si(speeds[0])];
  const T = Math.sqrt((2 * h) / g);
  const vy = g * T;
  const facts: Fact[] = [
    { name: TIME, event: LANDS, value: () => T, unit: 's', label: '在空中运动的时间' },
    { name: /(?:落地点?(?:到|与|距|离)抛出点(?:之间)?(?:的)?)?水平(?:距离|位移)|射程/, value: () => v0 * T, unit: 'm', label: '水平位移' },
    { name: /落地(?:时|瞬间|前瞬间)?(?:的)?竖直(?:分)?速度/, value: () => vy, unit: 'm/s', label: '落地时的竖直分速度' },
    { name: /落地(?:时|瞬间|前瞬间)?(?:的)?速度(?!方向|与)/, value: () => Math.hypot(v0, vy), unit: 'm/s', label: '落地时的速度' },
    {
      name: /落地(?:时|瞬间|前瞬间)?(?:的)?速度(?:方向)?与水平(?:方向|面)?(?:的)?夹角/,
      value: () => (Math.atan2(vy, v0) * 180) / Math.PI,
      unit: '°',
      label: '落地时速度与水平方向的夹角',
    },
  ];
  if (masses.length) {
    const m = si(masses[0]);
    facts.push({
      name: /落地(?:时|瞬间|前瞬间)?(?:的)?动能/,
      value: () => (m * (v0 * v0 + vy * vy)) / 2,
      unit: 'J',
      label: '落地时的动能',
    });
  }
  return {
    facts,
    letters: null,
    kind: '平抛运动',
    working: [
      `竖直方向自由落体：$t = \\sqrt{\\frac{2h}{g}} = ${num(T)}\\ \\mathrm{s}$，$v_y = gt = ${num(vy)}\\ \\mathrm{m/s}$。`,
      `水平方向匀速：$x = v_0 t = ${num(v0 * T)}\\ \\mathrm{m}$；落地速度 $v = \\sqrt{v_0^2 + v_y^2} = ${num(Math.hypot(v0, vy))}\\ \\mathrm{m/s}$，` +
        `$\\tan\\theta = \\frac{v_y}{v_0} = ${num(vy / v0)}$。`,
    ],
  };
}

/**
 * Statement questions about one straight-line or thrown motion given in numbers: a uniformly accelerated motion from
 * rest or from v₀, a free fall from a height to the ground, a horizontal throw from a height. The motion's quantities
 * are worked first, then each option's statement is judged (「第 2 s 末的速度为 4 m/s」「经 2 s 落地」).
 */
export function solveMotionStatements(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const read = readMechanics(split.stem);
  if (!read) return null;
  const c = read.text.replace(/\s+/g, '');
  if (resistanceActs(c)) return null;
  const situation = horizontalThrow(read, c) ?? freeFall(read, c) ?? uniformlyAccelerated(read, c);
  return situation ? chooseStatements(raw, split, situation) : null;
}

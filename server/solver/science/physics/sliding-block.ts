import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { type Answer, finishMechanics, num, refuseWithoutG } from './mechanics-answer';
import { type MechanicsText, ofUnits, readMechanics, si } from './mechanics-reading';
import { answerForAsked, type WorkedValue } from './worked-values-options';

/** Words of set-ups this kind does not model: other bodies, other forces, stages, graphs, statements, a friction that
 * changes on the way (ice swept 「擦冰」 ahead of a curling stone, μ said to fall or rise). */
const OUTSIDE =
  /弹簧|滑轮|绳|细线|杆|传送带|图|叠放|木板|小车上|两个|两物|[A-D]\s*[、和与]\s*[A-D]|圆弧|圆周|电场|磁场|电荷|撤去|撤掉|撤除|先|然后|接着|再|若|如果|假设|斜向|与水平(?:方向|面)?成|夹角|斜上|斜下|向上|下列|正确的是|错误的是|空气阻力(?!不计)|平均|功率|冲量|动量|碰|墙|竖直|(?<!摩)擦|刷|(?:摩擦因数|摩擦系数|摩擦力|阻力)[^，,。；;]{0,8}(?:减小|增大|变化|改变|变为|变小|变大)/;
/**
 * An interval that is not the first t seconds: 「第 3 s 内」 (the third second alone), 「最后 1 s 内」, 「停止前 …」 —
 * read as 「前 t s」 they give the distance of another stretch of time.
 */
const OTHER_INTERVAL =
  /第\s*\d+(?:\.\d+)?\s*(?:s|秒)\s*(?:内|中|时间内)|第\s*\d+\s*个\s*\d*\s*(?:s|秒)|(?:最后|停止前|停下前|停止运动前|倒数第?)\s*(?:\d|一\s*(?:s|秒))/;

const UP = /冲上|滑上[^，,。]{0,14}斜面|(?<![面板])上滑|向上滑|沿斜面向上(?:运动|滑动|冲)?/;

type Asked = 'a' | 'mu' | 'f' | 'N' | 'F' | 'net' | 't' | 'v' | 's' | 'Ek' | 'Wf-' | 'Wf+' | 'WF';

/** What the question asks, named by its usual words; undefined when none or two of them. */
function askedOf(q: string): Asked | undefined {
  if (/克服(?:滑动)?摩擦力(?:所)?做(?:的)?功|摩擦(?:产生|生)的?热/.test(q)) return 'Wf+';
  if (/摩擦力(?:对[^，,。]{0,6})?(?:所)?做(?:的)?功/.test(q)) return 'Wf-';
  if (/(?:拉力|推力)(?:对[^，,。]{0,6})?(?:所)?做(?:的)?功/.test(q)) return 'WF';
  if (/做(?:的)?功|功$/.test(q)) return undefined;
  const found: Asked[] = [];
  if (/动摩擦因数|摩擦因数|摩擦系数/.test(q)) found.push('mu');
  else if (/摩擦力/.test(q)) found.push('f');
  if (/支持力|压力/.test(q)) found.push('N');
  if (/拉力|推力|作用力/.test(q) && !/摩擦力/.test(q)) found.push('F');
  // 「则 $F$ 的大小为」: the force the stem named F.
  else if (/(?<![A-Za-z\\_])F(?![A-Za-z_])\s*\$?\s*(?:的大小|大小|为|是|等于)/.test(q) && !/摩擦力/.test(q)) found.push('F');
  if (/合力|合外力/.test(q)) found.push('net');
  if (/加速度/.test(q)) found.push('a');
  if (/动能/.test(q)) found.push('Ek');
  if (/时间|多久|多长时间|几秒/.test(q)) found.push('t');
  if (/速度|速率|多快/.test(q) && !/加速度/.test(q)) found.push('v');
  if (/位移|距离|多远|路程|滑行了?多|滑多/.test(q)) found.push('s');
  return found.length === 1 ? found[0] : undefined;
}

interface Setup {
  m?: number;
  F?: number;
  v0: number;
  /** A speed reached from rest (given instead of a time or distance). */
  vEnd?: number;
  t?: number;
  s?: number;
  /** Acceleration along the motion, and its working. */
  a: number;
  /** The friction force, or its size per unit mass (μg, μg cosθ) when no mass is given. */
  frictionPerMass: number;
  normalPerMass: number;
  /** The force along the motion other than friction, per unit mass (F/m, g sinθ, 0). */
  drivingPerMass: number;
  lines: string[];
}

/**
 * A block sliding on a level floor or down an incline, with sliding friction μ (or smooth): Newton's second law
 * along the motion (F − μmg = ma; −μmg = ma for a block left to slide; mg sinθ − μmg cosθ = ma down a slope),
 * then uniform-acceleration kinematics and the work–energy theorem. Also a block pushed at constant velocity
 * (F = μmg) and one at rest on a slope (f = mg sinθ, N = mg cosθ). Every number must be used and g stated;
 * null when the problem is not this set-up, a refusal when it is but cannot be decided.
 */
export function solveSlidingBlock(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = split ? split.stem : raw;
  if (!/动摩擦因数|摩擦因数|摩擦系数|μ|\\mu|斜面|倾角/.test(stem)) return null;
  const read = readMechanics(stem);
  if (!read) return null;
  // Sent up a slope (「以 10 m/s 的初速度冲上斜面」): read as its own motion, never as sliding down.
  const up = UP.test(read.text);
  if (OUTSIDE.test(read.text.replace(new RegExp(UP.source, 'g'), ' ')) || (up && /返回|滑回|回到|又|再/.test(read.text))) return null;
  if (OTHER_INTERVAL.test(read.text)) return null;
  const asked = askedOf(read.question);
  if (!asked) return null;
  const incline = /斜面|倾角/.test(read.text);
  if (incline !== !!read.angle) return null;
  if (!incline && !/水平/.test(read.text)) return null;
  if (!incline && /匀速/.test(read.text)) return solveUniformPush(read, asked, split);
  if (!incline && asked === 'F') return solvePullFromAcceleration(read, split);
  if (up && !incline) return null;
  if (incline && asked === 'mu') return solveUniformSlideDown(read, split);
  const setup = incline ? (up ? upSlopeSetup(read) : inclineSetup(read)) : levelSetup(read, asked);
  if (!setup) return null;
  if (read.g === undefined) return refuseWithoutG(split);
  return solveSetup(setup(read.g), asked, split);
}

type Build = (g: number) => Setup | null;

/**
 * The one length of a slope problem is a stretch along the slope: 「长 10 m 的斜面」, 「斜面长为」, 「沿斜面下滑 4 m」 —
 * never its height (「高 5 m 的斜面」 needs h / sinθ).
 */
function slopeLength(read: MechanicsText): boolean {
  const x = ofUnits(read.quantities, 'm', 'cm', 'km')[0];
  const before = read.text.slice(Math.max(0, x.index - 8), x.index);
  const after = read.text.slice(x.end, x.end + 8);
  if (/高(?:度)?(?:为|是)?\s*$/.test(before) || /^\s*(?:的)?高/.test(after)) return false;
  return /长(?:度)?(?:为|是)?\s*$/.test(before) || /沿斜面|下滑了?|滑行了?|上滑了?|冲上|位移|距离/.test(before + after);
}

/** The quantities of the set-up, each at most once, and no other kind of quantity. */
function pieces(read: MechanicsText) {
  const qs = read.quantities;
  const by = (...u: string[]) => ofUnits(qs, ...u);
  const groups = {
    m: by('kg', 'g', 't'),
    F: by('N', 'kN'),
    v: by('m/s', 'km/h', 'cm/s'),
    s: by('m', 'cm', 'km'),
    t: by('s', 'min'),
  };
  const counted = Object.values(groups).reduce((n, g) => n + g.length, 0);
  if (counted !== qs.length || Object.values(groups).some((g) => g.length > 1)) return null;
  const one = (k: keyof typeof groups) => (groups[k][0] ? si(groups[k][0]) : undefined);
  return { m: one('m'), F: one('F'), v: one('v'), s: one('s'), t: one('t'), vText: groups.v[0] };
}

const FROM_REST = /由静止|从静止|静止开始|静止释放|无初速|静止(?:放)?(?:在|于)/;

function levelSetup(read: MechanicsText, asked: Asked): Build | null {
  const p = pieces(read);
  if (!p || read.mu === undefined || /光滑|匀速/.test(read.text)) return null;
  const mu = read.mu;
  if (p.F !== undefined) {
    // A horizontal force pulls the block from rest.
    if (!/水平(?:方向的?)?(?:拉力|推力|恒力|外力|力)|沿水平方向/.test(read.text)) return null;
    if (p.m === undefined || [p.v, p.t, p.s].filter((x) => x !== undefined).length > 1) return null;
    // Sliding under the force from an unknown start: forces and acceleration only.
    const fromRest = FROM_REST.test(read.text);
    // A force against the motion (「向右滑行，受到向左的拉力」) would change the sign: directions are not read.
    if (
      !fromRest &&
      (!/滑动|运动|加速/.test(read.text) || /[左右东西南北]|相反|反向/.test(read.text) || [p.v, p.t, p.s].some((x) => x !== undefined))
    )
      return null;
    const [m, F] = [p.m, p.F];
    return (g) => {
      const a = (F - mu * m * g) / m;
      if (!(a > 0)) return null;
      return {
        m,
        F,
        v0: fromRest ? 0 : Number.NaN,
        vEnd: p.v,
        t: p.t,
        s: p.s,
        a,
        frictionPerMass: mu * g,
        normalPerMass: g,
        drivingPerMass: F / m,
        lines: [
          `物体在竖直方向受力平衡，支持力 $N = mg$，滑动摩擦力 $f = \\mu mg = ${num(mu)} \\times ${num(m)} \\times ${num(g)}\\ \\mathrm{N} = ${num(mu * m * g)}\\ \\mathrm{N}$。`,
          '',
          `水平方向由牛顿第二定律 $F - f = ma$，得 $a = \\frac{F - f}{m} = \\frac{${num(F)} - ${num(mu * m * g)}}{${num(m)}}\\ \\mathrm{m/s^2} = ${num(a)}\\ \\mathrm{m/s^2}$（$F > f$，物体做匀加速直线运动）。`,
        ],
      };
    };
  }
  // Sliding with no motion data: only its forces (f = μmg) can be asked; any motion ask finds no start speed.
  const slides = /滑行|滑动|滑出|滑上|运动|刹车/.test(read.text);
  const forceAsked = asked === 'f' || asked === 'N';
  if (forceAsked && p.v === undefined && p.t === undefined && p.s === undefined && slides && !/静止/.test(read.text)) {
    return (g) => ({
      m: p.m,
      v0: Number.NaN,
      a: -mu * g,
      frictionPerMass: mu * g,
      normalPerMass: g,
      drivingPerMass: 0,
      lines: [`物体在水平面上滑动，竖直方向受力平衡，支持力 $N = mg$，滑动摩擦力 $f = \\mu N = \\mu mg$。`],
    });
  }
  // Left to slide with an initial speed (or a car braking with its wheels locked): friction alone slows it to a stop.
  if (p.v === undefined || !slides) return null;
  // Friction alone slows it: any other force named without a value (a wind, a pull, a traction) is unknown.
  const others = read.text.replace(/(?:空气)?阻力(?:不计|可忽略|忽略不计)|不计(?:空气)?阻力/g, ' ');
  if (/风|牵引|恒力|外力|拉力|推力|作用力|阻力|动力|吸引|排斥/.test(others)) return null;
  if (FROM_REST.test(read.text) || (p.t !== undefined && p.s !== undefined)) return null;
  const v0 = p.v;
  return (g) => ({
    m: p.m,
    v0,
    t: p.t,
    s: p.s,
    a: -mu * g,
    frictionPerMass: mu * g,
    normalPerMass: g,
    drivingPerMass: 0,
    lines: [
      `物体只受滑动摩擦力作用而减速，$f = \\mu mg$。由牛顿第二定律 $\\mu mg = ma$，加速度大小 $a = \\mu g = ${num(mu)} \\times ${num(g)}\\ \\mathrm{m/s^2} = ${num(mu * g)}\\ \\mathrm{m/s^2}$，方向与运动方向相反。`,
    ],
  });
}

/**
 * Pushed or pulled horizontally at constant velocity: F = f = μmg, one of F and μ asked from the other.
 * Null for anything else (a speed or time that would go unused).
 */
function solveUniformPush(read: MechanicsText, asked: Asked, split: ChoiceSplit | null): Solved | Refused | null {
  const weight = weightOf(read);
  if (weight) return solveUniformPushByWeight(read, weight, asked, split);
  const p = pieces(read);
  if (!p || p.m === undefined || p.v !== undefined || p.t !== undefined || p.s !== undefined || /斜面|倾角|光滑/.test(read.text))
    return null;
  if (!/水平(?:方向的?)?(?:拉力|推力|恒力|外力|力)|沿水平方向/.test(read.text) && p.F !== undefined) return null;
  if (read.g === undefined) return refuseWithoutG(split);
  const [m, g] = [p.m, read.g];
  const lines = ['物体做匀速直线运动，水平方向二力平衡，拉力（推力）等于滑动摩擦力：$F = f = \\mu mg$。'];
  let ans: Answer;
  if (p.F !== undefined && read.mu === undefined && asked === 'mu') {
    ans = { tex: '\\mu', value: p.F / (m * g) };
    lines.push(`$\\mu = \\frac{F}{mg} = \\frac{${num(p.F)}}{${num(m)} \\times ${num(g)}} = ${num(ans.value)}$`);
  } else if (p.F === undefined && read.mu !== undefined && (asked === 'F' || asked === 'f')) {
    ans = { tex: asked, value: read.mu * m * g, unit: 'N', unitTex: 'N' };
    lines.push(
      `$${asked} = \\mu mg = ${num(read.mu)} \\times ${num(m)} \\times ${num(g)}\\ \\mathrm{N} = ${num(ans.value)}\\ \\mathrm{N}$`,
    );
  } else return null;
  const [F, mu] = p.F !== undefined ? [p.F, ans.value] : [ans.value, read.mu!];
  if (Math.abs(F - mu * m * g) > 1e-9 * F) return null;
  return finishMechanics(
    lines,
    `$\\mu mg = ${num(mu * m * g)}\\ \\mathrm{N} = F$，合力为零，与匀速运动一致。`,
    ans,
    '已核对拉力与滑动摩擦力平衡',
    split,
  );
}

/** What else may hold a body at rest on a slope or move the slope under it. */
const STATIC_OTHERS = /推|拉|力\s*\$?\s*F|弹簧|绳|线|挡板|电|磁|升降|加速|减速|运动|移动|风|手|水中|水里|液|浸|浮/;

function inclineSetup(read: MechanicsText): Build | null {
  const p = pieces(read);
  const angle = read.angle;
  if (!p || !angle || p.F !== undefined) return null;
  const { sin, cos, degrees } = angle;
  const trig = `$\\sin ${degrees}^\\circ = ${num(sin)}$，$\\cos ${degrees}^\\circ = ${num(cos)}$`;
  const sliding = /下滑|滑下|滑到|滑至|向下滑|沿斜面向下/.test(read.text);
  // A length on a slope is a stretch along it, never its height (「高 5 m 的斜面」 needs h / sinθ).
  if (p.s !== undefined && !slopeLength(read)) return null;
  if (!sliding) {
    // At rest on the slope: static friction balances the pull of gravity along it.
    if (!/静止(?:在|于)/.test(read.text) || read.mu !== undefined || p.m === undefined) return null;
    // Only gravity, the slope's push and friction act, and the slope stands still: a push or pull (even in letters),
    // a spring, a rope, a field, a slope or lift that moves changes the friction.
    if (STATIC_OTHERS.test(read.text)) return null;
    if (p.v !== undefined || p.t !== undefined || p.s !== undefined) return null;
    const m = p.m;
    return (g) => ({
      m,
      v0: 0,
      a: 0,
      frictionPerMass: g * sin,
      normalPerMass: g * cos,
      drivingPerMass: g * sin,
      lines: [
        `物块静止在斜面上，受重力、支持力和静摩擦力而平衡（${trig}）。沿斜面方向 $f = mg\\sin\\theta$，垂直斜面方向 $N = mg\\cos\\theta$。`,
      ],
    });
  }
  const smooth = /光滑/.test(read.text);
  if (smooth === (read.mu !== undefined)) return null;
  const mu = read.mu ?? 0;
  // A speed from rest is the one reached; with no word of rest it is the speed it starts down with.
  // Sliding down from an unknown start (「沿斜面加速下滑」): forces and acceleration only.
  const fromRest = FROM_REST.test(read.text);
  const v0 = fromRest ? 0 : (p.v ?? Number.NaN);
  const vEnd = fromRest ? p.v : undefined;
  if ([p.t, p.s, vEnd].filter((x) => x !== undefined).length > 1) return null;
  return (g) => {
    const a = g * (sin - mu * cos);
    if (!(a > 0)) return null;
    return {
      m: p.m,
      v0,
      vEnd,
      t: p.t,
      s: p.s,
      a,
      frictionPerMass: mu * g * cos,
      normalPerMass: g * cos,
      drivingPerMass: g * sin,
      lines: [
        smooth
          ? `斜面光滑，物块沿斜面方向只受重力的分力 $mg\\sin\\theta$（${trig}）。由牛顿第二定律 $mg\\sin\\theta = ma$，得 $a = g\\sin\\theta = ${num(g)} \\times ${num(sin)}\\ \\mathrm{m/s^2} = ${num(a)}\\ \\mathrm{m/s^2}$。`
          : `物块受重力、支持力 $N = mg\\cos\\theta$ 和滑动摩擦力 $f = \\mu mg\\cos\\theta$（${trig}）。沿斜面向下由牛顿第二定律 $mg\\sin\\theta - \\mu mg\\cos\\theta = ma$，得 $a = g(\\sin\\theta - \\mu\\cos\\theta) = ${num(g)} \\times (${num(sin)} - ${num(mu)} \\times ${num(cos)})\\ \\mathrm{m/s^2} = ${num(a)}\\ \\mathrm{m/s^2}$。`,
      ],
    };
  };
}

/**
 * Sent up a slope with a speed: gravity's component and friction both act down the slope, a = −g(sinθ + μcosθ),
 * until it stops; what it does after (stays or slides back) is not read.
 */
function upSlopeSetup(read: MechanicsText): Build | null {
  const p = pieces(read);
  const angle = read.angle;
  if (!p || !angle || p.F !== undefined || p.v === undefined || FROM_REST.test(read.text) || /下滑|滑下|向下/.test(read.text)) return null;
  if (p.s !== undefined && !slopeLength(read)) return null;
  if (p.t !== undefined && p.s !== undefined) return null;
  const smooth = /光滑/.test(read.text);
  if (smooth === (read.mu !== undefined)) return null;
  const { sin, cos, degrees } = angle;
  const mu = read.mu ?? 0;
  const v0 = p.v;
  return (g) => {
    const a = -g * (sin + mu * cos);
    return {
      m: p.m,
      v0,
      t: p.t,
      s: p.s,
      a,
      frictionPerMass: mu * g * cos,
      normalPerMass: g * cos,
      drivingPerMass: -g * sin,
      lines: [
        `物块沿斜面向上滑动时，重力沿斜面的分力 $mg\\sin\\theta$ ${smooth ? '' : '和滑动摩擦力 $\\mu mg\\cos\\theta$ '}都沿斜面向下（$\\sin ${degrees}^\\circ = ${num(sin)}$，$\\cos ${degrees}^\\circ = ${num(cos)}$）。由牛顿第二定律，加速度大小 $a = g(\\sin\\theta + \\mu\\cos\\theta) = ${num(-a)}\\ \\mathrm{m/s^2}$，方向沿斜面向下，物块做匀减速运动直到速度为零。`,
      ],
    };
  };
}

/** The asked value from the set-up: forces from the set-up, motion by kinematics checked by the work–energy theorem. */
function solveSetup(setup: Setup | null, asked: Asked, split: ChoiceSplit | null): Solved | Refused | null {
  if (!setup) return null;
  const { m, a, v0 } = setup;
  const lines = [...setup.lines];
  // Check of every force answer: Newton's second law put back, per unit mass.
  if (Math.abs(a - (setup.drivingPerMass - setup.frictionPerMass)) > 1e-9 * Math.max(1, Math.abs(a))) return null;
  const forces: Partial<Record<Asked, Answer>> = { a: { tex: 'a', value: Math.abs(a), unit: 'm/s^2', unitTex: 'm/s^2' } };
  if (m !== undefined) {
    forces.f = { tex: 'f', value: m * setup.frictionPerMass, unit: 'N', unitTex: 'N' };
    forces.N = { tex: 'N', value: m * setup.normalPerMass, unit: 'N', unitTex: 'N' };
    forces.net = { tex: 'F_{合}', value: Math.abs(m * a), unit: 'N', unitTex: 'N' };
  }
  if (asked === 'f' || asked === 'N' || asked === 'net' || asked === 'a') {
    // Motion data a force question does not use: the problem was not read as a whole.
    if (setup.t !== undefined || setup.s !== undefined || setup.vEnd !== undefined || v0 > 0) return null;
    const ans = forces[asked];
    if (!ans || (a === 0 && asked !== 'f' && asked !== 'N')) return null;
    const check =
      a === 0
        ? '沿斜面和垂直斜面两个方向的合力都为零。'
        : `把加速度代回牛顿第二定律：$\\frac{F_{合}}{m} = ${num(setup.drivingPerMass)} - ${num(setup.frictionPerMass)} = ${num(a)}\\ \\mathrm{m/s^2}$，一致。`;
    return finishMechanics(lines, check, ans, '已把结果代回牛顿第二定律核对', split);
  }
  if (a === 0 || Number.isNaN(v0)) return null;
  // Motion: the stretch is fixed by a time, a distance, a speed reached, or (slowing down) by the stop.
  let t = setup.t;
  let s = setup.s;
  let v: number;
  const stopTime = a < 0 ? v0 / -a : Infinity;
  // On a level floor friction alone slows the body, and once stopped nothing moves it again: a time past the stop
  // is read as the stop (the braking trap: 6 s asked of a car that stops at 4 s).
  const staysStopped = a < 0 && setup.drivingPerMass === 0 && t !== undefined && t > stopTime + 1e-9;
  if (staysStopped) {
    lines.push(
      `物体停下所用时间 $t_0 = \\frac{v_0}{a} = ${num(stopTime)}\\ \\mathrm{s} < ${num(t!)}\\ \\mathrm{s}$，停下后不再运动，所求时间内的位移就是停下前的位移。`,
    );
    t = stopTime;
  }
  if (t !== undefined) {
    if (t > stopTime + 1e-9) return null;
    v = v0 + a * t;
    s = v0 * t + 0.5 * a * t * t;
    lines.push(
      `由 $v = v_0 + at$ 得 $v = ${num(v0)} + (${num(a)}) \\times ${num(t)}\\ \\mathrm{m/s} = ${num(v)}\\ \\mathrm{m/s}$；由 $x = v_0t + \\frac{1}{2}at^2$ 得 $x = ${num(s)}\\ \\mathrm{m}$。`,
    );
  } else if (s !== undefined) {
    const v2 = v0 * v0 + 2 * a * s;
    if (v2 <= 0) return null;
    v = Math.sqrt(v2);
    t = (v - v0) / a;
    lines.push(
      `由 $v^2 - v_0^2 = 2ax$ 得 $v = \\sqrt{${num(v0)}^2 + 2 \\times ${num(a)} \\times ${num(s)}}\\ \\mathrm{m/s} = ${num(v)}\\ \\mathrm{m/s}$，所用时间 $t = \\frac{v - v_0}{a} = ${num(t)}\\ \\mathrm{s}$。`,
    );
  } else if (setup.vEnd !== undefined) {
    v = setup.vEnd;
    t = (v - v0) / a;
    s = (v * v - v0 * v0) / (2 * a);
    if (!(t > 0)) return null;
    lines.push(
      `由 $v = v_0 + at$ 得 $t = \\frac{v - v_0}{a} = ${num(t)}\\ \\mathrm{s}$；由 $v^2 - v_0^2 = 2ax$ 得 $x = ${num(s)}\\ \\mathrm{m}$。`,
    );
  } else if (a < 0) {
    v = 0;
    t = stopTime;
    s = (v0 * v0) / (-2 * a);
    lines.push(
      `物体减速到停下：$t = \\frac{v_0}{a} = ${num(t)}\\ \\mathrm{s}$，滑行距离 $x = \\frac{v_0^2}{2a} = \\frac{${num(v0)}^2}{2 \\times ${num(-a)}}\\ \\mathrm{m} = ${num(s)}\\ \\mathrm{m}$。`,
    );
  } else return null;
  // Check: the work–energy theorem per unit mass, a·x = ½(v² − v0²), and x against the mean speed.
  if (Math.abs(a * s - 0.5 * (v * v - v0 * v0)) > 1e-6 * Math.max(1, v * v, v0 * v0)) return null;
  if (Math.abs(s - ((v0 + v) / 2) * t) > 1e-6 * Math.max(1, Math.abs(s))) return null;
  const check =
    '由动能定理，合力做功 $ma \\cdot x$ 等于动能的变化 $\\frac{1}{2}m(v^2 - v_0^2)$；位移也等于平均速度乘时间 $\\frac{v_0 + v}{2}t$，两种算法一致。';
  let ans: Answer | undefined;
  if (asked === 't' && setup.t === undefined) ans = { tex: 't', value: t, unit: 's', unitTex: 's' };
  else if (asked === 's' && setup.s === undefined) ans = { tex: 'x', value: s, unit: 'm', unitTex: 'm' };
  else if (asked === 'v' && setup.vEnd === undefined && v > 0) ans = { tex: 'v', value: v, unit: 'm/s', unitTex: 'm/s' };
  else if (asked === 'Ek' && m !== undefined && v > 0) ans = { tex: 'E_k', value: 0.5 * m * v * v, unit: 'J', unitTex: 'J' };
  else if ((asked === 'Wf+' || asked === 'Wf-') && m !== undefined) {
    const w = m * setup.frictionPerMass * s;
    lines.push(
      `滑动摩擦力做功 $W_f = -fx = -${num(m * setup.frictionPerMass)} \\times ${num(s)}\\ \\mathrm{J} = -${num(w)}\\ \\mathrm{J}$。`,
    );
    ans = { tex: asked === 'Wf+' ? 'W_{克}' : 'W_f', value: asked === 'Wf+' ? w : -w, unit: 'J', unitTex: 'J' };
  } else if (asked === 'WF' && setup.F !== undefined) ans = { tex: 'W_F', value: setup.F * s, unit: 'J', unitTex: 'J' };
  if (!ans) return null;
  return finishMechanics(lines, check, ans, '已用动能定理和平均速度两种方法核对', split);
}

/** 「重为 100 N 的木箱」: the weight G = mg given in newtons, the one force of the stem. */
function weightOf(read: MechanicsText) {
  const forces = ofUnits(read.quantities, 'N', 'kN');
  if (forces.length !== 1) return undefined;
  const before = read.text.slice(Math.max(0, forces[0].index - 6), forces[0].index);
  return /重(?:力)?(?:为|是|等于)?\s*\$?\s*$/.test(before) ? forces[0] : undefined;
}

/** Pushed at constant velocity, its weight given: F = f = μG (no g needed). */
function solveUniformPushByWeight(
  read: MechanicsText,
  weight: MechanicsText['quantities'][number],
  asked: Asked,
  split: ChoiceSplit | null,
): Solved | Refused | null {
  if (read.quantities.length !== 1 || read.mu === undefined || (asked !== 'F' && asked !== 'f') || read.g !== undefined) return null;
  if (/斜面|倾角|光滑/.test(read.text) || !/水平(?:方向的?)?(?:拉力|推力|恒力|外力|力)|沿水平方向/.test(read.text)) return null;
  const G = si(weight);
  const f = read.mu * G;
  const ans: Answer = { tex: asked, value: f, unit: 'N', unitTex: 'N' };
  return finishMechanics(
    [
      '物体在水平面上做匀速直线运动，竖直方向支持力 $N = G$，水平方向拉力（推力）与滑动摩擦力二力平衡。',
      '',
      `$${asked} = f = \\mu N = \\mu G = ${num(read.mu)} \\times ${num(G)}\\ \\mathrm{N} = ${num(f)}\\ \\mathrm{N}$`,
    ],
    `$\\frac{f}{N} = \\frac{${num(f)}}{${num(G)}} = ${num(read.mu)} = \\mu$，合力为零，与匀速运动一致。`,
    ans,
    '已核对拉力与滑动摩擦力平衡',
    split,
  );
}

/** A horizontal pull that gives a stated acceleration on a rough level floor: F − μmg = ma, so F = ma + μmg. */
function solvePullFromAcceleration(read: MechanicsText, split: ChoiceSplit | null): Solved | Refused | null {
  const accel = ofUnits(read.quantities, 'm/s^2');
  const masses = ofUnits(read.quantities, 'kg', 'g', 't');
  if (accel.length !== 1 || masses.length !== 1 || read.quantities.length !== 2 || read.mu === undefined) return null;
  if (
    /光滑|静止|减速|摩擦力(?:的大小)?(?:为|是)/.test(read.text) ||
    !/水平(?:方向的?)?(?:拉力|推力|恒力|外力|力)|沿水平方向/.test(read.text)
  )
    return null;
  // 「加速度大小为 2 m/s²」 alone does not say the body speeds up (a forward pull weaker than friction slows it:
  // F = μmg − ma), and a pull against the motion gives F = ma − μmg: only a stated speeding-up, directions unread.
  if (!/匀加速|加速(?:运动|前进|滑动|直线)|由静止|从静止/.test(read.text.replace(/加速度/g, ' '))) return null;
  if (/[左右东西南北]|相反|反向|减速/.test(read.text)) return null;
  if (read.g === undefined) return refuseWithoutG(split);
  const [m, a, g, mu] = [si(masses[0]), si(accel[0]), read.g, read.mu];
  const f = mu * m * g;
  const F = m * a + f;
  return finishMechanics(
    [
      `竖直方向受力平衡，$N = mg$，滑动摩擦力 $f = \\mu mg = ${num(mu)} \\times ${num(m)} \\times ${num(g)}\\ \\mathrm{N} = ${num(f)}\\ \\mathrm{N}$。`,
      '',
      `水平方向由牛顿第二定律 $F - f = ma$，得 $F = ma + f = ${num(m)} \\times ${num(a)} + ${num(f)}\\ \\mathrm{N} = ${num(F)}\\ \\mathrm{N}$。`,
    ],
    `$\\frac{F - f}{m} = \\frac{${num(F)} - ${num(f)}}{${num(m)}}\\ \\mathrm{m/s^2} = ${num((F - f) / m)}\\ \\mathrm{m/s^2} = a$。`,
    { tex: 'F', value: F, unit: 'N', unitTex: 'N' },
    '已把拉力代回牛顿第二定律核对',
    split,
  );
}

/** Sliding down a slope at constant velocity: mg sinθ = μmg cosθ, so μ = tanθ; no other number may be given. */
function solveUniformSlideDown(read: MechanicsText, split: ChoiceSplit | null): Solved | Refused | null {
  const angle = read.angle;
  if (!angle || read.quantities.length > 0 || read.mu !== undefined || read.g !== undefined) return null;
  if (!/匀速(?:地)?(?:下滑|滑下|沿斜面下滑|向下滑动|沿斜面向下)/.test(read.text) || /拉|推|力F|外力|上滑|向上/.test(read.text)) return null;
  const { sin, cos, degrees } = angle;
  const mu = sin / cos;
  const lines = [
    `物体沿斜面匀速下滑，合力为零（$\\sin ${degrees}^\\circ = ${num(sin)}$，$\\cos ${degrees}^\\circ = ${num(cos)}$）。`,
    '',
    '沿斜面方向 $mg\\sin\\theta = f$，垂直斜面方向 $N = mg\\cos\\theta$，又 $f = \\mu N$，',
    '',
    `所以 $\\mu = \\frac{\\sin\\theta}{\\cos\\theta} = \\tan\\theta = \\frac{${num(sin)}}{${num(cos)}} = ${num(mu)}$`,
  ];
  // A coefficient is compared exactly: a one-digit option 「0.8」 is not 0.75 (the halfway rule of finishMechanics).
  if (split) {
    const value: WorkedValue = { name: '动摩擦因数 $\\mu$', words: /动摩擦因数/, value: mu };
    return answerForAsked(split, [value], '物体匀速下滑，沿斜面方向受力平衡，$\\mu = \\tan\\theta$。', [lines.join('\n')]);
  }
  return finishMechanics(
    lines,
    `$\\mu mg\\cos\\theta = ${num(mu)} \\times ${num(cos)}\\,mg = ${num(mu * cos)}\\,mg = mg\\sin\\theta$，沿斜面合力为零。`,
    { tex: '\\mu', value: mu },
    '已把动摩擦因数代回沿斜面方向的平衡核对',
    split,
  );
}

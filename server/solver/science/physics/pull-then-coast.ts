import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { num } from './mechanics-answer';
import { normalizeMechanics, ofUnits, readMechanics, si } from './mechanics-reading';
import { chooseStatements, type Fact, type WorkedSituation } from './statement-judge';

type Env = Record<string, number>;

/** Both stretches of the motion, worked from the givens (SI numbers, or values at one set of the letters). */
interface Stretches {
  F: number;
  f: number;
  m: number;
  g: number | null;
  v: number;
  t1: number;
  s1: number;
  t2: number;
  s2: number;
}

const SETUP = /水平(?:面|地面|桌面|恒力|拉力|推力|力|外力)/;
const REMOVED = /撤去|撤掉|撤除|撤走/;
const OUTSIDE = /斜面|倾角|斜向|夹角|成.{0,6}角|θ|α|°|光滑|竖直|弹簧|传送带|反向|相向|碰撞|电场|磁场/;
const FORCE_NAME = '(?:(?:水平)?(?:拉力|推力|恒力|外力)F?|F)';
/** 「撤去拉力时物体的速度」: the body may be named between the moment and the quantity. */
const BODY = '(?:物体|物块|滑块|木块|木箱|小车)?(?:的)?';

// biome-ignore format: a lookup table reads best packed, one fact a line
function facts(work: (env: Env) => Stretches | null): Fact[] {
  const of = (pick: (s: Stretches) => number | null) => (env: Env) => {
    const s = work(env);
    return s ? pick(s) : null;
  };
  return [
    { name: new RegExp(`${FORCE_NAME}(?:所)?做(?:的)?功`), value: of((s) => s.F * s.s1), unit: 'J', label: '拉力 F 做的功' },
    { name: new RegExp(`${FORCE_NAME}的?冲量`), value: of((s) => s.F * s.t1), unit: 'N*s', label: '拉力 F 的冲量' },
    { name: /克服摩擦力(?:所)?做(?:的)?功/, value: of((s) => s.f * (s.s1 + s.s2)), unit: 'J', label: '克服摩擦力做的功' },
    { name: /^(?!.*克服).*?(?:滑动)?摩擦力(?:所)?做(?:的)?功/, value: of((s) => -s.f * (s.s1 + s.s2)), unit: 'J', label: '摩擦力做的功' },
    { name: /动摩擦因数|摩擦因数/, value: of((s) => (s.g ? s.f / (s.m * s.g) : null)), unit: '', label: '动摩擦因数 μ' },
    { name: /(?:滑动)?摩擦力|阻力/, value: of((s) => s.f), unit: 'N', label: '滑动摩擦力 f' },
    { name: new RegExp(`^\\s*${FORCE_NAME}\\s*(?=的|$)`), value: of((s) => s.F), unit: 'N', label: '拉力 F' },
    { name: new RegExp(`最大速度|撤去${FORCE_NAME}?(?:时|瞬间)${BODY}速度`), value: of((s) => s.v), unit: 'm/s', label: '撤去拉力时的速度（最大速度）' },
    { name: new RegExp(`撤去${FORCE_NAME}?前${BODY}(?:位移|路程|距离)|加速(?:阶段|过程)?(?:的)?(?:位移|路程|距离)`), value: of((s) => s.s1), unit: 'm', label: '撤去拉力前的位移' },
    { name: new RegExp(`撤去${FORCE_NAME}?后${BODY}(?:还能|还可以|又|再)?(?:滑行|前进|运动)(?:的)?(?:位移|路程|距离)?|撤去${FORCE_NAME}?后${BODY}(?:位移|路程|距离)|减速(?:阶段|过程)?(?:的)?(?:位移|路程|距离)`), value: of((s) => s.s2), unit: 'm', label: '撤去拉力后滑行的距离' },
    { name: new RegExp(`撤去${FORCE_NAME}?前${BODY}加速度|加速(?:阶段|过程)?(?:的)?加速度`), value: of((s) => s.v / s.t1), unit: 'm/s^2', label: '撤去拉力前的加速度' },
    { name: new RegExp(`撤去${FORCE_NAME}?后${BODY}加速度|减速(?:阶段|过程)?(?:的)?加速度`), value: of((s) => s.v / s.t2), unit: 'm/s^2', label: '撤去拉力后的加速度大小' },
    { name: new RegExp(`撤去${FORCE_NAME}?前${BODY}(?:运动)?(?:的)?时间|加速(?:阶段|过程)?(?:的)?时间`), value: of((s) => s.t1), unit: 's', label: '撤去拉力前的时间' },
    { name: new RegExp(`撤去${FORCE_NAME}?后${BODY}(?:滑行|运动)?(?:的)?时间|减速(?:阶段|过程)?(?:的)?时间|滑行(?:的)?时间`), value: of((s) => s.t2), unit: 's', label: '撤去拉力后滑行的时间' },
    { name: /总时间/, value: of((s) => s.t1 + s.t2), unit: 's', label: '运动的总时间' },
    { name: /总(?:位移|路程)/, value: of((s) => s.s1 + s.s2), unit: 'm', label: '运动的总位移' },
  ];
}

/** The first stretch from rest (two of t₁, s₁, v) and the second to the stop (two of t₂, s₂, v), with m and F, f. */
function fromSpeed(
  m: number,
  g: number | null,
  v: number,
  t1: number | null,
  s1: number | null,
  t2: number | null,
  s2: number | null,
): Stretches | null {
  const T1 = t1 ?? (s1 !== null ? (2 * s1) / v : null);
  const T2 = t2 ?? (s2 !== null ? (2 * s2) / v : null);
  if (T1 === null || T2 === null || !(v > 0 && T1 > 0 && T2 > 0)) return null;
  const a1 = v / T1;
  const a2 = v / T2;
  return { F: m * (a1 + a2), f: m * a2, m, g, v, t1: T1, s1: (v * T1) / 2, t2: T2, s2: (v * T2) / 2 };
}

/** With F known: the impulse (times) or the work (lengths) of F against the friction over both stretches. */
function fromForce(m: number, g: number | null, F: number, f: number, t1: number | null, s1: number | null): Stretches | null {
  const a1 = (F - f) / m;
  const a2 = f / m;
  if (!(a1 > 0 && a2 > 0)) return null;
  const v = t1 !== null ? a1 * t1 : s1 !== null ? Math.sqrt(2 * a1 * s1) : null;
  if (v === null) return null;
  return { F, f, m, g, v, t1: v / a1, s1: v ** 2 / (2 * a1), t2: v / a2, s2: v ** 2 / (2 * a2) };
}

const LETTER = '([a-z])(0?)(?![A-Za-z0-9])';
const key = (letter: string, zero: string) => (zero ? `${letter}_0` : letter);

/** The set-up in letters: 「质量为 m … 恒力 F … 经时间 t 撤去 F … 又经 2t 停止」, 「路程等于 s₀ 时速度为 v₀ … 继续滑行 2s₀ 后停止」. */
export function readLetters(c: string): WorkedSituation | null {
  const one = (re: RegExp) => {
    const all = [...c.matchAll(new RegExp(re.source, 'g'))];
    return all.length === 1 ? all[0] : all.length ? undefined : null;
  };
  const mass = one(new RegExp(`质量为${LETTER}`));
  const g = one(/重力加速度(?:大小)?为g(?![A-Za-z0-9])/);
  const t1 = one(new RegExp(`经(?:过)?(?:时间)?(\\d*)${LETTER}(?:后|时)?(?:${REMOVED.source})`));
  const s1 = one(new RegExp(`(?:路程|位移|距离)(?:等于|为|是)(\\d*)${LETTER}时`));
  const v = one(new RegExp(`(?<!加)速度(?:的)?(?:大小)?(?:为|等于|是)(\\d*)${LETTER}`));
  const t2 = one(new RegExp(`(?:又|再)经(?:过)?(?:时间)?(\\d*)${LETTER}(?:后)?(?:停止|停下|静止)`));
  const s2 = one(new RegExp(`(?:继续|又|再)滑行(?:了)?(\\d*)${LETTER}(?:的)?(?:路程|距离|位移)?(?:后)?(?:停止|停下|静止)`));
  const force = one(/(?:恒力|拉力|推力|外力)F(?![A-Za-z0-9])/);
  if ([mass, g, t1, s1, v, t2, s2, force].some((x) => x === undefined) || !mass || !force) return null;
  const m = key(mass[1], mass[2]);
  const part = (x: RegExpMatchArray | null) => (x ? { k: Number(x[1] || 1), name: key(x[2], x[3]) } : null);
  const [T1, S1, V, T2, S2] = [t1, s1, v, t2, s2].map((x) => part(x ?? null));
  const at = (p: { k: number; name: string } | null, env: Env) => (p ? p.k * env[p.name] : null);
  const gOf = (env: Env) => (g ? env.g : null);
  let work: (env: Env) => Stretches | null;
  let given: string[];
  if (V && (T1 || S1) && (T2 || S2) && !(T1 && S1) && !(T2 && S2)) {
    work = (env) => fromSpeed(env[m], gOf(env), at(V, env)!, at(T1, env), at(S1, env), at(T2, env), at(S2, env));
    given = [m, V.name, (T1 ?? S1)!.name, (T2 ?? S2)!.name];
  } else if (!V && T1 && T2 && !S1 && !S2) {
    // The impulse of F over t₁ is the friction's over t₁ + t₂: both start and end at rest.
    work = (env) => fromForce(env[m], gOf(env), env.F, (env.F * at(T1, env)!) / (at(T1, env)! + at(T2, env)!), at(T1, env), null);
    given = [m, 'F', T1.name, T2.name];
  } else if (!V && S1 && S2 && !T1 && !T2) {
    // The work of F over s₁ is the friction's over s₁ + s₂.
    work = (env) => fromForce(env[m], gOf(env), env.F, (env.F * at(S1, env)!) / (at(S1, env)! + at(S2, env)!), null, at(S1, env));
    given = [m, 'F', S1.name, S2.name];
  } else return null;
  const letters = [...new Set([...given, ...(g ? ['g'] : [])])];
  // Every letter of the stem is one the reading took.
  const written = new Set([...c.replace(/\\[A-Za-z]+/g, '').matchAll(/([A-Za-z])(0?)(?![A-Za-z0-9])/g)].map((x) => key(x[1], x[2])));
  // F names the force even where it is not a given (it follows from the motion then).
  for (const l of written) if (!letters.includes(l) && l !== 'F') return null;
  return {
    facts: facts(work),
    letters,
    kind: '先在拉力作用下加速、撤去拉力后滑行到停止的物体',
    working: [
      '撤去拉力前物体从静止匀加速，撤去后只受滑动摩擦力匀减速到停止，两段的分界处速度最大。',
      '加速段：$F - f = ma_1$，减速段：$f = ma_2$；两段都满足 $x = \\frac{v}{2}t$，$v^2 = 2ax$。',
      '全过程由动量定理 $Ft_1 = f(t_1 + t_2)$，由动能定理 $Fx_1 = f(x_1 + x_2)$。',
      '用题目给出的字母表示各个量，再逐项和选项比较（把字母取几组数值逐一核对）。',
    ],
  };
}

/** The set-up in numbers: m, a horizontal F, μ and g, and how long (or how far) F acts. */
function readNumbers(raw: string, c: string): WorkedSituation | null {
  const read = readMechanics(raw);
  if (!read || read.mu === undefined || read.g === undefined || read.angle) return null;
  const cut = read.text.search(REMOVED);
  const masses = ofUnits(read.quantities, 'kg', 'g');
  const forces = ofUnits(read.quantities, 'N', 'kN');
  const times = ofUnits(read.quantities, 's', 'min');
  const lengths = ofUnits(read.quantities, 'm', 'km', 'cm');
  if (masses.length !== 1 || forces.length !== 1 || times.length + lengths.length !== 1) return null;
  if (read.quantities.length !== 3 || (times[0] ?? lengths[0]).index > cut) return null;
  if (!/由静止|从静止|静止开始/.test(c)) return null;
  const [m, F, g, mu] = [si(masses[0]), si(forces[0]), read.g, read.mu];
  const t1 = times.length ? si(times[0]) : null;
  const s1 = lengths.length ? si(lengths[0]) : null;
  const worked = fromForce(m, g, F, mu * m * g, t1, s1);
  if (!worked) return null;
  const a1 = worked.v / worked.t1;
  const a2 = worked.v / worked.t2;
  return {
    facts: facts(() => worked),
    letters: null,
    kind: '先在拉力作用下加速、撤去拉力后滑行到停止的物体',
    working: [
      `滑动摩擦力 $f = \\mu mg = ${num(mu)} \\times ${num(m)} \\times ${num(g)} = ${num(worked.f)}\\ \\mathrm{N}$。`,
      `撤去前：$a_1 = \\frac{F - f}{m} = \\frac{${num(F)} - ${num(worked.f)}}{${num(m)}} = ${num(a1)}\\ \\mathrm{m/s^2}$，` +
        `经 $t_1 = ${num(worked.t1)}\\ \\mathrm{s}$、位移 $x_1 = ${num(worked.s1)}\\ \\mathrm{m}$，速度达到 $v = ${num(worked.v)}\\ \\mathrm{m/s}$。`,
      `撤去后：$a_2 = \\mu g = ${num(a2)}\\ \\mathrm{m/s^2}$，再经 $t_2 = \\frac{v}{a_2} = ${num(worked.t2)}\\ \\mathrm{s}$、` +
        `滑行 $x_2 = \\frac{v^2}{2a_2} = ${num(worked.s2)}\\ \\mathrm{m}$ 停止。`,
      `检验（动能定理）：$Fx_1 = ${num(F * worked.s1)}\\ \\mathrm{J}$，$f(x_1 + x_2) = ${num(worked.f * (worked.s1 + worked.s2))}\\ \\mathrm{J}$，相等。`,
    ],
  };
}

/**
 * A body pulled from rest along a level floor by a horizontal force, which is then removed so that the body slides to
 * a stop against the friction: F − f = ma₁, then f = ma₂, the speed greatest where F is removed; given in numbers
 * (m, F, μ, g and how long or how far F acts) or in letters (the speed at the change with a time or a length of each
 * stretch; or F with the times or lengths of both). Each option's statement about a quantity of the motion is judged.
 */
export function solvePullThenCoast(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const c = normalizeMechanics(split.stem).replace(/\s+/g, '');
  if (!SETUP.test(c) || !REMOVED.test(c) || OUTSIDE.test(c) || !/停止|停下|滑行|静止/.test(c)) return null;
  const situation = readLetters(c) ?? readNumbers(split.stem, c);
  return situation ? chooseStatements(raw, split, situation) : null;
}

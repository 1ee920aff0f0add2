import type { Situation } from './context';
import type { VarKey } from './variables';

/**
 * One standard formula. `solve[x]` gives x from the others: a mathjs expression (evaluated on SI
 * units, so a dimension error throws) and a LaTeX template where `#var` is a variable and ` * `
 * a product (written as juxtaposition symbolically and as × with numbers).
 */
export interface Formula {
  id: string;
  name: string;
  law: string;
  /** Both sides, as mathjs expressions, for the check after solving. */
  check: [string, string];
  solve: Partial<Record<VarKey, [expr: string, tex: string]>>;
  when?: (s: Situation) => boolean;
}

const straight = (s: Situation) => !s.accelerated;
const kinematic = (s: Situation) => s.accelerated && !s.freeFall;
const falling = (s: Situation) => s.freeFall;

// biome-ignore format: a lookup table reads best packed, several entries a line
export const FORMULAS: Formula[] = [
  {
    id: 'speed', name: '速度公式', law: 'v = \\frac{s}{t}', check: ['v', 's / t'], when: straight,
    solve: { v: ['s / t', '\\frac{#s}{#t}'], s: ['v * t', '#v * #t'], t: ['s / v', '\\frac{#s}{#v}'] },
  },
  {
    id: 'kin-v', name: '匀变速直线运动速度公式', law: 'v = v_0 + at', check: ['v', 'v0 + a * t'], when: kinematic,
    solve: {
      v: ['v0 + a * t', '#v0 + #a * #t'], v0: ['v - a * t', '#v - #a * #t'],
      a: ['(v - v0) / t', '\\frac{#v - #v0}{#t}'], t: ['(v - v0) / a', '\\frac{#v - #v0}{#a}'],
    },
  },
  {
    id: 'kin-s', name: '匀变速直线运动位移公式', law: 's = v_0 t + \\frac{1}{2} a t^2',
    check: ['s', 'v0 * t + a * t^2 / 2'], when: kinematic,
    solve: {
      s: ['v0 * t + a * t^2 / 2', '#v0 * #t + \\frac{1}{2} * #a * #t^2'],
      a: ['2 * (s - v0 * t) / t^2', '\\frac{2(#s - #v0 * #t)}{#t^2}'],
      v0: ['(s - a * t^2 / 2) / t', '\\frac{#s - \\frac{1}{2} * #a * #t^2}{#t}'],
      t: ['(sqrt(v0^2 + 2 * a * s) - v0) / a', '\\frac{\\sqrt{#v0^2 + 2 * #a * #s} - #v0}{#a}'],
    },
  },
  {
    id: 'kin-vs', name: '匀变速直线运动速度—位移关系', law: 'v^2 - v_0^2 = 2as',
    check: ['v^2 - v0^2', '2 * a * s'], when: kinematic,
    solve: {
      v: ['sqrt(v0^2 + 2 * a * s)', '\\sqrt{#v0^2 + 2 * #a * #s}'],
      v0: ['sqrt(v^2 - 2 * a * s)', '\\sqrt{#v^2 - 2 * #a * #s}'],
      s: ['(v^2 - v0^2) / (2 * a)', '\\frac{#v^2 - #v0^2}{2 * #a}'],
      a: ['(v^2 - v0^2) / (2 * s)', '\\frac{#v^2 - #v0^2}{2 * #s}'],
    },
  },
  {
    id: 'kin-avg', name: '匀变速直线运动平均速度公式', law: 's = \\frac{v_0 + v}{2} t',
    check: ['s', '(v0 + v) / 2 * t'], when: kinematic,
    solve: {
      s: ['(v0 + v) / 2 * t', '\\frac{#v0 + #v}{2} * #t'], t: ['2 * s / (v0 + v)', '\\frac{2 * #s}{#v0 + #v}'],
    },
  },
  {
    id: 'fall-h', name: '自由落体位移公式', law: 'h = \\frac{1}{2} g t^2', check: ['h', 'g * t^2 / 2'], when: falling,
    solve: { h: ['g * t^2 / 2', '\\frac{1}{2} * #g * #t^2'], t: ['sqrt(2 * h / g)', '\\sqrt{\\frac{2 * #h}{#g}}'] },
  },
  {
    id: 'fall-v', name: '自由落体速度公式', law: 'v = gt', check: ['v', 'g * t'], when: falling,
    solve: { v: ['g * t', '#g * #t'], t: ['v / g', '\\frac{#v}{#g}'] },
  },
  {
    id: 'fall-vh', name: '自由落体速度—位移关系', law: 'v^2 = 2gh', check: ['v^2', '2 * g * h'], when: falling,
    solve: { v: ['sqrt(2 * g * h)', '\\sqrt{2 * #g * #h}'], h: ['v^2 / (2 * g)', '\\frac{#v^2}{2 * #g}'] },
  },
  {
    id: 'newton', name: '牛顿第二定律', law: 'F = ma', check: ['F', 'm * a'], when: (s) => !s.friction || s.smooth,
    solve: { F: ['m * a', '#m * #a'], a: ['F / m', '\\frac{#F}{#m}'], m: ['F / a', '\\frac{#F}{#a}'] },
  },
  {
    id: 'newton-f', name: '牛顿第二定律（合力 F − f）', law: 'F - f = ma', check: ['F - f', 'm * a'],
    when: (s) => s.friction && !s.uniform,
    solve: {
      a: ['(F - f) / m', '\\frac{#F - #f}{#m}'], F: ['m * a + f', '#m * #a + #f'],
      f: ['F - m * a', '#F - #m * #a'], m: ['(F - f) / a', '\\frac{#F - #f}{#a}'],
    },
  },
  {
    id: 'balance', name: '二力平衡（匀速直线运动）', law: 'F = f', check: ['F', 'f'], when: (s) => s.uniform,
    solve: { F: ['f', '#f'], f: ['F', '#F'] },
  },
  {
    id: 'weight', name: '重力公式', law: 'G = mg', check: ['G', 'm * g'],
    solve: { G: ['m * g', '#m * #g'], m: ['G / g', '\\frac{#G}{#g}'] },
  },
  {
    id: 'work', name: '功的公式', law: 'W = Fs', check: ['W', 'F * s'],
    solve: { W: ['F * s', '#F * #s'], F: ['W / s', '\\frac{#W}{#s}'], s: ['W / F', '\\frac{#W}{#F}'] },
  },
  {
    id: 'work-lift', name: '克服重力做功', law: 'W = Gh', check: ['W', 'G * h'],
    solve: { W: ['G * h', '#G * #h'], G: ['W / h', '\\frac{#W}{#h}'], h: ['W / G', '\\frac{#W}{#G}'] },
  },
  {
    id: 'power', name: '功率公式', law: 'P = \\frac{W}{t}', check: ['P', 'W / t'],
    solve: { P: ['W / t', '\\frac{#W}{#t}'], W: ['P * t', '#P * #t'], t: ['W / P', '\\frac{#W}{#P}'] },
  },
  {
    id: 'power-fv', name: '功率与速度的关系', law: 'P = Fv', check: ['P', 'F * v'], when: straight,
    solve: { P: ['F * v', '#F * #v'], F: ['P / v', '\\frac{#P}{#v}'], v: ['P / F', '\\frac{#P}{#F}'] },
  },
  {
    id: 'kinetic', name: '动能公式', law: 'E_k = \\frac{1}{2} m v^2', check: ['Ek', 'm * v^2 / 2'],
    solve: {
      Ek: ['m * v^2 / 2', '\\frac{1}{2} * #m * #v^2'], m: ['2 * Ek / v^2', '\\frac{2 * #Ek}{#v^2}'],
      v: ['sqrt(2 * Ek / m)', '\\sqrt{\\frac{2 * #Ek}{#m}}'],
    },
  },
  {
    id: 'potential', name: '重力势能公式', law: 'E_p = mgh', check: ['Ep', 'm * g * h'],
    solve: {
      Ep: ['m * g * h', '#m * #g * #h'], m: ['Ep / (g * h)', '\\frac{#Ep}{#g * #h}'], h: ['Ep / (m * g)', '\\frac{#Ep}{#m * #g}'],
    },
  },
  {
    id: 'density', name: '密度公式', law: '\\rho = \\frac{m}{V}', check: ['rho', 'm / V'],
    solve: { rho: ['m / V', '\\frac{#m}{#V}'], m: ['rho * V', '#rho * #V'], V: ['m / rho', '\\frac{#m}{#rho}'] },
  },
  {
    id: 'pressure', name: '压强公式', law: 'p = \\frac{F}{S}', check: ['p', 'Fn / S'],
    solve: { p: ['Fn / S', '\\frac{#Fn}{#S}'], Fn: ['p * S', '#p * #S'], S: ['Fn / p', '\\frac{#Fn}{#p}'] },
  },
  {
    id: 'press-weight', name: '水平面上物体对支持面的压力等于重力', law: 'F = G', check: ['Fn', 'G'],
    when: (s) => s.horizontalSupport,
    solve: { Fn: ['G', '#G'] },
  },
  {
    id: 'ohm', name: '欧姆定律', law: 'I = \\frac{U}{R}', check: ['I', 'U / R'],
    solve: { I: ['U / R', '\\frac{#U}{#R}'], U: ['I * R', '#I * #R'], R: ['U / I', '\\frac{#U}{#I}'] },
  },
  {
    id: 'e-power', name: '电功率公式', law: 'P = UI', check: ['P', 'U * I'],
    solve: { P: ['U * I', '#U * #I'], U: ['P / I', '\\frac{#P}{#I}'], I: ['P / U', '\\frac{#P}{#U}'] },
  },
  {
    id: 'e-power-r', name: '电功率公式（纯电阻）', law: 'P = I^2 R', check: ['P', 'I^2 * R'],
    solve: { P: ['I^2 * R', '#I^2 * #R'], I: ['sqrt(P / R)', '\\sqrt{\\frac{#P}{#R}}'], R: ['P / I^2', '\\frac{#P}{#I^2}'] },
  },
  {
    id: 'e-power-u', name: '电功率公式（纯电阻）', law: 'P = \\frac{U^2}{R}', check: ['P', 'U^2 / R'],
    solve: { P: ['U^2 / R', '\\frac{#U^2}{#R}'], U: ['sqrt(P * R)', '\\sqrt{#P * #R}'], R: ['U^2 / P', '\\frac{#U^2}{#P}'] },
  },
  {
    id: 'e-work', name: '电功公式', law: 'W = UIt', check: ['W', 'U * I * t'],
    solve: { W: ['U * I * t', '#U * #I * #t'], t: ['W / (U * I)', '\\frac{#W}{#U * #I}'] },
  },
  {
    id: 'joule', name: '焦耳定律', law: 'Q = I^2 R t', check: ['Q', 'I^2 * R * t'], when: (s) => s.electric,
    solve: { Q: ['I^2 * R * t', '#I^2 * #R * #t'] },
  },
  {
    id: 'heat', name: '热量公式', law: 'Q = cm\\Delta t', check: ['Q', 'c * m * dT'],
    solve: {
      Q: ['c * m * dT', '#c * #m * #dT'], c: ['Q / (m * dT)', '\\frac{#Q}{#m * #dT}'],
      m: ['Q / (c * dT)', '\\frac{#Q}{#c * #dT}'], dT: ['Q / (c * m)', '\\frac{#Q}{#c * #m}'],
    },
  },
];

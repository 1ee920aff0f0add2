/**
 * Look-alikes of this round's kinds, one detail away from each: a body's value from the Earth's (swapped fractions,
 * a value of another quantity, a height, a second cosmic speed), a displacement law (decelerating, cubic, a constant
 * term, an unused number, a blank in another unit), a wave from the crest (downward start, 第二次, no 第一次), a
 * capacitor (left on the source, area changed, three clauses), a heater (half-wave, other powers). Each worked by hand;
 * null must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const g = (x: string) => `$${x} \\mathrm{~g}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const P1 = '某行星的质量和半径分别约为地球的';

// biome-ignore format: one problem a line
export const ROUND27_HUNT: Lookalike[] = [
  // swapped: M 1/2, R 1/10 → g' = 0.5 / 0.01 = 50 g
  [c(`${P1} $\\frac{1}{2}$ 和 $\\frac{1}{10}$，地球表面的重力加速度为 $g$，则该行星表面的重力加速度为`, g('0.4'), g('5'), g('20'), g('50')), 'D', 'solves'],
  // g given, first cosmic speed asked: the Earth's speed is not told
  [c(`${P1} $\\frac{1}{10}$ 和 $\\frac{1}{2}$，地球表面的重力加速度为 $g$，则该行星的第一宇宙速度为`, '$3.5 \\mathrm{~km} / \\mathrm{s}$', '$7.9 \\mathrm{~km} / \\mathrm{s}$', '$11.2 \\mathrm{~km} / \\mathrm{s}$', '$16.7 \\mathrm{~km} / \\mathrm{s}$'), null, 'refuses'],
  // 9.8 × 2 / 2² = 4.9 m/s²
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，地球表面的重力加速度为 9.8 m/s²，则该行星表面的重力加速度为____m/s²。', 4.9, 'solves'],
  // 7.9 km/s given, g asked: refuse
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，地球的第一宇宙速度为 7.9 km/s，则该行星表面的重力加速度为____m/s²。', null, 'refuses'],
  // the second cosmic speed asked
  ['某行星的质量是地球的 8 倍，半径是地球的 2 倍，地球的第一宇宙速度为 7.9 km/s，则该行星的第二宇宙速度为____km/s。', null, 'refuses'],
  // a height above the surface
  [c(`${P1} $\\frac{1}{10}$ 和 $\\frac{1}{2}$，地球表面的重力加速度为 $g$，则距该行星表面高度为其半径处的重力加速度为`, g('0.1'), g('0.2'), g('0.4'), g('0.8')), null, 'refuses'],
  // only the mass told
  ['某行星的质量是地球的 8 倍，地球的第一宇宙速度为 7.9 km/s，则该行星的第一宇宙速度为____km/s。', null, 'refuses'],
  // a multiple asked beside the Earth's value: 7.9 unused
  ['某行星的质量是地球的 8 倍，半径是地球的 2 倍，地球的第一宇宙速度为 7.9 km/s，则该行星的第一宇宙速度是地球的____倍。', null, 'refuses'],
  // T ∝ √(R³/M) = √(0.125 / 0.1) ≈ 1.118
  ['火星的质量和半径分别约为地球的 1/10 和 1/2，则火星的近地卫星周期约为地球近地卫星周期的多少倍？', 1.118, 'mayRefuse'],
  // 7.9 × √0.2 ≈ 3.53 km/s, options in m/s
  [c('已知地球的第一宇宙速度为 7.9 km/s，火星的质量和半径分别约为地球的 1/10 和 1/2，则火星的第一宇宙速度约为', '$3.5 \\times 10^{3} \\mathrm{~m} / \\mathrm{s}$', '$7.9 \\times 10^{3} \\mathrm{~m} / \\mathrm{s}$', '$1.6 \\times 10^{4} \\mathrm{~m} / \\mathrm{s}$', '$1.1 \\times 10^{4} \\mathrm{~m} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // options 3.5 and 3.6 both near 3.53: undecided without 约 rounding rule
  [c('已知地球的第一宇宙速度为 7.9 km/s，火星的质量和半径分别约为地球的 1/10 和 1/2，则火星的第一宇宙速度约为', '3.5 km/s', '3.6 km/s', '7.9 km/s', '15.8 km/s'), null, 'refuses'],
  // rotating planet
  ['某行星自转周期为 T，质量和半径分别约为地球的 1/10 和 1/2，地球表面的重力加速度为 g，则该行星赤道上的重力加速度为____。', null, 'refuses'],

  // decelerating law: refused
  ['某质点的位移与时间的关系为 $x=5 t-t^{2}$（各物理量均采用国际单位制单位），则该质点第 3 s 内的位移为____m。', null, 'refuses'],
  // x(3) − x(2) = 24 − 14 = 10
  ['某质点的位移与时间的关系为 $x=5 t+t^{2}$（各物理量均采用国际单位制单位），则该质点第 3 s 内的位移为____m。', 10, 'solves'],
  // The SI note broken across a printed line, as OCR gives it: still the SI note.
  ['质点做直线运动的位移 $\\mathrm{x}$ 与时间 $\\mathrm{t}$ 的关系为 $\\mathrm{x}=5 \\mathrm{t}+\\mathrm{t}^{2}$ (各物理量均采用国际单位 制单位)，则该质点第 2 s 内的位移为____m。', 8, 'solves'],
  // v0 2, a 6: v(2) = 14
  ['质点做直线运动的位移与时间的关系为 x=2t+3t²（m），则 2 s 末的速度为____m/s。', 14, 'solves'],
  // a = 2 × 2 = 4
  [c('一物体的位移随时间变化的关系为 $x=6 t+2 t^{2}$ (m)，则物体的加速度为', '$2 \\mathrm{~m} / \\mathrm{s}^{2}$', '$4 \\mathrm{~m} / \\mathrm{s}^{2}$', '$6 \\mathrm{~m} / \\mathrm{s}^{2}$', '$8 \\mathrm{~m} / \\mathrm{s}^{2}$'), 'B', 'solves'],
  // cubic: refused
  ['某质点的位移与时间的关系为 x=5t+t^3（各物理量均采用国际单位制单位），则该质点第 1 s 内的位移为____m。', null, 'refuses'],
  // a constant term: x(1) − x(0) = 3 (may be refused)
  ['某质点的位置与时间的关系为 x=5+2t+t²（各物理量均采用国际单位制单位），则该质点第 1 s 内的位移为____m。', 3, 'mayRefuse'],
  // 路程 as the body never turns back: 6
  ['某质点做直线运动的位移与时间的关系为 x=5t+t²（各物理量均采用国际单位制单位），则该质点第 1 s 内的路程为____m。', 6, 'solves'],
  // A true (v0 = 5) B a = 2 C v(2) = 9 D x(2) = 14
  [c('某质点做直线运动的位移与时间的关系为 $x=5 t+t^{2}$（各物理量均采用国际单位制单位），则该质点', '初速度为 5 m/s', '加速度为 1 m/s²', '第 2 s 末的速度为 7 m/s', '前 2 s 内的位移为 12 m'), 'A', 'solves'],
  // an unused mass
  ['质量为 2 kg 的质点做直线运动的位移与时间的关系为 x=5t+t²（各物理量均采用国际单位制单位），则该质点第 1 s 内的位移为____m。', null, 'refuses'],
  // blank in cm
  ['某质点做直线运动的位移与时间的关系为 x=5t+t²（各物理量均采用国际单位制单位），则该质点第 1 s 内的位移为____cm。', null, 'refuses'],
  // two statements true in a single choice (C 2 m and D 2 m/s): refused or answered CD — only as both
  [c('某质点做直线运动的位移与时间的关系为 $x=5 t+t^{2}$（各物理量均采用国际单位制单位），则该质点', '第 1 s 内的位移是 5 m', '前 2 s 内的平均速度是 6 m/s', '任意相邻的 1 s 内位移差都是 2 m', '任意 1 s 内的速度增量都是 2 m/s'), 'CD', 'mayRefuse'],
  // 任意相邻 2 s: Δx = aT² = 8
  ['某质点的位移与时间的关系为 x=5t+t²（各物理量均采用国际单位制单位），则任意相邻 2 s 内的位移差为____m。', 8, 'solves'],

  // down first, crest after 3T/4 = 0.3 s → T = 0.4 s
  ['一列简谐横波的波源从平衡位置开始向下振动，经过 0.3 s 第一次到达波峰，则该波的周期为____s。', 0.4, 'solves'],
  // no 第一次: refused
  ['一列简谐横波的波源从平衡位置开始向上振动，经过 0.3 s 到达波峰，则该波的周期为____s。', null, 'refuses'],
  // 第二次: refused
  ['一列简谐横波的波源从平衡位置开始向上振动，经过 0.5 s 第二次到达波峰，则该波的周期为____s。', null, 'refuses'],
  // f = 1/0.4 = 2.5 Hz
  [c('一列简谐横波的波源从平衡位置开始向上振动，经过 $0.1 \\mathrm{~s}$ 第一次到达波峰，这段时间内波传播了 $0.5 \\mathrm{~m}$，则该波的频率为', '$0.4 \\mathrm{~Hz}$', '$2.5 \\mathrm{~Hz}$', '$5 \\mathrm{~Hz}$', '$10 \\mathrm{~Hz}$'), 'B', 'solves'],
  // from the crest, not from equilibrium
  ['一列简谐横波的波源从波峰开始向下振动，经过 0.1 s 第一次到达平衡位置，则该波的周期为____s。', null, 'refuses'],
  // wavelength asked without the distance: refused
  ['一列简谐横波的波源从平衡位置开始向上振动，经过 0.1 s 第一次到达波峰，则该波的波长为____m。', null, 'refuses'],
  // up first, trough after 3T/4: T = 0.4
  [c('波源从平衡位置开始向上振动，经 $0.3 \\mathrm{~s}$ 第一次到达波谷，则该波的周期为', '$0.3 \\mathrm{~s}$', '$0.4 \\mathrm{~s}$', '$1.2 \\mathrm{~s}$', '$0.6 \\mathrm{~s}$'), 'B', 'solves'],

  // left on the source: U fixed
  [c('平行板电容器始终与电源相连，若将两极板间距离增大为原来的 2 倍，则两板间电压 $U_2$ 与原来 $U_1$、板间场强 $E_2$ 与原来 $E_1$ 的关系为', '$U_{2}=2 U_{1}, E_{2}=E_{1}$', '$U_{2}=U_{1}, E_{2}=\\frac{1}{2} E_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}$', '$U_{2}=2 U_{1}, E_{2}=2 E_{1}$'), null, 'refuses'],
  // Q 2Q, d 2d: U 4U₁, E 2E₁
  [c('一平行板电容器所带电荷量为 $Q$，两板间距为 $d$，电压为 $U_1$，场强为 $E_1$。现将电荷量变为 $2 Q$，板间距变为 $2 d$，其他条件不变，电压为 $U_2$，场强为 $E_2$，则', '$U_{2}=2 U_{1}, E_{2}=2 E_{1}$', '$U_{2}=4 U_{1}, E_{2}=2 E_{1}$', '$U_{2}=4 U_{1}, E_{2}=4 E_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}$'), 'B', 'solves'],
  // area changed too
  [c('平行板电容器充电后与电源断开，将两极板间距离增大为原来的 2 倍，同时将正对面积减小为原来的一半，则', '$U_{2}=4 U_{1}, E_{2}=2 E_{1}$', '$U_{2}=2 U_{1}, E_{2}=E_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}$', '$U_{2}=2 U_{1}, E_{2}=2 E_{1}$'), null, 'refuses'],
  // d halved, cut off: U₁/2, E₁
  [c('平行板电容器充电后与电源断开，将两极板间的距离减小为原来的一半，则两板间电压 $U_2$ 与原来 $U_1$、板间场强 $E_2$ 与原来 $E_1$ 的关系为', '$U_{2}=2 U_{1}, E_{2}=E_{1}$', '$U_{2}=\\frac{1}{2} U_{1}, E_{2}=E_{1}$', '$U_{2}=\\frac{1}{2} U_{1}, E_{2}=2 E_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}$'), 'B', 'solves'],
  // an option naming C as well
  [c('平行板电容器充电后与电源断开，将两极板间的距离减小为原来的一半，则', '$U_{2}=\\frac{1}{2} U_{1}, E_{2}=E_{1}, C_{2}=2 C_{1}$', '$U_{2}=2 U_{1}, E_{2}=E_{1}, C_{2}=C_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}, C_{2}=C_{1}$', '$U_{2}=U_{1}, E_{2}=2 E_{1}, C_{2}=2 C_{1}$'), null, 'refuses'],
  // a dielectric
  [c('平行板电容器充电后与电源断开，在两板间插入电介质，并将两极板间的距离减小为原来的一半，则', '$U_{2}=\\frac{1}{2} U_{1}, E_{2}=E_{1}$', '$U_{2}=2 U_{1}, E_{2}=E_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}$', '$U_{2}=U_{1}, E_{2}=2 E_{1}$'), null, 'refuses'],

  // U_eff = 10/√2 = 5√2 ≈ 7.07
  [c('一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在某正弦交流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的有效值为', V('5'), V('5 \\sqrt{2}'), V('10'), V('10 \\sqrt{2}')), 'B', 'solves'],
  // The source told by its output voltage, the AC power as a decimal multiple: U_eff = √0.5 × 10, peak 10 V.
  [c('一个小型电热器若接在输出电压为 $10 \\mathrm{~V}$ 的直流电源上, 消耗电功率为 $P$; 若把它接在某个正弦交流电源上, 其消耗的电功率为 $0.5 P$, 则此交流电源输出电压的最大值为', V('5'), V('5 \\sqrt{2}'), V('10'), V('10 \\sqrt{2}')), 'C', 'solves'],
  // 0.25 P: U_eff = 5 V, peak 5√2 V.
  [c('一个小型电热器若接在输出电压为 $10 \\mathrm{~V}$ 的直流电源上, 消耗电功率为 $P$; 若把它接在某个正弦交流电源上, 其消耗的电功率为 $0.25 P$, 则此交流电源输出电压的最大值为', V('5'), V('5 \\sqrt{2}'), V('10'), V('10 \\sqrt{2}')), 'B', 'solves'],
  // half-wave rectified: not sinusoidal throughout
  [c('一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在经半波整流的正弦交流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的最大值为', V('5'), V('7.07'), V('10'), V('14.1')), null, 'refuses'],
  // square wave
  [c('一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在某方波交流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的最大值为', V('5'), V('7.07'), V('10'), V('14.1')), null, 'refuses'],
  // 2P: U_eff = 10√2, U_m = 20
  [c('一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在某正弦交流电源上，消耗的功率为 $2 P$，则该交流电压的最大值为', V('10'), V('10 \\sqrt{2}'), V('20'), V('20 \\sqrt{2}')), 'C', 'solves'],
  // a power in watts as well: an extra number
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 100 W；接在某正弦交流电源上，消耗的功率为 50 W，则该交流电压的最大值为____V。', 10, 'mayRefuse'],
  // a motor, not a heater
  [c('一电动机接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在某正弦交流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的最大值为', V('5'), V('7.07'), V('10'), V('14.1')), null, 'refuses'],
];

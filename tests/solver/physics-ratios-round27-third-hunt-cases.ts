/**
 * A third look-alike hunt of this round's kinds: a body's value from the Earth's (ratios told the Earth's way round,
 * density instead of mass, 「约」 with close options, heights, synchronous satellites, the second cosmic speed, one
 * ratio only), the capacitor with Q and d (left on the source, other changes, the charge lowered in other words) and
 * the heater on DC and AC (powers told AC first, the peak over the effective value, a current asked, a motor, a
 * rectified wave). Each worked by hand; null must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const g = (x: string) => `$${x} \\mathrm{~g}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const kms = (x: string) => `$${x} \\mathrm{~km} / \\mathrm{s}$`;
const UE = (u: string, e: string) => `$U_{2}=${u}U_{1}, E_{2}=${e}E_{1}$`;
const Q2 = '平行板电容器充电后与电源断开，';

// biome-ignore format: one problem a line
export const ROUND27_THIRD_HUNT: Lookalike[] = [
  // told the Earth's way round: M = 1/10, R = 1/2 → g' = 0.1 / 0.25 = 0.4 g
  [c('地球的质量是火星的 10 倍，地球的半径是火星的 2 倍，地球表面的重力加速度为 $g$，则火星表面的重力加速度为', g('0.2'), g('0.4'), g('2.5'), g('5')), 'B', 'mayRefuse'],
  // the Moon: M = 1/81, R = 1/4 → v = 7.9 × 2/9 ≈ 1.76 km/s
  [c('地球的质量约为月球的 81 倍，地球半径约为月球的 4 倍，地球的第一宇宙速度约为 $7.9 \\mathrm{~km} / \\mathrm{s}$，则月球的第一宇宙速度约为', kms('1.8'), kms('3.5'), kms('7.9'), kms('16.7')), 'A', 'mayRefuse'],
  // 3.53 between 3.5 and 3.6: the exam's 3.5, or refused
  [c('火星的质量约为地球的 $\\frac{1}{10}$，半径约为地球的 $\\frac{1}{2}$，地球的第一宇宙速度约为 $7.9 \\mathrm{~km} / \\mathrm{s}$，则火星的第一宇宙速度约为', kms('3.5'), kms('3.6'), kms('7.9'), kms('11.2')), 'A', 'mayRefuse'],
  // density instead of mass: g ∝ ρR → 2g
  [c('某行星的平均密度与地球相同，半径是地球的 2 倍，地球表面的重力加速度为 $g$，则该行星表面的重力加速度为', g('1'), g('2'), g('4'), g('8')), 'B', 'mayRefuse'],
  // density and mass: R³ = M/ρ = 1 → R = 1, g = 8 / 1 = 8 ... refused or right
  ['某星球的密度是地球的 8 倍，质量是地球的 8 倍，则该星球表面的重力加速度是地球表面的____倍。', 8, 'mayRefuse'],
  // density and radius, first cosmic speed: v ∝ R√ρ = 2 × 1 = 2
  ['某星球的平均密度与地球的相同，半径是地球的 2 倍，则该星球的第一宇宙速度是地球的____倍。', 2, 'mayRefuse'],
  // a height above the surface equal to R: g'' = g' / 4 = 0.4g/4 = 0.1g
  [c('某行星的质量约为地球的 $\\frac{1}{10}$，半径约为地球的 $\\frac{1}{2}$，地球表面的重力加速度为 $g$，则在该行星上空距其表面 $R$ 处的重力加速度为', g('0.1'), g('0.2'), g('0.4'), g('0.8')), 'A', 'mayRefuse'],
  [c('某行星的质量约为地球的 $\\frac{1}{10}$，半径约为地球的 $\\frac{1}{2}$，地球表面的重力加速度为 $g$，则在距该行星表面与其半径等高处的重力加速度为', g('0.1'), g('0.2'), g('0.4'), g('0.8')), 'A', 'mayRefuse'],
  // a synchronous satellite: rotation unknown
  ['某行星的质量是地球的 8 倍，半径是地球的 2 倍，则该行星同步卫星的周期是地球同步卫星周期的____倍。', null, 'refuses'],
  // the second cosmic speed: √2 times the first on each body, the ratio √(8/2) = 2
  ['某行星的质量是地球的 8 倍，半径是地球的 2 倍，则该行星的第二宇宙速度是地球第二宇宙速度的____倍。', 2, 'mayRefuse'],
  // second cosmic speed as a value: 11.2 × 2 = 22.4, not the first's 15.8
  [c('某行星的质量是地球的 8 倍，半径是地球的 2 倍，地球的第二宇宙速度为 $11.2 \\mathrm{~km} / \\mathrm{s}$，则该行星的第二宇宙速度为', kms('15.8'), kms('22.4'), kms('11.2'), kms('5.6')), 'B', 'mayRefuse'],
  // the Earth's first cosmic speed given, the second asked: 7.9 × 2 × √2 ≈ 22.3
  ['某行星的质量是地球的 8 倍，半径是地球的 2 倍，地球的第一宇宙速度为 7.9 km/s，则该行星的第二宇宙速度为____km/s。', 22.34, 'mayRefuse'],
  // the mass ratio only
  ['某行星的质量是地球的 8 倍，则该行星表面的重力加速度是地球表面的____倍。', null, 'refuses'],
  [c('某行星的质量是地球的 8 倍，地球表面的重力加速度为 $g$，则该行星表面的重力加速度为', g('2'), g('4'), g('8'), g('16')), null, 'refuses'],
  // the radius ratio only
  ['某行星的半径是地球的 2 倍，则该行星的第一宇宙速度是地球的____倍。', null, 'refuses'],
  // the ratio asked the other way round: g_E / g' = 2
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，则地球表面的重力加速度是该行星表面重力加速度的____倍。', 2, 'mayRefuse'],
  // 之比 of the body to the Earth: 1 : 2
  [c('某行星的质量是地球的 2 倍，半径是地球的 2 倍，则该行星表面与地球表面的重力加速度之比为', '1:2', '2:1', '1:4', '4:1'), 'A', 'mayRefuse'],
  // 之比 the Earth first: 2 : 1
  [c('某行星的质量是地球的 2 倍，半径是地球的 2 倍，则地球表面与该行星表面的重力加速度之比为', '1:2', '2:1', '1:4', '4:1'), 'B', 'mayRefuse'],
  // 4/9 in OCR print
  [c('某行星的质量是地球质量的 $\\frac{1}{9}$，半径是地球半径的 $\\frac{1}{2}$，则该行星表面的重力加速度是地球表面重力加速度的（ ）', '$\\frac{4}{9}$ 倍', '$\\frac{2}{9}$ 倍', '$\\frac{1}{18}$ 倍', '$\\frac{9}{4}$ 倍'), 'A', 'mayRefuse'],
  // M = 2, R = 2: v ratio 1
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，则该行星的第一宇宙速度为地球的____倍。', 1, 'mayRefuse'],
  // diameter ratio: R = 2, M = 8 → g = 2
  ['某行星的直径是地球的 2 倍，质量是地球的 8 倍，则该行星表面的重力加速度是地球表面的____倍。', 2, 'mayRefuse'],
  // the weight of a 60 kg astronaut: g' = 5 → 300 N
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，地球表面的重力加速度取 10 m/s²，则质量为 60 kg 的宇航员在该行星表面所受重力为____N。', 300, 'mayRefuse'],
  // the same body's mass does not change
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，则同一物体在该行星表面的质量是在地球表面的____倍。', 1, 'mayRefuse'],
  // surface g of the Moon told, mass not: v = √(gR) → √(1/24) ≈ 0.204
  ['月球半径约为地球的 $\\frac{1}{4}$，月球表面的重力加速度约为地球表面的 $\\frac{1}{6}$，则月球的第一宇宙速度约为地球的____倍。', 0.2041, 'mayRefuse'],
  // a rise height, not g: h ∝ 1/g → 2
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，在该行星表面以相同初速度竖直上抛一物体，上升的最大高度是在地球上的____倍。', 2, 'mayRefuse'],
  // a fall time: t ∝ 1/√g → √2 ≈ 1.414
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，在该行星表面从同一高度由静止释放一物体，下落时间是在地球上的____倍。', Math.SQRT2, 'mayRefuse'],
  // g in N/kg: 9.8 × 2 / 4 = 4.9
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，地球表面的重力加速度为 9.8 m/s²，则该行星表面的重力加速度为____N/kg。', 4.9, 'mayRefuse'],
  // first cosmic speed in m/s: 7.9 × 1 = 7.9 km/s = 7900 m/s
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，地球的第一宇宙速度为 7.9 km/s，则该行星的第一宇宙速度为____m/s。', 7900, 'mayRefuse'],
  // 「错误的是」 over statements
  [c('某行星的质量是地球的 2 倍，半径是地球的 2 倍，下列说法错误的是', '该行星表面的重力加速度是地球的 $\\frac{1}{2}$', '该行星的第一宇宙速度与地球的相同', '该行星的平均密度是地球的 $\\frac{1}{4}$', '该行星近地卫星的周期是地球近地卫星周期的 2 倍'), 'D', 'mayRefuse'],
  // the planet's rotation named
  ['某行星的质量是地球的 2 倍，半径是地球的 2 倍，其自转周期与地球相同，则该行星赤道上物体的向心加速度是地球赤道上的____倍。', 2, 'mayRefuse'],
  // the mass told of another body (a satellite): refused
  ['某行星的一颗卫星的质量是地球的 $\\frac{1}{100}$，该行星的半径是地球的 2 倍，则该行星表面的重力加速度是地球表面的____倍。', null, 'refuses'],

  // left on the source but 「不断开」: U kept, E = U/2d → E/2
  [c('平行板电容器充电后不断开电源，将两极板间的距离增大为原来的 2 倍，则两板间电压 $U_2$ 与原来 $U_1$、板间场强 $E_2$ 与原来 $E_1$ 的关系为', UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('2', '2')), 'B', 'mayRefuse'],
  [c('平行板电容器充电后始终与电源连接，将两极板间的距离增大为原来的 2 倍，则', UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('2', '2')), 'B', 'mayRefuse'],
  [c('平行板电容器充电后保持两板间电压 $U$ 不变，将两极板间的距离增大为原来的 2 倍，则', UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('2', '2')), 'B', 'mayRefuse'],
  // a glass plate put in: C changes by an unknown factor
  [c(`${Q2}在两极板间放入一块有机玻璃板，同时将两极板间的距离增大为原来的 2 倍，则`, UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('2', '2')), null, 'refuses'],
  [c(`${Q2}将两极板间的距离增大为原来的 2 倍，并在两板间充满煤油，则`, UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('2', '2')), null, 'refuses'],
  // the charge lowered with 「减少为」: Q/2, 2d → U = U1, E = E1/2
  [c(`${Q2}使其所带电荷量减少为原来的一半，并将两极板间的距离增大为原来的 2 倍，则`, UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('\\frac{1}{2}', '\\frac{1}{2}')), 'B', 'mayRefuse'],
  // half the charge let off by a wire touched to it
  [c(`${Q2}让其放掉一半电荷，再将两极板间的距离增大为原来的 2 倍，则`, UE('2', ''), UE('', '\\frac{1}{2}'), UE('', ''), UE('\\frac{1}{2}', '\\frac{1}{2}')), 'B', 'mayRefuse'],
  // the plate area changed by other words
  [c(`${Q2}将两极板间的距离增大为原来的 2 倍，同时使两板的正对部分减半，则`, UE('4', '2'), UE('2', ''), UE('', ''), UE('2', '2')), 'A', 'mayRefuse'],
  // 3d, cut off: U = 3U1, E = E1
  [c(`${Q2}将两极板间的距离增大为原来的 3 倍，则`, UE('3', ''), UE('', '\\frac{1}{3}'), UE('', ''), UE('3', '3')), 'A', 'mayRefuse'],
  // 2Q and d/2: U = U1, E = 2E1
  [c(`${Q2}使电容器的电荷量变为原来的 2 倍，并将两极板间的距离减小为原来的一半，则`, UE('', '2'), UE('4', '2'), UE('', ''), UE('2', '')), 'A', 'mayRefuse'],
  // C asked beside U
  [c(`${Q2}将两极板间的距离增大为原来的 2 倍，则`, '$C_{2}=2 C_{1}, U_{2}=2 U_{1}$', '$C_{2}=\\frac{1}{2} C_{1}, U_{2}=2 U_{1}$', '$C_{2}=C_{1}, U_{2}=U_{1}$', '$C_{2}=\\frac{1}{2} C_{1}, U_{2}=U_{1}$'), 'B', 'mayRefuse'],

  // told AC first: P on AC, P/2 on 10 V DC → U_eff = √2 × 10 ≈ 14.1 V
  [c('一电热器接在某正弦交流电源上，消耗的功率为 $P$；接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的有效值为', V('5'), V('5 \\sqrt{2}'), V('10'), V('10 \\sqrt{2}')), 'D', 'mayRefuse'],
  ['一电热器接在某正弦交流电源上，消耗的功率为 P；接在 10 V 的直流电源上，消耗的功率为 P/2，则该交流电压的最大值为____V。', 20, 'mayRefuse'],
  // the peak over the effective value: √2, not a voltage
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 P；接在某正弦交流电源上，消耗的功率为 P/2，则该交流电压的最大值与有效值之比为____。', Math.SQRT2, 'mayRefuse'],
  // a current asked: R unknown
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 P；接在某正弦交流电源上，消耗的功率为 P/2，则通过电热器的交变电流的最大值为____。', null, 'refuses'],
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 P；接在某正弦交流电源上，消耗的功率为 P/2，则通过电热器的电流的有效值为____A。', null, 'refuses'],
  // effective with P/4: 5 V; peak 5√2
  [c('一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在某正弦交流电源上，消耗的功率为 $\\frac{P}{4}$，则该交流电压的最大值为', V('5'), V('5 \\sqrt{2}'), V('10'), V('2.5')), 'B', 'solves'],
  // same power, peak asked: 10√2
  [c('一电阻丝接在 $10 \\mathrm{~V}$ 的直流电源上和接在某正弦交流电源上时发热功率相同，则该交流电压的最大值为', V('5'), V('10'), V('10 \\sqrt{2}'), V('20')), 'C', 'mayRefuse'],
  // a motor beside the heater
  [c('一电动机和一电热器分别接在 $10 \\mathrm{~V}$ 的直流电源上，电热器消耗的功率为 $P$；电热器接在某正弦交流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的最大值为', V('5'), V('7.07'), V('10'), V('14.1')), null, 'mayRefuse'],
  // a fan is not a resistance
  [c('一电风扇接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在某正弦交流电源上，消耗的功率为 $\\frac{P}{2}$，则该交流电压的最大值为', V('5'), V('7.07'), V('10'), V('14.1')), null, 'refuses'],
  // only the positive half of a sine
  [c('一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；接在只有正半周的正弦交流电源上，消耗的功率为 $\\frac{P}{2}$，则该电压的最大值为', V('5'), V('7.07'), V('10'), V('14.1')), 'D', 'mayRefuse'],
  // the period asked
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 P；接在某正弦交流电源上，消耗的功率为 P/2，则该交流电的周期为____s。', null, 'refuses'],
  // power told in watts with the DC voltage: P = 100 W on 10 V; 50 W on AC → U_eff = 7.07, peak 10
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 P；接在某正弦交流电源上，消耗的功率为 P/2，则该交流电压的最大值为____V。', 10, 'solves'],
  // effective value in kV blank: refused or 0.00707
  ['一电热器接在 10 V 的直流电源上，消耗的功率为 P；接在某正弦交流电源上，消耗的功率为 P/2，则该交流电压的有效值为____kV。', 0.007071, 'mayRefuse'],
];

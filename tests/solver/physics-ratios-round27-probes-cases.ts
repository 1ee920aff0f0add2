/**
 * Round 27 probes: physics choice and blank questions computed by one relationship or a proportion — surface gravity
 * and first cosmic speed from a body's mass and radius as multiples of the Earth's, Kepler's third law about another
 * central body, point-charge fields and Coulomb forces, power at constant speed, transmission losses, a heater on
 * direct and alternating current, uniform acceleration read from x = v₀t + ½at², a wave from a point reaching the
 * crest, a circling charge as a current, a parallel-plate capacitor with Q and d changed — as national and provincial
 * papers print them (exam number, 「$(\quad)$」, OCR LaTeX units, 多选, plain typing). None is copied from a published
 * problem; every answer was worked by hand (working in the comment). 'mayRefuse' marks a probe left refused.
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round27Topic = 'gravity' | 'kepler' | 'charge' | 'power' | 'line' | 'ac' | 'motion' | 'wave' | 'circle' | 'capacitor';
export type Round27Probe = [text: string, expected: string | number | number[] | null, status: Status, topic: Round27Topic];

const g = (x: string) => `$${x} \\mathrm{~g}$`;
const kms = (x: string) => `$${x} \\mathrm{~km} / \\mathrm{s}$`;
const ms = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const m = (x: string) => `$${x} \\mathrm{~m}$`;
const kW = (x: string) => `$${x} \\mathrm{~kW}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;

// biome-ignore format: one problem a line
export const ROUND27_PROBES: Round27Probe[] = [
  // g' = g · (1/10) / (1/2)² = 0.4 g
  [c('15. 火星的质量和半径分别约为地球的 $\\frac{1}{10}$ 和 $\\frac{1}{2}$，地球表面的重力加速度为 $g$，则火星表面的重力加速度约为 $(\\quad)$', g('0.2'), g('0.4'), g('2.5'), g('5')), 'B', 'solves', 'gravity'],
  // g_火/g_地 = (1/10)·2² = 0.4
  ['地球的质量约为火星质量的 10 倍，地球的半径约为火星半径的 2 倍，则火星表面的重力加速度约为地球表面重力加速度的____倍。', 0.4, 'solves', 'gravity'],
  // v = 7.9 × √((1/10)/(1/2)) = 7.9 × √0.2 ≈ 3.5 km/s
  [c('已知地球的第一宇宙速度为 $7.9 \\mathrm{~km} / \\mathrm{s}$，火星的质量和半径分别约为地球的 $\\frac{1}{10}$ 和 $\\frac{1}{2}$，则火星的第一宇宙速度约为 $(\\quad)$', kms('3.5'), kms('5.6'), kms('15.8'), kms('1.6')), 'A', 'solves', 'gravity'],
  // v = 7.9 × √(8/2) = 15.8 km/s
  ['某行星的质量是地球质量的 8 倍，半径是地球半径的 2 倍，地球的第一宇宙速度为 7.9 km/s，则该行星的第一宇宙速度为____km/s。', 15.8, 'solves', 'gravity'],
  // g' = 9 / 3² = 1 → equal to g = 10 m/s²
  [c('4. 某星球的质量约为地球的 9 倍，半径约为地球的 3 倍，地球表面重力加速度取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则该星球表面的重力加速度约为', '$3.3 \\mathrm{~m} / \\mathrm{s}^{2}$', '$10 \\mathrm{~m} / \\mathrm{s}^{2}$', '$30 \\mathrm{~m} / \\mathrm{s}^{2}$', '$90 \\mathrm{~m} / \\mathrm{s}^{2}$'), 'B', 'solves', 'gravity'],
  // g'/g = 1/6 → weight 600 N → 100 N
  ['月球的质量约为地球的 1/81，半径约为地球的 1/4，则月球表面的重力加速度约为地球表面的多少倍？', 16 / 81, 'solves', 'gravity'],
  // g'/g = 2 / 2² = 0.5
  [c('某行星的质量是地球的 2 倍、半径是地球的 2 倍，则该行星表面的重力加速度是地球表面重力加速度的', '0.5 倍', '1 倍', '2 倍', '4 倍'), 'A', 'solves', 'gravity'],
  // v ratio = √(M/R): √(4/1) = 2 → 16 km/s? M 4, R 1 → 15.8
  [c('某星球的半径与地球相同，质量为地球的 4 倍，地球的第一宇宙速度为 $7.9 \\mathrm{~km} / \\mathrm{s}$，则该星球的第一宇宙速度为', kms('3.95'), kms('7.9'), kms('15.8'), kms('31.6')), 'C', 'solves', 'gravity'],

  // T ∝ √(r³/M): √((1/8)/(1/2)) = 1/2
  [c('6. 甲、乙两颗卫星分别绕质量为 $M$ 和 $2 M$ 的行星做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 2$，则甲、乙的周期之比为 $(\\quad)$', '$1: 2$', '$1: 4$', '$2: 1$', '$1: 1$'), 'A', 'mayRefuse', 'kepler'],
  // r³ ∝ M T²: same T, M 8× → r 2×
  ['某行星的质量约为地球质量的 8 倍，一颗卫星绕该行星做匀速圆周运动的周期与月球绕地球运动的周期相同，则该卫星的轨道半径是月球轨道半径的____倍。', 2, 'mayRefuse', 'kepler'],
  // T ∝ √(r³/M): r same, M 4× → T/2
  [c('一颗卫星绕某行星做匀速圆周运动的轨道半径与月球绕地球的轨道半径相同，该行星的质量是地球质量的 4 倍，则卫星的周期是月球周期的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '2 倍', '4 倍'), 'B', 'mayRefuse', 'kepler'],
  // r³/T² ∝ M: r 4×, T 2× → M 16/4 = 16? (4³)/(2²) = 16
  ['行星 A 的卫星的轨道半径是行星 B 的卫星轨道半径的 4 倍，周期是 B 的卫星周期的 2 倍，则行星 A 与行星 B 的质量之比为____。', 16, 'mayRefuse', 'kepler'],

  // E ∝ 1/r²: E_A : E_B = 9 : 1
  [c('7. 真空中一个点电荷 $Q$ 产生的电场中，$A 、 B$ 两点到 $Q$ 的距离分别为 $r$ 和 $3 r$，则 $A 、 B$ 两点的电场强度大小之比为 $(\\quad)$', '$1: 3$', '$3: 1$', '$1: 9$', '$9: 1$'), 'D', 'solves', 'charge'],
  // E' = E/9
  [c('距点电荷 $Q$ 为 $r$ 处的电场强度大小为 $E$，则距该点电荷 $3 r$ 处的电场强度大小为', '$\\frac{E}{3}$', '$\\frac{E}{9}$', '$3 E$', '$9 E$'), 'B', 'mayRefuse', 'charge'],
  // F ∝ q1q2/r²: 2·2/2² = 1 → F
  [c('真空中两个点电荷间的库仑力大小为 $F$，若将它们的电荷量都增大为原来的 2 倍，距离也增大为原来的 2 倍，则它们之间的库仑力大小变为', '$\\frac{F}{4}$', '$\\frac{F}{2}$', '$F$', '$4 F$'), 'C', 'solves', 'charge'],
  // 2 / (1/2)² = 8F
  [c('两个点电荷之间的静电力为 $F$，若只将其中一个点电荷的电荷量增大为原来的 2 倍，同时将它们之间的距离减小为原来的 $\\frac{1}{2}$，则它们之间的静电力变为', '$2 F$', '$4 F$', '$8 F$', '$16 F$'), 'C', 'solves', 'charge'],
  // 1/3² → F/9
  ['真空中两个静止点电荷之间的相互作用力为 F，若电荷量不变，将它们之间的距离增大为原来的 3 倍，则它们之间的相互作用力变为原来的____。', 1 / 9, 'mayRefuse', 'charge'],

  // P = f v = 2000 × 20 = 40 kW
  [c('8. 汽车在平直公路上以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度匀速行驶，所受阻力为 $2.0 \\times 10^{3} \\mathrm{~N}$，则汽车发动机的功率为 $(\\quad)$', kW('20'), kW('40'), kW('80'), kW('100')), 'B', 'solves', 'power'],
  // f = 0.1 × 2000 × 10 = 2000 N; P = 2000 × 15 = 30 kW
  ['质量为 2 t 的汽车在水平路面上以 15 m/s 的速度匀速行驶，所受阻力为车重的 0.1 倍，g 取 10 m/s²，则此时汽车发动机的输出功率为____kW。', 30, 'mayRefuse', 'power'],
  // F = f = 1.5e3 N → P = 1.5e3 × 10 = 15 kW
  [c('一辆电动汽车以 10 m/s 的速度在水平路面上匀速行驶，受到的阻力为 1500 N，则牵引力的功率为', '1.5 kW', '15 kW', '150 kW', '1.5 W'), 'B', 'solves', 'power'],

  // P_loss ∝ 1/U²: 1/4 → U ×2 → 20 kV
  [c('9. 远距离输电时，输送的电功率不变，输电线电阻不变，原来采用 $10 \\mathrm{~kV}$ 的电压输电，若要使输电线上损失的功率减小为原来的 $\\frac{1}{4}$，则输电电压应变为 $(\\quad)$', '$5 \\mathrm{~kV}$', '$20 \\mathrm{~kV}$', '$40 \\mathrm{~kV}$', '$160 \\mathrm{~kV}$'), 'B', 'mayRefuse', 'line'],
  // (11/110)² = 1/100
  [c('输送功率一定时，将输电电压由 $11 \\mathrm{~kV}$ 提高到 $110 \\mathrm{~kV}$，输电线电阻不变，则输电线上损失的功率变为原来的', '$\\frac{1}{10}$', '$\\frac{1}{100}$', '10 倍', '100 倍'), 'B', 'solves', 'line'],
  // P_loss ∝ 1/U²: to 1/100 → ×10 → 2200 V? from 220 V → 2200 V
  ['用 220 V 的电压输电，输送功率和输电线电阻一定，要使输电线上损失的功率减小为原来的 1/100，输电电压应提高到____V。', 2200, 'mayRefuse', 'line'],

  // DC: P = U²/R; AC: P/2 → U_eff = U/√2 = 10/√2; peak = 10 V
  [c('10. 一电热器接在 $10 \\mathrm{~V}$ 的直流电源上，消耗的功率为 $P$；若把它接在某正弦交流电源上，其消耗的功率为 $\\frac{P}{2}$，则该交流电源电压的最大值为 $(\\quad)$', V('5'), V('7.07'), V('10'), V('14.1')), 'C', 'solves', 'ac'],
  // P/4 → U_eff = U/2 = 5 V
  ['一个电热器接在 10 V 的直流电源上时消耗的功率为 P，接在正弦交流电源上时消耗的功率为 P/4，不计电阻变化，则该交流电压的有效值为____V。', 5, 'solves', 'ac'],
  // same power → U_eff = 20 V, U_m = 20√2 ≈ 28.3 V
  [c('电阻 $R$ 接在 $20 \\mathrm{~V}$ 的恒定电压上时的发热功率与接在某正弦交流电源上时的发热功率相同，则该交流电压的峰值为', V('10\\sqrt{2}'), V('20'), V('20 \\sqrt{2}'), V('40')), 'C', 'solves', 'ac'],

  // x = 5t + t²: v0 = 5, a = 2; x(1) = 6 m
  ['某质点做直线运动的位移 $x$ 与时间 $t$ 的关系为 $x=5 t+t^{2}$（各物理量均采用国际单位制单位），则该质点第 1 s 内的位移为____m。', 6, 'solves', 'motion'],
  // x(2) = 14 → average 7 m/s
  [c('11. 某质点的位移随时间变化的关系式为 $x=5 t+t^{2}$（$x$ 的单位为 m，$t$ 的单位为 s），则该质点前 2 s 内的平均速度为 $(\\quad)$', ms('5'), ms('6'), ms('7'), ms('14')), 'C', 'solves', 'motion'],
  // Δx = aT² = 2 m
  ['一物体做匀变速直线运动，其位移与时间的关系是 x=5t+t²（m），则任意相邻 1 s 内的位移差为____m。', 2, 'solves', 'motion'],
  // v = 5 + 2t → t = 2: 9 m/s
  ['质点的位移随时间的变化规律为 x=5t+t^2 (m)，则质点在 2 s 末的速度大小为____m/s。', 9, 'solves', 'motion'],
  // A 6 m (false) B 7 m/s (false) C 2 m (false) D Δv = aT = 2 m/s (true)
  [c('某质点做直线运动的位移 $x$ 与时间 $t$ 的关系为 $x=5 t+t^{2}$（各物理量均采用国际单位制单位），则该质点 $(\\quad)$', '第 1 s 内的位移是 5 m', '前 2 s 内的平均速度是 6 m/s', '任意相邻的 1 s 内位移差都是 1 m', '任意 1 s 内的速度增量都是 2 m/s'), 'D', 'solves', 'motion'],
  // x = 4t + 2t²: v0 4, a 4; x(1) = 6, v(3) = 16
  [c('一物体做直线运动的位移与时间关系为 $x=4 t+2 t^{2}$ (m)，则下列说法正确的是', '初速度为 2 m/s', '加速度为 2 m/s²', '第 3 s 末的速度为 16 m/s', '第 1 s 内的位移为 4 m'), 'C', 'solves', 'motion'],

  // T/4 = 0.1 s → T = 0.4 s; v = 0.5 / 0.1 = 5 m/s; λ = vT = 2 m
  [c('12. 一列简谐横波沿 $x$ 轴正方向传播，$t=0$ 时刻波源从平衡位置开始向上振动，经过 $0.1 \\mathrm{~s}$ 第一次到达波峰，这段时间内波传播了 $0.5 \\mathrm{~m}$，则该波的波长为 $(\\quad)$', m('0.5'), m('1'), m('2'), m('4')), 'C', 'solves', 'wave'],
  ['波源从平衡位置开始向上振动，经 0.1 s 第一次到达波峰，此时波恰好传播了 0.5 m，则该波的波速为____m/s。', 5, 'mayRefuse', 'wave'],
  ['一列简谐横波的波源从平衡位置开始向上振动，经过 0.2 s 第一次到达波峰，则该波的周期为____s。', 0.8, 'solves', 'wave'],
  // v = 0.5/0.1 = 5 m/s; in 1.2 s: 6 m
  ['一列简谐横波的波源从平衡位置开始向上振动，经过 0.1 s 第一次到达波峰，这段时间内波向前传播了 0.5 m，则从开始振动起经过 1.2 s 波传播的距离为____m。', 6, 'mayRefuse', 'wave'],

  // I = q/T = q²B/(2πm): ∝ B, independent of v, ∝ q², ∝ 1/m
  [c('13. 一个带电粒子在匀强磁场中做匀速圆周运动，不计重力，将其运动等效为环形电流，则该等效电流 $(\\quad)$', '与粒子的电荷量成正比', '与粒子的速率成正比', '与粒子的质量成正比', '与磁感应强度成正比'), 'D', 'mayRefuse', 'circle'],
  [c('带电粒子在匀强磁场中做匀速圆周运动，不计重力，其形成的等效电流的大小', '与粒子速率成正比', '与磁感应强度成正比', '与粒子质量成正比', '与轨道半径成正比'), 'B', 'mayRefuse', 'circle'],

  // C ∝ 1/d: d/2 → 2C; U = 2Q/2C = U; E = U/(d/2) = 2E
  [c('14. 一平行板电容器两极板间距为 $d$，极板所带电荷量为 $Q$，两极板间电势差为 $U_{1}$，板间场强为 $E_{1}$。现将电容器所带电荷量变为 $2 Q$，板间距变为 $\\frac{1}{2} d$，其他条件不变，这时两极板间电势差为 $U_{2}$，板间场强为 $E_{2}$，下列说法正确的是', '$U_{2}=U_{1}, E_{2}=E_{1}$', '$U_{2}=2 U_{1}, E_{2}=4 E_{1}$', '$U_{2}=U_{1}, E_{2}=2 E_{1}$', '$U_{2}=2 U_{1}, E_{2}=2 E_{1}$'), 'C', 'solves', 'capacitor'],
  // Q fixed, d doubled: C/2, U ×2, E unchanged
  [c('平行板电容器充电后与电源断开，电荷量不变，若将两极板间距离增大为原来的 2 倍，则两板间电压 $U_2$ 与原来 $U_1$、板间场强 $E_2$ 与原来 $E_1$ 的关系为', '$U_{2}=2 U_{1}, E_{2}=E_{1}$', '$U_{2}=U_{1}, E_{2}=E_{1}$', '$U_{2}=2 U_{1}, E_{2}=2 E_{1}$', '$U_{2}=\\frac{1}{2} U_{1}, E_{2}=E_{1}$'), 'A', 'solves', 'capacitor'],
];

/**
 * Round 22 probes: computational kinds of the curriculum as different papers word them — ratios by inverse-square
 * laws, power lost in transmission lines, the top speed at a power with a mass given but not needed, ratios asked as
 * 「之比」, several quantities asked together, and 多选 statements with numbers. None is copied from the published
 * problems; every letter was worked by hand (working in the comment). Near misses that leave a step unread must be
 * refused; 'mayRefuse' marks a near miss that may be answered only rightly, or a probe this round left refused.
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round22Kind = 'inverse-square' | 'transmission' | 'top-speed' | 'ratio' | 'together' | 'statements';
export type Round22Probe = [text: string, expected: string | null, status: Status, kind: Round22Kind];

const ms = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const kmh = (x: string) => `$${x} \\mathrm{~km} / \\mathrm{h}$`;
const MULTI = '（多选）';

// biome-ignore format: one problem a line
export const ROUND22_PROBES: Round22Probe[] = [
  // r = R + R = 2R: F ∝ 1/r² → 1/4
  [c('某人造卫星在离地面高度等于地球半径 $R$ 的圆轨道上运行，它在该处所受地球的万有引力是它在地面上所受万有引力的（ ）', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'B', 'solves', 'inverse-square'],
  // h = 2R → r = 3R: g' = g/9
  [c('已知地球半径为 $R$，地面处的重力加速度为 $g$，则距离地面高度为 $2R$ 处的重力加速度为', '$\\frac{g}{2}$', '$\\frac{g}{3}$', '$\\frac{g}{4}$', '$\\frac{g}{9}$'), 'D', 'solves', 'inverse-square'],
  // E ∝ 1/r²: at 3r, E/9
  [c('真空中一个点电荷 $Q$ 在距它 $r$ 处产生的电场强度大小为 $E$，则在距它 $3r$ 处产生的电场强度大小为', '$3E$', '$\\frac{E}{3}$', '$\\frac{E}{9}$', '$9E$'), 'C', 'solves', 'inverse-square'],
  // E_A : E_B = (2r)² : r² = 4 : 1
  [c('点电荷 $Q$ 产生的电场中，$A$、$B$ 两点到 $Q$ 的距离分别为 $r$ 和 $2r$，则 $A$、$B$ 两点的电场强度大小之比 $E_{A}: E_{B}$ 为', '1:2', '2:1', '1:4', '4:1'), 'D', 'solves', 'inverse-square'],
  // A point source: intensity ∝ 1/r², 1 m vs 2 m → 4 : 1
  [c('一个点光源向四周均匀发光，距光源 $1 \\mathrm{~m}$ 处的光照强度与距光源 $2 \\mathrm{~m}$ 处的光照强度之比为', '1:2', '2:1', '1:4', '4:1'), 'D', 'solves', 'inverse-square'],
  // At 4R from the centre: g : g0 = 1 : 16
  [c('地球表面的重力加速度为 $g_{0}$，物体在距地心 $4 R$（$R$ 是地球的半径）处，由于地球的作用而产生的加速度为 $g$，则 $g: g_{0}$ 为', '1:1', '1:4', '1:9', '1:16'), 'D', 'solves', 'inverse-square'],
  // Weight G on the ground; at h = R (r = 2R): G/4 — the ask 「是…的几倍」 said another way
  [c('一物体在地球表面受到的重力为 $G$，将它放到离地面高度为地球半径的地方，它受到地球的引力为', '$\\frac{G}{2}$', '$\\frac{G}{4}$', '$\\frac{G}{9}$', '$G$'), 'B', 'solves', 'inverse-square'],
  // A uniform field does not fall off: the distances do not matter (1 : 1) — a near miss, never 4 : 1
  // v = √(GM/r): r = 2R and 3R → v₁ : v₂ = √3 : √2 (a speed, not an inverse square)
  [c('两颗卫星分别在离地面高度为 $R$ 和 $2R$ 的圆轨道上绕地球运行（$R$ 为地球半径），它们的线速度之比为', '$\\sqrt{3}: \\sqrt{2}$', '3:2', '9:4', '2:3'), 'A', 'mayRefuse', 'inverse-square'],
  // Inside the Earth g ∝ r: at R/2 from the centre, g/2 (not 4g)
  [c('把地球看成质量分布均匀的球体，在地球内部距地心 $\\frac{R}{2}$ 处的重力加速度是地面处重力加速度的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'A', 'mayRefuse', 'inverse-square'],
  // The charge doubled too: E' = k·2Q/(2r)² = E/2 (not E/4)
  [c('真空中点电荷 $Q$ 在距它 $r$ 处的电场强度为 $E$，若将该点电荷的电荷量加倍，则距它 $2r$ 处的电场强度为', '$\\frac{E}{4}$', '$\\frac{E}{2}$', '$E$', '$2E$'), 'B', 'mayRefuse', 'inverse-square'],
  [c('匀强电场中 $A$、$B$ 两点到负极板的距离分别为 $r$ 和 $2r$，则 $A$、$B$ 两点的电场强度大小之比为', '1:1', '1:2', '2:1', '4:1'), 'A', 'mayRefuse', 'inverse-square'],

  // P fixed: P_loss = (P/U)² r ∝ 1/U², U doubled → 1/4
  [c('远距离输电时，在输送电功率不变的条件下，若将输电电压由 $110 \\mathrm{~kV}$ 提高到 $220 \\mathrm{~kV}$，则输电线上损失的功率变为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'B', 'solves', 'transmission'],
  // 10 kV vs 100 kV at one power and one line: losses 100 : 1
  [c('输送功率一定时，分别用 $10 \\mathrm{~kV}$ 和 $100 \\mathrm{~kV}$ 的电压输电，输电线上损失的电功率之比为', '10:1', '1:10', '100:1', '1:100'), 'C', 'mayRefuse', 'transmission'],
  // U × 10 → loss × 1/100
  [c('在输电线电阻一定、输送功率不变的情况下，把输电电压提高到原来的 10 倍，则输电线上的功率损耗变为原来的', '10 倍', '$\\frac{1}{10}$', '100 倍', '$\\frac{1}{100}$'), 'D', 'solves', 'transmission'],
  // I = P/U = 10 A, P_loss = I²r = 1000 W = 1 kW
  [c('发电厂输出的电功率为 $100 \\mathrm{~kW}$，输电线的总电阻为 $10 \\Omega$，若用 $10 \\mathrm{~kV}$ 的电压输电，则输电线上损失的功率为', '$1 \\mathrm{~kW}$', '$100 \\mathrm{~W}$', '$10 \\mathrm{~W}$', '$1000 \\mathrm{~kW}$'), 'A', 'mayRefuse', 'transmission'],
  // The loss asked to be 1/4: U must be doubled
  [c('输送功率不变时，要使输电线上损失的功率减小为原来的 $\\frac{1}{4}$，输电电压应变为原来的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '2 倍', '4 倍'), 'C', 'mayRefuse', 'transmission'],
  // A step-up transformer from 11 kV to 220 kV: (11/220)² = 1/400
  [c('发电站用升压变压器把输电电压从 $11 \\mathrm{~kV}$ 升高到 $220 \\mathrm{~kV}$ 后再输电，输送功率不变，则输电线上损失的功率是原来的', '$\\frac{1}{20}$', '$\\frac{1}{400}$', '20 倍', '400 倍'), 'B', 'solves', 'transmission'],
  // The voltage lost on the line ΔU = Ir ∝ 1/U: doubled U → 1/2 (not the power's 1/4)
  [c('输送功率不变，将输电电压提高为原来的 2 倍，则输电线上损失的电压变为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'A', 'mayRefuse', 'transmission'],
  // The power sent is not said to stay: not decided
  [c('将输电电压由 $110 \\mathrm{~kV}$ 提高到 $220 \\mathrm{~kV}$，则输电线上损失的功率变为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), null, 'refuses', 'transmission'],

  // v_m = P/f = 80000/4000 = 20 m/s; the mass is not needed
  [c('质量为 $2 \\times 10^{3} \\mathrm{~kg}$ 的汽车，发动机的额定功率为 $80 \\mathrm{~kW}$，在平直公路上行驶时所受阻力恒为 $4 \\times 10^{3} \\mathrm{~N}$，则汽车能达到的最大速度为', ms('10'), ms('20'), ms('30'), ms('40')), 'B', 'solves', 'top-speed'],
  // 60 kW / 5000 N = 12 m/s; the mass in tonnes, unused
  [c('一辆汽车的额定功率为 $60 \\mathrm{~kW}$，质量为 $5 \\mathrm{~t}$，在水平路面上行驶时，阻力是 $5 \\times 10^{3} \\mathrm{~N}$，汽车在该路面上行驶的最大速度是', ms('10'), ms('12'), ms('15'), ms('20')), 'B', 'solves', 'top-speed'],
  // Another order, symbols named: 60000/2000 = 30 m/s
  [c('汽车在平直公路上以额定功率行驶，所受阻力大小恒为 $2000 \\mathrm{~N}$，汽车质量 $m=1.5 \\times 10^{3} \\mathrm{~kg}$，额定功率 $P=60 \\mathrm{~kW}$，则汽车行驶的最大速度 $v_{m}$ 为', ms('20'), ms('30'), ms('40'), ms('60')), 'B', 'solves', 'top-speed'],
  // f = 0.1mg = 2000 N (the mass now needed): 60000/2000 = 30 m/s
  [c('质量为 $2 \\mathrm{~t}$ 的汽车，额定功率为 $60 \\mathrm{~kW}$，在水平公路上行驶时受到的阻力是车重的 0.1 倍，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车行驶的最大速度为', ms('15'), ms('20'), ms('30'), ms('60')), 'C', 'solves', 'top-speed'],
  // 90000/3000 = 30 m/s = 108 km/h
  [c('额定功率为 $90 \\mathrm{~kW}$ 的汽车，质量为 $1.2 \\times 10^{3} \\mathrm{~kg}$，在平直公路上行驶时所受阻力为 $3 \\times 10^{3} \\mathrm{~N}$，它能达到的最大速度为', kmh('30'), kmh('54'), kmh('108'), kmh('120')), 'C', 'solves', 'top-speed'],
  // A train at constant power: 3×10⁶ / 1×10⁵ = 30 m/s
  [c('质量为 $5 \\times 10^{5} \\mathrm{~kg}$ 的列车以恒定功率 $P=3 \\times 10^{6} \\mathrm{~W}$ 在平直轨道上行驶，所受阻力恒为 $1 \\times 10^{5} \\mathrm{~N}$，则列车行驶的最大速度为', ms('6'), ms('30'), ms('60'), ms('300')), 'B', 'solves', 'top-speed'],
  // Up a slope the pull must also balance mg sinθ: not this kind
  [c('质量为 $2 \\times 10^{3} \\mathrm{~kg}$ 的汽车，额定功率为 $80 \\mathrm{~kW}$，沿倾角为 $\\theta$ 的斜坡向上行驶，所受阻力恒为 $4 \\times 10^{3} \\mathrm{~N}$，则汽车能达到的最大速度为', ms('10'), ms('20'), ms('30'), ms('40')), null, 'refuses', 'top-speed'],

  // t = √(2h/g): t ∝ √h → 1 : 2
  [c('甲、乙两物体分别从 $20 \\mathrm{~m}$ 和 $80 \\mathrm{~m}$ 高处同时自由下落，不计空气阻力，它们落地所用时间之比为', '1:2', '1:4', '2:1', '$1: \\sqrt{2}$'), 'A', 'mayRefuse', 'ratio'],
  // Ek = ½mv²: (1·4) : (2·1) = 2 : 1
  [c('两个物体的质量之比为 $1: 2$，速度之比为 $2: 1$，则它们的动能之比为', '1:1', '2:1', '4:1', '1:2'), 'B', 'mayRefuse', 'ratio'],
  // Series: U ∝ R → 1 : 2
  [c('电阻 $R_{1}=10 \\Omega$、$R_{2}=20 \\Omega$ 串联在电路中，则 $R_{1}$、$R_{2}$ 两端的电压之比 $U_{1}: U_{2}$ 为', '1:2', '2:1', '1:1', '1:4'), 'A', 'solves', 'ratio'],
  // Parallel: I ∝ 1/R → 2 : 1
  [c('电阻 $R_{1}=10 \\Omega$、$R_{2}=20 \\Omega$ 并联在电路中，则通过 $R_{1}$、$R_{2}$ 的电流之比 $I_{1}: I_{2}$ 为', '1:2', '2:1', '1:1', '4:1'), 'B', 'solves', 'ratio'],
  // Same height, same fall time: x ∝ v0 → 1 : 2
  [c('从同一高度以 $10 \\mathrm{~m} / \\mathrm{s}$ 和 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度分别水平抛出两个小球，不计空气阻力，它们落地时的水平位移之比为', '1:1', '1:2', '1:4', '$1: \\sqrt{2}$'), 'B', 'mayRefuse', 'ratio'],
  // v = √(GM/r): r 1 : 2 → v √2 : 1
  [c('两颗人造卫星绕地球做匀速圆周运动，它们的轨道半径之比为 $1: 2$，则它们的线速度之比为', '1:2', '2:1', '$\\sqrt{2}: 1$', '$1: \\sqrt{2}$'), 'C', 'solves', 'ratio'],

  // v = at = 6 m/s, x = ½at² = 9 m
  [c('一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在 $3 \\mathrm{~s}$ 末的速度和 $3 \\mathrm{~s}$ 内的位移分别为', '$6 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$', '$6 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$'), 'A', 'solves', 'together'],
  // I = U/R = 2 A, P = UI = 20 W
  [c('将阻值为 $5 \\Omega$ 的电阻接在电压为 $10 \\mathrm{~V}$ 的电源两端，通过电阻的电流和电阻消耗的电功率分别为', '$2 \\mathrm{~A}$，$20 \\mathrm{~W}$', '$2 \\mathrm{~A}$，$50 \\mathrm{~W}$', '$0.5 \\mathrm{~A}$，$20 \\mathrm{~W}$', '$2 \\mathrm{~A}$，$10 \\mathrm{~W}$'), 'A', 'solves', 'together'],
  // p = mv = 6 kg·m/s, Ek = ½mv² = 9 J
  [c('质量为 $2 \\mathrm{~kg}$ 的物体以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度运动，它的动量大小和动能分别为', '$6 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$，$9 \\mathrm{~J}$', '$6 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$，$18 \\mathrm{~J}$', '$3 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$，$9 \\mathrm{~J}$', '$9 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$，$6 \\mathrm{~J}$'), 'A', 'mayRefuse', 'together'],

  // t = 2 s, v = 20 m/s, W = mgh = 200 J, P = mgv = 200 W (not 100 W)
  [c(`${MULTI}质量为 $1 \\mathrm{~kg}$ 的物体从 $20 \\mathrm{~m}$ 高处由静止自由下落，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，下列说法正确的是`, '落地所用时间为 $2 \\mathrm{~s}$', '落地时的速度大小为 $20 \\mathrm{~m} / \\mathrm{s}$', '下落过程中重力做功为 $200 \\mathrm{~J}$', '落地时重力的瞬时功率为 $100 \\mathrm{~W}$'), 'ABC', 'solves', 'statements'],
  // v2 = 4 m/s, x2 = 4 m, the 2nd second 4 − 1 = 3 m, mean over 2 s = 2 m/s (not 4)
  [c(`${MULTI}一个物体从静止开始以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度做匀加速直线运动，下列说法正确的是`, '第 $2 \\mathrm{~s}$ 末的速度为 $4 \\mathrm{~m} / \\mathrm{s}$', '前 $2 \\mathrm{~s}$ 内的位移为 $4 \\mathrm{~m}$', '第 $2 \\mathrm{~s}$ 内的位移为 $3 \\mathrm{~m}$', '前 $2 \\mathrm{~s}$ 内的平均速度为 $4 \\mathrm{~m} / \\mathrm{s}$'), 'ABC', 'solves', 'statements'],
];

/**
 * Round 20 probes: the topics of a national paper's questions 14–21, each written as several papers word them
 * (other numbers and objects, exam LaTeX as OCR gives it, a value asked as a ratio or a multiple, statements true and
 * false). None is copied from the published problems; every letter was worked by hand (working in the comment).
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round20Topic =
  | 'photoelectric'
  | 'levels'
  | 'decay'
  | 'gravitation'
  | 'kinematics'
  | 'newton'
  | 'energy'
  | 'momentum'
  | 'electrostatics'
  | 'circuits'
  | 'magnetic'
  | 'induction';
export type Round20Probe = [text: string, expected: string | null, status: Status, topic: Round20Topic];

const eV = (x: string) => `$${x} \\mathrm{eV}$`;
const ms = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const m = (x: string) => `$${x} \\mathrm{~m}$`;
const N = (x: string) => `$${x} \\mathrm{~N}$`;
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const A = (x: string) => `$${x} \\mathrm{~A}$`;
const W = (x: string) => `$${x} \\mathrm{~W}$`;
const J = (x: string) => `$${x} \\mathrm{~J}$`;
const acc = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;

// biome-ignore format: one problem a line
export const ROUND20_PROBES: Round20Probe[] = [
  // Ek = hν − W0 = 3.00 − 2.25 = 0.75 eV
  [c('某金属的逸出功为 $2.25 \\mathrm{eV}$，用光子能量为 $3.00 \\mathrm{eV}$ 的单色光照射该金属，逸出的光电子的最大初动能为', eV('0.75'), eV('2.25'), eV('3.00'), eV('5.25')), 'A', 'solves', 'photoelectric'],
  // Uc = (5.0 − 3.2) eV / e = 1.8 V
  [c('用能量为 $5.0 \\mathrm{eV}$ 的光子照射某金属表面，该金属的逸出功为 $3.2 \\mathrm{eV}$，则遏止电压为', V('1.8'), V('3.2'), V('5.0'), V('8.2')), 'A', 'solves', 'photoelectric'],
  // hν − hν0 with ν = 3ν0 → 2hν0
  [c('某金属的截止频率为 $\\nu_{0}$，用频率为 $3 \\nu_{0}$ 的光照射该金属，则逸出光电子的最大初动能为', '$h \\nu_{0}$', '$2 h \\nu_{0}$', '$3 h \\nu_{0}$', '$4 h \\nu_{0}$'), 'B', 'mayRefuse', 'photoelectric'],
  // Ek depends on frequency only; below the cut-off no emission whatever the intensity
  [c('用某单色光照射某种金属表面，发生了光电效应，下列说法正确的是', '增大入射光的强度，光电子的最大初动能增大', '增大入射光的频率，光电子的最大初动能增大', '改用频率低于截止频率的光照射，增大光照强度也能发生光电效应', '光电子的最大初动能与入射光的强度无关'), 'BD', 'solves', 'photoelectric'],
  // 6.0 − 4.5 = 1.5 eV; Uc = 1.5 V; 4.0 eV < W0: none
  [c('某金属的逸出功为 $4.5 \\mathrm{eV}$，用光子能量为 $6.0 \\mathrm{eV}$ 的光照射该金属，下列说法正确的是', '光电子的最大初动能为 $1.5 \\mathrm{eV}$', '遏止电压为 $4.5 \\mathrm{~V}$', '改用光子能量为 $4.0 \\mathrm{eV}$ 的光照射，仍能发生光电效应', '遏止电压为 $1.5 \\mathrm{~V}$'), 'AD', 'mayRefuse', 'photoelectric'],

  // E3 − E1 = −1.51 + 13.6 = 12.09 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，其中 $E_{1}=-13.6 \\mathrm{eV}$。氢原子从 $n=3$ 能级跃迁到 $n=1$ 能级时，辐射的光子能量为', eV('12.09'), eV('10.2'), eV('1.89'), eV('13.6')), 'A', 'solves', 'levels'],
  // C(4,2) = 6
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁时，最多能辐射出不同频率的光子种数为', '3 种', '4 种', '5 种', '6 种'), 'D', 'solves', 'levels'],
  // the least: 3 → 2, 13.6/4 − 13.6/9 = 1.89 eV
  [c('大量处于 $n=3$ 激发态的氢原子向低能级跃迁，已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，则辐射出的光子中能量最小的为', eV('1.89'), eV('10.2'), eV('12.09'), eV('13.6')), 'A', 'solves', 'levels'],
  // ionisation from the ground state: 13.6 eV
  [c('已知氢原子的基态能量为 $-13.6 \\mathrm{eV}$，要使处于基态的氢原子电离，至少需要吸收的能量为', eV('3.4'), eV('10.2'), eV('13.6'), eV('27.2')), 'C', 'solves', 'levels'],
  // 2 → 1 gives 10.2 eV; Ek = 10.2 − 6.34 = 3.86 eV
  [c('氢原子从 $n=2$ 能级跃迁到 $n=1$ 能级辐射的光子能量为 $10.2 \\mathrm{eV}$，用该光照射逸出功为 $6.34 \\mathrm{eV}$ 的金属铂，产生的光电子的最大初动能为', eV('3.86'), eV('6.34'), eV('10.2'), eV('16.54')), 'A', 'mayRefuse', 'levels'],

  // 15 d = 3 half-lives → 1/8
  [c('某放射性元素的半衰期为 5 天，经过 15 天后，剩余的该元素的质量是原来的', '$\\frac{1}{2}$', '$\\frac{1}{3}$', '$\\frac{1}{4}$', '$\\frac{1}{8}$'), 'D', 'solves', 'decay'],
  // α: (238 − 206)/4 = 8; β: 82 − (92 − 16) = 6
  [c('$_{92}^{238} \\mathrm{U}$ 经过一系列衰变后变成 $_{82}^{206} \\mathrm{~Pb}$，此过程中发生的 $\\alpha$ 衰变和 $\\beta$ 衰变的次数分别为', '8 次，6 次', '6 次，8 次', '8 次，8 次', '6 次，6 次'), 'A', 'solves', 'decay'],
  // 32 g after three half-lives: 4 g
  [c('$32 \\mathrm{~g}$ 的某放射性元素，经过 3 个半衰期后，还剩下未衰变的质量为', '$16 \\mathrm{~g}$', '$8 \\mathrm{~g}$', '$4 \\mathrm{~g}$', '$2 \\mathrm{~g}$'), 'C', 'solves', 'decay'],
  // 7/8 decayed = 3 half-lives in 11.4 d → 3.8 d
  [c('某放射性元素经过 $11.4$ 天有 $\\frac{7}{8}$ 的原子核发生了衰变，该元素的半衰期为', '$3.8$ 天', '$5.7$ 天', '$7.6$ 天', '$11.4$ 天'), 'A', 'solves', 'decay'],
  // N + α → O + X: X has A = 14 + 4 − 17 = 1, Z = 7 + 2 − 8 = 1: a proton
  [c('在核反应方程 $_{7}^{14} \\mathrm{~N}+_{2}^{4} \\mathrm{He} \\rightarrow_{8}^{17} \\mathrm{O}+\\mathrm{X}$ 中，$\\mathrm{X}$ 表示的是', '质子', '中子', '电子', '$\\alpha$ 粒子'), 'A', 'solves', 'decay'],
  // k = 236 − 144 − 89 = 3
  [c('铀核裂变的一种核反应方程为 $_{92}^{235} \\mathrm{U}+_{0}^{1} \\mathrm{n} \\rightarrow_{56}^{144} \\mathrm{Ba}+_{36}^{89} \\mathrm{Kr}+k_{0}^{1} \\mathrm{n}$，则 $k$ 的值为', '1', '2', '3', '4'), 'C', 'mayRefuse', 'decay'],

  // g' = g R²/(2R)² = g/4
  [c('已知地球表面的重力加速度为 $g$，则在离地面高度等于地球半径处的重力加速度为', '$g$', '$\\frac{g}{2}$', '$\\frac{g}{4}$', '$\\frac{g}{9}$'), 'C', 'mayRefuse', 'gravitation'],
  // v = √(GM/R): √(8/2) = 2
  [c('某星球的质量是地球质量的 8 倍，半径是地球半径的 2 倍，则该星球的第一宇宙速度是地球第一宇宙速度的', '2 倍', '4 倍', '$\\frac{1}{2}$', '$\\sqrt{2}$ 倍'), 'A', 'solves', 'gravitation'],
  // g ∝ M/R²: 2 · 4 = 8
  [c('某行星的质量是地球质量的 2 倍，半径是地球半径的 $\\frac{1}{2}$，则该行星表面的重力加速度是地球表面重力加速度的', '2 倍', '4 倍', '8 倍', '16 倍'), 'C', 'solves', 'gravitation'],
  // geosynchronous: T = 24 h, v < 7.9 km/s, over the equator only, one height
  [c('关于地球同步卫星，下列说法正确的是', '它的运行周期为 $24 \\mathrm{~h}$', '它可以定点在北京的正上方', '它的运行速度大于 $7.9 \\mathrm{~km} / \\mathrm{s}$', '所有同步卫星离地面的高度都相同'), 'AD', 'mayRefuse', 'gravitation'],
  // v ∝ r^-1/2: 1/√2; T ∝ r^3/2: 2√2
  [c('一颗人造卫星绕地球做匀速圆周运动，若其轨道半径变为原来的 2 倍，则其线速度变为原来的', '$\\frac{1}{2}$', '$\\frac{\\sqrt{2}}{2}$', '$\\sqrt{2}$ 倍', '2 倍'), 'B', 'solves', 'gravitation'],

  // stops after 4 s: x = 20²/(2·5) = 40 m
  [c('汽车以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度在平直公路上行驶，刹车后做匀减速直线运动，加速度大小为 $5 \\mathrm{~m} / \\mathrm{s}^{2}$，则刹车后 $6 \\mathrm{~s}$ 内汽车的位移为', m('30'), m('40'), m('60'), m('210')), 'B', 'solves', 'kinematics'],
  // from rest: 1 : 3 : 5
  [c('物体由静止开始做匀加速直线运动，则它在第 $1 \\mathrm{~s}$ 内、第 $2 \\mathrm{~s}$ 内、第 $3 \\mathrm{~s}$ 内的位移之比为', '$1: 2: 3$', '$1: 3: 5$', '$1: 4: 9$', '$1: 1: 1$'), 'B', 'mayRefuse', 'kinematics'],
  // h = 45 m: t = 3 s, v = 30 m/s
  [c('一个小球从 $45 \\mathrm{~m}$ 高处由静止自由下落，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则小球落地时的速度大小为', ms('15'), ms('20'), ms('30'), ms('45')), 'C', 'solves', 'kinematics'],
  // x3 = ½·2·(9 − 4) = 5 m
  [c('一物体由静止开始做匀加速直线运动，加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体在第 $3 \\mathrm{~s}$ 内的位移为', m('3'), m('5'), m('9'), m('6')), 'B', 'solves', 'kinematics'],
  // H = v0²/2g = 20 m
  [c('将一小球以 $20 \\mathrm{~m} / \\mathrm{s}$ 的初速度竖直向上抛出，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则小球上升的最大高度为', m('10'), m('20'), m('40'), m('2')), 'B', 'solves', 'kinematics'],

  // a = F/m = 5
  [c('质量为 $2 \\mathrm{~kg}$ 的物体放在光滑水平面上，在大小为 $10 \\mathrm{~N}$ 的水平拉力作用下由静止开始运动，则物体的加速度大小为', acc('2'), acc('5'), acc('10'), acc('20')), 'B', 'solves', 'newton'],
  // a = 8/4 = 2, F_AB = 3·2 = 6 N
  [c('质量分别为 $1 \\mathrm{~kg}$ 和 $3 \\mathrm{~kg}$ 的物块 $\\mathrm{A}$、$\\mathrm{B}$ 并排放在光滑水平面上，用 $8 \\mathrm{~N}$ 的水平推力推 $\\mathrm{A}$，使它们一起加速运动，则 $\\mathrm{A}$ 对 $\\mathrm{B}$ 的作用力大小为', N('2'), N('4'), N('6'), N('8')), 'C', 'solves', 'newton'],
  // smooth incline 30°: a = g sin 30° = 5
  [c('一物体从倾角为 $30^{\\circ}$ 的光滑斜面顶端由静止下滑，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体下滑的加速度大小为', acc('5'), acc('10'), acc('$5 \\sqrt{3}$'.replace(/\$/g, '')), acc('2.5')), 'A', 'mayRefuse', 'newton'],
  // a = (20 − 0.2·50)/5 = 2
  [c('质量为 $5 \\mathrm{~kg}$ 的物体在水平面上，物体与水平面间的动摩擦因数为 $0.2$，在 $20 \\mathrm{~N}$ 的水平拉力作用下运动，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体的加速度大小为', acc('2'), acc('4'), acc('6'), acc('1')), 'A', 'solves', 'newton'],
  // N = m(g + a) = 50·12 = 600 N
  [c('质量为 $50 \\mathrm{~kg}$ 的人站在电梯里，电梯以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度匀加速上升，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则人对电梯地板的压力大小为', N('400'), N('500'), N('600'), N('100')), 'C', 'mayRefuse', 'newton'],

  // v_max = P/f = 60000/2000 = 30
  [c('某汽车的额定功率为 $60 \\mathrm{~kW}$，在平直公路上行驶时受到的阻力恒为 $2000 \\mathrm{~N}$，则汽车行驶的最大速度为', ms('20'), ms('30'), ms('40'), ms('120')), 'B', 'solves', 'energy'],
  // v = √(2·10·5) = 10, P = mgv = 100 W
  [c('质量为 $1 \\mathrm{~kg}$ 的物体从 $5 \\mathrm{~m}$ 高处由静止自由下落，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体落地时重力的瞬时功率为', W('50'), W('100'), W('200'), W('10')), 'B', 'mayRefuse', 'energy'],
  // W = 500·10·10 = 5×10⁴ J in 20 s → 2.5×10³ W
  [c('起重机将质量为 $500 \\mathrm{~kg}$ 的货物在 $20 \\mathrm{~s}$ 内匀速提升 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做功的功率为', W('250'), W('2500'), W('5000'), W('50000')), 'B', 'solves', 'energy'],
  // Ek = ½·2·9 = 9 J
  [c('质量为 $2 \\mathrm{~kg}$ 的物体以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度运动，它的动能为', J('3'), J('6'), J('9'), J('18')), 'C', 'solves', 'energy'],
  // first second: h = 5 m, W = 50 J, mean P = 50 W
  [c('质量为 $1 \\mathrm{~kg}$ 的物体从高处由静止自由下落，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则下落后第 $1 \\mathrm{~s}$ 内重力做功的平均功率为', W('25'), W('50'), W('100'), W('10')), 'B', 'solves', 'energy'],

  // 1·4 = 4·v → 1 m/s
  [c('在光滑水平面上，质量为 $1 \\mathrm{~kg}$ 的小球 $\\mathrm{A}$ 以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度与静止的质量为 $3 \\mathrm{~kg}$ 的小球 $\\mathrm{B}$ 发生碰撞，碰后两球粘在一起，则碰后它们的共同速度大小为', ms('1'), ms('2'), ms('3'), ms('4')), 'A', 'solves', 'momentum'],
  // I = F t = 15 N·s
  [c('一个大小为 $5 \\mathrm{~N}$ 的恒力作用在物体上，作用时间为 $3 \\mathrm{~s}$，则该力的冲量大小为', '$15 \\mathrm{~N} \\cdot \\mathrm{s}$', '$5 \\mathrm{~N} \\cdot \\mathrm{s}$', '$3 \\mathrm{~N} \\cdot \\mathrm{s}$', '$8 \\mathrm{~N} \\cdot \\mathrm{s}$'), 'A', 'mayRefuse', 'momentum'],
  // rebound: Δp = 0.5·(10 + 8) = 9
  [c('质量为 $0.5 \\mathrm{~kg}$ 的小球以 $10 \\mathrm{~m} / \\mathrm{s}$ 的速度水平撞向竖直墙壁，以 $8 \\mathrm{~m} / \\mathrm{s}$ 的速度反向弹回，则小球动量变化量的大小为', '$1 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$9 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$4 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$5 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$'), 'B', 'solves', 'momentum'],
  // perfectly inelastic: v = 6/3 = 2, loss = 9 − 6 = 3 J
  [c('光滑水平面上质量为 $2 \\mathrm{~kg}$ 的物块以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的物块相碰，碰后粘在一起运动，则碰撞过程中损失的机械能为', J('1'), J('3'), J('6'), J('9')), 'B', 'solves', 'momentum'],
  // recoil: 60·v = 120·1 → 2 m/s... person 60 kg jumps at 2 m/s from a 120 kg boat at rest: boat 1 m/s
  [c('质量为 $120 \\mathrm{~kg}$ 的小船静止在水面上，质量为 $60 \\mathrm{~kg}$ 的人以 $2 \\mathrm{~m} / \\mathrm{s}$ 的水平速度从船上跳出，不计水的阻力，则小船后退的速度大小为', ms('0.5'), ms('1'), ms('2'), ms('4')), 'B', 'solves', 'momentum'],

  // F ∝ q1 q2 / r²: 4/4 = 1
  [c('真空中两个静止的点电荷，若它们的电荷量都变为原来的 2 倍，距离也变为原来的 2 倍，则它们之间的库仑力变为原来的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '1 倍', '4 倍'), 'C', 'solves', 'electrostatics'],
  // W = qU = 2×10⁻⁹ · 20 = 4×10⁻⁸ J
  [c('电场中 $\\mathrm{A}$、$\\mathrm{B}$ 两点间的电势差 $U_{A B}=20 \\mathrm{~V}$，将电荷量 $q=2 \\times 10^{-9} \\mathrm{C}$ 的正电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电场力做的功为', '$4 \\times 10^{-8} \\mathrm{~J}$', '$1 \\times 10^{-10} \\mathrm{~J}$', '$-4 \\times 10^{-8} \\mathrm{~J}$', '$2 \\times 10^{-8} \\mathrm{~J}$'), 'A', 'solves', 'electrostatics'],
  // U = E d = 100 · 0.2 = 20 V
  [c('匀强电场的电场强度为 $100 \\mathrm{~V} / \\mathrm{m}$，沿电场线方向相距 $0.2 \\mathrm{~m}$ 的两点间的电势差为', V('2'), V('20'), V('200'), V('500')), 'B', 'solves', 'electrostatics'],
  // Q = C U = 2×10⁻⁶ · 10 = 2×10⁻⁵ C
  [c('一个电容器的电容为 $2 \\times 10^{-6} \\mathrm{~F}$，两极板间的电压为 $10 \\mathrm{~V}$，则电容器所带的电荷量为', '$2 \\times 10^{-5} \\mathrm{C}$', '$2 \\times 10^{-7} \\mathrm{C}$', '$5 \\times 10^{-6} \\mathrm{C}$', '$2 \\times 10^{-6} \\mathrm{C}$'), 'A', 'solves', 'electrostatics'],
  // negative charge moved from low to high potential: field does positive work, potential energy falls
  [c('关于电场，下列说法正确的是', '沿电场线方向电势逐渐降低', '电场强度为零的地方电势一定为零', '负电荷从电势低处移到电势高处，电势能减小', '电场强度大的地方电势一定高'), 'AC', 'solves', 'electrostatics'],

  // I = E/(R + r) = 3/6 = 0.5 A, U = 2.5 V
  [c('电源的电动势为 $3 \\mathrm{~V}$，内阻为 $1 \\Omega$，外电路接一个阻值为 $5 \\Omega$ 的电阻，则电路中的电流为', A('0.5'), A('0.6'), A('3'), A('2.5')), 'A', 'solves', 'circuits'],
  // I = 6/3 = 2, P_out = I²R = 8 W
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外接电阻 $R=2 \\Omega$，则电源的输出功率为', W('8'), W('12'), W('4'), W('18')), 'A', 'solves', 'circuits'],
  // U = E R/(R + r) = 2.5 V
  [c('电源电动势为 $3 \\mathrm{~V}$、内阻为 $1 \\Omega$，当外电阻为 $5 \\Omega$ 时，路端电压为', V('0.5'), V('2.5'), V('3'), V('0.6')), 'B', 'mayRefuse', 'circuits'],
  // in series U ∝ R: 2 : 3
  [c('电阻 $R_{1}=2 \\Omega$、$R_{2}=3 \\Omega$ 串联后接在电源上，则 $R_{1}$、$R_{2}$ 两端的电压之比为', '$2: 3$', '$3: 2$', '$1: 1$', '$4: 9$'), 'A', 'solves', 'circuits'],
  // R up: I down, U_in = Ir down, U up, P_total = EI down
  [c('在闭合电路中，当外电路的电阻增大时，下列说法正确的是', '路端电压增大', '干路电流增大', '内电压减小', '电源的总功率增大'), 'AC', 'mayRefuse', 'circuits'],

  // r = mv/(qB) doubles; T = 2πm/(qB) unchanged
  [c('一个质子在匀强磁场中做匀速圆周运动，若它的速度增大为原来的 2 倍，则', '轨道半径变为原来的 2 倍，周期不变', '轨道半径不变，周期变为原来的 2 倍', '轨道半径和周期都变为原来的 2 倍', '轨道半径变为原来的 2 倍，周期变为原来的一半'), 'A', 'mayRefuse', 'magnetic'],
  // F = qvB = 1.6×10⁻¹⁹ · 10⁶ · 0.5 = 8×10⁻¹⁴ N (the bare 「0」 option stays unread: reading it let the field laws
  // answer look-alikes where the wire or the motion is along the field — refused)
  [c('电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的粒子以 $1 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，它受到的洛伦兹力大小为', '$8 \\times 10^{-14} \\mathrm{~N}$', '$1.6 \\times 10^{-13} \\mathrm{~N}$', '$3.2 \\times 10^{-14} \\mathrm{~N}$', '$0$'), 'A', 'mayRefuse', 'magnetic'],
  // F = BIL = 0.5 · 2 · 0.2 = 0.2 N
  [c('长为 $0.2 \\mathrm{~m}$ 的通电直导线垂直放在磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，导线中的电流为 $2 \\mathrm{~A}$，则导线受到的安培力大小为', N('0.2'), N('0.4'), N('2'), N('0.05')), 'A', 'solves', 'magnetic'],
  // r = mv/(qB): proton m/e, α 4m/2e → 1 : 2
  [c('质子 $\\left({ }_{1}^{1} \\mathrm{H}\\right)$ 和 $\\alpha$ 粒子 $\\left({ }_{2}^{4} \\mathrm{He}\\right)$ 以相同的速度垂直进入同一匀强磁场中做匀速圆周运动，则质子和 $\\alpha$ 粒子的轨道半径之比为', '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'solves', 'magnetic'],
  // T = 2πm/(qB): 1 : 2
  [c('质子和 $\\alpha$ 粒子在同一匀强磁场中做匀速圆周运动，则质子与 $\\alpha$ 粒子的周期之比为', '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'solves', 'magnetic'],

  // E = BLv = 0.2 · 0.5 · 4 = 0.4 V
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒在磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中，以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度垂直切割磁感线运动，则导体棒中产生的感应电动势为', V('0.4'), V('0.8'), V('1.6'), V('0.1')), 'A', 'solves', 'induction'],
  // E = nΔΦ/Δt = 100 · 0.04/0.2 = 20 V
  [c('一个 100 匝的线圈，穿过它的磁通量在 $0.2 \\mathrm{~s}$ 内由 $0.01 \\mathrm{~Wb}$ 均匀增加到 $0.05 \\mathrm{~Wb}$，则线圈中的感应电动势为', V('0.2'), V('2'), V('20'), V('25')), 'C', 'solves', 'induction'],
  // E = 1 V, I = 0.5 A, F = BIL = 0.1 N
  [c('水平放置的光滑平行金属导轨间距为 $0.4 \\mathrm{~m}$，处在磁感应强度为 $0.5 \\mathrm{~T}$ 的竖直向下的匀强磁场中，导轨左端接有阻值为 $2 \\Omega$ 的电阻，导体棒以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度向右匀速运动，导体棒和导轨的电阻不计，则通过电阻的电流为', A('0.5'), A('1'), A('2'), A('0.25')), 'A', 'solves', 'induction'],
  // U2 = 220/10 = 22 V
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，则副线圈两端的电压为', V('22'), V('2200'), V('220'), V('11')), 'A', 'solves', 'induction'],
  // Lenz: the induced current opposes the change of flux
  [c('关于感应电流，下列说法正确的是', '只要闭合电路中有磁通量，就一定有感应电流', '感应电流的磁场总是阻碍引起感应电流的磁通量的变化', '感应电流的磁场总是与原磁场方向相反', '穿过闭合电路的磁通量变化越快，感应电动势越大'), 'BD', 'solves', 'induction'],
  // further wordings of the kinds widened this round
  // n = 4 half-lives for 1/16 left: t = 4 · 8 = 32 d
  [c('某放射性元素的半衰期为 8 天，要使它剩余 $\\frac{1}{16}$，需要经过的时间为', '16 天', '24 天', '32 天', '64 天'), 'C', 'solves', 'decay'],
  // 1/3 decayed: (1/2)ⁿ = 2/3 is no whole number of half-lives — not read
  [c('某放射性元素经过 $6$ 天有 $\\frac{1}{3}$ 的原子核发生了衰变，该元素的半衰期为', '$3$ 天', '$6$ 天', '$9$ 天', '$12$ 天'), null, 'refuses', 'decay'],
  // 2 half-lives: 3/4 decayed
  [c('经过 2 个半衰期后，某放射性元素已衰变的原子核占原来的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '$\\frac{3}{4}$', '$\\frac{7}{8}$'), 'C', 'solves', 'decay'],
  // α: 4/4 = 1, β: 2·1 − 2 = 0
  [c('$^{226}_{88} \\mathrm{Ra}$ 衰变为 $^{222}_{86} \\mathrm{Rn}$，此过程中发生的 $\\alpha$ 衰变和 $\\beta$ 衰变的次数分别为', '1 次，0 次', '0 次，1 次', '1 次，1 次', '2 次，0 次'), 'A', 'solves', 'decay'],
  // longest wavelength of a group at n = 4: 4 → 3, −0.85 + 1.511 = 0.661 eV
  [c('已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，一群处于 $n=4$ 能级的氢原子向低能级跃迁时发出的光子中，波长最长的光子的能量为', eV('0.66'), eV('12.75'), eV('2.55'), eV('10.2')), 'A', 'solves', 'levels'],
  // highest frequency of a group at n = 3: 3 → 1, 12.09 eV
  [c('大量处于 $n=3$ 能级的氢原子向低能级跃迁，氢原子的基态能量 $E_{1}=-13.6 \\mathrm{eV}$，则放出的光子中频率最高的光子能量为', eV('1.89'), eV('10.2'), eV('12.09'), eV('13.6')), 'C', 'solves', 'levels'],
  // ionisation from n = 2: 13.6/4 = 3.4 eV
  [c('已知氢原子基态能量为 $-13.6 \\mathrm{eV}$，使处于 $n=2$ 能级的氢原子电离，需要吸收的最小能量为', eV('3.4'), eV('10.2'), eV('13.6'), eV('1.51')), 'A', 'solves', 'levels'],
  // F = qvB = 3.2×10⁻¹⁹ · 5×10⁵ · 0.2 = 3.2×10⁻¹⁴ N
  [c('带电荷量为 $3.2 \\times 10^{-19} \\mathrm{C}$ 的 $\\alpha$ 粒子以 $5 \\times 10^{5} \\mathrm{~m} / \\mathrm{s}$ 的速度垂直于磁场方向射入磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场，则它所受洛伦兹力的大小为', '$3.2 \\times 10^{-14} \\mathrm{~N}$', '$1.6 \\times 10^{-14} \\mathrm{~N}$', '$3.2 \\times 10^{-13} \\mathrm{~N}$', '$6.4 \\times 10^{-14} \\mathrm{~N}$'), 'A', 'solves', 'magnetic'],
  // photoelectric laws as statements, other wordings (Ek follows ν, not the intensity; no emission below ν₀)
  [c('关于光电效应，下列说法正确的是', '入射光的强度越大，光电子的最大初动能越大', '入射光的频率越高，光电子的最大初动能越大', '只要光照时间足够长，就一定能发生光电效应', '金属的逸出功与入射光的频率有关'), 'B', 'solves', 'photoelectric'],
  [c('用一束紫光照射某金属时能发生光电效应，下列说法错误的是', '增大紫光的强度，饱和光电流增大', '光电子的最大初动能与入射光的强度无关', '光电子的最大初动能与入射光的频率成正比', '逸出功由金属本身决定，与入射光的频率无关'), 'C', 'mayRefuse', 'photoelectric'],
  [c('在光电效应实验中，下列说法正确的是', '增大入射光的强度，单位时间内逸出的光电子数增多', '只要入射光的强度足够大，就一定能发生光电效应', '光电子的最大初动能随入射光强度的增大而增大', '入射光的频率低于截止频率时，无论光的强度多大，都不能发生光电效应'), 'AD', 'solves', 'photoelectric'],
  // induction laws as statements
  [c('下列关于电磁感应的说法中，正确的是', '穿过闭合电路的磁通量越大，感应电流越大', '穿过闭合电路的磁通量变化越快，感应电动势越大', '感应电流的磁场总是阻止引起感应电流的磁通量的变化', '穿过线圈的磁通量为零时，感应电动势一定为零'), 'B', 'solves', 'induction'],
  // half-life in any surroundings, among nuclear statements
  [c('关于放射性元素的半衰期，下列说法正确的是', '把放射性元素放在低温低压的环境中，其半衰期不变', '升高温度可以缩短放射性元素的半衰期', '半衰期是大量原子核衰变的统计规律', '采用化学方法可以改变放射性元素的半衰期'), 'AC', 'solves', 'decay'],
  // statements about a decay in the stem, nuclides written by mass number alone (${ }^{14} \mathrm{C}$)
  // C: 8 neutrons, N: 7 → A true; a decay releases energy, so the parent is heavier → B false; D 6 > 7 false
  [c('碳 14 的衰变方程为 ${ }_{6}^{14} \\mathrm{C} \\rightarrow{ }_{7}^{14} \\mathrm{~N}+{ }_{-1}^{0} \\mathrm{e}$，下列说法正确的是', '${ }^{14} \\mathrm{C}$ 核的中子数大于 ${ }^{14} \\mathrm{~N}$ 核的中子数', '${ }^{14} \\mathrm{C}$ 核的质量等于 ${ }^{14} \\mathrm{~N}$ 核的质量', '升高温度可以缩短 ${ }^{14} \\mathrm{C}$ 的半衰期', '${ }^{14} \\mathrm{C}$ 核的质子数大于 ${ }^{14} \\mathrm{~N}$ 核的质子数'), 'A', 'solves', 'decay'],
  // U heavier than Th → A; neutrons 144 ≠ 146 → B false; C textbook true; protons 90 < 92 → D true
  [c('铀 238 发生 $\\alpha$ 衰变的方程为 ${ }_{92}^{238} \\mathrm{U} \\rightarrow{ }_{90}^{234} \\mathrm{Th}+{ }_{2}^{4} \\mathrm{He}$，下列说法正确的是', '${ }^{238} \\mathrm{U}$ 核的质量大于 ${ }^{234} \\mathrm{Th}$ 核的质量', '${ }^{234} \\mathrm{Th}$ 核的中子数等于 ${ }^{238} \\mathrm{U}$ 核的中子数', '放射性元素的半衰期与温度、压强无关', '${ }^{234} \\mathrm{Th}$ 核的质子数小于 ${ }^{238} \\mathrm{U}$ 核的质子数'), 'ACD', 'solves', 'decay'],
  // two products compared by mass: not read — refused
  [c('钋 210 的衰变方程为 ${ }_{84}^{210} \\mathrm{Po} \\rightarrow{ }_{82}^{206} \\mathrm{~Pb}+{ }_{2}^{4} \\mathrm{He}$，下列说法正确的是', '${ }^{206} \\mathrm{~Pb}$ 核的质量大于 ${ }^{4} \\mathrm{He}$ 核的质量', '${ }^{210} \\mathrm{Po}$ 核的中子数等于 ${ }^{206} \\mathrm{~Pb}$ 核的中子数', '半衰期是大量原子核衰变的统计规律', '${ }^{206} \\mathrm{~Pb}$ 核的质子数大于 ${ }^{210} \\mathrm{Po}$ 核的质子数'), null, 'refuses', 'decay'],
  // a fusion's masses are not read as a decay's — refused
  [c('一种核聚变的方程为 ${ }_{1}^{2} \\mathrm{H}+{ }_{1}^{3} \\mathrm{H} \\rightarrow{ }_{2}^{4} \\mathrm{He}+{ }_{0}^{1} \\mathrm{n}$，下列说法正确的是', '${ }^{4} \\mathrm{He}$ 核的质量大于 ${ }^{3} \\mathrm{H}$ 核的质量', '${ }^{4} \\mathrm{He}$ 核的中子数等于 ${ }^{3} \\mathrm{H}$ 核的中子数', '半衰期是大量原子核衰变的统计规律', '${ }^{4} \\mathrm{He}$ 核的质子数大于 ${ }^{3} \\mathrm{H}$ 核的质子数'), null, 'refuses', 'decay'],
  // an option equal to the value beside one printed coarsely (「1 V」 rounds 1.25): I = 1.5/3 = 0.5 A, U = 1.25 V —
  // refused: preferring the exact option would also pick 19.6 m over 20 m when g was never given
  [c('电源的电动势为 $1.5 \\mathrm{~V}$，内阻为 $0.5 \\Omega$，外接阻值为 $2.5 \\Omega$ 的电阻，则路端电压为', V('1.25'), V('1'), V('1.5'), V('0.25')), 'A', 'mayRefuse', 'circuits'],
  // the asked value after an intermediate: W = 200·10·5 = 10⁴ J, P = W/t = 1000 W
  [c('一台起重机在 $10 \\mathrm{~s}$ 内把质量为 $200 \\mathrm{~kg}$ 的重物匀速提高了 $5 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对重物做功的功率为', W('100'), W('1000'), W('10000'), W('500')), 'B', 'solves', 'energy'],
  // W = 50·10 = 500 J in 5 s → 100 W
  [c('用 $50 \\mathrm{~N}$ 的水平拉力拉着物体在水平面上匀速前进了 $10 \\mathrm{~m}$，用时 $5 \\mathrm{~s}$，则拉力做功的功率为', W('100'), W('500'), W('250'), W('50')), 'A', 'solves', 'energy'],
  // a particle named with its nuclide in brackets: r ∝ A/Z, 2/1 : 4/2 = 1 : 1
  [c('氘核 $\\left({ }_{1}^{2} \\mathrm{H}\\right)$ 和 $\\alpha$ 粒子 $\\left({ }_{2}^{4} \\mathrm{He}\\right)$ 以相同的速度垂直射入同一匀强磁场中，做匀速圆周运动的半径之比为', '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'solves', 'magnetic'],
  // T ∝ A/Z: 1 : 2
  [c('质子（${ }_{1}^{1} \\mathrm{H}$）和氘核（${ }_{1}^{2} \\mathrm{H}$）在同一匀强磁场中做匀速圆周运动，则它们的周期之比为', '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'solves', 'magnetic'],
  // W_AB = q U_AB with signs: a negative charge, W = −3×10⁻⁶ · 5 = −1.5×10⁻⁵ J
  [c('在电场中，$\\mathrm{A}$、$\\mathrm{B}$ 两点间的电势差 $U_{A B}=5 \\mathrm{~V}$，将电荷量为 $3 \\times 10^{-6} \\mathrm{C}$ 的负电荷从 $\\mathrm{A}$ 点移到 $\\mathrm{B}$ 点，电场力做的功为', '$-1.5 \\times 10^{-5} \\mathrm{~J}$', '$1.5 \\times 10^{-5} \\mathrm{~J}$', '$6 \\times 10^{-7} \\mathrm{~J}$', '$-6 \\times 10^{-7} \\mathrm{~J}$'), 'A', 'solves', 'electrostatics'],
  // moved the other way: W_BA = q U_BA = 2×10⁻⁸ · (−10) = −2×10⁻⁷ J
  [c('已知电场中 $\\mathrm{A}$、$\\mathrm{B}$ 两点间的电势差 $U_{A B}=10 \\mathrm{~V}$，把电荷量为 $2 \\times 10^{-8} \\mathrm{C}$ 的正电荷从 $\\mathrm{B}$ 点移到 $\\mathrm{A}$ 点，电场力做的功为', '$2 \\times 10^{-7} \\mathrm{~J}$', '$-2 \\times 10^{-7} \\mathrm{~J}$', '$5 \\times 10^{-7} \\mathrm{~J}$', '$-5 \\times 10^{-9} \\mathrm{~J}$'), 'B', 'solves', 'electrostatics'],
  // a proton: 1.6×10⁻¹⁹ · 100 = 1.6×10⁻¹⁷ J
  [c('电场中 $\\mathrm{A}$、$\\mathrm{B}$ 两点间的电势差 $U_{A B}=100 \\mathrm{~V}$，一个电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的质子从 $\\mathrm{A}$ 点运动到 $\\mathrm{B}$ 点，电场力对质子做的功为', '$1.6 \\times 10^{-17} \\mathrm{~J}$', '$-1.6 \\times 10^{-17} \\mathrm{~J}$', '$1.6 \\times 10^{-21} \\mathrm{~J}$', '$6.25 \\times 10^{20} \\mathrm{~J}$'), 'A', 'solves', 'electrostatics'],
  // a rod on rails: E = BLv = 0.4 · 0.5 · 2 = 0.4 V (the resistor, not in E = BLv, is a number left over: may be refused)
  [c('两根足够长的光滑平行金属导轨水平放置，间距为 $0.5 \\mathrm{~m}$，处于方向竖直向上、磁感应强度为 $0.4 \\mathrm{~T}$ 的匀强磁场中，导轨一端接有阻值为 $1 \\Omega$ 的电阻，金属杆以 $2 \\mathrm{~m} / \\mathrm{s}$ 的速度沿导轨匀速运动，金属杆及导轨的电阻均不计，则金属杆中的感应电动势为', V('0.4'), V('0.2'), V('0.8'), V('4')), 'A', 'mayRefuse', 'induction'],
  // B across the rails' plane: I = BLv/R = 0.8 · 0.25 · 3 / 0.5 = 1.2 A
  [c('平行金属导轨间距为 $25 \\mathrm{~cm}$，磁感应强度为 $0.8 \\mathrm{~T}$ 的匀强磁场方向垂直于导轨平面，导轨一端接有 $0.5 \\Omega$ 的电阻，导体棒在导轨上以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度匀速运动，导体棒和导轨的电阻忽略不计，则回路中的电流为', A('1.2'), A('0.6'), A('0.3'), A('12')), 'A', 'solves', 'induction'],
  // the rod's own resistance not said: the current is not decided — refused
  [c('平行金属导轨间距为 $0.5 \\mathrm{~m}$，磁感应强度为 $1 \\mathrm{~T}$ 的匀强磁场方向垂直于导轨平面，导轨一端接有 $2 \\Omega$ 的电阻，导体棒在导轨上以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度匀速运动，则通过电阻的电流为', A('1'), A('2'), A('0.5'), A('4')), null, 'refuses', 'induction'],
  // the force on the rod needs the current first (E = 1 V, I = 1 A, F = BIL = 0.2 N): two steps — may be refused
  [c('水平放置的光滑平行金属导轨间距为 $0.5 \\mathrm{~m}$，处在磁感应强度为 $0.4 \\mathrm{~T}$、方向竖直向下的匀强磁场中，导轨左端接有阻值为 $1 \\Omega$ 的电阻，导体棒以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度匀速向右运动，导体棒和导轨的电阻不计，则导体棒受到的安培力大小为', N('0.2'), N('0.4'), N('1'), N('0.1')), 'A', 'mayRefuse', 'induction'],
];

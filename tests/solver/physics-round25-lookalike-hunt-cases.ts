/**
 * Round 25 look-alike hunt: problems one detail away from the kinds this round added or widened — μ on level ground
 * (a weight given, the force from an acceleration, sliding friction, a locked-wheel stop), μ = tanθ and a smooth
 * slope, Hooke's law, forces and work at an angle, a charged particle accelerated or circling, a lamp's quoted
 * rating, the gas law asked as a multiple, two bodies' momentum and kinetic-energy ratios, resistors given as a
 * ratio. Each changes a condition, the ask or an option, or makes the problem undecidable. Every letter worked by
 * hand (working in the comment); null marks a problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const N = (x: string) => `$${x} \\mathrm{~N}$`;
const G10 = '$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$';

// biome-ignore format: one problem a line
export const ROUND25_LOOKALIKES: Lookalike[] = [
  // F = μG = 0.25·200 = 50 N
  [c('重为 $200 \\mathrm{~N}$ 的木箱放在水平地面上，木箱与地面间的动摩擦因数为 $0.25$，用水平推力推着木箱做匀速直线运动，则推力的大小为', N('25'), N('50'), N('200'), N('800')), 'B', 'solves'],
  // Not moved: static friction balances the 20 N push (μG = 30 N is the trap)
  [c('重为 $100 \\mathrm{~N}$ 的木箱静止在水平地面上，木箱与地面间的动摩擦因数为 $0.3$，用 $20 \\mathrm{~N}$ 的水平推力推木箱，木箱没有被推动，则木箱受到的摩擦力大小为', N('20'), N('30'), N('100'), N('0')), 'A', 'mayRefuse'],
  // At rest, no horizontal force: no friction (μmg = 10 N is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体静止在水平地面上，物体与地面间的动摩擦因数为 $0.5$，${G10}，则物体受到的摩擦力大小为`, '0', N('5'), N('10'), N('20')), 'A', 'mayRefuse'],
  // A pull at an angle changes N: f = μ(mg − F sinθ) needs F, not given
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在与水平方向成 $37^{\\circ}$ 角斜向上的拉力作用下沿水平面滑动，物体与水平面间的动摩擦因数为 $0.5$，${G10}，则物体受到的滑动摩擦力大小为`, N('10'), N('8'), N('6'), N('4')), null, 'refuses'],
  // a = μg = 5 m/s², t = 20/5 = 4 s
  [c('汽车在水平路面上紧急刹车，刹车前的速度为 $20 \\mathrm{~m} / \\mathrm{s}$，轮胎与路面间的动摩擦因数为 $0.5$，$g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车从刹车到停止所用的时间为', '2 s', '4 s', '8 s', '40 s'), 'B', 'solves'],
  // Stops at 4 s: 6 s covers 40 m (the 6 s formula gives 30 m)
  [c('汽车在水平路面上紧急刹车，刹车前的速度为 $20 \\mathrm{~m} / \\mathrm{s}$，轮胎与路面间的动摩擦因数为 $0.5$，$g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则刹车后 $6 \\mathrm{~s}$ 内汽车滑行的距离为', '30 m', '40 m', '60 m', '120 m'), 'B', 'solves'],
  // Slowing under a forward pull: F = μmg − ma = 10 − 4 = 6 N (ma + μmg = 14 N is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平拉力作用下沿水平面向右做加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的匀减速直线运动，拉力方向向右，物体与水平面间的动摩擦因数为 $0.5$，${G10}，则拉力的大小为`, N('6'), N('14'), N('10'), N('4')), 'A', 'mayRefuse'],
  // a = g sin 60° = 5√3 m/s²
  [c(`物体从倾角为 $60^{\\circ}$ 的光滑固定斜面上由静止开始下滑，${G10}，则物体下滑的加速度大小为`, '$5 \\mathrm{~m} / \\mathrm{s}^{2}$', '$5 \\sqrt{3} \\mathrm{~m} / \\mathrm{s}^{2}$', '$10 \\mathrm{~m} / \\mathrm{s}^{2}$', '$5 \\sqrt{2} \\mathrm{~m} / \\mathrm{s}^{2}$'), 'B', 'solves'],
  // μ = tan 30° = √3/3
  [c('一物体恰好能沿倾角为 $30^{\\circ}$ 的固定斜面匀速下滑，则物体与斜面间的动摩擦因数为', '$\\frac{\\sqrt{3}}{3}$', '$\\sqrt{3}$', '$\\frac{1}{2}$', '$\\frac{\\sqrt{3}}{2}$'), 'A', 'mayRefuse'],
  // Pulled up at constant velocity: μ depends on the pull, not given
  [c('物体在沿斜面向上的拉力作用下沿倾角为 $37^{\\circ}$ 的斜面匀速上滑，已知 $\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体与斜面间的动摩擦因数为', '0.75', '0.6', '0.8', '0.5'), null, 'refuses'],
  // μ = tan 37° = 0.75; the mass cancels
  [c('质量为 $2 \\mathrm{~kg}$ 的物体恰好能沿倾角为 $37^{\\circ}$ 的固定斜面匀速下滑，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体与斜面间的动摩擦因数为', '0.6', '0.75', '0.8', '0.5'), 'B', 'mayRefuse'],

  // x = 8/400 = 0.02 m
  [c('劲度系数为 $400 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，在 $8 \\mathrm{~N}$ 的压力作用下（在弹性限度内），弹簧的压缩量为', '$0.5 \\mathrm{~cm}$', '$2 \\mathrm{~cm}$', '$5 \\mathrm{~cm}$', '$20 \\mathrm{~cm}$'), 'B', 'solves'],
  // Compressed from 15 cm to 12 cm by 6 N: k = 6/0.03 = 200 N/m
  [c('一根弹簧原长为 $15 \\mathrm{~cm}$，受到 $6 \\mathrm{~N}$ 的压力时长度为 $12 \\mathrm{~cm}$（在弹性限度内），则弹簧的劲度系数为', '$40 \\mathrm{~N} / \\mathrm{m}$', '$50 \\mathrm{~N} / \\mathrm{m}$', '$200 \\mathrm{~N} / \\mathrm{m}$', '$400 \\mathrm{~N} / \\mathrm{m}$'), 'C', 'solves'],
  // Asked the length: 10 cm + 2 cm = 12 cm (the stretch 2 cm is the trap)
  [c('一根轻弹簧的原长为 $10 \\mathrm{~cm}$，劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$，下端挂 $2 \\mathrm{~N}$ 的重物静止时，弹簧的长度为', '$2 \\mathrm{~cm}$', '$8 \\mathrm{~cm}$', '$10 \\mathrm{~cm}$', '$12 \\mathrm{~cm}$'), 'D', 'mayRefuse'],
  // Two springs in series, each stretched by 10 N: 10 cm each, 20 cm in all
  [c('两根劲度系数均为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧串联后，下端挂 $10 \\mathrm{~N}$ 的重物，静止时两根弹簧的总伸长量为', '$5 \\mathrm{~cm}$', '$10 \\mathrm{~cm}$', '$20 \\mathrm{~cm}$', '$40 \\mathrm{~cm}$'), 'C', 'mayRefuse'],
  // In a lift accelerating up: kx = m(g + a) = 12 N, x = 12 cm (mg/k = 10 cm is the trap)
  [c(`在以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度加速上升的电梯中，劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧下端挂着质量为 $1 \\mathrm{~kg}$ 的物体，物体与电梯相对静止，${G10}，则弹簧的伸长量为`, '$8 \\mathrm{~cm}$', '$10 \\mathrm{~cm}$', '$12 \\mathrm{~cm}$', '$2 \\mathrm{~cm}$'), 'C', 'mayRefuse'],
  // Pulled at both ends by 10 N: the spring's force is 10 N, x = 5 cm (20 N / k is the trap)
  [c('一根劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，两端各用 $10 \\mathrm{~N}$ 的力沿相反方向拉（在弹性限度内），则弹簧的伸长量为', '$5 \\mathrm{~cm}$', '$10 \\mathrm{~cm}$', '$0$', '$20 \\mathrm{~cm}$'), 'A', 'mayRefuse'],
  // A hanging mass and no g: which g is not the solver's choice
  [c('一根轻弹簧的劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$，下端挂一个质量为 $1 \\mathrm{~kg}$ 的物体，静止时弹簧的伸长量为', '$4.9 \\mathrm{~cm}$', '$5 \\mathrm{~cm}$', '$10 \\mathrm{~cm}$', '$20 \\mathrm{~cm}$'), null, 'refuses'],

  // √(5² + 12²) = 13 N
  [c('两个共点力的大小分别为 $5 \\mathrm{~N}$ 和 $12 \\mathrm{~N}$，两力互相垂直，则合力的大小为', N('7'), N('13'), N('17'), N('60')), 'B', 'solves'],
  // Equal 10 N forces at 60°: 10√3 N
  [c('两个大小都是 $10 \\mathrm{~N}$ 的共点力，夹角为 $60^{\\circ}$，则它们的合力大小为', N('10'), N('$10 \\sqrt{2}$'), N('$10 \\sqrt{3}$'), N('20')), 'C', 'solves'],
  // The largest resultant is 3 + 4 = 7 N (no angle given)
  [c('两个共点力的大小分别为 $3 \\mathrm{~N}$ 和 $4 \\mathrm{~N}$，则它们的合力的最大值为', N('1'), N('5'), N('7'), N('12')), 'C', 'mayRefuse'],
  // F sin 37° = 6 N
  [c('用与水平方向成 $37^{\\circ}$ 角斜向上、大小为 $10 \\mathrm{~N}$ 的拉力拉物体，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则拉力在竖直方向的分力大小为', N('6'), N('8'), N('10'), N('4')), 'A', 'solves'],
  // At 30° to the vertical: the horizontal part is F sin 30° = 5 N
  [c('一个大小为 $10 \\mathrm{~N}$ 的力与竖直方向成 $30^{\\circ}$ 角，则该力沿水平方向的分力大小为', N('5'), N('$5 \\sqrt{3}$'), N('10'), N('$10 \\sqrt{3}$')), 'A', 'solves'],
  // A push at 37° below the horizontal: W = Fx cos 37° = 50·10·0.8 = 400 J
  [c('用与水平方向成 $37^{\\circ}$ 角斜向下的推力 $F=50 \\mathrm{~N}$ 推着木箱沿水平地面前进了 $10 \\mathrm{~m}$，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则推力对木箱做的功为', '$300 \\mathrm{~J}$', '$400 \\mathrm{~J}$', '$500 \\mathrm{~J}$', '$-400 \\mathrm{~J}$'), 'B', 'solves'],
  // Friction's work: N = mg − F sin 37° = 70 N, f = 35 N, W = −350 J (−μmgx = −500 J is the trap)
  [c(`质量为 $10 \\mathrm{~kg}$ 的物体在与水平方向成 $37^{\\circ}$ 角斜向上的拉力 $F=50 \\mathrm{~N}$ 作用下沿水平地面前进了 $10 \\mathrm{~m}$，物体与地面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则摩擦力对物体做的功为`, '$-350 \\mathrm{~J}$', '$-500 \\mathrm{~J}$', '$-400 \\mathrm{~J}$', '$350 \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // W = Fx cos 60° = 10 J; the mass does not enter
  [c('质量为 $2 \\mathrm{~kg}$ 的物体在与水平方向成 $60^{\\circ}$ 角的恒定拉力 $F=10 \\mathrm{~N}$ 作用下沿光滑水平面移动了 $2 \\mathrm{~m}$，则拉力做的功为', '$5 \\mathrm{~J}$', '$10 \\mathrm{~J}$', '$20 \\mathrm{~J}$', '$40 \\mathrm{~J}$'), 'B', 'mayRefuse'],
  // Power at an angle: P = Fv cos 60° = 10 W
  [c('物体在与水平方向成 $60^{\\circ}$ 角的拉力 $F=10 \\mathrm{~N}$ 作用下沿水平面以 $2 \\mathrm{~m} / \\mathrm{s}$ 的速度匀速运动，则拉力的功率为', '$5 \\mathrm{~W}$', '$10 \\mathrm{~W}$', '$20 \\mathrm{~W}$', '$10 \\sqrt{3} \\mathrm{~W}$'), 'B', 'mayRefuse'],

  // E_k = qU = 3.2×10⁻¹⁹·1000 = 3.2×10⁻¹⁶ J
  [c('$\\alpha$ 粒子（电荷量为 $3.2 \\times 10^{-19} \\mathrm{C}$）从静止开始经 $1000 \\mathrm{~V}$ 的电压加速，则它获得的动能为', '$3.2 \\times 10^{-16} \\mathrm{~J}$', '$1.6 \\times 10^{-16} \\mathrm{~J}$', '$3.2 \\times 10^{-22} \\mathrm{~J}$', '$6.4 \\times 10^{-16} \\mathrm{~J}$'), 'A', 'solves'],
  // v = √(2qU/m) = √(2·2×10⁻⁸·400 / 4×10⁻¹⁰) = 200 m/s
  [c('质量为 $4 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $2 \\times 10^{-8} \\mathrm{C}$ 的带电粒子由静止开始经电压为 $400 \\mathrm{~V}$ 的电场加速，不计重力，则粒子加速后的速度大小为', '$100 \\mathrm{~m} / \\mathrm{s}$', '$200 \\mathrm{~m} / \\mathrm{s}$', '$400 \\mathrm{~m} / \\mathrm{s}$', '$200 \\sqrt{2} \\mathrm{~m} / \\mathrm{s}$'), 'B', 'solves'],
  // With a start speed 100 m/s: ½mv² = 10⁻⁶ + 10⁻⁶ J, v = 100√2 m/s (the from-rest 100 m/s is the trap)
  [c('质量为 $2 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $1 \\times 10^{-8} \\mathrm{C}$ 的带电粒子以 $100 \\mathrm{~m} / \\mathrm{s}$ 的初速度沿电场方向进入电压为 $100 \\mathrm{~V}$ 的加速电场，不计重力，则粒子离开电场时的速度大小为', '$100 \\mathrm{~m} / \\mathrm{s}$', '$100 \\sqrt{2} \\mathrm{~m} / \\mathrm{s}$', '$200 \\mathrm{~m} / \\mathrm{s}$', '$100 \\sqrt{3} \\mathrm{~m} / \\mathrm{s}$'), 'B', 'mayRefuse'],
  // T = 2πm/(qB) = 2π×10⁻³ s ≈ 6.28×10⁻³ s; the speed does not enter
  [c('质量为 $4 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $2 \\times 10^{-6} \\mathrm{C}$ 的带电粒子，以 $100 \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中，不计重力，则粒子做圆周运动的周期约为', '$6.28 \\times 10^{-3} \\mathrm{~s}$', '$3.14 \\times 10^{-3} \\mathrm{~s}$', '$1 \\times 10^{-3} \\mathrm{~s}$', '$6.28 \\times 10^{-1} \\mathrm{~s}$'), 'A', 'mayRefuse'],
  // B = 20 mT = 0.02 T: r = 4×10⁻⁸/(4×10⁻⁸) = 1 m
  [c('质量为 $4 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $2 \\times 10^{-6} \\mathrm{C}$ 的带电粒子，以 $100 \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $20 \\mathrm{~mT}$ 的匀强磁场中，不计重力，则粒子做圆周运动的半径为', '$0.1 \\mathrm{~m}$', '$1 \\mathrm{~m}$', '$10 \\mathrm{~m}$', '$0.01 \\mathrm{~m}$'), 'B', 'mayRefuse'],
  // r = mv/(qB) with 「速率 v」
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子以速率 $v$ 垂直进入磁感应强度为 $B$ 的匀强磁场中，不计重力，则粒子运动的轨道半径为', '$\\frac{2 m v}{q B}$', '$\\frac{m v}{q B}$', '$\\frac{q B}{m v}$', '$\\frac{m v}{2 q B}$'), 'B', 'mayRefuse'],
  // Asked the angular speed: ω = qB/m
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子以速度 $v$ 垂直射入磁感应强度为 $B$ 的匀强磁场中，不计重力，则粒子做圆周运动的角速度为', '$\\frac{q B}{m}$', '$\\frac{m}{q B}$', '$\\frac{q B}{2 \\pi m}$', '$\\frac{2 \\pi m}{q B}$'), 'A', 'mayRefuse'],
  // The period with 2πm/(qB) among options with the radius as a trap
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子以速度 $v$ 垂直射入磁感应强度为 $B$ 的匀强磁场中做匀速圆周运动，不计重力，则粒子运动的周期为', '$\\frac{m v}{q B}$', '$\\frac{2 \\pi m}{q B}$', '$\\frac{2 \\pi m v}{q B}$', '$\\frac{\\pi m}{q B}$'), 'B', 'solves'],

  // R = 220²/60 ≈ 806.7 Ω
  [c('标有“220 V 60 W”的灯泡正常发光时的电阻约为', '$3.67 \\Omega$', '$806.7 \\Omega$', '$1210 \\Omega$', '$484 \\Omega$'), 'B', 'mayRefuse'],
  // Two such lamps in series on 220 V: each gets 110 V, 25 W
  [c('若把两只“220 V 100 W”的灯泡串联后接在 220 V 的电路中（灯丝电阻不变），则每只灯泡的实际功率为', '25 W', '50 W', '100 W', '200 W'), 'A', 'mayRefuse'],
  // Not said that the filament's resistance stays: the textbook answer 25 W assumes it
  [c('一只“220 V 100 W”的灯泡接在 110 V 的电压上，则它的实际功率为', '25 W', '50 W', '100 W', '200 W'), 'A', 'mayRefuse'],

  // Boyle: 4×10⁵ → 2×10⁵ Pa, V × 2
  [c('一定质量的理想气体，温度保持不变，压强由 $4 \\times 10^{5} \\mathrm{~Pa}$ 减小到 $2 \\times 10^{5} \\mathrm{~Pa}$，则气体的体积变为原来的', '$\\frac{1}{2}$', '1 倍', '2 倍', '4 倍'), 'C', 'solves'],
  // Isochoric: 400 K → 600 K, p × 3/2 (327/127 is the trap)
  [c('一定质量的理想气体，体积不变，温度由 $127^{\\circ} \\mathrm{C}$ 升高到 $327^{\\circ} \\mathrm{C}$，则气体的压强变为原来的', '$\\frac{3}{2}$', '$\\frac{327}{127}$', '$\\frac{2}{3}$', '2 倍'), 'A', 'solves'],
  // Isobaric: 273 K → 546 K, V × 2
  [c('一定质量的理想气体，压强保持不变，温度从 $0^{\\circ} \\mathrm{C}$ 升高到 $273^{\\circ} \\mathrm{C}$，则气体的体积变为原来的', '1 倍', '2 倍', '273 倍', '$\\frac{1}{2}$'), 'B', 'solves'],
  // Gas let out: the mass changes, no law of one mass applies
  [c('容器内的气体温度保持不变，由于漏气，压强由 $4 \\times 10^{5} \\mathrm{~Pa}$ 减小到 $2 \\times 10^{5} \\mathrm{~Pa}$，则容器内剩余气体的质量变为原来的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'A', 'mayRefuse'],
  // Density asked: ρ ∝ 1/V ∝ p, × 4
  [c('一定质量的理想气体，温度保持不变，压强由 $1 \\times 10^{5} \\mathrm{~Pa}$ 增大到 $4 \\times 10^{5} \\mathrm{~Pa}$，则气体的密度变为原来的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '2 倍', '4 倍'), 'D', 'mayRefuse'],
  // Both p and T change: V2/V1 = (p1/p2)(T2/T1) = 0.5·1.5 = 3/4
  [c('一定质量的理想气体，压强由 $1 \\times 10^{5} \\mathrm{~Pa}$ 增大到 $2 \\times 10^{5} \\mathrm{~Pa}$，温度由 $300 \\mathrm{~K}$ 升高到 $450 \\mathrm{~K}$，则气体的体积变为原来的', '$\\frac{3}{4}$', '$\\frac{4}{3}$', '$\\frac{1}{3}$', '3 倍'), 'A', 'mayRefuse'],

  // Letters reversed in the given: v_A : v_B = 2 : 1, p_A : p_B = (1/3)·2 = 2 : 3
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 3$，速度大小之比 $v_{B}: v_{A}=1: 2$，则它们的动量大小之比 $p_{A}: p_{B}$ 为', '2:3', '3:2', '1:6', '1:3'), 'A', 'solves'],
  // Same momentum: E_k = p²/2m, E_kA : E_kB = m_B : m_A = 2 : 1
  [c('$A$、$B$ 两物体的动量大小相同，质量之比 $m_{A}: m_{B}=1: 2$，则它们的动能之比 $E_{\\mathrm{kA}}: E_{\\mathrm{kB}}$ 为', '1:2', '2:1', '1:4', '4:1'), 'B', 'mayRefuse'],
  // Asked B to A: E_kA : E_kB = 2 : 1, so E_kB : E_kA = 1 : 2
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 2$，速度大小之比 $v_{A}: v_{B}=2: 1$，则它们的动能之比 $E_{\\mathrm{kB}}: E_{\\mathrm{kA}}$ 为', '1:1', '1:2', '2:1', '4:1'), 'B', 'solves'],
  // Speeds after a push apart: not the ratios given, a collision-type set-up
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 2$，原来静止，相互作用后被弹开，速度大小之比 $v_{A}: v_{B}=2: 1$，则弹开后它们的动能之比为', '1:1', '1:2', '2:1', '4:1'), 'C', 'mayRefuse'],
  // Series, R1 : R2 = 2 : 3: P1 : P2 = 2 : 3
  [c('电阻 $R_{1}$、$R_{2}$ 串联接入电路，已知 $R_{1}: R_{2}=2: 3$，则 $R_{1}$、$R_{2}$ 消耗的电功率之比为', '2:3', '3:2', '4:9', '1:1'), 'A', 'solves'],
  // Parallel, R1 : R2 = 1 : 3: I1 : I2 = 3 : 1
  [c('电阻 $R_{1}$、$R_{2}$ 并联接入电路，已知 $R_{1}: R_{2}=1: 3$，则通过 $R_{1}$、$R_{2}$ 的电流之比 $I_{1}: I_{2}$ 为', '1:3', '3:1', '1:1', '9:1'), 'B', 'solves'],
  // Asked R2 before R1: U2 : U1 = 2 : 1
  [c('电阻 $R_{1}$、$R_{2}$ 串联在电路中，已知 $R_{1}: R_{2}=1: 2$，则 $R_{2}$、$R_{1}$ 两端的电压之比为', '1:1', '1:2', '2:1', '1:4'), 'C', 'mayRefuse'],
];

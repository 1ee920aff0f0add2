/**
 * Round 25 probes: physics choice problems as national and provincial papers print them, over the kinds round 24
 * left refused — friction with μ on level ground and on an incline, Hooke's law, forces and work at an angle, a
 * charge accelerated through a voltage, a charge circling in a magnetic field, a rated lamp at another voltage, the
 * gas law asked as a multiple, ratios of two bodies, two values asked with 「分别」, and free fall over 「第 n s 内」.
 * None is copied from a published problem; every letter was worked by hand (working in the comment). 'mayRefuse'
 * marks a probe this round left refused (why, in its comment).
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round25Topic = 'friction' | 'incline' | 'hooke' | 'angle' | 'charge' | 'lamp' | 'gases' | 'ratios' | 'pairs' | 'fall';
export type Round25Probe = [text: string, expected: string, status: Status, topic: Round25Topic];

const ms = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const ms2 = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;
const N = (x: string) => `$${x} \\mathrm{~N}$`;
const J = (x: string) => `$${x} \\mathrm{~J}$`;
const G10 = '$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$';
const MULTI = '（多选）';

// biome-ignore format: one problem a line
export const ROUND25_PROBES: Round25Probe[] = [
  // f = μG = 0.3·100 = 30 N (uniform: F = f)
  [c('4. 重为 $100 \\mathrm{~N}$ 的木箱放在水平地面上，木箱与地面间的动摩擦因数为 $0.3$，用水平拉力拉着木箱做匀速直线运动，则拉力的大小为 $(\\quad)$', N('3'), N('30'), N('100'), N('300')), 'B', 'solves', 'friction'],
  // f = μmg = 0.5·2·10 = 10 N
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平桌面上向右滑动，物体与桌面间的动摩擦因数为 $0.5$，${G10}，则物体受到的滑动摩擦力大小为`, N('1'), N('5'), N('10'), N('20')), 'C', 'solves', 'friction'],
  // a = μg = 2 m/s², x = v0²/(2a) = 16/4 = 4 m
  [c(`质量为 $1 \\mathrm{~kg}$ 的物块以 $4 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平地面上滑行，物块与地面间的动摩擦因数为 $0.2$，${G10}，则物块滑行的最大距离为`, '$2 \\mathrm{~m}$', '$4 \\mathrm{~m}$', '$8 \\mathrm{~m}$', '$16 \\mathrm{~m}$'), 'B', 'solves', 'friction'],
  // a = μg = 0.2 m/s², t = v0/a = 3/0.2 = 15 s
  [c('冰壶以 3 m/s 的速度被掷出后在水平冰面上滑行，冰壶与冰面间的动摩擦因数为 0.02，g 取 10 m/s²，则冰壶滑行的时间为', '1.5 s', '6 s', '15 s', '30 s'), 'C', 'solves', 'friction'],
  // F − μmg = ma: F = 2·2 + 0.1·2·10 = 6 N
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平拉力作用下沿水平面做加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的匀加速直线运动，物体与水平面间的动摩擦因数为 $0.1$，${G10}，则拉力的大小为`, N('2'), N('4'), N('6'), N('8')), 'C', 'solves', 'friction'],
  // a = μg = 5 m/s², x = 400/10 = 40 m
  [c('汽车在水平路面上紧急刹车，刹车前的速度为 $20 \\mathrm{~m} / \\mathrm{s}$，轮胎与路面间的动摩擦因数为 $0.5$，$g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车的刹车距离为', '$20 \\mathrm{~m}$', '$40 \\mathrm{~m}$', '$80 \\mathrm{~m}$', '$4 \\mathrm{~m}$'), 'B', 'solves', 'friction'],
  // F − μmg = ma: a = (12 − 0.2·4·10)/4 = 1 m/s²
  [c('质量为 4 kg 的物体放在水平地面上，受到 12 N 的水平拉力作用，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s²，则物体的加速度大小为', ms2('1'), ms2('2'), ms2('3'), ms2('0.5')), 'A', 'solves', 'friction'],

  // a = g(sin θ − μ cos θ) = 10(0.6 − 0.5·0.8) = 2 m/s²
  [c(`质量为 $1 \\mathrm{~kg}$ 的物体沿倾角为 $37^{\\circ}$ 的固定斜面下滑，物体与斜面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体下滑的加速度大小为`, ms2('2'), ms2('4'), ms2('6'), ms2('10')), 'A', 'solves', 'incline'],
  // a = g sin 30° = 5 m/s²
  [c(`物体从倾角为 $30^{\\circ}$ 的光滑固定斜面顶端由静止开始下滑，${G10}，则物体下滑的加速度大小为`, ms2('5'), ms2('10'), '$5 \\sqrt{3} \\mathrm{~m} / \\mathrm{s}^{2}$', ms2('2.5')), 'A', 'solves', 'incline'],
  // Uniform slide: μ = tan 37° = 0.75
  [c('物体恰好能沿倾角为 $37^{\\circ}$ 的固定斜面匀速下滑，已知 $\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体与斜面间的动摩擦因数为', '0.6', '0.75', '0.8', '1.33'), 'B', 'solves', 'incline'],

  // x = F/k = 10/500 = 0.02 m = 2 cm
  [c('一根轻弹簧的劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$，用 $10 \\mathrm{~N}$ 的力拉弹簧（在弹性限度内），则弹簧的伸长量为', '$0.5 \\mathrm{~cm}$', '$2 \\mathrm{~cm}$', '$5 \\mathrm{~cm}$', '$50 \\mathrm{~cm}$'), 'B', 'solves', 'hooke'],
  // k = F/x = 2/0.02 = 100 N/m
  [c('一根弹簧原长为 $10 \\mathrm{~cm}$，挂上 $2 \\mathrm{~N}$ 的重物静止时长度为 $12 \\mathrm{~cm}$（在弹性限度内），则弹簧的劲度系数为', '$1 \\mathrm{~N} / \\mathrm{m}$', '$10 \\mathrm{~N} / \\mathrm{m}$', '$100 \\mathrm{~N} / \\mathrm{m}$', '$200 \\mathrm{~N} / \\mathrm{m}$'), 'C', 'solves', 'hooke'],
  // F = kx = 250·0.04 = 10 N
  [c('劲度系数为 250 N/m 的轻弹簧被压缩了 4 cm（在弹性限度内），则弹簧的弹力大小为', '1 N', '10 N', '62.5 N', '1000 N'), 'B', 'solves', 'hooke'],
  // kx = mg: x = 5/100 = 0.05 m = 5 cm
  [c(`轻弹簧上端固定，下端挂一质量为 $0.5 \\mathrm{~kg}$ 的钩码，静止时弹簧伸长了多少？已知弹簧的劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$，${G10}`, '$0.5 \\mathrm{~cm}$', '$5 \\mathrm{~cm}$', '$50 \\mathrm{~cm}$', '$2 \\mathrm{~cm}$'), 'B', 'solves', 'hooke'],

  // √(6² + 8²) = 10 N
  [c('5. 作用在同一物体上的两个共点力，大小分别为 $6 \\mathrm{~N}$ 和 $8 \\mathrm{~N}$，两力互相垂直，则它们的合力大小为 $(\\quad)$', N('2'), N('10'), N('14'), N('48')), 'B', 'solves', 'angle'],
  // Equal forces at 120°: resultant equals each, 10 N
  // left refused: the option 「0」 is printed without a unit, and the shared option reader does not take it as 0 N
  [c('两个大小均为 10 N 的共点力，它们之间的夹角为 120°，则它们的合力大小为', '0', '10 N', '$10 \\sqrt{3} \\mathrm{~N}$', '20 N'), 'B', 'mayRefuse', 'angle'],
  // F cos 37° = 10·0.8 = 8 N
  [c('用与水平方向成 $37^{\\circ}$ 角斜向上、大小为 $10 \\mathrm{~N}$ 的拉力拉水平面上的物体，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则拉力沿水平方向的分力大小为', N('6'), N('8'), N('10'), N('12.5')), 'B', 'solves', 'angle'],
  // W = Fs cos 60° = 10·2·0.5 = 10 J
  [c('一个物体在与水平方向成 $60^{\\circ}$ 角的恒定拉力 $F=10 \\mathrm{~N}$ 作用下，沿水平面移动了 $2 \\mathrm{~m}$，则拉力 $F$ 做的功为', J('5'), J('10'), J('20'), '$10 \\sqrt{3} \\mathrm{~J}$'), 'B', 'solves', 'angle'],
  // W = Fs cos 37° = 50·10·0.8 = 400 J
  [c('小孩用 50 N 的力拉雪橇，拉力方向与水平方向成 37° 角，雪橇在水平雪地上前进了 10 m，已知 sin37°=0.6，cos37°=0.8，则拉力对雪橇做的功为', '300 J', '400 J', '500 J', '625 J'), 'B', 'solves', 'angle'],

  // E_k = qU = 1.6×10⁻¹⁹·100 = 1.6×10⁻¹⁷ J
  [c('电子（电荷量 $e=1.6 \\times 10^{-19} \\mathrm{C}$）从静止开始经 $100 \\mathrm{~V}$ 的电压加速，则电子获得的动能为', '$1.6 \\times 10^{-17} \\mathrm{~J}$', '$1.6 \\times 10^{-19} \\mathrm{~J}$', '$1.6 \\times 10^{-21} \\mathrm{~J}$', '$6.25 \\times 10^{20} \\mathrm{~J}$'), 'A', 'solves', 'charge'],
  // W = qU = 3×10⁻⁸·200 = 6×10⁻⁶ J
  [c('将电荷量为 $q=3 \\times 10^{-8} \\mathrm{C}$ 的正点电荷从电场中的 $A$ 点移到 $B$ 点，$A$、$B$ 两点间的电势差 $U_{A B}=200 \\mathrm{~V}$，则电场力做的功为', '$6 \\times 10^{-6} \\mathrm{~J}$', '$1.5 \\times 10^{-10} \\mathrm{~J}$', '$6 \\times 10^{-8} \\mathrm{~J}$', '$6.7 \\times 10^{9} \\mathrm{~J}$'), 'A', 'solves', 'charge'],
  // ½mv² = qU: v = √(2·10⁻⁸·100 / 2×10⁻¹⁰) = 100 m/s
  [c('质量为 $2 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $1 \\times 10^{-8} \\mathrm{C}$ 的带电粒子从静止开始经 $100 \\mathrm{~V}$ 的电压加速，不计重力，则粒子获得的速度大小为', ms('10'), ms('100'), ms('1000'), ms('$100 \\sqrt{2}$')), 'B', 'solves', 'charge'],
  // r = mv/(qB) = 4×10⁻¹⁰·100/(2×10⁻⁶·0.2) = 0.1 m
  [c('质量为 $4 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $2 \\times 10^{-6} \\mathrm{C}$ 的带电粒子，以 $100 \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中，不计重力，则粒子做圆周运动的半径为', '$0.01 \\mathrm{~m}$', '$0.1 \\mathrm{~m}$', '$1 \\mathrm{~m}$', '$10 \\mathrm{~m}$'), 'B', 'solves', 'charge'],
  // T = 2πm/(qB)
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子在磁感应强度为 $B$ 的匀强磁场中做匀速圆周运动，不计重力，则粒子运动的周期为', '$\\frac{2 \\pi m}{q B}$', '$\\frac{2 \\pi q B}{m}$', '$\\frac{\\pi m}{q B}$', '$\\frac{m}{2 \\pi q B}$'), 'A', 'solves', 'charge'],

  // R = 36/3 = 12 Ω, P = 9/12 = 0.75 W
  [c('标有“6 V 3 W”的小灯泡接在 3 V 的电源上（设灯丝电阻不变），则小灯泡的实际功率为', '0.75 W', '1.5 W', '3 W', '6 W'), 'A', 'solves', 'lamp'],
  // R = 1210 Ω, P = 110²/1210 = 10 W
  [c('把一只“220 V 40 W”的电灯接在 110 V 的电路中，不考虑温度对灯丝电阻的影响，则电灯的实际功率为', '10 W', '20 W', '40 W', '80 W'), 'A', 'solves', 'lamp'],

  // Boyle: V 2 → 6 L, p × 1/3
  [c('一定质量的理想气体在温度不变的情况下，体积由 $2 \\mathrm{~L}$ 增大到 $6 \\mathrm{~L}$，则气体的压强变为原来的', '$\\frac{1}{3}$', '$\\frac{1}{2}$', '2 倍', '3 倍'), 'A', 'solves', 'gases'],
  // Charles: 300 K → 600 K, V × 2
  [c('一定质量的理想气体在压强不变的情况下，温度由 $300 \\mathrm{~K}$ 升高到 $600 \\mathrm{~K}$，则气体的体积变为原来的', '$\\frac{1}{2}$', '1 倍', '2 倍', '4 倍'), 'C', 'solves', 'gases'],

  // p = mv: 1·2 : 2·1 = 1 : 1
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 2$，速度大小之比 $v_{A}: v_{B}=2: 1$，则它们的动量大小之比 $p_{A}: p_{B}$ 为', '1:1', '1:2', '2:1', '1:4'), 'A', 'solves', 'ratios'],
  // E_k ∝ v² (same mass): 1 : 4
  [c('质量相同的甲、乙两物体，速度大小之比为 $1: 2$，则甲、乙的动能之比为', '1:1', '1:2', '1:4', '4:1'), 'C', 'solves', 'ratios'],
  // Series: U ∝ R → 1 : 2
  [c('电阻 $R_{1}$、$R_{2}$ 串联在电路中，已知 $R_{1}: R_{2}=1: 2$，则 $R_{1}$、$R_{2}$ 两端的电压之比为', '1:1', '1:2', '2:1', '1:4'), 'B', 'solves', 'ratios'],
  // Parallel: I ∝ 1/R → 4 : 2 = 2 : 1
  [c('将 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻并联接入电路，则通过 $R_{1}$、$R_{2}$ 的电流之比 $I_{1}: I_{2}$ 为', '1:2', '2:1', '1:1', '1:4'), 'B', 'solves', 'ratios'],
  // v ∝ 1/√r: √2 : 1
  [c('两颗人造卫星绕地球做匀速圆周运动，轨道半径之比 $r_{1}: r_{2}=1: 2$，则它们的线速度大小之比 $v_{1}: v_{2}$ 为', '$\\sqrt{2}: 1$', '$1: \\sqrt{2}$', '2:1', '1:2'), 'A', 'solves', 'ratios'],
  // Parallel: P = U²/R ∝ 1/R → 3 : 1
  [c('阻值分别为 $3 \\Omega$ 和 $9 \\Omega$ 的两个电阻并联在电路中，则它们消耗的电功率之比为', '1:3', '3:1', '1:9', '9:1'), 'B', 'solves', 'ratios'],

  // v = at = 4 m/s, x = at²/2 = 4 m
  [c('汽车由静止开始以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度做匀加速直线运动，则汽车在 $2 \\mathrm{~s}$ 末的速度大小和 $2 \\mathrm{~s}$ 内的位移大小分别为', '$4 \\mathrm{~m} / \\mathrm{s}$，$4 \\mathrm{~m}$', '$4 \\mathrm{~m} / \\mathrm{s}$，$8 \\mathrm{~m}$', '$2 \\mathrm{~m} / \\mathrm{s}$，$4 \\mathrm{~m}$', '$2 \\mathrm{~m} / \\mathrm{s}$，$2 \\mathrm{~m}$'), 'A', 'solves', 'pairs'],
  // Free fall 2 s: v = 20 m/s, h = 20 m
  [c(`一物体从高处由静止开始自由下落，${G10}，则下落 $2 \\mathrm{~s}$ 时的速度大小和下落的高度分别为`, '$20 \\mathrm{~m} / \\mathrm{s}$，$20 \\mathrm{~m}$', '$20 \\mathrm{~m} / \\mathrm{s}$，$40 \\mathrm{~m}$', '$10 \\mathrm{~m} / \\mathrm{s}$，$20 \\mathrm{~m}$', '$10 \\mathrm{~m} / \\mathrm{s}$，$10 \\mathrm{~m}$'), 'A', 'solves', 'pairs'],

  // 第 3 s 内: 45 − 20 = 25 m
  [c(`一物体做自由落体运动，${G10}，则物体在第 $3 \\mathrm{~s}$ 内下落的高度为`, '$5 \\mathrm{~m}$', '$15 \\mathrm{~m}$', '$25 \\mathrm{~m}$', '$45 \\mathrm{~m}$'), 'C', 'solves', 'fall'],
  // 第 2 s 内: 15 m in 1 s → 15 m/s
  [c('一小球做自由落体运动，g 取 10 m/s²，则小球在第 2 s 内的平均速度大小为', '5 m/s', '10 m/s', '15 m/s', '20 m/s'), 'C', 'solves', 'fall'],
  // v3 = 30 m/s; h3 = 45 m; 第 3 s 内 25 m; 前 3 s 平均 15 m/s
  // left refused: 多选 free-fall statements (「第 n s 内」, 「平均速度」) are not judged one by one
  [c(`${MULTI}物体做自由落体运动，${G10}，下列说法正确的是`, '第 $3 \\mathrm{~s}$ 末的速度大小为 $30 \\mathrm{~m} / \\mathrm{s}$', '前 $3 \\mathrm{~s}$ 内下落的高度为 $45 \\mathrm{~m}$', '第 $3 \\mathrm{~s}$ 内下落的高度为 $25 \\mathrm{~m}$', '前 $3 \\mathrm{~s}$ 内的平均速度大小为 $10 \\mathrm{~m} / \\mathrm{s}$'), 'ABC', 'mayRefuse', 'fall'],
];

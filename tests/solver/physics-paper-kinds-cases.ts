/**
 * The computational and rule-based choice kinds every gaokao physics paper has, each written as other papers write it
 * (exam LaTeX as OCR gives it, other numbers, the given and the asked in another order, 单选 and 多选), none copied
 * from the published problems. Every letter was worked by hand (the working is in the comment above a case).
 * 'solves' must be answered with it; 'mayRefuse' may be refused, never answered otherwise.
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type PaperKind =
  | 'kinematics'
  | 'projectile'
  | 'circular'
  | 'gravitation'
  | 'newton'
  | 'work-power'
  | 'momentum'
  | 'point-charge'
  | 'capacitor'
  | 'circuit'
  | 'magnetic'
  | 'induction'
  | 'transformer'
  | 'quantum'
  | 'nuclear'
  | 'gas'
  | 'wave'
  | 'optics';

export type PaperProbe = [text: string, expected: string, status: Status, kind: PaperKind];

const ms = '\\mathrm{~m} / \\mathrm{s}';
const ms2 = '\\mathrm{~m} / \\mathrm{s}^{2}';
const g10 = `重力加速度 $g$ 取 $10 ${ms2}$`;

// biome-ignore format: one problem a line
export const PAPER_KIND_PROBES: PaperProbe[] = [
  // braking stops at 4 s: 2 s → 30 m, 6 s → 40 m
  [c(`汽车以 $20 ${ms}$ 的速度在平直公路上行驶，紧急刹车后做匀减速直线运动，加速度大小为 $5 ${ms2}$，则刹车后 $2 \\mathrm{~s}$ 内与刹车后 $6 \\mathrm{~s}$ 内汽车通过的位移之比为`, '$1: 1$', '$3: 4$', '$3: 1$', '$4: 3$'), 'B', 'mayRefuse', 'kinematics'],
  // the 3rd second: a(9 − 4)/2 = 5 m → a = 2
  [c('一物体从静止开始做匀加速直线运动，它在第 $3 \\mathrm{~s}$ 内的位移为 $5 \\mathrm{~m}$，则该物体运动的加速度大小为', `$1 ${ms2}$`, `$2 ${ms2}$`, `$\\frac{5}{3} ${ms2}$`, `$\\frac{10}{9} ${ms2}$`), 'B', 'mayRefuse', 'kinematics'],
  // t = √(2h/g) = 3 s
  [c(`一小石块从 $45 \\mathrm{~m}$ 高的楼顶由静止释放，不计空气阻力，${g10}，则小石块落到地面所用的时间为`, '$1.5 \\mathrm{~s}$', '$3 \\mathrm{~s}$', '$4.5 \\mathrm{~s}$', '$9 \\mathrm{~s}$'), 'B', 'solves', 'kinematics'],
  // v² = 2ax: 30² − 10² = 2·2·x → x = 200 m
  [c(`飞机着陆前以 $10 ${ms}$ 的初速度做匀加速直线运动，加速度大小为 $2 ${ms2}$，当速度达到 $30 ${ms}$ 时通过的位移为`, '$100 \\mathrm{~m}$', '$200 \\mathrm{~m}$', '$225 \\mathrm{~m}$', '$400 \\mathrm{~m}$'), 'B', 'solves', 'kinematics'],
  // t = 2 s, x = 30 m
  [c(`将一小球从距地面 $20 \\mathrm{~m}$ 高处以 $15 ${ms}$ 的初速度水平抛出，不计空气阻力，${g10}，小球落地点与抛出点之间的水平距离为`, '$15 \\mathrm{~m}$', '$20 \\mathrm{~m}$', '$30 \\mathrm{~m}$', '$45 \\mathrm{~m}$'), 'C', 'solves', 'projectile'],
  // v_y = √(2gh) = 10 m/s = v₀
  [c(`从离地面 $5 \\mathrm{~m}$ 高处水平抛出一个物体，落地时速度方向与水平方向的夹角为 $45^{\\circ}$，不计空气阻力，${g10}，则物体抛出时的初速度大小为`, `$5 ${ms}$`, `$10 ${ms}$`, `$10 \\sqrt{2} ${ms}$`, `$20 ${ms}$`), 'B', 'mayRefuse', 'projectile'],
  // t = 0.4 s, x = 0.8 m
  [c(`一小球从高 $0.8 \\mathrm{~m}$ 的桌面边缘以 $2 ${ms}$ 的速度水平飞出，${g10}，不计空气阻力，则小球在空中运动的时间和落地点到桌边的水平距离分别为`, '$0.4 \\mathrm{~s}$，$0.8 \\mathrm{~m}$', '$0.4 \\mathrm{~s}$，$1.6 \\mathrm{~m}$', '$0.8 \\mathrm{~s}$，$1.6 \\mathrm{~m}$', '$0.2 \\mathrm{~s}$，$0.4 \\mathrm{~m}$'), 'A', 'mayRefuse', 'projectile'],
  // N = mg − mv²/r = 10000 − 2000
  [c(`质量为 $1000 \\mathrm{~kg}$ 的汽车以 $10 ${ms}$ 的速度通过半径为 $50 \\mathrm{~m}$ 的拱形桥最高点，${g10}，此时汽车对桥面的压力大小为`, '$2 \\times 10^{3} \\mathrm{~N}$', '$8 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$1.2 \\times 10^{4} \\mathrm{~N}$'), 'B', 'solves', 'circular'],
  // F = mω²r = 0.5·25·0.4 = 5 N
  [c('在光滑水平桌面上，用长为 $0.4 \\mathrm{~m}$ 的细线拴住质量为 $0.5 \\mathrm{~kg}$ 的小球，使小球以 $5 \\mathrm{~rad} / \\mathrm{s}$ 的角速度做匀速圆周运动，则细线的拉力大小为', '$1 \\mathrm{~N}$', '$2.5 \\mathrm{~N}$', '$5 \\mathrm{~N}$', '$10 \\mathrm{~N}$'), 'C', 'solves', 'circular'],
  // v = 2πr/T = 4 m/s, a = v²/r = 8
  [c('一质点沿半径为 $2 \\mathrm{~m}$ 的圆周做匀速圆周运动，周期为 $\\pi \\mathrm{~s}$，则下列说法正确的是', `线速度大小为 $4 ${ms}$`, '角速度大小为 $2 \\mathrm{~rad} / \\mathrm{s}$', `向心加速度大小为 $4 ${ms2}$`, '转速为 $2 \\mathrm{~r} / \\mathrm{s}$'), 'AB', 'solves', 'circular'],
  // v ∝ r^-1/2 → 2 : 1, T ∝ r^3/2 → 1 : 8
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的线速度大小之比和周期之比分别为', '$v_{A}: v_{B}=2: 1$，$T_{A}: T_{B}=1: 8$', '$v_{A}: v_{B}=1: 2$，$T_{A}: T_{B}=8: 1$', '$v_{A}: v_{B}=4: 1$，$T_{A}: T_{B}=1: 4$', '$v_{A}: v_{B}=2: 1$，$T_{A}: T_{B}=1: 4$'), 'A', 'mayRefuse', 'gravitation'],
  // a = g(R/r)² = g/4
  [c('一颗人造卫星绕地球做匀速圆周运动，其轨道半径为地球半径的 2 倍，地球表面的重力加速度为 $g$，则该卫星的向心加速度大小为', '$g$', '$\\frac{g}{2}$', '$\\frac{g}{4}$', '$\\frac{g}{8}$'), 'C', 'solves', 'gravitation'],
  // v₁ = √(GM/R): 2/2 → the same
  [c('若某行星的质量是地球质量的 2 倍，其半径也是地球半径的 2 倍，则该行星的第一宇宙速度是地球第一宇宙速度的', '$\\frac{1}{2}$ 倍', '1 倍', '$\\sqrt{2}$ 倍', '2 倍'), 'B', 'solves', 'gravitation'],
  // g ∝ M/R²: 2/4 → half
  [c('某星球的质量约为地球质量的 2 倍，半径约为地球半径的 2 倍，则一个物体在该星球表面受到的重力约为在地球表面受到的重力的', '4 倍', '2 倍', '1 倍', '0.5 倍'), 'D', 'solves', 'gravitation'],
  // a = 3 m/s², v = 9 m/s
  [c('质量为 $2 \\mathrm{~kg}$ 的物体静止在光滑水平面上，受到大小为 $6 \\mathrm{~N}$ 的水平拉力作用而开始运动，则物体在 $3 \\mathrm{~s}$ 末的速度大小为', `$3 ${ms}$`, `$6 ${ms}$`, `$9 ${ms}$`, `$18 ${ms}$`), 'C', 'solves', 'newton'],
  // a = F/(m_A+m_B) = 2, F_AB = m_B a = 4 N
  [c('如图所示，质量分别为 $1 \\mathrm{~kg}$ 和 $2 \\mathrm{~kg}$ 的物块 A、B 紧靠在一起放在光滑水平面上，用 $6 \\mathrm{~N}$ 的水平推力 $F$ 推 A，使 A、B 一起向右加速运动，则 A 对 B 的作用力大小为', '$2 \\mathrm{~N}$', '$3 \\mathrm{~N}$', '$4 \\mathrm{~N}$', '$6 \\mathrm{~N}$'), 'C', 'solves', 'newton'],
  // a = (20 − 0.2·50)/5 = 2
  [c(`质量为 $5 \\mathrm{~kg}$ 的木箱放在水平地面上，木箱与地面间的动摩擦因数为 $0.2$，用 $20 \\mathrm{~N}$ 的水平拉力拉木箱，${g10}，则木箱的加速度大小为`, `$1 ${ms2}$`, `$2 ${ms2}$`, `$4 ${ms2}$`, `$6 ${ms2}$`), 'B', 'solves', 'newton'],
  // N = m(g + a) = 600 N
  [c(`质量为 $50 \\mathrm{~kg}$ 的人站在电梯内的体重计上，电梯以 $2 ${ms2}$ 的加速度竖直向上做匀加速运动，${g10}，则体重计的示数为`, '$400 \\mathrm{~N}$', '$500 \\mathrm{~N}$', '$600 \\mathrm{~N}$', '$700 \\mathrm{~N}$'), 'C', 'mayRefuse', 'newton'],
  // v = 10 m/s, P = mgv = 200 W
  [c(`质量为 $2 \\mathrm{~kg}$ 的小球从离地 $5 \\mathrm{~m}$ 高处由静止自由下落，不计空气阻力，${g10}，则小球落地前瞬间重力的瞬时功率为`, '$100 \\mathrm{~W}$', '$200 \\mathrm{~W}$', '$400 \\mathrm{~W}$', '$50 \\mathrm{~W}$'), 'B', 'solves', 'work-power'],
  // v_max = P/f = 20 m/s
  [c('某汽车发动机的额定功率为 $60 \\mathrm{~kW}$，汽车在水平路面上行驶时受到的阻力大小恒为 $3 \\times 10^{3} \\mathrm{~N}$，则汽车在额定功率下行驶的最大速度为', `$10 ${ms}$`, `$20 ${ms}$`, `$30 ${ms}$`, `$40 ${ms}$`), 'B', 'solves', 'work-power'],
  // v = √(2gh) = 4 m/s
  [c(`一物块从高为 $0.8 \\mathrm{~m}$ 的光滑斜面顶端由静止开始滑下，${g10}，则物块滑到斜面底端时的速度大小为`, `$2 ${ms}$`, `$4 ${ms}$`, `$8 ${ms}$`, `$16 ${ms}$`), 'B', 'solves', 'work-power'],
  // W = mgh = 1·10·2 = 20 J; average power 20/1 = 20 W? falls 5 m in 1 s: W = 50 J, P = 50 W
  [c(`质量为 $1 \\mathrm{~kg}$ 的物体从静止开始自由下落，不计空气阻力，${g10}，则下落后第 $1 \\mathrm{~s}$ 内重力做功的平均功率为`, '$25 \\mathrm{~W}$', '$50 \\mathrm{~W}$', '$100 \\mathrm{~W}$', '$10 \\mathrm{~W}$'), 'B', 'solves', 'work-power'],
  // 1·4 = 4·v → v = 1 m/s
  [c(`质量为 $1 \\mathrm{~kg}$ 的小球 A 以 $4 ${ms}$ 的速度与静止在光滑水平面上质量为 $3 \\mathrm{~kg}$ 的小球 B 发生正碰，碰后两球粘在一起运动，则它们共同运动的速度大小为`, `$1 ${ms}$`, `$\\frac{4}{3} ${ms}$`, `$2 ${ms}$`, `$4 ${ms}$`), 'A', 'solves', 'momentum'],
  // 8 J − 2 J = 6 J
  [c(`在光滑水平面上，质量为 $1 \\mathrm{~kg}$ 的物块甲以 $4 ${ms}$ 的速度与质量为 $3 \\mathrm{~kg}$ 的静止物块乙相碰，碰后二者粘在一起，则碰撞过程中损失的机械能为`, '$2 \\mathrm{~J}$', '$4 \\mathrm{~J}$', '$6 \\mathrm{~J}$', '$8 \\mathrm{~J}$'), 'C', 'solves', 'momentum'],
  // Δp = 0.5·(4 + 6) = 5, upwards
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的小球以 $6 ${ms}$ 的速度竖直落到地面上，又以 $4 ${ms}$ 的速度竖直向上弹起，则小球与地面碰撞过程中动量变化量的大小为`, '$1 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$2 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$3 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$5 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$'), 'D', 'mayRefuse', 'momentum'],
  // 60·2 = 120·v → 1 m/s
  [c(`质量为 $60 \\mathrm{~kg}$ 的人站在质量为 $120 \\mathrm{~kg}$ 的静止小船上，人以 $2 ${ms}$ 的水平速度（相对地面）从船上跳入水中，不计水的阻力，则人跳离后小船的速度大小为`, `$0.5 ${ms}$`, `$1 ${ms}$`, `$2 ${ms}$`, `$4 ${ms}$`), 'B', 'mayRefuse', 'momentum'],
  // F ∝ q₁q₂/r²: 4/4 → F
  [c('真空中两个静止的点电荷相距为 $r$ 时，它们之间库仑力的大小为 $F$。若将它们的电荷量都变为原来的 2 倍，距离变为 $2 r$，则它们之间库仑力的大小为', '$\\frac{F}{4}$', '$\\frac{F}{2}$', '$F$', '$4 F$'), 'C', 'solves', 'point-charge'],
  // U = W/q = 200 V
  [c('将电荷量为 $2 \\times 10^{-8} \\mathrm{C}$ 的正点电荷从电场中的 A 点移到 B 点，电场力做功 $4 \\times 10^{-6} \\mathrm{~J}$，则 A、B 两点间的电势差 $U_{A B}$ 为', '$-200 \\mathrm{~V}$', '$200 \\mathrm{~V}$', '$5 \\times 10^{-3} \\mathrm{~V}$', '$8 \\times 10^{-14} \\mathrm{~V}$'), 'B', 'solves', 'point-charge'],
  // E = F/q = 2×10⁴ N/C
  [c('在电场中某点放一电荷量为 $2 \\times 10^{-9} \\mathrm{C}$ 的试探电荷，它受到的电场力大小为 $4 \\times 10^{-5} \\mathrm{~N}$，则该点的电场强度大小为', '$2 \\times 10^{4} \\mathrm{~N} / \\mathrm{C}$', '$5 \\times 10^{-5} \\mathrm{~N} / \\mathrm{C}$', '$8 \\times 10^{-14} \\mathrm{~N} / \\mathrm{C}$', '$2 \\times 10^{-4} \\mathrm{~N} / \\mathrm{C}$'), 'A', 'solves', 'point-charge'],
  // U = Ed = 20 V
  [c('匀强电场的电场强度大小为 $100 \\mathrm{~V} / \\mathrm{m}$，A、B 两点沿电场线方向的距离为 $0.2 \\mathrm{~m}$，则 A、B 两点间的电势差大小为', '$2 \\mathrm{~V}$', '$20 \\mathrm{~V}$', '$200 \\mathrm{~V}$', '$500 \\mathrm{~V}$'), 'B', 'solves', 'point-charge'],
  // Q = CU = 2×10⁻⁵ C
  [c('一平行板电容器的电容为 $2 \\mu \\mathrm{F}$，两极板间的电压为 $10 \\mathrm{~V}$，则电容器所带的电荷量为', '$2 \\times 10^{-5} \\mathrm{C}$', '$2 \\times 10^{-7} \\mathrm{C}$', '$5 \\times 10^{-6} \\mathrm{C}$', '$20 \\mathrm{C}$'), 'A', 'solves', 'capacitor'],
  // isolated: C down, Q same, U up, E same
  [c('平行板电容器充电后与电源断开，若只增大两极板间的距离，则（多选）', '电容器的电容变小', '电容器所带的电荷量变小', '两极板间的电压变大', '两极板间的电场强度变大'), 'AC', 'solves', 'capacitor'],
  // connected: C down, U same, Q down, E same
  [c('平行板电容器始终与电源两极相连，若只减小两极板的正对面积，则下列说法正确的是', '电容器的电容增大', '极板所带的电荷量减少', '两极板间的电场强度不变', '两极板间的电压增大'), 'BC', 'mayRefuse', 'capacitor'],
  // I = E/(R + r) = 1 A, U = 5 V
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电路接一阻值 $R=5 \\Omega$ 的电阻，闭合开关后，路端电压为', '$1 \\mathrm{~V}$', '$5 \\mathrm{~V}$', '$6 \\mathrm{~V}$', '$1.2 \\mathrm{~V}$'), 'B', 'mayRefuse', 'circuit'],
  // 4·12/16 = 3 Ω
  [c('阻值分别为 $R_{1}=4 \\Omega$、$R_{2}=12 \\Omega$ 的两个电阻并联，并联后的总电阻为', '$3 \\Omega$', '$8 \\Omega$', '$16 \\Omega$', '$48 \\Omega$'), 'A', 'solves', 'circuit'],
  // P_out = UI − I²r = 20 − 2 = 18 W
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机的输出功率为', '$2 \\mathrm{~W}$', '$18 \\mathrm{~W}$', '$20 \\mathrm{~W}$', '$200 \\mathrm{~W}$'), 'B', 'mayRefuse', 'circuit'],
  // R = U²/P = 12 Ω
  [c('一只标有“$6 \\mathrm{~V} \\quad 3 \\mathrm{~W}$”的小灯泡，正常发光时的电阻为', '$2 \\Omega$', '$12 \\Omega$', '$18 \\Omega$', '$0.5 \\Omega$'), 'B', 'solves', 'circuit'],
  // F = BIL = 0.5·2·0.2 = 0.2 N
  [c('一根长为 $0.2 \\mathrm{~m}$ 的直导线垂直于磁场方向放在磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，导线中通有 $2 \\mathrm{~A}$ 的电流，则导线受到的安培力大小为', '$0.05 \\mathrm{~N}$', '$0.1 \\mathrm{~N}$', '$0.2 \\mathrm{~N}$', '$0.5 \\mathrm{~N}$'), 'C', 'solves', 'magnetic'],
  // r = mv/(qB): proton m/e, α 4m/2e → 1 : 2; T = 2πm/(qB) → 1 : 2
  [c('质子 ${ }_{1}^{1} \\mathrm{H}$ 和 $\\alpha$ 粒子 ${ }_{2}^{4} \\mathrm{He}$ 以相同的速度垂直进入同一匀强磁场中做匀速圆周运动，则质子和 $\\alpha$ 粒子的轨道半径之比和周期之比分别为', '$1: 2$，$1: 2$', '$2: 1$，$1: 2$', '$1: 2$，$2: 1$', '$1: 1$，$1: 2$'), 'A', 'mayRefuse', 'magnetic'],
  // r = mv/(qB), T = 2πm/(qB)
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子以速率 $v$ 垂直射入磁感应强度为 $B$ 的匀强磁场中，不计重力，粒子做匀速圆周运动的周期为', '$\\frac{2 \\pi m}{q B}$', '$\\frac{2 \\pi q B}{m}$', '$\\frac{m v}{q B}$', '$\\frac{2 \\pi m v}{q B}$'), 'A', 'mayRefuse', 'magnetic'],
  // E = BLv = 0.2·0.5·4 = 0.4 V
  [c(`长为 $0.5 \\mathrm{~m}$ 的导体棒在磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中以 $4 ${ms}$ 的速度垂直切割磁感线，则导体棒中产生的感应电动势大小为`, '$0.1 \\mathrm{~V}$', '$0.4 \\mathrm{~V}$', '$1 \\mathrm{~V}$', '$2.5 \\mathrm{~V}$'), 'B', 'solves', 'induction'],
  // E = nΔΦ/Δt = 100·0.04/0.2 = 20 V
  [c('一个匝数为 100 的线圈，在 $0.2 \\mathrm{~s}$ 内穿过它的磁通量从 $0.01 \\mathrm{~Wb}$ 均匀增加到 $0.05 \\mathrm{~Wb}$，则线圈中产生的感应电动势为', '$0.2 \\mathrm{~V}$', '$2 \\mathrm{~V}$', '$20 \\mathrm{~V}$', '$25 \\mathrm{~V}$'), 'C', 'solves', 'induction'],
  // q = nΔΦ/R = 100·0.04/10 = 0.4 C
  [c('匝数为 100、电阻为 $10 \\Omega$ 的闭合线圈，穿过线圈的磁通量在一段时间内由 $0.01 \\mathrm{~Wb}$ 增加到 $0.05 \\mathrm{~Wb}$，则这段时间内通过线圈某一横截面的电荷量为', '$0.004 \\mathrm{C}$', '$0.04 \\mathrm{C}$', '$0.4 \\mathrm{C}$', '$4 \\mathrm{C}$'), 'C', 'solves', 'induction'],
  // U₂ = 22 V, I₂ = 2 A, I₁ = 0.2 A
  [c('一理想变压器原、副线圈的匝数比 $n_{1}: n_{2}=10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的正弦交流电源上，副线圈接一阻值为 $11 \\Omega$ 的电阻，则原线圈中的电流为', '$0.2 \\mathrm{~A}$', '$2 \\mathrm{~A}$', '$20 \\mathrm{~A}$', '$0.02 \\mathrm{~A}$'), 'A', 'solves', 'transformer'],
  // P_loss ∝ 1/U²
  [c('远距离输电时，若输送的电功率不变，将输电电压提高到原来的 10 倍，则输电线上损失的电功率变为原来的', '$\\frac{1}{10}$', '$\\frac{1}{100}$', '10 倍', '100 倍'), 'B', 'mayRefuse', 'transformer'],
  // U_rms = 311/√2 ≈ 220 V
  [c('某正弦式交变电压的瞬时值表达式为 $u=311 \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的有效值和频率分别为', '$311 \\mathrm{~V}$，$100 \\mathrm{~Hz}$', '$220 \\mathrm{~V}$，$50 \\mathrm{~Hz}$', '$220 \\mathrm{~V}$，$100 \\mathrm{~Hz}$', '$311 \\mathrm{~V}$，$50 \\mathrm{~Hz}$'), 'B', 'mayRefuse', 'transformer'],
  // E_k = 3.0 − 2.25 = 0.75 eV
  [c('某金属的逸出功为 $2.25 \\mathrm{eV}$，用光子能量为 $3.0 \\mathrm{eV}$ 的单色光照射该金属，逸出的光电子的最大初动能为', '$0.75 \\mathrm{eV}$', '$2.25 \\mathrm{eV}$', '$3.0 \\mathrm{eV}$', '$5.25 \\mathrm{eV}$'), 'A', 'solves', 'quantum'],
  // C(4, 2) = 6
  [c('一群处于 $n=4$ 能级的氢原子向低能级跃迁时，最多能辐射出不同频率的光子的种数为', '3', '4', '6', '10'), 'C', 'solves', 'quantum'],
  // −1.51 − (−3.40) = 1.89 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，其中 $E_{1}=-13.6 \\mathrm{eV}$，氢原子从 $n=3$ 能级跃迁到 $n=2$ 能级时辐射出的光子能量为', '$1.51 \\mathrm{eV}$', '$1.89 \\mathrm{eV}$', '$3.40 \\mathrm{eV}$', '$10.2 \\mathrm{eV}$'), 'B', 'solves', 'quantum'],
  // E_k = eU = 2 eV; W = 5 − 2 = 3 eV
  [c('用光子能量为 $5 \\mathrm{eV}$ 的光照射某金属表面，测得遏止电压为 $2 \\mathrm{~V}$，则该金属的逸出功为', '$2 \\mathrm{eV}$', '$3 \\mathrm{eV}$', '$5 \\mathrm{eV}$', '$7 \\mathrm{eV}$'), 'B', 'solves', 'quantum'],
  // (238 − 206)/4 = 8 α; 92 − 16 = 76, 82 − 76 = 6 β
  [c('${ }_{92}^{238} \\mathrm{U}$ 经过若干次 $\\alpha$ 衰变和 $\\beta$ 衰变后变成 ${ }_{82}^{206} \\mathrm{~Pb}$，则此过程中发生的 $\\alpha$ 衰变和 $\\beta$ 衰变的次数分别为', '8 次，6 次', '6 次，8 次', '8 次，8 次', '6 次，6 次'), 'A', 'solves', 'nuclear'],
  // 9/3 = 3 half-lives → 1/8
  [c('某放射性元素的半衰期为 3 天，则经过 9 天后，该元素未衰变的原子核数目占原来的', '$\\frac{1}{3}$', '$\\frac{1}{8}$', '$\\frac{1}{9}$', '$\\frac{1}{27}$'), 'B', 'solves', 'nuclear'],
  // 14 + 4 − 17 = 1, 7 + 2 − 8 = 1 → a proton
  [c('在核反应方程 ${ }_{7}^{14} \\mathrm{N}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{8}^{17} \\mathrm{O}+\\mathrm{X}$ 中，X 表示的是', '质子', '中子', '电子', '$\\alpha$ 粒子'), 'A', 'solves', 'nuclear'],
  // 1 − 1/4 = 3/4 decayed after 2 half-lives: 40 g · 1/4 = 10 g left
  [c('放射性元素 ${ }_{83}^{210} \\mathrm{Bi}$ 的半衰期为 5 天，$40 \\mathrm{~g}$ 该元素经过 10 天后还剩', '$5 \\mathrm{~g}$', '$10 \\mathrm{~g}$', '$20 \\mathrm{~g}$', '$30 \\mathrm{~g}$'), 'B', 'solves', 'nuclear'],
  // p₁V₁ = p₂V₂ → 2 L
  [c('一定质量的理想气体在温度保持不变的条件下，压强由 $1.0 \\times 10^{5} \\mathrm{~Pa}$ 增大到 $2.0 \\times 10^{5} \\mathrm{~Pa}$，原来的体积为 $4 \\mathrm{~L}$，则后来的体积为', '$1 \\mathrm{~L}$', '$2 \\mathrm{~L}$', '$4 \\mathrm{~L}$', '$8 \\mathrm{~L}$'), 'B', 'solves', 'gas'],
  // p ∝ T: 400/300
  [c('一定质量的理想气体，保持体积不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $127^{\\circ} \\mathrm{C}$，则其压强变为原来的', '$\\frac{127}{27}$ 倍', '$\\frac{4}{3}$ 倍', '$\\frac{3}{4}$ 倍', '2 倍'), 'B', 'mayRefuse', 'gas'],
  // V ∝ T: 2·450/300 = 3 L
  [c('一定质量的理想气体在压强不变的情况下，温度从 $300 \\mathrm{~K}$ 升高到 $450 \\mathrm{~K}$，若初始体积为 $2 \\mathrm{~L}$，则末状态的体积为', '$1.33 \\mathrm{~L}$', '$3 \\mathrm{~L}$', '$4.5 \\mathrm{~L}$', '$6 \\mathrm{~L}$'), 'B', 'solves', 'gas'],
  // v = λf = 20 m/s
  [c('一列简谐横波的波长为 $4 \\mathrm{~m}$，频率为 $5 \\mathrm{~Hz}$，则这列波的波速为', `$0.8 ${ms}$`, `$1.25 ${ms}$`, `$9 ${ms}$`, `$20 ${ms}$`), 'D', 'solves', 'wave'],
  // λ = v/f = 0.5 m
  [c('已知声音在空气中的传播速度为 $340 \\mathrm{~m} / \\mathrm{s}$，频率为 $680 \\mathrm{~Hz}$ 的声波在空气中的波长为', '$0.5 \\mathrm{~m}$', '$2 \\mathrm{~m}$', '$0.25 \\mathrm{~m}$', '$1020 \\mathrm{~m}$'), 'A', 'mayRefuse', 'wave'],
  // T = λ/v = 0.4 s
  [c('一列简谐横波沿 $x$ 轴正方向传播，波速为 $10 \\mathrm{~m} / \\mathrm{s}$，波长为 $4 \\mathrm{~m}$，则该波的周期为', '$0.4 \\mathrm{~s}$', '$2.5 \\mathrm{~s}$', '$40 \\mathrm{~s}$', '$0.25 \\mathrm{~s}$'), 'A', 'solves', 'wave'],
  // sin C = 1/n → 45°
  [c('某种透明介质的折射率 $n=\\sqrt{2}$，光从该介质射向真空时发生全反射的临界角为', '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'B', 'solves', 'optics'],
  // sin 60°/sin r = √3 → r = 30°
  [c('一束光从空气射入折射率为 $\\sqrt{3}$ 的玻璃中，入射角为 $60^{\\circ}$，则折射角为', '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$15^{\\circ}$'), 'A', 'solves', 'optics'],
  // v = c/n = 2×10⁸ m/s
  [c('已知某玻璃的折射率为 $1.5$，光在真空中的传播速度为 $3 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$，则光在该玻璃中的传播速度为', '$1.5 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$', '$2 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$', '$3 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$', '$4.5 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$'), 'B', 'solves', 'optics'],
];

/** The kinds built for (field laws, refraction, nuclear equations and decays) asked again in other words, with near misses. */
// biome-ignore format: one problem a line
export const PAPER_KIND_SIBLINGS: PaperProbe[] = [
  // F = qE = 2×10⁻⁶ · 3×10⁴ = 0.06 N
  [c('电场中某点的电场强度为 $3 \\times 10^{4} \\mathrm{~N} / \\mathrm{C}$，将电荷量为 $2 \\times 10^{-6} \\mathrm{C}$ 的点电荷放在该点，它受到的电场力大小为', '$6 \\times 10^{-2} \\mathrm{~N}$', '$1.5 \\times 10^{10} \\mathrm{~N}$', '$6.7 \\times 10^{-11} \\mathrm{~N}$', '$6 \\mathrm{~N}$'), 'A', 'solves', 'point-charge'],
  // W_AB = −6×10⁻⁴ J, q = −3×10⁻⁶ C → U_AB = 200 V
  [c('电荷量为 $3 \\times 10^{-6} \\mathrm{C}$ 的负电荷从电场中的 A 点移到 B 点，克服电场力做功 $6 \\times 10^{-4} \\mathrm{~J}$，则 A、B 两点间的电势差 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-2} \\mathrm{~V}$', '$-2 \\times 10^{-2} \\mathrm{~V}$'), 'A', 'solves', 'point-charge'],
  // U_AB = 200 V, so U_BA = −200 V
  [c('把电荷量 $q=1 \\times 10^{-8} \\mathrm{C}$ 的正电荷从 A 点移到 B 点，电场力做功 $2 \\times 10^{-6} \\mathrm{~J}$，则 $U_{B A}$ 等于', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-14} \\mathrm{~V}$', '$-2 \\times 10^{-14} \\mathrm{~V}$'), 'B', 'solves', 'point-charge'],
  // the charge's sign not said: U_AB is not fixed
  [c('将电荷量为 $1 \\times 10^{-8} \\mathrm{C}$ 的点电荷从电场中的 A 点移到 B 点，电场力做功 $2 \\times 10^{-6} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-14} \\mathrm{~V}$', '$-2 \\times 10^{-14} \\mathrm{~V}$'), 'A', 'refuses', 'point-charge'],
  // E = U/d = 60 / 0.03 = 2000 V/m
  [c('匀强电场中 A、B 两点间的电势差为 $60 \\mathrm{~V}$，两点沿电场线方向相距 $3 \\mathrm{~cm}$，则该匀强电场的电场强度大小为', '$2 \\times 10^{3} \\mathrm{~V} / \\mathrm{m}$', '$20 \\mathrm{~V} / \\mathrm{m}$', '$1.8 \\mathrm{~V} / \\mathrm{m}$', '$180 \\mathrm{~V} / \\mathrm{m}$'), 'A', 'solves', 'point-charge'],
  // AB not along the field: U ≠ E·AB
  [c('匀强电场的电场强度为 $100 \\mathrm{~V} / \\mathrm{m}$，A、B 两点相距 $0.2 \\mathrm{~m}$，AB 连线与电场线的夹角为 $60^{\\circ}$，则 A、B 两点间的电势差大小为', '$10 \\mathrm{~V}$', '$20 \\mathrm{~V}$', '$10 \\sqrt{3} \\mathrm{~V}$', '$500 \\mathrm{~V}$'), 'A', 'refuses', 'point-charge'],
  // U = Q/C = 6×10⁻⁴ / 3×10⁻⁵ = 20 V
  [c('某电容器的电容是 $30 \\mu \\mathrm{F}$，当它所带的电荷量为 $6 \\times 10^{-4} \\mathrm{C}$ 时，两极板间的电压为', '$20 \\mathrm{~V}$', '$0.05 \\mathrm{~V}$', '$1.8 \\times 10^{-8} \\mathrm{~V}$', '$200 \\mathrm{~V}$'), 'A', 'solves', 'capacitor'],
  // C = Q/U = 4×10⁻⁵ / 8 = 5 μF
  [c('一个电容器两极板间的电压为 $8 \\mathrm{~V}$ 时，所带的电荷量为 $4 \\times 10^{-5} \\mathrm{C}$，则该电容器的电容为', '$5 \\mu \\mathrm{F}$', '$2 \\times 10^{5} \\mathrm{~F}$', '$3.2 \\times 10^{-4} \\mathrm{~F}$', '$0.2 \\mu \\mathrm{F}$'), 'A', 'solves', 'capacitor'],
  // B = F/(IL) = 0.5 / (5 · 0.2) = 0.5 T
  [c('长为 $20 \\mathrm{~cm}$ 的通电直导线垂直于磁场方向放置，通过的电流为 $5 \\mathrm{~A}$，受到的安培力为 $0.5 \\mathrm{~N}$，则该处磁感应强度的大小为', '$0.05 \\mathrm{~T}$', '$0.5 \\mathrm{~T}$', '$2 \\mathrm{~T}$', '$50 \\mathrm{~T}$'), 'B', 'solves', 'magnetic'],
  // at 30° to the field F = BIL sin 30°: not the perpendicular law
  [c('一根长为 $0.2 \\mathrm{~m}$ 的通电直导线放在磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，导线与磁场方向的夹角为 $30^{\\circ}$，导线中的电流为 $2 \\mathrm{~A}$，则导线受到的安培力大小为', '$0.1 \\mathrm{~N}$', '$0.2 \\mathrm{~N}$', '$0.05 \\mathrm{~N}$', '$0.1 \\sqrt{3} \\mathrm{~N}$'), 'A', 'refuses', 'magnetic'],
  // E = 50 · 0.06 / 0.1 = 30 V
  [c('一个 50 匝的线圈，穿过它的磁通量在 $0.1 \\mathrm{~s}$ 内由 $0.08 \\mathrm{~Wb}$ 均匀减小到 $0.02 \\mathrm{~Wb}$，则线圈中感应电动势的大小为', '$0.6 \\mathrm{~V}$', '$3 \\mathrm{~V}$', '$30 \\mathrm{~V}$', '$50 \\mathrm{~V}$'), 'C', 'solves', 'induction'],
  // the number of turns not said
  [c('穿过某闭合线圈的磁通量在 $0.2 \\mathrm{~s}$ 内增加了 $0.4 \\mathrm{~Wb}$，则线圈中产生的感应电动势为', '$2 \\mathrm{~V}$', '$0.08 \\mathrm{~V}$', '$0.5 \\mathrm{~V}$', '$8 \\mathrm{~V}$'), 'A', 'refuses', 'induction'],
  // E = BLv = 0.5 · 0.4 · 5 = 1 V
  [c('金属棒长 $40 \\mathrm{~cm}$，在 $B=0.5 \\mathrm{~T}$ 的匀强磁场中以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度沿垂直于磁场的方向运动，棒与速度方向垂直，则棒中产生的感应电动势为', '$1 \\mathrm{~V}$', '$10 \\mathrm{~V}$', '$100 \\mathrm{~V}$', '$0.1 \\mathrm{~V}$'), 'A', 'solves', 'induction'],
  // sin C = 1/n = 1/2 → 30°
  [c('某种单色光在某透明材料中的折射率为 $2$，则该单色光从这种材料射向空气时，发生全反射的临界角为', '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'A', 'solves', 'optics'],
  // n = sin 45° / sin 30° = √2
  [c('一束单色光由空气斜射入某种玻璃，入射角为 $45^{\\circ}$，折射角为 $30^{\\circ}$，则该玻璃的折射率为', '$\\sqrt{2}$', '$\\sqrt{3}$', '$\\frac{\\sqrt{6}}{2}$', '$1.5$'), 'A', 'solves', 'optics'],
  // v = c/n = 2.25×10⁸ m/s
  [c('水的折射率为 $\\frac{4}{3}$，则光在水中的传播速度为', '$2.25 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$', '$4 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$', '$3 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$', '$1.5 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$'), 'A', 'solves', 'optics'],
  // light leaving glass for air: n = sin r / sin i, not the rule for entering
  [c('一束光从玻璃射向空气，入射角为 $30^{\\circ}$，折射角为 $60^{\\circ}$，则玻璃的折射率为', '$\\sqrt{3}$', '$\\frac{\\sqrt{3}}{3}$', '$2$', '$\\frac{1}{2}$'), 'A', 'solves', 'optics'],
  // α: 24/4 = 6; β: 2·6 − 8 = 4 (asked β first)
  [c('原子核 ${ }_{90}^{232} \\mathrm{Th}$ 经过一系列 $\\alpha$ 衰变和 $\\beta$ 衰变后变为 ${ }_{82}^{208} \\mathrm{~Pb}$，则 $\\beta$ 衰变和 $\\alpha$ 衰变的次数分别为', '4 次，6 次', '6 次，4 次', '6 次，6 次', '4 次，4 次'), 'A', 'solves', 'nuclear'],
  // 9 + 4 − 12 = 1, 4 + 2 − 6 = 0: a neutron
  [c('核反应方程 ${ }_{4}^{9} \\mathrm{Be}+{ }_{2}^{4} \\mathrm{He} \\rightarrow{ }_{6}^{12} \\mathrm{C}+\\mathrm{X}$ 中的 X 是', '质子', '中子', '电子', '正电子'), 'B', 'solves', 'nuclear'],
  // 11.4 / 3.8 = 3 half-lives: 7/8 decayed
  [c('${ }_{86}^{222} \\mathrm{Rn}$ 的半衰期为 3.8 天，经过 11.4 天后，已经衰变的 ${ }_{86}^{222} \\mathrm{Rn}$ 占原来的', '$\\frac{1}{8}$', '$\\frac{7}{8}$', '$\\frac{1}{4}$', '$\\frac{3}{4}$'), 'B', 'solves', 'nuclear'],
  // α + ⁹Be → ¹²C + X: 4 + 9 − 12 = 1, 2 + 4 − 6 = 0, a neutron (the reaction told in words)
  [c('用 $\\alpha$ 粒子轰击铍核 ${ }_{4}^{9} \\mathrm{Be}$，生成 ${ }_{6}^{12} \\mathrm{C}$ 并放出一种粒子 X，则 X 是', '质子', '中子', '电子', '$\\alpha$ 粒子'), 'B', 'solves', 'nuclear'],
  // ¹⁴N + α → ¹⁷O + X: a proton
  [c('卢瑟福用 $\\alpha$ 粒子轰击 ${ }_{7}^{14} \\mathrm{N}$，得到了 ${ }_{8}^{17} \\mathrm{O}$ 和一种粒子 X，则 X 为', '中子', '质子', '电子', '正电子'), 'B', 'solves', 'nuclear'],
  // fission gives Kr and three neutrons, not one particle: X is no option
  [c('用中子轰击 ${ }_{92}^{235} \\mathrm{U}$ 产生 ${ }_{56}^{141} \\mathrm{Ba}$ 和另一种粒子 X，则 X 是', '质子', '中子', '电子', '氦核'), 'B', 'refuses', 'nuclear'],
  // N = m(g − v²/r) = 800 · 7.5 = 6000 N
  [c('一辆质量为 $800 \\mathrm{~kg}$ 的小汽车驶过半径为 $40 \\mathrm{~m}$ 的凸形桥，到达桥顶时的速度为 $10 \\mathrm{~m} / \\mathrm{s}$，重力加速度 $g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，此时桥面对汽车的支持力大小为', '$6000 \\mathrm{~N}$', '$8000 \\mathrm{~N}$', '$10000 \\mathrm{~N}$', '$2000 \\mathrm{~N}$'), 'A', 'solves', 'circular'],
  // N = m(g + v²/r) = 1000 · 14 = 1.4×10⁴ N
  [c('汽车以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度通过凹形桥的最低点，桥面的半径为 $100 \\mathrm{~m}$，汽车质量为 $1000 \\mathrm{~kg}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车对桥面的压力大小为', '$1.4 \\times 10^{4} \\mathrm{~N}$', '$6 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$4 \\times 10^{3} \\mathrm{~N}$'), 'A', 'solves', 'circular'],
  // ω = v/r = 2 rad/s
  [c('做匀速圆周运动的物体，线速度为 $10 \\mathrm{~m} / \\mathrm{s}$，转动半径为 $5 \\mathrm{~m}$，则它的角速度为', '$2 \\mathrm{~rad} / \\mathrm{s}$', '$0.5 \\mathrm{~rad} / \\mathrm{s}$', '$50 \\mathrm{~rad} / \\mathrm{s}$', '$10 \\mathrm{~rad} / \\mathrm{s}$'), 'A', 'solves', 'circular'],
  // v = 2 m/s, T = π/2 s, a = 8 m/s², n = 2/π r/s
  [c('某质点做匀速圆周运动的半径为 $0.5 \\mathrm{~m}$，角速度为 $4 \\mathrm{~rad} / \\mathrm{s}$，则（多选）', '线速度大小为 $2 \\mathrm{~m} / \\mathrm{s}$', '周期为 $\\frac{\\pi}{2} \\mathrm{~s}$', '向心加速度大小为 $8 \\mathrm{~m} / \\mathrm{s}^{2}$', '转速为 $4 \\mathrm{~r} / \\mathrm{s}$'), 'ABC', 'solves', 'circular'],
  // a vertical circle: the pull is m(v²/r − g), not mv²/r
  [c('用长为 $0.5 \\mathrm{~m}$ 的细绳拴着质量为 $0.2 \\mathrm{~kg}$ 的小球在竖直平面内做圆周运动，小球通过最高点时的速度为 $3 \\mathrm{~m} / \\mathrm{s}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则此时绳的拉力大小为', '$1.6 \\mathrm{~N}$', '$3.6 \\mathrm{~N}$', '$2 \\mathrm{~N}$', '$0.4 \\mathrm{~N}$'), 'A', 'refuses', 'circular'],
  // C(3, 2) = 3 lines
  [c('大量处于 $n=3$ 激发态的氢原子向低能级跃迁，辐射出的光谱线条数为', '1 条', '2 条', '3 条', '4 条'), 'C', 'solves', 'quantum'],
  // absorbed: −0.85 − (−3.40) = 2.55 eV
  [c('已知氢原子能级 $E_{2}=-3.40 \\mathrm{eV}$，$E_{4}=-0.85 \\mathrm{eV}$，氢原子从 $n=2$ 能级跃迁到 $n=4$ 能级时吸收的光子能量为', '$2.55 \\mathrm{eV}$', '$4.25 \\mathrm{eV}$', '$3.40 \\mathrm{eV}$', '$0.85 \\mathrm{eV}$'), 'A', 'solves', 'quantum'],
  // an upward jump does not emit
  [c('已知氢原子能级 $E_{2}=-3.40 \\mathrm{eV}$，$E_{4}=-0.85 \\mathrm{eV}$，氢原子从 $n=2$ 能级跃迁到 $n=4$ 能级时辐射出的光子能量为', '$2.55 \\mathrm{eV}$', '$4.25 \\mathrm{eV}$', '$3.40 \\mathrm{eV}$', '$0.85 \\mathrm{eV}$'), 'A', 'refuses', 'quantum'],
  // U_c = (4.5 − 3.2) eV / e = 1.3 V
  [c('某种金属的逸出功为 $3.2 \\mathrm{eV}$，用光子能量为 $4.5 \\mathrm{eV}$ 的紫外线照射该金属，则遏止电压为', '$1.3 \\mathrm{~V}$', '$3.2 \\mathrm{~V}$', '$4.5 \\mathrm{~V}$', '$7.7 \\mathrm{~V}$'), 'A', 'solves', 'quantum'],
  // v = √(GM/3R) = √(gR/3)
  [c('一颗卫星绕地球做匀速圆周运动，其轨道半径是地球半径的 3 倍，已知地球表面的重力加速度为 $g$，地球半径为 $R$，则卫星运行的线速度大小为', '$\\sqrt{\\frac{g R}{3}}$', '$\\sqrt{3 g R}$', '$\\frac{\\sqrt{g R}}{3}$', '$\\sqrt{g R}$'), 'A', 'solves', 'gravitation'],
  // the speed needs R, which is not given
  [c('一颗卫星绕地球做匀速圆周运动，其轨道半径是地球半径的 2 倍，已知地球表面的重力加速度为 $g$，则卫星运行的线速度大小为', '$\\sqrt{\\frac{g R}{2}}$', '$\\sqrt{2 g R}$', '$\\frac{\\sqrt{g R}}{2}$', '$\\sqrt{g R}$'), 'A', 'refuses', 'gravitation'],
  // g ∝ M/R²: 0.1 / 0.25 = 0.4
  [c('火星的质量约为地球质量的 $\\frac{1}{10}$，半径约为地球半径的 $\\frac{1}{2}$，则火星表面的重力加速度约为地球表面重力加速度的', '0.2 倍', '0.4 倍', '2 倍', '2.5 倍'), 'B', 'solves', 'gravitation'],
  // v_m = P/f = 80 000 / 4000 = 20 m/s = 72 km/h
  [c('一辆汽车的额定功率为 $80 \\mathrm{~kW}$，在平直公路上行驶时所受阻力恒为 $4000 \\mathrm{~N}$，则汽车行驶的最大速度为', '$20 \\mathrm{~km} / \\mathrm{h}$', '$72 \\mathrm{~km} / \\mathrm{h}$', '$40 \\mathrm{~m} / \\mathrm{s}$', '$320 \\mathrm{~m} / \\mathrm{s}$'), 'B', 'solves', 'work-power'],
  // v = gt = 30 m/s, P = mgv = 0.5 · 10 · 30 = 150 W
  [c('质量为 $0.5 \\mathrm{~kg}$ 的物体由静止开始自由下落，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则第 $3 \\mathrm{~s}$ 末重力的瞬时功率为', '$150 \\mathrm{~W}$', '$75 \\mathrm{~W}$', '$300 \\mathrm{~W}$', '$15 \\mathrm{~W}$'), 'A', 'solves', 'work-power'],
  // the 2nd second: Δh = 15 m, mean power 2 · 10 · 15 / 1 = 300 W
  [c('一质量为 $2 \\mathrm{~kg}$ 的小球从高处由静止释放，做自由落体运动，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则小球在第 $2 \\mathrm{~s}$ 内重力做功的平均功率为', '$100 \\mathrm{~W}$', '$200 \\mathrm{~W}$', '$300 \\mathrm{~W}$', '$400 \\mathrm{~W}$'), 'C', 'solves', 'work-power'],
  // the mass is given too: the top speed is asked of a start with constant acceleration, not read
  [c('质量为 $2000 \\mathrm{~kg}$ 的汽车额定功率为 $60 \\mathrm{~kW}$，所受阻力恒为 $2000 \\mathrm{~N}$，汽车从静止开始以 $1 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度做匀加速运动，则匀加速运动能达到的最大速度为', '$15 \\mathrm{~m} / \\mathrm{s}$', '$30 \\mathrm{~m} / \\mathrm{s}$', '$20 \\mathrm{~m} / \\mathrm{s}$', '$10 \\mathrm{~m} / \\mathrm{s}$'), 'A', 'refuses', 'work-power'],
  // drag acts: P is not mg·gt
  [c('质量为 $1 \\mathrm{~kg}$ 的小球由静止开始下落，受到大小恒为 $2 \\mathrm{~N}$ 的空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则第 $2 \\mathrm{~s}$ 末重力的瞬时功率为', '$160 \\mathrm{~W}$', '$200 \\mathrm{~W}$', '$100 \\mathrm{~W}$', '$80 \\mathrm{~W}$'), 'A', 'refuses', 'work-power'],
];

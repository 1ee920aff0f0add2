/**
 * Round 24 probes: forty-two physics choice problems as national and provincial gaokao papers print them (a number and
 * the marks before the stem, 「$(\quad)$」, OCR LaTeX units, some typed plainly), over the computational topics of
 * the curriculum: kinematics, forces, Newton's second law, circular motion and gravitation, work and power,
 * momentum, circuits, fields, gases and ratios of two cases. None is copied from the published problems; every
 * letter was worked by hand (working in the comment). 'mayRefuse' marks a probe this round left refused (why, in
 * its comment).
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round24Topic =
  | 'kinematics'
  | 'forces'
  | 'newton'
  | 'circular'
  | 'energy'
  | 'momentum'
  | 'circuits'
  | 'fields'
  | 'gases'
  | 'ratios'
  | 'statements';
export type Round24Probe = [text: string, expected: string, status: Status, topic: Round24Topic];

const ms = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const ms2 = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;
const MULTI = '（多选）';

// biome-ignore format: one problem a line
export const ROUND24_PROBES: Round24Probe[] = [
  // Stops at t = v0/a = 5 s: x = v0²/2a = 100/4 = 25 m (the 6 s formula would give 24 m)
  [c('3. （6 分）一辆汽车以 $v_{0}=10 \\mathrm{~m} / \\mathrm{s}$ 的速度在平直公路上行驶，刹车后做匀减速直线运动，加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则刹车后 $6 \\mathrm{~s}$ 内汽车的位移大小为 $(\\quad)$', '$24 \\mathrm{~m}$', '$25 \\mathrm{~m}$', '$36 \\mathrm{~m}$', '$60 \\mathrm{~m}$'), 'B', 'solves', 'kinematics'],
  // h = gt²/2: t = √(2·45/10) = 3 s
  [c('一物体从离地面 45 m 高处由静止开始自由下落，不计空气阻力，g 取 10 m/s²，则物体落地所需的时间为（　　）', '2 s', '3 s', '4.5 s', '9 s'), 'B', 'solves', 'kinematics'],
  // t = √(2h/g) = 1 s, x = v0·t = 4 m
  // left refused: a throw with its height and speed given as 「$h=5$」「$v_{0}=4$」 is not read by the projectile reader
  [c('将一小球从距地面 $h=5 \\mathrm{~m}$ 高处以 $v_{0}=4 \\mathrm{~m} / \\mathrm{s}$ 的初速度水平抛出，不计空气阻力，取 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则小球落地点与抛出点的水平距离为', '$2 \\mathrm{~m}$', '$4 \\mathrm{~m}$', '$5 \\mathrm{~m}$', '$8 \\mathrm{~m}$'), 'B', 'mayRefuse', 'kinematics'],
  // v = at = 6 m/s, x = at²/2 = 9 m
  // left refused: two values asked at once (「第 3 s 末…和前 3 s 内…分别为」) read as two stretches of one quantity
  [c('一质点由静止开始做匀加速直线运动，加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则它在第 $3 \\mathrm{~s}$ 末的速度和前 $3 \\mathrm{~s}$ 内的位移分别为', '$6 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$', '$6 \\mathrm{~m} / \\mathrm{s}$，$18 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$9 \\mathrm{~m}$', '$3 \\mathrm{~m} / \\mathrm{s}$，$4.5 \\mathrm{~m}$'), 'A', 'mayRefuse', 'kinematics'],
  // a = (10 − 2)/4 = 2 m/s²
  [c('物体做匀加速直线运动，初速度为 2 m/s，经过 4 s 速度增大到 10 m/s，则物体的加速度大小为', ms2('2'), ms2('2.5'), ms2('3'), ms2('0.5')), 'A', 'solves', 'kinematics'],
  // Stops at 10 s: x = 60²/(2·6) = 300 m (the 12 s formula would give 288 m)
  [c('飞机着陆后以 $6 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度做匀减速直线运动，若其着陆时的速度为 $60 \\mathrm{~m} / \\mathrm{s}$，则它着陆后 $12 \\mathrm{~s}$ 内滑行的距离是', '$288 \\mathrm{~m}$', '$300 \\mathrm{~m}$', '$360 \\mathrm{~m}$', '$600 \\mathrm{~m}$'), 'B', 'solves', 'kinematics'],

  // Static friction balances mg sin θ = 2·10·0.5 = 10 N
  [c('质量为 $2 \\mathrm{~kg}$ 的物体静止在倾角为 $30^{\\circ}$ 的斜面上，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体所受摩擦力的大小为', '$10 \\mathrm{~N}$', '$10 \\sqrt{3} \\mathrm{~N}$', '$20 \\mathrm{~N}$', '$5 \\mathrm{~N}$'), 'A', 'solves', 'forces'],
  // Uniform motion: F = μmg = 0.2·5·10 = 10 N
  [c('用水平力 $F$ 推放在水平地面上质量为 $5 \\mathrm{~kg}$ 的木箱，木箱与地面间的动摩擦因数为 $0.2$，木箱恰好做匀速直线运动，$g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则 $F$ 的大小为', '$1 \\mathrm{~N}$', '$10 \\mathrm{~N}$', '$25 \\mathrm{~N}$', '$50 \\mathrm{~N}$'), 'B', 'solves', 'forces'],
  // √(3² + 4²) = 5 N
  [c('两个共点力的大小分别为 3 N 和 4 N，两力的夹角为 90°，则它们的合力大小为', '1 N', '5 N', '7 N', '12 N'), 'B', 'solves', 'forces'],
  // kx = mg: x = 20/200 = 0.1 m = 10 cm
  [c('一根轻弹簧的劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$，下端挂一个质量为 $2 \\mathrm{~kg}$ 的物体，静止时弹簧的伸长量为（$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$）', '$1 \\mathrm{~cm}$', '$5 \\mathrm{~cm}$', '$10 \\mathrm{~cm}$', '$20 \\mathrm{~cm}$'), 'C', 'solves', 'forces'],

  // a = F/(mA + mB) = 2 m/s², A on B: mB·a = 6 N
  [c('光滑水平面上有质量分别为 $2 \\mathrm{~kg}$ 和 $3 \\mathrm{~kg}$ 的物块 $A$、$B$ 并排靠在一起，用 $10 \\mathrm{~N}$ 的水平推力推 $A$，则 $A$ 对 $B$ 的作用力大小为', '$4 \\mathrm{~N}$', '$6 \\mathrm{~N}$', '$10 \\mathrm{~N}$', '$5 \\mathrm{~N}$'), 'B', 'solves', 'newton'],
  // a = g sin 37° = 6 m/s²
  // left refused: an incline with 「sin 37° = 0.6」 and no friction asked for a: the incline reader asks for more
  [c('质量为 $1 \\mathrm{~kg}$ 的物块从倾角为 $37^{\\circ}$ 的光滑斜面顶端由静止滑下，取 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，$\\sin 37^{\\circ}=0.6$，则物块下滑的加速度大小为', ms2('6'), ms2('8'), ms2('10'), ms2('7.5')), 'A', 'mayRefuse', 'newton'],
  // a = 8/4 = 2 m/s², v = at = 6 m/s
  [c('质量为 4 kg 的物体静止在光滑水平面上，受到大小为 8 N 的水平拉力作用后由静止开始运动，则 3 s 末物体的速度大小为', '2 m/s', '6 m/s', '12 m/s', '24 m/s'), 'B', 'solves', 'newton'],
  // f = μmg = 5 N, a = (10 − 5)/2 = 2.5 m/s²
  [c('质量 $m=2 \\mathrm{~kg}$ 的物体放在水平地面上，在 $F=10 \\mathrm{~N}$ 的水平拉力作用下运动，物体与地面间的动摩擦因数 $\\mu=0.25$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体的加速度大小为', ms2('2.5'), ms2('5'), ms2('7.5'), ms2('1.25')), 'A', 'solves', 'newton'],

  // g ∝ M/R²: 2/2² = 1/2
  [c('某星球的质量是地球质量的 2 倍，半径是地球半径的 2 倍，则该星球表面的重力加速度是地球表面重力加速度的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '2 倍', '4 倍'), 'B', 'solves', 'circular'],
  // F = mv²/r = 0.5·4/0.4 = 5 N
  [c('质量为 $0.5 \\mathrm{~kg}$ 的小球用长为 $0.4 \\mathrm{~m}$ 的细绳拴着，在光滑水平面上做匀速圆周运动，速度大小为 $2 \\mathrm{~m} / \\mathrm{s}$，则细绳的拉力大小为', '$1 \\mathrm{~N}$', '$2.5 \\mathrm{~N}$', '$5 \\mathrm{~N}$', '$10 \\mathrm{~N}$'), 'C', 'solves', 'circular'],
  // T ∝ r^{3/2}: (1/4)^{3/2} = 1/8
  [c('两颗人造地球卫星绕地球做匀速圆周运动，它们的轨道半径之比 $r_{1}: r_{2}=1: 4$，则它们的运行周期之比 $T_{1}: T_{2}$ 为', '1:2', '1:4', '1:8', '1:16'), 'C', 'solves', 'circular'],
  // At the top: N = mg − mv²/r = 10000 − 5000 = 5000 N
  [c('质量为 $1000 \\mathrm{~kg}$ 的汽车以 $10 \\mathrm{~m} / \\mathrm{s}$ 的速度通过半径为 $20 \\mathrm{~m}$ 的拱形桥顶端，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，此时桥对汽车的支持力大小为', '$2500 \\mathrm{~N}$', '$5000 \\mathrm{~N}$', '$10000 \\mathrm{~N}$', '$15000 \\mathrm{~N}$'), 'B', 'solves', 'circular'],

  // E_k = mgh = 2·10·5 = 100 J
  [c('质量为 $2 \\mathrm{~kg}$ 的物体从 $5 \\mathrm{~m}$ 高处由静止落下，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则物体落地时的动能为', '$10 \\mathrm{~J}$', '$50 \\mathrm{~J}$', '$100 \\mathrm{~J}$', '$200 \\mathrm{~J}$'), 'C', 'solves', 'energy'],
  // W = mgh = 20000 J, P = W/t = 2000 W = 2 kW
  [c('起重机在 $10 \\mathrm{~s}$ 内将质量为 $500 \\mathrm{~kg}$ 的货物匀速提升 $4 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则起重机对货物做功的平均功率为', '$200 \\mathrm{~W}$', '$2 \\mathrm{~kW}$', '$20 \\mathrm{~kW}$', '$500 \\mathrm{~W}$'), 'B', 'solves', 'energy'],
  // W = Fx cos 60° = 20·5·0.5 = 50 J
  [c('用与水平方向成 60° 角斜向上的拉力 F = 20 N 拉着物体沿水平地面前进了 5 m，则拉力 F 对物体做的功为', '50 J', '100 J', '$50 \\sqrt{3} \\mathrm{~J}$', '10 J'), 'A', 'solves', 'energy'],
  // Uniform at rated power: f = F = P/v = 60000/20 = 3000 N
  [c('汽车发动机的额定功率为 $60 \\mathrm{~kW}$，汽车以额定功率在水平路面上匀速行驶的速度为 $20 \\mathrm{~m} / \\mathrm{s}$，则汽车所受的阻力大小为', '$1200 \\mathrm{~N}$', '$3000 \\mathrm{~N}$', '$3 \\times 10^{4} \\mathrm{~N}$', '$300 \\mathrm{~N}$'), 'B', 'solves', 'energy'],

  // 2·3 = 3·v: v = 2 m/s
  [c('在光滑水平面上，质量为 $2 \\mathrm{~kg}$ 的小球以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球发生正碰，碰后两球粘在一起，则它们的共同速度大小为', ms('1'), ms('2'), ms('3'), ms('1.5')), 'B', 'solves', 'momentum'],
  // 60·2 = 120·v: v = 1 m/s
  [c('质量为 $60 \\mathrm{~kg}$ 的人站在质量为 $120 \\mathrm{~kg}$ 的静止小船上，人以 $2 \\mathrm{~m} / \\mathrm{s}$ 的水平速度跳离小船，不计水的阻力，则人跳离后小船的速度大小为', ms('0.5'), ms('1'), ms('2'), ms('4')), 'B', 'solves', 'momentum'],
  // Δp = m(v + v') = 0.5·16 = 8 kg·m/s
  [c('质量为 $0.5 \\mathrm{~kg}$ 的小球以 $10 \\mathrm{~m} / \\mathrm{s}$ 的速度竖直落到地面上，以 $6 \\mathrm{~m} / \\mathrm{s}$ 的速度竖直反弹，则小球与地面碰撞过程中动量变化量的大小为', '$2 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$8 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$5 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$', '$3 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$'), 'B', 'solves', 'momentum'],
  // 0.02·500 = 2·v: v = 5 m/s
  [c('一颗质量为 $20 \\mathrm{~g}$ 的子弹以 $500 \\mathrm{~m} / \\mathrm{s}$ 的速度水平射入静止在光滑水平面上质量为 $1.98 \\mathrm{~kg}$ 的木块，并留在木块中，则子弹和木块的共同速度大小为', ms('5'), ms('10'), ms('2.5'), ms('50')), 'A', 'solves', 'momentum'],

  // I = E/(R + r) = 3/6 = 0.5 A
  [c('电源的电动势 $E=3 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外接 $R=5 \\Omega$ 的电阻，则电路中的电流为', '$0.5 \\mathrm{~A}$', '$0.6 \\mathrm{~A}$', '$3 \\mathrm{~A}$', '$1 \\mathrm{~A}$'), 'A', 'solves', 'circuits'],
  // I = 6/6 = 1 A, U = IR = 5 V
  [c('一节电池的电动势为 6 V，内阻为 1 Ω，把它与一个 5 Ω 的定值电阻连成闭合电路，则路端电压为', '1 V', '5 V', '6 V', '1.2 V'), 'B', 'solves', 'circuits'],
  // 4·12/16 = 3 Ω
  [c('将阻值分别为 $R_{1}=4 \\Omega$ 和 $R_{2}=12 \\Omega$ 的两个电阻并联，则并联后的总电阻为', '$3 \\Omega$', '$8 \\Omega$', '$16 \\Omega$', '$4 \\Omega$'), 'A', 'solves', 'circuits'],
  // I = 10/5 = 2 A, P2 = I²R2 = 12 W
  [c('电阻 $R_{1}=2 \\Omega$、$R_{2}=3 \\Omega$ 串联后接在电压为 $10 \\mathrm{~V}$ 的电源两端（电源内阻不计），则 $R_{2}$ 消耗的电功率为', '$8 \\mathrm{~W}$', '$12 \\mathrm{~W}$', '$20 \\mathrm{~W}$', '$30 \\mathrm{~W}$'), 'B', 'solves', 'circuits'],
  // R = U²/P = 484 Ω; at 110 V: P = 110²/484 = 25 W
  [c('一只标有“220 V 100 W”的灯泡，若接在 110 V 的电压上（灯丝电阻不变），则它的实际功率为', '25 W', '50 W', '100 W', '200 W'), 'A', 'solves', 'circuits'],

  // E_k = qU = 2×10⁻⁶·100 = 2×10⁻⁴ J
  [c('一个电荷量为 $q=2 \\times 10^{-6} \\mathrm{C}$ 的带电粒子从静止开始经电压 $U=100 \\mathrm{~V}$ 的电场加速，不计重力，则粒子获得的动能为', '$2 \\times 10^{-4} \\mathrm{~J}$', '$2 \\times 10^{-8} \\mathrm{~J}$', '$5 \\times 10^{-5} \\mathrm{~J}$', '$2 \\times 10^{-2} \\mathrm{~J}$'), 'A', 'solves', 'fields'],
  // qvB = mv²/r: r = mv/(qB)
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子以速度 $v$ 垂直于磁场方向射入磁感应强度为 $B$ 的匀强磁场中，不计重力，则粒子做匀速圆周运动的半径为', '$\\frac{m v}{q B}$', '$\\frac{q B}{m v}$', '$\\frac{m v}{B}$', '$\\frac{q v}{m B}$'), 'A', 'solves', 'fields'],
  // E = BLv = 0.4·0.5·5 = 1 V
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒在磁感应强度 $B=0.4 \\mathrm{~T}$ 的匀强磁场中，以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度垂直切割磁感线，则导体棒中产生的感应电动势为', '$0.1 \\mathrm{~V}$', '$1 \\mathrm{~V}$', '$10 \\mathrm{~V}$', '$4 \\mathrm{~V}$'), 'B', 'solves', 'fields'],
  // F = BIL = 0.5·2·0.2 = 0.2 N
  [c('把长为 0.2 m 的通电直导线垂直于磁场方向放入磁感应强度为 0.5 T 的匀强磁场中，导线中的电流为 2 A，则导线受到的安培力大小为', '0.05 N', '0.2 N', '0.5 N', '2 N'), 'B', 'solves', 'fields'],

  // Boyle: pV const, p × 4 → V × 1/4
  [c('一定质量的理想气体，在温度保持不变的条件下，压强由 $1 \\times 10^{5} \\mathrm{~Pa}$ 增大到 $4 \\times 10^{5} \\mathrm{~Pa}$，则气体的体积变为原来的', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '2 倍', '4 倍'), 'A', 'solves', 'gases'],
  // p/T const: 400 K / 300 K = 4/3
  [c('一定质量的理想气体，体积保持不变，温度从 $27^{\\circ} \\mathrm{C}$ 升高到 $127^{\\circ} \\mathrm{C}$，则气体的压强变为原来的', '$\\frac{4}{3}$ 倍', '$\\frac{127}{27}$ 倍', '$\\frac{3}{4}$', '2 倍'), 'A', 'solves', 'gases'],

  // Same height, same time: x ∝ v0 → 1 : 2
  // left refused: ratios of two bodies (range x ∝ v₀) are not read side by side
  [c('从同一高度分别以初速度 $v$ 和 $2 v$ 水平抛出两个小球，不计空气阻力，则两球的水平射程之比为', '1:1', '1:2', '1:4', '2:1'), 'B', 'mayRefuse', 'ratios'],
  // t ∝ √h: √1 : √4 = 1 : 2
  // left refused: ratios of two bodies (time ∝ √h) are not read side by side
  [c('甲、乙两物体分别从高 $h$ 和 $4 h$ 处由静止自由下落，不计空气阻力，则甲、乙落地所用时间之比为', '1:2', '1:4', '2:1', '4:1'), 'A', 'mayRefuse', 'ratios'],
  // E_k ∝ m v²: 1·2² : 2·1² = 2 : 1
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 2$，速度大小之比 $v_{A}: v_{B}=2: 1$，则它们的动能之比 $E_{\\mathrm{kA}}: E_{\\mathrm{kB}}$ 为', '1:1', '1:2', '2:1', '4:1'), 'C', 'solves', 'ratios'],

  // v = gt = 20 m/s, h2 = 20 m, 第 2 s 内 20 − 5 = 15 m, mean 20/2 = 10 m/s
  // left refused: 多选 free-fall statements: 「第 2 s 内」 and 「平均速度」 are not judged
  [c(`${MULTI}一物体做自由落体运动，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则下列说法正确的是`, '第 $2 \\mathrm{~s}$ 末的速度大小为 $20 \\mathrm{~m} / \\mathrm{s}$', '前 $2 \\mathrm{~s}$ 内下落的高度为 $20 \\mathrm{~m}$', '第 $2 \\mathrm{~s}$ 内下落的高度为 $20 \\mathrm{~m}$', '前 $2 \\mathrm{~s}$ 内的平均速度大小为 $10 \\mathrm{~m} / \\mathrm{s}$'), 'ABD', 'mayRefuse', 'statements'],
  // I = 6/3 = 2 A, U = 4 V, P_total = EI = 12 W, P_out = UI = 8 W
  [c(`${MULTI}电源的电动势 $E=6 \\mathrm{~V}$、内阻 $r=1 \\Omega$，外电路接一个 $R=2 \\Omega$ 的电阻，则下列说法正确的是`, '电路中的电流为 $2 \\mathrm{~A}$', '路端电压为 $4 \\mathrm{~V}$', '电源的总功率为 $12 \\mathrm{~W}$', '电源的输出功率为 $12 \\mathrm{~W}$'), 'ABC', 'solves', 'statements'],
];

/**
 * Round 25, fourth look-alike hunt: problems of OTHER chapters whose wording carries the trigger words of the kinds of
 * decision 0131 — static friction on a slope or a level floor (f = mg sinθ or the push, not μN), a spring in a
 * vibration or pulling a block at rest, a gas under a mercury column or a spring-loaded piston, kinetic-energy and
 * momentum ratios after a collision, satellites' ratios, a throw's velocity 「与水平方向成」, a particle deflected in an
 * electric field or sent through a cyclotron, a lamp with a rated current or an internal resistance, a motor's rating,
 * a rod on rails in a magnetic field, a bullet in a block. Every answer worked by hand (working in the comment); null
 * marks a problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const N = (x: string) => `$${x} \\mathrm{~N}$`;
const M = (x: string) => `$${x} \\mathrm{~m}$`;
const CM = (x: string) => `$${x} \\mathrm{~cm}$`;
const J = (x: string) => `$${x} \\mathrm{~J}$`;
const MS = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const MS2 = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;
const W = (x: string) => `$${x} \\mathrm{~W}$`;
const G10 = '$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$';
const SC37 = '$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$';

// biome-ignore format: one problem a line
export const ROUND25_FOURTH_LOOKALIKES: Lookalike[] = [
  // —— static friction: a body at rest ——
  // At rest on a 37° slope with μ = 0.8: f = mg sin37° = 12 N (μmg cos37° = 12.8 N is the trap)
  [c(`1．质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，物块与斜面间的动摩擦因数为 $0.8$，${G10}，${SC37}，则物块受到的摩擦力大小为$(\\quad)$`, N('12'), N('12.8'), N('16'), N('20')), 'A', 'mayRefuse'],
  // Held at rest on the slope by a push 15 N up it: f = 15 − 12 = 3 N down the slope (μmg cos37° = 8 N is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块在沿斜面向上的推力 $F=15 \\mathrm{~N}$ 作用下静止在倾角为 $37^{\\circ}$ 的斜面上，物块与斜面间的动摩擦因数为 $0.5$，${G10}，${SC37}，则物块所受摩擦力的大小为`, N('3'), N('8'), N('12'), N('15')), 'A', 'mayRefuse'],
  // Push 20 N smaller than μmg = 30 N, box at rest (not said 推不动): f = 20 N (30 N is the trap)
  [c(`质量为 $10 \\mathrm{~kg}$ 的木箱静止在水平地面上，木箱与地面间的动摩擦因数为 $0.3$，设最大静摩擦力等于滑动摩擦力，现用 $20 \\mathrm{~N}$ 的水平推力推木箱，${G10}，则木箱受到的摩擦力大小为`, N('20'), N('30'), N('10'), N('50')), 'A', 'mayRefuse'],
  // Same box pushed by 40 N: it slides, f = μmg = 30 N
  [c(`质量为 $10 \\mathrm{~kg}$ 的木箱静止在水平地面上，木箱与地面间的动摩擦因数为 $0.3$，设最大静摩擦力等于滑动摩擦力，现用 $40 \\mathrm{~N}$ 的水平推力推木箱，${G10}，则木箱受到的摩擦力大小为`, N('30'), N('40'), N('10'), N('20')), 'A', 'solves'],
  // Max static 35 N, sliding 30 N, push 32 N from rest: still at rest, f = 32 N (30 N is the trap)
  [c(`木箱重 $100 \\mathrm{~N}$，放在水平地面上，木箱与地面间的最大静摩擦力为 $35 \\mathrm{~N}$，动摩擦因数为 $0.3$。现用 $32 \\mathrm{~N}$ 的水平推力推原来静止的木箱，则木箱受到的摩擦力大小为`, N('32'), N('30'), N('35'), N('0')), 'A', 'mayRefuse'],
  // Plain typing: pull 1 N, μmg = 2 N, at rest — acceleration 0 (F − μmg over m = −1 is the trap)
  ['质量为1kg的木块静止在水平桌面上，木块与桌面间的动摩擦因数为0.2，现用1N的水平拉力拉木块，g=10m/s²，最大静摩擦力等于滑动摩擦力，求木块的加速度大小。', 0, 'mayRefuse'],
  // Same, friction asked: 1 N (2 N is the trap)
  ['质量为1kg的木块静止在水平桌面上，木块与桌面间的动摩擦因数为0.2，现用1N的水平拉力拉木块，g=10m/s²，最大静摩擦力等于滑动摩擦力，求木块受到的摩擦力大小。', 1, 'mayRefuse'],
  // A spring holds a block at rest on a rough floor: f = kx = 200 × 0.02 = 4 N (μmg = 10 N is the trap)
  [c(`劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧一端固定在墙上，另一端连接质量为 $2 \\mathrm{~kg}$ 的物块，物块静止在水平地面上，此时弹簧伸长了 $2 \\mathrm{~cm}$，物块与地面间的动摩擦因数为 $0.5$，${G10}，则物块受到的摩擦力大小为`, N('4'), N('10'), N('6'), N('14')), 'A', 'mayRefuse'],
  // Spring balance pulling a block uniformly: μ = 4 / 20 = 0.2
  [c(`用弹簧测力计水平拉着质量为 $2 \\mathrm{~kg}$ 的木块在水平桌面上做匀速直线运动，弹簧测力计的示数为 $4 \\mathrm{~N}$，${G10}，则木块与桌面间的动摩擦因数为`, '$0.2$', '$0.4$', '$2$', '$0.5$'), 'A', 'mayRefuse'],
  // A spring pulling a body up with a = 2: kx = m(g + a) = 24, x = 24/400 = 6 cm (kx = mg → 5 cm is the trap)
  [c(`用劲度系数为 $400 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧竖直向上提着质量为 $2 \\mathrm{~kg}$ 的物体，使物体以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度竖直向上做匀加速运动，${G10}，则弹簧的伸长量为`, CM('6'), CM('5'), CM('4'), CM('1')), 'A', 'mayRefuse'],
  // —— springs in vibration and energy ——
  // Horizontal oscillator through its equilibrium: spring force 0 (kA = 4 N is the trap)
  [c(`水平放置的弹簧振子，弹簧的劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$，振幅为 $4 \\mathrm{~cm}$，则振子经过平衡位置时弹簧的弹力大小为`, N('0'), N('4'), N('2'), N('400')), 'A', 'mayRefuse'],
  // Oscillator: max acceleration kA/m = 200 × 0.05 / 0.5 = 20 m/s²
  [c(`劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的水平弹簧振子，振子质量为 $0.5 \\mathrm{~kg}$，振幅为 $5 \\mathrm{~cm}$，则振子的最大加速度大小为`, MS2('20'), MS2('10'), MS2('2'), MS2('0.2')), 'A', 'mayRefuse'],
  // Elastic energy ½kx² = ½ × 500 × 0.04² = 0.4 J (kx = 20 N is the trap)
  [c(`劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧伸长 $4 \\mathrm{~cm}$ 时，弹簧的弹性势能为`, J('0.4'), J('20'), J('0.8'), J('10')), 'A', 'mayRefuse'],
  // Released after being pulled 5 cm below equilibrium: a = kΔx/m = 100 × 0.05 / 2 = 2.5 m/s²
  ['劲度系数k=100N/m的轻弹簧上端固定，下端挂质量为2kg的物体，物体静止后再向下拉5cm然后由静止释放，g=10m/s²，求释放瞬间物体的加速度大小。', 2.5, 'mayRefuse'],
  // —— gas: mercury columns, spring-loaded pistons ——
  // 15 cmHg column, open up, air 75 → 90 cmHg at fixed T: p 90 → 105, V × 6/7 (75/90 = 5/6 is the trap)
  [c(`开口向上竖直放置的玻璃管内，用长 $15 \\mathrm{~cm}$ 的水银柱封闭一定质量的理想气体，温度保持不变，当外界大气压强由 $75 \\mathrm{~cmHg}$ 增大到 $90 \\mathrm{~cmHg}$ 时，封闭气体的体积变为原来的`, '$\\frac{6}{7}$', '$\\frac{5}{6}$', '$\\frac{6}{5}$', '$\\frac{7}{6}$'), 'A', 'mayRefuse'],
  // Tube turned from open up to open down, 25 cm column, 75 cmHg: p 100 → 50, V × 2
  [c(`一端封闭的玻璃管开口向上竖直放置，管内用长 $25 \\mathrm{~cm}$ 的水银柱封闭一段空气柱，大气压强为 $75 \\mathrm{~cmHg}$，温度不变，将玻璃管缓慢倒转至开口向下（水银未溢出），则空气柱的体积变为原来的`, '$2$', '$\\frac{1}{2}$', '$\\frac{3}{2}$', '$\\frac{4}{3}$'), 'A', 'mayRefuse'],
  // Free column, heated 27 → 127 ℃: isobaric, V × 4/3 (right by the gas law)
  [c(`一端封闭的玻璃管开口向上竖直放置，管内用水银柱封闭一定质量的理想气体，当气体温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $127^{\\circ} \\mathrm{C}$ 时（水银未溢出），气体的体积变为原来的`, '$\\frac{4}{3}$', '$\\frac{127}{27}$', '$\\frac{3}{4}$', '$2$'), 'A', 'mayRefuse'],
  // Piston held by a spring, heated 300 → 600 K: p rises with the spring's compression — not ×2 nor ×1 without k, S, lengths
  [c(`导热汽缸内用活塞封闭一定质量的理想气体，活塞上方用一根竖直轻弹簧与汽缸顶部相连，气体温度由 $300 \\mathrm{~K}$ 升高到 $600 \\mathrm{~K}$，则气体的压强变为原来的`, '$2$', '$\\frac{1}{2}$', '$1$', '$4$'), null, 'refuses'],
  // Piston loaded by a spring, gas heated at constant volume? no — a free piston with a weight: p fixed, V × 2
  [c(`竖直放置的汽缸内有一质量为 $m$ 的活塞封闭着一定质量的理想气体，活塞可无摩擦地上下移动，气体温度由 $300 \\mathrm{~K}$ 升高到 $600 \\mathrm{~K}$，则气体的体积变为原来的`, '$2$', '$\\frac{1}{2}$', '$1$', '$4$'), 'A', 'mayRefuse'],
  // Isothermal doubling: mean kinetic energy of molecules unchanged, × 1 (½ is the trap)
  [c(`一定质量的理想气体保持温度不变，体积由 $V$ 增大到 $2 V$，则气体分子的平均动能变为原来的`, '$1$', '$\\frac{1}{2}$', '$2$', '$4$'), 'A', 'mayRefuse'],
  // Bubble rising 10 m in water, 1.0×10⁵ Pa outside, T fixed: p 2 → 1 (×10⁵ Pa), V × 2
  [c(`湖底一气泡由 $10 \\mathrm{~m}$ 深处缓慢上升到湖面，温度不变，大气压强为 $1.0 \\times 10^{5} \\mathrm{~Pa}$，水的密度为 $1.0 \\times 10^{3} \\mathrm{~kg} / \\mathrm{m}^{3}$，${G10}，则气泡的体积变为原来的`, '$2$', '$\\frac{1}{2}$', '$10$', '$11$'), 'A', 'mayRefuse'],
  // —— collisions: ratios after the collision ——
  // Elastic, masses 1 : 2, B at rest: v_A' = −v/3, v_B' = 2v/3; E_k 1·1/9 : 2·4/9 = 1 : 8
  [c(`A、B 两球的质量之比为 $1: 2$，A 球以速度 $v$ 与静止的 B 球发生弹性正碰，则碰后 A、B 两球的动能之比为`, '$1: 8$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // Stuck together after the collision (speeds 2 : 1 before): common speed, E_k ∝ m → 1 : 2 (4 : 2 = 2 : 1 from the speeds before is the trap)
  [c(`A、B 两物体的质量之比为 $1: 2$，碰撞前速度大小之比为 $2: 1$，两物体相向运动发生碰撞后粘在一起，则碰撞后 A、B 的动能之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$4: 1$'), 'A', 'mayRefuse'],
  // Same stem, before the collision: p 1·2 : 2·1 = 1 : 1 — right either way
  [c(`A、B 两物体的质量之比为 $1: 2$，碰撞前速度大小之比为 $2: 1$，两物体相向运动发生碰撞后粘在一起，则碰撞前 A、B 的动量大小之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // Bullet 10 g at 400 m/s into a 990 g block: v = 4, then μ = 0.2: x = 16/4 = 4 m
  [c(`质量为 $10 \\mathrm{~g}$ 的子弹以 $400 \\mathrm{~m} / \\mathrm{s}$ 的水平速度射入静止在水平地面上质量为 $990 \\mathrm{~g}$ 的木块并留在其中，木块与地面间的动摩擦因数为 $0.2$，${G10}，则木块在地面上滑行的距离为`, M('4'), M('40000'), M('2'), M('8')), 'A', 'mayRefuse'],
  // 2 kg at 4 m/s sticks to a 2 kg at rest: v = 2, μ = 0.2: x = 4/4 = 1 m (4 m is the trap)
  ['质量为2kg的物块A以4m/s的速度在水平面上与静止的质量为2kg的物块B碰撞后粘在一起，两物块与水平面间的动摩擦因数均为0.2，g取10m/s²，求碰后两物块一起滑行的距离。', 1, 'mayRefuse'],
  // Same μ, same start speed, masses 1 : 2: slide lengths v²/(2μg) → 1 : 1 (1 : 2 by energy is the trap)
  [c(`A、B 两物体的质量之比为 $1: 2$，它们与水平地面间的动摩擦因数相同，以相同的初速度在水平地面上滑行直到停止，则 A、B 滑行的距离之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // Same start kinetic energy: μmgx = E_k → x ∝ 1/m → 2 : 1
  [c(`A、B 两物体的质量之比为 $1: 2$，它们与水平地面间的动摩擦因数相同，以相同的初动能在水平地面上滑行直到停止，则 A、B 滑行的距离之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$4: 1$'), 'A', 'mayRefuse'],
  // Masses 1 : 2, speeds 2 : 1, the same resistance: stop times t = p/f → 1 : 1
  [c(`A、B 两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，它们受到大小相同的阻力作用而减速直到停止，则 A、B 运动的时间之比为`, '$1: 1$', '$2: 1$', '$1: 2$', '$4: 1$'), 'A', 'mayRefuse'],
  // —— satellites ——
  // Same mass, radii 1 : 4: v 2 : 1, E_k 4 : 1
  [c(`两颗人造地球卫星 A、B 的质量相同，绕地球做匀速圆周运动的轨道半径之比为 $1: 4$，则 A、B 的动能之比为`, '$4: 1$', '$1: 4$', '$2: 1$', '$16: 1$'), 'A', 'mayRefuse'],
  // Masses 1 : 2, periods 1 : 8: r 1 : 4, v 2 : 1, p 1·2 : 2·1 = 1 : 1
  [c(`两颗人造卫星 A、B 的质量之比为 $1: 2$，绕地球做匀速圆周运动的周期之比为 $1: 8$，则 A、B 的动量大小之比为`, '$1: 1$', '$1: 16$', '$1: 2$', '$2: 1$'), 'A', 'mayRefuse'],
  // Radii 1 : 4: periods 1 : 8
  [c(`两颗人造卫星绕地球做匀速圆周运动，它们的轨道半径之比为 $1: 4$，则它们的周期之比为`, '$1: 8$', '$1: 4$', '$8: 1$', '$1: 16$'), 'A', 'solves'],
  // Masses 1 : 2, radii 2 : 1: gravitational forces m/r² → 1/4 : 2 = 1 : 8
  [c(`两颗人造卫星 A、B 的质量之比为 $1: 2$，轨道半径之比为 $2: 1$，则它们所受地球引力的大小之比为`, '$1: 8$', '$1: 4$', '$1: 1$', '$8: 1$'), 'A', 'mayRefuse'],
  // —— angles that are not force angles ——
  // Thrown level at 10 m/s, lands at 60° to the level: v = 10 / cos60° = 20 m/s
  [c(`将一小球以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度水平抛出，小球落地时速度方向与水平方向成 $60^{\\circ}$ 角，不计空气阻力，则小球落地时的速度大小为`, MS('20'), MS('5'), MS('10\\sqrt{3}'), MS('10')), 'A', 'mayRefuse'],
  // Thrown level at 8 m/s, lands at 37°: v_y = 8 tan37° = 6 m/s (8 sin37° = 4.8 is the trap)
  [c(`将小球以 $8 \\mathrm{~m} / \\mathrm{s}$ 的速度水平抛出，落地时速度与水平方向成 $37^{\\circ}$ 角，${SC37}，不计空气阻力，则落地时小球竖直方向的分速度大小为`, MS('6'), MS('4.8'), MS('6.4'), MS('10')), 'A', 'mayRefuse'],
  // Thrown at 30° above the level at 20 m/s: speed at the top = 20 cos30° = 10√3 ≈ 17.3 m/s
  [c(`将一小球以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度沿与水平方向成 $30^{\\circ}$ 角斜向上抛出，不计空气阻力，则小球运动到最高点时的速度大小为`, MS('10\\sqrt{3}'), MS('0'), MS('10'), MS('20')), 'A', 'mayRefuse'],
  // Boat 4 m/s heading straight across, river 3 m/s: 5 m/s
  [c(`小船在静水中的速度为 $4 \\mathrm{~m} / \\mathrm{s}$，河水流速为 $3 \\mathrm{~m} / \\mathrm{s}$，船头垂直河岸渡河，则小船的实际速度大小为`, MS('5'), MS('7'), MS('1'), MS('3.5')), 'A', 'mayRefuse'],
  // Boat 4 m/s heading 60° upstream to the bank, river 2 m/s: angle between them 120°, √(16 + 4 − 8) = 2√3 m/s
  [c(`小船在静水中的速度为 $4 \\mathrm{~m} / \\mathrm{s}$，河水流速为 $2 \\mathrm{~m} / \\mathrm{s}$，船头偏向上游且与河岸成 $60^{\\circ}$ 角，则小船的实际速度大小为`, MS('2\\sqrt{3}'), MS('2\\sqrt{7}'), MS('6'), MS('2')), 'A', 'mayRefuse'],
  // Two ropes each at 60° to the vertical hold 100 N: 2T cos60° = 100, T = 100 N
  [c(`用两根轻绳将重为 $100 \\mathrm{~N}$ 的物体悬挂起来，两绳与竖直方向的夹角均为 $60^{\\circ}$，物体静止，则每根绳的拉力大小为`, N('100'), N('50'), N('50\\sqrt{3}'), N('200')), 'A', 'mayRefuse'],
  // Uniform motion under a 20 N pull at 30° above the level: f = 20 cos30° = 10√3 ≈ 17.3 N
  [c(`物体在与水平方向成 $30^{\\circ}$ 角斜向上的拉力 $F=20 \\mathrm{~N}$ 作用下沿水平地面做匀速直线运动，则物体受到的摩擦力大小为`, N('10\\sqrt{3}'), N('10'), N('20'), N('0')), 'A', 'mayRefuse'],
  // Gravity's work down a 30° slope 5 m long: mgh = 20 × 2.5 = 50 J (20 × 5 × cos30° is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体从倾角为 $30^{\\circ}$、长为 $5 \\mathrm{~m}$ 的光滑斜面顶端滑到底端，${G10}，则此过程中重力做的功为`, J('50'), J('50\\sqrt{3}'), J('100'), J('25')), 'A', 'mayRefuse'],
  // Two forces 3 N and 4 N at 90° on a 1 kg body: a = 5 m/s²
  [c(`质量为 $1 \\mathrm{~kg}$ 的物体放在光滑水平面上，同时受到两个互相垂直的水平力 $F_{1}=3 \\mathrm{~N}$、$F_{2}=4 \\mathrm{~N}$ 的作用，则物体的加速度大小为`, MS2('5'), MS2('7'), MS2('1'), MS2('3.5')), 'A', 'mayRefuse'],
  // —— charged particles that are not accelerated from rest ——
  // From A to B under the field alone through 200 V, no start said: E_k at B undecidable (qU = 4×10⁻⁶ J is the trap)
  [c(`一带正电的粒子仅在电场力作用下从 A 点运动到 B 点，A、B 两点间的电势差为 $200 \\mathrm{~V}$，粒子的电荷量为 $2 \\times 10^{-8} \\mathrm{~C}$，则粒子到达 B 点时的动能为`, J('4 \\times 10^{-6}'), J('1 \\times 10^{-10}'), J('2 \\times 10^{-6}'), J('8 \\times 10^{-6}')), null, 'refuses'],
  // Same, the field's work asked: qU = 4×10⁻⁶ J — right either way
  [c(`一带正电的粒子仅在电场力作用下从 A 点运动到 B 点，A、B 两点间的电势差为 $200 \\mathrm{~V}$，粒子的电荷量为 $2 \\times 10^{-8} \\mathrm{~C}$，则电场力对粒子做的功为`, J('4 \\times 10^{-6}'), J('1 \\times 10^{-10}'), J('2 \\times 10^{-6}'), J('8 \\times 10^{-6}')), 'A', 'mayRefuse'],
  // Electron deflected between plates at 100 V, leaving at the edge from the midline: ΔE_k = e·U/2 = 8×10⁻¹⁸ J (eU is the trap)
  [c(`电子以一定的初速度沿两平行金属板的中线垂直电场方向射入，两板间电压为 $100 \\mathrm{~V}$，电子恰好从下板边缘飞出，电子电荷量为 $1.6 \\times 10^{-19} \\mathrm{~C}$，则电子动能的增加量为`, J('8 \\times 10^{-18}'), J('1.6 \\times 10^{-17}'), J('3.2 \\times 10^{-17}'), J('1.6 \\times 10^{-19}')), 'A', 'mayRefuse'],
  // Cyclotron: max E_k = q²B²R²/(2m) = (1.6e-19)²·1·0.25 / 3.2e-27 = 2×10⁻¹² J, the gap voltage does not enter (qU is the trap)
  [c(`用回旋加速器加速质子，D 形盒的半径为 $0.5 \\mathrm{~m}$，磁感应强度为 $1 \\mathrm{~T}$，两 D 形盒间的加速电压为 $2 \\times 10^{4} \\mathrm{~V}$，质子质量为 $1.6 \\times 10^{-27} \\mathrm{~kg}$，电荷量为 $1.6 \\times 10^{-19} \\mathrm{~C}$，则质子获得的最大动能为`, J('2 \\times 10^{-12}'), J('3.2 \\times 10^{-15}'), J('4 \\times 10^{-12}'), J('1 \\times 10^{-12}')), 'A', 'mayRefuse'],
  // Accelerated from rest through 200 V, then into B = 0.1 T: v = 2×10⁵ m/s, r = 0.02 m
  [c(`质子由静止开始经 $200 \\mathrm{~V}$ 的电压加速后，垂直射入磁感应强度为 $0.1 \\mathrm{~T}$ 的匀强磁场，质子质量为 $1.6 \\times 10^{-27} \\mathrm{~kg}$，电荷量为 $1.6 \\times 10^{-19} \\mathrm{~C}$，则质子在磁场中做圆周运动的半径为`, M('0.02'), M('0.2'), M('2'), M('0.002')), 'A', 'mayRefuse'],
  // —— lamps and motors ——
  // Rated 6 V, 0.5 A; at 3 V (R fixed): R = 12 Ω, P = 0.75 W
  [c(`一只小灯泡的额定电压为 $6 \\mathrm{~V}$，额定电流为 $0.5 \\mathrm{~A}$，若将它接在 $3 \\mathrm{~V}$ 的电压上（灯丝电阻不变），则它的实际功率为`, W('0.75'), W('1.5'), W('3'), W('0.25')), 'A', 'mayRefuse'],
  // Lamp “6 V 3 W” on a 3 V source with internal resistance 2 Ω: I = 3/14, P = 12·9/196 ≈ 0.551 W (0.75 W is the trap)
  [c(`标有“$6 \\mathrm{~V}$ $3 \\mathrm{~W}$”的小灯泡接在电动势为 $3 \\mathrm{~V}$、内阻为 $2 \\Omega$ 的电源两端，灯丝电阻不变，则小灯泡的实际功率约为`, W('0.55'), W('0.75'), W('1.5'), W('3')), 'A', 'mayRefuse'],
  // Motor rated “220 V 1100 W”, coil 2 Ω: I = 5 A, heat I²R = 50 W (1100 W is the trap)
  [c(`一台电动机标有“$220 \\mathrm{~V}$ $1100 \\mathrm{~W}$”，其线圈电阻为 $2 \\Omega$，则电动机正常工作时线圈的发热功率为`, W('50'), W('1100'), W('24200'), W('1050')), 'A', 'mayRefuse'],
  // —— friction on rails in a magnetic field ——
  // Rod sliding on rails with a resistor in a field: the Ampère force is unknown — undecidable (friction alone gives 4 m)
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的金属棒放在水平金属导轨上，导轨左端接有电阻，整个装置处于竖直向下的匀强磁场中，金属棒与导轨间的动摩擦因数为 $0.2$，金属棒以 $4 \\mathrm{~m} / \\mathrm{s}$ 的初速度向右运动，${G10}，则金属棒滑行的距离为`, M('4'), M('2'), M('8'), M('1')), null, 'refuses'],
  // —— batch 2: words the readers may not notice ——
  // A slope that accelerates under the block: f depends on a — undecidable (mg sin37° = 12 N is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，斜面体在水平地面上向左做匀加速直线运动，物块与斜面保持相对静止，${G10}，${SC37}，则物块受到的摩擦力大小为`, N('12'), N('16'), N('20'), N('0')), null, 'refuses'],
  // Held also by a spring along the slope, stretched by an unknown amount: undecidable
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，物块上端通过平行于斜面的轻弹簧与斜面顶端的挡板相连，弹簧处于拉伸状态，${G10}，${SC37}，则物块受到的摩擦力大小为`, N('12'), N('16'), N('20'), N('0')), null, 'refuses'],
  // A horizontal push F in letters on a block at rest on the slope: undecidable
  [c(`用水平推力 $F$ 推着质量为 $2 \\mathrm{~kg}$ 的物块，使物块静止在倾角为 $37^{\\circ}$ 的斜面上，${G10}，${SC37}，则斜面对物块的支持力大小为`, N('16'), N('12'), N('20'), N('10')), null, 'refuses'],
  // Charged block at rest on an insulating slope in a vertical field: undecidable
  [c(`带正电的物块静止在倾角为 $37^{\\circ}$ 的绝缘斜面上，物块质量为 $2 \\mathrm{~kg}$，空间存在竖直向下的匀强电场，${G10}，${SC37}，则物块受到的摩擦力大小为`, N('12'), N('16'), N('20'), N('0')), null, 'refuses'],
  // Three hooks of 50 g on a 50 N/m spring: x = 1.5 / 50 = 3 cm (1 cm for one hook is the trap)
  [c(`劲度系数为 $50 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端挂 3 个质量均为 $50 \\mathrm{~g}$ 的钩码，钩码静止，${G10}，则弹簧的伸长量为`, CM('3'), CM('1'), CM('0.3'), CM('10')), 'A', 'mayRefuse'],
  // Two equal balls, the second hung from the first by a light rope: kx = 2mg = 40, x = 8 cm (4 cm is the trap)
  [c(`劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端挂一质量为 $2 \\mathrm{~kg}$ 的小球 A，A 的下面用轻绳再挂一个质量相同的小球 B，两球静止，${G10}，则弹簧的伸长量为`, CM('8'), CM('4'), CM('2'), CM('40')), 'A', 'mayRefuse'],
  // Pull removed at 2 s, the slide after it asked: a = 3, v = 6, then a = 2: 9 m (6 m in the first 2 s is the trap)
  ['质量为2kg的物体在F=10N的水平拉力作用下由静止开始在水平地面上运动，物体与地面间的动摩擦因数为0.2，经2s撤去拉力，g取10m/s²，求撤去拉力后物体还能滑行的距离。', 9, 'mayRefuse'],
  // A rough ramp with no angle: undecidable (friction alone on the level gives 3.6 m)
  [c(`小物块以 $6 \\mathrm{~m} / \\mathrm{s}$ 的初速度滑上一段粗糙的坡道，物块与坡道间的动摩擦因数为 $0.5$，${G10}，则物块沿坡道上滑的最大距离为`, M('3.6'), M('1.8'), M('7.2'), M('1.2')), null, 'refuses'],
  // The same with 斜坡
  ['小木块以6m/s的初速度冲上粗糙斜坡并沿斜坡滑行，木块与斜坡间的动摩擦因数为0.5，g取10m/s²，求木块沿斜坡上滑的最大距离。', null, 'refuses'],
  // Sled down a hill, then level snow at 10 m/s, μ = 0.1: 50 m
  [c(`雪橇从山坡上滑下后，以 $10 \\mathrm{~m} / \\mathrm{s}$ 的速度滑上水平雪地，雪橇与雪地间的动摩擦因数为 $0.1$，${G10}，则雪橇在水平雪地上滑行的距离为`, M('50'), M('100'), M('5'), M('25')), 'A', 'mayRefuse'],
  // Masses 1 : 2, changes of speed 2 : 1: the energies are not fixed — undecidable (2 : 1 is the trap)
  [c(`A、B 两物体的质量之比为 $1: 2$，它们的速度变化量大小之比为 $2: 1$，则 A、B 两物体的动能之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$4: 1$'), null, 'refuses'],
  // Masses 1 : 2, changes of speed 2 : 1: the changes of momentum 1 : 1 — but 「动量之比」 is not fixed
  [c(`甲、乙两物体的质量之比为 $1: 2$，速度增量之比为 $2: 1$，则甲、乙两物体的动量之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), null, 'refuses'],
  // α particle through 100 V from rest, e given: E_k = 2eU = 3.2×10⁻¹⁷ J (eU is the trap)
  [c(`$\\alpha$ 粒子由静止开始经 $100 \\mathrm{~V}$ 的电压加速，元电荷 $e=1.6 \\times 10^{-19} \\mathrm{~C}$，则 $\\alpha$ 粒子获得的动能为`, J('3.2 \\times 10^{-17}'), J('1.6 \\times 10^{-17}'), J('6.4 \\times 10^{-17}'), J('8 \\times 10^{-18}')), 'A', 'mayRefuse'],
  // A doubly charged ion through 100 V from rest: 2eU = 3.2×10⁻¹⁷ J
  ['某二价正离子由静止开始经U=100V的电压加速，元电荷e=1.6×10⁻¹⁹C，求离子获得的动能。', 3.2e-17, 'mayRefuse'],
  // α particle in B = 0.5 T at 1×10⁶ m/s, m = 6.4×10⁻²⁷ kg, e given: r = mv/(2eB) = 6.4e-21/1.6e-19 = 0.04 m (0.08 is the trap)
  [c(`$\\alpha$ 粒子以 $1 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场，$\\alpha$ 粒子质量为 $6.4 \\times 10^{-27} \\mathrm{~kg}$，元电荷 $e=1.6 \\times 10^{-19} \\mathrm{~C}$，则它做圆周运动的半径为`, M('0.04'), M('0.08'), M('0.02'), M('0.16')), 'A', 'mayRefuse'],
  // Two identical “6 V 3 W” lamps in series on 6 V: each 0.75 W (3 W is the trap)
  [c(`两个相同的标有“$6 \\mathrm{~V}$ $3 \\mathrm{~W}$”的灯泡串联后接在 $6 \\mathrm{~V}$ 的电源上，灯丝电阻不变，则每个灯泡的实际功率为`, W('0.75'), W('3'), W('1.5'), W('6')), 'A', 'mayRefuse'],
  // Three lamps “6 V 3 W” in series on 12 V: each 4 V, 16/12 ≈ 1.33 W
  ['将3只标有“6V 3W”的相同灯泡串联接在12V的电源上，灯丝电阻不变，每只灯泡的实际功率是多少？', 1.333, 'mayRefuse'],
  // A lamp “6 V 3 W” with an ammeter reading 0.3 A: P = I²R = 0.09 × 12 = 1.08 W
  [c(`标有“$6 \\mathrm{~V}$ $3 \\mathrm{~W}$”的灯泡与电阻 $R$ 串联，电流表示数为 $0.3 \\mathrm{~A}$，灯丝电阻不变，则灯泡的实际功率为`, W('1.08'), W('3'), W('1.8'), W('0.75')), 'A', 'mayRefuse'],
  // Celsius temperature asked: 27 °C start is unknown — undecidable (×2 is the trap)
  [c(`一定质量的理想气体，体积保持不变，压强由 $1 \\mathrm{~atm}$ 增大到 $2 \\mathrm{~atm}$，则气体的摄氏温度变为原来的`, '$2$ 倍', '$\\frac{1}{2}$', '$4$ 倍', '$1$ 倍'), null, 'refuses'],
  // An oil column open upward: pressure held by the column, 27 → 127 °C: V × 4/3
  [c(`一定质量的气体被一段油柱封闭在开口向上的细玻璃管中，压强保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $127^{\\circ} \\mathrm{C}$，则气体的体积变为原来的`, '$\\frac{4}{3}$', '$\\frac{127}{27}$', '$\\frac{3}{4}$', '$2$'), 'A', 'solves'],
  // Saturated vapour compressed at fixed T: its pressure stays, ×1 (Boyle ×2 is the trap)
  [c(`一定质量的气体（水的饱和汽）封闭在容器中，温度保持不变，体积由 $2 \\mathrm{~L}$ 压缩到 $1 \\mathrm{~L}$（仍有水存在），则饱和汽的压强变为原来的`, '$1$ 倍', '$2$ 倍', '$\\frac{1}{2}$', '$4$ 倍'), 'A', 'mayRefuse'],
  // Gravity's work while a slanted pull moves the body 5 m on the level: 0 (Fx cos37° = 40 J is the trap)
  [c(`物体在与水平方向成 $37^{\\circ}$ 角斜向上的拉力 $F=10 \\mathrm{~N}$ 作用下沿水平地面移动了 $5 \\mathrm{~m}$，${SC37}，则此过程中支持力对物体做的功为`, J('0'), J('40'), J('30'), J('50')), 'A', 'mayRefuse'],
  // A pull at 37° to the vertical moving the body 5 m level: W = 10 × 5 × sin37° = 30 J
  [c(`物体在与竖直方向成 $37^{\\circ}$ 角斜向上的拉力 $F=10 \\mathrm{~N}$ 作用下沿水平地面移动了 $5 \\mathrm{~m}$，${SC37}，则拉力对物体做的功为`, J('30'), J('40'), J('50'), J('24')), 'A', 'mayRefuse'],
  // Two balanced forces of 10 N, one turned 60°: now at 120°, resultant 10 N (17.3 N at 60° is the trap)
  [c(`物体在大小均为 $10 \\mathrm{~N}$ 的两个共点力作用下处于平衡，现将其中一个力在同一平面内转过 $60^{\\circ}$ 角，另一个力不变，则两力的合力大小为`, N('10'), N('10\\sqrt{3}'), N('20'), N('0')), 'A', 'mayRefuse'],
  // A displacement's component, not a force's: 10 m at 37° → 8 m level
  [c(`物体的位移大小为 $10 \\mathrm{~m}$，方向与水平方向成 $37^{\\circ}$ 角，${SC37}，则位移的水平分量为`, M('8'), M('6'), M('10'), M('7.5')), 'A', 'mayRefuse'],
  // —— batch 3: around the faults found ——
  // Charge printed 「2e」 with e given: E_k = 2eU = 3.2×10⁻¹⁷ J (eU is the trap)
  ['某带电粒子的电荷量为2e，由静止开始经U=100V的电压加速，元电荷e=1.6×10⁻¹⁹C，不计重力，求粒子获得的动能。', 3.2e-17, 'mayRefuse'],
  // The same as a choice
  [c(`电荷量为 $2 e$ 的带电粒子由静止开始经 $100 \\mathrm{~V}$ 的电压加速，已知 $e=1.6 \\times 10^{-19} \\mathrm{~C}$，不计重力，则粒子获得的动能为`, J('3.2 \\times 10^{-17}'), J('1.6 \\times 10^{-17}'), J('6.4 \\times 10^{-17}'), J('8 \\times 10^{-18}')), 'A', 'mayRefuse'],
  // A proton through 100 V from rest, e given: eU = 1.6×10⁻¹⁷ J (still right)
  [c(`质子由静止开始经 $100 \\mathrm{~V}$ 的电压加速，质子电荷量为 $1.6 \\times 10^{-19} \\mathrm{~C}$，则质子获得的动能为`, J('1.6 \\times 10^{-17}'), J('3.2 \\times 10^{-17}'), J('1.6 \\times 10^{-19}'), J('100')), 'A', 'solves'],
  // Momenta 1 : 2 and masses 1 : 2 given: E_k = p²/2m → 1 : 2
  [c(`A、B 两物体的质量之比为 $1: 2$，动量大小之比为 $1: 2$，则 A、B 两物体的动能之比为`, '$1: 2$', '$1: 1$', '$1: 4$', '$2: 1$'), 'A', 'mayRefuse'],
  // Mean speeds 2 : 1: the kinetic energies are not fixed — undecidable (2 : 1 is the trap)
  [c(`A、B 两物体的质量之比为 $1: 2$，在某段时间内的平均速度大小之比为 $2: 1$，则 A、B 两物体的动能之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$4: 1$'), null, 'refuses'],
  // Starting speeds 2 : 1, the same resistance, energies at one moment later: undecidable
  [c(`A、B 两物体的质量之比为 $1: 2$，初速度大小之比为 $2: 1$，它们在大小相同的阻力作用下沿水平面减速，经过相同时间 $t$ 时（均未停止），A、B 两物体的动量之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), null, 'refuses'],
  // At rest on a slope on a cart moving uniformly: f = mg sin37° = 12 N — refused or right
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，斜面固定在水平面上，${G10}，${SC37}，则物块受到的摩擦力大小为`, N('12'), N('16'), N('20'), N('0')), 'A', 'solves'],
  // A second block stacked on it at rest on the slope: (2 + 1) × 10 × 0.6 = 18 N on the slope's face
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，在物块上再放一个质量为 $1 \\mathrm{~kg}$ 的砝码，物块仍静止，${G10}，${SC37}，则斜面对物块的摩擦力大小为`, N('18'), N('12'), N('6'), N('24')), 'A', 'mayRefuse'],
  // At rest on a slope in water (buoyancy unknown): undecidable
  [c(`质量为 $2 \\mathrm{~kg}$ 的木块静止在水中倾角为 $37^{\\circ}$ 的斜面上，${G10}，${SC37}，则木块受到的摩擦力大小为`, N('12'), N('16'), N('20'), N('0')), null, 'refuses'],
  // Hooke: the hanging body also pulled down by a hand with unknown force — undecidable
  [c(`劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端挂质量为 $2 \\mathrm{~kg}$ 的物体，用手向下拉物体使其静止在某位置，${G10}，则弹簧的伸长量为`, CM('4'), CM('8'), CM('2'), CM('10')), null, 'refuses'],
  // Hooke: a bucket being filled (mass given once, then water added) — 「加入」 another load
  [c(`劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端挂一质量为 $1 \\mathrm{~kg}$ 的空桶，往桶里加入一些沙子后桶静止，${G10}，则此时弹簧的伸长量为`, CM('2'), CM('4'), CM('1'), CM('20')), null, 'refuses'],
  // Gas: 「温度变为原来的」 with °C given, Celsius reading of the answer printed in ℃ options — thermodynamic ×2, shown right
  [c(`一定质量的理想气体，体积保持不变，压强由 $1 \\times 10^{5} \\mathrm{~Pa}$ 增大到 $2 \\times 10^{5} \\mathrm{~Pa}$，则气体的热力学温度变为原来的`, '$2$ 倍', '$\\frac{1}{2}$', '$4$ 倍', '$1$ 倍'), 'A', 'solves'],
  // A slope turning about a vertical axis with the block on it: undecidable without ω and r
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，斜面绕竖直轴匀速转动，物块与斜面保持相对静止，${G10}，${SC37}，则物块受到的摩擦力大小为`, N('12'), N('16'), N('20'), N('0')), null, 'refuses'],
  // Released from the natural length: at the lowest point x = 2mg/k = 20 cm (mg/k = 10 cm is the trap)
  [c(`劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端挂一质量为 $1 \\mathrm{~kg}$ 的物体，将物体从弹簧原长处由静止释放，${G10}，则物体运动到最低点时弹簧的伸长量为`, CM('20'), CM('10'), CM('5'), '$0$'), 'A', 'mayRefuse'],
  // Vibrating vertically, amplitude unknown: the stretch at the lowest point is undecidable
  [c(`劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端挂一质量为 $1 \\mathrm{~kg}$ 的物体，物体在竖直方向上做简谐运动，物体静止时在平衡位置，${G10}，则物体在最低点时弹簧的伸长量为`, CM('20'), CM('10'), CM('5'), '$0$'), null, 'refuses'],
  // The slope's whole force on a block at rest balances gravity: 20 N (12 N or 16 N alone is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物块静止在倾角为 $37^{\\circ}$ 的斜面上，${G10}，${SC37}，则斜面对物块的作用力大小为`, N('20'), N('12'), N('16'), N('28')), 'A', 'mayRefuse'],
  // A hanging ball turning with a turntable: circular motion, undecidable without ω and r
  [c(`劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定，下端悬挂质量为 $1 \\mathrm{~kg}$ 的小球，小球静止在水平转台上方并随转台一起转动，${G10}，则弹簧的伸长量为`, CM('5'), CM('10'), CM('2'), '$0$'), null, 'refuses'],
];

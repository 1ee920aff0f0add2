/**
 * Look-alikes of the physics paper kinds of decision 0103 (field laws, refraction, uniform circles, level jumps,
 * power, nuclear and half-life readers, the half-life classify weight): the same words with another situation or
 * another question. Each worked by hand in the comment above it; 'refuses' must be refused, 'mayRefuse' answered
 * right or refused, 'solves' answered right.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const ms = '\\mathrm{~m} / \\mathrm{s}';
const ms2 = '\\mathrm{~m} / \\mathrm{s}^{2}';
const g10 = `$g$ 取 $10 ${ms2}$`;

// biome-ignore format: one problem a line
export const PHYSICS_KINDS_HUNT: Lookalike[] = [
  // ── field laws ──
  // the wire parallel to the field: F = 0, though 垂直 is said (of the paper)
  [c('一根长为 $0.2 \\mathrm{~m}$ 的直导线垂直纸面放置，匀强磁场方向与导线平行，磁感应强度为 $0.5 \\mathrm{~T}$，导线中通有 $2 \\mathrm{~A}$ 的电流，则导线受到的安培力大小为', '$0$', '$0.1 \\mathrm{~N}$', '$0.2 \\mathrm{~N}$', '$0.5 \\mathrm{~N}$'), 'A', 'mayRefuse'],
  // bent at its middle into a right angle: effective length 0.2√2 m, F = 0.2√2 N
  [c('把一根长为 $0.4 \\mathrm{~m}$ 的导线从中点弯成直角，放在磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，导线所在平面与磁场方向垂直，导线中通有 $2 \\mathrm{~A}$ 的电流，则导线受到的安培力大小为', '$0.4 \\mathrm{~N}$', '$0.2 \\sqrt{2} \\mathrm{~N}$', '$0.2 \\mathrm{~N}$', '$0$'), 'B', 'mayRefuse'],
  // the wire at 30° to the field, told 「成 30° 角」: F = BIL sin 30° = 0.1 N
  [c('一根长为 $0.2 \\mathrm{~m}$ 的通电直导线放在磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，导线与磁场方向成 $30^{\\circ}$ 角，导线中的电流为 $2 \\mathrm{~A}$，则导线受到的安培力大小为', '$0.2 \\mathrm{~N}$', '$0.1 \\mathrm{~N}$', '$0.1 \\sqrt{3} \\mathrm{~N}$', '$0.05 \\mathrm{~N}$'), 'B', 'mayRefuse'],
  // current in mA: F = 0.5 · 0.2 · 0.2 = 0.02 N
  [c('长为 $20 \\mathrm{~cm}$ 的直导线垂直于磁场方向放在磁感应强度为 $0.5 \\mathrm{~T}$ 的匀强磁场中，导线中通有 $200 \\mathrm{~mA}$ 的电流，则导线受到的安培力大小为', '$20 \\mathrm{~N}$', '$0.02 \\mathrm{~N}$', '$2 \\mathrm{~N}$', '$0.2 \\mathrm{~N}$'), 'B', 'mayRefuse'],
  // the rod moves along itself (velocity parallel to the rod): E = 0
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒垂直于磁场方向放在磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中，导体棒沿棒的方向以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度运动，则导体棒中产生的感应电动势大小为', '$0$', '$0.4 \\mathrm{~V}$', '$0.1 \\mathrm{~V}$', '$1 \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // the rod moves along the field: E = 0
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒水平放置且与磁场方向垂直，磁感应强度为 $0.2 \\mathrm{~T}$，磁场方向竖直向下，导体棒以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度竖直向下运动，则导体棒中产生的感应电动势大小为', '$0$', '$0.4 \\mathrm{~V}$', '$0.1 \\mathrm{~V}$', '$1 \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // a rod turning about one end, its far end at 4 m/s: E = BLv/2 = 0.2 V
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒在磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中绕其一端在垂直于磁场的平面内匀速转动，棒另一端的线速度大小为 $4 \\mathrm{~m} / \\mathrm{s}$，则棒两端的感应电动势大小为', '$0.2 \\mathrm{~V}$', '$0.4 \\mathrm{~V}$', '$0.8 \\mathrm{~V}$', '$0.1 \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // velocity at 30° to the field lines: E = BLv sin 30° = 0.2 V
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒垂直于磁场放置，磁感应强度为 $0.2 \\mathrm{~T}$，导体棒以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度运动，速度方向与磁感线方向成 $30^{\\circ}$ 角，则感应电动势大小为', '$0.2 \\mathrm{~V}$', '$0.4 \\mathrm{~V}$', '$0.2 \\sqrt{3} \\mathrm{~V}$', '$0.1 \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // E = BLv in plain words, L in cm and the answer in mV: 0.1 · 0.2 · 5 = 0.1 V = 100 mV
  [c('长为 $20 \\mathrm{~cm}$ 的导体棒在磁感应强度为 $0.1 \\mathrm{~T}$ 的匀强磁场中以 $5 \\mathrm{~m} / \\mathrm{s}$ 的速度垂直切割磁感线，则导体棒中产生的感应电动势大小为', '$10 \\mathrm{~mV}$', '$100 \\mathrm{~mV}$', '$1 \\mathrm{~V}$', '$10 \\mathrm{~V}$'), 'B', 'solves'],
  // AB perpendicular to the field lines: U_AB = 0
  [c('在电场强度为 $100 \\mathrm{~V} / \\mathrm{m}$ 的匀强电场中，A、B 两点相距 $0.2 \\mathrm{~m}$，A、B 连线与电场线方向垂直，C 点位于 A 点沿电场线方向的前方，则 A、B 两点间的电势差大小为', '$0$', '$20 \\mathrm{~V}$', '$500 \\mathrm{~V}$', '$2 \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // U_BA asked, B downstream along the field lines from A: U_BA = −Ed = −20 V, no option right
  [c('在电场强度为 $100 \\mathrm{~V} / \\mathrm{m}$ 的匀强电场中，从 A 点沿电场线方向到 B 点的距离为 $0.2 \\mathrm{~m}$，则 $U_{B A}$ 为', '$20 \\mathrm{~V}$', '$2 \\mathrm{~V}$', '$200 \\mathrm{~V}$', '$500 \\mathrm{~V}$'), null, 'refuses'],
  // U_AB asked, A to B along the field lines: U_AB = +20 V
  [c('在电场强度为 $100 \\mathrm{~V} / \\mathrm{m}$ 的匀强电场中，A、B 两点沿电场线方向的距离为 $20 \\mathrm{~cm}$，则 A、B 两点间的电势差大小为', '$2 \\mathrm{~V}$', '$20 \\mathrm{~V}$', '$2000 \\mathrm{~V}$', '$500 \\mathrm{~V}$'), 'B', 'solves'],
  // 「克服电场力做了 … 的功」 is negative work: W_AB = −6×10⁻⁴ J, q = +3×10⁻⁶ C → U_AB = −200 V
  [c('电荷量为 $3 \\times 10^{-6} \\mathrm{C}$ 的正电荷从电场中的 A 点移到 B 点，克服电场力做了 $6 \\times 10^{-4} \\mathrm{~J}$ 的功，则 A、B 两点间的电势差 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-2} \\mathrm{~V}$', '$-2 \\times 10^{-2} \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // 「电场力对它做了 -6×10⁻⁴ J 的功」 read with its sign: U_AB = −200 V
  [c('电荷量为 $3 \\times 10^{-6} \\mathrm{C}$ 的正电荷从电场中的 A 点移到 B 点，电场力做功 $-6 \\times 10^{-4} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-2} \\mathrm{~V}$', '$-2 \\times 10^{-2} \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // the potential energy grows: the field did −6×10⁻⁴ J, U_AB = −200 V
  [c('电荷量为 $3 \\times 10^{-6} \\mathrm{C}$ 的正电荷从电场中的 A 点移到 B 点，电势能增加了 $6 \\times 10^{-4} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-2} \\mathrm{~V}$', '$-2 \\times 10^{-2} \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // an electron from B to A, field work +3.2×10⁻¹⁷ J: U_BA = W/q = −200 V, so U_AB = +200 V
  [c('电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的电子从电场中的 B 点移到 A 点，电场力做功 $3.2 \\times 10^{-17} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$5 \\times 10^{-3} \\mathrm{~V}$', '$-5 \\times 10^{-3} \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // W asked of a negative charge with U_AB = 200 V: W_AB = qU = −4×10⁻⁶ J, no option right
  [c('电荷量为 $2 \\times 10^{-8} \\mathrm{C}$ 的负电荷从电场中的 A 点移到 B 点，A、B 两点间的电势差 $U_{A B}=200 \\mathrm{~V}$，则此过程中电场力做的功为', '$4 \\times 10^{-6} \\mathrm{~J}$', '$1 \\times 10^{-10} \\mathrm{~J}$', '$4 \\times 10^{-4} \\mathrm{~J}$', '$1 \\times 10^{10} \\mathrm{~J}$'), null, 'refuses'],
  // W asked of a positive charge moved B → A, U_AB = 200 V: W_BA = qU_BA = −4×10⁻⁶ J, no option right
  [c('电荷量为 $2 \\times 10^{-8} \\mathrm{C}$ 的正电荷从电场中的 B 点移到 A 点，已知 $U_{A B}=200 \\mathrm{~V}$，则此过程中电场力做的功为', '$4 \\times 10^{-6} \\mathrm{~J}$', '$1 \\times 10^{-10} \\mathrm{~J}$', '$4 \\times 10^{-4} \\mathrm{~J}$', '$1 \\times 10^{10} \\mathrm{~J}$'), null, 'refuses'],
  // W asked of a positive charge A → B, U_AB = 200 V: W = +4×10⁻⁶ J
  [c('电荷量为 $2 \\times 10^{-8} \\mathrm{C}$ 的正电荷从电场中的 A 点移到 B 点，已知 $U_{A B}=200 \\mathrm{~V}$，则此过程中电场力做的功为', '$4 \\times 10^{-6} \\mathrm{~J}$', '$1 \\times 10^{-10} \\mathrm{~J}$', '$4 \\times 10^{-4} \\mathrm{~J}$', '$1 \\times 10^{10} \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // the charge's sign only in its value: q = −2×10⁻⁸ C, W_AB = 4×10⁻⁶ J → U_AB = −200 V
  [c('将带电荷量 $q=-2 \\times 10^{-8} \\mathrm{C}$ 的点电荷从电场中的 A 点移到 B 点，电场力做功 $4 \\times 10^{-6} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$5 \\times 10^{-3} \\mathrm{~V}$', '$-5 \\times 10^{-3} \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // the same written with a Unicode minus: still U_AB = −200 V
  [c('将带电荷量 $q=−2 \\times 10^{-8} \\mathrm{C}$ 的点电荷从电场中的 A 点移到 B 点，电场力做功 $4 \\times 10^{-6} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$5 \\times 10^{-3} \\mathrm{~V}$', '$-5 \\times 10^{-3} \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // E = F/q with options in kN/C: 4×10⁻⁵ / 2×10⁻⁹ = 2×10⁴ N/C = 20 kN/C
  [c('在电场中某点放一电荷量为 $2 \\times 10^{-9} \\mathrm{C}$ 的试探电荷，它受到的电场力大小为 $4 \\times 10^{-5} \\mathrm{~N}$，则该点的电场强度大小为', '$20 \\mathrm{~kN} / \\mathrm{C}$', '$2 \\mathrm{~kN} / \\mathrm{C}$', '$200 \\mathrm{~kN} / \\mathrm{C}$', '$0.2 \\mathrm{~kN} / \\mathrm{C}$'), 'A', 'mayRefuse'],
  // the test charge replaced: E stays 2×10⁴ N/C, the force on 4×10⁻⁹ C is 8×10⁻⁵ N
  [c('在电场中某点放一电荷量为 $2 \\times 10^{-9} \\mathrm{C}$ 的试探电荷，它受到的电场力大小为 $4 \\times 10^{-5} \\mathrm{~N}$，将该试探电荷换成电荷量为 $4 \\times 10^{-9} \\mathrm{C}$ 的电荷，则它受到的电场力大小为', '$2 \\times 10^{-5} \\mathrm{~N}$', '$4 \\times 10^{-5} \\mathrm{~N}$', '$8 \\times 10^{-5} \\mathrm{~N}$', '$1.6 \\times 10^{-4} \\mathrm{~N}$'), 'C', 'mayRefuse'],
  // C = Q/U with the answer in pF: 2×10⁻⁹ / 10 = 2×10⁻¹⁰ F = 200 pF
  [c('一个电容器所带的电荷量为 $2 \\times 10^{-9} \\mathrm{C}$ 时，两极板间的电压为 $10 \\mathrm{~V}$，则该电容器的电容为', '$20 \\mathrm{~pF}$', '$200 \\mathrm{~pF}$', '$2000 \\mathrm{~pF}$', '$2 \\mathrm{~pF}$'), 'B', 'mayRefuse'],
  // the charge grows by CΔU: 2 μF · (20 − 10) V = 2×10⁻⁵ C
  [c('一个电容器的电容为 $2 \\mu \\mathrm{F}$，两极板间的电压从 $10 \\mathrm{~V}$ 升高到 $20 \\mathrm{~V}$，则电容器所带的电荷量增加了', '$2 \\times 10^{-5} \\mathrm{C}$', '$4 \\times 10^{-5} \\mathrm{C}$', '$6 \\times 10^{-5} \\mathrm{C}$', '$1 \\times 10^{-5} \\mathrm{C}$'), 'A', 'mayRefuse'],
  // E = nΔΦ/Δt with t in ms: 10 · 0.02 / 0.05 = 4 V
  [c('一个 10 匝的线圈，穿过它的磁通量在 $50 \\mathrm{~ms}$ 内从 $0.01 \\mathrm{~Wb}$ 均匀增加到 $0.03 \\mathrm{~Wb}$，则线圈中感应电动势的大小为', '$0.4 \\mathrm{~V}$', '$4 \\mathrm{~V}$', '$40 \\mathrm{~V}$', '$0.04 \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // the current asked, not the emf: E = 20 V, I = 2 A
  [c('匝数为 100、电阻为 $10 \\Omega$ 的闭合线圈，在 $0.2 \\mathrm{~s}$ 内穿过它的磁通量从 $0.01 \\mathrm{~Wb}$ 均匀增加到 $0.05 \\mathrm{~Wb}$，则线圈中的感应电流为', '$0.2 \\mathrm{~A}$', '$2 \\mathrm{~A}$', '$20 \\mathrm{~A}$', '$0.4 \\mathrm{~A}$'), 'B', 'mayRefuse'],
  // the coil and an outer resistor in series: q = nΔΦ/(R + r) = 100 · 0.04 / 10 = 0.4 C
  [c('匝数为 100、电阻为 $2 \\Omega$ 的线圈与阻值为 $8 \\Omega$ 的电阻组成闭合回路，穿过线圈的磁通量由 $0.01 \\mathrm{~Wb}$ 增加到 $0.05 \\mathrm{~Wb}$，则通过电阻的电荷量为', '$0.4 \\mathrm{C}$', '$0.5 \\mathrm{C}$', '$2 \\mathrm{C}$', '$0.04 \\mathrm{C}$'), 'A', 'mayRefuse'],
  // ── refraction ──
  // from glass into air, the incidence in glass: sin r = √3 sin 30° → r = 60°
  [c('一束光从折射率为 $\\sqrt{3}$ 的玻璃射入空气，入射角为 $30^{\\circ}$，则折射角为', '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$15^{\\circ}$'), 'C', 'mayRefuse'],
  // from water out into the air (射出到): the angle in air is the larger, n = sin 60° / sin 30° … but the water angle is the incidence: n = √3
  [c('一束光从水中射出到空气中，入射角为 $30^{\\circ}$，折射角为 $60^{\\circ}$，则水的折射率为', '$\\sqrt{3}$', '$\\frac{\\sqrt{3}}{3}$', '$2$', '$\\frac{1}{2}$'), 'A', 'mayRefuse'],
  // from air into glass, the angles reversed by the paper's words (入射角 smaller): impossible, must not be read as glass → air
  [c('一束光从空气射入玻璃，入射角为 $30^{\\circ}$，折射角为 $60^{\\circ}$，则玻璃的折射率为', '$\\sqrt{3}$', '$\\frac{\\sqrt{3}}{3}$', '$2$', '$\\frac{1}{2}$'), null, 'refuses'],
  // the critical angle asked as its sine: sin C = 1/2
  [c('某种透明介质的折射率为 $2$，光从该介质射向空气时发生全反射的临界角 $C$ 的正弦值为', '$\\frac{1}{2}$', '$\\frac{\\sqrt{3}}{2}$', '$\\frac{\\sqrt{2}}{2}$', '$2$'), 'A', 'mayRefuse'],
  // light from air towards the medium: no total reflection at all
  [c('某种透明介质的折射率为 $\\sqrt{2}$，光从空气射向该介质时发生全反射的临界角为', '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), null, 'refuses'],
  // the angle with the surface, not the incidence: i = 60°, r = 30°, n = √3
  [c('一束光从空气射入玻璃，入射光线与界面的夹角为 $30^{\\circ}$，折射角为 $30^{\\circ}$，则玻璃的折射率为', '$\\sqrt{3}$', '$1$', '$\\sqrt{2}$', '$\\frac{\\sqrt{3}}{3}$'), 'A', 'mayRefuse'],
  // the speed in the glass asked in km/s: 2×10⁵ km/s
  [c('已知某玻璃的折射率为 $1.5$，光在真空中的传播速度为 $3 \\times 10^{8} \\mathrm{~m} / \\mathrm{s}$，则光在该玻璃中的传播速度为', '$2 \\times 10^{5} \\mathrm{~km} / \\mathrm{s}$', '$2 \\times 10^{8} \\mathrm{~km} / \\mathrm{s}$', '$4.5 \\times 10^{5} \\mathrm{~km} / \\mathrm{s}$', '$1.5 \\times 10^{5} \\mathrm{~km} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // ── uniform circles ──
  // the pressure is less than the weight by mv²/r = 2000 N (not the pressure itself)
  [c(`质量为 $1000 \\mathrm{~kg}$ 的汽车以 $10 ${ms}$ 的速度通过半径为 $50 \\mathrm{~m}$ 的拱形桥最高点，${g10}，此时汽车对桥面的压力比汽车的重力小`, '$2 \\times 10^{3} \\mathrm{~N}$', '$8 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$1.2 \\times 10^{4} \\mathrm{~N}$'), 'A', 'mayRefuse'],
  // the car's weight asked at the bridge top: mg = 10⁴ N
  [c(`质量为 $1000 \\mathrm{~kg}$ 的汽车以 $10 ${ms}$ 的速度通过半径为 $50 \\mathrm{~m}$ 的拱形桥最高点，${g10}，此时汽车受到的重力大小为`, '$2 \\times 10^{3} \\mathrm{~N}$', '$8 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$1.2 \\times 10^{4} \\mathrm{~N}$'), 'C', 'mayRefuse'],
  // the centripetal force at the bridge top: mv²/r = 2000 N
  [c(`质量为 $1000 \\mathrm{~kg}$ 的汽车以 $10 ${ms}$ 的速度通过半径为 $50 \\mathrm{~m}$ 的拱形桥最高点，${g10}，此时汽车所需的向心力大小为`, '$2 \\times 10^{3} \\mathrm{~N}$', '$8 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$1.2 \\times 10^{4} \\mathrm{~N}$'), 'A', 'mayRefuse'],
  // the road's push on the car at the top (支持力): 8000 N
  [c(`质量为 $1000 \\mathrm{~kg}$ 的汽车以 $10 ${ms}$ 的速度通过半径为 $50 \\mathrm{~m}$ 的拱形桥最高点，${g10}，此时桥面对汽车的支持力大小为`, '$2 \\times 10^{3} \\mathrm{~N}$', '$8 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$1.2 \\times 10^{4} \\mathrm{~N}$'), 'B', 'solves'],
  // a conical pendulum: the radius is L sin θ, not the string's length
  [c('用长为 $0.5 \\mathrm{~m}$ 的细线拴一小球，细线上端固定，使小球在水平面内做匀速圆周运动，细线与竖直方向有一定夹角，小球的角速度为 $4 \\mathrm{~rad} / \\mathrm{s}$，则小球的向心加速度大小为', `$8 ${ms2}$`, `$2 ${ms2}$`, `$4 ${ms2}$`, `$16 ${ms2}$`), null, 'refuses'],
  // the string vertical, the ball at the lowest point: T = m(g + v²/r) = 0.2 · 28 = 5.6 N
  [c(`用长为 $0.5 \\mathrm{~m}$ 的细绳拴着质量为 $0.2 \\mathrm{~kg}$ 的小球做圆周运动，小球运动到最低点时细绳竖直，速度为 $3 ${ms}$，${g10}，则此时绳的拉力大小为`, '$5.6 \\mathrm{~N}$', '$3.6 \\mathrm{~N}$', '$2 \\mathrm{~N}$', '$1.6 \\mathrm{~N}$'), 'A', 'mayRefuse'],
  // the string vertical, at the top: T = m(v²/r − g) = 1.6 N
  [c(`用长为 $0.5 \\mathrm{~m}$ 的细绳拴着质量为 $0.2 \\mathrm{~kg}$ 的小球做圆周运动，小球运动到最高点时细绳竖直，速度为 $3 ${ms}$，${g10}，则此时绳的拉力大小为`, '$5.6 \\mathrm{~N}$', '$3.6 \\mathrm{~N}$', '$2 \\mathrm{~N}$', '$1.6 \\mathrm{~N}$'), 'D', 'mayRefuse'],
  // a ball on a string at the lowest point, without a g: the pull is not mv²/r
  [c(`用长为 $0.5 \\mathrm{~m}$ 的细绳拴着质量为 $0.2 \\mathrm{~kg}$ 的小球做圆周运动，小球经过最低点时的速度为 $3 ${ms}$，则此时绳的拉力大小为`, '$3.6 \\mathrm{~N}$', '$5.6 \\mathrm{~N}$', '$1.8 \\mathrm{~N}$', '$0.6 \\mathrm{~N}$'), null, 'refuses'],
  // the speed in km/h at a dip: 72 km/h = 20 m/s, N = 1000 · 14 = 1.4×10⁴ N
  [c(`汽车以 $72 \\mathrm{~km} / \\mathrm{h}$ 的速度通过凹形桥的最低点，桥面的半径为 $100 \\mathrm{~m}$，汽车质量为 $1000 \\mathrm{~kg}$，${g10}，则汽车对桥面的压力大小为`, '$1.4 \\times 10^{4} \\mathrm{~N}$', '$6 \\times 10^{3} \\mathrm{~N}$', '$1 \\times 10^{4} \\mathrm{~N}$', '$4 \\times 10^{3} \\mathrm{~N}$'), 'A', 'mayRefuse'],
  // ── hydrogen levels ──
  // n = 3 → 1 asked as a wavelength (options in nm): not an energy question
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，其中 $E_{1}=-13.6 \\mathrm{eV}$，氢原子从 $n=3$ 能级跃迁到 $n=1$ 能级时辐射出的光子的波长约为', '$103 \\mathrm{~nm}$', '$122 \\mathrm{~nm}$', '$656 \\mathrm{~nm}$', '$486 \\mathrm{~nm}$'), 'A', 'mayRefuse'],
  // n = 3 → 1 emitted: 13.6 · 8/9 = 12.09 eV
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，其中 $E_{1}=-13.6 \\mathrm{eV}$，氢原子从 $n=3$ 能级跃迁到 $n=1$ 能级时辐射出的光子能量为', '$1.51 \\mathrm{eV}$', '$10.2 \\mathrm{eV}$', '$12.09 \\mathrm{eV}$', '$13.6 \\mathrm{eV}$'), 'C', 'solves'],
  // absorbed going down is wrong: 3 → 1 absorbs nothing
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，其中 $E_{1}=-13.6 \\mathrm{eV}$，氢原子从 $n=3$ 能级跃迁到 $n=1$ 能级时吸收的光子能量为', '$1.51 \\mathrm{eV}$', '$10.2 \\mathrm{eV}$', '$12.09 \\mathrm{eV}$', '$13.6 \\mathrm{eV}$'), null, 'refuses'],
  // the ionisation energy from n = 2: 3.4 eV (no jump to a level)
  [c('氢原子的能级公式为 $E_{n}=\\frac{E_{1}}{n^{2}}$，其中 $E_{1}=-13.6 \\mathrm{eV}$，要使处于 $n=2$ 能级的氢原子电离，至少需要吸收的光子能量为', '$3.4 \\mathrm{eV}$', '$10.2 \\mathrm{eV}$', '$13.6 \\mathrm{eV}$', '$1.51 \\mathrm{eV}$'), 'A', 'mayRefuse'],
  // one atom (一个) from n = 4: at most 3 kinds
  [c('一个处于 $n=4$ 能级的氢原子向低能级跃迁时，最多能辐射出的光子的种数为', '3', '4', '6', '10'), 'A', 'mayRefuse'],
  // ── power ──
  // off a smooth curved slope: the speed at the ground is not vertical, P ≠ mg√(2gh)
  [c(`质量为 $2 \\mathrm{~kg}$ 的小物块从高 $5 \\mathrm{~m}$ 的光滑曲面顶端由静止释放，沿曲面滑下，不计空气阻力，${g10}，则物块到达地面时重力的瞬时功率为`, '$200 \\mathrm{~W}$', '$100 \\mathrm{~W}$', '$0$', '$400 \\mathrm{~W}$'), null, 'refuses'],
  // the mean over the whole fall of 20 m: t = 2 s, P = 2·10·20/2 = 200 W
  [c(`质量为 $2 \\mathrm{~kg}$ 的小球从离地 $20 \\mathrm{~m}$ 高处由静止自由下落，不计空气阻力，${g10}，则小球下落过程中重力的平均功率为`, '$200 \\mathrm{~W}$', '$400 \\mathrm{~W}$', '$100 \\mathrm{~W}$', '$800 \\mathrm{~W}$'), 'A', 'mayRefuse'],
  // the mean from the 1st second's end to the 3rd's: Δh = 40 m, P = 1·10·40/2 = 200 W
  [c(`质量为 $1 \\mathrm{~kg}$ 的物体从静止开始自由下落，不计空气阻力，${g10}，则从第 $1 \\mathrm{~s}$ 末到第 $3 \\mathrm{~s}$ 末重力做功的平均功率为`, '$200 \\mathrm{~W}$', '$300 \\mathrm{~W}$', '$150 \\mathrm{~W}$', '$400 \\mathrm{~W}$'), 'A', 'mayRefuse'],
  // the mean over the first 2 s: Δh = 20 m, P = 1·10·20/2 = 100 W, in kW options
  [c(`质量为 $1 \\mathrm{~kg}$ 的物体从静止开始自由下落，不计空气阻力，${g10}，则前 $2 \\mathrm{~s}$ 内重力做功的平均功率为`, '$0.1 \\mathrm{~kW}$', '$0.2 \\mathrm{~kW}$', '$0.05 \\mathrm{~kW}$', '$0.4 \\mathrm{~kW}$'), 'A', 'mayRefuse'],
  // the top speed uphill is not P/f
  [c('某汽车发动机的额定功率为 $60 \\mathrm{~kW}$，汽车沿山路向上行驶时受到的阻力大小恒为 $3 \\times 10^{3} \\mathrm{~N}$，则汽车在额定功率下行驶的最大速度为', `$20 ${ms}$`, `$10 ${ms}$`, `$30 ${ms}$`, `$40 ${ms}$`), null, 'refuses'],
  // the pull, not the resistance, given: the top speed is not P/F
  [c('某汽车发动机的额定功率为 $60 \\mathrm{~kW}$，汽车在水平路面上以额定功率启动，某时刻牵引力大小为 $3 \\times 10^{3} \\mathrm{~N}$，则汽车行驶的最大速度为', `$20 ${ms}$`, `$10 ${ms}$`, `$30 ${ms}$`, `$40 ${ms}$`), null, 'refuses'],
  // ── half-life (physics) and its chemistry neighbours ──
  // 「没有发生衰变」 is what is left: 1/8
  [c('某放射性元素的半衰期为 3 天，则经过 9 天后，该元素没有发生衰变的原子核数目占原来的', '$\\frac{1}{8}$', '$\\frac{7}{8}$', '$\\frac{1}{3}$', '$\\frac{1}{9}$'), 'A', 'mayRefuse'],
  // 「未发生衰变」 is what is left: 1/8
  [c('某放射性元素的半衰期为 3 天，则经过 9 天后，该元素未发生衰变的原子核数目占原来的', '$\\frac{1}{8}$', '$\\frac{7}{8}$', '$\\frac{1}{3}$', '$\\frac{1}{9}$'), 'A', 'mayRefuse'],
  // decayed over remaining: 7 : 1
  [c('某放射性元素的半衰期为 3 天，则经过 9 天后，该元素已衰变的原子核与未衰变的原子核数目之比为', '$7: 1$', '$1: 7$', '$8: 1$', '$1: 8$'), 'A', 'mayRefuse'],
  // 16 g, 2 half-lives: 4 g left, 12 g decayed; asked the decayed mass
  [c('放射性元素 ${ }_{83}^{210} \\mathrm{Bi}$ 的半衰期为 5 天，$16 \\mathrm{~g}$ 该元素经过 10 天后，发生衰变的质量为', '$4 \\mathrm{~g}$', '$8 \\mathrm{~g}$', '$12 \\mathrm{~g}$', '$16 \\mathrm{~g}$'), 'C', 'mayRefuse'],
  // a chemistry question on a radioactive nuclide: ¹³¹I has 78 neutrons; A wrong (53 protons), B right, C: the same element's isotopes are chemically alike, D: 131 is not the relative atomic mass of iodine
  [c('${ }_{53}^{131} \\mathrm{I}$ 是一种放射性核素，其半衰期约为 8 天，下列关于 ${ }_{53}^{131} \\mathrm{I}$ 的说法正确的是', '质子数为 78', '中子数为 78', '与 ${ }_{53}^{127} \\mathrm{I}$ 的化学性质不同', '碘元素的相对原子质量为 131'), 'B', 'mayRefuse'],
  // chemistry: radioactive ¹⁴C: neutrons 8, protons 6, difference 2
  [c('考古时常用放射性的 ${ }_{6}^{14} \\mathrm{C}$ 测定文物年代，${ }_{6}^{14} \\mathrm{C}$ 原子核内中子数与质子数之差为', '2', '6', '8', '14'), 'A', 'mayRefuse'],
  // ── nuclear reactions told in words ──
  // α on ²⁷Al gives ³⁰P and X: 4 + 27 − 30 = 1, 2 + 13 − 15 = 0, a neutron
  [c('用 $\\alpha$ 粒子轰击 ${ }_{13}^{27} \\mathrm{Al}$，生成 ${ }_{15}^{30} \\mathrm{P}$ 并放出一种粒子 X，则 X 是', '质子', '中子', '电子', '正电子'), 'B', 'mayRefuse'],
  // the struck nucleus told after (被 … 轰击): ¹⁴N + α → ¹⁷O + X, a proton
  [c('${ }_{7}^{14} \\mathrm{N}$ 被 $\\alpha$ 粒子轰击后生成 ${ }_{8}^{17} \\mathrm{O}$ 和一种粒子 X，则 X 是', '中子', '质子', '电子', '正电子'), 'B', 'mayRefuse'],
  // two X: n + ⁹Be → ⁸Be … not one particle; 2X with X a neutron: 1 + 9 − 8 = 2, Z 4 − 4 = 0 → X a neutron
  [c('用中子轰击 ${ }_{4}^{9} \\mathrm{Be}$，生成 ${ }_{4}^{8} \\mathrm{Be}$ 和两个粒子 X，则 X 是', '质子', '中子', '电子', '氘核'), 'B', 'mayRefuse'],
  // ── planets ──
  // the mass of a body on the planet does not change: 1 times
  [c('某星球的质量约为地球质量的 2 倍，半径约为地球半径的 2 倍，则一个物体在该星球表面的质量约为在地球表面质量的', '4 倍', '2 倍', '1 倍', '0.5 倍'), 'C', 'mayRefuse'],
  // height above the ground 2R: r = 3R, a = g/9
  [c('一颗人造卫星绕地球做匀速圆周运动，其离地面的高度等于地球半径的 2 倍，地球表面的重力加速度为 $g$，则该卫星的向心加速度大小为', '$\\frac{g}{4}$', '$\\frac{g}{9}$', '$\\frac{g}{2}$', '$\\frac{g}{3}$'), 'B', 'mayRefuse'],
  // the period needs R (not given): refused
  [c('一颗人造卫星绕地球做匀速圆周运动，其轨道半径为地球半径的 2 倍，地球表面的重力加速度为 $g$，则该卫星的运行周期为', '$4 \\pi \\sqrt{\\frac{2}{g}}$', '$2 \\pi \\sqrt{\\frac{2}{g}}$', '$\\pi \\sqrt{\\frac{2}{g}}$', '$8 \\pi \\sqrt{\\frac{1}{g}}$'), null, 'refuses'],
  // ── photoelectric ──
  // the photon below the work function: no photoelectrons
  [c('某金属的逸出功为 $3.2 \\mathrm{eV}$，用光子能量为 $2.5 \\mathrm{eV}$ 的光照射该金属，逸出的光电子的最大初动能为', '$0.7 \\mathrm{eV}$', '$2.5 \\mathrm{eV}$', '$5.7 \\mathrm{eV}$', '不能发生光电效应'), 'D', 'mayRefuse'],
  // the work function asked from the stopping voltage in kV? no: 2 V, photon 5 eV → W = 3 eV, options in J: 4.8×10⁻¹⁹ J
  [c('用光子能量为 $5 \\mathrm{eV}$ 的光照射某金属表面，测得遏止电压为 $2 \\mathrm{~V}$，则该金属的逸出功为', '$4.8 \\times 10^{-19} \\mathrm{~J}$', '$3.2 \\times 10^{-19} \\mathrm{~J}$', '$8 \\times 10^{-19} \\mathrm{~J}$', '$1.12 \\times 10^{-18} \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // ── the fixes' neighbours ──
  // 「克服静电力做功」: W_AB = −6×10⁻⁴ J, positive charge → U_AB = −200 V
  [c('电荷量为 $3 \\times 10^{-6} \\mathrm{C}$ 的正电荷从电场中的 A 点移到 B 点，克服静电力做功 $6 \\times 10^{-4} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$2 \\times 10^{-2} \\mathrm{~V}$', '$-2 \\times 10^{-2} \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // an electron on which the field does negative work: W = −3.2×10⁻¹⁷ J, q = −1.6×10⁻¹⁹ C → U_AB = +200 V
  [c('电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$ 的电子从电场中的 A 点移到 B 点，电场力做负功 $3.2 \\times 10^{-17} \\mathrm{~J}$，则 $U_{A B}$ 为', '$200 \\mathrm{~V}$', '$-200 \\mathrm{~V}$', '$5 \\times 10^{-3} \\mathrm{~V}$', '$-5 \\times 10^{-3} \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // a rod spun about its middle (旋转): the two halves' emfs cancel between the ends, E = 0
  [c('长为 $0.5 \\mathrm{~m}$ 的导体棒在磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中绕其中点在垂直于磁场的平面内旋转，棒端点的线速度大小为 $4 \\mathrm{~m} / \\mathrm{s}$，则棒两端的电势差为', '$0$', '$0.4 \\mathrm{~V}$', '$0.2 \\mathrm{~V}$', '$0.1 \\mathrm{~V}$'), 'A', 'mayRefuse'],
  // the critical angle with the light told going out of the medium into air: sin C = 1/√2 → 45°
  [c('某种透明介质的折射率为 $\\sqrt{2}$，光从该介质射入空气时发生全反射的临界角为', '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'B', 'mayRefuse'],
  // 「尚未衰变」 is what is left: 1/8
  [c('某放射性元素的半衰期为 3 天，则经过 9 天后，尚未衰变的原子核数目占原来的', '$\\frac{7}{8}$', '$\\frac{1}{8}$', '$\\frac{1}{3}$', '$\\frac{1}{9}$'), 'B', 'mayRefuse'],
  // a ball on a smooth table, the string's length the radius: F = mω²L = 0.5 · 16 · 0.5 = 4 N
  [c('在光滑水平面上，用长为 $0.5 \\mathrm{~m}$ 的细绳拴住质量为 $0.5 \\mathrm{~kg}$ 的小球，细绳另一端固定，小球以 $4 \\mathrm{~rad} / \\mathrm{s}$ 的角速度做匀速圆周运动，则细绳的拉力大小为', '$4 \\mathrm{~N}$', '$1 \\mathrm{~N}$', '$2 \\mathrm{~N}$', '$8 \\mathrm{~N}$'), 'A', 'mayRefuse'],
  // ── chemistry questions that name radioactivity or a decay (classify weighs them for physics now) ──
  // ⁶⁰Co: 60 − 27 = 33 neutrons
  [c('放射性同位素 ${ }_{27}^{60} \\mathrm{Co}$ 可用于治疗肿瘤，该原子核内的中子数为', '27', '33', '60', '87'), 'B', 'mayRefuse'],
  // ¹³¹I: A 131 not 53, 78 neutrons, 53 electrons, 53 protons
  [c('${ }_{53}^{131} \\mathrm{I}$ 具有放射性，下列关于 ${ }_{53}^{131} \\mathrm{I}$ 的说法正确的是', '质量数为 53', '中子数为 78', '核外电子数为 78', '质子数为 131'), 'B', 'mayRefuse'],
  // ¹⁴C and ¹⁴N are different elements, not isotopes: C is the false one
  [c('核素 ${ }_{6}^{14} \\mathrm{C}$ 具有放射性，可用于测定文物年代，下列说法错误的是', '${ }_{6}^{14} \\mathrm{C}$ 的中子数为 8', '${ }_{6}^{14} \\mathrm{C}$ 与 ${ }_{6}^{12} \\mathrm{C}$ 互为同位素', '${ }_{6}^{14} \\mathrm{C}$ 与 ${ }_{7}^{14} \\mathrm{N}$ 互为同位素', '${ }_{6}^{14} \\mathrm{C}$ 的质子数为 6'), 'C', 'mayRefuse'],
  // ²³⁹Pu: 145 neutrons − 94 electrons = 51
  [c('钚元素的一种核素 ${ }_{94}^{239} \\mathrm{Pu}$ 可发生衰变，该核素原子核内中子数与核外电子数之差为', '51', '94', '145', '239'), 'A', 'mayRefuse'],
  // ²²²Rn: 222 − 86 = 136 neutrons
  [c('${ }_{86}^{222} \\mathrm{Rn}$ 是一种放射性稀有气体，其原子核内的中子数为', '86', '136', '222', '308'), 'B', 'mayRefuse'],
];

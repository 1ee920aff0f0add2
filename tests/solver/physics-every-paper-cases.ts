/**
 * Kinds every gaokao physics paper asks — motors, alternating current from its expression, paired ratios, momentum
 * with numbers, transformers with statement options — each written as several papers word it (exam LaTeX as OCR
 * gives it, other numbers and objects, the given and the asked in another order). None is copied from the published
 * problems; every letter was worked by hand (the working is in the comment above a case). 'solves' must be answered
 * with it; 'mayRefuse' may be refused, never answered otherwise; 'refuses' must be refused.
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type EveryPaperKind = 'motor' | 'alternating' | 'ratio-pair' | 'momentum' | 'transformer' | 'impact';
export type EveryPaperProbe = [text: string, expected: string | null, status: Status, kind: EveryPaperKind];

const ms = '\\mathrm{~m} / \\mathrm{s}';
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const W = (x: string) => `$${x} \\mathrm{~W}$`;
const A = (x: string) => `$${x} \\mathrm{~A}$`;
const kgms = (x: string) => `$${x} \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$`;
const speed = (x: string) => `$${x} ${ms}$`;
const N = (x: string) => `$${x} \\mathrm{~N}$`;

// biome-ignore format: one problem a line
export const EVERY_PAPER_PROBES: EveryPaperProbe[] = [
  // motor: UI − I²r = 20 − 2 = 18 W
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机的输出功率为', W('2'), W('18'), W('20'), W('200')), 'B', 'solves', 'motor'],
  // heat I²r = 25 · 4 = 100 W
  [c('某直流电动机的额定电压为 $220 \\mathrm{~V}$，正常工作时的电流为 $5 \\mathrm{~A}$，线圈的电阻为 $4 \\Omega$，则该电动机正常工作时的发热功率为', W('100'), W('1100'), W('1000'), W('12100')), 'A', 'solves', 'motor'],
  // mechanical 12·1 − 1²·2 = 10 W
  [c('电动机的内阻为 $2 \\Omega$，当它两端的电压为 $12 \\mathrm{~V}$ 时正常转动，通过它的电流为 $1 \\mathrm{~A}$，则电动机输出的机械功率为', W('2'), W('10'), W('12'), W('72')), 'B', 'solves', 'motor'],
  // η = (500 − 50)/500 = 90 %
  [c('一台电动机两端的电压 $U=100 \\mathrm{~V}$，通过的电流 $I=5 \\mathrm{~A}$，线圈电阻 $R=2 \\Omega$，则这台电动机的效率为', '$90 \\%$', '$10 \\%$', '$80 \\%$', '$95 \\%$'), 'A', 'solves', 'motor'],
  // input UI = 3800 W = 3.8 kW
  [c('一台电动机的额定电压为 $380 \\mathrm{~V}$，额定电流为 $10 \\mathrm{~A}$，线圈电阻为 $2 \\Omega$，则它正常工作时消耗的电功率为', '$3.8 \\mathrm{~kW}$', '$3.6 \\mathrm{~kW}$', W('200'), '$72.2 \\mathrm{~kW}$'), 'A', 'solves', 'motor'],
  // 6 W in, 1 W heat, 5 W out, η = 5/6 ≈ 83 %
  [c('一台电动机线圈电阻为 $1 \\Omega$，加在它两端的电压为 $6 \\mathrm{~V}$，正常工作时通过的电流为 $1 \\mathrm{~A}$，下列说法正确的是', '电动机消耗的电功率为 $6 \\mathrm{~W}$', '电动机的发热功率为 $36 \\mathrm{~W}$', '电动机输出的机械功率为 $5 \\mathrm{~W}$', '电动机的效率为 $50 \\%$'), 'AC', 'solves', 'motor'],
  // a stalled motor is a plain resistor: P = U²/r = 144 W (answered by the formula reader, not the motor kind)
  [c('一台电动机线圈的电阻为 $1 \\Omega$，接在 $12 \\mathrm{~V}$ 的电压下，电动机被卡住不转动时，电动机的发热功率为', W('12'), W('144'), W('24'), W('72')), 'B', 'solves', 'motor'],
  // a motor in series with a lamp on a source with internal resistance: not read here
  [c('电源电动势为 $12 \\mathrm{~V}$，内阻为 $1 \\Omega$，与一个电阻为 $0.5 \\Omega$ 的电动机串联，电动机正常工作时电流为 $2 \\mathrm{~A}$，则电动机的输出功率为', W('16'), W('18'), W('20'), W('22')), 'B', 'mayRefuse', 'motor'],

  // U = U_m/√2 = 220 V
  [c('某交流电压的瞬时值表达式为 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则该交流电压的有效值为', V('220'), V('220 \\sqrt{2}'), V('110'), V('440')), 'A', 'solves', 'alternating'],
  // 311/√2 ≈ 220 V, f = 100π/2π = 50 Hz
  [c('某正弦式交变电压的瞬时值表达式为 $u=311 \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的有效值和频率分别为', '$311 \\mathrm{~V}$，$100 \\mathrm{~Hz}$', '$220 \\mathrm{~V}$，$50 \\mathrm{~Hz}$', '$220 \\mathrm{~V}$，$100 \\mathrm{~Hz}$', '$311 \\mathrm{~V}$，$50 \\mathrm{~Hz}$'), 'B', 'solves', 'alternating'],
  // T = 2π/ω = 2π/50π = 0.04 s
  [c('一交变电流的电流随时间变化的规律为 $i=10 \\sin 50 \\pi t(\\mathrm{~A})$，则该交变电流的周期为', '$0.02 \\mathrm{~s}$', '$0.04 \\mathrm{~s}$', '$0.01 \\mathrm{~s}$', '$50 \\mathrm{~s}$'), 'B', 'solves', 'alternating'],
  // f = 200π/2π = 100 Hz
  [c('交变电流 $i=5 \\sqrt{2} \\sin 200 \\pi t(\\mathrm{~A})$ 的频率为', '$50 \\mathrm{~Hz}$', '$100 \\mathrm{~Hz}$', '$200 \\mathrm{~Hz}$', '$314 \\mathrm{~Hz}$'), 'B', 'solves', 'alternating'],
  // P = U²/R = 100²/50 = 200 W
  [c('将 $u=100 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交流电压加在阻值为 $50 \\Omega$ 的电阻两端，则电阻消耗的电功率为', W('200'), W('400'), W('100'), W('200 \\sqrt{2}')), 'A', 'solves', 'alternating'],
  // U_m = 20 V, U = 10√2 V, f = 50 Hz, T = 0.02 s
  [c('一正弦交流电的电压随时间变化的规律为 $u=20 \\sin 100 \\pi t(\\mathrm{~V})$，下列说法正确的是', '该交流电压的最大值为 $20 \\mathrm{~V}$', '该交流电压的有效值为 $10 \\sqrt{2} \\mathrm{~V}$', '该交流电的频率为 $100 \\mathrm{~Hz}$', '该交流电的周期为 $0.02 \\mathrm{~s}$'), 'ABD', 'solves', 'alternating'],
  // e = E_m cos ωt: the same rms; ω = 314 rad/s ≈ 100π → 50 Hz
  [c('线圈在匀强磁场中匀速转动产生的交变电动势为 $e=100 \\sqrt{2} \\cos 100 \\pi t(\\mathrm{~V})$，则该电动势的有效值为', V('100'), V('100 \\sqrt{2}'), V('50 \\sqrt{2}'), V('200')), 'A', 'solves', 'alternating'],
  // a value at a moment is not the rms kind
  [c('某交流电压的瞬时值表达式为 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则 $t=0.0025 \\mathrm{~s}$ 时电压的瞬时值为', V('220'), V('220 \\sqrt{2}'), V('110'), V('0')), 'A', 'mayRefuse', 'alternating'],

  // v ∝ r^-1/2 → 2 : 1, T ∝ r^3/2 → 1 : 8
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的线速度大小之比和周期之比分别为', '$v_{A}: v_{B}=2: 1$，$T_{A}: T_{B}=1: 8$', '$v_{A}: v_{B}=1: 2$，$T_{A}: T_{B}=8: 1$', '$v_{A}: v_{B}=4: 1$，$T_{A}: T_{B}=1: 4$', '$v_{A}: v_{B}=2: 1$，$T_{A}: T_{B}=1: 4$'), 'A', 'solves', 'ratio-pair'],
  // T ∝ r^3/2 → 8 : 1, a ∝ r^-2 → 1 : 16
  [c('甲、乙两颗卫星绕地球做匀速圆周运动，甲、乙的轨道半径之比为 $4: 1$，则甲、乙的周期之比和向心加速度之比分别为', '$8: 1$，$1: 16$', '$1: 8$，$16: 1$', '$8: 1$，$1: 4$', '$4: 1$，$1: 16$'), 'A', 'solves', 'ratio-pair'],
  // ω ∝ r^-3/2 → r 1:9 gives 27 : 1
  [c('两颗人造卫星绕地球做匀速圆周运动，它们的轨道半径之比 $r_{1}: r_{2}=1: 9$，则它们的角速度之比 $\\omega_{1}: \\omega_{2}$ 为', '$27: 1$', '$9: 1$', '$3: 1$', '$1: 27$'), 'A', 'solves', 'ratio-pair'],
  // parallel: P ∝ 1/R → 2 : 1
  [c('将阻值分别为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻并联接入电路，则它们消耗的电功率之比 $P_{1}: P_{2}$ 为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'B', 'solves', 'ratio-pair'],
  // r = mv/qB: proton 1, α 4/2 → 1 : 2; T = 2πm/qB → 1 : 2
  [c('质子（${ }_{1}^{1} \\mathrm{H}$）和 $\\alpha$ 粒子（${ }_{2}^{4} \\mathrm{He}$）以相同的速度垂直进入同一匀强磁场中做匀速圆周运动，则它们的轨道半径之比和周期之比分别为', '$1: 2$，$1: 2$', '$2: 1$，$1: 2$', '$1: 2$，$2: 1$', '$1: 1$，$1: 2$'), 'A', 'mayRefuse', 'ratio-pair'],
  // v ∝ r^-1/2: r 1:2 → √2 : 1, same mass: Ek ∝ 1/r → 2 : 1
  [c('质量相等的两颗人造卫星 A 和 B 分别在半径之比为 $1: 2$ 的圆轨道上绕地球运行，则 A、B 的线速度之比和动能之比分别为', '$\\sqrt{2}: 1$，$2: 1$', '$2: 1$，$4: 1$', '$\\sqrt{2}: 1$，$4: 1$', '$1: \\sqrt{2}$，$1: 2$'), 'A', 'mayRefuse', 'ratio-pair'],

  // Δp = 0.5·(4 + 6) = 5
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的小球以 $6 ${ms}$ 的速度竖直落到地面上，又以 $4 ${ms}$ 的速度竖直向上弹起，则小球与地面碰撞过程中动量变化量的大小为`, kgms('1'), kgms('2'), kgms('3'), kgms('5')), 'D', 'solves', 'momentum'],
  // Δp = 0.2·(10 + 8) = 3.6
  [c(`一个质量为 $0.2 \\mathrm{~kg}$ 的垒球以 $10 ${ms}$ 的水平速度飞向球棒，被球棒击打后以 $8 ${ms}$ 的速度反向水平飞回，则垒球动量变化量的大小为`, kgms('0.4'), kgms('3.6'), kgms('2'), kgms('18')), 'B', 'solves', 'momentum'],
  // 0 = 60·2 − 120·v → v = 1
  [c(`质量为 $60 \\mathrm{~kg}$ 的人站在质量为 $120 \\mathrm{~kg}$ 的静止小船上，人以 $2 ${ms}$ 的水平速度（相对地面）从船上跳入水中，不计水的阻力，则人跳离后小船的速度大小为`, speed('0.5'), speed('1'), speed('2'), speed('4')), 'B', 'solves', 'momentum'],
  // 0 = 0.02·800 − 4·v → v = 4
  [c(`质量为 $4 \\mathrm{~kg}$ 的步枪原来静止，水平射出一颗质量为 $20 \\mathrm{~g}$ 的子弹，子弹出枪口时的速度为 $800 ${ms}$，则步枪后退的速度大小为`, speed('2'), speed('4'), speed('8'), speed('0.4')), 'B', 'solves', 'momentum'],
  // 2·3 = 2·1 + 1·v → v = 4 (kinetic energy 9 J before and after)
  [c(`光滑水平面上，质量为 $2 \\mathrm{~kg}$ 的小球 A 以 $3 ${ms}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 发生正碰，碰后 A 以 $1 ${ms}$ 的速度沿原方向运动，则碰后 B 的速度大小为`, speed('2'), speed('3'), speed('4'), speed('6')), 'C', 'solves', 'momentum'],
  // 0 = 50·1.2 − 60·v → v = 1
  [c(`甲、乙两名滑冰运动员静止在光滑冰面上，甲的质量为 $50 \\mathrm{~kg}$，乙的质量为 $60 \\mathrm{~kg}$，两人互推后甲以 $1.2 ${ms}$ 的速度向后滑去，则乙的速度大小为`, speed('1'), speed('1.2'), speed('1.44'), speed('0.5')), 'A', 'solves', 'momentum'],

  // U₂ = 22 V, I₂ = 1 A, I₁ = 0.1 A, P = 22 W
  [c('一理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，副线圈接一个阻值为 $22 \\Omega$ 的电阻，下列说法正确的是', '副线圈两端的电压为 $22 \\mathrm{~V}$', '通过电阻的电流为 $1 \\mathrm{~A}$', '原线圈中的电流为 $10 \\mathrm{~A}$', '变压器的输入功率为 $22 \\mathrm{~W}$'), 'ABD', 'solves', 'transformer'],
  // U₁ from the expression: 220 V; U₂ = 44 V; I₂ = 44/44 = 1 A; I₁ = 0.2 A
  [c('理想变压器原、副线圈匝数比 $n_{1}: n_{2}=5: 1$，原线圈接入 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交流电，副线圈接阻值为 $44 \\Omega$ 的电阻，则原线圈中的电流为', A('0.2'), A('1'), A('5'), A('0.2 \\sqrt{2}')), 'A', 'solves', 'transformer'],
  // n₁ : n₂ = 220 : 11 = 20 : 1
  [c('一理想变压器的原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈两端的电压为 $11 \\mathrm{~V}$，则原、副线圈的匝数比为', '$20: 1$', '$1: 20$', '$10: 1$', '$22: 1$'), 'A', 'solves', 'transformer'],
  // U₂ = 36 V from 220 V with 1100 and 180 turns; P = 36²/18 = 72 W
  [c('一理想变压器原线圈匝数为 1100 匝，副线圈匝数为 180 匝，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈接一个 $18 \\Omega$ 的电阻，则变压器的输入功率为', W('72'), W('36'), W('144'), W('2688.9')), 'A', 'solves', 'transformer'],
  // U₂ = 220/4 = 55 V, f unchanged 50 Hz
  [c('理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的有效值和频率分别为', '$55 \\mathrm{~V}$，$50 \\mathrm{~Hz}$', '$55 \\sqrt{2} \\mathrm{~V}$，$50 \\mathrm{~Hz}$', '$880 \\mathrm{~V}$，$50 \\mathrm{~Hz}$', '$55 \\mathrm{~V}$，$12.5 \\mathrm{~Hz}$'), 'A', 'solves', 'transformer'],
  // near misses and other wordings
  // a motor lifting a load: the output is read from the load, not this kind
  [c(`一台电动机线圈电阻为 $1 \\Omega$，在 $110 \\mathrm{~V}$ 电压下工作，电流为 $5 \\mathrm{~A}$，用它匀速提升重物，则重物上升的功率为`, W('525'), W('550'), W('25'), W('500')), 'A', 'mayRefuse', 'motor'],
  // output and efficiency asked together: 24·2 = 48 in, 2²·1.5 = 6 heat, 42 out, 87.5 %
  [c('某电动机两端电压为 $24 \\mathrm{~V}$，通过线圈的电流为 $2 \\mathrm{~A}$，线圈内阻为 $1.5 \\Omega$，则电动机的输出功率和效率分别为', `${W('42')}，$87.5 \\%$`, `${W('48')}，$87.5 \\%$`, `${W('42')}，$12.5 \\%$`, `${W('6')}，$12.5 \\%$`), 'A', 'solves', 'motor'],
  // a phase term: the expression is not read
  [c('某交流电压的表达式为 $u=220 \\sqrt{2} \\sin \\left(100 \\pi t+\\frac{\\pi}{6}\\right)(\\mathrm{V})$，则该电压的有效值为', V('220'), V('220 \\sqrt{2}'), V('110'), V('440')), 'A', 'mayRefuse', 'alternating'],
  // ω = 314 rad/s is 100π only approximately: not read
  [c('某交流电动势的表达式为 $e=311 \\sin 314 t(\\mathrm{~V})$，则该交流电的频率为', '$50 \\mathrm{~Hz}$', '$100 \\mathrm{~Hz}$', '$314 \\mathrm{~Hz}$', '$157 \\mathrm{~Hz}$'), 'A', 'mayRefuse', 'alternating'],
  // ω 8 : 1 and T 1 : 8 from r 1 : 4 (asked as 角速度 and 周期, letters reversed)
  [c('A、B 两颗卫星都绕地球做匀速圆周运动，A、B 的轨道半径之比为 $4: 1$，则 B、A 的角速度之比和周期之比分别为', '$8: 1$，$1: 8$', '$1: 8$，$8: 1$', '$4: 1$，$1: 4$', '$2: 1$，$1: 2$'), 'A', 'solves', 'ratio-pair'],
  // series: U and P go as R → 1 : 3, I 1 : 1
  [c('阻值为 $10 \\Omega$ 和 $30 \\Omega$ 的两个电阻串联在电路中，则它们两端的电压之比和消耗的功率之比分别为', '$1: 3$，$1: 3$', '$3: 1$，$3: 1$', '$1: 3$，$1: 9$', '$1: 1$，$1: 3$'), 'A', 'solves', 'ratio-pair'],
  // after 3 m/s the same way the body behind would pass through the one ahead (B 1 m/s): not a possible collision
  [c(`光滑水平面上，质量为 $1 \\mathrm{~kg}$ 的小球 A 以 $4 ${ms}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 发生正碰，碰后 A 以 $3 ${ms}$ 的速度沿原方向运动，则碰后 B 的速度大小为`, speed('1'), speed('3'), speed('4'), speed('7')), null, 'refuses', 'momentum'],
  // A bounces back: 1·6 = 1·(−2) + 2·v → v = 4; energy 18 J → 2 + 16 = 18 J
  [c(`在光滑水平面上，质量为 $1 \\mathrm{~kg}$ 的物块甲以 $6 ${ms}$ 的速度与静止的质量为 $2 \\mathrm{~kg}$ 的物块乙正碰，碰后甲以 $2 ${ms}$ 的速度反弹，则碰后乙的速度大小为`, speed('2'), speed('3'), speed('4'), speed('8')), 'C', 'solves', 'momentum'],
  // without a word that the motion reversed, the sign of the second velocity is not known
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的小球以 $6 ${ms}$ 的速度撞击墙壁，碰撞后小球的速度大小为 $4 ${ms}$，则小球动量变化量的大小为`, kgms('1'), kgms('2'), kgms('3'), kgms('5')), null, 'refuses', 'momentum'],
  // two secondary coils: not the one-load transformer
  [c('一理想变压器原线圈匝数为 1000 匝，接在 $220 \\mathrm{~V}$ 交流电源上，两个副线圈的匝数分别为 50 匝和 100 匝，则两个副线圈的电压分别为', '$11 \\mathrm{~V}$，$22 \\mathrm{~V}$', '$22 \\mathrm{~V}$，$11 \\mathrm{~V}$', '$11 \\mathrm{~V}$，$11 \\mathrm{~V}$', '$22 \\mathrm{~V}$，$44 \\mathrm{~V}$'), 'A', 'mayRefuse', 'transformer'],
  // v = 10 m/s, F = 0.2·10/0.1 + 2 = 22 N
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $5 \\mathrm{~m}$ 高处由静止落下，落地后不再弹起，与地面的作用时间为 $0.1 \\mathrm{~s}$，重力加速度 $g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则地面对小球的平均作用力大小为', N('2'), N('20'), N('22'), N('200')), 'C', 'solves', 'impact'],
  // v = 4 m/s, F = 0.5·4/0.02 = 100 N without weight
  [c('一个质量为 $500 \\mathrm{~g}$ 的物体从 $0.8 \\mathrm{~m}$ 高处自由下落到水泥地面上，撞击时间为 $0.02 \\mathrm{~s}$，不计物体的重力，则地面受到的平均冲击力大小为', N('10'), N('50'), N('100'), N('200')), 'C', 'solves', 'impact'],
  // 5th floor: 10–17.5 m, v 14–19 m/s, F ≈ 90–120 N → 10² N
  [c('一个质量约为 $60 \\mathrm{~g}$ 的苹果从一栋楼的 5 楼窗台意外掉落，砸到地面，与地面的撞击时间约为 $0.01 \\mathrm{~s}$，则苹果对地面的冲击力约为', N('1'), N('10'), '$10^{2} \\mathrm{~N}$', '$10^{3} \\mathrm{~N}$'), 'C', 'solves', 'impact'],
  // 30th floor: 72.5–105 m, v 38–46 m/s, F ≈ 0.1·42/0.004 ≈ 10³ N
  [c('高空抛物危害极大。若一个质量为 $100 \\mathrm{~g}$ 的易拉罐从 30 层高楼坠落，与地面的碰撞时间约为 $4 \\mathrm{~ms}$，则易拉罐对地面的冲击力约为', N('10'), '$10^{2} \\mathrm{~N}$', '$10^{3} \\mathrm{~N}$', '$10^{4} \\mathrm{~N}$'), 'C', 'solves', 'impact'],
  // a rebound is not this kind
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $5 \\mathrm{~m}$ 高处由静止落下，与地面作用 $0.1 \\mathrm{~s}$ 后以原速率反弹，则地面对小球的平均作用力大小为', N('20'), N('22'), N('40'), N('42')), 'D', 'mayRefuse', 'impact'],
  // 「电流的最大值」 is not the effective current the transformer works with: B is true (√2 A) but not read, so refused
  [c('一理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，副线圈接一个阻值为 $22 \\Omega$ 的电阻，下列说法正确的是', '副线圈两端的电压为 $22 \\mathrm{~V}$', '通过电阻的电流的最大值为 $\\sqrt{2} \\mathrm{~A}$', '原线圈中的电流为 $10 \\mathrm{~A}$', '变压器的输入功率为 $22 \\mathrm{~W}$'), 'ABD', 'mayRefuse', 'transformer'],
  // the second resistor asked first: R₂ : R₁ currents in parallel are 1 : 2; the ratio is worked first : second, so refused
  [c('将阻值分别为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻并联接入电路，则通过 $R_{2}$ 和 $R_{1}$ 的电流之比为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'A', 'mayRefuse', 'ratio-pair'],
];

/**
 * Round 26, third look-alike hunt: satellites from the surface gravity (height vs orbit radius, 近地, 同步, another
 * body, the ask changed, the second cosmic speed), transformers (step-up, the ratio the other way round, a lamp, a
 * primary ammeter, peak vs effective, direct current, a second secondary coil), stems ending 「…，则」 in other kinds
 * (motor, closed circuit, collision, projectile, incline) where a condition changes the situation or two statements hold
 * for one answer, and 甲 / 乙 ratios asked the other way. Each worked by hand (working in the comment); null marks an
 * undecidable problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const ms2 = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;
const A = (x: string) => `$${x} \\mathrm{~A}$`;
const MULTI = '在每小题给出的四个选项中，有多项符合题目要求。';
const SINGLE = '在每小题给出的四个选项中，只有一项符合题目要求。';
const EARTH = '地球半径 $R=6400 \\mathrm{~km}$，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，';

// biome-ignore format: one problem a line
export const ROUND26_THIRD_LOOKALIKES: Lookalike[] = [
  // ---- satellites from g and R ----
  // v = √(gR) = √(10 × 6.4e6) = 8000 m/s
  [`${EARTH}则近地卫星的线速度大小为____$\\mathrm{m} / \\mathrm{s}$。`, 8000, 'solves'],
  // ω = √(g/R) = √(10 / 6.4e6) = 1.25e-3 rad/s
  [`${EARTH}则近地卫星运行的角速度为____rad/s。`, 0.00125, 'mayRefuse'],
  // r = 2R: T = 2π√(8R/g) = 2π × 2262.74 ≈ 14217 s
  [`${EARTH}一颗人造卫星在离地面高度等于地球半径的圆形轨道上运行，则卫星的周期为____s。`, 14217, 'solves'],
  // the same in hours: 3.949 h
  [`${EARTH}一颗人造卫星在离地面高度等于地球半径的圆形轨道上运行，则卫星的周期为____h。`, 3.949, 'solves'],
  // 同步卫星 at h = 5.6R: a = g/6.6² ≈ 0.2296 m/s² (the kind leaves 同步 alone)
  [`地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，地球同步卫星离地面的高度约为 5.6 倍地球半径，则同步卫星的向心加速度约为____$\\mathrm{m} / \\mathrm{s}^{2}$。`, 0.2296, 'mayRefuse'],
  // another planet: v = √(4 × 3.2e6) ≈ 3577.7 m/s = 3.578 km/s
  ['某行星表面的重力加速度为 $4 \\mathrm{~m} / \\mathrm{s}^{2}$，该行星的半径为 $3200 \\mathrm{~km}$，则绕该行星表面运行的近地卫星的速度为____$\\mathrm{km} / \\mathrm{s}$。', 3.578, 'solves'],
  // the SECOND cosmic speed is √2 × 8 ≈ 11.31 km/s, not the first 8 km/s
  [`${EARTH}近地卫星的速度为第一宇宙速度，则地球的第二宇宙速度为____$\\mathrm{km} / \\mathrm{s}$。`, 11.31, 'mayRefuse'],
  // the second cosmic speed asked of a planet, no near-surface satellite named: √2 × √(gR)
  [c(`${EARTH}卫星要挣脱地球引力所需的最小发射速度（第二宇宙速度）约为`, '$8 \\mathrm{~km} / \\mathrm{s}$', '$11.3 \\mathrm{~km} / \\mathrm{s}$', '$16.7 \\mathrm{~km} / \\mathrm{s}$', '$5.7 \\mathrm{~km} / \\mathrm{s}$'), 'B', 'mayRefuse'],
  // asked a ratio, not the acceleration: a/g = (R/4R)² = 1/16 (not 0.625)
  ['一颗人造卫星在离地面高度为 $3R$ 的圆形轨道上运行（$R$ 为地球半径），地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度与地球表面重力加速度之比为____。', 0.0625, 'mayRefuse'],
  // the same ratio as options
  [c('一颗人造卫星在离地面高度为 $3R$ 的圆形轨道上运行（$R$ 为地球半径），地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度与地球表面重力加速度之比为', '$1: 16$', '$1: 9$', '$1: 4$', '$1: 3$'), 'A', 'mayRefuse'],
  // OCR LaTeX, R in metres, km/s blank: 8 km/s
  ['地球半径 $R=6.4 \\times 10^{6} \\mathrm{~m}$，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则近地卫星的线速度大小为____$\\mathrm{km} / \\mathrm{s}$。', 8, 'solves'],
  // height 「为地球半径的 3 倍」: r = 4R, a = 10/16 = 0.625 (not r = 2R)
  [c('一颗人造卫星在离地面的高度为地球半径的 3 倍的圆形轨道上运行，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度为', ms2('0.625'), ms2('2.5'), ms2('1.11'), ms2('3.33')), 'A', 'mayRefuse'],
  // 「3 倍地球半径」 as a height: r = 4R
  [c('一颗人造卫星在离地面高度为 3 倍地球半径的圆形轨道上运行，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度为', ms2('0.625'), ms2('2.5'), ms2('1.11'), ms2('3.33')), 'A', 'solves'],
  // an orbit RADIUS of 3R (not a height): a = 10/9 ≈ 1.11
  [c('一颗人造卫星绕地球做匀速圆周运动，轨道半径为 $3R$（$R$ 为地球半径），地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则卫星的向心加速度为', ms2('0.625'), ms2('2.5'), ms2('1.11'), ms2('3.33')), 'C', 'solves'],
  // h = 3600 km: r = 1e7 m, T = 2π√(r³/(gR²)) = 2π × 1562.5 ≈ 9817.5 s
  [`${EARTH}一颗人造卫星在离地面高度为 $3600 \\mathrm{~km}$ 的圆形轨道上运行，则卫星的运行周期为____s。`, 9817.5, 'solves'],
  // g 取 9.8, first cosmic speed: √(9.8 × 6.4e6) ≈ 7.920 km/s
  ['地球半径约为 $6.4 \\times 10^{6} \\mathrm{~m}$，地球表面的重力加速度 $g$ 取 $9.8 \\mathrm{~m} / \\mathrm{s}^{2}$，则地球的第一宇宙速度约为____$\\mathrm{km} / \\mathrm{s}$。', 7.92, 'solves'],
  // the satellite's mass is not needed: a = g = 10
  [c('质量为 $1000 \\mathrm{~kg}$ 的近地卫星绕地球做匀速圆周运动，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则近地卫星的向心加速度为', ms2('10'), ms2('5'), ms2('2.5'), ms2('20')), 'A', 'mayRefuse'],
  // the force on a satellite of unknown mass is asked: undecidable
  [c('近地卫星绕地球做匀速圆周运动，地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，则近地卫星受到的向心力为', '$10 \\mathrm{~N}$', '$5 \\mathrm{~N}$', '$2.5 \\mathrm{~N}$', '$20 \\mathrm{~N}$'), null, 'refuses'],
  // a moon around a planet: two bodies, the satellite is around the moon but g is the Earth's: undecidable
  ['地球表面的重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，地球半径 $R=6400 \\mathrm{~km}$，一颗卫星贴近月球表面做匀速圆周运动，则卫星的线速度为____$\\mathrm{m} / \\mathrm{s}$。', null, 'refuses'],
  // around the Moon: r = 3200 km = 2R, T = 2π√(r³/(gR²)) = 2π × 2828.4 ≈ 17772 s
  ['月球表面的重力加速度为 $1.6 \\mathrm{~m} / \\mathrm{s}^{2}$，月球半径为 $1600 \\mathrm{~km}$，一颗绕月卫星在离月球表面高度为 $1600 \\mathrm{~km}$ 的圆形轨道上运行，则卫星的周期为____s。', 17772, 'solves'],
  // two blanks: v = 8000 m/s and T = 2π√(R/g) ≈ 5026.5 s; answering one is incomplete
  [`${EARTH}则近地卫星的线速度为____m/s，运行周期为____s。`, [8000, 5026.5], 'solves'],
  // the satellite's height is asked (from its period): not the kind
  [`${EARTH}一颗卫星绕地球做匀速圆周运动的周期为 $T=14217 \\mathrm{~s}$，则卫星离地面的高度为____km。`, 6400, 'mayRefuse'],
  // the planet's g and R as multiples of the Earth's: v' = √(2 × 1/2) × 7.9 = 7.9 km/s
  [c('某行星表面的重力加速度是地球表面重力加速度的 2 倍，行星半径是地球半径的 $\\frac{1}{2}$，地球的第一宇宙速度为 $7.9 \\mathrm{~km} / \\mathrm{s}$，则该行星的第一宇宙速度为', '$7.9 \\mathrm{~km} / \\mathrm{s}$', '$15.8 \\mathrm{~km} / \\mathrm{s}$', '$3.95 \\mathrm{~km} / \\mathrm{s}$', '$11.2 \\mathrm{~km} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // the speed of the Earth about the Sun asked with the Earth's surface data: not decided
  [`${EARTH}地球绕太阳做匀速圆周运动，则地球绕太阳运行的线速度为____m/s。`, null, 'refuses'],
  // 环绕速度 of a satellite at r = 2R asked as 「运行速度」: v = √(gR/2) ≈ 5657 m/s
  [`${EARTH}一颗卫星在离地面高度等于地球半径的轨道上做匀速圆周运动，则卫星的运行速度为____m/s。`, 5657, 'solves'],

  // ---- transformers ----
  // step-up 1:10: U2 = 220 V, I2 = 10 A, I1 = 100 A, P = 2200 W
  [c(`${MULTI}理想变压器原、副线圈的匝数比为 $1: 10$，原线圈接在 $22 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=22 \\Omega$ 的电阻，则`, '副线圈两端的电压为 $220 \\mathrm{~V}$', '副线圈中的电流为 $10 \\mathrm{~A}$', '原线圈中的电流为 $1 \\mathrm{~A}$', '变压器的输入功率为 $2200 \\mathrm{~W}$'), 'ABD', 'solves'],
  // the same as 单选: three true, refuse
  [c(`${SINGLE}理想变压器原、副线圈的匝数比为 $1: 10$，原线圈接在 $22 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=22 \\Omega$ 的电阻，则`, '副线圈两端的电压为 $220 \\mathrm{~V}$', '副线圈中的电流为 $10 \\mathrm{~A}$', '原线圈中的电流为 $1 \\mathrm{~A}$', '变压器的输入功率为 $2200 \\mathrm{~W}$'), null, 'refuses'],
  // unmarked: the kind does not assume 单选 (a stem's count is only read from its words), so three letters
  [c('理想变压器原、副线圈的匝数比为 $1: 10$，原线圈接在 $22 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=22 \\Omega$ 的电阻，则', '副线圈两端的电压为 $220 \\mathrm{~V}$', '副线圈中的电流为 $10 \\mathrm{~A}$', '原线圈中的电流为 $1 \\mathrm{~A}$', '变压器的输入功率为 $2200 \\mathrm{~W}$'), 'ABD', 'solves'],
  // n2:n1 = 1:5 given: U2 = 44 V, I2 = 4 A, I1 = 0.8 A
  [c('理想变压器副线圈与原线圈的匝数之比为 $1: 5$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=11 \\Omega$ 的电阻，则原线圈中的电流为', A('0.8'), A('20'), A('4'), A('0.16')), 'A', 'mayRefuse'],
  // peak input: U2 = 22 V, f = 50 Hz (5 Hz false), I1 = 0.1 A, P = 22 W: ACD
  [c(`${MULTI}理想变压器原、副线圈匝数比为 $10: 1$，原线圈接 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{V})$ 的交流电，副线圈接 $R=22 \\Omega$ 的电阻，则`, '副线圈两端电压的有效值为 $22 \\mathrm{~V}$', '副线圈输出交流电的频率为 $5 \\mathrm{~Hz}$', '原线圈中的电流为 $0.1 \\mathrm{~A}$', '变压器的输入功率为 $22 \\mathrm{~W}$'), 'ACD', 'solves'],
  // peak read as effective would give U2 = 31.1 V: U2 = 22 V
  [`理想变压器原、副线圈匝数比为 $10: 1$，原线圈接 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{V})$ 的交流电，则副线圈两端电压的有效值为____V。`, 22, 'solves'],
  // the peak of U2 asked: 22√2 ≈ 31.11 V
  [c('理想变压器原、副线圈匝数比为 $10: 1$，原线圈接 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{V})$ 的交流电，则副线圈两端电压的最大值为', '$22 \\mathrm{~V}$', '$22 \\sqrt{2} \\mathrm{~V}$', '$2200 \\mathrm{~V}$', '$11 \\mathrm{~V}$'), 'B', 'mayRefuse'],
  // rated lamp 12 V 6 W works normally: n1:n2 = 55:3, I1 = 6/220 ≈ 0.027 A (0.5 A false), P = 6 W, I2 = 0.5 A: ACD
  [c(`${MULTI}一理想变压器原线圈接 $220 \\mathrm{~V}$ 交流电，副线圈接一只标有“$12 \\mathrm{~V} \\ 6 \\mathrm{~W}$”的灯泡，灯泡恰好正常发光，则`, '原、副线圈的匝数比为 $55: 3$', '原线圈中的电流为 $0.5 \\mathrm{~A}$', '变压器的输入功率为 $6 \\mathrm{~W}$', '副线圈中的电流为 $0.5 \\mathrm{~A}$'), 'ACD', 'mayRefuse'],
  // primary ammeter 0.2 A, 10:1: I2 = 2 A
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，原线圈中电流表的示数为 $0.2 \\mathrm{~A}$，则副线圈中的电流为', A('2'), A('0.02'), A('0.2'), A('20')), 'A', 'solves'],
  // fed with DIRECT current: no output voltage, 0 V
  ['理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $220 \\mathrm{~V}$ 的直流电源上，则副线圈两端的电压为____V。', 0, 'mayRefuse'],
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $220 \\mathrm{~V}$ 的直流电源上，副线圈接 $R=22 \\Omega$ 的电阻，则', '副线圈两端的电压为 $22 \\mathrm{~V}$', '副线圈中的电流为 $1 \\mathrm{~A}$', '变压器的输入功率为 $22 \\mathrm{~W}$', '副线圈两端的电压为 $0$'), 'D', 'mayRefuse'],
  // two secondary coils: U2 = 12 V, U3 = 120 V, both 1 A: P = 132 W, I1 = 0.6 A
  [c('理想变压器原线圈匝数 $n_{1}=1100$，接在 $220 \\mathrm{~V}$ 的交流电源上，它有两个副线圈，匝数分别为 $n_{2}=60$ 和 $n_{3}=600$，分别接 $R_{2}=12 \\Omega$ 和 $R_{3}=120 \\Omega$ 的电阻，则原线圈中的电流为', A('0.6'), A('0.05'), A('0.5'), A('1.1')), 'A', 'mayRefuse'],
  // the turns changed after the set-up: halving n1 makes n1:n2 = 5:1, U2 = 44 V (the kind leaves 若 alone)
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=22 \\Omega$ 的电阻，若将原线圈匝数减少一半，则', '副线圈两端的电压为 $22 \\mathrm{~V}$', '副线圈中的电流为 $1 \\mathrm{~A}$', '副线圈两端的电压为 $44 \\mathrm{~V}$', '变压器的输入功率为 $22 \\mathrm{~W}$'), 'C', 'mayRefuse'],
  // the ratio the other way: n2:n1 = 22:220 = 1:10
  [c('理想变压器原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈两端的电压为 $22 \\mathrm{~V}$，则副线圈与原线圈的匝数之比为', '$10: 1$', '$1: 10$', '$1: 1$', '$100: 1$'), 'B', 'mayRefuse'],
  // 输出功率 asked with the primary current given: P = 220 × 0.5 = 110 W
  [c('理想变压器原、副线圈的匝数比为 $4: 1$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，原线圈中的电流为 $0.5 \\mathrm{~A}$，则变压器的输出功率为', '$110 \\mathrm{~W}$', '$27.5 \\mathrm{~W}$', '$440 \\mathrm{~W}$', '$55 \\mathrm{~W}$'), 'A', 'solves'],
  // a 错误的是 with a step-down: U2 = 55 V, I2 = 5 A, I1 = 1.25 A, P = 275 W; 「I1 = 5 A」 is false
  [c('理想变压器原、副线圈的匝数比为 $4: 1$，原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈接 $R=11 \\Omega$ 的电阻，则下列说法错误的是', '副线圈两端的电压为 $55 \\mathrm{~V}$', '副线圈中的电流为 $5 \\mathrm{~A}$', '原线圈中的电流为 $5 \\mathrm{~A}$', '变压器的输入功率为 $275 \\mathrm{~W}$'), 'C', 'solves'],

  // ---- 「…，则」 in other kinds ----
  // motor at work: P_in = 20 W, heat 4 W, out 16 W, 80 % all true; 单选 refuses
  [c(`${SINGLE}一台电动机线圈的电阻 $r=1 \\Omega$，接在 $U=10 \\mathrm{~V}$ 的电源上正常工作，通过的电流 $I=2 \\mathrm{~A}$，则`, '电动机的输入功率为 $20 \\mathrm{~W}$', '电动机的发热功率为 $4 \\mathrm{~W}$', '电动机的输出功率为 $16 \\mathrm{~W}$', '电动机的效率为 $80 \\%$'), null, 'refuses'],
  // unmarked: four true, the count is not assumed
  [c('一台电动机线圈的电阻 $r=1 \\Omega$，接在 $U=10 \\mathrm{~V}$ 的电源上正常工作，通过的电流 $I=2 \\mathrm{~A}$，则', '电动机的输入功率为 $20 \\mathrm{~W}$', '电动机的发热功率为 $4 \\mathrm{~W}$', '电动机的输出功率为 $16 \\mathrm{~W}$', '电动机的效率为 $80 \\%$'), 'ABCD', 'solves'],
  [c(`${MULTI}一台电动机线圈的电阻 $r=1 \\Omega$，接在 $U=10 \\mathrm{~V}$ 的电源上正常工作，通过的电流 $I=2 \\mathrm{~A}$，则`, '电动机的输入功率为 $20 \\mathrm{~W}$', '电动机的发热功率为 $4 \\mathrm{~W}$', '电动机的输出功率为 $16 \\mathrm{~W}$', '电动机的效率为 $90 \\%$'), 'ABC', 'solves'],
  // motor stalled: I = 10 A, heat 100 W, output 0, input 100 W: A and D
  [c(`${MULTI}一台电动机线圈的电阻 $r=1 \\Omega$，接在 $U=10 \\mathrm{~V}$ 的电源上，正常工作时通过的电流 $I=2 \\mathrm{~A}$，若电动机被卡住不转，则`, '电动机的发热功率为 $100 \\mathrm{~W}$', '电动机的输出功率为 $16 \\mathrm{~W}$', '电动机的输入功率为 $20 \\mathrm{~W}$', '电动机的输出功率为 $0$'), 'AD', 'mayRefuse'],
  // closed circuit, one true: I = 1 A
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电阻 $R=5 \\Omega$，闭合开关后，则', '电路中的电流为 $1 \\mathrm{~A}$', '路端电压为 $6 \\mathrm{~V}$', '电源的输出功率为 $6 \\mathrm{~W}$', '电源内阻消耗的功率为 $2 \\mathrm{~W}$'), 'A', 'mayRefuse'],
  // switch OPEN: I = 0, U = E = 6 V
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电阻 $R=5 \\Omega$，开关断开时，则', '电路中的电流为 $1 \\mathrm{~A}$', '路端电压为 $6 \\mathrm{~V}$', '电源的输出功率为 $5 \\mathrm{~W}$', '电源内阻消耗的功率为 $1 \\mathrm{~W}$'), 'B', 'mayRefuse'],
  // R shorted: I = E/r = 6 A, U = 0
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电阻 $R=5 \\Omega$，若将外电阻 $R$ 短路，则', '电路中的电流为 $1 \\mathrm{~A}$', '路端电压为 $5 \\mathrm{~V}$', '电源的输出功率为 $5 \\mathrm{~W}$', '电路中的电流为 $6 \\mathrm{~A}$'), 'D', 'mayRefuse'],
  // R changed to 2 Ω: I = 2 A, U = 4 V, P_out = 8 W
  [c('电源的电动势 $E=6 \\mathrm{~V}$，内阻 $r=1 \\Omega$，外电阻 $R=5 \\Omega$，闭合开关，若将外电阻换成 $2 \\Omega$ 的电阻，则', '电路中的电流为 $1 \\mathrm{~A}$', '路端电压为 $5 \\mathrm{~V}$', '电源的输出功率为 $8 \\mathrm{~W}$', '电源内阻消耗的功率为 $1 \\mathrm{~W}$'), 'C', 'mayRefuse'],
  // collision, elasticity unknown: after-speeds undecidable
  [c('质量为 $1 \\mathrm{~kg}$ 的小球 A 以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 正碰，则', '碰后 B 的速度为 $4 \\mathrm{~m} / \\mathrm{s}$', '碰后 A 的速度为 $0$', '碰后 B 的速度为 $5 \\mathrm{~m} / \\mathrm{s}$', '碰后 A 的速度为 $4 \\mathrm{~m} / \\mathrm{s}$'), null, 'refuses'],
  // stuck together: v = 2 m/s, ΔEk = 8 − 4 = 4 J
  [c('质量为 $1 \\mathrm{~kg}$ 的小球 A 以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 碰撞，碰后两球粘在一起，则', '碰后两球的共同速度为 $4 \\mathrm{~m} / \\mathrm{s}$', '碰后两球的共同速度为 $2 \\mathrm{~m} / \\mathrm{s}$', '碰撞中损失的动能为 $8 \\mathrm{~J}$', '碰撞中损失的动能为 $2 \\mathrm{~J}$'), 'B', 'solves'],
  // projectile 单选, t = 2 s and x = 20 m both true: refuse
  [c(`${SINGLE}将一小球从 $h=20 \\mathrm{~m}$ 高处以 $v_{0}=10 \\mathrm{~m} / \\mathrm{s}$ 的速度水平抛出，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则`, '小球在空中运动的时间为 $2 \\mathrm{~s}$', '小球的水平位移为 $20 \\mathrm{~m}$', '小球在空中运动的时间为 $1 \\mathrm{~s}$', '小球的水平位移为 $10 \\mathrm{~m}$'), null, 'refuses'],
  // unmarked: the true ones, the count is not assumed
  [c('将一小球从 $h=20 \\mathrm{~m}$ 高处以 $v_{0}=10 \\mathrm{~m} / \\mathrm{s}$ 的速度水平抛出，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则', '小球在空中运动的时间为 $2 \\mathrm{~s}$', '小球的水平位移为 $20 \\mathrm{~m}$', '小球在空中运动的时间为 $1 \\mathrm{~s}$', '小球的水平位移为 $10 \\mathrm{~m}$'), 'AB', 'solves'],
  // projectile 单选, one true: t = 2 s
  [c('将一小球从 $h=20 \\mathrm{~m}$ 高处以 $v_{0}=10 \\mathrm{~m} / \\mathrm{s}$ 的速度水平抛出，不计空气阻力，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则', '小球在空中运动的时间为 $2 \\mathrm{~s}$', '小球的水平位移为 $10 \\mathrm{~m}$', '小球在空中运动的时间为 $1 \\mathrm{~s}$', '小球的水平位移为 $40 \\mathrm{~m}$'), 'A', 'solves'],
  // smooth incline 30°, L = 10 m: a = 5, v = 10, t = 2 all true; 单选 refuses
  [c(`${SINGLE}物体从倾角为 $30^{\\circ}$ 的光滑斜面顶端由静止开始下滑，斜面长 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则`, '物体下滑的加速度为 $5 \\mathrm{~m} / \\mathrm{s}^{2}$', '物体滑到底端时的速度为 $10 \\mathrm{~m} / \\mathrm{s}$', '物体下滑的时间为 $2 \\mathrm{~s}$', '物体下滑的加速度为 $10 \\mathrm{~m} / \\mathrm{s}^{2}$'), null, 'refuses'],
  // unmarked: the true ones, the count is not assumed
  [c('物体从倾角为 $30^{\\circ}$ 的光滑斜面顶端由静止开始下滑，斜面长 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则', '物体下滑的加速度为 $5 \\mathrm{~m} / \\mathrm{s}^{2}$', '物体滑到底端时的速度为 $10 \\mathrm{~m} / \\mathrm{s}$', '物体下滑的时间为 $2 \\mathrm{~s}$', '物体下滑的加速度为 $10 \\mathrm{~m} / \\mathrm{s}^{2}$'), 'ABC', 'mayRefuse'],
  // a rough incline with μ unknown: undecidable
  [c('物体从倾角为 $30^{\\circ}$ 的粗糙斜面顶端由静止开始下滑，斜面长 $10 \\mathrm{~m}$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则', '物体下滑的加速度为 $5 \\mathrm{~m} / \\mathrm{s}^{2}$', '物体滑到底端时的速度为 $10 \\mathrm{~m} / \\mathrm{s}$', '物体下滑的时间为 $1 \\mathrm{~s}$', '物体下滑的加速度为 $10 \\mathrm{~m} / \\mathrm{s}^{2}$'), null, 'refuses'],

  // ---- 甲 / 乙 ratios ----
  // r甲:r乙 = 1:4 → v甲:v乙 = 2:1, asked v乙:v甲 = 1:2
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 4$，则它们的线速度之比 $v_{乙}: v_{甲}$ 为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'A', 'mayRefuse'],
  // T ∝ r^1.5: T甲:T乙 = 1:8, asked T乙:T甲 = 8:1
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 4$，则它们的周期之比 $T_{乙}: T_{甲}$ 为', '$1: 8$', '$8: 1$', '$1: 4$', '$4: 1$'), 'B', 'mayRefuse'],
  // radii given 乙:甲 = 4:1, asked 甲:乙 by words: v甲:v乙 = 2:1
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{乙}: r_{甲}=4: 1$，则甲、乙的线速度之比为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'B', 'mayRefuse'],
  // ω ∝ r^-1.5: ω甲:ω乙 = 8:1
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 4$，则它们的角速度之比 $\\omega_{甲}: \\omega_{乙}$ 为', '$1: 8$', '$8: 1$', '$1: 4$', '$4: 1$'), 'B', 'solves'],
  // series R甲:R乙 = 2:1 → P甲:P乙 = 2:1, asked P乙:P甲 = 1:2
  [c('甲、乙两电阻串联在电路中，电阻之比 $R_{甲}: R_{乙}=2: 1$，则它们消耗的电功率之比 $P_{乙}: P_{甲}$ 为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'A', 'mayRefuse'],
  // parallel: P ∝ 1/R, P甲:P乙 = 1:2, asked P乙:P甲 = 2:1
  [c('甲、乙两电阻并联在电路中，电阻之比 $R_{甲}: R_{乙}=2: 1$，则它们消耗的电功率之比 $P_{乙}: P_{甲}$ 为', '$1: 2$', '$2: 1$', '$1: 4$', '$4: 1$'), 'B', 'mayRefuse'],
  // a 则-statement with a 乙:甲 ratio: a甲:a乙 = 16:1, a乙:a甲 = 1:16
  [c('卫星甲、乙绕地球做匀速圆周运动，轨道半径之比 $r_{甲}: r_{乙}=1: 4$，则下列说法正确的是', '向心加速度之比 $a_{乙}: a_{甲}=16: 1$', '向心加速度之比 $a_{乙}: a_{甲}=1: 16$', '向心加速度之比 $a_{乙}: a_{甲}=1: 4$', '向心加速度之比 $a_{乙}: a_{甲}=4: 1$'), 'B', 'mayRefuse'],
];

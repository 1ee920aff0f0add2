/**
 * Look-alikes of 0105's kinds (motor, alternating current, transformer, ratio pairs, momentum, falling impact): the
 * same words with another quantity asked, the ratio asked the other way round, a qualifier (最大值, 平均), a stalled
 * motor, letters reversed inside an option, two values in one statement. Worked by hand; 'mayRefuse' may be refused
 * but never answered otherwise.
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type HuntProbe = [text: string, expected: string | null, status: Status];

const ms = '\\mathrm{~m} / \\mathrm{s}';
const V = (x: string) => `$${x} \\mathrm{~V}$`;
const W = (x: string) => `$${x} \\mathrm{~W}$`;
const A = (x: string) => `$${x} \\mathrm{~A}$`;
const kgms = (x: string) => `$${x} \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$`;
const speed = (x: string) => `$${x} ${ms}$`;
const N = (x: string) => `$${x} \\mathrm{~N}$`;
const Hz = (x: string) => `$${x} \\mathrm{~Hz}$`;

// biome-ignore format: one problem a line
export const WORKED_VALUES_HUNT: HuntProbe[] = [
  // ---- motor
  // 1. heat I²r = 4·0.5 = 2 W (input 20, output 18)
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机线圈的发热功率为', W('2'), W('18'), W('20'), W('200')), 'A', 'mayRefuse'],
  // 2. input in mA: 6 V · 0.5 A = 3 W; heat 0.25·2 = 0.5; out 2.5
  [c('某玩具电动机线圈电阻为 $2 \\Omega$，两端电压为 $6 \\mathrm{~V}$ 时正常工作，电流为 $500 \\mathrm{~mA}$，则电动机输出的机械功率为', W('3'), W('2.5'), W('0.5'), W('18')), 'B', 'mayRefuse'],
  // 3. stalled: 「停止转动」 → I = U/r = 12 A, heat 144 W; the running-motor reading would give 12·2 − 4 = 20
  [c('一台电动机线圈的电阻为 $1 \\Omega$，两端电压为 $12 \\mathrm{~V}$，正常工作时电流为 $2 \\mathrm{~A}$，若电动机因故障停止转动，则此时电动机的发热功率为', W('4'), W('20'), W('24'), W('144')), 'D', 'mayRefuse'],
  // 4. stalled said as 「转子被卡住」
  [c('电动机线圈电阻为 $1 \\Omega$，加 $12 \\mathrm{~V}$ 电压时电流为 $2 \\mathrm{~A}$，当转子被卡住时，电动机的发热功率为', W('4'), W('20'), W('24'), W('144')), 'D', 'mayRefuse'],
  // 5. a statement stating two values, the second wrong: input 20 W true, output 20 W false → A false; B 2 W true
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，下列说法正确的是', '电动机的输入功率为 $20 \\mathrm{~W}$，输出功率为 $20 \\mathrm{~W}$', '电动机的发热功率为 $2 \\mathrm{~W}$', '电动机的效率为 $10 \\%$', '电动机的输出功率为 $200 \\mathrm{~W}$'), 'B', 'mayRefuse'],
  // 6. 「以上都不对」 among: output 18 W is C
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机的输出功率为', W('20'), W('2'), W('18'), '以上都不对'), 'C', 'mayRefuse'],
  // 7. efficiency asked as heat share: 2/20 = 10 %
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机的发热功率占输入功率的', '$10 \\%$', '$90 \\%$', '$20 \\%$', '$5 \\%$'), 'A', 'mayRefuse'],
  // 8. kV and kW: 1 kV · 10 A = 10 kW in; heat 100·4 = 400 W; out 9.6 kW
  [c('一台大型电动机的工作电压为 $1 \\mathrm{~kV}$，工作电流为 $10 \\mathrm{~A}$，线圈电阻为 $4 \\Omega$，则电动机输出的机械功率为', '$10 \\mathrm{~kW}$', '$9.6 \\mathrm{~kW}$', '$0.4 \\mathrm{~kW}$', '$250 \\mathrm{~kW}$'), 'B', 'mayRefuse'],
  // 9. the power as U²/r is the trap; asked 电动机消耗的功率 = UI = 20 W
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机消耗的功率为', W('200'), W('20'), W('18'), W('2')), 'B', 'mayRefuse'],
  // 10. energy in one minute is asked: output 18 W · 60 s = 1080 J
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机每分钟输出的机械能为', '$18 \\mathrm{~J}$', '$1080 \\mathrm{~J}$', '$1200 \\mathrm{~J}$', '$120 \\mathrm{~J}$'), 'B', 'mayRefuse'],
  // 11. 「不能转动」: a stalled motor; heat U²/r = 36 W, current 6 A
  [c('电动机线圈的电阻为 $1 \\Omega$，当它两端加 $6 \\mathrm{~V}$ 电压时，通过的电流为 $1 \\mathrm{~A}$，此时电动机被物体挡住不能转动，则电动机的发热功率为', W('1'), W('5'), W('6'), W('36')), null, 'refuses'],
  // 12. paired ask the other order: efficiency and output, 90 % and 18 W
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机的效率和输出功率分别为', `$90 \\%$，${W('18')}`, `$10 \\%$，${W('18')}`, `$90 \\%$，${W('2')}`, `$10 \\%$，${W('2')}`), 'A', 'mayRefuse'],

  // ---- alternating current
  // 13. maximum asked: 220√2 ≈ 311 V
  [c('某交流电压的瞬时值表达式为 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则该交流电压的最大值为', V('220'), V('220 \\sqrt{2}'), V('110'), V('440')), 'B', 'mayRefuse'],
  // 14. peak power across R: U_m²/R = 2·100²/50 = 400 W (average 200 W)
  [c('将 $u=100 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交流电压加在阻值为 $50 \\Omega$ 的电阻两端，则电阻消耗的最大功率为', W('200'), W('400'), W('100'), W('200 \\sqrt{2}')), 'B', 'mayRefuse'],
  // 15. current's maximum through R: 100√2/50 = 2√2 A
  [c('将 $u=100 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交流电压加在阻值为 $50 \\Omega$ 的电阻两端，则通过电阻的电流的最大值为', A('2'), A('2 \\sqrt{2}'), A('4'), A('\\sqrt{2}')), 'B', 'mayRefuse'],
  // 16. options in mA: I = 0.2 A rms from i = 0.2√2 sin
  [c('某交变电流的表达式为 $i=0.2 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~A})$，则该电流的有效值为', '$200 \\mathrm{~mA}$', '$283 \\mathrm{~mA}$', '$141 \\mathrm{~mA}$', '$400 \\mathrm{~mA}$'), 'A', 'mayRefuse'],
  // 17. times the current changes direction each second: 2f = 100
  [c('某交流电压的瞬时值表达式为 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则每秒内电流方向改变的次数为', '50 次', '100 次', '200 次', '25 次'), 'B', 'mayRefuse'],
  // 18. the angular frequency: 100π rad/s; options give frequencies as traps
  [c('某交流电压的瞬时值表达式为 $u=311 \\sin 100 \\pi t(\\mathrm{~V})$，则该交流电的角速度为', '$50 \\mathrm{~rad/s}$', '$100 \\pi \\mathrm{~rad/s}$', '$100 \\mathrm{~rad/s}$', '$50 \\pi \\mathrm{~rad/s}$'), 'B', 'mayRefuse'],
  // 19. one statement naming two values, the second wrong: A says f 50 Hz and T 0.01 s → false; D true
  [c('一正弦交流电的电压随时间变化的规律为 $u=20 \\sin 100 \\pi t(\\mathrm{~V})$，下列说法正确的是', '该交流电的频率为 $50 \\mathrm{~Hz}$，周期为 $0.01 \\mathrm{~s}$', '该交流电压的有效值为 $20 \\mathrm{~V}$', '该交流电压的最大值为 $10 \\sqrt{2} \\mathrm{~V}$', '该交流电的周期为 $0.02 \\mathrm{~s}$'), 'D', 'mayRefuse'],
  // 20. emf with a coil of 100 turns: numbers left over → refuse (can't decide without reading)
  [c('匝数为 100 匝的线圈在匀强磁场中转动，产生的电动势 $e=50 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则电动势的有效值为', V('50'), V('50 \\sqrt{2}'), V('5000'), V('0.5')), 'A', 'mayRefuse'],
  // 21. emf with the coil's own resistance and an external resistor: I = 100/(10 + 90) = 1 A
  [c('发电机产生的电动势 $e=100 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，发电机线圈电阻为 $10 \\Omega$，外接一个阻值为 $90 \\Omega$ 的电阻，则通过电阻的电流有效值为', A('1'), A('10'), A('\\frac{10}{9}'), A('\\sqrt{2}')), 'A', 'mayRefuse'],
  // 22. emf across a coil resistance only stated: 「线圈电阻为 10 Ω」, external 40 Ω written as R=40Ω, I = 100/50 = 2 A
  [c('交流发电机的电动势为 $e=100 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，线圈内阻为 $10 \\Omega$，外电路电阻 $R=40 \\Omega$，则电流表的示数为', A('2'), A('2.5'), A('2 \\sqrt{2}'), A('10')), 'A', 'mayRefuse'],
  // 23. emf e with one resistor, the generator's internal resistance not stated as 不计: I = E/R would assume it zero
  [c('某发电机输出的交流电动势为 $e=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，发电机内阻为 $2 \\Omega$，则发电机短路时的电流有效值为', A('110'), A('110 \\sqrt{2}'), A('220'), A('55')), 'A', 'mayRefuse'],
  // 24. full-width brackets and a space print: f = 25 Hz
  [c('交变电流 $i = 4 \\sin 50 \\pi t$（A）的频率为', Hz('25'), Hz('50'), Hz('100'), Hz('50 \\pi')), 'A', 'mayRefuse'],
  // 25. ratio of maximum to effective value: √2 : 1
  [c('某交流电压的瞬时值表达式为 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则该电压的最大值与有效值之比为', '$\\sqrt{2}: 1$', '$1: \\sqrt{2}$', '$2: 1$', '$1: 1$'), 'A', 'mayRefuse'],
  // 26. heat in 1 min through R = 100 Ω: P = 484 W → 29040 J
  [c('将 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交流电压加在阻值为 $100 \\Omega$ 的电阻两端，则电阻每秒产生的热量为', '$484 \\mathrm{~J}$', '$968 \\mathrm{~J}$', '$220 \\mathrm{~J}$', '$311 \\mathrm{~J}$'), 'A', 'mayRefuse'],

  // ---- transformer
  // 27. the secondary's expression given; primary U₁ = 10·22 = 220 V
  [c('理想变压器原、副线圈的匝数比为 $10: 1$，副线圈两端的电压为 $u=22 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则原线圈两端电压的有效值为', V('220'), V('220 \\sqrt{2}'), V('22'), V('2.2')), 'A', 'mayRefuse'],
  // 28. turns ratio asked as n₂ : n₁ (step-down 220 → 11): 1 : 20
  [c('一理想变压器的原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈两端的电压为 $11 \\mathrm{~V}$，则副线圈与原线圈的匝数比为', '$20: 1$', '$1: 20$', '$10: 1$', '$1: 10$'), 'B', 'mayRefuse'],
  // 29. turns ratio n₂ : n₁ with the labels in the ask: 1 : 20
  [c('一理想变压器的原线圈接在 $220 \\mathrm{~V}$ 的交流电源上，副线圈两端的电压为 $11 \\mathrm{~V}$，则原、副线圈的匝数比 $n_{2}: n_{1}$ 为', '$20: 1$', '$1: 20$', '$10: 1$', '$1: 10$'), 'B', 'mayRefuse'],
  // 30. step-up: 1 : 10 with 22 V → 220 V, options in kV trap
  [c('一理想升压变压器原、副线圈匝数比为 $1: 10$，原线圈接在 $22 \\mathrm{~V}$ 的交流电源上，则副线圈两端的电压为', V('2.2'), V('220'), '$2.2 \\mathrm{~kV}$', V('22')), 'B', 'mayRefuse'],
  // 31. statement with the maximum of the secondary: 22√2 V true, A true too → AB... A: U₂ = 22 V true; B: 副线圈电压的最大值 22√2 V true; C: I₁ 0.1 A true; D: 输入功率 220 W false
  [c('一理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，副线圈接一个阻值为 $22 \\Omega$ 的电阻，下列说法正确的是', '副线圈两端电压的有效值为 $22 \\mathrm{~V}$', '副线圈两端电压的最大值为 $22 \\sqrt{2} \\mathrm{~V}$', '原线圈中的电流为 $0.1 \\mathrm{~A}$', '变压器的输入功率为 $220 \\mathrm{~W}$'), 'ABC', 'mayRefuse'],
  // 32. statement with two values, the second wrong: A false (I₁ 0.1 A, 1 A said); C true
  [c('一理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，副线圈接一个阻值为 $22 \\Omega$ 的电阻，下列说法正确的是', '副线圈两端的电压为 $22 \\mathrm{~V}$，原线圈中的电流为 $1 \\mathrm{~A}$', '变压器的输入功率为 $220 \\mathrm{~W}$', '通过电阻的电流为 $1 \\mathrm{~A}$', '原线圈中的电流为 $10 \\mathrm{~A}$'), 'C', 'mayRefuse'],
  // 33. frequency of the output from e expression, 50π → 25 Hz; output 55 V from 4:1
  [c('理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 50 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈输出电压的有效值和频率分别为', '$55 \\mathrm{~V}$，$50 \\mathrm{~Hz}$', '$55 \\mathrm{~V}$，$25 \\mathrm{~Hz}$', '$880 \\mathrm{~V}$，$25 \\mathrm{~Hz}$', '$55 \\sqrt{2} \\mathrm{~V}$，$25 \\mathrm{~Hz}$'), 'B', 'mayRefuse'],
  // 34. secondary current asked as 最大值: 1 A rms → √2 A max
  [c('一理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交流电源上，副线圈接一个阻值为 $22 \\Omega$ 的电阻，则通过电阻的电流的最大值为', A('1'), A('\\sqrt{2}'), A('0.1'), A('10')), 'B', 'mayRefuse'],
  // 35. the ratio of currents I₁ : I₂ = n₂ : n₁ = 1 : 10 (turns 10 : 1)
  [c('一理想变压器原、副线圈的匝数比为 $10: 1$，原线圈接在电压为 $220 \\mathrm{~V}$ 的交流电源上，副线圈接一个阻值为 $22 \\Omega$ 的电阻，则原、副线圈中的电流之比为', '$10: 1$', '$1: 10$', '$1: 1$', '$100: 1$'), 'B', 'mayRefuse'],

  // ---- ratios
  // 36. ask labels reversed: v_B : v_A from r_A : r_B = 1 : 4 → 1 : 2
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的线速度之比 $v_{B}: v_{A}$ 为', '$2: 1$', '$1: 2$', '$4: 1$', '$1: 4$'), 'B', 'mayRefuse'],
  // 37. paired ask with labels reversed: v_B:v_A = 1:2, T_B:T_A = 8:1
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则线速度之比 $v_{B}: v_{A}$ 和周期之比 $T_{B}: T_{A}$ 分别为', '$2: 1$，$1: 8$', '$1: 2$，$8: 1$', '$4: 1$，$1: 4$', '$1: 2$，$1: 8$'), 'B', 'mayRefuse'],
  // 38. options with letters reversed: true content v_A:v_B = 2:1, T_A:T_B = 1:8 = option B (written B over A)
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的线速度大小之比和周期之比分别为', '$v_{B}: v_{A}=2: 1$，$T_{B}: T_{A}=1: 8$', '$v_{B}: v_{A}=1: 2$，$T_{B}: T_{A}=8: 1$', '$v_{B}: v_{A}=4: 1$，$T_{B}: T_{A}=1: 4$', '$v_{B}: v_{A}=1: 4$，$T_{B}: T_{A}=4: 1$'), 'B', 'mayRefuse'],
  // 39. given with letters B over A: T_B : T_A = 8 : 1 → r_B:r_A = 4:1; v_A:v_B = 2:1, a_A:a_B = 16:1
  [c('A、B 两颗卫星绕地球做匀速圆周运动，周期之比 $T_{B}: T_{A}=8: 1$，则 A、B 的线速度之比和向心加速度之比分别为', '$2: 1$，$16: 1$', '$1: 2$，$1: 16$', '$2: 1$，$4: 1$', '$4: 1$，$16: 1$'), 'A', 'mayRefuse'],
  // 40. series, total voltage to R₁'s: 6 : 2 = 3 : 1
  [c('阻值为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻串联接入电路，则电路两端的总电压与 $R_{1}$ 两端的电压之比为', '$1: 2$', '$3: 1$', '$2: 1$', '$1: 3$'), 'B', 'mayRefuse'],
  // 41. parallel, R₁'s current to the total: (1/2) : (1/2 + 1/4) = 2 : 3
  [c('阻值为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻并联接入电路，则通过 $R_{1}$ 的电流与干路电流之比为', '$2: 1$', '$2: 3$', '$1: 2$', '$1: 3$'), 'B', 'mayRefuse'],
  // 42. resistors named 甲乙, asked 乙 before 甲: series U乙 : U甲 = 6 : 3 = 2 : 1
  [c('甲、乙两个电阻的阻值分别为 $3 \\Omega$ 和 $6 \\Omega$，将它们串联接入电路，则乙、甲两电阻两端的电压之比为', '$1: 2$', '$2: 1$', '$1: 1$', '$4: 1$'), 'B', 'mayRefuse'],
  // 43. statement with reversed letters in the option: parallel 2 Ω, 4 Ω; I₂ : I₁ = 1 : 2 true (A); B P₁:P₂ = 2:1 true; C U1:U2 = 1:2 false; D I₁:I₂ = 1:2 false
  [c('将阻值分别为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻并联接入电路，下列说法正确的是', '通过两电阻的电流之比 $I_{2}: I_{1}=1: 2$', '两电阻消耗的功率之比 $P_{1}: P_{2}=2: 1$', '两电阻两端的电压之比 $U_{1}: U_{2}=1: 2$', '通过两电阻的电流之比 $I_{1}: I_{2}=1: 2$'), 'AB', 'mayRefuse'],
  // 44. heat in different times: not a power ratio; series 2 : 4 for the same time only. Asked in 1 s vs 2 s: refuse
  [c('阻值为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻串联接入电路，则 $R_{1}$ 在 $1 \\mathrm{~s}$ 内与 $R_{2}$ 在 $2 \\mathrm{~s}$ 内产生的热量之比为', '$1: 2$', '$1: 4$', '$2: 1$', '$1: 1$'), 'B', 'mayRefuse'],
  // 45. series ratio of the power of one to the total: 2 : 6 = 1 : 3
  [c('阻值为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻串联接入电路，则 $R_{1}$ 消耗的功率与电路消耗的总功率之比为', '$1: 2$', '$1: 3$', '$2: 1$', '$1: 1$'), 'B', 'mayRefuse'],
  // 46. orbit: paired with the second ratio being kinetic energy: refused (mass-dependent)
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则它们的线速度之比和角速度之比分别为', '$2: 1$，$8: 1$', '$1: 2$，$1: 8$', '$2: 1$，$4: 1$', '$4: 1$，$8: 1$'), 'A', 'mayRefuse'],

  // ---- momentum
  // 47. rebound with 以原速率: Δp = 2mv = 0.5·2·6 = 6, only one speed given
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的小球以 $6 ${ms}$ 的速度垂直撞击墙壁后以原速率反弹，则小球动量变化量的大小为`, kgms('0'), kgms('3'), kgms('6'), kgms('12')), 'C', 'mayRefuse'],
  // 48. the second velocity along the same way (a bullet through a board): Δp = 0.02·(300 − 800) → 10
  [c(`质量为 $20 \\mathrm{~g}$ 的子弹以 $800 ${ms}$ 的速度射入木板，穿出木板后的速度为 $300 ${ms}$，子弹穿出后没有反弹，则子弹动量变化量的大小为`, kgms('10'), kgms('22'), kgms('6'), kgms('16')), 'A', 'mayRefuse'],
  // 49. kinetic energy change asked of a rebound: 0.5·0.5·(16 − 36) = −5 → 5 J lost
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的小球以 $6 ${ms}$ 的速度竖直落到地面上，又以 $4 ${ms}$ 的速度竖直向上弹起，则小球与地面碰撞过程中动能变化量的大小为`, '$5 \\mathrm{~J}$', '$13 \\mathrm{~J}$', '$1 \\mathrm{~J}$', '$25 \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // 50. the average force asked of a rebound with a contact time: refuse or F = 5/0.1 + 5 = 55 N (時间 is OUTSIDE)
  [c(`质量为 $0.5 \\mathrm{~kg}$ 的小球以 $6 ${ms}$ 的速度竖直落到地面上，又以 $4 ${ms}$ 的速度竖直向上弹起，则小球动量变化量的大小和方向分别为`, `${kgms('5')}，竖直向上`, `${kgms('5')}，竖直向下`, `${kgms('1')}，竖直向上`, `${kgms('1')}，竖直向下`), 'A', 'mayRefuse'],
  // 51. collision, the other body asked (A from B's told after-speed): 2·3 = 2·v + 1·4 → v = 1
  [c(`光滑水平面上，质量为 $2 \\mathrm{~kg}$ 的小球 A 以 $3 ${ms}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 发生正碰，碰后 B 以 $4 ${ms}$ 的速度沿原方向运动，则碰后 A 的速度大小为`, speed('1'), speed('2'), speed('3'), speed('0.5')), 'A', 'mayRefuse'],
  // 52. collision told as 向右 / 向左 with no 原方向: the directions are read from 向右 (A moved right): A 1 m/s left → 2·3 = −2 + v → v = 8? energy 9 vs 1 + 32 → grows: impossible → refuse
  [c(`光滑水平面上，质量为 $2 \\mathrm{~kg}$ 的小球 A 以 $3 ${ms}$ 的速度向右与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 发生正碰，碰后 A 以 $1 ${ms}$ 的速度反弹，则碰后 B 的速度大小为`, speed('4'), speed('8'), speed('2'), speed('6')), null, 'refuses'],
  // 53. B's momentum asked, not its speed: 2·3 − 2·1 = 4 kg·m/s (speed 4 too!) — B mass 1 kg makes them equal; use 2 kg B: v = 2, p = 4
  [c(`光滑水平面上，质量为 $2 \\mathrm{~kg}$ 的小球 A 以 $3 ${ms}$ 的速度与静止的质量为 $2 \\mathrm{~kg}$ 的小球 B 发生正碰，碰后 A 以 $1 ${ms}$ 的速度沿原方向运动，则碰后 B 的动量大小为`, kgms('2'), kgms('4'), kgms('6'), kgms('1')), 'B', 'mayRefuse'],
  // 54. a collision stated elastic whose told after-speed is not the elastic one: A 2 kg 3 m/s, B 1 kg: elastic A after = 1 m/s; told 0.5 m/s contradicts → refuse
  [c(`光滑水平面上，质量为 $2 \\mathrm{~kg}$ 的小球 A 以 $3 ${ms}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 发生弹性正碰，碰后 A 以 $0.5 ${ms}$ 的速度沿原方向运动，则碰后 B 的速度大小为`, speed('5'), speed('4'), speed('3'), speed('2')), null, 'refuses'],
  // 55. recoil relative to the boat: 50(2 − V) = 150 V... person jumps at 2 m/s relative to the boat → V = 0.5 m/s (not 2/3)
  [c(`质量为 $50 \\mathrm{~kg}$ 的人站在质量为 $150 \\mathrm{~kg}$ 的静止小船上，人以相对于船 $2 ${ms}$ 的水平速度从船上跳出，不计水的阻力，则人跳出后小船的速度大小为`, speed('0.5'), speed('\\frac{2}{3}'), speed('1'), speed('2')), 'A', 'mayRefuse'],
  // 56. recoil, the pushed one named by 乙: 乙 1.2 m/s → 甲 60·1.2/50 = 1.44
  [c(`甲、乙两名滑冰运动员静止在光滑冰面上，甲的质量为 $50 \\mathrm{~kg}$，乙的质量为 $60 \\mathrm{~kg}$，两人互推后乙以 $1.2 ${ms}$ 的速度向后滑去，则甲的速度大小为`, speed('1'), speed('1.2'), speed('1.44'), speed('0.5')), 'C', 'mayRefuse'],
  // 57. recoil asks the ratio of speeds 甲:乙 = 60:50 = 6:5
  [c(`甲、乙两名滑冰运动员静止在光滑冰面上，甲的质量为 $50 \\mathrm{~kg}$，乙的质量为 $60 \\mathrm{~kg}$，两人互推后甲以 $1.2 ${ms}$ 的速度向后滑去，则乙的速度与甲的速度之比为`, '$6: 5$', '$5: 6$', '$1: 1$', '$25: 36$'), 'B', 'mayRefuse'],

  // ---- falling impact
  // 58. 「不忽略重力」: weight counted, F = 0.2·10/0.1 + 2 = 22 N
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $5 \\mathrm{~m}$ 高处由静止落下，落地后不再弹起，与地面的作用时间为 $0.1 \\mathrm{~s}$，不能忽略小球的重力，则地面对小球的平均作用力大小为', N('20'), N('22'), N('18'), N('2')), 'B', 'mayRefuse'],
  // 59. height in cm: 80 cm → v = 4 m/s, F = 0.5·4/0.02 + 5 = 105 N
  [c('一个质量为 $0.5 \\mathrm{~kg}$ 的物体从 $80 \\mathrm{~cm}$ 高处自由下落到水泥地面上，撞击时间为 $0.02 \\mathrm{~s}$，则地面对物体的平均冲击力大小为', N('100'), N('105'), N('95'), N('5')), 'B', 'mayRefuse'],
  // 60. the impulse asked, not the force: the ground's impulse = mv + mgΔt = 2 + 0.2 = 2.2 N·s
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $5 \\mathrm{~m}$ 高处由静止落下，落地后不再弹起，与地面的作用时间为 $0.1 \\mathrm{~s}$，则地面对小球的作用力的冲量大小为', '$2 \\mathrm{~N} \\cdot \\mathrm{s}$', '$2.2 \\mathrm{~N} \\cdot \\mathrm{s}$', '$1.8 \\mathrm{~N} \\cdot \\mathrm{s}$', '$22 \\mathrm{~N} \\cdot \\mathrm{s}$'), 'B', 'mayRefuse'],
  // 61. the force as a multiple of the weight: 22 / 2 = 11
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $5 \\mathrm{~m}$ 高处由静止落下，落地后不再弹起，与地面的作用时间为 $0.1 \\mathrm{~s}$，则地面对小球的平均作用力是小球重力的', '10 倍', '11 倍', '12 倍', '9 倍'), 'B', 'mayRefuse'],
  // 62. a body dropped with a speed 「以 2 m/s 的速度竖直向下扔出」: not from rest
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $1.05 \\mathrm{~m}$ 高处以 $2 \\mathrm{~m} / \\mathrm{s}$ 的速度竖直向下落下，落地后不再弹起，与地面的作用时间为 $0.1 \\mathrm{~s}$，则地面对小球的平均作用力大小为', N('10'), N('12'), N('2'), N('22')), 'B', 'mayRefuse'],
  // 63. the average force minus weight: the ground's force on the ball exceeds weight by mv/Δt = 20 N: asked 「合力」
  [c('质量为 $0.2 \\mathrm{~kg}$ 的小球从 $5 \\mathrm{~m}$ 高处由静止落下，落地后不再弹起，与地面的作用时间为 $0.1 \\mathrm{~s}$，则与地面作用过程中小球所受合力的平均值大小为', N('2'), N('20'), N('22'), N('18')), 'B', 'mayRefuse'],
  // 64. 「不计空气阻力，不计鸡蛋与地面作用时的重力」 wording ok → weightless 100 N; keep 'mayRefuse'
  [c('一个质量为 $50 \\mathrm{~g}$ 的鸡蛋从 $0.8 \\mathrm{~m}$ 高处由静止落到地面上，与地面的作用时间为 $0.002 \\mathrm{~s}$，作用时间内鸡蛋重力远小于冲击力，可以忽略，则鸡蛋对地面的平均冲击力大小为', N('100'), N('0.5'), N('1000'), N('10')), 'A', 'mayRefuse'],
  // ---- more prints
  // 65. statements with letters in the right and the wrong order: series 2 Ω, 4 Ω: I 1:1 true, U₁:U₂ = 1:2 so B false, P₁:P₂ = 1:2 true, U₂:U₁ = 2:1 true
  [c('阻值为 $R_{1}=2 \\Omega$ 和 $R_{2}=4 \\Omega$ 的两个电阻串联接入电路，下列说法正确的是', '通过两电阻的电流之比 $I_{1}: I_{2}=1: 1$', '两电阻两端的电压之比 $U_{1}: U_{2}=2: 1$', '两电阻消耗的功率之比 $P_{1}: P_{2}=1: 2$', '两电阻两端的电压之比 $U_{2}: U_{1}=2: 1$'), 'ACD', 'mayRefuse'],
  // 66. asked 「B、A」 in words, options lettered B over A as asked; one option lettered A over B (the same numbers, so wrong)
  [c('两颗人造地球卫星 A、B 均绕地球做匀速圆周运动，轨道半径之比 $r_{A}: r_{B}=1: 4$，则 B、A 的线速度之比和周期之比分别为', '$v_{B}: v_{A}=1: 2$，$T_{B}: T_{A}=8: 1$', '$v_{B}: v_{A}=2: 1$，$T_{B}: T_{A}=1: 8$', '$v_{A}: v_{B}=1: 2$，$T_{A}: T_{B}=8: 1$', '$v_{B}: v_{A}=1: 4$，$T_{B}: T_{A}=4: 1$'), 'A', 'mayRefuse'],
  // 67. efficiency as a decimal: 0.9
  [c('一台电动机线圈的电阻为 $0.5 \\Omega$，接在 $10 \\mathrm{~V}$ 的电压下正常工作，通过的电流为 $2 \\mathrm{~A}$，则电动机的效率为', '0.9', '0.1', '0.8', '0.95'), 'A', 'mayRefuse'],
  // 68. ω = 100 rad/s (no π): f = 100 / 2π ≈ 15.9 Hz
  [c('某交变电流的表达式为 $i=5 \\sin 100 t(\\mathrm{~A})$，则该交变电流的频率为', Hz('50'), Hz('15.9'), Hz('100'), Hz('31.8')), 'B', 'mayRefuse'],
  // 69. rebound in grams, the difference of speeds as the trap: 0.2·(5 + 3) = 1.6
  [c(`一个质量为 $200 \\mathrm{~g}$ 的小球以 $5 ${ms}$ 的速度水平撞向墙壁，被墙壁以 $3 ${ms}$ 的速度弹回，则小球动量的变化量大小为`, kgms('0.4'), kgms('1.6'), kgms('1'), kgms('0.6')), 'B', 'mayRefuse'],
  // 70. the turns ratio of a step-up transformer, asked n₁ : n₂ (11 V → 220 V): 1 : 20
  [c('一理想变压器的原线圈接在 $11 \\mathrm{~V}$ 的交流电源上，副线圈两端的电压为 $220 \\mathrm{~V}$，则原、副线圈的匝数比为', '$20: 1$', '$1: 20$', '$10: 1$', '$1: 10$'), 'B', 'mayRefuse'],
];

/**
 * Look-alikes of decision 0129 (physics choice as gaokao papers print them): the printed blank 「$(\quad)$」 dropped
 * by the science normaliser, the closed circuit read through its worked values with options, and a landing or
 * coasting vehicle that stays stopped. Every answer worked by hand (working in the comment); null = must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const MULTI = '（多选）';

// biome-ignore format: one problem a line
export const ROUND24_HUNT: Lookalike[] = [
  // ── Closed circuit. E=10 V, r=1 Ω, R=4 Ω: I=2 A, U=8 V, Ur=2 V, Pout=16 W, Ptot=20 W, Pr=4 W, η=80 %
  [c('3. 电源的电动势为 $10 \\mathrm{~V}$，内阻为 $1 \\Omega$，外接 $R=4 \\Omega$ 的电阻，则电源的效率为 $(\\quad)$', '$80 \\%$', '$20 \\%$', '$75 \\%$', '$90 \\%$'), 'A', 'mayRefuse'],
  // η as a fraction of one: 0.8
  [c('电源的电动势为 10 V，内阻为 1 Ω，外接 4 Ω 的电阻，则电源的效率为（　　）', '0.8', '0.2', '0.75', '0.9'), 'A', 'mayRefuse'],
  // Pr = I²r = 4 W (内电阻, not 电阻)
  [c('电源的电动势为 10 V，内电阻为 1 Ω，外电阻为 4 Ω，则电源内电阻消耗的功率为', '4 W', '16 W', '20 W', '2 W'), 'A', 'mayRefuse'],
  // 「电阻消耗的功率」 is the external resistor's: 16 W
  [c('电源的电动势为 10 V，内电阻为 1 Ω，外电阻为 4 Ω，则电阻消耗的功率为', '4 W', '16 W', '20 W', '2 W'), 'B', 'mayRefuse'],
  // Total power EI = 20 W
  [c('电动势为 $10 \\mathrm{~V}$、内阻为 $1 \\Omega$ 的电源与 $4 \\Omega$ 的定值电阻组成闭合电路，则电源的总功率为', '$16 \\mathrm{~W}$', '$20 \\mathrm{~W}$', '$25 \\mathrm{~W}$', '$4 \\mathrm{~W}$'), 'B', 'mayRefuse'],
  // Internal voltage Ir = 2 V
  [c('电动势为 10 V、内阻为 1 Ω 的电源与 4 Ω 的定值电阻组成闭合电路，则电源的内电压为', '2 V', '8 V', '10 V', '2.5 V'), 'A', 'mayRefuse'],
  // Options in joules for a power: not the quantity asked
  [c('电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则电源的输出功率为', '2 J', '3 J', '1 J', '4 J'), null, 'refuses'],
  // Energy in 10 s: UIt = 20 J
  [c('电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则 10 s 内电源输出的电能为', '20 J', '30 J', '10 J', '2 J'), 'A', 'mayRefuse'],
  // 短路电流 E/r = 3 A is true, not the working current 1 A; I=1 A, U=2 V, Pout=2 W
  [c(`${MULTI}电源的电动势为 $3 \\mathrm{~V}$，内阻为 $1 \\Omega$，外接 $2 \\Omega$ 的电阻，则下列说法正确的是`, '电路中的电流为 $1 \\mathrm{~A}$', '电源的短路电流为 $3 \\mathrm{~A}$', '路端电压为 $1 \\mathrm{~V}$', '电源的输出功率为 $2 \\mathrm{~W}$'), 'ABD', 'mayRefuse'],
  // 「电源内部电阻」 is the internal one: its heat power 1 W, not 2 W
  [c(`${MULTI}电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则下列说法正确的是`, '电路中的电流为 1 A', '电源内部电阻消耗的热功率为 2 W', '路端电压为 2 V', '电源的总功率为 3 W'), 'ACD', 'mayRefuse'],
  // Open circuit: the terminal voltage equals E = 3 V
  [c(`${MULTI}电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则下列说法正确的是`, '电路中的电流为 1 A', '外电路断开时路端电压为 3 V', '内电压为 1 V', '电源的输出功率为 3 W'), 'ABC', 'mayRefuse'],
  // 「电路的总电阻」 is R + r = 6 Ω: I = 12/6 = 2 A (not 12/8)
  [c('电源的电动势为 12 V，内阻为 2 Ω，电路的总电阻为 6 Ω，则电路中的电流为', '2 A', '1.5 A', '6 A', '3 A'), 'A', 'mayRefuse'],
  // Two cells in series: E = 3 V, r = 1 Ω, I = 3/3 = 1 A
  [c('由两节相同的干电池组成的电池组，每节电动势为 1.5 V、内阻为 0.5 Ω，外接 2 Ω 的电阻，则电路中的电流为', '1 A', '0.6 A', '0.5 A', '1.5 A'), 'A', 'mayRefuse'],
  // R doubled to 4 Ω: I = 3/5 = 0.6 A
  [c('电源的电动势为 3 V，内阻为 1 Ω，外电阻为 2 Ω，当外电阻增大为原来的 2 倍时，电路中的电流为', '1 A', '0.6 A', '0.5 A', '1.5 A'), 'B', 'mayRefuse'],
  // A heater: its power 16 W
  [c('电源的电动势为 10 V，内阻为 1 Ω，外接一个阻值为 4 Ω 的电炉，则电炉消耗的功率为', '16 W', '20 W', '4 W', '25 W'), 'A', 'mayRefuse'],
  // EMF 6 V is not the terminal voltage 5 V: E=6, r=1, R=5 → I=1, U=5
  [c('电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，下列说法正确的是', '电源的电动势等于路端电压', '路端电压为 6 V', '电路中的电流为 1.2 A', '电路中的电流为 1 A'), 'D', 'mayRefuse'],
  // η = 5/6 ≈ 83.3 %
  [c('电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，电源的效率约为', '83%', '17%', '80%', '90%'), 'A', 'mayRefuse'],
  [c('电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，电源的效率约为', '83.3%', '16.7%', '80%', '85%'), 'A', 'mayRefuse'],
  [c('电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，电源的效率为', '$\\frac{5}{6}$', '$\\frac{1}{6}$', '$\\frac{4}{5}$', '$\\frac{1}{5}$'), 'A', 'mayRefuse'],
  // Two values 分别: Pout 5 W, η 83.3 %
  [c('电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，电源的输出功率和效率分别为', '5 W，83.3%', '6 W，83.3%', '5 W，16.7%', '1 W，83.3%'), 'A', 'mayRefuse'],
  // 内阻两端 1 V (not 5 V); external 5 V; total 6 W
  [c(`${MULTI}电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，下列说法正确的是`, '电路中的电流为 1 A', '电源内阻两端的电压为 5 V', '定值电阻两端的电压为 5 V', '电源的总功率为 6 W'), 'ACD', 'mayRefuse'],
  // False one: Pout = 5 W, not 6 W
  [c('电动势为 6 V、内阻为 1 Ω 的电源与 5 Ω 的定值电阻组成闭合电路，下列说法错误的是', '电路中的电流为 1 A', '路端电压为 5 V', '电源的输出功率为 6 W', '电源的效率为 83.3%'), 'C', 'mayRefuse'],
  // A lamp with a rating (non-ideal: its resistance 6²/3 = 12 Ω): E=6.5 V? not read → lamp refused or right
  [c('电源的电动势为 6 V，内阻为 1 Ω，外接一个电阻为 5 Ω 的小灯泡，则小灯泡两端的电压为', '5 V', '6 V', '1 V', '1.2 V'), 'A', 'mayRefuse'],
  // Rheostat at 5 Ω: I = 1 A
  [c('电源的电动势为 6 V，内阻为 1 Ω，滑动变阻器接入电路的阻值为 5 Ω，则电路中的电流为', '1 A', '1.2 A', '6 A', '0.5 A'), 'A', 'mayRefuse'],
  // 10/3 A ≈ 3.3 A
  [c('电源的电动势为 10 V，内阻为 1 Ω，外电阻为 2 Ω，则电路中的电流约为', '3.3 A', '5 A', '10 A', '2.5 A'), 'A', 'mayRefuse'],
  // Internal heat power 4 W, written 「发热功率」
  [c('电源的电动势为 10 V，内阻为 1 Ω，外电阻为 4 Ω，则电源内部的发热功率为', '4 W', '16 W', '20 W', '2 W'), 'A', 'mayRefuse'],
  // Options that all name the same value twice; current 2 A
  [c('电源的电动势为 10 V，内阻为 1 Ω，外电阻为 4 Ω，则通过内阻的电流为', '2 A', '10 A', '2.5 A', '8 A'), 'A', 'mayRefuse'],
  // E=9, r=1, R=8: Pout = 8 W; ask by 「外电路消耗的功率」
  [c('电源的电动势为 9 V，内阻为 1 Ω，外电路电阻为 8 Ω，则外电路消耗的功率为', '8 W', '9 W', '1 W', '81 W'), 'A', 'mayRefuse'],
  // Plain blank: I = 9/9 = 1 A
  ['电源的电动势为 9 V，内阻为 1 Ω，外电路电阻为 8 Ω，则电路中的电流为 ____ A。', 1, 'mayRefuse'],
  // A voltmeter across the source reads the terminal voltage 8 V
  [c('电源的电动势为 9 V，内阻为 1 Ω，外接一个 8 Ω 的电阻，则接在电源两端的理想电压表的示数为', '8 V', '9 V', '1 V', '4.5 V'), 'A', 'mayRefuse'],

  // ── Coasting vehicles. Plane 60 m/s, a = 6 m/s²: stops at 10 s, x = 300 m
  // 8 s, before the stop: 480 − 192 = 288 m
  [c('飞机着陆后以 $6 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度做匀减速直线运动，着陆时的速度为 $60 \\mathrm{~m} / \\mathrm{s}$，则它着陆后 $8 \\mathrm{~s}$ 内滑行的距离是 $(\\quad)$', '$288 \\mathrm{~m}$', '$300 \\mathrm{~m}$', '$192 \\mathrm{~m}$', '$480 \\mathrm{~m}$'), 'A', 'mayRefuse'],
  // 12 s: stopped, v = 0
  [c('飞机着陆后以 6 m/s² 的加速度做匀减速直线运动，着陆时的速度为 60 m/s，则着陆后 12 s 末飞机的速度为', '0', '12 m/s', '-12 m/s', '6 m/s'), 'A', 'mayRefuse'],
  // 第 10 s 内: 300 − 297 = 3 m
  [c('飞机着陆后以 6 m/s² 的加速度做匀减速直线运动，着陆时的速度为 60 m/s，则飞机着陆后第 10 s 内的位移为', '3 m', '0', '57 m', '6 m'), 'A', 'mayRefuse'],
  // 第 11 s 内: already stopped, 0
  [c('飞机着陆后以 6 m/s² 的加速度做匀减速直线运动，着陆时的速度为 60 m/s，则飞机着陆后第 11 s 内的位移为', '0', '3 m', '-3 m', '9 m'), 'A', 'mayRefuse'],
  // Average over 12 s: 300/12 = 25 m/s
  [c('飞机着陆后以 6 m/s² 的加速度做匀减速直线运动，着陆时的速度为 60 m/s，则飞机着陆后 12 s 内的平均速度大小为', '25 m/s', '24 m/s', '30 m/s', '36 m/s'), 'A', 'mayRefuse'],
  // 4 s: 60 − 24 = 36 m/s
  ['飞机着陆后以 6 m/s² 的加速度做匀减速直线运动，着陆时的速度为 60 m/s，则着陆后 4 s 末的速度为 ____ m/s。', 36, 'mayRefuse'],
  // Car 20 m/s, a = 4: stops at 5 s; 6 s → 50 m
  [c('汽车以 20 m/s 的速度在平直公路上行驶，关闭发动机后做匀减速直线运动，加速度大小为 4 m/s²，则关闭发动机后 6 s 内汽车的位移为', '48 m', '50 m', '120 m', '72 m'), 'B', 'mayRefuse'],
  // 3 s: 60 − 18 = 42 m
  [c('汽车以 20 m/s 的速度在平直公路上行驶，关闭发动机后做匀减速直线运动，加速度大小为 4 m/s²，则关闭发动机后 3 s 内汽车的位移为', '42 m', '50 m', '60 m', '18 m'), 'A', 'mayRefuse'],
  // 熄火: 12 m/s, a = 2, stops at 6 s: v(8) = 0
  ['汽车以 12 m/s 的速度行驶，熄火后在水平路面上滑行，做匀减速直线运动，加速度大小为 2 m/s²，则熄火后 8 s 末汽车的速度为 ____ m/s。', 0, 'mayRefuse'],
  // A rocket coasting upwards turns back: 40·6 − 5·36 = 60 m (not 80 m)
  [c('火箭以 40 m/s 的速度上升时关闭发动机，此后以 10 m/s² 的加速度做匀减速运动，则关闭发动机后 6 s 内火箭的位移大小为', '60 m', '80 m', '240 m', '20 m'), 'A', 'mayRefuse'],
  // Same, asked for its velocity at 6 s: 40 − 60 = −20 m/s (20 m/s downwards)
  [c('火箭以 40 m/s 的速度上升时关闭发动机，此后以 10 m/s² 的加速度做匀减速运动，则关闭发动机后 6 s 末火箭的速度大小为', '20 m/s', '0', '40 m/s', '100 m/s'), 'A', 'mayRefuse'],
  // On a slope the car may roll back: undecided
  [c('汽车沿斜坡向上行驶，关闭发动机后做匀减速直线运动，初速度为 10 m/s，加速度大小为 2 m/s²，则关闭发动机后 8 s 内的位移为', '16 m', '25 m', '24 m', '40 m'), null, 'refuses'],
  // Sledge on ice (friction holds it): stops at 10 s, x = 50 m
  [c('雪橇在水平冰面上以 10 m/s 的初速度滑行，做匀减速直线运动，加速度大小为 1 m/s²，则 12 s 内雪橇的位移为', '48 m', '50 m', '120 m', '72 m'), 'B', 'mayRefuse'],
  // Boat, 10 m/s, a = 2: stops at 5 s; 8 s → 25 m
  [c('快艇关闭发动机后在静水中做匀减速直线运动，初速度为 10 m/s，加速度大小为 2 m/s²，则 8 s 内快艇的位移为', '25 m', '16 m', '80 m', '64 m'), 'A', 'mayRefuse'],
  // 「关闭发动机后又…」: 2 s coasting (32 m, v = 12), then 4 s uniform at 12 m/s (48 m): 80 m
  [c('汽车以 20 m/s 的速度行驶，关闭发动机后以 4 m/s² 的加速度做匀减速运动，2 s 后又恢复动力，以此时的速度做匀速直线运动，则关闭发动机后 6 s 内的位移为', '80 m', '50 m', '48 m', '120 m'), 'A', 'mayRefuse'],
  // Inverse: 10 s distance 64 m, a = 2 → it stopped before 10 s: v0²/4 = 64, v0 = 16 m/s (not 16.4)
  [c('汽车关闭发动机后在水平路面上做匀减速直线运动，加速度大小为 2 m/s²，关闭发动机后 10 s 内滑行了 64 m，则关闭发动机时汽车的速度为', '16 m/s', '16.4 m/s', '8 m/s', '12.8 m/s'), 'A', 'mayRefuse'],
  // Train 20 m/s, a = 0.5: stops at 40 s; 1 min → 400 m
  [c('列车进站前关闭发动机，做匀减速直线运动，初速度为 20 m/s，加速度大小为 0.5 m/s²，则关闭发动机后 1 min 内列车的位移为', '300 m', '400 m', '1200 m', '600 m'), 'B', 'mayRefuse'],
  // 熄火 on a slope, rolling back: undecided
  [c('汽车在斜坡上熄火后沿斜坡向上减速滑行，初速度为 6 m/s，加速度大小为 2 m/s²，则熄火后 5 s 末的速度为', '0', '4 m/s', '16 m/s', '2 m/s'), null, 'refuses'],
  // Plain blank, plane 50 m/s, a = 5: stops at 10 s, 12 s → 250 m
  ['飞机着陆后做匀减速直线运动，着陆时的速度为 50 m/s，加速度大小为 5 m/s²，则着陆后 12 s 内的位移为 ____ m。', 250, 'mayRefuse'],
  // Ball rolling up a smooth slope and back: v(5) = 6 − 10 = −4 m/s (speed 4)
  [c('小球以 6 m/s 的初速度冲上光滑斜面，做匀减速直线运动，加速度大小为 2 m/s²，则 5 s 末小球的速度大小为', '4 m/s', '0', '16 m/s', '2 m/s'), 'A', 'mayRefuse'],
  // 关闭油门, then stopping distance: 15²/(2·3) = 37.5 m
  [c('摩托车以 15 m/s 的速度行驶，关闭油门后做匀减速直线运动，加速度大小为 3 m/s²，则关闭油门后 8 s 内的位移为', '37.5 m', '24 m', '120 m', '96 m'), 'A', 'mayRefuse'],

  // ── The printed blank. A blank standing for the number asked (t = (10 − 2)/2 = 4 s)
  [c('一物体做匀加速直线运动，初速度为 2 m/s，加速度为 2 m/s²，则经过 $(\\quad)$ s 物体的速度达到 10 m/s', '2', '4', '5', '8'), 'B', 'mayRefuse'],
  // F = ma = 6 N, the blank inside the sentence
  [c('质量为 $2 \\mathrm{~kg}$ 的物体在光滑水平面上受到 $(\\qquad)$ N 的水平合力时，加速度为 $3 \\mathrm{~m} / \\mathrm{s}^{2}$', '1.5', '6', '5', '3'), 'B', 'mayRefuse'],
  // Two blanks: v = 6 m/s, x = 9 m
  ['一物体由静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，则 $3 \\mathrm{~s}$ 末的速度为 $(\\quad)$ m/s，$3 \\mathrm{~s}$ 内的位移为 $(\\quad)$ m。', [6, 9], 'mayRefuse'],
  // A plain printed bracket and options on one line
  ['电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则路端电压为（ ） A. 1 V B. 2 V C. 3 V D. 1.5 V', 'B', 'mayRefuse'],
  // Full-width blank
  [c('电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则电源的输出功率为（\\quad）', '2 W', '3 W', '1 W', '4.5 W'), 'A', 'mayRefuse'],
  // Numbered parts $(1)$ $(2)$: I = 1 A, U = 2 V
  ['电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻。$(1)$ 求电路中的电流；$(2)$ 求路端电压。', [1, 2], 'mayRefuse'],
  // Chemistry: 0.5 mol water is 9 g
  [c('$0.5 \\mathrm{~mol} \\mathrm{H}_{2} \\mathrm{O}$ 的质量为 $(\\quad)$', '$9 \\mathrm{~g}$', '$18 \\mathrm{~g}$', '$4.5 \\mathrm{~g}$', '$36 \\mathrm{~g}$'), 'A', 'mayRefuse'],
  // The blank as the unit's number: 0.5 mol of CO2 is (\quad) g → 22 g
  [c('$0.5 \\mathrm{~mol} \\mathrm{CO}_{2}$ 的质量是 $(\\quad) \\mathrm{g}$', '22', '44', '11', '88'), 'A', 'mayRefuse'],
  // Braking car with the blank mid-sentence: stops after 10/2 = 5 s
  [c('汽车以 10 m/s 的速度行驶，刹车后做匀减速直线运动，加速度大小为 2 m/s²，则刹车后经过 $(\\quad)$ s 汽车停下', '5', '10', '20', '2.5'), 'A', 'mayRefuse'],
  // Left bracket printed \left(\quad\right)
  [c('电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则电路中的电流为 $\\left(\\quad\\right)$', '1 A', '1.5 A', '3 A', '0.5 A'), 'A', 'mayRefuse'],
  // A formula bracket $(3)$ in a statement list: 「(3) 」 statements numbered; free fall 2 s: v = 20 m/s, h = 20 m
  [c('一物体从高处自由下落，g 取 10 m/s²，下列说法：$(1)$ 第 2 s 末的速度为 20 m/s；$(2)$ 前 2 s 内的位移为 20 m；$(3)$ 第 2 s 内的位移为 20 m。其中正确的是', '(1)(2)', '(1)(3)', '(2)(3)', '(1)(2)(3)'), 'A', 'mayRefuse'],
  // ── Next to the fixes. 「外电路的总电阻」 is R: E=12, r=2, R=4 → I = 2 A
  [c('电源的电动势为 12 V，内阻为 2 Ω，外电路的总电阻为 4 Ω，则电路中的电流为', '2 A', '3 A', '6 A', '1.5 A'), 'A', 'mayRefuse'],
  // One cell (一节) is the source told: 1.5/(0.5 + 1) = 1 A
  [c('一节干电池的电动势为 1.5 V，内阻为 0.5 Ω，外接 1 Ω 的电阻，则电路中的电流为', '1 A', '1.5 A', '3 A', '0.5 A'), 'A', 'mayRefuse'],
  // Three cells in series, digits: E = 4.5 V, r = 1.5 Ω, R = 3 Ω → I = 1 A (read as one cell: 1.5/3.5)
  [c('3 节电动势均为 1.5 V、内阻均为 0.5 Ω 的电池，外接 3 Ω 的电阻，则电路中的电流为', '1 A', '0.43 A', '0.5 A', '1.5 A'), 'A', 'mayRefuse'],
  // 短路电流 asked: E/r = 3 A, not the working current 1 A
  [c('电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，则该电源的短路电流为', '3 A', '1 A', '1.5 A', '0.5 A'), 'A', 'mayRefuse'],
  // A spacecraft coasting upwards turns back like the rocket: 30·8 − 5·64 = −80 m (80 m below)
  [c('飞船升空后以 30 m/s 的速度运动时关闭发动机，此后以 10 m/s² 的加速度做匀减速运动，则关闭发动机后 8 s 内的位移大小为', '80 m', '45 m', '240 m', '560 m'), 'A', 'mayRefuse'],
];

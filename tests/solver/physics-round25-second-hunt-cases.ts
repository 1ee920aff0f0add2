/**
 * Round 25, second look-alike hunt: problems one detail away from the physics kinds decision 0131 added — μ on level
 * ground and the braking stop (a body that stops stays stopped only when nothing else acts: a reversed pull, a slope,
 * a conveyor belt, a moving board, a smooth stretch break it), Hooke's law (springs in series and parallel, the
 * stretch against the length, k in N/cm or kN/m), forces at an angle (above or below the horizontal changes the
 * normal force and so μN), charged particles (an electron's charge sign, eV, a start speed, proton and α), the gas
 * law as a multiple (°C against K), two bodies' ratios asked either way, a rated lamp at another voltage, resistors
 * given as a ratio, surd options, 多选 and neighbouring kinds. Every answer worked by hand (working in the comment);
 * null marks a problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const N = (x: string) => `$${x} \\mathrm{~N}$`;
const M = (x: string) => `$${x} \\mathrm{~m}$`;
const J = (x: string) => `$${x} \\mathrm{~J}$`;
const CM = (x: string) => `$${x} \\mathrm{~cm}$`;
const G10 = '$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$';
const BRAKE =
  '汽车在水平路面上紧急刹车，刹车前的速度为 $20 \\mathrm{~m} / \\mathrm{s}$，轮胎与路面间的动摩擦因数为 $0.5$，$g=10 \\mathrm{~m} / \\mathrm{s}^{2}$，';

// biome-ignore format: one problem a line
export const ROUND25_SECOND_LOOKALIKES: Lookalike[] = [
  // —— μ on level ground, the braking stop ——
  // Stops at 4 s; 2 s is before the stop: 20·2 − ½·5·4 = 30 m
  [c(`${BRAKE}则刹车后 $2 \\mathrm{~s}$ 内汽车滑行的距离为`, M('30'), M('40'), M('20'), M('50')), 'A', 'solves'],
  // 6 s past the stop: the speed is 0 (v0 − at = −10 m/s is the trap)
  [c(`${BRAKE}则刹车后 $6 \\mathrm{~s}$ 末汽车的速度大小为`, '$0$', '$10 \\mathrm{~m} / \\mathrm{s}$', '$5 \\mathrm{~m} / \\mathrm{s}$', '$20 \\mathrm{~m} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // The 3rd second, not the first 3 s: x(3) − x(2) = 37.5 − 30 = 7.5 m (37.5 m is the trap)
  [c(`${BRAKE}则刹车后第 $3 \\mathrm{~s}$ 内汽车滑行的距离为`, M('7.5'), M('37.5'), M('12.5'), M('2.5')), 'A', 'mayRefuse'],
  // The last second before the stop: ½·5·1² = 2.5 m (the first 1 s, 17.5 m, is the trap)
  [c(`${BRAKE}则汽车停止前最后 $1 \\mathrm{~s}$ 内滑行的距离为`, M('2.5'), M('17.5'), M('5'), M('20')), 'A', 'mayRefuse'],
  // At the end of the 2nd second (a moment, not an interval): v = 20 − 10 = 10 m/s
  [c(`${BRAKE}则刹车后第 $2 \\mathrm{~s}$ 末汽车的速度大小为`, '$10 \\mathrm{~m} / \\mathrm{s}$', '$0$', '$15 \\mathrm{~m} / \\mathrm{s}$', '$5 \\mathrm{~m} / \\mathrm{s}$'), 'A', 'mayRefuse'],
  // Plain typing, 5 s past the stop at 4 s: 40 m
  ['汽车在水平路面上紧急刹车，刹车前速度为20m/s，轮胎与地面间的动摩擦因数为0.5，g取10m/s²，求刹车后5s内汽车滑行的距离。', 40, 'solves'],
  // The 5th second lies past the stop at 4 s: 0 (40 m is the trap)
  [c(`${BRAKE}则刹车后第 $5 \\mathrm{~s}$ 内汽车滑行的距离为`, M('0'), M('40'), M('2.5'), M('2')), 'A', 'mayRefuse'],
  // 72 km/h = 20 m/s: 400/10 = 40 m
  [c('汽车以 $72 \\mathrm{~km} / \\mathrm{h}$ 的速度在水平路面上行驶，紧急刹车后车轮抱死滑行，轮胎与路面间的动摩擦因数为 $0.5$，$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则汽车的刹车距离为', M('20'), M('40'), M('72'), M('518.4')), 'B', 'solves'],
  // 「最后停下」 is not an interval: x = 16/4 = 4 m
  [c(`质量为 $1 \\mathrm{~kg}$ 的物块以 $4 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平地面上滑行，最后停下，物块与地面间的动摩擦因数为 $0.2$，${G10}，则物块滑行的距离为`, M('2'), M('4'), M('8'), M('16')), 'B', 'solves'],
  // The 2nd second of a puck that stops at 15 s: x(2) − x(1) = 5.6 − 2.9 = 2.7 m (5.6 m is the trap)
  [c('冰壶以 3 m/s 的速度被掷出后在水平冰面上滑行，冰壶与冰面间的动摩擦因数为 0.02，g 取 10 m/s²，则冰壶在第 2 s 内滑行的距离为', '2.7 m', '5.6 m', '2.9 m', '3 m'), 'A', 'mayRefuse'],
  // A reaction time first: 20·0.5 + 40 = 50 m (40 m is the trap)
  [c(`${BRAKE}司机的反应时间为 $0.5 \\mathrm{~s}$，则从司机发现情况到汽车停止，汽车前进的距离为`, M('40'), M('50'), M('10'), M('45')), 'B', 'mayRefuse'],
  // Asked 50 m, past the stopping distance of 40 m: it never gets there
  [c(`${BRAKE}则汽车滑行 $50 \\mathrm{~m}$ 所用的时间为`, '$4 \\mathrm{~s}$', '$5 \\mathrm{~s}$', '$2 \\mathrm{~s}$', '$10 \\mathrm{~s}$'), null, 'refuses'],
  // A pull against the motion: a = (6 + 2)/1 = 8, stops at 1.5 s after 9 m; 6 N > μmg = 2 N pulls it back with a = 4 for 1.5 s: 4.5 m back, displacement 4.5 m (9 m, the stop, is the trap)
  [c(`质量为 $1 \\mathrm{~kg}$ 的物块以 $12 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平地面上向右滑行，同时受到水平向左、大小为 $6 \\mathrm{~N}$ 的恒力作用，物块与地面间的动摩擦因数为 $0.2$，${G10}，则 $3 \\mathrm{~s}$ 内物块的位移大小为`, M('9'), M('4.5'), M('13.5'), M('0')), 'B', 'mayRefuse'],
  // Up a rough slope and back: a = g(sin + μcos) = 10 up, stops at 1 s after 5 m; tan 37° > 0.5, so it slides back with a = 2: after 2 s it is 5 − 1 = 4 m up (5 m, the stop, is the trap)
  [c(`物块以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度冲上倾角为 $37^{\\circ}$ 的足够长的固定斜面，物块与斜面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物块在 $2 \\mathrm{~s}$ 内的位移大小为`, M('5'), M('4'), M('0'), M('6')), 'B', 'mayRefuse'],
  // Onto a belt moving the same way at 2 m/s: slows at 2 m/s² to 2 m/s in 1 s (3 m), then rides: 3 + 4 = 7 m (the stop, 4 m, is the trap)
  [c(`物块以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度滑上以 $2 \\mathrm{~m} / \\mathrm{s}$ 的速度同向匀速运动的足够长的水平传送带，物块与传送带间的动摩擦因数为 $0.2$，${G10}，则物块滑上传送带后 $3 \\mathrm{~s}$ 内的位移大小为`, M('4'), M('7'), M('3'), M('8')), 'B', 'mayRefuse'],
  // Onto a board on a smooth floor: block −2, board +1 m/s², common 2 m/s at 2 s; block 8 m then 2 m: 10 m (9 m is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的长木板静止在光滑水平面上，质量为 $1 \\mathrm{~kg}$ 的物块以 $6 \\mathrm{~m} / \\mathrm{s}$ 的初速度滑上木板，物块与木板间的动摩擦因数为 $0.2$，木板足够长，${G10}，则物块滑上木板后 $3 \\mathrm{~s}$ 内物块的位移大小为`, M('9'), M('10'), M('8'), M('12')), 'B', 'mayRefuse'],
  // Rough for 2 s (16 m, 6 m/s), then onto a smooth floor for 2 s (12 m): 28 m (24 m is the trap)
  [c(`物块以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度在粗糙水平面上滑行，物块与该水平面间的动摩擦因数为 $0.2$，滑行 $2 \\mathrm{~s}$ 后进入光滑水平面，${G10}，则物块开始滑行后 $4 \\mathrm{~s}$ 内的位移大小为`, M('24'), M('28'), M('25'), M('40')), 'B', 'mayRefuse'],
  // A wind of unknown size against the motion: undecidable (μg alone, 25 m, is the trap)
  [c(`物块以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平地面上滑行，滑行中始终受到与运动方向相反的水平风力作用，物块与地面间的动摩擦因数为 $0.2$，${G10}，则物块滑行的最大距离为`, M('25'), M('50'), M('20'), M('12.5')), null, 'refuses'],
  // Sliding on the level floor of a lift speeding up at 2 m/s²: N = m(g + a), f = 0.5·2·12 = 12 N (10 N is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度加速上升的电梯的水平地板上滑动，物体与地板间的动摩擦因数为 $0.5$，${G10}，则物体受到的滑动摩擦力大小为`, N('10'), N('12'), N('8'), N('2')), 'B', 'mayRefuse'],
  // A weight in N sliding down a slope uniformly: f = G sin 37° = 60 N
  [c('重为 $100 \\mathrm{~N}$ 的物体沿倾角为 $37^{\\circ}$ 的固定斜面匀速下滑，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体受到的摩擦力大小为', N('60'), N('80'), N('100'), N('75')), 'A', 'mayRefuse'],
  // Only 「加速度大小为 2」: speeding up (F = 14 N) or slowing under a forward pull (6 N) — undecidable
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平拉力作用下在水平面上做直线运动，加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，物体与水平面间的动摩擦因数为 $0.5$，${G10}，则拉力的大小为`, N('6'), N('14'), N('10'), N('4')), null, 'refuses'],
  // A pull against the motion: F + μmg = ma, F = 16 − 10 = 6 N (ma + μmg = 26 N is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平面上向右运动，受到水平向左的拉力作用，物体的加速度大小为 $8 \\mathrm{~m} / \\mathrm{s}^{2}$，物体与水平面间的动摩擦因数为 $0.5$，${G10}，则拉力的大小为`, N('6'), N('26'), N('16'), N('10')), 'A', 'mayRefuse'],
  // F = ma + μmg with grams: 0.5·2 + 0.2·0.5·10 = 2 N
  [c(`质量为 $500 \\mathrm{~g}$ 的物体在水平拉力作用下沿水平面做加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的匀加速直线运动，物体与水平面间的动摩擦因数为 $0.2$，${G10}，则拉力的大小为`, N('1'), N('2'), N('1001'), N('3')), 'B', 'solves'],
  // Pressed against a wall and sliding down uniformly: μF = G, F = 10/0.5 = 20 N (μG = 5 N is the trap)
  [c('用水平力 $F$ 把重为 $10 \\mathrm{~N}$ 的物块压在竖直墙壁上，物块恰好沿墙壁匀速下滑，物块与墙壁间的动摩擦因数为 $0.5$，则 $F$ 的大小为', N('5'), N('10'), N('20'), N('50')), 'C', 'mayRefuse'],
  // Held still against a wall: static friction equals the weight, 10 N (μF = 12 N is the trap)
  [c('用 $20 \\mathrm{~N}$ 的水平力把重为 $10 \\mathrm{~N}$ 的木块压在竖直墙壁上，木块保持静止，木块与墙壁间的动摩擦因数为 $0.6$，则木块受到的摩擦力大小为', N('10'), N('12'), N('20'), N('6')), 'A', 'mayRefuse'],
  // A weight in N, sliding without a uniform push: f = μG = 20 N
  [c('重为 $100 \\mathrm{~N}$ 的物体在水平地面上向右滑动，物体与地面间的动摩擦因数为 $0.2$，则物体受到的滑动摩擦力大小为', N('20'), N('100'), N('0'), N('5')), 'A', 'mayRefuse'],
  // Moving right, pulled left by 20 N: sliding friction μG = 0.1·200 = 20 N (the pull does not change it)
  [c('重为 $200 \\mathrm{~N}$ 的物体在水平面上向右运动，同时受到水平向左、大小为 $10 \\mathrm{~N}$ 的拉力，物体与水平面间的动摩擦因数为 $0.1$，则物体受到的摩擦力大小为', N('10'), N('20'), N('30'), N('0')), 'B', 'mayRefuse'],
  // A uniform push below the horizontal: 0.8F = 0.5(100 + 0.6F), F = 100 N (μG = 50 N is the trap)
  [c('用与水平方向成 $37^{\\circ}$ 角斜向下的推力推着重为 $100 \\mathrm{~N}$ 的木箱在水平地面上匀速前进，木箱与地面间的动摩擦因数为 $0.5$，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则推力的大小为', N('50'), N('62.5'), N('100'), N('40')), 'C', 'mayRefuse'],
  // A pull 37° above: N = 20 − 6 = 14 N, f = 7 N
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在与水平方向成 $37^{\\circ}$ 角斜向上、大小为 $10 \\mathrm{~N}$ 的拉力作用下沿水平面滑动，物体与水平面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体受到的滑动摩擦力大小为`, N('10'), N('7'), N('13'), N('4')), 'B', 'mayRefuse'],
  // A push 37° below: N = 20 + 6 = 26 N, f = 13 N
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在与水平方向成 $37^{\\circ}$ 角斜向下、大小为 $10 \\mathrm{~N}$ 的推力作用下沿水平面滑动，物体与水平面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体受到的滑动摩擦力大小为`, N('10'), N('7'), N('13'), N('4')), 'C', 'mayRefuse'],
  // Friction's work under a push below: N = 130 N, f = 65 N, W = −650 J (−500 J is the trap)
  [c(`质量为 $10 \\mathrm{~kg}$ 的木箱在与水平方向成 $37^{\\circ}$ 角斜向下的推力 $F=50 \\mathrm{~N}$ 作用下沿水平地面前进了 $10 \\mathrm{~m}$，木箱与地面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则摩擦力对木箱做的功为`, J('-650'), J('-500'), J('-350'), J('650')), 'A', 'mayRefuse'],
  // μ = tan 45° = 1
  [c('一物体恰好能沿倾角为 $45^{\\circ}$ 的固定斜面匀速下滑，则物体与斜面间的动摩擦因数为', '0.5', '1', '$\\frac{\\sqrt{2}}{2}$', '$\\sqrt{2}$'), 'B', 'solves'],
  // Just at rest on the slope (max static = sliding), not sliding: μ ≥ tan 37°, the least μ is 0.75 but 「恰好静止」 is not 「匀速下滑」 — the kind must not take it as given
  [c('物体恰好能静止在倾角为 $37^{\\circ}$ 的固定斜面上，设最大静摩擦力等于滑动摩擦力，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体与斜面间的动摩擦因数为', '0.6', '0.75', '0.8', '1.33'), 'B', 'mayRefuse'],
  // Smooth 45° slope: a = g sin 45° = 5√2 m/s²
  [c(`物体从倾角为 $45^{\\circ}$ 的光滑固定斜面上由静止开始下滑，${G10}，则物体下滑的加速度大小为`, '$5 \\mathrm{~m} / \\mathrm{s}^{2}$', '$5 \\sqrt{3} \\mathrm{~m} / \\mathrm{s}^{2}$', '$10 \\mathrm{~m} / \\mathrm{s}^{2}$', '$5 \\sqrt{2} \\mathrm{~m} / \\mathrm{s}^{2}$'), 'D', 'solves'],
  // 多选 over the braking car: a = 5 m/s², t = 4 s, x = 40 m; 6 s covers 40 m, not 60 m
  [c(`（多选）${BRAKE}则`, '汽车刹车的加速度大小为 $5 \\mathrm{~m} / \\mathrm{s}^{2}$', '汽车刹车后 $4 \\mathrm{~s}$ 停止', '汽车刹车后 $6 \\mathrm{~s}$ 内的位移为 $60 \\mathrm{~m}$', '汽车的刹车距离为 $40 \\mathrm{~m}$'), 'ABD', 'mayRefuse'],

  // —— Hooke's law ——
  // 500 g hung on 100 N/m: x = 5/100 = 5 cm
  [c(`一根劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，下端悬挂质量为 $500 \\mathrm{~g}$ 的物体，物体静止时（在弹性限度内），${G10}，则弹簧的伸长量为`, CM('0.5'), CM('5'), CM('50'), CM('2')), 'B', 'solves'],
  // Two equal springs side by side (并联) share 10 N: 5 N each, x = 5 cm (10 cm is the trap)
  [c('两根劲度系数均为 $100 \\mathrm{~N} / \\mathrm{m}$ 的相同轻弹簧并联后，下端共同挂 $10 \\mathrm{~N}$ 的重物，静止时弹簧的伸长量为', CM('5'), CM('10'), CM('20'), CM('2.5')), 'A', 'mayRefuse'],
  // Compressed: the length asked 10 − 2 = 8 cm (the compression 2 cm is the trap)
  [c('一根原长为 $10 \\mathrm{~cm}$ 的轻弹簧，劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$，受到 $4 \\mathrm{~N}$ 的压力作用时（在弹性限度内），弹簧的长度为', CM('2'), CM('8'), CM('12'), CM('10')), 'B', 'mayRefuse'],
  // 「伸长到 12 cm」 is a length: x = 2 cm, k = 2/0.02 = 100 N/m (2/0.12 is the trap)
  [c('一根轻弹簧原长为 $10 \\mathrm{~cm}$，挂上 $2 \\mathrm{~N}$ 的重物静止时伸长到 $12 \\mathrm{~cm}$，则弹簧的劲度系数为', '$100 \\mathrm{~N} / \\mathrm{m}$', '$200 \\mathrm{~N} / \\mathrm{m}$', '$16.7 \\mathrm{~N} / \\mathrm{m}$', '$20 \\mathrm{~N} / \\mathrm{m}$'), 'A', 'mayRefuse'],
  // Two loads and two lengths, no natural length: k = (4 − 2)/(0.14 − 0.12) = 100 N/m
  [c('一根轻弹簧下端挂 $2 \\mathrm{~N}$ 的钩码时长度为 $12 \\mathrm{~cm}$，挂 $4 \\mathrm{~N}$ 的钩码时长度为 $14 \\mathrm{~cm}$（均在弹性限度内），则弹簧的劲度系数为', '$100 \\mathrm{~N} / \\mathrm{m}$', '$200 \\mathrm{~N} / \\mathrm{m}$', '$28.6 \\mathrm{~N} / \\mathrm{m}$', '$16.7 \\mathrm{~N} / \\mathrm{m}$'), 'A', 'mayRefuse'],
  // Proportion: 4 N at 2 cm, so 10 N at 5 cm
  [c('一根轻弹簧伸长 $2 \\mathrm{~cm}$ 时弹力为 $4 \\mathrm{~N}$，则当它伸长 $5 \\mathrm{~cm}$ 时（在弹性限度内）弹力为', N('10'), N('8'), N('20'), N('2.5')), 'A', 'mayRefuse'],
  // Stretched from 20 cm to 25 cm: F = 500·0.05 = 25 N
  [c('一根原长为 $20 \\mathrm{~cm}$ 的轻弹簧，劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$，在拉力作用下长度变为 $25 \\mathrm{~cm}$（在弹性限度内），则拉力的大小为', N('25'), N('125'), N('100'), N('2.5')), 'A', 'solves'],
  // 「被拉长到 25 cm」 is a length, and no natural length is given: undecidable (x = 25 cm is the trap)
  [c('一根劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧被拉长到 $25 \\mathrm{~cm}$（在弹性限度内），则弹簧的弹力大小为', N('25'), N('125'), N('100'), N('2.5')), null, 'refuses'],
  // 「压缩到 8 cm」 is a length, no natural length: undecidable
  [c('一根劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧被压缩到 $8 \\mathrm{~cm}$（在弹性限度内），则弹簧的弹力大小为', N('16'), N('4'), N('1600'), N('2')), null, 'refuses'],
  // 「缩短到 8 cm」 likewise
  [c('一根劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，在压力作用下缩短到 $8 \\mathrm{~cm}$，则压力的大小为', N('16'), N('4'), N('1600'), N('2')), null, 'refuses'],
  // 多选 statements about a spring: no statement judge
  [c('（多选）关于弹簧的劲度系数，下列说法正确的是', '与弹簧所受拉力的大小有关', '由弹簧本身的性质决定', '与弹簧的伸长量无关', '弹簧伸长量越大，劲度系数越大'), 'BC', 'mayRefuse'],
  // 「伸长量为 2 cm」 is the stretch: F = 200·0.02 = 4 N
  [c('一根劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，伸长量为 $2 \\mathrm{~cm}$ 时（在弹性限度内），弹簧的弹力大小为', N('4'), N('400'), N('100'), N('0.04')), 'A', 'solves'],
  // The length asked with no natural length: undecidable
  [c('一根劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，受到 $10 \\mathrm{~N}$ 的拉力作用（在弹性限度内），则弹簧的长度为', CM('5'), CM('10'), CM('15'), CM('20')), null, 'refuses'],
  // k in N/cm: x = 6/2 = 3 cm
  [c('一根劲度系数为 $2 \\mathrm{~N} / \\mathrm{cm}$ 的轻弹簧，受到 $6 \\mathrm{~N}$ 的拉力作用（在弹性限度内），则弹簧的伸长量为', CM('3'), CM('12'), '$0.03 \\mathrm{~cm}$', CM('300')), 'A', 'mayRefuse'],
  // k in kN/m: F = 2000·0.05 = 100 N
  [c('一根劲度系数为 $2 \\mathrm{~kN} / \\mathrm{m}$ 的轻弹簧，伸长 $5 \\mathrm{~cm}$ 时（在弹性限度内）弹簧的弹力大小为', N('0.1'), N('10'), N('100'), N('1000')), 'C', 'mayRefuse'],
  // Plain typing: 400 N/m, pulled by 8 N, x = 0.02 m = 2 cm
  ['一根弹簧的劲度系数是400N/m，用8N的力拉它（在弹性限度内），弹簧伸长了多少厘米？', [2, 0.02], 'solves'],

  // —— forces at an angle ——
  // 6 N and 8 N at 60°: √(36 + 64 + 48) = √148 = 2√37 N
  [c('两个共点力的大小分别为 $6 \\mathrm{~N}$ 和 $8 \\mathrm{~N}$，它们之间的夹角为 $60^{\\circ}$，则合力的大小为', N('10'), N('14'), N('$2 \\sqrt{37}$'), N('$2 \\sqrt{13}$')), 'C', 'solves'],
  // Equal 10 N forces at 120°: 10 N
  [c('两个大小均为 $10 \\mathrm{~N}$ 的共点力，夹角为 $120^{\\circ}$，则它们的合力大小为', N('0'), N('10'), N('$10 \\sqrt{3}$'), N('20')), 'B', 'mayRefuse'],
  // The direction of the resultant asked: tanφ = 4/3, φ = 53° from the 3 N force (5 N is the trap)
  [c('两个共点力的大小分别为 $3 \\mathrm{~N}$ 和 $4 \\mathrm{~N}$，两力互相垂直，则合力的方向与 $3 \\mathrm{~N}$ 的力之间的夹角为', '$37^{\\circ}$', '$53^{\\circ}$', '$45^{\\circ}$', '$90^{\\circ}$'), 'B', 'mayRefuse'],
  // A push 30° below the horizontal: its horizontal part 10 cos 30° = 5√3 N
  [c('一个大小为 $10 \\mathrm{~N}$ 的推力斜向下与水平方向成 $30^{\\circ}$ 角，则该力沿水平方向的分力大小为', N('5'), N('$5 \\sqrt{3}$'), N('10'), N('$10 \\sqrt{3}$')), 'B', 'solves'],
  // At 60° to the vertical, moved 2 m level: W = Fx sin 60° = 10√3 J (10 J is the trap)
  [c('物体在与竖直方向成 $60^{\\circ}$ 角的恒定拉力 $F=10 \\mathrm{~N}$ 作用下沿光滑水平面移动了 $2 \\mathrm{~m}$，则拉力做的功为', J('10'), J('$10 \\sqrt{3}$'), J('20'), J('5')), 'B', 'mayRefuse'],
  // 120° between the force and the displacement: W = 10·1·(−½) = −5 J
  [c('一个恒力 $F=10 \\mathrm{~N}$ 作用在物体上，力与物体位移方向的夹角为 $120^{\\circ}$，物体的位移大小为 $1 \\mathrm{~m}$，则力 $F$ 对物体做的功为', J('5'), J('-5'), J('$5 \\sqrt{3}$'), J('-10')), 'B', 'mayRefuse'],
  // cm: W = 10·0.5·½ = 2.5 J
  [c('用与水平方向成 $60^{\\circ}$ 角斜向上的恒定拉力 $F=10 \\mathrm{~N}$ 拉物体，使物体沿水平地面前进了 $50 \\mathrm{~cm}$，则拉力做的功为', J('2.5'), J('250'), J('5'), J('4.33')), 'A', 'solves'],

  // —— charged particles ——
  // An electron's charge printed negative: E_k = |q|U = 1.6×10⁻¹⁷ J
  [c('电子（电荷量为 $-1.6 \\times 10^{-19} \\mathrm{C}$）从静止开始经 $100 \\mathrm{~V}$ 的电压加速，则它获得的动能为', '$1.6 \\times 10^{-17} \\mathrm{~J}$', '$-1.6 \\times 10^{-17} \\mathrm{~J}$', '$1.6 \\times 10^{-21} \\mathrm{~J}$', '$3.2 \\times 10^{-17} \\mathrm{~J}$'), 'A', 'solves'],
  // The energy in eV: 100 eV (the joules 1.6×10⁻¹⁷ printed as eV is the trap)
  [c('电子（电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$）从静止开始经 $100 \\mathrm{~V}$ 的电压加速，则它获得的动能为', '$100 \\mathrm{eV}$', '$1.6 \\times 10^{-17} \\mathrm{eV}$', '$1.6 \\times 10^{-19} \\mathrm{eV}$', '$200 \\mathrm{eV}$'), 'A', 'solves'],
  // v = √(2·1.6×10⁻¹⁹·910 / 9.1×10⁻³¹) = √(3.2×10¹⁴) ≈ 1.79×10⁷ m/s
  [c('电子的质量为 $9.1 \\times 10^{-31} \\mathrm{~kg}$，电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$，电子由静止开始经 $910 \\mathrm{~V}$ 的电压加速，不计重力，则电子获得的速度大小约为', '$1.79 \\times 10^{7} \\mathrm{~m} / \\mathrm{s}$', '$3.2 \\times 10^{14} \\mathrm{~m} / \\mathrm{s}$', '$1.26 \\times 10^{7} \\mathrm{~m} / \\mathrm{s}$', '$5.66 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$'), 'A', 'solves'],
  // Proton and α through one U: E_k ∝ q, 1 : 2
  [c('质子和 $\\alpha$ 粒子由静止开始经同一电压加速，则它们获得的动能之比为', '1:1', '1:2', '2:1', '1:4'), 'B', 'mayRefuse'],
  // Proton and α through one U: v ∝ √(q/m), √(1/1) : √(2/4) = √2 : 1
  [c('质子和 $\\alpha$ 粒子由静止开始经同一电压加速，则它们获得的速度大小之比为', '1:1', '$\\sqrt{2}: 1$', '2:1', '1:2'), 'B', 'mayRefuse'],
  // Decelerated against the field from 2×10⁶ m/s: ½mv² = 1.82×10⁻¹⁸ J < eU? ½·9.1e-31·4e12 = 1.82e-18 J, eU = 1.6e-18 J: ends with 2.2×10⁻¹⁹ J (from-rest reading is the trap)
  [c('电子的电荷量为 $1.6 \\times 10^{-19} \\mathrm{C}$，以 $2 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度逆着电场线方向射入电场，经过电压为 $10 \\mathrm{~V}$ 的两点，则电子的动能增加了', '$1.6 \\times 10^{-18} \\mathrm{~J}$', '$1.6 \\times 10^{-20} \\mathrm{~J}$', '$3.2 \\times 10^{-18} \\mathrm{~J}$', '$0$'), 'A', 'mayRefuse'],
  // An electron's charge printed negative, circling: r = 9.1×10⁻³¹·1.6×10⁶/(1.6×10⁻¹⁹·0.01) = 9.1×10⁻⁴ m
  [c('电子的质量为 $9.1 \\times 10^{-31} \\mathrm{~kg}$，电荷量为 $-1.6 \\times 10^{-19} \\mathrm{C}$，以 $1.6 \\times 10^{6} \\mathrm{~m} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.01 \\mathrm{~T}$ 的匀强磁场中，不计重力，则电子做圆周运动的半径为', M('$9.1 \\times 10^{-4}$'), M('$-9.1 \\times 10^{-4}$'), M('$9.1 \\times 10^{-2}$'), M('$1.6 \\times 10^{-3}$')), 'A', 'solves'],
  // Radius with the speed in km/s: r = 4×10⁻¹⁰·1000/(2×10⁻⁶·0.2) = 1 m
  [c('质量为 $4 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $2 \\times 10^{-6} \\mathrm{C}$ 的带电粒子，以 $1 \\mathrm{~km} / \\mathrm{s}$ 的速度垂直射入磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中，不计重力，则粒子做圆周运动的半径为', M('0.001'), M('1'), M('1000'), M('0.1')), 'B', 'solves'],
  // Entering along the field lines: no circling (the radius formula is the trap)
  [c('质量为 $4 \\times 10^{-10} \\mathrm{~kg}$、电荷量为 $2 \\times 10^{-6} \\mathrm{C}$ 的带电粒子，以 $100 \\mathrm{~m} / \\mathrm{s}$ 的速度沿磁感线方向射入磁感应强度为 $0.2 \\mathrm{~T}$ 的匀强磁场中，不计重力，则粒子运动的半径为', M('0.1'), M('1'), M('10'), M('0.01')), null, 'refuses'],
  // Accelerated by U then into B: r = (1/B)√(2mU/q), letters (two stages)
  [c('质量为 $m$、电荷量为 $q$ 的带电粒子由静止开始经电压 $U$ 加速后，垂直射入磁感应强度为 $B$ 的匀强磁场中，不计重力，则粒子做圆周运动的半径为', '$\\frac{1}{B} \\sqrt{\\frac{2 m U}{q}}$', '$\\frac{m U}{q B}$', '$\\frac{1}{B} \\sqrt{\\frac{m U}{q}}$', '$\\frac{2 m U}{q B}$'), 'A', 'mayRefuse'],
  // The period in letters is independent of v: 2πm/(qB); the option 2πmv/(qB) is the trap
  [c('电荷量为 $q$、质量为 $m$ 的带电粒子以速度 $v$ 垂直于磁场方向射入磁感应强度为 $B$ 的匀强磁场中，不计重力，则粒子运动的周期为', '$\\frac{2 \\pi m v}{q B}$', '$\\frac{m v}{q B}$', '$\\frac{2 \\pi m}{q B}$', '$\\frac{2 \\pi q B}{m}$'), 'C', 'solves'],

  // —— gas as a multiple ——
  // Celsius: 27 °C → 54 °C at constant volume, 300 K → 327 K: × 109/100 (the trap: 2 倍)
  [c('一定质量的理想气体，体积保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $54^{\\circ} \\mathrm{C}$，则气体的压强变为原来的', '2 倍', '$\\frac{109}{100}$', '$\\frac{1}{2}$', '$\\frac{100}{109}$'), 'B', 'solves'],
  // Cooling at constant volume: 400 K → 300 K, × 3/4
  [c('一定质量的理想气体，体积不变，温度由 $127^{\\circ} \\mathrm{C}$ 降低到 $27^{\\circ} \\mathrm{C}$，则气体的压强变为原来的', '$\\frac{27}{127}$', '$\\frac{3}{4}$', '$\\frac{4}{3}$', '$\\frac{1}{4}$'), 'B', 'solves'],
  // Below zero: −73 °C → 127 °C, 200 K → 400 K at constant pressure: V × 2
  [c('一定质量的理想气体，压强保持不变，温度由 $-73^{\\circ} \\mathrm{C}$ 升高到 $127^{\\circ} \\mathrm{C}$，则气体的体积变为原来的', '2 倍', '$\\frac{1}{2}$', '$\\frac{127}{73}$', '3 倍'), 'A', 'solves'],
  // Plain ℃: 27℃ → 327℃ at constant volume, 300 → 600 K: p × 2 (327/27 is the trap)
  [c('一定质量的气体，体积保持不变，温度由27℃升高到327℃，则气体的压强变为原来的', '2倍', '12.1倍', '$\\frac{1}{2}$', '4倍'), 'A', 'solves'],
  // Constant pressure, V 2 L → 3 L: T × 3/2
  [c('一定质量的理想气体，压强保持不变，体积由 $2 \\mathrm{~L}$ 增大到 $3 \\mathrm{~L}$，则气体的热力学温度变为原来的', '$\\frac{2}{3}$', '$\\frac{3}{2}$', '1 倍', '3 倍'), 'B', 'solves'],
  // Boyle compressed: V 2 L → 0.5 L, p × 4 (¼ is the trap)
  [c('一定质量的理想气体，温度保持不变，体积由 $2 \\mathrm{~L}$ 压缩到 $0.5 \\mathrm{~L}$，则气体的压强变为原来的', '$\\frac{1}{4}$', '4 倍', '2 倍', '$\\frac{1}{2}$'), 'B', 'solves'],
  // A Celsius temperature 「升高到原来的 2 倍」: 27 °C → 54 °C, not a doubling of T; no CHANGE reader must double p
  [c('一定质量的理想气体，体积保持不变，当它的摄氏温度由 $27^{\\circ} \\mathrm{C}$ 升高为原来的 2 倍时，气体的压强变为原来的', '2 倍', '$\\frac{109}{100}$', '$\\frac{1}{2}$', '$\\frac{100}{109}$'), 'B', 'mayRefuse'],
  // Constant pressure, 27 °C → 87 °C, density asked: ρ ∝ 1/V = 300/360 = 5/6 (6/5 is the trap)
  [c('一定质量的理想气体，压强保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $87^{\\circ} \\mathrm{C}$，则气体的密度变为原来的', '$\\frac{6}{5}$', '$\\frac{5}{6}$', '$\\frac{29}{9}$', '$\\frac{9}{29}$'), 'B', 'mayRefuse'],
  // The pressure rises by (not to) 2×10⁵ Pa: 1 → 3 ×10⁵ Pa, V × 1/3 (½ is the trap)
  [c('一定质量的理想气体，温度保持不变，压强由 $1 \\times 10^{5} \\mathrm{~Pa}$ 增大了 $2 \\times 10^{5} \\mathrm{~Pa}$，则气体的体积变为原来的', '$\\frac{1}{2}$', '$\\frac{1}{3}$', '2 倍', '3 倍'), 'B', 'mayRefuse'],

  // A sealed rigid vessel keeps the volume: 300 K → 400 K, p × 4/3
  [c('密闭刚性容器中封闭着一定质量的理想气体，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $127^{\\circ} \\mathrm{C}$，则气体的压强变为原来的', '$\\frac{4}{3}$', '$\\frac{127}{27}$', '$\\frac{3}{4}$', '4 倍'), 'A', 'solves'],
  // 0 °C → 100 °C at constant pressure: V × 373/273 (the Celsius trap has no finite multiple)
  [c('一定质量的理想气体，压强保持不变，温度由 $0^{\\circ} \\mathrm{C}$ 升高到 $100^{\\circ} \\mathrm{C}$，则气体的体积变为原来的', '$\\frac{373}{273}$', '$\\frac{273}{373}$', '100 倍', '$\\frac{100}{273}$'), 'A', 'solves'],

  // Compressed slowly in an insulated vessel: adiabatic, not Boyle (× 2 is the trap)
  [c('绝热容器中封闭着一定质量的理想气体，气体被缓慢压缩，体积由 $2 \\mathrm{~L}$ 减小到 $1 \\mathrm{~L}$，则气体的压强变为原来的', '2 倍', '$\\frac{1}{2}$', '4 倍', '1 倍'), null, 'refuses'],
  // 多选 statements about a gas held at constant volume
  [c('（多选）一定质量的理想气体，体积保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $327^{\\circ} \\mathrm{C}$，下列说法正确的是', '压强变为原来的 2 倍', '压强变为原来的 $\\frac{327}{27}$', '气体分子的平均动能增大', '气体的密度增大'), 'AC', 'mayRefuse'],

  // A minus sign printed as 「−」: 270 K → 300 K, p × 10/9
  [c('一定质量的理想气体，体积保持不变，温度由 $−3^{\\circ} \\mathrm{C}$ 升高到 $27^{\\circ} \\mathrm{C}$，则气体的压强变为原来的', '$\\frac{10}{9}$', '9 倍', '$\\frac{9}{10}$', '$-9$ 倍'), 'A', 'mayRefuse'],
  // Plain typing with a hyphen minus: −3℃ → 27℃ at constant pressure, V × 10/9
  ['一定质量的理想气体压强保持不变，温度由-3℃升高到27℃，气体的体积变为原来的几倍？', 10 / 9, 'solves'],

  // —— two bodies' ratios ——
  // Asked B : A: p_A : p_B = (1/2)·3 = 3 : 2, so p_B : p_A = 2 : 3
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 2$，速度大小之比 $v_{A}: v_{B}=3: 1$，则它们的动量大小之比 $p_{B}: p_{A}$ 为', '3:2', '2:3', '9:2', '1:6'), 'B', 'solves'],
  // Same speed: E_kA : E_kB = m_A : m_B = 2 : 1
  [c('$A$、$B$ 两物体的速度大小相同，质量之比 $m_{A}: m_{B}=2: 1$，则它们的动能之比 $E_{\\mathrm{kA}}: E_{\\mathrm{kB}}$ 为', '1:2', '2:1', '4:1', '1:4'), 'B', 'solves'],
  // Given kinetic energies, asked momenta: p = √(2mE_k), 1 : 2 (no speed ratio given)
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 4$，动能之比 $E_{\\mathrm{kA}}: E_{\\mathrm{kB}}=1: 1$，则它们的动量大小之比 $p_{A}: p_{B}$ 为', '1:4', '1:2', '2:1', '1:1'), 'B', 'mayRefuse'],
  // 甲、乙 with masses and speeds in numbers: E_k 2·9 : 3·4 = 3 : 2
  [c('甲物体的质量为 $2 \\mathrm{~kg}$、速度为 $3 \\mathrm{~m} / \\mathrm{s}$，乙物体的质量为 $3 \\mathrm{~kg}$、速度为 $2 \\mathrm{~m} / \\mathrm{s}$，则甲、乙两物体的动能之比为', '1:1', '3:2', '2:3', '9:4'), 'B', 'mayRefuse'],
  // Momentum ratio asked, kinetic energy given as a trap: masses 1 : 2 and speeds 2 : 1 — p 1 : 1
  [c('甲、乙两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，则甲、乙的动量大小之比为', '1:1', '2:1', '1:2', '4:1'), 'A', 'solves'],

  // Speeding up from rest over the same distance: E_k = F·x ∝ m·a, (1/2)·2 = 1 : 1 (m·a², 2 : 1, reading 「加速度之比」 as speeds, is the trap)
  [c('$A$、$B$ 两物体的质量之比为 $m_{A}: m_{B}=1: 2$，均由静止开始做匀加速直线运动，加速度之比为 $a_{A}: a_{B}=2: 1$，则两物体通过相同位移时的动能之比为', '1:1', '2:1', '4:1', '1:2'), 'A', 'mayRefuse'],
  // Both ratios asked at once: p 1 : 1 and E_k 2 : 1
  [c('$A$、$B$ 两物体的质量之比 $m_{A}: m_{B}=1: 2$，速度大小之比 $v_{A}: v_{B}=2: 1$，则它们的动量大小之比和动能之比分别为', '1:1，2:1', '1:1，1:1', '2:1，4:1', '1:2，2:1'), 'A', 'solves'],

  // —— lamps ——
  // 「220V 40W」 at 110 V, resistance kept: P = 40/4 = 10 W
  [c('一只“220 V 40 W”的灯泡，若接在 110 V 的电压上（灯丝电阻不变），则它的实际功率为', '10 W', '20 W', '40 W', '5 W'), 'A', 'solves'],
  // Its current at 110 V: 110/1210 = 1/11 A ≈ 0.091 A
  [c('一只标有“220 V 40 W”的灯泡，接在 110 V 的电压上（灯丝电阻不变），则通过它的电流约为', '0.18 A', '0.091 A', '0.36 A', '0.045 A'), 'B', 'solves'],
  // Two different lamps in series on 220 V: R 1210 and 484 Ω, I = 220/1694, P甲 = I²·1210 ≈ 20.4 W
  [c('甲灯标有“220 V 40 W”，乙灯标有“220 V 100 W”，将它们串联后接在 220 V 的电路中（灯丝电阻不变），则甲灯的实际功率约为', '40 W', '20.4 W', '8.2 W', '28.6 W'), 'B', 'mayRefuse'],
  // At 200 V: 40·(200/220)² ≈ 33.1 W
  [c('一只标有“220 V 40 W”的灯泡，接在 200 V 的电压上（灯丝电阻不变），则它的实际功率约为', '36.4 W', '33.1 W', '40 W', '30 W'), 'B', 'solves'],
  // At 110 V for 1 h: 10 W·1 h = 0.01 kW·h (0.04 kW·h, the rated power, is the trap)
  [c('一只标有“220 V 40 W”的灯泡，接在 110 V 的电压上（灯丝电阻不变）工作 1 h，消耗的电能为', '0.04 kW·h', '0.01 kW·h', '0.02 kW·h', '10 kW·h'), 'B', 'mayRefuse'],
  // The actual power as a fraction of the rated: ¼
  [c('一只标有“220 V 40 W”的灯泡，接在 110 V 的电压上（灯丝电阻不变），则它的实际功率是额定功率的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'B', 'mayRefuse'],

  // The rated power does not change with the voltage: still 40 W (the actual 10 W is the trap)
  [c('一只标有“220 V 40 W”的灯泡，若把它接在 110 V 的电压上（灯丝电阻不变），则它的额定功率为', '10 W', '20 W', '40 W', '5 W'), 'C', 'mayRefuse'],
  // Its actual current as a fraction of the rated current: ½
  [c('一只标有“220 V 40 W”的灯泡，接在 110 V 的电压上（灯丝电阻不变），则通过它的实际电流是额定电流的', '$\\frac{1}{2}$', '$\\frac{1}{4}$', '2 倍', '4 倍'), 'A', 'mayRefuse'],

  // A 110 V lamp on 220 V burns out (160 W, the resistance kept, is the trap)
  [c('一只标有“110 V 40 W”的灯泡，若接在 220 V 的电压上，则', '它的实际功率为 10 W', '它的实际功率为 40 W', '它的实际功率为 160 W', '灯丝会被烧断'), 'D', 'mayRefuse'],
  // Same lamp, numbers only: refused or the burnt-out reading — never a value picked without a word about it
  [c('一只标有“110 V 40 W”的灯泡，若接在 220 V 的电压上，则它的实际功率为', '10 W', '40 W', '160 W', '0'), null, 'mayRefuse'],

  // The filament's resistance said to grow with temperature: at 110 V it is colder, so P > 10 W
  [c('一只标有“220 V 40 W”的灯泡，若接在 110 V 的电压上，考虑到灯丝电阻随温度的升高而增大，则它的实际功率', '等于 10 W', '大于 10 W', '小于 10 W', '等于 20 W'), 'B', 'mayRefuse'],
  // Same, with numeric options: the steady-resistance 10 W does not hold
  [c('一只标有“220 V 40 W”的灯泡接在 110 V 的电压上，灯丝电阻随温度的升高而增大，则它的实际功率可能为', '10 W', '12 W', '8 W', '40 W'), 'B', 'mayRefuse'],

  // —— resistors as a ratio ——
  // Parallel, R1 : R2 = 2 : 3: P1 : P2 = 3 : 2
  [c('电阻 $R_{1}$、$R_{2}$ 并联接入电路，已知 $R_{1}: R_{2}=2: 3$，则 $R_{1}$、$R_{2}$ 消耗的电功率之比为', '2:3', '3:2', '4:9', '1:1'), 'B', 'solves'],
  // Series, R1 : R2 = 1 : 2: the currents are equal, 1 : 1
  [c('电阻 $R_{1}$、$R_{2}$ 串联接入电路，已知 $R_{1}: R_{2}=1: 2$，则通过 $R_{1}$、$R_{2}$ 的电流之比为', '1:2', '2:1', '1:1', '1:4'), 'C', 'solves'],
  // The given ratio printed R2 first: R2 : R1 = 1 : 2, so in series U1 : U2 = 2 : 1
  [c('电阻 $R_{1}$、$R_{2}$ 串联接入电路，已知 $R_{2}: R_{1}=1: 2$，则 $R_{1}$、$R_{2}$ 两端的电压之比为', '1:2', '2:1', '1:1', '1:4'), 'B', 'mayRefuse'],
  // Two asks at once: U1 : U2 = 1 : 2 and P1 : P2 = 1 : 2
  [c('电阻 $R_{1}$、$R_{2}$ 串联接入电路，已知 $R_{1}: R_{2}=1: 2$，则 $R_{1}$、$R_{2}$ 两端的电压之比和消耗的电功率之比分别为', '1:2，1:2', '1:2，1:4', '2:1，2:1', '1:1，1:2'), 'A', 'solves'],
  // R1 to the whole voltage: U1 : U = 1 : 3 (1 : 2 is the trap)
  [c('电阻 $R_{1}$、$R_{2}$ 串联接入电路，已知 $R_{1}: R_{2}=1: 2$，则 $R_{1}$ 两端的电压与电路总电压之比为', '1:2', '1:3', '2:3', '1:1'), 'B', 'mayRefuse'],
  // Parallel, heat in the same time: Q1 : Q2 = R2 : R1 = 3 : 1
  [c('电阻 $R_{1}$、$R_{2}$ 并联接入电路，已知 $R_{1}: R_{2}=1: 3$，则相同时间内 $R_{1}$、$R_{2}$ 产生的热量之比为', '1:3', '3:1', '1:9', '9:1'), 'B', 'mayRefuse'],
];

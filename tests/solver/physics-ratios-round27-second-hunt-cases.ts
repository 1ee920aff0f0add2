/**
 * A second hunt over this round's displacement laws, waves from the crest and the classifier change: 「第2 s内」 beside
 * 「2 s内」 and 「第2 s末」/「第2 s初」, a law in cm, negative or cubic terms, other letters, statements asked the wrong
 * way, a wave starting down or reaching the trough, a second arrival, a longitudinal wave, and maths questions that
 * speak of 平衡位置 or 波. Each worked by hand; null must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const L = (law: string, ask: string) => `某质点做直线运动的位移与时间的关系为 ${law}（各物理量均采用国际单位制单位），则该质点${ask}`;
const W = '一列简谐横波的波源从平衡位置开始';

// biome-ignore format: one problem a line
export const ROUND27_SECOND_HUNT: Lookalike[] = [
  // v0 4, a 4: x(2) − x(1) = 16 − 6 = 10
  [L('x=4t+2t²', '第 2 s 内的位移为____m。'), 10, 'solves'],
  // 2 s 内 = 前 2 s: 16
  [L('x=4t+2t²', '2 s 内的位移为____m。'), 16, 'solves'],
  [L('x=4t+2t²', '前 2 s 内的位移为____m。'), 16, 'solves'],
  // 第 2 s 末: 4 + 8 = 12
  [L('x=4t+2t²', '第 2 s 末的速度为____m/s。'), 12, 'solves'],
  // 第 2 s 初 = 1 s 末: 8
  [L('x=4t+2t²', '第 2 s 初的速度为____m/s。'), 8, 'solves'],
  // 2 s 末 12
  [L('x=4t+2t²', '2 s 末的速度为____m/s。'), 12, 'solves'],
  // 第 2 s 内的平均速度: 10
  [L('x=4t+2t²', '第 2 s 内的平均速度为____m/s。'), 10, 'solves'],
  // 前 2 s 内的平均速度: 8
  [L('x=4t+2t²', '前 2 s 内的平均速度为____m/s。'), 8, 'solves'],
  // 2 s 内的平均速度 = 前 2 s: 8
  [L('x=4t+2t²', '2 s 内的平均速度为____m/s。'), 8, 'mayRefuse'],
  // a = 4 (not 2)
  [L('x=4t+2t²', '的加速度为____m/s²。'), 4, 'solves'],
  [L('x=4t+2t²', '的初速度为____m/s。'), 4, 'solves'],
  // t = 2 s 时的速度: 12
  [L('x=4t+2t²', '在 t=2 s 时的速度为____m/s。'), 12, 'mayRefuse'],
  // 第 3 s 内比第 2 s 内多 aT² = 4
  [L('x=4t+2t²', '第 3 s 内的位移比第 2 s 内的位移多____m。'), 4, 'mayRefuse'],
  // t = 1 s 到 t = 3 s: 30 − 6 = 24
  [L('x=4t+2t²', '从 t=1 s 到 t=3 s 内的位移为____m。'), 24, 'mayRefuse'],
  // 第 2 s 内与第 3 s 内的位移之比 10 : 14
  [L('x=4t+2t²', '第 2 s 内与第 3 s 内的位移之比为____。'), null, 'mayRefuse'],
  // negative v0, negative a, cubic, constant
  [L('x=-4t+2t²', '第 2 s 内的位移为____m。'), null, 'refuses'],
  [L('x=4t-2t²', '第 2 s 内的位移为____m。'), null, 'refuses'],
  [L('x=4t+2t³', '第 2 s 内的位移为____m。'), null, 'refuses'],
  [L('x=4t+2t²+3t³', '第 2 s 内的位移为____m。'), null, 'refuses'],
  [L('x=4t+2t^{2}-t^{3}', '第 1 s 内的位移为____m。'), null, 'refuses'],
  [L('x=3+4t+2t²', '第 2 s 内的位移为____m。'), 10, 'mayRefuse'],
  [L('x=2t²+4t', '第 2 s 内的位移为____m。'), 10, 'mayRefuse'],
  [L('x=4t+2t²', '经过多长时间速度达到 12 m/s？'), 2, 'mayRefuse'],
  // cm: the law in centimetres, asked in metres
  ['某质点做直线运动的位移与时间的关系为 x=4t+2t²（x 的单位为 cm，t 的单位为 s），则该质点第 2 s 内的位移为____m。', 0.1, 'mayRefuse'],
  ['某质点做直线运动的位移与时间的关系为 x=4t+2t²（x 的单位为 cm，t 的单位为 s），则该质点的加速度为____m/s²。', 0.04, 'mayRefuse'],
  ['某质点做直线运动的位移与时间的关系为 x=4t+2t² (cm)，则该质点的加速度为____m/s²。', 0.04, 'mayRefuse'],
  ['某质点做直线运动的位移与时间的关系为 x=4t+2t²（t 的单位为 min，x 的单位为 m），则该质点的初速度为____m/s。', null, 'refuses'],
  ['某质点做直线运动的位移与时间的关系为 $x=4 t+2 t^{2}$，其中 $x$ 的单位是 $\\mathrm{cm}$，则该质点的加速度为____m/s²。', 0.04, 'mayRefuse'],
  ['某质点做直线运动的位移与时间的关系为 x=4t+2t²（m），则该质点第 2 s 内的位移为____m。', 10, 'solves'],
  // other letters
  ['某质点做直线运动的位移与时间的关系为 y=4t+2t²（各物理量均采用国际单位制单位），则该质点第 2 s 内的位移为____m。', 10, 'mayRefuse'],
  ['某质点做直线运动的速度与时间的关系为 v=4t+2t²（各物理量均采用国际单位制单位），则该质点 2 s 末的速度为____m/s。', 16, 'mayRefuse'],
  ['某质点做直线运动的位移与时间的关系为 s=4t+2t²（各物理量均采用国际单位制单位），则该质点第 2 s 内的位移为____m。', 10, 'solves'],
  // a velocity law beside the displacement word
  ['某质点做直线运动，其速度与时间的关系为 x=4t+2t²… 不，v=4+2t（各物理量均采用国际单位制单位），则该质点 2 s 内的位移为____m。', null, 'mayRefuse'],
  // 秒
  [L('x=4t+2t²', '第 2 秒内的位移为____m。'), 10, 'mayRefuse'],
  [L('x=0.5t+t²', '第 1 s 内的位移为____m。'), 1.5, 'solves'],
  // statements: 错误的是 (B wrong: a = 2)
  [c(L('$x=5 t+t^{2}$', '的运动，下列说法错误的是'), '初速度为 5 m/s', '加速度为 1 m/s²', '第 2 s 末的速度为 9 m/s', '前 2 s 内的位移为 14 m'), 'B', 'solves'],
  // statements: 正确的是 with 第 2 s 内 vs 前 2 s
  [c(L('$x=5 t+t^{2}$', '的运动，下列说法正确的是'), '第 2 s 内的位移为 14 m', '加速度为 1 m/s²', '第 2 s 末的速度为 7 m/s', '第 2 s 内的位移为 8 m'), 'D', 'solves'],
  [c(L('$x=5 t+t^{2}$', '的运动，下列说法正确的是'), '2 s 内的位移为 8 m', '加速度为 1 m/s²', '第 2 s 末的速度为 7 m/s', '第 2 s 初的速度为 9 m/s'), null, 'mayRefuse'],
  [c(L('$x=5 t+t^{2}$', '的运动，下列说法正确的是'), '第 2 s 初的速度为 9 m/s', '加速度为 1 m/s²', '第 2 s 末的速度为 7 m/s', '前 2 s 内的位移为 8 m'), null, 'mayRefuse'],
  [c(L('$x=5 t+t^{2}$', '的运动，下列说法正确的是'), '第 1 s 内的位移为 6 m', '质点做匀速直线运动', '第 2 s 末的速度为 7 m/s', '前 2 s 内的位移为 8 m'), 'A', 'mayRefuse'],
  [c(L('$x=5 t+t^{2}$', '，则'), '第 2 s 内的平均速度为 8 m/s', '加速度为 1 m/s²', '第 2 s 末的速度为 7 m/s', '前 2 s 内的位移为 8 m'), 'A', 'solves'],
  // value options: 第 2 s 内 = 8 (not 14)
  [c(L('$x=5 t+t^{2}$', '第 2 s 内的位移为'), '6 m', '8 m', '14 m', '7 m'), 'B', 'solves'],
  [c(L('$x=5 t+t^{2}$', '第 2 s 初的速度为'), '5 m/s', '7 m/s', '9 m/s', '11 m/s'), 'B', 'solves'],

  // waves: down first, trough after T/4: T = 0.4
  [`${W}向下振动，经过 0.1 s 第一次到达波谷，则该波的周期为____s。`, 0.4, 'solves'],
  // up first, trough after 3T/4 = 0.3: T = 0.4
  [`${W}向上振动，经过 0.3 s 第一次到达波谷，则该波的周期为____s。`, 0.4, 'solves'],
  // down first, crest after 3T/4 = 0.3: f = 2.5
  [`${W}向下振动，经过 0.3 s 第一次到达波峰，则该波的频率为____Hz。`, 2.5, 'solves'],
  // first return to equilibrium: T/2 = 0.1 → 0.2
  [`${W}向上振动，经过 0.1 s 第一次回到平衡位置，则该波的周期为____s。`, 0.2, 'mayRefuse'],
  // second crest: 5T/4 = 0.5 → 0.4
  [`${W}向上振动，经过 0.5 s 第二次到达波峰，则该波的周期为____s。`, 0.4, 'mayRefuse'],
  [`${W}向下振动，经过 0.7 s 第二次到达波峰，则该波的周期为____s。`, 0.4, 'mayRefuse'],
  // a longitudinal wave has no crest
  ['一列纵波的波源从平衡位置开始向上振动，经过 0.1 s 第一次到达波峰，则该波的周期为____s。', null, 'refuses'],
  ['声源从平衡位置开始向上振动，经过 0.1 s 第一次到达波峰，则声波的周期为____s。', null, 'refuses'],
  ['一列纵波的波源从平衡位置开始向右振动，经过 0.1 s 第一次到达最大位移处，则该波的周期为____s。', 0.4, 'mayRefuse'],
  // 0.1 s for T/4, distance 0.5 m: v = 5, λ = 2
  [`${W}向上振动，经过 0.1 s 第一次到达波峰，这段时间内波传播了 0.5 m，则该波的波长为____m。`, 2, 'solves'],
  [`${W}向下振动，经过 0.3 s 第一次到达波峰，这段时间内波传播了 1.5 m，则该波的波长为____m。`, 2, 'solves'],
  // amplitude asked: unknown
  [`${W}向上振动，经过 0.1 s 第一次到达波峰，则该波的振幅为____cm。`, null, 'refuses'],
  // starting direction not told
  ['一列简谐横波的波源从平衡位置开始振动，经过 0.1 s 第一次到达波峰，则该波的周期为____s。', null, 'refuses'],
  // a point away from the source reached after the wave arrives
  ['一列简谐横波的波源从平衡位置开始向上振动，经过 0.1 s 距波源 1 m 处的质点第一次到达波峰，则该波的周期为____s。', null, 'refuses'],
  // the time in ms
  [`${W}向上振动，经过 100 ms 第一次到达波峰，则该波的周期为____s。`, 0.4, 'mayRefuse'],
  // options
  [c(`${W}向下振动，经过 $0.1 \\mathrm{~s}$ 第一次到达波谷，则该波的周期为`, '$0.1 \\mathrm{~s}$', '$0.4 \\mathrm{~s}$', '$0.13 \\mathrm{~s}$', '$0.2 \\mathrm{~s}$'), 'B', 'solves'],
  // a spring oscillator: neighbouring kind
  ['弹簧振子从平衡位置开始向右运动，经过 0.1 s 第一次到达最大位移处，则振子的周期为____s。', 0.4, 'mayRefuse'],

  // maths questions speaking of 平衡位置 / 波
  ['弹簧振子离开平衡位置的位移 y（cm）与时间 t（s）的关系为 y=2sin(πt+π/6)，则该振子振动的周期为____。', 2, 'mayRefuse'],
  ['弹簧振子离开平衡位置的位移 y（cm）与时间 t（s）的关系为 y=3sin(2t+π/4)，则 t=0 时振子离开平衡位置的位移为____cm。', 2.1213, 'mayRefuse'],
  ['某简谐运动的函数表达式为 y=4sin(πx/3+π/6)，则该简谐运动的最小正周期为____。', 6, 'mayRefuse'],
  ['已知函数 y=2sin(2x+π/3) 的图象是一列"正弦波"，则其最小正周期为____。', Math.PI, 'mayRefuse'],
  ['一物体做直线运动，其运动方程为 s=4t+2t²（位移单位：m，时间单位：s），则该物体在 t=2 时的瞬时速度为____m/s。', 12, 'mayRefuse'],
  ['一物体做直线运动，其运动方程为 s=4t+2t²，则该物体在 [1,2] 内的平均速度为____。', 10, 'mayRefuse'],
  ['一物体做直线运动，其运动方程为 s=4t+2t²，则该物体在 t=2 时的瞬时速度为____。', 12, 'mayRefuse'],
  ['质点 P 在平衡位置附近振动，其位移 s=3sin(2t)，则 t=π/4 时 P 的速度为____。', 0, 'mayRefuse'],
];

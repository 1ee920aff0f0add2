/**
 * Look-alike mechanics choice questions aimed at the traps papers set for the statement judge (decision 0083): an option
 * true of another moment or stretch (第 n s 内 / 前 n s / n s 末, after a car has stopped, after a body has landed),
 * distance against displacement, signs and directions, a rough surface beside a smooth one, static against kinetic
 * friction, g = 9.8, air resistance, period against frequency, two clauses of which one is false, and the stems
 * 「错误的是」「不正确的是」「可能正确的是」 and 多选. Numbers and answers are our own, worked by hand. `answer` is the
 * letters a careful student gives; null where the question as written has no one answer (it must be refused).
 */
export interface LookalikeMechanicsCase {
  trap: string;
  stem: string;
  options: string[];
  answer: string | null;
}

const MANY = '（多选）';
const SIX = '（在每小题给出的四个选项中，有多项符合题目要求，全部选对的得 6 分，选对但不全的得 3 分，有选错的得 0 分）';
const ONE = '（单选）';

export const LOOKALIKE_MECHANICS: LookalikeMechanicsCase[] = [
  // ── A car braking from 20 m/s at 4 m/s²: it stops at 5 s after 50 m and stays stopped.
  {
    trap: 'braking: 6 s is past the stop',
    stem: `一辆汽车以 20 m/s 的速度在平直公路上行驶，紧急刹车后做匀减速直线运动，加速度大小为 4 m/s^2，下列说法正确的是${ONE}（ ）`,
    options: ['刹车后 6 s 内的位移为 48 m', '刹车后 2 s 末的速度为 12 m/s', '刹车后第 6 s 内的位移为 2 m', '刹车后 6 s 末的速度为 4 m/s'],
    answer: 'B',
  },
  {
    trap: 'braking: 错误的是, the naive 8 s displacement',
    stem: '一辆汽车以 20 m/s 的速度行驶，司机刹车后汽车做匀减速直线运动，加速度大小为 4 m/s^2，则下列说法中错误的是（ ）',
    options: ['刹车后前 3 s 内的平均速度为 14 m/s', '刹车距离为 50 m', '刹车后第 1 s 内的位移为 18 m', '刹车后 8 s 内的位移为 32 m'],
    answer: 'D',
  },
  {
    trap: 'braking: average over a span that includes the stop',
    stem: `汽车以 15 m/s 的初速度刹车，刹车后做匀减速直线运动，加速度的大小为 3 m/s^2，${SIX}下列说法正确的是（ ）`,
    options: [
      '刹车后 4 s 内的位移为 36 m',
      '刹车后第 5 s 内的位移为 1.5 m',
      '刹车后 10 s 内的位移为 0 m',
      '刹车后前 7 s 内的平均速度为 5 m/s',
    ],
    answer: 'AB',
  },
  {
    trap: 'braking: 第 n s 初 against n s 末',
    stem: '汽车在平直路面上以 12 m/s 的速度行驶，刹车后加速度大小为 3 m/s^2，则（ ）',
    options: ['刹车后第 2 s 初的速度为 6 m/s', '刹车后第 2 s 末的速度为 6 m/s', '刹车后 5 s 内的位移为 22.5 m', '刹车时间为 5 s'],
    answer: 'B',
  },
  {
    trap: 'braking: the stop falls inside the third second',
    stem: '一辆小汽车以 10 m/s 的速度匀速行驶，制动后做匀减速直线运动，加速度大小为 4 m/s^2，下列说法正确的是（ ）',
    options: ['制动后第 3 s 内的位移为 0.5 m', '制动后第 3 s 内的位移为 0 m', '制动后 3 s 内的位移为 12 m', '制动距离为 25 m'],
    answer: 'A',
  },
  {
    trap: 'braking: reaction time adds a uniform stretch',
    stem: '司机发现前方障碍物后经 0.5 s 的反应时间才开始刹车，汽车原来以 20 m/s 的速度行驶，刹车后加速度大小为 5 m/s^2，下列说法正确的是（ ）',
    options: ['刹车距离为 40 m', '从发现障碍物到停下汽车前进了 50 m', '从发现障碍物到停下汽车前进了 40 m', '刹车时间为 4.5 s'],
    answer: 'AB',
  },
  {
    trap: 'decelerating without 刹车: may reverse (no stop stated)',
    stem: '一物体以 10 m/s 的初速度在光滑斜面上向上做匀减速直线运动，加速度大小为 2 m/s^2，下列说法正确的是（ ）',
    options: ['6 s 内的位移为 24 m', '6 s 内的位移为 25 m', '6 s 末的速度为 0 m/s', '6 s 末的速度为 2 m/s'],
    answer: 'AD',
  },
  // ── Uniformly accelerated from rest at 2 m/s².
  {
    trap: 'from rest: 第 3 s 内 against 前 3 s',
    stem: `物体由静止开始做匀加速直线运动，加速度为 2 m/s^2，${MANY}下列说法正确的是（ ）`,
    options: ['第 3 s 内的位移为 9 m', '前 3 s 内的位移为 9 m', '第 3 s 末的速度为 6 m/s', '第 3 s 内的平均速度为 3 m/s'],
    answer: 'BC',
  },
  {
    trap: 'from v0: 第 2 s 初 is 1 s 末; 错误的是',
    stem: '一质点以 2 m/s 的初速度做匀加速直线运动，加速度为 1 m/s^2，下列说法错误的是（ ）',
    options: ['第 2 s 初的速度为 3 m/s', '2 s 末的速度为 4 m/s', '第 2 s 内的位移为 3.5 m', '前 2 s 内的平均速度为 4 m/s'],
    answer: 'D',
  },
  {
    trap: 'from rest: 不正确的是 with a two-clause option',
    stem: '一个物体从静止开始做匀加速直线运动，加速度为 4 m/s^2，下列说法不正确的是（ ）',
    options: [
      '第 1 s 末的速度为 4 m/s，前 1 s 内的位移为 2 m',
      '第 2 s 末的速度为 8 m/s，第 2 s 内的位移为 8 m',
      '前 2 s 内的平均速度为 4 m/s',
      '第 3 s 内的位移为 10 m',
    ],
    answer: 'B',
  },
  {
    trap: 'from rest: displacement in the n-th second as a ratio 1:3:5',
    stem: '某物体由静止开始做匀加速直线运动，加速度为 3 m/s^2，下列说法正确的是（ ）',
    options: [
      '第 1 s 内与第 2 s 内的位移之比为 1:3',
      '第 1 s 内与第 2 s 内的位移之比为 1:4',
      '前 1 s 内与前 2 s 内的位移之比为 1:3',
      '第 2 s 末的速度为 12 m/s',
    ],
    answer: 'A',
  },
  {
    trap: 'from rest: instantaneous against mean speed',
    stem: '一辆电动车从静止开始做匀加速直线运动，加速度为 1.5 m/s^2，则下列说法正确的是（ ）',
    options: ['第 4 s 末的速度为 6 m/s', '前 4 s 内的平均速度为 6 m/s', '第 4 s 内的位移为 6 m', '前 4 s 内的位移为 24 m'],
    answer: 'A',
  },
  {
    trap: 'from rest: the speed asked at a moment of a second that is not whole',
    stem: '物体从静止开始做匀加速直线运动，加速度为 2 m/s^2，下列说法正确的是（ ）',
    options: ['第 2 s 内的平均速度等于 1.5 s 末的瞬时速度', '第 2 s 内的位移为 3 m', '2 s 内的位移为 4 m', '2 s 末的速度为 4 m/s'],
    answer: 'ABCD',
  },
  {
    trap: '匀加速 with a negative acceleration contradicts itself',
    stem: '一物体做匀加速直线运动，初速度为 4 m/s，加速度为 -2 m/s^2，下列说法正确的是（ ）',
    options: ['2 s 末的速度为 0 m/s', '2 s 末的速度为 8 m/s', '前 2 s 内的位移为 4 m', '前 2 s 内的位移为 12 m'],
    answer: null,
  },
  {
    trap: 'from rest: the velocity change over a second',
    stem: '物体由静止开始做匀加速直线运动，加速度为 5 m/s^2，下列说法正确的是（ ）',
    options: ['任意 1 s 内速度的变化量为 5 m/s', '第 2 s 末的速度为 10 m/s', '前 2 s 内的位移为 10 m', '第 2 s 内的位移为 10 m'],
    answer: 'ABC',
  },
  {
    trap: 'from rest: 可能正确的是',
    stem: '物体由静止开始做匀加速直线运动，加速度为 2 m/s^2，下列说法可能正确的是（ ）',
    options: ['第 2 s 末的速度为 4 m/s', '第 2 s 末的速度为 6 m/s', '前 2 s 内的位移为 8 m', '第 2 s 内的位移为 5 m'],
    answer: 'A',
  },
  {
    trap: 'acceleration with friction named: the net acceleration is not a, and not a kind',
    stem: '物体在粗糙水平面上由静止开始做匀加速直线运动，加速度为 2 m/s^2，下列说法正确的是（ ）',
    options: ['第 2 s 末的速度为 4 m/s', '前 2 s 内的位移为 4 m', '第 2 s 内的位移为 3 m', '前 2 s 内的位移为 8 m'],
    answer: 'ABC',
  },
  // ── Free fall.
  {
    trap: 'free fall: g = 9.8 against 10',
    stem: '一小球从 19.6 m 高处由静止自由下落，g 取 9.8 m/s^2，不计空气阻力，下列说法正确的是（多选）（ ）',
    options: ['落地时的速度为 20 m/s', '经 2 s 落地', '第 2 s 内下落的高度为 15 m', '下落过程的平均速度为 9.8 m/s'],
    answer: 'BD',
  },
  {
    trap: 'free fall: a second after the landing',
    stem: '一石子从 20 m 高处由静止释放，做自由落体运动，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['第 3 s 内下落的高度为 25 m', '落地时的速度为 20 m/s', '前 3 s 内的位移为 45 m', '下落的时间为 3 s'],
    answer: 'B',
  },
  {
    trap: 'release with air resistance a fraction of the weight',
    stem: '一小球从 20 m 高处由静止释放，下落过程中受到的空气阻力恒为重力的 0.2 倍，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['经 2 s 落地', '落地时的速度为 20 m/s', '落地时的速度约为 17.9 m/s', '下落的时间约为 2.24 s'],
    answer: 'CD',
  },
  {
    trap: 'release with air resistance not excluded and a value of it given in newtons',
    stem: '质量为 1 kg 的小球从 45 m 高处由静止释放，所受空气阻力恒为 2 N，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['经 3 s 落地', '落地时的动能为 360 J', '重力做的功为 450 J', '落地时的速度为 30 m/s'],
    answer: 'BC',
  },
  {
    trap: 'release with air resistance named (受到空气阻力)',
    stem: '一个小球从 5 m 高处由静止释放，下落时受到空气阻力的作用，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['经 1 s 落地', '落地时的速度为 10 m/s', '下落过程的平均速度为 5 m/s', '落地时的速度为 12 m/s'],
    answer: null,
  },
  {
    trap: 'free fall: the last second',
    stem: '一物体从 45 m 高处做自由落体运动，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['落地前最后 1 s 内下落的高度为 25 m', '第 1 s 内下落的高度为 5 m', '前 2 s 内的平均速度为 10 m/s', '落地时的速度为 30 m/s'],
    answer: 'ABCD',
  },
  {
    trap: 'free fall: distance ratio in successive seconds',
    stem: '一小球从 80 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['第 1 s 内、第 2 s 内下落的高度之比为 1:3', '第 2 s 末的速度为 20 m/s', '经 4 s 落地', '第 4 s 内下落的高度为 35 m'],
    answer: 'ABCD',
  },
  {
    trap: 'free fall: potential energy without a stated zero level',
    stem: '质量为 2 kg 的物体从 20 m 高处由静止自由下落，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['下落 1 s 时的重力势能为 300 J', '落地时的动能为 400 J', '重力做的功为 400 J', '落地前瞬间重力的功率为 400 W'],
    answer: null,
  },
  {
    trap: 'free fall: mean power against instantaneous power',
    stem: '质量为 1 kg 的小球从 20 m 高处由静止自由下落，以地面为零势能面，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['重力的平均功率为 200 W', '落地前瞬间重力的功率为 200 W', '下落 1 s 时的重力势能为 150 J', '落地时的动能为 100 J'],
    answer: 'BC',
  },
  {
    trap: 'free fall: with a drop from a moving balloon (not from rest)',
    stem: '一气球以 10 m/s 的速度匀速上升，在离地 15 m 高处从气球上掉下一个物体，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['物体经 3 s 落地', '物体经 √3 s 落地', '物体落地时的速度为 20 m/s', '物体落地时的速度约为 17.3 m/s'],
    answer: 'AC',
  },
  {
    trap: 'free fall on the Moon: g is not 10',
    stem: '在月球表面，一小石块从 3.2 m 高处由静止自由下落，月球表面的重力加速度为 1.6 m/s^2，下列说法正确的是（ ）',
    options: ['经 2 s 落地', '经 0.8 s 落地', '落地时的速度为 3.2 m/s', '落地时的速度为 8 m/s'],
    answer: 'AC',
  },
  // ── Vertical throw passing its start.
  {
    trap: 'vertical throw: distance against displacement, direction of the speed',
    stem: '将一小球以 20 m/s 的初速度竖直向上抛出，不计空气阻力，g 取 10 m/s^2，则抛出后 3 s 内（ ）',
    options: ['小球的路程为 15 m', '小球的位移大小为 15 m', '3 s 末小球的速度为 10 m/s，方向竖直向上', '小球上升的最大高度为 45 m'],
    answer: 'B',
  },
  {
    trap: 'vertical throw: momentum change with direction',
    stem: '质量为 0.2 kg 的小球以 10 m/s 的初速度竖直上抛，不计空气阻力，g 取 10 m/s^2，从抛出到落回抛出点的过程中，下列说法正确的是（ ）',
    options: ['小球动量的变化量为 0', '小球动量的变化量大小为 4 kg·m/s', '重力的冲量为 0', '小球运动的时间为 1 s'],
    answer: 'B',
  },
  {
    trap: 'vertical throw: below the start',
    stem: '从离地 15 m 高处以 10 m/s 的速度竖直向上抛出一个小球，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['小球经 3 s 落地', '小球经 1 s 落地', '小球落地时的速度为 20 m/s', '小球上升的最大高度为 5 m'],
    answer: 'ACD',
  },
  // ── Horizontal throw.
  {
    trap: 'horizontal throw: 错误的是, 37° against 53°',
    stem: '将一小球从 20 m 高处以 15 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，下列说法错误的是（ ）',
    options: [
      '落地时的速度大小为 25 m/s',
      '落地点与抛出点之间的水平距离为 30 m',
      '落地时速度方向与水平方向的夹角为 37°',
      '在空中运动的时间为 2 s',
    ],
    answer: 'C',
  },
  {
    trap: 'horizontal throw: total against vertical speed',
    stem: `从 45 m 高处以 40 m/s 的速度水平抛出一个物体，g 取 10 m/s^2，${SIX}下列说法正确的是（ ）`,
    options: ['落地时的速度为 30 m/s', '落地时竖直方向的分速度为 30 m/s', '水平位移为 120 m', '经 3 s 落地'],
    answer: 'BCD',
  },
  {
    trap: 'horizontal throw: the whole displacement against the horizontal',
    stem: '将一小球从 5 m 高处以 10 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['小球的位移大小为 10 m', '小球的水平位移为 10 m', '落地时的速度为 10 m/s', '落地时速度与竖直方向的夹角为 45°'],
    answer: 'BD',
  },
  {
    trap: 'horizontal throw: angle with the vertical',
    stem: '从 20 m 高处以 20 m/s 的初速度水平抛出一个小球，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['落地时速度与水平方向的夹角为 45°', '落地时速度方向与竖直方向的夹角为 30°', '射程为 40 m', '落地时的速度为 40 m/s'],
    answer: 'AC',
  },
  {
    trap: 'horizontal throw onto a slope',
    stem: '从倾角为 37° 的斜面顶端以 15 m/s 的速度水平抛出一个小球，小球落在斜面上，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['小球在空中运动的时间为 2.25 s', '小球在空中运动的时间为 2 s', '水平位移为 30 m', '水平位移为 33.75 m'],
    answer: 'AD',
  },
  {
    trap: 'horizontal throw: g = 9.8',
    stem: '从 4.9 m 高处以 5 m/s 的速度水平抛出一个小球，g 取 9.8 m/s^2，下列说法正确的是（ ）',
    options: ['经 1 s 落地', '水平位移为 5 m', '落地时的竖直分速度为 10 m/s', '落地时的竖直分速度为 9.8 m/s'],
    answer: 'ABD',
  },
  // ── A pull, then a slide to a stop (m = 2 kg, F = 10 N, μ = 0.25, g = 10: v = 10 m/s after 4 s, then 4 s, 20 m + 20 m).
  {
    trap: 'pull then coast: total time, F/m as the acceleration',
    stem: `质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体继续滑行直到停止，g 取 10 m/s^2，${MANY}下列说法正确的是（ ）`,
    options: ['撤去拉力时物体的速度为 10 m/s', '物体运动的总位移为 40 m', '物体运动的总时间为 4 s', '撤去拉力前物体的加速度为 5 m/s^2'],
    answer: 'AB',
  },
  {
    trap: 'pull then coast: 错误的是, a signed work',
    stem: '质量为 2 kg 的物体静止在水平地面上，与地面间的动摩擦因数为 0.25，用 10 N 的水平拉力拉物体，使其由静止开始运动，4 s 后撤去拉力，物体又滑行一段距离后停止，g 取 10 m/s^2，下列说法错误的是（ ）',
    options: ['物体受到的滑动摩擦力为 5 N', '拉力的冲量为 40 N·s', '物体克服摩擦力做的功为 200 J', '撤去拉力前物体的加速度为 5 m/s^2'],
    answer: 'D',
  },
  {
    trap: 'pull then coast: the slide time said as 「还能滑行 4 s」',
    stem: '质量为 2 kg 的木箱静止在水平地面上，木箱与地面间的动摩擦因数为 0.25，现用 10 N 的水平推力推木箱，由静止开始运动 4 s 后撤去推力，木箱滑行一段距离后停下，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['撤去推力后木箱还能滑行 4 s', '撤去推力后木箱还能滑行 20 m', '推力做的功为 200 J', '木箱运动的最大速度为 20 m/s'],
    answer: 'ABC',
  },
  {
    trap: 'pull then coast: g = 9.8, 2 % away',
    stem: '质量为 1 kg 的物块放在水平桌面上，物块与桌面间的动摩擦因数为 0.2，在 4.96 N 的水平拉力作用下由静止开始运动，2 s 后撤去拉力，物块滑行一段距离后停止，g 取 9.8 m/s^2，下列说法错误的是（ ）',
    options: [
      '撤去拉力时物块的速度为 6 m/s',
      '撤去拉力前物块的位移为 6 m',
      '撤去拉力后物块的加速度大小为 2 m/s^2',
      '物块受到的摩擦力为 1.96 N',
    ],
    answer: 'C',
  },
  {
    trap: 'pull then coast: over a distance',
    stem: '质量为 4 kg 的物体在水平地面上，受到 20 N 的水平拉力作用由静止开始运动，物体与地面间的动摩擦因数为 0.2，运动 8 m 后撤去拉力，物体滑行一段距离后停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['撤去拉力后物体还能滑行 12 m', '拉力做的功为 160 J', '物体克服摩擦力做的功为 160 J', '撤去拉力时的速度为 8 m/s'],
    answer: 'ABC',
  },
  {
    trap: 'pull then coast: a span past the stop',
    stem: '质量为 2 kg 的物体静止在水平地面上，与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体继续滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: [
      '撤去拉力后 5 s 内物体滑行的距离为 18.75 m',
      '撤去拉力后 5 s 内物体滑行的距离为 20 m',
      '物体的最大速度为 10 m/s',
      '物体滑行的时间为 4 s',
    ],
    answer: 'BCD',
  },
  {
    trap: 'a force too weak to move the body: static friction',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.5，用 8 N 的水平拉力拉物体 2 s 后撤去拉力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['物体受到的摩擦力为 10 N', '物体受到的摩擦力为 8 N', '撤去拉力时物体的速度为 0 m/s', '拉力做的功为 0 J'],
    answer: 'BCD',
  },
  {
    trap: 'pull then coast: 平均速度 of the whole motion',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['全过程的平均速度为 5 m/s', '拉力做的功为 200 J', '摩擦力做的功为 200 J', '物体运动的总时间为 8 s'],
    answer: 'ABD',
  },
  {
    trap: 'pull then coast: a 「至少」 clause',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['拉力至少为 5 N 物体才能被拉动', '拉力做的功为 200 J', '物体运动的总位移为 40 m', '撤去拉力后物体的加速度大小为 2.5 m/s^2'],
    answer: 'ABCD',
  },
  {
    trap: 'pull then coast: F removed and another force acts',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，同时施加一个反向的 5 N 的水平力，物体滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['撤去拉力时物体的速度为 10 m/s', '撤去拉力后物体还能滑行 20 m', '撤去拉力后物体还能滑行 10 m', '物体运动的总位移为 40 m'],
    answer: 'AC',
  },
  {
    trap: 'pull then coast: the floor becomes smooth where F is removed',
    stem: '质量为 2 kg 的物体静止在粗糙水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，此后物体滑上光滑水平面，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['撤去拉力时物体的速度为 10 m/s', '撤去拉力后物体还能滑行 20 m', '物体运动的总位移为 40 m', '拉力做的功为 200 J'],
    answer: 'AD',
  },
  // ── Two bodies that stick (A 2 kg at 6 m/s on B 1 kg at rest: v = 4 m/s, 12 J lost, Δp = 4 kg·m/s each in size).
  {
    trap: 'sticking: energy lost, impulse size',
    stem: `光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 发生碰撞，碰后两球粘在一起运动，${MANY}下列说法正确的是（ ）`,
    options: ['碰后两球的共同速度为 4 m/s', '碰撞过程中损失的动能为 12 J', 'A 对 B 的冲量大小为 4 N·s', '碰撞过程中损失的机械能为 24 J'],
    answer: 'ABC',
  },
  {
    trap: 'sticking: a change of momentum with its sign',
    stem: '在光滑水平面上，质量为 2 kg 的物块 A 以 6 m/s 的速度与静止的质量为 1 kg 的物块 B 相碰，碰后粘在一起，以 A 的初速度方向为正方向，下列说法正确的是（ ）',
    options: ['A 的动量变化量为 4 kg·m/s', 'A 的动量变化量为 -4 kg·m/s', 'B 的动量变化量为 4 kg·m/s', '系统的总动量为 12 kg·m/s'],
    answer: 'BCD',
  },
  {
    trap: 'sticking: the change of A said as an unsigned number, positive direction stated',
    stem: '光滑水平面上，质量为 3 kg 的滑块 A 以 4 m/s 的速度与静止的质量为 1 kg 的滑块 B 碰撞，碰后两者粘在一起，取 A 原来的运动方向为正方向，下列说法正确的是（ ）',
    options: ['碰后共同速度为 3 m/s', 'A 的动量变化量为 3 kg·m/s', 'B 的动量变化量为 3 kg·m/s', '损失的动能为 6 J'],
    answer: 'ACD',
  },
  {
    trap: 'sticking: the two impulses said equal (they are opposite)',
    stem: '光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 碰撞，碰后粘在一起运动，下列说法正确的是（ ）',
    options: ['A 对 B 的冲量与 B 对 A 的冲量相同', 'A 的动量变化量与 B 的动量变化量相同', '碰后共同速度为 4 m/s', '损失的动能为 12 J'],
    answer: 'CD',
  },
  {
    trap: 'elastic, not sticking',
    stem: '光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 发生弹性碰撞，下列说法正确的是（ ）',
    options: ['碰后 A 的速度为 2 m/s', '碰后 B 的速度为 8 m/s', '碰撞中损失的动能为 12 J', '碰后两球的共同速度为 4 m/s'],
    answer: 'AB',
  },
  {
    trap: 'sticking: the bodies met head on',
    stem: '光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与迎面而来、速度为 3 m/s 的质量为 1 kg 的小球 B 相碰，碰后粘在一起，下列说法正确的是（ ）',
    options: ['碰后共同速度为 3 m/s', '碰后共同速度为 5 m/s', '损失的动能为 27 J', '损失的动能为 12 J'],
    answer: 'AC',
  },
  {
    trap: 'sticking: grams',
    stem: '光滑水平桌面上，质量为 200 g 的小球 A 以 3 m/s 的速度与静止的质量为 100 g 的小球 B 碰撞后粘在一起运动，下列说法正确的是（ ）',
    options: ['碰后共同速度为 2 m/s', '损失的动能为 0.3 J', '损失的动能为 0.6 J', 'B 的动量变化量大小为 0.2 kg·m/s'],
    answer: 'ABD',
  },
  {
    trap: 'sticking on a rough floor: the speed just after, not later',
    stem: '质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 碰撞，碰后两球粘在一起在粗糙水平面上滑行直至停止，下列说法正确的是（ ）',
    options: [
      '碰后瞬间的共同速度为 4 m/s',
      '碰撞过程中损失的动能为 12 J',
      '整个过程中损失的机械能为 12 J',
      '整个过程中损失的机械能为 36 J',
    ],
    answer: 'ABD',
  },
  {
    trap: 'sticking: a momentum said as 「最多」',
    stem: '光滑水平面上，质量为 1 kg 的小球 A 以 4 m/s 的速度与静止的质量为 3 kg 的小球 B 碰撞后粘在一起，下列说法正确的是（ ）',
    options: ['碰后共同速度为 1 m/s', '损失的动能为 6 J', 'B 获得的动能最多为 1.5 J', '碰后共同速度为 4/3 m/s'],
    answer: 'ABC',
  },
  // ── Uniform circle.
  {
    trap: 'circle: period against frequency, 约',
    stem: `一质点做匀速圆周运动，半径为 0.5 m，周期为 2 s，${MANY}下列说法正确的是（ ）`,
    options: ['角速度约为 3.14 rad/s', '频率为 2 Hz', '线速度约为 1.57 m/s', '向心加速度约为 4.93 m/s^2'],
    answer: 'ACD',
  },
  {
    trap: 'circle: 转速 in r/min',
    stem: '一圆盘绕中心轴匀速转动，转速为 60 r/min，盘上一点到转轴的距离为 0.2 m，该点做匀速圆周运动，下列说法正确的是（ ）',
    options: ['周期为 1 s', '周期为 60 s', '角速度约为 6.28 rad/s', '线速度为 12 m/s'],
    answer: 'AC',
  },
  {
    trap: 'circle: the velocity said constant (its direction turns)',
    stem: '一物体做匀速圆周运动，半径为 2 m，线速度大小为 4 m/s，下列说法正确的是（ ）',
    options: ['物体的速度不变', '物体的加速度不变', '向心加速度大小为 8 m/s^2', '角速度为 2 rad/s'],
    answer: 'CD',
  },
  {
    trap: 'circle: a diameter given',
    stem: '一质点在直径为 2 m 的圆周上做匀速圆周运动，线速度大小为 2 m/s，下列说法正确的是（ ）',
    options: ['角速度为 1 rad/s', '角速度为 2 rad/s', '向心加速度大小为 4 m/s^2', '向心加速度大小为 2 m/s^2'],
    answer: 'BC',
  },
  {
    trap: 'circle: mass and force, 错误的是',
    stem: '质量为 0.5 kg 的小球做匀速圆周运动，半径为 1 m，角速度为 4 rad/s，下列说法错误的是（ ）',
    options: ['线速度为 4 m/s', '向心加速度大小为 16 m/s^2', '向心力大小为 8 N', '周期为 0.25 s'],
    answer: 'D',
  },
  {
    trap: 'circle: frequency given, period asked',
    stem: '一质点做匀速圆周运动，半径为 0.2 m，频率为 5 Hz，则其周期为（ ）',
    options: ['5 s', '0.2 s', '0.5 s', '2 s'],
    answer: 'B',
  },
  {
    trap: 'circle: a conical pendulum (not a horizontal circle of given force)',
    stem: '用长为 1 m 的细绳拴着一个小球在水平面内做匀速圆周运动，绳与竖直方向的夹角为 37°，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['轨道半径为 0.6 m', '轨道半径为 1 m', '向心加速度大小为 7.5 m/s^2', '向心加速度大小为 10 m/s^2'],
    answer: 'AC',
  },
  // ── Waves.
  {
    trap: 'wave: period against frequency',
    stem: '一列简谐横波的波速为 4 m/s，周期为 0.5 s，下列说法正确的是（ ）',
    options: ['波长为 2 m', '频率为 0.5 Hz', '波长为 8 m', '频率为 2 Hz'],
    answer: 'AD',
  },
  {
    trap: 'wave: 错误的是',
    stem: '一列机械波的频率为 5 Hz，波长为 0.4 m，下列说法错误的是（ ）',
    options: ['波速为 2 m/s', '周期为 5 s', '周期为 0.2 s', '波速为 12.5 m/s'],
    answer: 'BD',
  },
  {
    trap: 'wave: a distance travelled in a time',
    stem: '一列简谐波的波长为 2 m，频率为 10 Hz，下列说法正确的是（ ）',
    options: ['波速为 20 m/s', '波在 1 s 内传播的距离为 20 m', '周期为 0.1 s', '质点在 1 s 内随波迁移 20 m'],
    answer: 'ABC',
  },
  {
    trap: 'wave: sound from air into water (speed changes, frequency stays)',
    stem: '一列声波在空气中的波长为 0.68 m，在空气中的传播速度为 340 m/s，该声波进入水中后，下列说法正确的是（ ）',
    options: ['频率为 500 Hz', '波长为 0.68 m', '周期为 0.002 s', '波速为 340 m/s'],
    answer: 'AC',
  },
  {
    trap: 'wave: adjacent crest and trough (half a wavelength)',
    stem: '一列简谐横波沿 x 轴传播，相邻的波峰与波谷之间的距离为 1 m，频率为 2 Hz，下列说法正确的是（ ）',
    options: ['波长为 1 m', '波长为 2 m', '波速为 2 m/s', '波速为 4 m/s'],
    answer: 'BD',
  },
  {
    trap: 'wave: the period of a point, named with 质点',
    stem: '一列简谐横波的波速为 2 m/s，波长为 4 m，下列说法正确的是（ ）',
    options: ['波的周期为 2 s', '质点振动的周期为 0.5 s', '波的频率为 0.5 Hz', '波的频率为 2 Hz'],
    answer: 'AC',
  },
  {
    trap: 'wave: 不正确的是 with a two-clause option',
    stem: '一列简谐波的周期为 0.2 s，波速为 10 m/s，下列说法不正确的是（ ）',
    options: ['波长为 2 m，频率为 5 Hz', '波长为 2 m，频率为 0.2 Hz', '频率为 5 Hz', '波长为 2 m'],
    answer: 'B',
  },
  // ── An oscillator counted over a time.
  {
    trap: 'oscillator: period against frequency',
    stem: '弹簧振子在 2 s 内完成 5 次全振动，下列说法正确的是（ ）',
    options: ['周期为 0.4 s', '频率为 0.4 Hz', '频率为 2.5 Hz', '周期为 2.5 s'],
    answer: 'AC',
  },
  {
    trap: 'oscillator: passes through equilibrium twice a period',
    stem: '一弹簧振子在 4 s 内 10 次经过平衡位置，下列说法正确的是（ ）',
    options: ['周期为 0.4 s', '周期为 0.8 s', '频率为 2.5 Hz', '频率为 1.25 Hz'],
    answer: 'BD',
  },
  {
    trap: 'oscillator: pendulum over a minute',
    stem: '一单摆在 1 min 内完成 30 次全振动，下列说法正确的是（ ）',
    options: ['周期为 2 s', '周期为 0.5 s', '频率为 0.5 Hz', '频率为 2 Hz'],
    answer: 'AC',
  },
  {
    trap: 'oscillator: B to C (half a period)',
    stem: '弹簧振子在 B、C 两点间做简谐运动，振子从 B 第一次运动到 C 所用的时间为 0.5 s，下列说法正确的是（ ）',
    options: ['周期为 0.5 s', '周期为 1 s', '频率为 2 Hz', '频率为 1 Hz'],
    answer: 'BD',
  },
  // ── Smooth descent and smooth pull.
  {
    trap: 'descent on a rough slope, a smooth floor after it',
    stem: '质量为 2 kg 的物块从高为 0.8 m 的粗糙斜面顶端由静止滑下，滑到底端后进入光滑水平面，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['到达斜面底端时的速度为 4 m/s', '重力做的功为 16 J', '到达底端时的动能为 16 J', '重力做的功为 8 J'],
    answer: 'B',
  },
  {
    trap: 'descent on a smooth curve: g = 9.8',
    stem: '质量为 1 kg 的小球从光滑曲面上高 0.8 m 处由静止滑下，g 取 9.8 m/s^2，下列说法正确的是（ ）',
    options: ['到达曲面底端时的速度为 4 m/s', '到达底端时的动能为 7.84 J', '重力做的功为 8 J', '重力做的功为 7.84 J'],
    answer: 'BD',
  },
  {
    trap: 'descent: a smooth slope then a rough floor',
    stem: '一物块从光滑斜面上高 1.25 m 处由静止滑下，然后滑上粗糙水平面，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: [
      '到达斜面底端时的速度为 5 m/s',
      '到达斜面底端时的速度为 25 m/s',
      '物块在水平面上滑行 5 m 后停止',
      '物块在水平面上一直运动下去',
    ],
    answer: 'A',
  },
  {
    trap: 'descent: from rest with air resistance',
    stem: '质量为 1 kg 的小球从光滑圆弧轨道上高 0.45 m 处由静止释放，运动中受到空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['到达最低点时的速度为 3 m/s', '到达最低点时的动能为 4.5 J', '重力做的功为 4.5 J', '到达最低点时的速度小于 3 m/s'],
    answer: 'CD',
  },
  {
    trap: 'smooth pull: F/m and the work',
    stem: `质量为 2 kg 的物体放在光滑水平面上，在 8 N 的水平拉力作用下由静止开始运动了 4 m，${MANY}下列说法正确的是（ ）`,
    options: ['末速度为 4 m/s', '拉力做的功为 32 J', '加速度为 4 m/s^2', '末动能为 16 J'],
    answer: 'BC',
  },
  {
    trap: 'pull on a rough floor said smooth elsewhere',
    stem: '质量为 2 kg 的物体在 8 N 的水平拉力作用下，从静止开始沿粗糙水平面运动了 4 m，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['拉力做的功为 32 J', '末动能为 32 J', '末动能为 16 J', '加速度为 4 m/s^2'],
    answer: 'AC',
  },
  {
    trap: 'smooth pull: a slanted force',
    stem: '质量为 2 kg 的物体放在光滑水平面上，在与水平方向成 60° 角、大小为 8 N 的拉力作用下由静止开始运动了 4 m，下列说法正确的是（ ）',
    options: ['拉力做的功为 16 J', '拉力做的功为 32 J', '末动能为 16 J', '加速度为 4 m/s^2'],
    answer: 'AC',
  },
  {
    trap: 'smooth pull: the time, g not needed',
    stem: '一个质量为 4 kg 的物体静止在光滑水平地面上，从静止开始受到 10 N 的水平恒力作用，运动了 5 m，下列说法正确的是（ ）',
    options: ['末速度为 5 m/s', '加速度为 2.5 m/s^2', '所用时间为 2 s', '恒力做的功为 50 J'],
    answer: 'ABCD',
  },
  {
    trap: 'smooth pull: asked as one number, the distance given in cm',
    stem: '质量为 0.5 kg 的滑块放在光滑水平桌面上，在 2 N 的水平拉力作用下由静止开始运动了 50 cm，则此时滑块的速度为（ ）',
    options: ['1 m/s', '2 m/s', '0.5 m/s', '4 m/s'],
    answer: 'B',
  },
  // ── Two bodies moved together (A 2 kg, B 3 kg, F = 10 N: a = 2 m/s²).
  {
    trap: 'side by side: the push on A against the force between',
    stem: `光滑水平面上并排放着质量为 2 kg 的物块 A 和质量为 3 kg 的物块 B，用 10 N 的水平推力推 A，使两者一起运动，${MANY}下列说法正确的是（ ）`,
    options: ['加速度为 2 m/s^2', 'A 对 B 的作用力为 10 N', 'B 对 A 的作用力为 6 N', 'A、B 间的作用力为 4 N'],
    answer: 'AC',
  },
  {
    trap: 'side by side: the push on B instead',
    stem: '光滑水平面上并排放着质量为 2 kg 的物块 A 和质量为 3 kg 的物块 B，用 10 N 的水平推力推 B，使两者一起运动，下列说法正确的是（ ）',
    options: ['A、B 间的作用力为 6 N', 'A、B 间的作用力为 4 N', '加速度为 2 m/s^2', '加速度为 5 m/s^2'],
    answer: 'BC',
  },
  {
    trap: 'side by side on a rough floor (the force between does not change)',
    stem: '水平地面上并排放着质量为 2 kg 的物块 A 和质量为 3 kg 的物块 B，两物块与地面间的动摩擦因数均为 0.1，用 10 N 的水平推力推 A，使两者一起运动，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['加速度为 2 m/s^2', '加速度为 1 m/s^2', 'A 对 B 的作用力为 6 N', 'A 对 B 的作用力为 3 N'],
    answer: 'BC',
  },
  {
    trap: 'string: pulling B, the string tension moves A',
    stem: '光滑水平面上，质量为 1 kg 的物块 A 和质量为 3 kg 的物块 B 用细绳相连，用 8 N 的水平拉力拉 B，使两者一起运动，下列说法正确的是（ ）',
    options: ['绳的拉力为 2 N', '绳的拉力为 6 N', '加速度为 2 m/s^2', '加速度为 8 m/s^2'],
    answer: 'AC',
  },
  {
    trap: 'string: vertical lift (gravity acts)',
    stem: '质量为 1 kg 的物块 A 和质量为 3 kg 的物块 B 用细绳相连，用 60 N 的竖直向上的拉力拉 A，使两者一起向上加速运动，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['加速度为 5 m/s^2', '加速度为 15 m/s^2', '绳的拉力为 45 N', '绳的拉力为 15 N'],
    answer: 'AC',
  },
  {
    trap: 'side by side: a slanted push',
    stem: '光滑水平面上并排放着质量为 2 kg 的物块 A 和质量为 3 kg 的物块 B，用与水平方向成 37° 斜向下的 10 N 推力推 A，使两者一起运动，下列说法正确的是（ ）',
    options: ['加速度为 1.6 m/s^2', '加速度为 2 m/s^2', 'A 对 B 的作用力为 4.8 N', 'A 对 B 的作用力为 6 N'],
    answer: 'AC',
  },
  {
    trap: 'side by side: 错误的是',
    stem: '在光滑水平面上，质量分别为 1 kg 和 4 kg 的木块 A、B 紧靠在一起，用 5 N 的水平推力推 A，下列说法错误的是（ ）',
    options: ['两木块的加速度为 1 m/s^2', 'A 对 B 的作用力为 4 N', 'B 对 A 的作用力为 1 N', 'A、B 间的作用力为 4 N'],
    answer: 'C',
  },
  {
    trap: 'stacked, not side by side',
    stem: '光滑水平面上，质量为 2 kg 的物块 A 叠放在质量为 3 kg 的物块 B 上，用 10 N 的水平拉力拉 B，A、B 一起运动，下列说法正确的是（ ）',
    options: ['加速度为 2 m/s^2', 'A 受到的摩擦力为 4 N', 'A 受到的摩擦力为 6 N', 'A 受到的摩擦力为 10 N'],
    answer: 'AB',
  },
  // ── Two points of a wave from a source at the origin (v = 2 m/s, f = 1 Hz: λ = 2 m).
  {
    trap: 'two points: one wavelength apart in phase',
    stem: '波源 S 位于坐标原点，做简谐运动，产生的简谐横波沿 x 轴正、负两个方向传播，波速为 2 m/s，频率为 1 Hz，质点 P、Q 的平衡位置分别在 x = 2 m 和 x = -4 m 处。某时刻波源的位移为正且向 y 轴正方向运动，下列说法正确的是（ ）',
    options: [
      'P、Q 的位移方向相同，速度方向相同',
      'P、Q 的位移方向相反，速度方向相同',
      'P、Q 的位移方向相同，速度方向相反',
      'P、Q 的位移方向相反，速度方向相反',
    ],
    answer: 'A',
  },
  {
    trap: 'two points: half a wavelength apart',
    stem: '波源 S 位于坐标原点，做简谐运动，产生的简谐横波向 x 轴正、负两个方向传播，波速为 2 m/s，频率为 1 Hz，平衡位置分别在 x = 1 m 和 x = -2 m 处的质点 P、Q 随波源振动，当波源的位移为负且向 y 轴负方向运动时，下列说法正确的是（ ）',
    options: ['P、Q 的位移方向相同', 'P、Q 的位移方向相反', 'P、Q 的速度方向相同', 'P、Q 的速度方向相反'],
    answer: 'BD',
  },
  {
    trap: 'two points: a one-way wave',
    stem: '波源 S 位于坐标原点，做简谐运动，产生的简谐横波沿 x 轴正方向传播，波速为 2 m/s，频率为 1 Hz，平衡位置分别在 x = 1 m 和 x = 2 m 处的质点 P、Q 随波源振动，当波源的位移为正且向 y 轴正方向运动时，下列说法正确的是（ ）',
    options: ['P、Q 的位移方向相同', 'P、Q 的位移方向相反', 'P、Q 的速度方向相同', 'P、Q 的速度方向相反'],
    answer: 'BD',
  },
  {
    trap: 'two points: a wave whose direction is not given',
    stem: '一列简谐横波沿 x 轴传播，波速为 2 m/s，频率为 1 Hz，质点 P、Q 的平衡位置分别在 x = 1 m 和 x = 1.5 m 处，某时刻质点 P 的位移为正且向 y 轴正方向运动，下列说法正确的是（ ）',
    options: ['Q 的位移为正', 'Q 的位移为负', 'Q 向 y 轴正方向运动', 'Q 向 y 轴负方向运动'],
    answer: null,
  },
  {
    trap: 'two points: a period given, not a frequency',
    stem: '波源 S 位于坐标原点，做简谐运动，产生的简谐横波沿 x 轴正、负两个方向传播，波速为 4 m/s，周期为 0.5 s，平衡位置分别在 x = 1 m 和 x = -3 m 处的质点 P、Q 随波源振动，当波源的位移为正且向 y 轴正方向运动时，下列说法正确的是（ ）',
    options: [
      'P、Q 的位移方向相同，速度方向相同',
      'P、Q 的位移方向相反，速度方向相同',
      'P、Q 的位移方向相同，速度方向相反',
      'P、Q 的位移方向相反，速度方向相反',
    ],
    answer: 'A',
  },
  // ── A second batch aimed at what the first answered.
  {
    trap: 'sticking: the impulse B gives A, unsigned without 大小',
    stem: '光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 碰撞，碰后粘在一起运动，以 A 的初速度方向为正方向，下列说法正确的是（ ）',
    options: ['B 对 A 的冲量为 4 N·s', 'A 对 B 的冲量为 4 N·s', '碰后共同速度为 4 m/s', '损失的动能为 12 J'],
    answer: 'BCD',
  },
  {
    trap: 'sticking: A 的动量变化量大小 (the size is true)',
    stem: '光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 碰撞，碰后粘在一起运动，下列说法正确的是（ ）',
    options: ['A 的动量变化量大小为 4 kg·m/s', 'B 的动量变化量大小为 4 kg·m/s', '碰后共同速度为 3 m/s', '损失的动能为 24 J'],
    answer: 'AB',
  },
  {
    trap: 'horizontal throw in a wind',
    stem: '将一小球从 20 m 高处以 10 m/s 的速度水平抛出，小球受到水平方向的恒定风力作用，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['经 2 s 落地', '水平位移为 20 m', '落地时的竖直分速度为 20 m/s', '落地时的速度为 10√5 m/s'],
    answer: null,
  },
  {
    trap: 'free fall: 「一定」 and 「可能」 clauses in the options',
    stem: '一小球从 45 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['小球一定经 3 s 落地', '小球落地时的速度可能为 20 m/s', '第 3 s 内下落的高度为 25 m', '前 2 s 内的位移为 20 m'],
    answer: 'ACD',
  },
  {
    trap: 'free fall: 第 2 s 内 against 2 s 内 against 2 s 末',
    stem: '一物体从 80 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['第 2 s 内下落的高度为 20 m', '2 s 内下落的高度为 20 m', '2 s 末的速度为 15 m/s', '第 2 s 内的平均速度为 20 m/s'],
    answer: 'B',
  },
  {
    trap: 'braking: the deceleration given with its sign',
    stem: '汽车以 10 m/s 的速度行驶，刹车后加速度为 -2 m/s^2，下列说法正确的是（ ）',
    options: ['刹车后 6 s 内的位移为 25 m', '刹车后 6 s 内的位移为 24 m', '刹车后 2 s 末的速度为 6 m/s', '刹车后 2 s 末的速度为 14 m/s'],
    answer: 'AC',
  },
  {
    trap: 'from rest: the fourth-second displacement as a multiple of the first',
    stem: '物体由静止开始做匀加速直线运动，加速度为 2 m/s^2，下列说法正确的是（ ）',
    options: [
      '第 4 s 内的位移是第 1 s 内位移的 7 倍',
      '前 4 s 内的位移是前 1 s 内位移的 4 倍',
      '第 4 s 末的速度是第 1 s 末速度的 4 倍',
      '第 4 s 内的位移为 7 m',
    ],
    answer: 'ACD',
  },
  {
    trap: 'circle: period and frequency with 约 on a rounded figure',
    stem: '一物体做匀速圆周运动，半径为 1 m，周期为 3 s，下列说法正确的是（ ）',
    options: ['频率约为 0.33 Hz', '频率为 3 Hz', '角速度约为 2.09 rad/s', '线速度为 3 m/s'],
    answer: 'AC',
  },
  {
    trap: 'wave: the speed in water given, the wave stays in water',
    stem: '一列声波在水中传播，波速为 1500 m/s，频率为 500 Hz，下列说法正确的是（ ）',
    options: ['波长为 3 m', '波长为 0.33 m', '周期为 0.002 s', '周期为 500 s'],
    answer: 'AC',
  },
  {
    trap: 'side by side: three bodies, the force between the last two',
    stem: '光滑水平面上并排放着质量均为 1 kg 的三个物块 A、B、C，用 6 N 的水平推力推 A，使三者一起运动，下列说法正确的是（ ）',
    options: ['加速度为 2 m/s^2', 'A 对 B 的作用力为 4 N', 'B 对 C 的作用力为 2 N', 'B 对 C 的作用力为 4 N'],
    answer: 'ABC',
  },
  {
    trap: 'smooth descent: the speed at half the height',
    stem: '质量为 1 kg 的小球从光滑曲面上高 0.8 m 处由静止滑下，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['下滑到一半高度时的速度为 2 m/s', '到达曲面底端时的速度为 4 m/s', '到达底端时的动能为 8 J', '重力做的功为 8 J'],
    answer: 'BCD',
  },
  {
    trap: 'pull then coast: the friction work said without its sign',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体继续滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['摩擦力做的功为 200 J', '拉力的冲量为 40 N·s', '物体运动的总时间为 8 s', '撤去拉力时物体的速度为 10 m/s'],
    answer: 'BCD',
  },
  {
    trap: 'pull then coast: the friction impulse against the pull',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体继续滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['摩擦力的冲量大小为 40 N·s', '拉力的冲量为 40 N·s', '撤去拉力后物体的加速度为 2.5 m/s^2', '物体运动的总位移为 40 m'],
    answer: 'ABCD',
  },
  {
    trap: 'two points: quarter wavelengths, each sign fixed over the state',
    stem: '波源 S 位于坐标原点，在 y 轴方向做简谐运动，产生的简谐横波沿 x 轴正、负两个方向传播，波速为 2 m/s，频率为 1 Hz，平衡位置分别在 x = 0.5 m 和 x = -1.5 m 处的质点 P、Q 随波源振动，当波源的位移为正且向 y 轴正方向运动时，下列说法正确的是（ ）',
    options: [
      'P、Q 的位移方向相同，速度方向相同',
      'P、Q 的位移方向相反，速度方向相同',
      'P、Q 的位移方向相同，速度方向相反',
      'P、Q 的位移方向相反，速度方向相反',
    ],
    answer: 'D',
  },
  {
    trap: 'two points: an eighth of a wavelength, a displacement sign that changes over the state (only D is sure)',
    stem: '波源 S 位于坐标原点，在 y 轴方向做简谐运动，产生的简谐横波沿 x 轴正、负两个方向传播，波速为 2 m/s，频率为 1 Hz，平衡位置分别在 x = 0.25 m 和 x = -1 m 处的质点 P、Q 随波源振动，当波源的位移为正且向 y 轴正方向运动时，下列说法正确的是（ ）',
    options: ['P、Q 的位移方向相同', 'P、Q 的位移方向相反', 'P、Q 的速度方向相同', 'P、Q 的速度方向相反'],
    answer: 'D',
  },
  {
    trap: 'two points: 错误的是',
    stem: '波源 S 位于坐标原点，在 y 轴方向做简谐运动，产生的简谐横波向 x 轴正、负两个方向传播，波速为 2 m/s，频率为 1 Hz，平衡位置分别在 x = 1 m 和 x = -2 m 处的质点 P、Q 随波源振动，当波源的位移为负且向 y 轴负方向运动时，下列说法错误的是（ ）',
    options: ['P、Q 的位移方向相同', 'P、Q 的位移方向相反', 'P、Q 的速度方向相同', 'P、Q 的速度方向相反'],
    answer: 'AC',
  },
  {
    trap: 'two points: 不正确的是 with two clauses an option',
    stem: '波源 S 位于坐标原点，在 y 轴方向做简谐运动，产生的简谐横波沿 x 轴正、负两个方向传播，波速为 4 m/s，周期为 0.5 s，平衡位置分别在 x = 1 m 和 x = -3 m 处的质点 P、Q 随波源振动，当波源的位移为正且向 y 轴正方向运动时，P、Q 两质点的运动情况，下列说法不正确的是（ ）',
    options: ['位移方向相同，速度方向相同', '位移方向相反，速度方向相同', '位移方向相同，速度方向相反', '位移方向相反，速度方向相反'],
    answer: 'BCD',
  },
  // ── A third batch: moments and stretches named in other words.
  {
    trap: 'free fall: a height left above the ground, not fallen',
    stem: '一小球从 45 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['下落 1 s 时离地面的高度为 5 m', '下落 1 s 时离地面的高度为 40 m', '前 1 s 内下落的高度为 5 m', '落地时的速度为 30 m/s'],
    answer: 'BCD',
  },
  {
    trap: 'free fall: 2 s 内 average without 前',
    stem: '一物体从 20 m 高处由静止自由下落，g 取 10 m/s^2，不计空气阻力，下列说法正确的是（ ）',
    options: ['2 s 内的平均速度为 10 m/s', '最后 1 s 内的平均速度为 15 m/s', '落地时的速度为 20 m/s', '第 1 s 末的速度为 10 m/s'],
    answer: 'ABCD',
  },
  {
    trap: 'horizontal throw: the speed change over the flight',
    stem: '将一小球从 20 m 高处以 15 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['从抛出到落地速度的变化量为 10 m/s', '从抛出到落地速度的变化量为 20 m/s', '落地时的速度为 25 m/s', '1 s 末的速度为 25 m/s'],
    answer: 'BC',
  },
  {
    trap: 'braking: the displacement after braking named without a time',
    stem: '汽车以 20 m/s 的速度行驶，刹车后做匀减速直线运动，加速度大小为 5 m/s^2，下列说法正确的是（ ）',
    options: ['刹车后的位移为 40 m', '刹车后 2 s 内的位移为 30 m', '刹车后第 4 s 内的位移为 2.5 m', '刹车后 5 s 内的位移为 37.5 m'],
    answer: 'ABC',
  },
  {
    trap: 'from rest: 秒 written out',
    stem: '物体由静止开始做匀加速直线运动，加速度为 2 m/s^2，下列说法正确的是（ ）',
    options: ['第 3 秒末的速度为 6 m/s', '第 3 秒内的位移为 5 m', '前 3 秒内的位移为 9 m', '第 3 秒内的位移为 9 m'],
    answer: 'ABC',
  },
  {
    trap: 'pull then coast: the power of the pull',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体继续滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['撤去拉力前瞬间拉力的功率为 100 W', '拉力做功的平均功率为 50 W', '拉力做的功为 200 J', '摩擦力的大小为 5 N'],
    answer: 'ABCD',
  },
  {
    trap: 'pull then coast: the friction during the pull said static',
    stem: '质量为 2 kg 的物体静止在水平地面上，物体与地面间的动摩擦因数为 0.25，在 10 N 的水平拉力作用下由静止开始运动，4 s 后撤去拉力，物体继续滑行直到停止，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: [
      '物体受到的摩擦力为静摩擦力',
      '撤去拉力后物体的加速度大小为 2.5 m/s^2',
      '撤去拉力时物体的速度为 10 m/s',
      '物体运动的总位移为 40 m',
    ],
    answer: 'BCD',
  },
  {
    trap: 'side by side: a direction clause beside a right size',
    stem: '光滑水平面上并排放着质量为 2 kg 的物块 A 和质量为 3 kg 的物块 B，用 10 N 的水平推力向右推 A，使两者一起运动，下列说法正确的是（ ）',
    options: ['B 对 A 的作用力为 6 N，方向向右', 'A 对 B 的作用力为 6 N，方向向右', '加速度为 2 m/s^2', '加速度为 5 m/s^2'],
    answer: 'BC',
  },
  {
    trap: 'circle: the net force of a uniform circle, with a mass',
    stem: '质量为 1 kg 的物体做匀速圆周运动，半径为 2 m，线速度大小为 4 m/s，下列说法正确的是（ ）',
    options: ['物体所受合力为 8 N', '物体所受合力为 0 N', '向心加速度大小为 8 m/s^2', '周期约为 3.14 s'],
    answer: 'ACD',
  },
  {
    trap: 'smooth descent: the slope length given too',
    stem: '质量为 1 kg 的物块从高 0.8 m、长 1.6 m 的光滑斜面顶端由静止滑下，g 取 10 m/s^2，下列说法正确的是（ ）',
    options: ['到达斜面底端时的速度为 4 m/s', '下滑的加速度为 5 m/s^2', '下滑的时间为 0.8 s', '重力做的功为 8 J'],
    answer: 'ABCD',
  },
  {
    trap: 'sticking, then pressing a spring',
    stem: '光滑水平面上，质量为 2 kg 的小球 A 以 6 m/s 的速度与静止的质量为 1 kg 的小球 B 碰撞后粘在一起，随后压缩一根轻弹簧，下列说法正确的是（ ）',
    options: ['碰后共同速度为 4 m/s', '弹簧的最大弹性势能为 36 J', '弹簧的最大弹性势能为 24 J', '碰撞中损失的动能为 12 J'],
    answer: 'ACD',
  },
];

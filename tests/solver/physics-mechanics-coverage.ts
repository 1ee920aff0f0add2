/**
 * Gaokao and textbook physics written fresh for the mechanics, circuits and gas chapters, each with its
 * answer worked by hand: a choice question's letter, or a plain question's value in the unit written.
 */
export interface CoverageProblem {
  chapter: string;
  text: string;
  /** 'B' for a choice question; otherwise the expected value (in the answer's unit). */
  answer: string | number;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const COVERAGE: CoverageProblem[] = [
  // Displacement in one second of the motion: x_n = x(n) − x(n−1); the last second of a fall; the first 2 s.
  { chapter: 'nth-second', text: '一辆汽车从静止开始做匀加速直线运动，加速度为 2 m/s^2，求汽车在第 3 s 内的位移。', answer: 5 },
  {
    chapter: 'nth-second',
    text: choice('一物体从静止开始自由下落，g 取 10 m/s^2，它在第 2 s 内下落的高度为（ ）', '5 m', '10 m', '15 m', '20 m'),
    answer: 'C',
  },
  {
    chapter: 'nth-second',
    text: choice('物体以 2 m/s 的初速度做匀加速直线运动，加速度为 4 m/s^2，则它在最初 2 s 内的位移为', '8 m', '12 m', '16 m', '20 m'),
    answer: 'B',
  },
  {
    chapter: 'nth-second',
    text: choice(
      '一小球从 45 m 高处由静止自由下落，g 取 10 m/s^2，不计空气阻力，它在最后 1 s 内下落的高度为',
      '5 m',
      '15 m',
      '20 m',
      '25 m',
    ),
    answer: 'D',
  },
  {
    chapter: 'nth-second',
    text: '汽车以 20 m/s 的速度行驶，刹车后做匀减速直线运动，加速度大小为 4 m/s^2，求刹车后第 2 s 内的位移。',
    answer: 14,
  },
  // Vertical throws and free fall.
  {
    chapter: 'vertical',
    text: choice(
      '从地面以 20 m/s 的初速度竖直向上抛出一个小球，不计空气阻力，g 取 10 m/s^2，小球上升的最大高度为',
      '10 m',
      '20 m',
      '30 m',
      '40 m',
    ),
    answer: 'B',
  },
  {
    chapter: 'vertical',
    text: '将一小球以 30 m/s 的初速度竖直上抛，不计空气阻力，g 取 10 m/s^2，求小球从抛出到落回抛出点所用的时间。',
    answer: 6,
  },
  {
    chapter: 'vertical',
    text: choice('一小球从 80 m 高处由静止自由下落，g 取 10 m/s^2，小球落地所用的时间为', '2 s', '4 s', '8 s', '16 s'),
    answer: 'B',
  },
  { chapter: 'vertical', text: '一个物体被竖直向上抛出，经 3 s 到达最高点，不计空气阻力，g 取 10 m/s^2，求抛出时的速度大小。', answer: 30 },
  { chapter: 'vertical', text: '一物体做自由落体运动，落地时的速度为 30 m/s，g 取 10 m/s^2，求它下落的高度。', answer: 45 },
  // Inclines: a = g sinθ (smooth), g(sinθ − μ cosθ) down a rough one.
  {
    chapter: 'incline',
    text: choice(
      '一物块从倾角为 30° 的光滑斜面顶端由静止开始下滑，g 取 10 m/s^2，物块下滑的加速度大小为',
      '2.5 m/s^2',
      '5 m/s^2',
      '8 m/s^2',
      '10 m/s^2',
    ),
    answer: 'B',
  },
  {
    chapter: 'incline',
    text: '物块沿倾角为 37° 的粗糙斜面加速下滑，物块与斜面间的动摩擦因数为 0.5，g 取 10 m/s^2，sin37° = 0.6，cos37° = 0.8，求物块下滑的加速度大小。',
    answer: 2,
  },
  {
    chapter: 'incline',
    text: '质量为 2 kg 的物块沿倾角为 37° 的斜面下滑，物块与斜面间的动摩擦因数为 0.5，g 取 10 m/s^2，sin37° = 0.6，cos37° = 0.8，求物块受到的滑动摩擦力大小。',
    answer: 8,
  },
  {
    chapter: 'incline',
    text: choice(
      '一物体从长 10 m、倾角为 30° 的光滑斜面顶端由静止开始下滑，g 取 10 m/s^2，物体滑到底端所用的时间为',
      '1 s',
      '2 s',
      '4 s',
      '5 s',
    ),
    answer: 'B',
  },
  // Newton's second law with sliding friction on a level floor.
  {
    chapter: 'level-friction',
    text: '质量为 2 kg 的物体放在水平地面上，物体与地面间的动摩擦因数为 0.2，在 10 N 的水平拉力作用下由静止开始运动，g 取 10 m/s^2，求物体的加速度大小。',
    answer: 3,
  },
  {
    chapter: 'level-friction',
    text: choice(
      '质量为 5 kg 的木箱放在水平地面上，受到 30 N 的水平推力作用而滑动，木箱与地面间的动摩擦因数为 0.4，g 取 10 m/s^2，木箱的加速度大小为',
      '2 m/s^2',
      '4 m/s^2',
      '6 m/s^2',
      '10 m/s^2',
    ),
    answer: 'A',
  },
  {
    chapter: 'level-friction',
    text: '质量为 1 kg 的物块以 6 m/s 的初速度在水平面上滑行，物块与水平面间的动摩擦因数为 0.3，g 取 10 m/s^2，求物块滑行的最大距离。',
    answer: 6,
  },
  {
    chapter: 'level-friction',
    text: '质量为 10 kg 的物体在 50 N 的水平拉力作用下从静止开始沿水平地面运动，物体与地面间的动摩擦因数为 0.3，g 取 10 m/s^2，求 4 s 末物体的速度大小。',
    answer: 8,
  },
  // Work–energy theorem with friction.
  {
    chapter: 'work-energy',
    text: '质量为 1 kg 的小球从 5 m 高处由静止下落，落地时的速度为 8 m/s，g 取 10 m/s^2，求下落过程中小球克服空气阻力做的功。',
    answer: 18,
  },
  {
    chapter: 'work-energy',
    text: '质量为 2 kg 的物体静止在水平地面上，在 10 N 的水平拉力作用下运动了 4 m，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2，求此时物体的动能。',
    answer: 24,
  },
  {
    chapter: 'work-energy',
    text: choice(
      '质量为 2 kg 的物块以 4 m/s 的初速度在粗糙水平面上滑行直至停下，此过程中物块克服摩擦力做的功为',
      '4 J',
      '8 J',
      '16 J',
      '32 J',
    ),
    answer: 'C',
  },
  // Perfectly inelastic collisions: common speed and the kinetic energy lost.
  {
    chapter: 'collision',
    text: '质量为 2 kg 的小球 A 以 3 m/s 的速度与静止的质量为 1 kg 的小球 B 发生碰撞，碰后两球粘在一起运动，求碰撞过程中损失的动能。',
    answer: 3,
  },
  {
    chapter: 'collision',
    text: '质量为 10 g 的子弹以 400 m/s 的水平速度射入静止在光滑水平面上质量为 990 g 的木块并留在其中，求木块获得的速度大小。',
    answer: 4,
  },
  {
    chapter: 'collision',
    text: '在光滑水平面上，质量为 3 kg 的小车以 2 m/s 的速度向右运动，与质量为 1 kg、以 2 m/s 的速度向左运动的小车相碰，碰后两车粘在一起，求碰后两车的速度大小。',
    answer: 1,
  },
  {
    chapter: 'collision',
    text: choice(
      '光滑水平面上，质量为 2 kg 的物体 A 以 6 m/s 的速度与静止的质量为 4 kg 的物体 B 发生完全非弹性碰撞，碰撞过程中损失的机械能为',
      '12 J',
      '24 J',
      '36 J',
      '48 J',
    ),
    answer: 'B',
  },
  // Series and parallel resistors with power.
  {
    chapter: 'circuit',
    text: '电阻 R1 = 4 Ω 与 R2 = 6 Ω 串联后接在电压为 20 V 的电源两端，电源内阻不计，求 R2 消耗的电功率。',
    answer: 24,
  },
  { chapter: 'circuit', text: '电阻 R1 = 6 Ω 和 R2 = 3 Ω 并联后接在 6 V 的电源上，电源内阻不计，求电路消耗的总功率。', answer: 18 },
  { chapter: 'circuit', text: '两个电阻 R1 = 10 Ω、R2 = 20 Ω 并联，干路电流为 0.9 A，求通过 R1 的电流。', answer: 0.6 },
  {
    chapter: 'circuit',
    text: choice(
      '一个标有“6 V 3 W”的小灯泡与一个电阻串联后接在 9 V 的电源上，小灯泡恰好正常发光，电源内阻不计，则串联电阻的阻值为',
      '3 Ω',
      '6 Ω',
      '12 Ω',
      '18 Ω',
    ),
    answer: 'B',
  },
  // Gas laws.
  {
    chapter: 'gas',
    text: '一定质量的理想气体，温度保持不变，体积为 10 L 时压强为 1.0×10^5 Pa，压强增大到 2.5×10^5 Pa 时体积为多少？',
    answer: 4,
  },
  { chapter: 'gas', text: '一定质量的理想气体，压强保持不变，温度由 27 ℃ 升高到 127 ℃，原来体积为 3 L，求后来的体积。', answer: 4 },
  {
    chapter: 'gas',
    text: choice(
      '一定质量的气体体积保持不变，温度从 300 K 升高到 400 K，原来压强为 1.5×10^5 Pa，则后来的压强为',
      '1.0×10^5 Pa',
      '1.5×10^5 Pa',
      '2.0×10^5 Pa',
      '2.5×10^5 Pa',
    ),
    answer: 'C',
  },
  {
    chapter: 'gas',
    text: '2 mol 理想气体的温度为 300 K，体积为 0.0498 m^3，摩尔气体常量 R 取 8.3 J/(mol·K)，求气体的压强。',
    answer: 1e5,
  },
];

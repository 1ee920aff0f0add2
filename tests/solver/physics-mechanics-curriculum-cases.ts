/**
 * Gaokao-style mechanics choice questions written for the curriculum, with our own numbers and answers worked by
 * hand: 4–8 per sub-topic. `answered` records what the solver does today: true means it must keep answering with
 * this letter (a refusal is a regression); false means it may refuse, but never answer another letter.
 */
export interface CurriculumProbe {
  topic: 'kinematics' | 'forces' | 'energy' | 'momentum' | 'gravitation' | 'waves';
  text: string;
  answer: string;
  answered: boolean;
}

const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const CURRICULUM_PROBES: CurriculumProbe[] = [
  // Kinematics. Braking stops at 5 s: x = v₀²/2a = 25 m.
  {
    topic: 'kinematics',
    text: choice(
      '一辆汽车以 10 m/s 的速度匀速行驶，刹车后做匀减速直线运动，加速度大小为 2 m/s^2，则刹车后 6 s 内的位移为（ ）',
      '24 m',
      '25 m',
      '36 m',
      '60 m',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'kinematics',
    text: choice('一小球从 80 m 高处由静止自由下落，g 取 10 m/s^2，不计空气阻力，则小球落地所用的时间为（ ）', '2 s', '4 s', '8 s', '16 s'),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'kinematics',
    text: choice(
      '将一小球以 10 m/s 的初速度从 20 m 高处水平抛出，不计空气阻力，g 取 10 m/s^2，则小球落地点与抛出点的水平距离为（ ）',
      '10 m',
      '20 m',
      '30 m',
      '40 m',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'kinematics',
    text: choice(
      '一质点做匀速圆周运动，半径为 2 m，线速度大小为 4 m/s，则其向心加速度大小为（ ）',
      '2 m/s^2',
      '4 m/s^2',
      '8 m/s^2',
      '16 m/s^2',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'kinematics',
    text: choice('一物体做匀速圆周运动，角速度为 4 rad/s，半径为 0.5 m，则其线速度大小为（ ）', '1 m/s', '2 m/s', '4 m/s', '8 m/s'),
    answer: 'B',
    answered: true,
  },
  // v(2) = 4 m/s; x(3) = 9 m; the 3rd second 9 − 4 = 5 m; x(4) = 16 m, mean 4 m/s.
  {
    topic: 'kinematics',
    text: choice(
      '一物体由静止开始做匀加速直线运动，加速度大小为 2 m/s^2，下列说法正确的是（ ）',
      '第 2 s 末的速度大小为 4 m/s',
      '前 3 s 内的位移大小为 9 m',
      '第 3 s 内的位移大小为 6 m',
      '前 4 s 内的平均速度大小为 4 m/s',
    ),
    answer: 'ABD',
    answered: true,
  },
  // t = 3 s, x = 60 m, v_y = 30 m/s so v = √1300 m/s, tanθ = 1.5.
  {
    topic: 'kinematics',
    text: choice(
      '从 45 m 高处以 20 m/s 的速度水平抛出一小球，不计空气阻力，g 取 10 m/s^2，则（ ）',
      '小球在空中运动的时间为 3 s',
      '小球落地点到抛出点的水平距离为 60 m',
      '小球落地时的速度大小为 50 m/s',
      '小球落地时速度方向与水平方向的夹角为 45°',
    ),
    answer: 'AB',
    answered: true,
  },
  // t = 2 s, v = 20 m/s, the 1st second 5 m, mean 10 m/s.
  {
    topic: 'kinematics',
    text: choice(
      '一小球从离地 20 m 高处由静止释放，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
      '小球经 2 s 落地',
      '小球落地时的速度大小为 20 m/s',
      '小球在第 1 s 内下落的高度为 10 m',
      '小球下落过程的平均速度大小为 10 m/s',
    ),
    answer: 'ABD',
    answered: true,
  },

  // Forces. (10 − 0.2·20)/2 = 3 m/s².
  {
    topic: 'forces',
    text: choice(
      '质量为 2 kg 的物体放在水平地面上，在 10 N 的水平拉力作用下由静止开始运动，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2，则物体的加速度大小为（ ）',
      '1 m/s^2',
      '3 m/s^2',
      '5 m/s^2',
      '6 m/s^2',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'forces',
    text: choice(
      '一质量为 1 kg 的物块从倾角为 30° 的光滑斜面顶端由静止下滑，g 取 10 m/s^2，则物块下滑的加速度大小为（ ）',
      '5 m/s^2',
      '5\\sqrt{3} m/s^2',
      '10 m/s^2',
      '2.5 m/s^2',
    ),
    answer: 'A',
    answered: true,
  },
  // a = 10/5 = 2 m/s², the push on B is 3·2 = 6 N.
  {
    topic: 'forces',
    text: choice(
      '光滑水平面上有质量分别为 2 kg 和 3 kg 的物块 A、B 并排放在一起，用 10 N 的水平推力推 A，则 A 对 B 的作用力大小为（ ）',
      '4 N',
      '6 N',
      '10 N',
      '2 N',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'forces',
    text: choice(
      '质量为 2 kg 的物块静止在倾角为 30° 的斜面上，g 取 10 m/s^2，则物块受到的摩擦力大小为（ ）',
      '10 N',
      '10\\sqrt{3} N',
      '20 N',
      '5 N',
    ),
    answer: 'A',
    answered: true,
  },
  // Pulled: a₁ = (12 − 4)/2 = 4 m/s², v = 16 m/s, x₁ = 32 m; coasting: a₂ = 2 m/s², x₂ = 64 m, t₂ = 8 s.
  {
    topic: 'forces',
    text: choice(
      '质量为 2 kg 的物体静止在水平地面上，受到 12 N 的水平拉力作用由静止开始运动，4 s 后撤去拉力，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2，则下列说法正确的是（ ）',
      '撤去拉力时物体的速度大小为 16 m/s',
      '撤去拉力前物体的位移大小为 16 m',
      '撤去拉力后物体还能滑行 16 m',
      '物体运动的总时间为 12 s',
    ),
    answer: 'AD',
    answered: true,
  },
  // Impulse: Ft = f·3t, f = F/3; v = 2Ft/(3m); x = v·3t/2 = Ft²/m; W_F = F·vt/2 = F²t²/(3m).
  {
    topic: 'forces',
    text: choice(
      '质量为 m 的物体在水平恒力 F 作用下由静止开始沿水平地面运动，经时间 t 撤去 F，物体又经时间 2t 停止运动，则（ ）',
      '物体所受摩擦力大小为 $\\frac{F}{3}$',
      '物体运动的最大速度为 $\\frac{2 F t}{3 m}$',
      '物体运动的总位移为 $\\frac{F t^{2}}{m}$',
      '拉力 F 做的功为 $\\frac{2 F^{2} t^{2}}{3 m}$',
    ),
    answer: 'ABC',
    answered: true,
  },

  // Work, energy, power.
  {
    topic: 'energy',
    text: choice(
      '质量为 1 kg 的小球从 5 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，则小球落地时的动能为（ ）',
      '5 J',
      '25 J',
      '50 J',
      '100 J',
    ),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'energy',
    text: choice(
      '一辆汽车以 20 m/s 的速度在水平路面上匀速行驶，所受阻力为 2000 N，则汽车发动机的功率为（ ）',
      '20 kW',
      '40 kW',
      '80 kW',
      '100 kW',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'energy',
    text: choice(
      '一小球从光滑斜面上高 0.8 m 处由静止滑下，g 取 10 m/s^2，则小球滑到斜面底端时的速度大小为（ ）',
      '2 m/s',
      '4 m/s',
      '8 m/s',
      '16 m/s',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'energy',
    text: choice(
      '质量为 2 kg 的物体在 10 N 的水平拉力作用下由静止开始沿光滑水平面运动了 5 m，则物体的末速度大小为（ ）',
      '5 m/s',
      '5\\sqrt{2} m/s',
      '10 m/s',
      '25 m/s',
    ),
    answer: 'B',
    answered: true,
  },
  // Ek = mgh = 200 J; after 1 s it fell 5 m, Ep = 150 J; at the ground v = 20 m/s, P = mgv = 200 W.
  {
    topic: 'energy',
    text: choice(
      '质量为 1 kg 的小球从 20 m 高处由静止释放，不计空气阻力，g 取 10 m/s^2，以地面为零势能面，则（ ）',
      '小球落地时的动能为 200 J',
      '下落过程中重力做的功为 200 J',
      '小球下落 1 s 时的重力势能为 150 J',
      '小球落地前瞬间重力的功率为 400 W',
    ),
    answer: 'ABC',
    answered: true,
  },

  // Momentum.
  {
    topic: 'momentum',
    text: choice(
      '质量为 2 kg 的小球以 3 m/s 的速度与静止的质量为 1 kg 的小球发生正碰，碰后两球粘在一起，则它们共同速度的大小为（ ）',
      '1 m/s',
      '2 m/s',
      '3 m/s',
      '6 m/s',
    ),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'momentum',
    text: choice(
      '质量为 0.5 kg 的小球以 10 m/s 的速度竖直落到地面，以 8 m/s 的速度竖直弹起，则小球动量变化量的大小为（ ）',
      '1 kg·m/s',
      '5 kg·m/s',
      '9 kg·m/s',
      '4 kg·m/s',
    ),
    answer: 'C',
    answered: false,
  },
  {
    topic: 'momentum',
    text: choice('质量为 1 kg 的物体受到 5 N 的恒力作用 4 s，则该恒力的冲量大小为（ ）', '5 N·s', '10 N·s', '20 N·s', '40 N·s'),
    answer: 'C',
    answered: false,
  },
  // v = 1 m/s; Ek 8 J → 2 J, 6 J lost; impulse on B 3 N·s; A's change of momentum 3 kg·m/s.
  {
    topic: 'momentum',
    text: choice(
      '光滑水平面上，质量为 1 kg 的小球 A 以 4 m/s 的速度与静止的质量为 3 kg 的小球 B 发生碰撞，碰后两球粘在一起，则（ ）',
      '碰后两球的共同速度大小为 1 m/s',
      '碰撞过程中损失的动能为 6 J',
      '碰撞过程中 A 对 B 的冲量大小为 4 N·s',
      '碰撞过程中 A 的动量变化量大小为 3 kg·m/s',
    ),
    answer: 'ABD',
    answered: true,
  },
  {
    topic: 'momentum',
    text: choice(
      '质量为 60 kg 的人站在静止于光滑冰面上的质量为 120 kg 的小车上，人以 2 m/s 的速度（相对地面）水平跳离小车，则小车的速度大小为（ ）',
      '0.5 m/s',
      '1 m/s',
      '2 m/s',
      '4 m/s',
    ),
    answer: 'B',
    answered: false,
  },

  // Gravitation: T ∝ r^{3/2}, v ∝ r^{-1/2}, g ∝ M/R².
  {
    topic: 'gravitation',
    text: choice('两颗人造卫星绕地球做匀速圆周运动，它们的轨道半径之比为 1:4，则它们的周期之比为（ ）', '1:2', '1:4', '1:8', '1:16'),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'gravitation',
    text: choice('两颗人造卫星绕地球做匀速圆周运动，它们的轨道半径之比为 1:4，则它们的线速度大小之比为（ ）', '1:2', '2:1', '1:4', '4:1'),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'gravitation',
    text: choice(
      '某星球的质量是地球质量的 2 倍，半径是地球半径的 2 倍，则该星球表面的重力加速度是地球表面重力加速度的（ ）',
      '0.5 倍',
      '1 倍',
      '2 倍',
      '4 倍',
    ),
    answer: 'A',
    answered: true,
  },
  {
    topic: 'gravitation',
    text: choice(
      '已知地球表面的重力加速度为 g，地球半径为 R，引力常量为 G，忽略地球自转，则地球的质量为（ ）',
      '$\\frac{g R^{2}}{G}$',
      '$\\frac{g R}{G}$',
      '$\\frac{G R^{2}}{g}$',
      '$\\frac{g^{2} R}{G}$',
    ),
    answer: 'A',
    answered: true,
  },

  // Oscillations and waves. λ = v/f, T = t/n.
  {
    topic: 'waves',
    text: choice('一列简谐横波的波速为 4 m/s，频率为 2 Hz，则该波的波长为（ ）', '0.5 m', '2 m', '8 m', '6 m'),
    answer: 'B',
    answered: true,
  },
  {
    topic: 'waves',
    text: choice('一列简谐波的波长为 2 m，周期为 0.5 s，则该波的波速为（ ）', '1 m/s', '2 m/s', '4 m/s', '0.25 m/s'),
    answer: 'C',
    answered: true,
  },
  {
    topic: 'waves',
    text: choice('一弹簧振子在 4 s 内完成 10 次全振动，则它的振动周期为（ ）', '0.4 s', '2.5 s', '4 s', '40 s'),
    answer: 'A',
    answered: true,
  },
  // λ = 2 m; P is 1.5λ from S (opposite phase), Q 1.25λ (a quarter period behind). S above and rising: P below and
  // falling, Q below and rising.
  {
    topic: 'waves',
    text: choice(
      '波源 S 位于坐标原点，在 y 轴方向做简谐运动，产生频率为 5 Hz 的简谐横波沿 x 轴正、负两个方向传播，波速均为 10 m/s，x 轴上质点 P、Q 的平衡位置坐标分别为 xP = 3 m、xQ = -2.5 m，当 S 的位移为正且向 +y 方向运动时，P、Q 两质点的（ ）',
      '位移方向相同，速度方向相反',
      '位移方向相同，速度方向相同',
      '位移方向相反，速度方向相反',
      '位移方向相反，速度方向相同',
    ),
    answer: 'A',
    answered: true,
  },
  // λ = 4 m; P 1.5λ (opposite phase), Q 1.25λ. S below and rising: P above and falling, Q below and falling.
  {
    topic: 'waves',
    text: choice(
      '平衡位置在坐标原点的波源在 y 轴方向上振动，形成频率为 2 Hz、波速为 8 m/s 的简谐横波，沿 x 轴向正、负两个方向传播。平衡位置分别在 x = 6 m 和 x = -5 m 处的质点 P、Q 随波源振动，当波源的位移为负且向 +y 方向运动时，P、Q 两质点的（ ）',
      '位移方向相同，速度方向相反',
      '位移方向相同，速度方向相同',
      '位移方向相反，速度方向相反',
      '位移方向相反，速度方向相同',
    ),
    answer: 'D',
    answered: true,
  },
];

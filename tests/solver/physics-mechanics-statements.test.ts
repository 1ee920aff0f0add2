import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// Statement questions about one worked mechanics situation, written in our own words: variants each kind must answer
// (other numbers, bodies, letters, word order) and near misses it must refuse.
const solver = createOfflineSolver();
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

async function letters(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '').trim() : null;
}

describe('a body pulled from rest, the force removed, sliding to a stop', () => {
  it('in letters: the lengths of both stretches and F', async () => {
    // f = F/3 (work of F over s is the friction's over 3s); v² = 2·(2F/3m)·s; friction's work over 3s is Fs.
    const text = choice(
      '质量为 m 的物体在水平拉力 F 作用下由静止开始沿水平面运动，位移为 s 时撤去拉力，物体又继续滑行 2s 后停止，则（ ）',
      '物体所受摩擦力大小为 $\\frac{F}{3}$',
      '拉力做的功为 $F s$',
      '物体的最大速度为 $\\sqrt{\\frac{4 F s}{3 m}}$',
      '物体克服摩擦力做的功为 $2 F s$',
    );
    expect(await letters(text)).toBe('ABC');
  });

  it('in letters: the speed at the change with both times', async () => {
    // a₁ = v/t, a₂ = v/3t: f = mv/3t, F = 4mv/3t (four times f); x = v·4t/2 = 2vt; W_F = F·vt/2 = 2mv²/3.
    const text = choice(
      '质量为 m 的物体在水平恒力 F 作用下从静止开始运动，经时间 t 撤去 F，此时速度的大小为 v，物体又经时间 3t 停止运动，则（ ）',
      'F 的大小等于摩擦力大小的 4 倍',
      '物体运动的总位移为 $2 v t$',
      '拉力 F 做的功为 $\\frac{1}{2} m v^{2}$',
      '物体所受摩擦力大小为 $\\frac{m v}{3 t}$',
    );
    expect(await letters(text)).toBe('ABD');
  });

  it('in numbers: a push over a distance', async () => {
    // f = 10 N, a₁ = 2.5 m/s², v = 5 m/s after 2 s; a₂ = 2.5 m/s², 2 s and 5 m more; W = 20 × 5 = 100 J.
    const text = choice(
      '质量为 4 kg 的木箱静止在水平地面上，用 20 N 的水平推力推它，使它由静止开始运动，运动 5 m 后撤去推力，木箱与地面间的动摩擦因数为 0.25，g 取 10 m/s^2，则（ ）',
      '撤去推力时木箱的速度大小为 5 m/s',
      '撤去推力后木箱还能滑行 10 m',
      '木箱运动的总时间为 4 s',
      '推力做的功为 100 J',
    );
    expect(await letters(text)).toBe('ACD');
  });

  it('in numbers: the false statement asked', async () => {
    // f = 4 N, a₁ = 2 m/s², v = 4 m/s, x₁ = 4 m; a₂ = 4 m/s², 1 s and 2 m more: 6 m in 3 s.
    const text = choice(
      '质量为 1 kg 的物块在 6 N 的水平拉力作用下由静止开始沿水平面运动，2 s 后撤去拉力，物块与水平面间的动摩擦因数为 0.4，g 取 10 m/s^2，下列说法错误的是（ ）',
      '撤去拉力时物块的速度大小为 4 m/s',
      '撤去拉力后物块的加速度大小为 4 m/s^2',
      '物块运动的总位移为 6 m',
      '物块运动的总时间为 4 s',
    );
    expect(await letters(text)).toBe('D');
  });

  const pulled = (setup: string, last = '物体运动的总时间为 12 s') =>
    choice(
      `${setup}，则下列说法正确的是（ ）`,
      '撤去拉力时物体的速度大小为 16 m/s',
      '撤去拉力前物体的位移大小为 16 m',
      '撤去拉力后物体还能滑行 16 m',
      last,
    );

  it('refuses a slanted pull, no g, a smooth floor and an option it cannot check', async () => {
    for (const text of [
      pulled(
        '质量为 2 kg 的物体静止在水平地面上，受到与水平方向成 37° 角斜向上的 12 N 拉力作用由静止开始运动，4 s 后撤去拉力，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2',
      ),
      pulled('质量为 2 kg 的物体静止在水平地面上，受到 12 N 的水平拉力作用由静止开始运动，4 s 后撤去拉力，物体与地面间的动摩擦因数为 0.2'),
      pulled('质量为 2 kg 的物体静止在光滑水平地面上，受到 12 N 的水平拉力作用由静止开始运动，4 s 后撤去拉力，g 取 10 m/s^2'),
      pulled(
        '质量为 2 kg 的物体静止在水平地面上，受到 12 N 的水平拉力作用由静止开始运动，4 s 后撤去拉力，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2',
        '物体的动量先增大后减小',
      ),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

describe('one straight-line or thrown motion, its statements judged', () => {
  it('a uniformly accelerated motion from a stated speed', async () => {
    // v(2) = 6 m/s; x(2) = 10 m; 2nd second 10 − 4.5 = 5.5 m; x(4) = 24 m, mean 6 m/s.
    const text = choice(
      '一辆汽车以 4 m/s 的初速度做匀加速直线运动，加速度为 1 m/s^2，则（ ）',
      '第 2 s 末的速度为 6 m/s',
      '前 2 s 内的位移为 10 m',
      '第 2 s 内的位移为 6 m',
      '前 4 s 内的平均速度为 8 m/s',
    );
    expect(await letters(text)).toBe('AB');
  });

  it('a car braking to a stop, which then stays stopped', async () => {
    // Stops at 4 s after 40 m: 6 s gives 40 m; the 1st second 20 − 2.5 = 17.5 m.
    const first = choice(
      '汽车以 20 m/s 的速度行驶，刹车后做匀减速直线运动，加速度大小为 5 m/s^2，则（ ）',
      '刹车后 2 s 末的速度为 10 m/s',
      '刹车后 6 s 内的位移为 30 m',
      '刹车后 6 s 内的位移为 40 m',
      '刹车后第 1 s 内的位移为 17.5 m',
    );
    expect(await letters(first)).toBe('ACD');
    // Stops at 3 s after 18 m: 2 s gives 24 − 8 = 16 m, the 3rd second 18 − 16 = 2 m.
    const second = choice(
      '一辆汽车以 12 m/s 的速度匀速行驶，紧急刹车时加速度大小为 4 m/s^2，下列说法正确的是（ ）',
      '刹车后 2 s 内的位移为 16 m',
      '刹车后 4 s 内的位移为 16 m',
      '刹车距离为 18 m',
      '刹车后第 3 s 内的位移为 2 m',
    );
    expect(await letters(second)).toBe('ACD');
    // The size of the deceleration is not said (a signed value could be read either way).
    const signed = choice(
      '汽车以 12 m/s 的速度行驶，刹车时加速度为 -4 m/s^2，则（ ）',
      '刹车后 2 s 内的位移为 16 m',
      '刹车后 4 s 内的位移为 16 m',
      '刹车距离为 18 m',
      '刹车后第 3 s 内的位移为 2 m',
    );
    expect(await letters(signed)).toBeNull();
  });

  it('a free fall with a mass, one statement true', async () => {
    // T = 3 s, v = 30 m/s, Ek = 900 J; 2nd second 15 m; mean power 900 J / 3 s = 300 W.
    const text = choice(
      '质量为 2 kg 的石块从 45 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，下列说法正确的是（ ）',
      '石块落地时的动能为 900 J',
      '石块第 2 s 内下落的高度为 20 m',
      '石块落地时的速度大小为 45 m/s',
      '下落过程中重力的平均功率为 600 W',
    );
    expect(await letters(text)).toBe('A');
  });

  it('a horizontal throw landing at 45°', async () => {
    // T = 1 s, x = 10 m, v_y = 10 m/s = v₀ so 45°, v = 10√2 m/s.
    const text = choice(
      '将一小球从 5 m 高处以 10 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，则（ ）',
      '小球在空中运动的时间为 1 s',
      '小球落地时速度方向与水平方向的夹角为 45°',
      '小球的水平位移为 5 m',
      '小球落地时的速度大小为 20 m/s',
    );
    expect(await letters(text)).toBe('AB');
  });

  it('refuses a moment past the landing, a value too close to call and no g', async () => {
    for (const text of [
      choice(
        '一小球从离地 20 m 高处由静止释放，不计空气阻力，g 取 10 m/s^2，则（ ）',
        '小球经 2 s 落地',
        '小球在第 3 s 内下落的高度为 25 m',
        '小球落地时的速度大小为 20 m/s',
        '小球下落过程的平均速度大小为 10 m/s',
      ),
      choice(
        '从 45 m 高处以 20 m/s 的速度水平抛出一小球，不计空气阻力，g 取 10 m/s^2，则（ ）',
        '小球在空中运动的时间为 2 s',
        '小球落地点到抛出点的水平距离为 40 m',
        '小球落地时的速度大小为 36 m/s',
        '小球落地时的速度大小为 30 m/s',
      ),
      choice(
        '一小球从离地 20 m 高处由静止释放，不计空气阻力，则（ ）',
        '小球经 2 s 落地',
        '小球在第 1 s 内下落的高度为 10 m',
        '小球落地时的速度大小为 20 m/s',
        '小球下落过程的平均速度大小为 10 m/s',
      ),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

describe('two points of a wave sent both ways from a source', () => {
  const options = ['位移方向相同，速度方向相反', '位移方向相同，速度方向相同', '位移方向相反，速度方向相反', '位移方向相反，速度方向相同'];

  it('given the period', async () => {
    // λ = 2 m; P 2.25λ (a quarter period behind), Q 1.5λ (half). S above and falling: P above and rising, Q below and rising.
    const text = choice(
      '位于坐标原点的波源 S 在 y 轴方向做简谐运动，形成周期为 0.4 s、波速为 5 m/s 的简谐横波，向 x 轴正、负两个方向传播，质点 P、Q 的平衡位置坐标分别为 xP = 4.5 m、xQ = -3 m，当 S 的位移为正且向 -y 方向运动时，P、Q 两质点的（ ）',
      ...options,
    );
    expect(await letters(text)).toBe('D');
  });

  it('refuses a point whose state is not fixed, and a wave that does not reach a point', async () => {
    for (const text of [
      choice(
        '位于坐标原点的波源 S 在 y 轴方向做简谐运动，形成周期为 0.4 s、波速为 5 m/s 的简谐横波，向 x 轴正、负两个方向传播，质点 P、Q 的平衡位置坐标分别为 xP = 3.3 m、xQ = -3 m，当 S 的位移为正且向 -y 方向运动时，P、Q 两质点的（ ）',
        ...options,
      ),
      choice(
        '位于坐标原点的波源 S 在 y 轴方向做简谐运动，形成周期为 0.4 s、波速为 5 m/s 的简谐横波，沿 x 轴正方向传播，质点 P、Q 的平衡位置坐标分别为 xP = 4.5 m、xQ = -3 m，当 S 的位移为正且向 -y 方向运动时，P、Q 两质点的（ ）',
        ...options,
      ),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

describe('periodic motion: a uniform circle, a wave, an oscillator', () => {
  it('answers the quantity asked or judges the statements', async () => {
    const cases: [string, string][] = [
      // F = m v²/r = 1000 × 100 / 50.
      [
        choice(
          '质量为 1000 kg 的汽车以 10 m/s 的速率在半径为 50 m 的水平弯道上做匀速圆周运动，则汽车所需的向心力大小为（ ）',
          '200 N',
          '1000 N',
          '2000 N',
          '20000 N',
        ),
        'C',
      ],
      // v = ωr = 2 m/s, a = ω²r = 4 m/s².
      [
        choice(
          '一质点做匀速圆周运动，半径为 1 m，角速度为 2 rad/s，下列说法正确的是（ ）',
          '线速度大小为 2 m/s',
          '向心加速度大小为 4 m/s^2',
          '线速度大小为 4 m/s',
          '向心加速度大小为 2 m/s^2',
        ),
        'AB',
      ],
      [choice('一列简谐横波的频率为 5 Hz，波长为 0.4 m，则该波的波速为（ ）', '0.08 m/s', '2 m/s', '12.5 m/s', '20 m/s'), 'B'],
      [choice('一列机械波的周期为 0.2 s，波速为 10 m/s，则这列波的波长为（ ）', '0.02 m', '2 m', '5 m', '50 m'), 'B'],
      [choice('一单摆在 1 min 内完成 30 次全振动，则它的振动频率为（ ）', '0.5 Hz', '2 Hz', '30 Hz', '1800 Hz'), 'A'],
    ];
    for (const [text, want] of cases) expect(await letters(text), text).toBe(want);
  });

  it('refuses a circle without a speed, a wave given both f and T, and a number it does not place', async () => {
    for (const text of [
      choice('一质点做匀速圆周运动，半径为 2 m，则其向心加速度大小为（ ）', '2 m/s^2', '4 m/s^2', '8 m/s^2', '16 m/s^2'),
      choice('一列简谐横波的频率为 2 Hz，周期为 0.5 s，波速为 4 m/s，则该波的波长为（ ）', '0.5 m', '2 m', '8 m', '6 m'),
      choice('一列简谐横波的波速为 4 m/s，频率为 2 Hz，则该波传播 8 m 所用的时间为（ ）', '1 s', '2 s', '4 s', '16 s'),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

describe('look-alikes of the new kinds: answered right or refused, never wrong', () => {
  // [question, the hand-worked letters, must it be refused?]
  const hunt: [string, string, boolean][] = [
    // a from the first second (inverse): a = 4 m/s², 2nd second 6 m, 8 m in 2 s, v(2) = 8 m/s.
    [
      choice(
        '一物体由静止开始做匀加速直线运动，第 1 s 内的位移为 2 m，则（ ）',
        '加速度为 4 m/s^2',
        '第 2 s 内的位移为 6 m',
        '前 2 s 内的位移为 8 m',
        '第 2 s 末的速度为 4 m/s',
      ),
      'ABC',
      false,
    ],
    // Braking stops at 4 s: 40 m in 6 s.
    [
      choice(
        '汽车以 20 m/s 的初速度做匀减速直线运动，加速度大小为 5 m/s^2，则（ ）',
        '2 s 末的速度为 10 m/s',
        '6 s 内的位移为 30 m',
        '4 s 内的位移为 40 m',
        '第 1 s 内的位移为 17.5 m',
      ),
      'ACD',
      false,
    ],
    // g = 9.8: T = 2 s, v = 19.6 m/s, 4.9 m in the 1st second, mean 9.8 m/s.
    [
      choice(
        '一小球从 19.6 m 高处由静止自由下落，不计空气阻力，g 取 9.8 m/s^2，则（ ）',
        '小球经 2 s 落地',
        '小球落地时的速度大小为 19.6 m/s',
        '小球第 1 s 内下落的高度为 4.9 m',
        '小球下落过程的平均速度大小为 10 m/s',
      ),
      'ABC',
      false,
    ],
    // T = 2 s, v_y = 20 m/s, v = 25 m/s, x = 30 m, Ek = 156.25 J; tanθ = 4/3 (53° only to the degree).
    [
      choice(
        '质量为 0.5 kg 的小球从 20 m 高处以 15 m/s 的速度水平抛出，不计空气阻力，g 取 10 m/s^2，则（ ）',
        '小球落地时的动能为 156.25 J',
        '小球的水平位移为 30 m',
        '小球落地时的速度大小为 25 m/s',
        '小球落地时速度方向与水平方向的夹角为 53°',
      ),
      'ABCD',
      false,
    ],
    // 3 N cannot move a body that needs 4 N to slide.
    [
      choice(
        '质量为 2 kg 的物体静止在水平地面上，受到 3 N 的水平拉力作用由静止开始运动，2 s 后撤去拉力，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2，则（ ）',
        '撤去拉力时物体的速度大小为 1 m/s',
        '撤去拉力前物体的位移大小为 1 m',
        '撤去拉力后物体还能滑行 1 m',
        '物体运动的总时间为 3 s',
      ),
      '',
      true,
    ],
    [
      choice(
        '质量为 m 的物体在斜向上的拉力 F 作用下由静止开始沿水平地面运动，经时间 t 撤去 F，物体又经时间 2t 停止运动，则（ ）',
        '物体所受摩擦力大小为 $\\frac{F}{3}$',
        '物体运动的最大速度为 $\\frac{2 F t}{3 m}$',
        '物体运动的总位移为 $\\frac{F t^{2}}{m}$',
        '拉力 F 做的功为 $\\frac{2 F^{2} t^{2}}{3 m}$',
      ),
      '',
      true,
    ],
    // One way only, both points ahead: λ = 2 m, P half a wavelength, Q 1.25λ; S above and rising.
    [
      choice(
        '位于坐标原点的波源 S 在 y 轴方向做简谐运动，产生频率为 5 Hz、波速为 10 m/s 的简谐横波，沿 x 轴正方向传播，质点 P、Q 的平衡位置坐标分别为 xP = 1 m、xQ = 2.5 m，当 S 的位移为正且向 +y 方向运动时，P、Q 两质点的（ ）',
        '位移方向相同，速度方向相反',
        '位移方向相同，速度方向相同',
        '位移方向相反，速度方向相反',
        '位移方向相反，速度方向相同',
      ),
      'A',
      false,
    ],
    // The wave has only just started: P is not moving yet.
    [
      choice(
        '位于坐标原点的波源 S 在 t = 0 时刻开始在 y 轴方向做简谐运动，产生频率为 5 Hz、波速为 10 m/s 的简谐横波，沿 x 轴正方向传播，质点 P、Q 的平衡位置坐标分别为 xP = 1 m、xQ = 2.5 m，当 S 的位移为正且向 +y 方向运动时，P、Q 两质点的（ ）',
        '位移方向相同，速度方向相反',
        '位移方向相同，速度方向相同',
        '位移方向相反，速度方向相反',
        '位移方向相反，速度方向相同',
      ),
      '',
      true,
    ],
    // T = 10 s / 5 turns = 2 s.
    [choice('一物体做匀速圆周运动，半径为 2 m，10 s 内转了 5 圈，则其周期为（ ）', '0.5 s', '2 s', '5 s', '10 s'), 'B', false],
    [choice('一列简谐波的波长为 4 m，波速为 2 m/s，则该波的周期为（ ）', '0.5 s', '2 s', '8 s', '6 s'), 'B', false],
    [
      choice('一列机械波的频率为 2 Hz，波长为 3 m，下列说法正确的是（ ）', '波速为 6 m/s', '周期为 0.5 s', '波速为 1.5 m/s', '周期为 2 s'),
      'AB',
      false,
    ],
    // Two options are true but the paper asks for one.
    [
      choice(
        '（本题只有一项符合题目要求）一物体由静止开始做匀加速直线运动，加速度为 2 m/s^2，则（ ）',
        '第 2 s 末的速度为 4 m/s',
        '前 3 s 内的位移为 9 m',
        '第 3 s 内的位移为 6 m',
        '第 1 s 内的位移为 2 m',
      ),
      '',
      true,
    ],
    // y(3) − y(2) = 45 − 20 = 25 m.
    [
      choice(
        '一小球从 45 m 高处由静止自由下落，不计空气阻力，g 取 10 m/s^2，则（ ）',
        '小球第 3 s 内下落的高度为 25 m',
        '小球经 3 s 落地',
        '小球落地时的速度大小为 30 m/s',
        '小球第 2 s 末的速度大小为 10 m/s',
      ),
      'ABC',
      false,
    ],
    [
      choice(
        '从以 5 m/s 的速度匀速上升的气球上释放一个小球，释放时小球离地 30 m 高，g 取 10 m/s^2，不计空气阻力，则（ ）',
        '小球经 3 s 落地',
        '小球落地时的速度大小为 25 m/s',
        '小球上升的最大高度为 1.25 m',
        '小球落地时的速度大小为 30 m/s',
      ),
      'ABC',
      false,
    ],
    // Second batch, against the later kinds. a = 2 m/s², B alone: 4 × 2 = 8 N (the same both ways).
    [
      choice(
        '质量为 2 kg 的物块 A 和质量为 4 kg 的物块 B 并排放在光滑水平面上，用 12 N 的水平推力推 A，则 B 对 A 的作用力大小为（ ）',
        '2 N',
        '4 N',
        '8 N',
        '12 N',
      ),
      'C',
      false,
    ],
    // Three bodies: a = 2 m/s², C alone: 3 × 2 = 6 N.
    [
      choice(
        '质量分别为 1 kg、2 kg 和 3 kg 的物块 A、B、C 并排放在光滑水平面上，用 12 N 的水平推力推 A，则 B 对 C 的作用力大小为（ ）',
        '2 N',
        '6 N',
        '8 N',
        '12 N',
      ),
      'B',
      false,
    ],
    [
      choice(
        '一物块从光滑斜面的顶端由静止滑下，斜面高 0.8 m，g 取 10 m/s^2，则物块滑到斜面底端时的速度大小为（ ）',
        '2 m/s',
        '4 m/s',
        '8 m/s',
        '16 m/s',
      ),
      'B',
      false,
    ],
    // The 3rd second: 9 − 4 = 5 m in 1 s; v(2) = 4 m/s; x(3) = 9 m; the 2nd second 3 m.
    [
      choice(
        '一物体由静止开始做匀加速直线运动，加速度为 2 m/s^2，则（ ）',
        '第 3 s 内的平均速度为 5 m/s',
        '第 3 s 初的速度为 4 m/s',
        '3 s 内的位移为 9 m',
        '第 2 s 内的位移为 4 m',
      ),
      'ABC',
      false,
    ],
    // A quarter circle of radius 0.2 m: h = R, v = 2 m/s.
    [
      choice(
        '一小球从光滑的四分之一圆弧轨道顶端由静止滑下，圆弧半径为 0.2 m，g 取 10 m/s^2，则小球到达轨道底端时的速度大小为（ ）',
        '1 m/s',
        '2 m/s',
        '4 m/s',
        '0.2 m/s',
      ),
      'B',
      false,
    ],
    [
      choice(
        '质量为 2 kg 的物体在 10 N 的水平拉力作用下由静止开始沿光滑水平面运动了 5 m 后撤去拉力，则撤去拉力时物体的速度大小为（ ）',
        '5 m/s',
        '5\\sqrt{2} m/s',
        '10 m/s',
        '25 m/s',
      ),
      'B',
      false,
    ],
    [choice('一列简谐横波的波速为 340 m/s，频率为 680 Hz，则该波的波长为（ ）', '0.5 m', '2 m', '231200 m', '340 m'), 'A', false],
  ];
  it('each is answered with the hand-worked letters or refused', async () => {
    for (const [text, want, mustRefuse] of hunt) {
      const got = await letters(text);
      if (mustRefuse) expect(got, text).toBeNull();
      else if (got !== null) expect(got, text).toBe(want);
    }
  });
});

describe('a moving body sticks to one at rest, its statements judged', () => {
  it('answers the variants', async () => {
    // v = 12/6 = 2 m/s; 36 − 12 = 24 J lost; B gives A an impulse of 2 × 4 = 8 N·s; B's change is 8 kg·m/s.
    const first = choice(
      '质量为 2 kg 的物块 A 以 6 m/s 的速度在光滑水平面上运动，与静止的质量为 4 kg 的物块 B 相碰，碰后两者一起运动，则（ ）',
      '碰后两者的共同速度为 2 m/s',
      '碰撞中损失的动能为 24 J',
      'B 对 A 的冲量大小为 8 N·s',
      'B 的动量变化量为 12 kg·m/s',
    );
    expect(await letters(first)).toBe('ABC');
    // v = 3 m/s; 24 − 18 = 6 J lost; A's change 3 × 1 = 3 kg·m/s.
    const second = choice(
      '质量为 3 kg 的滑块 A 以 4 m/s 的速度与静止的质量为 1 kg 的滑块 B 发生碰撞，碰后粘在一起，下列说法错误的是（ ）',
      '碰后共同速度大小为 3 m/s',
      '碰撞过程中损失的动能为 6 J',
      'A 对 B 的冲量大小为 3 N·s',
      'A 的动量变化量大小为 1 kg·m/s',
    );
    expect(await letters(second)).toBe('D');
  });

  it('refuses another order of the bodies, a signed change and a bullet', async () => {
    for (const text of [
      choice(
        '静止在光滑水平面上的质量为 3 kg 的小球 B 被质量为 1 kg、速度为 4 m/s 的小球 A 撞上，碰后两球粘在一起，则（ ）',
        '碰后两球的共同速度大小为 1 m/s',
        '碰撞过程中损失的动能为 6 J',
        'A 对 B 的冲量大小为 4 N·s',
        'A 的动量变化量大小为 3 kg·m/s',
      ),
      choice(
        '光滑水平面上，质量为 1 kg 的小球 A 以 4 m/s 的速度与静止的质量为 3 kg 的小球 B 发生碰撞，碰后两球粘在一起，则（ ）',
        '碰后两球的共同速度大小为 1 m/s',
        '碰撞过程中损失的动能为 6 J',
        'A 对 B 的冲量大小为 4 N·s',
        'A 的动量变化量为 -3 kg·m/s',
      ),
      choice(
        '质量为 0.01 kg 的子弹 A 以 400 m/s 的速度射入静止的质量为 0.99 kg 的木块 B 并留在其中，则（ ）',
        '子弹和木块的共同速度为 4 m/s',
        '损失的动能为 792 J',
        'A 对 B 的冲量大小为 3.96 N·s',
        'A 的动量变化量大小为 3.96 kg·m/s',
      ),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

describe('energy from rest on smooth surfaces', () => {
  it('answers the variants', async () => {
    const cases: [string, string][] = [
      // v = √(2 × 10 × 1.25) = 5 m/s.
      [
        choice(
          '一滑块从光滑曲面上离地高 1.25 m 处由静止滑下，g 取 10 m/s^2，则滑块到达曲面底端时的速度大小为（ ）',
          '2.5 m/s',
          '5 m/s',
          '10 m/s',
          '12.5 m/s',
        ),
        'B',
      ],
      // v = 3 m/s, Ek = mgh = 0.9 J.
      [
        choice(
          '质量为 0.2 kg 的小球从 0.45 m 高处沿光滑圆弧轨道由静止滑下，g 取 10 m/s^2，下列说法正确的是（ ）',
          '小球到达最低点时的速度大小为 3 m/s',
          '小球到达最低点时的动能为 0.9 J',
          '重力做的功为 0.9 J',
          '小球到达最低点时的速度大小为 9 m/s',
        ),
        'ABC',
      ],
      // v² = 2 × 8 × 9 / 4 = 36.
      [
        choice(
          '质量为 4 kg 的木箱在 8 N 的水平推力作用下从静止开始沿光滑水平地面运动了 9 m，则木箱的末速度大小为（ ）',
          '3 m/s',
          '6 m/s',
          '9 m/s',
          '12 m/s',
        ),
        'B',
      ],
    ];
    for (const [text, want] of cases) expect(await letters(text), text).toBe(want);
  });

  it('refuses a rough slope, a start with speed and no g', async () => {
    for (const text of [
      choice(
        '一小球从粗糙斜面上高 0.8 m 处由静止滑下，g 取 10 m/s^2，则小球滑到斜面底端时的速度大小为（ ）',
        '2 m/s',
        '4 m/s',
        '8 m/s',
        '16 m/s',
      ),
      choice(
        '一小球从光滑斜面上高 0.8 m 处以 3 m/s 的初速度滑下，g 取 10 m/s^2，则小球滑到斜面底端时的速度大小为（ ）',
        '4 m/s',
        '5 m/s',
        '7 m/s',
        '25 m/s',
      ),
      choice('一小球从光滑斜面上高 0.8 m 处由静止滑下，则小球滑到斜面底端时的速度大小为（ ）', '2 m/s', '4 m/s', '8 m/s', '16 m/s'),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

describe('two bodies moved together on a smooth floor', () => {
  it('answers the variants', async () => {
    const cases: [string, string][] = [
      // a = 20/5 = 4 m/s²; A alone is pushed by B: 1 × 4 = 4 N.
      [
        choice(
          '光滑水平面上，质量为 1 kg 的物块 A 和质量为 4 kg 的物块 B 紧靠在一起，用 20 N 的水平推力推 B，则 A、B 间的作用力大小为（ ）',
          '4 N',
          '16 N',
          '20 N',
          '5 N',
        ),
        'A',
      ],
      // a = 16/8 = 2 m/s²; the string pulls A alone: 2 × 2 = 4 N.
      [
        choice(
          '质量分别为 2 kg 和 6 kg 的物块 A、B 用细绳相连，放在光滑水平面上，用 16 N 的水平拉力拉 B，则细绳的拉力大小为（ ）',
          '4 N',
          '8 N',
          '12 N',
          '16 N',
        ),
        'A',
      ],
      // a = 8/4 = 2 m/s²; B alone: 1 × 2 = 2 N.
      [
        choice(
          '光滑水平面上质量分别为 3 kg 和 1 kg 的木块 A、B 并排放置，用 8 N 的水平推力推 A，下列说法正确的是（ ）',
          '木块的加速度大小为 2 m/s^2',
          'A 对 B 的作用力大小为 2 N',
          'B 对 A 的作用力大小为 6 N',
          'A、B 间的作用力大小为 8 N',
        ),
        'AB',
      ],
    ];
    for (const [text, want] of cases) expect(await letters(text), text).toBe(want);
  });

  it('refuses a rough floor, a pull on bodies that only touch and stacked bodies', async () => {
    for (const text of [
      choice(
        '水平面上，质量为 1 kg 的物块 A 和质量为 4 kg 的物块 B 紧靠在一起，与地面间的动摩擦因数为 0.2，用 20 N 的水平推力推 B，g 取 10 m/s^2，则 A、B 间的作用力大小为（ ）',
        '4 N',
        '2 N',
        '20 N',
        '5 N',
      ),
      choice(
        '光滑水平面上，质量为 1 kg 的物块 A 和质量为 4 kg 的物块 B 紧靠在一起，用 20 N 的水平拉力拉 B，则 A、B 间的作用力大小为（ ）',
        '4 N',
        '16 N',
        '20 N',
        '0 N',
      ),
      choice(
        '光滑水平面上，质量为 1 kg 的物块 A 叠放在质量为 4 kg 的物块 B 上面，用 20 N 的水平拉力拉 B，两者一起运动，则 A 受到的摩擦力大小为（ ）',
        '4 N',
        '16 N',
        '20 N',
        '5 N',
      ),
    ]) {
      expect(await letters(text), text).toBeNull();
    }
  });
});

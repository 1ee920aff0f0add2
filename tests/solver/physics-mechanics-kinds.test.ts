import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// Variants of each mechanics kind written in our own words (other numbers, objects, word order), and near misses
// that must be refused: a number missing or left over, g not stated, another set-up, a statement question.
const solver = createOfflineSolver();
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

/** The final answer, or null when refused. */
async function answer(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : null;
}

/** Solved with this letter, or with a value equal to `value` (the number after the last = or ≈). */
async function expectSolved(text: string, expected: string | number) {
  const got = await answer(text);
  expect(got, text).not.toBeNull();
  if (typeof expected === 'string') expect(got!.replace(/（.*$/s, ''), text).toBe(expected);
  else {
    const m = /(?:=|\\approx)\s*(-?\d+(?:\.\d+)?)(?:\s*\\times\s*10\^\{(-?\d+)\})?[^=]*$/.exec(got!);
    expect(m, got!).not.toBeNull();
    const value = Number(m![1]) * 10 ** Number(m![2] ?? 0);
    expect(Math.abs(value / expected - 1), `${text} → ${got}`).toBeLessThan(2e-3);
  }
}

async function expectRefused(text: string) {
  expect(await answer(text), text).toBeNull();
}

describe('a block sliding on a level floor with friction μ', () => {
  it('pulled from rest: acceleration, then speed after a time or a distance', async () => {
    await expectSolved(
      '一个质量为 4 kg 的木箱静止在水平地面上，现用 20 N 的水平推力推它，木箱与地面间的动摩擦因数为 0.25，g 取 10 m/s^2，求木箱运动 2 s 时的速度大小',
      5,
    );
    await expectSolved(
      choice(
        '用 12 N 的水平拉力拉着质量为 3 kg 的物块从静止开始在水平桌面上运动，μ = 0.2，g 取 10 m/s^2，则物块前进 4 m 时的速度为',
        '2 m/s',
        '4 m/s',
        '6 m/s',
        '8 m/s',
      ),
      'B',
    );
  });
  it('left to slide: distance and time to stop', async () => {
    await expectSolved(
      '质量为 50 kg 的冰车以 5 m/s 的速度在水平冰面上开始滑行，冰车与冰面间的动摩擦因数为 0.05，g 取 10 m/s^2，冰车滑行多远停下？',
      25,
    );
    await expectSolved(
      '质量为 2 kg 的物体在水平面上以 10 m/s 的初速度滑行，物体与水平面间的动摩擦因数为 0.5，g 取 10 m/s^2，求物体滑行的时间',
      2,
    );
  });
  it('at constant velocity: F = μmg either way', async () => {
    await expectSolved(
      '用 30 N 的水平拉力拉着质量为 10 kg 的木箱在水平地面上做匀速直线运动，g 取 10 m/s^2，求木箱与地面间的动摩擦因数',
      0.3,
    );
    await expectSolved(
      '质量为 20 kg 的物体在水平地面上做匀速直线运动，物体与地面间的动摩擦因数为 0.4，g 取 10 m/s^2，求物体所受的水平拉力大小',
      80,
    );
  });
  it('refuses without g, with a slanted force, a force too weak to slide, or no mass', async () => {
    await expectRefused('质量为 2 kg 的物体放在水平地面上，动摩擦因数为 0.2，在 10 N 的水平拉力作用下由静止开始运动，求物体的加速度');
    await expectRefused(
      '质量为 2 kg 的物体放在水平地面上，动摩擦因数为 0.2，在与水平方向成 37° 角斜向上的 10 N 拉力作用下由静止开始运动，g 取 10 m/s^2，sin37° = 0.6，cos37° = 0.8，求物体的加速度',
    );
    await expectRefused('质量为 5 kg 的物体静止在水平地面上，动摩擦因数为 0.2，用 8 N 的水平拉力拉它，g 取 10 m/s^2，求物体的加速度');
    await expectRefused('物体静止在水平地面上，动摩擦因数为 0.2，在 10 N 的水平拉力作用下由静止开始运动，g 取 10 m/s^2，求物体的加速度');
  });
  it('a time past the stop on a level floor: friction alone stops it and it stays stopped', async () => {
    await expectSolved('质量为 2 kg 的物体在水平面上以 10 m/s 的初速度滑行，动摩擦因数为 0.5，g 取 10 m/s^2，求 3 s 内物体的位移', 10);
  });
  it('refuses a time and a distance both given, another unknown, and statements', async () => {
    await expectRefused(
      '质量为 2 kg 的物体静止在水平地面上，动摩擦因数为 0.2，在 10 N 的水平拉力作用下运动 4 m 用时 2 s，g 取 10 m/s^2，求物体的速度',
    );
    await expectRefused(
      '物体在 10 N 的水平拉力作用下由静止开始在水平地面上运动，动摩擦因数为 0.2，加速度为 3 m/s^2，g 取 10 m/s^2，求物体的质量',
    );
    await expectRefused(
      choice(
        '质量为 2 kg 的物体静止在水平地面上，动摩擦因数为 0.2，在 10 N 的水平拉力作用下开始运动，g 取 10 m/s^2，下列说法正确的是',
        '物体的加速度为 3 m/s^2',
        '物体受到的摩擦力为 2 N',
        '物体 2 s 末的速度为 4 m/s',
        '拉力在 2 s 内做功 60 J',
      ),
    );
  });
});

describe('a block on an incline with angle θ', () => {
  it('sliding down a smooth or rough slope from rest', async () => {
    await expectSolved(
      '质量为 1 kg 的滑块从倾角为 30° 的光滑斜面顶端由静止下滑，斜面长 2.5 m，g 取 10 m/s^2，求滑块滑到底端时的速度大小',
      5,
    );
    await expectSolved(
      choice(
        '一物体沿倾角为 $37^{\\circ}$ 的斜面由静止开始匀加速下滑，物体与斜面间的动摩擦因数为 0.25，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，g 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，则 2 s 末物体的速度为',
        '$4 \\mathrm{~m} / \\mathrm{s}$',
        '$8 \\mathrm{~m} / \\mathrm{s}$',
        '$12 \\mathrm{~m} / \\mathrm{s}$',
        '$16 \\mathrm{~m} / \\mathrm{s}$',
      ),
      'B',
    );
    await expectSolved(
      '物块从倾角为 53° 的粗糙斜面上由静止滑下，μ = 0.5，sin53° = 0.8，cos53° = 0.6，g 取 10 m/s^2，物块沿斜面下滑 10 m 所用的时间是多少？',
      2,
    );
  });
  it('at rest on a slope: static friction and support force, surds in the options', async () => {
    await expectSolved('质量为 4 kg 的物体静止在倾角为 30° 的斜面上，g 取 10 m/s^2，求斜面对物体的摩擦力大小', 20);
    await expectSolved(
      choice(
        '质量为 4 kg 的物体静止在倾角为 30° 的斜面上，g 取 10 m/s^2，斜面对物体的支持力大小为',
        '20 N',
        '40 N',
        '$20\\sqrt{3}$ N',
        '$40\\sqrt{3}$ N',
      ),
      'C',
    );
  });
  it('refuses 37° without its sine, a slope too rough to slide, a rough slope without μ, an unused μ', async () => {
    await expectRefused('物块沿倾角为 37° 的斜面由静止下滑，动摩擦因数为 0.5，g 取 10 m/s^2，求物块下滑的加速度');
    await expectRefused('物块放在倾角为 30° 的斜面上由静止释放后下滑，动摩擦因数为 0.8，g 取 10 m/s^2，求物块下滑的加速度');
    await expectRefused('物块从倾角为 30° 的粗糙斜面顶端由静止下滑，g 取 10 m/s^2，求物块下滑的加速度');
    await expectRefused(
      '质量为 4 kg 的物体静止在倾角为 30° 的斜面上，物体与斜面间的动摩擦因数为 0.8，g 取 10 m/s^2，求斜面对物体的摩擦力大小',
    );
  });
  it('sent up a slope: it slows at g(sinθ + μcosθ) until it stops', async () => {
    await expectSolved('物块以 10 m/s 的初速度冲上倾角为 30° 的光滑斜面，g 取 10 m/s^2，求物块沿斜面上滑的最大距离', 10);
    await expectSolved(
      '物体以 12 m/s 的初速度从斜面底端沿倾角为 37° 的粗糙斜面向上滑动，动摩擦因数为 0.5，sin37° = 0.6，cos37° = 0.8，g 取 10 m/s^2，求物体上滑到最高点所用的时间',
      1.2,
    );
    await expectSolved(
      '物体以 12 m/s 的初速度从斜面底端沿倾角为 37° 的粗糙斜面向上滑动，动摩擦因数为 0.5，sin37° = 0.6，cos37° = 0.8，g 取 10 m/s^2，求 1 s 末物体的速度大小',
      2,
    );
    await expectSolved(
      choice(
        '小滑块以 6 m/s 的速度滑上倾角为 30° 的光滑斜面，g 取 10 m/s^2，则它沿斜面上滑的最大距离为',
        '1.8 m',
        '3.6 m',
        '7.2 m',
        '36 m',
      ),
      'B',
    );
  });
  it('refuses the way back down, a moment after the stop, a level floor sent 「up」', async () => {
    await expectRefused(
      '物体以 12 m/s 的初速度从斜面底端沿倾角为 37° 的粗糙斜面向上滑动，动摩擦因数为 0.5，sin37° = 0.6，cos37° = 0.8，g 取 10 m/s^2，求物体返回斜面底端时的速度大小',
    );
    await expectRefused('物块以 10 m/s 的初速度冲上倾角为 30° 的光滑斜面，g 取 10 m/s^2，求 3 s 末物块的速度');
    await expectRefused('物块以 10 m/s 的初速度冲上粗糙水平面，动摩擦因数为 0.5，g 取 10 m/s^2，求物块滑行的距离');
  });
  it('refuses a block sliding up, a height taken for the slope length, a force against the motion', async () => {
    await expectRefused('物块在倾角为 30° 的粗糙斜面上向上滑动，动摩擦因数为 0.2，g 取 10 m/s^2，求物块的加速度大小');
    await expectRefused('物体从高 5 m、倾角为 30° 的光滑斜面顶端由静止滑下，g 取 10 m/s^2，求物体滑到底端所用的时间');
    await expectRefused(
      '质量为 2 kg 的物体在水平地面上向右运动，同时受到向左的 10 N 水平拉力作用，物体与地面间的动摩擦因数为 0.2，g 取 10 m/s^2，求物体的加速度大小',
    );
  });
});

describe('displacement in one stretch of a uniformly accelerated motion', () => {
  it('the n-th second, the last second before landing or stopping, the mean speed of a second', async () => {
    await expectSolved('一质点由静止开始做匀加速直线运动，加速度大小为 4 m/s^2，它在第 2 秒内的位移是多少？', 6);
    await expectSolved('一物体做初速度为 5 m/s、加速度为 2 m/s^2 的匀加速直线运动，求它在第 4 s 内的平均速度', 12);
    await expectSolved('一个小球从 125 m 高处自由下落，g 取 10 m/s^2，求它在落地前最后 1 s 内下落的高度', 45);
    await expectSolved('汽车以 15 m/s 的速度匀速行驶，紧急刹车后加速度大小为 5 m/s^2，求汽车停止前最后 1 s 内的位移', 2.5);
    await expectSolved(choice('物体自由下落，g 取 9.8 m/s^2，它在第 3 s 内下落的高度为', '4.9 m', '24.5 m', '44.1 m', '19.6 m'), 'B');
  });
  it('refuses a fall without g, a second after the stop, a ratio of two stretches, a last second of nothing', async () => {
    await expectRefused('一物体自由下落，它在第 2 s 内下落的高度为多少？');
    await expectRefused('汽车以 10 m/s 的速度行驶，刹车后加速度大小为 2 m/s^2，求刹车后第 6 s 内的位移');
    await expectRefused('物体从静止开始做匀加速直线运动，加速度为 2 m/s^2，第 1 s 内与第 2 s 内的位移之比为多少？');
    await expectRefused('物体从静止开始做匀加速直线运动，加速度为 2 m/s^2，求最后 1 s 内的位移');
    // A distance fallen in one stretch is not the height of the fall.
    await expectRefused('物体从静止开始自由下落，g 取 10 m/s^2，它在前 2 s 内下落的高度为 20 m，求它在落地前最后 1 s 内下落的高度');
  });
});

describe('a body thrown straight up', () => {
  it('time to the top, back to the ground, launch speed from the height, speed and height later', async () => {
    await expectSolved('将一个小球以 15 m/s 的速度竖直向上抛出，g 取 10 m/s^2，不计空气阻力，求小球到达最高点所用的时间', 1.5);
    await expectSolved('某人在地面上以 10 m/s 的初速度竖直上抛一个石子，不计空气阻力，g 取 10 m/s^2，石子经多长时间落回地面？', 2);
    await expectSolved('竖直上抛的小球上升的最大高度为 45 m，不计空气阻力，g 取 10 m/s^2，求小球抛出时的初速度大小', 30);
    await expectSolved('以 20 m/s 的初速度竖直上抛一物体，g 取 10 m/s^2，不计空气阻力，求 3 s 末物体的速度大小', 10);
    await expectSolved(
      choice('以 20 m/s 的初速度竖直上抛一物体，g 取 10 m/s^2，不计空气阻力，1 s 末物体离抛出点的高度为', '5 m', '10 m', '15 m', '20 m'),
      'C',
    );
  });
  it('refuses a throw from a tower, no g, drag, a velocity past the top without 大小, a moment after landing', async () => {
    await expectRefused('从 20 m 高的塔顶以 10 m/s 的速度竖直上抛一个小球，g 取 10 m/s^2，求小球落地所用的时间');
    await expectRefused('以 20 m/s 的初速度竖直上抛一个小球，不计空气阻力，求小球上升的最大高度');
    await expectRefused('以 20 m/s 的初速度竖直上抛一个小球，空气阻力大小恒为重力的 0.2 倍，g 取 10 m/s^2，求小球上升的最大高度');
    await expectRefused('以 20 m/s 的初速度竖直上抛一物体，g 取 10 m/s^2，不计空气阻力，求 3 s 末物体的速度');
    await expectRefused('以 20 m/s 的初速度竖直上抛一物体，g 取 10 m/s^2，不计空气阻力，求 5 s 末物体离抛出点的高度');
    // The time back to the hand is not the time up, though the question speaks of the top.
    await expectRefused('竖直上抛的物体经 4 s 落回抛出点，则它到达最高点时离抛出点的高度为多少？g 取 10 m/s^2');
  });
});

describe('the work–energy theorem with a resisting force', () => {
  it('air resistance on a fall; friction slowing a body to a stop', async () => {
    await expectSolved(
      choice(
        '质量为 0.5 kg 的篮球从 3.2 m 高处由静止下落，落地时速度为 6 m/s，g 取 10 m/s^2，此过程中空气阻力对篮球做的功为',
        '-7 J',
        '7 J',
        '-16 J',
        '9 J',
      ),
      'A',
    );
    await expectSolved(
      '质量为 2 kg 的石块从 20 m 高处由静止释放，落地时速度为 18 m/s，g 取 10 m/s^2，求石块下落过程中受到的平均阻力大小',
      3.8,
    );
    await expectSolved('质量为 1000 kg 的汽车以 20 m/s 的速度在水平路面上刹车滑行直至停下，求此过程中汽车克服阻力做的功', 2e5);
    await expectSolved('质量为 2 kg 的物块以 6 m/s 的初速度在水平面上滑行 9 m 后停下，求物块受到的摩擦力大小', 4);
  });
  it('refuses a landing speed above free fall, a free fall, a body that does not stop, no mass', async () => {
    await expectRefused('质量为 1 kg 的小球从 5 m 高处由静止下落，落地时速度为 12 m/s，g 取 10 m/s^2，求克服空气阻力做的功');
    await expectRefused('质量为 2 kg 的物块以 6 m/s 的初速度在水平面上滑行 9 m 时速度为 2 m/s，求物块克服摩擦力做的功');
    await expectRefused('物块以 6 m/s 的初速度在水平面上滑行直至停下，求物块克服摩擦力做的功');
  });
});

describe('two moving bodies that stick together', () => {
  it('head-on and catching up: common speed and kinetic energy lost', async () => {
    await expectSolved(
      choice(
        '甲、乙两球在光滑水平面上相向运动，甲球质量为 3 kg、速度为 4 m/s，乙球质量为 1 kg、速度为 2 m/s，碰后两球粘在一起，则碰后它们的速度大小为',
        '1.5 m/s',
        '2.5 m/s',
        '3.5 m/s',
        '5 m/s',
      ),
      'B',
    );
    await expectSolved(
      '质量为 4 kg 的小车 A 以 5 m/s 的速度在光滑水平轨道上运动，追上前方同向运动的质量为 1 kg、速度为 2 m/s 的小车 B，两车碰后挂接在一起，求挂接后的共同速度',
      4.4,
    );
    await expectSolved(
      '光滑水平面上，质量为 1 kg 的物体以 4 m/s 的速度向右运动，与质量为 1 kg、以 2 m/s 的速度向左运动的物体发生完全非弹性碰撞，求碰撞中损失的动能',
      9,
    );
    await expectSolved(
      '质量分别为 2 kg 和 3 kg 的两物体在光滑水平面上相向运动，速度大小分别为 5 m/s 和 5 m/s，碰撞后粘在一起，求碰后速度的大小',
      1,
    );
  });
  it('refuses an elastic collision, no directions, equal speeds in the same direction', async () => {
    await expectRefused('质量为 3 kg 的小球以 4 m/s 的速度与质量为 1 kg、以 2 m/s 的速度相向运动的小球发生弹性碰撞，求碰后两球的速度');
    await expectRefused('质量为 3 kg 的小球以 4 m/s 的速度与质量为 1 kg、速度为 2 m/s 的小球碰撞后粘在一起，求碰后速度大小');
    await expectRefused('质量为 3 kg 的小车以 2 m/s 的速度与同向运动的质量为 1 kg、速度为 2 m/s 的小车粘在一起，求共同速度');
  });
});

describe('gas laws and one resistor of a pair: reading fixes', () => {
  it('the asked quantity follows the new state written in the asking clause', async () => {
    await expectSolved('一定质量的理想气体保持温度不变，体积为 12 L 时压强为 1.0×10^5 Pa，体积减小到 4 L 时压强为多少？', 3e5);
    await expectSolved('一定质量的气体，压强不变，温度为 300 K 时体积为 6 L，温度升高到 400 K 时体积是多少？', 8);
    await expectRefused('一定质量的气体，温度不变，压强为 1.0×10^5 Pa 时体积为 6 L，压强和体积各变为原来的多少？');
  });
  it("one resistor's power in series or parallel", async () => {
    await expectSolved('电阻 R1 = 10 Ω、R2 = 5 Ω 串联后接在 15 V 的电源两端，电源内阻不计，R1 消耗的电功率为多少？', 10);
    await expectSolved('电阻 R1 = 4 Ω 与 R2 = 12 Ω 并联后接在电压为 12 V 的电源上，电源内阻不计，求 R2 消耗的电功率', 12);
    await expectSolved('电阻 R1 = 6 Ω、R2 = 3 Ω 并联，干路电流为 3 A，求 R1 消耗的电功率', 6);
    await expectRefused('电阻 R1 = 6 Ω、R2 = 3 Ω 串联后接在电动势为 12 V、内阻为 1 Ω 的电源上，求 R1 消耗的电功率');
  });
});

describe('a source with internal resistance across one resistor', () => {
  it('current, terminal voltage, output and internal power, efficiency', async () => {
    await expectSolved('电源的电动势为 3 V，内阻为 1 Ω，外接 2 Ω 的电阻，求电路中的电流', 1);
    await expectSolved('电源电动势为 6 V，内阻为 0.5 Ω，外电路电阻为 5.5 Ω，求路端电压', 5.5);
    await expectSolved(
      choice('电源电动势 E = 12 V，内阻 r = 2 Ω，外电阻 R = 10 Ω，则电源的输出功率为', '10 W', '12 W', '2 W', '14.4 W'),
      'A',
    );
    await expectSolved('电源电动势为 12 V，外接 10 Ω 的电阻，内阻为 2 Ω，求电源内阻消耗的功率', 2);
    await expectSolved('电源电动势 E = 12 V，内阻 r = 2 Ω，外电阻 R = 10 Ω，求电源的效率', 0.8333);
  });
  it('refuses two external resistors, a switch, a voltage not named', async () => {
    await expectRefused('电源电动势为 12 V，内阻为 1 Ω，电阻 R1 = 5 Ω 与 R2 = 6 Ω 串联接在电源两端，求电路中的电流');
    await expectRefused('电源电动势为 12 V，内阻为 2 Ω，外接 10 Ω 的电阻，闭合开关后，求电流');
    await expectRefused('电源电动势为 12 V，内阻为 2 Ω，外接 10 Ω 的电阻，求电压');
  });
});

describe('an elastic head-on collision with a body at rest', () => {
  it('both velocities after, named by label or as the body hit; equal masses exchange', async () => {
    await expectSolved('质量相等的 A、B 两球，A 以 4 m/s 的速度与静止的 B 发生弹性正碰，求碰后 B 的速度', 4);
    await expectSolved('质量为 1 kg 的小球 A 以 6 m/s 的速度与静止的质量为 2 kg 的小球 B 发生弹性正碰，求碰后 B 球的速度', 4);
    await expectSolved('质量为 1 kg 的小球 A 以 6 m/s 的速度与静止的质量为 2 kg 的小球 B 发生弹性正碰，求碰后 A 球的速度大小', 2);
    await expectSolved(
      choice(
        '质量为 3 kg 的小球以 4 m/s 的速度与静止的质量为 1 kg 的小球发生弹性碰撞，则被碰小球碰后的速度为',
        '2 m/s',
        '4 m/s',
        '6 m/s',
        '8 m/s',
      ),
      'C',
    );
  });
  it('refuses a bounce without 大小, a collision not said to be elastic, two moving bodies', async () => {
    await expectRefused('质量为 1 kg 的小球 A 以 6 m/s 的速度与静止的质量为 2 kg 的小球 B 发生弹性正碰，求碰后 A 球的速度');
    await expectRefused('质量为 3 kg 的小球以 4 m/s 的速度与静止的质量为 1 kg 的小球发生碰撞，求被碰小球碰后的速度');
    await expectRefused(
      '质量为 3 kg 的小球 A 以 4 m/s 的速度与以 2 m/s 的速度相向运动的质量为 1 kg 的小球 B 发生弹性碰撞，B 原来不静止，求碰后 B 的速度',
    );
  });
});

describe('the ideal-gas equation of one state with R stated', () => {
  it('pressure, volume, temperature or amount from the other three', async () => {
    await expectSolved('1 mol 理想气体在压强为 1.0×10^5 Pa、温度为 27 ℃ 时，R 取 8.31 J/(mol·K)，求它的体积', 0.02493);
    await expectSolved('容器中有 0.5 mol 的理想气体，压强为 2.0×10^5 Pa，体积为 6.0 L，R = 8.31 J/(mol·K)，求气体的温度', 288.8);
    await expectSolved('一定质量的理想气体，压强为 1.0×10^5 Pa，体积为 24.9 L，温度为 300 K，R 取 8.3 J/(mol·K)，求气体的物质的量', 1);
  });
  it('refuses without R, and a change of state', async () => {
    await expectRefused('2 mol 理想气体的温度为 300 K，体积为 0.0498 m^3，求气体的压强。');
    await expectRefused(
      '2 mol 理想气体的温度为 300 K，体积为 0.0498 m^3，摩尔气体常量 R 取 8.3 J/(mol·K)，温度升高到 400 K 时压强为多少？',
    );
  });
});

describe('a lamp known by its rating', () => {
  it('its resistance; its power at another voltage; in series while it glows normally', async () => {
    await expectSolved('标有“6 V 3 W”的灯泡，求它正常发光时的电阻', 12);
    await expectSolved('标有“220 V 100 W”的灯泡接在 110 V 的电路中，它的实际功率是多少？（灯丝电阻不变）', 25);
    await expectSolved('标有“12 V 6 W”的灯泡与 8 Ω 的电阻串联，灯泡正常发光，求电源电压', 16);
    await expectSolved('标有“12 V 6 W”的灯泡与一个电阻串联接在 18 V 的电源上，灯泡正常发光，求电阻消耗的功率', 3);
  });
  it('refuses a resistance not said to stay the same, a source below the rating, a series lamp not glowing normally', async () => {
    await expectRefused('标有“220 V 100 W”的灯泡接在 110 V 的电路中，它的实际功率是多少？');
    await expectRefused('标有“6V 3W”的灯泡与一个电阻串联接在 4 V 的电源上，灯泡正常发光，求电阻的阻值');
    await expectRefused('标有“6 V 3 W”的灯泡与 6 Ω 的电阻串联接在 9 V 的电源上，求灯泡的实际功率');
  });
});

describe('the kinds read exam typesetting (μ, θ and h written as LaTeX symbols, units in pieces)', () => {
  const unit = (v: number, u: string) => `$${v} \\mathrm{~${u}}$`;
  const accel = (v: number) => `$${v} \\mathrm{~m} / \\mathrm{s}^{2}$`;
  it('a level floor with μ, a rough slope, the last second of a fall, a throw', async () => {
    await expectSolved(
      choice(
        '质量为 $m=2 \\mathrm{~kg}$ 的物块放在水平地面上, 物块与地面间的动摩擦因数 $\\mu=0.2$, 在 $F=10 \\mathrm{~N}$ 的水平拉力作用下由静止开始运动, 重力加速度 $g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$, 则物块的加速度大小为',
        accel(1),
        accel(3),
        accel(5),
        accel(6),
      ),
      'B',
    );
    await expectSolved(
      choice(
        '一物块从倾角 $\\theta=37^{\\circ}$ 的粗糙斜面顶端由静止下滑, 动摩擦因数 $\\mu=0.5$, $\\sin 37^{\\circ}=0.6, \\cos 37^{\\circ}=0.8$, $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$, 物块下滑的加速度大小为',
        accel(2),
        accel(4),
        accel(6),
        accel(10),
      ),
      'A',
    );
    await expectSolved(
      choice(
        '一小球从 $h=45 \\mathrm{~m}$ 高处由静止自由下落, $g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$, 则小球在最后 $1 \\mathrm{~s}$ 内下落的高度为',
        unit(5, 'm'),
        unit(15, 'm'),
        unit(20, 'm'),
        unit(25, 'm'),
      ),
      'D',
    );
    await expectSolved(
      choice(
        '将小球以 $v_{0}=20 \\mathrm{~m} / \\mathrm{s}$ 的初速度竖直向上抛出, 不计空气阻力, $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$, 小球上升的最大高度为',
        unit(10, 'm'),
        unit(20, 'm'),
        unit(40, 'm'),
        unit(80, 'm'),
      ),
      'B',
    );
  });
  it('work against air resistance, a source with internal resistance, a gas with labelled states', async () => {
    await expectSolved(
      choice(
        '质量为 $m=0.5 \\mathrm{~kg}$ 的小球从 $h=3.2 \\mathrm{~m}$ 高处由静止下落, 落地时的速度大小为 $v=6 \\mathrm{~m} / \\mathrm{s}$, 重力加速度 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$, 则下落过程中小球克服空气阻力做的功为',
        unit(7, 'J'),
        unit(9, 'J'),
        unit(16, 'J'),
        unit(25, 'J'),
      ),
      'A',
    );
    await expectSolved(
      choice(
        '电源的电动势 $E=6 \\mathrm{~V}$, 内阻 $r=1 \\Omega$, 外电阻 $R=5 \\Omega$, 则电路中的电流为',
        unit(1, 'A'),
        unit(1.2, 'A'),
        unit(6, 'A'),
        unit(0.5, 'A'),
      ),
      'A',
    );
    await expectSolved(
      choice(
        '一定质量的理想气体, 温度保持不变, 压强为 $p_{1}=1.0 \\times 10^{5} \\mathrm{~Pa}$ 时体积为 $V_{1}=6 \\mathrm{~L}$, 压强增大到 $p_{2}=3.0 \\times 10^{5} \\mathrm{~Pa}$ 时体积为',
        unit(1, 'L'),
        unit(2, 'L'),
        unit(3, 'L'),
        unit(18, 'L'),
      ),
      'B',
    );
  });
});

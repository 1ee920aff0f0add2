import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { readOptionNumber } from '../../server/solver/science/choice';

const solver = createOfflineSolver();
/** The chosen letters, or null when the solver refuses. */
const letters = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const speeds = (...values: number[]) => values.map((v) => `$${v} \\mathrm{~m} / \\mathrm{s}$`);

describe('option values set in exam LaTeX', () => {
  it('reads a compound unit typeset in pieces', () => {
    expect(readOptionNumber('$1 \\mathrm{~m} / \\mathrm{s}$')).toMatchObject({ value: 1, unit: 'm/s' });
    expect(readOptionNumber('$2 \\mathrm{~m} / \\mathrm{s}^{2}$')).toMatchObject({ value: 2, unit: 'm/s^2' });
    expect(readOptionNumber('$3 \\mathrm{~kg} \\cdot \\mathrm{m} / \\mathrm{s}$')?.value).toBe(3);
  });
  it('a collision whose options are so written', async () => {
    const q = choice(
      '质量为 $3 \\mathrm{~kg}$ 的小球 A 以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度与静止的质量为 $1 \\mathrm{~kg}$ 的小球 B 发生正碰, 碰后 A、B 粘在一起运动, 则碰后它们的速度大小为',
      ...speeds(1, 2, 3, 4),
    );
    expect(await letters(q)).toBe('C');
  });
  it('free fall and uniform acceleration with LaTeX options', async () => {
    const fall = choice(
      '一物体从 $45 \\mathrm{~m}$ 高处由静止自由下落, 重力加速度 $g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$, 不计空气阻力, 物体落地时的速度大小为',
      ...speeds(15, 20, 30, 45),
    );
    expect(await letters(fall)).toBe('C');
  });
});

describe('「第 n s 末」 is the moment n s after the start', () => {
  it('answers the speed at the end of the fifth second', async () => {
    const q = choice(
      '3. (6 分) 一辆汽车从静止开始做匀加速直线运动, 加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$, 则汽车在第 $5 \\mathrm{~s}$ 末的速度大小为（ ）',
      ...speeds(5, 10, 15, 20),
    );
    expect(await letters(q)).toBe('B');
    expect(
      await letters(choice('小球从静止开始做匀加速直线运动，加速度为 3 m/s^2，第 4 s 末的速度为', '3 m/s', '9 m/s', '12 m/s', '24 m/s')),
    ).toBe('C');
  });
  it('does not read 「第 n s 内」 or 「最后 1 s」 as n s from the start', async () => {
    // The fifth second is the stretch from 4 s to 5 s (25 m − 16 m), never the 25 m of the first five seconds.
    expect(
      await letters(
        choice('一辆汽车从静止开始做匀加速直线运动, 加速度大小为 2 m/s^2, 则汽车在第 5 s 内的位移大小为', '9 m', '10 m', '25 m', '50 m'),
      ),
    ).toBe('A');
    // The last second of a fall whose height is not given cannot be placed.
    expect(
      await letters(choice('一物体从静止开始自由下落，g 取 10 m/s^2，它在最后 1 s 内下落的高度为', '5 m', '10 m', '15 m', '20 m')),
    ).toBeNull();
  });
});

describe('a body at rest on a smooth floor pushed by a horizontal force starts from rest', () => {
  it("Newton's second law then the speed", async () => {
    const q = choice(
      '质量为 $m=2 \\mathrm{~kg}$ 的物块静止在光滑水平面上, 在 $F=8 \\mathrm{~N}$ 的水平拉力作用下运动 $3 \\mathrm{~s}$, 此时物块的速度大小为',
      ...speeds(4, 8, 12, 24),
    );
    expect(await letters(q)).toBe('C');
    expect(
      await letters(
        choice('质量为 4 kg 的木块静止在光滑水平面上，受到 12 N 的水平推力作用，2 s 内通过的位移为', '3 m', '6 m', '12 m', '24 m'),
      ),
    ).toBe('B');
  });
  it('not on a rough floor, nor with a force at an angle', async () => {
    expect(
      await letters(
        choice(
          '质量为 2 kg 的物块静止在水平面上，在 8 N 的水平拉力作用下运动 3 s，此时物块的速度大小为',
          '4 m/s',
          '8 m/s',
          '12 m/s',
          '24 m/s',
        ),
      ),
    ).toBeNull();
    expect(
      await letters(
        choice(
          '质量为 2 kg 的物块静止在光滑水平面上，在与水平方向成 60° 角、大小为 8 N 的拉力作用下运动 3 s，此时物块的速度大小为',
          '6 m/s',
          '8 m/s',
          '12 m/s',
          '24 m/s',
        ),
      ),
    ).toBeNull();
  });
});

describe('instantaneous and average power are not mixed up', () => {
  const stem = '质量为 $2 \\mathrm{~kg}$ 的物体从 $5 \\mathrm{~m}$ 高处自由下落, 取 $g=10 \\mathrm{~m} / \\mathrm{s}^{2}$, 则';
  const watts = ['$50 \\mathrm{~W}$', '$100 \\mathrm{~W}$', '$200 \\mathrm{~W}$', '$400 \\mathrm{~W}$'];
  it('never answers the average W/t for the power at landing', async () => {
    expect(await letters(choice(`${stem}落地时重力的瞬时功率为`, ...watts))).not.toBe('B');
    expect(await letters(choice(`${stem}落地时重力的功率为`, ...watts))).not.toBe('B');
  });
  it('the average power over the fall is W/t; an unqualified power of a falling body is refused', async () => {
    expect(await letters(choice(`${stem}下落过程中重力的平均功率为`, ...watts))).toBe('B');
    expect(await letters(choice(`${stem}重力的功率为`, ...watts))).toBeNull();
  });
});

describe('two resistors across an ideal source', () => {
  const watts = ['$4 \\mathrm{~W}$', '$12 \\mathrm{~W}$', '$18 \\mathrm{~W}$', '$36 \\mathrm{~W}$'];
  it('「电源内阻不计」 is an ideal source; the total after labelled resistances is the total', async () => {
    expect(
      await letters(
        choice(
          '将阻值为 $6 \\Omega$ 和 $3 \\Omega$ 的两个电阻并联后接在电压为 $6 \\mathrm{~V}$ 的电源两端（电源内阻不计），则电路消耗的总功率为',
          ...watts,
        ),
      ),
    ).toBe('C');
    expect(
      await letters(
        choice(
          '电阻 $R_{1}=4 \\Omega$ 与 $R_{2}=8 \\Omega$ 串联后接在 $12 \\mathrm{~V}$ 的电源上, 电源内阻不计, 则 $R_{1}$ 两端的电压为',
          '$2 \\mathrm{~V}$',
          '$4 \\mathrm{~V}$',
          '$6 \\mathrm{~V}$',
          '$8 \\mathrm{~V}$',
        ),
      ),
    ).toBe('B');
  });
  it('not a source with internal resistance, nor a voltage said of one resistor', async () => {
    expect(
      await letters(
        choice(
          '将阻值为 $6 \\Omega$ 和 $3 \\Omega$ 的两个电阻并联后接在电动势为 $6 \\mathrm{~V}$、内阻为 $1 \\Omega$ 的电源两端，则电路消耗的总功率为',
          ...watts,
        ),
      ),
    ).toBeNull();
    expect(
      await letters(choice('电阻 R1=4 Ω 与 R2=8 Ω 串联，R1 两端的电压为 4 V，则电路的总功率为', '4 W', '8 W', '12 W', '24 W')),
    ).toBeNull();
  });
});

describe('near misses of the readings above', () => {
  it('a voltage said right after one labelled resistor is that resistor’s', async () => {
    // Read as the total, 4 V across 8 Ω would give 2 W (A).
    expect(
      await letters(choice('电阻 R1=2 Ω 两端的电压为 4 V，R2=6 Ω，两电阻串联，则电路的总功率为', '2 W', '8 W', '16 W', '32 W')),
    ).not.toBe('A');
  });
  it('a force taken away part of the way is not read as one stretch from rest', async () => {
    expect(
      await letters(
        choice(
          '质量为 2 kg 的物块静止在光滑水平面上，在 8 N 的水平拉力作用下运动，2 s 后撤去拉力，则撤去拉力后 3 s 内物块的位移为',
          '8 m',
          '12 m',
          '24 m',
          '40 m',
        ),
      ),
    ).toBeNull();
  });
  it('two satellites about different bodies named together', async () => {
    expect(
      await letters(choice('两颗卫星分别绕地球和月球做匀速圆周运动，轨道半径之比为 1:4，则它们的周期之比为', '1:8', '8:1', '1:4', '1:2')),
    ).toBeNull();
  });
});

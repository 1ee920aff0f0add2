import { describe, expect, it } from 'vitest';
import { extractComparable } from '../../server/solver/science/comparable';
import { solvePhysics } from '../../server/solver/science/physics';

async function answer(text: string) {
  const out = await solvePhysics(text);
  if (!out?.ok) throw new Error(`not solved: ${text} → ${out ? out.reason : 'null'}`);
  return { out, cmp: extractComparable(out) };
}

const cases: [family: string, text: string, numbers: number[], unit: string][] = [
  ['F = ma', '质量为 2 kg 的物体受到 10 N 的力，求加速度', [5], 'm/s^2'],
  ['F − f = ma', '质量为 2 kg 的物体在 10 N 的拉力作用下，受到 4 N 的摩擦力，求加速度', [3], 'm/s^2'],
  ['v = v0 + at, s = v0t + ½at²', '一辆汽车从静止开始做匀加速直线运动，加速度为 2 m/s²，求 5 s 末的速度和 5 s 内的位移', [10, 25], ''],
  ['v² − v0² = 2as', '汽车以 10 m/s 的初速度做匀加速直线运动，加速度为 2 m/s^2，求速度达到 20 m/s 时通过的位移', [75], 'm'],
  ['braking stops the car', '汽车以 20 m/s 的速度行驶，刹车后加速度大小为 5 m/s²，求刹车后 6 s 内的位移', [40], 'm'],
  ['free fall v² = 2gh', '一个物体从 20 m 高处自由下落，求落地时的速度（g 取 10 m/s²）', [20], 'm/s'],
  ['free fall, g = 9.8 by default', '一个物体由静止开始自由下落，求下落 3 s 时的速度', [29.4], 'm/s'],
  ['uniform motion s = vt', '一辆汽车以 36 km/h 的速度匀速行驶了 2 h，求通过的路程', [72], 'km'],
  ['G = mg', '质量为 50 kg 的物体，它受到的重力是多少？', [490], 'N'],
  ['W = Fs', '用 20 N 的水平推力推动物体前进了 5 m，推力做了多少功？', [100], 'J'],
  ['P = W/t', '一台机器在 10 s 内做功 2000 J，求功率', [200], 'W'],
  ['P = Fv with F = f', '汽车以 20 m/s 的速度匀速行驶，受到的阻力为 2000 N，求汽车的功率', [40000], 'W'],
  ['Ek = ½mv²', '质量为 2 kg 的小球以 3 m/s 的速度运动，求动能', [9], 'J'],
  ['Ep = mgh', '把质量为 2 kg 的物体举高到 5 m 处，求重力势能（g 取 10 N/kg）', [100], 'J'],
  ['ρ = m/V', '一块金属的质量为 540 g，体积为 200 cm³，求它的密度', [2700], 'kg/m^3'],
  ['p = F/S with F = G', '重 600 N 的人站在水平地面上，双脚与地面的接触面积为 0.04 m²，求他对地面的压强', [15000], 'Pa'],
  ['U = IR', '一个电阻两端的电压为 6 V，通过的电流为 0.3 A，求电阻', [20], 'ohm'],
  ['P = UI', '一盏灯两端电压为 220 V，通过的电流为 0.5 A，求电功率', [110], 'W'],
  ['W = Pt', '一只电热水壶的功率是 1000 W，工作 5 min 消耗多少电能', [300000], 'J'],
  ['Q = cmΔt', '把 5 kg 的水从 20℃ 加热到 100℃，需要吸收多少热量', [1680000], 'J'],
  ['Q = cmΔt, given c', '质量为 0.5 kg 的铝块温度升高了 20 ℃，铝的比热容为 0.88×10^3 J/(kg·℃)，求吸收的热量', [8800], 'J'],
];

describe('physics formula problems', () => {
  for (const [family, text, numbers, unit] of cases) {
    it(`${family}: ${text}`, async () => {
      const { out, cmp } = await answer(text);
      expect(cmp && 'numbers' in cmp && cmp.numbers).toEqual(numbers);
      if (unit) expect(cmp && 'numbers' in cmp && cmp.unit).toBe(unit);
      expect(out.subject).toBe('physics');
      expect(out.verification.status).toBe('verified');
      expect(out.markdown).toMatch(/\*\*已知\*\*[\s\S]*\*\*求\*\*[\s\S]*\*\*解\*\*[\s\S]*\*\*答\*\*/);
    });
  }

  it('writes the final answer as LaTeX with units', async () => {
    const { out } = await answer('质量为 2 kg 的物体受到 10 N 的力，求加速度');
    expect(out.finalAnswer).toBe('$a = 5\\ \\mathrm{m/s^2}$');
    expect(out.markdown).toContain('a = \\frac{F}{m} = \\frac{10\\ \\mathrm{N}}{2\\ \\mathrm{kg}} = 5\\ \\mathrm{m/s^2}');
  });

  it('answers in the unit the question asks for', async () => {
    const { cmp } = await answer('汽车以 2 m/s^2 的加速度从静止开始加速，10 s 末的速度是多少 km/h？');
    expect(cmp).toEqual({ numbers: [72], units: ['km/h'], unit: 'km/h' });
  });

  it('shows the SI conversion of given values', async () => {
    const { out } = await answer('一辆汽车以 36 km/h 的速度匀速行驶了 2 h，求通过的路程');
    expect(out.markdown).toContain('v = 36\\ \\mathrm{km/h} = 10\\ \\mathrm{m/s}');
  });
});

describe('unit conversions', () => {
  const conv: [string, number, string][] = [
    ['72 km/h 等于多少 m/s？', 20, 'm/s'],
    ['3.5 kWh 是多少焦耳', 1.26e7, 'J'],
    ['把 500 g 换算成 kg', 0.5, 'kg'],
    ['2.7 g/cm³ = ____ kg/m³', 2700, 'kg/m^3'],
    ['1 标准大气压约等于多少帕', 101325, 'Pa'],
    ['15 min 合多少 h', 0.25, 'h'],
  ];
  for (const [text, value, unit] of conv) {
    it(text, async () => {
      const { out, cmp } = await answer(text);
      expect(cmp).toEqual({ numbers: [value], units: [unit], unit });
      expect(out.engine).toBe('offline:units');
    });
  }

  it('formats large results in scientific notation', async () => {
    const { out } = await answer('3.5 kWh 是多少焦耳');
    expect(out.finalAnswer).toBe('$3.5\\ \\mathrm{kW\\cdot h} = 1.26 \\times 10^{7}\\ \\mathrm{J}$');
  });
});

describe('refusals instead of guesses', () => {
  const refusals = [
    '物体沿倾角为 30° 的斜面下滑，斜面长 10 m，求加速度',
    '电阻 R1=10 Ω 与 R2=20 Ω 串联后接在电动势为 6 V、内阻为 1 Ω 的电源上，求电流',
    '物体做匀加速直线运动，初速度为 2 m/s，前 2 s 速度增加到 4 m/s，再经过 3 s 速度是多少？',
    '一个物体受到 10 N 的力，求加速度',
    '质量为 2 kg 的物体重 30 N，放在水平地面上，对地面的压力是多少？求 g 的值',
  ];
  for (const text of refusals) {
    it(text, async () => {
      const out = await solvePhysics(text);
      expect(out?.ok ?? false).toBe(false);
    });
  }

  it('returns null for text that is not physics', async () => {
    for (const t of ['', '今天天气怎么样', '解方程 x^2 - 5x + 6 = 0', '计算 H2SO4 的摩尔质量', '9.8 g 硫酸的物质的量是多少？']) {
      expect(await solvePhysics(t)).toBeNull();
    }
  });

  it('never throws on garbage or huge input', async () => {
    const inputs = [
      '求'.repeat(1000),
      '1e999 m/s 等于多少 km/h',
      '质量为 kg 的物体受到 N 的力，求加速度',
      `${'质量为 2 kg，'.repeat(5000)}求加速度`,
      'x'.repeat(100000),
      '\u0000\ud800',
    ];
    for (const t of inputs) {
      const started = Date.now();
      const out = await solvePhysics(t);
      expect(out === null || typeof out.ok === 'boolean').toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });
});

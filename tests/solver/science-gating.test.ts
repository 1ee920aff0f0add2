import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { solveChemistry } from '../../server/solver/science/chemistry';
import { extractComparable } from '../../server/solver/science/comparable';
import { solvePhysics } from '../../server/solver/science/physics';

const solver = createOfflineSolver();

async function numbers(text: string) {
  const out = await solvePhysics(text);
  if (!out?.ok) throw new Error(`not solved: ${text} → ${out ? out.reason : 'null'}`);
  const c = extractComparable(out);
  return c && 'numbers' in c ? { numbers: c.numbers, unit: c.unit } : null;
}

describe('word problems are not unit conversions or formula problems', () => {
  // Every number must be used: a count of sheets, bags or pieces is not a physical quantity.
  const words = [
    '1000张纸叠起来厚10.2厘米，平均每张纸厚多少毫米？',
    '一本字典厚5厘米，20本这样的字典摞起来有多高？',
    '一袋大米重25千克，4袋重多少千克？',
    '一个苹果重200克，5个苹果重多少千克？',
    '一根木头长6米，锯成3段，每段长多少米？',
    '学校操场一圈400米，小明跑了5圈，跑了多少千米？',
    '一根绳子长5米，剪去2米，还剩多少米？',
    '一桶油重50千克，用去20千克，还剩多少千克？',
    '小明家到学校有800米，他每分钟走80米，需要几分钟？',
    '一辆汽车3小时行驶180千米，平均每小时行驶多少千米？',
    '甲车速度60千米/时，乙车速度40千米/时，两车从相距300千米的两地相向而行，几小时后相遇？',
    '一块长方形地长20米，宽15米，面积是多少平方米？',
    '工作效率是每小时5个，8小时做多少个？',
  ];
  for (const text of words) {
    it(text, async () => {
      expect(await solvePhysics(text)).toBeNull();
      expect(await solveChemistry(text)).toBeNull();
      const out = await solver.solve({ text });
      if (out.ok) expect(out.engine).not.toMatch(/units|physics|chemistry/);
    });
  }

  it('still converts a single quantity asked in another unit', async () => {
    expect(await numbers('一瓶水500毫升，合多少升？')).toEqual({ numbers: [0.5], unit: 'L' });
    expect(await numbers('3千克=（ ）克')).toEqual({ numbers: [3000], unit: 'g' });
    expect(await numbers('一本书厚2厘米，合多少毫米？')).toEqual({ numbers: [20], unit: 'mm' });
  });
});

describe('distance, speed and time multiply and divide the right way', () => {
  const cases: [string, number, string][] = [
    ['小胖看见闪电后，过了5.2秒才听到雷声。雷声的速度是0.33千米/秒。闪电的地方离小胖有多远？', 1.716, 'km'],
    ['声音在空气中的速度是340米/秒，打雷后3秒听到雷声，打雷处离这里多远？', 1020, 'm'],
    ['一列火车以120千米/时的速度行驶了2.5小时，行驶了多少千米？', 300, 'km'],
    ['一辆汽车的速度是60千米/时，3小时行驶多少千米？', 180, 'km'],
    ['甲乙两地相距300千米，一辆汽车以60千米/时的速度从甲地开往乙地，需要几小时？', 5, 'h'],
    ['一辆汽车2小时行驶了120千米，它的速度是多少？', 60, 'km/h'],
    ['一个物体以 5 m/s 的速度匀速运动，经过多少秒通过 100 m？', 20, 's'],
    ['一辆汽车以 72 km/h 的速度匀速行驶 10 min，求汽车行驶的路程。', 12000, 'm'],
  ];
  for (const [text, value, unit] of cases) {
    it(text, async () => {
      expect(await numbers(text)).toEqual({ numbers: [value], unit });
    });
  }

  it('the whole pipeline answers the thunder problem with d = vt', async () => {
    const out = await solver.solve({ text: cases[0][0] });
    // The word-problem engine answers it first (in 千米, the unit of the question); never the quotient.
    expect(out.ok).toBe(true);
    expect(out.ok && out.finalAnswer).toMatch(/^\$(?:s = )?1\.716(?:\$ 千米|\\ \\mathrm\{km\}\$)$/);
  });
});

describe('accelerations and velocities are placed by their words, not by their units', () => {
  it('a decelerating body: the acceleration opposes the motion', async () => {
    expect(await numbers('物体做匀减速直线运动，初速度为 10 m/s，加速度大小为 2 m/s²，求 3 s 末的速度。')).toEqual({
      numbers: [4],
      unit: 'm/s',
    });
  });
  it('a time after braking belongs to the braking stage', async () => {
    expect(
      await numbers('汽车以 15 m/s 的速度匀速行驶，司机发现前方有障碍物后开始刹车，加速度大小为 5 m/s²，求刹车后 2 s 内的位移。'),
    ).toEqual({ numbers: [20], unit: 'm' });
  });
  it("a pressing force is the pressure formula's force", async () => {
    expect(await numbers('用 20 N 的力把图钉按进木板，图钉帽的面积是 1 cm²，手指对图钉帽的压强是多少？')).toEqual({
      numbers: [200000],
      unit: 'Pa',
    });
    expect(await numbers('一个物体对桌面的压力为 10 N，受力面积为 0.02 m²，求压强')).toEqual({ numbers: [500], unit: 'Pa' });
  });
  it('a decelerating body that stops: v = 0, and "加速度大小" is the magnitude', async () => {
    const out = await solvePhysics('火车进站时做匀减速直线运动，初速度为 20 m/s，经 40 s 停下，求火车的加速度大小和位移。');
    expect(out?.ok && out.finalAnswer).toBe('$|a| = 0.5\\ \\mathrm{m/s^2}$，$s = 400\\ \\mathrm{m}$');
  });
  it('Joule heat in a circuit; the rise of potential energy of a lift', async () => {
    expect(await numbers('一个 10 Ω 的电阻两端加 5 V 电压，1 min 内产生的热量是多少？')).toEqual({ numbers: [150], unit: 'J' });
    expect(await numbers('将质量为 2 kg 的物体从地面举高 3 m，物体的重力势能增加了多少？（g 取 10 N/kg）')).toEqual({
      numbers: [60],
      unit: 'J',
    });
  });
  it('"重力做了多少功" asks for the work, not the weight', async () => {
    expect(await numbers('一个质量为 0.5 kg 的篮球从 2 m 高处落下，重力做了多少功？（g 取 10 N/kg）')).toEqual({
      numbers: [10],
      unit: 'J',
    });
  });
  it('"从 … 增加到 …" names the initial and the final velocity', async () => {
    expect(await numbers('汽车在 5 s 内速度从 10 m/s 增加到 20 m/s，求加速度。')).toEqual({ numbers: [2], unit: 'm/s^2' });
  });
  it('the mean speed over the first seconds of a motion from rest is the displacement over the time', async () => {
    expect(await numbers('汽车从静止开始做匀加速直线运动，加速度为 2 m/s²，求前 5 s 内的平均速度。')).toEqual({
      numbers: [5],
      unit: 'm/s',
    });
  });
  const refusals = [
    '一物体做匀加速直线运动，初速度 2 m/s，加速度 1 m/s²，求 4 s 内速度的变化量。',
    '物体以 10 m/s 的初速度做匀减速直线运动，加速度大小为 2 m/s²，求 8 s 内的位移。',
    '一个物体先加速后减速，加速度大小为 2 m/s²，初速度 4 m/s，求 3 s 末的速度。',
    '一物体做匀加速直线运动，第 3 s 内的位移是 5 m，求加速度。',
    '用 50 N 的力将重 100 N 的物体匀速提升 2 m，拉力做的功是多少？',
    '一个标有“220 V 100 W”的灯泡正常工作 10 h 消耗多少电能？',
    // The pressing force is not the net force of F = ma.
    '一个重 500 N 的人站在电梯里，电梯以 2 m/s² 的加速度匀加速上升，求人对电梯地板的压力（g 取 10 m/s²）。',
    // Several stages: a time belongs to one of them.
    '汽车以 10 m/s 的速度匀速行驶，司机反应时间为 0.5 s，刹车加速度大小为 5 m/s²，求停车距离。',
    '汽车以 20 m/s 的速度匀速行驶了 10 s，然后刹车，加速度大小为 5 m/s²，求汽车运动的总位移。',
  ];
  for (const text of refusals) {
    it(`refuses: ${text}`, async () => {
      const out = await solvePhysics(text);
      expect(out?.ok ?? false).toBe(false);
    });
  }
});

describe('chemistry choice questions are read option by option', () => {
  const equationChoices: [string, RegExp][] = [
    [
      '下列化学方程式书写错误的是（ ）A. 2H2 + O2 =点燃= 2H2O B. Fe + CuSO4 = FeSO4 + Cu C. Mg + O2 =点燃= MgO D. CaCO3 + 2HCl = CaCl2 + H2O + CO2↑',
      /选项 C /,
    ],
    [
      '下列化学方程式书写正确的是（ ）A. 4Fe + 3O2 =点燃= 2Fe2O3 B. 2KMnO4 = K2MnO4 + MnO2 + O2↑ C. H2O2 = H2 + O2 D. Zn + HCl = ZnCl2 + H2↑',
      /选项 D /,
    ],
    [
      '下列离子方程式正确的是 A. Fe + Fe^{3+} = 2Fe^{2+} B. Cu + 2Ag^+ = Cu^{2+} + 2Ag C. Na + H2O = Na^+ + OH^- + H2↑ D. CaCO3 + 2H^+ = Ca^{2+} + H2O + CO2↑',
      // Both B and D are textbook equations: refused, naming the unbalanced options.
      /A错误（两边的原子或电荷不守恒.*C错误（两边的原子或电荷不守恒/,
    ],
  ];
  for (const [text, found] of equationChoices) {
    it(`never re-balances an option: ${text.slice(0, 16)}`, async () => {
      const out = await solver.solve({ text });
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.reason).toMatch(found);
        expect(out.problemType).toBe('choice');
      }
    });
  }

  it('decides N_A statements that only count particles, each option by computing it', async () => {
    const right = await solveChemistry(
      '设 NA 为阿伏加德罗常数的值，下列说法正确的是（ ）A. 18 g H2O 中含有的质子数为 10NA B. 1 mol H2SO4 中含有的氧原子数为 2NA C. 16 g O2 中含有的分子数为 NA D. 1 mol CH4 中含有的原子数为 4NA',
    );
    expect(right?.ok && right.finalAnswer.startsWith('A（')).toBe(true);
    const wrong = await solveChemistry(
      '设 N_A 为阿伏加德罗常数的值，下列说法错误的是（ ）A. 18 g H2O 中含有的电子数为 10N_A B. 32 g O2 中含有 2N_A 个氧原子 C. 44 g CO2 中含有的原子总数为 3N_A D. 1 mol NH3 中含有的质子数为 11N_A',
    );
    expect(wrong?.ok && wrong.finalAnswer.startsWith('D（')).toBe(true);
  });

  it('decides outer electrons and bonds counted from the formula, and leaves two true options undecided', async () => {
    // Na⁺ has 8 outer electrons, CH₄ four C–H bonds: each stem has exactly one true option, A
    for (const text of [
      '设NA为阿伏加德罗常数的值，下列说法正确的是 A. 1 mol NaCl 中 Na+ 的最外层电子总数为 8NA B. 1 mol H2O 中含有的原子数为 2NA C. 16 g O2 中含有的分子数为 NA D. 1 mol CH4 中含有的原子数为 4NA',
      '设NA为阿伏加德罗常数的值，下列说法正确的是 A. 1 mol CH4 中含有的共价键数为 4NA B. 1 mol H2O 中含有的原子数为 2NA C. 16 g O2 中含有的分子数为 NA D. 1 mol CH4 中含有的原子数为 4NA',
    ]) {
      const out = await solveChemistry(text);
      expect(out?.ok && out.finalAnswer).toMatch(/^A（/);
    }
    // A and B are both true
    const twoTrue = await solveChemistry(
      '设NA为阿伏加德罗常数的值，下列说法正确的是 A. 18 g H2O 中含有的质子数为 10NA B. 1 mol CH4 中含有的原子数为 5NA C. 16 g O2 中含有的分子数为 NA D. 1 mol H2 中含有的原子数为 4NA',
    );
    expect(twoTrue?.ok ?? false).toBe(false);
  });

  it('answers statements about N_A only when every option is decided, and refuses rather than guess', async () => {
    const decided = await solveChemistry(
      '设NA为阿伏加德罗常数的值，下列说法正确的是 A. 18 g H2O 中含有的质子数为 10NA B. 1 mol 苯中含有的碳碳双键数为 3NA C. 标准状况下 22.4 L 水含有 NA 个分子 D. 1 L 0.1 mol/L 醋酸溶液中 H+ 数为 0.1NA',
    );
    expect(decided?.ok && decided.finalAnswer).toMatch(/^A（/);
    // 非极性键 are not counted: option B undecided, so no letter is given
    const undecided = await solveChemistry(
      '设NA为阿伏加德罗常数的值，下列说法正确的是 A. 18 g H2O 中含有的质子数为 10NA B. 1 mol C2H6 中含有的非极性键数为 2NA C. 标准状况下 22.4 L 水含有 NA 个分子 D. 1 L 0.1 mol/L 醋酸溶液中 H+ 数为 0.1NA',
    );
    expect(undecided?.ok).toBe(false);
  });

  it('solves a computational stem and names the one option that agrees', async () => {
    const out = await solveChemistry(
      '实验室用 13 g 锌与足量稀硫酸反应，最多可制得氢气的质量为（ ）（相对原子质量：Zn-65 H-1） A. 0.2 g B. 0.4 g C. 0.8 g D. 2 g',
    );
    expect(out?.ok && out.finalAnswer).toBe('B（$m(\\mathrm{H_2}) = 0.4\\ \\mathrm{g}$）');
  });

  it('refuses when no option, or more than one, agrees', async () => {
    for (const options of ['A. 0.2 g B. 0.8 g C. 1.6 g D. 2 g', 'A. 0.4 g B. 400 mg C. 0.8 g D. 2 g']) {
      const out = await solveChemistry(`13 g 锌与足量稀硫酸反应，生成氢气的质量为（ ）（相对原子质量：Zn-65 H-1） ${options}`);
      expect(out?.ok ?? false).toBe(false);
    }
  });
});

describe('physics computational choice questions', () => {
  const cases: [string, string][] = [
    ['质量为 2 kg 的物体放在光滑水平面上，受到 10 N 的水平拉力，物体的加速度大小为（ ） A. 2 m/s² B. 5 m/s² C. 10 m/s² D. 20 m/s²', 'B'],
    ['一个小球从 45 m 高处自由下落，g 取 10 m/s²，小球落地所用的时间为（ ） A. 1 s B. 2 s C. 3 s D. 4.5 s', 'C'],
    ['一个电阻两端的电压是 12 V，通过它的电流是 0.5 A，这个电阻的阻值是 A. 6 Ω B. 12 Ω C. 24 Ω D. 48 Ω', 'C'],
    ['一台电动机的功率为 1.5 kW，工作 10 min 消耗的电能为（ ） A. 15 J B. 900 J C. 9×10^5 J D. 9×10^6 J', 'C'],
  ];
  for (const [text, letter] of cases) {
    it(text.slice(0, 24), async () => {
      const out = await solver.solve({ text });
      expect(out.ok && out.finalAnswer.startsWith(`${letter}（`)).toBe(true);
      expect(out.problemType).toBe('choice');
    });
  }

  it('does not judge statements', async () => {
    const out = await solvePhysics(
      '一个小球从 45 m 高处自由下落，g 取 10 m/s²，下列说法正确的是（ ） A. 落地时间为 3 s B. 落地速度为 30 m/s C. 下落过程中加速度越来越大 D. 落地速度为 45 m/s',
    );
    expect(out?.ok ?? false).toBe(false);
  });
});

describe('particle counts count the particle asked for', () => {
  const cases: [string, number][] = [
    ['2 mol H2SO4 中含有多少个氧原子？', 4.816e24],
    ['1 mol 水中含有多少个电子？', 6.02e24],
    ['4.4 g CO2 中含有的氧原子数是多少？', 1.204e23],
    ['0.5 mol CO2 中含有多少个分子？', 3.01e23],
  ];
  for (const [text, value] of cases) {
    it(text, async () => {
      const out = await solveChemistry(text);
      if (!out?.ok) throw new Error(`not solved: ${out ? out.reason : 'null'}`);
      const c = extractComparable(out);
      expect(c && 'numbers' in c && c.numbers[0]).toBeCloseTo(value, -20);
      expect(Math.abs((c && 'numbers' in c ? c.numbers[0] : 0) / value - 1)).toBeLessThan(1e-9);
    });
  }
  it('refuses molecules of an ionic compound, ions and neutrons', async () => {
    for (const text of ['58.5 g NaCl 中含有多少个 NaCl 分子？', '1 mol Na2SO4 中含有多少个钠离子？', '18 g 水中含有多少个中子？']) {
      expect((await solveChemistry(text))?.ok ?? false).toBe(false);
    }
  });
});

describe('sub-questions are all answered or the problem is refused', () => {
  it('answers every sub-question it can name', async () => {
    const out = await solvePhysics(
      '质量为 2 kg 的物体在 10 N 的水平拉力作用下，在光滑水平面上由静止开始运动。(1) 求物体的加速度；(2) 求 4 s 末物体的速度。',
    );
    expect(out?.ok && out.finalAnswer).toBe('$a = 5\\ \\mathrm{m/s^2}$，$v = 20\\ \\mathrm{m/s}$');
  });
  it('refuses rather than answer half', async () => {
    for (const text of [
      '质量为 2 kg 的物体在 10 N 的水平拉力作用下，在光滑水平面上由静止开始运动。(1) 求物体的加速度；(2) 物体受到的支持力是多少？',
    ]) {
      expect((await solvePhysics(text))?.ok ?? false).toBe(false);
    }
    const chem = await solveChemistry(
      '加热分解 24.5 g 氯酸钾，(1) 生成氧气多少克？(2) 生成氯化钾多少克？（相对原子质量：K-39 Cl-35.5 O-16）',
    );
    expect(chem?.ok ?? false).toBe(false);
  });
});

describe('checking another solver against a science choice answer', () => {
  it('compares the letters', async () => {
    const { verifyAnswer } = await import('../../server/solver/offline');
    const text =
      '质量为 2 kg 的物体放在光滑水平面上，受到 10 N 的水平拉力，物体的加速度大小为（ ） A. 2 m/s² B. 5 m/s² C. 10 m/s² D. 20 m/s²';
    expect(await verifyAnswer(text, '选 B')).toBe('agree');
    expect(await verifyAnswer(text, 'C')).toBe('disagree');
  });
});

describe('nuclear energy from the mass defect', () => {
  const H2 = '{ }_{1}^{2} \\mathrm{H}';
  const H3 = '{ }_{1}^{3} \\mathrm{H}';
  const He = '{ }_{2}^{4} \\mathrm{He}';
  const n = '{ }_{0}^{1} \\mathrm{n}';
  const massOf = (x: string, m: string) => `$${x}$ 的质量为 $${m} \\mathrm{u}$`;
  const build = (last: string, masses: string[]) =>
    `氘核和氚核聚变的核反应方程为 $${H2}+${H3} \\rightarrow ${He}+${last}$，已知 ${masses.join('，')}，$1 \\mathrm{u}=931.5 \\mathrm{MeV} / \\mathrm{c}^{2}$，该反应释放的能量约为`;
  const all = [massOf(H2, '2.0141'), massOf(H3, '3.0161'), massOf(He, '4.0026'), massOf(n, '1.0087')];
  it('computes Δm·c² and picks the option printed to its precision', async () => {
    const out = await solvePhysics(
      `${build(n, all)}（ ）\nA. $17.6 \\mathrm{MeV}$\nB. $18.6 \\mathrm{MeV}$\nC. $8.8 \\mathrm{MeV}$\nD. $1.76 \\mathrm{MeV}$`,
    );
    expect(out?.ok && out.finalAnswer.startsWith('A（')).toBe(true);
  });
  it('answers without options too', async () => {
    const out = await solvePhysics(`${build(n, all)}多少？`);
    expect(out?.ok && out.finalAnswer).toBe('$\\Delta E \\approx 17.61\\ \\mathrm{MeV}$');
  });
  it('does not answer when a mass is missing or the equation does not conserve charge', async () => {
    const missing = build(n, all.slice(0, 3));
    const broken = build('{ }_{1}^{1} \\mathrm{n}', all);
    for (const text of [missing, broken]) expect((await solvePhysics(`${text}多少？`))?.ok ?? false).toBe(false);
  });
});

describe('ratios of two satellites of one central body', () => {
  it('period, speed and acceleration ratios from the orbit radii', async () => {
    const stem = (q: string) =>
      `两颗地球卫星 P、Q 绕地球做匀速圆周运动，卫星 P 的轨道半径为地球半径的 2 倍，卫星 Q 的轨道半径为地球半径的 8 倍，P 与 Q 的${q}之比为（ ）`;
    const speed = await solvePhysics(`${stem('线速度')} A. 1:2 B. 2:1 C. 4:1 D. 1:4`);
    expect(speed?.ok && speed.finalAnswer.startsWith('B（')).toBe(true);
    const period = await solvePhysics(`${stem('周期')} A. 1:4 B. 1:8 C. 1:16 D. 8:1`);
    expect(period?.ok && period.finalAnswer.startsWith('B（')).toBe(true);
    const acc = await solvePhysics(`${stem('向心加速度')} A. 4:1 B. 8:1 C. 16:1 D. 1:16`);
    expect(acc?.ok && acc.finalAnswer.startsWith('C（')).toBe(true);
  });
  it('does not take a height above the surface for an orbit radius', async () => {
    const out = await solvePhysics(
      '卫星 P 离地面的高度为地球半径的 1 倍，卫星 Q 离地面的高度为地球半径的 3 倍，P 与 Q 的周期之比为（ ） A. 1:8 B. 1:2√2 C. 1:3√3 D. 2:1',
    );
    expect(out?.ok ?? false).toBe(false);
  });
});

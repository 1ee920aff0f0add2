import { describe, expect, it } from 'vitest';
import { splitChoice } from '../../server/solver/math/answers/choice';
import { solvePhysics } from '../../server/solver/science/physics';
import { pickApproximateOption, pickExactOption } from '../../server/solver/science/physics/option-values';

/** The chosen letters, or null when the physics engine does not answer (refuses or passes). */
const letters = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const split = (...options: string[]) => splitChoice(choice('求（ ）', ...options))!;

describe('options of approximate and surd values', () => {
  it('takes the nearest option only when it is near and the others are far', () => {
    expect(pickApproximateOption(26.6, 'MeV', split('8 MeV', '16 MeV', '26 MeV', '52 MeV'))).toMatchObject({ letter: 'C' });
    expect(pickApproximateOption(4.4e9, 'kg', split('$10^{36} kg$', '$10^{18} kg$', '$10^{13} kg$', '$10^{9} kg$'))).toMatchObject({
      letter: 'D',
    });
    // Two options about as near: not decided.
    expect(pickApproximateOption(21, 'MeV', split('8 MeV', '16 MeV', '26 MeV', '52 MeV'))).toHaveProperty('refuse');
    // Nothing near (and not powers of ten): not decided.
    expect(pickApproximateOption(40, 'MeV', split('8 MeV', '16 MeV', '26 MeV', '80 MeV'))).toHaveProperty('refuse');
    // A unit that does not convert: not decided.
    expect(pickApproximateOption(26.6, 'MeV', split('8 kg', '16 kg', '26 kg', '52 kg'))).toHaveProperty('refuse');
  });
  it('matches surds exactly and refuses a near miss', () => {
    const opts = split('$150 kg$', '$100 \\sqrt{3} kg$', '$200 kg$', '$200 \\sqrt{3} kg$');
    expect(pickExactOption(100 * Math.sqrt(3), 'kg', opts)).toMatchObject({ letter: 'B' });
    expect(pickExactOption(150, 'kg', opts)).toMatchObject({ letter: 'A' });
    expect(pickExactOption(151, 'kg', opts)).toHaveProperty('refuse');
  });
});

describe('mass–energy with one number', () => {
  it('the mass lost each second from the energy radiated, nearest power of ten', async () => {
    const text = choice(
      '太阳每秒钟辐射出的能量约为 $3.6 \\times 10^{26} \\mathrm{~J}$，根据爱因斯坦质能方程，太阳每秒钟减少的质量最接近',
      '$10^{36} \\mathrm{~kg}$',
      '$10^{18} \\mathrm{~kg}$',
      '$10^{13} \\mathrm{~kg}$',
      '$10^{9} \\mathrm{~kg}$',
    );
    expect(await letters(text)).toBe('D');
  });
  it('does not answer energies in MeV, more than one number, or an exact question with rough options', async () => {
    expect(await letters(choice('根据质能方程，释放 $931 \\mathrm{MeV}$ 能量时减少的质量约为', '1 u', '2 u', '3 u', '4 u'))).toBeNull();
    expect(
      await letters(
        choice(
          '太阳每秒辐射能量约为 $4 \\times 10^{26} \\mathrm{~J}$，共 2 秒，根据质能方程，减少的质量最接近',
          '$10^{36} kg$',
          '$10^{18} kg$',
          '$10^{13} kg$',
          '$10^{10} kg$',
        ),
      ),
    ).toBeNull();
    expect(
      await letters(
        choice(
          '根据质能方程，太阳每秒辐射能量 $4 \\times 10^{26} \\mathrm{~J}$，每秒减少的质量为',
          '$10^{36} kg$',
          '$10^{18} kg$',
          '$10^{13} kg$',
          '$10^{9} kg$',
        ),
      ),
    ).toBeNull();
  });
});

describe('n nuclei of one kind becoming m of another', () => {
  const stem = (n: number, masses: string) =>
    `已知 \${ }_{1}^{2} \\mathrm{H}$ 和 \${ }_{2}^{4} \\mathrm{He}$ 的质量分别为 ${masses}，$1 \\mathrm{u}=931 \\mathrm{MeV} / \\mathrm{c}^{2}$。在 ${n} 个 \${ }_{1}^{2} \\mathrm{H}$ 转变成 1 个 \${ }_{2}^{4} \\mathrm{He}$ 的过程中，释放的能量约为（）`;
  it('energy from the mass defect of the stated counts', async () => {
    const text = choice(
      stem(2, '$2.0141 \\mathrm{u}$ 和 $4.0026 \\mathrm{u}$'),
      '$6 \\mathrm{MeV}$',
      '$12 \\mathrm{MeV}$',
      '$24 \\mathrm{MeV}$',
      '$48 \\mathrm{MeV}$',
    );
    expect(await letters(text)).toBe('C');
  });
  it('does not answer counts whose nucleons do not balance, or a mass that is not given', async () => {
    const unbalanced = choice(
      stem(3, '$2.0141 \\mathrm{u}$ 和 $4.0026 \\mathrm{u}$'),
      '$6 \\mathrm{MeV}$',
      '$12 \\mathrm{MeV}$',
      '$24 \\mathrm{MeV}$',
      '$48 \\mathrm{MeV}$',
    );
    expect(await letters(unbalanced)).toBeNull();
    const missing = choice(
      `已知 \${ }_{2}^{4} \\mathrm{He}$ 的质量为 $4.0026 \\mathrm{u}$，$1 \\mathrm{u}=931 \\mathrm{MeV} / \\mathrm{c}^{2}$。在 2 个 \${ }_{1}^{2} \\mathrm{H}$ 转变成 1 个 \${ }_{2}^{4} \\mathrm{He}$ 的过程中，释放的能量约为（）`,
      '$6 \\mathrm{MeV}$',
      '$12 \\mathrm{MeV}$',
      '$24 \\mathrm{MeV}$',
      '$48 \\mathrm{MeV}$',
    );
    expect(await letters(missing)).toBeNull();
  });
});

describe('an orbit from its period about a body known by g and R', () => {
  it('the farthest distance of an elliptic orbit to the surface', async () => {
    const text = choice(
      '探测器进入运行周期约为 $1.8 \\times 10^{5} \\mathrm{~s}$ 的椭圆形停泊轨道，轨道与火星表面的最近距离约为 $2.8 \\times 10^{5} \\mathrm{~m}$。已知火星半径约为 $3.4 \\times 10^{6} \\mathrm{~m}$，火星表面处自由落体的加速度大小约为 $3.7 \\mathrm{~m} / \\mathrm{s}^{2}$，则停泊轨道与火星表面的最远距离约为',
      '$6 \\times 10^{5} \\mathrm{~m}$',
      '$6 \\times 10^{6} \\mathrm{~m}$',
      '$6 \\times 10^{7} \\mathrm{~m}$',
      '$6 \\times 10^{8} \\mathrm{~m}$',
    );
    expect(await letters(text)).toBe('C');
  });
  it('the height of a circular orbit (a synchronous orbit of the Earth)', async () => {
    const text = choice(
      '已知地球半径约为 $6.4 \\times 10^{6} \\mathrm{~m}$，地球表面的重力加速度约为 $9.8 \\mathrm{~m} / \\mathrm{s}^{2}$，某卫星绕地球做匀速圆周运动的周期为 24 h，则它离地面的高度约为',
      '$3.6 \\times 10^{5} \\mathrm{~m}$',
      '$3.6 \\times 10^{6} \\mathrm{~m}$',
      '$3.6 \\times 10^{7} \\mathrm{~m}$',
      '$3.6 \\times 10^{8} \\mathrm{~m}$',
    );
    expect(await letters(text)).toBe('C');
  });
  it('does not answer an ellipse without its nearest distance, or a number left over', async () => {
    const noNear = choice(
      '探测器进入运行周期约为 $1.8 \\times 10^{5} \\mathrm{~s}$ 的椭圆形停泊轨道。已知火星半径约为 $3.4 \\times 10^{6} \\mathrm{~m}$，火星表面处自由落体的加速度大小约为 $3.7 \\mathrm{~m} / \\mathrm{s}^{2}$，则停泊轨道与火星表面的最远距离约为',
      '$6 \\times 10^{5} \\mathrm{~m}$',
      '$6 \\times 10^{6} \\mathrm{~m}$',
      '$6 \\times 10^{7} \\mathrm{~m}$',
      '$6 \\times 10^{8} \\mathrm{~m}$',
    );
    expect(await letters(noNear)).toBeNull();
    const extra = choice(
      '已知地球半径约为 $6.4 \\times 10^{6} \\mathrm{~m}$，地球表面的重力加速度约为 $9.8 \\mathrm{~m} / \\mathrm{s}^{2}$，某卫星质量为 500 kg，绕地球做匀速圆周运动的周期为 24 h，则它离地面的高度约为',
      '$3.6 \\times 10^{5} \\mathrm{~m}$',
      '$3.6 \\times 10^{6} \\mathrm{~m}$',
      '$3.6 \\times 10^{7} \\mathrm{~m}$',
      '$3.6 \\times 10^{8} \\mathrm{~m}$',
    );
    expect(await letters(extra)).toBeNull();
  });
});

describe('a block pulled along an incline at constant velocity', () => {
  const stem = (move: string, ask: string) =>
    `物块在轻绳的拉动下沿倾角为 $30^{\\circ}$ 的固定斜面${move}匀速运动，轻绳与斜面平行。已知物块与斜面之间的动摩擦因数为 $\\frac{\\sqrt{3}}{3}$，重力加速度取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$。${ask}`;
  it('the largest mass a rope can pull up', async () => {
    const text = choice(
      stem('向上', '若轻绳能承受的最大张力为 $1200 \\mathrm{~N}$，则物块的质量最大为'),
      '$120 \\mathrm{~kg}$',
      '$80 \\sqrt{3} \\mathrm{~kg}$',
      '$240 \\mathrm{~kg}$',
      '$160 \\sqrt{3} \\mathrm{~kg}$',
    );
    expect(await letters(text)).toBe('A');
  });
  it('the pull on a given mass, up the slope', async () => {
    const out = await solvePhysics(stem('向上', '物块质量为 $20 \\mathrm{~kg}$，求轻绳的拉力'));
    expect(out?.ok && out.finalAnswer).toContain('F = 200');
  });
  it('does not answer an accelerating block, a force at an angle, or a block moving down (the direction of the pull is not fixed)', async () => {
    const accelerating =
      '物块在轻绳的拉动下沿倾角为 $30^{\\circ}$ 的固定斜面向上做匀加速运动，轻绳与斜面平行。已知动摩擦因数为 $\\frac{\\sqrt{3}}{3}$，重力加速度取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$。若轻绳能承受的最大张力为 $1200 \\mathrm{~N}$，则物块的质量最大为';
    expect(await letters(choice(accelerating, '$120 kg$', '$80 kg$', '$240 kg$', '$160 kg$'))).toBeNull();
    const angled =
      '物块在拉力作用下沿倾角为 $30^{\\circ}$ 的固定斜面向上匀速运动，拉力与斜面夹角为 $30^{\\circ}$。已知动摩擦因数为 0.5，重力加速度取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，物块质量为 $2 \\mathrm{~kg}$，求拉力';
    expect(await letters(angled)).toBeNull();
    const slips =
      '物块在沿斜面的拉力作用下沿倾角为 $60^{\\circ}$ 的固定斜面向下匀速运动，拉力与斜面平行。已知动摩擦因数为 0.2，重力加速度取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$，物块质量为 $2 \\mathrm{~kg}$，求拉力';
    expect(await letters(slips)).toBeNull();
  });
});

describe("Kepler's third law across two central bodies, against an orbit everyone knows", () => {
  it('the mass of a star from a planet’s period and orbit radius, against the Earth about the Sun', async () => {
    const text = choice(
      '行星“51 peg b”绕其中心恒星做匀速圆周运动，周期约为 4 天，轨道半径约为地球绕太阳运动半径的 \\frac{1}{20}，该中心恒星与太阳的质量比约为',
      '$\\frac{1}{10}$',
      '1',
      '5',
      '10',
    );
    expect(await letters(text)).toBe('B');
  });
  it('the orbit radius from the period and the mass ratio, against a synchronous satellite', async () => {
    const text = choice(
      '某飞船沿圆轨道绕火星飞行，其周期为 2 天，火星质量约为地球质量的 0.1 倍，则该飞船的轨道半径与地球同步卫星的轨道半径的比值约为',
      '$\\sqrt[3]{4}$',
      '$\\sqrt[3]{\\frac{1}{4}}$',
      '$\\sqrt[3]{\\frac{5}{2}}$',
      '$\\sqrt[3]{\\frac{2}{5}}$',
    );
    expect(await letters(text)).toBe('D');
  });
  it('does not answer an ellipse, two references, or both ratios given', async () => {
    const ellipse = choice(
      '某探测器沿椭圆轨道绕火星飞行，其周期为 2 天，火星质量约为地球质量的 0.1 倍，则该探测器的轨道半径与地球同步卫星的轨道半径的比值约为',
      '$\\sqrt[3]{4}$',
      '$\\sqrt[3]{\\frac{1}{4}}$',
      '$\\sqrt[3]{\\frac{5}{2}}$',
      '$\\sqrt[3]{\\frac{2}{5}}$',
    );
    expect(await letters(ellipse)).toBeNull();
    const both = choice(
      '某行星绕其中心恒星做匀速圆周运动，周期约为 4 天，轨道半径约为地球绕太阳运动半径的 \\frac{1}{20}，恒星质量约为太阳质量的 1 倍，该中心恒星与太阳的质量比约为',
      '$\\frac{1}{10}$',
      '1',
      '5',
      '10',
    );
    expect(await letters(both)).toBeNull();
  });
});

describe("a planet's rotation period from its synchronous satellite and its density", () => {
  const stem = (density: string, height: string) =>
    `已知地球同步卫星离地面的高度约为地球半径的 6 倍。若某行星的平均密度为地球平均密度的${density}，它的同步卫星距其表面的高度是其半径的 ${height} 倍，则该行星的自转周期约为（ ）`;
  it('T² ∝ (r/R)³ / ρ against the Earth’s 24 h', async () => {
    expect(await letters(choice(stem('一半', '2.5'), '6 小时', '12 小时', '24 小时', '36 小时'))).toBe('B');
    expect(await letters(choice(stem(' 2 倍', '6'), '6 小时', '12 小时', '17 小时', '24 小时'))).toBeNull();
    // 24 h × √(1/2) is not among these options: refused, not guessed.
    expect(await letters(choice(stem(' 2 倍', '6'), '6 小时', '12 小时', '18 小时', '36 小时'))).toBeNull();
  });
  it('does not answer a mass given instead of a density, or heights from the centre', async () => {
    const mass =
      '已知地球同步卫星离地面的高度约为地球半径的 6 倍。若某行星的质量约为地球质量的一半，平均密度为地球平均密度的一半，它的同步卫星距其表面的高度是其半径的 2.5 倍，则该行星的自转周期约为（ ）';
    expect(await letters(choice(mass, '6 小时', '12 小时', '24 小时', '36 小时'))).toBeNull();
    const centre =
      '已知地球同步卫星的轨道半径约为地球半径的 7 倍。若某行星的平均密度为地球平均密度的一半，它的同步卫星的轨道半径是其半径的 3.5 倍，则该行星的自转周期约为（ ）';
    expect(await letters(choice(centre, '6 小时', '12 小时', '24 小时', '36 小时'))).toBeNull();
  });
});

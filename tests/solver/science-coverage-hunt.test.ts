import { describe, expect, it } from 'vitest';
import { splitChoice } from '../../server/solver/math/answers/choice';
import { createOfflineSolver } from '../../server/solver/offline';
import { pickSymbolicOption, readSymbolicOption } from '../../server/solver/science/physics/symbolic-options';

// Choice questions whose options are formulas in the problem's letters, written for this file in gaokao wording:
// each variant has its hand-worked letter, each near-miss must be refused (or, where a right answer exists, may only
// be answered with it).
const solver = createOfflineSolver();
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
/** The chosen letters, or null when the solver refuses. */
const letters = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};

describe('options read as expressions in letters', () => {
  it('reads exam LaTeX: upright letters, subscripts, Greek, powers of a bracket', () => {
    expect([...readSymbolicOption('$\\sqrt{\\frac{\\mathrm{RPg}}{\\mathrm{QK}}}$')!.letters].sort()).toEqual(['K', 'P', 'Q', 'R', 'g']);
    expect([...readSymbolicOption('$\\left(\\frac{3 \\pi}{G \\rho}\\right)^{\\frac{1}{2}}$')!.letters].sort()).toEqual(['G', '\\rho']);
    expect([...readSymbolicOption('$\\frac{v_{0}^{2}}{4 s_{0} g}$')!.letters].sort()).toEqual(['g', 's_0', 'v_0']);
    expect(readSymbolicOption('路面外侧高内侧低')).toBeNull();
    expect(readSymbolicOption('$U_{a}<U_{b}$')).toBeNull();
  });
  it('decides every option, and refuses an option in a letter the problem never gave', () => {
    const split = splitChoice(choice('比值为', '$1-\\frac{d}{R}$', '$1+\\frac{d}{R}$', '$\\frac{R}{R-d}$', '$\\frac{d}{R}$'))!;
    const answer = (env: Record<string, number>) => (env.R - env.d) / env.R;
    expect(pickSymbolicOption(answer, ['R', 'd'], split, (e) => e.d < e.R)).toEqual({ letter: 'A', text: '$1-\\frac{d}{R}$' });
    const stray = splitChoice(choice('比值为', '$1-\\frac{d}{R}$', '$1+\\frac{d}{r}$', '$\\frac{R}{R-d}$', '$\\frac{d}{R}$'))!;
    expect(pickSymbolicOption(answer, ['R', 'd'], stray, (e) => e.d < e.R)).toHaveProperty('refuse');
    const twice = splitChoice(choice('比值为', '$1-\\frac{d}{R}$', '$\\frac{R-d}{R}$', '$\\frac{R}{R-d}$', '$\\frac{d}{R}$'))!;
    expect(pickSymbolicOption(answer, ['R', 'd'], twice, (e) => e.d < e.R)).toHaveProperty('refuse');
  });
});

describe('gravity below or above the surface of a uniform sphere, against the surface', () => {
  it('a tunnel below the surface, below : surface (g ∝ r)', async () => {
    const q = choice(
      '假设地球是半径为 $R$、质量分布均匀的球体，地面下深 $d$ 处有一条水平隧道。已知质量分布均匀的球壳对壳内物体的引力为零，则隧道内与地面处的重力加速度大小之比为（ ）',
      '$\\frac{R}{R-d}$',
      '$\\frac{R-d}{R}$',
      '$\\left(\\frac{R-d}{R}\\right)^{2}$',
      '$\\frac{d}{R}$',
    );
    expect(await letters(q)).toBe('B');
  });
  it('the surface named first, rotation said not to count', async () => {
    const q = choice(
      '把地球看成质量分布均匀、半径为 R 的球体，一口竖井深度为 h，不计地球自转，则地面处与井底的重力加速度之比为',
      '$\\frac{R-h}{R}$',
      '$\\frac{R}{R-h}$',
      '$\\frac{R^{2}}{(R-h)^{2}}$',
      '$\\frac{R+h}{R}$',
    );
    expect(await letters(q)).toBe('B');
  });
  it('numbers with units, asked as 「是地面处的多少倍」', async () => {
    const q = choice(
      '地球可视为半径为 6400 km、质量分布均匀的球体，设想有一矿井深 1600 km，质量分布均匀的球壳对壳内物体的引力为零，则井底的重力加速度是地面处的多少倍',
      '$\\frac{1}{4}$',
      '$\\frac{1}{2}$',
      '$\\frac{3}{4}$',
      '$\\frac{9}{16}$',
    );
    expect(await letters(q)).toBe('C');
  });
  it('a height above the surface (g ∝ 1/r²)', async () => {
    const q = choice(
      '地球半径为 R，不计地球自转，距地面高度为 h 处的重力加速度与地面处的重力加速度之比为',
      '$\\frac{R}{R+h}$',
      '$\\frac{R^{2}}{(R+h)^{2}}$',
      '$\\frac{(R+h)^{2}}{R^{2}}$',
      '$\\frac{R-h}{R}$',
    );
    expect(await letters(q)).toBe('B');
  });
  it('another body, asked as 「是表面处的几倍」', async () => {
    const q = choice(
      '某星球可视为质量分布均匀的球体，半径为 R，星球上一矿井深度为 d，则井底的重力加速度是星球表面处的几倍',
      '$\\frac{d}{R}$',
      '$\\frac{R-d}{R}$',
      '$\\frac{R}{R-d}$',
      '$\\frac{(R-d)^{2}}{R^{2}}$',
    );
    expect(await letters(q)).toBe('B');
  });
  it('a ratio between a depth and a height is not against the surface (answered B or refused, never A)', async () => {
    const q = choice(
      '假设地球是半径为 R、质量分布均匀的球体，一矿井深度为 d，矿井底部和离地面高度为 d 处的重力加速度之比为',
      '$1-\\frac{d}{R}$',
      '$\\frac{(R-d)(R+d)^{2}}{R^{3}}$',
      '$\\frac{R}{R-d}$',
      '$\\frac{d}{R}$',
    );
    expect(['B', null]).toContain(await letters(q));
  });
  it('near misses: no uniform mass, a letter never given, rotation that counts', async () => {
    const options = ['$1-\\frac{d}{R}$', '$1+\\frac{d}{R}$', '$\\left(\\frac{R-d}{R}\\right)^{2}$', '$\\left(\\frac{R}{R-d}\\right)^{2}$'];
    expect(await letters(choice('地球半径为 R，一矿井深度为 d，则矿井底部和地面处的重力加速度之比为', ...options))).toBeNull();
    expect(
      await letters(
        choice(
          '设地球是半径为 R、质量分布均匀的球体，一矿井深度为 d，则矿井底部和地面处的重力加速度之比为',
          '$1-\\frac{d}{R}$',
          '$\\frac{GM}{R^{2}}$',
          '$\\frac{R}{R-d}$',
          '$\\frac{d}{R}$',
        ),
      ),
    ).toBeNull();
    expect(
      await letters(
        choice(
          '设地球是半径为 R、质量分布均匀的球体，自转角速度为 ω，一矿井位于赤道上，深度为 d，则矿井底部和地面处的重力加速度之比为',
          ...options,
        ),
      ),
    ).toBeNull();
  });
});

describe('one spherical body in letters: density, mass, surface gravity, near-surface period and speed', () => {
  it('density from the period of a near-surface satellite', async () => {
    const q = choice(
      '某行星的近地卫星绕行星做匀速圆周运动的周期为 T，引力常量为 G，则该行星的平均密度为',
      '$\\frac{3\\pi}{GT^{2}}$',
      '$\\frac{GT^{2}}{3\\pi}$',
      '$\\frac{4\\pi}{3GT^{2}}$',
      '$\\frac{3\\pi}{GT}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('density from surface gravity and radius', async () => {
    const q = choice(
      '已知某星球表面的重力加速度为 g，星球半径为 R，引力常量为 G，则该星球的平均密度为',
      '$\\frac{3g}{4\\pi GR}$',
      '$\\frac{4\\pi GR}{3g}$',
      '$\\frac{3g}{4\\pi G R^{2}}$',
      '$\\frac{g}{GR}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('the first cosmic speed from g and R', async () => {
    const q = choice(
      '地球表面重力加速度为 g，地球半径为 R，不计地球自转，则地球的第一宇宙速度为',
      '$\\sqrt{gR}$',
      '$\\sqrt{2gR}$',
      '$\\frac{gR}{2}$',
      '$\\sqrt{\\frac{g}{R}}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('the period of a satellite skimming the surface, from the density', async () => {
    const q = choice(
      '一颗星球的平均密度为 $\\rho$，引力常量为 G，贴近该星球表面做匀速圆周运动的卫星的周期为',
      '$\\sqrt{\\frac{3\\pi}{G\\rho}}$',
      '$\\sqrt{\\frac{4\\pi}{3G\\rho}}$',
      '$\\frac{3\\pi}{G\\rho}$',
      '$2\\pi\\sqrt{\\frac{1}{G\\rho}}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('the mass of the Moon from its surface gravity', async () => {
    const q = choice(
      '月球表面的重力加速度为 g，月球半径为 R，引力常量为 G，则月球的质量为',
      '$\\frac{gR^{2}}{G}$',
      '$\\frac{GR^{2}}{g}$',
      '$\\frac{gR}{G}$',
      '$\\frac{g^{2}R}{G}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('a spin that leaves the equator weightless has the near-surface period', async () => {
    const q = choice(
      '假设某球形天体的平均密度为 ρ，引力常量为 G。若该天体自转加快，使位于赤道上的物体恰好对地面没有压力，则此时天体的自转周期为',
      '$\\sqrt{\\frac{\\pi}{G\\rho}}$',
      '$\\sqrt{\\frac{3\\pi}{G\\rho}}$',
      '$\\sqrt{\\frac{3}{4\\pi G\\rho}}$',
      '$\\frac{3\\pi}{G\\rho}$',
    );
    expect(await letters(q)).toBe('B');
  });
  it('near misses: an orbit above the surface, a letter too many, a period of a satellite at an unknown height', async () => {
    const high = choice(
      '某卫星在离地面高度为 h 的圆轨道上运行，地球半径为 R，地球表面重力加速度为 g，则卫星的周期为',
      '$2\\pi\\sqrt{\\frac{R}{g}}$',
      '$2\\pi\\sqrt{\\frac{(R+h)^{3}}{gR^{2}}}$',
      '$2\\pi\\sqrt{\\frac{R+h}{g}}$',
      '$\\sqrt{\\frac{(R+h)^{3}}{gR^{2}}}$',
    );
    expect(['B', null]).toContain(await letters(high));
    const tooMany = choice(
      '某星球质量为 M，半径为 R，表面重力加速度为 g，引力常量为 G，则该星球的平均密度为',
      '$\\frac{3M}{4\\pi R^{3}}$',
      '$\\frac{4\\pi R^{3}}{3M}$',
      '$\\frac{M}{R^{3}}$',
      '$\\frac{g}{GR}$',
    );
    expect(['A', null]).toContain(await letters(tooMany));
    const anyHeight = choice(
      '某行星的一颗卫星绕行星做匀速圆周运动的周期为 T，引力常量为 G，则该行星的平均密度为',
      '$\\frac{3\\pi}{GT^{2}}$',
      '$\\frac{GT^{2}}{3\\pi}$',
      '$\\frac{4\\pi}{3GT^{2}}$',
      '$\\frac{3\\pi}{GT}$',
    );
    expect(await letters(anyHeight)).toBeNull();
  });
});

describe('numbers written as expressions in options (cube roots) reach the kinds that compare numbers', () => {
  it('Kepler across two central bodies, options as cube roots', async () => {
    const q = choice(
      '假设某探测器沿圆轨道绕火星做匀速圆周运动，其周期为 2 天，火星质量约为地球质量的 0.1 倍，则该探测器的轨道半径与地球同步卫星的轨道半径的比值约为',
      '$\\sqrt[3]{4}$',
      '$\\sqrt[3]{\\frac{1}{4}}$',
      '$\\sqrt[3]{\\frac{5}{2}}$',
      '$\\sqrt[3]{\\frac{2}{5}}$',
    );
    expect(await letters(q)).toBe('D');
  });
  it('periods to radii about one body, a cube root among surds', async () => {
    const q = choice(
      '两颗人造卫星绕地球做匀速圆周运动，它们的周期之比为 2:1，则它们的轨道半径之比为',
      '$\\sqrt[3]{4}$',
      '$\\sqrt[3]{2}$',
      '$\\sqrt{2}$',
      '$4$',
    );
    expect(await letters(q)).toBe('A');
  });
});

describe('a horizontal throw: the landing angle from the energies at the launch', () => {
  const radians = ['$\\frac{\\pi}{6}$', '$\\frac{\\pi}{4}$', '$\\frac{\\pi}{3}$', '$\\frac{5 \\pi}{12}$'];
  it('kinetic energy three times the potential energy: 30° with the horizontal', async () => {
    const q = choice(
      '以水平地面为重力势能零点，将一小球从某高处水平抛出，抛出时小球的动能是其重力势能的 3 倍，不计空气阻力，则小球落地时速度方向与水平方向的夹角为',
      ...radians,
    );
    expect(await letters(q)).toBe('A');
  });
  it('potential energy three times the kinetic energy, options in degrees: 60°', async () => {
    const q = choice(
      '取地面为零势能面，一石子从楼顶水平抛出，抛出瞬间石子的重力势能是动能的 3 倍，忽略空气阻力，石子落地时的速度方向与水平方向的夹角为',
      '30°',
      '45°',
      '60°',
      '75°',
    );
    expect(await letters(q)).toBe('C');
  });
  it('a ratio of energies, the angle with the vertical', async () => {
    const q = choice(
      '选地面为重力势能零点，一物块从平台边缘水平抛出，抛出时它的动能与重力势能之比为 3:1，不计空气阻力，则物块落地时速度方向与竖直方向的夹角为',
      ...radians,
    );
    expect(await letters(q)).toBe('C');
  });
  it('equal energies, the potential energy named first: 45°', async () => {
    const q = choice(
      '取水平地面为重力势能零点，一小球从某一高度处水平抛出，在抛出点其重力势能与动能恰好相等，不计空气阻力，该小球落地时的速度方向与水平方向的夹角为',
      '$30^{\\circ}$',
      '$37^{\\circ}$',
      '$45^{\\circ}$',
      '$60^{\\circ}$',
    );
    expect(await letters(q)).toBe('C');
  });
  it('near misses: no zero level, the zero at the launch point, a throw at an angle', async () => {
    const tail = '抛出时动能与重力势能相等，不计空气阻力，落地时速度方向与水平方向的夹角为';
    expect(await letters(choice(`一小球从某高处水平抛出，${tail}`, ...radians))).toBeNull();
    expect(await letters(choice(`以抛出点为重力势能零点，一小球从某高处水平抛出，${tail}`, ...radians))).toBeNull();
    expect(await letters(choice(`以地面为重力势能零点，一小球从某高处斜向上抛出，${tail}`, ...radians))).toBeNull();
  });
});

describe('a circular orbit whose radius grows or shrinks: each option a direction of change', () => {
  it('a synchronous satellite of an Earth spinning faster', async () => {
    const q = choice(
      '假设地球自转逐渐变快，地球的其他条件都不变，将来发射的地球同步卫星与现在的相比',
      '轨道半径变大',
      '周期变大',
      '线速度变大',
      '向心加速度变小',
    );
    expect(await letters(q)).toBe('C');
  });
  it('a satellite whose radius shrinks, still on a circle', async () => {
    const q = choice(
      '一颗人造卫星绕地球做匀速圆周运动，由于某种原因卫星的轨道半径变小，但仍做匀速圆周运动，与原来相比',
      '周期变大',
      '角速度变大',
      '线速度变小',
      '向心加速度变小',
    );
    expect(await letters(q)).toBe('B');
  });
  it('from a lower circular orbit to a higher one', async () => {
    const q = choice(
      '某卫星从较低的圆轨道变轨到较高的圆轨道上做匀速圆周运动，与原来相比，卫星的',
      '线速度变大',
      '周期变小',
      '角速度变小',
      '向心加速度变大',
    );
    expect(await letters(q)).toBe('C');
  });
  it('several statements right, and a question asking for the wrong one', async () => {
    const stem = '地球自转在逐渐变慢，若地球的其他条件都不变，未来发射的地球同步卫星与现在的相比，下列说法';
    const options = ['距地面的高度变大', '周期变大', '线速度变大', '角速度变小'];
    expect(await letters(choice(`${stem}正确的是`, ...options))).toBe('ABD');
    expect(await letters(choice(`${stem}错误的是`, ...options))).toBe('C');
  });
  it('a past spin period that agrees with the trend is a check, one that contradicts it a refusal', async () => {
    const options = ['距地面的高度变大', '向心加速度变大', '线速度变大', '角速度变大'];
    const agree = '研究表明地球自转在逐渐变慢，4 亿年前地球自转的周期约为 21 小时，若这种趋势持续下去，未来发射的地球同步卫星与现在的相比';
    expect(await letters(choice(agree, ...options))).toBe('A');
    const against =
      '研究表明地球自转在逐渐变慢，4 亿年前地球自转的周期约为 26 小时，若这种趋势持续下去，未来发射的地球同步卫星与现在的相比';
    expect(await letters(choice(against, ...options))).toBeNull();
  });
  it('near misses: an option on the kinetic energy (mass unknown), an ellipse', async () => {
    expect(
      await letters(
        choice(
          '假设地球自转逐渐变快，地球的其他条件都不变，将来发射的地球同步卫星与现在的相比',
          '动能变大',
          '周期变大',
          '线速度变小',
          '向心加速度变小',
        ),
      ),
    ).toBeNull();
    expect(
      await letters(
        choice(
          '某卫星从较低的圆轨道变轨到较高的椭圆轨道上运动，与原来相比，卫星的',
          '线速度变大',
          '周期变小',
          '角速度变小',
          '向心加速度变大',
        ),
      ),
    ).toBeNull();
  });
});

describe('two nuclei circling in the same uniform magnetic field: ratios of radii and periods', () => {
  const ratios = ['$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'];
  it('the same speed: r ∝ m/q', async () => {
    const q = choice(
      '质子和 $\\alpha$ 粒子以相同的速度垂直射入同一匀强磁场中，均做匀速圆周运动，不计重力，则质子和 $\\alpha$ 粒子的轨道半径之比为（ ）',
      ...ratios,
    );
    expect(await letters(q)).toBe('A');
  });
  it('accelerated from rest through the same voltage: r ∝ √(m/q)', async () => {
    const q = choice(
      '质子和氘核从静止开始经同一加速电压加速后，垂直进入同一匀强磁场做匀速圆周运动，则它们的运动半径之比为',
      '$1: \\sqrt{2}$',
      '$\\sqrt{2}: 1$',
      '$1: 2$',
      '$2: 1$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('the same kinetic energy: r ∝ √m/q', async () => {
    const q = choice(
      '质子和α粒子以相同的动能垂直于磁场方向进入同一匀强磁场，不计重力，它们做圆周运动的半径之比为',
      '$1: 1$',
      '$1: 2$',
      '$2: 1$',
      '$1: \\sqrt{2}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('periods depend on m/q alone', async () => {
    const q = choice('质子和α粒子在同一匀强磁场中做匀速圆周运动，不计重力，它们的周期之比为', ...ratios);
    expect(await letters(q)).toBe('A');
  });
  it('the same momentum, the pair asked the other way round', async () => {
    const q = choice('氘核和α粒子以大小相同的动量垂直射入同一匀强磁场，不计重力，则α粒子与氘核的轨道半径之比为', ...ratios);
    expect(await letters(q)).toBe('A');
  });
  it('nuclides written in LaTeX', async () => {
    const q = choice(
      '${ }_{1}^{3} \\mathrm{H}$ 和 ${ }_{2}^{4} \\mathrm{He}$ 以相同的速率垂直射入同一匀强磁场，不计重力，它们的轨道半径之比为',
      '$3: 2$',
      '$2: 3$',
      '$3: 4$',
      '$4: 3$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('near misses: two fields, an electron, a velocity along the field', async () => {
    expect(
      await letters(choice('质子和α粒子以相同的速度分别垂直射入两个匀强磁场，不计重力，则它们的轨道半径之比为', ...ratios)),
    ).toBeNull();
    expect(await letters(choice('电子和质子以相同的速度垂直射入同一匀强磁场，不计重力，则它们的轨道半径之比为', ...ratios))).toBeNull();
    expect(
      await letters(choice('质子和α粒子以相同的速度沿与磁场平行的方向射入同一匀强磁场，不计重力，则它们的轨道半径之比为', ...ratios)),
    ).toBeNull();
  });
});

describe('「变为原来的几倍」 by a textbook power law', () => {
  it("Coulomb's law: both charges and the distance doubled, options in the force's letter", async () => {
    const q = choice(
      '真空中两个静止的点电荷，它们之间的库仑力为 F。若它们的电荷量都变为原来的 2 倍，距离也变为原来的 2 倍，则它们之间的库仑力变为',
      '$F$',
      '$2F$',
      '$4F$',
      '$\\frac{F}{2}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it("Coulomb's law: one charge tripled, the distance kept", async () => {
    const q = choice(
      '两个点电荷间的距离保持不变，其中一个点电荷的电荷量增大为原来的 3 倍，则它们之间的相互作用力变为原来的',
      '3 倍',
      '9 倍',
      '$\\frac{1}{3}$',
      '$\\frac{1}{9}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('kinetic energy: the speed tripled', async () => {
    const q = choice('一个物体的质量不变，速度增大为原来的 3 倍，它的动能变为原来的几倍', '3', '6', '9', '27');
    expect(await letters(q)).toBe('C');
  });
  it("a pendulum's period: the length four times, the bob's mass doubled", async () => {
    const q = choice(
      '一个单摆的摆长变为原来的 4 倍，摆球质量变为原来的 2 倍，则单摆的周期变为原来的',
      '2 倍',
      '4 倍',
      '$\\frac{1}{2}$',
      '$\\sqrt{2}$ 倍',
    );
    expect(await letters(q)).toBe('A');
  });
  it('a parallel-plate capacitor: the area doubled, the gap halved', async () => {
    const q = choice(
      '一平行板电容器两极板的正对面积变为原来的 2 倍，两极板间的距离减半，则电容变为原来的',
      '1 倍',
      '2 倍',
      '4 倍',
      '$\\frac{1}{4}$',
    );
    expect(await letters(q)).toBe('C');
  });
  it('gravitation: both masses and the distance halved', async () => {
    const q = choice(
      '两个质点之间的万有引力为 F，若将它们的质量都减半，距离也减半，则它们之间的万有引力变为',
      '$F$',
      '$\\frac{F}{4}$',
      '$4F$',
      '$\\frac{F}{16}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('the centripetal force with ω kept, an option 「不变」', async () => {
    const q = choice('物体做匀速圆周运动，若半径变为原来的 2 倍，角速度不变，则向心力变为原来的', '2 倍', '4 倍', '$\\frac{1}{2}$', '不变');
    expect(await letters(q)).toBe('A');
  });
  it("Coulomb's law: each charge changed by its own multiple", async () => {
    const q = choice(
      '真空中两个点电荷之间的库仑力为 F，若甲的电荷量变为原来的 2 倍，乙的电荷量变为原来的 3 倍，距离变为原来的 2 倍，则它们之间的库仑力变为',
      '$\\frac{3}{2}F$',
      '$6F$',
      '$3F$',
      '$\\frac{F}{2}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('a wire drawn out, folded in two, or made longer at the same thickness', async () => {
    const fractions = ['2 倍', '4 倍', '$\\frac{1}{2}$', '$\\frac{1}{4}$'];
    expect(await letters(choice('将一根粗细均匀的导线均匀拉长为原来的 2 倍，它的电阻变为原来的', ...fractions))).toBe('B');
    expect(
      await letters(
        choice('一根粗细均匀的电阻丝，阻值为 R，将它对折后合并使用，其电阻变为', '$\\frac{R}{2}$', '$\\frac{R}{4}$', '$2R$', '$4R$'),
      ),
    ).toBe('B');
    expect(await letters(choice('同种材料的导线，长度变为原来的 2 倍，横截面积不变，则电阻变为原来的', ...fractions))).toBe('A');
    // Longer, but drawn out or cut from a longer wire? The cross-section decides, and it is not said.
    expect(await letters(choice('一根导线的长度变为原来的 2 倍，则它的电阻变为原来的', ...fractions))).toBeNull();
  });
  it('two factors changed in one phrase 「…和…都变为」 (found by the hunt: only the second was read)', async () => {
    expect(
      await letters(
        choice('两个点电荷之间的库仑力为 F，若它们的电荷量和距离都变为原来的 2 倍，则库仑力变为', '$F$', '$\\frac{F}{4}$', '$4F$', '$2F$'),
      ),
    ).toBe('A');
    expect(await letters(choice('一个物体的质量和速度都变为原来的 2 倍，则它的动能变为原来的', '2 倍', '4 倍', '8 倍', '16 倍'))).toBe('C');
    const one = choice(
      '其中一个点电荷的电荷量和它们的距离都变为原来的 2 倍，则库仑力变为原来的',
      '1 倍',
      '$\\frac{1}{2}$',
      '2 倍',
      '$\\frac{1}{4}$',
    );
    expect(['B', null]).toContain(await letters(one));
  });
  it('near misses: whose charge is not said, a change left unread, contact between the charges', async () => {
    const opts = ['$F$', '$2F$', '$4F$', '$\\frac{F}{2}$'];
    expect(await letters(choice('两个点电荷间的库仑力为 F，若电荷量变为原来的 2 倍，则它们之间的库仑力变为', ...opts))).toBeNull();
    expect(
      await letters(
        choice('一个单摆的摆长变为原来的 4 倍，摆角变大，则单摆的周期变为原来的', '2 倍', '4 倍', '$\\frac{1}{2}$', '$\\sqrt{2}$ 倍'),
      ),
    ).toBeNull();
    expect(
      await letters(
        choice(
          '两个相同的金属小球带有电荷量，相互作用力为 F，将两球接触后放回原处，若它们的电荷量都变为原来的 2 倍，则库仑力变为',
          ...opts,
        ),
      ),
    ).toBeNull();
  });
});

describe('an orbit about a body known through multiples of the Earth, options in the letters', () => {
  it('the period about Mars, every relation a letter', async () => {
    const q = choice(
      '某探测器绕火星做匀速圆周运动，轨道半径为火星半径的 n 倍。已知地球半径为 R，火星半径是地球半径的 a 倍，火星质量是地球质量的 b 倍，地球表面重力加速度为 g，则探测器绕火星运动的周期为',
      '$2\\pi\\sqrt{\\frac{n^{3}a^{3}R}{bg}}$',
      '$2\\pi\\sqrt{\\frac{n^{3}aR}{bg}}$',
      '$2\\pi\\sqrt{\\frac{naR}{bg}}$',
      '$2\\pi\\sqrt{\\frac{n^{3}a^{3}R}{g}}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('numbers among the multiples, a probe named in quotes', async () => {
    const q = choice(
      '“天问”探测器绕火星做匀速圆周运动，轨道半径为火星半径的 2 倍。已知火星质量约为地球质量的 0.1 倍，火星半径约为地球半径的 0.5 倍，地球半径为 R，地球表面重力加速度为 g，则探测器的线速度大小为',
      '$\\sqrt{\\frac{gR}{10}}$',
      '$\\sqrt{\\frac{gR}{5}}$',
      '$\\sqrt{\\frac{gR}{20}}$',
      '$\\sqrt{gR}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it("the Moon's radius named, the Earth's found from it", async () => {
    const stem =
      '某飞船绕月球做匀速圆周运动，轨道半径为月球半径的 k 倍，已知月球半径为 r，地球质量是月球质量的 81 倍，地球半径是月球半径的 4 倍，地球表面的重力加速度为 g，则飞船运行的';
    const speed = choice(
      `${stem}线速度为`,
      '$\\frac{4}{9}\\sqrt{\\frac{gr}{k}}$',
      '$\\frac{2}{9}\\sqrt{\\frac{gr}{k}}$',
      '$\\frac{4}{9}\\sqrt{grk}$',
      '$\\frac{16}{81}\\sqrt{\\frac{gr}{k}}$',
    );
    expect(await letters(speed)).toBe('A');
    // The acceleration does not depend on r: a letter that moves nothing is refused rather than trusted.
    const acceleration = choice(
      `${stem}向心加速度为`,
      '$\\frac{16g}{81k^{2}}$',
      '$\\frac{4g}{81k^{2}}$',
      '$\\frac{16g}{81k}$',
      '$\\frac{81g}{16k^{2}}$',
    );
    expect(['A', null]).toContain(await letters(acceleration));
  });
  it('the angular speed, the Earth named by its radius on the way', async () => {
    const q = choice(
      '嫦娥号探测器绕月球做匀速圆周运动，圆周半径为月球半径的 K 倍。已知地球半径 R 是月球半径的 P 倍，地球质量是月球质量的 Q 倍，地球表面重力加速度大小为 g，则探测器绕月球运动的角速度为',
      '$\\sqrt{\\frac{gP^{3}}{QK^{3}R}}$',
      '$\\sqrt{\\frac{gP^{2}}{QK^{3}R}}$',
      '$\\sqrt{\\frac{gP^{3}}{QKR}}$',
      '$\\sqrt{\\frac{gQ}{P^{3}K^{3}R}}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('about the Earth, its own radius and g: T = 2π√(n³R/g)', async () => {
    const q = choice(
      '卫星绕地球做匀速圆周运动，轨道半径为地球半径的 n 倍，地球表面重力加速度为 g，地球半径为 R，则卫星的周期为',
      '$2\\pi\\sqrt{\\frac{n^{3}R}{g}}$',
      '$2\\pi\\sqrt{\\frac{nR}{g}}$',
      '$2\\pi\\sqrt{\\frac{R}{g}}$',
      '$2\\pi\\sqrt{\\frac{n^{2}R}{g}}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('an orbit about the Earth measured in Moon radii: answered right (A) or refused', async () => {
    const q = choice(
      '卫星绕地球做匀速圆周运动，其轨道半径为月球半径的 K 倍，已知地球半径 R 是月球半径的 P 倍，地球表面重力加速度为 g，则卫星的速率为',
      '$\\sqrt{\\frac{gRP}{K}}$',
      '$\\sqrt{\\frac{gRK}{P}}$',
      '$\\sqrt{\\frac{gRP^{2}}{K}}$',
      '$\\sqrt{gR}$',
    );
    expect(['A', null]).toContain(await letters(q));
  });
  it("near misses: a letter that moves nothing (the Moon's own g as well), an orbit at a height", async () => {
    const opts = ['$\\sqrt{\\frac{RPg}{QK}}$', '$\\sqrt{\\frac{RKg}{QP}}$', '$\\sqrt{\\frac{RQg}{KP}}$', '$\\sqrt{\\frac{RPKg}{Q}}$'];
    expect(
      await letters(
        choice(
          '探测器绕月球做匀速圆周运动，圆周半径为月球半径的 K 倍。已知地球半径 R 是月球半径的 P 倍，地球质量是月球质量的 Q 倍，地球表面重力加速度大小为 g，月球表面重力加速度为 h，则探测器绕月球运动的速率为',
          ...opts,
        ),
      ),
    ).toBeNull();
    expect(
      await letters(
        choice(
          '探测器在距月球表面高度为月球半径 K 倍的圆轨道上运动。已知地球半径 R 是月球半径的 P 倍，地球质量是月球质量的 Q 倍，地球表面重力加速度大小为 g，则探测器绕月球运动的速率为',
          ...opts,
        ),
      ),
    ).toBeNull();
  });
});

describe('the SI unit of an expression or a quantity', () => {
  it('√(GM/R) is a speed', async () => {
    const q = choice(
      '已知引力常量为 $G$，地球质量为 $M$，半径为 $R$，则 $\\sqrt{\\frac{GM}{R}}$ 的单位是',
      '$\\mathrm{m} / \\mathrm{s}$',
      '$\\mathrm{m} / \\mathrm{s}^{2}$',
      '$\\mathrm{N}$',
      '$\\mathrm{J}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('kq/r² is a field strength, N/C', async () => {
    const q = choice(
      '静电力常量为 $k$，电荷量为 $q$，距离为 $r$，则 $\\frac{k q}{r^{2}}$ 在国际单位制中的单位是',
      'N/C',
      'N·C',
      'J/C',
      'C/m',
    );
    expect(await letters(q)).toBe('A');
  });
  it('hf is an energy', async () => {
    const q = choice(
      '普朗克常量为 $h$，光的频率为 $f$，则 $h f$ 的单位是',
      '$\\mathrm{J}$',
      '$\\mathrm{W}$',
      '$\\mathrm{J} \\cdot \\mathrm{s}$',
      '$\\mathrm{N}$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('a quantity in words, options in base units', async () => {
    const q = choice('用国际单位制的基本单位表示，磁感应强度的单位是', 'kg/(A·s^{2})', 'kg·m/(A·s^{2})', 'kg·A/s^{2}', 'kg/(A·s)');
    expect(await letters(q)).toBe('A');
  });
  it('E/B is a speed; ½mv² in N·m or J', async () => {
    expect(await letters(choice('电场强度为 $E$，磁感应强度为 $B$，则 $\\frac{E}{B}$ 的单位是', 'm/s', 'm/s^{2}', 'N', 'J'))).toBe('A');
    const energy = '质量为 $m$ 的物体以速度 $v$ 运动，则 $\\frac{1}{2}mv^{2}$ 的单位是';
    expect(await letters(choice(energy, 'N·m', 'W', 'N', 'kg·m/s'))).toBe('A');
    expect(await letters(choice(energy, 'W', 'J', 'N', 'kg·m/s'))).toBe('B');
  });
  it('near misses: a letter never named, two options of the same dimension, a unit outside the table', async () => {
    expect(
      await letters(choice('已知地球质量为 $M$，半径为 $R$，则 $\\sqrt{\\frac{GM}{R}}$ 的单位是', 'm/s', 'm/s^{2}', 'N', 'J')),
    ).toBeNull();
    expect(
      await letters(choice('静电力常量为 $k$，电荷量为 $q$，距离为 $r$，则 $\\frac{k q}{r^{2}}$ 的单位是', 'N/C', 'V/m', 'J/C', 'C/m')),
    ).toBeNull();
    expect(await letters(choice('普朗克常量为 $h$，光的频率为 $f$，则 $h f$ 的单位是', 'eV', 'W', 'J·s', 'N'))).toBeNull();
  });
});

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

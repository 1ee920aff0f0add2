import { describe, expect, it } from 'vitest';
import { trigEngine } from '../../server/solver/engines/trig';
import { angleLetterAsAlpha } from '../../server/solver/engines/trig/ocr-alpha';
import { expectNoAnswer, expectRefused, numbersBy, solvedBy } from './hs-helpers';

describe('trig engine: one given value', () => {
  it('finds the other values from the range, then a sum formula', async () => {
    const { out, value } = await solvedBy(
      trigEngine,
      '已知 $\\cos\\alpha=\\frac{3}{5}$，$\\alpha\\in\\left(-\\frac{\\pi}{2},0\\right)$，求 $\\tan\\left(\\alpha-\\frac{\\pi}{4}\\right)$ 的值。',
    );
    // sin α = -4/5, tan α = -4/3, tan(α-π/4) = (-4/3-1)/(1-4/3) = 7
    expect(value).toEqual({ kind: 'numbers', values: [7] });
    expect(out.markdown).toContain('两角差的正切公式');
    expect(out.markdown).toContain('\\sin\\alpha<0');
  });

  it('gives exact surds and double angles', async () => {
    const [s] = await numbersBy(
      trigEngine,
      '已知 $\\sin\\theta=\\frac{4}{5}$，$\\theta$ 为钝角，则 $\\cos\\left(\\theta+\\frac{\\pi}{3}\\right)=$',
    );
    expect(s).toBeCloseTo((-3 / 5) * 0.5 - (4 / 5) * (Math.sqrt(3) / 2), 12);
    expect(
      await numbersBy(trigEngine, '已知 $\\sin\\alpha=\\frac{5}{13}$，$\\alpha\\in(\\frac{\\pi}{2},\\pi)$，求 $\\sin 2\\alpha$'),
    ).toEqual([-120 / 169]);
  });

  it('uses tan α without a quadrant when every quadrant gives the same value', async () => {
    const v = await numbersBy(trigEngine, '已知 $\\tan\\alpha=3$，求 $\\frac{2\\sin\\alpha-\\cos\\alpha}{\\sin\\alpha+\\cos\\alpha}$ 的值');
    expect(v[0]).toBeCloseTo(5 / 4, 12);
    const [t] = await numbersBy(trigEngine, '已知 $\\tan\\alpha=\\frac{1}{3}$，则 $\\tan\\left(\\alpha+\\frac{\\pi}{4}\\right)=$');
    expect(t).toBeCloseTo(2, 12);
    const c = await numbersBy(trigEngine, '已知 $\\tan\\alpha=-2$，则 $\\cos 2\\alpha=$');
    expect(c[0]).toBeCloseTo(-3 / 5, 12);
  });

  it('reads the terminal side through a point or on a line y = kx', async () => {
    const [v] = await numbersBy(trigEngine, '已知角 $\\alpha$ 的终边经过点 $P(1,-2)$，则 $\\tan 2\\alpha=$');
    expect(v).toBeCloseTo(4 / 3, 12);
    const [c] = await numbersBy(
      trigEngine,
      '已知角 $\\theta$ 的顶点在原点，始边与 $x$ 轴的非负半轴重合，终边在直线 $y=-3x$ 上，则 $\\sin 2\\theta=$',
    );
    expect(c).toBeCloseTo(-3 / 5, 12);
    await expectRefused(trigEngine, '已知角 $\\alpha$ 的终边在直线 $y=2x$ 上，则 $\\cos\\alpha=$', /象限|范围/);
  });

  it('refuses when the quadrant matters but is not given, or contradicts the value', async () => {
    await expectRefused(trigEngine, '已知 $\\sin\\alpha=\\frac{3}{5}$，求 $\\cos\\alpha$ 的值', /象限|范围/);
    await expectRefused(trigEngine, '已知 $\\sin\\alpha=\\frac{3}{5}$，$\\alpha\\in(\\pi,\\frac{3\\pi}{2})$，求 $\\cos\\alpha$', /矛盾/);
  });
});

describe('trig engine: A·sin(ωx+φ)+B', () => {
  it('rewrites with double-angle and auxiliary-angle formulas', async () => {
    const { out } = await solvedBy(trigEngine, '已知函数 $f(x)=\\sin^2x+\\sqrt{3}\\sin x\\cos x$，求 $f(x)$ 的最小正周期和最大值。');
    // f = 1/2 - cos2x/2 + √3/2 sin2x = sin(2x - π/6) + 1/2
    expect(out.markdown).toContain('\\sin\\left(2x-\\frac{\\pi}{6}\\right)');
    expect(out.finalAnswer).toContain('\\pi');
    expect(out.finalAnswer).toContain('\\frac{3}{2}');
  });

  it('gives period, extremes and monotonic intervals', async () => {
    expect(await numbersBy(trigEngine, '函数 $y=2\\sin\\left(3x-\\frac{\\pi}{4}\\right)-1$ 的最小值为')).toEqual([-3]);
    const p = await numbersBy(trigEngine, '函数 $f(x)=\\cos\\left(\\frac{x}{3}+\\frac{\\pi}{6}\\right)$ 的最小正周期为');
    expect(p[0]).toBeCloseTo(6 * Math.PI, 12);
    const { out } = await solvedBy(trigEngine, '求函数 $f(x)=\\sin x-\\cos x$ 的单调递增区间');
    expect(out.finalAnswer).toContain('-\\frac{\\pi}{4}+2k\\pi');
    expect(out.finalAnswer).toContain('\\frac{3\\pi}{4}+2k\\pi');
  });

  it('does not take parameters or mixed frequencies', async () => {
    await expectNoAnswer(trigEngine, '函数 $f(x)=\\sin(\\omega x+\\frac{\\pi}{6})$ 的最小正周期为 $\\pi$，求 $\\omega$');
    await expectNoAnswer(trigEngine, '函数 $f(x)=\\sin x+\\cos 2x$ 的最大值');
  });

  it('follows the whole angle over a closed interval (decision 0139)', async () => {
    expect(await numbersBy(trigEngine, '求函数 $f(x)=2\\sin x$ 在区间 $[0,\\frac{\\pi}{2}]$ 上的最大值')).toEqual([2]);
  });
});

describe('trig engine: an equation in the angle', () => {
  it('reduces to one function with the double-angle formulas and sin²+cos²=1', async () => {
    // cos2α − 7cosα + 4 = 0 → 2cos²α − 7cosα + 3 = 0 → cosα = 1/2 (3 rejected)
    const [t] = await numbersBy(trigEngine, '已知 $\\alpha\\in(0,\\pi)$，$\\cos 2\\alpha-7\\cos\\alpha+4=0$，则 $\\tan\\alpha=$');
    expect(t).toBeCloseTo(Math.sqrt(3), 12);
    // homogeneous: sin2α = cos²α → 2tanα = 1 on (0, π/2)
    const { out, value } = await solvedBy(
      trigEngine,
      '已知 $\\alpha\\in\\left(0,\\frac{\\pi}{2}\\right)$，$\\sin 2\\alpha=\\cos^2\\alpha$，则 $\\cos\\alpha=$',
    );
    expect(value).toEqual({ kind: 'numbers', values: [expect.closeTo(2 / Math.sqrt(5), 12)] });
    expect(out.markdown).toContain('\\tan\\alpha');
  });

  it('refuses two solutions with different answers, and irrational roots', async () => {
    // sinα = 1/2 on (0, π): α = π/6 or 5π/6, cosα differs
    await expectRefused(trigEngine, '已知 $\\alpha\\in(0,\\pi)$，$2\\sin^2\\alpha-\\sin\\alpha=0$，则 $\\cos\\alpha=$');
    // cos²α + cosα − 1 = 0 has irrational roots
    await expectRefused(trigEngine, '已知 $\\alpha\\in(0,\\pi)$，$\\cos^2\\alpha+\\cos\\alpha-1=0$，则 $\\sin\\alpha=$');
  });
});

describe('trig engine: extreme values when a letter cancels out', () => {
  it('simplifies with the sum formulas and uses the amplitude', async () => {
    expect(await numbersBy(trigEngine, '函数 $f(x)=\\cos (x+2\\theta)+2 \\sin \\theta \\sin (x+\\theta)$ 的最大值为')).toEqual([1]);
    // sin(x+φ) − 2 sinφ cos x = sin(x − φ): coefficients depend on φ, amplitude does not
    expect(await numbersBy(trigEngine, '函数 $f(x)=\\sin (x+\\varphi)-2 \\sin \\varphi \\cos x+3$ 的最小值为')).toEqual([2]);
  });

  it('refuses when the extreme value depends on the letter', async () => {
    await expectRefused(trigEngine, '函数 $f(x)=\\sin (x+\\varphi)+\\sin x$ 的最大值为');
  });
});

describe('trig engine: the least shift between two graphs', () => {
  it('compares phases after the auxiliary-angle formula', async () => {
    const [s] = await numbersBy(
      trigEngine,
      '函数 $y=\\sin x-\\sqrt{3} \\cos x$ 的图象可由函数 $y=\\sin x+\\sqrt{3} \\cos x$ 的图象至少向右平移____个单位长度得到',
    );
    expect(s).toBeCloseTo((2 * Math.PI) / 3, 12);
    // left: 2sin(2x+π/3) from 2sin(2x−π/3): 2s = 2π/3 → s = π/3
    const [t] = await numbersBy(
      trigEngine,
      '函数 $y=\\sin 2x+\\sqrt{3} \\cos 2x$ 的图象可由函数 $y=\\sin 2x-\\sqrt{3} \\cos 2x$ 的图象至少向左平移____个单位长度得到',
    );
    expect(t).toBeCloseTo(Math.PI / 3, 12);
  });

  it('writes the shifted graph with one pair of brackets', async () => {
    const { out } = await solvedBy(
      trigEngine,
      '函数 $y=\\sin x-\\sqrt{3} \\cos x$ 的图象可由函数 $y=2 \\sin x$ 的图象至少向右平移____个单位长度得到',
    );
    expect(out.markdown).toContain('y=2\\sin\\left(x-s\\right)');
    expect(out.markdown).not.toContain('((x-s))');
  });

  it('refuses graphs that a shift cannot match', async () => {
    await expectRefused(trigEngine, '函数 $y=2\\sin x$ 的图象可由函数 $y=\\sin x$ 的图象至少向右平移____个单位长度得到');
  });
});

describe('trig engine: the angle α printed as the letter a', () => {
  it('reads a as α where it stands as an angle', async () => {
    expect(await numbersBy(trigEngine, '若 $\\sin a=\\frac{1}{3}$, 则 $\\cos 2 a=$')).toEqual([7 / 9]);
    const [s] = await numbersBy(
      trigEngine,
      '已知 $a \\in\\left(0, \\frac{\\pi}{2}\\right), 2 \\sin 2 \\alpha=\\cos 2 \\alpha+1$, 则 $\\sin \\alpha=$',
    );
    expect(s).toBeCloseTo(Math.sqrt(5) / 5, 12);
    expect(angleLetterAsAlpha('$\\sin (2 a+\\frac{\\pi}{3})$')).toBe('$\\sin (2 \\alpha +\\frac{\\pi}{3})$');
  });
  it('leaves a that is also used as a side or a number', () => {
    expect(angleLetterAsAlpha('若 $\\sin a=\\frac{1}{3}$, $a+b=3$, 则 $\\cos 2 a=$')).toBe(
      '若 $\\sin a=\\frac{1}{3}$, $a+b=3$, 则 $\\cos 2 a=$',
    );
    expect(angleLetterAsAlpha('在 $\\triangle ABC$ 中, $a=2$, $\\sin A=\\frac{1}{3}$')).toBe(
      '在 $\\triangle ABC$ 中, $a=2$, $\\sin A=\\frac{1}{3}$',
    );
  });
});

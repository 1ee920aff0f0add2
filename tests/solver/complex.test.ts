import { describe, expect, it } from 'vitest';
import { complexEngine } from '../../server/solver/engines/complex';
import { expectNoAnswer, expectRefused, numbersBy, solvedBy } from './hs-helpers';

describe('complex engine', () => {
  it('solves a linear equation in z, then its modulus', async () => {
    const { out, value } = await solvedBy(complexEngine, '若复数 $z$ 满足 $(2-i)z=5i$，求 $z$ 及 $|z|$。');
    expect(out.finalAnswer).toContain('z=-1+2i');
    expect(out.finalAnswer).toContain('\\sqrt{5}');
    expect(value).toEqual({ kind: 'numbers', values: [Math.sqrt(5)] });
    expect(out.markdown).toContain('共轭复数');
  });

  it('simplifies a quotient and reads parts, conjugate and quadrant', async () => {
    const a = await solvedBy(complexEngine, '计算 $\\frac{4+2i}{1-i}$');
    expect(a.value).toEqual({ kind: 'complex', re: 1, im: 3 });
    expect(await numbersBy(complexEngine, '复数 $z=\\frac{10}{3+i}$ 的虚部为____')).toEqual([-1]);
    expect(await numbersBy(complexEngine, '复数 $z=\\frac{2i}{1+i}$ 的共轭复数的实部是')).toEqual([1]);
    const q = await solvedBy(complexEngine, '已知 $z(2+i)=1-3i$，则 $z$ 在复平面内对应的点位于第几象限');
    expect(q.out.finalAnswer).toBe('第三象限');
    const c = await solvedBy(complexEngine, '设 $z=3-4i$，则 $z$ 的共轭复数为');
    expect(c.value).toEqual({ kind: 'complex', re: 3, im: 4 });
  });

  it('handles powers of i and equations with the conjugate', async () => {
    const p = await solvedBy(complexEngine, '$i^{2025}=$____');
    expect(p.value).toEqual({ kind: 'complex', re: 0, im: 1 });
    const e = await solvedBy(complexEngine, '已知复数 $z$ 满足 $2z-\\overline{z}=1+6i$，求 $z$');
    expect(e.value).toEqual({ kind: 'complex', re: 1, im: 2 });
  });

  it('solves for a real parameter from pure-imaginary, real or equal-parts conditions', async () => {
    expect(await numbersBy(complexEngine, '已知 $a$ 为实数，若复数 $(a-i)(2+i)$ 为纯虚数，则 $a=$')).toEqual([-1 / 2]);
    expect(await numbersBy(complexEngine, '若复数 $z=\\frac{a-i}{2+i}$ 是实数，则实数 $a=$')).toEqual([-2]);
    expect(await numbersBy(complexEngine, '设 $(1-i)(a+2i)$ 的实部与虚部相等，其中 $a$ 为实数，求 $a$')).toEqual([0]);
    expect(await numbersBy(complexEngine, '若复数 $(a+i)(1+i)$ 是纯虚数，求 $a$')).toEqual([1]);
    await expectRefused(complexEngine, '若复数 $a+ai$ 是纯虚数，求实数 $a$', /不存在/);
  });

  it('solves an equation with a real parameter by equal real and imaginary parts', async () => {
    expect(await numbersBy(complexEngine, '已知 $a$ 为实数，$(a+2i)(1+i)=-1+3i$，则 $a=$')).toEqual([1]);
    await expectRefused(complexEngine, '已知 $a$ 为实数，$(a+i)(1+i)=3i$，则 $a=$', /找不到/);
  });

  it('evaluates an expression in z once z is known, and reads the conjugate asked by its symbol', async () => {
    const e = await solvedBy(complexEngine, '已知 $z=2-i$，则 $z\\cdot\\overline{z}+\\frac{5}{z}=$');
    expect(e.value).toEqual({ kind: 'complex', re: 7, im: 1 });
    const c = await solvedBy(complexEngine, '设复数 $z$ 满足 $z-2i=1+i$，则 $\\bar{z}=$');
    expect(c.value).toEqual({ kind: 'complex', re: 1, im: -3 });
  });

  it('answers a choice question by the option equal to the result', async () => {
    const q = await solvedBy(
      complexEngine,
      '复数 $z=\\frac{3-i}{1+i}$ 在复平面内对应的点位于（ ）\nA. 第一象限\nB. 第二象限\nC. 第三象限\nD. 第四象限',
    );
    expect(q.out.finalAnswer.startsWith('D')).toBe(true);
    const { out } = await solvedBy(complexEngine, '复数 $\\frac{3+i}{1-i}=$（ ）\nA. $1+2i$\nB. $1-2i$\nC. $2+i$\nD. $2-i$');
    expect(out.finalAnswer.startsWith('A')).toBe(true);
  });

  it('refuses or leaves what it does not understand', async () => {
    await expectRefused(complexEngine, '若复数 $\\frac{1}{a+i}$ 的模为 $1$，求实数 $a$ 的值', /复数/);
    await expectNoAnswer(complexEngine, '求 $\\sqrt{2}+i\\sqrt{3}$ 的辐角');
    await expectNoAnswer(complexEngine, '解方程 $x^2-5x+6=0$');
    await expectRefused(complexEngine, '已知复数 $z$ 满足 $z+\\overline{z}=2$，求 $z$', /复数/);
  });
});

describe('complex engine: two numbers whose points are symmetric', () => {
  it('writes the second number from the symmetry, then computes', async () => {
    const { value } = await solvedBy(
      complexEngine,
      '设复数 $z_{1}, z_{2}$ 在复平面内的对应点关于实轴对称，$z_{1}=1+2i$，则 $\\frac{z_{1}}{z_{2}}=$',
    );
    // (1+2i)/(1−2i) = (1+2i)²/5 = (−3+4i)/5
    expect(value).toEqual({ kind: 'complex', re: -0.6, im: 0.8 });
    const r = await solvedBy(complexEngine, '复数 $z_{1}, z_{2}$ 在复平面内对应的点关于原点对称，$z_{1}=3-i$，则 $z_{1}+2 z_{2}=$');
    expect(r.value).toEqual({ kind: 'complex', re: -3, im: 1 });
  });
});

describe('complex engine: the point of z or of z̄ in the plane', () => {
  it('answers the quadrant of z̄ when z̄ is the one asked about, written as a formula', async () => {
    const choice = '设 $z=-3+2 \\mathrm{i}$, 则在复平面内 $\\bar{z}$ 对应的点位于\nA. 第一象限\nB. 第二象限\nC. 第三象限\nD. 第四象限';
    expect((await solvedBy(complexEngine, choice)).out.finalAnswer).toMatch(/^C/);
    expect(await numbersBy(complexEngine, '设 $z=-3+2 i$, 则 $\\bar{z}$ 的虚部为')).toEqual([-2]);
  });
  it('reads "表示复数 z 的点位于" as the quadrant asked', async () => {
    const choice =
      '复平面内表示复数 $\\mathrm{z}=\\mathrm{i}(-2+\\mathrm{i})$ 的点位于 $(\\quad)$\nA. 第一象限\nB. 第二象限\nC. 第三象限\nD. 第四象限';
    expect((await solvedBy(complexEngine, choice)).out.finalAnswer).toMatch(/^C/);
  });
});

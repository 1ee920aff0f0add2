import { describe, expect, it } from 'vitest';
import { trigEngine } from '../../server/solver/engines/trig';
import { Radicals } from '../../server/solver/engines/trig/radicals';
import { Rat } from '../../server/solver/math/expression/rational';
import { Surd } from '../../server/solver/math/numbers/surd';
import { expectNoAnswer, expectRefused, numbersBy, solvedBy } from './hs-helpers';

const root = (n: number) => Radicals.fromSurdParts(Rat.ONE, BigInt(n));

describe('Radicals: exact numbers with several square roots', () => {
  it('multiplies roots into one and inverts sums by conjugates', () => {
    // √2·√10 = 2√5; 1/(√2+√3) = √3−√2
    expect(
      root(2)
        .mul(root(10))
        .equals(root(5).mul(Radicals.rat(Rat.of(2)))),
    ).toBe(true);
    expect(
      root(2)
        .add(root(3))
        .inv()
        .equals(root(3).sub(root(2))),
    ).toBe(true);
    const x = root(5)
      .add(root(2))
      .add(Radicals.rat(Rat.of(1, 3)));
    expect(x.mul(x.inv()).equals(Radicals.rat(Rat.ONE))).toBe(true);
    expect(() => Radicals.rat(Rat.ZERO).inv()).toThrow();
  });

  it('prints the textbook form over one denominator', () => {
    expect(
      root(10)
        .mul(Radicals.rat(Rat.of(3, 10)))
        .latex(),
    ).toBe('\\frac{3\\sqrt{10}}{10}');
    expect(
      root(6)
        .sub(root(2))
        .mul(Radicals.rat(Rat.of(1, 4)))
        .latex(),
    ).toBe('\\frac{\\sqrt{6}-\\sqrt{2}}{4}');
    expect(
      root(2)
        .sub(root(6))
        .mul(Radicals.rat(Rat.of(1, 4)))
        .latex(),
    ).toBe('\\frac{\\sqrt{2}-\\sqrt{6}}{4}');
    expect(
      root(5)
        .add(root(15))
        .mul(Radicals.rat(Rat.of(-1, 10)))
        .latex(),
    ).toBe('-\\frac{\\sqrt{5}+\\sqrt{15}}{10}');
    expect(Radicals.fromSurd(new Surd(Rat.of(1, 2), Rat.of(3, 2), 3n)).toNumber()).toBeCloseTo(0.5 + 1.5 * Math.sqrt(3), 14);
  });
});

describe('trig engine: values of one angle that need two different roots', () => {
  it('tan α = 2 in the first quadrant: cos(α − π/4) = 3√10/10', async () => {
    const { out, value } = await solvedBy(
      trigEngine,
      '15. (5 分）已知 $\\alpha \\in\\left(0, \\frac{\\pi}{2}\\right), \\tan \\alpha=2$, 则 $\\cos \\left(\\alpha-\\frac{\\pi}{4}\\right)=$',
    );
    expect(out.finalAnswer).toContain('\\frac{3\\sqrt{10}}{10}');
    if (value.kind !== 'numbers') throw new Error(value.kind);
    expect(value.values[0]).toBeCloseTo(Math.cos(Math.atan(2) - Math.PI / 4), 12);
  });

  it('takes the signs of sin and cos from the quadrant', async () => {
    // third quadrant: sin α = −2√5/5, cos α = −√5/5
    const [a] = await numbersBy(
      trigEngine,
      '已知 $\\alpha$ 是第三象限角，$\\tan\\alpha=2$，则 $\\sin\\left(\\alpha+\\frac{\\pi}{3}\\right)=$',
    );
    expect(a).toBeCloseTo(Math.sin(Math.atan(2) + Math.PI + Math.PI / 3), 12);
    expect(a).toBeCloseTo(-(2 * Math.sqrt(5) + Math.sqrt(15)) / 10, 12);
    // sin α = 1/3 in (π/2, π): cos α = −2√2/3, and π/6 brings √3
    const [b] = await numbersBy(
      trigEngine,
      '已知 $\\sin\\alpha=\\frac{1}{3}$，$\\alpha\\in\\left(\\frac{\\pi}{2},\\pi\\right)$，则 $\\cos\\left(\\alpha+\\frac{\\pi}{6}\\right)=$',
    );
    expect(b).toBeCloseTo(-(1 + 2 * Math.sqrt(6)) / 6, 12);
    // a quotient with two roots: 1/sin(α + π/4) with tan α = 3 is √5/2
    const [c] = await numbersBy(
      trigEngine,
      '已知 $\\tan\\alpha=3$，$\\alpha\\in\\left(0,\\frac{\\pi}{2}\\right)$，则 $\\frac{1}{\\sin\\left(\\alpha+\\frac{\\pi}{4}\\right)}=$',
    );
    expect(c).toBeCloseTo(Math.sqrt(5) / 2, 12);
  });

  it('answers without a quadrant only when every quadrant gives the same value', async () => {
    // (cos α + sin α)²/2 = 9/10 whether α is in the first or the third quadrant
    const [v] = await numbersBy(
      trigEngine,
      '已知 $\\tan\\alpha=2$，则 $\\cos\\left(\\alpha-\\frac{\\pi}{4}\\right)\\sin\\left(\\alpha+\\frac{\\pi}{4}\\right)=$',
    );
    expect(v).toBeCloseTo(0.9, 12);
  });

  it('refuses when the sign depends on a quadrant the text does not give', async () => {
    await expectRefused(trigEngine, '已知 $\\tan\\alpha=2$，则 $\\cos\\left(\\alpha-\\frac{\\pi}{4}\\right)=$', /象限或取值范围/);
    await expectRefused(
      trigEngine,
      '已知 $\\sin\\alpha=\\frac{1}{3}$，则 $\\sin\\left(\\alpha+\\frac{\\pi}{4}\\right)=$',
      /象限或取值范围/,
    );
  });

  it('does not answer an expression outside what it reads', async () => {
    // an angle of one radian is not a special angle; α² is not an angle linear in α
    await expectNoAnswer(
      trigEngine,
      '已知 $\\tan\\alpha=2$，$\\alpha\\in\\left(0,\\frac{\\pi}{2}\\right)$，则 $\\sin\\left(\\alpha+1\\right)=$',
    );
    await expectNoAnswer(
      trigEngine,
      '已知 $\\tan\\alpha=2$，$\\alpha\\in\\left(0,\\frac{\\pi}{2}\\right)$，则 $\\cos\\left(\\alpha^{2}-\\frac{\\pi}{4}\\right)=$',
    );
    await expectNoAnswer(
      trigEngine,
      '已知 $\\tan\\alpha=2$，$\\alpha\\in\\left(0,\\frac{\\pi}{2}\\right)$，则 $\\cos\\left(\\frac{\\alpha}{2}-\\frac{\\pi}{4}\\right)=$',
    );
  });
});

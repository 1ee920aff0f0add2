import { describe, expect, it } from 'vitest';
import { trigEngine } from '../../server/solver/engines/trig';
import { recogniseSurd } from '../../server/solver/engines/trig/one-condition';
import { expectNoAnswer, numbersBy } from './hs-helpers';

const close = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

describe('an angle expression from one condition on the angle', () => {
  it('a shifted angle given, a double angle asked', async () => {
    // cos(π/4−α)=2/3 → sin 2α = 2·(4/9) − 1
    expect(
      close(await numbersBy(trigEngine, '已知 $\\cos \\left(\\frac{\\pi}{4}-\\alpha\\right)=\\frac{2}{3}$, 则 $\\sin 2 \\alpha=$'), [
        -1 / 9,
      ]),
    ).toBe(true);
    // sin(α+π/2)=1/4 → cos α = 1/4 → cos 2α = 2/16 − 1
    expect(
      close(await numbersBy(trigEngine, '若 $\\sin \\left(\\alpha+\\frac{\\pi}{2}\\right)=\\frac{1}{4}$, 则 $\\cos 2 \\alpha=$'), [-7 / 8]),
    ).toBe(true);
  });
  it('tan of a shifted angle', async () => {
    // tan(α+π/4)=3 → tan α = (3−1)/(1+3)
    expect(close(await numbersBy(trigEngine, '已知 $\\tan \\left(\\alpha+\\frac{\\pi}{4}\\right)=3$, 则 $\\tan \\alpha=$'), [0.5])).toBe(
      true,
    );
  });
  it('sin α ± cos α with the range that fixes the signs', async () => {
    // sin α + cos α = 7/13 on (0, π): sin α = 12/13, cos α = −5/13
    expect(
      close(await numbersBy(trigEngine, '已知 $\\sin \\theta+\\cos \\theta=\\frac{7}{13}, \\theta \\in(0, \\pi)$, 则 $\\tan \\theta=$'), [
        -12 / 5,
      ]),
    ).toBe(true);
  });
  it('an acute angle and a difference of angles (a surd answer)', async () => {
    // α acute, sin(α+π/3)=4/5 → α+π/3 ∈ (π/3, 5π/6) and 4/5 < √3/2 forces the obtuse side: cos(α+π/3) = −3/5
    const v = await numbersBy(
      trigEngine,
      '已知 $\\alpha$ 为锐角, 且 $\\sin \\left(\\alpha+\\frac{\\pi}{3}\\right)=\\frac{4}{5}$, 则 $\\cos \\alpha=$',
    );
    expect(close(v, [(-3 / 5) * 0.5 + (4 / 5) * (Math.sqrt(3) / 2)])).toBe(true);
  });
  it('does not answer when the branches disagree or the values are not exact', async () => {
    // no range: tan α is −4/3 or −3/4
    await expectNoAnswer(trigEngine, '已知 $\\sin \\alpha+\\cos \\alpha=\\frac{1}{5}$, 则 $\\tan \\alpha=$');
    // two radicals at once
    await expectNoAnswer(trigEngine, '已知 $\\sin \\left(\\alpha+\\frac{\\pi}{6}\\right)=\\frac{1}{3}$, 则 $\\cos \\alpha=$');
    // impossible: sin(θ+π/4) ≤ √2/2 in the fourth quadrant
    await expectNoAnswer(
      trigEngine,
      '已知 $\\theta$ 是第四象限角, 且 $\\sin \\left(\\theta+\\frac{\\pi}{4}\\right)=\\frac{4}{5}$, 则 $\\tan \\theta=$',
    );
  });
  it('recognises exact numbers and nothing near them', () => {
    expect(recogniseSurd(Math.SQRT1_2)?.toNumber()).toBeCloseTo(Math.SQRT1_2, 12);
    expect(recogniseSurd((4 * Math.sqrt(3) - 3) / 10)?.b.toNumber()).toBeCloseTo(0.4, 12);
    expect(recogniseSurd(Math.PI / 7)).toBeNull();
  });
});

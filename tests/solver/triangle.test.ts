import { describe, expect, it } from 'vitest';
import { triangleEngine } from '../../server/solver/engines/triangle';
import { expectNoAnswer, expectRefused, numbersBy, solvedBy } from './hs-helpers';

describe('triangle engine', () => {
  it('uses the law of cosines for two sides and the included angle, then the area', async () => {
    const { out } = await solvedBy(
      triangleEngine,
      '在 $\\triangle ABC$ 中，$a=3$，$c=5$，$B=\\frac{2\\pi}{3}$，求 $b$ 及 $\\triangle ABC$ 的面积',
    );
    // b² = 9 + 25 + 15 = 49
    expect(out.finalAnswer).toContain('b=7');
    expect(out.finalAnswer).toContain('\\frac{15\\sqrt{3}}{4}');
  });

  it('finds an angle from three sides, in the unit the question uses', async () => {
    const { out, value } = await solvedBy(triangleEngine, '在 $\\triangle ABC$ 中，$a=7$，$b=8$，$c=5$，求角 $A$');
    expect(out.finalAnswer).toContain('A=\\frac{\\pi}{3}');
    expect(value.kind === 'numbers' && value.values[0]).toBeCloseTo(Math.PI / 3, 12);
  });

  it('uses the law of sines with two angles and a side', async () => {
    const [b] = await numbersBy(triangleEngine, '在 $\\triangle ABC$ 中，$A=45^\\circ$，$C=75^\\circ$，$a=2\\sqrt{2}$，则 $b=$');
    expect(b).toBeCloseTo(2 * Math.sqrt(3), 12);
  });

  it('solves side-side-angle when only one triangle fits, and refuses when two do', async () => {
    const [c] = await numbersBy(triangleEngine, '在 $\\triangle ABC$ 中，$a=\\sqrt{13}$，$b=3$，$A=\\frac{\\pi}{3}$，求 $c$');
    // 13 = 9 + c² - 3c → c = 4
    expect(c).toBeCloseTo(4, 12);
    // sin A = √3/2 with a > b: A = 60° or 120°, both answered; the side c differs between them and is refused
    const { out } = await solvedBy(triangleEngine, '在 $\\triangle ABC$ 中，$a=\\sqrt{6}$，$b=2$，$B=45^\\circ$，求 $A$');
    expect(out.finalAnswer).toBe('$A=60^\\circ\\text{ 或 }120^\\circ$');
    await expectRefused(triangleEngine, '在 $\\triangle ABC$ 中，$a=\\sqrt{6}$，$b=2$，$B=45^\\circ$，求 $c$', /两个/);
    await expectRefused(triangleEngine, '在 $\\triangle ABC$ 中，$a=1$，$b=2$，$c=4$，求角 $C$', /构不成/);
  });

  it('reads sides named by their end points and a ratio between two sides', async () => {
    const [cosB] = await numbersBy(triangleEngine, '在 $\\triangle ABC$ 中，$\\cos C=\\frac{1}{4}$，$AC=2$，$BC=4$，则 $\\cos B=$');
    // c² = 4 + 16 - 4 = 16, cos B = (16 + 16 - 4) / 32 = 7/8
    expect(cosB).toBeCloseTo(7 / 8, 12);
    const { out } = await solvedBy(
      triangleEngine,
      '在 $\\triangle ABC$ 中，$c=2\\sqrt{3}$，$a=2b$，$C=\\frac{\\pi}{3}$，求 $\\triangle ABC$ 的面积',
    );
    // 12 = 4b² + b² - 2b² → b = 2, a = 4, S = ½·4·2·(√3/2) = 2√3
    expect(out.finalAnswer).toContain('2\\sqrt{3}');
  });

  it('leaves relations and ranges it does not handle', async () => {
    await expectNoAnswer(triangleEngine, '在锐角 $\\triangle ABC$ 中，$a=2$，$A=\\frac{\\pi}{3}$，求 $b+c$ 的取值范围');
  });
});

describe('triangle engine: fractions with larger denominators', () => {
  it('gives b = 21/13 from two cosines and a side', async () => {
    const { out } = await solvedBy(
      triangleEngine,
      '$\\triangle ABC$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$，若 $\\cos A=\\frac{3}{5}, \\cos C=\\frac{5}{13}$，$a=4$，则 $c=$',
    );
    // sin A = 4/5, sin C = 12/13: c = a·sinC/sinA = 4·(12/13)/(4/5) = 60/13
    expect(out.finalAnswer).toContain('\\frac{60}{13}');
  });
});

describe('triangle engine: a relation between the sides gives an angle', () => {
  it('reads the law of cosines in b²+c²−a²=bc', async () => {
    const { out, value } = await solvedBy(
      triangleEngine,
      '在 $\\triangle ABC$ 中，内角 $A, B, C$ 的对边分别为 $a, b, c$，若 $b^{2}+c^{2}-a^{2}=b c$，则 $A=$',
    );
    expect(out.finalAnswer).toContain('\\frac{\\pi}{3}');
    expect(value).toEqual({ kind: 'numbers', values: [expect.closeTo(Math.PI / 3, 12)] });
    const [s] = await numbersBy(triangleEngine, '在 $\\triangle ABC$ 中，$a^{2}+c^{2}-b^{2}=-ac$，则 $\\sin B=$');
    expect(s).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(await numbersBy(triangleEngine, '在 $\\triangle ABC$ 中，$2(a^{2}+b^{2}-c^{2})=ab$，则 $\\cos C=$')).toEqual([0.25]);
  });

  it('does not take a relation that is not the law of cosines at one angle', async () => {
    await expectNoAnswer(triangleEngine, '在 $\\triangle ABC$ 中，$a^{2}+b^{2}=2c^{2}$，则 $C=$');
  });
});

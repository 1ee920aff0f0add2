import { describe, expect, it } from 'vitest';
import { triangleEngine } from '../../server/solver/engines/triangle';
import { expectNoAnswer, solvedBy } from './hs-helpers';

const abc = '记 $\\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, ';

describe('triangle engine: an angle, the area and a symmetric relation of the two sides beside the angle', () => {
  it('gets the product from the area, the sum from the relation and the third side by the law of cosines', async () => {
    const cases: Array<[string, string, number]> = [
      [`${abc}面积为 $\\sqrt{3}, B=60^{\\circ}$, $a^{2}+c^{2}=3 a c$, 则 $b=$`, 'b=2\\sqrt{2}', 2 * Math.sqrt(2)],
      ['在 $\\triangle A B C$ 中, $A=\\frac{\\pi}{3}$, $b+c=5$, 面积为 $\\sqrt{3}$, 则 $a=$', 'a=\\sqrt{13}', Math.sqrt(13)],
      ['在 $\\triangle A B C$ 中, $A=\\frac{\\pi}{3}$, $b+c=5$, 面积为 $\\sqrt{3}$, 则三角形的周长为', '5+\\sqrt{13}', 5 + Math.sqrt(13)],
      [
        `${abc}已知 $C=120^{\\circ}$, $a^{2}+b^{2}=10$, $\\triangle A B C$ 的面积为 $\\frac{\\sqrt{3}}{2}$, 则 $c=$`,
        'c=2\\sqrt{3}',
        2 * Math.sqrt(3),
      ],
      [`${abc}若 $B=60^{\\circ}$, $a+c=4$, 且 $\\triangle A B C$ 的面积为 $\\sqrt{3}$, 则 $b=$`, 'b=2', 2],
    ];
    for (const [text, answer, v] of cases) {
      const { out, value } = await solvedBy(triangleEngine, text);
      expect(out.finalAnswer).toBe(`$${answer}$`);
      expect(value.kind === 'numbers' && value.values[0]).toBeCloseTo(v, 9);
    }
  });
  it('refuses sides that cannot exist, a relation that is not symmetric and a side beside the angle', async () => {
    // a + c = 3 with ac = 4: no real sides
    await expectNoAnswer(triangleEngine, `${abc}若 $B=60^{\\circ}$, $a+c=3$, 且 $\\triangle A B C$ 的面积为 $\\sqrt{3}$, 则 $b=$`);
    await expectNoAnswer(triangleEngine, `${abc}若 $B=60^{\\circ}$, $a+2 c=5$, 且 $\\triangle A B C$ 的面积为 $\\sqrt{3}$, 则 $b=$`);
    await expectNoAnswer(triangleEngine, `${abc}若 $B=60^{\\circ}$, $a+c=4$, 且 $\\triangle A B C$ 的面积为 $\\sqrt{3}$, 则 $a=$`);
  });
});

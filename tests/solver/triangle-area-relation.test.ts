import { describe, expect, it } from 'vitest';
import { triangleEngine } from '../../server/solver/engines/triangle';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('triangles: the area given as an expression in the sides', () => {
  it.each([
    [
      '$\\triangle A B C$ 的内角 A, B, C 的对边分别为 $a, b, C$. 若 $\\triangle A B C$ 的面积为 $\\frac{a^{2}+b^{2}-c^{2}}{4}$, 则 $\\mathrm{C}= ____ $',
      Math.PI / 4,
    ],
    [
      '在 $\\triangle A B C$ 中, 内角 A, B, C 的对边分别为 $a, b, c$, 若 $\\triangle A B C$ 的面积为 $\\frac{\\sqrt{3}}{4}(a^{2}+b^{2}-c^{2})$, 则 $C=$____',
      Math.PI / 3,
    ],
    [
      '$\\triangle A B C$ 的内角 A, B, C 的对边分别为 $a, b, c$, 若 $\\triangle A B C$ 的面积为 $\\frac{b^{2}+c^{2}-a^{2}}{4}$, 则 $A=$____',
      Math.PI / 4,
    ],
    [
      '在 $\\triangle A B C$ 中, 内角 A, B, C 的对边分别为 $a, b, c$, 且 $\\triangle A B C$ 的面积等于 $\\frac{\\sqrt{3}}{12}(a^{2}+b^{2}-c^{2})$, 则 $C=$____',
      Math.PI / 6,
    ],
    [
      '在 $\\triangle A B C$ 中, 内角 A, B, C 的对边分别为 $a, b, c$, 若 $\\frac{1}{2} a b \\sin C=\\frac{a^{2}+b^{2}-c^{2}}{4}$, 则 $C=$____',
      Math.PI / 4,
    ],
  ])('%s', async (text, angle) => {
    const [v] = await numbersBy(triangleEngine, text);
    expect(v).toBeCloseTo(angle, 9);
  });

  it.each([
    // tan C = 2: not a special angle
    '$\\triangle A B C$ 的内角 A, B, C 的对边分别为 $a, b, c$, 若 $\\triangle A B C$ 的面积为 $\\frac{a^{2}+b^{2}-c^{2}}{2}$, 则 $C=$____',
    // not of one degree in the sides: the angle depends on the size
    '$\\triangle A B C$ 的内角 A, B, C 的对边分别为 $a, b, c$, 若 $\\triangle A B C$ 的面积为 $a+b-c$, 则 $C=$____',
    // the angle depends on the shape
    '$\\triangle A B C$ 的内角 A, B, C 的对边分别为 $a, b, c$, 若 $\\triangle A B C$ 的面积为 $\\frac{a^{2}+b^{2}}{4}$, 则 $C=$____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(triangleEngine, text);
  });
});

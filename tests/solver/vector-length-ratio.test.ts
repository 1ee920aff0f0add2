import { describe, expect, it } from 'vitest';
import { vectorEngine } from '../../server/solver/engines/vector';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('vectors: the angle when only the ratio of the lengths is given', () => {
  it.each([
    [
      '已知非零向量 $\\boldsymbol{a}, \\boldsymbol{b}$ 满足 $|a|=2|b|$, 且 $(\\boldsymbol{a}-\\boldsymbol{b}) \\perp \\boldsymbol{b}$, 则 $\\boldsymbol{a}$ 与 $\\boldsymbol{b}$ 的夹角为____',
      Math.PI / 3,
    ],
    [
      '已知非零向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=\\sqrt{2}|\\vec{b}|$, 且 $(\\vec{a}-\\vec{b}) \\perp \\vec{b}$, 则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为____',
      Math.PI / 4,
    ],
    [
      '设非零向量 $\\vec{m}, \\vec{n}$ 满足 $|\\vec{n}|=2|\\vec{m}|$, $\\vec{m} \\perp(\\vec{m}+\\vec{n})$, 则 $\\vec{m}$ 与 $\\vec{n}$ 的夹角为____',
      (2 * Math.PI) / 3,
    ],
    [
      '非零向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{b}|=\\sqrt{2}|\\vec{a}|$, 且 $\\vec{a} \\perp(\\vec{a}+\\vec{b})$, 则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为____',
      (3 * Math.PI) / 4,
    ],
  ])('%s', async (text, angle) => {
    const [v] = await numbersBy(vectorEngine, text);
    expect(v).toBeCloseTo(angle, 9);
  });

  it.each([
    // a dot product given fixes the lengths: the angle depends on them
    '已知非零向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=2|\\vec{b}|$, $\\vec{a} \\cdot \\vec{b}=1$, 则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为____',
    // a length is asked, not the angle
    '已知非零向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=2|\\vec{b}|$, 且 $(\\vec{a}-\\vec{b}) \\perp \\vec{b}$, 则 $|\\vec{a}+\\vec{b}|$ 的值为____',
    // a length given besides the ratio
    '已知向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=2|\\vec{b}|$, $|\\vec{b}|=1$, 且 $(\\vec{a}-\\vec{b}) \\perp \\vec{b}$, 则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(vectorEngine, text);
  });
});

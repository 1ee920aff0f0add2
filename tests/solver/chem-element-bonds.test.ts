import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { bondsOf, compoundWithBonds } from '../../server/solver/science/elements-inference/bonds';

const solver = createOfflineSolver();
const ask = (stem: string, options: string[]) => solver.solve({ text: [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n') });
const answer = async (stem: string, options: string[]) => {
  const out = await ask(stem, options);
  return out.ok ? out.finalAnswer[0] : null;
};

// W = H, X = N, Y = O, Z = Na.
const STEM =
  '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 原子核外只有 1 个电子，X 的简单氢化物可用作制冷剂，Y 是地壳中含量最多的元素，Z 的原子半径是短周期主族元素中最大的。';

describe('the table of binary compounds and their bonds', () => {
  it('names a compound with the bonds asked, and nothing for pairs it does not hold', () => {
    expect(compoundWithBonds('H', 'O', ['极性键', '非极性键'])).toBe('H2O2');
    expect(compoundWithBonds('N', 'H', ['非极性键'])).toBe('N2H4');
    expect(compoundWithBonds('Na', 'O', ['非极性键'], '离子')).toBe('Na2O2');
    expect(compoundWithBonds('Na', 'O', ['非极性键'], '共价')).toBeNull();
    expect(compoundWithBonds('H', 'Na', ['极性键'])).toBeNull();
    expect(bondsOf('Na2O2')).toEqual(['离子键', '非极性键']);
    expect(bondsOf('NaO2')).toBeNull();
  });
});

describe('element inference options about bonds', () => {
  it('「可形成既含极性共价键又含非极性共价键的化合物」 and 「只含离子键」', async () => {
    expect(
      await answer(`${STEM}下列说法正确的是（ ）`, [
        'W 与 Y 可形成既含极性共价键又含非极性共价键的化合物',
        '$\\mathrm{Z}_{2} \\mathrm{Y}_{2}$ 中只含离子键',
        '原子半径：Z<Y',
        '非金属性：X>Y',
      ]),
    ).toBe('A');
  });
  it('「均含有非极性共价键」 in a question asking for the wrong statement', async () => {
    expect(
      await answer(`${STEM}下列说法错误的是`, [
        'W 与 X 可形成含有非极性共价键的化合物',
        '$\\mathrm{Z}_{2} \\mathrm{Y}_{2}$ 与 $\\mathrm{XY}_{2}$ 均含有非极性共价键',
        '原子半径：Z>X>Y',
        '$\\mathrm{Z}_{2} \\mathrm{Y}$ 中只含离子键',
      ]),
    ).toBe('B');
  });
  it('a 「可形成」 the table cannot show, or a formula it does not hold, is undecided: the question is refused', async () => {
    expect(
      await answer(`${STEM}下列说法正确的是`, [
        'W 与 Z 可形成既含极性共价键又含非极性共价键的化合物',
        '$\\mathrm{Z}_{2} \\mathrm{Y}_{2}$ 中只含离子键',
        '原子半径：Z<Y',
        '非金属性：X>Y',
      ]),
    ).toBeNull();
    expect(
      await answer(`${STEM}下列说法正确的是`, [
        'W 与 Y 可形成既含极性共价键又含非极性共价键的化合物',
        '$\\mathrm{ZY}_{3}$ 中只含离子键',
        '原子半径：Z<Y',
        '非金属性：X>Y',
      ]),
    ).toBeNull();
  });
});

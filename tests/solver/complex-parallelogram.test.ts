import { describe, expect, it } from 'vitest';
import { complexEngine } from '../../server/solver/engines/complex';
import { expectNoAnswer, expectRefused, solvedBy } from './hs-helpers';

describe('complex engine: the parallelogram law of two complex numbers of known moduli', () => {
  it('gives |z₁ ∓ z₂| from the moduli and z₁ ± z₂', async () => {
    const cases: Array<[string, string, number]> = [
      [
        '设复数 $z_{1}, z_{2}$ 满足 $\\left|z_{1}\\right|=\\left|z_{2}\\right|=2, z_{1}+z_{2}=\\sqrt{3}+\\mathrm{i}$, 则 $\\left|z_{1}-z_{2}\\right|=$',
        '|z_1-z_2|=2\\sqrt{3}',
        2 * Math.sqrt(3),
      ],
      ['已知复数 $z_1, z_2$ 满足 $|z_1|=1$, $|z_2|=2$, $|z_1-z_2|=2$, 则 $|z_1+z_2|=$', '|z_1+z_2|=\\sqrt{6}', Math.sqrt(6)],
      ['若复数 $z_1, z_2$ 满足 $|z_1|=|z_2|=1$, 且 $z_1+z_2=1$, 则 $|z_1-z_2|=$', '|z_1-z_2|=\\sqrt{3}', Math.sqrt(3)],
      ['设复数 $z_{1}, z_{2}$ 满足 $|z_{1}|=3, |z_{2}|=4, z_{1}-z_{2}=5 i$, 则 $|z_{1}+z_{2}|=$', '|z_1+z_2|=5', 5],
    ];
    for (const [text, answer, v] of cases) {
      const { out, value } = await solvedBy(complexEngine, text);
      expect(out.finalAnswer).toBe(`$${answer}$`);
      expect(value.kind === 'numbers' && value.values[0]).toBeCloseTo(v, 9);
    }
  });
  it('refuses moduli that no two complex numbers have, and questions missing a modulus', async () => {
    await expectRefused(complexEngine, '设复数 $z_1, z_2$ 满足 $|z_1|=1, |z_2|=1, z_1+z_2=3$, 则 $|z_1-z_2|=$', /不存在/);
    await expectNoAnswer(complexEngine, '设复数 $z_1, z_2$ 满足 $|z_1|=2, z_1+z_2=\\sqrt{3}+i$, 则 $|z_1-z_2|=$');
    await expectNoAnswer(complexEngine, '设复数 $z_1, z_2$ 满足 $|z_1|=|z_2|=2, z_1+z_2=\\sqrt{3}+i$, 则 $|z_1+z_2|=$');
  });
});

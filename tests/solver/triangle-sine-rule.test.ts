import { describe, expect, it } from 'vitest';
import { triangleEngine } from '../../server/solver/engines/triangle';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('triangle engine: an angle from a side–angle relation by the law of sines', () => {
  it('finds the one special angle the relation leaves', async () => {
    const [b] = await numbersBy(
      triangleEngine,
      '$\\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 已知 $b \\sin A+a \\cos B=0$, 则 $B=$',
    );
    expect(b).toBeCloseTo((3 * Math.PI) / 4, 12);
    const [a] = await numbersBy(triangleEngine, '在 $\\triangle ABC$ 中, $a \\sin B=\\sqrt{3} b \\cos A$, 则 $A=$');
    expect(a).toBeCloseTo(Math.PI / 3, 12);
  });
  it('leaves relations that do not fix the angle, give no special angle or are not of degree one in the sides', async () => {
    // A = B: any angle
    await expectNoAnswer(triangleEngine, '在 $\\triangle ABC$ 中, $a \\cos B=b \\cos A$, 则 $A=$');
    // tan A = 2
    await expectNoAnswer(triangleEngine, '在 $\\triangle ABC$ 中, $a \\sin B=2 b \\cos A$, 则 $A=$');
    // the law of sines cannot be used when the sides do not cancel
    await expectNoAnswer(triangleEngine, '在 $\\triangle ABC$ 中, $a \\sin B=\\cos A$, 则 $A=$');
  });
});

import { describe, expect, it } from 'vitest';
import { triangleEngine } from '../../server/solver/engines/triangle';
import { expectNoAnswer, expectRefused, solvedBy } from './hs-helpers';

const abc = '$\\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, ';

describe('triangle engine: an angle from two sides and the angle opposite one of them', () => {
  it('finds the angle opposite the other side by the law of sines and the third by the angle sum', async () => {
    const cases: Array<[string, string, number]> = [
      [`${abc}已知 $C=60^{\\circ}, b=\\sqrt{6}$, $c=3$, 则 $A=$`, 'A=75^\\circ', (75 * Math.PI) / 180],
      [`${abc}已知 $A=45^{\\circ}, a=2$, $b=\\sqrt{2}$, 则 $C=$`, 'C=105^\\circ', (105 * Math.PI) / 180],
      [`在 $\\triangle A B C$ 中, $a=\\sqrt{3}, b=\\sqrt{2}, A=60^{\\circ}$, 则 $C=$`, 'C=75^\\circ', (75 * Math.PI) / 180],
      [`在 $\\triangle A B C$ 中, $B=\\frac{\\pi}{4}, b=2, c=\\sqrt{2}$, 则 $A=$`, 'A=\\frac{7\\pi}{12}', (7 * Math.PI) / 12],
    ];
    for (const [text, answer, value] of cases) {
      const { out, value: v } = await solvedBy(triangleEngine, text);
      expect(out.finalAnswer).toBe(`$${answer}$`);
      expect(out.markdown).toContain('正弦定理');
      expect(v.kind === 'numbers' && v.values[0]).toBeCloseTo(value, 9);
    }
  });
  it('answers both values when two triangles fit and one angle is asked, and refuses a side that differs', async () => {
    // sin B = √2/2 with b > a: B = 45° or 135°, so C = 105° or 15° (the value in radians, as options are read)
    const { out, value } = await solvedBy(triangleEngine, `在 $\\triangle A B C$ 中, $A=30^{\\circ}, a=\\sqrt{2}, b=2$, 则 $C=$`);
    expect(out.finalAnswer).toBe('$C=105^\\circ\\text{ 或 }15^\\circ$');
    expect(value.kind === 'numbers' && value.values.map((v) => Math.round((v * 180) / Math.PI))).toEqual([105, 15]);
    await expectRefused(triangleEngine, `在 $\\triangle A B C$ 中, $A=30^{\\circ}, a=\\sqrt{2}, b=2$, 则 $c=$`, /两个/);
    // an acute triangle keeps one of the two: not weighed here, so not answered
    await expectNoAnswer(triangleEngine, `在锐角 $\\triangle A B C$ 中, $A=30^{\\circ}, a=\\sqrt{2}, b=2$, 则 $C=$`);
  });
  it('still refuses a side that is not a simple surd', async () => {
    await expectNoAnswer(triangleEngine, `${abc}已知 $C=60^{\\circ}, b=\\sqrt{6}$, $c=3$, 则 $a=$`);
  });
});

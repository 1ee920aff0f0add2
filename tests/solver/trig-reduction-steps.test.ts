import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** A trigonometric value of a non-acute angle: 诱导公式 first, then a special value or 两角和与差的公式. */
describe('trig reduction steps', () => {
  it('tan 255° = tan(180° + 75°) = tan 75°, then tan(45° + 30°)', async () => {
    const r = await solve('7.tan $255^{\\circ}=$\nA. $-2-\\sqrt{3}$\nB. $-2+\\sqrt{3}$\nC. $2-\\sqrt{3}$\nD. $2+\\sqrt{3}$');
    expect(r.finalAnswer).toContain('D');
    expect(r.markdown).toContain('\\tan 255^{\\circ}=\\tan\\left(180^{\\circ}+75^{\\circ}\\right)=\\tan 75^{\\circ}');
    expect(r.markdown).toContain('\\frac{\\tan 45^{\\circ}+\\tan 30^{\\circ}}{1-\\tan 45^{\\circ}\\tan 30^{\\circ}}');
  });

  it('an angle in radians keeps radians, and a sign from the quadrant', async () => {
    const r = await solve('求 $\\sin\\frac{7\\pi}{6}$ 的值');
    expect(r.finalAnswer).toBe('$-\\frac{1}{2}$');
    expect(r.markdown).toContain('\\sin \\frac{7\\pi}{6}=\\sin\\left(\\pi+\\frac{\\pi}{6}\\right)=-\\sin \\frac{\\pi}{6}');
  });

  it('a negative angle goes round by whole turns first', async () => {
    const r = await solve('$\\sin(-1200^{\\circ})$ 的值为');
    expect(r.finalAnswer).toBe('$-\\frac{\\sqrt{3}}{2}$');
    expect(r.markdown).toContain('\\sin\\left(-1200^{\\circ}\\right)=\\sin 240^{\\circ}');
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : null;
};
const SUM = '$\\sin 20^{\\circ} \\cos 10^{\\circ}+\\cos 20^{\\circ} \\sin 10^{\\circ}=$';
const OPTIONS = 'A. $\\frac{1}{2}$ B. $\\frac{\\sqrt{3}}{2}$ C. $-\\frac{1}{2}$ D. $-\\frac{\\sqrt{3}}{2}$';

describe('a trigonometric value the arithmetic does not simplify', () => {
  it('is refused as a blank (an answer still holding sin and cos is not a value)', async () => {
    // 20° + 15° is no special angle: sin 35° is left, so no value is given
    expect(await solve('$\\sin 20^{\\circ} \\cos 15^{\\circ}+\\cos 20^{\\circ} \\sin 15^{\\circ}=$____')).toBeNull();
  });
  it('answers a blank the sum formula joins into a special angle', async () => {
    expect(await solve(`${SUM}____`)).toBe('$\\frac{1}{2}$');
  });
  it('still decides a choice question, whose options are compared with the exact value', async () => {
    expect(await solve(`${SUM} ( )\n${OPTIONS}`)).toBe('A（$\\frac{1}{2}$）');
    expect(
      await solve(
        '计算 $\\cos 70^{\\circ} \\cos 10^{\\circ}+\\sin 70^{\\circ} \\sin 10^{\\circ}$ 的值为 ( )\nA. $\\frac{1}{2}$ B. $\\frac{\\sqrt{3}}{2}$ C. $-\\frac{1}{2}$ D. $\\frac{\\sqrt{2}}{2}$',
      ),
    ).toBe('A（$\\frac{1}{2}$）');
  });
});

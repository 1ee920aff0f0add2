import { describe, expect, it } from 'vitest';
import { div, mul, num } from '../../server/solver/math/expression/ast';
import { toLatex } from '../../server/solver/math/write/latex';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const markdownOf = async (text: string) => {
  const out = await solver.solve({ text });
  if (!out.ok) throw new Error(`refused: ${out.reason}`);
  return out.markdown;
};

describe('plain arithmetic is shown as it is computed', () => {
  it('names no trigonometric or logarithm rule where none was used', async () => {
    for (const text of ['计算：$\\frac{3}{2}\\times\\frac{8}{3}$', '$\\frac{5}{6}\\times\\frac{3}{10}=$', '计算 2×3/4']) {
      const md = await markdownOf(text);
      expect(md).not.toContain('两角和与差');
      expect(md).not.toContain('对数的运算性质');
    }
  });

  it('still names the rule where it was used', async () => {
    expect(await markdownOf('计算：$\\sin 20^{\\circ}\\cos 10^{\\circ}+\\cos 20^{\\circ}\\sin 10^{\\circ}$')).toContain('两角和与差');
    expect(await markdownOf('计算：$\\lg 25+\\lg 4$')).toContain('对数的运算性质');
  });

  it('never prints a number right before a fraction, which reads as a mixed number', async () => {
    const md = await markdownOf('计算：$\\frac{3}{2}\\times\\frac{8}{3}$');
    expect(md).not.toMatch(/\d\\frac/);
    expect(toLatex(mul(num(3), { k: 'div', num: num(8), den: num(3) }))).toBe('3 \\times \\frac{8}{3}');
    expect(toLatex(mul(num(2), div({ k: 'var', name: 'x' }, num(3))))).not.toMatch(/^2\\frac/);
  });
});

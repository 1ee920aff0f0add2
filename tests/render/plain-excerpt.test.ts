// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPlainExcerpt } from '../../server/render';

describe('renderPlainExcerpt', () => {
  it.each([
    ['解方程 $x^2-5x+6=0$，求 $x$ 的值。', '解方程 x²−5x+6=0，求 x 的值。'],
    ['已知 $\\frac{1}{2}+\\sqrt{x+1}=\\alpha$', '已知 1/2+√(x+1)=α'],
    ['$\\sin x \\le \\frac{\\pi}{2}$', 'sin x≤π/2'],
    ['$\\int_0^1 x^2\\,dx$', '∫₀¹x² dx'],
    ['$a_{n+1}=2a_n$', 'a_(n+1)=2a_n'],
    ['$\\vec{a}\\cdot\\vec{b}=0$', 'a⃗⋅b⃗=0'],
    ['$\\sqrt[3]{8}$ 与 $30^\\circ$', '∛8 与 30°'],
    ['$\\ce{H2O}$ 的质量', 'H₂O 的质量'],
    ['$\\begin{cases} x+y=1 \\\\ x-y=3 \\end{cases}$', '{x+y=1; x−y=3'],
  ])('reads %s as %s', (markdown, text) => {
    expect(renderPlainExcerpt(markdown, 80)).toBe(text);
  });

  it('leaves text without $ delimiters as it is', () => {
    expect(renderPlainExcerpt('解方程 x^2-5x+6=0', 80)).toBe('解方程 x^2-5x+6=0');
  });

  it('drops Markdown marks, raw HTML and images, and makes one line of the blocks', () => {
    expect(renderPlainExcerpt('# 题目\n\n**已知** `f(x)` 满足：\n\n- 条件一\n- 条件二 <b>粗</b> ![图](a.png)', 80)).toBe(
      '题目 已知 f(x) 满足：条件一 条件二 粗',
    );
  });

  it('cuts at maxChars characters (not UTF-16 units) and marks the cut', () => {
    const excerpt = renderPlainExcerpt(`${'很长的题目'.repeat(30)}$x^2$`, 20);
    expect(Array.from(excerpt)).toHaveLength(21);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(renderPlainExcerpt('𝑥'.repeat(5), 3)).toBe('𝑥𝑥𝑥…');
  });

  it('never shows a formula that is cut off by the source limit as raw TeX', () => {
    const excerpt = renderPlainExcerpt(`求 $\\frac{1}{2}$ ${'的值'.repeat(400)}`, 10);
    expect(excerpt).toBe('求 1/2 的值的值…');
  });

  it('reads at most 24 formulas of a text full of them (each costs a parse on the list request), and marks the cut', () => {
    const excerpt = renderPlainExcerpt('$x_1$ '.repeat(800), 200);
    expect(excerpt).toBe(`${Array(24).fill('x₁').join(' ')}…`);
    expect(renderPlainExcerpt('$x_1$ '.repeat(24), 200)).toBe(Array(24).fill('x₁').join(' '));
  });

  it('shows an unknown macro by its name and never throws', () => {
    expect(renderPlainExcerpt('$\\foo{x}$', 80)).toBe('\\foox');
    expect(() => renderPlainExcerpt('$\\frac{1}{$ $$ \\\\ {', 80)).not.toThrow();
  });

  it('cannot define a macro that another excerpt reads', () => {
    renderPlainExcerpt('$\\newcommand{\\R}{\\mathbb{R}}\\R$', 80);
    expect(renderPlainExcerpt('$\\R$', 80)).toBe('\\R');
  });
});

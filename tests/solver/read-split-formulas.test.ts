import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { cleanLatex, closeSplitBrackets } from '../../server/solver/read/clean';
import { readQuestion } from '../../server/solver/read/question';

describe('reading a formula closed before its bracket', () => {
  it('takes back the ")" printed after the closing dollar', () => {
    expect(closeSplitBrackets('若 $f(2+b$ ) 则')).toBe('若 $f(2+b )$ 则');
    expect(closeSplitBrackets('点 $(4$,\n\n0) 到直线')).toBe('点 $(4, 0)$ 到直线');
    expect(closeSplitBrackets('点 $P($ 3, -1) 在')).toBe('点 $P( 3, -1)$ 在');
  });

  it('joins a formula that follows at once', () => {
    expect(closeSplitBrackets('则 $g(1-m$ )$=(\\quad)$')).toBe('则 $g(1-m ) =(\\quad)$');
  });

  it('joins a square printed after its base closed (「$(x-2)$ ${ }^{2}+y^{2}=4$」)', () => {
    expect(cleanLatex('圆 $(x-2)$ ${ }^{2}+y^{2}=4$ 所截')).toBe('圆 $(x-2)^{2}+y^{2}=4$ 所截');
    expect(cleanLatex('$(x+1)$ ${ }^{2}$ 与 $a$ ${ }$')).toBe('$(x+1)^{2}$ 与 $a$ ${ }$');
  });

  it('leaves answer brackets, words and closed formulas alone', () => {
    for (const s of ['则 $A \\cap B=($ )', '1. $(5$ 分 $) \\frac{1}{2}$', '点 $(1, 2)$ 在 (图中) 上', '$f(x$ 的图象) 与']) {
      expect(closeSplitBrackets(s)).toBe(s);
    }
  });

  it('reads the question asked through the repaired formula', () => {
    const q = readQuestion('已知函数 $f(x)=2x+1$, 则 $f(3-a$ )$=(\\quad)$\nA. 1\nB. 2\nC. 3\nD. 4');
    expect(q.stem).toContain('f(3-a )');
    expect(q.options).toHaveLength(4);
  });

  it('answers a piecewise value asked through such a formula', async () => {
    const text =
      '已知函数 $f(x)=\\left\\{\\begin{array}{l}2^{x}-1, x \\leqslant 1 \\\\ \\log _{2}(x-1), x>1\\end{array}\\right.$, 且 $f(a)=3$, 则 $f(11-a$ )$=(\\quad)$\nA. $-1$\nB. $0$\nC. $1$\nD. $2$';
    const out = await createOfflineSolver().solve({ text });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.finalAnswer).toMatch(/^B/);
  });
});

import { describe, expect, it } from 'vitest';
import { recognize, surdLatex } from '../../server/solver/math/write/recognize';
import { createOfflineSolver } from '../../server/solver/offline';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('a triangle angle given through its half (double-angle formula)', () => {
  it.each([
    ['在 $\\triangle ABC$ 中, $\\cos \\frac{A}{2}=\\frac{2 \\sqrt{5}}{5}, b=5, c=3$, 则 $a=$', /a=4\$/],
    ['在 $\\triangle ABC$ 中, $\\sin \\frac{B}{2}=\\frac{\\sqrt{3}}{3}$, $a=3$, $c=2$, 求 $b$ 的值。', /b=3\$/],
    [
      '在 $\\triangle A B C$ 中, $\\tan \\frac{C}{2}=\\frac{\\sqrt{3}}{3}, B C=3, A C=8$, 则 $A B=（ ）$\nA. 8\nB. 7\nC. $\\sqrt{57}$\nD. 5',
      /^B/,
    ],
    ['已知 $\\triangle ABC$ 中, $a=3, b=2$, $\\cos \\frac{C}{2}=\\frac{\\sqrt{6}}{3}$, 则 $c=$____', /c=3\$/],
    // √17 is read like √7: the side is a square-free radicand above the old short list
    ['在 $\\triangle A B C$ 中, $\\tan \\frac{C}{2}=\\frac{1}{2}, B C=5, A C=4$, 则 $A B=$', /c=\\sqrt\{17\}\$/],
  ])('%s', async (text, expected) => {
    expect(await answer(text)).toMatch(expected);
  });

  it('recognises square-free radicands up to 100, and nothing for π', () => {
    expect(surdLatex(recognize((3 * Math.sqrt(17)) / 4)!)).toBe('\\frac{3\\sqrt{17}}{4}');
    expect(surdLatex(recognize(Math.sqrt(29))!)).toBe('\\sqrt{29}');
    expect(surdLatex(recognize(Math.sqrt(72))!)).toBe('6\\sqrt{2}');
    expect(recognize(Math.PI)).toBeNull();
  });

  it.each([
    // no half of a triangle's angle has a negative cosine, a cosine above 1 or a negative tangent
    '在 $\\triangle ABC$ 中, $\\cos \\frac{C}{2}=-\\frac{1}{2}, a=1, b=5$, 则 $c=$',
    '在 $\\triangle ABC$ 中, $\\cos \\frac{C}{2}=\\frac{3}{2}, a=1, b=5$, 则 $c=$',
    '在 $\\triangle ABC$ 中, $\\tan \\frac{A}{2}=-1, b=2, c=3$, 则 $a=$',
  ])('refuses %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });
});

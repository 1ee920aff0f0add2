import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** A focal chord of y² = 2px with a given inclination is worked as the textbook does: the line put in, x₁+x₂, then x₁+x₂+p. */
describe('the steps of a parabola focal chord', () => {
  it.each([
    [
      '设 $F$ 为抛物线 $C: y^{2}=3 x$ 的焦点, 过 $F$ 且倾斜角为 $30^{\\circ}$ 的直线交于 $C$ 于 $A, B$ 两点, 则 $|A B|=$',
      '$12$',
      ['\\frac{1}{3}x^2-\\frac{7}{2}x+\\frac{3}{16}=0', 'x_1+x_2=\\frac{21}{2}'],
    ],
    [
      '过抛物线 $y^2=4x$ 的焦点 $F$ 作倾斜角为 $45^{\\circ}$ 的直线交抛物线于 $A, B$ 两点，则 $|AB|=$____',
      '$8$',
      ['x^2-6x+1=0', 'x_1+x_2+p=6+2=8'],
    ],
    [
      '过抛物线 $y^2=4x$ 的焦点 $F$ 作倾斜角为 $60^{\\circ}$ 的直线交抛物线于 $A, B$ 两点，则 $|AB|=$____',
      '$\\frac{16}{3}$',
      ['3x^2-10x+3=0'],
    ],
    ['过抛物线 $y^2=8x$ 的焦点 $F$ 作倾斜角为 $90^{\\circ}$ 的直线交抛物线于 $A, B$ 两点，则 $|AB|=$____', '$8$', ['通径', '|AB|=2p=8']],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    for (const s of shown) expect(out.ok && out.markdown).toContain(s);
  });
});

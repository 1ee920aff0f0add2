import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** The eccentricity steps write the relation as an equation in a, b, c before a = 1 goes in. */
describe('eccentricity relation steps', () => {
  it('a chord cut from an asymptote: centre, distance formula and d² = r² − (L/2)²', async () => {
    const r = await solve(
      '若双曲线 $c: \\frac{x^{2}}{a^{2}}-\\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $(x-2)$ ${ }^{2}+y^{2}=4$ 所截得的弦长为 2 , 则 $C$ 的离心率为 ( )\nA. 2\nB. $\\sqrt{3}$\nC. $\\sqrt{2}$\nD. $\\frac{2 \\sqrt{3}}{3}$',
    );
    expect(r.finalAnswer).toContain('A');
    expect(r.markdown).toContain('圆心到渐近线 $bx-ay=0$ 的距离 $d=\\frac{2b}{\\sqrt{b^2+a^2}}$');
    expect(r.markdown).toContain('$\\frac{(2b)^2}{b^2+a^2}=3$');
    expect(r.markdown).not.toContain('由所给关系解得');
  });

  it('a tangent line: d = r written with the line of the question', async () => {
    const r = await solve(
      '已知椭圆 $C: \\frac{x^{2}}{a^{2}}+\\frac{y^{2}}{b^{2}}=1 \\quad(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 且以线段 $A_{1} A_{2}$ 为直径的圆与直线 $b x-a y+2 a b=0$ 相切, 则 $C$ 的离心率为',
    );
    expect(r.finalAnswer).toBe('$\\frac{\\sqrt{6}}{3}$');
    expect(r.markdown).toContain('$\\frac{2ab}{\\sqrt{b^2+a^2}}=a$');
  });

  it('a relation among lengths: the lengths written in a, b, c', async () => {
    const r = await solve('若椭圆的长轴长、短轴长、焦距成等差数列，则椭圆的离心率为');
    expect(r.finalAnswer).toBe('$\\frac{3}{5}$');
    expect(r.markdown).toContain('由题意 $2\\times 2b=2a+2c$');
  });
});

describe('eccentricity from special points', () => {
  it('the points in a, b, c and the slope written out', async () => {
    const r = await solve(
      '已知 $F$ 为双曲线 $C: \\frac{x^{2}}{a^{2}}-\\frac{y^{2}}{b^{2}}=1(a>0, b>0)$\n的右焦点, $A$ 为 $C$ 的右顶点, $B$ 为 $C$ 上的点, 且 $B F$ 垂直于 $x$ 轴. 若 $A B$ 的斜率为 3 , 则 $C$ 的离心率为',
    );
    expect(r.finalAnswer).toBe('$2$');
    expect(r.markdown).toContain('$B(c,\\frac{b^2}{a})$');
    expect(r.markdown).toContain('k_{AB}=\\frac{\\frac{b^2}{a}}{c-a}=3');
    expect(r.markdown).not.toContain('所给条件成为关于');
  });
});

import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';
import { answerMatches } from '../../server/solver/math/answers/answer';

async function answer(text: string): Promise<string | null> {
  const r = await analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}
const H = '$\\frac{x^2}{a^2}-\\frac{y^2}{b^2}=1(a>0,b>0)$';

describe('hyperbola: asymptote and eccentricity', () => {
  it('eccentricity from an asymptote, foci on x (e² = 1 + k²)', async () => {
    expect(await answer(`已知双曲线 ${H} 的一条渐近线方程为 $y=2x$, 则其离心率为`)).toBe('$\\sqrt{5}$');
    expect(await answer(`已知双曲线 ${H} 的一条渐近线方程为 $y=\\frac{3}{4}x$, 则其离心率为`)).toBe('$\\frac{5}{4}$');
  });
  it('eccentricity from an asymptote, foci on y (e² = 1 + 1/k²)', async () => {
    expect(
      await answer(
        '双曲线 $C: \\frac{y^{2}}{a^{2}}-\\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线方程为 $y=\\frac{1}{2}x$, 则 $C$ 的离心率为',
      ),
    ).toBe('$\\sqrt{5}$');
  });
  it('asymptotes from the eccentricity', async () => {
    expect(await answer(`已知双曲线 $C$: ${H} 的离心率为 $2$, 则 $C$ 的渐近线方程为`)).toBe('$y=\\pm \\sqrt{3}x$');
  });
  it('picks the option', async () => {
    expect(
      await answer(`已知双曲线 ${H} 的一条渐近线方程为 $y=\\sqrt{3}x$, 则其离心率为（ ）A. $\\sqrt{2}$ B. 2 C. $\\sqrt{3}$ D. 3`),
    ).toBe('B（2）');
  });
  it('does not answer when more is given than an asymptote', async () => {
    expect(await answer(`已知双曲线 ${H} 的一条渐近线方程为 $y=2x$, 且经过点 $(1,1)$, 则其离心率为`)).not.toBe('$\\sqrt{5}$');
  });
});

describe('asymptotes among the options', () => {
  it('compares the slopes ±k with options written y=±kx', async () => {
    const r = await analyticGeometryEngine.solve(
      readQuestion(
        '双曲线 $\\frac{x^{2}}{a^{2}}-\\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\\sqrt{3}$, 则其渐近线方程为 $(\\quad)$\nA. $y= \\pm \\sqrt{2} x$\nB. $y= \\pm \\sqrt{3} x$\nC. $y= \\pm \\frac{\\sqrt{2}}{2} x$\nD. $y= \\pm \\frac{\\sqrt{3}}{2} \\mathrm{x}$',
        'solution',
        'math',
      ),
    );
    expect(r?.outcome.ok && r.outcome.finalAnswer).toMatch(/^A/);
  });
  it('reads only the form y=±kx', () => {
    expect(answerMatches({ kind: 'numbers', values: [2, -2] }, '$y=\\pm 2x$')).toBe(true);
    expect(answerMatches({ kind: 'numbers', values: [2, -2] }, '$y=\\pm \\frac{1}{2} x$')).toBe(false);
    expect(answerMatches({ kind: 'numbers', values: [2] }, '$y=\\pm 2x$')).toBe(false);
    expect(answerMatches({ kind: 'numbers', values: [2, -2] }, '$y=2x+1$')).toBeNull();
  });
});

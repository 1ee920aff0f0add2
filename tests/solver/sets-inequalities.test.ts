import { describe, expect, it } from 'vitest';
import { setsEngine } from '../../server/solver/engines/sets-inequalities';
import { expectNoAnswer, expectRefused, numbersBy, solvedBy } from './hs-helpers';

describe('sets engine', () => {
  it('intersects sets given by a quadratic inequality and an interval', async () => {
    const { out, value } = await solvedBy(
      setsEngine,
      '已知集合 $A=\\{x \\mid x^2-5x+4\\le 0\\}$，$B=\\{x \\mid 3<x<6\\}$，求 $A\\cap B$。',
    );
    expect(out.finalAnswer).toContain('3<x\\le 4');
    expect(value).toEqual({ kind: 'interval', intervals: [{ lo: 3, hi: 4, loClosed: false, hiClosed: true }] });
  });

  it('takes unions and complements, with absolute values and fractions', async () => {
    const u = await solvedBy(setsEngine, '已知集合 $A=\\{x \\mid |x-2|<1\\}$，$B=\\{x \\mid \\frac{x}{x-4}\\le 0\\}$，则 $A\\cup B=$');
    expect(u.value).toEqual({ kind: 'interval', intervals: [{ lo: 0, hi: 4, loClosed: true, hiClosed: false }] });
    const c = await solvedBy(
      setsEngine,
      '设全集 $U=\\mathbb{R}$，$A=\\{x \\mid x^2-x-6>0\\}$，$B=\\{x|x>0\\}$，求 $(\\complement_U A)\\cap B$',
    );
    expect(c.value).toEqual({ kind: 'interval', intervals: [{ lo: 0, hi: 3, loClosed: false, hiClosed: true }] });
    expect(c.out.markdown).toContain('\\complement');
  });

  it('works with finite sets, integer conditions and a finite universe', async () => {
    const a = await solvedBy(setsEngine, '已知集合 $A=\\{-2,-1,0,1,2\\}$，$B=\\{x \\mid x^2-x-2<0\\}$，则 $A\\cap B=$');
    expect(a.value).toEqual({ kind: 'numbers', values: [0, 1] });
    const z = await solvedBy(setsEngine, '已知集合 $A=\\{x\\in\\mathbb{Z} \\mid x^2<4\\}$，$B=\\{0,2,4\\}$，求 $A\\cup B$');
    expect(z.value).toEqual({ kind: 'numbers', values: [-1, 0, 1, 2, 4] });
    const f = await solvedBy(setsEngine, '设全集 $U=\\{1,2,3,4,5,6\\}$，$A=\\{1,3,5\\}$，$B=\\{3,4\\}$，则 $(\\complement_U A)\\cup B=$');
    expect(f.value).toEqual({ kind: 'numbers', values: [2, 3, 4, 6] });
  });

  it('solves exponential and logarithmic conditions by monotonicity, with the log domain', async () => {
    const a = await solvedBy(setsEngine, '已知集合 $A=\\{x \\mid 3^{x-1}\\le 9\\}$，$B=\\{x \\mid x>0\\}$，则 $A\\cap B=$');
    expect(a.value).toEqual({ kind: 'interval', intervals: [{ lo: 0, hi: 3, loClosed: false, hiClosed: true }] });
    const b = await solvedBy(setsEngine, '已知集合 $A=\\{x \\mid \\log_{2}(x+1)<2\\}$，$B=\\{x \\mid x\\ge 0\\}$，则 $A\\cap B=$');
    expect(b.value).toEqual({ kind: 'interval', intervals: [{ lo: 0, hi: 3, loClosed: true, hiClosed: false }] });
    expect(b.out.markdown).toContain('定义域');
  });

  it('solves absolute-value, exponential and logarithmic inequalities and systems', async () => {
    const a = await solvedBy(setsEngine, '解不等式 $|2x+1|\\ge 3$');
    expect(a.value).toEqual({
      kind: 'interval',
      intervals: [
        { lo: Number.NEGATIVE_INFINITY, hi: -2, loClosed: false, hiClosed: true },
        { lo: 1, hi: Number.POSITIVE_INFINITY, loClosed: true, hiClosed: false },
      ],
    });
    const b = await solvedBy(setsEngine, '不等式 $\\left(\\frac{1}{3}\\right)^{x}<9$ 的解集为');
    expect(b.value).toEqual({ kind: 'interval', intervals: [{ lo: -2, hi: Number.POSITIVE_INFINITY, loClosed: false, hiClosed: false }] });
    const c = await solvedBy(setsEngine, '解不等式组 $\\begin{cases} 2x-1>x \\\\ x^2-2x-8\\le 0 \\end{cases}$');
    expect(c.value).toEqual({ kind: 'interval', intervals: [{ lo: 1, hi: 4, loClosed: false, hiClosed: true }] });
    await expectNoAnswer(setsEngine, '解不等式 $x^2-3x+2<0$');
    await expectNoAnswer(setsEngine, '若不等式 $|x-a|<1$ 的解集为 $(1,3)$，求 $a$ 的值');
  });

  it('picks the option equal to the result', async () => {
    const { out } = await solvedBy(
      setsEngine,
      '已知集合 $A=\\{1,2,3,4\\}$，$B=\\{x \\mid x^{2}-3x<0\\}$，则 $A \\cap B=(\\quad)$\nA. $\\{1,2\\}$\nB. $\\{2,3\\}$\nC. $\\{1,2,3\\}$\nD. $\\{3,4\\}$',
    );
    expect(out.finalAnswer.startsWith('A')).toBe(true);
  });

  it('leaves or refuses what it does not do', async () => {
    await expectNoAnswer(setsEngine, '已知集合 $A=\\{x \\mid x^2<4\\}$，$B=\\{x \\mid x>a\\}$，若 $A\\subseteq B$，求 $a$ 的取值范围');
    // a subset count is answered (2ⁿ); a count of sets between two given sets is not
    expect(await numbersBy(setsEngine, '已知集合 $A=\\{1,2\\}$，则 $A$ 的子集个数为')).toEqual([4]);
    await expectNoAnswer(setsEngine, '满足 $\\{1\\} \\subseteq M \\subseteq \\{1,2,3\\}$ 的集合 $M$ 的个数为');
    await expectNoAnswer(setsEngine, '已知集合 $A=\\{y \\mid y=x^2+1\\}$，$B=\\{x \\mid x<3\\}$，求 $A\\cap B$');
    await expectRefused(setsEngine, '已知集合 $A=\\{x\\in\\mathbb{Z} \\mid x>1\\}$，$B=\\{1,2\\}$，求 $A\\cup B$', /无穷/);
  });
});

describe('sets engine: equations in the builder, counts, ∁ read as ∂', () => {
  it('lists the roots of an equation and counts the elements of a result', async () => {
    const { out } = await solvedBy(
      setsEngine,
      '设全集 $U=\\{0,1,2,3,4\\}$，集合 $A=\\{x \\mid x^{2}-3x+2=0\\}$，$B=\\{1,4\\}$，则 $\\complement_{U}(A\\cup B)=$',
    );
    expect(out.finalAnswer).toContain('\\{0,3\\}');
    expect(await numbersBy(setsEngine, '已知集合 $A=\\{0,2,4,6,8\\}$，$B=\\{x \\mid 1<x<7\\}$，则 $A \\cap B$ 中元素的个数为')).toEqual([
      3,
    ]);
    await expectRefused(setsEngine, '已知集合 $A=\\{x \\mid x>1\\}$，$B=\\{x \\mid x<7\\}$，则 $A \\cap B$ 中元素的个数为');
  });

  it('reads a complement typeset as \\partial when a universe is declared', async () => {
    const { out } = await solvedBy(setsEngine, '设全集 $U=\\{1,2,3,4\\}$，集合 $A=\\{1,2\\}$，则 $\\partial A=$');
    expect(out.finalAnswer).toContain('\\{3,4\\}');
  });
});

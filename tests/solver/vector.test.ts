import { describe, expect, it } from 'vitest';
import { vectorEngine } from '../../server/solver/engines/vector';
import { expectNoAnswer, numbersBy, solvedBy } from './hs-helpers';

describe('vector engine', () => {
  it('solves perpendicular and collinear conditions for a parameter', async () => {
    expect(await numbersBy(vectorEngine, '已知向量 $\\vec{a}=(2,3)$，$\\vec{b}=(m,-4)$，若 $\\vec{a}\\perp\\vec{b}$，则 $m=$')).toEqual([
      6,
    ]);
    expect(await numbersBy(vectorEngine, '已知向量 $\\vec{a}=(1,-2)$，$\\vec{b}=(3,t)$，且 $\\vec a\\parallel\\vec b$，则 $t=$')).toEqual([
      -6,
    ]);
    expect(
      await numbersBy(vectorEngine, '已知向量 $\\vec a=(1,2)$，$\\vec b=(1,0)$，若 $(\\vec a+k\\vec b)\\perp\\vec a$，则 $k=$'),
    ).toEqual([-5]);
    expect(
      await numbersBy(
        vectorEngine,
        '已知向量 $\\vec{a}=(2,1), \\vec{b}=(1,\\lambda)$，若 $\\vec{a} / /(\\vec{a}-2\\vec{b})$，则 $\\lambda=$',
      ),
    ).toEqual([0.5]);
  });

  it('computes dot products, lengths and angles from coordinates', async () => {
    const [len] = await numbersBy(vectorEngine, '已知向量 $\\vec a=(1,2)$，$\\vec b=(-3,4)$，求 $|\\vec a+\\vec b|$');
    expect(len).toBeCloseTo(Math.sqrt(40), 12);
    const { out, value } = await solvedBy(vectorEngine, '已知向量 $\\vec a=(1,0)$，$\\vec b=(1,1)$，则 $\\vec a$ 与 $\\vec b$ 的夹角为');
    expect(out.finalAnswer).toContain('\\frac{\\pi}{4}');
    expect(value).toEqual({ kind: 'numbers', values: [Math.PI / 4] });
  });

  it('works from lengths and the angle or the dot product', async () => {
    const [v] = await numbersBy(
      vectorEngine,
      '已知 $|\\vec a|=2$，$|\\vec b|=3$，$\\vec a$ 与 $\\vec b$ 的夹角为 $\\frac{2\\pi}{3}$，求 $|2\\vec a-\\vec b|$',
    );
    // 4·4 - 4·(-3) + 9 = 37
    expect(v).toBeCloseTo(Math.sqrt(37), 12);
    const { out } = await solvedBy(
      vectorEngine,
      '已知 $|\\vec a|=\\sqrt{2}$，$|\\vec b|=2$，且 $(\\vec a-\\vec b)\\perp\\vec a$，则 $\\vec a$ 与 $\\vec b$ 的夹角为',
    );
    expect(out.finalAnswer).toContain('\\frac{\\pi}{4}');
  });

  it('leaves projections, figures and unknown kinds', async () => {
    // the projection vector is another kind (the projection as a number is answered: 11/5)
    await expectNoAnswer(vectorEngine, '已知向量 $\\vec a=(1,2)$，$\\vec b=(3,4)$，求 $\\vec a$ 在 $\\vec b$ 上的投影向量');
    await expectNoAnswer(vectorEngine, '在三角形 $ABC$ 中，$\\overrightarrow{AB}\\cdot\\overrightarrow{AC}=2$，求面积');
    await expectNoAnswer(vectorEngine, '已知向量 $\\vec a=(1,x)$，$\\vec b=(y,2)$，求 $\\vec a\\cdot\\vec b$');
  });

  it('reads unit vectors and perpendicular unit vectors from words', async () => {
    const [v] = await numbersBy(vectorEngine, '已知 $\\vec a, \\vec b$ 均为单位向量，且 $|\\vec a-\\vec b|=1$，则 $|\\vec a+\\vec b|=$');
    // a·b = 1/2, |a+b|² = 3
    expect(v).toBeCloseTo(Math.sqrt(3), 12);
    expect(
      await numbersBy(
        vectorEngine,
        '已知 $\\vec e$ 与 $\\vec f$ 是两个互相垂直的单位向量，若向量 $2\\vec e+\\vec f$ 与向量 $t$ $\\vec e-\\vec f$ 垂直，则 $t=$',
      ),
    ).toEqual([0.5]);
    // only one of the two is a unit vector: not understood
    await expectNoAnswer(vectorEngine, '已知 $\\vec a$ 为单位向量，$|\\vec a-\\vec b|=1$，则 $|\\vec a+\\vec b|=$');
  });

  it('finds an unknown length from the angle and another length', async () => {
    // |a|=2, angle 60°, |a+b|=√19 → a·b=s, |b|²=s², 4+2s+s²=19 → s=3 (s=-5 has the wrong sign)
    const { out, value } = await solvedBy(
      vectorEngine,
      '已知向量 $\\vec a, \\vec b$ 的夹角为 $60^{\\circ}$，$|\\vec a|=2$，$|\\vec a+\\vec b|=\\sqrt{19}$，则 $|\\vec b|=$',
    );
    expect(value).toEqual({ kind: 'numbers', values: [3] });
    expect(out.markdown).toContain('同号');
    // angle 120°: s must be negative; |a|=1, |a-b|=√7 → |b|²=4s², 1-2s+4s²=7 → s=-1 (|b|=2) or 3/2 (rejected)
    expect(
      await numbersBy(
        vectorEngine,
        '已知向量 $\\vec a, \\vec b$ 的夹角为 $\\frac{2\\pi}{3}$，$|\\vec a|=1$，$|\\vec a-\\vec b|=\\sqrt{7}$，则 $|\\vec b|=$',
      ),
    ).toEqual([2]);
  });

  it('uses two non-parallel vectors as a basis for collinearity only', async () => {
    expect(
      await numbersBy(
        vectorEngine,
        '设向量 $\\vec a, \\vec b$ 不共线，若向量 $\\vec a+\\mu\\vec b$ 与 $3\\vec a-\\vec b$ 共线，则 $\\mu=$',
      ),
    ).toEqual([-1 / 3]);
    // lengths cannot be asked of an abstract basis
    await expectNoAnswer(vectorEngine, '设向量 $\\vec a, \\vec b$ 不共线，向量 $k\\vec a+\\vec b$ 与 $\\vec a-\\vec b$ 垂直，则 $k=$');
  });
});

describe('vector engine: one length not given, the dot product given', () => {
  it('finds the missing length from a length condition', async () => {
    // |a-b|² = 9 - 2·1 + t = 25 → t = 18
    const { out, value } = await solvedBy(
      vectorEngine,
      '若向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=3,|\\vec{a}-\\vec{b}|=5, \\vec{a} \\cdot \\vec{b}=1$, 则 $|\\vec{b}|=$',
    );
    expect(out.finalAnswer).toBe('$|\\vec{b}|=3\\sqrt{2}$');
    expect(value.kind === 'numbers' && value.values[0]).toBeCloseTo(Math.sqrt(18), 12);
  });
  it('answers what does not depend on the missing length, dot products written with \\bullet too', async () => {
    expect(
      await numbersBy(
        vectorEngine,
        '已知向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=1, \\vec{a} \\cdot \\vec{b}=-1$, 则 $\\vec{a} \\bullet(2 \\vec{a}-\\vec{b})=$',
      ),
    ).toEqual([3]);
  });
  it('leaves what depends on the missing length, and contradicts Cauchy–Schwarz', async () => {
    await expectNoAnswer(
      vectorEngine,
      '已知向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=1, \\vec{a} \\cdot \\vec{b}=-1$, 则 $|\\vec{a}-\\vec{b}|=$',
    );
    // t = 6 but (a·b)² = 9 > |a|²·t = 6: no such vectors
    await expectNoAnswer(
      vectorEngine,
      '若向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=1,|\\vec{a}-\\vec{b}|=1, \\vec{a} \\cdot \\vec{b}=3$, 则 $|\\vec{b}|=$',
    );
  });
});

describe('vector engine: the cosine of the angle written as cos⟨a, b⟩', () => {
  it('reads $\\cos \\langle\\vec{a}, \\vec{b}\\rangle=$ as the asked cosine', async () => {
    const [c] = await numbersBy(vectorEngine, '已知向量 $\\vec{a}=(2,2), \\vec{b}=(-8,6)$, 则 $\\cos \\langle\\vec{a}, \\vec{b}\\rangle=$');
    expect(c).toBeCloseTo(-Math.sqrt(2) / 10, 12);
    await expectNoAnswer(vectorEngine, '已知向量 $\\vec{a}=(2,2), \\vec{b}=(-8,y)$, 则 $\\cos \\langle\\vec{a}, \\vec{b}\\rangle=$');
  });
});

import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, run, solvedBy } from './hs-helpers';

describe('functions engine: tangent lines through a point', () => {
  it('sets the tangency point as unknown and finds every tangent', async () => {
    const a = await solvedBy(functionsEngine, '求曲线 $y=x^3$ 过点 $(1,1)$ 的切线方程');
    expect(a.out.finalAnswer).toBe('$y=\\frac{3x}{4} + \\frac{1}{4}$ 或 $y=3x - 2$');
    expect(a.out.markdown).toContain('设切点');
    const b = await solvedBy(functionsEngine, '曲线 $y=x^2$ 过点 $(1,0)$ 的切线方程为');
    expect(b.out.finalAnswer).toBe('$y=0$ 或 $y=4x - 4$');
    const c = await solvedBy(functionsEngine, '过原点作曲线 $y=x^3-3x^2+2x$ 的切线，求切线方程');
    expect(c.out.finalAnswer).toContain('y=2x');
    const d = await solvedBy(functionsEngine, '求曲线 $f(x)=x^2+2x$ 过点 $P(0,-1)$ 的切线方程');
    // t^2 + 2t + (2t+2)(0-t) = -1 → t = ±1
    expect(d.out.finalAnswer).toBe('$y=-1$ 或 $y=4x - 1$');
  });

  it('refuses irrational or missing tangency points and leaves tangents at a point', async () => {
    // t^2 - 2t - 1 = 0: irrational tangency points
    const r = await run(functionsEngine, '求曲线 $y=x^2$ 过点 $(1,2)$ 的切线方程');
    expect(r?.outcome.ok).toBe(false);
    // a point inside the parabola: no tangent
    await expectNoAnswer(functionsEngine, '求曲线 $y=x^2$ 过点 $(0,1)$ 的切线方程');
    expect(await run(functionsEngine, '已知曲线 $y=x^3$，求曲线在点 $(1,1)$ 处的切线方程')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { run, solvedBy } from './hs-helpers';

describe('functions engine: maximum and minimum on a closed interval (ln, e^x)', () => {
  it('finds the critical points, builds the sign table and compares with the endpoints', async () => {
    const a = await solvedBy(functionsEngine, '函数 $f(x)=x-\\ln x$ 在区间 $[\\frac{1}{2},2]$ 上的最小值为');
    expect(a.value).toEqual({ kind: 'numbers', values: [1] });
    expect(a.out.markdown).toContain('单调递减');
    const b = await solvedBy(functionsEngine, '函数 $f(x)=x-\\ln x$ 在区间 $[\\frac{1}{2},2]$ 上的最大值为');
    expect(b.value.kind === 'numbers' && Math.abs(b.value.values[0] - (2 - Math.log(2))) < 1e-12).toBe(true);
    const c = await solvedBy(functionsEngine, '函数 $f(x)=e^x-x$ 在区间 $[-1,1]$ 上的最大值为');
    expect(c.value.kind === 'numbers' && Math.abs(c.value.values[0] - (Math.E - 1)) < 1e-12).toBe(true);
    const d = await solvedBy(functionsEngine, '函数 $f(x)=x e^{x}$ 在区间 $[-2,0]$ 上的最小值为');
    expect(d.value.kind === 'numbers' && Math.abs(d.value.values[0] + 1 / Math.E) < 1e-12).toBe(true);
  });

  it('leaves polynomials to the algebra engine and refuses undefined points', async () => {
    expect(await run(functionsEngine, '函数 $f(x)=x^3-3x$ 在区间 $[0,2]$ 上的最大值为')).toBeNull();
    const r = await run(functionsEngine, '函数 $f(x)=\\ln x$ 在区间 $[-1,2]$ 上的最大值为');
    expect(r?.outcome.ok ?? false).toBe(false);
  });
});

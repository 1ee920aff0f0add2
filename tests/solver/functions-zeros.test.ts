import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, numbersBy, run } from './hs-helpers';

describe('functions engine: number of zeros from monotonic pieces', () => {
  it('counts sign changes on the pieces given by f′', async () => {
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^3-3x+1$ 的零点个数为')).toEqual([3]);
    // a double zero at the critical point x = 1
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^3-3x+2$ 的零点个数为')).toEqual([2]);
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^3-3x+1$ 在区间 $(0,1)$ 内的零点个数为')).toEqual([1]);
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^2-2x$ 在区间 $[0,2]$ 上的零点个数为')).toEqual([2]);
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^2-2x$ 在区间 $(0,2)$ 内的零点个数为')).toEqual([0]);
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^3+x-1$ 的零点个数为')).toEqual([1]);
  });

  it('refuses irrational critical points, and leaves a letter to the separation kind', async () => {
    const r = await run(functionsEngine, '函数 $f(x)=x^3-2x+1$ 的零点个数为');
    expect(r?.outcome.ok).toBe(false);
    const withLetter = await run(functionsEngine, '若函数 $f(x)=x^3-3x+a$ 有三个零点，求 $a$ 的取值范围');
    expect(withLetter?.outcome.ok && withLetter.outcome.engine).toBe('offline:functions:parameter-separation');
    expect(withLetter?.outcome.ok && withLetter.outcome.finalAnswer).toBe('$(-2, 2)$');
  });

  it('leaves an interval written outside the formulas rather than count on the whole line', async () => {
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=x^{2}-5x+6$，则 f(x)在区间[0,\\frac{5}{2}]上的零点个数为____。');
    expect(await numbersBy(functionsEngine, '函数 $f(x)=x^{2}-5x+6$ 在区间 $[0,\\frac{5}{2}]$ 上的零点个数为')).toEqual([1]);
  });
});

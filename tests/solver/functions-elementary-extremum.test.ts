import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, numbersBy, solvedBy } from './hs-helpers';

const near = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

describe('extrema of functions with eˣ or ln x', () => {
  it('a minimum at a rational point', async () => {
    // f(x) = (x−1)eˣ: f' = x·eˣ, minimum f(0) = −1
    expect(near(await numbersBy(functionsEngine, '函数 $f(x)=(x-1) e^{x}$ 的极小值为'), [-1])).toBe(true);
  });
  it('a critical point at ln 3 or 1/e²', async () => {
    // eˣ − 3x: x = ln 3, value 3 − 3 ln 3
    expect(near(await numbersBy(functionsEngine, '函数 $f(x)=e^{x}-3 x$ 的极小值为'), [3 - 3 * Math.log(3)])).toBe(true);
    // x ln x + x: ln x + 2 = 0, x = e^{−2}, value −e^{−2}
    expect(near(await numbersBy(functionsEngine, '函数 $f(x)=x \\ln x+x$ 的最小值为'), [-Math.exp(-2)])).toBe(true);
  });
  it('only the asked kind of extremum', async () => {
    const { out } = await solvedBy(functionsEngine, '函数 $f(x)=x^{2} e^{x}$ 的极大值为');
    expect(out.finalAnswer).toContain('极大值');
    expect(out.finalAnswer).not.toContain('极小值');
  });
  it('the largest value on a closed interval', async () => {
    // 2x − eˣ on [0, 2]: maximum at ln 2
    expect(near(await numbersBy(functionsEngine, '函数 $f(x)=2 x-e^{x}$ 在 $[0,2]$ 上的最大值为'), [2 * Math.log(2) - 2])).toBe(true);
  });
  it('does not answer what it cannot establish', async () => {
    // two critical points: the global minimum needs more than one critical point
    await expectNoAnswer(functionsEngine, '函数 $f(x)=x^{2} e^{x}$ 的最小值为');
    // no extremum at all
    await expectNoAnswer(functionsEngine, '函数 $f(x)=e^{x}+2 x$ 的极小值为');
    // the domain is two intervals
    await expectNoAnswer(functionsEngine, '函数 $f(x)=\\frac{e^{x}}{x}$ 的最小值为');
    // a critical point that is no neat number (eˣ = 2 − x)
    await expectNoAnswer(functionsEngine, '函数 $f(x)=e^{x}+\\frac{1}{2} x^{2}-2 x$ 的极小值为');
  });
});

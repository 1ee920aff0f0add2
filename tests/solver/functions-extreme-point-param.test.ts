import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, expectRefused, numbersBy } from './hs-helpers';

describe('functions: a letter fixed by a given extreme point', () => {
  it.each([
    ['若 $x=-2$ 是函数 $f(x)=(x^{2}+a x-1) e^{x-1}$ 的极值点, 则 $a=$ ____', -1],
    ['若 $x=-2$ 是函数 $f(x)=(x^{2}+a x-1) e^{x-1}$ 的极值点, 则 $f(x)$ 的极小值为 ____', -1],
    ['已知函数 $f(x)=x^{3}+a x^{2}+3 x-9$ 在 $x=-3$ 时取得极值, 则 $a=$ ____', 5],
    ['已知函数 $f(x)=x^{3}+a x^{2}+3 x-9$ 在 $x=-3$ 时取得极值, 则 $f(x)$ 的极小值为 ____', -256 / 27],
    ['若 $x=1$ 是函数 $f(x)=x^{3}+m x$ 的极值点, 则 $f(x)$ 的极大值为 ____', 2],
  ])('%s', async (text, value) => {
    const [v] = await numbersBy(functionsEngine, text);
    expect(v).toBeCloseTo(value, 9);
  });

  it('refuses when the point found is not an extreme point', async () => {
    await expectRefused(functionsEngine, '若 $x=0$ 是函数 $f(x)=x^{3}+a x$ 的极值点, 则 $a=$ ____', /不是极值点/);
  });

  it.each([
    // f′(1) = 0 is of degree two in a
    '若 $x=1$ 是函数 $f(x)=x^{3}+a^{2} x-4 x$ 的极值点, 则 $a=$ ____',
    // two letters
    '若 $x=1$ 是函数 $f(x)=x^{3}+a x^{2}+b x$ 的极值点, 则 $a=$ ____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(functionsEngine, text);
  });
});

import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('one unknown constant of a function from one condition (待定系数)', () => {
  it('from a value of the function', async () => {
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=\\log _{3}\\left(x^{2}-a\\right)$, 若 $f(2)=1$, 则 $a=$')).toEqual([1]);
    expect(await numbersBy(functionsEngine, '设函数 $f(x)=m x^{2}-3 x+1$, 且 $f(2)=3$, 则 $m=$')).toEqual([2]);
  });
  it('from a point the graph passes through', async () => {
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=k x+\\frac{2}{x}$ 的图象经过点 $(2,5)$, 则 $k=$')).toEqual([2]);
  });
  it('then a value of the function once the constant is known', async () => {
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=2^{x}+a$, 若 $f(1)=5$, 则 $f(3)=$')).toEqual([11]);
  });
  it('through the other half of an odd or even function', async () => {
    expect(await numbersBy(functionsEngine, '已知 $f(x)$ 是偶函数, 当 $x>0$ 时, $f(x)=a x^{2}+1$. 若 $f(-2)=9$, 则 $a=$')).toEqual([2]);
  });
  it('from the parity of the whole function', async () => {
    expect(await numbersBy(functionsEngine, '若函数 $f(x)=x^{2}+(a-1) x$ 为偶函数, 则 $a=$')).toEqual([1]);
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=a-\\frac{2}{3^{x}+1}$ 是奇函数, 则 $a=$')).toEqual([1]);
  });
  it('gives both values when the question asks the constant and both fit', async () => {
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=a^{2} x-1$, 若 $f(1)=3$, 则 $a=$')).toEqual([-2, 2]);
  });
  it('does not answer what it cannot decide', async () => {
    // two constants
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=a x+b$, 若 $f(1)=3$, 则 $a=$');
    // a condition it does not read (a range)
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=a x^{2}+1$ 在 $(0,+\\infty)$ 上单调递增, 则 $a$ 的取值范围是');
    // two values of the constant give two values of f(3)
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=a^{2} x-1$, 若 $f(1)=3$, 则 $f(3)=$');
    // a constant that is not a neat number
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=2^{x}+a x$, 若 $f(1)=\\pi$, 则 $a=$');
    // parity alone cannot fix f(0) of an even function
    await expectNoAnswer(functionsEngine, '已知 $f(x)$ 是偶函数, 当 $x>0$ 时, $f(x)=a x+1$. 若 $f(0)=3$, 则 $a=$');
  });
});

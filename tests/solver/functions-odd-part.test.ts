import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('functions engine: an odd function plus a constant', () => {
  it('gives f(−p) = 2c − f(p), with unknown coefficients or an unknown point', async () => {
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=a x^{3}+b x+2$, 若 $f(-2)=5$, 则 $f(2)=$')).toEqual([-1]);
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=\\ln \\left(\\sqrt{1+x^{2}}-x\\right)+1, f(a)=4$, 则 $f(-a)=$')).toEqual([-2]);
    expect(await numbersBy(functionsEngine, '已知函数 $f(x)=x^{3}+\\sin x+1$, 若 $f(a)=2$, 则 $f(-a)=$')).toEqual([0]);
  });
  it('leaves functions that are not an odd function plus a constant', async () => {
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=a x^{2}+b x+2$, 若 $f(-2)=5$, 则 $f(2)=$');
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=x^{3}+x^{2}+1$, 若 $f(a)=2$, 则 $f(-a)=$');
  });
});

import { describe, expect, it } from 'vitest';
import { setsEngine } from '../../server/solver/engines/sets-inequalities';
import { createOfflineSolver } from '../../server/solver/offline';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('counting the elements of a set of ordered pairs', () => {
  it.each([
    ['已知集合 $A=\\{1,2,3,4,5\\}, B=\\{(x, y) \\mid x \\in A, y \\in A, x-y \\in A\\}$, 则 $B$ 中所含元素的个数为____', 10],
    ['设集合 $M=\\{0,1,2\\}$, $N=\\{(a, b) \\mid a \\in M, b \\in M, a+b \\in M\\}$, 则 $N$ 中元素的个数为____', 6],
    ['已知集合 $P=\\{1,2,3\\}$, $Q=\\{(x, y) \\mid x \\in P, y \\in P, x<y\\}$, 则集合 $Q$ 中元素的个数是____', 3],
    ['已知集合 $A=\\left\\{(x, y) \\mid x^{2}+y^{2} \\leqslant 3, x \\in Z, y \\in Z\\right\\}$, 则 $A$ 中元素的个数为____', 9],
    ['集合 $A=\\{(x, y) \\mid x^{2}+y^{2}<2, x \\in \\mathbf{Z}, y \\in \\mathbf{Z}\\}$ 中元素的个数为____', 5],
    ['已知集合 $B=\\{(x, y) \\mid x^{2}+2 y^{2} \\leqslant 4, x, y \\in Z\\}$, 则 $B$ 中元素的个数为____', 11],
  ])('%s → %d', async (text, count) => {
    expect(await numbersBy(setsEngine, text)).toEqual([count]);
  });

  it.each([
    // real pairs: infinitely many
    '已知集合 $A=\\{(x, y) \\mid x^{2}+y^{2} \\leqslant 3\\}$, 则 $A$ 中元素的个数为____',
    '已知集合 $A=\\{(x, y) \\mid x^{2}+y^{2} \\leqslant 3, x \\in R, y \\in R\\}$, 则 $A$ 中元素的个数为____',
    // integer points of an unbounded region
    '已知集合 $A=\\{(x, y) \\mid x^{2}-y^{2} \\leqslant 3, x \\in Z, y \\in Z\\}$, 则 $A$ 中元素的个数为____',
    '已知集合 $A=\\{(x, y) \\mid x+y \\leqslant 3, x \\in Z, y \\in Z\\}$, 则 $A$ 中元素的个数为____',
    // a set that is named but not defined, or defined and not used
    '已知集合 $B=\\{(x, y) \\mid x \\in A, y \\in A, x-y \\in A\\}$, 则 $B$ 中元素的个数为____',
    '已知集合 $A=\\{1,2,3\\}, C=\\{4,5\\}, B=\\{(x, y) \\mid x \\in A, y \\in A\\}$, 则 $B$ 中元素的个数为____',
    // subsets are not counted here
    '已知集合 $A=\\{1,2\\}, B=\\{(x, y) \\mid x \\in A, y \\in A\\}$, 则 $B$ 的子集的个数为____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(setsEngine, text);
  });

  it('answers the choice question with the option equal to the count', async () => {
    const text =
      '已知集合 $A=\\{1,2,3,4\\}, B=\\{(x, y) \\mid x \\in A, y \\in A, x+y \\in A\\}$, 则 $B$ 中所含元素的个数为（ ）\nA. 3\nB. 6\nC. 8\nD. 10';
    const out = await createOfflineSolver().solve({ text });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.finalAnswer).toMatch(/^B/);
  });
});

describe('a set of pairs with a condition in words', () => {
  it('is not answered', async () => {
    await expectNoAnswer(
      setsEngine,
      '已知集合 $A=\\{1,2,3,4\\}, B=\\{(x, y) \\mid x \\in A, y \\in A\\}$, 其中 $x$ 为偶数, 则 $B$ 中元素的个数为____',
    );
  });
});

describe('the number of common points of two curves given as sets of points', () => {
  it.each([
    ['已知集合 $A=\\{(x, y) \\mid x^{2}+y^{2}=1\\}, B=\\{(x, y) \\mid y=x\\}$, 则 $A \\cap B$ 中元素的个数为____', 2],
    ['已知集合 $A=\\{(x, y) \\mid x^{2}+y^{2}=1\\}, B=\\{(x, y) \\mid y=x+2\\}$, 则 $A \\cap B$ 中元素的个数为____', 0],
    ['设集合 $M=\\{(x, y) \\mid y=x^{2}\\}, N=\\{(x, y) \\mid y=x\\}$, 则 $M \\cap N$ 中元素的个数为____', 2],
    ['已知集合 $A=\\{(x, y) \\mid x^{2}+y^{2}=2\\}, B=\\{(x, y) \\mid x+y=2\\}$, 则 $A \\cap B$ 中元素的个数为____', 1],
  ])('%s → %d', async (text, count) => {
    expect(await numbersBy(setsEngine, text)).toEqual([count]);
  });

  it.each([
    // regions, not curves
    '已知集合 $A=\\{(x, y) \\mid x^{2}+y^{2} \\leqslant 1\\}, B=\\{(x, y) \\mid y=x\\}$, 则 $A \\cap B$ 中元素的个数为____',
    // the same line twice: infinitely many
    '已知集合 $A=\\{(x, y) \\mid y=x\\}, B=\\{(x, y) \\mid 2 y=2 x\\}$, 则 $A \\cap B$ 中元素的个数为____',
    // curves in different letters
    '已知集合 $A=\\{(x, y) \\mid y=x\\}, B=\\{(s, t) \\mid t=s^{2}\\}$, 则 $A \\cap B$ 中元素的个数为____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(setsEngine, text);
  });
});

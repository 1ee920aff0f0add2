import { describe, expect, it } from 'vitest';
import { probabilityEngine } from '../../server/solver/engines/probability';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('binomial distribution: p from the variance or the expectation', () => {
  it.each([
    [
      '某群体中的每位成员使用移动支付的概率都为 $\\mathrm{p}$, 各成员的支付方式相互独立. 设 $\\mathrm{X}$ 为该群体的 10 位成员中使用移动支付的人数, $D X=2.4, P (x=4)<P(X=6)$, 则 $p= ____ $',
      0.6,
    ],
    ['设随机变量 $X \\sim B(10, p)$, 且 $D(X)=2.4$, $P(X=3)>P(X=7)$, 则 $p=$ ____', 0.4],
    ['设随机变量 $X \\sim B(10, p)$, 且 $D(X)=2.4$, $p>0.5$, 则 $p=$ ____', 0.6],
    ['设随机变量 $X \\sim B(6, p)$, 且 $E(X)=2$, 则 $p=$ ____', 1 / 3],
    ['设随机变量 $X \\sim B(4, p)$, 且 $D(X)=1$, 则 $p=$ ____', 0.5],
  ])('%s', async (text, value) => {
    const [v] = await numbersBy(probabilityEngine, text);
    expect(v).toBeCloseTo(value, 9);
  });

  it.each([
    // p and 1 − p both fit the variance
    '设随机变量 $X \\sim B(10, p)$, 且 $D(X)=2.4$, 则 $p=$ ____',
    // a variance no binomial of 10 trials has (np(1−p) ≤ 2.5)
    '设随机变量 $X \\sim B(10, p)$, 且 $D(X)=3$, 则 $p=$ ____',
    // both moments, but no whole n: 1 − p = 2.2/3 gives n = 45/4 (E 3, D 2.1 is answered: p = 0.3, n = 10, decision 0107)
    '设随机变量 $X \\sim B(n, p)$, 且 $E(X)=3$, $D(X)=2.2$, 则 $p=$ ____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(probabilityEngine, text);
  });
});

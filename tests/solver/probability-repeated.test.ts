import { describe, expect, it } from 'vitest';
import { probabilityEngine } from '../../server/solver/engines/probability';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('probability engine: independent repeated trials', () => {
  it('sums C(n,j)p^j(1−p)^(n−j) over the counts asked', async () => {
    const pass =
      '投篮测试中, 每人投 3 次, 至少投中 2 次才能通过测试. 已知某同学每次投篮投中的概率为 0.6 , 且各次投篮是否投中相互独立, 则该同学通过测试的概率为';
    expect(await numbersBy(probabilityEngine, pass)).toEqual([0.648]);
    expect(
      await numbersBy(
        probabilityEngine,
        '某同学每次投篮投中的概率为 0.6, 各次投篮是否投中相互独立, 该同学投篮 3 次, 则恰好投中 1 次的概率为',
      ),
    ).toEqual([0.288]);
    expect(
      await numbersBy(probabilityEngine, '某射手每次射击击中目标的概率为 0.8, 各次射击相互独立, 射击 4 次, 则至少击中 3 次的概率为'),
    ).toEqual([0.8192]);
  });
  it('leaves questions about a particular trial or with two count conditions', async () => {
    await expectNoAnswer(
      probabilityEngine,
      '投篮测试中, 每人投 3 次, 至少投中 2 次才能通过测试. 已知某同学第一次投篮投中的概率为 0.6 , 且各次投篮是否投中相互独立, 则该同学通过测试的概率为',
    );
    await expectNoAnswer(
      probabilityEngine,
      '投篮测试中, 每人投 3 次, 至少投中 2 次才能通过测试. 已知某同学每次投篮投中的概率为 0.6 , 且各次投篮是否投中相互独立, 则该同学恰好投中 1 次的概率为',
    );
  });
});

describe('probability engine: items of one kind together in a random row', () => {
  it('counts the orders with the items bound together', async () => {
    const [p] = await numbersBy(probabilityEngine, '将 2 本不同的数学书和 1 本语文书在书架上随机排成一行, 则 2 本数学书相邻的概率为');
    expect(p).toBeCloseTo(2 / 3, 12);
    expect(await numbersBy(probabilityEngine, '将 3 本不同的数学书和 2 本语文书随机排成一行, 则 3 本数学书相邻的概率为')).toEqual([0.3]);
  });
  it('leaves a part of the items together', async () => {
    await expectNoAnswer(probabilityEngine, '将 3 本不同的数学书和 2 本语文书随机排成一行, 则 2 本数学书相邻的概率为');
  });
});

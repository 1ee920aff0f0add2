import { describe, expect, it } from 'vitest';
import { countingEngine } from '../../server/solver/engines/counting';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('counting selections from two groups (组合)', () => {
  it('at least / exactly / at most k of one group', async () => {
    // C(10,4) − C(6,4) = 210 − 15
    expect(await numbersBy(countingEngine, '从 6 名男生和 4 名女生中选出 4 人, 其中至少有 1 名女生, 则不同的选法共有多少种')).toEqual([
      195,
    ]);
    // C(5,1)·C(3,2) = 15
    expect(await numbersBy(countingEngine, '从5名男同学和3名女同学中选出3人，恰有1名男同学，不同的选法有多少种')).toEqual([15]);
    // at most 1 女: C(4,3) + C(3,1)C(4,2) = 4 + 18
    expect(await numbersBy(countingEngine, '从 4 名男生和 3 名女生中选出 3 人, 至多有 1 名女生, 则不同的选法共有多少种')).toEqual([22]);
  });
  it('both groups present', async () => {
    // C(8,3) − C(5,3) − C(3,3) = 56 − 10 − 1
    expect(await numbersBy(countingEngine, '从 5 名男生和 3 名女生中选出 3 人, 男女生都有, 则不同的选法共有多少种')).toEqual([45]);
  });
  it('leaves arrangements and probabilities to other kinds', async () => {
    await expectNoAnswer(countingEngine, '从 5 名男生和 3 名女生中选出 3 人排成一排, 男女生都有, 则不同的排法共有多少种');
    await expectNoAnswer(countingEngine, '从 5 名男生和 3 名女生中选出 3 人, 则选出的都是男生的概率为');
  });
});

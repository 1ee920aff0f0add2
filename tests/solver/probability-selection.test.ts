import { describe, expect, it } from 'vitest';
import { probabilityEngine } from '../../server/solver/engines/probability';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string): Promise<string | null> {
  const r = await probabilityEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('classical probability of a random selection', () => {
  it('named people: both chosen, at least one chosen, one named person chosen', async () => {
    // C(4,1)/C(6,3) = 4/20
    expect(await answer('从甲、乙等 6 名同学中随机选 3 名参加比赛, 则甲、乙都入选的概率为')).toBe('$\\frac{1}{5}$');
    // 1 - C(4,2)/C(6,2) = 9/15
    expect(await answer('从甲、乙等 6 名同学中随机选 2 名, 则甲、乙至少有一人入选的概率为')).toBe('$\\frac{3}{5}$');
    expect(await answer('从甲、乙等 4 名志愿者中任选 2 名参加活动，则甲被选中的概率为')).toBe('$\\frac{1}{2}$');
    // exactly one of 甲、乙: 2·C(3,1)/C(5,2) = 6/10
    expect(await answer('从甲、乙等 5 名学生中随机选出 2 名, 则甲、乙恰有一人被选中的概率为')).toBe('$\\frac{3}{5}$');
  });
  it('a marked part of the population: exactly, at least, all of the other kind', async () => {
    // C(2,1)C(4,1)/C(6,2) = 8/15
    expect(await answer('某小组有 6 只小白鼠, 其中只有 2 只注射过疫苗, 从这 6 只中随机取出 2 只, 则恰有 1 只注射过疫苗的概率为')).toBe(
      '$\\frac{8}{15}$',
    );
    // 1 - C(4,2)/C(6,2) = 9/15
    expect(await answer('盒中有 6 只灯泡, 其中 2 只是次品, 从中任取 2 只, 则至少有 1 只次品的概率为')).toBe('$\\frac{3}{5}$');
    // C(7,2)/C(10,2) = 21/45
    expect(await answer('10 件产品，其中有 3 件次品，从中任取 2 件，则都是正品的概率为')).toBe('$\\frac{7}{15}$');
  });
  it('picks the option', async () => {
    expect(await answer('从甲、乙等 5 名同学中随机选 2 名, 则甲入选的概率为（ ）A. 1/5 B. 2/5 C. 3/5 D. 4/5')).toBe('B（2/5）');
  });
  it('does not read a different trait as the marked one', async () => {
    expect(String(await answer('有 6 只兔子, 其中 2 只是白兔, 从中任取 2 只, 则恰有 1 只黑兔的概率为'))).not.toMatch(/frac/);
    expect(String(await answer('有 6 件产品, 其中 2 件不合格, 从中任取 2 件, 则恰有 1 件合格的概率为'))).not.toMatch(/frac/);
  });
  it('leaves draws with replacement or in order to others', async () => {
    expect(String(await answer('从甲、乙等 5 名同学中有放回地随机选 2 次, 则甲入选的概率为'))).not.toMatch(/frac/);
  });
});

describe('random selection: the drawn ones named again with their number', () => {
  it('reads "选中的 2 人都是女同学" after "任选 2 人参加社区服务"', async () => {
    expect(await answer('从 2 名男同学和 3 名女同学中任选 2 人参加社区服务, 则选中的 2 人都是女同学的概率为')).toBe('$\\frac{3}{10}$');
    expect(await answer('从 2 名男同学和 3 名女同学中任选 2 人, 则选中的 2 人恰有 1 人是女同学的概率为')).toBe('$\\frac{3}{5}$');
  });
  it('leaves a number that is not the number drawn', async () => {
    expect([null, 'refused']).toContain(await answer('从 2 名男同学和 3 名女同学中任选 2 人参加社区服务, 则选中的 3 人都是女同学的概率为'));
  });
});

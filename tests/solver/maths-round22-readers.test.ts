import { describe, expect, it } from 'vitest';
import { asksSeveralAtOnce, optionParts, readCompoundAsk } from '../../server/solver/compound-ask';
import { answerMatches } from '../../server/solver/math/answers/answer';
import { readQuestion } from '../../server/solver/read/question';

// The reading steps of decision 0119 on their own: the compound ask, an option cut into its parts, a paper's name as
// a source tag, and points listed one after another.
describe('compound ask 「X 和 Y 分别为」', () => {
  it('asks each quantity alone, in words or as a formula', () => {
    expect(readCompoundAsk('圆 $x^{2}+y^{2}=4$ 的圆心坐标和半径分别为 ____')?.parts).toEqual([
      '圆 $x^{2}+y^{2}=4$ 的圆心坐标为 ____',
      '圆 $x^{2}+y^{2}=4$ 的半径为 ____',
    ]);
    expect(readCompoundAsk('已知 $X \\sim B(10,0.4)$,则 $E(X)$ 和 $D(X)$ 分别为 ____')?.parts).toEqual([
      '已知 $X \\sim B(10,0.4)$,则 $E(X)=$ ____',
      '已知 $X \\sim B(10,0.4)$,则 $D(X)=$ ____',
    ]);
  });
  it('reads no list where 分别 does not end the question', () => {
    expect(readCompoundAsk('角 $A,B,C$ 的对边分别为 $a,b,c$,则 $B=$ ____')).toBeNull();
    expect(readCompoundAsk('圆心坐标和半径分别为 ____')).toBeNull();
  });
  it('cuts an option at its top-level commas only', () => {
    expect(optionParts('$(2,-3), \\sqrt{13}$', 2)).toEqual(['$(2,-3)$', '$\\sqrt{13}$']);
    expect(optionParts('6，-3', 2)).toEqual(['6', '-3']);
    expect(optionParts('$(2,0)$', 2)).toBeNull();
  });
});

describe('a paper named as the source, without its year', () => {
  it('is dropped like a dated one', () => {
    for (const tag of ['（北京）', '(全国卷Ⅱ)', '【新高考Ⅰ】', '(2019·天津卷)', '（浙江理）'])
      expect(readQuestion(`4．${tag}双曲线的离心率为 ____`).stem).toBe('双曲线的离心率为 ____');
  });
  it('keeps a bracket that says something else', () => {
    expect(readQuestion('(北京到天津的距离为 120 km)一辆车行驶了多少小时?').stem).toContain('120');
  });
});

describe('points listed one after another', () => {
  it('are as many tuples', () => {
    const foci = {
      kind: 'tuples',
      vars: ['x', 'y'],
      tuples: [
        [-2, 0],
        [2, 0],
      ],
    } as const;
    expect(answerMatches({ ...foci, tuples: foci.tuples.map((t) => [...t]), vars: [...foci.vars] }, '$(-2,0),(2,0)$')).toBe(true);
    expect(answerMatches({ ...foci, tuples: foci.tuples.map((t) => [...t]), vars: [...foci.vars] }, '$(0,-2),(0,2)$')).toBe(false);
  });
});

describe('several quantities asked at once, or one amount each', () => {
  it('reads a list of quantities before 分别 or 各 as several asks', () => {
    for (const stem of [
      '正方形的边长是4厘米，它的周长和面积各是多少？',
      '鸡兔同笼，共有10个头，28只脚，鸡和兔各有多少只？',
      '长方形周长20厘米，长比宽多2厘米，长和宽分别是多少厘米？',
      '副线圈两端电压的有效值、频率分别为____',
    ])
      expect(asksSeveralAtOnce(stem), stem).toBe(true);
  });
  it('reads 各 without a list as the one amount each has', () => {
    for (const stem of [
      '把12个苹果平均放在2个盘子里，两个盘子各放几个？',
      '把24个苹果平均分给4个小朋友，每人各分得多少个？',
      '36本书平均分给4个组，每组各分到几本？',
    ])
      expect(asksSeveralAtOnce(stem), stem).toBe(false);
  });
});

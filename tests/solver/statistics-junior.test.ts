import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { isRightAnswer } from './plain-answer';

// 初中 statistics and simple probability (statistics engine), written in several wordings each: a listed data set's
// measures, one unknown told by the mean or the mode, the weighted mean, balls drawn from a bag, one die or one number.
const solver = createOfflineSolver();

const ANSWERED: Array<[string, string[]]> = [
  // 平均数, 中位数, 众数, 极差, 方差 of a listed set
  ['数据 12，15，9，14 的平均数为____', ['12.5|25/2']],
  ['已知一组数据：7，9，8，6，10，则这组数据的平均数是（ ）', ['8']],
  ['一组数据 -1，0，2，3，1 的平均数是____', ['1']],
  ['数据 6，2，9，4，5，3 的中位数是____', ['4.5|9/2']],
  ['一组数据 9，7，11，8，10 的中位数为____', ['9']],
  ['这组数据 4，6，6，2，6，4 的众数是____', ['6']],
  ['一组数据 12，8，15，6，9 的极差是____', ['9']],
  ['一组数据 6，8，10，12，14 的方差为____', ['8']],
  ['一组数据 1，1，4，4 的方差是____', ['9/4|2.25']],
  ['一组数据 2，2，6，6 的标准差是____', ['2']],
  ['一组数据 4，9，6，9，7 的众数和中位数分别是____', ['9', '7']],
  ['某小组 6 名同学的体重（单位：kg）分别为 45，50，48，52，45，54，这组数据的中位数是____kg', ['49']],
  // one unknown
  ['一组数据 3，a，5，8 的平均数是 5，则 a=____', ['4']],
  ['数据 2，6，x，4 的平均数为 4，则这组数据的方差是____', ['2']],
  ['一组数据 2，4，x，6 的众数是 4，则这组数据的中位数是____', ['4']],
  // a set known by its measures, moved and stretched
  ['已知数据 $x_1,x_2,\\cdots,x_n$ 的平均数是 4，则数据 $2x_1-1,2x_2-1,\\cdots,2x_n-1$ 的平均数是____', ['7']],
  ['已知数据 $x_1,x_2,\\cdots,x_n$ 的标准差是 3，则数据 $2x_1-1,2x_2-1,\\cdots,2x_n-1$ 的方差是____', ['36']],
  ['设样本数据 $x_1$，$x_2$，…，$x_n$ 的方差为 4，则数据 $x_1-5$，$x_2-5$，…，$x_n-5$ 的方差为____', ['4']],
  // weighted mean
  ['某应聘者笔试、面试、实习三项成绩分别为 80 分、90 分、70 分，按 3:5:2 的比例计算，他的综合成绩为____分', ['83']],
  ['小红的平时、期中、期末成绩分别是 90 分、80 分、85 分，分别占 20%、30%、50%，则她的学期成绩是____分', ['84.5|169/2']],
  ['调查了 20 名同学的读书量，其中 2 本的有 5 人，3 本的有 10 人，4 本的有 5 人，则平均数是____本', ['3']],
  // balls
  ['一个不透明的盒子里有 4 个黄球和 6 个白球，它们除颜色外都相同，随机摸出一个球是黄球的概率是____', ['2/5']],
  ['袋子里有 2 个红球、3 个黑球和 5 个白球，除颜色外其余都相同，从中任意摸出一个球，摸到黑球的概率为____', ['3/10']],
  ['一个不透明的袋中装有 2 个红球和 2 个白球，这些球除颜色外都相同，从中随机摸出两个球，两个球颜色相同的概率是____', ['1/3']],
  ['袋中有 1 个红球和 2 个白球，除颜色外都相同，随机摸出一个球，记下颜色后放回，再随机摸出一个球，两次都是白球的概率为____', ['4/9']],
  ['袋中有 1 个红球和 2 个白球，除颜色外都相同，随机摸出一个球，记下颜色后不放回，再摸出一个球，两次都是白球的概率为____', ['1/3']],
  ['不透明的袋子中有白球若干个和 3 个红球，随机摸出一个球是红球的概率为 $\\frac{1}{4}$，则白球有____个', ['9']],
  // one die, one number
  ['抛掷一枚质地均匀的骰子，朝上一面的点数是 3 的倍数的概率是____', ['1/3']],
  ['掷一颗均匀的骰子，向上一面的点数小于 3 的概率为____', ['1/3']],
  ['从 1 到 20 这 20 个整数中任取一个数，取到的数是 5 的倍数的概率是____', ['1/5']],
];

const REFUSED: string[] = [
  // the data changed or weighed: another kind
  '一组数据 1，2，3，4，5，每个数据都加上 3 后的方差是____',
  '一组数据 3，5，7 的平均数是 5，若去掉一个数据 7，则剩下数据的平均数是____',
  // the spread asked from the mean alone, a second measure left unused, terms that differ
  '已知数据 $x_1,x_2,\\cdots,x_n$ 的平均数是 4，则数据 $2x_1-1,2x_2-1,\\cdots,2x_n-1$ 的方差是____',
  '已知数据 $x_1,x_2,\\cdots,x_n$ 的平均数是 4，方差是 3，则数据 $2x_1-1,2x_2-1,\\cdots,2x_n-1$ 的平均数是____',
  '已知数据 $x_1,x_2,\\cdots,x_n$ 的方差是 3，则数据 $2x_1-1,2x_2+1,\\cdots,2x_n-1$ 的方差是____',
  // the count told does not agree with the list
  '某小组 5 名同学的身高分别为 160，165，158，170 ，这组数据的中位数是____',
  // every value once: no mode to name
  '一组数据 1，2，3，4 的众数是____',
  // two unknowns, or an unknown nothing fixes
  '一组数据 x，y，5，8 的平均数是 5，则 x=____',
  '一组数据 3，x，5，8 的中位数是____',
  // no x makes the told mode the only mode
  '一组数据 1，3，3，x，5，5 的众数是 4，则 x=____',
  // percentages that do not add to 100
  '小红的平时、期中、期末成绩分别是 90 分、80 分、85 分，分别占 20%、30%、40%，则她的学期成绩是____分',
  // a bag with a colour counted that is not drawn, or three draws
  '一个不透明的袋子中装有 3 个红球和 2 个白球，从中随机摸出一个球，摸到黄球的概率是____',
  '一个不透明的袋子中装有 3 个红球和 2 个白球，从中随机摸出三个球，三个都是红球的概率是____',
  // no integer count fits the probability
  '袋中有红球若干个和 4 个白球，从中任意摸出一个球是白球的概率为 $\\frac{3}{7}$，则红球有____个',
  // two dice, or a told count of numbers that disagrees
  '从 1 到 10 这 12 个整数中任取一个数，取到 3 的倍数的概率是____',
];

describe('初中 statistics and simple probability', () => {
  it.each(ANSWERED)('%s', async (text, expected) => {
    const r = await solver.solve({ text });
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    if (r.ok) expect(isRightAnswer(expected, r.finalAnswer), r.finalAnswer).toBe(true);
  });
  it.each(REFUSED)('refuses: %s', async (text) => {
    const r = await solver.solve({ text });
    expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** Word problems and contest sums: the operation a pupil writes, not 「求解得」 or a bare total. */
describe('word problem and contest steps', () => {
  it('和差问题: (和 + 差) ÷ 2 instead of 「列方程（组）求解」', async () => {
    const r = await solve('约翰的钱比吉尔多$20$美元，他们两个总共有$40$美元．约翰有美元 .\nA. $20$\nB. $30$\nC. $10$\nD. $40$');
    expect(r.finalAnswer).toContain('B');
    expect(r.markdown).toContain('约翰：$(40 + 20) \\div 2 = 30$');
    expect(r.markdown).not.toContain('列方程（组）求解');
    const small = await solve('小明比小红多10本书，两人一共有50本书，小红有多少本书？');
    expect(small.markdown).toContain('小红：$(50 - 10) \\div 2 = 20$');
  });

  it('a named amount keeps its unit, and one unused amount is 它', async () => {
    const r = await solve('买一个书包需要30元，买一本书需要20元，买一个玩具小汽车需要40元。买一个书包和一本书一共用多少元？');
    expect(r.markdown).toContain('一个书包需要 $30$ 元');
    expect(r.markdown).toContain('题目没有问到它，');
  });

  it('a cone volume that is no finite decimal is carried, not printed as a fraction', async () => {
    const r = await solve('一个圆锥形稻谷堆，底面周长12.56米，高0.8米．如果每立方米重0.75吨，这堆稻谷重多少吨？（结果保留一位小数）');
    expect(r.finalAnswer).toContain('2.5');
    expect(r.markdown).toContain('\\frac{1}{3} \\times 3.14 \\times 2^2 \\times 0.8 \\times 0.75 = 2.512');
    expect(r.markdown).not.toContain('\\frac{1256}{375}');
  });

  it('the last three digits from the last three digits of each term', async () => {
    const r = await solve('已知$x=1+12+123+1234+\\cdots +123456789$，$x$的后三位数是（~ ）．\nA. $105$\nB. $205$\nC. $305$\nD. $405$');
    expect(r.finalAnswer).toContain('B');
    expect(r.markdown).toContain('$1+12+123+234+345+456+567+678+789 = 3205$');
  });

  it('the middle of an arithmetic list is the mean of its ends', async () => {
    const r = await solve('已知$5$，$a$，$b$，$c$，$4035$这五个数成等差数列，则$b=$．\nA. $2017$\nB. $2018$\nC. $2019$\nD. $2020$');
    expect(r.finalAnswer).toContain('D');
    expect(r.markdown).toContain('$b = (5+4035)\\div 2 = 2020$');
  });

  it('the sum of all arrangements by places', async () => {
    const r = await solve(
      '由数字$1$，$2$，$3$，$4$组成没有重复数字的四位数，所有这些四位数的和是．\nA. $666$\nB. $22200$\nC. $6660$\nD. $66660$',
    );
    expect(r.finalAnswer).toContain('D');
    expect(r.markdown).toContain('$(1+2+3+4)\\times 6\\times 1111 = 66660$');
  });
});

describe('word problem steps (second reading)', () => {
  it('年龄问题: the ages this year by 差倍, not stated', async () => {
    const r = await solve(
      "小明说：``我妈妈比我大$24$岁，两年前妈妈的年龄是我的$4$倍。''那么小明今年（  ）岁。\nA. $6$\nB. $8$\nC. $9$\nD. $10$",
    );
    expect(r.finalAnswer).toContain('D');
    expect(r.markdown).toContain('小明2年前 $24 \\div (4 - 1) = 8$（岁），今年 $8 + 2 = 10$（岁）');
    expect(r.markdown).not.toContain('$10 = 10$');
  });

  it('an alternating run summed by pairs', async () => {
    const r = await solve('请问$100-97+94-91+88-85+\\cdots +4-1$之值等于多少？');
    expect(r.finalAnswer).toContain('51');
    expect(r.markdown).toContain('共 $34\\div 2 = 17$ 组，和是 $3\\times 17 = 51$');
  });

  it('an amount in a smaller unit converted before the 列式', async () => {
    const r = await solve('在一块长30米，宽15米得长方形地理栽白薯，平均15平方分米栽一棵，平均每棵收白薯2.5千克，这块地共收白薯多少千克？');
    expect(r.finalAnswer).toContain('7500');
    expect(r.markdown).toContain('$15$ 平方分米 $= 0.15$ 平方米');
    expect(r.markdown).toContain('$2.5 \\times 30 \\times 15 \\div 0.15 = 7500$（千克）');
  });
});

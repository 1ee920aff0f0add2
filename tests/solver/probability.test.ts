import { describe, expect, it } from 'vitest';
import { probabilityEngine } from '../../server/solver/engines/probability';
import { readQuestion } from '../../server/solver/read/question';

const answer = async (text: string) => {
  const r = await probabilityEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
};

describe('probability engine', () => {
  it('binomial distribution: P(X=k), P(X≥k), E and D', async () => {
    expect(await answer('已知随机变量 $X\\sim B(4,\\frac{1}{2})$，则 $P(X=1)=$')).toBe('$P(X=1)=\\frac{1}{4}$');
    expect(await answer('设 $X \\sim B(3, 0.6)$，则 $P(X\\geq 2)=$')).toBe('$P(X\\geq2)=\\frac{81}{125}$');
    expect(await answer('若 $\\xi\\sim B(5,\\frac{1}{5})$，则 $E\\xi$ 为')).toBe('$E\\xi=1$');
    expect(await answer('设 $X \\sim B(10, 0.4)$，则 $D(X)=$ ( ) A. 2.4 B. 4 C. 6 D. 1.6')).toBe('A（2.4）');
  });
  it('two dice by listing outcomes', async () => {
    expect(await answer('同时掷两枚质地均匀的骰子，点数之和为 7 的概率为')).toBe('$\\frac{1}{6}$');
    expect(await answer('先后抛掷两次骰子，点数之和大于 9 的概率是')).toBe('$\\frac{1}{6}$');
  });
  it('coins', async () => {
    expect(await answer('抛掷三枚质地均匀的硬币，至少有一枚正面向上的概率是')).toBe('$\\frac{7}{8}$');
  });
  it('two people choosing among k options', async () => {
    expect(await answer('甲、乙两人各自等可能地从 4 个景点中选择 1 个游览，则两人选择不同景点的概率为')).toBe('$\\frac{3}{4}$');
    expect(await answer('甲、乙两人各自从 4 个景点中选择 2 个游览，则两人选择不同景点的概率为')).toBeNull();
  });
  it('leaves other probability questions alone', async () => {
    expect(await answer('同时掷两枚骰子，点数之和为 7 且第一枚点数为 3 的概率为')).toBeNull();
    expect(await answer('甲、乙两人投篮，命中率分别为 0.6 和 0.5，则恰有一人命中的概率为')).toBeNull();
  });
});

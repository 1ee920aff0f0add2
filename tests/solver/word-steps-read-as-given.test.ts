import { describe, expect, it } from 'vitest';
import { solveWordProblem } from './word-problems-support';

const solve = async (text: string) => {
  const out = await solveWordProblem(text);
  return out?.ok ? out : null;
};

describe('word-problem steps read as the question gave them', () => {
  it('a known amount is written with its unit, not as 「男生 = 26」', async () => {
    const out = await solve('一（1）班上男生有26人，女生有20人。女生比男生少多少人？');
    expect(out?.finalAnswer).toBe('$6$ 人');
    expect(out?.markdown).toContain('由题意：男生 $26$ 人；女生 $20$ 人。');
  });

  it('a taxi fare names the 起步价 instead of 「第一段：7 = 7」, and 多少钱 is answered in 元', async () => {
    const out = await solve(
      '盐城市区出租车的计费标准是：起步价（3千米以内，包括3千米）7元，以后每超过1千米（不足1千米的按1千米计算）另加价1.6元。请你算一算，乘车7千米要付多少钱？',
    );
    expect(out?.finalAnswer).toBe('$13.4$ 元');
    expect(out?.markdown).toContain('起步价 $7$ 元，超出 $7 - 3 = 4$（千米）');
    expect(out?.markdown).toContain('答：乘车7千米要付 13.4 元。');
  });

  it('a question with no 多少 word is answered with its value; the asking verb is left out', async () => {
    const path = await solve('在一块边长8米的正方形水池外围上一条宽1米的小路，求小路的面积。');
    expect(path?.finalAnswer).toBe('$36$ 平方米');
    expect(path?.markdown).toContain('答：小路的面积是 36 平方米。');
    const jump = await solve('小华的四次跳远成绩分别为141厘米、160厘米、161厘米、162厘米。请你帮小华算出她跳远的平均成绩是多少厘米。');
    expect(jump?.markdown).toContain('答：她跳远的平均成绩是 156 厘米。');
  });
});

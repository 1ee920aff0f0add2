import { describe, expect, it } from 'vitest';
import { readProblem } from '../../server/solver/engines/word-problems/read';
import { itSolvesEach, solveWordProblem } from './word-problems-support';

/** 带分数 (mixed numbers) in word problems: written 2又1/2, 二又二分之一 or, in exam papers, $2\frac{1}{2}$. */

describe('reading a mixed number as one amount', () => {
  it.each([
    ['一桶油重3又1/2千克，用去了一些，还剩多少千克？', '7/2'],
    ['一根绳子长二又二分之一米，剪去一段，还剩多少米？', '5/2'],
    ['一根绳子长$2\\frac{1}{2}$米，剪去一段，还剩多少米？', '5/2'],
  ])('%s reads %s', (text, value) => {
    const p = readProblem(text);
    expect(p?.qs.filter((q) => q.unit).map((q) => q.value.toString())).toEqual([value]);
  });

  it('keeps a fraction with a letter a formula', () => {
    const p = readProblem('一根绳子长$2\\frac{a}{3}$米，剪去一段，还剩多少米？');
    expect(p?.qs.some((q) => q.value.toString() === '7/3') ?? false).toBe(false);
  });
});

describe('word problems given in mixed numbers', () => {
  itSolvesEach([
    ['一根绳子长2又1/2米，用去1/4米，还剩多少米？', '$2\\frac{1}{4}$ 米', 'change'],
    ['一根绳子长$2\\frac{1}{2}$米，用去$\\frac{1}{4}$米，还剩多少米？', '$2\\frac{1}{4}$ 米', 'change'],
    ['一桶油重3又1/2千克，用去1又1/4千克，还剩多少千克？', '$2\\frac{1}{4}$ 千克', 'change'],
    ['一袋大米重5又3/4千克，一袋面粉重2又1/4千克，两袋一共重多少千克？', '$8$ 千克', 'total'],
  ]);

  it('answers in the same form and says it in words', async () => {
    const out = await solveWordProblem('一桶油重3又1/2千克，用去1又1/4千克，还剩多少千克？');
    expect(out?.ok && out.markdown).toMatch(/答：还剩 2又1\/4 千克/);
  });
});

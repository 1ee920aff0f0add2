import { describe, expect, it } from 'vitest';
import { solveWordProblem } from './word-problems-support';

/** The 答 sentence repeats the question with the value where the question asked it, read as a student writes it. */
describe('the answer sentence of a word problem', () => {
  it.each([
    ['今年植树250棵，去年植树200棵，今年比去年多植树百分之几？', '答：今年比去年多植树 25%。'],
    ['红卫小学有4000本图书，育新小学有5000本图书，育新小学的图书比红卫小学多百分之几？', '答：育新小学的图书比红卫小学多 25%。'],
    ['一个班有男生20人，女生30人，男生占全班人数的几分之几？', '答：男生占全班人数的 2/5。'],
    ['一件衣服原价200元，现价150元，降价了百分之几？', '答：降价了 25%。'],
    ['一根绳子长12米，用去了它的3/4，用去了多少米？', '答：用去了 9 米。'],
    ['甲数是12，乙数是4，甲数是乙数的几倍？', '答：甲数是乙数的 3 倍。'],
  ])('%s', async (text, sentence) => {
    const out = await solveWordProblem(text);
    expect(out?.ok && out.markdown.split('\n').find((line) => line.startsWith('答：'))).toBe(sentence);
  });
});

describe('the check of a share', () => {
  it('multiplies back in the units of the question', async () => {
    const out = await solveWordProblem('码头上有两堆货物，第一堆有29吨，第二堆有32吨，第一堆货物的重量是第二堆的几分之几？');
    expect(out?.ok && out.markdown).toContain('\\frac{29}{32} \\times 32 = 29');
    expect(out?.ok && out.markdown).not.toContain('32000');
  });
});

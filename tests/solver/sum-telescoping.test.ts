import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

async function solve(text: string) {
  const out = await solver.solve({ text });
  if (!out.ok) throw new Error(out.reason);
  return out;
}

/** Sums of reciprocals of consecutive products are shown split into differences that cancel (裂项相消). */
describe('telescoping sums', () => {
  it.each([
    [
      '计算 $\\frac{1}{1\\times 2}+\\frac{1}{2\\times 3}+\\cdots+\\frac{1}{99\\times 100}$',
      '\\frac{99}{100}',
      '\\frac{1}{x} - \\frac{1}{x+1}',
    ],
    [
      '计算 $\\frac{2}{1\\times 3}+\\frac{2}{3\\times 5}+\\cdots+\\frac{2}{19\\times 21}$',
      '\\frac{20}{21}',
      '\\frac{1}{x} - \\frac{1}{x+2}',
    ],
    ['计算 1/(2*3)+1/(3*4)+...+1/(9*10)', '\\frac{2}{5}', '\\frac{1}{2} - \\frac{1}{10}'],
    [
      '计算$\\frac{1}{1\\times 2\\times 3}+\\frac{1}{2\\times 3\\times 4}+\\frac{1}{3\\times 4\\times 5}+...+\\frac{1}{8\\times 9\\times 10}$',
      '\\frac{11}{45}',
      '\\frac{1}{2}\\left(\\frac{1}{1 \\times 2} - \\frac{1}{9 \\times 10}\\right)',
    ],
    [
      '计算 $\\frac{3}{2\\times 4}+\\frac{3}{4\\times 6}+\\cdots+\\frac{3}{10\\times 12}$',
      '\\frac{5}{8}',
      '\\frac{3}{2}\\left(\\frac{1}{2} - \\frac{1}{12}\\right)',
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solve(text);
    expect(out.finalAnswer).toBe(`$${answer}$`);
    expect(out.markdown).toContain('裂项');
    expect(out.markdown).toContain(shown);
  });

  it('adds term by term, as written, when the factors do not chain', async () => {
    const out = await solve('计算 $\\frac{1}{1\\times 3}+\\frac{1}{2\\times 4}+\\cdots+\\frac{1}{8\\times 10}$');
    expect(out.finalAnswer).toBe('$\\frac{29}{45}$');
    expect(out.markdown).not.toContain('裂项');
    expect(out.markdown).toContain('\\frac{1}{1\\times 3}+\\frac{1}{2\\times 4} + \\cdots');
  });
});

/** A run of numbers with one common difference is summed as 等差数列: (首项 + 末项) × 项数 ÷ 2. */
describe('arithmetic runs', () => {
  it.each([
    ['计算：（1+2+3+···+29+30）$\\times6-6\\times128=\\left( \\right)$', '$2022$', '(1+30)\\times 30\\div 2 = 465'],
    ['计算 1+3+5+…+99', '$2500$', '(1+99)\\times 50\\div 2 = 2500'],
  ])('%s', async (text, answer, shown) => {
    const out = await solve(text);
    expect(out.finalAnswer).toBe(answer);
    expect(out.markdown).toContain(shown);
  });

  it('pairs an alternating run instead', async () => {
    const out = await solve('计算 1-2+3-4+…+99-100');
    expect(out.finalAnswer).toBe('$-50$');
    expect(out.markdown).not.toContain('首项');
  });
});

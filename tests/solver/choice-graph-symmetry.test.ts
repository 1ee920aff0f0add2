import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('which function has the graph symmetric to a given one (about a line, an axis, the origin or a point)', () => {
  it.each([
    [
      '下列函数中，其图象与函数 $y=2^{x}$ 的图象关于 $y$ 轴对称的是（ ）\nA. $y=2^{-x}$\nB. $y=-2^{x}$\nC. $y=-2^{-x}$\nD. $y=\\log _{2} x$',
      'A',
    ],
    [
      '下列函数中，其图象与函数 $y=x^{2}+1$ 的图象关于 $x$ 轴对称的是（ ）\nA. $y=x^{2}-1$\nB. $y=-x^{2}-1$\nC. $y=-x^{2}+1$\nD. $y=x^{2}+1$',
      'B',
    ],
    ['下列函数中，图象与函数 $y=e^{x}$ 的图象关于原点对称的是（ ）\nA. $y=e^{-x}$\nB. $y=-e^{x}$\nC. $y=-e^{-x}$\nD. $y=\\ln x$', 'C'],
    [
      '以下函数中，图像与函数 $f(x)=\\ln x$ 的图像关于直线 $x=2$ 对称的是（ ）\nA. $y=\\ln (2-x)$\nB. $y=\\ln (4-x)$\nC. $y=\\ln (x-4)$\nD. $y=\\ln (x+4)$',
      'B',
    ],
    [
      '下列函数中，其图象与函数 $y=x^{3}$ 的图象关于点 $(1,0)$ 对称的是（ ）\nA. $y=(x-2)^{3}$\nB. $y=(2-x)^{3}$\nC. $y=x^{3}-2$\nD. $y=-x^{3}$',
      'A',
    ],
  ])('%s', async (text, letter) => {
    expect(await answer(text)).toBe(letter);
  });

  it.each([
    // about y = x (the inverse function) is another relationship, not read here
    '下列函数中，其图象与函数 $y=2^{x}$ 的图象关于直线 $y=x$ 对称的是（ ）\nA. $y=\\log _{2} x$\nB. $y=2^{-x}$\nC. $y=-2^{x}$\nD. $y=x^{2}$',
    // a fractional power of x: where it is defined cannot be told from floating values
    '下列函数中，其图象与函数 $y=x^{\\frac{1}{3}}$ 的图象关于原点对称的是（ ）\nA. $y=x^{\\frac{1}{3}}$\nB. $y=-x^{\\frac{1}{3}}$\nC. $y=x^{3}$\nD. $y=-x^{3}$',
    // two options are the same mirror image: a single choice cannot pick one
    '下列函数中，其图象与函数 $y=x^{2}$ 的图象关于 $y$ 轴对称的是（ ）\nA. $y=x^{2}$\nB. $y=(-x)^{2}$\nC. $y=-x^{2}$\nD. $y=x^{3}$',
  ])('refuses %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });
});

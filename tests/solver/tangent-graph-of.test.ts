import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('「曲线 y=f(x)」 after the definition of f is the graph of f', () => {
  it.each([
    ['已知函数 $f(x)=x^{3}+x$, 则曲线 $y=f(x)$ 在点 $(0,0)$ 处的切线方程为', '$y = x$'],
    ['设函数 $f(x)=x \\ln x$, 则曲线 $y=f(x)$ 在 $x=1$ 处的切线方程为____', '$y = x - 1$'],
    ['已知 $g(t)=t^{2}-2 t$, 求曲线 $y=g(t)$ 在点 $(2,0)$ 处的切线方程。', '$y = 2t - 4$'],
    ['若 $f(x)=e^{x}$, 则曲线 $y=f(x)$ 在点 $(0,1)$ 处的切线方程为', '$y = x + 1$'],
  ])('%s', async (text, expected) => {
    expect(await answer(text)).toBe(expected);
  });

  it.each([
    // another function of the same letter, or a shifted graph, is not the graph of f
    '已知函数 $f(x)=x^{3}+x$, 则曲线 $y=g(x)$ 在点 $(0,0)$ 处的切线方程为',
    '已知函数 $f(x)=x^{3}+x$, 则曲线 $y=f(x+1)$ 在点 $(0,2)$ 处的切线方程为',
  ])('refuses %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// The range of a function on a closed interval, and the interval written 「x∈[a,b]」 after the definition.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('值域 on a closed interval', () => {
  it('is [least value, greatest value] of a continuous function', async () => {
    expect(await answer('函数 $y=x^{2}-4 x+1$，$x \\in[0,3]$ 的值域为____')).toBe('值域为 $[-3,1]$');
    expect(await answer('函数 $f(x)=x^{2}-4x+1$ 在区间 $[0,3]$ 上的值域为____')).toBe('值域为 $[-3,1]$');
    expect(await answer('函数 $f(x)=x^3-3x$，$x∈[-2,0]$ 的值域是____')).toBe('值域为 $[-2,2]$');
    expect(await answer('函数 $f(x)=\\frac{1}{x}$ 在区间 $[1,2]$ 上的值域为____')).toBe('值域为 $[\\frac{1}{2},1]$');
  });

  it('reads 「x∈[a,b]」 for the greatest value too', async () => {
    expect(await answer('函数 $f(x)=x^2-4x+1$, $x\\in[0,3]$ 的最大值为____')).toBe('最大值 $f\\left(0\\right) = 1$');
  });

  it('refuses an open end, another letter, or a pole inside', async () => {
    expect(await answer('函数 $f(x)=x^2-4x+1$, $x\\in(0,3]$ 的值域为____')).toBeNull();
    expect(await answer('函数 $f(x)=x^2-4x+1$, $t\\in[0,3]$ 的最大值为____')).toBeNull();
    expect(await answer('函数 $f(x)=\\frac{1}{x}$ 在区间 $[-1,2]$ 上的值域为____')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}
const opts = (xs: string[]) => xs.map((x, i) => `${'ABCD'[i]}. $${x}$`).join('\n');

describe('the largest interval end that keeps a function monotone (单调区间求参数最大值)', () => {
  it('finds where the derivative first reaches 0 at an end of a growing interval', async () => {
    expect(
      await answer(
        `若 $f(x)=\\sin x-\\cos x$ 在 $[-a, a]$ 上是增函数, 则 $a$ 的最大值是 $(\\quad)$\n${opts(['\\frac{\\pi}{4}', '\\frac{\\pi}{2}', '\\frac{3 \\pi}{4}', '\\pi'])}`,
      ),
    ).toBe('A（$\\frac{\\pi}{4}$）');
    expect(await answer('若函数 $f(x)=\\sin x+\\cos x$ 在区间 $[-m, m]$ 上单调递增, 则 $m$ 的最大值为')).toBe(
      '$m_{\\max}=\\frac{\\pi}{4}$',
    );
    expect(await answer('已知函数 $g(x)=\\sin 2 x$ 在 $[0, t]$ 上单调递增, 则 $t$ 的最大值为')).toBe('$t_{\\max}=\\frac{\\pi}{4}$');
    expect(await answer('若函数 $f(x)=x^{3}-12 x$ 在 $[-a, a]$ 上单调递减, 则实数 $a$ 的最大值为')).toBe('$a_{\\max}=2$');
    expect(await answer('若函数 $f(x)=\\ln x-2 x$ 在 $(0, a)$ 上是增函数, 则 $a$ 的最大值为')).toBe('$a_{\\max}=\\frac{1}{2}$');
  });
  it('refuses when no parameter keeps it monotone, when any parameter does, or when the interval shrinks', async () => {
    // cos x + sin x increases near 0: never decreasing on [−a, a]
    expect(await answer('若函数 $f(x)=\\cos x+\\sin x$ 在 $[-a, a]$ 上单调递减, 则 $a$ 的最大值为')).toBe('refused');
    expect(await answer('若函数 $f(x)=x^{3}+x$ 在 $[-a, a]$ 上单调递增, 则 $a$ 的最大值为')).toBe('refused');
    expect(await answer('若函数 $f(x)=\\sin x$ 在 $[a, 1]$ 上单调递增, 则 $a$ 的最大值为')).toBe('refused');
    // the asked value is a minimum, not the kind's maximum
    expect(await answer('若函数 $f(x)=\\sin x$ 在 $[-a, a]$ 上单调递增, 则 $a$ 的最小值为')).toBe('refused');
  });
});

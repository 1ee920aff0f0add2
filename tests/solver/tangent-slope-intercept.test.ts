import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// A tangent line with e or π in it is written y = kx + b with b simplified, not left in point-slope form.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('tangent lines in slope-intercept form', () => {
  it('simplifies the intercept exactly and writes the coefficient first', async () => {
    expect(await answer('曲线 $y=\\ln x$ 在 $x=e$ 处的切线方程为____')).toBe('$y = \\frac{x}{\\mathrm{e}}$');
    expect(await answer('曲线 $y=e^{x}$ 在点 $(1,e)$ 处的切线方程为____')).toBe('$y = \\mathrm{e}x$');
    expect(await answer('曲线 $y=2e^{x}$ 在 $x=1$ 处的切线方程为____')).toBe('$y = 2\\mathrm{e}x$');
    expect(await answer('曲线 $y=e^{x}+x$ 在 $x=1$ 处的切线方程为____')).toBe('$y = \\left(1 + \\mathrm{e}\\right)x$');
    expect(await answer('曲线 $y=\\sin x$ 在 $x=\\pi$ 处的切线方程为____')).toBe('$y = -x + \\pi$');
  });

  it('writes ln(1/q) as −ln q, as a textbook does', async () => {
    expect(await answer('曲线 $y=\\ln x$ 在 $x=\\frac{1}{2}$ 处的切线方程为____')).toBe('$y = 2x - 1 - \\ln 2$');
    expect(await answer('曲线 $y=\\ln x$ 的一条切线与直线 $2x-y+3=0$ 平行，则该切线方程为____')).toBe('$y = 2x - 1 - \\ln 2$');
  });

  it('still refuses a point that is not on the curve', async () => {
    expect(await answer('曲线 $y=e^{x}$ 在点 $(1,2)$ 处的切线方程为____')).toBeNull();
  });
});

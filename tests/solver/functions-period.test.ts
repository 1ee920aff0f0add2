import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}
const opts = (xs: string[]) => xs.map((x, i) => `${'ABCD'[i]}. $${x}$`).join('\n');
const PI_OPTIONS = opts(['\\frac{\\pi}{4}', '\\frac{\\pi}{2}', '\\pi', '2 \\pi']);

describe('the least period of a function that is not written as A·sin(ωx+φ)+B (最小正周期)', () => {
  it('finds it for absolute values, squares, quotients and reciprocals of sines and cosines', async () => {
    expect(await answer('函数 $f(x)=|\\sin x|$ 的最小正周期为')).toBe('$T=\\pi$');
    expect(await answer('函数 $y=\\frac{\\tan x}{1+\\tan ^{2} x}$ 的最小正周期是 ____')).toBe('$T=\\pi$');
    expect(await answer('函数 $g(x)=\\frac{1}{\\cos 2 x}$ 的最小正周期为')).toBe('$T=\\pi$');
    expect(await answer('函数 $f(x)=\\sin \\frac{\\pi x}{3}+1$ 的最小正周期为')).toBe('$T=6$');
  });
  it('matches the period with the options, OCR-style \\mathrm letters included', async () => {
    expect(
      await answer(`函数 $\\mathrm{f}(\\mathrm{x})=|\\sin \\mathrm{x}|+|\\cos \\mathrm{x}|$ 的最小正周期为 $(\\quad)$\n${PI_OPTIONS}`),
    ).toBe('B（$\\frac{\\pi}{2}$）');
    expect(await answer(`函数 $f(x)=\\frac{\\tan 2 x}{1+\\tan ^{2} 2 x}$ 的最小正周期为（ ）\n${PI_OPTIONS}`)).toBe(
      'B（$\\frac{\\pi}{2}$）',
    );
  });
  it('refuses what is not periodic, has no simple period, or asks something else', async () => {
    expect(await answer('函数 $f(x)=x^{2}+\\sin x$ 的最小正周期为')).toBe('refused');
    expect(await answer('函数 $f(x)=\\sin x+\\sin \\sqrt{2} x$ 的最小正周期为')).toBe('refused');
    expect(await answer('函数 $f(x)=\\sin x+\\cos \\sqrt{3} x$ 的最小正周期为')).toBe('refused');
    expect(await answer('已知函数 $f(x)=\\sin (\\omega x)$ 的最小正周期为 $\\pi$, 则 $\\omega=$')).toBe('refused');
    expect(
      await answer(`函数 $f(x)=|\\tan x|$ 的最小正周期为 $(\\quad)$\n${opts(['\\frac{\\pi}{4}', '\\frac{\\pi}{2}', '2 \\pi', '4 \\pi'])}`),
    ).toBe('refused');
  });
});

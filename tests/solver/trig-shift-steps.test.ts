import { describe, expect, it } from 'vitest';
import { trigEngine } from '../../server/solver/engines/trig';
import { solvedBy } from './hs-helpers';

/** Translations of sinusoids: the conversion to one function is written out, and a phase of x alone stays plain. */
describe('trig shift steps', () => {
  it('converts the target to the source function before comparing phases', async () => {
    const { out } = await solvedBy(
      trigEngine,
      '函数 $y=\\cos (2 x+\\phi) \\quad(-\\pi \\leqslant \\phi<\\pi)$ 的图象向右平移 $\\frac{\\pi}{2}$ 个单位后, 与函数 $y=\\sin \\left(2 x+\\frac{\\pi}{3}\\right)$ 的图象重合, 则 $\\phi=$',
    );
    expect(out.finalAnswer).toBe('$\\phi=\\frac{5\\pi}{6}$');
    expect(out.markdown).toContain('=\\cos\\left(2x+\\phi-\\pi\\right)');
    expect(out.markdown).toContain('y=\\sin\\left(2x+\\frac{\\pi}{3}\\right)=\\cos\\left(2x-\\frac{\\pi}{6}\\right)');
    expect(out.markdown).toContain('\\phi-\\pi=-\\frac{\\pi}{6}+2k\\pi');
    expect(out.markdown).not.toContain('同名三角函数');
  });

  it('compares phases directly when both graphs are sines', async () => {
    const { out } = await solvedBy(
      trigEngine,
      '已知函数 $y=2 \\sin (2 x+\\varphi)$ $(0<\\varphi<\\pi)$ 的图象向右平移 $\\frac{\\pi}{6}$ 个单位长度后与函数 $y=2 \\sin 2 x$ 的图象重合, 则 $\\varphi=$',
    );
    expect(out.finalAnswer).toBe('$\\varphi=\\frac{\\pi}{3}$');
    expect(out.markdown).toContain('\\varphi-\\frac{\\pi}{3}=2k\\pi');
  });

  it('prints a graph already in the form once, and the period step as kπ', async () => {
    const { out } = await solvedBy(
      trigEngine,
      '函数 $y=\\sin x-\\sqrt{3} \\cos x$ 的图象可由函数 $y=2 \\sin x$ 的图象至少向右平移____个单位长度得到',
    );
    expect(out.finalAnswer).toBe('$\\frac{\\pi}{3}$');
    expect(out.markdown).toContain('把 $y=2\\sin x$ 的图象');
    expect(out.markdown).not.toContain('\\sin\\left(x\\right)');
    const two = await solvedBy(
      trigEngine,
      '函数 $y=2\\sin (2x+\\frac{\\pi}{3})$ 的图象可由函数 $y=2\\sin 2x$ 的图象至少向左平移____个单位长度得到',
    );
    expect(two.out.markdown).toContain('s=\\frac{\\pi}{6}-k\\pi');
    expect(two.out.markdown).not.toContain('\\pik');
  });
});

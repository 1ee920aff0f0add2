import { describe, expect, it } from 'vitest';
import { trigEngine } from '../../server/solver/engines/trig';
import { expectNoAnswer, expectRefused, solvedBy } from './hs-helpers';

describe('trig engine: the phase that makes a translated sinusoid coincide with a given graph', () => {
  it('finds the one phase in the stated range', async () => {
    const cases: Array<[string, string, number]> = [
      [
        '函数 $y=\\cos (2 x+\\phi) \\quad(-\\pi \\leqslant \\phi<\\pi)$ 的图象向右平移 $\\frac{\\pi}{2}$ 个单位后, 与函数 $y=\\sin \\left(2 x+\\frac{\\pi}{3}\\right)$ 的图象重合, 则 $\\phi=$',
        '\\phi=\\frac{5\\pi}{6}',
        (5 * Math.PI) / 6,
      ],
      [
        '函数 $y=\\sin (x+\\varphi)(|\\varphi|<\\frac{\\pi}{2})$ 的图象向左平移 $\\frac{\\pi}{6}$ 个单位后, 与函数 $y=\\cos x$ 的图象重合, 则 $\\varphi=$',
        '\\varphi=\\frac{\\pi}{3}',
        Math.PI / 3,
      ],
      [
        '已知函数 $y=2 \\sin (2 x+\\varphi)$ $(0<\\varphi<\\pi)$ 的图象向右平移 $\\frac{\\pi}{6}$ 个单位长度后与函数 $y=2 \\sin 2 x$ 的图象重合, 则 $\\varphi=$',
        '\\varphi=\\frac{\\pi}{3}',
        Math.PI / 3,
      ],
    ];
    for (const [text, answer, v] of cases) {
      const { out, value } = await solvedBy(trigEngine, text);
      expect(out.finalAnswer).toBe(`$${answer}$`);
      expect(value.kind === 'numbers' && value.values[0]).toBeCloseTo(v, 9);
    }
  });
  it('refuses a range holding two such phases, and a phase that is no simple angle', async () => {
    // φ = π and φ = −π both lie in [−π, π]
    await expectRefused(
      trigEngine,
      '函数 $y=\\sin (x+\\varphi)(-\\pi \\leq \\varphi \\leq \\pi)$ 的图象向右平移 $\\frac{\\pi}{2}$ 个单位后, 与函数 $y=\\cos x$ 的图象重合, 则 $\\varphi=$',
    );
    await expectNoAnswer(
      trigEngine,
      '函数 $y=\\sin (2 x+\\varphi)(0<\\varphi<\\pi)$ 的图象向右平移 $\\frac{\\pi}{6}$ 个单位后, 与函数 $y=\\sin (2 x+1)$ 的图象重合, 则 $\\varphi=$',
    );
  });
});

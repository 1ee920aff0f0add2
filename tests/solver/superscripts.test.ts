import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { readQuestion } from '../../server/solver/read/question';

const solver = createOfflineSolver();

describe('superscript digits typed on a phone are powers, not digits', () => {
  it('reads x² as x^{2} (NFKC alone would make it x2)', () => {
    expect(readQuestion('解方程 x²-2x-1=0', 'solution', 'math').stem).toContain('x^{2}');
  });

  it('solves a quadratic typed with x²', async () => {
    const out = await solver.solve({ text: '解一元二次方程 x²-2x-1=0' });
    expect(out.ok && out.finalAnswer).toBe('$x_1 = 1 - \\sqrt{2},\\ x_2 = 1 + \\sqrt{2}$');
  });

  it('reads m² in a word problem as square metres', async () => {
    const out = await solver.solve({ text: '一块长方形地面积是 24m²，长 6m，宽多少米？' });
    expect(out.ok && out.finalAnswer).toBe('$4$ 米');
  });
});

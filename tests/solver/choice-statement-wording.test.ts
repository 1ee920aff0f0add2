import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** Each option of a statement question is said to be right or wrong in plain words, and the answer names what was asked. */
describe('the wording of a statement choice', () => {
  it('says which statements hold, and computes only what needs computing', async () => {
    const out = await solver.solve({
      text: '设 $a=\\log _{0.2} 0.3, b=\\log _{2} 0.3$, 则 $(\\quad)$\nA. $a+b<a b<0$\nB. $a b<a+b<0$\nC. $a+b<0<a b$\nD. $a b<0<a+b$',
    });
    expect(out.ok && out.finalAnswer).toBe('B');
    const markdown = out.ok ? out.markdown : '';
    expect(markdown).toContain('所以选项 B 的说法正确');
    expect(markdown).toContain('所以选项 A 的说法错误');
    expect(markdown).toContain('题目要求选出说法正确的选项，选 B');
    expect(markdown).not.toMatch(/\$0\\approx/);
  });

  it('names the wrong statements when the wrong one is asked', async () => {
    const out = await solver.solve({
      text: '设 $a=\\log _{0.2} 0.3, b=\\log _{2} 0.3$, 则下列结论错误的是 $(\\quad)$\nA. $a+b<0$\nB. $a b<0$\nC. $a b<a+b$\nD. $a+b>0$',
    });
    expect(out.ok && out.finalAnswer).toBe('D');
    expect(out.ok && out.markdown).toContain('题目要求选出说法错误的选项，选 D');
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// 充分/必要条件 about one letter, decided by the solution sets of the two conditions.
const solver = createOfflineSolver();
const KINDS = '\nA. 充分不必要条件\nB. 必要不充分条件\nC. 充要条件\nD. 既不充分也不必要条件';
const KINDS_REORDERED = '\nA．充要条件\nB．充分而不必要条件\nC．必要而不充分条件\nD．既不充分又不必要条件';

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('充分/必要条件 of one letter', () => {
  it('reads quoted conditions with a universe, inequalities, equations and fractions', async () => {
    expect(await answer(`设 $x \\in R$，则“$x>1$”是“$x^{2}>1$”的（ ）${KINDS}`)).toBe('A（充分不必要条件）');
    expect(await answer(`“$x^2-3x+2=0$”是“$x=1$”的（ ）${KINDS}`)).toBe('B（必要不充分条件）');
    expect(await answer(`“$0<x<2$”是“$x^{2}-2x<0$”的（　　）${KINDS}`)).toBe('C（充要条件）');
    expect(await answer(`“$\\frac{1}{x}<1$”是“$x>1$”的（ ）${KINDS}`)).toBe('B（必要不充分条件）');
    expect(await answer(`已知 $m\\in\\mathbf{R}$，则“$m>2$”是“$m<3$”的（ ）${KINDS}`)).toBe('D（既不充分也不必要条件）');
  });

  it('reads named conditions p and q, in either order, and options in other wording and order', async () => {
    expect(await answer(`已知 $p: x>1$，$q：x^2>1$，则 $q$ 是 $p$ 的（ ）${KINDS}`)).toBe('B（必要不充分条件）');
    expect(await answer(`设 p：$x \\geqslant 1$；q：$x>1$，则 p 是 q 的（ ）${KINDS_REORDERED}`)).toBe('C（必要不充分条件）');
  });

  it('reads ≠, absolute values and logarithms through the inequality reader', async () => {
    expect(await answer(`“$x>0$”是“$x \\neq 0$”的（ ）${KINDS}`)).toBe('A（充分不必要条件）');
    expect(await answer(`“$x \\neq 1$”是“$x^2 \\neq 1$”的（ ）${KINDS}`)).toBe('B（必要不充分条件）');
    expect(await answer(`“$|x-1|<2$”是“$0<x<3$”的（ ）${KINDS}`)).toBe('B（必要不充分条件）');
    expect(await answer(`“$\\lg x>0$”是“$x>1$”的（ ）${KINDS}`)).toBe('C（充要条件）');
    expect(await answer(`“$|x|>1$”是“$x>1$”的（ ）${KINDS}`)).toBe('B（必要不充分条件）');
  });

  it('shows the sets and a value that breaks the failed direction', async () => {
    const r = await solver.solve({ text: `“$x\\geqslant 1$”是“$x>1$”的（ ）${KINDS}` });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.markdown).toContain('A_p=[1, +\\infty)');
    expect(r.markdown).toContain('取 $x=1$');
    expect(r.verification.status).toBe('verified');
  });

  it('refuses what the set method cannot read here', async () => {
    // Two letters; a condition in words; a restriction besides the universe; a trigonometric equation; options that are no kinds.
    expect(await answer(`“$a>b$”是“$a^{2}>b^{2}$”的（ ）${KINDS}`)).toBeNull();
    expect(await answer(`“$a=1$”是“直线 $ax+y=0$ 与直线 $x+ay=0$ 平行”的（ ）${KINDS}`)).toBeNull();
    expect(await answer(`若 $x>0$，则“$x>1$”是“$x^{2}>1$”的（ ）${KINDS}`)).toBeNull();
    expect(await answer(`“$\\sin x=0$”是“$x=0$”的（ ）${KINDS}`)).toBeNull();
    expect(await answer('“$x>1$”是“$x^{2}>1$”的（ ）\nA. 1\nB. 2\nC. 3\nD. 4')).toBeNull();
  });
});

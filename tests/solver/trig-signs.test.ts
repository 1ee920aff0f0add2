import { describe, expect, it } from 'vitest';
import { trigSignsEngine } from '../../server/solver/engines/trig-signs';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string): Promise<string | null> {
  const r = await trigSignsEngine.solve(readQuestion(text, 'choice', 'math'));
  if (!r) return null;
  return r.outcome.ok ? r.outcome.finalAnswer : null;
}

describe('trig-signs engine: signs of sin, cos, tan of kα from the quadrant', () => {
  it('picks the only inequality that always holds', async () => {
    expect(
      await answer(
        '若 $\\alpha$ 为第二象限角，则（ ）\nA. $\\sin 2\\alpha>0$\nB. $\\cos\\alpha>0$\nC. $\\tan\\alpha>0$\nD. $\\sin 2\\alpha<0$',
      ),
    ).toMatch(/^D/);
    // first quadrant: 2α in (0, π), sin 2α > 0; cos 2α undetermined
    expect(
      await answer(
        '已知 $\\theta$ 是第一象限角，则（ ）\nA. $\\cos 2\\theta>0$\nB. $\\cos 2\\theta<0$\nC. $\\sin 2\\theta>0$\nD. $\\tan 2\\theta>0$',
      ),
    ).toMatch(/^C/);
  });

  it('does not answer when no option or several options always hold', async () => {
    expect(
      await answer(
        '若 $\\alpha$ 为第一象限角，则（ ）\nA. $\\sin\\alpha>0$\nB. $\\cos\\alpha>0$\nC. $\\cos 2\\alpha<0$\nD. $\\tan 2\\alpha<0$',
      ),
    ).toBeNull();
    expect(
      await answer(
        '若 $\\alpha$ 为第三象限角，则（ ）\nA. $\\cos 2\\alpha>0$\nB. $\\cos 2\\alpha<0$\nC. $\\cos 3\\alpha>0$\nD. $\\cos 3\\alpha<0$',
      ),
    ).toBeNull();
  });
});

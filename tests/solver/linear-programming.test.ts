import { describe, expect, it } from 'vitest';
import { linearProgrammingEngine } from '../../server/solver/engines/linear-programming';
import { readQuestion } from '../../server/solver/read/question';

const answer = async (text: string) => {
  const r = await linearProgrammingEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
};

describe('linear programming engine', () => {
  it('max and min over a triangle', async () => {
    const sys = '$\\left\\{\\begin{array}{l}x+y-4 \\leqslant 0 \\\\ x-y \\geqslant 0 \\\\ y \\geqslant 0\\end{array}\\right.$';
    expect(await answer(`若 $x,y$ 满足约束条件 ${sys}，则 $z=2x+y$ 的最大值为`)).toBe('$8$');
    expect(await answer(`若 $x,y$ 满足约束条件 ${sys}，则 $z=x-3y$ 的最小值为`)).toBe('$-4$');
    expect(await answer(`若 $x,y$ 满足约束条件 ${sys}，则 $x+3y$ 的最大值为`)).toBe('$8$');
  });
  it('does not answer when the region is unbounded in the objective direction', async () => {
    expect(await answer('若 $x,y$ 满足 $\\begin{cases}x+y\\geq 2\\\\ x\\geq 0\\\\ y \\geq 0\\end{cases}$，则 $x+y$ 的最大值为')).toBeNull();
  });
  it('leaves non-linear objectives alone', async () => {
    expect(
      await answer('若 $x,y$ 满足 $\\begin{cases}x+y\\leq 2\\\\ x\\geq 1\\\\ y \\geq 0\\end{cases}$，则 $\\frac{y}{x}$ 的最大值为'),
    ).toBeNull();
  });
});

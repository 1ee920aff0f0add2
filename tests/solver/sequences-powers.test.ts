import { describe, expect, it } from 'vitest';
import { sequencesEngine } from '../../server/solver/engines/sequences';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await sequencesEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('geometric sequence terms through a power of q', () => {
  it('q³ irrational, asked term rational', async () => {
    expect(await answer('在等比数列 $\\{a_n\\}$ 中，$a_2=2$，$a_5=-4$，则 $a_8=$')).toBe('$8$');
    expect(await answer('在等比数列 $\\{a_n\\}$ 中，$a_3=3, a_6=6$，求 $a_9$ 的值')).toBe('$12$');
    expect(await answer('已知等比数列 $\\{a_n\\}$ 中，$a_4=2$，$a_7=6$，则 $a_1$ 等于')).toBe('$\\frac{2}{3}$');
  });
  it('even power: sign of q does not matter; a negative q² is impossible', async () => {
    expect(await answer('在等比数列 $\\{a_n\\}$ 中，$a_1=1$，$a_3=3$，则 $a_7=$')).toBe('$27$');
    expect(await answer('在等比数列 $\\{a_n\\}$ 中，$a_1=1$，$a_3=-3$，则 $a_5=$')).toBe('refused');
  });
});

import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string): Promise<string | null> {
  const r = await functionsEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}
const f = (a: string, ca: string, b: string, cb: string) =>
  `$f(x)=\\left\\{\\begin{array}{ll}${a}, & ${ca} \\\\ ${b}, & ${cb}\\end{array}\\right.$`;

describe('piecewise functions', () => {
  it('reads a piece whose formula has a space in it (\\log_2 x)', async () => {
    expect(await answer(`已知函数 ${f('2^{x}', 'x \\leq 0', '\\log_2 x', 'x>0')}, 则 $f(f(\\frac{1}{4}))=$`)).toBe(
      '$f(f(\\frac{1}{4}))=\\frac{1}{4}$',
    );
  });
  it('finds the argument from a value, keeping only roots inside their piece', async () => {
    // 2^a = 3 has its root at log_2 3 > 0, outside the first piece.
    expect(await answer(`已知函数 ${f('2^x', 'x \\leq 0', '\\log_2 x', 'x>0')}, 若 $f(a)=3$, 则 $a=$`)).toBe('$a=8$');
    expect(await answer(`已知函数 ${f('x^2', 'x \\leq 0', '2^x', 'x>0')}, 若 $f(a)=\\frac{1}{4}$, 则 $a=$`)).toBe('$a=-\\frac{1}{2}$');
  });
  it('finds a root where the piece only touches the value', async () => {
    expect(await answer(`已知函数 ${f('(x+1)^2', 'x \\leq 0', 'x+5', 'x>0')}, 若 $f(a)=0$, 则 $a=$`)).toBe('$a=-1$');
  });
  it('then evaluates f at an expression in the argument', async () => {
    // a − 4 = 2 gives 6, outside x ≤ 0; log_3 a = 2 gives a = 9; f(−1) = −5.
    expect(await answer(`已知函数 ${f('x-4', 'x \\leq 0', '\\log_3 x', 'x>0')}, 若 $f(a)=2$, 则 $f(a-10)=$`)).toBe('$f(a-10)=-5$');
    // a + 4 = 2 (a = −2) and log_3 a = 2 (a = 9) give f(−12) = −8 and f(−1) = 3: no single answer.
    expect(await answer(`已知函数 ${f('x+4', 'x \\leq 0', '\\log_3 x', 'x>0')}, 若 $f(a)=2$, 则 $f(a-10)=$`)).toBeNull();
  });
  it('does not answer when the value is taken twice or at an irrational point', async () => {
    expect(await answer(`已知函数 ${f('x^2+1', 'x \\leq 0', '2x', 'x>0')}, 若 $f(a)=10$, 则 $a=$`)).toBeNull();
    expect(await answer(`已知函数 ${f('x^2', 'x \\leq 0', 'x+5', 'x>0')}, 若 $f(a)=2$, 则 $a=$`)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, run, solvedBy } from './hs-helpers';

describe('functions engine: ordering exponentials, logarithms and powers', () => {
  it('orders the numbers through 0 and 1 and picks the option', async () => {
    const a = await solvedBy(functionsEngine, '已知 $a=2^{0.3}$，$b=\\log_3 2$，$c=0.3^2$，则 A. $a>b>c$ B. $b>a>c$ C. $a>c>b$ D. $c>b>a$');
    expect(a.out.finalAnswer).toBe('A（$a>b>c$）');
    expect(a.out.markdown).toContain('单调递增');
    // written with "<": a = log_{0.5}3 < 0 < b = 1/8 < 1 < c = √3
    const b = await solvedBy(
      functionsEngine,
      '设 $a=\\log_{0.5} 3$，$b=0.5^{3}$，$c=3^{0.5}$，则（ ） A. $a<b<c$ B. $b<a<c$ C. $c<a<b$ D. $a<c<b$',
    );
    expect(b.out.finalAnswer.startsWith('A')).toBe(true);
    const c = await solvedBy(functionsEngine, '设 $a=\\log_2 3, b=\\log_3 2, c=\\ln 2$，则 A. $a>b>c$ B. $a>c>b$ C. $b>a>c$ D. $c>a>b$');
    expect(c.out.finalAnswer.startsWith('B')).toBe(true);
  });

  it('refuses equal or unmatched orders and leaves numbers with unknowns', async () => {
    const r = await run(functionsEngine, '设 $a=\\log_2 4$，$b=4^{0.5}$，$c=1$，则 A. $a>b>c$ B. $b>a>c$ C. $c>a>b$ D. $c>b>a$');
    expect(r?.outcome.ok).toBe(false);
    await expectNoAnswer(functionsEngine, '设 $a=\\log_2 3$，$b=\\log_3 2$，$c=\\ln 2$，则 A. $a>b>c$ B. $b>a>c$ C. $c>b>a$ D. $b>c>a$');
    expect(await run(functionsEngine, '设 $a=2^{x}$，$b=\\log_3 x$，则 A. $a>b$ B. $a<b$ C. $a=b$ D. 不确定')).toBeNull();
  });
});

describe('functions engine: ordering numbers in a blank', () => {
  it('writes the order asked for', async () => {
    const a = await solvedBy(functionsEngine, '设 $a=0.7^{0.5}$，$b=\\log_{2} 0.7$，$c=2^{0.7}$，则 $a$，$b$，$c$ 的大小关系为____');
    expect(a.out.finalAnswer).toBe('$c>a>b$');
    const b = await solvedBy(functionsEngine, '把 $a=\\log_2 3$，$b=\\ln 2$，$c=\\log_3 2$ 按从小到大的顺序排列');
    expect(b.out.finalAnswer).toBe('$c<b<a$');
  });
});

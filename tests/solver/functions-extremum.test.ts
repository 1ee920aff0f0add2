import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { expectNoAnswer, run, solvedBy } from './hs-helpers';

describe('functions engine: parameters from an extreme value', () => {
  it('solves f′(x₀)=0 and f(x₀)=v, and keeps only sign changes', async () => {
    const a = await solvedBy(functionsEngine, '已知函数 $f(x)=x^3+ax^2+bx$ 在 $x=1$ 处有极值 $2$，求 $a$，$b$ 的值');
    expect(a.value).toEqual({ kind: 'tuples', vars: ['a', 'b'], tuples: [[-4, 5]] });
    // a = −3, b = 3 gives f′(x) = 3(x−1)² ≥ 0: rejected
    const b = await solvedBy(functionsEngine, '若函数 $f(x)=x^3+ax^2+bx+a^2$ 在 $x=1$ 处有极值 $10$，则 $a$，$b$ 的值');
    expect(b.out.finalAnswer).toBe('$a=4,\\ b=-11$');
    expect(b.out.markdown).toContain('舍去');
    expect((await solvedBy(functionsEngine, '函数 $f(x)=x^3+ax^2+3x-9$ 在 $x=-3$ 处取得极值，则 $a=$')).value).toEqual({
      kind: 'tuples',
      vars: ['a'],
      tuples: [[5]],
    });
    const c = await solvedBy(functionsEngine, '已知 $f(x)=ax^3+bx^2$ 在 $x=1$ 处取得极大值 $3$，求 $a,b$');
    expect(c.out.finalAnswer).toBe('$a=-6,\\ b=9$');
  });

  it('refuses a maximum that is a minimum and leaves longer questions', async () => {
    const r = await run(functionsEngine, '已知 $f(x)=x^3+ax^2+bx$ 在 $x=1$ 处取得极小值 $2$，求 $a,b$');
    expect(r?.outcome.ok).toBe(false);
    await expectNoAnswer(functionsEngine, '已知函数 $f(x)=x^3+ax^2+bx$ 在 $x=1$ 处有极值 $2$，求 $f(x)$ 的单调区间');
  });
});

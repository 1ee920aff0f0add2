import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { plainConnectives } from '../../server/solver/read/connectives';
import { valueAskedAsEquals } from '../../server/solver/read/exam';

// Gaokao maths asked with 如果…那么…, the ask split off by a full stop, 「$a$ 的值为」 and 「以下结论…」 (decision 0127).
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('the words joining a maths question', () => {
  it('reads 如果/假如 … 那么 as 若 … 则 when the clause speaks of a lettered formula', async () => {
    expect(await answer('如果等差数列 $\\{a_{n}\\}$ 满足 $a_{2}=3, a_{5}=9$，那么 $a_{8}=$')).toBe('$a_{8}=15$');
    expect(await answer('假如复数 $z$ 满足 $z(1+i)=2$，那么 $z$ 的虚部为')).toBe('$-1$');
    expect(await answer('如果 $x>0$，那么 $x+\\frac{4}{x}$ 的最小值为')).toBe('$4$');
    const signs = '\nA. $\\cos 2 \\alpha>0$\nB. $\\cos 2 \\alpha<0$\nC. $\\sin 2 \\alpha>0$\nD. $\\sin 2 \\alpha<0$';
    expect(await answer(`2. 如果 $\\alpha$ 为第四象限角, 那么（ ）${signs}`)).toBe('D（$\\sin 2 \\alpha<0$）');
  });

  it('joins an ask split off by a full stop', async () => {
    expect(await answer('已知 $(1+a x)(1+x)^{5}$ 的展开式中 $x^{2}$ 的系数为 5。则 $a=$')).toBe('$a=-1$');
    expect(await answer('从 2 名男生和 3 名女生中任选 2 人参加比赛。则选中的 2 人都是女生的概率为')).toBe('$\\frac{3}{10}$');
    expect(await answer('已知集合 $A=\\{1,2,3\\}, B=\\{2,3,4\\}$。则 $A \\cap B$ 中元素的个数为')).toBe('2');
  });

  it('reads 「$a$ 的值为」 as 「$a=$」, and the statements asked with 以下 or 「中，」', async () => {
    expect(await answer('设等比数列 $\\{a_{n}\\}$ 的公比 $q=2$，$a_{1}=3$，则 $a_{4}$ 的值是')).toBe('$a_{4}=24$');
    expect(await answer('若 $2^{m}=8$，则 $m$ 的值为（ ）\nA. 1\nB. 2\nC. 3\nD. 4')).toBe('C（3）');
    const parity = (ask: string) =>
      `设函数 $f(x), g(x)$ 的定义域都为 $R$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，则${ask}（ ）\nA. $f(x) g(x)$ 是偶函数\nB. $|f(x)| g(x)$ 是奇函数\nC. $f(x)|g(x)|$ 是奇函数\nD. $|f(x) g(x)|$ 是奇函数`;
    expect(await answer(parity('以下结论正确的是'))).toBe('C');
    expect(await answer(parity('下列结论中，正确的是'))).toBe('C');
  });

  it('leaves a story told with 如果 and a value told mid-sentence as they are', () => {
    expect(plainConnectives('如果小明有5个苹果，那么他再买3个，一共有多少个？')).toBe('如果小明有5个苹果，那么他再买3个，一共有多少个？');
    expect(plainConnectives('如果 $x=2$, 那么 $x^{2}=$')).toBe('若 $x=2$, 则 $x^{2}=$');
    expect(plainConnectives('已知 $a=1.5$. 则 $2a=$')).toBe('已知 $a=1.5$, 则 $2a=$');
    expect(valueAskedAsEquals('已知 $a$ 的值为 3, 则 $b=$')).toBe('已知 $a$ 的值为 3, 则 $b=$');
    expect(valueAskedAsEquals('则 $a_{5}$ 的值为 ( )')).toBe('则 $a_{5}=$ ( )');
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// 「其前 5 项和 $S_5$」 names one sum in words and in symbols; 「它的前 5 项和」 is the sequence's sum.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('a partial sum named in words', () => {
  it('reads the words and the symbol as one sum', async () => {
    expect(await answer('已知各项均为正数的等比数列 $\\{a_n\\}$ 中，$a_2=2$，$a_4=8$，则其前 5 项和 $S_5=$____')).toBe('$S_5=31$');
    expect(await answer('在等差数列 $\\{a_n\\}$ 中，$a_1=2$，$a_3=6$，则它的前 5 项和为____')).toBe('$S_{5}=30$');
    expect(await answer('在等差数列 $\\{a_n\\}$ 中，$a_2=3$，$a_5=9$，则其前 $6$ 项和 $S_6=$____')).toBe('$S_6=36$');
    // 「它的公差」: the sequence's, like 「其公差」
    expect(await answer('在等差数列 $\\{a_n\\}$ 中，$a_{5}=10$，$a_{12}=31$，则它的公差为____')).toBe('$d=3$');
  });

  it('refuses words and a symbol that name different sums, and a ratio left open by the signs', async () => {
    expect(await answer('在等差数列 $\\{a_n\\}$ 中，$a_1=2$，$a_3=6$，则其前 6 项和 $S_5=$____')).toBeNull();
    expect(await answer('在等比数列 $\\{a_n\\}$ 中，$a_2=2$，$a_4=8$，则其前 5 项和 $S_5=$____')).toBeNull();
  });
});

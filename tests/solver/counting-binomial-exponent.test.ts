import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// The exponent n of an expansion from the sum of its binomial coefficients (2ⁿ) or of its coefficients (bⁿ).
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('the exponent from a sum of coefficients', () => {
  it('reads 二项式系数之和 as 2ⁿ and 各项系数之和 as the base at 1, raised to n', async () => {
    expect(await answer('若 $(1+x)^{n}$ 的展开式的二项式系数之和为 $64$，则 $n=$____')).toBe('$n=6$');
    expect(await answer('已知 $(x+\\frac{1}{x})^{n}$ 的展开式中各项的二项式系数之和为 $32$，则 $n=$____')).toBe('$n=5$');
    expect(await answer('若 $(3x-1)^{n}$ 的展开式中各项系数之和为 $32$，则 $n=$____')).toBe('$n=5$');
    expect(await answer('若 $(x+2)^n$ 的展开式中各项系数之和为 $243$，则 $n$ 的值为____')).toBe('$n=5$');
  });

  it('refuses a sum that is no power, and a base whose value at 1 is negative (not read)', async () => {
    expect(await answer('若 $(1+x)^{n}$ 的展开式的二项式系数之和为 $60$，则 $n=$____')).toBeNull();
    expect(await answer('若 $(x-2)^{n}$ 的展开式中各项系数之和为 $1$，则 $n=$____')).toBeNull();
    expect(await answer('若 $(x-3)^{n}$ 的展开式中各项系数之和为 $16$，则 $n=$____')).toBeNull();
  });
});

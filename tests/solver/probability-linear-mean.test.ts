import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// E(aX + b) and D(aX + b) from a distribution, given as a table or as P(X = x) = p one by one.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('the mean and variance of aX + b', () => {
  it('reads the distribution written inline and applies E(aX+b) = aE(X)+b, D(aX+b) = a²D(X)', async () => {
    const given = '已知随机变量 $X$ 的分布列为 $P(X=0)=0.2$，$P(X=1)=0.5$，$P(X=2)=0.3$，则 ';
    expect(await answer(`${given}$E(2 X+1)=$____`)).toBe('$\\frac{16}{5}$');
    expect(await answer(`${given}$D(3X-1)=$____`)).toBe('$\\frac{441}{100}$');
    expect(await answer('设随机变量 $X$ 的分布列为 $P(X=1)=\\frac{1}{3}$，$P(X=2)=\\frac{1}{2}$，$P(X=3)=a$，则 $E(-2X+3)=$____')).toBe(
      '$-\\frac{2}{3}$',
    );
    expect(await answer('已知随机变量 $X$ 的分布列为 $P(X=-1)=0.3$，$P(X=1)=0.7$，则 $D(2X)=$____')).toBe('$\\frac{84}{25}$');
    expect(await answer('已知随机变量 $\\xi$ 的分布列为 $P(\\xi=1)=0.5$，$P(\\xi=2)=0.5$，则 $E(\\xi)=$____')).toBe('$\\frac{3}{2}$');
  });

  it('refuses what is not a linear function of X, or probabilities that do not sum to 1', async () => {
    const given = '已知随机变量 $X$ 的分布列为 $P(X=0)=0.2$，$P(X=1)=0.5$，$P(X=2)=0.3$，则 ';
    expect(await answer(`${given}$E(X^{2}+1)=$____`)).toBeNull();
    expect(await answer(`${given}$E(2Y+1)=$____`)).toBeNull();
    expect(await answer('已知随机变量 $X$ 的分布列为 $P(X=0)=0.2$，$P(X=1)=0.5$，$P(X=2)=0.4$，则 $E(2X+1)=$____')).toBeNull();
    expect(await answer('已知随机变量 $X$ 的分布列为 $P(X=0)=0.2$，$P(Y=1)=0.8$，则 $E(2X+1)=$____')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// X ~ N(μ, σ²): probabilities between μ and μ ± t by the symmetry of the normal curve.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('the symmetry of a normal distribution', () => {
  it('turns one given probability into the asked one', async () => {
    expect(await answer('已知随机变量 $X \\sim N\\left(2, \\sigma^{2}\\right)$，且 $P(X<4)=0.8$，则 $P(0<X<2)=$____')).toBe('$0.3$');
    expect(await answer('已知随机变量 $\\xi$ 服从正态分布 $N(1,\\sigma^2)$，若 $P(\\xi>3)=0.2$，则 $P(\\xi<-1)=$____')).toBe('$0.2$');
    expect(await answer('设随机变量 $X\\sim N(3,\\sigma^{2})$，若 $P(X>4)=0.3$，则 $P(2<X<4)=$____')).toBe('$0.4$');
    expect(await answer('已知随机变量 $X\\sim N(0,\\sigma^{2})$，且 $P(-2<X<0)=0.4$，则 $P(X>2)=$____')).toBe('$0.1$');
  });

  it('refuses a point the symmetry does not reach, and a given probability on the wrong side of 1/2', async () => {
    expect(await answer('已知随机变量 $X\\sim N(2,\\sigma^{2})$，且 $P(X<4)=0.8$，则 $P(X<1)=$____')).toBeNull();
    expect(await answer('已知随机变量 $X\\sim N(2,\\sigma^{2})$，且 $P(X<4)=0.3$，则 $P(0<X<2)=$____')).toBeNull();
  });
});

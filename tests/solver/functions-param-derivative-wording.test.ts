import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// One constant from the slope of a tangent, in the exam's wordings: a printed blank, 「若曲线 y=f(x) …」, f^{\prime}.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('a constant from the slope of a tangent', () => {
  it('reads the blank, the graph named y=f(x), and the superscript prime', async () => {
    expect(await answer('已知函数 $f(x)=a x^{2}+\\ln x$ 的图象在 $x=1$ 处的切线斜率为 $3$，则 $a=$____')).toBe('$a=1$');
    expect(await answer('已知函数 $f(x)=ax^3+x$，若曲线 $y=f(x)$ 在 $x=1$ 处的切线斜率为 $4$，则 $a=$____')).toBe('$a=1$');
    expect(await answer('已知函数 $f(x)=a x^{2}+\\ln x$，若 $f^{\\prime}(1)=3$，则 $a=$____')).toBe('$a=1$');
    expect(await answer('已知函数 $f(x)=a e^{x}+x$，若曲线 $y=f(x)$ 在 $x=0$ 处的切线斜率为 $3$，则 $a=$____')).toBe('$a=2$');
  });

  it('refuses another function named for the graph, and a constant with two values', async () => {
    expect(await answer('已知函数 $f(x)=ax^3+x$，若曲线 $y=g(x)$ 在 $x=1$ 处的切线斜率为 $4$，则 $a=$____')).toBeNull();
    expect(await answer('已知函数 $f(x)=a^2x$，若 $f^{\\prime}(1)=4$，则 $a=$____')).toBeNull();
  });
});

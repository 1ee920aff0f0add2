import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { readParityPremise } from '../../server/solver/parity-parameter';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('a letter fixed by 「若 f(x) 为奇/偶函数」, then the question about f', () => {
  it('reads the premise, the letter and the question that finds it', () => {
    const p = readParityPremise('设函数 $f(x)=x^{3}+(b+2) x^{2}+2 x$. 若 $f(x)$ 为奇函数, 则 $f(1)=$');
    expect(p?.letter).toBe('b');
    expect(p?.ask).toBe('已知函数 $f(x)=x^{3}+(b+2) x^{2}+2 x$ 是奇函数，则 $b=$____');
    expect(p?.rewrite('-2')).toBe('设函数 $f(x)=x^{3}+((-2)+2) x^{2}+2 x$. 则 $f(1)=$');
    // \frac keeps its a
    expect(readParityPremise('设 $f(x)=\\frac{a}{x}+x^{2}$, 若 $f(x)$ 为偶函数, 则 $f(1)=$')?.rewrite('0')).toContain('\\frac{(0)}{x}');
  });

  it.each([
    ['设函数 $f(x)=x^{3}+(b+2) x^{2}+2 x$. 若 $f(x)$ 为奇函数, 则曲线 $y=f(x)$ 在点 $(0,0)$ 处的切线方程为', '$y = 2x$'],
    ['已知函数 $f(x)=x^{2}+(m-3) x+1$, 若 $f(x)$ 是偶函数, 则 $f(2)=$', '5'],
    [
      '已知函数 $f(x)=x^{2}+(k+1) x$, 若 $f(x)$ 为偶函数, 则曲线 $y=f(x)$ 在点 $(1,1)$ 处的切线方程为（ ）\nA. $y=2 x-1$\nB. $y=x$\nC. $y=2 x+1$\nD. $y=-2 x+3$',
      'A',
    ],
  ])('%s', async (text, expected) => {
    const got = await answer(text);
    expect(got?.startsWith(expected) || got?.includes(`=${expected}`) || got?.includes(`= ${expected}`)).toBe(true);
  });

  it.each([
    // the letter is asked about again: not only a premise
    '已知函数 $f(x)=x^{2}+(m-3) x+1$, 若 $f(x)$ 是偶函数, 则 $m+f(2)=$',
    // no value makes x² + ax odd
    '已知函数 $f(x)=x^{2}+a x$, 若 $f(x)$ 为奇函数, 则 $f(1)=$',
    // two letters
    '已知函数 $f(x)=a x^{3}+b x^{2}$, 若 $f(x)$ 为奇函数, 则 $f(1)=$',
  ])('refuses %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// 「下列命题中正确的是」 with options 「若 …，则 …」 about orders: each option's premise is its own givens.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('options that carry their own premise', () => {
  it('decides each option from its premise, a letter the premise does not order being any real', async () => {
    expect(
      await answer(
        '下列命题中正确的是（ ）\nA. 若 $a>b$，则 $a c^{2}>b c^{2}$\nB. 若 $a>b>0$，则 $\\frac{1}{a}<\\frac{1}{b}$\nC. 若 $a>b$，则 $a^{2}>b^{2}$\nD. 若 $a>b$，$c>d$，则 $a c>b d$',
      ),
    ).toBe('B');
    expect(
      await answer(
        '下列说法正确的是（ ）\nA. 若 $a>b$，则 $\\frac{1}{a}<\\frac{1}{b}$\nB. 若 $a c^{2}>b c^{2}$，则 $a>b$\nC. 若 $a<b<0$，则 $a^{2}>b^{2}$\nD. 若 $a>b$，则 $a^{2}>b^{2}$',
      ),
    ).toBeNull();
    expect(
      await answer(
        '下列命题为真命题的是（ ）\nA. 若 $a>b$，则 $a c>b c$\nB. 若 $a>b>0$，则 $\\sqrt{a}>\\sqrt{b}$\nC. 若 $a>b$，则 $a^{2}>b^{2}$\nD. 若 $a>b$，则 $\\frac{1}{a}<\\frac{1}{b}$',
      ),
    ).toBe('B');
    expect(
      await answer(
        '下列命题中错误的是（ ）\nA. 若 $a>b$，则 $a+c>b+c$\nB. 若 $a>b>0$，则 $a^{2}>b^{2}$\nC. 若 $a>b$，则 $a c^{2}>b c^{2}$\nD. 若 $a>b>0$，则 $\\sqrt{a}>\\sqrt{b}$',
      ),
    ).toBe('C');
  });

  it('leaves an option undecided when neither a proof nor an instance is found', async () => {
    expect(
      await answer(
        '下列命题中正确的是（ ）\nA. 若 $a>b$，则 $a c>b c$\nB. 若 $a<b<0$，则 $a^{2}>a b$\nC. 若 $a>b$，则 $a^{2}>b^{2}$\nD. 若 $a>b$，则 $\\frac{1}{a}<\\frac{1}{b}$',
      ),
    ).toBeNull();
  });

  it('does not use the option premise when the stem has its own givens', async () => {
    expect(
      await answer(
        '已知 $c>0$，下列命题中正确的是（ ）\nA. 若 $a>b$，则 $a c^{2}>b c^{2}$\nB. 若 $a>b$，则 $a^{2}>b^{2}$\nC. 若 $a>b$，则 $\\frac{1}{a}<\\frac{1}{b}$\nD. 若 $a>b$，则 $a c<b c$',
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { decideConditionalOrder, readOrderGivens } from '../../server/solver/choice/conditional-order';
import { createOfflineSolver } from '../../server/solver/offline';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('orders of expressions under given orders of the letters', () => {
  it('reads givens that are only orders of letters and numbers', () => {
    expect(readOrderGivens('若 $a>b>0,0<c<1$')?.letters).toEqual(['a', 'b', 'c']);
    expect(readOrderGivens('已知 $x<y$ 且 $y<0$')?.facts).toHaveLength(2);
    expect(readOrderGivens('若 $a>b>0, ab=1$')).toBeNull();
    expect(readOrderGivens('若 $a>b>0$，函数 $f(x)=a^x$')).toBeNull();
    expect(readOrderGivens('若 $a+b>0$')).toBeNull();
  });

  it('proves by monotonicity, breaks by an instance, and leaves the rest undecided', () => {
    const givens = '若 $a>b>0,0<c<1$';
    expect(decideConditionalOrder('$\\log _{c} a<\\log _{c} b$', givens)).toMatchObject({ truth: true });
    expect(decideConditionalOrder('$c^{a}<c^{b}$', givens)).toMatchObject({ truth: true });
    expect(decideConditionalOrder('$a^{c}>b^{c}$', givens)).toMatchObject({ truth: true });
    expect(decideConditionalOrder('$a^{c}<b^{c}$', givens)).toMatchObject({ truth: false });
    // true, but the two sides differ in two places: no monotonic step proves it, and it is not guessed
    expect(decideConditionalOrder('$a c^{2}+1>b c^{2}$', givens)).toBe('undecided');
    // a letter the givens do not order is not this kind of option
    expect(decideConditionalOrder('$d^{a}<d^{b}$', givens)).toBeNull();
  });

  it.each([
    ['若 $x>y>0,0<m<1$, 则（ ）\nA. $x^{m}<y^{m}$\nB. $m^{x}<m^{y}$\nC. $\\log _{m} x>\\log _{m} y$\nD. $\\ln x<\\ln y$', 'B'],
    [
      '已知 $a>b>1$, 则（ ）\nA. $\\ln a<\\ln b$\nB. $2^{a}>2^{b}$\nC. $\\left(\\frac{1}{2}\\right)^{a}>\\left(\\frac{1}{2}\\right)^{b}$\nD. $a^{-1}>b^{-1}$',
      'B',
    ],
    ['设 $m<n<0$, 则（ ）\nA. $m^{2}<n^{2}$\nB. $3^{m}<3^{n}$\nC. $\\frac{1}{m}<\\frac{1}{n}$\nD. $|m|<|n|$', 'B'],
    [
      '若 $0<c<1$ 且 $a>b>0$, 则下列不等式成立的是（ ）\nA. $c^{a}-c^{b}>0$\nB. $\\log _{c} a-\\log _{c} b<0$\nC. $a^{c}-b^{c}<0$\nD. $\\log _{a} c>\\log _{b} c$',
      'B',
    ],
    ['若 $a>b, c<0$, 则（ ）\nA. $a c>b c$\nB. $a+c>b+c$\nC. $a-c<b-c$\nD. $\\frac{a}{c}>\\frac{b}{c}$', 'B'],
    // 「则一定有」 and 「则必有」 ask which statement holds, like 「则（ ）」
    ['若 $a>b>0, c<0$, 则一定有（ ）\nA. $a c>b c$\nB. $\\frac{a}{c}<\\frac{b}{c}$\nC. $a^{2}<b^{2}$\nD. $\\frac{1}{a}>\\frac{1}{b}$', 'B'],
  ])('%s', async (text, letter) => {
    expect(await answer(text)).toBe(letter);
  });

  it.each([
    // the true option (C) needs more than one monotonic step: refused, never picked by elimination
    '若 $a>b>1,0<c<1$, 则（ ）\nA. $a^{c}<b^{c}$\nB. $a b^{c}<b a^{c}$\nC. $a \\log _{b} c<b \\log _{a} c$\nD. $\\log _{a} c<\\log _{b} c$',
    // a further condition that is not an order is not ignored
    '若 $a>b>0, a b=1$, 则（ ）\nA. $a<1$\nB. $b^{2}>1$\nC. $a^{2}>b^{2}$\nD. $a+b<2$',
    // every option is false: no option to pick (「则必有」 read as the statement question it is)
    '若 $a>b>0, c<d<0$, 则必有（ ）\nA. $a+c>b+d$\nB. $a-c<b-d$\nC. $a d>b c$\nD. $\\frac{a}{d}>\\frac{b}{c}$',
    '若 $a>b>0$, 则（ ）\nA. $a^{2}<b^{2}$\nB. $\\ln a<\\ln b$\nC. $2^{a}<2^{b}$\nD. $\\sqrt{a}<\\sqrt{b}$',
  ])('refuses %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });
});

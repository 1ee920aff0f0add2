import { describe, expect, it } from 'vitest';
import { functionsEngine } from '../../server/solver/engines/functions';
import { vectorEngine } from '../../server/solver/engines/vector';
import { cleanText, closeSplitBrackets } from '../../server/solver/read/clean';
import { halfLinesAsInequalities } from '../../server/solver/read/half-lines';
import { lookAlikeCharacters, quotesFromPrimes } from '../../server/solver/read/ocr-repairs';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('reading OCR text: a formula cut in two inside a bracket', () => {
  it('joins the two halves when the bracket holds something and closes between them', () => {
    expect(closeSplitBrackets('当 $x<0$ 时, $f($ x) $=2 x^{3}+x^{2}$, 则')).toBe('当 $x<0$ 时, $f( x) =2 x^{3}+x^{2}$, 则');
    expect(closeSplitBrackets('$g($ t) $=t-1$')).toBe('$g( t) =t-1$');
    expect(closeSplitBrackets('且 $(2+b$ ) $(\\sin A-\\sin B)=c$')).toBe('且 $(2+b ) (\\sin A-\\sin B)=c$');
  });
  it('leaves printed blanks, words and line breaks between formulas alone', () => {
    for (const text of ['则 $\\{x \\mid f(x-2)>0\\}=($ )', '$f($ 的值 x) $=1$', '$A($ )\nA. $1$', '$f(x)$ 和 $g(x)$', '$f($ ) $=1$'])
      expect(closeSplitBrackets(text)).toBe(text);
  });
});

describe('reading OCR text: quotation marks read as primes', () => {
  it('drops a prime on an empty group and the closing prime of the same formula', () => {
    expect(quotesFromPrimes('若 ${ }^{\\prime} a \\perp b^{\\prime}$, 则')).toBe('若 $a \\perp b$, 则');
    expect(quotesFromPrimes('若 ${ }^{\\prime \\prime} a / / b^{\\prime \\prime}$')).toBe('若 $a / / b$');
  });
  it('keeps primes that mark a derivative', () => {
    for (const text of ['若 $f^{\\prime}(1)=2$', '$y^{\\prime}$', '${ }_{1}^{2} \\mathrm{H}$']) expect(quotesFromPrimes(text)).toBe(text);
  });
});

describe('reading OCR text: look-alike characters', () => {
  it('reads 雉 as 锥 in the words of cones and pyramids only', () => {
    expect(lookAlikeCharacters('该圆雉的体积为, 四棱雉, 雉形瓶, 雉体')).toBe('该圆锥的体积为, 四棱锥, 锥形瓶, 锥体');
    expect(lookAlikeCharacters('今有雉兔同笼, 上有三十五头')).toBe('今有雉兔同笼, 上有三十五头');
  });
});

describe('reading a half-line condition as its inequality', () => {
  it('rewrites "当 x∈(−∞, a) 时" and its three companions', () => {
    expect(halfLinesAsInequalities('当 $x \\in(-\\infty, 0)$ 时')).toBe('当 $x<0$ 时');
    expect(halfLinesAsInequalities('当 $x \\in(-\\infty, 1]$ 时')).toBe('当 $x\\leq 1$ 时');
    expect(halfLinesAsInequalities('当 $x \\in(0,+\\infty)$ 时')).toBe('当 $x>0$ 时');
    expect(halfLinesAsInequalities('当 $t \\in[2,+\\infty)$ 时')).toBe('当 $t\\geq 2$ 时');
  });
  it('leaves bounded intervals and half-lines outside a "当…时" condition', () => {
    for (const text of ['当 $x \\in(-1,0)$ 时', '在 $(0,+\\infty)$ 上单调', '若 $x \\in(0,+\\infty)$, 则']) {
      expect(halfLinesAsInequalities(text)).toBe(text);
    }
  });
});

describe('kinds that these repairs let through', () => {
  it('answers the other half of an odd or even function given on a half-line', async () => {
    const odd = cleanText('已知 $f(x)$ 是定义在 $R$ 上的奇函数, 当 $x \\in(-\\infty, 0)$ 时, $f($ x) $=2 x^{3}+x^{2}$, 则 $f(2)=$');
    expect(await numbersBy(functionsEngine, odd)).toEqual([12]);
    expect(await numbersBy(functionsEngine, '设 $f(x)$ 为偶函数, 当 $x \\in[0,+\\infty)$ 时, $f(x)=x^{2}-2 x$, 则 $f(-3)=$')).toEqual([3]);
    expect(await numbersBy(functionsEngine, '奇函数 $f(x)$ 满足: 当 $x \\in(0,+\\infty)$ 时, $f(x)=x^{2}+1$, 则 $f(-1)=$')).toEqual([-2]);
  });
  it('does not answer outside the half-line the function is given on', async () => {
    await expectNoAnswer(functionsEngine, '已知 $f(x)$ 是奇函数, 当 $x \\in(-1,0)$ 时, $f(x)=2 x^{3}+x^{2}$, 则 $f(2)=$');
    await expectNoAnswer(functionsEngine, '已知 $f(x)$ 是奇函数, 当 $x \\in(-\\infty, -3)$ 时, $f(x)=x^{2}$, 则 $f(2)=$');
  });
  it('reads a quoted perpendicularity condition of vectors', async () => {
    expect(
      await numbersBy(
        vectorEngine,
        '设向量 $\\boldsymbol{a}=(1,-1), \\boldsymbol{b}=(m+1,2 m-4)$, 若 ${ }^{\\prime} a \\perp b^{\\prime}$, 则 $m=$',
      ),
    ).toEqual([5]);
  });
});

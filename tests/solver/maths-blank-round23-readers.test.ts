import { describe, expect, it } from 'vitest';
import { readBlankAsks } from '../../server/solver/blank-asks';

describe('readBlankAsks: each printed blank asked alone', () => {
  it('a formula ask after the conditions', () => {
    expect(readBlankAsks('已知等比数列 $\\{a_{n}\\}$ 中,$a_{1}=1$,$a_{4}=8$,则公比 $q=$ ____ ;$S_{5}=$ ____ .')?.parts).toEqual([
      '已知等比数列 $\\{a_{n}\\}$ 中,$a_{1}=1$,$a_{4}=8$,则公比 $q=$ ____',
      '已知等比数列 $\\{a_{n}\\}$ 中,$a_{1}=1$,$a_{4}=8$,则 $S_{5}=$ ____',
    ]);
  });
  it('words alone ask about what the first ask named before its 的, and keep its place 「…中」', () => {
    expect(readBlankAsks('函数 $f(x)=x^{3}-3 x$ 的极大值为 ____ ,极小值为 ____ .')?.parts[1]).toBe('函数 $f(x)=x^{3}-3 x$ 的极小值为 ____');
    expect(readBlankAsks('$(x+\\frac{2}{x})^{4}$ 的展开式中常数项为 ____ ;各项系数之和为 ____ .')?.parts[1]).toBe(
      '$(x+\\frac{2}{x})^{4}$ 的展开式中各项系数之和为 ____',
    );
  });
  it('an ask naming its own object follows the conditions only', () => {
    expect(readBlankAsks('已知 $z=1-i$,则 $z$ 的实部为 ____ ,$|z|=$ ____ .')?.parts[1]).toBe('已知 $z=1-i$,则 $|z|=$ ____');
  });
  it('not read: a blank inside its sentence, a later condition, one blank, the same ask twice', () => {
    expect(readBlankAsks('函数 $f(x)=x^{3}-3 x$ 在 $x=$ ____ 处取得极小值 ____ .')).toBeNull();
    expect(readBlankAsks('若 $a \\parallel b$,则 $m=$ ____ ;若 $a \\perp b$,则 $m=$ ____ .')).toBeNull();
    expect(readBlankAsks('已知 $a=2$,则 $a^{2}=$ ____ .')).toBeNull();
    expect(readBlankAsks('则 $m=$ ____ ,$m=$ ____ .')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { EXAM_VARIANTS } from '../../bench/solver/variants/exam';

/** The wording rewritings of gaokao maths text (decision 0127): each applies only where it keeps the meaning. */
const variant = (name: string) => {
  const v = EXAM_VARIANTS.find((x) => x.name === name);
  if (!v) throw new Error(`no variant ${name}`);
  return (t: string) => v.apply(t);
};
const OPTIONS = '\nA. 1\nB. 2\nC. 3\nD. 4';

describe('gaokao maths rewritten in other words', () => {
  it('已知 ↔ 设, 若 → 如果, 则 → 那么 at the start of a clause only', () => {
    expect(variant('yizhi-as-she')('1. （5 分）已知集合 $A=\\{1,2\\}$, 则 $A$ 的子集个数为')).toBe(
      '1. （5 分）设集合 $A=\\{1,2\\}$, 则 $A$ 的子集个数为',
    );
    expect(variant('yizhi-as-she')('由已知条件可得 $a=1$')).toBeNull();
    expect(variant('she-as-yizhi')('设函数 $f(x)=x^{2}$, 则 $f(2)=$')).toBe('已知函数 $f(x)=x^{2}$, 则 $f(2)=$');
    expect(variant('she-as-yizhi')('某工厂设计了一种零件')).toBeNull();
    expect(variant('ruo-as-ruguo')('若 $a>0$, 则 $a+1$ 的最小值为')).toBe('如果 $a>0$, 则 $a+1$ 的最小值为');
    expect(variant('ruo-as-ruguo')('函数 $f(x)$ 若有零点')).toBeNull();
    expect(variant('ze-as-name')('若 $a>0$, 则 $a+1$ 的最小值为')).toBe('若 $a>0$, 那么 $a+1$ 的最小值为');
    expect(variant('ze-as-name')('求 $a$ 的值')).toBeNull();
  });

  it('splits the ask off the last condition of the stem, not of an option', () => {
    expect(variant('ask-own-sentence')(`若 $a>0$, 且 $a^{2}=4$, 则 $a=(\\quad)$${OPTIONS}`)).toBe(
      `若 $a>0$, 且 $a^{2}=4$。则 $a=(\\quad)$${OPTIONS}`,
    );
    expect(variant('ask-own-sentence')('下列命题为真的是（ ）\nA. 若 $a>b$, 则 $a^{2}>b^{2}$\nB. 2\nC. 3\nD. 4')).toBeNull();
  });

  it('asks for a value in words, with 等于 for 为 and 为 for 是', () => {
    expect(variant('ask-value-wei')(`已知 $2^{a}=8$, 则 $a=(\\quad)$${OPTIONS}`)).toBe(`已知 $2^{a}=8$, 则 $a$ 的值为（ ）${OPTIONS}`);
    expect(variant('ask-value-wei')('已知等差数列中 $a_{1}=1, d=2$, 则 $a_{5}=$')).toBe('已知等差数列中 $a_{1}=1, d=2$, 则 $a_{5}$ 的值为');
    expect(variant('ask-value-wei')(`已知集合 $A=\\{1\\}$, 则 $A \\cup B=(\\quad)$${OPTIONS}`)).toBeNull();
    expect(variant('ask-wei-dengyu')(`则 $\\{a_{n}\\}$ 的公差为 $(\\quad)$${OPTIONS}`)).toBe(
      `则 $\\{a_{n}\\}$ 的公差等于 $(\\quad)$${OPTIONS}`,
    );
    expect(variant('ask-wei-dengyu')('内角 $A, B, C$ 的对边分别为')).toBeNull();
    expect(variant('ask-shi-wei')(`则红色和紫色的花不在同一花坛的概率是 $(\\quad)$${OPTIONS}`)).toBe(
      `则红色和紫色的花不在同一花坛的概率为 $(\\quad)$${OPTIONS}`,
    );
    expect(variant('ask-shi-wei')(`则下列结论正确的是（ ）${OPTIONS}`)).toBeNull();
  });

  it('words the statements asked as other papers do', () => {
    expect(variant('xialie-zhong')(`则下列结论正确的是（ ）${OPTIONS}`)).toBe(`则下列结论中，正确的是（ ）${OPTIONS}`);
    expect(variant('xialie-yixia')(`则下列说法错误的是（ ）${OPTIONS}`)).toBe(`则以下说法错误的是（ ）${OPTIONS}`);
    expect(variant('xialie-yixia')(`下列函数中为奇函数的是（ ）${OPTIONS}`)).toBeNull();
    expect(variant('ze-ask-statements')(`若 $\\alpha$ 为第四象限角, 则（）${OPTIONS}`)).toBe(
      `若 $\\alpha$ 为第四象限角, 则下列结论正确的是（ ）${OPTIONS}`,
    );
    expect(variant('ze-ask-statements')('若 $a>0$, 则 $a=$')).toBeNull();
  });

  it('renames a letter everywhere, only where the new letter is free and the old one is surely a name', () => {
    expect(variant('rename-function-f-g')('已知函数 $f(x)=\\frac{1}{x}$, 则 $f(2)=$')).toBe('已知函数 $g(x)=\\frac{1}{x}$, 则 $g(2)=$');
    expect(variant('rename-function-f-g')('设函数 $f(x), g(x)$ 的定义域都为 $R$')).toBeNull();
    expect(variant('rename-parameter-a-m')('若为 $a$ 实数, 且 $\\frac{2+a i}{1+i}=3+i$, 则 a 等于')).toBe(
      '若为 $m$ 实数, 且 $\\frac{2+m i}{1+i}=3+i$, 则 m 等于',
    );
    expect(variant('rename-parameter-a-m')('在 $\\triangle A B C$ 中, $a=2, b=3$, 则 $c$ 的最小值为')).toBeNull();
    expect(variant('rename-parameter-a-m')('已知 $a \\sin x + m=0$')).toBeNull();
    expect(variant('rename-parameter-a-m')('已知 $(1+\\mathrm{ax})(1+x)^{5}$ 的展开式中 $x^{2}$ 的系数为 5, 则 $a=$')).toBeNull();
    expect(variant('rename-parameter-a-m')('若 $\\tan a=2$, 则 $\\tan 2 a=$')).toBe('若 $\\tan m=2$, 则 $\\tan 2 m=$');
    expect(variant('rename-sequence-a-b')('已知等差数列 $\\{a_{n}\\}$ 中 $a_{2}=3$, 则 $a_{5}=$')).toBe(
      '已知等差数列 $\\{b_{n}\\}$ 中 $b_{2}=3$, 则 $b_{5}=$',
    );
    expect(variant('rename-sequence-a-b')('已知数列 $\\{a_{n}\\}, \\{b_{n}\\}$ 满足 $a_{n}=b_{n}+1$, $c=2$')).toBeNull();
  });
});

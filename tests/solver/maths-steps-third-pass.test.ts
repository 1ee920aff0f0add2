import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** Steps that show the operation a textbook shows, checked on questions of the kind in other words. */
describe('maths steps, third pass', () => {
  it.each([
    [
      '$\\left(x+\\frac{a}{x}\\right)\\left(2 x-\\frac{1}{x}\\right)^{5}$ 的展开式中各项系数的和为 2 , 则该展开式中常数项为____',
      '$40$',
      '相加得 $1\\times \\left(-40\\right)+1\\times 80=40$',
    ],
    [
      '已知 $(ax+\\frac{1}{x})(2x-\\frac{1}{x})^{5}$ 的展开式中各项系数之和为 $0$，则展开式中的常数项为____',
      '$120$',
      '代入 $a=-1$，$-x$ 乘第二个因式展开式中 $\\frac{1}{x}$ 项（系数 $-40$）',
    ],
  ])('binomial with a parameter: the asked term worked factor by factor — %s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
  });

  it.each([
    ['已知集合 $A=\\{1,3,5,7\\}, B=\\{2,3,4,5\\}$, 则 $A \\cap B=$____', '$\\{3,5\\}$', '取两个集合的公共元素（交集）'],
    ['已知集合 $A=\\{-1,0,1\\}$，$B=\\{0,1,2\\}$，则 $A\\cup B=$____', '$\\{-1,0,1,2\\}$', '相同的只写一次（并集）'],
    ['已知集合 $A=\\{x \\mid-1<x<2\\}, B=\\{x \\mid 0<x<3\\}$, 则 $A \\cap B=$____', '$\\{x \\mid 0<x<2\\}$', '在数轴上取公共部分'],
  ])('listed sets are combined element by element, intervals on the number line — %s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
    if (shown !== '在数轴上取公共部分') expect(out.ok && out.markdown).not.toContain('数轴');
  });

  it('complex: 实部与虚部相等 written as the equation, without a bracket around one side', async () => {
    const out = await solver.solve({ text: '设 $(1+2i)(a+i)$ 的实部与虚部相等，其中 $a$ 为实数，则 $a=$____' });
    expect(out.ok && out.finalAnswer).toBe('$a=-3$');
    expect(out.ok && out.markdown).toContain('实部与虚部相等：$a-2=2a+1$');
  });
});

describe('law of cosines with the numbers put in', () => {
  it.each([
    [
      '在 $\\triangle A B C$ 中, $\\cos \\frac{C}{2}=\\frac{\\sqrt{5}}{5}, B C=1, A C=5$, 则 $A B=$____',
      '$c=4\\sqrt{2}$',
      '=1^2+5^2-2\\times 1\\times 5\\times \\left(-\\frac{3}{5}\\right)=32',
    ],
    [
      '在 $\\triangle ABC$ 中，$a=2\\sqrt{3}$，$b=2$，$C=30^{\\circ}$，则 $c=$____',
      '$c=2$',
      '=\\left(2\\sqrt{3}\\right)^2+2^2-2\\times 2\\sqrt{3}\\times 2\\times \\frac{\\sqrt{3}}{2}=4',
    ],
    [
      '在 $\\triangle ABC$ 中，$a=3$，$b=5$，$c=7$，则 $\\cos C=$____',
      '$\\cos C=-\\frac{1}{2}$',
      '=\\frac{3^2+5^2-7^2}{2\\times 3\\times 5}=-\\frac{1}{2}',
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
  });
});

describe('a step put before a solution numbers the rest on', () => {
  it.each([
    ['若 $x=-2$ 是函数 $f(x)=\\left(x^{2}+a x-1\\right) e^{x-1}$ 的极值点, 则 $f(x)$ 的极小值为____', '**步骤 1** 求导得'],
    ['已知 $a=2$，$b=-1$，求 $a^2-3ab+b^2$ 的值。', '**步骤 1** 把 $a = 2,\\ b = -1$ 代入'],
  ])('%s', async (text, first) => {
    const out = await solver.solve({ text });
    const md = out.ok ? out.markdown : '';
    expect(md).toContain(first);
    expect(md).not.toContain('**步骤 0**');
    const numbers = [...md.matchAll(/\*\*步骤 (\d+)\*\*/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('a complex equation with a fraction: both sides multiplied by the denominator', () => {
  it.each([
    [
      '若为 $a$ 实数, 且 $\\frac{2+a i}{1+i}=3+i$, 则 $a=$____',
      '$a=4$',
      '2+a i=\\left(3+i\\right)\\left(1+i\\right)=3+3i+i+i^{2}=2+4i',
      '虚部 $a=4$',
    ],
    ['设 $a$ 为实数，若 $\\frac{a+3i}{1-2i}=-1+i$，则 $a=$____', '$a=1$', '=-1+2i+i-2i^{2}=1+3i', '实部 $a=1$'],
  ])('%s', async (text, answer, product, parts) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(product);
    expect(out.ok && out.markdown).toContain(parts);
    expect(out.ok && out.markdown).not.toContain('左边−右边');
  });
});

/** 中间量法: numbers compared with 0 and 1 by the monotonicity of their own function, not by their decimals. */
describe('an order of logarithms and powers shown by the bridges 0 and 1', () => {
  it.each([
    [
      '已知 $a=\\log _{2} 0.2, b=2^{0.2}, c=0.2^{0.3}$ ，则\nA. $a<b<c$\nB. $a<c<b$\nC. $c<a<b$\nD. $b<c<a$',
      'B',
      '$a=\\log _{2} 0.2<\\log_{2}1=0$；$b=2^{0.2}>2^{0}=1$；$0<c=0.2^{0.3}<0.2^{0}=1$。所以 $a<c<b$',
    ],
    [
      '已知 $a=\\lg 2$，$b=\\log_{\\frac{1}{2}}3$，$c=\\left(\\frac{1}{2}\\right)^{-2}$，则\nA. $b<a<c$\nB. $a<b<c$\nC. $c<a<b$\nD. $c<b<a$',
      'A',
      '$0=\\lg 1<a=\\lg 2<\\lg 10=1$；$b=\\log_{\\frac{1}{2}}3<\\log_{\\frac{1}{2}}1=0$',
    ],
    [
      '设 $a=\\log_{0.5}3$，$b=3^{0.5}$，$c=0.5^{0.3}$，则 $a, b, c$ 的大小关系是\nA. $a<b<c$\nB. $a<c<b$\nC. $b<a<c$\nD. $c<a<b$',
      'B（$a<c<b$）',
      '$a=\\log_{0.5}3<\\log_{0.5}1=0$；$b=3^{0.5}>3^{0}=1$；$0<c=0.5^{0.3}<0.5^{0}=1$',
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    const md = out.ok ? out.markdown : '';
    expect(md).toContain(shown);
    expect(md).not.toContain('\\approx');
    expect(md.split('与中间量').length).toBe(2);
  });

  it('numbers between the same bridges are still compared by their values', async () => {
    const out = await solver.solve({
      text: '设 $a=\\log_{3}2$，$b=\\ln 2$，$c=5^{-\\frac{1}{2}}$，则\nA. $a<b<c$\nB. $b<c<a$\nC. $c<a<b$\nD. $c<b<a$',
    });
    expect(out.ok && out.finalAnswer).toBe('C');
    expect(out.ok && out.markdown).not.toContain('与中间量');
  });
});

describe('a geometric sequence: each condition as its equation in a₁ and q', () => {
  it.each([
    [
      '已知等比数列 $\\left\\{a_{n}\\right\\}$ 的前 3 项和为 $168, a_{2}-a_{5}=42$, 则 $a_{6}=$____',
      '$a_{6}=3$',
      ['$S_{3}=168\\Rightarrow a_1 + a_1 q + a_1 q^{2}=168$', '即 $a_1 q - a_1 q^{4}=42$'],
    ],
    [
      '在等比数列 $\\{a_n\\}$ 中，$a_2=2$，$a_5=16$，则 $S_6=$____',
      '$S_6=63$',
      ['$a_2=2\\Rightarrow a_1 q=2$', '$a_5=16\\Rightarrow a_1 q^{4}=16$'],
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    for (const s of shown) expect(out.ok && out.markdown).toContain(s);
    expect(out.ok && out.markdown).not.toContain('q^{1}');
  });

  it('a point on the terminal side at x=1 is written a=tan α', async () => {
    const out = await solver.solve({
      text: '已知角 $\\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(2, b)$, 且 $\\cos 2 \\alpha=\\frac{2}{3}$, 则 $|a-b|=$____',
    });
    expect(out.ok && out.markdown).toContain('$a=\\tan\\alpha$，$b=2\\tan\\alpha$');
  });
});

/** f(x)=P(x)e^{g(x)}: the product rule with the exponential factored out, then the polynomial factored. */
describe('the derivative of a polynomial times an exponential', () => {
  it.each([
    [
      '若 $x=-2$ 是函数 $f(x)=\\left(x^{2}+a x-1\\right) e^{x-1}$ 的极值点, 则 $f(x)$ 的极小值为____',
      '=\\left(x^{2} + x - 2\\right)\\mathrm{e}^{x - 1}=\\left(x - 1\\right)\\left(x + 2\\right)\\mathrm{e}^{x - 1}',
    ],
    ['函数 $f(x)=x e^{x}$ 的极小值为____', "f'(x)=\\mathrm{e}^{x}+x\\mathrm{e}^{x}=\\left(x + 1\\right)\\mathrm{e}^{x}"],
    ['求函数 $f(x)=x^2e^{x}$ 的极大值。', '=x\\left(x + 2\\right)\\mathrm{e}^{x}'],
  ])('%s', async (text, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.markdown).toContain(shown);
  });
});

describe('a binomial parameter from its variance and a comparison of two probabilities', () => {
  it.each([
    [
      '某群体中的每位成员使用移动支付的概率都为 $p$, 各成员的支付方式相互独立. 设 $X$ 为该群体的 10 位成员中使用移动支付的人数, $D X=2.4, P(X=4)<P(X=6)$, 则 $p=$____',
      '$p=\\frac{3}{5}$',
      ['解得 $p=\\frac{2}{5}$ 或 $p=\\frac{3}{5}$', '得 $(1-p)^{2}<p^{2}$，即 $p>\\frac{1}{2}$'],
    ],
    [
      '设随机变量 $X\\sim B(10,p)$，$D(X)=2.1$，$P(X=3)>P(X=7)$，则 $p=$____',
      '$p=\\frac{3}{10}$',
      ['得 $(1-p)^{4}>p^{4}$，即 $p<\\frac{1}{2}$'],
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    for (const s of shown) expect(out.ok && out.markdown).toContain(s);
  });
});

describe('基本量法 ends with the asked term or sum as its formula with a₁ and d (or q) put in', () => {
  it.each([
    [
      '记 $S_n$ 为等差数列 $\\{a_n\\}$ 的前 $n$ 项和，若 $a_3=5$，$a_7=13$，则 $S_{10}=$____',
      '$S_{10}=10\\times 1+\\frac{10\\times 9}{2}\\times 2=100$',
    ],
    ['已知等差数列 $\\{a_n\\}$ 中，$a_2=7$，$a_5=1$，则 $a_{10}=$____', '$a_{10}=9+9\\times \\left(-2\\right)=-9$'],
    [
      '已知等比数列 $\\{a_n\\}$ 中，$a_1=8$，$a_4=1$，则 $S_5=$____',
      '$S_5=\\frac{8\\times \\left(1-\\left(\\frac{1}{2}\\right)^{5}\\right)}{1-\\frac{1}{2}}=\\frac{31}{2}$',
    ],
  ])('%s', async (text, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.markdown).toContain(`所以 ${shown}`);
  });
});

describe('基本量法 solves two conditions as the textbook does', () => {
  it.each([
    [
      '记 $S_n$ 为等差数列 $\\{a_n\\}$ 的前 $n$ 项和，若 $a_3=5$，$a_7=13$，则 $S_{10}=$____',
      '两式相减得 $4d=8$，所以 $d=2$；代入 $a_1+2d=5$ 得 $a_1=1$',
    ],
    ['在等比数列 $\\{a_n\\}$ 中，$a_2=2$，$a_5=16$，则 $S_6=$____', '两式相除得 $q^{3}=8$，所以 $q=2$；代入 $a_1q=2$ 得 $a_1=1$'],
    ['已知等比数列 $\\{a_n\\}$ 中，$a_1=8$，$a_4=1$，则 $S_5=$____', '两式相除得 $q^{3}=\\frac{1}{8}$，所以 $q=\\frac{1}{2}$。'],
  ])('%s', async (text, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.markdown).toContain(shown);
  });

  it('two terms an even number of places apart keep 解得 (q has two signs to weigh)', async () => {
    const out = await solver.solve({ text: '在等比数列 $\\{a_n\\}$ 中，$a_2=2$，$a_4=8$，则 $a_6=$____' });
    expect(out.ok && out.markdown).not.toContain('两式相除');
  });
});

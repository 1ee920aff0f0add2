/**
 * Look-alikes of the maths wordings read since decision 0127 (如果/那么 → 若/则, 「。则」 joined, 「$a$ 的值为」 read as
 * 「$a=$」, 以下/下面结论): the same words asking something else, several letters, a value that is an expression,
 * hypothetical options, word problems and physics/chemistry stems with 如果/那么/以下. `answer`: the hand-worked
 * choice letter, or the blank's value(s) as the solver writes them (every listed piece must appear), or null when the
 * solver must refuse (the question asks for more than one thing, or is underdetermined).
 */
export interface HuntCase {
  why: string;
  text: string;
  /** choice: the letter; blank: the pieces the answer must contain; null: must refuse. */
  answer: string | string[] | null;
}

const opts = (options: string[]) => options.map((o, i) => `\n${'ABCD'[i]}. ${o}`).join('');
const choice = (why: string, answer: string | null, stem: string, options: string[]): HuntCase => ({
  why,
  answer,
  text: stem + opts(options),
});
const blank = (why: string, answer: string[] | null, text: string): HuntCase => ({ why, answer, text });

export const HUNT_CASES: HuntCase[] = [
  // —— 如果/假如/倘若 … 那么 in maths, the meaning kept ——
  blank(
    '如果…那么 sum of an arithmetic sequence',
    ['30'],
    '如果等差数列 $\\{a_{n}\\}$ 的前 $n$ 项和为 $S_{n}$，$a_{1}=2, a_{3}=6$，那么 $S_{5}=$',
  ),
  blank('假如 tan, 那么 tan 2α', ['-\\frac{4}{3}'], '假如 $\\tan \\alpha=2$，那么 $\\tan 2 \\alpha=$'),
  blank('倘若 complex modulus', ['\\sqrt{2}'], '倘若复数 $z=\\frac{2}{1-i}$，那么 $|z|=$'),
  blank('如果 log, 那么 x', ['8'], '如果 $\\log _{2} x=3$，那么 $x=$'),
  blank('如果 x>1, minimum of x+1/(x-1) is 3', ['3'], '如果 $x>1$，那么 $x+\\frac{1}{x-1}$ 的最小值为'),
  blank('如果 perpendicular vectors', ['-2'], '如果向量 $\\vec{a}=(1,2), \\vec{b}=(x, 1)$，且 $\\vec{a} \\perp \\vec{b}$，那么 $x=$'),
  blank('如果 n=5, binomial coefficient with a negative sign', ['-40'], '如果 $n=5$，那么 $(2 x-1)^{n}$ 的展开式中 $x^{2}$ 的系数为'),
  blank('如果 x=2 is a root, 那么 a 的值为', ['3'], '如果 $x=2$ 是方程 $2 x+a=7$ 的解，那么 $a$ 的值为'),
  blank('如果 3x=12, 那么 x+5', ['9'], '如果 $3 x=12$，那么 $x+5=$'),
  // —— 如果 … 那么 inside options to judge ——
  choice('hypothetical options, 下列命题中，正确的是', 'C', '下列命题中，正确的是（ ）', [
    '如果 $a>b$，那么 $a^{2}>b^{2}$',
    '如果 $a>b$，那么 $a c^{2}>b c^{2}$',
    '如果 $a>b>0$，那么 $\\frac{1}{a}<\\frac{1}{b}$',
    '如果 $a>b$，那么 $\\frac{1}{a}<\\frac{1}{b}$',
  ]),
  choice('hypothetical options, the false one asked', 'C', '下列命题中，错误的是（ ）', [
    '如果 $a>b$，那么 $a+c>b+c$',
    '如果 $a>b>0$，那么 $a^{2}>b^{2}$',
    '如果 $a>b$，那么 $a c>b c$',
    '如果 $a>b, c>d$，那么 $a+c>b+d$',
  ]),
  choice('hypothetical options, two true: a single-choice answer cannot be picked', null, '下列命题中，正确的是（ ）', [
    '如果 $a>b$，那么 $a+c>b+c$',
    '如果 $a>b>0$，那么 $a^{2}>b^{2}$',
    '如果 $a>b$，那么 $a c>b c$',
    '如果 $a>b$，那么 $a^{2}>b^{2}$',
  ]),
  choice('如果…那么 stem with options of inequalities', 'B', '如果 $a<b<0$，那么下列不等式成立的是（ ）', [
    '$\\frac{1}{a}<\\frac{1}{b}$',
    '$a^{2}>b^{2}$',
    '$a b<b^{2}$',
    '$\\frac{b}{a}>1$',
  ]),
  // —— 「。则」 ——
  blank('。则 after an odd function given on x>0', ['-5'], '已知 $f(x)$ 是定义在 $R$ 上的奇函数，当 $x>0$ 时，$f(x)=x^{2}+1$。则 $f(-2)=$'),
  blank(
    '。则 that starts a condition, then 求',
    ['-5'],
    '已知 $f(x)$ 是定义在 $R$ 上的奇函数。则当 $x>0$ 时，$f(x)=x^{2}+1$，求 $f(-2)$ 的值',
  ),
  blank(
    '。则 with two blanks: both values or refuse',
    ['19', '100'],
    '已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1, a_{2}=3$。则 $a_{10}=$ ____，$S_{10}=$ ____',
  ),
  blank('。则 and 的值为 together', ['16'], '已知数列 $\\{a_{n}\\}$ 满足 $a_{n+1}=2 a_{n}$，$a_{1}=1$。则 $a_{5}$ 的值为'),
  blank('a decimal then a full stop then 则', ['4'], '已知 $a=1.5$，$b=2.5$. 则 $a+b=$'),
  blank('。则 after 且, maximum of a product', ['4'], '若 $x+y=4$，且 $x>0, y>0$。则 $x y$ 的最大值为'),
  blank(
    '。则 with two asks split by a semicolon',
    ['-\\frac{4}{5}', '-\\frac{3}{4}'],
    '已知 $\\sin \\alpha=\\frac{3}{5}$，$\\alpha$ 是第二象限角。则 $\\cos \\alpha=$ ____；$\\tan \\alpha=$ ____',
  ),
  blank('。则 after a set by a quadratic', ['4'], '已知集合 $A=\\{x \\mid x^{2}-3 x+2=0\\}$。则 $A$ 的子集个数为'),
  blank('。则 minimum of 1/a+1/b', ['4'], '已知 $a>0$，$b>0$，$a+b=1$。则 $\\frac{1}{a}+\\frac{1}{b}$ 的最小值为'),
  blank('。则 sum of max and min', ['3'], '已知 $f(x)=2^{x}$。则 $f(x)$ 在 $[0,1]$ 上的最大值与最小值之和为'),
  blank('second sentence a separate question (a and another root)', ['2'], '若方程 $x^{2}-3 x+a=0$ 的一个根为 1。则另一个根为'),
  // —— 「的值为」 ——
  blank('value of an expression a²+b²', ['5'], '已知 $a+b=3, a b=2$，则 $a^{2}+b^{2}$ 的值为'),
  blank('two letters asked: a 与 b 的值', ['3', '2'], '已知 $a, b$ 满足 $a+b=5, a-b=1$，则 $a$ 与 $b$ 的值为'),
  blank('2^(a+b)', ['15'], '已知 $2^{a}=3$，$2^{b}=5$，则 $2^{a+b}$ 的值为'),
  blank('a from a root', ['2'], '若 $x^{2}-3 x+a=0$ 的一个根为 1，则 $a$ 的值为'),
  blank('a and the other root: two blanks', ['2', '2'], '若 $x^{2}-3 x+a=0$ 的一个根为 1，则 $a$ 的值为____，另一个根为____'),
  blank('pure imaginary, 实数 a 的值为', ['1'], '若 $\\frac{a+i}{1-i}$ 为纯虚数，则实数 $a$ 的值为'),
  choice('pure imaginary, choice 的值为（ ）', 'A', '若 $\\frac{a+i}{1-i}$ 为纯虚数，则 $a$ 的值为（ ）', ['1', '$-1$', '2', '$-2$']),
  blank('a_1+a_9 in an arithmetic sequence', ['18'], '已知 $\\{a_{n}\\}$ 是等差数列，$a_{3}=5$，$a_{7}=13$，则 $a_{1}+a_{9}$ 的值为'),
  blank(
    'a_n 的值为: the general term, not a number',
    ['2^{n-1}'],
    '已知等比数列 $\\{a_{n}\\}$ 中，$a_{2}=2$，$a_{5}=16$，则 $a_{n}$ 的值为',
  ),
  blank('n 的值为 from a term', ['10'], '已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，公差 $d=2$，若 $a_{n}=19$，则 $n$ 的值为'),
  blank(
    'S_n 的值为: an expression in n',
    ['n^{2}'],
    '已知等差数列 $\\{a_{n}\\}$ 的前 $n$ 项和为 $S_{n}$，$a_{1}=1$，公差 $d=2$，则 $S_{n}$ 的值为',
  ),
  blank('several letters, 1/x+1/y', ['1'], '若 $3^{x}=4^{y}=12$，则 $\\frac{1}{x}+\\frac{1}{y}$ 的值为'),
  blank('extremum at x=1, a 的值为', ['-\\frac{3}{2}'], '已知函数 $f(x)=x^{3}+a x^{2}$ 在 $x=1$ 处取得极值，则 $a$ 的值为'),
  blank('extremum at x=1, then the maximum', ['0'], '已知函数 $f(x)=x^{3}+a x^{2}$ 在 $x=1$ 处取得极值，则 $f(x)$ 的极大值为'),
  blank('的取值范围为, not a value', ['(-\\infty,1]'], '若函数 $f(x)=x^{2}-2 a x+1$ 在 $[1,+\\infty)$ 上单调递增，则 $a$ 的取值范围为'),
  blank('two equations, x 的值为', ['3'], '若 $x+y=2$，$x-y=4$，则 $x$ 的值为'),
  blank('two equations, y 的值为', ['-1'], '若 $x+y=2$，$x-y=4$，则 $y$ 的值为'),
  blank('underdetermined: a in terms of b', null, '已知 $a+2 b=5$，则 $a$ 的值为'),
  blank('two roots: m 的值为', ['1', '2'], '若 $m^{2}-3 m+2=0$，则 $m$ 的值为'),
  blank('parallel lines: k=1 only (k=-1 coincides)', ['1'], '已知直线 $x+k y+1=0$ 与直线 $k x+y-1=0$ 平行，则 $k$ 的值为'),
  blank('a value given before, a² asked', ['4'], '若 $a$ 的值为 2，则 $a^{2}$ 的值为'),
  blank('log equation with two roots', ['2', '-1'], '若 $\\log _{2}(x^{2}-x)=1$，则 $x$ 的值为'),
  blank('sqrt plus abs is zero', ['1'], '若 $\\sqrt{x-1}+|y+2|=0$，则 $x$ 的值为'),
  blank('ab of logs', ['2'], '已知 $a=\\log _{2} 3$，$b=\\log _{3} 4$，则 $a b$ 的值为'),
  blank('x 的值为 where x ranges (a value 为正数的是 is no ask)', null, '已知 $f(x)=x^{2}-1$，则使 $f(x)>0$ 成立的 $x$ 的值为正数的是'),
  choice('options on one line, 的值是', 'C', '已知 $\\log _{a} 9=2$，则 $a$ 的值是（ ）', ['1', '2', '3', '9']),
  choice('a 的值为 where a² is the option set', 'B', '若集合 $\\{1, a\\}=\\{1,4\\}$，则 $a$ 的值为（ ）', ['1', '4', '2', '16']),
  // —— 以下/下面结论 and the parity reader ——
  choice(
    '以下结论: product of odd and even',
    'B',
    '设函数 $f(x), g(x)$ 的定义域都为 $R$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，则以下结论正确的是（ ）',
    ['$f(x)+g(x)$ 是奇函数', '$f(x) g(x)$ 是奇函数', '$f(x)-g(x)$ 是偶函数', '$f(g(x))$ 是奇函数'],
  ),
  choice(
    '以下结论不正确的是',
    'D',
    '设函数 $f(x), g(x)$ 的定义域都为 $R$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，则以下结论不正确的是（ ）',
    ['$f(x) g(x)$ 是奇函数', '$|f(x)| g(x)$ 是偶函数', '$f(x)|g(x)|$ 是奇函数', '$|f(x) g(x)|$ 是奇函数'],
  ),
  choice(
    '以下结论 about monotonicity, not parity',
    null,
    '设函数 $f(x), g(x)$ 的定义域都为 $R$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，则以下结论正确的是（ ）',
    ['$f(x) g(x)$ 在 $R$ 上单调递增', '$f(x)+g(x)$ 在 $R$ 上单调递减', '$f(x)|g(x)|$ 有最大值', '$|f(x) g(x)|$ 有零点'],
  ),
  choice(
    '下面结论中，正确的是',
    'C',
    '设函数 $f(x), g(x)$ 的定义域都为 $R$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，则下面结论中，正确的是（ ）',
    ['$f(x) g(x)$ 是偶函数', '$|f(x)| g(x)$ 是奇函数', '$f(x)|g(x)|$ 是奇函数', '$|f(x) g(x)|$ 是奇函数'],
  ),
  choice(
    '如果…那么以下结论',
    'C',
    '如果函数 $f(x), g(x)$ 的定义域都为 $R$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，那么以下结论正确的是（ ）',
    ['$f(x) g(x)$ 是偶函数', '$|f(x)| g(x)$ 是奇函数', '$f(x)|g(x)|$ 是奇函数', '$|f(x) g(x)|$ 是奇函数'],
  ),
  choice(
    '以下结论 on (0,+∞): parity is not even defined',
    null,
    '设函数 $f(x), g(x)$ 的定义域都为 $(0,+\\infty)$，且 $f(x)$ 是奇函数，$g(x)$ 是偶函数，则以下结论正确的是（ ）',
    ['$f(x) g(x)$ 是偶函数', '$|f(x)| g(x)$ 是奇函数', '$f(x)|g(x)|$ 是奇函数', '$|f(x) g(x)|$ 是奇函数'],
  ),
  // —— word problems with a formula and 如果/那么 ——
  blank('work problem, twice the people', ['6'], '如果 $x$ 个人完成一项工程需要 12 天，那么 $2 x$ 个人完成这项工程需要多少天？'),
  blank('money left in terms of a', ['a-6'], '小明有 $a$ 元钱，如果他买了 3 支笔，每支 2 元，那么他还剩多少元？'),
  blank(
    'rectangle length +2, area increase',
    ['6'],
    '一个长方形的长是 $a$ 厘米，宽是 3 厘米。如果长增加 2 厘米，那么面积增加多少平方厘米？',
  ),
  blank(
    'a fraction of a number, 那么 another fraction',
    ['\\frac{27}{2}'],
    '一个数的 $\\frac{2}{3}$ 是 12，那么这个数的 $\\frac{3}{4}$ 是多少？',
  ),
  blank('甲 is a, 乙 five more', ['a+5'], '甲数是 $a$，乙数比甲数多 5。那么乙数是多少？'),
  // —— physics and chemistry with 以下 / 如果 / 那么 ——
  choice('free fall statements with 以下', 'B', '关于自由落体运动，以下说法正确的是（ ）', [
    '物体的质量越大，下落越快',
    '自由落体运动是初速度为零的匀加速直线运动',
    '在地球上不同地点，自由落体加速度都相同',
    '物体竖直向下的运动就是自由落体运动',
  ]),
  choice('如果 net force zero, 那么', 'C', '如果物体所受合外力为零，那么物体（ ）', [
    '一定静止',
    '一定做匀速直线运动',
    '速度一定不变',
    '加速度一定不为零',
  ]),
  choice('以下 electrolytes', 'C', '以下物质属于电解质的是（ ）', ['铜', '蔗糖', '氯化钠', '稀硫酸']),
  blank(
    'braking car stops before 6 s: 25 m, not 24 m',
    ['25'],
    '如果一辆汽车以 $v_{0}=10 \\mathrm{~m} / \\mathrm{s}$ 的初速度做匀减速直线运动，加速度大小为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$，那么汽车 6 s 内的位移为',
  ),
  blank('m=2 kg。则 F=6 N', ['3'], '一物体的质量 $m=2 \\mathrm{~kg}$。则当它受到 $F=6 \\mathrm{~N}$ 的合力时，它的加速度大小为'),
  blank('physics 加速度 $a$ 的值为', ['5'], '质量为 $m=2 \\mathrm{~kg}$ 的物体受到 $F=10 \\mathrm{~N}$ 的合力，则其加速度 $a$ 的值为'),
  blank(
    '如果 2 mol H2 burns, 那么 O2 used',
    ['1'],
    '如果 $2 \\mathrm{~mol}~\\mathrm{H}_{2}$ 完全燃烧，那么消耗 $\\mathrm{O}_{2}$ 的物质的量为',
  ),
  choice('以下 with chemistry formulas: oxides', 'B', '以下物质中，属于碱性氧化物的是（ ）', [
    '$\\mathrm{CO}_{2}$',
    '$\\mathrm{Na}_{2} \\mathrm{O}$',
    '$\\mathrm{Al}_{2} \\mathrm{O}_{3}$',
    '$\\mathrm{SO}_{3}$',
  ]),
  // —— 下列…中，comma ——
  choice(
    '下列说法中，正确的个数是: a count',
    'C',
    '下列说法中，正确的个数是（ ）\n① 若 $a>b$，则 $a+1>b+1$；② 若 $a>b$，则 $-a<-b$；③ 若 $a>b>0$，则 $\\sqrt{a}>\\sqrt{b}$；④ 若 $a>b$，则 $a^{2}>b^{2}$',
    ['1', '2', '3', '4'],
  ),
  // —— 「…的 $x$ 的值为」: the letter where something else takes its extremum ——
  blank('x where f is largest, not the largest value', ['1'], '已知函数 $f(x)=-x^{2}+2 x+3$，则使 $f(x)$ 取得最大值的 $x$ 的值为'),
  blank('x where x+9/x is least, not the least value', ['3'], '已知 $x>0$，则函数 $y=x+\\frac{9}{x}$ 取得最小值时 $x$ 的值为'),
  blank('a where ab is largest (a+2b=2): a=1, ab=1/2', ['1'], '若 $a>0, b>0$，且 $a+2 b=2$，则当 $a b$ 取得最大值时 $a$ 的值为'),
  blank('side a of a triangle by the cosine rule', ['\\sqrt{7}'], '在 $\\triangle A B C$ 中，$b=2, c=3, A=60^{\\circ}$，则 $a$ 的值为'),
  blank('的值等于', ['2'], '若 $x^{2}-3 x+a=0$ 的一个根为 1，则 $a$ 的值等于'),
  blank('x where the quadratic is least, 那么', ['2'], '如果函数 $y=x^{2}-4 x+5$，那么当 $y$ 取得最小值时 $x$ 的值为'),
  // —— 「。」 ending a sentence that asks something itself ——
  blank('first sentence asks its own blank, then 。则', ['-1', '3'], '函数 $f(x)=x^{2}-2 x$ 的最小值为____。则 $f(3)=$____'),
  blank('the minimum named m, then f(m)', ['3'], '已知函数 $f(x)=x^{2}-2 x$ 的最小值为 $m$。则 $f(m)=$'),
  blank('two questions, the second with its own 若', ['4', '3'], '已知 $f(x)=x^{2}$。则 $f(2)=$____；若 $f(a)=9$ 且 $a>0$，则 $a=$____'),
  // —— word problems with a formula and 如果/那么 ——
  blank('price up 10% then down 10%', ['0.99'], '某商品原价 $a$ 元，先提价 $10 \\%$，再降价 $10 \\%$，那么现价为多少元？'),
  blank(
    '80% of the price is 160, 那么 90%',
    ['180'],
    '某商品按原价的 $80 \\%$ 出售，售价为 160 元。如果按原价的 $90 \\%$ 出售，那么售价为多少元？',
  ),
  blank('如果 a/b=2/3, 那么 (a+b)/b', ['\\frac{5}{3}'], '如果 $\\frac{a}{b}=\\frac{2}{3}$，那么 $\\frac{a+b}{b}=$'),
  blank('a third of x is 5 less than twice x', ['3'], '如果 $x$ 的 $\\frac{1}{3}$ 比它的 2 倍少 5，那么 $x=$'),
  blank('twice x is 5 less than a third of x', ['-3'], '如果 $x$ 的 2 倍比它的 $\\frac{1}{3}$ 少 5，那么 $x=$'),
  blank('speed v, 那么 2 hours', ['2v'], '小明步行的速度为 $v$ 千米/时。那么他 2 小时走了多少千米？'),
  choice('fraction when x and y are tripled', 'A', '如果把分式 $\\frac{x y}{x+y}$ 中的 $x, y$ 都扩大为原来的 3 倍，那么分式的值（ ）', [
    '扩大为原来的 3 倍',
    '不变',
    '缩小为原来的 $\\frac{1}{3}$',
    '扩大为原来的 9 倍',
  ]),
  // —— 如果…那么 in a proposition to turn round ——
  choice('the converse of 如果 x=1 那么 x²=1', 'B', '命题“如果 $x=1$，那么 $x^{2}=1$”的逆命题是（ ）', [
    '如果 $x \\neq 1$，那么 $x^{2} \\neq 1$',
    '如果 $x^{2}=1$，那么 $x=1$',
    '如果 $x^{2} \\neq 1$，那么 $x \\neq 1$',
    '如果 $x=1$，那么 $x^{2} \\neq 1$',
  ]),
  choice('the contrapositive of 如果 a>b 那么 a+1>b+1', 'D', '命题“如果 $a>b$，那么 $a+1>b+1$”的逆否命题是（ ）', [
    '如果 $a+1>b+1$，那么 $a>b$',
    '如果 $a \\leq b$，那么 $a+1 \\leq b+1$',
    '如果 $a>b$，那么 $a+1 \\leq b+1$',
    '如果 $a+1 \\leq b+1$，那么 $a \\leq b$',
  ]),
  // —— where an extreme is reached, asked with =, 的值为 and 的值是 ——
  blank('x where x+9/x is least, asked with =', ['3'], '已知 $x>0$，则函数 $y=x+\\frac{9}{x}$ 取得最小值时 $x=$'),
  blank('当…取得最小值时，则 x 的值为', ['3'], '已知 $x>0$，当函数 $y=x+\\frac{9}{x}$ 取得最小值时，则 $x$ 的值为'),
  blank('当…取得最小值时，则 x=', ['3'], '已知 $x>0$，当函数 $y=x+\\frac{9}{x}$ 取得最小值时，则 $x=$'),
  choice('x where x+9/x is least: the option 6 is the least value', 'B', '已知 $x>0$，则 $x+\\frac{9}{x}$ 取得最小值时 $x$ 的值是（ ）', [
    '1',
    '3',
    '6',
    '9',
  ]),
  blank('the least value and where: two blanks', ['4', '2'], '若 $x>0$，则 $x+\\frac{4}{x}$ 的最小值为____，此时 $x$ 的值为'),
  blank('x where x+1/(x-1) is least: 2, the least value 3', ['2'], '已知 $x>1$，则函数 $y=x+\\frac{1}{x-1}$ 取得最小值时 $x$ 的值为'),
  blank('x where xy is largest (x+y=4): 2, the largest value 4', ['2'], '已知 $x>0$，$y>0$，$x+y=4$，则 $x y$ 取得最大值时 $x$ 的值为'),
  blank(
    'a where 1/a+4/b is least (a+b=1): 1/3, the least value 9',
    ['\\frac{1}{3}'],
    '已知 $a>0, b>0$，$a+b=1$，当 $\\frac{1}{a}+\\frac{4}{b}$ 取得最小值时，则 $a$ 的值为',
  ),
  blank(
    'x where a quadratic is least on [0,3]: 2, the least value 1',
    ['2'],
    '函数 $f(x)=x^{2}-4 x+5$ 在 $[0,3]$ 上取得最小值时，则 $x$ 的值为',
  ),
  blank(
    'n where S_n is largest: 5, the largest value 25',
    ['5'],
    '已知等差数列 $\\{a_{n}\\}$ 的前 $n$ 项和 $S_{n}=-n^{2}+10 n$，当 $S_{n}$ 取得最大值时，则 $n$ 的值为',
  ),
  blank(
    'n where S_n is largest, asked with =',
    ['5'],
    '已知等差数列 $\\{a_{n}\\}$ 的前 $n$ 项和 $S_{n}=-n^{2}+10 n$，则 $S_{n}$ 取得最大值时 $n=$',
  ),
  blank(
    'x where sin x+√3 cos x is largest on [0,π]: π/6',
    ['\\frac{\\pi}{6}'],
    '已知函数 $f(x)=\\sin x+\\sqrt{3} \\cos x$，$x \\in[0, \\pi]$，当 $f(x)$ 取得最大值时，则 $x$ 的值为',
  ),
];

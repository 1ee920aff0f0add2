/**
 * Look-alikes of the choice-question kinds (conditions, orders under given orders, graph symmetry, set inclusion,
 * claims, function properties), of element inference, and problems of other subjects that borrow physics and
 * chemistry words. Each keeps the usual wording and changes one detail: the direction of a condition, a negated or
 * multiple-choice question, two options equal in value, a clue taken away. null means it must be refused.
 */
import { type Lookalike, choice as c } from './lookalike-hunt-shared';

const COND = ['充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'];
const cond = (p: string, q: string) => c(`“$${p}$”是“$${q}$”的（ ）`, ...COND);

// biome-ignore format: one problem a line
export const CHOICE_LOOKALIKES: Lookalike[] = [
  // 充分/必要: the direction, equality against inequality, a neither
  [cond('x>1', 'x^{2}>1'), 'A', 'solves'],
  [cond('x^{2}>1', 'x>1'), 'B', 'solves'],
  [cond('x>1', 'x>2'), 'B', 'solves'],
  [cond('|x|<1', 'x<1'), 'A', 'solves'],
  [cond('x=1', 'x^{2}=1'), 'A', 'solves'],
  [cond('x^{2}=1', 'x=1'), 'B', 'solves'],
  [cond('x>0', 'x \\neq 0'), 'A', 'solves'],
  [cond('x^{2}-3 x+2=0', 'x=1'), 'B', 'solves'],
  [cond('x>1', '\\frac{1}{x}<1'), 'A', 'solves'],
  [cond('\\frac{1}{x}<1', 'x>1'), 'B', 'solves'],
  [cond('x \\geq 1', 'x>1'), 'B', 'solves'],
  [cond('x^{2}>0', 'x>0'), 'B', 'solves'],
  [cond('x>1', 'x<2'), 'D', 'solves'],
  [cond('\\ln x>0', 'x>1'), 'C', 'mayRefuse'],
  [cond('x>1 且 y>1', 'x+y>2'), 'A', 'mayRefuse'],
  [c('“$x>1$”是“$x^{2}>1$”的（ ）', '充要条件', '充分而不必要条件', '必要而不充分条件', '既不充分又不必要条件'), 'B', 'solves'],
  [c('“$x^{2}>1$”是“$x>1$”的（ ）', '充要条件', '充分而不必要条件', '必要而不充分条件', '既不充分又不必要条件'), 'C', 'solves'],
  // orders under given orders: negated, no sign given, multiple choice, two true in a single choice
  [c('若 $a>b>0$，则下列不等式错误的是（ ）', '$a^{2}>b^{2}$', '$\\frac{1}{a}<\\frac{1}{b}$', '$\\ln a>\\ln b$', '$2^{a}<2^{b}$'), 'D', 'solves'],
  [c('若 $a>b$，则（ ）', '$a^{2}>b^{2}$', '$\\frac{1}{a}<\\frac{1}{b}$', '$a^{3}>b^{3}$', '$|a|>|b|$'), 'C', 'mayRefuse'],
  [c('（多选）若 $a>b>0, c<0$，则（ ）', '$a c>b c$', '$\\frac{a}{c}<\\frac{b}{c}$', '$a+c>b+c$', '$a^{2}<b^{2}$'), 'BC', 'solves'],
  [c('若 $a>b>0, c<0$，则（ ）', '$a c>b c$', '$\\frac{a}{c}<\\frac{b}{c}$', '$a+c>b+c$', '$a^{2}<b^{2}$'), null, 'refuses'],
  [c('若 $a>b>0$，则（ ）', '$a^{2}<b^{2}$', '$\\ln a<\\ln b$', '$2^{a}<2^{b}$', '$\\sqrt{a}>\\sqrt{b}$'), 'D', 'solves'],
  [c('若 $a>b$，则一定成立的是（ ）', '$\\ln a>\\ln b$', '$2^{a}>2^{b}$', '$a^{2}>b^{2}$', '$\\frac{1}{a}<\\frac{1}{b}$'), 'B', 'mayRefuse'],
  [c('若 $a<b<0$，则（ ）', '$a^{2}<b^{2}$', '$\\frac{1}{a}>\\frac{1}{b}$', '$a b<b^{2}$', '$|a|<|b|$'), 'B', 'solves'],
  [c('若 $0<a<b<1$，则（ ）', '$a^{2}>b^{2}$', '$2^{a}>2^{b}$', '$\\ln a<\\ln b$', '$\\frac{1}{a}<\\frac{1}{b}$'), 'C', 'solves'],
  [c('若 $a>b>0$，则下列不等式不成立的是（ ）', '$a^{2}>b^{2}$', '$\\frac{1}{a}>\\frac{1}{b}$', '$\\ln a<\\ln b$', '$2^{a}>2^{b}$'), null, 'refuses'],
  // graph symmetry: the axis, the origin, the line y = x, equal options
  [c('下列函数中，其图象与函数 $y=2^{x}$ 的图象关于 $x$ 轴对称的是（ ）', '$y=2^{-x}$', '$y=-2^{x}$', '$y=-2^{-x}$', '$y=\\log _{2} x$'), 'B', 'solves'],
  [c('下列函数中，其图象与函数 $y=2^{x}$ 的图象关于原点对称的是（ ）', '$y=2^{-x}$', '$y=-2^{x}$', '$y=-2^{-x}$', '$y=\\log _{2} x$'), 'C', 'solves'],
  [c('下列函数中，其图象与函数 $y=2^{x}$ 的图象关于直线 $y=x$ 对称的是（ ）', '$y=2^{-x}$', '$y=-2^{x}$', '$y=-2^{-x}$', '$y=\\log _{2} x$'), 'D', 'mayRefuse'],
  [c('下列函数中，其图象与函数 $y=\\ln x$ 的图象关于直线 $x=1$ 对称的是（ ）', '$y=\\ln (1-x)$', '$y=\\ln (2-x)$', '$y=\\ln (x-2)$', '$y=-\\ln x$'), 'B', 'solves'],
  [c('下列函数中，其图象与函数 $y=\\ln x$ 的图象关于 $x$ 轴对称的是（ ）', '$y=-\\ln x$', '$y=\\ln (-x)$', '$y=-\\ln (-x)$', '$y=e^{x}$'), 'A', 'solves'],
  [c('下列函数中，其图象与函数 $y=\\ln x$ 的图象关于 $y$ 轴对称的是（ ）', '$y=-\\ln x$', '$y=\\ln (-x)$', '$y=-\\ln (-x)$', '$y=e^{x}$'), 'B', 'solves'],
  [c('下列函数中，其图象与函数 $y=x^{2}$ 的图象关于 $y$ 轴对称的是（ ）', '$y=x^{2}$', '$y=(-x)^{2}$', '$y=-x^{2}$', '$y=x^{3}$'), null, 'refuses'],
  [c('下列函数中，其图象与函数 $y=x^{3}$ 的图象关于原点对称的是（ ）', '$y=x^{3}$', '$y=-x^{3}$', '$y=(-x)^{3}$', '$y=x^{-3}$'), 'A', 'solves'],
  // set inclusion: which set is the smaller, proper against not, negated
  [c('已知集合 $A=\\{1,2\\}, B=\\{1,2,3\\}$，则（ ）', '$A \\subsetneqq B$', '$B \\subseteq A$', '$A=B$', '$A \\cap B=\\emptyset$'), 'A', 'mayRefuse'],
  [c('已知集合 $A=\\{x \\mid x^{2}-3 x+2=0\\}, B=\\{1,2,3\\}$，则（ ）', '$B \\subseteq A$', '$A \\cap B=\\emptyset$', '$A \\subseteq B$', '$A=B$'), 'C', 'mayRefuse'],
  [c('已知集合 $P=\\{x \\mid 0<x<1\\}, Q=\\{x \\mid x<2\\}$，则（ ）', '$Q \\subseteq P$', '$P \\subseteq Q$', '$P \\cap Q=\\emptyset$', '$P \\cup Q=R$'), 'B', 'solves'],
  [c('已知集合 $P=\\{x \\mid 0<x<1\\}, Q=\\{x \\mid x<2\\}$，则下列结论错误的是（ ）', '$P \\subseteq Q$', '$P \\cap Q=P$', '$P \\cup Q=Q$', '$Q \\subseteq P$'), 'D', 'mayRefuse'],
  [c('已知集合 $A=\\{1,2\\}, B=\\{x \\mid x^{2}-3 x+2=0\\}$，则（ ）', '$A \\subsetneqq B$', '$B \\subsetneqq A$', '$A=B$', '$A \\cap B=\\emptyset$'), 'C', 'mayRefuse'],
  // claims: negated, 虚部 i against 1, options in another form
  [c('在等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，公差 $d=2$，则下列结论正确的是（ ）', '$a_{5}=9$', '$a_{5}=10$', '$a_{3}=6$', '$a_{4}=8$'), 'A', 'mayRefuse'],
  [c('在等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，公差 $d=2$，则下列结论错误的是（ ）', '$a_{5}=9$', '$a_{2}=3$', '$a_{3}=5$', '$a_{4}=8$'), 'D', 'mayRefuse'],
  [c('已知复数 $z=\\frac{1+i}{1-i}$，则下列结论正确的是（ ）', '$z$ 的虚部为 $i$', '$z$ 的虚部为 $1$', '$|z|=2$', '$z$ 的实部为 $1$'), 'B', 'mayRefuse'],
  [c('方程 $2x=1$ 的解是（ ）', '$x=0.5$', '$x=\\frac{1}{2}$', '$x=2$', '$x=-\\frac{1}{2}$'), null, 'refuses'],
  [c('不等式 $x^{2}-3x+2 \\geq 0$ 的解集为（ ）', '$(1,2)$', '$(-\\infty,1)\\cup(2,+\\infty)$', '$(-\\infty,1]\\cup[2,+\\infty)$', '$R$'), 'C', 'solves'],
  [c('不等式 $x^{2}-3x+2<0$ 的解集为（ ）', '$(1,2)$', '$(-\\infty,1)\\cup(2,+\\infty)$', '$(-\\infty,1]\\cup[2,+\\infty)$', '$R$'), 'A', 'solves'],
  [c('函数 $f(x)=x^3-3x$ 在 $x=2$ 处的函数值为（ ）', '2', '9', '12', '3'), 'A', 'mayRefuse'],
  [c('函数 $f(x)=x^3-3x$ 的导数在 $x=2$ 处的值为（ ）', '2', '9', '12', '3'), 'B', 'solves'],
  [c('$\\lim_{x\\to 0}\\frac{\\sin x}{2x}$ 的值为（ ）', '1', '2', '$\\frac{1}{2}$', '0'), 'C', 'solves'],
  [c('$\\lim_{x\\to 0}\\frac{\\sin x}{2x}$ 的值为（ ）', '1', '0.5', '$\\frac{1}{2}$', '0'), null, 'refuses'],
  [c('$\\int_0^2 x^2\\,dx$ 的值为（ ）', '$\\frac{8}{3}$', '4', '2', '$\\frac{1}{3}$'), 'A', 'solves'],
  // function properties: odd against even, increasing against decreasing, two that fit
  [c('下列函数中，既是奇函数又在 $(0,+\\infty)$ 上单调递增的是（ ）', '$y=x^{3}$', '$y=x^{2}$', '$y=\\frac{1}{x}$', '$y=\\ln x$'), 'A', 'solves'],
  [c('下列函数中，既是偶函数又在 $(0,+\\infty)$ 上单调递减的是（ ）', '$y=x^{-2}$', '$y=x^{2}$', '$y=x^{3}$', '$y=-x$'), 'A', 'solves'],
  [c('下列函数中，是偶函数的是（ ）', '$y=x^{2}$', '$y=|x|$', '$y=x^{3}$', '$y=2^{x}$'), null, 'refuses'],
  [c('下列函数中，在 $(0,+\\infty)$ 上单调递减的是（ ）', '$y=x^{2}$', '$y=2^{x}$', '$y=\\log _{\\frac{1}{2}} x$', '$y=\\sqrt{x}$'), 'C', 'mayRefuse'],
  [c('下列函数中，既是奇函数又在 $(0,+\\infty)$ 上单调递减的是（ ）', '$y=x^{3}$', '$y=x^{2}$', '$y=\\frac{1}{x}$', '$y=\\ln x$'), 'C', 'solves'],
  // second batch
  [cond('x \\neq 1', 'x^{2} \\neq 1'), 'B', 'solves'],
  [cond('x<0', 'x^{2}>0'), 'A', 'solves'],
  [cond('x^{2}<4', '|x|<2'), 'C', 'solves'],
  [cond('x>2', 'x^{2}>4'), 'A', 'solves'],
  [cond('x^{2}>4', 'x>2'), 'B', 'solves'],
  [cond('\\frac{1}{x}>1', '0<x<1'), 'C', 'solves'],
  [cond('x<1', '\\ln x<0'), 'B', 'mayRefuse'],
  [c('p：$x>1$，q：$x>2$，则 p 是 q 的（ ）', ...COND), 'B', 'solves'],
  [c('p：$x>2$，q：$x>1$，则 q 是 p 的（ ）', ...COND), 'B', 'solves'],
  [c('p：$x>2$，q：$x>1$，则 p 是 q 的（ ）', ...COND), 'A', 'solves'],
  [c('若 $a<b<0$，则下列不等式错误的是（ ）', '$\\frac{1}{a}>\\frac{1}{b}$', '$a^{2}>b^{2}$', '$|a|>|b|$', '$a^{3}>b^{3}$'), 'D', 'mayRefuse'],
  [c('若 $a>b$，$c>d$，则（ ）', '$a+c>b+d$', '$a c>b d$', '$a-c>b-d$', '$\\frac{a}{d}>\\frac{b}{c}$'), 'A', 'mayRefuse'],
  [c('下列函数中，其图象与函数 $y=e^{x}$ 的图象关于直线 $y=x$ 对称的是（ ）', '$y=\\ln x$', '$y=e^{-x}$', '$y=-e^{x}$', '$y=\\ln (-x)$'), 'A', 'mayRefuse'],
  [c('下列函数中，其图象与函数 $y=\\log _{2} x$ 的图象关于 $x$ 轴对称的是（ ）', '$y=\\log _{\\frac{1}{2}} x$', '$y=\\log _{2}(-x)$', '$y=2^{x}$', '$y=-\\log _{2}(-x)$'), 'A', 'solves'],
  [c('下列函数中，其图象与函数 $y=\\log _{2} x$ 的图象关于 $x$ 轴对称的是（ ）', '$y=\\log _{\\frac{1}{2}} x$', '$y=\\log _{2}(-x)$', '$y=2^{x}$', '$y=-\\log _{2} x$'), null, 'refuses'],
  [c('已知集合 $A=\\{x \\mid x>1\\}, B=\\{x \\mid x>2\\}$，则（ ）', '$A \\subseteq B$', '$B \\subseteq A$', '$A=B$', '$A \\cap B=\\emptyset$'), 'B', 'mayRefuse'],
  [c('已知集合 $A=\\{x \\mid x^{2}=1\\}, B=\\{-1,1\\}$，则（ ）', '$A \\subsetneqq B$', '$B \\subsetneqq A$', '$A=B$', '$A \\cap B=\\emptyset$'), 'C', 'mayRefuse'],
  [c('在等比数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，公比 $q=2$，则下列结论正确的是（ ）', '$a_{4}=8$', '$a_{4}=16$', '$S_{3}=8$', '$a_{3}=6$'), 'A', 'mayRefuse'],
  [c('在等比数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，公比 $q=2$，则下列结论错误的是（ ）', '$a_{4}=8$', '$S_{3}=7$', '$a_{5}=16$', '$a_{2}=4$'), 'D', 'mayRefuse'],
  [c('已知复数 $z=1+i$，则下列结论正确的是（ ）', '$|z|=2$', '$z$ 的共轭复数为 $1-i$', '$z$ 的虚部为 $i$', '$z^{2}=2$'), 'B', 'mayRefuse'],
  [c('下列函数中，在 $(0,+\\infty)$ 上单调递增的是（ ）', '$y=-x$', '$y=\\frac{1}{x}$', '$y=\\log _{\\frac{1}{2}} x$', '$y=\\sqrt{x}$'), 'D', 'mayRefuse'],
  [c('下列函数中，既是偶函数又在 $(0,+\\infty)$ 上单调递增的是（ ）', '$y=x^{3}$', '$y=|x|$', '$y=-x^{2}$', '$y=2^{-x}$'), 'B', 'solves'],
  [c('下列函数中，是奇函数的是（ ）', '$y=x^{3}$', '$y=x^{-1}$', '$y=x^{2}$', '$y=2^{x}$'), null, 'refuses'],
  // a fourth batch: orders of numbers, one more property, statements about values
  [c('已知 $a=2^{0.3}$，$b=0.3^{2}$，$c=\\log_{2}0.3$，则（ ）', '$a>b>c$', '$b>a>c$', '$c>a>b$', '$a>c>b$'), 'A', 'solves'],
  [c('已知 $a=2^{0.3}$，$b=0.3^{-2}$，$c=\\log_{2}0.3$，则（ ）', '$a>b>c$', '$b>a>c$', '$c>a>b$', '$a>c>b$'), 'B', 'solves'],
  [c('设 $a=\\log_{3}2$，$b=\\ln 2$，$c=5^{-\\frac{1}{2}}$，则（ ）', '$a<b<c$', '$b<c<a$', '$c<a<b$', '$c<b<a$'), 'C', 'solves'],
  [c('下列函数中，是奇函数且在定义域内单调递减的是（ ）', '$y=-x^{3}$', '$y=\\frac{1}{x}$', '$y=x^{2}$', '$y=2^{-x}$'), 'A', 'mayRefuse'],
  [c('下列函数中，最小正周期为 $\\pi$ 的是（ ）', '$y=\\sin x$', '$y=\\sin 2x$', '$y=\\cos x$', '$y=\\tan 2x$'), 'B', 'mayRefuse'],
  [c('下列各式中正确的是（ ）', '$\\log_{2}8=3$', '$2^{-1}=-2$', '$\\sqrt{9}=\\pm 3$', '$\\ln e=0$'), 'A', 'solves'],
  [c('下列各式中错误的是（ ）', '$\\log_{2}8=3$', '$2^{-1}=-2$', '$\\sqrt{9}=\\pm 3$', '$\\ln e=0$'), null, 'refuses'],
  // a sixth batch
  [cond('a>b', 'a^{2}>b^{2}'), 'D', 'mayRefuse'],
  [cond('x=2', 'x^{2}-4=0'), 'A', 'solves'],
  [cond('x^{2}-4=0', 'x=2'), 'B', 'solves'],
  [c('已知集合 $A=\\{0,1,2\\}, B=\\{x \\mid x^{2}-x=0\\}$，则（ ）', '$A \\subseteq B$', '$B \\subsetneqq A$', '$A=B$', '$A \\cap B=\\emptyset$'), 'B', 'mayRefuse'],
  [c('已知集合 $A=\\{x \\mid -1<x<3\\}, B=\\{x \\mid 0<x<2\\}$，则（ ）', '$A \\subseteq B$', '$B \\subseteq A$', '$A=B$', '$A \\cap B=\\emptyset$'), 'B', 'mayRefuse'],
  [c('已知集合 $A=\\{x \\mid -1<x<3\\}, B=\\{x \\mid 0<x<2\\}$，则下列结论错误的是（ ）', '$B \\subseteq A$', '$A \\cap B=B$', '$A \\cup B=A$', '$A \\subseteq B$'), 'D', 'mayRefuse'],
];

const ELEMENTS =
  '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 原子的最外层电子数是内层电子数的 3 倍，X 的原子半径是短周期主族元素中最大的，Y 所在周期数与族数相同，Z 的单质是黄绿色气体。';
const RTXY =
  '短周期主族元素 R、T、X、Y 的原子序数依次增大，R 原子的最外层电子数是内层电子数的 2 倍，X 是地壳中含量最多的金属元素，Y 与 R 同主族，T 的原子半径是短周期主族元素中最大的。';
const ELEMENTS_NO_X =
  '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 原子的最外层电子数是内层电子数的 3 倍，Y 所在周期数与族数相同，Z 的单质是黄绿色气体。';

// biome-ignore format: one problem a line
export const ELEMENT_LOOKALIKES: Lookalike[] = [
  [c(`${ELEMENTS}下列说法正确的是（ ）`, '原子半径：X>Y', '原子半径：W>X', '金属性：Y>X', 'Z 的最高正化合价为 +5'), 'A', 'mayRefuse'],
  [c(`${ELEMENTS}下列说法错误的是（ ）`, '原子半径：X>Y', '金属性：X>Y', 'Z 的最高正化合价为 +7', '原子半径：W>Y'), 'D', 'mayRefuse'],
  [c(`（多选）${ELEMENTS}下列说法正确的是（ ）`, '原子半径：X>Y', '金属性：X>Y', '原子半径：W>X', '金属性：Y>X'), 'AB', 'solves'],
  [c(`${ELEMENTS}下列说法正确的是（ ）`, '原子半径：X>Y', '金属性：X>Y', '原子半径：W>X', '金属性：Y>X'), null, 'refuses'],
  [c(`${ELEMENTS_NO_X}下列说法正确的是（ ）`, '原子半径：X>Y', '原子半径：W>Z', '原子半径：Y>Z', '金属性：X>Y'), null, 'refuses'],
  [c(`${ELEMENTS}下列说法正确的是（ ）`, '简单离子半径：X>W', '原子半径：Z>Y', '简单离子半径：W>X', 'W 的最高正化合价为 +6'), 'C', 'mayRefuse'],
  [c(`${ELEMENTS}下列说法正确的是（ ）`, '原子半径：Y>X', '原子半径：Z>W', '原子半径：W>Z', '原子半径：Y>W>X'), 'B', 'solves'],
  [c(`${RTXY}下列说法正确的是（ ）`, '原子半径：T>X', '原子半径：R>Y', '金属性：X>T', 'Y 的最高价氧化物的化学式为 YO3'), 'A', 'mayRefuse'],
  [c(`${RTXY}下列说法错误的是（ ）`, '原子半径：T>X', '原子半径：Y>R', '金属性：T>X', '原子半径：X>T'), 'D', 'solves'],
  [c(`（多选）${RTXY}下列说法正确的是（ ）`, '原子半径：T>X', '原子半径：Y>R', '原子半径：R>T', '金属性：X>T'), 'AB', 'solves'],
  [c(`${RTXY}下列说法正确的是（ ）`, '非金属性：R>Y', '非金属性：Y>R', '原子半径：R>Y', '原子半径：X>T'), 'A', 'solves'],
  [c('短周期主族元素 R、T、X、Y 的原子序数依次增大，R 原子的最外层电子数是内层电子数的 2 倍，X 是地壳中含量最多的金属元素，Y 与 R 同周期，T 的原子半径是短周期主族元素中最大的。下列说法正确的是（ ）', '原子半径：T>X', '原子半径：R>Y', '金属性：X>T', '非金属性：R>Y'), null, 'refuses'],
];

// biome-ignore format: one problem a line
export const OTHER_SUBJECT_LOOKALIKES: Lookalike[] = [
  ['已知质点的运动方程为 $s=t^{2}+3t$（位移单位：m，时间单位：s），求 $t=2$ s 时的瞬时速度', 7, 'mayRefuse'],
  ['一物体的运动方程是 $s=3t^{2}$，则该物体在 $t=1$ 时的瞬时速度是多少？', 6, 'mayRefuse'],
  ['一物体的运动方程是 $s=t^{3}$，求该物体在 $t=2$ 时的加速度', 12, 'mayRefuse'],
  ['一物体做直线运动，速度 $v(t)=2t+1$（单位：m/s），求 $t=0$ 到 $t=2$ s 内的位移', 6, 'mayRefuse'],
  ['一物体做直线运动，速度 $v(t)=3t^{2}$，求 $t=0$ 到 $t=2$ 内经过的路程', 8, 'mayRefuse'],
  ['小明以每分钟 60 米的速度走了 15 分钟，他走了多少千米？', 0.9, 'mayRefuse'],
  ['甲乙两地相距 300 千米，两车同时从两地出发相向而行，甲车速度是 60 千米/时，乙车速度是 40 千米/时，几小时后相遇？', 3, 'solves'],
  ['甲车在乙车后面 20 千米，两车同时同向出发，甲车每小时行 60 千米，乙车每小时行 40 千米，几小时后甲车追上乙车？', 1, 'solves'],
  ['一辆汽车去时速度是 60 千米/时，按原路返回时速度是 40 千米/时，往返的平均速度是多少千米/时？', 48, 'solves'],
  ['一辆汽车的速度是 90 千米/时，合多少米/秒？', 25, 'solves'],
  ['小红每小时走 6 千米，走了 30 分钟，走了多少千米？', 3, 'solves'],
  ['一杯 200 克的糖水中含糖 20 克，这杯糖水的浓度是多少？', 10, 'mayRefuse'],
  ['在 100 克浓度为 10% 的盐水中加入 25 克盐，盐水的浓度变为多少？', 28, 'mayRefuse'],
  ['浓度为 20% 的盐水 50 克，加多少克水可以变成浓度为 10% 的盐水？', 50, 'solves'],
  ['浓度为 20% 的盐水 50 克，蒸发掉多少克水可以变成浓度为 25% 的盐水？', 10, 'solves'],
  ['把 10 克盐放入 100 克水中，盐水的含盐率是多少？', 9.09, 'mayRefuse'],
  ['生理盐水的浓度是 0.9%，500 克生理盐水中含盐多少克？', 4.5, 'mayRefuse'],
  ['医用酒精的浓度是 75%，300 毫升医用酒精中含纯酒精多少毫升？', 225, 'mayRefuse'],
  ['一种农药用药液和水按 1∶500 配制，现有药液 2 千克，需要加水多少千克？', 1000, 'mayRefuse'],
  ['一台机器的功率是 3 千瓦，工作 2 小时耗电多少千瓦时？', 6, 'mayRefuse'],
  ['一块钢板长 2 米、宽 0.5 米、厚 0.1 米，每立方米钢重 7.8 吨，这块钢板重多少吨？', 0.78, 'solves'],
  ['某地早晨的气温是 -3 ℃，中午比早晨上升了 8 ℃，中午的气温是多少？', 5, 'mayRefuse'],
  ['一个水池有进水管和出水管，进水管每小时进水 8 立方米，出水管每小时出水 5 立方米，两管同时打开，几小时能注满 24 立方米的空水池？', 8, 'mayRefuse'],
  ['一列火车长 200 米，以每秒 20 米的速度通过一座长 400 米的大桥，需要多少秒？', 30, 'mayRefuse'],
  ['一列火车长 200 米，以每秒 20 米的速度完全在一座长 400 米的大桥上行驶的时间是多少秒？', 10, 'mayRefuse'],
  ['A、B 两地相距 120 km，一辆汽车从 A 地到 B 地用了 2 h，求汽车的平均速度是多少 m/s', 16.67, 'solves'],
  ['一个质点按规律 $s=2t^{2}$ 运动，则它在 $t=3$ 时的瞬时速度是多少？', 12, 'mayRefuse'],
  ['一个圆柱形容器的底面积是 50 平方厘米，放入一个铁块后（铁块完全浸没），水面升高了 2 厘米，这个铁块的体积是多少立方厘米？', 100, 'mayRefuse'],
  ['把一块体积为 100 立方厘米的铁块放入装满水的杯中，会溢出多少毫升水？', 100, 'mayRefuse'],
  ['水结成冰后体积增加 1/10，1 立方米的水结成冰后体积是多少立方米？', 1.1, 'mayRefuse'],
  ['冰融化成水后体积减少 1/11，11 立方分米的冰融化成水后体积是多少立方分米？', 10, 'mayRefuse'],
  ['一辆汽车每小时行驶 60 千米，每千米耗油 0.08 升，行驶 3 小时耗油多少升？', 14.4, 'solves'],
  ['一个质量为 2 千克的西瓜，切去 1/4 后还剩多少千克？', 1.5, 'mayRefuse'],
  ['一杯盐水重 500 克，含盐率是 4%，这杯盐水中含水多少克？', 480, 'mayRefuse'],
  ['一辆汽车从甲地开往乙地，速度是 60 千米/时，行了全程的 3/5 后还剩 120 千米，甲乙两地相距多少千米？', 300, 'mayRefuse'],
  ['一辆汽车 2 小时行驶 150 千米，照这样的速度，行驶 375 千米需要几小时？', 5, 'solves'],
  ['甲乙两人同时从 A 地出发去 B 地，甲的速度是 5 km/h，乙的速度是 4 km/h，甲到达 B 地时乙离 B 地还有 2 km，A、B 两地相距多少千米？', 10, 'mayRefuse'],
  ['一种糖水由糖和水按 1∶9 配成，要配 500 克这种糖水，需要糖多少克？', 50, 'mayRefuse'],
  ['把 40 克盐放入 160 克水中，盐占盐水的百分之几？', 20, 'solves'],
  ['一个长方体水箱的容积是 60 升，底面积是 20 平方分米，水深多少分米时水箱装满？', 3, 'mayRefuse'],
];

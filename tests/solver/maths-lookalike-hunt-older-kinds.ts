/**
 * Look-alikes of the older senior-high kinds (trig values and signs, triangles, complex numbers, vectors, counting and
 * binomials, probability, sets, basic inequality, linear programming, remainders, solids, function properties,
 * conics, sequences): the usual wording with one detail changed — a quadrant given or not, a coefficient against a
 * binomial coefficient, with or without replacement, 至少/至多/恰有, a line through a point against at a point.
 */
import { type MathsLookalike, choice as c } from './maths-lookalike-hunt-shared';

const Q = ['第一象限角', '第二象限角', '第三象限角', '第四象限角'];
const PARITY = ['奇函数', '偶函数', '既是奇函数又是偶函数', '既不是奇函数也不是偶函数'];
const SHAPE = ['锐角三角形', '直角三角形', '钝角三角形', '不能确定'];

// biome-ignore format: one problem a line
export const TRIG_LOOKALIKES: MathsLookalike[] = [
  ['已知 $\\sin \\alpha=\\frac{3}{5}$, 且 $\\alpha$ 为第二象限角, 则 $\\cos \\alpha=$', ['-4/5'], 'solves'],
  ['已知 $\\sin \\alpha=\\frac{3}{5}$, 且 $\\alpha$ 为第一象限角, 则 $\\cos \\alpha=$', ['4/5'], 'solves'],
  ['已知 $\\sin \\alpha=\\frac{3}{5}$, 则 $\\cos \\alpha=$', ['±4/5'], 'mayRefuse'],
  ['已知 $\\sin \\alpha=\\frac{3}{5}$, 且 $\\alpha$ 为第二象限角, 则 $\\tan \\alpha=$', ['-3/4'], 'solves'],
  ['已知 $\\cos \\alpha=-\\frac{3}{5}$, 且 $\\alpha$ 为第三象限角, 则 $\\sin \\alpha=$', ['-4/5'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\frac{\\sin \\alpha+\\cos \\alpha}{\\sin \\alpha-\\cos \\alpha}=$', ['3'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\sin \\alpha \\cos \\alpha=$', ['2/5'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\sin 2 \\alpha=$', ['4/5'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\cos 2 \\alpha=$', ['-3/5'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\sin \\alpha=$', ['±2√5/5'], 'mayRefuse'],
  ['已知 $\\tan \\alpha=2$, 则 $\\tan 2 \\alpha=$', ['-4/3'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\tan \\left(\\alpha+\\frac{\\pi}{4}\\right)=$', ['-3'], 'solves'],
  ['已知 $\\tan \\alpha=2$, 则 $\\tan \\left(\\alpha-\\frac{\\pi}{4}\\right)=$', ['1/3'], 'solves'],
  ['$\\sin 15^{\\circ} \\cos 15^{\\circ}=$', ['1/4'], 'solves'],
  ['$\\cos ^{2} 15^{\\circ}-\\sin ^{2} 15^{\\circ}=$', ['√3/2'], 'solves'],
  ['$\\sin \\frac{7 \\pi}{6}=$', ['-1/2'], 'solves'],
  ['$\\cos \\frac{7 \\pi}{6}=$', ['-√3/2'], 'solves'],
  ['$\\tan \\frac{3 \\pi}{4}=$', ['-1'], 'solves'],
  ['$\\sin 210^{\\circ}=$', ['-1/2'], 'solves'],
  ['$\\cos 210^{\\circ}=$', ['-√3/2'], 'solves'],
  ['$\\sin \\left(-\\frac{\\pi}{6}\\right)=$', ['-1/2'], 'solves'],
  ['$\\cos \\left(-\\frac{\\pi}{3}\\right)=$', ['1/2'], 'solves'],
  ['已知 $\\sin \\alpha+\\cos \\alpha=\\frac{1}{5}$, 则 $\\sin 2 \\alpha=$', ['-24/25'], 'solves'],
  ['已知 $\\sin \\alpha+\\cos \\alpha=\\frac{1}{5}$, 则 $\\sin \\alpha \\cos \\alpha=$', ['-12/25'], 'solves'],
  ['已知 $\\sin \\alpha+\\cos \\alpha=\\frac{1}{5}$, 则 $\\sin \\alpha-\\cos \\alpha=$', ['±7/5'], 'mayRefuse'],
  ['已知 $\\sin \\alpha+\\cos \\alpha=\\frac{1}{5}$, 且 $0<\\alpha<\\pi$, 则 $\\sin \\alpha-\\cos \\alpha=$', ['7/5'], 'solves'],
  ['函数 $y=2 \\sin \\left(2 x+\\frac{\\pi}{3}\\right)$ 的最小正周期为', ['π'], 'solves'],
  ['函数 $y=2 \\sin \\left(2 x+\\frac{\\pi}{3}\\right)$ 的最大值为', ['2'], 'solves'],
  ['函数 $y=2 \\sin \\left(2 x+\\frac{\\pi}{3}\\right)-1$ 的最小值为', ['-3'], 'solves'],
  ['函数 $y=\\sin x+\\sqrt{3} \\cos x$ 的最大值为', ['2'], 'solves'],
  ['函数 $y=\\sin x+\\sqrt{3} \\cos x$ 的最小正周期为', ['2π'], 'solves'],
  ['函数 $y=\\sin x+\\sqrt{3} \\cos x$ 在 $\\left[0, \\frac{\\pi}{2}\\right]$ 上的最小值为', ['1'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const TRIG_SIGN_LOOKALIKES: MathsLookalike[] = [
  [c('若 $\\sin \\alpha<0$ 且 $\\tan \\alpha>0$, 则 $\\alpha$ 是（ ）', ...Q), ['C'], 'mayRefuse'],
  [c('若 $\\sin \\alpha>0$ 且 $\\cos \\alpha<0$, 则 $\\alpha$ 是（ ）', ...Q), ['B'], 'mayRefuse'],
  [c('若 $\\tan \\alpha<0$ 且 $\\cos \\alpha>0$, 则 $\\alpha$ 是（ ）', ...Q), ['D'], 'mayRefuse'],
  [c('若 $\\sin \\alpha \\cos \\alpha<0$, 则 $\\alpha$ 是（ ）', '第一或第二象限角', '第二或第四象限角', '第三或第四象限角', '第一或第三象限角'), ['B'], 'mayRefuse'],
  [c('若 $\\sin \\alpha \\cos \\alpha>0$, 则 $\\alpha$ 是（ ）', '第一或第二象限角', '第二或第四象限角', '第三或第四象限角', '第一或第三象限角'), ['D'], 'mayRefuse'],
  [c('若 $\\sin \\alpha \\tan \\alpha<0$, 则 $\\alpha$ 是（ ）', '第一或第二象限角', '第二或第三象限角', '第三或第四象限角', '第一或第四象限角'), ['B'], 'mayRefuse'],
  [c('若 $\\sin \\alpha<0$, 则 $\\alpha$ 是（ ）', ...Q), null, 'refuses'],
];

// biome-ignore format: one problem a line
export const TRIANGLE_LOOKALIKES: MathsLookalike[] = [
  ['在 $\\triangle A B C$ 中, $a=3, b=4, C=60^{\\circ}$, 则 $c=$', ['√13'], 'solves'],
  ['在 $\\triangle A B C$ 中, $a=3, b=4, C=120^{\\circ}$, 则 $c=$', ['√37'], 'solves'],
  ['在 $\\triangle A B C$ 中, $a=3, b=4, c=5$, 则 $\\cos A=$', ['4/5'], 'solves'],
  ['在 $\\triangle A B C$ 中, $a=3, b=4, c=5$, 则 $\\cos C=$', ['0'], 'solves'],
  ['在 $\\triangle A B C$ 中, $a=3, b=4, C=30^{\\circ}$, 则 $\\triangle A B C$ 的面积为', ['3'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $a=3, b=4, C=150^{\\circ}$, 则 $\\triangle A B C$ 的面积为', ['3'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $A=30^{\\circ}, a=1, b=\\sqrt{3}$, 则 $B=$', ['60°|π/3', '120°|2π/3'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $A=60^{\\circ}, a=\\sqrt{3}, b=1$, 则 $B=$', ['30°|π/6'], 'solves'],
  ['在 $\\triangle A B C$ 中, $A=60^{\\circ}, a=\\sqrt{3}, b=1$, 则 $c=$', ['2'], 'solves'],
  ['在 $\\triangle A B C$ 中, $A=30^{\\circ}, a=1, b=\\sqrt{3}$, 则 $c=$', ['1', '2'], 'mayRefuse'],
  ['在锐角 $\\triangle A B C$ 中, $A=30^{\\circ}, a=1, b=\\sqrt{3}$, 则 $B=$', null, 'refuses'],
  ['在钝角 $\\triangle A B C$ 中, $A=30^{\\circ}, a=1, b=\\sqrt{3}$, 则 $c=$', ['1'], 'mayRefuse'],
  [c('在 $\\triangle A B C$ 中, $a=2, b=3, c=4$, 则 $\\triangle A B C$ 是（ ）', ...SHAPE), ['C'], 'mayRefuse'],
  [c('在 $\\triangle A B C$ 中, $a=2, b=3, c=\\sqrt{13}$, 则 $\\triangle A B C$ 是（ ）', ...SHAPE), ['B'], 'mayRefuse'],
  [c('在 $\\triangle A B C$ 中, $a=3, b=4, c=\\sqrt{13}$, 则 $\\triangle A B C$ 是（ ）', ...SHAPE), ['A'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $a=2, b=3, c=4$, 则最大角的余弦值为', ['-1/4'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $a=2, b=3, c=4$, 则最小角的余弦值为', ['7/8'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $B=60^{\\circ}, b=2 \\sqrt{3}$, 则 $\\triangle A B C$ 外接圆的半径为', ['2'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $B=60^{\\circ}, b=2 \\sqrt{3}$, 则 $\\triangle A B C$ 外接圆的直径为', ['4'], 'mayRefuse'],
  ['在 $\\triangle A B C$ 中, $a=1, b=2, c=3$, 则 $\\cos C=$', null, 'refuses'],
];

// biome-ignore format: one problem a line
export const COMPLEX_LOOKALIKES: MathsLookalike[] = [
  ['复数 $z=\\frac{2}{1+i}$, 则 $z$ 的虚部为', ['-1'], 'solves'],
  ['复数 $z=\\frac{2}{1+i}$, 则 $z$ 的实部为', ['1'], 'solves'],
  ['复数 $z=\\frac{2}{1+i}$, 则 $|z|=$', ['√2'], 'solves'],
  ['复数 $z=\\frac{2}{1+i}$, 则 $z$ 的共轭复数为', ['1+i'], 'solves'],
  ['复数 $z=\\frac{2 i}{1+i}$ 的虚部为', ['1'], 'solves'],
  ['复数 $z=\\frac{2 i}{1-i}$ 的虚部为', ['1'], 'solves'],
  ['复数 $z=\\frac{2 i}{1-i}$ 的实部为', ['-1'], 'solves'],
  ['$(1+i)^{2}=$', ['2i'], 'solves'],
  ['$(1-i)^{2}=$', ['-2i'], 'solves'],
  ['$i^{2023}=$', ['-i'], 'solves'],
  ['$i^{2024}=$', ['1'], 'solves'],
  ['复数 $z=(1+2 i)(2-i)$, 则 $|z|=$', ['5'], 'solves'],
  ['复数 $z=(1+2 i)(2-i)$ 的虚部为', ['3'], 'solves'],
  ['复数 $z=3-4 i$ 的虚部为', ['-4'], 'solves'],
  [c('复数 $z=1-2 i$ 在复平面内对应的点位于（ ）', '第一象限', '第二象限', '第三象限', '第四象限'), ['D'], 'solves'],
  [c('复数 $z=\\frac{1}{1-i}$ 在复平面内对应的点位于（ ）', '第一象限', '第二象限', '第三象限', '第四象限'), ['A'], 'solves'],
  [c('复数 $z=\\frac{i}{1+i}$ 的共轭复数在复平面内对应的点位于（ ）', '第一象限', '第二象限', '第三象限', '第四象限'), ['D'], 'solves'],
  ['若复数 $(a+i)(1-i)$ 是纯虚数, 则实数 $a=$', ['-1'], 'solves'],
  ['若复数 $(a+i)(1-i)$ 是实数, 则实数 $a=$', ['1'], 'solves'],
];

// biome-ignore format: one problem a line
export const VECTOR_LOOKALIKES: MathsLookalike[] = [
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(x, 1)$, 若 $\\vec{a} \\parallel \\vec{b}$, 则 $x=$', ['1/2'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(x, 1)$, 若 $\\vec{a} \\perp \\vec{b}$, 则 $x=$', ['-2'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(2,-1)$, 则 $\\vec{a} \\cdot \\vec{b}=$', ['0'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(2,-1)$, 则 $|\\vec{a}+\\vec{b}|=$', ['√10'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(3,4)$, 则 $\\vec{a} \\cdot \\vec{b}=$', ['11'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(3,4)$, 则 $|\\vec{a}-\\vec{b}|=$', ['2√2'], 'solves'],
  ['已知 $|\\vec{a}|=1,|\\vec{b}|=2, \\vec{a} \\cdot \\vec{b}=1$, 则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为', ['π/3|60°'], 'solves'],
  ['已知 $|\\vec{a}|=1,|\\vec{b}|=2, \\vec{a} \\cdot \\vec{b}=-1$, 则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为', ['2π/3|120°'], 'solves'],
  ['已知 $|\\vec{a}|=1,|\\vec{b}|=2$, $\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $60^{\\circ}$, 则 $|\\vec{a}+\\vec{b}|=$', ['√7'], 'solves'],
  ['已知 $|\\vec{a}|=1,|\\vec{b}|=2$, $\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $60^{\\circ}$, 则 $|\\vec{a}-\\vec{b}|=$', ['√3'], 'solves'],
  ['已知 $|\\vec{a}|=1,|\\vec{b}|=2$, $\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $60^{\\circ}$, 则 $\\vec{a} \\cdot \\vec{b}=$', ['1'], 'solves'],
  ['已知 $|\\vec{a}|=1,|\\vec{b}|=2$, $\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $120^{\\circ}$, 则 $|2 \\vec{a}+\\vec{b}|=$', ['2'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(x, 1)$, 若 $\\vec{a}+\\vec{b}$ 与 $\\vec{a}-\\vec{b}$ 垂直, 则 $x=$', ['2', '-2'], 'solves'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(x, 1)$, 若 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为锐角, 则 $x$ 的取值范围为', null, 'mayRefuse'],
  ['已知向量 $\\vec{a}=(3,4)$, 则与 $\\vec{a}$ 同向的单位向量为', ['(3/5,4/5)'], 'mayRefuse'],
  ['已知向量 $\\vec{a}=(1,2), \\vec{b}=(3,4)$, 则 $\\vec{a}$ 在 $\\vec{b}$ 上的投影为', ['11/5'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const COUNTING_LOOKALIKES: MathsLookalike[] = [
  ['从 5 名同学中选 2 名参加活动, 不同的选法共有多少种', ['10'], 'mayRefuse'],
  ['从 5 名同学中选 2 名分别担任正、副班长, 不同的选法共有多少种', ['20'], 'mayRefuse'],
  ['5 人排成一排, 其中甲、乙两人相邻, 不同的排法共有多少种', ['48'], 'solves'],
  ['5 人排成一排, 其中甲、乙两人不相邻, 不同的排法共有多少种', ['72'], 'solves'],
  ['5 人排成一排, 其中甲站在排头, 不同的排法共有多少种', ['24'], 'mayRefuse'],
  ['5 人排成一排, 其中甲不站在排头, 不同的排法共有多少种', ['96'], 'mayRefuse'],
  ['用 $0,1,2,3$ 组成没有重复数字的三位数, 共有多少个', ['18'], 'mayRefuse'],
  ['用 $0,1,2,3$ 组成三位数 (数字可以重复), 共有多少个', ['48'], 'mayRefuse'],
  ['用 $1,2,3,4$ 组成没有重复数字的三位数, 共有多少个', ['24'], 'mayRefuse'],
  ['用 $1,2,3,4$ 组成没有重复数字的三位偶数, 共有多少个', ['12'], 'mayRefuse'],
  ['用 $0,1,2,3$ 组成没有重复数字的三位偶数, 共有多少个', ['10'], 'mayRefuse'],
  ['$\\left(x+\\frac{1}{x}\\right)^{6}$ 的展开式中的常数项为', ['20'], 'solves'],
  ['$\\left(x-\\frac{1}{x}\\right)^{6}$ 的展开式中的常数项为', ['-20'], 'solves'],
  ['$(x+2)^{5}$ 的展开式中 $x^{3}$ 的系数为', ['40'], 'solves'],
  ['$(x+2)^{5}$ 的展开式中 $x^{3}$ 的二项式系数为', ['10'], 'mayRefuse'],
  ['$(1+x)^{6}$ 的展开式中各项系数的和为', ['64'], 'solves'],
  ['$(1-2 x)^{5}$ 的展开式中各项系数的和为', ['-1'], 'solves'],
  ['$(1-2 x)^{5}$ 的展开式中各项二项式系数的和为', ['32'], 'mayRefuse'],
  ['$(2 x-1)^{5}$ 的展开式中 $x^{2}$ 的系数为', ['-40'], 'solves'],
  ['$\\left(x^{2}-\\frac{2}{x}\\right)^{6}$ 的展开式中的常数项为', ['240'], 'solves'],
  ['$\\left(x^{2}+\\frac{1}{x}\\right)^{5}$ 的展开式中的常数项为', ['0'], 'solves'],
  ['$\\left(x+\\frac{1}{x}\\right)^{6}$ 的展开式中第 3 项的系数为', ['15'], 'mayRefuse'],
  ['$\\left(x+\\frac{1}{x}\\right)^{6}$ 的展开式中 $x^{2}$ 的系数为', ['15'], 'solves'],
  ['将 4 封信投入 3 个信箱, 不同的投法共有多少种', ['81'], 'mayRefuse'],
  ['4 名同学报名参加 3 个兴趣小组, 每人限报一个, 不同的报名方法共有多少种', ['81'], 'mayRefuse'],
  ['3 名同学争夺 4 项冠军, 冠军获得者的可能情况有多少种', ['81'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const PROBABILITY_LOOKALIKES: MathsLookalike[] = [
  ['抛掷一枚质地均匀的硬币 3 次, 恰有 2 次正面朝上的概率为', ['3/8'], 'solves'],
  ['抛掷一枚质地均匀的硬币 3 次, 至少有 2 次正面朝上的概率为', ['1/2'], 'solves'],
  ['抛掷一枚质地均匀的硬币 3 次, 至多有 1 次正面朝上的概率为', ['1/2'], 'solves'],
  ['抛掷一枚质地均匀的硬币 3 次, 至少有 1 次正面朝上的概率为', ['7/8'], 'solves'],
  ['甲、乙两人独立地射击, 命中率分别为 $0.6$ 和 $0.5$, 则两人都命中的概率为', ['0.3|3/10'], 'mayRefuse'],
  ['甲、乙两人独立地射击, 命中率分别为 $0.6$ 和 $0.5$, 则至少有一人命中的概率为', ['0.8|4/5'], 'mayRefuse'],
  ['甲、乙两人独立地射击, 命中率分别为 $0.6$ 和 $0.5$, 则恰有一人命中的概率为', ['0.5|1/2'], 'mayRefuse'],
  ['甲、乙两人独立地射击, 命中率分别为 $0.6$ 和 $0.5$, 则两人都未命中的概率为', ['0.2|1/5'], 'mayRefuse'],
  ['甲、乙两人独立地射击, 命中率分别为 $0.6$ 和 $0.5$, 则至多有一人命中的概率为', ['0.7|7/10'], 'mayRefuse'],
  ['袋中有 3 个红球和 2 个白球, 从中任取 2 个球, 则取出的 2 个球都是红球的概率为', ['3/10'], 'solves'],
  ['袋中有 3 个红球和 2 个白球, 从中任取 2 个球, 则恰有 1 个红球的概率为', ['3/5'], 'solves'],
  ['袋中有 3 个红球和 2 个白球, 从中任取 2 个球, 则至少有 1 个白球的概率为', ['7/10'], 'solves'],
  ['袋中有 3 个红球和 2 个白球, 从中有放回地取球两次, 每次取 1 个, 则两次都是红球的概率为', ['9/25'], 'mayRefuse'],
  ['袋中有 3 个红球和 2 个白球, 从中不放回地依次取球两次, 每次取 1 个, 则两次都是红球的概率为', ['3/10'], 'mayRefuse'],
  ['袋中有 3 个红球和 2 个白球, 从中不放回地依次取球两次, 每次取 1 个, 则第二次取到红球的概率为', ['3/5'], 'mayRefuse'],
  ['袋中有 3 个红球和 2 个白球, 从中不放回地依次取球两次, 每次取 1 个, 则在第一次取到红球的条件下第二次也取到红球的概率为', ['1/2'], 'mayRefuse'],
  ['同时掷两枚质地均匀的骰子, 则向上的点数之和为 7 的概率为', ['1/6'], 'solves'],
  ['同时掷两枚质地均匀的骰子, 则向上的点数之和为 8 的概率为', ['5/36'], 'solves'],
  ['同时掷两枚质地均匀的骰子, 则向上的点数之和大于 10 的概率为', ['1/12'], 'solves'],
  ['同时掷两枚质地均匀的骰子, 则向上的点数之和不大于 10 的概率为', ['11/12'], 'solves'],
  ['同时掷两枚质地均匀的骰子, 则向上的点数相同的概率为', ['1/6'], 'mayRefuse'],
  ['已知随机变量 $X \\sim B\\left(4, \\frac{1}{2}\\right)$, 则 $P(X=2)=$', ['3/8'], 'solves'],
  ['已知随机变量 $X \\sim B\\left(4, \\frac{1}{2}\\right)$, 则 $E(X)=$', ['2'], 'solves'],
  ['已知随机变量 $X \\sim B\\left(4, \\frac{1}{2}\\right)$, 则 $D(X)=$', ['1'], 'solves'],
  ['已知随机变量 $X \\sim B\\left(4, \\frac{1}{2}\\right)$, 则 $P(X \\geq 1)=$', ['15/16'], 'solves'],
  ['已知随机变量 $X \\sim B(n, p)$, 且 $E(X)=3, D(X)=2$, 则 $p=$', ['1/3'], 'mayRefuse'],
  ['已知随机变量 $X \\sim B(n, p)$, 且 $E(X)=3, D(X)=2$, 则 $n=$', ['9'], 'mayRefuse'],
  ['已知随机变量 $X \\sim N\\left(2, \\sigma^{2}\\right)$, 且 $P(X<4)=0.8$, 则 $P(0<X<2)=$', ['0.3'], 'solves'],
  ['已知随机变量 $X \\sim N\\left(2, \\sigma^{2}\\right)$, 且 $P(X<4)=0.8$, 则 $P(X<0)=$', ['0.2'], 'solves'],
  ['已知随机变量 $X \\sim N\\left(2, \\sigma^{2}\\right)$, 且 $P(X<4)=0.8$, 则 $P(0<X<4)=$', ['0.6'], 'solves'],
  ['已知随机变量 $X \\sim N\\left(2, \\sigma^{2}\\right)$, 且 $P(X<4)=0.8$, 则 $P(X>0)=$', ['0.8'], 'solves'],
];

// biome-ignore format: one problem a line
export const SETS_LOOKALIKES: MathsLookalike[] = [
  ['已知集合 $A=\\{1,2,3\\}, B=\\{2,3,4\\}$, 则 $A \\cap B=$', ['{2,3}'], 'solves'],
  ['已知集合 $A=\\{1,2,3\\}, B=\\{2,3,4\\}$, 则 $A \\cup B=$', ['{1,2,3,4}'], 'solves'],
  ['集合 $\\{1,2,3\\}$ 的子集的个数为', ['8'], 'solves'],
  ['集合 $\\{1,2,3\\}$ 的真子集的个数为', ['7'], 'solves'],
  ['集合 $\\{1,2,3\\}$ 的非空真子集的个数为', ['6'], 'solves'],
  ['集合 $A=\\left\\{x \\mid x^{2}-3 x+2=0\\right\\}$ 的子集的个数为', ['4'], 'mayRefuse'],
  ['已知集合 $A=\\{x \\mid-1<x<2\\}, B=\\{x \\mid x>1\\}$, 则 $A \\cap B=$', ['(1,2)|{x|1<x<2}'], 'solves'],
  ['已知集合 $A=\\left\\{x \\mid x^{2}<4\\right\\}, B=\\{x \\mid x \\geq 1\\}$, 则 $A \\cap B=$', ['[1,2)|{x|1≤x<2}'], 'solves'],
  ['已知集合 $A=\\left\\{x \\mid x^{2}-4 x+3<0\\right\\}, B=\\{x \\mid x>2\\}$, 则 $A \\cup B=$', ['(1,+∞)|{x|x>1}'], 'solves'],
  ['已知集合 $A=\\left\\{x \\mid x^{2}-4 x+3<0\\right\\}, B=\\{x \\mid x>2\\}$, 则 $A \\cap B=$', ['(2,3)|{x|2<x<3}'], 'solves'],
  ['已知集合 $A=\\{x \\in \\mathbf{Z} \\mid-1<x<2\\}, B=\\{x \\mid x \\geq 0\\}$, 则 $A \\cap B=$', ['{0,1}'], 'mayRefuse'],
  ['已知集合 $A=\\{x \\in \\mathbf{N} \\mid x<3\\}$, 则 $A$ 的子集的个数为', ['8'], 'mayRefuse'],
  ['已知集合 $A=\\left\\{x \\in \\mathbf{N}^{*} \\mid x<3\\right\\}$, 则 $A$ 的子集的个数为', ['4'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const BASIC_INEQUALITY_LOOKALIKES: MathsLookalike[] = [
  ['已知 $x>0$, 则 $x+\\frac{4}{x}$ 的最小值为', ['4'], 'solves'],
  ['已知 $x<0$, 则 $x+\\frac{4}{x}$ 的最大值为', ['-4'], 'mayRefuse'],
  ['已知 $x>1$, 则 $x+\\frac{1}{x-1}$ 的最小值为', ['3'], 'solves'],
  ['已知 $x>0, y>0$, 且 $x+y=1$, 则 $\\frac{1}{x}+\\frac{1}{y}$ 的最小值为', ['4'], 'solves'],
  ['已知 $x>0, y>0$, 且 $x+2 y=1$, 则 $\\frac{1}{x}+\\frac{1}{y}$ 的最小值为', ['3+2√2'], 'solves'],
  ['已知 $x>0, y>0$, 且 $x y=4$, 则 $x+y$ 的最小值为', ['4'], 'solves'],
  ['已知 $x>0, y>0$, 且 $x+y=4$, 则 $x y$ 的最大值为', ['4'], 'solves'],
  ['已知 $x>0, y>0$, 且 $x+y=4$, 则 $x y$ 的最小值为', null, 'refuses'],
  ['已知 $x \\geq 3$, 则 $x+\\frac{4}{x}$ 的最小值为', ['13/3'], 'mayRefuse'],
  ['已知 $x>0$, 则 $x+\\frac{4}{x}$ 的最大值为', null, 'refuses'],
  ['已知 $x>0$, 则当 $x+\\frac{4}{x}$ 取得最小值时 $x=$', ['2'], 'mayRefuse'],
  ['已知 $x>0$, 则 $2 x+\\frac{8}{x}$ 的最小值为', ['8'], 'solves'],
  ['已知 $x>0, y>0$, 且 $2 x+y=2$, 则 $x y$ 的最大值为', ['1/2'], 'solves'],
];

// biome-ignore format: one problem a line
export const LINEAR_PROGRAMMING_LOOKALIKES: MathsLookalike[] = [
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x+y \\leq 2 \\\\ x \\geq 0 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=x+2 y$ 的最大值为', ['4'], 'solves'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x+y \\leq 2 \\\\ x \\geq 0 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=x+2 y$ 的最小值为', ['0'], 'solves'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x+y \\leq 2 \\\\ x \\geq 0 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=x-y$ 的最大值为', ['2'], 'solves'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x+y \\leq 2 \\\\ x \\geq 0 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=x-y$ 的最小值为', ['-2'], 'solves'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x-y \\geq-1 \\\\ x+y \\leq 3 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=2 x+y$ 的最大值为', ['6'], 'solves'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x-y \\geq-1 \\\\ x+y \\leq 3 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=2 x+y$ 的最小值为', ['-2'], 'solves'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x-y \\geq-1 \\\\ x+y \\geq 3 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=2 x+y$ 的最大值为', null, 'refuses'],
  ['若 $x, y$ 满足约束条件 $\\left\\{\\begin{array}{l}x+y \\leq 2 \\\\ x \\geq 0 \\\\ y \\geq 0\\end{array}\\right.$, 则 $z=x+2 y$ 取得最大值时的最优解为', ['(0,2)'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const DIVISIBILITY_LOOKALIKES: MathsLookalike[] = [
  ['$2^{100}$ 除以 7 的余数为', ['2'], 'mayRefuse'],
  ['$3^{100}$ 除以 7 的余数为', ['4'], 'mayRefuse'],
  ['$2^{2023}$ 的个位数字为', ['8'], 'mayRefuse'],
  ['$7^{2023}$ 的个位数字为', ['3'], 'mayRefuse'],
  ['$2^{30}$ 除以 9 的余数为', ['1'], 'mayRefuse'],
  ['$2^{30}$ 除以 9 的商的个位数字为', null, 'mayRefuse'],
  ['$3^{2023}$ 的个位数字为', ['7'], 'mayRefuse'],
  ['$2^{100}$ 除以 7 的余数为（ ）\nA. 1\nB. 2\nC. 4\nD. 6', ['B'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const SOLIDS_LOOKALIKES: MathsLookalike[] = [
  ['棱长为 2 的正方体的外接球的表面积为', ['12π'], 'solves'],
  ['棱长为 2 的正方体的外接球的体积为', ['4√3π'], 'solves'],
  ['棱长为 2 的正方体的内切球的表面积为', ['4π'], 'mayRefuse'],
  ['棱长为 2 的正方体的内切球的体积为', ['4π/3|4/3π'], 'mayRefuse'],
  ['长、宽、高分别为 1, 2, 2 的长方体的外接球的表面积为', ['9π'], 'solves'],
  ['已知圆锥的底面半径为 3, 高为 4, 则圆锥的侧面积为', ['15π'], 'solves'],
  ['已知圆锥的底面半径为 3, 高为 4, 则圆锥的表面积为', ['24π'], 'solves'],
  ['已知圆锥的底面半径为 3, 高为 4, 则圆锥的体积为', ['12π'], 'solves'],
  ['已知圆锥的底面半径为 3, 母线长为 4, 则圆锥的侧面积为', ['12π'], 'solves'],
  ['已知球的半径为 2, 则球的表面积为', ['16π'], 'solves'],
  ['已知球的半径为 2, 则球的体积为', ['32π/3|32/3π'], 'solves'],
  ['已知球的直径为 2, 则球的体积为', ['4π/3|4/3π'], 'mayRefuse'],
  ['已知圆柱的底面半径为 1, 高为 2, 则圆柱的侧面积为', ['4π'], 'solves'],
  ['已知圆柱的底面半径为 1, 高为 2, 则圆柱的表面积为', ['6π'], 'solves'],
];

// biome-ignore format: one problem a line
export const FUNCTION_LOOKALIKES: MathsLookalike[] = [
  ['函数 $f(x)=\\ln (x-1)$ 的定义域为', ['(1,+∞)'], 'solves'],
  ['函数 $f(x)=\\sqrt{x-1}$ 的定义域为', ['[1,+∞)'], 'solves'],
  ['函数 $f(x)=\\frac{1}{\\sqrt{x-1}}$ 的定义域为', ['(1,+∞)'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 的极大值为', ['2'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 的极小值为', ['-2'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 的极大值点为', ['-1'], 'mayRefuse'],
  ['函数 $f(x)=x^{3}-3 x$ 在 $[0,2]$ 上的最大值为', ['2'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 在 $[0,2]$ 上的最小值为', ['-2'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 在 $[0,3]$ 上的最大值为', ['18'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 在 $(0,2)$ 上的最大值为', null, 'mayRefuse'],
  ['曲线 $y=x^{2}$ 在点 $(1,1)$ 处的切线方程为', ['y=2x-1'], 'solves'],
  ['过点 $(1,0)$ 作曲线 $y=x^{2}$ 的切线, 则切线方程为', ['y=0', 'y=4x-4'], 'solves'],
  ['曲线 $y=x^{2}$ 在点 $(1,1)$ 处的切线的斜率为', ['2'], 'mayRefuse'],
  ['曲线 $y=e^{x}$ 在点 $(0,1)$ 处的切线方程为', ['y=x+1'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x$ 的零点个数为', ['3'], 'solves'],
  ['函数 $f(x)=x^{3}-3 x+2$ 的零点个数为', ['2'], 'solves'],
  [c('函数 $f(x)=2^{x}+x-2$ 的零点所在的区间是（ ）', '$(-1,0)$', '$(0,1)$', '$(1,2)$', '$(2,3)$'), ['B'], 'mayRefuse'],
  [c('函数 $f(x)=x^{3}+x$ 是（ ）', ...PARITY), ['A'], 'mayRefuse'],
  [c('函数 $f(x)=x^{2}+x$ 是（ ）', ...PARITY), ['D'], 'mayRefuse'],
  [c('函数 $f(x)=|x|$ 是（ ）', ...PARITY), ['B'], 'mayRefuse'],
  [c('函数 $f(x)=x^{3}+1$ 是（ ）', ...PARITY), ['D'], 'mayRefuse'],
  [c('函数 $f(x)=x^{2}, x \\in(-1,1]$ 是（ ）', ...PARITY), ['D'], 'mayRefuse'],
  ['$\\log _{2} 8+\\log _{3} 9=$', ['5'], 'solves'],
  ['$\\lg 2+\\lg 5=$', ['1'], 'mayRefuse'],
  ['$\\log _{2} 8-\\log _{3} 9=$', ['1'], 'solves'],
  [c('已知 $a=2^{0.3}, b=0.3^{2}, c=\\log _{2} 0.3$, 则（ ）', '$a>b>c$', '$b>a>c$', '$c>a>b$', '$a>c>b$'), ['A'], 'solves'],
  [c('已知 $a=2^{0.3}, b=0.3^{2}, c=\\log _{2} 0.3$, 则（ ）', '$c<b<a$', '$b<c<a$', '$c<a<b$', '$a<b<c$'), ['A'], 'solves'],
  ['已知函数 $f(x)=\\left\\{\\begin{array}{ll}2^{x}, & x \\leq 0 \\\\ \\log _{2} x, & x>0\\end{array}\\right.$, 则 $f(f(\\frac{1}{2}))=$', ['1/2'], 'solves'],
  ['已知函数 $f(x)=\\left\\{\\begin{array}{ll}2^{x}, & x<0 \\\\ \\log _{2} x, & x>0\\end{array}\\right.$, 则 $f(f(\\frac{1}{4}))=$', ['1/4'], 'solves'],
];

// biome-ignore format: one problem a line
export const CONIC_LOOKALIKES: MathsLookalike[] = [
  ['抛物线 $y^{2}=4 x$ 的焦点坐标为', ['(1,0)'], 'solves'],
  ['抛物线 $y^{2}=4 x$ 的准线方程为', ['x=-1'], 'solves'],
  ['抛物线 $x^{2}=4 y$ 的焦点坐标为', ['(0,1)'], 'solves'],
  ['抛物线 $y=4 x^{2}$ 的焦点坐标为', ['(0,1/16)'], 'solves'],
  ['抛物线 $y=\\frac{1}{4} x^{2}$ 的准线方程为', ['y=-1'], 'solves'],
  ['抛物线 $y^{2}=-8 x$ 的焦点坐标为', ['(-2,0)'], 'solves'],
  ['抛物线 $y^{2}=4 x$ 上一点 $P$ 到焦点的距离为 5, 则点 $P$ 的横坐标为', ['4'], 'solves'],
  ['椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 的焦点坐标为', ['(±3,0)|(-3,0)'], 'solves'],
  ['椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 的离心率为', ['3/5'], 'solves'],
  ['椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 的长轴长为', ['10'], 'mayRefuse'],
  ['椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 的焦距为', ['6'], 'solves'],
  ['椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 的短轴长为', ['8'], 'mayRefuse'],
  ['椭圆 $\\frac{x^{2}}{16}+\\frac{y^{2}}{25}=1$ 的焦点坐标为', ['(0,±3)|(0,-3)'], 'solves'],
  ['双曲线 $\\frac{x^{2}}{4}-\\frac{y^{2}}{5}=1$ 的离心率为', ['3/2'], 'solves'],
  ['双曲线 $\\frac{x^{2}}{4}-\\frac{y^{2}}{5}=1$ 的焦点坐标为', ['(±3,0)|(-3,0)'], 'solves'],
  ['双曲线 $\\frac{x^{2}}{4}-\\frac{y^{2}}{5}=1$ 的实轴长为', ['4'], 'mayRefuse'],
  ['双曲线 $\\frac{x^{2}}{4}-\\frac{y^{2}}{5}=1$ 的虚轴长为', ['2√5'], 'mayRefuse'],
  ['双曲线 $\\frac{y^{2}}{4}-\\frac{x^{2}}{5}=1$ 的焦点坐标为', ['(0,±3)|(0,-3)'], 'solves'],
  ['点 $(1,2)$ 到直线 $3 x+4 y-1=0$ 的距离为', ['2'], 'solves'],
  ['直线 $x+y-1=0$ 的倾斜角为', ['135°|3π/4'], 'solves'],
  ['直线 $x-y-1=0$ 的倾斜角为', ['45°|π/4'], 'solves'],
  ['两平行直线 $3 x+4 y-1=0$ 与 $6 x+8 y+3=0$ 之间的距离为', ['1/2'], 'solves'],
  ['圆 $x^{2}+y^{2}-2 x+4 y=0$ 的圆心坐标为', ['(1,-2)'], 'solves'],
  ['圆 $x^{2}+y^{2}-2 x+4 y=0$ 的半径为', ['√5'], 'solves'],
];

// biome-ignore format: one problem a line
export const SEQUENCE_LOOKALIKES: MathsLookalike[] = [
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=1$, 公比 $q=2$, 则 $S_{5}=$', ['31'], 'solves'],
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=1$, 公比 $q=2$, 则 $a_{5}=$', ['16'], 'solves'],
  ['已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=2$, 公差 $d=3$, 则 $a_{10}=$', ['29'], 'solves'],
  ['已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=2$, 公差 $d=3$, 则 $S_{10}=$', ['155'], 'solves'],
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=2, a_{5}=16$, 则公比 $q=$', ['2'], 'solves'],
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=2, a_{5}=16$, 则首项 $a_{1}=$', ['1'], 'solves'],
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=2, a_{4}=8$, 则公比 $q=$', ['±2'], 'mayRefuse'],
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=2, a_{4}=8$, 则 $a_{3}=$', ['±4'], 'mayRefuse'],
  ['已知各项均为正数的等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{2}=2, a_{4}=8$, 则 $a_{3}=$', ['4'], 'solves'],
  ['已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{3}+a_{7}=10$, 则 $a_{5}=$', ['5'], 'solves'],
  ['已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{3}+a_{7}=10$, 则 $S_{9}=$', ['45'], 'solves'],
  ['已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{3}+a_{7}=10$, 则 $S_{10}=$', null, 'refuses'],
  ['已知等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{3}+a_{7}=10$, 则 $a_{1}=$', null, 'refuses'],
  ['已知等比数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{3} a_{7}=16$, 则 $a_{5}=$', ['±4'], 'mayRefuse'],
  ['已知数列 $\\left\\{a_{n}\\right\\}$ 满足 $a_{1}=1, a_{n+1}=2 a_{n}+1$, 则 $a_{4}=$', ['15'], 'solves'],
  ['已知数列 $\\left\\{a_{n}\\right\\}$ 满足 $a_{1}=1, a_{n+1}=a_{n}+2$, 则 $a_{10}=$', ['19'], 'solves'],
  ['已知数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和 $S_{n}=n^{2}+1$, 则 $a_{1}=$', ['2'], 'solves'],
  ['已知数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和 $S_{n}=n^{2}+1$, 则 $a_{3}=$', ['5'], 'solves'],
];

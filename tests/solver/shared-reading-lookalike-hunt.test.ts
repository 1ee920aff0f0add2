import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { choice as c, type MathsLookalike, mathsAgrees } from './maths-lookalike-hunt-shared';

/**
 * Look-alikes of the shared readings of decision 0079: a number printed outside the formulas after 为/是/等于 that is
 * not the value of the quantity before it (a count, an ordinal, a unit, a percentage, a multiple, a bound in words,
 * two values, a value the phrase goes on after), answer blanks in the middle of a question, and bold letters that are
 * vectors, not number sets. Every answer worked by hand; each must be answered right or refused, never otherwise.
 */
const B = String.raw`\_\_\_\_`;
const r = String.raw;

// biome-ignore format: one problem a line
const COUNTS_AND_ORDINALS: MathsLookalike[] = [
  [r`已知等差数列 $\{a_n\}$ 的第 2 项为 5，公差为 3，则 $a_{10}=$ ${B}`, ['29'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的首项为 2，第 4 项为 16，则公比为 ${B}`, ['2'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 中，$a_1=1$，前 3 项和为 12，则公差为 ${B}`, ['3'], 'mayRefuse'],
  [r`函数 $f(x)=x^3-3x$ 的零点个数为 ${B}`, ['3'], 'mayRefuse'],
  [r`已知集合 $A=\{1,2,a\}$ 中元素的个数为 3，$B=\{1,4\}$，若 $B \subseteq A$，则 $a=$ ${B}`, ['4'], 'mayRefuse'],
  [r`若函数 $f(x)=x^2-2x+m$ 的零点个数为 1，则 $m=$ ${B}`, ['1'], 'mayRefuse'],
  [r`已知 $\{a_n\}$ 是等差数列，$a_3=7$，其第 5 项为 11，则 $a_1=$ ${B}`, ['3'], 'mayRefuse'],
  [r`数列 $\{a_n\}$ 满足 $a_1=1$，$a_{n+1}=2a_n$，则该数列的第 5 项为 ${B}`, ['16'], 'mayRefuse'],
  [r`在 $(x+1)^6$ 的展开式中，第 3 项的系数为 ${B}`, ['15'], 'mayRefuse'],
  [r`若函数 $f(x)=x^3-3x+m$ 的零点个数为 3，则实数 $m$ 的取值范围为 ${B}`, ['-2', '2'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的公差为 2，且第 1 项为 1，则 $S_{10}=$ ${B}`, ['100'], 'mayRefuse'],
  [c(r`已知集合 $A=\{0,1,2\}$，则集合 $B=\{x-y \mid x \in A, y \in A\}$ 中元素的个数为（ ）`, '1', '3', '5', '9'), ['C'], 'mayRefuse'],
  [r`已知集合 $A=\{1,2,3\}$，$B=\{x \mid x=a+b, a \in A, b \in A\}$，则 $B$ 中元素的个数为 ${B}`, ['5'], 'mayRefuse'],
  [r`集合 $A=\{x \mid x^2-3x+2=0\}$ 的非空子集的个数为 ${B}`, ['3'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const UNITS_AND_MULTIPLES: MathsLookalike[] = [
  [r`已知圆锥的底面半径为 2 cm，高为 3 cm，则该圆锥的体积为 ${B} $\mathrm{cm}^3$`, ['4π'], 'mayRefuse'],
  [r`已知正方体的棱长为 2 cm，则其外接球的表面积为 ${B} $\mathrm{cm}^2$`, ['12π'], 'mayRefuse'],
  [r`已知球的半径为 2，则该球的体积为 ${B}`, ['32π/3|32/3π'], 'mayRefuse'],
  [r`在 $\triangle ABC$ 中，角 $A$ 为 60°，$b=2$，$c=2$，则 $a=$ ${B}`, ['2'], 'mayRefuse'],
  [r`在 $\triangle ABC$ 中，$A$ 为 $60^{\circ}$，$b=1$，$c=2$，则 $a=$ ${B}`, ['√3'], 'mayRefuse'],
  [r`某射手每次击中目标的概率为 80%，两次独立射击，则至少击中一次的概率为 ${B}`, ['0.96|24/25'], 'mayRefuse'],
  [r`某射手每次击中目标的概率为 0.8，且各次射击相互独立，则两次射击都击中的概率为 ${B}`, ['0.64|16/25'], 'mayRefuse'],
  [r`已知 $x>0$，$y$ 为 $x$ 的 2 倍，且 $x+y=6$，则 $x=$ ${B}`, ['2'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{b^2}=1(a>0,b>0)$ 的实轴长是虚轴长的 2 倍，则该双曲线的离心率为 ${B}`, ['√5/2'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的公比为 2 的相反数，$a_1=1$，则 $a_3=$ ${B}`, ['4'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的公差为 2 的倒数，$a_1=1$，则 $a_5=$ ${B}`, ['3'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的各项为正，公比的平方为 4，$a_1=1$，则 $a_4=$ ${B}`, ['8'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{b^2}=1(a>0,b>0)$ 的离心率的平方为 4，则该双曲线的渐近线方程为 ${B}`, ['±√3'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{b^2}=1(a>0,b>0)$ 的离心率的 2 倍为 4，则该双曲线的渐近线方程为 ${B}`, ['±√3'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的公差的 3 倍为 6，$a_1=1$，则 $a_4=$ ${B}`, ['7'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的公比是首项的 2 倍，首项为 1，则 $a_3=$ ${B}`, ['4'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的公差与首项之和为 5，$a_1=2$，则 $a_3=$ ${B}`, ['8'], 'mayRefuse'],
  [r`已知复数 $z$ 的实部为 1，虚部为 -2 的相反数，则 $|z|=$ ${B}`, ['√5'], 'mayRefuse'],
  [r`已知复数 $z=a+2 i$ 的虚部是实部的 2 倍，则实数 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`若 $\log_2 x=3$，则 $x$ 是 ${B}$ 的 2 倍`, ['4'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的公比为 3 的平方根，$a_1=1$，则 $a_5=$ ${B}`, ['9'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{3}=1(a>0)$ 的离心率为 2 的一半的 2 倍，则 $a=$ ${B}`, ['1'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const RANGES_IN_WORDS: MathsLookalike[] = [
  [r`已知数列 $\{a_n\}$ 的通项 $a_n=2n-7$，则使 $a_n$ 为正数的最小正整数 $n$ 为 ${B}`, ['4'], 'mayRefuse'],
  [r`若不等式 $x^2-ax+4>0$ 对一切实数 $x$ 恒成立，则实数 $a$ 的取值范围为 ${B}`, ['-4', '4'], 'mayRefuse'],
  [r`若 $x$ 为不大于 3 的正整数，则 $x$ 的所有取值之和为 ${B}`, ['6'], 'mayRefuse'],
  [r`设集合 $A$ 为小于 5 的正整数组成的集合，$B=\{2,4,6\}$，则 $A \cap B=$ ${B}`, ['2', '4'], 'mayRefuse'],
  [r`若 $n$ 为大于 2 的整数，且 $\mathrm{C}_n^2=10$，则 $n=$ ${B}`, ['5'], 'mayRefuse'],
  [r`若 $x$ 为绝对值小于 2 的整数，则满足 $x^2<2$ 的 $x$ 的个数为 ${B}`, ['3'], 'mayRefuse'],
  [c(r`“$x>2$”是“$x>1$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'mayRefuse'],
  [r`若命题“$\exists x \in \mathbf{R}, x^2+2x+m \leq 0$”为假命题，则实数 $m$ 的取值范围为 ${B}`, ['1'], 'mayRefuse'],
  [r`已知函数 $f(x)=x^2-2x$，若 $f(a)$ 大于 3 为真，且 $a$ 为小于 0 的整数，则 $a$ 的最大值为 ${B}`, ['-2'], 'mayRefuse'],
  [r`若 $m$ 为 2 的整数倍，且 $0<m<9$，则 $m$ 的取值个数为 ${B}`, ['4'], 'mayRefuse'],
  [r`若 $a$ 是 3 的倍数，且 $a \in \{1,2,3,4,5,6,7\}$，则 $a$ 的取值个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的前 $n$ 项和 $S_n$ 在 $n$ 为 5 时最大，$a_1=9$，公差 $d$ 为整数，则 $d=$ ${B}`, ['-2'], 'mayRefuse'],
  [r`已知函数 $f(x)=x^2-4x+3$，则 $f(x)$ 小于 0 的解集为 ${B}`, ['1', '3'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const TWO_VALUES: MathsLookalike[] = [
  [r`已知方程 $x^2+bx+c=0$ 的两根分别为 1，2，则 $b+c=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`已知方程 $x^2-5x+m=0$ 的根为 2 或 3，则 $m=$ ${B}`, ['6'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的前两项分别为 1，4，则 $a_5=$ ${B}`, ['13'], 'mayRefuse'],
  [r`已知直线 $l$ 在 $x$ 轴、$y$ 轴上的截距分别为 2，3，则直线 $l$ 的方程为 ${B}`, ['3x+2y-6=0|x/2+y/3=1'], 'mayRefuse'],
  [r`已知三角形的两边长分别为 3，4，其夹角为 90°，则第三边长为 ${B}`, ['5'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的首项与公比分别为 1，2，则 $S_5=$ ${B}`, ['31'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{b^2}=1$ 的实半轴长与虚半轴长分别为 1，2，则离心率为 ${B}`, ['√5'], 'mayRefuse'],
  [r`已知复数 $z$ 的实部与虚部分别为 3，4，则 $|z|=$ ${B}`, ['5'], 'mayRefuse'],
  [r`已知 $\vec{a}=(1,2)$，$\vec{b}=(x,1)$，若 $\vec{a} \perp \vec{b}$，则 $x$ 为 ${B}`, ['-2'], 'mayRefuse'],
  [r`已知椭圆 $\frac{x^2}{a^2}+\frac{y^2}{4}=1(a>2)$ 的离心率为 0.6，则 $a=$ ${B}`, ['5/2|2.5'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{3}=1(a>0)$ 的离心率为 2，则 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`已知双曲线 $\frac{x^2}{a^2}-\frac{y^2}{b^2}=1(a>0,b>0)$ 的离心率为 2，则其渐近线方程为 ${B}`, ['±√3'], 'mayRefuse'],
  [r`在等比数列 $\{a_n\}$ 中，公比是 -2，$a_1=1$，则 $a_4=$ ${B}`, ['-8'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const VALUE_THEN_MORE: MathsLookalike[] = [
  [r`当 $x$ 为 2 时，函数 $f(x)=x^2+ax$ 取得最小值，则 $a=$ ${B}`, ['-4'], 'mayRefuse'],
  [r`曲线 $y=x^2$ 上横坐标为 1 的点处的切线方程为 ${B}`, ['2x-1|2x-y-1=0'], 'mayRefuse'],
  [r`已知函数 $f(x)=x^3+ax$ 在 $x$ 为 1 处取得极值，则 $a=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`抛物线 $y^2=4x$ 上到焦点距离为 5 的点的横坐标为 ${B}`, ['4'], 'mayRefuse'],
  [r`曲线 $y=x^3-2x$ 在横坐标为 1 的点处的切线方程是 ${B}`, ['x-2|x-y-2=0'], 'mayRefuse'],
  [r`曲线 $y=x^2$ 的一条切线的斜率为 2，则切点的横坐标为 ${B}`, ['1'], 'mayRefuse'],
  [r`已知函数 $f(x)=ax^3+x$ 的图象在点 $(1, f(1))$ 处的切线斜率为 4，则 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的公差为 2，则 $a_5-a_2$ 为 ${B}`, ['6'], 'mayRefuse'],
  [r`已知复数 $z$ 的实部为 1，虚部为 2，则 $|z|=$ ${B}`, ['√5'], 'mayRefuse'],
  [r`已知复数 $z$ 的模为 5，实部为 3，且虚部为正，则 $z=$ ${B}`, ['3+4i'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 的公比为 2 时，$a_1=1$，则 $a_4=$ ${B}`, ['8'], 'mayRefuse'],
  [r`已知数列 $\{a_n\}$ 中，$a_1=2$，当 $n$ 为奇数时 $a_{n+1}=a_n+1$，当 $n$ 为偶数时 $a_{n+1}=2a_n$，则 $a_5=$ ${B}`, ['14'], 'mayRefuse'],
  [r`已知集合 $A=\{1,2,3,4\}$，$B=\{x \mid x \in A$ 且 $x+1 \in A\}$，则 $B$ 中元素的个数为 ${B}`, ['3'], 'mayRefuse'],
  [r`已知等差数列 $\{a_n\}$ 的前 $n$ 项和为 $S_n$，若 $a_2+a_8=10$，则 $S_9=$ ${B}`, ['45'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const BLANKS_IN_THE_MIDDLE: MathsLookalike[] = [
  [r`已知 $\{a_n\}$ 为等差数列，$a_1=1$，$a_3=5$，则公差 $d=$ ${B}，$a_5=$ ${B}`, ['2', '9'], 'mayRefuse'],
  [r`已知函数 $f(x)=x^2-2x$，则 $f(x)$ 的最小值为 ${B}，此时 $x=$ ${B}`, ['-1', '1'], 'mayRefuse'],
  [r`已知 $\sin \alpha=\frac{3}{5}$，$\alpha$ 为锐角，则 $\cos \alpha=$ ${B}，$\tan \alpha=$ ${B}`, ['4/5', '3/4'], 'mayRefuse'],
  [r`函数 $f(x)=x^3-3x$ 的极大值为 ${B}，极小值为 ${B}`, ['2', '-2'], 'mayRefuse'],
  [r`函数 $f(x)=x^2-4x+3$ 的零点为 ${B} 和 ${B}`, ['1', '3'], 'mayRefuse'],
  [r`已知双曲线 $x^2-\frac{y^2}{3}=1$，则其离心率为 ${B}，渐近线方程为 ${B}`, ['2', 'y=±√3x|√3'], 'mayRefuse'],
  [r`复数 $z=\frac{2}{1+i}$ 的虚部为（ ），实部为（ ）`, ['-1', '1'], 'mayRefuse'],
  [r`在等差数列 $\{a_n\}$ 中，$a_2=3$，$a_4=7$，则 $a_6$ 是 ${B} 的 3 倍`, ['11/3'], 'mayRefuse'],
  [r`已知 $\tan \alpha=2$，则 $\tan 2 \alpha$ 为 ${B} 的相反数`, ['4/3'], 'mayRefuse'],
  [r`已知 $\vec{a}=(1,2)$，$\vec{b}=(2,-1)$，则 ${B} 是 $\vec{a}$ 与 $\vec{b}$ 的夹角`, ['90°|π/2'], 'mayRefuse'],
  [r`在 $\triangle ABC$ 中，$a=3$，$b=4$，$c=5$，则 ${B} 为直角`, ['C'], 'mayRefuse'],
  [r`已知等比数列 $\{a_n\}$ 中，$a_1=1$，$a_4=8$，则公比为（ ），$a_6$ 为（ ）`, ['2', '32'], 'mayRefuse'],
  [r`曲线 $y=x^2$ 在点 $(1,1)$ 处的切线斜率为 ${B} 的 2 倍`, ['1'], 'mayRefuse'],
  [r`已知集合 $A=\{1,2,3\}$，$B=\{2,3,4\}$，则 $A \cap B=$ ${B}，$A \cup B=$ ${B}`, ['2,3', '1,2,3,4'], 'mayRefuse'],
  [r`若 $\vec{a}=(3,4)$，则 ${B} 是 $|\vec{a}|$ 的一半`, ['5/2|2.5'], 'mayRefuse'],
  [c(r`已知 $\tan \alpha=2$，则 $\tan 2 \alpha$ 是（ ）的相反数`, r`$-\frac{4}{3}$`, r`$\frac{4}{3}$`, r`$\frac{3}{4}$`, r`$-\frac{3}{4}$`), ['B'], 'mayRefuse'],
  [c(r`在等差数列 $\{a_n\}$ 中，$a_2=3$，$a_4=7$，则 $a_6$ 是（ ）的 11 倍`, '11', '1', '3', r`$\frac{1}{11}$`), ['B'], 'mayRefuse'],
  [c(r`若 $\vec{a}=(3,4)$，则（ ）是 $|\vec{a}|$ 的 2 倍`, '5', '10', r`$\frac{5}{2}$`, '25'), ['C'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const BOLD_VECTORS_AND_SETS: MathsLookalike[] = [
  [r`已知向量 $\mathbf{a}=(1,2)$，$\mathbf{b}=(3,-1)$，则 $\mathbf{a} \cdot \mathbf{b}=$ ${B}`, ['1'], 'mayRefuse'],
  [r`已知向量 $\mathbf{a}=(2,1)$，$\mathbf{b}=(x,2)$，若 $\mathbf{a} \parallel \mathbf{b}$，则 $x=$ ${B}`, ['4'], 'mayRefuse'],
  [r`已知向量 $\mathbf{a}=(1,-1)$，$\mathbf{b}=(2,x)$，若 $\mathbf{a} \perp \mathbf{b}$，则 $x=$ ${B}`, ['2'], 'mayRefuse'],
  [r`已知向量 $\mathbf{a}=(3,4)$，则 $|\mathbf{a}|=$ ${B}`, ['5'], 'mayRefuse'],
  [r`已知向量 $\boldsymbol{a}=(1,2)$，$\boldsymbol{b}=(2, m)$，且 $\boldsymbol{a} \parallel \boldsymbol{b}$，则 $m=$ ${B}`, ['4'], 'mayRefuse'],
  [r`已知向量 $\bm{a}=(1,0)$，$\bm{b}=(1,1)$，则 $\bm{a}$ 与 $\bm{b}$ 的夹角为 ${B}`, ['π/4|45°'], 'mayRefuse'],
  [r`已知单位向量 $\mathbf{a}, \mathbf{b}$ 的夹角为 $60^{\circ}$，则 $|\mathbf{a}+\mathbf{b}|=$ ${B}`, ['√3'], 'mayRefuse'],
  [r`已知 $|\mathbf{a}|=2$，$|\mathbf{b}|=1$，$\mathbf{a} \cdot \mathbf{b}=1$，则 $\mathbf{a}$ 与 $\mathbf{b}$ 的夹角为 ${B}`, ['π/3|60°'], 'mayRefuse'],
  [r`已知集合 $A=\{x \in \mathbf{Z} \mid -2<x<2\}$，则 $A$ 中元素的个数为 ${B}`, ['3'], 'mayRefuse'],
  [r`集合 $\{x \in \mathbf{N} \mid x<3\}$ 的子集的个数为 ${B}`, ['8'], 'mayRefuse'],
  [r`集合 $\{x \in \mathbf{N}^{*} \mid x<3\}$ 的子集的个数为 ${B}`, ['4'], 'mayRefuse'],
  [r`集合 $A=\{x \in \mathbf{N}_{+} \mid x \leq 3\}$ 中元素的个数为 ${B}`, ['3'], 'mayRefuse'],
  [r`已知集合 $A=\{x \in \mathbf{N} \mid x^2-3x<0\}$，则 $A$ 中元素的个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`已知向量 $\mathbf{m}=(1,2)$，$\mathbf{n}=(-2,1)$，则 $\mathbf{m} \cdot \mathbf{n}=$ ${B}`, ['0'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
const REAL_AGAINST_NON_REAL: MathsLookalike[] = [
  [c(r`已知 $z=(1+i)^2$，则 $z$ 的虚部为（ ）`, '2', '$2 i$', '0', '-2'), ['A'], 'mayRefuse'],
  [c(r`复数 $z=\frac{1+3 i}{1-i}$ 的实部为（ ）`, '-1', '$2 i$', '1', '$-i$'), ['A'], 'mayRefuse'],
  [c(r`复数 $z=i(1+i)$ 的模为（ ）`, '2', r`$\sqrt{2} i$`, r`$\sqrt{2}$`, '1'), ['C'], 'mayRefuse'],
  [c(r`若复数 $z$ 满足 $z(1+i)=2$，则 $z$ 等于（ ）`, '1', '$1-i$', '$1+i$', '$i$'), ['B'], 'mayRefuse'],
  [c(r`复数 $(2+i)(2-i)$ 等于（ ）`, '$5 i$', '3', '5', '$4+i$'), ['C'], 'mayRefuse'],
  [c(r`已知 $i$ 为虚数单位，则 $i^2$ 的值为（ ）`, '$i$', '-1', '1', '$-i$'), ['B'], 'mayRefuse'],
  [c(r`复数 $z=\frac{5}{2-i}$ 的虚部为（ ）`, '$i$', '1', '2', '$2 i$'), ['B'], 'mayRefuse'],
  [c(r`复数 $z=(1-i)^2$ 的虚部为（ ）`, '$-2 i$', '2', '-2', '0'), ['C'], 'mayRefuse'],
];

const SETS = {
  COUNTS_AND_ORDINALS,
  UNITS_AND_MULTIPLES,
  RANGES_IN_WORDS,
  TWO_VALUES,
  VALUE_THEN_MORE,
  BLANKS_IN_THE_MIDDLE,
  BOLD_VECTORS_AND_SETS,
  REAL_AGAINST_NON_REAL,
};
const solver = createOfflineSolver();

describe('look-alikes of the shared maths readings (decision 0079): the right answer or a refusal', () => {
  it('holds more than 80 questions', () => {
    expect(Object.values(SETS).reduce((n, cases) => n + cases.length, 0)).toBeGreaterThan(80);
  });
  for (const [name, cases] of Object.entries(SETS)) {
    it(`${name}: ${cases.length} questions`, { timeout: 180_000 }, async () => {
      const faults: string[] = [];
      for (const [text, expected] of cases) {
        const out = await solver.solve({ text });
        if (out.ok && (expected === null || !mathsAgrees(out.finalAnswer, expected)))
          faults.push(`wrong: ${text.split('\n')[0]} → ${out.finalAnswer}`);
      }
      expect(faults).toEqual([]);
    });
  }
});

import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 22 (decision 0119): shared reading steps probed in the words of other papers — 全国卷, 新高考, 北京, 天津,
 * 浙江, 上海 — before any change: a compound ask (「…和…分别为」 answered as a pair), answer forms (「…的取值范围是」,
 * 「通项公式为」, 「方程为」, 「用数字作答」, 「结果用区间表示」, 「保留π」), stems worded another way (「设…」, 「若…，则…」,
 * sets in braces, OCR LaTeX `\mathrm{i}`, `\vec a`, `\overrightarrow{a}`), and option lists of functions checked one
 * by one. Every answer worked by hand. 'solves' must be answered right; 'mayRefuse' answered right or refused;
 * 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_`;

// biome-ignore format: one problem a line
export const ROUND22_PROBES: Record<string, MathsLookalike[]> = {
  compoundAsk: [
    [r`13．圆 $x^{2}+y^{2}-2 x+4 y-4=0$ 的圆心坐标和半径分别为${B}．`, ['(1,-2)', '3'], 'mayRefuse'],
    [c(r`3．圆 $x^{2}+y^{2}+4 x-6 y=0$ 的圆心和半径分别是（ ）`, r`$(2,-3), 13$`, r`$(-2,3), \sqrt{13}$`, r`$(-2,3), 13$`, r`$(2,-3), \sqrt{13}$`), ['B'], 'mayRefuse'],
    [r`14．函数 $f(x)=x^{3}-3 x$ 在区间 $[-2,3]$ 上的最大值和最小值分别为${B}`, ['18', '-2'], 'mayRefuse'],
    [r`13．函数 $f(x)=2 \sin \left(2 x+\dfrac{\pi}{3}\right)$ 的最小正周期和最大值分别为${B}`, ['π', '2'], 'mayRefuse'],
    [r`14．已知随机变量 $X \sim B(10,0.4)$，则 $E(X)$ 和 $D(X)$ 分别为${B}`, ['4', '12/5|2.4'], 'mayRefuse'],
    [c(r`5．函数 $y=x^{2}-4 x+1$ 在区间 $[0,5]$ 上的最大值与最小值分别是（ ）`, '6，-3', '1，-3', '6，1', '6，-4'), ['A'], 'mayRefuse'],
    [r`12．函数 $f(x)=\sqrt{3} \sin 2 x+\cos 2 x$ 的最大值和最小正周期分别是${B}`, ['2', 'π'], 'mayRefuse'],
    [c(r`4．（北京）双曲线 $\dfrac{x^{2}}{4}-\dfrac{y^{2}}{9}=1$ 的离心率和渐近线方程分别为（ ）`, r`$\dfrac{\sqrt{13}}{2}, y=\pm \dfrac{3}{2} x$`, r`$\dfrac{\sqrt{13}}{3}, y=\pm \dfrac{2}{3} x$`, r`$\dfrac{\sqrt{5}}{2}, y=\pm \dfrac{3}{2} x$`, r`$\dfrac{\sqrt{13}}{2}, y=\pm \dfrac{2}{3} x$`), ['A'], 'mayRefuse'],
    [r`14．已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，$a_{3}=5$，则 $a_{10}$ 和 $S_{10}$ 分别为${B}`, ['19', '100'], 'mayRefuse'],
    [c(r`6．抛物线 $y^{2}=4 x$ 的焦点坐标和准线方程分别是（ ）`, r`$(1,0), x=-1$`, r`$(0,1), y=-1$`, r`$(1,0), x=1$`, r`$(2,0), x=-2$`), ['A'], 'mayRefuse'],
    ['已知圆锥的底面半径为 3, 高为 4, 则该圆锥的外接球的表面积与体积分别为', ['625/16π', '15625/384π'], 'mayRefuse'],
    // traps: a part the givens do not fix, an option that is not a list of as many parts
    [r`13．已知 $a+b=3$，则 $a$ 和 $b$ 分别为${B}`, null, 'refuses'],
    [c(r`3．圆 $x^{2}+y^{2}-4 x=0$ 的圆心和半径分别是（ ）`, r`$(2,0)$`, r`$(-2,0), 2$`, r`$(2,0), 2$`, r`$(2,0), 4$`), ['C'], 'mayRefuse'],
  ],
  sourceTags: [
    [r`2．（全国卷Ⅱ）设 $z=\mathrm{i}(2+\mathrm{i})$，则 $\bar{z}=$${B}`, ['-1-2i'], 'mayRefuse'],
    [r`13．【新高考Ⅰ】曲线 $y=x^{3}-x$ 在点 $(1,0)$ 处的切线方程为${B}`, ['y=2x-2|2x-y-2=0'], 'mayRefuse'],
    [r`10．（天津卷）已知 $\tan \alpha=3$，则 $\tan 2 \alpha=$${B}`, ['-3/4'], 'mayRefuse'],
    [r`(2019·北京卷) 双曲线 $\dfrac{x^{2}}{16}-\dfrac{y^{2}}{9}=1$ 的离心率为${B}`, ['5/4'], 'mayRefuse'],
    [r`14．（浙江）椭圆 $\dfrac{x^{2}}{9}+\dfrac{y^{2}}{5}=1$ 的焦点坐标是${B}`, ['(-2,0)', '(2,0)'], 'mayRefuse'],
  ],
  answerForms: [
    [r`13．不等式 $x^{2}-x-6<0$ 的解集为${B}（结果用区间表示）．`, ['(-2,3)'], 'mayRefuse'],
    [r`14．已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{2}=3, a_{5}=9$，则 $\left\{a_{n}\right\}$ 的通项公式为 $a_{n}=$${B}`, ['2n-1'], 'mayRefuse'],
    [r`14．已知等比数列 $\{a_{n}\}$ 满足 $a_{1}=2$，$a_{4}=16$，则数列 $\{a_{n}\}$ 的通项公式为${B}`, ['2^n|2^{n}'], 'mayRefuse'],
    [r`13．过点 $(1,2)$ 且与直线 $2 x-y+1=0$ 平行的直线方程为${B}`, ['2x-y=0|y=2x'], 'mayRefuse'],
    [r`14．从 5 名男生和 3 名女生中选 3 人参加志愿活动，其中至少有 1 名女生，则不同的选法共有${B}种．（用数字作答）`, ['46'], 'mayRefuse'],
    [r`13．$\left(x+\dfrac{2}{x}\right)^{6}$ 的展开式中的常数项为${B}．（用数字作答）`, ['160'], 'mayRefuse'],
    [r`9．已知球的体积为 $36 \pi$，则该球的表面积为${B}（结果保留 $\pi$）`, ['36π'], 'mayRefuse'],
    [r`13．函数 $f(x)=\lg (x-1)+\sqrt{3-x}$ 的定义域为${B}`, ['(1,3]'], 'mayRefuse'],
    [r`15．若函数 $f(x)=x^{2}-2 a x+3$ 在 $[1,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是${B}`, ['(-∞,1]'], 'mayRefuse'],
    [r`14．若关于 $x$ 的方程 $x^{2}+2 x+m=0$ 有两个不相等的实数根，则实数 $m$ 的取值范围是${B}`, ['(-∞,1)|m<1'], 'mayRefuse'],
    [r`13．函数 $y=2^{x}+1$ 的值域为${B}（用区间表示）`, ['(1,+∞)'], 'mayRefuse'],
  ],
  otherWording: [
    [r`2．设复数 $z$ 满足 $(1+\mathrm{i}) z=2 \mathrm{i}$，则 $|z|=$${B}`, ['√2'], 'mayRefuse'],
    [r`13．若 $\vec{a}=(1,2)$，$\vec{b}=(x, 1)$，且 $\vec{a} \perp \vec{b}$，则 $x=$${B}`, ['-2'], 'mayRefuse'],
    [r`13．已知向量 $\overrightarrow{a}=(2,1)$，$\overrightarrow{b}=(-1, k)$，若 $\overrightarrow{a} \parallel \overrightarrow{b}$，则 $k=$${B}`, ['-1/2'], 'mayRefuse'],
    [r`14．已知 $\tan \alpha=2$，则 $\dfrac{\sin \alpha+\cos \alpha}{\sin \alpha-\cos \alpha}=$${B}`, ['3'], 'mayRefuse'],
    [r`1．（天津）$\mathrm{i}$ 是虚数单位，复数 $\dfrac{7-\mathrm{i}}{3+\mathrm{i}}=$${B}`, ['2-i'], 'mayRefuse'],
    [r`2．（上海）若复数 $z=1+2 \mathrm{i}$，则 $z \cdot \overline{z}=$${B}`, ['5'], 'mayRefuse'],
    [r`5．若 $\sin \alpha=-\dfrac{3}{5}$，$\alpha$ 是第四象限角，则 $\tan \alpha=$${B}`, ['-3/4'], 'mayRefuse'],
    [r`14．已知 $\left\{a_{n}\right\}$ 为等差数列，$a_{3}+a_{8}=22$，$a_{6}=7$，则 $a_{5}=$${B}`, ['15'], 'mayRefuse'],
    [r`15．在等比数列 $\left\{a_{n}\right\}$ 中，若 $a_{1}=1$，$a_{4}=\dfrac{1}{8}$，则该数列的前 10 项和为${B}`, ['1023/512|2-\\frac{1}{2^{9}}'], 'mayRefuse'],
    [r`10．抛物线 $y^{2}=8 x$ 的焦点到准线的距离是${B}`, ['4'], 'mayRefuse'],
    [r`13．已知 $\sin \alpha+\cos \alpha=\dfrac{1}{5}$，则 $\sin 2 \alpha=$${B}`, ['-24/25'], 'mayRefuse'],
    [r`1．已知集合 $M=\{x \mid-1<x<3\}$，$N=\{x \mid x^{2}-x-2 \leq 0\}$，则 $M \cup N=$${B}`, ['[-1,3)|-1\\lex<3'], 'mayRefuse'],
    [c(r`1．已知集合 $A=\{1,2,3\}$，$B=\left\{x \mid x^{2}<9\right\}$，则 $A \cap B=$（ ）`, r`$\{-2,-1,0,1,2\}$`, r`$\{1,2\}$`, r`$\{1,2,3\}$`, r`$\varnothing$`), ['B'], 'mayRefuse'],
    [c(r`6．设 $a=\log _{3} 2$，$b=\ln 2$，$c=5^{-\frac{1}{2}}$，则（ ）`, r`$a<b<c$`, r`$b<c<a$`, r`$c<a<b$`, r`$c<b<a$`), ['C'], 'mayRefuse'],
    [c(r`3．（浙江）双曲线 $\dfrac{x^{2}}{3}-y^{2}=1$ 的焦点坐标是（ ）`, r`$(-\sqrt{2}, 0),(\sqrt{2}, 0)$`, r`$(-2,0),(2,0)$`, r`$(0,-\sqrt{2}),(0, \sqrt{2})$`, r`$(0,-2),(0,2)$`), ['B'], 'mayRefuse'],
    [c(r`5．已知 $a \in \mathbf{R}$，则“$a>1$”是“$\dfrac{1}{a}<1$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'mayRefuse'],
  ],
  functionLists: [
    [c(r`4．下列函数中，既是偶函数又在区间 $(0,+\infty)$ 上单调递减的是（ ）`, r`$y=x^{-2}$`, r`$y=|x|$`, r`$y=2^{x}$`, r`$y=\ln x$`), ['A'], 'mayRefuse'],
    [c(r`3．下列函数中，在其定义域内既是奇函数又是增函数的是（ ）`, r`$y=-\dfrac{1}{x}$`, r`$y=x^{3}$`, r`$y=\sin x$`, r`$y=\mathrm{e}^{x}$`), ['B'], 'mayRefuse'],
    [c(r`5．下列函数中，最小正周期为 $\pi$ 的奇函数是（ ）`, r`$y=\sin 2 x$`, r`$y=\cos 2 x$`, r`$y=\sin x$`, r`$y=\tan \dfrac{x}{2}$`), ['A'], 'mayRefuse'],
    [c(r`4．下列函数中，与函数 $y=x$ 相同的是（ ）`, r`$y=(\sqrt{x})^{2}$`, r`$y=\sqrt{x^{2}}$`, r`$y=\sqrt[3]{x^{3}}$`, r`$y=\dfrac{x^{2}}{x}$`), ['C'], 'mayRefuse'],
    [c(r`6．下列函数为奇函数的是（ ）`, r`$y=\sqrt{x}$`, r`$y=|\sin x|$`, r`$y=\cos x$`, r`$y=\mathrm{e}^{x}-\mathrm{e}^{-x}$`), ['D'], 'mayRefuse'],
    [c(r`7．下列函数中，最小正周期为 $\pi$ 且为偶函数的是（ ）`, r`$y=\sin 2 x$`, r`$y=\cos 2 x$`, r`$y=\cos x$`, r`$y=\tan x$`), ['B'], 'mayRefuse'],
    [c(r`3．下列函数为偶函数的是（ ）`, r`$y=x^{3}$`, r`$y=x^{2}+1$`, r`$y=2^{x}$`, r`$y=\ln x$`), ['B'], 'mayRefuse'],
    [c(r`5．下列函数中，在区间 $(0,+\infty)$ 上为增函数的是（ ）`, r`$y=\sqrt{x+1}$`, r`$y=(x-1)^{2}$`, r`$y=2^{-x}$`, r`$y=\log _{0.5}(x+1)$`), ['A'], 'mayRefuse'],
  ],
};

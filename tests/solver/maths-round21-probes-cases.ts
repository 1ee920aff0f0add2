import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 21 (decision 0115): the 高中 curriculum topic by topic, each worded as national and provincial papers word
 * it — a question number and score 「3．（5分）」, 「已知…，则…=」「…的取值范围是」「下列结论正确的是」, OCR LaTeX
 * (`\left(…\right)`, `\dfrac`), blanks `\_\_\_`, options on one line. Written before any change; every answer worked
 * by hand. 'solves' must be answered right; 'mayRefuse' answered right or refused; 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_`;
/** The four options printed on one line after the stem, as many scanned papers set them. */
const line = (stem: string, ...options: string[]) => `${stem}\n${options.map((o, i) => `${'ABCD'[i]}．${o}`).join('  ')}`;

// biome-ignore format: one problem a line
export const ROUND21_PROBES: Record<string, MathsLookalike[]> = {
  functions: [
    [line(r`3．（5分）函数 $f(x)=\sqrt{x+1}+\dfrac{1}{x-2}$ 的定义域为（ ）`, r`$[-1,2)$`, r`$[-1,+\infty)$`, r`$[-1,2) \cup(2,+\infty)$`, r`$(2,+\infty)$`), ['C'], 'mayRefuse'],
    [c(r`5．（5分）下列函数中，既是奇函数又在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=x^{3}$`, r`$y=\ln x$`, r`$y=\dfrac{1}{x}$`, r`$y=x^{2}$`), ['A'], 'mayRefuse'],
    [r`14．（5分）函数 $f(x)=x^{2}-2 x+3, x \in[0,3]$ 的值域为${B}．`, ['[2,6]'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=x^{3}-3 x^{2}+1$，则 $f(x)$ 的极大值为${B}`, ['1'], 'mayRefuse'],
    [line(r`9．（5分）已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}+2 x-3, & x \leqslant 0 \\ -2+\ln x, & x>0\end{array}\right.$，则 $f(x)$ 的零点个数为（ ）`, '0', '1', '2', '3'), ['C'], 'mayRefuse'],
    [r`13．已知函数 $f(x)=\left\{\begin{array}{ll}\log _{3} x, & x>0 \\ 2^{x}, & x \leqslant 0\end{array}\right.$，则 $f\left(f\left(\dfrac{1}{9}\right)\right)=$${B}`, ['1/4'], 'mayRefuse'],
    [line(r`7．若函数 $f(x)=x^{2}-2 a x+1$ 在 $(-\infty, 2]$ 上单调递减，则实数 $a$ 的取值范围是（ ）`, r`$(-\infty, 2]$`, r`$[2,+\infty)$`, r`$(-\infty,-2]$`, r`$[-2,+\infty)$`), ['B'], 'mayRefuse'],
    [r`15．（5分）若函数 $f(x)=\dfrac{2^{x}+a}{2^{x}-1}$ 是奇函数，则实数 $a=$${B}`, ['1'], 'mayRefuse'],
    [line(r`6．设 $a=0.3^{2}, b=2^{0.3}, c=\log _{2} 0.3$，则 $a, b, c$ 的大小关系是（ ）`, r`$a<b<c$`, r`$c<a<b$`, r`$c<b<a$`, r`$b<c<a$`), ['B'], 'mayRefuse'],
  ],
  derivatives: [
    [r`14．（5分）曲线 $y=x^{2}+\ln x$ 在点 $(1,1)$ 处的切线方程为${B}．`, ['y=3x-2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+x$ 的图象在点 $(1, f(1))$ 处的切线过点 $(2,5)$，则 $a=$${B}`, ['1'], 'mayRefuse'],
    [r`13．曲线 $y=\dfrac{2 x}{x+1}$ 在点 $(0,0)$ 处的切线方程为${B}`, ['y=2x'], 'mayRefuse'],
    [line(r`4．（5分）函数 $f(x)=x-\ln x$ 的单调递减区间为（ ）`, r`$(0,1)$`, r`$(1,+\infty)$`, r`$(-\infty, 1)$`, r`$(0,+\infty)$`), ['A'], 'mayRefuse'],
    [r`13．已知函数 $f(x)=x^{3}-a x$ 在 $x=1$ 处取得极值，则实数 $a=$${B}`, ['3'], 'mayRefuse'],
    [r`15．函数 $f(x)=x \mathrm{e}^{x}$ 的最小值为${B}`, ['-1/e|-e^{-1}|-e^(-1)'], 'mayRefuse'],
    [c(r`6．若曲线 $y=x^{2}+a x+b$ 在点 $(0, b)$ 处的切线方程是 $x-y+1=0$，则（ ）`, r`$a=1, b=1$`, r`$a=-1, b=1$`, r`$a=1, b=-1$`, r`$a=-1, b=-1$`), ['A'], 'mayRefuse'],
  ],
  sequences: [
    [r`14．（5分）在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=2, a_{4}=16$，则 $\left\{a_{n}\right\}$ 的前 5 项和 $S_{5}=$${B}`, ['62'], 'mayRefuse'],
    [r`13．已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=1, a_{n+1}=a_{n}+2$，则 $a_{10}=$${B}`, ['19'], 'mayRefuse'],
    [r`14．设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，若 $S_{9}=72$，则 $a_{2}+a_{4}+a_{9}=$${B}`, ['24'], 'mayRefuse'],
    [r`13．已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=n^{2}+2 n$，则 $a_{5}=$${B}`, ['11'], 'mayRefuse'],
    [r`14．在各项均为正数的等比数列 $\left\{a_{n}\right\}$ 中，$a_{3} a_{7}=16$，则 $a_{5}=$${B}`, ['4'], 'mayRefuse'],
    [line(r`5．（5分）已知等差数列 $\left\{a_{n}\right\}$ 的公差为 2，若 $a_{1}, a_{3}, a_{4}$ 成等比数列，则 $a_{2}=$（ ）`, '-4', '-6', '-8', '-10'), ['B'], 'mayRefuse'],
    [r`13．在数列 $\left\{a_{n}\right\}$ 中，$a_{1}=2, a_{n+1}=2 a_{n}$，$S_{n}$ 为 $\left\{a_{n}\right\}$ 的前 $n$ 项和．若 $S_{n}=126$，则 $n=$${B}`, ['6'], 'mayRefuse'],
  ],
  trig: [
    [r`13．（5分）已知函数 $f(x)=\sin x+\sqrt{3} \cos x$，则 $f(x)$ 的最大值为${B}`, ['2'], 'mayRefuse'],
    [line(r`7．函数 $f(x)=2 \sin \left(2 x-\dfrac{\pi}{6}\right)$ 的图象的一条对称轴方程是（ ）`, r`$x=\dfrac{\pi}{3}$`, r`$x=\dfrac{\pi}{6}$`, r`$x=-\dfrac{\pi}{3}$`, r`$x=\dfrac{\pi}{12}$`), ['A'], 'mayRefuse'],
    [r`14．若 $\sin \alpha=\dfrac{4}{5}$，且 $\alpha$ 为第二象限角，则 $\cos \left(\alpha+\dfrac{\pi}{4}\right)=$${B}`, ['-7√2/10'], 'mayRefuse'],
    [r`13．已知 $\cos \alpha=\dfrac{1}{3}$，则 $\cos 2 \alpha=$${B}`, ['-7/9'], 'mayRefuse'],
    [r`13．函数 $f(x)=\sin ^{2} x-\cos ^{2} x$ 的最小正周期为${B}`, ['π'], 'mayRefuse'],
    [r`15．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{3}\right)=$${B}`, ['1/2'], 'mayRefuse'],
    [r`13．$\sin 15^{\circ} \cos 15^{\circ}=$${B}`, ['1/4'], 'mayRefuse'],
    [c(r`10．（5分）（多选）已知函数 $f(x)=\sin \left(2 x+\dfrac{\pi}{3}\right)$，则下列结论正确的是（ ）`, r`$f(x)$ 的最小正周期为 $\pi$`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{12}$ 对称`, r`$f(x)$ 在 $\left(0, \dfrac{\pi}{6}\right)$ 上单调递增`, r`$f(x)$ 的图象关于点 $\left(\dfrac{\pi}{3}, 0\right)$ 对称`), ['ABD'], 'mayRefuse'],
  ],
  triangles: [
    [r`15．在 $\triangle A B C$ 中，角 $A, B, C$ 的对边分别为 $a, b, c$，若 $a=3, b=\sqrt{3}, A=\dfrac{\pi}{3}$，则 $B=$${B}`, ['π/6|30°'], 'mayRefuse'],
    [r`13．（5分）在 $\triangle A B C$ 中，$a=1, b=2, C=60^{\circ}$，则 $c=$${B}`, ['√3'], 'mayRefuse'],
    [r`14．在 $\triangle A B C$ 中，若 $a^{2}+b^{2}-c^{2}=a b$，则角 $C=$${B}`, ['π/3|60°'], 'mayRefuse'],
    [r`14．已知 $\triangle A B C$ 中，$b=2, c=3, A=60^{\circ}$，则 $\triangle A B C$ 的面积为${B}`, ['3√3/2'], 'mayRefuse'],
    [r`15．在 $\triangle A B C$ 中，$\sin A: \sin B: \sin C=3: 5: 7$，则此三角形的最大内角为${B}`, ['2π/3|120°'], 'mayRefuse'],
    [line(r`6．在 $\triangle A B C$ 中，已知 $a=5, b=7, c=8$，则角 $B$ 的大小为（ ）`, r`$\dfrac{\pi}{6}$`, r`$\dfrac{\pi}{4}$`, r`$\dfrac{\pi}{3}$`, r`$\dfrac{2 \pi}{3}$`), ['C'], 'mayRefuse'],
  ],
  vectors: [
    [r`13．（5分）已知向量 $\vec{a}=(2,1), \vec{b}=(1,-1)$，则 $|\vec{a}+2 \vec{b}|=$${B}`, ['√17'], 'mayRefuse'],
    [r`13．已知向量 $\boldsymbol{a}=(1,2), \boldsymbol{b}=(-2, k)$，且 $\boldsymbol{a} / / \boldsymbol{b}$，则实数 $k=$${B}`, ['-4'], 'mayRefuse'],
    [r`14．已知向量 $\vec{a}=(3,4), \vec{b}=(1,0)$，则 $\vec{a}$ 在 $\vec{b}$ 方向上的投影为${B}`, ['3'], 'mayRefuse'],
    [line(r`4．已知向量 $\vec{a}=(1, \sqrt{3}), \vec{b}=(\sqrt{3}, 1)$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为（ ）`, r`$\dfrac{\pi}{6}$`, r`$\dfrac{\pi}{4}$`, r`$\dfrac{\pi}{3}$`, r`$\dfrac{\pi}{2}$`), ['A'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=3,|\vec{b}|=4$，且 $\vec{a} \perp \vec{b}$，则 $|\vec{a}-\vec{b}|=$${B}`, ['5'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1, m), \vec{b}=(-1,2)$，若 $(\vec{a}-\vec{b}) \perp \vec{b}$，则 $m=$${B}`, ['3'], 'mayRefuse'],
  ],
  complex: [
    [line(r`2．（5分）若 $z=2+i$，则 $\dfrac{4 i}{z \bar{z}-1}=$（ ）`, '1', '-1', r`$i$`, r`$-i$`), ['C'], 'mayRefuse'],
    [r`13．复数 $\dfrac{2 i}{1+i}$ 的模为${B}`, ['√2'], 'mayRefuse'],
    [r`13．若复数 $z=\left(m^{2}-1\right)+(m+1) i$ 为纯虚数，则实数 $m=$${B}`, ['1'], 'mayRefuse'],
    [line(r`2．设复数 $z$ 满足 $z(1-i)=2 i$，则 $z$ 的共轭复数 $\bar{z}=$（ ）`, r`$-1+i$`, r`$-1-i$`, r`$1+i$`, r`$1-i$`), ['B'], 'mayRefuse'],
    [r`13．$i$ 是虚数单位，则 $(1+i)^{2}=$${B}`, ['2i'], 'mayRefuse'],
    [line(r`1．（5分）复数 $z=\dfrac{3-i}{1+i}$ 在复平面内对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['D'], 'mayRefuse'],
  ],
  linesCircles: [
    [line(r`5．圆 $x^{2}+y^{2}-4 x+6 y=0$ 的圆心坐标和半径分别为（ ）`, r`$(2,-3), \sqrt{13}$`, r`$(-2,3), \sqrt{13}$`, r`$(2,-3), 13$`, r`$(-2,3), 13$`), ['A'], 'mayRefuse'],
    [line(r`4．（5分）直线 $3 x+4 y-5=0$ 与圆 $x^{2}+y^{2}=4$ 的位置关系是（ ）`, '相交', '相切', '相离', '无法确定'), ['A'], 'mayRefuse'],
    [r`14．直线 $x-y+1=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为${B}`, ['√14'], 'mayRefuse'],
    [r`13．点 $(1,2)$ 到直线 $3 x-4 y+10=0$ 的距离为${B}`, ['1'], 'mayRefuse'],
    [r`13．若直线 $x+a y-1=0$ 与直线 $2 x-y+3=0$ 垂直，则实数 $a=$${B}`, ['2'], 'mayRefuse'],
    [r`14．（5分）圆心为 $(1,1)$ 且过原点的圆的方程是${B}`, ['(x-1)^2+(y-1)^2=2|(x-1)^{2}+(y-1)^{2}=2'], 'mayRefuse'],
    [r`14．若直线 $y=x+b$ 与圆 $x^{2}+y^{2}=2$ 相切，则 $b=$${B}`, ['2', '-2'], 'mayRefuse'],
  ],
  conics: [
    [r`13．椭圆 $\dfrac{x^{2}}{9}+\dfrac{y^{2}}{5}=1$ 的焦距为${B}`, ['4'], 'mayRefuse'],
    [r`13．（5分）双曲线 $\dfrac{y^{2}}{4}-x^{2}=1$ 的渐近线方程为${B}`, ['y=±2x'], 'mayRefuse'],
    [line(r`3．抛物线 $y=\dfrac{1}{4} x^{2}$ 的准线方程是（ ）`, r`$y=-1$`, r`$y=1$`, r`$x=-1$`, r`$x=-\dfrac{1}{16}$`), ['A'], 'mayRefuse'],
    [r`14．已知双曲线 $\dfrac{x^{2}}{a^{2}}-\dfrac{y^{2}}{3}=1(a>0)$ 的离心率为 2，则 $a=$${B}`, ['1'], 'mayRefuse'],
    [r`15．已知 $F_{1}, F_{2}$ 是椭圆 $\dfrac{x^{2}}{16}+\dfrac{y^{2}}{7}=1$ 的两个焦点，点 $P$ 在椭圆上，则 $\triangle P F_{1} F_{2}$ 的周长为${B}`, ['14'], 'mayRefuse'],
    [line(r`7．（5分）抛物线 $y^{2}=8 x$ 的焦点到双曲线 $x^{2}-\dfrac{y^{2}}{3}=1$ 的渐近线的距离是（ ）`, r`$\dfrac{1}{2}$`, r`$\dfrac{\sqrt{3}}{2}$`, '1', r`$\sqrt{3}$`), ['D'], 'mayRefuse'],
  ],
  counting: [
    [r`13．（5分）$\left(x-\dfrac{2}{x}\right)^{5}$ 的展开式中 $x^{3}$ 的系数为${B}．（用数字作答）`, ['-10'], 'mayRefuse'],
    [r`13．$(1+2 x)^{5}$ 的展开式中各项系数之和为${B}`, ['243'], 'mayRefuse'],
    [r`14．从 5 名同学中选出 3 名分别担任班长、学习委员、体育委员，则不同的选法共有${B}种．`, ['60'], 'mayRefuse'],
    [line(r`6．6 个人排成一排，其中甲不站在排头，则不同的排法共有（ ）`, '120 种', '600 种', '720 种', '240 种'), ['B'], 'mayRefuse'],
    [r`14．用 0，1，2，3，4 这五个数字可以组成${B}个没有重复数字的三位数．`, ['48'], 'mayRefuse'],
    [r`13．若 $(a+x)^{4}$ 的展开式中 $x^{3}$ 的系数等于 8，则实数 $a=$${B}`, ['2'], 'mayRefuse'],
    [r`13．二项式 $\left(\sqrt{x}-\dfrac{1}{x}\right)^{6}$ 的展开式中的常数项为${B}`, ['15'], 'mayRefuse'],
  ],
  probability: [
    [r`14．（5分）已知随机变量 $X$ 服从正态分布 $N\left(2, \sigma^{2}\right)$，且 $P(X<4)=0.8$，则 $P(0<X<2)=$${B}`, ['0.3|3/10'], 'mayRefuse'],
    [r`13．已知随机变量 $X \sim B\left(6, \dfrac{1}{3}\right)$，则 $D(X)=$${B}`, ['4/3'], 'mayRefuse'],
    [r`14．甲、乙两人各射击一次，命中率分别为 0.6 和 0.5，两人是否命中互不影响，则至少有一人命中的概率为${B}`, ['0.8|4/5'], 'mayRefuse'],
    [line(r`5．袋中有 3 个白球和 2 个红球，从中任取 2 个球，则恰有 1 个红球的概率为（ ）`, r`$\dfrac{3}{10}$`, r`$\dfrac{2}{5}$`, r`$\dfrac{3}{5}$`, r`$\dfrac{7}{10}$`), ['C'], 'mayRefuse'],
    [r`13．将一枚质地均匀的硬币连续抛掷 3 次，恰好出现 2 次正面向上的概率为${B}`, ['3/8'], 'mayRefuse'],
    [r`14．设随机变量 $\xi$ 的分布列为 $P(\xi=k)=a k(k=1,2,3)$，则 $a=$${B}`, ['1/6'], 'mayRefuse'],
    [r`13．在区间 $[0,4]$ 上随机取一个数 $x$，则 $x^{2} \leqslant 4$ 的概率为${B}`, ['1/2'], 'mayRefuse'],
  ],
  setsInequalities: [
    [line(r`1．（5分）已知集合 $A=\left\{x \mid x^{2}-x-2 \leqslant 0\right\}, B=\{x \mid y=\ln (1-x)\}$，则 $A \cap B=$（ ）`, r`$[-1,1)$`, r`$(-1,1)$`, r`$[-1,2]$`, r`$(1,2]$`), ['A'], 'mayRefuse'],
    [r`13．不等式 $\dfrac{x-1}{x+2} \leqslant 0$ 的解集为${B}`, ['(-2,1]'], 'mayRefuse'],
    [r`14．（5分）已知 $x>0, y>0$，且 $x+y=1$，则 $\dfrac{1}{x}+\dfrac{4}{y}$ 的最小值为${B}`, ['9'], 'mayRefuse'],
    [r`13．已知 $x>1$，则 $x+\dfrac{1}{x-1}$ 的最小值为${B}`, ['3'], 'mayRefuse'],
    [line(r`2．集合 $A=\{1,2,3\}$ 的子集的个数为（ ）`, '3', '6', '7', '8'), ['D'], 'mayRefuse'],
    [line(r`7．若不等式 $x^{2}+a x+1 \geqslant 0$ 对一切 $x \in \mathbf{R}$ 恒成立，则实数 $a$ 的取值范围是（ ）`, r`$[-2,2]$`, r`$(-2,2)$`, r`$(-\infty,-2] \cup[2,+\infty)$`, r`$[2,+\infty)$`), ['A'], 'mayRefuse'],
    [c(r`3．已知 $a>b>0$，则下列不等式成立的是（ ）`, r`$\dfrac{1}{a}>\dfrac{1}{b}$`, r`$a^{2}<b^{2}$`, r`$\ln a>\ln b$`, r`$0.5^{a}>0.5^{b}$`), ['C'], 'mayRefuse'],
  ],
  linearProgramming: [
    [r`14．（5分）若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y \geqslant 2 \\ x-y \leqslant 2 \\ y \leqslant 2\end{array}\right.$，则 $z=2 x+y$ 的最大值为${B}`, ['10'], 'mayRefuse'],
    [r`13．已知实数 $x, y$ 满足 $\left\{\begin{array}{l}x \geqslant 0 \\ y \geqslant 0 \\ x+2 y \leqslant 4 \\ 3 x+y \leqslant 6\end{array}\right.$，则 $z=x+y$ 的最大值是${B}`, ['14/5'], 'mayRefuse'],
    [line(r`8．设 $x, y$ 满足约束条件 $\left\{\begin{array}{l}y \geqslant x \\ x+y \leqslant 2 \\ x \geqslant 0\end{array}\right.$，则 $z=x-2 y$ 的最小值为（ ）`, '-4', '-1', '0', '1'), ['A'], 'mayRefuse'],
    [r`14．设变量 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x-y+1 \geqslant 0 \\ x+y-3 \geqslant 0 \\ 2 x-y-3 \leqslant 0\end{array}\right.$，则目标函数 $z=2 x+3 y$ 的最小值为${B}`, ['7'], 'mayRefuse'],
    [r`13．若 $x, y$ 满足 $\left\{\begin{array}{l}x \leqslant 1 \\ y \leqslant 1 \\ x+y \geqslant 1\end{array}\right.$，则 $z=x+3 y$ 的取值范围是${B}`, ['[1,4]'], 'mayRefuse'],
  ],
  solids: [
    [r`13．（5分）已知球的表面积为 $16 \pi$，则该球的体积为${B}`, ['32π/3|32/3π'], 'mayRefuse'],
    [r`14．一个圆柱的轴截面是边长为 2 的正方形，则该圆柱的侧面积为${B}`, ['4π'], 'mayRefuse'],
    [line(r`6．棱长为 2 的正方体的顶点都在同一个球面上，则该球的体积为（ ）`, r`$4 \sqrt{3} \pi$`, r`$12 \pi$`, r`$\dfrac{32 \pi}{3}$`, r`$8 \sqrt{3} \pi$`), ['A'], 'mayRefuse'],
    [r`13．已知圆锥的底面半径为 3，高为 4，则该圆锥的侧面积为${B}`, ['15π'], 'mayRefuse'],
    [r`14．在长方体 $A B C D-A_{1} B_{1} C_{1} D_{1}$ 中，$A B=B C=2, A A_{1}=1$，则该长方体的体对角线长为${B}`, ['3'], 'mayRefuse'],
    [r`14．若圆锥的母线长为 2，其侧面展开图是一个半圆，则该圆锥的底面半径为${B}`, ['1'], 'mayRefuse'],
  ],
  /** The shared step this round built (decision 0115): a condition fixes the one letter of a definition, then the ask. */
  conditionFirst: [
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(2)=$${B}`, ['9'], 'solves'],
    [r`15．（5分）已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{3}\right)(\omega>0)$ 的最小正周期为 $4 \pi$，则 $f(\pi)=$${B}`, ['1'], 'solves'],
    [r`13．设函数 $f(x)=x^{3}+a x^{2}$，若 $f^{\prime}(1)=5$，则 $f(2)=$${B}`, ['12'], 'solves'],
    [r`14．已知函数 $f(x)=\cos \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, ['1/2'], 'mayRefuse'],
    [r`13．若函数 $f(x)=\log _{3}(x+a)$ 的图象经过点 $(1,1)$，则 $f(7)=$${B}`, ['2'], 'solves'],
    [r`14．已知函数 $f(x)=a x^{3}-3 x$ 的图象在点 $(1, f(1))$ 处的切线与 $x$ 轴平行，则 $f(2)=$${B}`, ['2'], 'mayRefuse'],
    // a letter with two values, a domain kept in the condition, the letter asked again: the right answer or a refusal
    [r`14．已知函数 $f(x)=x^{2}+a^{2}$ 的图象过点 $(1,5)$，则 $f(2)=$${B}`, ['8'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=x^{2}+a$ 的图象过点 $(1,2)$，且 $x \in[0,2]$，则 $f(x)$ 的最大值为${B}`, ['5'], 'mayRefuse'],
    [r`13．已知函数 $f(x)=a x+1$，且 $f(2)=5$，则 $f(a)=$${B}`, ['5'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则该切线的方程为${B}`, ['y=4x-1'], 'mayRefuse'],
    [r`13．设函数 $f(x)=a x^{2}+x$，若 $g(x)=x+1$ 且 $g(a)=3$，则 $f(1)=$${B}`, ['3'], 'mayRefuse'],
    [r`13．已知函数 $f(x)=x^{2}+a x$，$g(x)$ 为偶函数，则 $f(2)=$${B}`, null, 'refuses'],
    [r`14．已知函数 $f(x)=a x^{2}$ 在区间 $[1,2]$ 上的最大值为 8，则 $f(3)=$${B}`, ['18'], 'mayRefuse'],
  ],
};

import type { MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 23 (decision 0122): gaokao fill-in-the-blank kinds probed in other papers' words before any change — two
 * blanks in one question (「…____；…____」), a parameter under another letter (m, k, λ, t), conditions in another
 * order, answers asked 「用区间表示」, and exam LaTeX / plain Unicode forms (\left( \right), \dfrac, \boldsymbol, ², −).
 * Every answer worked by hand. 'solves' must be answered right; 'mayRefuse' answered right or refused; 'refuses'
 * refused.
 */
const r = String.raw;
const B = r`\_\_\_`;

// biome-ignore format: one problem a line
export const ROUND23_BLANK_PROBES: Record<string, MathsLookalike[]> = {
  twoBlanks: [
    [r`14．已知等比数列 $\{a_{n}\}$ 中，$a_{1}=1$，$a_{4}=8$，则公比 $q=$${B}；$S_{5}=$${B}．`, ['2', '31'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 的极大值为${B}，极小值为${B}．`, ['2', '-2'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(3,-1)$，则 $\vec{a} \cdot \vec{b}=$${B}；$|\vec{a}+\vec{b}|=$${B}．`, ['1', '√17'], 'mayRefuse'],
    [r`11．双曲线 $\dfrac{x^{2}}{9}-\dfrac{y^{2}}{16}=1$ 的离心率为${B}；实轴长为${B}．`, ['5/3', '6'], 'mayRefuse'],
    [r`12．$\left(x+\dfrac{2}{x}\right)^{4}$ 的展开式中常数项为${B}；各项系数之和为${B}．`, ['24', '81'], 'mayRefuse'],
    [r`13．已知 $\tan \alpha=2$，则 $\tan 2 \alpha=$${B}，$\tan \left(\alpha+\dfrac{\pi}{4}\right)=$${B}．`, ['-4/3', '-3'], 'mayRefuse'],
    [r`14．已知等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，$a_{2}=3$，$S_{4}=16$，则 $a_{1}=$${B}，公差 $d=$${B}．`, ['a_{1}=1', 'd=2'], 'mayRefuse'],
    [r`13．设函数 $f(x)=\left\{\begin{array}{ll}x^{2}+1, & x \leqslant 1 \\ \dfrac{2}{x}, & x>1\end{array}\right.$，则 $f(-1)=$${B}，$f(f(3))=$${B}．`, ['2', '13/9'], 'mayRefuse'],
    [r`15．在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则角 $C=$${B}，$\triangle A B C$ 的面积为${B}．`, ['2π/3|120°', '15√3/4'], 'mayRefuse'],
    [r`13．已知 $\sin \alpha=\dfrac{4}{5}$，$\alpha \in\left(\dfrac{\pi}{2}, \pi\right)$，则 $\cos \alpha=$${B}，$\sin 2 \alpha=$${B}．`, ['-3/5', '-24/25'], 'mayRefuse'],
    [r`12．已知复数 $z=\dfrac{2}{1+\mathrm{i}}$，则 $z$ 的实部为${B}，虚部为${B}，$|z|=$${B}．`, ['1', '-1', '√2'], 'mayRefuse'],
    [r`14．从 4 名男生和 2 名女生中任选 2 人，则恰好选中 1 名女生的概率为${B}，至少选中 1 名女生的概率为${B}．`, ['8/15', '3/5'], 'mayRefuse'],
    [r`15．已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，$a_{3}=5$，则通项公式 $a_{n}=$${B}，前 $n$ 项和 $S_{n}=$${B}．`, ['2n-1', 'n^{2}|n^2'], 'mayRefuse'],
    // a blank inside its sentence, and a later blank with a condition of its own: not read as separate asks
    [r`14．函数 $f(x)=x^{3}-3 x$ 在 $x=$${B}处取得极小值${B}．`, ['1', '-2'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1, m)$，$\vec{b}=(2,4)$，若 $\vec{a} \parallel \vec{b}$，则 $m=$${B}；若 $\vec{a} \perp \vec{b}$，则 $m=$${B}．`, ['2', '-1/2'], 'mayRefuse'],
    [r`13．已知 $a+b=3$，则 $a=$${B}，$b=$${B}．`, null, 'refuses'],
  ],
  vectorParameter: [
    [r`13．已知向量 $\boldsymbol{a}=(2, m)$，$\boldsymbol{b}=(1,-1)$，若 $\boldsymbol{a} \perp \boldsymbol{b}$，则 $m=$${B}`, ['2'], 'mayRefuse'],
    [r`13．已知向量 $\overrightarrow{a}=(1, \lambda)$，$\overrightarrow{b}=(2,4)$，且 $\overrightarrow{a} \parallel \overrightarrow{b}$，则实数 $\lambda=$${B}`, ['2'], 'mayRefuse'],
    [r`14．设向量 $\vec{a}=(t, 1)$，$\vec{b}=(2, t+1)$，若 $\vec{a} \perp \vec{b}$，则 $t=$${B}`, ['-1/3'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=2$，$|\vec{b}|=3$，$\vec{a}$ 与 $\vec{b}$ 的夹角为 $60^{\circ}$，则 $|\vec{a}-\vec{b}|=$${B}`, ['√7'], 'mayRefuse'],
    [r`15．已知单位向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}+\vec{b}|=\sqrt{3}$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, ['π/3|60°'], 'mayRefuse'],
    ['已知向量 a=(1,2)，b=(−2,k)，若 a∥b，则 k=', ['-4'], 'mayRefuse'],
  ],
  binomial: [
    [r`13．$\left(2 x-\dfrac{1}{x}\right)^{6}$ 的展开式中常数项是${B}（用数字作答）`, ['-160'], 'mayRefuse'],
    [r`14．$(1+2 x)^{5}$ 的展开式中 $x^{3}$ 的系数为${B}`, ['80'], 'mayRefuse'],
    [r`14．若 $\left(x^{2}+\dfrac{a}{x}\right)^{6}$ 的展开式中 $x^{3}$ 的系数为 160，则实数 $a=$${B}`, ['2'], 'mayRefuse'],
    ['(x−1/x)⁶ 的展开式中常数项为', ['-20'], 'mayRefuse'],
  ],
  conics: [
    [r`15．已知双曲线 $\dfrac{x^{2}}{a^{2}}-\dfrac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线方程为 $y=2 x$，则其离心率为${B}`, ['√5'], 'mayRefuse'],
    [r`13．抛物线 $x^{2}=8 y$ 的焦点坐标为${B}`, ['(0,2)'], 'mayRefuse'],
    [r`14．已知椭圆 $\dfrac{x^{2}}{m}+\dfrac{y^{2}}{4}=1$ 的焦点在 $x$ 轴上，焦距为 2，则 $m=$${B}`, ['5'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{y^{2}}{4}-x^{2}=1$ 的渐近线方程为${B}`, ['y=±2x'], 'mayRefuse'],
  ],
  conicAxes: [
    [r`13．双曲线 $\dfrac{x^{2}}{9}-\dfrac{y^{2}}{16}=1$ 的实轴长为${B}`, ['6'], 'mayRefuse'],
    [r`14．双曲线 $\dfrac{y^{2}}{4}-x^{2}=1$ 的虚轴长是${B}`, ['2'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{4}+\dfrac{y^{2}}{9}=1$ 的长轴长为${B}`, ['6'], 'mayRefuse'],
    [r`13．椭圆 $x^{2}+4 y^{2}=16$ 的短轴长等于${B}`, ['4'], 'mayRefuse'],
    [r`14．已知椭圆 $C: \dfrac{x^{2}}{25}+\dfrac{y^{2}}{16}=1$，则 $C$ 的长轴长为${B}，离心率为${B}．`, ['10', '3/5'], 'mayRefuse'],
    // a hyperbola has no 长轴, an ellipse no 实轴
    [r`13．椭圆 $\dfrac{x^{2}}{4}+\dfrac{y^{2}}{9}=1$ 的实轴长为${B}`, null, 'refuses'],
  ],
  // 「14. (5 分)」 papers: no blank printed, the ask ends the stem (as GAOKAO-Bench prints them), other numbers
  scoredPaper: [
    [r`14. (5 分) 已知向量 $\vec{a}, \vec{b}$ 的夹角为 $60^{\circ},|\vec{a}|=3,|\vec{b}|=2$, 则 $|\vec{a}-2 \vec{b}|=$`, ['√13'], 'mayRefuse'],
    [r`15. (5 分) 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x-2 y-2 \leqslant 0 \\ x-y+1 \geqslant 0 \\ y \leqslant 0\end{array}\right.$, 则 $z=3 x+2 y$ 的最大值为`, ['6'], 'mayRefuse'],
    [r`13. (5 分) 曲线 $y=2 \ln (x+1)$ 在点 $(0,0)$ 处的切线方程为`, ['y=2x|2x-y=0'], 'mayRefuse'],
    [r`16. (5 分) 已知 $\sin \alpha+\cos \beta=1, \cos \alpha+\sin \beta=1$, 则 $\sin (\alpha+\beta)=$`, ['0'], 'mayRefuse'],
    [r`14. (5 分) 记 $S_{n}$ 为等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和. 若 $a_{1}=\frac{1}{2}, a_{3}^{2}=a_{6}$, 则 $S_{5}=$`, ['31/32'], 'mayRefuse'],
    [r`13. (5 分) $\left(x^{2}+\frac{2}{x}\right)^{6}$ 的展开式中常数项是`, ['240'], 'mayRefuse'],
    [r`15. (5 分) 函数 $f(x)=\cos \left(3 x+\frac{\pi}{6}\right)$ 在 $[0, \pi]$ 的零点个数为`, ['3'], 'mayRefuse'],
    [r`14. (5 分) 双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{5}=1$ 的右焦点到直线 $x+2 y-8=0$ 的距离为`, ['√5'], 'mayRefuse'],
    [r`13. (5 分) 已知 $f(x)$ 是奇函数, 且当 $x<0$ 时, $f(x)=-\mathrm{e}^{a x}$. 若 $f(\ln 3)=9$, 则 $a=$`, ['-2'], 'mayRefuse'],
    [r`14. (5 分) 若 $\tan \alpha=\frac{1}{3}$, 则 $\cos 2 \alpha=$`, ['4/5'], 'mayRefuse'],
    [r`13. (5 分) 设向量 $\vec{a}=(m, 1), \vec{b}=(1,2)$, 且 $|\vec{a}+\vec{b}|^{2}=|\vec{a}|^{2}+|\vec{b}|^{2}$, 则 $m=$`, ['-2'], 'mayRefuse'],
    [r`15. (5 分) 已知 $\alpha \in\left(0, \frac{\pi}{2}\right), \tan \alpha=2$, 则 $\cos \left(\alpha-\frac{\pi}{4}\right)=$`, ['3√10/10'], 'mayRefuse'],
    [r`14. (5 分) 已知函数 $f(x)=\log _{2}\left(x^{2}+a\right)$, 若 $f(3)=1$, 则 $a=$`, ['-7'], 'mayRefuse'],
    [r`13. (5 分) 已知函数 $f(x)=a x^{3}-2 x$ 的图像过点 $(-1,4)$, 则 $a=$`, ['-2'], 'mayRefuse'],
    [r`14. (5 分) 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y-2 \geqslant 0 \\ x-2 y+4 \geqslant 0 \\ x-2 \leqslant 0\end{array}\right.$, 则 $z=2 x+y$ 的最小值为`, ['2'], 'mayRefuse'],
    [r`12. (5 分) 在 $\triangle A B C$ 中, 已知 $B=120^{\circ}, A C=\sqrt{19}, A B=2$, 则 $B C=$`, ['3'], 'mayRefuse'],
    [r`13. (5 分) 一个盒子里有 3 个红球和 2 个白球, 从中任取 2 个, 则取到的 2 个球颜色相同的概率为`, ['2/5'], 'mayRefuse'],
  ],
  // a length condition that is a perpendicular in disguise: equal lengths, a length squared
  vectorLengths: [
    [r`13. (5 分) 设向量 $\vec{a}=(m, 1), \vec{b}=(1,2)$, 且 $|\vec{a}+\vec{b}|^{2}=|\vec{a}|^{2}+|\vec{b}|^{2}$, 则 $m=$`, ['-2'], 'mayRefuse'],
    [r`14．已知向量 $\vec{a}=(k, 2)$，$\vec{b}=(1,-1)$，若 $|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则实数 $k=$${B}`, ['2'], 'mayRefuse'],
    [r`13．已知向量 $\boldsymbol{a}=(1, t)$，$\boldsymbol{b}=(3,1)$，若 $|\boldsymbol{a}+\boldsymbol{b}|=|\boldsymbol{a}|$，则 $t=$${B}`, ['-8'], 'mayRefuse'],
    [r`14．已知向量 $\vec{a}=(2,1)$，$\vec{b}=(x,-2)$，且 $|\vec{a}-\vec{b}|^{2}=|\vec{a}|^{2}+|\vec{b}|^{2}$，则 $x=$${B}`, ['1'], 'mayRefuse'],
    [r`13．已知 $|\vec{a}|=2$，$|\vec{b}|=3$，且 $|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $|\vec{a}+\vec{b}|=$${B}`, ['√13'], 'mayRefuse'],
    [r`14．已知单位向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}+\vec{b}|^{2}=3$，则 $\vec{a} \cdot \vec{b}=$${B}`, ['1/2'], 'mayRefuse'],
    [r`15．已知向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}|=1$，$|\vec{a}+\vec{b}|=|\vec{b}|$，则 $\vec{a} \cdot \vec{b}=$${B}`, ['-1/2'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1, m)$，$\vec{b}=(m, 1)$，若 $|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $m=$${B}`, ['0'], 'mayRefuse'],
    // equal lengths of two vectors fix m² only: both values
    [r`13．已知向量 $\vec{a}=(1, m)$，$\vec{b}=(2,1)$，若 $|\vec{a}|=|\vec{b}|$，则 $m=$${B}`, ['2', '-2'], 'mayRefuse'],
  ],
  tangentLines: [
    [r`13．曲线 $y=x \ln x$ 在点 $(1,0)$ 处的切线方程为${B}`, ['y=x-1|x-y-1=0'], 'mayRefuse'],
    [r`14．函数 $f(x)=\mathrm{e}^{x}+x$ 的图象在 $x=0$ 处的切线方程为${B}`, ['y=2x+1|2x-y+1=0'], 'mayRefuse'],
    [r`14．若曲线 $y=a x^{2}-\ln x$ 在点 $(1, a)$ 处的切线平行于 $x$ 轴，则 $a=$${B}`, ['1/2'], 'mayRefuse'],
  ],
  trigValues: [
    [r`13．已知 $\cos \alpha=\dfrac{3}{5}$，$\alpha \in\left(0, \dfrac{\pi}{2}\right)$，则 $\sin 2 \alpha=$${B}`, ['24/25'], 'mayRefuse'],
    [r`14．若 $\tan \theta=-2$，则 $\dfrac{\sin \theta+\cos \theta}{\sin \theta}=$${B}`, ['1/2'], 'mayRefuse'],
    [r`13．$\sin 15^{\circ} \cos 15^{\circ}=$${B}`, ['1/4'], 'mayRefuse'],
    [r`14．已知 $\sin \left(\dfrac{\pi}{2}+\alpha\right)=\dfrac{1}{3}$，则 $\cos 2 \alpha=$${B}`, ['-7/9'], 'mayRefuse'],
  ],
  sequences: [
    [r`14．在等差数列 $\left\{a_{n}\right\}$ 中，若 $a_{2}+a_{8}=10$，则其前 9 项和 $S_{9}=$${B}`, ['45'], 'mayRefuse'],
    [r`14．记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和，已知 $S_{4}=0$，$a_{5}=5$，则 $a_{1}=$${B}`, ['-3'], 'mayRefuse'],
    [r`15．已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=1$，$a_{n+1}=2 a_{n}+1$，则 $a_{5}=$${B}`, ['31'], 'mayRefuse'],
    [r`13．各项均为正数的等比数列 $\left\{a_{n}\right\}$ 中，$a_{2} a_{4}=16$，则 $a_{3}=$${B}`, ['4'], 'mayRefuse'],
  ],
  functions: [
    [r`13．已知函数 $f(x)=\left\{\begin{array}{ll}2^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则 $f\left(f\left(\dfrac{1}{4}\right)\right)=$${B}`, ['1/4'], 'mayRefuse'],
    [r`14．函数 $f(x)=x^{3}-12 x$ 的极小值为${B}`, ['-16'], 'mayRefuse'],
    [r`15．函数 $f(x)=\ln x-x$ 的单调递增区间为${B}`, ['(0,1)'], 'mayRefuse'],
    [r`13．若函数 $f(x)=x^{2}+(m-1) x+3$ 是偶函数，则 $m=$${B}`, ['1'], 'mayRefuse'],
    [r`13．函数 $f(x)=2^{x}-8$ 的零点是${B}`, ['3'], 'mayRefuse'],
    ['已知 f(x)=x²+2x，则 f(3)=', ['15'], 'mayRefuse'],
    [r`13．函数 $f(x)=\sqrt{2-x}+\ln (x+1)$ 的定义域为${B}（用区间表示）`, ['(-1,2]'], 'mayRefuse'],
    [r`14．不等式 $\dfrac{x-1}{x+2}<0$ 的解集为${B}`, ['(-2,1)'], 'mayRefuse'],
  ],
  probability: [
    [r`14．从 1，2，3，4，5 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为${B}`, ['2/5'], 'mayRefuse'],
    [r`15．甲、乙两人独立地破译一份密码，破译的概率分别为 $\dfrac{1}{2}$ 和 $\dfrac{1}{3}$，则密码被破译的概率为${B}`, ['2/3'], 'mayRefuse'],
    [r`14．已知随机变量 $\xi$ 服从正态分布 $N\left(2, \sigma^{2}\right)$，$P(\xi<4)=0.8$，则 $P(0<\xi<2)=$${B}`, ['0.3|3/10'], 'mayRefuse'],
  ],
  circlesSolidsPrograms: [
    [r`14．直线 $3 x+4 y-5=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为${B}`, ['2√3'], 'mayRefuse'],
    [r`13．圆 $x^{2}+y^{2}-4 x+2 y=0$ 的半径为${B}`, ['√5'], 'mayRefuse'],
    [r`14．若直线 $x+y+m=0(m>0)$ 与圆 $x^{2}+y^{2}=2$ 相切，则 $m=$${B}`, ['2'], 'mayRefuse'],
    [r`15．已知正方体的棱长为 2，则该正方体外接球的表面积为${B}`, ['12π'], 'mayRefuse'],
    [r`14．若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y \geqslant 1 \\ x-y \leqslant 1 \\ y \leqslant 2\end{array}\right.$，则 $z=x+2 y$ 的最大值为${B}`, ['7'], 'mayRefuse'],
    [r`13．设变量 $x, y$ 满足 $\begin{cases}x \geq 0 \\ y \geq 0 \\ x+2 y \leq 4\end{cases}$，则 $z=3 x+y$ 的最大值为${B}`, ['12'], 'mayRefuse'],
  ],
};

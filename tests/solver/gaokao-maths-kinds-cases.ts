import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * The kinds of question a national gaokao paper's choice and blank sections hold every year (decision 0102), each
 * written as a paper words it — not copied from the dev problems. Every answer worked by hand. 'solves' must be
 * answered right; 'mayRefuse' (a kind not built yet) answered right or refused; 'refuses' (undecidable) refused.
 */
const r = String.raw;
const B = r`\_\_\_\_`;

// biome-ignore format: one problem a line
export const KIND_PROBES: Record<string, MathsLookalike[]> = {
  sets: [
    [c(r`1. 已知集合 $A=\left\{x \mid x^{2}-4 x+3<0\right\}$，$B=\{x \mid 2<x<4\}$，则 $A \cap B=$（ ）`, '$(1,3)$', '$(1,4)$', '$(2,3)$', '$(2,4)$'), ['C'], 'solves'],
    [c(r`1. 已知集合 $A=\{-2,-1,0,1,2\}$，$B=\{x \mid(x-1)(x+2)<0\}$，则 $A \cap B=$（ ）`, r`$\{-1,0\}$`, r`$\{0,1\}$`, r`$\{-1,0,1\}$`, r`$\{0,1,2\}$`), ['A'], 'solves'],
    [c(r`1. 设集合 $A=\left\{x \mid \log _{2} x<1\right\}$，$B=\{x \mid-1<x<1\}$，则 $A \cup B=$（ ）`, '$(-1,2)$', '$(0,1)$', '$(-1,0)$', '$(0,2)$'), ['A'], 'solves'],
    [r`1. 集合 $A=\{1,2,3,4\}$ 的真子集的个数是 ${B}`, ['15'], 'solves'],
    [c(r`1. 已知集合 $M=\left\{x \mid 2^{x}>4\right\}$，$N=\{x \mid x<3\}$，则 $M \cap N=$（ ）`, '$(2,3)$', r`$(-\infty, 2)$`, r`$(3,+\infty)$`, r`$(-\infty, 3)$`), ['A'], 'solves'],
  ],
  complex: [
    [c(r`2. 复数 $\frac{1+2 i}{2-i}=$（ ）`, '$i$', '$-i$', '$1$', '$-1$'), ['A'], 'solves'],
    [r`2. 若复数 $z$ 满足 $z(1+i)=2 i$，则 $\bar{z}=$ ${B}`, ['1-i'], 'solves'],
    [c(r`2. 在复平面内，复数 $i(2+i)$ 对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['B'], 'solves'],
    [r`2. 复数 $\frac{5}{3+4 i}$ 的模为 ${B}`, ['1'], 'solves'],
    [c(r`2. 已知 $i$ 为虚数单位，则 $i^{2023}=$（ ）`, '$1$', '$-1$', '$i$', '$-i$'), ['D'], 'solves'],
  ],
  vectors: [
    [r`13. 已知向量 $\boldsymbol{a}=(1,2)$，$\boldsymbol{b}=(3,-1)$，则 $\boldsymbol{a} \cdot(\boldsymbol{a}-\boldsymbol{b})=$ ${B}`, ['4'], 'solves'],
    [r`13. 已知 $|\boldsymbol{a}|=1$，$|\boldsymbol{b}|=2$，$\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为 $60^{\circ}$，则 $|2 \boldsymbol{a}-\boldsymbol{b}|=$ ${B}`, ['2'], 'solves'],
    [r`13. 已知向量 $\vec{a}=(m, 2)$，$\vec{b}=(3,-1)$，且 $\vec{a} \perp \vec{b}$，则 $m=$ ____`, ['2/3'], 'solves'],
    [r`14. 已知向量 $\vec{a}=(1,1)$，$\vec{b}=(2,0)$，则向量 $\vec{a}$ 在向量 $\vec{b}$ 上的投影为 ${B}`, ['1'], 'mayRefuse'],
    [c(r`3. 已知向量 $\vec{a}=(2,1)$，$\vec{b}=(-1, k)$，若 $\vec{a} \cdot(2 \vec{a}-\vec{b})=0$，则 $k=$（ ）`, '$-12$', '$-6$', '$6$', '$12$'), ['D'], 'solves'],
  ],
  sequences: [
    [r`14. 已知等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=2$，$a_{4}=16$，则其前 5 项和 $S_{5}=$ ${B}`, ['62'], 'solves'],
    [c(r`4. 在等差数列 $\left\{a_{n}\right\}$ 中，$a_{3}=5$，$a_{7}=13$，则 $a_{10}=$（ ）`, '17', '19', '21', '23'), ['B'], 'solves'],
    [r`15. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=1$，$a_{n+1}=2 a_{n}+1$，则 $a_{4}=$ ____`, ['15'], 'solves'],
    [r`14. 已知各项均为正数的等比数列 $\left\{a_{n}\right\}$ 中，$a_{2} a_{8}=16$，则 $a_{5}=$ ${B}`, ['4'], 'solves'],
    [r`14. 已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=n^{2}+2 n$，则 $a_{5}=$ ____`, ['11'], 'solves'],
  ],
  trig: [
    [r`13. 已知 $\sin \alpha=\frac{3}{5}$，$\alpha \in\left(\frac{\pi}{2}, \pi\right)$，则 $\tan \alpha=$ ${B}`, ['-3/4'], 'solves'],
    [r`14. 已知 $\tan \alpha=2$，则 $\frac{\sin \alpha+\cos \alpha}{\sin \alpha-\cos \alpha}=$ ____`, ['3'], 'solves'],
    [c(r`5. 函数 $f(x)=\sin \left(2 x+\frac{\pi}{3}\right)$ 的最小正周期为（ ）`, r`$4 \pi$`, r`$2 \pi$`, r`$\pi$`, r`$\frac{\pi}{2}$`), ['C'], 'solves'],
    [c(r`3. $\cos ^{2} 15^{\circ}-\sin ^{2} 15^{\circ}=$（ ）`, r`$\frac{1}{2}$`, r`$\frac{\sqrt{2}}{2}$`, r`$\frac{\sqrt{3}}{2}$`, '$1$'), ['C'], 'solves'],
    [r`14. 函数 $f(x)=\sin ^{2} x-\cos ^{2} x$ 的最小正周期是 ${B}`, ['π'], 'solves'],
  ],
  triangles: [
    [r`15. 在 $\triangle A B C$ 中，$a=2$，$b=3$，$C=60^{\circ}$，则 $c=$ ${B}`, ['√7'], 'solves'],
    [r`15. 在 $\triangle A B C$ 中，角 $A, B, C$ 所对的边分别为 $a, b, c$，若 $A=\frac{\pi}{3}$，$a=\sqrt{3}$，$b=1$，则 $B=$ ____`, ['π/6|30°'], 'solves'],
    [r`15. 在 $\triangle A B C$ 中，$b=2$，$c=3$，$A=60^{\circ}$，则 $\triangle A B C$ 的面积为 ${B}`, ['3√3/2'], 'solves'],
    [c(r`6. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则 $\cos C=$（ ）`, r`$\frac{1}{2}$`, r`$-\frac{1}{2}$`, r`$\frac{\sqrt{3}}{2}$`, r`$-\frac{\sqrt{3}}{2}$`), ['B'], 'solves'],
  ],
  conics: [
    [c(r`5. 双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{9}=1$ 的渐近线方程为（ ）`, r`$y=\pm \frac{3}{2} x$`, r`$y=\pm \frac{2}{3} x$`, r`$y=\pm \frac{9}{4} x$`, r`$y=\pm \frac{4}{9} x$`), ['A'], 'solves'],
    [r`14. 抛物线 $y^{2}=8 x$ 的焦点坐标是 ${B}`, ['(2,0)'], 'solves'],
    [r`14. 已知抛物线 $y^{2}=4 x$ 上一点 $P$ 到焦点的距离为 5，则点 $P$ 的横坐标为 ____`, ['4'], 'solves'],
    [r`14. 已知双曲线 $\frac{x^{2}}{a^{2}}-y^{2}=1(a>0)$ 的离心率为 $\sqrt{2}$，则 $a=$ ${B}`, ['1'], 'solves'],
    [c(r`6. 椭圆 $\frac{x^{2}}{9}+\frac{y^{2}}{5}=1$ 的焦距为（ ）`, '2', '4', '6', r`$2 \sqrt{14}$`), ['B'], 'solves'],
  ],
  linesCircles: [
    [r`14. 圆 $x^{2}+y^{2}-4 x+2 y=0$ 的圆心坐标为 ${B}`, ['(2,-1)'], 'solves'],
    [r`14. 直线 $3 x+4 y-5=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为 ____`, ['2√3'], 'solves'],
    [r`13. 点 $(1,2)$ 到直线 $3 x-4 y+10=0$ 的距离为 ${B}`, ['1'], 'solves'],
    [c(r`5. 直线 $x-y+1=0$ 与圆 $(x-1)^{2}+y^{2}=2$ 的位置关系是（ ）`, '相离', '相切', '相交', '不确定'), ['B'], 'solves'],
    [r`14. 已知直线 $l_{1}: a x+2 y-1=0$ 与 $l_{2}: x+y+3=0$ 平行，则 $a=$ ____`, ['2'], 'solves'],
  ],
  solids: [
    [r`15. 棱长为 2 的正方体的外接球的表面积为 ${B}`, ['12π'], 'solves'],
    [r`14. 底面半径为 1，高为 3 的圆锥的体积为 ____`, ['π'], 'solves'],
    [c(r`7. 若一个球的体积为 $36 \pi$，则它的表面积为（ ）`, r`$12 \pi$`, r`$18 \pi$`, r`$36 \pi$`, r`$48 \pi$`), ['C'], 'solves'],
    [r`15. 已知正四棱锥的底面边长为 2，高为 3，则该正四棱锥的体积为 ${B}`, ['4'], 'solves'],
  ],
  countingBinomial: [
    [r`14. $\left(x+\frac{2}{x}\right)^{6}$ 的展开式中的常数项为 ____（用数字作答）`, ['160'], 'solves'],
    [c(r`5. $(1+2 x)^{5}$ 的展开式中 $x^{2}$ 的系数为（ ）`, '10', '20', '40', '80'), ['C'], 'solves'],
    [r`14. 5 名同学排成一排，其中甲、乙两人必须相邻，则不同的排法共有 ${B}种（用数字作答）`, ['48'], 'solves'],
    [r`14. 从 4 名男生和 3 名女生中选出 3 人参加活动，要求至少有 1 名女生，则不同的选法共有 ____种`, ['31'], 'solves'],
    [c(r`6. 将 4 本不同的书分给 3 名同学，每名同学至少分到 1 本，则不同的分法种数为（ ）`, '12', '24', '36', '72'), ['C'], 'solves'],
  ],
  probabilityStatistics: [
    [r`13. 从 1，2，3，4，5 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为 ${B}`, ['2/5|0.4'], 'solves'],
    [c(r`4. 同时掷两枚质地均匀的骰子，则向上的点数之和为 7 的概率是（ ）`, r`$\frac{1}{6}$`, r`$\frac{1}{12}$`, r`$\frac{1}{9}$`, r`$\frac{5}{36}$`), ['A'], 'solves'],
    [r`13. 数据 2，4，6，8，10 的方差为 ____`, ['8'], 'solves'],
    [r`14. 已知随机变量 $X$ 服从二项分布 $B\left(6, \frac{1}{3}\right)$，则 $D(X)=$ ${B}`, ['4/3'], 'mayRefuse'],
    [r`13. 甲、乙两人独立地破译一份密码，甲破译的概率为 0.6，乙破译的概率为 0.5，则密码被破译的概率为 ____`, ['0.8|4/5'], 'solves'],
  ],
  functions: [
    [c(r`3. 函数 $f(x)=\sqrt{x-1}+\frac{1}{x-2}$ 的定义域为（ ）`, r`$[1,+\infty)$`, r`$(1,2)$`, r`$[1,2) \cup(2,+\infty)$`, r`$(2,+\infty)$`), ['C'], 'solves'],
    [r`13. 已知函数 $f(x)=\left\{\begin{array}{ll}2^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则 $f\left(f\left(\frac{1}{2}\right)\right)=$ ${B}`, ['1/2|0.5'], 'solves'],
    [c(r`5. 设 $a=\log _{2} 3$，$b=2^{0.5}$，$c=\log _{0.5} 2$，则（ ）`, '$a>b>c$', '$b>a>c$', '$c>a>b$', '$a>c>b$'), ['A'], 'solves'],
    [r`14. 已知 $f(x)$ 是奇函数，且当 $x>0$ 时，$f(x)=x^{2}+x$，则 $f(-1)=$ ____`, ['-2'], 'solves'],
    [r`13. 计算：$\lg 2+\lg 5+\log _{2} 8=$ ${B}`, ['4'], 'solves'],
  ],
  derivatives: [
    [r`14. 函数 $f(x)=x^{3}-3 x$ 的极小值为 ${B}`, ['-2'], 'solves'],
    [r`13. 曲线 $y=x \ln x$ 在点 $(1,0)$ 处的切线方程为 ____`, ['x-1|x-y-1=0'], 'solves'],
    [r`14. 函数 $f(x)=\mathrm{e}^{x}-x$ 的最小值为 ${B}`, ['1'], 'solves'],
    [c(r`6. 函数 $f(x)=\ln x-x$ 的单调递增区间是（ ）`, r`$(0,1)$`, r`$(1,+\infty)$`, r`$(-\infty, 1)$`, r`$(0,+\infty)$`), ['A'], 'solves'],
    [r`14. 函数 $f(x)=x^{3}-3 x^{2}+1$ 在区间 $[-1,1]$ 上的最大值为 ____`, ['1'], 'solves'],
  ],
  inequalities: [
    [r`13. 已知 $x>0$，则 $x+\frac{4}{x}$ 的最小值为 ${B}`, ['4'], 'solves'],
    [r`14. 已知 $a>0$，$b>0$，且 $a+b=1$，则 $\frac{1}{a}+\frac{1}{b}$ 的最小值为 ____`, ['4'], 'solves'],
    [c(r`3. 不等式 $\frac{x-1}{x+2} \leqslant 0$ 的解集为（ ）`, r`$(-2,1]$`, r`$[-2,1]$`, r`$(-\infty,-2) \cup[1,+\infty)$`, r`$(-2,1)$`), ['A'], 'solves'],
    [r`13. 不等式 $|x-1|<2$ 的解集为 ${B}`, ['(-1,3)'], 'solves'],
  ],
  linearProgramming: [
    [r`14. 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y \leqslant 4 \\ x-y \geqslant 0 \\ y \geqslant 0\end{array}\right.$，则 $z=2 x+y$ 的最大值为 ${B}`, ['8'], 'solves'],
    [r`13. 设 $x, y$ 满足 $\left\{\begin{array}{l}x-y+1 \geqslant 0 \\ x+y-3 \leqslant 0 \\ y \geqslant 0\end{array}\right.$，则 $z=x+2 y$ 的最大值是 ____`, ['5'], 'solves'],
  ],
  logic: [
    [c(r`3. 命题“$\forall x \in \mathbf{R}, x^{2}+1>0$”的否定是（ ）`, r`$\forall x \in \mathbf{R}, x^{2}+1 \leqslant 0$`, r`$\exists x \in \mathbf{R}, x^{2}+1>0$`, r`$\exists x \in \mathbf{R}, x^{2}+1 \leqslant 0$`, r`$\exists x \in \mathbf{R}, x^{2}+1<0$`), ['C'], 'solves'],
    [c(r`4. “$x>1$”是“$x^{2}>1$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'solves'],
    [c(r`4. 设 $a, b \in \mathbf{R}$，则“$a>b$”是“$a^{3}>b^{3}$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['C'], 'mayRefuse'],
    [c(r`3. 设 $x \in \mathbf{R}$，则“$0<x<2$”是“$|x-1|<2$”的（ ）`, '充分而不必要条件', '必要而不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'solves'],
  ],

  trigGraph: [
    [c(r`6. 将函数 $y=2 \sin \left(2 x+\frac{\pi}{6}\right)$ 的图像向右平移 $\frac{1}{4}$ 个周期后，所得图像对应的函数为（ ）`, r`$y=2 \sin \left(2 x+\frac{\pi}{4}\right)$`, r`$y=2 \sin \left(2 x+\frac{\pi}{3}\right)$`, r`$y=2 \sin \left(2 x-\frac{\pi}{4}\right)$`, r`$y=2 \sin \left(2 x-\frac{\pi}{3}\right)$`), ['D'], 'solves'],
    [c(r`5. 函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象的一条对称轴方程是（ ）`, r`$x=\frac{\pi}{12}$`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{2}$`), ['A'], 'solves'],
    [c(r`7. 函数 $f(x)=\cos \left(2 x-\frac{\pi}{6}\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{3}, 0\right)$`, r`$\left(\frac{\pi}{6}, 0\right)$`, r`$\left(\frac{\pi}{12}, 0\right)$`, r`$\left(\frac{\pi}{4}, 0\right)$`), ['A'], 'solves'],
    [c(r`6. 为了得到函数 $y=\sin \left(2 x-\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\sin 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), ['B'], 'solves'],
    [r`14. 将函数 $y=\sin 2 x$ 的图象向左平移 $\frac{\pi}{6}$ 个单位长度，所得图象对应的函数解析式为 ${B}`, ['\\sin(2x+π/3)'], 'solves'],
    [c(r`8. 函数 $f(x)=\sin \left(2 x-\frac{\pi}{4}\right)$ 的单调递增区间是（ ）`, r`$\left[k \pi-\frac{\pi}{8}, k \pi+\frac{3 \pi}{8}\right](k \in \mathbf{Z})$`, r`$\left[k \pi+\frac{3 \pi}{8}, k \pi+\frac{7 \pi}{8}\right](k \in \mathbf{Z})$`, r`$\left[k \pi-\frac{3 \pi}{8}, k \pi+\frac{\pi}{8}\right](k \in \mathbf{Z})$`, r`$\left[k \pi-\frac{\pi}{4}, k \pi+\frac{\pi}{4}\right](k \in \mathbf{Z})$`), ['A'], 'solves'],
  ],
  abstractFunction: [
    [r`12. 已知 $f(x)$ 是定义域为 $(-\infty,+\infty)$ 的奇函数，满足 $f(1-x)=f(1+x)$，若 $f(1)=2$，则 $f(1)+f(2)+f(3)+\cdots+f(50)=$ ${B}`, ['2'], 'solves'],
    [r`14. 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的偶函数，且 $f(x+4)=f(x)$，当 $x \in[0,2]$ 时，$f(x)=x^{2}$，则 $f(7)=$ ____`, ['1'], 'solves'],
    [r`14. 若函数 $f(x)=x \ln \left(x+\sqrt{a+x^{2}}\right)$ 为偶函数，则 $a=$ ${B}`, ['1'], 'solves'],
    [c(r`5. 下列函数中，既是偶函数又在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=x^{3}$`, r`$y=|x|+1$`, r`$y=-x^{2}+1$`, r`$y=2^{-|x|}$`), ['B'], 'mayRefuse'],
    [c(r`4. 函数 $f(x)=\ln x+2 x-6$ 的零点所在的区间为（ ）`, '$(0,1)$', '$(1,2)$', '$(2,3)$', '$(3,4)$'), ['C'], 'solves'],
  ],
  vectorGeometry: [
    [c(r`6. 在 $\triangle A B C$ 中，$A D$ 为 $B C$ 边上的中线，$E$ 为 $A D$ 的中点，则 $\overrightarrow{E B}=$（ ）`, r`$\frac{3}{4} \overrightarrow{A B}-\frac{1}{4} \overrightarrow{A C}$`, r`$\frac{1}{4} \overrightarrow{A B}-\frac{3}{4} \overrightarrow{A C}$`, r`$\frac{3}{4} \overrightarrow{A B}+\frac{1}{4} \overrightarrow{A C}$`, r`$\frac{1}{4} \overrightarrow{A B}+\frac{3}{4} \overrightarrow{A C}$`), ['A'], 'solves'],
    [c(r`7. 已知非零向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{a}|=2|\boldsymbol{b}|$，且 $(\boldsymbol{a}-\boldsymbol{b}) \perp \boldsymbol{b}$，则 $\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为（ ）`, r`$\frac{\pi}{6}$`, r`$\frac{\pi}{3}$`, r`$\frac{2 \pi}{3}$`, r`$\frac{5 \pi}{6}$`), ['B'], 'solves'],
    [r`13. 已知正方形 $A B C D$ 的边长为 2，$E$ 为 $C D$ 的中点，则 $\overrightarrow{A E} \cdot \overrightarrow{B D}=$ ${B}`, ['2'], 'mayRefuse'],
  ],
  seqHarder: [
    [r`14. 记 $S_{n}$ 为等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和，若 $S_{3}=a_{2}+10 a_{1}$，$a_{5}=9$，则 $a_{1}=$ ${B}`, ['1/9'], 'solves'],
    [c(r`9. 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．已知 $S_{4}=0$，$a_{5}=5$，则（ ）`, '$a_{n}=2 n-5$', '$a_{n}=3 n-10$', '$S_{n}=2 n^{2}-8 n$', r`$S_{n}=\frac{1}{2} n^{2}-2 n$`), ['A'], 'solves'],
    [r`15. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=2$，$a_{n+1}=\frac{1}{1-a_{n}}$，则 $a_{2023}=$ ____`, ['2'], 'solves'],
    [c(r`5. 我国古代数学著作中有这样一个问题：“今有女子善织，日增等尺，七日织二十八尺，第二日、第五日、第八日所织之和为十五尺，问第九日所织尺数为几何？”（ ）`, '8', '9', '10', '11'), ['B'], 'mayRefuse'],
  ],
  trigHarder: [
    [r`14. 若 $\tan \theta=-2$，则 $\frac{\sin \theta(1+\sin 2 \theta)}{\sin \theta+\cos \theta}=$ ${B}`, ['2/5'], 'mayRefuse'],
    [r`15. 已知 $\alpha \in\left(0, \frac{\pi}{2}\right)$，$\tan \alpha=2$，则 $\cos \left(\alpha-\frac{\pi}{4}\right)=$ ____`, ['3√10/10'], 'solves'],
    [c(r`5. 若 $\cos \left(\frac{\pi}{4}-\alpha\right)=\frac{3}{5}$，则 $\sin 2 \alpha=$（ ）`, r`$\frac{7}{25}$`, r`$\frac{1}{5}$`, r`$-\frac{1}{5}$`, r`$-\frac{7}{25}$`), ['D'], 'solves'],
  ],
  countingHarder: [
    [r`14. $\left(1+\frac{1}{x^{2}}\right)(1+x)^{6}$ 展开式中 $x^{2}$ 的系数为 ${B}`, ['30'], 'solves'],
    [c(r`5. 甲、乙、丙、丁、戊 5 名同学站成一排参加文艺汇演，若甲不站在两端，丙和丁相邻，则不同的排列方式共有（ ）`, '12 种', '24 种', '36 种', '48 种'), ['B'], 'mayRefuse'],
    [r`13. 从 2 至 8 的 7 个整数中随机取 2 个不同的数，则这 2 个数互质的概率为 ____`, ['2/3'], 'mayRefuse'],
    [c(r`6. 安排 3 名志愿者完成 4 项工作，每人至少完成 1 项，每项工作由 1 人完成，则不同的安排方式共有（ ）`, '12 种', '18 种', '24 种', '36 种'), ['D'], 'solves'],
    [r`14. 若 $(1-2 x)^{5}=a_{0}+a_{1} x+a_{2} x^{2}+\cdots+a_{5} x^{5}$，则 $a_{1}+a_{2}+\cdots+a_{5}=$ ${B}`, ['-2'], 'mayRefuse'],
  ],
  probStatHarder: [
    [r`14. 已知随机变量 $X$ 服从正态分布 $N\left(2, \sigma^{2}\right)$，且 $P(2<X \leqslant 2.5)=0.36$，则 $P(X>2.5)=$ ${B}`, ['0.14'], 'solves'],
    [r`13. 某校高一、高二、高三年级的学生人数分别为 300，300，400，用分层抽样的方法从中抽取 50 名学生，则应从高三年级抽取的学生人数为 ____`, ['20'], 'solves'],
    [r`13. 已知 $x, y$ 的取值如下表所示，由表中数据求得 $y$ 关于 $x$ 的线性回归方程为 $\hat{y}=0.95 x+\hat{a}$。\n| $x$ | 0 | 1 | 3 | 4 |\n| $y$ | 2.2 | 4.3 | 4.8 | 6.7 |\n则 $\hat{a}=$ ${B}`, ['2.6'], 'mayRefuse'],
    [r`14. 在区间 $[-1,2]$ 上随机取一个数 $x$，则 $x \in[0,1]$ 的概率为 ____`, ['1/3'], 'solves'],
    [r`14. 一组数据 1，3，5，7，9，11，13，15 的第 25 百分位数是 ${B}`, ['4'], 'solves'],
  ],
  setsComplexHarder: [
    [c(r`1. 设集合 $A=\left\{x \mid x^{2}-4 \leqslant 0\right\}$，$B=\{x \mid 2 x+a \leqslant 0\}$，且 $A \cap B=\{x \mid-2 \leqslant x \leqslant 1\}$，则 $a=$（ ）`, '$-4$', '$-2$', '$2$', '$4$'), ['B'], 'mayRefuse'],
    [c(r`2. 设复数 $z$ 满足 $|z-i|=1$，$z$ 在复平面内对应的点为 $(x, y)$，则（ ）`, r`$(x+1)^{2}+y^{2}=1$`, r`$(x-1)^{2}+y^{2}=1$`, r`$x^{2}+(y-1)^{2}=1$`, r`$x^{2}+(y+1)^{2}=1$`), ['C'], 'mayRefuse'],
    [c(r`2. 若 $z=1+i$，则 $\left|z^{2}-2 z\right|=$（ ）`, '0', '1', r`$\sqrt{2}$`, '2'), ['D'], 'solves'],
  ],
  solidsHarder: [
    [r`15. 已知圆锥的母线长为 2，其侧面展开图是一个半圆，则该圆锥的体积为 ${B}`, ['√3/3π|√3π/3'], 'solves'],
    [c(r`7. 已知圆柱的高为 1，它的两个底面的圆周在直径为 2 的同一个球的球面上，则该圆柱的体积为（ ）`, r`$\pi$`, r`$\frac{3 \pi}{4}$`, r`$\frac{\pi}{2}$`, r`$\frac{\pi}{4}$`), ['B'], 'mayRefuse'],
  ],
  conicsHarder: [
    [c(r`8. 已知 $F_{1}, F_{2}$ 是椭圆 $C$ 的两个焦点，$P$ 是 $C$ 上的一点，若 $P F_{1} \perp P F_{2}$，且 $\angle P F_{2} F_{1}=60^{\circ}$，则 $C$ 的离心率为（ ）`, r`$1-\frac{\sqrt{3}}{2}$`, r`$2-\sqrt{3}$`, r`$\frac{\sqrt{3}-1}{2}$`, r`$\sqrt{3}-1$`), ['D'], 'solves'],
    [r`15. 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线与直线 $x+2 y+1=0$ 垂直，则 $C$ 的离心率为 ${B}`, ['√5'], 'mayRefuse'],
    [r`14. 已知 $F$ 为抛物线 $C: y^{2}=4 x$ 的焦点，过 $F$ 且斜率为 1 的直线交 $C$ 于 $A, B$ 两点，则 $|A B|=$ ____`, ['8'], 'solves'],
  ],
  derivHarder: [
    [r`13. 曲线 $y=3\left(x^{2}+x\right) \mathrm{e}^{x}$ 在点 $(0,0)$ 处的切线方程为 ${B}`, ['3x|3x-y=0'], 'solves'],
    [c(r`7. 已知曲线 $y=a \mathrm{e}^{x}+x \ln x$ 在点 $(1, a \mathrm{e})$ 处的切线方程为 $y=2 x+b$，则（ ）`, r`$a=\mathrm{e}, b=-1$`, r`$a=\mathrm{e}, b=1$`, r`$a=\mathrm{e}^{-1}, b=1$`, r`$a=\mathrm{e}^{-1}, b=-1$`), ['D'], 'mayRefuse'],
    [r`14. 若函数 $f(x)=x^{3}-a x^{2}+3 x$ 在 $x=1$ 处取得极值，则 $a=$ ____`, null, 'refuses'],
    [r`14. 若函数 $f(x)=x^{3}+a x^{2}-9 x$ 在 $x=1$ 处取得极值，则 $a=$ ____`, ['3'], 'solves'],
  ],
  // kinds widened by decision 0102: strata listed with 分别为 (and the sample size from one stratum), onto sharing worded otherwise
  stratified: [
    [r`13. 某工厂甲、乙、丙三个车间生产了同一种产品，数量分别为 120 件，80 件，60 件．为了解它们的产品质量是否存在显著差异，用分层抽样方法抽取了一个容量为 $n$ 的样本进行调查，其中从丙车间的产品中抽取了 3 件，则 $n=$ ${B}`, ['13'], 'solves'],
    [r`14. 某地区小学、初中、高中的学生人数分别为 3500，1500，2000，用分层抽样的方法抽取一个容量为 70 的样本，则高中应抽取 ____ 人`, ['20'], 'solves'],
    [r`13. 某公司甲、乙、丙三个部门的员工人数分别为 24 人、36 人、60 人，现用分层抽样的方法从中抽取 20 人参加培训，则丙部门应抽取 ${B} 人`, ['10'], 'solves'],
    [c(r`4. 某社区老年人、中年人、青年人的人数分别为 600，1200，1800，现采用分层抽样的方法从中抽取一个容量为 60 的样本，则应从青年人中抽取（ ）`, '10 人', '20 人', '30 人', '40 人'), ['C'], 'solves'],
    [r`13. 某单位老年人、中年人、青年人的人数分别为 28 人、54 人、81 人，现采用分层抽样的方法从中抽取一个容量为 36 的样本，则应从中年人中抽取 ____ 人`, null, 'refuses'],
    [r`13. 某校高一、高二、高三年级的学生人数分别为 300，300，400，用分层抽样的方法从中抽取 50 名学生，则应从高三年级的男生中抽取 ____ 人`, null, 'refuses'],
    [r`13. 某公司甲、乙、丙三个部门的员工人数分别为 24 人、36 人、60 人，现用分层抽样的方法从中抽取 20 名女员工参加培训，则丙部门应抽取 ${B} 人`, null, 'refuses'],
  ],
  distribution: [
    [c(r`5. 将 5 名北京冬奥会志愿者分配到花样滑冰、短道速滑、冰球和冰壶 4 个项目进行培训，每名志愿者只分配到 1 个项目，每个项目至少分配 1 名志愿者，则不同的分配方案共有（ ）`, '60 种', '120 种', '240 种', '480 种'), ['C'], 'solves'],
    [r`14. 现有 4 名教师派往 3 个村支教，每个村至少派 1 名，则不同的派法有 ${B} 种`, ['36'], 'solves'],
    [r`14. 把 5 本不同的书全部分给 2 名同学，每名同学至少分到 1 本，则不同的分法有 ____ 种`, ['30'], 'solves'],
    [r`14. 安排 2 名工作人员完成 3 项不同的任务，每人至少完成 1 项，每项任务由 1 人完成，则不同的安排方式共有 ${B} 种`, ['6'], 'solves'],
    [r`14. 将 4 本相同的书分给 3 名同学，每名同学至少分到 1 本，则不同的分法有 ____ 种`, ['3'], 'mayRefuse'],
    [r`14. 将 4 本书分给 3 名同学，每名同学至少分到 1 本，则不同的分法有 ____ 种`, null, 'refuses'],
    [r`14. 将 4 名志愿者分配到 3 个社区，每个社区至少 1 名，其中甲必须去 A 社区，则不同的分配方法有 ${B} 种`, ['12'], 'mayRefuse'],
  ],
  // decision 0102: a sinusoid's graph moved and stretched in order; families in k read from the options
  graphMoves: [
    [r`14. 将函数 $f(x)=\sqrt{3} \sin 2 x+\cos 2 x$ 的图象向右平移 $\frac{\pi}{6}$ 个单位长度后，得到函数 $g(x)$ 的图象，则 $g(x)=$ ${B}`, ['2\\sin(2x-π/6)'], 'solves'],
    [r`15. 把函数 $f(x)=\sin x$ 的图象上所有点的横坐标缩短到原来的 $\frac{1}{2}$（纵坐标不变），再把所得图象向右平移 $\frac{\pi}{6}$ 个单位长度，得到函数 $y=g(x)$ 的图象，则 $g\left(\frac{\pi}{4}\right)=$ ____`, ['1/2'], 'solves'],
    [r`14. 将函数 $y=\sin x$ 的图象向左平移 $\frac{\pi}{3}$ 个单位长度，再把所得图象上各点的横坐标伸长到原来的 2 倍（纵坐标不变），所得图象对应的函数解析式是 ${B}`, ['\\sin(1/2x+π/3)'], 'solves'],
    [r`13. 将函数 $y=3 \sin \left(2 x+\frac{\pi}{3}\right)$ 的图象向下平移 1 个单位长度，所得图象对应的函数为 ____`, ['3\\sin(2x+π/3)-1'], 'solves'],
    [c(r`7. 将函数 $y=\cos 2 x$ 的图象向右平移 $\frac{\pi}{4}$ 个单位长度，所得图象对应的函数为（ ）`, r`$y=\sin 2 x$`, r`$y=-\sin 2 x$`, r`$y=\cos 2 x$`, r`$y=-\cos 2 x$`), ['A'], 'solves'],
    [c(r`6. 把函数 $y=\sin \left(x+\frac{\pi}{6}\right)$ 图象上各点的横坐标缩短到原来的 $\frac{1}{2}$ 倍（纵坐标不变），再将图象向右平移 $\frac{\pi}{3}$ 个单位，所得图象对应的函数为（ ）`, r`$y=\sin \left(2 x-\frac{\pi}{2}\right)$`, r`$y=\sin \left(2 x+\frac{\pi}{6}\right)$`, r`$y=\sin \left(2 x-\frac{5 \pi}{6}\right)$`, r`$y=\sin \left(\frac{1}{2} x-\frac{\pi}{6}\right)$`), ['A'], 'solves'],
    [r`14. 将函数 $y=\sin x$ 的图象向左平移 $\frac{\pi}{3}$ 个单位长度，再把所得图象上各点的横坐标伸长到原来的 2 倍（横坐标不变），所得图象对应的函数解析式是 ${B}`, null, 'refuses'],
    [c(r`5. 函数 $f(x)=\cos \left(2 x+\frac{\pi}{3}\right)$ 的单调递减区间是（ ）`, r`$\left[k \pi-\frac{\pi}{6}, k \pi+\frac{\pi}{3}\right](k \in \mathbf{Z})$`, r`$\left[k \pi+\frac{\pi}{3}, k \pi+\frac{5 \pi}{6}\right](k \in \mathbf{Z})$`, r`$\left[2 k \pi-\frac{\pi}{6}, 2 k \pi+\frac{\pi}{3}\right](k \in \mathbf{Z})$`, r`$\left[k \pi-\frac{2 \pi}{3}, k \pi-\frac{\pi}{6}\right](k \in \mathbf{Z})$`), ['A'], 'solves'],
    [c(r`6. 函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象的对称轴方程为（ ）`, r`$x=\frac{k \pi}{2}+\frac{\pi}{12}(k \in \mathbf{Z})$`, r`$x=k \pi+\frac{\pi}{12}(k \in \mathbf{Z})$`, r`$x=\frac{k \pi}{2}-\frac{\pi}{6}(k \in \mathbf{Z})$`, r`$x=k \pi-\frac{\pi}{6}(k \in \mathbf{Z})$`), ['A'], 'solves'],
    [c(r`7. 函数 $f(x)=2 \sin \left(\frac{1}{2} x-\frac{\pi}{3}\right)$ 的单调递增区间为（ ）`, r`$\left[4 k \pi-\frac{\pi}{3}, 4 k \pi+\frac{5 \pi}{3}\right](k \in \mathbf{Z})$`, r`$\left[2 k \pi-\frac{\pi}{3}, 2 k \pi+\frac{5 \pi}{3}\right](k \in \mathbf{Z})$`, r`$\left[4 k \pi+\frac{5 \pi}{3}, 4 k \pi+\frac{11 \pi}{3}\right](k \in \mathbf{Z})$`, r`$\left[k \pi-\frac{\pi}{3}, k \pi+\frac{5 \pi}{3}\right](k \in \mathbf{Z})$`), ['A'], 'solves'],
  ],
  // decision 0102: values of a function known only by its parity, period or mirror, moved to where it is told
  functionalRules: [
    [r`14. 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数，且 $f(x+2)=-f(x)$，当 $0 \leqslant x \leqslant 1$ 时，$f(x)=x$，则 $f(7.5)=$ ${B}`, ['-1/2|-0.5'], 'solves'],
    [r`13. 设 $f(x)$ 是周期为 2 的奇函数，当 $0 \leqslant x \leqslant 1$ 时，$f(x)=2 x(1-x)$，则 $f\left(-\frac{5}{2}\right)=$ ____`, ['-1/2|-0.5'], 'solves'],
    [r`14. 已知函数 $f(x)$ 是定义在 $\mathbf{R}$ 上的偶函数，且满足 $f(x+2)=f(x)$，当 $x \in[0,1]$ 时，$f(x)=2^{x}$，则 $f\left(\frac{7}{2}\right)=$ ${B}`, ['√2'], 'solves'],
    [r`14. 已知 $f(x)$ 是 R 上最小正周期为 2 的周期函数，且当 $0 \leqslant x<2$ 时，$f(x)=x^{3}-x$，则 $f(5)=$ ____`, ['0'], 'solves'],
    [r`15. 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数，且 $f(x+4)=f(x)$，若 $f(1)=3$，则 $f(2023)+f(2024)=$ ${B}`, ['-3'], 'solves'],
    [c(r`8. 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数，且 $f(x+2)=f(x)$，则 $f(2)=$（ ）`, '$-2$', '$0$', '$1$', '$2$'), ['B'], 'solves'],
    [r`14. 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的偶函数，且 $f(x+2)=f(x)$，则 $f(2)=$ ____`, null, 'refuses'],
    [r`14. 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的偶函数，且 $f(x+4)=f(x)$，当 $x \in[0,2]$ 时，$f(x)=x^{2}$，且 $f(x)$ 在 $[0,2]$ 上单调递增，则 $f(7)=$ ${B}`, ['1'], 'mayRefuse'],
  ],
  // decision 0102: vectors of a triangle or parallelogram in the basis of two sides
  basisVectors: [
    [c(r`3. 设 $D$ 为 $\triangle A B C$ 所在平面内一点，$\overrightarrow{B C}=3 \overrightarrow{C D}$，则（ ）`, r`$\overrightarrow{A D}=-\frac{1}{3} \overrightarrow{A B}+\frac{4}{3} \overrightarrow{A C}$`, r`$\overrightarrow{A D}=\frac{1}{3} \overrightarrow{A B}-\frac{4}{3} \overrightarrow{A C}$`, r`$\overrightarrow{A D}=\frac{4}{3} \overrightarrow{A B}+\frac{1}{3} \overrightarrow{A C}$`, r`$\overrightarrow{A D}=\frac{4}{3} \overrightarrow{A B}-\frac{1}{3} \overrightarrow{A C}$`), ['A'], 'solves'],
    [r`14. 在 $\triangle A B C$ 中，点 $D$ 在边 $B C$ 上，且 $B D=2 D C$，若 $\overrightarrow{A D}=\lambda \overrightarrow{A B}+\mu \overrightarrow{A C}$，则 $\lambda-\mu=$ ${B}`, ['-1/3'], 'solves'],
    [r`13. 在平行四边形 $A B C D$ 中，$E$ 为 $C D$ 的中点，若 $\overrightarrow{A E}=x \overrightarrow{A B}+y \overrightarrow{A D}$，则 $x+y=$ ____`, ['3/2'], 'solves'],
    [r`14. 在 $\triangle A B C$ 中，$\overrightarrow{B D}=2 \overrightarrow{D C}$，若 $\overrightarrow{A D}=m \overrightarrow{A B}+n \overrightarrow{A C}$，则 $\frac{m}{n}=$ ${B}`, ['1/2'], 'solves'],
    [r`13. 已知 $G$ 为 $\triangle A B C$ 的重心，若 $\overrightarrow{A G}=\lambda \overrightarrow{A B}+\mu \overrightarrow{A C}$，则 $\lambda+\mu=$ ____`, ['2/3'], 'solves'],
    [c(r`5. 在平行四边形 $A B C D$ 中，$E$ 是 $B C$ 的中点，$F$ 是 $C D$ 的中点，则 $\overrightarrow{E F}=$（ ）`, r`$\frac{1}{2} \overrightarrow{A D}-\frac{1}{2} \overrightarrow{A B}$`, r`$\frac{1}{2} \overrightarrow{A B}-\frac{1}{2} \overrightarrow{A D}$`, r`$\frac{1}{2} \overrightarrow{A B}+\frac{1}{2} \overrightarrow{A D}$`, r`$\overrightarrow{A D}-\overrightarrow{A B}$`), ['A'], 'mayRefuse'],
    [r`15. 在 $\triangle A B C$ 中，$E$ 为 $A C$ 上一点，$\overrightarrow{A C}=3 \overrightarrow{A E}$，$P$ 为 $B E$ 上任一点，若 $\overrightarrow{A P}=m \overrightarrow{A B}+n \overrightarrow{A C}$，则 $\frac{1}{m}+\frac{3}{n}$ 的最小值是 ${B}`, ['12'], 'mayRefuse'],
  ],
  // decision 0102: a far term of a_{n+1}=F(a_n) through the period of its terms
  periodicRecurrence: [
    [r`14. 在数列 $\left\{a_{n}\right\}$ 中，$a_{1}=2$，$a_{n+1}=\frac{1+a_{n}}{1-a_{n}}$，则 $a_{2024}=$ ${B}`, ['1/3'], 'solves'],
    [r`15. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=2$，$a_{n+1}=\frac{1}{1-a_{n}}$，则 $S_{2023}=$ ____`, ['1013'], 'solves'],
    [c(r`6. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=\frac{1}{2}$，$a_{n+1}=1-\frac{1}{a_{n}}$，则 $a_{2022}=$（ ）`, r`$\frac{1}{2}$`, '$-1$', '$2$', '$1$'), ['C'], 'solves'],
    [r`15. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=1$，$a_{n+1}=2 a_{n}+1$，则 $a_{2023}=$ ${B}`, null, 'refuses'],
  ],
  // decision 0102: a number taken at random from an interval (长度型几何概型)
  intervalProbability: [
    [r`14. 在区间 $[0, \pi]$ 上随机取一个数 $x$，则事件“$\sin x \geqslant \frac{1}{2}$”发生的概率为 ${B}`, ['2/3'], 'solves'],
    [c(r`5. 在区间 $[-2,3]$ 上随机取一个数 $x$，则 $|x| \leqslant 1$ 的概率为（ ）`, r`$\frac{1}{5}$`, r`$\frac{2}{5}$`, r`$\frac{3}{5}$`, r`$\frac{4}{5}$`), ['B'], 'solves'],
    [r`13. 在区间 $[0,2]$ 上随机地取一个数 $x$，则事件“$-1 \leqslant \log _{\frac{1}{2}}\left(x+\frac{1}{2}\right) \leqslant 1$”发生的概率为 ____`, ['3/4|0.75'], 'solves'],
    [r`13. 在区间 $[0,4]$ 上随机取一个数 $x$，则 $x^{2}-2 x<0$ 的概率为 ${B}`, ['1/2|0.5'], 'solves'],
    [r`14. 在区间 $[1,3]$ 上随机取一个数 $x$，则 $\ln x<1$ 的概率为 ____`, ['(e-1)/2'], 'mayRefuse'],
  ],
};

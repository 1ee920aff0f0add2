import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 20 (decision 0111): the standard question forms of a national paper's 12 choice + 4 blank questions, each
 * worded as another year's paper words it — other letters and numbers, the blank written `\_\_\_`, `（ ）`,
 * `$\qquad$` or `____`, 「则…=」「…的值为」「…等于」, OCR LaTeX. Every answer worked by hand.
 * 'solves' must be answered right; 'mayRefuse' answered right or refused; 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_`;
const Q = r`$\qquad$`;

// biome-ignore format: one problem a line
export const ROUND20_PROBES: Record<string, MathsLookalike[]> = {
  sets: [
    [c(r`1. 已知集合 $A=\left\{x \mid x^{2}-2 x-3<0\right\}, B=\{-1,0,1,2,3\}$，则 $A \cap B=$（ ）`, r`$\{0,1,2\}$`, r`$\{-1,0,1,2\}$`, r`$\{0,1,2,3\}$`, r`$\{-1,0,1,2,3\}$`), ['A'], 'solves'],
    [c(r`1. 设集合 $M=\{x \mid 0<x<4\}, N=\left\{x \mid \frac{1}{3} \leqslant x \leqslant 5\right\}$，则 $M \cap N=$ $(\quad)$`, r`$\left\{x \mid 0<x \leqslant \frac{1}{3}\right\}$`, r`$\left\{x \mid \frac{1}{3} \leqslant x<4\right\}$`, r`$\{x \mid 4 \leqslant x<5\}$`, r`$\{x \mid 0<x \leqslant 5\}$`), ['B'], 'solves'],
    [c(r`2. 已知集合 $A=\left\{x \mid \log _{2} x<1\right\}, B=\{x \mid x \geqslant 1\}$，则 $A \cup B=$（ ）`, r`$(0,+\infty)$`, r`$[1,2)$`, r`$(0,2)$`, r`$[1,+\infty)$`), ['A'], 'solves'],
    [c(r`1. 已知集合 $A=\{1,2,3,4\}, B=\left\{x \mid x^{2} \leqslant 4\right\}$，则 $A \cap B$ 中元素的个数为（ ）`, '1', '2', '3', '4'), ['B'], 'solves'],
    [c(r`1. 已知全集 $U=\mathbf{R}$，集合 $A=\{x \mid x>1\}$，则 $\complement_{U} A=$（ ）`, r`$\{x \mid x \leqslant 1\}$`, r`$\{x \mid x<1\}$`, r`$\{x \mid x \geqslant 1\}$`, r`$\{x \mid x>1\}$`), ['A'], 'solves'],
    [c(r`1. 设集合 $A=\left\{x \mid 2^{x}>1\right\}, B=\{x \mid-1<x<2\}$，则 $A \cap B$ 等于（ ）`, r`$(-1,0)$`, r`$(0,2)$`, r`$(-1,2)$`, r`$(0,+\infty)$`), ['B'], 'solves'],
  ],
  complex: [
    [c(r`2. 复数 $z=\frac{2+i}{1-i}$ 在复平面内对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['A'], 'solves'],
    [r`13. 已知复数 $z$ 满足 $(1+i) z=2 i$，则 $|z|=$ ${B}`, ['√2'], 'solves'],
    [c(r`1. 设 $z=\frac{1-i}{1+i}+2 i$，则 $|z|=$ $(\quad)$`, '0', r`$\frac{1}{2}$`, '1', r`$\sqrt{2}$`), ['C'], 'solves'],
    [c(r`2. 复数 $\frac{5}{2-i}$ 的共轭复数是（ ）`, r`$2+i$`, r`$2-i$`, r`$-2+i$`, r`$-2-i$`), ['B'], 'solves'],
    [r`13. 若 $a+b i=\frac{3+i}{1+i}$（$a, b \in \mathbf{R}$），则 $a+b$ 的值为 ${Q}`, ['1'], 'solves'],
    [r`13. 已知 $i$ 是虚数单位，则 $\frac{3-i}{1+i}$ 等于 ____`, ['1-2i'], 'solves'],
    [c(r`1. 复数 $z=i(2-i)$ 的虚部为（ ）`, '2', r`$2 i$`, '1', '-1'), ['A'], 'solves'],
  ],
  logic: [
    [c(r`3. 命题“$\forall x \in \mathbf{R}, x^{2}+x+1>0$”的否定是（ ）`, r`$\exists x \in \mathbf{R}, x^{2}+x+1 \leqslant 0$`, r`$\forall x \in \mathbf{R}, x^{2}+x+1 \leqslant 0$`, r`$\exists x \in \mathbf{R}, x^{2}+x+1>0$`, r`$\forall x \in \mathbf{R}, x^{2}+x+1<0$`), ['A'], 'solves'],
    [c(r`4. “$x>1$”是“$x^{2}>1$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'solves'],
    [c(r`5. 设 $x \in \mathbf{R}$，则“$|x-1|<1$”是“$x^{2}-x-2<0$”的 $(\quad)$`, '充分而不必要条件', '必要而不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'solves'],
    [c(r`3. “$x^{2}-3 x+2=0$”是“$x=1$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['B'], 'solves'],
    [c(r`4. 设 $x \in \mathbf{R}$，则“$x^{3}>8$”是“$|x|>2$”的（ ）`, '充要条件', '充分而不必要条件', '必要而不充分条件', '既不充分也不必要条件'), ['B'], 'solves'],
  ],
  vectors: [
    [r`13. 已知向量 $\vec{a}=(1,2), \vec{b}=(m,-1)$，若 $\vec{a} \perp \vec{b}$，则 $m=$ ${B}`, ['2'], 'solves'],
    [r`13. 已知向量 $\boldsymbol{a}=(2,3), \boldsymbol{b}=(-1, x)$，且 $\boldsymbol{a} / / \boldsymbol{b}$，则 $x=$ ____`, ['-3/2'], 'solves'],
    [r`14. 已知 $|\vec{a}|=1,|\vec{b}|=2, \vec{a} \cdot \vec{b}=1$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为 ${Q}`, ['π/3|60°'], 'solves'],
    [r`14. 已知 $|\boldsymbol{a}|=2,|\boldsymbol{b}|=3$，$\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为 $60^{\circ}$，则 $|\boldsymbol{a}+\boldsymbol{b}|=$ ${B}`, ['√19'], 'solves'],
    [c(r`3. 已知向量 $\boldsymbol{a}=(1,1), \boldsymbol{b}=(2,-1)$，则 $\boldsymbol{a} \cdot(\boldsymbol{a}+\boldsymbol{b})=$（ ）`, '1', '2', '3', '4'), ['C'], 'solves'],
    [r`13. 设向量 $\vec{a}=(1,0), \vec{b}=(-1, m)$，若 $\vec{a} \perp(m \vec{a}-\vec{b})$，则 $m=$ ____`, ['-1'], 'solves'],
    [c(r`4. 已知向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{a}|=1, \boldsymbol{a} \cdot \boldsymbol{b}=-1$，则 $\boldsymbol{a} \cdot(2 \boldsymbol{a}-\boldsymbol{b})=$（ ）`, '4', '3', '2', '0'), ['B'], 'solves'],
    [r`14. 已知单位向量 $\vec{a}, \vec{b}$ 的夹角为 $60^{\circ}$，则 $|2 \vec{a}-\vec{b}|=$ ${B}`, ['√3'], 'solves'],
  ],
  sequences: [
    [r`13. 已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{2}=3, a_{5}=9$，则 $a_{10}=$ ${B}`, ['19'], 'solves'],
    [r`14. 等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，若 $a_{3}=5, S_{4}=16$，则 $a_{6}=$ ____`, ['11'], 'solves'],
    [r`14. 记 $S_{n}$ 为等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．若 $a_{1}=1, S_{3}=\frac{3}{4}$，则 $S_{4}=$ ${Q}`, ['5/8'], 'solves'],
    [c(r`5. 已知各项均为正数的等比数列 $\left\{a_{n}\right\}$ 中，$a_{2}=2, a_{4}=8$，则其前 5 项和 $S_{5}$ 等于（ ）`, '15', '31', '32', '63'), ['B'], 'solves'],
    [r`13. 在等差数列 $\left\{a_{n}\right\}$ 中，$a_{1}+a_{9}=10$，则 $a_{5}$ 的值为 ${B}`, ['5'], 'solves'],
    [c(r`4. 设 $S_{n}$ 是等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和，若 $a_{1}=2, S_{5}=30$，则 $a_{8}=$（ ）`, '14', '16', '18', '20'), ['B'], 'solves'],
  ],
  trig: [
    [r`13. 若 $\tan \alpha=2$，则 $\frac{\sin \alpha+\cos \alpha}{\sin \alpha-\cos \alpha}$ 的值为 ${B}`, ['3'], 'solves'],
    [c(r`3. 已知 $\sin \alpha=\frac{3}{5}$，$\alpha \in\left(\frac{\pi}{2}, \pi\right)$，则 $\tan \alpha=$（ ）`, r`$\frac{3}{4}$`, r`$-\frac{3}{4}$`, r`$\frac{4}{3}$`, r`$-\frac{4}{3}$`), ['B'], 'solves'],
    [r`13. $\cos ^{2} \frac{\pi}{8}-\sin ^{2} \frac{\pi}{8}=$ ${Q}`, ['√2/2'], 'solves'],
    [c(r`4. 已知 $\tan \alpha=-\frac{1}{3}$，则 $\cos 2 \alpha$ 等于（ ）`, r`$\frac{4}{5}$`, r`$-\frac{4}{5}$`, r`$\frac{3}{5}$`, r`$-\frac{3}{5}$`), ['A'], 'solves'],
    [r`14. 在 $\triangle A B C$ 中，$a=3, b=5, C=120^{\circ}$，则 $c=$ ${B}`, ['7'], 'solves'],
    [r`15. 在 $\triangle A B C$ 中，$A=60^{\circ}, b=1$，其面积为 $\sqrt{3}$，则 $a=$ ____`, ['√13'], 'solves'],
    [r`15. 在 $\triangle A B C$ 中，角 $A, B, C$ 所对的边分别为 $a, b, c$，若 $a=\sqrt{6}, b=2, A=60^{\circ}$，则 $B=$ ${B}`, ['π/4|45°'], 'solves'],
    [r`13. 函数 $f(x)=2 \sin \left(2 x-\frac{\pi}{6}\right)$ 的最小正周期为 ${Q}`, ['π'], 'solves'],
    [c(r`6. 将函数 $y=\sin 2 x$ 的图象向右平移 $\frac{\pi}{6}$ 个单位长度，所得图象对应的函数解析式为（ ）`, r`$y=\sin \left(2 x-\frac{\pi}{3}\right)$`, r`$y=\sin \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\sin \left(2 x+\frac{\pi}{3}\right)$`, r`$y=\sin \left(2 x+\frac{\pi}{6}\right)$`), ['A'], 'solves'],
  ],
  functions: [
    [r`14. 已知 $f(x)$ 是奇函数，当 $x>0$ 时，$f(x)=x^{2}+\frac{1}{x}$，则 $f(-1)=$ ${B}`, ['-2'], 'solves'],
    [r`13. 设函数 $f(x)=\left\{\begin{array}{ll}2^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则 $f\left(f\left(\frac{1}{4}\right)\right)=$ ${Q}`, ['1/4'], 'solves'],
    [c(r`7. 设 $a=\log _{3} 2, b=\ln 2, c=5^{-\frac{1}{2}}$，则（ ）`, r`$a<b<c$`, r`$b<c<a$`, r`$c<a<b$`, r`$c<b<a$`), ['C'], 'solves'],
    [c(r`6. 已知 $a=2^{0.1}, b=0.1^{2}, c=\log _{2} 0.1$，则 $a, b, c$ 的大小关系为（ ）`, r`$a>b>c$`, r`$a>c>b$`, r`$b>a>c$`, r`$c>a>b$`), ['A'], 'solves'],
    [r`14. 函数 $f(x)=x^{3}-3 x$ 的极小值为 ${B}`, ['-2'], 'solves'],
    [r`13. 曲线 $y=x \ln x$ 在点 $(1,0)$ 处的切线方程为 ____`, ['y=x-1'], 'solves'],
    [c(r`9. 函数 $f(x)=\ln x+2 x-6$ 的零点个数为（ ）`, '0', '1', '2', '3'), ['B'], 'solves'],
    [c(r`8. 函数 $f(x)=2^{x}+x-2$ 的零点所在的区间是（ ）`, r`$(-1,0)$`, r`$(0,1)$`, r`$(1,2)$`, r`$(2,3)$`), ['B'], 'solves'],
    [c(r`5. 函数 $f(x)=\frac{1}{\sqrt{1-x}}+\lg (x+1)$ 的定义域是（ ）`, r`$(-1,1)$`, r`$(-1,1]$`, r`$(-\infty,-1)$`, r`$(1,+\infty)$`), ['A'], 'solves'],
    [r`14. 若函数 $f(x)=(x+a)(x-4)$ 为偶函数，则实数 $a=$ ${Q}`, ['4'], 'solves'],
  ],
  conics: [
    [c(r`4. 双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{9}=1$ 的渐近线方程是（ ）`, r`$y=\pm \frac{3}{2} x$`, r`$y=\pm \frac{2}{3} x$`, r`$y=\pm \frac{9}{4} x$`, r`$y=\pm \frac{4}{9} x$`), ['A'], 'solves'],
    [r`13. 椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{16}=1$ 的离心率为 ${B}`, ['3/5'], 'solves'],
    [r`14. 抛物线 $y^{2}=4 x$ 上一点 $P$ 到焦点的距离为 5，则点 $P$ 的横坐标为 ____`, ['4'], 'solves'],
    [c(r`6. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线方程为 $y=2 x$，则该双曲线的离心率为（ ）`, r`$\sqrt{5}$`, r`$\frac{\sqrt{5}}{2}$`, r`$\sqrt{3}$`, '2'), ['A'], 'solves'],
    [c(r`3. 抛物线 $x^{2}=8 y$ 的焦点坐标是（ ）`, r`$(0,2)$`, r`$(2,0)$`, r`$(0,4)$`, r`$(4,0)$`), ['A'], 'solves'],
    [r`14. 若焦点在 $x$ 轴上的椭圆 $\frac{x^{2}}{m}+\frac{y^{2}}{4}=1$ 的离心率为 $\frac{1}{2}$，则 $m=$ ${Q}`, ['16/3'], 'solves'],
    [r`13. 双曲线 $x^{2}-\frac{y^{2}}{3}=1$ 的离心率为 ${B}`, ['2'], 'solves'],
  ],
  solids: [
    [r`15. 一个正方体的顶点都在球面上，它的棱长为 2，则该球的表面积为 ${B}`, ['12π'], 'solves'],
    [r`14. 已知圆锥的底面半径为 1，母线长为 3，则该圆锥的侧面积为 ____`, ['3π'], 'solves'],
    [c(r`9. 长方体的长、宽、高分别为 3，4，5，其顶点都在同一球面上，则该球的表面积为（ ）`, r`$25 \pi$`, r`$50 \pi$`, r`$125 \pi$`, r`$200 \pi$`), ['B'], 'solves'],
    [r`13. 已知圆柱的底面半径为 2，高为 3，则该圆柱的体积为 ${Q}`, ['12π'], 'solves'],
    [r`14. 已知正四棱锥的底面边长为 2，高为 3，则该正四棱锥的体积为 ${B}`, ['4'], 'solves'],
  ],
  counting: [
    [r`14. $(x+2)^{6}$ 的展开式中 $x^{4}$ 的系数为 ${B}`, ['60'], 'solves'],
    [r`13. $\left(2 x-\frac{1}{x}\right)^{6}$ 的展开式中的常数项为 ____`, ['-160'], 'solves'],
    [c(r`4. 从 1，2，3，4，5 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为（ ）`, r`$\frac{1}{5}$`, r`$\frac{2}{5}$`, r`$\frac{3}{5}$`, r`$\frac{4}{5}$`), ['B'], 'solves'],
    [r`14. 5 名学生站成一排，其中甲、乙两人必须相邻，则不同的排法共有 ${Q} 种`, ['48'], 'solves'],
    [r`15. 从 4 名男生和 3 名女生中选出 3 人参加活动，要求男生、女生都有，则不同的选法共有 ${B} 种`, ['30'], 'solves'],
    [r`13. 同时掷两枚质地均匀的骰子，向上的点数之和为 7 的概率是 ____`, ['1/6'], 'solves'],
  ],
  statistics: [
    [r`13. 数据 1，2，3，4，5 的方差为 ${B}`, ['2'], 'solves'],
    [r`14. 一组数据 2，4，6，8，$x$ 的平均数为 5，则 $x=$ ____`, ['5'], 'solves'],
    [c(r`3. 样本数据 8，9，10，11，12 的标准差为（ ）`, '1', r`$\sqrt{2}$`, '2', r`$\sqrt{10}$`), ['B'], 'solves'],
    [r`13. 数据 12，15，20，13，17，18 的中位数是 ${Q}`, ['16'], 'solves'],
    [r`14. 某校高一年级有男生 400 人，女生 600 人，用分层抽样的方法抽取一个容量为 50 的样本，则应抽取女生 ${B} 人`, ['30'], 'solves'],
  ],
  linearProgramming: [
    [r`14. 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x-y \geqslant 0 \\ x+y-2 \leqslant 0 \\ y \geqslant 0\end{array}\right.$，则 $z=3 x+y$ 的最大值为 ${B}`, ['6'], 'solves'],
    [r`13. 设 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+2 y \leqslant 1 \\ 2 x+y \geqslant-1 \\ x-y \leqslant 0\end{array}\right.$，则 $z=3 x-2 y$ 的最小值为 ____`, ['-5'], 'solves'],
    [c(r`7. 若变量 $x, y$ 满足 $\left\{\begin{array}{l}x \leqslant 3 \\ x+y \geqslant 2 \\ y \leqslant x\end{array}\right.$，则 $z=x+2 y$ 的最大值为（ ）`, '1', '3', '5', '9'), ['D'], 'solves'],
  ],
};

/** Questions 5–12 and 14–16 of the same forms: two conditions to combine, a parameter, a trap in the ask. */
// biome-ignore format: one problem a line
export const ROUND20_HARDER: Record<string, MathsLookalike[]> = {
  trig: [
    [c(r`6. 若 $\tan \theta=-2$，则 $\frac{\sin \theta(1+\sin 2 \theta)}{\sin \theta+\cos \theta}=$（ ）`, r`$-\frac{6}{5}$`, r`$-\frac{2}{5}$`, r`$\frac{2}{5}$`, r`$\frac{6}{5}$`), ['C'], 'mayRefuse'],
    [c(r`11. 已知 $\alpha \in\left(0, \frac{\pi}{2}\right), 2 \sin 2 \alpha=\cos 2 \alpha+1$，则 $\sin \alpha=$（ ）`, r`$\frac{1}{5}$`, r`$\frac{\sqrt{5}}{5}$`, r`$\frac{\sqrt{3}}{3}$`, r`$\frac{2 \sqrt{5}}{5}$`), ['B'], 'solves'],
    [r`14. 已知 $\alpha \in(0, \pi)$，且 $3 \cos 2 \alpha-8 \cos \alpha=5$，则 $\sin \alpha$ 的值为 ${B}`, ['√5/3'], 'solves'],
    [r`14. 函数 $f(x)=\cos 2 x+6 \cos \left(\frac{\pi}{2}-x\right)$ 的最大值为 ____`, ['5'], 'mayRefuse'],
    [r`15. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$．若 $b=6, a=2 c, B=\frac{\pi}{3}$，则 $\triangle A B C$ 的面积为 ${Q}`, ['6√3'], 'solves'],
    [c(r`8. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$，若 $\triangle A B C$ 的面积为 $\frac{a^{2}+b^{2}-c^{2}}{4}$，则 $C=$（ ）`, r`$\frac{\pi}{2}$`, r`$\frac{\pi}{3}$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{6}$`), ['C'], 'solves'],
    [r`15. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$．已知 $b \sin A+a \cos B=0$，则 $B=$ ${B}`, ['3π/4|135°'], 'solves'],
    [r`13. $\cos ^{2} \frac{\pi}{12}-\sin ^{2} \frac{\pi}{12}$ 的值为 ____`, ['√3/2'], 'solves'],
  ],
  vectors: [
    [c(r`7. 已知非零向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{a}|=2|\boldsymbol{b}|$，且 $(\boldsymbol{a}-\boldsymbol{b}) \perp \boldsymbol{b}$，则 $\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为（ ）`, r`$\frac{\pi}{6}$`, r`$\frac{\pi}{3}$`, r`$\frac{2 \pi}{3}$`, r`$\frac{5 \pi}{6}$`), ['B'], 'solves'],
    [r`13. 已知 $\vec{a}, \vec{b}$ 为单位向量，且 $\vec{a} \cdot \vec{b}=0$，若 $\vec{c}=2 \vec{a}-\sqrt{5} \vec{b}$，则 $\cos \langle\vec{a}, \vec{c}\rangle=$ ${B}`, ['2/3'], 'mayRefuse'],
    [r`13. 已知向量 $\boldsymbol{a}=(1,2), \boldsymbol{b}=(2,-2), \boldsymbol{c}=(1, \lambda)$．若 $\boldsymbol{c} / /(2 \boldsymbol{a}+\boldsymbol{b})$，则 $\lambda=$ ____`, ['1/2'], 'solves'],
    [c(r`3. 设向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}+\vec{b}|=\sqrt{10},|\vec{a}-\vec{b}|=\sqrt{6}$，则 $\vec{a} \cdot \vec{b}=$（ ）`, '1', '2', '3', '5'), ['A'], 'mayRefuse'],
    [r`13. 已知向量 $\boldsymbol{a}, \boldsymbol{b}$ 的夹角为 $60^{\circ},|\boldsymbol{a}|=2,|\boldsymbol{b}|=1$，则 $|\boldsymbol{a}+2 \boldsymbol{b}|=$ ${Q}`, ['2√3'], 'solves'],
    [r`13. 设向量 $\vec{a}=(1, m), \vec{b}=(3,-2)$，且 $(\vec{a}+\vec{b}) \perp \vec{b}$，则 $m=$ ${B}`, ['8'], 'solves'],
  ],
  sequences: [
    [c(r`5. 已知等比数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=3, a_{1}+a_{3}+a_{5}=21$，则 $a_{3}+a_{5}+a_{7}=$（ ）`, '21', '42', '63', '84'), ['B'], 'mayRefuse'],
    [c(r`4. 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．若 $3 S_{3}=S_{2}+S_{4}, a_{1}=2$，则 $a_{5}=$（ ）`, '-12', '-10', '10', '12'), ['B'], 'solves'],
    [c(r`9. 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．已知 $S_{4}=0, a_{5}=5$，则（ ）`, r`$a_{n}=2 n-5$`, r`$a_{n}=3 n-10$`, r`$S_{n}=2 n^{2}-8 n$`, r`$S_{n}=\frac{1}{2} n^{2}-2 n$`), ['A'], 'solves'],
    [c(r`9. 已知等比数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=\frac{1}{4}, a_{3} a_{5}=4\left(a_{4}-1\right)$，则 $a_{2}=$（ ）`, '2', '1', r`$\frac{1}{2}$`, r`$\frac{1}{8}$`), ['C'], 'solves'],
    [c(r`5. 等差数列 $\left\{a_{n}\right\}$ 的公差为 2，若 $a_{2}, a_{4}, a_{8}$ 成等比数列，则 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=$（ ）`, r`$n(n+1)$`, r`$n(n-1)$`, r`$\frac{n(n+1)}{2}$`, r`$\frac{n(n-1)}{2}$`), ['A'], 'solves'],
  ],
  functions: [
    [c(r`6. 设 $f(x)$ 为奇函数，且当 $x \geqslant 0$ 时，$f(x)=\mathrm{e}^{x}-1$，则当 $x<0$ 时，$f(x)=$（ ）`, r`$\mathrm{e}^{-x}-1$`, r`$\mathrm{e}^{-x}+1$`, r`$-\mathrm{e}^{-x}-1$`, r`$-\mathrm{e}^{-x}+1$`), ['D'], 'solves'],
    [c(r`8. 函数 $f(x)=\ln \left(x^{2}-2 x-8\right)$ 的单调递增区间是（ ）`, r`$(-\infty,-2)$`, r`$(-\infty, 1)$`, r`$(1,+\infty)$`, r`$(4,+\infty)$`), ['D'], 'solves'],
    [c(r`11. 若 $x=-2$ 是函数 $f(x)=\left(x^{2}+a x-1\right) \mathrm{e}^{x-1}$ 的极值点，则 $f(x)$ 的极小值为（ ）`, '-1', r`$-2 \mathrm{e}^{-3}$`, r`$5 \mathrm{e}^{-3}$`, '1'), ['A'], 'solves'],
    [r`14. 已知 $f(x)$ 是奇函数，且当 $x<0$ 时，$f(x)=-\mathrm{e}^{a x}$．若 $f(\ln 2)=8$，则 $a=$ ${B}`, ['-3'], 'solves'],
    [c(r`10. 已知函数 $f(x)=\left\{\begin{array}{l}2^{x-1}-2, x \leqslant 1 \\ -\log _{2}(x+1), x>1\end{array}\right.$，且 $f(a)=-3$，则 $f(6-a)=$（ ）`, r`$-\frac{7}{4}$`, r`$-\frac{5}{4}$`, r`$-\frac{3}{4}$`, r`$-\frac{1}{4}$`), ['A'], 'solves'],
    [r`13. 已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 0 \\ x^{2}, & x>0\end{array}\right.$，则 $f(f(-2))$ 的值为 ${Q}`, ['0'], 'solves'],
    [c(r`8. 函数 $f(x)=\ln x+x-3$ 的零点所在的区间为（ ）`, r`$(0,1)$`, r`$(1,2)$`, r`$(2,3)$`, r`$(3,4)$`), ['C'], 'solves'],
  ],
  conics: [
    [c(r`4. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{4}=1$ 的一个焦点为 $(2,0)$，则 $C$ 的离心率为（ ）`, r`$\frac{1}{3}$`, r`$\frac{1}{2}$`, r`$\frac{\sqrt{2}}{2}$`, r`$\frac{2 \sqrt{2}}{3}$`), ['C'], 'solves'],
    [c(r`5. 双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\sqrt{3}$，则其渐近线方程为（ ）`, r`$y=\pm \sqrt{2} x$`, r`$y=\pm \sqrt{3} x$`, r`$y=\pm \frac{\sqrt{2}}{2} x$`, r`$y=\pm \frac{\sqrt{3}}{2} x$`), ['A'], 'solves'],
    [c(r`5. 已知 $F$ 是双曲线 $C: x^{2}-\frac{y^{2}}{3}=1$ 的右焦点，$P$ 是 $C$ 上一点，且 $P F$ 与 $x$ 轴垂直，点 $A$ 的坐标是 $(1,3)$，则 $\triangle A P F$ 的面积为（ ）`, r`$\frac{1}{3}$`, r`$\frac{1}{2}$`, r`$\frac{2}{3}$`, r`$\frac{3}{2}$`), ['D'], 'solves'],
    [c(r`8. 若抛物线 $y^{2}=2 p x(p>0)$ 的焦点是椭圆 $\frac{x^{2}}{3 p}+\frac{y^{2}}{p}=1$ 的一个焦点，则 $p=$（ ）`, '2', '3', '4', '8'), ['D'], 'solves'],
    [r`14. 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\frac{\sqrt{5}}{2}$，则 $C$ 的渐近线方程为 ${B}`, ['y=±1/2x|y=±x/2'], 'solves'],
  ],
  solids: [
    [c(r`8. 已知圆柱的高为 1，它的两个底面的圆周在直径为 2 的同一个球的球面上，则该圆柱的体积为（ ）`, r`$\pi$`, r`$\frac{3 \pi}{4}$`, r`$\frac{\pi}{2}$`, r`$\frac{\pi}{4}$`), ['B'], 'mayRefuse'],
    [r`14. 已知圆锥的侧面展开图是一个半径为 2 的半圆，则该圆锥的体积为 ${B}`, ['√3π/3|√3/3π'], 'solves'],
    [r`15. 已知正方体的表面积为 24，则其外接球的体积为 ____`, ['4√3π'], 'solves'],
    [r`13. 若一个球的体积为 $36 \pi$，则它的表面积为 ${Q}`, ['36π'], 'solves'],
  ],
  counting: [
    [c(r`5. 从 2 名男同学和 3 名女同学中任选 2 人参加社区服务，则选中的 2 人都是女同学的概率为（ ）`, '0.6', '0.5', '0.4', '0.3'), ['D'], 'solves'],
    [r`14. 将 6 名同学安排到甲、乙、丙三个场馆做志愿者，每名同学只去 1 个场馆，甲场馆安排 1 名，乙场馆安排 2 名，丙场馆安排 3 名，则不同的安排方法共有 ${B} 种`, ['60'], 'mayRefuse'],
    [c(r`6. $\left(1+\frac{1}{x^{2}}\right)(1+x)^{6}$ 展开式中 $x^{2}$ 的系数为（ ）`, '15', '20', '30', '35'), ['C'], 'solves'],
    [r`14. $(x+y)(2 x-y)^{5}$ 的展开式中 $x^{3} y^{3}$ 的系数为 ____`, ['40'], 'solves'],
    [r`13. 甲、乙两人下棋，两人下成和棋的概率是 $\frac{1}{2}$，乙获胜的概率是 $\frac{1}{3}$，则甲不输的概率为 ${Q}`, ['2/3'], 'mayRefuse'],
    [r`13. 在区间 $[-1,2]$ 上随机取一个数 $x$，则 $|x| \leqslant 1$ 的概率为 ${B}`, ['2/3'], 'solves'],
  ],
  statistics: [
    [r`14. 已知数据 $x_{1}, x_{2}, \cdots, x_{n}$ 的方差为 2，则数据 $3 x_{1}+1,3 x_{2}+1, \cdots, 3 x_{n}+1$ 的方差为 ${B}`, ['18'], 'solves'],
    [r`13. 某单位有职工 160 人，其中业务员 120 人，管理人员 16 人，后勤人员 24 人，为了解职工情况，用分层抽样的方法抽取一个容量为 20 的样本，则应抽取管理人员 ____ 人`, ['2'], 'solves'],
    [c(r`4. 若样本数据 $x_{1}, x_{2}, \cdots, x_{10}$ 的标准差为 8，则数据 $2 x_{1}-1,2 x_{2}-1, \cdots, 2 x_{10}-1$ 的标准差为（ ）`, '8', '15', '16', '32'), ['C'], 'solves'],
  ],
  linearProgramming: [
    [r`14. 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y-2 \geqslant 0 \\ x-y+2 \geqslant 0 \\ x \leqslant 2\end{array}\right.$，则 $z=x+y$ 的最大值为 ${B}`, ['6'], 'solves'],
    [c(r`7. 设变量 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y \leqslant 4 \\ x-y \leqslant 2 \\ x \geqslant 0, y \geqslant 0\end{array}\right.$，则目标函数 $z=2 x+y$ 的最大值为（ ）`, '4', '6', '7', '8'), ['C'], 'solves'],
  ],
};

/** The reading steps this round widened, each in five or more other wordings (and the traps that must stay refused). */
// biome-ignore format: one problem a line
export const ROUND20_WIDENED: Record<string, MathsLookalike[]> = {
  qquadAfterEquals: [
    [r`14. 已知 $\tan \alpha=3$，则 $\frac{\sin \alpha+\cos \alpha}{\sin \alpha-\cos \alpha}=$ ${Q}`, ['2'], 'solves'],
    [r`13. 已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{3}=7, a_{7}=3$，则 $a_{10}=$ ${Q}`, ['0'], 'solves'],
    [r`13. 已知向量 $\vec{a}=(2,1), \vec{b}=(x,-2)$，若 $\vec{a} \perp \vec{b}$，则 $x=$ ${Q}`, ['1'], 'solves'],
    [r`2. 若复数 $z=\frac{2}{1+i}$，则 $|z|=$ ${Q}`, ['√2'], 'solves'],
    [r`14. 双曲线 $x^{2}-\frac{y^{2}}{4}=1$ 的离心率 $e=$ ${Q}`, ['√5'], 'solves'],
    [r`13. $\log _{2} 8+\lg 100=$ $\quad$`, ['5'], 'solves'],
    [r`13. $\cos ^{2} \frac{\pi}{8}-\sin ^{2} \frac{\pi}{8}=$ ${Q}`, ['√2/2'], 'solves'],
  ],
  zeroInterval: [
    [c(r`8. 函数 $f(x)=2^{x}+x-2$ 的零点所在的区间是（ ）`, r`$(-1,0)$`, r`$(0,1)$`, r`$(1,2)$`, r`$(2,3)$`), ['B'], 'solves'],
    [c(r`6. 函数 $f(x)=\mathrm{e}^{x}+x-2$ 的零点所在的一个区间是（ ）`, r`$(-2,-1)$`, r`$(-1,0)$`, r`$(0,1)$`, r`$(1,2)$`), ['C'], 'solves'],
    [c(r`7. 函数 $f(x)=2^{x}+3 x-7$ 的零点所在的区间为（ ）`, r`$(0,1)$`, r`$(1,2)$`, r`$(2,3)$`, r`$(3,4)$`), ['B'], 'solves'],
    [c(r`5. 函数 $f(x)=x^{3}+x-3$ 的零点所在区间是（ ）`, r`$(0,1)$`, r`$(1,2)$`, r`$(2,3)$`, r`$(3,4)$`), ['B'], 'solves'],
    [c(r`6. 函数 $f(x)=\lg x+x-2$ 的零点所在的区间是 $(\quad)$`, r`$(0,1)$`, r`$(1,2)$`, r`$(2,3)$`, r`$(3,4)$`), ['B'], 'solves'],
    [c(r`8. 函数 $f(x)=x^{2}-2 x+1$ 的零点所在的区间是（ ）`, r`$(-1,0)$`, r`$\left(0, \frac{1}{2}\right)$`, r`$\left(\frac{1}{2}, 2\right)$`, r`$(2,3)$`), null, 'refuses'],
  ],
  stratified: [
    [r`14. 某校高一年级有男生 400 人，女生 600 人，用分层抽样的方法抽取一个容量为 50 的样本，则应抽取女生 ${B} 人`, ['30'], 'solves'],
    [r`13. 某单位有职工 160 人，其中业务员 120 人，管理人员 16 人，后勤人员 24 人，为了解职工情况，用分层抽样的方法抽取一个容量为 20 的样本，则应抽取管理人员 ____ 人`, ['2'], 'solves'],
    [r`13. 某中学有高一学生 400 人，高二学生 320 人，高三学生 280 人，现用分层抽样的方法抽取一个容量为 200 的样本，则高二学生应抽取 ${B} 人`, ['64'], 'solves'],
    [r`14. 某公司有员工 500 人，其中管理人员 50 人，技术人员 150 人，一线工人 300 人，用分层抽样的方法抽取 100 人，则应从技术人员中抽取 ____ 人`, ['30'], 'solves'],
    [r`13. 某社区有老年人 120 人，中年人 180 人，青年人 300 人，为了解居民的健康状况，用分层抽样的方法抽取一个容量为 40 的样本，则应抽取青年人 ${Q} 人`, ['20'], 'solves'],
    [r`13. 某校高一年级有学生 400 人，高二年级有学生 300 人，高三年级有学生 300 人，用分层抽样的方法抽取一个容量为 50 的样本，则应从高二年级中抽取 ${B} 人`, ['15'], 'solves'],
    [r`13. 某单位有职工 150 人，其中业务员 120 人，管理人员 16 人，后勤人员 24 人，为了解职工情况，用分层抽样的方法抽取一个容量为 20 的样本，则应抽取管理人员 ____ 人`, null, 'refuses'],
  ],
  selectionBothGroups: [
    [r`15. 从 4 名男生和 3 名女生中选出 3 人参加活动，要求男生、女生都有，则不同的选法共有 ${B} 种`, ['30'], 'solves'],
    [r`15. 从 5 名男同学和 4 名女同学中选 3 人，既有男同学也有女同学，则不同的选法共有（ ）种`, ['70'], 'solves'],
    [c(r`5. 从 6 名男医生和 4 名女医生中选出 3 名医生组成医疗小组，要求医疗小组中男、女医生都有，则不同的选法共有（ ）`, '80 种', '96 种', '100 种', '120 种'), ['B'], 'solves'],
    [r`14. 从 3 名男生和 2 名女生中任选 2 人，其中男生与女生都有，则选法有 ${Q} 种`, ['6'], 'solves'],
    [r`14. 从 5 名男教师和 3 名女教师中选派 4 人，要求男教师、女教师都有，则不同的选派方法共有 ____ 种`, ['65'], 'solves'],
  ],
  cubeByMeasure: [
    [r`15. 已知正方体的表面积为 24，则其外接球的体积为 ____`, ['4√3π'], 'solves'],
    [r`14. 已知正方体的体积为 8，则该正方体外接球的表面积为 ${B}`, ['12π'], 'solves'],
    [r`13. 若一个正方体的表面积为 18，则它的体积为 ${Q}`, ['3√3'], 'solves'],
    [r`14. 一个正方体的体积为 27，则它的内切球的体积为 ____`, ['9π/2|9/2π'], 'solves'],
    [c(r`7. 已知正方体的全面积为 12，则其外接球的表面积为（ ）`, r`$3 \pi$`, r`$6 \pi$`, r`$12 \pi$`, r`$24 \pi$`), ['B'], 'solves'],
    [r`14. 已知正方体的体积为 10，则其外接球的表面积为 ____`, null, 'refuses'],
  ],
  transformedSpread: [
    [c(r`4. 若样本数据 $x_{1}, x_{2}, \cdots, x_{10}$ 的标准差为 8，则数据 $2 x_{1}-1,2 x_{2}-1, \cdots, 2 x_{10}-1$ 的标准差为（ ）`, '8', '15', '16', '32'), ['C'], 'solves'],
    [r`14. 若数据 $x_{1}, x_{2}, \cdots, x_{20}$ 的平均数为 5，则数据 $3 x_{1}+2,3 x_{2}+2, \cdots, 3 x_{20}+2$ 的平均数为 ${B}`, ['17'], 'solves'],
    [r`14. 样本数据 $x_{1}, x_{2}, \cdots, x_{5}$ 的方差为 4，则数据 $-2 x_{1}+3,-2 x_{2}+3, \cdots,-2 x_{5}+3$ 的方差为 ____`, ['16'], 'solves'],
    [r`13. 已知一组数据 $x_{1}, x_{2}, \cdots, x_{6}$ 的标准差为 2，则数据 $3 x_{1}-1,3 x_{2}-1, \cdots, 3 x_{6}-1$ 的方差为 ${Q}`, ['36'], 'solves'],
    [r`14. 已知数据 $x_{1}, x_{2}, \cdots, x_{n}$ 的方差为 2，则数据 $3 x_{1}+1,3 x_{2}+1, \cdots, 3 x_{n}+1$ 的方差为 ${B}`, ['18'], 'solves'],
    [r`14. 已知数据 $x_{1}, x_{2}, \cdots, x_{10}$ 的方差为 2，则数据 $3 x_{1}+1,3 x_{2}+1, \cdots, 3 x_{20}+1$ 的方差为 ${B}`, null, 'refuses'],
  ],
  quantityByLetter: [
    [r`14. 已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{3}=1$，则其离心率 $e=$ ____`, ['1/2'], 'solves'],
    [r`14. 已知圆 $x^{2}+y^{2}-4 x+2 y-4=0$，则其半径 $r=$ ${B}`, ['3'], 'solves'],
    [r`14. 双曲线 $x^{2}-\frac{y^{2}}{4}=1$ 的离心率 $e=$ ${Q}`, ['√5'], 'solves'],
    [r`13. 函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的最小正周期 $T=$ ${B}`, ['π'], 'solves'],
    [c(r`4. 已知双曲线 $\frac{x^{2}}{9}-\frac{y^{2}}{16}=1$，则它的离心率 $e=$（ ）`, r`$\frac{5}{3}$`, r`$\frac{5}{4}$`, r`$\frac{4}{3}$`, r`$\frac{3}{5}$`), ['A'], 'solves'],
    [r`13. 圆 $(x-1)^{2}+(y+2)^{2}=5$ 的半径 $R=$ ____`, ['√5'], 'solves'],
  ],
};

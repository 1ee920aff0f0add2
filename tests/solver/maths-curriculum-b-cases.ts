/**
 * Curriculum probes for the gaokao maths topics of geometry, trigonometry, counting, probability, statistics and
 * linear programming (decision 0082): each relationship a textbook teaches, asked in the wording and OCR print of the
 * papers with numbers of our own, every answer worked by hand. 'solves' must be answered right (it was, when the
 * decision closed); 'mayRefuse' answered right or refused — never answered otherwise.
 */
import { type MathsLookalike, choice as c } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;

// biome-ignore format: one problem a line
export const TRIGONOMETRY: MathsLookalike[] = [
  [c(r`3. (5 分) 已知 $\tan \alpha=2$, 则 $\sin 2 \alpha=(\quad)$`, r`$\frac{4}{5}$`, r`$-\frac{4}{5}$`, r`$\frac{3}{5}$`, r`$-\frac{3}{5}$`), ['A'], 'solves'],
  [r`4. 已知 $\tan \theta=3$，则 $\cos 2 \theta=$ ${B}`, ['-4/5'], 'solves'],
  [c(r`5. 函数 $f(x)=\sin \left(2 x+\frac{\pi}{3}\right)$ 的最小正周期为（ ）`, r`$4 \pi$`, r`$2 \pi$`, r`$\pi$`, r`$\frac{\pi}{2}$`), ['C'], 'solves'],
  [r`13. 函数 $f(x)=3 \sin \left(\frac{x}{2}-\frac{\pi}{6}\right)+1$ 的最大值为 ${B}`, ['4'], 'solves'],
  [c(r`2. $\sin 15^{\circ} \cos 15^{\circ}=(\quad)$`, r`$\frac{1}{4}$`, r`$\frac{1}{2}$`, r`$\frac{\sqrt{3}}{4}$`, r`$\frac{\sqrt{3}}{2}$`), ['A'], 'solves'],
  [r`14. 已知 $\sin \alpha=\frac{3}{5}$，且 $\alpha$ 为第二象限角，则 $\tan \alpha=$ ${B}`, ['-3/4'], 'solves'],
  [c(r`6. 为了得到函数 $y=\sin \left(2 x-\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\sin 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), ['B'], 'solves'],
  [c(r`7. 函数 $f(x)=\cos \left(2 x+\frac{\pi}{6}\right)$ 的图象的一条对称轴方程为（ ）`, r`$x=\frac{\pi}{12}$`, r`$x=-\frac{\pi}{12}$`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{\pi}{3}$`), ['B'], 'solves'],
  [c(r`8. (5 分) 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, m), B(3, n)$, 且 $\cos 2 \alpha=\frac{3}{5}$, 则 $|m-n|=(\quad)$`, '1', r`$\frac{1}{2}$`, r`$\frac{3}{2}$`, '2'), ['A'], 'solves'],
];

// biome-ignore format: one problem a line
export const TRIANGLES: MathsLookalike[] = [
  [c(r`4. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$C=120^{\circ}$，则 $c=(\quad)$`, '7', '6', r`$\sqrt{19}$`, r`$\sqrt{34}$`), ['A'], 'solves'],
  [r`14. 在 $\triangle A B C$ 中，$A B=4$，$A C=6$，$A=60^{\circ}$，则 $\triangle A B C$ 的面积为 ${B}`, ['6√3'], 'solves'],
  [c(r`5. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$，若 $a=2$，$b=2 \sqrt{3}$，$B=120^{\circ}$，则 $A=(\quad)$`, r`$30^{\circ}$`, r`$45^{\circ}$`, r`$60^{\circ}$`, r`$150^{\circ}$`), ['A'], 'solves'],
  [c(r`6. 在 $\triangle A B C$ 中，$a=7, b=5, c=8$，则角 $A$ 的大小为（ ）`, r`$30^{\circ}$`, r`$45^{\circ}$`, r`$60^{\circ}$`, r`$120^{\circ}$`), ['C'], 'solves'],
  [r`15. 在 $\triangle A B C$ 中，$B=45^{\circ}$，$C=60^{\circ}$，$c=\sqrt{6}$，则 $b=$ ${B}`, ['2'], 'solves'],
  [c(r`3. 已知三角形的三边长分别为 3, 5, 7，则该三角形的最大内角为（ ）`, r`$90^{\circ}$`, r`$120^{\circ}$`, r`$135^{\circ}$`, r`$150^{\circ}$`), ['B'], 'mayRefuse'],
  [r`16. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, 若 $2 c \cos C=a \cos B+b \cos A$, 则 $C=$ ${B}`, ['π/3|60°'], 'solves'],
];

// biome-ignore format: one problem a line
export const LINES_AND_CIRCLES: MathsLookalike[] = [
  [c(r`3. 圆 $x^{2}+y^{2}-4 x+6 y=0$ 的圆心坐标和半径分别是（ ）`, r`$(2,-3), \sqrt{13}$`, r`$(-2,3), \sqrt{13}$`, r`$(2,-3), 13$`, r`$(-2,3), 13$`), ['A'], 'mayRefuse'],
  [r`14. 直线 $3 x+4 y-5=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为 ${B}`, ['2√3'], 'solves'],
  [c(r`2. 点 $(1,2)$ 到直线 $3 x-4 y+10=0$ 的距离为（ ）`, '1', '2', '3', '4'), ['A'], 'solves'],
  [c(r`4. 若直线 $x+a y+1=0$ 与直线 $2 x-y+3=0$ 垂直，则 $a=$（ ）`, '2', '-2', r`$\frac{1}{2}$`, r`$-\frac{1}{2}$`), ['A'], 'solves'],
  [r`13. 若直线 $x-y+m=0(m>0)$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['1'], 'solves'],
  [c(r`5. 两条平行直线 $3 x+4 y-6=0$ 与 $3 x+4 y+4=0$ 之间的距离为（ ）`, '1', '2', '3', '4'), ['B'], 'solves'],
  [c(r`9. (5 分) 直线 $x+y-4=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=2$ 上, 则 $\triangle A B P$ 面积的取值范围是 $(\quad)$`, '$[4,12]$', '$[2,6]$', r`$[2 \sqrt{2}, 6 \sqrt{2}]$`, '$[4,8]$'), ['A'], 'solves'],
];

// biome-ignore format: one problem a line
export const CONICS: MathsLookalike[] = [
  [c(r`4. 椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{16}=1$ 的离心率为（ ）`, r`$\frac{3}{5}$`, r`$\frac{4}{5}$`, r`$\frac{3}{4}$`, r`$\frac{5}{3}$`), ['A'], 'solves'],
  [c(r`5. 双曲线 $\frac{x^{2}}{9}-\frac{y^{2}}{16}=1$ 的渐近线方程为（ ）`, r`$y=\pm \frac{4}{3} x$`, r`$y=\pm \frac{3}{4} x$`, r`$y=\pm \frac{16}{9} x$`, r`$y=\pm \frac{9}{16} x$`), ['A'], 'solves'],
  [c(r`3. 抛物线 $y^{2}=12 x$ 的焦点到准线的距离为（ ）`, '3', '6', '12', '24'), ['B'], 'solves'],
  [r`14. 已知双曲线 $\frac{x^{2}}{a^{2}}-y^{2}=1(a>0)$ 的离心率为 $\sqrt{2}$，则 $a=$ ${B}`, ['1'], 'solves'],
  [r`15. 抛物线 $y^{2}=8 x$ 上一点 $P$ 到焦点的距离为 5，则点 $P$ 的横坐标为 ${B}`, ['3'], 'solves'],
  [c(r`6. 已知椭圆的中心在原点，焦点在 $x$ 轴上，长轴长为 10，离心率为 $\frac{3}{5}$，则椭圆的方程为（ ）`, r`$\frac{x^{2}}{25}+\frac{y^{2}}{16}=1$`, r`$\frac{x^{2}}{25}+\frac{y^{2}}{9}=1$`, r`$\frac{x^{2}}{16}+\frac{y^{2}}{25}=1$`, r`$\frac{x^{2}}{100}+\frac{y^{2}}{64}=1$`), ['A'], 'mayRefuse'],
  [c(r`7. (5 分) 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $C: y^{2}=4 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=(\quad)$`, '3', '6', r`$\frac{3}{2}$`, r`$2 \sqrt{3}$`), ['A'], 'solves'],
  [c(r`10. (5 分) 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 且以线段 $A_{1} A_{2}$ 为直径的圆与直线 $b x-a y+\sqrt{3} a b=0$ 相切, 则 $C$ 的离心率为（ ）`, r`$\frac{\sqrt{2}}{2}$`, r`$\frac{\sqrt{3}}{3}$`, r`$\frac{1}{2}$`, r`$\frac{\sqrt{6}}{3}$`), ['A'], 'solves'],
  [c(r`9. (5 分) 若双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $(x-3)^{2}+y^{2}=9$ 所截得的弦长为 $3 \sqrt{2}$, 则 $C$ 的离心率为（ ）`, '2', r`$\sqrt{3}$`, r`$\frac{2 \sqrt{3}}{3}$`, r`$\sqrt{2}$`), ['D'], 'solves'],
];

// biome-ignore format: one problem a line
export const SOLIDS: MathsLookalike[] = [
  [c(r`5. 已知正方体的棱长为 2，则该正方体的外接球的表面积为（ ）`, r`$12 \pi$`, r`$4 \sqrt{3} \pi$`, r`$8 \pi$`, r`$16 \pi$`), ['A'], 'solves'],
  [r`14. 一个圆锥的底面半径为 3，高为 4，则该圆锥的侧面积为 ${B}`, ['15π'], 'solves'],
  [c(r`3. 已知圆柱的底面半径为 1，高为 2，则该圆柱的体积为（ ）`, r`$\pi$`, r`$2 \pi$`, r`$3 \pi$`, r`$4 \pi$`), ['B'], 'solves'],
  [r`13. 若球的体积为 $36 \pi$，则该球的表面积为 ${B}`, ['36π'], 'solves'],
  [c(r`6. 长方体的长、宽、高分别为 1, 2, 2，其顶点都在同一个球面上，则该球的体积为（ ）`, r`$\frac{9 \pi}{2}$`, r`$9 \pi$`, r`$36 \pi$`, r`$\frac{27 \pi}{2}$`), ['A'], 'solves'],
  [r`15. 已知正四棱锥的底面边长为 2，高为 3，则该正四棱锥的体积为 ${B}`, ['4'], 'solves'],
];

// biome-ignore format: one problem a line
export const COUNTING_AND_BINOMIAL: MathsLookalike[] = [
  [c(r`5. $\left(x+\frac{2}{x}\right)^{6}$ 的展开式中常数项为（ ）`, '160', '120', '80', '240'), ['A'], 'solves'],
  [r`13. $(1-2 x)^{5}$ 的展开式中 $x^{3}$ 的系数为 ${B}`, ['-80'], 'solves'],
  [c(r`6. 从 5 名男生和 3 名女生中选 3 人参加活动，要求男、女生都有，则不同的选法共有（ ）`, '45 种', '56 种', '60 种', '30 种'), ['A'], 'solves'],
  [r`14. 将 4 名志愿者分配到 3 个社区，每个社区至少 1 名，则不同的分配方案共有 ${B} 种`, ['36'], 'solves'],
  [c(r`7. 6 人站成一排，其中甲、乙两人必须相邻，则不同的排法共有（ ）`, '120 种', '240 种', '360 种', '720 种'), ['B'], 'solves'],
  [r`13. 若 $(x+1)^{n}$ 的展开式中各项的二项式系数之和为 64，则 $n=$ ${B}`, ['6'], 'solves'],
  [c(r`9. (5 分) 设 $m$ 为正整数, $(x+y)^{2 m}$ 展开式的二项式系数的最大值为 $a$, $(x+y)^{2 m+1}$ 展开式的二项式系数的最大值为 $b$, 若 $9 a=5 b$, 则 $m=(\quad)$`, '3', '4', '5', '6'), ['B'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const PROBABILITY: MathsLookalike[] = [
  [c(r`4. 从 1, 2, 3, 4, 5 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为（ ）`, r`$\frac{2}{5}$`, r`$\frac{3}{5}$`, r`$\frac{1}{2}$`, r`$\frac{3}{10}$`), ['A'], 'solves'],
  [r`14. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\frac{1}{3}$，乙能破译的概率为 $\frac{1}{4}$，则密码被破译的概率为 ${B}`, ['1/2'], 'solves'],
  [c(r`6. 已知随机变量 $X \sim B\left(6, \frac{1}{3}\right)$，则 $D(X)=$（ ）`, r`$\frac{4}{3}$`, '2', r`$\frac{2}{3}$`, '1'), ['A'], 'solves'],
  [r`15. 某射手每次射击命中目标的概率为 0.6，各次射击相互独立，则他射击 3 次恰好命中 2 次的概率为 ${B}`, ['0.432|54/125'], 'solves'],
  [c(r`3. 同时掷两枚质地均匀的骰子，向上的点数之和为 7 的概率为（ ）`, r`$\frac{1}{6}$`, r`$\frac{5}{36}$`, r`$\frac{1}{9}$`, r`$\frac{1}{12}$`), ['A'], 'solves'],
  [r`14. 已知随机变量 $X$ 的分布列为 $P(X=0)=0.2$，$P(X=1)=0.5$，$P(X=2)=0.3$，则 $E(X)=$ ${B}`, ['1.1|11/10'], 'solves'],
  [c(r`5. (5 分) 若某校学生中只参加数学社团的概率为 0.35, 既参加数学社团也参加物理社团的概率为 0.25, 则不参加数学社团的概率为（ ）`, '0.4', '0.6', '0.65', '0.75'), ['A'], 'solves'],
];

// biome-ignore format: one problem a line
export const STATISTICS: MathsLookalike[] = [
  [c(r`3. 一组数据 2, 4, 6, 8, 10 的方差为（ ）`, '8', '10', '6', '4'), ['A'], 'solves'],
  [r`13. 数据 3, 5, 7, 4, 6, 9, 8 的中位数为 ${B}`, ['6'], 'solves'],
  [c(r`4. 数据 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 的第 75 百分位数为（ ）`, '7', '7.5', '8', '8.5'), ['C'], 'solves'],
  [r`14. 若数据 $x_{1}, x_{2}, \cdots, x_{n}$ 的方差为 2，则数据 $3 x_{1}+1,3 x_{2}+1, \cdots, 3 x_{n}+1$ 的方差为 ${B}`, ['18'], 'solves'],
  [c(r`5. 样本数据 5, 7, 7, 8, 10, 11 的平均数和中位数分别为（ ）`, '8, 7.5', '8, 7', '7.5, 8', '8, 8'), ['A'], 'solves'],
  [r`13. 一组数据 4, 6, 5, 8, 7 的平均数为 ${B}`, ['6'], 'solves'],
];

// biome-ignore format: one problem a line
export const LINEAR_PROGRAMMING: MathsLookalike[] = [
  [r`13. 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y \leqslant 4 \\ x \geqslant 0 \\ y \geqslant 0\end{array}\right.$，则 $z=2 x+y$ 的最大值为 ${B}`, ['8'], 'solves'],
  [c(r`7. 设 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x-y+1 \geqslant 0 \\ x+y-3 \leqslant 0 \\ y \geqslant 0\end{array}\right.$，则 $z=x-2 y$ 的最小值为（ ）`, '-3', '-1', '1', '3'), ['A'], 'solves'],
  [r`14. 若 $x, y$ 满足 $\left\{\begin{array}{l}x \leqslant 2 \\ y \leqslant 3 \\ x+y \geqslant 1\end{array}\right.$，则 $z=x+2 y$ 的最小值为 ${B}`, ['0'], 'solves'],
  [c(r`5. 若变量 $x, y$ 满足约束条件 $\left\{\begin{array}{l}y \leqslant x \\ x+y \leqslant 2 \\ y \geqslant-1\end{array}\right.$，则 $z=3 x+y$ 的最大值为（ ）`, '8', '4', '6', '10'), ['A'], 'solves'],
  [r`15. 设 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x \geqslant 1 \\ y \geqslant 1 \\ x+y \leqslant 5\end{array}\right.$，则 $z=x-y$ 的最大值为 ${B}`, ['3'], 'solves'],
];

/** The p-th percentile of a listed data set, and a set it cannot be read from. */
// biome-ignore format: one problem a line
export const PERCENTILE_VARIANTS: MathsLookalike[] = [
  [r`13. 数据 12, 15, 9, 20, 18, 11, 14, 16 的第 25 百分位数为 ${B}`, ['11.5|23/2'], 'solves'],
  [c(r`4. 某组数据 3, 7, 5, 9, 11 的第 60 百分位数是（ ）`, '7', '8', '9', '7.5'), ['B'], 'solves'],
  [r`14. 一组数据 2, 4, 4, 6, 8, 9, 10 的第 80 百分位数为 ${B}`, ['9'], 'solves'],
  [r`13. 样本数据 16, 21, 23, 19, 25, 30 的 $50 \%$ 分位数是 ${B}`, ['22'], 'solves'],
  [r`13. 数据 1, 2, 3, x, 5 的第 40 百分位数为 ${B}`, null, 'refuses'],
];

/** The eccentricity from a circle and a line (an asymptote, or a line in a, b), and relations that do not fix it. */
// biome-ignore format: one problem a line
export const CIRCLE_LINE_VARIANTS: MathsLookalike[] = [
  [r`15. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的渐近线与圆 $(x-2)^{2}+y^{2}=3$ 相切, 则该双曲线的离心率为 ${B}`, ['2'], 'solves'],
  [r`15. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右焦点分别为 $F_{1}, F_{2}$, 以线段 $F_{1} F_{2}$ 为直径的圆与直线 $x-y+\sqrt{2} b=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√2/2'], 'solves'],
  [r`16. 若双曲线 $C: \frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $x^{2}+(y-4)^{2}=16$ 所截得的弦长为 $4 \sqrt{3}$, 则 $C$ 的离心率为 ${B}`, ['2√3/3'], 'solves'],
  [c(r`11. 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 且以线段 $A_{1} A_{2}$ 为直径的圆与直线 $b x-a y+2 a b=0$ 相切, 则 $C$ 的离心率为（ ）`, r`$\frac{2 \sqrt{3}}{3}$`, r`$\sqrt{3}$`, '2', r`$\sqrt{2}$`), ['A'], 'solves'],
  [r`16. 若双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $(x-1)^{2}+(y-2)^{2}=4$ 所截得的弦长为 2, 则 $C$ 的离心率为 ${B}`, null, 'refuses'],
  [r`16. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 且以线段 $A_{1} A_{2}$ 为直径的圆与直线 $x+y-2=0$ 相切, 则 $C$ 的离心率为 ${B}`, null, 'refuses'],
];

/** An axis or a centre of symmetry of a graph among the options, and options with two axes (a single choice). */
// biome-ignore format: one problem a line
export const AXIS_VARIANTS: MathsLookalike[] = [
  [c(r`7. 函数 $y=2 \sin \left(3 x-\frac{\pi}{4}\right)$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{\pi}{12}$`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{\pi}{2}$`), ['A'], 'solves'],
  [c(r`6. 函数 $f(x)=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{6}, 0\right)$`, r`$\left(\frac{\pi}{12}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`, r`$\left(-\frac{\pi}{3}, 0\right)$`), ['C'], 'solves'],
  [c(r`8. 函数 $y=\cos \left(x-\frac{\pi}{3}\right)+1$ 的图象的一个对称中心为（ ）`, r`$\left(\frac{5 \pi}{6}, 1\right)$`, r`$\left(\frac{5 \pi}{6}, 0\right)$`, r`$\left(\frac{\pi}{3}, 1\right)$`, r`$\left(-\frac{\pi}{6}, 0\right)$`), ['A'], 'solves'],
  [c(r`5. 函数 $f(x)=\tan \left(x+\frac{\pi}{4}\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{4}, 0\right)$`, r`$\left(\frac{\pi}{2}, 0\right)$`, r`$\left(\frac{\pi}{8}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`), ['A'], 'solves'],
  [c(r`6. 函数 $y=\sin 2 x$ 的图象的一条对称轴方程为（ ）`, r`$x=\frac{\pi}{4}$`, r`$x=-\frac{\pi}{4}$`, r`$x=\frac{\pi}{2}$`, r`$x=\frac{\pi}{8}$`), null, 'refuses'],
];

/** The shift that carries one graph onto another among the options, and options that stretch (not read). */
// biome-ignore format: one problem a line
export const SHIFT_VARIANTS: MathsLookalike[] = [
  [c(r`6. 要得到函数 $y=\cos \left(2 x+\frac{\pi}{3}\right)$ 的图象，只需将函数 $y=\cos 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位`, r`向右平移 $\frac{\pi}{6}$ 个单位`, r`向左平移 $\frac{\pi}{3}$ 个单位`, r`向右平移 $\frac{\pi}{3}$ 个单位`), ['A'], 'solves'],
  [c(r`5. 为了得到函数 $y=\sin \left(x-\frac{\pi}{5}\right)$ 的图象，只需把函数 $y=\sin x$ 的图象上所有的点（ ）`, r`向左平行移动 $\frac{\pi}{5}$ 个单位长度`, r`向右平行移动 $\frac{\pi}{5}$ 个单位长度`, r`向上平行移动 $\frac{\pi}{5}$ 个单位长度`, r`向下平行移动 $\frac{\pi}{5}$ 个单位长度`), ['B'], 'solves'],
  [c(r`4. 为了得到函数 $y=\sin x+2$ 的图象, 只需把函数 $y=\sin x$ 的图象（ ）`, '向上平移 2 个单位', '向下平移 2 个单位', '向左平移 2 个单位', '向右平移 2 个单位'), ['A'], 'solves'],
  [c(r`7. 为得到函数 $y=3 \sin \left(2 x-\frac{\pi}{4}\right)$ 的图象，只需把函数 $y=3 \sin 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{8}$ 个单位长度`, r`向右平移 $\frac{\pi}{8}$ 个单位长度`, r`向左平移 $\frac{\pi}{4}$ 个单位长度`, r`向右平移 $\frac{\pi}{4}$ 个单位长度`), ['B'], 'solves'],
  [c(r`8. 为了得到函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\sin \left(x+\frac{\pi}{3}\right)$ 的图象（ ）`, r`所有点的横坐标缩短到原来的 $\frac{1}{2}$ 倍（纵坐标不变）`, r`所有点的横坐标伸长到原来的 2 倍（纵坐标不变）`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), ['A'], 'mayRefuse'],
];

/** Two measures of a listed set asked 「分别为」: the option must give them in the order asked. */
// biome-ignore format: one problem a line
export const MEASURE_PAIR_VARIANTS: MathsLookalike[] = [
  [c(r`4. 数据 4, 6, 6, 7, 9, 10 的中位数和众数分别是（ ）`, '6.5, 6', '6, 6.5', '6.5, 7', '7, 6'), ['A'], 'solves'],
  [c(r`3. 一组数据 1, 3, 5, 7, 9 的平均数和方差分别为（ ）`, '5, 8', '8, 5', '5, 10', r`$5, 2 \sqrt{2}$`), ['A'], 'solves'],
  [c(r`5. 数据 10, 12, 9, 14, 15 的极差和中位数分别是（ ）`, '12, 6', '6, 12', '6, 10', '5, 12'), ['B'], 'solves'],
  [c(r`4. 数据 3, 4, 4, 5, 9 的众数和平均数分别为（ ）`, '4, 5', '5, 4', '4, 4', '5, 5'), ['A'], 'solves'],
];

/** A conic known by its eccentricity and the focus it shares with a parabola, cut by the parabola's directrix. */
// biome-ignore format: one problem a line
export const SHARED_FOCUS_VARIANTS: MathsLookalike[] = [
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{3}$, $E$ 的右焦点与抛物线 $C: y^{2}=4 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['16/3'], 'solves'],
  [c(r`6. 椭圆 $E$ 的中心在原点, 离心率为 $\frac{1}{2}$, $E$ 的左焦点与抛物线 $y^{2}=-16 x$ 的焦点重合, $A, B$ 是抛物线的准线与 $E$ 的两个交点, 则 $|A B|=(\quad)$`, '12', '6', '24', r`$8 \sqrt{3}$`), ['A'], 'solves'],
  [r`14. 已知双曲线 $E$ 的中心在坐标原点, 离心率为 2, $E$ 的右焦点与抛物线 $C: y^{2}=8 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['6'], 'solves'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的左焦点与抛物线 $C: y^{2}=8 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, null, 'refuses'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 2, $E$ 的右焦点与抛物线 $C: y^{2}=8 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, null, 'refuses'],
];

/** A triangle with its base cut from a line by the axes and its third vertex on a circle: the range of its area. */
// biome-ignore format: one problem a line
export const CIRCLE_TRIANGLE_VARIANTS: MathsLookalike[] = [
  [r`15. 直线 $2 x+y-4=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $(x+1)^{2}+(y+2)^{2}=5$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['13'], 'solves'],
  [r`15. 直线 $2 x+y-4=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $(x+1)^{2}+(y+2)^{2}=5$ 上, 则 $\triangle A B P$ 面积的最小值为 ${B}`, ['3'], 'solves'],
  [c(r`6. 直线 $x-y+3=0$ 分别与 $x$ 轴，$y$ 轴交于 $A$，$B$ 两点，点 $P$ 在圆 $(x-3)^{2}+y^{2}=2$ 上，则 $\triangle A B P$ 面积的取值范围是（ ）`, '$[6,12]$', '$[3,9]$', r`$[2 \sqrt{2}, 4 \sqrt{2}]$`, '$[6,9]$'), ['A'], 'solves'],
  [r`15. 直线 $x+y-2=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=4$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['2+2√2|2√2+2'], 'mayRefuse'],
];

/** Two points on an angle's terminal side and one trigonometric value: the gap between their ordinates. */
// biome-ignore format: one problem a line
export const TERMINAL_SIDE_VARIANTS: MathsLookalike[] = [
  [r`14. 已知角 $\alpha$ 的顶点与原点重合, 始边与 $x$ 轴的正半轴重合, 终边上有两点 $A(2, a), B(4, b)$, 且 $\tan \alpha=\frac{3}{2}$, 则 $|a-b|=$ ${B}`, ['3'], 'solves'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $P(1, m), Q(4, n)$, 且 $\sin \alpha=\frac{3}{5}$, 则 $|m-n|=$ ${B}`, ['9/4'], 'solves'],
  [r`15. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(-1, a), B(-3, b)$, 且 $\cos \alpha=-\frac{\sqrt{5}}{5}$, 则 $|a-b|=$ ${B}`, ['4'], 'solves'],
  [c(r`11. (5 分) 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(2, b)$, 且 $\cos 2 \alpha=\frac{1}{3}$, 则 $|a-b|=(\quad)$`, r`$\frac{1}{2}$`, r`$\frac{\sqrt{2}}{2}$`, r`$\frac{\sqrt{3}}{3}$`, '1'), ['B'], 'solves'],
  [r`15. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(-1, a), B(-2, b)$, 且 $\cos \alpha=\frac{3}{5}$, 则 $|a-b|=$ ${B}`, null, 'refuses'],
];

/** 「只 X」 and 「既 X 也 Y」 told, 「不 X」 asked: the complement of their union; the other event is not determined. */
// biome-ignore format: one problem a line
export const ONLY_AND_BOTH_VARIANTS: MathsLookalike[] = [
  [r`14. 某社区居民中只订阅报纸的概率为 0.3，既订阅报纸也订阅杂志的概率为 0.2，则不订阅报纸的概率为 ${B}`, ['0.5|1/2'], 'solves'],
  [r`14. 已知某班同学中只喜欢篮球的概率为 $\frac{1}{3}$，既喜欢篮球也喜欢足球的概率为 $\frac{1}{4}$，则不喜欢篮球的概率为 ${B}`, ['5/12'], 'solves'],
  [c(r`5. 若某地区居民只乘坐公交出行的概率为 0.5, 既乘坐公交出行也乘坐地铁出行的概率为 0.2, 则不乘坐公交出行的概率为（ ）`, '0.3', '0.5', '0.7', '0.8'), ['A'], 'solves'],
  [r`14. 若某群体中的成员只用现金支付的概率为 0.45，既用现金支付也用非现金支付的概率为 0.15，则只用非现金支付的概率为 ${B}`, null, 'refuses'],
  [r`14. 若某群体中的成员只用现金支付的概率为 0.7，既用现金支付也用非现金支付的概率为 0.5，则不用现金支付的概率为 ${B}`, null, 'refuses'],
];

/** A line's unknown coefficient from a tangent or a chord, with its sign told (「(m>0)」「且 c<0」「则正数 m」). */
// biome-ignore format: one problem a line
export const SIGNED_PARAMETER_VARIANTS: MathsLookalike[] = [
  [r`13. 若直线 $x-y+m=0$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则正数 $m=$ ${B}`, ['1'], 'solves'],
  [r`13. 已知直线 $3 x+4 y+c=0$ 与圆 $x^{2}+y^{2}=1$ 相切, 且 $c<0$, 则 $c=$ ${B}`, ['-5'], 'solves'],
  [r`14. 若直线 $x+y+a=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为 $2 \sqrt{2}$，则负数 $a=$ ${B}`, ['-2'], 'solves'],
  [r`14. 若直线 $x+y+a=0(a>0)$ 与圆 $x^{2}+y^{2}=8$ 相切，则 $a=$ ${B}`, ['4'], 'solves'],
];

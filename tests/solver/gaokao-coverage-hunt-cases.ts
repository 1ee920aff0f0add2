import { type MathsLookalike, choice } from './maths-lookalike-hunt-shared';

// Gaokao maths as a photographed paper reads: question number and score, OCR-style LaTeX, blanks \_\_\_\_ or （ ），
// options on their own lines. Topic by topic through what the exam really asks; every answer worked by hand.
// 'solves' marks the cases the solver answers today (they must stay answered); 'mayRefuse' may be refused, never wrong.

const blank = String.raw`\_\_\_\_`;

export const FUNCTIONS: MathsLookalike[] = [
  [
    String.raw`13. (5分) 已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leq 0 \\ \log _{2} x, & x>0\end{array}\right.$，则 $f\left(f\left(\frac{1}{2}\right)\right)=$ ${blank}`,
    ['0'],
    'solves',
  ],
  [
    choice(
      String.raw`3. (5分) 函数 $y=\frac{\sqrt{4-x^{2}}}{\lg (x+1)}$ 的定义域是（ ）`,
      '$(-1,2]$',
      '$(-1,0) \\cup(0,2]$',
      '$[-2,2]$',
      '$(-1,0) \\cup(0,2)$',
    ),
    ['B'],
    'solves',
  ],
  [
    String.raw`14. (5分) 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数，当 $x>0$ 时，$f(x)=x^{2}-3 x$，则 $f(-2)=$ ${blank}`,
    ['2'],
    'solves',
  ],
  [
    choice(
      String.raw`7. (5分) 函数 $f(x)=\left\{\begin{array}{ll}x^{2}+2 x-3, & x \leqslant 0 \\ -2+\ln x, & x>0\end{array}\right.$ 的零点个数为（ ）`,
      '0',
      '1',
      '2',
      '3',
    ),
    ['C'],
    'mayRefuse',
  ],
  [
    String.raw`15. (5分) 已知函数 $f(x)=\left\{\begin{array}{l}2^{x}, x<1 \\ f(x-1), x \geq 1\end{array}\right.$，则 $f\left(\log _{2} 9\right)=$ ${blank}`,
    ['9/8'],
    'mayRefuse',
  ],
  [`13. (5分) 若函数 $f(x)=x^{2}+(a-1) x+a$ 为偶函数，则 $a=$ ${blank}`, ['1'], 'solves'],
  [
    String.raw`14. (5分) 已知函数 $f(x)=\left\{\begin{array}{ll}\log _{2} x, & x>0 \\ 3^{x}, & x \leqslant 0\end{array}\right.$，若 $f(a)=2$，则 $a=$ ${blank}`,
    ['4'],
    'solves',
  ],
];

export const DERIVATIVES: MathsLookalike[] = [
  [`13. (5分) 曲线 $y=x e^{x}$ 在点 $(0,0)$ 处的切线方程为 ${blank}`, ['y=x'], 'solves'],
  [String.raw`14. (5分) 曲线 $y=\frac{\ln x}{x}$ 在 $x=1$ 处的切线方程为 ${blank}`, ['y=x-1'], 'solves'],
  [String.raw`13. (5分) 函数 $f(x)=x \ln x$ 的极小值为 ${blank}`, ['-1/e'], 'solves'],
  [choice(`6. (5分) 函数 $f(x)=(x-2) e^{x}$ 的极小值为（ ）`, '$-e$', '$-2$', '$e$', '$-\\frac{1}{e}$'), ['A'], 'solves'],
  [`14. (5分) 已知函数 $f(x)=e^{x}-a x$ 的图象在点 $(0, f(0))$ 处的切线与直线 $2 x+y+1=0$ 平行，则 $a=$ ${blank}`, ['3'], 'solves'],
  // with a = 3 the tangent y = −2x + 1 is the line 2x + y − 1 = 0 itself: coinciding lines are not parallel
  [`已知函数 $f(x)=e^{x}-a x$ 的图象在点 $(0, f(0))$ 处的切线与直线 $2 x+y-1=0$ 平行，则 $a=$ ${blank}`, null, 'refuses'],
  [String.raw`15. (5分) 函数 $f(x)=\frac{e^{x}}{x}$ 的极小值为 ${blank}`, ['e'], 'solves'],
  [String.raw`13. (5分) 曲线 $y=2 \ln x$ 在点 $(1,0)$ 处的切线方程为 ${blank}`, ['y=2x-2'], 'solves'],
];

export const SEQUENCES: MathsLookalike[] = [
  [
    choice(
      String.raw`4. (5分) 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．若 $a_{4}+a_{5}=24$，$S_{6}=48$，则 $\left\{a_{n}\right\}$ 的公差为（ ）`,
      '1',
      '2',
      '4',
      '8',
    ),
    ['C'],
    'solves',
  ],
  [
    String.raw`14. (5分) 记 $S_{n}$ 为等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．若 $a_{1}=1$，$S_{3}=\frac{3}{4}$，则 $S_{4}=$ ${blank}`,
    ['5/8'],
    'solves',
  ],
  [String.raw`13. (5分) 在等差数列 $\left\{a_{n}\right\}$ 中，$a_{1}=2$，$a_{3}+a_{5}=10$，则 $a_{7}=$ ${blank}`, ['8'], 'solves'],
  [
    String.raw`14. (5分) 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2}=6$，$a_{5}=162$，则数列的前 4 项和 $S_{4}=$ ${blank}`,
    ['80'],
    'solves',
  ],
  [
    choice(
      String.raw`9. (5分) 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．已知 $S_{4}=0$，$a_{5}=5$，则（ ）`,
      '$a_{n}=2 n-5$',
      '$a_{n}=3 n-10$',
      '$S_{n}=2 n^{2}-8 n$',
      '$S_{n}=\\frac{1}{2} n^{2}-2 n$',
    ),
    ['A'],
    'solves',
  ],
  [
    String.raw`15. (5分) 已知等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，若 $a_{2}=3$，$S_{5}=25$，则 $a_{8}=$ ${blank}`,
    ['15'],
    'solves',
  ],
];

export const TRIG: MathsLookalike[] = [
  [String.raw`13. (5分) 已知 $\tan \alpha=2$，则 $\cos 2 \alpha=$ ${blank}`, ['-3/5'], 'solves'],
  [
    choice(
      String.raw`5. (5分) 已知 $\tan \alpha=-\frac{1}{2}$，则 $\sin 2 \alpha=$（ ）`,
      '$\\frac{4}{5}$',
      '$-\\frac{4}{5}$',
      '$\\frac{3}{5}$',
      '$-\\frac{3}{5}$',
    ),
    ['B'],
    'solves',
  ],
  [String.raw`13. (5分) $\sin 20^{\circ} \cos 10^{\circ}+\cos 20^{\circ} \sin 10^{\circ}=$ ${blank}`, ['1/2'], 'solves'],
  [String.raw`14. (5分) 已知 $\tan \alpha=3$，则 $\frac{\sin \alpha+\cos \alpha}{\sin \alpha-\cos \alpha}=$ ${blank}`, ['2'], 'solves'],
  [String.raw`13. (5分) 已知 $\tan \alpha=\frac{1}{3}$，则 $\tan 2 \alpha=$ ${blank}`, ['3/4'], 'solves'],
  [String.raw`14. (5分) 已知 $\sin \alpha=\frac{3}{5}$，则 $\cos 2 \alpha=$ ${blank}`, ['7/25'], 'solves'],
  [String.raw`15. (5分) 已知 $\tan \alpha=2$，则 $\sin ^{2} \alpha-\sin \alpha \cos \alpha=$ ${blank}`, ['2/5'], 'solves'],
];

export const TRIANGLES: MathsLookalike[] = [
  [
    String.raw`13. (5分) 在 $\triangle A B C$ 中，角 $A, B, C$ 的对边分别为 $a, b, c$，已知 $a=3$，$b=2$，$C=60^{\circ}$，则 $c=$ ${blank}`,
    ['√7'],
    'solves',
  ],
  [
    String.raw`15. (5分) $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$．若 $b=6$，$a=2 c$，$B=\frac{\pi}{3}$，则 $\triangle A B C$ 的面积为 ${blank}`,
    ['6√3'],
    'solves',
  ],
  [
    choice(
      String.raw`7. (5分) 在 $\triangle A B C$ 中，$\cos C=\frac{2}{3}$，$A C=4$，$B C=3$，则 $\cos B=$（ ）`,
      '$\\frac{1}{9}$',
      '$\\frac{1}{3}$',
      '$\\frac{1}{2}$',
      '$\\frac{2}{3}$',
    ),
    ['A'],
    'solves',
  ],
  [String.raw`14. (5分) 在 $\triangle A B C$ 中，$A=45^{\circ}$，$B=60^{\circ}$，$a=2$，则 $b=$ ${blank}`, ['√6'], 'solves'],
  [String.raw`13. (5分) 在 $\triangle A B C$ 中，$a=1$，$b=\sqrt{3}$，$A=30^{\circ}$，则 $B=$ ${blank}`, ['60|π/3', '120|2π/3'], 'solves'],
  [
    String.raw`14. (5分) 在 $\triangle A B C$ 中，$A B=4$，$A C=3$，$\angle A=30^{\circ}$，则 $\triangle A B C$ 的面积为 ${blank}`,
    ['3'],
    'solves',
  ],
];

export const VECTORS: MathsLookalike[] = [
  [String.raw`13. (5分) 已知向量 $\vec{a}=(1,2)$，$\vec{b}=(m,-1)$，若 $\vec{a} \perp \vec{b}$，则 $m=$ ${blank}`, ['2'], 'solves'],
  [
    choice(
      String.raw`3. (5分) 已知向量 $\boldsymbol{a}=(2,3)$，$\boldsymbol{b}=(3,2)$，则 $|\boldsymbol{a}-\boldsymbol{b}|=$（ ）`,
      '$\\sqrt{2}$',
      '2',
      '$5 \\sqrt{2}$',
      '50',
    ),
    ['A'],
    'solves',
  ],
  [
    String.raw`14. (5分) 已知 $|\boldsymbol{a}|=2$，$|\boldsymbol{b}|=3$，$\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为 $60^{\circ}$，则 $|\boldsymbol{a}+\boldsymbol{b}|=$ ${blank}`,
    ['√19'],
    'solves',
  ],
  [String.raw`13. (5分) 已知向量 $\vec{a}=(1,1)$，$\vec{b}=(-1,0)$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为 ${blank}`, ['3π/4|135°'], 'solves'],
  [
    String.raw`13. (5分) 已知向量 $\boldsymbol{a}=(1,2)$，$\boldsymbol{b}=(2,-2)$，$\boldsymbol{c}=(1, \lambda)$．若 $\boldsymbol{c} / /(2 \boldsymbol{a}+\boldsymbol{b})$，则 $\lambda=$ ${blank}`,
    ['1/2'],
    'solves',
  ],
  [
    choice(
      String.raw`4. (5分) 已知向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{a}|=1$，$\boldsymbol{a} \cdot \boldsymbol{b}=-1$，则 $\boldsymbol{a} \cdot(2 \boldsymbol{a}-\boldsymbol{b})=$（ ）`,
      '4',
      '3',
      '2',
      '0',
    ),
    ['B'],
    'solves',
  ],
];

export const COMPLEX: MathsLookalike[] = [
  [choice(String.raw`1. (5分) 设 $z=\frac{1-i}{1+i}+2 i$，则 $|z|=$（ ）`, '0', '$\\frac{1}{2}$', '1', '$\\sqrt{2}$'), ['C'], 'solves'],
  [`13. (5分) 若复数 $(1+a i)(2-i)$ 是纯虚数，则实数 $a=$ ${blank}`, ['-2'], 'solves'],
  [
    choice(
      String.raw`2. (5分) 复数 $z=\frac{2-i}{1+i}$ 的共轭复数 $\bar{z}=$（ ）`,
      '$\\frac{1}{2}+\\frac{3}{2} i$',
      '$\\frac{1}{2}-\\frac{3}{2} i$',
      '$\\frac{3}{2}+\\frac{1}{2} i$',
      '$\\frac{3}{2}-\\frac{1}{2} i$',
    ),
    ['A'],
    'solves',
  ],
  [choice(`2. (5分) 在复平面内，复数 $z=i(2+i)$ 对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['B'], 'solves'],
  [String.raw`13. (5分) 已知 $i$ 是虚数单位，若 $z=\frac{5}{2-i}$，则 $|z|=$ ${blank}`, ['√5'], 'solves'],
  [String.raw`14. (5分) 设 $a \in \mathbf{R}$，若复数 $\frac{a+i}{1+i}$ 为纯虚数，则 $a=$ ${blank}`, ['-1'], 'solves'],
];

export const LINES_CIRCLES: MathsLookalike[] = [
  [`13. (5分) 直线 $x+y-2=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为 ${blank}`, ['2√2'], 'solves'],
  [
    choice(
      `6. (5分) 圆 $x^{2}+y^{2}-2 x-8 y+13=0$ 的圆心到直线 $a x+y-1=0$ 的距离为 1，则 $a=$（ ）`,
      '$-\\frac{4}{3}$',
      '$-\\frac{3}{4}$',
      '$\\sqrt{3}$',
      '2',
    ),
    ['A'],
    'solves',
  ],
  [`13. (5分) 点 $(1,2)$ 到直线 $3 x+4 y-1=0$ 的距离为 ${blank}`, ['2'], 'solves'],
  [`14. (5分) 若直线 $y=x+b$ 与圆 $x^{2}+y^{2}=2$ 相切，则 $b=$ ${blank}`, ['2', '-2'], 'solves'],
  [`13. (5分) 过点 $(2,1)$ 且与直线 $x-2 y+3=0$ 垂直的直线方程为 ${blank}`, ['2x+y-5=0'], 'solves'],
  [`15. (5分) 圆 $(x-1)^{2}+(y+2)^{2}=4$ 上的点到直线 $3 x-4 y+9=0$ 的距离的最大值为 ${blank}`, ['6'], 'solves'],
];

export const CONICS: MathsLookalike[] = [
  [
    choice(
      String.raw`5. (5分) 双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\sqrt{3}$，则其渐近线方程为（ ）`,
      '$y=\\pm \\sqrt{2} x$',
      '$y=\\pm \\sqrt{3} x$',
      '$y=\\pm \\frac{\\sqrt{2}}{2} x$',
      '$y=\\pm \\frac{\\sqrt{3}}{2} x$',
    ),
    ['A'],
    'solves',
  ],
  [`14. (5分) 已知抛物线 $y^{2}=8 x$ 上一点 $P$ 到 $y$ 轴的距离为 4，则点 $P$ 到焦点的距离为 ${blank}`, ['6'], 'solves'],
  [
    String.raw`13. (5分) 已知椭圆 $\frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的长轴长是短轴长的 2 倍，则椭圆的离心率为 ${blank}`,
    ['√3/2'],
    'solves',
  ],
  [String.raw`13. (5分) 双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{9}=1$ 的渐近线方程为 ${blank}`, ['y=±3/2x'], 'solves'],
  [`14. (5分) 抛物线 $x^{2}=4 y$ 上一点 $M$ 的纵坐标为 3，则点 $M$ 到焦点的距离为 ${blank}`, ['4'], 'solves'],
  [
    String.raw`15. (5分) 若双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线方程为 $y=2 x$，则其离心率为 ${blank}`,
    ['√5'],
    'solves',
  ],
  [String.raw`13. (5分) 椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{16}=1$ 的焦距为 ${blank}`, ['6'], 'solves'],
];

export const COUNTING: MathsLookalike[] = [
  [String.raw`13. (5分) $\left(x+\frac{2}{x}\right)^{6}$ 的展开式中常数项为 ${blank}`, ['160'], 'solves'],
  [`14. (5分) $(1-2 x)^{5}$ 的展开式中 $x^{3}$ 的系数为 ${blank}`, ['-80'], 'solves'],
  [
    choice(String.raw`5. (5分) $\left(x^{2}+\frac{2}{x}\right)^{5}$ 的展开式中 $x^{4}$ 的系数为（ ）`, '10', '20', '40', '80'),
    ['C'],
    'solves',
  ],
  [`14. (5分) 从 5 名男生和 3 名女生中选 3 人参加活动，要求男生和女生都有，则不同的选法共有 ${blank} 种．（用数字作答）`, ['45'], 'solves'],
  [
    choice(
      `6. (5分) 将 4 名志愿者分配到 3 个社区，每个社区至少分配 1 名志愿者，则不同的分配方法共有（ ）`,
      '12 种',
      '18 种',
      '36 种',
      '72 种',
    ),
    ['C'],
    'solves',
  ],
  [`15. (5分) 用数字 1，2，3，4，5 组成没有重复数字的三位数，其中偶数共有 ${blank} 个．`, ['24'], 'solves'],
];

export const PROBABILITY: MathsLookalike[] = [
  [
    choice(`5. (5分) 从 2 名男同学和 3 名女同学中任选 2 人参加社区服务，则选中的 2 人都是女同学的概率为（ ）`, '0.6', '0.5', '0.4', '0.3'),
    ['D'],
    'solves',
  ],
  [`13. (5分) 甲、乙两人各掷一枚质地均匀的骰子，则两人所得点数之和为 7 的概率为 ${blank}`, ['1/6'], 'solves'],
  [`14. (5分) 从 1，2，3，4，5 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为 ${blank}`, ['2/5'], 'solves'],
  [`13. (5分) 同时抛掷两枚质地均匀的硬币，则恰有一枚正面向上的概率为 ${blank}`, ['1/2'], 'solves'],
  [`14. (5分) 袋中有 3 个红球和 2 个白球，从中任取 2 个球，则至少有 1 个白球的概率为 ${blank}`, ['7/10'], 'solves'],
];

export const SETS: MathsLookalike[] = [
  [
    choice(
      String.raw`1. (5分) 已知集合 $A=\left\{x \mid x^{2}-2 x-3<0\right\}$，$B=\{x \mid x>1\}$，则 $A \cap B=$（ ）`,
      '$(-1,3)$',
      '$(1,3)$',
      '$(-1,+\\infty)$',
      '$(1,+\\infty)$',
    ),
    ['B'],
    'solves',
  ],
  [
    choice(
      String.raw`1. (5分) 设集合 $A=\{x \mid-1<x<2\}$，$B=\{x \mid x \geq 0\}$，则 $A \cup B=$（ ）`,
      '$(-1,+\\infty)$',
      '$[0,2)$',
      '$(-1,2)$',
      '$[0,+\\infty)$',
    ),
    ['A'],
    'solves',
  ],
  [
    choice(
      String.raw`2. (5分) 已知全集 $U=\mathbf{R}$，集合 $A=\left\{x \mid x^{2}-x-2>0\right\}$，则 $\complement_{U} A=$（ ）`,
      '$\\{x \\mid-1<x<2\\}$',
      '$\\{x \\mid-1 \\leqslant x \\leqslant 2\\}$',
      '$\\{x \\mid x<-1\\} \\cup\\{x \\mid x>2\\}$',
      '$\\{x \\mid x \\leqslant-1\\} \\cup\\{x \\mid x \\geqslant 2\\}$',
    ),
    ['B'],
    'solves',
  ],
  [String.raw`1. (5分) 已知集合 $A=\{1,2,3,4\}$，$B=\left\{x \mid 2^{x}>4\right\}$，则 $A \cap B=$ ${blank}`, ['3', '4'], 'solves'],
  [
    choice(
      String.raw`2. (5分) 设集合 $A=\left\{x \mid \log _{2} x<1\right\}$，$B=\left\{x \mid x^{2} \leq 1\right\}$，则 $A \cap B=$（ ）`,
      '$(0,1]$',
      '$[-1,2)$',
      '$(0,1)$',
      '$[-1,1]$',
    ),
    ['A'],
    'solves',
  ],
  [
    choice(
      String.raw`1. (5分) 已知集合 $A=\{-1,0,1,2\}$，$B=\{x \mid(x+1)(x-2)<0\}$，则 $A \cap B=$（ ）`,
      '$\\{-1,0\\}$',
      '$\\{0,1\\}$',
      '$\\{-1,0,1\\}$',
      '$\\{0,1,2\\}$',
    ),
    ['B'],
    'solves',
  ],
];

export const SOLIDS: MathsLookalike[] = [
  [`13. (5分) 已知正方体的棱长为 2，则该正方体外接球的表面积为 ${blank}`, ['12π'], 'solves'],
  [`15. (5分) 长方体的长、宽、高分别为 3，2，1，其顶点都在球 $O$ 的球面上，则球 $O$ 的表面积为 ${blank}`, ['14π'], 'solves'],
  [
    choice(
      `8. (5分) 已知圆锥的底面半径为 1，母线长为 3，则该圆锥的体积为（ ）`,
      '$\\frac{2 \\sqrt{2} \\pi}{3}$',
      '$2 \\sqrt{2} \\pi$',
      '$\\frac{\\sqrt{2} \\pi}{3}$',
      '$3 \\pi$',
    ),
    ['A'],
    'solves',
  ],
  [
    String.raw`14. (5分) 已知圆柱的底面直径和高都等于球的直径，球的体积为 $\frac{32 \pi}{3}$，则圆柱的体积为 ${blank}`,
    ['16π'],
    'mayRefuse',
  ],
  [`13. (5分) 棱长为 2 的正四面体的体积为 ${blank}`, ['2√2/3'], 'solves'],
  [String.raw`14. (5分) 已知球的表面积为 $16 \pi$，则该球的体积为 ${blank}`, ['32π/3|32/3π'], 'solves'],
];

export const LINEAR_PROGRAMMING: MathsLookalike[] = [
  [
    String.raw`14. (5分) 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x+y \geq 2 \\ x-y \leq 0 \\ y \leq 3\end{array}\right.$，则 $z=2 x+y$ 的最大值为 ${blank}`,
    ['9'],
    'solves',
  ],
  [
    String.raw`13. (5分) 若 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x-2 y-2 \leq 0 \\ x-y+1 \geq 0 \\ y \leq 0\end{array}\right.$，则 $z=3 x+2 y$ 的最大值为 ${blank}`,
    ['6'],
    'solves',
  ],
  [
    String.raw`14. (5分) 设 $x, y$ 满足约束条件 $\left\{\begin{array}{l}x \geqslant 0 \\ y \geqslant 0 \\ x+2 y \leqslant 4\end{array}\right.$，则 $z=x-y$ 的最小值为 ${blank}`,
    ['-2'],
    'solves',
  ],
  [
    choice(
      String.raw`7. (5分) 已知实数 $x, y$ 满足 $\left\{\begin{array}{l}y \leq x \\ x+y \leq 2 \\ y \geq 0\end{array}\right.$，则 $z=x+2 y$ 的最大值为（ ）`,
      '0',
      '2',
      '3',
      '4',
    ),
    ['C'],
    'solves',
  ],
];

// The reading fixes this hunt led to, each tried on fresh variants, with near-misses that must stay refused.
export const READING_FIXES: MathsLookalike[] = [
  // Euler's e standing alone in an option is a number
  [choice(String.raw`6. (5分) 函数 $f(x)=x \ln x$ 的极小值为（ ）`, '$-e$', '$-\\frac{1}{e}$', '$e$', '$\\frac{1}{e}$'), ['B'], 'solves'],
  [choice(`5. (5分) 函数 $f(x)=(x-1) e^{x}$ 的极小值为（ ）`, '$-1$', '$-e$', '$0$', '$e$'), ['A'], 'solves'],
  [choice(`5. (5分) 函数 $f(x)=x e^{x}$ 的极小值为（ ）`, '$-e$', '$-\\frac{1}{e}$', '$e$', '$0$'), ['B'], 'solves'],
  // a bold lower-case letter is a vector without the word 向量
  [
    String.raw`13. (5分) 已知 $|\boldsymbol{a}|=1$，$|\boldsymbol{b}|=2$，$\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为 $120^{\circ}$，则 $|\boldsymbol{a}-\boldsymbol{b}|=$ \_\_\_\_`,
    ['√7'],
    'solves',
  ],
  [
    String.raw`14. (5分) 已知 $|\boldsymbol{a}|=3$，$|\boldsymbol{b}|=4$，且 $\boldsymbol{a} \perp \boldsymbol{b}$，则 $|\boldsymbol{a}+\boldsymbol{b}|=$ \_\_\_\_`,
    ['5'],
    'solves',
  ],
  [
    String.raw`13. (5分) 已知 $|\mathbf{a}|=2$，$|\mathbf{b}|=1$，$\mathbf{a}$ 与 $\mathbf{b}$ 的夹角为 $\frac{\pi}{3}$，则 $\mathbf{a} \cdot \mathbf{b}=$ \_\_\_\_`,
    ['1'],
    'solves',
  ],
  [String.raw`已知 $|\boldsymbol{a}|=2$，$|\boldsymbol{b}|=3$，则 $|\boldsymbol{a}+\boldsymbol{b}|=$ \_\_\_\_`, null, 'refuses'],
  // the area from two sides and their angle needs no third side; ∠A, ∠BAC name the angle A
  [String.raw`14. (5分) 在 $\triangle A B C$ 中，$b=4$，$c=3$，$A=30^{\circ}$，则 $\triangle A B C$ 的面积为 \_\_\_\_`, ['3'], 'solves'],
  [
    String.raw`在 $\triangle A B C$ 中，$A B=5$，$B C=2$，$\angle B=45^{\circ}$，则 $\triangle A B C$ 的面积为 \_\_\_\_`,
    ['5√2/2'],
    'solves',
  ],
  [
    String.raw`在 $\triangle A B C$ 中，$A B=4$，$A C=3$，$\angle B A C=\frac{\pi}{6}$，则 $\triangle A B C$ 的面积为 \_\_\_\_`,
    ['3'],
    'solves',
  ],
  [String.raw`在 $\triangle A B C$ 中，$A B=2$，$B C=3$，$\angle A B C=60^{\circ}$，则 $A C=$ \_\_\_\_`, ['√7'], 'solves'],
  // ∠ABC with AB=4, AC=3 is the angle opposite AC: two triangles, the area is not fixed
  [
    String.raw`在 $\triangle A B C$ 中，$A B=4$，$A C=3$，$\angle A B C=\frac{\pi}{6}$，则 $\triangle A B C$ 的面积为 \_\_\_\_`,
    null,
    'refuses',
  ],
  // a sphere told by its surface area or volume
  [String.raw`已知球的体积为 $36 \pi$，则该球的表面积为 \_\_\_\_`, ['36π'], 'solves'],
  [String.raw`若球 $O$ 的表面积为 $12 \pi$，则球 $O$ 的体积为 \_\_\_\_`, ['4√3π'], 'solves'],
  [String.raw`一个球的体积为 $\frac{32 \pi}{3}$，则它的表面积为 \_\_\_\_`, ['16π'], 'solves'],
  [String.raw`已知球的表面积为 $16$，则该球的体积为 \_\_\_\_`, null, 'refuses'],
  [String.raw`已知球的表面积为 $16 \pi$，球的一个截面圆的面积为 $3 \pi$，则球心到该截面的距离为 \_\_\_\_`, ['1'], 'mayRefuse'],
  // numbers of told digits without repetition
  [String.raw`用 0，1，2，3，4 组成没有重复数字的四位数，共有 \_\_\_\_ 个`, ['96'], 'solves'],
  [String.raw`用数字 1，2，3，4 组成没有重复数字的四位数，其中奇数共有 \_\_\_\_ 个`, ['12'], 'solves'],
  [choice(`用 $0,1,2,3,4,5$ 组成没有重复数字的三位偶数共有（ ）`, '40 个', '52 个', '60 个', '100 个'), ['B'], 'solves'],
  [String.raw`由 0，1，2，3，4，5 这六个数字可以组成没有重复数字且能被 5 整除的四位数的个数是 \_\_\_\_`, ['108'], 'solves'],
  [String.raw`用 1，2，3，4，5 组成可以有重复数字的三位数，共有 \_\_\_\_ 个`, ['125'], 'mayRefuse'],
  [String.raw`用 1，2，3，4，5 组成没有重复数字的五位数，其中大于 23000 的数共有 \_\_\_\_ 个`, ['90'], 'mayRefuse'],
  [String.raw`用 0，1，2，3 组成没有重复数字的三位数，其中偶数且能被 5 整除的数共有 \_\_\_\_ 个`, null, 'refuses'],
];

// the sum and difference formulas read backwards, then a special angle
export const ANGLE_SUMS: MathsLookalike[] = [
  [String.raw`$\sin 20^{\circ} \cos 10^{\circ}+\cos 20^{\circ} \sin 10^{\circ}=$ \_\_\_\_`, ['1/2'], 'solves'],
  [String.raw`$\sin 50^{\circ} \cos 20^{\circ}-\cos 50^{\circ} \sin 20^{\circ}=$ \_\_\_\_`, ['1/2'], 'solves'],
  [String.raw`$\cos 50^{\circ} \cos 10^{\circ}-\sin 50^{\circ} \sin 10^{\circ}=$ \_\_\_\_`, ['1/2'], 'solves'],
  [String.raw`$\cos 75^{\circ} \cos 15^{\circ}+\sin 75^{\circ} \sin 15^{\circ}=$ \_\_\_\_`, ['1/2'], 'solves'],
  [String.raw`$\frac{\tan 20^{\circ}+\tan 25^{\circ}}{1-\tan 20^{\circ} \tan 25^{\circ}}=$ \_\_\_\_`, ['1'], 'solves'],
  [String.raw`$\sin \frac{\pi}{12} \cos \frac{\pi}{4}+\cos \frac{\pi}{12} \sin \frac{\pi}{4}=$ \_\_\_\_`, ['√3/2'], 'solves'],
  // the joined angle is no special angle, or the pattern is not the formula's
  [String.raw`$\cos 40^{\circ} \cos 20^{\circ}+\sin 40^{\circ} \sin 20^{\circ}=$ \_\_\_\_`, null, 'refuses'],
  [String.raw`$\sin 20^{\circ} \cos 10^{\circ}+\sin 20^{\circ} \cos 10^{\circ}=$ \_\_\_\_`, null, 'refuses'],
  [String.raw`$\sin 20^{\circ} \cos 10^{\circ}+\cos 10^{\circ} \sin 20^{\circ}=$ \_\_\_\_`, null, 'refuses'],
];

// a line with one unknown coefficient against a told circle; the nearest and farthest points of a circle from a line
export const CIRCLE_AND_LINE: MathsLookalike[] = [
  [String.raw`若直线 $y=x+b$ 与圆 $x^{2}+y^{2}=2$ 相切，则 $b=$ \_\_\_\_`, ['2', '-2'], 'solves'],
  [String.raw`直线 $3x+4y+m=0$ 与圆 $(x-1)^{2}+y^{2}=1$ 相切，则 $m$ 的值为 \_\_\_\_`, ['2', '-8'], 'solves'],
  [String.raw`若直线 $y=kx$ 与圆 $(x-2)^{2}+y^{2}=1$ 相切，则 $k=$ \_\_\_\_`, ['√3/3', '-√3/3'], 'solves'],
  [String.raw`圆 $x^{2}+y^{2}-2 x-8 y+13=0$ 的圆心到直线 $a x+y-1=0$ 的距离为 1，则 $a=$ \_\_\_\_`, ['-4/3'], 'solves'],
  [String.raw`直线 $x-y+m=0$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为 $2\sqrt{2}$，则 $m=$ \_\_\_\_`, ['2', '-2'], 'solves'],
  [String.raw`已知直线 $l: x+a y-1=0$ 与圆 $C:(x-2)^{2}+(y-1)^{2}=4$ 相切，则 $a=$ \_\_\_\_`, null, 'refuses'],
  [String.raw`若圆 $x^{2}+y^{2}=4$ 与直线 $x+y+m=0$ 相切，且 $m>0$，则 $m=$ \_\_\_\_`, ['2√2'], 'mayRefuse'],
  [String.raw`若直线 $x+y=a$ 与圆 $x^{2}+y^{2}=2$ 相交，则 $a$ 的取值范围是 \_\_\_\_`, ['(-2,2)'], 'mayRefuse'],
  [String.raw`圆 $(x-1)^{2}+(y+2)^{2}=4$ 上的点到直线 $3 x-4 y+9=0$ 的距离的最大值为 \_\_\_\_`, ['6'], 'solves'],
  [String.raw`圆 $x^{2}+y^{2}=4$ 上的点到直线 $3 x+4 y-25=0$ 的距离的最小值为 \_\_\_\_`, ['3'], 'solves'],
  [String.raw`圆 $x^{2}+y^{2}=1$ 上的点到直线 $x+y-2=0$ 的距离的最大值为 \_\_\_\_`, ['1+√2|√2+1'], 'solves'],
  [String.raw`圆 $x^{2}+y^{2}=4$ 上的点到直线 $x-y+1=0$ 的距离的最小值为 \_\_\_\_`, ['0'], 'solves'],
  [String.raw`已知点 $P$ 是圆 $x^{2}+y^{2}=1$ 上的动点，则点 $P$ 到直线 $3x+4y-10=0$ 的距离的最小值为 \_\_\_\_`, ['1'], 'solves'],
  [String.raw`已知点 $P$ 是圆 $x^{2}+y^{2}=1$ 上的动点，则点 $Q$ 到直线 $3x+4y-10=0$ 的距离的最小值为 \_\_\_\_`, null, 'refuses'],
];

// the complement in ℝ written \mathbf{R}; dice thrown one by each named person; people shared among places
export const SETS_DICE_SHARING: MathsLookalike[] = [
  [String.raw`已知全集 $U=\mathbf{R}$，集合 $A=\{x \mid x>2\}$，则 $\complement_{U} A=$ \_\_\_\_`, ['x≤2'], 'solves'],
  [
    String.raw`设全集 $U=\mathbf{R}$，$A=\{x \mid x^{2}-3x<0\}$，$B=\{x \mid x \geq 1\}$，则 $A \cap \complement_{U} B=$ \_\_\_\_`,
    ['0<x<1'],
    'solves',
  ],
  [String.raw`已知集合 $A=\{x \mid x>1\}$，则 $\complement_{\mathbf{R}} A=$ \_\_\_\_`, ['x≤1'], 'solves'],
  [String.raw`甲、乙两人各掷一枚质地均匀的骰子，则两人所得点数之和大于 10 的概率为 \_\_\_\_`, ['1/12'], 'solves'],
  [String.raw`甲、乙、丙三人各掷一颗质地均匀的骰子，则所得点数之和为 4 的概率为 \_\_\_\_`, ['1/72'], 'solves'],
  [String.raw`甲、乙三人各掷一枚质地均匀的骰子，则两人所得点数之和为 7 的概率为 \_\_\_\_`, null, 'refuses'],
  [
    String.raw`将 5 名志愿者分配到 4 个项目进行培训，每名志愿者只分配到 1 个项目，每个项目至少分配 1 名志愿者，则不同的分配方案共有 \_\_\_\_ 种`,
    ['240'],
    'solves',
  ],
  [String.raw`将 5 名大学生分配到 3 个社区，每个社区至少 1 人，则不同的分配方法有 \_\_\_\_ 种`, ['150'], 'solves'],
  [String.raw`安排 3 名志愿者去 3 个社区服务，每个社区至少安排 1 名，则不同的安排方法共有 \_\_\_\_ 种`, ['6'], 'solves'],
  [String.raw`将 4 名志愿者分配到 3 个社区，每个社区至少分配 2 名志愿者，则不同的分配方法共有 \_\_\_\_ 种`, null, 'refuses'],
  [String.raw`将 4 名志愿者分配到 3 个社区，则不同的分配方法共有 \_\_\_\_ 种`, ['81'], 'mayRefuse'],
];

// local extrema of eˣ or ln x over a domain in pieces; a tangent told parallel or perpendicular to a line
export const DERIVATIVE_READINGS: MathsLookalike[] = [
  [String.raw`函数 $f(x)=\frac{x}{\ln x}$ 的极小值为 \_\_\_\_`, ['e'], 'solves'],
  [String.raw`函数 $f(x)=\frac{e^{x}}{x-1}$ 的极小值为 \_\_\_\_`, ['e^{2}|e2|e^2'], 'solves'],
  [String.raw`函数 $f(x)=\frac{e^{x}}{x^{2}}$ 的极小值为 \_\_\_\_`, [String.raw`\frac{e^{2}}{4}`], 'solves'],
  [String.raw`函数 $f(x)=\frac{e^{x}}{x}$ 的极大值为 \_\_\_\_`, null, 'refuses'],
  [String.raw`函数 $f(x)=\frac{e^{x}}{x}$ 的最小值为 \_\_\_\_`, null, 'refuses'],
  [String.raw`已知函数 $f(x)=a x^{2}+\ln x$ 的图象在 $x=1$ 处的切线与直线 $x+3 y+1=0$ 垂直，则 $a=$ \_\_\_\_`, ['1'], 'solves'],
  [String.raw`若曲线 $y=a x^{3}+x$ 在点 $(1, f(1))$ 处的切线与直线 $y=4x+1$ 平行，则 $a=$ \_\_\_\_`, ['1'], 'solves'],
  [String.raw`已知函数 $f(x)=a \ln x+x$ 在 $x=1$ 处的切线与直线 $x=1$ 平行，则 $a=$ \_\_\_\_`, null, 'refuses'],
];

// 「则 a_n=」「则 S_n=」 ask the general formula; options that state a_n or S_n are then decided one by one
export const GENERAL_TERMS: MathsLookalike[] = [
  [
    String.raw`记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．已知 $S_{4}=0$，$a_{5}=5$，则 $a_{n}=$ \_\_\_\_`,
    ['a_n=2n-5'],
    'solves',
  ],
  [
    String.raw`记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．已知 $S_{4}=0$，$a_{5}=5$，则 $S_{n}=$ \_\_\_\_`,
    ['S_n=n^2-4n'],
    'solves',
  ],
  [String.raw`已知等比数列 $\{a_n\}$ 中，$a_1=1$，$a_4=8$，则 $a_n=$ \_\_\_\_`, ['a_n=2^{n-1}'], 'solves'],
  [
    choice(
      String.raw`已知等比数列 $\{a_n\}$ 中，$a_2=2$，$a_5=16$，则（ ）`,
      '$a_{n}=2^{n}$',
      '$a_{n}=2^{n-1}$',
      '$S_{n}=2^{n}$',
      '$S_{n}=2^{n+1}-1$',
    ),
    ['B'],
    'solves',
  ],
  [
    choice(
      String.raw`已知等差数列 $\{a_n\}$ 中，$a_3=5$，$a_7=13$，则（ ）`,
      '$a_{n}=2 n+1$',
      '$a_{n}=2 n-1$',
      '$S_{n}=n^{2}+1$',
      '$S_{n}=n^{2}-1$',
    ),
    ['B'],
    'solves',
  ],
  // two true options in a single choice, or a sequence the conditions do not fix
  [
    choice(
      String.raw`已知等差数列 $\{a_n\}$ 中，$a_3=5$，$a_7=13$，则（ ）`,
      '$a_{n}=2 n-1$',
      '$S_{n}=n^{2}$',
      '$a_{n}=2 n+1$',
      '$S_{n}=n^{2}+1$',
    ),
    null,
    'refuses',
  ],
  [String.raw`已知等差数列 $\{a_n\}$ 中，$a_3+a_5=10$，则 $a_n=$ \_\_\_\_`, null, 'refuses'],
];

// logarithms of one base in a sum joined by the laws of logarithms; a geometric sequence told by a product of terms
export const LOGS_AND_PRODUCTS: MathsLookalike[] = [
  [String.raw`13. (5分) $\log _{2} 8+\lg 2+\lg 5=$ \_\_\_\_`, ['4'], 'solves'],
  [String.raw`$\lg 2+\lg 5=$ \_\_\_\_`, ['1'], 'solves'],
  [String.raw`$2\lg 5+\lg 4=$ \_\_\_\_`, ['2'], 'solves'],
  [String.raw`$\lg 20-\lg 2=$ \_\_\_\_`, ['1'], 'solves'],
  [String.raw`$\ln 2+\ln 3-\ln 6=$ \_\_\_\_`, ['0'], 'solves'],
  [String.raw`$\lg 25+\lg 4+2^{0}=$ \_\_\_\_`, ['3'], 'solves'],
  [String.raw`$\lg 2+\lg 3=$ \_\_\_\_`, ['lg6'], 'mayRefuse'],
  [String.raw`14. (5分) 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3} a_{7}=16$，且各项均为正数，则 $a_{5}=$ \_\_\_\_`, ['4'], 'solves'],
  [String.raw`在等比数列 $\left\{a_{n}\right\}$ 中，$a_{4} a_{5}=8$，则 $a_{2} a_{7}=$ \_\_\_\_`, ['8'], 'solves'],
  [String.raw`在各项均为正数的等比数列 $\left\{a_{n}\right\}$ 中，$a_{2} a_{8}=9$，则 $a_{5}=$ \_\_\_\_`, ['3'], 'solves'],
  [String.raw`在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2} a_{6}=4$，则 $a_{1} a_{3} a_{5} a_{7}=$ \_\_\_\_`, ['16'], 'solves'],
  // a_5 = ±4 without positivity; a_3·a_4 is not fixed by a_2·a_6
  [String.raw`在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3} a_{7}=16$，则 $a_{5}=$ \_\_\_\_`, null, 'refuses'],
  [String.raw`在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2} a_{6}=4$，则 $a_{3} a_{4}=$ \_\_\_\_`, null, 'refuses'],
];

// the distance from a parabola's focus to its directrix; a stratified sample
export const PARABOLA_P_AND_STRATA: MathsLookalike[] = [
  [String.raw`13. (5分) 抛物线 $y^{2}=4 x$ 的焦点到准线的距离为 \_\_\_\_`, ['2'], 'solves'],
  [String.raw`抛物线 $x^{2}=-6 y$ 的焦点到准线的距离是 \_\_\_\_`, ['3'], 'solves'],
  [String.raw`抛物线 $y=2 x^{2}$ 的焦点到准线的距离为 \_\_\_\_`, ['1/4'], 'solves'],
  [String.raw`椭圆 $\frac{x^{2}}{4}+y^{2}=1$ 的焦点到准线的距离为 \_\_\_\_`, null, 'mayRefuse'],
  [
    String.raw`13. (5分) 某校有高一学生 400 人，高二学生 300 人，高三学生 300 人，用分层抽样的方法从中抽取 50 人，则应从高一学生中抽取 \_\_\_\_ 人．`,
    ['20'],
    'solves',
  ],
  [String.raw`某中学有男生 600 名，女生 400 名，采用分层抽样的方法从中抽取 50 名，则应从女生中抽取 \_\_\_\_ 名`, ['20'], 'solves'],
  [
    String.raw`某校有高一学生 400 人，高二学生 300 人，高三学生 300 人，用分层抽样的方法从中抽取 70 人，则应从高二学生中抽取 \_\_\_\_ 人`,
    ['21'],
    'solves',
  ],
  // 36 of 163 does not share out in whole people; a stratum that is not listed
  [
    String.raw`某单位有老年人 28 人，中年人 54 人，青年人 81 人，为了调查他们的身体状况，用分层抽样的方法从中抽取一个容量为 36 的样本，则应从老年人中抽取 \_\_\_\_ 人`,
    null,
    'mayRefuse',
  ],
  [
    String.raw`某校有高一学生 400 人，高二学生 300 人，高三学生 300 人，用分层抽样的方法从中抽取 50 人，则应从初一学生中抽取 \_\_\_\_ 人`,
    null,
    'refuses',
  ],
];

// a regular pyramid named again without 正; independent events told per person; 「所选 3 人中」; a projection's length
export const WAVE_THREE: MathsLookalike[] = [
  [String.raw`13. (5分) 已知正四棱锥的底面边长为 2，高为 3，则该四棱锥的体积为 \_\_\_\_`, ['4'], 'solves'],
  [String.raw`已知正三棱柱的底面边长为 2，高为 3，则该三棱柱的体积为 \_\_\_\_`, ['3√3'], 'solves'],
  [String.raw`已知正四棱锥的底面边长为 2，高为 3，则该三棱锥的体积为 \_\_\_\_`, null, 'refuses'],
  [
    String.raw`15. (5分) 甲、乙两人独立地破译一份密码，破译的概率分别为 $\frac{1}{2}$，$\frac{1}{3}$，则密码被破译的概率为 \_\_\_\_`,
    ['2/3'],
    'solves',
  ],
  [
    String.raw`甲、乙两人独立地解同一道题，甲解对的概率为 $0.6$，乙解对的概率为 $0.5$，则恰有一人解对的概率为 \_\_\_\_`,
    ['1/2|0.5'],
    'solves',
  ],
  [String.raw`甲、乙两人独立地解同一道题，甲解对的概率为 $0.6$，乙答对的概率为 $0.5$，则恰有一人解对的概率为 \_\_\_\_`, null, 'refuses'],
  [String.raw`14. (5分) 从 4 名男生和 2 名女生中任选 3 人参加演讲比赛，则所选 3 人中至少有 1 名女生的概率为 \_\_\_\_`, ['4/5'], 'solves'],
  [String.raw`从 4 名男生和 2 名女生中任选 3 人参加演讲比赛，则所选 2 人中至少有 1 名女生的概率为 \_\_\_\_`, null, 'refuses'],
  [
    String.raw`13. (5分) 已知向量 $\boldsymbol{a}=(2,1)$，$\boldsymbol{b}=(1,-1)$，则 $\boldsymbol{a}$ 在 $\boldsymbol{b}$ 上的投影数量为 \_\_\_\_`,
    ['√2/2'],
    'solves',
  ],
  [String.raw`已知向量 $\vec{a}=(1,2)$，$\vec{b}=(3,4)$，则 $\vec{a}$ 在 $\vec{b}$ 方向上的投影为 \_\_\_\_`, ['11/5'], 'solves'],
  [
    String.raw`已知 $|\vec{a}|=2$，$|\vec{b}|=3$，$\vec{a}$ 与 $\vec{b}$ 的夹角为 $120^{\circ}$，则 $\vec{a}$ 在 $\vec{b}$ 上的投影为 \_\_\_\_`,
    ['-1'],
    'solves',
  ],
  [
    String.raw`已知向量 $\vec{a}=(1,2)$，$\vec{b}=(3,4)$，则 $\vec{a}$ 在 $\vec{b}$ 上的投影向量为 \_\_\_\_`,
    ['(33/25,44/25)'],
    'mayRefuse',
  ],
];

// 边边角 with two triangles answers the asked angle's two values; an angle's options written in degrees
export const TWO_TRIANGLES: MathsLookalike[] = [
  [String.raw`在 $\triangle A B C$ 中，$a=1$，$b=\sqrt{3}$，$A=30^{\circ}$，则 $C=$ \_\_\_\_`, ['90', '30'], 'solves'],
  [
    choice(
      String.raw`在 $\triangle A B C$ 中，$a=1$，$b=\sqrt{3}$，$A=30^{\circ}$，则 $B=$（ ）`,
      '$60^{\\circ}$',
      '$120^{\\circ}$',
      '$60^{\\circ}$ 或 $120^{\\circ}$',
      '$30^{\\circ}$ 或 $150^{\\circ}$',
    ),
    ['C'],
    'solves',
  ],
  [
    choice(
      String.raw`在 $\triangle A B C$ 中，$a=\sqrt{3}$，$b=1$，$A=60^{\circ}$，则 $B=$（ ）`,
      '$30^{\\circ}$',
      '$60^{\\circ}$',
      '$30^{\\circ}$ 或 $150^{\\circ}$',
      '$150^{\\circ}$',
    ),
    ['A'],
    'solves',
  ],
  [String.raw`在 $\triangle A B C$ 中，$a=\sqrt{2}$，$b=\sqrt{3}$，$A=\frac{\pi}{4}$，则 $B=$ \_\_\_\_`, ['π/3', '2π/3'], 'solves'],
  // the side is not fixed by two triangles
  [String.raw`在 $\triangle A B C$ 中，$a=1$，$b=\sqrt{3}$，$A=30^{\circ}$，则 $c=$ \_\_\_\_`, null, 'refuses'],
];

// the tangent of a sum or difference from two told tangents; ω from the least positive period
export const TANGENTS_AND_PERIODS: MathsLookalike[] = [
  [String.raw`14. (5分) 已知 $\tan (\alpha+\beta)=3$，$\tan \beta=1$，则 $\tan \alpha=$ \_\_\_\_`, ['1/2'], 'solves'],
  [String.raw`已知 $\tan \alpha=2$，$\tan \beta=3$，则 $\tan (\alpha+\beta)=$ \_\_\_\_`, ['-1'], 'solves'],
  [String.raw`已知 $\tan \alpha=\frac{1}{2}$，$\tan (\alpha-\beta)=\frac{1}{3}$，则 $\tan \beta=$ \_\_\_\_`, ['1/7'], 'solves'],
  [
    choice(
      String.raw`已知 $\tan \alpha=2$，$\tan \beta=3$，则 $\tan (\alpha-\beta)=$（ ）`,
      '$-\\frac{1}{7}$',
      '$\\frac{1}{7}$',
      '$-1$',
      '$1$',
    ),
    ['A'],
    'solves',
  ],
  [String.raw`已知 $\tan \alpha=1$，$\tan \beta=1$，则 $\tan (\alpha+\beta)=$ \_\_\_\_`, null, 'refuses'],
  [String.raw`已知函数 $f(x)=2 \sin (\omega x+\varphi)(\omega>0)$ 的最小正周期为 $\pi$，则 $\omega=$ \_\_\_\_`, ['2'], 'solves'],
  [
    String.raw`若函数 $f(x)=\sin \left(\omega x+\frac{\pi}{6}\right)(\omega>0)$ 的最小正周期为 $\pi$，则 $\omega=$ \_\_\_\_`,
    ['2'],
    'solves',
  ],
  [String.raw`已知函数 $f(x)=\tan (\omega x)(\omega>0)$ 的最小正周期为 $\frac{\pi}{2}$，则 $\omega=$ \_\_\_\_`, ['2'], 'solves'],
  // without ω > 0 the period gives ω = ±2
  [String.raw`已知函数 $f(x)=2 \sin (\omega x+\varphi)$ 的最小正周期为 $\pi$，则 $\omega=$ \_\_\_\_`, null, 'refuses'],
];

// the negation of a quantified proposition: the quantifier changes, the range stays, the conclusion is negated
export const NEGATIONS: MathsLookalike[] = [
  [
    choice(
      String.raw`3. (5分) 已知命题 $p: \exists x \in \mathbf{R}, x^{2}-x+1<0$，则 $\neg p$ 为（ ）`,
      String.raw`$\forall x \in \mathbf{R}, x^{2}-x+1 \geq 0$`,
      String.raw`$\exists x \in \mathbf{R}, x^{2}-x+1 \geq 0$`,
      String.raw`$\forall x \in \mathbf{R}, x^{2}-x+1<0$`,
      String.raw`$\exists x \in \mathbf{R}, x^{2}-x+1>0$`,
    ),
    ['A'],
    'solves',
  ],
  [
    choice(
      String.raw`命题“$\forall x>0, x^{2}+x>0$”的否定是（ ）`,
      String.raw`$\forall x>0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x>0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x \leqslant 0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x>0, x^{2}+x<0$`,
    ),
    ['B'],
    'solves',
  ],
  [
    choice(
      String.raw`命题“$\exists x_{0} \in \mathbf{R}, x_{0}^{2}+1 \leqslant 2 x_{0}$”的否定是（ ）`,
      String.raw`$\forall x \in \mathbf{R}, x^{2}+1>2 x$`,
      String.raw`$\forall x \in \mathbf{R}, x^{2}+1 \geqslant 2 x$`,
      String.raw`$\exists x_{0} \in \mathbf{R}, x_{0}^{2}+1>2 x_{0}$`,
      String.raw`$\forall x \in \mathbf{R}, x^{2}+1<2 x$`,
    ),
    ['A'],
    'solves',
  ],
  // two options say the same negation; an option not read as a quantified proposition
  [
    choice(
      String.raw`命题“$\forall x>0, x^{2}+x>0$”的否定是（ ）`,
      String.raw`$\forall x>0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x>0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x>0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x>0, x^{2}+x<0$`,
    ),
    null,
    'refuses',
  ],
  [
    choice(
      String.raw`命题“$\forall x>0, x^{2}+x>0$”的否定是（ ）`,
      String.raw`$\forall x>0, x^{2}+x \leqslant 0$`,
      String.raw`$\exists x>0, x^{2}+x \leqslant 0$`,
      '对任意 $x>0$，都有 $x^{2}+x<0$',
      String.raw`$\exists x>0, x^{2}+x<0$`,
    ),
    ['B'],
    'mayRefuse',
  ],
];

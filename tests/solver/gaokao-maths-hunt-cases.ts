import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Look-alikes near the readings widened by decision 0094, each meaning something else: a tangent through the origin
 * from off it, 「且」 for 「或」, 前三项之积, S_n at its largest, a side asked from a ratio, the largest angle when two tie
 * or a function of it, unit vectors with an angle between other vectors, 偶 for 奇, 「其」 of a second curve, people A、B
 * with options A–D, letters inside formulas, and the asked quantity taken further (「的一半」「之积」「比…小多少」).
 * Every answer worked by hand.
 */
const r = String.raw;
const B = '____';

// biome-ignore format: one problem a line
export const HUNT: MathsLookalike[] = [
  // the origin: 「过原点的切线」 from a point off the curve is not 「在原点处」
  [r`13. 过原点作曲线 $y=x^{2}+1$ 的切线，则切线方程为 ${B}`, ['y=2x', 'y=-2x'], 'mayRefuse'],
  [r`13. 曲线 $y=x^{3}-3 x^{2}$ 过原点的切线方程为 ${B}`, ['y=0', '-9x/4|-\\frac{9x}{4}|-\\frac{9}{4}x'], 'mayRefuse'],
  [r`13. 曲线 $y=x^{3}-3 x^{2}$ 在原点处的切线方程为 ${B}`, ['y=0|y = 0'], 'mayRefuse'],
  [r`13. 曲线 $y=x^{3}+1$ 在原点处的切线方程为 ${B}`, null, 'refuses'],
  [r`13. 曲线 $y=\mathrm{e}^{x}$ 过坐标原点的切线方程为 ${B}`, ['y=ex|y=\\mathrm{e}x|y=\\mathrm{e} x'], 'mayRefuse'],
  // 「且」 is not 「或」; 「或」 of two sets
  [r`1. 已知集合 $A=\{x \mid x<-1$ 且 $x>2\}$，$B=\{-2,0,3\}$，则 $A \cap B$ 中元素的个数为 ${B}`, ['0'], 'mayRefuse'],
  [r`1. 已知集合 $A=\{x \mid x>-1$ 且 $x<2\}$，$B=\{-2,0,1,3\}$，则 $A \cap B$ 的元素个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`1. 已知集合 $A=\{x \mid x<-1$ 或 $x>2\}$，$B=\{x \mid-2<x<3\}$，则 $\complement_{R} A \cap B=$ ${B}`, ['-1', 'x≤2|[-1,2]'], 'mayRefuse'],
  [r`1. 已知集合 $A=\{x \mid x<-1$ 或 $x>2\}$，$B=\{x \mid x>0$ 或 $x<-3\}$，则 $A \cap B=$ ${B}`, ['x<-3', 'x>2'], 'mayRefuse'],
  [r`1. 已知集合 $A=\{x \mid x \leqslant 1$ 或 $x \geqslant 0\}$，$B=\{-1,5\}$，则 $A \cap B$ 的元素个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`1. 已知集合 $M=\{x \mid x<1\}$，$N=\{x \mid x>0\}$，则 $M \cup N$ 的元素个数为 ${B}`, null, 'refuses'],
  // sequences: 之积, 最大值, the index against the value
  [r`14. 设等比数列 $\left\{a_{n}\right\}$ 的前三项之积为 8，公比为 2，则 $a_{1}=$ ${B}`, ['1'], 'mayRefuse'],
  [r`14. 已知等差数列 $\left\{a_{n}\right\}$ 的前三项之和为 12，前三项之积为 48，则 $a_{1}=$ ${B}`, null, 'refuses'],
  [r`14. 已知等差数列 $\left\{a_{n}\right\}$ 的公差为 2，前三项的平方和为 56，则 $a_{1}=$ ${B}`, null, 'refuses'],
  [r`14. 已知等差数列 $\left\{a_{n}\right\}$ 的公差为 2，前三项之和的平方为 144，则 $a_{1}=$ ${B}`, null, 'refuses'],
  [r`14. 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，已知 $a_{1}=13$，$d=-2$，则当 $S_{n}$ 取最大值时，$n=$ ${B}`, ['7'], 'mayRefuse'],
  [r`14. 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，已知 $a_{1}=-9$，$a_{3}+a_{5}=-6$，则当 $S_{n}$ 取最大值时，$n=$ ${B}`, null, 'refuses'],
  [r`14. 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，已知 $a_{1}=-9$，$a_{3}+a_{5}=-6$，则当 $a_{n}$ 取最小值时，$n=$ ${B}`, ['1'], 'mayRefuse'],
  [r`14. 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，已知 $a_{1}=-9$，$a_{3}+a_{5}=-6$，则当 $S_{n}$ 取最小值时，$a_{n}=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`14. 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，已知 $a_{1}=-9$，$a_{3}+a_{5}=-6$，则当 $S_{n}$ 取最小值时，$n$ 等于多少？`, ['5'], 'mayRefuse'],
  [r`5. 在等差数列 $\left\{a_{n}\right\}$ 中，$a_{2}+a_{4}+a_{6}=12$，则其前 7 项和 $S_{8}$ 等于 ${B}`, null, 'refuses'],
  [r`14. 已知等比数列 $\left\{a_{n}\right\}$ 的公比为 2，前三项之和为 14，则前五项之和为 ${B}`, ['62'], 'mayRefuse'],
  [r`14. 已知等比数列 $\left\{a_{n}\right\}$ 的公比为 2，前六项中偶数项之和为 42，则 $a_{1}=$ ${B}`, ['2'], 'mayRefuse'],
  // triangles: a length from a ratio, ties, and what is said of the largest angle
  [r`15. 在 $\triangle A B C$ 中，若 $a: b: c=3: 5: 7$，则 $a=$ ${B}`, null, 'refuses'],
  [r`15. 在 $\triangle A B C$ 中，若 $a: b: c=3: 5: 7$，且 $a=6$，则 $c=$ ${B}`, ['14'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，若 $a: b: c=2: 3: 3$，则最大内角的余弦值为 ${B}`, null, 'refuses'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=3$，$c=2$，则最小内角的余弦值为 ${B}`, ['7/9'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，若 $a: b: c=1: 2: 3$，则最大内角为 ${B}`, null, 'refuses'],
  [r`15. 在 $\triangle A B C$ 中，若 $\cos A: \cos B: \cos C=3: 5: 7$，则最大内角为 ${B}`, null, 'refuses'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最大内角的正弦值为 ${B}`, ['√3/2'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，若 $a: b: c=3: 5: 7$，则最大内角的余弦值为 ${B}`, ['-1/2'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最小内角的余弦值为 ${B}`, ['13/14'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最大内角的一半为 ${B}`, ['π/3|60°'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最大内角与最小内角之和为 ${B}`, null, 'refuses'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最大角的对边长为 ${B}`, ['7'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最大内角是最小内角的几倍？`, null, 'refuses'],
  [c(r`15. 在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则最大内角的正弦值为（ ）`, r`$\frac{\sqrt{3}}{2}$`, r`$\frac{1}{2}$`, r`$\frac{2\pi}{3}$`, r`$\frac{\sqrt{2}}{2}$`), ['A'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=4$，$c=5$，则面积的两倍为 ${B}`, ['12'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中，$a=3$，$b=4$，$c=5$，则三角形的面积是多少？`, ['6'], 'mayRefuse'],
  // vectors: the angle between other vectors, not unit vectors
  [r`13. 已知 $\vec{a}, \vec{b}$ 是单位向量，$\vec{a}+\vec{b}$ 与 $\vec{a}$ 的夹角为 $60^{\circ}$，则 $|\vec{a}-\vec{b}|=$ ${B}`, null, 'refuses'],
  [r`13. 已知 $\vec{e}_{1}, \vec{e}_{2}$ 是单位向量，$\vec{a}=\vec{e}_{1}+\vec{e}_{2}$ 与 $\vec{b}=\vec{e}_{1}-\vec{e}_{2}$ 的夹角为 $60^{\circ}$，则 $|\vec{e}_{1}+\vec{e}_{2}|=$ ${B}`, null, 'refuses'],
  [r`13. 已知 $\vec{e}_{1}, \vec{e}_{2}$ 是夹角为 $60^{\circ}$ 的两个向量，$|\vec{e}_{1}|=2$，$|\vec{e}_{2}|=1$，则 $\left|\vec{e}_{1}+\vec{e}_{2}\right|=$ ${B}`, ['√7'], 'mayRefuse'],
  [r`13. 已知 $\vec{e}_{1}, \vec{e}_{2}$ 是夹角为 $60^{\circ}$ 的两个向量，则 $\left|2 \vec{e}_{1}+\vec{e}_{2}\right|=$ ${B}`, null, 'refuses'],
  [r`13. 已知 $\vec{a}, \vec{b}$ 与 $\vec{c}$ 是夹角为 $60^{\circ}$ 的两个单位向量，则 $\left|\vec{a}+\vec{b}\right|=$ ${B}`, null, 'refuses'],
  [r`13. 已知 $\vec{a}_{1}, \vec{a}$ 是夹角为 $60^{\circ}$ 的两个单位向量，则 $\left|2 \vec{a}_{1}+\vec{a}\right|=$ ${B}`, ['√7'], 'mayRefuse'],
  [r`13. 已知向量 $\vec{a}=(3,4)$，$\vec{b}=(4,3)$，则 $\vec{a} \cdot \vec{b}$ 的一半为 ${B}`, ['12'], 'mayRefuse'],
  [r`13. 已知 $\vec{a}, \vec{b}$ 满足 $|\vec{a}|=2$，$|\vec{b}|=3$，$\vec{a} \cdot \vec{b}=2$，则 $|\vec{a}+\vec{b}|$ 的平方为 ${B}`, ['17'], 'mayRefuse'],
  // parity: 偶 for 奇, impossible parities, the premise on another function
  [c(r`5. 设函数 $f(x)=x^{3}+(a-1) x^{2}+a x$ 为偶函数，则曲线 $y=f(x)$ 在原点处的切线方程为（ ）`, '$y=x$', '$y=-x$', '$y=2 x$', '$y=0$'), null, 'refuses'],
  [c(r`5. 设函数 $f(x)=x^{2}+(a-1) x+a$ 为偶函数，则曲线 $y=f(x)$ 在点 $(1,f(1))$ 处的切线方程为（ ）`, '$y=2 x$', '$y=2 x-1$', '$y=x+1$', '$y=2 x+1$'), ['A'], 'mayRefuse'],
  [r`5. 设函数 $f(x)=x^{3}+(a+1) x^{2}+a x$ 为奇函数，则 $f(2)=$ ${B}`, ['6'], 'mayRefuse'],
  [r`5. 设函数 $f(x)=(x+a)(x-2)$ 为偶函数，则 $f(3)=$ ${B}`, ['5'], 'mayRefuse'],
  [r`5. 若函数 $f(x)=(x+a)(x-2)$ 为奇函数，则 $f(3)=$ ${B}`, null, 'refuses'],
  [r`5. 设函数 $f(x)=x^{3}+a x^{2}$ 为偶函数，则 $f(1)=$ ${B}`, null, 'refuses'],
  [r`5. 设函数 $f(x)=x^{3}+(a+1) x^{2}+a x$，$g(x)$ 为奇函数，则 $f(1)=$ ${B}`, null, 'refuses'],
  [r`5. 设函数 $f(x)=x^{3}+(a+1) x^{2}+a x$ 不为奇函数，则 $f(1)=$ ${B}`, null, 'refuses'],
  [r`5. 设函数 $f(x)=x^{3}+(a+1) x^{2}+a x$ 为奇函数，则 $f(x)$ 的极大值为 ${B}`, ['2√3/9'], 'mayRefuse'],
  // people A、B with options A–D
  [c(r`5. 从 A、B 等 5 名学生中随机选 2 名，则 A、B 都被选中的概率为（ ）`, r`$\frac{1}{10}$`, r`$\frac{1}{5}$`, r`$\frac{2}{5}$`, r`$\frac{3}{10}$`), ['A'], 'mayRefuse'],
  [c(r`5. 从 A、B、C、D 等 5 名学生中随机选 2 名，则 A、B 都被选中的概率为（ ）`, r`$\frac{1}{5}$`, r`$\frac{1}{10}$`, r`$\frac{2}{5}$`, r`$\frac{3}{10}$`), ['B'], 'mayRefuse'],
  [r`13. 从 A、B 等 5 名学生中随机选 2 名，则 A、C 都被选中的概率为 ${B}`, null, 'refuses'],
  [r`13. 从 A、B 等 5 名学生中随机选 3 名，则 A、B 至少有一人被选中的概率为 ${B}`, ['9/10|0.9'], 'mayRefuse'],
  [r`13. 从 A、B、C 等 5 名学生中随机选 3 名，则 A、B、C 恰有一人被选中的概率为 ${B}`, ['3/10|0.3'], 'mayRefuse'],
  [r`13. 从 A、B 两名男生和 C、D 两名女生中随机选 2 名，则 A、B 都被选中的概率为 ${B}`, ['1/6'], 'mayRefuse'],
  // letters inside formulas
  [c(r`6. 在 $\triangle A B C$ 中，若 $A: B: C=1: 2: 3$，则 $a: b: c=$（ ）`, '$1:2:3$', r`$1:\sqrt{3}:2$`, r`$1:\sqrt{2}:\sqrt{3}$`, '$3:2:1$'), ['B'], 'mayRefuse'],
  [c(r`6. 圆 $C: x^{2}+y^{2}-2 x=0$ 的半径为（ ）`, '1', '2', '3', '4'), ['A'], 'mayRefuse'],
  [c(r`6. 已知点 $A(1,2)$，$B(3,4)$，则线段 $A B$ 的中点坐标为（ ）`, '$(2,3)$', '$(4,6)$', '$(1,1)$', '$(2,2)$'), ['A'], 'mayRefuse'],
  ["6. 已知 $f(x)=x^{2}$，则 $f(3)=$（ ）\n$A. 6 \\quad B. 9$\n$C. 3 \\quad D. 1$", ['B'], 'mayRefuse'],
  // 「其」 of a second curve
  [r`14. 已知椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{9}=1$ 与双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{5}=1$，则其离心率为 ${B}`, null, 'refuses'],
  [r`14. 已知椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{9}=1$，以其焦点为顶点、顶点为焦点的双曲线的离心率为 ${B}`, ['5/4'], 'mayRefuse'],
  [r`14. 已知抛物线 $y^{2}=4 x$，则该抛物线关于 $y$ 轴对称的抛物线的准线方程为 ${B}`, ['x=1'], 'mayRefuse'],
  [r`14. 已知圆 $x^{2}+y^{2}=4$ 与椭圆 $\frac{x^{2}}{9}+y^{2}=1$，则其焦距为 ${B}`, ['4√2'], 'mayRefuse'],
  [c(r`4. 抛物线 $y^{2}=4 x$ 的准线与 $x$ 轴交点的横坐标为（ ）`, '$-2$', '$-1$', '$1$', '$2$'), ['B'], 'mayRefuse'],
  // the ask in words, and the asked quantity taken further
  [r`已知双曲线 $\frac{x^{2}}{9}-\frac{y^{2}}{16}=1$，则其离心率的倒数是多少？`, ['3/5'], 'mayRefuse'],
  [r`已知 $\cos \alpha=\frac{3}{5}$，则 $\cos 2 \alpha$ 比 $\cos \alpha$ 小多少？`, ['22/25'], 'mayRefuse'],
  [r`已知 $\cos \alpha=\frac{3}{5}$，则 $\cos 2 \alpha$ 的两倍为 ${B}`, ['-14/25'], 'mayRefuse'],
  [r`已知 $\cos \alpha=\frac{3}{5}$，则 $\cos 2 \alpha$ 的倒数是多少？`, ['-25/7'], 'mayRefuse'],
  [r`已知 $\cos \alpha=\frac{3}{5}$，$\alpha$ 为锐角，则 $\sin \alpha$ 与 $\cos 2 \alpha$ 之积为 ${B}`, ['-28/125'], 'mayRefuse'],
  [r`已知 $\cos \alpha=\frac{3}{5}$，$\alpha$ 为锐角，则 $\sin \alpha$，$\tan \alpha$ 的值分别为 ${B}`, ['4/5', '4/3'], 'mayRefuse'],
  [r`函数 $y=2 \sin \left(2 x+\frac{\pi}{6}\right)$ 的最小正周期的一半是多少？`, ['π/2'], 'mayRefuse'],
  [r`函数 $y=2 \sin \left(2 x+\frac{\pi}{6}\right)$ 的最大值与最小值之差为 ${B}`, ['4'], 'mayRefuse'],
  [r`复数 $\frac{3+i}{1-i}$ 的模的平方为 ${B}`, ['5'], 'mayRefuse'],
  [r`$(1+x)^{4}$ 展开式中 $x^{2}$ 的系数与 $x$ 的系数之差是多少？`, ['2'], 'mayRefuse'],
  [r`在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则 $\cos C$ 的倒数为 ${B}`, ['-2'], 'mayRefuse'],
  [r`在 $\triangle A B C$ 中，$a=3$，$b=5$，$c=7$，则角 $C$ 的一半为 ${B}`, ['π/3|60°'], 'mayRefuse'],
  [r`在 $\triangle A B C$ 中，若 $\sin A: \sin B: \sin C=3: 5: 7$，则 $\sin C$ 的两倍为 ${B}`, ['√3'], 'mayRefuse'],
  [r`已知集合 $M=\{2,4,6,8,10\}$，$N=\{x \mid 5 \leqslant x \leqslant 9\}$，则 $M \cap N$ 的元素个数的两倍是 ${B}`, ['4'], 'mayRefuse'],
  [r`已知集合 $M=\{2,4,6,8,10\}$，$N=\{x \mid 5 \leqslant x \leqslant 9\}$，则 $M \cap N$ 的元素之和为 ${B}`, ['14'], 'mayRefuse'],
  [r`已知 $\tan \alpha=2$，则 $\sin 2 \alpha$ 的相反数为 ${B}`, ['-4/5'], 'mayRefuse'],
];

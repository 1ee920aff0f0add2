/**
 * Siblings of the gaokao maths kinds the solver answers (decision 0079): for each kind, the same relationship as
 * another year's paper would ask it — other numbers and letters, other wording and order, 选择 instead of 填空 (or
 * back), the related quantity (the other unknown, the minimum for the maximum), and the OCR of a photographed paper
 * (question number and score, \left( \right), \dfrac, full-width punctuation, 「（ ）」, 「\_\_\_\_」). Every answer
 * worked by hand. Each must be answered right or refused, never answered otherwise.
 */
import { type MathsLookalike, choice as c } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;

// biome-ignore format: one problem a line
export const SETS: MathsLookalike[] = [
  [c(r`2．（5 分）已知集合 $A=\{-1,0,1,2,3\}$，$B=\left\{x \mid x^{2}-2 x-3<0\right\}$，则 $A \cap B=$（　　）`, r`$\{-1,0,1\}$`, r`$\{0,1,2\}$`, r`$\{0,1,2,3\}$`, r`$\{1,2\}$`), ['B'], 'mayRefuse'],
  [r`1. (5分) 设集合 $M=\{1,2,3,4\}$, $N=\left\{x \mid x^{2}-5 x+6 \leqslant 0\right\}$, 则 $M \cap N$ 中元素的个数为 ${B}`, ['2'], 'mayRefuse'],
  [c(r`1．已知集合 $A=\{-2,-1,0,1,2,3\}$，$B=\{x \mid(x+1)(x-2) \leqslant 0\}$，则 $A \cap B$ 中元素的个数为（ ）`, '2', '3', '4', '5'), ['C'], 'mayRefuse'],
  [c(r`1. (5 分) 已知集合 $A=\{x \mid-2<x<1\}$, $B=\{x \mid 0 \leqslant x<4\}$, 则 $A \cap B=(\quad)$`, r`$\{x \mid 0 \leqslant x<1\}$`, r`$\{x \mid-2<x<4\}$`, r`$\{x \mid 0<x<1\}$`, r`$\{x \mid-2<x<0\}$`), ['A'], 'mayRefuse'],
  [c(r`1．设集合 $P=\{x \mid-3<x \leqslant 2\}$，$Q=\{x \mid 1<x<5\}$，则 $P \cup Q=$（ ）`, '$(-3,5)$', '$(1,2]$', '$(-3,1)$', '$[2,5)$'), ['A'], 'mayRefuse'],
  [c(r`2. 已知集合 $A=\{2,4,6,8\}, B=\{1,2,3,4\}$, 则 $A \cap B=(\quad)$`, r`$\{2\}$`, r`$\{4\}$`, r`$\{2,4\}$`, r`$\{1,2,3,4,6,8\}$`), ['C'], 'mayRefuse'],
  [c(r`1．已知集合 $M=\{-1,0,1,3\}$，$N=\{0,1,2\}$，则 $M \cup N=$（ ）`, r`$\{0,1\}$`, r`$\{-1,0,1,2,3\}$`, r`$\{-1,0,1,2\}$`, r`$\{-1,2,3\}$`), ['B'], 'mayRefuse'],
  [r`1. 已知集合 $A=\{2,3,5,7,11,13\}, B=\{x \mid 4<x<12\}$, 则 $A \cap B$ 中元素的个数为 ${B}`, ['3'], 'mayRefuse'],
  [c(r`2. (5 分) 已知集合 $A=\left\{x \mid x^{2}-3 x-4>0\right\}$, 则 $\complement_{R} A=(\quad)$`, r`$\{x \mid-1<x<4\}$`, r`$\{x \mid-1 \leqslant x \leqslant 4\}$`, r`$\{x \mid x<-1\} \cup\{x \mid x>4\}$`, r`$\{x \mid x \leqslant-4\}$`), ['B'], 'mayRefuse'],
  [c(r`1．（5 分）已知集合 $A=\left\{x \mid x^{2}-3 x>0\right\}$，$B=\{x \mid-\sqrt{10}<x<\sqrt{10}\}$，则（　）`, r`$A \cap B=\emptyset$`, r`$A \cup B=R$`, r`$B \subseteq A$`, r`$A \subseteq B$`), ['B'], 'mayRefuse'],
  [c(r`1. (5 分) 已知集合 $A=\{1,2,3,4,5,6\}, B=\{(x, y) \mid x \in A, y \in A, x-y \in A\}$, 则 $B$ 中所含元素的个数为（ ）`, '6', '10', '15', '21'), ['C'], 'mayRefuse'],
  [r`1. 已知集合 $A=\{1,2,3,4,5\}$, $B=\{(x, y) \mid x \in A, y \in A, x+y \in A\}$, 则 $B$ 中元素的个数为 ${B}`, ['10'], 'mayRefuse'],
  [c(r`2. (5 分) 已知集合 $A=\left\{(x, y) \mid x^{2}+y^{2}=1\right\}, B=\{(x, y) \mid x+y=1\}$, 则 $A \cap B$ 中元素的个数为 $(\quad)$`, '3', '2', '1', '0'), ['B'], 'mayRefuse'],
  [c(r`2. 已知集合 $A=\left\{(x, y) \mid x^{2}+y^{2} \leqslant 4, x \in Z, y \in Z\right\}$, 则 $A$ 中元素的个数为（ ）`, '9', '12', '13', '16'), ['C'], 'mayRefuse'],
  [r`2. 已知集合 $A=\left\{(x, y) \mid x^{2}+y^{2} \leqslant 1, x \in \mathbf{Z}, y \in \mathbf{Z}\right\}$，则 $A$ 中元素的个数为 ${B}`, ['5'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const COMPLEX: MathsLookalike[] = [
  [c(r`2. (5 分) 设复数 $z_{1}, z_{2}$ 在复平面内的对应点关于虚轴对称, $z_{1}=2-3 i$, 则 $z_{1} z_{2}=(\quad)$`, '-13', '13', '$-4+6 i$', '$-5$'), ['A'], 'mayRefuse'],
  [r`2．设复数 $z_{1}, z_{2}$ 在复平面内对应的点关于实轴对称，$z_{1}=3-i$，则 $z_{1} z_{2}=$ ${B}`, ['10'], 'mayRefuse'],
  [c(r`2. (5 分) 若 $a$ 为实数, 且 $\frac{a+3 i}{2-i}=1+2 i$, 则 $a=(\quad)$`, '2', '3', '4', '5'), ['C'], 'mayRefuse'],
  [c(r`2. （5 分）设 $(2-i)(a+i)$ 的实部与虚部相等, 其中 $a$ 为实数, 则 $a=(\quad)$`, r`$\frac{1}{3}$`, r`$-\frac{1}{3}$`, '1', '3'), ['A'], 'mayRefuse'],
  [r`2. 若复数 $(1+a i)(2+i)$ 的实部与虚部互为相反数，则实数 $a=$ ${B}`, ['-3'], 'mayRefuse'],
  [c(r`2. (5 分) 若复数 $z$ 满足 $(1+2 i) z=|3+4 i|$, 则 $z$ 的虚部为（ ）`, '-2', r`$-2 i$`, '2', '1'), ['A'], 'mayRefuse'],
  [r`2. 若复数 $z$ 满足 $(1+2 i) z=|3+4 i|$，则 $z$ 的实部为 ${B}`, ['1'], 'mayRefuse'],
  [c(r`1. （5 分）设 $z=\frac{2}{1+i}+2 i$, 则 $|z|=(\quad)$`, '0', '1', r`$\sqrt{2}$`, '2'), ['C'], 'mayRefuse'],
  [c(r`1. (5 分) $\dfrac{3+i}{1+i}=(\quad)$`, '$2-i$', '$2+i$', '$1+2 i$', '$1-2 i$'), ['A'], 'mayRefuse'],
  [c(r`1. $(5$ 分 $) i(3-2 i)=(\quad)$`, '$2+3 i$', '$2-3 i$', '$-2+3 i$', '$3+2 i$'), ['A'], 'mayRefuse'],
  [r`15. 设复数 $z_{1}, z_{2}$ 满足 $\left|z_{1}\right|=\left|z_{2}\right|=\sqrt{2}, z_{1}+z_{2}=1+\mathrm{i}$, 则 $\left|z_{1}-z_{2}\right|=$ ${B}`, ['√6'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const SEQUENCES: MathsLookalike[] = [
  [c(r`4. (5 分) 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和. 若 $a_{2}+a_{6}=16, S_{5}=30$, 则 $\left\{a_{n}\right\}$ 的公差为 $(\quad)$`, '1', '2', '3', '4'), ['B'], 'mayRefuse'],
  [r`4．记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和，已知 $S_{5}=30$，$a_{2}+a_{6}=16$，则 $a_{10}=$ ${B}`, ['20'], 'mayRefuse'],
  [c(r`5. (5 分) 已知 $S_{n}$ 是等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和, 若 $a_{2}+a_{4}+a_{6}=12$, 则 $S_{7}=(\quad)$`, '21', '24', '28', '32'), ['C'], 'mayRefuse'],
  [c(r`8. 已知各项均为正数的等比数列 $\left\{a_{n}\right\}$ 的前 3 项和为 14, 且 $a_{5}-a_{2}=28$, 则 $a_{6}=(\quad)$`, '16', '32', '64', '128'), ['C'], 'mayRefuse'],
  [r`6．已知各项均为正数的等比数列 $\left\{a_{n}\right\}$ 的前 3 项和为 7，且 $a_{4}=a_{3}+2 a_{2}$，则 $a_{5}=$ ${B}`, ['16'], 'mayRefuse'],
  [c(r`3. (5 分) 等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$, 已知 $S_{3}=a_{2}+5 a_{1}, a_{5}=32$, 则 $a_{1}=(\quad)$`, '1', '2', '-2', r`$\frac{1}{2}$`), ['B'], 'mayRefuse'],
  [c(r`7. (5 分) 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$, 若 $S_{m-1}=-4, S_{m}=0, S_{m+1}=5$, 则 $m=$`, '7', '8', '9', '10'), ['C'], 'mayRefuse'],
  [c(r`9. (5 分) 等差数列 $\left\{a_{n}\right\}$ 的首项为 2, 公差不为 0 . 若 $a_{2}, a_{3}, a_{6}$ 成等比数列, 则 $\left\{a_{n}\right\}$ 前 6 项的和为 $(\quad)$`, '-48', '-24', '24', '48'), ['A'], 'mayRefuse'],
  [r`9．已知等差数列 $\left\{a_{n}\right\}$ 的首项 $a_{1}=1$，公差 $d \neq 0$，且 $a_{1}, a_{3}, a_{9}$ 成等比数列，则 $a_{10}=$ ${B}`, ['10'], 'mayRefuse'],
  [c(r`4. (5 分) 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和. 若 $3 S_{3}=S_{2}+S_{4}, a_{1}=4$, 则 $a_{3}=(\quad)$`, '-8', '-4', '8', '16'), ['A'], 'mayRefuse'],
  [r`14. (5 分) 记 $S_{n}$ 为数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和. 若 $S_{n}=2 a_{n}-1$, 则 $S_{5}=$ ${B}`, ['31'], 'mayRefuse'],
  [r`14．已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}$ 满足 $S_{n}=3 a_{n}-2$，则 $a_{4}=$ ${B}`, ['27/8'], 'mayRefuse'],
  [r`14. (5 分) 等比数列 $\left\{a_{n}\right\}$ 的公比 $q \neq 1$, 前 $n$ 项和为 $S_{n}$, 若 $S_{6}=9 S_{3}$, 则 $q=$ ${B}`, ['2'], 'mayRefuse'],
  [r`13. (5 分) 在数列 $\left\{a_{n}\right\}$ 中, $a_{1}=3, a_{n+1}=3 a_{n}, S_{n}$ 为 $\left\{a_{n}\right\}$ 的前 $n$ 项和, 若 $S_{n}=120$, 则 $n=$ ${B}`, ['4'], 'mayRefuse'],
  [r`14. 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和, 若 $a_{2}=3, a_{6}=11$, 则 $S_{8}=$ ${B}`, ['64'], 'mayRefuse'],
  [c(r`4．记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和．若 $a_{1}=2$，$a_{3}+a_{5}=16$，则 $S_{8}=$（ ）`, '64', '72', '80', '88'), ['B'], 'mayRefuse'],
  [r`13. 记 $S_{n}$ 为等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和. 若 $2 S_{4}=4 S_{2}+8$, 则公差 $d=$ ${B}`, ['1'], 'mayRefuse'],
  [r`16. 已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{1}=-7$，公差 $d=2$，则其前 $n$ 项和 $S_{n}$ 的最小值为 ${B}`, ['-16'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const TRIGONOMETRY: MathsLookalike[] = [
  [c(r`2. 若 $\alpha$ 为第二象限角, 则（ ）`, r`$\sin 2 \alpha>0$`, r`$\sin 2 \alpha<0$`, r`$\cos \alpha>0$`, r`$\tan \alpha>0$`), ['B'], 'mayRefuse'],
  [c(r`2．若 $\theta$ 是第三象限角，则下列结论正确的是（ ）`, r`$\sin 2 \theta<0$`, r`$\cos \theta>0$`, r`$\sin 2 \theta>0$`, r`$\tan \theta<0$`), ['C'], 'mayRefuse'],
  [c(r`11. 已知 $\alpha \in\left(0, \frac{\pi}{2}\right), 2 \sin 2 \alpha=\cos 2 \alpha+1$, 则 $\cos \alpha=$`, r`$\frac{1}{5}$`, r`$\frac{\sqrt{5}}{5}$`, r`$\frac{\sqrt{3}}{3}$`, r`$\frac{2 \sqrt{5}}{5}$`), ['D'], 'mayRefuse'],
  [r`11．已知 $\alpha \in\left(0, \frac{\pi}{2}\right)$，$3 \sin 2 \alpha=1-\cos 2 \alpha$，则 $\tan \alpha=$ ${B}`, ['3'], 'mayRefuse'],
  [c(r`4. (5 分) 若 $\cos \alpha=\frac{1}{3}$, 则 $\cos 2 \alpha=(\quad)$`, r`$\frac{8}{9}$`, r`$\frac{7}{9}$`, r`$-\frac{7}{9}$`, r`$-\frac{8}{9}$`), ['C'], 'mayRefuse'],
  [r`4. 已知 $\sin \alpha=\frac{2}{3}$, 则 $\cos 2 \alpha=$ ${B}`, ['1/9'], 'mayRefuse'],
  [c(r`7. $\tan 105^{\circ}=$（ ）`, r`$-2-\sqrt{3}$`, r`$-2+\sqrt{3}$`, r`$2-\sqrt{3}$`, r`$2+\sqrt{3}$`), ['A'], 'mayRefuse'],
  [r`7. $\tan 165^{\circ}=$ ${B}`, ['√3-2|-2+√3'], 'mayRefuse'],
  [r`15. (5 分) 已知 $\tan \left(\alpha+\frac{\pi}{4}\right)=2$, 则 $\tan \alpha=$ ${B}`, ['1/3'], 'mayRefuse'],
  [c(r`5．已知 $\tan \left(\alpha-\frac{\pi}{4}\right)=3$，则 $\tan \alpha=$（ ）`, '2', '-2', r`$\frac{1}{2}$`, r`$-\frac{1}{2}$`), ['B'], 'mayRefuse'],
  [c(r`6. (5 分) 函数 $f(x)=3 \sin \left(x+\frac{\pi}{3}\right)+\cos \left(x-\frac{\pi}{6}\right)$ 的最大值为 $($ )`, '4', '3', '2', r`$\sqrt{10}$`), ['A'], 'mayRefuse'],
  [r`6. 函数 $f(x)=\sin \left(x+\frac{\pi}{6}\right)+\cos \left(x-\frac{\pi}{3}\right)$ 的最小值为 ${B}`, ['-2'], 'mayRefuse'],
  [c(r`6. (5 分) 函数 $f(x)=\dfrac{1-\tan ^{2} x}{1+\tan ^{2} x}$ 的最小正周期为 $(\quad)$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{2}$`, r`$\pi$`, r`$2 \pi$`), ['C'], 'mayRefuse'],
  [c(r`10. （5 分) 若 $f(x)=\sin x+\cos x$ 在 $[-a, a]$ 是增函数, 则 $a$ 的最大值是 $(\quad)$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{2}$`, r`$\frac{3 \pi}{4}$`, r`$\pi$`), ['A'], 'mayRefuse'],
  [r`10．若函数 $f(x)=\sin x-\cos x$ 在区间 $[-a, a]$ 上单调递增，则正数 $a$ 的最大值为 ${B}`, ['π/4'], 'mayRefuse'],
  [r`14. (5 分) 函数 $y=\sqrt{3} \sin x-\cos x$ 的图象可由函数 $y=2 \sin x$ 的图象至少向右平移 ${B} 个单位长度得到.`, ['π/6'], 'mayRefuse'],
  [r`14. 函数 $y=\sin x+\sqrt{3} \cos x$ 的图象可由函数 $y=2 \sin x$ 的图象至少向左平移 ${B} 个单位长度得到`, ['π/3'], 'mayRefuse'],
  [r`14. (5 分) 函数 $y=\sin x+\sqrt{3} \cos x$ 的图象可由函数 $y=\sin x-\sqrt{3} \cos x$ 的图象至少向左平移 ${B} 个单位长度得到.`, ['2π/3'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const TRIANGLES: MathsLookalike[] = [
  [r`15. (5 分) $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, 已知 $B=60^{\circ}, b=3$, $c=\sqrt{6}$, 则 $A=$ ${B}`, ['75°|75'], 'mayRefuse'],
  [r`15．在 $\triangle A B C$ 中，角 $A, B, C$ 所对的边分别为 $a, b, c$，若 $A=120^{\circ}$，$a=\sqrt{3}$，$b=1$，则 $C=$ ${B}`, ['30°|30|π/6'], 'mayRefuse'],
  [c(r`4. (5 分) $\triangle A B C$ 的内角 $A 、 B 、 C$ 的对边分别为 $a 、 b 、 c$. 已知 $b=3, c=2, A=60^{\circ}$, 则 $a=(\quad)$`, r`$\sqrt{5}$`, r`$\sqrt{7}$`, '3', r`$\sqrt{19}$`), ['B'], 'mayRefuse'],
  [r`4. 在 $\triangle A B C$ 中, 内角 $A, B, C$ 的对边分别为 $a, b, c$, 已知 $a=3, c=2, \cos B=\frac{1}{4}$, 则 $b=$ ${B}`, ['√10'], 'mayRefuse'],
  [c(r`4．$\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$．已知 $a=\sqrt{13}, c=3, A=60^{\circ}$，则 $b=$（ ）`, '1', '2', '3', '4'), ['D'], 'mayRefuse'],
  [c(r`6. (5 分) 在 $\triangle A B C$ 中, $\cos \frac{C}{2}=\frac{2 \sqrt{5}}{5}, B C=5, A C=2$, 则 $A B=（ ）$`, r`$\sqrt{17}$`, r`$\sqrt{29}$`, r`$\sqrt{41}$`, '5'), ['A'], 'mayRefuse'],
  [r`15. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 若 $b=2 \sqrt{3}, a=2 c, B=\frac{\pi}{3}$, 则 $\triangle A B C$ 的面积为 ${B}`, ['2√3'], 'mayRefuse'],
  [r`15．在 $\triangle A B C$ 中，$a, b, c$ 分别是角 $A, B, C$ 的对边，若 $b=7$，$a=3$，$B=\frac{2 \pi}{3}$，则 $\triangle A B C$ 的面积为 ${B}`, ['15√3/4'], 'mayRefuse'],
  [r`15. 记 $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, 面积为 $2 \sqrt{3}, B=60^{\circ}$, $a^{2}+c^{2}=2 a c$, 则 $b=$ ${B}`, ['2√2'], 'mayRefuse'],
  [r`15. 记 $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, 面积为 $\sqrt{3}, B=120^{\circ}$, $a^{2}+c^{2}=10$, 则 $b=$ ${B}`, ['√14'], 'mayRefuse'],
  [c(r`9. (5 分) $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 若 $\triangle A B C$ 的面积为 $\frac{\sqrt{3}\left(a^{2}+b^{2}-c^{2}\right)}{4}$, 则 $C=(\quad)$`, r`$\frac{\pi}{2}$`, r`$\frac{\pi}{3}$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{6}$`), ['B'], 'mayRefuse'],
  [c(r`9．在 $\triangle A B C$ 中，内角 $A, B, C$ 的对边分别为 $a, b, c$，若 $\triangle A B C$ 的面积为 $\frac{b^{2}+c^{2}-a^{2}}{4}$，则 $A=$（ ）`, r`$\frac{\pi}{2}$`, r`$\frac{\pi}{3}$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{6}$`), ['C'], 'mayRefuse'],
  [r`15. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$. 已知 $b \sin A=\sqrt{3} a \cos B$, 则 $B=$ ${B}`, ['π/3|60°'], 'mayRefuse'],
  [r`15．在 $\triangle A B C$ 中，内角 $A, B, C$ 的对边分别为 $a, b, c$，已知 $a \sin B-\sqrt{3} b \cos A=0$，则 $A=$ ${B}`, ['π/3|60°'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const FUNCTIONS: MathsLookalike[] = [
  [c(r`11. （5 分) 已知函数 $f(x)=a x^{3}-3 x^{2}+1$, 若 $f(x)$ 存在唯一的零点 $x_{0}$, 且 $x_{0}<0$, 则实数 a 的取值范围是（ ）`, r`$(1,+\infty)$`, r`$(2,+\infty)$`, r`$(-\infty,-1)$`, r`$(-\infty,-2)$`), ['B'], 'mayRefuse'],
  [c(r`11. (5 分) 若 $x=-3$ 是函数 $f(x)=\left(x^{2}+a x+1\right) e^{x}$ 的极值点, 则 $f(x)$ 的极大值为 $(\quad)$`, r`$4 \mathrm{e}^{-3}$`, '0', r`$-\mathrm{e}^{-1}$`, r`$2 \mathrm{e}^{-3}$`), ['A'], 'mayRefuse'],
  [c(r`11．已知 $x=-3$ 是函数 $f(x)=\left(x^{2}+a x+1\right) \mathrm{e}^{x}$ 的一个极值点，则 $f(x)$ 的极小值为（ ）`, r`$4 \mathrm{e}^{-3}$`, '0', r`$-\mathrm{e}^{-1}$`, '1'), ['B'], 'mayRefuse'],
  [c(r`10. (5 分) 已知函数 $f(x)=\left\{\begin{array}{l}2^{x}-1, x \leqslant 0 \\ \log _{3} x, x>0\end{array}\right.$, 且 $f(a)=2$, 则 $f(a-10)=(\quad)$`, r`$-\frac{1}{2}$`, r`$\frac{1}{2}$`, '-1', '1'), ['A'], 'mayRefuse'],
  [c(r`6. 设 $f(x)$ 为奇函数, 且当 $x>0$ 时, $f(x)=x^{2}+2 x$, 则当 $x<0$ 时, $f(x)=$`, r`$x^{2}-2 x$`, r`$-x^{2}+2 x$`, r`$-x^{2}-2 x$`, r`$x^{2}+2 x$`), ['B'], 'mayRefuse'],
  [r`14. 已知 $f(x)$ 是奇函数, 且当 $x>0$ 时, $f(x)=\mathrm{e}^{a x}$. 若 $f(-\ln 3)=-9$, 则 $a=$ ${B}`, ['2'], 'mayRefuse'],
  [r`14. （5 分）已知函数 $f(x)$ 是定义在 $R$ 上的偶函数, 当 $x \in(-\infty, 0)$ 时, $f(x)=x^{2}-3 x$, 则 $f(2)=$ ${B}`, ['10'], 'mayRefuse'],
  [r`14．已知函数 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数，当 $x>0$ 时，$f(x)=x^{2}-\frac{2}{x}$，则 $f(-1)=$ ${B}`, ['1'], 'mayRefuse'],
  [r`16. 已知函数 $f(x)=x^{3}+\sin x+2$, $f(a)=5$, 则 $f(-a)=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`16. (5 分) 已知函数 $f(x)=\ln \left(\sqrt{1+x^{2}}-x\right)+2, f(a)=5$, 则 $f(-a)=$ ${B}`, ['-1'], 'mayRefuse'],
  [c(r`7. (5 分) 下列函数中, 其图象与函数 $y=\ln x$ 的图象关于直线 $x=2$ 对称的是 ( )`, r`$y=\ln (2-x)$`, r`$y=\ln (4-x)$`, r`$y=\ln (x-4)$`, r`$y=-\ln x$`), ['B'], 'mayRefuse'],
  [c(r`8. （5 分） 若 $a>b>1,0<c<1$, 则（ ）`, r`$a^{c}<b^{c}$`, r`$\log _{c} a>\log _{c} b$`, r`$c^{a}<c^{b}$`, r`$\log _{a} c<\log _{b} c$`), ['C'], 'mayRefuse'],
  [c(r`3. 已知 $a=\log _{2} 3, b=\log _{3} 2, c=\log _{\frac{1}{2}} 3$, 则（ ）`, r`$a>b>c$`, r`$b>a>c$`, r`$c>a>b$`, r`$a>c>b$`), ['A'], 'mayRefuse'],
  [c(r`3．已知 $a=2^{0.3}, b=0.3^{2}, c=\log _{2} 0.3$，则（　）`, r`$a<b<c$`, r`$c<b<a$`, r`$b<c<a$`, r`$c<a<b$`), ['B'], 'mayRefuse'],
  [r`13. (5 分) 若函数 $f(x)=x^{3} \ln \left(x+\sqrt{a+x^{2}}\right)$ 为偶函数, 则 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`13. (3 分) 已知函数 $f(x)=a x^{2}+3 x$ 的图象过点 $(2,2)$, 则 $a=$ ${B}`, ['-1'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const DERIVATIVES: MathsLookalike[] = [
  [c(r`6. 函数 $f(x)=x^{3}-2 x^{2}$ 的图像在点 $(1, f(1))$ 处的切线方程为（ ）`, r`$y=-x$`, r`$y=x-2$`, r`$y=-x+2$`, r`$y=3 x-4$`), ['A'], 'mayRefuse'],
  [r`13. (5 分) 曲线 $y=x(2 \ln x+1)$ 在点 $(1,1)$ 处的切线方程为 ${B}`, ['y=3x-2|3x-y-2=0'], 'mayRefuse'],
  [r`13．曲线 $y=\ln x+x$ 在点 $(1,1)$ 处的切线方程为 ${B}`, ['y=2x-1|2x-y-1=0'], 'mayRefuse'],
  [c(r`10. 曲线 $y=3 \sin x-\cos x$ 在点 $(\pi, 1)$ 处的切线方程为`, r`$3 x+y-3 \pi-1=0$`, r`$3 x-y-3 \pi+1=0$`, r`$x+y-\pi-1=0$`, r`$x-y-\pi+1=0$`), ['A'], 'mayRefuse'],
  [r`14. （5 分）已知函数 $f(x)=x^{3}+a x$ 的图象在点（1，f(1)）处的切线过点（2, 10）, 则 $a=$ ${B}`, ['3'], 'mayRefuse'],
  [r`15. 设函数 $f(x)=x \ln x+a x$. 若 $f^{\prime}(1)=3$, 则 $a=$ ${B}`, ['2'], 'mayRefuse'],
  [r`15．已知函数 $f(x)=\frac{x}{x+a}$ $(a>0)$，且 $f^{\prime}(1)=\frac{1}{4}$，则 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`16. (5 分) 已知 $f(x)$ 为奇函数, 当 $x<0$ 时, $f(x)=x^{2}+3 x$, 则曲线 $y=f(x)$ 在点 $(1,2)$ 处的切线方程是 ${B}`, ['y=x+1|x-y+1=0'], 'mayRefuse'],
  [c(r`5. (5 分) 设函数 $f(x)=x^{3}+(a-2) x^{2}+2 x$. 若 $f(x)$ 为奇函数, 则曲线 $y=f(x)$ 在点 $(0,0)$ 处的切线方程为 ( )`, r`$y=-2 x$`, r`$y=-x$`, r`$y=2 x$`, r`$y=x$`), ['C'], 'mayRefuse'],
  [r`16. 已知曲线 $y=x^{2}+a$ 与直线 $y=x+1$ 相切，则 $a=$ ${B}`, ['5/4'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const VECTORS: MathsLookalike[] = [
  [r`13. （5 分）已知向量 $\vec{a}, \vec{b}$ 夹角为 $60^{\circ}$, 且 $|\vec{a}|=2,|\vec{a}-\vec{b}|=\sqrt{7}$, 则 $|\vec{b}|=$ ${B}`, ['3'], 'mayRefuse'],
  [r`13. (5 分) 设向量 $\vec{a}, \vec{b}$ 不平行, 向量 $\vec{a}+\lambda \vec{b}$ 与 $2 \vec{a}-\vec{b}$ 平行, 则实数 $\lambda=$ ${B}`, ['-1/2'], 'mayRefuse'],
  [r`14. 设 $a, b$ 为单位向量, 且 $|\boldsymbol{a}-\boldsymbol{b}|=1$, 则 $|a+b|=$ ${B}`, ['√3'], 'mayRefuse'],
  [r`14．已知向量 $a, b$ 满足 $|a|=|b|=2$，$|a+b|=2$，则 $|a-b|=$ ${B}`, ['2√3'], 'mayRefuse'],
  [r`13. 已知单位向量 $a, b$ 的夹角为 $60^{\circ}$, $a-k b$ 与 $a$ 垂直, 则 $k=$ ${B}`, ['2'], 'mayRefuse'],
  [r`13．已知向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{a}|=1$，$|\boldsymbol{b}|=2$，$\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为 $60^{\circ}$，若 $\boldsymbol{a}+k \boldsymbol{b}$ 与 $\boldsymbol{a}$ 垂直，则 $k=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`14.已知向量 $\vec{a}=(2,1), \vec{b}=(1,-1)$, 若 $(\vec{a}+\lambda \vec{b}) \perp \vec{a}$, 则 $\lambda=$ ${B}`, ['-5'], 'mayRefuse'],
  [r`13. (5 分) 已知 $a$ 与 $b$ 为两个垂直的单位向量, $k$ 为实数, 若向量 $2 \vec{a}+\vec{b}$ 与向量 $\vec{a}-k \vec{b}$ 垂直，则 $k=$ ${B}`, ['2'], 'mayRefuse'],
  [r`13. （5 分) 已知向量 $\vec{a}=(1,2), \vec{b}=(-2, m)$, 且 $\vec{a} / / \vec{b}$, 则 $m=$ ${B}`, ['-4'], 'mayRefuse'],
  [c(r`3．已知向量 $\vec{a}=(x, 3)$，$\vec{b}=(2,-1)$，若 $\vec{a} / / \vec{b}$，则 $x=$（ ）`, '-6', '6', r`$\frac{3}{2}$`, r`$-\frac{3}{2}$`), ['A'], 'mayRefuse'],
  [r`13. (5 分) 已知向量 $\vec{a}=(1,2), \vec{b}=(m,-1)$, 若向量 $\vec{a}+\vec{b}$ 与 $\vec{a}$ 垂直, 则 $m=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`13. 已知向量 $\vec{a}=(2,-1), \vec{b}=(m, 3)$, 且 $\vec{a} \perp \vec{b}$, 则 $m=$ ${B}`, ['3/2'], 'mayRefuse'],
  [r`13. 已知向量 $\vec{a}=(m, 2), \vec{b}=(1, m-3)$. 若 $\vec{a} \perp \vec{b}$, 则 $m=$ ${B}`, ['2'], 'mayRefuse'],
  [c(r`13.已知向量 $\vec{a}=(1,1), \vec{b}=(3,-4)$, 则 $\cos \langle\vec{a}, \vec{b}\rangle=$（ ）`, r`$-\frac{\sqrt{2}}{10}$`, r`$\frac{\sqrt{2}}{10}$`, r`$-\frac{7 \sqrt{2}}{10}$`, r`$\frac{7 \sqrt{2}}{10}$`), ['A'], 'mayRefuse'],
  [r`13．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(2,1)$，则 $\vec{a}$ 与 $\vec{b}$ 夹角的余弦值为 ${B}`, ['4/5'], 'mayRefuse'],
  [r`13. 若向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}|=2,|\vec{a}+\vec{b}|=3, \vec{a} \cdot \vec{b}=1$, 则 $|\vec{b}|=$ ${B}`, ['√3'], 'mayRefuse'],
  [c(r`4. (5 分) 已知向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}|=2, \vec{a} \cdot \vec{b}=3$, 则 $\vec{a} \cdot(\vec{a}+2 \vec{b})=(\quad)$`, '7', '8', '10', '12'), ['C'], 'mayRefuse'],
  [c(r`8.已知非零向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|a|=\sqrt{2}|b|$, 且 $(\boldsymbol{a}-\boldsymbol{b}) \perp \boldsymbol{b}$, 则 $\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为`, r`$\frac{\pi}{6}$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{3}$`, r`$\frac{3 \pi}{4}$`), ['B'], 'mayRefuse'],
  [r`8．已知非零向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{b}|=2|\boldsymbol{a}|$，且 $(\boldsymbol{a}+\boldsymbol{b}) \perp \boldsymbol{a}$，则 $\boldsymbol{a}$ 与 $\boldsymbol{b}$ 的夹角为 ${B}`, ['2π/3|120°'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const CONICS: MathsLookalike[] = [
  [c(r`4. 已知 $A$ 为抛物线 $C: y^{2}=2 p x(p>0)$ 上一点, 点 $A$ 到 $C$ 的焦点的距离为 10 , 到 $y$ 轴的距离为 8 , 则 $p=()$`, '2', '4', '6', '8'), ['B'], 'mayRefuse'],
  [r`4．已知点 $A$ 在抛物线 $C: x^{2}=2 p y(p>0)$ 上，点 $A$ 到 $C$ 的焦点的距离为 5，到 $x$ 轴的距离为 3，则 $p=$ ${B}`, ['4'], 'mayRefuse'],
  [r`14. 已知抛物线 $y^{2}=4 x$ 上一点 $P$ 到焦点的距离为 5，则点 $P$ 到 $y$ 轴的距离为 ${B}`, ['4'], 'mayRefuse'],
  [c(r`10. (5 分) 设 $F$ 为抛物线 $C: y^{2}=8 x$ 的焦点, 过 $F$ 且倾斜角为 $45^{\circ}$ 的直线交 $C$ 于 $A, B$ 两点, 则 $|A B|=$`, '8', '12', '16', '32'), ['C'], 'mayRefuse'],
  [r`10．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作倾斜角为 $45^{\circ}$ 的直线，交抛物线于 $A, B$ 两点，则 $|A B|=$ ${B}`, ['8'], 'mayRefuse'],
  [c(r`9. 若抛物线 $y^{2}=2 p x \quad(p>0)$ 的焦点是椭圆 $\frac{x^{2}}{2 p}+\frac{y^{2}}{p}=1$ 的一个焦点, 则 $p=$`, '2', '3', '4', '8'), ['C'], 'mayRefuse'],
  [r`9．若抛物线 $y^{2}=2 p x(p>0)$ 的焦点是双曲线 $\frac{x^{2}}{3}-y^{2}=1$ 的一个焦点，则 $p=$ ${B}`, ['4'], 'mayRefuse'],
  [c(r`10.已知 $F$ 是双曲线 $C: \frac{x^{2}}{9}-\frac{y^{2}}{16}=1$ 的一个焦点, 点 $P$ 在 $C$ 上, $O$ 为坐标原点, 若 $|O P|=|O F|$, 则 $\triangle O P F$ 的面积为（ ）`, '4', '8', '12', '16'), ['B'], 'mayRefuse'],
  [c(r`10. 双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线的倾斜角为 $60^{\circ}$, 则 $C$ 的离心率为（ ）`, r`$\sqrt{2}$`, r`$\sqrt{3}$`, '2', r`$\frac{2 \sqrt{3}}{3}$`), ['C'], 'mayRefuse'],
  [r`10．双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线的倾斜角为 $150^{\circ}$，则 $C$ 的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [c(r`4. (5 分) 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\sqrt{5}$, 则 $C$ 的渐近线方程为 $(\quad)$`, r`$y= \pm \frac{1}{2} x$`, r`$y= \pm 2 x$`, r`$y= \pm 4 x$`, r`$y= \pm \frac{1}{4} x$`), ['B'], 'mayRefuse'],
  [c(r`5．双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 2，则其渐近线方程为（ ）`, r`$y= \pm \sqrt{2} x$`, r`$y= \pm \sqrt{3} x$`, r`$y= \pm \frac{\sqrt{3}}{3} x$`, r`$y= \pm 2 x$`), ['B'], 'mayRefuse'],
  [c(r`10. (5 分) 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 2, 则点 $(2,0)$ 到 $C$ 的渐近线的距离为 $(\quad)$`, r`$\sqrt{2}$`, r`$\sqrt{3}$`, '1', '2'), ['B'], 'mayRefuse'],
  [r`14. (5 分) 双曲线 $\frac{x^{2}}{16}-\frac{y^{2}}{b^{2}}=1(b>0)$ 的一条渐近线方程为 $y=\frac{1}{2} x$, 则 $b=$ ${B}`, ['2'], 'mayRefuse'],
  [r`14. 设双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线为 $y=2 x$, 则 $C$ 的离心率为 ${B}`, ['√5'], 'mayRefuse'],
  [r`14．已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线方程为 $y=\frac{\sqrt{3}}{3} x$，则该双曲线的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [r`14. 椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{16}=1$ 的右焦点到直线 $3 x+4 y+1=0$ 的距离为 ${B}`, ['2'], 'mayRefuse'],
  [r`14. 双曲线 $\frac{x^{2}}{9}-\frac{y^{2}}{16}=1$ 的右焦点到直线 $x-2 y+5=0$ 的距离为 ${B}`, ['2√5'], 'mayRefuse'],
  [c(r`4. (5 分) 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{5}=1$ 的一个焦点为 $(2,0)$, 则 $C$ 的离心率为 ( )`, r`$\frac{1}{3}$`, r`$\frac{2}{3}$`, r`$\frac{\sqrt{5}}{3}$`, r`$\frac{2 \sqrt{5}}{5}$`), ['B'], 'mayRefuse'],
  [r`4．已知椭圆 $C: \frac{x^{2}}{9}+\frac{y^{2}}{b^{2}}=1(b>0)$ 的一个焦点为 $(\sqrt{5}, 0)$，则 $C$ 的离心率为 ${B}`, ['√5/3'], 'mayRefuse'],
  [r`15. 已知 $F$ 为双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右焦点, $A$ 为 $C$ 的右顶点, $B$ 为 $C$ 上的点, 且 $B F$ 垂直于 $x$ 轴. 若 $A B$ 的斜率为 4 , 则 $C$ 的离心率为 ${B}`, ['3'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const COUNTING_AND_PROBABILITY: MathsLookalike[] = [
  [r`13. (5 分) $(1+a x)(1+x)^{4}$ 的展开式中各项系数的和为 32, 则该展开式中 $x^{2}$ 的系数为 ${B}`, ['10'], 'mayRefuse'],
  [c(r`10. (5 分) $\left(x^{2}+x+y\right)^{4}$ 的展开式中, $x^{4} y$ 的系数为 $(\quad)$`, '4', '6', '12', '24'), ['C'], 'mayRefuse'],
  [r`13. （5 分) $(x+2 y)(x-y)^{5}$ 的展开式中 $x^{3} y^{3}$ 的系数为 ${B}. (用数字填写答案)`, ['10'], 'mayRefuse'],
  [r`15. (5 分) $(a+x)(1+x)^{3}$ 的展开式中 $x$ 的奇数次幂项的系数之和为 24 , 则 $a=$ ${B}`, ['5'], 'mayRefuse'],
  [c(r`5. (5 分) 已知 $(1+a x)(1-x)^{4}$ 的展开式中 $x^{3}$ 的系数为 2 , 则 $a=(\quad)$`, '-1', '1', '2', '3'), ['B'], 'mayRefuse'],
  [r`14. $\left(x^{2}-\frac{1}{x}\right)^{6}$ 的展开式中常数项是 ${B}（用数字作答）.`, ['15'], 'mayRefuse'],
  [r`14．$\left(x-\frac{2}{x^{2}}\right)^{6}$ 的展开式中的常数项为 ${B}`, ['60'], 'mayRefuse'],
  [c(r`5. (5 分) $\left(x+\frac{2}{x}\right)^{6}$ 的展开式中 $x^{2}$ 的系数为 $(\quad)$`, '15', '30', '60', '120'), ['C'], 'mayRefuse'],
  [c(r`4. 投篮测试中, 每人投 3 次, 至少投中 2 次才能通过测试. 已知某同学每次投篮投中的概率为 0.7 , 且各次投篮是否投中相互独立, 则该同学通过测试的概率为 $(\quad)$`, '0.784', '0.441', '0.49', '0.343'), ['A'], 'mayRefuse'],
  [r`4．某射手每次射击击中目标的概率为 0.4，且各次射击是否击中相互独立，则他射击 3 次恰好击中 2 次的概率为 ${B}`, ['0.288|36/125'], 'mayRefuse'],
  [c(r`8. (5 分) 某群体中的每位成员使用移动支付的概率都为 $p$, 各成员的支付方式相互独立. 设 $X$ 为该群体的 20 位成员中使用移动支付的人数, $D X=4.2, P(X=8)<P(X=12)$, 则 $p=(\quad)$`, '0.7', '0.6', '0.4', '0.3'), ['A'], 'mayRefuse'],
  [r`13. 从甲、乙等 6 名同学中随机选 2 名参加社区服务工作, 则甲被选中的概率为 ${B}`, ['1/3'], 'mayRefuse'],
  [r`13．从甲、乙等 4 名同学中随机选 2 名参加志愿活动，则甲、乙都入选的概率为 ${B}`, ['1/6'], 'mayRefuse'],
  [r`13. (5 分) 将 3 本不同的数学书和 1 本语文书在书架上随机排成一行, 则 3 本数学书相邻的概率为 ${B}`, ['1/2'], 'mayRefuse'],
  [c(r`5. (5 分) 从 3 名男同学和 2 名女同学中任选 2 人参加社区服务, 则选中的 2 人恰好是 1 名男同学和 1 名女同学的概率为 $(\quad)$`, '0.6', '0.5', '0.4', '0.3'), ['A'], 'mayRefuse'],
  [r`5．从 3 名男生和 2 名女生中任选 2 人，则选中的 2 人都是男生的概率为 ${B}`, ['3/10|0.3'], 'mayRefuse'],
  [c(r`8. (5 分) 在不超过 30 的素数中, 随机选取两个不同的数, 其和等于 24 的概率是 $(\quad)$`, r`$\frac{1}{12}$`, r`$\frac{1}{14}$`, r`$\frac{1}{15}$`, r`$\frac{1}{18}$`), ['C'], 'mayRefuse'],
  [c(r`6. 某学校为了解 800 名新生的身体素质, 将这些学生编号为 $1,2, \cdots, 800$, 从这些新生中用系统抽样方法等距抽取 50 名学生进行体质测验, 若 7 号学生被抽到, 则下面 4 名学生中被抽到的是`, '40 号学生', '423 号学生', '480 号学生', '600 号学生'), ['B'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const SOLIDS: MathsLookalike[] = [
  [r`15. (5 分) 已知矩形 $A B C D$ 的顶点都在半径为 $\frac{13}{2}$ 的球 $O$ 的球面上, 且 $A B=4, B C=3$, 则棱锥 $O-A B C D$ 的体积为 ${B}`, ['24'], 'mayRefuse'],
  [r`15. （5 分）长方体的长、宽、高分别为 $2,2,1$, 其顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为 ${B}`, ['9π'], 'mayRefuse'],
  [r`15．棱长为 2 的正方体的顶点都在同一个球面上，则该球的体积为 ${B}`, ['4√3π'], 'mayRefuse'],
  [c(r`5. (5 分) 已知圆柱的上、下底面的中心分别为 $O_{1}, O_{2}$, 过直线 $O_{1} O_{2}$ 的平面截该圆柱所得的截面是面积为 16 的正方形，则该圆柱的表面积为（） `, r`$24 \pi$`, r`$16 \pi$`, r`$20 \pi$`, r`$32 \pi$`), ['A'], 'mayRefuse'],
  [r`5．已知圆柱的轴截面是面积为 16 的正方形，则该圆柱的体积为 ${B}`, ['16π'], 'mayRefuse'],
  [r`16. (5 分) 已知圆锥的顶点为 $S$, 母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $30^{\circ}$. 若 $\triangle S A B$ 的面积为 18 , 则该圆锥的体积为 ${B}`, ['27π'], 'mayRefuse'],
  // no such cone: with the generatrix at 60° to the base the widest angle between two generatrices is 60°, not 90°
  [r`16. 已知圆锥的顶点为 $S$, 母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $60^{\circ}$. 若 $\triangle S A B$ 的面积为 8 , 则该圆锥的侧面积为 ${B}`, null, 'refuses'],
  [r`16. 已知圆锥的顶点为 $S$, 母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $45^{\circ}$. 若 $\triangle S A B$ 的面积为 8 , 则该圆锥的侧面积为 ${B}`, ['8√2π'], 'mayRefuse'],
  [r`16. 已知圆锥的顶点为 $S$, 母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $30^{\circ}$. 若 $\triangle S A B$ 的面积为 8 , 则该圆锥的侧面积为 ${B}`, ['8√3π'], 'mayRefuse'],
];

/**
 * A second round, further from the papers the kinds were learnt on: the other conditions a kind is given by (a
 * complement, a quadrant, an equal-difference mean), the textbook's shorter wordings, and full-width option letters.
 */
// biome-ignore format: one problem a line
export const FURTHER_WORDINGS: MathsLookalike[] = [
  [c(r`1．已知集合 $A=\left\{x \mid x^{2}-4<0\right\}$，$B=\{-2,-1,0,1,2\}$，则 $A \cap B=$（ ）`, r`$\{-1,0,1\}$`, r`$\{-2,-1,0,1,2\}$`, r`$\{0,1\}$`, r`$\{-1,0\}$`), ['A'], 'mayRefuse'],
  [c(r`2. (5 分) 设集合 $A=\{x \mid 1<x<4\}$, $B=\left\{x \mid x^{2}-2 x-3 \leqslant 0\right\}$, 则 $A \cap\left(\complement_{R} B\right)=(\quad)$`, '$(1,4)$', '$(3,4)$', '$(1,3)$', '$(1,2) \\cup(3,4)$'), ['B'], 'mayRefuse'],
  [r`1．已知集合 $A=\{1,2,3\}$，$B=\{2,3,4\}$，则 $A \cup B$ 中元素的个数为 ${B}`, ['4'], 'mayRefuse'],
  [c(r`1. 已知全集 $U=\{1,2,3,4,5\}$, 集合 $A=\{1,3\}$, 则 $\complement_{U} A=(\quad)$`, r`$\{1,3\}$`, r`$\{2,4,5\}$`, r`$\{2,4\}$`, r`$\{1,2,3,4,5\}$`), ['B'], 'mayRefuse'],
  [c(r`2. 复数 $z=\frac{2 i}{1+i}$ 的共轭复数是（ ）`, '$1+i$', '$1-i$', '$-1+i$', '$-1-i$'), ['B'], 'mayRefuse'],
  [r`2．若 $z(1+i)=2 i$，则 $z=$ ${B}`, ['1+i|i+1'], 'mayRefuse'],
  [c(r`2. (5 分) 复数 $\frac{3-i}{1+i}$ 在复平面内对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['D'], 'mayRefuse'],
  [r`2. 设 $z=1+i$，则 $\left|z^{2}-2 z\right|=$ ${B}`, ['2'], 'mayRefuse'],
  [r`2．已知 $\frac{z}{1-i}=2+i$，则复数 $z$ 的虚部为 ${B}`, ['-1'], 'mayRefuse'],
  [r`14. 已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{3}+a_{8}=22$，$a_{6}=7$，则 $a_{5}=$ ${B}`, ['15'], 'mayRefuse'],
  [c(r`5. 在等比数列 $\left\{a_{n}\right\}$ 中, $a_{2}=2, a_{5}=16$, 则 $a_{7}=(\quad)$`, '32', '64', '128', '256'), ['B'], 'mayRefuse'],
  [r`14．设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，若 $S_{9}=72$，则 $a_{2}+a_{4}+a_{9}=$ ${B}`, ['24'], 'mayRefuse'],
  [r`13. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，公比 $q=2$，则其前 5 项和 $S_{5}=$ ${B}`, ['31'], 'mayRefuse'],
  [c(r`7. (5 分) 已知 $\left\{a_{n}\right\}$ 为等差数列, 其公差为 $-2$, 且 $a_{7}$ 是 $a_{3}$ 与 $a_{9}$ 的等比中项, $S_{n}$ 为 $\left\{a_{n}\right\}$ 的前 $n$ 项和, 则 $S_{10}$ 的值为（ ）`, '-110', '-90', '90', '110'), ['D'], 'mayRefuse'],
  [r`13．已知 $\sin \alpha=\frac{3}{5}$，$\alpha \in\left(\frac{\pi}{2}, \pi\right)$，则 $\tan \alpha=$ ${B}`, ['-3/4'], 'mayRefuse'],
  [r`13. $\sin 15^{\circ} \cos 15^{\circ}=$ ${B}`, ['1/4'], 'mayRefuse'],
  [c(r`3. $\cos ^{2} 15^{\circ}-\sin ^{2} 15^{\circ}=$（ ）`, r`$\frac{1}{2}$`, r`$-\frac{1}{2}$`, r`$\frac{\sqrt{3}}{2}$`, r`$-\frac{\sqrt{3}}{2}$`), ['C'], 'mayRefuse'],
  [r`14．已知 $\tan \alpha=2$，则 $\dfrac{\sin \alpha+\cos \alpha}{\sin \alpha-\cos \alpha}=$ ${B}`, ['3'], 'mayRefuse'],
  [c(r`6. 函数 $f(x)=\sin ^{2} x-\cos ^{2} x$ 的最小正周期是（ ）`, r`$\frac{\pi}{2}$`, r`$\pi$`, r`$2 \pi$`, r`$4 \pi$`), ['B'], 'mayRefuse'],
  [r`13. 函数 $y=2 \sin \left(2 x+\frac{\pi}{6}\right)$ 的最小正周期为 ${B}`, ['π'], 'mayRefuse'],
  [r`15．在 $\triangle A B C$ 中，$a=3$，$b=5$，$\sin A=\frac{1}{3}$，则 $\sin B=$ ${B}`, ['5/9'], 'mayRefuse'],
  [c(r`4. 在 $\triangle A B C$ 中, $a=2, b=3, c=4$, 则 $\cos C=(\quad)$`, r`$\frac{1}{4}$`, r`$-\frac{1}{4}$`, r`$\frac{2}{3}$`, r`$-\frac{2}{3}$`), ['B'], 'mayRefuse'],
  [r`15. 在 $\triangle A B C$ 中, $A=60^{\circ}, A B=2$, 且 $\triangle A B C$ 的面积为 $\frac{\sqrt{3}}{2}$, 则 $B C$ 的长为 ${B}`, ['√3'], 'mayRefuse'],
  [c(r`7. 函数 $f(x)=x^{3}-3 x$ 的极小值为（ ）`, '-2', '2', '-1', '1'), ['A'], 'mayRefuse'],
  [r`13．曲线 $y=\mathrm{e}^{x}$ 在点 $(0,1)$ 处的切线方程为 ${B}`, ['y=x+1|x-y+1=0'], 'mayRefuse'],
  [r`13. (5 分) 曲线 $y=\frac{2 x-1}{x+2}$ 在点 $(-1,-3)$ 处的切线方程为 ${B}`, ['y=5x+2|5x-y+2=0'], 'mayRefuse'],
  [r`14. 若曲线 $y=a x^{2}-\ln x$ 在点 $(1, a)$ 处的切线平行于 $x$ 轴, 则 $a=$ ${B}`, ['1/2'], 'mayRefuse'],
  [r`13．已知函数 $f(x)=\left\{\begin{array}{ll}\log _{2} x, & x>0 \\ 3^{x}, & x \leqslant 0\end{array}\right.$，则 $f\left(f\left(\frac{1}{4}\right)\right)=$ ${B}`, ['1/9'], 'mayRefuse'],
  [r`14. 设 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数, 当 $x \leqslant 0$ 时, $f(x)=2 x^{2}-x$, 则 $f(1)=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`14．已知函数 $f(x)=a x^{3}+b x+2$，若 $f(-3)=5$，则 $f(3)=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`13. 已知向量 $\boldsymbol{a}=(1,2), \boldsymbol{b}=(-2,3)$, 则 $|2 \boldsymbol{a}-\boldsymbol{b}|=$ ${B}`, ['√17'], 'mayRefuse'],
  [r`13．已知 $|\vec{a}|=2$，$|\vec{b}|=3$，$\vec{a}$ 与 $\vec{b}$ 的夹角为 $120^{\circ}$，则 $\vec{a} \cdot \vec{b}=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`13. 已知向量 $\vec{a}=(1, m), \vec{b}=(3,-2)$, 且 $(\vec{a}+\vec{b}) \perp \vec{b}$, 则 $m=$ ${B}`, ['8'], 'mayRefuse'],
  [r`14．抛物线 $y^{2}=8 x$ 的焦点到准线的距离为 ${B}`, ['4'], 'mayRefuse'],
  [c(r`4. 椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{12}=1$ 的离心率为（ ）`, r`$\frac{1}{2}$`, r`$\frac{\sqrt{3}}{2}$`, r`$\frac{1}{4}$`, r`$\frac{\sqrt{2}}{2}$`), ['A'], 'mayRefuse'],
  [c(r`5．双曲线 $\frac{y^{2}}{4}-x^{2}=1$ 的渐近线方程为（ ）`, r`$y= \pm 2 x$`, r`$y= \pm \frac{1}{2} x$`, r`$y= \pm 4 x$`, r`$y= \pm \frac{1}{4} x$`), ['A'], 'mayRefuse'],
  [r`14. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{3}=1(a>0)$ 的离心率为 2，则 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`14．抛物线 $x^{2}=4 y$ 上一点 $A$ 的纵坐标为 4，则点 $A$ 到抛物线焦点的距离为 ${B}`, ['5'], 'mayRefuse'],
  [c(r`4. $(1-2 x)^{5}$ 的展开式中 $x^{3}$ 的系数为（ ）`, '-80', '80', '-40', '40'), ['A'], 'mayRefuse'],
  [r`13．$\left(2 x-\frac{1}{\sqrt{x}}\right)^{6}$ 的展开式中的常数项为 ${B}`, ['60'], 'mayRefuse'],
  [r`14. 将 4 名志愿者分配到 3 个不同的社区，每个社区至少 1 名，则不同的分配方法有 ${B} 种`, ['36'], 'mayRefuse'],
  [r`13．甲、乙两人独立地破译一份密码，他们能破译的概率分别为 $\frac{1}{2}$ 和 $\frac{1}{3}$，则密码被破译的概率为 ${B}`, ['2/3'], 'mayRefuse'],
  [c(r`5. 从 1，2，3，4，5 中任取 2 个不同的数，则取出的 2 个数之和为偶数的概率为（ ）`, r`$\frac{1}{5}$`, r`$\frac{2}{5}$`, r`$\frac{3}{5}$`, r`$\frac{4}{5}$`), ['B'], 'mayRefuse'],
  [r`15．已知球的表面积为 $16 \pi$，则该球的体积为 ${B}`, ['32π/3|32/3π'], 'mayRefuse'],
  [r`15. 一个圆锥的底面半径为 1，母线长为 3，则该圆锥的侧面积为 ${B}`, ['3π'], 'mayRefuse'],
  [r`15．棱长为 $\sqrt{3}$ 的正方体的八个顶点都在同一个球面上，则这个球的表面积为 ${B}`, ['9π'], 'mayRefuse'],
];

/**
 * A third round in the print of other papers: options on one line or with full-width letters, \text{} around words,
 * \mathrm{i} and \mathbf{Z}, sets described with ∈ N, the question before the givens.
 */
// biome-ignore format: one problem a line
export const OTHER_PRINT: MathsLookalike[] = [
  [r`1. 已知集合 $A=\{x \in \mathbf{N} \mid x<3\}$，$B=\{x \mid-1 \leqslant x \leqslant 1\}$，则 $A \cap B=$（ ）A．$\{0,1\}$ B．$\{1\}$ C．$\{-1,0,1\}$ D．$\{0,1,2\}$`, ['A'], 'mayRefuse'],
  [r`1．设集合 $A=\{x \in \mathbf{Z} \mid|x| \leqslant 2\}$，$B=\{x \mid x^{2}-x-2>0\}$，则 $A \cap B$ 中元素的个数为 ${B}`, ['1'], 'mayRefuse'],
  [`2．（5分）复数 $\\frac{5 \\mathrm{i}}{2-\\mathrm{i}}$ 的虚部是（　　）\nA．$2$\nB．$-1$\nC．$2 \\mathrm{i}$\nD．$-1+2 \\mathrm{i}$`, ['A'], 'mayRefuse'],
  [r`2. 已知复数 $z$ 满足 $z \cdot \mathrm{i}=3+4 \mathrm{i}$，则 $|z|=$ ${B}`, ['5'], 'mayRefuse'],
  [r`3. 已知 $\sin \left(\frac{\pi}{2}+\alpha\right)=\frac{3}{5}$，则 $\cos 2 \alpha=$ ${B}`, ['-7/25'], 'mayRefuse'],
  [r`4．在等差数列 $\left\{a_{n}\right\}$ 中，若 $a_{4}+a_{6}=10$，则该数列的前 9 项和 $S_{9}=$ ${B}`, ['45'], 'mayRefuse'],
  [c(r`5. 已知等比数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=3$，$a_{1}+a_{3}+a_{5}=21$，则 $a_{3}+a_{5}+a_{7}=$（ ）`, '21', '42', '63', '84'), ['B'], 'mayRefuse'],
  [r`13. 已知向量 $\boldsymbol{a}=(2,-1)$，$\boldsymbol{b}=(-1, m)$，$\boldsymbol{c}=(-1,2)$，若 $(\boldsymbol{a}+\boldsymbol{b}) / / \boldsymbol{c}$，则 $m=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`14. 曲线 $y=x^{2}+\frac{1}{x}$ 在点 $(1,2)$ 处的切线方程为 ${B}`, ['y=x+1|x-y+1=0'], 'mayRefuse'],
  [r`15. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线方程为 $y=\frac{4}{3} x$，则该双曲线的离心率为 ${B}`, ['5/3'], 'mayRefuse'],
  [r`16. 已知 $F_{1}, F_{2}$ 是椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{9}=1$ 的两个焦点，过 $F_{1}$ 的直线交椭圆于 $A, B$ 两点，则 $\triangle A B F_{2}$ 的周长为 ${B}`, ['16'], 'mayRefuse'],
  [r`13. $\left(x+\frac{1}{x}\right)^{6}$ 的展开式中 $x^{2}$ 的系数为 ${B}（用数字作答）`, ['15'], 'mayRefuse'],
  [r`14. 从 2 名男生和 2 名女生中任意选择两人在星期六、星期日参加某公益活动，每天一人，则星期六安排一名男生、星期日安排一名女生的概率为 ${B}`, ['1/3'], 'mayRefuse'],
  [r`15. 已知正方体的所有顶点都在同一个球面上，若该球的体积为 $\frac{9 \pi}{2}$，则正方体的棱长为 ${B}`, ['√3'], 'mayRefuse'],
  [r`13. 已知函数 $f(x)=\left\{\begin{array}{l}x^{2}+1, x \leqslant 0 \\ 2 x, x>0\end{array}\right.$，若 $f(a)=10$，则 $a=$ ${B}`, ['-3', '5'], 'mayRefuse'],
  [r`14. 若函数 $f(x)=(x+a)(x-4)$ 为偶函数，则实数 $a=$ ${B}`, ['4'], 'mayRefuse'],
  [r`15．在 $\triangle A B C$ 中，已知 $a=\sqrt{3}$，$b=1$，$B=30^{\circ}$，$A$ 为钝角，则 $C=$ ${B}`, ['30°|π/6'], 'mayRefuse'],
];

/** The linear equation in z written as a fraction with z below (「$\frac{1+z}{1-z}=i$」), and one whose root is the pole. */
// biome-ignore format: one problem a line
export const FRACTION_EQUATIONS: MathsLookalike[] = [
  [c(r`2．（5 分）设复数 $z$ 满足 $\frac{1+z}{1-z}=\mathrm{i}$，则 $|z|=$（ ）`, '1', r`$\sqrt{2}$`, r`$\sqrt{3}$`, '2'), ['A'], 'mayRefuse'],
  [r`2. 若复数 $z$ 满足 $\frac{2}{z}=1+\mathrm{i}$，则 $z$ 的虚部为 ${B}`, ['-1'], 'mayRefuse'],
  [r`2．已知复数 $z$ 满足 $\frac{z+2}{z-1}=\mathrm{i}$，则 $z=$ ${B}`, ['-1/2-3/2i|-1/2-3i/2|-\frac{1}{2}-\frac{3}{2}i'], 'mayRefuse'],
  [r`2. 若复数 $z$ 满足 $\frac{1+z}{1+z}=2$，则 $z=$ ${B}`, null, 'refuses'],
];

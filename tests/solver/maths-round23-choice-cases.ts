import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 23 (decision 0121): gaokao choice questions of the kinds papers ask most, written in other papers' words
 * before any change — sizes of a=log…, b=2^…, c=… compared; which function of a list is increasing / decreasing /
 * odd; complex numbers; sets; vectors. Every answer worked by hand. 'solves' must be answered right; 'mayRefuse'
 * answered right or refused; 'refuses' refused.
 */
const r = String.raw;

// biome-ignore format: one problem a line
export const ROUND23_CHOICE_PROBES: Record<string, MathsLookalike[]> = {
  compareSizes: [
    [c(r`5．已知 $a=\log _{2} 0.3$，$b=2^{0.3}$，$c=0.3^{0.2}$，则（ ）`, 'a<b<c', 'a<c<b', 'c<a<b', 'b<c<a'), ['B'], 'mayRefuse'],
    [c(r`6．设 $a=\log _{3} 2$，$b=\ln 2$，$c=5^{-\frac{1}{2}}$，则（ ）`, r`$a<b<c$`, r`$b<c<a$`, r`$c<a<b$`, r`$c<b<a$`), ['C'], 'mayRefuse'],
    [c(r`4．若 $a=0.6^{2}$，$b=2^{0.6}$，$c=\log _{2} 0.6$，则 $a, b, c$ 的大小关系为（ ）`, r`$a>b>c$`, r`$b>a>c$`, r`$c>a>b$`, r`$b>c>a$`), ['B'], 'mayRefuse'],
    [c(r`7．设 $a=\log _{0.5} 3$，$b=0.5^{3}$，$c=3^{0.5}$，则 $a, b, c$ 的大小关系是（ ）`, r`$a<b<c$`, r`$b<a<c$`, r`$c<a<b$`, r`$a<c<b$`), ['A'], 'mayRefuse'],
    [c(r`8．（天津）已知 $a=\log _{3} 7$，$b=2^{1.1}$，$c=0.8^{3.1}$，则（ ）`, r`$b<a<c$`, r`$c<a<b$`, r`$c<b<a$`, r`$a<c<b$`), ['B'], 'mayRefuse'],
    [c(r`6．已知 $a=2^{\frac{4}{3}}$，$b=4^{\frac{2}{5}}$，$c=25^{\frac{1}{3}}$，则（ ）`, r`$b<a<c$`, r`$a<b<c$`, r`$b<c<a$`, r`$c<a<b$`), ['A'], 'mayRefuse'],
  ],
  functionMonotonicity: [
    [c(r`3．下列函数中，在区间 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=-x+1$`, r`$y=2^{-x}$`, r`$y=\ln (x+1)$`, r`$y=\dfrac{1}{x}$`), ['C'], 'mayRefuse'],
    [c(r`4．下列函数中，在 $(0,+\infty)$ 上是减函数的是（ ）`, r`$y=\sqrt{x}$`, r`$y=x^{2}$`, r`$y=\left(\dfrac{1}{2}\right)^{x}$`, r`$y=\log _{2} x$`), ['C'], 'mayRefuse'],
    [c(r`5．下列函数中，在区间 $(0,+\infty)$ 上为减函数的是（ ）`, r`$y=\sqrt{x+2}$`, r`$y=x^{3}$`, r`$y=\log _{\frac{1}{3}} x$`, r`$y=|x|$`), ['C'], 'mayRefuse'],
    [c(r`2．下列函数中，在区间 $(0,1)$ 上是增函数的是（ ）`, r`$y=|x|$`, r`$y=3-x$`, r`$y=\dfrac{1}{x}$`, r`$y=-x^{2}+4$`), ['A'], 'mayRefuse'],
    [c(r`6．下列函数在区间 $(-\infty, 0)$ 上单调递减的是（ ）`, r`$y=x^{2}$`, r`$y=2^{x}$`, r`$y=x^{3}$`, r`$y=\sqrt{-x}+x$`), ['A'], 'mayRefuse'],
    [c(r`5．下列函数中，在区间 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x+1}$`, r`$y=(x-1)^{2}$`, r`$y=2^{-x}$`, r`$y=\log _{0.5}(x+1)$`), ['A'], 'mayRefuse'],
    [c(r`4．下列函数中，在 $(-1,+\infty)$ 上为增函数的是（ ）`, r`$y=3^{-x}$`, r`$y=\dfrac{1}{x+1}$`, r`$y=-x$`, r`$y=\sqrt{x+1}$`), ['D'], 'mayRefuse'],
    [c(r`7．下列函数中，在 $(0,+\infty)$ 上不是减函数的是（ ）`, r`$y=\left(\dfrac{1}{3}\right)^{x}$`, r`$y=\log _{\frac{1}{2}} x$`, r`$y=\sqrt{x}$`, r`$y=-x^{2}$`), ['C'], 'mayRefuse'],
    [c(r`3．下列函数中，在 $\mathbf{R}$ 上单调递增的是（ ）`, r`$y=x^{3}$`, r`$y=2^{-x}$`, r`$y=\ln x$`, r`$y=x^{2}$`), ['A'], 'mayRefuse'],
    [c(r`4．下列函数中，既是偶函数又在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x}$`, r`$y=|x|+1$`, r`$y=2^{-x}$`, r`$y=-x^{2}$`), ['B'], 'mayRefuse'],
    // a trap: one option holds a parameter — the others decide B, but no option may be left undecided
    [c(r`5．下列函数中，在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=a^{x}$`, r`$y=x^{2}$`, r`$y=-x$`, r`$y=\dfrac{1}{x}$`), null, 'refuses'],
    [r`13．函数 $y=\sqrt{x+1}$ 的单调递增区间为\_\_\_`, ['[-1,+∞)'], 'mayRefuse'],
    [r`14．函数 $f(x)=\left(\dfrac{1}{2}\right)^{x}+1$ 的单调递减区间是\_\_\_`, ['(-∞,+∞)'], 'mayRefuse'],
    [c(r`3．下列函数中，在区间 $(0,+\infty)$ 上不是增函数的是（ ）`, r`$y=2^{x}$`, r`$y=\lg x$`, r`$y=x^{3}$`, r`$y=\dfrac{1}{x}$`), ['D'], 'mayRefuse'],
  ],
  functionParity: [
    [c(r`3．下列函数中，为偶函数的是（ ）`, r`$y=x+\dfrac{1}{x}$`, r`$y=2^{x}+2^{-x}$`, r`$y=x^{3}$`, r`$y=\ln x$`), ['B'], 'mayRefuse'],
    [c(r`4．下列函数是奇函数的是（ ）`, r`$y=x|x|$`, r`$y=\ln |x|$`, r`$y=x^{2}+1$`, r`$y=2^{x}$`), ['A'], 'mayRefuse'],
    [c(r`5．下列函数中，既是奇函数又在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=x^{-1}$`, r`$y=x^{3}$`, r`$y=\ln x$`, r`$y=x^{2}$`), ['B'], 'mayRefuse'],
    [c(r`6．下列函数中，不是偶函数的是（ ）`, r`$y=x^{2}$`, r`$y=\cos x$`, r`$y=|x|$`, r`$y=x+1$`), ['D'], 'mayRefuse'],
    [c(r`3．下列函数中是奇函数的为（ ）`, r`$y=\sin x+1$`, r`$y=\mathrm{e}^{x}-\mathrm{e}^{-x}$`, r`$y=\cos x$`, r`$y=x^{2}-x$`), ['B'], 'mayRefuse'],
  ],
  orderStatements: [
    [c(r`5．若 $a>b>0$，则下列不等式成立的是（ ）`, r`$\dfrac{1}{a}>\dfrac{1}{b}$`, r`$a^{2}<b^{2}$`, r`$\ln a>\ln b$`, r`$0.5^{a}>0.5^{b}$`), ['C'], 'mayRefuse'],
    [c(r`4．已知 $a<b<0$，则下列不等式正确的是（ ）`, r`$a^{2}<b^{2}$`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`, r`$|a|>|b|$`, r`$a b<b^{2}$`), ['C'], 'mayRefuse'],
    [c(r`6．设 $a, b \in \mathbf{R}$，若 $a>b$，则（ ）`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`, r`$2^{a}>2^{b}$`, r`$a^{2}>b^{2}$`, r`$|a|>|b|$`), ['B'], 'mayRefuse'],
    [c(r`3．若 $a>b>0$，$c<0$，则下列不等式中不正确的是（ ）`, r`$a c<b c$`, r`$\dfrac{c}{a}>\dfrac{c}{b}$`, r`$a-c>b-c$`, r`$a^{2} c>b^{2} c$`), ['D'], 'mayRefuse'],
    [c(r`5．若 $a>b$，则下列不等式一定成立的是（ ）`, r`$a^{2}>b^{2}$`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`, r`$a^{3}>b^{3}$`, r`$|a|>|b|$`), ['C'], 'mayRefuse'],
    [c(r`4．若 $m<n<0$，则下列不等式中正确的是（ ）`, r`$|m|<|n|$`, r`$m^{2}>n^{2}$`, r`$\dfrac{1}{m}<\dfrac{1}{n}$`, r`$m+n>0$`), ['B'], 'mayRefuse'],
    [c(r`6．已知 $x>y>0$，则下列不等式中不成立的是（ ）`, r`$\dfrac{1}{x}<\dfrac{1}{y}$`, r`$x^{2}>y^{2}$`, r`$\ln x>\ln y$`, r`$\left(\dfrac{1}{2}\right)^{x}>\left(\dfrac{1}{2}\right)^{y}$`), ['D'], 'mayRefuse'],
    [c(r`3．设 $a，b \in \mathbf{R}$，且 $a>b$，则（ ）`, r`$a^{2}>b^{2}$`, r`$\dfrac{b}{a}<1$`, r`$\lg (a-b)>0$`, r`$\left(\dfrac{1}{2}\right)^{a}<\left(\dfrac{1}{2}\right)^{b}$`), ['D'], 'mayRefuse'],
  ],
  conditions: [
    [c(r`3．"$x>1$" 是 "$x^{2}>1$" 的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'mayRefuse'],
    [c(r`4．设 $x \in \mathbf{R}$，则"$|x-1|<1$"是"$x^{2}-x-2<0$"的（ ）`, '充分而不必要条件', '必要而不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'mayRefuse'],
    [c(r`5．"$a>b$"是"$\ln a>\ln b$"的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['B'], 'mayRefuse'],
    [c(r`6．设 $x \in \mathbf{R}$，则"$x^{3}>8$"是"$|x|>2$"的（ ）`, '充分而不必要条件', '必要而不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'mayRefuse'],
    [c(r`3．"$x=1$"是"$x^{2}-3x+2=0$"的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'), ['A'], 'mayRefuse'],
  ],
  functionStatements: [
    [c(r`7．已知函数 $f(x)=\sin \left(2 x+\dfrac{\pi}{3}\right)$，则下列结论正确的是（ ）`, r`$f(x)$ 的最小正周期为 $2 \pi$`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{12}$ 对称`, r`$f(x)$ 的图象关于点 $\left(\dfrac{\pi}{6}, 0\right)$ 对称`, r`$f(x)$ 的最大值为 $2$`), ['B'], 'mayRefuse'],
    [c(r`6．关于函数 $f(x)=2 \cos \left(x-\dfrac{\pi}{4}\right)$，下列说法错误的是（ ）`, r`$f(x)$ 的最小正周期为 $2 \pi$`, r`$f(x)$ 的最大值为 $2$`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{4}$ 对称`, r`$f(x)$ 是偶函数`), ['D'], 'mayRefuse'],
    [c(r`5．对于函数 $f(x)=\cos 2 x$，下列结论正确的是（ ）`, r`$f(x)$ 的最小正周期为 $2 \pi$`, r`$f(x)$ 是奇函数`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{2}$ 对称`, r`$f(x)$ 的最大值为 $2$`), ['C'], 'mayRefuse'],
    [c(r`6．设函数 $f(x)=\sin \left(x+\dfrac{\pi}{6}\right)$，则下列结论中不正确的是（ ）`, r`$f(x)$ 的最小正周期为 $2 \pi$`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{3}$ 对称`, r`$f(x)$ 的最大值为 $1$`, r`$f(x)$ 是奇函数`), ['D'], 'mayRefuse'],
    [c(r`4．关于函数 $f(x)=3 \sin 2 x$，下列结论正确的是（ ）`, r`$f(x)$ 的最小正周期为 $\pi$`, r`$f(x)$ 是偶函数`, r`$f(x)$ 的最大值为 $1$`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{2}$ 对称`), ['A'], 'mayRefuse'],
    [c(r`5．关于函数 $f(x)=x^{3}-3 x$，下列说法正确的是（ ）`, r`$f(x)$ 是偶函数`, r`$f(x)$ 在 $(-1,1)$ 上单调递减`, r`$f(x)$ 在 $(0,+\infty)$ 上单调递增`, r`$f(x)$ 的最小正周期为 $2 \pi$`), ['B'], 'mayRefuse'],
  ],
  complexNumbers: [
    [c(r`2．复数 $z=\dfrac{3+\mathrm{i}}{1+\mathrm{i}}$ 在复平面内对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['D'], 'mayRefuse'],
    [c(r`1．若 $z(1-\mathrm{i})=2 \mathrm{i}$，则 $z=$（ ）`, r`$-1+\mathrm{i}$`, r`$1+\mathrm{i}$`, r`$-1-\mathrm{i}$`, r`$1-\mathrm{i}$`), ['A'], 'mayRefuse'],
    [c(r`2．已知复数 $z$ 满足 $(z-\mathrm{i})(2-\mathrm{i})=5$，则 $z=$（ ）`, r`$2+2 \mathrm{i}$`, r`$-2-2 \mathrm{i}$`, r`$-2+2 \mathrm{i}$`, r`$2-2 \mathrm{i}$`), ['A'], 'mayRefuse'],
    [c(r`1．复数 $\dfrac{2}{1-\mathrm{i}}$ 的虚部是（ ）`, '$-1$', '$1$', r`$\mathrm{i}$`, r`$-\mathrm{i}$`), ['B'], 'mayRefuse'],
    [c(r`2．设 $z=\dfrac{1+2 \mathrm{i}}{2-\mathrm{i}}$，则 $|z|=$（ ）`, '0', '1', r`$\sqrt{5}$`, '3'), ['B'], 'mayRefuse'],
    [c(r`3．已知 $z=2-\mathrm{i}$，则 $z(\bar{z}+\mathrm{i})=$（ ）`, r`$6-2 \mathrm{i}$`, r`$4-2 \mathrm{i}$`, r`$6+2 \mathrm{i}$`, r`$4+2 \mathrm{i}$`), ['C'], 'mayRefuse'],
  ],
  sets: [
    [c(r`1．已知集合 $A=\{x \mid x^{2}-x-2<0\}$，$B=\{x \mid \log _{2} x<1\}$，则 $A \cap B=$（ ）`, r`$(-1,2)$`, r`$(0,2)$`, r`$(-1,0)$`, r`$(0,1)$`), ['B'], 'mayRefuse'],
    [c(r`1．设集合 $A=\{1,2,3,4\}$，$B=\{x \mid x^{2}<5\}$，则 $A \cap B=$（ ）`, r`$\{1\}$`, r`$\{1,2\}$`, r`$\{2,3\}$`, r`$\{1,2,3\}$`), ['B'], 'mayRefuse'],
    [c(r`2．已知全集 $U=\mathbf{R}$，集合 $A=\{x \mid x>1\}$，则 $\complement_{U} A=$（ ）`, r`$\{x \mid x<1\}$`, r`$\{x \mid x \leq 1\}$`, r`$\{x \mid x>1\}$`, r`$\{x \mid x \geq 1\}$`), ['B'], 'mayRefuse'],
    [c(r`1．已知集合 $M=\{-1,0,1,2\}$，$N=\{x \mid-1<x \leq 1\}$，则 $M \cap N=$（ ）`, r`$\{0,1\}$`, r`$\{-1,0,1\}$`, r`$\{0\}$`, r`$\{-1,0\}$`), ['A'], 'mayRefuse'],
    [c(r`1．设集合 $A=\{x \mid 2^{x}>1\}$，$B=\{x \mid x<2\}$，则 $A \cup B=$（ ）`, r`$\mathbf{R}$`, r`$(0,2)$`, r`$(-\infty, 2)$`, r`$(0,+\infty)$`), ['A'], 'mayRefuse'],
  ],
  vectors: [
    [c(r`3．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(m,-1)$，若 $\vec{a} \perp \vec{b}$，则 $m=$（ ）`, '$-2$', '$2$', r`$-\dfrac{1}{2}$`, r`$\dfrac{1}{2}$`), ['B'], 'mayRefuse'],
    [c(r`4．已知向量 $\boldsymbol{a}=(2,1)$，$\boldsymbol{b}=(-1,3)$，则 $|\boldsymbol{a}+\boldsymbol{b}|=$（ ）`, '5', r`$\sqrt{17}$`, r`$\sqrt{5}$`, '17'), ['B'], 'mayRefuse'],
    [c(r`3．设向量 $\overrightarrow{a}=(x, 1)$，$\overrightarrow{b}=(4, x)$，且 $\overrightarrow{a}, \overrightarrow{b}$ 方向相反，则 $x=$（ ）`, '2', '$-2$', r`$\pm 2$`, '0'), ['B'], 'mayRefuse'],
    [c(r`4．已知向量 $\vec{a}=(1, m)$，$\vec{b}=(m, 4)$，若 $\vec{a}$ 与 $\vec{b}$ 共线且方向相同，则 $m=$（ ）`, '2', '$-2$', r`$\pm 2$`, '4'), ['A'], 'mayRefuse'],
    [c(r`5．已知向量 $\boldsymbol{a}=(2, k)$，$\boldsymbol{b}=(k, 8)$，且 $\boldsymbol{a}$、$\boldsymbol{b}$ 反向，则 $k=$（ ）`, '4', '$-4$', r`$\pm 4$`, '2'), ['B'], 'mayRefuse'],
    [c(r`6．若向量 $\vec{a}=(m, 1)$ 与 $\vec{b}=(9, m)$ 同向，则 $m=$（ ）`, '$-3$', r`$\pm 3$`, '3', '9'), ['C'], 'mayRefuse'],
    [c(r`3．设向量 $\vec{a}=(x, 1)$，$\vec{b}=(4, x)$，且 $\vec{a}, \vec{b}$ 方向相同，则 $x=$（ ）`, '$-2$', '2', r`$\pm 2$`, '0'), ['B'], 'mayRefuse'],
    [c(r`5．已知 $|\vec{a}|=2$，$|\vec{b}|=1$，$\vec{a} \cdot \vec{b}=1$，则 $|\vec{a}-2 \vec{b}|=$（ ）`, '2', r`$2 \sqrt{2}$`, '4', r`$\sqrt{2}$`), ['A'], 'mayRefuse'],
    [c(r`4．已知向量 $\vec{a}=(1,-1)$，$\vec{b}=(2, x)$，若 $\vec{a} \cdot \vec{b}=1$，则 $x=$（ ）`, '$-1$', r`$-\dfrac{1}{2}$`, r`$\dfrac{1}{2}$`, '1'), ['D'], 'mayRefuse'],
  ],
};

import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Look-alike hunt of round 23 (decision 0121): problems near the kinds the round answers — monotone lists with roots
 * and aˣ, negated list properties, inequalities between letters, 「关于函数」, vectors joined by a comma — with one
 * detail changed. Every answer worked by hand; null where no single option is right (the question must be refused).
 */
const r = String.raw;
const M = ['充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'] as const;

// biome-ignore format: one problem a line
export const ROUND23_CHOICE_HUNT: Record<string, MathsLookalike[]> = {
  monotoneLists: [
    [c(r`3．下列函数中，在区间 $(0,+\infty)$ 上单调递减的是（ ）`, r`$y=\sqrt{x+1}$`, r`$y=2^{-x}$`, r`$y=x^{2}$`, r`$y=\ln x$`), ['B'], 'mayRefuse'],
    [c(r`4．下列函数中，在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{1-x}$`, r`$y=\left(\frac{1}{2}\right)^{x}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=2^{x}$`), ['D'], 'mayRefuse'],
    [c(r`5．下列函数中，在区间 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x^{2}-1}$`, r`$y=\log _{\frac{1}{2}}(x+1)$`, r`$y=2^{|x|}$`, r`$y=\dfrac{1}{x}$`), ['C'], 'mayRefuse'],
    [c(r`4．下列函数中，在区间 $(-1,1)$ 上单调递增的是（ ）`, r`$y=\sqrt{x+1}$`, r`$y=\sqrt{1-x}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=2^{-x}$`), ['A'], 'mayRefuse'],
    // two options increase: a single choice must be refused
    [c(r`5．下列函数中，在区间 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x+1}$`, r`$y=2^{x}$`, r`$y=-x$`, r`$y=\dfrac{1}{x}$`), null, 'refuses'],
    [c(r`6．下列函数中，在区间 $(0,1)$ 上单调递增的是（ ）`, r`$y=x+\dfrac{1}{x}$`, r`$y=\sqrt{1-x}$`, r`$y=2^{|x|}$`, r`$y=\log _{\frac{1}{2}}(x+1)$`), ['C'], 'mayRefuse'],
    [c(r`3．下列函数中，在 $(-\infty, 0)$ 上单调递增的是（ ）`, r`$y=2^{|x|}$`, r`$y=\sqrt{-x}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=2^{x}$`), ['D'], 'mayRefuse'],
    // only partly inside the domain: √(x+1), ln(x+1) are not increasing on (−2,+∞)
    [c(r`4．下列函数中，在区间 $(-2,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x+1}$`, r`$y=2^{x}$`, r`$y=\ln (x+1)$`, r`$y=\dfrac{1}{x}$`), ['B'], 'mayRefuse'],
    [c(r`5．下列函数中，在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x-1}$`, r`$y=2^{x}$`, r`$y=-x^{2}$`, r`$y=\left(\frac{1}{2}\right)^{x}$`), ['B'], 'mayRefuse'],
    // |x|+x is increasing but not strictly on (−1,1)
    [c(r`6．下列函数中，在区间 $(-1,1)$ 上单调递增的是（ ）`, r`$y=|x|+x$`, r`$y=x|x|$`, r`$y=-x$`, r`$y=2^{-x}$`), ['B'], 'mayRefuse'],
    [c(r`3．下列函数中，在其定义域内单调递增的是（ ）`, r`$y=\dfrac{1}{x}$`, r`$y=\sqrt{x+1}$`, r`$y=x^{2}$`, r`$y=\left(\frac{1}{2}\right)^{x}$`), ['B'], 'mayRefuse'],
    [c(r`4．下列函数中，在定义域上为增函数的是（ ）`, r`$y=\sqrt{1-x}$`, r`$y=2^{-x}$`, r`$y=\sqrt{x}+x$`, r`$y=-\dfrac{1}{x}$`), ['C'], 'mayRefuse'],
    [c(r`5．下列函数中，在区间 $(-\infty, 0)$ 上单调递减的是（ ）`, r`$y=\sqrt{-x}$`, r`$y=2^{x}$`, r`$y=x^{3}$`, r`$y=x+\dfrac{1}{x}$`), ['A'], 'mayRefuse'],
    [c(r`6．下列函数中，在 $(1,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x^{2}-1}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=2^{-x}$`, r`$y=\dfrac{1}{x-1}$`), null, 'refuses'],
    [c(r`7．下列函数中，在区间 $(0,+\infty)$ 上单调递减的是（ ）`, r`$y=\log _{\frac{1}{2}}(x+1)$`, r`$y=2^{-x}$`, r`$y=x^{2}$`, r`$y=\sqrt{x}$`), null, 'refuses'],
    [c(r`8．下列函数中，在区间 $[0,+\infty)$ 上单调递增的是（ ）`, r`$y=\sqrt{x}$`, r`$y=2^{-x}$`, r`$y=\dfrac{1}{x+1}$`, r`$y=-x^{2}$`), ['A'], 'mayRefuse'],
    [c(r`9．下列函数中，在 $(0,2)$ 上单调递减的是（ ）`, r`$y=\sqrt{1-x}$`, r`$y=2^{x}$`, r`$y=\left(\frac{1}{3}\right)^{x}$`, r`$y=x^{2}$`), ['C'], 'mayRefuse'],
    [c(r`5．下列函数中，在区间 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=2^{x}-2^{-x}$`, r`$y=2^{-x}-2^{x}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=\sqrt{1-x}$`), ['A'], 'mayRefuse'],
    [c(r`6．下列函数中，在 $(0,1)$ 上单调递减的是（ ）`, r`$y=\sqrt{x}-x$`, r`$y=x+\dfrac{1}{x}$`, r`$y=2^{x}$`, r`$y=\sqrt{x+1}$`), ['B'], 'mayRefuse'],
    [c(r`7．函数 $f(x)=\sqrt{x}-x$ 在下列区间上单调递增的是（ ）`, r`$\left(0, \dfrac{1}{4}\right)$`, r`$(0,1)$`, r`$\left(\dfrac{1}{4},+\infty\right)$`, r`$(1,+\infty)$`), ['A'], 'mayRefuse'],
  ],
  monotoneBlanks: [
    [r`13．函数 $y=\sqrt{x^{2}-1}$ 的单调递增区间为\_\_\_`, ['[1,+∞)'], 'mayRefuse'],
    [r`14．函数 $y=\sqrt{1-x}$ 的单调递减区间为\_\_\_`, ['(-∞,1]'], 'mayRefuse'],
    [r`15．函数 $f(x)=\sqrt{-x^{2}+2 x+3}$ 的单调递增区间是\_\_\_`, ['[-1,1]'], 'mayRefuse'],
    [r`13．函数 $f(x)=\sqrt{x}-x$ 的单调递增区间是\_\_\_`, ['[0,1/4]|[0,\\frac14]|[0,\\frac{1}{4}]|[0,\\dfrac{1}{4}]'], 'mayRefuse'],
    [r`14．函数 $y=\log _{\frac{1}{2}}(x+1)$ 的单调递减区间是\_\_\_`, ['(-1,+∞)'], 'mayRefuse'],
    [r`15．函数 $y=\sqrt{x^{2}-1}$ 的单调递减区间为\_\_\_`, ['(-∞,-1]'], 'mayRefuse'],
    [r`15．函数 $f(x)=\sqrt{3+2 x-x^{2}}$ 的单调递减区间是\_\_\_`, ['[1,3]'], 'mayRefuse'],
    [r`16．函数 $y=\sqrt{4-x^{2}}$ 的单调递增区间为\_\_\_`, ['[-2,0]'], 'mayRefuse'],
    [r`16．函数 $y=2^{x^{2}-2 x}$ 的单调递增区间为\_\_\_`, ['[1,+∞)|(1,+∞)'], 'mayRefuse'],
  ],
  negatedProperties: [
    [c(r`5．下列函数中，在 $(0,+\infty)$ 上不是增函数的是（ ）`, r`$y=2^{x}$`, r`$y=\sqrt{x+1}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=\ln x$`), ['C'], 'mayRefuse'],
    [c(r`6．下列函数中，不是奇函数的是（ ）`, r`$y=x^{3}$`, r`$y=\dfrac{1}{x}$`, r`$y=\sin x$`, r`$y=x^{3}+1$`), ['D'], 'mayRefuse'],
    [c(r`7．下列函数中，既不是奇函数也不是偶函数的是（ ）`, r`$y=x^{3}$`, r`$y=x^{2}$`, r`$y=x^{2}+x$`, r`$y=|x|$`), ['C'], 'mayRefuse'],
    // x² and 2ˣ are both not odd
    [c(r`8．下列函数中，不是奇函数的是（ ）`, r`$y=x^{3}$`, r`$y=x^{2}$`, r`$y=2^{x}$`, r`$y=\sin x$`), null, 'refuses'],
    [c(r`6．下列函数中，在 $(0,+\infty)$ 上不是减函数的是（ ）`, r`$y=2^{-x}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=\dfrac{1}{x}$`, r`$y=\left(\frac{1}{3}\right)^{x}$`), ['B'], 'mayRefuse'],
    [c(r`7．下列函数中，在区间 $(0,+\infty)$ 上不单调的是（ ）`, r`$y=2^{x}$`, r`$y=x+\dfrac{1}{x}$`, r`$y=\ln x$`, r`$y=\dfrac{1}{x}$`), ['B'], 'mayRefuse'],
    [c(r`8．下列函数中，既是偶函数又在 $(0,+\infty)$ 上不是增函数的是（ ）`, r`$y=x^{2}$`, r`$y=|x|$`, r`$y=\cos x$`, r`$y=x^{3}$`), ['C'], 'mayRefuse'],
    [c(r`9．下列函数中，不是偶函数且在 $(0,+\infty)$ 上单调递增的是（ ）`, r`$y=x^{2}$`, r`$y=2^{x}$`, r`$y=|x|$`, r`$y=\dfrac{1}{x}$`), ['B'], 'mayRefuse'],
    [c(r`5．下列函数中，不是偶函数的是（ ）`, r`$y=x^{2}$`, r`$y=\cos x$`, r`$y=2^{x}+2^{-x}$`, r`$y=x^{2}+x$`), ['D'], 'mayRefuse'],
    [c(r`6．下列函数中，不是偶函数的是（ ）`, r`$y=x^{3}$`, r`$y=\cos x$`, r`$y=|x|$`, r`$y=x+1$`), null, 'refuses'],
    [c(r`7．下列函数中，在 $(0,+\infty)$ 上不是增函数的是（ ）`, r`$y=2^{x}$`, r`$y=\sqrt{x-1}$`, r`$y=x^{3}$`, r`$y=\ln (x+1)$`), ['B'], 'mayRefuse'],
    [c(r`8．下列函数中，在 $(0,+\infty)$ 上是增函数但不是奇函数的是（ ）`, r`$y=x^{3}$`, r`$y=2^{x}$`, r`$y=-x^{2}$`, r`$y=x$`), ['B'], 'mayRefuse'],
  ],
  letterInequalities: [
    [c(r`5．若 $a<b<0$，则下列不等式成立的是（ ）`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`, r`$a^{2}<b^{2}$`, r`$a b>b^{2}$`, r`$|a|<|b|$`), ['C'], 'mayRefuse'],
    [c(r`4．若 $a<b<0$，则下列不等式中正确的是（ ）`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`, r`$a^{2}<b^{2}$`, r`$|a|<|b|$`, r`$a+b<0$`), ['D'], 'mayRefuse'],
    [c(r`6．若 $a>b$，$c \in \mathbf{R}$，则下列不等式一定成立的是（ ）`, r`$c^{2} a>c^{2} b$`, r`$a+c>b+c$`, r`$a c>b c$`, r`$\dfrac{a}{c}>\dfrac{b}{c}$`), ['B'], 'mayRefuse'],
    [c(r`5．若 $a>b$，则下列不等式一定成立的是（ ）`, r`$a^{2}>b^{2}$`, r`$|a|>|b|$`, r`$a c^{2}>b c^{2}$`, r`$a^{5}>b^{5}$`), ['D'], 'mayRefuse'],
    [c(r`7．若 $a>b>0$，$c<d<0$，则一定有（ ）`, r`$a c>b d$`, r`$\dfrac{a}{c}>\dfrac{b}{d}$`, r`$a+c>b+d$`, r`$a-c>b-d$`), ['D'], 'mayRefuse'],
    [c(r`6．若 $a<b<0$，则下列不等式中不成立的是（ ）`, r`$\dfrac{1}{a}>\dfrac{1}{b}$`, r`$|a|>|b|$`, r`$a^{2}>b^{2}$`, r`$\dfrac{1}{a-b}>\dfrac{1}{a}$`), ['D'], 'mayRefuse'],
    [c(r`5．若 $m<n<0$，则下列不等式成立的是（ ）`, r`$m^{3}>n^{3}$`, r`$|m|<|n|$`, r`$m^{2}<n^{2}$`, r`$\dfrac{1}{m}>\dfrac{1}{n}$`), ['D'], 'mayRefuse'],
    [c(r`4．若 $a>b>0$，则下列不等式成立的是（ ）`, r`$a^{2}<a b$`, r`$a b<b^{2}$`, r`$\dfrac{1}{a}>\dfrac{1}{b}$`, r`$a^{2}>a b$`), ['D'], 'mayRefuse'],
    [c(r`6．设 $a, b \in \mathbf{R}$，若 $a>b$，则下列不等式成立的是（ ）`, r`$a^{2}>b^{2}$`, r`$|a|>|b|$`, r`$a|a|>b|b|$`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`), ['C'], 'mayRefuse'],
    // two true options
    [c(r`5．若 $a>b$，则下列不等式一定成立的是（ ）`, r`$2^{a}>2^{b}$`, r`$a^{3}>b^{3}$`, r`$a^{2}>b^{2}$`, r`$|a|>|b|$`), null, 'refuses'],
    [c(r`4．已知 $a<b$，则下列不等式成立的是（ ）`, r`$|a|<|b|$`, r`$a^{3}<b^{3}$`, r`$a^{2}<b^{2}$`, r`$\dfrac{1}{a}>\dfrac{1}{b}$`), ['B'], 'mayRefuse'],
    [c(r`3．若 $a<0<b$，则下列不等式成立的是（ ）`, r`$a^{2}<b^{2}$`, r`$|a|<|b|$`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`, r`$a^{3}>b^{3}$`), ['C'], 'mayRefuse'],
    [c(r`6．若 $a>b$，$c>d$，则下列不等式一定成立的是（ ）`, r`$a c>b d$`, r`$a+c>b+d$`, r`$a-c>b-d$`, r`$\dfrac{a}{d}>\dfrac{b}{c}$`), ['B'], 'mayRefuse'],
    [c(r`5．若 $a<b<0$，则下列不等式中正确的是（ ）`, r`$a^{4}<b^{4}$`, r`$|a|<|b|$`, r`$a^{3}<b^{3}$`, r`$\dfrac{b}{a}>1$`), ['C'], 'mayRefuse'],
    [c(r`4．设 $a, b \in \mathbf{R}$，且 $a<b<0$，则（ ）`, r`$|a|<|b|$`, r`$a^{2}<b^{2}$`, r`$a^{2}>b^{2}$`, r`$\dfrac{1}{a}<\dfrac{1}{b}$`), ['C'], 'mayRefuse'],
    [c(r`6．若 $a>b$，则下列不等式一定成立的是（ ）`, r`$|a|^{3}>|b|^{3}$`, r`$a^{3}>b^{3}$`, r`$a^{4}>b^{4}$`, r`$a^{2} > a b$`), ['B'], 'mayRefuse'],
    [c(r`3．若 $x<y<0$，则下列不等式中不正确的是（ ）`, r`$|x|>|y|$`, r`$x^{2}>y^{2}$`, r`$x^{3}<y^{3}$`, r`$\dfrac{1}{x}<\dfrac{1}{y}$`), ['D'], 'mayRefuse'],
  ],
  conditions: [
    [c(r`4．设 $a, b \in \mathbf{R}$，则 "$a>b$" 是 "$a^{2}>b^{2}$" 的（ ）`, ...M), ['D'], 'mayRefuse'],
    [c(r`5．"$a>b>0$" 是 "$a^{2}>b^{2}$" 的（ ）`, ...M), ['A'], 'mayRefuse'],
    [c(r`6．设 $a, b \in \mathbf{R}$，则 "$|a|>|b|$" 是 "$a^{2}>b^{2}$" 的（ ）`, ...M), ['C'], 'mayRefuse'],
    [c(r`3．"$a>b$" 是 "$a^{3}>b^{3}$" 的（ ）`, ...M), ['C'], 'mayRefuse'],
    [c(r`4．"$a>b$" 是 "$a c^{2}>b c^{2}$" 的（ ）`, ...M), ['B'], 'mayRefuse'],
  ],
  functionStatementsAndVectors: [
    [c(r`6．关于函数 $f(x)=x^{3}-3 x$，下列说法错误的是（ ）`, r`$f(x)$ 是奇函数`, r`$f(x)$ 在 $(-1,1)$ 上单调递减`, r`$f(x)$ 在 $(1,+\infty)$ 上单调递增`, r`$f(x)$ 的最小正周期为 $2 \pi$`), ['D'], 'mayRefuse'],
    [c(r`5．关于函数 $f(x)=\sin 2 x$，下列说法正确的是（ ）`, r`$f(x)$ 是偶函数`, r`$f(x)$ 的最小正周期为 $\pi$`, r`$f(x)$ 的最大值为 $2$`, r`$f(x)$ 的图象关于直线 $x=\dfrac{\pi}{2}$ 对称`), ['B'], 'mayRefuse'],
    [c(r`7．关于函数 $f(x)=2^{x}-2^{-x}$，下列说法正确的是（ ）`, r`$f(x)$ 是偶函数`, r`$f(x)$ 是奇函数`, r`$f(x)$ 在 $\mathbf{R}$ 上单调递减`, r`$f(x)$ 在 $(0,+\infty)$ 上单调递减`), ['B'], 'mayRefuse'],
    [c(r`6．关于函数 $f(x)=\sqrt{x+1}$，下列说法正确的是（ ）`, r`$f(x)$ 是奇函数`, r`$f(x)$ 是偶函数`, r`$f(x)$ 在 $(-2,+\infty)$ 上单调递增`, r`$f(x)$ 在 $(0,+\infty)$ 上单调递增`), ['D'], 'mayRefuse'],
    [c(r`4．已知向量 $\vec{a}=(x, 2)$，$\vec{b}=(8, x)$，且 $\vec{a}, \vec{b}$ 方向相反，则 $x=$（ ）`, '4', '$-4$', r`$\pm 4$`, '0'), ['B'], 'mayRefuse'],
    [c(r`5．已知向量 $\vec{a}=(1, k)$，$\vec{b}=(k, 4)$，且 $\vec{a}$、$\vec{b}$ 共线，则 $k=$（ ）`, '2', '$-2$', r`$\pm 2$`, '4'), ['C'], 'mayRefuse'],
    [c(r`3．已知向量 $\vec{a}=(2, k)$，$\vec{b}=(k, 8)$，且 $\vec{a}，\vec{b}$ 垂直，则 $k=$（ ）`, '0', '4', '$-4$', r`$\pm 4$`), ['A'], 'mayRefuse'],
    [c(r`4．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(-2, m)$，且 $\vec{a}, \vec{b}$ 平行，则 $m=$（ ）`, '$-4$', '4', '1', '$-1$'), ['A'], 'mayRefuse'],
    [c(r`5．已知向量 $\vec{a}=(x, 1)$，$\vec{b}=(9, x)$，且 $\vec{a}$、$\vec{b}$ 同向，则 $x=$（ ）`, '3', '$-3$', r`$\pm 3$`, '9'), ['A'], 'mayRefuse'],
    [c(r`6．已知向量 $\vec{a}=(2,1)$，$\vec{b}=(x,-2)$，$\vec{c}=(1,1)$，且 $\vec{a}, \vec{b}$ 方向相反，则 $\vec{b} \cdot \vec{c}=$（ ）`, '$-6$', '$-2$', '2', '6'), ['A'], 'mayRefuse'],
  ],
};

import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Look-alikes of decision 0106's kinds (gaokao maths, algebra side): the same words with another question asked, a
 * condition reversed, a trap option, another printing. Every answer worked by hand. 'solves' must be answered right;
 * 'mayRefuse' answered right or refused; 'refuses' refused (the question has no single answer, or none).
 */
const r = String.raw;
const B = r`\_\_\_\_`;
const SUFF = ['充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'] as const;

// biome-ignore format: one problem a line
export const HUNT_PROBES: Record<string, MathsLookalike[]> = {
  domainSets: [
    [r`1. 已知集合 $A=\left\{x \mid y=\sqrt{4-x^{2}}\right\}$，$B=\{x \mid x>0\}$，则 $A \cap B=$ ${B}`, [r`(0,2]|0<x≤2`], 'solves'],
    [c(r`1. 已知集合 $A=\{x \mid y=\ln (x-1)\}$，$B=\left\{x \mid x^{2}-4 x<0\right\}$，则 $A \cap B=$（ ）`, '$(1,4)$', '$(0,4)$', '$(0,1)$', r`$(4,+\infty)$`), ['A'], 'solves'],
    [c(r`1. 已知集合 $A=\left\{x \mid y=\frac{1}{\sqrt{3-x}}\right\}$，$B=\{x \mid x \geqslant 1\}$，则 $A \cap B=$（ ）`, '$[1,3)$', '$[1,3]$', '$(1,3)$', r`$[3,+\infty)$`), ['A'], 'solves'],
    [c(r`2. 已知集合 $A=\{x \mid y=\ln (2-x)\}$，$B=\{x \mid-1<x<3\}$，则 $A \cup B=$（ ）`, r`$(-\infty,3)$`, '$(-1,2)$', r`$(-\infty,2)$`, '$(-1,3)$'), ['A'], 'solves'],
    [r`2. 设全集 $U=\mathbf{R}$，集合 $A=\{x \mid y=\sqrt{x-1}\}$，则 $\complement_{U} A=$ ${B}`, [r`(-∞,1)|x<1`], 'solves'],
    // a range, not a domain: {y | y=2^x} is (0,+∞), so A∩B=(0,2)
    [c(r`1. 已知集合 $A=\left\{y \mid y=2^{x}\right\}$，$B=\{x \mid y=\ln (2-x)\}$，则 $A \cap B=$（ ）`, '$(0,2)$', r`$(-\infty,2)$`, '$[0,2)$', r`$(0,+\infty)$`), ['A'], 'mayRefuse'],
    // {y | y=√(x-1)} is [0,+∞), not the domain [1,+∞)
    [c(r`1. 已知集合 $A=\{y \mid y=\sqrt{x-1}\}$，$B=\{x \mid x<2\}$，则 $A \cap B=$（ ）`, '$[0,2)$', '$[1,2)$', '$(1,2)$', '$(0,2)$'), ['A'], 'mayRefuse'],
    // a zero power: (x−1)^0 needs x≠1
    [r`1. 已知集合 $A=\left\{x \mid y=(x-1)^{0}\right\}$，$B=\{1,2,3\}$，则 $A \cap B=$ ${B}`, [r`{2,3}`], 'solves'],
    // a base that is the letter: log_x(4−x) needs 0<x<4, x≠1
    [r`1. 已知集合 $A=\left\{x \mid y=\log _{x}(4-x)\right\}$，$B=\{1,2,3\}$，则 $A \cap B=$ ${B}`, [r`{2,3}`], 'mayRefuse'],
    // a set of points, not of numbers
    [c(r`1. 已知集合 $A=\{(x, y) \mid y=\ln x\}$，$B=\{x \mid x>1\}$，则 $A \cap B=$（ ）`, r`$(1,+\infty)$`, r`$(0,+\infty)$`, r`$\varnothing$`, r`$[1,+\infty)$`), ['C'], 'mayRefuse'],
    [c(r`1. 已知集合 $A=\left\{x \mid y=\lg \left(x^{2}-1\right)\right\}$，$B=\{-2,-1,0,1,2\}$，则 $A \cap B=$（ ）`, r`$\{-2,2\}$`, r`$\{-1,0,1\}$`, r`$\{-2,-1,1,2\}$`, r`$\{2\}$`), ['A'], 'solves'],
    [r`1. 已知集合 $M=\left\{x \mid y=\frac{\sqrt{x+1}}{x-2}\right\}$，$N=\{-1,0,1,2,3\}$，则 $M \cap N$ 中元素的个数为 ${B}`, ['4'], 'solves'],
  ],
  nestedBraces: [
    [c(r`1. 已知集合 $A=\left\{x \mid 2^{x^{2}}<16\right\}$，$B=\{-2,-1,0,1,2\}$，则 $A \cap B=$（ ）`, r`$\{-1,0,1\}$`, r`$\{0,1\}$`, r`$\{-2,-1,0,1,2\}$`, r`$\{1\}$`), ['A'], 'solves'],
    [c(r`1. 已知集合 $A=\left\{x \mid \log _{2}(x-1)<1\right\}$，$B=\{x \mid x \geqslant 2\}$，则 $A \cap B=$（ ）`, '$[2,3)$', '$(1,3)$', '$(2,3)$', '$[2,3]$'), ['A'], 'solves'],
    [c(r`1. 已知集合 $A=\left\{x \mid \frac{x-1}{x+2} \leqslant 0\right\}$，$B=\left\{x \mid x^{2}<1\right\}$，则 $A \cap B=$（ ）`, '$(-1,1)$', '$(-2,1]$', '$(-1,1]$', '$[-1,1]$'), ['A'], 'solves'],
  ],
  subsetsOfCondition: [
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid x<3\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N}^{*} \mid x<3\right\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid x^{2}<4\right\}$ 的真子集个数为 ${B}`, ['3'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid x^{2}<4\right\}$ 的真子集个数为 ${B}`, ['7'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid x^{2}<4\right\}$ 的非空真子集个数为 ${B}`, ['6'], 'solves'],
    [c(r`2. 已知集合 $A=\left\{x \in \mathbf{Z} \mid x^{2}-2 x-3<0\right\}$，则 $A$ 的真子集个数为（ ）`, '$7$', '$8$', '$15$', '$16$'), ['A'], 'solves'],
    [r`1. 集合 $\{x \in \mathbf{N} \mid x \leqslant 3\}$ 的子集个数为 ${B}`, ['16'], 'solves'],
    [r`1. 集合 $\left\{x \mid x^{2}-4 x+4=0\right\}$ 的子集个数为 ${B}`, ['2'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{R} \mid x^{2}+1=0\right\}$ 的子集个数为 ${B}`, ['1'], 'mayRefuse'],
    // y over N through a formula in x: {0,1,2,3,4}, 32 subsets
    [r`1. 集合 $\left\{y \in \mathbf{N} \mid y=-x^{2}+4, x \in \mathbf{R}\right\}$ 的子集个数为 ${B}`, ['32'], 'mayRefuse'],
    // pairs: {(0,2),(1,1),(2,0)}
    [r`1. 集合 $\{(x, y) \mid x+y=2, x \in \mathbf{N}, y \in \mathbf{N}\}$ 的子集个数为 ${B}`, ['8'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid \frac{6}{3-x} \in \mathbf{N}\right\}$ 的子集个数为 ${B}`, ['8'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid-1<x \leqslant 2\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\left\{x \mid-1<x \leqslant 2\right\}$ 的子集个数为 ${B}`, null, 'refuses'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid y=\ln (2-x)\right\}$ 的子集个数为 ${B}`, ['4'], 'mayRefuse'],
  ],
  negations: [
    [c(r`3. 命题“$\exists x_{0} \in \mathbf{R}, x_{0}^{2}+1<0$”的否定是（ ）`, r`$\forall x \in \mathbf{R}, x^{2}+1 \geqslant 0$`, r`$\forall x \in \mathbf{R}, x^{2}+1<0$`, r`$\exists x_{0} \in \mathbf{R}, x_{0}^{2}+1 \geqslant 0$`, r`$\forall x \in \mathbf{R}, x^{2}+1>0$`), ['A'], 'solves'],
    [c(r`3. 命题“$\exists x_{0} \in \mathbf{R}, \mathrm{e}^{x_{0}} \leqslant x_{0}+1$”的否定是（ ）`, r`$\forall x \in \mathbf{R}, \mathrm{e}^{x}>x+1$`, r`$\forall x \in \mathbf{R}, \mathrm{e}^{x} \geqslant x+1$`, r`$\exists x_{0} \in \mathbf{R}, \mathrm{e}^{x_{0}}>x_{0}+1$`, r`$\exists x_{0} \in \mathbf{R}, \mathrm{e}^{x_{0}} \geqslant x_{0}+1$`), ['A'], 'solves'],
    [c(r`3. 命题“$\exists x_{0} \in(0,+\infty), \ln x_{0}=x_{0}-1$”的否定是（ ）`, r`$\forall x \in(0,+\infty), \ln x \neq x-1$`, r`$\forall x \notin(0,+\infty), \ln x=x-1$`, r`$\exists x_{0} \notin(0,+\infty), \ln x_{0}=x_{0}-1$`, r`$\exists x_{0} \in(0,+\infty), \ln x_{0} \neq x_{0}-1$`), ['A'], 'mayRefuse'],
    [c(r`3. 命题“$\forall x \in \mathbf{R}, 2^{x}>0$”的否定是（ ）`, r`$\exists x_{0} \in \mathbf{R}, 2^{x_{0}}>0$`, r`$\exists x_{0} \in \mathbf{R}, 2^{x_{0}} \leqslant 0$`, r`$\forall x \in \mathbf{R}, 2^{x} \leqslant 0$`, r`$\forall x \in \mathbf{R}, 2^{x}<0$`), ['B'], 'solves'],
    // the negation keeps the strict sign reversed: ≤ becomes >
    [c(r`3. 命题“$\exists x_{0} \in \mathbf{R}, x_{0}^{2}-x_{0}+1 \leqslant 0$”的否定是（ ）`, r`$\forall x \in \mathbf{R}, x^{2}-x+1 \geqslant 0$`, r`$\forall x \in \mathbf{R}, x^{2}-x+1>0$`, r`$\exists x_{0} \in \mathbf{R}, x_{0}^{2}-x_{0}+1>0$`, r`$\forall x \in \mathbf{R}, x^{2}-x+1<0$`), ['B'], 'solves'],
    // two bound letters: x₀ and x must not be read as one
    [c(r`3. 命题“$\exists x_{0} \in \mathbf{R}, \forall x \in \mathbf{R}, x^{2} \geqslant x_{0}$”的否定是（ ）`, r`$\forall x_{0} \in \mathbf{R}, \exists x \in \mathbf{R}, x^{2}<x_{0}$`, r`$\forall x \in \mathbf{R}, x^{2}<x$`, r`$\exists x_{0} \in \mathbf{R}, \exists x \in \mathbf{R}, x^{2}<x_{0}$`, r`$\forall x_{0} \in \mathbf{R}, \forall x \in \mathbf{R}, x^{2}<x_{0}$`), ['A'], 'mayRefuse'],
    // the subscript is not 0: x_{1} stays another letter
    [c(r`3. 命题“$\exists x_{0} \in \mathbf{R}, \log _{0.5} x_{0}>0$”的否定是（ ）`, r`$\forall x \in \mathbf{R}, \log _{0.5} x \leqslant 0$`, r`$\forall x \in \mathbf{R}, \log _{5} x \leqslant 0$`, r`$\exists x_{0} \in \mathbf{R}, \log _{0.5} x_{0} \leqslant 0$`, r`$\forall x \in \mathbf{R}, \log _{0.5} x<0$`), ['A'], 'solves'],
  ],
  logConditions: [
    [c(r`4. “$x>1$”是“$\ln x>0$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [c(r`4. “$x>0$”是“$\ln x<0$”的（ ）`, ...SUFF), ['B'], 'solves'],
    [c(r`5. “$\ln (x+1)<0$”是“$x<0$”的（ ）`, ...SUFF), ['A'], 'solves'],
    [c(r`5. “$x<0$”是“$\ln (1-x)>0$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [c(r`5. “$|x|<1$”是“$\ln (x+1)<0$”的（ ）`, ...SUFF), ['B'], 'solves'],
    [c(r`5. “$x>-1$”是“$\ln (x+1)>0$”的（ ）`, ...SUFF), ['B'], 'solves'],
    [c(r`5. 设 $x \in \mathbf{R}$，则“$\ln (x-1)>0$”是“$x>2$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [c(r`5. “$\ln (2-x) \geqslant 0$”是“$x \leqslant 1$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [c(r`5. “$x<1$”是“$\ln (x+1)<\ln 2$”的（ ）`, ...SUFF), ['B'], 'mayRefuse'],
    [c(r`5. “$x>1$”是“$\ln x^{2}>0$”的（ ）`, ...SUFF), ['A'], 'solves'],
    [c(r`5. “$x<\mathrm{e}$”是“$\ln x<1$”的（ ）`, ...SUFF), ['B'], 'mayRefuse'],
    [c(r`5. “$x^{2}>1$”是“$\ln x>0$”的（ ）`, ...SUFF), ['B'], 'solves'],
    // the direction asked the other way: p is q's 必要条件 when q ⇒ p
    [c(r`5. 已知 $p: \ln x<0$，$q: x<1$，则 $q$ 是 $p$ 的（ ）`, ...SUFF), ['B'], 'solves'],
    // 「以上都不对」 as the fourth option
    [c(r`5. “$x<0$”是“$\ln (x+1)<0$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '以上都不对'), ['B'], 'mayRefuse'],
  ],
  complexEquality: [
    [r`3. 已知 $\frac{a+2 i}{i}=b+i$（$a, b \in \mathbf{R}$），其中 $i$ 为虚数单位，则 $a-b=$ ${B}`, ['-3'], 'solves'],
    [r`3. 已知 $\frac{a+2 i}{i}=b+i$（$a, b \in \mathbf{R}$），其中 $i$ 为虚数单位，则 $a b=$ ${B}`, ['-2'], 'solves'],
    [r`3. 已知 $\frac{a+2 i}{i}=b+i$（$a, b \in \mathbf{R}$），其中 $i$ 为虚数单位，则 $\frac{a}{b}=$ ${B}`, ['-1/2'], 'solves'],
    [r`2. 若 $(a+i)(1+i)=b i$（$a, b \in \mathbf{R}$），则 $b-a=$ ${B}`, ['1'], 'solves'],
    [r`2. 若 $(a+i)(1+i)=b i$（$a, b \in \mathbf{R}$），则 $a+b i=$ ${B}`, ['1+2i'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$a+b i=(1+i)^{2}$，则 $a+b=$ ${B}`, ['2'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$a+b i=i(2-i)$，则 $a b=$ ${B}`, ['2'], 'solves'],
    [r`2. 已知 $(a-i) i=b-i$（$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, ['0'], 'solves'],
    [r`2. 已知 $\frac{a+b i}{1+i}=2-i$（$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, ['4'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$a+b i=\frac{1}{i}$，则 $a+b=$ ${B}`, ['-1'], 'solves'],
    [r`2. 已知 $x, y \in \mathbf{R}$，且 $(x+y)+(x-y) i=2+4 i$，则 $x y=$ ${B}`, ['-3'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$\overline{a+b i}=2-3 i$，则 $a+b=$ ${B}`, ['5'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$a+b i=\frac{1+i}{1-i}$，则 $a^{2}+b^{2}=$ ${B}`, ['1'], 'solves'],
    // not affine: (a+i)²=bi gives a=±1, b=±2
    [r`2. 已知 $(a+i)^{2}=b i$（$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, null, 'refuses'],
    // a letter in a denominator: 2/(a+i)=1−bi gives a=b=1
    [r`2. 已知 $\frac{2}{a+i}=1-b i$（$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, ['2'], 'mayRefuse'],
    // a and b are not declared real: refuse
    [r`2. 已知 $a+b i=(1+i)^{2}$，则 $a+b=$ ${B}`, ['2'], 'mayRefuse'],
    // (11−7i)/(1−2i)=5+3i: a−b=2
    [c(r`2. （5 分）设 $a, b \in \mathbf{R}$，$a+b i=\frac{11-7 i}{1-2 i}$（$i$ 为虚数单位），则 $a-b$ 的值为（ ）`, '$2$', '$8$', '$-2$', '$5$'), ['A'], 'solves'],
    [c(r`2. 设 $a, b \in \mathbf{R}$，$a+b i=\frac{11-7 i}{1-2 i}$，则 $a+b$ 的值为（ ）`, '$8$', '$5$', '$3$', '以上都不对'), ['A'], 'solves'],
  ],
  geometricTerms: [
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{5}=$ ${B}`, ['4'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{7}=8$，$a_{3}=2$，则 $a_{5}=$ ${B}`, ['4'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=-2$，$a_{7}=-8$，则 $a_{5}=$ ${B}`, ['-4'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，$a_{9}=16$，则 $a_{5}=$ ${B}`, ['4'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，$a_{9}=16$，则 $a_{3}=$ ${B}`, ['2'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{1}=$ ${B}`, ['1'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{11}=$ ${B}`, ['32'], 'solves'],
    // q = ±√2: a_4 = ±2√2 has two values
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，$a_{7}=8$，则 $a_{4}=$ ${B}`, null, 'refuses'],
    // q = ±2: a_5 = ±8
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2}=1$，$a_{8}=64$，则 $a_{5}=$ ${B}`, null, 'refuses'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{4}=2$，$a_{10}=16$，则 $a_{7}=$ ${B}`, null, 'refuses'],
    [r`14. 在各项均为正数的等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{4}=$ ${B}`, [r`2\sqrt{2}|2√2`], 'mayRefuse'],
    [r`14. 在等差数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{5}=$ ${B}`, ['5'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则公比 $q=$ ${B}`, [r`±\sqrt{2}|±√2`], 'mayRefuse'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=-8$，则 $a_{5}=$ ${B}`, null, 'refuses'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2}=2$，$a_{5}=16$，则 $a_{8}=$ ${B}`, ['128'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{5}^{2}=$ ${B}`, ['16'], 'mayRefuse'],
    [c(r`4. 在等比数列 $\left\{a_{n}\right\}$ 中，若 $a_{3}=2$，$a_{7}=8$，则 $a_{5}=$（ ）`, r`$\pm 4$`, '$4$', '$-4$', '$16$'), ['B'], 'solves'],
  ],
  monotoneParameters: [
    // decreasing: 2x+1/x ≤ a on (0,+∞) for no a
    [r`16. 若函数 $f(x)=x^{2}-a x+\ln x$ 在 $(0,+\infty)$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, [r`\varnothing|∅`], 'mayRefuse'],
    [r`14. 已知函数 $f(x)=x^{3}-a x$ 在 $[1,+\infty)$ 上是减函数，则 $a$ 的取值范围是 ${B}`, [r`\varnothing|∅`], 'mayRefuse'],
    [r`14. 已知函数 $f(x)=x^{3}-a x$ 在 $(-1,1)$ 上单调递减，则 $a$ 的取值范围是 ${B}`, ['[3,+∞)|[3, +∞)'], 'solves'],
    [r`14. 已知函数 $f(x)=x^{3}-a x$ 在 $[-1,1]$ 上单调递减，则 $a$ 的取值范围是 ${B}`, ['[3,+∞)|[3, +∞)'], 'solves'],
    [r`15. 若函数 $f(x)=\ln x-a x$ 在区间 $(1,2)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, [r`(-∞,\frac{1}{2}]|(-∞,1/2]|(-∞, \frac{1}{2}]`], 'solves'],
    [r`15. 若函数 $f(x)=\ln x+\frac{a}{x}$ 在 $[1,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,1]|(-∞, 1]'], 'solves'],
    [r`15. 若函数 $f(x)=x^{2}+a \ln x$ 在 $(1,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[-2,+∞)|[-2, +∞)'], 'solves'],
    [r`15. 若函数 $f(x)=x+\frac{a}{x}$ 在 $[2,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,4]|(-∞, 4]'], 'solves'],
    [r`15. 若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(0,1)$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, [r`[\mathrm{e},+∞)|[e,+∞)|[e, +∞)|[\mathrm{e}, +∞)`], 'solves'],
    [r`15. 若函数 $f(x)=a x^{3}+x$ 在 $\mathbf{R}$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[0,+∞)|[0, +∞)'], 'solves'],
    [r`15. 若函数 $f(x)=x^{3}+a x$ 在 $\mathbf{R}$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, [r`\varnothing|∅`], 'mayRefuse'],
    // the letter is a base: 0<a<1 (a=1 gives a constant, a≤0 no function)
    [r`15. 若函数 $f(x)=a^{x}$ 在 $\mathbf{R}$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, ['(0,1)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\log _{a} x$ 在 $(0,+\infty)$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, ['(0,1)'], 'mayRefuse'],
    // f′ has no letter: every a
    [r`15. 若函数 $f(x)=x^{2}-2 x+a$ 在 $(1,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, [r`\mathbf{R}|R|(-∞,+∞)`], 'mayRefuse'],
    // 「单调递减区间为」 fixes a: f′(±1)=0 gives a=3
    [r`15. 若函数 $f(x)=x^{3}-a x$ 的单调递减区间为 $(-1,1)$，则实数 $a=$ ${B}`, ['3'], 'mayRefuse'],
    // 「单调」 without a direction: two cases
    [r`15. 若函数 $f(x)=x^{2}-a x$ 在区间 $(1,2)$ 上单调，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,2]', '[4,+∞)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{2}-a x$ 在区间 $(1,2)$ 上不单调，则实数 $a$ 的取值范围是 ${B}`, ['(2,4)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{3}-a x$ 在 $(1,+\infty)$ 上单调递增，则 $a$ 的最大值为 ${B}`, ['3'], 'mayRefuse'],
    [c(r`8. 已知函数 $f(x)=x^{3}+a x^{2}+3 x$ 在 $\mathbf{R}$ 上单调递增，则 $a$ 的取值范围是（ ）`, '$(-3,3)$', r`$(-\infty,-3]$`, r`$[3,+\infty)$`, '以上都不对'), ['D'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=a x-\cos x$ 在 $\mathbf{R}$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[1,+∞)|[1, +∞)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{2}+a x$ 在 $[1,2]$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[-2,+∞)|[-2, +∞)'], 'solves'],
  ],
  absoluteSums: [
    [r`13. 函数 $f(x)=|x-1|-|x+2|$ 的最小值为 ${B}`, ['-3'], 'solves'],
    [r`13. 函数 $f(x)=|x-1|-|x+2|$ 的最大值为 ${B}`, ['3'], 'solves'],
    [r`13. 函数 $f(x)=|2 x-1|+|x-2|$ 的最小值为 ${B}`, ['3/2'], 'solves'],
    [r`13. 函数 $f(x)=|x+1|+|x-1|$ 的最大值为 ${B}`, null, 'refuses'],
    [r`13. 函数 $f(x)=|x-1|+2|x+1|$ 的最小值为 ${B}`, ['2'], 'solves'],
    [r`13. 函数 $f(x)=|x-1|+|x+2|$ 在区间 $[0,3]$ 上的最大值为 ${B}`, ['7'], 'mayRefuse'],
    [r`13. 函数 $y=|x-3|-|x+1|$ 的最大值为 ${B}`, ['4'], 'solves'],
    [r`13. 函数 $f(x)=|x-1|+|x-3|+x$ 的最小值为 ${B}`, ['3'], 'solves'],
    [r`13. 函数 $f(x)=|x-1|+x$ 的最小值为 ${B}`, ['1'], 'solves'],
    [r`13. 函数 $f(x)=|x-1|+2 x$ 的最小值为 ${B}`, null, 'refuses'],
    [r`13. 函数 $f(x)=|x-1|+|x+2|-|x|$ 的最小值为 ${B}`, ['1'], 'solves'],
    [r`13. 函数 $f(x)=\left|x-\frac{1}{2}\right|+\left|x+\frac{1}{2}\right|$ 的最小值为 ${B}`, ['1'], 'solves'],
    [r`13. 函数 $f(x)=|x-a|+|x+2|$ 的最小值为 3，则 $a=$ ${B}`, ['1', '-5'], 'mayRefuse'],
    [r`13. 若不等式 $|x+1|+|x-2| \geqslant a$ 对任意实数 $x$ 恒成立，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,3]|(-∞, 3]'], 'mayRefuse'],
    [r`13. 函数 $f(x)=|x-1|+|x+2|$ 取得最小值时 $x$ 的取值范围是 ${B}`, ['[-2,1]'], 'mayRefuse'],
    [r`13. 函数 $f(x)=|x-1| \cdot|x+2|$ 的最小值为 ${B}`, ['0'], 'mayRefuse'],
  ],
  domainSetsMore: [
    [r`1. 已知集合 $A=\{x \mid y=\ln |x|\}$，$B=\{-1,0,1\}$，则 $A \cap B=$ ${B}`, [r`{-1,1}`], 'mayRefuse'],
    [c(r`1. 已知集合 $A=\{x \mid y=\sqrt{\ln x}\}$，$B=\{x \mid x<2\}$，则 $A \cap B=$（ ）`, '$[1,2)$', '$(0,2)$', '$(1,2)$', '$[0,2)$'), ['A'], 'mayRefuse'],
    [r`1. 已知集合 $A=\left\{x \mid y=\frac{1}{\ln x}\right\}$，$B=\{1,2,3\}$，则 $A \cap B=$ ${B}`, [r`{2,3}`], 'solves'],
    [r`1. 已知集合 $A=\left\{x \mid y=(x-1)^{-\frac{1}{2}}\right\}$，$B=\{0,1,2\}$，则 $A \cap B=$ ${B}`, [r`{2}`], 'solves'],
    [r`1. 已知集合 $A=\left\{x \mid y=x^{\frac{1}{2}}\right\}$，$B=\{-1,0,1\}$，则 $A \cap B=$ ${B}`, [r`{0,1}`], 'solves'],
    [r`1. 已知集合 $A=\{x \mid y=\sqrt{x}+\sqrt{-x}\}$，$B=\{-1,0,1\}$，则 $A \cap B=$ ${B}`, [r`{0}`], 'solves'],
    [r`1. 已知集合 $A=\left\{x \mid y=\sqrt{2^{x}-4}\right\}$，$B=\{1,2,3\}$，则 $A \cap B=$ ${B}`, [r`{2,3}`], 'mayRefuse'],
    [r`1. 已知集合 $A=\left\{x \mid y=\frac{\ln (x+1)}{x}\right\}$，$B=\{-1,0,1\}$，则 $A \cap B=$ ${B}`, [r`{1}`], 'solves'],
    // the shared domain rule: a zero power needs a base that is not 0
    [c(r`3. 函数 $f(x)=(x-1)^{0}+\sqrt{x}$ 的定义域为（ ）`, r`$[0,1) \cup(1,+\infty)$`, r`$[0,+\infty)$`, r`$(1,+\infty)$`, r`$(0,1) \cup(1,+\infty)$`), ['A'], 'solves'],
    [c(r`3. 函数 $y=\frac{(x+1)^{0}}{\sqrt{|x|-x}}$ 的定义域为（ ）`, r`$(-\infty,-1) \cup(-1,0)$`, r`$(-\infty, 0)$`, r`$(-\infty,-1)$`, r`$(-1,0)$`), ['A'], 'mayRefuse'],
    [r`3. 函数 $f(x)=(2 x-1)^{0}$ 的定义域为 ${B}`, ['(-∞,1/2)', '(1/2,+∞)'], 'solves'],
  ],
  subsetsMore: [
    [r`1. 集合 $\left\{x \in \mathbf{Q} \mid x^{2}=2\right\}$ 的子集个数为 ${B}`, ['1'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid x^{2}-4=0\right\}$ 的子集个数为 ${B}`, ['2'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid x^{2}=2\right\}$ 的子集个数为 ${B}`, ['1'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \mid x^{2}=2\right\}$ 的子集个数为 ${B}`, ['4'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \in \mathbf{N}_{+} \mid x<3\right\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N}^{+} \mid x \leqslant 2\right\}$ 的真子集个数为 ${B}`, ['3'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid \left|x\right| \leqslant 1\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\{x \in \mathbf{Z} \mid(x-1)(x-4)<0\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    // C with {0,1} ⊆ C ⊆ {−1,0,1}: 2, not the 8 subsets of A
    [r`1. 已知集合 $A=\left\{x \in \mathbf{Z} \mid x^{2}<4\right\}$，$B=\{0,1\}$，则满足 $B \subseteq C \subseteq A$ 的集合 $C$ 的个数为 ${B}`, ['2'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid x^{2}<4\right\}$ 的子集中含有元素 $0$ 的子集个数为 ${B}`, ['4'], 'mayRefuse'],
    [r`1. 已知集合 $A=\{x \in \mathbf{N} \mid x<3\}$，$B=\{x \mid x>0\}$，则 $A \cap B$ 的子集个数为 ${B}`, ['4'], 'mayRefuse'],
  ],
  negationsMore: [
    [c(r`3. 命题“$\forall x>0, x+\frac{1}{x} \geqslant 2$”的否定是（ ）`, r`$\exists x_{0}>0, x_{0}+\frac{1}{x_{0}}<2$`, r`$\exists x_{0} \leqslant 0, x_{0}+\frac{1}{x_{0}}<2$`, r`$\forall x>0, x+\frac{1}{x}<2$`, r`$\exists x_{0}>0, x_{0}+\frac{1}{x_{0}} \geqslant 2$`), ['A'], 'solves'],
    [c(r`3. 命题“$\exists x_{0} \in \mathbf{R}, x_{0}^{2}+2 x_{0}+3=0$”的否定是（ ）`, r`$\forall x \in \mathbf{R}, x^{2}+2 x+3 \neq 0$`, r`$\forall x \in \mathbf{R}, x^{2}+2 x+3=0$`, r`$\exists x_{0} \in \mathbf{R}, x_{0}^{2}+2 x_{0}+3 \neq 0$`, r`$\forall x \notin \mathbf{R}, x^{2}+2 x+3 \neq 0$`), ['A'], 'mayRefuse'],
  ],
  logConditionsMore: [
    // within x>0, x<1 and ln x<0 are the same condition
    [c(r`5. 设 $x>0$，则“$x<1$”是“$\ln x<0$”的（ ）`, ...SUFF), ['C'], 'mayRefuse'],
    [c(r`5. “$x \geqslant 0$”是“$\ln (x+1) \geqslant 0$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [c(r`5. “$\lg x<0$”是“$x<1$”的（ ）`, ...SUFF), ['A'], 'solves'],
    [c(r`5. “$0<x<1$”是“$\ln x<0$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [c(r`5. “$x<1$”是“$\ln x<0$”的（ ）`, '必要不充分条件', '充分不必要条件', '既不充分也不必要条件', '充要条件'), ['A'], 'solves'],
    [c(r`5. 设 $x, y \in \mathbf{R}$，则“$\ln x>\ln y$”是“$x>y$”的（ ）`, ...SUFF), ['A'], 'mayRefuse'],
    [c(r`5. “$\ln (x+1)<0$”是“$x<1$”的（ ）`, '充分不必要条件', '必要不充分条件', '充要条件', '以上都不对'), ['A'], 'mayRefuse'],
  ],
  complexEqualityMore: [
    [r`2. 已知 $a, b \in \mathbf{R}$，且 $(1+i) a+(1-i) b=2$，则 $a b=$ ${B}`, ['1'], 'solves'],
    [r`2. 已知 $x, y \in \mathbf{R}$，$x+y i=\frac{3+i}{1+i}$，则 $x+y=$ ${B}`, ['1'], 'solves'],
    [r`3. 已知 $\frac{a+2 i}{i}=b+i$（$a, b \in \mathbf{R}$），则 $(a+b i)^{2}=$ ${B}`, ['-3-4i'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$a+b i=\frac{2+i}{i}$，则 $b^{a}=$ ${B}`, ['-2'], 'solves'],
    [r`2. 若 $a, b \in \mathbf{R}$，且 $a+3 i=(b+i) i$，则 $a+b=$ ${B}`, ['2'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，且 $(a+b)+(a+b) i=2+2 i$，则 $a-b=$ ${B}`, null, 'refuses'],
    [r`2. 已知复数 $a+b i$（$a, b \in \mathbf{R}$）满足 $(a+b i)(2-i)=5$，则 $a+b=$ ${B}`, ['3'], 'mayRefuse'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$a+b i=\frac{2+i}{i}$，则 $|a+b i|=$ ${B}`, [r`\sqrt{5}|√5`], 'mayRefuse'],
  ],
  geometricTermsMore: [
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{4} a_{6}=$ ${B}`, ['16'], 'mayRefuse'],
    [r`14. 等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，$S_{3}=2$，$S_{6}=18$，则 $S_{9}=$ ${B}`, ['146'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，数列 $\left\{b_{n}\right\}$ 满足 $b_{n}=\log _{2} a_{n}$，则 $b_{5}=$ ${B}`, ['2'], 'mayRefuse'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2}=4$，$a_{6}=16$，则 $a_{4}=$ ${B}`, ['8'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=3$，$a_{3}=12$，则 $a_{5}=$ ${B}`, ['48'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=3$，$a_{3}=12$，则 $a_{2}=$ ${B}`, null, 'refuses'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{5}=4$，$a_{1}=1$，则 $a_{3}=$ ${B}`, ['2'], 'solves'],
    [r`14. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{3}=2$，$a_{7}=8$，则 $a_{3}+a_{5}+a_{7}=$ ${B}`, ['14'], 'mayRefuse'],
  ],
  monotoneDomainTraps: [
    // f must be defined on D too: x²−ax+3a>0 on [2,+∞) gives a>−4
    [r`15. 若函数 $f(x)=\log _{2}\left(x^{2}-a x+3 a\right)$ 在 $[2,+\infty)$ 上是增函数，则实数 $a$ 的取值范围是 ${B}`, ['(-4,4]|(-4, 4]'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\ln (a x-1)$ 在 $(2,3)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, [r`[\frac{1}{2},+∞)|[\frac{1}{2}, +∞)|[1/2,+∞)`], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\ln (x-a)+x$ 在 $(1,2)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,1]|(-∞, 1]'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\sqrt{x-a}$ 在 $(1,2)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,1]|(-∞, 1]'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\ln (x+a)-x$ 在 $(0,+\infty)$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, ['[1,+∞)|[1, +∞)'], 'mayRefuse'],
    // a=1/2 makes f a constant
    [r`15. 若函数 $f(x)=\frac{a x+1}{x+2}$ 在 $(-2,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, [r`(\frac{1}{2},+∞)|(\frac{1}{2}, +∞)|(1/2,+∞)`], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\mathrm{e}^{a x}$ 在 $\mathbf{R}$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(0,+∞)|(0, +∞)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{2}+2(a-1) x+2$ 在区间 $(-\infty, 4]$ 上是减函数，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,-3]|(-∞, -3]'], 'solves'],
    [r`15. 若函数 $f(x)=x^{2}-a x$ 在 $(a,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[0,+∞)|[0, +∞)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\frac{1}{3} x^{3}-a x^{2}+\left(a^{2}-1\right) x$ 在 $(1,2)$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, ['[1,2]'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{2}-a x+\ln x$ 在 $(1,2)$ 上存在单调递减区间，则实数 $a$ 的取值范围是 ${B}`, ['(3,+∞)|(3, +∞)'], 'mayRefuse'],
    [c(r`8. 若函数 $f(x)=x^{3}-a x$ 在 $(1,+\infty)$ 上单调递增，则 $a$ 的取值范围是（ ）`, r`$(-\infty, 3)$`, r`$(-\infty, 3]$`, r`$(3,+\infty)$`, r`$[3,+\infty)$`), ['B'], 'solves'],
    [r`15. 若函数 $f(x)=\ln x-\frac{a}{x}$ 在 $[1,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[-1,+∞)|[-1, +∞)'], 'solves'],
    [r`15. 若函数 $f(x)=a \ln x-x$ 在 $(1,2)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['[2,+∞)|[2, +∞)'], 'solves'],
  ],
  absoluteSumsMore: [
    [r`13. 函数 $f(x)=|x-1|+|x-3|(x \geqslant 4)$ 的最小值为 ${B}`, ['4'], 'mayRefuse'],
    [r`13. 函数 $f(x)=|x-1|+|x+2|, x \in[0,3]$ 的最大值为 ${B}`, ['7'], 'mayRefuse'],
    [r`13. 函数 $f(x)=||x-1|-2|$ 的最小值为 ${B}`, ['0'], 'mayRefuse'],
    [r`13. 已知函数 $f(x)=|x-1|+|x+2|$，则 $f(x)$ 的最小值为 ${B}`, ['3'], 'mayRefuse'],
    [r`13. 函数 $f(x)=|x+1|+|x-2|$ 的值域为 ${B}`, ['[3,+∞)|[3, +∞)'], 'mayRefuse'],
    [r`13. 函数 $f(x)=2|x-1|-|x+3|$ 的最小值为 ${B}`, ['-4'], 'solves'],
    [r`13. 函数 $f(x)=|x-2|-2|x+1|$ 的最大值为 ${B}`, ['3'], 'solves'],
    [r`13. 函数 $y=|x-1|+|x+2|+|x-3|$ 的最小值为 ${B}`, ['5'], 'solves'],
    [c(r`5. 函数 $f(x)=|x-1|+|x+2|$ 的最小值为（ ）`, '$1$', '$2$', '$3$', '以上都不对'), ['C'], 'solves'],
    [r`函数f(x)=|x-1|+|x+2|的最小值是多少？`, ['3'], 'mayRefuse'],
    [r`13. 函数 $f(x)=|x-1|+|x+2|$ 的最小值点为 ${B}`, null, 'refuses'],
  ],
  thirdRound: [
    // Z₊ is the positive integers: {1,2}
    [r`1. 集合 $\left\{x \in \mathbf{Z}_{+} \mid x^{2}<5\right\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{Z}^{+} \mid x^{2}<5\right\}$ 的真子集个数为 ${B}`, ['3'], 'solves'],
    [r`1. 集合 $\left\{x \mid x^{2}<5, x \in \mathbf{Z}_{+}\right\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    [c(r`1. 已知集合 $A=\left\{x \in \mathbf{Z}_{+} \mid x^{2}<5\right\}$，$B=\{-1,0,1,2\}$，则 $A \cap B=$（ ）`, r`$\{1,2\}$`, r`$\{-1,0,1,2\}$`, r`$\{0,1,2\}$`, r`$\{2\}$`), ['A'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid x \leqslant 2.5\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid-1<x<1\right\}$ 的子集个数为 ${B}`, ['2'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N}^{*} \mid x-3<2\right\}$ 的子集个数为 ${B}`, ['16'], 'solves'],
    [r`1. 集合 $\left\{x \mid x^{2}-3 x+2=0\right\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    [r`1. 集合 $\left\{x \mid x^{2}-3 x+2<0\right\}$ 的子集个数为 ${B}`, null, 'refuses'],
    // the sequence {1/a_n} printed with two levels of braces
    [r`15. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=1$，且 $\left\{\frac{1}{a_{n}}\right\}$ 是公差为 $2$ 的等差数列，则 $a_{5}=$ ${B}`, ['1/9'], 'mayRefuse'],
    [r`15. 数列 $\left\{\frac{1}{n(n+1)}\right\}$ 的前 $10$ 项和为 ${B}`, ['10/11'], 'mayRefuse'],
    [r`15. 已知数列 $\left\{a_{n}\right\}$ 的通项公式为 $a_{n}=2^{n}$，则数列 $\left\{\log _{2} a_{n}\right\}$ 的前 $10$ 项和为 ${B}`, ['55'], 'mayRefuse'],
    [r`15. 已知等差数列 $\left\{a_{n}\right\}$ 中 $a_{1}=1$，$a_{3}=5$，则数列 $\left\{\frac{1}{a_{n} a_{n+1}}\right\}$ 的前 $10$ 项和为 ${B}`, ['10/21'], 'mayRefuse'],
    // f undefined at 0 inside (−1,1): no function increasing on (−1,1)
    [r`15. 若函数 $f(x)=x+\frac{a}{x}$ 在 $(-1,1)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, null, 'refuses'],
    [r`15. 若函数 $f(x)=\ln x-a x$ 在 $(-1,2)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, null, 'refuses'],
    [r`15. 若函数 $f(x)=x-a \ln x$ 在 $(0,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,0]|(-∞, 0]'], 'solves'],
    [r`15. 若函数 $f(x)=\frac{a}{x}+\ln x$ 在 $[2,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,2]|(-∞, 2]'], 'solves'],
    // a=0 gives the constant 0: every a except 0
    [r`15. 若函数 $f(x)=a^{2} x^{3}$ 在 $\mathbf{R}$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,0)', '(0,+∞)'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=\left(a^{2}+1\right) x-\sin x$ 在 $\mathbf{R}$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, [r`\mathbf{R}|R|(-∞,+∞)`], 'mayRefuse'],
    [r`2. 已知 $(a+b i)^{2}=3+4 i$（$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, null, 'refuses'],
    [r`2. 已知 $\frac{a+i}{1+i}=b$（$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, ['2'], 'solves'],
    [r`2. 已知 $\frac{a+i}{b+i}=1$（$a, b \in \mathbf{R}$），则 $a-b=$ ${B}`, ['0'], 'mayRefuse'],
  ],
  fourthRound: [
    [r`1. 集合 $\left\{x \mid(x-1)^{2}(x+2)=0\right\}$ 的子集个数为 ${B}`, ['4'], 'solves'],
    [r`1. 集合 $\left\{x \mid x^{3}-x=0\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\left\{x \mid x^{3}=x^{2}\right\}$ 的真子集个数为 ${B}`, ['3'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid x^{2}-x-2=0\right\}$ 的子集个数为 ${B}`, ['2'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{Z} \mid \frac{x+1}{x-2} \leqslant 0\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid \log _{2} x<2\right\}$ 的子集个数为 ${B}`, ['8'], 'solves'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid 2^{x}<5\right\}$ 的子集个数为 ${B}`, ['8'], 'mayRefuse'],
    [r`1. 集合 $\left\{x \in \mathbf{N} \mid \sqrt{x}<2\right\}$ 的子集个数为 ${B}`, ['16'], 'mayRefuse'],
    [r`1. 已知集合 $A=\{x \in \mathbf{R} \mid y=\ln (x-1)\}$，$B=\{0,1,2,3\}$，则 $A \cap B=$ ${B}`, [r`{2,3}`], 'solves'],
    [c(r`1. 已知集合 $A=\{x \mid y=\lg (x+1)\}$，$B=\{x \mid y=\sqrt{1-x}\}$，则 $A \cap B=$（ ）`, '$(-1,1]$', '$[-1,1]$', '$(-1,1)$', r`$(-\infty, 1]$`), ['A'], 'solves'],
    [c(r`5. “$x>1$”是“$\log _{2} x>0$”的（ ）`, ...SUFF), ['C'], 'solves'],
    [r`15. 若函数 $f(x)=x^{3}-3 a x+1$ 在 $(0,1)$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, ['[1,+∞)|[1, +∞)'], 'solves'],
    [r`15. 若函数 $f(x)=2 x^{2}-\ln x$ 在区间 $(k-1, k+1)$ 上不单调，则实数 $k$ 的取值范围是 ${B}`, [r`[1,\frac{3}{2})|[1,3/2)`], 'mayRefuse'],
    [r`2. 已知 $a, b \in \mathbf{R}$，$i$ 是虚数单位，若 $(1+i)(1-b i)=a$，则 $\frac{a}{b}$ 的值为 ${B}`, ['2'], 'solves'],
    [r`2. 已知 $a, b \in \mathbf{R}$，且 $a+2 i=\frac{b-i}{i}$，则 $a+b=$ ${B}`, ['-3'], 'solves'],
    [r`1. 已知集合 $A=\left\{x \in \mathbf{Q} \mid x^{2}=2\right\}$，$B=\{1,2\}$，则 $A \cup B=$ ${B}`, [r`{1,2}`], 'mayRefuse'],
    [r`13. 函数 $f(x)=\frac{1}{2}|x-1|+|x+2|$ 的最小值为 ${B}`, ['3/2'], 'solves'],
    [r`13. 函数 $f(x)=|x-1|+|x+2|(x \in \mathbf{N})$ 的最小值为 ${B}`, ['3'], 'mayRefuse'],
    // on the naturals the least value of |x+1|+|x+2| is at x=0: 3, not the 1 of the reals
    [r`13. 函数 $f(x)=|x+1|+|x+2|(x \in \mathbf{N})$ 的最小值为 ${B}`, ['3'], 'mayRefuse'],
    [r`13. 函数 $f(x)=|x+1|+|x+2|, x \in \mathbf{N}$ 的最小值为 ${B}`, ['3'], 'mayRefuse'],
  ],
  fifthRound: [
    // f has no value at x=0, an end of the closed interval
    [r`15. 若函数 $f(x)=x^{2}-a \ln x$ 在 $[0,1]$ 上单调递减，则实数 $a$ 的取值范围是 ${B}`, null, 'refuses'],
    [r`15. 若函数 $f(x)=\sqrt{x}-a x$ 在 $(0,4]$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, [r`(-∞,\frac{1}{4}]|(-∞, \frac{1}{4}]|(-∞,1/4]`], 'solves'],
    [r`15. 若函数 $g(x)=x^{3}-a x$ 在 $(1,+\infty)$ 上单调递增，则实数 $a$ 的取值范围是 ${B}`, ['(-∞,3]|(-∞, 3]'], 'solves'],
    [r`15. 若函数 $f(x)=x^{3}-a x$ 在 $(1,+\infty)$ 上单调递增，则实数 $a$ 的取值集合是 ${B}`, ['(-∞,3]|(-∞, 3]'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{3}-a x$ 在 $(1,+\infty)$ 上单调递增，在 $(0,1)$ 上单调递减，则实数 $a=$ ${B}`, ['3'], 'mayRefuse'],
    [r`15. 若函数 $f(x)=x^{3}-a x$ 在 $(1,+\infty)$ 上不是单调递增函数，则实数 $a$ 的取值范围是 ${B}`, ['(3,+∞)|(3, +∞)'], 'mayRefuse'],
  ],
};

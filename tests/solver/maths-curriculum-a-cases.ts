/**
 * Curriculum probes for the gaokao maths topics of functions, derivatives, inequalities, sets and logic, complex
 * numbers, plane vectors and sequences (decision 0081): each topic asked four to eight times as a paper prints it
 * (OCR-style LaTeX, 「则（ ）」, options on one line or several), with numbers of our own and every answer worked by
 * hand. 'solves' marks the probes answered when the decision closed (they must stay answered); 'mayRefuse' the ones
 * not reached yet (a refusal is recorded, a wrong answer fails).
 */
import { type MathsLookalike, choice as c } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;
const oneLine = (stem: string, ...options: string[]) => `${stem}\nA. ${options[0]}\tB. ${options[1]}\tC. ${options[2]}\tD. ${options[3]}`;
const ORDER = ['充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'] as const;

// biome-ignore format: one problem a line
export const FUNCTIONS: MathsLookalike[] = [
  [c(r`5. 已知函数 $f(x)=\left\{\begin{array}{ll}2^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则 $f\left(f\left(\frac{1}{4}\right)\right)=$（ ）`, '4', r`$\frac{1}{4}$`, '-4', r`$-\frac{1}{4}$`), ['B'], 'solves'],
  [c(r`3. (5 分) 函数 $f(x)=\sqrt{x-1}+\ln (3-x)$ 的定义域为（ ）`, '$[1,3)$', '$(1,3)$', '$[1,3]$', r`$(-\infty, 3)$`), ['A'], 'solves'],
  [oneLine(r`6. 已知 $a=\log _{3} 2$，$b=2^{0.3}$，$c=0.3^{2}$，则（ ）`, '$a<b<c$', '$c<a<b$', '$b<c<a$', '$a<c<b$'), ['B'], 'solves'],
  [c(r`7．设 $a=0.5^{0.3}$，$b=\log _{0.5} 3$，$c=3^{0.5}$，则 $a, b, c$ 的大小关系为（　）`, '$a<b<c$', '$b<a<c$', '$c<a<b$', '$b<c<a$'), ['B'], 'solves'],
  [c(r`4. 下列函数中，既是奇函数又在 $(0,+\infty)$ 上单调递增的是（ ）`, '$y=x^{3}$', r`$y=\ln x$`, '$y=x^{2}$', r`$y=\frac{1}{x}$`), ['A'], 'solves'],
  [r`13. 函数 $f(x)=x^{3}-3 x$ 在区间 $[0,2]$ 上的最大值为 ${B}`, ['2'], 'solves'],
  [c(r`5．函数 $f(x)=2^{x}+x-4$ 的零点所在的区间是（　）`, '$(0,1)$', '$(1,2)$', '$(2,3)$', '$(3,4)$'), ['B'], 'solves'],
  [r`14. 已知函数 $f(x)$ 为奇函数，当 $x>0$ 时，$f(x)=x^{2}+\frac{1}{x}$，则 $f(-1)=$ ${B}`, ['-2'], 'solves'],
  [r`13. 若函数 $f(x)=x^{2}+(a-1) x+2$ 为偶函数，则 $a=$ ${B}`, ['1'], 'solves'],
  [r`14. 已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}+1, & x \leqslant 1 \\ -x+3, & x>1\end{array}\right.$，则 $f(f(2))=$ ${B}`, ['2'], 'solves'],
  [c(r`6. 设 $a=\log _{2} 3$，$b=\log _{3} 2$，$c=\log _{0.5} 3$，则 $a, b, c$ 的大小关系是（ ）`, '$a>b>c$', '$b>a>c$', '$c>a>b$', '$a>c>b$'), ['A'], 'solves'],
  [oneLine(r`3. 函数 $f(x)=\lg (x+1)+\frac{1}{\sqrt{2-x}}$ 的定义域为（ ）`, '$(-1,2)$', '$[-1,2)$', '$(-1,2]$', '$[-1,2]$'), ['A'], 'solves'],
  [r`15. 函数 $f(x)=x^{2}-2 x+3$ 在区间 $[0,3]$ 上的值域为 ${B}`, ['[2,6]'], 'solves'],
  [c(r`8. 函数 $y=\log _{2}\left(x^{2}-2 x-3\right)$ 的单调递增区间是（ ）`, r`$(3,+\infty)$`, r`$(1,+\infty)$`, r`$(-\infty,-1)$`, r`$(-\infty, 1)$`), ['A'], 'solves'],
  [r`14. 函数 $f(x)=\ln x+2 x-6$ 的零点个数为 ${B}`, ['1'], 'solves'],
];

// biome-ignore format: one problem a line
export const DERIVATIVES: MathsLookalike[] = [
  [r`13. (5 分) 曲线 $y=x \ln x$ 在点 $(1,0)$ 处的切线方程为 ${B}`, ['x-1'], 'solves'],
  [c(r`6. 曲线 $y=e^{x}+2 x$ 在点 $(0,1)$ 处的切线方程为（ ）`, '$y=3 x+1$', '$y=2 x+1$', '$y=3 x-1$', '$y=x+1$'), ['A'], 'solves'],
  [r`14. 函数 $f(x)=x^{3}-3 x^{2}+1$ 的极小值为 ${B}`, ['-3'], 'solves'],
  [c(r`7. 函数 $f(x)=x-\ln x$ 的单调递减区间为（ ）`, '$(0,1)$', r`$(1,+\infty)$`, r`$(-\infty, 1)$`, r`$(0,+\infty)$`), ['A'], 'solves'],
  [r`14. 已知函数 $f(x)=a x^{3}-3 x$ 在 $x=1$ 处取得极值，则 $a=$ ${B}`, ['1'], 'solves'],
  [r`15. 若曲线 $y=a x^{2}-\ln x$ 在点 $(1, a)$ 处的切线平行于 $x$ 轴，则 $a=$ ${B}`, ['1/2'], 'solves'],
  [oneLine(r`8. 函数 $f(x)=\frac{\ln x}{x}$ 的最大值为（ ）`, r`$\frac{1}{e}$`, '$e$', '1', '$e^{2}$'), ['A'], 'solves'],
  [c(r`7. 函数 $f(x)=x e^{x}$ 的单调递增区间为（ ）`, r`$(-1,+\infty)$`, r`$(-\infty,-1)$`, r`$(0,+\infty)$`, r`$(1,+\infty)$`), ['A'], 'solves'],
  [c(r`8. 函数 $f(x)=x \ln x$ 的单调递减区间是（ ）`, r`$\left(0, \frac{1}{e}\right)$`, r`$\left(\frac{1}{e},+\infty\right)$`, '$(0, e)$', r`$(e,+\infty)$`), ['A'], 'solves'],
  [r`14. 曲线 $y=\frac{2 x-1}{x+2}$ 在点 $(-1,-3)$ 处的切线方程为 ${B}`, ['5x+2'], 'solves'],
  [r`15. 函数 $f(x)=e^{x}-x$ 的最小值为 ${B}`, ['1'], 'solves'],
];

// biome-ignore format: one problem a line
export const INEQUALITIES: MathsLookalike[] = [
  [c(r`2. 不等式 $x^{2}-x-6<0$ 的解集为（ ）`, '$(-2,3)$', '$(-3,2)$', r`$(-\infty,-2) \cup(3,+\infty)$`, r`$(-\infty,-3) \cup(2,+\infty)$`), ['A'], 'solves'],
  [r`13. 已知 $x>0$，则 $x+\frac{4}{x}$ 的最小值为 ${B}`, ['4'], 'solves'],
  [r`14. 若 $a>0, b>0$，且 $a+b=1$，则 $\frac{1}{a}+\frac{4}{b}$ 的最小值为 ${B}`, ['9'], 'solves'],
  [c(r`5. 设 $a>b>0$，则下列不等式成立的是（ ）`, '$a^{2}<b^{2}$', r`$\frac{1}{a}>\frac{1}{b}$`, r`$\ln a>\ln b$`, '$2^{a}<2^{b}$'), ['C'], 'solves'],
  [oneLine(r`6. 已知 $x>1$，则 $x+\frac{1}{x-1}$ 的最小值为（ ）`, '2', '3', '4', '1'), ['B'], 'solves'],
  [c(r`3. 不等式 $|x-1|<2$ 的解集为（ ）`, '$(-1,3)$', '$(-3,1)$', '$(1,3)$', r`$(-\infty,-1) \cup(3,+\infty)$`), ['A'], 'solves'],
  [c(r`4. 不等式 $\frac{x-1}{x+2} \leqslant 0$ 的解集为（ ）`, '$(-2,1]$', '$[-2,1]$', '$(-2,1)$', r`$(-\infty,-2) \cup[1,+\infty)$`), ['A'], 'solves'],
  [r`13. 已知 $a>0$，$b>0$，且 $a b=4$，则 $a+b$ 的最小值为 ${B}`, ['4'], 'solves'],
  [c(r`2. 不等式 $2^{x-1}>4$ 的解集为（ ）`, r`$(3,+\infty)$`, r`$(1,+\infty)$`, r`$(-\infty, 3)$`, r`$(2,+\infty)$`), ['A'], 'solves'],
  [r`14. 若 $x>0, y>0$，且 $x+2 y=4$，则 $x y$ 的最大值为 ${B}`, ['2'], 'solves'],
  [c(r`6. 若 $a>b$，则（ ）`, r`$\ln (a-b)>0$`, r`$3^{a}<3^{b}$`, r`$a^{3}-b^{3}>0$`, r`$|a|>|b|$`), ['C'], 'mayRefuse'],
  [r`15. 已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, ['(2,+∞)'], 'solves'],
];

// biome-ignore format: one problem a line
export const SETS_AND_LOGIC: MathsLookalike[] = [
  [c(r`1. 已知集合 $A=\left\{x \mid x^{2}-4 x+3<0\right\}$，$B=\{x \mid 2<x<4\}$，则 $A \cap B=$（ ）`, '$(1,3)$', '$(2,3)$', '$(1,4)$', '$(3,4)$'), ['B'], 'solves'],
  [c(r`3. “$x>2$”是“$x^{2}>4$”的（ ）`, ...ORDER), ['A'], 'solves'],
  [c(r`4. 设 $x \in R$，则“$x^{2}-3 x<0$”是“$|x-1|<1$”的（ ）`, ...ORDER), ['B'], 'solves'],
  [c(r`3. 若 $a \in \mathbf{R}$，则“$a>1$”是“$\frac{1}{a}<1$”的（ ）`, ...ORDER), ['A'], 'solves'],
  [c(r`2. 命题“$\forall x \in R, x^{2}+1>0$”的否定是（ ）`, r`$\forall x \in R, x^{2}+1 \leqslant 0$`, r`$\exists x \in R, x^{2}+1 \leqslant 0$`, r`$\exists x \in R, x^{2}+1>0$`, r`$\forall x \in R, x^{2}+1<0$`), ['B'], 'solves'],
  [c(r`3. 命题“$\exists x_{0}>0, \ln x_{0}>x_{0}-1$”的否定是（ ）`, r`$\forall x>0, \ln x \leqslant x-1$`, r`$\exists x_{0}>0, \ln x_{0} \leqslant x_{0}-1$`, r`$\forall x>0, \ln x>x-1$`, r`$\forall x \leqslant 0, \ln x \leqslant x-1$`), ['A'], 'solves'],
  [oneLine(r`1. 已知全集 $U=\{1,2,3,4,5\}$，集合 $A=\{1,3\}$，$B=\{3,4,5\}$，则 $\complement_{U}(A \cup B)=$（ ）`, r`$\{2\}$`, r`$\{2,4\}$`, r`$\{1,2\}$`, r`$\{5\}$`), ['A'], 'solves'],
  [c(r`1. 已知集合 $A=\{x \mid-1<x<2\}$，$B=\{x \mid x \geqslant 1\}$，则 $A \cup B=$（ ）`, r`$(-1,+\infty)$`, '$[1,2)$', '$(-1,1]$', r`$(-\infty, 2)$`), ['A'], 'solves'],
  [r`13. 已知集合 $A=\{1,2,3\}$，则集合 $A$ 的子集个数为 ${B}`, ['8'], 'solves'],
  [oneLine(r`4. “$a>b$”是“$a^{3}>b^{3}$”的（ ）`, ...ORDER), ['C'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const COMPLEX_NUMBERS: MathsLookalike[] = [
  [c(r`2. 若复数 $z=\frac{2 i}{1+i}$，则 $z$ 的共轭复数 $\bar{z}=$（ ）`, '$1-i$', '$1+i$', '$-1+i$', '$-1-i$'), ['A'], 'solves'],
  [r`13. 已知 $i$ 为虚数单位，复数 $z=(1+2 i)(2-i)$，则 $|z|=$ ${B}`, ['5'], 'solves'],
  [oneLine(r`2. 复数 $z=\frac{3-i}{1+i}$ 在复平面内对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['D'], 'solves'],
  [c(r`1. 若 $z(1-i)=2 i$，则 $z=$（ ）`, '$-1+i$', '$1-i$', '$1+i$', '$-1-i$'), ['A'], 'solves'],
  [r`14. 若复数 $(a+i)(1-i)$ 为纯虚数（$i$ 为虚数单位），则实数 $a=$ ${B}`, ['-1'], 'solves'],
  [r`13. 已知复数 $z=1+2 i$，则 $z \cdot \bar{z}=$ ${B}`, ['5'], 'solves'],
  [c(r`2. 若复数 $\frac{a+i}{1+i}$ 是纯虚数（$i$ 为虚数单位），则实数 $a$ 的值为（ ）`, '-1', '1', '-2', '2'), ['A'], 'solves'],
  [r`13. 复数 $\frac{5}{2-i}$ 的虚部为 ${B}`, ['1'], 'solves'],
];

// biome-ignore format: one problem a line
export const PLANE_VECTORS: MathsLookalike[] = [
  [r`13. 已知向量 $\vec{a}=(1,2)$，$\vec{b}=(m,-1)$，若 $\vec{a} \perp \vec{b}$，则 $m=$ ${B}`, ['2'], 'solves'],
  [c(r`3. 已知向量 $\vec{a}=(2,1)$，$\vec{b}=(x,-2)$，且 $\vec{a} / / \vec{b}$，则 $x=$（ ）`, '-4', '4', '-1', '1'), ['A'], 'solves'],
  [r`14. 已知向量 $\boldsymbol{a}, \boldsymbol{b}$ 满足 $|\boldsymbol{a}|=1$，$|\boldsymbol{b}|=2$，$\boldsymbol{a} \cdot \boldsymbol{b}=1$，则 $|\boldsymbol{a}-\boldsymbol{b}|=$ ${B}`, ['√3|sqrt(3)'], 'solves'],
  [oneLine(r`4. 已知向量 $\vec{a}=(1,1)$，$\vec{b}=(2,0)$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为（ ）`, r`$\frac{\pi}{6}$`, r`$\frac{\pi}{4}$`, r`$\frac{\pi}{3}$`, r`$\frac{\pi}{2}$`), ['B'], 'solves'],
  [r`13. 已知 $|\vec{a}|=2$，$|\vec{b}|=3$，$\vec{a}$ 与 $\vec{b}$ 的夹角为 $60^{\circ}$，则 $\vec{a} \cdot \vec{b}=$ ${B}`, ['3'], 'solves'],
  [r`14. 已知向量 $\vec{a}=(3,4)$，$\vec{b}=(1,-1)$，则 $(\vec{a}+\vec{b}) \cdot \vec{b}=$ ${B}`, ['1'], 'solves'],
  [r`13. 已知向量 $\vec{a}=(1,-2)$，$\vec{b}=(3, k)$，若 $(\vec{a}+\vec{b}) \perp \vec{a}$，则 $k=$ ${B}`, ['4'], 'solves'],
  [r`14. 已知向量 $\vec{a}=(2,-1)$，$\vec{b}=(1,3)$，则 $|2 \vec{a}-\vec{b}|=$ ${B}`, ['√34|sqrt(34)'], 'solves'],
  [c(r`6. 已知单位向量 $\vec{a}, \vec{b}$ 的夹角为 $\frac{\pi}{3}$，则 $|\vec{a}+2 \vec{b}|=$（ ）`, r`$\sqrt{7}$`, r`$\sqrt{5}$`, '3', '7'), ['A'], 'solves'],
];

// biome-ignore format: one problem a line
export const SEQUENCES: MathsLookalike[] = [
  [r`14. 已知等差数列 $\left\{a_{n}\right\}$ 中，$a_{3}=5$，$a_{7}=13$，则 $a_{10}=$ ${B}`, ['19'], 'solves'],
  [c(r`5. 在等比数列 $\left\{a_{n}\right\}$ 中，$a_{2}=2$，$a_{5}=16$，则 $\left\{a_{n}\right\}$ 的前 6 项和 $S_{6}=$（ ）`, '63', '64', '31', '127'), ['A'], 'solves'],
  [r`13. 设等差数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，若 $a_{4}+a_{6}=10$，则 $S_{9}=$ ${B}`, ['45'], 'solves'],
  [r`15. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=1$，$a_{n+1}=2 a_{n}+1$，则 $a_{5}=$ ${B}`, ['31'], 'solves'],
  [c(r`4. 一座 5 层塔共挂了 242 盏灯，且相邻两层中的下一层灯数是上一层灯数的 3 倍，则塔的顶层共有灯（ ）`, '1 盏', '2 盏', '3 盏', '6 盏'), ['B'], 'solves'],
  [r`14. 已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=n^{2}+2 n$，则 $a_{5}=$ ${B}`, ['11'], 'solves'],
  [r`15. 已知等比数列 $\left\{a_{n}\right\}$ 的各项均为正数，且 $a_{3} a_{7}=16$，则 $a_{5}=$ ${B}`, ['4'], 'solves'],
  [c(r`5. 一座 4 层塔共挂了 150 盏灯，相邻两层中上一层的灯数是下一层的 2 倍，则塔的底层有灯（ ）`, '10 盏', '20 盏', '40 盏', '80 盏'), ['A'], 'solves'],
  [oneLine(r`6. 某人走了 6 天共走了 378 里，从第二天起每天走的路程为前一天的一半，则此人第二天走了（ ）`, '192 里', '96 里', '48 里', '24 里'), ['B'], 'solves'],
  [r`13. 等比数列 $\left\{a_{n}\right\}$ 中，$a_{1}=1$，公比 $q=2$，则 $S_{5}=$ ${B}`, ['31'], 'solves'],
  [r`14. 已知数列 $\left\{a_{n}\right\}$ 满足 $a_{1}=2$，$a_{n+1}=a_{n}+3$，则 $a_{10}=$ ${B}`, ['29'], 'solves'],
  [r`15. 已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}-1$，则 $a_{4}=$ ${B}`, ['8'], 'solves'],
];

/** Variants of the kinds built for these probes (decision 0081), in other words and numbers: each must be answered. */
// biome-ignore format: one problem a line
export const NEW_KIND_VARIANTS: MathsLookalike[] = [
  [r`某女子织布，每天比前一天多织 2 尺，连续织了 5 天共织 45 尺，则她第一天织布多少尺？`, ['5'], 'solves'],
  [r`一座 6 层塔共挂了 66 盏灯，每一层比上一层多 2 盏，则顶层有几盏灯？`, ['6'], 'solves'],
  [r`某工厂连续生产 5 天共生产 310 个零件，以后每天生产的零件数是前一天的 2 倍，则第 3 天生产了 ${B} 个`, ['40'], 'solves'],
  [c(r`7. 函数 $f(x)=e^{x}-x$ 的单调递增区间为（ ）`, r`$(-\infty, 0)$`, r`$(0,+\infty)$`, r`$(1,+\infty)$`, r`$(-\infty, 1)$`), ['B'], 'solves'],
  [c(r`7. 函数 $y=x^{2}-2 \ln x$ 的单调递减区间是（ ）`, '$(-1,1)$', '$(0,1)$', r`$(1,+\infty)$`, r`$(0,+\infty)$`), ['B'], 'solves'],
  [c(r`7. 函数 $f(x)=x^{3}-3 x$ 的单调递减区间为（ ）`, '$(-1,1)$', r`$(1,+\infty)$`, r`$(-\infty,-1)$`, '$(0,1)$'), ['A'], 'solves'],
  [r`函数 $f(x)=x-2 \ln x$ 的单调递减区间为 ${B}`, ['(0, 2)|(0,2)'], 'solves'],
  [c(r`3. 命题“$\exists x_{0}>0, x_{0}^{2}>x_{0}-1$”的否定是（ ）`, r`$\forall x>0, x^{2} \leqslant x-1$`, r`$\exists x_{0}>0, x_{0}^{2} \leqslant x_{0}-1$`, r`$\forall x>0, x^{2}>x-1$`, r`$\forall x \leqslant 0, x^{2} \leqslant x-1$`), ['A'], 'solves'],
  [c(r`2. 命题“$\forall x \in R, e^{x}>x+1$”的否定是（ ）`, r`$\forall x \in R, e^{x} \leqslant x+1$`, r`$\exists x \in R, e^{x} \leqslant x+1$`, r`$\exists x \in R, e^{x}<x+1$`, r`$\exists x \in R, e^{x}>x+1$`), ['B'], 'solves'],
  [r`设 $i$ 是虚数单位，若复数 $(2+a i)(1+i)$ 是实数，则实数 $a=$ ${B}`, ['-2'], 'solves'],
  [c(r`5. 设 $a=2^{0.1}$，$b=\ln \frac{1}{2}$，$c=0.9^{2}$，则 $a, b, c$ 的大小关系为（ ）`, '$a<b<c$', '$b<c<a$', '$c<b<a$', '$b<a<c$'), ['B'], 'solves'],
  [r`数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n+1}-2$，则 $a_{5}=$ ${B}`, ['32'], 'solves'],
  [c(r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和为 $S_{n}$，且 $S_{n}=3^{n}+1$，则 $a_{3}=$（ ）`, '18', '27', '28', '10'), ['A'], 'solves'],
  [r`函数 $f(x)=\log _{\frac{1}{2}}\left(x^{2}-4 x\right)$ 的单调递增区间为 ${B}`, [r`(-\infty, 0)|(-∞, 0)|(-∞,0)`], 'solves'],
  [r`函数 $f(x)=e^{x}-x-2$ 的零点个数为 ${B}`, ['2'], 'solves'],
  [r`函数 $f(x)=x-1-\ln x$ 的零点个数为 ${B}`, ['1'], 'solves'],
  [c(r`函数 $f(x)=x-2 \ln x-1$ 的零点个数为（ ）`, '0', '1', '2', '3'), ['C'], 'solves'],
  [r`函数 $f(x)=\ln x-x$ 的零点个数为 ${B}`, ['0'], 'solves'],
  [c(r`设函数 $f(x)=\left\{\begin{array}{ll}x^{2}-1, & x \geqslant 0 \\ -x, & x<0\end{array}\right.$，则满足 $f(x)<3$ 的 $x$ 的取值范围是（ ）`, '$(-3,2)$', r`$(-\infty, 2)$`, r`$(-3,+\infty)$`, r`$(2,+\infty)$`), ['A'], 'solves'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+2, & x<0 \\ x^{2}, & x \geqslant 0\end{array}\right.$，则不等式 $f(x) \geqslant 1$ 的解集为 ${B}`, ['[-1,0)', '[1,+∞)'], 'solves'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}2^{-x}, & x \leqslant 0 \\ \sqrt{x}, & x>0\end{array}\right.$，则满足 $f(x)>2$ 的 $x$ 的取值范围是 ${B}`, ['(-∞,-1)', '(4,+∞)'], 'solves'],
];

/** Near-misses of those kinds: a detail that leaves the question undetermined or of another kind; each must be refused. */
// biome-ignore format: one problem a line
export const NEW_KIND_NEAR_MISSES: MathsLookalike[] = [
  [r`一座 3 层塔共挂了 100 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的顶层共有灯多少盏？`, null, 'refuses'],
  [r`一座 5 层塔共挂了 242 盏灯，且相邻两层中的下一层灯数是上一层灯数的 3 倍，则塔的第 2 层共有灯多少盏？`, null, 'refuses'],
  [r`一座 5 层塔共挂了 242 盏灯，且相邻两层中的下一层灯数是上一层灯数的 3 倍，其中顶层多挂了 1 盏，则塔的顶层共有灯多少盏？`, null, 'refuses'],
  [r`某人走了 6 天共走了 378 里，从第三天起每天走的路程为前一天的一半，则此人第一天走了多少里？`, null, 'refuses'],
  [r`函数 $f(x)=x-a \ln x$ 的单调递减区间为 ${B}`, null, 'refuses'],
  [c(r`7. 函数 $f(x)=x \ln x$ 的单调递减区间是（ ）`, r`$\left[0, \frac{1}{e}\right]$`, r`$\left(\frac{1}{e},+\infty\right)$`, '$(0, e)$', r`$(e,+\infty)$`), null, 'refuses'],
  [c(r`3. 命题“$\exists x>0, \ln x>x-1$”的否定是（ ）`, r`$\forall x \geqslant 0, \ln x \leqslant x-1$`, r`$\exists x>0, \ln x \leqslant x-1$`, r`$\forall x>0, \ln x>x-1$`, r`$\forall x \leqslant 0, \ln x \leqslant x-1$`), null, 'refuses'],
  [r`若复数 $(1+i)(a-i)$ 的实部与虚部相等（其中 $i$ 为虚数单位），则实数 $a=$ ${B}`, null, 'refuses'],
  [c(r`6. 设 $a=\log _{2} 3$，$b=\log _{3} 2$，$c=\log _{0.5} 3$，则 $a, b, c$ 的大小关系是（ ）`, '$b>a>c$', '$c>a>b$', '$a>c>b$', '$c>b>a$'), null, 'refuses'],
  [r`函数 $f(x)=x e^{x}-a$ 的零点个数为 ${B}`, null, 'refuses'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant a \\ \log _{2} x, & x>a\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, null, 'refuses'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}-2, & x \leqslant 1 \\ \ln x, & x>1\end{array}\right.$，则不等式 $f(x)<0$ 的解集为 ${B}`, ['(-√2,1]'], 'mayRefuse'],
];

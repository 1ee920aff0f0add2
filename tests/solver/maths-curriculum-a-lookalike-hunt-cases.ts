/**
 * Look-alikes of the kinds and readings of decision 0081 (monotone intervals and zeros of functions with eˣ or ln x,
 * piecewise inequalities, sequence stories, comparisons, one-direction interval options, negations, complex numbers
 * with 「（i 为虚数单位）」, S_n with n in the exponent, old units in options), in wordings of our own aimed at traps:
 * domains that cut an interval, open or closed ends, 「∪」 against 「和」, both directions asked, a parameter, zeros on an
 * interval or at a tangency, boundary points of pieces, 「第一天」 against 「最后一天」, equal or negative values, several
 * quantifiers. Every answer worked by hand; 'mayRefuse' means right or refused, 'refuses' means it must be refused.
 */
import { type MathsLookalike, choice as c } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;
const oneLine = (stem: string, ...options: string[]) => `${stem}\nA. ${options[0]}\tB. ${options[1]}\tC. ${options[2]}\tD. ${options[3]}`;

// biome-ignore format: one problem a line
export const MONOTONE_INTERVALS: MathsLookalike[] = [
  [c(r`函数 $f(x)=x-\ln x$ 的单调递增区间是（ ）`, '$(0,1)$', r`$(1,+\infty)$`, r`$(-\infty,1)$`, r`$(0,+\infty)$`), ['B'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x-x$ 的单调递增区间为 ${B}`, ['(0,1)'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{e^{x}}{x}$ 的单调递减区间为（ ）`, r`$(-\infty,1)$`, '$(0,1)$', r`$(1,+\infty)$`, r`$(-\infty,0)$ 和 $(0,1)$`), ['D'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{e^{x}}{x}$ 的单调递减区间为（ ）`, r`$(-\infty,1)$`, r`$(-\infty,0)$，$(0,1)$`, r`$(1,+\infty)$`, r`$(-\infty,0)$`), ['B'], 'mayRefuse'],
  [c(r`函数 $y=\frac{e^{x}}{x}$ 的单调递增区间是（ ）`, r`$(1,+\infty)$`, r`$(0,+\infty)$`, r`$(-\infty,1)$`, '$(0,1)$'), ['A'], 'mayRefuse'],
  [r`函数 $f(x)=\frac{e^{x}}{x}$ 的单调递减区间为 ${B}`, ['(-∞,0)', '(0,1)'], 'mayRefuse'],
  [r`函数 $f(x)=x \ln x$ 的单调递增区间为 ${B}`, ['1/e|e^{-1}'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{\ln x}{x}$ 的单调递增区间是（ ）`, '$(0,e)$', r`$(e,+\infty)$`, r`$(-\infty,e)$`, r`$(0,+\infty)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{\ln x}{x}$ 的单调递减区间是（ ）`, '$(0,e)$', r`$(e,+\infty)$`, r`$(-\infty,e)$`, r`$(1,+\infty)$`), ['B'], 'mayRefuse'],
  [c(r`函数 $f(x)=x e^{-x}$ 的单调递减区间为（ ）`, r`$(-\infty,1)$`, r`$(1,+\infty)$`, r`$(-1,+\infty)$`, r`$(-\infty,-1)$`), ['B'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-e x$ 的单调递减区间为 ${B}`, ['(-∞,1)'], 'mayRefuse'],
  [c(r`函数 $f(x)=\ln \left(x^{2}-1\right)$ 的单调递增区间为（ ）`, r`$(1,+\infty)$`, r`$(0,+\infty)$`, r`$(-\infty,-1)$`, r`$(-1,1)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\ln \left(x^{2}-1\right)$ 的单调递减区间为（ ）`, r`$(1,+\infty)$`, r`$(-\infty,0)$`, r`$(-\infty,-1)$`, r`$(-1,0)$`), ['C'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{2} e^{x}$ 的单调递减区间是（ ）`, '$(-2,0)$', r`$(0,+\infty)$`, r`$(-\infty,-2)$`, '$(-1,0)$'), ['A'], 'mayRefuse'],
  [r`函数 $f(x)=x^{2} e^{x}$ 的单调递增区间是 ${B}`, ['(-∞,-2)', '(0,+∞)'], 'mayRefuse'],
  [c(r`函数 $f(x)=2 x^{2}-\ln x$ 的单调递减区间是（ ）`, r`$\left(0, \frac{1}{2}\right)$`, r`$\left(-\frac{1}{2}, \frac{1}{2}\right)$`, r`$\left(\frac{1}{2},+\infty\right)$`, r`$(-\infty,\frac{1}{2})$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{2}-\ln x$ 的单调递减区间是（ ）`, r`$\left(0, \frac{\sqrt{2}}{2}\right)$`, r`$\left(\frac{\sqrt{2}}{2},+\infty\right)$`, '$(0,1)$', r`$\left(-\frac{\sqrt{2}}{2}, \frac{\sqrt{2}}{2}\right)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\ln x+\frac{1}{x}$ 的单调递减区间为（ ）`, '$(0,1)$', r`$(1,+\infty)$`, r`$(-\infty,1)$`, '$(-1,1)$'), ['A'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-x$ 的单调递减区间是 ${B}`, ['(-∞,0)'], 'mayRefuse'],
  [r`函数 $f(x)=x-\ln x$ 在区间 $(0,3)$ 上的单调递增区间为 ${B}`, ['(1,3)'], 'mayRefuse'],
  [c(r`函数 $f(x)=x-\ln x$ 在区间 $(0,3)$ 上的单调递增区间为（ ）`, '$(0,1)$', '$(1,3)$', r`$(1,+\infty)$`, '$(0,3)$'), ['B'], 'mayRefuse'],
  [r`函数 $y=\log _{2}\left(4-x^{2}\right)$ 的单调递增区间为 ${B}`, ['-2'], 'mayRefuse'],
  [c(r`函数 $y=\log _{\frac{1}{2}}\left(x^{2}-2 x-3\right)$ 的单调递增区间是（ ）`, r`$(3,+\infty)$`, r`$(1,+\infty)$`, r`$(-\infty,-1)$`, r`$(-\infty, 1)$`), ['C'], 'mayRefuse'],
  [c(r`函数 $f(x)=(x-2) e^{x}$ 的单调递增区间是（ ）`, r`$(1,+\infty)$`, r`$(2,+\infty)$`, r`$(-\infty,1)$`, r`$(0,+\infty)$`), ['A'], 'mayRefuse'],
  [r`函数 $f(x)=x-e^{x}$ 的单调递增区间为 ${B}`, ['(-∞,0)'], 'mayRefuse'],
  [c(r`函数 $f(x)=x+\ln x$ 的单调递增区间为（ ）`, r`$(0,+\infty)$`, r`$(1,+\infty)$`, r`$(-\infty,+\infty)$`, '$(0,1)$'), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{e^{x}}{x+1}$ 的单调递增区间为（ ）`, r`$(0,+\infty)$`, r`$(-1,+\infty)$`, r`$(-\infty,0)$`, r`$(-\infty,-1)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{x}{\ln x}$ 的单调递减区间是（ ）`, '$(0,e)$', r`$(0,1)$ 和 $(1,e)$`, r`$(e,+\infty)$`, '$(1,e)$'), ['B'], 'mayRefuse'],
  [r`函数 $f(x)=\frac{x}{\ln x}$ 的单调递减区间是 ${B}`, ['(0,1)', '(1,e)'], 'mayRefuse'],
  [r`函数 $f(x)=x e^{x}$ 的单调区间为 ${B}`, ['(-∞,-1)', '(-1,+∞)'], 'mayRefuse'],
  [r`求函数 $f(x)=x-2 \ln x$ 的单调递增区间和单调递减区间。`, ['(0,2)', '(2,+∞)'], 'mayRefuse'],
  [r`函数 $f(x)=x-a \ln x(a>0)$ 的单调递减区间为 ${B}`, null, 'refuses'],
  [r`函数 $f(x)=e^{x}-a x$ 的单调递增区间为 ${B}`, null, 'refuses'],
  [c(r`函数 $f(x)=e^{x}-a x$ 的单调递增区间为（ ）`, r`$(0,+\infty)$`, r`$(\ln a,+\infty)$`, r`$(-\infty,0)$`, r`$(a,+\infty)$`), null, 'refuses'],
  [r`函数 $f(x)=x^{2}-2 \ln |x|$ 的单调递减区间为 ${B}`, ['(-∞,-1)', '(0,1)'], 'mayRefuse'],
  [r`函数 $f(x)=x-\frac{1}{x}-2 \ln x$ 的单调递增区间为 ${B}`, ['(0,+∞)'], 'mayRefuse'],
  [r`函数 $f(x)=\ln (x+1)-x$ 的单调递增区间为 ${B}`, ['(-1,0)'], 'mayRefuse'],
  [r`函数 $f(x)=x^{3} e^{x}$ 的单调递增区间为 ${B}`, ['(-3,+∞)'], 'mayRefuse'],
  [c(r`函数 $f(x)=\ln x-x^{2}+x$ 的单调递减区间为（ ）`, '$(0,1)$', r`$(1,+\infty)$`, r`$\left(-\frac{1}{2}, 1\right)$`, r`$(-\infty,1)$`), ['B'], 'mayRefuse'],
  [r`函数 $f(x)=x-\ln x$ 的增区间是 ${B}`, ['(1,+∞)'], 'mayRefuse'],
  [r`函数 $f(x)=x-\ln x$ 的减区间是 ${B}`, ['(0,1)'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const DIRECTION_OPTIONS: MathsLookalike[] = [
  [c(r`函数 $f(x)=x^{3}-3 x$ 的单调递增区间是（ ）`, '$(-1,1)$', r`$(-\infty,-1)$`, r`$(1,+\infty)$`, r`$(-\infty,-1)$ 和 $(1,+\infty)$`), ['D'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{3}-3 x^{2}$ 的单调递减区间是（ ）`, '$(0,2)$', r`$(-\infty,0)$`, r`$(2,+\infty)$`, r`$(-\infty,0) \cup(2,+\infty)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=x+\frac{4}{x}$ 的单调递减区间是（ ）`, '$(-2,2)$', r`$(-2,0)$ 和 $(0,2)$`, r`$(2,+\infty)$`, r`$(-\infty,-2)$`), ['B'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{3}-3 x$ 在下列区间中单调递增的是（ ）`, '$(-1,1)$', '$(0,2)$', '$(2,3)$', '$(-2,0)$'), ['C'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{3}-12 x$ 的单调递减区间是（ ）`, '$(-2,2)$', r`$(2,+\infty)$`, r`$(-\infty,-2)$`, '$(0,2)$'), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{3}-12 x$ 的单调递增区间是（ ）`, '$(-2,2)$', r`$(2,+\infty)$`, '$(-4,4)$', '$(0,2)$'), ['B'], 'mayRefuse'],
  [oneLine(r`函数 $f(x)=x^{2}-4 x+3$ 的单调递减区间为（ ）`, r`$(-\infty,2)$`, r`$(2,+\infty)$`, r`$(-\infty,-2)$`, r`$(-2,+\infty)$`), ['A'], 'mayRefuse'],
  [oneLine(r`函数 $f(x)=-x^{2}+2 x$ 的单调递增区间为（ ）`, r`$(-\infty,1)$`, r`$(1,+\infty)$`, r`$(-\infty,-1)$`, r`$(-1,+\infty)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{1}{x}$ 的单调递减区间是（ ）`, r`$(-\infty,0) \cup(0,+\infty)$`, r`$(-\infty,0)$ 和 $(0,+\infty)$`, r`$(-\infty,+\infty)$`, r`$(0,+\infty)$ 和 $(-\infty,1)$`), ['B'], 'mayRefuse'],
  [c(r`函数 $f(x)=x \ln x$ 的单调递减区间是（ ）`, r`$\left(0, \frac{1}{e}\right]$`, r`$\left[\frac{1}{e},+\infty\right)$`, '$[0,1]$', r`$(1,+\infty)$`), ['A'], 'mayRefuse'],
  [c(r`函数 $f(x)=\frac{1}{x-1}$ 的单调递减区间是（ ）`, r`$(-\infty,1) \cup(1,+\infty)$`, r`$(-\infty,1)$，$(1,+\infty)$`, r`$(1,+\infty)$`, r`$\mathbf{R}$`), ['B'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{3}-3 x$ 的单调递减区间是（ ）`, '$[-1,1]$', r`$(-\infty,-1]$`, r`$[1,+\infty)$`, r`$(-\infty,-1] \cup[1,+\infty)$`), ['A'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const ZEROS: MathsLookalike[] = [
  [r`函数 $f(x)=e^{x}-e x$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x-x+1$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=x \ln x-1$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}+x$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x-\frac{1}{x}$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=x e^{x}+1$ 的零点个数为 ${B}`, ['0'], 'mayRefuse'],
  [r`函数 $f(x)=x \ln x+1$ 的零点个数为 ${B}`, ['0'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-2 x$ 的零点个数为 ${B}`, ['0'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-3 x$ 的零点个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x-\frac{x}{e}$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x-x+2$ 的零点个数为 ${B}`, ['2'], 'mayRefuse'],
  [c(r`函数 $f(x)=x-\ln x-2$ 的零点个数为（ ）`, '0', '1', '2', '3'), ['C'], 'mayRefuse'],
  [r`函数 $f(x)=\ln (x+1)-x$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-x-2$ 在区间 $[0,2]$ 上的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-x-2$ 在区间 $[-2,0]$ 上的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x+2 x-6$ 在区间 $(0,2)$ 上的零点个数为 ${B}`, ['0'], 'mayRefuse'],
  [r`函数 $f(x)=x-1-\ln x$ 在区间 $(1,+\infty)$ 内的零点个数为 ${B}`, ['0'], 'mayRefuse'],
  [r`方程 $e^{x}=x+2$ 的实数根的个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-x^{2}$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x-a x$ 的零点个数为 ${B}`, null, 'refuses'],
  [r`已知函数 $f(x)=e^{x}-x-2$，则函数 $y=f(x)$ 的图象与 $x$ 轴的交点个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`函数 $f(x)=x^{2}-2 x+1-\ln x$ 的零点个数为 ${B}`, ['2'], 'mayRefuse'],
  [r`函数 $f(x)=x-1-\ln x$ 在区间 $\left[\frac{1}{e}, e\right]$ 上的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=x^{2} e^{x}-1$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=(x-1) e^{x}$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=x^{2}-2 \ln x-1$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=e^{-x}-x$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=2^{x}-x^{2}$ 的零点个数为 ${B}`, ['3'], 'mayRefuse'],
  [c(r`函数 $f(x)=x^{2}-2^{x}$ 的零点个数为（ ）`, '1', '2', '3', '4'), ['C'], 'mayRefuse'],
  [r`函数 $f(x)=\ln x+x^{2}-3$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
  [r`函数 $f(x)=e^{x}-\frac{1}{x}$ 的零点个数为 ${B}`, ['1'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const PIECEWISE_INEQUALITIES: MathsLookalike[] = [
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}2^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则不等式 $f(x) \geqslant 1$ 的解集为 ${B}`, ['{0}|\\{0\\}|x=0', '[2,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}2^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, ['(2,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}, & x<1 \\ 2 x-1, & x \geqslant 1\end{array}\right.$，则不等式 $f(x)<1$ 的解集为 ${B}`, ['(-1,1)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x<0 \\ x^{2}, & x \geqslant 0\end{array}\right.$，则不等式 $f(x) \leqslant 1$ 的解集为 ${B}`, ['(-∞,1]'], 'mayRefuse'],
  [r`设函数 $f(x)=\left\{\begin{array}{ll}-x, & x \leqslant 0 \\ x^{2}, & x>0\end{array}\right.$，则满足 $f(x)>4$ 的 $x$ 的取值范围是 ${B}`, ['(-∞,-4)', '(2,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x-1, & x \leqslant 1 \\ \ln x, & x>1\end{array}\right.$，则不等式 $f(x) \geqslant 0$ 的解集为 ${B}`, ['[1,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}2^{-x}, & x<0 \\ x+1, & x \geqslant 0\end{array}\right.$，则不等式 $f(x)>2$ 的解集为 ${B}`, ['(-∞,-1)', '(1,+∞)'], 'mayRefuse'],
  [c(r`设函数 $f(x)=\left\{\begin{array}{ll}2^{1-x}, & x \leqslant 1 \\ 1-\log _{2} x, & x>1\end{array}\right.$，则满足 $f(x) \leqslant 2$ 的 $x$ 的取值范围是（ ）`, '$[-1,2]$', '$[0,2]$', r`$[1,+\infty)$`, r`$[0,+\infty)$`), ['D'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}, & x \leqslant 0 \\ -x^{2}, & x>0\end{array}\right.$，则不等式 $f(x) \geqslant-4$ 的解集为 ${B}`, ['(-∞,2]'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}3^{x}, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则不等式 $f(x)<-1$ 的解集为 ${B}`, ['(0,1/2)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 1 \\ 3-x, & x \geqslant 1\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, ['(0,2)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x<1 \\ 3-x, & x>1\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, ['(0,1)', '(1,2)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x, & x \geqslant 0 \\ -x, & x<0\end{array}\right.$，则不等式 $f(x)<2$ 的解集为 ${B}`, ['(-2,2)'], 'mayRefuse'],
  [c(r`设函数 $f(x)=\left\{\begin{array}{ll}x^{2}-4 x+6, & x \geqslant 0 \\ x+6, & x<0\end{array}\right.$，则不等式 $f(x)>f(1)$ 的解集是（ ）`, r`$(-3,1) \cup(3,+\infty)$`, r`$(-3,1) \cup(2,+\infty)$`, r`$(-1,1) \cup(3,+\infty)$`, r`$(-\infty,-3) \cup(1,3)$`), ['A'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}+1, & x \geqslant 0 \\ 1, & x<0\end{array}\right.$，则满足不等式 $f\left(1-x^{2}\right)>f(2 x)$ 的 $x$ 的取值范围是 ${B}`, ['(-1,√2-1)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+2, & x \leqslant 0 \\ -x+2, & x>0\end{array}\right.$，则不等式 $f(x) \geqslant x^{2}$ 的解集为 ${B}`, ['[-1,1]'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}\log _{2} x, & x>0 \\ x^{2}, & x \leqslant 0\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, ['(-∞,-1)', '(2,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}2 x+1, & x<0 \\ 1, & x \geqslant 0\end{array}\right.$，则不等式 $f(x) \geqslant 1$ 的解集为 ${B}`, ['[0,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}2 x+1, & x<0 \\ 1, & x \geqslant 0\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, ['∅|\\varnothing|\\emptyset'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x^{2}+a, & x<0 \\ x, & x \geqslant 0\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, null, 'refuses'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 2 \\ 2 x-1, & x \geqslant 1\end{array}\right.$，则不等式 $f(x)>2$ 的解集为 ${B}`, null, 'refuses'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 1 \\ 2 x, & x \geqslant 1\end{array}\right.$，则不等式 $f(x) \geqslant 2$ 的解集为 ${B}`, ['[1,+∞)'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 1 \\ 3 x, & x \geqslant 1\end{array}\right.$，则不等式 $f(x) \geqslant 2$ 的解集为 ${B}`, null, 'refuses'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+1, & x \leqslant 0 \\ \log _{2} x, & x>0\end{array}\right.$，则不等式 $f(x)>x$ 的解集为 ${B}`, ['(-∞,0]'], 'mayRefuse'],
  [r`已知函数 $f(x)=\left\{\begin{array}{ll}x+a, & x<0 \\ x, & x \geqslant 0\end{array}\right.$，则不等式 $f(x)>1$ 的解集为 ${B}`, null, 'refuses'],
];

// biome-ignore format: one problem a line
export const SEQUENCE_STORIES: MathsLookalike[] = [
  [r`一座 7 层塔共挂了 381 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的顶层共有灯多少盏？`, ['3'], 'mayRefuse'],
  [r`一座 7 层塔共挂了 381 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的底层共有灯多少盏？`, ['192'], 'mayRefuse'],
  [r`某人走了 6 天共走了 378 里，每天走的路程为前一天的一半，则此人第一天走了多少里？`, ['192'], 'mayRefuse'],
  [r`某人走了 6 天共走了 378 里，每天走的路程为前一天的一半，则此人最后一天走了多少里？`, ['6'], 'mayRefuse'],
  [r`某人走了 6 天共走了 378 里，每天走的路程为前一天的一半，则此人第 3 天走了多少里？`, ['48'], 'mayRefuse'],
  [r`某人走了 6 天一共走了 378 里，每天走的路程为前一天的一半，则此人前两天一共走了多少里？`, ['288'], 'mayRefuse'],
  [r`某女子织布，每天比前一天少织 3 尺，连续织了 5 天共织 60 尺，则她最后一天织布多少尺？`, ['6'], 'mayRefuse'],
  [r`某女子织布，每天比前一天少织 3 尺，连续织了 5 天共织 60 尺，则她第一天织布多少尺？`, ['18'], 'mayRefuse'],
  [r`某女子织布，每天织的布比前一天多 1 倍，连续织了 5 天共织 155 尺，则她第一天织布多少尺？`, ['5'], 'mayRefuse'],
  [r`某女子织布，每天织的布是前一天的 2 倍，连续织了 5 天共织 155 尺，则她第一天织布多少尺？`, ['5'], 'mayRefuse'],
  [r`某女子织布，每天织的布比前一天多 2 尺，连续织了 5 天共织 155 尺，则她第一天织布多少尺？`, ['27'], 'mayRefuse'],
  [r`某女子织布，第一天织了 5 尺，以后每天比前一天多织 2 尺，则她 5 天一共织布多少尺？`, ['45'], 'mayRefuse'],
  [r`一座 6 层塔共挂了 66 盏灯，每一层比上一层多 2 盏，则底层有几盏灯？`, ['16'], 'mayRefuse'],
  [r`一座 6 层塔共挂了 66 盏灯，每一层比下一层多 2 盏，则底层有几盏灯？`, ['6'], 'mayRefuse'],
  [r`一座 5 层塔共挂了 93 盏灯，上一层的灯数是下一层的一半，则塔的底层有几盏灯？`, ['48'], 'mayRefuse'],
  [r`一座 5 层塔共挂了 93 盏灯，上一层的灯数是下一层的一半，则塔的顶层有几盏灯？`, ['3'], 'mayRefuse'],
  [r`某工厂连续生产 5 天共生产 93 个零件，每天生产的零件数是前一天的 2 倍，则最后一天生产了多少个零件？`, ['48'], 'mayRefuse'],
  [r`某人连续 4 天走路，每天都比前一天少走 10 里，4 天一共走了 100 里，则他第四天走了多少里？`, ['10'], 'mayRefuse'],
  [r`某人连续 7 天跑步，每天比前一天多跑 3 千米，7 天共跑了 84 千米，则他第 4 天跑了多少千米？`, ['12'], 'mayRefuse'],
  [r`某人连续 7 天跑步，从第二天起每天比前一天多跑 3 千米，7 天共跑了 84 千米，则他第 1 天跑了多少千米？`, ['3'], 'mayRefuse'],
  [c(r`某女子善织，日自倍，五日织五尺，问第三日织几何？`, r`$\frac{5}{31}$ 尺`, r`$\frac{10}{31}$ 尺`, r`$\frac{20}{31}$ 尺`, r`$\frac{40}{31}$ 尺`), ['C'], 'mayRefuse'],
  [c(r`某人连续 5 天织布，每天比前一天多织 2 尺，5 天共织布 5 丈（1 丈 = 10 尺），则第一天织布（ ）`, '6 尺', '8 尺', '10 尺', '1.2 丈'), ['A'], 'mayRefuse'],
  [oneLine(r`某人走了 6 天共走了 378 里，每天走的路程为前一天的一半，则此人最后一天走了（ ）`, '192 里', '12 里', '6 里', '24 里'), ['C'], 'mayRefuse'],
  [r`某人走了 6 天共走了 378 里，第一天走了 192 里，每天走的路程为前一天的一半，则此人最后一天走了多少里？`, ['6'], 'mayRefuse'],
  [r`一座 5 层塔共挂了 242 盏灯，相邻两层中下一层灯数比上一层多 3 倍，则塔的顶层共有灯多少盏？`, null, 'mayRefuse'],
  [r`某人走了 6 天共走了 378 里，每天比前一天少走一半，则此人第一天走了多少里？`, ['192'], 'mayRefuse'],
  [r`某女子织布，每天织的布比前一天多了 2 倍，连续织了 4 天共织 80 尺，则她第一天织布多少尺？`, ['2'], 'mayRefuse'],
  [r`一座 4 层塔共挂了 45 盏灯，下一层比上一层多 1 倍，则塔的顶层有几盏灯？`, ['3'], 'mayRefuse'],
  [r`某人走了 5 天共走了 155 里，后一天走的路程是前一天的 2 倍，则此人第 5 天走了多少里？`, ['80'], 'mayRefuse'],
  [r`某人走了 5 天共走了 155 里，后一天走的路程是前一天的 2 倍，则此人第 6 天走了多少里？`, null, 'refuses'],
  [r`某人走了 6 天共走了 378 里，每天走的路程为前一天的一半，他每天走 8 个小时，则此人第一天走了多少里？`, ['192'], 'mayRefuse'],
  [r`某人走了 6 天，每天走的路程为前一天的一半，最后一天走了 6 里，则此人 6 天共走了多少里？`, ['378'], 'mayRefuse'],
  [r`某人走了 6 天共走了 378 里，每天走的路程都是后一天的 2 倍，则此人第一天走了多少里？`, ['192'], 'mayRefuse'],
  [r`一座 7 层塔总共挂了 381 盏灯，每一层的灯数都是上一层的 2 倍，则塔的顶层有几盏灯？`, ['3'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const COMPARISONS: MathsLookalike[] = [
  [c(r`设 $a=\log _{2} 4$，$b=4^{0.5}$，$c=\log _{3} 2$，则（ ）`, '$a>b>c$', '$a=b>c$', '$c>a=b$', '$b>a>c$'), ['B'], 'mayRefuse'],
  [c(r`设 $a=0.3^{2}$，$b=2^{0.3}$，$c=\log _{2} 0.3$，则 $a, b, c$ 的大小关系是（ ）`, '$b>a>c$', '$a>b>c$', '$c>b>a$', '$b>c>a$'), ['A'], 'mayRefuse'],
  [c(r`设 $a=0.3^{2}$，$b=2^{0.3}$，$c=\log _{2} 0.3$，则 $a, b, c$ 的大小关系是（ ）`, '$a<b<c$', '$c<b<a$', '$c<a<b$', '$b<c<a$'), ['C'], 'mayRefuse'],
  [c(r`已知 $a=\log _{\frac{1}{2}} 3$，$b=\log _{\frac{1}{2}} 2$，$c=2^{-1}$，则（ ）`, '$a<b<c$', '$b<a<c$', '$c<a<b$', '$a<c<b$'), ['A'], 'mayRefuse'],
  [r`已知 $a=\log _{\frac{1}{2}} 3$，$b=\log _{\frac{1}{2}} 2$，$c=2^{-1}$，则 $a, b, c$ 的大小关系为 ${B}`, ['a<b<c|c>b>a'], 'mayRefuse'],
  [c(r`已知 $a=\ln 2$，$b=e^{-1}$，$c=2^{-\frac{1}{2}}$，则（ ）`, '$a<b<c$', '$b<a<c$', '$c<a<b$', '$b<c<a$'), ['B'], 'mayRefuse'],
  [c(r`已知 $a=0.2^{0.3}$，$b=0.3^{0.2}$，$c=\log _{0.2} 0.3$，则（ ）`, '$a<c<b$', '$a<b<c$', '$c<a<b$', '$b<c<a$'), ['A'], 'mayRefuse'],
  [c(r`已知 $a=\log _{2} 3$，$b=\log _{4} 9$，$c=1.5$，则（ ）`, '$a=b>c$', '$a>b>c$', '$c>a>b$', '$a=b<c$'), ['A'], 'mayRefuse'],
  [c(r`若 $a=-2^{0.5}$，$b=-\log _{2} 3$，$c=-1$，则（ ）`, '$b<a<c$', '$a<b<c$', '$c<a<b$', '$a<c<b$'), ['A'], 'mayRefuse'],
  [c(r`设 $a=\log _{3} 4$，$b=\log _{4} 5$，$c=\frac{6}{5}$，则（ ）`, '$b<c<a$', '$c<b<a$', '$a<c<b$', '$b<a<c$'), ['A'], 'mayRefuse'],
  [c(r`设 $a=2^{0.1}$，$b=\ln \frac{5}{2}$，$c=\log _{3} \frac{9}{10}$，则 $a, b, c$ 的大小关系是（ ）`, '$a>b>c$', '$a>c>b$', '$b>a>c$', '$b>c>a$'), ['A'], 'mayRefuse'],
  [c(r`设 $a=\log _{3} 2$，$b=\log _{5} 2$，$c=\log _{2} 3$，则（ ）`, '$c>b>a$', '$b>c>a$', '$c>a>b$', '$a>c>b$'), ['C'], 'mayRefuse'],
  [c(r`已知 $a=\log _{2} 3$，$b=\log _{4} 9$，$c=1.5$，则（ ）`, '$a>b>c$', '$b>a>c$', '$c>a>b$', '$a>c>b$'), null, 'refuses'],
  [r`已知 $a=\log _{2} 3$，$b=\log _{4} 9$，$c=1.5$，则 $a, b, c$ 的大小关系为 ${B}`, ['a=b>c|c<a=b|c<b=a|b=a>c'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const NEGATIONS: MathsLookalike[] = [
  [c(r`命题 "$\forall x \in \mathbf{R}, \exists n \in \mathbf{N}^{*}$，使得 $n \geqslant x^{2}$" 的否定形式是（ ）`, r`$\forall x \in \mathbf{R}, \exists n \in \mathbf{N}^{*}$，使得 $n<x^{2}$`, r`$\forall x \in \mathbf{R}, \forall n \in \mathbf{N}^{*}$，使得 $n<x^{2}$`, r`$\exists x \in \mathbf{R}, \exists n \in \mathbf{N}^{*}$，使得 $n<x^{2}$`, r`$\exists x \in \mathbf{R}, \forall n \in \mathbf{N}^{*}$，使得 $n<x^{2}$`), ['D'], 'mayRefuse'],
  [c(r`命题 "$\forall x \in(0,+\infty), \ln x \leq x-1$" 的否定是（ ）`, r`$\exists x \in(0,+\infty), \ln x>x-1$`, r`$\exists x \notin(0,+\infty), \ln x>x-1$`, r`$\forall x \in(0,+\infty), \ln x>x-1$`, r`$\exists x \in(0,+\infty), \ln x \geq x-1$`), ['A'], 'mayRefuse'],
  [c(r`命题 "$\exists x_{0} \in \mathbf{R}, x_{0}^{2}-2 x_{0}+3<0$" 的否定是（ ）`, r`$\forall x \in \mathbf{R}, x^{2}-2 x+3>0$`, r`$\forall x \in \mathbf{R}, x^{2}-2 x+3 \geq 0$`, r`$\exists x \in \mathbf{R}, x^{2}-2 x+3 \geq 0$`, r`$\forall x \in \mathbf{R}, x^{2}-2 x+3<0$`), ['B'], 'mayRefuse'],
  [c(r`命题 $p$：$\exists x>0$，$e^{x} \leqslant x+1$，则 $\neg p$ 为（ ）`, r`$\forall x>0$，$e^{x}>x+1$`, r`$\forall x \leqslant 0$，$e^{x}>x+1$`, r`$\exists x>0$，$e^{x}>x+1$`, r`$\forall x>0$，$e^{x} \geqslant x+1$`), ['A'], 'mayRefuse'],
  [c(r`命题 "$\forall n \in \mathbf{N}, n^{2} \geqslant 2 n$" 的否定是（ ）`, r`$\exists n \in \mathbf{N}, n^{2}<2 n$`, r`$\forall n \in \mathbf{N}, n^{2}<2 n$`, r`$\exists n \in \mathbf{N}, n^{2} \leqslant 2 n$`, r`$\exists n \notin \mathbf{N}, n^{2}<2 n$`), ['A'], 'mayRefuse'],
  [c(r`已知命题 $p: \forall x \in \mathbf{R}, x^{2}+1>0$，则 $\neg p$ 是（ ）`, r`$\exists x \in \mathbf{R}, x^{2}+1<0$`, r`$\exists x \in \mathbf{R}, x^{2}+1 \leqslant 0$`, r`$\forall x \in \mathbf{R}, x^{2}+1 \leqslant 0$`, r`$\exists x \in \mathbf{R}, x^{2}+1>0$`), ['B'], 'mayRefuse'],
  [c(r`命题 "$\exists x \in \mathbf{R}, \forall y \in \mathbf{R}, x+y>0$" 的否定是（ ）`, r`$\forall x \in \mathbf{R}, \exists y \in \mathbf{R}, x+y \leqslant 0$`, r`$\exists x \in \mathbf{R}, \forall y \in \mathbf{R}, x+y \leqslant 0$`, r`$\forall x \in \mathbf{R}, \forall y \in \mathbf{R}, x+y \leqslant 0$`, r`$\exists x \in \mathbf{R}, \exists y \in \mathbf{R}, x+y \leqslant 0$`), ['A'], 'mayRefuse'],
  [c(r`命题 "$\forall x \in[1,2], x^{2}-a \leqslant 0$" 的否定是（ ）`, r`$\exists x \in[1,2], x^{2}-a>0$`, r`$\forall x \in[1,2], x^{2}-a>0$`, r`$\exists x \notin[1,2], x^{2}-a>0$`, r`$\exists x \in[1,2], x^{2}-a \geqslant 0$`), ['A'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const COMPLEX: MathsLookalike[] = [
  [r`已知复数 $z=\frac{2 i}{1+i}$（$i$ 为虚数单位），则 $|z|=$ ${B}`, ['√2'], 'mayRefuse'],
  [r`若 $(1+i) z=2$（$i$ 为虚数单位），则 $z=$ ${B}`, ['1-i'], 'mayRefuse'],
  [r`若复数 $(a+i)(1-i)$ 为实数（$i$ 为虚数单位），则实数 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`复数 $z$ 满足 $z(1-i)=|1+i|$（$i$ 为虚数单位），则 $z$ 的虚部为 ${B}`, ['√2/2'], 'mayRefuse'],
  [c(r`$\frac{2-i}{1+2 i}=$（ ）（$i$ 为虚数单位）`, '$i$', '$-i$', '$1-i$', '$1+i$'), ['B'], 'mayRefuse'],
  [c(r`复数 $z=\frac{1+2 i}{i}$（$i$ 为虚数单位）的共轭复数是（ ）`, '$2-i$', '$2+i$', '$-2+i$', '$-2-i$'), ['B'], 'mayRefuse'],
  [c(r`在复平面内，复数 $z=i(2+i)$（$i$ 为虚数单位）对应的点位于（ ）`, '第一象限', '第二象限', '第三象限', '第四象限'), ['B'], 'mayRefuse'],
  [r`若复数 $\frac{a-i}{1+i}$（$i$ 为虚数单位）为纯虚数，则实数 $a=$ ${B}`, ['1'], 'mayRefuse'],
  [r`若复数 $(1+a i) i$（$i$ 为虚数单位）的实部与虚部相等，则实数 $a=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`设 $i$ 为虚数单位，则 $i^{2025}=$ ${B}`, ['i'], 'mayRefuse'],
  [r`若复数 $(a+i)(1-i)$（$i$ 为虚数单位）为纯虚数，则实数 $a=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`若复数 $z$ 满足 $i z=1-i$（$i$ 为虚数单位），则 $z$ 的共轭复数为 ${B}`, ['-1+i'], 'mayRefuse'],
  [r`复数 $z=\frac{5}{2-i}$（$i$ 为虚数单位）的虚部为 ${B}`, ['1'], 'mayRefuse'],
  [r`设 $a+b i=(1+i)^{2}$（$i$ 为虚数单位，$a, b \in \mathbf{R}$），则 $a+b=$ ${B}`, ['2'], 'mayRefuse'],
];

// biome-ignore format: one problem a line
export const SUM_POWERS: MathsLookalike[] = [
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}-1$，则 $a_{5}=$ ${B}`, ['16'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=3^{n}+1$，则 $a_{1}=$ ${B}`, ['4'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=3^{n}+1$，则 $a_{1}+a_{4}=$ ${B}`, ['58'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=3^{n}+1$，则 $a_{3}=$ ${B}`, ['18'], 'mayRefuse'],
  [r`已知等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n+1}+k$，则 $k=$ ${B}`, ['-2'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=3^{n-1}$，则 $a_{3}=$ ${B}`, ['6'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=n \cdot 2^{n}$，则 $a_{3}=$ ${B}`, ['16'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}+n^{2}$，则 $a_{4}=$ ${B}`, ['15'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=\left(\frac{1}{2}\right)^{n}$，则 $a_{2}=$ ${B}`, ['-1/4'], 'mayRefuse'],
  [c(r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=4^{n}-1$，则 $a_{2}=$（ ）`, '15', '12', '16', '3'), ['B'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=3^{n}+1$，则 $a_{n}=$ ${B}`, null, 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}$，则 $a_{1}+a_{2}+a_{3}=$ ${B}`, ['8'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}$，则 $a_{1}=$ ${B}`, ['2'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}$，则 $a_{2}+a_{3}=$ ${B}`, ['6'], 'mayRefuse'],
  [r`已知等比数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=2^{n}+a$，则 $a=$ ${B}`, ['-1'], 'mayRefuse'],
  [r`已知数列 $\left\{a_{n}\right\}$ 的前 $n$ 项和 $S_{n}=3 \cdot 2^{n}-3$，则 $a_{4}=$ ${B}`, ['24'], 'mayRefuse'],
];

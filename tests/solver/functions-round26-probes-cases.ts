import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 26 (decision 0139): functions and trigonometry as the national and provincial papers print their choice and
 * blank questions — ordering three closed numbers, parity and periodic extension, properties of A·sin(ωx+φ) (period,
 * axis, centre, increasing interval, extremes on an interval, zeros), a graph moved left or right, f(f(x)) of a
 * piecewise function, tangent lines, the parameter of a told extremum, and ω from a told period or spacing. Probed
 * before any change; every answer worked by hand. 'solves' must be answered right; 'mayRefuse' answered right or
 * refused; 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_\_`;

// biome-ignore format: one problem a line
export const ROUND26_FUNCTION_PROBES: Record<string, MathsLookalike[]> = {
  compare: [
    [c(r`5. (5 分) 设 $a=\log _{3} 2, b=\ln 2, c=5^{-\frac{1}{2}}$, 则 $(\quad)$`, r`$a<b<c$`, r`$b<c<a$`, r`$c<a<b$`, r`$c<b<a$`), ['C'], 'solves'],
    [c(r`3．已知 $a=\log _{2} 0.2, b=2^{0.2}, c=0.2^{0.3}$，则（ ）`, r`$a<b<c$`, r`$a<c<b$`, r`$c<a<b$`, r`$b<c<a$`), ['B'], 'solves'],
    [c(r`10. 设 $a=\log _{3} 2, b=\log _{5} 3, c=\frac{2}{3}$, 则 $(\quad)$`, r`$a<c<b$`, r`$a<b<c$`, r`$b<c<a$`, r`$c<a<b$`), ['A'], 'solves'],
    [c(r`5．已知 $a=\log _{2} e, b=\ln 2, c=\log _{\frac{1}{2}} \frac{1}{3}$，则 $a, b, c$ 的大小关系为（ ）`, r`$a>b>c$`, r`$b>a>c$`, r`$c>b>a$`, r`$c>a>b$`), ['D'], 'solves'],
    [c(r`7. 已知 $a=\log _{5} 2, b=\log _{8} 3, c=\frac{1}{2}$, 则下列判断正确的是 $(\quad)$`, r`$c<b<a$`, r`$b<a<c$`, r`$a<c<b$`, r`$a<b<c$`), ['C'], 'solves'],
    [c(r`12. 已知 $a=\frac{31}{32}, b=\cos \frac{1}{4}, c=4 \sin \frac{1}{4}$, 则 $(\quad)$`, r`$c>b>a$`, r`$b>a>c$`, r`$a>b>c$`, r`$a>c>b$`), ['A'], 'solves'],
    [c(r`5．设 $a=\log _{2} 0.3, b=\log _{\frac{1}{2}} 0.4, c=0.4^{0.3}$，则 $a, b, c$ 的大小关系为（ ）`, r`$a<b<c$`, r`$c<a<b$`, r`$b<c<a$`, r`$a<c<b$`), ['D'], 'solves'],
    [c(r`6．设 $a=3^{0.7}, b=\left(\frac{1}{3}\right)^{-0.8}, c=\log _{0.7} 0.8$，则 $a, b, c$ 的大小关系为（ ）`, r`$a<b<c$`, r`$b<a<c$`, r`$b<c<a$`, r`$c<a<b$`), ['D'], 'solves'],
    [c(r`4. 若 $0<x<1$, $a=x^{2}, b=2^{x}, c=\log _{2} x$, 则 $(\quad)$`, r`$a<b<c$`, r`$c<a<b$`, r`$b<c<a$`, r`$c<b<a$`), ['B'], 'mayRefuse'],
  ],
  parity: [
    [r`14．已知 $f(x)$ 是奇函数，且当 $x<0$ 时，$f(x)=-\mathrm{e}^{a x}$．若 $f(\ln 2)=8$，则 $a=$${B}．`, ['-3'], 'solves'],
    [c(r`2. (5 分) 已知 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数, 当 $x>0$ 时, $f(x)=x^{2}+\frac{1}{x}$, 则 $f(-1)=(\quad)$`, '-2', '0', '1', '2'), ['A'], 'solves'],
    [r`13. 已知函数 $f(x)$ 是定义在 $\mathbf{R}$ 上的奇函数, 当 $x \geq 0$ 时, $f(x)=2^{x}-1$, 则 $f(-2)=$${B}`, ['-3'], 'solves'],
    [r`13．若函数 $f(x)=x \ln (x+\sqrt{a+x^{2}})$ 为偶函数，则 $a=$${B}．`, ['1'], 'solves'],
    [c(r`4．已知 $f(x)=\frac{x \mathrm{e}^{x}}{\mathrm{e}^{a x}-1}$ 是偶函数，则 $a=(\quad)$`, '-2', '-1', '1', '2'), ['D'], 'solves'],
    [c(r`4．设函数 $f(x)=\frac{1-x}{1+x}$，则下列函数中为奇函数的是（ ）`, r`$f(x-1)-1$`, r`$f(x-1)+1$`, r`$f(x+1)-1$`, r`$f(x+1)+1$`), ['B'], 'mayRefuse'],
    [r`15. 已知 $f(x)$ 为偶函数, 当 $x<0$ 时, $f(x)=\ln (-x)+3 x$, 则曲线 $y=f(x)$ 在点 $(1,-3)$ 处的切线方程是${B}`, ['y=-2x-1'], 'solves'],
  ],
  periodic: [
    [r`14．已知函数 $f(x)$ 是定义在 $\mathbf{R}$ 上的周期为 2 的奇函数，当 $0<x<1$ 时，$f(x)=4^{x}$，则 $f\left(-\frac{5}{2}\right)+f(1)=$${B}．`, ['-2'], 'solves'],
    [r`13. 设 $f(x)$ 是周期为 2 的奇函数, 当 $0 \leq x \leq 1$ 时, $f(x)=2 x(1-x)$, 则 $f\left(-\frac{5}{2}\right)=$${B}`, ['-1/2'], 'solves'],
    [r`14．已知偶函数 $f(x)$ 满足 $f(x+4)=f(x)$，当 $x \in[0,2]$ 时，$f(x)=x^{2}$，则 $f(7)=$${B}．`, ['1'], 'solves'],
  ],
  trigProperties: [
    [c(r`3．函数 $f(x)=\sin \left(2 x+\frac{\pi}{3}\right)$ 的最小正周期为（ ）`, r`$4 \pi$`, r`$2 \pi$`, r`$\pi$`, r`$\frac{\pi}{2}$`), ['C'], 'solves'],
    [c(r`6. 函数 $f(x)=2 \sin \left(2 x-\frac{\pi}{6}\right)$ 的图象的一条对称轴是 $(\quad)$`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{12}$`, r`$x=-\frac{\pi}{12}$`), ['B'], 'solves'],
    [c(r`5．函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{12}, 0\right)$`, r`$\left(\frac{\pi}{6}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`, r`$\left(-\frac{\pi}{3}, 0\right)$`), ['C'], 'mayRefuse'],
    [c(r`7. 函数 $f(x)=\sin \left(2 x-\frac{\pi}{4}\right)$ 的单调递增区间是 $(\quad)$`, r`$\left[k \pi-\frac{\pi}{8}, k \pi+\frac{3 \pi}{8}\right](k \in \mathbf{Z})$`, r`$\left[k \pi+\frac{3 \pi}{8}, k \pi+\frac{7 \pi}{8}\right](k \in \mathbf{Z})$`, r`$\left[k \pi-\frac{3 \pi}{8}, k \pi+\frac{\pi}{8}\right](k \in \mathbf{Z})$`, r`$\left[k \pi+\frac{\pi}{8}, k \pi+\frac{5 \pi}{8}\right](k \in \mathbf{Z})$`), ['A'], 'solves'],
    [r`14. 函数 $f(x)=\sin \left(2 x+\frac{\pi}{6}\right)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最小值为${B}`, ['-1/2'], 'solves'],
    [r`13．函数 $f(x)=2 \cos x+\sin x$ 的最大值为${B}．`, ['√5'], 'solves'],
    [r`14．函数 $f(x)=\sin ^{2} x+\sqrt{3} \cos x-\frac{3}{4}\left(x \in\left[0, \frac{\pi}{2}\right]\right)$ 的最大值是${B}．`, ['1'], 'mayRefuse'],
    [r`15. 函数 $f(x)=\sin \left(2 x+\frac{3 \pi}{2}\right)-3 \cos x$ 的最小值为${B}`, ['-4'], 'mayRefuse'],
    [c(r`5．函数 $f(x)=2 \sin x-\sin 2 x$ 在 $[0,2 \pi]$ 的零点个数为（ ）`, '2', '3', '4', '5'), ['B'], 'mayRefuse'],
    [r`15．函数 $f(x)=\cos \left(3 x+\frac{\pi}{6}\right)$ 在 $[0, \pi]$ 的零点个数为${B}．`, ['3'], 'solves'],
    [c(r`9. 函数 $f(x)=\ln \left(x^{2}-2 x-8\right)$ 的单调递增区间是 $(\quad)$`, r`$(-\infty,-2)$`, r`$(-\infty, 1)$`, r`$(1,+\infty)$`, r`$(4,+\infty)$`), ['D'], 'solves'],
  ],
  shift: [
    [c(r`6．将函数 $y=\sin \left(2 x+\frac{\pi}{6}\right)$ 的图象向左平移 $\frac{\pi}{6}$ 个单位长度，所得图象对应的函数为（ ）`, r`$y=\sin 2 x$`, r`$y=\cos 2 x$`, r`$y=-\cos 2 x$`, r`$y=\sin \left(2 x+\frac{\pi}{3}\right)$`), ['B'], 'solves'],
    [c(r`6. (5 分) 将函数 $y=2 \sin \left(2 x+\frac{\pi}{6}\right)$ 的图象向右平移 $\frac{1}{4}$ 个周期后, 所得图象对应的函数为 $(\quad)$`, r`$y=2 \sin \left(2 x+\frac{\pi}{4}\right)$`, r`$y=2 \sin \left(2 x+\frac{\pi}{3}\right)$`, r`$y=2 \sin \left(2 x-\frac{\pi}{4}\right)$`, r`$y=2 \sin \left(2 x-\frac{\pi}{3}\right)$`), ['D'], 'solves'],
    [c(r`7．若将函数 $y=2 \sin 2 x$ 的图象向左平移 $\frac{\pi}{12}$ 个单位长度，则平移后图象的对称轴为（ ）`, r`$x=\frac{k \pi}{2}-\frac{\pi}{6}(k \in \mathbf{Z})$`, r`$x=\frac{k \pi}{2}+\frac{\pi}{6}(k \in \mathbf{Z})$`, r`$x=\frac{k \pi}{2}-\frac{\pi}{12}(k \in \mathbf{Z})$`, r`$x=\frac{k \pi}{2}+\frac{\pi}{12}(k \in \mathbf{Z})$`), ['B'], 'mayRefuse'],
  ],
  piecewise: [
    [c(r`3. 设 $f(x)=\left\{\begin{array}{ll}1-\sqrt{x}, & x \geq 0 \\ 2^{x}, & x<0\end{array}\right.$, 则 $f(f(-2))=(\quad)$`, '-1', r`$\frac{1}{4}$`, r`$\frac{1}{2}$`, r`$\frac{3}{2}$`), ['C'], 'solves'],
    [c(r`5．设函数 $f(x)=\left\{\begin{array}{ll}1+\log _{2}(2-x), & x<1 \\ 2^{x-1}, & x \geq 1\end{array}\right.$，则 $f(-2)+f\left(\log _{2} 12\right)=$（ ）`, '3', '6', '9', '12'), ['C'], 'mayRefuse'],
    [r`13. 已知函数 $f(x)=\left\{\begin{array}{ll}\log _{2} x, & x>0 \\ 3^{x}, & x \leq 0\end{array}\right.$, 则 $f\left(f\left(\frac{1}{4}\right)\right)=$${B}`, ['1/9'], 'solves'],
  ],
  tangent: [
    [r`13．曲线 $y=2 \ln (x+1)$ 在点 $(0,0)$ 处的切线方程为${B}．`, ['y=2x'], 'solves'],
    [r`13. 曲线 $y=3\left(x^{2}+x\right) \mathrm{e}^{x}$ 在点 $(0,0)$ 处的切线方程为${B}`, ['y=3x'], 'solves'],
    [c(r`6．函数 $f(x)=x^{4}-2 x^{3}$ 的图像在点 $(1, f(1))$ 处的切线方程为（ ）`, r`$y=-2 x-1$`, r`$y=-2 x+1$`, r`$y=2 x-3$`, r`$y=2 x+1$`), ['B'], 'solves'],
    [r`14. 曲线 $y=x \ln x$ 在点 $(\mathrm{e}, \mathrm{e})$ 处的切线方程为${B}`, ['y=2x-e'], 'solves'],
    [r`13．曲线 $y=\frac{2 x-1}{x+2}$ 在点 $(-1,-3)$ 处的切线方程为${B}．`, ['y=5x+2'], 'solves'],
  ],
  extremum: [
    [c(r`5. 若函数 $f(x)=x^{3}+a x^{2}+3 x-9$ 在 $x=-3$ 处取得极值, 则 $a=(\quad)$`, '2', '3', '4', '5'), ['D'], 'solves'],
    [r`14．若函数 $f(x)=a x-\ln x$ 在 $x=1$ 处取得极值，则 $a=$${B}．`, ['1'], 'solves'],
    [c(r`11．若 $x=-2$ 是函数 $f(x)=\left(x^{2}+a x-1\right) \mathrm{e}^{x-1}$ 的极值点，则 $f(x)$ 的极小值为（ ）`, '-1', r`$-2 \mathrm{e}^{-3}$`, r`$5 \mathrm{e}^{-3}$`, '1'), ['A'], 'solves'],
  ],
  omega: [
    [r`13. 已知函数 $f(x)=\sin \left(\omega x+\frac{\pi}{3}\right)(\omega>0)$ 的最小正周期为 $\pi$, 则 $\omega=$${B}`, ['2'], 'solves'],
    [r`14．已知函数 $f(x)=\sin \left(\omega x+\frac{\pi}{6}\right)(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{2}$，则 $f\left(\frac{\pi}{3}\right)=$${B}．`, ['1/2'], 'solves'],
    [r`13. 函数 $f(x)=\cos \left(\omega x-\frac{\pi}{4}\right)(\omega>0)$ 的图象相邻两个零点之间的距离为 $\frac{\pi}{3}$, 则 $\omega=$${B}`, ['3'], 'solves'],
    [r`14．若函数 $f(x)=\sqrt{3} \sin \omega x+\cos \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $\omega=$${B}．`, ['2'], 'solves'],
  ],
  plainTyped: [
    [`已知函数 f(x)=sin(ωx+π/3)(ω>0) 的最小正周期为 π，则 ω=____`, ['2'], 'solves'],
    [`已知 f(x) 是定义在 R 上的奇函数，当 x>0 时，f(x)=2^x-1，则 f(-2)=____`, ['-3'], 'solves'],
    [c(`设 a=log_3 2, b=ln 2, c=5^(-1/2)，则（ ）`, 'a<b<c', 'b<c<a', 'c<a<b', 'c<b<a'), ['C'], 'solves'],
    [`设 f(x) 是周期为 2 的奇函数，当 0≤x≤1 时，f(x)=2x(1-x)，则 f(-5/2)=____`, ['-1/2'], 'solves'],
    [`函数 f(x)=cos(3x+π/6) 在 [0,π] 的零点个数为____`, ['3'], 'solves'],
    [`若函数 f(x)=x^3+ax^2+3x-9 在 x=-3 处取得极值，则 a=____`, ['5'], 'solves'],
    [`曲线 y=x ln x 在点 (e,e) 处的切线方程为____`, ['y=2x-e'], 'solves'],
    [`函数 f(x)=sin(2x+π/6) 在区间 [0,π/2] 上的最大值为____`, ['1'], 'solves'],
    [`已知函数 f(x)=sin(ωx+π/6)(ω>0) 的图象相邻两条对称轴之间的距离为 π/2，则 f(π/3)=____`, ['1/2'], 'solves'],
    [`函数 f(x)=2sin(2x-π/6) 的最小正周期为____`, ['π'], 'solves'],
  ],
};

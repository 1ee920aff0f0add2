import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 26 look-alike hunt (decision 0139): problems one detail away from what the round changed — ω told through
 * neighbouring axes, zeros or centres; A·sin(ωx+φ)+B followed over a closed interval; formulas typed without a
 * formula editor; the value of one letter printed bare in the options. A changed condition, another ask, a trap
 * option, and undecidable variants that must be refused. Every answer worked by hand.
 */
const r = String.raw;
const B = r`\_\_\_\_`;

// biome-ignore format: one problem a line
export const ROUND26_FUNCTION_HUNT: Record<string, MathsLookalike[]> = {
  omegaFromSpacing: [
    [r`13. 已知函数 $f(x)=\sin \left(\omega x+\frac{\pi}{6}\right)(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{3}$, 则 $\omega=$${B}`, ['3'], 'solves'],
    [r`14．已知函数 $f(x)=\cos (\omega x)(\omega>0)$ 的图象相邻两个对称中心之间的距离为 $\pi$，则 $\omega=$${B}．`, ['1'], 'solves'],
    [r`13. 已知函数 $f(x)=\tan \left(\omega x+\frac{\pi}{4}\right)(\omega>0)$ 的图象相邻两个零点之间的距离为 $\frac{\pi}{3}$, 则 $\omega=$${B}`, ['3'], 'solves'],
    [r`13. 已知函数 $f(x)=\tan (\omega x)(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{2}$, 则 $\omega=$${B}`, null, 'refuses'],
    [r`14. 已知函数 $f(x)=\sin (\omega x)+1(\omega>0)$ 的图象相邻两个零点之间的距离为 $\frac{\pi}{2}$, 则 $\omega=$${B}`, null, 'refuses'],
    [r`14. 已知函数 $f(x)=\sin \left(\omega x+\frac{\pi}{6}\right)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{2}$, 则 $\omega=$${B}`, null, 'refuses'],
    [r`14. 已知函数 $f(x)=2 \sin (\omega x)(\omega>0)$ 的图象相邻两个最高点之间的距离为 $\pi$, 则 $\omega=$${B}`, ['2'], 'mayRefuse'],
    [r`15．若函数 $f(x)=\sin \omega x+\sqrt{3} \cos \omega x(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{2}$，则 $\omega=$${B}．`, ['2'], 'solves'],
    [r`14. 已知函数 $f(x)=\cos \left(\omega x+\frac{\pi}{3}\right)(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{4}$, 则 $\omega=$${B}`, ['4'], 'solves'],
    [c(r`6. 已知函数 $f(x)=2 \sin \left(\omega x+\frac{\pi}{6}\right)(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\frac{\pi}{2}$, 则 $\omega=(\quad)$`, r`$\frac{1}{2}$`, '1', '2', '4'), ['C'], 'solves'],
    [r`14．已知函数 $f(x)=\sin \left(\omega x+\frac{\pi}{3}\right)(\omega>0)$ 的图象相邻两个零点之间的距离为 $\frac{\pi}{2}$，则 $f\left(\frac{\pi}{6}\right)=$${B}．`, [r`√3/2`], 'mayRefuse'],
  ],
  waveOnInterval: [
    [r`14. 函数 $f(x)=2 \sin \left(2 x-\frac{\pi}{3}\right)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最大值为${B}`, ['2'], 'solves'],
    [r`14. 函数 $f(x)=2 \sin \left(2 x-\frac{\pi}{3}\right)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最小值为${B}`, ['-√3'], 'solves'],
    [r`14. 函数 $f(x)=\sin \left(2 x+\frac{\pi}{6}\right)+1$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最大值为${B}`, ['2'], 'solves'],
    [r`13．函数 $f(x)=-2 \cos 2 x$ 在区间 $\left[0, \frac{\pi}{3}\right]$ 上的最大值为${B}．`, ['1'], 'solves'],
    [r`15. 当 $x \in\left[0, \frac{\pi}{2}\right]$ 时, 函数 $f(x)=\sin \left(2 x+\frac{\pi}{3}\right)$ 的值域为${B}`, ['-√3/2', '1'], 'solves'],
    [r`15．函数 $f(x)=\sin 2 x$ 在 $[0, \pi]$ 上的零点个数为${B}．`, ['3'], 'solves'],
    [r`15．函数 $f(x)=\sin 2 x+1$ 在 $[0, \pi]$ 上的零点个数为${B}．`, ['1'], 'mayRefuse'],
    [r`15．函数 $f(x)=\cos \left(2 x-\frac{\pi}{3}\right)$ 在 $(0, \pi)$ 内的零点个数为${B}．`, ['2'], 'mayRefuse'],
    [r`14．函数 $f(x)=\tan x$ 在区间 $\left[0, \frac{\pi}{4}\right]$ 上的最大值为${B}．`, ['1'], 'mayRefuse'],
    [r`14．函数 $f(x)=\sin 2 x$ 在区间 $[0,1]$ 上的最大值为${B}．`, ['1'], 'mayRefuse'],
    [r`14．函数 $f(x)=\sin x$ 在区间 $\left[\frac{\pi}{6}, \frac{\pi}{3}\right]$ 上的最大值为${B}．`, ['√3/2'], 'solves'],
    [c(r`7. 函数 $f(x)=\sin \left(2 x-\frac{\pi}{6}\right)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最小值为 $(\quad)$`, '-1', r`$-\frac{1}{2}$`, '0', r`$-\frac{\sqrt{3}}{2}$`), ['B'], 'solves'],
    [c(r`8. 函数 $f(x)=\cos \left(2 x+\frac{\pi}{4}\right)$ 在 $[0,2 \pi]$ 上的零点个数为 $(\quad)$`, '2', '3', '4', '5'), ['C'], 'solves'],
    [r`14．函数 $f(x)=\sin \left(-2 x+\frac{\pi}{3}\right)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最大值为${B}．`, ['√3/2'], 'solves'],
    [r`14．函数 $f(x)=\sin \left(2 x+\frac{\pi}{6}\right)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最大值与最小值之和为${B}．`, ['1/2'], 'mayRefuse'],
    [r`14．若函数 $f(x)=a \sin \left(2 x+\frac{\pi}{6}\right)(a>0)$ 在区间 $\left[0, \frac{\pi}{2}\right]$ 上的最大值为 2，则 $a=$${B}．`, ['2'], 'mayRefuse'],
    [r`14．函数 $f(x)=\sin \left(2 x+\frac{\pi}{6}\right)$ 在区间 $\left[\frac{\pi}{2}, 0\right]$ 上的最大值为${B}．`, null, 'refuses'],
  ],
  plainTyped: [
    [`已知函数 f(x)=x^2+2x，则 f(3)=____`, ['15'], 'mayRefuse'],
    [`一次函数 y=2x+1 的图象经过点 (1,a)，则 a=____`, ['3'], 'mayRefuse'],
    [`函数 y=log_2(x-1) 的定义域为____`, ['(1,+∞)'], 'mayRefuse'],
    [`已知 sinα=3/5，α 是第二象限角，则 cosα=____`, ['-4/5'], 'mayRefuse'],
    [c(`函数 f(x)=x^3-3x 的极大值为（ ）`, '2', '-2', '1', '0'), ['A'], 'mayRefuse'],
    [`已知函数 f(x)=2^x，则 f(f(0))=____`, ['2'], 'mayRefuse'],
    [r`13. 已知函数 $f(x)=2^{x}$, 则 $f(f(0))=$${B}`, ['2'], 'mayRefuse'],
    [`已知函数 f(x)=sin(ωx+π/3) 的最小正周期为 π，则 ω=____`, null, 'refuses'],
    [`函数 f(x)=sin(2x-π/3) 在区间 [0,π/2] 上的最小值为____`, ['-√3/2'], 'solves'],
    [`已知函数 f(x)=cos(ωx)(ω>0) 的图象相邻两个零点之间的距离为 π/4，则 ω=____`, ['4'], 'solves'],
    [`小明买了 3 支笔，每支 2 元，一共花了多少元？`, ['6'], 'mayRefuse'],
  ],
  letterOptions: [
    [c(r`5. 若函数 $f(x)=x^{3}+a x^{2}+3 x-9$ 在 $x=-3$ 处取得极值, 则 $a=(\quad)$`, '2', '3', '4', '-5'), null, 'refuses'],
    [c(r`5. 若函数 $f(x)=x^{3}-a x$ 在 $x=1$ 处取得极值, 则 $a=(\quad)$`, '1', '2', '3', '4'), ['C'], 'solves'],
    [c(r`5. 若函数 $f(x)=x^{3}+a x^{2}$ 在 $x=0$ 处取得极值, 则 $a=(\quad)$`, '0', '1', '-1', '2'), null, 'refuses'],
    [c(r`6. 若 $x=1$ 是函数 $f(x)=x^{2}-a \ln x$ 的极值点, 则 $a=(\quad)$`, '1', '2', '3', '4'), ['B'], 'solves'],
    [c(r`6. 若函数 $f(x)=a x^{3}+x$ 在 $x=1$ 处取得极值, 则 $a=(\quad)$`, r`$-\frac{1}{3}$`, r`$\frac{1}{3}$`, '-3', '3'), ['A'], 'solves'],
    [c(r`5. (5 分) 设 $a=\log _{3} 2, b=\ln 2, c=5^{-\frac{1}{2}}$, 则 $(\quad)$`, r`$c<a<b$`, r`$b>a>c$`, r`$a<b<c$`, r`$c<b<a$`), null, 'refuses'],
  ],
};

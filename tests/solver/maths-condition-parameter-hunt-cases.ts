import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Look-alikes of decision 0115's step (a condition fixes a definition's one letter, then the ask), every answer
 * worked by hand: conditions with two values for the letter, a restriction that drops one root, conditions that only
 * bound the letter, conditions on a derived or shifted function, the letter asked again, choice options, a letter
 * in the ask, and the condition after the ask. 'solves' right; 'mayRefuse' right or refused; 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_`;

// biome-ignore format: one problem a line
export const CONDITION_HUNT: Record<string, MathsLookalike[]> = {
  twoValues: [
    // a² = 4: the value asked does not depend on the sign
    [r`14．已知函数 $f(x)=a^{2} x+1$，若 $f(1)=5$，则 $f(2)=$${B}`, ['9'], 'mayRefuse'],
    // 2a² = 8: a = ±2, f(1) = 3 or −1
    [r`13．已知函数 $f(x)=x^{2}+a x$，若 $f(a)=8$，则 $f(1)=$${B}`, null, 'refuses'],
    // the period without ω > 0: ω = ±2, f(π/4) = ±1
    [r`14．已知函数 $f(x)=\sin \omega x$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, null, 'refuses'],
    // ω = ±2: f(0) = 1 either way
    [r`14．已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{6}\right)$ 的最小正周期为 $\pi$，则 $f(0)=$${B}`, ['1'], 'mayRefuse'],
    // ω = 2 gives 2, ω = −2 gives −1
    [r`14．已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{6}\right)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, null, 'refuses'],
    // cos is even: ω = ±2 both give cos(π/3) = 1/2
    [r`14．已知函数 $f(x)=\cos \omega x$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, ['1/2'], 'mayRefuse'],
    // a tangent's slope 2a + a² = 3: a = 1 or −3, f(1) = a + a² = 2 or 6
    [r`14．已知函数 $f(x)=a x^{2}+a^{2} x$ 的图象在 $x=1$ 处的切线斜率为 3，则 $f(1)=$${B}`, null, 'refuses'],
    // 2a² + 1 = 9: a² = 4, f(2) = 4a² + 2 = 18
    [r`14．已知函数 $f(x)=a^{2} x^{2}+x$ 的图象在 $x=1$ 处的切线斜率为 9，则 $f(2)=$${B}`, ['18'], 'mayRefuse'],
    // 3a − a² = 2: a = 1 or 2, f(2) = 8a − 2a² = 6 or 8
    [r`13．设函数 $f(x)=a x^{3}-a^{2} x$，若 $f^{\prime}(1)=2$，则 $f(2)=$${B}`, null, 'refuses'],
    // the maximum |a| + 1 = 3 without a sign: a = ±2, f(π/6) = a/2 + 1 = 2 or 0
    [r`14．已知函数 $f(x)=a \sin x+1$ 的最大值为 3，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, null, 'refuses'],
    // tangent to the x-axis: a² = 4, f(1) = 2 + a = 4 or 0
    [r`14．已知函数 $f(x)=x^{2}+a x+1$ 的图象与 $x$ 轴相切，则 $f(1)=$${B}`, null, 'refuses'],
    // a = ±2 (a base must be positive: a = 2), f(3) = 8
    [r`13．若函数 $f(x)=a^{x}$ 的图象经过点 $(2,4)$，则 $f(3)=$${B}`, ['8'], 'mayRefuse'],
    // a period of π that is not the least: ω = 2k
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$ 的一个周期为 $\pi$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, null, 'refuses'],
    // symmetric about (π/2, 0): ω = 2k, many values
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$ 的图象关于点 $\left(\dfrac{\pi}{2}, 0\right)$ 对称，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, null, 'refuses'],
  ],
  restricted: [
    // a² + a = 6: a = 2 or −3; (a>0) keeps 2, f(2) = 4a + a = 10
    [r`13．已知函数 $f(x)=a^{2} x+a(a>0)$，若 $f(1)=6$，则 $f(2)=$${B}`, ['10'], 'mayRefuse'],
    // (a<0) keeps −3: f(2) = 18 − 3 = 15
    [r`13．已知函数 $f(x)=a^{2} x+a(a<0)$，若 $f(1)=6$，则 $f(2)=$${B}`, ['15'], 'mayRefuse'],
    // the restriction after the formula
    [r`13．已知函数 $f(x)=a^{2} x+a$ $(a<0)$，若 $f(1)=6$，则 $f(2)=$${B}`, ['15'], 'mayRefuse'],
    // no restriction: a = 2 or −3, f(2) = 10 or 15
    [r`13．已知函数 $f(x)=a^{2} x+a$，若 $f(1)=6$，则 $f(2)=$${B}`, null, 'refuses'],
    // ω > 0 with the period: ω = 2, f(π/6) = 2 sin(π/2) = 2
    [r`14．已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, ['2'], 'mayRefuse'],
    // ω < 0 with the period: ω = −2, f(π/6) = 2 sin(−π/6) = −1
    [r`14．已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega<0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, ['-1'], 'mayRefuse'],
    // the maximum with a > 0: a = 2, f(π/6) = 2
    [r`14．已知函数 $f(x)=a \sin x+1(a>0)$ 的最大值为 3，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, ['2'], 'mayRefuse'],
    // the maximum with a < 0: a = −2, f(π/6) = 0
    [r`14．已知函数 $f(x)=a \sin x+1(a<0)$ 的最大值为 3，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, ['0'], 'mayRefuse'],
    // a restriction with two bounds stays in the condition: 0 < φ < π, sin φ = 1/2 → φ = π/6 or 5π/6
    [r`14．已知函数 $f(x)=\sin (2 x+\varphi)(0<\varphi<\pi)$ 的图象过点 $\left(0, \dfrac{1}{2}\right)$，则 $f\left(\dfrac{\pi}{6}\right)=$${B}`, null, 'refuses'],
    // a log base: (a>0) and a ≠ 1, a = 2, f(8) = 3
    [r`13．已知函数 $f(x)=\log _{a} x$ 的图象经过点 $(4,2)$，则 $f(8)=$${B}`, ['3'], 'mayRefuse'],
    // tangent to the x-axis with a > 0: a = 2, f(1) = 4
    [r`14．已知函数 $f(x)=x^{2}+a x+1(a>0)$ 的图象与 $x$ 轴相切，则 $f(1)=$${B}`, ['4'], 'mayRefuse'],
  ],
  bounds: [
    // only bounds: x² − 2ax + 1 ≥ 0 gives −1 ≤ a ≤ 1
    [r`14．已知函数 $f(x)=x^{2}-2 a x+1$ 的最小值不小于 0，则 $f(2)=$${B}`, null, 'refuses'],
    [r`14．已知函数 $f(x)=x^{2}-2 a x+2$ 的最小值不超过 1，则 $f(0)=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=x^{2}-2 a x+2$ 的最小值至少为 1，则 $f(1)=$${B}`, null, 'refuses'],
    // a > 1 only
    [r`13．已知函数 $f(x)=(a-1) x+2$ 是增函数，则 $f(1)=$${B}`, null, 'refuses'],
    // no zero: a² < 4
    [r`14．已知函数 $f(x)=x^{2}+a x+1$ 的图象与 $x$ 轴没有交点，则 $f(1)=$${B}`, null, 'refuses'],
    // above the x-axis everywhere: a > 0 only
    [r`14．已知函数 $f(x)=x^{2}+a$ 的图象恒在 $x$ 轴上方，则 $f(1)=$${B}`, null, 'refuses'],
    // the parabola opens downwards: a < 0 only
    [r`14．已知函数 $f(x)=a x^{2}+2 x$ 的图象开口向下，则 $f(1)=$${B}`, null, 'refuses'],
    // the minimum of x² + a is a: a = 3, f(1) = 4
    [r`14．已知函数 $f(x)=x^{2}+a$ 的最小值为 3，则 $f(1)=$${B}`, ['4'], 'mayRefuse'],
    // the range [1, +∞) fixes a = 1: f(2) = 5
    [r`14．已知函数 $f(x)=x^{2}+a$ 的值域为 $[1,+\infty)$，则 $f(2)=$${B}`, ['5'], 'mayRefuse'],
  ],
  derived: [
    // f(x+1) = ax + a + 1 = 2x + 3: a = 2, f(2) = 5
    [r`13．已知函数 $f(x)=a x+1$，若 $f(x+1)=2 x+3$，则 $f(2)=$${B}`, ['5'], 'mayRefuse'],
    // f(x+1) = 2x + 5 asks a = 2 and a + 1 = 5: no such a
    [r`13．已知函数 $f(x)=a x+1$，若 $f(x+1)=2 x+5$，则 $f(2)=$${B}`, null, 'refuses'],
    // f′(2) = 12a = 12: a = 1, f(1) = 1
    [r`13．已知函数 $f(x)=a x^{3}$，若 $f^{\prime}(2)=12$，则 $f(1)=$${B}`, ['1'], 'mayRefuse'],
    // the derivative's graph through (1,5): 2a + 1 = 5, a = 2, f(1) = 3 (read as f's graph: a = 4, f(1) = 5)
    [r`14．已知函数 $f(x)=a x^{2}+x$ 的导函数的图象过点 $(1,5)$，则 $f(1)=$${B}`, ['3'], 'mayRefuse'],
    // the inverse through (3,1): f(1) = 3, a = 1, f(2) = 5 (read as f: a = −7, f(2) = −3)
    [r`14．已知函数 $f(x)=2^{x}+a$ 的反函数的图象过点 $(3,1)$，则 $f(2)=$${B}`, ['5'], 'mayRefuse'],
    // shifted up 2: x² + a + 2 through (1,5), a = 2, f(2) = 6 (read unshifted: a = 4, f(2) = 8)
    [r`14．已知函数 $f(x)=x^{2}+a$ 的图象向上平移 2 个单位长度后经过点 $(1,5)$，则 $f(2)=$${B}`, ['6'], 'mayRefuse'],
    // shifted right 1: a(3−1)² = 8, a = 2, f(1) = 2 (read unshifted: a = 8/9)
    [r`14．已知函数 $f(x)=a x^{2}$ 的图象向右平移 1 个单位长度后经过点 $(3,8)$，则 $f(1)=$${B}`, ['2'], 'mayRefuse'],
    // g = f + 1 through (1,3): a = 1, f(2) = 4
    [r`13．已知函数 $f(x)=a x^{2}$，函数 $g(x)=f(x)+1$ 的图象过点 $(1,3)$，则 $f(2)=$${B}`, ['8'], 'mayRefuse'],
    // y = f(2x) through (1,8): 4a = 8, a = 2, f(1) = 2 (read as f: a = 8, f(1) = 8)
    [r`14．已知函数 $f(x)=a x^{2}$，若 $y=f(2 x)$ 的图象过点 $(1,8)$，则 $f(1)=$${B}`, ['2'], 'mayRefuse'],
    // f(f(0)) = 2a = 3: a = 3/2, f(1) = 5/2
    [r`13．已知函数 $f(x)=x+a$，若 $f(f(0))=3$，则 $f(1)=$${B}`, ['5/2'], 'mayRefuse'],
    // f(1) = f(3): 1 + a = 9 + 3a, a = −4, f(2) = −4
    [r`13．已知函数 $f(x)=x^{2}+a x$，若 $f(1)=f(3)$，则 $f(2)=$${B}`, ['-4'], 'mayRefuse'],
    // f(−1) = f(1) asks −2 + a = 2 + a: no such a
    [r`13．已知函数 $f(x)=x^{3}+a x^{2}+x$，若 $f(-1)=f(1)$，则 $f(2)=$${B}`, null, 'refuses'],
    // a maximum at x = 1 is impossible for x³ − ax (f′(1)=0 gives a = 3, a minimum there)
    [r`14．已知函数 $f(x)=x^{3}-a x$ 在 $x=1$ 处取得极大值，则 $f(2)=$${B}`, null, 'refuses'],
    // a minimum at x = 1: a = 3, f(2) = 2
    [r`14．已知函数 $f(x)=x^{3}-a x$ 在 $x=1$ 处取得极小值，则 $f(2)=$${B}`, ['2'], 'mayRefuse'],
    // the tangent at (1, f(1)) through (2,7): 3a + 1 = 7, a = 2, f(2) = 9
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在点 $(1, f(1))$ 处的切线过点 $(2,7)$，则 $f(2)=$${B}`, ['9'], 'mayRefuse'],
    // the tangent y = 4x at x = 1: slope a = 2 but f(1) = 3 ≠ 4 — no such a
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线方程为 $y=4 x$，则 $f(2)=$${B}`, null, 'refuses'],
    // symmetric about x = 1: a = −2, f(3) = 3
    [r`14．已知函数 $f(x)=x^{2}+a x$ 的图象关于直线 $x=1$ 对称，则 $f(3)=$${B}`, ['3'], 'mayRefuse'],
    // the period of sin²ωx is π/ω: ω = 1, f(π/4) = 1/2 (with 2π/ω: ω = 2, f = 1)
    [r`14．已知函数 $f(x)=\sin ^{2} \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, ['1/2'], 'mayRefuse'],
    // tan: period π/ω = π/2, ω = 2, f(π/8) = 1
    [r`14．已知函数 $f(x)=\tan \omega x(\omega>0)$ 的最小正周期为 $\dfrac{\pi}{2}$，则 $f\left(\dfrac{\pi}{8}\right)=$${B}`, ['1'], 'mayRefuse'],
    // |sin ωx| has period π/ω: ω = 1, f(π/2) = 1
    [r`14．已知函数 $f(x)=|\sin \omega x|(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{2}\right)=$${B}`, ['1'], 'mayRefuse'],
    // neighbouring axes π/2 apart: period π, ω = 2, f(π/12) = sin(π/2) = 1
    [r`14．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{3}\right)(\omega>0)$ 的图象相邻两条对称轴之间的距离为 $\dfrac{\pi}{2}$，则 $f\left(\dfrac{\pi}{12}\right)=$${B}`, ['1'], 'mayRefuse'],
    // a name the stem never defines
    [r`13．已知函数 $h(x)=a x+1$，若 $h(2)=5$，则 $f(3)=$${B}`, null, 'refuses'],
    // another name, defined: a = 2, g(3) = 7
    [r`13．已知函数 $g(x)=a x+1$，若 $g(2)=5$，则 $g(3)=$${B}`, ['7'], 'mayRefuse'],
    // a capital letter beside ω: A unknown
    [r`14．已知函数 $f(x)=A \sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega>0)$ 的最小正周期为 $\pi$，则 $f(0)=$${B}`, null, 'refuses'],
    // θ beside a: θ unknown
    [r`14．已知函数 $f(x)=a \sin (x+\theta)$，若 $f(0)=1$，则 $f\left(\dfrac{\pi}{2}\right)=$${B}`, null, 'refuses'],
    // λ beside a
    [r`13．已知函数 $f(x)=a x+\lambda$，若 $f(1)=3$，则 $f(2)=$${B}`, null, 'refuses'],
  ],
  letterAsked: [
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则实数 $a=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $a$ 的值为${B}`, ['2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $a^{2}=$${B}`, ['4'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(a)=$${B}`, ['5'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(2 a)=$${B}`, ['33'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $\omega$ 的值为${B}`, ['2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=\sin \omega x$ 的最小正周期为 $\pi$，则 $\omega$ 的值为${B}`, ['±2'], 'mayRefuse'],
    // the letter written into the ask: f(x) = 2x² + 1
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(x)$ 的解析式为${B}`, ['2x^{2}+1|2x^2+1'], 'mayRefuse'],
    // the ask reaches into the dropped condition: the tangent line y = 4x − 1
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则这条切线的方程为${B}`, ['y=4x-1'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则切线在 $y$ 轴上的截距为${B}`, ['-1'], 'mayRefuse'],
  ],
  choices: [
    [c(r`5．已知函数 $f(x)=a x^{3}+x$ 的图象在 $x=1$ 处的切线斜率为 7，则 $a=$（ ）`, '1', '2', '3', '4'), ['B'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=a x^{3}+x$ 的图象在 $x=1$ 处的切线斜率为 7，则 $f(1)=$（ ）`, '2', '3', '7', '8'), ['B'], 'mayRefuse'],
    // the letter's value as a trap option
    [c(r`5．已知函数 $f(x)=a x^{3}+x$ 的图象在 $x=1$ 处的切线斜率为 7，则 $f(2)=$（ ）`, '2', '16', '18', '10'), ['C'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=\sin \omega x$ 的最小正周期为 $\pi$，则 $\omega=$（ ）`, '2', '-2', r`$\pm 2$`, r`$\dfrac{1}{2}$`), ['C'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{6}\right)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$（ ）`, '1', r`$-\dfrac{1}{2}$`, r`1 或 $-\dfrac{1}{2}$`, '0'), ['C'], 'mayRefuse'],
    // 以上都不对 is the answer: f(2) = 9
    [c(r`5．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(2)=$（ ）`, '5', '8', '17', '以上都不对'), ['D'], 'mayRefuse'],
    // two values of a: f(1) = 2 or 6
    [c(r`5．已知函数 $f(x)=a x^{2}+a^{2} x$ 的图象在 $x=1$ 处的切线斜率为 3，则 $f(1)=$（ ）`, '2', '6', '2 或 6', '-2'), ['C'], 'mayRefuse'],
    // options the function's formula: ω = 2
    [c(r`5．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{3}\right)(\omega>0)$ 的最小正周期为 $\pi$，则 $f(x)$ 的图象的一条对称轴是（ ）`, r`$x=\dfrac{\pi}{12}$`, r`$x=\dfrac{\pi}{6}$`, r`$x=\dfrac{\pi}{3}$`, r`$x=\dfrac{\pi}{2}$`), ['A'], 'mayRefuse'],
    // the options on one line, full-width
    [r`5．已知函数 $f(x)=\log _{2}(x+a)$ 的图象经过点 $(2,2)$，则 $f(6)=$（ ）
A．1  B．2  C．3  D．4`, ['C'], 'mayRefuse'],
  ],
  chainReached: [
    // f′(1) = 0 gives a = −3, but then f′(x) = 3(x−1)² ≥ 0: no extremum at all
    [r`14．已知函数 $f(x)=x^{3}+a x^{2}+3 x$ 在 $x=1$ 处取得极值，则 $f(2)=$${B}`, null, 'refuses'],
    // a x³ − 3x: a = 1 makes x = 1 a minimum, never a maximum
    [r`14．已知函数 $f(x)=a x^{3}-3 x$ 在 $x=1$ 处取得极大值，则 $f(2)=$${B}`, null, 'refuses'],
    [r`14．已知函数 $f(x)=a x^{3}-3 x$ 在 $x=1$ 处取得极小值，则 $f(2)=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{3}-3 x$ 在 $x=1$ 处取得极值，则 $f(2)=$${B}`, ['2'], 'mayRefuse'],
    // parallel to y = 2x + 1: 2a = 2, f(2) = 4; perpendicular: 2a = −1/2, f(2) = −1
    [r`14．已知函数 $f(x)=a x^{2}$ 的图象在 $x=1$ 处的切线与直线 $y=2 x+1$ 平行，则 $f(2)=$${B}`, ['4'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}$ 的图象在 $x=1$ 处的切线与直线 $y=2 x+1$ 垂直，则 $f(2)=$${B}`, ['-1'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}$ 的图象在 $x=1$ 处的切线的倾斜角为 $135^{\circ}$，则 $f(2)=$${B}`, ['-2'], 'mayRefuse'],
    // through (1,3): 1 + a + a² = 3, a = 1 or −2, f(2) = 7 or 4
    [r`13．若函数 $f(x)=x^{2}+a x+a^{2}$ 的图象经过点 $(1,3)$，则 $f(2)=$${B}`, null, 'refuses'],
    [r`13．若函数 $f(x)=\sqrt{x+a}$ 的图象经过点 $(1,2)$，则 $f(6)=$${B}`, ['3'], 'mayRefuse'],
    [r`13．若函数 $f(x)=\dfrac{a}{x}+1$ 的图象经过点 $(2,3)$，则 $f(4)=$${B}`, ['2'], 'mayRefuse'],
    [r`13．若函数 $f(x)=2^{x}+a$ 的图象经过点 $(1,3)$，则 $f(2)=$${B}`, ['5'], 'mayRefuse'],
    [r`13．设函数 $f(x)=a x^{2}+a^{2}$，若 $f^{\prime}(1)=4$，则 $f(1)=$${B}`, ['6'], 'mayRefuse'],
    [r`13．设函数 $f(x)=x \ln x+a x$，若 $f^{\prime}(1)=3$，则 $f(\mathrm{e})=$${B}`, ['3e|3mathrm{e}'], 'mayRefuse'],
    [r`13．设函数 $f(x)=\mathrm{e}^{x}+a x$，若 $f^{\prime}(0)=3$，则 $f(1)=$${B}`, ['e+2|mathrm{e}+2|2+e|2+mathrm{e}'], 'mayRefuse'],
    // 2 sin ωx cos ωx = sin 2ωx: period π/ω = π, ω = 1, f(π/4) = 1 (with 2π/ω: ω = 2, f = 0)
    [r`14．已知函数 $f(x)=2 \sin \omega x \cos \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, ['1'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=\cos ^{2} \omega x-\sin ^{2} \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{3}\right)=$${B}`, ['-1/2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=\sin \omega x+\sqrt{3} \cos \omega x(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{12}\right)=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$ 的最小正周期为 $4 \pi$，则 $f(\pi)=$${B}`, ['1'], 'mayRefuse'],
    // ω in the denominator: period 2πω = π, ω = 1/2, f(π/4) = 1
    [r`14．已知函数 $f(x)=\sin \dfrac{x}{\omega}(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, ['1'], 'mayRefuse'],
    // sin φ = 1/2: φ = π/6 or 5π/6 (+2kπ), f(π/3) = 1 or −1/2
    [r`14．已知函数 $f(x)=\sin (x+\varphi)$ 的图象过点 $\left(0, \dfrac{1}{2}\right)$，则 $f\left(\dfrac{\pi}{3}\right)=$${B}`, null, 'refuses'],
    // f(π/6) = 1: ω = 3 + 12k
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$，若 $f\left(\dfrac{\pi}{6}\right)=1$，则 $f\left(\dfrac{\pi}{2}\right)=$${B}`, null, 'refuses'],
    // the maximum 2 does not fix ω
    [r`14．已知函数 $f(x)=2 \sin \omega x(\omega>0)$ 的最大值为 2，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, null, 'refuses'],
    // a value at a point of a cubic: a + 1 = 3, a = 2, f(−1) = −3
    [r`13．已知函数 $f(x)=a x^{3}+1$，若 $f(1)=3$，则 $f(-1)=$${B}`, ['-1'], 'mayRefuse'],
    // the letter only in an exponent: 2^a = 8, a = 3, f(1) = 4
    [r`13．已知函数 $f(x)=x^{a}$，若 $f(2)=8$，则 $f(-1)=$${B}`, ['-1'], 'mayRefuse'],
    // x^a through (4,2): a = 1/2, f(9) = 3
    [r`13．已知幂函数 $f(x)=x^{a}$ 的图象经过点 $(4,2)$，则 $f(9)=$${B}`, ['3'], 'mayRefuse'],
    // (x^a)(−2) with a = 1/2 is not defined
    [r`13．已知函数 $f(x)=x^{a}$ 的图象经过点 $(4,2)$，则 $f(-4)=$${B}`, null, 'refuses'],
    // g'(x) named in the condition
    [r`13．设函数 $f(x)=a x^{2}$，若 $g^{\prime}(1)=4$，则 $f(1)=$${B}`, null, 'refuses'],
    // the ask asks a derived function: a = 2, f′(2) = 8
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f^{\prime}(2)=$${B}`, ['8'], 'mayRefuse'],
    // the ask asks f(x+1) at a point: f(2) = 9
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(x+1)$ 在 $x=1$ 处的值为${B}`, ['9'], 'mayRefuse'],
    // the ask asks the maximum on an interval: a = 2, max on [−1, 2] is 9
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(x)$ 在区间 $[-1,2]$ 上的最大值为${B}`, ['9'], 'mayRefuse'],
    // the ask's own 「a」 is another thing (a point called a)
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(-1)=$${B}`, ['3'], 'mayRefuse'],
  ],
  chainChoices: [
    [c(r`5．已知函数 $f(x)=a x^{2}$ 的图象在 $x=1$ 处的切线与直线 $y=2 x+1$ 垂直，则 $f(2)=$（ ）`, '4', '-1', '1', r`$-\dfrac{1}{4}$`), ['B'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega>0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$（ ）`, '1', '2', r`$\sqrt{3}$`, '-1'), ['B'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=2 \sin \left(\omega x+\dfrac{\pi}{6}\right)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{6}\right)=$（ ）`, '1', '2', r`$\sqrt{3}$`, '-1'), null, 'refuses'],
    [c(r`5．设函数 $f(x)=x^{3}+a x^{2}$，若 $f^{\prime}(1)=5$，则 $f(x)$ 的极小值点为（ ）`, '0', r`$-\dfrac{2}{3}$`, '1', '-1'), ['A'], 'mayRefuse'],
    // a = 1: f(−1) = −1 + 1 = 0
    [c(r`5．设函数 $f(x)=x^{3}+a x^{2}$，若 $f^{\prime}(1)=5$，则 $f(-1)=$（ ）`, '0', '1', '2', '以上都不对'), ['A'], 'mayRefuse'],
    [c(r`5．设函数 $f(x)=x^{3}+a x^{2}$，若 $f^{\prime}(1)=5$，则 $f(-1)=$（ ）`, '1', '2', '3', '以上都不对'), ['D'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=a x^{3}+x$ 的图象在 $x=1$ 处的切线斜率为 7，则 $f(x)$ 是（ ）`, '奇函数', '偶函数', '既是奇函数又是偶函数', '非奇非偶函数'), ['A'], 'mayRefuse'],
  ],
  rewriting: [
    // ω = −2 written back: sin(−2x), f(π/4) = −1 (never sin(−2)·x)
    [r`14．已知函数 $f(x)=\sin \omega x(\omega<0)$ 的最小正周期为 $\pi$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, ['-1'], 'mayRefuse'],
    [r`13．设函数 $f(x)=\sin \omega x$，若 $f^{\prime}(0)=-2$，则 $f\left(\dfrac{\pi}{4}\right)=$${B}`, ['-1'], 'mayRefuse'],
    // a slope with two roots and a < 0: 2a + a² = 3, a = −3, f(1) = −3 + 9 = 6
    [r`14．已知函数 $f(x)=a x^{2}+a^{2} x(a<0)$ 的图象在 $x=1$ 处的切线斜率为 3，则 $f(1)=$${B}`, ['6'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=a x^{2}+a^{2} x(a>0)$ 的图象在 $x=1$ 处的切线斜率为 3，则 $f(1)=$${B}`, ['2'], 'mayRefuse'],
    // a negative value into a power: f′(1) = 3 + 2a... f(x) = x³ + a x², f′(1) = −1 gives a = −2, f(3) = 27 − 18 = 9
    [r`13．设函数 $f(x)=x^{3}+a x^{2}$，若 $f^{\prime}(1)=-1$，则 $f(3)=$${B}`, ['9'], 'mayRefuse'],
    // a fraction into a product: f′(1) = 2a = 1, a = 1/2, f(4) = 8 + 1 = 9
    [r`13．设函数 $f(x)=a x^{2}+1$，若 $f^{\prime}(1)=1$，则 $f(4)=$${B}`, ['9'], 'mayRefuse'],
    // a negative fraction into an exponent: 2^{a}=1/2 → a = −1, f(2) = 1/2 + ... f(x) = 2^{a x}, f(1) = 1/2, f(2) = 1/4
    [r`13．已知函数 $f(x)=2^{a x}$，若 $f(1)=\dfrac{1}{2}$，则 $f(2)=$${B}`, ['1/4'], 'mayRefuse'],
    // the letter as a log base: log_a 9 = 2, a = 3, f(27) = 3
    [r`13．已知函数 $f(x)=\log _{a} x$，若 $f(9)=2$，则 $f(27)=$${B}`, ['3'], 'mayRefuse'],
  ],
  askReachesBack: [
    // the tangent point: (1, 3)
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则切点的坐标为${B}`, ['(1,3)'], 'mayRefuse'],
    // the tangent's intercept on the y-axis (the tangent of the dropped condition): −1
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则切线与 $y$ 轴交点的纵坐标为${B}`, ['-1'], 'mayRefuse'],
    // the point the graph passes through, asked again
    [r`13．若函数 $f(x)=2^{x}+a$ 的图象经过点 $(1,3)$，则这个点到原点的距离为${B}`, ['√10|sqrt{10}'], 'mayRefuse'],
    // another function asked, never defined
    [r`14．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $g(2)=$${B}`, null, 'refuses'],
    // the ask's extreme value: f(x) = x³ − 3x, maximum f(−1) = 2
    [r`14．已知函数 $f(x)=a x^{3}-3 x$ 在 $x=1$ 处取得极小值，则 $f(x)$ 的极大值为${B}`, ['2'], 'mayRefuse'],
    // the ask's minimum: the minimum value f(1) = −2
    [r`14．已知函数 $f(x)=a x^{3}-3 x$ 在 $x=1$ 处取得极值，则 $f(x)$ 的极小值为${B}`, ['-2'], 'mayRefuse'],
  ],
  manyOmega: [
    // symmetric about x = π/4: ω = 2 + 4k
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$ 的图象关于直线 $x=\dfrac{\pi}{4}$ 对称，则 $f\left(\dfrac{\pi}{8}\right)=$${B}`, null, 'refuses'],
    // a maximum at π/3: ω = 1 + 6k
    [r`14．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega>0)$ 在 $x=\dfrac{\pi}{3}$ 处取得最大值，则 $f(0)=$${B}`, ['1/2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{6}\right)(\omega>0)$ 在 $x=\dfrac{\pi}{3}$ 处取得最大值，则 $f\left(\dfrac{\pi}{2}\right)=$${B}`, null, 'refuses'],
    // the graph through (π/4, 1): ω = 2 + 8k
    [r`14．已知函数 $f(x)=\sin \omega x(\omega>0)$ 的图象过点 $\left(\dfrac{\pi}{4}, 1\right)$，则 $f\left(\dfrac{\pi}{12}\right)=$${B}`, null, 'refuses'],
    // f′(0) = 2 with f = sin ωx: ω = 2, f(π/12) = 1/2
    [r`13．设函数 $f(x)=\sin \omega x$，若 $f^{\prime}(0)=2$，则 $f\left(\dfrac{\pi}{12}\right)=$${B}`, ['1/2'], 'mayRefuse'],
  ],
  optionsNameLetter: [
    [c(r`5．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则下列结论正确的是（ ）`, r`$a=1$`, r`$f(2)=9$`, r`$f(x)$ 是奇函数`, r`$f(x)$ 的最小值为 2`), ['B'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则下列结论正确的是（ ）`, r`$a=2$`, r`$f(2)=8$`, r`$f(x)$ 是奇函数`, r`$f(x)$ 的最小值为 2`), ['A'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=a x^{2}+1$ 的图象在 $x=1$ 处的切线斜率为 4，则 $f(2)=$（ ）`, r`$4a+1$`, '9', '17', '5'), ['B'], 'mayRefuse'],
    [c(r`5．已知函数 $f(x)=\sin \left(\omega x+\dfrac{\pi}{3}\right)(\omega>0)$ 的最小正周期为 $\pi$，则（ ）`, r`$\omega=1$`, r`$f(0)=\dfrac{1}{2}$`, r`$f\left(\dfrac{\pi}{12}\right)=1$`, r`$f(x)$ 的最大值为 2`), ['C'], 'mayRefuse'],
  ],
  conditionAfterAsk: [
    [r`13．已知函数 $f(x)=a x+1$，则 $f(3)=$${B}，其中 $a$ 满足 $f(2)=5$`, ['7'], 'mayRefuse'],
    [r`13．已知函数 $f(x)=a x+1$，则当 $f(2)=5$ 时，$f(3)=$${B}`, ['7'], 'mayRefuse'],
    [r`13．已知函数 $f(x)=a x+1$，$f(2)=5$，则 $f(3)=$${B}`, ['7'], 'mayRefuse'],
    [r`13．若 $f(2)=5$，则函数 $f(x)=a x+1$ 在 $x=3$ 处的值为${B}`, ['7'], 'mayRefuse'],
    // the condition after the ask bounds a only
    [r`13．已知函数 $f(x)=a x+1$，则 $f(3)=$${B}（其中 $a>0$）`, null, 'refuses'],
  ],
};

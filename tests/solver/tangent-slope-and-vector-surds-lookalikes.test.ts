import { describeAnsweredAndRefused } from './answered-and-refused';

// Look-alikes of the two kinds: each changes one detail (the thing asked, the relation, the line's form, an extra
// condition, a parameter) and is either answered right — worked by hand in its comment — or refused.

describeAnsweredAndRefused(
  'look-alikes of a tangent given by its slope',
  [
    // k=−1: 2x−3=−1 → x=1, y=−2 → y=−x−1
    ['曲线 $y=x^2-3x$ 的一条切线与直线 $x-y+1=0$ 垂直，则这条切线的方程为', ['y=-x-1']],
    // a horizontal line: k=0 at x=0, y=1; y=1 is not y=3
    ['曲线 $y=x^2+1$ 的一条切线与直线 $y=3$ 平行，则该切线方程为', ['y=1']],
    // perpendicular to a vertical line: k=0
    ['曲线 $y=x^2+1$ 的一条切线与直线 $x=2$ 垂直，则该切线方程为', ['y=1']],
    // 2y=4x+1 has slope 2: 2x=2 → (1,2), y=2x
    ['曲线 $y=x^2+1$ 的一条切线与直线 $2y=4x+1$ 平行，则该切线方程为', ['y=2x']],
    // k=−1/2: x=−1/4, y=17/16 → y=−x/2+15/16
    ['曲线 $y=x^2+1$ 的一条切线与直线 $2y=4x+1$ 垂直，则该切线方程为', ['y=-x/2+15/16']],
    // the slope told as a number
    ['曲线 $y=x^2+1$ 的一条切线的斜率为 $2$，则该切线方程为', ['y=2x']],
    // parallel instead of perpendicular: 2x=2 → (1,1)
    ['曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x+1$ 平行，则点 $P$ 的坐标为', ['(1,1)']],
    ['曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x+1$ 垂直，则点 $P$ 的坐标为', ['(-1/4,1/16)']],
    // 3x²=3 → (±1,±1); the tangents y=3x∓2 are not y=3x+1
    ['曲线 $y=x^3$ 在点 $P$ 处的切线平行于直线 $y=3x+1$，则点 $P$ 的坐标为', ['(-1,-1)', '(1,1)']],
    // the line written as 2x−y=0
    ['曲线 $y=e^x$ 在点 $P$ 处的切线平行于直线 $2x-y=0$，则点 $P$ 的坐标为', ['(\\ln2,2)']],
    ['曲线 $y=\\ln x$ 的一条切线与直线 $2x-y+3=0$ 平行，则该切线方程为', ['y=2x-1-\\ln2']],
    ['曲线 $y=\\ln x$ 上与直线 $2x-y+3=0$ 平行的切线方程为', ['y=2x-1-\\ln2']],
    // 1/(x+1)=2 → x=−1/2, y=−ln 2 → y=2x+1−ln 2
    ['曲线 $y=\\ln(x+1)$ 上与直线 $2x-y+3=0$ 平行的切线方程为', ['y=2x+1-\\ln2']],
    // 1/(2√x)=1/2 → (1,1) → y=x/2+1/2
    ['曲线 $y=\\sqrt{x}$ 的一条切线与直线 $x-2y=0$ 平行，则该切线方程为', ['y=x/2+1/2']],
    ['曲线 $y=x^2-2x$ 的一条切线垂直于直线 $x+2y+5=0$，则该切线方程为', ['y=2x-4']],
    ['曲线 $y=x^2-2x$ 的切线垂直于直线 $x+2y+5=0$，则切线方程为', ['y=2x-4']],
    // the right option in general form
    [
      '函数 $f(x)=x^2-2x$ 的图象的一条切线垂直于直线 $x+2y+5=0$，则该切线方程为（　　）A. $2x-y-4=0$ B. $y=2x+4$ C. $y=-2x-4$ D. $y=2x-9$',
      ['A'],
    ],
    [
      '曲线 $y=e^x$ 在点 $P$ 处的切线平行于直线 $y=2x$，则点 $P$ 的坐标为（　　）A. $(\\ln 2,2)$ B. $(\\ln 4, 4)$ C. $(0,1)$ D. $(1,e)$',
      ['A'],
    ],
    // 3x²=3 → x=±1: y=3x−2 and y=3x+2, neither is y=3x
    ['曲线 $y=x^3$ 上与直线 $y=3x$ 平行的切线方程为', ['y=3x+2', 'y=3x-2']],
    ['曲线 $y=x^3$ 上与直线 $y=12x$ 平行的切线方程为', ['y=12x+16', 'y=12x-16']],
    // eˣ+1=3 → x=ln 2, y=2+ln 2 → y=3x+2−2ln 2
    ['曲线 $y=e^x+x$ 的一条切线与直线 $y=3x$ 平行，则该切线方程为', ['y=3x+2-2\\ln2']],
    // 4x³=4 → (1,1) → y=4x−3
    ['曲线 $y=x^4$ 的一条切线与直线 $y=4x+1$ 平行，则该切线方程为', ['y=4x-3']],
    ['曲线 $y=x^4$ 的一条切线与直线 $x+4y+1=0$ 垂直，则该切线方程为', ['y=4x-3']],
    ['曲线 $y=x^2$ 的一条切线与直线 $y=2x+1$ 平行，则该切线方程为', ['y=2x-1']],
    ['曲线 $y=x^2+2$ 的一条切线与直线 $y=0$ 平行，则该切线方程为', ['y=2']],
    // −3x²+3=3 → x=0: y=3x, not y=3x−5
    ['曲线 $y=-x^3+3x$ 的一条切线与直线 $y=3x-5$ 平行，则该切线方程为', ['y=3x']],
    // perpendicular to x+y=0: k=1, 2x−1=1 → (1,0)
    ['曲线 $y=x^2-x$ 上与直线 $x+y=0$ 垂直的切线方程为', ['y=x-1']],
    ['曲线 $y=x^2-x$ 在点 $P$ 处的切线与直线 $x+y=0$ 垂直，则点 $P$ 的坐标为', ['(1,0)']],
    // 2/x=1 → (2, 2ln 2)
    ['曲线 $y=2\\ln x$ 在点 $P$ 处的切线与直线 $y=x+1$ 平行，则点 $P$ 的坐标为', ['(2,2\\ln2)']],
    ['曲线 $y=x\\ln x$ 在点 $P$ 处的切线与直线 $y=x$ 平行，则点 $P$ 的坐标为', ['(1,0)']],
    ['曲线 $y=x^3+x-2$ 在点 $P_0$ 处的切线平行于直线 $4x-y-1=0$，则 $P_0$ 点的坐标为', ['(-1,-4)', '(1,0)']],
    // 3x²−2=1 → (±1, ∓1); tangents y=x∓2, neither is y=x
    ['曲线 $y=x^3-2x$ 在点 $P$ 处的切线平行于直线 $y=x$，则点 $P$ 的坐标为', ['(-1,1)', '(1,-1)']],
    // 2x=2 → (1,0) → y=2x−2, with and without 「上」
    ['曲线 $y=x^2-1$ 与直线 $y=2x$ 平行的切线方程为', ['y=2x-2']],
    ['曲线 $y=x^2-1$ 上与直线 $y=2x$ 平行的切线方程是', ['y=2x-2']],
    // x/2=1 → (2,1) → y=x−1
    ['已知曲线 $y=\\frac{x^2}{4}$ 的一条切线与直线 $y=x-3$ 平行，则该切线方程为', ['y=x-1']],
    ['已知函数 $f(x)=x^3$ 的图象上与直线 $3x-y+1=0$ 平行的切线方程为', ['y=3x+2', 'y=3x-2']],
    // 2e^{2x}=2 → (0,1) → y=2x+1
    ['曲线 $y=e^{2x}$ 的一条切线与直线 $y=2x$ 平行，则该切线方程为', ['y=2x+1']],
    // perpendicular to x−y=0: −e^{−x}=−1 → (0,1) → y=−x+1
    ['曲线 $y=e^{-x}$ 的一条切线与直线 $x-y=0$ 垂直，则该切线方程为', ['y=-x+1']],
  ],
  [
    // another thing asked: the slope, the abscissa, the intercept, the area, the inclination
    '曲线 $y=x^3-x+3$ 上与直线 $y=2x+3$ 平行的切线的斜率为',
    '曲线 $y=x\\ln x$ 的一条切线与直线 $x+2y-1=0$ 垂直，则切点的横坐标为',
    '曲线 $y=x\\ln x$ 的一条切线与直线 $x+2y-1=0$ 垂直，则该切线在 $y$ 轴上的截距为',
    '曲线 $y=x\\ln x$ 的一条切线与直线 $x+2y-1=0$ 垂直，则该切线与坐标轴围成的三角形面积为',
    '曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x+1$ 垂直，则点 $P$ 的横坐标为',
    '曲线 $y=x^3$ 在点 $P$ 处的切线平行于直线 $y=3x+1$，则点 $P$ 的横坐标为',
    '曲线 $y=e^x$ 在点 $P$ 处的切线平行于直线 $y=2x$，则点 $P$ 的纵坐标为',
    '曲线 $y=x^3+x-2$ 在点 $P_0$ 处的切线平行于直线 $y=4x-1$，则 $P_0$ 点的横坐标为',
    '曲线 $y=x^2$ 的一条切线与直线 $y=2x+1$ 平行，则该切线的斜率为',
    '曲线 $y=x^2$ 的一条切线与直线 $y=2x+1$ 平行，则该切线的倾斜角为',
    '曲线 $y=\\ln x$ 的一条切线与直线 $2x-y+3=0$ 平行，则切线在 $y$ 轴上的截距为',
    '曲线 $y=x^3$ 上与直线 $y=12x$ 平行的切线有几条',
    // 重合 and an angle instead of 平行/垂直
    '曲线 $y=x^2-3x$ 的一条切线与直线 $x-y+1=0$ 重合，则这条切线的方程为',
    '曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x+1$ 重合，则点 $P$ 的坐标为',
    '曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x+1$ 的夹角为 $45^{\\circ}$，则点 $P$ 的坐标为',
    // a tangent that is the line itself is not parallel to it
    '曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x-1$ 平行，则点 $P$ 的坐标为',
    '曲线 $y=x^3$ 在点 $P$ 处的切线平行于直线 $y=3x-2$，则点 $P$ 的坐标为',
    '曲线 $y=x^3$ 上与直线 $y=3x+2$ 平行的切线方程为',
    '曲线 $y=x^2$ 的一条切线与直线 $y=0$ 平行，则该切线方程为',
    '曲线 $y=x^3+x-2$ 在点 $P_0$ 处的切线平行于直线 $y=4x$，则 $P_0$ 点的坐标为',
    // a tangent through P (not at P), and P already given
    '曲线 $y=x^2$ 过点 $P(1,0)$ 的切线与直线 $y=2x$ 平行，则切线方程为',
    '曲线 $y=x^2$ 在点 $P(1,1)$ 处的切线与直线 $y=2x$ 平行，则点 $P$ 的坐标为',
    // a slope told by an inclination or by the x-axis, 「切点为」, and 「切线方程为 y=」
    '曲线 $y=x^2$ 在点 $P$ 处的切线的倾斜角为 $45^{\\circ}$，则点 $P$ 的坐标为',
    '曲线 $y=x^3-2x$ 在点 $P$ 处的切线平行于 $x$ 轴，则点 $P$ 的坐标为',
    '曲线 $y=x^2$ 的一条切线与直线 $y=2x+1$ 平行，则切点为',
    '曲线 $y=x^2-1$ 上与直线 $y=2x$ 平行的切线方程为 $y=$',
    // an extra condition on the point or the domain
    '曲线 $y=x^3-3x$ 的一条切线与直线 $y=9x-1$ 平行，且切点在 $y$ 轴右侧，则该切线方程为',
    '曲线 $y=x^3-3x$ 上与直线 $y=9x-1$ 平行且切点在第一象限的切线方程为',
    '曲线 $y=x^3-3x(x>0)$ 上与直线 $y=9x-1$ 平行的切线方程为',
    '曲线 $y=x^3$ 在点 $P$ 处的切线平行于直线 $y=3x+1$，且点 $P$ 在第一象限，则点 $P$ 的坐标为',
    '曲线 $y=x^3+x-2$ 在点 $P_0$ 处的切线平行于直线 $y=4x-1$，且点 $P_0$ 在第三象限，则 $P_0$ 点的坐标为',
    // a parameter in the curve or the line
    '曲线 $y=x^2+a$ 的一条切线与直线 $y=2x$ 平行，则该切线方程为',
    '曲线 $y=x^2+ax$ 的一条切线与直线 $y=2x$ 平行，则该切线方程为',
    '曲线 $y=x^2$ 的一条切线与直线 $y=kx$ 平行，则该切线方程为',
    // the line named, or told only by its slope
    '曲线 $y=x^2$ 的一条切线与直线 $l: y=2x+3$ 平行，则该切线方程为',
    '曲线 $y=x^2+1$ 的一条切线与斜率为 $2$ 的直线平行，则该切线方程为',
    // no such tangent, or no vertical slope
    '曲线 $y=x^2+1$ 的一条切线与直线 $y=3$ 垂直，则该切线方程为',
    '曲线 $y=e^x$ 在点 $P$ 处的切线平行于直线 $y=-2x$，则点 $P$ 的坐标为',
    '曲线 $y=x^3$ 的一条切线与直线 $y=-3x$ 平行，则该切线方程为',
    '曲线 $y=x^3+x-2$ 在点 $P_0$ 处的切线垂直于直线 $y=4x-1$，则 $P_0$ 点的坐标为',
    // two points, and 「该切线」 names one
    '曲线 $y=x^3$ 的一条切线与直线 $y=3x$ 平行，则该切线方程为',
    // two points on a curve in two pieces
    '曲线 $y=\\frac{1}{x}$ 上与直线 $x+4y=0$ 平行的切线方程为',
    '曲线 $y=x+\\frac{1}{x}$ 的一条切线与直线 $y=-3x$ 平行，则该切线方程为',
    // the point lies outside the window the scan reads (x=100): refused, never 「无解」
    '曲线 $y=\\ln x$ 的一条切线与直线 $y=\\frac{1}{100}x$ 平行，则该切线方程为',
    // two options are the same line; one option lists only one of two points
    '函数 $f(x)=x^2-2x$ 的图象的一条切线垂直于直线 $x+2y+5=0$，则该切线方程为（　　）A. $y=2x-4$ B. $2x-y-4=0$ C. $y=-2x-4$ D. $y=2x-9$',
  ],
);

// a·b = |a||b|cos θ: cos 45° = √2/2, cos 30° = √3/2, cos 135° = −√2/2, cos 150° = −√3/2.
describeAnsweredAndRefused(
  'look-alikes of two vectors at a surd angle',
  [
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$', ['√2/2']],
    // 2·√2·√2/2 = 2, in degrees and in radians
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$', ['2']],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{\\pi}{4}$，则 $\\vec{a}\\cdot\\vec{b}=$',
      ['2'],
    ],
    // the scalar projection |a|cos 45° = √2
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}$ 在 $\\vec{b}$ 上的投影为',
      ['√2'],
    ],
    // |a+b|² = 4 + 2 + 2·2 = 10
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$', ['√10']],
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $(\\vec{a}+\\vec{b})^2=$', ['10']],
    // 2a−b vs a−2b: 2·2 − 2 = 2, 2 − 2·2 = −2
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $(2\\vec{a}-\\vec{b})\\cdot\\vec{b}=$',
      ['2'],
    ],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $(\\vec{a}-2\\vec{b})\\cdot\\vec{b}=$',
      ['-2'],
    ],
    // lengths swapped: a·b = 2, 2·2 − 4 = 0
    [
      '已知 $|\\vec{a}|=\\sqrt{2}$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $(2\\vec{a}-\\vec{b})\\cdot\\vec{b}=$',
      ['0'],
    ],
    // the angle named b-to-a: 2·4 − 2 = 6
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{b}$ 与 $\\vec{a}$ 的夹角为 $45^{\\circ}$，则 $(2\\vec{a}-\\vec{b})\\cdot\\vec{a}=$',
      ['6'],
    ],
    // 120° and 60° (cos ∓1/2): 4 + 1 − 2 = 3 both
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $120^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$', ['√3']],
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $60^{\\circ}$，则 $|\\vec{a}-\\vec{b}|=$', ['√3']],
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $150^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$', ['-√3']],
    // 4 + 4 − 4√3 = 8 − 4√3 = (√6 − √2)²
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $150^{\\circ}$，则 $|\\vec{a}+2\\vec{b}|=$', ['√6-√2']],
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $135^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$', ['√5-2\\sqrt{2}']],
    // a·b = −1: 2 + 1 − 2 = 1, 8 + 1 − 4 = 5
    ['已知 $|\\vec{a}|=\\sqrt{2}$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $135^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$', ['1']],
    ['已知 $|\\vec{a}|=\\sqrt{2}$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $135^{\\circ}$，则 $|2\\vec{a}+\\vec{b}|=$', ['√5']],
    // a·b = −3/2: 3 + 1 − 3 = 1
    ['已知 $|\\vec{a}|=\\sqrt{3}$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{5\\pi}{6}$，则 $|\\vec{a}+\\vec{b}|=$', ['1']],
    // a·b = 3: 3 − 3 = 0
    [
      '已知 $|\\vec{a}|=\\sqrt{3}$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，则 $\\vec{a}\\cdot(\\vec{a}-\\vec{b})=$',
      ['0'],
    ],
    // unit vectors told as |a|=|b|=1: 2 + √2
    [
      '已知向量 $\\vec{a},\\vec{b}$ 满足 $|\\vec{a}|=1$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$',
      ['√2+\\sqrt{2}'],
    ],
    // a⊥(a+λb) and (a+λb)⊥a: 1 + λ√2/2 = 0; (a+λb)⊥b: √2/2 + λ = 0
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}\\perp(\\vec{a}+\\lambda\\vec{b})$，则 $\\lambda=$', ['-√2']],
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+\\lambda\\vec{b})\\perp\\vec{a}$，则 $\\lambda=$', ['-√2']],
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+\\lambda\\vec{b})\\perp\\vec{b}$，则 $\\lambda=$', ['-√2/2']],
    // (1 − √2/2)(1 − λ) = 0
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{a}-\\vec{b}$ 垂直，则 $\\lambda=$',
      ['1'],
    ],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则实数 $\\lambda=$',
      ['4√3/3'],
    ],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $\\lambda$ 的值为',
      ['4√3/3'],
    ],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\mu\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $\\mu=$',
      ['4√3/3'],
    ],
    // choices whose right option is written another way
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot(\\vec{a}+\\vec{b})=$（　　）A. $\\frac{2+\\sqrt{2}}{2}$ B. $1$ C. $\\sqrt{2}$ D. $2$',
      ['A'],
    ],
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$k\\vec{a}-\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $k=$（　　）A. $\\frac{1}{\\sqrt{2}}$ B. $\\sqrt{2}$ C. $1$ D. $-\\frac{\\sqrt{2}}{2}$',
      ['A'],
    ],
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+2\\vec{b}|$ 的值为（　　）A. $\\sqrt{5+2\\sqrt{2}}$ B. $5+2\\sqrt{2}$ C. $\\sqrt{5}$ D. $\\sqrt{7}$',
      ['A'],
    ],
    [
      '已知 $|\\vec{a}|=1$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{3\\pi}{4}$，则 $|\\vec{a}-\\vec{b}|=$（　　）A. $\\sqrt{5}$ B. $1$ C. $5$ D. $\\sqrt{3}$',
      ['A'],
    ],
    ['已知 $|\\vec{a}|=4$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$', ['4√2']],
    // 16 + 4 − 8√3 = 4(5 − 2√3): the square factor comes out of the root
    ['已知 $|\\vec{a}|=4$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，则 $|\\vec{a}-\\vec{b}|=$', ['2√5-2\\sqrt{3}']],
    // 8 + 4√2 = 4(2 + √2)
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$', ['2√2+\\sqrt{2}']],
    // 8 − 4√3 = (√6 − √2)²
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $150^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$', ['√6-√2']],
    ['已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，向量 $\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{b}\\cdot\\vec{b}=$', ['4']],
    [
      '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $(\\vec{a}+\\vec{b})\\cdot(\\vec{a}-\\vec{b})=$',
      ['-3'],
    ],
    // other letters for the vectors
    ['已知单位向量 $\\vec{m}, \\vec{n}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{m}+2\\vec{n}|=$', ['√5+2\\sqrt{2}']],
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $2\\vec{a}\\cdot\\vec{b}=$', ['√2']],
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot 2\\vec{b}=$', ['√2']],
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $(\\vec{a}+\\vec{b})\\cdot(\\vec{a}+\\vec{b})=$', ['2+√2']],
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $\\lambda$ 等于',
      ['-√2'],
    ],
    // 2(1 + λ√2/2) = 0
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+\\lambda\\vec{b})\\perp(2\\vec{a})$，则 $\\lambda=$', ['-√2']],
    // 2·3·√2/2 = 3√2; 4 + 9 − 6√2
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=3$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$', ['3√2']],
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=3$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}-\\vec{b}|=$', ['√13-6\\sqrt{2}']],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=3$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{\\pi}{4}$ 弧度，则 $\\vec{a}\\cdot\\vec{b}=$',
      ['3√2'],
    ],
    // (1/2)·2·√3/2
    [
      '已知 $|\\vec{a}|=\\frac{1}{2}$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$',
      ['√3/2'],
    ],
    // a·b = 6: 8 + 9 − 12 = 5
    [
      '已知 $|\\vec{a}|=2\\sqrt{2}$，$|\\vec{b}|=3$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{\\pi}{4}$，则 $|\\vec{a}-\\vec{b}|=$',
      ['√5'],
    ],
    // a·(a+b) = 4 + 2 = 6, |a+b| = √10: the cosine 6/(2√10) itself is asked
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}$ 与 $\\vec{a}+\\vec{b}$ 夹角的余弦值为',
      ['3√10/10'],
    ],
    // a length squared is the vector's square (decision 0122): 4 + 2 + 2·2 = 10
    ['已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|^2=$', ['10']],
  ],
  [
    // |a|·|b| (the product of lengths), |a|+|b|, a product of two moduli, a ratio: not a·b
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}|\\cdot|\\vec{b}|=$',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}|\\cdot|\\vec{b}|=$',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}|+|\\vec{b}|=$',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|\\cdot|\\vec{a}-\\vec{b}|=$',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|$ 与 $|\\vec{a}-\\vec{b}|$ 的比为',
    // the projection vector, the angle between a and a+b (its cosine 3√10/10 is no textbook angle's)
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}$ 在 $\\vec{b}$ 上的投影向量为',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}$ 与 $\\vec{a}+\\vec{b}$ 的夹角为',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\cos\\langle\\vec{a},\\vec{a}+\\vec{b}\\rangle=$',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}$ 与 $\\vec{b}$ 的夹角的正弦值为',
    // an angle without its unit, and 15°
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45$，则 $\\vec{a}\\cdot\\vec{b}=$',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $15^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}=$',
    // only one of the two told as a unit vector, or a unit vector given a length too
    '已知单位向量 $\\vec{a}$ 与向量 $\\vec{b}$ 的夹角为 $45^{\\circ}$，$|\\vec{b}|=2$，则 $|\\vec{a}+\\vec{b}|=$',
    '已知 $\\vec{a}$ 为单位向量，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$|\\vec{a}|=2$，则 $|\\vec{a}+\\vec{b}|=$',
    // parallel instead of perpendicular, a 90° angle, a dot product told, a third vector
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+\\lambda\\vec{b})\\parallel\\vec{b}$，则 $\\lambda=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{b}$ 平行，则 $\\lambda=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{b}$ 的夹角为 $90^{\\circ}$，则 $\\lambda=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+\\lambda\\vec{b})\\cdot\\vec{b}=1$，则 $\\lambda=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{c}=\\vec{a}+\\lambda\\vec{b}$，$\\vec{c}\\perp\\vec{a}$，则 $\\lambda=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$k\\vec{a}-\\vec{b}$ 与 $\\vec{a}$ 不垂直，则 $k=$',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，且 $\\vec{a}\\perp\\vec{c}$，则 $|\\vec{a}+\\vec{b}|=$',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{c}=2\\vec{a}-\\vec{b}$，则 $|\\vec{c}|=$',
    // a quadratic equation in the parameter
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\lambda\\vec{a}-\\vec{b}$ 垂直，则 $\\lambda=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\lambda\\vec{a}+\\vec{b}$ 与 $\\lambda\\vec{a}-\\vec{b}$ 垂直，则 $\\lambda=$',
    // the parameter is found but something else is asked: |a−λb| = 2√3/3 ≠ λ = 4√3/3, 2λ, λ², λ+1
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$k\\vec{a}-\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $|k\\vec{a}-\\vec{b}|=$',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $|\\vec{a}-\\lambda\\vec{b}|=$',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $2\\lambda=$',
    '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $\\lambda^2=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{b}$ 垂直，则 $\\lambda+1=$',
    // a square, a half, a sum with the dot product, two blanks, a length told twice
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+2\\vec{b}|$ 的平方为',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\frac{1}{2}|\\vec{a}+2\\vec{b}|=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}+1=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}|+\\vec{a}\\cdot\\vec{b}=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则 $\\lambda=$ ______；$|\\vec{a}+\\lambda\\vec{b}|=$',
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+\\lambda\\vec{b})\\perp\\vec{a}$，$|\\vec{a}|=1$，则 $\\lambda=$',
    // extremes and inequalities are other kinds
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|$ 的最大值为',
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角不大于 $45^{\\circ}$，则 $\\vec{a}\\cdot\\vec{b}$ 的最小值为',
    // two options with the same value
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}\\cdot(\\vec{a}+\\vec{b})=$（　　）A. $1+\\frac{\\sqrt{2}}{2}$ B. $\\frac{2+\\sqrt{2}}{2}$ C. $\\sqrt{2}$ D. $2$',
  ],
);

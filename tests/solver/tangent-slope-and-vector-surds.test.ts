import { describeAnsweredAndRefused } from './answered-and-refused';

// Worked by hand: the slope k comes from the line (parallel: equal slopes; perpendicular: product −1), the points
// of tangency solve f′(x₀)=k, and every point is given when the question asks for all of them.
describeAnsweredAndRefused(
  'a tangent line given by its slope (parallel or perpendicular to a line)',
  [
    // 3x²−1=2 → x=±1, both at y=3: y=2x+1 and y=2x+5 (neither is y=2x+3)
    ['曲线 $y=x^3-x+3$ 上与直线 $y=2x+3$ 平行的切线方程为 ______', ['y=2x+1', 'y=2x+5']],
    // slope of x+2y−1=0 is −1/2, so k=2: ln x+1=2 → x=e, y=e → y=2x−e
    ['曲线 $y=x\\ln x$ 的一条切线与直线 $x+2y-1=0$ 垂直，则该切线方程为 ______', ['y=2x-e']],
    // eˣ=2 → P(ln 2, 2)
    ['曲线 $y=e^x$ 在点 $P$ 处的切线平行于直线 $y=2x$，则点 $P$ 的坐标为 ______', ['(\\ln2,2)']],
    // 3x²+1=4 → x=±1: (1,0) and (−1,−4)
    ['曲线 $y=x^3+x-2$ 在点 $P_0$ 处的切线平行于直线 $y=4x-1$，则 $P_0$ 点的坐标为______', ['(1,0)', '(-1,-4)']],
    // slope of x−y+1=0 is 1: 2x−3=1 → x=2, y=−2 → y=x−4
    ['已知曲线 $y=x^2-3x$ 的一条切线与直线 $x-y+1=0$ 平行，则这条切线的方程为', ['y=x-4']],
    // 1/x=2 → x=1/2, y=−ln 2 → y=2x−1−ln 2
    ['曲线 $y=\\ln x$ 的一条切线与直线 $2x-y+3=0$ 平行，则该切线方程为____', ['y=2x-1+\\ln(1/2)|y=2x-1-\\ln2']],
    // 4x=−4 → x=−1, y=3
    ['曲线 $y=2x^2+1$ 在点 $M$ 处的切线与直线 $y=-4x+3$ 平行，则点 $M$ 的坐标为', ['(-1,3)']],
    // 3x²−3=9 → x=±2: f(2)=2 → y=9x−16, f(−2)=−2 → y=9x+16
    ['已知函数 $f(x)=x^3-3x$ 的图象上与直线 $y=9x-1$ 平行的切线方程为', ['y=9x-16', 'y=9x+16']],
    // perpendicular to y=2x+1: k=−1/2, 2x=−1/2 → P(−1/4, 1/16)
    ['曲线 $y=x^2$ 在点 $P$ 处的切线与直线 $y=2x+1$ 垂直，则点 $P$ 的坐标为', ['(-1/4,1/16)']],
    // perpendicular to x+2y+5=0: k=2, 2x−2=2 → x=2, y=0 → y=2x−4
    [
      '函数 $f(x)=x^2-2x$ 的图象的一条切线垂直于直线 $x+2y+5=0$，则该切线方程为（　　）A. $y=2x-4$ B. $y=2x+4$ C. $y=-2x-4$ D. $y=2x-9$',
      ['A'],
    ],
    [
      '曲线 $y=e^x$ 在点 $P$ 处的切线平行于直线 $y=2x$，则点 $P$ 的坐标为（　　）A. $(2,\\ln 2)$ B. $(\\ln 2,2)$ C. $(0,1)$ D. $(1,e)$',
      ['B'],
    ],
  ],
  [
    // k=3: 3x²=3 has two points, and "该切线" names one
    '曲线 $y=x^3$ 的一条切线与直线 $x+3y-1=0$ 垂直，则该切线方程为',
    // the only tangent of slope 2 is y=2x−1 itself, which is not parallel to it
    '曲线 $y=x^2$ 上与直线 $y=2x-1$ 平行的切线方程为',
    // eˣ=−1 has no solution
    '曲线 $y=e^x$ 的一条切线与直线 $x+y=0$ 平行，则该切线方程为',
    // a vertical line: no tangent of y=f(x) is parallel to it
    '曲线 $y=x^2+1$ 的一条切线与直线 $x=1$ 平行，则该切线方程为',
    // cos x=1 at infinitely many points
    '曲线 $y=\\sin x$ 的一条切线与直线 $y=x$ 平行，则该切线方程为',
    // an extra condition the kind does not read
    '曲线 $y=x^3$ 在点 $P$ 处的切线平行于直线 $y=3x+1$，且点 $P$ 在第三象限，则点 $P$ 的坐标为',
  ],
);

// Worked by hand with a·b = |a||b|cos θ kept exact: cos 45° = √2/2, cos 30° = √3/2, cos 135° = −√2/2.
// (A nested root reads as √5+2\sqrt{2} in the plain answer: the outer root is written once.)
describeAnsweredAndRefused(
  'plane vectors at an angle whose cosine is a surd',
  [
    // (ka−b)·a = k − √2/2 = 0
    ['13. 已知单位向量 $a, b$ 的夹角为 $45^{\\circ}, k a-b$ 与 $a$ 垂直, 则 $k=$', ['√2/2']],
    // |a+2b|² = 1 + 4·√2/2 + 4 = 5 + 2√2
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+2\\vec{b}|=$______', ['√5+2\\sqrt{2}']],
    // |a−b|² = 2 − √2
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $\\frac{\\pi}{4}$，则 $|\\vec{a}-\\vec{b}|=$', ['√2-\\sqrt{2}']],
    // a·(a+b) = 1 + √3/2 = (2+√3)/2
    ['已知 $\\vec{a},\\vec{b}$ 均为单位向量，它们的夹角为 $\\frac{\\pi}{6}$，则 $\\vec{a}\\cdot(\\vec{a}+\\vec{b})=$', ['1+√3/2']],
    // a·b = 1·√2·(−√2/2) = −1, |a−b|² = 1 + 2 + 2 = 5
    [
      '已知向量 $\\vec{a},\\vec{b}$ 满足 $|\\vec{a}|=1$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{3\\pi}{4}$，则 $|\\vec{a}-\\vec{b}|=$',
      ['√5'],
    ],
    // (a+λb)·b = √2/2 + λ = 0
    ['已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，若 $(\\vec{a}+\\lambda\\vec{b})\\perp\\vec{b}$，则 $\\lambda=$', ['-√2/2']],
    // |a|=2, |b|=1, 30°: a·b = √3, (a−λb)·a = 4 − √3λ = 0 → λ = 4√3/3
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $30^{\\circ}$，$\\vec{a}-\\lambda\\vec{b}$ 与 $\\vec{a}$ 垂直，则实数 $\\lambda=$',
      ['4√3/3'],
    ],
    // |a−b|² = 2 − √3; only A is that root
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $30^{\\circ}$，则 $|\\vec{a}-\\vec{b}|=$（　　）A. $\\sqrt{2-\\sqrt{3}}$ B. $1$ C. $\\sqrt{2}$ D. $2-\\sqrt{3}$',
      ['A'],
    ],
    // |2a+b|² = 4 + 4·(−√3/2) + 1 = 5 − 2√3
    [
      '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $\\frac{5\\pi}{6}$，则 $|2\\vec{a}+\\vec{b}|=$（　　）A. $\\sqrt{5+2\\sqrt{3}}$ B. $\\sqrt{5-2\\sqrt{3}}$ C. $\\sqrt{3}$ D. $5-2\\sqrt{3}$',
      ['B'],
    ],
  ],
  [
    // |a|=√2 and |b|=√3 at 45°: a·b = √6·√2/2 = √3, two different roots are not read here
    '已知 $|\\vec{a}|=\\sqrt{3}$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $\\frac{\\pi}{6}$，则 $|\\vec{a}+\\vec{b}|=$',
    // the minimum over a parameter is another kind
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}-t\\vec{b}|$ 的最小值为',
    // a quadratic condition in the parameter
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，$(\\vec{a}+k\\vec{b})$ 与 $(k\\vec{a}-\\vec{b})$ 垂直，则 $k=$',
    // the angle told is between a and a+b, not between a and b
    '已知 $|\\vec{a}|=1$，$|\\vec{b}|=\\sqrt{2}$，$\\vec{a}$ 与 $\\vec{a}+\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}-\\vec{b}|=$',
    // the angle between a and a+b is asked, another kind
    '已知单位向量 $\\vec{a}, \\vec{b}$ 的夹角为 $45^{\\circ}$，则 $\\vec{a}$ 与 $\\vec{a}+\\vec{b}$ 的夹角为',
    // one length missing
    '已知 $|\\vec{a}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $45^{\\circ}$，则 $|\\vec{a}+\\vec{b}|=$',
  ],
);

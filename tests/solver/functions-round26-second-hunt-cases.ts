import type { MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 26 second look-alike hunt (decision 0139): functions typed without a formula editor, read through the
 * plain-typing reader — superscript squares (x²), e^2x and e^-x as a student means them, 2sinx, lnx/x, log2x, √(x-1),
 * full-width brackets, conditions mixed into the words, piecewise functions typed on lines, options printed on one
 * line (「A.-1 B.1 C.±1 D.0」), f(f(1)); word problems, physics and the bare-number option comparison nearby. Every
 * answer worked by hand.
 */
// biome-ignore format: one problem a line
export const ROUND26_FUNCTION_SECOND_HUNT: Record<string, MathsLookalike[]> = {
  powersTyped: [
    // x² was cut at the square (「$f(x)=x$²$-2x+3$」); 9-6+3=6
    [`已知函数 f(x)=x²-2x+3，则 f(3)=____`, ['6'], 'solves'],
    [`已知函数 f(x)=x²-2x+3，则 f(2)=____`, ['3'], 'solves'],
    [`已知函数 f(x)=2x²+1，则 f(2)=____`, ['9'], 'solves'],
    [`已知函数 f(x)=2x²+1，则 f(-1)=____`, ['3'], 'solves'],
    [`已知函数 f(x)=x³-3x，则 f(x) 的极大值为____`, ['2'], 'mayRefuse'],
    [`已知函数 f(x)=2x²-4x，则 f(x) 的最小值为____`, ['-2'], 'mayRefuse'],
    [`已知函数 f(x)=x^2-2x+3，则 f(2)=____`, ['3'], 'solves'],
    [`已知函数 f(x)=-x^2+2x，则 f(x)的最大值为____`, ['1'], 'mayRefuse'],
    [`已知函数 f(x)=x^1/2，则 f(4)=____`, ['2'], 'mayRefuse'],
    // e^2x typed plainly is e^{2x}: was e²·x → 2e² at x=2, and e^-2x → 0 at x=0
    [`已知函数 f(x)=e^2x，则 f(2)=____`, ['e^{4}|e^4'], 'mayRefuse'],
    [`已知函数 f(x)=e^-2x，则 f(0)=____`, ['1'], 'mayRefuse'],
    [`已知函数 f(x)=3^2x，则 f(2)=____`, ['81'], 'mayRefuse'],
    [`已知函数 f(x)=2^-x，则 f(1)=____`, ['1/2|\\frac{1}{2}'], 'mayRefuse'],
    [`已知函数 f(x)=e^(2x)，则 f(0)=____`, ['1'], 'mayRefuse'],
    [`已知函数 f(x)=e^x-2x，则 f(0)=____`, ['1'], 'solves'],
    [`已知函数 f(x)=2^x，则 f(-1)=____`, ['1/2|\\frac{1}{2}'], 'mayRefuse'],
    [`已知函数 f(x)=e^xsinx，则 f(0)=____`, ['0'], 'mayRefuse'],
    [`已知函数 f(x)=sin^2x，则 f(π/4)=____`, ['1/2|\\frac{1}{2}'], 'mayRefuse'],
    [`已知函数 f(x)=e^x-x，则 f(x) 的最小值为____`, ['1'], 'mayRefuse'],
  ],
  namesTyped: [
    [`已知函数 f(x)=2sinx+1，则 f(π/2)=____`, ['3'], 'mayRefuse'],
    [`已知函数 f(x)=sin2x，则 f(π/4)=____`, ['1'], 'mayRefuse'],
    [`已知函数 f(x)=2sin(x)-1，则 f(-π/2)=____`, ['-3'], 'mayRefuse'],
    [`已知函数 f(x)=lnx/x，则 f(e)=____`, ['\\frac{1}{\\mathrm{e}}|1/e|\\frac{1}{e}'], 'mayRefuse'],
    [`已知函数 f(x)=lnx-x，则 f(x) 的极大值为____`, ['-1'], 'mayRefuse'],
    [`已知函数 f(x)=ln(x+1)，则 f(0)=____`, ['0'], 'mayRefuse'],
    [`已知函数 f(x)=log2(x)+1，则 f(4)=____`, ['3'], 'mayRefuse'],
    [`已知函数 f(x)=log2x，则 f(8)=____`, ['3'], 'mayRefuse'],
    [`已知函数 f(x)=log_2 x+1，则 f(4)=____`, ['3'], 'mayRefuse'],
    [`已知函数 f(x)=lg x，则 f(100)=____`, ['2'], 'mayRefuse'],
    [`函数 f(x)=√(x-1) 的定义域为____`, ['[1'], 'mayRefuse'],
    [`已知函数 f(x)=1/(x-1)，则 f(3)=____`, ['1/2|\\frac{1}{2}'], 'mayRefuse'],
    [`已知函数 f(x)=x+1/x，则 f(2)=____`, ['5/2|\\frac{5}{2}'], 'mayRefuse'],
    // 1/2x: ½·x or 1/(2x) — not decided here
    [`已知函数 f(x)=1/2x+1，则 f(2)=____`, null, 'refuses'],
    [`已知函数 f(x)=0.5x+1.5，则 f(2)=____`, ['5/2|\\frac{5}{2}|2.5'], 'mayRefuse'],
    [`已知函数 f(x)=|x-1|+|x+2|，则 f(x) 的最小值为____`, ['3'], 'mayRefuse'],
    [`已知函数 f（x）=2x+1，则 f（3）=____`, ['7'], 'mayRefuse'],
    [`已知函数 f（x）=x^2-1，则 f（-2）=____`, ['3'], 'mayRefuse'],
  ],
  trigTyped: [
    [`函数 y=sin(2x+π/3) 的最小正周期为____`, ['π|\\pi'], 'solves'],
    [`已知函数 f(x)=2sin(x/2)，则 f(x) 的最小正周期为____`, ['4π|4\\pi'], 'mayRefuse'],
    [`函数 y=2sin(2x-π/6)+1 的最大值为____`, ['3'], 'mayRefuse'],
    [`已知函数 f(x)=cos(x-π/3)，则 f(π/3)=____`, ['1'], 'mayRefuse'],
    [`函数 f(x)=sin(2x+π/3) 在区间 [0,π/2] 上的最小值为____`, ['-\\frac{\\sqrt{3}}{2}|-√3/2'], 'solves'],
    [`函数 f(x)=cos(2x-π/3) 在 [-π/2,0] 上的最大值为____`, ['1/2|\\frac{1}{2}'], 'solves'],
    [`函数 f(x)=2sin(2x+π/6) 在区间[0,π/2]上的最小值为____`, ['-1'], 'solves'],
    [`函数 f(x)=2sin(2x+π/6)-1 在区间[0,π/2]上的值域为____`, ['-2', '1'], 'solves'],
    [`函数 f(x)=sin(2x+π/6) 在区间[0,π]上的零点个数为____`, ['2'], 'solves'],
    // an open end, a shift upward: not this kind
    [`函数 f(x)=sin(2x+π/3) 在区间 (0,π/2) 上的最小值为____`, null, 'refuses'],
    [`函数 f(x)=sin(2x+π/6)+1/2 在区间[0,π]上的零点个数为____`, ['2'], 'mayRefuse'],
    [`已知函数 f(x)=sin(ωx+π/6)(ω>0) 的最小正周期为 π，则 ω=____`, ['2'], 'solves'],
    [`已知函数 f(x)=sin(ωx+π/6) 的最小正周期为 π，则 ω=____`, null, 'refuses'],
    [`已知函数 f(x)=sin(ωx+π/6)（ω>0）的图象相邻两条对称轴之间的距离为π/2，则ω=____`, ['2'], 'solves'],
  ],
  wordsAndPieces: [
    [`已知函数 f(x)=x^2-2x+3, x∈[0,3]，则 f(x) 的最大值为____`, ['6'], 'mayRefuse'],
    [`已知函数 f(x)=x^2-2x+3（0≤x≤3），则 f(x) 的最小值为____`, ['2'], 'mayRefuse'],
    [`已知函数 f(x)=x+1, g(x)=2x，则 f(g(1))=____`, ['3'], 'mayRefuse'],
    [`已知函数 f(x)=2x+1，则 f(f(1))=____`, ['7'], 'mayRefuse'],
    [`已知函数 f(x)= x+1, x≥0\nx-1, x<0\n则 f(-1)=____`, ['-2'], 'mayRefuse'],
    [`已知函数 f(x)=x+1 (x>0)\nf(x)=x-1 (x≤0)\n则 f(-3)=____`, ['-4'], 'mayRefuse'],
    [`已知函数 f(x)=3x-1，当x>0时f(x)=x+1，则 f(2)=____`, null, 'refuses'],
    [`函数 y=3x+2 中，当 x=2 时，y=____`, ['8'], 'mayRefuse'],
    [`一次函数问题：小红有 12 个苹果，y=12-x，送出 5 个后，还剩多少个？`, ['7'], 'mayRefuse'],
    [`一辆汽车由静止开始做匀加速直线运动，a=2m/s^2，根据 v=at，3s 末的速度是多少？`, ['6'], 'mayRefuse'],
  ],
  optionsTyped: [
    // options on one line were caught in a formula (「A.$-1 B.1 C$.±1 D.0」)
    [`已知函数 f(x)=x^2，则 f(-1)=（ ）\nA.-1 B.1 C.±1 D.0`, ['B'], 'solves'],
    [`已知函数 f(x)=x-5，则 f(3)=（ ）A.-2 B.2 C.-8 D.8`, ['A'], 'solves'],
    [`已知函数 f(x)=x-5，则 f(3)=（ ） A.2 B.-2 C.-8 D.8`, ['B'], 'solves'],
    [`已知函数 f(x)=2x+1，则 f(2)=（ ）\nA.3 B.4 C.5 D.6`, ['C'], 'solves'],
    [`已知函数 f(x)=x^3-ax 在 x=1 处取得极值，则 a=（ ）A.1 B.2 C.3 D.4`, ['C'], 'solves'],
    [`已知函数 f(x)=x^3+ax^2 在 x=-2 处取得极值，则 a=（ ）\nA. -3\nB. 3\nC. 2\nD. -2`, ['B'], 'solves'],
    [`已知函数 f(x)=x^2-1，若 f(a)=0，则 a=（ ）A.-1 B.1 C.±1 D.0`, ['C'], 'mayRefuse'],
    [`方程 x^2=1 的解为 x=（ ）\nA.-1 B.1 C.±1 D.0`, ['C'], 'mayRefuse'],
    [`若 $a^2=1$，则 $a=$（ ）\nA. $-1$\nB. $1$\nC. $\\pm 1$\nD. $0$`, ['C'], 'mayRefuse'],
  ],
};

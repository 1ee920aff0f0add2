import { describe, expect, it } from 'vitest';
import { asksSeveralAtOnce } from '../../server/solver/compound-ask';
import { createOfflineSolver } from '../../server/solver/offline';
import { type MathsLookalike, mathsAgrees } from './maths-lookalike-hunt-shared';
import { plainAnswer } from './plain-answer';

/**
 * Round 22 hunt (decision 0119's look-alikes): the two asks in the other order than the options, options whose commas
 * sit inside a set, an interval or a point, 「分别为」 over two objects, an option of three parts for two asks, 「和」 in a
 * quantity's own name (「前n项和」「两根之和」「和与差」), a maximum and the x where it is attained, brackets that are not
 * a paper's name, points repeated or in another order, parity with monotonicity, the period of |sin x| and sin²x — and
 * a fill-in asking several quantities in any subject (「有效值和频率分别为」 answered with the voltage alone was wrong).
 * Every answer worked by hand; a blank's tokens must appear in the order asked.
 */
const solver = createOfflineSolver();
const ANSWERED_AT_LEAST = 37;

// biome-ignore format: one problem a line
const HUNT: Record<string, MathsLookalike[]> = {
  compoundAskOrderAndNames: [
    ["某正弦式交变电压的瞬时值表达式为 $u=311 \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的有效值和频率分别为\\_\\_\\_", ["220|219.9", "50"], "mayRefuse"],
    ["某正弦式交变电压的瞬时值表达式为 $u=311 \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的有效值和频率分别为____", ["220|219.9", "50"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的有效值和频率分别为\\_\\_\\_", ["55", "50"], "mayRefuse"],
    ["某正弦式交变电压的瞬时值表达式为 $u=311 \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的有效值和频率分别为\nA. $311 \\mathrm{~V}$，$100 \\mathrm{~Hz}$\nB. $220 \\mathrm{~V}$，$50 \\mathrm{~Hz}$\nC. $220 \\mathrm{~V}$，$100 \\mathrm{~Hz}$\nD. $311 \\mathrm{~V}$，$50 \\mathrm{~Hz}$", ["B"], "solves"],
    ["5．函数 $y=x^{2}-4 x+1$ 在区间 $[0,5]$ 上的最小值与最大值分别是（ ）\nA. 6，-3\nB. 1，-3\nC. 6，1\nD. -3，6", ["D"], "mayRefuse"],
    ["5．函数 $y=x^{2}-4 x+1$ 在区间 $[0,5]$ 上的最小值与最大值分别是（ ）\nA. 6，-3\nB. 1，-3\nC. 6，1\nD. 6，-4", null, "refuses"],
    ["14．函数 $f(x)=x^{3}-3 x$ 在区间 $[-2,3]$ 上的最小值和最大值分别为\\_\\_\\_", ["-2", "18"], "mayRefuse"],
    ["3．圆 $x^{2}+y^{2}+4 x-6 y=0$ 的半径和圆心分别是（ ）\nA. $(2,-3), 13$\nB. $(-2,3), \\sqrt{13}$\nC. $(-2,3), 13$\nD. $(2,-3), \\sqrt{13}$", null, "refuses"],
    ["3．圆 $x^{2}+y^{2}+4 x-6 y=0$ 的半径和圆心分别是（ ）\nA. $\\sqrt{13},(-2,3)$\nB. $13,(-2,3)$\nC. $\\sqrt{13},(2,-3)$\nD. $13,(2,-3)$", ["A"], "mayRefuse"],
    ["3．圆 $x^{2}+y^{2}+4 x-6 y=0$ 的圆心和半径分别是（ ）\nA. $(2,-3), 13, 1$\nB. $(-2,3), \\sqrt{13}, 1$\nC. $(-2,3), 13,1$\nD. $(2,-3), \\sqrt{13},1$", null, "refuses"],
    ["函数 $f(x)=x^{2}-2x$ 的单调递减区间和值域分别是（ ）\nA. $(-\\infty,1], [-1,+\\infty)$\nB. $[1,+\\infty), [-1,+\\infty)$\nC. $(-\\infty,1], (-\\infty,-1]$\nD. $(-\\infty,-1], [-1,+\\infty)$", ["A"], "mayRefuse"],
    ["函数 $f(x)=x^{2}-2x$ 的单调递减区间和值域分别为\\_\\_\\_", ["(-∞,1]|(-∞,1)", "[-1,+∞)"], "mayRefuse"],
    ["函数 $f(x)=x^{2}-2x$ 的定义域和值域分别为\\_\\_\\_", ["R|ℝ|(-∞,+∞)", "[-1,+∞)"], "mayRefuse"],
    ["已知圆 $C_1: x^2+y^2=4$ 与圆 $C_2: (x-3)^2+y^2=1$，则圆 $C_1$ 的半径和圆 $C_2$ 的半径分别为\\_\\_\\_", ["2", "1"], "mayRefuse"],
    ["已知圆 $C_1: x^2+y^2=4$ 与圆 $C_2: (x-3)^2+y^2=1$，则它们的半径分别为\\_\\_\\_", ["2", "1"], "mayRefuse"],
    ["椭圆 $\\dfrac{x^{2}}{25}+\\dfrac{y^{2}}{9}=1$ 与双曲线 $\\dfrac{x^{2}}{4}-\\dfrac{y^{2}}{5}=1$ 的离心率分别为\\_\\_\\_", ["4/5", "3/2"], "mayRefuse"],
    ["椭圆 $\\dfrac{x^{2}}{25}+\\dfrac{y^{2}}{9}=1$ 和双曲线 $\\dfrac{x^{2}}{4}-\\dfrac{y^{2}}{5}=1$ 的离心率分别为\\_\\_\\_", ["4/5", "3/2"], "mayRefuse"],
    ["已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，$a_{3}=5$，则 $a_{10}$ 和前10项和分别为\\_\\_\\_", ["19", "100"], "mayRefuse"],
    ["已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，$a_{3}=5$，则公差和前10项和分别为\\_\\_\\_", ["2", "100"], "mayRefuse"],
    ["已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，$a_{3}=5$，则前10项和与公差分别为\\_\\_\\_", ["100", "2"], "mayRefuse"],
    ["方程 $x^{2}-5x+6=0$ 的两根之和与两根之积分别为\\_\\_\\_", ["5", "6"], "mayRefuse"],
    ["方程 $x^{2}-5x+6=0$ 的两根之和与两根之积分别是（ ）", ["5", "6"], "mayRefuse"],
    ["已知 $\\sin\\alpha=\\dfrac35$，$\\cos\\alpha=\\dfrac45$，则 $\\sin\\alpha$ 与 $\\cos\\alpha$ 的和与差分别为\\_\\_\\_", ["7/5", "-1/5"], "mayRefuse"],
    ["函数 $f(x)=-x^{2}+4x+1$ 的最大值和取得最大值时 $x$ 的值分别为\\_\\_\\_", ["5", "2"], "mayRefuse"],
    ["函数 $f(x)=-x^{2}+4x+1$ 的最大值及此时 $x$ 的值分别为\\_\\_\\_", ["5", "2"], "mayRefuse"],
    ["函数 $f(x)=-x^{2}+4x+1$ 的最大值和对应的x分别为\\_\\_\\_", ["5", "2"], "mayRefuse"],
    ["函数 $f(x)=2\\sin x$ 的最大值和最小正周期分别为\\_\\_\\_", ["2", "2π"], "mayRefuse"],
  ],
  extremaPeriodsTagsPointsAndPhysics: [
    ["函数 $f(x)=x^{3}-3x$ 的极大值和极大值点分别为\\_\\_\\_", ["2", "-1"], "mayRefuse"],
    ["函数 $f(x)=x^{3}-3x$ 的极小值点和极小值分别为\\_\\_\\_", ["1", "-2"], "mayRefuse"],
    ["函数 $f(x)=-x^{2}+4x+1$ 的最大值和最大值点分别为\\_\\_\\_", ["5", "2"], "mayRefuse"],
    ["函数 $f(x)=x^{3}-3x$ 的极大值和极大值点分别为（ ）\nA. 2，-1\nB. -1，2\nC. 2，1\nD. -2，1", ["A"], "mayRefuse"],
    ["函数 $f(x)=|\\sin x|$ 的最小正周期和最大值分别为\\_\\_\\_", ["π", "1"], "mayRefuse"],
    ["下列函数中，最小正周期为 $\\pi$ 的是（ ）\nA. $y=|\\sin x|$\nB. $y=\\sin x$\nC. $y=\\cos\\dfrac{x}{2}$\nD. $y=\\tan 2x$", ["A"], "solves"],
    ["下列函数中，最小正周期为 $\\pi$ 的是（ ）\nA. $y=\\sin^{2} x$\nB. $y=\\sin x$\nC. $y=\\cos\\dfrac{x}{2}$\nD. $y=\\tan 2x$", ["A"], "solves"],
    ["下列函数中，最小正周期为 $2\\pi$ 的是（ ）\nA. $y=|\\sin x|$\nB. $y=\\sin 2x$\nC. $y=\\cos x$\nD. $y=\\tan x$", ["C"], "solves"],
    ["下列函数中，最小正周期为 $2\\pi$ 的是（ ）\nA. $y=\\sin^{2} x$\nB. $y=\\sin 2x$\nC. $y=\\cos x$\nD. $y=\\tan x$", ["C"], "mayRefuse"],
    ["下列函数中，最小正周期为 $\\dfrac{\\pi}{2}$ 的是（ ）\nA. $y=|\\sin 2x|$\nB. $y=\\sin 2x$\nC. $y=\\cos x$\nD. $y=\\tan x$", ["A"], "mayRefuse"],
    ["下列函数为奇函数的是（ ）\nA. $y=x^{3}+1$\nB. $y=x|x|$\nC. $y=x^{2}$\nD. $y=2^{x}$", ["B"], "solves"],
    ["下列函数为奇函数且在 $(0,+\\infty)$ 上为增函数的是（ ）\nA. $y=x^{3}$\nB. $y=\\dfrac{1}{x}$\nC. $y=x^{2}$\nD. $y=\\sin x$", ["A"], "mayRefuse"],
    ["下列函数中，既是奇函数又在 $(0,+\\infty)$ 上单调递增的是（ ）\nA. $y=-x^{3}$\nB. $y=\\dfrac{1}{x}$\nC. $y=x^{2}$\nD. $y=x-\\dfrac{1}{x}$", ["D"], "mayRefuse"],
    ["下列函数为奇函数的是（ ）\nA. $y=\\dfrac{1}{x}$\nB. $y=x^{3}$\nC. $y=\\sin x$\nD. $y=x^{2}$", null, "refuses"],
    ["下列函数不是奇函数的是（ ）\nA. $y=\\dfrac{1}{x}$\nB. $y=x^{3}$\nC. $y=\\sin x$\nD. $y=x^{2}$", ["D"], "mayRefuse"],
    ["下列函数为偶函数的是（ ）\nA. $y=x^{2}, x \\in[-1,2]$\nB. $y=x^{3}$\nC. $y=\\cos x$\nD. $y=x$", ["C"], "mayRefuse"],
    ["下列函数中，最小正周期为 $\\pi$ 的偶函数是（ ）\nA. $y=\\sin 2x$\nB. $y=|\\sin x|$\nC. $y=\\cos x$\nD. $y=\\tan x$", ["B"], "mayRefuse"],
    ["下列函数中，最小正周期为 $\\pi$ 的奇函数是（ ）\nA. $y=\\sin 2x$\nB. $y=\\tan x$\nC. $y=\\cos x$\nD. $y=\\cos 2x$", null, "refuses"],
    ["（1）已知 $\\tan \\alpha=3$，则 $\\tan 2 \\alpha=$\\_\\_\\_", ["-3/4"], "mayRefuse"],
    ["（a>0）已知函数 $f(x)=ax^2$ 的图像过点 $(1,2)$，则 $a=$\\_\\_\\_", ["2"], "mayRefuse"],
    ["（单位：cm）一个球的半径为 3，则它的体积为\\_\\_\\_", ["36π"], "mayRefuse"],
    ["（北京四中）已知 $\\tan \\alpha=3$，则 $\\tan 2 \\alpha=$\\_\\_\\_", ["-3/4"], "mayRefuse"],
    ["（北京）已知 $\\tan \\alpha=3$，则 $\\tan 2 \\alpha=$\\_\\_\\_", ["-3/4"], "mayRefuse"],
    ["（理）已知 $\\tan \\alpha=2$，则 $\\tan 2 \\alpha=$\\_\\_\\_", ["-4/3"], "mayRefuse"],
    ["（上海卷·文）若复数 $z=1+2 \\mathrm{i}$，则 $z \\cdot \\overline{z}=$\\_\\_\\_", ["5"], "mayRefuse"],
    ["双曲线 $\\dfrac{x^{2}}{3}-y^{2}=1$ 的焦点坐标是（ ）\nA. $(2,0),(2,0)$\nB. $(2,0),(-2,0)$\nC. $(0,-2),(0,2)$\nD. $(-\\sqrt{2},0),(\\sqrt{2},0)$", ["B"], "mayRefuse"],
    ["双曲线 $\\dfrac{x^{2}}{3}-y^{2}=1$ 的焦点坐标是（ ）\nA. $(2,0)$\nB. $(-2,0)$\nC. $(0,-2),(0,2)$\nD. $(-2,0),(2,0)$", ["D"], "solves"],
    ["椭圆 $\\dfrac{x^{2}}{25}+\\dfrac{y^{2}}{9}=1$ 的焦点坐标是（ ）\nA. $(4,0)$\nB. $(-4,0),(4,0),(0,4)$\nC. $(0,-4),(0,4)$\nD. $(-4,0),(4,0)$", ["D"], "mayRefuse"],
    ["抛物线 $y^{2}=4x$ 的焦点坐标是（ ）\nA. $(1,0),(-1,0)$\nB. $(-1,0)$\nC. $(0,1)$\nD. $(1,0)$", ["D"], "mayRefuse"],
    ["直线 $y=x$ 与抛物线 $y=x^{2}$ 的交点坐标是（ ）\nA. $(0,0),(1,1)$\nB. $(0,0)$\nC. $(1,1)$\nD. $(0,0),(-1,1)$", ["A"], "mayRefuse"],
    ["直线 $y=x$ 与抛物线 $y=x^{2}$ 的交点坐标是（ ）\nA. $(1,1),(0,0)$\nB. $(1,1),(1,1)$\nC. $(1,1)$\nD. $(0,0),(-1,1)$", ["A"], "mayRefuse"],
    ["方程组 $\\begin{cases}x+y=3\\\\x-y=1\\end{cases}$ 的解为\\_\\_\\_", ["2", "1"], "mayRefuse"],
    ["某正弦式交变电流的瞬时值表达式为 $i=10\\sqrt{2} \\sin 100 \\pi t(\\mathrm{~A})$，则该交变电流的有效值和频率分别为\\_\\_\\_", ["10", "50"], "mayRefuse"],
    ["某交变电压 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的有效值和周期分别为\\_\\_\\_", ["220", "0.02"], "mayRefuse"],
    ["某交变电压 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$，则该交变电压的最大值和有效值分别是\\_\\_\\_", ["220√2|311", "220"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的有效值和频率分别是多少？", ["55", "50"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的有效值为\\_\\_\\_", ["55"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的频率为\\_\\_\\_", ["50"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的有效值和频率各为多少？", ["55", "50"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的有效值、频率分别为\\_\\_\\_", ["55", "50"], "mayRefuse"],
    ["一个物体从静止开始做匀加速直线运动，加速度为 $2 \\mathrm{~m/s^2}$，则第 3 s 末的速度和前 3 s 内的位移分别为\\_\\_\\_", ["6", "9"], "mayRefuse"],
    ["理想变压器原、副线圈的匝数之比为 $4: 1$，原线圈两端加 $u=220 \\sqrt{2} \\sin 100 \\pi t(\\mathrm{~V})$ 的交变电压，则副线圈两端电压的频率和有效值分别为\nA. $55 \\mathrm{~V}$，$50 \\mathrm{~Hz}$\nB. $50 \\mathrm{~Hz}$，$55 \\sqrt{2} \\mathrm{~V}$\nC. $50 \\mathrm{~Hz}$，$55 \\mathrm{~V}$\nD. $12.5 \\mathrm{~Hz}$，$55 \\mathrm{~V}$", ["C"], "mayRefuse"],
  ],
  severalAskedInWords: [
    ["甲乙两数的和是20，差是4，甲乙两数分别是多少？", ["12", "8"], "mayRefuse"],
    ["鸡兔同笼，共有10个头，28只脚，鸡和兔分别有多少只？", ["6", "4"], "mayRefuse"],
    ["鸡兔同笼，共有10个头，28只脚，鸡和兔各有多少只？", ["6", "4"], "mayRefuse"],
    ["一个长方形的周长是20厘米，长比宽多2厘米，长和宽分别是多少厘米？", ["6", "4"], "mayRefuse"],
    ["函数 $f(x)=x^{3}-3 x$ 在区间 $[-2,3]$ 上的最大值和最小值分别是多少？", ["18", "-2"], "mayRefuse"],
    ["已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，$a_{3}=5$，则 $a_{10}$ 和 $S_{10}$ 分别是多少？", ["19", "100"], "mayRefuse"],
  ],
  formulasSetsAndOtherSubjects: [
    ["圆 $x^{2}+y^{2}=4$ 与圆 $(x-3)^{2}+y^{2}=1$ 的半径和圆心距分别为\\_\\_\\_", null, "refuses"],
    ["函数 $f(x)=x^{3}-3 x$ 在区间 $[-2,3]$ 上的最大值以及最小值分别为\\_\\_\\_", ["18", "-2"], "mayRefuse"],
    ["已知向量 $\\vec{a}=(1,2)$，$\\vec{b}=(3,-1)$，则 $\\vec{a}\\cdot\\vec{b}$ 和 $|\\vec{a}|$ 分别为\\_\\_\\_", ["1", "√5"], "mayRefuse"],
    ["已知向量 $\\vec{a}=(1,2)$，$\\vec{b}=(3,-1)$，则 $|\\vec{a}|$ 和 $\\vec{a}\\cdot\\vec{b}$ 分别为\\_\\_\\_", ["√5", "1"], "mayRefuse"],
    ["在 $\\triangle ABC$ 中，$a=3$，$b=4$，$c=5$，则 $\\cos A$ 与 $\\cos B$ 分别为\\_\\_\\_", ["4/5", "3/5"], "mayRefuse"],
    ["已知 $\\tan \\alpha=2$，则 $\\tan 2\\alpha$ 和 $\\sin 2\\alpha$ 分别为\\_\\_\\_", ["-4/3", "4/5"], "mayRefuse"],
    ["已知 $\\tan \\alpha=2$，则 $\\sin 2\\alpha$ 和 $\\tan 2\\alpha$ 分别为\\_\\_\\_", ["4/5", "-4/3"], "mayRefuse"],
    ["已知 $\\tan \\alpha=2$，则 $\\sin 2\\alpha$ 和 $\\tan 2\\alpha$ 分别为（ ）\nA. $\\dfrac{4}{5}, -\\dfrac{4}{3}$\nB. $-\\dfrac{4}{3}, \\dfrac{4}{5}$\nC. $\\dfrac{4}{5}, \\dfrac{4}{3}$\nD. $-\\dfrac{4}{5}, -\\dfrac{4}{3}$", ["A"], "solves"],
    ["已知 $\\tan \\alpha=2$，则 $\\tan 2\\alpha$ 和 $\\sin 2\\alpha$ 分别为（ ）\nA. $\\dfrac{4}{5}, -\\dfrac{4}{3}$\nB. $-\\dfrac{4}{3}, \\dfrac{4}{5}$\nC. $\\dfrac{4}{5}, \\dfrac{4}{3}$\nD. $-\\dfrac{4}{5}, -\\dfrac{4}{3}$", ["B"], "mayRefuse"],
    ["已知集合 $A=\\{1,2,3\\}$，$B=\\{2,3,4\\}$，则 $A \\cap B$ 和 $A \\cup B$ 分别为（ ）\nA. $\\{2,3\\}, \\{1,2,3,4\\}$\nB. $\\{1,2,3,4\\}, \\{2,3\\}$\nC. $\\{2\\}, \\{1,2,3,4\\}$\nD. $\\{2,3\\}, \\{1,4\\}$", ["A"], "mayRefuse"],
    ["已知集合 $A=\\{1,2,3\\}$，$B=\\{2,3,4\\}$，则 $A \\cap B$ 和 $A \\cup B$ 分别为\\_\\_\\_", ["{2,3}", "{1,2,3,4}"], "mayRefuse"],
    ["不等式 $x^{2}-3x+2<0$ 与 $x^{2}-1<0$ 的解集分别为（ ）\nA. $(1,2), (-1,1)$\nB. $(-1,1), (1,2)$\nC. $(1,2), (0,1)$\nD. $(0,2), (-1,1)$", ["A"], "mayRefuse"],
    ["2NaOH 和 H2SO4 的摩尔质量分别为____", null, "refuses"],
    ["$\\mathrm{H}_{2} \\mathrm{O}$ 和 $\\mathrm{CO}_{2}$ 的相对分子质量分别为____", ["18", "44"], "mayRefuse"],
    ["$\\mathrm{H}_{2} \\mathrm{O}$ 的相对分子质量和摩尔质量分别是多少？", ["18|18.02", "18|18.02"], "mayRefuse"],
    ["一个物体的质量为 $2 \\mathrm{~kg}$，速度为 $3 \\mathrm{~m/s}$，则它的动能和动量分别为____", ["9", "6"], "mayRefuse"],
    ["一个长方体的长、宽、高分别为 3 cm、2 cm、1 cm，它的表面积和体积分别是多少？", ["22", "6"], "mayRefuse"],
    ["一个正方形的边长是 4 厘米，它的周长和面积各是多少？", ["16", "16"], "mayRefuse"],
    ["小明有 12 本书，小红比小明多 4 本，小红和两人一共各有多少本？", null, "refuses"],
    ["一个正方体的棱长是 2 分米，它的各棱长之和为多少分米？", ["24"], "mayRefuse"],
  ],
};

/** The expected tokens appear one after another in the order asked (a choice letter is judged by mathsAgrees). */
function inOrder(answer: string, expected: string[]): boolean {
  if (/^[A-D]+$/.test(expected[0] ?? '')) return true;
  const plain = plainAnswer(answer)
    .replace(/\\([{}])/g, '$1')
    .replace(/\\infty/g, '∞');
  let from = 0;
  for (const token of expected) {
    const at = token
      .split('|')
      .map((s) => plain.slice(from).search(new RegExp(`(?<![\\d.])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d.])`)))
      .filter((i) => i >= 0);
    if (!at.length) return false;
    from += Math.min(...at) + 1;
  }
  return true;
}

describe('maths round 22 hunt: the right answer, in the order asked, or a refusal', () => {
  let answered = 0;
  for (const [topic, cases] of Object.entries(HUNT)) {
    it(`${topic}: ${cases.length} problems`, { timeout: 120_000 }, async () => {
      const faults: string[] = [];
      for (const [text, expected, status] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
        const right = out.ok && expected !== null && mathsAgrees(out.finalAnswer, expected) && inOrder(out.finalAnswer, expected);
        if (out.ok && (!right || status === 'refuses')) faults.push(`${status === 'refuses' ? 'must be refused' : 'wrong'}: ${shown}`);
        else if (!out.ok && status === 'solves') faults.push(`no longer answered: ${shown}`);
        if (right) answered++;
      }
      expect(faults).toEqual([]);
    });
  }
  it('answers no fewer problems than the hunt left', () => {
    expect(answered).toBeGreaterThanOrEqual(ANSWERED_AT_LEAST);
  });
});

describe('a blank asking several quantities at once', () => {
  it('is seen in any wording, whatever the subject', () => {
    for (const stem of [
      '则副线圈两端电压的有效值和频率分别为 ____',
      '则副线圈两端电压的有效值、频率分别是多少?',
      '它的周长和面积各是多少?',
      '鸡和兔各有多少只?',
      '长和宽分别是多少厘米?',
      '则 $a$ 和 $b$ 依次为 ____',
    ])
      expect(asksSeveralAtOnce(stem)).toBe(true);
  });
  it('is not seen in a condition or a single ask', () => {
    for (const stem of [
      '角 $A,B,C$ 的对边分别为 $a,b,c$,则 $B=$ ____',
      '它的各棱长之和为多少分米?',
      '两个数分别为 3 和 5,它们的积是多少?',
      '则副线圈两端电压的有效值为 ____',
    ])
      expect(asksSeveralAtOnce(stem)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

const ask = (fn: string, lead: string, options: string[]) =>
  `${lead.replace('F', `$f(x)=${fn}$`)}\nA. ${options[0]}\nB. ${options[1]}\nC. ${options[2]}\nD. ${options[3]}`;

// Answers worked by hand; each comment gives the facts that decide the statements.
const answered: Array<[string, string]> = [
  // f = 2 sin x on [0, π], −2 sin x on [−π, 0]: even, decreasing on (π/2, π), zeros −π, 0, π, max 2
  [
    '关于函数 $f(x)=\\sin|x|+|\\sin x|$ 有下述四个结论：①$f(x)$是偶函数；②$f(x)$在区间$(\\frac{\\pi}{2},\\pi)$单调递增；③$f(x)$在$[-\\pi,\\pi]$有4个零点；④$f(x)$的最大值为2。其中所有正确结论的编号是（ ）\nA. ①②④ B. ②④ C. ①④ D. ①③',
    'C',
  ],
  // f′ = 3x² − 1: two extreme points; minimum value 1 − 2/(3√3) > 0, one zero; f(x) + f(−x) = 2; slope 2 at x = ±1, f(±1) = 1 ≠ ±2
  [
    ask('x^{3}-x+1', '（多选）已知函数 F，则（ ）', [
      '$f(x)$有两个极值点',
      '$f(x)$有三个零点',
      '点$(0,1)$是曲线$y=f(x)$的对称中心',
      '直线$y=2x$是曲线$y=f(x)$的切线',
    ]),
    'AC',
  ],
  // odd; maximum at x = −1 is 2; f′ < 0 on (−1, 1); zeros 0, ±√3
  [
    ask('x^{3}-3x', '（多选）已知函数 F，则（ ）', [
      '$f(x)$是奇函数',
      '$f(x)$的极大值为2',
      '$f(x)$在$(-1,1)$上单调递减',
      '$f(x)$有三个零点',
    ]),
    'ABCD',
  ],
  // √2 sin(2x + π/4): period π, max √2, not odd, increasing only up to π/8
  [
    ask('\\sin 2x+\\cos 2x', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$的最小正周期为$\\pi$',
      '$f(x)$的最大值为2',
      '$f(x)$是奇函数',
      '$f(x)$在$(0,\\frac{\\pi}{2})$上单调递增',
    ]),
    'A',
  ],
  // 2x + π/6 runs over (π/6, 5π/6) on (0, π/3): not monotonic; axis x = π/6, centre (5π/12, 0)
  [
    ask('2\\sin(2x+\\frac{\\pi}{6})', '已知函数 F，则下列结论错误的是（ ）', [
      '$f(x)$的最小正周期为$\\pi$',
      '直线$x=\\frac{\\pi}{6}$是$f(x)$图象的一条对称轴',
      '点$(\\frac{5\\pi}{12},0)$是$f(x)$图象的对称中心',
      '$f(x)$在$(0,\\frac{\\pi}{3})$上单调递增',
    ]),
    'D',
  ],
  // cos²x = (1 + cos 2x)/2: period π, even, max 1, decreasing on (0, π/2)
  [
    '已知函数 $f(x)=\\cos^{2}x$，给出下列结论：①$f(x)$的最小正周期为$\\pi$；②$f(x)$是偶函数；③$f(x)$的最大值为1；④$f(x)$在$(0,\\frac{\\pi}{2})$上单调递增。其中正确结论的编号是（ ）\nA. ①②③ B. ①④ C. ②③④ D. ①②④',
    'A',
  ],
  // f′ = eˣ − 1 > 0 on (0, 1); f(1) = e − 1 > f(−1) = 1/e + 1; f ≥ 1 so no zero; f(0) = 1
  [
    ask('e^{x}-x', '（多选）已知函数 F，则（ ）', [
      '$f(x)$在$(0,1)$上单调递增',
      '$f(x)$在$[-1,1]$上的最大值为$e-1$',
      '$f(x)$在$[-1,1]$上有1个零点',
      '$f(0)=1$',
    ]),
    'ABD',
  ],
  // f′ = 1 − 1/x < 0 on (0, 1); f(1) = 1 is the least value; f ≥ 1 has no zero
  [
    ask('x-\\ln x', '（多选）已知函数 F，则（ ）', [
      '$f(x)$在$(0,1)$上单调递减',
      '$f(1)=1$',
      '$f(x)$在$[\\frac{1}{e},e]$上的最小值为1',
      '$f(x)$在$[\\frac{1}{2},2]$上有2个零点',
    ]),
    'ABC',
  ],
  // (x − 1)² − 1: minimum −1, one extreme point, decreasing only on (0, 1)
  [
    ask('x^{2}-2x', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$是偶函数',
      '$f(x)$的最小值为$-1$',
      '$f(x)$有两个极值点',
      '$f(x)$在$(0,2)$上单调递减',
    ]),
    'B',
  ],
  // √2 sin(x + π/4): period 2π, max √2, axis x = π/4, not odd — three correct
  [
    '已知函数 $f(x)=\\sin x+\\cos x$，有下列四个结论：①$f(x)$的最小正周期为$2\\pi$；②$f(x)$的最大值为$\\sqrt{2}$；③直线$x=\\frac{\\pi}{4}$是$f(x)$图象的一条对称轴；④$f(x)$是奇函数。其中正确结论的个数是（ ）\nA. 1 B. 2 C. 3 D. 4',
    'C',
  ],
  // |sin x|: period π, even, increasing on (0, π/2), max 1
  [
    ask('|\\sin x|', '已知函数 F，则下列说法错误的是（ ）', [
      '$f(x)$的最小正周期为$\\pi$',
      '$f(x)$是偶函数',
      '$f(x)$在$(0,\\frac{\\pi}{2})$上单调递增',
      '$f(x)$的最大值为2',
    ]),
    'D',
  ],
  // f′ = 3x² + 1 > 0: no extreme point, one zero; slope 2 at x = ±1/√3 where f = ±4/(3√3) ≠ ±2/√3
  [
    ask('x^{3}+x', '（多选）已知函数 F，则（ ）', [
      '$f(x)$是奇函数',
      '$f(x)$没有极值点',
      '$f(x)$有1个零点',
      '直线$y=2x$是曲线$y=f(x)$的切线',
    ]),
    'ABC',
  ],
  // period 2π/(1/2) = 4π; x/2 runs over (0, π) on (0, 2π)
  [
    ask('\\sin\\frac{x}{2}', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$的最小正周期为$2\\pi$',
      '$f(x)$的最小正周期为$4\\pi$',
      '$f(x)$是偶函数',
      '$f(x)$在$(0,2\\pi)$上单调递增',
    ]),
    'B',
  ],
  // (x² − 1)² − 1: even, min −1, extreme points 0, ±1, f′ = 4x(x² − 1) < 0 on (0, 1)
  [
    ask('x^{4}-2x^{2}', '已知函数 F，则下列结论中错误的是（ ）', [
      '$f(x)$是偶函数',
      '$f(x)$的最小值为$-1$',
      '$f(x)$有三个极值点',
      '$f(x)$在$(0,1)$上单调递增',
    ]),
    'D',
  ],
  // 2x − π/3 = 0 at x = π/6 (axis), = π/2 at 5π/12 (centre), runs over (−π/3, 0) on (0, π/6) where cos increases
  [
    '已知函数 $f(x)=\\cos(2x-\\frac{\\pi}{3})$，给出下列四个结论：①$f(x)$的最小正周期为$\\pi$；②$f(x)$的图象关于直线$x=\\frac{\\pi}{6}$对称；③点$(\\frac{5\\pi}{12},0)$是$f(x)$图象的对称中心；④$f(x)$在$(0,\\frac{\\pi}{6})$上单调递增。其中所有正确结论的编号是（ ）\nA. ①②③④ B. ①②③ C. ①③ D. ②④',
    'A',
  ],
  // f′ = 3x(x − 2): maximum f(0) = 2, minimum f(2) = −2; centre (1, 0); f(0) > 0 > f(2): three zeros
  [
    ask('x^{3}-3x^{2}+2', '（多选）已知函数 F，则（ ）', [
      '$f(x)$的极大值为2',
      '$f(x)$的极小值为$-2$',
      '点$(1,0)$是曲线$y=f(x)$的对称中心',
      '$f(x)$有2个零点',
    ]),
    'ABC',
  ],
  // x + 1/x: odd, decreasing on (0, 1), min on [1, 2] is 2 (not 1), f(1/2) = f(2) = 5/2
  [
    '已知函数 $f(x)=x+\\frac{1}{x}$，有下列结论：①$f(x)$是奇函数；②$f(x)$在$(0,1)$上单调递减；③$f(x)$在$[1,2]$上的最小值为1；④$f(x)$在$[\\frac{1}{2},2]$上的最大值为$\\frac{5}{2}$。其中错误结论的编号是（ ）\nA. ③ B. ②③ C. ①③ D. ③④',
    'A',
  ],
  // ½ sin 2x: period π, max 1/2, odd, f(π/4) = 1/2
  [
    ask('\\sin x\\cos x', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$的最小正周期为$2\\pi$',
      '$f(x)$的最大值为$\\frac{1}{2}$',
      '$f(x)$是偶函数',
      '$f(\\frac{\\pi}{4})=1$',
    ]),
    'B',
  ],
  // cos 2x: period π, even, axis x = π/2 (cos π = −1), (π/2, 0) is not a centre
  [
    ask('2\\cos^{2}x-1', '（多选）已知函数 F，则（ ）', [
      '$f(x)$的最小正周期为$\\pi$',
      '$f(x)$是偶函数',
      '直线$x=\\frac{\\pi}{2}$是$f(x)$图象的一条对称轴',
      '点$(\\frac{\\pi}{2},0)$是$f(x)$图象的对称中心',
    ]),
    'ABC',
  ],
  // f′ = (1 + x)eˣ > 0 on (−1, 1); min on [−2, 0] at −1 is −1/e; f(0) = 0; only zero is 0
  [
    ask('xe^{x}', '（多选）已知函数 F，则（ ）', [
      '$f(x)$在$(-1,1)$上单调递增',
      '$f(x)$在$[-2,0]$上的最小值为$-\\frac{1}{e}$',
      '$f(0)=0$',
      '$f(x)$在$[-2,2]$上有2个零点',
    ]),
    'ABC',
  ],
  // ln x + x: f(1) = 1, increasing, max on [1, e] is e + 1, f ≥ 1 there
  [
    ask('\\ln x+x', '已知函数 F，则下列说法错误的是（ ）', [
      '$f(1)=1$',
      '$f(x)$在$(1,e)$上单调递增',
      '$f(x)$在$[1,e]$上的最大值为$e+1$',
      '$f(x)$在$[1,e]$上有1个零点',
    ]),
    'D',
  ],
  // |x − 1|: axis x = 1, not even, max on [0, 3] is 2, decreasing on (0, 1)
  [
    ask('|x-1|', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$的图象关于直线$x=1$对称',
      '$f(x)$是偶函数',
      '$f(x)$在$[0,3]$上的最大值为3',
      '$f(x)$在$(0,1)$上单调递增',
    ]),
    'A',
  ],
  // sin 2x: zeros 0, π/2, π on [0, π]; max 1; odd; x = π/2 is a centre, not an axis
  [
    '已知函数 $f(x)=\\sin 2x$，有下述四个结论：①$f(x)$在$[0,\\pi]$上有3个零点；②$f(x)$的最大值为1；③$f(x)$是奇函数；④直线$x=\\frac{\\pi}{2}$是$f(x)$图象的一条对称轴。其中所有正确结论的编号是（ ）\nA. ①②③ B. ②③④ C. ①④ D. ①②',
    'A',
  ],
  // x³: odd, f′ = 3x² ≥ 0 does not change sign, increasing, tangent y = 0 at the origin
  [
    ask('x^{3}', '（多选）已知函数 F，则（ ）', [
      '$f(x)$是奇函数',
      '$f(x)$没有极值点',
      '$f(x)$在$(-1,1)$上单调递增',
      '直线$y=0$是曲线$y=f(x)$的切线',
    ]),
    'ABCD',
  ],
  // (x − 1)(x − 3): two zeros, min −1, axis x = 2, decreasing on (0, 2)
  [
    ask('x^{2}-4x+3', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$有2个零点',
      '$f(x)$的最小值为1',
      '$f(x)$的图象关于直线$x=-2$对称',
      '$f(x)$在$(0,2)$上单调递增',
    ]),
    'A',
  ],
  // cos x − 1: even, max 0, zeros 0 and 2π on [0, 2π], period 2π (not π): three correct
  [
    '已知函数 $f(x)=\\cos x-1$，给出下列结论：①$f(x)$是偶函数；②$f(x)$的最大值为0；③$f(x)$在$[0,2\\pi]$上有2个零点；④$f(x)$的最小正周期为$\\pi$。其中正确结论的个数为（ ）\nA. 1 B. 2 C. 3 D. 4',
    'C',
  ],
  // on [−2, 2]: f(−1) = f(2) = 2, f(1) = f(−2) = −2, zeros 0, ±√3; on (0, 2) only √3
  [
    ask('x^{3}-3x', '（多选）已知函数 F，则（ ）', [
      '$f(x)$在$[-2,2]$上的最大值为2',
      '$f(x)$在$[-2,2]$上的最小值为$-2$',
      '$f(x)$在$[-2,2]$上有3个零点',
      '$f(x)$在$(0,2)$上有2个零点',
    ]),
    'ABC',
  ],
  // sin x: increasing on (−π/2, π/2), centre (π, 0), period 2π, zeros 0, π, 2π
  [
    '已知函数 $f(x)=\\sin x$，有下列四个结论：①$f(x)$在$(-\\frac{\\pi}{2},\\frac{\\pi}{2})$上单调递增；②点$(\\pi,0)$是$f(x)$图象的对称中心；③$f(x)$的最小正周期为$\\pi$；④$f(x)$在$[0,2\\pi]$上有3个零点。其中错误结论的编号是（ ）\nA. ③ B. ①③ C. ③④ D. ②',
    'A',
  ],
  // 2ˣ + 2⁻ˣ: even, increasing for x > 0, f(0) = 2, max on [−1, 1] is 5/2
  [
    ask('2^{x}+2^{-x}', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$是奇函数',
      '$f(x)$在$(0,1)$上单调递增',
      '$f(0)=1$',
      '$f(x)$在$[-1,1]$上的最大值为2',
    ]),
    'B',
  ],
  // x − sin x: odd, f′ = 1 − cos x > 0 on (0, π), only zero 0 (where f ≈ x³/6), f(π/2) = π/2 − 1
  [
    ask('x-\\sin x', '（多选）已知函数 F，则（ ）', [
      '$f(x)$是奇函数',
      '$f(x)$在$(0,\\pi)$上单调递增',
      '$f(x)$在$[-1,1]$上有1个零点',
      '$f(\\frac{\\pi}{2})=\\frac{\\pi}{2}$',
    ]),
    'ABC',
  ],
  // f′ = 3x² − 3: x = 1 is a minimum point, x = −1 a maximum point; tangent at x = 0 is y = −3x; f(2) = 2
  [
    ask('x^{3}-3x', '（多选）已知函数 F，则下列结论正确的是（ ）', [
      '$x=1$是$f(x)$的极小值点',
      '$f(x)$在$x=-1$处取得极小值',
      '曲线$y=f(x)$在点$(0,f(0))$处的切线方程为$y=-3x$',
      '$f(2)=2$',
    ]),
    'ACD',
  ],
  // eˣ − x: f′(0) = 0 with f′ < 0 before and > 0 after; tangent at x = 1 has slope e − 1 and passes (1, e − 1): y = (e − 1)x
  [
    ask('e^{x}-x', '已知函数 F，则下列说法错误的是（ ）', [
      '$x=0$是$f(x)$的极小值点',
      '曲线$y=f(x)$在$x=1$处的切线方程为$y=(e-1)x$',
      '$f(x)$在$[0,1]$上的最小值为1',
      '$f(x)$在$x=0$处取得极大值',
    ]),
    'D',
  ],
  // x² − 5x + 6 = (x − 2)(x − 3): zeros 2, 3 (count 2), one on [0, 2.5]; axis x = 5/2; min −1/4
  [
    '已知函数 $f(x)=x^{2}-5x+6$，下列四个结论：①$f(x)$的零点个数为2；②$f(x)$在区间$[0,\\frac{5}{2}]$上的零点个数为1；③$f(x)$的图象关于直线$x=\\frac{5}{2}$对称；④$f(x)$的最小值为$-\\frac{1}{2}$。其中正确的是（ ）\nA. ①②③ B. ①③④ C. ②④ D. ①②③④',
    'A',
  ],
  // 3 sin(x/2 + π/4) written another way: period 4π, max 3, axis where x/2 + π/4 = π/2 (x = π/2), f(0) = 3√2/2
  [
    ask('3\\sin(\\frac{x}{2}+\\frac{\\pi}{4})', '对于函数 F，下列说法中正确的是（ ）', [
      '$f(x)$的最小正周期是$2\\pi$',
      '函数$f(x)$的最大值是3',
      '$y=f(x)$的图象的一条对称轴是直线$x=\\pi$',
      '$f(0)=3$',
    ]),
    'B',
  ],
  // sin x − cos x = √2 sin(x − π/4): centre (π/4, 0), axis x = 3π/4, increasing on (−π/4, 3π/4)
  [
    ask('\\sin x-\\cos x', '（多选）设函数 F，则（ ）', [
      '$f(x)$的图象关于点$(\\frac{\\pi}{4},0)$对称',
      '$f(x)$的图象关于直线$x=\\frac{3\\pi}{4}$对称',
      '$f(x)$在区间$(-\\frac{\\pi}{4},\\frac{3\\pi}{4})$上是增函数',
      '$f(x)$是偶函数',
    ]),
    'ABC',
  ],
  // sin x: range [−1, 1] (decided by the range engine), odd, f(0) = 0, max on [0, π] is 1
  [
    ask('\\sin x', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x)$的值域为$[-1,1]$',
      '$f(x)$是偶函数',
      '$f(0)=1$',
      '$f(x)$在$[0,\\pi]$上的最大值为2',
    ]),
    'A',
  ],
  // |sin x| again, asked for the statement that is not correct: max is 1
  [
    '已知函数 $f(x)=|\\sin x|$，则下列说法不正确的是（ ）\nA. $f(x)$的最小正周期为$\\pi$\nB. $f(x)$是偶函数\nC. $f(x)$在$(0,\\frac{\\pi}{2})$上单调递增\nD. $f(x)$的最大值为2',
    'D',
  ],
  // cos 2x: period π (not 2π), even, decreasing on (0, π/2), max 1 — the wrong ones are A and B
  [
    '（多选）已知函数 $f(x)=\\cos 2x$，则下列结论中错误的是（ ）\nA. $f(x)$的最小正周期为$2\\pi$\nB. $f(x)$是奇函数\nC. $f(x)$在$(0,\\frac{\\pi}{2})$上单调递减\nD. $f(x)$的最大值为1',
    'AB',
  ],
  // the same four as numbered conclusions, asked for the incorrect ones
  [
    '关于函数 $f(x)=\\cos 2x$ 有下述四个结论：①$f(x)$的最小正周期为$2\\pi$；②$f(x)$是奇函数；③$f(x)$在$(0,\\frac{\\pi}{2})$上单调递减；④$f(x)$的最大值为1。其中不正确的结论的编号是（ ）\nA. ①② B. ②③ C. ③④ D. ①④',
    'A',
  ],
  // sin(2x + π/3): right π/6 gives sin 2x; sin 2x moved left π/3 is sin(2x + 2π/3); f(x + π/12) = cos 2x; axis x = π/12
  [
    '（多选）已知函数 $f(x)=\\sin(2x+\\frac{\\pi}{3})$，则（ ）\nA. 将$f(x)$的图象向右平移$\\frac{\\pi}{6}$个单位长度得到$y=\\sin 2x$的图象\nB. $f(x)$的图象可由$y=\\sin 2x$的图象向左平移$\\frac{\\pi}{3}$个单位长度得到\nC. $f(x+\\frac{\\pi}{12})$是偶函数\nD. $f(x)$的图象关于直线$x=\\frac{\\pi}{12}$对称',
    'ACD',
  ],
  // cos(x − π/4): right π/4 gives sin x (odd), left π/4 gives cos x (even), not even itself, max 1
  [
    '已知函数 $f(x)=\\cos(x-\\frac{\\pi}{4})$，则下列结论正确的是（ ）\nA. $f(x)$的图象向右平移$\\frac{\\pi}{4}$个单位后关于$y$轴对称\nB. $f(x)$的图象向左平移$\\frac{\\pi}{4}$个单位后关于原点对称\nC. $f(x)$是偶函数\nD. $f(x)$的最大值为1',
    'D',
  ],
  // 2 sin(x + π/6): ① and ② and ③ hold; x + π/6 passes π/2 inside (0, π/2), so ④ does not — three
  [
    '关于函数 $f(x)=2\\sin(x+\\frac{\\pi}{6})$ 有下列四个结论：①$f(x)$的图象可由$y=2\\sin x$的图象向左平移$\\frac{\\pi}{6}$个单位长度得到；②函数$y=f(x-\\frac{\\pi}{6})$为奇函数；③将$f(x)$的图象向上平移1个单位得到$y=2\\sin(x+\\frac{\\pi}{6})+1$的图象；④$f(x)$在$(0,\\frac{\\pi}{2})$上单调递增。其中正确结论的个数是（ ）\nA. 1 B. 2 C. 3 D. 4',
    'C',
  ],
  // cos(x + π/2) = −sin x is odd; max 1; cos is even; f(0) = 1
  [
    ask('\\cos x', '已知函数 F，则下列说法正确的是（ ）', [
      '$f(x+\\frac{\\pi}{2})$是奇函数',
      '$f(x)$的最大值为2',
      '$f(x)$是奇函数',
      '$f(0)=0$',
    ]),
    'A',
  ],
];

const refused: string[] = [
  // a parameter in the function
  ask('ax^{3}-x', '（多选）已知函数 F，则（ ）', [
    '$f(x)$有两个极值点',
    '$f(x)$有三个零点',
    '点$(0,0)$是曲线$y=f(x)$的对称中心',
    '$f(x)$在$(0,1)$上单调递减',
  ]),
  ask('\\sin(\\omega x+\\frac{\\pi}{6})', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$的最小正周期为$\\pi$',
    '$f(x)$的最大值为1',
    '$f(x)$是奇函数',
    '$f(0)=\\frac{1}{2}$',
  ]),
  // a graph figure
  '如图是函数 $f(x)=A\\sin(\\omega x+\\varphi)$ 的部分图象，则下列说法正确的是（ ）\nA. $f(x)$的最小正周期为$\\pi$\nB. $f(x)$的最大值为2\nC. $f(x)$是奇函数\nD. $f(0)=1$',
  // a statement not read: intersections with a line, f at 2x, a vague extremum
  ask('\\sin x', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$的图象与直线$y=2$有交点',
    '$f(x)$的最大值为2',
    '$f(x)$是偶函数',
    '$f(0)=1$',
  ]),
  ask('\\cos x', '已知函数 F，则下列说法正确的是（ ）', ['$f(2x)$是奇函数', '$f(x)$的最大值为2', '$f(x)$是奇函数', '$f(0)=0$']),
  ask('x^{3}-x', '已知函数 F，则下列说法正确的是（ ）', ['$f(x)$在$(0,1)$上有极值', '$f(x)$的最大值为2', '$f(x)$是偶函数', '$f(0)=1$']),
  // zeros of a periodic function on the whole line
  ask('\\sin x', '已知函数 F，则下列说法正确的是（ ）', ['$f(x)$有3个零点', '$f(x)$的最大值为2', '$f(x)$是偶函数', '$f(0)=1$']),
  // a single choice with two correct statements
  ask('x^{3}-x+1', '已知函数 F，则（ ）', [
    '$f(x)$有两个极值点',
    '$f(x)$有三个零点',
    '点$(0,1)$是曲线$y=f(x)$的对称中心',
    '直线$y=2x$是曲线$y=f(x)$的切线',
  ]),
  // no option names exactly the correct conclusions (①④)
  '关于函数 $f(x)=\\sin|x|+|\\sin x|$ 有下述四个结论：①$f(x)$是偶函数；②$f(x)$在区间$(\\frac{\\pi}{2},\\pi)$单调递增；③$f(x)$在$[-\\pi,\\pi]$有4个零点；④$f(x)$的最大值为2。其中所有正确结论的编号是（ ）\nA. ①②④ B. ②④ C. ①②③ D. ①③',
  // a piecewise function
  '已知函数 $f(x)=\\begin{cases}x^{2},x\\geq 0\\\\-x^{2},x<0\\end{cases}$，则下列说法正确的是（ ）\nA. $f(x)$是奇函数\nB. $f(x)$的最大值为2\nC. $f(x)$是偶函数\nD. $f(0)=1$',
  // a tangent to a curve that is not a polynomial, with no point of contact on the line
  ask('\\ln x+2', '已知函数 F，则下列说法正确的是（ ）', [
    '直线$y=x$是曲线$y=f(x)$的切线',
    '$f(1)=3$',
    '$f(x)$是偶函数',
    '$f(x)$在$[1,e]$上的最大值为4',
  ]),
  // monotonic across a pole
  ask('\\frac{1}{x}', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$在$(-1,1)$上单调递减',
    '$f(1)=2$',
    '$f(x)$是偶函数',
    '$f(x)$在$[1,2]$上的最大值为2',
  ]),
  // a constant has no smallest positive period
  ask('\\sin^{2}x+\\cos^{2}x', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$的最小正周期为$\\pi$',
    '$f(x)$是奇函数',
    '$f(0)=0$',
    '$f(x)$在$[0,1]$上的最大值为2',
  ]),
  // two functions: statements about a combination are not read
  '已知函数 $f(x)=\\sin x$，$g(x)=\\cos x$，则下列说法正确的是（ ）\nA. $f(x)+g(x)$的最大值为$\\sqrt{2}$\nB. $f(x)g(x)$是偶函数\nC. $f(x)-g(x)$的最小正周期为$\\pi$\nD. $f(x)g(x)$的最大值为1',
  // a maximum on the whole line of a function neither polynomial nor periodic
  ask('x\\sin x', '已知函数 F，则下列说法正确的是（ ）', ['$f(x)$的最大值为1', '$f(x)$是奇函数', '$f(0)=1$', '$f(x)$有2个零点']),
  // "周期为" without 最小正 / 一个: which is meant is not said
  ask('\\sin 2x', '已知函数 F，则下列说法正确的是（ ）', ['$f(x)$的周期为$2\\pi$', '$f(x)$是偶函数', '$f(0)=1$', '$f(x)$的最大值为2']),
  // a pole inside the interval of a monotonicity statement: the samples cannot settle it, so the whole question is refused
  ask('\\tan 2x', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$的最小正周期为$\\frac{\\pi}{2}$',
    '$f(x)$是偶函数',
    '$f(x)$在$(0,\\frac{\\pi}{2})$上单调递增',
    '$f(\\frac{\\pi}{8})=\\sqrt{3}$',
  ]),
  // "极小值点为 x=1" says more than "x=1 is one": not read
  ask('x^{3}-3x', '已知函数 F，则下列说法正确的是（ ）', ['$f(x)$的极小值点为$x=1$', '$f(x)$的最大值为2', '$f(x)$是偶函数', '$f(0)=1$']),
  // a statement about the interval where f is not defined at a closed end
  ask('\\ln x', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$在$[0,1]$上单调递增',
    '$f(x)$是偶函数',
    '$f(1)=1$',
    '$f(x)$在$[1,e]$上的最大值为2',
  ]),
  // intersections with a line are not read
  ask('\\sin x', '已知函数 F，则下列说法正确的是（ ）', [
    '$f(x)$的图象与直线$y=\\frac{x}{2}$有3个交点',
    '$f(x)$是偶函数',
    '$f(0)=1$',
    '$f(x)$在$[0,\\pi]$上的最大值为2',
  ]),
  // a stretch of the graph is not read
  '已知函数 $f(x)=\\sin 2x$，则下列说法正确的是（ ）\nA. 将$f(x)$的图象上所有点的横坐标伸长到原来的2倍得到$y=\\sin x$的图象\nB. $f(x)$的最大值为2\nC. $f(x)$是偶函数\nD. $f(0)=1$',
];

describe('several statements about one function, each judged', () => {
  it.each(answered)('%s', async (text, letters) => {
    expect(await answer(text)).toBe(letters);
  });
  it.each(refused)('refuses %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });
});

/**
 * Look-alikes of the function-statement questions: one given function and several statements about it, each
 * changed in a detail that changes its truth (smallest period vs a period, an interval holding a stationary point or
 * a pole, a zero at an open end or at a point outside the domain, an extreme point at a corner, a centre with the
 * wrong ordinate, a tangent at vs through a point …). Every statement's truth is worked by hand (the comment gives
 * the facts); null marks a statement that cannot be decided as written, so the question must be refused. The letter
 * (or numbered option) expected follows from the truths and the wording asked.
 */
import type { Expected } from './lookalike-hunt-shared';

const r = String.raw;

type Truth = boolean | null;
type Statement = [text: string, truth: Truth];

/** How the statements are asked: single correct / single wrong / 不正确 / multiple choice / multiple wrong. */
type Form = 'single' | 'singleFalse' | 'notCorrect' | 'multi' | 'multiFalse';

const LEADS: Record<Form, string[]> = {
  single: ['已知函数 F，则下列说法正确的是（ ）', '设函数 F，下列结论中正确的是（ ）', '对于函数 F，下列说法中正确的是（ ）'],
  singleFalse: ['已知函数 F，则下列结论错误的是（ ）', '关于函数 F，下列说法错误的是（ ）'],
  notCorrect: ['已知函数 F，则下列说法不正确的是（ ）'],
  multi: ['（多选）已知函数 F，则（ ）', '（多选）关于函数 F，下列说法正确的是（ ）', '（多选）设函数 F，则下列结论正确的是（ ）'],
  multiFalse: ['（多选）已知函数 F，则下列结论中错误的是（ ）'],
};

export interface HuntCase {
  text: string;
  expected: Expected;
}

function lettersWhere(s: Statement[], truth: boolean): string {
  return s.map((x, i) => (x[1] === truth ? 'ABCD'[i] : '')).join('');
}

/** A–D statements about f(x) = fn; the answer follows from each statement's hand-worked truth. */
export function lettered(fn: string, form: Form, s: Statement[], lead = 0): HuntCase {
  const stem = LEADS[form][lead % LEADS[form].length].replace('F', `$f(x)=${fn}$`);
  const text = [stem, ...s.map((x, i) => `${'ABCD'[i]}. ${x[0]}`)].join('\n');
  if (s.some((x) => x[1] === null)) return { text, expected: null };
  const wanted = lettersWhere(s, form === 'single' || form === 'multi');
  const single = form === 'single' || form === 'singleFalse' || form === 'notCorrect';
  return { text, expected: !wanted || (single && wanted.length !== 1) ? null : wanted };
}

type NumberedAsk = 'set' | 'falseSet' | 'count' | 'falseCount';

const ASKS: Record<NumberedAsk, string> = {
  set: '其中所有正确结论的编号是（ ）',
  falseSet: '其中错误结论的编号是（ ）',
  count: '其中正确结论的个数是（ ）',
  falseCount: '下列结论中错误的个数为（ ）',
};

const CIRCLED = '①②③④';

/** ①–④ conclusions about f(x) = fn with options naming sets of them (or counts). */
export function numbered(fn: string, ask: NumberedAsk, s: Statement[], options: string[] = ['1', '2', '3', '4']): HuntCase {
  const body = s.map((x, i) => `${CIRCLED[i]}${x[0]}`).join('；');
  const text = `已知函数 $f(x)=${fn}$，给出下列四个结论：${body}。${ASKS[ask]}\n${options.map((o, i) => `${'ABCD'[i]}. ${o}`).join(' ')}`;
  if (s.some((x) => x[1] === null)) return { text, expected: null };
  const wanted = s.map((x, i) => (x[1] === (ask === 'set' || ask === 'count') ? CIRCLED[i] : '')).join('');
  const counting = ask === 'count' || ask === 'falseCount';
  const hits = options
    .map((o, i) => ((counting ? o === String(wanted.length) : [...o].sort().join('') === wanted) ? 'ABCD'[i] : ''))
    .filter(Boolean);
  return { text, expected: hits.length === 1 ? hits[0] : null };
}

const f = r`$f(x)$`;

export const huntCases: HuntCase[] = [
  // ── periods: the smallest one, a multiple, a half ──
  // |sin x|: smallest period π, so 2π is a period but not the smallest; even; max 1
  lettered(r`|\sin x|`, 'multi', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`$2\pi$是${f}的一个周期`, true],
    [r`${f}是偶函数`, true],
    [r`${f}的最大值为1`, true],
  ]),
  lettered(r`|\sin x|`, 'single', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`$\frac{\pi}{2}$是${f}的一个周期`, false],
    [r`${f}是奇函数`, false],
    [r`${f}的最大值为1`, true],
  ]),
  // sin²x = (1 − cos 2x)/2: period π, 2π also a period, max 1, even (not odd)
  lettered(r`\sin^{2}x`, 'singleFalse', [
    [r`${f}的最小正周期为$\pi$`, true],
    [r`$2\pi$是${f}的一个周期`, true],
    [r`${f}的最大值为1`, true],
    [r`${f}是奇函数`, false],
  ]),
  lettered(r`\sin^{2}x`, 'single', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`${f}的最小值为$-1$`, false],
    [r`${f}是偶函数`, true],
    [r`$f(\frac{\pi}{4})=\frac{\sqrt{2}}{2}$`, false],
  ]),
  // cos(x/3): period 6π, 3π is not a period, f(π) = cos(π/3) = 1/2, x = 3π gives cos π = −1 (an axis)
  lettered(r`\cos\frac{x}{3}`, 'singleFalse', [
    [r`${f}的最小正周期为$6\pi$`, true],
    [r`$3\pi$是${f}的一个周期`, false],
    [r`$f(\pi)=\frac{1}{2}$`, true],
    [r`直线$x=3\pi$是${f}图象的一条对称轴`, true],
  ]),
  // sin 2x + sin 3x: periods π and 2π/3, smallest 2π; odd; f(π/2) = sin π + sin(3π/2) = −1
  lettered(r`\sin 2x+\sin 3x`, 'multi', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}的最小正周期为$2\pi$`, true],
    [r`${f}是奇函数`, true],
    [r`$f(\frac{\pi}{2})=-1$`, true],
  ]),
  // sin⁴x + cos⁴x = 3/4 + cos 4x / 4: smallest period π/2, max 1, min 1/2, even
  lettered(r`\sin^{4}x+\cos^{4}x`, 'singleFalse', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}的最大值为1`, true],
    [r`${f}的最小值为$\frac{1}{2}$`, true],
    [r`${f}是偶函数`, true],
  ]),
  lettered(r`\sin^{4}x+\cos^{4}x`, 'single', [
    [r`${f}的最小正周期为$\frac{\pi}{2}$`, true],
    [r`${f}的最大值为2`, false],
    [r`${f}的最小值为0`, false],
    [r`${f}是奇函数`, false],
  ]),
  // |sin x| + |cos x|: smallest period π/2, max √2 (at π/4), min 1, increasing on (0, π/4)
  lettered(r`|\sin x|+|\cos x|`, 'multi', [
    [r`${f}的最小正周期为$\frac{\pi}{2}$`, true],
    [r`${f}的最大值为$\sqrt{2}$`, true],
    [r`${f}的最小值为1`, true],
    [r`${f}在$(0,\frac{\pi}{4})$上单调递增`, true],
  ]),
  lettered(r`|\sin x|+|\cos x|`, 'single', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}的最大值为2`, false],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递增`, false],
    [r`${f}是偶函数`, true],
  ]),
  // tan(x/2): period 2π, odd, increasing on (−π, π), centre (π, 0) (a pole of tan is a centre too)
  lettered(r`\tan\frac{x}{2}`, 'multi', [
    [r`${f}的最小正周期为$2\pi$`, true],
    [r`${f}是奇函数`, true],
    [r`${f}在$(-\pi,\pi)$上单调递增`, true],
    [r`点$(\pi,0)$是${f}图象的一个对称中心`, true],
  ]),
  lettered(r`\tan\frac{x}{2}`, 'single', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}是偶函数`, false],
    [r`${f}在$(0,2\pi)$上单调递增`, false],
    [r`$f(\frac{\pi}{2})=1$`, true],
  ]),
  // cos²x − sin²x = cos 2x: smallest period π; π/2 is not a period
  numbered(r`\cos^{2}x-\sin^{2}x`, 'count', [
    [r`${f}的最小正周期为$\pi$`, true],
    [r`$\frac{\pi}{2}$是${f}的一个周期`, false],
    [r`${f}是偶函数`, true],
    [r`${f}的最小值为$-1$`, true],
  ]),
  // a constant plus a trig with no period chosen: sin x cos x = ½ sin 2x, period π
  numbered(
    r`\sin x\cos x`,
    'set',
    [
      [r`${f}的最小正周期为$2\pi$`, false],
      [r`$2\pi$是${f}的一个周期`, true],
      [r`${f}的最大值为$\frac{1}{2}$`, true],
      [r`${f}是偶函数`, false],
    ],
    ['①③', '②③', '②④', '①②③'],
  ),

  // ── monotonicity: open or closed ends, a stationary point inside, a pole inside ──
  // x³ − 3x: f′ = 3(x² − 1) < 0 on (−1, 1), so strictly decreasing on the closed [−1, 1] too; not monotonic on [0, 2]
  lettered(r`x^{3}-3x`, 'multi', [
    [r`${f}在$[-1,1]$上单调递减`, true],
    [r`${f}在$(-1,1]$上单调递减`, true],
    [r`${f}在$[0,2]$上单调递增`, false],
    [r`${f}在$(1,2)$上单调递增`, true],
  ]),
  lettered(r`x^{3}-3x`, 'single', [
    [r`${f}在$(-2,0)$上单调递减`, false],
    [r`${f}在$(0,2)$上单调递增`, false],
    [r`${f}在$(-1,2)$上单调递减`, false],
    [r`${f}在$(-2,-1)$上单调递增`, true],
  ]),
  // x − sin x: f′ = 1 − cos x ≥ 0, zero only at isolated points, so increasing on (0, 2π); odd
  lettered(r`x-\sin x`, 'multi', [
    [r`${f}在$(0,2\pi)$上单调递增`, true],
    [r`${f}在$(-\pi,\pi)$上单调递增`, true],
    [r`${f}是偶函数`, false],
    [r`${f}在$[0,\pi]$上的最大值为$\pi$`, true],
  ]),
  // sin x: decreasing on [π/2, 3π/2], not on (0, π); increasing on [−π/2, π/2]
  lettered(r`\sin x`, 'single', [
    [r`${f}在$(0,\pi)$上单调递减`, false],
    [r`${f}在$[\frac{\pi}{2},\frac{3\pi}{2}]$上单调递减`, true],
    [r`${f}在$(0,\pi)$上单调递增`, false],
    [r`${f}在$(\pi,2\pi)$上单调递增`, false],
  ]),
  // cos(2x + π/3): on (−π/6, π/3) the angle runs over (0, π), decreasing; on (−π/3, 0) over (−π/3, π/3), not monotonic
  lettered(r`\cos(2x+\frac{\pi}{3})`, 'singleFalse', [
    [r`${f}在$(-\frac{\pi}{6},\frac{\pi}{3})$上单调递减`, true],
    [r`${f}在$(-\frac{\pi}{3},0)$上单调递减`, false],
    [r`${f}的最小正周期为$\pi$`, true],
    [r`直线$x=-\frac{\pi}{6}$是${f}图象的一条对称轴`, true],
  ]),
  lettered(r`\cos(2x+\frac{\pi}{3})`, 'single', [
    [r`${f}在$(-\frac{\pi}{3},0)$上单调递增`, false],
    [r`${f}在$(\frac{\pi}{3},\frac{5\pi}{6})$上单调递增`, true],
    [r`${f}是偶函数`, false],
    [r`${f}的最大值为2`, false],
  ]),
  // 2 sin(2x − π/6): on (0, π/3) the angle runs over (−π/6, π/2), increasing; on (0, π/2) over (−π/6, 5π/6), not
  lettered(r`2\sin(2x-\frac{\pi}{6})`, 'multi', [
    [r`${f}在$(0,\frac{\pi}{3})$上单调递增`, true],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递增`, false],
    [r`直线$x=\frac{\pi}{3}$是${f}图象的一条对称轴`, true],
    [r`点$(\frac{\pi}{12},0)$是${f}图象的一个对称中心`, true],
  ]),
  lettered(r`2\sin(2x-\frac{\pi}{6})`, 'singleFalse', [
    [r`${f}在$[0,\frac{\pi}{3}]$上单调递增`, true],
    [r`点$(\frac{\pi}{12},2)$是${f}图象的一个对称中心`, false],
    [r`直线$x=\frac{\pi}{3}$是${f}图象的一条对称轴`, true],
    [r`${f}的最大值为2`, true],
  ]),
  // x² − 2|x|: x² + 2x on x < 0 (increasing on (−1, 0)), x² − 2x on x > 0 (decreasing on (0, 1)); even; min −1; zeros 0, ±2
  lettered(r`x^{2}-2|x|`, 'multi', [
    [r`${f}在$(-1,0)$上单调递增`, true],
    [r`${f}在$(-1,1)$上单调递减`, false],
    [r`${f}是偶函数`, true],
    [r`${f}在$[-2,2]$上有3个零点`, true],
  ]),
  lettered(r`x^{2}-2|x|`, 'single', [
    [r`${f}在$(0,2)$上单调递减`, false],
    [r`${f}是奇函数`, false],
    [r`${f}在$[-2,2]$上有2个零点`, false],
    [r`${f}在$[-2,2]$上的最小值为$-1$`, true],
  ]),
  // x + 4/x: f′ = 1 − 4/x² < 0 on (0, 2), > 0 on (2, 4); min on [1, 4] is f(2) = 4, max f(1) = f(4) = 5
  lettered(r`x+\frac{4}{x}`, 'multi', [
    [r`${f}在$(0,2)$上单调递减`, true],
    [r`${f}在$(0,3)$上单调递减`, false],
    [r`${f}在$[1,4]$上的最小值为4`, true],
    [r`${f}在$[1,4]$上的最大值为5`, true],
  ]),
  lettered(r`x+\frac{4}{x}`, 'single', [
    [r`${f}是偶函数`, false],
    [r`${f}在$[1,4]$上的最小值为5`, false],
    [r`${f}在$(2,4)$上单调递减`, false],
    [r`$f(1)=f(4)$`, true],
  ]),
  // eˣ − x − 1: f′ = eˣ − 1, min 0 at x = 0 (a double zero); not monotonic on (−1, 1)
  lettered(r`e^{x}-x-1`, 'multi', [
    [r`${f}在$[-1,1]$上有1个零点`, true],
    [r`$x=0$是${f}的极小值点`, true],
    [r`${f}在$[-1,1]$上的最小值为0`, true],
    [r`${f}在$(-1,1)$上单调递增`, false],
  ]),
  lettered(r`e^{x}-x-1`, 'single', [
    [r`${f}在$[-1,1]$上有2个零点`, false],
    [r`${f}在$x=0$处取得极大值`, false],
    [r`${f}在$(0,1)$上单调递增`, true],
    [r`${f}在$[-1,1]$上的最大值为$\frac{1}{e}$`, false],
  ]),
  // tan x: increasing on (−π/2, π/2) but not on (0, π) (tan(π/4) = 1 > tan(3π/4) = −1); centre (π/2, 0)
  lettered(r`\tan x`, 'multi', [
    [r`${f}在$(-\frac{\pi}{2},\frac{\pi}{2})$上单调递增`, true],
    [r`${f}在$(0,\pi)$上单调递增`, false],
    [r`点$(\frac{\pi}{2},0)$是${f}图象的一个对称中心`, true],
    [r`${f}的最小正周期为$\pi$`, true],
  ]),
  lettered(r`\tan x`, 'single', [
    [r`${f}在$(\frac{\pi}{4},\frac{3\pi}{4})$上单调递增`, false],
    [r`直线$x=\frac{\pi}{2}$是${f}图象的一条对称轴`, false],
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`${f}是奇函数`, true],
  ]),

  // ── zeros: at an end, a double root, outside the domain ──
  // x² − 2x = x(x − 2): zeros 0 and 2, so 2 on [0, 2], 1 on (0, 2], none on (0, 2)
  lettered(r`x^{2}-2x`, 'multi', [
    [r`${f}在$[0,2]$上有2个零点`, true],
    [r`${f}在$(0,2]$上有1个零点`, true],
    [r`${f}在$(0,2)$上有1个零点`, false],
    [r`${f}在$(0,2)$上没有零点`, true],
  ]),
  lettered(r`x^{2}-2x`, 'single', [
    [r`${f}在$[0,2)$上有2个零点`, false],
    [r`${f}在$(0,2)$上单调递减`, false],
    [r`${f}的最小值为$-1$`, true],
    [r`${f}是偶函数`, false],
  ]),
  // (x − 1)²(x + 2) = x³ − 3x + 2: zeros 1 (double) and −2; extreme points ±1; 极小值 f(1) = 0, 极大值 f(−1) = 4
  lettered(r`x^{3}-3x+2`, 'multi', [
    [r`${f}有2个零点`, true],
    [r`${f}有3个零点`, false],
    [r`${f}的极小值为0`, true],
    [r`${f}的极大值为4`, true],
  ]),
  lettered(r`x^{3}-3x+2`, 'single', [
    [r`${f}有3个零点`, false],
    [r`${f}的极大值为0`, false],
    [r`${f}在$(-2,1)$上有1个零点`, false],
    [r`${f}在$[-2,1]$上有2个零点`, true],
  ]),
  // (x − 1)³: one zero, no extreme point, increasing, centre (1, 0)
  lettered(r`x^{3}-3x^{2}+3x-1`, 'multi', [
    [r`${f}没有极值点`, true],
    [r`$x=1$是${f}的极小值点`, false],
    [r`${f}在$(0,2)$上单调递增`, true],
    [r`点$(1,0)$是曲线$y=f(x)$的对称中心`, true],
  ]),
  lettered(r`x^{3}-3x^{2}+3x-1`, 'single', [
    [r`${f}有1个极值点`, false],
    [r`${f}有3个零点`, false],
    [r`${f}在$x=1$处取得极小值`, false],
    [r`${f}有1个零点`, true],
  ]),
  // (x² − 1)²: zeros ±1 (both double), extreme points 0, ±1; min 0, 极大值 f(0) = 1
  lettered(r`x^{4}-2x^{2}+1`, 'multi', [
    [r`${f}有2个零点`, true],
    [r`${f}有4个零点`, false],
    [r`${f}有3个极值点`, true],
    [r`${f}的极大值为1`, true],
  ]),
  lettered(r`x^{4}-2x^{2}+1`, 'singleFalse', [
    [r`${f}的最小值为0`, true],
    [r`${f}是偶函数`, true],
    [r`${f}的最大值为1`, false],
    [r`${f}在$(0,1)$上单调递减`, true],
  ]),
  // tan x on [0, π]: zeros 0 and π only (the sign change at π/2 is a pole)
  lettered(r`\tan x`, 'multi', [
    [r`${f}在$[0,\pi]$上有2个零点`, true],
    [r`${f}在$[0,\pi]$上有3个零点`, false],
    [r`${f}在$(0,\pi)$上没有零点`, true],
    [r`$f(\frac{\pi}{4})=1$`, true],
  ]),
  // sin x on [0, π): only the zero 0
  lettered(r`\sin x`, 'single', [
    [r`${f}在$[0,\pi)$上有2个零点`, false],
    [r`${f}在$(0,\pi]$上有1个零点`, true],
    [r`${f}在$(0,2\pi)$上有2个零点`, false],
    [r`${f}在$[0,2\pi)$上有3个零点`, false],
  ]),
  // cos x on (−π/2, π/2]: the zero π/2 only
  lettered(r`\cos x`, 'multi', [
    [r`${f}在$(-\frac{\pi}{2},\frac{\pi}{2}]$上有1个零点`, true],
    [r`${f}在$[-\frac{\pi}{2},\frac{\pi}{2}]$上有1个零点`, false],
    [r`${f}在$(-\frac{\pi}{2},\frac{\pi}{2})$上没有零点`, true],
    [r`${f}是偶函数`, true],
  ]),
  // ln x − 1: zero at e, the end of [1, e] (included) and of [1, e) (left out)
  lettered(r`\ln x-1`, 'single', [
    [r`${f}在$[1,e)$上有1个零点`, false],
    [r`${f}在$[1,e]$上有1个零点`, true],
    [r`${f}在$[1,e]$上的最大值为1`, false],
    [r`$f(1)=0$`, false],
  ]),
  // x² − 2x + 1.01 = (x − 1)² + 0.01: no zeros, min 0.01
  lettered(r`x^{2}-2x+1.01`, 'multi', [
    [r`${f}没有零点`, true],
    [r`${f}有1个零点`, false],
    [r`${f}的最小值为0`, false],
    [r`${f}的图象关于直线$x=1$对称`, true],
  ]),
  // eˣ − e: zero at 1; on [0, 1] one zero, on [0, 1) none
  lettered(r`e^{x}-e`, 'single', [
    [r`${f}在$[0,1)$上有1个零点`, false],
    [r`${f}在$[0,1]$上没有零点`, false],
    [r`${f}在$[0,2]$上有1个零点`, true],
    [r`$f(0)=e$`, false],
  ]),
  // x ln|x| is not defined at 0: zeros ±1 only; odd; f′ = ln|x| + 1 changes sign at ±1/e only
  lettered(r`x\ln|x|`, 'multi', [
    [r`${f}在$[-2,e]$上有3个零点`, false],
    [r`${f}在$[-2,e]$上有2个零点`, true],
    [r`${f}是奇函数`, true],
    [r`$x=\frac{1}{e}$是${f}的极小值点`, true],
  ]),
  lettered(r`x\ln|x|`, 'single', [
    [r`${f}在$[-2,e]$上有3个零点`, false],
    [r`${f}是偶函数`, false],
    [r`$f(e)=1$`, false],
    [r`${f}在$(-1,1)$上有2个极值点`, true],
  ]),
  // x²/x = x with 0 left out: no zero at all
  lettered(r`\frac{x^{2}}{x}`, 'single', [
    [r`${f}在$[-1,2]$上有1个零点`, false],
    [r`${f}在$[-1,2]$上没有零点`, true],
    [r`$f(0)=0$`, false],
    [r`${f}在$[-1,2]$上的最大值为1`, false],
  ]),
  // (x² − x)/x = x − 1, x ≠ 0: one zero (x = 1)
  lettered(r`\frac{x^{2}-x}{x}`, 'multi', [
    [r`${f}在$[-1,2]$上有1个零点`, true],
    [r`${f}在$[-1,2]$上有2个零点`, false],
    [r`$f(2)=1$`, true],
    [r`$f(0)=-1$`, false],
  ]),

  // ── extreme points against extreme values; maximum against minimum ──
  // x³ − 3x: 极大值 f(−1) = 2, 极小值 f(1) = −2; no largest value on ℝ
  lettered(r`x^{3}-3x`, 'multi', [
    [r`${f}的极大值为2`, true],
    [r`${f}的极小值为2`, false],
    [r`$x=-1$是${f}的极大值点`, true],
    [r`${f}的最大值为2`, false],
  ]),
  lettered(r`x^{3}-3x`, 'single', [
    [r`${f}在$x=2$处取得极大值`, false],
    [r`$x=1$是${f}的极大值点`, false],
    [r`${f}的极小值为$-2$`, true],
    [r`${f}的最小值为$-2$`, false],
  ]),
  numbered(
    r`x^{3}-3x`,
    'falseSet',
    [
      [r`${f}的极大值为2`, true],
      [r`${f}的最大值为2`, false],
      [r`${f}在$[-2,2]$上的最大值为2`, true],
      [r`${f}在$[-1,1]$上有3个零点`, false],
    ],
    ['②④', '②③④', '①②', '④'],
  ),
  // x³: no extreme point (f′ ≥ 0 without changing sign), 0 is not a 极小值点
  lettered(r`x^{3}`, 'single', [
    [r`$x=0$是${f}的极小值点`, false],
    [r`${f}在$x=0$处取得极大值`, false],
    [r`${f}没有极值点`, true],
    [r`${f}有3个零点`, false],
  ]),
  // x⁴: f′ = 4x³ changes sign at 0: a 极小值点; min 0; not monotonic on (−1, 1)
  lettered(r`x^{4}`, 'multi', [
    [r`$x=0$是${f}的极小值点`, true],
    [r`${f}有1个极值点`, true],
    [r`${f}的最小值为0`, true],
    [r`${f}在$(-1,1)$上单调递增`, false],
  ]),
  // x⁶ − 6x: f′ = 6(x⁵ − 1), one extreme point x = 1 (a minimum, f(1) = −5)
  lettered(r`x^{6}-6x`, 'single', [
    [r`${f}有2个极值点`, false],
    [r`${f}的极小值为$-5$`, true],
    [r`${f}的极大值为$-5$`, false],
    [r`${f}是偶函数`, false],
  ]),
  // x²eˣ: f′ = x(x + 2)eˣ; −2 a maximum point, 0 a minimum point, decreasing on (−2, 0), f(−2) = 4/e²
  lettered(r`x^{2}e^{x}`, 'multi', [
    [r`$x=-2$是${f}的极大值点`, true],
    [r`$x=0$是${f}的极小值点`, true],
    [r`${f}在$(-2,0)$上单调递减`, true],
    [r`$f(-2)=\frac{4}{e^{2}}$`, true],
  ]),
  lettered(r`x^{2}e^{x}`, 'single', [
    [r`$x=-2$是${f}的极小值点`, false],
    [r`${f}在$x=0$处取得极大值`, false],
    [r`${f}在$(-3,0)$上单调递减`, false],
    [r`${f}在$[-1,1]$上的最大值为$e$`, true],
  ]),
  // x − ln x: min point 1; on [1/2, 2] the largest is f(2) = 2 − ln 2 ≈ 1.307 > f(1/2) ≈ 1.193
  lettered(r`x-\ln x`, 'multi', [
    [r`$x=1$是${f}的极小值点`, true],
    [r`${f}在$x=1$处取得极大值`, false],
    [r`${f}在$[\frac{1}{2},2]$上的最大值为$2-\ln 2$`, true],
    [r`${f}在$(0,2)$上单调递减`, false],
  ]),
  lettered(r`x-\ln x`, 'single', [
    [r`${f}在$[\frac{1}{2},2]$上的最大值为$\frac{1}{2}+\ln 2$`, false],
    [r`${f}在$[\frac{1}{2},2]$上的最小值为1`, true],
    [r`${f}在$(1,2)$上单调递减`, false],
    [r`${f}是偶函数`, false],
  ]),
  // x e^{−x}: max point 1 with f(1) = 1/e; a value on ℝ of a function neither polynomial nor periodic is not decided
  lettered(r`xe^{-x}`, 'multi', [
    [r`$x=1$是${f}的极大值点`, true],
    [r`${f}在$[0,2]$上的最大值为$\frac{1}{e}$`, true],
    [r`${f}在$(1,2)$上单调递增`, false],
    [r`${f}在$[0,2]$上的最小值为0`, true],
  ]),
  // 1000x³ − 3000x: a large scale; 极大值 2000, 极小值 −2000, extreme points ±1
  lettered(r`1000x^{3}-3000x`, 'multi', [
    [r`${f}的极大值为2000`, true],
    [r`${f}的极小值为$-3000$`, false],
    [r`$x=1$是${f}的极小值点`, true],
    [r`${f}有3个零点`, true],
  ]),
  // x²/1000 on [−1, 2]: largest f(2) = 4/1000 = 1/250, least 0
  lettered(r`\frac{x^{2}}{1000}`, 'multi', [
    [r`${f}在$[-1,2]$上的最大值为$\frac{1}{250}$`, true],
    [r`${f}在$[-1,2]$上的最小值为0`, true],
    [r`${f}在$[-1,2]$上的最大值为$\frac{1}{1000}$`, false],
    [r`${f}是偶函数`, true],
  ]),
  // x⁵: f(1/100) = 10⁻¹⁰, small but not 0
  lettered(r`x^{5}`, 'multi', [
    [r`$f(\frac{1}{100})=0$`, false],
    [r`${f}是奇函数`, true],
    [r`${f}没有极值点`, true],
    [r`${f}在$(-1,1)$上单调递增`, true],
  ]),
  // 10⁻⁸ x²: the values are tiny, its least value 0 is at 0; on [1, 2] its least value is 10⁻⁸ (not 0)
  lettered(r`\frac{x^{2}}{100000000}`, 'single', [
    [r`${f}在$[1,2]$上的最小值为0`, false],
    [r`${f}是奇函数`, false],
    [r`${f}在$(-1,0)$上单调递增`, false],
    [r`${f}在$[-1,1]$上的最小值为0`, true],
  ]),
  // sin x − x: f(1/1000) ≈ −1.7 × 10⁻¹⁰, not 0
  lettered(r`\sin x-x`, 'multi', [
    [r`$f(\frac{1}{1000})=0$`, false],
    [r`${f}是奇函数`, true],
    [r`${f}在$(0,\pi)$上单调递减`, true],
    [r`$f(0)=0$`, true],
  ]),
  // 2 sin(2x + π/6) on [0, π/2]: the angle runs over [π/6, 7π/6]: max 2, min 2 sin(7π/6) = −1
  lettered(r`2\sin(2x+\frac{\pi}{6})`, 'multi', [
    [r`${f}在$[0,\frac{\pi}{2}]$上的最大值为2`, true],
    [r`${f}在$[0,\frac{\pi}{2}]$上的最小值为$-2$`, false],
    [r`${f}在$[0,\frac{\pi}{2}]$上的最小值为$-1$`, true],
    [r`${f}在$[0,\frac{\pi}{6}]$上的最大值为2`, true],
  ]),
  lettered(r`2\sin(2x+\frac{\pi}{6})`, 'single', [
    [r`${f}在$[0,\frac{\pi}{2}]$上的最小值为$-2$`, false],
    [r`${f}在$[\frac{\pi}{4},\frac{\pi}{2}]$上的最大值为2`, false],
    [r`${f}在$[0,\frac{\pi}{4}]$上的最小值为1`, true],
    [r`${f}在$[0,\frac{\pi}{4}]$上的最小值为0`, false],
  ]),
  // x² − 4x + 3 on [0, 3]: max f(0) = 3, min f(2) = −1
  lettered(r`x^{2}-4x+3`, 'single', [
    [r`${f}在$[0,3]$上的最大值为0`, false],
    [r`${f}在$[0,3]$上的最小值为0`, false],
    [r`${f}在$[0,3]$上的最大值为3`, true],
    [r`${f}在$[0,3]$上的最小值为$-3$`, false],
  ]),
  // cos x on [−π/3, π/2]: max 1 (at 0), min 0 (at π/2)
  lettered(r`\cos x`, 'multiFalse', [
    [r`${f}在$[-\frac{\pi}{3},\frac{\pi}{2}]$上的最大值为1`, true],
    [r`${f}在$[-\frac{\pi}{3},\frac{\pi}{2}]$上的最小值为$\frac{1}{2}$`, false],
    [r`${f}在$[-\frac{\pi}{3},\frac{\pi}{2}]$上的最小值为0`, true],
    [r`${f}在$[-\frac{\pi}{3},\frac{\pi}{2}]$上单调递减`, false],
  ]),
  // sin x on [0, π/2): the value 1 is only approached, never reached
  lettered(r`\sin x`, 'single', [
    [r`${f}在$[0,\frac{\pi}{2})$上的最大值为1`, false],
    [r`${f}在$[0,\frac{\pi}{2}]$上的最大值为1`, true],
    [r`${f}在$[0,\pi]$上的最小值为1`, false],
    [r`${f}是偶函数`, false],
  ]),
  // sin x / x is not defined at 0: on [−1, 2] its values come near 1 but never reach it — no largest value
  lettered(r`\frac{\sin x}{x}`, 'single', [
    [r`${f}在$[-1,2]$上的最大值为1`, false],
    [r`${f}是奇函数`, false],
    [r`$f(0)=1$`, false],
    [r`$f(\pi)=0$`, true],
  ]),
  lettered(r`\frac{\sin x}{x}`, 'multi', [
    [r`${f}是偶函数`, true],
    [r`${f}在$(0,\pi)$上单调递减`, true],
    [r`${f}在$[\frac{\pi}{2},\pi]$上的最大值为$\frac{2}{\pi}$`, true],
    [r`${f}在$[-1,2]$上的最大值为1`, false],
  ]),
  // (x² − 1)/(x − 1) = x + 1 with x ≠ 1: f(1) is not defined; max on [0, 2] is f(2) = 3
  lettered(r`\frac{x^{2}-1}{x-1}`, 'single', [
    [r`$f(1)=2$`, false],
    [r`$f(2)=3$`, true],
    [r`${f}在$[0,1]$上的最大值为2`, false],
    [r`${f}是奇函数`, false],
  ]),

  // ── symmetry: the centre's ordinate, an axis against a centre ──
  // sin(2x + π/3) + 1: centre (π/3, 1) (angle π), not (π/3, 0); axis x = π/12 (angle π/2); max 2
  lettered(r`\sin(2x+\frac{\pi}{3})+1`, 'multi', [
    [r`点$(\frac{\pi}{3},1)$是${f}图象的一个对称中心`, true],
    [r`点$(\frac{\pi}{3},0)$是${f}图象的一个对称中心`, false],
    [r`直线$x=\frac{\pi}{12}$是${f}图象的一条对称轴`, true],
    [r`${f}的最大值为2`, true],
  ]),
  lettered(r`\sin(2x+\frac{\pi}{3})+1`, 'single', [
    [r`${f}的图象关于点$(\frac{\pi}{3},0)$对称`, false],
    [r`${f}的图象关于直线$x=\frac{\pi}{3}$对称`, false],
    [r`${f}的最小值为$-1$`, false],
    [r`${f}的图象关于点$(-\frac{\pi}{6},1)$对称`, true],
  ]),
  // tan(2x − π/4): centres where 2x − π/4 = kπ/2, i.e. x = π/8 + kπ/4; no axis; period π/2
  lettered(r`\tan(2x-\frac{\pi}{4})`, 'multi', [
    [r`点$(\frac{\pi}{8},0)$是${f}图象的一个对称中心`, true],
    [r`点$(\frac{3\pi}{8},0)$是${f}图象的一个对称中心`, true],
    [r`直线$x=\frac{\pi}{8}$是${f}图象的一条对称轴`, false],
    [r`${f}的最小正周期为$\frac{\pi}{2}$`, true],
  ]),
  lettered(r`\tan(2x-\frac{\pi}{4})`, 'single', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`点$(\frac{\pi}{4},0)$是${f}图象的一个对称中心`, false],
    [r`$f(0)=-1$`, true],
    [r`${f}是奇函数`, false],
  ]),
  // 1/(x − 1) + 2: centre (1, 2), not (1, 0); decreasing on (1, 3) but not across the pole
  lettered(r`\frac{1}{x-1}+2`, 'multi', [
    [r`点$(1,2)$是${f}图象的对称中心`, true],
    [r`点$(1,0)$是${f}图象的对称中心`, false],
    [r`${f}在$(1,3)$上单调递减`, true],
    [r`$f(2)=3$`, true],
  ]),
  lettered(r`\frac{1}{x-1}+2`, 'single', [
    [r`${f}的图象关于点$(1,0)$对称`, false],
    [r`${f}在$(0,2)$上单调递减`, false],
    [r`${f}在$[2,3]$上的最大值为3`, true],
    [r`${f}是奇函数`, false],
  ]),
  // x³ − 3x²: centre (1, f(1)) = (1, −2)
  lettered(r`x^{3}-3x^{2}`, 'single', [
    [r`点$(1,0)$是曲线$y=f(x)$的对称中心`, false],
    [r`点$(1,-2)$是曲线$y=f(x)$的对称中心`, true],
    [r`点$(0,0)$是曲线$y=f(x)$的对称中心`, false],
    [r`${f}有3个零点`, false],
  ]),
  // cos(x + π/6): axis x = −π/6; (π/3, 0) is a centre, not an axis
  lettered(r`\cos(x+\frac{\pi}{6})`, 'singleFalse', [
    [r`直线$x=-\frac{\pi}{6}$是${f}图象的一条对称轴`, true],
    [r`点$(\frac{\pi}{3},0)$是${f}图象的一个对称中心`, true],
    [r`直线$x=\frac{\pi}{3}$是${f}图象的一条对称轴`, false],
    [r`${f}的最大值为1`, true],
  ]),
  lettered(r`\cos(x+\frac{\pi}{6})`, 'single', [
    [r`点$(-\frac{\pi}{6},0)$是${f}图象的一个对称中心`, false],
    [r`直线$x=\frac{5\pi}{6}$是${f}图象的一条对称轴`, true],
    [r`${f}是偶函数`, false],
    [r`$f(0)=\frac{1}{2}$`, false],
  ]),
  // |sin x|: axis x = π/2, (π/2, 0) is not a centre, x = π/4 is not an axis
  lettered(r`|\sin x|`, 'singleFalse', [
    [r`直线$x=\frac{\pi}{2}$是${f}图象的一条对称轴`, true],
    [r`${f}是偶函数`, true],
    [r`点$(\frac{\pi}{2},0)$是${f}图象的一个对称中心`, false],
    [r`${f}在$(\frac{\pi}{2},\pi)$上单调递减`, true],
  ]),
  // |x| − |x − 2|: centre (1, 0), increasing on (0, 2), max on [−3, 3] is 2, not odd
  lettered(r`|x|-|x-2|`, 'multi', [
    [r`点$(1,0)$是${f}图象的对称中心`, true],
    [r`${f}在$(0,2)$上单调递增`, true],
    [r`${f}在$[-3,3]$上的最大值为2`, true],
    [r`${f}是奇函数`, false],
  ]),
  // |x − 1| + |x + 1|: even; constant 2 on [−1, 1], so not increasing there
  lettered(r`|x-1|+|x+1|`, 'single', [
    [r`${f}在$(-1,1)$上单调递增`, false],
    [r`${f}是奇函数`, false],
    [r`$f(0)=0$`, false],
    [r`${f}在$[1,2]$上的最大值为4`, true],
  ]),

  // ── corners of |…|: an extreme point where f′ does not exist ──
  // |2x − 2| + x: slope −1 left of 1 and 3 right of it, so x = 1 is a 极小值点 (f(1) = 1)
  lettered(r`|2x-2|+x`, 'multi', [
    [r`$x=1$是${f}的极小值点`, true],
    [r`${f}在$(0,1)$上单调递减`, true],
    [r`${f}在$[0,2]$上的最小值为1`, true],
    [r`${f}在$[0,2]$上的最大值为2`, false],
  ]),
  lettered(r`|2x-2|+x`, 'single', [
    [r`$x=1$是${f}的极大值点`, false],
    [r`${f}在$x=1$处取得极小值`, true],
    [r`${f}在$(0,2)$上单调递增`, false],
    [r`$f(1)=0$`, false],
  ]),
  // |x − 1| + 2x: slopes 1 and 3, no extreme at 1
  lettered(r`|x-1|+2x`, 'single', [
    [r`$x=1$是${f}的极小值点`, false],
    [r`${f}在$(0,2)$上单调递增`, true],
    [r`${f}是偶函数`, false],
    [r`$f(1)=1$`, false],
  ]),
  // |x² − 2x|: zeros 0, 2; corners at 0 and 2 are minimum points; 1 a maximum point (f(1) = 1); decreasing on (1, 2)
  lettered(r`|x^{2}-2x|`, 'multi', [
    [r`$x=2$是${f}的极小值点`, true],
    [r`$x=1$是${f}的极大值点`, true],
    [r`${f}在$(1,2)$上单调递减`, true],
    [r`${f}在$[-1,3]$上有3个零点`, false],
  ]),
  lettered(r`|x^{2}-2x|`, 'single', [
    [r`${f}在$[0,3]$上的最大值为1`, false],
    [r`${f}在$[0,3]$上的最大值为3`, true],
    [r`$x=0$是${f}的极大值点`, false],
    [r`${f}在$(0,2)$上单调递增`, false],
  ]),
  // |x| + |x − 1|: constant 1 on [0, 1], increasing on (1, 2); f(−1) = f(2) = 3
  lettered(r`|x|+|x-1|`, 'single', [
    [r`${f}在$(0,1)$上单调递减`, false],
    [r`${f}在$[-1,2]$上的最大值为3`, true],
    [r`${f}在$(1,2)$上单调递减`, false],
    [r`${f}是偶函数`, false],
  ]),

  // ── tangent lines: at a point, through a point, anywhere ──
  // x³: at (1, 1) the tangent is y = 3x − 2; the one at x = −1/2 (y = 3x/4 + 1/4) also passes (1, 1)
  lettered(r`x^{3}`, 'multi', [
    [r`曲线$y=f(x)$在点$(1,f(1))$处的切线方程为$y=3x-2$`, true],
    [r`直线$y=\frac{3}{4}x+\frac{1}{4}$是曲线$y=f(x)$的切线`, true],
    [r`直线$y=3x+2$是曲线$y=f(x)$的切线`, true],
    [r`直线$y=3x$是曲线$y=f(x)$的切线`, false],
  ]),
  lettered(r`x^{3}`, 'single', [
    [r`曲线$y=f(x)$在点$(1,f(1))$处的切线方程为$y=3x+2$`, false],
    [r`曲线$y=f(x)$在$x=-1$处的切线方程为$y=3x+2$`, true],
    [r`直线$y=x$是曲线$y=f(x)$的切线`, false],
    [r`曲线$y=f(x)$在$x=0$处的切线方程为$y=x$`, false],
  ]),
  // eˣ: the tangent at 0 is y = x + 1, at 1 is y = ex; y = x is no tangent (eˣ > x + 1 − 1 … eˣ − x ≥ 1)
  lettered(r`e^{x}`, 'multi', [
    [r`曲线$y=f(x)$在$x=0$处的切线方程为$y=x+1$`, true],
    [r`直线$y=ex$是曲线$y=f(x)$的切线`, true],
    [r`曲线$y=f(x)$在$x=1$处的切线方程为$y=ex+1$`, false],
    [r`${f}在$(-1,1)$上单调递增`, true],
  ]),
  // ln x: at 1 the tangent is y = x − 1, at e it is y = x/e
  lettered(r`\ln x`, 'multi', [
    [r`曲线$y=f(x)$在点$(1,f(1))$处的切线方程为$y=x-1$`, true],
    [r`曲线$y=f(x)$在$x=e$处的切线方程为$y=\frac{x}{e}$`, true],
    [r`曲线$y=f(x)$在$x=e$处的切线方程为$y=\frac{x}{e}+1$`, false],
    [r`直线$y=x-1$是曲线$y=f(x)$的切线`, true],
  ]),
  // x²: the tangent at (1, 1) is y = 2x − 1, not y = 2x + 1 (which touches nowhere: x² = 2x + 1 has two roots)
  lettered(r`x^{2}`, 'single', [
    [r`曲线$y=f(x)$在点$(1,f(1))$处的切线方程为$y=2x+1$`, false],
    [r`直线$y=2x+1$是曲线$y=f(x)$的切线`, false],
    [r`直线$y=2x-1$是曲线$y=f(x)$的切线`, true],
    [r`${f}在$(-1,1)$上单调递增`, false],
  ]),
  // x³ − x: the tangent at the origin is y = −x; y = 2x − 2 touches at x = 1 (f′(1) = 2, f(1) = 0)
  lettered(r`x^{3}-x`, 'multi', [
    [r`曲线$y=f(x)$在点$(0,f(0))$处的切线方程为$y=-x$`, true],
    [r`直线$y=2x-2$是曲线$y=f(x)$的切线`, true],
    [r`直线$y=2x$是曲线$y=f(x)$的切线`, false],
    [r`${f}有2个极值点`, true],
  ]),

  // ── trig in ω and φ written out ──
  // sin 2x − √3 cos 2x = 2 sin(2x − π/3): max 2, period π, axis x = 5π/12, centre (π/6, 0);
  // left π/6 gives 2 sin 2x (odd, not even), right π/12 gives −2 cos 2x (even)
  lettered(r`\sin 2x-\sqrt{3}\cos 2x`, 'multi', [
    [r`${f}的最大值为2`, true],
    [r`直线$x=\frac{5\pi}{12}$是${f}图象的一条对称轴`, true],
    [r`${f}的图象向左平移$\frac{\pi}{6}$个单位后关于$y$轴对称`, false],
    [r`${f}的图象向右平移$\frac{\pi}{12}$个单位后关于$y$轴对称`, true],
  ]),
  lettered(r`\sin 2x-\sqrt{3}\cos 2x`, 'single', [
    [r`${f}的最大值为$1+\sqrt{3}$`, false],
    [r`点$(\frac{\pi}{6},0)$是${f}图象的一个对称中心`, true],
    [r`$f(x+\frac{\pi}{6})$是偶函数`, false],
    [r`${f}的最小正周期为$2\pi$`, false],
  ]),
  // √3 sin x cos x + cos²x = sin(2x + π/6) + 1/2: max 3/2, centre (5π/12, 1/2), axis x = π/6, min on [0, π/2] is 0
  lettered(r`\sqrt{3}\sin x\cos x+\cos^{2}x`, 'multi', [
    [r`${f}的最大值为$\frac{3}{2}$`, true],
    [r`点$(\frac{5\pi}{12},\frac{1}{2})$是${f}图象的一个对称中心`, true],
    [r`点$(\frac{5\pi}{12},0)$是${f}图象的一个对称中心`, false],
    [r`${f}在$[0,\frac{\pi}{2}]$上的最小值为0`, true],
  ]),
  lettered(r`\sqrt{3}\sin x\cos x+\cos^{2}x`, 'single', [
    [r`${f}的最大值为1`, false],
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`直线$x=\frac{\pi}{6}$是${f}图象的一条对称轴`, true],
    [r`${f}在$[0,\frac{\pi}{2}]$上的最小值为$-\frac{1}{2}$`, false],
  ]),
  // cos 2x + sin 2x = √2 sin(2x + π/4): max √2, not 2
  lettered(r`\cos 2x+\sin 2x`, 'singleFalse', [
    [r`${f}的最大值为2`, false],
    [r`${f}的最小正周期为$\pi$`, true],
    [r`直线$x=\frac{\pi}{8}$是${f}图象的一条对称轴`, true],
    [r`点$(\frac{3\pi}{8},0)$是${f}图象的一个对称中心`, true],
  ]),
  // 3 sin(πx/2 + π/4): period 4, axis x = 1/2, centre (3/2, 0), f(0) = 3√2/2
  lettered(r`3\sin(\frac{\pi}{2}x+\frac{\pi}{4})`, 'multi', [
    [r`${f}的最小正周期为4`, true],
    [r`直线$x=\frac{1}{2}$是${f}图象的一条对称轴`, true],
    [r`点$(\frac{3}{2},0)$是${f}图象的一个对称中心`, true],
    [r`$f(0)=3$`, false],
  ]),
  lettered(r`3\sin(\frac{\pi}{2}x+\frac{\pi}{4})`, 'single', [
    [r`${f}的最小正周期为2`, false],
    [r`$2$是${f}的一个周期`, false],
    [r`$8$是${f}的一个周期`, true],
    [r`${f}的最大值为$3\sqrt{2}$`, false],
  ]),
  // 2 cos(x/2 − π/3): period 4π, axis where x/2 − π/3 = 0 (x = 2π/3), decreasing on (2π/3, 8π/3)
  lettered(r`2\cos(\frac{x}{2}-\frac{\pi}{3})`, 'multi', [
    [r`${f}的最小正周期为$4\pi$`, true],
    [r`直线$x=\frac{2\pi}{3}$是${f}图象的一条对称轴`, true],
    [r`${f}在$(\frac{2\pi}{3},\frac{8\pi}{3})$上单调递减`, true],
    [r`${f}在$(0,\pi)$上单调递减`, false],
  ]),
  // sin(2x + π/3): right π/6 gives sin 2x; from sin 2x left π/6 (not π/3)
  lettered(r`\sin(2x+\frac{\pi}{3})`, 'single', [
    [r`${f}的图象可由$y=\sin 2x$的图象向左平移$\frac{\pi}{3}$个单位长度得到`, false],
    [r`${f}的图象可由$y=\sin 2x$的图象向左平移$\frac{\pi}{6}$个单位长度得到`, true],
    [r`将${f}的图象向左平移$\frac{\pi}{6}$个单位长度得到$y=\sin 2x$的图象`, false],
    [r`${f}是奇函数`, false],
  ]),

  // ── numbered conclusions: counts, wrong ones, no matching option ──
  // sin x + cos x = √2 sin(x + π/4): period 2π, max √2, axis x = π/4, centre (−π/4, 0)
  numbered(r`\sin x+\cos x`, 'count', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}的最大值为$\sqrt{2}$`, true],
    [r`直线$x=\frac{\pi}{4}$是${f}图象的一条对称轴`, true],
    [r`点$(-\frac{\pi}{4},0)$是${f}图象的一个对称中心`, true],
  ]),
  numbered(r`\sin x+\cos x`, 'falseCount', [
    [r`${f}的最小正周期为$2\pi$`, true],
    [r`${f}的最大值为2`, false],
    [r`直线$x=\frac{\pi}{4}$是${f}图象的一条对称轴`, true],
    [r`点$(\frac{\pi}{4},0)$是${f}图象的一个对称中心`, false],
  ]),
  numbered(
    r`\sin x+\cos x`,
    'set',
    [
      [r`${f}的最小正周期为$2\pi$`, true],
      [r`${f}在$(0,\frac{\pi}{2})$上单调递增`, false],
      [r`直线$x=\frac{\pi}{4}$是${f}图象的一条对称轴`, true],
      [r`${f}是奇函数`, false],
    ],
    ['①②③', '①③', '②④', '①③④'],
  ),
  // the same four with no option naming ①③
  numbered(
    r`\sin x+\cos x`,
    'set',
    [
      [r`${f}的最小正周期为$2\pi$`, true],
      [r`${f}在$(0,\frac{\pi}{2})$上单调递增`, false],
      [r`直线$x=\frac{\pi}{4}$是${f}图象的一条对称轴`, true],
      [r`${f}是奇函数`, false],
    ],
    ['①②③', '①④', '②④', '①③④'],
  ),
  // x³ − 3x + 2: two extreme points, two zeros, 极大值 4, centre (0, 2)
  numbered(r`x^{3}-3x+2`, 'count', [
    [r`${f}有两个极值点`, true],
    [r`${f}有三个零点`, false],
    [r`点$(0,2)$是曲线$y=f(x)$的对称中心`, true],
    [r`${f}的极大值为4`, true],
  ]),
  numbered(
    r`x^{3}-3x+2`,
    'falseSet',
    [
      [r`${f}有两个极值点`, true],
      [r`${f}有三个零点`, false],
      [r`点$(0,0)$是曲线$y=f(x)$的对称中心`, false],
      [r`${f}的极大值为4`, true],
    ],
    ['②', '②③', '③', '①②③'],
  ),
  // |sin x| + sin x: period 2π, max 2, zeros fill [π, 2π] (not a finite count), not even
  numbered(r`|\sin x|+\sin x`, 'count', [
    [r`${f}的最小正周期为$2\pi$`, true],
    [r`${f}的最大值为2`, true],
    [r`${f}是偶函数`, false],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递增`, true],
  ]),
  // cos 2x: period π, even, decreasing on (0, π/2), centre (π/4, 0)
  numbered(
    r`\cos 2x`,
    'set',
    [
      [r`${f}的最小正周期为$\pi$`, true],
      [r`${f}在$(0,\frac{\pi}{2})$上单调递减`, true],
      [r`点$(\frac{\pi}{4},0)$是${f}图象的一个对称中心`, true],
      [r`点$(\frac{\pi}{4},1)$是${f}图象的一个对称中心`, false],
    ],
    ['①②', '①②③', '①③④', '②③'],
  ),
  numbered(r`\cos 2x`, 'falseCount', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`${f}在$[0,\frac{\pi}{2}]$上单调递减`, true],
    [r`直线$x=\frac{\pi}{4}$是${f}图象的一条对称轴`, false],
    [r`${f}在$[0,\pi]$上有2个零点`, true],
  ]),
  // x + 1/x: odd; decreasing on (0, 1); min on [1/2, 2] is 2; max on [1, 3] is 10/3
  numbered(r`x+\frac{1}{x}`, 'count', [
    [r`${f}是奇函数`, true],
    [r`${f}在$(0,1)$上单调递减`, true],
    [r`${f}在$[\frac{1}{2},2]$上的最小值为2`, true],
    [r`${f}在$[1,3]$上的最大值为$\frac{10}{3}$`, true],
  ]),
  numbered(r`x+\frac{1}{x}`, 'count', [
    [r`${f}是偶函数`, false],
    [r`${f}在$(-1,1)$上单调递减`, null],
    [r`${f}在$[\frac{1}{2},2]$上的最小值为2`, true],
    [r`${f}在$[1,3]$上的最大值为$\frac{10}{3}$`, true],
  ]),
  // x − sin x: odd, increasing, zero only 0
  numbered(
    r`x-\sin x`,
    'set',
    [
      [r`${f}是奇函数`, true],
      [r`${f}在$[-1,1]$上有3个零点`, false],
      [r`${f}在$(0,\pi)$上单调递增`, true],
      [r`$x=0$是${f}的极小值点`, false],
    ],
    ['①③', '①②③', '①③④', '③④'],
  ),
  // x² − 5x + 6: zeros 2, 3; on (2, 3] one zero; axis 5/2; min −1/4
  numbered(r`x^{2}-5x+6`, 'count', [
    [r`${f}在$(2,3]$上有1个零点`, true],
    [r`${f}在$(2,3)$上有1个零点`, false],
    [r`${f}的图象关于直线$x=\frac{5}{2}$对称`, true],
    [r`${f}的最小值为$-\frac{1}{4}$`, true],
  ]),
  numbered(
    r`x^{2}-5x+6`,
    'set',
    [
      [r`${f}的零点个数为2`, true],
      [r`${f}在区间$[0,\frac{5}{2}]$上的零点个数为2`, false],
      [r`${f}的图象关于直线$x=\frac{5}{2}$对称`, true],
      [r`${f}的最小值为$-\frac{1}{4}$`, true],
    ],
    ['①②③', '①③④', '②④', '①②③④'],
  ),
  // eˣ − x: min 1 at 0; no zero; decreasing on (−1, 0)
  numbered(r`e^{x}-x`, 'count', [
    [r`${f}在$[-1,1]$上没有零点`, true],
    [r`$x=0$是${f}的极大值点`, false],
    [r`${f}在$(-1,0)$上单调递减`, true],
    [r`${f}在$[-1,1]$上的最大值为$e-1$`, true],
  ]),

  // ── single choice with two true statements, or two false ──
  lettered(r`x^{2}-4x+3`, 'single', [
    [r`${f}有2个零点`, true],
    [r`${f}的最小值为$-1$`, true],
    [r`${f}的图象关于直线$x=-2$对称`, false],
    [r`${f}在$(0,2)$上单调递增`, false],
  ]),
  lettered(r`\cos 2x`, 'singleFalse', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`${f}是奇函数`, false],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递减`, true],
    [r`${f}的最大值为1`, true],
  ]),
  lettered(r`\cos 2x`, 'multiFalse', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`${f}是奇函数`, false],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递减`, true],
    [r`${f}的最大值为1`, true],
  ]),
  lettered(r`\cos 2x`, 'notCorrect', [
    [r`${f}的最小正周期为$\pi$`, true],
    [r`${f}是奇函数`, false],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递减`, true],
    [r`${f}的最大值为1`, true],
  ]),
  lettered(r`x^{3}-x`, 'notCorrect', [
    [r`${f}是奇函数`, true],
    [r`${f}有3个零点`, true],
    [r`${f}的极大值为$\frac{2\sqrt{3}}{9}$`, true],
    [r`${f}在$(-1,1)$上单调递减`, false],
  ]),
  lettered(r`x^{3}-x`, 'multi', [
    [r`${f}在$(-\frac{\sqrt{3}}{3},\frac{\sqrt{3}}{3})$上单调递减`, true],
    [r`${f}的极小值为$-\frac{2\sqrt{3}}{9}$`, true],
    [r`${f}在$[0,1]$上有1个零点`, false],
    [r`${f}在$[0,1]$上的最大值为0`, true],
  ]),

  // ── a domain: ln, √, a restriction in the stem ──
  // √(4 − x²): even, max 2, decreasing on (0, 2), zeros at both ends of [−2, 2]
  lettered(r`\sqrt{4-x^{2}}`, 'multi', [
    [r`${f}是偶函数`, true],
    [r`${f}在$(0,2)$上单调递减`, true],
    [r`${f}在$[-2,2]$上有2个零点`, true],
    [r`${f}在$[-2,2]$上的最小值为$-2$`, false],
  ]),
  lettered(r`\sqrt{4-x^{2}}`, 'single', [
    [r`${f}是奇函数`, false],
    [r`${f}在$(-2,2)$上有2个零点`, false],
    [r`${f}在$[-1,2]$上的最大值为2`, true],
    [r`${f}在$(-2,0)$上单调递减`, false],
  ]),
  // ln(x + 1) − x: max point 0 (f′ = −x/(x + 1)); increasing on (−1, 0); on [0, 1] the least is ln 2 − 1
  lettered(r`\ln(x+1)-x`, 'multi', [
    [r`$x=0$是${f}的极大值点`, true],
    [r`${f}在$(-1,0)$上单调递增`, true],
    [r`${f}在$[0,1]$上的最小值为$\ln 2-1$`, true],
    [r`${f}在$[0,1]$上有2个零点`, false],
  ]),
  // ln x: not defined for x ≤ 0; even? no; axis x = 0? no
  lettered(r`\ln x`, 'single', [
    [r`${f}的图象关于直线$x=1$对称`, false],
    [r`${f}是奇函数`, false],
    [r`${f}在$[1,e]$上的最大值为1`, true],
    [r`$f(e^{2})=1$`, false],
  ]),
  // ln(x² + 1): even, min 0, increasing on (0, 1)
  lettered(r`\ln(x^{2}+1)`, 'multi', [
    [r`${f}是偶函数`, true],
    [r`${f}在$(0,1)$上单调递增`, true],
    [r`${f}在$[-1,1]$上的最小值为0`, true],
    [r`${f}在$[-1,1]$上有2个零点`, false],
  ]),
  // ln|x|: even, not defined at 0; on [−1, 1] its zeros are ±1
  lettered(r`\ln|x|`, 'single', [
    [r`${f}是奇函数`, false],
    [r`${f}在$[-2,e]$上有2个零点`, true],
    [r`${f}在$(-1,1)$上有1个极值点`, false],
    [r`$f(-e)=-1$`, false],
  ]),
  // 1/x: decreasing on (0, 1), not across 0
  lettered(r`\frac{1}{x}`, 'single', [
    [r`${f}在$[-1,1]$上单调递减`, false],
    [r`${f}在$(0,1)$上单调递减`, true],
    [r`${f}是偶函数`, false],
    [r`${f}在$[1,2]$上的最小值为1`, false],
  ]),

  // (x − 1)²/(x − 1) = x − 1 with 1 left out: the would-be zero is not in the domain
  lettered(r`\frac{(x-1)^{2}}{x-1}`, 'multi', [
    [r`${f}在$[0,3]$上有1个零点`, false],
    [r`${f}在$[0,3]$上没有零点`, true],
    [r`$f(3)=2$`, true],
    [r`$f(1)=0$`, false],
  ]),
  // x³/x = x² with 0 left out: no least value on [−1, 2] (0 is approached only), 0 is no extreme point
  lettered(r`\frac{x^{3}}{x}`, 'multi', [
    [r`${f}在$[-1,2]$上的最小值为0`, false],
    [r`${f}是偶函数`, true],
    [r`$f(1)=1$`, true],
    [r`${f}在$[-1,2]$上的最大值为4`, true],
  ]),
  lettered(r`\frac{x^{3}}{x}`, 'single', [
    [r`${f}在$(-1,2)$上有1个极值点`, false],
    [r`${f}是奇函数`, false],
    [r`$f(0)=0$`, false],
    [r`${f}在$[1,2]$上的最小值为1`, true],
  ]),
  // sin x / x: f′ = (x cos x − sin x)/x² vanishes at 0 (left out) and where tan x = x (x ≈ 4.49): one extreme point in (−π, 2π)
  lettered(r`\frac{\sin x}{x}`, 'single', [
    [r`${f}在$(-\pi,2\pi)$上有2个极值点`, false],
    [r`${f}在$(-\pi,2\pi)$上有1个极值点`, true],
    [r`${f}是奇函数`, false],
    [r`$f(\frac{\pi}{2})=1$`, false],
  ]),
  // (x² − 1)/(x − 1): not defined at 1, so "increasing on (0, e)" speaks of a point outside the domain
  lettered(r`\frac{x^{2}-1}{x-1}`, 'single', [
    [r`${f}在$(0,e)$上单调递增`, null],
    [r`$f(2)=3$`, true],
    [r`$f(1)=2$`, false],
    [r`${f}是偶函数`, false],
  ]),
  // tan 2x: period π/2 (π also a period), odd, increasing on (0, π/4)
  lettered(r`\tan 2x`, 'multi', [
    [r`${f}的最小正周期为$\frac{\pi}{2}$`, true],
    [r`$\pi$是${f}的一个周期`, true],
    [r`${f}是奇函数`, true],
    [r`${f}在$(0,\frac{\pi}{4})$上单调递增`, true],
  ]),
  // cos|x| = cos x: period 2π, not π; even; max 1
  lettered(r`\cos|x|`, 'singleFalse', [
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}是偶函数`, true],
    [r`${f}的最大值为1`, true],
    [r`$2\pi$是${f}的一个周期`, true],
  ]),
  // sin|x| is not periodic; even; max 1; increasing on (0, π/2)
  numbered(r`\sin|x|`, 'count', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`${f}是偶函数`, true],
    [r`${f}的最大值为1`, true],
    [r`${f}在$(0,\frac{\pi}{2})$上单调递增`, true],
  ]),
  // x|x|: odd, increasing on (−1, 1); f(−2) = −4
  lettered(r`x|x|`, 'multi', [
    [r`${f}是奇函数`, true],
    [r`${f}在$(-1,1)$上单调递增`, true],
    [r`$f(-2)=-4$`, true],
    [r`${f}是偶函数`, false],
  ]),
  // 2ˣ − 2⁻ˣ: odd, increasing; f(1) = 3/2 is its largest value on [−1, 1]
  lettered(r`2^{x}-2^{-x}`, 'multi', [
    [r`${f}是奇函数`, true],
    [r`${f}在$(-1,1)$上单调递增`, true],
    [r`${f}在$[-1,1]$上的最大值为$\frac{3}{2}$`, true],
    [r`${f}是偶函数`, false],
  ]),
  // e^{|x|}: even, corner minimum at 0
  lettered(r`e^{|x|}`, 'single', [
    [r`$x=0$是${f}的极大值点`, false],
    [r`${f}是奇函数`, false],
    [r`${f}在$[-1,1]$上的最大值为1`, false],
    [r`$x=0$是${f}的极小值点`, true],
  ]),
  // √x on [0, 4]: min 0 at the closed end, max 2
  lettered(r`\sqrt{x}`, 'multi', [
    [r`${f}在$[0,4]$上的最小值为0`, true],
    [r`${f}在$[0,4]$上的最大值为2`, true],
    [r`${f}在$(0,4)$上单调递增`, true],
    [r`${f}在$[0,4]$上有2个零点`, false],
  ]),
  // (x − 1)⁴ − 1 written out: a very flat minimum −1 at 1; one extreme point; not monotonic on (0, 2)
  lettered(r`x^{4}-4x^{3}+6x^{2}-4x`, 'multi', [
    [r`$x=1$是${f}的极小值点`, true],
    [r`${f}有1个极值点`, true],
    [r`${f}的最小值为$-1$`, true],
    [r`${f}在$(0,2)$上单调递增`, false],
  ]),
  // x³ − 3x + 2.0001: the local minimum f(1) = 0.0001 > 0, so only the zero near −2
  lettered(r`x^{3}-3x+2.0001`, 'single', [
    [r`${f}有2个零点`, false],
    [r`${f}有1个零点`, true],
    [r`${f}有3个零点`, false],
    [r`${f}的极小值为0`, false],
  ]),
  // x³ − 3x + 1.9999: the local minimum −0.0001 < 0: three zeros
  lettered(r`x^{3}-3x+1.9999`, 'single', [
    [r`${f}有2个零点`, false],
    [r`${f}有1个零点`, false],
    [r`${f}有3个零点`, true],
    [r`${f}的极大值为4`, false],
  ]),
  // 10⁶ sin x: max 10⁶, period 2π
  lettered(r`1000000\sin x`, 'multi', [
    [r`${f}的最大值为1000000`, true],
    [r`${f}的最小正周期为$2\pi$`, true],
    [r`${f}的最大值为1`, false],
    [r`${f}是奇函数`, true],
  ]),
  // sin πx: period 2, f(1/2) = 1, axis x = 1/2, centre (1, 0)
  lettered(r`\sin\pi x`, 'multi', [
    [r`${f}的最小正周期为2`, true],
    [r`$f(\frac{1}{2})=1$`, true],
    [r`直线$x=\frac{1}{2}$是${f}图象的一条对称轴`, true],
    [r`点$(1,0)$是${f}图象的一个对称中心`, true],
  ]),
  lettered(r`\sin\pi x`, 'single', [
    [r`${f}的最小正周期为$2\pi$`, false],
    [r`直线$x=1$是${f}图象的一条对称轴`, false],
    [r`${f}在$(0,1)$上单调递增`, false],
    [r`${f}在$[0,2]$上有3个零点`, true],
  ]),

  // ── values on the whole line of functions neither polynomial nor periodic ──
  // x + 1/x: no least value (f(−1) = −2 < 2), but 极小值 f(1) = 2 and 极大值 f(−1) = −2; odd
  lettered(r`x+\frac{1}{x}`, 'multi', [
    [r`${f}的最小值为2`, false],
    [r`${f}的极小值为2`, true],
    [r`${f}的极大值为$-2$`, true],
    [r`${f}是奇函数`, true],
  ]),
  // eˣ/x: f′ = eˣ(x − 1)/x²; 极小值 f(1) = e, yet negative for x < 0 so no least value; decreasing on (0, 1)
  lettered(r`\frac{e^{x}}{x}`, 'multi', [
    [r`${f}的最小值为$e$`, false],
    [r`${f}的极小值为$e$`, true],
    [r`${f}在$(0,1)$上单调递减`, true],
    [r`${f}是奇函数`, false],
  ]),
  // x ln x (x > 0): least value −1/e at 1/e; decreasing only on (0, 1/e); on [1, e] the largest is e
  lettered(r`x\ln x`, 'multi', [
    [r`${f}的最小值为$-\frac{1}{e}$`, true],
    [r`${f}的极小值为$-\frac{1}{e}$`, true],
    [r`${f}在$(0,1)$上单调递减`, false],
    [r`${f}在$[1,e]$上的最大值为$e$`, true],
  ]),
  // ln x / x: largest value 1/e at e, increasing on (0, e), one zero (x = 1)
  lettered(r`\frac{\ln x}{x}`, 'multi', [
    [r`${f}的极大值为$\frac{1}{e}$`, true],
    [r`${f}的最大值为$\frac{1}{e}$`, true],
    [r`${f}在$(0,e)$上单调递增`, true],
    [r`${f}有2个零点`, false],
  ]),
  // eˣ − 2x: least value 2 − 2 ln 2 > 0 at ln 2, so no zero; decreasing on (0, ln 2)
  lettered(r`e^{x}-2x`, 'multi', [
    [r`${f}有1个零点`, false],
    [r`${f}的最小值为$2-2\ln 2$`, true],
    [r`${f}在$(0,1)$上单调递增`, false],
    [r`$x=\ln 2$是${f}的极小值点`, true],
  ]),
  // eˣ − x − 2: least value −1 at 0, so two zeros
  lettered(r`e^{x}-x-2`, 'multi', [
    [r`${f}有2个零点`, true],
    [r`${f}的最小值为$-1$`, true],
    [r`${f}在$(-1,1)$上单调递增`, false],
    [r`${f}的极大值为$-1$`, false],
  ]),
  // x eˣ: least value −1/e at −1, the only zero is 0, decreasing on (−2, −1)
  lettered(r`xe^{x}`, 'multi', [
    [r`${f}的极小值为$-\frac{1}{e}$`, true],
    [r`${f}的最小值为$-\frac{1}{e}$`, true],
    [r`${f}有1个零点`, true],
    [r`${f}在$(-2,0)$上单调递增`, false],
  ]),
  // ln x − x: largest value −1 at 1, so no zero; increasing on (0, 1)
  lettered(r`\ln x-x`, 'multi', [
    [r`${f}的最大值为$-1$`, true],
    [r`${f}的极大值为$-1$`, true],
    [r`${f}有1个零点`, false],
    [r`${f}在$(0,1)$上单调递增`, true],
  ]),
  // sin 2x on (0, π): extreme points π/4 and 3π/4, the zero π/2; three zeros on [0, π]
  lettered(r`\sin 2x`, 'multi', [
    [r`${f}在$(0,\pi)$上有2个极值点`, true],
    [r`${f}在$(0,\pi)$上有且只有一个零点`, true],
    [r`${f}在$[0,\pi]$上有3个零点`, true],
    [r`${f}在$(0,\frac{\pi}{2})$上有2个极值点`, false],
  ]),
  // x² − 2x: range on [0, 3] is [−1, 3], on ℝ it is [−1, +∞), on (0, 2) it is [−1, 0)
  lettered(r`x^{2}-2x`, 'multi', [
    [r`${f}在$[0,3]$上的值域为$[-1,3]$`, true],
    [r`${f}在$[0,3]$上的值域为$[0,3]$`, false],
    [r`${f}的值域为$[-1,+\infty)$`, true],
    [r`${f}在$(0,2)$上的值域为$[-1,0)$`, true],
  ]),
  // sin x: range on (0, π) is (0, 1], on [0, π/2) it is [0, 1) (1 is not reached)
  lettered(r`\sin x`, 'multi', [
    [r`${f}在$(0,\pi)$上的值域为$(0,1]$`, true],
    [r`${f}在$[0,\frac{\pi}{2})$上的值域为$[0,1]$`, false],
    [r`${f}的值域为$[-1,1]$`, true],
    [r`${f}在$[-\frac{\pi}{6},\frac{\pi}{2}]$上的值域为$[-\frac{1}{2},1]$`, true],
  ]),
  // x² + 2x: f(x − 1) = x² − 1 is even, f(x + 1) = x² + 4x + 3 is not; axis x = −1
  lettered(r`x^{2}+2x`, 'multi', [
    [r`$f(x-1)$是偶函数`, true],
    [r`$f(x+1)$是偶函数`, false],
    [r`${f}的图象关于直线$x=-1$对称`, true],
    [r`${f}在$(-1,1)$上单调递增`, true],
  ]),
  // sin x: f(x + π/2) = cos x even, f(x − π/2) = −cos x even (not odd), f(x + π) = −sin x odd
  lettered(r`\sin x`, 'multi', [
    [r`$f(x+\frac{\pi}{2})$是偶函数`, true],
    [r`$f(x-\frac{\pi}{2})$是奇函数`, false],
    [r`$f(x+\pi)$是奇函数`, true],
    [r`$f(x+\frac{\pi}{4})$是偶函数`, false],
  ]),
  // cos x: none of the four holds
  numbered(
    r`\cos x`,
    'count',
    [
      [r`${f}是奇函数`, false],
      [r`${f}的最小正周期为$\pi$`, false],
      [r`${f}的最大值为2`, false],
      [r`${f}在$(0,\pi)$上单调递增`, false],
    ],
    ['0', '1', '2', '3'],
  ),
  // sin x: tangents y = −x + π at π, y = 1 at π/2, y = x at 0 (not y = x + 1)
  lettered(r`\sin x`, 'multi', [
    [r`曲线$y=f(x)$在$x=\pi$处的切线方程为$y=-x+\pi$`, true],
    [r`曲线$y=f(x)$在$x=\frac{\pi}{2}$处的切线方程为$y=1$`, true],
    [r`直线$y=x$是曲线$y=f(x)$的切线`, true],
    [r`曲线$y=f(x)$在$x=0$处的切线方程为$y=x+1$`, false],
  ]),
  // x³ − 3x² + 3x: f′ = 3(x − 1)² does not change sign: no extreme point; centre (1, f(1)) = (1, 1)
  lettered(r`x^{3}-3x^{2}+3x`, 'multi', [
    [r`$x=1$是${f}的极小值点`, false],
    [r`${f}没有极值点`, true],
    [r`${f}在$(0,2)$上单调递增`, true],
    [r`点$(1,1)$是曲线$y=f(x)$的对称中心`, true],
  ]),
  // x − sin x: f′ = 1 − cos x touches 0 at 0 without changing sign
  lettered(r`x-\sin x`, 'single', [
    [r`$x=0$是${f}的极小值点`, false],
    [r`${f}在$(-\pi,\pi)$上没有极值点`, true],
    [r`${f}是偶函数`, false],
    [r`$f(\pi)=0$`, false],
  ]),
  // cos x + x²/2: f′ = x − sin x changes sign at 0 (a very flat minimum, f = 1 + x⁴/24 − …); even
  lettered(r`\cos x+\frac{x^{2}}{2}`, 'multi', [
    [r`$x=0$是${f}的极小值点`, true],
    [r`${f}是偶函数`, true],
    [r`${f}在$(0,1)$上单调递增`, true],
    [r`${f}在$[-1,1]$上的最小值为1`, true],
  ]),
  // sin|x|: zeros 0, ±π; only 0 inside (−π, π)
  lettered(r`\sin|x|`, 'single', [
    [r`${f}在$(-\pi,\pi)$上有3个零点`, false],
    [r`${f}在$[-\pi,\pi]$上有3个零点`, true],
    [r`${f}是奇函数`, false],
    [r`${f}的最大值为2`, false],
  ]),
  // cos x on [0, 2π]: zeros π/2, 3π/2; least −1; increasing on (π, 2π); π is a minimum point
  lettered(r`\cos x`, 'multi', [
    [r`${f}在$[0,2\pi]$上有2个零点`, true],
    [r`${f}在$[0,2\pi]$上的最小值为$-1$`, true],
    [r`${f}在$(\pi,2\pi)$上单调递增`, true],
    [r`$x=\pi$是${f}的极大值点`, false],
  ]),

  // ── statements the engines answer (values on ℝ, slopes) next to ones the judge answers ──
  // eˣ + e⁻ˣ: least value 2, even (not odd), increasing on (0, 1), f(ln 2) = 2 + 1/2
  lettered(r`e^{x}+e^{-x}`, 'multi', [
    [r`${f}的最小值为2`, true],
    [r`${f}是奇函数`, false],
    [r`${f}在$(0,1)$上单调递增`, true],
    [r`$f(\ln 2)=\frac{5}{2}$`, true],
  ]),
  // x e⁻ˣ: largest value 1/e at 1, decreasing on (1, 2), the only zero is 0
  lettered(r`xe^{-x}`, 'multi', [
    [r`${f}的最大值为$\frac{1}{e}$`, true],
    [r`${f}的极大值为$\frac{1}{e}$`, true],
    [r`${f}在$(1,2)$上单调递减`, true],
    [r`${f}有2个零点`, false],
  ]),
  // x² on the open (−1, 2): least value 0 (at 0), the value 4 is only approached
  lettered(r`x^{2}`, 'multi', [
    [r`${f}在$(-1,2)$上的最小值为0`, true],
    [r`${f}在$(-1,2)$上的最大值为4`, false],
    [r`${f}是偶函数`, true],
    [r`$f(-2)=4$`, true],
  ]),
  // x³: no 极小值; the tangent at 0 is y = 0
  lettered(r`x^{3}`, 'multi', [
    [r`${f}的极小值为0`, false],
    [r`${f}没有极值点`, true],
    [r`曲线$y=f(x)$在$x=0$处的切线方程为$y=0$`, true],
    [r`${f}是奇函数`, true],
  ]),
  // x³ − 3x: f′(1) = 0, f′(0) = −3 (not 3), f(2) = 2
  lettered(r`x^{3}-3x`, 'multi', [
    [r`曲线$y=f(x)$在$x=1$处的切线斜率为0`, true],
    [r`$f'(0)=3$`, false],
    [r`$f'(0)=-3$`, true],
    [r`$f(2)=2$`, true],
  ]),
  // sin x: f′(0) = 1 (not 0), f′(π) = −1, f(π/3) = √3/2
  lettered(r`\sin x`, 'multi', [
    [r`$f'(0)=0$`, false],
    [r`$f'(0)=1$`, true],
    [r`$f(\frac{\pi}{3})=\frac{\sqrt{3}}{2}$`, true],
    [r`$f'(\pi)=-1$`, true],
  ]),

  // x/(x² + 1): f′ = (1 − x²)/(x² + 1)²: increasing on (−1, 1), not on (0, 2); largest on [0, 2] is f(1) = 1/2; odd
  lettered(r`\frac{x}{x^{2}+1}`, 'multi', [
    [r`${f}在$(-1,1)$上单调递增`, true],
    [r`${f}在$(0,2)$上单调递增`, false],
    [r`${f}在$[0,2]$上的最大值为$\frac{1}{2}$`, true],
    [r`${f}是奇函数`, true],
  ]),
  // cos 2x + 2 sin x = 1 − 2s² + 2s with s = sin x ∈ [−1, 1]: largest 3/2 (s = 1/2), least −3 (s = −1); period 2π
  lettered(r`\cos 2x+2\sin x`, 'multi', [
    [r`${f}的最大值为$\frac{3}{2}$`, true],
    [r`${f}的最小值为$-1$`, false],
    [r`${f}的最大值为3`, false],
    [r`${f}的最小正周期为$2\pi$`, true],
  ]),
  // |sin x| + cos x: largest √2 (at π/4), least −1 (at π), period 2π (x ↦ x + π changes cos x)
  lettered(r`|\sin x|+\cos x`, 'multi', [
    [r`${f}的最大值为$\sqrt{2}$`, true],
    [r`${f}的最小值为$-\sqrt{2}$`, false],
    [r`${f}的最小正周期为$\pi$`, false],
    [r`${f}的最小正周期为$2\pi$`, true],
  ]),
  // cos x − cos²x = c − c², c ∈ [−1, 1]: largest 1/4 (c = 1/2), least −2 (c = −1); even
  lettered(r`\cos x-\cos^{2}x`, 'multi', [
    [r`${f}的最大值为$\frac{1}{4}$`, true],
    [r`${f}的最小值为$-2$`, true],
    [r`${f}的最小值为$-\frac{1}{4}$`, false],
    [r`${f}是偶函数`, true],
  ]),
  // sin x cos x + sin x + cos x = (t² − 1)/2 + t, t = sin x + cos x ∈ [−√2, √2]: largest 1/2 + √2, least −1; period 2π
  lettered(r`\sin x\cos x+\sin x+\cos x`, 'multi', [
    [r`${f}的最大值为$\frac{1}{2}+\sqrt{2}$`, true],
    [r`${f}的最小值为$-1$`, true],
    [r`$f(0)=1$`, true],
    [r`${f}的最小正周期为$\pi$`, false],
  ]),
  // (x² − x)/(x − 1) = x but 1 is left out and −1 is not: the domain is not symmetric, so f is not odd
  lettered(r`\frac{x^{2}-x}{x-1}`, 'multi', [
    [r`${f}是奇函数`, false],
    [r`$f(2)=2$`, true],
    [r`$f(1)=1$`, false],
    [r`${f}在$(2,3)$上单调递增`, true],
  ]),
  // (x³ − x²)/(x − 1) = x² with 1 left out: not even
  lettered(r`\frac{x^{3}-x^{2}}{x-1}`, 'multi', [
    [r`${f}是偶函数`, false],
    [r`$f(2)=4$`, true],
    [r`$f(-1)=1$`, true],
    [r`${f}在$[2,3]$上的最小值为4`, true],
  ]),
  // (x² − 1)/(x − 1) = x + 1 with 1 left out: (0, 1) would be a centre of x + 1, but 1 is left out and −1 is not
  lettered(r`\frac{x^{2}-1}{x-1}`, 'single', [
    [r`点$(0,1)$是${f}图象的对称中心`, false],
    [r`$f(-1)=0$`, true],
    [r`$f(1)=2$`, false],
    [r`${f}是奇函数`, false],
  ]),
  // 1/(x² − 1): both ±1 left out, so it is even; decreasing on (0, 1)? f′ = −2x/(x² − 1)² < 0 for x > 0: yes
  lettered(r`\frac{1}{x^{2}-1}`, 'multi', [
    [r`${f}是偶函数`, true],
    [r`${f}在$(0,1)$上单调递减`, true],
    [r`$x=0$是${f}的极大值点`, true],
    [r`${f}是奇函数`, false],
  ]),
  // ── the stem restricts the domain, or gives a second function or a parameter ──
  {
    // x² on [−1, 2]: the domain is not symmetric, so f is neither even nor odd; max 4, min 0
    text: r`已知函数 $f(x)=x^{2}$，$x\in[-1,2]$，则下列说法正确的是（ ）
A. $f(x)$是偶函数
B. $f(x)$的最大值为4
C. $f(x)$的最小值为1
D. $f(x)$是奇函数`,
    expected: 'B',
  },
  {
    // x + 1/x on x > 0: not odd there (the domain is not symmetric); min 2
    text: r`已知函数 $f(x)=x+\frac{1}{x}(x>0)$，则下列说法正确的是（ ）
A. $f(x)$是奇函数
B. $f(x)$的最小值为2
C. $f(x)$的最大值为2
D. $f(x)$在$(0,2)$上单调递减`,
    expected: 'B',
  },
  {
    // x³ − ax + 1 with an extreme at 1: a = 3; f′ = 3x² − 3; 极大值 f(−1) = 3, 极小值 f(1) = −1
    text: r`（多选）已知函数 $f(x)=x^{3}-ax+1$ 在 $x=1$ 处取得极值，则（ ）
A. $a=3$
B. $f(x)$的极大值为3
C. $f(x)$的极小值为$-1$
D. $f(x)$有3个零点`,
    expected: 'ABCD',
  },
  {
    // two functions: statements about g are not about f
    text: r`已知函数 $f(x)=\sin x$，$g(x)=\cos x$，则下列说法正确的是（ ）
A. $f(x)$的最小正周期为$\pi$
B. $g(x)$是奇函数
C. $f(x)$是奇函数
D. $g(x)$的最大值为2`,
    expected: 'C',
  },
  {
    // f(x) = sin(2x + φ) with |φ| < π/2 symmetric about x = π/6: φ = π/6; the angle on (0, π/3) runs over (π/6, 5π/6)
    text: r`已知函数 $f(x)=\sin(2x+\varphi)(|\varphi|<\frac{\pi}{2})$ 的图象关于直线 $x=\frac{\pi}{6}$ 对称，则下列结论错误的是（ ）
A. $f(x)$的最小正周期为$\pi$
B. $f(0)=\frac{1}{2}$
C. 点$(\frac{5\pi}{12},0)$是$f(x)$图象的一个对称中心
D. $f(x)$在$(0,\frac{\pi}{3})$上单调递增`,
    expected: 'D',
  },
  {
    // ω not given: cannot be decided
    text: r`已知函数 $f(x)=\sin(\omega x+\frac{\pi}{3})(\omega>0)$，则下列说法正确的是（ ）
A. $f(x)$的最小正周期为$\pi$
B. $f(x)$的最大值为2
C. $f(x)$是奇函数
D. $f(0)=1$`,
    expected: null,
  },
  {
    // a piece given only for x ≥ 0 of an odd function
    text: r`已知 $f(x)$ 是定义在 $R$ 上的奇函数，当 $x\geq 0$ 时，$f(x)=x^{2}-2x$，则下列说法正确的是（ ）
A. $f(-1)=-1$
B. $f(x)$在$(-1,1)$上单调递增
C. $f(x)$有3个零点
D. $f(x)$的最小值为$-1$`,
    expected: 'C',
  },
  {
    // the tangent through a point, not at it: through (1, 1) there are two tangents to y = x³, so "the tangent is y = 3x − 2" is wrong
    text: r`已知函数 $f(x)=x^{3}$，则下列说法正确的是（ ）
A. 过点$(1,1)$的曲线$y=f(x)$的切线方程为$y=3x-2$
B. $f(x)$是偶函数
C. $f(x)$有1个极值点
D. 直线$y=\frac{3}{4}x+\frac{1}{4}$是曲线$y=f(x)$的切线`,
    expected: 'D',
  },
  {
    // the increasing interval of x² − 2x is [1, +∞): saying it is (1, 2) claims more than "increasing on (1, 2)"
    text: r`已知函数 $f(x)=x^{2}-2x$，则下列说法正确的是（ ）
A. $f(x)$的单调递增区间是$(1,2)$
B. $f(x)$是偶函数
C. $f(x)$的最小值为$-1$
D. $f(x)$在$(0,2)$上有1个零点`,
    expected: 'C',
  },
  {
    // "f(x) 在 (0, 2) 上有极值" without which: the minimum at 1 is there (not read, so refused)
    text: r`已知函数 $f(x)=x^{2}-2x$，则下列说法正确的是（ ）
A. $f(x)$在$(2,3)$上有极值
B. $f(x)$是偶函数
C. $f(x)$的最大值为$-1$
D. $f(x)$在$(0,2)$上有1个零点`,
    expected: null,
  },
  {
    // a "最小值" said to be reached at x = 1: 1 − ln 1 = 1 (x − ln x)
    text: r`（多选）已知函数 $f(x)=x-\ln x$，则（ ）
A. $f(x)$在$x=1$处取得极小值
B. $f(x)$在$x=e$处取得极小值
C. $f(x)$在$[1,e]$上的最大值为$e-1$
D. $f(x)$在$(0,1)$上单调递增`,
    expected: 'AC',
  },
  {
    // g(x) = f(x + 1) = x² − 1: even, least value −1; f itself is not even, its least value is −1
    text: r`（多选）已知函数 $f(x)=x^{2}-2x$，$g(x)=f(x+1)$，则（ ）
A. $g(x)$是偶函数
B. $f(x)$是偶函数
C. $g(x)$的最小值为$-1$
D. $f(x)$的最小值为0`,
    expected: 'AC',
  },
  {
    // through (1, −2): a − 3 = −2, a = 1, f = x³ − 3x: 极大值 2, odd, three zeros
    text: r`（多选）已知函数 $f(x)=ax^{3}-3x$ 的图象过点 $(1,-2)$，则（ ）
A. $a=1$
B. $f(x)$的极大值为2
C. $f(x)$是偶函数
D. $f(x)$有3个零点`,
    expected: 'ABD',
  },
  {
    // the conclusions one a line, the last closed by a full-width 「．」: sin(2x + π/6) has period π, axis x = π/6
    // (angle π/2), centre (5π/12, 0) (angle π), but on (0, π/3) the angle runs over (π/6, 5π/6)
    text: r`已知函数 $f(x)=\sin(2x+\frac{\pi}{6})$，有以下结论：
①$f(x)$的最小正周期为$\pi$；
②$f(x)$的图象关于直线$x=\frac{\pi}{6}$对称；
③$f(x)$在$(0,\frac{\pi}{3})$上单调递增；
④点$(\frac{5\pi}{12},0)$是$f(x)$图象的一个对称中心．
其中正确结论的序号是（ ）
A．①②④ B．①③ C．②③④ D．①②③④`,
    expected: 'A',
  },
  {
    // the centre given with the wrong ordinate: only ①② hold, and no option names exactly those
    text: r`已知函数 $f(x)=\sin(2x+\frac{\pi}{6})$，有以下结论：
①$f(x)$的最小正周期为$\pi$；
②$f(x)$的图象关于直线$x=\frac{\pi}{6}$对称；
③$f(x)$在$(0,\frac{\pi}{3})$上单调递增；
④点$(\frac{5\pi}{12},1)$是$f(x)$图象的一个对称中心．
其中正确结论的序号是（ ）
A．①②④ B．①③ C．②③④ D．①②③④`,
    expected: null,
  },
];

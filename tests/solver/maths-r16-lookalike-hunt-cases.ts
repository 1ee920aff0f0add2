/**
 * Look-alikes of the two kinds of decision 0091, each near a probe the solver answers with one detail changed that
 * changes the answer, every answer worked by hand: 解三角形中的最值与范围 (acute, obtuse or no condition; the angle at
 * another vertex; the side not opposite the angle; greatest, least or range, open or closed ends; b + c, b − c,
 * 2b + c, the perimeter, the area, bc, b² + c²; relations that fix an angle, fix two or none; degrees, radians, a
 * cosine), the older triangle readers that now share its code, and the parity of functions built from odd and even
 * functions (the parities swapped, products, sums, |·|, compositions, f(x) ± f(−x), 「可能是」, 非奇非偶, domains,
 * multi-answer and negated stems). 'solves' must keep its answer; 'mayRefuse' right or refused; 'refuses' refused.
 */
import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;
const IN = r`在 $\triangle A B C$ 中, 内角 $A, B, C$ 的对边分别为 $a, b, c$,`;

// biome-ignore format: one problem a line
export const TRIANGLE_EXTREMES_LOOKALIKES: MathsLookalike[] = [
  // A = π/3, a = √3 (2R = 2): b + c = 2√3 sin(B + π/6)
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c$ 的取值范围是 ${B}`, ['(3,2√3]'], 'solves'],
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  // acute: b + c only approaches 3
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c$ 的最小值为 ${B}`, null, 'refuses'],
  // obtuse: B in (0, π/6) or (π/2, 2π/3), b + c in (√3, 3)
  [r`在钝角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c$ 的取值范围是 ${B}`, ['(√3,3)'], 'mayRefuse'],
  [r`在钝角三角形 $A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, null, 'refuses'],
  [r`${IN} $A=60^{\circ}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 周长的取值范围是 ${B}`, ['(2√3,3√3]'], 'solves'],
  [r`${IN} $A=60^{\circ}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 周长的最小值为 ${B}`, null, 'refuses'],
  [r`在锐角 $\triangle A B C$ 中, $A=60^{\circ}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 周长的取值范围是 ${B}`, ['(3+√3,3√3]|(√3+3,3√3]'], 'solves'],
  // b − c = 2 sin(B − π/3)
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b-c$ 的取值范围是 ${B}`, ['(-1,1)'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b-c$ 的最大值为 ${B}`, null, 'refuses'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $c-b$ 的取值范围是 ${B}`, ['(-√3,√3)'], 'solves'],
  // 2b + c = 2√7 sin(B + φ), B = π/2 − φ inside (0, 2π/3); the least end B → 0 gives √3
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $2 b+c$ 的最大值为 ${B}`, ['2√7'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $2 b+c$ 的取值范围是 ${B}`, ['(√3,2√7]'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+2 c$ 的最大值为 ${B}`, ['2√7'], 'solves'],
  // a + 2b: a fixed, b = 2 sin B greatest at B = π/2
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $a+2 b$ 的最大值为 ${B}`, ['4+√3|√3+4'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b$ 的取值范围是 ${B}`, ['(0,2]'], 'solves'],
  // c = 2 sin C with C in (0, π/3): never √3
  [r`${IN} $A=\frac{2 \pi}{3}$, $a=\sqrt{3}$, 则 $c$ 的最大值为 ${B}`, null, 'refuses'],
  // area and bc: bc ≤ 3 with A = π/3, a = √3
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['3√3/4'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 面积的取值范围是 ${B}`, ['(0,3√3/4]'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 面积的最小值为 ${B}`, null, 'refuses'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b c$ 的取值范围是 ${B}`, ['(0,3]'], 'solves'],
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b c$ 的取值范围是 ${B}`, ['(2,3]'], 'solves'],
  // b² + c² = 3 + bc ≤ 6
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b^{2}+c^{2}$ 的最大值为 ${B}`, ['6'], 'mayRefuse'],
  // bc with B known: bc = 2c ≤ 2·2R = 8√3/3 (C = π/2), not the product of the two free sides
  [r`${IN} $B=\frac{\pi}{3}$, $b=2$, 则 $b c$ 的最大值为 ${B}`, ['8√3/3'], 'mayRefuse'],
  [r`${IN} $B=\frac{\pi}{3}$, $b=2$, 则 $a c$ 的最大值为 ${B}`, ['4'], 'solves'],
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $a=2$, 则 $\triangle A B C$ 面积的取值范围是 ${B}`, ['(2√3/3,√3]'], 'solves'],
  // the angle at B or C instead of A
  [r`${IN} $B=\frac{\pi}{3}$, $b=2$, 则 $a+c$ 的最大值为 ${B}`, ['4'], 'solves'],
  [r`${IN} $B=60^{\circ}$, $b=\sqrt{3}$, 则 $a+c$ 的取值范围是 ${B}`, ['(√3,2√3]'], 'solves'],
  [r`${IN} $C=\frac{\pi}{3}$, $c=\sqrt{3}$, 则 $a+b$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  [r`${IN} $C=\frac{\pi}{3}$, $c=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√3'], 'solves'],
  [r`在 $\triangle A B C$ 中, $B=60^{\circ}$, $A C=\sqrt{3}$, 则 $B C+2 A B$ 的最大值为 ${B}`, ['2√7'], 'solves'],
  // the known side is not opposite the known angle: the sum is unbounded
  [r`在 $\triangle A B C$ 中, $B=60^{\circ}$, $A B=\sqrt{3}$, 则 $A C+2 B C$ 的最大值为 ${B}`, null, 'refuses'],
  [r`${IN} $B=\frac{\pi}{3}$, $a=2$, 则 $a+c$ 的最大值为 ${B}`, null, 'refuses'],
  [r`${IN} $C=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $a+b$ 的取值范围是 ${B}`, null, 'refuses'],
  [r`${IN} $A=\frac{\pi}{3}$, $c=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, null, 'refuses'],
  // A = 2π/3, a = √3: b + c = 2 sin(B + π/3), B in (0, π/3)
  [r`${IN} $A=120^{\circ}$, $a=\sqrt{3}$, 则 $b+c$ 的取值范围是 ${B}`, ['(√3,2]'], 'solves'],
  [r`${IN} $A=\frac{2 \pi}{3}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 周长的最大值为 ${B}`, ['2+√3|√3+2'], 'solves'],
  [r`${IN} $A=\frac{2 \pi}{3}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√3/4'], 'solves'],
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{2 \pi}{3}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, null, 'refuses'],
  // A = π/2: b + c = 2√2 sin(B + π/4), B in (0, π/2)
  [r`${IN} $A=\frac{\pi}{2}$, $a=2$, 则 $b+c$ 的取值范围是 ${B}`, ['(2,2√2]'], 'solves'],
  [r`${IN} $A=90^{\circ}$, $a=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['1'], 'solves'],
  [r`在锐角 $\triangle A B C$ 中, $A=\frac{\pi}{2}$, $a=2$, 则 $b+c$ 的取值范围是 ${B}`, null, 'refuses'],
  [r`在直角 $\triangle A B C$ 中, $C=90^{\circ}$, $c=2$, 则 $a+b$ 的最大值为 ${B}`, ['2√2'], 'mayRefuse'],
  // A = π/4, a = 2: bc ≤ 4/(2 − √2) = 4 + 2√2, S ≤ √2 + 1; A = π/6, a = 1: bc ≤ 2 + √3
  [r`${IN} $A=\frac{\pi}{4}$, $a=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['1+√2|√2+1'], 'solves'],
  [r`${IN} $A=\frac{\pi}{6}$, $a=1$, 则 $b+c$ 的最大值为 ${B}`, ['√6+√2|√2+√6'], 'mayRefuse'],
  [r`${IN} $A=\frac{\pi}{6}$, $a=1$, 则 $b c$ 的最大值为 ${B}`, ['2+√3|√3+2'], 'solves'],
  [r`${IN} $A=60^{\circ}$, $a=2$, 则 $b+c$ 的最大值为 ${B}`, ['4'], 'solves'],
  // degrees without the degree sign: 60 radians is not an angle of a triangle
  [r`${IN} $A=60$, $a=2$, 则 $b+c$ 的最大值为 ${B}`, null, 'refuses'],
  // the angle given by its cosine (special or not)
  [r`${IN} $\cos A=\frac{1}{2}$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  [r`${IN} $\cos A=-\frac{1}{2}$, $a=2 \sqrt{3}$, 则 $b+c$ 的取值范围是 ${B}`, ['(2√3,4]'], 'solves'],
  [r`${IN} $\cos A=-\frac{1}{2}$, $a=2 \sqrt{3}$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√3'], 'solves'],
  // cos A = 1/3, a = 2: bc ≤ 3, S ≤ ½·3·(2√2/3) = √2
  [r`${IN} $\cos A=\frac{1}{3}$, $a=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√2'], 'mayRefuse'],
  // a relation with sines: one angle, two angles, none
  [r`${IN} $\sin A=\sqrt{3} \cos A$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  [r`${IN} $a \sin B=\sqrt{3} b \cos A$, $a=3$, 则 $b+c$ 的最大值为 ${B}`, ['6'], 'solves'],
  [r`${IN} $b \sin A=\sqrt{3} a \cos B$, $b=2 \sqrt{3}$, 则 $a+c$ 的取值范围是 ${B}`, ['(2√3,4√3]'], 'solves'],
  [r`${IN} $\sin ^{2} B+\sin ^{2} C-\sin ^{2} A=\sin B \sin C$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  [r`${IN} $\sin A+\sqrt{3} \cos A=2$, $a=1$, 则 $b c$ 的最大值为 ${B}`, ['2+√3|√3+2'], 'mayRefuse'],
  // sin A = √3/2: A = π/3 or 2π/3; over both, b + c ≤ 2√3 (A = π/3), the range (√3, 2√3]
  [r`${IN} $\sin A=\frac{\sqrt{3}}{2}$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'mayRefuse'],
  // over both, the area is at most 3√3/4 (A = π/3) but an acute triangle fixes A = π/3
  [r`${IN} $\sin ^{2} A=\frac{3}{4}$, $a=\sqrt{3}$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['3√3/4'], 'mayRefuse'],
  // sin A = 2: no triangle
  [r`${IN} $\sin A=2$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, null, 'refuses'],
  // relations that fix no angle
  [r`${IN} $a \cos B=b \cos A$, $c=2$, 则 $a+b$ 的最大值为 ${B}`, null, 'refuses'],
  [r`${IN} $\sin B+\sin C=2 \sin A$, $a=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√3'], 'mayRefuse'],
  // relations in the sides
  [r`${IN} $b^{2}+c^{2}-a^{2}=-b c$, $a=3$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['3√3/4'], 'solves'],
  [r`${IN} $b^{2}+c^{2}-a^{2}=\sqrt{3} b c$, $a=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['2+√3|√3+2'], 'solves'],
  [r`${IN} $a^{2}+c^{2}-b^{2}=a c$, $b=2$, 则 $a+c$ 的最大值为 ${B}`, ['4'], 'solves'],
  // the relation fixes A but the side known is b: a + c is unbounded
  [r`${IN} $b^{2}+c^{2}-a^{2}=b c$, $b=2$, 则 $a+c$ 的最大值为 ${B}`, null, 'refuses'],
  [r`${IN} $(2 a-c) \cos B=b \cos C$, $b=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√3'], 'solves'],
  [r`${IN} $a=2$ 且 $(a+b)(\sin A-\sin B)=(c-b) \sin C$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√3'], 'solves'],
  // (3 + b)(2 − b) = (c − b)c with a = 2: not homogeneous, the angle A is not fixed
  [r`${IN} $a=2$ 且 $(3+b)(\sin A-\sin B)=(c-b) \sin C$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, null, 'refuses'],
  [c(r`7. ${IN} $A=\frac{\pi}{3}$, $a=2$, 则 $\triangle A B C$ 面积的最大值为（ ）`, r`$\frac{\sqrt{3}}{2}$`, r`$\sqrt{3}$`, r`$2 \sqrt{3}$`, r`$3 \sqrt{3}$`), ['B'], 'solves'],
  [c(r`7. ${IN} $A=\frac{\pi}{3}$, $a=2$, 则 $b+c$ 的取值范围是（ ）`, r`$(2,4)$`, r`$(2,4]$`, r`$[2,4]$`, r`$(0,4]$`), ['B'], 'solves'],
  // only one angle said to be acute: B in (0, π/2), b − c = 2 sin(B − π/3) in (−√3, 1)
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 若 $B$ 为锐角, 则 $b-c$ 的取值范围是 ${B}`, ['(-√3,1)'], 'mayRefuse'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 且角 $C$ 为锐角, 则 $b-c$ 的取值范围是 ${B}`, ['(-1,√3)'], 'mayRefuse'],
  // 2b − c = 2√3 sin(B − π/6): (−√3, 2√3), neither end reached; b − 2c = −2√3 cos B: (−2√3, √3)
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $2 b-c$ 的取值范围是 ${B}`, ['(-√3,2√3)'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b-2 c$ 的取值范围是 ${B}`, ['(-2√3,√3)'], 'solves'],
  [r`${IN} $A=\frac{\pi}{2}$, $a=2$, 则 $b+2 c$ 的最大值为 ${B}`, ['2√5'], 'solves'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 则 $b+c-a$ 的取值范围是 ${B}`, ['(0,√3]'], 'solves'],
  // a dot product of vectors is bc·cos A = bc/2 ≤ 3/2, not bc
  [r`在 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $B C=\sqrt{3}$, 则 $\overrightarrow{A B} \cdot \overrightarrow{A C}$ 的最大值为 ${B}`, ['3/2'], 'mayRefuse'],
  [r`在 $\triangle A B C$ 中, $A=\frac{\pi}{3}$, $B C=\sqrt{3}$, 则 $A B \cdot A C$ 的最大值为 ${B}`, ['3'], 'mayRefuse'],
  // the degree sign printed as °
  [r`${IN} $A=60°$, $a=\sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'solves'],
  [r`${IN} $\tan A=\sqrt{3}$, $a=\sqrt{3}$, 则 $b c$ 的最大值为 ${B}`, ['3'], 'mayRefuse'],
  // the relation of the 2018-style probe with the side b known instead of a
  [r`${IN} $b=2$ 且 $(2+b)(\sin A-\sin B)=(c-b) \sin C$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, null, 'refuses'],
  // a second relation or a second angle
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, $b=c$, 则 $b+c$ 的最大值为 ${B}`, ['2√3'], 'mayRefuse'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, $B=\frac{\pi}{4}$, 则 $b+c$ 的取值范围是 ${B}`, null, 'refuses'],
  [r`${IN} $A=\frac{\pi}{3}$, $a=\sqrt{3}$, 若 $b>1$, 则 $b+c$ 的取值范围是 ${B}`, null, 'mayRefuse'],
];

// The older triangle readers that now share the angle search and the naming of the sides.
// biome-ignore format: one problem a line
export const TRIANGLE_SHARED_READERS: MathsLookalike[] = [
  [r`${IN} $b \sin A+a \cos B=0$, 则 $B=$ ${B}`, ['3π/4'], 'solves'],
  [r`${IN} $(2 b-c) \cos A=a \cos C$, 则 $A=$ ${B}`, ['π/3'], 'solves'],
  [r`${IN} $a \cos B=b \cos A$, 则 $A=$ ${B}`, null, 'refuses'],
  [r`${IN} $\sin ^{2} A=\frac{3}{4}$, 则 $A=$ ${B}`, null, 'refuses'],
  [r`${IN} $\sqrt{3} a \cos C=c \sin A$, 则 $C=$ ${B}`, ['π/3'], 'solves'],
  [r`在 $\triangle A B C$ 中, $A B=2$, $A C=3$, $\angle A=60^{\circ}$, 则 $B C=$ ${B}`, ['√7'], 'solves'],
  [r`在 $\triangle A B C$ 中, $A B=2$, $A C=1$, $\angle B A C=120^{\circ}$, 则 $B C=$ ${B}`, ['√7'], 'solves'],
  [r`在 $\triangle A B C$ 中, $A B=2$, $B C=1$, $\angle A B C=120^{\circ}$, 则 $A C=$ ${B}`, ['√7'], 'solves'],
];

const FG = (f: string, g: string) =>
  r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是${f}函数, $g(x)$ 是${g}函数, 则下列结论正确的是（ ）`;

// biome-ignore format: one problem a line
export const ABSTRACT_PARITY_LOOKALIKES: MathsLookalike[] = [
  // f odd, g even: fg odd, f + g neither, |f|g even, f|g| odd, f(|x|) even, f(g(x)) even, g(f(x)) even
  [c(FG('奇', '偶'), r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'solves'],
  // f even, g odd: fg odd, |f|g odd, f|g| even
  [c(FG('偶', '奇'), r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是偶函数`), ['B'], 'solves'],
  [c(FG('偶', '奇'), r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是偶函数`), ['A'], 'solves'],
  // no option holds
  [c(FG('偶', '奇'), r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), null, 'refuses'],
  [c(FG('奇', '偶'), r`$f(|x|)$ 是奇函数`, r`$f(g(x))$ 是奇函数`, r`$g(f(x))$ 是偶函数`, r`$f(x)+g(x)$ 是偶函数`), ['C'], 'solves'],
  [c(FG('奇', '偶'), r`$f(|x|)$ 是偶函数`, r`$f(g(x))$ 是奇函数`, r`$g(f(x))$ 是奇函数`, r`$f(x)-g(x)$ 是奇函数`), ['A'], 'solves'],
  [c(FG('奇', '偶'), r`$f(f(x))$ 是偶函数`, r`$f(g(x))$ 是偶函数`, r`$g(|x|)$ 是奇函数`, r`$|f(x)+g(x)|$ 是偶函数`), ['B'], 'solves'],
  [c(FG('奇', '奇'), r`$f(x) g(x)$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是偶函数`, r`$f(g(x))$ 是偶函数`), ['B'], 'solves'],
  [c(FG('奇', '奇'), r`$f(x) g(x)$ 是偶函数`, r`$f(x)+g(x)$ 是偶函数`, r`$|f(x)|+g(x)$ 是奇函数`, r`$f(g(x))$ 是偶函数`), ['A'], 'solves'],
  [c(FG('偶', '偶'), r`$f(x) g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`, r`$f(x)+x$ 是偶函数`, r`$x f(x)$ 是偶函数`), ['B'], 'solves'],
  [c(FG('奇', '偶'), r`$x f(x)$ 是奇函数`, r`$x g(x)$ 是奇函数`, r`$f(x)+1$ 是奇函数`, r`$g(x)+x$ 是偶函数`), ['B'], 'solves'],
  [c(FG('奇', '偶'), r`$f(x)-f(-x)$ 是偶函数`, r`$g(x)+g(-x)$ 是奇函数`, r`$f(x)+g(x)+1$ 是奇函数`, r`$f(x)-f(-x)$ 是奇函数`), ['D'], 'solves'],
  // f(x) + f(−x) = 0 and g(x) − g(−x) = 0 are odd and even at once: two true options
  [c(FG('奇', '偶'), r`$f(x)+f(-x)$ 是奇函数`, r`$f(x) g(x)$ 是偶函数`, r`$g(x)-g(-x)$ 是偶函数`, r`$f(x)+g(x)$ 是奇函数`), null, 'refuses'],
  [c(FG('奇', '偶'), r`$f(2 x)$ 是奇函数`, r`$f(x-1)$ 是奇函数`, r`$g(x+1)$ 是偶函数`, r`$f(x)+g(x)$ 是偶函数`), ['A'], 'solves'],
  [c(FG('奇', '偶'), r`$f(x^{2})$ 是奇函数`, r`$f(x) f(-x)$ 是偶函数`, r`$g(x) \sin x$ 是偶函数`, r`$g(x)+\cos x$ 是奇函数`), ['B'], 'solves'],
  [c(FG('奇', '偶'), r`$|f(x)|+|g(x)|$ 是奇函数`, r`$f(|x|) g(x)$ 是奇函数`, r`$|f(x)| f(x)$ 是奇函数`, r`$f(x)^{2}$ 是奇函数`), ['C'], 'solves'],
  [c(FG('奇', '偶'), r`$f(x)+\ln (x^{2}+1)$ 是奇函数`, r`$f(x)+\ln (x^{2}+1)$ 是偶函数`, r`$f(x) \ln (x^{2}+1)$ 是奇函数`, r`$g(x) \ln (x^{2}+1)$ 是奇函数`), ['C'], 'solves'],
  // 「可能是」「一定是」「不是」「非奇非偶」「既…又…」: f + g may be odd (g = 0), is not necessarily either
  [c(FG('奇', '偶'), r`$f(x)+g(x)$ 可能是奇函数`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), ['A'], 'mayRefuse'],
  [c(FG('奇', '偶'), r`$f(x)+g(x)$ 一定是奇函数`, r`$f(x) g(x)$ 一定是奇函数`, r`$|f(x)| g(x)$ 一定是奇函数`, r`$f(x)-g(x)$ 一定是偶函数`), ['B'], 'mayRefuse'],
  [c(FG('奇', '偶'), r`$f(x)+g(x)$ 一定是非奇非偶函数`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), null, 'refuses'],
  [c(FG('奇', '偶'), r`$f(x) g(x)$ 不是奇函数`, r`$f(x)+g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), null, 'refuses'],
  [c(FG('奇', '偶'), r`$f(x)+f(-x)$ 既是奇函数又是偶函数`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), ['A'], 'mayRefuse'],
  // 「一定是」 in the stem's declarations, the parities in other words
  [c(r`设 $f(x)$ 是定义在 $R$ 上的奇函数, $g(x)$ 是定义在 $R$ 上的偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  [c(r`设奇函数 $f(x)$ 与偶函数 $g(x)$ 的定义域都为 $R$, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  // domains that are not symmetric, or f declared odd and even
  [c(r`设函数 $f(x)$ 的定义域为 $[-1,2)$, $g(x)$ 的定义域为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $(0,+\infty)$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $f(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), null, 'refuses'],
  // a shifted declaration: f(x + 1) odd says nothing of f(x)
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x+1)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, $g(x) \neq 0$, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$\frac{f(x)}{g(x)}$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  // negated stems
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论错误的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['D'], 'mayRefuse'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论不正确的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['D'], 'mayRefuse'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论中不一定正确的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['D'], 'mayRefuse'],
  // multi-answer stems
  [c(r`9. (多选) 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是偶函数`, r`$f(x)+g(x)$ 是奇函数`), ['AB'], 'solves'],
  [c(r`9. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）（有多项符合题目要求）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是偶函数`, r`$f(x)+g(x)$ 是奇函数`), ['AB'], 'mayRefuse'],
  [c(r`9. (多选题) 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是偶函数`, r`$f(x)+g(x)$ 是奇函数`), ['A'], 'solves'],
  [c(r`10. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的有（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['ABC'], 'mayRefuse'],
  // the functions asked in another wording
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列函数中是奇函数的是（ ）`, r`$f(x) g(x)$`, r`$|f(x)| g(x)$`, r`$f(|x|)$`, r`$f(x)+g(x)$`), ['A'], 'mayRefuse'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$y=f(x) g(x)$ 是偶函数`, r`$y=|f(x)| g(x)$ 是奇函数`, r`$y=f(x)|g(x)|$ 是奇函数`, r`$y=f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$F(x)=f(x) g(x)$ 是偶函数`, r`$F(x)=|f(x)| g(x)$ 是奇函数`, r`$F(x)=f(x)|g(x)|$ 是奇函数`, r`$F(x)=f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  // a condition more than parity
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, $f(x)+g(x)=2^{x}$, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 且在 $(0,+\infty)$ 上单调递增, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  // three functions
  [c(r`设函数 $f(x), g(x), h(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, $h(x)$ 是奇函数, 则下列结论正确的是（ ）`, r`$f(x) g(x) h(x)$ 是奇函数`, r`$f(x)+h(x)$ 是偶函数`, r`$f(h(x))$ 是偶函数`, r`$f(x) h(x)+g(x)$ 是偶函数`), ['D'], 'solves'],
  [c(r`设函数 $f(x), g(x), h(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, $h(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x) h(x)$ 是偶函数`, r`$f(x)+h(x)$ 是偶函数`, r`$h(f(x))$ 是偶函数`, r`$f(x) h(x)+g(x)$ 是偶函数`), ['C'], 'solves'],
  // a product declared, not g itself: f even and fg odd leave g free where f = 0 (f ≡ 0)
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是偶函数, $f(x) g(x)$ 是奇函数, 则下列结论正确的是（ ）`, r`$g(x)$ 是偶函数`, r`$|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`, r`$g(x)$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $f(x)g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$g(x)$ 是奇函数`, r`$|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是偶函数`, r`$g(x)+1$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x) g(x)$ 是奇函数, $f(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$g(x)$ 是偶函数`, r`$|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`, r`$g(x)$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(f(x))$ 是偶函数, 则下列结论正确的是（ ）`, r`$g(x)$ 是偶函数`, r`$g(x)$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`, r`$f(g(x))$ 是奇函数`), null, 'refuses'],
  [c(r`设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, $f(x) g(x)$ 是奇函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  // 「若」 and 「一定」 in the stem
  [c(r`若函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论一定正确的是（ ）`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(x)+g(x)$ 是奇函数`), ['C'], 'mayRefuse'],
  [c(FG('奇', '偶'), r`$\frac{1}{f(x)}$ 是奇函数`, r`$\sqrt{g(x)}$ 是偶函数`, r`$f(x)+x^{2}$ 是奇函数`, r`$g(x)+x^{3}$ 是偶函数`), ['A'], 'mayRefuse'],
];

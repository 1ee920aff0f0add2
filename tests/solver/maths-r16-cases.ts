/**
 * Probes of two kinds the gaokao papers ask (decision 0091), in the papers' wording and print with numbers of our
 * own, every answer worked by hand: 解三角形中的最值与范围 (one angle and its opposite side fixed) and the parity of
 * functions built from an odd and an even function. 'solves' must be answered right; 'refuses' refused.
 */
import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;

// biome-ignore format: one problem a line
export const TRIANGLE_EXTREMES: MathsLookalike[] = [
  [r`16. (5 分) 在 $\triangle A B C$ 中, $C=60^{\circ}, A B=2 \sqrt{3}$, 则 $2 A C+B C$ 的最大值为 ${B}`, ['4√7'], 'solves'],
  [r`16. 已知 $a, b, c$ 分别为 $\triangle A B C$ 三个内角 $A, B, C$ 的对边, $a=3$ 且 $(3+b)(\sin A-\sin B)=(c-b) \sin C$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['9√3/4'], 'solves'],
  [r`15. 在 $\triangle A B C$ 中，角 $A, B, C$ 所对的边分别为 $a, b, c$，若 $A=\frac{\pi}{3}$，$a=\sqrt{3}$，则 $b+c$ 的取值范围是 ${B}`, ['(√3,2√3]'], 'solves'],
  [r`14. 在锐角 $\triangle A B C$ 中，$B=\frac{\pi}{3}$，$b=\sqrt{3}$，则 $a+c$ 的取值范围是 ${B}`, ['(3,2√3]'], 'solves'],
  [r`16. 在 $\triangle A B C$ 中，$C=\frac{2 \pi}{3}$，$c=2 \sqrt{3}$，则 $\triangle A B C$ 周长的最大值为 ${B}`, ['2√3+4|4+2√3'], 'solves'],
  [c(r`8. (5 分) 在 $\triangle A B C$ 中, $A=\frac{2 \pi}{3}, a=\sqrt{3}$, 则 $\triangle A B C$ 面积的最大值为 $(\quad)$`, r`$\frac{\sqrt{3}}{4}$`, r`$\frac{\sqrt{3}}{2}$`, r`$\sqrt{3}$`, r`$\frac{3 \sqrt{3}}{4}$`), ['A'], 'solves'],
  [r`15. 在 $\triangle A B C$ 中, $b^{2}+c^{2}-a^{2}=b c$, $a=3$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['9√3/4'], 'solves'],
  [r`16. $\triangle A B C$ 的内角 $A, B, C$ 的对边分别为 $a, b, c$, 已知 $(2 b-c) \cos A=a \cos C$, $a=2 \sqrt{3}$, 则 $b+c$ 的最大值为 ${B}`, ['4√3'], 'solves'],
  [r`14. 在 $\triangle A B C$ 中, $B=45^{\circ}$, $b=2$, 则 $\triangle A B C$ 面积的最大值为 ${B}`, ['√2+1|1+√2'], 'solves'],
  [r`16. 在锐角三角形 $A B C$ 中, $A=\frac{\pi}{3}, a=2 \sqrt{3}$, 则 $\triangle A B C$ 面积的取值范围是 ${B}`, ['(2√3,3√3]'], 'solves'],
  [r`15. 在 $\triangle A B C$ 中, $A=60^{\circ}$, $a=\sqrt{3}$, 则 $b-c$ 的取值范围为 ${B}`, ['(-√3,√3)'], 'solves'],
  [c(r`7. 在 $\triangle A B C$ 中，内角 $A, B, C$ 的对边分别为 $a, b, c$，若 $A=\frac{\pi}{3}$，$a=\sqrt{3}$，则 $b c$ 的最大值为（ ）`, '1', r`$\sqrt{3}$`, '2', '3'), ['D'], 'solves'],
  // b + c only approaches its lower bound a: no least value
  [r`15. 在 $\triangle A B C$ 中, $A=60^{\circ}$, $a=\sqrt{3}$, 则 $b+c$ 的最小值为 ${B}`, null, 'refuses'],
  // 2b + c with A = 2π/3: its greatest value would be at C = 0, a degenerate triangle
  [r`16. 在 $\triangle A B C$ 中, $A=\frac{2 \pi}{3}$, $a=\sqrt{3}$, 则 $2 b+c$ 的最大值为 ${B}`, null, 'refuses'],
  // no acute triangle has an angle of 2π/3
  [r`16. 在锐角 $\triangle A B C$ 中, $A=\frac{2 \pi}{3}$, $a=2$, 则 $b+c$ 的取值范围是 ${B}`, null, 'refuses'],
  // the side is not opposite the known angle: the triangle is not fixed up to one angle
  [r`15. 在 $\triangle A B C$ 中, $A=60^{\circ}$, $b=2$, 则 $a+c$ 的最大值为 ${B}`, null, 'refuses'],
  // no side known: nothing bounds the sides
  [r`15. 在 $\triangle A B C$ 中, $A=60^{\circ}$, 则 $b+c$ 的最大值为 ${B}`, null, 'refuses'],
  // 钝角三角形: a condition this kind does not weigh
  [r`16. 在钝角 $\triangle A B C$ 中, $B=\frac{\pi}{3}$, $b=\sqrt{3}$, 则 $a+c$ 的取值范围是 ${B}`, null, 'refuses'],
];

// biome-ignore format: one problem a line
export const ABSTRACT_PARITY: MathsLookalike[] = [
  [c(r`3. (5 分) 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x)+g(x)$ 是奇函数`, r`$f(x) \cdot g(x)$ 是奇函数`, r`$|f(x)|+g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), ['B'], 'solves'],
  [c(r`5. 设函数 $f(x), g(x)$ 的定义域都为 $\mathbf{R}$, 且 $f(x)$ 是偶函数, $g(x)$ 是奇函数, 则下列结论正确的是（ ）`, r`$|f(x)| g(x)$ 是偶函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$f(g(x))$ 是偶函数`, r`$g(f(x))$ 是奇函数`), ['C'], 'solves'],
  [c(r`4. 已知函数 $f(x), g(x)$ 的定义域均为 $R$, 且 $f(x)$ 为奇函数, $g(x)$ 为奇函数, 则下列结论中正确的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$f(x)+g(x)$ 是偶函数`, r`$f(g(x))$ 是奇函数`, r`$|f(x)|+g(x)$ 是偶函数`), ['C'], 'solves'],
  [c(r`6. 设定义在 $R$ 上的函数 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) \bullet g(x)$ 是奇函数`, r`$f(|x|)$ 是奇函数`, r`$g(f(x))$ 是奇函数`, r`$f(x)+|g(x)|$ 是奇函数`), ['A'], 'solves'],
  [c(r`3. 设函数 $f(x), h(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $h(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) \bullet h(x)$ 是偶函数`, r`$|f(x)| \bullet h(x)$ 是奇函数`, r`$|f(x)| \bullet h(x)$ 是偶函数`, r`$|f(x) \cdot h(x)|$ 是奇函数`), ['C'], 'solves'],
  [c(r`7. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是偶函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x)-g(x)$ 是奇函数`, r`$f(x) g(x)$ 是奇函数`, r`$f(x)+g(x)$ 是偶函数`, r`$f(x) \cdot|g(x)|$ 是奇函数`), ['C'], 'solves'],
  // f(x) + f(−x) and g(x) − g(−x) are the zero function, odd as well: B, C and D hold in a single choice
  [c(r`8. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(-x) g(x)$ 是偶函数`, r`$f(x) g(-x)$ 是奇函数`, r`$f(x)+f(-x)$ 是奇函数`, r`$g(x)-g(-x)$ 是奇函数`), null, 'refuses'],
  // two options hold in a single choice: refused, not picked
  [c(r`3. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) g(x)$ 是奇函数`, r`$f(x)|g(x)|$ 是奇函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)+g(x)$ 是偶函数`), null, 'refuses'],
  // an option in words this reading does not take
  [c(r`3. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x)+g(x)$ 是非奇非偶函数`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), null, 'refuses'],
  // a function the stem does not declare
  [c(r`3. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x) h(x)$ 是奇函数`, r`$f(x) g(x)$ 是偶函数`, r`$|f(x)| g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), null, 'refuses'],
  // one more condition the reading does not weigh
  [c(r`3. 设函数 $f(x), g(x)$ 的定义域都为 $R$, 且 $f(x)$ 是奇函数, $g(x)$ 是偶函数, $f(1)=2$, 则下列结论正确的是（ ）`, r`$f(x)+g(x)$ 是奇函数`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)|+g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), ['B'], 'mayRefuse'],
  // the domain is not R: f(x)g(x) is odd only where both are defined
  [c(r`3. 设函数 $f(x)$ 的定义域为 $(0,+\infty)$, $f(x)$ 是奇函数, $g(x)$ 是偶函数, 则下列结论正确的是（ ）`, r`$f(x)+g(x)$ 是奇函数`, r`$f(x) g(x)$ 是奇函数`, r`$|f(x)|+g(x)$ 是奇函数`, r`$f(x)-g(x)$ 是偶函数`), null, 'refuses'],
];

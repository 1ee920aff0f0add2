import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 25, third look-alike hunt (decision 0133): problems of neighbouring chapters whose wording holds the triggers
 * of the new conic kinds — a circle's chord bisected by a point (centred or not), a focal chord of a parabola with the
 * midpoint's abscissa or ordinate given and |AB| asked, a midpoint with a parameter, a hyperbola written 2x²−y²=2, an
 * ellipse with foci on the y-axis, a curve with one letter left and e asked, the foot from a focus to the directrix,
 * the foot to an asymptote with a length asked, |PF₁|·|PF₂|, λ asked of a vector relation, a curve whose side is
 * unsaid (two answers), and 多选 statements only one of which is of the new kind. Every answer worked by hand.
 */
const r = String.raw;
const B = r`\_\_\_\_`;
const HYP = r`设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，`;
const PAR = (eq: string) => r`已知抛物线 $C: ${eq}$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，`;

// biome-ignore format: one problem a line
export const ROUND25_THIRD_HUNT: Record<string, MathsLookalike[]> = {
  circles: [
    // centred circle: 点差法 is right (k = −x0/y0)
    [r`14．已知圆 $x^{2}+y^{2}=8$ 内一点 $P(1,2)$，弦 $A B$ 被点 $P$ 平分，则直线 $A B$ 的方程为${B}`, ['x+2y-5=0'], 'mayRefuse'],
    // centre (1,0): CM slope 1, chord slope −1
    [r`14．圆 $(x-1)^{2}+y^{2}=4$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, ['x+y-3=0'], 'mayRefuse'],
    // centre (2,0): CM slope −1, chord slope 1
    [r`14．圆 $x^{2}+y^{2}-4 x=0$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['x-y=0'], 'mayRefuse'],
    // centre (0,1): CM slope (1−1)/(1−0) = 0, chord vertical x = 1
    [r`14．圆 $x^{2}+(y-1)^{2}=4$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['x=1|x-1=0'], 'mayRefuse'],
    // 2x² + 2y² = 8 is the circle x²+y²=4: chord slope −1
    [r`14．曲线 $2 x^{2}+2 y^{2}=8$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的斜率为${B}`, ['-1'], 'mayRefuse'],
    // a circle and an ellipse both named; the chord is the circle's (centre (3,0): CM slope −1/2... (1−0)/(2−3) = −1, chord slope 1)
    [r`14．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 与圆 $(x-3)^{2}+y^{2}=4$，圆的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, ['x-y-1=0'], 'mayRefuse'],
    ['圆x^2+y^2-2x-4y=0的弦AB的中点为(0,1)，求直线AB的方程', ['x-y+1=0'], 'mayRefuse'],
  ],
  focalChords: [
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 的直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点的横坐标为 $2$，则 $|A B|=$${B}`, ['6'], 'mayRefuse'],
    [r`14．过抛物线 $y^{2}=8 x$ 的焦点 $F$ 的直线交抛物线于 $A, B$ 两点，若线段 $A B$ 中点的横坐标为 $2$，则 $|A B|=$${B}`, ['8'], 'mayRefuse'],
    // 中点纵坐标 2: k = 4/(y1+y2) = 1, y = x − 1, x1 + x2 = 6, |AB| = 8
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 的直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点的纵坐标为 $2$，则 $|A B|=$${B}`, ['8'], 'mayRefuse'],
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点为 $(3,2)$，则 $|A B|=$${B}`, ['8'], 'mayRefuse'],
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点为 $(3,2)$，则直线 $A B$ 的斜率为${B}`, ['1'], 'mayRefuse'],
    // the midpoint (2,1) is not on any chord through F(1,0) with 点差法 slope 2: refuse
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的斜率为${B}`, null, 'refuses'],
    // x² = 4y, focus (0,1), midpoint ordinate 3: |AB| = y1 + y2 + 2 = 8
    [r`14．过抛物线 $x^{2}=4 y$ 的焦点 $F$ 的直线交抛物线于 $A, B$ 两点，若 $A B$ 中点的纵坐标为 $3$，则 $|A B|=$${B}`, ['8'], 'mayRefuse'],
    // ellipse focal chord bisected: x²/4+y²/3=1, F(1,0), chord through F with midpoint (1/2, ?) — the abscissa alone: k² from 点差法
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若 $|A B|=8$，则线段 $A B$ 的中点的横坐标为${B}`, ['3'], 'mayRefuse'],
  ],
  parameters: [
    // k = −(x0/a²)/(y0/b²) = −(1/4)/(m/2) = −1/(2m) = −1/2 → m = 1
    [r`14．已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{2}=1$ 的弦 $A B$ 的中点为 $(1, m)$，直线 $A B$ 的斜率为 $-\frac{1}{2}$，则 $m=$${B}`, ['1'], 'mayRefuse'],
    [r`14．已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{2}=1$ 的弦 $A B$ 的中点为 $(1, m)(m>0)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    // b²/a² = k·y0/x0 = 1/2 → e = √6/2
    [r`14．已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0,b>0)$ 的弦 $A B$ 的中点为 $(2,1)$，直线 $A B$ 的斜率为 $1$，则双曲线的离心率为${B}`, ['√6/2'], 'mayRefuse'],
    // a = 2 given, b unknown: b²/a² = −k·y0/x0 = 1/2 → e = √2/2
    [r`14．已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{b^{2}}=1(0<b<2)$ 的弦 $A B$ 的中点为 $(1,1)$，直线 $A B$ 的斜率为 $-\frac{1}{2}$，则椭圆的离心率为${B}`, ['√2/2'], 'mayRefuse'],
    [r`14．已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{b^{2}}=1(0<b<2)$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．已知抛物线 $y^{2}=2 p x(p>0)$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的斜率为${B}`, null, 'refuses'],
    // y² = 2px, slope p/y0 = 2 with y0 = 1 → p = 2
    [r`14．已知抛物线 $y^{2}=2 p x(p>0)$ 的弦 $A B$ 的中点为 $(2,1)$，直线 $A B$ 的斜率为 $2$，则 $p=$${B}`, ['2'], 'mayRefuse'],
  ],
  writtenOtherwise: [
    // 2x² − y² = 2 is x² − y²/2 = 1: k = 2x0/y0 = 4, 14x² − 56x + 51 = 0 has two roots
    [r`14．双曲线 $2 x^{2}-y^{2}=2$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, ['4x-y-7=0'], 'mayRefuse'],
    // k = 2, 2x² − 4x + 3 = 0 has no root: no such chord
    [r`14．双曲线 $2 x^{2}-y^{2}=2$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    // y²/16 + x²/4 = 1 (foci on the y-axis): 2/4 + 4k/16 = 0 → k = −2
    [r`14．椭圆 $\frac{y^{2}}{16}+\frac{x^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(1,2)$，则直线 $A B$ 的方程为${B}`, ['2x+y-4=0'], 'mayRefuse'],
    [r`14．椭圆 $\frac{y^{2}}{16}+\frac{x^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(1,2)$，则直线 $A B$ 的斜率为${B}`, ['-2'], 'mayRefuse'],
    // 4x² + y² = 16 is the same ellipse
    [r`14．椭圆 $4 x^{2}+y^{2}=16$ 的弦 $A B$ 的中点为 $(1,2)$，则直线 $A B$ 的斜率为${B}`, ['-2'], 'mayRefuse'],
    // x² = 2y: slope x0 = 1
    [r`14．抛物线 $x^{2}=2 y$ 的弦 $A B$ 的中点为 $(1,3)$，则直线 $A B$ 的斜率为${B}`, ['1'], 'mayRefuse'],
    // y²/4 − x² = 1 at (1,1): 2/4·k·... : (y1+y2)(y1−y2)/4 − (x1+x2)(x1−x2) = 0 → k·2/4 = 2 → k = 4; y = 4x − 3: (4x−3)²/4 − x² = 1 → 12x² − 24x + 5 = 0, disc 576 − 240 > 0
    [r`14．双曲线 $\frac{y^{2}}{4}-x^{2}=1$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['4x-y-3=0'], 'mayRefuse'],
  ],
  feet: [
    // the foot from a focus to the directrix: y² = 4x, A(−1, 2√3), P(3, 2√3), |PF| = 4
    [r`14．已知抛物线 $y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$P$ 为抛物线上一点，$P A \perp l$，垂足为 $A$，如果直线 $A F$ 的斜率为 $-\sqrt{3}$，那么 $|P F|=$${B}`, ['4'], 'mayRefuse'],
    // |PF| = b = √5, |OP| = a = 2
    [r`14．过双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{5}=1$ 的右焦点 $F$ 作一条渐近线的垂线，垂足为 $P$，则 $|P F|=$${B}`, ['√5'], 'mayRefuse'],
    [r`14．过双曲线 $\frac{x^{2}}{4}-\frac{y^{2}}{5}=1$ 的右焦点 $F$ 作一条渐近线的垂线，垂足为 $P$，则 $|O P|=$${B}`, ['2'], 'mayRefuse'],
    [r`14．过双曲线 $2 x^{2}-y^{2}=2$ 的右焦点 $F$ 作一条渐近线的垂线，垂足为 $P$，则 $|P F|=$${B}`, ['√2'], 'mayRefuse'],
    // A the foot, P on the left branch with A the midpoint of PF₂: |PF₁| = 2a, |PF₂| = 2b, 2b − 2a = 2a → e = √5
    [r`16．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $A$，且与 $C$ 的左支交于点 $P$，若 $A$ 为 $P F_{2}$ 的中点，则 $C$ 的离心率为${B}`, ['√5'], 'mayRefuse'],
    // |OP| = |PF₂|: a = b → e = √2
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|O P|=|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√2'], 'mayRefuse'],
    // ∠POF₂ = 60°: b/a = √3 → e = 2
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\angle P O F_{2}=60^{\circ}$，则 $C$ 的离心率为${B}`, ['2'], 'mayRefuse'],
    // |PF₁|² = 3a² + c² = 3b² = 3c² − 3a² → e = √3
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{3}|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√3'], 'mayRefuse'],
    // a product of lengths with no number: undecidable
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}| \cdot|P F_{2}|=|O F_{2}|^{2}$，则 $C$ 的离心率为${B}`, null, 'mayRefuse'],
    // ellipse: 64 = 100 − 3mn → |PF₁|·|PF₂| = 12
    [r`14．已知 $P$ 为椭圆 $\frac{x^{2}}{25}+\frac{y^{2}}{9}=1$ 上一点，$F_{1}, F_{2}$ 为其左、右焦点，若 $\angle F_{1} P F_{2}=60^{\circ}$，则 $|P F_{1}| \cdot|P F_{2}|=$${B}`, ['12'], 'mayRefuse'],
    // the foot from a focus to an asymptote of an ellipse's numbers: no asymptote
    [r`14．过椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{3}=1$ 的右焦点 $F$ 作直线 $y=x$ 的垂线，垂足为 $P$，则 $|P F|=$${B}`, ['√2/2'], 'mayRefuse'],
  ],
  vectors: [
    // |QF| = 4/3 → x_Q = 1/3; −2 = λ(1/3 − 1) → λ = 3
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=\lambda \overrightarrow{F Q}$，且 $|Q F|=\frac{4}{3}$，则 $\lambda=$${B}`, ['3'], 'mayRefuse'],
    // letters swapped: Q on l, P on C; FQ→ = 4FP→ on y² = 8x: |PF| = 3
    [r`15．已知抛物线 $C: y^{2}=8 x$ 的焦点为 $F$，准线为 $l$，$Q$ 是 $l$ 上一点，$P$ 是直线 $Q F$ 与 $C$ 的一个交点，若 $\overrightarrow{F Q}=4 \overrightarrow{F P}$，则 $|P F|=$${B}`, ['3'], 'mayRefuse'],
    // y² = 8x, x_Q = 1, |QF| = 3, |PF| = 4|QF| = 12
    [r`15．${PAR('y^{2}=8 x')}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|P F|=$${B}`, ['12'], 'mayRefuse'],
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l: x=-1$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['4/3'], 'mayRefuse'],
    // a hyperbola has no such definition: refuse
    [r`15．已知双曲线 $C: x^{2}-\frac{y^{2}}{3}=1$ 的右焦点为 $F$，右准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, null, 'mayRefuse'],
    // P on the y-axis (not the directrix) written as 「P 在 y 轴上」: x_P = 0, −1 = 3(x_Q − 1) → x_Q = 2/3, |QF| = 5/3
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$P$ 在 $y$ 轴上，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['5/3'], 'mayRefuse'],
    // two answers: FP→ = 3FQ→ but 「P 在 C 上，Q 在 l 上」 — P on C, Q on l: x_Q = −1, x_P − 1 = 3(−2) → x_P = −5: no such P
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$Q$ 是 $l$ 上一点，$P$ 是直线 $Q F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|P F|=$${B}`, null, 'refuses'],
  ],
  manyAnswers: [
    // foci on an unsaid axis: two curves
    [r`12．已知双曲线 $E$ 的中心为原点，焦距为 $6$，过 $E$ 的一个焦点 $F$ 的直线 $l$ 与 $E$ 相交于 $A, B$ 两点，且 $A B$ 的中点为 $N(-12,-15)$，则 $E$ 的方程为${B}`, null, 'mayRefuse'],
    // an ellipse, right focus (3,0), slope of the chord given as 1 but the midpoint (1,−1) gives 1/2: contradiction
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线 $l$ 交椭圆 $E$ 于 $A, B$ 两点，直线 $l$ 的斜率为 $1$，若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    // 上焦点 on a y-axis ellipse: (0,3), midpoint (1,−1)... y-axis version of the classic: refuse or y²/18 + x²/9 = 1 with (−1, 1)
    [r`10．已知椭圆 $E: \frac{y^{2}}{a^{2}}+\frac{x^{2}}{b^{2}}=1(a>b>0)$ 的上焦点为 $F(0,3)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(-1,1)$，则 $E$ 的方程为${B}`, ['y^2/18+x^2/9=1'], 'mayRefuse'],
    // the chord through (1,1) with midpoint at ±: 「中点为 (1,±1)」 not a single point
    [r`14．椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{2}=1$ 的弦 $A B$ 的中点为 $(1, \pm 1)$，则直线 $A B$ 的斜率为${B}`, null, 'refuses'],
  ],
  multi: [
    [c(r`11．（多选）已知双曲线 $C: x^{2}-\frac{y^{2}}{3}=1$ 的左、右焦点分别为 $F_{1}, F_{2}$，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，则（ ）`, r`$|P F_{2}|=\sqrt{3}$`, '$|O P|=1$', r`$|P F_{1}|=\sqrt{5}$`, '$C$ 的离心率为 $2$'), ['ABD'], 'mayRefuse'],
    [c(r`11．（多选）已知椭圆 $C: \frac{x^{2}}{4}+\frac{y^{2}}{2}=1$，则下列结论正确的是（ ）`, r`若弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为 $x+2 y-3=0$`, r`$C$ 的离心率为 $\frac{\sqrt{2}}{2}$`, r`$C$ 的焦距为 $2 \sqrt{2}$`, '$C$ 的长轴长为 $2$'), ['ABC'], 'mayRefuse'],
    [c(r`11．（多选）已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，则下列结论正确的是（ ）`, r`若弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的斜率为 $2$`, r`若 $P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，$\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|=\frac{4}{3}$`, '$F$ 到 $l$ 的距离为 $1$', '$l$ 的方程为 $x=-1$'), ['ABD'], 'mayRefuse'],
    [c(r`11．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则下列说法错误的是（ ）`, r`直线 $A B$ 的斜率为 $-\frac{1}{2}$`, r`直线 $A B$ 的方程为 $x+2 y-4=0$`, r`直线 $A B$ 过点 $(0,2)$`, r`直线 $A B$ 过点 $(4,0)$`), ['C'], 'mayRefuse'],
  ],
  pointsAndAsks: [
    // the perpendicular bisector, and a line perpendicular to the chord: not the chord
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则线段 $A B$ 的垂直平分线的方程为${B}`, ['2x-y-3=0'], 'mayRefuse'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则线段 $A B$ 的中垂线的斜率为${B}`, ['2'], 'mayRefuse'],
    // |OP| = 2|PF₂|: a = 2b → e = √5/2; |PF₁| = √5|PF₂|: 3a² + c² = 5c² − 5a² → e = √2
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|O P|=2|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√5/2'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{5}|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√2'], 'mayRefuse'],
    // the point lies on the chord but is not said to be its midpoint (the midpoint M is unknown): undecidable — these
    // three were answered x+2y−4=0 / −1/2 before the fix
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 过点 $(2,1)$，且 $A B$ 的中点为 $M$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 经过点 $(2,1)$，$M$ 为 $A B$ 的中点，则直线 $A B$ 的斜率为${B}`, null, 'refuses'],
    [r`14．过点 $(2,1)$ 的直线交椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 于 $A, B$ 两点，且 $A B$ 的中点为 $M$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．过点 $P(2,1)$ 的直线交椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 于 $A, B$ 两点，且 $M$ 为 $A B$ 的中点，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    ['双曲线x^2-y^2/4=1的弦AB过点(2,1)，AB的中点为M，求直线AB的方程', null, 'refuses'],
    // the same sentences with the point said to be the midpoint stay answered
    [r`14．过点 $P(2,1)$ 的直线交椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 于 $A, B$ 两点，且 $P$ 为 $A B$ 的中点，则直线 $A B$ 的方程为${B}`, ['x+2y-4=0'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 被点 $P(2,1)$ 平分，则直线 $A B$ 的方程为${B}`, ['x+2y-4=0'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点恰为 $(2,1)$，则直线 $A B$ 的斜率为${B}`, ['-1/2'], 'solves'],
    // other asks about the chord and its midpoint, not taken
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 与 $x$ 轴的交点坐标为${B}`, ['4', '0'], 'mayRefuse'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的两条弦 $A B$，$C D$ 的中点都为 $(2,1)$，则直线 $A B$ 的方程为${B}`, null, 'mayRefuse'],
    [r`14．抛物线 $y^{2}=4 x$ 的焦点弦 $A B$ 的中点为 $(3,2)$，则直线 $A B$ 的方程为${B}`, ['x-y-1=0'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若点 $P$ 在圆 $x^{2}+y^{2}=a^{2}$ 上，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\angle F_{1} P F_{2}=90^{\circ}$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{7}|O P|$，且 $C$ 的焦距为 $4$，则 $C$ 的方程为${B}`, ['x^2-y^2/3=1|x^2-\\frac{y^2}{3}=1'], 'mayRefuse'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|O Q|=$${B}`, ['√13/3'], 'mayRefuse'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|+|P F|=$${B}`, ['16/3'], 'mayRefuse'],
  ],
};

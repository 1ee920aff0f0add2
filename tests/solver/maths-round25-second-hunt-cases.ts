import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 25, second look-alike hunt (decision 0133): the conic kinds read afresh, each one detail away — the foot of
 * the perpendicular from the other focus or a vertex, a coefficient on the left of a ratio, a condition no hyperbola
 * meets, a y-axis hyperbola; a midpoint whose chord would be parallel to an asymptote or does not reach the parabola,
 * a midpoint on an axis, another segment's midpoint written without 「的」, the slope of OM asked instead of AB's, a
 * chord through a focus that the midpoint contradicts; a left focus, a hyperbola printed with an ellipse's numbers,
 * the chord through the other focus; vectors the other way round, λ for which Q cannot exist, lengths instead of
 * vectors; and neighbouring conic problems. Every answer worked by hand.
 */
const r = String.raw;
const B = r`\_\_\_\_`;
const HYP = r`设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，`;
const PAR = (eq: string) => r`已知抛物线 $C: ${eq}$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，`;
const ELL = (f: string, mid: string) =>
  r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的${f}，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 ${mid}，则 $E$ 的方程为`;

// biome-ignore format: one problem a line
export const ROUND25_SECOND_HUNT: Record<string, MathsLookalike[]> = {
  asymptoteFoot: [
    [r`15．${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=2|O P|$，则 $C$ 的离心率为${B}`, ['√5'], 'solves'],
    [r`15．${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=\sqrt{7}|O P|$，则 $C$ 的离心率为${B}`, ['2'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{6}|O F_{2}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $2|O P|=|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√5'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $3|P F_{2}|=|P F_{1}|$，则 $C$ 的离心率为${B}`, ['√6/2'], 'mayRefuse'],
    [r`15．设双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右顶点为 $A$，$O$ 是坐标原点，过 $A$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|A P|=\frac{\sqrt{3}}{2}|O A|$，则 $C$ 的离心率为${B}`, ['2'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若点 $P$ 在 $C$ 上，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的下、上焦点，$O$ 是坐标原点，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=3|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√6/2'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=3|P F_{2}|$，则 $C$ 的渐近线方程为${B}`, ['±√2/2x|\\pm\\frac{\\sqrt{2}}{2}x'], 'mayRefuse'],
    [r`16．${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $A$，交另一条渐近线于 $B$，若 $\overrightarrow{F_{1} A}=\overrightarrow{A B}$，则 $C$ 的离心率为${B}`, ['2'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\tan \angle P F_{1} F_{2}=\frac{1}{3}$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=\frac{1}{2}|O F_{2}|$，则 $C$ 的离心率为${B}`, ['2√3/3'], 'solves'],
    [r`15．${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=2|O F_{1}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|O P|=\frac{1}{2}|F_{1} F_{2}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=3|P F_{1}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [c(r`11．（5分）${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\left|P F_{2}\right|=\sqrt{7}\left|O P\right|$，则 $C$ 的离心率为 $(\quad)$`, r`$\sqrt{2}$`, r`$\sqrt{3}$`, '2', r`$\sqrt{5}$`), ['C'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|O P|=\frac{\sqrt{3}}{3}|O F_{2}|$，则 $C$ 的离心率为${B}`, ['√3'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{3}|O F_{1}|$，则 $C$ 的离心率为${B}`, ['√6/2'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线 $l$，垂足为 $P$，若 $|P F_{1}|=3|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√6/2'], 'mayRefuse'],
  ],
  midpointChord: [
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $M(2,1)$，则直线 $O M$ 的斜率为${B}`, null, 'mayRefuse'],
    [c(r`7．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $M(2,1)$，$O$ 为坐标原点，则直线 $O M$ 的斜率为 $(\quad)$`, r`$-\frac{1}{2}$`, r`$\frac{1}{2}$`, '1', '-1'), ['B'], 'mayRefuse'],
    [r`14．过点 $M(2,1)$ 的直线交椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 于 $A, B$ 两点，且 $A$ 为 $M B$ 中点，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．直线 $l$ 与椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 交于 $A, B$ 两点，线段 $O A$ 中点为 $(1,1)$，则直线 $l$ 的斜率为${B}`, null, 'refuses'],
    [r`14．双曲线 $\frac{x^{2}}{16}-\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．双曲线 $x^{2}-\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, ['8x-y-15=0'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(0,1)$，则直线 $A B$ 的方程为${B}`, ['y-1=0|y=1'], 'solves'],
    [r`14．双曲线 $\frac{x^{2}}{4}-y^{2}=1$ 的弦 $A B$ 的中点为 $(3,0)$，则直线 $A B$ 的方程为${B}`, ['x=3|x-3=0'], 'solves'],
    [r`14．双曲线 $\frac{x^{2}}{4}-y^{2}=1$ 的弦 $A B$ 的中点为 $(1,0)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．抛物线 $x^{2}=-8 y$ 的弦 $A B$ 的中点为 $(2,-3)$，则直线 $A B$ 的方程为${B}`, ['x+2y+4=0'], 'solves'],
    [r`14．抛物线 $y=\frac{1}{4} x^{2}$ 的弦 $A B$ 的中点为 $(2,3)$，则直线 $A B$ 的方程为${B}`, ['x-y+1=0'], 'solves'],
    [r`14．双曲线 $x^{2}-y^{2}=1$ 的弦 $A B$ 的中点为 $(1,2)$，则直线 $A B$ 的方程为${B}`, ['x-2y+3=0'], 'solves'],
    [r`14．双曲线 $x^{2}-y^{2}=1$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{y^{2}}{9}+\frac{x^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['9x+4y-13=0'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 在 $y$ 轴上的截距为${B}`, ['2'], 'mayRefuse'],
    [c(r`7．（5分）已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{2}=1$ 的弦 $A B$ 的中点为 $M(1,1)$，则直线 $A B$ 的斜率为 $(\quad)$`, '$-2$', r`$-\frac{1}{2}$`, r`$\frac{1}{2}$`, '2'), ['B'], 'solves'],
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点为 $(3,2)$，则直线 $A B$ 的方程为${B}`, ['x-y-1=0'], 'mayRefuse'],
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．椭圆 $x^{2}+2 y^{2}=4$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['x+2y-3=0'], 'solves'],
    ['双曲线x^2-y^2/4=1的弦AB中点为(2,1)，求直线AB的方程', ['8x-y-15=0'], 'solves'],
    [r`14．直线 $l$ 被椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{2}=1$ 截得的弦被点 $M(1,1)$ 平分，则直线 $l$ 的方程为${B}`, ['x+2y-3=0'], 'mayRefuse'],
    [r`14．椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{2}=1$ 的弦 $A B$ 的中点为 $\left(\frac{1}{2}, \frac{1}{4}\right)$，则直线 $A B$ 的倾斜角为${B}`, ['135°|3π/4'], 'mayRefuse'],
    [r`13．以点 $M(1,1)$ 为中点的抛物线 $y^{2}=8 x$ 的弦所在直线的方程为${B}`, ['4x-y-3=0'], 'solves'],
    [r`14．抛物线 $y^{2}=4 x$ 的弦 $A B$ 的中点为 $(1,3)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．圆 $x^{2}+y^{2}=9$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['x+y-2=0'], 'mayRefuse'],
    [r`14．双曲线 $y^{2}-\frac{x^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(1,2)$，则直线 $A B$ 的方程为${B}`, ['x-8y+15=0'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{8}+\frac{y^{2}}{2}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $M(2,1)$，则直线 $A M$ 的斜率为${B}`, ['-1/2'], 'mayRefuse'],
  ],
  focusMidpointConic: [
    [ELL('左焦点为 $F(-3,0)$', '$(-2,1)$'), ['x^2/18+y^2/9=1'], 'solves'],
    [r`12．已知双曲线 $E$ 的中心为原点，$F(3,0)$ 是 $E$ 的焦点，过 $F$ 的直线 $l$ 与 $E$ 相交于 $A, B$ 两点，且 $A B$ 的中点为 $N(2,1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [ELL('右焦点为 $F(2,0)$', r`$\left(\frac{2}{3}, \frac{2}{3}\right)$`), ['x^2/8+y^2/4=1'], 'solves'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过左焦点 $F_{1}$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(2,1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(2,1)$，则 $E$ 的离心率为${B}`, ['√2/2'], 'mayRefuse'],
    [r`10．已知双曲线 $E: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0,b>0)$ 的右焦点为 $F(2,0)$，过点 $F$ 的直线交 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(3,1)$，则 $E$ 的方程为${B}`, ['x^2/3-y^2=1|x^2/3-y^2/1=1'], 'solves'],
    [c(ELL('左焦点为 $F(-3,0)$', '$(-2,1)$') + r` $(\quad)$`, r`$\frac{x^{2}}{45}+\frac{y^{2}}{36}=1$`, r`$\frac{x^{2}}{36}+\frac{y^{2}}{27}=1$`, r`$\frac{x^{2}}{27}+\frac{y^{2}}{18}=1$`, r`$\frac{x^{2}}{18}+\frac{y^{2}}{9}=1$`), ['D'], 'solves'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(2,1)$，则 $|A B|=$${B}`, null, 'mayRefuse'],
  ],
  directrixVector: [
    [r`15．${PAR('x^{2}=8 y')}若 $\overrightarrow{P F}=3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['16/3'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=-3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['8/3'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{P Q}=3 \overrightarrow{Q F}$，则 $|Q F|=$${B}`, ['3/2'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则点 $Q$ 的横坐标为${B}`, ['1/3'], 'mayRefuse'],
    [r`15．${PAR('y^{2}=4 x')}若 $|P F|=3|Q F|$，则 $|Q F|=$${B}`, null, 'refuses'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=\frac{1}{2} \overrightarrow{F Q}$，则 $|Q F|=$${B}`, null, 'refuses'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F Q}=2 \overrightarrow{F P}$，则 $|Q F|=$${B}`, null, 'refuses'],
    [r`15．${PAR('y^{2}=-4 x')}若 $\overrightarrow{P F}=2 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3'], 'solves'],
    [r`15．${PAR(r`y=\frac{1}{8} x^{2}`)}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3'], 'solves'],
    [r`15．已知抛物线 $C: y^{2}=2 p x(p>0)$ 的焦点为 $F(2,0)$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3'], 'mayRefuse'],
    ['已知抛物线C:y^2=8x的焦点为F，准线为l，P是l上一点，Q是直线PF与C的一个交点，若向量FP=4向量FQ，则|QF|=', ['3'], 'mayRefuse'],
    [r`15．${PAR('y^{2}=8 x')}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，且点 $P$ 在 $x$ 轴上方，则 $|Q F|=$${B}`, ['3'], 'mayRefuse'],
    [c(r`10．（5分）已知抛物线 $C: y^{2}=8 x$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=(\quad)$`, r`$\frac{7}{2}$`, r`$\frac{5}{2}$`, '3', '2'), ['C'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{P F}=\overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['4'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{Q P}=4 \overrightarrow{Q F}$，则 $|Q F|=$${B}`, ['8/3'], 'solves'],
    [r`15．${PAR('y^{2}=8 x')}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|P Q|=$${B}`, ['9'], 'solves'],
  ],
  neighbours: [
    [r`14．椭圆 $\frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的弦 $A B$ 的中点为 $M(1,1)$，直线 $A B$ 的斜率为 $-\frac{1}{2}$，则椭圆的离心率为${B}`, ['√2/2'], 'mayRefuse'],
    [r`14．过抛物线 $y^{2}=4 x$ 的焦点 $F$ 作直线交抛物线于 $A, B$ 两点，若线段 $A B$ 中点的横坐标为 $3$，则 $|A B|=$${B}`, ['8'], 'solves'],
    [r`14．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$，直线 $y=x+1$ 与椭圆交于 $A, B$ 两点，则线段 $A B$ 的中点坐标为${B}`, ['-4/5', '1/5'], 'mayRefuse'],
    [r`14．已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0,b>0)$ 的右焦点 $F$ 到一条渐近线的距离为 $\sqrt{3} a$，则双曲线的离心率为${B}`, ['2'], 'mayRefuse'],
  ],
  secondPass: [
    [r`15．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$，直线 $l$ 与椭圆交于 $C, D$ 两点，弦 $A B$ 的中点为 $(2,1)$，则直线 $l$ 的方程为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\angle P F_{2} O=30^{\circ}$，则 $C$ 的离心率为${B}`, ['2'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{Q F}$，则 $|Q F|=$${B}`, ['8/3'], 'solves'],
    [c(r`10．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|=(\quad)$`, r`$\frac{4}{3}$`, '2', r`$\frac{8}{3}$`, '3'), ['A'], 'solves'],
    [r`10．已知椭圆 $E$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [r`10．已知椭圆 $E$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的标准方程为${B}`, ['x^2/18+y^2/9=1'], 'solves'],
    [r`10．已知椭圆 $E$ 的中心为原点，右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, ['x^2/18+y^2/9=1'], 'mayRefuse'],
    [r`12．已知双曲线 $E$ 的中心为原点，$F(3,0)$ 是 $E$ 的焦点，过 $F$ 的直线 $l$ 与 $E$ 相交于 $A, B$ 两点，且 $A B$ 的中点为 $N(-12,-15)$，则 $E$ 的标准方程为${B}`, ['x^2/4-y^2/5=1'], 'solves'],
    [r`12．已知双曲线 $E$ 的右焦点为 $F(3,0)$，过 $F$ 的直线 $l$ 与 $E$ 相交于 $A, B$ 两点，且 $A B$ 的中点为 $N(-12,-15)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [r`10．已知椭圆 $E$ 的左焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [c(r`6．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为 $(\quad)$`, r`$y=-\frac{1}{2} x+2$`, r`$y=\frac{1}{2} x$`, '$y=-2 x+5$', '$y=2 x-3$'), ['A'], 'solves'],
    [c(r`6．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为 $(\quad)$`, '$x-2 y=0$', '$2 x+4 y-8=0$', '$2 x+y-5=0$', '$x+2 y+4=0$'), ['B'], 'solves'],
    [c(r`6．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的方程为 $(\quad)$`, '$x-2 y=0$', '$2 x-y-3=0$', '$2 x+y-5=0$', '$x+2 y+4=0$'), null, 'refuses'],
    [c(r`6．已知抛物线 $y^{2}=4 x$ 的弦 $A B$ 的中点为 $(2,1)$，则直线 $A B$ 的斜率为 $(\quad)$`, '$-2$', r`$-\frac{1}{2}$`, r`$\frac{1}{2}$`, '$2$'), ['D'], 'solves'],
    [r`15．${PAR('x^{2}=-4 y')}若 $\overrightarrow{P F}=2 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3'], 'solves'],
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F(1,0)$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{P F}=2 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3'], 'mayRefuse'],
  ],
};

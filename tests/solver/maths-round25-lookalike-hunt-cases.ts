import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 25 look-alike hunt (decision 0133): each new kind with one detail changed — another ratio or angle, the
 * other focus, a vertex instead of a focus, a parallel instead of a perpendicular, a condition no hyperbola meets;
 * a midpoint outside the curve or at its centre, a hyperbola chord that does not exist, a segment that is not the
 * chord, an endpoint instead of a midpoint, an extra number; a parabola opening the other way, the other vector
 * order, a point of the y-axis instead of the directrix, a ratio for which Q cannot exist. Every answer worked by hand.
 */
const r = String.raw;
const B = r`\_\_\_\_`;
const HYP = r`设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，`;
const PAR = (eq: string) => r`已知抛物线 $C: ${eq}$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，`;

// biome-ignore format: one problem a line
export const ROUND25_HUNT: Record<string, MathsLookalike[]> = {
  asymptoteFoot: [
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=\sqrt{3}|O P|$，则 $C$ 的离心率为${B}`, ['2'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{7}|O P|$，则 $C$ 的离心率为${B}`, ['2'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{3}|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√3'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\angle P O F_{2}=45^{\circ}$，则 $C$ 的离心率为${B}`, ['√2'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\angle P O F_{2}=30^{\circ}$，则 $C$ 的离心率为${B}`, ['2√3/3|\\frac{2\\sqrt{3}}{3}'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|O P|=2|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√5/2|\\frac{\\sqrt{5}}{2}'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=3|O P|$，则 $C$ 的离心率为${B}`, ['√6'], 'solves'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=|O F_{2}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的平行线，交另一条渐近线于 $P$，若 $|P F_{1}|=\sqrt{6}|O P|$，则 $C$ 的离心率为${B}`, null, 'mayRefuse'],
    [r`15．设双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右顶点为 $A$，$O$ 是坐标原点，过 $A$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|A P|=\frac{1}{2}|O A|$，则 $C$ 的离心率为${B}`, ['2√3/3|\\frac{2\\sqrt{3}}{3}'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{6}|O P|$，则 $C$ 的渐近线方程为${B}`, ['±√2x|\\pm\\sqrt{2}x'], 'mayRefuse'],
    [r`15．${HYP}过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{6}|O P|$，且 $|P F_{2}|=2$，则 $C$ 的离心率为${B}`, null, 'mayRefuse'],
    [c(r`10．${HYP}过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=3|P F_{1}|$，则 $C$ 的离心率为（ ）`, r`$\frac{\sqrt{6}}{2}$`, r`$\sqrt{2}$`, r`$\sqrt{3}$`, '2'), ['A'], 'solves'],
  ],
  midpointChord: [
    [r`13．椭圆 $\frac{x^{2}}{9}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, ['4x+9y-13=0'], 'solves'],
    [r`14．已知双曲线 $\frac{x^{2}}{4}-y^{2}=1$ 的弦 $A B$ 的中点为 $(4,1)$，则直线 $A B$ 的方程为${B}`, ['x-y-3=0'], 'solves'],
    [r`14．已知双曲线 $x^{2}-\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．已知双曲线 $x^{2}-\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(0,0)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．抛物线 $x^{2}=4 y$ 的弦 $A B$ 的中点为 $(2,3)$，则直线 $A B$ 的方程为${B}`, ['x-y+1=0'], 'solves'],
    [r`14．抛物线 $y^{2}=4 x$ 的弦 $A B$ 的中点为 $(1,0)$，则直线 $A B$ 的方程为${B}`, ['x=1'], 'mayRefuse'],
    [r`14．抛物线 $y^{2}=4 x$ 的弦 $A B$ 的中点为 $(0,2)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，且 $|A B|=3$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．过点 $(1,1)$ 的直线与椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 交于 $A, B$ 两点，则直线 $A B$ 的斜率为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的一个端点为 $(0,2)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [r`14．直线 $l$ 与椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 交于 $A, B$ 两点，线段 $O A$ 的中点为 $(1,1)$，则直线 $l$ 的方程为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{x^{2}}{4}+y^{2}=1$ 的弦 $A B$ 的中点为 $(1,0)$，则直线 $A B$ 的斜率为${B}`, null, 'refuses'],
    [r`14．椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{3}=1$ 的弦 $A B$ 的中点为 $(2,0)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [c(r`6．椭圆 $\frac{x^{2}}{36}+\frac{y^{2}}{9}=1$ 的一条弦被点 $(4,2)$ 平分，则此弦所在的直线方程是（ ）`, r`$x-2 y=0$`, r`$x+2 y-4=0$`, r`$2 x+3 y-14=0$`, r`$x+2 y-8=0$`), ['D'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点为 $(2,1)$，则弦 $A B$ 的长为${B}`, ['2√5|2\\sqrt{5}'], 'mayRefuse'],
    [r`14．椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $A B$ 的中点在直线 $x=2$ 上，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
  ],
  focusMidpointConic: [
    [r`12．已知双曲线 $E$ 的中心为原点，$F(3,0)$ 是 $E$ 的焦点，过 $F$ 的直线 $l$ 与 $E$ 相交于 $A, B$ 两点，且 $A B$ 的中点为 $N(6,3)$，则 $E$ 的方程为${B}`, ['x^2/6-y^2/3=1|\\frac{x^2}{6}-\\frac{y^2}{3}=1'], 'solves'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $\left(\frac{3}{2}, \frac{3}{4}\right)$，则 $E$ 的方程为${B}`, ['x^2/12+y^2/3=1|\\frac{x^2}{12}+\\frac{y^2}{3}=1'], 'solves'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(2,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过点 $P(0,1)$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的上焦点为 $F(0,3)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
    [r`10．已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交椭圆 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的离心率为${B}`, ['√2/2|\\frac{\\sqrt{2}}{2}'], 'mayRefuse'],
    [r`10．已知双曲线 $E: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0,b>0)$ 的右焦点为 $F(3,0)$，过点 $F$ 的直线交 $E$ 于 $A, B$ 两点．若 $A B$ 的中点坐标为 $(1,-1)$，则 $E$ 的方程为${B}`, null, 'refuses'],
  ],
  directrixVector: [
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3/2|\\frac{3}{2}'], 'solves'],
    [r`15．${PAR('y^{2}=-8 x')}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3'], 'solves'],
    [r`15．${PAR('x^{2}=-4 y')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['4/3|\\frac{4}{3}'], 'solves'],
    [r`15．${PAR('y^{2}=8 x')}若 $\overrightarrow{F P}=2 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['2'], 'mayRefuse'],
    [r`15．${PAR('y^{2}=8 x')}若 $\overrightarrow{Q F}=3 \overrightarrow{F P}$，则 $|Q F|=$${B}`, ['16'], 'mayRefuse'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=\overrightarrow{F Q}$，则 $|Q F|=$${B}`, null, 'refuses'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|P Q|=$${B}`, ['8/3|\\frac{8}{3}'], 'solves'],
    [r`15．${PAR('y^{2}=8 x')}若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则直线 $P F$ 的斜率为${B}`, ['±2√2|\\pm 2\\sqrt{2}'], 'mayRefuse'],
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，$P$ 是 $y$ 轴上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, null, 'refuses'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{P Q}=2 \overrightarrow{Q F}$，则 $|Q F|=$${B}`, ['4/3|\\frac{4}{3}'], 'solves'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，则 $|O Q|=$${B}`, null, 'mayRefuse'],
    [r`15．${PAR('y^{2}=4 x')}若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$，且 $|O P|=2$，则 $|Q F|=$${B}`, null, 'refuses'],
  ],
  plainTypingAndExtraConditions: [
    ['已知椭圆 x^2/16+y^2/4=1，点 M(2,1) 是弦 AB 的中点，则直线 AB 的方程为', ['x+2y-4=0'], 'solves'],
    ['椭圆 x^2/16+y^2/4=1 上两点 A,B 的中点为 (2,1)，则直线 AB 的方程为', ['x+2y-4=0'], 'mayRefuse'],
    ['抛物线 y^2=4x 的焦点弦 AB 的中点为 (2,1)，则直线 AB 的方程为', null, 'refuses'],
    ['以 (2,1) 为中点的椭圆 x^2/16+y^2/4=1 的弦所在直线的斜率为', ['-1/2|-\\frac{1}{2}'], 'solves'],
    ['过点M(2,1)作斜率为-1/2的直线交椭圆x^2/16+y^2/4=1于A,B两点，则AB的中点坐标为', ['(2,1)'], 'mayRefuse'],
    [r`已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右焦点为 $F$，过 $F$ 作 $C$ 的一条渐近线的垂线，垂足为 $M$，交另一条渐近线于 $N$，若 $|F M|=2|O M|$，则 $C$ 的离心率为`, ['√5'], 'mayRefuse'],
    [r`已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右焦点为 $F$，过 $F$ 作 $C$ 的一条渐近线的垂线，垂足为 $M$，若 $|F M|=2|O M|$，则 $C$ 的离心率为`, ['√5'], 'solves'],
    [r`已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，且 $Q$ 在第一象限，则 $|Q F|=$`, ['3/2|\\frac{3}{2}'], 'mayRefuse'],
    [r`已知抛物线 $C: y^{2}=2px(p>0)$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$`, null, 'refuses'],
    [c(r`已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$ 的弦 $AB$ 的中点为 $(2,1)$，则直线 $AB$ 的方程为（ ）`, r`$x+2y-4=0$`, r`$x-2y=0$`, r`$2x+y-5=0$`, r`$x+2y+4=0$`), ['A'], 'solves'],
  ],
};

import { choice as c, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * Round 25 (decision 0133): three kinds the papers print nearly every year and the solver had no reader for, probed
 * as papers print them before any change — the eccentricity of a hyperbola from the foot of the perpendicular dropped
 * from a focus to an asymptote (|OP| = a, |PF| = b), the chord of a conic bisected by a given point (点差法, and the
 * conic found from its focus and a chord's midpoint), and a parabola's focus, a point of its directrix and the line
 * through them cut in a given vector ratio. Every answer worked by hand. 'solves' must be answered right; 'mayRefuse'
 * answered right or refused; 'refuses' refused.
 */
const r = String.raw;
const B = r`\_\_\_\_`;

// biome-ignore format: one problem a line
export const ROUND25_PROBES: Record<string, MathsLookalike[]> = {
  asymptoteFoot: [
    [c(r`11. (5 分) 设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点, $O$ 是坐标原点. 过 $F_{2}$ 作 $C$ 的一条渐近线的垂线, 垂足为 $P$, 若 $\left|P F_{1}\right|=3\left|P F_{2}\right|$, 则 $C$ 的离心率为 $(\quad)$`, r`$\frac{\sqrt{6}}{2}$`, r`$\sqrt{2}$`, r`$\sqrt{3}$`, '2'), ['A'], 'solves'],
    [r`15．已知 $F_{1}, F_{2}$ 分别为双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0,b>0)$ 的左、右焦点，过 $F_{2}$ 作一条渐近线的垂线，垂足为 $P$，$O$ 为坐标原点，若 $|P F_{2}|=2|O P|$，则该双曲线的离心率为${B}．`, ['√5'], 'solves'],
    [r`14. 设 $F_1,F_2$ 是双曲线 $C: \frac{x^2}{a^2}-\frac{y^2}{b^2}=1(a>0,b>0)$ 的左、右焦点，$O$ 为坐标原点，过 $F_2$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$．若 $|OP|=|PF_2|$，则 $C$ 的离心率为${B}`, ['√2'], 'solves'],
    [c(r`9．（5分）设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点．过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$．若 $|P F_{1}|=2|P F_{2}|$，则 $C$ 的离心率为（ ）`, r`$\frac{\sqrt{21}}{3}$`, r`$\sqrt{3}$`, r`$\frac{\sqrt{7}}{2}$`, r`$\sqrt{5}$`), ['A'], 'solves'],
    [r`16．设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，过 $F_{1}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{2}|=\sqrt{6}|O P|$，则 $C$ 的离心率为${B}`, ['√3'], 'solves'],
    [r`15．设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=\sqrt{5}|P F_{2}|$，则 $C$ 的离心率为${B}`, ['√2'], 'solves'],
    [r`14．设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\angle P O F_{2}=60^{\circ}$，则 $C$ 的离心率为${B}`, ['2'], 'solves'],
    [r`12．已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右焦点为 $F$，$O$ 为坐标原点，过 $F$ 作 $C$ 的一条渐近线的垂线，垂足为 $A$，若 $|F A|=\sqrt{3}|O A|$，则 $C$ 的离心率为${B}`, ['2'], 'solves'],
    [r`设双曲线 x^2/a^2-y^2/b^2=1(a>0,b>0) 的左、右焦点分别为 F1,F2，O 为坐标原点，过 F2 作一条渐近线的垂线，垂足为 P，若 |PF1|=2|OP|，则双曲线的离心率为多少？`, null, 'refuses'],
    [r`13．设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=|P F_{2}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`13．设 $F_{1}, F_{2}$ 是椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右焦点，$O$ 是坐标原点，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $|P F_{1}|=2|P F_{2}|$，则 $C$ 的离心率为${B}`, null, 'refuses'],
    [r`15．设 $F_{1}, F_{2}$ 是双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点，$O$ 是坐标原点，过 $F_{2}$ 作 $C$ 的一条渐近线的垂线，垂足为 $P$，若 $\triangle O P F_{2}$ 的面积为 $a^{2}$，则 $C$ 的离心率为${B}`, ['√5'], 'mayRefuse'],
  ],
  midpointChord: [
    [r`14．已知椭圆 $\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$，过点 $M(2,1)$ 作一条直线交椭圆于 $A, B$ 两点，且 $M$ 为线段 $A B$ 的中点，则直线 $A B$ 的方程为${B}`, ['x+2y-4=0|y=-\\frac{1}{2}x+2|y=-x/2+2'], 'solves'],
    [r`13．椭圆 $\frac{x^{2}}{36}+\frac{y^{2}}{9}=1$ 的一条弦被点 $(4,2)$ 平分，则这条弦所在的直线方程是${B}`, ['x+2y-8=0|y=-\\frac{1}{2}x+4|y=-x/2+4'], 'solves'],
    [c(r`7．（5分）已知椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{3}=1$ 的弦 $A B$ 的中点为 $(1,1)$，则直线 $A B$ 的斜率为（ ）`, r`$-\frac{3}{4}$`, r`$\frac{3}{4}$`, r`$-\frac{4}{3}$`, r`$\frac{4}{3}$`), ['A'], 'solves'],
    [r`15．已知双曲线 $x^{2}-\frac{y^{2}}{2}=1$，过点 $P(2,1)$ 的直线 $l$ 与双曲线交于 $A, B$ 两点，且 $P$ 为 $A B$ 的中点，则直线 $l$ 的方程为${B}`, ['4x-y-7=0|y=4x-7'], 'solves'],
    [r`15．已知双曲线 $x^{2}-\frac{y^{2}}{2}=1$，过点 $P(1,1)$ 的直线 $l$ 与双曲线交于 $A, B$ 两点，且 $P$ 为 $A B$ 的中点，则直线 $l$ 的方程为${B}`, null, 'refuses'],
    [r`14．抛物线 $y^{2}=8 x$ 的弦 $A B$ 的中点为 $(2,2)$，则直线 $A B$ 的方程为${B}`, ['2x-y-2=0|y=2x-2'], 'solves'],
    [r`14．已知抛物线 $y^{2}=4 x$，直线 $l$ 与抛物线交于 $A, B$ 两点，若线段 $A B$ 的中点为 $(2,1)$，则直线 $l$ 的方程为${B}`, ['2x-y-3=0|y=2x-3'], 'solves'],
    [r`13．已知椭圆 $\frac{x^{2}}{4}+y^{2}=1$，以点 $\left(1, \frac{1}{2}\right)$ 为中点的弦所在直线的方程为${B}`, ['x+2y-2=0|y=-\\frac{1}{2}x+1|y=-x/2+1'], 'solves'],
    [r`14．椭圆 $\frac{x^{2}}{4}+\frac{y^{2}}{3}=1$ 的弦 $A B$ 的中点为 $(2,2)$，则直线 $A B$ 的方程为${B}`, null, 'refuses'],
    [c(r`10. (5 分) 已知椭圆 $E: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的右焦点为 $F(3,0)$, 过点 $F$ 的直线交椭圆 $E$ 于 $A 、 B$ 两点. 若 $A B$ 的中点坐标为 $(2,1)$, 则 $E$ 的方程为 $(\quad)$`, r`$\frac{x^{2}}{45}+\frac{y^{2}}{36}=1$`, r`$\frac{x^{2}}{36}+\frac{y^{2}}{27}=1$`, r`$\frac{x^{2}}{27}+\frac{y^{2}}{18}=1$`, r`$\frac{x^{2}}{18}+\frac{y^{2}}{9}=1$`), ['D'], 'solves'],
    [c(r`12．已知双曲线 $E$ 的中心为原点，$F(3,0)$ 是 $E$ 的焦点，过 $F$ 的直线 $l$ 与 $E$ 相交于 $A, B$ 两点，且 $A B$ 的中点为 $N(-12,-15)$，则 $E$ 的方程为（ ）`, r`$\frac{x^{2}}{3}-\frac{y^{2}}{6}=1$`, r`$\frac{x^{2}}{4}-\frac{y^{2}}{5}=1$`, r`$\frac{x^{2}}{6}-\frac{y^{2}}{3}=1$`, r`$\frac{x^{2}}{5}-\frac{y^{2}}{4}=1$`), ['B'], 'solves'],
    [r`13．椭圆 $\frac{x^{2}}{4}+y^{2}=1$ 的弦 $A B$ 的中点为 $(1,0)$，则直线 $A B$ 的方程为${B}`, ['x=1'], 'mayRefuse'],
    [r`已知椭圆 x^2/16+y^2/4=1 的弦 AB 被点 M(2,1) 平分，求弦 AB 所在直线的斜率。`, ['-1/2|-\\frac{1}{2}'], 'solves'],
  ],
  directrixVector: [
    [c(r`10. (5 分) 已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$, 准线为 $l$, $P$ 是 $l$ 上一点, $Q$ 是直线 $P F$ 与 $C$ 的一个交点, 若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$, 则 $|Q F|=(\quad)$`, r`$\frac{4}{3}$`, '2', r`$\frac{8}{3}$`, '3'), ['A'], 'solves'],
    [r`15．已知抛物线 $C: y^{2}=8 x$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|P F|=$${B}`, ['12'], 'solves'],
    [r`14．已知抛物线 $C: x^{2}=4 y$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['3/2|\\frac{3}{2}'], 'solves'],
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{P F}=3 \overrightarrow{F Q}$，则 $|Q F|=$${B}`, ['8/3|\\frac{8}{3}'], 'solves'],
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=\frac{3}{2} \overrightarrow{F Q}$，则 $|Q F|=$${B}`, null, 'refuses'],
    [r`10. (5 分) 已知抛物线 $C: y^{2}=8 x$ 的焦点为 $F$, 准线为 $I, P$ 是 $I$ 上一点, $Q$ 是直 线 $P F$ 与 $C$ 的一个交点, 若 $\overrightarrow{F P}=3 \overrightarrow{F Q}$, 则 $|Q F|=$${B}`, ['8/3|\\frac{8}{3}'], 'solves'],
    [r`16．已知抛物线 $C: y^{2}=12 x$ 的焦点为 $F$，准线为 $l$，点 $P$ 在 $l$ 上，直线 $P F$ 与 $C$ 的一个交点为 $Q$，若 $\overrightarrow{P F}=2 \overrightarrow{F Q}$，则 $|P Q|=$${B}`, ['27'], 'solves'],
    [r`15．已知抛物线 $C: y^{2}=4 x$ 的焦点为 $F$，准线为 $l$，$P$ 是 $l$ 上一点，$Q$ 是直线 $P F$ 与 $C$ 的一个交点，若 $\overrightarrow{F P}=4 \overrightarrow{F Q}$，则直线 $P F$ 的斜率为${B}`, ['±2√2|\\pm 2\\sqrt{2}'], 'mayRefuse'],
  ],
};

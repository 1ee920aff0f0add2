/**
 * A look-alike hunt against the kinds of decision 0082: each question asked in a wording the kinds were not built
 * from, aimed at a trap (an integer n·p, unsorted data, a quartile; foci on the y-axis, a and b swapped; a shift by
 * φ/ω, sin against cos; a terminal side met on both sides of the origin; 「都不」「恰有一个」; a line meeting the
 * circle; a footnote after a formula; three measures 「分别为」). Every answer worked by hand; 'solves' must be
 * answered right, 'mayRefuse' answered right or refused, 'refuses' refused.
 */
import { type MathsLookalike, choice as c } from './maths-lookalike-hunt-shared';

const B = String.raw`\_\_\_\_`;
const r = String.raw;
// An exponent or mark OCR prints as its own formula after the one it belongs to: $(x-2)$ ${GAP}^{2}$.
const GAP = ['$', '{ }'].join('');

/** The p-th percentile: a whole n·p (the mean of two data) or not, unsorted and repeated data, quartiles. */
// biome-ignore format: one problem a line
export const PERCENTILE_HUNT: MathsLookalike[] = [
  [r`13. 数据 7, 3, 9, 1, 5, 11, 13, 15 的第 25 百分位数为 ${B}`, ['4'], 'mayRefuse'],
  [r`13. 数据 7, 3, 9, 1, 5, 11, 13, 15, 17, 19 的第 25 百分位数是 ${B}`, ['5'], 'mayRefuse'],
  [r`14. 数据 2, 5, 8, 11, 14, 17 的下四分位数为 ${B}`, ['5'], 'mayRefuse'],
  [r`14. 数据 2, 5, 8, 11, 14, 17 的上四分位数为 ${B}`, ['14'], 'mayRefuse'],
  [r`13. 数据 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 的第 90 百分位数为 ${B}`, ['9.5|19/2'], 'mayRefuse'],
  [r`13. 一组数据 23, 15, 31, 18, 27, 12, 20, 29, 16, 25 的第 30 百分位数为 ${B}`, ['17'], 'mayRefuse'],
  [c(r`4. 数据 6, 2, 8, 4 的第 50 百分位数是（ ）`, '4', '5', '6', '3'), ['B'], 'mayRefuse'],
  [r`13. 数据 1.2, 3.5, 2.8, 4.1, 0.9 的第 40 百分位数为 ${B}`, ['2'], 'mayRefuse'],
  [r`13. 数据 -3, 5, -1, 0, 2, 4 的第 20 百分位数为 ${B}`, ['-1'], 'mayRefuse'],
  [r`14. 数据 5, 5, 6, 6, 6, 7, 8, 9 的第 75 百分位数为 ${B}`, ['7.5|15/2'], 'mayRefuse'],
  [c(r`5. 一组数据 10, 30, 20, 50, 40 的第 80 百分位数是（ ）`, '40', '45', '50', '35'), ['B'], 'mayRefuse'],
  [r`14. 数据 2, 4, 6, 8, 10, 12 的 $75 \%$ 分位数为 ${B}`, ['10'], 'mayRefuse'],
  [r`13. 数据 1, 2, 3, 4, 5, 6, 7, 8 的第 25 百分位数与第 75 百分位数之和为 ${B}`, ['9'], 'mayRefuse'],
  [r`13. 若数据 2, 4, 6, 8, x 的第 60 百分位数为 7，则 $x=$ ${B}`, null, 'mayRefuse'],
  [r`13. 数据 3, 8, 5, 9, 12, 6, 7 的第 50 百分位数为 ${B}`, ['7'], 'mayRefuse'],
  [r`14. 数据 15, 11, 13, 19, 17 的第 20 百分位数为 ${B}`, ['12'], 'mayRefuse'],
  [r`13. 数据 8、6、7、9、5、10 的第 25 百分位数为 ${B}`, ['6'], 'mayRefuse'],
  [r`14. 样本数据 1, 2, 2, 2, 3, 3, 4, 5 的第 80 百分位数为 ${B}`, ['4'], 'mayRefuse'],
  [r`14. 数据 11, 4, 9, 2, 7, 13, 6, 8, 10, 5 的第 70 百分位数为 ${B}`, ['9.5|19/2'], 'mayRefuse'],
  [c(r`4. 数据 1, 2, 3, 4, 5, 6, 7, 8 的第 25 百分位数和第 75 百分位数分别为（ ）`, '2.5, 6.5', '6.5, 2.5', '2, 6', '3, 7'), ['A'], 'mayRefuse'],
  [r`13. 数据 4, 1, 3, 2 的第 75 百分位数为 ${B}`, ['3.5|7/2'], 'mayRefuse'],
  [r`13. 数据 9, 9, 9, 9, 9 的第 40 百分位数为 ${B}`, ['9'], 'mayRefuse'],
  [r`13. 数据 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 的第 25 百分位数与中位数之差为 ${B}`, ['-2.5|-5/2'], 'mayRefuse'],
];

/** Eccentricity from a circle and a line: foci on the y-axis (a/b swapped), a centre on the y-axis, F1F2 as diameter. */
// biome-ignore format: one problem a line
export const ECCENTRICITY_HUNT: MathsLookalike[] = [
  [r`15. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的渐近线与圆 $x^{2}+(y-2)^{2}=1$ 相切, 则该双曲线的离心率为 ${B}`, ['2'], 'mayRefuse'],
  [r`15. 已知双曲线 $\frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的渐近线与圆 $(x-2)^{2}+y^{2}=3$ 相切, 则该双曲线的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [r`15. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的渐近线与圆 $(x-2)^{2}+y^{2}=3$ 相切, 则该双曲线的离心率为 ${B}`, ['2'], 'mayRefuse'],
  [r`16. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $b x+a y-2 a b=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√6/3'], 'mayRefuse'],
  [r`16. 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $b x+a y-2 a b=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [r`16. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右焦点分别为 $F_{1}, F_{2}$, 以线段 $F_{1} F_{2}$ 为直径的圆与直线 $b x+a y-a b=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√5-1/2|-1/2+√5/2'], 'mayRefuse'],
  [r`16. 若双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $x^{2}+y^{2}-6 x+5=0$ 所截得的弦长为 2, 则 $C$ 的离心率为 ${B}`, ['√6/2'], 'mayRefuse'],
  [c(r`9. 若双曲线 $C: \frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $(x-3)^{2}+y^{2}=9$ 所截得的弦长为 $3 \sqrt{2}$, 则 $C$ 的离心率为（ ）`, '2', r`$\sqrt{3}$`, r`$\frac{2 \sqrt{3}}{3}$`, r`$\sqrt{2}$`), ['D'], 'mayRefuse'],
  [r`14. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线的斜率为 2, 则该双曲线的离心率为 ${B}`, ['√5'], 'mayRefuse'],
  [r`14. 已知双曲线 $\frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线的斜率为 2, 则该双曲线的离心率为 ${B}`, ['√5/2'], 'mayRefuse'],
  [r`14. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线的倾斜角为 $60^{\circ}$, 则该双曲线的离心率为 ${B}`, ['2'], 'mayRefuse'],
  [r`14. 已知双曲线的渐近线方程为 $y=\pm \frac{1}{2} x$, 则该双曲线的离心率为 ${B}`, null, 'mayRefuse'],
  [r`16. 若双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的渐近线与圆 $(x-2)^{2}+y^{2}=1$ 相交, 则 $C$ 的离心率为 ${B}`, null, 'refuses'],
  [r`16. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的上、下顶点分别为 $B_{1}, B_{2}$, 以线段 $B_{1} B_{2}$ 为直径的圆与直线 $b x-a y+\sqrt{3} a b=0$ 相切, 则 $C$ 的离心率为 ${B}`, null, 'mayRefuse'],
  [r`15. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的渐近线与圆 $x^{2}+y^{2}=4$ 相切, 则该双曲线的离心率为 ${B}`, null, 'refuses'],
  [r`16. 已知椭圆 $C: \frac{y^{2}}{a^{2}}+\frac{x^{2}}{b^{2}}=1(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $x-y+2 b=0$ 相切, 则 $C$ 的离心率为 ${B}`, null, 'refuses'],
  [r`16. 已知椭圆 $C: \frac{y^{2}}{a^{2}}+\frac{x^{2}}{b^{2}}=1(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $2 x-y+\sqrt{5} b=0$ 相切, 则 $C$ 的离心率为 ${B}`, null, 'refuses'],
  [r`16. 已知椭圆 $C: \frac{y^{2}}{a^{2}}+\frac{x^{2}}{b^{2}}=1(a>b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $x-y+a=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√2/2'], 'mayRefuse'],
  [r`16. 已知椭圆 $C: \frac{y^{2}}{a^{2}}+\frac{x^{2}}{b^{2}}=1(a>b>0)$ 的左、右焦点分别为 $F_{1}, F_{2}$, 以线段 $F_{1} F_{2}$ 为直径的圆与直线 $x-y+a=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√2/2'], 'mayRefuse'],
  [r`16. 已知双曲线 $C: \frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $b x-a y+2 a b=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [r`16. 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的左、右焦点分别为 $F_{1}, F_{2}$, 以线段 $F_{1} F_{2}$ 为直径的圆与直线 $x-y+2 a=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√2'], 'mayRefuse'],
  [r`16. 若双曲线 $C: \frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $(x-2)^{2}+y^{2}=4$ 所截得的弦长为 $2 \sqrt{3}$, 则 $C$ 的离心率为 ${B}`, ['2'], 'mayRefuse'],
  [r`16. 若双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $(x-2)^{2}+y^{2}=4$ 所截得的弦长为 $2 \sqrt{3}$, 则 $C$ 的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [r`15. 已知双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的右焦点为 $F$, 以 $F$ 为圆心、$a$ 为半径的圆与 $C$ 的渐近线相切, 则 $C$ 的离心率为 ${B}`, ['√2'], 'mayRefuse'],
  [r`16. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(b>a>0)$ 的左、右顶点分别为 $A_{1}, A_{2}$, 以线段 $A_{1} A_{2}$ 为直径的圆与直线 $x-y+b=0$ 相切, 则 $C$ 的离心率为 ${B}`, ['√2/2'], 'mayRefuse'],
  [r`14. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线与直线 $x+2 y+1=0$ 垂直, 则该双曲线的离心率为 ${B}`, ['√5'], 'mayRefuse'],
  [c(r`6. 已知双曲线 $\frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\frac{\sqrt{5}}{2}$, 则其渐近线方程为（ ）`, r`$y=\pm 2 x$`, r`$y=\pm \frac{1}{2} x$`, r`$y=\pm \frac{\sqrt{5}}{2} x$`, r`$y=\pm \sqrt{5} x$`), ['A'], 'mayRefuse'],
  [c(r`6. 已知双曲线 $\frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的离心率为 $\frac{\sqrt{5}}{2}$, 则其渐近线方程为（ ）`, r`$y=\pm 2 x$`, r`$y=\pm \frac{1}{2} x$`, r`$y=\pm \frac{\sqrt{5}}{2} x$`, r`$y=\pm \sqrt{5} x$`), ['B'], 'mayRefuse'],
  [r`16. 若双曲线 $C: \frac{y^{2}}{a^{2}}-\frac{x^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $x^{2}+(y-2)^{2}=4$ 所截得的弦长为 2, 则 $C$ 的离心率为 ${B}`, ['2'], 'mayRefuse'],
  [r`16. 若双曲线 $C: \frac{x^{2}}{a^{2}}-\frac{y^{2}}{b^{2}}=1(a>0, b>0)$ 的一条渐近线被圆 $x^{2}+(y-2)^{2}=4$ 所截得的弦长为 2, 则 $C$ 的离心率为 ${B}`, ['2√3/3'], 'mayRefuse'],
  [r`16. 已知椭圆 $C: \frac{x^{2}}{a^{2}}+\frac{y^{2}}{b^{2}}=1(a>b>0)$ 的左、右焦点分别为 $F_{1}, F_{2}$, 以线段 $F_{1} F_{2}$ 为直径的圆与 $C$ 恰有两个公共点, 则 $C$ 的离心率为 ${B}`, ['√2/2'], 'mayRefuse'],
];

/** A conic sharing a focus with a parabola: a hyperbola, foci on the y-axis, another asked quantity. */
// biome-ignore format: one problem a line
export const SHARED_FOCUS_HUNT: MathsLookalike[] = [
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $C: y^{2}=8 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['6'], 'mayRefuse'],
  [r`15. 已知双曲线 $E$ 的中心在坐标原点, 离心率为 $\sqrt{2}$, $E$ 的右焦点与抛物线 $C: y^{2}=16 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['4√2'], 'mayRefuse'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的上焦点与抛物线 $C: x^{2}=4 y$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['3'], 'mayRefuse'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $C: x^{2}=8 y$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, null, 'refuses'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $C: y^{2}=4 x$ 的焦点重合, $A, B$ 是 $C$ 与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['4√6/3'], 'mayRefuse'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $C: y^{2}=8 x$ 的焦点重合, 则 $E$ 的短轴长为 ${B}`, ['4√3'], 'mayRefuse'],
  [c(r`7. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $y^{2}=8 x$ 的焦点重合, 则 $E$ 的方程为（ ）`, r`$\frac{x^{2}}{16}+\frac{y^{2}}{12}=1$`, r`$\frac{x^{2}}{12}+\frac{y^{2}}{16}=1$`, r`$\frac{x^{2}}{4}+\frac{y^{2}}{3}=1$`, r`$\frac{x^{2}}{16}+\frac{y^{2}}{4}=1$`), ['A'], 'mayRefuse'],
  [r`14. 已知双曲线 $E$ 的中心在坐标原点, 离心率为 $\frac{1}{2}$, $E$ 的右焦点与抛物线 $C: y^{2}=8 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, null, 'refuses'],
  [r`15. 已知椭圆 $E$ 的中心在坐标原点, 离心率为 $\frac{\sqrt{2}}{2}$, $E$ 的左焦点与抛物线 $C: y^{2}=-4 x$ 的焦点重合, $A, B$ 是 $C$ 的准线与 $E$ 的两个交点, 则 $|A B|=$ ${B}`, ['√2'], 'mayRefuse'],
];

/** A triangle with a vertex on a circle: max and min, the radius from r², a circle in general form, a tangent line. */
// biome-ignore format: one problem a line
export const CIRCLE_TRIANGLE_HUNT: MathsLookalike[] = [
  [r`15. 直线 $3 x+4 y-12=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=1$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['17/2|8.5'], 'mayRefuse'],
  [r`15. 直线 $3 x+4 y-12=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=1$ 上, 则 $\triangle A B P$ 面积的最小值为 ${B}`, ['7/2|3.5'], 'mayRefuse'],
  [r`15. 直线 $x+y-4=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=4$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['8+4√2|4√2+8'], 'mayRefuse'],
  [r`15. 直线 $x+y-4=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=4$ 上, 则 $\triangle A B P$ 面积的最小值为 ${B}`, ['8-4√2|-4√2+8'], 'mayRefuse'],
  [r`15. 直线 $3 x+4 y+12=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}-2 x-4 y+1=0$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['33/2|16.5'], 'mayRefuse'],
  [c(r`6. 直线 $x-y+2=0$ 分别与 $x$ 轴，$y$ 轴交于 $A$，$B$ 两点，点 $P$ 在圆 $(x-2)^{2}+y^{2}=2$ 上，则 $\triangle A B P$ 面积的取值范围是（ ）`, '$[2,6]$', '$[4,12]$', r`$[\sqrt{2}, 3 \sqrt{2}]$`, '$[2,4]$'), ['A'], 'mayRefuse'],
  [r`15. 直线 $3 x+4 y-12=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $(x-1)^{2}+(y-1)^{2}=1$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['5'], 'mayRefuse'],
  [r`15. 直线 $3 x+4 y-12=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $(x-1)^{2}+(y-1)^{2}=1$ 上, 则 $\triangle A B P$ 面积的最小值为 ${B}`, null, 'refuses'],
  [r`15. 直线 $3 x+4 y-12=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=1$ 上, 则点 $P$ 到直线 $A B$ 的距离的最大值为 ${B}`, ['17/5|3.4'], 'mayRefuse'],
  [r`15. 已知点 $A(2,0), B(0,2)$, 点 $P$ 在圆 $(x+1)^{2}+(y+1)^{2}=2$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['6'], 'mayRefuse'],
  [r`15. 直线 $x+y-2=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $(x-3)^{2}+(y-3)^{2}=8$ 上, 则 $\triangle A B P$ 面积的取值范围是 ${B}`, ['[2,6]'], 'mayRefuse'],
  [r`15. 直线 $y=2 x+4$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}=1$ 上, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['4+√5|√5+4'], 'mayRefuse'],
  [r`15. 直线 $x+y+2=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $x^{2}+y^{2}-4 x=0$ 上, 则 $\triangle A B P$ 面积的最小值为 ${B}`, ['4-2√2|-2√2+4'], 'mayRefuse'],
  [r`15. 直线 $3 x+4 y-24=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 为圆 $(x-1)^{2}+y^{2}=9$ 上的动点, 则 $\triangle A B P$ 面积的最大值为 ${B}`, ['36'], 'mayRefuse'],
  [c(r`8. 直线 $3 x+4 y-24=0$ 分别与 $x$ 轴, $y$ 轴交于 $A, B$ 两点, 点 $P$ 在圆 $(x-1)^{2}+y^{2}=9$ 上, 则 $\triangle A B P$ 面积的取值范围是（ ）`, '$[6,36]$', '$[3,18]$', '$[12,72]$', '$[6,30]$'), ['A'], 'mayRefuse'],
  [r`15. 圆 $x^{2}+y^{2}=2$ 上的点到直线 $x+y-4=0$ 的距离的最大值为 ${B}`, ['3√2'], 'mayRefuse'],
  [r`15. 圆 $x^{2}+y^{2}=2$ 上的点到直线 $x+y-4=0$ 的距离的最小值为 ${B}`, ['√2'], 'mayRefuse'],
];

/** An axis or a centre among the options: ω ≠ 1, a negative ω, tan's half-period centres, two true options. */
// biome-ignore format: one problem a line
export const AXIS_HUNT: MathsLookalike[] = [
  [c(r`7. 函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象的一条对称轴方程是（ ）`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{\pi}{12}$`, r`$x=\frac{\pi}{3}$`, r`$x=-\frac{\pi}{6}$`), ['B'], 'mayRefuse'],
  [c(r`6. 函数 $f(x)=\cos \left(2 x-\frac{\pi}{3}\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{6}, 0\right)$`, r`$\left(\frac{5 \pi}{12}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`, r`$\left(\frac{\pi}{12}, 0\right)$`), ['B'], 'mayRefuse'],
  [c(r`6. 函数 $y=\tan 2 x$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{8}, 0\right)$`, r`$\left(\frac{\pi}{4}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`, r`$\left(\frac{\pi}{6}, 0\right)$`), ['B'], 'mayRefuse'],
  [c(r`7. 函数 $y=\sin x+\cos x$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{\pi}{2}$`, r`$x=-\frac{\pi}{4}$`, r`$x=\pi$`), ['A'], 'mayRefuse'],
  [c(r`8. 函数 $y=2 \sin \left(x-\frac{\pi}{6}\right)-1$ 的图象的一个对称中心为（ ）`, r`$\left(\frac{\pi}{6}, 0\right)$`, r`$\left(\frac{\pi}{6},-1\right)$`, r`$\left(-\frac{\pi}{6},-1\right)$`, r`$\left(\frac{\pi}{3},-1\right)$`), ['B'], 'mayRefuse'],
  [c(r`7. 函数 $y=\sin \left(\frac{1}{2} x+\frac{\pi}{6}\right)$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{2 \pi}{3}$`, r`$x=\frac{\pi}{6}$`, r`$x=\pi$`), ['B'], 'mayRefuse'],
  [c(r`7. 函数 $y=|\sin x|$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{\pi}{2}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{6}$`), ['B'], 'mayRefuse'],
  [c(r`7. 函数 $y=\cos 2 x$ 的图象的一条对称轴方程为（ ）`, r`$x=\frac{\pi}{2}$`, r`$x=\frac{\pi}{4}$`, r`$x=\pi$`, r`$x=\frac{\pi}{3}$`), null, 'refuses'],
  [c(r`7. 函数 $y=\sin \left(2 x+\frac{\pi}{6}\right)$ 的图象的一个对称中心是（ ）`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{5 \pi}{12}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{12}$`), null, 'refuses'],
  [c(r`8. 函数 $y=\frac{x+1}{x-1}$ 的图象的一个对称中心是（ ）`, '$(1,1)$', '$(-1,1)$', '$(1,-1)$', '$(-1,-1)$'), ['A'], 'mayRefuse'],
  [c(r`8. 函数 $f(x)=x^{3}-3 x^{2}$ 的图象的一个对称中心是（ ）`, '$(1,-2)$', '$(1,2)$', '$(-1,2)$', '$(0,0)$'), ['A'], 'mayRefuse'],
  [c(r`7. 函数 $f(x)=x^{2}-4 x+1$ 的图象的一条对称轴是（ ）`, '$x=2$', '$x=-2$', '$x=4$', '$x=1$'), ['A'], 'mayRefuse'],
  [c(r`7. 函数 $y=\sin \left(\frac{\pi}{4}-2 x\right)$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{8}$`, r`$x=\frac{3 \pi}{8}$`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{\pi}{2}$`), ['B'], 'mayRefuse'],
  [c(r`7. 下列直线中，不是函数 $y=\sin \left(2 x+\frac{\pi}{6}\right)$ 的图象的对称轴的是（ ）`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{2 \pi}{3}$`, r`$x=-\frac{\pi}{3}$`, r`$x=\frac{\pi}{12}$`), ['D'], 'mayRefuse'],
  [c(r`6. 函数 $y=\cos \left(x+\frac{\pi}{4}\right)$ 的图象的一个对称中心为（ ）`, r`$\left(\frac{\pi}{4}, 0\right)$`, r`$\left(-\frac{\pi}{4}, 0\right)$`, r`$\left(\frac{3 \pi}{4}, 0\right)$`, r`$\left(\frac{\pi}{2}, 0\right)$`), ['A'], 'mayRefuse'],
  [c(r`6. 函数 $f(x)=\sin x \cos x$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{4}, 0\right)$`, r`$\left(\frac{\pi}{2}, 0\right)$`, r`$\left(\frac{\pi}{2}, \frac{1}{2}\right)$`, r`$\left(\frac{\pi}{4}, \frac{1}{2}\right)$`), ['B'], 'mayRefuse'],
  [c(r`6. 函数 $y=\tan \left(x+\frac{\pi}{4}\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{4}, 0\right)$`, r`$\left(-\frac{\pi}{4}, 0\right)$`, r`$\left(\frac{\pi}{8}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`), null, 'refuses'],
  [c(r`7. 函数 $y=\sin 2 x+1$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{\pi}{2}$`, r`$x=\frac{\pi}{8}$`, r`$x=\frac{\pi}{3}$`), ['A'], 'mayRefuse'],
  [c(r`8. 函数 $y=\sin \left(2 x-\frac{\pi}{6}\right)+1$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{12}, 0\right)$`, r`$\left(\frac{\pi}{12}, 1\right)$`, r`$\left(\frac{\pi}{6}, 1\right)$`, r`$\left(-\frac{\pi}{12}, 1\right)$`), ['B'], 'mayRefuse'],
  [c(r`6. 函数 $y=\cos \left(\frac{\pi}{3}-2 x\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{\pi}{6}, 0\right)$`, r`$\left(-\frac{\pi}{12}, 0\right)$`, r`$\left(\frac{\pi}{3}, 0\right)$`, r`$\left(\frac{\pi}{12}, 0\right)$`), ['B'], 'mayRefuse'],
  [c(r`7. 函数 $y=3 \sin \left(2 x+\frac{\pi}{4}\right)$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{8}$`, r`$x=-\frac{\pi}{8}$`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{3 \pi}{8}$`), ['A'], 'mayRefuse'],
  [c(r`7. 函数 $y=\sin \left(x+30^{\circ}\right)$ 的图象的一条对称轴是（ ）`, r`$x=60^{\circ}$`, r`$x=30^{\circ}$`, r`$x=90^{\circ}$`, r`$x=120^{\circ}$`), ['A'], 'mayRefuse'],
  [c(r`6. 函数 $y=\sin \left(\pi x+\frac{\pi}{3}\right)$ 的图象的一个对称中心是（ ）`, r`$\left(\frac{2}{3}, 0\right)$`, r`$\left(\frac{1}{3}, 0\right)$`, r`$\left(\frac{1}{6}, 0\right)$`, '$(0,0)$'), ['A'], 'mayRefuse'],
  [c(r`7. 函数 $y=\sin ^{2} x$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{4}$`, r`$x=\frac{\pi}{2}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{6}$`), ['B'], 'mayRefuse'],
  [c(r`7. 已知函数 $f(x)=2 \sin \left(\omega x+\frac{\pi}{6}\right)(\omega>0)$ 的最小正周期为 $\pi$，则函数 $f(x)$ 的图象的一条对称轴是（ ）`, r`$x=\frac{\pi}{6}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{12}$`, r`$x=\frac{5 \pi}{12}$`), ['A'], 'mayRefuse'],
  [c(r`7. 函数 $f(x)=\sin x-\sqrt{3} \cos x$ 的图象的一条对称轴是（ ）`, r`$x=\frac{5 \pi}{6}$`, r`$x=\frac{\pi}{3}$`, r`$x=\frac{\pi}{6}$`, r`$x=-\frac{\pi}{3}$`), ['A'], 'mayRefuse'],
  [c(r`8. 下列函数中，图象关于直线 $x=\frac{\pi}{3}$ 对称的是（ ）`, r`$y=\sin \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\sin \left(2 x+\frac{\pi}{6}\right)$`, r`$y=\cos \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\sin \left(\frac{x}{2}+\frac{\pi}{6}\right)$`), ['A'], 'mayRefuse'],
  [c(r`8. 下列函数中，图象关于点 $\left(\frac{\pi}{12}, 0\right)$ 对称的是（ ）`, r`$y=\sin \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\cos \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\sin \left(2 x+\frac{\pi}{6}\right)$`, r`$y=\tan \left(x+\frac{\pi}{12}\right)$`), ['A'], 'mayRefuse'],
  [c(r`8. 下列函数中，图象关于直线 $x=\frac{\pi}{3}$ 对称的是（ ）`, r`$y=\sin \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\cos \left(2 x+\frac{\pi}{3}\right)$`, r`$y=\cos \left(2 x-\frac{\pi}{6}\right)$`, r`$y=\sin \left(2 x+\frac{\pi}{6}\right)$`), null, 'refuses'],
  [r`14. 已知函数 $f(x)=\sin (2 x+\varphi)\left(|\varphi|<\frac{\pi}{2}\right)$ 的图象关于直线 $x=\frac{\pi}{6}$ 对称，则 $\varphi=$ ${B}`, ['π/6'], 'mayRefuse'],
];

/** The shift between two graphs: by φ/ω, sin to cos and back, a negative ω, a log's shift that is vertical, two true. */
// biome-ignore format: one problem a line
export const SHIFT_HUNT: MathsLookalike[] = [
  [c(r`6. 为了得到函数 $y=\cos 2 x$ 的图象，只需把函数 $y=\sin 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{4}$ 个单位长度`, r`向右平移 $\frac{\pi}{4}$ 个单位长度`, r`向左平移 $\frac{\pi}{2}$ 个单位长度`, r`向右平移 $\frac{\pi}{2}$ 个单位长度`), ['A'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin x$ 的图象，只需把函数 $y=\cos x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{2}$ 个单位长度`, r`向右平移 $\frac{\pi}{2}$ 个单位长度`, r`向左平移 $\pi$ 个单位长度`, r`向右平移 $\pi$ 个单位长度`), ['B'], 'mayRefuse'],
  [c(r`6. 要得到函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象，只需将函数 $y=\sin \left(2 x-\frac{\pi}{6}\right)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{4}$ 个单位`, r`向右平移 $\frac{\pi}{4}$ 个单位`, r`向左平移 $\frac{\pi}{2}$ 个单位`, r`向右平移 $\frac{\pi}{2}$ 个单位`), ['A'], 'mayRefuse'],
  [c(r`5. 为了得到函数 $y=\sin \left(\frac{1}{2} x+\frac{\pi}{6}\right)$ 的图象，只需把函数 $y=\sin \frac{1}{2} x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`), ['B'], 'mayRefuse'],
  [c(r`5. 为了得到函数 $y=\cos \left(3 x-\frac{\pi}{4}\right)$ 的图象，只需把函数 $y=\cos 3 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{12}$ 个单位长度`, r`向右平移 $\frac{\pi}{12}$ 个单位长度`, r`向左平移 $\frac{\pi}{4}$ 个单位长度`, r`向右平移 $\frac{\pi}{4}$ 个单位长度`), ['B'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\cos \left(2 x-\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\sin 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{12}$ 个单位长度`, r`向右平移 $\frac{\pi}{12}$ 个单位长度`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`), ['A'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin \left(\frac{\pi}{3}-2 x\right)$ 的图象，只需把函数 $y=\sin (-2 x)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), ['B'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin 2 x$ 的图象，只需把函数 $y=\sin (2 x+\pi)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{2}$ 个单位长度`, r`向右平移 $\frac{\pi}{2}$ 个单位长度`, r`向左平移 $\pi$ 个单位长度`, r`向右平移 $\pi$ 个单位长度`), null, 'refuses'],
  [c(r`4. 为了得到函数 $y=2^{x-1}$ 的图象，只需把函数 $y=2^{x}$ 的图象（ ）`, '向左平移 1 个单位', '向右平移 1 个单位', '向上平移 1 个单位', '向下平移 1 个单位'), ['B'], 'mayRefuse'],
  [c(r`4. 为了得到函数 $y=\log _{2}(2 x)$ 的图象，只需把函数 $y=\log _{2} x$ 的图象（ ）`, '向左平移 1 个单位', '向右平移 1 个单位', '向上平移 1 个单位', '向下平移 1 个单位'), ['C'], 'mayRefuse'],
  [c(r`4. 为了得到函数 $y=\ln (x+2)$ 的图象，只需把函数 $y=\ln x$ 的图象上所有的点（ ）`, '向左平移 2 个单位', '向右平移 2 个单位', '向上平移 2 个单位', '向下平移 2 个单位'), ['A'], 'mayRefuse'],
  [c(r`7. 要得到函数 $y=3 \sin \left(2 x+\frac{\pi}{6}\right)$ 的图象，只需将函数 $y=3 \sin \left(2 x-\frac{\pi}{6}\right)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位`, r`向右平移 $\frac{\pi}{6}$ 个单位`, r`向左平移 $\frac{\pi}{3}$ 个单位`, r`向右平移 $\frac{\pi}{3}$ 个单位`), ['A'], 'mayRefuse'],
  [c(r`4. 为了得到函数 $y=\cos x-3$ 的图象，只需把函数 $y=\cos x$ 的图象（ ）`, '向上平移 3 个单位', '向下平移 3 个单位', '向左平移 3 个单位', '向右平移 3 个单位'), ['B'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin \left(x-\frac{\pi}{3}\right)+1$ 的图象，只需把函数 $y=\sin x$ 的图象（ ）`, r`向右平移 $\frac{\pi}{3}$ 个单位长度，再向上平移 1 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度，再向上平移 1 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度，再向下平移 1 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度，再向下平移 1 个单位长度`), ['A'], 'mayRefuse'],
  [c(r`6. 将函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象向右平移 $\frac{\pi}{6}$ 个单位长度后，所得图象对应的函数为（ ）`, r`$y=\sin 2 x$`, r`$y=\sin \left(2 x+\frac{\pi}{6}\right)$`, r`$y=\sin \left(2 x+\frac{2 \pi}{3}\right)$`, r`$y=\cos 2 x$`), ['A'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin \left(2 x-\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\cos 2 x$ 的图象（ ）`, r`向左平移 $\frac{5 \pi}{12}$ 个单位长度`, r`向右平移 $\frac{5 \pi}{12}$ 个单位长度`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`), ['B'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\tan \left(2 x+\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\tan 2 x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), null, 'refuses'],
  [c(r`6. 为了得到函数 $y=\sin 2 x$ 的图象，只需把函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), ['B'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin x+\cos x$ 的图象，只需把函数 $y=\sqrt{2} \sin x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{4}$ 个单位长度`, r`向右平移 $\frac{\pi}{4}$ 个单位长度`, r`向左平移 $\frac{\pi}{2}$ 个单位长度`, r`向右平移 $\frac{\pi}{2}$ 个单位长度`), ['A'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\cos 2 x$ 的图象，只需把函数 $y=\sin \left(2 x+\frac{\pi}{6}\right)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), ['A'], 'mayRefuse'],
  [c(r`4. 为了得到函数 $y=2 \cos ^{2} x$ 的图象，只需把函数 $y=\cos 2 x$ 的图象（ ）`, '向上平移 1 个单位', '向下平移 1 个单位', '向左平移 1 个单位', '向右平移 1 个单位'), ['A'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\sin 2\left(x+\frac{\pi}{6}\right)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向上平移 $\frac{\pi}{6}$ 个单位长度`, r`向下平移 $\frac{\pi}{6}$ 个单位长度`), null, 'refuses'],
  [c(r`6. 为了得到函数 $y=\sin \left(x+60^{\circ}\right)$ 的图象，只需把函数 $y=\sin x$ 的图象（ ）`, r`向左平移 $60^{\circ}$`, r`向右平移 $60^{\circ}$`, r`向左平移 $30^{\circ}$`, r`向右平移 $30^{\circ}$`), ['A'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\cos ^{2} x$ 的图象，只需把函数 $y=\sin ^{2} x$ 的图象（ ）`, r`向左平移 $\frac{\pi}{2}$ 个单位长度`, r`向右平移 $\frac{\pi}{2}$ 个单位长度`, r`向左平移 $\frac{\pi}{4}$ 个单位长度`, r`向右平移 $\frac{\pi}{4}$ 个单位长度`), null, 'refuses'],
  [c(r`6. 为了得到函数 $y=\sin \left(2 x-\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\sin 2 x$ 的图象上所有的点（ ）`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`, r`向左平移 $\frac{5 \pi}{6}$ 个单位长度`, r`向右平移 $\frac{2 \pi}{3}$ 个单位长度`), ['C'], 'mayRefuse'],
  [c(r`6. 为了得到函数 $y=\sin \left(2 x+\frac{\pi}{3}\right)$ 的图象，只需把函数 $y=\cos \left(2 x-\frac{\pi}{6}\right)$ 的图象（ ）`, r`向左平移 $\frac{\pi}{6}$ 个单位长度`, r`向右平移 $\frac{\pi}{6}$ 个单位长度`, r`向左平移 $\frac{\pi}{3}$ 个单位长度`, r`向右平移 $\frac{\pi}{3}$ 个单位长度`), null, 'refuses'],
];

/** Points on an angle's terminal side: negative abscissas, both sides of the origin, r in the denominator, other asks. */
// biome-ignore format: one problem a line
export const TERMINAL_HUNT: MathsLookalike[] = [
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(2, b)$, 且 $\tan \alpha=-2$, 则 $|a-b|=$ ${B}`, ['2'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(-2, a), B(-5, b)$, 且 $\sin \alpha=-\frac{3}{5}$, 则 $|a-b|=$ ${B}`, ['9/4'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(-1, a), B(2, b)$, 且 $\tan \alpha=2$, 则 $|a-b|=$ ${B}`, null, 'refuses'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边所在直线上有两点 $A(-1, a), B(2, b)$, 且 $\cos 2 \alpha=\frac{3}{5}$, 则 $|a-b|=$ ${B}`, ['3/2|1.5'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(4, b)$, 且 $\cos 2 \alpha=-\frac{7}{25}$, 则 $|a-b|=$ ${B}`, ['4'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(3, a), B(6, b)$, 且 $\sin \alpha=-\frac{4}{5}$, 则 $|a-b|=$ ${B}`, ['4'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(3, b)$, 且 $\tan \alpha=2$, 则 $|a|+|b|=$ ${B}`, ['8'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(3, b)$, 且 $\cos 2 \alpha=-\frac{3}{5}$, 则 $a+b=$ ${B}`, null, 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(3, b)$, 且 $\cos 2 \alpha=-\frac{3}{5}$, 则 $|a b|=$ ${B}`, ['12'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(-4,3)$, 则 $2 \sin \alpha+\cos \alpha=$ ${B}`, ['2/5|0.4'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(-1,-2)$, 则 $\cos \alpha=$ ${B}`, ['-√5/5'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(4 a,-3 a)(a \neq 0)$, 则 $2 \sin \alpha+\cos \alpha=$ ${B}`, null, 'refuses'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(3, m)$, 且 $\sin \alpha=-\frac{4}{5}$, 则 $m=$ ${B}`, ['-4'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边在直线 $y=2 x$ 上, 则 $\sin 2 \alpha=$ ${B}`, ['4/5|0.8'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边在直线 $y=2 x$ 上, 则 $\sin \alpha=$ ${B}`, null, 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(-1, a), B(-3, b)$, 且 $\sin \alpha=\frac{3}{5}$, 则 $|a-b|=$ ${B}`, ['3/2|1.5'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(3, b)$, 且 $\cos 2 \alpha=\frac{3}{5}$, 则 $|a|+|b|=$ ${B}`, ['2'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(-4, a), B(-8, b)$, 且 $\tan \alpha=-\frac{3}{4}$, 则 $|a-b|=$ ${B}`, ['3'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(a, 2), B(b, 4)$, 且 $\tan \alpha=2$, 则 $|a-b|=$ ${B}`, ['1'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(2, b)$, 且 $\cos 2 \alpha=-1$, 则 $|a-b|=$ ${B}`, null, 'refuses'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的正半轴重合, 终边上有两点 $A(1, a), B(3, b)$, 且 $\cos \alpha=\frac{3}{5}$, 则 $|a-b|=$ ${B}`, ['8/3'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(1, a), B(3, b)$, 且 $\tan \alpha=2$, 则 $|a+b|=$ ${B}`, ['8'], 'mayRefuse'],
  [r`14. 已知角 $\alpha$ 的顶点为坐标原点, 始边与 $x$ 轴的非负半轴重合, 终边上有两点 $A(0, a), B(0, b)$, 且 $\sin \alpha=1$, 则 $|a-b|=$ ${B}`, null, 'refuses'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(-3,-4)$, 则 $\sin \alpha+\cos \alpha=$ ${B}`, ['-7/5'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(m, 4)$, 且 $\cos \alpha=-\frac{3}{5}$, 则 $m=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(-1, \sqrt{3})$, 则 $\tan \alpha=$ ${B}`, ['-√3'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边与单位圆交于点 $P\left(-\frac{3}{5}, \frac{4}{5}\right)$, 则 $\sin 2 \alpha=$ ${B}`, ['-24/25'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(-4 m, 3 m)(m>0)$, 则 $2 \sin \alpha+\cos \alpha=$ ${B}`, ['2/5|0.4'], 'mayRefuse'],
  [r`13. 已知角 $\alpha$ 的终边经过点 $P(-4 m, 3 m)(m<0)$, 则 $2 \sin \alpha+\cos \alpha=$ ${B}`, ['-2/5|-0.4'], 'mayRefuse'],
];

/** 「只 X / 既 X 也 Y」: 「都不」「恰有一个」「至少一个」 are not determined; X itself, the other order, a third number. */
// biome-ignore format: one problem a line
export const ONLY_BOTH_HUNT: MathsLookalike[] = [
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则不参加合唱团的概率为 ${B}`, ['0.5|1/2'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则参加合唱团的概率为 ${B}`, ['0.5|1/2'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加舞蹈团也参加合唱团的概率为 0.3，则不参加合唱团的概率为 ${B}`, ['0.5|1/2'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则只参加舞蹈团的概率为 ${B}`, null, 'refuses'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则两个都不参加的概率为 ${B}`, null, 'refuses'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则至少参加一个的概率为 ${B}`, null, 'refuses'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则恰好参加一个的概率为 ${B}`, null, 'refuses'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则不参加舞蹈团的概率为 ${B}`, null, 'refuses'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则不只参加合唱团的概率为 ${B}`, ['0.8|4/5'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.4，只参加舞蹈团的概率为 0.3，既参加合唱团也参加舞蹈团的概率为 0.1，则两个都不参加的概率为 ${B}`, ['0.2|1/5'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.6，既参加合唱团也参加舞蹈团的概率为 0.4，则不参加合唱团的概率为 ${B}`, ['0'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团又参加舞蹈团的概率为 0.3，则不参加合唱团的概率为 ${B}`, ['0.5|1/2'], 'mayRefuse'],
  [c(r`5. 已知某单位职工中只骑车上班的概率为 $\frac{1}{5}$，既骑车上班也乘地铁上班的概率为 $\frac{1}{10}$，则不骑车上班的概率为（ ）`, r`$\frac{7}{10}$`, r`$\frac{4}{5}$`, r`$\frac{3}{10}$`, r`$\frac{9}{10}$`), ['A'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 0.2，既参加合唱团也参加舞蹈团的概率为 0.3，则既不参加合唱团也不参加舞蹈团的概率为 ${B}`, null, 'refuses'],
  [r`14. 某校学生中只参加合唱团的概率为 0.3，既参加合唱团也参加舞蹈团的概率为 0.2，则“参加合唱团”的对立事件的概率为 ${B}`, ['0.5|1/2'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团活动的概率为 0.3，既参加合唱团活动也参加舞蹈团活动的概率为 0.2，则不参加合唱团的概率为 ${B}`, ['0.5|1/2'], 'mayRefuse'],
  [r`14. 某校学生中只参加合唱团的概率为 $30 \%$，既参加合唱团也参加舞蹈团的概率为 $20 \%$，则不参加合唱团的概率为 ${B}`, ['0.5|1/2|50%'], 'mayRefuse'],
];

/** The sign of a line's coefficient: a sign that leaves none, one, or two roots; the sign of a different letter. */
// biome-ignore format: one problem a line
export const SIGN_HUNT: MathsLookalike[] = [
  [r`13. 若直线 $x+y+m=0(m<0)$ 与圆 $x^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['-2'], 'mayRefuse'],
  [r`13. 已知直线 $y=x+b$ 被圆 $x^{2}+y^{2}=4$ 截得的弦长为 $2 \sqrt{2}$, 且 $b>0$, 则 $b=$ ${B}`, ['2'], 'mayRefuse'],
  [r`13. 若直线 $x-y+m=0(m>0)$ 与圆 $(x-3)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, null, 'refuses'],
  [r`13. 若直线 $x-y+m=0(m<0)$ 与圆 $(x-3)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['-1', '-5'], 'mayRefuse'],
  [r`13. 若直线 $x-y+m=0(n>0)$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, null, 'refuses'],
  [r`13. 若直线 $3 x-4 y+c=0$ 与圆 $(x-1)^{2}+(y-1)^{2}=1$ 相切，且 $c>0$，则 $c=$ ${B}`, ['6'], 'mayRefuse'],
  [r`13. 已知正数 $a$ 满足直线 $a x+y-1=0$ 与圆 $x^{2}+y^{2}=1$ 相切，则 $a=$ ${B}`, null, 'mayRefuse'],
  [r`14. 若直线 $x+y+a=0$ 被圆 $(x-1)^{2}+y^{2}=4$ 截得的弦长为 $2 \sqrt{2}$，则负数 $a=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`13. 若直线 $x-y+m=0(m<0)$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`13. 若直线 $x-y+m=0$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，且 $m$ 为正数，则 $m=$ ${B}`, ['1'], 'mayRefuse'],
  [r`13. 已知 $m>0$，若直线 $x-y+m=0$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['1'], 'mayRefuse'],
  [r`13. 若直线 $x-y+m=0(m \neq 1)$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['-3'], 'mayRefuse'],
  [r`13. 若直线 $x-y+m=0(m \geqslant 0)$ 与圆 $(x-1)^{2}+y^{2}=2$ 相切，则 $m=$ ${B}`, ['1'], 'mayRefuse'],
];

/** Shared reading: an exponent after a closed formula, a footnote mark after one; 「分别为」 of three measures. */
// biome-ignore format: one problem a line
export const READING_HUNT: MathsLookalike[] = [
  [r`14. 圆 $(x+1)$ ${GAP}^{2}+(y-2)^{2}=9$ 的半径为 ${B}`, ['3'], 'mayRefuse'],
  [r`14. 直线 $3 x+4 y=0$ 被圆 $(x-5)$ ${GAP}^{2}+y^{2}=25$ 截得的弦长为 ${B}`, ['8'], 'mayRefuse'],
  [r`13. $(1+x)$ ${GAP}^{5}$ 的展开式中 $x^{2}$ 的系数为 ${B}`, ['10'], 'mayRefuse'],
  [r`13. 已知 $f(x)=(x-1)$ ${GAP}^{*}$，则 $f(3)=$ ${B}`, null, 'refuses'],
  [r`13. 函数 $f(x)=\sin (2 x)$ ${GAP}^{[1]}$ 的最小正周期为 ${B}`, ['π'], 'mayRefuse'],
  [c(r`5. 数据 2, 3, 3, 4, 8 的平均数、中位数和众数分别为（ ）`, '4, 3, 3', '3, 4, 3', '3, 3, 4', '4, 4, 3'), ['A'], 'mayRefuse'],
  [c(r`5. 数据 2, 3, 3, 4, 8 的众数、中位数和平均数分别为（ ）`, '4, 3, 3', '3, 4, 3', '3, 3, 4', '4, 4, 3'), ['C'], 'mayRefuse'],
  [c(r`4. 数据 4, 6, 6, 7, 9, 10 的众数和中位数分别是（ ）`, '6.5, 6', '6, 6.5', '6.5, 7', '7, 6'), ['B'], 'mayRefuse'],
  [c(r`3. 一组数据 1, 3, 5, 7, 9 的方差和平均数分别为（ ）`, '5, 8', '8, 5', '5, 10', '10, 5'), ['B'], 'mayRefuse'],
  [c(r`4. 数据 3, 4, 4, 5, 9 的平均数和众数分别为（ ）`, '4, 5', '5, 4', '4, 4', '5, 5'), ['B'], 'mayRefuse'],
  [c(r`5. 数据 1, 2, 4, 5, 8 的极差、中位数和平均数分别为（ ）`, '7, 4, 4', '4, 7, 4', '4, 4, 7', '7, 4, 5'), ['A'], 'mayRefuse'],
  [c(r`5. 样本数据 5, 7, 7, 8, 10, 11 的中位数和平均数分别为（ ）`, '8, 7.5', '8, 7', '7.5, 8', '8, 8'), ['C'], 'mayRefuse'],
  [r`13. $\left(x+\frac{1}{x}\right)$ ${GAP}^{6}$ 的展开式中常数项为 ${B}`, ['20'], 'mayRefuse'],
  [r`13. $(2 x-1)$ ${GAP}^{5}$ 的展开式中 $x^{3}$ 的系数为 ${B}`, ['80'], 'mayRefuse'],
  [c(r`4. 数据 1, 2, 3, 4, 5 的平均数和标准差分别为（ ）`, r`$3, \sqrt{2}$`, r`$\sqrt{2}, 3$`, '3, 2', '2, 3'), ['A'], 'mayRefuse'],
  [c(r`4. 数据 1, 2, 3, 4, 5 的方差和标准差分别为（ ）`, r`$2, \sqrt{2}$`, r`$\sqrt{2}, 2$`, '2, 4', '4, 2'), ['A'], 'mayRefuse'],
  [c(r`4. 数据 1, 1, 2, 3, 3 的众数和平均数分别为（ ）`, '1, 2', '3, 2', '2, 1', '2, 3'), null, 'mayRefuse'],
  [c(r`5. 方程 $x^{2}-5 x+6=0$ 的两个根分别为（ ）`, '2, 3', '-2, -3', '1, 6', '-1, -6'), ['A'], 'mayRefuse'],
  [c(r`5. 样本数据 5, 7, 7, 8, 10, 11 的平均数和中位数依次为（ ）`, '7.5, 8', '8, 7.5', '8, 7', '7, 8'), ['B'], 'mayRefuse'],
  [c(r`5. 样本数据 5, 7, 7, 8, 10, 11 的中位数与平均数分别为（ ）`, '8, 7.5', '7.5, 8', '8, 7', '7, 8'), ['B'], 'mayRefuse'],
  [c(r`5. 甲组数据 1, 2, 3 与乙组数据 4, 5, 6 的平均数分别为（ ）`, '2, 5', '5, 2', '3, 4', '2, 4'), ['A'], 'mayRefuse'],
];

/** Independent events beside 「只 X / 既 X 也 Y」: 「至少一个」「恰有一个」「都不」「至少有一人没有」, exclusive against independent. */
// biome-ignore format: one problem a line
export const EVENT_WORDS_HUNT: MathsLookalike[] = [
  [r`14. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\frac{1}{2}$，乙能破译的概率为 $\frac{1}{3}$，则恰有一人破译的概率为 ${B}`, ['1/2'], 'mayRefuse'],
  [r`14. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\frac{1}{2}$，乙能破译的概率为 $\frac{1}{3}$，则两人都没有破译的概率为 ${B}`, ['1/3'], 'mayRefuse'],
  [r`14. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\frac{1}{2}$，乙能破译的概率为 $\frac{1}{3}$，则至少有一人没有破译的概率为 ${B}`, ['5/6'], 'mayRefuse'],
  [r`14. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\frac{1}{2}$，乙能破译的概率为 $\frac{1}{3}$，则至多有一人破译的概率为 ${B}`, ['5/6'], 'mayRefuse'],
  [r`14. 甲、乙两人独立地破译一份密码，甲能破译的概率为 $\frac{1}{2}$，乙能破译的概率为 $\frac{1}{3}$，则两人都破译的概率为 ${B}`, ['1/6'], 'mayRefuse'],
  [r`15. 甲、乙两名射手各射击一次，命中率分别为 0.8 和 0.7，两人是否命中相互独立，则目标被击中的概率为 ${B}`, ['0.94|47/50'], 'mayRefuse'],
  [r`15. 甲、乙两名射手各射击一次，命中率分别为 0.8 和 0.7，两人是否命中相互独立，则恰有一人击中目标的概率为 ${B}`, ['0.38|19/50'], 'mayRefuse'],
  [r`15. 甲、乙、丙三人独立地解同一道题，解出的概率分别为 0.5, 0.4, 0.2，则至少有一人解出的概率为 ${B}`, ['0.76|19/25'], 'mayRefuse'],
  [r`15. 甲、乙、丙三人独立地解同一道题，解出的概率分别为 0.5, 0.4, 0.2，则恰有一人解出的概率为 ${B}`, ['0.46|23/50'], 'mayRefuse'],
  [r`14. 已知事件 $A, B$ 互斥，$P(A)=0.3$，$P(B)=0.4$，则 $P(A \cup B)=$ ${B}`, ['0.7|7/10'], 'mayRefuse'],
  [r`14. 已知事件 $A, B$ 相互独立，$P(A)=0.3$，$P(B)=0.4$，则 $P(A \cup B)=$ ${B}`, ['0.58|29/50'], 'mayRefuse'],
  [r`14. 已知事件 $A, B$ 相互独立，$P(A)=0.3$，$P(B)=0.4$，则 $P(A \bar{B})=$ ${B}`, ['0.18|9/50'], 'mayRefuse'],
];

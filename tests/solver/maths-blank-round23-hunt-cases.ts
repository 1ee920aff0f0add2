/**
 * Look-alikes of decision 0122 (one ask per printed blank, conic axis lengths, vector length conditions), every
 * answer worked by hand. An answer is [text, expected parts in the printed order | null, status]: each expected
 * part (「a|b」 spellings) must be found in the answer's part of the same place; null means only a refusal is right.
 */
import type { MathsStatus } from './maths-lookalike-hunt-shared';

export type HuntCase = [text: string, expected: string[] | null, status: MathsStatus];

const r = String.raw;
const B = r`\_\_\_`;

// biome-ignore format: one problem a line
export const ROUND23_HUNT: Record<string, HuntCase[]> = {
  blanks: [
    // a condition stated between the blanks
    [r`13．已知向量 $\vec{a}=(1, m)$，$\vec{b}=(2,4)$，则 $|\vec{b}|=$${B}；若 $\vec{a} \perp \vec{b}$，则 $m=$${B}．`, ['2√5', '-1/2'], 'mayRefuse'],
    [r`14．已知等比数列 $\{a_{n}\}$ 中，$a_{1}=1$，公比 $q=2$，则 $a_{4}=$${B}；若 $S_{n}=63$，则 $n=$${B}．`, ['8', '6'], 'mayRefuse'],
    [r`15．已知函数 $f(x)=x^{2}-2 a x+1$，$x \in[0,2]$，当 $a=1$ 时 $f(x)$ 的最小值为${B}，$a$ 为 3 时最小值为${B}．`, ['0', '-7'], 'mayRefuse'],
    [r`14．已知 $f(x)=x^{2}+a x$ 的图象关于直线 $x=1$ 对称，则 $a=$${B}，此时 $f(x)$ 的最小值为${B}．`, ['-2', '-1'], 'mayRefuse'],
    [r`14．已知等差数列 $\{a_{n}\}$ 中 $a_{2}=3$，$S_{4}=16$，则 $a_{1}=$${B}；若 $b_{n}=2^{a_{n}}$，则 $b_{2}=$${B}．`, ['1', '8'], 'mayRefuse'],
    // a condition inside the first ask's clause, which the later ask needs
    [r`13．已知 $\sin \alpha=\dfrac{3}{5}$，当 $\alpha$ 为钝角时 $\cos \alpha=$${B}，$\tan \alpha=$${B}．`, ['-4/5', '-3/4'], 'mayRefuse'],
    [r`13．已知 $\sin \alpha=\dfrac{3}{5}$，则当 $\alpha$ 为钝角时 $\cos \alpha=$${B}，$\tan \alpha=$${B}．`, ['-4/5', '-3/4'], 'mayRefuse'],
    [r`13．已知 $\cos \alpha=-\dfrac{4}{5}$，在 $\alpha$ 为第三象限角时 $\sin \alpha=$${B}，$\tan \alpha=$${B}．`, ['-3/5', '3/4'], 'mayRefuse'],
    [r`15．已知等比数列 $\{a_{n}\}$ 中 $a_{1}=1$，公比为二时 $a_{3}=$${B}，$S_{3}=$${B}．`, ['4', '7'], 'mayRefuse'],
    // the later ask borrowing a place that belongs to the first ask only
    [r`15．函数 $f(x)=x^{3}-3 x$ 在 $x=2$ 处的切线斜率为${B}，极小值为${B}．`, ['9', '-2'], 'mayRefuse'],
    [r`12．$(1+2 x)^{5}$ 的展开式中 $x^{2}$ 的系数为${B}，各项系数之和为${B}．`, ['40', '243'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 在 $x=2$ 处的导数为${B}，极小值为${B}．`, ['9', '-2'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 在 $x=2$ 处的切线方程为${B}，极大值为${B}．`, ['y=9x-16', '2'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 在区间 $[0,2]$ 上的最大值为${B}，最小值为${B}．`, ['2', '-2'], 'mayRefuse'],
    [r`12．$(1-x)^{6}$ 的展开式中 $x^{3}$ 的系数为${B}；二项式系数之和为${B}．`, ['-20', '64'], 'mayRefuse'],
    [r`12．$\left(x+\dfrac{2}{x}\right)^{4}$ 的展开式中常数项为${B}；$x^{2}$ 的系数为${B}．`, ['24', '8'], 'mayRefuse'],
    [r`14．函数 $f(x)=x^{2}-2 x$ 在区间 $[0,3]$ 上的最大值为${B}，最小值为${B}．`, ['3', '-1'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=x^{2}-2 x$，$x \in[2,3]$，则 $f(x)$ 的最大值为${B}，最小值为${B}．`, ['3', '0'], 'mayRefuse'],
    [r`14．函数 $f(x)=x^{2}-2 x$ 的最小值为${B}，$f(x)$ 在 $[2,3]$ 上的最大值为${B}．`, ['-1', '3'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 的极大值为${B}，$f(2)=$${B}．`, ['2', '2'], 'mayRefuse'],
    // the second blank about a quantity the first defines
    [r`14．已知等差数列 $\{a_{n}\}$ 中，$a_{1}=1$，$a_{3}=5$，则公差 $d=$${B}，$a_{d}=$${B}．`, ['2', '3'], 'mayRefuse'],
    [r`14．已知 $a+b=3$，$a b=2$，则 $a^{2}+b^{2}=$${B}，$a=$${B}．`, null, 'refuses'],
    // blanks in the middle of a sentence
    [r`14．曲线 $y=x^{2}$ 在点 $(1,$${B}$)$ 处的切线方程为${B}．`, ['1', 'y=2x-1'], 'mayRefuse'],
    [r`15．当 $x=$${B}时，函数 $f(x)=x^{2}-4 x+5$ 取得最小值${B}．`, ['2', '1'], 'mayRefuse'],
    // 「第一空…第二空…」 printings
    [r`14．已知等比数列 $\{a_{n}\}$ 中，$a_{1}=1$，$a_{4}=8$，则公比 $q=$${B}；$S_{5}=$${B}．（第一空 2 分，第二空 3 分）`, ['2', '31'], 'mayRefuse'],
    [r`14．（本题第一空 2 分，第二空 3 分）已知等比数列 $\{a_{n}\}$ 中，$a_{1}=1$，$a_{4}=8$，则公比 $q=$${B}；$S_{5}=$${B}．`, ['2', '31'], 'mayRefuse'],
    // two blanks in a choice question
    [`已知等比数列 $\\{a_{n}\\}$ 中，$a_{1}=1$，$a_{4}=8$，则公比 $q=$${B}，$S_{5}=$${B}．\nA. 2，31\nB. 2，15\nC. 3，121\nD. -2，11`, ['A'], 'mayRefuse'],
    // the answers in the other order from how they are computed
    [r`14．已知等比数列 $\{a_{n}\}$ 中，$a_{1}=1$，$a_{4}=8$，则 $S_{5}=$${B}；公比 $q=$${B}．`, ['31', '2'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 的极小值为${B}，极大值为${B}．`, ['-2', '2'], 'mayRefuse'],
    [r`13．已知 $\tan \alpha=2$，则 $\tan \left(\alpha+\dfrac{\pi}{4}\right)=$${B}，$\tan 2 \alpha=$${B}．`, ['-3', '-4/3'], 'mayRefuse'],
    // an interval or an expression with a number
    [r`15．函数 $f(x)=x^{3}-3 x$ 的单调递减区间为${B}，极大值为${B}．`, ['[-1,1]|(-1,1)', '2'], 'mayRefuse'],
    [r`14．已知等比数列 $\{a_{n}\}$ 中，$a_{1}=2$，公比 $q=3$，则 $a_{n}=$${B}，$a_{3}=$${B}．`, ['2\\cdot3^{n-1}|2·3^{n-1}|2×3^{n-1}', '18'], 'mayRefuse'],
    [r`15．函数 $f(x)=x^{3}-3 x$ 的极大值点为${B}，极大值为${B}．`, ['-1', '2'], 'mayRefuse'],
    // the same ask twice
    [r`14．已知等差数列 $\{a_{n}\}$ 中，$a_{1}=1$，$a_{3}=5$，则 $a_{5}=$${B}，$a_{5}=$${B}．`, ['9', '9'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{x^{2}}{9}-\dfrac{y^{2}}{16}=1$ 的离心率为${B}，离心率 $e=$${B}．`, ['5/3', '5/3'], 'mayRefuse'],
    // plain underscores, full-width semicolons, three blanks
    ['14．已知等比数列{aₙ}中，a₁=1，a₄=8，则公比q=____；S₅=____．', ['2', '31'], 'mayRefuse'],
    [r`12．已知复数 $z=(1+\mathrm{i})^{2}$，则 $z$ 的实部为${B}，虚部为${B}，$|z|=$${B}．`, ['0', '2', '2'], 'mayRefuse'],
    [r`14．已知函数 $f(x)=x^{3}-3 x$，则 $f^{\prime}(1)=$${B}；曲线 $y=f(x)$ 在 $x=2$ 处的切线斜率为${B}．`, ['0', '9'], 'mayRefuse'],
    [r`13．已知 $|\vec{a}|=1$，$|\vec{b}|=2$，$\vec{a} \cdot \vec{b}=1$，则 $|\vec{a}+\vec{b}|=$${B}，$|\vec{a}-\vec{b}|=$${B}．`, ['√7', '√3'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(3,-1)$，则 $\vec{a} \cdot \vec{b}=$${B}；$\vec{a}$ 与 $\vec{b}$ 夹角的余弦值为${B}．`, ['1', '√2/10'], 'mayRefuse'],
    [r`13．已知 $a+b=3$，$a-b=1$，则 $a=$${B}，$b=$${B}．`, ['2', '1'], 'mayRefuse'],
  ],
  conicAxes: [
    [r`13．双曲线 $\dfrac{y^{2}}{9}-\dfrac{x^{2}}{16}=1$ 的实轴长为${B}`, ['6'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{y^{2}}{9}-\dfrac{x^{2}}{16}=1$ 的虚轴长为${B}`, ['8'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{4}+\dfrac{y^{2}}{9}=1$ 的短轴长为${B}`, ['4'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{x^{2}}{9}-\dfrac{y^{2}}{16}=1$ 的焦距为${B}`, ['10'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{x^{2}}{9}-\dfrac{y^{2}}{16}=1$ 的半实轴长为${B}`, ['3'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{x^{2}}{9}-\dfrac{y^{2}}{16}=1$ 的实半轴长为${B}`, ['3'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{25}+\dfrac{y^{2}}{16}=1$ 的半长轴长为${B}`, ['5'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{25}+\dfrac{y^{2}}{16}=1$ 的半焦距为${B}`, ['3'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{25}+\dfrac{y^{2}}{16}=1$ 的短半轴长为${B}`, ['4'], 'mayRefuse'],
    [r`13．椭圆 $4 x^{2}+y^{2}=1$ 的长轴长为${B}`, ['2'], 'mayRefuse'],
    [r`13．椭圆 $2 x^{2}+y^{2}=1$ 的短轴长为${B}`, ['√2'], 'mayRefuse'],
    [r`13．椭圆 $m x^{2}+y^{2}=1(m>1)$ 的长轴长为${B}`, ['2'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{4}-\dfrac{y^{2}}{3}=1$ 的长轴长为${B}`, null, 'refuses'],
    [r`13．双曲线 $\dfrac{x^{2}}{4}+\dfrac{y^{2}}{3}=1$ 的实轴长为${B}`, null, 'refuses'],
    [r`13．双曲线 $x^{2}-\dfrac{y^{2}}{3}=1$ 的虚轴长为${B}`, ['2√3'], 'mayRefuse'],
    [r`13．双曲线 $y^{2}-\dfrac{x^{2}}{4}=1$ 的虚轴长为${B}`, ['4'], 'mayRefuse'],
    [r`13．双曲线 $16 y^{2}-9 x^{2}=144$ 的实轴长为${B}`, ['6'], 'mayRefuse'],
    [r`13．双曲线 $9 x^{2}-16 y^{2}=144$ 的实轴长为${B}`, ['8'], 'mayRefuse'],
    [r`13．双曲线 $\dfrac{y^{2}}{4}-\dfrac{x^{2}}{5}=1$ 的焦距为${B}`, ['6'], 'mayRefuse'],
    [r`13．曲线 $\dfrac{x^{2}}{4}+\dfrac{y^{2}}{9}=1$ 的实轴长为${B}`, null, 'refuses'],
    [r`13．已知椭圆 $\dfrac{x^{2}}{m}+\dfrac{y^{2}}{4}=1$ 的长轴长为 6，则 $m=$${B}`, ['9'], 'mayRefuse'],
    [r`14．椭圆 $\dfrac{x^{2}}{25}+\dfrac{y^{2}}{16}=1$ 的焦距为${B}，长轴长为${B}．`, ['6', '10'], 'mayRefuse'],
    [r`14．双曲线 $\dfrac{x^{2}}{4}-\dfrac{y^{2}}{12}=1$ 的实轴长为${B}，离心率为${B}．`, ['4', '2'], 'mayRefuse'],
    [r`13．椭圆 $\dfrac{x^{2}}{4}+\dfrac{y^{2}}{9}=1$ 的长轴的长为${B}`, ['6'], 'mayRefuse'],
  ],
  vectorLengths: [
    [r`14．已知非零向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, ['π/2|90°'], 'mayRefuse'],
    [r`14．已知非零向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}|=|\vec{b}|$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, null, 'refuses'],
    [r`14．已知 $|\vec{a}|=|\vec{b}|=1$，$|\vec{a}+\vec{b}|=\sqrt{3}|\vec{a}-\vec{b}|$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, ['π/3|60°'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=1$，$|\vec{b}|=2$，$\vec{a} \cdot \vec{b}=1$，则 $|2 \vec{a}-\vec{b}|=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=1$，$|\vec{b}|=2$，$\vec{a}$ 与 $\vec{b}$ 的夹角为 $120^{\circ}$，则 $|2 \vec{a}-\vec{b}|=$${B}`, ['2√3'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=2$，$|\vec{b}|=1$，$\vec{a} \perp(\vec{a}-2 \vec{b})$，则 $|\vec{a}-\vec{b}|=$${B}`, ['1'], 'mayRefuse'],
    [r`14．已知 $\vec{a}=(1, \sqrt{3})$，$|\vec{b}|=1$，$|\vec{a}+\vec{b}|=\sqrt{3}$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, ['2π/3|120°'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1, m)$，$\vec{b}=(2,-1)$，若 $|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $m=$${B}`, ['2'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1,0)$，$\vec{b}=(m, 1)$，若 $|\vec{a}+\vec{b}|=|\vec{a}|$，则 $m=$${B}`, ['-1'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=|\vec{b}|=|\vec{a}+\vec{b}|=1$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, ['2π/3|120°'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(m, 3)$，且 $|\vec{a}+\vec{b}|^{2}=|\vec{a}|^{2}+|\vec{b}|^{2}$，则 $m=$${B}`, ['-6'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(4,2)$，$\vec{b}=(m, 1)$，若 $|\vec{a}-\vec{b}|=|\vec{b}|$，则 $m=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=|\vec{b}|=2$，$\vec{a} \cdot \vec{b}=-2$，则 $|\vec{a}+\vec{b}|=$${B}`, ['2'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=1$，$|\vec{b}|=2$，$\vec{a} \cdot(\vec{a}+\vec{b})=0$，则 $\vec{a}$ 与 $\vec{b}$ 的夹角为${B}`, ['2π/3|120°'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=3$，$|\vec{b}|=4$，$|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $|\vec{a}+\vec{b}|=$${B}`, ['5'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=1$，$|\vec{b}|=2$，$|2 \vec{a}+\vec{b}|=|2 \vec{a}-\vec{b}|$，则 $|\vec{a}+\vec{b}|=$${B}`, ['√5'], 'mayRefuse'],
    [r`13．已知向量 $\vec{a}=(1,2)$，$\vec{b}=(2, m)$，若 $|\vec{a}|=|\vec{b}|$，则 $m=$${B}`, ['1', '-1'], 'mayRefuse'],
    [r`14．已知非零向量 $\vec{a}, \vec{b}$ 满足 $|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $\vec{a} \cdot \vec{b}=$${B}`, ['0'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=2$，$|\vec{b}|=1$，$|\vec{a}+\vec{b}|=|\vec{a}-\vec{b}|$，则 $|\vec{a}-2 \vec{b}|=$${B}`, ['2√2'], 'mayRefuse'],
    [r`14．已知 $|\vec{a}|=2$，$|\vec{b}|=1$，$|\vec{a}+\vec{b}|=2|\vec{a}-\vec{b}|$，则 $\vec{a} \cdot \vec{b}=$${B}`, ['3/2'], 'mayRefuse'],
  ],
};

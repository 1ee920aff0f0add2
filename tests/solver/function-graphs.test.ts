import { describeAnsweredAndRefused } from './answered-and-refused';

// 初中 functions (function-graphs engine): each kind in several wordings of its own, and near-misses refused.
const ANSWERED: Array<[string, string[]]> = [
  // lines
  ['直线 $y=-2x+6$ 与 $x$ 轴的交点坐标为____', ['(3,0)']],
  ['一次函数 $y=\\frac{1}{2}x+2$ 的图象与 $y$ 轴的交点坐标是（ ）', ['(0,2)']],
  ['直线 $y=3x+6$ 与两坐标轴围成的三角形的面积为____', ['6']],
  ['一次函数 $y=2x+5$ 的图象不经过第____象限', ['四']],
  ['一次函数 $y=-x+4$ 的图象经过第____象限', ['一', '二', '四']],
  ['一次函数 $y=-\\frac{1}{3}x+1$ 中，$y$ 随 $x$ 的增大而____', ['减小']],
  ['一次函数 $y=3x-2$，当 $x=4$ 时，$y=$____', ['10']],
  ['将直线 $y=-x+2$ 向上平移 4 个单位长度，得到的直线的解析式为____', ['-x+6']],
  ['将直线 $y=3x$ 向左平移 1 个单位，所得直线的解析式为____', ['3x+3']],
  // inverse proportion
  ['反比例函数 $y=-\\frac{5}{x}$ 的图象位于第____象限', ['二', '四']],
  ['反比例函数 $y=-\\frac{2}{x}$ 的图象在每个象限内，$y$ 随 $x$ 的增大而____', ['增大']],
  ['反比例函数 $y=\\frac{12}{x}$，当 $x=-3$ 时，$y=$____', ['-4']],
  // parabolas
  ['二次函数 $y=2x^2-8x+1$ 的顶点坐标是____', ['(2,-7)']],
  ['抛物线 $y=-3(x+1)^2+5$ 的对称轴是直线____', ['x=-1']],
  ['二次函数 $y=-x^2+6x-5$ 的最大值为____', ['4']],
  ['抛物线 $y=x^2+x-6$ 与 $x$ 轴的交点坐标为____', ['(-3,0)', '(2,0)']],
  ['二次函数 $y=x^2-4x$，当 $1\\leq x\\leq 5$ 时，函数的最大值为____', ['5']],
  ['二次函数 $y=-x^2+2x+3$，当 $y>0$ 时，$x$ 的取值范围是____', ['-1<x<3']],
  ['二次函数 $y=2(x-3)^2-1$，当 $x$____时，$y$ 随 $x$ 的增大而减小', ['<3']],
  ['将抛物线 $y=-2x^2$ 向上平移 1 个单位，再向左平移 3 个单位，所得抛物线的解析式为____', ['-2(x+3)^2+1']],
  // undetermined coefficients
  ['已知一次函数 $y=kx-1$ 的图象经过点 $(3,5)$，则 $k=$____', ['2']],
  ['反比例函数 $y=\\frac{k}{x}$ 的图象经过点 $(-3,2)$，则 $k$ 的值为____', ['-6']],
  ['已知正比例函数的图象经过点 $(2,-8)$，则这个正比例函数的解析式为____', ['-4x']],
  ['已知一次函数的图象经过点 $(0,2)$ 和 $(2,6)$，则这个一次函数的表达式为____', ['2x+2']],
  ['抛物线 $y=-x^2+bx+c$ 经过点 $(0,3)$ 和 $(1,4)$，则 $b=$____', ['2']],
  ['已知 $y$ 与 $x$ 成反比例，且当 $x=2$ 时，$y=-6$，则当 $x=-4$ 时，$y=$____', ['3']],
  ['若点 $(2,m)$ 在一次函数 $y=3x-1$ 的图象上，则 $m=$____', ['5']],
  // comparing ordinates on a graph
  ['已知点 $(1,y_1)$，$(3,y_2)$ 都在直线 $y=\\frac{1}{2}x-4$ 上，则 $y_1$____$y_2$', ['<']],
  ['点 $A(-3,y_1)$，$B(-1,y_2)$，$C(2,y_3)$ 均在双曲线 $y=-\\frac{6}{x}$ 上，则 $y_1$，$y_2$，$y_3$ 的大小关系是____', ['y_3<y_1<y_2']],
  ['点 $(0,y_1)$，$(4,y_2)$ 在抛物线 $y=(x-2)^2+1$ 上，则 $y_1$____$y_2$（填“>”“<”或“=”）', ['=']],
];

const REFUSED: string[] = [
  // the name does not fit the function
  '一次函数 $y=x^2-1$ 的图象与 $y$ 轴的交点坐标是____',
  '反比例函数 $y=2x+1$ 的图象位于第____象限',
  // a minimum asked of a parabola opening downwards
  '二次函数 $y=-x^2+2x$ 的最小值是____',
  // no crossing with the x-axis, or crossings that are not rational
  '抛物线 $y=x^2+2x+5$ 与 $x$ 轴的交点坐标为____',
  '抛物线 $y=x^2-2x-1$ 与 $x$ 轴的交点坐标为____',
  // a line through the origin cuts no triangle off the axes
  '直线 $y=2x$ 与两坐标轴围成的三角形的面积为____',
  // two unknowns and one point
  '一次函数 $y=kx+b$ 的图象经过点 $(1,2)$，则 $k=$____',
  // the point told is not of the graph: x = 0 for y = k/x
  '反比例函数 $y=\\frac{k}{x}$ 的图象经过点 $(0,3)$，则 $k=$____',
  // a point named twice, or a y asked that no point has
  '点 $(1,y_1)$，$(3,y_1)$ 都在直线 $y=2x$ 上，则 $y_1$____$y_2$',
  // an interval written backwards
  '二次函数 $y=x^2-4x$，当 $5\\leq x\\leq 1$ 时，函数的最大值为____',
  // a question on x < a past the vertex side
  '二次函数 $y=(x-1)^2+2$，当 $x<3$ 时，$y$ 随 $x$ 的增大而____',
];

describeAnsweredAndRefused('初中 functions: lines, inverse proportion, parabolas', ANSWERED, REFUSED);

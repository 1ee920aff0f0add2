import { describeAnsweredAndRefused } from './answered-and-refused';

// 初中 plane geometry with numbers (plane-geometry engine), each kind in several wordings, and near-misses refused.
const ANSWERED: Array<[string, string[]]> = [
  // right triangle named by letters
  ['在 Rt△DEF 中，∠E=90°，DE=5，EF=12，则 DF=____', ['13']],
  ['如图，在 $\\mathrm{Rt}\\triangle ABC$ 中，$\\angle B=90^\\circ$，$AB=2$，$\\tan A=\\frac{\\sqrt{3}}{2}$，则 $AC=$____', ['√7']],
  ['在 Rt△ABC 中，∠A=90°，AB=6，BC=10，则 sinB=____', ['4/5']],
  ['在 Rt△PQR 中，∠R=90°，∠P=45°，PR=3，则 PQ=____', ['3√2']],
  ['在 Rt△ABC 中，∠C=90°，AC=6，BC=8，则 △ABC 的面积为____', ['24']],
  ['在 Rt△ABC 中，∠C=90°，sinB=√3/2，则 ∠B=____', ['60°']],
  ['已知 ∠A 为锐角，且 $\\cos A=\\frac{\\sqrt{2}}{2}$，则 ∠A=____', ['45°']],
  // right triangle told in words
  ['直角三角形的两条直角边长分别为 5 和 12，则斜边上的中线长为____', ['6.5|13/2']],
  ['已知直角三角形的两边长分别为 6 和 8，则第三边的长为____', ['10', '2√7']],
  ['一个直角三角形的斜边长为 8，有一个锐角是 30°，则较长的直角边长为____', ['4√3']],
  // angles
  ['在 △DEF 中，∠D=35°，∠F=65°，则 ∠E 的度数为____', ['80°']],
  ['在 △ABC 中，∠A:∠B:∠C=2:3:4，则 ∠A=____', ['40°']],
  ['三角形的一个外角是 130°，与它不相邻的一个内角为 55°，则与它相邻的内角为____', ['50°']],
  ['十二边形的内角和是____度', ['1800']],
  ['若一个多边形的内角和为 720°，则这个多边形的边数是____', ['6']],
  ['正八边形的每个外角是____度', ['45']],
  ['一个正多边形的每个内角都是 140°，则它是正____边形', ['9']],
  ['多边形的内角和是外角和的 3 倍，这个多边形是____边形', ['8']],
  ['六边形共有____条对角线', ['9']],
  // isosceles
  ['等腰三角形的一个角是 70°，则它的底角为____', ['70°', '55°']],
  ['若等腰三角形的顶角为 36°，则它的底角是____', ['72°']],
  ['等腰三角形两边长分别为 2 和 5，则它的周长为____', ['12']],
  ['等腰三角形的腰长为 10，底边长为 12，则它的面积为____', ['48']],
  // circle, sector, cone
  ['扇形的圆心角为 90°，半径为 4，则扇形的弧长为____', ['2π']],
  ['已知扇形的半径为 3，圆心角为 60°，则它的面积为____', ['3π/2']],
  ['圆锥的底面半径为 1，母线长为 4，则它的侧面展开图的圆心角是____度', ['90']],
  ['⊙O 的半径为 13，弦 AB=24，则圆心 O 到 AB 的距离为____', ['5']],
  // similar
  ['△ABC∽△DEF，相似比为 3:4，若 △DEF 的面积为 32，则 △ABC 的面积为____', ['18']],
  ['两个相似三角形的相似比为 2:5，则它们的面积比为____', ['4:25']],
  ['在 △ABC 中，DE∥BC，交 AB 于点 D，交 AC 于点 E，AD=3，DB=6，DE=2，则 BC=____', ['6']],
  // quadrilaterals
  ['菱形的两条对角线长分别为 10 和 24，则菱形的周长为____', ['52']],
  ['正方形的对角线长为 6，则它的面积为____', ['18']],
  ['矩形的一条边长为 5，对角线长为 13，则矩形的周长为____', ['34']],
];

const REFUSED: string[] = [
  // right angle at a vertex not of the triangle, or a side not of it
  '在 Rt△ABC 中，∠D=90°，AC=3，BC=4，则 AB=____',
  '在 Rt△ABC 中，∠C=90°，AC=3，BD=4，则 AB=____',
  // a leg longer than the hypotenuse
  '在 Rt△ABC 中，∠C=90°，AB=3，AC=5，则 BC=____',
  // sin of an angle not less than 1
  '在 Rt△ABC 中，∠C=90°，AB=10，sinA=5/4，则 BC=____',
  // three facts where two fix the triangle
  '在 Rt△ABC 中，∠C=90°，AC=3，BC=4，AB=6，则 sinA=____',
  // angles that leave nothing for the third
  '在 △ABC 中，∠A=100°，∠B=90°，则 ∠C=____',
  // an interior angle sum that is no polygon's
  '一个多边形的内角和是 1000°，这个多边形的边数是____',
  '一个正多边形的每个外角都是 50°，则它是正____边形',
  // isosceles sides that make no triangle either way
  '等腰三角形的两边长分别为 2 和 2，则它的周长为____',
  '等腰三角形的腰长为 3，底边长为 6，则它的面积为____',
  // a base angle of 90° or more
  '等腰三角形的底角为 100°，则它的顶角为____',
  // the cone's base radius not less than the slant height
  '圆锥的底面半径为 6，母线长为 6，则它的侧面展开图的圆心角是____度',
  // a chord longer than the diameter
  '⊙O 的半径为 3，弦 AB=8，则圆心 O 到 AB 的距离为____',
  // similar: the triangles asked are not the ones named
  '△ABC∽△DEF，相似比为 2:3，若 △ABC 的面积为 12，则 △GHI 的面积为____',
  // a rectangle's diagonal shorter than its side
  '矩形的一条边长为 10，对角线长为 6，则矩形的面积为____',
];

describeAnsweredAndRefused('初中 plane geometry with numbers', ANSWERED, REFUSED);

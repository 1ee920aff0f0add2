/**
 * Round 26 look-alike hunt of the coordinate kinds of solid geometry: each problem is one detail away from a probe —
 * lines that meet though called 异面, a parallel line, a point in its plane, an obtuse dihedral angle, a sign left
 * open, a solid the lengths do not fix, a point not placed, a ratio off the edge, options that cannot be told apart.
 * Worked by hand (working in the comment); 'refuses' must be refused, 'mayRefuse' answered right or refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const Q = '$(\\quad)$';
const CUBE = '$A B C D-A_{1} B_{1} C_{1} D_{1}$';
const PRISM3 = '$A B C-A_{1} B_{1} C_{1}$';

// biome-ignore format: one problem a line
export const ROUND26_SOLID_HUNT: Lookalike[] = [
  // AB₁ and AC meet at A: not skew
  [`在正方体 ${CUBE} 中，异面直线 $A B_{1}$ 与 $A C$ 所成角的大小为`, null, 'refuses'],
  // △AB₁C is equilateral: 60°
  [`在正方体 ${CUBE} 中，直线 $A B_{1}$ 与 $A C$ 所成角的大小为`, 60, 'solves'],
  // AB ∥ C₁D₁
  [`在正方体 ${CUBE} 中，直线 $A B$ 与 $C_{1} D_{1}$ 所成角的余弦值为`, null, 'refuses'],
  // A origin: n(PAB)=(0,1,0), n(PCD)=(0,1,1): √2/2
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则平面 $P A B$ 与平面 $P C D$ 所成锐二面角的余弦值为`, Math.SQRT2 / 2, 'solves'],
  // tan = √2: cos = √3/3
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $A B C D$ 夹角的余弦值为`, Math.sqrt(3) / 3, 'solves'],
  // the classic obtuse one: 120°
  [`在正方体 ${CUBE} 中，二面角 $A-B D_{1}-C$ 的余弦值为`, -1 / 2, 'solves'],
  [`在正方体 ${CUBE} 中，二面角 $A-B D_{1}-C$ 的大小为`, 120, 'solves'],
  // cos = √3/3 is no standard angle
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-A$ 的大小为`, null, 'refuses'],
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-A$ 的正弦值为`, Math.sqrt(6) / 3, 'solves'],
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-A$ 的正切值为`, Math.SQRT2, 'solves'],
  // faces told in words only
  [`在正四棱锥 $P-A B C D$ 中，侧面是正三角形，底面边长为 2，则二面角 $P-A B-C$ 的余弦值为`, null, 'refuses'],
  // a cube with two different edges
  [`在正方体 ${CUBE} 中，$A B=2, A A_{1}=3$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, null, 'refuses'],
  // the height is not told
  [`在长方体 ${CUBE} 中，$A B=2, A D=1$，则异面直线 $A D_{1}$ 与 $D B_{1}$ 所成角的余弦值为`, null, 'refuses'],
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, null, 'refuses'],
  // no option is √10/10
  [c(`在正方体 ${CUBE} 中，$E$ 为 $B B_{1}$ 的中点，则异面直线 $A E$ 与 $B C_{1}$ 所成角的余弦值为 ${Q}`, '$\\frac{3 \\sqrt{10}}{10}$', '$\\frac{\\sqrt{5}}{5}$', '$\\frac{2 \\sqrt{5}}{5}$', '$\\frac{1}{2}$'), null, 'refuses'],
  // two options are the same number
  [c(`在棱长为 1 的正方体 ${CUBE} 中，直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角的正弦值为 ${Q}`, '$\\frac{\\sqrt{6}}{3}$', '$\\frac{2}{\\sqrt{6}}$', '$\\frac{\\sqrt{3}}{3}$', '$\\frac{1}{3}$'), null, 'refuses'],
  // options in radians
  [c(`在正方体 ${CUBE} 中，异面直线 $A_{1} B$ 与 $A D_{1}$ 所成的角为 ${Q}`, '$\\frac{\\pi}{6}$', '$\\frac{\\pi}{4}$', '$\\frac{\\pi}{3}$', '$\\frac{\\pi}{2}$'), 'C', 'solves'],
  // an equilateral base has no right angle to place it
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$A B=B C=C A=2$，$P A=2$，则三棱锥 $P-A B C$ 的体积为`, 2 * Math.sqrt(3) / 3, 'mayRefuse'],
  // PB ⊥ the base: not the edge the reading places
  [`在三棱锥 $P-A B C$ 中，$P B \\perp$ 平面 $A B C$，$\\angle B A C=90^{\\circ}$，$P B=A B=A C=2$，则三棱锥 $P-A B C$ 的体积为`, 4 / 3, 'mayRefuse'],
  // A₁BC₁D is a regular tetrahedron: 1 − 4·(1/6)
  [`已知正方体 ${CUBE} 的棱长为 1，则四面体 $A_{1} B C_{1} D$ 的体积为`, 1 / 3, 'solves'],
  // A, B, C, D in one plane
  [`已知正方体 ${CUBE} 的棱长为 1，则三棱锥 $A-B C D$ 的体积为`, null, 'refuses'],
  // B lies in the plane
  [`已知正方体 ${CUBE} 的棱长为 2，则点 $B$ 到平面 $A_{1} B D$ 的距离为`, null, 'refuses'],
  // V(P-ABC) = 2√2/3, S(PBC) = √3: d = 2√6/3
  [`已知正四棱锥 $P-A B C D$ 的底面边长和侧棱长都为 2，则点 $A$ 到平面 $P B C$ 的距离为`, 2 * Math.sqrt(6) / 3, 'solves'],
  // the edge as a plane's edge
  [`在正方体 ${CUBE} 中，二面角 $B-A B-C$ 的余弦值为`, null, 'refuses'],
  // AE = 2AB is off the edge
  [`已知正方体 ${CUBE} 的棱长为 3，点 $E$ 在棱 $A B$ 上，且 $A E=2 A B$，则三棱锥 $D_{1}-A E C$ 的体积为`, null, 'refuses'],
  // E = (3,3,2): AE=(0,3,2), BC₁=(−3,0,3): cos = 6/(√13·3√2) = √26/13
  [`已知正方体 ${CUBE} 的棱长为 3，$\\overrightarrow{B E}=2 \\overrightarrow{E B_{1}}$，则异面直线 $A E$ 与 $B C_{1}$ 所成角的余弦值为`, Math.sqrt(26) / 13, 'solves'],
  // a trisection point, which one unsaid
  [`在正方体 ${CUBE} 中，$E$ 为 $B B_{1}$ 的三等分点，则异面直线 $A E$ 与 $B C_{1}$ 所成角的余弦值为`, null, 'refuses'],
  // SA = √3, cos∠SAD = 1/√3
  [`已知正四棱锥 $S-A B C D$ 的底面边长为 2，高为 1，则异面直线 $S A$ 与 $B C$ 所成角的余弦值为`, Math.sqrt(3) / 3, 'solves'],
  // AO ⊥ plane PBD: sin = OA/PA = √2/2
  [`在正四棱锥 $P-A B C D$ 中，$O$ 为底面 $A B C D$ 的中心，底面边长为 2，侧棱长为 2，则直线 $P A$ 与平面 $P B D$ 所成角的大小为`, 45, 'solves'],
  // a lateral edge shorter than half the diagonal
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 1，则三棱锥 $P-A B C$ 的体积为`, null, 'refuses'],
  // redundant but consistent hypotenuse
  [`在直三棱柱 ${PRISM3} 中，$\\angle B A C=90^{\\circ}$，$A B=A C=2, B C=2 \\sqrt{2}, A A_{1}=2$，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, 2 * Math.sqrt(3) / 3, 'mayRefuse'],
  // an inconsistent hypotenuse
  [`在直三棱柱 ${PRISM3} 中，$\\angle B A C=90^{\\circ}$，$A B=A C=2, B C=3, A A_{1}=2$，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, null, 'refuses'],
  [`在直三棱柱 ${PRISM3} 中，$\\angle B A C=60^{\\circ}$，$A B=A C=A A_{1}=2$，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, null, 'refuses'],
  // legs from the hypotenuse: AB² = AC² = 4
  [`在直三棱柱 ${PRISM3} 中，$\\angle B A C=90^{\\circ}$，$A B=A C, B C=2 \\sqrt{2}, A A_{1}=2$，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, 2 * Math.sqrt(3) / 3, 'solves'],
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是菱形，$P A=A B=2$，则点 $A$ 到平面 $P B D$ 的距离为`, null, 'refuses'],
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是矩形，$P A=A B=2$，则点 $A$ 到平面 $P B D$ 的距离为`, null, 'refuses'],
  // BD lies in the plane
  [`在正方体 ${CUBE} 中，直线 $B D$ 与平面 $A_{1} B D$ 所成角的正弦值为`, null, 'refuses'],
  // tan = 1/√2
  [`在正方体 ${CUBE} 中，直线 $A_{1} C$ 与平面 $A B C D$ 所成角的正切值为`, Math.SQRT2 / 2, 'solves'],
  [`在正方体 ${CUBE} 中，异面直线 $A_{1} B$ 与 $A D_{1}$ 所成角的正弦值为`, Math.sqrt(3) / 2, 'solves'],
  // a ratio of two unknown lengths
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle B A C=90^{\\circ}$，$A B=A C=1$，$P A=2 A B$，则二面角 $P-B C-A$ 的余弦值为`, 1 / 3, 'mayRefuse'],
  // a point on PC left free
  [`如图，在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle B A C=90^{\\circ}$，$P A=A B=A C=2$，点 $E$ 在 $P C$ 上，则直线 $B E$ 与平面 $P A B$ 所成角的正弦值为`, null, 'refuses'],
  // AA₁² = 6 − 2: AD₁=(−1,0,2), DB₁=(1,1,2): cos = 3/√30
  [`在长方体 ${CUBE} 中，$A B=A D=1, A C_{1}=\\sqrt{6}$，则异面直线 $A D_{1}$ 与 $D B_{1}$ 所成角的余弦值为`, Math.sqrt(30) / 10, 'solves'],
  // two asks: the stem is split into its two questions
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-A$ 的余弦值和正弦值分别为`, [Math.sqrt(3) / 3, Math.sqrt(6) / 3], 'mayRefuse'],
  // a point-to-line distance is not asked of a plane
  [`已知正方体 ${CUBE} 的棱长为 2，则点 $A$ 到直线 $B D_{1}$ 的距离为`, null, 'refuses'],
  [`在三棱锥 $P-A B C$ 中，$P A \\perp A B, P A \\perp A C$，$\\angle B A C=90^{\\circ}$，$P A=A B=A C=2$，则三棱锥 $P-A B C$ 的体积为`, 4 / 3, 'mayRefuse'],
  [`在正三棱柱 ${PRISM3} 中，$A B=2, B C=3, A A_{1}=2$，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, null, 'refuses'],
  [`在正三棱柱 ${PRISM3} 中，所有棱长都相等，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 1 / 4, 'solves'],
  // edge √2: d = √2/√3
  [`已知正方体 ${CUBE} 的棱长为 $\\sqrt{2}$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, Math.sqrt(6) / 3, 'solves'],
  // a condition on the figure that is never used
  [`已知正方体 ${CUBE} 的棱长为 2，$E$ 为 $B B_{1}$ 的中点，$A E=\\sqrt{5}$，若 $F$ 在 $C C_{1}$ 上，则三棱锥 $A-B C E$ 的体积为`, null, 'refuses'],
  // an oblique prism in other words
  [`在三棱柱 ${PRISM3} 中，$A B=A C=A A_{1}=2$，$\\angle B A C=90^{\\circ}$，则异面直线 $A_{1} B$ 与 $A C_{1}$ 所成角的余弦值为`, null, 'refuses'],
  // the plane named first: still the angle of BC₁ with plane A₁BD (edge 1: √6/3), not of a line BD
  [`在棱长为 1 的正方体 ${CUBE} 中，平面 $A_{1} B D$ 与直线 $B C_{1}$ 所成角的正弦值为`, Math.sqrt(6) / 3, 'mayRefuse'],
  // a plane's last two letters are no line
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与 $C_{1} D$ 所成角的余弦值为`, null, 'mayRefuse'],
  // 长方体 given BC and CC₁: the same box as AB=2, AD=AA₁=1 → 2/3
  [`在长方体 ${CUBE} 中，$A B=2, B C=1, C C_{1}=1$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, 2 / 3, 'solves'],
  // the free unit cannot give a volume
  [`在正三棱柱 ${PRISM3} 中，所有棱长都相等，则三棱锥 $A_{1}-A B C$ 的体积为`, null, 'refuses'],
  // 1/3 · (√3/4 · 4) · 2
  [`在正三棱柱 ${PRISM3} 中，所有棱长都为 2，则三棱锥 $A_{1}-A B C$ 的体积为`, (2 * Math.sqrt(3)) / 3, 'solves'],
];

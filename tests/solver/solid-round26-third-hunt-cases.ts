/**
 * Round 26, third look-alike hunt of the coordinate kinds of solid geometry, on the mathematics and the answer:
 * a 正四棱锥 given by its lateral edge, its slant height (斜高) or its height; a 正三棱柱 with all edges equal or a base
 * edge and height that differ; dihedral angles whose acute value is not the one between the faces; a line parallel to
 * its plane; skew lines that are perpendicular or parallel; a point in its plane; tetrahedra named in another order or
 * with four coplanar points; options nearly equal, in degrees or radians; 多选 statements; a blank with two asks; and
 * neighbouring kinds (a cube's volume and sphere, plane figures with A B C D). Worked by hand in the comments.
 * Cube of edge a: D the origin, A(a,0,0), C(0,a,0), D₁(0,0,a).
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const Q = '$(\\quad)$';
const CUBE = '$A B C D-A_{1} B_{1} C_{1} D_{1}$';
const PRISM3 = '$A B C-A_{1} B_{1} C_{1}$';
const S3 = Math.sqrt(3);
const S2 = Math.SQRT2;
const S6 = Math.sqrt(6);

// biome-ignore format: one problem a line
export const ROUND26_SOLID_THIRD_HUNT: Lookalike[] = [
  // —— 正四棱锥: lateral edge, slant height, height ——
  // edge 2, lateral edge 2: h = √2, slant = √3, cos = 1/√3
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 2，则二面角 $P-A B-C$ 的余弦值为`, S3 / 3, 'solves'],
  // height 2: slant √5, cos = 1/√5
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，高为 2，则二面角 $P-A B-C$ 的余弦值为`, Math.sqrt(5) / 5, 'solves'],
  // slant height 2: cos = 1/2 (not the height 2 reading, √5/5)
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，斜高为 2，则二面角 $P-A B-C$ 的余弦值为`, 1 / 2, 'mayRefuse'],
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧面的高为 2，则二面角 $P-A B-C$ 的余弦值为`, 1 / 2, 'mayRefuse'],
  // lateral edge √5: h = √3, slant 2: 60°
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 $\\sqrt{5}$，则二面角 $P-A B-C$ 的大小为`, 60, 'solves'],
  // slant height √3: h = √2, V(P-ABC) = ⅓·2·√2
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，斜高为 $\\sqrt{3}$，则三棱锥 $P-A B C$ 的体积为`, 2 * S2 / 3, 'mayRefuse'],
  // height √3: V = ⅓·2·√3
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，高为 $\\sqrt{3}$，则三棱锥 $P-A B C$ 的体积为`, 2 * S3 / 3, 'solves'],
  // lateral edge 2: OA = √2 = PO: 45°
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 2，则直线 $P A$ 与平面 $A B C D$ 所成角的大小为`, 45, 'solves'],
  // a condition by angle: h = √2, the same cos 1/√3
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱与底面所成角为 $45^{\\circ}$，则二面角 $P-A B-C$ 的余弦值为`, S3 / 3, 'mayRefuse'],
  // O the centre, h = √2: d(O, PBC) = h·1/slant = √2/√3
  [`在正四棱锥 $P-A B C D$ 中，$O$ 为底面 $A B C D$ 的中心，底面边长为 2，侧棱长为 2，则点 $O$ 到平面 $P B C$ 的距离为`, S6 / 3, 'solves'],
  // —— 正三棱柱: all edges equal, or base edge and height different (AB₁·BC₁ = h² − a²/2) ——
  // a = h = 2: |4 − 2|/8
  [`在正三棱柱 ${PRISM3} 中，所有棱长都为 2，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 1 / 4, 'solves'],
  // a = 2, h = √2: perpendicular
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，侧棱长为 $\\sqrt{2}$，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的大小为`, 90, 'solves'],
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，侧棱长为 $\\sqrt{2}$，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 0, 'solves'],
  // a = 2, h = 1: |1 − 2|/5
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，高为 1，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 1 / 5, 'solves'],
  // all edges 2: d(A, BCC₁B₁) = √3, AB₁ = 2√2: sin = √6/4
  [`在正三棱柱 ${PRISM3} 中，各棱长均为 2，则直线 $A B_{1}$ 与平面 $B C C_{1} B_{1}$ 所成角的正弦值为`, S6 / 4, 'solves'],
  // all edges 2: V = 2√3/3, S(A₁BC) = √7: d = 2√21/7
  [`在正三棱柱 ${PRISM3} 中，所有棱长都为 2，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, 2 * Math.sqrt(21) / 7, 'solves'],
  // tan = 2/√3: cos = √21/7
  [`在正三棱柱 ${PRISM3} 中，所有棱长都为 2，则二面角 $A_{1}-B C-A$ 的余弦值为`, Math.sqrt(21) / 7, 'solves'],
  [`在正三棱柱 ${PRISM3} 中，所有棱长都为 2，则二面角 $A_{1}-B C-A$ 的正切值为`, 2 * S3 / 3, 'solves'],
  // a = 2, h = 3: ⅓·√3·3, named three ways
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，侧棱长为 3，则三棱锥 $A_{1}-A B C$ 的体积为`, S3, 'solves'],
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，侧棱长为 3，则三棱锥 $A-A_{1} B C$ 的体积为`, S3, 'solves'],
  [`在正三棱柱 ${PRISM3} 中，底面边长为 2，侧棱长为 3，则三棱锥 $B-A_{1} B_{1} C_{1}$ 的体积为`, S3, 'solves'],
  // 「棱长为 2」 does not say which edges of a prism
  [`在正三棱柱 ${PRISM3} 中，棱长为 2，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, null, 'refuses'],
  // the side faces squares: a = h, a free unit for an angle: 1/4
  [`在正三棱柱 ${PRISM3} 中，侧面都是正方形，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 1 / 4, 'mayRefuse'],
  // —— dihedral angles: obtuse between the faces, acute between the planes ——
  // O mid BD: OA₁·OC = −½, |OA₁||OC| = √3/2
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-C$ 的余弦值为`, -S3 / 3, 'solves'],
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $B C D$ 所成锐二面角的余弦值为`, S3 / 3, 'solves'],
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-C$ 的大小为`, null, 'refuses'],
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $B C D$ 所成钝二面角的余弦值为`, null, 'refuses'],
  // normals (1,−1,−1), (1,−1,1): 1/3, and the dihedral A₁-BD-C₁ is that acute one
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-C_{1}$ 的余弦值为`, 1 / 3, 'solves'],
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $C_{1} B D$ 夹角的余弦值为`, 1 / 3, 'solves'],
  // 120°: sin √3/2, tan −√3
  [`在正方体 ${CUBE} 中，二面角 $A-B D_{1}-C$ 的正弦值为`, S3 / 2, 'solves'],
  [`在正方体 ${CUBE} 中，二面角 $C-B D_{1}-A$ 的正切值为`, -S3, 'solves'],
  // PA ⊥ square base, PA = AB = 2: n(PBC) = (1,0,1), n(PCD) = (0,1,1): the dihedral B-PC-D is 120°, the planes 60°
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则二面角 $B-P C-D$ 的余弦值为`, -1 / 2, 'solves'],
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则平面 $P B C$ 与平面 $P C D$ 夹角的大小为`, 60, 'solves'],
  // BC ⊥ plane PAB: the faces PAB and PBC are perpendicular
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则二面角 $A-P B-C$ 的余弦值为`, 0, 'solves'],
  // edge PA ⊥ base: the plane angle is ∠BAC = 45°
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则二面角 $B-P A-C$ 的大小为`, 45, 'solves'],
  // ∠PBA: tan = 1
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则二面角 $P-B C-A$ 的大小为`, 45, 'solves'],
  // —— a line parallel to its plane, or in it ——
  // A₁B direction (0,1,−1), plane x = 0: angle 0
  [`在正方体 ${CUBE} 中，直线 $A_{1} B$ 与平面 $C D D_{1} C_{1}$ 所成角的正弦值为`, 0, 'mayRefuse'],
  [`在正方体 ${CUBE} 中，直线 $A_{1} C_{1}$ 与平面 $A_{1} B_{1} C_{1} D_{1}$ 所成角的大小为`, null, 'refuses'],
  // BC ⊥ plane PAB: sin = BC/PC = 2/(2√3)
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则直线 $P C$ 与平面 $P A B$ 所成角的正弦值为`, S3 / 3, 'solves'],
  // PC² = 4 + 8, sin = 2/√12
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则直线 $P C$ 与平面 $A B C D$ 所成角的正弦值为`, S3 / 3, 'solves'],
  // —— skew lines perpendicular, or parallel ——
  [`在正方体 ${CUBE} 中，异面直线 $A C_{1}$ 与 $B D$ 所成角的大小为`, 90, 'solves'],
  // AC₁ = (−1,1,1), A₁D = (−1,0,−1): 0
  [`在正方体 ${CUBE} 中，异面直线 $A C_{1}$ 与 $A_{1} D$ 所成角的余弦值为`, 0, 'solves'],
  [`在正方体 ${CUBE} 中，异面直线 $A_{1} B$ 与 $D_{1} C$ 所成角的余弦值为`, null, 'refuses'],
  // AD=1, AB=2, AA₁=1: AD₁ = (−1,0,1), DB₁ = (1,2,1): perpendicular
  [`在长方体 ${CUBE} 中，$A B=2, B C=1, A A_{1}=1$，则异面直线 $A D_{1}$ 与 $D B_{1}$ 所成角的大小为`, 90, 'solves'],
  // C the right angle, all 2: AB₁ = (−2,2,2), BC₁ = (0,−2,2): perpendicular
  [`在直三棱柱 ${PRISM3} 中，$\\angle A C B=90^{\\circ}$，$A C=B C=A A_{1}=2$，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的大小为`, 90, 'solves'],
  // A the right angle: A₁B = (2,0,−2), AC₁ = (0,2,2): ½
  [`在直三棱柱 ${PRISM3} 中，$\\angle B A C=90^{\\circ}$，$A B=A C=A A_{1}=2$，则异面直线 $A_{1} B$ 与 $A C_{1}$ 所成角的大小为`, 60, 'solves'],
  // plain typing: A₁B = (0,1,−1), AD₁ = (−1,0,1): ½
  ['正方体ABCD-A1B1C1D1中，异面直线A1B与AD1所成角为', 60, 'solves'],
  // —— distances: in the plane, the far vertex ——
  // A₁BCD₁ is one plane
  [`已知正方体 ${CUBE} 的棱长为 2，则点 $D_{1}$ 到平面 $A_{1} B C$ 的距离为`, 0, 'mayRefuse'],
  // plane x − y − z = 0: C₁(0,2,2) at 4/√3
  [`已知正方体 ${CUBE} 的棱长为 2，则点 $C_{1}$ 到平面 $A_{1} B D$ 的距离为`, 4 * S3 / 3, 'solves'],
  // intercepts 2, 2, 4: 1/d² = ¼ + ¼ + 1/16
  [`在长方体 ${CUBE} 中，$A B=A D=2, A A_{1}=4$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, 4 / 3, 'solves'],
  // V = 4/3, S(PBC) = ½·2√2·2: d = √2
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则点 $A$ 到平面 $P B C$ 的距离为`, S2, 'solves'],
  // —— volumes named in another order; four coplanar points ——
  [`已知正方体 ${CUBE} 的棱长为 2，则三棱锥 $C_{1}-B C D$ 的体积为`, 4 / 3, 'solves'],
  [`已知正方体 ${CUBE} 的棱长为 2，则三棱锥 $D-B C C_{1}$ 的体积为`, 4 / 3, 'solves'],
  [`已知正方体 ${CUBE} 的棱长为 2，则四面体 $B C D C_{1}$ 的体积为`, 4 / 3, 'solves'],
  [`已知正方体 ${CUBE} 的棱长为 2，则三棱锥 $A-B C D_{1}$ 的体积为`, 4 / 3, 'solves'],
  [`已知正方体 ${CUBE} 的棱长为 2，则四面体 $A_{1} B C D_{1}$ 的体积为`, null, 'refuses'],
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则三棱锥 $A-P B C$ 的体积为`, 4 / 3, 'solves'],
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则三棱锥 $A-B C D$ 的体积为`, null, 'refuses'],
  // a unit in the lengths
  [`已知正方体 ${CUBE} 的棱长为 $2 \\mathrm{~cm}$，则三棱锥 $C_{1}-B C D$ 的体积为`, 4 / 3, 'mayRefuse'],
  // —— options nearly equal; degrees and radians ——
  // sin(BC₁, A₁BD) = 2/√6 = √6/3
  [c(`在正方体 ${CUBE} 中，直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角的正弦值为 ${Q}`, '$\\frac{\\sqrt{3}}{3}$', '$\\frac{\\sqrt{6}}{3}$', '$\\frac{\\sqrt{2}}{2}$', '$\\frac{\\sqrt{3}}{2}$'), 'B', 'solves'],
  [c(`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $C_{1} B D$ 夹角的余弦值为 ${Q}`, '$\\frac{1}{3}$', '$\\frac{\\sqrt{3}}{3}$', '$\\frac{2 \\sqrt{2}}{3}$', '$\\frac{\\sqrt{6}}{3}$'), 'A', 'solves'],
  // AC = (−1,1,0), BC₁ = (−1,0,1): ½, 60°
  [c(`在正方体 ${CUBE} 中，异面直线 $A C$ 与 $B C_{1}$ 所成的角为 ${Q}`, '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'C', 'solves'],
  [c(`在正方体 ${CUBE} 中，异面直线 $A C$ 与 $B C_{1}$ 所成的角为 ${Q}`, '$\\frac{\\pi}{6}$', '$\\frac{\\pi}{4}$', '$\\frac{\\pi}{3}$', '$\\frac{\\pi}{2}$'), 'C', 'solves'],
  // the cosine asked, an option 60° among values
  [c(`在正方体 ${CUBE} 中，异面直线 $A C$ 与 $B C_{1}$ 所成角的余弦值为 ${Q}`, '$60^{\\circ}$', '$\\frac{\\sqrt{3}}{2}$', '$\\frac{1}{2}$', '$\\frac{\\sqrt{2}}{2}$'), 'C', 'mayRefuse'],
  // —— 多选 statements and blanks with two asks ——
  // A true (60°); B true (BD₁ ⊥ AB₁C); C true (√3/3); D false (sin √6/3)
  [c(`在棱长为 1 的正方体 ${CUBE} 中，下列结论正确的是 ${Q}`, '异面直线 $A C$ 与 $B C_{1}$ 所成角为 $60^{\\circ}$', '$B D_{1} \\perp$ 平面 $A B_{1} C$', '点 $A$ 到平面 $A_{1} B D$ 的距离为 $\\frac{\\sqrt{3}}{3}$', '直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角为 $60^{\\circ}$'), 'ABC', 'mayRefuse'],
  [c(`在棱长为 1 的正方体 ${CUBE} 中，下列结论错误的是 ${Q}`, '异面直线 $A C$ 与 $B C_{1}$ 所成角为 $60^{\\circ}$', '平面 $A_{1} B D \\parallel$ 平面 $C B_{1} D_{1}$', '点 $A$ 到平面 $A_{1} B D$ 的距离为 $1$', '直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角的正弦值为 $\\frac{\\sqrt{3}}{3}$'), 'CD', 'mayRefuse'],
  [`在正方体 ${CUBE} 中，异面直线 $A C$ 与 $B C_{1}$ 所成角为______，直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角的正弦值为______`, [60, S6 / 3], 'mayRefuse'],
  [`已知正方体 ${CUBE} 的棱长为 1，则点 $A$ 到平面 $A_{1} B D$ 的距离为______，三棱锥 $A_{1}-A B D$ 的体积为______`, [S3 / 3, 1 / 6], 'mayRefuse'],
  // —— neighbouring kinds ——
  [`已知正方体 ${CUBE} 的棱长为 2，则该正方体的体积为`, 8, 'mayRefuse'],
  // R = √3: 4π·3 (the coefficient of π)
  [`已知正方体 ${CUBE} 的棱长为 2，则其外接球的表面积为`, 12, 'mayRefuse'],
  // AC ⊥ BD₁ (B), the others are not perpendicular to BD₁ (AB: cos 1/√3; A₁B: cos ... ; CC₁: 1/√3)
  [c(`在正方体 ${CUBE} 中，与直线 $B D_{1}$ 垂直的直线是 ${Q}`, '$A B$', '$A C$', '$C C_{1}$', '$A_{1} D_{1}$'), 'B', 'mayRefuse'],
  // a plane square: AE = (2,1), BD = (−2,2): 2/(√5·2√2) = √10/10
  [`在正方形 $A B C D$ 中，$A B=2$，$E$ 为 $B C$ 的中点，则直线 $A E$ 与 $B D$ 所成角的余弦值为`, Math.sqrt(10) / 10, 'mayRefuse'],
  // a plane rectangle: the diagonals' acute angle, cos 3/5
  [`在矩形 $A B C D$ 中，$A B=2, A D=1$，则直线 $A C$ 与 $B D$ 所成角的余弦值为`, 3 / 5, 'mayRefuse'],
  // a plane right triangle: BC = 2√2
  [`在 $\\triangle A B C$ 中，$\\angle B A C=90^{\\circ}$，$A B=A C=2$，则点 $A$ 到直线 $B C$ 的距离为`, S2, 'mayRefuse'],
  // —— further: cos of a line–plane angle, ratio points, the plane of a midpoint ——
  // sin = √6/3, so cos = √3/3 (not the sin)
  [`在正方体 ${CUBE} 中，直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角的余弦值为`, S3 / 3, 'solves'],
  // sin = 1/√3: tan = √2/2
  [`在正方体 ${CUBE} 中，直线 $A_{1} C$ 与平面 $A B C D$ 所成角的正切值为`, S2 / 2, 'solves'],
  // tan = √2: sin = √6/3
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $A B C D$ 夹角的正弦值为`, S6 / 3, 'solves'],
  // perpendiculars to A₁C from A and B: (1,−1,−2)/3, (2,1,−1)/3: ½
  [`在正方体 ${CUBE} 中，二面角 $A-A_{1} C-B$ 的大小为`, 60, 'solves'],
  [`在正方体 ${CUBE} 中，二面角 $B-A_{1} C-D$ 的大小为`, 120, 'solves'],
  // plane ACE: x + y + 2z = 2; B(2,2,0): 2/√6
  [`已知正方体 ${CUBE} 的棱长为 2，$E$ 为 $D D_{1}$ 的中点，则点 $B$ 到平面 $A C E$ 的距离为`, S6 / 3, 'solves'],
  // BD₁ ∥ OE: angle 0
  [`已知正方体 ${CUBE} 的棱长为 2，$E$ 为 $D D_{1}$ 的中点，则直线 $B D_{1}$ 与平面 $A C E$ 所成角的正弦值为`, 0, 'mayRefuse'],
  // E(0,3,2): AE = (−3,3,2): sin = 2/√22
  [`已知正方体 ${CUBE} 的棱长为 3，点 $E$ 在棱 $C C_{1}$ 上，且 $C E=2 E C_{1}$，则直线 $A E$ 与平面 $A B C D$ 所成角的正弦值为`, Math.sqrt(22) / 11, 'solves'],
  // the ratio the other way: E(0,3,1): sin = 1/√19
  [`已知正方体 ${CUBE} 的棱长为 3，点 $E$ 在棱 $C C_{1}$ 上，且 $E C_{1}=2 C E$，则直线 $A E$ 与平面 $A B C D$ 所成角的正弦值为`, Math.sqrt(19) / 19, 'solves'],
  // E the midpoint of A₁B: C₁E and A₁B meet
  [`在正方体 ${CUBE} 中，$E$ 为 $A_{1} B$ 的中点，则异面直线 $C_{1} E$ 与 $A_{1} B$ 所成角的余弦值为`, null, 'refuses'],
  // lateral edge √2 = half the diagonal: a flat pyramid
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 $\\sqrt{2}$，则二面角 $P-A B-C$ 的余弦值为`, null, 'refuses'],
  // all edges 2: h = √2, V(P-ABC) = 2√2/3
  [`已知正四棱锥 $P-A B C D$ 的所有棱长均为 2，则三棱锥 $P-A B C$ 的体积为`, 2 * S2 / 3, 'solves'],
  // AB₁ = 2√2 with AB = 2: h = 2, ¼
  [`在正三棱柱 ${PRISM3} 中，$A B=2, A B_{1}=2 \\sqrt{2}$，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 1 / 4, 'solves'],
  // an angle asked, options with the cosine ½ among the degrees
  [c(`在正方体 ${CUBE} 中，异面直线 $A C$ 与 $B C_{1}$ 所成的角为 ${Q}`, '$\\frac{1}{2}$', '$30^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'C', 'mayRefuse'],
  // arccos options: cos 1/3 is option A
  [c(`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-C_{1}$ 的大小为 ${Q}`, '$\\arccos \\frac{1}{3}$', '$\\arccos \\frac{\\sqrt{3}}{3}$', '$\\frac{\\pi}{3}$', '$\\pi-\\arccos \\frac{1}{3}$'), 'A', 'mayRefuse'],
  // the cosine of a line–plane angle in a pyramid: 45°, √2/2
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 2，则侧棱 $P A$ 与底面 $A B C D$ 所成角的余弦值为`, S2 / 2, 'solves'],
  // —— right angles and flat or parallel planes ——
  // AD ⊥ BC and AD ⊥ BB₁: the line is perpendicular to the face
  [`在正三棱柱 ${PRISM3} 中，所有棱长都为 2，$D$ 为 $B C$ 的中点，则直线 $A D$ 与平面 $B B_{1} C_{1} C$ 所成角的大小为`, 90, 'solves'],
  // tan 90° does not exist
  [`在正方体 ${CUBE} 中，直线 $A A_{1}$ 与平面 $A B C D$ 所成角的正切值为`, null, 'refuses'],
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=2$，则二面角 $A-P B-C$ 的正切值为`, null, 'refuses'],
  // A and C on one plane with BD: a flat angle
  [`在正方体 ${CUBE} 中，二面角 $A-B D-C$ 的余弦值为`, -1, 'mayRefuse'],
  // parallel planes: 夹角 0
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $C B_{1} D_{1}$ 夹角的余弦值为`, 1, 'mayRefuse'],
  // two asks of one angle
  [`在正方体 ${CUBE} 中，异面直线 $A C$ 与 $B C_{1}$ 所成角的余弦值为______，正弦值为______`, [1 / 2, S3 / 2], 'mayRefuse'],
  // the edge from a diagonal: AC₁ = 2√3 gives 2, d = 2/√3; AC = 2 gives √2, d = √2/√3
  [`在正方体 ${CUBE} 中，$A C_{1}=2 \\sqrt{3}$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, 2 * S3 / 3, 'solves'],
  [`在正方体 ${CUBE} 中，$A C=2$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, S6 / 3, 'solves'],
  // all edges 2: A and C meet PB's midpoint M, MA = MC = √3, AC = 2√2: (3 + 3 − 8)/6
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 2，则二面角 $A-P B-C$ 的余弦值为`, -1 / 3, 'solves'],
  // opposite faces: the slant heights √3, √3 across a width 2: 1/3
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 2，则平面 $P A B$ 与平面 $P C D$ 夹角的余弦值为`, 1 / 3, 'solves'],
  // a box's 「棱长」 names no edge
  [`在长方体 ${CUBE} 中，棱长为 2，$A A_{1}=3$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, null, 'refuses'],
  // AD = BC = 2, AA₁ = 1: 1/d² = ¼ + ¼ + 1
  [`在长方体 ${CUBE} 中，$A B=B C=2$，高为 1，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, S6 / 3, 'solves'],
  // AB₁ = (0,1,1), BC₁ = (−1,0,1): ½, said with 和 or 夹角
  [`在正方体 ${CUBE} 中，直线 $A B_{1}$ 和 $B C_{1}$ 所成角的余弦值为`, 1 / 2, 'mayRefuse'],
  [`在正方体 ${CUBE} 中，$A B_{1}$ 与 $B C_{1}$ 夹角的余弦值为`, 1 / 2, 'mayRefuse'],
  // an edge 2 and a face diagonal 2 disagree
  [`在正方体 ${CUBE} 中，棱长为 2，$A C=2$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, null, 'refuses'],
];

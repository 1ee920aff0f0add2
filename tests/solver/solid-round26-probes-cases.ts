/**
 * Round 26 probes: solid geometry worked in coordinates as gaokao papers and 高二 textbooks print it — the angle of
 * two skew lines, a line and a plane, a dihedral angle, a point's distance to a plane, the volume of a tetrahedron
 * cut from a named solid (正方体, 长方体, 正三棱柱, 直三棱柱, 正四棱锥, 三棱锥/四棱锥 with a lateral edge ⊥ the base).
 * None is copied from a published problem; each was worked by hand (the working in the comment). 'refuses' marks a
 * problem that must be refused (a condition the reading cannot impose, a solid not placed, a sign left open).
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const Q = '$(\\quad)$';
const CUBE = '$A B C D-A_{1} B_{1} C_{1} D_{1}$';
const PRISM3 = '$A B C-A_{1} B_{1} C_{1}$';

// biome-ignore format: one problem a line
export const ROUND26_SOLID_PROBES: Lookalike[] = [
  // D origin, edge 2: A₁B=(0,2,−2), AD₁=(−2,0,2), cos=4/8=1/2 → 60°
  [c(`5. 在正方体 ${CUBE} 中，异面直线 $A_{1} B$ 与 $A D_{1}$ 所成的角为 ${Q}`, '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'C', 'solves'],
  // E=(2,2,1): AE=(0,2,1), BC₁=(−2,0,2), cos=2/(√5·2√2)=√10/10
  [`如图，在正方体 ${CUBE} 中，$E$ 为 $B B_{1}$ 的中点，则异面直线 $A E$ 与 $B C_{1}$ 所成角的余弦值为 ______`, Math.sqrt(10) / 10, 'solves'],
  [c(`7. (5 分) 在正方体 ${CUBE} 中，$E$ 为 $B B_{1}$ 的中点，则异面直线 $A E$ 与 $B C_{1}$ 所成角的余弦值为 ${Q}`, '$\\frac{\\sqrt{10}}{10}$', '$\\frac{3 \\sqrt{10}}{10}$', '$\\frac{\\sqrt{5}}{5}$', '$\\frac{2 \\sqrt{5}}{5}$'), 'A', 'solves'],
  // n(A₁BD)=(1,−1,−1), DA=(2,0,0): d=2/√3
  [`已知正方体 ${CUBE} 的棱长为 2，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, (2 * Math.sqrt(3)) / 3, 'solves'],
  // edge 1: BC₁=(−1,0,1), n=(1,−1,−1): sin=2/(√2·√3)=√6/3
  [`在棱长为 1 的正方体 ${CUBE} 中，直线 $B C_{1}$ 与平面 $A_{1} B D$ 所成角的正弦值为`, Math.sqrt(6) / 3, 'solves'],
  // tan = AA₁/AO = √2 → cos = √3/3
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-A$ 的余弦值为 ______`, Math.sqrt(3) / 3, 'solves'],
  // 1/3·(1/2·2·2)·2
  [`正方体 ${CUBE} 的棱长为 2，则三棱锥 $A_{1}-A B D$ 的体积为`, 4 / 3, 'solves'],
  // BE=BF=1: 1/3·1/2·2
  [`已知正方体 ${CUBE} 的棱长为 2，$E, F$ 分别为 $A B, B C$ 的中点，则三棱锥 $B_{1}-B E F$ 的体积为`, 1 / 3, 'solves'],
  // AD₁=(−1,0,√3), DB₁=(1,1,√3): cos=2/(2√5)
  [c(`9. 在长方体 ${CUBE} 中，$A B=B C=1, A A_{1}=\\sqrt{3}$，则异面直线 $A D_{1}$ 与 $D B_{1}$ 所成角的余弦值为 ${Q}`, '$\\frac{1}{5}$', '$\\frac{\\sqrt{5}}{6}$', '$\\frac{\\sqrt{5}}{5}$', '$\\frac{\\sqrt{2}}{2}$'), 'C', 'solves'],
  // n=(2,−1,−2), DA=(1,0,0): d=2/3; by volume 3·(1/3)/(3/2)
  [`在长方体 ${CUBE} 中，$A B=2, A D=A A_{1}=1$，则点 $A$ 到平面 $A_{1} B D$ 的距离为`, 2 / 3, 'solves'],
  // BC₁=(−2,0,4), n(BB₁D₁D)=(1,−1,0): sin=2/(√20·√2)=√10/10
  [`长方体 ${CUBE} 中，$A B=A D=2, A A_{1}=4$，则直线 $B C_{1}$ 与平面 $B B_{1} D_{1} D$ 所成角的正弦值为`, Math.sqrt(10) / 10, 'solves'],
  // AB₁=(√3,1,2), BC₁=(−√3,1,2): cos=2/8
  [`已知正三棱柱 ${PRISM3} 的所有棱长都为 2，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, 1 / 4, 'solves'],
  // plane ACC₁A₁ ⊥ x: sin=√3/√8
  [`在正三棱柱 ${PRISM3} 中，$A B=A A_{1}=2$，则直线 $A B_{1}$ 与平面 $A C C_{1} A_{1}$ 所成角的正弦值为`, Math.sqrt(6) / 4, 'solves'],
  // C origin: BM=(1,−1,2), AN=(−1,0,2): cos=3/√30
  [c(`11. 直三棱柱 ${PRISM3} 中，$\\angle B C A=90^{\\circ}$，$M, N$ 分别是 $A_{1} B_{1}, A_{1} C_{1}$ 的中点，$B C=C A=C C_{1}$，则 $B M$ 与 $A N$ 所成角的余弦值为 ${Q}`, '$\\frac{1}{10}$', '$\\frac{2}{5}$', '$\\frac{\\sqrt{30}}{10}$', '$\\frac{\\sqrt{2}}{2}$'), 'C', 'solves'],
  // plane x+y+z=2: d=2/√3
  [`在直三棱柱 ${PRISM3} 中，$A B \\perp A C$，$A B=A C=A A_{1}=2$，则点 $A$ 到平面 $A_{1} B C$ 的距离为`, (2 * Math.sqrt(3)) / 3, 'solves'],
  // M mid BC: AM=√2, tan=2/√2 → cos=√3/3
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle B A C=90^{\\circ}$，$P A=A B=A C=2$，则二面角 $P-B C-A$ 的余弦值为`, Math.sqrt(3) / 3, 'solves'],
  // BC ⊥ plane PAB: sin = BC/PC = 1/√3
  [`三棱锥 $P-A B C$ 中，$P A \\perp$ 底面 $A B C$，$\\angle A B C=90^{\\circ}$，$P A=A B=B C=1$，则直线 $P C$ 与平面 $P A B$ 所成角的正弦值为`, Math.sqrt(3) / 3, 'solves'],
  // 1/3·(1/2·2·2)·2
  [`已知三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$A B \\perp B C$，$P A=A B=B C=2$，则三棱锥 $P-A B C$ 的体积为`, 4 / 3, 'solves'],
  // faces equilateral: angle PAD = 60°
  [`在正四棱锥 $P-A B C D$ 中，底面边长为 2，侧棱长为 2，则异面直线 $P A$ 与 $B C$ 所成角的大小为`, 60, 'solves'],
  // h=√2, OA=√2, PA=2: sin 45° = √2/2
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，高为 $\\sqrt{2}$，则侧棱 $P A$ 与底面 $A B C D$ 所成角的正弦值为`, Math.SQRT2 / 2, 'solves'],
  // slant height √3, inner 1: cos = 1/√3
  [`正四棱锥 $P-A B C D$ 的底面边长与侧棱长都为 2，则二面角 $P-A B-C$ 的余弦值为`, Math.sqrt(3) / 3, 'solves'],
  // h=√(6−2)=2: 1/3·2·2
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，侧棱长为 $\\sqrt{6}$，则三棱锥 $P-A B C$ 的体积为`, 4 / 3, 'solves'],
  // CD ⊥ plane PAD: sin = 2/√12
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则直线 $P C$ 与平面 $P A D$ 所成角的正弦值为`, Math.sqrt(3) / 3, 'solves'],
  // plane x+2y+2z=2: d=2/3
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 底面 $A B C D$，底面 $A B C D$ 为矩形，$A B=2, A D=P A=1$，则点 $A$ 到平面 $P B D$ 的距离为`, 2 / 3, 'solves'],
  // area AEC = 1/2·2·3, height 3
  [`已知正方体 ${CUBE} 的棱长为 3，点 $E$ 在棱 $A B$ 上，且 $A E=2 E B$，则三棱锥 $D_{1}-A E C$ 的体积为`, 3, 'solves'],
  // O=(1,1,0): A₁O=(−1,1,−2), BC₁=(−2,0,2): cos=2/√48
  [`在正方体 ${CUBE} 中，$O$ 为底面 $A B C D$ 的中心，则异面直线 $A_{1} O$ 与 $B C_{1}$ 所成角的余弦值为`, Math.sqrt(3) / 6, 'solves'],
  // EF ∥ BD, B₁C ∥ A₁D: 60°
  [c(`在正方体 ${CUBE} 中，$E, F$ 分别是棱 $A B, A D$ 的中点，则异面直线 $E F$ 与 $B_{1} C$ 所成的角是 ${Q}`, '$30^{\\circ}$', '$45^{\\circ}$', '$60^{\\circ}$', '$90^{\\circ}$'), 'C', 'solves'],
  // OA₁=(1,−1,2), OC₁=(−1,1,2): cos=2/6
  [`在正方体 ${CUBE} 中，二面角 $A_{1}-B D-C_{1}$ 的余弦值为`, 1 / 3, 'solves'],
  [`在正方体 ${CUBE} 中，平面 $A_{1} B D$ 与平面 $C_{1} B D$ 夹角的余弦值为`, 1 / 3, 'solves'],
  // 1/3·S(A₁D₁D)·1 = 1/6 wherever P is on BC
  [`已知正方体 ${CUBE} 的棱长为 1，点 $P$ 在棱 $B C$ 上，且 $B P=\\frac{1}{3} B C$，则三棱锥 $P-A_{1} D_{1} D$ 的体积为`, 1 / 6, 'solves'],
  // AE=(−2,2,1): sin=1/3 → tan=√2/4
  [`在正方体 ${CUBE} 中，$E$ 为 $C C_{1}$ 的中点，则直线 $A E$ 与平面 $A B C D$ 所成角的正切值为`, Math.SQRT2 / 4, 'solves'],
  // AM=√3, AA₁=√2: tan=√2/√3 → cos=√15/5
  [`在正三棱柱 ${PRISM3} 中，$A B=2, A A_{1}=\\sqrt{2}$，则二面角 $A_{1}-B C-A$ 的余弦值为`, Math.sqrt(15) / 5, 'solves'],
  // A₁B=(1,0,−2), AC₁=(0,1,2): cos=4/5
  [`在直三棱柱 ${PRISM3} 中，$\\angle B A C=90^{\\circ}$，$A B=A C=1, A A_{1}=2$，则异面直线 $A_{1} B$ 与 $A C_{1}$ 所成角的余弦值为`, 4 / 5, 'solves'],
  // PD=(1,1,−2), plane PAB ⊥ y: sin=1/√6
  [`在三棱锥 $P-A B C$ 中，$P A \\perp$ 平面 $A B C$，$\\angle B A C=90^{\\circ}$，$A B=A C=P A=2$，$D$ 为 $B C$ 的中点，则直线 $P D$ 与平面 $P A B$ 所成角的正弦值为`, Math.sqrt(6) / 6, 'solves'],
  // n(ABC₁)=(2,−2√3,√3): d=2√3/√19; by volume √3/2 ÷ √19/4
  [`已知正三棱柱 ${PRISM3} 的底面边长为 1，侧棱长为 2，则点 $B_{1}$ 到平面 $A B C_{1}$ 的距离为`, (2 * Math.sqrt(57)) / 19, 'solves'],
  // traps
  [`在正方体 ${CUBE} 中，$E, F$ 分别为 $A B, B C$ 上的点，若 $E F \\perp A C$，则异面直线 $E F$ 与 $B_{1} C$ 所成角的余弦值为`, null, 'refuses'],
  [`在斜三棱柱 ${PRISM3} 中，所有棱长都为 2，$\\angle A_{1} A B=60^{\\circ}$，则异面直线 $A B_{1}$ 与 $B C_{1}$ 所成角的余弦值为`, null, 'refuses'],
  [`在四棱锥 $P-A B C D$ 中，$P A \\perp$ 平面 $A B C D$，底面 $A B C D$ 是正方形，$P A=A B=2$，则平面 $P A B$ 与平面 $P C D$ 所成二面角的余弦值为`, null, 'refuses'],
  [`已知正四棱锥 $P-A B C D$ 的底面边长为 2，则二面角 $P-A B-C$ 的余弦值为`, null, 'refuses'],
  [`在正方体 ${CUBE} 中，点 $A$ 到平面 $A_{1} B D$ 的距离为`, null, 'refuses'],
  [`在正方体 ${CUBE} 中，$E$ 为 $B B_{1}$ 上一点，则异面直线 $A E$ 与 $B C_{1}$ 所成角的余弦值为`, null, 'refuses'],
];

/**
 * Round 26, second look-alike hunt of the coordinate kinds of solid geometry, aimed at the reading: vertex names
 * (A₁, A_1, A1, primes, ABCD-EFGH, the top face first), a 长方体 told by AB, BC, CC₁, midpoints of face diagonals,
 * points on an edge with the ratio written every way (AE:EB, AE=⅓AB, vectors, BE=2EA, off the edge), the ask (cos /
 * sin / tan / the angle, 线面角 sin vs cos, lines ≤ 90°, a dihedral obtuse or acute, vectors' angles), conditions a
 * reader could drop (AB=2BC, PA=AB, 侧面 PAD 为正三角形, 平面 PAD⊥平面 ABCD, redundant or contradicting lengths) and
 * neighbouring kinds (distances between skew lines, to a parallel plane). Worked by hand (working in the comment);
 * 'refuses' must be refused, 'mayRefuse' answered right or refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const S2 = Math.SQRT2;
const S3 = Math.sqrt(3);
const S6 = Math.sqrt(6);

// biome-ignore format: one problem a line
export const ROUND26_SOLID_SECOND_HUNT: Lookalike[] = [
  // primes for the top face: A'B = (0,1,-1), AD' = (-1,0,1), cos 1/2
  [`在正方体 ABCD-A'B'C'D' 中，异面直线 A'B 与 AD' 所成角的大小为`, 60, 'mayRefuse'],
  // the cube lettered ABCD-EFGH: AF, BG are AB₁, BC₁
  ['在正方体 ABCD-EFGH 中，异面直线 AF 与 BG 所成角的大小为', 60, 'mayRefuse'],
  // Unicode subscripts A₁: tan = 1/√2
  ['在正方体ABCD-A₁B₁C₁D₁中，直线A₁C与平面ABCD所成角的正切值为', Math.SQRT2 / 2, 'mayRefuse'],
  // the top face named first
  ['在正方体 $A_{1}B_{1}C_{1}D_{1}-ABCD$ 中，异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的大小为', 60, 'mayRefuse'],
  // 长方体 told by AB, BC, CC₁: BC₁=(-1,0,2), n(BB₁D₁D)=(1,-1,0): 1/√10
  ['在长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB=BC=1$，$CC_{1}=2$，则直线 $BC_{1}$ 与平面 $BB_{1}D_{1}D$ 所成角的正弦值为', Math.sqrt(10) / 10, 'solves'],
  // AA₁=2AB: AA₁=4, BC₁=(-2,0,4): 2/(√20·√2)
  ['在长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB=AD=2$，且 $AA_{1}=2AB$，则直线 $BC_{1}$ 与平面 $BB_{1}D_{1}D$ 所成角的正弦值为', Math.sqrt(10) / 10, 'mayRefuse'],
  // E the midpoint of the face diagonal A₁C₁: AE=(-1,1,2), tan = 2/√2
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 2，$E$ 为 $A_{1}C_{1}$ 的中点，则直线 $AE$ 与平面 $ABCD$ 所成角的正切值为', Math.SQRT2, 'solves'],
  // AE:EB=1:2 → AE=1; S(AEC)=3/2, V=3/2
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE:EB=1:2$，则三棱锥 $D_{1}-AEC$ 的体积为', 3 / 2, 'mayRefuse'],
  // AE=⅓AB → AE=1
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=\frac{1}{3}AB$，则三棱锥 $D_{1}-AEC$ 的体积为`, 3 / 2, 'solves'],
  // AE=2EB as vectors → AE=2: S=3, V=3
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，$\overrightarrow{AE}=2\overrightarrow{EB}$，则三棱锥 $D_{1}-AEC$ 的体积为`, 3, 'solves'],
  // BE=2EA → AE=1
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $BE=2EA$，则三棱锥 $D_{1}-AEC$ 的体积为', 3 / 2, 'solves'],
  // AE=2EB → AE=2
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=2EB$，则三棱锥 $D_{1}-AEC$ 的体积为', 3, 'solves'],
  // EB=2AE → AE=1
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $EB=2AE$，则三棱锥 $D_{1}-AEC$ 的体积为', 3 / 2, 'solves'],
  // EB⃗=2AE⃗ → AE=1
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，$\overrightarrow{EB}=2\overrightarrow{AE}$，则三棱锥 $D_{1}-AEC$ 的体积为`, 3 / 2, 'solves'],
  // BE⃗=⅓BA⃗ → BE=1, AE=2
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，$\overrightarrow{BE}=\frac{1}{3}\overrightarrow{BA}$，则三棱锥 $D_{1}-AEC$ 的体积为`, 3, 'solves'],
  // AE/EB=1/2 as a fraction
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $\frac{AE}{EB}=\frac{1}{2}$，则三棱锥 $D_{1}-AEC$ 的体积为`, 3 / 2, 'mayRefuse'],
  // λ left free
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $\overrightarrow{AE}=\lambda\overrightarrow{AB}$，则三棱锥 $D_{1}-AEC$ 的体积为`, null, 'refuses'],
  // a length, not a ratio: AE=1
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=1$，则三棱锥 $D_{1}-AEC$ 的体积为', 3 / 2, 'mayRefuse'],
  // the edge named BA: still AE=2
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $BA$ 上，且 $AE=2EB$，则三棱锥 $D_{1}-AEC$ 的体积为', 3, 'solves'],
  // on the extension: E=2B−A, AE=6, S=9, V=9
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在 $AB$ 的延长线上，且 $BE=AB$，则三棱锥 $D_{1}-AEC$ 的体积为', 9, 'mayRefuse'],
  // AE⃗=2BE⃗ → E=2B−A, V=9
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，$\overrightarrow{AE}=2\overrightarrow{BE}$，则三棱锥 $D_{1}-AEC$ 的体积为`, 9, 'solves'],
  // AE⃗=−2EB⃗ → E=2B−A
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，$\overrightarrow{AE}=-2\overrightarrow{EB}$，则三棱锥 $D_{1}-AEC$ 的体积为`, 9, 'mayRefuse'],
  // AE=⅓EB → AE=3/4: S=9/8, V=9/8
  [String.raw`已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=\frac{1}{3}EB$，则三棱锥 $D_{1}-AEC$ 的体积为`, 9 / 8, 'solves'],
  // 1/3AB typed with a slash
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=1/3AB$，则三棱锥 $D_{1}-AEC$ 的体积为', 3 / 2, 'mayRefuse'],
  // line–plane asked as cos: sin=1/√3, cos=√6/3
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，直线 $A_{1}C$ 与平面 $ABCD$ 所成角的余弦值为', S6 / 3, 'solves'],
  // tan=1/√2 is no standard angle
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，直线 $A_{1}C$ 与平面 $ABCD$ 所成角的大小为', null, 'refuses'],
  // C₁B=(1,0,-1), AB₁=(0,1,1): dot −1, the lines' angle is 60° (cos +1/2)
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，异面直线 $AB_{1}$ 与 $C_{1}B$ 所成角的余弦值为', 1 / 2, 'solves'],
  // the obtuse dihedral A-BD₁-C (120°): tan −√3
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A-BD_{1}-C$ 的正切值为', -S3, 'solves'],
  // sin 120°
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A-BD_{1}-C$ 的正弦值为', S3 / 2, 'solves'],
  // the angle of two planes is acute: 60°, not 120°
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，平面 $ABD_{1}$ 与平面 $CBD_{1}$ 所成角的大小为', 60, 'solves'],
  // 钝二面角 asked: −1/2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，平面 $ABD_{1}$ 与平面 $CBD_{1}$ 所成钝二面角的余弦值为', -1 / 2, 'mayRefuse'],
  // 锐二面角: 1/2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，平面 $ABD_{1}$ 与平面 $CBD_{1}$ 所成锐二面角的余弦值为', 1 / 2, 'solves'],
  // A₁-BD-C: OA₁=(1/2,-1/2,1), OC=(-1/2,1/2,0): −√3/3, obtuse
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A_{1}-BD-C$ 的余弦值为', -S3 / 3, 'solves'],
  // arccos(−√3/3) is no standard angle
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A_{1}-BD-C$ 的大小为', null, 'refuses'],
  // B-A₁C-D: the perpendiculars to A₁C meet at 120°
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $B-A_{1}C-D$ 的大小为', 120, 'solves'],
  // A₁C ⊥ BD
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，异面直线 $A_{1}C$ 与 $BD$ 所成角的大小为', 90, 'solves'],
  // tan 90° does not exist
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，异面直线 $A_{1}C$ 与 $BD$ 所成角的正切值为', null, 'refuses'],
  // AB=2BC with PA=AB: tan = PA/AD = 2
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是矩形，且 $AB=2BC$，$PA=AB$，则二面角 $P-CD-A$ 的正切值为`, 2, 'mayRefuse'],
  // PA=AB=2, AD=1: tan = 2/1
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是矩形，$AB=2$，$AD=1$，$PA=AB$，则二面角 $P-CD-A$ 的正切值为`, 2, 'solves'],
  // PAD equilateral ⊥ the base: PO=√3, OB=√5
  [String.raw`在四棱锥 $P-ABCD$ 中，底面 $ABCD$ 是正方形，侧面 $PAD$ 为正三角形，平面 $PAD\perp$ 平面 $ABCD$，$AB=2$，则直线 $PB$ 与平面 $ABCD$ 所成角的正切值为`, Math.sqrt(15) / 5, 'mayRefuse'],
  // PAD isosceles right: PA=AD=2, AC=2√2
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，侧面 $PAD$ 为等腰直角三角形，$AB=2$，则直线 $PC$ 与平面 $ABCD$ 所成角的正切值为`, S2 / 2, 'mayRefuse'],
  // B-PC-D with PA=AB: −1/2
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB$，则二面角 $B-PC-D$ 的大小为`, 120, 'solves'],
  // PBC, PCD 锐: 1/2
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB$，则平面 $PBC$ 与平面 $PCD$ 所成锐二面角的余弦值为`, 1 / 2, 'solves'],
  // 所成二面角 with the sign unsaid
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB$，则平面 $PBC$ 与平面 $PCD$ 所成二面角的余弦值为`, null, 'refuses'],
  // E(0,1/2,1/2), CE=(-1,-1/2,1/2), n(PAB)=(0,1,0)
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB$，$E$ 为 $PD$ 的中点，则直线 $CE$ 与平面 $PAB$ 所成角的正弦值为`, S6 / 6, 'solves'],
  // n(ACE)=(1,-1,1), AP·n=2
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB=2$，$E$ 为 $PD$ 的中点，则点 $P$ 到平面 $ACE$ 的距离为`, 2 * S3 / 3, 'solves'],
  // a rhombus with a right angle is a square: 1/d²=3/4
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是菱形，$\angle BAD=90^{\circ}$，$PA=AB=2$，则点 $A$ 到平面 $PBD$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // PA⊥AD and PAD⊥ABCD give PA⊥ABCD
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp AD$，底面 $ABCD$ 是正方形，平面 $PAD\perp$ 平面 $ABCD$，$PA=AB=2$，则点 $A$ 到平面 $PBD$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // A-PC-B with PA=AB=BC=2: 1/2
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$AB\perp BC$，$PA=AB=BC=2$，则二面角 $A-PC-B$ 的大小为`, 60, 'solves'],
  // AC=2 contradicts AB=BC=2, AB⊥BC
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$AB\perp BC$，$PA=AB=BC=2$，$AC=2$，则二面角 $A-PC-B$ 的大小为`, null, 'refuses'],
  // B origin, PC=(-1,1,-1), plane PAB y=0
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$AB\perp BC$，$PA=AB=BC$，则直线 $PC$ 与平面 $PAB$ 所成角的正弦值为`, S3 / 3, 'solves'],
  // C origin, PB=(-2,2,-2), plane PAC y=0
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$AC\perp BC$，$PA=AC=BC=2$，则直线 $PB$ 与平面 $PAC$ 所成角的正弦值为`, S3 / 3, 'solves'],
  // ∠BAC=45° follows from the rest
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$\angle ABC=90^{\circ}$，$PA=AB=BC=2$，$\angle BAC=45^{\circ}$，则直线 $PC$ 与平面 $PAB$ 所成角的正弦值为`, S3 / 3, 'mayRefuse'],
  // PB ⊥ the base instead: PC=(0,2,-2), plane PAB y=0
  [String.raw`在三棱锥 $P-ABC$ 中，$PB\perp$ 平面 $ABC$，$AB\perp BC$，$PB=AB=BC=2$，则直线 $PC$ 与平面 $PAB$ 所成角的正弦值为`, S2 / 2, 'mayRefuse'],
  // C origin, A₁D=(-1,1,-2), BC₁=(0,-2,2): 6/√48
  [String.raw`在直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$\angle ACB=90^{\circ}$，$AC=BC=CC_{1}=2$，$D$ 为 $AB$ 的中点，则异面直线 $A_{1}D$ 与 $BC_{1}$ 所成角的余弦值为`, S3 / 2, 'solves'],
  // AB=2√3 contradicts AC=BC=2, ∠C=90°
  [String.raw`在直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$\angle ACB=90^{\circ}$，$AC=BC=CC_{1}=2$，$AB=2\sqrt{3}$，则异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的余弦值为`, null, 'refuses'],
  // the right angle at B
  [String.raw`在直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$AB\perp BC$，$AB=BC=AA_{1}$，则异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的大小为`, 60, 'solves'],
  // no right angle told: the base is not fixed
  ['在直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$AB=BC=AA_{1}$，则异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的大小为', null, 'refuses'],
  // AB₁·BC₁ = −a²/2 + h² = 0
  [String.raw`在正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$AB=2$，$AA_{1}=\sqrt{2}$，则异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的大小为`, 90, 'solves'],
  // AA₁=√2AB, a ratio of two unknown lengths
  [String.raw`在正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$AA_{1}=\sqrt{2}AB$，则异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的大小为`, 90, 'mayRefuse'],
  // AD=√3, AA₁=3
  ['在正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，底面边长为 2，侧棱长为 3，$D$ 为 $BC$ 的中点，则直线 $A_{1}D$ 与平面 $ABC$ 所成角的正切值为', S3, 'solves'],
  // AD ⊥ plane BCC₁B₁: sin = √3/√12
  ['在正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，底面边长为 2，侧棱长为 3，$D$ 为 $BC$ 的中点，则直线 $A_{1}D$ 与平面 $BCC_{1}B_{1}$ 所成角的大小为', 30, 'solves'],
  // slant √3 over the apothem 1
  ['已知正四棱锥 $P-ABCD$ 的底面边长为 2，侧棱长为 2，则二面角 $P-AB-C$ 的余弦值为', S3 / 3, 'solves'],
  // adjacent lateral faces of the all-2 square pyramid
  ['已知正四棱锥 $P-ABCD$ 的底面边长为 2，侧棱长为 2，则二面角 $A-PB-C$ 的余弦值为', -1 / 3, 'solves'],
  // 斜高 2 over the apothem 1
  ['已知正四棱锥 $P-ABCD$ 的底面边长为 2，斜高为 2，则二面角 $P-AB-C$ 的余弦值为', 1 / 2, 'mayRefuse'],
  // a regular tetrahedron: 1/3
  ['已知正三棱锥 $P-ABC$ 的底面边长为 2，侧棱长为 2，则二面角 $P-AB-C$ 的余弦值为', 1 / 3, 'mayRefuse'],
  // the distance between skew lines, not an angle
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 1，则异面直线 $AB_{1}$ 与 $BC_{1}$ 之间的距离为', S3 / 3, 'mayRefuse'],
  // a line's distance to a parallel plane
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 1，则直线 $A_{1}B$ 到平面 $ACD_{1}$ 的距离为', S3 / 3, 'mayRefuse'],
  // two parallel planes: a third of the body diagonal
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 1，则平面 $A_{1}BD$ 到平面 $CB_{1}D_{1}$ 的距离为', S3 / 3, 'mayRefuse'],
  // the ask put as cos θ
  [String.raw`设异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角为 $\theta$，在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，则 $\cos\theta=$`, 1 / 2, 'mayRefuse'],
  // an angle of VECTORS: AB₁⃗·C₁B⃗ = −1, so 120° (not the lines' 60°)
  [String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，向量 $\overrightarrow{AB_{1}}$ 与 $\overrightarrow{C_{1}B}$ 的夹角为`, 120, 'mayRefuse'],
  // with a unit: 2/√3 cm
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 2cm，则点 $A$ 到平面 $A_{1}BD$ 的距离为', 2 * S3 / 3, 'mayRefuse'],
  // a square base and AA₁ only: AB free
  ['在长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，底面 $ABCD$ 是正方形，$AA_{1}=2$，则点 $A$ 到平面 $A_{1}BD$ 的距离为', null, 'refuses'],
  // BD₁=3 agrees: 1/d² = 1/4+1+1/4
  ['在长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB=2$，$AD=1$，$AA_{1}=2$，$BD_{1}=3$，则点 $A$ 到平面 $A_{1}BD$ 的距离为', S6 / 3, 'solves'],
  // BD₁=√5 disagrees with 2,1,2
  [String.raw`在长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB=2$，$AD=1$，$AA_{1}=2$，$BD_{1}=\sqrt{5}$，则点 $A$ 到平面 $A_{1}BD$ 的距离为`, null, 'refuses'],
  // C₁-BD-A: obtuse
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $C_{1}-BD-A$ 的余弦值为', -S3 / 3, 'solves'],
  // AC₁=3 contradicts edge 2
  ['已知正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 2，$AC_{1}=3$，则点 $A$ 到平面 $A_{1}BD$ 的距离为', null, 'refuses'],
  // two names, three segments
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E,F$ 分别为 $AB,BC$ 和 $CD$ 的中点，则异面直线 $EF$ 与 $A_{1}D$ 所成角的大小为', null, 'refuses'],
  // BE ∥ D₁F
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$、$F$ 分别为 $AA_{1}$、$CC_{1}$ 的中点，则异面直线 $BE$ 与 $D_{1}F$ 所成角的余弦值为', null, 'refuses'],
  // EF=(0,1/2,-1/2), B₁C=(-1,0,-1)
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$、$F$ 分别为 $AA_{1}$、$AB$ 的中点，则异面直线 $EF$ 与 $B_{1}C$ 所成角的大小为', 60, 'solves'],
  // the same pair told the other way round
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$、$F$ 分别为 $AB$、$AA_{1}$ 的中点，则异面直线 $EF$ 与 $B_{1}C$ 所成角的大小为', 60, 'solves'],
  // 中点分别为: E(1,1/2,0), F(0,1,1/2): (1/2)/(√(3/2)·√2)
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB$、$CC_{1}$ 的中点分别为 $E$、$F$，则异面直线 $EF$ 与 $A_{1}D$ 所成角的余弦值为', S3 / 6, 'mayRefuse'],
  // the cube's centre: height 1/2 over √2/2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$O$ 为正方体的中心，则直线 $OA$ 与平面 $ABCD$ 所成角的正切值为', S2 / 2, 'mayRefuse'],
  // O the base centre: 1 over √2/2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$O$ 为底面 $ABCD$ 的中心，则直线 $OA_{1}$ 与平面 $ABCD$ 所成角的正切值为', S2, 'solves'],
  // O where the diagonals meet
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$O$ 为 $AC$ 与 $BD$ 的交点，则直线 $OA_{1}$ 与平面 $ABCD$ 所成角的正切值为', S2, 'mayRefuse'],
  // B₁E=2EB → BE=1: V=⅓·9/2·1
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，点 $E$ 在棱 $BB_{1}$ 上，且 $B_{1}E=2EB$，棱长为 3，则三棱锥 $E-ABC$ 的体积为', 3 / 2, 'solves'],
  // BE=2EB₁ → BE=2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，点 $E$ 在棱 $BB_{1}$ 上，且 $BE=2EB_{1}$，棱长为 3，则三棱锥 $E-ABC$ 的体积为', 3, 'solves'],
  // AE=AF=1 for two points at once: ⅓·½·3
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，点 $E$ 在棱 $AB$ 上，点 $F$ 在棱 $AD$ 上，且 $AE=AF=1$，棱长为 3，则三棱锥 $A_{1}-AEF$ 的体积为', 1 / 2, 'mayRefuse'],
  // the ratios told in the other order: BE=1, CF=2, V=⅓·3/2·2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，点 $F$ 在棱 $CC_{1}$ 上，且 $CF=2FC_{1}$，$AE=2EB$，则三棱锥 $F-BCE$ 的体积为', 1, 'mayRefuse'],
  // BE=1, CF=2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，点 $F$ 在棱 $CC_{1}$ 上，且 $AE=2EB$，$CF=2FC_{1}$，则三棱锥 $F-BCE$ 的体积为', 1, 'solves'],
  // A-A₁C-B: 60°
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A-A_{1}C-B$ 的余弦值为', 1 / 2, 'solves'],
  // parallel planes
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，平面 $AB_{1}D_{1}$ 与平面 $BC_{1}D$ 所成角的余弦值为', null, 'refuses'],
  // A₁B ∥ plane ACD₁
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，直线 $A_{1}B$ 与平面 $ACD_{1}$ 所成角的正弦值为', null, 'refuses'],
  // P is no point of the cube
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，直线 $PA$ 与平面 $ABCD$ 所成角的正弦值为', null, 'refuses'],
  // AE=(-2,0,1), BD₁=(-2,-2,2): 6/(√5·√12)=√15/5
  [c(String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB=2$，$E$ 为 $DD_{1}$ 的中点，则异面直线 $AE$ 与 $BD_{1}$ 所成角的余弦值为 $(\quad)$`, String.raw`$\frac{\sqrt{15}}{5}$`, String.raw`$\frac{\sqrt{15}}{15}$`, String.raw`$\frac{\sqrt{10}}{5}$`, String.raw`$\frac{\sqrt{5}}{5}$`), 'A', 'solves'],
  // 60°
  [c(String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角为 $(\quad)$`, String.raw`$30^{\circ}$`, String.raw`$45^{\circ}$`, String.raw`$60^{\circ}$`, String.raw`$120^{\circ}$`), 'C', 'solves'],
  // 120°
  [c(String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A-BD_{1}-C$ 的大小为 $(\quad)$`, String.raw`$30^{\circ}$`, String.raw`$60^{\circ}$`, String.raw`$90^{\circ}$`, String.raw`$120^{\circ}$`), 'D', 'solves'],
  // 夹角 60°
  [c(String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，平面 $ABD_{1}$ 与平面 $CBD_{1}$ 的夹角为 $(\quad)$`, String.raw`$30^{\circ}$`, String.raw`$60^{\circ}$`, String.raw`$90^{\circ}$`, String.raw`$120^{\circ}$`), 'B', 'solves'],
  // cos = √3/3 (not the sine √6/3)
  [c(String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，直线 $BC_{1}$ 与平面 $A_{1}BD$ 所成角的余弦值为 $(\quad)$`, String.raw`$\frac{\sqrt{6}}{3}$`, String.raw`$\frac{\sqrt{3}}{3}$`, String.raw`$\frac{\sqrt{2}}{2}$`, String.raw`$\frac{1}{3}$`), 'B', 'solves'],
  // n(AEC₁)=(1,-1,2): 2/√6
  ['在正方体 ABCD-A1B1C1D1 中，E 为 BB1 的中点，则平面 AEC1 与平面 ABCD 所成锐二面角的余弦值为', S6 / 3, 'solves'],
  // AM=(0,1,2), CN=(2,0,1)
  ['在正方体ABCD-A1B1C1D1中,M,N分别是A1B1,BB1的中点,则直线AM与CN所成角的余弦值为', 2 / 5, 'solves'],
  // sin of the same angle
  ['在正方体ABCD-A1B1C1D1中,M,N分别是A1B1,BB1的中点,则直线AM与CN所成角的正弦值为', Math.sqrt(21) / 5, 'solves'],
  // n(A₁MC₁)=(2,2,-1), A₁C·n=2
  ['在棱长为 2 的正方体 ABCD-A1B1C1D1 中,M 是 AD 的中点，则点 C 到平面 A1MC1 的距离是( )', 2 / 3, 'solves'],
  // P over the centre at height 1/2
  ['正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$P$ 为 $BD_{1}$ 的中点，且 $AB=1$，则三棱锥 $P-ABC$ 的体积为', 1 / 12, 'solves'],
  // P anywhere on BD₁: the volume varies
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 1，点 $P$ 为 $BD_{1}$ 上一点，则三棱锥 $P-ABC$ 的体积为', null, 'refuses'],
  // OA₁·OC₁ = a²/2 over 3a²/2
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A_{1}-BD-C_{1}$ 的余弦值为', 1 / 3, 'solves'],
  // AE²=5a²/4 → a=2
  [String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$ 为 $BB_{1}$ 的中点，$AE=\sqrt{5}$，则三棱锥 $E-ABC$ 的体积为`, 2 / 3, 'solves'],
  // no 且
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，$AE=2EB$，则三棱锥 $D_{1}-AEC$ 的体积为', 3, 'solves'],
  // 满足
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，满足 $AE=2EB$，则三棱锥 $D_{1}-AEC$ 的体积为', 3, 'solves'],
  // 使得
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，使得 $AE=2EB$，则三棱锥 $D_{1}-AEC$ 的体积为', 3, 'mayRefuse'],
  // E on the top face: height 3
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $A_{1}B_{1}$ 上，且 $A_{1}E=2EB_{1}$，则三棱锥 $E-ABC$ 的体积为', 9 / 2, 'solves'],
  // AE=⅓AD: AD is not the edge E is on
  [String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=\frac{1}{3}AD$，则三棱锥 $D_{1}-AEC$ 的体积为`, 3 / 2, 'mayRefuse'],
  // AE=2EB=2 agrees with edge 3
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，棱长为 3，点 $E$ 在棱 $AB$ 上，且 $AE=2EB=2$，则三棱锥 $D_{1}-AEC$ 的体积为', 3, 'mayRefuse'],
  // 正四棱柱 AB=1, AA₁=2: 1/d²=1+1+1/4
  ['在正四棱柱 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$AB=1$，$AA_{1}=2$，则点 $A$ 到平面 $A_{1}BD$ 的距离为', 2 / 3, 'mayRefuse'],
  // a right prism told by AA₁⊥平面ABC
  [String.raw`在三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$AA_{1}\perp$ 平面 $ABC$，$AB\perp AC$，$AB=AC=AA_{1}=2$，则点 $A$ 到平面 $A_{1}BC$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // the right angle as π/2
  [String.raw`在直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中，$\angle BAC=\frac{\pi}{2}$，$AB=AC=AA_{1}=2$，则点 $A$ 到平面 $A_{1}BC$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // 「于 A」
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$ 于 $A$，$AB\perp AC$，$PA=AB=AC=2$，则点 $A$ 到平面 $PBC$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // 1/d² = 3/4
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$AB\perp AC$，$PA=AB=AC=2$，则点 $A$ 到平面 $PBC$ 的距离为`, 2 * S3 / 3, 'solves'],
  // a redundant PA⊥AB
  [String.raw`在三棱锥 $P-ABC$ 中，$PA\perp$ 平面 $ABC$，$AB\perp AC$，$PA=AB=AC=2$，$PA\perp AB$，则点 $A$ 到平面 $PBC$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // PD ⊥ the base: D to PC in the right isosceles PDC
  [String.raw`在四棱锥 $P-ABCD$ 中，$PD\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PD=AD=2$，则点 $D$ 到平面 $PBC$ 的距离为`, S2, 'mayRefuse'],
  // 底面 without its letters
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是边长为 2 的正方形，$PA=2$，则直线 $PC$ 与底面所成角的正切值为`, S2 / 2, 'mayRefuse'],
  // 四边形 ABCD 是正方形
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，四边形 $ABCD$ 是正方形，$PA=AB=2$，则点 $A$ 到平面 $PBD$ 的距离为`, 2 * S3 / 3, 'mayRefuse'],
  // side 2 and AB=3 disagree
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是边长为 2 的正方形，$PA=2$，$AB=3$，则点 $A$ 到平面 $PBD$ 的距离为`, null, 'refuses'],
  // A to BD = 2/√5: tan = √3·√5/2
  [String.raw`在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是矩形，$AB=2$，$BC=1$，$PA=\sqrt{3}$，则二面角 $P-BD-A$ 的正切值为`, Math.sqrt(15) / 2, 'solves'],
  // h² = 3 − 2
  [String.raw`在正四棱锥 $P-ABCD$ 中，$AB=2$，$PA=\sqrt{3}$，则三棱锥 $P-ABC$ 的体积为`, 2 / 3, 'solves'],
  // sin = √6/3 is no standard angle
  [String.raw`在正四棱锥 $P-ABCD$ 中，$AB=2$，$PA=\sqrt{3}$，$O$ 为 $AC$ 的中点，则直线 $PA$ 与平面 $PBD$ 所成角的大小为`, null, 'refuses'],
  // M the centre: S(ABM)=1, h=1
  [String.raw`在正四棱锥 $P-ABCD$ 中，$AB=2$，$PA=\sqrt{3}$，$M$ 为 $AC$ 的中点，则三棱锥 $P-ABM$ 的体积为`, 1 / 3, 'solves'],
  // Unicode subscripts in plain typing
  ['在正方体ABCD-A₁B₁C₁D₁中，异面直线AB₁与BC₁所成角的大小为', 60, 'mayRefuse'],
  // A_1 without braces
  ['在正方体 $ABCD-A_1B_1C_1D_1$ 中，异面直线 $A_1B$ 与 $AD_1$ 所成角的大小为', 60, 'solves'],
  // A^{\prime} names
  [String.raw`在正方体 $ABCD-A^{\prime}B^{\prime}C^{\prime}D^{\prime}$ 中，异面直线 $A^{\prime}B$ 与 $AD^{\prime}$ 所成角的大小为`, 60, 'mayRefuse'],
  // the ask as 求…
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，求异面直线 $AB_{1}$ 与 $BC_{1}$ 所成角的大小.', 60, 'mayRefuse'],
  // (2) of a proof: n(EAC)=(1,-1,1), E and D on one side of AC: acute
  [c(String.raw`如图，在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB=2$，$E$ 为 $PD$ 的中点。`, String.raw`(1) 求证：$PB \parallel$ 平面 $AEC$；`, '(2) 求二面角 $E-AC-D$ 的余弦值。'), S3 / 3, 'mayRefuse'],
  // two parts, E told only in (1)
  [c(String.raw`如图，在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB=2$。`, '(1) 若 $E$ 为 $PD$ 的中点，求直线 $CE$ 与平面 $PAB$ 所成角的正弦值；', '(2) 求二面角 $B-PC-D$ 的余弦值。'), [S6 / 6, -1 / 2], 'mayRefuse'],
  // two parts: PC=(2,2,-2) to y=0; E-AC-D acute
  [c(String.raw`如图，在四棱锥 $P-ABCD$ 中，$PA\perp$ 平面 $ABCD$，底面 $ABCD$ 是正方形，$PA=AB=2$。`, '(1) 求直线 $PC$ 与平面 $PAB$ 所成角的正弦值；', '(2) 若 $E$ 为 $PD$ 的中点，求二面角 $E-AC-D$ 的余弦值。'), [S3 / 3, S3 / 3], 'mayRefuse'],
  // F(1,2,1/2) on edge 2: height 1/2 over √5
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$ 为 $BB_{1}$ 的中点，$F$ 为 $CE$ 的中点，则直线 $AF$ 与平面 $ABCD$ 所成角的正切值为', Math.sqrt(5) / 10, 'solves'],
  // 上底面's centre
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$ 为上底面 $A_{1}B_{1}C_{1}D_{1}$ 的中心，则直线 $AE$ 与平面 $ABCD$ 所成角的正切值为', S2, 'mayRefuse'],
  // 面 A₁B₁C₁D₁'s centre
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$ 为面 $A_{1}B_{1}C_{1}D_{1}$ 的中心，则直线 $AE$ 与平面 $ABCD$ 所成角的正切值为', S2, 'solves'],
  // the ask put as tan α
  [String.raw`在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$E$ 为 $BB_{1}$ 的中点，则直线 $AE$ 与平面 $ABCD$ 所成角为 $\alpha$，则 $\tan\alpha=$`, 1 / 2, 'mayRefuse'],
  // A-BD-C₁: obtuse
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，二面角 $A-BD-C_{1}$ 的余弦值为', -S3 / 3, 'solves'],
  // the apex named O, the usual name of the centre
  [String.raw`在正四棱锥 $O-ABCD$ 中，$AB=2$，$OA=\sqrt{3}$，则三棱锥 $O-ABC$ 的体积为`, 2 / 3, 'mayRefuse'],
  // MN vertical, BC₁=(-1,0,1): skew, 45°
  ['在正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中，$M$ 为 $AB$ 的中点，$N$ 为 $A_{1}B$ 的中点，则异面直线 $MN$ 与 $BC_{1}$ 所成角的大小为', 45, 'solves'],
  // typed plainly with subscript digits, asked with 求: A(2,0,0), E(2,2,1), B(2,2,0), C₁(0,2,2): 2/(√5·2√2) = √10/10
  ['在正方体ABCD-A₁B₁C₁D₁中，E为BB₁的中点，求异面直线AE与BC₁所成角的余弦值', Math.sqrt(10) / 10, 'solves'],
  ['在正方体ABCD-A1B1C1D1中，E为BB1的中点，求异面直线AE与BC1所成角的余弦值', Math.sqrt(10) / 10, 'solves'],
  ['在正方体$ABCD-A_1B_1C_1D_1$中，E为$BB_1$的中点，试求异面直线AE与$BC_1$所成角的余弦值', Math.sqrt(10) / 10, 'solves'],
];

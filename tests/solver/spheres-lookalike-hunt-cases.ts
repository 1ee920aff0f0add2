import { type Lookalike, choice } from './lookalike-hunt-shared';

/**
 * Look-alikes of the spheres around and inside solids and of the cone told by its shape (decision 0076): the usual
 * wording with one detail changed. The expected value is worked by hand from R² (S = 4πR², V = 4πR³/3), or null when
 * the problem is undecidable or contradictory and must be refused.
 */
const { PI, sqrt } = Math;
const S = (R2: number) => 4 * PI * R2;
const V = (R2: number) => (4 / 3) * PI * R2 ** 1.5;
const R = (R2: number) => sqrt(R2);

/** The sphere asked changes: around, inside, touching the edges; surface, volume, radius, diameter. */
export const ROLE_AND_MEASURE: Lookalike[] = [
  // cube a = 2: R² = 3, ρ² = 1 (inside), ρ² = 2 (edges)
  ['棱长为 2 的正方体的外接球的表面积为', S(3), 'solves'],
  ['棱长为 2 的正方体的内切球的表面积为', S(1), 'solves'],
  ['已知正方体的棱长为 2, 则该正方体的棱切球的表面积为', S(2), 'solves'],
  ['棱长为 2 的正方体的内切球的半径为', 1, 'solves'],
  ['棱长为 2 的正方体的外接球的半径为', R(3), 'solves'],
  ['棱长为 2 的正方体的外接球的直径为', 2 * R(3), 'mayRefuse'],
  ['棱长为 2 的正方体的内切球的直径为', 2, 'mayRefuse'],
  ['已知正方体的棱长为 $2$, 则该正方体的外接球的体积为', V(3), 'solves'],
  ['已知正方体的棱长为 $2$, 则该正方体的内切球的体积为', V(1), 'solves'],
  ['已知正方体的棱长为 2, 则与该正方体的各个面都相切的球的表面积为', S(1), 'mayRefuse'],
  ['已知正方体的棱长为 2, 则与该正方体的各条棱都相切的球的体积为', V(2), 'solves'],
  ['已知正方体的体对角线长为 $2\\sqrt{3}$, 则该正方体的外接球的表面积为', S(3), 'mayRefuse'],
  ['已知正方体的表面积为 24, 则该正方体的外接球的表面积为', S(3), 'mayRefuse'],
  // regular tetrahedron a = 2√6: R² = 9, ρ² = 1, edges ρ² = 3
  ['棱长为 $2\\sqrt{6}$ 的正四面体的外接球的表面积为', S(9), 'solves'],
  ['棱长为 $2\\sqrt{6}$ 的正四面体的内切球的表面积为', S(1), 'solves'],
  ['棱长为 $2\\sqrt{6}$ 的正四面体的棱切球的表面积为', S(3), 'solves'],
  ['棱长为 $2\\sqrt{6}$ 的正四面体的内切球的体积为', V(1), 'solves'],
  ['棱长为 $2\\sqrt{6}$ 的正四面体的外接球的半径为', 3, 'solves'],
  ['棱长为 $2\\sqrt{6}$ 的正四面体的内切球的半径为', 1, 'solves'],
  ['已知正四面体的高为 4, 则该正四面体的外接球的半径为', 3, 'mayRefuse'],
  // cone r = 3, h = 4, l = 5: around R = 25/8, inside ρ = 3/2
  ['已知圆锥的底面半径为 3, 高为 4, 则该圆锥的外接球的表面积为', S(625 / 64), 'solves'],
  ['已知圆锥的底面半径为 3, 高为 4, 则该圆锥的内切球的表面积为', S(9 / 4), 'solves'],
  ['已知圆锥的底面半径为 3, 母线长为 5, 则该圆锥的内切球的体积为', V(9 / 4), 'solves'],
  ['已知圆锥的底面半径为 3, 母线长为 5, 则该圆锥的外接球的半径为', 25 / 8, 'solves'],
  ['已知圆锥的底面半径为 3, 母线长为 5, 则该圆锥的内切球的半径为', 3 / 2, 'solves'],
  // cylinder r = 1, h = 2: around R² = 2; the sphere inside touches both bases and the side only because h = 2r
  ['已知圆柱的底面半径为 1, 高为 2, 则该圆柱的外接球的表面积为', S(2), 'solves'],
  ['已知圆柱的底面半径为 1, 高为 2, 则该圆柱的内切球的表面积为', S(1), 'mayRefuse'],
  ['已知圆柱的底面半径为 1, 高为 3, 则该圆柱的内切球的表面积为', null, 'refuses'],
  // regular prism: inside only when h equals the base's incircle diameter (base 2√3: inradius 1, h = 2)
  ['已知正三棱柱的底面边长为 $2\\sqrt{3}$, 高为 2, 则该正三棱柱的内切球的表面积为', S(1), 'mayRefuse'],
  ['已知正三棱柱的底面边长为 $2\\sqrt{3}$, 高为 2, 则该正三棱柱的外接球的表面积为', S(4 + 1), 'solves'],
  ['已知长方体的长、宽、高分别为 1, 2, 3, 则该长方体的内切球的表面积为', null, 'refuses'],
  // 正四棱锥 base 2, height √3: slant 2, the section through the apex is equilateral of side 2, ρ = √3/3
  ['已知正四棱锥的底面边长为 2, 高为 $\\sqrt{3}$, 则该正四棱锥的内切球的表面积为', S(1 / 3), 'mayRefuse'],
  ['已知正四棱锥的底面边长为 2, 高为 $\\sqrt{3}$, 则该正四棱锥的外接球的表面积为', S((3 + 2) ** 2 / 12), 'solves'],
  // 正三棱锥 base 6, height √6 (r² = 12): inside by 3V/S
  [
    '已知正三棱锥的底面边长为 6, 高为 $\\sqrt{6}$, 则该正三棱锥的内切球的半径为',
    (() => {
      const inr = sqrt(3); // base inradius 6/(2√3)
      const slant = sqrt(6 + inr * inr);
      const vol = ((sqrt(3) / 4) * 36 * sqrt(6)) / 3;
      const area = (sqrt(3) / 4) * 36 + 3 * 0.5 * 6 * slant;
      return (3 * vol) / area;
    })(),
    'mayRefuse',
  ],
  ['已知正三棱锥的底面边长为 6, 高为 $\\sqrt{6}$, 则该正三棱锥的外接球的表面积为', S((6 + 12) ** 2 / (4 * 6)), 'solves'],
  // the ratio of two spheres
  ['已知正方体的棱长为 2, 则该正方体的外接球与内切球的表面积之比为', 3, 'mayRefuse'],
  ['正四面体的外接球与内切球的半径之比为', 3, 'mayRefuse'],
  ['两个球的表面积之比为 $1:4$, 则这两个球的体积之比为', 1 / 8, 'mayRefuse'],
  ['若球的半径扩大为原来的 2 倍, 则球的体积扩大为原来的', 8, 'mayRefuse'],
  ['已知正方体的棱长为 2, 则该正方体的外接球的表面积与正方体的表面积之比为', PI / 2, 'mayRefuse'],
];

/** A lateral edge on the base against a face on the base, a base that is right, obtuse or only told in part. */
export const PERPENDICULARS: Lookalike[] = [
  // face PAB ⊥ face ABC, both equilateral of side 2: R² = r₁² + r₂² − (AB/2)² = 4/3 + 4/3 − 1 = 5/3
  [
    '三棱锥 $P-ABC$ 中, 平面 $PAB\\perp$ 平面 $ABC$, $\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(5 / 3),
    'mayRefuse',
  ],
  [
    '三棱锥 $P-ABC$ 中, 侧面 $PAB\\perp$ 底面 $ABC$, $PA=PB=AB=2$, $\\triangle ABC$ 是边长为 2 的正三角形, 则其外接球的表面积为',
    S(5 / 3),
    'mayRefuse',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp AB$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp BC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  // PA⊥平面ABC: equilateral √3 (r² = 1), PA = 2: R² = 2
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的半径为',
    R(2),
    'solves',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的直径为',
    2 * R(2),
    'mayRefuse',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PB=\\sqrt{7}$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(2),
    'mayRefuse',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PC\\perp$ 平面 $ABC$, $PC=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(2),
    'solves',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=4$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(1 + 4),
    'solves',
  ],
  // right angle at A: hypotenuse BC² = 8, r² = 2, R² = 3
  ['三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB\\perp AC$, $PA=AB=AC=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为', S(3), 'solves'],
  // right angle at B but the edge on C side: AB ⊥ BC, AB = 2, BC = 2, PA = 2: AC² = 8, R² = 3
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB\\perp BC$, $PA=2$, $AB=1$, $BC=\\sqrt{3}$, 则三棱锥 $P-ABC$ 的外接球的体积为',
    V(1 + 1),
    'solves',
  ],
  // hypotenuse given: AB ⊥ BC, AC = 2, PA = 2√3: r = 1, R² = 1 + 3 = 4
  ['三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB\\perp BC$, $AC=2$, $PA=2\\sqrt{3}$, 则三棱锥 $P-ABC$ 的外接球的表面积为', S(4), 'solves'],
  // AB = 1, AC = 2, ∠BAC = 60°: BC² = 3, a right angle at B, r = 1; PA = 2: R² = 2
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB=1$, $AC=2$, $\\angle BAC=60^{\\circ}$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(2),
    'solves',
  ],
  // obtuse: AB = AC = 1, ∠BAC = 120°: BC = √3, r = 1; PA = 2: R² = 2
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB=AC=1$, $\\angle BAC=120^{\\circ}$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(2),
    'solves',
  ],
  // obtuse 2, 3, 4: 16K² = 135, r² = 576/135 = 64/15; PA = 2: R² = 79/15
  [
    '已知三棱锥 $P-ABC$ 的顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $AB=2, BC=3, AC=4, PA=2$, 则球 $O$ 的表面积是',
    S(64 / 15 + 1),
    'solves',
  ],
  // obtuse at B: AB = BC = 2, ∠ABC = 120°: AC = 2√3, r = 2; PA = 2: R² = 5
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB=BC=2$, $\\angle ABC=120^{\\circ}$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(5),
    'solves',
  ],
  // the angle at the apex instead of in the base: ∠PBA is no base angle
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB=BC=2$, $\\angle PBA=60^{\\circ}$, $AC=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(4 / 3 + 3),
    'mayRefuse',
  ],
  // base isosceles without its angle: undecidable
  ['三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB=AC=2$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为', null, 'refuses'],
  // a base angle of 30° opposite a side: 2r = 1/sin 30° = 2, r = 1; PA = 2: R² = 2
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $\\angle BAC=30^{\\circ}$, $BC=1$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(2),
    'solves',
  ],
  // the 30° angle is not opposite the given side: undecidable
  [
    '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $\\angle BAC=30^{\\circ}$, $AB=1$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    null,
    'refuses',
  ],
  // square base: PA ⊥, side 2, PA = 2√2: R² = 2 + 2 = 4
  [
    '四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=2\\sqrt{2}$, 则四棱锥 $P-ABCD$ 的外接球的表面积为',
    S(4),
    'solves',
  ],
  // rhombus base: only a square or a rectangle is cyclic
  [
    '四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的菱形, $PA\\perp$ 平面 $ABCD$, $PA=2$, 则四棱锥 $P-ABCD$ 的外接球的表面积为',
    null,
    'refuses',
  ],
  // the edge on the base is not from the apex: PA ⊥ plane ABCD with PA = 2 but the base is a rectangle of sides 2 and 4
  [
    '四棱锥 $P-ABCD$ 中, 底面 $ABCD$ 为矩形, $PA\\perp$ 平面 $ABCD$, $AB=2, BC=4, PA=2$, 则该四棱锥外接球的表面积为',
    S((4 + 16) / 4 + 1),
    'solves',
  ],
  [
    '四棱锥 $P-ABCD$ 中, 底面 $ABCD$ 为矩形, $PD\\perp$ 平面 $ABCD$, $AB=2, BC=4, PD=2$, 则该四棱锥外接球的表面积为',
    S((4 + 16) / 4 + 1),
    'solves',
  ],
  // a right trapezoid base is not cyclic
  ['四棱锥 $P-ABCD$ 中, 底面 $ABCD$ 为直角梯形, $PA\\perp$ 平面 $ABCD$, $AB=2, BC=4, PA=2$, 则该四棱锥外接球的表面积为', null, 'refuses'],
  // box corner with names; two perpendiculars said one by one
  ['三棱锥 $P-ABC$ 中, $PA\\perp PB$, $PB\\perp PC$, $PC\\perp PA$, $PA=1, PB=2, PC=3$, 则其外接球的表面积为', S(14 / 4), 'mayRefuse'],
  ['三棱锥 $P-ABC$ 中, $PA\\perp PB$, $PB\\perp PC$, $PA=1, PB=2, PC=3$, 则其外接球的表面积为', null, 'refuses'],
  ['三棱锥 $P-ABC$ 的三条侧棱 $PA, PB, PC$ 两两垂直, 且 $PA=1, PB=2, PC=3$, 则该三棱锥的外接球的半径为', sqrt(14) / 2, 'solves'],
  ['三棱锥 $P-ABC$ 的三条侧棱 $PA, PB, PC$ 两两垂直, 且 $PA=1, PB=2, PC=3$, 则该三棱锥的内切球的半径为', 1 / 3, 'mayRefuse'],
  // equal opposite edges that no tetrahedron has (an obtuse face)
  ['在四面体 $ABCD$ 中, $AB=CD=2$, $AC=BD=3$, $AD=BC=4$, 则四面体 $ABCD$ 的外接球的表面积为', null, 'refuses'],
  [
    '在四面体 $ABCD$ 中, $AB=CD=\\sqrt{5}$, $AC=BD=\\sqrt{10}$, $AD=BC=\\sqrt{13}$, 则四面体 $ABCD$ 的外接球的半径为',
    sqrt(14) / 2,
    'solves',
  ],
  [
    '在四面体 $ABCD$ 中, $AB=CD=\\sqrt{5}$, $AC=BD=\\sqrt{10}$, $AD=BC=\\sqrt{13}$, 则四面体 $ABCD$ 的内切球的表面积为',
    S(9 / 49),
    'mayRefuse',
  ],
];

/** Equal lateral edges over a base that is not regular; regular pyramids told by lateral edge, height or slant height. */
export const PYRAMIDS: Lookalike[] = [
  // PA = PB = PC = √5 over a right isosceles base with legs 2: r² = 2, h² = 3, R = 5/(2√3), R² = 25/12
  [
    '在三棱锥 $P-ABC$ 中, $PA=PB=PC=\\sqrt{5}$, $AC=BC=2$, $\\angle ACB=90^{\\circ}$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(25 / 12),
    'solves',
  ],
  // PA = PB = PC = 3 over AB = AC = 2, ∠BAC = 120°: r = 2, h² = 5, R² = 81/20
  ['在三棱锥 $P-ABC$ 中, $PA=PB=PC=3$, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 则三棱锥 $P-ABC$ 的外接球的表面积为', S(81 / 20), 'solves'],
  // PA = PB = PC = 3 over 3-4-5: r² = 25/4, h² = 11/4, R = 9/√11
  ['在三棱锥 $P-ABC$ 中, $PA=PB=PC=3$, $AB=3$, $BC=4$, $AC=5$, 则三棱锥 $P-ABC$ 的外接球的表面积为', S(81 / 11), 'solves'],
  // PA = PB = PC = 2 over 3-4-5: the apex cannot reach (r = 5/2 > 2)
  ['在三棱锥 $P-ABC$ 中, $PA=PB=PC=2$, $AB=3$, $BC=4$, $AC=5$, 则三棱锥 $P-ABC$ 的外接球的表面积为', null, 'refuses'],
  ['在三棱锥 $P-ABC$ 中, $PA=PB=PC=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为', null, 'refuses'],
  ['在三棱锥 $P-ABC$ 中, $PA=PB=2$, $AB=BC=CA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为', null, 'refuses'],
  // PA = PB = PC and PA ⊥ plane ABC contradict each other
  ['在三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $PA=PB=PC=2$, $AB=BC=CA=\\sqrt{3}$, 则三棱锥 $P-ABC$ 的外接球的表面积为', null, 'refuses'],
  // every edge 2: a regular tetrahedron, R² = 3/2
  ['已知三棱锥的所有棱长都为 2, 则该三棱锥的外接球的表面积为', S(3 / 2), 'mayRefuse'],
  ['在三棱锥 $P-ABC$ 中, $PA=PB=PC=AB=BC=CA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为', S(3 / 2), 'mayRefuse'],
  // 正三棱锥 base 3: by lateral edge 2 (h = 1), by height 1, by height 2, by slant height
  ['已知正三棱锥的底面边长为 3, 侧棱长为 2, 则该正三棱锥的外接球的表面积为', S(4), 'solves'],
  ['已知正三棱锥的底面边长为 3, 高为 1, 则该正三棱锥的外接球的表面积为', S(4), 'solves'],
  ['已知正三棱锥的底面边长为 3, 高为 2, 则该正三棱锥的外接球的表面积为', S((7 / 4) ** 2), 'solves'],
  ['已知正三棱锥的底面边长为 3, 侧棱长为 $\\sqrt{3}$, 则该正三棱锥的外接球的表面积为', null, 'refuses'],
  // slant height 2 over base 2√3: inradius 1, h² = 3, r² = 4, R = 7/(2√3)
  ['已知正三棱锥的底面边长为 $2\\sqrt{3}$, 斜高为 2, 则该正三棱锥的外接球的表面积为', S(49 / 12), 'mayRefuse'],
  ['已知正三棱锥的底面边长为 $2\\sqrt{3}$, 侧面的高为 2, 则该正三棱锥的外接球的表面积为', S(49 / 12), 'mayRefuse'],
  ['已知正三棱锥的侧棱长为 2, 高为 1, 则该正三棱锥的外接球的表面积为', S(4), 'solves'],
  ['已知正三棱锥的侧棱长为 2, 底面边长为 2, 则该正三棱锥的外接球的表面积为', S(3 / 2), 'solves'],
  ['正三棱锥 $P-ABC$ 中, $PA=2$, $AB=3$, 则该正三棱锥的外接球的表面积为', S(4), 'solves'],
  ['正三棱锥 $P-ABC$ 中, $AB=3$, 则该正三棱锥的外接球的表面积为', null, 'refuses'],
  // three lateral edges 2, not regular and not perpendicular: the base is unknown
  ['已知三棱锥的三条侧棱长都为 2, 底面边长为 3, 则该三棱锥的外接球的表面积为', S(4), 'mayRefuse'],
  ['已知三棱锥的底面边长为 3, 高为 1, 则该三棱锥的外接球的表面积为', null, 'refuses'],
  // 正四棱锥 base 2: slant height 2 (h² = 3, r² = 2), lateral √6 with height 2
  ['已知正四棱锥的底面边长为 2, 斜高为 2, 则该正四棱锥的外接球的表面积为', S(25 / 12), 'mayRefuse'],
  ['已知正四棱锥的侧棱长为 $\\sqrt{6}$, 高为 2, 则该正四棱锥的外接球的表面积为', S(9 / 4), 'solves'],
  ['已知正四棱锥的侧棱长为 $\\sqrt{6}$, 底面边长为 2, 则该正四棱锥的外接球的表面积为', S(9 / 4), 'solves'],
  ['已知四棱锥的底面边长为 2, 高为 1, 则该四棱锥的外接球的表面积为', null, 'refuses'],
  ['四棱锥 $P-ABCD$ 的底面是边长为 2 的正方形, $PA=PB=PC=PD=\\sqrt{6}$, 则该四棱锥的外接球的表面积为', S(9 / 4), 'solves'],
  ['四棱锥 $P-ABCD$ 的底面是边长为 2 的菱形, $PA=PB=PC=PD=\\sqrt{6}$, 则该四棱锥的外接球的表面积为', S(9 / 4), 'mayRefuse'],
  ['四棱锥 $P-ABCD$ 的底面 $ABCD$ 是矩形, $AB=2$, $BC=2\\sqrt{2}$, $PA=PB=PC=PD=3$, 则该四棱锥的外接球的表面积为', S(81 / 24), 'solves'],
  ['四棱锥 $P-ABCD$ 的底面是边长为 2 的正方形, $PA=PB=PC=\\sqrt{6}$, 则该四棱锥的外接球的表面积为', S(9 / 4), 'mayRefuse'],
  // 正四棱锥 with every edge 2; with the base edge 4 and a lateral edge 2 (impossible)
  ['正四棱锥的所有棱长都为 2, 则它的外接球的表面积为', S(2), 'solves'],
  ['正四棱锥的底面边长为 4, 侧棱长为 $2\\sqrt{2}$, 则它的外接球的表面积为', null, 'refuses'],
  ['正四棱锥的底面边长为 2, 侧棱长为 2, 高为 2, 则它的外接球的表面积为', null, 'refuses'],
  ['正四棱锥的底面边长为 2, 侧棱长为 2, 高为 $\\sqrt{2}$, 则它的外接球的表面积为', S(2), 'mayRefuse'],
  // the regular pyramid's own measures, not its sphere
  ['已知正四棱锥的底面边长为 2, 侧棱长为 2, 则该正四棱锥的体积为', (4 * sqrt(2)) / 3, 'mayRefuse'],
  ['已知正四棱锥的底面边长为 2, 侧棱长为 2, 它的五个顶点都在同一个球面上, 则球心到底面的距离为', 0, 'mayRefuse'],
  // the lateral edges perpendicular, named by a regular pyramid: edge 2 gives R² = 3
  ['已知正三棱锥的三条侧棱两两垂直, 侧棱长为 2, 则该正三棱锥的外接球的表面积为', S(3), 'solves'],
  ['已知正三棱锥的三条侧棱两两垂直, 侧棱长为 2, 则该正三棱锥的内切球的表面积为', S((4 / (6 + 2 * sqrt(3))) ** 2), 'mayRefuse'],
  ['已知三棱锥的三条侧棱两两垂直, 侧棱长都为 2, 则该三棱锥的外接球的表面积为', S(3), 'mayRefuse'],
  ['已知三棱锥的三条侧棱长分别为 1, 2, 3, 则该三棱锥的外接球的表面积为', null, 'refuses'],
];

/** Prisms and cylinders: right or not, regular or not, a cylinder in a sphere against a sphere in a cylinder. */
export const PRISMS_AND_CYLINDERS: Lookalike[] = [
  // a prism inscribed in a sphere has rectangles for lateral faces, so it is right: the same 20π as 直三棱柱
  [
    '三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB=AC=AA_{1}=2$, $\\angle BAC=120^{\\circ}$, 则此球的表面积等于',
    S(5),
    'mayRefuse',
  ],
  [
    '直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB=AC=AA_{1}=2$, $\\angle BAC=90^{\\circ}$, 则此球的表面积等于',
    S(3),
    'solves',
  ],
  ['直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB\\perp AC$, $AB=AC=AA_{1}=2$, 则此球的表面积等于', S(3), 'solves'],
  ['直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB=3, AC=4, BC=5, AA_{1}=2$, 则此球的表面积等于', S(29 / 4), 'solves'],
  ['直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB=3, AC=4, BC=5, AA_{1}=2$, 则此球的体积等于', V(29 / 4), 'solves'],
  [
    '直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB=AC=2$, $BC=3$, $\\angle BAC=120^{\\circ}$, $AA_{1}=2$, 则此球的表面积等于',
    null,
    'refuses',
  ],
  [
    '直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的各顶点都在同一球面上, 若 $AB=AC=2$, $\\angle BAC=120^{\\circ}$, $AA_{1}=2$, $BB_{1}=3$, 则此球的表面积等于',
    null,
    'refuses',
  ],
  ['直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 则该三棱柱的外接球的表面积为', null, 'refuses'],
  ['直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 中, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 高为 4, 则该三棱柱的外接球的表面积为', S(4 + 4), 'solves'],
  ['正三棱柱的底面边长为 3, 高为 2, 则该正三棱柱的外接球的表面积为', S(4), 'solves'],
  ['正三棱柱的底面边长为 3, 侧棱长为 2, 则该正三棱柱的外接球的半径为', 2, 'solves'],
  ['正三棱柱的底面边长为 3, 则该正三棱柱的外接球的表面积为', null, 'refuses'],
  ['正三棱柱的侧面积为 18, 底面边长为 3, 则该正三棱柱的外接球的表面积为', S(4), 'mayRefuse'],
  ['正六棱柱的底面边长为 1, 高为 2, 则该正六棱柱的外接球的表面积为', S(2), 'solves'],
  ['正四棱柱的底面边长为 2, 高为 $2\\sqrt{2}$, 则该正四棱柱的外接球的表面积为', S(4), 'solves'],
  ['直四棱柱 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的底面是边长为 2 的正方形, $AA_{1}=2\\sqrt{2}$, 则该四棱柱的外接球的表面积为', S(4), 'mayRefuse'],
  ['直四棱柱 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的底面是边长为 2 的菱形, $AA_{1}=2\\sqrt{2}$, 则该四棱柱的外接球的表面积为', null, 'refuses'],
  [
    '长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的顶点都在球 $O$ 的球面上, $AB=1$, $AD=2$, $AA_{1}=3$, $AC_{1}=4$, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  ['长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的顶点都在球 $O$ 的球面上, $AB=1$, $BC=2$, $CC_{1}=3$, 则球 $O$ 的表面积为', S(14 / 4), 'solves'],
  ['长方体的长、宽、高分别为 1, 2, 3, 则该长方体的外接球的表面积为', S(14 / 4), 'solves'],
  ['长方体的长、宽、高分别为 1, 2, 3, 则该长方体的外接球的半径为', sqrt(14) / 2, 'mayRefuse'],
  ['长方体的一个顶点上的三条棱长分别为 1, 2, 3, 且它的八个顶点都在同一个球面上, 则这个球的表面积为', S(14 / 4), 'mayRefuse'],
  // cylinder r = √3, h = 2 in a sphere: R² = 4; a sphere in a cylinder touches when h = 2r
  ['圆柱内接于球 $O$, 圆柱的底面半径为 $\\sqrt{3}$, 高为 2, 则球 $O$ 的表面积为', S(4), 'solves'],
  ['已知圆柱的底面半径为 $\\sqrt{3}$, 高为 2, 该圆柱的两个底面的圆周都在同一个球面上, 则这个球的半径为', 2, 'solves'],
  ['球 $O$ 内切于圆柱, 圆柱的底面半径为 1, 则球 $O$ 的表面积为', S(1), 'mayRefuse'],
  ['一个球与圆柱的上、下底面和侧面都相切, 圆柱的底面半径为 2, 则球的体积为', V(4), 'mayRefuse'],
  ['已知圆柱的底面直径为 2, 高为 2, 则该圆柱的外接球的表面积为', S(2), 'solves'],
  ['已知圆柱的底面直径为 2, 母线长为 2, 则该圆柱的外接球的表面积为', S(2), 'solves'],
  ['已知圆柱的轴截面是边长为 2 的正方形, 则该圆柱的外接球的表面积为', S(2), 'mayRefuse'],
  ['已知圆柱的底面半径为 1, 则该圆柱的外接球的表面积为', null, 'refuses'],
  ['已知圆柱的底面半径为 1, 高为 2, 母线长为 3, 则该圆柱的外接球的表面积为', null, 'refuses'],
  // a cylinder's own volume against its sphere's
  ['已知圆柱的底面半径为 1, 高为 2, 则该圆柱的体积为', 2 * PI, 'solves'],
  ['已知圆柱的底面半径为 1, 高为 2, 则该圆柱的外接球的体积为', V(2), 'solves'],
  // a cylinder's lateral surface unrolled: a square of side 2π gives r = 1, h = 2π
  ['圆柱的侧面展开图是边长为 $2\\pi$ 的正方形, 则该圆柱的体积为', 2 * PI ** 2, 'mayRefuse'],
  ['圆柱的侧面展开图是边长为 $2\\pi$ 的正方形, 则该圆柱的外接球的表面积为', S(1 + PI ** 2), 'mayRefuse'],
];

/** A cone: generatrix against height, sector angle in degrees or radians, the cone's sphere against its own measures. */
export const CONES: Lookalike[] = [
  // r = √3: generatrix 2 (h = 1, R = 2) against height 2 (R = 7/4)
  ['已知圆锥的底面半径为 $\\sqrt{3}$, 母线长为 2, 则该圆锥的外接球的表面积为', S(4), 'solves'],
  ['已知圆锥的底面半径为 $\\sqrt{3}$, 高为 2, 则该圆锥的外接球的表面积为', S(49 / 16), 'solves'],
  ['已知圆锥的母线长为 2, 高为 1, 则该圆锥的外接球的表面积为', S(4), 'mayRefuse'],
  ['已知圆锥的底面直径为 $2\\sqrt{3}$, 高为 1, 则该圆锥的外接球的表面积为', S(4), 'solves'],
  ['已知圆锥的底面直径为 $2\\sqrt{3}$, 母线长为 2, 则该圆锥的内切球的表面积为', S(3 / (sqrt(3) + 2) ** 2), 'mayRefuse'],
  // inside: r = 3, h = 5 gives an irrational ρ; r = 1, l = 2 gives ρ = √3/3
  ['已知圆锥的底面半径为 3, 高为 5, 则该圆锥的内切球的表面积为', S((15 / (3 + sqrt(34))) ** 2), 'mayRefuse'],
  ['已知圆锥的底面半径为 1, 母线长为 2, 则该圆锥的内切球的表面积为', S(1 / 3), 'solves'],
  ['已知圆锥的底面半径为 1, 高为 2, 则该圆锥的内切球的表面积为', S((2 / (1 + sqrt(5))) ** 2), 'mayRefuse'],
  ['已知圆锥的母线长为 2, 母线与底面所成的角为 $60^{\\circ}$, 则该圆锥的外接球的表面积为', S(4 / 3), 'mayRefuse'],
  ['已知圆锥的底面半径为 1, 高为 $\\sqrt{3}$, 母线长为 2, 则该圆锥的外接球的表面积为', S(4 / 3), 'mayRefuse'],
  ['已知圆锥的底面半径为 1, 高为 $\\sqrt{3}$, 母线长为 3, 则该圆锥的外接球的表面积为', null, 'refuses'],
  ['已知圆锥的底面半径为 3, 母线长为 2, 则该圆锥的外接球的表面积为', null, 'refuses'],
  // unrolled sectors: 120° and 2π/3 and \frac{2}{3}\pi are one angle; 120 without a unit is no angle of a sector
  ['圆锥的侧面展开图是圆心角为 $\\frac{2\\pi}{3}$、半径为 3 的扇形, 则这个圆锥的外接球的表面积为', S(81 / 32), 'solves'],
  ['圆锥的侧面展开图是圆心角为 $\\frac{2}{3}\\pi$、半径为 3 的扇形, 则这个圆锥的外接球的表面积为', S(81 / 32), 'mayRefuse'],
  ['圆锥的侧面展开图是圆心角为 120、半径为 3 的扇形, 则这个圆锥的外接球的表面积为', null, 'refuses'],
  ['圆锥的侧面展开图是圆心角为 2、半径为 3 的扇形, 则这个圆锥的体积为', (3 * sqrt(9 - 9 / PI ** 2)) / PI, 'mayRefuse'],
  ['圆锥的侧面展开图是圆心角为 $\\frac{\\pi}{2}$、半径为 4 的扇形, 则这个圆锥的外接球的表面积为', S(64 / 15), 'solves'],
  ['圆锥的侧面展开图是圆心角为 $90^{\\circ}$、半径为 4 的扇形, 则这个圆锥的体积为', (PI * sqrt(15)) / 3, 'solves'],
  ['圆锥的侧面展开图是圆心角为 $90^{\\circ}$、半径为 4 的扇形, 则这个圆锥的侧面积为', 4 * PI, 'solves'],
  ['圆锥的侧面展开图是圆心角为 $90^{\\circ}$、半径为 4 的扇形, 则这个圆锥的表面积为', 5 * PI, 'solves'],
  ['圆锥的侧面展开图是圆心角为 $240^{\\circ}$、半径为 3 的扇形, 则这个圆锥的体积为', (4 * sqrt(5) * PI) / 3, 'solves'],
  ['圆锥的侧面展开图是圆心角为 $\\frac{4\\pi}{3}$、半径为 3 的扇形, 则这个圆锥的底面半径为', 2, 'solves'],
  ['圆锥的侧面展开图是半径为 3 的扇形, 圆心角为 $120^{\\circ}$, 则这个圆锥的体积为', (2 * sqrt(2) * PI) / 3, 'mayRefuse'],
  ['已知圆锥的侧面展开图的圆心角为 $120^{\\circ}$, 底面半径为 1, 则该圆锥的侧面积为', 3 * PI, 'solves'],
  ['已知圆锥的侧面展开图的圆心角为 $120^{\\circ}$, 高为 $2\\sqrt{2}$, 则该圆锥的体积为', (2 * sqrt(2) * PI) / 3, 'solves'],
  ['已知圆锥的侧面展开图的弧长为 $2\\pi$, 半径为 3, 则该圆锥的体积为', (2 * sqrt(2) * PI) / 3, 'mayRefuse'],
  ['已知圆锥的侧面展开图是面积为 $2\\pi$ 的半圆, 则该圆锥的体积为', (sqrt(3) * PI) / 3, 'mayRefuse'],
  ['已知圆锥的侧面展开图是一个半圆, 其面积为 $2\\pi$, 则该圆锥的底面半径为', 1, 'mayRefuse'],
  ['已知圆锥的侧面积是底面积的 2 倍, 底面半径为 1, 则该圆锥的体积为', (sqrt(3) * PI) / 3, 'mayRefuse'],
  ['已知圆锥的侧面展开图是半圆, 母线长为 2, 则该圆锥的外接球的半径为', 2 / sqrt(3), 'solves'],
  ['已知圆锥的侧面展开图是半圆, 母线长为 2, 则该圆锥的内切球的半径为', 1 / sqrt(3), 'solves'],
  ['已知圆锥的侧面展开图是半圆, 母线长为 2, 则该圆锥的侧面展开图的面积为', 2 * PI, 'mayRefuse'],
  // the axial section: equilateral, right isosceles, or a plain isosceles triangle (undecidable)
  ['已知圆锥的轴截面是边长为 2 的正三角形, 则该圆锥的外接球的表面积为', S(4 / 3), 'solves'],
  ['已知圆锥的轴截面是面积为 $\\sqrt{3}$ 的正三角形, 则该圆锥的外接球的表面积为', S(4 / 3), 'mayRefuse'],
  ['已知圆锥的轴截面是等腰直角三角形, 母线长为 2, 则该圆锥的体积为', (2 * sqrt(2) * PI) / 3, 'solves'],
  ['已知圆锥的轴截面是等腰直角三角形, 母线长为 2, 则该圆锥的外接球的表面积为', S(2), 'solves'],
  ['已知圆锥的轴截面是等腰三角形, 母线长为 2, 则该圆锥的体积为', null, 'refuses'],
  ['已知圆锥的轴截面是顶角为 $120^{\\circ}$ 的等腰三角形, 母线长为 2, 则该圆锥的体积为', PI, 'mayRefuse'],
  ['已知圆锥的轴截面是直角三角形, 底面半径为 2, 则该圆锥的外接球的表面积为', S(4), 'mayRefuse'],
  // the frustum is no cone
  ['已知圆台的侧面展开图是半圆环, 上、下底面半径分别为 1, 2, 则该圆台的体积为', (7 * sqrt(3) * PI) / 3, 'mayRefuse'],
  ['已知圆台的上、下底面半径分别为 1 和 2, 高为 $\\sqrt{3}$, 则该圆台的外接球的表面积为', S(4), 'mayRefuse'],
];

/** A hemisphere, a section of a sphere, a figure without its data, extra numbers, and OCR and full-width typing. */
export const READINGS: Lookalike[] = [
  ['半径为 2 的半球的体积为', (2 / 3) * PI * 8, 'mayRefuse'],
  ['半径为 2 的半球的表面积为', 3 * PI * 4, 'mayRefuse'],
  ['已知半球的半径为 2, 则该半球的体积为', (2 / 3) * PI * 8, 'mayRefuse'],
  ['一个半球的半径为 $\\sqrt{3}$, 则它的表面积为', 9 * PI, 'mayRefuse'],
  ['已知球的半径为 2, 则球的体积为', V(4), 'solves'],
  ['已知球的直径为 4, 则球的表面积为', S(4), 'mayRefuse'],
  ['已知球的表面积为 $16\\pi$, 则该球的体积为', V(4), 'solves'],
  ['已知半球的表面积为 $12\\pi$, 则该半球的体积为', (2 / 3) * PI * 8, 'mayRefuse'],
  [
    '一个正方体的四个顶点在半球的底面上, 另四个顶点在半球的球面上, 若正方体的棱长为 2, 则半球的体积为',
    (2 / 3) * PI * 6 ** 1.5,
    'mayRefuse',
  ],
  // sections: radius 1 at distance √2 (R² = 3); area 9π at distance 4 (R² = 25); diameter against radius
  ['平面 $\\alpha$ 截球 $O$ 的球面所得圆的半径为 1, 球心 $O$ 到平面 $\\alpha$ 的距离为 $\\sqrt{2}$, 则此球的表面积为', S(3), 'solves'],
  ['平面 $\\alpha$ 截球 $O$ 的球面所得圆的直径为 2, 球心 $O$ 到平面 $\\alpha$ 的距离为 $\\sqrt{2}$, 则此球的体积为', V(3), 'mayRefuse'],
  [
    '平面 $\\alpha$ 截球 $O$ 的球面所得圆的周长为 $2\\pi$, 球心 $O$ 到平面 $\\alpha$ 的距离为 $\\sqrt{2}$, 则此球的体积为',
    V(3),
    'mayRefuse',
  ],
  ['用一个平面截球 $O$, 所得截面的面积为 $9\\pi$, 球心 $O$ 到截面的距离为 4, 则球 $O$ 的半径为', 5, 'solves'],
  ['用一个平面截球 $O$, 所得截面的面积为 $9\\pi$, 球 $O$ 的半径为 5, 则球心 $O$ 到截面的距离为', 4, 'mayRefuse'],
  ['用一个平面截球 $O$, 所得截面的面积为 $9\\pi$, 则球 $O$ 的表面积为', null, 'refuses'],
  ['用一个平面截半径为 5 的球 $O$, 球心 $O$ 到截面的距离为 4, 则截面圆的面积为', 9 * PI, 'mayRefuse'],
  ['用一个平面截球 $O$, 所得截面的面积为 $9\\pi$, 球心 $O$ 到截面的距离为 4, 则球 $O$ 的表面积与截面面积之比为', 100 / 9, 'mayRefuse'],
  // a figure without the data it shows
  ['如图, 在三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $PA=2$, 则三棱锥 $P-ABC$ 的外接球的表面积为', null, 'refuses'],
  ['如图所示, 正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 2, 则其外接球的表面积为', S(3), 'mayRefuse'],
  ['如图, 圆锥的底面半径为 1, 则该圆锥的外接球的表面积为', null, 'refuses'],
  ['如图, 网格纸上小正方形的边长为 1, 粗线画出的是某三棱锥的三视图, 则该三棱锥的外接球的表面积为', null, 'refuses'],
  // extra numbers: consistent (the volume of the pyramid) or not
  [
    '已知三棱锥 $P-ABC$ 的体积为 $\\frac{\\sqrt{3}}{2}$, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(2),
    'mayRefuse',
  ],
  [
    '已知三棱锥 $P-ABC$ 的体积为 3, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $PB=3$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $PB=\\sqrt{7}$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(2),
    'solves',
  ],
  ['已知正方体的棱长为 2, 其体对角线长为 3, 则该正方体的外接球的表面积为', null, 'refuses'],
  ['长方体的长、宽、高分别为 1, 2, 3, 体对角线长为 4, 则它的外接球的表面积为', null, 'refuses'],
  ['长方体的长、宽、高分别为 1, 2, 3, 体对角线长为 4, 则它的体积为', null, 'refuses'],
  ['长方体的长、宽、高分别为 $1, 2, 3$, 其顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', S(14 / 4), 'solves'],
  ['长方体的长、宽、高分别为 $1$, $2$, $\\sqrt{3}$, 则它的外接球的体积为', V(2), 'solves'],
  ['球的半径为 2, 直径为 5, 则它的体积为', null, 'refuses'],
  ['已知正三棱锥的底面边长为 3, 高为 1, 侧棱长为 3, 则该正三棱锥的外接球的表面积为', null, 'refuses'],
  ['已知圆锥的底面半径为 3, 高为 4, 母线长为 6, 则该圆锥的外接球的表面积为', null, 'refuses'],
  ['已知正方体的棱长为 2, 球 $O$ 的半径为 3, 则该正方体的外接球的表面积为', S(3), 'mayRefuse'],
  ['某几何体是棱长为 2 的正方体挖去一个底面半径为 1、高为 2 的圆锥, 则该正方体的外接球的表面积为', S(3), 'mayRefuse'],
  // a sphere given and something else asked
  ['已知正方体的外接球的表面积为 $12\\pi$, 则该正方体的棱长为', 2, 'mayRefuse'],
  ['已知正方体的各顶点都在球面上, 球的表面积为 $12\\pi$, 则该正方体的体积为', 8, 'mayRefuse'],
  ['已知正四面体的外接球的半径为 3, 则该正四面体的棱长为', 2 * sqrt(6), 'mayRefuse'],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在半径为 2 的球面上, $PA\\perp$ 平面 $ABC$, $\\triangle ABC$ 是边长为 3 的正三角形, 则 $PA$ 的长为',
    2,
    'mayRefuse',
  ],
  ['已知圆锥的顶点和底面圆周都在半径为 2 的球面上, 圆锥的底面半径为 $\\sqrt{3}$, 则该圆锥的体积为', null, 'mayRefuse'],
  // OCR-style and typed forms of answered cases
  [
    '已知三棱锥 $P-A B C$ 的四个顶点都在球 $O$ 的球面上, $P A \\perp$ 平面 $A B C$, $P A=2 \\sqrt{3}$, $\\triangle A B C$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(4),
    'solves',
  ],
  [
    '已知三棱锥 $P-A B C$ 的四个顶点都在球 $O$ 的球面上, $P A \\perp$ 平面 $A B C$, $P A=2 \\sqrt 3$, $\\triangle A B C$ 是边长为 $\\sqrt 3$ 的正三角形, 则球 $O$ 的表面积为',
    S(4),
    'solves',
  ],
  [
    '已知三棱锥 $P-A B C$ 的四个顶点都在球 $O$ 的球面上, $P A \\perp$ 平面 $A B C$, $P A=\\frac { \\sqrt { 6 } } { 2 }$, $\\triangle A B C$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(1 + 6 / 16),
    'solves',
  ],
  [
    '已知三棱锥Ｐ－ＡＢＣ的四个顶点都在球Ｏ的球面上，ＰＡ⊥平面ＡＢＣ，ＰＡ＝４，△ＡＢＣ是边长为√3的正三角形，则球Ｏ的表面积为',
    S(5),
    'solves',
  ],
  ['已知三棱锥P-ABC的四个顶点都在球O的球面上，PA⊥平面ABC，PA=2，AB=AC=2，∠BAC=120°，则球O的体积为', V(5), 'solves'],
  ['已知三棱锥P-ABC的四个顶点都在球O的球面上，PA⊥平面ABC，PA=2，AB=AC=2，∠BAC=120，则球O的体积为', null, 'mayRefuse'],
  ['已知圆锥的侧面展开图是圆心角为120°、半径为3的扇形，则该圆锥的外接球的表面积为', S(81 / 32), 'solves'],
  ['已知圆锥的侧面展开图是圆心角为2π/3、半径为3的扇形，则该圆锥的外接球的表面积为', S(81 / 32), 'mayRefuse'],
  ['直三棱柱ABC－A1B1C1中，AB＝AC＝AA1＝2，∠BAC＝90°，则该三棱柱的外接球的表面积为', S(3), 'solves'],
  [
    '直三棱柱ABC－A1B1C1中，AB＝AC＝AA1＝2，∠BAC＝90°，则该三棱柱的外接球的表面积为（　）\nA．$4\\pi$\nB．$8\\pi$\nC．$12\\pi$\nD．$16\\pi$',
    'C',
    'solves',
  ],
  [
    choice(
      '已知正三棱锥的底面边长为 3, 高为 1, 则该正三棱锥的外接球的表面积为（ ）',
      '$4 \\pi$',
      '$8 \\pi$',
      '$16 \\pi$',
      '$4 \\sqrt{3} \\pi$',
    ),
    'C',
    'solves',
  ],
  [
    choice(
      '已知正方体的棱长为 2, 则该正方体的内切球的体积为（ ）',
      '$4 \\sqrt{3} \\pi$',
      '$\\frac{4 \\pi}{3}$',
      '$\\frac{8 \\sqrt{2} \\pi}{3}$',
      '$4 \\pi$',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '已知正方体的棱长为 2, 则该正方体的外接球的体积为（ ）',
      '$4 \\sqrt{3} \\pi$',
      '$\\frac{4 \\pi}{3}$',
      '$\\frac{8 \\sqrt{2} \\pi}{3}$',
      '$12 \\pi$',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      '已知圆锥的底面半径为 $\\sqrt{3}$, 高为 2, 则该圆锥的外接球的表面积为（ ）',
      '$16 \\pi$',
      '$\\frac{49 \\pi}{4}$',
      '$12 \\pi$',
      '$\\frac{49 \\pi}{16}$',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      '三棱锥 $P-ABC$ 中, $PA, PB, PC$ 两两垂直, $PA=PB=PC=2$, 则其外接球的表面积为（ ）',
      '$12 \\pi$',
      '$4 \\sqrt{3} \\pi$',
      '$8 \\pi$',
      '以上都不对',
    ),
    'A',
    'mayRefuse',
  ],
  [choice('棱长为 2 的正方体的外接球的表面积为（ ）', '$4 \\pi$', '$8 \\pi$', '$16 \\pi$', '$24 \\pi$'), null, 'refuses'],
];

/** Part of a sphere or several solids, and only some of the vertices on the sphere. */
export const PARTS_AND_VERTICES: Lookalike[] = [
  ['两个半径为 2 的球的体积之和为', 2 * V(4), 'mayRefuse'],
  ['半径为 2 的球的体积的一半为', V(4) / 2, 'mayRefuse'],
  ['把半径为 2 的球切成两个半球, 则每个半球的体积为', V(4) / 2, 'mayRefuse'],
  ['将半径为 2 的球沿一个大圆切开, 所得的一块的表面积为', 12 * PI, 'mayRefuse'],
  ['已知球的半径为 2, 则球的大圆的面积为', 4 * PI, 'mayRefuse'],
  ['已知球的半径为 2, 则其内接正方体的棱长为', 4 / sqrt(3), 'mayRefuse'],
  ['已知球的半径为 2, 则其外切正方体的体积为', 64, 'mayRefuse'],
  ['棱长为 2 的正方体挖去一个内切球后, 剩余部分的体积为', 8 - V(1), 'mayRefuse'],
  ['棱长为 2 的正方体截去一个角后剩余部分的体积为', null, 'refuses'],
  ['三个棱长为 1 的正方体拼成一个长方体, 则该长方体的表面积为', 14, 'mayRefuse'],
  ['两个底面半径为 1、高为 2 的圆柱的体积之和为', 4 * PI, 'mayRefuse'],
  [
    '底面半径为 1、高为 2 的圆锥被平行于底面的平面截去一个小圆锥, 小圆锥的高为 1, 则剩下的圆台的体积为',
    (PI * 2) / 3 - PI / 12,
    'mayRefuse',
  ],
  ['一个球的球冠的高为 1, 球的半径为 2, 则球冠的面积为', 2 * PI * 2 * 1, 'mayRefuse'],
  ['半径为 2 的球的四分之一的体积为', V(4) / 4, 'mayRefuse'],
  // only some vertices on the sphere: the sphere is not fixed
  [
    '已知三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 点 $A, B, C$ 都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 点 $P, A, B$ 都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 点 $P, A, B, C$ 都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    S(2),
    'solves',
  ],
  [
    '四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=2$, 点 $A, B, C, D$ 都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=2$, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=2$, 它的五个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    S(3),
    'solves',
  ],
  [
    '已知三棱锥 $P-ABC$ 的五个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的底面边长为 3, 侧棱长为 2, 点 $A, B, C, A_{1}$ 都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  ['正三棱柱的底面边长为 3, 侧棱长为 2, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', null, 'refuses'],
  ['圆锥的底面半径为 $\\sqrt{3}$, 高为 1, 它的底面圆周在球 $O$ 的球面上, 则球 $O$ 的表面积为', null, 'refuses'],
  ['圆柱的底面半径为 $\\sqrt{3}$, 高为 2, 它的一个底面的圆周在球 $O$ 的球面上, 则球 $O$ 的表面积为', null, 'refuses'],
  ['长方体的长、宽、高分别为 1, 2, 3, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', null, 'refuses'],
  ['长方体的长、宽、高分别为 1, 2, 3, 它的 8 个顶点都在同一个球面上, 则这个球的体积为', V(14 / 4), 'solves'],
  ['正方体的棱长为 2, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', null, 'refuses'],
  ['正方体的棱长为 2, 它的 8 个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', S(3), 'solves'],
  ['正四面体的棱长为 2, 它的三个顶点都在球面上, 则球的表面积为', null, 'refuses'],
  ['正四面体的棱长为 2, 它的四个顶点都在球面上, 则球的表面积为', S(3 / 2), 'solves'],
  [
    '三棱锥 $P-ABC$ 中, 点 $P、A、B、C$ 均在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    S(2),
    'solves',
  ],
  ['圆锥的底面半径为 $\\sqrt{3}$, 高为 1, 它的顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', null, 'refuses'],
  ['圆柱的底面半径为 $\\sqrt{3}$, 高为 2, 它的底面圆周都在球 $O$ 的球面上, 则球 $O$ 的表面积为', S(4), 'mayRefuse'],
  // the sphere's centre elsewhere than the vertices say
  [
    '已知三棱锥 $P-ABC$ 的顶点 $P$ 是球 $O$ 的球心, $A, B, C$ 在球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, 则球 $O$ 的表面积为',
    S(4),
    'mayRefuse',
  ],
];

/** Question forms: blanks, two questions at once, the centre's distance asked, other sectors, tetrahedra named by a face. */
export const FORMS: Lookalike[] = [
  ['圆锥的侧面展开图是圆心角为 $216^{\\circ}$、半径为 5 的扇形, 则这个圆锥的体积为', 12 * PI, 'solves'],
  ['圆锥的侧面展开图是圆心角为 $\\frac{6\\pi}{5}$、半径为 5 的扇形, 则这个圆锥的外接球的半径为', 25 / 8, 'solves'],
  ['已知圆锥的侧面展开图是半圆, 底面周长为 $2\\pi$, 则该圆锥的体积为', (sqrt(3) * PI) / 3, 'mayRefuse'],
  ['已知圆锥的底面半径为 3 cm, 高为 4 cm, 则该圆锥的外接球的表面积为', S(625 / 64), 'mayRefuse'],
  ['已知圆锥的底面半径为 3, 高为 4, 则该圆锥的外接球的表面积为______', S(625 / 64), 'solves'],
  ['已知圆锥的底面半径为 3, 高为 4, 求该圆锥的外接球的表面积.', S(625 / 64), 'solves'],
  ['已知圆锥的底面半径为 3, 高为 4, 则该圆锥的外接球的表面积是多少?', S(625 / 64), 'mayRefuse'],
  // 「表面积与体积分别为」 is answered part by part since decision 0119; that case is judged with the pairs in maths-round22-probes
  ['已知圆锥的底面半径为 3, 高为 4, 则该圆锥的外接球的体积为', V(625 / 64), 'mayRefuse'],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为____, 三棱锥 $P-ABC$ 的体积为____',
    null,
    'mayRefuse',
  ],
  [
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球心 $O$ 到平面 $ABC$ 的距离为',
    1,
    'mayRefuse',
  ],
  ['四面体 $ABCD$ 中, $AB\\perp$ 平面 $BCD$, $AB=2$, $BC=CD=2$, $BC\\perp CD$, 则四面体 $ABCD$ 的外接球的表面积为', S(3), 'solves'],
  ['四面体 $ABCD$ 中, $DA\\perp$ 平面 $ABC$, $DA=2$, $AB=AC=2$, $AB\\perp AC$, 则四面体 $ABCD$ 的外接球的表面积为', S(3), 'mayRefuse'],
  ['三棱锥 $P-ABC$ 中, $AB\\perp$ 平面 $PBC$, $AB=2$, $PB=BC=2$, $PB\\perp BC$, 则三棱锥 $P-ABC$ 的外接球的表面积为', S(3), 'mayRefuse'],
  ['正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 2, 则三棱锥 $A_{1}-ABD$ 的外接球的表面积为', S(3), 'mayRefuse'],
  [
    '正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的棱长为 2, 则三棱锥 $A_{1}-ABD$ 的内切球的表面积为',
    S((((4 / 3) * 3) / (6 + 2 * sqrt(3))) ** 2),
    'mayRefuse',
  ],
  ['正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中, $AB=2$, 则该正方体的内切球的表面积为', S(1), 'mayRefuse'],
  ['正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中, $AB=2$, 则该正方体的外接球的表面积为', S(3), 'solves'],
  ['正方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中, $AC_{1}=2\\sqrt{3}$, 则该正方体的外接球的表面积为', S(3), 'mayRefuse'],
  ['长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中, $AB=AD=2$, $AC_{1}=4$, 则该长方体的外接球的表面积为', S(4), 'mayRefuse'],
  ['长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中, $AB=AD=2$, $AC_{1}=5$, $AA_{1}=3$, 则该长方体的外接球的表面积为', null, 'refuses'],
  ['已知正三棱锥 $P-ABC$ 的底面边长为 3, 侧棱 $PA$ 与底面所成的角为 $45^{\\circ}$, 则该正三棱锥的外接球的表面积为', S(3), 'mayRefuse'],
  ['已知正四棱锥 $P-ABCD$ 的底面边长为 2, 侧面与底面所成的角为 $60^{\\circ}$, 则该正四棱锥的外接球的表面积为', S(25 / 12), 'mayRefuse'],
  [
    '侧棱 $PA\\perp$ 底面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    S(2),
    'mayRefuse',
  ],
  ['已知三棱锥 $P-ABC$ 的三个侧面两两垂直, 三条侧棱长分别为 1, 2, 3, 则其外接球的表面积为', S(14 / 4), 'mayRefuse'],
  ['已知三棱锥的三条侧棱两两垂直, 三个侧面的面积分别为 1, 2, 3, 则其外接球的表面积为', S(49 / 12), 'mayRefuse'],
  // more sectors, a sector rolled into a cone, and the same sphere in other words
  ['圆锥的侧面展开图是半圆, 高为 $\\sqrt{3}$, 则该圆锥的体积为', (sqrt(3) * PI) / 3, 'solves'],
  ['圆锥的侧面展开图是圆心角为 $120^{\\circ}$ 的扇形, 底面半径为 1, 则该圆锥的表面积为', 4 * PI, 'solves'],
  ['圆锥的母线长为 3, 侧面展开图的圆心角为 $120^{\\circ}$, 则该圆锥的侧面积为', 3 * PI, 'solves'],
  ['用一个圆心角为 $120^{\\circ}$、半径为 3 的扇形围成一个圆锥, 则该圆锥的体积为', (2 * sqrt(2) * PI) / 3, 'mayRefuse'],
  ['圆锥的侧面展开图是半圆, 底面半径为 1, 则它的内切球的体积为', (4 * sqrt(3) * PI) / 27, 'mayRefuse'],
  ['圆锥的侧面展开图的圆心角为 $\\frac{\\pi}{3}$, 母线长为 6, 则该圆锥的体积为', (sqrt(35) * PI) / 3, 'solves'],
  ['圆锥的侧面展开图的圆心角为 $400^{\\circ}$, 母线长为 6, 则该圆锥的体积为', null, 'refuses'],
  ['圆锥的侧面展开图是半圆, 其面积为 $8\\pi$, 则该圆锥的母线长为', 4, 'mayRefuse'],
  [
    '三棱锥 $S-ABC$ 的所有顶点都在球 $O$ 的表面上, $SA\\perp$ 平面 $ABC$, $AB\\perp BC$, 且 $AB=BC=1$, $SA=\\sqrt{2}$, 则球 $O$ 的表面积为',
    S(1),
    'solves',
  ],
  [
    '已知 $S, A, B, C$ 是球 $O$ 表面上的点, $SA\\perp$ 平面 $ABC$, $AB\\perp BC$, $SA=AB=1$, $BC=\\sqrt{2}$, 则球 $O$ 的表面积等于',
    S(1),
    'mayRefuse',
  ],
  ['四面体 $ABCD$ 的各棱长都为 $\\sqrt{2}$, 则它的外接球的表面积为', S(3 / 4), 'mayRefuse'],
  [
    '已知 $A, B, C$ 是球 $O$ 的球面上三点, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 球心 $O$ 到平面 $ABC$ 的距离为 1, 则球 $O$ 的表面积为',
    S(5),
    'mayRefuse',
  ],
  ['已知正三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, 且 $PA=PB=PC=2$, $AB=2\\sqrt{2}$, 则球 $O$ 的表面积为', S(3), 'solves'],
  ['已知正三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, 且 $PA=2$, $AB=2\\sqrt{2}$, $PA\\perp PB$, 则球 $O$ 的表面积为', S(3), 'solves'],
];

/** Two faces perpendicular (平面PAB⊥平面ABC): the faces told or not, another plane, another angle, another sphere. */
export const PERPENDICULAR_FACES: Lookalike[] = [
  ['三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，则该三棱锥的外接球的表面积为', null, 'refuses'],
  ['三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 是边长为 2 的正三角形，则该三棱锥的外接球的表面积为', null, 'refuses'],
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是正三角形，则该三棱锥的外接球的表面积为',
    null,
    'refuses',
  ],
  // the faces along PB: the same formula, r₁² = r₂² = 4/3, (PB/2)² = 1
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $PBC$，$\\triangle PAB$ 和 $\\triangle PBC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    S(5 / 3),
    'mayRefuse',
  ],
  // faces PAB and PBC told perpendicular, but the triangles told are PAB and ABC: PC and the face PBC are free
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $PBC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    null,
    'refuses',
  ],
  // a plane that is not a face of the solid
  [
    '三棱锥 $P-ABC$ 中，平面 $PAD\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    null,
    'refuses',
  ],
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，$PC=1$，则该三棱锥的外接球的表面积为',
    null,
    'refuses',
  ],
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 是边长为 2 的正三角形，$\\triangle ABC$ 是边长为 3 的正三角形，则该三棱锥的外接球的表面积为',
    null,
    'refuses',
  ],
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB$ 与平面 $ABC$ 所成的角为 $60^{\\circ}$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    null,
    'refuses',
  ],
  // a right dihedral angle said another way: the same solid
  [
    '三棱锥 $P-ABC$ 中，二面角 $P-AB-C$ 为直二面角，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    S(5 / 3),
    'mayRefuse',
  ],
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的内切球的表面积为',
    null,
    'refuses',
  ],
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的棱切球的表面积为',
    null,
    'refuses',
  ],
  [
    '三棱锥 $P-ABC$ 中，点 $A, B, C$ 都在球 $O$ 的球面上，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  // PA ⊥ the base makes PAB ⊥ ABC too; the lateral-edge model gives r² = 2, R² = 3
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$PA\\perp$ 平面 $ABC$，$PA=AB=BC=2$，$AB\\perp BC$，则该三棱锥的外接球的表面积为',
    S(3),
    'mayRefuse',
  ],
  // two faces on the base force PA ⊥ ABC: r² = 4/3, R² = 4/3 + 1
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，平面 $PAC\\perp$ 平面 $ABC$，$\\triangle ABC$ 是边长为 2 的正三角形，$PA=2$，则该三棱锥的外接球的表面积为',
    S(7 / 3),
    'mayRefuse',
  ],
  // a square base: r₁² = 4/3, r₂² = 2, (AD/2)² = 1
  [
    '四棱锥 $P-ABCD$ 中，平面 $PAD\\perp$ 平面 $ABCD$，$\\triangle PAD$ 是边长为 2 的正三角形，底面 $ABCD$ 是边长为 2 的正方形，则该四棱锥的外接球的表面积为',
    S(7 / 3),
    'mayRefuse',
  ],
  // an unnamed equilateral base beside named faces
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$PA=PB=2$，$AB=AC=BC=2$，底面是正三角形，则该三棱锥的外接球的表面积为',
    S(5 / 3),
    'mayRefuse',
  ],
  // the pyramid's own volume, not the sphere
  [
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的体积为',
    1,
    'mayRefuse',
  ],
];

/** The inscribed sphere of a pyramid: regular or not, enough data or not, another sphere. */
export const INSCRIBED_PYRAMIDS: Lookalike[] = [
  ['已知四棱锥的底面边长为 6, 高为 4, 则该四棱锥的内切球的表面积为', null, 'refuses'],
  ['已知三棱锥的底面边长为 $6\\sqrt{3}$, 高为 4, 则其内切球的半径为', null, 'refuses'],
  ['已知正四棱锥的底面边长为 6, 则该正四棱锥的内切球的表面积为', null, 'refuses'],
  ['已知正四棱锥的高为 4, 则该正四棱锥的内切球的表面积为', null, 'refuses'],
  ['已知正四棱锥的底面边长为 6, 高为 4, 侧棱长为 5, 则该正四棱锥的内切球的表面积为', null, 'refuses'],
  ['已知正四棱锥的底面边长为 6, 高为 4, 则该正四棱锥的棱切球的表面积为', null, 'refuses'],
  // a square base and a lateral edge on it: not regular, ρ = 3V/S with a surd in S
  ['四棱锥 $P-ABCD$ 的底面是边长为 6 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=4$, 则该四棱锥的内切球的表面积为', null, 'refuses'],
  // the same pyramid's circumscribed sphere: r² = 18, R = (16 + 18)/8 = 17/4
  ['已知正四棱锥的底面边长为 6, 高为 4, 则该正四棱锥的外接球的表面积为', S((17 / 4) ** 2), 'solves'],
  // a consistent lateral edge besides the height: ρ = 3/2 or a refusal
  ['正四棱锥的底面边长为 6, 高为 4, 侧棱长为 $\\sqrt{34}$, 则它的内切球的表面积为', S(9 / 4), 'mayRefuse'],
  // the height and the lateral edge: r² = 9/2, h′² = 41/2, ρ² irrational
  ['已知正四棱锥的高为 4, 侧棱长为 5, 则该正四棱锥的内切球的表面积为', null, 'refuses'],
  // every edge 2: ρ = √2/(1 + √3), irrational
  ['正四棱锥的所有棱长都为 2, 则其内切球的表面积为', null, 'refuses'],
  // the slant height is not read
  ['已知正四棱锥的底面边长为 6, 斜高为 5, 则该正四棱锥的内切球的表面积为', S(9 / 4), 'mayRefuse'],
  // a tetrahedron told only by its faces' count
  ['已知三棱锥的四个面都是边长为 2 的正三角形, 则该三棱锥的内切球的表面积为', (4 * PI) / 6, 'mayRefuse'],
  // the pyramid's volume is not the sphere's
  ['已知正四棱锥的底面边长为 6, 高为 4, 则该正四棱锥的体积为', 48, 'mayRefuse'],
  // a hemisphere inside the pyramid
  ['已知正四棱锥的底面边长为 6, 高为 4, 则该正四棱锥内切半球的表面积为', null, 'refuses'],
];

/** A prism on a sphere not called 直: every vertex or some, the lateral edge told perpendicular or not. */
export const PRISMS_ON_A_SPHERE: Lookalike[] = [
  // BC² = 12, r = 2, R² = 5
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    S(5),
    'solves',
  ],
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    S(5),
    'mayRefuse',
  ],
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的四个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的顶点 $A, B, C, A_1$ 都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的顶点 $A, B, C$ 都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, 侧棱长为 2, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    S(5),
    'mayRefuse',
  ],
  // no height at all
  ['已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为', null, 'refuses'],
  // the base not fixed
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  // a base edge perpendicular to a lateral face
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB\\perp$ 平面 $ACC_1$, $AB=AC=AA_1=2$, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  // the prism's inscribed sphere
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 中, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则该三棱柱的内切球的表面积为',
    null,
    'refuses',
  ],
  // a pyramid said to have its lateral edge on the base without naming it
  [
    '三棱锥 $P-ABC$ 的侧棱垂直于底面, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
  // a lateral edge told perpendicular with a contradicting height
  [
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 高为 3, 则球 $O$ 的表面积为',
    null,
    'refuses',
  ],
];

import { describeAnsweredAndRefused } from './answered-and-refused';

/**
 * Spheres around and inside standard solids, read from words alone (人教A版 必修二 第八章): the box model for three
 * mutually perpendicular edges and for a tetrahedron whose opposite edges are equal, R² = r² + (h/2)² for a lateral edge
 * perpendicular to the base and for right prisms and cylinders, R = (h² + r²)/(2h) for regular pyramids and cones, the
 * section of a sphere at distance d, and the inscribed spheres of a cube and a cone. Every answer below is worked by hand.
 */
describeAnsweredAndRefused(
  'spheres around solids: answered from every number, with the textbook form',
  [
    // r² = 3/3 = 1, R² = 1 + 1 = 2, S = 8π
    [
      '已知三棱锥 $P-A B C$ 的四个顶点都在球 $O$ 的球面上, $P A \\perp$ 平面 $A B C$, $P A=2$, $\\triangle A B C$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
      ['8π'],
    ],
    // r² = 9/3 = 3, R² = 3 + 4 = 7, S = 28π
    [
      '三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $PA=4$, $\\triangle ABC$ 是边长为 3 的等边三角形, 则三棱锥 $P-ABC$ 的外接球的表面积为',
      ['28π'],
    ],
    // AC² = 8, r² = 2, R² = 2 + 1 = 3, V = 4√3π
    [
      '已知三棱锥 $P-A B C$ 的所有顶点都在球 $O$ 的球面上, $P A \\perp$ 平面 $A B C$, $A B \\perp B C$, $P A=A B=B C=2$, 则球 $O$ 的体积为',
      ['4√3π'],
    ],
    // BC² = 4 + 4 + 4 = 12, r = 2√3/(2 sin 120°) = 2, R² = 4 + 1 = 5, S = 20π
    [
      '在三棱锥 $P-ABC$ 中, $PA\\perp$ 平面 $ABC$, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, $PA=2$, 且三棱锥的四个顶点都在同一个球面上, 则该球的表面积为',
      ['20π'],
    ],
    // 3-4-5 base: r² = 25/4, R² = 25/4 + 1 = 29/4, S = 29π
    ['已知三棱锥 $P-ABC$ 的顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $AB=3, BC=4, AC=5, PA=2$, 则球 $O$ 的表面积是', ['29π']],
    // ∠ABC = 90° as an angle: AC² = 2 + 2 = 4, r² = 1, R² = 1 + 3 = 4, V = 32π/3
    [
      '三棱锥 $S-ABC$ 的四个顶点都在球 $O$ 的球面上, $SA\\perp$ 平面 $ABC$, $\\angle ABC=90^{\\circ}$, $AB=BC=\\sqrt{2}$, $SA=2\\sqrt{3}$, 则球 $O$ 的体积为',
      ['32/3π|32π/3'],
    ],
    // box 1, 2, 3: R² = 14/4, S = 14π
    ['三棱锥 $P-ABC$ 的三条侧棱 $PA, PB, PC$ 两两垂直, 且 $PA=1, PB=2, PC=3$, 它的四个顶点都在同一个球面上, 则这个球的表面积为', ['14π']],
    // cube corner 2, 2, 2: R² = 3, V = 4√3π
    ['已知三棱锥 $P-ABC$ 的顶点都在球 $O$ 的球面上, $PA$, $PB$, $PC$ 两两互相垂直, 且 $PA=PB=PC=2$, 则球 $O$ 的体积为', ['4√3π']],
    // regular pyramid: r² = 3, h² = 3, R = (3 + 3)/(2√3) = √3, S = 12π
    ['已知正三棱锥 $P-ABC$ 的底面边长为 3, 高为 $\\sqrt{3}$, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', ['12π']],
    // r² = 2, h² = 4 − 2 = 2, R = 4/(2√2) = √2, S = 8π
    ['正四棱锥 $P-ABCD$ 的底面边长为 2, 侧棱长为 2, 其五个顶点都在同一个球面上, 则该球的表面积为', ['8π']],
    // r² = 8, h = 3, R = 17/6, S = 4π·289/36 = 289π/9
    ['已知正四棱锥的底面边长为 4, 高为 3, 则该正四棱锥的外接球的表面积为', ['289/9π|289π/9']],
    // right prism: r² = 3, R² = 3 + 1 = 4, S = 16π
    ['已知正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的底面边长为 3, 侧棱长为 2, 它的六个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为', ['16π']],
    // r = 2, R² = 4 + 1 = 5, S = 20π
    [
      '直三棱柱 $A B C-A_{1} B_{1} C_{1}$ 的各顶点都在同一球面上, 若 $A B=A C=A A_{1}=2$, $\\angle B A C=120^{\\circ}$, 则此球的表面积等于',
      ['20π'],
    ],
    // r² = 1/2, R² = 1/2 + 1 = 3/2, S = 6π
    ['一个正四棱柱的底面边长为 1, 高为 2, 它的各顶点都在同一个球面上, 则这个球的表面积为', ['6π']],
    // R² = 1 + 1 = 2, V = (4/3)π·2√2 = 8√2π/3
    ['圆柱的底面半径为 1、高为 2, 它的两个底面的圆周都在同一个球面上, 则该球的体积为', ['8√2/3π|8√2π/3']],
    // R² = 3 + 1 = 4, S = 16π
    ['已知圆柱的高为 2, 底面半径为 $\\sqrt{3}$, 若该圆柱的两个底面的圆周都在同一个球面上, 则这个球的表面积为', ['16π']],
    // cone: R = (1 + 3)/2 = 2, S = 16π
    ['已知圆锥的底面半径为 $\\sqrt{3}$, 高为 1, 若圆锥的顶点和底面圆周都在同一个球面上, 则该球的表面积为', ['16π']],
    // l = 2, r = √3 gives h = 1, R = 2, V = 32π/3
    ['圆锥的底面半径为 $\\sqrt{3}$, 母线长为 2, 则该圆锥的外接球的体积为', ['32/3π|32π/3']],
    // cone h = 3, r = √3: R = (9 + 3)/6 = 2, S = 16π
    ['已知圆锥的高为 3, 底面半径为 $\\sqrt{3}$, 则该圆锥的外接球的表面积为', ['16π']],
    // inscribed in a cone r = 1, h = √3 (l = 2): ρ = rh/(r + l) = √3/3, S = 4π/3
    ['已知圆锥的底面半径为 1, 高为 $\\sqrt{3}$, 则该圆锥的内切球的表面积为', ['4/3π|4π/3']],
    // cube a = 2: inscribed ρ = 1, V = 4π/3
    ['棱长为 2 的正方体的内切球的体积为', ['4/3π|4π/3']],
    // cube a = 2: the sphere touching every edge has ρ = √2, S = 8π
    ['已知正方体的棱长为 2, 则与该正方体的各条棱都相切的球的表面积为', ['8π']],
    // opposite edges equal: R² = (5 + 10 + 13)/8 = 7/2, S = 14π
    ['在四面体 $ABCD$ 中, $AB=CD=\\sqrt{5}$, $AC=BD=\\sqrt{10}$, $AD=BC=\\sqrt{13}$, 则四面体 $ABCD$ 的外接球的表面积为', ['14π']],
    // square base, PA ⊥ base: r² = 2, R² = 2 + 1 = 3, S = 12π
    [
      '已知四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=2$, 则四棱锥 $P-ABCD$ 的外接球的表面积为',
      ['12π'],
    ],
    // rectangle 2 × 1 base, PA = 1: R² = (4 + 1 + 1)/4 = 3/2, S = 6π
    ['四棱锥 $P-ABCD$ 的底面 $ABCD$ 为矩形, $PA\\perp$ 底面 $ABCD$, $AB=2, AD=1, PA=1$, 则其外接球的表面积为', ['6π']],
    // section: R² = 1 + 2 = 3, V = 4√3π
    ['平面 $\\alpha$ 截球 $O$ 的球面所得圆的半径为 1, 球心 $O$ 到平面 $\\alpha$ 的距离为 $\\sqrt{2}$, 则此球的体积为', ['4√3π']],
    // section area 9π → r² = 9, R² = 9 + 16 = 25, S = 100π
    ['用一个平面截球 $O$, 所得截面的面积为 $9\\pi$, 球心 $O$ 到截面的距离为 4, 则球 $O$ 的表面积为', ['100π']],
    // choice form, OCR spacing: 8π is A
    [
      '已知三棱锥 $P-A B C$ 的四个顶点都在球 $O$ 的球面上, $P A \\perp$ 平面 $A B C$, $P A=2$, $\\triangle A B C$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为（ ）\nA. $8 \\pi$\nB. $16 \\pi$\nC. $4 \\pi$\nD. $12 \\pi$',
      ['A'],
    ],
    // choice form: V = 4√3π is C
    [
      '三棱锥 $P-ABC$ 中, $PA, PB, PC$ 两两垂直, $PA=PB=PC=2$, 且其顶点都在球 $O$ 的球面上, 则球 $O$ 的体积为（ ）\nA. $12 \\pi$\nB. $8 \\sqrt{3} \\pi$\nC. $4 \\sqrt{3} \\pi$\nD. $\\frac{32}{3} \\pi$',
      ['C'],
    ],
    // choice form: cylinder R² = 4 + 1 = 5, S = 20π is D
    [
      '已知圆柱的底面半径为 2, 高为 2, 其上、下底面的圆周都在同一个球面上, 则该球的表面积为（ ）\nA. $8 \\pi$\nB. $16 \\pi$\nC. $12 \\pi$\nD. $20 \\pi$',
      ['D'],
    ],
    // choice form: regular pyramid r² = 2, h = 1 → R = 3/2, V = 9π/2 is B
    [
      '已知正四棱锥 $P-ABCD$ 的底面边长为 2, 高为 1, 且它的顶点都在同一球面上, 则该球的体积为（ ）\nA. $9 \\pi$\nB. $\\frac{9 \\pi}{2}$\nC. $\\frac{27 \\pi}{4}$\nD. $\\frac{32 \\pi}{3}$',
      ['B'],
    ],
    // radius asked: R² = 2 + 1 = 3 from a lateral edge on a square: R = √3
    ['已知四棱锥 $P-ABCD$ 的底面 $ABCD$ 是边长为 2 的正方形, $PA\\perp$ 平面 $ABCD$, $PA=2$, 则该四棱锥的外接球的半径为', ['√3']],
  ],
  [
    // a figure holds the data
    '如图, 三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, 则球 $O$ 的表面积为',
    // base shape not fixed (isosceles without its angle)
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是等腰三角形, $AB=AC=2$, 则球 $O$ 的表面积为',
    // a length that contradicts the rest (PB² = 4 + 3 = 7, not 9)
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $PB=3$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    // no base data
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, 则球 $O$ 的表面积为',
    // the inverse question: the sphere is given, the edge asked
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 球 $O$ 的表面积为 $8\\pi$, 则 $PA$ 的长为',
    // only two of the three perpendicular edges are known
    '三棱锥 $P-ABC$ 的三条侧棱 $PA, PB, PC$ 两两垂直, 且 $PA=1, PB=2$, 它的四个顶点都在同一个球面上, 则这个球的表面积为',
    // an extremum, not a fixed solid
    '已知三棱锥 $P-ABC$ 的四个顶点都在半径为 2 的球面上, $\\triangle ABC$ 是边长为 3 的正三角形, 则三棱锥 $P-ABC$ 体积的最大值为',
    // sides that make no triangle
    '已知三棱锥 $P-ABC$ 的顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $AB=1, BC=2, AC=4, PA=2$, 则球 $O$ 的表面积是',
    // lateral edge of a regular pyramid shorter than the base circumradius
    '正四棱锥 $P-ABCD$ 的底面边长为 4, 侧棱长为 2, 其五个顶点都在同一个球面上, 则该球的表面积为',
    // perpendicular to a line, not to the plane
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp AB$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则球 $O$ 的表面积为',
    // a right prism whose base angle is missing
    '直三棱柱 $A B C-A_{1} B_{1} C_{1}$ 的各顶点都在同一球面上, 若 $A B=A C=A A_{1}=2$, 则此球的表面积等于',
    // a hemisphere
    '一个正方体的四个顶点在半球的底面上, 另四个顶点在半球的球面上, 若正方体的棱长为 2, 则半球的体积为',
    // a ratio of two measures, not one measure
    '已知正方体的棱长为 2, 则该正方体的外接球与内切球的表面积之比为',
    // a cone's inscribed sphere with the cone not fixed
    '已知圆锥的底面半径为 1, 则该圆锥的内切球的表面积为',
    // the unfolded lateral surface is a shape without a size
    '已知圆锥的侧面展开图是一个半圆, 则该圆锥的外接球的表面积为',
    // opposite edges not all equal in pairs
    '在四面体 $ABCD$ 中, $AB=CD=\\sqrt{5}$, $AC=BD=\\sqrt{10}$, $AD=\\sqrt{13}$, $BC=3$, 则四面体 $ABCD$ 的外接球的表面积为',
    // an unread condition on the sphere
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 点 $M$ 是 $PB$ 的中点, 则过 $M$ 的平面截球 $O$ 所得截面面积的最小值为',
  ],
);

describeAnsweredAndRefused(
  'spheres around solids: equal lateral edges, every edge equal, the regular tetrahedron and other wordings',
  [
    // PA = PB = PC = 2 over an equilateral base of side √3: r² = 1, h² = 3, R = 4/(2√3), R² = 4/3, S = 16π/3
    [
      '已知三棱锥 $P-ABC$ 中, $PA=PB=PC=2$, $AB=BC=CA=\\sqrt{3}$, 且 $P, A, B, C$ 都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
      ['16/3π|16π/3'],
    ],
    // right base AC² = 4 + 4 = 8 under ∠ABC = 90°, r² = 2, PA = PB = PC = 2: h² = 2, R = 4/(2√2) = √2, S = 8π
    ['在三棱锥 $P-ABC$ 中, $PA=PB=PC=2$, $AB=BC=2$, $\\angle ABC=90^{\\circ}$, 则三棱锥 $P-ABC$ 的外接球的表面积为', ['8π']],
    // every edge of a regular triangular prism is 2: r² = 4/3, R² = 4/3 + 1 = 7/3, S = 28π/3
    ['已知正三棱柱的所有棱长都为 2, 则该正三棱柱的外接球的表面积为', ['28/3π|28π/3']],
    // every edge of a regular square pyramid is 2: r² = 2, h² = 2, R = √2, V = 8√2π/3
    ['正四棱锥的各棱长均为 2, 则它的外接球的体积为', ['8√2/3π|8√2π/3']],
    // regular tetrahedron a = √6: inscribed ρ² = 6/24 = 1/4, S = π
    ['棱长为 $\\sqrt{6}$ 的正四面体的内切球的表面积为', ['π']],
    // regular tetrahedron a = 2: ρ² = 4/8 = 1/2, the sphere touching the edges, S = 2π
    ['已知正四面体的棱长为 2, 则与该正四面体的各条棱都相切的球的表面积为', ['2π']],
    // inscribed in a sphere said as 内接于球: box 1, 1, √2 corner → (2R)² = 1 + 1 + 2 = 4, V = 4π/3
    ['三棱锥 $P-ABC$ 内接于球 $O$, $PA, PB, PC$ 两两垂直, $PA=PB=1$, $PC=\\sqrt{2}$, 则球 $O$ 的体积为', ['4/3π|4π/3']],
    // the sphere named as the solid's circumscribed sphere, radius asked without 的
    [
      '球 $O$ 是正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的外接球, 若该正三棱柱的底面边长为 $\\sqrt{3}$, 侧棱长为 $2\\sqrt{2}$, 则球 $O$ 的半径为',
      ['√3'],
    ],
    // regular pyramid named with its edges as lengths: PA = √6, AB = 2 (square base) → r² = 2, h² = 4, R = 6/4, S = 9π
    ['已知正四棱锥 $P-ABCD$ 中, $PA=\\sqrt{6}$, $AB=2$, 则该正四棱锥的外接球的表面积为', ['9π']],
    // ∠BAC given in radians: BC² = 12, r = 2, R² = 4 + 3 = 7, S = 28π
    [
      '三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $AB=AC=2$, $\\angle BAC=\\frac{2\\pi}{3}$, $PA=2\\sqrt{3}$, 则球 $O$ 的表面积为',
      ['28π'],
    ],
  ],
  [
    // lateral edges unequal and no perpendicular
    '在三棱锥 $P-ABC$ 中, $PA=PB=2$, $PC=3$, $AB=BC=CA=\\sqrt{3}$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
    // a regular tetrahedron whose sphere is asked in reverse
    '已知正四面体的外接球的表面积为 $12\\pi$, 则该正四面体的棱长为',
    // the centre of the sphere inside a named plane: more than the sphere's measure
    '已知正三棱柱的所有棱长都为 2, 则该正三棱柱的外接球的球心到底面的距离为',
  ],
);

describeAnsweredAndRefused(
  'spheres of a cone told by its unrolled lateral surface or its axial section',
  [
    // half disc of radius 2: l = 2, r = 1, h² = 3, R = 4/(2√3), R² = 4/3, S = 16π/3
    ['已知圆锥的侧面展开图是半径为 2 的半圆, 则该圆锥的外接球的表面积为', ['16/3π|16π/3']],
    // sector 120° of radius 3: r = 1, h² = 8, R = 9/(2·2√2), R² = 81/32, S = 81π/8
    ['圆锥的侧面展开图是圆心角为 $120^{\\circ}$、半径为 3 的扇形, 则这个圆锥的外接球的表面积为', ['81/8π|81π/8']],
    // equilateral axial section of side 2: r = 1, h = √3, inscribed ρ = √3/3, V = 4√3π/27
    ['已知圆锥的轴截面是边长为 2 的正三角形, 则该圆锥的内切球的体积为', ['4√3/27π|4√3π/27']],
    // isosceles right axial section with r = 2: h = 2, R = (4 + 4)/4 = 2, S = 16π
    ['已知圆锥的轴截面是等腰直角三角形, 底面半径为 2, 则该圆锥的外接球的表面积为', ['16π']],
    // half disc with the base radius given: r = 1, l = 2, R² = 4/3, V = 32√3π/27
    ['圆锥的底面半径为 1, 其侧面展开图是一个半圆, 则它的外接球的体积为', ['32√3/27π|32√3π/27']],
  ],
  [
    // two descriptions of one cone that disagree are not read
    '已知圆锥的轴截面是等腰直角三角形, 侧面展开图是半圆, 底面半径为 1, 则该圆锥的外接球的表面积为',
    // a cylinder's unrolled surface is another question
    '圆柱的侧面展开图是边长为 2 的正方形, 则该圆柱的外接球的表面积为',
    // a full angle is no sector
    '已知圆锥的侧面展开图是圆心角为 $360^{\\circ}$、半径为 3 的扇形, 则这个圆锥的外接球的表面积为',
  ],
);

describeAnsweredAndRefused(
  'spheres around solids: a side and its opposite angle, named boxes and named regular prisms',
  [
    // law of sines: 2r = AC / sin B = 1/(1/2), r = 1, R² = 1 + 1 = 2, S = 8π
    [
      '三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $\\angle ABC=30^{\\circ}$, $AC=1$, $PA=2$, 则球 $O$ 的表面积为',
      ['8π'],
    ],
    // 2r = BC / sin A = 3/(√3/2) = 2√3, r² = 3, R² = 3 + 1 = 4, V = 32π/3
    [
      '直三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的顶点都在球 $O$ 的球面上, $\\angle BAC=60^{\\circ}$, $BC=3$, $AA_{1}=2$, 则球 $O$ 的体积为',
      ['32/3π|32π/3'],
    ],
    // named cuboid: (2R)² = 1 + 4 + 9 = 14, S = 14π
    ['长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的顶点都在球 $O$ 的球面上, $AB=1$, $AD=2$, $AA_{1}=3$, 则球 $O$ 的表面积为', ['14π']],
    // named regular square prism: (2R)² = 4 + 4 + 8 = 16, R = 2, V = 32π/3
    ['正四棱柱 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 中, $AB=2$, $AA_{1}=2\\sqrt{2}$, 则该正四棱柱的外接球的体积为', ['32/3π|32π/3']],
    // named regular triangular prism: r² = 12/3 = 4, R² = 4 + 1 = 5, S = 20π
    ['已知正三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的六个顶点都在球 $O$ 的球面上, $AB=2\\sqrt{3}$, $AA_{1}=2$, 则球 $O$ 的表面积为', ['20π']],
    // height and lateral edge of a regular pyramid: r² = 18 − 16 = 2, R = 18/8 = 9/4, S = 81π/4
    ['已知正四棱锥的高为 4, 侧棱长为 $3\\sqrt{2}$, 则该正四棱锥的外接球的表面积为', ['81/4π|81π/4']],
    // a section told as 球 O 的一个截面圆: r² = 1, d² = 3, R² = 4, S = 16π
    ['球 $O$ 的一个截面圆的面积为 $\\pi$, 球心到截面的距离为 $\\sqrt{3}$, 则球 $O$ 的表面积为', ['16π']],
    // 侧棱 PA, PB, PC 两两垂直 with all three equal to 1: (2R)² = 3, S = 3π
    ['三棱锥 $P-ABC$ 中, 侧棱 $PA, PB, PC$ 两两垂直, 且 $PA=PB=PC=1$, 则该三棱锥外接球的表面积为', ['3π']],
    // AB ⊥ plane BCD with BC ⊥ CD: BD² = 2, r² = 1/2, R² = 1/2 + 1/4 = 3/4, S = 3π
    ['在三棱锥 $A-BCD$ 中, $AB\\perp$ 平面 $BCD$, $BC\\perp CD$, $AB=BC=CD=1$, 则三棱锥 $A-BCD$ 的外接球的表面积为', ['3π']],
  ],
  [
    // the lateral edges equal but of no given length
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA=PB=PC$, $\\triangle ABC$ 是边长为 2 的正三角形, 则球 $O$ 的表面积为',
    // a degenerate regular pyramid: the lateral edge equals the base circumradius
    '正三棱锥 $P-ABC$ 的侧棱长为 2, 底面边长为 $2\\sqrt{3}$, 则其外接球的表面积为',
    // a side with an angle not opposite to it fixes nothing
    '三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $\\angle ABC=30^{\\circ}$, $AB=1$, $PA=2$, 则球 $O$ 的表面积为',
    // a cuboid missing its height
    '长方体 $ABCD-A_{1}B_{1}C_{1}D_{1}$ 的顶点都在球 $O$ 的球面上, $AB=1$, $AD=2$, 则球 $O$ 的表面积为',
    // a prism whose top is not named after its base
    '直三棱柱 $ABC-DEF$ 的顶点都在球 $O$ 的球面上, $AB=AC=2$, $\\angle BAC=90^{\\circ}$, $AD=2$, 则球 $O$ 的表面积为',
    // a face perpendicular to the base whose other face is not told
    '三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, 平面 $PAB\\perp$ 平面 $ABC$, $\\triangle PAB$ 是边长为 2 的正三角形, 则球 $O$ 的表面积为',
    // a point off the solid
    '三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, $D$ 为 $BC$ 的中点, 则球 $O$ 的表面积为',
    // the volume of the pyramid, not of the sphere
    '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 则三棱锥 $P-ABC$ 的体积为',
  ],
);

describeAnsweredAndRefused(
  'spheres around solids typed without LaTeX: full-width signs, Unicode roots and π, A1 for A₁',
  [
    // r² = 1, R² = 2, S = 8π
    ['已知三棱锥Ｐ－ＡＢＣ的四个顶点都在球Ｏ的球面上，ＰＡ⊥平面ＡＢＣ，ＰＡ＝２，△ＡＢＣ是边长为√3的正三角形，则球Ｏ的表面积为', ['8π']],
    // r = 2, R² = 4 + 1 = 5, S = 20π
    ['直三棱柱ABC−A1B1C1的各顶点都在同一球面上，AB=AC=AA1=2，∠BAC=120°，则此球的表面积为', ['20π']],
    // section area 16π, d = 3: R² = 16 + 9 = 25, V = 500π/3
    ['用一个平面截球O，所得截面的面积为16π，球心O到截面的距离为3，则球O的体积为', ['500/3π|500π/3']],
  ],
  [
    // an angle of 45° leaves a surd in R² (5 − 2√2): refused rather than written approximately
    '三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, $PA\\perp$ 平面 $ABC$, $AB=AC=2$, $\\angle BAC=45^{\\circ}$, $PA=2$, 则球 $O$ 的表面积为',
    // a power written as a superscript is not read
    '已知三棱锥P-ABC的四个顶点都在球O的球面上，PA⊥平面ABC，PA²=4，△ABC是边长为√3的正三角形，则球O的表面积为',
  ],
);

describeAnsweredAndRefused(
  'a corner of a box said without names',
  [
    // (2R)² = 1 + 2 + 3 = 6, S = 6π
    ['若三棱锥的三条侧棱两两垂直, 且侧棱长分别为 1, $\\sqrt{2}$, $\\sqrt{3}$, 则其外接球的表面积是', ['6π']],
    // (2R)² = 4 + 9 + 36 = 49, S = 49π
    ['一个三棱锥的三条侧棱两两互相垂直, 其长分别为 2, 3, 6, 则该三棱锥的外接球的表面积为', ['49π']],
    // regular, lateral edge 2: (2R)² = 12, V = 4√3π
    ['已知正三棱锥的三条侧棱两两垂直, 侧棱长为 2, 则该正三棱锥的外接球的体积为', ['4√3π']],
    // regular, base edge 2: l² = 2, (2R)² = 6, S = 6π
    ['正三棱锥的侧棱两两垂直, 底面边长为 2, 则它的外接球的表面积为', ['6π']],
  ],
  [
    // two of the three lengths
    '若三棱锥的三条侧棱两两垂直, 且侧棱长分别为 1, $\\sqrt{2}$, 则其外接球的表面积是',
    // lengths of three lateral edges that are not said to be perpendicular
    '若三棱锥的三条侧棱长分别为 1, $\\sqrt{2}$, $\\sqrt{3}$, 则其外接球的表面积是',
    // a regular pyramid told too much: the base edge and the lateral edge besides the right angles
    '正三棱锥的侧棱两两垂直, 底面边长为 2, 侧棱长为 2, 则它的外接球的表面积为',
  ],
);

describeAnsweredAndRefused(
  'two faces perpendicular along a common edge: R² = r₁² + r₂² − (l/2)²',
  [
    // r₁² = r₂² = 4/3, (l/2)² = 1: R² = 5/3, S = 20π/3
    [
      '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
      ['20/3π|20π/3'],
    ],
    // side 2√3: r₁² = r₂² = 4, (l/2)² = 3: R² = 5, S = 20π
    [
      '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 $2\\sqrt{3}$ 的正三角形，则该三棱锥的外接球的表面积为',
      ['20π'],
    ],
    // the same as a radius: R = √5
    [
      '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 $2\\sqrt{3}$ 的正三角形，则该三棱锥的外接球的半径为',
      ['√5'],
    ],
    // R² = 5/3 as a volume: V = (4/3)π(5/3)^{3/2} = 20√15π/27
    [
      '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的体积为',
      ['20√15/27π|20√15π/27'],
    ],
    // an equilateral face and a right triangle on the common hypotenuse: r₁² = 4/3, r₂² = 1, (l/2)² = 1: R² = 4/3, S = 16π/3
    [
      '在三棱锥 $P-ABC$ 中, 平面 $PAC\\perp$ 平面 $ABC$, $PA=PC=AC=2$, $AB\\perp BC$, $AB=BC=\\sqrt{2}$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
      ['16/3π|16π/3'],
    ],
    // side 3: r₁² = r₂² = 3, (l/2)² = 9/4: R² = 15/4, V = (4/3)π(15/4)^{3/2} = 5√15π/2
    [
      '已知三棱锥 $D-ABC$ 的四个顶点都在球 $O$ 的球面上, 平面 $DAB\\perp$ 平面 $ABC$, $\\triangle DAB$ 与 $\\triangle ABC$ 均为正三角形, $AB=3$, 则球 $O$ 的体积为',
      ['5√15/2π|5√15π/2'],
    ],
    // r₁² = 4 (equilateral 2√3), r₂² = 3 (right at C, hypotenuse 2√3), (l/2)² = 3: R² = 4, S = 16π
    [
      '在三棱锥 $P-ABC$ 中, 平面 $PAB\\perp$ 平面 $ABC$, $PA=PB=AB=2\\sqrt{3}$, $AC\\perp BC$, $AC=BC=\\sqrt{6}$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
      ['16π'],
    ],
    // a right angle at P: r₁² = 2 (hypotenuse AB = 2√2), r₂² = 8/3, (l/2)² = 2: R² = 8/3, S = 32π/3
    [
      '三棱锥 $P-ABC$ 中, 侧面 $PAB\\perp$ 底面 $ABC$, $PA\\perp PB$, $PA=PB=2$, $\\triangle ABC$ 是边长为 $2\\sqrt{2}$ 的正三角形, 则该三棱锥的外接球的表面积为',
      ['32/3π|32π/3'],
    ],
    // a tetrahedron ABCD: r₁² = 4/3, r₂² = 1, (l/2)² = 1: R² = 4/3, S = 16π/3
    [
      '在四面体 $ABCD$ 中, 平面 $ABD\\perp$ 平面 $BCD$, $AB=AD=BD=2$, $\\angle BCD=90^{\\circ}$, $BC=CD=\\sqrt{2}$, 则四面体 $ABCD$ 的外接球的表面积为',
      ['16/3π|16π/3'],
    ],
    // BC² = 12, r₂ = 2√3/(2 sin 120°) = 2: r₁² = 4/3, r₂² = 4, (l/2)² = 1: R² = 13/3, S = 52π/3
    [
      '在三棱锥 $P-ABC$ 中, 平面 $PAC\\perp$ 平面 $ABC$, $\\triangle PAC$ 是边长为 2 的正三角形, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 则三棱锥 $P-ABC$ 的外接球的表面积为',
      ['52/3π|52π/3'],
    ],
    // typed without LaTeX: 20π/3
    ['三棱锥P－ABC中，平面PAB⊥平面ABC，△PAB和△ABC都是边长为2的等边三角形，则外接球的表面积为', ['20/3π|20π/3']],
    // two right isosceles triangles on the hypotenuse AB = 2: r₁ = r₂ = 1, (l/2)² = 1: R² = 1, S = 4π
    [
      '已知三棱锥 $P-ABC$ 的四个顶点都在球 $O$ 的球面上, 平面 $PAB\\perp$ 平面 $ABC$, $PA\\perp PB$, $PA=PB=\\sqrt{2}$, $AC\\perp BC$, $AC=BC=\\sqrt{2}$, 则球 $O$ 的表面积为',
      ['4π'],
    ],
    // side 6 with 面 for 平面: r₁² = r₂² = 12, (l/2)² = 9: R² = 15, S = 60π
    [
      '已知三棱锥 $S-ABC$ 的所有顶点都在球 $O$ 的球面上, 面 $SBC\\perp$ 面 $ABC$, $SB=SC=BC=6$, $\\triangle ABC$ 是边长为 6 的正三角形, 则球 $O$ 的表面积为',
      ['60π'],
    ],
    // an extra length that holds in the solid (PC² = 3 + 3 = 6): still 20π/3
    [
      '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，$PC=\\sqrt{6}$，则该三棱锥的外接球的表面积为',
      ['20/3π|20π/3'],
    ],
  ],
  [
    // the faces perpendicular but neither triangle told
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，则该三棱锥的外接球的表面积为',
    // one face told, the other free
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    // equilateral without a side
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是正三角形，则该三棱锥的外接球的表面积为',
    // an extra length that contradicts the solid (PC = √6 there)
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，$PC=1$，则该三棱锥的外接球的表面积为',
    // two sides for the common edge
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 是边长为 2 的正三角形，$\\triangle ABC$ 是边长为 3 的正三角形，则该三棱锥的外接球的表面积为',
    // an angle of 60° between the faces, not a right one
    '三棱锥 $P-ABC$ 中，平面 $PAB$ 与平面 $ABC$ 所成的角为 $60^{\\circ}$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的外接球的表面积为',
    // the inscribed sphere of the same solid
    '三棱锥 $P-ABC$ 中，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则该三棱锥的内切球的表面积为',
    // only three of the vertices on the sphere
    '三棱锥 $P-ABC$ 中，点 $A, B, C$ 都在球 $O$ 的球面上，平面 $PAB\\perp$ 平面 $ABC$，$\\triangle PAB$ 和 $\\triangle ABC$ 都是边长为 2 的正三角形，则球 $O$ 的表面积为',
  ],
);

describeAnsweredAndRefused(
  'the inscribed sphere of a regular pyramid: ρ = 3V/S = rh/(r + h′)',
  [
    // r = 3, h = 4, h′ = 5: ρ = 12/8 = 3/2, S = 9π
    ['已知正四棱锥的底面边长为 6, 高为 4, 则该正四棱锥的内切球的表面积为', ['9π']],
    // r = 1, h = 4/3, h′ = 5/3: ρ = (4/3)/(8/3) = 1/2
    ['正四棱锥 $P-ABCD$ 的底面边长为 2, 高为 $\\frac{4}{3}$, 则它的内切球的半径为', ['1/2']],
    // circumradius² 18, h² = 34 − 18 = 16: ρ = 3/2, V = (4/3)π(27/8) = 9π/2
    ['已知正四棱锥的底面边长为 6, 侧棱长为 $\\sqrt{34}$, 则该正四棱锥的内切球的体积为', ['9/2π|9π/2']],
    // r = 6, h = 8, h′ = 10: ρ = 48/16 = 3, S = 36π
    ['已知正四棱锥的底面边长为 12, 高为 8, 则该正四棱锥的内切球的表面积为', ['36π']],
    // r = 5, h = 12, h′ = 13: ρ = 60/18 = 10/3
    ['已知正四棱锥的底面边长为 10, 高为 12, 则该正四棱锥的内切球的半径为', ['10/3']],
    // r = 4, h = 3, h′ = 5: ρ = 12/9 = 4/3, V = (4/3)π(64/27) = 256π/81
    ['已知正四棱锥的底面边长为 8, 高为 3, 则该正四棱锥的内切球的体积为', ['256/81π|256π/81']],
    // r = 12, h = 5, h′ = 13: ρ = 60/25 = 12/5
    ['已知正四棱锥的底面边长为 24, 高为 5, 则其内切球的半径为', ['12/5']],
    // a triangle base: r = a/(2√3) = 3, h = 4, h′ = 5: ρ = 3/2
    ['已知正三棱锥 $P-ABC$ 的底面边长为 $6\\sqrt{3}$, 高为 4, 则其内切球的半径为', ['3/2']],
    // r = 1, h = 4/3: ρ = 1/2, S = π
    ['已知正三棱锥 $P-ABC$ 的底面边长为 $2\\sqrt{3}$, 高为 $\\frac{4}{3}$, 则该三棱锥的内切球的表面积为', ['π']],
    // r = 2, h = 3/2, h′ = 5/2: ρ = 3/(9/2) = 2/3
    ['已知正三棱锥的底面边长为 $4\\sqrt{3}$, 高为 $\\frac{3}{2}$, 则该正三棱锥的内切球的半径为', ['2/3']],
    // circumradius 6, h² = 52 − 36 = 16, r = 3: ρ = 3/2, S = 9π
    ['已知正三棱锥的底面边长为 $6\\sqrt{3}$, 侧棱长为 $2\\sqrt{13}$, 则该正三棱锥的内切球的表面积为', ['9π']],
    // typed without LaTeX: 9π
    ['已知正四棱锥P－ABCD的底面边长为6，高为4，则该四棱锥的内切球的表面积为', ['9π']],
  ],
  [
    // not said to be regular
    '已知四棱锥的底面边长为 6, 高为 4, 则该四棱锥的内切球的表面积为',
    '已知三棱锥 $P-ABC$ 的底面边长为 $6\\sqrt{3}$, 高为 4, 则其内切球的半径为',
    // the height missing
    '已知正四棱锥的底面边长为 6, 则该正四棱锥的内切球的表面积为',
    // a lateral edge that contradicts the height (5² ≠ 16 + 18)
    '已知正四棱锥的底面边长为 6, 高为 4, 侧棱长为 5, 则该正四棱锥的内切球的表面积为',
    // ρ² irrational (r = √3, h = √6, h′ = 3): refused rather than written approximately
    '已知正三棱锥的底面边长为 6, 高为 $\\sqrt{6}$, 则该正三棱锥的内切球的表面积为',
    // a sphere touching the edges is another sphere
    '已知正四棱锥的底面边长为 6, 高为 4, 则该正四棱锥的棱切球的表面积为',
  ],
);

describeAnsweredAndRefused(
  'a triangular prism with every vertex on a sphere is a right prism',
  [
    // BC² = 4 + 4 + 4 = 12, r = 2, R² = 4 + 1 = 5, S = 20π
    [
      '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
      ['20π'],
    ],
    // 侧棱垂直于底面: AC² = 8, r² = 2, R² = 3, S = 12π
    [
      '三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的侧棱垂直于底面, 且 $AB\\perp BC$, $AB=BC=AA_{1}=2$, 若该三棱柱的所有顶点都在同一球面上, 则该球的表面积为',
      ['12π'],
    ],
    // the height told as 高: BC² = 12, r = 2, R² = 5, S = 20π
    [
      '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 三棱柱的高为 2, 则球 $O$ 的表面积为',
      ['20π'],
    ],
    // 3-4-5 base: r² = 25/4, R² = 25/4 + 1 = 29/4, S = 29π
    [
      '已知三棱柱 $ABC-A_1B_1C_1$ 的所有顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=3$, $BC=4$, $AC=5$, $AA_1=2$, 则球 $O$ 的表面积为',
      ['29π'],
    ],
    // 侧棱垂直于底面, equilateral base 3: r² = 3, R² = 3 + 1 = 4, S = 16π
    [
      '三棱柱 $ABC-A_1B_1C_1$ 的侧棱垂直于底面, $\\triangle ABC$ 是边长为 3 的正三角形, $AA_1=2$, 它的六个顶点都在同一个球面上, 则该球的表面积为',
      ['16π'],
    ],
    // AC² = 8, r² = 2, R² = 2 + 1 = 3, V = 4√3π
    [
      '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB\\perp BC$, $AB=BC=AA_1=2$, 则球 $O$ 的体积为',
      ['4√3π'],
    ],
    // 内接于球: BC² = 2, r² = 1/2, R² = 1/2 + 1/2 = 1, S = 4π
    [
      '三棱柱 $ABC-A_1B_1C_1$ 内接于球 $O$, $AA_1\\perp$ 平面 $ABC$, $AB=AC=1$, $\\angle BAC=90^{\\circ}$, $AA_1=\\sqrt{2}$, 则球 $O$ 的表面积为',
      ['4π'],
    ],
    // the lateral edge ⊥ the top face: BC² = 12, r = 2, R² = 4 + 1 = 5, S = 20π
    [
      '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $A_1B_1C_1$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
      ['20π'],
    ],
    // right angle at C: AB = 2, r = 1, R² = 1 + 1 = 2, S = 8π
    [
      '三棱柱 $ABC-A_1B_1C_1$ 的顶点都在球 $O$ 的球面上, $CC_1\\perp$ 平面 $ABC$, $CA\\perp CB$, $CA=CB=\\sqrt{2}$, $CC_1=2$, 则球 $O$ 的表面积为',
      ['8π'],
    ],
    // as a radius: r² = 2, R² = 3, R = √3
    [
      '三棱柱 $ABC-A_{1}B_{1}C_{1}$ 的侧棱垂直于底面, 且 $AB\\perp BC$, $AB=BC=AA_{1}=2$, 若该三棱柱的所有顶点都在同一球面上, 则该球的半径为',
      ['√3'],
    ],
    // not told perpendicular, but the height told: r² = 2, R² = 2 + 1 = 3, S = 12π
    ['已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB\\perp BC$, $AB=BC=2$, 三棱柱的高为 2, 则球 $O$ 的表面积为', ['12π']],
    // typed without LaTeX: BC = 5, r = 5/2, R² = 25/4 + 36 = 169/4, R = 13/2
    ['已知三棱柱ABC－A1B1C1的6个顶点都在球O的球面上，AA1⊥平面ABC，AB=3，AC=4，AB⊥AC，AA1=12，则球O的半径为', ['13/2']],
  ],
  [
    // a lateral edge length, not told perpendicular to the base
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, 侧棱长为 2, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    // four named vertices of six
    '已知三棱柱 $ABC-A_1B_1C_1$ 的顶点 $A, B, C, A_1$ 都在球 $O$ 的球面上, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    // a lateral edge perpendicular to a base edge only
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AA_1\\perp AB$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则球 $O$ 的表面积为',
    // a base edge perpendicular to a lateral face
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB\\perp$ 平面 $ACC_1$, $AB=AC=AA_1=2$, 则球 $O$ 的表面积为',
    // a prism with a square of four vertices: 四棱柱 is not read
    '已知四棱柱 $ABCD-A_1B_1C_1D_1$ 的八个顶点都在球 $O$ 的球面上, $AB=AD=AA_1=2$, 则球 $O$ 的表面积为',
    // a height and a lateral edge, not told perpendicular
    '已知三棱柱 $ABC-A_1B_1C_1$ 的六个顶点都在球 $O$ 的球面上, $AB=AC=2$, $\\angle BAC=120^{\\circ}$, 高为 2, $AA_1=2$, 则球 $O$ 的表面积为',
    // 侧棱垂直于底面 said of a pyramid
    '三棱锥 $P-ABC$ 的侧棱垂直于底面, $PA=2$, $\\triangle ABC$ 是边长为 $\\sqrt{3}$ 的正三角形, 它的四个顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为',
    // the inscribed sphere of a prism
    '已知三棱柱 $ABC-A_1B_1C_1$ 中, $AA_1\\perp$ 平面 $ABC$, $AB=AC=AA_1=2$, $\\angle BAC=120^{\\circ}$, 则该三棱柱的内切球的表面积为',
  ],
);
